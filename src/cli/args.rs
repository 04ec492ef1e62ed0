//! The command line, read by clap: `vitrail [run]`, `simulate`, `tournament`, `backup` and
//! `restore`, each with `--help`, and `vitrail --version`.
//!
//! The fixed options are declared below; the games and their options come from the registry
//! ([`GameKind::ALL`], each game's [`HostOption`]s), added to `simulate` and `tournament` when
//! the command is built, so a new game or option shows in `--help` and is checked without a
//! line here. After clap has read the line, what clap cannot know is checked against the game
//! chosen: an option of another game, a value this game does not take, an option that does
//! nothing with the seats asked for. Every refusal is one line naming the option and what it
//! takes.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{Arg, ArgMatches, Args, Command, CommandFactory, FromArgMatches, Parser, Subcommand};

use super::backup;
use super::simulate::SimulateArgs;
use super::tournament::TournamentArgs;
use crate::ai::AiLevel;
use crate::games::{
    offered_options, GameKind, GameOptions, HostOption, OfferedOption, OptionError, OptionValues,
};

/// What the command line asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Invocation {
    /// Run the bot with this configuration file (`None`: `VITRAIL_CONFIG`, else `config.toml`).
    Run {
        config: Option<PathBuf>,
    },
    Simulate(SimulateArgs),
    Tournament(TournamentArgs),
    Backup(backup::Args),
    Restore(backup::Args),
}

/// A Discord bot that hosts tile and stained-glass board games. Without a command, runs the bot.
#[derive(Debug, Parser)]
#[command(name = "vitrail", version, args_conflicts_with_subcommands = true)]
struct Cli {
    /// The configuration file, when no command is given [default: $VITRAIL_CONFIG, else
    /// config.toml if there is one]
    #[arg(long, value_name = "PATH")]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<CliCommand>,
}

#[derive(Debug, Subcommand)]
enum CliCommand {
    /// Run the bot (the default): the token comes from DISCORD_TOKEN or the config file
    Run(RunCli),
    /// Play a whole game between computer players and print the result as JSON
    Simulate(SimulateCli),
    /// Measure the computer levels against each other and print the figures as JSON
    Tournament(TournamentCli),
    /// Copy every game, rating and statistic into the new folder DIR, consistently, while the bot
    /// runs (it takes the copy; moves wait meanwhile) or while it is stopped; print JSON
    Backup(BackupCli),
    /// Bring the backup in DIR back as the store (data_dir); stop the bot first
    Restore(RestoreCli),
}

#[derive(Debug, Args)]
struct RunCli {
    /// The configuration file [default: $VITRAIL_CONFIG, else config.toml if there is one]
    #[arg(long, value_name = "PATH")]
    config: Option<PathBuf>,
}

/// Who plays every seat of a simulated game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Level {
    /// Random legal moves
    Random,
    /// The greedy player, a third of its moves at random
    Easy,
    /// Greedy: the best move at a glance
    Normal,
    /// A search that plans ahead (--iterations per decision)
    Hard,
}

#[derive(Debug, Args)]
struct SimulateCli {
    /// The game to play
    #[arg(value_name = "GAME", value_parser = game_parser())]
    game: GameKind,
    /// Seats at the table [default: the game's fewest, at least 2]
    #[arg(long, value_name = "N")]
    players: Option<usize>,
    /// The game's seed: the same seed plays the same game
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    /// Write the public table pictures into this folder: round-01-start.png (the first table),
    /// each round's start, final.png
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Who plays every seat
    #[arg(long, value_name = "LEVEL", value_enum, default_value_t = Level::Random)]
    level: Level,
    /// The hard level's search iterations per decision (with --level hard)
    #[arg(long, value_name = "N", default_value_t = 400, value_parser = at_least_one())]
    iterations: u32,
    /// Add every move's log line, as the channel's log tells it, to the JSON
    #[arg(long)]
    log: bool,
    /// With --out, write every picture the game shows, not only the table: the players'
    /// boards (…-players.png), each seat's own board (…-board-p1.png, …) and the score sheet
    /// (final-scores.png)
    #[arg(long, requires = "out")]
    all_pictures: bool,
}

