//! The shared table (round indicator, numbered factories, the centre) and, in a wide picture of
//! its own, every player's palace in miniature, two a row, the one to act outlined: both
//! pictures are drawn in phone units ([`U`]) so that each number reads on a phone and the two
//! together fit one screen (issue 50). The last turn is ringed in gold: the factory or centre it
//! took from, the strip its glass went on, the window it filled.

use super::glass;
use super::words::{self, colour_label};
use super::{
    piece, round_of, start_marker, strip_layer, window_glass, FACT, LOSS, PHONE, RESET, U,
};
use crate::games::sintra::Sintra;
use crate::games::sintra::{components, Colour, LastMove, Phase, PlayerView, SintraView, Source};
use crate::i18n::Locale;
use crate::present::kit::{
    draw_legend, ellipsize, seat_name, signed, theme, Align, Area, Canvas, Palette, RenderError,
    Rgba, TextStyle, Weight, LEGEND_HEIGHT,
};
use crate::present::DrawTable;

pub(super) const WIDTH: u32 = (PHONE * U) as u32;
const MARGIN: f32 = 8.0 * U;
const ROW1: f32 = 30.0 * U;
const STATUS_H: f32 = 28.0 * U;
const FACTORY_H: f32 = 74.0 * U;
const PIECE: f32 = 24.0 * U;
const CENTRE_H: f32 = 36.0 * U;
/// Factories a row: one row up to five, else two rows.
fn per_row(factories: usize) -> usize {
    if factories <= 5 {
        factories.max(1)
    } else {
        factories.div_ceil(2)
    }
}

fn factory_rows(factories: usize) -> usize {
    factories.div_ceil(per_row(factories)).max(1)
}

/// Top of the factories.
const FACTORIES_TOP: f32 = MARGIN + ROW1 + 4.0 * U + STATUS_H + 6.0 * U;

/// Height of the table picture for `factories` displays.
pub(super) fn height(factories: usize) -> u32 {
    let h = FACTORIES_TOP
        + factory_rows(factories) as f32 * FACTORY_H
        + CENTRE_H
        + 4.0 * U
        + LEGEND_HEIGHT
        + 4.0 * U;
    h.ceil() as u32
}

// The players' picture: palaces two a row.
const P_MARGIN: f32 = 5.0 * U;
const P_GAP: f32 = 6.0 * U;
/// The name and score line, then the broken-glass line.
const P_HEAD: f32 = 21.0 * U;
const P_TRACK: f32 = 19.0 * U;
const P_NUM: f32 = 16.0 * U;
const P_CELL: f32 = 14.0 * U;
const P_STEP: f32 = 15.5 * U;
const P_WIN_GAP: f32 = 3.0 * U;
const P_WIN: f32 = 2.0 * P_STEP + 4.0 * U;
const P_POINTS: f32 = 17.0 * U;
const P_H: f32 = P_HEAD + P_TRACK + P_NUM + 5.0 * P_STEP + P_WIN_GAP + P_WIN + P_POINTS + 3.0 * U;

