//! Glyphs rasterised lately, by exactly where they were drawn (issue 52): most of a table's
//! words and numbers (captions, names, the numbers on buttons and cells) stand where they stood
//! at the last move, so their outlines need not be scaled and rasterised again. A glyph's
//! coverage is a function of its font, glyph, scale and exact position, so a kept one blends
//! into the canvas byte for byte as a fresh one does.
//!
//! Bounded however many games run: at most [`BYTES`] of coverage, the oldest forgotten first.

use std::sync::{Arc, LazyLock};

use ab_glyph::{Font, Glyph};

use super::encoded::caching;
use super::fonts::{self, Weight};
use super::kept::{Kept, Weighed};

/// At most this many bytes of coverage are kept: a few thousand glyphs, about a hundred tables'
/// worth of words.
const BYTES: usize = 8 << 20;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    bold: bool,
    glyph: u16,
    /// The scale's and the position's bits, x then y.
    scale: (u32, u32),
    at: (u32, u32),
}

/// A glyph's coverage of the pixels of its box, row after row, as the rasteriser gives it.
#[derive(Debug)]
pub(super) struct Coverage {
    pub left: i32,
    pub top: i32,
    pub width: u32,
    pub cells: Vec<f32>,
}

impl Coverage {
    /// Each pixel (canvas coordinates) with its coverage, row after row.
    pub fn each(&self) -> impl Iterator<Item = (i32, i32, f32)> + '_ {
        let width = self.width.max(1) as usize;
        self.cells.iter().enumerate().map(move |(i, &c)| {
            (
                self.left + (i % width) as i32,
                self.top + (i / width) as i32,
                c,
            )
        })
    }
}

impl Weighed for Coverage {
    fn bytes(&self) -> usize {
        self.cells.len() * std::mem::size_of::<f32>()
    }
}

/// The coverage kept, by glyph and place.
static KEPT: LazyLock<Kept<Key, Arc<Coverage>>> = LazyLock::new(|| Kept::new(usize::MAX, BYTES));

/// Rasterises `glyph` in `weight` afresh. `None` for a glyph with no outline (a space).
fn rasterise(weight: Weight, glyph: Glyph) -> Option<Coverage> {
    let outlined = fonts::font(weight).outline_glyph(glyph)?;
    let bounds = outlined.px_bounds();
    let width = bounds.width() as u32;
    let mut cells = Vec::with_capacity((bounds.width() * bounds.height()) as usize);
    outlined.draw(|_, _, coverage| cells.push(coverage));
    Some(Coverage {
        left: bounds.min.x as i32,
        top: bounds.min.y as i32,
        width,
        cells,
    })
}

/// `glyph`'s coverage in `weight`: the one kept, else rasterised and kept.
pub(super) fn coverage(weight: Weight, glyph: Glyph) -> Option<Arc<Coverage>> {
    if !caching() {
        return rasterise(weight, glyph).map(Arc::new);
    }
    let key = Key {
        bold: weight == Weight::Bold,
        glyph: glyph.id.0,
        scale: (glyph.scale.x.to_bits(), glyph.scale.y.to_bits()),
        at: (glyph.position.x.to_bits(), glyph.position.y.to_bits()),
    };
    let rasterised = || rasterise(weight, glyph).map(Arc::new).ok_or(());
    KEPT.get_or_make(key, rasterised).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ab_glyph::{point, PxScale};

    fn glyph(c: char, x: f32) -> Glyph {
        fonts::font(Weight::Bold)
            .glyph_id(c)
            .with_scale_and_position(PxScale::from(28.0), point(x, 40.0))
    }

    #[test]
    fn a_kept_glyph_is_a_fresh_one() {
        for x in [10.0, 10.25, 311.7] {
            let kept = coverage(Weight::Bold, glyph('R', x)).expect("an outline");
            let again = coverage(Weight::Bold, glyph('R', x)).expect("an outline");
            assert!(Arc::ptr_eq(&kept, &again), "the second is the kept one");
            let fresh = rasterise(Weight::Bold, glyph('R', x)).expect("an outline");
            assert_eq!(
                (kept.left, kept.top, kept.width),
                (fresh.left, fresh.top, fresh.width)
            );
            assert_eq!(kept.cells, fresh.cells);
        }
        assert!(coverage(Weight::Bold, glyph(' ', 0.0)).is_none());
    }
}
