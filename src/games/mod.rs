//! The five games: the registry that lists them, what they are called, how many may play, and
//! the options a host picks. Each engine lives in a submodule of its own and implements
//! [`crate::game::Game`].
//!
//! **The registry** is [`GAMES`], one [`GameEntry`] a game: plain values (its slug, stored code,
//! start command, rules options, words and help pages) and function pointers to generic code
//! instantiated for its engine (player counts, options). Each game defines its entry in its own
//! folder, `games/<game>/entry.rs`, beside its `impl Registered` (the typed side: its engine's
//! options and how the host's [`GameOptions`] become them). Everything that depends on the kind
//! (menus, the command line, `/help`, every language's words for it) reads the entry.
//!
//! **Adding a game** (ARCHITECTURE.md's "Where to add" says the same): its two folders,
//! `games/<game>/` (its engine, its `fuzzing.rs` and its `entry.rs`) and `present/<game>/` (its
//! presentation, its `PRESENTED` in its `mod.rs`); its help pages,
//! `assets/help/<language>/<game>.md`; here, its `pub mod` line, its [`GameKind`] variant (with
//! its slug), its [`GameOptions`] variant (and [`GameOptions::kind`]'s arm), its line in
//! [`GAMES`] and in [`Engines`]; in
//! `present/mod.rs`, its `pub mod` line and its line in `PRESENTED`. A game missing from a list
//! fails to build or fails a test.

pub mod azul;
pub mod family;
mod options;
pub mod sagrada;
pub mod sintra;
pub mod summer_pavilion;
pub mod uzory;

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::game::Game;
use azul::WallSide;

pub use options::{Hints, Hosting, OnTimeout, TurnTimer};

/// **The list of games**, in the registry's order (the order of menus, help pages and the
/// `variant` choices of a shared start command), which is also [`GameKind`]'s.
pub const GAMES: [&GameEntry; 5] = [
    &summer_pavilion::ENTRY,
    &sintra::ENTRY,
    &sagrada::ENTRY,
    &uzory::ENTRY,
    &azul::ENTRY,
];

/// The engines of [`GAMES`] as one type, `(First, (Second, (…, ())))`: generic code above the
/// registry that must run with a game's engine type, not only through its entry's fields (the
/// fuzz drivers), walks it with a trait of its own implemented for `()` and `(G, Rest)`, so an
/// engine that lacks what that code needs fails to build.
pub type Engines = (
    summer_pavilion::SummerPavilion,
    (
        sintra::Sintra,
        (sagrada::Sagrada, (uzory::Uzory, (azul::Azul, ()))),
    ),
);

/// A list of engines, `(G, (…, ()))`, as [`Engines`] is written: how long it is and whether
/// its `i`-th engine is the `i`-th [`GameKind`].
pub trait EngineList {
    const LEN: usize;
    const IN_KIND_ORDER: bool;
}

impl<G: Registered> EngineList for (G, ()) {
    const LEN: usize = 1;
    const IN_KIND_ORDER: bool = G::KIND as usize + 1 == GameKind::ALL.len();
}

impl<G: Registered, Next, Rest> EngineList for (G, (Next, Rest))
where
    (Next, Rest): EngineList,
{
    const LEN: usize = 1 + <(Next, Rest)>::LEN;
    const IN_KIND_ORDER: bool =
        G::KIND as usize + Self::LEN == GameKind::ALL.len() && <(Next, Rest)>::IN_KIND_ORDER;
}

// Every game has its engine in `Engines`, at its kind's place: code that walks the list to find
// a kind's engine finds it, and the last engine is the only one left when the others are not.
const _: () = assert!(
    <Engines as EngineList>::LEN == GameKind::ALL.len() && <Engines as EngineList>::IN_KIND_ORDER,
    "Engines must list every game's engine in GameKind's order"
);

// GAMES[i] is the entry of the i-th GameKind: `GameKind::entry` indexes by the variant.
const _: () = {
    let mut i = 0;
    while i < GAMES.len() {
        assert!(
            GAMES[i].kind as usize == i,
            "GAMES must list the games in GameKind's order"
        );
        i += 1;
    }
};

