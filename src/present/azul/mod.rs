//! Azul (the original) as presented: its menus (`menus.rs`), log (`log.rs`), counts, alt texts,
//! words (`words.rs`) and pictures.
//!
//! Pictures: the shared table (`table.rs`: factories, the centre with the first-player marker,
//! bag and lid counts), every player's board in a second public picture (`players.rs`: pattern
//! lines, the 5×5 wall with its printed colours faint where empty, the floor line with its
//! costs, the score), and one board at full size privately (`board.rs`). Both board pictures
//! draw with [`draw_board_at`].
//!
//! Azul's five colours are drawn as glass colours with their colour-blind symbols: blue (◆),
//! yellow (★), red (●), black as black (⬢, a colour and shape no other game uses) and white (○).
//!
//! Every text is sized for a phone showing the picture 400 px wide (issue 50): facts at
//! [`fact_size`], captions at [`caption_size`]. The previous move is outlined in gold: the
//! factory or centre it emptied, the pattern line and floor spaces it filled, and after a round's
//! tiling the wall spaces just tiled.

mod alt;
mod board;
mod counts;
mod hint;
mod learn;
mod log;
mod menus;
mod players;
mod table;
#[cfg(test)]
mod tests;
mod words;

use crate::games::azul::board::{printed_colour, FLOOR_VALUES, SIZE};
use crate::games::azul::view::PlayerView;
use crate::games::azul::{AzulView, Colour, Destination, FloorSpace, LastTake, Phase, WallSide};
use crate::i18n::Locale;
use crate::present::kit::legibility::{
    size_for_capital, LEGIBLE_CAPITAL, LEGIBLE_FACT, PHONE_WIDTH,
};
use crate::present::kit::{
    draw_shape, draw_symbol, ellipsize, seat_name, theme, Align, Area, Canvas, Glass, Rgba,
    TextStyle, Weight,
};

/// Its presentation in the registry ([`crate::present::PRESENTED`]).
pub const PRESENTED: crate::present::Presented =
    crate::present::Presented::of::<crate::games::azul::Azul>(words::score_item);

/// The gold of the seat to act and the leaders.
const GOLD: Rgba = theme::HIGHLIGHT;
/// Dark ink for text on light fills.
const DARK: Rgba = Rgba::rgb(34, 32, 30);
/// The board's own colour (the printed boards are a warm beige-grey; here a dark panel).
const BOARD: Rgba = Rgba::rgb(58, 62, 74);
/// An empty grey-side wall space or pattern-line space.
const SPACE: Rgba = Rgba::rgb(92, 97, 110);

/// The glass colour (with its colour-blind symbol) of a tile colour, in pictures and on buttons.
pub fn glass(colour: Colour) -> Glass {
    match colour {
        Colour::Blue => Glass::Blue,
        Colour::Yellow => Glass::Yellow,
        Colour::Red => Glass::Red,
        Colour::Black => Glass::Black,
        Colour::White => Glass::White,
    }
}

/// The font size of a fact on a picture `width` px wide: 10-px capitals at 400 px, a little
/// over so rounding never takes it under.
pub(super) fn fact_size(width: f32) -> f32 {
    size_for_capital(LEGIBLE_FACT) * width / PHONE_WIDTH * 1.02
}

/// The font size of a caption (a heading's label, the legend): 8-px capitals at 400 px.
pub(super) fn caption_size(width: f32) -> f32 {
    size_for_capital(LEGIBLE_CAPITAL) * width / PHONE_WIDTH * 1.02
}

/// How wide the gold outline of the last move is.
const MARK: f32 = 4.0;