/// Height of the players' picture for `players` seats.
pub(super) fn players_height(players: usize) -> u32 {
    let rows = players.div_ceil(2).max(1) as f32;
    (2.0 * P_MARGIN + rows * P_H + (rows - 1.0) * P_GAP).ceil() as u32
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
        let rows = factory_rows(view.factories.len());
        let last = view.last.as_ref().filter(|l| !l.new_round);
        let taken = last.and_then(|l| l.took.map(|t| t.0));
        if view.phase == Phase::Over {
            // The table is empty at the end: the standings take its place.
            let area = Area::new(
                MARGIN,
                FACTORIES_TOP,
                WIDTH as f32 - 2.0 * MARGIN,
                rows as f32 * FACTORY_H + CENTRE_H - 4.0 * U,
            );
            standings(&mut canvas, view, area, names, locale);
        } else {
            let n = view.factories.len();
            let per = per_row(n);
            let pitch = ((WIDTH as f32 - 2.0 * MARGIN) / per as f32).min(80.0 * U);
            for (i, factory) in view.factories.iter().enumerate() {
                let (row, col) = (i / per, i % per);
                let in_row = (n - row * per).min(per);
                let left = (WIDTH as f32 - in_row as f32 * pitch) / 2.0;
                let cx = left + (col as f32 + 0.5) * pitch;
                let cy = FACTORIES_TOP + (row as f32 + 0.5) * FACTORY_H;
                let ringed = taken == Some(Source::Factory(i as u8));
                draw_factory(&mut canvas, i + 1, factory, (cx, cy), ringed);
            }
            let centre = Area::new(
                MARGIN,
                FACTORIES_TOP + rows as f32 * FACTORY_H,
                WIDTH as f32 - 2.0 * MARGIN,
                CENTRE_H - 4.0 * U,
            );
            draw_centre(
                &mut canvas,
                view,
                centre,
                taken == Some(Source::Centre),
                locale,
            );
        }
        let legend: Vec<_> = components()
            .all_colours()
            .map(|c| (glass(c), colour_label(c, locale)))
            .collect();
        draw_legend(&mut canvas, &legend, h as f32 - 4.0 * U - LEGEND_HEIGHT);
        Ok(canvas)
    }

    /// Every player's palace in miniature, two a row, the one to act (or the leaders at the
    /// end) outlined.
    fn draw_players(
        view: &SintraView,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Option<Canvas>, RenderError> {
        let h = players_height(view.players.len());
        let mut canvas = Canvas::new(WIDTH, h, theme::BACKGROUND)?.with_palette(palette);
        let w = (WIDTH as f32 - 2.0 * P_MARGIN - P_GAP) / 2.0;
        let acting = view.phase.seat();
        let leader = view.players.iter().map(|p| p.score).max();
        let alone = view.players.len() % 2 == 1;
        for (i, player) in view.players.iter().enumerate() {
            let (row, col) = (i / 2, i % 2);
            // An odd last palace stands in the middle of its row.
            let x = if alone && i + 1 == view.players.len() {
                (WIDTH as f32 - w) / 2.0
            } else {
                P_MARGIN + col as f32 * (w + P_GAP)
            };
            let y = P_MARGIN + row as f32 * (P_H + P_GAP);
            let highlight = if view.phase == Phase::Over {
                Some(player.score) == leader
            } else {
                acting == Some(player.seat)
            };
            let area = Area::new(x, y, w, P_H);
            draw_palace(&mut canvas, view, player, area, highlight, names, locale);
        }
        Ok(Some(canvas))
    }
}

/// Round title and the indicator: the round's colour ringed, the rounds to come after it, the
/// rounds gone empty.
fn header(canvas: &mut Canvas, view: &SintraView, locale: Locale) {
    let title = if view.phase == Phase::Over {
        crate::present::words::game_over(locale).to_string()
    } else {
        round_of(view, locale)
    };
    let base = MARGIN + ROW1 / 2.0 + 0.36 * FACT * 1.15;
    canvas.text(
        &title,
        (MARGIN, base),
        Align::Left,
        TextStyle::new(FACT * 1.15, Weight::Bold, theme::TEXT),
    );
    let slot = 26.0 * U;
    let n = view.indicator.len() as f32;
    let left = WIDTH as f32 - MARGIN - n * slot;
    let current = usize::from(view.round).checked_sub(1);
    let cy = MARGIN + ROW1 / 2.0;
    for (k, space) in view.indicator.iter().enumerate() {
        let cx = left + (k as f32 + 0.5) * slot;
        let area = Area::new(cx - 10.5 * U, cy - 10.5 * U, 21.0 * U, 21.0 * U);
        match space {
            Some(colour) => piece(canvas, *colour, area),
            None => canvas.rounded_rect(area, 4.0 * U, theme::PANEL),
        }
        if Some(k) == current && view.phase != Phase::Over {
            canvas.stroke_rounded_rect(area.inset(-2.5 * U), 5.0 * U, 2.0 * U, theme::HIGHLIGHT);
        }
    }
}

