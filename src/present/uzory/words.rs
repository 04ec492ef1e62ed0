//! Uzory's vocabulary, used by its menus and its pictures alike.

use crate::game::Seat;
use crate::games::uzory::{Colour, EndReason, UzoryView};
use crate::i18n::{word, Locale};

/// The name of a line of the final score sheet, for this game's keys ("uzory.victory_points").
pub(super) fn score_item(key: &str, locale: Locale) -> Option<String> {
    match key {
        "uzory.victory_points" => {
            Some(word(locale, "Victory points", "Победные очки", "Переможні очки").to_string())
        }
        _ => None,
    }
}

/// A quarter's or a player's colour in lower case ("white"); menus capitalise it at the start
/// of a label.
pub(super) fn colour(colour: Colour, locale: Locale) -> &'static str {
    match colour {
        Colour::White => word(locale, "white", "белый", "білий"),
        Colour::Red => word(locale, "red", "красный", "червоний"),
        Colour::Blue => word(locale, "blue", "синий", "синій"),
        Colour::Green => word(locale, "green", "зелёный", "зелений"),
        Colour::Yellow => word(locale, "yellow", "жёлтый", "жовтий"),
    }
}

/// A colour's name as a label starts ("White").
pub(super) fn colour_label(colour: Colour, locale: Locale) -> String {
    crate::present::kit::capitalised(self::colour(colour, locale))
}

/// The colour a seat plays ("red"), lower case; empty for a seat not in the game.
pub(super) fn seat_colour(view: &UzoryView, seat: Seat, locale: Locale) -> String {
    view.colours
        .get(seat.index())
        .map(|c| colour(*c, locale).to_string())
        .unwrap_or_default()
}

/// Why the game ended, in the log and on the table picture alike.
pub(super) fn end_reason(reason: EndReason, locale: Locale) -> &'static str {
    match reason {
        EndReason::FieldFull => word(
            locale,
            "the field is full",
            "поле заполнено",
            "поле заповнено",
        ),
        EndReason::AllPassed => word(locale, "everybody passed", "все спасовали", "усі спасували"),
    }
}

// Menus: prompts and button labels.

pub(super) fn choose_a_tile_or_pass(locale: Locale) -> &'static str {
    word(
        locale,
        "Choose a tile from your hand, or pass",
        "Выберите жетон из руки или пас",
        "Оберіть жетон з руки або пас",
    )
}

pub(super) fn tile_label(locale: Locale) -> &'static str {
    word(locale, "Tile", "Плитка", "Плитка")
}

pub(super) fn turn_it_clockwise_by(locale: Locale) -> &'static str {
    word(
        locale,
        "Turn it clockwise by…",
        "Повернуть по часовой стрелке на…",
        "Повернути за годинниковою стрілкою на…",
    )
}

pub(super) fn where_does_it_go(locale: Locale) -> &'static str {
    word(
        locale,
        "Where does it go?",
        "Куда положить?",
        "Куди покласти?",
    )
}

pub(super) fn pass_swap_my_whole_hand(locale: Locale) -> &'static str {
    word(
        locale,
        "Pass (swap my whole hand)",
        "Пас (сменить всю руку)",
        "Пас (замінити всю руку)",
    )
}

pub(super) fn who_scores_the_tied_frame(locale: Locale) -> &'static str {
    word(
        locale,
        "The frame is tied: who scores it?",
        "В рамке ничья: кто получает очко?",
        "У рамці нічия: хто отримує очко?",
    )
}

pub(super) fn keep_my_tiles(locale: Locale) -> &'static str {
    word(
        locale,
        "Keep my tiles",
        "Оставить жетоны",
        "Залишити жетони",
    )
}

pub(super) fn discard_tile(locale: Locale) -> &'static str {
    word(locale, "Discard tile", "Сбросить жетон", "Скинути жетон")
}

pub(super) fn discard_before_drawing(locale: Locale) -> &'static str {
    word(
        locale,
        "Discard any tiles before drawing back to three?",
        "Сбросить жетоны перед добором до трёх?",
        "Скинути жетони перед добором до трьох?",
    )
}

pub(super) fn turn_label(locale: Locale) -> &'static str {
    word(locale, "Turn", "Ход", "Хід")
}

pub(super) fn tie(locale: Locale) -> &'static str {
    word(locale, "tie", "ничья", "нічия")
}

pub(super) fn frame(locale: Locale) -> &'static str {
    word(locale, "frame", "рамка", "рамка")
}

// Counts and menus alike.

pub(super) fn nobody(locale: Locale) -> &'static str {
    word(locale, "nobody", "никто", "ніхто")
}

// Pictures.

pub(super) fn title(locale: Locale) -> &'static str {
    word(locale, "Uzory", "Узоры", "Узори")
}

pub(super) fn place_a_tile_or_pass(locale: Locale) -> &'static str {
    word(
        locale,
        "place a tile or pass",
        "выложить жетон или спасовать",
        "викласти жетон або спасувати",
    )
}

pub(super) fn choose_who_scores_the_tie(locale: Locale) -> &'static str {
    word(
        locale,
        "choose who scores the tied frame (?)",
        "выбрать, кто получит очко за рамку (?)",
        "обрати, хто отримає очко за рамку (?)",
    )
}

