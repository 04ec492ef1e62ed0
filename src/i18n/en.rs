//! English.

use super::{bold_list, mentions, CommandText, Permission, StatsLine, Text, Trouble};
use crate::ai::AiLevel;
use crate::games::GameKind;
use crate::games::{OnTimeout, TurnTimer};

fn game_name(kind: GameKind) -> &'static str {
    super::Locale::En.game_name(kind)
}

fn level(level: AiLevel) -> &'static str {
    match level {
        AiLevel::Easy => "easy",
        AiLevel::Normal => "normal",
        AiLevel::Hard => "hard",
    }
}

pub(super) fn text(t: &Text) -> String {
    match t {
        Text::GameName(kind) => game_name(*kind).to_string(),
        Text::LobbyTitle(kind) => format!("{} — lobby", game_name(*kind)),
        Text::LobbyHost { user } => format!("Host: <@{user}>"),
        Text::LobbyPlayersHeading => "Players".to_string(),
        Text::LobbySeatHuman { user } => format!("<@{user}>"),
        Text::LobbySeatComputer(l) => format!("🤖 Computer ({})", level(*l)),
        Text::LobbySeatsLeft { left } => match left {
            0 => "The table is full.".to_string(),
            1 => "1 seat left.".to_string(),
            n => format!("{n} seats left."),
        },
        Text::LobbyNeeds { min, max } if min == max => format!("Plays with exactly {min}."),
        Text::LobbyNeeds { min, max } => format!("Plays with {min}–{max}."),
        Text::LobbyOptionsHeading => "Options".to_string(),
        Text::OptionLines(options) => super::Locale::En.option_lines(*options),
        Text::LobbyHowTo => {
            "Press Join to take a seat. The host can add computer players and start the game."
                .to_string()
        }
        Text::LobbyCancelled { by } => format!("This game was cancelled by <@{by}>."),
        Text::ButtonJoin => "Join".to_string(),
        Text::ButtonLeave => "Leave".to_string(),
        Text::ButtonStart => "Start".to_string(),
        Text::ButtonCancel => "Cancel game".to_string(),
        Text::ComputerMenuPlaceholder => "Computer players…".to_string(),
        Text::ComputerAdd(l) => format!("Add a computer player ({})", level(*l)),
        Text::ComputerRemove => "Remove a computer player".to_string(),
        Text::ComputerLevelHint(l) => match l {
            AiLevel::Easy => "Plays the best-looking move, but often blunders",
            AiLevel::Normal => "Plays the best-looking move",
            AiLevel::Hard => "Thinks ahead, up to a second a move",
        }
        .to_string(),
        Text::AiLevelName(l) => level(*l).to_string(),
        Text::AlreadyJoined => "You are already seated at this table.".to_string(),
        Text::JoinedInAnotherLobby => {
            "You are already waiting in another lobby in this channel.".to_string()
        }
        Text::NotInLobby => "You are not seated at this table.".to_string(),
        Text::LobbyFull { max } => format!("The table is full ({max} seats)."),
        Text::OnlyHostStarts => "Only the host can start the game.".to_string(),
        Text::OnlyHostManagesComputers => {
            "Only the host can add or remove computer players.".to_string()
        }
        Text::NoComputerToRemove => "There is no computer player to remove.".to_string(),
        Text::CannotCancel => {
            "Only the host or a member with Manage Messages can cancel this game.".to_string()
        }
        Text::WrongPlayerCount { have, min, max } => {
            format!("This game needs {min}–{max} players; {have} seated.")
        }
        Text::ChannelBusy { game } => format!(
            "There is already a game of {} in this channel. Finish or cancel it first.",
            game_name(*game)
        ),
        Text::OptionDoesNotFit(refused) => super::Locale::En.refusal(refused),
        Text::OutOfDate => "This message is out of date — here is the current one.".to_string(),
        Text::Garbled => "I don't recognise this button. Please use the latest message.".to_string(),
        Text::GameNotFound => "This game no longer exists.".to_string(),
        Text::WrongChannel => "This button belongs to a game in another channel.".to_string(),
        Text::GameEnded => "This game has ended.".to_string(),
        Text::CorruptRecord { game } => format!(
            "The saved record of this game ({game}) cannot be read. It was left untouched; please tell a server admin."
        ),
        Text::StorageFailed => {
            "The game could not be saved, so nothing changed. Please try again.".to_string()
        }
        Text::SomethingWentWrong => "Something went wrong; nothing changed.".to_string(),
        Text::GuildOnly => "Games can only be played in a server channel.".to_string(),
        Text::StandIns(keys) => format!(
            "Some printed values of this game are not available to us; these are stand-ins of our own: {}.",
            keys.join(", ").replace('_', " ")
        ),
        Text::GameStarted => "The game has started — good luck!".to_string(),
        Text::YourTurn { users, prompt } => format!("{}, your turn: {prompt}", mentions(users)),
        Text::YourTurnPrivately { users } => format!(
            "{}, your turn: press **Take your turn** to choose in private.",
            mentions(users)
        ),
        Text::SoloTarget { target, won } => format!(
            "Target: {target} — {}",
            if *won { "beaten! 🎉" } else { "not beaten this time" }
        ),
        Text::ComputerThinking { name } => format!("🤖 {name} is thinking…"),
        Text::CarryOnByClick => "-# I am not a member here, so I speak only when somebody \
            presses a button: if the table stops, press any of its buttons to carry on."
            .to_string(),
        Text::BoardAbove { name } => format!("🖼 {name}'s board has not changed: it is above."),
        Text::YourChoice { prompt } => format!("Your turn: {prompt}"),
        Text::ChosenSoFar { chosen } => format!("Chosen: {chosen}"),
        Text::ButtonMyBoard => "My board".to_string(),
        Text::ButtonTakeTurn => "Take your turn".to_string(),
        Text::ButtonCounts => "Counts".to_string(),
        Text::ButtonTools => "Tools".to_string(),
        Text::ButtonReference => "Cards".to_string(),
        Text::ReferenceAtStart => {
            "This game's cards. **📜 Cards** under the table shows them again at any time."
                .to_string()
        }
        Text::ReferenceAlt => "This game's cards.".to_string(),
        Text::ButtonBack => "Back".to_string(),
        Text::MenuPlaceholder { part, parts } if *parts > 1 => {
            format!("Choose… ({part} of {parts})")
        }
        Text::MenuPlaceholder { .. } => "Choose…".to_string(),
        Text::ComputerName(l) => format!("Computer ({})", level(*l)),
        Text::PlayerFallbackName { seat } => format!("Player {seat}"),
        Text::NotYourTurn => "It is not your turn.".to_string(),
        Text::MoveNotAllowed => {
            "The rules do not allow that move now. Nothing was changed.".to_string()
        }
        Text::NotPlaying => "You are not playing in this game.".to_string(),
        Text::TurnDone => "Done — the table below is up to date.".to_string(),
        Text::GameOver(kind) => format!("🏁 **{}** — game over", game_name(*kind)),
        Text::HostingLines(hosting) => match hosting.timer.secs() {
            None => "Turn timer: off".to_string(),
            Some(_) => format!(
                "Turn timer: {} per turn, then {}",
                timer(hosting.timer),
                match hosting.on_timeout {
                    OnTimeout::Computer => "a computer plays until the player is back",
                    OnTimeout::Cancel => "the game is cancelled",
                }
            ),
        },
        Text::TimeReminder {
            users,
            minutes,
            cancels,
        } => format!(
            "⏰ {}, your time is up! Please move within {} or {}.",
            mentions(users),
            minutes_text(*minutes),
            if *cancels {
                "the game will be cancelled"
            } else {
                "a computer will play for you until you are back"
            }
        ),
        Text::RanOutOfTime { names } => format!(
            "⌛ {} ran out of time: a computer plays for them until they press any button of this game.",
            bold_list(names)
        ),
        Text::CancelledByTimer { names } => format!(
            "⌛ The game is cancelled: {} ran out of time.",
            bold_list(names)
        ),
        Text::PlayerLeft { name } => {
            format!("🚪 **{name}** left the game: a computer plays their seat.")
        }
        Text::PlayerBack { name } => format!("↩️ **{name}** is back."),
        Text::TookBack { name } => format!("↩️ **{name}** took back a move."),
        Text::ButtonUndo => "Undo".to_string(),
        Text::UndoNotYours { name } => {
            format!("Only **{name}** can take back their own move.")
        }
        Text::UndoStale => {
            "That move can no longer be taken back: the game has moved on.".to_string()
        }
        Text::UndoUnavailable => {
            "This move cannot be taken back (the game's history does not replay).".to_string()
        }
        Text::WelcomeBack => "Welcome back: your seat is yours again.".to_string(),
        Text::YouLeft => "You left this game; a computer plays your seat.".to_string(),
        Text::GameCancelled { by } => format!("⏹️ The game was cancelled by <@{by}>."),
        Text::TableClosed => "This table is closed.".to_string(),
        Text::NoGameHere => "There is no game you can do that to in this channel.".to_string(),
        Text::ButtonRematch => "Rematch".to_string(),
        Text::RematchStarted => "A rematch has started — the new table is below.".to_string(),
        Text::RematchExists => "A rematch of this game has already started.".to_string(),
        Text::LogTitle(kind) => format!("📜 {} — recent moves", game_name(*kind)),
        Text::LogEmpty => "No moves yet.".to_string(),
        Text::LogEarlier { count } => format!("… and {count} earlier"),
        Text::StatsTitle { name } => format!("📊 {name} in this server"),
        Text::StatsNone { name } => format!("{name} has not finished a game in this server yet."),
        Text::StatsLine(line) => stats_line(line),
        Text::LeaderboardTitle(kind) => format!("🏆 {} — leaderboard", game_name(*kind)),
        Text::LeaderboardEmpty(kind) => format!(
            "Nobody has finished a game of {} in this server yet.",
            game_name(*kind)
        ),
        Text::LeaderboardLine { place, user, line } => {
            format!("**{place}.** <@{user}> — {}", stats_line(line))
        }
        Text::TurnEnds { at } => format!("⏰ Time runs out <t:{at}:R>"),
        Text::HelpTitle => "How to play".to_string(),
        Text::HelpAnywhereTitle => "Group DMs, DMs and other servers".to_string(),
        Text::ThreadFailed => {
            "I could not create a thread here (am I allowed to?). Try without the thread option."
                .to_string()
        }
        Text::UseLobbyButtons => {
            "The game has not started yet: use the buttons on the lobby message.".to_string()
        }
        Text::ThreadOpened { thread, game } => format!(
            "🧵 A game of {} is starting in <#{thread}> — join it there!",
            game_name(*game)
        ),
        Text::Record(t) => super::records::text(super::Locale::En, t),
        Text::SettingsPalette {
            high_contrast,
            changed,
        } => {
            let palette = if *high_contrast {
                "the high-contrast palette"
            } else {
                "the usual colours"
            };
            let now = if *changed {
                format!("🎨 From now on your pictures are drawn in {palette}.")
            } else {
                format!("🎨 Your pictures are drawn in {palette}.")
            };
            format!(
                "{now} This covers your own boards and panels; the shared table uses high contrast \
                 when everybody seated at it chose it. Every colour also has its own shape, \
                 in the pictures and on the buttons."
            )
        }
        Text::Trouble(t) => trouble(t),
    }
}

