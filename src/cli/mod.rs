//! The command-line tools besides the bot: `vitrail simulate`, `vitrail tournament`,
//! `vitrail backup` and `vitrail restore`. The command line itself is read by clap in
//! `args.rs`, with each game's options from the registry
//! ([`Registered::OPTIONS`](crate::games::Registered::OPTIONS)).

pub mod args;
pub mod backup;
pub mod simulate;
pub mod tournament;

use crate::games::{GameOptions, Registered};

/// The engine's options for the options parsed; a usage error if they belong to another game
/// (which parsing never produces).
pub(crate) fn engine_options<G: Registered>(options: &GameOptions) -> Result<G::Options, String> {
    G::engine_options(options)
        .ok_or_else(|| format!("the options do not belong to {}", options.kind()))
}
