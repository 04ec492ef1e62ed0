//! Words every game's presentation shares, written once for menus and pictures alike: the
//! shared files' own words (counts, log, alt texts, the kit's score sheet) and any phrase two
//! games say the same way. A game's own vocabulary (its colours, its pieces, its prompts) lives
//! in its folder's `words.rs`. The words themselves are in `src/i18n/locales/<code>/table.ftl`.

use crate::game::Seat;
use crate::i18n::locales::{term, tr};
use crate::i18n::Locale;

/// "Round", as in "Round 3/6".
pub(crate) fn round(locale: Locale) -> &'static str {
    term!(locale, "table-round")
}

/// "Game over", as a heading.
pub(crate) fn game_over(locale: Locale) -> &'static str {
    term!(locale, "table-game-over")
}

/// The status line of a finished game, the same in every game: "Game over", with what the
/// game adds ("Game over · the field is full").
pub(crate) fn final_status(locale: Locale, detail: Option<&str>) -> String {
    match detail {
        Some(detail) => format!("{}{PART}{detail}", game_over(locale)),
        None => game_over(locale).to_string(),
    }
}

/// "game over", within a line.
pub(crate) fn game_over_in_line(locale: Locale) -> &'static str {
    term!(locale, "table-game-over-in-line")
}

/// The score a solo player must beat: "target", in Russian as the Sagrada box prints it
/// ("нейтральный результат"), in every picture, status and log line.
pub(crate) fn solo_target(locale: Locale) -> &'static str {
    term!(locale, "table-solo-target")
}

/// An Azul factory display, as in "Factory 2".
pub(crate) fn factory(locale: Locale) -> &'static str {
    term!(locale, "table-factory")
}

/// The Azul centre of the table.
pub(crate) fn centre(locale: Locale) -> &'static str {
    term!(locale, "table-centre")
}

/// "Bag", the closed pile pieces are drawn from (Azul, Sagrada).
pub(crate) fn bag(locale: Locale) -> &'static str {
    term!(locale, "table-bag")
}

/// "Tower", where Azul's used tiles wait to refill the bag (the box lid of other editions).
pub(crate) fn tower(locale: Locale) -> &'static str {
    term!(locale, "table-tower")
}

/// A seat with no name given: "Player 2".
pub(crate) fn player_numbered(number: usize, locale: Locale) -> String {
    tr!(locale, "table-player-numbered", number = number)
}

// The "📊 Counts" reply.

pub(crate) fn counts(locale: Locale) -> &'static str {
    term!(locale, "table-counts")
}

pub(crate) fn scores_so_far(locale: Locale) -> &'static str {
    term!(locale, "table-scores-so-far")
}

// The log.

pub(crate) fn window(locale: Locale) -> &'static str {
    term!(locale, "table-window")
}

pub(crate) fn passes(locale: Locale) -> &'static str {
    term!(locale, "table-passes")
}

pub(crate) fn moves(locale: Locale) -> &'static str {
    term!(locale, "table-moves")
}

pub(crate) fn round_in_line(locale: Locale) -> &'static str {
    term!(locale, "table-round-in-line")
}

// Alt texts.

/// Before every seat's score: "scores: Alice 12, Bob 8".
pub(crate) fn scores_label(locale: Locale) -> &'static str {
    term!(locale, "table-scores-label")
}

/// No pieces to count.
pub(crate) fn none(locale: Locale) -> &'static str {
    term!(locale, "table-none")
}

pub(crate) fn centre_in_line(locale: Locale) -> &'static str {
    term!(locale, "table-centre-in-line")
}

pub(crate) fn score_in_line(locale: Locale) -> &'static str {
    term!(locale, "table-score-in-line")
}

// The score breakdown sheet.

pub(crate) fn final_score(locale: Locale) -> &'static str {
    term!(locale, "table-final-score")
}

pub(crate) fn total(locale: Locale) -> &'static str {
    term!(locale, "table-total")
}

// Menus: prompts and button labels.

pub(crate) fn which_colour(locale: Locale) -> &'static str {
    term!(locale, "table-which-colour")
}

// Pictures.

pub(crate) fn score(locale: Locale) -> &'static str {
    term!(locale, "table-score")
}

pub(crate) fn turn_in_line(locale: Locale) -> &'static str {
    term!(locale, "table-turn-in-line")
}

pub(crate) fn bag_in_line(locale: Locale) -> &'static str {
    term!(locale, "table-bag-in-line")
}

/// "after round 3", before the scores at the end of a round.
pub(crate) fn after_round(round: u32, locale: Locale) -> String {
    tr!(locale, "table-after-round", round = round)
}

/// "round 3 begins".
pub(crate) fn round_begins(round: impl std::fmt::Display, locale: Locale) -> String {
    tr!(locale, "table-round-begins", round = round.to_string())
}

// One vocabulary across the five games (issue 50): whose turn, the score, the piles, empty
// spaces and the last move are said these ways on every picture, status line and alt text.

/// Whose turn: "Alice to play".
pub(crate) fn to_play(name: &str, locale: Locale) -> String {
    tr!(locale, "table-to-play", name = name)
}

/// A score with its unit: "23 pts", "1 pt".
pub(crate) fn points(n: i64, locale: Locale) -> String {
    tr!(
        locale,
        "table-points",
        points = n.to_string(),
        count = n.unsigned_abs()
    )
}

/// A pile and what it holds: "Bag 40" (with [`bag`], [`tower`] or a game's lid).
pub(crate) fn pile(name: &str, count: impl std::fmt::Display) -> String {
    format!("{name} {count}")
}

/// "Empty spaces", on a board or the score sheet.
pub(crate) fn empty_spaces(locale: Locale) -> &'static str {
    term!(locale, "table-empty-spaces")
}

/// "Last move", before what the previous player did.
pub(crate) fn last_move(locale: Locale) -> &'static str {
    term!(locale, "table-last-move")
}

/// Between the parts of one line: "Red → Red star 3 · bottom left (+3) · bonus: pillar".
pub const PART: &str = " · ";

/// `+3`, `−3` or `±0`.
pub fn signed(change: i32) -> String {
    match change {
        0 => "±0".to_string(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", n.unsigned_abs()),
    }
}

/// The bold name of a seat, as the log names people: `**Ann**`.
pub fn bold(names: &[String], seat: Seat) -> String {
    format!(
        "**{}**",
        names.get(seat.index()).map(String::as_str).unwrap_or("?")
    )
}
