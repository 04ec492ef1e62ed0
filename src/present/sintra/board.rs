//! One player's palace: eight numbered strips above eight windows, the glazier, the ornaments
//! (side A), the broken-glass track and the score.

use super::words::{self, score_item};
use super::{
    badge, filled_cell, glazier, pattern_cell, piece, ring, round_of, style, BAD, EMPTY_GLASS, GOOD,
};
use crate::game::Seat;
use crate::games::sintra::Sintra;
use crate::games::sintra::{components, Phase, PlayerView, ScoreItem, SintraView, Slot};
use crate::games::SintraSide;
use crate::i18n::Locale;
use crate::present::kit::{
    ellipsize, seat_name, signed, signed_score, theme, Align, Area, Canvas, Palette, RenderError,
    Rgba, Weight,
};
use crate::present::DrawBoard;

pub(super) const WIDTH: u32 = 1100;
pub(super) const HEIGHT: u32 = 1190;
/// The smallest text: 10 px when a phone shows the board 400 px wide (issue 37).
const SMALL_TEXT: f32 = 28.0;
const MARGIN: f32 = 30.0;
const CELL: f32 = 58.0;
const GAP: f32 = 4.0;
const MINI: f32 = 20.0;

const Y_STATUS: f32 = 114.0;
const Y_NUMBER: f32 = 232.0;
const Y_STRIP: f32 = 278.0;
const Y_PREVIEW: f32 = Y_STRIP + 5.0 * (CELL + GAP) + 6.0;
const Y_WINDOW: f32 = Y_PREVIEW + MINI + 12.0;
/// The window frame: an arch, two glass places, and a sill.
const ARCH: f32 = (CELL + 16.0) / 2.0;
const WINDOW_H: f32 = 24.0 + 2.0 * CELL + GAP + 10.0;
const Y_POINTS: f32 = Y_WINDOW + WINDOW_H + 8.0;
const Y_ORNAMENT: f32 = Y_POINTS + 62.0;
const Y_TRACK: f32 = Y_ORNAMENT + 50.0;
const Y_SHEET: f32 = Y_TRACK + 104.0;
/// Between two lines of small text.
const LINE: f32 = 36.0;