/// A game the bot hosts: one for each entry of [`GAMES`], in the same order. Its serde name is
/// its entry's slug (checked by `slugs_round_trip`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    #[serde(rename = "summer-pavilion")]
    SummerPavilion,
    #[serde(rename = "sintra")]
    Sintra,
    #[serde(rename = "sagrada")]
    Sagrada,
    #[serde(rename = "uzory")]
    Uzory,
    #[serde(rename = "azul")]
    Azul,
}

/// What the registry knows of one game. Each game defines its own, as `ENTRY` in
/// `games/<game>/entry.rs`; build one with [`GameEntry::of`].
#[derive(Debug)]
pub struct GameEntry {
    pub kind: GameKind,
    /// The name used on the command line and in stored records.
    pub slug: &'static str,
    /// The byte that stands for the game in the statistics' and ratings' keys: never change or
    /// reuse one.
    pub code: u8,
    /// The slash command that opens it, `/<command> start`. Games that share a command (the
    /// Azul family) are told apart by its `variant` option, in the registry's order.
    pub command: &'static str,
    /// The rules options a host may set when opening it (beyond the seats and the hosting):
    /// slash command options of its start command and `--name value` flags of the command line.
    pub options: &'static [HostOption],
    /// Its words in every language: `games/<game>/locales/<code>.ftl`, from [`fluent_files!`]
    /// (its names `game-<slug>`, its command `command-<command>` if it words it, its options
    /// `option-<name>` and `option-<name>-<value>` if it is the first to offer them, its lobby's
    /// option lines `<slug>-options`, and every word of its presentation).
    pub locales: FluentFiles,
    /// Its options as the named arguments of its `<slug>-options` message: (option, value),
    /// from its [`Registered::option_args`].
    pub option_args: fn(GameOptions) -> Vec<(&'static str, String)>,
    /// Its help page, `assets/help/<code>/<game>.md`, from [`help_pages!`].
    pub help: PerLanguage,
    /// The options a game of this kind opens with.
    pub default_options: fn() -> GameOptions,
    /// How many seats (humans and computers together) it may start with.
    pub player_counts: fn() -> RangeInclusive<usize>,
    /// Its options with one of [`GameEntry::options`] set to one of its values (checked
    /// before); `None` if the options are another game's.
    pub with_option: fn(GameOptions, &str, &str) -> Option<GameOptions>,
}

impl GameEntry {
    /// The entry of `G`: its kind, command and options (and how they are worded) from its
    /// [`Registered`], the rest given.
    pub const fn of<G: Registered>(
        slug: &'static str,
        code: u8,
        locales: FluentFiles,
        help: PerLanguage,
    ) -> GameEntry {
        GameEntry {
            kind: G::KIND,
            slug,
            code,
            command: G::COMMAND,
            options: G::OPTIONS,
            locales,
            option_args: option_args::<G>,
            help,
            default_options: default_options::<G>,
            player_counts: player_counts::<G>,
            with_option: with_option::<G>,
        }
    }
}

fn default_options<G: Registered>() -> GameOptions {
    G::game_options(&G::DEFAULT_OPTIONS)
}

fn option_args<G: Registered>(options: GameOptions) -> Vec<(&'static str, String)> {
    G::engine_options(&options)
        .map(|engine| G::option_args(&engine))
        .unwrap_or_default()
}

fn player_counts<G: Registered>() -> RangeInclusive<usize> {
    G::player_counts(&G::DEFAULT_OPTIONS)
}

fn with_option<G: Registered>(
    options: GameOptions,
    name: &str,
    value: &str,
) -> Option<GameOptions> {
    let engine = G::engine_options(&options)?;
    Some(G::game_options(&G::with_option(&engine, name, value)))
}

/// A help page, `assets/help/<code>/<page>.md`, in every language (a game's for its
/// [`GameEntry::help`], and the overview's).
macro_rules! help_pages {
    ($page:literal) => {
        [
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/help/en/",
                $page,
                ".md"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/help/ru/",
                $page,
                ".md"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/help/uk/",
                $page,
                ".md"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/help/de/",
                $page,
                ".md"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/help/es/",
                $page,
                ".md"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/help/fr/",
                $page,
                ".md"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/help/pt-BR/",
                $page,
                ".md"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/help/pl/",
                $page,
                ".md"
            )),
        ]
    };
}
pub(crate) use help_pages;

