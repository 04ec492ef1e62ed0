//! The mover's board is uploaded only when it changed (issue 22). A table message shows the
//! board of the one seat to act; a move that leaves that board as it was (Sintra's take before
//! its placement, Sagrada's draft before the die is placed, a player's next turn when nothing
//! touched their board) would upload the same picture again. Instead the new table message goes
//! without it, with a line saying the board is just above, and the message that shows it keeps
//! that one picture when it shrinks to its log line. As soon as a table message shows another
//! board (changed, or another player's), the kept one is taken off, so the channel never shows
//! an old board as the current one; **My board** always shows it privately, one click away.
//!
//! What is on screen is remembered in memory only: after a restart, when a table was posted by
//! another way (`held.rs`), or once another process sharing the store changed the game
//! (`Data::lock_game`), the next table message shows the board again.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{Mutex, MutexGuard};

use poise::serenity_prelude::Message;

use super::screen::Screen;

/// The file name of the mover's board on a table message.
pub(super) const BOARD: &str = "board.png";

/// A mover's board on screen: in which message, as which attachment, and a hash of its bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Shown {
    pub message: u64,
    pub attachment: u64,
    pub picture: u64,
}

/// The boards on screen, by game id.
#[derive(Default)]
pub struct Boards(Mutex<HashMap<u64, Shown>>);

impl Boards {
    fn lock(&self) -> MutexGuard<'_, HashMap<u64, Shown>> {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub(super) fn get(&self, game: u64) -> Option<Shown> {
        self.lock().get(&game).copied()
    }

    /// What `plan` decided, once the next message is posted as `posted`.
    pub(super) fn settle(&self, game: u64, after: After, posted: &Message) {
        let mut boards = self.lock();
        match after {
            After::Same => {}
            After::Forget => {
                boards.remove(&game);
            }
            After::Posted { picture } => {
                match posted.attachments.iter().find(|a| a.filename == BOARD) {
                    Some(a) => boards.insert(
                        game,
                        Shown {
                            message: posted.id.get(),
                            attachment: a.id.get(),
                            picture,
                        },
                    ),
                    None => boards.remove(&game),
                };
            }
        }
    }

    /// The table was posted some other way: show the board again next time.
    pub(super) fn forget(&self, game: u64) -> Option<Shown> {
        self.lock().remove(&game)
    }
}

/// What becomes of the remembered board once the next message is posted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum After {
    /// The board on screen stays the one shown.
    Same,
    /// The next message shows a board (hash `picture`): remember it.
    Posted { picture: u64 },
    /// No board is on screen any more.
    Forget,
}

/// What to do about the boards when `next` replaces the table message `retiring`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Plan {
    /// The board attachment the retiring message keeps when it shrinks.
    pub keep: Option<u64>,
    /// An older message whose kept board is out of date: its picture comes off.
    pub strip: Option<u64>,
    pub after: After,
}

fn hash(png: &[u8]) -> u64 {
    let mut hasher = DefaultHasher::new();
    png.hash(&mut hasher);
    hasher.finish()
}

/// Decides, and takes the board off `next` when the same picture is on screen already (`hint`
/// then says where it is).
pub(super) fn plan(
    shown: Option<Shown>,
    next: &mut Screen,
    retiring: Option<u64>,
    hint: impl FnOnce() -> String,
) -> Plan {
    let picture = next
        .images
        .iter()
        .find(|i| i.name == BOARD)
        .map(|i| hash(&i.png));
    let after = picture.map_or(After::Forget, |picture| After::Posted { picture });
    match shown {
        Some(s) if Some(s.picture) == picture => {
            next.images.retain(|i| i.name != BOARD);
            next.content.push('\n');
            next.content.push_str(&hint());
            Plan {
                keep: (retiring == Some(s.message)).then_some(s.attachment),
                strip: None,
                after: After::Same,
            }
        }
        // Another board or none: the one on screen is out of date. The retiring message loses
        // its pictures anyway.
        Some(s) => Plan {
            keep: None,
            strip: (retiring != Some(s.message)).then_some(s.message),
            after,
        },
        None => Plan {
            keep: None,
            strip: None,
            after,
        },
    }
}

