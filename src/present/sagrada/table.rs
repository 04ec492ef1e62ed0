//! The public table: the round and whose turn, the round's order, the draft pool, the round
//! track and what each tool costs now; and, in a picture of its own, every window. Reads only
//! what every view holds alike (never `own`, `viewer` or a seat's private colours before the
//! end), so a seat's view and a spectator's give the same picture.
//!
//! Both pictures are laid out for a phone showing them [`UNITS`] px wide (issue 50): sizes are
//! written in those units and drawn [`SCALE`] times larger. What never changes during a game
//! (the objectives' and tools' texts, the colours' legend) is in the reference picture
//! (`reference.rs`), not on every turn's table.

use crate::game::Seat;
use crate::games::sagrada::Sagrada;
use crate::games::sagrada::{PhaseView, SagradaView, SeatView, Step, ToolView, ROUNDS};
use crate::i18n::Locale;
use crate::present::kit::{
    ellipsize, seat_name, theme, Align, Area, Canvas, Palette, RenderError, TextStyle, Weight,
};
use crate::present::DrawTable;

use super::paint::{self, caption, caption_style, fact, style, u, Grid, SCALE, UNITS};
use super::words::{self, tool_text};

const MARGIN: f32 = 6.0;
const GAP: f32 = 6.0;
/// The pool's dice: pips that read (see `paint::die`).
const POOL_DIE: f32 = 36.0;
/// A round-track die while each round's leftovers stand at most two high: pips that read.
const TRACK_DIE: f32 = 35.5;
/// When more are left over, a smaller die with a numeral.
const TRACK_SMALL_DIE: f32 = 25.0;
const CHIP: f32 = 24.0;
/// Rows of the table that carry a caption ("Draft pool").
const CAPTION_ROW: f32 = 15.0;

