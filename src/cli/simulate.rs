//! `vitrail simulate <game> --players N --seed S --out DIR`: a whole game between computer
//! players, with the table image after each round and at the end, and the result as JSON;
//! with `--log`, every move's log line too. Same seed, same game.

use crate::table::Hosted;
use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use serde::Serialize;
use serde_json::{Map, Value};

use super::{on_engine, EngineWork};
use crate::ai::tournament::Figures;
use crate::ai::{computer, AiLevel, Budget};
use crate::game::{
    play_out, Game, Outcome, Player, PlayoutError, RandomPlayer, Seat, SetupError, Viewer,
};
use crate::games::{GameKind, GameOptions};
use crate::i18n::Locale;
use crate::present::kit::Palette;
use crate::present::Move;

/// No game has more decisions than this; a longer playout is an engine bug.
const MAX_ACTIONS: usize = 100_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimulateArgs {
    pub game: GameKind,
    pub options: GameOptions,
    pub players: usize,
    pub seed: u64,
    pub out: Option<PathBuf>,
    /// Whether the report tells every move's log line.
    pub log: bool,
    /// Whether `out` gets every picture a game shows (the players' boards, each seat's own
    /// board, the score sheet), not only the table.
    pub all_pictures: bool,
    /// Who plays every seat: a computer level, or `None` for random players.
    pub level: Option<AiLevel>,
    /// The hard level's search iterations per decision.
    pub iterations: u32,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SimulateError {
    #[error("{0}")]
    Usage(String),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error(transparent)]
    Playout(#[from] PlayoutError),
    #[error("cannot write {path}: {reason}")]
    Io { path: String, reason: String },
    #[error("cannot draw the table: {0}")]
    Render(String),
}

/// What `simulate` prints.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    pub game: GameKind,
    pub players: usize,
    pub seed: u64,
    pub rounds: u32,
    pub actions: usize,
    pub images: Vec<String>,
    pub outcome: Outcome,
    /// Every move's log line, in English, with `--log`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub log: Option<Vec<LogEntry>>,
    /// What the game measures beyond scores ([`Figures::game_figures`]), beside the fields above.
    #[serde(flatten)]
    pub figures: Map<String, Value>,
}

/// One move of the game as the log tells it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LogEntry {
    /// The round the move was made in ([`Game::round`] before it).
    pub round: u32,
    pub line: String,
}

/// Runs the simulation the arguments ask for.
pub fn run(args: &SimulateArgs) -> Result<Report, SimulateError> {
    on_engine(&args.options, Simulation(args)).map_err(SimulateError::Usage)?
}

/// The simulation `run` asks for, on the engine of its game.
struct Simulation<'a>(&'a SimulateArgs);

impl EngineWork for Simulation<'_> {
    type Output = Result<Report, SimulateError>;

    fn run<G: Hosted>(self, options: G::Options) -> Self::Output {
        let Simulation(args) = self;
        let level = args.level;
        let budget = Budget::iterations(args.iterations);
        let player = |seed| match level {
            Some(level) => computer::<G>(level, seed, budget),
            None => Box::new(RandomPlayer::new(seed)) as Box<dyn Player<G>>,
        };
        let all = args.all_pictures;
        let pictures = move |game: &G| pictures::<G>(game, all);
        let kind = args.options.kind();
        simulate_game::<G>(
            kind,
            &options,
            args,
            &player,
            Some(&pictures),
            Some(&tell::<G>),
        )
    }
}

/// The pictures of a moment of the game as Discord shows them, with seats named "Player 1"…:
/// the public table (its file name's suffix empty), and with `all` the other public pictures
/// (`-players`), each seat's own board (`-board-p1`, …) and, once the game is over, the score
/// sheet (`-scores`).
fn pictures<G: Hosted>(game: &G, all: bool) -> Result<Vec<(String, Vec<u8>)>, String> {
    let names = player_names(game.players());
    let (locale, palette) = (Locale::En, Palette::Standard);
    if !all {
        let table = G::table_png(&game.view(Viewer::Spectator), &names, locale);
        return Ok(vec![(String::new(), table.map_err(|e| e.to_string())?)]);
    }
    let public = game
        .public_images(&names, locale, palette)
        .map_err(|e| e.to_string())?;
    let mut drawn: Vec<(String, Vec<u8>)> = public
        .into_iter()
        .map(|image| (suffix(image.name), image.png))
        .collect();
    for seat in (0..game.players()).map(|i| Seat(i as u8)) {
        let own = game
            .private_images(seat, &names, locale, palette)
            .map_err(|e| e.to_string())?;
        for image in own {
            drawn.push((
                format!("{}-p{}", suffix(image.name), seat.index() + 1),
                image.png,
            ));
        }
    }
    if let Some(outcome) = game.outcome() {
        let note = G::sheet_note(&game.view(Viewer::Spectator), &outcome, locale);
        let sheet = crate::present::kit::score_sheet(&outcome, &names, locale, note.as_deref());
        drawn.push(("-scores".into(), sheet.map_err(|e| e.to_string())?));
    }
    Ok(drawn)
}

