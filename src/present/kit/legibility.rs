//! How small a picture's text is on a phone (issue 37): a phone shows a picture in the chat
//! about [`PHONE_WIDTH`] px wide, so a run of text `size` px tall on a picture `width` px wide is
//! `size * PHONE_WIDTH / width` px tall there. Every canvas keeps the smallest text it drew
//! (`Canvas::smallest_text`); while [`measure`] runs, each picture encoded on this thread reports
//! it, so a test can check whole games' pictures without the drawing code returning anything more.

use std::cell::RefCell;

/// How wide a phone shows a picture in the chat.
pub const PHONE_WIDTH: f32 = 400.0;

/// The least a word, number or symbol may measure at [`PHONE_WIDTH`].
pub const LEGIBLE: f32 = 10.0;

/// One encoded picture's smallest text.
#[derive(Debug, Clone, PartialEq)]
pub struct Smallest {
    /// The picture's size in pixels.
    pub width: u32,
    pub height: u32,
    /// The smallest text drawn, in the picture's pixels (none: the picture has no text).
    pub text: Option<f32>,
    /// That text.
    pub sample: String,
    /// The smallest colour symbol drawn, in the picture's pixels.
    pub symbol: Option<f32>,
}

impl Smallest {
    /// The smallest text as a phone shows it, in screen pixels.
    pub fn on_phone(&self) -> Option<f32> {
        self.text.map(|t| at_phone_width(t, self.width))
    }

    /// The smallest colour symbol as a phone shows it, in screen pixels.
    pub fn symbol_on_phone(&self) -> Option<f32> {
        self.symbol.map(|t| at_phone_width(t, self.width))
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

/// Runs `draw` and returns what it returned with the smallest text of every picture it encoded,
/// in order.
pub fn measure<T>(draw: impl FnOnce() -> T) -> (T, Vec<Smallest>) {
    let outer = SEEN.with(|s| s.borrow_mut().replace(Vec::new()));
    let value = draw();
    let seen = SEEN.with(|s| std::mem::replace(&mut *s.borrow_mut(), outer));
    (value, seen.unwrap_or_default())
}

/// Called by `Canvas::to_png`: reports a picture to a [`measure`] running on this thread.
pub(super) fn report(smallest: Smallest) {
    SEEN.with(|s| {
        if let Some(seen) = s.borrow_mut().as_mut() {
            seen.push(smallest);
        }
    });
}
