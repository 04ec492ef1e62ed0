//! What the log lines of moves share: points written the same way in every game, counted nouns
//! with each language's plural, and the separator between the parts of a line.
//!
//! Each game words its own moves in `present/<game>/log.rs` ([`super::TableGame::tell`]).

use crate::game::Seat;
use crate::i18n::{slavic_plural, Locale};

/// Between the parts of one line: "Red → Red star 3 · bottom left (+3) · bonus: pillar".
pub const PART: &str = " · ";

/// A change of points as the log writes it: `(+3)`, `(−3)` (a true minus sign), `(±0)`.
pub fn points(change: i32) -> String {
    format!("({})", signed(change))
}

/// `+3`, `−3` or `±0`.
pub fn signed(change: i32) -> String {
    match change {
        0 => "±0".to_string(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", n.unsigned_abs()),
    }
}

/// The forms of a counted noun: English singular and plural, then the Russian and Ukrainian
/// forms for 1, for 2–4 and for 5 and more.
#[derive(Debug, Clone, Copy)]
pub struct Noun {
    pub en: (&'static str, &'static str),
    pub ru: (&'static str, &'static str, &'static str),
    pub uk: (&'static str, &'static str, &'static str),
}

/// A tile, in Summer Pavilion and Uzory alike.
pub const TILE: Noun = Noun {
    en: ("tile", "tiles"),
    ru: ("плитка", "плитки", "плиток"),
    uk: ("плитка", "плитки", "плиток"),
};

impl Noun {
    /// `3 tiles`, `3 плитки`, `5 плиток`.
    pub fn count(self, n: usize, locale: Locale) -> String {
        format!("{n} {}", self.form(n, locale))
    }

    /// The form of the noun that goes with `n`.
    pub fn form(self, n: usize, locale: Locale) -> &'static str {
        let n64 = u64::try_from(n).unwrap_or(u64::MAX);
        match locale {
            Locale::En if n == 1 => self.en.0,
            Locale::En => self.en.1,
            Locale::Ru => slavic_plural(n64, self.ru.0, self.ru.1, self.ru.2),
            Locale::Uk => slavic_plural(n64, self.uk.0, self.uk.1, self.uk.2),
        }
    }
}

/// The bold name of a seat, as the log names people: `**Ann**`.
pub fn bold(names: &[String], seat: Seat) -> String {
    format!(
        "**{}**",
        names.get(seat.index()).map(String::as_str).unwrap_or("?")
    )
}

/// Adds `points` to `seat`'s entry of `totals`, kept in order of first appearance.
pub fn add(totals: &mut Vec<(Seat, i32)>, seat: Seat, points: i32) {
    match totals.iter_mut().find(|(s, _)| *s == seat) {
        Some((_, total)) => *total += points,
        None => totals.push((seat, points)),
    }
}

/// "game over: **Ann** (+12), **Ben** (−2)": the end of a game with the points its final
/// scoring gave each seat (none: just "game over").
pub fn game_over(names: &[String], totals: &[(Seat, i32)], locale: Locale) -> String {
    let mut part = crate::present::words::game_over_in_line(locale).to_string();
    let scores: Vec<String> = totals
        .iter()
        .map(|(s, p)| format!("{} {}", bold(names, *s), points(*p)))
        .collect();
    if !scores.is_empty() {
        part.push_str(": ");
        part.push_str(&scores.join(", "));
    }
    part
}

/// "round 3 begins".
pub fn round_begins(round: impl std::fmt::Display, locale: Locale) -> String {
    match locale {
        Locale::En => format!("round {round} begins"),
        Locale::Ru => format!("начало раунда {round}"),
        Locale::Uk => format!("початок раунду {round}"),
    }
}

/// Joins the non-empty parts of a line.
pub fn join(parts: Vec<String>) -> String {
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(PART)
}

/// The points a log line gives each seat: every `(+n)` / `(−n)` belongs to the nearest bold
/// name before it, else to `mover` (for tests that add the log up against the scores).
#[cfg(test)]
pub fn points_in(line: &str, names: &[String], mover: usize) -> Vec<i32> {
    let mut totals = vec![0; names.len()];
    let mut owner = mover;
    let mut rest = line;
    // The line's own "**Name**:" prefix names the mover; skip it.
    if let Some(i) = rest.find("**: ") {
        rest = &rest[i + 4..];
    } else if let Some(i) = rest.find("** ") {
        rest = &rest[i + 3..];
    }
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("**") {
            if let Some(end) = after.find("**") {
                let name = &after[..end];
                if let Some(seat) = names.iter().position(|n| n == name) {
                    owner = seat;
                }
                rest = &after[end + 2..];
                continue;
            }
        }
        if let Some(after) = rest.strip_prefix('(') {
            let (sign, digits) = if let Some(d) = after.strip_prefix('+') {
                (1, d)
            } else if let Some(d) = after.strip_prefix('−') {
                (-1, d)
            } else {
                (0, "")
            };
            let number: String = digits.chars().take_while(char::is_ascii_digit).collect();
            if sign != 0 && !number.is_empty() && digits[number.len()..].starts_with(')') {
                if let (Ok(n), Some(total)) = (number.parse::<i32>(), totals.get_mut(owner)) {
                    *total += sign * n;
                }
            }
        }
        let mut chars = rest.chars();
        chars.next();
        rest = chars.as_str();
    }
    totals
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_signed_with_a_true_minus() {
        assert_eq!(points(3), "(+3)");
        assert_eq!(points(-3), "(−3)");
        assert_eq!(points(0), "(±0)");
    }

    #[test]
    fn nouns_follow_each_languages_plural() {
        let tile = Noun {
            en: ("tile", "tiles"),
            ru: ("плитка", "плитки", "плиток"),
            uk: ("плитка", "плитки", "плиток"),
        };
        assert_eq!(tile.count(1, Locale::En), "1 tile");
        assert_eq!(tile.count(3, Locale::En), "3 tiles");
        assert_eq!(tile.count(3, Locale::Ru), "3 плитки");
        assert_eq!(tile.count(5, Locale::Uk), "5 плиток");
        assert_eq!(tile.count(21, Locale::Ru), "21 плитка");
    }

    #[test]
    fn points_in_a_line_go_to_the_nearest_name_before_them() {
        let names = vec!["Ann".to_string(), "Ben".to_string()];
        let line = "**Ann**: Red (+3) · bonus (−1) · end: **Ben** (+12), **Ann** (−2)";
        assert_eq!(points_in(line, &names, 0), vec![0, 12]);
        let line = "🤖 **Ben**: frame closed: **Ann** (+1)";
        assert_eq!(points_in(line, &names, 1), vec![1, 0]);
        assert_eq!(points_in("**Ben**: passes (−3)", &names, 1), vec![0, -3]);
    }
}
