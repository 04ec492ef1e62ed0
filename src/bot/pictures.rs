//! Pictures are not drawn twice (issue 22): the sets of pictures drawn lately are kept, each
//! under a hash of everything it is drawn from, so a second "My board", a stale click's fresh
//! copy or a redraw of an unchanged table reuses them instead of drawing and encoding again.
//!
//! Nor uploaded twice to one message (issue 52): what each message lately given pictures shows
//! is remembered (each picture's name, a hash and the length of its bytes, and its attachment
//! id once Discord said it), so an edit lists a picture the message shows already by its id
//! instead of uploading it again. Remembered in memory only, and only from what Discord took:
//! after a restart, for a message changed some other way, or once another process sharing the
//! store changed the game (`Data::lock_game`), the pictures are uploaded.

use std::collections::VecDeque;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{LazyLock, Mutex, PoisonError};

use poise::serenity_prelude::{Attachment, Message};

use super::screen::Screen;
use crate::present::kit::RenderError;
use crate::present::Image;
use crate::table::GameId;

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

/// How many messages' pictures are remembered: the live table and a few private panels per
/// game being played at once.
const MESSAGES: usize = 1024;

/// A picture a message shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct OnScreen {
    name: &'static str,
    hash: u64,
    len: usize,
    /// Its attachment id, when Discord answered the post or edit with the message.
    id: Option<u64>,
}

/// What each message shows, newest first, with the game it belongs to.
type Shown = VecDeque<(GameId, u64, Vec<OnScreen>)>;

static SHOWN: LazyLock<Mutex<Shown>> = LazyLock::new(|| Mutex::new(VecDeque::new()));

fn shown_lock() -> std::sync::MutexGuard<'static, Shown> {
    SHOWN.lock().unwrap_or_else(PoisonError::into_inner)
}

fn fingerprint(png: &[u8]) -> u64 {
    let mut hasher = DefaultHasher::new();
    png.hash(&mut hasher);
    hasher.finish()
}

/// The pictures `screen` leaves a message showing, each with its attachment id when Discord's
/// copy of the message (`answered`) says it. `None` for a screen that leaves the message's
/// pictures as they are.
pub(super) fn on_screen(screen: &Screen, answered: Option<&Message>) -> Option<Vec<OnScreen>> {
    if screen.words_only() {
        return None;
    }
    let id = |image: &Image| {
        answered?
            .attachments
            .iter()
            .find(|a| a.filename == image.name && a.size as usize == image.png.len())
            .map(|a| a.id.get())
    };
    Some(
        screen
            .images
            .iter()
            .map(|image| OnScreen {
                name: image.name,
                hash: fingerprint(&image.png),
                len: image.png.len(),
                id: id(image),
            })
            .collect(),
    )
}

/// Remembers that `game`'s `message` shows `pictures` now ([`on_screen`]; `None`: as it did).
pub(super) fn remember(game: GameId, message: u64, pictures: Option<Vec<OnScreen>>) {
    let Some(pictures) = pictures else {
        return;
    };
    let mut shown = shown_lock();
    shown.retain(|(_, m, _)| *m != message);
    if shown.len() >= MESSAGES {
        shown.pop_back();
    }
    shown.push_front((game, message, pictures));
}

/// Forgets what `message` shows: it was changed in a way not remembered.
pub(super) fn forget(message: u64) {
    shown_lock().retain(|(_, m, _)| *m != message);
}

/// Forgets what every message of `game` shows: another process may have changed them.
pub(super) fn forget_game(game: GameId) {
    shown_lock().retain(|(g, _, _)| *g != game);
}