#[derive(Debug, Args)]
struct TournamentCli {
    /// The game to play
    #[arg(value_name = "GAME", value_parser = game_parser())]
    game: GameKind,
    /// Two-player games per match (each player first in half of them)
    #[arg(long, value_name = "N", default_value_t = 200)]
    games: u32,
    /// Games of each level alone against the solo target, for a game with a solo mode
    #[arg(long, value_name = "N", default_value_t = 100)]
    solo_games: u32,
    /// The hard player's search iterations per decision
    #[arg(long, value_name = "N", default_value_t = 400, value_parser = at_least_one())]
    iterations: u32,
    /// Games played at once, one a thread
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = clap::value_parser!(u16).range(1..))]
    threads: u16,
    /// The first game's seed (the games use S, S+1, …)
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
}

#[derive(Debug, Args)]
struct BackupCli {
    /// The backup's folder: new, or empty
    #[arg(value_name = "DIR")]
    dir: PathBuf,
    /// The configuration file naming data_dir [default: $VITRAIL_CONFIG, else config.toml if
    /// there is one]
    #[arg(long, value_name = "PATH")]
    config: Option<PathBuf>,
}

#[derive(Debug, Args)]
struct RestoreCli {
    /// The backup's folder, as `vitrail backup` wrote it
    #[arg(value_name = "DIR")]
    dir: PathBuf,
    /// The configuration file naming data_dir [default: $VITRAIL_CONFIG, else config.toml if
    /// there is one]
    #[arg(long, value_name = "PATH")]
    config: Option<PathBuf>,
    /// Move a store already in data_dir aside to <data_dir>.before-restore-<time> (never
    /// deleted) instead of refusing
    #[arg(long)]
    replace: bool,
}

/// The whole command line: the declarations above with every game's options.
pub fn command() -> Command {
    let games = format!("Games: {}", GameKind::slugs());
    Cli::command()
        .after_help(format!(
            "{games}\n`vitrail <command> --help` lists every option of a command, with its values \
             and default. See README.md and config.example.toml."
        ))
        .mut_subcommand("simulate", with_game_options)
        .mut_subcommand("tournament", with_game_options)
}

/// Reads a command line (its first item is the program's name). A request for help or the
/// version is an `Err` too, of kind [`ErrorKind::DisplayHelp`] or
/// [`ErrorKind::DisplayVersion`]: print it, and exit with [`clap::Error::exit_code`].
pub fn parse<I, T>(line: I) -> Result<Invocation, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let mut cmd = command();
    let matches = cmd.try_get_matches_from_mut(line)?;
    let cli = Cli::from_arg_matches(&matches)?;
    let refuse = |cmd: &mut Command, name: &str, message: String| {
        let kind = ErrorKind::ArgumentConflict;
        match cmd.find_subcommand_mut(name) {
            Some(sub) => sub.error(kind, message),
            None => cmd.error(kind, message),
        }
    };
    Ok(match cli.command {
        None => Invocation::Run { config: cli.config },
        Some(CliCommand::Run(run)) => Invocation::Run { config: run.config },
        Some(CliCommand::Simulate(sim)) => {
            let sub = matches.subcommand_matches("simulate");
            let given = |id: &str| sub.is_some_and(|m| given(m, id));
            let checked = simulate_args(&sim, sub, &given);
            Invocation::Simulate(checked.map_err(|e| refuse(&mut cmd, "simulate", e))?)
        }
        Some(CliCommand::Tournament(t)) => {
            let sub = matches.subcommand_matches("tournament");
            let given = |id: &str| sub.is_some_and(|m| given(m, id));
            let checked = tournament_args(&t, sub, &given);
            Invocation::Tournament(checked.map_err(|e| refuse(&mut cmd, "tournament", e))?)
        }
        Some(CliCommand::Backup(b)) => Invocation::Backup(backup::Args {
            dir: b.dir,
            config: b.config,
            replace: false,
        }),
        Some(CliCommand::Restore(r)) => Invocation::Restore(backup::Args {
            dir: r.dir,
            config: r.config,
            replace: r.replace,
        }),
    })
}

/// Whether `id` was written on the command line (not a default).
fn given(matches: &ArgMatches, id: &str) -> bool {
    matches.value_source(id) == Some(ValueSource::CommandLine)
}

