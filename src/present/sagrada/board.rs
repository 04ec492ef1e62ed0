//! One seat's board: the window large with A–E / 1–4 labels, the pattern's name and difficulty,
//! favor tokens, and what the view lets this seat know (private objective, the four patterns to
//! choose from during setup). The die in hand and the spaces it may go to are marked.
//!
//! The panels stand under the window, not beside it: the picture is then as narrow as the
//! window, so its smallest words (17 px) show 10 px tall on a phone 400 px wide (issue 37).

use crate::game::{ScoreLine, Seat};
use crate::games::sagrada::Phase;
use crate::games::sagrada::Sagrada;
use crate::games::sagrada::{
    breakdown, pattern, Color, Die, PhaseView, SagradaView, ScoreInput, SeatView, Step, Window,
};
use crate::i18n::Locale;
use crate::present::kit::{
    ellipsize, seat_name, theme, Align, Area, Canvas, Palette, RenderError, TextStyle, Weight,
};
use crate::present::DrawBoard;

use super::paint::{self, Grid};
use super::table::{panel, MARGIN};
use super::words;
use super::words::{colour, public_text, shades_of, tool_text};

const HEADER: f32 = 84.0;
const LABELS: f32 = 34.0;
const CELL: f32 = 112.0;
const OFFER_CELL: f32 = 54.0;
/// Between the window and the panels under it.
const BELOW_GAP: f32 = 8.0;

fn big_grid(top: f32) -> Grid {
    Grid {
        x: MARGIN + LABELS,
        y: top + LABELS,
        cell: CELL,
    }
}

fn left_width() -> f32 {
    LABELS + big_grid(0.0).width()
}

/// The picture's width: the window and its labels.
pub(super) fn width() -> f32 {
    2.0 * MARGIN + left_width()
}

/// The smallest text: 10 px when a phone shows the board 400 px wide.
fn small_text() -> f32 {
    crate::present::kit::legibility::LEGIBLE * width()
        / crate::present::kit::legibility::PHONE_WIDTH
}

/// What the left side shows.
enum Main<'a> {
    Window(&'a Window),
    /// Setup, the seat's own view, nothing chosen yet: the four patterns dealt.
    Offers,
    /// No window in this view (still choosing, or chosen but hidden).
    Hidden,
}

