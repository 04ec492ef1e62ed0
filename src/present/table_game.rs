//! A game as the bot hosts it: the sum of the small traits each game implements in the file
//! that does the work, and what is put together from them (the pictures of a message, whole
//! alt texts).

use crate::game::{Seat, Viewer};
use crate::games::Registered;
use crate::i18n::Locale;
use crate::present::alt::{alt_text, AltText};
use crate::present::counts::PublicCounts;
use crate::present::hint::Explain;
use crate::present::kit::{Canvas, Palette, RenderError};
use crate::present::learn::Teach;
use crate::present::log::Tell;
use crate::present::menus::Menus;
use crate::present::pictures::{DrawBoard, DrawTable, Image, PLAYERS};

/// A game as the bot hosts it: the engine plus how its decisions, moves and pictures are
/// presented. Its kind and options come from the games registry ([`Registered`]); what else
/// hosting needs of a game (the search's worlds, the tournament's figures) is `table::Hosted`.
/// Every game that implements the parts is one: nothing is written for it by hand.
pub trait TableGame:
    Registered + Menus + Tell + Explain + Teach + PublicCounts + AltText + DrawTable + DrawBoard
{
    /// [`DrawTable::draw_table`] as a PNG in the standard palette.
    fn table_png(
        view: &Self::View,
        names: &[String],
        locale: Locale,
    ) -> Result<Vec<u8>, RenderError> {
        Self::draw_table(view, names, locale, Palette::Standard)?.to_png()
    }

    /// [`DrawBoard::draw_board`] as a PNG in the standard palette.
    fn board_png(
        view: &Self::View,
        seat: Seat,
        names: &[String],
        locale: Locale,
    ) -> Result<Vec<u8>, RenderError> {
        Self::draw_board(view, seat, names, locale, Palette::Standard)?.to_png()
    }

    /// The table picture's whole alt text: the status line, then [`AltText::table_alt`].
    fn table_alt_text(
        &self,
        view: &Self::View,
        names: &[String],
        locale: Locale,
    ) -> Option<String> {
        alt_text(format!(
            "{} · {}",
            self.status(names, locale),
            Self::table_alt(view, names, locale)
        ))
    }

    /// Pictures for the public table message: the table, the players' boards when they have a
    /// picture of their own, and the mover's board, in `palette` (the bot's choice for the whole
    /// channel).
    fn public_images(
        &self,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Vec<Image>, RenderError> {
        self.public_pictures(names, locale, palette)?
            .into_iter()
            .map(|p| {
                Ok(Image {
                    name: p.name,
                    png: p.canvas.to_png()?,
                    alt: p.alt,
                })
            })
            .collect()
    }

    /// [`TableGame::public_images`] drawn but not encoded.
    fn public_pictures(
        &self,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Vec<Picture>, RenderError> {
        let view = self.view(Viewer::Spectator);
        let mut pictures = vec![Picture {
            name: "table.png",
            canvas: Self::draw_table(&view, names, locale, palette)?,
            alt: self.table_alt_text(&view, names, locale),
        }];
        if let Some(players) = Self::draw_players(&view, names, locale, palette)? {
            let each: Vec<String> = Seat::all(self.players())
                .map(|seat| Self::board_alt(&view, seat, names, locale))
                .collect();
            pictures.push(Picture {
                name: PLAYERS,
                canvas: players,
                alt: alt_text(each.join(" · ")),
            });
        }
        if let (true, [seat]) = (self.shows_mover_board(), self.to_act().as_slice()) {
            pictures.push(Picture {
                name: "board.png",
                canvas: Self::draw_board(&view, *seat, names, locale, palette)?,
                alt: alt_text(Self::board_alt(&view, *seat, names, locale)),
            });
        }
        Ok(pictures)
    }
}

/// A picture of a message drawn but not yet encoded.
pub struct Picture {
    /// File name, e.g. `table.png`.
    pub name: &'static str,
    pub canvas: Canvas,
    pub alt: Option<String>,
}

impl<G> TableGame for G where
    G: Registered + Menus + Tell + Explain + Teach + PublicCounts + AltText + DrawTable + DrawBoard
{
}
