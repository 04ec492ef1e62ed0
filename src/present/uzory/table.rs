//! The public table, landscape (issue 50): the header (turn, piles, whose turn, the last move)
//! across the top, the field on the left and the players on the right.

use crate::games::uzory::Uzory;
use crate::present::DrawTable;
use std::collections::BTreeSet;

use super::words;
use super::{
    draw_glass, draw_lead, fact_size, lead_width, seat_glass, swatch, symbol_size, to_act, MARGIN,
    WIDTH,
};
use crate::game::Seat;
use crate::games::uzory::{
    Bounds, Cell, Field, FrameResult, LastMove, Model, Phase, Region, UzoryView, WINDOW,
};
use crate::i18n::Locale;
use crate::present::kit::{
    draw_shape, ellipsize, seat_name, theme, Align, Area, Canvas, Palette, RenderError, Rgba,
    TextStyle, Weight,
};

/// Baselines of the header's lines: title and piles, whose turn, the last move (two lines).
const LINE: f32 = 52.0;
const HEADER: f32 = 4.0 * LINE + 22.0;
/// Room for the column numbers above the field and the row letters left of it.
const GUTTER: f32 = 44.0;
/// A cell of the 6×6 window; the field keeps this size from turn to turn.
const CELL: f32 = 92.0;
const FIELD_SIDE: f32 = 6.0 * CELL;
const FIELD_X: f32 = MARGIN + GUTTER;
const FIELD_Y: f32 = HEADER + GUTTER;
/// The players' cards, right of the field.
const PANEL_X: f32 = FIELD_X + FIELD_SIDE + 20.0;
const PANEL_TOP: f32 = HEADER + 10.0;
const CARD_GAP: f32 = 10.0;
const HEIGHT: f32 = FIELD_Y + FIELD_SIDE + MARGIN;
const EMPTY_CELL: Rgba = Rgba::rgb(46, 49, 57);