pub(super) fn discard_tiles_or_keep_them(locale: Locale) -> &'static str {
    word(
        locale,
        "discard tiles or keep them",
        "сбросить жетоны или оставить",
        "скинути жетони або залишити",
    )
}

/// Before "2/3" on the table: passes since the last placement, of the players (all passing in a
/// row ends the game).
pub(super) fn passes_in_a_row(locale: Locale) -> &'static str {
    word(locale, "passes in a row", "пасов подряд", "пасів поспіль")
}

/// The legend beside the field: a shaded frame, and a grey one.
pub(super) fn scored_frame(locale: Locale) -> &'static str {
    word(locale, "scored frame", "рамка с очком", "рамка з очком")
}

pub(super) fn frame_nobody_scored(locale: Locale) -> &'static str {
    word(locale, "nobody scored", "очко никому", "очко нікому")
}

pub(super) fn won_label(locale: Locale) -> &'static str {
    word(locale, "Won:", "Победа:", "Перемога:")
}

pub(super) fn hand(locale: Locale) -> &'static str {
    word(locale, "hand", "в руке", "у руці")
}

pub(super) fn your_turn_pick_tile_rotation_cell(locale: Locale) -> &'static str {
    word(
        locale,
        "Your turn: pick a tile, a rotation and a cell",
        "Ваш ход: выберите жетон, поворот и клетку",
        "Ваш хід: оберіть жетон, поворот і клітинку",
    )
}

pub(super) fn your_hand_rotations_clockwise(locale: Locale) -> &'static str {
    word(
        locale,
        "Your hand · rotations are clockwise",
        "Ваши жетоны · повороты по часовой стрелке",
        "Ваші жетони · повороти за годинниковою стрілкою",
    )
}

/// Beside the notch drawn on the hand picture: what the notch beside each rotation points at.
pub(super) fn marker_top_before_turning(locale: Locale) -> &'static str {
    word(
        locale,
        "points at the tile's top edge before turning",
        "указывает на верх жетона до поворота",
        "вказує на верх жетона до повороту",
    )
}

pub(super) fn no_tiles_in_hand(locale: Locale) -> &'static str {
    word(
        locale,
        "No tiles in hand",
        "В руке нет жетонов",
        "У руці немає жетонів",
    )
}

pub(super) fn hand_hidden(locale: Locale) -> &'static str {
    word(locale, "Hand hidden", "Жетоны скрыты", "Жетони приховано")
}

pub(super) fn tiles(locale: Locale) -> &'static str {
    word(locale, "tiles", "жетонов", "жетонів")
}

// Counts and pictures alike.

pub(super) fn pile(locale: Locale) -> &'static str {
    word(locale, "Pile", "Колода", "Колода")
}

// The log.

pub(super) fn frame_closed(locale: Locale) -> &'static str {
    word(locale, "frame closed", "рамка закрыта", "рамку закрито")
}

pub(super) fn tile_placed_at(locale: Locale) -> &'static str {
    word(locale, "tile placed at", "жетон на", "жетон на")
}

pub(super) fn nobody_scores(locale: Locale) -> &'static str {
    word(
        locale,
        "nobody scores",
        "никто не получает очко",
        "ніхто не отримує очко",
    )
}

pub(super) fn tie_label(locale: Locale) -> &'static str {
    word(locale, "tie:", "ничья:", "нічия:")
}

pub(super) fn or(locale: Locale) -> &'static str {
    word(locale, " or ", " или ", " чи ")
}

pub(super) fn tied_frame_awarded(locale: Locale) -> &'static str {
    word(
        locale,
        "tied frame awarded",
        "ничья в рамке решена",
        "нічию в рамці вирішено",
    )
}

pub(super) fn discards_shuffled_into_pile(locale: Locale) -> &'static str {
    word(
        locale,
        "discards shuffled into a new pile",
        "сброс перемешан в новую стопку",
        "скинуте перемішано в нову стопку",
    )
}

pub(super) fn keeps_the_hand(locale: Locale) -> &'static str {
    word(locale, "keeps the hand", "оставляет руку", "залишає руку")
}

// Counts.

pub(super) fn discards(locale: Locale) -> &'static str {
    word(locale, "Discards", "Сброс", "Скид")
}

pub(super) fn frames(locale: Locale) -> &'static str {
    word(locale, "Frames", "Рамки", "Рамки")
}

// Alt texts.

pub(super) fn pile_in_line(locale: Locale) -> &'static str {
    word(locale, "pile", "стопка", "стос")
}

pub(super) fn discards_in_alt(locale: Locale) -> &'static str {
    word(locale, "discards", "сброс", "скинуто")
}

pub(super) fn tiles_in_hand(locale: Locale) -> &'static str {
    word(locale, "tiles in hand", "жетонов в руке", "жетонів у руці")
}

pub(super) fn frames_closed(locale: Locale) -> &'static str {
    word(locale, "frames closed", "рамок закрыто", "рамок закрито")
}

/// "3 tiles discarded" (`counted` is the count with its noun, for English's word order).
pub(super) fn discarded(counted: &str, n: usize, locale: Locale) -> String {
    match locale {
        crate::i18n::english_words!() => format!("{counted} discarded"),
        Locale::Ru => format!("сброшено жетонов: {n}"),
        Locale::Uk => format!("скинуто жетонів: {n}"),
    }
}
