//! The public table: header, draft pool, round track, tool and objective cards; and, in a
//! picture of its own, every window. Reads only what every view holds alike (never `own`,
//! `viewer` or a seat's private colours before the end), so a seat's view and a spectator's give
//! the same picture.
//!
//! Four windows beside the cards made a phone show their words 4 px tall (issue 37): the cards
//! are now one a row at a size a phone reads, and the windows two a row in a narrower picture.

use crate::game::Seat;
use crate::games::sagrada::Color;
use crate::games::sagrada::Sagrada;
use crate::games::sagrada::{
    breakdown, PhaseView, SagradaView, ScoreInput, SeatView, ToolView, ROUNDS,
};
use crate::i18n::Locale;
use crate::present::kit::{
    capitalised, draw_legend, ellipsize, seat_name, theme, Align, Area, Canvas, Palette,
    RenderError, TextStyle, Weight, LEGEND_HEIGHT,
};
use crate::present::DrawTable;

use super::paint::{self, glass, Grid};
use super::words::{self, public_text, tool_text};

pub const WIDTH: f32 = 1100.0;
pub const MARGIN: f32 = 24.0;
const GAP: f32 = 14.0;
const TITLE: f32 = 42.0;
/// The smallest text of the table picture: 10 px when a phone shows it 400 px wide.
pub const SMALL_TEXT: f32 = 28.0;
const TOOL_ROW: f32 = 88.0;
const PUBLIC_ROW: f32 = 80.0;
const ROW_GAP: f32 = 8.0;
/// A window's cell in the players' picture: 33 px on a phone (two windows make it 654 px
/// wide), and small enough that a whole game's uploads stay within the e2e byte budget.
const PLAYER_CELL: f32 = 54.0;
/// Alone at the table the window is the picture: larger, and the picture as wide as it.
const SOLO_CELL: f32 = 96.0;
const PLAYER_SMALL_TEXT: f32 = 21.0;
/// The favor tokens' line under a window.
const FAVOR_LINE: f32 = 34.0;
const POOL_DIE: f32 = 58.0;
const TRACK_DIE: f32 = 28.0;
const TRACK_PER_ROW: usize = 3;

fn inner_width() -> f32 {
    WIDTH - 2.0 * MARGIN
}

