//! A player's private hand: every tile in each of its four clockwise rotations.

use super::words;
use super::{caption_size, draw_tile, fact_size, seat_glass, swatch, to_act, MARGIN, WIDTH};
use crate::game::Game;
use crate::game::Seat;
use crate::game::Viewer;
use crate::games::uzory::Uzory;
use crate::games::uzory::{Phase, Rotation, Side, TileId, UzoryView};
use crate::i18n::Locale;
use crate::present::alt::alt_text;
use crate::present::kit::{
    ellipsize, seat_name, theme, Align, Area, Canvas, Palette, RenderError, TextStyle, Weight,
};
use crate::present::AltText;
use crate::present::DrawBoard;
use crate::present::{Image, TableGame};

const HEADER: f32 = 190.0;
const TILE: f32 = 160.0;
const ROW_H: f32 = 246.0;
const ROW_GAP: f32 = 10.0;
/// Left of the rotations: the tile's number in the hand.
const NUMBER_W: f32 = 72.0;

impl DrawBoard for Uzory {
    fn draw_board(
        view: &UzoryView,
        seat: Seat,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError> {
        // The view carries the viewer's own hand only; for anyone else's seat there is nothing to show.
        let hand = match (&view.hand, view.viewer) {
            (Some(hand), Some(viewer)) if viewer == seat => Some(hand.as_slice()),
            _ => None,
        };
        let Some(hand) = hand else {
            return hidden(view, seat, names, locale);
        };
        let rows = hand.len().max(1) as f32;
        let height = HEADER + rows * (ROW_H + ROW_GAP) - ROW_GAP + MARGIN;
        let mut canvas =
            Canvas::new(WIDTH, height.ceil() as u32, theme::BACKGROUND)?.with_palette(palette);
        title(&mut canvas, view, seat, names, locale);
        let (sub, sub_colour) =
            if to_act(&view.phase) == Some(seat) && matches!(view.phase, Phase::Turn { .. }) {
                let text = words::your_turn_pick_tile_rotation_cell(locale);
                (text, theme::HIGHLIGHT)
            } else {
                let text = words::your_hand_rotations_clockwise(locale);
                (text, theme::TEXT_DIM)
            };
        let sub_style = TextStyle::new(caption_size(), Weight::Regular, sub_colour).caption();
        let sub_text = ellipsize(sub, sub_style, WIDTH as f32 - 2.0 * MARGIN);
        canvas.text(&sub_text, (MARGIN, 112.0), Align::Left, sub_style);
        // What the notches beside the tiles mean.
        let mark_x = MARGIN + MARKER;
        marker(&mut canvas, Side::N, mark_x, 152.0);
        let legend_style =
            TextStyle::new(caption_size(), Weight::Regular, theme::TEXT_DIM).caption();
        let legend_x = mark_x + MARKER + 12.0;
        let legend = ellipsize(
            words::marker_top_before_turning(locale),
            legend_style,
            WIDTH as f32 - MARGIN - legend_x,
        );
        canvas.text(&legend, (legend_x, 160.0), Align::Left, legend_style);

        if hand.is_empty() {
            let row = Area::new(MARGIN, HEADER, WIDTH as f32 - 2.0 * MARGIN, ROW_H);
            canvas.rounded_rect(row, 14.0, theme::PANEL);
            let style = TextStyle::new(fact_size(), Weight::Regular, theme::TEXT_DIM);
            canvas.text_centered(words::no_tiles_in_hand(locale), row.center(), style);
        }
        for (i, &tile) in hand.iter().enumerate() {
            let top = HEADER + i as f32 * (ROW_H + ROW_GAP);
            tile_row(&mut canvas, view, i + 1, tile, top);
        }
        Ok(canvas)
    }

    /// The table alone: the mover's board is a secret hand.
    fn shows_mover_board(&self) -> bool {
        false
    }

    /// The table as this seat may play on it (the cells its tiles may go to marked), then its
    /// hand.
    fn private_images(
        &self,
        seat: Seat,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Vec<Image>, RenderError> {
        let view = self.view(Viewer::Seat(seat));
        let marked = match view.phase {
            Phase::Turn { seat: s } if s == seat => view.legal_cells.clone(),
            _ => Vec::new(),
        };
        Ok(vec![
            Image {
                name: "table.png",
                png: super::table::draw(&view, names, locale, palette, &marked)?.to_png()?,
                alt: self.table_alt_text(&view, names, locale),
            },
            Image {
                name: "hand.png",
                png: Self::draw_board(&view, seat, names, locale, palette)?.to_png()?,
                alt: alt_text(Self::board_alt(&view, seat, names, locale)),
            },
        ])
    }
}

/// Swatch, name and points of `seat` across the top.
fn title(canvas: &mut Canvas, view: &UzoryView, seat: Seat, names: &[String], locale: Locale) {
    if let Some(g) = seat_glass(view, seat) {
        swatch(canvas, g, MARGIN + 22.0, 42.0, 20.0);
    }
    let points = view.points.get(seat.index()).copied().unwrap_or(0);
    let points_style = TextStyle::new(fact_size(), Weight::Bold, theme::HIGHLIGHT);
    let pw = canvas.text(
        &crate::present::words::points(i64::from(points), locale),
        (WIDTH as f32 - MARGIN, 56.0),
        Align::Right,
        points_style,
    );
    let name_style = TextStyle::new(fact_size(), Weight::Bold, theme::TEXT);
    let max = WIDTH as f32 - 2.0 * MARGIN - 60.0 - pw - 30.0;
    let name = ellipsize(&seat_name(names, seat, locale), name_style, max);
    canvas.text(&name, (MARGIN + 56.0, 56.0), Align::Left, name_style);
}

fn tile_row(canvas: &mut Canvas, view: &UzoryView, number: usize, tile: TileId, top: f32) {
    let row = Area::new(MARGIN, top, WIDTH as f32 - 2.0 * MARGIN, ROW_H);
    canvas.rounded_rect(row, 14.0, theme::PANEL);
    let number_style = TextStyle::new(fact_size(), Weight::Bold, theme::BACKGROUND);
    let (nx, ny) = (MARGIN + NUMBER_W / 2.0 + 4.0, top + ROW_H / 2.0 - 18.0);
    canvas.circle(nx, ny, 30.0, theme::TEXT);
    canvas.text_centered(&number.to_string(), (nx, ny), number_style);
    let Some(face) = view.face(tile) else {
        return;
    };
    let slots_x = MARGIN + NUMBER_W;
    let slot_w = (row.x + row.w - slots_x) / 4.0;
    let label_style = TextStyle::new(fact_size(), Weight::Bold, theme::TEXT);
    for (i, rotation) in Rotation::ALL.into_iter().enumerate() {
        let x = (slots_x + i as f32 * slot_w + (slot_w - TILE) / 2.0).round();
        let y = top + 22.0;
        let at = Area::new(x, y, TILE, TILE);
        canvas.fill_rect(at.inset(-3.0), theme::LEAD);
        draw_tile(canvas, at, &face.rotated(rotation));
        top_marker(canvas, at, rotation);
        canvas.text(
            &format!("{}°", rotation.degrees()),
            (x + TILE / 2.0, y + TILE + 52.0),
            Align::Center,
            label_style,
        );
    }
}

/// Half the width of a notch.
const MARKER: f32 = 11.0;

/// A notch outside the edge that was the tile's top before turning, so the turn reads at a
/// glance.
fn top_marker(canvas: &mut Canvas, at: Area, rotation: Rotation) {
    let side = match rotation {
        Rotation::R0 => Side::N,
        Rotation::R90 => Side::E,
        Rotation::R180 => Side::S,
        Rotation::R270 => Side::W,
    };
    let (cx, cy) = at.center();
    let gap = 7.0;
    let (x, y) = match side {
        Side::N => (cx, at.y - gap),
        Side::E => (at.x + at.w + gap, cy),
        Side::S => (cx, at.y + at.h + gap),
        Side::W => (at.x - gap, cy),
    };
    marker(canvas, side, x, y);
}

/// A notch pointing at `(x, y)` from outside the `side` edge.
fn marker(canvas: &mut Canvas, side: Side, x: f32, y: f32) {
    let s = MARKER;
    let points = match side {
        Side::N => [(x - s, y - s), (x + s, y - s), (x, y)],
        Side::E => [(x + s, y - s), (x + s, y + s), (x, y)],
        Side::S => [(x - s, y + s), (x + s, y + s), (x, y)],
        Side::W => [(x - s, y - s), (x - s, y + s), (x, y)],
    };
    canvas.polygon(&points, theme::TEXT);
}

/// The card shown instead of a hand the view does not contain.
fn hidden(
    view: &UzoryView,
    seat: Seat,
    names: &[String],
    locale: Locale,
) -> Result<Canvas, RenderError> {
    let mut canvas = Canvas::new(WIDTH, 170, theme::BACKGROUND)?;
    title(&mut canvas, view, seat, names, locale);
    let count = view.hand_sizes.get(seat.index()).copied().unwrap_or(0);
    let text = format!(
        "{} · {}: {count}",
        words::hand_hidden(locale),
        words::tiles(locale),
    );
    let style = TextStyle::new(fact_size(), Weight::Regular, theme::TEXT_DIM);
    canvas.text(&text, (MARGIN, 130.0), Align::Left, style);
    Ok(canvas)
}
