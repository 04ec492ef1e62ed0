//! Draws every glass colour with its colour-blind symbol in both palettes, and the legend line,
//! to check them by eye: `cargo run --example palette -- /tmp/palette.png`.

use vitrail::present::kit::{
    draw_legend, draw_symbol, draw_symbol_on_tint, theme, Align, Area, Canvas, Glass, Palette,
    TextStyle, Weight, LEGEND_HEIGHT,
};

const ROW: f32 = 150.0 + LEGEND_HEIGHT;

fn draw(canvas: &mut Canvas, top: f32) {
    let cell = 64.0;
    for (i, glass) in Glass::ALL.into_iter().enumerate() {
        let x = 10.0 + i as f32 * cell;
        let fill = canvas.palette().fill(glass);
        let tint = canvas.palette().tint(glass);
        canvas.rounded_rect(
            Area::new(x + 4.0, top + 10.0, cell - 8.0, cell - 8.0),
            8.0,
            fill,
        );
        let cy = top + 10.0 + (cell - 8.0) / 2.0;
        draw_symbol(canvas, glass, x + cell / 2.0, cy, 26.0);
        canvas.rounded_rect(
            Area::new(x + 14.0, top + 80.0, cell - 28.0, cell - 28.0),
            5.0,
            tint,
        );
        let cy = top + 80.0 + (cell - 28.0) / 2.0;
        draw_symbol_on_tint(canvas, glass, x + cell / 2.0, cy, 16.0);
        let name = format!("{glass:?}");
        let style = TextStyle::new(12.0, Weight::Regular, theme::TEXT);
        canvas.text(&name, (x + cell / 2.0, top + 140.0), Align::Center, style);
    }
    let legend: Vec<(Glass, String)> = Glass::ALL.iter().map(|g| (*g, format!("{g:?}"))).collect();
    draw_legend(canvas, &legend, top + 150.0);
}

fn main() {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "palette.png".to_string());
    let width = (64.0 * Glass::ALL.len() as f32 + 20.0).max(900.0) as u32;
    let height = (ROW * Palette::ALL.len() as f32) as u32;
    let mut png = None;
    for (i, palette) in Palette::ALL.into_iter().enumerate() {
        // Each palette on its own canvas, then stacked: a canvas draws one palette.
        let Ok(canvas) = Canvas::new(width, ROW as u32, theme::BACKGROUND) else {
            eprintln!("cannot make a canvas");
            return;
        };
        let mut canvas = canvas.with_palette(palette);
        draw(&mut canvas, 0.0);
        let Ok(bytes) = canvas.to_png() else {
            eprintln!("cannot encode");
            return;
        };
        let Ok(part) = image::load_from_memory(&bytes) else {
            eprintln!("cannot decode");
            return;
        };
        let whole = png.get_or_insert_with(|| image::RgbaImage::new(width, height));
        image::imageops::overlay(whole, &part.to_rgba8(), 0, (i as f32 * ROW) as i64);
    }
    if let Some(whole) = png {
        if let Err(e) = whole.save(&out) {
            eprintln!("cannot write {out}: {e}");
        }
    }
}
