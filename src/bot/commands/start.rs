//! The start commands, `/azul start`, `/sagrada start`, …: one for each command the registry's
//! games name ([`Registered::COMMAND`](crate::games::Registered::COMMAND)), all made by
//! [`start_commands`] from one poise command. The seats and the hosting are its own options;
//! the game (`variant`, where a command opens several) and the game's rules options are added
//! from the registry and read here.

use poise::serenity_prelude::{
    ChannelType, CommandOptionType, CreateCommandOption, CreateMessage, CreateThread,
    ResolvedOption, ResolvedValue,
};
use poise::{CommandParameter, CreateReply};

use crate::bot::channels::active_game_in;
use crate::bot::data::{now_secs, Context, Data, Error};
use crate::bot::lobby_view::lobby_message;
use crate::bot::localize;
use crate::bot::permissions;
use crate::bot::place;
use crate::bot::reply::{reply_ephemeral, reply_locale, send, send_shown};
use crate::games::{offered_options, GameKind, GameOptions, OfferedOption, OptionError};
use crate::games::{Hints, Hosting, OnTimeout, TurnTimer};
use crate::i18n::{CommandText, Text, Trouble};
use crate::table::{GameRecord, Phase, Place, Reach};

#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum TimerChoice {
    Off,
    TwoMinutes,
    TenMinutes,
    OneHour,
    OneDay,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum TimeoutChoice {
    Computer,
    Cancel,
}

/// The hosting options every start command takes; unset ones come from the config.
struct HostingChoice {
    timer: Option<TimerChoice>,
    on_timeout: Option<TimeoutChoice>,
    thread: Option<bool>,
    hints: Option<bool>,
}

impl HostingChoice {
    fn hosting(&self, default: Hosting) -> Hosting {
        Hosting {
            timer: match self.timer {
                None => default.timer,
                Some(TimerChoice::Off) => TurnTimer::Off,
                Some(TimerChoice::TwoMinutes) => TurnTimer::TwoMinutes,
                Some(TimerChoice::TenMinutes) => TurnTimer::TenMinutes,
                Some(TimerChoice::OneHour) => TurnTimer::OneHour,
                Some(TimerChoice::OneDay) => TurnTimer::OneDay,
            },
            on_timeout: match self.on_timeout {
                None => default.on_timeout,
                Some(TimeoutChoice::Computer) => OnTimeout::Computer,
                Some(TimeoutChoice::Cancel) => OnTimeout::Cancel,
            },
            hints: match self.hints {
                None => default.hints,
                Some(true) => Hints::On,
                Some(false) => Hints::Off,
            },
        }
    }
}

/// The commands that open games, one for each command the registry's games name, in the
/// registry's order.
pub fn start_commands() -> Vec<poise::Command<Data, Error>> {
    let names = command_names().into_iter().enumerate();
    names.map(|(at, name)| game_command(at, name)).collect()
}

/// Each command once, where its first game stands: a family's games need not be neighbours.
fn command_names() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = Vec::new();
    for command in GameKind::ALL.map(GameKind::command) {
        if !names.contains(&command) {
            names.push(command);
        }
    }
    names
}

/// The games `/<command> start` opens, in the registry's order.
fn family(command: &str) -> Vec<GameKind> {
    let games = GameKind::ALL.into_iter();
    games.filter(|k| k.command() == command).collect()
}

/// `/<command>` with its one subcommand, `start`, for the games of `command`, the command at
/// `at` in [`command_names`].
fn game_command(at: usize, command: &'static str) -> poise::Command<Data, Error> {
    let games = family(command);
    let mut start = start();
    let mut added = Vec::new();
    if games.len() > 1 {
        let choices = games
            .iter()
            .map(|&k| localize::choice(CommandText::GameChoice(k)))
            .collect();
        added.push(parameter("variant", true, choices, Some(integer)));
    }
    // The seats a command allows are all its games' (each game checks its own on start).
    if let Some(players) = start.parameters.iter_mut().find(|p| p.name == "players") {
        players.type_setter = seats_setter(at);
    }
    let command_at = at;
    for (at, option) in offered_options(&games).into_iter().enumerate() {
        let (choices, setter) = match &option.choices {
            Some(words) => {
                let labels = words
                    .iter()
                    .map(|word| localize::choice(CommandText::OptionValue(option.name, word)));
                (labels.collect(), Some(integer as OptionSetter))
            }
            None => (Vec::new(), number_setter(command_at, at)),
        };
        added.push(parameter(option.name, false, choices, setter));
    }
    // Required options come first (Discord's rule), then the seats, then the game's own.
    let players_at = usize::from(games.len() > 1);
    let seats = start.parameters.remove(0);
    added.insert(players_at, seats);
    added.append(&mut start.parameters);
    start.parameters = added;
    let mut parent = parent();
    parent.name = command.into();
    parent.identifying_name = command.into();
    parent.source_code_name = command.into();
    start.identifying_name = format!("{command}_start").into();
    parent.subcommands = vec![start];
    parent.subcommand_required = true;
    parent
}

