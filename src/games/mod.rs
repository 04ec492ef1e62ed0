//! The five games: what they are called, how many may play, and the options a host picks.
//! Each engine lives in a submodule of its own and implements [`crate::game::Game`].
//!
//! **The registry.** [`with_game!`](crate::with_game) is the one place that maps a
//! [`GameKind`] to its engine type, and [`Registered`] (implemented here, beside it, for every
//! engine) carries what the registry needs to know of each game: its kind, the options it opens
//! with and how the host's [`GameOptions`] become the engine's options. Everything else that
//! depends on the kind (player counts, default options, the command line, the fuzz drivers, the
//! bot) goes through these two. Adding a game: its folders, a variant in [`GameKind`] (with its
//! slug) and [`GameOptions`], one arm in `with_game!` and one `impl Registered`.

pub mod family;
mod options;
// Each registered game's engine, `games/<module>/`.
crate::registry!(@each @modules);

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::game::Game;
use azul::{Azul, AzulOptions, WallSide};
use sagrada::{Sagrada, SagradaOptions};
use sintra::{Sintra, SintraOptions};
use summer_pavilion::{PavilionOptions, SummerPavilion};
use uzory::Uzory;

pub use options::{Hosting, OnTimeout, TurnTimer};

/// **The list of games**, the one place that names them all. Each entry is a [`GameKind`]
/// variant, its engine type (in the module of the same name, declared above), its slug (the
/// command line's name for it and the name in stored records) and its stored code (the byte
/// that stands for it in the statistics' and ratings' keys: never change or reuse one).
///
/// The other rules of this macro derive from the list: [`GameKind`] itself (defined below with
/// `registry!(@each @define_kind)`) and the arms of [`with_game!`](crate::with_game). It is
/// exported only because `with_game!` is; use `with_game!` and [`GameKind::ALL`].
#[doc(hidden)]
#[macro_export]
macro_rules! registry {
    (@each $($then:tt)*) => {
        $crate::registry! { $($then)* [
            SummerPavilion, summer_pavilion::SummerPavilion, "summer-pavilion", 0;
            Sintra, sintra::Sintra, "sintra", 1;
            Sagrada, sagrada::Sagrada, "sagrada", 2;
            Uzory, uzory::Uzory, "uzory", 3;
            Azul, azul::Azul, "azul", 4;
        ] }
    };
    (@modules [$($variant:ident, $module:ident :: $engine:ident, $slug:literal, $code:literal;)*]) => {
        $(pub mod $module;)*
    };
    (@match ($kind:expr) $g:ident ($body:expr)
        [$($variant:ident, $module:ident :: $engine:ident, $slug:literal, $code:literal;)*]) => {
        match $kind {
            $($crate::games::GameKind::$variant => {
                type $g = $crate::games::$module::$engine;
                $body
            })*
        }
    };
    (@help_page ($kind:expr, $lang:literal)
        [$($variant:ident, $module:ident :: $engine:ident, $slug:literal, $code:literal;)*]) => {
        match $kind {
            $($crate::games::GameKind::$variant => include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"), "/assets/help/", $lang, "/", stringify!($module), ".md"
            )),)*
        }
    };
    (@define_kind [$($variant:ident, $module:ident :: $engine:ident, $slug:literal, $code:literal;)*]) => {
        /// A game the bot hosts: one for each entry of the registry.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum GameKind {
            $(#[serde(rename = $slug)] $variant,)*
        }

        impl GameKind {
            /// Every game, in the registry's order (the order of menus and help pages).
            pub const ALL: [GameKind; [$($code),*].len()] = [$(GameKind::$variant),*];

            /// The name used on the command line and in stored records.
            pub fn slug(self) -> &'static str {
                match self {
                    $(GameKind::$variant => $slug,)*
                }
            }

            /// The byte that stands for the game in stored keys.
            pub fn code(self) -> u8 {
                match self {
                    $(GameKind::$variant => $code,)*
                }
            }
        }
    };
}

registry!(@each @define_kind);

