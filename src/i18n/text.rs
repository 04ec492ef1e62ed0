//! [`Text`] and [`CommandText`] as Fluent messages: which message says each, with which
//! arguments. The words are in `locales/<code>/bot.ftl` and `commands.ftl`.
//!
//! Discord ids (users, channels, timestamps) go to Fluent as formatted strings: a number
//! argument is a float there, which would round a snowflake.

use super::locales::{term, tr};
use super::{bold_list, mentions, CommandText, Locale, Permission, StatsLine, Text, Trouble};
use crate::ai::AiLevel;
use crate::games::{Hints, OnTimeout, TurnTimer};

/// `<@id>`: a mention of one user.
fn mention(user: u64) -> String {
    format!("<@{user}>")
}

fn level(locale: Locale, level: AiLevel) -> &'static str {
    match level {
        AiLevel::Easy => term!(locale, "ai-level-easy"),
        AiLevel::Normal => term!(locale, "ai-level-normal"),
        AiLevel::Hard => term!(locale, "ai-level-hard"),
    }
}

fn timer(locale: Locale, timer: TurnTimer) -> &'static str {
    match timer {
        TurnTimer::Off => term!(locale, "timer-off"),
        TurnTimer::TwoMinutes => term!(locale, "timer-2m"),
        TurnTimer::TenMinutes => term!(locale, "timer-10m"),
        TurnTimer::OneHour => term!(locale, "timer-1h"),
        TurnTimer::OneDay => term!(locale, "timer-24h"),
    }
}

/// A select's key for what happens when time runs out.
fn on_timeout(cancels: bool) -> &'static str {
    if cancels {
        "cancel"
    } else {
        "computer"
    }
}

/// A select's key for a yes-or-no argument.
fn yes_no(yes: bool) -> &'static str {
    if yes {
        "yes"
    } else {
        "no"
    }
}

/// How long a reminded player has left: whole hours as hours, else minutes.
fn duration(locale: Locale, minutes: u64) -> String {
    if minutes >= 60 && minutes.is_multiple_of(60) {
        tr!(locale, "duration-hours", hours = minutes / 60)
    } else {
        tr!(locale, "duration-minutes", minutes = minutes)
    }
}

fn stats_line(locale: Locale, line: &StatsLine) -> String {
    let mut parts = vec![
        tr!(locale, "stats-played", played = line.played),
        tr!(locale, "stats-wins", wins = line.wins),
    ];
    if let Some(average) = line.average {
        let average = format!("{average:.1}");
        parts.push(tr!(locale, "stats-average", average = average));
    }
    if let Some(best) = line.best {
        parts.push(tr!(locale, "stats-best", best = best));
    }
    parts.join(", ")
}

/// Discord's own name of a permission, as its settings show it in the language.
fn permission(locale: Locale, p: Permission) -> String {
    match p {
        Permission::ViewChannel => term!(locale, "permission-view-channel"),
        Permission::SendMessages => term!(locale, "permission-send-messages"),
        Permission::SendMessagesInThreads => {
            term!(locale, "permission-send-messages-in-threads")
        }
        Permission::EmbedLinks => term!(locale, "permission-embed-links"),
        Permission::AttachFiles => term!(locale, "permission-attach-files"),
        Permission::CreatePublicThreads => term!(locale, "permission-create-public-threads"),
    }
    .to_string()
}

