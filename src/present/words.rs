//! Words every game's presentation shares, written once for menus and pictures alike: the
//! shared files' own words (counts, log, alt texts, the kit's score sheet) and any phrase two
//! games say the same way. A game's own vocabulary (its colours, its pieces, its prompts) lives
//! in its folder's `words.rs`; no file of `present/` writes a phrase's languages inline.

use crate::game::Seat;
use crate::i18n::{word, Locale};

/// "Round", as in "Round 3/6".
pub(crate) fn round(locale: Locale) -> &'static str {
    word(locale, "Round", "Раунд", "Раунд")
}

/// "Game over", as a heading.
pub(crate) fn game_over(locale: Locale) -> &'static str {
    word(locale, "Game over", "Игра окончена", "Гру завершено")
}

/// The status line of a finished game, the same in every game: "Game over", with what the
/// game adds ("Game over · the field is full").
pub(crate) fn final_status(locale: Locale, detail: Option<&str>) -> String {
    match detail {
        Some(detail) => format!("{} · {detail}", game_over(locale)),
        None => game_over(locale).to_string(),
    }
}

/// "game over", within a line.
pub(crate) fn game_over_in_line(locale: Locale) -> &'static str {
    word(locale, "game over", "игра окончена", "гру завершено")
}

/// The score a solo player must beat: "target", in Russian as the Sagrada box prints it
/// ("нейтральный результат"), in every picture, status and log line.
pub(crate) fn solo_target(locale: Locale) -> &'static str {
    word(locale, "target", "нейтральный результат", "ціль")
}

/// An Azul factory display, as in "Factory 2".
pub(crate) fn factory(locale: Locale) -> &'static str {
    word(locale, "Factory", "Фабрика", "Фабрика")
}

/// The Azul centre of the table.
pub(crate) fn centre(locale: Locale) -> &'static str {
    word(locale, "Centre", "Центр", "Центр")
}

/// "Bag", the closed pile pieces are drawn from (Azul, Sagrada).
pub(crate) fn bag(locale: Locale) -> &'static str {
    word(locale, "Bag", "Мешок", "Мішок")
}

/// "Tower", where Azul's used tiles wait to refill the bag (the box lid of other editions).
pub(crate) fn tower(locale: Locale) -> &'static str {
    word(locale, "Tower", "Башня", "Вежа")
}

/// A seat with no name given: "Player", as in "Player 2".
pub(crate) fn player(locale: Locale) -> &'static str {
    word(locale, "Player", "Игрок", "Гравець")
}

// The "📊 Counts" reply.

pub(crate) fn counts(locale: Locale) -> &'static str {
    word(locale, "Counts", "Подсчёт", "Підрахунок")
}

pub(crate) fn scores_so_far(locale: Locale) -> &'static str {
    word(locale, "Scores so far", "Очки сейчас", "Очки зараз")
}

// The log.

pub(crate) fn final_scoring(locale: Locale) -> &'static str {
    word(
        locale,
        "final scoring",
        "финальный подсчёт",
        "фінальний підрахунок",
    )
}

/// Between the last two of several names: "**Ann** and **Ben**".
pub(crate) fn and(locale: Locale) -> &'static str {
    word(locale, " and ", " и ", " і ")
}

pub(crate) fn window(locale: Locale) -> &'static str {
    word(locale, "window", "окно", "вікно")
}

pub(crate) fn passes(locale: Locale) -> &'static str {
    word(locale, "passes", "пас", "пас")
}

pub(crate) fn moves(locale: Locale) -> &'static str {
    word(locale, "moves", "ходит", "ходить")
}

pub(crate) fn round_in_line(locale: Locale) -> &'static str {
    word(locale, "round", "раунд", "раунд")
}

pub(crate) fn ends(locale: Locale) -> &'static str {
    word(locale, "ends", "окончен", "завершено")
}

// Alt texts.

/// Before every seat's score: "scores: Alice 12, Bob 8".
pub(crate) fn scores_label(locale: Locale) -> &'static str {
    word(locale, "scores:", "очки:", "очки:")
}

/// No pieces to count.
pub(crate) fn none(locale: Locale) -> &'static str {
    word(locale, "none", "нет", "немає")
}

pub(crate) fn centre_in_line(locale: Locale) -> &'static str {
    word(locale, "centre", "центр", "центр")
}

pub(crate) fn score_in_line(locale: Locale) -> &'static str {
    word(locale, "score", "очки", "очки")
}

// The score breakdown sheet.

pub(crate) fn final_score(locale: Locale) -> &'static str {
    word(
        locale,
        "Final score",
        "Итоговый счёт",
        "Підсумковий рахунок",
    )
}

pub(crate) fn total(locale: Locale) -> &'static str {
    word(locale, "Total", "Итого", "Разом")
}

// Menus: prompts and button labels.

pub(crate) fn which_colour(locale: Locale) -> &'static str {
    word(locale, "Which colour?", "Какой цвет?", "Який колір?")
}

// Pictures.

pub(crate) fn score(locale: Locale) -> &'static str {
    word(locale, "Score", "Очки", "Очки")
}

pub(crate) fn turn_in_line(locale: Locale) -> &'static str {
    word(locale, "turn", "ход", "хід")
}

pub(crate) fn bag_in_line(locale: Locale) -> &'static str {
    word(locale, "bag", "мешок", "мішок")
}

/// "after round 3", before the scores at the end of a round.
pub(crate) fn after_round(round: u32, locale: Locale) -> String {
    match locale {
        crate::i18n::english_words!() => format!("after round {round}"),
        Locale::Ru => format!("после раунда {round}"),
        Locale::Uk => format!("після раунду {round}"),
    }
}

/// "round 3 begins".
pub(crate) fn round_begins(round: impl std::fmt::Display, locale: Locale) -> String {
    match locale {
        crate::i18n::english_words!() => format!("round {round} begins"),
        Locale::Ru => format!("начало раунда {round}"),
        Locale::Uk => format!("початок раунду {round}"),
    }
}

// One vocabulary across the five games (issue 50): whose turn, the score, the piles, empty
// spaces and the last move are said these ways on every picture, status line and alt text.

/// Whose turn: "Alice to play".
pub(crate) fn to_play(name: &str, locale: Locale) -> String {
    match locale {
        crate::i18n::english_words!() => format!("{name} to play"),
        Locale::Ru => format!("Ходит {name}"),
        Locale::Uk => format!("Ходить {name}"),
    }
}

/// A score with its unit: "23 pts", "1 pt".
pub(crate) fn points(n: i64, locale: Locale) -> String {
    match locale {
        crate::i18n::english_words!() if n.abs() == 1 => format!("{n} pt"),
        crate::i18n::english_words!() => format!("{n} pts"),
        Locale::Ru | Locale::Uk => format!("{n} оч."),
    }
}

/// A pile and what it holds: "Bag 40" (with [`bag`], [`tower`] or a game's lid).
pub(crate) fn pile(name: &str, count: impl std::fmt::Display) -> String {
    format!("{name} {count}")
}

/// "Empty spaces", on a board or the score sheet.
pub(crate) fn empty_spaces(locale: Locale) -> &'static str {
    word(locale, "Empty spaces", "Пустые клетки", "Порожні клітинки")
}

/// "Last move", before what the previous player did.
pub(crate) fn last_move(locale: Locale) -> &'static str {
    word(locale, "Last move", "Последний ход", "Останній хід")
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