impl DrawTable for Uzory {
    /// The shared table everybody sees. Never shows any hand, whoever's view it is.
    fn draw_table(
        view: &UzoryView,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError> {
        draw(view, names, locale, palette, &[])
    }
}

/// The table, with `marked` empty cells (where the viewer's tile may go) outlined.
pub(super) fn draw(
    view: &UzoryView,
    names: &[String],
    locale: Locale,
    palette: Palette,
    marked: &[Cell],
) -> Result<Canvas, RenderError> {
    let mut canvas =
        Canvas::new(WIDTH, HEIGHT.ceil() as u32, theme::BACKGROUND)?.with_palette(palette);
    header(&mut canvas, view, names, locale);
    let grid = Grid::new(&view.field);
    field(&mut canvas, view, &grid, marked);
    players(&mut canvas, view, names, locale);
    Ok(canvas)
}

fn header(canvas: &mut Canvas, view: &UzoryView, names: &[String], locale: Locale) {
    let fact = fact_size();
    let title = TextStyle::new(fact + 6.0, Weight::Bold, theme::TEXT);
    let dim = TextStyle::new(fact, Weight::Regular, theme::TEXT_DIM);
    let x = MARGIN;
    let right = WIDTH as f32 - MARGIN;
    let w = canvas.text(words::title(locale), (x, LINE), Align::Left, title);
    if !matches!(view.phase, Phase::Over { .. }) {
        // Passes in a row, when there are some, rather than the turn: one pass each ends the game.
        let turn = if view.passes_in_a_row > 0 {
            format!(
                " · {} {}/{}",
                words::passes_in_a_row(locale),
                view.passes_in_a_row,
                view.players()
            )
        } else {
            format!(
                " · {} {}",
                crate::present::words::turn_in_line(locale),
                view.turns.saturating_add(1)
            )
        };
        canvas.text(&turn, (x + w, LINE), Align::Left, dim);
    }
    let piles = format!(
        "{} · {}",
        crate::present::words::pile(words::pile(locale), view.pile_size),
        crate::present::words::pile(words::discards(locale), view.discard.len())
    );
    canvas.text(&piles, (right, LINE), Align::Right, dim);

    let status = TextStyle::new(fact, Weight::Bold, theme::HIGHLIGHT);
    let name = |s: Seat| seat_name(names, s, locale);
    let what = match &view.phase {
        Phase::Turn { seat } => Some((*seat, words::place_a_tile_or_pass(locale))),
        Phase::ChooseScorer { closer, .. } => {
            Some((*closer, words::choose_who_scores_the_tie(locale)))
        }
        Phase::Discard { seat } => Some((*seat, words::discard_tiles_or_keep_them(locale))),
        Phase::Over { .. } => None,
    };
    let room = right - x;
    let mut lines = 2;
    let line = match (what, &view.phase) {
        (Some((seat, what)), _) => {
            // The name gives way before what to do.
            let rest = format!(": {what}");
            let rest_w = Canvas::text_width(&rest, status);
            let who = crate::present::words::to_play(&name(seat), locale);
            let who = ellipsize(&format!("▶ {who}"), status, (room - rest_w).max(room * 0.3));
            ellipsize(&format!("{who}{rest}"), status, room)
        }
        (None, Phase::Over { reason }) => {
            // The winners on a line of their own, the last move on the one left.
            let why = super::words::end_reason(*reason, locale);
            let best = view.points.iter().copied().max().unwrap_or(0);
            let winners: Vec<String> = Seat::all(view.players())
                .filter(|s| view.points.get(s.index()).copied() == Some(best))
                .map(name)
                .collect();
            let won = format!("{} {}", words::won_label(locale), winners.join(", "));
            let over = crate::present::words::final_status(locale, Some(why));
            let both = format!("{over} · {won}");
            if Canvas::text_width(&both, status) <= room {
                both
            } else {
                canvas.text(
                    &ellipsize(&won, status, room),
                    (x, 3.0 * LINE),
                    Align::Left,
                    status,
                );
                lines = 1;
                ellipsize(&over, status, room)
            }
        }
        (None, _) => String::new(),
    };
    canvas.text(&line, (x, 2.0 * LINE), Align::Left, status);

    if let Some(last) = super::last::last_move(view, names, locale) {
        let style = TextStyle::new(fact, Weight::Regular, theme::TEXT);
        let text = format!("{}: {last}", crate::present::words::last_move(locale));
        let first = 5 - lines;
        for (i, line) in wrap(&text, style, room, lines).iter().enumerate() {
            canvas.text(line, (x, (first + i) as f32 * LINE), Align::Left, style);
        }
    }
}

/// `text` in at most `lines` lines of `room` px, broken after " · " or a space, the last line
/// cut with an ellipsis.
fn wrap(text: &str, style: TextStyle, room: f32, lines: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut rest = text.trim().to_string();
    while !rest.is_empty() && out.len() + 1 < lines {
        if Canvas::text_width(&rest, style) <= room {
            break;
        }
        // The longest head that fits, ending before a " · " if one fits, else at a space.
        let fits = |i: &usize| Canvas::text_width(rest.get(..*i).unwrap_or(""), style) <= room;
        let dots: Vec<usize> = rest.match_indices(" · ").map(|(i, _)| i).collect();
        let spaces: Vec<usize> = rest.match_indices(' ').map(|(i, _)| i).collect();
        let Some(cut) = dots
            .into_iter()
            .rev()
            .find(fits)
            .or_else(|| spaces.into_iter().rev().find(fits))
        else {
            break;
        };
        let head = rest.get(..cut).unwrap_or("").trim_end();
        let head = head.strip_suffix(" ·").unwrap_or(head).to_string();
        let tail = rest.get(cut..).unwrap_or("").trim_start();
        let tail = tail.strip_prefix("· ").unwrap_or(tail).to_string();
        out.push(head);
        rest = tail;
    }
    if !rest.is_empty() {
        out.push(ellipsize(&rest, style, room));
    }
    out
}

/// Where the display box lies on the canvas.
struct Grid {
    bounds: Bounds,
    x0: f32,
    y0: f32,
    cell: f32,
}

impl Grid {
    fn new(field: &Field) -> Grid {
        let bounds = field.display_box();
        let cols = f32::from(bounds.width().max(1));
        let rows = f32::from(bounds.height().max(1));
        // An even cell size keeps quarter edges and lead arms on whole pixels (model 1's box
        // may be up to 7 cells).
        let cell = ((FIELD_SIDE / cols.max(rows)).min(CELL) / 2.0).floor() * 2.0;
        let x0 = (FIELD_X + (FIELD_SIDE - cell * cols) / 2.0).round();
        let y0 = (FIELD_Y + (FIELD_SIDE - cell * rows) / 2.0).round();
        Grid {
            bounds,
            x0,
            y0,
            cell,
        }
    }