fn simulate_args(
    cli: &SimulateCli,
    matches: Option<&ArgMatches>,
    given: &dyn Fn(&str) -> bool,
) -> Result<SimulateArgs, String> {
    let game = cli.game;
    let seats = game.player_counts();
    let players = cli.players.unwrap_or(*seats.start().max(&2));
    if !seats.contains(&players) {
        return Err(format!(
            "--players must be {}–{} for {game}, not {players}",
            seats.start(),
            seats.end()
        ));
    }
    let level = match cli.level {
        Level::Random => None,
        Level::Easy => Some(AiLevel::Easy),
        Level::Normal => Some(AiLevel::Normal),
        Level::Hard => Some(AiLevel::Hard),
    };
    if given("iterations") && level != Some(AiLevel::Hard) {
        return Err(
            "--iterations does nothing here: only the hard level searches (add --level hard)"
                .into(),
        );
    }
    let alone = (players == 1).then_some(()).ok_or("with --players 1");
    Ok(SimulateArgs {
        game,
        options: game_options(game, matches, alone)?,
        players,
        seed: cli.seed,
        out: cli.out.clone(),
        log: cli.log,
        all_pictures: cli.all_pictures,
        level,
        iterations: cli.iterations,
    })
}

fn tournament_args(
    cli: &TournamentCli,
    matches: Option<&ArgMatches>,
    given: &dyn Fn(&str) -> bool,
) -> Result<TournamentArgs, String> {
    let game = cli.game;
    let has_solo = game.player_counts().contains(&1);
    if given("solo_games") && !has_solo {
        return Err(format!(
            "--solo-games does nothing for {game}: it has no solo game"
        ));
    }
    let alone = (has_solo && cli.solo_games > 0)
        .then_some(())
        .ok_or("in the solo games (--solo-games above 0)");
    Ok(TournamentArgs {
        game,
        options: game_options(game, matches, alone)?,
        games: cli.games,
        solo_games: cli.solo_games,
        iterations: cli.iterations,
        threads: usize::from(cli.threads),
        seed: cli.seed,
    })
}

/// The game's options from the line: each checked against the game. `alone` says whether a
/// game is played by one person alone, or else where an option that matters only then does.
fn game_options(
    game: GameKind,
    matches: Option<&ArgMatches>,
    alone: Result<(), &str>,
) -> Result<GameOptions, String> {
    let mut options = game.default_options();
    let Some(matches) = matches else {
        return Ok(options);
    };
    for offered in offered_options(&GameKind::ALL) {
        let name = offered.name;
        // Words are taken in any case (`--side Beige`), as the registry writes them.
        let Some(value) = matches.get_one::<String>(name).map(|v| v.to_lowercase()) else {
            continue;
        };
        let Some(own) = game.options().iter().find(|o| o.name == name) else {
            return Err(format!(
                "--{name} does not apply to {game}: it is an option of {}",
                games_of(&offered)
            ));
        };
        if let (true, Err(when)) = (own.only_alone, alone) {
            return Err(format!(
                "--{name} does nothing here: {game}'s {name} matters only when one person plays \
                 alone ({when})"
            ));
        }
        options = game
            .with_option(options, name, &value)
            .map_err(|e| refusal(e, own, &value))?;
    }
    Ok(options)
}

/// A registry refusal as the command line words it.
fn refusal(error: OptionError, option: &HostOption, value: &str) -> String {
    match error {
        OptionError::BadValue { game, .. } => format!(
            "--{} must be {} for {game}, not {value:?}",
            option.name,
            takes(option.values)
        ),
        OptionError::NotForGame { game, option } => {
            format!("--{option} does not apply to {game}")
        }
    }
}

/// "coloured or beige", "1–5".
fn takes(values: OptionValues) -> String {
    match values {
        OptionValues::Number { min, max } => format!("{min}–{max}"),
        choice => choice.to_string(),
    }
}