pub(super) fn text(l: Locale, t: &Text) -> String {
    let game = |kind| l.game_name(kind);
    match t {
        Text::GameName(kind) => game(*kind).to_string(),
        Text::LobbyTitle(kind) => tr!(l, "lobby-title", game = game(*kind)),
        Text::LobbyHost { user } => tr!(l, "lobby-host", user = mention(*user)),
        Text::LobbyPlayersHeading => term!(l, "lobby-players-heading").to_string(),
        Text::LobbySeatHuman { user } => mention(*user),
        Text::LobbySeatComputer(a) => tr!(l, "lobby-seat-computer", level = level(l, *a)),
        Text::LobbySeatsLeft { left } => tr!(l, "lobby-seats-left", left = *left),
        Text::LobbyNeeds { min, max } if min == max => {
            tr!(l, "lobby-needs-exactly", count = *min)
        }
        Text::LobbyNeeds { min, max } => tr!(l, "lobby-needs", min = *min, max = *max),
        Text::LobbyOptionsHeading => term!(l, "lobby-options-heading").to_string(),
        Text::OptionLines(options) => l.option_lines(*options),
        Text::LobbyHowTo => term!(l, "lobby-how-to").to_string(),
        Text::LobbyCancelled { by } => tr!(l, "lobby-cancelled", user = mention(*by)),
        Text::ButtonJoin => term!(l, "button-join").to_string(),
        Text::ButtonLeave => term!(l, "button-leave").to_string(),
        Text::ButtonStart => term!(l, "button-start").to_string(),
        Text::ButtonCancel => term!(l, "button-cancel").to_string(),
        Text::ComputerMenuPlaceholder => term!(l, "computer-menu-placeholder").to_string(),
        Text::ComputerAdd(a) => tr!(l, "computer-add", level = level(l, *a)),
        Text::ComputerRemove => term!(l, "computer-remove").to_string(),
        Text::ComputerLevelHint(a) => match a {
            AiLevel::Easy => term!(l, "ai-hint-easy"),
            AiLevel::Normal => term!(l, "ai-hint-normal"),
            AiLevel::Hard => term!(l, "ai-hint-hard"),
        }
        .to_string(),
        Text::AiLevelName(a) => level(l, *a).to_string(),
        Text::AlreadyJoined => term!(l, "already-joined").to_string(),
        Text::JoinedInAnotherLobby => term!(l, "joined-in-another-lobby").to_string(),
        Text::NotInLobby => term!(l, "not-in-lobby").to_string(),
        Text::LobbyFull { max } => tr!(l, "lobby-full", max = *max),
        Text::OnlyHostStarts => term!(l, "only-host-starts").to_string(),
        Text::OnlyHostManagesComputers => term!(l, "only-host-manages-computers").to_string(),
        Text::NoComputerToRemove => term!(l, "no-computer-to-remove").to_string(),
        Text::CannotCancel => term!(l, "cannot-cancel").to_string(),
        Text::WrongPlayerCount { have, min, max } => tr!(
            l,
            "wrong-player-count",
            have = *have,
            min = *min,
            max = *max
        ),
        Text::ChannelBusy { game: kind } => tr!(l, "channel-busy", game = game(*kind)),
        Text::OptionDoesNotFit(refused) => l.refusal(refused),
        Text::OutOfDate => term!(l, "out-of-date").to_string(),
        Text::Garbled => term!(l, "garbled").to_string(),
        Text::GameNotFound => term!(l, "game-not-found").to_string(),
        Text::WrongChannel => term!(l, "wrong-channel").to_string(),
        Text::GameEnded => term!(l, "game-ended").to_string(),
        Text::CorruptRecord { game } => tr!(l, "corrupt-record", game = game.as_str()),
        Text::StorageFailed => term!(l, "storage-failed").to_string(),
        Text::SomethingWentWrong => term!(l, "something-went-wrong").to_string(),
        Text::GuildOnly => term!(l, "guild-only").to_string(),
        Text::StandIns(keys) => {
            let keys = keys.join(", ").replace('_', " ");
            tr!(l, "stand-ins", keys = keys)
        }
        Text::GameStarted => term!(l, "game-started").to_string(),
        Text::YourTurn { users, prompt } => tr!(
            l,
            "your-turn",
            users = mentions(users),
            prompt = prompt.as_str()
        ),
        Text::YourTurnPrivately { users } => {
            tr!(l, "your-turn-privately", users = mentions(users))
        }
        Text::SoloTarget { target, won } => {
            tr!(l, "solo-target", target = *target, won = yes_no(*won))
        }
        Text::ComputerThinking { name } => tr!(l, "computer-thinking", name = name.as_str()),
        Text::CarryOnByClick => term!(l, "carry-on-by-click").to_string(),
        Text::BoardAbove { name } => tr!(l, "board-above", name = name.as_str()),
        Text::YourChoice { prompt } => tr!(l, "your-choice", prompt = prompt.as_str()),
        Text::ChosenSoFar { chosen } => tr!(l, "chosen-so-far", chosen = chosen.as_str()),
        Text::ButtonMyBoard => term!(l, "button-my-board").to_string(),
        Text::ButtonTakeTurn => term!(l, "button-take-turn").to_string(),
        Text::ButtonCounts => term!(l, "button-counts").to_string(),
        Text::ButtonTools => term!(l, "button-tools").to_string(),
        Text::ButtonReference => term!(l, "button-reference").to_string(),
        Text::ReferenceAtStart => term!(l, "reference-at-start").to_string(),
        Text::ReferenceAlt => term!(l, "reference-alt").to_string(),
        Text::ButtonBack => term!(l, "button-back").to_string(),
        Text::MenuPlaceholder { part, parts } if *parts > 1 => {
            tr!(l, "menu-placeholder-part", part = *part, parts = *parts)
        }
        Text::MenuPlaceholder { .. } => term!(l, "menu-placeholder").to_string(),
        Text::ComputerName(a) => tr!(l, "computer-name", level = level(l, *a)),
        Text::PlayerFallbackName { seat } => tr!(l, "player-fallback-name", seat = *seat),
        Text::NotYourTurn => term!(l, "not-your-turn").to_string(),
        Text::MoveNotAllowed => term!(l, "move-not-allowed").to_string(),
        Text::NotPlaying => term!(l, "not-playing").to_string(),
        Text::TurnDone => term!(l, "turn-done").to_string(),
        Text::GameOver(kind) => tr!(l, "game-over", game = game(*kind)),
        Text::HostingLines(hosting) => {
            let timer_line = match hosting.timer.secs() {
                None => term!(l, "hosting-timer-off").to_string(),
                Some(_) => tr!(
                    l,
                    "hosting-timer",
                    timer = timer(l, hosting.timer),
                    then = on_timeout(hosting.on_timeout == OnTimeout::Cancel)
                ),
            };
            let hints = match hosting.hints {
                Hints::Auto => "auto",
                Hints::On => "on",
                Hints::Off => "off",
            };
            format!("{timer_line}\n{}", tr!(l, "hosting-hints", hints = hints))
        }
        Text::TimeReminder {
            users,
            minutes,
            cancels,
        } => tr!(
            l,
            "time-reminder",
            users = mentions(users),
            time = duration(l, *minutes),
            then = on_timeout(*cancels)
        ),
        Text::RanOutOfTime { names } => tr!(l, "ran-out-of-time", names = bold_list(names)),
        Text::CancelledByTimer { names } => {
            tr!(l, "cancelled-by-timer", names = bold_list(names))
        }
        Text::PlayerLeft { name } => tr!(l, "player-left", name = name.as_str()),
        Text::PlayerBack { name } => tr!(l, "player-back", name = name.as_str()),
        Text::TookBack { name } => tr!(l, "took-back", name = name.as_str()),
        Text::ButtonUndo => term!(l, "button-undo").to_string(),
        Text::ButtonHint => term!(l, "button-hint").to_string(),
        Text::ButtonPlayHint => term!(l, "button-play-hint").to_string(),
        Text::HintAnswer {
            steps,
            reason,
            used,
        } => {
            let reason = match reason {
                Some(reason) => reason.clone(),
                None => term!(l, "hint-reason-search").to_string(),
            };
            let answer = tr!(l, "hint-answer", steps = steps.as_str(), reason = reason);
            format!("{answer}\n{}", tr!(l, "hint-counted", used = *used))
        }
        Text::HintsOff => term!(l, "hints-off").to_string(),
        Text::LearnOpened { game, user } => {
            let game = l.text(&Text::GameName(*game));
            tr!(l, "learn-opened", game = game, user = format!("<@{user}>"))
        }
        Text::LearnWelcome { goal } => tr!(l, "learn-welcome", goal = goal.as_str()),
        Text::Lesson { title, text } => format!("📘 **{title}**\n{text}"),
        Text::LearnOver => term!(l, "learn-over").to_string(),
        Text::HintBusy => term!(l, "hint-busy").to_string(),
        Text::HintsUsed { counts } => {
            let list: Vec<String> = counts.iter().map(|(n, c)| format!("**{n}** {c}")).collect();
            tr!(l, "hints-used", list = list.join(", "))
        }
        Text::UndoNotYours { name } => tr!(l, "undo-not-yours", name = name.as_str()),
        Text::UndoStale => term!(l, "undo-stale").to_string(),
        Text::UndoUnavailable => term!(l, "undo-unavailable").to_string(),
        Text::WelcomeBack => term!(l, "welcome-back").to_string(),
        Text::YouLeft => term!(l, "you-left").to_string(),
        Text::GameCancelled { by } => tr!(l, "game-cancelled", user = mention(*by)),
        Text::TableClosed => term!(l, "table-closed").to_string(),
        Text::NoGameHere => term!(l, "no-game-here").to_string(),
        Text::ButtonRematch => term!(l, "button-rematch").to_string(),
        Text::RematchStarted => term!(l, "rematch-started").to_string(),
        Text::RematchExists => term!(l, "rematch-exists").to_string(),
        Text::LogTitle(kind) => tr!(l, "log-title", game = game(*kind)),
        Text::LogEmpty => term!(l, "log-empty").to_string(),
        Text::LogEarlier { count } => tr!(l, "log-earlier", count = *count),
        Text::StatsTitle { name } => tr!(l, "stats-title", name = name.as_str()),
        Text::StatsNone { name } => tr!(l, "stats-none", name = name.as_str()),
        Text::StatsLine(line) => stats_line(l, line),
        Text::LeaderboardTitle(kind) => tr!(l, "leaderboard-title", game = game(*kind)),
        Text::LeaderboardEmpty(kind) => tr!(l, "leaderboard-empty", game = game(*kind)),
        Text::LeaderboardLine { place, user, line } => tr!(
            l,
            "leaderboard-line",
            place = *place,
            user = mention(*user),
            line = stats_line(l, line)
        ),
        Text::TurnEnds { at } => tr!(l, "turn-ends", when = format!("<t:{at}:R>")),
        Text::HelpTitle => term!(l, "help-title").to_string(),
        Text::HelpAnywhereTitle => term!(l, "help-anywhere-title").to_string(),
        Text::HelpLearningTitle => term!(l, "help-learning-title").to_string(),
        Text::ThreadFailed => term!(l, "thread-failed").to_string(),
        Text::UseLobbyButtons => term!(l, "use-lobby-buttons").to_string(),
        Text::ThreadOpened { thread, game: kind } => tr!(
            l,
            "thread-opened",
            game = game(*kind),
            thread = format!("<#{thread}>")
        ),
        Text::Record(t) => super::records::text(l, t),
        Text::SettingsPalette {
            high_contrast,
            changed,
        } => {
            let palette = if *high_contrast {
                term!(l, "settings-palette-high-contrast")
            } else {
                term!(l, "settings-palette-usual")
            };
            tr!(
                l,
                "settings-palette",
                palette = palette,
                changed = yes_no(*changed)
            )
        }
        Text::Trouble(t) => trouble(l, t),
    }
}