/// Marks each picture of `screen` that `message` shows already, byte for byte, as
/// [`Screen::reused`]. Its attachment id comes from `attachments` (the message as a click on it
/// carries it; the picture must be there under its name and length) or else from what Discord
/// answered the last post or edit with.
pub(super) fn reuse_unchanged(
    screen: &mut Screen,
    message: u64,
    attachments: Option<&[Attachment]>,
) {
    let shown = shown_lock();
    let Some((_, _, pictures)) = shown.iter().find(|(_, m, _)| *m == message) else {
        return;
    };
    screen.reused = screen
        .images
        .iter()
        .filter_map(|image| {
            let hash = fingerprint(&image.png);
            let same = pictures
                .iter()
                .find(|p| p.name == image.name && p.hash == hash && p.len == image.png.len())?;
            let id = match attachments {
                Some(list) => list
                    .iter()
                    .find(|a| a.filename == same.name && a.size as usize == same.len)
                    .map(|a| a.id.get()),
                None => same.id,
            }?;
            Some((id, image.name))
        })
        .collect();
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

    fn screen(pictures: &[(&'static str, u8)]) -> Screen {
        Screen {
            images: pictures
                .iter()
                .map(|&(name, byte)| Image {
                    name,
                    png: vec![byte; 3],
                    alt: None,
                })
                .collect(),
            ..Screen::default()
        }
    }

    /// A message as Discord sends it, with attachments (id, file name, size).
    fn message(id: u64, attachments: &[(u64, &str, u32)]) -> Message {
        let attachments: Vec<_> = attachments
            .iter()
            .map(|(id, name, size)| {
                serde_json::json!({
                    "id": id.to_string(), "filename": name, "size": size,
                    "url": "https://cdn/x", "proxy_url": "https://cdn/x"
                })
            })
            .collect();
        serde_json::from_value(serde_json::json!({
            "id": id.to_string(), "channel_id": "1", "content": "",
            "author": { "id": "2", "username": "bot", "discriminator": "0000", "avatar": null },
            "timestamp": "2026-01-01T00:00:00Z", "edited_timestamp": null, "tts": false,
            "mention_everyone": false, "mentions": [], "mention_roles": [],
            "attachments": attachments, "embeds": [], "pinned": false, "type": 0
        }))
        .expect("a message")
    }

    #[test]
    fn a_picture_the_message_shows_already_is_listed_by_id() {
        let id = 9_001;
        let first = screen(&[("table.png", 1), ("players.png", 2)]);
        let posted = message(id, &[(11, "table.png", 3), (12, "players.png", 3)]);
        remember(GameId(1), id, on_screen(&first, Some(&posted)));
        // An edit by the channel: the ids Discord answered the post with.
        let mut next = screen(&[("table.png", 1), ("players.png", 3)]);
        reuse_unchanged(&mut next, id, None);
        assert_eq!(next.reused, [(11, "table.png")]);
        // A click: the ids the clicked message carries, where name and size agree.
        let mut next = screen(&[("table.png", 1), ("players.png", 2)]);
        let clicked = message(id, &[(21, "table.png", 3), (22, "players.png", 4)]);
        reuse_unchanged(&mut next, id, Some(&clicked.attachments));
        assert_eq!(next.reused, [(21, "table.png")]);
        // A message changed some other way shows nothing known.
        forget(id);
        let mut next = screen(&[("table.png", 1)]);
        reuse_unchanged(&mut next, id, None);
        assert!(next.reused.is_empty());
        // Nor does any message of a game another process changed.
        remember(GameId(1), id, on_screen(&first, Some(&posted)));
        remember(GameId(2), id + 1, on_screen(&first, Some(&posted)));
        forget_game(GameId(1));
        let mut next = screen(&[("table.png", 1)]);
        reuse_unchanged(&mut next, id, None);
        assert!(next.reused.is_empty());
        reuse_unchanged(&mut next, id + 1, None);
        assert_eq!(next.reused, [(11, "table.png")], "another game's are kept");
    }

    #[test]
    fn a_redraw_that_keeps_the_pictures_leaves_them_remembered() {
        let id = 9_002;
        let posted = message(id, &[(31, "table.png", 3)]);
        let game = GameId(3);
        remember(
            game,
            id,
            on_screen(&screen(&[("table.png", 5)]), Some(&posted)),
        );
        let words = Screen {
            keep_pictures: true,
            ..Screen::default()
        };
        remember(game, id, on_screen(&words, None));
        let mut next = screen(&[("table.png", 5)]);
        reuse_unchanged(&mut next, id, None);
        assert_eq!(next.reused, [(31, "table.png")]);
        // Shrunk to words without pictures: nothing is left to keep.
        remember(game, id, on_screen(&Screen::default(), None));
        let mut next = screen(&[("table.png", 5)]);
        reuse_unchanged(&mut next, id, None);
        assert!(next.reused.is_empty());
    }

    #[test]
    fn failures_are_not_kept() {
        let key = key(json(&"failing"), 0u8);
        assert!(drawn(key, || Err(RenderError::Size(0, 0))).is_err());
        assert_eq!(drawn(key, || Ok(picture(3))), Ok(picture(3)));
    }
}
