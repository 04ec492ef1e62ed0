//! The colours of every game, each with a symbol so nobody depends on telling colours apart.

use serde::{Deserialize, Serialize};

use super::colour::Rgba;

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
    /// Azul's black tiles (issue 50): black, with a shape no other colour has.
    Black,
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
    Hexagon,
}

impl Glass {
    pub const ALL: [Glass; 9] = [
        Glass::Red,
        Glass::Orange,
        Glass::Yellow,
        Glass::Green,
        Glass::Blue,
        Glass::Purple,
        Glass::Pink,
        Glass::White,
        Glass::Black,
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
            Glass::Black => Symbol::Hexagon,
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
            Symbol::Hexagon => '⬢',
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
                Glass::Black => Rgba::rgb(24, 24, 28),
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
                Glass::Black => Rgba::rgb(0, 0, 0),
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
}