impl DrawTable for Sagrada {
    fn draw_table(
        view: &SagradaView,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError> {
        let header_h = 26.0;
        let order = round_order(view);
        let order_h = if order.is_empty() {
            0.0
        } else {
            order_rows(&order, names, locale) as f32 * (CHIP + 4.0) + 2.0
        };
        let pool_h = CAPTION_ROW + 19.0 + POOL_DIE + 6.0;
        let track_layout = TrackLayout::of(view);
        let track_h = track_layout.height();
        let tools_h = CAPTION_ROW + tool_rows(view, locale) as f32 * (CHIP + 4.0) + 2.0;
        let height = MARGIN + header_h + order_h + pool_h + GAP + track_h + GAP + tools_h + MARGIN;
        let mut canvas = Canvas::new(u(UNITS) as u32, u(height).ceil() as u32, theme::BACKGROUND)?
            .with_palette(palette);
        let mut y = MARGIN;
        header(&mut canvas, view, names, locale, y);
        y += header_h;
        if !order.is_empty() {
            order_chips(&mut canvas, view, &order, names, locale, y);
            y += order_h;
        }
        pool(&mut canvas, view, locale, y);
        y += pool_h + GAP;
        track(&mut canvas, view, locale, y, track_layout);
        y += track_h + GAP;
        tools(&mut canvas, view, locale, y);
        Ok(canvas)
    }

    /// Every window with its name and favor tokens, two a row (one alone), the seat to act
    /// outlined, the last turn's dice ringed.
    fn draw_players(
        view: &SagradaView,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Option<Canvas>, RenderError> {
        let layout = PlayersLayout::of(view);
        let mut canvas = Canvas::new(
            u(UNITS) as u32,
            u(layout.height).ceil() as u32,
            theme::BACKGROUND,
        )?
        .with_palette(palette);
        players(&mut canvas, view, names, locale, &layout);
        Ok(Some(canvas))
    }

    const HAS_REFERENCE: bool = true;

    fn draw_reference(
        view: &SagradaView,
        locale: Locale,
        palette: Palette,
    ) -> Result<Option<Canvas>, RenderError> {
        super::reference::draw(view, locale, palette).map(Some)
    }
}

/// "Round 3/10 · Alice to play": the round and what the table waits for, on one line.
fn header(canvas: &mut Canvas, view: &SagradaView, names: &[String], locale: Locale, y: f32) {
    let waiting = match &view.phase {
        PhaseView::Playing { turn, .. } => {
            crate::present::words::to_play(&seat_name(names, turn.seat, locale), locale)
        }
        _ => words::status(view, names, locale),
    };
    let line = format!("{}  ·  {waiting}", words::round(view, locale));
    let st = style(fact() + 2.0, Weight::Bold, theme::HIGHLIGHT);
    paint::line_across(canvas, &line, st, MARGIN, y + 17.0);
}

/// This round's turns in order while a round is played by several.
fn round_order(view: &SagradaView) -> Vec<Seat> {
    match &view.phase {
        PhaseView::Playing { order, .. } if view.seats.len() > 1 => order.clone(),
        _ => Vec::new(),
    }
}

/// The chip of one turn of the round: its name, cut to leave room for the others.
fn chip_name(seat: Seat, names: &[String], locale: Locale) -> String {
    ellipsize(&seat_name(names, seat, locale), chip_style(), u(92.0))
}

fn chip_style() -> TextStyle {
    style(fact(), Weight::Bold, theme::TEXT)
}

/// Lays out chips of the given widths (units) in rows from `x0` to the right margin; returns
/// each chip's row and x.
fn flow(widths: &[f32], x0: f32) -> Vec<(usize, f32)> {
    let right = UNITS - MARGIN;
    let mut out = Vec::new();
    let (mut row, mut x) = (0, x0);
    for &w in widths {
        if x + w > right && x > x0 {
            row += 1;
            x = MARGIN;
        }
        out.push((row, x));
        x += w + 4.0;
    }
    out
}

/// "Round order" then one chip a turn, the round's starter first.
fn order_layout(order: &[Seat], names: &[String], locale: Locale) -> (f32, Vec<(usize, f32)>) {
    let label = Canvas::text_width(words::round_order(locale), caption_style()) / SCALE + 6.0;
    let widths: Vec<f32> = order
        .iter()
        .map(|&s| Canvas::text_width(&chip_name(s, names, locale), chip_style()) / SCALE + 14.0)
        .collect();
    (label, flow(&widths, MARGIN + label))
}

fn order_rows(order: &[Seat], names: &[String], locale: Locale) -> usize {
    order_layout(order, names, locale)
        .1
        .last()
        .map_or(1, |(row, _)| row + 1)
}

/// The round's turns as chips: done ones ticked on a dark chip, the one being played lit,
/// a turn Running Pliers skips struck through.
fn order_chips(
    canvas: &mut Canvas,
    view: &SagradaView,
    order: &[Seat],
    names: &[String],
    locale: Locale,
    y: f32,
) {
    let PhaseView::Playing {
        position,
        skip_second,
        ..
    } = &view.phase
    else {
        return;
    };
    let n = view.seats.len();
    canvas.text(
        words::round_order(locale),
        (u(MARGIN), u(y + CHIP / 2.0 + 4.5)),
        Align::Left,
        caption_style(),
    );
    let (_, places) = order_layout(order, names, locale);
    for (i, (&seat, &(row, x))) in order.iter().zip(&places).enumerate() {
        let name = chip_name(seat, names, locale);
        let w = Canvas::text_width(&name, chip_style()) / SCALE + 14.0;
        let area = Area::new(u(x), u(y + row as f32 * (CHIP + 4.0)), u(w), u(CHIP));
        let skipped = i >= n && skip_second.contains(&seat);
        let (fill, ink) = if i == *position {
            (theme::HIGHLIGHT, theme::LEAD)
        } else if i < *position {
            (theme::LEAD, theme::TEXT)
        } else {
            (theme::PANEL_LIGHT, theme::TEXT)
        };
        canvas.rounded_rect(area, u(6.0), fill);
        let text_style = TextStyle {
            colour: ink,
            ..chip_style()
        };
        let (cx, cy) = area.center();
        canvas.text_centered(&name, (cx, cy), text_style);
        if skipped || i < *position {
            // Done or skipped: struck through, the name still full-contrast.
            let half = Canvas::text_width(&name, text_style) / 2.0;
            canvas.line((cx - half, cy), (cx + half, cy), u(1.5), ink);
        }
    }
}

/// The draft pool, each die numbered as the bot's buttons number them, then the die in hand.
fn pool(canvas: &mut Canvas, view: &SagradaView, locale: Locale, y: f32) {
    canvas.text(
        words::draft_pool(locale),
        (u(MARGIN), u(y + 12.0)),
        Align::Left,
        caption_style(),
    );
    let bag = crate::present::words::pile(crate::present::words::bag(locale), view.bag_count);
    canvas.text(
        &bag,
        (u(UNITS - MARGIN), u(y + 13.0)),
        Align::Right,
        style(fact(), Weight::Regular, theme::TEXT),
    );
    let number = style(fact(), Weight::Bold, theme::TEXT);
    let top = y + CAPTION_ROW + 19.0;
    let pitch = POOL_DIE + 6.0;
    for (i, &d) in view.pool.iter().enumerate() {
        let x = MARGIN + i as f32 * pitch;
        canvas.text_centered(
            &(i + 1).to_string(),
            (u(x + POOL_DIE / 2.0), u(top - 10.0)),
            number,
        );
        paint::die(canvas, Area::new(u(x), u(top), u(POOL_DIE), u(POOL_DIE)), d);
    }
    if view.pool.is_empty() {
        canvas.text(
            "—",
            (u(MARGIN), u(top + 24.0)),
            Align::Left,
            style(fact(), Weight::Bold, theme::TEXT),
        );
    }
    if let Some(d) = view.turn().and_then(|t| t.step.die_in_hand()) {
        // The die in hand is public: it left the pool but is not placed yet.
        let x = UNITS - MARGIN - POOL_DIE;
        let area = Area::new(u(x), u(top), u(POOL_DIE), u(POOL_DIE));
        paint::die(canvas, area, d);
        canvas.stroke_rounded_rect(area.inset(-u(2.5)), u(7.0), u(2.5), theme::HIGHLIGHT);
        let held = style(caption(), Weight::Bold, theme::HIGHLIGHT).caption();
        canvas.text(
            words::in_hand(locale),
            (u(x + POOL_DIE), u(top - 5.0)),
            Align::Right,
            held,
        );
    }
}

/// How the round track is drawn: the rounds a band (ten, or five in two bands), the dice's
/// size and gap, how many stand side by side in a round and how many lines they take.
#[derive(Debug, Clone, Copy)]
struct TrackLayout {
    rounds: usize,
    die: f32,
    gap: f32,
    across: usize,
    lines: usize,
}

/// The band of round numbers over the dice.
const TRACK_NUMBERS: f32 = 18.0;

impl TrackLayout {
    /// Large dice with pips while each round left at most two; smaller ones with numerals
    /// (still read on a phone) when more were left; past four, in two bands of five rounds,
    /// three side by side.
    fn of(view: &SagradaView) -> TrackLayout {
        let most = view.track.iter().map(Vec::len).max().unwrap_or(0).max(1);
        match most {
            0..=2 => TrackLayout {
                rounds: 10,
                die: TRACK_DIE,
                gap: 3.0,
                across: 1,
                lines: most,
            },
            3..=4 => TrackLayout {
                rounds: 10,
                die: TRACK_SMALL_DIE,
                gap: 1.5,
                across: 1,
                lines: most,
            },
            _ => TrackLayout {
                rounds: 5,
                die: TRACK_SMALL_DIE,
                gap: 0.5,
                across: 3,
                lines: most.div_ceil(3),
            },
        }
    }

    fn bands(self) -> usize {
        usize::from(ROUNDS).div_ceil(self.rounds)
    }

    fn band_height(self) -> f32 {
        TRACK_NUMBERS + 2.0 + self.lines as f32 * (self.die + self.gap)
    }

    fn height(self) -> f32 {
        CAPTION_ROW + self.bands() as f32 * self.band_height()
    }

    fn pitch(self) -> f32 {
        (UNITS - 2.0 * MARGIN) / self.rounds as f32
    }
}

/// Rounds 1–10 with the dice left over from each finished round, the round being played lit.
fn track(canvas: &mut Canvas, view: &SagradaView, locale: Locale, y: f32, layout: TrackLayout) {
    let title = match &view.solo {
        Some(s) => format!(
            "{}  ·  {}: {}",
            words::round_track(locale),
            crate::present::words::solo_target(locale),
            s.target
        ),
        None => words::round_track(locale).to_string(),
    };
    let caption = if view.solo.is_some() {
        // The target is a fact.
        style(fact(), Weight::Bold, theme::TEXT_DIM)
    } else {
        caption_style()
    };
    canvas.text(&title, (u(MARGIN), u(y + 12.0)), Align::Left, caption);
    let playing = matches!(view.phase, PhaseView::Playing { .. });
    let pitch = layout.pitch();
    for r in 0..usize::from(ROUNDS) {
        let (band, col) = (r / layout.rounds, r % layout.rounds);
        let x = MARGIN + col as f32 * pitch;
        let top = y + CAPTION_ROW + band as f32 * layout.band_height();
        let current = playing && usize::from(view.round) == r + 1;
        let column = Area::new(u(x), u(top), u(pitch - 1.0), u(TRACK_NUMBERS));
        let (fill, ink) = if current {
            (theme::HIGHLIGHT, theme::LEAD)
        } else {
            (theme::PANEL, theme::TEXT)
        };
        canvas.rounded_rect(column, u(4.0), fill);
        canvas.text_centered(
            &(r + 1).to_string(),
            column.center(),
            style(fact(), Weight::Bold, ink),
        );
        let dice = view.track.get(r).map(Vec::as_slice).unwrap_or(&[]);
        let step = layout.die + layout.gap;
        let row_w = layout.across as f32 * step - layout.gap;
        for (i, &d) in dice.iter().enumerate() {
            let (line, across) = (i / layout.across, i % layout.across);
            let dx = x + (pitch - 1.0 - row_w) / 2.0 + across as f32 * step;
            let dy = top + TRACK_NUMBERS + 2.0 + line as f32 * step;
            let die = u(layout.die);
            paint::die(canvas, Area::new(u(dx), u(dy), die, die), d);
        }
    }
}

/// One tool's chip: what its next use costs (favor tokens; in solo a die of its colour) and its
/// name, a used card struck through on a dark chip with a tick.
fn tool_chip_width(t: &ToolView, locale: Locale) -> f32 {
    Canvas::text_width(tool_text(locale, t.tool).0, chip_style()) / SCALE + 36.0
}

fn tool_places(view: &SagradaView, locale: Locale) -> Vec<(usize, f32)> {
    let widths: Vec<f32> = view
        .tools
        .iter()
        .map(|t| tool_chip_width(t, locale).min(UNITS - 2.0 * MARGIN))
        .collect();
    flow(&widths, MARGIN)
}

fn tool_rows(view: &SagradaView, locale: Locale) -> usize {
    tool_places(view, locale)
        .last()
        .map_or(1, |(row, _)| row + 1)
}

/// The tools used in the last finished turn.
fn last_tools(view: &SagradaView) -> Vec<crate::games::sagrada::Tool> {
    view.last_move
        .as_ref()
        .map(|m| m.done.tools.clone())
        .unwrap_or_default()
}

fn tools(canvas: &mut Canvas, view: &SagradaView, locale: Locale, y: f32) {
    let title = if view.solo.is_some() {
        words::tool_cards_solo_caption(locale)
    } else {
        words::tool_cards_caption(locale)
    };
    canvas.text(
        title,
        (u(MARGIN), u(y + 12.0)),
        Align::Left,
        caption_style(),
    );
    let top = y + CAPTION_ROW;
    let used = last_tools(view);
    let solo = view.solo.is_some();
    for (t, &(row, x)) in view.tools.iter().zip(&tool_places(view, locale)) {
        let w = tool_chip_width(t, locale).min(UNITS - 2.0 * MARGIN);
        let area = Area::new(u(x), u(top + row as f32 * (CHIP + 4.0)), u(w), u(CHIP));
        tool_chip(canvas, t, area, solo, locale);
        if used.contains(&t.tool) {
            canvas.stroke_rounded_rect(area.inset(-u(1.5)), u(7.0), u(2.5), theme::HIGHLIGHT);
        }
    }
}

fn tool_chip(canvas: &mut Canvas, t: &ToolView, area: Area, solo: bool, locale: Locale) {
    let fill = if t.spent {
        theme::LEAD
    } else {
        theme::PANEL_LIGHT
    };
    canvas.rounded_rect(area, u(6.0), fill);
    let (cx, cy) = (area.x + u(14.0), area.y + area.h / 2.0);
    if t.spent {
        // Used (solo): a tick where the price was.
        let at = |dx: f32, dy: f32| (cx + u(dx), cy + u(dy));
        canvas.line(at(-6.0, 0.0), at(-2.0, 5.0), u(2.5), theme::HIGHLIGHT);
        canvas.line(at(-2.0, 5.0), at(6.0, -6.0), u(2.5), theme::HIGHLIGHT);
    } else if solo {
        // Solo: paid with a pool die of the card's colour.
        let s = u(20.0);
        paint::swatch(canvas, Area::new(cx - s / 2.0, cy - s / 2.0, s, s), t.color);
    } else {
        paint::coin(canvas, cx, cy, u(11.0));
        canvas.text_centered(
            &t.cost.to_string(),
            (cx, cy),
            style(fact(), Weight::Bold, theme::LEAD),
        );
    }
    let name_style = chip_style();
    let room = area.w - u(34.0);
    let name = ellipsize(tool_text(locale, t.tool).0, name_style, room);
    let x = area.x + u(28.0);
    let w = canvas.text(&name, (x, cy + u(fact()) * 0.365), Align::Left, name_style);
    if t.spent {
        canvas.line((x, cy), (x + w, cy), u(1.5), theme::TEXT);
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

/// Where the players' picture puts things (units).
struct PlayersLayout {
    cols: usize,
    panel_w: f32,
    panel_h: f32,
    cell: f32,
    /// The last move's line on top, when there is one.
    top: f32,
    height: f32,
}

const NAME_ROW: f32 = 24.0;

impl PlayersLayout {
    fn of(view: &SagradaView) -> PlayersLayout {
        let n = view.seats.len().max(1);
        let cols = n.clamp(1, 2);
        let rows = n.div_ceil(cols);
        let top = if view.last_move.is_some() { 26.0 } else { 0.0 };
        let panel_w = (UNITS - 2.0 * MARGIN - (cols as f32 - 1.0) * GAP) / cols as f32;
        let extra = if n == 1 { 34.0 } else { 0.0 };
        // Four rows of cells and a lead; never taller than the picture is wide.
        let by_width = (panel_w - 8.0) / 5.0;
        let room = UNITS - 2.0 * MARGIN - top - rows as f32 * (NAME_ROW + 8.0 + extra);
        let by_height = (room - (rows as f32 - 1.0) * GAP) / rows as f32 / 4.1;
        let cell = by_width.min(by_height);
        let panel_h = NAME_ROW + extra + 4.0 * cell + cell * 0.08 + 8.0;
        let height = 2.0 * MARGIN + top + rows as f32 * panel_h + (rows as f32 - 1.0) * GAP;
        PlayersLayout {
            cols,
            panel_w,
            panel_h,
            cell,
            top,
            height,
        }
    }
}

/// Every window, with name and favor tokens (or score at the end); the seat to act outlined.
fn players(
    canvas: &mut Canvas,
    view: &SagradaView,
    names: &[String],
    locale: Locale,
    layout: &PlayersLayout,
) {
    if let Some(last) = &view.last_move {
        let line = words::last_move_line(last, names, locale);
        let st = style(fact() + 1.0, Weight::Bold, theme::TEXT);
        paint::line_across(canvas, &line, st, MARGIN, MARGIN + 17.0);
    }
    let acting = to_act(view);
    for (i, s) in view.seats.iter().enumerate() {
        let (row, col) = ((i / layout.cols) as f32, (i % layout.cols) as f32);
        let area = Area::new(
            u(MARGIN + col * (layout.panel_w + GAP)),
            u(MARGIN + layout.top + row * (layout.panel_h + GAP)),
            u(layout.panel_w),
            u(layout.panel_h),
        );
        seat_panel(
            canvas,
            view,
            s,
            names,
            locale,
            area,
            u(layout.cell),
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
    canvas.rounded_rect(area, u(8.0), theme::PANEL);
    if acting {
        canvas.stroke_rounded_rect(area.inset(u(1.0)), u(8.0), u(2.0), theme::HIGHLIGHT);
    }
    let solo = view.solo.is_some();
    let setup = matches!(view.phase, PhaseView::ChoosingPatterns { .. });
    // During setup a seat's own view already holds its window; show nobody's so that every
    // view gives the same picture.
    let window = if setup { None } else { s.window.as_ref() };
    let colour = if acting {
        theme::HIGHLIGHT
    } else {
        theme::TEXT
    };
    let name_style = style(fact() + 1.0, Weight::Bold, colour);
    let baseline = area.y + u(17.5);
    // Right of the name: favor tokens, or the score at the end.
    let right = area.x + area.w - u(8.0);
    let mut right_w = 0.0;
    if let (Some(w), PhaseView::Over) = (window, &view.phase) {
        let total = super::final_total(view, s, w);
        let text = crate::present::words::points(i64::from(total), locale);
        right_w = canvas.text(
            &text,
            (right, baseline),
            Align::Right,
            style(fact() + 1.0, Weight::Bold, theme::HIGHLIGHT),
        );
    } else if window.is_some() && !solo {
        let text = s.favor.to_string();
        let st = style(fact() + 1.0, Weight::Bold, paint::FAVOR);
        let w = canvas.text(&text, (right, baseline), Align::Right, st);
        let r = u(8.0);
        paint::coin(canvas, right - w - u(4.0) - r, baseline - u(6.0), r);
        right_w = w + u(6.0) + 2.0 * r;
    }
    let shown = ellipsize(
        &seat_name(names, s.seat, locale),
        name_style,
        area.w - u(16.0) - right_w - u(6.0),
    );
    canvas.text(&shown, (area.x + u(8.0), baseline), Align::Left, name_style);
    let mut top = area.y + u(NAME_ROW);
    if solo {
        // Alone at the table both private colours are public: shown under the name.
        if let Some(privates) = &s.private {
            let st = style(fact(), Weight::Regular, theme::TEXT);
            let mut x = area.x + u(8.0);
            let label = format!("{}:", words::private_objective(locale));
            x += canvas.text(&label, (x, top + u(16.0)), Align::Left, st) + u(8.0);
            for &c in privates {
                paint::swatch(canvas, Area::new(x, top + u(2.0), u(20.0), u(20.0)), c);
                x += u(24.0);
                let name = words::colour(c, locale);
                x += canvas.text(name, (x, top + u(16.0)), Align::Left, st) + u(12.0);
            }
        }
        top += u(34.0);
    }
    let lead = (cell * 0.08).max(3.0);
    let grid = Grid {
        x: area.x + (area.w - (5.0 * cell + lead)) / 2.0,
        y: top,
        cell,
    };
    match window {
        Some(w) => {
            paint::window(canvas, grid, w, theme::PANEL);
            marks(canvas, view, s.seat, w, grid);
        }
        None => {
            let frame = Area::new(grid.x, grid.y, grid.width(), grid.height());
            canvas.rounded_rect(frame, u(6.0), theme::BACKGROUND);
            let (text, colour) = if s.has_chosen {
                (words::pattern_chosen(locale), theme::TEXT)
            } else {
                (words::choosing_a_pattern(locale), theme::HIGHLIGHT)
            };
            let st = style(fact(), Weight::Bold, colour);
            paint::centred_lines(canvas, text, st, frame, u(12.0), 2);
        }
    }
}

/// On a window: the spaces the die in hand may go to (outlined), the die picked to move, and
/// the dice the last finished turn placed or moved (ringed).
pub(super) fn marks(
    canvas: &mut Canvas,
    view: &SagradaView,
    seat: Seat,
    w: &crate::games::sagrada::Window,
    grid: Grid,
) {
    if let Some(last) = view.last_move.as_ref().filter(|m| m.seat == seat) {
        let cells = last
            .done
            .placed
            .iter()
            .map(|(c, _)| *c)
            .chain(last.done.moved.iter().map(|(_, to)| *to));
        for c in cells {
            let a = grid.space(c);
            canvas.stroke_rounded_rect(a.inset(-1.0), u(4.0), u(3.0), theme::HIGHLIGHT);
            canvas.stroke_rounded_rect(a.inset(u(1.5)), u(3.0), u(1.0), theme::LEAD);
        }
    }
    let Some(turn) = view.turn().filter(|t| t.seat == seat) else {
        return;
    };
    let cells = match &turn.step {
        Step::Holding { die, relax } => w.legal_cells(*die, *relax),
        Step::Moving(m) => m.picked.into_iter().collect(),
        _ => Vec::new(),
    };
    for c in cells {
        let a = grid.space(c);
        canvas.stroke_rounded_rect(a.inset(u(2.0)), u(3.0), u(2.0), theme::HIGHLIGHT);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_track_die_shows_pips_a_phone_reads() {
        let canvas = Canvas::new(u(UNITS) as u32, 10, theme::BACKGROUND).unwrap();
        assert!(paint::pips_read(&canvas, u(TRACK_DIE)));
        assert!(paint::pips_read(&canvas, u(POOL_DIE)));
        // A numeral die's value and symbol read from 25 px on a phone.
        const { assert!(TRACK_SMALL_DIE >= 25.0) };
        // Three small dice side by side in a round when the track stands in two bands.
        const { assert!(3.0 * TRACK_SMALL_DIE + 2.0 * 0.5 <= (UNITS - 2.0 * MARGIN) / 5.0 - 1.0) };
    }
}
