//! The public table: header, the field as stained glass with its frames, and the players.

use crate::games::uzory::Uzory;
use crate::present::DrawTable;
use std::collections::BTreeSet;

/// A frame's outline loops (quarter-grid corners), its badge, and where the badge sits.
type Outline = (Vec<Vec<(i32, i32)>>, Badge, Option<(i32, i32)>);

use super::words;
use super::{draw_tile, glass, lead_width, seat_glass, swatch, to_act, MARGIN, SMALL_TEXT, WIDTH};
use crate::game::Seat;
use crate::games::uzory::{
    Bounds, Cell, Colour, Field, FrameResult, Model, Phase, Region, UzoryView, WINDOW,
};
use crate::i18n::Locale;
use crate::present::kit::{
    capitalised, draw_legend, ellipsize, seat_name, theme, Align, Area, Canvas, Palette,
    RenderError, Rgba, TextStyle, Weight, LEGEND_HEIGHT,
};

const HEADER: f32 = 104.0;
/// Room for the row letters and column numbers.
const GUTTER: f32 = 36.0;
/// The field is drawn in a square of this side whatever its size, so the picture keeps its
/// size from turn to turn.
const FIELD_SIDE: f32 = WIDTH as f32 - 2.0 * MARGIN - GUTTER;
/// Cells never grow beyond this, so an early field does not look like a close-up.
const MAX_CELL: f32 = 180.0;
const ROW_H: f32 = 66.0;
const ROW_GAP: f32 = 8.0;
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
    let players_top = HEADER + GUTTER + FIELD_SIDE + 18.0;
    let rows = view.players() as f32;
    let legend_top = players_top + rows * (ROW_H + ROW_GAP) - ROW_GAP + 8.0;
    let height = legend_top + LEGEND_HEIGHT + MARGIN;
    let mut canvas =
        Canvas::new(WIDTH, height.ceil() as u32, theme::BACKGROUND)?.with_palette(palette);
    header(&mut canvas, view, names, locale);
    let grid = Grid::new(&view.field);
    field(&mut canvas, view, &grid, marked);
    players(&mut canvas, view, names, locale, players_top);
    let legend: Vec<_> = Colour::ALL
        .into_iter()
        .map(|c| (glass(c), capitalised(super::words::colour(c, locale))))
        .collect();
    draw_legend(&mut canvas, &legend, legend_top);
    Ok(canvas)
}

fn header(canvas: &mut Canvas, view: &UzoryView, names: &[String], locale: Locale) {
    let title = TextStyle::new(32.0, Weight::Bold, theme::TEXT);
    let dim = TextStyle::new(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM);
    let x = MARGIN;
    let w = canvas.text(words::title(locale), (x, 46.0), Align::Left, title);
    if !matches!(view.phase, Phase::Over { .. }) {
        let turn = format!(
            "  ·  {} {}",
            crate::present::words::turn_in_line(locale),
            view.turns.saturating_add(1)
        );
        canvas.text(&turn, (x + w, 46.0), Align::Left, dim);
    }
    let piles = format!(
        "{} {}  ·  {} {}",
        words::pile(locale),
        view.pile_size,
        words::discards_in_line(locale),
        view.discard.len()
    );
    canvas.text(&piles, (WIDTH as f32 - MARGIN, 46.0), Align::Right, dim);

    let status = TextStyle::new(SMALL_TEXT, Weight::Regular, theme::HIGHLIGHT);
    let name = |s: Seat| seat_name(names, s, locale);
    let line = match &view.phase {
        Phase::Turn { seat } => {
            format!("▶ {}: {}", name(*seat), words::place_a_tile_or_pass(locale))
        }
        Phase::ChooseScorer { closer, .. } => format!(
            "▶ {}: {}",
            name(*closer),
            words::choose_who_scores_the_tie(locale)
        ),
        Phase::Discard { seat } => format!(
            "▶ {}: {}",
            name(*seat),
            words::discard_tiles_or_keep_them(locale)
        ),
        Phase::Over { reason } => {
            let why = super::words::end_reason(*reason, locale);
            let best = view.points.iter().copied().max().unwrap_or(0);
            let winners: Vec<String> = crate::game::Seat::all(view.players())
                .filter(|s| view.points.get(s.index()).copied() == Some(best))
                .map(name)
                .collect();
            // The final status line, as the table message says it, then the winners.
            format!(
                "{} · {} {}",
                crate::present::words::final_status(locale, Some(why)),
                words::won_label(locale),
                winners.join(", ")
            )
        }
    };
    let line = ellipsize(&line, status, WIDTH as f32 - 2.0 * MARGIN);
    canvas.text(&line, (x, 86.0), Align::Left, status);
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
        // An even cell size keeps quarter edges and lead arms on whole pixels.
        let cell = ((FIELD_SIDE / cols.max(rows)).min(MAX_CELL) / 2.0).floor() * 2.0;
        let x0 = (MARGIN + GUTTER + (FIELD_SIDE - cell * cols) / 2.0).round();
        let y0 = (HEADER + GUTTER + (FIELD_SIDE - cell * rows) / 2.0).round();
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
    tiles(canvas, view, grid);
    window_frame(canvas, view, grid);
    frames(canvas, view, grid);
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
                let style = TextStyle::new(
                    (grid.cell * 0.22).clamp(SMALL_TEXT, 34.0),
                    Weight::Bold,
                    theme::HIGHLIGHT,
                );
                canvas.text_centered(&label, area.center(), style);
            }
        } else {
            canvas.rounded_rect(area, 10.0, EMPTY_CELL);
        }
    }
}

