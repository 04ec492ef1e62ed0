//! The shared table: round and wild colour, factories, centre, supply and every player.

use super::glass;
use super::words;
use super::SMALL_TEXT;
use super::{
    counted_chips, empty_slot, held_and_kept, phase_label, round_and_wild, start_token, style,
    tile_chip, GOLD,
};
use super::{theme, Align, Area, Canvas, RenderError, Weight};
use crate::game::Seat;
use crate::games::summer_pavilion::SummerPavilion;
use crate::games::summer_pavilion::{Colour, PavilionView, Phase};
use crate::i18n::Locale;
use crate::present::kit::FactoryRows;
use crate::present::kit::{capitalised, draw_legend, ellipsize, seat_name, Palette, LEGEND_HEIGHT};
use crate::present::DrawTable;

pub const WIDTH: u32 = 1100;
const MARGIN: f32 = 20.0;
const HEADER: f32 = 64.0;
const MIDDLE: f32 = 112.0;
/// A player row with tiles in hand or on the corners, and one without (name and score only).
const ROW: f32 = 120.0;
const THIN_ROW: f32 = 60.0;
const ROW_GAP: f32 = 8.0;
/// Text a phone must read without zooming (about 11 px when the picture is 400 px wide).
const READABLE: f32 = 31.0;

/// The factories' discs: one row, or two (discs at most 118 px) once there are more than 7.
fn factory_rows(view: &PavilionView) -> FactoryRows {
    FactoryRows::new(view.factories.len(), WIDTH, MARGIN, 118.0)
}

/// Height of the picture of `view`: the factory band collapses once every factory is empty
/// (the placing phase), and a player holding and keeping nothing gets a thin row.
pub fn height(view: &PavilionView) -> u32 {
    let rows: f32 = view
        .players
        .iter()
        .map(|p| row_height(view, p.seat) + ROW_GAP)
        .sum();
    let h = HEADER + factory_band(view) + MIDDLE + 12.0 + rows + LEGEND_HEIGHT + 8.0;
    h.ceil() as u32
}

/// Vertical room of the factories: a title, then one or two rows of discs with their numbers;
/// nothing while every factory is empty.
fn factory_band(view: &PavilionView) -> f32 {
    if view.factories.iter().all(|f| f.is_empty()) {
        return 0.0;
    }
    let rows = factory_rows(view);
    30.0 + rows.rows() as f32 * (rows.diameter + 36.0)
}

fn row_height(view: &PavilionView, seat: Seat) -> f32 {
    let (held, kept) = held_and_kept(view, seat);
    if held.is_empty() && kept.is_empty() {
        THIN_ROW
    } else {
        ROW
    }
}

