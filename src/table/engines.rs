//! The one map from a game's kind to its engine type above the registry, for code that must
//! run generic over the engine ([`Hosted`]): the table's dispatch ([`super::object::kind`]) and
//! the command line's simulations and tournaments. It walks the registry's
//! [`Engines`](crate::games::Engines), which lists every game's engine in [`GameKind`]'s order
//! (checked when the crate builds), so every kind finds its engine.

use crate::games::{EngineList, Engines, GameKind, Registered};
use crate::table::session::Hosted;

/// Generic work on one engine, run for a game's kind by [`on_engine`].
pub trait EngineWork {
    type Output;

    fn run<G: Hosted>(self) -> Self::Output;
}

/// Runs `work` with the engine of `kind`.
pub fn on_engine<W: EngineWork>(kind: GameKind, work: W) -> W::Output {
    <Engines as HostedEngines>::run(kind, work)
}

/// [`Engines`] walked for [`on_engine`]: every engine in it is [`Hosted`] (or the crate does not
/// build).
trait HostedEngines: EngineList {
    fn run<W: EngineWork>(kind: GameKind, work: W) -> W::Output;
}

impl<G: Hosted + Registered> HostedEngines for (G, ()) {
    /// The last engine: every other kind was matched before it.
    fn run<W: EngineWork>(_: GameKind, work: W) -> W::Output {
        work.run::<G>()
    }
}

impl<G: Hosted + Registered, Next, Rest> HostedEngines for (G, (Next, Rest))
where
    (Next, Rest): HostedEngines,
{
    fn run<W: EngineWork>(kind: GameKind, work: W) -> W::Output {
        if G::KIND == kind {
            work.run::<G>()
        } else {
            <(Next, Rest)>::run(kind, work)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kind of the engine found, with its default options as the host's.
    struct KindOf;

    impl EngineWork for KindOf {
        type Output = (GameKind, crate::games::GameOptions, bool);
        fn run<G: Hosted>(self) -> Self::Output {
            let defaults = G::game_options(&G::DEFAULT_OPTIONS);
            let round_trip = G::engine_options(&defaults).map(|o| G::game_options(&o));
            (G::KIND, defaults, round_trip == Some(defaults))
        }
    }

    #[test]
    fn every_kind_finds_its_own_engine() {
        for kind in GameKind::ALL {
            let (found, defaults, round_trip) = on_engine(kind, KindOf);
            assert_eq!(found, kind);
            assert_eq!(defaults, kind.default_options());
            assert!(
                round_trip,
                "{kind}: the engine's options come back as they were"
            );
        }
    }
}
