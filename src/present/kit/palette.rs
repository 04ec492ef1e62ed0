//! The colours of the four games, each with a symbol so nobody depends on telling colours apart.

use serde::{Deserialize, Serialize};

use super::canvas::{Align, Area, Canvas, Rgba, TextStyle};
use super::fonts::Weight;
use super::theme;

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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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
}

impl Symbol {
    /// The symbol as a character, for buttons, menu options and words: the same shape the
    /// pictures draw, so a label can be matched to the picture without telling colours apart.
    /// Plain shapes that no platform turns into coloured emoji.
    pub fn character(self) -> char {
        match self {
            Symbol::Circle => '●',
            Symbol::Triangle => '▲',
            Symbol::Star => '★',
            Symbol::Square => '■',
            Symbol::Diamond => '◆',
            Symbol::Plus => '✚',
            Symbol::Cross => '✕',
            Symbol::Ring => '○',
        }
    }
}

/// The colours a picture is drawn in: the usual glass colours, or a high-contrast set for
/// players who find them hard to tell apart (a per-person setting; see `/settings`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Palette {
    #[default]
    Standard,
    /// Colours spread in lightness as well as hue (after Okabe and Ito's colour-blind safe
    /// set), and symbols in solid black or white.
    HighContrast,
}

impl Palette {
    pub const ALL: [Palette; 2] = [Palette::Standard, Palette::HighContrast];

    /// The palette of a picture several people see, from each one's choice: high contrast only
    /// when every one of them (at least one) chose it, else the usual colours.
    pub fn shared(choices: impl IntoIterator<Item = Palette>) -> Palette {
        let mut choices = choices.into_iter().peekable();
        let anybody = choices.peek().is_some();
        if anybody && choices.all(|p| p == Palette::HighContrast) {
            Palette::HighContrast
        } else {
            Palette::Standard
        }
    }

    /// Fill colour of a glass.
    pub fn fill(self, glass: Glass) -> Rgba {
        match self {
            // Saturated but distinct in lightness too.
            Palette::Standard => match glass {
                Glass::Red => Rgba::rgb(204, 45, 48),
                Glass::Orange => Rgba::rgb(240, 140, 30),
                Glass::Yellow => Rgba::rgb(247, 212, 55),
                Glass::Green => Rgba::rgb(52, 150, 80),
                Glass::Blue => Rgba::rgb(40, 110, 200),
                Glass::Purple => Rgba::rgb(120, 70, 170),
                Glass::Pink => Rgba::rgb(232, 120, 170),
                Glass::White => Rgba::rgb(240, 238, 230),
            },
            Palette::HighContrast => match glass {
                Glass::Red => Rgba::rgb(190, 35, 40),
                Glass::Orange => Rgba::rgb(230, 159, 0),
                Glass::Yellow => Rgba::rgb(240, 228, 66),
                Glass::Green => Rgba::rgb(0, 158, 115),
                Glass::Blue => Rgba::rgb(0, 90, 160),
                Glass::Purple => Rgba::rgb(70, 25, 100),
                Glass::Pink => Rgba::rgb(204, 121, 167),
                Glass::White => Rgba::rgb(255, 255, 255),
            },
        }
    }

    /// A paler version for cells that only ask for a colour; less pale in high contrast, so
    /// the asked colour still stands out from its neighbours.
    pub fn tint(self, glass: Glass) -> Rgba {
        let Rgba(r, g, b, _) = self.fill(glass);
        let white = match self {
            Palette::Standard => 2,
            Palette::HighContrast => 1,
        };
        let pale = |c: u8| ((u16::from(c) + white * 245) / (white + 1)) as u8;
        Rgba::rgb(pale(r), pale(g), pale(b))
    }

    /// Ink that reads on a glass's fill: soft in the usual colours, solid in high contrast.
    pub fn ink(self, glass: Glass) -> Rgba {
        let light = self.fill(glass).luma() > 150;
        match (self, light) {
            (Palette::Standard, true) => Rgba::rgb(40, 36, 32).with_alpha(190),
            (Palette::Standard, false) => Rgba::rgb(255, 255, 255).with_alpha(215),
            (Palette::HighContrast, true) => Rgba::rgb(0, 0, 0),
            (Palette::HighContrast, false) => Rgba::rgb(255, 255, 255),
        }
    }

