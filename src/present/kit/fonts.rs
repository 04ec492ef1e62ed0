//! The embedded fonts: DejaVu Sans (covers Latin and Cyrillic), licence in assets/fonts.

use std::sync::OnceLock;

use ab_glyph::FontRef;

/// How heavy a run of text is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

static REGULAR: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf");

pub fn font(weight: Weight) -> &'static FontRef<'static> {
    static FONTS: OnceLock<(FontRef<'static>, FontRef<'static>)> = OnceLock::new();
    let (regular, bold) = FONTS.get_or_init(|| {
        // The files are part of the binary and checked by the test below.
        (
            FontRef::try_from_slice(REGULAR).expect("embedded DejaVuSans.ttf parses"),
            FontRef::try_from_slice(BOLD).expect("embedded DejaVuSans-Bold.ttf parses"),
        )
    });
    match weight {
        Weight::Regular => regular,
        Weight::Bold => bold,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ab_glyph::Font;

    #[test]
    fn embedded_fonts_parse_and_cover_cyrillic() {
        for weight in [Weight::Regular, Weight::Bold] {
            let f = font(weight);
            for c in [
                'A', 'я', 'Ї', 'і', 'ї', 'є', 'Є', 'ґ', 'Ґ', 'ʼ', '—', '№', '★',
            ] {
                assert_ne!(f.glyph_id(c).0, 0, "{c} missing");
            }
        }
    }
}
