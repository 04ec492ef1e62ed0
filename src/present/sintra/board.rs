//! One player's palace, as its owner sees it ("My board"): eight numbered strips, each with its
//! other side in a narrow column beside it, above eight windows and their points, the glazier,
//! the ornaments (side A) or the best colour (side B), the broken-glass track and the score.
//! Drawn in phone units ([`U`]), wider than tall; where the points came from is the score
//! sheet's and the help's, not this picture's (issue 50).

use super::words;
use super::{
    pattern_cell, piece, round_of, strip_cells, window_glass, CAPTION, FACT, GOOD, PHONE, RESET, U,
};
use crate::game::Seat;
use crate::games::sintra::Sintra;
use crate::games::sintra::{components, Phase, PlayerView, SintraView, Slot};
use crate::games::SintraSide;
use crate::i18n::Locale;
use crate::present::kit::{
    ellipsize, seat_name, signed, theme, Align, Area, Canvas, Palette, RenderError, TextStyle,
    Weight,
};
use crate::present::DrawBoard;

pub(super) const WIDTH: u32 = (PHONE * U) as u32;
pub(super) const HEIGHT: u32 = (392.0 * U) as u32;
const MARGIN: f32 = 8.0 * U;
const CELL: f32 = 28.0 * U;
const STEP: f32 = 30.0 * U;
/// A cell of a strip's other side.
const MINI: f32 = 14.0 * U;

const Y_STATUS: f32 = 36.0 * U;
const Y_NUMBER: f32 = 68.0 * U;
const Y_STRIP: f32 = Y_NUMBER + 24.0 * U;
const Y_WINDOW: f32 = Y_STRIP + 5.0 * STEP + 4.0 * U;
const WINDOW_H: f32 = 2.0 * STEP + 6.0 * U;
const Y_POINTS: f32 = Y_WINDOW + WINDOW_H + 3.0 * U;
const Y_ORNAMENT: f32 = Y_POINTS + 26.0 * U;
const Y_TRACK: f32 = Y_ORNAMENT + 30.0 * U;

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
            let st = TextStyle::new(FACT, Weight::Bold, theme::TEXT);
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
                x + 1.5 * U,
                Y_NUMBER - 3.0 * U,
                col_w - 3.0 * U,
                Y_POINTS - Y_NUMBER + 24.0 * U,
            );
            canvas.rounded_rect(col, 5.0 * U, theme::PANEL);
            if marked.contains(&i) {
                canvas.stroke_rounded_rect(col, 5.0 * U, 2.5 * U, GOOD);
            }
            let reachable = i >= player.board.glazier;
            strip_column(&mut canvas, slot, x, col_w, i, player.board.glazier, locale);
            if !reachable {
                let shade = Area::new(
                    x + 1.5 * U,
                    Y_STRIP - 2.0 * U,
                    col_w - 3.0 * U,
                    5.0 * STEP + 2.0 * U,
                );
                canvas.rounded_rect(shade, 4.0 * U, theme::BACKGROUND.with_alpha(130));
            }
            let cx = x + col_w / 2.0;
            window(&mut canvas, slot, cx);
            let points = view.window_points.get(i).copied().unwrap_or(0);
            let b = Area::new(cx - 13.0 * U, Y_POINTS, 26.0 * U, 20.0 * U);
            canvas.rounded_rect(b, 10.0 * U, theme::HIGHLIGHT);
            canvas.text_centered(
                &points.to_string(),
                b.center(),
                TextStyle::new(FACT, Weight::Bold, theme::LEAD),
            );
        }
        if view.side == SintraSide::A {
            ornaments(&mut canvas, player, col_w);
        } else {
            colour_windows(&mut canvas, player, locale);
        }
        track(&mut canvas, view, player, locale);
        Ok(canvas)
    }

    /// The mover's palace is in the players' picture already, outlined in gold.
    fn shows_mover_board(&self) -> bool {
        false
    }
}

/// Whether the board shows the step of the turn: only the player's own copy (My board).
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

