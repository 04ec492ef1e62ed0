//! The four games: what they are called, how many may play, and the options a host picks.
//! Each engine lives in a submodule of its own and implements [`crate::game::Game`].
//!
//! **The registry.** [`with_game!`](crate::with_game) is the one place that maps a
//! [`GameKind`] to its engine type, and [`Registered`] (implemented here, beside it, for every
//! engine) carries what the registry needs to know of each game: its kind, the options it opens
//! with and how the host's [`GameOptions`] become the engine's options. Everything else that
//! depends on the kind (player counts, default options, the command line, the fuzz drivers, the
//! bot) goes through these two. Adding a game: its folders, a variant in [`GameKind`] (with its
//! slug) and [`GameOptions`], one arm in `with_game!` and one `impl Registered`.

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
use sagrada::{Sagrada, SagradaOptions};
use sintra::{Sintra, SintraOptions};
use summer_pavilion::{PavilionOptions, SummerPavilion};
use uzory::Uzory;

pub use options::{Hosting, OnTimeout, TurnTimer};

/// Runs code with the engine type of a [`GameKind`]: the one map from kinds to engines.
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
        match $kind {
            $crate::games::GameKind::SummerPavilion => {
                type $g = $crate::games::summer_pavilion::SummerPavilion;
                $body
            }
            $crate::games::GameKind::Sintra => {
                type $g = $crate::games::sintra::Sintra;
                $body
            }
            $crate::games::GameKind::Sagrada => {
                type $g = $crate::games::sagrada::Sagrada;
                $body
            }
            $crate::games::GameKind::Uzory => {
                type $g = $crate::games::uzory::Uzory;
                $body
            }
        }
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

    /// The engine's options for a game opened with [`GameKind::default_options`].
    const DEFAULT_OPTIONS: Self::Options;

    /// The engine's options for the host's; `None` if they belong to another game.
    fn engine_options(options: &GameOptions) -> Option<Self::Options>;

    /// The host's options for the engine's.
    fn game_options(options: &Self::Options) -> GameOptions;
}

impl Registered for SummerPavilion {
    const KIND: GameKind = GameKind::SummerPavilion;
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
}

impl Registered for Sintra {
    const KIND: GameKind = GameKind::Sintra;
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
}

impl Registered for Sagrada {
    const KIND: GameKind = GameKind::Sagrada;
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
}

impl Registered for Uzory {
    const KIND: GameKind = GameKind::Uzory;
    const DEFAULT_OPTIONS: () = ();

    fn engine_options(options: &GameOptions) -> Option<()> {
        matches!(options, GameOptions::Uzory).then_some(())
    }

    fn game_options(_: &()) -> GameOptions {
        GameOptions::Uzory
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    SummerPavilion,
    Sintra,
    Sagrada,
    Uzory,
}

impl GameKind {
    pub const ALL: [GameKind; 4] = [
        GameKind::SummerPavilion,
        GameKind::Sintra,
        GameKind::Sagrada,
        GameKind::Uzory,
    ];

    /// The name used on the command line and in stored records.
    pub fn slug(self) -> &'static str {
        match self {
            GameKind::SummerPavilion => "summer-pavilion",
            GameKind::Sintra => "sintra",
            GameKind::Sagrada => "sagrada",
            GameKind::Uzory => "uzory",
        }
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
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game {0:?}; expected one of summer-pavilion, sintra, sagrada, uzory")]
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
}

impl GameOptions {
    pub fn kind(self) -> GameKind {
        match self {
            GameOptions::SummerPavilion { .. } => GameKind::SummerPavilion,
            GameOptions::Sintra { .. } => GameKind::Sintra,
            GameOptions::Sagrada { .. } => GameKind::Sagrada,
            GameOptions::Uzory => GameKind::Uzory,
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
        assert_eq!(runtime.block_on(all()), [12, 12, 11, 12]);
    }

    #[test]
    fn only_sagrada_has_solo() {
        assert_eq!(GameKind::SummerPavilion.player_counts(), 2..=4);
        assert_eq!(GameKind::Sintra.player_counts(), 2..=4);
        assert_eq!(GameKind::Sagrada.player_counts(), 1..=4);
        assert_eq!(GameKind::Uzory.player_counts(), 2..=4);
    }
}
