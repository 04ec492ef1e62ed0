//! The command-line tools besides the bot: `vitrail simulate` and `vitrail tournament`. Both
//! take a game, then `--flag value` pairs; the game, its options (each game's
//! [`Registered::OPTIONS`](crate::games::Registered::OPTIONS) as `--name value`) and numbers
//! are read here, the same way for both. `vitrail backup` and `vitrail restore` (`backup.rs`)
//! take a folder instead.

pub mod backup;
pub mod simulate;
pub mod tournament;

use std::slice;
use std::str::FromStr;

use crate::games::{offered_options, GameKind, GameOptions, Registered, UnknownGame};

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

    /// Applies a game option flag (`--side`, …: see [`is_game_option`]) given its value.
    pub fn game_option(&mut self, flag: &str, text: &str) -> Result<(), String> {
        let name = flag.trim_start_matches("--");
        self.options = self
            .game
            .with_option(self.options, name, &text.to_lowercase())
            .map_err(|e| e.to_string())?;
        Ok(())
    }
}

/// Whether `flag` is `--name` of some game's option.
pub(crate) fn is_game_option(flag: &str) -> bool {
    flag.strip_prefix("--")
        .is_some_and(|name| GameKind::any_option(name).is_some())
}

/// The usage of the game argument and of every game's options, from the registry:
/// `<summer-pavilion|…> … [--side coloured|beige|a|b] … [--difficulty 1-5]`.
pub(crate) fn game_usage() -> (String, String) {
    let slugs: Vec<&str> = GameKind::ALL.iter().map(|k| k.slug()).collect();
    let options: Vec<String> = offered_options(&GameKind::ALL)
        .into_iter()
        .map(|o| match o.choices {
            Some(words) => format!("[--{} {}]", o.name, words.join("|")),
            None => format!("[--{} {}-{}]", o.name, o.range.0, o.range.1),
        })
        .collect();
    (format!("<{}>", slugs.join("|")), options.join(" "))
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

/// The engine's options for the options parsed; a usage error if they belong to another game
/// (which parsing never produces).
pub(crate) fn engine_options<G: Registered>(options: &GameOptions) -> Result<G::Options, String> {
    G::engine_options(options)
        .ok_or_else(|| format!("the options do not belong to {}", options.kind()))
}
