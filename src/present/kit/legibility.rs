//! How small a picture's text looks on a phone (issues 37 and 50). A phone shows a picture in
//! the chat about [`PHONE_WIDTH`] px wide (some embeds [`NARROW_PHONE`]), so something `size` px
//! tall on a picture `width` px wide is `size * PHONE_WIDTH / width` px tall there. What the eye
//! reads is a text's capitals and digits, not the font's whole box: [`cap_height`] measures them.
//! Every canvas keeps the smallest capital it drew, the smallest fact (text a player decides
//! by), the smallest fact-carrying symbol and the weakest contrast of its text; while [`measure`]
//! runs, each picture encoded on this thread reports them, so a test can check whole games'
//! pictures without the drawing code returning anything more.

use std::cell::RefCell;
use std::sync::OnceLock;

use ab_glyph::{Font, PxScale};

use super::colour::Rgba;
use super::fonts::{self, Weight};

/// How wide a phone shows a picture in the chat.
pub const PHONE_WIDTH: f32 = 400.0;

/// How wide a narrow phone's embed may show it: the figures are reported there too.
pub const NARROW_PHONE: f32 = 300.0;

/// The least a capital or digit of any text may measure at [`PHONE_WIDTH`] (about the height of
/// Discord's own timestamps' capitals).
pub const LEGIBLE_CAPITAL: f32 = 8.0;

/// The least a capital or digit of a fact a player decides by (scores, counts, costs, dice
/// values, names, the round) may measure at [`PHONE_WIDTH`].
pub const LEGIBLE_FACT: f32 = 10.0;

/// The least a symbol that carries a fact (a colour's symbol, a pip) may measure at
/// [`PHONE_WIDTH`].
pub const LEGIBLE_SYMBOL: f32 = 8.0;

/// The least contrast (WCAG's ratio) between any text and what it is drawn on.
pub const LEAST_CONTRAST: f32 = 4.5;

/// The tallest a table message's pictures may be together, each shown [`PHONE_WIDTH`] wide: one
/// phone screen.
pub const ONE_SCREEN: f32 = 900.0;

/// The font size (the whole box, as drawing takes it) whose capitals measure `capital` px.
pub fn size_for_capital(capital: f32) -> f32 {
    capital / cap_ratio()
}

/// How tall a text's capitals and digits are, in px, at font `size` (the box).
pub fn cap_height(size: f32) -> f32 {
    size * cap_ratio()
}

/// The capitals' height over the font box, read off the embedded font's "H" (DejaVu Sans:
/// about 0.63); the same for both weights.
fn cap_ratio() -> f32 {
    static RATIO: OnceLock<f32> = OnceLock::new();
    *RATIO.get_or_init(|| {
        let font = fonts::font(Weight::Regular);
        let scale = PxScale::from(1000.0);
        let glyph = font.glyph_id('H').with_scale(scale);
        font.outline_glyph(glyph)
            .map(|g| g.px_bounds().height() / 1000.0)
            .unwrap_or(0.63)
    })
}

/// WCAG's contrast ratio between two opaque colours (1 to 21).
pub fn contrast(a: Rgba, b: Rgba) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    let (hi, lo) = if la > lb { (la, lb) } else { (lb, la) };
    (hi + 0.05) / (lo + 0.05)
}

/// WCAG's relative luminance of an sRGB colour.
fn luminance(c: Rgba) -> f32 {
    let channel = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.040_45 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
}

/// The smallest of one kind of thing a picture drew, with what it was.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Least {
    /// Its measure in the picture's pixels (a height, or a contrast ratio).
    pub value: Option<f32>,
    /// The text it was (empty for a symbol).
    pub sample: String,
}

impl Least {
    /// Keeps `value` if it is the least so far.
    pub fn note(&mut self, value: f32, sample: &str) {
        if value > 0.0 && self.value.is_none_or(|v| value < v) {
            self.value = Some(value);
            self.sample = sample.to_string();
        }
    }
}