/// Whose decision it is, with the glass in hand while placing, and the bag and the tower.
fn status(canvas: &mut Canvas, view: &SintraView, names: &[String], locale: Locale) {
    let band = Area::new(
        MARGIN,
        MARGIN + ROW1 + 4.0 * U,
        WIDTH as f32 - 2.0 * MARGIN,
        STATUS_H,
    );
    canvas.rounded_rect(band, 5.0 * U, theme::PANEL);
    let st = TextStyle::new(FACT, Weight::Bold, theme::TEXT);
    let base = band.y + band.h / 2.0 + 0.36 * FACT;
    let x = band.x + 8.0 * U;
    let who = |seat: crate::game::Seat| seat_name(names, seat, locale);
    let text = match &view.phase {
        Phase::Over => crate::present::words::final_score(locale).to_string(),
        // The game's very first decision: say that the first player was drawn.
        Phase::Turn { seat } if view.is_first_turn() => {
            format!("{}: {}", words::drawn_to_start(locale), who(*seat))
        }
        Phase::Turn { seat } => crate::present::words::to_play(&who(*seat), locale),
        Phase::Place { seat, .. } => format!("{} {}", who(*seat), words::places(locale)),
        Phase::ToWindow { seat, strip } => format!(
            "{} {} {}",
            who(*seat),
            words::fills_the_window_under_strip(locale),
            usize::from(*strip) + 1
        ),
    };
    let dim = TextStyle::new(FACT, Weight::Regular, theme::TEXT_DIM);
    let bag: u32 = view.bag.iter().sum();
    let tower: u32 = view.tower.iter().sum();
    let piles = format!(
        "{} · {}",
        crate::present::words::pile(crate::present::words::bag(locale), bag),
        crate::present::words::pile(crate::present::words::tower(locale), tower)
    );
    let piles_w = canvas.text(&piles, (band.x + band.w - 8.0 * U, base), Align::Right, dim);
    // The glass in hand follows the words: one piece and its count.
    let hand = match view.phase {
        Phase::Place { colour, count, .. } => Some((colour, count)),
        _ => None,
    };
    let hand_w = if hand.is_some() { 56.0 * U } else { 0.0 };
    let room = band.w - 16.0 * U - piles_w - 10.0 * U - hand_w;
    let text = ellipsize(&text, st, room.max(60.0 * U));
    let w = canvas.text(&text, (x, base), Align::Left, st);
    if let Some((colour, count)) = hand {
        let px = x + w + 6.0 * U;
        let s = 20.0 * U;
        piece(
            canvas,
            colour,
            Area::new(px, band.y + (band.h - s) / 2.0, s, s),
        );
        canvas.text(
            &format!("×{count}"),
            (px + s + 3.0 * U, base),
            Align::Left,
            st,
        );
    }
}

fn draw_factory(
    canvas: &mut Canvas,
    number: usize,
    pieces: &[Colour],
    (cx, cy): (f32, f32),
    ringed: bool,
) {
    let r = 33.0 * U;
    let fill = if pieces.is_empty() {
        theme::PANEL
    } else {
        theme::PANEL_LIGHT
    };
    canvas.circle(cx, cy, r, fill);
    if ringed {
        canvas.stroke_circle(cx, cy, r - 1.5 * U, 3.0 * U, theme::HIGHLIGHT);
    }
    let gap = 3.0 * U;
    let span = 2.0 * PIECE + gap;
    for (k, &colour) in pieces.iter().take(4).enumerate() {
        let px = cx - span / 2.0 + (k % 2) as f32 * (PIECE + gap);
        let py = cy - span / 2.0 + (k / 2) as f32 * (PIECE + gap);
        piece(canvas, colour, Area::new(px, py, PIECE, PIECE));
    }
    // The number the buttons use, on a tab over the disc's upper left.
    let (tx, ty) = (cx - r * 0.78, cy - r * 0.78);
    canvas.circle(tx, ty, 12.0 * U, theme::BACKGROUND);
    canvas.circle(tx, ty, 10.5 * U, theme::TEXT);
    canvas.text_centered(
        &number.to_string(),
        (tx, ty),
        TextStyle::new(FACT, Weight::Bold, theme::LEAD),
    );
}