/// Runs code with the engine type of a [`GameKind`]: the one map from kinds to engines, made
/// from the registry's list.
///
/// The kind is any expression of type `GameKind`; every arm must have the same type. Three
/// forms:
///
/// - `with_game!(kind, |G| expr)`: `expr` is evaluated with `G` naming the engine type. It may
///   be anything: a call with extra type bounds (checked for each engine), an `.await` inside an
///   async fn, a `?` or a `return`.
/// - `with_game!(kind, f(a, b))`: calls the generic fn `f::<G>(a, b)`.
/// - `with_game!(kind, f(a, b).await)`: awaits the generic async fn `f::<G>(a, b)`, e.g. the
///   bot's `with_game!(record.kind, rematch(data, record, user, locale).await)`, the same as
///   `with_game!(record.kind, |G| rematch::<G>(data, record, user, locale).await)`.
///
/// Each arm is compiled (and linted) with its own engine: with Uzory's options being `()`,
/// `let options = …;` draws clippy's `let_unit_value`, so bind such values in a `match` arm.
///
/// ```
/// use vitrail::game::Game;
/// use vitrail::games::{GameKind, Registered};
///
/// fn most_players<G: Registered>() -> usize {
///     *G::player_counts(&G::DEFAULT_OPTIONS).end()
/// }
///
/// assert_eq!(vitrail::with_game!(GameKind::Uzory, most_players()), 4);
/// let name = vitrail::with_game!(GameKind::Sagrada, |G| G::KIND.slug());
/// assert_eq!(name, "sagrada");
/// ```
#[macro_export]
macro_rules! with_game {
    ($kind:expr, |$g:ident| $body:expr) => {
        $crate::registry!(@each @match ($kind) $g ($body))
    };
    ($kind:expr, $f:ident ( $($arg:expr),* $(,)? ) . await) => {
        $crate::with_game!($kind, |WithGameEngine| $f::<WithGameEngine>($($arg),*).await)
    };
    ($kind:expr, $f:ident ( $($arg:expr),* $(,)? )) => {
        $crate::with_game!($kind, |WithGameEngine| $f::<WithGameEngine>($($arg),*))
    };
}

/// What the registry knows of an engine; every engine named in [`with_game!`](crate::with_game)
/// implements it, here.
pub trait Registered: Game {
    const KIND: GameKind;

    /// The slash command that opens it, `/<COMMAND> start`. Games that share a command (the
    /// Azul family) are told apart by its `variant` option, in the registry's order.
    const COMMAND: &'static str;

    /// The rules options a host may set when opening it (beyond the seats and the hosting):
    /// slash command options of its start command and `--name value` flags of the command line.
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
}

impl Registered for SummerPavilion {
    const KIND: GameKind = GameKind::SummerPavilion;
    const COMMAND: &'static str = "azul";
    const OPTIONS: &'static [HostOption] = &[
        HostOption::choice("side", &["coloured", "beige"]),
        HostOption::choice("wilds", &["normal", "alternative"]),
    ];
    const DEFAULT_OPTIONS: PavilionOptions = PavilionOptions {
        side: PavilionSide::Coloured,
        wilds: WildOrder::Normal,
    };

    fn engine_options(options: &GameOptions) -> Option<PavilionOptions> {
        match *options {
            GameOptions::SummerPavilion { side, wilds } => Some(PavilionOptions { side, wilds }),
            _ => None,
        }
    }

    fn game_options(&PavilionOptions { side, wilds }: &PavilionOptions) -> GameOptions {
        GameOptions::SummerPavilion { side, wilds }
    }

    fn with_option(options: &PavilionOptions, name: &str, value: &str) -> PavilionOptions {
        let mut options = *options;
        match (name, value) {
            ("side", "beige") => options.side = PavilionSide::Beige,
            ("side", _) => options.side = PavilionSide::Coloured,
            ("wilds", "alternative") => options.wilds = WildOrder::Alternative,
            (_, _) => options.wilds = WildOrder::Normal,
        }
        options
    }
}

impl Registered for Sintra {
    const KIND: GameKind = GameKind::Sintra;
    const COMMAND: &'static str = "azul";
    const OPTIONS: &'static [HostOption] = &[HostOption::choice("side", &["a", "b"])];
    const DEFAULT_OPTIONS: SintraOptions = SintraOptions {
        side: SintraSide::A,
        edition: SintraEdition::CURRENT,
    };

    fn engine_options(options: &GameOptions) -> Option<SintraOptions> {
        match *options {
            GameOptions::Sintra { side, edition } => Some(SintraOptions { side, edition }),
            _ => None,
        }
    }

    fn game_options(&SintraOptions { side, edition }: &SintraOptions) -> GameOptions {
        GameOptions::Sintra { side, edition }
    }

    fn with_option(options: &SintraOptions, _: &str, value: &str) -> SintraOptions {
        let side = if value == "b" {
            SintraSide::B
        } else {
            SintraSide::A
        };
        SintraOptions { side, ..*options }
    }
}

impl Registered for Sagrada {
    const KIND: GameKind = GameKind::Sagrada;
    const COMMAND: &'static str = "sagrada";
    const OPTIONS: &'static [HostOption] = &[HostOption::number("difficulty", 1, 5).only_alone()];
    const DEFAULT_OPTIONS: SagradaOptions = SagradaOptions { solo_difficulty: 3 };