/// One tile as a rounded square with its symbol, centred at (cx, cy).
fn tile(canvas: &mut Canvas, colour: Colour, cx: f32, cy: f32, size: f32) {
    let g = glass(colour);
    let area = Area::new(cx - size / 2.0, cy - size / 2.0, size, size);
    // Black tiles get a light rim, so they stand apart from the dark board.
    let rim = if colour == Colour::Black {
        Rgba::rgb(140, 144, 156)
    } else {
        theme::LEAD
    };
    canvas.rounded_rect(area, size * 0.16, rim);
    canvas.rounded_rect(area.inset(1.5), size * 0.14, canvas.palette().fill(g));
    draw_symbol(canvas, g, cx, cy, size * 0.55);
}

/// An empty space for a tile, centred at (cx, cy).
fn empty_space(canvas: &mut Canvas, cx: f32, cy: f32, size: f32, fill: Rgba) {
    let area = Area::new(cx - size / 2.0, cy - size / 2.0, size, size);
    canvas.rounded_rect(area, size * 0.16, fill);
}

/// A gold outline around a space of `size` centred at (cx, cy): part of the last move.
fn mark_space(canvas: &mut Canvas, cx: f32, cy: f32, size: f32) {
    let area = Area::new(cx - size / 2.0, cy - size / 2.0, size, size).inset(-MARK / 2.0);
    canvas.stroke_rounded_rect(area, size * 0.2, MARK, GOLD);
}

/// The first-player marker: a white disc with a "1" drawn as a shape (it carries who starts).
fn marker(canvas: &mut Canvas, cx: f32, cy: f32, size: f32) {
    canvas.circle(cx, cy, size / 2.0, theme::LEAD);
    canvas.circle(cx, cy, size / 2.0 - 2.0, Rgba::rgb(245, 243, 236));
    let h = size * 0.56;
    canvas.note_symbol(h);
    let w = (size * 0.11).max(2.0);
    let (top, bottom) = (cy - h / 2.0, cy + h / 2.0);
    canvas.line((cx, top), (cx, bottom), w, DARK);
    canvas.line(
        (cx, top + w * 0.3),
        (cx - h * 0.25, top + h * 0.25),
        w,
        DARK,
    );
    canvas.line((cx - h * 0.22, bottom), (cx + h * 0.22, bottom), w, DARK);
}

/// A floor space's cost, "−2", drawn in an empty space: the minus as a bar, so the number fits
/// a space at a size a phone reads.
fn floor_cost(canvas: &mut Canvas, value: u32, cx: f32, cy: f32, size: f32, font: f32) {
    let digit = value.to_string();
    let ink = TextStyle::new(font, Weight::Regular, theme::TEXT);
    let dw = Canvas::text_width(&digit, ink);
    let bar = ((size - dw) * 0.5).min(dw * 0.45);
    let total = bar + 1.5 + dw;
    let x = cx - total / 2.0;
    canvas.line((x, cy), (x + bar, cy), (font * 0.09).max(2.0), theme::TEXT);
    canvas.text(
        &digit,
        (x + bar + 1.5, cy + cap_height_of(font) / 2.0),
        Align::Left,
        ink,
    );
}

fn cap_height_of(font: f32) -> f32 {
    crate::present::kit::legibility::cap_height(font)
}

/// Where and how large a board is drawn: its top left corner, the side of a space, and the
/// font size of its facts (10-px capitals on a phone showing the picture 400 px wide) and its
/// captions.
#[derive(Debug, Clone, Copy)]
struct Frame {
    x: f32,
    y: f32,
    cell: f32,
    fact: f32,
    caption: f32,
}

/// Between spaces, as a share of a space.
const GAP: f32 = 0.12;

impl Frame {
    fn step(self) -> f32 {
        self.cell * (1.0 + GAP)
    }

    /// The height of a board below its header: five rows, then the floor line.
    fn height(self) -> f32 {
        5.0 * self.step() + self.cell * 0.3 + self.cell
    }

    /// The header above a board: the name and the score.
    fn header(self) -> f32 {
        self.fact * 1.75
    }
}