/// The file-name suffix of a picture named `name` ("table.png" is the moment's own name).
fn suffix(name: &str) -> String {
    match name.trim_end_matches(".png") {
        "table" => String::new(),
        other => format!("-{other}"),
    }
}

/// The log line of a move, from the game after it, as the channel's log tells it in English.
fn tell<G: Hosted>(game: &G, seat: Seat, action: &G::Action, events: &[G::Event]) -> String {
    let names = player_names(game.players());
    let played = Move {
        seat,
        action,
        events,
    };
    let words = game.tell(&played, &names, Locale::En);
    let name = names.get(seat.index()).cloned().unwrap_or_default();
    format!("**{name}**: {words}")
}

/// "Player 1", "Player 2"…: the seats' names in pictures and log lines.
fn player_names(players: usize) -> Vec<String> {
    (1..=players).map(|i| format!("Player {i}")).collect()
}

/// Draws the pictures of a moment of a game as PNG bytes, each with the suffix of its file name
/// (empty for the table itself).
pub type Renderer<'a, G> = &'a dyn Fn(&G) -> Result<Vec<(String, Vec<u8>)>, String>;

/// Words a move for the log: the game after it, the seat, the action and its events.
pub type Teller<'a, G> =
    &'a dyn Fn(&G, Seat, &<G as Game>::Action, &[<G as Game>::Event]) -> String;

/// The last decision a seat's player made, shared with the playout's observer.
type LastChoice<G> = Rc<RefCell<Option<(Seat, <G as Game>::Action)>>>;

/// A player that notes each of its choices, so the log can tell who did what.
struct Noted<G: Game> {
    player: Box<dyn Player<G>>,
    last: LastChoice<G>,
}

impl<G: Game> Player<G> for Noted<G> {
    fn choose(&mut self, seat: Seat, view: &G::View, legal: &[G::Action]) -> Option<G::Action> {
        let action = self.player.choose(seat, view, legal);
        *self.last.borrow_mut() = action.clone().map(|a| (seat, a));
        action
    }
}

/// Plays one game of `G` between players made by `player` (from a seed) and, when the game has a
/// renderer and `--out` is given, writes the table as each round starts (`round-01-start.png`, …)
/// and at the end (`final.png`); with `--log` and a teller, the report tells every move.
pub fn simulate_game<G: Figures>(
    kind: GameKind,
    options: &G::Options,
    args: &SimulateArgs,
    player: &dyn Fn(u64) -> Box<dyn Player<G>>,
    render: Option<Renderer<'_, G>>,
    teller: Option<Teller<'_, G>>,
) -> Result<Report, SimulateError> {
    let mut game = G::new(options, args.players, args.seed)?;
    let last: LastChoice<G> = Rc::new(RefCell::new(None));
    let mut players: Vec<Box<dyn Player<G>>> = (0..args.players)
        .map(|seat| {
            let seed = args.seed.wrapping_mul(31).wrapping_add(seat as u64 + 1);
            Box::new(Noted {
                player: player(seed),
                last: Rc::clone(&last),
            }) as Box<dyn Player<G>>
        })
        .collect();
    let teller = teller.filter(|_| args.log);
    let mut log = Vec::new();
    if let Some(dir) = &args.out {
        std::fs::create_dir_all(dir).map_err(|e| io_error(dir, e))?;
    }
    let mut images = Vec::new();
    let mut failure = None;
    let mut actions = 0;
    let mut round = game.round();
    write_image(args, &round_start(round), &game, render, &mut images)?;
    let outcome = play_out(&mut game, &mut players, MAX_ACTIONS, |g, events| {
        actions += 1;
        if let (Some(tell), Some((seat, action))) = (teller, last.borrow().as_ref()) {
            log.push(LogEntry {
                round,
                line: tell(g, *seat, action, events),
            });
        }
        if g.round() != round && failure.is_none() {
            round = g.round();
            if let Err(e) = write_image(args, &round_start(round), g, render, &mut images) {
                failure = Some(e);
            }
        }
    })?;
    if let Some(e) = failure {
        return Err(e);
    }
    write_image(args, "final", &game, render, &mut images)?;
    Ok(Report {
        game: kind,
        players: args.players,
        seed: args.seed,
        rounds: game.round(),
        actions,
        images,
        outcome,
        log: teller.map(|_| log),
        figures: game.game_figures(),
    })
}