    fn area(&self, cell: Cell) -> Area {
        let col = i16::from(cell.col) - i16::from(self.bounds.min_col);
        let row = i16::from(cell.row) - i16::from(self.bounds.min_row);
        Area::new(
            self.x0 + f32::from(col) * self.cell,
            self.y0 + f32::from(row) * self.cell,
            self.cell,
            self.cell,
        )
    }

    /// A corner of the quarter grid, `(row, col)` in quarter units of the field.
    fn vertex(&self, v: (i32, i32)) -> (f32, f32) {
        let half = self.cell / 2.0;
        let row = v.0 - 2 * i32::from(self.bounds.min_row);
        let col = v.1 - 2 * i32::from(self.bounds.min_col);
        (self.x0 + col as f32 * half, self.y0 + row as f32 * half)
    }
}

fn field(canvas: &mut Canvas, view: &UzoryView, grid: &Grid, marked: &[Cell]) {
    empty_cells(canvas, view, grid, marked);
    let field = &view.field;
    for placed in field.tiles() {
        if let Some(tile) = field.oriented_at(placed.cell) {
            draw_glass(canvas, grid.area(placed.cell), &tile);
        }
    }
    let shapes = frames(view);
    tint(canvas, grid, &shapes);
    for placed in field.tiles() {
        if let Some(tile) = field.oriented_at(placed.cell) {
            draw_lead(canvas, grid.area(placed.cell), &tile);
        }
    }
    seams(canvas, view, grid);
    window_frame(canvas, view, grid);
    rings(canvas, view, grid, &shapes);
    badges(canvas, grid, &shapes);
    axis_labels(canvas, view, grid);
}

/// Model 2's window is framed in lead from the first turn: its border closes frames like any
/// lead line, so it is drawn as thick as one.
fn window_frame(canvas: &mut Canvas, view: &UzoryView, grid: &Grid) {
    if view.model() != Model::Two {
        return;
    }
    let lead = lead_width(grid.cell);
    let (x0, y0) = grid.vertex((2 * i32::from(WINDOW.min_row), 2 * i32::from(WINDOW.min_col)));
    let (x1, y1) = grid.vertex((
        2 * i32::from(WINDOW.max_row) + 2,
        2 * i32::from(WINDOW.max_col) + 2,
    ));
    let d = lead / 2.0;
    let corners = [
        (x0 - d, y0 - d),
        (x1 + d, y0 - d),
        (x1 + d, y1 + d),
        (x0 - d, y1 + d),
    ];
    canvas.stroke_polygon(&corners, lead * 1.5, theme::LEAD);
}

/// The cells still empty, those a move may take (`marked`) highlighted with their names.
fn empty_cells(canvas: &mut Canvas, view: &UzoryView, grid: &Grid, marked: &[Cell]) {
    let field = &view.field;
    for cell in grid.bounds.cells() {
        if field.get(cell).is_some() {
            continue;
        }
        let area = grid.area(cell).inset(3.0);
        if marked.contains(&cell) {
            canvas.rounded_rect(area, 10.0, theme::HIGHLIGHT.with_alpha(40));
            canvas.stroke_rounded_rect(area.inset(1.5), 9.0, 3.0, theme::HIGHLIGHT.with_alpha(190));
            if let Some(label) = field.label(cell) {
                let style = TextStyle::new(fact_size(), Weight::Bold, theme::HIGHLIGHT);
                canvas.text_centered(&label, area.center(), style);
            }
        } else {
            canvas.rounded_rect(area, 10.0, EMPTY_CELL);
        }
    }
}

/// Tile edges: a dark seam, thinner than any lead line, so a phone still tells one tile from
/// the next (and counts cells) without mistaking a seam for lead.
fn seams(canvas: &mut Canvas, view: &UzoryView, grid: &Grid) {
    let width = (grid.cell * 0.03).clamp(2.0, 4.0);
    for placed in view.field.tiles() {
        let a = grid.area(placed.cell);
        canvas.stroke_polygon(
            &[
                (a.x, a.y),
                (a.x + a.w, a.y),
                (a.x + a.w, a.y + a.h),
                (a.x, a.y + a.h),
            ],
            width,
            SEAM,
        );
    }
}

/// A tile's edge.
const SEAM: Rgba = Rgba(20, 20, 24, 215);

/// A frame as drawn: its quarters, its outline loops (quarter-grid corners), its badge, where
/// the badge sits and whether the last placement closed it.
struct Shape {
    quarters: BTreeSet<(i32, i32)>,
    badge: Badge,
    at: Option<(i32, i32)>,
    fresh: bool,
}

/// Every closed frame, then the tied one waiting for its scorer.
fn frames(view: &UzoryView) -> Vec<Shape> {
    let fresh_from = view.frames.len() - view.fresh_frames().len();
    let mut shapes: Vec<Shape> = view
        .frames
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let badge = match &f.result {
                FrameResult::Nobody => Badge::Nobody,
                FrameResult::Majority(s) | FrameResult::ChosenByCloser { scorer: s, .. } => {
                    seat_glass(view, *s).map_or(Badge::Nobody, Badge::Scorer)
                }
            };
            shape(&f.region, badge, i >= fresh_from)
        })
        .collect();
    if let Phase::ChooseScorer { region, .. } = &view.phase {
        shapes.push(shape(region, Badge::Pending, true));
    }
    shapes
}