impl DrawBoard for Sintra {
    fn draw_board(
        view: &SintraView,
        seat: Seat,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError> {
        let mut canvas = Canvas::new(WIDTH, HEIGHT, theme::BACKGROUND)?.with_palette(palette);
        let Some(player) = view.players.get(seat.index()) else {
            let st = style(28.0, Weight::Bold, theme::TEXT);
            let msg = words::no_such_player(locale);
            canvas.text_centered(msg, (WIDTH as f32 / 2.0, HEIGHT as f32 / 2.0), st);
            return Ok(canvas);
        };
        header(&mut canvas, view, player, names, locale);
        status(&mut canvas, view, seat, names, locale);
        let columns = player.board.slots.len().max(1);
        let col_w = (WIDTH as f32 - 2.0 * MARGIN) / columns as f32;
        let marked = marked_strips(view, seat);
        for (i, slot) in player.board.slots.iter().enumerate() {
            let x = MARGIN + i as f32 * col_w;
            let col = Area::new(
                x + 3.0,
                Y_NUMBER - 6.0,
                col_w - 6.0,
                Y_POINTS - Y_NUMBER + 48.0,
            );
            let reachable = i >= player.board.glazier;
            canvas.rounded_rect(col, 10.0, theme::PANEL);
            if marked.contains(&i) {
                ring(&mut canvas, col, 4.0, GOOD);
            }
            strip_column(&mut canvas, slot, x, col_w, i, reachable, locale);
            window(&mut canvas, slot, x + col_w / 2.0);
            let points = view.window_points.get(i).copied().unwrap_or(0);
            let cx = x + col_w / 2.0;
            let b = Area::new(cx - 26.0, Y_POINTS - 2.0, 52.0, 40.0);
            badge(
                &mut canvas,
                b,
                theme::HIGHLIGHT,
                &points.to_string(),
                style(SMALL_TEXT, Weight::Bold, theme::LEAD),
            );
            if i == player.board.glazier {
                glazier(&mut canvas, cx, Y_NUMBER - 10.0, 50.0);
            }
        }
        if view.side == SintraSide::A {
            ornaments(&mut canvas, player, col_w);
        } else {
            colour_windows(&mut canvas, player, locale);
        }
        track(&mut canvas, view, player, locale);
        sheet(&mut canvas, view, player, locale);
        Ok(canvas)
    }
}

/// Whether the board shows the step of the turn: only the player's own copy (My board). The
/// copy shared on the table message shows the board alone, the step being in the message's
/// words and buttons, so it stays the same through a turn's steps and is not sent again
/// (`bot/boards.rs`).
fn shows_step(view: &SintraView, seat: Seat) -> bool {
    view.viewer == Some(seat)
}

/// Strips the player may choose right now (placing) or is finishing (side B window choice).
fn marked_strips(view: &SintraView, seat: Seat) -> Vec<usize> {
    if !shows_step(view, seat) {
        return Vec::new();
    }
    match view.phase {
        Phase::Place {
            seat: s, colour, ..
        } if s == seat => view.legal_strips(seat, colour),
        Phase::ToWindow { seat: s, strip } if s == seat => vec![usize::from(strip)],
        _ => Vec::new(),
    }
}

fn header(
    canvas: &mut Canvas,
    view: &SintraView,
    player: &PlayerView,
    names: &[String],
    locale: Locale,
) {
    let name_st = style(34.0, Weight::Bold, theme::TEXT);
    let name = ellipsize(&seat_name(names, player.seat, locale), name_st, 520.0);
    canvas.text(&name, (MARGIN, 50.0), Align::Left, name_st);
    let score_st = style(40.0, Weight::Bold, theme::HIGHLIGHT);
    let w = canvas.text(
        &signed_score(player.score),
        (WIDTH as f32 - MARGIN, 52.0),
        Align::Right,
        score_st,
    );
    let pts = words::points(locale);
    canvas.text(
        pts,
        (WIDTH as f32 - MARGIN - w - 10.0, 50.0),
        Align::Right,
        style(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM),
    );
    // Side and round in the middle, so the board stands alone when shared.
    let side = match view.side {
        SintraSide::A => words::side_a(locale),
        SintraSide::B => words::side_b(locale),
    };
    let round = if view.phase == Phase::Over {
        crate::present::words::game_over(locale).to_string()
    } else {
        round_of(view, locale)
    };
    // A line of its own under the name: beside it, it would not fit at a size a phone reads.
    let st = style(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM);
    let mut x = MARGIN;
    if player.has_start_marker {
        super::start_marker(canvas, Area::new(x, 64.0, 42.0, 42.0));
        x += 52.0;
    }
    let w = canvas.text(&format!("{side} · {round}"), (x, 98.0), Align::Left, st);
    if let Some(colour) = view.round_colour.filter(|_| view.phase != Phase::Over) {
        piece(canvas, colour, Area::new(x + w + 10.0, 70.0, 34.0, 34.0));
    }
}

/// The decision the game waits for, with the glass in hand when it is this player's.
fn status(canvas: &mut Canvas, view: &SintraView, seat: Seat, names: &[String], locale: Locale) {
    let band = Area::new(MARGIN, Y_STATUS, WIDTH as f32 - 2.0 * MARGIN, 52.0);
    canvas.rounded_rect(band, 10.0, theme::PANEL);
    let st = style(SMALL_TEXT, Weight::Bold, theme::TEXT);
    let dim = style(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM);
    let base = band.y + 36.0;
    let x = band.x + 16.0;
    match view.phase {
        Phase::Over => {
            canvas.text(
                crate::present::words::final_score(locale),
                (x, base),
                Align::Left,
                st,
            );
        }
        ref phase if phase.seat() != Some(seat) || !shows_step(view, seat) => {
            let who = phase
                .seat()
                .map(|s| seat_name(names, s, locale))
                .unwrap_or_default();
            let waiting = match phase.seat() {
                Some(s) if s == seat => words::to_play(locale),
                _ => words::waiting_for(locale),
            };
            let text = format!("{waiting} {who}");
            canvas.text(
                &ellipsize(&text, dim, band.w - 32.0),
                (x, base),
                Align::Left,
                dim,
            );
        }
        Phase::Place { colour, count, .. } => {
            let label = words::place_on_a_green_strip(locale);
            let mut cx = x + canvas.text(label, (x, base), Align::Left, st) + 14.0;
            for _ in 0..count.min(12) {
                piece(canvas, colour, Area::new(cx, band.y + 8.0, 36.0, 36.0));
                cx += 40.0;
            }
        }
        Phase::ToWindow { strip, .. } => {
            let text = format!(
                "{} {}",
                words::choose_the_piece_under_strip(locale),
                usize::from(strip) + 1
            );
            canvas.text(
                &ellipsize(&text, st, band.w - 32.0),
                (x, base),
                Align::Left,
                st,
            );
        }
        Phase::Turn { .. } => {
            let text = words::your_turn_take_glass(locale);
            canvas.text(
                &ellipsize(text, st, band.w - 32.0),
                (x, base),
                Align::Left,
                st,
            );
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn strip_column(
    canvas: &mut Canvas,
    slot: &Slot,
    x: f32,
    col_w: f32,
    index: usize,
    reachable: bool,
    locale: Locale,
) {
    let cx = x + col_w / 2.0;
    let number_st = style(SMALL_TEXT, Weight::Bold, theme::LEAD);
    let number_fill = if slot.strip().is_some() {
        theme::TEXT
    } else {
        theme::TEXT_DIM
    };
    canvas.circle(cx, Y_NUMBER + 16.0, 21.0, number_fill);
    canvas.text_centered(&(index + 1).to_string(), (cx, Y_NUMBER + 16.0), number_st);
    let Some(strip) = slot.strip() else {
        let st = style(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM);
        let text = words::done(locale);
        canvas.text_centered(text, (cx, Y_STRIP + 2.5 * (CELL + GAP)), st);
        return;
    };
    let left = cx - CELL / 2.0;
    for (k, cell) in strip.pattern().iter().enumerate() {
        let area = Area::new(left, Y_STRIP + k as f32 * (CELL + GAP), CELL, CELL);
        match strip.cells().get(k).copied().flatten() {
            Some(colour) => filled_cell(canvas, *cell, colour, area),
            None => pattern_cell(canvas, *cell, area),
        }
    }
    if strip.top.is_some() {
        // Already flipped once: the next completion removes it, so its other face is moot.
        shade_if(canvas, reachable, x, col_w);
        return;
    }
    // The other face, small: what flipping after the first completion will show.
    let n = strip.reverse().len() as f32;
    let mini_left = cx - (n * (MINI + 3.0) - 3.0) / 2.0;
    for (k, cell) in strip.reverse().iter().enumerate() {
        let area = Area::new(mini_left + k as f32 * (MINI + 3.0), Y_PREVIEW, MINI, MINI);
        pattern_cell(canvas, *cell, area);
    }
    shade_if(canvas, reachable, x, col_w);
}

/// Greys a strip left of the glazier: out of reach until a reset.
fn shade_if(canvas: &mut Canvas, reachable: bool, x: f32, col_w: f32) {
    if !reachable {
        let shade = Area::new(
            x + 3.0,
            Y_STRIP - 4.0,
            col_w - 6.0,
            Y_PREVIEW + MINI - Y_STRIP + 8.0,
        );
        canvas.rounded_rect(shade, 8.0, theme::BACKGROUND.with_alpha(130));
    }
}

/// The window under a strip: a leaded frame with its top and bottom glass places.
fn window(canvas: &mut Canvas, slot: &Slot, cx: f32) {
    let w = 2.0 * ARCH;
    let h = WINDOW_H;
    let frame = Area::new(cx - w / 2.0, Y_WINDOW + ARCH, w, h - ARCH);
    canvas.rounded_rect(frame, 8.0, theme::LEAD);
    canvas.circle(cx, Y_WINDOW + ARCH, ARCH, theme::LEAD);
    let pieces = slot.window();
    for k in 0..2 {
        let area = Area::new(
            cx - CELL / 2.0,
            Y_WINDOW + 24.0 + k as f32 * (CELL + GAP),
            CELL,
            CELL,
        );
        match pieces.get(k) {
            Some(&colour) => piece(canvas, colour, area),
            None => canvas.rounded_rect(area, 6.0, EMPTY_GLASS),
        }
    }
}

/// Side A: each ornament joins two windows and scores by their filled cells.
fn ornaments(canvas: &mut Canvas, player: &PlayerView, col_w: f32) {
    let c = components();
    for &(a, b) in &c.ornaments {
        let filled = player.board.window_pieces(a) + player.board.window_pieces(b);
        let points = c.ornament_points.get(filled).copied().unwrap_or(0);
        let xa = MARGIN + (a as f32 + 0.5) * col_w;
        let xb = MARGIN + (b as f32 + 0.5) * col_w;
        let y = Y_ORNAMENT + 8.0;
        let colour = if points > 0 { GOOD } else { theme::PANEL_LIGHT };
        canvas.line((xa, Y_ORNAMENT - 12.0), (xa, y), 4.0, colour);
        canvas.line((xb, Y_ORNAMENT - 12.0), (xb, y), 4.0, colour);
        canvas.line((xa, y), (xb, y), 4.0, colour);
        let mid = (xa + xb) / 2.0;
        let chip = Area::new(mid - 76.0, y - 19.0, 152.0, 38.0);
        canvas.rounded_rect(chip, 19.0, theme::PANEL_LIGHT);
        let text = format!("{filled}/4 → {}", signed(points));
        let ink = if points > 0 { GOOD } else { theme::TEXT };
        canvas.text_centered(&text, chip.center(), style(SMALL_TEXT, Weight::Bold, ink));
    }
}

/// Side B: complete windows × the best colour's pieces, as the end scoring will count it.
fn colour_windows(canvas: &mut Canvas, player: &PlayerView, locale: Locale) {
    let board = &player.board;
    let complete = board.complete_windows();
    let best = components()
        .all_colours()
        .map(|c| (board.window_colour(c), c))
        .max_by_key(|&(n, c)| (n, std::cmp::Reverse(c)));
    let st = style(SMALL_TEXT, Weight::Regular, theme::TEXT);
    let y = Y_ORNAMENT + 12.0;
    let label = words::complete_windows(locale);
    let mut x = MARGIN
        + canvas.text(
            &format!("{label}: {complete}"),
            (MARGIN, y),
            Align::Left,
            st,
        );
    if let Some((n, colour)) = best.filter(|&(n, _)| n > 0) {
        let most = words::most_of_one_colour(locale);
        x += canvas.text(most, (x, y), Align::Left, st) + 8.0;
        piece(canvas, colour, Area::new(x, y - 24.0, 30.0, 30.0));
        x += 38.0;
        let total = i32::try_from(complete * n).unwrap_or(i32::MAX);
        let text = format!("× {n}  →  {}", signed(total));
        canvas.text(
            &text,
            (x, y),
            Align::Left,
            style(SMALL_TEXT, Weight::Bold, GOOD),
        );
    }
}

/// The broken-glass track, top space first, with the marker and the −18 reset space.
fn track(canvas: &mut Canvas, view: &SintraView, player: &PlayerView, locale: Locale) {
    let label_st = style(SMALL_TEXT, Weight::Bold, theme::TEXT);
    canvas.text(
        words::broken_glass(locale),
        (MARGIN, Y_TRACK + 20.0),
        Align::Left,
        label_st,
    );
    if player.sheet.broken_reset != 0 {
        // Named as on the sheet below and on the score sheet.
        let text = format!(
            "{}: {}",
            score_item(ScoreItem::BrokenReset, locale),
            signed(player.sheet.broken_reset)
        );
        canvas.text(
            &text,
            (WIDTH as f32 - MARGIN, Y_TRACK + 20.0),
            Align::Right,
            style(SMALL_TEXT, Weight::Bold, BAD),
        );
    }
    let n = view.broken_track.len().max(1);
    let gap = 8.0;
    let space_w = ((WIDTH as f32 - 2.0 * MARGIN + gap) / n as f32 - gap).min(120.0);
    let top = Y_TRACK + 36.0;
    for (k, value) in view.broken_track.iter().enumerate() {
        let area = Area::new(MARGIN + k as f32 * (space_w + gap), top, space_w, 52.0);
        let last = k + 1 == n;
        let fill = if last {
            Rgba::rgb(150, 44, 44)
        } else {
            theme::PANEL_LIGHT
        };
        canvas.rounded_rect(area, 8.0, fill);
        let text = if last {
            format!("↺ {}", signed(*value))
        } else {
            signed(*value)
        };
        let here = k == player.board.broken;
        let ink = if here { theme::LEAD } else { theme::TEXT };
        if here {
            canvas.rounded_rect(area, 8.0, theme::HIGHLIGHT);
        }
        canvas.text_centered(&text, area.center(), style(SMALL_TEXT, Weight::Bold, ink));
    }
}

/// Where the points came from.
fn sheet(canvas: &mut Canvas, view: &SintraView, player: &PlayerView, locale: Locale) {
    let s = &player.sheet;
    let palace = match view.side {
        SintraSide::A => ScoreItem::Ornaments,
        SintraSide::B => ScoreItem::ColourWindows,
    };
    let item = |item: ScoreItem| score_item(item, locale);
    let parts = [
        (item(ScoreItem::RoundColour), s.round_colour),
        (item(ScoreItem::Windows), s.windows),
        (item(ScoreItem::BrokenReset), s.broken_reset),
        (item(ScoreItem::Leftover), s.leftover),
        (item(ScoreItem::BrokenTrack), s.broken_track),
        (item(palace), s.palace),
    ];
    let st = style(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM);
    let room = WIDTH as f32 - 2.0 * MARGIN;
    let mut y = Y_SHEET + 20.0;
    // Two causes a line, named as on the score sheet, so each stays whole at a size a phone
    // reads.
    for line in parts.chunks(2) {
        let text = line
            .iter()
            .map(|(label, points)| format!("{label} {}", signed(*points)))
            .collect::<Vec<_>>()
            .join("  ·  ");
        canvas.text(&ellipsize(&text, st, room), (MARGIN, y), Align::Left, st);
        y += LINE;
    }
    let mut notes = vec![words::small_row_is_the_other_side(locale).to_string()];
    if view.side == SintraSide::A {
        let points = &components().ornament_points;
        let at = |n: usize| signed(points.get(n).copied().unwrap_or(0));
        notes.push(format!(
            "{}: 2 → {} · 3 → {} · 4 → {}",
            words::ornament_cells(locale),
            at(2),
            at(3),
            at(4)
        ));
    }
    for note in notes {
        canvas.text(&ellipsize(&note, st, room), (MARGIN, y), Align::Left, st);
        y += LINE;
    }
}
