//! The colour type every drawing uses.

/// An opaque or translucent colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rgba(pub u8, pub u8, pub u8, pub u8);

impl Rgba {
    pub const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
        Rgba(r, g, b, 255)
    }

    pub const fn with_alpha(self, a: u8) -> Rgba {
        Rgba(self.0, self.1, self.2, a)
    }

    /// Relative luminance in 0..=255, for picking a readable ink on a fill.
    pub fn luma(self) -> u32 {
        (u32::from(self.0) * 299 + u32::from(self.1) * 587 + u32::from(self.2) * 114) / 1000
    }
}
