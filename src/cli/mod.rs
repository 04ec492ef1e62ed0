//! The command-line tools besides the bot: `vitrail simulate`, `vitrail tournament`,
//! `vitrail backup` and `vitrail restore`. The command line itself is read by clap in
//! `args.rs`, with each game's options from the registry
//! ([`Registered::OPTIONS`](crate::games::Registered::OPTIONS)).

pub mod args;
pub mod backup;
pub mod simulate;
pub mod tournament;

use crate::games::GameOptions;
use crate::table::engines::{self, EngineWork as TableWork};
use crate::table::Hosted;

/// Work done on an engine itself (simulations and tournaments play engines directly, with
/// their own players), run for a game's kind by [`on_engine`].
pub(crate) trait EngineWork {
    type Output;

    /// The work, on engine `G` with its `options`.
    fn run<G: Hosted>(self, options: G::Options) -> Self::Output;
}

/// Runs `work` on the engine of the game `options` are for, with the engine's options (found
/// through [`engines::on_engine`], the one map from a kind to its engine). A usage error if the
/// options cannot be the engine's (which parsing never produces).
pub(crate) fn on_engine<W: EngineWork>(
    options: &GameOptions,
    work: W,
) -> Result<W::Output, String> {
    engines::on_engine(options.kind(), WithOptions { options, work })
}

/// [`EngineWork`] with the host's options, which the engine turns into its own.
struct WithOptions<'a, W> {
    options: &'a GameOptions,
    work: W,
}

impl<W: EngineWork> TableWork for WithOptions<'_, W> {
    type Output = Result<W::Output, String>;

    fn run<G: Hosted>(self) -> Self::Output {
        match G::engine_options(self.options) {
            Some(engine) => Ok(self.work.run::<G>(engine)),
            None => Err(format!(
                "the options do not belong to {}",
                self.options.kind()
            )),
        }
    }
}
