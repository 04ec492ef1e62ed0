//! Every user-facing string. A message is a [`Text`] value; `text.rs` names the Fluent message
//! that says each (an exhaustive `match`), and `locales/<code>/*.ftl` hold the words.

pub mod locales;
mod records;
mod text;

pub use records::{RecordText, Shown};

use serde::{Deserialize, Serialize};

use crate::ai::AiLevel;

use crate::games::Hosting;
use crate::games::{GameKind, GameOptions, OptionError, OptionValues, PerLanguage};
use locales::tr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Locale {
    #[serde(rename = "en")]
    En,
    #[serde(rename = "ru")]
    Ru,
    #[serde(rename = "uk")]
    Uk,
    #[serde(rename = "de")]
    De,
    #[serde(rename = "es")]
    Es,
    #[serde(rename = "fr")]
    Fr,
    #[serde(rename = "pt-BR")]
    PtBr,
    #[serde(rename = "pl")]
    Pl,
}

impl Locale {
    /// Every language the bot speaks, English (the reference every other is checked against)
    /// first. A language's index here is its `as usize`.
    pub const ALL: [Locale; 8] = [
        Locale::En,
        Locale::Ru,
        Locale::Uk,
        Locale::De,
        Locale::Es,
        Locale::Fr,
        Locale::PtBr,
        Locale::Pl,
    ];

    /// Its code: the name of its folder of Fluent files, its serde name and its config value.
    pub const fn code(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Ru => "ru",
            Locale::Uk => "uk",
            Locale::De => "de",
            Locale::Es => "es",
            Locale::Fr => "fr",
            Locale::PtBr => "pt-BR",
            Locale::Pl => "pl",
        }
    }

    /// Maps a Discord locale code (`en-US`, `es-419`, `pt-BR`, `ru`, …) or one of ours to a
    /// language we speak.
    pub fn from_discord(code: &str) -> Option<Locale> {
        let lang = code.split(['-', '_']).next().unwrap_or(code);
        match lang.to_ascii_lowercase().as_str() {
            "en" => Some(Locale::En),
            "ru" => Some(Locale::Ru),
            "uk" => Some(Locale::Uk),
            "de" => Some(Locale::De),
            "es" => Some(Locale::Es),
            "fr" => Some(Locale::Fr),
            // Discord has only Brazilian Portuguese.
            "pt" => Some(Locale::PtBr),
            "pl" => Some(Locale::Pl),
            _ => None,
        }
    }

    /// Picks the user's language, else the server's, else the configured default.
    pub fn pick(user: Option<&str>, guild: Option<&str>, default: Locale) -> Locale {
        user.and_then(Locale::from_discord)
            .or_else(|| guild.and_then(Locale::from_discord))
            .unwrap_or(default)
    }

    /// The Discord locale codes this language is registered under for command localisation.
    pub fn discord_codes(self) -> &'static [&'static str] {
        match self {
            Locale::En => &["en-US", "en-GB"],
            Locale::Ru => &["ru"],
            Locale::Uk => &["uk"],
            Locale::De => &["de"],
            Locale::Es => &["es-ES", "es-419"],
            Locale::Fr => &["fr"],
            Locale::PtBr => &["pt-BR"],
            Locale::Pl => &["pl"],
        }
    }

    /// This language's one of a text written in every language (help pages, Fluent files).
    pub fn pick_of(self, texts: &PerLanguage) -> &'static str {
        texts[self as usize]
    }

    pub fn codes() -> Vec<&'static str> {
        Locale::ALL.iter().map(|l| l.code()).collect()
    }

    pub fn text(self, text: &Text) -> String {
        text::text(self, text)
    }

    /// Name and description of a slash command, subcommand, option or choice.
    pub fn command(self, key: CommandText) -> (&'static str, &'static str) {
        match key {
            CommandText::GameCommand(command) => return self.game_command(command),
            CommandText::GameOption(option) => return self.game_option(option),
            CommandText::OptionValue(option, value) => {
                return (self.option_value(option, value), "")
            }
            CommandText::GameChoice(kind) => {
                return (
                    locales::plain_word(self, &format!("game-{}.choice", kind.slug())),
                    "",
                )
            }
            _ => {}
        }
        text::command(self, key)
    }
}

