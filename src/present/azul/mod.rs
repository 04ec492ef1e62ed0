//! Azul (the original) as presented: its menus (`menus.rs`), log (`log.rs`), counts, alt texts,
//! words (`words.rs`) and pictures.
//!
//! Pictures: the shared table (`table.rs`: factories, the centre with the first-player marker,
//! bag and lid counts), every player's board in a second public picture (`players.rs`: pattern
//! lines, the 5×5 wall with its printed colours faint where empty, the floor line with its
//! costs, the score), and one board at full size privately (`board.rs`). Both board pictures
//! draw with [`draw_board_at`].
//!
//! Azul's five colours are drawn as glass colours with their colour-blind symbols: blue,
//! yellow, red, black as the darkest glass (purple, ✚) and white as white (○).

mod alt;
mod board;
mod counts;
mod log;
mod menus;
mod players;
mod table;
#[cfg(test)]
mod tests;
mod words;

use crate::games::azul::board::{printed_colour, FLOOR_VALUES, SIZE};
use crate::games::azul::view::PlayerView;
use crate::games::azul::{AzulView, Colour, FloorSpace, Phase, WallSide};
use crate::i18n::Locale;
use crate::present::kit::{
    draw_shape, draw_symbol, ellipsize, seat_name, theme, Align, Area, Canvas, Glass, Rgba,
    TextStyle, Weight,
};

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
        Colour::Black => Glass::Purple,
        Colour::White => Glass::White,
    }
}

fn style(size: f32, weight: Weight, colour: Rgba) -> TextStyle {
    TextStyle::new(size, weight, colour)
}

/// One tile as a rounded square with its symbol, centred at (cx, cy).
fn tile(canvas: &mut Canvas, colour: Colour, cx: f32, cy: f32, size: f32) {
    let g = glass(colour);
    let area = Area::new(cx - size / 2.0, cy - size / 2.0, size, size);
    canvas.rounded_rect(area, size * 0.16, theme::LEAD);
    canvas.rounded_rect(area.inset(1.5), size * 0.14, canvas.palette().fill(g));
    draw_symbol(canvas, g, cx, cy, size * 0.55);
}

/// An empty space for a tile, centred at (cx, cy).
fn empty_space(canvas: &mut Canvas, cx: f32, cy: f32, size: f32, fill: Rgba) {
    let area = Area::new(cx - size / 2.0, cy - size / 2.0, size, size);
    canvas.rounded_rect(area, size * 0.16, fill);
}

/// The first-player marker: a white disc with a "1".
fn marker(canvas: &mut Canvas, cx: f32, cy: f32, size: f32) {
    canvas.circle(cx, cy, size / 2.0, theme::LEAD);
    canvas.circle(cx, cy, size / 2.0 - 2.0, Rgba::rgb(245, 243, 236));
    canvas.text_centered("1", (cx, cy), style(size * 0.8, Weight::Bold, DARK));
}

/// Where and how large a board is drawn: its top left corner, the side of a space, and the
/// smallest text the picture may use (10 px on a phone showing it 400 px wide).
#[derive(Debug, Clone, Copy)]
struct Frame {
    x: f32,
    y: f32,
    cell: f32,
    small: f32,
}

/// Between spaces, as a share of a space.
const GAP: f32 = 0.12;

impl Frame {
    fn step(self) -> f32 {
        self.cell * (1.0 + GAP)
    }

    /// The height of a board below its header: five rows, the floor line and its costs.
    fn height(self) -> f32 {
        5.0 * self.step() + self.cell * 0.35 + self.step() + self.small * 1.25
    }

    /// The header above a board: the name, the note and the score.
    fn header(self) -> f32 {
        self.small * 2.1
    }
}

