//! One player's board, laid out like the printed one.

use super::geometry::{along, diamond, extent, space_axis, space_centre, structure_place, Point};
use super::words;
use super::{
    counted_chips, glass, held_and_kept, phase_label, round_and_wild, tile_chip, Sizes, DARK, GOLD,
};
use super::{
    draw_symbol, draw_symbol_on_tint, theme, Align, Area, Canvas, RenderError, Rgba, Weight,
};
use crate::game::Seat;
use crate::games::summer_pavilion::board::cost;
use crate::games::summer_pavilion::SummerPavilion;
use crate::games::summer_pavilion::{
    Board, Colour, PavilionView, Space, Star, StructureKind, Tiles, STRUCTURES,
};
use crate::games::PavilionSide;
use crate::i18n::Locale;
use crate::present::kit::{ellipsize, seat_name, Palette, TextStyle};
use crate::present::DrawBoard;

pub const WIDTH: u32 = 1100;
pub const HEIGHT: u32 = 1030;
/// Side of a diamond in pixels: tiles are 80 px wide and 139 px long.
const A: f32 = 80.0;
const HEADER: f32 = 136.0;
const PANEL: Area = Area::new(20.0, HEADER, 1060.0, 750.0);

fn sizes() -> Sizes {
    Sizes::for_width(WIDTH)
}

/// Colours of one side of the board.
struct Look {
    panel: Rgba,
    structure: Rgba,
    structure_ink: Rgba,
}

fn look(side: PavilionSide) -> Look {
    match side {
        PavilionSide::Coloured => Look {
            panel: theme::PANEL,
            structure: theme::PANEL_LIGHT,
            structure_ink: theme::TEXT_DIM,
        },
        PavilionSide::Beige => Look {
            panel: Rgba::rgb(96, 80, 60),
            structure: Rgba::rgb(128, 110, 86),
            structure_ink: Rgba::rgb(214, 200, 176),
        },
    }
}

/// The pale fill of an empty space: the star's colour on the coloured side, a neutral cream
/// on the coloured centre star, beige everywhere on the beige side.
fn empty_fill(palette: Palette, side: PavilionSide, star: Star) -> Rgba {
    match (side, star.printed_colour()) {
        (PavilionSide::Coloured, Some(c)) => palette.tint(glass(c)),
        (PavilionSide::Coloured, None) => Rgba::rgb(232, 228, 218),
        (PavilionSide::Beige, _) => Rgba::rgb(228, 212, 180),
    }
}

/// Where a board is drawn: the pixel of the board's centre and the side of a diamond. The
/// board picture draws one at full size; the players' picture (`players.rs`) one per player.
#[derive(Debug, Clone, Copy)]
pub(super) struct Frame {
    pub centre: Point,
    /// Side of a diamond in pixels.
    pub a: f32,
    /// The size of a fact's text on the picture (10-px capitals on a phone).
    pub fact: f32,
    /// One px of a phone showing the picture 400 px wide.
    pub unit: f32,
}

impl Frame {
    /// The full-size board of the board picture.
    fn full() -> Frame {
        Frame {
            centre: (PANEL.x + PANEL.w / 2.0, PANEL.y + PANEL.h / 2.0),
            a: A,
            fact: sizes().fact,
            unit: sizes().unit,
        }
    }

    fn px(self, p: Point) -> Point {
        (self.centre.0 + p.0 * self.a, self.centre.1 + p.1 * self.a)
    }

    fn diamond(self, c: Point, axis: f32, scale: f32) -> [Point; 4] {
        diamond(c, axis, scale).map(|p| self.px(p))
    }

    /// `size` px of the full-size board, in this frame.
    fn scaled(self, size: f32) -> f32 {
        size * self.a / A
    }
}