    fn engine_options(options: &GameOptions) -> Option<SagradaOptions> {
        match *options {
            GameOptions::Sagrada { solo_difficulty } => Some(SagradaOptions { solo_difficulty }),
            _ => None,
        }
    }

    fn game_options(&SagradaOptions { solo_difficulty }: &SagradaOptions) -> GameOptions {
        GameOptions::Sagrada { solo_difficulty }
    }

    fn with_option(options: &SagradaOptions, _: &str, value: &str) -> SagradaOptions {
        let solo_difficulty = value.parse().unwrap_or(options.solo_difficulty);
        SagradaOptions { solo_difficulty }
    }
}

impl Registered for Uzory {
    const KIND: GameKind = GameKind::Uzory;
    const COMMAND: &'static str = "uzory";
    const DEFAULT_OPTIONS: () = ();

    fn engine_options(options: &GameOptions) -> Option<()> {
        matches!(options, GameOptions::Uzory).then_some(())
    }

    fn game_options(_: &()) -> GameOptions {
        GameOptions::Uzory
    }
}

/// The original Azul shares `/azul start` with its two offshoots: it comes last among the
/// `variant` choices so theirs keep their places; its side is `coloured` or `grey`.
impl Registered for Azul {
    const KIND: GameKind = GameKind::Azul;
    const COMMAND: &'static str = "azul";
    const OPTIONS: &'static [HostOption] = &[HostOption::choice("side", &["coloured", "grey"])];
    const DEFAULT_OPTIONS: AzulOptions = AzulOptions {
        side: WallSide::Coloured,
    };

    fn engine_options(options: &GameOptions) -> Option<AzulOptions> {
        match *options {
            GameOptions::Azul { side } => Some(AzulOptions { side }),
            _ => None,
        }
    }

    fn game_options(&AzulOptions { side }: &AzulOptions) -> GameOptions {
        GameOptions::Azul { side }
    }

    fn with_option(_: &AzulOptions, _: &str, value: &str) -> AzulOptions {
        let side = if value == "grey" {
            WallSide::Grey
        } else {
            WallSide::Coloured
        };
        AzulOptions { side }
    }
}

impl GameKind {
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
        with_game!(self, |G| G::player_counts(&G::DEFAULT_OPTIONS))
    }

    /// The options a game of this kind opens with.
    pub fn default_options(self) -> GameOptions {
        with_game!(self, |G| G::game_options(&G::DEFAULT_OPTIONS))
    }

    /// The slash command that opens it (see [`Registered::COMMAND`]).
    pub fn command(self) -> &'static str {
        with_game!(self, |G| G::COMMAND)
    }

    /// The rules options a host may set (see [`Registered::OPTIONS`]).
    pub fn options(self) -> &'static [HostOption] {
        with_game!(self, |G| G::OPTIONS)
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
        let option = self
            .options()
            .iter()
            .find(|o| o.name == name)
            .ok_or_else(|| OptionError::NotForGame {
                game: self,
                option: name.to_string(),
            })?;
        if !option.values.allows(value) {
            return Err(OptionError::BadValue {
                game: self,
                option: *option,
                value: value.to_string(),
            });
        }
        with_game!(self, |G| match G::engine_options(&options) {
            Some(engine) => Ok(G::game_options(&G::with_option(&engine, name, value))),
            None => Err(OptionError::NotForGame {
                game: self,
                option: name.to_string(),
            }),
        })
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
        fn check<G: Registered>(kind: GameKind) {
            assert_eq!(G::KIND, kind);
            let options = kind.default_options();
            assert_eq!(G::game_options(&G::DEFAULT_OPTIONS), options);
            let engine = G::engine_options(&options).map(|o| G::game_options(&o));
            assert_eq!(engine, Some(options));
            for other in GameKind::ALL.into_iter().filter(|&k| k != kind) {
                assert!(G::engine_options(&other.default_options()).is_none());
            }
        }
        for kind in GameKind::ALL {
            with_game!(kind, check(kind));
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
    fn the_async_form_awaits_a_generic_fn() {
        async fn players<G: Registered>(extra: usize) -> usize {
            *G::player_counts(&G::DEFAULT_OPTIONS).start() + extra
        }
        async fn all() -> Vec<usize> {
            let mut out = Vec::new();
            for kind in GameKind::ALL {
                out.push(with_game!(kind, players(10).await));
            }
            out
        }
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        assert_eq!(runtime.block_on(all()), [12, 12, 11, 12, 12]);
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