/// Name, the round and its colour, and the score.
fn header(
    canvas: &mut Canvas,
    view: &SintraView,
    player: &PlayerView,
    names: &[String],
    locale: Locale,
) {
    let cy = MARGIN + 12.0 * U;
    let base = cy + 0.36 * FACT;
    let score_st = TextStyle::new(FACT * 1.15, Weight::Bold, theme::HIGHLIGHT);
    let score = crate::present::words::points(i64::from(player.score), locale);
    let mut right = WIDTH as f32
        - MARGIN
        - canvas.text(
            &score,
            (WIDTH as f32 - MARGIN, cy + 0.36 * FACT * 1.15),
            Align::Right,
            score_st,
        )
        - 10.0 * U;
    let round = if view.phase == Phase::Over {
        crate::present::words::game_over(locale).to_string()
    } else {
        round_of(view, locale)
    };
    let st = TextStyle::new(FACT, Weight::Regular, theme::TEXT_DIM);
    if let Some(colour) = view.round_colour.filter(|_| view.phase != Phase::Over) {
        let s = 20.0 * U;
        piece(canvas, colour, Area::new(right - s, cy - s / 2.0, s, s));
        right -= s + 5.0 * U;
    }
    right -= canvas.text(&round, (right, base), Align::Right, st) + 10.0 * U;
    let mut x = MARGIN;
    if player.has_start_marker {
        let s = 22.0 * U;
        super::start_marker(canvas, Area::new(x, cy - s / 2.0, s, s));
        x += s + 6.0 * U;
    }
    let name_st = TextStyle::new(FACT * 1.15, Weight::Bold, theme::TEXT);
    let name = ellipsize(&seat_name(names, player.seat, locale), name_st, right - x);
    canvas.text(&name, (x, cy + 0.36 * FACT * 1.15), Align::Left, name_st);
}

/// The decision the game waits for, with the glass in hand when it is this player's.
fn status(canvas: &mut Canvas, view: &SintraView, seat: Seat, names: &[String], locale: Locale) {
    let band = Area::new(MARGIN, Y_STATUS, WIDTH as f32 - 2.0 * MARGIN, 26.0 * U);
    canvas.rounded_rect(band, 5.0 * U, theme::PANEL);
    let st = TextStyle::new(FACT, Weight::Bold, theme::TEXT);
    let dim = TextStyle::new(FACT, Weight::Regular, theme::TEXT_DIM);
    let base = band.y + band.h / 2.0 + 0.36 * FACT;
    let x = band.x + 8.0 * U;
    let room = band.w - 16.0 * U;
    let (text, ink) = match view.phase {
        Phase::Over => (crate::present::words::final_score(locale).to_string(), st),
        ref phase if phase.seat() != Some(seat) || !shows_step(view, seat) => {
            let who = phase
                .seat()
                .map(|s| seat_name(names, s, locale))
                .unwrap_or_default();
            (crate::present::words::to_play(&who, locale), dim)
        }
        Phase::Place { colour, count, .. } => {
            let label = ellipsize(words::place_on_a_green_strip(locale), st, room - 64.0 * U);
            let mut cx = x + canvas.text(&label, (x, base), Align::Left, st) + 6.0 * U;
            let s = 20.0 * U;
            piece(
                canvas,
                colour,
                Area::new(cx, band.y + (band.h - s) / 2.0, s, s),
            );
            cx += s + 3.0 * U;
            canvas.text(&format!("×{count}"), (cx, base), Align::Left, st);
            return;
        }
        Phase::ToWindow { strip, .. } => (
            format!(
                "{} {}",
                words::choose_the_piece_for_window(locale),
                usize::from(strip) + 1
            ),
            st,
        ),
        Phase::Turn { .. } => (words::your_turn_take_glass(locale).to_string(), st),
    };
    // Long prompts (Russian, Ukrainian) keep their words in the narrower regular weight.
    let ink = if Canvas::text_width(&text, ink) > room {
        TextStyle {
            weight: Weight::Regular,
            ..ink
        }
    } else {
        ink
    };
    canvas.text(&ellipsize(&text, ink, room), (x, base), Align::Left, ink);
}

/// A strip's number (on gold above the glazier), its cells, and its other side beside it while
/// it has not been flipped yet; "done" once its window is complete.
fn strip_column(
    canvas: &mut Canvas,
    slot: &Slot,
    x: f32,
    col_w: f32,
    index: usize,
    glazier: usize,
    locale: Locale,
) {
    let cx = x + col_w / 2.0;
    let here = index == glazier;
    let (disc, ink) = if here {
        (theme::HIGHLIGHT, theme::LEAD)
    } else if slot.strip().is_some() {
        (theme::TEXT, theme::LEAD)
    } else {
        (theme::PANEL_LIGHT, theme::TEXT)
    };
    let ny = Y_NUMBER + 9.0 * U;
    canvas.circle(cx, ny, 10.5 * U, disc);
    canvas.text_centered(
        &(index + 1).to_string(),
        (cx, ny),
        TextStyle::new(FACT, Weight::Bold, ink),
    );
    let Some(strip) = slot.strip() else {
        let st = TextStyle::new(CAPTION, Weight::Regular, theme::TEXT_DIM).caption();
        canvas.text_centered(words::done(locale), (cx, Y_STRIP + 2.5 * STEP), st);
        return;
    };
    // Unflipped: the cells leave room on the right for the other side.
    let flipped = strip.top.is_some();
    let left = if flipped {
        cx - CELL / 2.0
    } else {
        x + (col_w - CELL - MINI - 3.0 * U) / 2.0
    };
    strip_cells(canvas, strip, (left, Y_STRIP), CELL, STEP);
    if flipped {
        // Already flipped once: the next completion removes it, so its other face is moot.
        return;
    }
    let mini_x = left + CELL + 3.0 * U;
    for (k, cell) in strip.reverse().iter().enumerate() {
        let y = Y_STRIP + k as f32 * STEP + (CELL - MINI) / 2.0;
        pattern_cell(canvas, *cell, Area::new(mini_x, y, MINI, MINI));
    }
}

