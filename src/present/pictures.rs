//! What a game draws: the shared table and one seat's board. Each game implements
//! [`DrawTable`] in its `table.rs` and [`DrawBoard`] in its `board.rs` (Uzory: `hand.rs`);
//! the pictures a message carries are put together by [`TableGame`](crate::present::TableGame).

use crate::game::{Game, Seat, Viewer};
use crate::i18n::Locale;
use crate::present::alt::{alt_text, AltText};
use crate::present::kit::{Canvas, Palette, RenderError};

/// A picture attached to a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    /// File name, e.g. `table.png`.
    pub name: &'static str,
    pub png: Vec<u8>,
    /// Alt text, for screen readers (Discord allows 1,024 characters).
    pub alt: Option<String>,
}

/// The file name of the players' boards picture ([`DrawTable::draw_players`]).
pub const PLAYERS: &str = "players.png";

/// The pictures everybody sees.
pub trait DrawTable: Game {
    /// The shared table picture, public facts only whatever the view, with glass in `palette`.
    fn draw_table(
        view: &Self::View,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError>;

    /// Every player's board in miniature, when the table picture cannot hold them legibly on
    /// a phone (issue 37): a second public picture, public facts only, after the table.
    fn draw_players(
        _view: &Self::View,
        _names: &[String],
        _locale: Locale,
        _palette: Palette,
    ) -> Result<Option<Canvas>, RenderError> {
        Ok(None)
    }

    /// Whether [`DrawTable::draw_reference`] draws a picture for this game: the bot asks this
    /// to put the button under every table without drawing the furniture each time.
    const HAS_REFERENCE: bool = false;

    /// The game's fixed furniture that never changes during a game (Sagrada's tool and
    /// objective cards, a rules reminder), when it has any: shown once when the game starts and
    /// to whoever asks later, never in every turn's picture (issue 50).
    fn draw_reference(
        _view: &Self::View,
        _locale: Locale,
        _palette: Palette,
    ) -> Result<Option<Canvas>, RenderError> {
        Ok(None)
    }
}

/// One seat's board, and what that seat is shown privately.
pub trait DrawBoard: AltText {
    /// One seat's board, with that seat's secrets when the view is theirs, with glass in
    /// `palette`.
    fn draw_board(
        view: &Self::View,
        seat: Seat,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError>;

    /// Whether the public table message also shows the board of the one seat to act.
    fn shows_mover_board(&self) -> bool {
        true
    }

    /// Pictures for `seat`'s eyes only ("My board"): its own board, in that person's `palette`.
    fn private_images(
        &self,
        seat: Seat,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Vec<Image>, RenderError> {
        let view = self.view(Viewer::Seat(seat));
        Ok(vec![Image {
            name: "board.png",
            png: Self::draw_board(&view, seat, names, locale, palette)?.to_png()?,
            alt: alt_text(Self::board_alt(&view, seat, names, locale)),
        }])
    }
}

/// Checks that each language draws its own words: the Ukrainian table differs from the Russian
/// and the English one, and the Ukrainian board (seat 0's) from the Russian one.
#[cfg(test)]
pub fn assert_own_words<G: crate::present::TableGame>(view: &G::View, names: &[String]) {
    let table = |locale| G::table_png(view, names, locale).unwrap();
    let uk = table(Locale::Uk);
    assert_ne!(uk, table(Locale::Ru));
    assert_ne!(uk, table(Locale::En));
    let board = |locale| G::board_png(view, Seat(0), names, locale).unwrap();
    assert_ne!(board(Locale::Uk), board(Locale::Ru));
}

/// Checks that drawing `view` again gives the same bytes: the table in `table_locale`, `seat`'s
/// board in `board_locale`.
#[cfg(test)]
pub fn assert_same_bytes<G: crate::present::TableGame>(
    view: &G::View,
    seat: Seat,
    names: &[String],
    (table_locale, board_locale): (Locale, Locale),
) {
    let table = || G::table_png(view, names, table_locale).unwrap();
    assert_eq!(table(), table());
    let board = || G::board_png(view, seat, names, board_locale).unwrap();
    assert_eq!(board(), board());
}