impl DrawBoard for SummerPavilion {
    fn draw_board(
        view: &PavilionView,
        seat: Seat,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError> {
        let mut canvas = Canvas::new(WIDTH, HEIGHT, theme::BACKGROUND)?.with_palette(palette);
        let side = view.options.side;
        let board = view.player(seat).map(|p| p.board).unwrap_or_default();
        let acting = view.phase.seat() == Some(seat);

        header(&mut canvas, view, seat, names, locale, acting);
        if acting {
            canvas.rounded_rect(PANEL.inset(-6.0), 22.0, GOLD);
        }
        let look = look(side);
        canvas.rounded_rect(PANEL, 18.0, look.panel);
        let placed = match view.last {
            Some(crate::games::summer_pavilion::LastMove::Placed {
                seat: s,
                star,
                space,
                ..
            }) if s == seat => Some((star, space)),
            _ => None,
        };
        draw_stars(&mut canvas, &board, side, Frame::full(), placed);
        corners(&mut canvas, view, seat, locale);
        footer(&mut canvas, view, seat, locale, &look);
        Ok(canvas)
    }

    /// The mover's board is in the players' picture already, outlined in gold.
    fn shows_mover_board(&self) -> bool {
        false
    }
}

/// The name, what the player is doing and the score; under them the round and the wild
/// colours.
fn header(
    canvas: &mut Canvas,
    view: &PavilionView,
    seat: Seat,
    names: &[String],
    locale: Locale,
    acting: bool,
) {
    let sz = sizes();
    let score = view.player(seat).map(|p| p.score).unwrap_or(0);
    let score_style = TextStyle::new(sz.fact, Weight::Bold, GOLD);
    let w = canvas.text(
        &crate::present::words::points(i64::from(score), locale),
        (1076.0, 52.0),
        Align::Right,
        score_style,
    );
    let room = 1076.0 - w - 30.0 - 24.0;
    let passed = view.player(seat).is_some_and(|p| p.passed);
    let status = if acting {
        Some((format!("▶ {}", phase_label(&view.phase, locale)), GOLD))
    } else if passed {
        Some((words::passed(locale).to_string(), theme::TEXT_DIM))
    } else if view.phase == crate::games::summer_pavilion::Phase::Over {
        Some((phase_label(&view.phase, locale), theme::TEXT_DIM))
    } else {
        None
    };
    let name_style = TextStyle::new(sz.fact, Weight::Bold, theme::TEXT);
    let full = seat_name(names, seat, locale);
    let name_room = match status {
        Some(_) => (room * 0.55).max(Canvas::text_width(&full, name_style).min(room * 0.55)),
        None => room,
    };
    let name = ellipsize(&full, name_style, name_room);
    let x = 24.0 + canvas.text(&name, (24.0, 52.0), Align::Left, name_style) + 20.0;
    if let Some((status, colour)) = status {
        let status_style = TextStyle::new(sz.fact, Weight::Regular, colour);
        let left = 24.0 + room - x;
        if left > 60.0 {
            let status = ellipsize(&status, status_style, left);
            canvas.text(&status, (x, 52.0), Align::Left, status_style);
        }
    }
    let names_fit = round_and_wild(None, view, locale, (24.0, 0.0), sz, true) <= 1052.0;
    round_and_wild(Some(canvas), view, locale, (24.0, 104.0), sz, names_fit);
}

/// The seven stars and the bonus structures between them, in `frame`.
/// The space `placed` (the last move's) is outlined in the highlight.
pub(super) fn draw_stars(
    canvas: &mut Canvas,
    board: &Board,
    side: PavilionSide,
    frame: Frame,
    placed: Option<(Star, Space)>,
) {
    // The stars and structures as the board's tiles stand: a layer, so that a move redraws
    // only the board it changed.
    let (left, top) = frame.px((extent().0, extent().1));
    let (right, bottom) = frame.px((extent().2, extent().3));
    let area = Area::new(left, top, right - left, bottom - top).inset(-2.0);
    let tiles: Vec<[Option<Colour>; 6]> = Star::all().map(|star| board.star(star)).collect();
    let placed_at = [
        frame.centre.0,
        frame.centre.1,
        frame.a,
        frame.fact,
        frame.unit,
    ];
    let content = (
        tiles,
        side == PavilionSide::Coloured,
        placed_at.map(f32::to_bits),
    );
    canvas.layer(&content, area, look(side).panel, |canvas| {
        structures(canvas, board, &look(side), frame);
        for star in Star::all() {
            for space in Space::all() {
                draw_space(canvas, board, side, star, space, frame);
            }
        }
    });
    if let Some((star, space)) = placed {
        let ring = frame.diamond(space_centre(star, space), space_axis(star, space), 1.0);
        canvas.stroke_polygon(&ring, 3.4 * frame.unit, DARK);
        canvas.stroke_polygon(&ring, 2.2 * frame.unit, GOLD);
    }
}

/// The board's background colour on `side`.
pub(super) fn panel_colour(side: PavilionSide) -> Rgba {
    look(side).panel
}

fn structures(canvas: &mut Canvas, board: &Board, look: &Look, frame: Frame) {
    for structure in STRUCTURES.iter() {
        let done = structure
            .spaces
            .iter()
            .all(|&(star, space)| board.tile(Star(star), Space(space)).is_some());
        let (centre, axis) = structure_place(structure);
        let (fill, ink) = if done {
            (GOLD, DARK)
        } else {
            (look.structure, look.structure_ink)
        };
        if done {
            // A dark outline, so a finished structure's gold is not taken for a yellow tile.
            canvas.polygon(&frame.diamond(centre, axis, 0.94), DARK);
        }
        canvas.polygon(&frame.diamond(centre, axis, 0.86), fill);
        let (cx, cy) = frame.px(centre);
        let r = frame.scaled(24.0);
        structure_icon(canvas, structure.kind, cx, cy, r, ink, fill);
        if done {
            // A tick beside the icon, for anyone who cannot tell gold from grey.
            let k = r / 22.0;
            tick(canvas, cx + 14.0 * k, cy + 14.0 * k, 9.0 * k, DARK);
        }
    }
}

fn tick(canvas: &mut Canvas, cx: f32, cy: f32, r: f32, ink: Rgba) {
    canvas.line((cx - r, cy), (cx - r * 0.3, cy + r * 0.7), 3.5, ink);
    canvas.line(
        (cx - r * 0.3, cy + r * 0.7),
        (cx + r, cy - r * 0.8),
        3.5,
        ink,
    );
}

/// Small upright pictures of a pillar, a statue and a window within a circle of radius `r`.
pub(super) fn structure_icon(
    canvas: &mut Canvas,
    kind: StructureKind,
    cx: f32,
    cy: f32,
    r: f32,
    ink: Rgba,
    ground: Rgba,
) {
    // Which structure it is tells what completing it earns.
    canvas.note_symbol(2.0 * r);
    match kind {
        StructureKind::Pillar => {
            let shaft = r * 0.42;
            canvas.fill_rect(
                Area::new(cx - shaft / 2.0, cy - r * 0.7, shaft, r * 1.4),
                ink,
            );
            let cap = r * 1.0;
            for y in [cy - r * 0.9, cy + r * 0.7] {
                canvas.fill_rect(Area::new(cx - cap / 2.0, y, cap, r * 0.22), ink);
            }
        }
        StructureKind::Statue => {
            canvas.circle(cx, cy - r * 0.55, r * 0.3, ink);
            canvas.polygon(
                &[
                    (cx - r * 0.25, cy - r * 0.2),
                    (cx + r * 0.25, cy - r * 0.2),
                    (cx + r * 0.5, cy + r * 0.65),
                    (cx - r * 0.5, cy + r * 0.65),
                ],
                ink,
            );
            canvas.fill_rect(
                Area::new(cx - r * 0.65, cy + r * 0.65, r * 1.3, r * 0.25),
                ink,
            );
        }
        StructureKind::Window => {
            let w = r * 1.1;
            canvas.circle(cx, cy - r * 0.3, w / 2.0, ink);
            canvas.fill_rect(Area::new(cx - w / 2.0, cy - r * 0.3, w, r * 1.1), ink);
            // Mullions in the ground colour make it read as a window.
            canvas.line((cx, cy - r * 0.8), (cx, cy + r * 0.8), 2.5, ground);
            canvas.line(
                (cx - w / 2.0, cy + r * 0.2),
                (cx + w / 2.0, cy + r * 0.2),
                2.5,
                ground,
            );
        }
    }
}

fn draw_space(
    canvas: &mut Canvas,
    board: &Board,
    side: PavilionSide,
    star: Star,
    space: Space,
    frame: Frame,
) {
    let axis = space_axis(star, space);
    let centre = space_centre(star, space);
    let outline = frame.diamond(centre, axis, 0.95);
    let inner = frame.diamond(centre, axis, 0.95 - 4.0 / frame.a);
    canvas.polygon(&outline, theme::LEAD);
    match board.tile(star, space) {
        Some(colour) => {
            let g = glass(colour);
            canvas.polygon(&inner, canvas.palette().fill(g));
            let (cx, cy) = frame.px(centre);
            draw_symbol(canvas, g, cx, cy, frame.a * 0.46);
        }
        None => {
            canvas.polygon(&inner, empty_fill(canvas.palette(), side, star));
            // The star's symbol on its tint, where it is large enough to tell (not on the
            // players' picture's small boards, whose stars sit where every board has them).
            let symbol = frame.scaled(20.0);
            let with_symbol = symbol >= 8.0 * frame.unit;
            // The cost stays readable on a phone however small the board is drawn: in the
            // middle of the space when no symbol shares it.
            if let Some(n) = cost(side, star, space) {
                let t = if with_symbol { 1.12 } else { 0.9 };
                let at = frame.px(along(star, space, t));
                canvas.text_centered(
                    &n.to_string(),
                    at,
                    TextStyle::new(frame.fact, Weight::Bold, DARK),
                );
            }
            if let (PavilionSide::Coloured, Some(c), true) =
                (side, star.printed_colour(), with_symbol)
            {
                let (x, y) = frame.px(along(star, space, 0.5));
                draw_symbol_on_tint(canvas, glass(c), x, y, symbol);
            }
        }
    }
}

/// The four corner spaces hold the tiles kept from one round to the next.
fn corners(canvas: &mut Canvas, view: &PavilionView, seat: Seat, locale: Locale) {
    let sz = sizes();
    let (_, kept) = held_and_kept(view, seat);
    let kept: Vec<Colour> = kept.to_list();
    let size = 64.0;
    // Far enough in that the word under each slot stays inside the panel.
    let m = 76.0;
    let spots = [
        (PANEL.x + m, PANEL.y + 56.0),
        (PANEL.x + PANEL.w - m, PANEL.y + 56.0),
        (PANEL.x + m, PANEL.y + PANEL.h - 100.0),
        (PANEL.x + PANEL.w - m, PANEL.y + PANEL.h - 100.0),
    ];
    // Full-strength ink: the beige side's panel is too warm for the dim one.
    let label = TextStyle::new(sz.caption, Weight::Regular, theme::TEXT).caption();
    for (i, &(cx, cy)) in spots.iter().enumerate() {
        match kept.get(i) {
            Some(&colour) => tile_chip(canvas, colour, cx, cy, size, colour == view.wild),
            None => super::empty_slot(canvas, cx, cy, size),
        }
        canvas.text(
            words::kept(locale),
            (cx, cy + size / 2.0 + 36.0),
            Align::Center,
            label,
        );
    }
    // Never lose a tile from the picture, even if more than four were ever kept.
    if kept.len() > spots.len() {
        let more = format!("+{}", kept.len() - spots.len());
        let (cx, cy) = spots[3];
        canvas.text(
            &more,
            (cx - 50.0, cy),
            Align::Right,
            TextStyle::new(sz.fact, Weight::Bold, theme::TEXT),
        );
    }
}

fn footer(canvas: &mut Canvas, view: &PavilionView, seat: Seat, locale: Locale, look: &Look) {
    let sz = sizes();
    let top = PANEL.y + PANEL.h + 10.0;
    let cy = top + 82.0;
    let small = TextStyle::new(sz.caption, Weight::Regular, theme::TEXT_DIM).caption();
    canvas.text(
        words::tiles_held(locale),
        (24.0, top + 34.0),
        Align::Left,
        small,
    );
    let (held, _) = held_and_kept(view, seat);
    if held.is_empty() {
        canvas.text(
            "—",
            (24.0, cy + 14.0),
            Align::Left,
            TextStyle::new(sz.fact, Weight::Bold, theme::TEXT_DIM),
        );
    } else {
        counted_chips(
            Some(canvas),
            &held,
            view.wild,
            (28.0, cy),
            sz,
            &Tiles::EMPTY,
        );
    }

    // Legend of the bonus structures: what completing each one earns.
    let side_text = match view.options.side {
        PavilionSide::Coloured => words::bonus_tiles(locale),
        PavilionSide::Beige => words::beige_side_bonus_tiles(locale),
    };
    canvas.text(side_text, (1076.0, top + 34.0), Align::Right, small);
    let mut x = 1076.0;
    for (kind, reward) in [
        (StructureKind::Window, "+3"),
        (StructureKind::Statue, "+2"),
        (StructureKind::Pillar, "+1"),
    ] {
        let w = canvas.text(
            reward,
            (x, cy + 14.0),
            Align::Right,
            TextStyle::new(sz.fact, Weight::Bold, theme::TEXT),
        );
        // The diamond's long half-diagonal is about 48 px: keep clear of the text.
        x -= w + 56.0;
        canvas.polygon(&diamond_px((x, cy), 0.0, 56.0), look.structure);
        structure_icon(
            canvas,
            kind,
            x,
            cy,
            17.0,
            look.structure_ink,
            look.structure,
        );
        x -= 62.0;
    }
}

/// A diamond in pixel space with its long diagonal along `axis`, side `side`.
fn diamond_px(c: Point, axis: f32, side: f32) -> [Point; 4] {
    let unit = diamond((0.0, 0.0), axis, 1.0);
    unit.map(|(x, y)| (c.0 + x * side, c.1 + y * side))
}
