//! Drawing pieces shared by the table and the board: dice, windows, tokens and text fitting.

use crate::games::sagrada::{Cell, Color, Die, Restriction, Window, COLS, ROWS};
use crate::present::kit::{draw_shape, draw_symbol, draw_symbol_on_tint, legibility, theme};
use crate::present::kit::{ellipsize, Align, Area, Canvas, Glass, Rgba, TextStyle, Weight};

/// The width the pictures are laid out for: a phone's.
pub const UNITS: f32 = 400.0;
/// Pixels per unit.
pub const SCALE: f32 = 2.0;

/// A fact's font size (units): capitals [`legibility::LEGIBLE_FACT`] px on a phone, a little
/// over.
pub fn fact() -> f32 {
    legibility::size_for_capital(legibility::LEGIBLE_FACT) + 0.5
}

/// A caption's font size (units).
pub fn caption() -> f32 {
    legibility::size_for_capital(legibility::LEGIBLE_CAPITAL) + 0.5
}

/// `x` units in pixels, on the table's and the board's pictures.
pub fn u(x: f32) -> f32 {
    x * SCALE
}

/// A text style `size` units tall.
pub fn style(size: f32, weight: Weight, colour: Rgba) -> TextStyle {
    TextStyle::new(u(size), weight, colour)
}

/// A caption's style ("Draft pool").
pub fn caption_style() -> TextStyle {
    style(caption(), Weight::Bold, theme::TEXT_DIM).caption()
}

/// Sagrada's five colours on the kit's glass palette (which brings the colour-blind symbols).
pub fn glass(color: Color) -> Glass {
    match color {
        Color::Red => Glass::Red,
        Color::Yellow => Glass::Yellow,
        Color::Green => Glass::Green,
        Color::Blue => Glass::Blue,
        Color::Purple => Glass::Purple,
    }
}

/// Unprinted window space: near-white like the card.
const BLANK_CELL: Rgba = Rgba::rgb(232, 230, 224);
/// Shade spaces are grey with light pips, as printed (dark enough for a light numeral).
const SHADE_CELL: Rgba = Rgba::rgb(92, 96, 108);
const SHADE_PIP: Rgba = Rgba::rgb(238, 238, 242);
pub const FAVOR: Rgba = Rgba::rgb(232, 190, 64);
const FAVOR_RIM: Rgba = Rgba::rgb(150, 110, 20);

/// A pip across, over the face: large, so that a die 35 px across on a phone has pips that read
/// (issue 50).
const PIP: f32 = 0.23;

/// Where the pips of a face sit, in units of the face (0..1).
fn pip_spots(value: u8) -> &'static [(f32, f32)] {
    const A: f32 = 0.25;
    const B: f32 = 0.5;
    const C: f32 = 0.75;
    match value {
        1 => &[(B, B)],
        2 => &[(C, A), (A, C)],
        3 => &[(C, A), (B, B), (A, C)],
        4 => &[(A, A), (C, A), (A, C), (C, C)],
        5 => &[(A, A), (C, A), (B, B), (A, C), (C, C)],
        _ => &[(A, A), (C, A), (A, B), (C, B), (A, C), (C, C)],
    }
}

/// How big `size` px of this canvas shows on a phone.
fn on_phone(canvas: &Canvas, size: f32) -> f32 {
    legibility::at_phone_width(size, canvas.width())
}

/// Whether a face `s` px across shows pips that a phone reads; smaller faces show a numeral.
pub fn pips_read(canvas: &Canvas, s: f32) -> bool {
    on_phone(canvas, s * PIP) >= legibility::LEGIBLE_SYMBOL
}

/// Black or white, whichever stands out more on `fill`.
fn ink_for(fill: Rgba) -> Rgba {
    let (black, white) = (Rgba::rgb(20, 20, 24), Rgba::rgb(255, 255, 255));
    if legibility::contrast(black, fill) >= legibility::contrast(white, fill) {
        black
    } else {
        white
    }
}

