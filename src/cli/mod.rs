//! The command-line tools besides the bot: `vitrail simulate` and `vitrail tournament`. Both
//! take a game, then `--flag value` pairs; the game, its options (`--side`, `--wilds`,
//! `--difficulty`) and numbers are read here, the same way for both. `vitrail backup` and
//! `vitrail restore` (`backup.rs`) take a folder instead.

pub mod backup;
pub mod simulate;
pub mod tournament;

use std::slice;
use std::str::FromStr;

use crate::games::{
    GameKind, GameOptions, PavilionSide, Registered, SintraSide, UnknownGame, WildOrder,
};

/// A command's arguments being read: the game first, then flags. Errors are the message of a
/// usage error; each command adds its own usage line.
pub(crate) struct Flags<'a> {
    pub game: GameKind,
    /// The game's options, changed by [`Flags::game_option`].
    pub options: GameOptions,
    rest: slice::Iter<'a, String>,
}

impl<'a> Flags<'a> {
    /// Reads the game; its options start as the defaults.
    pub fn new(args: &'a [String]) -> Result<Flags<'a>, String> {
        let mut rest = args.iter();
        let game: GameKind = rest
            .next()
            .ok_or_else(|| "missing the game".to_string())?
            .parse()
            .map_err(|e: UnknownGame| e.to_string())?;
        Ok(Flags {
            game,
            options: game.default_options(),
            rest,
        })
    }

    /// The next flag, if any.
    pub fn next_flag(&mut self) -> Option<&'a str> {
        self.rest.next().map(String::as_str)
    }

    /// The value after `flag`.
    pub fn value(&mut self, flag: &str) -> Result<&'a str, String> {
        self.rest
            .next()
            .map(String::as_str)
            .ok_or_else(|| format!("{flag} needs a value"))
    }

    /// Applies a game option flag (`--side`, `--wilds`, `--difficulty`) given its value.
    pub fn game_option(&mut self, flag: &str, text: &str) -> Result<(), String> {
        self.options = with_option(self.options, flag, text)
            .ok_or_else(|| format!("{flag} {text:?} does not apply to {}", self.game))?;
        Ok(())
    }
}

/// Whether `flag` is one of the game option flags [`Flags::game_option`] reads.
pub(crate) fn is_game_option(flag: &str) -> bool {
    matches!(flag, "--side" | "--wilds" | "--difficulty")
}

/// A flag's value as a number.
pub(crate) fn number<T: FromStr>(flag: &str, text: &str) -> Result<T, String> {
    text.parse::<T>()
        .map_err(|_| format!("{flag} {text:?} is not a number"))
}

/// The error for a flag the command does not know.
pub(crate) fn unknown(flag: &str) -> String {
    format!("unknown option {flag:?}")
}

/// Applies one game option flag; `None` when it does not fit the game or the value is unknown.
fn with_option(options: GameOptions, flag: &str, value: &str) -> Option<GameOptions> {
    match (options, flag, value) {
        (GameOptions::SummerPavilion { wilds, .. }, "--side", "coloured" | "beige") => {
            let side = if value == "beige" {
                PavilionSide::Beige
            } else {
                PavilionSide::Coloured
            };
            Some(GameOptions::SummerPavilion { side, wilds })
        }
        (GameOptions::SummerPavilion { side, .. }, "--wilds", "normal" | "alternative") => {
            let wilds = if value == "alternative" {
                WildOrder::Alternative
            } else {
                WildOrder::Normal
            };
            Some(GameOptions::SummerPavilion { side, wilds })
        }
        (GameOptions::Sintra { edition, .. }, "--side", "a" | "A") => Some(GameOptions::Sintra {
            side: SintraSide::A,
            edition,
        }),
        (GameOptions::Sintra { edition, .. }, "--side", "b" | "B") => Some(GameOptions::Sintra {
            side: SintraSide::B,
            edition,
        }),
        (GameOptions::Sagrada { .. }, "--difficulty", _) => {
            let solo_difficulty = value.parse::<u8>().ok().filter(|d| (1..=5).contains(d))?;
            Some(GameOptions::Sagrada { solo_difficulty })
        }
        _ => None,
    }
}

/// The engine's options for the options parsed; a usage error if they belong to another game
/// (which parsing never produces).
pub(crate) fn engine_options<G: Registered>(options: &GameOptions) -> Result<G::Options, String> {
    G::engine_options(options)
        .ok_or_else(|| format!("the options do not belong to {}", options.kind()))
}