/// The centre's glass grouped by colour with counts, and the start marker while it is there,
/// in one row.
fn draw_centre(canvas: &mut Canvas, view: &SintraView, area: Area, ringed: bool, locale: Locale) {
    canvas.rounded_rect(area, 6.0 * U, theme::PANEL_LIGHT);
    if ringed {
        canvas.stroke_rounded_rect(area, 6.0 * U, 3.0 * U, theme::HIGHLIGHT);
    }
    let st = TextStyle::new(FACT, Weight::Bold, theme::TEXT);
    let base = area.y + area.h / 2.0 + 0.36 * FACT;
    let mut x = area.x + 8.0 * U;
    x += canvas.text(
        crate::present::words::centre(locale),
        (x, base),
        Align::Left,
        st,
    ) + 10.0 * U;
    let s = 22.0 * U;
    let top = area.y + (area.h - s) / 2.0;
    if view.start_marker_in_centre {
        start_marker(canvas, Area::new(x, top, s, s));
        x += s + 8.0 * U;
    }
    let mut shown = 0;
    for colour in components().all_colours() {
        let n = view.centre.iter().filter(|&&c| c == colour).count();
        if n == 0 {
            continue;
        }
        piece(canvas, colour, Area::new(x, top, s, s));
        x += s + 2.0 * U;
        x += canvas.text(&format!("×{n}"), (x, base), Align::Left, st) + 8.0 * U;
        shown += n;
    }
    // Colours the asset does not know cannot occur, but would still be counted.
    let strays = view.centre.len().saturating_sub(shown);
    if strays > 0 {
        canvas.text(&format!("+{strays}"), (x, base), Align::Left, st);
    }
    if view.centre.is_empty() && !view.start_marker_in_centre {
        canvas.text(
            words::empty(locale),
            (x, base),
            Align::Left,
            TextStyle::new(FACT, Weight::Regular, theme::TEXT_DIM),
        );
    }
}

/// The last turn when it is `seat`'s: what to ring on their palace.
fn last_of<'a>(view: &'a SintraView, player: &PlayerView) -> Option<&'a LastMove> {
    view.last.as_ref().filter(|l| l.seat == player.seat)
}

/// One palace in miniature: name, broken glass and score; the numbered strips (the glazier's
/// number on gold), the windows and their points.
fn draw_palace(
    canvas: &mut Canvas,
    view: &SintraView,
    player: &PlayerView,
    area: Area,
    highlight: bool,
    names: &[String],
    locale: Locale,
) {
    canvas.rounded_rect(area, 6.0 * U, theme::PANEL);
    if highlight {
        canvas.stroke_rounded_rect(area, 6.0 * U, 2.5 * U, theme::HIGHLIGHT);
    }
    let last = last_of(view, player);
    palace_header(canvas, view, player, area, highlight, last, names, locale);
    let board = &player.board;
    let n = board.slots.len().max(1) as f32;
    let pitch = (area.w - 6.0 * U) / n;
    let left = area.x + 3.0 * U;
    let y_num = area.y + P_HEAD + P_TRACK;
    let y_strip = y_num + P_NUM;
    let y_win = y_strip + 5.0 * P_STEP + P_WIN_GAP;
    let y_pts = y_win + P_WIN;
    for (i, slot) in board.slots.iter().enumerate() {
        let cx = left + (i as f32 + 0.5) * pitch;
        let here = i == board.glazier;
        let (disc, ink) = if here {
            (theme::HIGHLIGHT, theme::LEAD)
        } else {
            (theme::PANEL_LIGHT, theme::TEXT)
        };
        let ny = y_num + P_NUM / 2.0;
        canvas.circle(cx, ny, 8.5 * U, disc);
        canvas.text_centered(
            &(i + 1).to_string(),
            (cx, ny),
            TextStyle::new(FACT, Weight::Bold, ink),
        );
        if let Some(strip) = slot.strip() {
            let at = (cx - P_CELL / 2.0, y_strip);
            strip_layer(canvas, strip, at, P_CELL, P_STEP, theme::PANEL);
            if i < board.glazier {
                // Out of reach until a reset.
                let shade = Area::new(
                    cx - pitch / 2.0 + 1.0,
                    y_strip - 1.0 * U,
                    pitch - 2.0,
                    5.0 * P_STEP + 1.0 * U,
                );
                canvas.rounded_rect(shade, 3.0 * U, theme::PANEL.with_alpha(150));
            }
        }
        let frame = Area::new(cx - P_CELL / 2.0 - 2.0 * U, y_win, P_CELL + 4.0 * U, P_WIN);
        canvas.rounded_rect(frame, 3.0 * U, theme::LEAD);
        let top = y_win + 2.0 * U;
        window_glass(
            canvas,
            slot,
            cx - P_CELL / 2.0,
            top,
            P_CELL,
            P_STEP,
            2.0 * U,
        );
        let points = view.window_points.get(i).copied().unwrap_or(0);
        canvas.text_centered(
            &points.to_string(),
            (cx, y_pts + P_POINTS / 2.0),
            TextStyle::new(FACT, Weight::Bold, theme::HIGHLIGHT),
        );
        if let Some(last) = last {
            let ring = |canvas: &mut Canvas, a: Area| {
                canvas.stroke_rounded_rect(a, 4.0 * U, 2.0 * U, theme::HIGHLIGHT);
            };
            if last.strip == Some(i as u8) {
                ring(
                    canvas,
                    Area::new(
                        cx - pitch / 2.0 + 1.0 * U,
                        y_strip - 2.0 * U,
                        pitch - 2.0 * U,
                        5.0 * P_STEP + 3.0 * U,
                    ),
                );
            }
            if last.window == Some(i as u8) {
                ring(canvas, frame.inset(-1.5 * U));
            }
            if last.reset_to == Some(i as u8) {
                canvas.stroke_circle(cx, ny, 10.0 * U, 2.0 * U, theme::TEXT);
            }
        }
    }
}