/// A die: rounded face in its colour whose pips are drawn as the colour's symbol, so the colour
/// reads without seeing colour (round pips = red, stars = yellow, squares = green, …). A face
/// too small for its pips to read on a phone shows its value as a numeral instead, with the
/// colour's symbol in its corner.
pub fn die(canvas: &mut Canvas, area: Area, d: Die) {
    let g = glass(d.color);
    let s = area.w.min(area.h);
    let face = Area::new(area.x, area.y, s, s);
    let fill = canvas.palette().fill(g);
    canvas.rounded_rect(face, s * 0.17, fill);
    canvas.stroke_rounded_rect(face.inset(0.5), s * 0.17, 1.0, Rgba(0, 0, 0, 90));
    if pips_read(canvas, s) {
        for &(u, v) in pip_spots(d.value.get()) {
            draw_shape(
                canvas,
                g.symbol(),
                face.x + u * s,
                face.y + v * s,
                s * PIP,
                canvas.palette().ink(g),
            );
        }
        return;
    }
    draw_shape(
        canvas,
        g.symbol(),
        face.x + 0.26 * s,
        face.y + 0.26 * s,
        s * 0.34,
        canvas.palette().ink(g),
    );
    let style = TextStyle::new(s * 0.64, Weight::Bold, ink_for(fill));
    canvas.text_centered(
        &d.value.get().to_string(),
        (face.x + 0.64 * s, face.y + 0.6 * s),
        style,
    );
}

/// A colour swatch with its symbol (private objective, solo payment).
pub fn swatch(canvas: &mut Canvas, area: Area, color: Color) {
    let g = glass(color);
    let s = area.w.min(area.h);
    canvas.rounded_rect(area, s * 0.17, canvas.palette().fill(g));
    let (cx, cy) = area.center();
    draw_symbol(canvas, g, cx, cy, s * 0.5);
}

/// Pips on a grey shade space, or its value as a numeral where pips would not read.
fn shade_pips(canvas: &mut Canvas, area: Area, value: u8) {
    let s = area.w.min(area.h);
    if pips_read(canvas, s * 0.8) {
        for &(u, v) in pip_spots(value) {
            canvas.note_symbol(s * 0.8 * PIP);
            let (x, y) = (
                area.x + 0.1 * s + u * 0.8 * s,
                area.y + 0.1 * s + v * 0.8 * s,
            );
            canvas.circle(x, y, s * 0.8 * PIP * 0.4, SHADE_PIP);
        }
        return;
    }
    let style = TextStyle::new(s * 0.6, Weight::Bold, SHADE_PIP);
    canvas.text_centered(&value.to_string(), area.center(), style);
}

/// How a window is drawn: the pitch of one space and the lead around it.
#[derive(Clone, Copy)]
pub struct Grid {
    pub x: f32,
    pub y: f32,
    pub cell: f32,
}

impl Grid {
    pub fn lead(self) -> f32 {
        (self.cell * 0.08).max(3.0)
    }

    pub fn width(self) -> f32 {
        f32::from(COLS) * self.cell + self.lead()
    }

    pub fn height(self) -> f32 {
        f32::from(ROWS) * self.cell + self.lead()
    }

    /// The visible square of a space (inside the lead).
    pub fn space(self, cell: Cell) -> Area {
        let l = self.lead();
        Area::new(
            self.x + l + f32::from(cell.col()) * self.cell,
            self.y + l + f32::from(cell.row()) * self.cell,
            self.cell - l,
            self.cell - l,
        )
    }
}

/// A window like the printed card: lead frame, tinted colour spaces with their symbol, grey
/// shade spaces with pips, and the dice placed on it. The printed card is a layer drawn once
/// (it stands on `ground`); the dice, inside its spaces, are drawn over it.
pub fn window(canvas: &mut Canvas, grid: Grid, w: &Window, ground: Rgba) {
    let frame = Area::new(grid.x, grid.y, grid.width(), grid.height());
    let printed: Vec<Restriction> = Cell::all().map(|cell| w.restriction(cell)).collect();
    let placed = [grid.x, grid.y, grid.cell].map(f32::to_bits);
    // The whole pixels the frame touches hold its anti-aliased edge.
    canvas.layer(&(printed, placed), frame, ground, |canvas| {
        pattern(canvas, grid, w, frame)
    });
    for cell in Cell::all() {
        if let Some(d) = w.die(cell) {
            let area = grid.space(cell);
            die(canvas, area.inset(area.w * 0.06), d);
        }
    }
}

/// The printed card of `w`: its lead `frame` and its spaces.
fn pattern(canvas: &mut Canvas, grid: Grid, w: &Window, frame: Area) {
    canvas.rounded_rect(frame, grid.lead() * 1.5, theme::LEAD);
    for cell in Cell::all() {
        let area = grid.space(cell);
        let r = area.w * 0.06;
        match w.restriction(cell) {
            Restriction::Blank => canvas.rounded_rect(area, r, BLANK_CELL),
            Restriction::Color(c) => {
                let g = glass(c);
                canvas.rounded_rect(area, r, canvas.palette().tint(g));
                let (cx, cy) = area.center();
                draw_symbol_on_tint(canvas, g, cx, cy, area.w * 0.42);
            }
            Restriction::Shade(v) => {
                canvas.rounded_rect(area, r, SHADE_CELL);
                shade_pips(canvas, area, v.get());
            }
        }
    }
}