    /// Ink for a glass's symbol on its pale tint: the colour itself, so the cell reads as
    /// "this colour goes here" (white, which would vanish, in grey).
    pub fn ink_on_tint(self, glass: Glass) -> Rgba {
        match (self, glass) {
            (Palette::Standard, Glass::White) => Rgba::rgb(150, 146, 138),
            (Palette::HighContrast, Glass::White) => Rgba::rgb(90, 90, 90),
            (Palette::HighContrast, Glass::Yellow) => Rgba::rgb(150, 130, 0),
            _ => self.fill(glass),
        }
    }
}

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
    const SMALLEST: f32 = 20.0;
    let room = canvas.width() as f32 - 24.0;
    let width = |size: f32| {
        let style = TextStyle::new(size, Weight::Bold, theme::TEXT);
        items
            .iter()
            .map(|(_, name)| size * 1.1 + size * 0.25 + Canvas::text_width(name, style))
            .sum::<f32>()
            + size * 0.75 * items.len().saturating_sub(1) as f32
    };
    let mut size = LARGEST;
    while size > SMALLEST && width(size) > room {
        size -= 1.0;
    }
    let style = TextStyle::new(size, Weight::Bold, theme::TEXT);
    let swatch = size * 1.1;
    let mid = top + LEGEND_HEIGHT / 2.0;
    let mut x = (canvas.width() as f32 - width(size)).max(0.0) / 2.0;
    for (glass, name) in items {
        let fill = canvas.palette().fill(*glass);
        let area = Area::new(x, mid - swatch / 2.0, swatch, swatch);
        canvas.rounded_rect(area, swatch * 0.18, theme::LEAD);
        canvas.rounded_rect(area.inset(1.5), swatch * 0.18, fill);
        let (cx, cy) = area.center();
        draw_symbol(canvas, *glass, cx, cy, swatch * 0.62);
        x += swatch + size * 0.25;
        let baseline = mid + size * 0.73 / 2.0;
        x += canvas.text(name, (x, baseline), Align::Left, style) + size * 0.75;
    }
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
    fn every_colour_has_its_own_symbol_and_fill_in_both_palettes() {
        let symbols: HashSet<Symbol> = Glass::ALL.iter().map(|g| g.symbol()).collect();
        assert_eq!(symbols.len(), Glass::ALL.len());
        let characters: HashSet<char> = symbols.iter().map(|s| s.character()).collect();
        assert_eq!(characters.len(), Glass::ALL.len());
        for palette in Palette::ALL {
            let fills: HashSet<_> = Glass::ALL.iter().map(|g| palette.fill(*g)).collect();
            assert_eq!(fills.len(), Glass::ALL.len(), "{palette:?}");
        }
        // The two palettes differ for every colour, so a picture shows which one it uses.
        for g in Glass::ALL {
            assert_ne!(
                Palette::Standard.fill(g),
                Palette::HighContrast.fill(g),
                "{g:?}"
            );
        }
    }

    #[test]
    fn a_shared_picture_is_high_contrast_only_when_everybody_chose_it() {
        use Palette::*;
        assert_eq!(Palette::shared([]), Standard);
        assert_eq!(Palette::shared([HighContrast]), HighContrast);
        assert_eq!(Palette::shared([HighContrast, HighContrast]), HighContrast);
        assert_eq!(Palette::shared([HighContrast, Standard]), Standard);
        assert_eq!(Palette::shared([Standard]), Standard);
    }

    #[test]
    fn high_contrast_symbols_are_solid_and_far_from_their_fill() {
        for g in Glass::ALL {
            let (fill, ink) = (Palette::HighContrast.fill(g), Palette::HighContrast.ink(g));
            assert_eq!(ink.3, 255, "{g:?}");
            assert!(fill.luma().abs_diff(ink.luma()) >= 90, "{g:?}");
        }
    }

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