/// "summer-pavilion and sintra".
fn games_of(offered: &OfferedOption) -> String {
    let names: Vec<&str> = offered.games.iter().map(|g| g.slug()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

/// Adds every game's options (from the registry) to `simulate` or `tournament`.
fn with_game_options(mut cmd: Command) -> Command {
    for offered in offered_options(&GameKind::ALL) {
        cmd = cmd.arg(game_option_arg(&offered));
    }
    cmd
}

/// One game option as a flag: its values across games (each game's checked after parsing),
/// and in its help each game's values and default.
fn game_option_arg(offered: &OfferedOption) -> Arg {
    let name = offered.name;
    let per_game: Vec<String> = offered
        .games
        .iter()
        .filter_map(|&game| {
            let own = game.options().iter().find(|o| o.name == name)?;
            let default = game
                .option_default(name)
                .map(|d| format!(" (default {d})"))
                .unwrap_or_default();
            let alone = if own.only_alone {
                ", only when one person plays alone"
            } else {
                ""
            };
            Some(format!("{game}: {}{default}{alone}", takes(own.values)))
        })
        .collect();
    let arg = Arg::new(name)
        .long(name)
        .help_heading("Game options (from the registry of games)")
        .help(per_game.join("; "));
    match &offered.choices {
        Some(words) => arg
            .value_name("WORD")
            .value_parser(PossibleValuesParser::new(words.clone()))
            .ignore_case(true)
            .hide_possible_values(true),
        None => {
            let (min, max) = offered.range;
            arg.value_name(format!("{min}-{max}")).value_parser(
                move |text: &str| -> Result<String, String> {
                    match text.trim().parse::<u8>() {
                        Ok(n) if (min..=max).contains(&n) => Ok(n.to_string()),
                        _ => Err(format!("must be {min}–{max}")),
                    }
                },
            )
        }
    }
}

/// The game argument: one of the registry's games.
fn game_parser() -> impl TypedValueParser<Value = GameKind> {
    let slugs: Vec<&'static str> = GameKind::ALL.iter().map(|g| g.slug()).collect();
    PossibleValuesParser::new(slugs).try_map(|slug| slug.parse::<GameKind>())
}

/// A count of at least one.
fn at_least_one() -> impl TypedValueParser<Value = u32> {
    clap::value_parser!(u32).range(1..)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{PavilionSide, WildOrder};

    fn parse_line(line: &str) -> Result<Invocation, clap::Error> {
        parse(line.split_whitespace())
    }

    /// The one-line message of a refusal, without clap's usage and hint lines.
    fn refusal_of(line: &str) -> String {
        let error = parse_line(line).expect_err(line);
        assert_eq!(error.exit_code(), 2, "{line}: {error}");
        let text = error.to_string();
        text.lines().next().unwrap_or_default().to_string()
    }

    #[test]
    fn help_and_version_exit_zero_and_list_every_option_with_its_default() {
        for line in [
            "vitrail --help",
            "vitrail -h",
            "vitrail help",
            "vitrail --version",
        ] {
            let shown = parse_line(line).expect_err(line);
            assert_eq!(shown.exit_code(), 0, "{line}");
        }
        let version = parse_line("vitrail --version")
            .expect_err("version")
            .to_string();
        assert!(version.contains(env!("CARGO_PKG_VERSION")), "{version}");
        let top = parse_line("vitrail --help").expect_err("help").to_string();
        for word in [
            "run",
            "simulate",
            "tournament",
            "backup",
            "restore",
            "--config",
        ] {
            assert!(top.contains(word), "{word} missing from\n{top}");
        }
        for game in GameKind::ALL {
            assert!(top.contains(game.slug()), "{game} missing from\n{top}");
        }
        let simulate = parse_line("vitrail simulate --help")
            .expect_err("help")
            .to_string();
        for word in [
            "--players",
            "--seed",
            "[default: 0]",
            "--out",
            "--level",
            "random",
            "hard",
            "[default: random]",
            "--iterations",
            "[default: 400]",
            "--log",
            "--side",
            "--wilds",
            "--difficulty",
            "coloured or beige (default coloured)",
            "sintra: a or b (default a)",
            "sagrada: 1–5 (default 3), only when one person plays alone",
        ] {
            assert!(simulate.contains(word), "{word} missing from\n{simulate}");
        }
        let tournament = parse_line("vitrail tournament -h")
            .expect_err("help")
            .to_string();
        for word in [
            "--games",
            "--solo-games",
            "--threads",
            "[default: 200]",
            "--side",
        ] {
            assert!(
                tournament.contains(word),
                "{word} missing from\n{tournament}"
            );
        }
        // Every option of every game, from the registry.
        for game in GameKind::ALL {
            for option in game.options() {
                let flag = format!("--{}", option.name);
                assert!(
                    simulate.contains(&flag) && tournament.contains(&flag),
                    "{flag}"
                );
            }
        }
        let restore = parse_line("vitrail restore --help")
            .expect_err("help")
            .to_string();
        assert!(restore.contains("--replace"), "{restore}");
    }

    #[test]
    fn the_bot_runs_without_a_command_or_with_run() {
        assert_eq!(
            parse_line("vitrail").unwrap(),
            Invocation::Run { config: None }
        );
        let with = Invocation::Run {
            config: Some(PathBuf::from("c.toml")),
        };
        assert_eq!(parse_line("vitrail --config c.toml").unwrap(), with);
        assert_eq!(parse_line("vitrail run --config c.toml").unwrap(), with);
        assert!(parse_line("vitrail run --config").is_err());
        assert!(parse_line("vitrail play").is_err());
    }

    #[test]
    fn backup_and_restore_take_a_folder() {
        let backup = parse_line("vitrail backup /b --config c.toml").unwrap();
        assert_eq!(
            backup,
            Invocation::Backup(backup::Args {
                dir: PathBuf::from("/b"),
                config: Some(PathBuf::from("c.toml")),
                replace: false,
            })
        );
        let restore = parse_line("vitrail restore /b --replace").unwrap();
        assert!(matches!(restore, Invocation::Restore(a) if a.replace));
        for bad in [
            "vitrail backup /b --replace",
            "vitrail backup",
            "vitrail restore /a /b",
            "vitrail restore /a --config",
        ] {
            assert!(parse_line(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn game_options_are_read_for_the_game_chosen() {
        let Ok(Invocation::Simulate(sp)) =
            parse_line("vitrail simulate summer-pavilion --side Beige --wilds alternative")
        else {
            panic!("summer-pavilion's options")
        };
        assert_eq!(
            sp.options,
            GameOptions::SummerPavilion {
                side: PavilionSide::Beige,
                wilds: WildOrder::Alternative
            }
        );
        let Ok(Invocation::Tournament(t)) = parse_line("vitrail tournament sagrada --difficulty 4")
        else {
            panic!("sagrada's difficulty")
        };
        assert_eq!(t.options, GameOptions::Sagrada { solo_difficulty: 4 });
        assert_eq!((t.games, t.solo_games, t.threads, t.seed), (200, 100, 2, 1));
    }

    #[test]
    fn a_refusal_names_the_option_and_what_it_takes() {
        for (line, says) in [
            (
                "vitrail simulate sagrada --players 1 --difficulty 9",
                "'--difficulty <1-5>': must be 1–5",
            ),
            (
                "vitrail simulate sagrada --players 1 --difficulty x",
                "'--difficulty <1-5>': must be 1–5",
            ),
            ("vitrail simulate summer-pavilion --wilds weird", "--wilds"),
            (
                "vitrail simulate sintra --side beige",
                "--side must be a or b for sintra, not \"beige\"",
            ),
            (
                "vitrail simulate uzory --side a",
                "--side does not apply to uzory: it is an option of summer-pavilion, sintra and azul",
            ),
            (
                "vitrail simulate sagrada --players 2 --difficulty 2",
                "--difficulty does nothing here: sagrada's difficulty matters only when one \
                 person plays alone (with --players 1)",
            ),
            (
                "vitrail simulate sagrada --difficulty 2",
                "(with --players 1)",
            ),
            (
                "vitrail simulate uzory --players 5",
                "--players must be 2–4 for uzory, not 5",
            ),
            (
                "vitrail simulate uzory --iterations 50",
                "--iterations does nothing here: only the hard level searches",
            ),
            ("vitrail simulate uzory --level expert", "--level"),
            ("vitrail simulate chess", "'chess'"),
            ("vitrail simulate", "required"),
            ("vitrail simulate uzory --colour red", "--colour"),
            ("vitrail simulate uzory --seed x", "--seed"),
            (
                "vitrail tournament uzory --solo-games 5",
                "--solo-games does nothing for uzory: it has no solo game",
            ),
            (
                "vitrail tournament sagrada --solo-games 0 --difficulty 2",
                "(in the solo games (--solo-games above 0))",
            ),
            ("vitrail tournament sintra --threads 0", "--threads"),
        ] {
            let refusal = refusal_of(line);
            assert!(refusal.starts_with("error: "), "{line}: {refusal}");
            assert!(refusal.contains(says), "{line}: {refusal}");
        }
        // The games a bad game name could have been.
        let chess = parse_line("vitrail simulate chess")
            .expect_err("chess")
            .to_string();
        for game in GameKind::ALL {
            assert!(chess.contains(game.slug()), "{chess}");
        }
    }

    #[test]
    fn the_hard_level_takes_its_iterations() {
        let Ok(Invocation::Simulate(hard)) =
            parse_line("vitrail simulate sagrada --level hard --iterations 30")
        else {
            panic!("hard with iterations")
        };
        assert_eq!((hard.level, hard.iterations), (Some(AiLevel::Hard), 30));
        assert!(parse_line("vitrail simulate sagrada --level hard --iterations 0").is_err());
    }
}
