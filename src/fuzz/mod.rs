//! Drivers that turn arbitrary bytes into inputs for the parts of the bot that take outside or
//! stored data, and check what must hold whatever the bytes. The cargo-fuzz targets in `fuzz/`
//! call them with the fuzzer's bytes; the property tests beside them call them with random
//! bytes, so `cargo test` checks the same properties without cargo-fuzz.
//!
//! Test support, not part of the bot: compiled for the library's own tests and with the
//! `fuzzing` feature (which the `fuzz/` crate turns on).
//!
//! - [`component`] (`component.rs`): a component's `custom_id`, its game payload and the menu
//!   path it names;
//! - [`store_record`] (`store.rs`): the bytes of a stored record;
//! - [`engine`] (`engine/`, and [`any_engine`] for any registered game): a seeded game played by a sequence of legal moves, menu clicks and
//!   illegal or stale actions from any seat, with every invariant checked after each step;
//!   [`Fuzzed`] is what it needs to know of each game (`games/<game>/fuzzing.rs`);
//! - `input.rs`: the bytes, read as the choices the drivers make.
//!
//! Every function panics when a property fails; that is the finding.

mod component;
mod engine;
mod input;
mod store;

pub use component::component;
pub use engine::{any_engine, engine, Fuzzed, Played};
pub use store::store_record;

use crate::games::GameKind;

/// Generic code of the drivers, run with one game's engine type by [`with_engine`].
trait WithEngine {
    type Out;
    fn run<G: Fuzzed>(self) -> Self::Out;
}

/// Runs `work` with the engine of `kind`, found in the registry's [`crate::games::Engines`];
/// `None` for a kind none of them has.
fn with_engine<W: WithEngine>(kind: GameKind, work: W) -> Option<W::Out> {
    <crate::games::Engines as EngineList>::run(kind, work)
}

/// A list of engines, `(G, Rest)` or `()`, every one of which the drivers can play.
trait EngineList {
    fn run<W: WithEngine>(kind: GameKind, work: W) -> Option<W::Out>;
}

impl EngineList for () {
    fn run<W: WithEngine>(_: GameKind, _: W) -> Option<W::Out> {
        None
    }
}

impl<G: Fuzzed, Rest: EngineList> EngineList for (G, Rest) {
    fn run<W: WithEngine>(kind: GameKind, work: W) -> Option<W::Out> {
        if G::KIND == kind {
            Some(work.run::<G>())
        } else {
            Rest::run(kind, work)
        }
    }
}