type OptionSetter = fn(CreateCommandOption) -> CreateCommandOption;

fn parameter(
    name: &'static str,
    required: bool,
    choices: Vec<poise::CommandParameterChoice>,
    type_setter: Option<OptionSetter>,
) -> CommandParameter<Data, Error> {
    CommandParameter {
        name: name.into(),
        name_localizations: Vec::new().into(),
        description: None,
        description_localizations: Vec::new().into(),
        required,
        channel_types: None,
        choices: choices.into(),
        type_setter,
        autocomplete_callback: None,
        __non_exhaustive: (),
    }
}

/// A choice, sent back as its index.
fn integer(option: CreateCommandOption) -> CreateCommandOption {
    option.kind(CommandOptionType::Integer)
}

/// The games of the command at `at` in [`command_names`].
fn family_at(at: usize) -> Vec<GameKind> {
    command_names()
        .get(at)
        .map_or_else(Vec::new, |command| family(command))
}

/// The seats of the command at `COMMAND` in [`command_names`]: from the fewest any of its
/// games takes to the most.
fn seats_option<const COMMAND: usize>(option: CreateCommandOption) -> CreateCommandOption {
    let counts = family_at(COMMAND).into_iter().map(GameKind::player_counts);
    let (min, max) = counts.fold((usize::MAX, 0), |(min, max), r| {
        (min.min(*r.start()), max.max(*r.end()))
    });
    let (min, max) = (min.min(max) as u64, max as u64);
    integer(option).min_int_value(min).max_int_value(max)
}

/// The numbers of option `AT` of the command at `COMMAND` (its [`offered_options`]).
fn numbers<const COMMAND: usize, const AT: usize>(
    option: CreateCommandOption,
) -> CreateCommandOption {
    let offered = offered_options(&family_at(COMMAND));
    let (min, max) = offered.get(AT).map_or((0, 0), |o| o.range);
    integer(option)
        .min_int_value(u64::from(min))
        .max_int_value(u64::from(max))
}

// Poise sets an option up with a plain `fn`, so a setter is made for each place a command
// may have in `command_names` (at most five commands) and each of its numeric options (at most
// four): `every_game_has_a_start_command_with_its_options` checks every one is there.

/// The setter of the seats of the command at `command`.
fn seats_setter(command: usize) -> Option<OptionSetter> {
    match command {
        0 => Some(seats_option::<0>),
        1 => Some(seats_option::<1>),
        2 => Some(seats_option::<2>),
        3 => Some(seats_option::<3>),
        4 => Some(seats_option::<4>),
        _ => None,
    }
}

/// The setter of the number option at `at` of the command at `command`.
fn number_setter(command: usize, at: usize) -> Option<OptionSetter> {
    match command {
        0 => number_option::<0>(at),
        1 => number_option::<1>(at),
        2 => number_option::<2>(at),
        3 => number_option::<3>(at),
        4 => number_option::<4>(at),
        _ => None,
    }
}

fn number_option<const COMMAND: usize>(at: usize) -> Option<OptionSetter> {
    match at {
        0 => Some(numbers::<COMMAND, 0>),
        1 => Some(numbers::<COMMAND, 1>),
        2 => Some(numbers::<COMMAND, 2>),
        3 => Some(numbers::<COMMAND, 3>),
        _ => None,
    }
}

/// The parent of a start command; [`game_command`] names it and requires its subcommand.
#[poise::command(slash_command)]
async fn parent(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Opens a lobby for a game of the invoked command (see [`game_command`]).
#[poise::command(slash_command)]
async fn start(
    ctx: Context<'_>,
    players: Option<u8>,
    timer: Option<TimerChoice>,
    on_timeout: Option<TimeoutChoice>,
    thread: Option<bool>,
    hints: Option<bool>,
) -> Result<(), Error> {
    let hosting = HostingChoice {
        timer,
        on_timeout,
        thread,
        hints,
    };
    let args = match ctx {
        poise::Context::Application(app) => app.args,
        poise::Context::Prefix(_) => &[],
    };
    let given: Vec<(&str, i64)> = args.iter().filter_map(number).collect();
    match chosen_game(&family(ctx.invoked_command_name()), &given) {
        Ok(options) => open_lobby(ctx, options, players, hosting).await,
        Err(refused) => reply_ephemeral(ctx, Text::OptionDoesNotFit(refused)).await,
    }
}

/// A whole-number argument (a choice's index or a number) as (its name, its value).
fn number<'a>(option: &ResolvedOption<'a>) -> Option<(&'a str, i64)> {
    match option.value {
        ResolvedValue::Integer(n) => Some((option.name, n)),
        _ => None,
    }
}