/// Column letters A–E above and row numbers 1–4 left of a window (the bot names spaces "B3").
pub fn grid_labels(canvas: &mut Canvas, grid: Grid, size: f32) {
    let style = TextStyle::new(size, Weight::Bold, theme::TEXT_DIM);
    for col in 0..COLS {
        if let Some(a) = Cell::new(0, col).map(|c| grid.space(c)) {
            let letter = char::from(b'A' + col).to_string();
            canvas.text_centered(&letter, (a.x + a.w / 2.0, grid.y - size * 0.8), style);
        }
    }
    for row in 0..ROWS {
        if let Some(a) = Cell::new(row, 0).map(|c| grid.space(c)) {
            let number = (row + 1).to_string();
            canvas.text_centered(&number, (grid.x - size * 0.8, a.y + a.h / 2.0), style);
        }
    }
}

/// One favor token.
pub fn coin(canvas: &mut Canvas, cx: f32, cy: f32, r: f32) {
    canvas.circle(cx, cy, r, FAVOR);
    canvas.stroke_circle(cx, cy, r * 0.72, (r * 0.16).max(1.0), FAVOR_RIM);
}

/// `n` favor tokens in a row from `x`, then the count; returns the right edge.
pub fn coins(canvas: &mut Canvas, x: f32, cy: f32, r: f32, n: u8) -> f32 {
    let shown = n.min(6);
    let mut cx = x + r;
    for _ in 0..shown {
        coin(canvas, cx, cy, r);
        cx += r * 1.55;
    }
    let style = TextStyle::new(r * 2.0, Weight::Bold, FAVOR);
    let left = if shown == 0 { x } else { cx + r * 0.2 };
    let w = canvas.text(&n.to_string(), (left, cy + r * 0.73), Align::Left, style);
    left + w
}

/// Difficulty dots as printed on the pattern cards.
pub fn dots(canvas: &mut Canvas, x: f32, cy: f32, r: f32, n: u8) -> f32 {
    let mut cx = x + r;
    for _ in 0..n.min(8) {
        canvas.circle(cx, cy, r, theme::TEXT);
        cx += r * 2.6;
    }
    cx - r
}

/// The style shrunk until `text` fits `max` px, but never below `least` px (what a phone
/// still reads on that picture): the caller cuts what still does not fit.
pub fn fit(text: &str, style: TextStyle, max: f32, least: f32) -> TextStyle {
    let mut s = style;
    while s.size - 1.0 >= least && Canvas::text_width(text, s) > max {
        s.size -= 1.0;
    }
    s
}

/// One line across the picture inside margins of `margin`, its baseline at `baseline` (units):
/// shrunk towards the fact size to fit, then shortened with "…".
pub fn line_across(canvas: &mut Canvas, text: &str, style: TextStyle, margin: f32, baseline: f32) {
    let room = u(UNITS - 2.0 * margin);
    let fitted = fit(text, style, room, u(fact()));
    let line = ellipsize(text, fitted, room);
    canvas.text(&line, (u(margin), u(baseline)), Align::Left, fitted);
}

/// `text` wrapped into at most `lines` lines `margins` narrower than `frame`, centred in it.
pub fn centred_lines(
    canvas: &mut Canvas,
    text: &str,
    style: TextStyle,
    frame: Area,
    margins: f32,
    lines: usize,
) {
    let lines = wrap(text, style, frame.w - margins, lines);
    let (cx, cy) = frame.center();
    let line_h = u(fact() * 1.3);
    let first = cy - line_h * (lines.len() as f32 - 1.0) / 2.0;
    for (k, line) in lines.iter().enumerate() {
        canvas.text_centered(line, (cx, first + k as f32 * line_h), style);
    }
}

/// Greedy word wrap into at most `lines` lines; the last one is shortened with "…".
pub fn wrap(text: &str, style: TextStyle, max: f32, lines: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in text.split_whitespace() {
        let candidate = if current.is_empty() {
            word.to_string()
        } else {
            format!("{current} {word}")
        };
        if Canvas::text_width(&candidate, style) <= max || current.is_empty() {
            current = candidate;
        } else {
            out.push(std::mem::replace(&mut current, word.to_string()));
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    if out.len() > lines {
        let rest = out.split_off(lines.saturating_sub(1)).join(" ");
        out.push(rest);
    }
    if let Some(last) = out.last_mut() {
        *last = ellipsize(last, style, max);
    }
    out
}
