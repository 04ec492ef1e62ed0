//! Text helpers every picture needs: names that fit their box, seat names with a fallback, and
//! signed points.

use super::{Canvas, TextStyle};
use crate::game::Seat;
use crate::i18n::Locale;

/// `word` with its first letter in capitals ("red" → "Red", "синий" → "Синий"), for a colour
/// name at the start of a button label.
pub fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `text` cut with "…" so that it fits `max` pixels in `style`.
pub fn ellipsize(text: &str, style: TextStyle, max: f32) -> String {
    if Canvas::text_width(text, style) <= max {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        // No space before the ellipsis: "Anna …" reads as two words.
        let cut = chars.iter().collect::<String>().trim_end().to_string() + "…";
        if Canvas::text_width(&cut, style) <= max {
            return cut;
        }
    }
    "…".to_string()
}

/// The seat's display name, or "Player N" when the bot passed none (or a blank one).
pub fn seat_name(names: &[String], seat: Seat, locale: Locale) -> String {
    match names.get(seat.index()) {
        Some(name) if !name.trim().is_empty() => name.trim().to_string(),
        _ => crate::present::words::player_numbered(seat.index() + 1, locale),
    }
}

/// Points as players write them: "+3", "−2" with a real minus sign, "0".
pub fn signed(points: i32) -> String {
    if points > 0 {
        format!("+{points}")
    } else if points < 0 {
        format!("−{}", points.unsigned_abs())
    } else {
        "0".to_string()
    }
}

/// A total: unsigned when not negative, with a real minus sign when it is.
pub fn signed_score(score: i32) -> String {
    if score < 0 {
        signed(score)
    } else {
        score.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::kit::{theme, Weight};

    #[test]
    fn long_text_is_cut_to_fit() {
        let style = TextStyle::new(22.0, Weight::Regular, theme::TEXT);
        let long = "Ш".repeat(32);
        let cut = ellipsize(&long, style, 150.0);
        assert!(cut.ends_with('…'), "{cut}");
        assert!(Canvas::text_width(&cut, style) <= 150.0);
        assert_eq!(ellipsize("Anna", style, 150.0), "Anna");
        assert_eq!(ellipsize("Anna", style, 1.0), "…");
    }

    #[test]
    fn blank_or_missing_names_fall_back_to_a_number() {
        let names = vec!["  Ann ".to_string(), " ".to_string()];
        assert_eq!(seat_name(&names, Seat(0), Locale::En), "Ann");
        assert_eq!(seat_name(&names, Seat(1), Locale::En), "Player 2");
        assert_eq!(seat_name(&names, Seat(3), Locale::Ru), "Игрок 4");
    }

    #[test]
    fn points_carry_their_sign() {
        assert_eq!(signed(3), "+3");
        assert_eq!(signed(-2), "−2");
        assert_eq!(signed(0), "0");
        assert_eq!(signed_score(7), "7");
        assert_eq!(signed_score(-7), "−7");
    }
}
