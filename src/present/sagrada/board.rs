//! One seat's board: the window large with A–E / 1–4 labels and the pattern's name, and beside
//! it favor tokens, the turn's step with the die in hand, and what the view lets this seat know
//! (private objective; during setup the four patterns dealt). The die in hand's spaces and the
//! last turn's dice are marked.
//!
//! Laid out, like the table, for a phone showing it [`UNITS`] px wide, and wider than tall
//! (issue 50): the panels stand beside the window.

use crate::game::Seat;
use crate::games::sagrada::Sagrada;
use crate::games::sagrada::{pattern, Color, Die, PhaseView, SagradaView, SeatView, Step, Window};
use crate::i18n::Locale;
use crate::present::kit::{
    ellipsize, seat_name, theme, Align, Area, Canvas, Palette, RenderError, Weight,
};
use crate::present::DrawBoard;

use super::paint::{self, Grid};
use super::paint::{caption, caption_style, fact, style, u, UNITS};
use super::table::marks;
use super::words;
use super::words::{colour, shades_of, tool_text};

const MARGIN: f32 = 8.0;
const HEADER: f32 = 48.0;
/// The band of the A–E / 1–4 labels.
const LABELS: f32 = 16.0;
const CELL: f32 = 43.0;
/// The panels' column, right of the window.
const SIDE_X: f32 = MARGIN + LABELS + 5.0 * CELL + 10.0;
const PANEL_GAP: f32 = 6.0;

fn big_grid() -> Grid {
    Grid {
        x: u(MARGIN + LABELS),
        y: u(HEADER + LABELS),
        cell: u(CELL),
    }
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
        let panels = side_panels(view, s, seat, locale);
        let side_h: f32 = panels.iter().map(|p| p.height() + PANEL_GAP).sum();
        let body = match main {
            Main::Offers => offers_height(),
            _ => (LABELS + 4.0 * CELL + 4.0 + 26.0).max(side_h),
        };
        let height = HEADER + body + MARGIN;
        let mut canvas = Canvas::new(u(UNITS) as u32, u(height).ceil() as u32, theme::BACKGROUND)?
            .with_palette(palette);
        header(
            &mut canvas,
            view,
            seat,
            names,
            locale,
            matches!(main, Main::Offers),
        );
        match main {
            Main::Window(w) => big_window(&mut canvas, view, s, seat, w),
            Main::Offers => {
                if let Some(o) = own {
                    offers(&mut canvas, &o.offered, view.solo.is_some());
                }
            }
            Main::Hidden => hidden(&mut canvas, s, locale),
        }
        if !matches!(main, Main::Offers) {
            draw_side(&mut canvas, &panels, locale);
        }
        Ok(canvas)
    }

    /// Never: the players' picture already shows every window, the mover's marked (issue 50).
    fn shows_mover_board(&self) -> bool {
        false
    }
}

/// The seat's name and the round; then what the table waits for, or during setup the private
/// objective to choose a pattern by.
fn header(
    canvas: &mut Canvas,
    view: &SagradaView,
    seat: Seat,
    names: &[String],
    locale: Locale,
    offers: bool,
) {
    let round = words::round(view, locale);
    let plain = style(fact(), Weight::Regular, theme::TEXT);
    let round_w = canvas.text(
        &round,
        (u(UNITS - MARGIN), u(MARGIN + 16.0)),
        Align::Right,
        plain,
    );
    let title = style(fact() + 2.0, Weight::Bold, theme::TEXT);
    let shown = ellipsize(
        &seat_name(names, seat, locale),
        title,
        u(UNITS - 2.0 * MARGIN - 10.0) - round_w,
    );
    canvas.text(&shown, (u(MARGIN), u(MARGIN + 16.0)), Align::Left, title);
    let private = view
        .own
        .as_ref()
        .filter(|o| o.seat == seat)
        .map(|o| o.private.clone())
        .unwrap_or_default();
    if offers && !private.is_empty() {
        // Choosing a pattern: the private colour is what to choose by.
        let mut x = u(MARGIN);
        let y = u(MARGIN + 38.0);
        let st = style(fact(), Weight::Bold, theme::HIGHLIGHT);
        x += canvas.text(
            &format!("{}:", words::private_objective(locale)),
            (x, y),
            Align::Left,
            st,
        ) + u(6.0);
        for &c in &private {
            paint::swatch(canvas, Area::new(x, y - u(15.0), u(18.0), u(18.0)), c);
            x += u(22.0);
            x += canvas.text(colour(c, locale), (x, y), Align::Left, st) + u(10.0);
        }
        return;
    }
    let status = words::status(view, names, locale);
    let st = style(fact() + 1.0, Weight::Bold, theme::HIGHLIGHT);
    paint::line_across(canvas, &status, st, MARGIN, MARGIN + 38.0);
}