impl Locale {
    /// A game's full name.
    fn game_name(self, kind: GameKind) -> &'static str {
        locales::plain_word(self, &format!("game-{}", kind.slug()))
    }

    /// A game's options as its lobby lists them, one per line.
    fn option_lines(self, options: GameOptions) -> String {
        let entry = options.kind().entry();
        let values = (entry.option_args)(options);
        // Numbers as numbers, so a translation may choose a plural form by them.
        let args: Vec<(&str, locales::Arg)> = values
            .iter()
            .map(|(name, value)| (*name, locales::Arg::try_number(value)))
            .collect();
        locales::message(self, &format!("{}-options", entry.slug), &args)
    }

    /// (name, description) of a start command's parent, `/azul`, by its name.
    fn game_command(self, command: &str) -> (&'static str, &'static str) {
        let id = format!("command-{command}");
        let description = format!("{id}.description");
        (
            locales::plain_word(self, &id),
            locales::plain_word(self, &description),
        )
    }

    /// (name, description) of a rules option, by its name.
    fn game_option(self, option: &str) -> (&'static str, &'static str) {
        let id = format!("option-{option}");
        let description = format!("{id}.description");
        (
            locales::plain_word(self, &id),
            locales::plain_word(self, &description),
        )
    }

    /// The label of one value of a rules option, as its choice shows it.
    fn option_value(self, option: &str, value: &str) -> &'static str {
        locales::plain_word(self, &format!("option-{option}-{value}"))
    }

    /// Why a start command's option was refused, naming what the game takes instead.
    fn refusal(self, refused: &OptionError) -> String {
        match refused {
            OptionError::NotForGame { game, option } => {
                let option = self.game_option(option).0;
                let game = self.game_name(*game);
                tr!(
                    self,
                    "option-refused-not-for-game",
                    game = game,
                    option = option
                )
            }
            OptionError::BadValue {
                game,
                option,
                value: _,
            } => {
                let label = self.game_option(option.name).0;
                let takes = match option.values {
                    OptionValues::Choice(words) => {
                        let labels: Vec<&str> = words
                            .iter()
                            .map(|w| self.option_value(option.name, w))
                            .collect();
                        labels.join(" / ")
                    }
                    OptionValues::Number { min, max } => format!("{min}–{max}"),
                };
                let game = self.game_name(*game);
                tr!(
                    self,
                    "option-refused-bad-value",
                    option = label,
                    game = game,
                    takes = takes
                )
            }
        }
    }
}