/// A text in every language, in `i18n::Locale::ALL`'s order (the macros below list the
/// languages' codes in that order; a test there checks it). The registry sits below `i18n/`, so
/// its words are plain text here.
pub type PerLanguage = [&'static str; 8];

/// A game's Fluent files, one per language.
pub type FluentFiles = PerLanguage;

/// A game's Fluent files, `games/<game>/locales/<code>.ftl`, for its [`GameEntry::locales`].
macro_rules! fluent_files {
    ($game:literal) => {
        [
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/src/games/",
                $game,
                "/locales/en.ftl"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/src/games/",
                $game,
                "/locales/ru.ftl"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/src/games/",
                $game,
                "/locales/uk.ftl"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/src/games/",
                $game,
                "/locales/de.ftl"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/src/games/",
                $game,
                "/locales/es.ftl"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/src/games/",
                $game,
                "/locales/fr.ftl"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/src/games/",
                $game,
                "/locales/pt-BR.ftl"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/src/games/",
                $game,
                "/locales/pl.ftl"
            )),
        ]
    };
}
pub(crate) use fluent_files;

/// What the registry knows of an engine, beside its [`GameEntry`]: every engine of [`GAMES`]
/// implements it, in its `games/<game>/entry.rs`.
pub trait Registered: Game {
    const KIND: GameKind;

    /// See [`GameEntry::command`].
    const COMMAND: &'static str;

    /// See [`GameEntry::options`].
    const OPTIONS: &'static [HostOption] = &[];

    /// The engine's options for a game opened with [`GameKind::default_options`].
    const DEFAULT_OPTIONS: Self::Options;

    /// The engine's options for the host's; `None` if they belong to another game.
    fn engine_options(options: &GameOptions) -> Option<Self::Options>;

    /// The host's options for the engine's.
    fn game_options(options: &Self::Options) -> GameOptions;

    /// `options` with one of [`Self::OPTIONS`] set to one of its values (checked against the
    /// option's values before this is called).
    fn with_option(options: &Self::Options, _name: &str, _value: &str) -> Self::Options {
        options.clone()
    }

    /// `options` as the named arguments of the game's `<slug>-options` message, each option's
    /// value as [`Self::OPTIONS`] writes it: none for a game without options.
    fn option_args(_options: &Self::Options) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

impl GameKind {
    /// Every game, in the registry's order (the order of menus and help pages).
    pub const ALL: [GameKind; GAMES.len()] = {
        let mut all = [GameKind::SummerPavilion; GAMES.len()];
        let mut i = 0;
        while i < GAMES.len() {
            all[i] = GAMES[i].kind;
            i += 1;
        }
        all
    };

    /// Its entry in the registry.
    pub fn entry(self) -> &'static GameEntry {
        GAMES[self as usize]
    }