fn big_window(
    canvas: &mut Canvas,
    view: &SagradaView,
    s: Option<&SeatView>,
    seat: Seat,
    w: &Window,
) {
    let grid = big_grid();
    paint::grid_labels(canvas, grid, u(fact()));
    paint::window(canvas, grid, w, theme::BACKGROUND);
    marks(canvas, view, seat, w, grid);
    let Some(p) = s.and_then(|s| s.pattern).and_then(pattern) else {
        return;
    };
    let below = grid.y + grid.height() + u(20.0);
    let st = style(fact(), Weight::Bold, theme::TEXT);
    let dots_w = if view.solo.is_some() {
        0.0
    } else {
        f32::from(p.difficulty) * u(8.0) + u(8.0)
    };
    let name = ellipsize(&p.name, st, grid.width() - dots_w);
    let text_w = Canvas::text_width(&name, st);
    let x = grid.x + (grid.width() - text_w - dots_w) / 2.0;
    canvas.text(&name, (x, below), Align::Left, st);
    if view.solo.is_none() {
        paint::dots(
            canvas,
            x + text_w + u(10.0),
            below - u(5.5),
            u(3.0),
            p.difficulty,
        );
    }
}

/// A pattern dealt, its place among the four.
fn offer_layout() -> (f32, f32, f32) {
    let w = (UNITS - 2.0 * MARGIN - 8.0) / 2.0;
    let cell = ((w - 10.0) / 5.0).min(33.0);
    let h = 26.0 + 4.0 * cell + 4.0 + 6.0;
    (w, h, cell)
}

fn offer_area(i: usize) -> Area {
    let (w, h, _) = offer_layout();
    let (row, col) = ((i / 2) as f32, (i % 2) as f32);
    Area::new(
        u(MARGIN + col * (w + 8.0)),
        u(HEADER + row * (h + 6.0)),
        u(w),
        u(h),
    )
}

fn offers_height() -> f32 {
    let (_, h, _) = offer_layout();
    2.0 * h + 6.0
}

/// The four patterns dealt, numbered 1–4 as the bot's choice buttons.
fn offers(canvas: &mut Canvas, offered: &[crate::games::sagrada::PatternId], solo: bool) {
    let (_, _, cell) = offer_layout();
    for (i, id) in offered.iter().take(4).enumerate() {
        let area = offer_area(i);
        canvas.rounded_rect(area, u(6.0), theme::PANEL);
        let (bx, by) = (area.x + u(13.0), area.y + u(13.0));
        canvas.circle(bx, by, u(10.0), theme::HIGHLIGHT);
        canvas.text_centered(
            &(i + 1).to_string(),
            (bx, by),
            style(fact(), Weight::Bold, theme::LEAD),
        );
        let Some(p) = pattern(*id) else {
            continue;
        };
        let st = style(fact(), Weight::Bold, theme::TEXT);
        let dots = if solo {
            0.0
        } else {
            f32::from(p.difficulty) * u(7.0) + u(6.0)
        };
        let shown = ellipsize(&p.name, st, area.w - u(34.0) - dots);
        let end = canvas.text(
            &shown,
            (area.x + u(28.0), area.y + u(19.0)),
            Align::Left,
            st,
        );
        if !solo {
            paint::dots(
                canvas,
                area.x + u(32.0) + end,
                area.y + u(13.0),
                u(2.6),
                p.difficulty,
            );
        }
        let lead = (u(cell) * 0.08).max(3.0);
        let grid = Grid {
            x: area.x + (area.w - 5.0 * u(cell) - lead) / 2.0,
            y: area.y + u(26.0),
            cell: u(cell),
        };
        paint::window(canvas, grid, &Window::new(&p.cells), theme::PANEL);
    }
}

fn hidden(canvas: &mut Canvas, s: Option<&SeatView>, locale: Locale) {
    let grid = big_grid();
    let frame = Area::new(grid.x, grid.y, grid.width(), grid.height());
    canvas.rounded_rect(frame, u(6.0), theme::PANEL);
    let text = match s {
        Some(s) if s.has_chosen => words::pattern_chosen_shown_later(locale),
        Some(_) => words::choosing_a_pattern(locale),
        None => "—",
    };
    let st = style(fact(), Weight::Bold, theme::TEXT);
    paint::centred_lines(canvas, text, st, frame, u(16.0), 3);
}

/// One panel of the column beside the window, with what it shows.
enum Panel {
    /// Favor tokens (multiplayer, once the pattern is known).
    Favor(u8),
    /// What the current step asks for, and the die in hand.
    Turn {
        label: &'static str,
        die: Option<Die>,
        extra: Option<String>,
    },
    /// Private objective(s): only present in the view when this viewer may know them.
    Private(Vec<Color>),
    /// Solo: the score to beat.
    Solo(i32),
    /// The end: the total (the score sheet has the lines).
    Score(i32),
}

impl Panel {
    /// Height in units.
    fn height(&self) -> f32 {
        match self {
            Panel::Favor(_) => 46.0,
            Panel::Turn { die, .. } => {
                if die.is_some() {
                    80.0
                } else {
                    62.0
                }
            }
            Panel::Private(privates) => 20.0 + 26.0 * privates.len() as f32 + 4.0,
            Panel::Solo(_) | Panel::Score(_) => 46.0,
        }
    }
}