/// One player's board in `frame`, under a header with the name, what they are doing and their
/// score, outlined in gold when `highlight`: pattern lines (right-aligned, as printed), the
/// wall (printed colours faint where empty on the coloured side, plain spaces on the grey
/// side), then the floor line with the cost printed under each space.
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

    // Header: name (left), note and score (right).
    let baseline = frame.y + frame.header() * 0.68;
    let right = frame.x + width - pad;
    let score_style = style(frame.small * 1.25, Weight::Bold, GOLD);
    let mut used = canvas.text(
        &player.score.to_string(),
        (right, baseline + 1.0),
        Align::Right,
        score_style,
    );
    let acting = view.phase.seat() == Some(player.seat);
    let over = view.phase == Phase::Over;
    let note = if acting {
        let tiling = matches!(view.phase, Phase::Tile { .. });
        Some((format!("▶ {}", words::doing(tiling, locale)), GOLD))
    } else if over && highlight {
        Some((words::winner(locale).to_string(), GOLD))
    } else {
        None
    };
    let name_style = style(frame.small * 1.1, Weight::Bold, theme::TEXT);
    let mut room = width - 2.0 * pad - used - 14.0;
    if let Some((note, colour)) = note {
        let note_style = style(frame.small, Weight::Bold, colour);
        let note = ellipsize(&note, note_style, room / 2.0);
        used += 14.0
            + canvas.text(
                &note,
                (right - used - 14.0, baseline),
                Align::Right,
                note_style,
            );
        room = width - 2.0 * pad - used - 14.0;
    }
    if view.marker == crate::games::azul::Marker::Held(player.seat) && !over {
        // The marker's holder starts the next round: its token beside the name's end.
        room -= frame.small * 1.6;
    }
    let name = ellipsize(&seat_name(names, player.seat, locale), name_style, room);
    let name_w = canvas.text(&name, (frame.x + pad, baseline), Align::Left, name_style);
    if view.marker == crate::games::azul::Marker::Held(player.seat) && !over {
        let d = frame.small * 1.3;
        marker(
            canvas,
            frame.x + pad + name_w + 8.0 + d / 2.0,
            baseline - frame.small * 0.38,
            d,
        );
    }

    let board = &player.board;
    let step = frame.step();
    let cell = frame.cell;
    let top = frame.y + frame.header();
    let left = frame.x + pad;
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
    }
    // An arrow between each line and its wall row would clutter; a thin rule parts them.
    let wall_left = lines_right + cell * 0.5;
    canvas.line(
        (wall_left - cell * 0.25, top),
        (wall_left - cell * 0.25, top + 5.0 * step - cell * GAP),
        2.0,
        theme::PANEL_LIGHT,
    );
    for row in 0..SIZE {
        let cy = top + row as f32 * step + cell / 2.0;
        for column in 0..SIZE {
            let cx = wall_left + column as f32 * step + cell / 2.0;
            match board.wall.get(row, column) {
                Some(colour) => tile(canvas, colour, cx, cy, cell),
                None => match view.options.side {
                    WallSide::Coloured => {
                        let g = glass(printed_colour(row, column));
                        // Faint, so a placed tile (full colour, dark outline) stands out.
                        let fill = canvas.palette().fill(g);
                        empty_space(canvas, cx, cy, cell, fill.with_alpha(45));
                        draw_shape(canvas, g.symbol(), cx, cy, cell * 0.4, fill.with_alpha(150));
                    }
                    WallSide::Grey => empty_space(canvas, cx, cy, cell, SPACE),
                },
            }
        }
    }
    // The floor line: seven spaces, the cost printed under each.
    let floor_top = top + 5.0 * step + cell * 0.35;
    let label_style = style(frame.small, Weight::Bold, theme::TEXT_DIM);
    let label_w = canvas.text(
        words::floor(locale),
        (left, floor_top + cell * 0.5 + frame.small * 0.36),
        Align::Left,
        label_style,
    );
    let floor_left = (left + label_w + cell * 0.3).max(lines_right - 5.0 * step);
    let value_style = style(frame.small, Weight::Regular, theme::TEXT_DIM);
    for (k, value) in FLOOR_VALUES.iter().enumerate() {
        let cx = floor_left + k as f32 * step + cell / 2.0;
        let cy = floor_top + cell / 2.0;
        match board.floor.get(k) {
            Some(FloorSpace::Tile(colour)) => tile(canvas, *colour, cx, cy, cell),
            Some(FloorSpace::Marker) => marker(canvas, cx, cy, cell),
            None => empty_space(canvas, cx, cy, cell, SPACE),
        }
        canvas.text_centered(
            &format!("−{value}"),
            (cx, floor_top + cell + frame.small * 0.75),
            value_style,
        );
    }
    total_h
}