/// The laid tiles, with a dark edge around each.
fn tiles(canvas: &mut Canvas, view: &UzoryView, grid: &Grid) {
    let field = &view.field;
    for placed in field.tiles() {
        if let Some(tile) = field.oriented_at(placed.cell) {
            draw_tile(canvas, grid.area(placed.cell), &tile);
        }
    }
    // Tile edges: a dark seam, thinner than any lead line, so a phone still tells one tile from
    // the next (and counts cells) without mistaking a seam for lead.
    let width = (grid.cell * 0.03).clamp(3.0, 5.0);
    for placed in field.tiles() {
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

/// One outline per closed frame, in the colour of whoever scored it, with its badge. The
/// outline runs inside the frame, clear of the lead, so frames side by side or one inside
/// another each show their own; a frame's holes are not outlined. The frames the last placement
/// closed have a wider outline and a ringed badge; who scored them is told beside the players'
/// points, off the field.
fn frames(canvas: &mut Canvas, view: &UzoryView, grid: &Grid) {
    let fresh_from = view.frames.len() - view.fresh_frames().len();
    let mut outlined: Vec<(&Region, Badge)> = view
        .frames
        .iter()
        .map(|f| {
            let badge = match &f.result {
                FrameResult::Nobody => Badge::Nobody,
                FrameResult::Majority(s) | FrameResult::ChosenByCloser { scorer: s, .. } => {
                    seat_glass(view, *s).map_or(Badge::Nobody, Badge::Scorer)
                }
            };
            (&f.region, badge)
        })
        .collect();
    if let Phase::ChooseScorer { region, .. } = &view.phase {
        outlined.push((region, Badge::Pending));
    }
    let shapes: Vec<Outline> = outlined
        .iter()
        .map(|(region, badge)| {
            let quarters = quarter_set(region);
            let outer = loops(&quarters)
                .into_iter()
                .filter(|l| is_outer(l))
                .collect();
            (outer, *badge, badge_vertex(&quarters))
        })
        .collect();
    let lead = lead_width(grid.cell);
    let band = (grid.cell * 0.045).round().max(4.0);
    let gap = (grid.cell * 0.06).round().max(5.0);
    for (i, (loops, badge, _)) in shapes.iter().enumerate() {
        let band = if i >= fresh_from { band * 1.7 } else { band };
        for l in loops {
            let points = inset(l, grid, lead / 2.0 + gap + band / 2.0);
            canvas.stroke_polygon(&points, band + 4.0, theme::LEAD);
            canvas.stroke_polygon(&points, band, badge.colour(canvas.palette()));
        }
    }
    let r = (grid.cell * 0.15).clamp(19.0, 24.0);
    for (i, (_, badge, at)) in shapes.iter().enumerate() {
        if let Some(v) = at {
            let (x, y) = grid.vertex(*v);
            if i >= fresh_from {
                canvas.circle(x, y, r + 9.0, theme::LEAD);
                canvas.circle(x, y, r + 6.5, theme::HIGHLIGHT);
            }
            badge.draw(canvas, x, y, r);
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
    let labels = TextStyle::new(SMALL_TEXT, Weight::Bold, theme::TEXT_DIM);
    for col in grid.bounds.min_col..=grid.bounds.max_col {
        let cell = Cell::new(grid.bounds.min_row, col);
        if let Some(label) = field.label(cell) {
            let a = grid.area(cell);
            let number: String = label.chars().skip(1).collect();
            canvas.text(
                &number,
                (a.x + a.w / 2.0, a.y - 12.0),
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
            canvas.text_centered(&letter, (a.x - 20.0, a.y + a.h / 2.0), labels);
        }
    }
}

/// What a frame's band and badge say.
#[derive(Clone, Copy)]
enum Badge {
    Scorer(crate::present::kit::Glass),
    Nobody,
    /// The tied frame the closer is choosing a scorer for.
    Pending,
}

impl Badge {
    fn colour(self, palette: Palette) -> Rgba {
        match self {
            Badge::Scorer(g) => palette.fill(g),
            Badge::Nobody => Rgba::rgb(128, 132, 142),
            Badge::Pending => theme::HIGHLIGHT,
        }
    }

    fn draw(self, canvas: &mut Canvas, x: f32, y: f32, r: f32) {
        match self {
            Badge::Scorer(g) => swatch(canvas, g, x, y, r),
            Badge::Nobody | Badge::Pending => {
                canvas.circle(x, y, r + 2.5, theme::LEAD);
                canvas.circle(x, y, r, self.colour(canvas.palette()));
                let mark = if matches!(self, Badge::Nobody) {
                    "–"
                } else {
                    "?"
                };
                let style = TextStyle::new(r * 1.4, Weight::Bold, theme::LEAD);
                canvas.text_centered(mark, (x, y), style);
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

fn players(canvas: &mut Canvas, view: &UzoryView, names: &[String], locale: Locale, top: f32) {
    let acting = to_act(&view.phase);
    let name_style = TextStyle::new(26.0, Weight::Bold, theme::TEXT);
    let dim = TextStyle::new(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM);
    let points_style = TextStyle::new(28.0, Weight::Bold, theme::HIGHLIGHT);
    let right = WIDTH as f32 - MARGIN;
    for seat in Seat::all(view.players()) {
        let y = top + seat.index() as f32 * (ROW_H + ROW_GAP);
        let row = Area::new(MARGIN, y, right - MARGIN, ROW_H);
        canvas.rounded_rect(row, 12.0, theme::PANEL);
        let mid = y + ROW_H / 2.0;
        if acting == Some(seat) {
            canvas.stroke_rounded_rect(row.inset(1.5), 11.0, 3.0, theme::HIGHLIGHT);
            canvas.text_centered("▶", (MARGIN + 20.0, mid), points_style);
        }
        if let Some(g) = seat_glass(view, seat) {
            swatch(canvas, g, MARGIN + 58.0, mid, 19.0);
        }
        let points = view.points.get(seat.index()).copied().unwrap_or(0);
        let points_w = canvas.text(
            &format!("★ {points}"),
            (right - 20.0, mid + 10.0),
            Align::Right,
            points_style,
        );
        let gained_w = gained(canvas, view, seat, right - 20.0 - points_w - 14.0, mid);
        let hand = format!(
            "{} {}",
            words::hand(locale),
            view.hand_sizes.get(seat.index()).copied().unwrap_or(0)
        );
        let hand_right = right - 20.0 - points_w.max(60.0) - 28.0 - gained_w;
        let hand_w = canvas.text(&hand, (hand_right, mid + 8.0), Align::Right, dim);
        let name_x = MARGIN + 92.0;
        let name_max = hand_right - hand_w - 24.0 - name_x;
        let colour = view
            .colours
            .get(seat.index())
            .map(|c| super::words::colour(*c, locale))
            .unwrap_or_default();
        let colour_w = Canvas::text_width(colour, dim) + 14.0;
        let name = ellipsize(
            &seat_name(names, seat, locale),
            name_style,
            (name_max - colour_w).max(40.0),
        );
        let w = canvas.text(&name, (name_x, mid + 9.0), Align::Left, name_style);
        canvas.text(colour, (name_x + w + 14.0, mid + 8.0), Align::Left, dim);
    }
}

/// "+1" (or "+2"…) in the seat's colour left of its points, ending at `right`, when the last
/// placement closed frames it scored: told here, off the field, so no label covers a cell.
/// Returns the room taken.
fn gained(canvas: &mut Canvas, view: &UzoryView, seat: Seat, right: f32, mid: f32) -> f32 {
    let n = view
        .fresh_frames()
        .iter()
        .filter(|f| f.result.scorer() == Some(seat))
        .count();
    let Some(g) = seat_glass(view, seat).filter(|_| n > 0) else {
        return 0.0;
    };
    let style = TextStyle::new(SMALL_TEXT, Weight::Bold, theme::LEAD);
    let text = format!("+{n}");
    let h = 40.0;
    let w = Canvas::text_width(&text, style) + 24.0;
    let pill = Area::new(right - w, mid - h / 2.0, w, h);
    canvas.rounded_rect(pill.inset(-3.0), h / 2.0 + 3.0, theme::HIGHLIGHT);
    canvas.rounded_rect(pill, h / 2.0, canvas.palette().fill(g));
    canvas.text_centered(&text, pill.center(), style);
    w + 14.0
}

#[cfg(test)]
pub(super) fn is_outer_for_test(corners: &[(i32, i32)]) -> bool {
    is_outer(corners)
}

#[cfg(test)]
pub(super) fn loops_for_test(quarters: &BTreeSet<(i32, i32)>) -> Vec<Vec<(i32, i32)>> {
    loops(quarters)
}
