//! What anybody at a physical table can count by looking (the "📊 Counts" reply): the piles of
//! pieces per colour and the scores so far with their breakdown. Each game fills a [`Counts`]
//! from its public view only ([`super::TableGame::counts`]); this file words it the same way for
//! every game.

use crate::game::{ScoreLine, Seat};
use crate::games::family::{Ledger, TileColour, Tiles};
use crate::i18n::Locale;
use crate::present::words::{self, bold, signed, PART};

/// What anybody at the table can count. Each game implements it in its `counts.rs`.
pub trait PublicCounts: crate::game::Game {
    /// Piles per colour and scores so far with their breakdown, told from the spectator's
    /// `view` alone so it can never tell a secret.
    fn counts(view: &Self::View, locale: Locale) -> Counts;

    /// A line under the final score sheet's totals, if the game has one (Sagrada solo: the
    /// target and whether it was beaten), from the spectator's `view` of the ended game.
    fn sheet_note(
        _view: &Self::View,
        _outcome: &crate::game::Outcome,
        _locale: Locale,
    ) -> Option<String> {
        None
    }
}

/// The name of a line of any game's score sheet, from its key: the game whose key it is names
/// it (its [`super::Presented::score_item`]); an unknown key is shown as it is.
pub fn score_item(key: &str, locale: Locale) -> String {
    super::PRESENTED
        .iter()
        .find_map(|game| (game.score_item)(key, locale))
        .unwrap_or_else(|| key.to_string())
}

/// The public counts of one game at one moment.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Counts {
    pub piles: Vec<Pile>,
    pub scores: Vec<SeatScore>,
}

/// A pile of pieces (the bag, the tower, the round track…), counted per colour.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pile {
    /// "Bag", in the reader's language.
    pub name: String,
    /// Every piece in the pile.
    pub total: u32,
    /// Colour name and count, in the game's colour order; may be empty when the pile has no
    /// colours worth telling (Uzory's pile).
    pub by_colour: Vec<(String, u32)>,
}

impl Pile {
    /// A pile counted per colour; its total is the sum.
    pub fn of_colours(name: impl Into<String>, by_colour: Vec<(String, u32)>) -> Pile {
        Pile {
            name: name.into(),
            total: by_colour.iter().map(|(_, n)| n).sum(),
            by_colour,
        }
    }

    /// An Azul-family pile counted per colour, each colour in `colour`'s words.
    pub fn of_tiles<C: TileColour, const N: usize>(
        name: &str,
        tiles: &Tiles<C, N>,
        colour: fn(C, Locale) -> &'static str,
        locale: Locale,
    ) -> Pile {
        let by_colour = worded_counts(tiles, colour, locale)
            .map(|(word, n)| (word.to_string(), u32::from(n)))
            .collect();
        Pile::of_colours(name, by_colour)
    }
}

/// An Azul-family pile's count of every colour (none too), in colour order, each colour in
/// `colour`'s words.
pub fn worded_counts<C: TileColour, const N: usize>(
    tiles: &Tiles<C, N>,
    colour: fn(C, Locale) -> &'static str,
    locale: Locale,
) -> impl Iterator<Item = (&'static str, u8)> + '_ {
    C::ALL
        .iter()
        .map(move |&c| (colour(c, locale), tiles.get(c)))
}

/// One seat's score so far and the lines it adds up from (public ones only).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatScore {
    pub seat: Seat,
    pub score: i32,
    pub lines: Vec<ScoreLine>,
}

impl SeatScore {
    /// An Azul-family seat's `score` with the lines its `ledger` books, each named by `key`.
    pub fn booked<I: Copy + PartialEq, K: Into<String>>(
        seat: Seat,
        score: u32,
        ledger: &Ledger<I>,
        key: impl Fn(I) -> K,
    ) -> SeatScore {
        SeatScore {
            seat,
            score: i32::try_from(score).unwrap_or(i32::MAX),
            lines: ledger.score_lines(key),
        }
    }
}

impl Counts {
    /// The reply's words: a heading, one line a pile, then one line a seat, e.g.
    /// "**Bag** 52: purple 9 · green 8…" and "**Ann** 23: Placed tiles +18 · Starting points +5".
    pub fn text(&self, names: &[String], locale: Locale) -> String {
        let mut out = vec![format!("📊 **{}**", words::counts(locale))];
        for pile in &self.piles {
            let colours: Vec<String> = pile
                .by_colour
                .iter()
                .map(|(colour, n)| format!("{colour} {n}"))
                .collect();
            let mut line = format!("**{}** {}", pile.name, pile.total);
            if !colours.is_empty() {
                line.push_str(": ");
                line.push_str(&colours.join(PART));
            }
            out.push(line);
        }
        if !self.scores.is_empty() {
            out.push(format!("**{}**", words::scores_so_far(locale)));
        }
        for score in &self.scores {
            let lines: Vec<String> = score
                .lines
                .iter()
                .filter(|l| l.points != 0)
                .map(|l| format!("{} {}", score_item(&l.item, locale), signed(l.points)))
                .collect();
            let mut line = format!("{} {}", bold(names, score.seat), score.score);
            if !lines.is_empty() {
                line.push_str(": ");
                line.push_str(&lines.join(PART));
            }
            out.push(line);
        }
        out.join("\n")
    }
}

/// The points by player after round `round`, the last part of that round's last log line:
/// "after round 3: **Ann** 23, **Ben** 19". Totals carry no parentheses: in a log line those
/// are changes ([`crate::present::log::points`]). Empty when nobody has a score to show yet.
pub fn round_summary(counts: &Counts, round: u32, names: &[String], locale: Locale) -> String {
    if counts.scores.is_empty() {
        return String::new();
    }
    let scores: Vec<String> = counts
        .scores
        .iter()
        .map(|s| format!("{} {}", bold(names, s.seat), s.score))
        .collect();
    format!(
        "{}: {}",
        crate::present::words::after_round(round, locale),
        scores.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_worded_a_pile_and_a_seat_a_line() {
        let counts = Counts {
            piles: vec![Pile::of_colours(
                "Bag",
                vec![("red".into(), 3), ("blue".into(), 0)],
            )],
            scores: vec![SeatScore {
                seat: Seat(1),
                score: 7,
                lines: vec![
                    ScoreLine {
                        item: "summer_pavilion.start".into(),
                        points: 5,
                    },
                    ScoreLine {
                        item: "summer_pavilion.discard".into(),
                        points: 0,
                    },
                    ScoreLine {
                        item: "summer_pavilion.placement".into(),
                        points: 2,
                    },
                ],
            }],
        };
        let names = vec!["Ann".to_string(), "Ben".to_string()];
        assert_eq!(
            counts.text(&names, Locale::En),
            "📊 **Counts**\n**Bag** 3: red 3 · blue 0\n**Scores so far**\n\
             **Ben** 7: Starting points +5 · Placed tiles +2"
        );
        assert!(counts
            .text(&names, Locale::Uk)
            .starts_with("📊 **Підрахунок**"));
    }
}
