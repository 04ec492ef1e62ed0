//! Pictures are not drawn twice (issue 22): the sets of pictures drawn lately are kept, each
//! under a hash of everything it is drawn from, so a second "My board", a stale click's fresh
//! copy or a redraw of an unchanged table reuses them instead of drawing and encoding again.

use std::collections::VecDeque;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{LazyLock, Mutex, PoisonError};

use crate::present::kit::RenderError;
use crate::present::Image;

/// How many sets of pictures are kept: a few per game being played at once is plenty, since a
/// set is only asked for again while its game stands still.
const KEPT: usize = 64;

/// Sets of pictures, newest first, each with its key.
type Kept = VecDeque<(u64, Vec<Image>)>;

static DRAWN: LazyLock<Mutex<Kept>> = LazyLock::new(|| Mutex::new(VecDeque::with_capacity(KEPT)));

/// A hash of what a set of pictures is drawn from: the view drawn (as its JSON,
/// [`GameTable::view_json`](crate::table::GameTable::view_json)) and the rest (`extra`: which
/// pictures, for whom, names, language). `None` if the view could not be written, and then
/// nothing is kept.
pub(super) fn key(view_json: Option<Vec<u8>>, extra: impl Hash) -> Option<u64> {
    let json = view_json?;
    let mut hasher = DefaultHasher::new();
    json.hash(&mut hasher);
    extra.hash(&mut hasher);
    Some(hasher.finish())
}

/// The pictures drawn from `key`: the kept copy when they were drawn lately, else `draw`'s
/// (then kept).
pub(super) fn drawn(
    key: Option<u64>,
    draw: impl FnOnce() -> Result<Vec<Image>, RenderError>,
) -> Result<Vec<Image>, RenderError> {
    let Some(key) = key else {
        return draw();
    };
    let lock = || DRAWN.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, images)) = lock().iter().find(|(k, _)| *k == key) {
        return Ok(images.clone());
    }
    let images = draw()?;
    let mut kept = lock();
    if kept.len() >= KEPT {
        kept.pop_back();
    }
    kept.push_front((key, images.clone()));
    Ok(images)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json(view: &impl serde::Serialize) -> Option<Vec<u8>> {
        serde_json::to_vec(view).ok()
    }

    fn picture(byte: u8) -> Vec<Image> {
        vec![Image {
            name: "table.png",
            png: vec![byte],
            alt: None,
        }]
    }

    #[test]
    fn the_same_pictures_are_drawn_once() {
        let key = key(json(&("a view", 1)), ("public", 7u64));
        let mut draws = 0;
        for _ in 0..3 {
            let images = drawn(key, || {
                draws += 1;
                Ok(picture(1))
            });
            assert_eq!(images, Ok(picture(1)));
        }
        assert_eq!(draws, 1);
        let other = super::key(json(&("another view", 1)), ("public", 7u64));
        assert_ne!(key, other);
        assert_eq!(drawn(other, || Ok(picture(2))), Ok(picture(2)));
    }

    #[test]
    fn failures_are_not_kept() {
        let key = key(json(&"failing"), 0u8);
        assert!(drawn(key, || Err(RenderError::Size(0, 0))).is_err());
        assert_eq!(drawn(key, || Ok(picture(3))), Ok(picture(3)));
    }
}