/// The take the last move made on `seat`'s board, while its tiles are still where it put them
/// (not once the round's tiling has moved them).
fn take_on(view: &AzulView, seat: crate::game::Seat) -> Option<LastTake> {
    let last = view.last.as_ref()?;
    (last.seat == seat && !last.round_ended)
        .then_some(last.take)
        .flatten()
}

/// One player's board in `frame`, under a header with the name (after a gold "▶" while they
/// act) and the score, outlined in gold when `highlight`: pattern lines (right-aligned, as
/// printed), the wall (printed colours faint where empty on the coloured side, plain spaces on
/// the grey side), then the floor line with each empty space's cost. The last move's line,
/// floor spaces and wall tiles are outlined in gold.
#[allow(clippy::too_many_arguments)]
fn draw_board_at(
    canvas: &mut Canvas,
    view: &AzulView,
    player: &PlayerView,
    frame: Frame,
    width: f32,
    highlight: bool,
    names: &[String],
    locale: Locale,
) -> f32 {
    let pad = frame.cell * 0.3;
    let total_h = frame.header() + frame.height() + pad;
    let area = Area::new(frame.x, frame.y, width, total_h);
    if highlight {
        canvas.rounded_rect(area.inset(-5.0), 17.0, GOLD);
    }
    canvas.rounded_rect(area, 13.0, BOARD);

    // Header: "▶" while acting, the name and the marker (left), the score (right).
    let baseline = frame.y + frame.fact * 1.3;
    let right = frame.x + width - pad;
    let score_style = TextStyle::new(frame.fact, Weight::Bold, GOLD);
    let score = crate::present::words::points(i64::from(player.score), locale);
    let used = canvas.text(&score, (right, baseline), Align::Right, score_style);
    let over = view.phase == Phase::Over;
    let acting = !over && view.phase.seat() == Some(player.seat);
    let name_style = TextStyle::new(frame.fact, Weight::Bold, theme::TEXT);
    let mut x = frame.x + pad;
    if acting {
        x += canvas.text(
            "▶",
            (x, baseline),
            Align::Left,
            TextStyle::new(frame.fact, Weight::Bold, GOLD),
        ) + frame.fact * 0.25;
    }
    let holds_marker = view.marker == crate::games::azul::Marker::Held(player.seat) && !over;
    let d = frame.fact * 1.05;
    let mut room = right - used - frame.fact * 0.5 - x;
    if holds_marker {
        // The marker's holder starts the next round: its token beside the name's end.
        room -= d + 8.0;
    }
    let name = ellipsize(&seat_name(names, player.seat, locale), name_style, room);
    let name_w = canvas.text(&name, (x, baseline), Align::Left, name_style);
    if holds_marker {
        marker(
            canvas,
            x + name_w + 8.0 + d / 2.0,
            baseline - cap_height_of(frame.fact) / 2.0,
            d,
        );
    }

    let board = &player.board;
    let step = frame.step();
    let cell = frame.cell;
    let top = frame.y + frame.header();
    let left = frame.x + pad;
    let take = take_on(view, player.seat);
    // Pattern lines: line i has i + 1 spaces, right-aligned against the wall.
    let lines_right = left + 5.0 * step;
    for (i, line) in board.lines.iter().enumerate() {
        let cy = top + i as f32 * step + cell / 2.0;
        for k in 0..=i {
            let cx = lines_right - (k as f32) * step - cell / 2.0 - cell * GAP;
            let filled = usize::from(line.count) > k;
            match (filled, line.colour) {
                (true, Some(colour)) => tile(canvas, colour, cx, cy, cell),
                _ => empty_space(canvas, cx, cy, cell, SPACE),
            }
        }
        if take.is_some_and(|t| t.destination == Destination::Line(i as u8) && t.to_line > 0) {
            let x1 = lines_right - cell * GAP;
            let x0 = x1 - i as f32 * step - cell;
            let area = Area::new(x0, cy - cell / 2.0, x1 - x0, cell).inset(-MARK / 2.0);
            canvas.stroke_rounded_rect(area, cell * 0.2, MARK, GOLD);
        }
    }
    // An arrow between each line and its wall row would clutter; a thin rule parts them.
    let wall_left = lines_right + cell * 0.5;
    canvas.line(
        (wall_left - cell * 0.25, top),
        (wall_left - cell * 0.25, top + 5.0 * step - cell * GAP),
        2.0,
        theme::PANEL_LIGHT,
    );
    let tiled: Vec<(u8, u8)> = view
        .last
        .iter()
        .flat_map(|l| l.tiled.iter())
        .filter(|(s, _, _)| *s == player.seat)
        .map(|&(_, r, c)| (r, c))
        .collect();
    for row in 0..SIZE {
        let cy = top + row as f32 * step + cell / 2.0;
        for column in 0..SIZE {
            let cx = wall_left + column as f32 * step + cell / 2.0;
            match board.wall.get(row, column) {
                Some(colour) => tile(canvas, colour, cx, cy, cell),
                None => match view.options.side {
                    WallSide::Coloured => {
                        printed(canvas, printed_colour(row, column), cx, cy, cell)
                    }
                    WallSide::Grey => empty_space(canvas, cx, cy, cell, SPACE),
                },
            }
            if tiled.contains(&(row as u8, column as u8)) {
                mark_space(canvas, cx, cy, cell);
            }
        }
    }
    // The floor line: seven spaces under the wall's right edge, an empty space showing its
    // cost, "Floor" before them.
    let floor_top = top + 5.0 * step + cell * 0.3;
    let cy = floor_top + cell / 2.0;
    let floor_step = step;
    let floor_right = wall_left + 5.0 * step - cell * GAP;
    let floor_left = floor_right - 6.0 * floor_step - cell;
    let label_style = TextStyle::new(frame.caption, Weight::Regular, theme::TEXT_DIM).caption();
    let label = ellipsize(
        words::floor(locale),
        label_style,
        floor_left - left - pad * 0.5,
    );
    canvas.text(
        &label,
        (left, cy + cap_height_of(frame.caption) / 2.0),
        Align::Left,
        label_style,
    );
    let fresh = take.map_or(0, |t| {
        usize::from(t.to_floor) + usize::from(t.marker_on_floor)
    });
    let first_fresh = board.floor.len().saturating_sub(fresh);
    for (k, value) in FLOOR_VALUES.iter().enumerate() {
        let cx = floor_left + k as f32 * floor_step + cell / 2.0;
        match board.floor.get(k) {
            Some(FloorSpace::Tile(colour)) => tile(canvas, *colour, cx, cy, cell),
            Some(FloorSpace::Marker) => marker(canvas, cx, cy, cell),
            None => {
                empty_space(canvas, cx, cy, cell, SPACE);
                floor_cost(canvas, *value, cx, cy, cell, frame.fact);
            }
        }
        if k >= first_fresh && k < board.floor.len() {
            mark_space(canvas, cx, cy, cell);
        }
    }
    total_h
}

/// An empty space of the coloured wall: its printed colour faint, its symbol full size (a
/// fact: which colour goes there).
fn printed(canvas: &mut Canvas, colour: Colour, cx: f32, cy: f32, cell: f32) {
    let g = glass(colour);
    let fill = canvas.palette().fill(g);
    // Faint, so a placed tile (full colour, rimmed) stands out; black shows as a dark space
    // with a light symbol, as it would vanish on the dark board otherwise.
    let (back, ink) = if colour == Colour::Black {
        (
            fill.with_alpha(120),
            Rgba::rgb(150, 154, 166).with_alpha(150),
        )
    } else {
        (fill.with_alpha(45), fill.with_alpha(150))
    };
    empty_space(canvas, cx, cy, cell, back);
    draw_shape(canvas, g.symbol(), cx, cy, cell * 0.55, ink);
}