/// The palace's top lines: the start marker, the name and the score; under them the
/// broken-glass track.
#[allow(clippy::too_many_arguments)]
fn palace_header(
    canvas: &mut Canvas,
    view: &SintraView,
    player: &PlayerView,
    area: Area,
    highlight: bool,
    last: Option<&LastMove>,
    names: &[String],
    locale: Locale,
) {
    let cy = area.y + P_HEAD / 2.0 + 1.5 * U;
    let base = cy + 0.36 * FACT;
    let right = area.x + area.w - 6.0 * U;
    let score = crate::present::words::points(i64::from(player.score), locale);
    let score_st = TextStyle::new(FACT, Weight::Bold, theme::HIGHLIGHT);
    let right = right - canvas.text(&score, (right, base), Align::Right, score_st) - 8.0 * U;
    let mut x = area.x + 6.0 * U;
    if player.has_start_marker {
        let s = 20.0 * U;
        start_marker(canvas, Area::new(x, cy - s / 2.0, s, s));
        x += s + 5.0 * U;
    }
    let ink = if highlight {
        theme::HIGHLIGHT
    } else {
        theme::TEXT
    };
    let st = TextStyle::new(FACT, Weight::Bold, ink);
    let name = ellipsize(&seat_name(names, player.seat, locale), st, right - x);
    canvas.text(&name, (x, base), Align::Left, st);
    let ringed = last.is_some_and(|l| l.broke > 0);
    let ty = area.y + P_HEAD + P_TRACK / 2.0;
    broken_track(canvas, view, player, area.x + 6.0 * U, ty, ringed);
}