impl DrawTable for Sagrada {
    fn draw_table(
        view: &SagradaView,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError> {
        let header_h = 84.0;
        let pool_h = TITLE + 30.0 + POOL_DIE + 16.0;
        let track_h = TITLE + track_slot_height(view) + 12.0;
        let rows = |n: usize, h: f32| TITLE + n as f32 * (h + ROW_GAP) + 4.0;
        let tools_h = rows(view.tools.len(), TOOL_ROW);
        let publics_h = rows(view.publics.len(), PUBLIC_ROW);
        let solo_h = if view.solo.is_some() {
            solo_height(view) + GAP
        } else {
            0.0
        };
        let height = MARGIN
            + header_h
            + pool_h
            + GAP
            + track_h
            + GAP
            + tools_h
            + GAP
            + publics_h
            + GAP
            + solo_h
            + LEGEND_HEIGHT
            + MARGIN;
        let mut canvas = Canvas::new(WIDTH as u32, height.ceil() as u32, theme::BACKGROUND)?
            .with_palette(palette);
        let mut y = MARGIN;
        header(&mut canvas, view, names, locale, y);
        y += header_h;
        pool(
            &mut canvas,
            view,
            names,
            locale,
            Area::new(MARGIN, y, inner_width(), pool_h),
        );
        y += pool_h + GAP;
        track(
            &mut canvas,
            view,
            locale,
            Area::new(MARGIN, y, inner_width(), track_h),
        );
        y += track_h + GAP;
        tools(
            &mut canvas,
            view,
            locale,
            Area::new(MARGIN, y, inner_width(), tools_h),
        );
        y += tools_h + GAP;
        publics(
            &mut canvas,
            view,
            locale,
            Area::new(MARGIN, y, inner_width(), publics_h),
        );
        y += publics_h + GAP;
        if view.solo.is_some() {
            let h = solo_height(view);
            solo_info(
                &mut canvas,
                view,
                locale,
                Area::new(MARGIN, y, inner_width(), h),
            );
            y += h + GAP;
        }
        let legend: Vec<_> = Color::ALL
            .into_iter()
            .map(|c| (glass(c), capitalised(super::words::colour(c, locale))))
            .collect();
        draw_legend(&mut canvas, &legend, y);
        Ok(canvas)
    }

    /// Every window with its name, pattern and favor tokens, two a row (one alone), the seats to
    /// act outlined.
    fn draw_players(
        view: &SagradaView,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Option<Canvas>, RenderError> {
        let cols = view.seats.len().clamp(1, 2);
        let width = 2.0 * MARGIN + cols as f32 * panel_width(view) + (cols as f32 - 1.0) * 10.0;
        let height = 2.0 * MARGIN + players_height(view);
        let mut canvas = Canvas::new(width as u32, height.ceil() as u32, theme::BACKGROUND)?
            .with_palette(palette);
        players(
            &mut canvas,
            view,
            names,
            locale,
            MARGIN,
            players_height(view),
        );
        Ok(Some(canvas))
    }
}

/// A dark panel with a small title in its top-left corner.
pub fn panel(canvas: &mut Canvas, area: Area, title: &str) {
    canvas.rounded_rect(area, 12.0, theme::PANEL);
    if !title.is_empty() {
        let style = TextStyle::new(SMALL_TEXT, Weight::Bold, theme::TEXT_DIM);
        canvas.text(title, (area.x + 16.0, area.y + 31.0), Align::Left, style);
    }
}

/// "Round 3/10" and what the table waits for.
fn header(canvas: &mut Canvas, view: &SagradaView, names: &[String], locale: Locale, y: f32) {
    let title = TextStyle::new(30.0, Weight::Bold, theme::TEXT);
    canvas.text("Sagrada", (MARGIN, y + 30.0), Align::Left, title);
    let round = words::round(view, locale);
    canvas.text(&round, (WIDTH - MARGIN, y + 30.0), Align::Right, title);
    let status = words::status(view, names, locale);
    let style = paint::fit(
        &status,
        TextStyle::new(30.0, Weight::Bold, theme::HIGHLIGHT),
        inner_width(),
        SMALL_TEXT,
    );
    let status = ellipsize(&status, style, inner_width());
    canvas.text(&status, (MARGIN, y + 70.0), Align::Left, style);
}

/// The draft pool, each die numbered as the bot's buttons number them, plus the die in hand.
fn pool(canvas: &mut Canvas, view: &SagradaView, names: &[String], locale: Locale, area: Area) {
    panel(canvas, area, words::draft_pool(locale));
    let dim = TextStyle::new(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM);
    let bag = format!("{}: {}", crate::present::words::bag(locale), view.bag_count);
    canvas.text(
        &bag,
        (area.x + area.w - 16.0, area.y + 31.0),
        Align::Right,
        dim,
    );
    let number = TextStyle::new(SMALL_TEXT, Weight::Bold, theme::TEXT);
    let top = area.y + TITLE + 30.0;
    let pitch = POOL_DIE + 14.0;
    for (i, &d) in view.pool.iter().enumerate() {
        let x = area.x + 18.0 + i as f32 * pitch;
        canvas.text_centered(
            &(i + 1).to_string(),
            (x + POOL_DIE / 2.0, top - 17.0),
            number,
        );
        paint::die(canvas, Area::new(x, top, POOL_DIE, POOL_DIE), d);
    }
    if view.pool.is_empty() {
        canvas.text("—", (area.x + 18.0, top + 38.0), Align::Left, number);
    }
    let in_hand = view
        .turn()
        .and_then(|t| t.step.die_in_hand().map(|d| (t.seat, d)));
    if let Some((seat, d)) = in_hand {
        // The die in hand is public: it left the pool but is not placed yet.
        let die_x = area.x + area.w - 18.0 - POOL_DIE;
        paint::die(canvas, Area::new(die_x, top, POOL_DIE, POOL_DIE), d);
        // Two lines, so the holder's name keeps a size a phone reads.
        let style = TextStyle::new(SMALL_TEXT, Weight::Bold, theme::HIGHLIGHT);
        let room = (die_x - 14.0 - (area.x + 18.0 + view.pool.len() as f32 * pitch)).max(80.0);
        let name = ellipsize(&seat_name(names, seat, locale), style, room);
        let held = words::in_hand(locale);
        canvas.text(held, (die_x - 14.0, top + 22.0), Align::Right, style);
        canvas.text(&name, (die_x - 14.0, top + 56.0), Align::Right, style);
    }
}

fn track_rows(view: &SagradaView) -> usize {
    let most = view.track.iter().map(Vec::len).max().unwrap_or(0);
    most.div_ceil(TRACK_PER_ROW).max(1)
}

fn track_slot_height(view: &SagradaView) -> f32 {
    36.0 + track_rows(view) as f32 * (TRACK_DIE + 3.0) + 6.0
}

/// Rounds 1–10 with the dice left over from each finished round.
fn track(canvas: &mut Canvas, view: &SagradaView, locale: Locale, area: Area) {
    let title = match &view.solo {
        Some(s) => format!(
            "{}  ·  {}: {}",
            super::words::round_track(locale),
            crate::present::words::solo_target(locale),
            s.target
        ),
        None => super::words::round_track(locale).to_string(),
    };
    panel(canvas, area, &title);
    let gap = 6.0;
    let rounds = usize::from(ROUNDS);
    let slot_w = (area.w - 24.0 - gap * (rounds as f32 - 1.0)) / rounds as f32;
    let slot_h = track_slot_height(view);
    let playing = matches!(view.phase, PhaseView::Playing { .. });
    for r in 0..rounds {
        let slot = Area::new(
            area.x + 12.0 + r as f32 * (slot_w + gap),
            area.y + TITLE,
            slot_w,
            slot_h,
        );
        canvas.rounded_rect(slot, 8.0, theme::PANEL_LIGHT);
        let current = playing && usize::from(view.round) == r + 1;
        if current {
            canvas.stroke_rounded_rect(slot, 8.0, 3.0, theme::HIGHLIGHT);
        }
        let colour = if current {
            theme::HIGHLIGHT
        } else {
            theme::TEXT_DIM
        };
        canvas.text_centered(
            &(r + 1).to_string(),
            (slot.x + slot_w / 2.0, slot.y + 17.0),
            TextStyle::new(SMALL_TEXT, Weight::Bold, colour),
        );
        let dice = view.track.get(r).map(Vec::as_slice).unwrap_or(&[]);
        let row_w = TRACK_PER_ROW as f32 * (TRACK_DIE + 3.0) - 3.0;
        for (i, &d) in dice.iter().enumerate() {
            let (row, col) = (i / TRACK_PER_ROW, i % TRACK_PER_ROW);
            let x = slot.x + (slot_w - row_w) / 2.0 + col as f32 * (TRACK_DIE + 3.0);
            let y = slot.y + 36.0 + row as f32 * (TRACK_DIE + 3.0);
            paint::die(canvas, Area::new(x, y, TRACK_DIE, TRACK_DIE), d);
        }
    }
}

/// Cards one a row inside a panel, `h` tall each.
fn card_areas(area: Area, n: usize, h: f32) -> Vec<Area> {
    (0..n)
        .map(|i| {
            let y = area.y + TITLE + i as f32 * (h + ROW_GAP);
            Area::new(area.x + 12.0, y, area.w - 24.0, h)
        })
        .collect()
}

/// Room for a tool card's words: the card less its colour stripe and margins.
pub fn tool_text_room() -> f32 {
    inner_width() - 24.0 - 88.0
}

fn tools(canvas: &mut Canvas, view: &SagradaView, locale: Locale, area: Area) {
    panel(canvas, area, words::tool_cards(locale));
    let solo = view.solo.is_some();
    for (t, card) in view
        .tools
        .iter()
        .zip(card_areas(area, view.tools.len(), TOOL_ROW))
    {
        tool_card(canvas, t, card, solo, locale);
    }
}

/// A tool card: colour stripe with symbol and price; number, name and price or tokens on the
/// first line, the reminder on the second.
fn tool_card(canvas: &mut Canvas, t: &ToolView, card: Area, solo: bool, locale: Locale) {
    canvas.rounded_rect(card, 10.0, theme::PANEL_LIGHT);
    let g = paint::glass(t.color);
    let stripe = Area::new(card.x, card.y, 56.0, card.h);
    canvas.rounded_rect(stripe, 10.0, canvas.palette().fill(g));
    canvas.fill_rect(
        Area::new(card.x + 46.0, card.y, 10.0, card.h),
        canvas.palette().fill(g),
    );
    let (cx, cy) = (card.x + 28.0, card.y + card.h / 2.0);
    if solo {
        // Solo: paid with a pool die of the card's colour.
        let d = Area::new(cx - 18.0, cy - 18.0, 36.0, 36.0);
        canvas.stroke_rounded_rect(d, 6.0, 3.0, canvas.palette().ink(g));
        crate::present::kit::draw_symbol(canvas, g, cx, cy, 20.0);
    } else {
        paint::coin(canvas, cx, cy, 21.0);
        canvas.text_centered(
            &t.cost.to_string(),
            (cx, cy),
            TextStyle::new(SMALL_TEXT, Weight::Bold, theme::LEAD),
        );
    }
    let (tool_name, hint) = tool_text(locale, t.tool);
    let text_x = card.x + 72.0;
    let right = card.x + card.w - 16.0;
    let bold = TextStyle::new(SMALL_TEXT, Weight::Bold, theme::TEXT);
    let small = TextStyle::new(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM);
    let side = if t.spent {
        String::new()
    } else if solo {
        format!(
            "{} {}",
            words::pay(locale),
            super::words::colour(t.color, locale)
        )
    } else if t.favor > 0 {
        format!("{}: {}", words::tokens_on_it(locale), t.favor)
    } else {
        String::new()
    };
    let side_w = if t.spent {
        Canvas::text_width(words::used_stamp(locale), small) + 90.0
    } else if side.is_empty() {
        0.0
    } else {
        Canvas::text_width(&side, small) + 20.0
    };
    let title = format!("{}. {}", t.tool.number(), tool_name);
    let title = ellipsize(&title, bold, right - text_x - side_w);
    canvas.text(&title, (text_x, card.y + 36.0), Align::Left, bold);
    let hint = ellipsize(hint, small, tool_text_room());
    canvas.text(&hint, (text_x, card.y + 74.0), Align::Left, small);
    if t.spent {
        // Greyed, with a mark in the corner that leaves the words readable.
        canvas.rounded_rect(card, 10.0, theme::BACKGROUND.with_alpha(150));
        spent_mark(canvas, card, locale);
    }
    if !side.is_empty() {
        let style = TextStyle::new(SMALL_TEXT, Weight::Bold, theme::TEXT_DIM);
        canvas.text(&side, (right, card.y + 36.0), Align::Right, style);
    }
}

/// A spent card's corner folded down, with a tick on the fold, and the word beside it on the
/// title line, clear of the card's words.
fn spent_mark(canvas: &mut Canvas, card: Area, locale: Locale) {
    let (x1, y0) = (card.x + card.w, card.y);
    let s = 56.0;
    canvas.polygon(&[(x1 - s, y0), (x1, y0), (x1, y0 + s)], theme::PANEL);
    canvas.polygon(
        &[(x1 - s, y0), (x1, y0 + s), (x1 - s, y0 + s)],
        theme::TEXT_DIM,
    );
    let at = |dx: f32, dy: f32| (x1 - s + dx, y0 + dy);
    canvas.line(at(8.0, 36.0), at(16.0, 45.0), 5.0, theme::LEAD);
    canvas.line(at(16.0, 45.0), at(30.0, 32.0), 5.0, theme::LEAD);
    let style = TextStyle::new(SMALL_TEXT, Weight::Bold, theme::TEXT_DIM);
    canvas.text(
        words::used_stamp(locale),
        (x1 - s - 12.0, card.y + 36.0),
        Align::Right,
        style,
    );
}

fn publics(canvas: &mut Canvas, view: &SagradaView, locale: Locale, area: Area) {
    panel(canvas, area, words::public_objectives(locale));
    for (&o, card) in view
        .publics
        .iter()
        .zip(card_areas(area, view.publics.len(), PUBLIC_ROW))
    {
        canvas.rounded_rect(card, 10.0, theme::PANEL_LIGHT);
        let (title, how, points) = public_text(locale, o);
        let badge = Area::new(card.x + 8.0, card.y + 8.0, 64.0, 64.0);
        canvas.rounded_rect(badge, 8.0, theme::LEAD);
        canvas.text_centered(
            &points.to_string(),
            badge.center(),
            TextStyle::new(34.0, Weight::Bold, theme::HIGHLIGHT),
        );
        let max = card.w - 100.0;
        let bold = TextStyle::new(SMALL_TEXT, Weight::Bold, theme::TEXT);
        let small = TextStyle::new(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM);
        let x = card.x + 86.0;
        canvas.text(
            &ellipsize(title, bold, max),
            (x, card.y + 34.0),
            Align::Left,
            bold,
        );
        canvas.text(
            &ellipsize(how, small, max),
            (x, card.y + 68.0),
            Align::Left,
            small,
        );
    }
}

/// Seats that must decide now.
pub fn to_act(view: &SagradaView) -> Vec<Seat> {
    match &view.phase {
        PhaseView::ChoosingPatterns { waiting } => waiting.clone(),
        PhaseView::Playing { turn, .. } => vec![turn.seat],
        PhaseView::Over => Vec::new(),
    }
}

/// A window's cell in the players' picture.
fn player_cell(view: &SagradaView) -> f32 {
    if view.solo.is_some() {
        SOLO_CELL
    } else {
        PLAYER_CELL
    }
}

fn panel_width(view: &SagradaView) -> f32 {
    5.0 * player_cell(view) + 28.0
}

/// Whether the windows have a line for their favor tokens: in a game of several once the
/// windows are known.
fn favor_lines(view: &SagradaView) -> bool {
    view.solo.is_none() && !matches!(view.phase, PhaseView::ChoosingPatterns { .. })
}

/// Windows a row in the players' picture: two, or one alone.
fn player_cols(view: &SagradaView) -> usize {
    view.seats.len().clamp(1, 2)
}

fn players_height(view: &SagradaView) -> f32 {
    let grid = Grid {
        x: 0.0,
        y: 0.0,
        cell: player_cell(view),
    };
    let score = if view.phase == PhaseView::Over {
        34.0
    } else {
        0.0
    };
    let favor = if favor_lines(view) { FAVOR_LINE } else { 0.0 };
    let rows = view.seats.len().div_ceil(player_cols(view)).max(1) as f32;
    rows * (68.0 + grid.height() + favor + score + 14.0) + (rows - 1.0) * 10.0
}

/// Every window, with name, pattern, favor tokens; the seat to act outlined.
fn players(
    canvas: &mut Canvas,
    view: &SagradaView,
    names: &[String],
    locale: Locale,
    y: f32,
    height: f32,
) {
    let acting = to_act(view);
    let cols = player_cols(view);
    let rows = view.seats.len().div_ceil(cols).max(1) as f32;
    let panel_h = (height - (rows - 1.0) * 10.0) / rows;
    for (i, s) in view.seats.iter().enumerate() {
        let (row, col) = ((i / cols) as f32, (i % cols) as f32);
        let area = Area::new(
            MARGIN + col * (panel_width(view) + 10.0),
            y + row * (panel_h + 10.0),
            panel_width(view),
            panel_h,
        );
        seat_panel(
            canvas,
            view,
            s,
            names,
            locale,
            area,
            player_cell(view),
            acting.contains(&s.seat),
        );
    }
}

#[allow(clippy::too_many_arguments)]
fn seat_panel(
    canvas: &mut Canvas,
    view: &SagradaView,
    s: &SeatView,
    names: &[String],
    locale: Locale,
    area: Area,
    cell: f32,
    acting: bool,
) {
    canvas.rounded_rect(area, 12.0, theme::PANEL);
    if acting {
        canvas.stroke_rounded_rect(area.inset(1.5), 12.0, 3.0, theme::HIGHLIGHT);
    }
    let solo = view.solo.is_some();
    let setup = matches!(view.phase, PhaseView::ChoosingPatterns { .. });
    // During setup a seat's own view already holds its window; show nobody's so that every
    // view gives the same picture.
    let window = if setup { None } else { s.window.as_ref() };
    let label = seat_name(names, s.seat, locale);
    let colour = if acting {
        theme::HIGHLIGHT
    } else {
        theme::TEXT
    };
    let max = area.w - 32.0;
    let style = TextStyle::new(22.0, Weight::Bold, colour);
    let shown = ellipsize(&label, style, max);
    canvas.text(&shown, (area.x + 14.0, area.y + 29.0), Align::Left, style);
    let grid = Grid {
        x: area.x + (area.w - (5.0 * cell + (cell * 0.08).max(3.0))) / 2.0,
        y: area.y + 62.0,
        cell,
    };
    // 10 px on a phone showing the two-window picture (654 px) 400 px wide.
    let dim = TextStyle::new(PLAYER_SMALL_TEXT, Weight::Regular, theme::TEXT_DIM);
    match (window, s.pattern.and_then(crate::games::sagrada::pattern)) {
        (Some(w), pattern) => {
            if let Some(p) = pattern {
                let text = ellipsize(&p.name, dim, area.w - 40.0 - 12.0 * f32::from(p.difficulty));
                let end = canvas.text(&text, (area.x + 14.0, area.y + 54.0), Align::Left, dim);
                if !solo {
                    paint::dots(
                        canvas,
                        area.x + 22.0 + end,
                        area.y + 45.0,
                        3.5,
                        p.difficulty,
                    );
                }
            }
            paint::window(canvas, grid, w);
            let mut below = grid.y + grid.height();
            if favor_lines(view) {
                favor_line(canvas, area.x + 14.0, below + 20.0, s.favor, locale);
                below += FAVOR_LINE;
            }
            if view.phase == PhaseView::Over {
                let privates = s.private.as_deref().unwrap_or(&[]);
                let lines = breakdown(&ScoreInput {
                    window: w,
                    publics: &view.publics,
                    privates,
                    favor: (!solo).then_some(s.favor),
                });
                let total: i32 = lines.iter().map(|l| l.points).sum();
                let text = format!("{}: {}", crate::present::words::score(locale), total);
                canvas.text_centered(
                    &text,
                    (area.x + area.w / 2.0, below + 20.0),
                    TextStyle::new(22.0, Weight::Bold, theme::HIGHLIGHT),
                );
            }
        }
        (None, _) => {
            let frame = Area::new(grid.x, grid.y, grid.width(), grid.height());
            canvas.rounded_rect(frame, 8.0, theme::BACKGROUND);
            let (text, colour) = if s.has_chosen {
                (words::pattern_chosen(locale), theme::TEXT)
            } else {
                (words::choosing_a_pattern(locale), theme::HIGHLIGHT)
            };
            let style = paint::fit(
                text,
                TextStyle::new(22.0, Weight::Bold, colour),
                frame.w - 16.0,
                PLAYER_SMALL_TEXT,
            );
            let text = ellipsize(text, style, frame.w - 16.0);
            canvas.text_centered(&text, frame.center(), style);
        }
    }
}

/// "(coin) Favor tokens: 2" under a window, so the count never reads as a score.
fn favor_line(canvas: &mut Canvas, x: f32, cy: f32, favor: u8, locale: Locale) {
    let r = 11.0;
    paint::coin(canvas, x + r, cy, r);
    let style = TextStyle::new(PLAYER_SMALL_TEXT, Weight::Bold, theme::TEXT_DIM);
    let text = format!("{}: {favor}", words::favor_tokens_short(locale));
    canvas.text(&text, (x + 2.0 * r + 8.0, cy + 7.5), Align::Left, style);
}

/// Height of the solo panel: three lines, and the dice spent on tools once there are some.
fn solo_height(view: &SagradaView) -> f32 {
    let spent = view.solo.is_some() && !view.spent.is_empty();
    TITLE + 3.0 * 40.0 + if spent { 96.0 } else { 0.0 } + 12.0
}

/// Solo: difficulty, the target so far and the dice spent on tools.
fn solo_info(canvas: &mut Canvas, view: &SagradaView, locale: Locale, area: Area) {
    panel(canvas, area, words::solo(locale));
    let Some(solo) = &view.solo else {
        return;
    };
    let text = TextStyle::new(SMALL_TEXT, Weight::Regular, theme::TEXT);
    let big = TextStyle::new(32.0, Weight::Bold, theme::HIGHLIGHT);
    let dim = TextStyle::new(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM);
    let x = area.x + 16.0;
    let mut y = area.y + TITLE + 30.0;
    let end = canvas.text(
        &format!("{}: ", words::target_round_track(locale)),
        (x, y),
        Align::Left,
        text,
    );
    canvas.text(&solo.target.to_string(), (x + end, y), Align::Left, big);
    y += 40.0;
    canvas.text(
        &format!("{}: {}", words::difficulty(locale), solo.difficulty),
        (x, y),
        Align::Left,
        text,
    );
    y += 40.0;
    canvas.text(words::beat_the_target(locale), (x, y), Align::Left, dim);
    if !view.spent.is_empty() {
        y += 40.0;
        canvas.text(words::dice_spent_on_tools(locale), (x, y), Align::Left, dim);
        y += 12.0;
        for (i, &d) in view.spent.iter().enumerate() {
            let dx = x + i as f32 * 48.0;
            if dx + 42.0 > area.x + area.w {
                break;
            }
            paint::die(canvas, Area::new(dx, y, 42.0, 42.0), d);
        }
    }
}
