//! Layers drawn once (issue 52): a rectangle of a picture whose pixels depend only on what it
//! shows (a window's printed pattern, a board as its tiles stand, a strip of glass) is drawn
//! once into a picture of its own, kept, and copied into every picture that shows it again.
//!
//! A layer is opaque and self-contained: it paints its own ground and draws at exactly the
//! coordinates the picture would, on a canvas of the picture's size, so copying it is byte for
//! byte drawing it in place. What is drawn over it afterwards (dice, rings, the last move's
//! marks) is drawn on the picture as before. The key is what the layer shows and where it
//! stands on the pixel grid (a glyph's or an edge's coverage depends on its exact position), so
//! a layout may move things freely: a layer in a new place is simply drawn anew.
//!
//! Bounded however many games run: at most [`BYTES`] of layers, the oldest forgotten first.
//! Inside [`uncached`](super::uncached) nothing kept is read or written, and a layer is still
//! drawn apart and copied, so a cached picture is compared with the same way of drawing.

use std::cell::Cell;
use std::convert::Infallible;
use std::hash::{BuildHasher, Hash, RandomState};
use std::sync::{Arc, LazyLock};

use tiny_skia::PremultipliedColorU8;

use super::encoded::caching;
use super::kept::{Kept, Weighed};
use super::legibility::Smallest;

/// At most this many bytes of layers are kept: a few hundred boards and strips, a hundred
/// busy tables' worth.
const BYTES: usize = 32 << 20;

/// A layer's pixels, row after row, and the smallest things drawn in it (for the legibility
/// tests, which read a picture's smallest text whether a layer was drawn or copied).
#[derive(Debug)]
pub(super) struct Layer {
    pub width: u32,
    pub pixels: Vec<PremultipliedColorU8>,
    pub smallest: Smallest,
}

impl Weighed for Layer {
    fn bytes(&self) -> usize {
        self.pixels.len() * std::mem::size_of::<PremultipliedColorU8>()
    }
}

/// Where a layer stands, in whole pixels of the picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Pixels {
    pub left: u32,
    pub top: u32,
    pub width: u32,
    pub height: u32,
}

thread_local! {
    /// Set while [`in_place`] runs on this thread.
    static IN_PLACE: Cell<bool> = const { Cell::new(false) };
}

/// Runs `draw` with every layer drawn straight onto its picture on this thread, as before
/// layers: what a picture with layers must equal, whether a layer was drawn or copied.
#[cfg(test)]
pub fn in_place<T>(draw: impl FnOnce() -> T) -> T {
    super::kept::while_set(&IN_PLACE, draw)
}

/// Whether layers are drawn straight onto their picture on this thread.
pub(super) fn drawn_in_place() -> bool {
    IN_PLACE.with(Cell::get)
}

/// The layers kept, and the key what they show is hashed with.
static KEPT: LazyLock<(RandomState, Kept<u64, Arc<Layer>>)> =
    LazyLock::new(|| (RandomState::new(), Kept::new(usize::MAX, BYTES)));

/// The layer named by `what`: the one kept, else `draw`'s (then kept). `what` must name
/// everything its pixels depend on; it is hashed with a key drawn at start-up, so nobody can
/// make two layers meet.
pub(super) fn kept(what: &impl Hash, draw: impl FnOnce() -> Layer) -> Arc<Layer> {
    if !caching() {
        return Arc::new(draw());
    }
    let (keys, kept) = &*KEPT;
    let Ok(layer) = kept.get_or_make(keys.hash_one(what), || {
        Ok::<_, Infallible>(Arc::new(draw()))
    });
    layer
}