fn trouble(l: Locale, t: &Trouble) -> String {
    match t {
        Trouble::MissingPermissions { missing, thread } => {
            let names: Vec<String> = missing.iter().map(|p| permission(l, *p)).collect();
            let place = if *thread { "thread" } else { "channel" };
            tr!(
                l,
                "trouble-missing-permissions",
                place = place,
                names = bold_list(&names)
            )
        }
        Trouble::TableWaits => term!(l, "trouble-table-waits").to_string(),
        Trouble::ChannelGone => term!(l, "trouble-channel-gone").to_string(),
        Trouble::TableReposted => term!(l, "trouble-table-reposted").to_string(),
        Trouble::WaitsForClick => term!(l, "trouble-waits-for-click").to_string(),
        Trouble::CancelledChannelGone { game } => tr!(
            l,
            "trouble-cancelled-channel-gone",
            game = l.game_name(*game)
        ),
    }
}

/// (name, description) of a command, option or choice of the bot's own (the registry's are
/// [`Locale::command`]'s); a choice has no description.
pub(super) fn command(l: Locale, key: CommandText) -> (&'static str, &'static str) {
    let choice = |name: &'static str| (name, "");
    match key {
        // The registry's words: [`Locale::command`] answers them before this.
        CommandText::GameCommand(_)
        | CommandText::GameOption(_)
        | CommandText::OptionValue(..)
        | CommandText::GameChoice(_) => ("", ""),
        CommandText::Start => (term!(l, "cmd-start"), term!(l, "cmd-start.description")),
        CommandText::OptVariant => (term!(l, "cmd-variant"), term!(l, "cmd-variant.description")),
        CommandText::OptPlayers => (term!(l, "cmd-players"), term!(l, "cmd-players.description")),
        CommandText::Game => (term!(l, "cmd-game"), term!(l, "cmd-game.description")),
        CommandText::Log => (term!(l, "cmd-log"), term!(l, "cmd-log.description")),
        CommandText::Leave => (term!(l, "cmd-leave"), term!(l, "cmd-leave.description")),
        CommandText::Cancel => (term!(l, "cmd-cancel"), term!(l, "cmd-cancel.description")),
        CommandText::Stats => (term!(l, "cmd-stats"), term!(l, "cmd-stats.description")),
        CommandText::Leaderboard => (
            term!(l, "cmd-leaderboard"),
            term!(l, "cmd-leaderboard.description"),
        ),
        CommandText::Help => (term!(l, "cmd-help"), term!(l, "cmd-help.description")),
        CommandText::OptTimer => (term!(l, "cmd-timer"), term!(l, "cmd-timer.description")),
        CommandText::OptOnTimeout => (
            term!(l, "cmd-on-timeout"),
            term!(l, "cmd-on-timeout.description"),
        ),
        CommandText::OptThread => (term!(l, "cmd-thread"), term!(l, "cmd-thread.description")),
        CommandText::OptHints => (term!(l, "cmd-hints"), term!(l, "cmd-hints.description")),
        CommandText::OptUser => (term!(l, "cmd-user"), term!(l, "cmd-user.description")),
        CommandText::OptGame => (
            term!(l, "cmd-which-game"),
            term!(l, "cmd-which-game.description"),
        ),
        CommandText::ChoiceTimerOff => choice(timer(l, TurnTimer::Off)),
        CommandText::ChoiceTimer2m => choice(timer(l, TurnTimer::TwoMinutes)),
        CommandText::ChoiceTimer10m => choice(timer(l, TurnTimer::TenMinutes)),
        CommandText::ChoiceTimer1h => choice(timer(l, TurnTimer::OneHour)),
        CommandText::ChoiceTimer24h => choice(timer(l, TurnTimer::OneDay)),
        CommandText::ChoiceTimeoutComputer => choice(term!(l, "cmd-choice-timeout-computer")),
        CommandText::ChoiceTimeoutCancel => choice(term!(l, "cmd-choice-timeout-cancel")),
        CommandText::Replay => (term!(l, "cmd-replay"), term!(l, "cmd-replay.description")),
        CommandText::OptId => (term!(l, "cmd-id"), term!(l, "cmd-id.description")),
        CommandText::Settings => (
            term!(l, "cmd-settings"),
            term!(l, "cmd-settings.description"),
        ),
        CommandText::OptPalette => (term!(l, "cmd-palette"), term!(l, "cmd-palette.description")),
        CommandText::Learn => (term!(l, "cmd-learn"), term!(l, "cmd-learn.description")),
        CommandText::ChoicePaletteStandard => choice(term!(l, "cmd-choice-palette-standard")),
        CommandText::ChoicePaletteHighContrast => {
            choice(term!(l, "cmd-choice-palette-high-contrast"))
        }
        CommandText::Show => (term!(l, "cmd-show"), term!(l, "cmd-show.description")),
    }
}