/// The broken-glass track in a line from `x`, centred on `cy`: a shard, a small space a step,
/// the marker's space a pill with its value, the last space the −18 reset in red; ringed when
/// the last turn broke glass. Returns where it ends.
pub(super) fn broken_track(
    canvas: &mut Canvas,
    view: &SintraView,
    player: &PlayerView,
    x: f32,
    cy: f32,
    ringed: bool,
) -> f32 {
    let mut x = x;
    shard(canvas, x + 5.0 * U, cy, 13.0 * U);
    x += 14.0 * U;
    let n = view.broken_track.len();
    let pip = 10.0 * U;
    for (k, value) in view.broken_track.iter().enumerate() {
        if k == player.board.broken {
            let st = TextStyle::new(FACT, Weight::Bold, theme::LEAD);
            let text = signed(*value);
            let w = Canvas::text_width(&text, st) + 12.0 * U;
            let pill = Area::new(x, cy - 9.5 * U, w, 19.0 * U);
            canvas.rounded_rect(pill, 9.5 * U, theme::HIGHLIGHT);
            if ringed {
                canvas.stroke_rounded_rect(pill.inset(-2.0 * U), 11.0 * U, 1.5 * U, theme::TEXT);
            }
            canvas.text_centered(&text, pill.center(), st);
            x += w + 3.0 * U;
        } else {
            let fill = if k + 1 == n {
                RESET
            } else {
                theme::PANEL_LIGHT
            };
            canvas.rounded_rect(Area::new(x, cy - pip / 2.0, pip, pip), 2.5 * U, fill);
            x += pip + 3.0 * U;
        }
    }
    x
}

/// A broken-glass shard: a jagged sliver, `size` tall, centred on (cx, cy).
fn shard(canvas: &mut Canvas, cx: f32, cy: f32, size: f32) {
    let h = size / 2.0;
    let points = [
        (cx - h * 0.2, cy - h),
        (cx + h * 0.6, cy - h * 0.2),
        (cx + h * 0.1, cy + h * 0.1),
        (cx + h * 0.4, cy + h),
        (cx - h * 0.6, cy + h * 0.1),
        (cx - h * 0.1, cy - h * 0.1),
    ];
    canvas.polygon(&points, Rgba::rgb(235, 235, 240));
}

/// Final ranking by score; ties share a rank and, as the rules say, fewer points lost to broken
/// glass breaks them. Only what the view shows is used, so this is a summary, not the verdict.
fn standings(canvas: &mut Canvas, view: &SintraView, area: Area, names: &[String], locale: Locale) {
    canvas.rounded_rect(area, 6.0 * U, theme::PANEL);
    let key = |p: &PlayerView| (p.score, -p.sheet.lost_to_broken_glass());
    let mut order: Vec<&PlayerView> = view.players.iter().collect();
    order.sort_by_key(|p| std::cmp::Reverse(key(p)));
    let row_h = ((area.h - 8.0 * U) / order.len().max(1) as f32).min(30.0 * U);
    let mut rank = 0;
    let mut previous = None;
    for (k, p) in order.iter().enumerate() {
        if previous != Some(key(p)) {
            rank = k + 1;
            previous = Some(key(p));
        }
        let cy = area.y + 4.0 * U + (k as f32 + 0.5) * row_h;
        let first = rank == 1;
        let ink = if first { theme::HIGHLIGHT } else { theme::TEXT };
        let st = TextStyle::new(FACT, Weight::Bold, ink);
        let base = cy + 0.36 * FACT;
        canvas.text(
            &format!("{rank}."),
            (area.x + 26.0 * U, base),
            Align::Right,
            st,
        );
        let lost = p.sheet.lost_to_broken_glass();
        let loss = (lost != 0).then(|| format!("{} {}", words::broken(locale), signed(-lost)));
        let loss_st = TextStyle::new(FACT, Weight::Regular, LOSS);
        let loss_w = loss
            .as_deref()
            .map_or(0.0, |t| Canvas::text_width(t, loss_st));
        let score = crate::present::words::points(i64::from(p.score), locale);
        let score_w = Canvas::text_width(&score, st);
        let room = area.w - 40.0 * U - score_w - loss_w - 24.0 * U;
        let name = ellipsize(&seat_name(names, p.seat, locale), st, room);
        canvas.text(&name, (area.x + 32.0 * U, base), Align::Left, st);
        let right =
            area.x + area.w - 8.0 * U - loss_w - if loss.is_some() { 10.0 * U } else { 0.0 };
        canvas.text(&score, (right, base), Align::Right, st);
        if let Some(loss) = loss {
            canvas.text(
                &loss,
                (area.x + area.w - 8.0 * U, base),
                Align::Right,
                loss_st,
            );
        }
    }
}
