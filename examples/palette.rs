//! Draws every glass colour with its colour-blind symbol, to check them by eye:
//! `cargo run --example palette -- /tmp/palette.png`.

use vitrail::present::kit::{
    draw_symbol, draw_symbol_on_tint, theme, Align, Area, Canvas, Glass, TextStyle, Weight,
};

fn main() {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "palette.png".to_string());
    let cell = 64.0;
    let width = (cell * Glass::ALL.len() as f32 + 20.0) as u32;
    let Ok(mut canvas) = Canvas::new(width, 150, theme::BACKGROUND) else {
        eprintln!("cannot make a canvas");
        return;
    };
    for (i, glass) in Glass::ALL.into_iter().enumerate() {
        let x = 10.0 + i as f32 * cell;
        canvas.rounded_rect(
            Area::new(x + 4.0, 10.0, cell - 8.0, cell - 8.0),
            8.0,
            glass.fill(),
        );
        draw_symbol(
            &mut canvas,
            glass,
            x + cell / 2.0,
            10.0 + (cell - 8.0) / 2.0,
            26.0,
        );
        canvas.rounded_rect(
            Area::new(x + 14.0, 80.0, cell - 28.0, cell - 28.0),
            5.0,
            glass.tint(),
        );
        draw_symbol_on_tint(
            &mut canvas,
            glass,
            x + cell / 2.0,
            80.0 + (cell - 28.0) / 2.0,
            16.0,
        );
        let name = format!("{glass:?}");
        let style = TextStyle::new(12.0, Weight::Regular, theme::TEXT);
        canvas.text(&name, (x + cell / 2.0, 140.0), Align::Center, style);
    }
    match canvas.to_png() {
        Ok(png) => {
            if let Err(e) = std::fs::write(&out, png) {
                eprintln!("cannot write {out}: {e}");
            }
        }
        Err(e) => eprintln!("{e}"),
    }
}