/// The panels beside the window for `seat`, top to bottom.
fn side_panels(view: &SagradaView, s: Option<&SeatView>, seat: Seat, locale: Locale) -> Vec<Panel> {
    let mut panels = Vec::new();
    let solo = view.solo.is_some();
    let own = view.own.as_ref().filter(|o| o.seat == seat);
    if let (PhaseView::Over, Some(s)) = (&view.phase, s) {
        if let Some(w) = &s.window {
            panels.push(Panel::Score(super::final_total(view, s, w)));
        }
    }
    if let Some(turn) = view.turn().filter(|t| t.seat == seat) {
        let (label, die, extra) = turn_words(&turn.step, locale);
        panels.push(Panel::Turn { label, die, extra });
    }
    if let Some(s) = s.filter(|s| !solo && s.window.is_some()) {
        panels.push(Panel::Favor(s.favor));
    }
    let privates = s
        .and_then(|s| s.private.clone())
        .or_else(|| own.map(|o| o.private.clone()))
        .unwrap_or_default();
    if !privates.is_empty() {
        panels.push(Panel::Private(privates));
    }
    if let Some(solo) = &view.solo {
        panels.push(Panel::Solo(solo.target));
    }
    panels
}

fn draw_side(canvas: &mut Canvas, panels: &[Panel], locale: Locale) {
    let mut y = HEADER;
    let w = UNITS - MARGIN - SIDE_X;
    for panel in panels {
        let a = Area::new(u(SIDE_X), u(y), u(w), u(panel.height()));
        canvas.rounded_rect(a, u(6.0), theme::PANEL);
        match panel {
            Panel::Favor(favor) => {
                title(canvas, a, words::favor_tokens(locale));
                paint::coins(canvas, a.x + u(8.0), a.y + u(32.0), u(8.0), *favor);
            }
            Panel::Turn { label, die, extra } => {
                draw_turn(canvas, a, label, *die, extra.as_deref())
            }
            Panel::Private(privates) => draw_private(canvas, a, privates, locale),
            Panel::Solo(target) => {
                title(canvas, a, words::solo_target_heading(locale));
                number(canvas, a, &target.to_string());
            }
            Panel::Score(total) => {
                title(canvas, a, crate::present::words::score(locale));
                number(
                    canvas,
                    a,
                    &crate::present::words::points(i64::from(*total), locale),
                );
            }
        }
        y += panel.height() + PANEL_GAP;
    }
}

/// A panel's caption, cut to its width.
fn title(canvas: &mut Canvas, a: Area, text: &str) {
    let st = caption_style();
    let text = ellipsize(text, st, a.w - u(12.0));
    canvas.text(&text, (a.x + u(6.0), a.y + u(14.0)), Align::Left, st);
}

/// A panel's one figure, large.
fn number(canvas: &mut Canvas, a: Area, text: &str) {
    canvas.text(
        text,
        (a.x + u(8.0), a.y + u(38.0)),
        Align::Left,
        style(fact() + 4.0, Weight::Bold, theme::HIGHLIGHT),
    );
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
    c.stroke_rounded_rect(a.inset(u(1.0)), u(6.0), u(2.0), theme::HIGHLIGHT);
    let st = style(caption(), Weight::Bold, theme::HIGHLIGHT).caption();
    let lines = paint::wrap(label, st, a.w - u(12.0), 2);
    for (i, line) in lines.iter().enumerate() {
        c.text(
            line,
            (a.x + u(6.0), a.y + u(14.0 + 15.0 * i as f32)),
            Align::Left,
            st,
        );
    }
    let top = a.y + u(14.0 + 15.0 * lines.len() as f32 - 8.0);
    if let Some(d) = die {
        paint::die(c, Area::new(a.x + u(8.0), top, u(40.0), u(40.0)), d);
    }
    if let Some(e) = extra {
        let text = style(fact(), Weight::Regular, theme::TEXT);
        let lines = paint::wrap(e, text, a.w - u(12.0), 2);
        for (i, line) in lines.iter().enumerate() {
            c.text(
                line,
                (a.x + u(6.0), top + u(16.0 + 18.0 * i as f32)),
                Align::Left,
                text,
            );
        }
    }
}

fn draw_private(c: &mut Canvas, a: Area, privates: &[Color], locale: Locale) {
    let heading = if privates.len() > 1 {
        words::private_objectives_best_counts(locale)
    } else {
        words::private_objective(locale)
    };
    title(c, a, heading);
    let st = style(fact(), Weight::Bold, theme::TEXT);
    for (i, &colour) in privates.iter().enumerate() {
        let ry = a.y + u(20.0 + 26.0 * i as f32);
        paint::swatch(c, Area::new(a.x + u(6.0), ry, u(22.0), u(22.0)), colour);
        let name = shades_of(locale, colour);
        let room = a.w - u(38.0);
        let fitted = paint::fit(name, st, room, u(fact()));
        let name = if Canvas::text_width(name, fitted) > room {
            self::colour(colour, locale)
        } else {
            name
        };
        let name = ellipsize(name, fitted, room);
        c.text(&name, (a.x + u(34.0), ry + u(17.0)), Align::Left, fitted);
    }
}