/// The name of the picture of the table as `round` starts.
fn round_start(round: u32) -> String {
    format!("round-{round:02}-start")
}

fn write_image<G: Game>(
    args: &SimulateArgs,
    name: &str,
    game: &G,
    render: Option<Renderer<'_, G>>,
    written: &mut Vec<String>,
) -> Result<(), SimulateError> {
    let (Some(dir), Some(render)) = (&args.out, render) else {
        return Ok(());
    };
    for (suffix, png) in render(game).map_err(SimulateError::Render)? {
        let path = dir.join(format!("{name}{suffix}.png"));
        std::fs::write(&path, png).map_err(|e| io_error(&path, e))?;
        written.push(path.display().to_string());
    }
    Ok(())
}

fn io_error(path: &Path, e: std::io::Error) -> SimulateError {
    SimulateError::Io {
        path: path.display().to_string(),
        reason: e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::args::{parse, Invocation};
    use crate::game::testing::Pile;

    impl Figures for Pile {}
    use crate::games::{PavilionSide, WildOrder};

    /// Reads `simulate`'s arguments (those after `vitrail simulate`), as the command line does.
    fn args(list: &[&str]) -> Result<SimulateArgs, SimulateError> {
        let line = ["vitrail", "simulate"]
            .into_iter()
            .chain(list.iter().copied());
        match parse(line.map(String::from)) {
            Ok(Invocation::Simulate(args)) => Ok(args),
            Ok(_) => Err(SimulateError::Usage("not a simulation".into())),
            Err(e) => Err(SimulateError::Usage(e.to_string())),
        }
    }

    #[test]
    fn parses_arguments() {
        let a = args(&["sagrada", "--players", "1", "--seed", "9", "--out", "x"]).unwrap();
        assert_eq!(
            a,
            SimulateArgs {
                game: GameKind::Sagrada,
                options: GameKind::Sagrada.default_options(),
                players: 1,
                seed: 9,
                out: Some(PathBuf::from("x")),
                log: false,
                all_pictures: false,
                level: None,
                iterations: 400,
            }
        );
        let hard = args(&["sagrada", "--level", "hard", "--iterations", "30"]).unwrap();
        assert_eq!((hard.level, hard.iterations), (Some(AiLevel::Hard), 30));
        assert!(args(&["sagrada", "--level", "expert"]).is_err());
        assert_eq!(args(&["uzory"]).unwrap().players, 2);
        let sp = args(&[
            "summer-pavilion",
            "--side",
            "beige",
            "--wilds",
            "alternative",
        ])
        .unwrap();
        assert_eq!(
            sp.options,
            GameOptions::SummerPavilion {
                side: PavilionSide::Beige,
                wilds: WildOrder::Alternative
            }
        );
        let solo = args(&["sagrada", "--players", "1", "--difficulty", "5"]).unwrap();
        assert_eq!(solo.options, GameOptions::Sagrada { solo_difficulty: 5 });
        for bad in [
            &["chess"][..],
            &[],
            &["uzory", "--players", "5"],
            &["uzory", "--players"],
            &["uzory", "--seed", "-1"],
            &["uzory", "--colour", "red"],
            &["uzory", "--side", "a"],
            &["sintra", "--side", "beige"],
            &["sagrada", "--difficulty", "6"],
        ] {
            assert!(matches!(args(bad), Err(SimulateError::Usage(_))), "{bad:?}");
        }
    }

    /// Runs the simulation `list` asks for twice: a seeded game plays the same way both times.
    fn runs_alike(list: &[&str]) -> Report {
        let a = args(list).unwrap();
        let report = run(&a).unwrap();
        assert_eq!(run(&a).unwrap(), report, "{list:?}");
        report
    }

    #[test]
    fn sagrada_plays_to_the_end_the_same_way_twice() {
        let first = runs_alike(&["sagrada", "--players", "3", "--seed", "4"]);
        assert_eq!(first.outcome.standings.len(), 3);
        let solo = args(&["sagrada", "--players", "1", "--difficulty", "2"]).unwrap();
        assert_eq!(run(&solo).unwrap().outcome.standings.len(), 1);
        // A computer level plays every seat, the same way twice.
        let played = runs_alike(&["sagrada", "--players", "1", "--level", "normal"]);
        let random = run(&args(&["sagrada", "--players", "1"]).unwrap()).unwrap();
        let score = |r: &Report| r.outcome.standings.first().map_or(0, |s| s.score);
        assert!(score(&played) > score(&random) + 10, "{played:?}");
    }

    #[test]
    fn both_azul_games_play_to_the_end_with_every_option() {
        for list in [
            &[
                "summer-pavilion",
                "--players",
                "4",
                "--side",
                "beige",
                "--wilds",
                "alternative",
            ][..],
            &["summer-pavilion", "--players", "2"],
            &["sintra", "--players", "3", "--side", "b"],
            &["sintra", "--players", "2", "--side", "a"],
        ] {
            let a = args(list).unwrap();
            let report = run(&a).unwrap();
            assert_eq!(report.outcome.standings.len(), a.players, "{list:?}");
            assert_eq!(report.rounds, 6, "{list:?}");
        }
    }

    #[test]
    fn uzory_plays_to_the_end() {
        let report = runs_alike(&["uzory", "--players", "4", "--seed", "3"]);
        assert_eq!(report.outcome.standings.len(), 4);
    }

    #[test]
    fn all_pictures_writes_every_picture_a_game_shows() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().display().to_string();
        let list = [
            "summer-pavilion",
            "--players",
            "2",
            "--seed",
            "3",
            "--out",
            &out,
        ];
        let mut a = args(&list).unwrap();
        assert!(!a.all_pictures);
        a.all_pictures = true;
        let report = run(&a).unwrap();
        let names: Vec<String> = report
            .images
            .iter()
            .filter_map(|p| Path::new(p).file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .collect();
        for name in [
            "round-01-start.png",
            "round-01-start-players.png",
            "round-01-start-board-p1.png",
            "round-01-start-board-p2.png",
            "final.png",
            "final-scores.png",
        ] {
            assert!(names.iter().any(|n| n == name), "{name} in {names:?}");
        }
        for image in &report.images {
            let png = std::fs::read(image).unwrap();
            assert!(png.starts_with(b"\x89PNG"), "{image}");
        }
        // Only with a folder to write them to.
        let refused = args(&["summer-pavilion", "--all-pictures"]);
        assert!(
            matches!(refused, Err(SimulateError::Usage(_))),
            "{refused:?}"
        );
    }

    #[test]
    fn simulation_is_reproducible_and_writes_images() {
        let dir = tempfile::tempdir().unwrap();
        let a = SimulateArgs {
            game: GameKind::Uzory,
            options: GameOptions::Uzory,
            players: 3,
            seed: 11,
            out: Some(dir.path().to_path_buf()),
            log: false,
            all_pictures: false,
            level: None,
            iterations: 400,
        };
        let random = |seed| Box::new(RandomPlayer::new(seed)) as Box<dyn Player<Pile>>;
        let render = |g: &Pile| -> Result<Vec<(String, Vec<u8>)>, String> {
            Ok(vec![(String::new(), format!("{g:?}").into_bytes())])
        };
        let first =
            simulate_game::<Pile>(GameKind::Uzory, &(), &a, &random, Some(&render), None).unwrap();
        let second =
            simulate_game::<Pile>(GameKind::Uzory, &(), &a, &random, Some(&render), None).unwrap();
        assert_eq!(first, second);
        assert!(first.images.len() >= 2, "{:?}", first.images);
        assert!(first
            .images
            .first()
            .unwrap()
            .ends_with("round-01-start.png"));
        assert!(first.images.last().unwrap().ends_with("final.png"));
        for image in &first.images {
            assert!(Path::new(image).exists());
        }
        let other = SimulateArgs { seed: 12, ..a };
        let other =
            simulate_game::<Pile>(GameKind::Uzory, &(), &other, &random, None, None).unwrap();
        assert_ne!(other.outcome, first.outcome);
        assert!(other.images.is_empty(), "no renderer, no images");
    }

    #[test]
    fn the_log_tells_every_move_and_changes_nothing_else() {
        let plain = args(&["sintra", "--players", "2", "--seed", "5"]).unwrap();
        let logged = args(&["sintra", "--players", "2", "--seed", "5", "--log"]).unwrap();
        assert!(!plain.log && logged.log);
        let without = run(&plain).unwrap();
        let with = run(&logged).unwrap();
        let json = serde_json::to_value(&without).unwrap();
        assert!(json.get("log").is_none(), "no log without --log");
        let log = with.log.clone().unwrap();
        assert_eq!(Report { log: None, ..with }, without);
        assert_eq!(log.len(), without.actions);
        assert!(log.windows(2).all(|w| w[0].round <= w[1].round));
        assert_eq!(log.first().map(|e| e.round), Some(1));
        assert_eq!(log.last().map(|e| e.round), Some(without.rounds));
        for entry in &log {
            assert!(entry.line.starts_with("**Player "), "{}", entry.line);
            assert!(!entry.line.ends_with(": "), "{}", entry.line);
        }
        let json = serde_json::to_value(run(&logged).unwrap()).unwrap();
        assert_eq!(json["log"][0]["round"], 1);
        assert!(json["log"][0]["line"].is_string());
    }
}