fn shape(region: &Region, badge: Badge, fresh: bool) -> Shape {
    let quarters = quarter_set(region);
    let at = badge_vertex(&quarters);
    Shape {
        quarters,
        badge,
        at,
        fresh,
    }
}

/// A closed frame's glass is shaded a dark tone of its scorer's colour, with the scorer's
/// symbol in each quarter (dark grey when nobody scored): frames never share a quarter, so
/// however they nest each reads as one patch, and the glass still in play stands out. The
/// colours inside no longer matter once a frame is scored.
fn tint(canvas: &mut Canvas, grid: &Grid, shapes: &[Shape]) {
    let half = grid.cell / 2.0;
    let palette = canvas.palette();
    for shape in shapes {
        let (shade, mark) = match shape.badge {
            Badge::Scorer(g) => (shade(palette.fill(g)), Some(g)),
            Badge::Nobody => (NOBODY, None),
            Badge::Pending => continue,
        };
        for &(r, c) in &shape.quarters {
            let (x, y) = grid.vertex((r, c));
            canvas.fill_rect(Area::new(x, y, half, half), shade);
            if let Some(g) = mark {
                let ink = palette.fill(g);
                draw_shape(
                    canvas,
                    g.symbol(),
                    x + half / 2.0,
                    y + half / 2.0,
                    symbol_size(),
                    ink,
                );
            }
        }
    }
}

/// A scored frame's tone: its scorer's colour darkened towards lead.
fn shade(fill: Rgba) -> Rgba {
    let mix = |a: u8, b: u8| ((u16::from(a) * 45 + u16::from(b) * 55) / 100) as u8;
    let Rgba(r, g, b, _) = fill;
    let Rgba(lr, lg, lb, _) = theme::LEAD;
    Rgba::rgb(mix(r, lr), mix(g, lg), mix(b, lb))
}

/// The shade of a frame nobody scored.
const NOBODY: Rgba = Rgba::rgb(64, 66, 74);

/// The last move in the highlight colour, each ring edged in lead so it shows on yellow glass
/// too: the tile just laid, and the outline of each frame it closed (and of a tied one).
fn rings(canvas: &mut Canvas, view: &UzoryView, grid: &Grid, shapes: &[Shape]) {
    let lead = lead_width(grid.cell);
    let band = (grid.cell * 0.06).round().max(5.0);
    for shape in shapes.iter().filter(|s| s.fresh) {
        for l in loops(&shape.quarters).into_iter().filter(|l| is_outer(l)) {
            let points = inset(&l, grid, lead / 2.0 + band / 2.0 + 2.0);
            canvas.stroke_polygon(&points, band + 4.0, theme::LEAD);
            canvas.stroke_polygon(&points, band, theme::HIGHLIGHT);
        }
    }
    if let Some(LastMove::Placed { cell, .. }) = &view.last {
        if view.field.get(*cell).is_some() {
            let a = grid.area(*cell).inset(band / 2.0 + 2.0);
            let square = [
                (a.x, a.y),
                (a.x + a.w, a.y),
                (a.x + a.w, a.y + a.h),
                (a.x, a.y + a.h),
            ];
            canvas.stroke_polygon(&square, band + 4.0, theme::LEAD);
            canvas.stroke_polygon(&square, band, theme::HIGHLIGHT);
        }
    }
}

