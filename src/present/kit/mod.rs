//! The drawing kit shared by every game's pictures: canvas, fonts, glass colours with their
//! colour-blind symbols, labels and the score breakdown sheet. Rendering is pure: a view in, PNG
//! bytes out.

mod breakdown;
mod canvas;
mod colour;
mod coverage;
mod encode;
mod encoded;
mod factories;
mod fonts;
mod glyphs;
mod kept;
mod label;
mod layers;
pub mod legibility;
mod palette;

pub use breakdown::{score_breakdown, score_sheet};
pub use canvas::{Align, Area, Canvas, TextStyle};
pub use colour::Rgba;
pub use encode::{Indexed, RenderError, DEFLATE_LEVEL};
pub use encoded::uncached;
pub use factories::FactoryRows;
pub use fonts::Weight;
pub use glyphs::{draw_legend, draw_shape, draw_symbol, draw_symbol_on_tint, LEGEND_HEIGHT};
pub use label::{capitalised, ellipsize, seat_name, signed, signed_score};
#[cfg(test)]
pub use layers::in_place;
pub use palette::{Glass, Palette, Symbol};

/// Colours shared by every board.
pub mod theme {
    use super::Rgba;

    pub const BACKGROUND: Rgba = Rgba::rgb(38, 41, 48);
    pub const PANEL: Rgba = Rgba::rgb(52, 56, 66);
    pub const PANEL_LIGHT: Rgba = Rgba::rgb(70, 75, 88);
    pub const LEAD: Rgba = Rgba::rgb(28, 28, 32);
    pub const TEXT: Rgba = Rgba::rgb(236, 236, 240);
    /// Quieter than TEXT, still 4.5:1 on every panel (issue 50).
    pub const TEXT_DIM: Rgba = Rgba::rgb(186, 190, 202);
    pub const HIGHLIGHT: Rgba = Rgba::rgb(255, 214, 90);
}