impl DrawBoard for Sagrada {
    fn draw_board(
        view: &SagradaView,
        seat: Seat,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError> {
        let s = view.seats.get(seat.index());
        let own = view.own.as_ref().filter(|o| o.seat == seat);
        let setup = matches!(view.phase, PhaseView::ChoosingPatterns { .. });
        let main = match s.and_then(|s| s.window.as_ref()) {
            Some(w) => Main::Window(w),
            None if setup && own.is_some_and(|o| !o.offered.is_empty()) => Main::Offers,
            None => Main::Hidden,
        };
        let top = MARGIN + HEADER;
        let left_h = match main {
            Main::Offers => offers_height(),
            _ => LABELS + big_grid(0.0).height() + 48.0,
        };
        let right = Area::new(MARGIN, top + left_h + BELOW_GAP, left_width(), 0.0);
        let panels = side_panels(view, s, seat, locale);
        let right_h = side_height(&panels);
        let height = top + left_h + BELOW_GAP + right_h + MARGIN;
        let width = width();
        let mut canvas = Canvas::new(width as u32, height.ceil() as u32, theme::BACKGROUND)?
            .with_palette(palette);
        header(&mut canvas, view, seat, names, locale);
        match main {
            Main::Window(w) => big_window(&mut canvas, view, s, seat, w, top, locale),
            Main::Offers => {
                if let Some(o) = own {
                    offers(&mut canvas, &o.offered, top, view.solo.is_some());
                }
            }
            Main::Hidden => hidden(&mut canvas, s, top, locale),
        }
        draw_side(&mut canvas, &panels, view, locale, right);
        Ok(canvas)
    }

    /// While patterns are chosen nobody's board is shown.
    fn shows_mover_board(&self) -> bool {
        !matches!(self.phase(), Phase::ChoosingPatterns)
    }
}

fn header(canvas: &mut Canvas, view: &SagradaView, seat: Seat, names: &[String], locale: Locale) {
    let y = MARGIN;
    let round = format!("Sagrada · {}", super::words::round(view, locale));
    let dim = TextStyle::new(22.0, Weight::Regular, theme::TEXT_DIM);
    let width = width();
    let round_w = canvas.text(&round, (width - MARGIN, y + 28.0), Align::Right, dim);
    let title = seat_name(names, seat, locale);
    let style = TextStyle::new(32.0, Weight::Bold, theme::TEXT);
    let shown = ellipsize(&title, style, width - 2.0 * MARGIN - round_w - 20.0);
    canvas.text(&shown, (MARGIN, y + 30.0), Align::Left, style);
    let status = super::words::status(view, names, locale);
    let room = width - 2.0 * MARGIN;
    let style = paint::fit(
        &status,
        TextStyle::new(21.0, Weight::Bold, theme::HIGHLIGHT),
        room,
        small_text(),
    );
    let status = ellipsize(&status, style, room);
    canvas.text(&status, (MARGIN, y + 64.0), Align::Left, style);
}

fn big_window(
    canvas: &mut Canvas,
    view: &SagradaView,
    s: Option<&SeatView>,
    seat: Seat,
    w: &Window,
    top: f32,
    locale: Locale,
) {
    let grid = big_grid(top);
    paint::grid_labels(canvas, grid, 22.0);
    paint::window(canvas, grid, w);
    marks(canvas, view, seat, w, grid);
    let below = grid.y + grid.height() + 34.0;
    let Some(p) = s.and_then(|s| s.pattern).and_then(pattern) else {
        return;
    };
    let style = TextStyle::new(24.0, Weight::Bold, theme::TEXT);
    let dots_w = if view.solo.is_some() {
        0.0
    } else {
        f32::from(p.difficulty) * 13.0 + 12.0
    };
    let text_w = Canvas::text_width(&p.name, style);
    let x = grid.x + (grid.width() - text_w - dots_w) / 2.0;
    canvas.text(&p.name, (x, below), Align::Left, style);
    if view.solo.is_none() {
        paint::dots(canvas, x + text_w + 16.0, below - 9.0, 5.0, p.difficulty);
    }
    let _ = locale;
}

/// Outlines where the die in hand may go, or the die picked to move.
fn marks(canvas: &mut Canvas, view: &SagradaView, seat: Seat, w: &Window, grid: Grid) {
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
        canvas.stroke_rounded_rect(a.inset(2.5), 6.0, 5.0, theme::HIGHLIGHT);
    }
}

fn offer_area(i: usize, top: f32) -> Area {
    let gap = 12.0;
    let w = (left_width() - gap) / 2.0;
    let h = 52.0
        + Grid {
            x: 0.0,
            y: 0.0,
            cell: OFFER_CELL,
        }
        .height()
        + 14.0;
    let (row, col) = ((i / 2) as f32, (i % 2) as f32);
    Area::new(MARGIN + col * (w + gap), top + row * (h + gap), w, h)
}

fn offers_height() -> f32 {
    let a = offer_area(2, 0.0);
    a.y + a.h
}