/// One encoded picture's smallest things.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Smallest {
    /// The picture's size in pixels.
    pub width: u32,
    pub height: u32,
    /// The shortest capitals of any text.
    pub capital: Least,
    /// The shortest capitals of a fact (text not drawn as a caption).
    pub fact: Least,
    /// The smallest fact-carrying symbol.
    pub symbol: Least,
    /// The weakest contrast of any text against what it was drawn on.
    pub contrast: Least,
}

impl Smallest {
    /// Takes the least of each kind `other` drew (a layer copied into this picture).
    pub(super) fn take_least(&mut self, other: &Smallest) {
        let pairs = [
            (&mut self.capital, &other.capital),
            (&mut self.fact, &other.fact),
            (&mut self.symbol, &other.symbol),
            (&mut self.contrast, &other.contrast),
        ];
        for (mine, theirs) in pairs {
            if let Some(value) = theirs.value {
                mine.note(value, &theirs.sample);
            }
        }
    }

    /// The shortest capitals as a phone `width` px wide shows them.
    pub fn capital_at(&self, width: f32) -> Option<f32> {
        self.capital.value.map(|t| self.shown(t, width))
    }

    /// The shortest capitals of a fact, shown `width` px wide.
    pub fn fact_at(&self, width: f32) -> Option<f32> {
        self.fact.value.map(|t| self.shown(t, width))
    }

    /// The smallest symbol, shown `width` px wide.
    pub fn symbol_at(&self, width: f32) -> Option<f32> {
        self.symbol.value.map(|t| self.shown(t, width))
    }

    /// This picture's height shown `width` px wide.
    pub fn height_at(&self, width: f32) -> f32 {
        self.shown(self.height as f32, width)
    }

    fn shown(&self, size: f32, width: f32) -> f32 {
        size * width / self.width.max(1) as f32
    }
}

/// `size` px on a picture `width` px wide, shown [`PHONE_WIDTH`] wide.
pub fn at_phone_width(size: f32, width: u32) -> f32 {
    size * PHONE_WIDTH / width.max(1) as f32
}

thread_local! {
    /// The pictures encoded on this thread while [`measure`] runs; none outside it.
    static SEEN: RefCell<Option<Vec<Smallest>>> = const { RefCell::new(None) };
}

/// Runs `draw` and returns what it returned with the smallest things of every picture it
/// encoded, in order.
pub fn measure<T>(draw: impl FnOnce() -> T) -> (T, Vec<Smallest>) {
    let outer = SEEN.with(|s| s.borrow_mut().replace(Vec::new()));
    let value = draw();
    let seen = SEEN.with(|s| std::mem::replace(&mut *s.borrow_mut(), outer));
    (value, seen.unwrap_or_default())
}

/// Whether a [`measure`] runs on this thread (the canvas measures contrast only then).
pub(super) fn measuring() -> bool {
    SEEN.with(|s| s.borrow().is_some())
}

/// Called by `Canvas::to_png`: reports a picture to a [`measure`] running on this thread.
pub(super) fn report(smallest: Smallest) {
    SEEN.with(|s| {
        if let Some(seen) = s.borrow_mut().as_mut() {
            seen.push(smallest);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capitals_are_about_five_eighths_of_the_font_box() {
        let ratio = cap_height(100.0) / 100.0;
        assert!((0.6..0.66).contains(&ratio), "{ratio}");
        assert!((size_for_capital(8.0) - 8.0 / ratio).abs() < 1e-3);
    }

    #[test]
    fn contrast_follows_wcag() {
        let black = Rgba::rgb(0, 0, 0);
        let white = Rgba::rgb(255, 255, 255);
        assert!((contrast(black, white) - 21.0).abs() < 0.01);
        assert!((contrast(white, white) - 1.0).abs() < 0.01);
        // #767676 on white is the classic 4.5:1 grey.
        let grey = Rgba::rgb(0x76, 0x76, 0x76);
        assert!((contrast(grey, white) - 4.54).abs() < 0.02);
    }
}