/// Each frame's badge: its scorer's colour disc with the symbol, "?" on a tied frame.
fn badges(canvas: &mut Canvas, grid: &Grid, shapes: &[Shape]) {
    let r = (grid.cell * 0.2).max(fact_size() * 0.6);
    for shape in shapes {
        if let Some(v) = shape.at {
            let (x, y) = grid.vertex(v);
            shape.badge.draw(canvas, x, y, r);
        }
    }
}

/// Whether a loop of [`loops`] is a region's outside rather than the edge of a hole: outsides
/// run the other way round.
fn is_outer(corners: &[(i32, i32)]) -> bool {
    let n = corners.len();
    let twice_area: i64 = (0..n)
        .filter_map(|i| {
            let (r0, c0) = *corners.get(i)?;
            let (r1, c1) = *corners.get((i + 1) % n)?;
            Some(i64::from(c0) * i64::from(r1) - i64::from(c1) * i64::from(r0))
        })
        .sum();
    twice_area < 0
}

/// Column numbers above the field and row letters beside it.
fn axis_labels(canvas: &mut Canvas, view: &UzoryView, grid: &Grid) {
    let field = &view.field;
    let labels = TextStyle::new(fact_size(), Weight::Bold, theme::TEXT_DIM);
    for col in grid.bounds.min_col..=grid.bounds.max_col {
        let cell = Cell::new(grid.bounds.min_row, col);
        if let Some(label) = field.label(cell) {
            let a = grid.area(cell);
            let number: String = label.chars().skip(1).collect();
            canvas.text(
                &number,
                (a.x + a.w / 2.0, a.y - 14.0),
                Align::Center,
                labels,
            );
        }
    }
    for row in grid.bounds.min_row..=grid.bounds.max_row {
        let cell = Cell::new(row, grid.bounds.min_col);
        if let Some(label) = field.label(cell) {
            let a = grid.area(cell);
            let letter: String = label.chars().take(1).collect();
            canvas.text_centered(&letter, (a.x - GUTTER / 2.0 - 4.0, a.y + a.h / 2.0), labels);
        }
    }
}

/// What a frame's tint and badge say.
#[derive(Clone, Copy)]
enum Badge {
    Scorer(crate::present::kit::Glass),
    Nobody,
    /// The tied frame the closer is choosing a scorer for.
    Pending,
}

impl Badge {
    /// A scorer's disc, or "?" for the tie being broken; a frame nobody scored is told by its
    /// grey wash alone.
    fn draw(self, canvas: &mut Canvas, x: f32, y: f32, r: f32) {
        match self {
            Badge::Scorer(g) => swatch(canvas, g, x, y, r),
            Badge::Nobody => {}
            Badge::Pending => {
                canvas.circle(x, y, r + 2.5, theme::LEAD);
                canvas.circle(x, y, r, theme::HIGHLIGHT);
                let style = TextStyle::new(fact_size(), Weight::Bold, theme::LEAD);
                canvas.text_centered("?", (x, y), style);
            }
        }
    }
}

fn quarter_set(region: &Region) -> BTreeSet<(i32, i32)> {
    region
        .quarters
        .iter()
        .map(|q| (i32::from(q.row), i32::from(q.col)))
        .collect()
}