fn timer(timer: TurnTimer) -> &'static str {
    match timer {
        TurnTimer::Off => "off",
        TurnTimer::TwoMinutes => "2 minutes",
        TurnTimer::TenMinutes => "10 minutes",
        TurnTimer::OneHour => "1 hour",
        TurnTimer::OneDay => "24 hours",
    }
}

fn minutes_text(minutes: u64) -> String {
    match minutes {
        1 => "1 minute".to_string(),
        m if m % 60 == 0 && m >= 120 => format!("{} hours", m / 60),
        60 => "1 hour".to_string(),
        m => format!("{m} minutes"),
    }
}

fn stats_line(line: &StatsLine) -> String {
    let mut out = format!(
        "{} {}, {} {}",
        line.played,
        if line.played == 1 { "game" } else { "games" },
        line.wins,
        if line.wins == 1 { "win" } else { "wins" }
    );
    if let Some(average) = line.average {
        out.push_str(&format!(", average {average:.1}"));
    }
    if let Some(best) = line.best {
        out.push_str(&format!(", best {best}"));
    }
    out
}

pub(super) fn command(key: CommandText) -> (&'static str, &'static str) {
    match key {
        // The registry's words are in `games.rs`.
        CommandText::GameCommand(_)
        | CommandText::GameOption(_)
        | CommandText::OptionValue(..)
        | CommandText::GameChoice(_) => ("", ""),
        CommandText::Start => ("start", "Open a lobby for a new game in this channel"),
        CommandText::OptVariant => ("variant", "Which game"),
        CommandText::OptPlayers => ("players", "Seats at the table (default: 4)"),
        CommandText::Game => ("game", "The game in this channel"),
        CommandText::Log => ("log", "Show the recent moves of the game in this channel"),
        CommandText::Leave => (
            "leave",
            "Leave the game in this channel (a computer takes your seat)",
        ),
        CommandText::Cancel => (
            "cancel",
            "Cancel the game in this channel (host or moderators)",
        ),
        CommandText::Stats => ("stats", "Games, wins and scores in this server"),
        CommandText::Leaderboard => ("leaderboard", "The best players of a game in this server"),
        CommandText::Help => ("help", "How the bot works and the rules of each game"),
        CommandText::OptTimer => (
            "timer",
            "Time for each turn (default: the server's setting)",
        ),
        CommandText::OptOnTimeout => (
            "on_timeout",
            "When a reminded player still does not move (default: a computer plays)",
        ),
        CommandText::OptThread => ("thread", "Play in a new thread under this channel"),
        CommandText::OptUser => ("user", "Whose statistics (default: yours)"),
        CommandText::OptGame => ("game", "Which game"),
        CommandText::ChoiceTimerOff => ("off", ""),
        CommandText::ChoiceTimer2m => ("2 minutes", ""),
        CommandText::ChoiceTimer10m => ("10 minutes", ""),
        CommandText::ChoiceTimer1h => ("1 hour", ""),
        CommandText::ChoiceTimer24h => ("24 hours", ""),
        CommandText::ChoiceTimeoutComputer => ("a computer plays for them", ""),
        CommandText::ChoiceTimeoutCancel => ("cancel the game", ""),
        CommandText::Replay => (
            "replay",
            "Replay a finished game of this server, move by move",
        ),
        CommandText::OptId => (
            "id",
            "The game's id, as /stats, the results and the log show it",
        ),
        CommandText::Settings => (
            "settings",
            "Your own settings: the colours of your pictures",
        ),
        CommandText::OptPalette => (
            "palette",
            "Colours of your pictures (leave out to see yours)",
        ),
        CommandText::ChoicePaletteStandard => ("usual colours", ""),
        CommandText::ChoicePaletteHighContrast => ("high contrast", ""),
        CommandText::Show => (
            "show",
            "Post the current table of the game in this channel again",
        ),
    }
}