/// The four patterns dealt, numbered 1–4 as the bot's choice buttons.
fn offers(canvas: &mut Canvas, offered: &[crate::games::sagrada::PatternId], top: f32, solo: bool) {
    for (i, id) in offered.iter().take(4).enumerate() {
        let area = offer_area(i, top);
        canvas.rounded_rect(area, 12.0, theme::PANEL);
        let (bx, by) = (area.x + 26.0, area.y + 26.0);
        canvas.circle(bx, by, 17.0, theme::HIGHLIGHT);
        canvas.text_centered(
            &(i + 1).to_string(),
            (bx, by),
            TextStyle::new(22.0, Weight::Bold, theme::LEAD),
        );
        let Some(p) = pattern(*id) else {
            continue;
        };
        let style = TextStyle::new(19.0, Weight::Bold, theme::TEXT);
        let max = area.w - 60.0 - if solo { 0.0 } else { 70.0 };
        let shown = ellipsize(&p.name, style, max);
        let end = canvas.text(&shown, (area.x + 52.0, area.y + 33.0), Align::Left, style);
        if !solo {
            paint::dots(
                canvas,
                area.x + 62.0 + end,
                area.y + 26.0,
                4.0,
                p.difficulty,
            );
        }
        let grid = Grid {
            x: area.x + (area.w - 5.0 * OFFER_CELL - 4.0) / 2.0,
            y: area.y + 52.0,
            cell: OFFER_CELL,
        };
        paint::window(canvas, grid, &Window::new(&p.cells));
    }
}

fn hidden(canvas: &mut Canvas, s: Option<&SeatView>, top: f32, locale: Locale) {
    let grid = big_grid(top);
    let frame = Area::new(grid.x, grid.y, grid.width(), grid.height());
    canvas.rounded_rect(frame, 12.0, theme::PANEL);
    let text = match s {
        Some(s) if s.has_chosen => words::pattern_chosen_shown_later(locale),
        Some(_) => words::choosing_a_pattern(locale),
        None => "—",
    };
    let style = paint::fit(
        text,
        TextStyle::new(24.0, Weight::Bold, theme::TEXT_DIM),
        frame.w - 32.0,
        small_text(),
    );
    canvas.text_centered(
        &ellipsize(text, style, frame.w - 32.0),
        frame.center(),
        style,
    );
}

/// One panel of the right-hand column, with what it shows.
enum Panel {
    /// Setup: how to choose a pattern.
    Choose { solo: bool },
    /// Favor tokens (multiplayer, once the pattern is known).
    Favor(u8),
    /// The die in hand, or what the current step asks for.
    Turn {
        label: &'static str,
        die: Option<Die>,
        extra: Option<String>,
    },
    /// Private objective(s): only present in the view when this viewer may know them.
    Private(Vec<Color>),
    /// Solo: the score to beat.
    Solo(String),
    /// The end: the score line by line (every private colour is public by then).
    Score(Vec<ScoreLine>),
}

const PANEL_GAP: f32 = 14.0;

impl Panel {
    fn height(&self) -> f32 {
        match self {
            Panel::Choose { .. } => 104.0,
            Panel::Favor(_) => 78.0,
            Panel::Turn { die, .. } => {
                if die.is_some() {
                    124.0
                } else {
                    84.0
                }
            }
            Panel::Private(privates) => 40.0 + 70.0 * privates.len() as f32,
            Panel::Solo(_) => 96.0,
            Panel::Score(lines) => 40.0 + 27.0 * (lines.len() as f32 + 1.0) + 8.0,
        }
    }
}

/// The panels of the right-hand column for `seat`, top to bottom.
fn side_panels(view: &SagradaView, s: Option<&SeatView>, seat: Seat, locale: Locale) -> Vec<Panel> {
    let mut panels = Vec::new();
    let solo = view.solo.is_some();
    let setup = matches!(view.phase, PhaseView::ChoosingPatterns { .. });
    let own = view.own.as_ref().filter(|o| o.seat == seat);
    if setup && own.is_some() && s.is_some_and(|s| s.window.is_none()) {
        panels.push(Panel::Choose { solo });
    }
    if let Some(s) = s.filter(|s| !solo && s.window.is_some()) {
        panels.push(Panel::Favor(s.favor));
    }
    if let Some(turn) = view.turn().filter(|t| t.seat == seat) {
        let (label, die, extra) = turn_words(&turn.step, locale);
        panels.push(Panel::Turn { label, die, extra });
    }
    let privates = s
        .and_then(|s| s.private.clone())
        .or_else(|| own.map(|o| o.private.clone()))
        .unwrap_or_default();
    if !privates.is_empty() {
        panels.push(Panel::Private(privates));
    }
    if let Some(solo) = &view.solo {
        panels.push(Panel::Solo(solo.target.to_string()));
    }
    if let (PhaseView::Over, Some(s)) = (&view.phase, s) {
        if let Some(w) = &s.window {
            let privates = s.private.as_deref().unwrap_or(&[]);
            panels.push(Panel::Score(breakdown(&ScoreInput {
                window: w,
                publics: &view.publics,
                privates,
                favor: (!solo).then_some(s.favor),
            })));
        }
    }
    panels
}

