//! What the fuzz drivers (`crate::fuzz`) need of an engine: its options from a byte and its
//! invariants. Each game implements it beside its engine (`games/<game>/fuzzing.rs`).

use super::Game;

/// What the engine driver needs to know of one game.
pub trait Fuzzed: Game {
    /// How many seats the positions that clicked paths are tried on have.
    const PATH_PLAYERS: usize = 3;

    /// The engine's options, from one byte.
    fn fuzz_options(byte: u8) -> Self::Options;

    /// The game's own invariants (every piece is somewhere, scores agree, ...): panics when
    /// one is broken.
    fn check(&self);
}

/// `set` when bit `bit` of a fuzz driver's `byte` is set, else `clear`: one option drawn from
/// one bit.
pub fn by_bit<T>(byte: u8, bit: u32, clear: T, set: T) -> T {
    if byte & (1 << bit) == 0 {
        clear
    } else {
        set
    }
}
