//! The colours of the four games, each with a symbol so nobody depends on telling colours apart.

use serde::{Deserialize, Serialize};

use super::canvas::{Area, Canvas, Rgba};

/// Every glass, tile and die colour used by the games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Glass {
    Red,
    Orange,
    Yellow,
    Green,
    Blue,
    Purple,
    Pink,
    White,
}

/// Shapes drawn on top of colours for colour-blind players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Symbol {
    Circle,
    Triangle,
    Star,
    Square,
    Diamond,
    Plus,
    Cross,
    Ring,
}

impl Glass {
    pub const ALL: [Glass; 8] = [
        Glass::Red,
        Glass::Orange,
        Glass::Yellow,
        Glass::Green,
        Glass::Blue,
        Glass::Purple,
        Glass::Pink,
        Glass::White,
    ];

    /// Fill colour: saturated but distinct in lightness too.
    pub fn fill(self) -> Rgba {
        match self {
            Glass::Red => Rgba::rgb(204, 45, 48),
            Glass::Orange => Rgba::rgb(240, 140, 30),
            Glass::Yellow => Rgba::rgb(247, 212, 55),
            Glass::Green => Rgba::rgb(52, 150, 80),
            Glass::Blue => Rgba::rgb(40, 110, 200),
            Glass::Purple => Rgba::rgb(120, 70, 170),
            Glass::Pink => Rgba::rgb(232, 120, 170),
            Glass::White => Rgba::rgb(240, 238, 230),
        }
    }

    /// A paler version for cells that only ask for a colour.
    pub fn tint(self) -> Rgba {
        let Rgba(r, g, b, _) = self.fill();
        let pale = |c: u8| ((u16::from(c) + 2 * 245) / 3) as u8;
        Rgba::rgb(pale(r), pale(g), pale(b))
    }

    pub fn symbol(self) -> Symbol {
        match self {
            Glass::Red => Symbol::Circle,
            Glass::Orange => Symbol::Triangle,
            Glass::Yellow => Symbol::Star,
            Glass::Green => Symbol::Square,
            Glass::Blue => Symbol::Diamond,
            Glass::Purple => Symbol::Plus,
            Glass::Pink => Symbol::Cross,
            Glass::White => Symbol::Ring,
        }
    }

    /// Ink that reads on this colour's fill.
    pub fn ink(self) -> Rgba {
        if self.fill().luma() > 150 {
            Rgba::rgb(40, 36, 32).with_alpha(190)
        } else {
            Rgba::rgb(255, 255, 255).with_alpha(215)
        }
    }
}

/// Draws a glass colour's symbol centred at (cx, cy), `size` across, in the ink that reads on
/// the colour's full fill.
pub fn draw_symbol(canvas: &mut Canvas, glass: Glass, cx: f32, cy: f32, size: f32) {
    draw_shape(canvas, glass.symbol(), cx, cy, size, glass.ink());
}

/// Draws the symbol on the colour's pale tint (a cell that asks for the colour), in the colour
/// itself so the cell reads as "this colour goes here".
pub fn draw_symbol_on_tint(canvas: &mut Canvas, glass: Glass, cx: f32, cy: f32, size: f32) {
    let ink = match glass {
        Glass::White => Rgba::rgb(150, 146, 138),
        other => other.fill(),
    };
    draw_shape(canvas, glass.symbol(), cx, cy, size, ink);
}

pub fn draw_shape(canvas: &mut Canvas, symbol: Symbol, cx: f32, cy: f32, size: f32, ink: Rgba) {
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
    use std::collections::HashSet;

    #[test]
    fn every_colour_has_its_own_symbol_and_fill() {
        let symbols: HashSet<_> = Glass::ALL
            .iter()
            .map(|g| format!("{:?}", g.symbol()))
            .collect();
        assert_eq!(symbols.len(), Glass::ALL.len());
        let fills: HashSet<_> = Glass::ALL.iter().map(|g| g.fill()).collect();
        assert_eq!(fills.len(), Glass::ALL.len());
    }
}