    /// The name used on the command line and in stored records.
    pub fn slug(self) -> &'static str {
        self.entry().slug
    }

    /// The byte that stands for the game in stored keys.
    pub fn code(self) -> u8 {
        self.entry().code
    }

    /// Every game's slug, in the registry's order, separated by commas.
    pub fn slugs() -> String {
        let slugs: Vec<&str> = GameKind::ALL.iter().map(|k| k.slug()).collect();
        slugs.join(", ")
    }

    /// The game a stored code stands for.
    pub fn from_code(code: u8) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// How many seats (humans and computers together) a game may start with: the engine's own
    /// range.
    pub fn player_counts(self) -> RangeInclusive<usize> {
        (self.entry().player_counts)()
    }

    /// The options a game of this kind opens with.
    pub fn default_options(self) -> GameOptions {
        (self.entry().default_options)()
    }

    /// The slash command that opens it (see [`GameEntry::command`]).
    pub fn command(self) -> &'static str {
        self.entry().command
    }

    /// The rules options a host may set (see [`GameEntry::options`]).
    pub fn options(self) -> &'static [HostOption] {
        self.entry().options
    }

    /// The rules option called `name` of any game, if one has it.
    pub fn any_option(name: &str) -> Option<HostOption> {
        let mut options = GameKind::ALL.into_iter().flat_map(GameKind::options);
        options.find(|o| o.name == name).copied()
    }

    /// The value of this game's option `name` that a game opens with: the one that leaves
    /// [`GameKind::default_options`] as they are.
    pub fn option_default(self, name: &str) -> Option<String> {
        let option = self.options().iter().find(|o| o.name == name)?;
        let defaults = self.default_options();
        option
            .values
            .all()
            .into_iter()
            .find(|value| self.with_option(defaults, name, value) == Ok(defaults))
    }

    /// `options` (this game's) with the option `name` set to `value`: a refusal says why.
    pub fn with_option(
        self,
        options: GameOptions,
        name: &str,
        value: &str,
    ) -> Result<GameOptions, OptionError> {
        let not_for_game = || OptionError::NotForGame {
            game: self,
            option: name.to_string(),
        };
        let option = self
            .options()
            .iter()
            .find(|o| o.name == name)
            .ok_or_else(not_for_game)?;
        if !option.values.allows(value) {
            return Err(OptionError::BadValue {
                game: self,
                option: *option,
                value: value.to_string(),
            });
        }
        (self.entry().with_option)(options, name, value).ok_or_else(not_for_game)
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game {0:?}; expected one of {slugs}", slugs = GameKind::slugs())]
pub struct UnknownGame(pub String);

impl FromStr for GameKind {
    type Err = UnknownGame;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameKind::ALL
            .into_iter()
            .find(|k| k.slug() == s)
            .ok_or_else(|| UnknownGame(s.to_string()))
    }
}

/// A rules option a host may set when opening a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HostOption {
    /// Its name: the slash command option's and the command line's `--name`.
    pub name: &'static str,
    pub values: OptionValues,
    /// Whether it matters only when one person plays alone (Sagrada's difficulty sets the solo
    /// game's tools): the command line refuses it for a game with more seats.
    pub only_alone: bool,
}

/// What an option may be set to, written as the command line writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionValues {
    /// One of these words; the first is the default.
    Choice(&'static [&'static str]),
    /// A whole number from `min` to `max`.
    Number { min: u8, max: u8 },
}

impl HostOption {
    pub const fn choice(name: &'static str, values: &'static [&'static str]) -> HostOption {
        HostOption {
            name,
            values: OptionValues::Choice(values),
            only_alone: false,
        }
    }

    pub const fn number(name: &'static str, min: u8, max: u8) -> HostOption {
        HostOption {
            name,
            values: OptionValues::Number { min, max },
            only_alone: false,
        }
    }

    /// The same option, mattering only when one person plays alone.
    pub const fn only_alone(self) -> HostOption {
        HostOption {
            only_alone: true,
            ..self
        }
    }
}

impl OptionValues {
    /// Every value, as the command line writes it.
    pub fn all(self) -> Vec<String> {
        match self {
            OptionValues::Choice(words) => words.iter().map(|w| w.to_string()).collect(),
            OptionValues::Number { min, max } => (min..=max).map(|n| n.to_string()).collect(),
        }
    }

    /// Whether `value` is one of these.
    pub fn allows(self, value: &str) -> bool {
        match self {
            OptionValues::Choice(words) => words.contains(&value),
            OptionValues::Number { min, max } => {
                value.parse::<u8>().is_ok_and(|n| (min..=max).contains(&n))
            }
        }
    }
}

impl fmt::Display for OptionValues {
    /// "coloured or beige", "a number from 1 to 5".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionValues::Choice(words) => match words.split_last() {
                Some((last, [])) => f.write_str(last),
                Some((last, rest)) => write!(f, "{} or {last}", rest.join(", ")),
                None => f.write_str("nothing"),
            },
            OptionValues::Number { min, max } => write!(f, "a number from {min} to {max}"),
        }
    }
}

/// An option as several games offer it together (one slash command, the command line): its
/// values are all of theirs, in the registry's order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferedOption {
    pub name: &'static str,
    /// Every word some game takes, or `None` for a number.
    pub choices: Option<Vec<&'static str>>,
    /// The smallest and largest number some game takes.
    pub range: (u8, u8),
    /// The games that take it.
    pub games: Vec<GameKind>,
}