/// The game and options chosen among `games` (a start command's) by its whole-number
/// arguments (`variant`, choices by index, numbers).
fn chosen_game(games: &[GameKind], given: &[(&str, i64)]) -> Result<GameOptions, OptionError> {
    let integer = |name: &str| {
        let value = given.iter().find(|(n, _)| *n == name).map(|(_, v)| *v);
        value.and_then(|v| usize::try_from(v).ok())
    };
    let kind = match games {
        [only] => Some(*only),
        _ => integer("variant").and_then(|at| games.get(at).copied()),
    };
    let Some(kind) = kind else {
        return Err(OptionError::NotForGame {
            game: games.first().copied().unwrap_or(GameKind::ALL[0]),
            option: "variant".to_string(),
        });
    };
    let mut options = kind.default_options();
    for OfferedOption { name, choices, .. } in offered_options(games) {
        let Some(given) = integer(name) else {
            continue;
        };
        let value = match &choices {
            Some(words) => words.get(given).map_or_else(String::new, |w| w.to_string()),
            None => given.to_string(),
        };
        options = kind.with_option(options, name, &value)?;
    }
    Ok(options)
}

/// Opens a lobby with the caller as host: in the command's channel, or in a new thread under it.
async fn open_lobby(
    ctx: Context<'_>,
    options: GameOptions,
    players: Option<u8>,
    choice: HostingChoice,
) -> Result<(), Error> {
    let Some(here) = place::of_command(ctx) else {
        return reply_ephemeral(ctx, Text::GuildOnly).await;
    };
    // Where the bot is not a member it cannot open a thread: the game is played where it was asked for.
    let threads_here = here.reach == Reach::Channel;
    let data = ctx.data();
    let kind = options.kind();
    let host = ctx.author().id.get();
    let range = kind.player_counts();
    let max_seats = players
        .map(usize::from)
        .unwrap_or(*range.end())
        .clamp(*range.start(), *range.end());
    let locale = reply_locale(ctx);
    let name = match ctx.author_member().await {
        Some(member) => member.display_name().to_string(),
        None => ctx.author().display_name().to_string(),
    };
    let wants_thread = choice.thread.unwrap_or(data.config.threads);
    let thread = if threads_here && wants_thread && !in_thread(ctx) {
        let title = format!("{} · {name}", locale.text(&Text::GameName(kind)));
        let created = ctx
            .channel_id()
            .create_thread(
                ctx,
                CreateThread::new(truncate_chars(&title, 100)).kind(ChannelType::PublicThread),
            )
            .await;
        match created {
            Ok(thread) => Some(thread.id),
            Err(e) => {
                let crate::bot::rest::Failure { status, code } = crate::bot::rest::failed(&e);
                tracing::warn!(status, code, error = %e, "could not create a game thread");
                return reply_ephemeral(ctx, Text::ThreadFailed).await;
            }
        }
    } else {
        None
    };
    let channel = thread.unwrap_or(ctx.channel_id()).get();

    // One creation at a time per channel, so two hosts cannot both pass the busy check.
    let _guard = data.locks.channel(channel).lock().await;
    if data.config.one_game_per_channel {
        if let Some(busy) = active_game_in(data, channel) {
            return reply_ephemeral(ctx, Text::ChannelBusy { game: busy }).await;
        }
    }
    let place = Place {
        guild: here.place,
        channel,
    };
    let id = data.store.new_id()?;
    let mut record = GameRecord::new_lobby(id, options, place, host, max_seats, locale, now_secs());
    record.reach = here.reach;
    record.hosting = choice.hosting(data.config.hosting);
    record.names.insert(host, name);
    data.store.create(&record).await?;
    tracing::info!(game = %record.id, %kind, channel, "lobby opened");
    let (embed, components) = lobby_message(&record, locale);
    // Where Discord showed the lobby (`Err` if it never did).
    let shown: Result<Option<u64>, Error> = async {
        match thread {
            None => {
                let lobby = CreateReply::default().embed(embed).components(components);
                Ok(send_shown(ctx, lobby).await?)
            }
            Some(thread) => {
                let lobby = CreateMessage::new().embed(embed).components(components);
                let posted = thread.send_message(ctx, lobby).await?;
                let opened = locale.text(&Text::ThreadOpened {
                    thread: thread.get(),
                    game: kind,
                });
                // The lobby stands in its thread, which Discord shows the channel, even if
                // this pointer to it is lost.
                if let Err(e) = send(ctx, CreateReply::default().content(opened)).await {
                    tracing::warn!(%id, error = %e, "could not point the host to the lobby's thread");
                }
                Ok(Some(posted.id.get()))
            }
        }
    }
    .await;
    let lobby_message_id = match shown {
        Ok(message) => message,
        Err(e) => {
            // Discord never showed the lobby: it is withdrawn, so the error's
            // "nothing changed" holds and the channel is free for the next try.
            record.phase = Phase::Cancelled { by: host };
            if let Err(e) = data.store.save(record).await {
                tracing::warn!(%id, error = %e, "could not withdraw a lobby Discord never showed");
            }
            return Err(e);
        }
    };
    // Remembered so a lobby that closes unused can take its buttons away (`expiry.rs`).
    if let Some(message) = lobby_message_id {
        if let Err(e) = data.store.remember_table_message(id, message, &[]).await {
            tracing::warn!(error = %e, "could not remember the lobby message");
        }
    }
    if here.reach == Reach::Interactions {
        // The bot posts nothing in this channel itself: its own permissions there do not matter.
        return Ok(());
    }
    warn_missing_permissions(ctx, thread.is_some()).await
}

