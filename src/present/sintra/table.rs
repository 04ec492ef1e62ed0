//! The shared table (round indicator, numbered factories, the centre) and, in a picture of its
//! own, every player's palace in miniature with score and broken glass: side by side on the
//! table they were specks on a phone at 4 seats (issue 37), one above the other in a narrow
//! picture each number stays readable.

use super::glass;
use super::words::{self, colour_label};
use super::{
    filled_cell, pattern_cell, piece, pointer_down, round_of, start_marker, style, BAD, EMPTY_GLASS,
};
use crate::games::sintra::Sintra;
use crate::games::sintra::{components, Colour, Phase, PlayerView, SintraView};
use crate::i18n::Locale;
use crate::present::kit::{
    draw_legend, ellipsize, seat_name, signed, signed_score, theme, Align, Area, Canvas, Palette,
    RenderError, Rgba, Weight, LEGEND_HEIGHT,
};
use crate::present::DrawTable;

pub(super) const WIDTH: u32 = 1100;
const MARGIN: f32 = 30.0;
const HEADER_H: f32 = 104.0;
const STATUS_H: f32 = 56.0;
const FACTORY_W: f32 = 146.0;
const FACTORY_ROW_H: f32 = 150.0;
const PER_ROW: usize = 5;
const PIECE: f32 = 42.0;
/// The smallest text of the table picture: 10 px when a phone shows it 400 px wide.
const SMALL_TEXT: f32 = 28.0;
/// The players' picture: one palace a row, narrow enough that its smallest number (15 px)
/// shows 10 px tall on a phone.
const PLAYERS_WIDTH: u32 = 570;
const PANEL_H: f32 = 344.0;
const PANEL_GAP: f32 = 20.0;
const MINI_COL: f32 = 60.0;
const MINI_CELL: f32 = 22.0;
const MINI_WIN: f32 = 25.0;

/// Height of the table picture for `factories` displays.
pub(super) fn height(factories: usize) -> u32 {
    let rows = factories.div_ceil(PER_ROW).max(1) as f32;
    let h = HEADER_H + STATUS_H + 14.0 + rows * FACTORY_ROW_H + 16.0 + LEGEND_HEIGHT + 10.0;
    h as u32
}