/// Discord's own name of a permission, as its settings show it.
fn permission(p: Permission) -> &'static str {
    match p {
        Permission::ViewChannel => "View Channel",
        Permission::SendMessages => "Send Messages",
        Permission::SendMessagesInThreads => "Send Messages in Threads",
        Permission::EmbedLinks => "Embed Links",
        Permission::AttachFiles => "Attach Files",
        Permission::CreatePublicThreads => "Create Public Threads",
    }
}

fn trouble(t: &Trouble) -> String {
    match t {
        Trouble::MissingPermissions { missing, thread } => {
            let names: Vec<String> = missing.iter().map(|p| permission(*p).to_string()).collect();
            let place = if *thread {
                "this thread"
            } else {
                "this channel"
            };
            format!(
                "⚠️ I am missing permissions in {place}: {}. Without them I cannot post the \
                 table, and the game waits. To grant them, a server admin opens the channel's \
                 ⚙️ Edit Channel → Permissions (or Server Settings → Roles), picks my role and \
                 allows them. The game goes on by itself once they are granted.",
                bold_list(&names)
            )
        }
        Trouble::TableWaits => "⏳ Your move is saved, but Discord did not take the new table \
            message. The game waits and the table is posted as soon as Discord answers again; \
            `/game show` posts it now."
            .to_string(),
        Trouble::ChannelGone => "⏸️ This game's channel or thread is gone, so the game is \
            paused. It is cancelled if the channel does not come back."
            .to_string(),
        Trouble::TableReposted => "🔁 The current table is posted below.".to_string(),
        Trouble::WaitsForClick => "⏳ Saved. Here I can only speak when somebody presses a \
            button: press any button of this game to carry on."
            .to_string(),
        Trouble::CancelledChannelGone { game } => format!(
            "⏹️ Your game of {} was cancelled: its channel or thread was deleted.",
            game_name(*game)
        ),
    }
}