/// Tells the host privately, before anybody joins, which permissions the bot lacks where the
/// game will be played, and how to grant them: from the command's `app_permissions`, the bot's
/// own permissions in this channel as Discord computed them.
async fn warn_missing_permissions(ctx: Context<'_>, opens_thread: bool) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let Some(have) = app.interaction.app_permissions else {
        return Ok(());
    };
    let in_thread = in_thread(ctx);
    let missing = permissions::missing(have, in_thread, opens_thread);
    if missing.is_empty() {
        return Ok(());
    }
    tracing::info!(?missing, "lobby opened where the bot lacks permissions");
    let thread = in_thread || opens_thread;
    reply_ephemeral(
        ctx,
        Text::Trouble(Trouble::MissingPermissions { missing, thread }),
    )
    .await
}

/// Whether the command was used inside a thread (where no further thread can be made).
fn in_thread(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app.interaction.channel.as_ref().is_some_and(|c| {
            matches!(
                c.kind,
                ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
            )
        }),
        poise::Context::Prefix(_) => false,
    }
}

fn truncate_chars(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{PavilionSide, SintraEdition, SintraSide, WildOrder};

    fn int(name: &'static str, value: i64) -> (&'static str, i64) {
        (name, value)
    }

    #[test]
    fn options_must_fit_the_variant() {
        let azul = family("azul");
        assert_eq!(
            chosen_game(&azul, &[int("variant", 0)]),
            Ok(GameOptions::SummerPavilion {
                side: PavilionSide::Coloured,
                wilds: WildOrder::Normal
            })
        );
        // side: coloured, beige, a, b (the union, in the registry's order).
        assert_eq!(
            chosen_game(&azul, &[int("variant", 1), int("side", 3)]),
            Ok(GameOptions::Sintra {
                side: SintraSide::B,
                edition: SintraEdition::CURRENT,
            })
        );
        let beige_sintra = chosen_game(&azul, &[int("variant", 1), int("side", 1)]);
        assert!(matches!(beige_sintra, Err(OptionError::BadValue { .. })));
        let wilds_sintra = chosen_game(&azul, &[int("variant", 1), int("wilds", 1)]);
        assert!(matches!(wilds_sintra, Err(OptionError::NotForGame { .. })));
        assert!(chosen_game(&azul, &[]).is_err());
        let sagrada = chosen_game(&family("sagrada"), &[int("difficulty", 5)]);
        assert_eq!(sagrada, Ok(GameOptions::Sagrada { solo_difficulty: 5 }));
        let forged = chosen_game(&family("sagrada"), &[int("difficulty", 9)]);
        assert!(forged.is_err());
    }

    #[test]
    fn every_game_has_a_start_command_with_its_options() {
        let commands = start_commands();
        let mut names: Vec<&str> = commands.iter().map(|c| c.name.as_ref()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), commands.len(), "a start command made twice");
        for kind in GameKind::ALL {
            let command = commands.iter().find(|c| c.name == kind.command());
            let start = command.and_then(|c| c.subcommands.first());
            let Some(start) = start else {
                panic!("{kind} has no start command");
            };
            for option in kind.options() {
                let parameter = start.parameters.iter().find(|p| p.name == option.name);
                assert!(
                    parameter.is_some_and(|p| p.type_setter.is_some()),
                    "{kind}: {}",
                    option.name
                );
            }
            let created = start.create_as_slash_command();
            let json = serde_json::to_value(created).unwrap_or_default();
            let players = json["options"]
                .as_array()
                .and_then(|o| o.iter().find(|o| o["name"] == "players"))
                .cloned()
                .unwrap_or_default();
            let range = kind.player_counts();
            assert!(players["min_value"].as_u64() <= Some(*range.start() as u64));
            assert!(players["max_value"].as_u64() >= Some(*range.end() as u64));
        }
    }
}
