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
use std::hash::{BuildHasher, Hash, Hasher, RandomState};
use std::sync::{Arc, LazyLock};

use tiny_skia::PremultipliedColorU8;

use super::canvas::{Area, Canvas};
use super::colour::Rgba;
use super::encoded::caching;
use super::kept::{Kept, Weighed};
use super::legibility::{self, Smallest};

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

impl Pixels {
    /// The whole pixels `area` touches, within a picture `width` × `height`; `None` when none.
    pub fn covering(area: Area, width: u32, height: u32) -> Option<Pixels> {
        let clamp = |v: f32, most: u32| v.clamp(0.0, most as f32) as u32;
        let (left, top) = (clamp(area.x.floor(), width), clamp(area.y.floor(), height));
        let right = clamp((area.x + area.w).ceil(), width);
        let bottom = clamp((area.y + area.h).ceil(), height);
        (right > left && bottom > top).then_some(Pixels {
            left,
            top,
            width: right - left,
            height: bottom - top,
        })
    }
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

/// What names a layer: what it shows (the caller's `content`), where and how big it stands,
/// its ground, the picture's size and palette, and whether contrast is being measured (the
/// layer keeps what it measured). Hashed with a key drawn at start-up, so nobody can make two
/// layers meet.
pub(super) fn key(
    keys: &RandomState,
    content: &impl Hash,
    area: Area,
    ground: Rgba,
    canvas: &Canvas,
) -> u64 {
    let mut hasher = keys.build_hasher();
    content.hash(&mut hasher);
    [area.x, area.y, area.w, area.h]
        .map(f32::to_bits)
        .hash(&mut hasher);
    ground.hash(&mut hasher);
    (canvas.width(), canvas.height(), canvas.palette()).hash(&mut hasher);
    legibility::measuring().hash(&mut hasher);
    hasher.finish()
}

/// The layer of `content` at `area` on `canvas`: the one kept, else drawn by `draw` and kept.
pub(super) fn layer(
    canvas: &Canvas,
    content: &impl Hash,
    area: Area,
    ground: Rgba,
    draw: impl FnOnce(&mut Canvas),
) -> Option<Arc<Layer>> {
    let at = Pixels::covering(area, canvas.width(), canvas.height())?;
    let fresh = || Arc::new(canvas.drawn_apart(at, ground, draw));
    if !caching() {
        return Some(fresh());
    }
    let (keys, kept) = &*KEPT;
    let key = key(keys, content, area, ground, canvas);
    let Ok(layer) = kept.get_or_make(key, || Ok::<_, Infallible>(fresh()));
    Some(layer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::kit::{theme, uncached};

    fn board(canvas: &mut Canvas, at: Area) {
        canvas.rounded_rect(at.inset(3.5), 6.0, theme::HIGHLIGHT);
        canvas.circle(at.x + 20.3, at.y + 17.9, 9.2, theme::LEAD);
        canvas.text_centered(
            "Ж7",
            at.center(),
            crate::present::kit::TextStyle::new(
                18.0,
                crate::present::kit::Weight::Bold,
                theme::TEXT,
            ),
        );
    }

    /// A picture with a panel, a layer on it and a mark over the layer.
    fn picture(layered: bool) -> Vec<u8> {
        let mut canvas = Canvas::new(160, 90, theme::BACKGROUND).unwrap();
        let panel = Area::new(10.0, 10.0, 140.0, 70.0);
        canvas.fill_rect(panel, theme::PANEL);
        let at = Area::new(20.4, 15.7, 60.2, 50.5);
        if layered {
            canvas.layer(&"board", at, theme::PANEL, |c| board(c, at));
        } else {
            board(&mut canvas, at);
        }
        canvas.line((30.0, 30.0), (70.0, 50.0), 2.5, theme::TEXT);
        canvas.to_png().unwrap()
    }

    #[test]
    fn a_layer_is_the_same_pixels_as_drawing_in_place() {
        let in_place = picture(false);
        assert_eq!(picture(true), in_place, "drawn and kept");
        assert_eq!(picture(true), in_place, "copied from the kept one");
        assert_eq!(
            uncached(|| picture(true)),
            in_place,
            "drawn apart, nothing kept"
        );
    }

    #[test]
    fn a_layer_covers_whole_pixels_inside_the_picture() {
        let at = Pixels::covering(Area::new(-3.0, 4.5, 10.0, 2.0), 5, 100).unwrap();
        assert_eq!((at.left, at.top, at.width, at.height), (0, 4, 5, 3));
        assert!(Pixels::covering(Area::new(10.0, 0.0, 5.0, 5.0), 5, 5).is_none());
    }
}