/// The options `kinds` offer together, each once, in the order they first appear.
pub fn offered_options(kinds: &[GameKind]) -> Vec<OfferedOption> {
    let mut offered: Vec<OfferedOption> = Vec::new();
    for &kind in kinds {
        for option in kind.options() {
            let at = match offered.iter().position(|o| o.name == option.name) {
                Some(at) => at,
                None => {
                    offered.push(OfferedOption {
                        name: option.name,
                        choices: None,
                        range: (u8::MAX, u8::MIN),
                        games: Vec::new(),
                    });
                    offered.len() - 1
                }
            };
            let entry = &mut offered[at];
            entry.games.push(kind);
            match option.values {
                OptionValues::Choice(words) => {
                    let choices = entry.choices.get_or_insert_with(Vec::new);
                    for word in words {
                        if !choices.contains(word) {
                            choices.push(word);
                        }
                    }
                }
                OptionValues::Number { min, max } => {
                    entry.range = (entry.range.0.min(min), entry.range.1.max(max));
                }
            }
        }
    }
    offered
}

/// Why a host's option was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error("{option} does not apply to {game}")]
    NotForGame { game: GameKind, option: String },
    #[error("{game}'s {} is {}, not {value:?}", option.name, option.values)]
    BadValue {
        game: GameKind,
        option: HostOption,
        value: String,
    },
}

/// Options chosen when a game is opened. Each variant belongs to one [`GameKind`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "kebab-case")]
pub enum GameOptions {
    SummerPavilion {
        side: PavilionSide,
        wilds: WildOrder,
    },
    Sintra {
        side: SintraSide,
        /// Records written before editions existed are first-edition games.
        #[serde(default = "SintraEdition::first")]
        edition: SintraEdition,
    },
    /// The difficulty (1–5 tools) only matters when one person plays alone.
    Sagrada {
        solo_difficulty: u8,
    },
    Uzory,
    /// The original Azul: the coloured wall or the grey one.
    Azul {
        side: WallSide,
    },
}

impl GameOptions {
    pub fn kind(self) -> GameKind {
        match self {
            GameOptions::SummerPavilion { .. } => GameKind::SummerPavilion,
            GameOptions::Sintra { .. } => GameKind::Sintra,
            GameOptions::Sagrada { .. } => GameKind::Sagrada,
            GameOptions::Uzory => GameKind::Uzory,
            GameOptions::Azul { .. } => GameKind::Azul,
        }
    }
}

/// Summer Pavilion boards: the coloured side, or the beige side of variant 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PavilionSide {
    Coloured,
    Beige,
}

/// Summer Pavilion wild colour order: printed, or the alternative of variant 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WildOrder {
    Normal,
    Alternative,
}

/// Sintra palace boards: side A (ornaments) or side B.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SintraSide {
    A,
    B,
}

/// Which of our stand-in Sintra data a game was dealt with: the strip set and who starts
/// round I. A game keeps its edition for life, so an older record still replays (its log) and
/// finishes exactly as it was dealt; new games get [`SintraEdition::CURRENT`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SintraEdition {
    /// Until November 2026: strips of mostly 4–5 colours, the first seat starts.
    First,
    /// Strips shaped like the rulebook's (3+2, 3+1+1, 2+2+1), the first player drawn.
    Second,
}

impl SintraEdition {
    pub const CURRENT: SintraEdition = SintraEdition::Second;