/// `**a**, **b**`: names in bold, the same in every language.
fn bold_list(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("**{n}**"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `<@a>, <@b>`: mentions of users, the same in every language.
fn mentions(users: &[u64]) -> String {
    users
        .iter()
        .map(|u| format!("<@{u}>"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Everything the bot says in messages, buttons and embeds.
#[derive(Debug, Clone, PartialEq)]
pub enum Text {
    GameName(GameKind),
    LobbyTitle(GameKind),
    LobbyHost {
        user: u64,
    },
    LobbyPlayersHeading,
    LobbySeatHuman {
        user: u64,
    },
    LobbySeatComputer(AiLevel),
    LobbySeatsLeft {
        left: usize,
    },
    LobbyNeeds {
        min: usize,
        max: usize,
    },
    LobbyOptionsHeading,
    OptionLines(GameOptions),
    LobbyHowTo,
    LobbyCancelled {
        by: u64,
    },
    ButtonJoin,
    ButtonLeave,
    ButtonStart,
    ButtonCancel,
    ComputerMenuPlaceholder,
    ComputerAdd(AiLevel),
    ComputerRemove,
    AiLevelName(AiLevel),
    // Ephemeral refusals and notices.
    AlreadyJoined,
    JoinedInAnotherLobby,
    NotInLobby,
    LobbyFull {
        max: usize,
    },
    OnlyHostStarts,
    OnlyHostManagesComputers,
    NoComputerToRemove,
    CannotCancel,
    WrongPlayerCount {
        have: usize,
        min: usize,
        max: usize,
    },
    ChannelBusy {
        game: GameKind,
    },
    /// A start command's option that does not fit the game chosen.
    OptionDoesNotFit(crate::games::OptionError),
    OutOfDate,
    Garbled,
    GameNotFound,
    WrongChannel,
    GameEnded,
    CorruptRecord {
        game: String,
    },
    StorageFailed,
    SomethingWentWrong,
    GuildOnly,
    /// Sintra's component values that are ours, not printed ones (asset keys).
    StandIns(Vec<String>),
    // A running game.
    GameStarted,
    /// A ping for humans whose turn it is; `prompt` says what to choose.
    YourTurn {
        users: Vec<u64>,
        prompt: String,
    },
    /// The same, when the choice is made in a private panel.
    YourTurnPrivately {
        users: Vec<u64>,
    },
    /// What a computer level plays like, under its name in the lobby's menu.
    ComputerLevelHint(AiLevel),
    /// The end of a solo game: the target and whether it was beaten.
    SoloTarget {
        target: i32,
        won: bool,
    },
    /// Under a table where the bot is not a member: it speaks only when somebody clicks.
    CarryOnByClick,
    /// A computer seat is about to move.
    ComputerThinking {
        name: String,
    },
    /// The mover's board is as the message above shows it, so it is not sent again.
    BoardAbove {
        name: String,
    },
    /// The heading of a private decision panel.
    YourChoice {
        prompt: String,
    },
    ChosenSoFar {
        chosen: String,
    },
    ButtonMyBoard,
    ButtonTakeTurn,
    ButtonBack,
    ButtonCounts,
    ButtonTools,
    /// The button under the table that shows the game's fixed furniture (Sagrada's tool and
    /// objective cards) to whoever presses it.
    ButtonReference,
    /// The words of the message that shows the furniture once, right before a game's first
    /// table.
    ReferenceAtStart,
    /// The furniture picture's words for screen readers, and the private answer's when the
    /// game has nothing to add.
    ReferenceAlt,
    MenuPlaceholder {
        part: usize,
        parts: usize,
    },
    ComputerName(AiLevel),
    PlayerFallbackName {
        seat: usize,
    },
    NotYourTurn,
    /// The engine refused a move it did not allow (a menu is built from the legal moves, so
    /// only a race or a bug gets here).
    MoveNotAllowed,
    NotPlaying,
    TurnDone,
    GameOver(GameKind),
    // Hosting: timers, leaving, cancelling, rematch, log, statistics, help, threads.
    /// The lobby's lines on the turn timer.
    HostingLines(Hosting),
    TimeReminder {
        users: Vec<u64>,
        minutes: u64,
        cancels: bool,
    },
    RanOutOfTime {
        names: Vec<String>,
    },
    CancelledByTimer {
        names: Vec<String>,
    },
    PlayerLeft {
        name: String,
    },
    PlayerBack {
        name: String,
    },
    /// A person took back their last move (the Undo button).
    TookBack {
        name: String,
    },
    ButtonUndo,
    /// 💡 The hint button, and the hint answer's button that plays the hinted move.
    ButtonHint,
    ButtonPlayHint,
    /// A hint: the choices that play the move (labels joined), why, and how many hints the
    /// asker has used in this game, this one included.
    HintAnswer {
        steps: String,
        reason: Option<String>,
        used: u32,
    },
    /// The host did not allow hints in this game.
    HintsOff,
    /// 📘 `/learn` opened a first game of `game` for `user`, against an easy computer.
    LearnOpened {
        game: GameKind,
        user: u64,
    },
    /// 📘 The learner's first private note: how the game is won (`goal`) and how the first game
    /// goes.
    LearnWelcome {
        goal: String,
    },
    /// 📘 The note on a kind of step, the first time it comes.
    Lesson {
        title: String,
        text: String,
    },
    /// 📘 The first game is over: the coach's review follows.
    LearnOver,
    /// Every thread that may think for hints is busy.
    HintBusy,
    /// Under the results and the log: who used hints, how many (names with counts).
    HintsUsed {
        counts: Vec<(String, u32)>,
    },
    /// Somebody else pressed the mover's Undo button.
    UndoNotYours {
        name: String,
    },
    /// The move can no longer be taken back: the game went on since.
    UndoStale,
    /// The stored history does not replay to the game as it stands.
    UndoUnavailable,
    WelcomeBack,
    YouLeft,
    GameCancelled {
        by: u64,
    },
    /// What a table message shrinks to when its game is cancelled.
    TableClosed,
    NoGameHere,
    ButtonRematch,
    RematchStarted,
    RematchExists,
    LogTitle(GameKind),
    LogEmpty,
    /// How many earlier moves the log leaves out.
    LogEarlier {
        count: usize,
    },
    StatsTitle {
        name: String,
    },
    StatsNone {
        name: String,
    },
    StatsLine(StatsLine),
    LeaderboardTitle(GameKind),
    LeaderboardEmpty(GameKind),
    LeaderboardLine {
        place: usize,
        user: u64,
        line: StatsLine,
    },
    /// When the people to act run out of time (a Discord timestamp counts down).
    TurnEnds {
        at: u64,
    },
    HelpTitle,
    /// The title of the overview's second part: playing where the bot is not a member.
    HelpAnywhereTitle,
    HelpLearningTitle,
    ThreadFailed,
    UseLobbyButtons,
    ThreadOpened {
        thread: u64,
        game: GameKind,
    },
    /// Ratings, last games, replays and closed tables ([`records`]).
    Record(RecordText),
    /// `/settings`: the palette the caller's pictures are drawn in, and whether it just changed.
    SettingsPalette {
        high_contrast: bool,
        changed: bool,
    },
    /// What Discord refused or lost, and what the game does about it.
    Trouble(Trouble),
}

/// Discord refused or lost something a game needs; what people are told about it.
#[derive(Debug, Clone, PartialEq)]
pub enum Trouble {
    /// The bot lacks these permissions where the game is played: which, and how to grant them.
    MissingPermissions {
        missing: Vec<Permission>,
        thread: bool,
    },
    /// A change is saved but Discord would not take the table message (an outage, rate limits):
    /// the game waits and the table is posted as soon as Discord answers.
    TableWaits,
    /// The game's channel or thread is gone: the game is paused, then cancelled.
    ChannelGone,
    /// The current table was posted again.
    TableReposted,
    /// Where the bot is not a member it speaks only when somebody clicks: a change is saved and
    /// its table waits for the next click on the game.
    WaitsForClick,
    /// A direct message: a game was cancelled because its channel or thread was deleted.
    CancelledChannelGone { game: GameKind },
}

/// A channel permission the bot needs, named as Discord's settings name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Permission {
    ViewChannel,
    SendMessages,
    SendMessagesInThreads,
    EmbedLinks,
    AttachFiles,
    CreatePublicThreads,
}

/// One person's figures at one game, as `/stats` and `/leaderboard` show them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StatsLine {
    pub played: u32,
    pub wins: u32,
    pub average: Option<f64>,
    pub best: Option<i32>,
}

/// Keys for command localisation: (name, description) per language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommandText {
    /// The parent of a game's start command, `/azul`, by its name (the registry's words).
    GameCommand(&'static str),
    /// A game's rules option, by its name.
    GameOption(&'static str),
    /// One value of a rules option: (option, value).
    OptionValue(&'static str, &'static str),
    /// A game as a choice.
    GameChoice(GameKind),
    Start,
    OptVariant,
    OptPlayers,
    Game,
    Log,
    Leave,
    Cancel,
    Stats,
    Leaderboard,
    Help,
    OptTimer,
    OptOnTimeout,
    OptThread,
    OptHints,
    OptUser,
    OptGame,
    ChoiceTimerOff,
    ChoiceTimer2m,
    ChoiceTimer10m,
    ChoiceTimer1h,
    ChoiceTimer24h,
    ChoiceTimeoutComputer,
    ChoiceTimeoutCancel,
    Replay,
    OptId,
    Settings,
    OptPalette,
    ChoicePaletteStandard,
    ChoicePaletteHighContrast,
    Show,
    Learn,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_codes_map_to_languages() {
        assert_eq!(Locale::from_discord("en-US"), Some(Locale::En));
        assert_eq!(Locale::from_discord("en-GB"), Some(Locale::En));
        assert_eq!(Locale::from_discord("ru"), Some(Locale::Ru));
        assert_eq!(Locale::from_discord("uk"), Some(Locale::Uk));
        assert_eq!(Locale::from_discord("UK"), Some(Locale::Uk));
        assert_eq!(Locale::pick(Some("uk"), Some("ru"), Locale::En), Locale::Uk);
        assert_eq!(Locale::pick(Some("ja"), Some("uk"), Locale::Ru), Locale::Uk);
        assert_eq!(Locale::from_discord("de"), Some(Locale::De));
        assert_eq!(Locale::from_discord("es-419"), Some(Locale::Es));
        assert_eq!(Locale::from_discord("pt-BR"), Some(Locale::PtBr));
        assert_eq!(Locale::from_discord("ja"), None);
        assert_eq!(Locale::pick(Some("ja"), Some("pl"), Locale::En), Locale::Pl);
        assert_eq!(
            Locale::pick(Some("ru"), Some("en-US"), Locale::En),
            Locale::Ru
        );
        assert_eq!(Locale::pick(None, None, Locale::Ru), Locale::Ru);
    }

    #[test]
    fn russian_differs_from_english() {
        let t = Text::ButtonJoin;
        assert_ne!(Locale::En.text(&t), Locale::Ru.text(&t));
        let (name, desc) = Locale::Ru.command(CommandText::Start);
        assert_eq!(name, "старт");
        assert!(!desc.is_empty());
    }

    #[test]
    fn ukrainian_differs_from_english_and_russian() {
        let samples = [
            Text::ButtonJoin,
            Text::ButtonLeave,
            Text::LobbyHowTo,
            Text::NotYourTurn,
            Text::GameName(GameKind::Uzory),
            Text::ComputerName(AiLevel::Normal),
            Text::LobbySeatsLeft { left: 5 },
            Text::ButtonReference,
            Text::ReferenceAtStart,
        ];
        for t in &samples {
            let uk = Locale::Uk.text(t);
            assert_ne!(uk, Locale::En.text(t), "{t:?}");
            assert_ne!(uk, Locale::Ru.text(t), "{t:?}");
        }
        assert_eq!(Locale::Uk.text(&Text::ButtonJoin), "Приєднатися");
        assert_eq!(
            Locale::Uk.text(&Text::LobbySeatsLeft { left: 1 }),
            "Залишилося 1 місце."
        );
        assert_eq!(
            Locale::Uk.text(&Text::LobbySeatsLeft { left: 3 }),
            "Залишилося 3 місця."
        );
        assert_eq!(
            Locale::Uk.text(&Text::LobbySeatsLeft { left: 11 }),
            "Залишилося 11 місць."
        );
        let (name, desc) = Locale::Uk.command(CommandText::OptPlayers);
        assert_eq!(name, "гравці");
        assert_ne!(desc, Locale::Ru.command(CommandText::OptPlayers).1);
    }

    #[test]
    fn every_language_has_a_distinct_code() {
        let codes = Locale::codes();
        assert_eq!(codes.len(), Locale::ALL.len());
        for (locale, code) in Locale::ALL.into_iter().zip(codes) {
            assert_eq!(Locale::from_discord(code), Some(locale));
            assert!(locale
                .discord_codes()
                .iter()
                .all(|c| Locale::from_discord(c) == Some(locale)));
            let json = serde_json::to_string(&locale).unwrap_or_default();
            assert_eq!(json, format!("\"{code}\""));
        }
    }

    /// Every game of the registry words its name, its command, its options and their values,
    /// and its lobby's option lines, in every language (that no word is written twice, so none
    /// is silently shadowed, is `locales`' test).
    #[test]
    fn every_registered_word_is_written() {
        use crate::games::{offered_options, GAMES};
        for game in GAMES {
            for locale in Locale::ALL {
                assert!(!locale.game_name(game.kind).is_empty(), "{}", game.slug);
                let (choice, _) = locale.command(CommandText::GameChoice(game.kind));
                assert!(!choice.is_empty(), "{}", game.slug);
                let (name, description) = locale.game_command(game.command);
                assert!(!name.is_empty() && !description.is_empty(), "{}", game.slug);
                for option in offered_options(&[game.kind]) {
                    let (name, description) = locale.game_option(option.name);
                    assert!(!name.is_empty() && !description.is_empty(), "{}", game.slug);
                    for word in option.choices.unwrap_or_default() {
                        let label = locale.option_value(option.name, word);
                        assert!(!label.is_empty(), "{} {word}", game.slug);
                    }
                }
                let lines = locale.option_lines((game.default_options)());
                assert!(!lines.is_empty() && !lines.contains('{'), "{}", game.slug);
            }
        }
    }

    #[test]
    fn command_names_follow_discord_rules() {
        use CommandText::*;
        let mut keys = vec![
            Start,
            OptVariant,
            OptPlayers,
            Game,
            Log,
            Leave,
            Cancel,
            Show,
            Stats,
            Leaderboard,
            Help,
            OptTimer,
            OptOnTimeout,
            OptThread,
            OptHints,
            OptUser,
            OptGame,
            Replay,
            OptId,
            Settings,
            OptPalette,
            Learn,
        ];
        let games = crate::games::GameKind::ALL;
        keys.extend(games.iter().map(|k| GameCommand(k.command())));
        let offered = crate::games::offered_options(&games);
        keys.extend(offered.iter().map(|o| GameOption(o.name)));
        for locale in Locale::ALL {
            for &key in &keys {
                let (name, desc) = locale.command(key);
                // Discord: 1-32 lowercase letters, digits, '-' or '_'; description 1-100 chars.
                assert!((1..=32).contains(&name.chars().count()), "{name}");
                assert!(
                    name.chars().all(|c| c == '-'
                        || c == '_'
                        || c.is_numeric()
                        || (c.is_alphabetic() && c.is_lowercase())),
                    "{name}"
                );
                assert!((1..=100).contains(&desc.chars().count()), "{desc}");
            }
            let choices = offered.iter().flat_map(|o| {
                let words = o.choices.clone().unwrap_or_default();
                words.into_iter().map(|w| OptionValue(o.name, w))
            });
            for key in choices.chain(games.iter().map(|&k| GameChoice(k))) {
                // Discord: a choice's name is 1-100 characters.
                let (name, _) = locale.command(key);
                assert!((1..=100).contains(&name.chars().count()), "{name}");
            }
        }
    }
}