impl DrawTable for SummerPavilion {
    fn draw_table(
        view: &PavilionView,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError> {
        let height = height(view);
        let mut canvas = Canvas::new(WIDTH, height, theme::BACKGROUND)?.with_palette(palette);
        header(&mut canvas, view, locale);
        let mut y = HEADER;
        if factory_band(view) > 0.0 {
            factories(&mut canvas, view, locale, y);
            y += factory_band(view);
        }
        centre(&mut canvas, view, locale, y);
        supply(&mut canvas, view, locale, y);
        y += MIDDLE + 12.0;
        let best = view.players.iter().map(|p| p.score).max().unwrap_or(0);
        for p in &view.players {
            let h = row_height(view, p.seat);
            player_row(&mut canvas, view, p.seat, names, locale, y, h, best);
            y += h + ROW_GAP;
        }
        let legend: Vec<_> = Colour::ALL
            .into_iter()
            .map(|c| (glass(c), capitalised(super::words::colour(c, locale))))
            .collect();
        draw_legend(&mut canvas, &legend, y);
        Ok(canvas)
    }

    /// Every player's board, always on the table message: the whole table is public, and a good
    /// player drafts against what the others need (issue 37).
    fn draw_players(
        view: &PavilionView,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Option<Canvas>, RenderError> {
        super::players::draw(view, names, locale, palette).map(Some)
    }
}

fn header(canvas: &mut Canvas, view: &PavilionView, locale: Locale) {
    round_and_wild(canvas, view, locale, MARGIN + 4.0, 34.0);
    let dim = style(READABLE, Weight::Regular, theme::TEXT);
    let right = WIDTH as f32 - MARGIN - 4.0;
    let text = if view.phase == Phase::Over {
        crate::present::words::game_over(locale).to_string()
    } else {
        format!(
            "{} {} · {} {}",
            words::pouch(locale),
            view.bag_count,
            crate::present::words::tower(locale),
            view.tower.total()
        )
    };
    let style = if view.phase == Phase::Over {
        super::style(READABLE, Weight::Bold, GOLD)
    } else {
        dim
    };
    canvas.text(&text, (right, 45.0), Align::Right, style);
}

fn section_title(canvas: &mut Canvas, text: &str, x: f32, baseline: f32) {
    canvas.text(
        text,
        (x, baseline),
        Align::Left,
        style(SMALL_TEXT, Weight::Bold, theme::TEXT_DIM),
    );
}

fn factories(canvas: &mut Canvas, view: &PavilionView, locale: Locale, top: f32) {
    section_title(canvas, words::factories(locale), MARGIN + 4.0, top + 22.0);
    let rows = factory_rows(view);
    let d = rows.diameter;
    let tile = (d * 0.34).clamp(26.0, 48.0);
    let step = tile / 2.0 + 3.0;
    let offsets = [(-step, -step), (step, -step), (-step, step), (step, step)];
    for (i, tiles) in view.factories.iter().enumerate() {
        let (cx, cy) = rows.centre(i, top + 30.0, d + 36.0);
        let empty = tiles.is_empty();
        canvas.circle(cx, cy, d / 2.0, theme::PANEL_LIGHT);
        canvas.circle(cx, cy, d / 2.0 - 3.0, theme::PANEL);
        let list = tiles.to_list();
        // A factory holds four tiles; more would be an engine oddity, still drawn in a ring.
        if list.len() <= offsets.len() {
            for (colour, (dx, dy)) in list.iter().zip(offsets) {
                tile_chip(
                    canvas,
                    *colour,
                    cx + dx,
                    cy + dy,
                    tile,
                    *colour == view.wild,
                );
            }
        } else {
            let r = d * 0.3;
            let k = list.len() as f32;
            for (j, colour) in list.iter().enumerate() {
                let a = std::f32::consts::TAU * j as f32 / k;
                let size = tile * 0.7;
                let (x, y) = (cx + r * a.cos(), cy + r * a.sin());
                tile_chip(canvas, *colour, x, y, size, *colour == view.wild);
            }
        }
        let ink = if empty { theme::TEXT_DIM } else { theme::TEXT };
        canvas.text_centered(
            &(i + 1).to_string(),
            (cx, cy + d / 2.0 + 18.0),
            style(28.0, Weight::Bold, ink),
        );
    }
}

fn centre(canvas: &mut Canvas, view: &PavilionView, locale: Locale, top: f32) {
    let area = Area::new(MARGIN, top, 640.0, MIDDLE);
    canvas.rounded_rect(area, 12.0, theme::PANEL);
    section_title(
        canvas,
        crate::present::words::centre(locale),
        area.x + 16.0,
        top + 30.0,
    );
    let cy = top + 74.0;
    let mut x = area.x + 18.0;
    if view.start_token.is_none() {
        start_token(canvas, x + 19.0, cy, 38.0);
        x += 54.0;
    }
    if view.centre.is_empty() && view.start_token.is_some() {
        canvas.text(
            "—",
            (x, cy + 10.0),
            Align::Left,
            style(28.0, Weight::Bold, theme::TEXT_DIM),
        );
    } else {
        counted_chips(canvas, &view.centre, view.wild, x, cy, 38.0);
    }
}

fn supply(canvas: &mut Canvas, view: &PavilionView, locale: Locale, top: f32) {
    let x0 = MARGIN + 660.0;
    let area = Area::new(x0, top, WIDTH as f32 - MARGIN - x0, MIDDLE);
    canvas.rounded_rect(area, 12.0, theme::PANEL);
    section_title(canvas, words::supply(locale), area.x + 16.0, top + 30.0);
    let size = 36.0;
    let gap = (area.w - 24.0 - size * view.supply.len() as f32) / 9.0;
    let cy = top + 74.0;
    for (i, slot) in view.supply.iter().enumerate() {
        let cx = area.x + 12.0 + size / 2.0 + i as f32 * (size + gap);
        match slot {
            Some(colour) => tile_chip(canvas, *colour, cx, cy, size, *colour == view.wild),
            None => empty_slot(canvas, cx, cy, size),
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn player_row(
    canvas: &mut Canvas,
    view: &PavilionView,
    seat: Seat,
    names: &[String],
    locale: Locale,
    top: f32,
    height: f32,
    best: u32,
) {
    let Some(p) = view.player(seat) else { return };
    let area = Area::new(MARGIN, top, WIDTH as f32 - 2.0 * MARGIN, height);
    let acting = view.phase.seat() == Some(seat);
    if acting {
        canvas.rounded_rect(area.inset(-4.0), 16.0, GOLD);
    }
    canvas.rounded_rect(area, 12.0, theme::PANEL);

    let mut x = area.x + 18.0;
    if acting {
        canvas.text(
            "▶",
            (x, top + 42.0),
            Align::Left,
            style(SMALL_TEXT, Weight::Bold, GOLD),
        );
        x += 36.0;
    }
    let name_style = style(28.0, Weight::Bold, theme::TEXT);
    let name = ellipsize(&seat_name(names, seat, locale), name_style, 380.0);
    x += canvas.text(&name, (x, top + 42.0), Align::Left, name_style) + 16.0;

    let over = view.phase == Phase::Over;
    let (status, colour) = if acting {
        (phase_label(&view.phase, locale), GOLD)
    } else if over && p.score == best {
        (words::winner(locale).to_string(), GOLD)
    } else if p.passed && !over {
        (words::passed(locale).to_string(), theme::TEXT_DIM)
    } else {
        (String::new(), theme::TEXT_DIM)
    };
    // Score at the right; the start token beside it once someone took it from the centre.
    let right = area.x + area.w - 18.0;
    let w = canvas.text(
        &p.score.to_string(),
        (right, top + 44.0),
        Align::Right,
        style(36.0, Weight::Bold, GOLD),
    );
    let w2 = canvas.text(
        crate::present::words::score(locale),
        (right - w - 10.0, top + 42.0),
        Align::Right,
        style(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM),
    );
    // The words take what the score and the token leave.
    let status_style = style(SMALL_TEXT, Weight::Bold, colour);
    let room = right - w - w2 - 10.0 - 68.0 - x;
    let status = ellipsize(&status, status_style, room.max(60.0));
    x += canvas.text(&status, (x, top + 41.0), Align::Left, status_style);
    if view.start_token == Some(seat) {
        let tx = (right - w - w2 - 44.0).max(x + 24.0);
        start_token(canvas, tx, top + 32.0, 34.0);
    }

    let (held, kept) = held_and_kept(view, seat);
    if held.is_empty() && kept.is_empty() {
        // A thin row: nothing in hand or on the corners.
        return;
    }
    let cy = top + 84.0;
    let label = style(READABLE, Weight::Regular, theme::TEXT_DIM);
    let mut x = area.x + 18.0;
    x += canvas.text(
        words::held_label(locale),
        (x, cy + 11.0),
        Align::Left,
        label,
    ) + 12.0;
    x = if held.is_empty() {
        x + canvas.text("—", (x, cy + 11.0), Align::Left, label) + 24.0
    } else {
        counted_chips(canvas, &held, view.wild, x, cy, 40.0) + 12.0
    };
    if !kept.is_empty() {
        x += canvas.text(
            words::kept_label(locale),
            (x, cy + 11.0),
            Align::Left,
            label,
        ) + 12.0;
        counted_chips(canvas, &kept, view.wild, x, cy, 40.0);
    }
}