    /// What a record without an edition was dealt with.
    pub fn first() -> SintraEdition {
        SintraEdition::First
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sagrada::Sagrada;
    use sintra::Sintra;
    use summer_pavilion::SummerPavilion;

    #[test]
    fn slugs_round_trip() {
        for kind in GameKind::ALL {
            assert_eq!(kind.slug().parse::<GameKind>(), Ok(kind));
            assert_eq!(kind.default_options().kind(), kind);
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{}\"", kind.slug()));
        }
        assert!("chess".parse::<GameKind>().is_err());
    }

    #[test]
    fn stored_codes_and_names_never_change() {
        // Stored keys and records written by earlier releases must keep decoding.
        let stored = [
            (GameKind::SummerPavilion, 0, "summer-pavilion"),
            (GameKind::Sintra, 1, "sintra"),
            (GameKind::Sagrada, 2, "sagrada"),
            (GameKind::Uzory, 3, "uzory"),
            (GameKind::Azul, 4, "azul"),
        ];
        assert_eq!(
            stored.len(),
            GAMES.len(),
            "a game's stored code is not checked here"
        );
        for (kind, code, slug) in stored {
            assert_eq!((kind.code(), kind.slug()), (code, slug));
            assert_eq!(GameKind::from_code(code), Some(kind));
        }
        let mut codes: Vec<u8> = GameKind::ALL.iter().map(|k| k.code()).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), GameKind::ALL.len(), "a code is used twice");
        let err = "chess".parse::<GameKind>().unwrap_err().to_string();
        assert!(
            err.ends_with("summer-pavilion, sintra, sagrada, uzory, azul"),
            "{err}"
        );
    }

    #[test]
    fn the_registry_maps_each_kind_to_its_engine() {
        // Each kind's engine itself: `table::engines`' `every_kind_finds_its_own_engine`.
        for kind in GameKind::ALL {
            let entry = kind.entry();
            assert_eq!((entry.kind, (entry.default_options)().kind()), (kind, kind));
            for other in GameKind::ALL.into_iter().filter(|&k| k != kind) {
                let others = other.default_options();
                assert_eq!((entry.with_option)(others, "side", "b"), None);
            }
        }
        let beige = GameOptions::SummerPavilion {
            side: PavilionSide::Beige,
            wilds: WildOrder::Alternative,
        };
        let engine = SummerPavilion::engine_options(&beige).unwrap();
        assert_eq!(SummerPavilion::game_options(&engine), beige);
        let b = GameOptions::Sintra {
            side: SintraSide::B,
            edition: SintraEdition::First,
        };
        assert_eq!(
            Sintra::game_options(&Sintra::engine_options(&b).unwrap()),
            b
        );
        // A record written before editions existed is a first-edition game.
        let old: GameOptions = serde_json::from_str(r#"{"game":"sintra","side":"B"}"#).unwrap();
        assert_eq!(old, b);
        let five = GameOptions::Sagrada { solo_difficulty: 5 };
        assert_eq!(
            Sagrada::game_options(&Sagrada::engine_options(&five).unwrap()),
            five
        );
    }

    #[test]
    fn every_option_has_the_one_default_a_game_opens_with() {
        for kind in GameKind::ALL {
            let defaults = kind.default_options();
            for option in kind.options() {
                let default = kind.option_default(option.name);
                let name = option.name;
                assert!(
                    default.as_deref().is_some_and(|d| option.values.allows(d)),
                    "{kind} {name}"
                );
                // Every other value changes the options.
                for value in option.values.all() {
                    if Some(&value) != default.as_ref() {
                        let set = kind.with_option(defaults, name, &value);
                        assert_ne!(set, Ok(defaults), "{kind} {name} {value}");
                    }
                }
            }
        }
        let default = |kind: GameKind, name| kind.option_default(name);
        assert_eq!(
            default(GameKind::Sagrada, "difficulty").as_deref(),
            Some("3")
        );
        assert_eq!(
            default(GameKind::SummerPavilion, "wilds").as_deref(),
            Some("normal")
        );
        assert_eq!(default(GameKind::Sintra, "side").as_deref(), Some("a"));
        assert_eq!(default(GameKind::Uzory, "side"), None);
        assert!(GameKind::Sagrada.options().iter().all(|o| o.only_alone));
    }

    #[test]
    fn only_sagrada_has_solo() {
        assert_eq!(GameKind::SummerPavilion.player_counts(), 2..=4);
        assert_eq!(GameKind::Sintra.player_counts(), 2..=4);
        assert_eq!(GameKind::Sagrada.player_counts(), 1..=4);
        assert_eq!(GameKind::Uzory.player_counts(), 2..=4);
        assert_eq!(GameKind::Azul.player_counts(), 2..=4);
    }
}