/// The outline of a set of quarters as closed loops of quarter-grid corners, each turning so
/// the region lies on its left; collinear corners are dropped. Where two parts of the region
/// touch only at a corner, turning left first keeps them separate loops.
fn loops(quarters: &BTreeSet<(i32, i32)>) -> Vec<Vec<(i32, i32)>> {
    let has = |r: i32, c: i32| quarters.contains(&(r, c));
    let mut edges: BTreeSet<((i32, i32), (i32, i32))> = BTreeSet::new();
    for &(r, c) in quarters {
        if !has(r - 1, c) {
            edges.insert(((r, c + 1), (r, c)));
        }
        if !has(r + 1, c) {
            edges.insert(((r + 1, c), (r + 1, c + 1)));
        }
        if !has(r, c - 1) {
            edges.insert(((r, c), (r + 1, c)));
        }
        if !has(r, c + 1) {
            edges.insert(((r + 1, c + 1), (r, c + 1)));
        }
    }
    let mut out = Vec::new();
    while let Some(first) = edges.pop_first() {
        let (start, mut cur) = first;
        let mut prev = start;
        let mut points = vec![start];
        while cur != start {
            points.push(cur);
            let (dr, dc) = (cur.0 - prev.0, cur.1 - prev.1);
            let next = [(-dc, dr), (dr, dc), (dc, -dr)]
                .into_iter()
                .map(|(r, c)| (cur.0 + r, cur.1 + c))
                .find(|n| edges.contains(&(cur, *n)));
            let Some(next) = next else { break };
            edges.remove(&(cur, next));
            prev = cur;
            cur = next;
        }
        let corners = simplify(&points);
        if corners.len() >= 4 {
            out.push(corners);
        }
    }
    out
}

fn direction(from: (i32, i32), to: (i32, i32)) -> (i32, i32) {
    ((to.0 - from.0).signum(), (to.1 - from.1).signum())
}

fn simplify(points: &[(i32, i32)]) -> Vec<(i32, i32)> {
    let n = points.len();
    (0..n)
        .filter_map(|i| {
            let prev = points.get((i + n - 1) % n)?;
            let here = points.get(i)?;
            let next = points.get((i + 1) % n)?;
            (direction(*prev, *here) != direction(*here, *next)).then_some(*here)
        })
        .collect()
}

/// The loop moved `d` pixels to its left (into the region). Every corner is a right angle, so
/// each corner moves along both neighbouring edges' normals.
fn inset(corners: &[(i32, i32)], grid: &Grid, d: f32) -> Vec<(f32, f32)> {
    let n = corners.len();
    (0..n)
        .filter_map(|i| {
            let prev = *corners.get((i + n - 1) % n)?;
            let here = *corners.get(i)?;
            let next = *corners.get((i + 1) % n)?;
            let (ar, ac) = direction(prev, here);
            let (br, bc) = direction(here, next);
            // Left of (dr, dc) on screen is (-dc, dr).
            let nr = (-ac - bc) as f32;
            let nc = (ar + br) as f32;
            let (x, y) = grid.vertex(here);
            Some((x + d * nc, y + d * nr))
        })
        .collect()
}

/// The tile corner of the region nearest its centre where all four quarters around it belong
/// to the region: the badge sits there, clear of the quarter symbols and of the lead.
fn badge_vertex(quarters: &BTreeSet<(i32, i32)>) -> Option<(i32, i32)> {
    let n = quarters.len().max(1) as f32;
    let (sr, sc) = quarters.iter().fold((0.0, 0.0), |(r, c), q| {
        (r + q.0 as f32 + 0.5, c + q.1 as f32 + 0.5)
    });
    let (mr, mc) = (sr / n, sc / n);
    quarters
        .iter()
        .map(|&(r, c)| (r + 1, c + 1))
        .filter(|&(r, c)| r % 2 == 0 && c % 2 == 0)
        .filter(|&(r, c)| {
            [(r - 1, c - 1), (r - 1, c), (r, c - 1), (r, c)]
                .iter()
                .all(|q| quarters.contains(q))
        })
        .min_by(|a, b| {
            let da = (a.0 as f32 - mr).powi(2) + (a.1 as f32 - mc).powi(2);
            let db = (b.0 as f32 - mr).powi(2) + (b.1 as f32 - mc).powi(2);
            da.total_cmp(&db)
        })
}