/// The height of the right-hand column.
fn side_height(panels: &[Panel]) -> f32 {
    panels.iter().map(|p| p.height() + PANEL_GAP).sum()
}

/// Draws the right-hand column's panels from the top of `area`.
fn draw_side(
    canvas: &mut Canvas,
    panels: &[Panel],
    view: &SagradaView,
    locale: Locale,
    area: Area,
) {
    let mut y = area.y;
    for panel in panels {
        let a = Area::new(area.x, y, area.w, panel.height());
        match panel {
            Panel::Choose { solo } => draw_choose(canvas, a, *solo, locale),
            Panel::Favor(favor) => draw_favor(canvas, a, *favor, locale),
            Panel::Turn { label, die, extra } => {
                draw_turn(canvas, a, label, *die, extra.as_deref())
            }
            Panel::Private(privates) => draw_private(canvas, a, privates, locale),
            Panel::Solo(target) => draw_solo(canvas, a, target, locale),
            Panel::Score(lines) => draw_score(canvas, a, lines, view, locale),
        }
        y += panel.height() + PANEL_GAP;
    }
}

fn text_style() -> TextStyle {
    TextStyle::new(19.0, Weight::Regular, theme::TEXT)
}

fn dim_style() -> TextStyle {
    TextStyle::new(17.0, Weight::Regular, theme::TEXT_DIM)
}

fn draw_choose(c: &mut Canvas, a: Area, solo: bool, locale: Locale) {
    let text = text_style();
    panel(c, a, words::choose_your_window_pattern(locale));
    let lines = paint::wrap(
        words::pick_pattern_dots_are_difficulty(locale),
        text,
        a.w - 32.0,
        2,
    );
    let lines = if solo {
        paint::wrap(words::pick_pattern(locale), text, a.w - 32.0, 2)
    } else {
        lines
    };
    for (i, l) in lines.iter().enumerate() {
        c.text(
            l,
            (a.x + 16.0, a.y + 56.0 + 26.0 * i as f32),
            Align::Left,
            text,
        );
    }
}

fn draw_favor(c: &mut Canvas, a: Area, favor: u8, locale: Locale) {
    panel(c, a, words::favor_tokens(locale));
    paint::coins(c, a.x + 16.0, a.y + 52.0, 14.0, favor);
}

/// What the turn panel says for a step: its title, the die in hand, a line below.
fn turn_words(step: &Step, locale: Locale) -> (&'static str, Option<Die>, Option<String>) {
    match step {
        Step::Holding { die, .. } => (words::in_hand_place_it(locale), Some(*die), None),
        Step::Adjusting { die } => (words::in_hand_raise_or_lower(locale), Some(*die), None),
        Step::Swapping { die } => (words::in_hand_swap_with_the_track(locale), Some(*die), None),
        Step::ChoosingValue { color } => (
            words::choose_the_value(locale),
            None,
            Some(colour(*color, locale).to_string()),
        ),
        Step::Moving(m) => (
            words::moving_dice(locale),
            None,
            Some(tool_text(locale, m.tool).0.to_string()),
        ),
        Step::Free => (
            words::your_move(locale),
            None,
            Some(words::draft_use_a_tool_or_pass(locale).to_string()),
        ),
    }
}