/// The window under a strip: a leaded frame with its top and bottom glass places.
fn window(canvas: &mut Canvas, slot: &Slot, cx: f32) {
    let w = CELL + 8.0 * U;
    let frame = Area::new(cx - w / 2.0, Y_WINDOW, w, WINDOW_H);
    canvas.rounded_rect(frame, 4.0 * U, theme::LEAD);
    let top = Y_WINDOW + 4.0 * U;
    window_glass(canvas, slot, cx - CELL / 2.0, top, CELL, STEP, 3.0 * U);
}

/// Side A: each ornament joins two windows and scores by their filled cells.
fn ornaments(canvas: &mut Canvas, player: &PlayerView, col_w: f32) {
    let c = components();
    for &(a, b) in &c.ornaments {
        let filled = player.board.window_pieces(a) + player.board.window_pieces(b);
        let points = c.ornament_points.get(filled).copied().unwrap_or(0);
        let xa = MARGIN + (a as f32 + 0.5) * col_w;
        let xb = MARGIN + (b as f32 + 0.5) * col_w;
        let y = Y_ORNAMENT + 11.0 * U;
        let colour = if points > 0 { GOOD } else { theme::PANEL_LIGHT };
        canvas.line((xa, Y_ORNAMENT), (xa, y), 2.0 * U, colour);
        canvas.line((xb, Y_ORNAMENT), (xb, y), 2.0 * U, colour);
        canvas.line((xa, y), (xb, y), 2.0 * U, colour);
        let text = format!("{filled}/4 → {}", signed(points));
        let st = TextStyle::new(
            FACT,
            Weight::Bold,
            if points > 0 { GOOD } else { theme::TEXT },
        );
        let w = Canvas::text_width(&text, st) + 10.0 * U;
        let mid = (xa + xb) / 2.0;
        let chip = Area::new(mid - w / 2.0, y - 10.5 * U, w, 21.0 * U);
        canvas.rounded_rect(chip, 10.5 * U, theme::PANEL);
        canvas.text_centered(&text, chip.center(), st);
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
    let st = TextStyle::new(FACT, Weight::Regular, theme::TEXT);
    let cy = Y_ORNAMENT + 11.0 * U;
    let base = cy + 0.36 * FACT;
    let label = words::complete_windows(locale);
    let mut x = MARGIN
        + canvas.text(
            &format!("{label}: {complete}"),
            (MARGIN, base),
            Align::Left,
            st,
        );
    if let Some((n, colour)) = best.filter(|&(n, _)| n > 0) {
        x += canvas.text(" × ", (x, base), Align::Left, st);
        let s = 20.0 * U;
        piece(canvas, colour, Area::new(x, cy - s / 2.0, s, s));
        x += s + 4.0 * U;
        let total = i32::try_from(complete * n).unwrap_or(i32::MAX);
        let text = format!("{n} = {}", signed(total));
        canvas.text(
            &text,
            (x, base),
            Align::Left,
            TextStyle::new(FACT, Weight::Bold, GOOD),
        );
    }
}

/// The broken-glass track: a space a piece, the marker's space showing its value, the last
/// space the −18 reset; any reset's loss so far at the right.
fn track(canvas: &mut Canvas, view: &SintraView, player: &PlayerView, locale: Locale) {
    let cy = Y_TRACK + 11.0 * U;
    let base = cy + 0.36 * FACT;
    let label_st = TextStyle::new(FACT, Weight::Bold, theme::TEXT);
    let x = MARGIN
        + canvas.text(
            words::broken_glass(locale),
            (MARGIN, base),
            Align::Left,
            label_st,
        )
        + 8.0 * U;
    let x = super::table::broken_track(canvas, view, player, x, cy, false);
    if player.sheet.broken_reset != 0 {
        // The resets' loss so far, on the reset space's red; the score sheet names it.
        let st = TextStyle::new(FACT, Weight::Bold, theme::TEXT);
        let text = format!("↺ {}", signed(player.sheet.broken_reset));
        let w = Canvas::text_width(&text, st) + 14.0 * U;
        let pill = Area::new(WIDTH as f32 - MARGIN - w, cy - 10.0 * U, w, 20.0 * U);
        if pill.x > x {
            canvas.rounded_rect(pill, 10.0 * U, RESET);
            canvas.text_centered(&text, pill.center(), st);
        }
    }
}