/// One card a player right of the field: colour disc and name, then points and hand.
fn players(canvas: &mut Canvas, view: &UzoryView, names: &[String], locale: Locale) {
    let acting = to_act(&view.phase);
    let fact = fact_size();
    let name_style = TextStyle::new(fact, Weight::Bold, theme::TEXT);
    let dim = TextStyle::new(fact, Weight::Regular, theme::TEXT_DIM);
    let points_style = TextStyle::new(fact, Weight::Bold, theme::HIGHLIGHT);
    let right = WIDTH as f32 - MARGIN;
    let width = right - PANEL_X;
    let bottom = FIELD_Y + FIELD_SIDE;
    let card_h = ((bottom - PANEL_TOP - 3.0 * CARD_GAP) / 4.0).floor();
    for seat in Seat::all(view.players()) {
        let y = PANEL_TOP + seat.index() as f32 * (card_h + CARD_GAP);
        let card = Area::new(PANEL_X, y, width, card_h);
        canvas.rounded_rect(card, 12.0, theme::PANEL);
        if acting == Some(seat) {
            canvas.stroke_rounded_rect(card.inset(2.0), 11.0, 4.0, theme::HIGHLIGHT);
        }
        let pad = 14.0;
        let top_mid = y + card_h * 0.3;
        let r = 20.0;
        if let Some(g) = seat_glass(view, seat) {
            swatch(canvas, g, PANEL_X + pad + r + 2.0, top_mid, r);
        }
        let name_x = PANEL_X + pad + 2.0 * r + 16.0;
        let name = ellipsize(
            &seat_name(names, seat, locale),
            name_style,
            right - pad - name_x,
        );
        canvas.text(
            &name,
            (name_x, top_mid + fact * 0.32),
            Align::Left,
            name_style,
        );
        let base = y + card_h * 0.72 + fact * 0.32;
        let points = view.points.get(seat.index()).copied().unwrap_or(0);
        let points = crate::present::words::points(i64::from(points), locale);
        canvas.text(&points, (PANEL_X + pad, base), Align::Left, points_style);
        let hand = format!(
            "{} {}",
            words::hand(locale),
            view.hand_sizes.get(seat.index()).copied().unwrap_or(0)
        );
        canvas.text(&hand, (right - pad, base), Align::Right, dim);
    }
    let below = PANEL_TOP + view.players() as f32 * (card_h + CARD_GAP);
    legend(canvas, view, locale, below, bottom);
}

/// Under the cards when they leave room (2 or 3 players): what a shade and a ring mean. The
/// help says it too.
fn legend(canvas: &mut Canvas, view: &UzoryView, locale: Locale, top: f32, bottom: f32) {
    let row = 44.0;
    if bottom - top < 3.0 * row {
        return;
    }
    let style = TextStyle::new(super::caption_size(), Weight::Regular, theme::TEXT_DIM).caption();
    let side = 34.0;
    let x = PANEL_X + 14.0;
    let palette = canvas.palette();
    let first = view.colours.first().copied().map(super::glass);
    let rows: [(&str, Option<Rgba>); 3] = [
        (
            words::scored_frame(locale),
            first.map(|g| shade(palette.fill(g))),
        ),
        (words::frame_nobody_scored(locale), Some(NOBODY)),
        (crate::present::words::last_move(locale), None),
    ];
    for (i, (label, fill)) in rows.into_iter().enumerate() {
        let mid = bottom - (3 - i) as f32 * row + row / 2.0;
        let square = Area::new(x, mid - side / 2.0, side, side);
        match fill {
            Some(fill) => {
                canvas.fill_rect(square, fill);
                if let (0, Some(g)) = (i, first) {
                    let (cx, cy) = square.center();
                    draw_shape(canvas, g.symbol(), cx, cy, symbol_size(), palette.fill(g));
                }
            }
            None => {
                let s = square.inset(3.0);
                let corners = [
                    (s.x, s.y),
                    (s.x + s.w, s.y),
                    (s.x + s.w, s.y + s.h),
                    (s.x, s.y + s.h),
                ];
                canvas.stroke_polygon(&corners, 9.0, theme::LEAD);
                canvas.stroke_polygon(&corners, 5.0, theme::HIGHLIGHT);
            }
        }
        let text = ellipsize(label, style, WIDTH as f32 - MARGIN - (x + side + 14.0));
        canvas.text(
            &text,
            (x + side + 14.0, mid + style.size * 0.32),
            Align::Left,
            style,
        );
    }
}

#[cfg(test)]
pub(super) fn is_outer_for_test(corners: &[(i32, i32)]) -> bool {
    is_outer(corners)
}

#[cfg(test)]
pub(super) fn loops_for_test(quarters: &BTreeSet<(i32, i32)>) -> Vec<Vec<(i32, i32)>> {
    loops(quarters)
}