fn draw_turn(c: &mut Canvas, a: Area, label: &str, die: Option<Die>, extra: Option<&str>) {
    let text = text_style();
    panel(c, a, label);
    c.stroke_rounded_rect(a.inset(1.5), 12.0, 3.0, theme::HIGHLIGHT);
    if let Some(d) = die {
        paint::die(c, Area::new(a.x + 16.0, a.y + 36.0, 76.0, 76.0), d);
    }
    if let Some(e) = extra {
        let e = ellipsize(e, text, a.w - 32.0);
        c.text(&e, (a.x + 16.0, a.y + 60.0), Align::Left, text);
    }
}

fn draw_private(c: &mut Canvas, a: Area, privates: &[Color], locale: Locale) {
    let dim = dim_style();
    let bold = TextStyle::new(21.0, Weight::Bold, theme::TEXT);
    let title = if privates.len() > 1 {
        words::private_objectives_best_counts(locale)
    } else {
        words::private_objective(locale)
    };
    panel(c, a, title);
    for (i, &colour) in privates.iter().enumerate() {
        let ry = a.y + 36.0 + 70.0 * i as f32;
        paint::swatch(c, Area::new(a.x + 16.0, ry, 58.0, 58.0), colour);
        let title = paint::fit(shades_of(locale, colour), bold, a.w - 104.0, small_text());
        c.text(
            shades_of(locale, colour),
            (a.x + 88.0, ry + 24.0),
            Align::Left,
            title,
        );
        let how = format!(
            "{} ({})",
            words::sum_of_pips(locale),
            self::colour(colour, locale)
        );
        let how = ellipsize(&how, dim, a.w - 104.0);
        c.text(&how, (a.x + 88.0, ry + 48.0), Align::Left, dim);
    }
}

fn draw_solo(c: &mut Canvas, a: Area, target: &str, locale: Locale) {
    let text = text_style();
    let dim = dim_style();
    panel(c, a, words::solo_target_heading(locale));
    let end = c.text(
        &format!("{}: ", words::round_track_sum(locale)),
        (a.x + 16.0, a.y + 56.0),
        Align::Left,
        text,
    );
    c.text(
        target,
        (a.x + 16.0 + end, a.y + 57.0),
        Align::Left,
        TextStyle::new(26.0, Weight::Bold, theme::HIGHLIGHT),
    );
    c.text(
        words::minus_3_per_empty_space(locale),
        (a.x + 16.0, a.y + 82.0),
        Align::Left,
        dim,
    );
}

fn draw_score(c: &mut Canvas, a: Area, lines: &[ScoreLine], view: &SagradaView, locale: Locale) {
    let text = text_style();
    panel(c, a, crate::present::words::score(locale));
    let mut ly = a.y + 58.0;
    let mut total = 0;
    let mut publics = view.publics.iter();
    for l in lines {
        let label = if l.item.starts_with("sagrada.public.") {
            publics
                .next()
                .map(|&o| public_text(locale, o).0)
                .unwrap_or("?")
        } else {
            match l.item.as_str() {
                "sagrada.private" => words::private_objective(locale),
                "sagrada.favor" => words::favor_tokens_short(locale),
                "sagrada.empty" => words::empty_spaces(locale),
                _ => "?",
            }
        };
        let label = ellipsize(label, text, a.w - 100.0);
        c.text(&label, (a.x + 16.0, ly), Align::Left, text);
        c.text(
            &l.points.to_string(),
            (a.x + a.w - 16.0, ly),
            Align::Right,
            text,
        );
        total += l.points;
        ly += 27.0;
    }
    let tot = TextStyle::new(22.0, Weight::Bold, theme::HIGHLIGHT);
    c.text(
        crate::present::words::total(locale),
        (a.x + 16.0, ly + 2.0),
        Align::Left,
        tot,
    );
    c.text(
        &total.to_string(),
        (a.x + a.w - 16.0, ly + 2.0),
        Align::Right,
        tot,
    );
}
