//! Drawing the glass colours' symbols and the legend line that names them; the colours and
//! shapes themselves are in `palette.rs`.

use super::canvas::{Align, Area, Canvas, TextStyle};
use super::colour::Rgba;
use super::fonts::Weight;
use super::legibility::{size_for_capital, LEGIBLE_CAPITAL, PHONE_WIDTH};
use super::palette::{Glass, Symbol};
use super::theme;

/// Draws a glass colour's symbol centred at (cx, cy), `size` across, in the ink that reads on
/// the colour's full fill.
pub fn draw_symbol(canvas: &mut Canvas, glass: Glass, cx: f32, cy: f32, size: f32) {
    let ink = canvas.palette().ink(glass);
    draw_shape(canvas, glass.symbol(), cx, cy, size, ink);
}

/// Draws the symbol on the colour's pale tint (a cell that asks for the colour), in the colour
/// itself so the cell reads as "this colour goes here".
pub fn draw_symbol_on_tint(canvas: &mut Canvas, glass: Glass, cx: f32, cy: f32, size: f32) {
    let ink = canvas.palette().ink_on_tint(glass);
    draw_shape(canvas, glass.symbol(), cx, cy, size, ink);
}

/// Height of the band [`draw_legend`] draws.
pub const LEGEND_HEIGHT: f32 = 50.0;

/// Draws the one-line legend of symbols in a band [`LEGEND_HEIGHT`] tall from `top`: each colour
/// as a swatch with its symbol, then its name, centred across the canvas. The words shrink to fit
/// the width but stay large enough to read when the picture is shown 400 pixels wide.
pub fn draw_legend(canvas: &mut Canvas, items: &[(Glass, String)], top: f32) {
    const LARGEST: f32 = 30.0;
    let smallest = size_for_capital(LEGIBLE_CAPITAL) * canvas.width() as f32 / PHONE_WIDTH;
    let room = canvas.width() as f32 - 24.0;
    let width = |size: f32, weight: Weight| {
        let style = TextStyle::new(size, weight, theme::TEXT).caption();
        items
            .iter()
            .map(|(_, name)| size * 1.1 + size * 0.25 + Canvas::text_width(name, style))
            .sum::<f32>()
            + size * 0.5 * items.len().saturating_sub(1) as f32
    };
    let mut size = LARGEST;
    while size - 1.0 >= smallest && width(size, Weight::Bold) > room {
        size -= 1.0;
    }
    // Long names (six colours in Russian) fit in the narrower regular weight rather than
    // shrinking below what a phone reads.
    let weight = if width(size, Weight::Bold) > room {
        Weight::Regular
    } else {
        Weight::Bold
    };
    let style = TextStyle::new(size, weight, theme::TEXT).caption();
    let swatch = size * 1.1;
    let mid = top + LEGEND_HEIGHT / 2.0;
    let mut x = (canvas.width() as f32 - width(size, weight)).max(0.0) / 2.0;
    for (glass, name) in items {
        let fill = canvas.palette().fill(*glass);
        let area = Area::new(x, mid - swatch / 2.0, swatch, swatch);
        canvas.rounded_rect(area, swatch * 0.18, theme::LEAD);
        canvas.rounded_rect(area.inset(1.5), swatch * 0.18, fill);
        let (cx, cy) = area.center();
        draw_symbol(canvas, *glass, cx, cy, swatch * 0.62);
        x += swatch + size * 0.25;
        let baseline = mid + size * 0.73 / 2.0;
        x += canvas.text(name, (x, baseline), Align::Left, style) + size * 0.5;
    }
}

pub fn draw_shape(canvas: &mut Canvas, symbol: Symbol, cx: f32, cy: f32, size: f32, ink: Rgba) {
    canvas.note_symbol(size);
    let r = size / 2.0;
    match symbol {
        Symbol::Circle => canvas.circle(cx, cy, r * 0.8, ink),
        Symbol::Ring => canvas.stroke_circle(cx, cy, r * 0.7, (size * 0.16).max(1.5), ink),
        Symbol::Square => {
            let s = r * 1.4;
            canvas.fill_rect(Area::new(cx - s / 2.0, cy - s / 2.0, s, s), ink);
        }
        Symbol::Diamond => canvas.polygon(
            &[
                (cx, cy - r),
                (cx + r * 0.8, cy),
                (cx, cy + r),
                (cx - r * 0.8, cy),
            ],
            ink,
        ),
        Symbol::Triangle => canvas.polygon(
            &[
                (cx, cy - r * 0.95),
                (cx + r * 0.95, cy + r * 0.75),
                (cx - r * 0.95, cy + r * 0.75),
            ],
            ink,
        ),
        Symbol::Star => {
            let points: Vec<(f32, f32)> = (0..10)
                .map(|i| {
                    let radius = if i % 2 == 0 { r } else { r * 0.45 };
                    let angle =
                        std::f32::consts::PI * (i as f32) / 5.0 - std::f32::consts::FRAC_PI_2;
                    (cx + radius * angle.cos(), cy + radius * angle.sin())
                })
                .collect();
            canvas.polygon(&points, ink);
        }
        Symbol::Plus => {
            let (long, thick) = (r * 1.7, r * 0.55);
            canvas.fill_rect(
                Area::new(cx - long / 2.0, cy - thick / 2.0, long, thick),
                ink,
            );
            canvas.fill_rect(
                Area::new(cx - thick / 2.0, cy - long / 2.0, thick, long),
                ink,
            );
        }
        Symbol::Hexagon => {
            let points: Vec<(f32, f32)> = (0..6)
                .map(|i| {
                    let angle = std::f32::consts::PI * (i as f32) / 3.0;
                    (cx + r * 0.9 * angle.cos(), cy + r * 0.9 * angle.sin())
                })
                .collect();
            canvas.polygon(&points, ink);
        }
        Symbol::Cross => {
            let d = r * 0.62;
            let w = (size * 0.2).max(2.0);
            canvas.line((cx - d, cy - d), (cx + d, cy + d), w, ink);
            canvas.line((cx - d, cy + d), (cx + d, cy - d), w, ink);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_legend_fits_eight_long_names() {
        let items: Vec<(Glass, String)> = Glass::ALL
            .iter()
            .map(|g| (*g, "фиолетовый".to_string()))
            .collect();
        let mut canvas = Canvas::new(1100, LEGEND_HEIGHT as u32, theme::BACKGROUND).unwrap();
        draw_legend(&mut canvas, &items, 0.0);
        assert!(canvas.to_png().is_ok());
    }
}
