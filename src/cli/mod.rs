//! The command-line tools besides the bot: `vitrail simulate`, `vitrail tournament`,
//! `vitrail backup` and `vitrail restore`. The command line itself is read by clap in
//! `args.rs`, with each game's options from the registry
//! ([`Registered::OPTIONS`](crate::games::Registered::OPTIONS)).

pub mod args;
pub mod backup;
pub mod simulate;
pub mod tournament;

use crate::games::{GameOptions, Registered};
use crate::table::Hosted;

/// Work done on an engine itself (simulations and tournaments play engines directly, with
/// their own players), run for a game's kind by [`on_engine`].
pub(crate) trait EngineWork {
    type Output;

    /// The work, on engine `G` with its `options`.
    fn run<G: Hosted>(self, options: G::Options) -> Self::Output;
}

/// Runs `work` on the engine of the game `options` are for, with the engine's options: the
/// command line's one dispatch on a game's kind. A usage error if the options cannot be the
/// engine's (which parsing never produces).
pub(crate) fn on_engine<W: EngineWork>(
    options: &GameOptions,
    work: W,
) -> Result<W::Output, String> {
    crate::with_game!(options.kind(), |G| match G::engine_options(options) {
        Some(engine) => Ok(work.run::<G>(engine)),
        None => Err(format!("the options do not belong to {}", options.kind())),
    })
}
