//! What the log lines of moves share: points written the same way in every game, counted nouns
//! with each language's plural, and the separator between the parts of a line.
//!
//! Each game words its own moves in `present/<game>/log.rs` ([`super::TableGame::tell`]).

use crate::game::{Game, Outcome, Seat, Standing, Viewer};
use crate::i18n::locales::tr;
use crate::i18n::Locale;
use crate::present::counts::round_summary;
use crate::present::PublicCounts;
// The log's forms that counts and pictures write too live with the shared words.
pub use crate::present::words::{bold, signed, PART};

/// A move as it was played: who played which action, and the events it caused.
pub struct Move<'a, G: Game> {
    pub seat: Seat,
    pub action: &'a G::Action,
    pub events: &'a [G::Event],
}

/// A move in words, for the public log. Each game implements it in its `log.rs`.
pub trait Tell: crate::present::Menus {
    /// What a move did, told after the move from the game as it now stands and the engine's
    /// `events` (e.g. "Red → Red star 3 · bottom left (+3)"), without the game's result. The
    /// points a seat gained or lost are written `(+3)` / `(−3)` after what earned them, and
    /// belong to the nearest seat named before them (`names` in bold), else to `seat`, including
    /// the points the final scoring gave ([`final_scoring`]). Never words anything a spectator
    /// may not see.
    fn tell_move(&self, played: &Move<'_, Self>, names: &[String], locale: Locale) -> String;

    /// The log line of a move: [`Tell::tell_move`], and after the game's last move its result,
    /// the same in every game ([`final_result`]).
    fn tell(&self, played: &Move<'_, Self>, names: &[String], locale: Locale) -> String {
        let words = self.tell_move(played, names, locale);
        match self.outcome() {
            Some(outcome) => join(vec![
                words,
                final_result(&outcome, names, self.solo_target(), locale),
            ]),
            None => words,
        }
    }
}

/// A change of points as the log writes it: `(+3)`, `(−3)` (a true minus sign), `(±0)`.
pub fn points(change: i32) -> String {
    format!("({})", signed(change))
}

/// A noun counted with each language's plural (`3 tiles`, `3 плитки`, `5 płytek`): a Fluent
/// message with a plural on `$count`.
#[derive(Debug, Clone, Copy)]
pub struct Counted(fn(usize, Locale) -> String);

impl Counted {
    /// `n` and the noun's form for it.
    pub fn count(self, n: usize, locale: Locale) -> String {
        (self.0)(n, locale)
    }
}

/// A tile, in Summer Pavilion, Uzory and Azul alike.
pub const TILE: Counted = Counted(|n, locale| tr!(locale, "table-tiles", count = n));

/// Adds `points` to `seat`'s entry of `totals`, kept in order of first appearance.
pub fn add(totals: &mut Vec<(Seat, i32)>, seat: Seat, points: i32) {
    match totals.iter_mut().find(|(s, _)| *s == seat) {
        Some((_, total)) => *total += points,
        None => totals.push((seat, points)),
    }
}

/// "final scoring: **Ann** (+12), **Ben** (−2)": the points the end of a game gave each seat,
/// before [`final_result`] (empty when it gave nothing).
pub fn final_scoring(names: &[String], totals: &[(Seat, i32)], locale: Locale) -> String {
    if totals.is_empty() {
        return String::new();
    }
    let scores: Vec<String> = totals
        .iter()
        .map(|(s, p)| format!("{} {}", bold(names, *s), points(*p)))
        .collect();
    tr!(
        locale,
        "table-final-scoring-line",
        scores = scores.join(", ")
    )
}

/// The last part of the last line of every game, the same in every game: who won and every final
/// score, in the order of the standings, the winners in bold.
///
/// - "game over: **Ann** wins with 50 points; Ben 17, Cid 12"
/// - "game over: **Ann** and **Ben** win with 40 points each; Cid 12"
/// - solo: "game over: **Ann** wins with 45 points (target 40)", or "**Ann** loses with 38 points
///   (target 40)" when the target was not beaten.
///
/// Russian: "игра окончена: побеждает **Ann** — 50 очков; Ben — 17, Cid — 12";
/// Ukrainian: "гру завершено: перемагає **Ann** — 50 очок; Ben — 17, Cid — 12".
pub fn final_result(
    outcome: &Outcome,
    names: &[String],
    solo_target: Option<i32>,
    locale: Locale,
) -> String {
    let name = |seat: Seat| {
        names
            .get(seat.index())
            .map(String::as_str)
            .unwrap_or("?")
            .to_string()
    };
    let winners: Vec<&Standing> = outcome.standings.iter().filter(|s| s.rank == 1).collect();
    let others: Vec<String> = outcome
        .standings
        .iter()
        .filter(|s| s.rank != 1 && solo_target.is_none())
        .map(|s| {
            let name = name(s.seat);
            tr!(
                locale,
                "table-result-other",
                name = name,
                score = score(s.score)
            )
        })
        .collect();
    let head = match (solo_target, outcome.standings.first()) {
        // A solo game: one seat, ranked 1 only when it beat the target.
        (Some(_), Some(solo)) => {
            let (who, count) = (bold(names, solo.seat), solo.score.unsigned_abs());
            if solo.rank == 1 {
                tr!(
                    locale,
                    "table-result-wins",
                    who = who,
                    score = score(solo.score),
                    count = count
                )
            } else {
                tr!(
                    locale,
                    "table-result-loses",
                    who = who,
                    score = score(solo.score),
                    count = count
                )
            }
        }
        _ => {
            let bolded: Vec<String> = winners.iter().map(|s| bold(names, s.seat)).collect();
            let who = match bolded.split_last() {
                Some((last, rest)) if !rest.is_empty() => tr!(
                    locale,
                    "table-names-and",
                    rest = rest.join(", "),
                    last = last.as_str()
                ),
                Some((last, _)) => last.clone(),
                None => "?".to_string(),
            };
            let points = winners.first().map_or(0, |s| s.score);
            let count = points.unsigned_abs();
            if winners.len() > 1 {
                tr!(
                    locale,
                    "table-result-win-each",
                    who = who,
                    score = score(points),
                    count = count
                )
            } else {
                tr!(
                    locale,
                    "table-result-wins",
                    who = who,
                    score = score(points),
                    count = count
                )
            }
        }
    };
    let mut line = tr!(locale, "table-result", result = head);
    if let Some(target) = solo_target {
        line.push(' ');
        line.push_str(&tr!(locale, "table-result-target", target = target));
    }
    if !others.is_empty() {
        line.push_str("; ");
        line.push_str(&others.join(", "));
    }
    line
}

/// A final score as the log writes it: `50`, `−3` (a true minus sign).
pub fn score(n: i32) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
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

/// The scores after a round that ended within a move (`ended`), from the public counts; none
/// once the game is over, where its result says more.
pub fn after_round<G: PublicCounts>(
    game: &G,
    ended: Option<u32>,
    names: &[String],
    locale: Locale,
) -> Option<String> {
    let round = ended.filter(|_| !game.is_over())?;
    let view = game.view(Viewer::Spectator);
    Some(round_summary(
        &G::counts(&view, locale),
        round,
        names,
        locale,
    ))
}

/// "round 3 ends", inside a line.
pub fn round_ends(round: u8, locale: Locale) -> String {
    tr!(locale, "table-round-ends", round = round)
}

/// Checks the line `game` tells of `seat`'s `action` with `events`, to the players Alice and
/// Bob, in each language of `lines`.
#[cfg(test)]
pub fn assert_told<G: Tell>(
    game: &G,
    seat: Seat,
    action: &G::Action,
    events: &[G::Event],
    lines: &[(Locale, &str)],
) {
    let names = ["Alice".to_string(), "Bob".to_string()];
    for &(locale, line) in lines {
        let played = Move {
            seat,
            action,
            events,
        };
        let told = game.tell_move(&played, &names, locale);
        assert_eq!(told, line, "{locale:?}");
    }
}

/// Plays `game` to its end, each move by the first seat to act as its `players` choose, and
/// shows `each` the game before the move, the mover and the move's line in English to `names`.
#[cfg(test)]
pub fn each_told_move<G: Tell>(
    game: &mut G,
    players: &mut [impl crate::game::Player<G>],
    names: &[String],
    mut each: impl FnMut(&G, Seat, &str),
) {
    while !game.is_over() {
        let seat = game.to_act()[0];
        let view = game.view(Viewer::Seat(seat));
        let legal = game.legal_actions(seat);
        let action = players[seat.index()].choose(seat, &view, &legal).unwrap();
        let before = game.clone();
        let events = game.play(seat, &action).unwrap();
        let played = Move {
            seat,
            action: &action,
            events: &events,
        };
        each(&before, seat, &game.tell_move(&played, names, Locale::En));
    }
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
    fn points_in_a_line_go_to_the_nearest_name_before_them() {
        let names = vec!["Ann".to_string(), "Ben".to_string()];
        let line = "**Ann**: Red (+3) · bonus (−1) · end: **Ben** (+12), **Ann** (−2)";
        assert_eq!(points_in(line, &names, 0), vec![0, 12]);
        let line = "🤖 **Ben**: frame closed: **Ann** (+1)";
        assert_eq!(points_in(line, &names, 1), vec![1, 0]);
        assert_eq!(points_in("**Ben**: passes (−3)", &names, 1), vec![0, -3]);
    }

    fn outcome(scores: &[(u8, i32, u8)]) -> Outcome {
        Outcome {
            standings: scores
                .iter()
                .map(|&(seat, score, rank)| Standing {
                    seat: Seat(seat),
                    rank,
                    score,
                    breakdown: Vec::new(),
                })
                .collect(),
        }
    }

    #[test]
    fn the_result_names_the_winners_and_every_score() {
        let names: Vec<String> = ["Ann", "Ben", "Cid"].map(String::from).to_vec();
        let one = outcome(&[(1, 50, 1), (0, 17, 2), (2, -3, 3)]);
        let tie = outcome(&[(0, 41, 1), (2, 41, 1), (1, 12, 3)]);
        let all = outcome(&[(0, 1, 1), (1, 1, 1), (2, 1, 1)]);
        let won = outcome(&[(0, 45, 1)]);
        let lost = outcome(&[(0, 38, 2)]);
        let cases = [
            (
                &one,
                None,
                Locale::En,
                "game over: **Ben** wins with 50 points; Ann 17, Cid −3",
            ),
            (
                &one,
                None,
                Locale::Ru,
                "игра окончена: побеждает **Ben** — 50 очков; Ann — 17, Cid — −3",
            ),
            (
                &one,
                None,
                Locale::Uk,
                "гру завершено: перемагає **Ben** — 50 очок; Ann — 17, Cid — −3",
            ),
            (
                &tie,
                None,
                Locale::En,
                "game over: **Ann** and **Cid** win with 41 points each; Ben 12",
            ),
            (
                &tie,
                None,
                Locale::Ru,
                "игра окончена: побеждают **Ann** и **Cid** — по 41 очку; Ben — 12",
            ),
            (
                &tie,
                None,
                Locale::Uk,
                "гру завершено: перемагають **Ann** і **Cid** — по 41 очку; Ben — 12",
            ),
            (
                &all,
                None,
                Locale::En,
                "game over: **Ann**, **Ben** and **Cid** win with 1 point each",
            ),
            (
                &won,
                Some(40),
                Locale::En,
                "game over: **Ann** wins with 45 points (target 40)",
            ),
            (
                &lost,
                Some(40),
                Locale::En,
                "game over: **Ann** loses with 38 points (target 40)",
            ),
            (
                &lost,
                Some(40),
                Locale::Ru,
                "игра окончена: **Ann** проигрывает — 38 очков (нейтральный результат 40)",
            ),
            (
                &won,
                Some(40),
                Locale::Uk,
                "гру завершено: перемагає **Ann** — 45 очок (ціль 40)",
            ),
        ];
        for (outcome, solo, locale, line) in cases {
            assert_eq!(final_result(outcome, &names, solo, locale), line);
        }
    }

    #[test]
    fn tiles_and_the_result_follow_each_languages_plural() {
        assert_eq!(TILE.count(1, Locale::En), "1 tile");
        assert_eq!(TILE.count(21, Locale::Ru), "21 плитка");
        assert_eq!(TILE.count(22, Locale::Pl), "22 płytki");
        assert_eq!(TILE.count(12, Locale::Pl), "12 płytek");
        assert_eq!(TILE.count(1, Locale::De), "1 Fliese");
        let names: Vec<String> = ["Ann", "Ben", "Cid"].map(String::from).to_vec();
        let tie = outcome(&[(0, 22, 1), (2, 22, 1), (1, -3, 3)]);
        assert_eq!(
            final_result(&tie, &names, None, Locale::De),
            "Partie beendet: **Ann** und **Cid** gewinnen mit je 22 Punkten; Ben −3"
        );
        assert_eq!(
            final_result(&tie, &names, None, Locale::Pl),
            "koniec gry: wygrywają **Ann** i **Cid** — po 22 punkty; Ben −3"
        );
        let lost = outcome(&[(0, 1, 2)]);
        assert_eq!(
            final_result(&lost, &names, Some(40), Locale::Fr),
            "partie terminée: **Ann** perd avec 1 point (score à battre : 40)"
        );
    }
}
