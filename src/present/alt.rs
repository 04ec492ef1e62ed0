//! What the pictures' alt texts (their descriptions for screen readers) share: the limit, the
//! scores, counted colours. Each game words its own pictures in `present/<game>/alt.rs`.

use crate::game::Seat;
use crate::games::family::{TileColour, Tiles};
use crate::i18n::Locale;
use crate::present::counts::worded_counts;
use crate::present::kit::seat_name;
use crate::present::words;

/// The pictures in words, for screen readers. Each game implements it in its `alt.rs`.
pub trait AltText: crate::game::Game {
    /// The table picture in words, after the status line: public facts only, e.g. "scores:
    /// Alice 12, Bob 8 · centre: 5 tiles".
    fn table_alt(view: &Self::View, names: &[String], locale: Locale) -> String;

    /// One seat's board in words, with that seat's secrets only when the view is theirs, e.g.
    /// "Alice: 12 points · holds purple 2, orange 1".
    fn board_alt(view: &Self::View, seat: Seat, names: &[String], locale: Locale) -> String;
}

/// Discord's limit on an attachment's description.
const ALT_TEXT: usize = 1024;

/// `text` as a picture's alt text: cut to Discord's limit; none when blank.
pub fn alt_text(text: String) -> Option<String> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    if text.chars().count() <= ALT_TEXT {
        return Some(text.to_string());
    }
    let mut cut: String = text.chars().take(ALT_TEXT - 1).collect();
    cut.push('…');
    Some(cut)
}

/// "scores: Alice 12, Bob 8".
pub fn scores(
    names: &[String],
    scores: impl IntoIterator<Item = (Seat, i64)>,
    locale: Locale,
) -> String {
    let each: Vec<String> = scores
        .into_iter()
        .map(|(seat, points)| format!("{} {points}", seat_name(names, seat, locale)))
        .collect();
    format!("{} {}", words::scores_label(locale), each.join(", "))
}

/// A table picture in words: "Last move: …" when there was one, the scores, then the table's
/// own `fields`, joined by " · ".
pub fn table_in_words(
    last_move: Option<String>,
    names: &[String],
    seat_scores: impl IntoIterator<Item = (Seat, i64)>,
    fields: impl IntoIterator<Item = String>,
    locale: Locale,
) -> String {
    let last = last_move.map(|last| format!("{}: {last}", words::last_move(locale)));
    last.into_iter()
        .chain([scores(names, seat_scores, locale)])
        .chain(fields)
        .collect::<Vec<_>>()
        .join(" · ")
}

/// "blue 2, red 1": an Azul-family pile's non-zero counts, each colour in `colour`'s words.
pub fn tiles_counted<C: TileColour, const N: usize>(
    tiles: &Tiles<C, N>,
    colour: fn(C, Locale) -> &'static str,
    locale: Locale,
) -> String {
    let counts = worded_counts(tiles, colour, locale).map(|(word, n)| (word, usize::from(n)));
    counted(counts, locale)
}

/// "purple 2, orange 1" for the non-zero counts, or "none".
pub fn counted<'a>(counts: impl IntoIterator<Item = (&'a str, usize)>, locale: Locale) -> String {
    let each: Vec<String> = counts
        .into_iter()
        .filter(|&(_, n)| n > 0)
        .map(|(what, n)| format!("{what} {n}"))
        .collect();
    if each.is_empty() {
        words::none(locale).to_string()
    } else {
        each.join(", ")
    }
}

/// "label: value", the label in the caller's language from a game's `words.rs`.
pub fn field(label: &str, value: impl std::fmt::Display) -> String {
    format!("{label}: {value}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alt_text_is_cut_to_discords_limit() {
        assert_eq!(alt_text("  ".into()), None);
        assert_eq!(alt_text("Round 3".into()).as_deref(), Some("Round 3"));
        let long = alt_text("я".repeat(2000)).unwrap_or_default();
        assert_eq!(long.chars().count(), ALT_TEXT);
        assert!(long.ends_with('…'));
    }

    #[test]
    fn scores_and_counts_read_as_lists() {
        let names = vec!["Alice".to_string(), "Bob".to_string()];
        assert_eq!(
            scores(&names, [(Seat(0), 12), (Seat(1), -3)], Locale::En),
            "scores: Alice 12, Bob -3"
        );
        assert_eq!(
            counted([("purple", 2), ("red", 0), ("orange", 1)], Locale::En),
            "purple 2, orange 1"
        );
        assert_eq!(counted([("red", 0)], Locale::Uk), "немає");
    }
}