/// [`plan`] for a table message `message` redrawn in place: when it shows the same board
/// already, it keeps that picture rather than receiving it again.
pub(super) fn plan_in_place(
    shown: Option<Shown>,
    next: &mut Screen,
    message: u64,
    hint: impl FnOnce() -> String,
) -> Plan {
    let same_board = |s: &Shown| {
        next.images
            .iter()
            .any(|i| i.name == BOARD && hash(&i.png) == s.picture)
    };
    match shown {
        Some(s) if s.message == message && same_board(&s) => {
            next.images.retain(|i| i.name != BOARD);
            next.kept.push((s.attachment, BOARD));
            Plan {
                keep: None,
                strip: None,
                after: After::Same,
            }
        }
        // The message loses its pictures as it is redrawn, and shows the next ones.
        Some(s) if s.message == message => plan(None, next, None, hint),
        // The board on screen is on an older message: as for a new message.
        shown => plan(shown, next, Some(message), hint),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::Image;

    fn table(board: Option<u8>) -> Screen {
        let image = |name, byte| Image {
            name,
            png: vec![byte],
            alt: None,
        };
        Screen {
            content: "table".into(),
            images: std::iter::once(image("table.png", 0))
                .chain(board.map(|b| image(BOARD, b)))
                .collect(),
            ..Screen::default()
        }
    }

    fn shown(message: u64, board: u8) -> Shown {
        Shown {
            message,
            attachment: message * 10,
            picture: hash(&[board]),
        }
    }

    fn names(screen: &Screen) -> Vec<&str> {
        screen.images.iter().map(|i| i.name).collect()
    }

    #[test]
    fn the_same_board_is_not_sent_again_and_the_message_showing_it_keeps_it() {
        let mut next = table(Some(1));
        let plan = plan(Some(shown(5, 1)), &mut next, Some(5), || "above".into());
        assert_eq!(names(&next), ["table.png"]);
        assert_eq!(next.content, "table\nabove");
        assert_eq!(
            plan,
            Plan {
                keep: Some(50),
                strip: None,
                after: After::Same
            }
        );
        // Once more: the board stays on the older message, nothing to keep on this one.
        let mut next = table(Some(1));
        let plan = super::plan(Some(shown(5, 1)), &mut next, Some(6), || "above".into());
        assert_eq!(names(&next), ["table.png"]);
        assert_eq!((plan.keep, plan.strip), (None, None));
    }

    #[test]
    fn a_changed_board_is_sent_and_an_older_kept_one_comes_off() {
        let mut next = table(Some(2));
        let plan = plan(Some(shown(5, 1)), &mut next, Some(6), || "above".into());
        assert_eq!(names(&next), ["table.png", BOARD]);
        assert_eq!(next.content, "table");
        assert_eq!(
            plan,
            Plan {
                keep: None,
                strip: Some(5),
                after: After::Posted {
                    picture: hash(&[2])
                }
            }
        );
        // The board on the retiring message goes with its other pictures.
        let mut next = table(Some(2));
        let plan = super::plan(Some(shown(5, 1)), &mut next, Some(5), || "above".into());
        assert_eq!((plan.keep, plan.strip), (None, None));
    }

    #[test]
    fn a_table_redrawn_in_place_keeps_its_own_board_when_it_did_not_change() {
        let mut next = table(Some(1));
        let plan = plan_in_place(Some(shown(5, 1)), &mut next, 5, || "above".into());
        assert_eq!(names(&next), ["table.png"]);
        assert_eq!(next.kept, [(50, BOARD)]);
        assert_eq!(next.content, "table", "the board is on this very message");
        assert_eq!(plan.after, After::Same);
        // A changed board is sent again, replacing the message's own.
        let mut next = table(Some(2));
        let plan = plan_in_place(Some(shown(5, 1)), &mut next, 5, || "above".into());
        assert_eq!(names(&next), ["table.png", BOARD]);
        assert!(next.kept.is_empty());
        assert_eq!((plan.keep, plan.strip), (None, None));
        // The same board kept on an older message stays there, as for a new message.
        let mut next = table(Some(1));
        let plan = plan_in_place(Some(shown(4, 1)), &mut next, 5, || "above".into());
        assert_eq!(names(&next), ["table.png"]);
        assert_eq!(next.content, "table\nabove");
        assert_eq!((plan.keep, plan.strip), (None, None));
    }

    #[test]
    fn without_a_board_to_show_the_one_on_screen_comes_off() {
        let mut next = table(None);
        let plan = plan(Some(shown(5, 1)), &mut next, Some(6), || "above".into());
        assert_eq!(
            plan,
            Plan {
                keep: None,
                strip: Some(5),
                after: After::Forget
            }
        );
        let mut first = table(Some(1));
        let plan = super::plan(None, &mut first, None, || "above".into());
        assert_eq!(names(&first), ["table.png", BOARD]);
        assert_eq!(plan.strip, None);
    }
}