impl DrawTable for Sintra {
    fn draw_table(
        view: &SintraView,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError> {
        let h = height(view.factories.len());
        let mut canvas = Canvas::new(WIDTH, h, theme::BACKGROUND)?.with_palette(palette);
        header(&mut canvas, view, locale);
        status(&mut canvas, view, names, locale);
        let top = HEADER_H + STATUS_H + 14.0;
        let rows = view.factories.len().div_ceil(PER_ROW).max(1);
        if view.phase == Phase::Over {
            // The table is empty at the end: the standings take its place.
            let area = Area::new(
                MARGIN,
                top,
                WIDTH as f32 - 2.0 * MARGIN,
                rows as f32 * FACTORY_ROW_H - 10.0,
            );
            standings(&mut canvas, view, area, names, locale);
        } else {
            for (i, factory) in view.factories.iter().enumerate() {
                let (row, col) = (i / PER_ROW, i % PER_ROW);
                let x = MARGIN + col as f32 * FACTORY_W;
                let y = top + row as f32 * FACTORY_ROW_H;
                draw_factory(&mut canvas, i + 1, factory, x, y);
            }
            let centre = Area::new(
                MARGIN + PER_ROW as f32 * FACTORY_W + 10.0,
                top,
                WIDTH as f32 - 2.0 * MARGIN - PER_ROW as f32 * FACTORY_W - 10.0,
                rows as f32 * FACTORY_ROW_H - 10.0,
            );
            draw_centre(&mut canvas, view, centre, locale);
        }
        let legend: Vec<_> = components()
            .all_colours()
            .map(|c| (glass(c), colour_label(c, locale)))
            .collect();
        draw_legend(&mut canvas, &legend, h as f32 - 10.0 - LEGEND_HEIGHT);
        Ok(canvas)
    }

    /// Every player's palace in miniature, one a row, the one to act (or the leaders at the end)
    /// outlined.
    fn draw_players(
        view: &SintraView,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Option<Canvas>, RenderError> {
        let n = view.players.len().max(1) as f32;
        let h = 2.0 * MARGIN + n * PANEL_H + (n - 1.0) * PANEL_GAP;
        let mut canvas =
            Canvas::new(PLAYERS_WIDTH, h.ceil() as u32, theme::BACKGROUND)?.with_palette(palette);
        let panel_w = PLAYERS_WIDTH as f32 - 2.0 * MARGIN;
        let acting = view.phase.seat();
        let leader = view.players.iter().map(|p| p.score).max();
        for (i, player) in view.players.iter().enumerate() {
            let y = MARGIN + i as f32 * (PANEL_H + PANEL_GAP);
            let area = Area::new(MARGIN, y, panel_w, PANEL_H);
            let highlight = if view.phase == Phase::Over {
                Some(player.score) == leader
            } else {
                acting == Some(player.seat)
            };
            draw_player(&mut canvas, view, player, area, highlight, names, locale);
        }
        Ok(Some(canvas))
    }
}

/// Round title and the indicator spaces 1–6 with their pieces.
fn header(canvas: &mut Canvas, view: &SintraView, locale: Locale) {
    let title = if view.phase == Phase::Over {
        crate::present::words::game_over(locale).to_string()
    } else {
        round_of(view, locale)
    };
    canvas.text(
        &title,
        (MARGIN, 52.0),
        Align::Left,
        style(36.0, Weight::Bold, theme::TEXT),
    );
    if let Some(colour) = view.round_colour {
        let st = style(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM);
        let label = super::words::round_colour(locale);
        let w = canvas.text(label, (MARGIN, 94.0), Align::Left, st);
        piece(
            canvas,
            colour,
            Area::new(MARGIN + w + 10.0, 66.0, 34.0, 34.0),
        );
    }
    let slot_w = 58.0;
    let n = view.indicator.len() as f32;
    let left = WIDTH as f32 - MARGIN - n * slot_w;
    let current = usize::from(view.round).checked_sub(1);
    for (k, space) in view.indicator.iter().enumerate() {
        let x = left + k as f32 * slot_w;
        let cx = x + slot_w / 2.0;
        let now = Some(k) == current && view.phase != Phase::Over;
        let ink = if now {
            theme::HIGHLIGHT
        } else {
            theme::TEXT_DIM
        };
        let numeral = style(SMALL_TEXT, Weight::Bold, ink);
        canvas.text_centered(&(k + 1).to_string(), (cx, 22.0), numeral);
        let area = Area::new(cx - 22.0, 46.0, 44.0, 44.0);
        match space {
            Some(colour) => piece(canvas, *colour, area),
            None => canvas.rounded_rect(area, 8.0, theme::PANEL),
        }
        if now {
            canvas.stroke_rounded_rect(area.inset(-4.0), 10.0, 3.0, theme::HIGHLIGHT);
        }
    }
}

/// Whose decision it is, and the glass in hand while placing.
fn status(canvas: &mut Canvas, view: &SintraView, names: &[String], locale: Locale) {
    let band = Area::new(
        MARGIN,
        HEADER_H,
        WIDTH as f32 - 2.0 * MARGIN,
        STATUS_H - 6.0,
    );
    canvas.rounded_rect(band, 10.0, theme::PANEL);
    let st = style(SMALL_TEXT, Weight::Bold, theme::TEXT);
    let base = band.y + 35.0;
    let x = band.x + 16.0;
    let who = |seat: crate::game::Seat| seat_name(names, seat, locale);
    let text = match &view.phase {
        Phase::Over => crate::present::words::final_score(locale).to_string(),
        // The game's very first decision: say that the first player was drawn.
        Phase::Turn { seat } if view.is_first_turn() => {
            format!("{}: {}", words::drawn_to_start(locale), who(*seat))
        }
        Phase::Turn { seat } => format!("{}: {}", crate::present::words::turn(locale), who(*seat)),
        Phase::Place { seat, .. } => {
            format!("{} {}", who(*seat), words::places(locale))
        }
        Phase::ToWindow { seat, strip } => format!(
            "{} {} {}",
            who(*seat),
            words::fills_the_window_under_strip(locale),
            usize::from(*strip) + 1
        ),
    };
    let dim = style(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM);
    let bag: u32 = view.bag.iter().sum();
    let tower: u32 = view.tower.iter().sum();
    let extra = format!(
        "{} {bag} · {} {tower}",
        crate::present::words::bag_in_line(locale),
        words::tower_in_line(locale)
    );
    let extra_w = canvas.text(&extra, (band.x + band.w - 16.0, base), Align::Right, dim);
    // The pieces in hand follow the words; the words give way to them and to the counts.
    let in_hand = match view.phase {
        Phase::Place { count, .. } => usize::from(count).min(12),
        _ => 0,
    };
    let room = band.w - 32.0 - extra_w - 24.0 - in_hand as f32 * 40.0;
    let text = ellipsize(&text, st, room.max(120.0));
    let w = canvas.text(&text, (x, base), Align::Left, st);
    if let Phase::Place { colour, .. } = view.phase {
        let mut cx = x + w + 14.0;
        for _ in 0..in_hand {
            piece(canvas, colour, Area::new(cx, band.y + 7.0, 36.0, 36.0));
            cx += 40.0;
        }
    }
}

fn draw_factory(canvas: &mut Canvas, number: usize, pieces: &[Colour], x: f32, y: f32) {
    let (cx, cy) = (x + FACTORY_W / 2.0, y + FACTORY_ROW_H / 2.0 - 4.0);
    let r = 64.0;
    let fill = if pieces.is_empty() {
        theme::PANEL
    } else {
        theme::PANEL_LIGHT
    };
    canvas.circle(cx, cy, r, fill);
    let gap = 6.0;
    let span = 2.0 * PIECE + gap;
    for (k, &colour) in pieces.iter().take(4).enumerate() {
        let px = cx - span / 2.0 + (k % 2) as f32 * (PIECE + gap);
        let py = cy - span / 2.0 + (k / 2) as f32 * (PIECE + gap);
        piece(canvas, colour, Area::new(px, py, PIECE, PIECE));
    }
    // The number the buttons use, on a tab over the disc's upper left.
    let tab = Area::new(cx - r - 2.0, cy - r - 2.0, 36.0, 36.0);
    canvas.circle(tab.x + 18.0, tab.y + 18.0, 22.0, theme::BACKGROUND);
    canvas.circle(tab.x + 18.0, tab.y + 18.0, 19.0, theme::TEXT);
    canvas.text_centered(
        &number.to_string(),
        tab.center(),
        style(SMALL_TEXT, Weight::Bold, theme::LEAD),
    );
}

/// The centre's glass grouped by colour with counts, and the start marker while it is there.
fn draw_centre(canvas: &mut Canvas, view: &SintraView, area: Area, locale: Locale) {
    canvas.rounded_rect(area, 14.0, theme::PANEL_LIGHT);
    canvas.text(
        crate::present::words::centre(locale),
        (area.x + 14.0, area.y + 32.0),
        Align::Left,
        style(SMALL_TEXT, Weight::Bold, theme::TEXT),
    );
    let mut groups: Vec<(Colour, usize)> = Vec::new();
    for colour in components().all_colours() {
        let n = view.centre.iter().filter(|&&c| c == colour).count();
        if n > 0 {
            groups.push((colour, n));
        }
    }
    // Colours the asset does not know cannot occur, but would still be counted.
    let known = groups.iter().map(|g| g.1).sum::<usize>();
    let strays = view.centre.len().saturating_sub(known);
    let per_row = 3;
    let cell_w = (area.w - 20.0) / per_row as f32;
    let mut k = 0;
    let pos = |k: usize| {
        (
            area.x + 12.0 + (k % per_row) as f32 * cell_w,
            area.y + 44.0 + (k / per_row) as f32 * 52.0,
        )
    };
    if view.start_marker_in_centre {
        let (x, y) = pos(k);
        start_marker(canvas, Area::new(x, y, PIECE, PIECE));
        k += 1;
    }
    for (colour, n) in groups {
        let (x, y) = pos(k);
        piece(canvas, colour, Area::new(x, y, PIECE, PIECE));
        canvas.text(
            &format!("×{n}"),
            (x + PIECE + 6.0, y + PIECE * 0.72),
            Align::Left,
            style(SMALL_TEXT, Weight::Bold, theme::TEXT),
        );
        k += 1;
    }
    if strays > 0 {
        let (x, y) = pos(k);
        canvas.text(
            &format!("+{strays}"),
            (x, y + PIECE * 0.72),
            Align::Left,
            style(SMALL_TEXT, Weight::Bold, theme::TEXT),
        );
    }
    if view.centre.is_empty() && !view.start_marker_in_centre {
        canvas.text_centered(
            words::empty(locale),
            (area.x + area.w / 2.0, area.y + area.h / 2.0 + 10.0),
            style(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM),
        );
    }
}

#[allow(clippy::too_many_arguments)]
fn draw_player(
    canvas: &mut Canvas,
    view: &SintraView,
    player: &PlayerView,
    area: Area,
    highlight: bool,
    names: &[String],
    locale: Locale,
) {
    canvas.rounded_rect(area, 14.0, theme::PANEL);
    if highlight {
        canvas.stroke_rounded_rect(area, 14.0, 4.0, theme::HIGHLIGHT);
    }
    let name_ink = if highlight {
        theme::HIGHLIGHT
    } else {
        theme::TEXT
    };
    let name_st = style(24.0, Weight::Bold, name_ink);
    let mut nx = area.x + 16.0;
    if player.has_start_marker {
        start_marker(canvas, Area::new(nx, area.y + 12.0, 30.0, 30.0));
        nx += 40.0;
    }
    let score = signed_score(player.score);
    let score_st = style(30.0, Weight::Bold, theme::HIGHLIGHT);
    let score_w = Canvas::text_width(&score, score_st);
    let name = ellipsize(
        &seat_name(names, player.seat, locale),
        name_st,
        area.x + area.w - nx - score_w - 40.0,
    );
    canvas.text(&name, (nx, area.y + 36.0), Align::Left, name_st);
    canvas.text(
        &score,
        (area.x + area.w - 16.0, area.y + 38.0),
        Align::Right,
        score_st,
    );
    mini_palace(canvas, view, player, area);
    mini_track(canvas, view, player, area, locale);
}

/// The palace in miniature: numbered strips, glazier, windows and their points.
fn mini_palace(canvas: &mut Canvas, view: &SintraView, player: &PlayerView, area: Area) {
    let board = &player.board;
    let n = board.slots.len() as f32;
    let left = area.x + (area.w - n * MINI_COL) / 2.0;
    let y_num = area.y + 64.0;
    let y_strip = area.y + 88.0;
    let y_win = y_strip + 5.0 * (MINI_CELL + 2.0) + 10.0;
    let y_pts = y_win + 2.0 * (MINI_WIN + 2.0) + 20.0;
    for (i, slot) in board.slots.iter().enumerate() {
        let cx = left + (i as f32 + 0.5) * MINI_COL;
        let here = i == board.glazier;
        let (disc, ink) = if here {
            (theme::HIGHLIGHT, theme::LEAD)
        } else {
            (theme::PANEL_LIGHT, theme::TEXT)
        };
        canvas.circle(cx, y_num, 12.0, disc);
        canvas.text_centered(
            &(i + 1).to_string(),
            (cx, y_num),
            style(16.0, Weight::Bold, ink),
        );
        if here {
            pointer_down(canvas, cx, y_num + 18.0, 10.0, theme::HIGHLIGHT);
        }
        if let Some(strip) = slot.strip() {
            for (k, cell) in strip.pattern().iter().enumerate() {
                let a = Area::new(
                    cx - MINI_CELL / 2.0,
                    y_strip + k as f32 * (MINI_CELL + 2.0),
                    MINI_CELL,
                    MINI_CELL,
                );
                match strip.cells().get(k).copied().flatten() {
                    Some(colour) => filled_cell(canvas, *cell, colour, a),
                    None => pattern_cell(canvas, *cell, a),
                }
            }
            if i < board.glazier {
                let shade = Area::new(
                    cx - MINI_COL / 2.0 + 2.0,
                    y_strip - 2.0,
                    MINI_COL - 4.0,
                    5.0 * (MINI_CELL + 2.0) + 2.0,
                );
                canvas.rounded_rect(shade, 4.0, theme::PANEL.with_alpha(150));
            }
        }
        let frame = Area::new(
            cx - MINI_WIN / 2.0 - 4.0,
            y_win - 4.0,
            MINI_WIN + 8.0,
            2.0 * MINI_WIN + 10.0,
        );
        canvas.rounded_rect(frame, 6.0, theme::LEAD);
        let pieces = slot.window();
        for k in 0..2 {
            let a = Area::new(
                cx - MINI_WIN / 2.0,
                y_win + k as f32 * (MINI_WIN + 2.0),
                MINI_WIN,
                MINI_WIN,
            );
            match pieces.get(k) {
                Some(&colour) => piece(canvas, colour, a),
                None => canvas.rounded_rect(a, 4.0, EMPTY_GLASS),
            }
        }
        let points = view.window_points.get(i).copied().unwrap_or(0);
        canvas.text_centered(
            &points.to_string(),
            (cx, y_pts),
            style(17.0, Weight::Bold, theme::HIGHLIGHT),
        );
    }
}

/// The broken-glass track in one row, marker highlighted; the last space is the −18 reset.
fn mini_track(
    canvas: &mut Canvas,
    view: &SintraView,
    player: &PlayerView,
    area: Area,
    locale: Locale,
) {
    let y = area.y + area.h - 40.0;
    let label_st = style(16.0, Weight::Regular, theme::TEXT_DIM);
    let w = canvas.text(
        words::broken(locale),
        (area.x + 16.0, y + 19.0),
        Align::Left,
        label_st,
    );
    let n = view.broken_track.len().max(1);
    let left = area.x + 16.0 + w + 10.0;
    let space = ((area.x + area.w - 14.0 - left) / n as f32).min(48.0);
    for (k, value) in view.broken_track.iter().enumerate() {
        let a = Area::new(left + k as f32 * space, y, space - 3.0, 26.0);
        let last = k + 1 == n;
        let here = k == player.board.broken;
        let fill = match (here, last) {
            (true, _) => theme::HIGHLIGHT,
            (false, true) => Rgba::rgb(150, 44, 44),
            (false, false) => theme::PANEL_LIGHT,
        };
        canvas.rounded_rect(a, 5.0, fill);
        let ink = if here { theme::LEAD } else { theme::TEXT };
        canvas.text_centered(&signed(*value), a.center(), style(15.0, Weight::Bold, ink));
    }
}

/// Final ranking by score; ties share a rank and, as the rules say, fewer points lost to broken
/// glass breaks them. Only what the view shows is used, so this is a summary, not the verdict.
fn standings(canvas: &mut Canvas, view: &SintraView, area: Area, names: &[String], locale: Locale) {
    canvas.rounded_rect(area, 14.0, theme::PANEL_LIGHT);
    let key = |p: &PlayerView| (p.score, -p.sheet.lost_to_broken_glass());
    let mut order: Vec<&PlayerView> = view.players.iter().collect();
    order.sort_by_key(|p| std::cmp::Reverse(key(p)));
    let row_h = ((area.h - 20.0) / order.len().max(1) as f32).min(56.0);
    let mut rank = 0;
    let mut previous = None;
    for (k, p) in order.iter().enumerate() {
        if previous != Some(key(p)) {
            rank = k + 1;
            previous = Some(key(p));
        }
        let y = area.y + 10.0 + k as f32 * row_h;
        let cy = y + row_h / 2.0;
        let first = rank == 1;
        let ink = if first { theme::HIGHLIGHT } else { theme::TEXT };
        let size = (row_h * 0.5).min(28.0);
        let st = style(size, Weight::Bold, ink);
        let base = cy + size * 0.36;
        canvas.text(&format!("{rank}."), (area.x + 60.0, base), Align::Right, st);
        let name = ellipsize(&seat_name(names, p.seat, locale), st, 560.0);
        canvas.text(&name, (area.x + 76.0, base), Align::Left, st);
        canvas.text(
            &signed_score(p.score),
            (area.x + 760.0, base),
            Align::Right,
            st,
        );
        let lost = p.sheet.lost_to_broken_glass();
        if lost != 0 {
            let dim = style(size, Weight::Regular, BAD);
            let text = format!("{} {}", words::broken(locale), signed(-lost));
            canvas.text(&text, (area.x + 790.0, base), Align::Left, dim);
        }
    }
}
