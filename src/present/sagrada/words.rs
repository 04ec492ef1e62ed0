//! Sagrada's vocabulary, used by its menus and its pictures alike: colour names, the private
//! objective, tool cards and public objectives.

use crate::game::Seat;
use crate::games::sagrada::{
    Cell, Color, Die, LastMove, PhaseView, PublicObjective, SagradaView, Tool,
};
use crate::i18n::{word, Locale};
use crate::present::kit::seat_name;

/// The name of a line of the final score sheet, for this game's keys ("sagrada.favor",
/// "sagrada.public.row-color-variety").
pub(super) fn score_item(key: &str, locale: Locale) -> Option<String> {
    let key = key.strip_prefix("sagrada.")?;
    if let Some(objective) = key.strip_prefix("public.") {
        return Some(match locale {
            // English names the objective by its key, word by word.
            crate::i18n::english_words!() => objective
                .split('-')
                .map(|part| {
                    let mut chars = part.chars();
                    chars
                        .next()
                        .map(|first| first.to_uppercase().chain(chars).collect::<String>())
                        .unwrap_or_default()
                })
                .collect::<Vec<_>>()
                .join(" "),
            Locale::Ru | Locale::Uk => {
                let (ru, uk) = match objective {
                    "row-color-variety" => ("Разноцветные ряды", "Кольори в рядах"),
                    "column-color-variety" => ("Разноцветные колонки", "Кольори в стовпцях"),
                    "row-shade-variety" => ("Ряды разной яркости", "Значення в рядах"),
                    "column-shade-variety" => ("Колонки разной яркости", "Значення в стовпцях"),
                    "light-shades" => ("Светлые стёкла", "Світлі відтінки"),
                    "medium-shades" => ("Средние стёкла", "Середні відтінки"),
                    "deep-shades" => ("Тёмные стёкла", "Темні відтінки"),
                    "shade-variety" => ("Многообразие яркостей", "Усі значення"),
                    "color-variety" => ("Многообразие красок", "Усі кольори"),
                    "color-diagonals" => ("Цветные диагонали", "Кольорові діагоналі"),
                    other => (other, other),
                };
                match locale {
                    Locale::Ru => ru.to_string(),
                    _ => uk.to_string(),
                }
            }
        });
    }
    let (en, ru, uk) = match key {
        "private" => ("Private objective", "Личная цель", "Особиста ціль"),
        "favor" => (
            "Favor tokens left",
            "Фишки привилегий",
            "Жетони прихильності",
        ),
        "empty" => return Some(crate::present::words::empty_spaces(locale).to_string()),
        _ => return None,
    };
    Some(word(locale, en, ru, uk).to_string())
}

/// The round track, in Russian as the box prints it ("счётчик раундов").
pub(super) fn round_track(locale: Locale) -> &'static str {
    word(locale, "Round track", "Счётчик раундов", "Трек раундів")
}

/// "Round 3/10", on the table message and the table picture alike.
pub(super) fn round(view: &SagradaView, locale: Locale) -> String {
    format!(
        "{} {}/{}",
        crate::present::words::round(locale),
        view.round,
        crate::games::sagrada::ROUNDS
    )
}

/// What the table waits for, on the table message and the table picture alike: who is still
/// choosing a pattern, or whose turn it is and which of the round's turns, with a solo game's
/// target.
pub(super) fn status(view: &SagradaView, names: &[String], locale: Locale) -> String {
    match &view.phase {
        PhaseView::ChoosingPatterns { waiting } => {
            let who: Vec<String> = waiting
                .iter()
                .map(|&s| seat_name(names, s, locale))
                .collect();
            format!(
                "{}: {}",
                word(
                    locale,
                    "Choosing window patterns",
                    "Выбирают витраж",
                    "Обирають візерунок вікна"
                ),
                who.join(", ")
            )
        }
        PhaseView::Playing {
            order, position, ..
        } => {
            let seat = view.turn().map(|t| t.seat).unwrap_or(Seat(0));
            let mut line = format!(
                "{}  ·  {} {}/{}",
                crate::present::words::to_play(&seat_name(names, seat, locale), locale),
                crate::present::words::turn_in_line(locale),
                position.saturating_add(1).min(order.len().max(1)),
                order.len()
            );
            if let Some(solo) = &view.solo {
                line.push_str(&format!(
                    "  ·  {} {}",
                    crate::present::words::solo_target(locale),
                    solo.target
                ));
            }
            line
        }
        PhaseView::Over => crate::present::words::game_over(locale).to_string(),
    }
}

/// A die colour's name in lower case ("red"), in menus and pictures alike.
pub(super) fn colour(color: Color, locale: Locale) -> &'static str {
    match color {
        Color::Red => word(locale, "red", "красный", "червоний"),
        Color::Yellow => word(locale, "yellow", "жёлтый", "жовтий"),
        Color::Green => word(locale, "green", "зелёный", "зелений"),
        Color::Blue => word(locale, "blue", "синий", "синій"),
        Color::Purple => word(locale, "purple", "фиолетовый", "фіолетовий"),
    }
}

/// "Shades of Red" as on the private objective card.
pub(super) fn shades_of(locale: Locale, color: Color) -> &'static str {
    match color {
        Color::Red => word(
            locale,
            "Shades of Red",
            "Оттенки красного",
            "Відтінки червоного",
        ),
        Color::Yellow => word(
            locale,
            "Shades of Yellow",
            "Оттенки жёлтого",
            "Відтінки жовтого",
        ),
        Color::Green => word(
            locale,
            "Shades of Green",
            "Оттенки зелёного",
            "Відтінки зеленого",
        ),
        Color::Blue => word(
            locale,
            "Shades of Blue",
            "Оттенки синего",
            "Відтінки синього",
        ),
        Color::Purple => word(
            locale,
            "Shades of Purple",
            "Оттенки фиолетового",
            "Відтінки фіолетового",
        ),
    }
}

/// A tool card's name and a one-line reminder of what it does.
pub(super) fn tool_text(locale: Locale, tool: Tool) -> (&'static str, &'static str) {
    let (en, ru, uk) = match tool {
        Tool::GrozingPliers => (
            ("Grozing Pliers", "drafted die +1 or −1"),
            ("Щипцы", "взятый кубик +1 или −1"),
            ("Щипці", "взятий кубик +1 або −1"),
        ),
        Tool::EglomiseBrush => (
            ("Eglomise Brush", "move a die, ignore colour"),
            ("Кисть для эгломизе", "переместить кубик без учёта цвета"),
            ("Пензель для еґломізе", "пересунути кубик, ігноруючи колір"),
        ),
        Tool::CopperFoilBurnisher => (
            ("Copper Foil Burnisher", "move a die, ignore value"),
            ("Полировщик фольги", "переместить кубик без учёта значения"),
            (
                "Полірувальник фольги",
                "пересунути кубик, ігноруючи значення",
            ),
        ),
        Tool::Lathekin => (
            ("Lathekin", "move exactly two dice"),
            ("Латекин", "переместить ровно два кубика"),
            ("Латекін", "пересунути рівно два кубики"),
        ),
        Tool::LensCutter => (
            ("Lens Cutter", "swap drafted die with round track"),
            ("Стеклорез", "обменять взятый кубик со счётчиком"),
            ("Склоріз", "обміняти взятий кубик із треком"),
        ),
        Tool::FluxBrush => (
            ("Flux Brush", "re-roll the drafted die"),
            ("Флюсовая кисть", "перебросить взятый кубик"),
            ("Флюсовий пензель", "перекинути взятий кубик"),
        ),
        Tool::GlazingHammer => (
            ("Glazing Hammer", "re-roll the pool (2nd turn)"),
            ("Молоток", "перебросить резерв (2-й ход)"),
            ("Молоток", "перекинути запас (2-й хід)"),
        ),
        Tool::RunningPliers => (
            ("Running Pliers", "2nd die now, skip 2nd turn"),
            ("Кусачки", "2-й кубик сейчас, без 2-го хода"),
            ("Кусачки", "2-й кубик зараз, без 2-го ходу"),
        ),
        Tool::CorkBackedStraightedge => (
            ("Cork-backed Straightedge", "place away from other dice"),
            ("Линейка на пробке", "положить вдали от кубиков"),
            ("Лінійка на корку", "покласти далеко від кубиків"),
        ),
        Tool::GrindingStone => (
            ("Grinding Stone", "flip the drafted die"),
            ("Точильный камень", "перевернуть взятый кубик"),
            ("Точильний камінь", "перевернути взятий кубик"),
        ),
        Tool::FluxRemover => (
            ("Flux Remover", "swap with the bag, pick value"),
            ("Растворитель флюса", "обменять с мешком, выбрать значение"),
            ("Розчинник флюсу", "обміняти з мішком, вибрати значення"),
        ),
        Tool::TapWheel => (
            ("Tap Wheel", "move ≤2 dice of a track colour"),
            (
                "Стеклорез-колесо",
                "переместить ≤2 кубика цвета со счётчика",
            ),
            ("Склоріз-коліщатко", "пересунути ≤2 кубики кольору з треку"),
        ),
    };
    match locale {
        crate::i18n::english_words!() => en,
        Locale::Ru => ru,
        Locale::Uk => uk,
    }
}

/// A public objective's short name, what scores, and the points per scoring.
pub(super) fn public_text(locale: Locale, o: PublicObjective) -> (&'static str, &'static str, u8) {
    use PublicObjective as P;
    let ((en, en_how), (ru, ru_how), (uk, uk_how), points) = match o {
        P::RowColorVariety => (
            ("Row Color Variety", "per row, no colour twice"),
            ("Разноцветные ряды", "за ряд без повтора цвета"),
            ("Кольори в рядах", "за ряд без повтору кольору"),
            6,
        ),
        P::ColumnColorVariety => (
            ("Column Color Variety", "per column, no colour twice"),
            ("Разноцветные колонки", "за колонку без повтора цвета"),
            ("Кольори в стовпцях", "за стовпець без повтору кольору"),
            5,
        ),
        P::RowShadeVariety => (
            ("Row Shade Variety", "per row, no value twice"),
            ("Ряды разной яркости", "за ряд без повтора значения"),
            ("Значення в рядах", "за ряд без повтору значення"),
            5,
        ),
        P::ColumnShadeVariety => (
            ("Column Shade Variety", "per column, no value twice"),
            ("Колонки разной яркости", "за колонку без повтора значения"),
            ("Значення в стовпцях", "за стовпець без повтору значення"),
            4,
        ),
        P::LightShades => (
            ("Light Shades", "per set of 1 + 2"),
            ("Светлые стёкла", "за набор 1 + 2"),
            ("Світлі відтінки", "за набір 1 + 2"),
            2,
        ),
        P::MediumShades => (
            ("Medium Shades", "per set of 3 + 4"),
            ("Средние стёкла", "за набор 3 + 4"),
            ("Середні відтінки", "за набір 3 + 4"),
            2,
        ),
        P::DeepShades => (
            ("Deep Shades", "per set of 5 + 6"),
            ("Тёмные стёкла", "за набор 5 + 6"),
            ("Темні відтінки", "за набір 5 + 6"),
            2,
        ),
        P::ShadeVariety => (
            ("Shade Variety", "per set of 1–6"),
            ("Многообразие яркостей", "за набор 1–6"),
            ("Усі значення", "за набір 1–6"),
            5,
        ),
        P::ColorVariety => (
            ("Color Variety", "per set of all 5 colours"),
            ("Многообразие красок", "за набор из 5 цветов"),
            ("Усі кольори", "за набір з 5 кольорів"),
            4,
        ),
        P::ColorDiagonals => (
            ("Color Diagonals", "per die on a same-colour diagonal"),
            ("Цветные диагонали", "за кубик в диагонали своего цвета"),
            ("Кольорові діагоналі", "за кубик у діагоналі свого кольору"),
            1,
        ),
    };
    match locale {
        crate::i18n::english_words!() => (en, en_how, points),
        Locale::Ru => (ru, ru_how, points),
        Locale::Uk => (uk, uk_how, points),
    }
}

/// A window cell as the pictures label it: column letter, row number ("B3").
pub(super) fn cell_name(cell: Cell) -> String {
    let col = char::from(b'A' + cell.col().min(25));
    format!("{col}{}", u32::from(cell.row()) + 1)
}

/// A die as menus and the log name it: "5 red".
pub(super) fn die_label(die: Die, locale: Locale) -> String {
    format!("{} {}", die.value.get(), colour(die.color, locale))
}

// Menus: prompts and button labels.

pub(super) fn draft_use_a_tool_or_end_turn(locale: Locale) -> &'static str {
    word(
        locale,
        "Draft a die, use a tool, or end your turn",
        "Возьмите кубик, примените инструмент или закончите ход",
        "Візьміть кубик, застосуйте інструмент або завершіть хід",
    )
}

pub(super) fn where_does_the_die_go(locale: Locale) -> &'static str {
    word(
        locale,
        "Where does the die go?",
        "Куда положить кубик?",
        "Куди покласти кубик?",
    )
}

pub(super) fn die_capitalised(locale: Locale) -> &'static str {
    word(locale, "Die", "Кубик", "Кубик")
}

pub(super) fn place_the_die(locale: Locale) -> &'static str {
    word(locale, "Place the die", "Положить кубик", "Покласти кубик")
}

pub(super) fn place_or_use_a_tool(locale: Locale) -> &'static str {
    word(
        locale,
        "Place the die, or use a tool on it",
        "Положите кубик или примените к нему инструмент",
        "Покладіть кубик або застосуйте до нього інструмент",
    )
}

pub(super) fn which_die_pays_for_the_tool(locale: Locale) -> &'static str {
    word(
        locale,
        "Which die of the tool's colour do you spend?",
        "Каким кубиком цвета инструмента заплатить?",
        "Яким кубиком кольору інструмента заплатити?",
    )
}

pub(super) fn plus_one(locale: Locale) -> &'static str {
    word(locale, "+1", "+1", "+1")
}

pub(super) fn minus_one(locale: Locale) -> &'static str {
    word(locale, "−1", "−1", "−1")
}

pub(super) fn raise_or_lower_the_die(locale: Locale) -> &'static str {
    word(
        locale,
        "Raise or lower the die?",
        "Увеличить или уменьшить кубик?",
        "Збільшити чи зменшити кубик?",
    )
}

pub(super) fn swap_with_which_round(locale: Locale) -> &'static str {
    word(
        locale,
        "Swap with a die from which round?",
        "Обменять на кубик какого раунда?",
        "Обміняти на кубик якого раунду?",
    )
}

pub(super) fn which_die(locale: Locale) -> &'static str {
    word(locale, "Which die?", "Какой кубик?", "Який кубик?")
}

pub(super) fn choose_the_drawn_value(locale: Locale) -> &'static str {
    word(
        locale,
        "Choose the value of the drawn die",
        "Выберите значение вытянутого кубика",
        "Оберіть значення витягнутого кубика",
    )
}

pub(super) fn which_placed_die_moves(locale: Locale) -> &'static str {
    word(
        locale,
        "Which placed die moves?",
        "Какой кубик переложить?",
        "Який кубик перекласти?",
    )
}

pub(super) fn stop_moving(locale: Locale) -> &'static str {
    word(
        locale,
        "Stop moving",
        "Больше не двигать",
        "Більше не переміщувати",
    )
}

pub(super) fn end_turn(locale: Locale) -> &'static str {
    word(locale, "End turn", "Закончить ход", "Завершити хід")
}

pub(super) fn your_private_objective_shades_of(locale: Locale) -> &'static str {
    word(
        locale,
        "Your private objective: shades of",
        "Ваша личная цель: оттенки цвета",
        "Ваша особиста ціль: відтінки кольору",
    )
}

pub(super) fn or(locale: Locale) -> &'static str {
    word(locale, " or ", " или ", " або ")
}

// Menus and pictures alike.

pub(super) fn choose_your_window_pattern(locale: Locale) -> &'static str {
    word(
        locale,
        "Choose your window pattern",
        "Выберите витраж",
        "Оберіть візерунок вікна",
    )
}

// Pictures.

pub(super) fn pattern_chosen_shown_later(locale: Locale) -> &'static str {
    word(
        locale,
        "Pattern chosen — shown once everyone has chosen",
        "Узор выбран — откроется, когда выберут все",
        "Візерунок обрано — відкриється, коли оберуть усі",
    )
}

pub(super) fn choosing_a_pattern(locale: Locale) -> &'static str {
    word(
        locale,
        "Choosing a pattern…",
        "Выбирает витраж…",
        "Обирає візерунок…",
    )
}

pub(super) fn favor_tokens(locale: Locale) -> &'static str {
    word(
        locale,
        "Favor tokens",
        "Фишки привилегий",
        "Жетони прихильності",
    )
}

pub(super) fn in_hand_place_it(locale: Locale) -> &'static str {
    word(
        locale,
        "In hand — place it",
        "В руке — положите",
        "У руці — покладіть",
    )
}

pub(super) fn in_hand_raise_or_lower(locale: Locale) -> &'static str {
    word(
        locale,
        "In hand — raise or lower",
        "В руке — +1 или −1",
        "У руці — +1 або −1",
    )
}

pub(super) fn in_hand_swap_with_the_track(locale: Locale) -> &'static str {
    word(
        locale,
        "In hand — swap with the track",
        "В руке — обмен со счётчиком",
        "У руці — обмін із треком",
    )
}

pub(super) fn choose_the_value(locale: Locale) -> &'static str {
    word(
        locale,
        "Choose the value",
        "Выберите значение",
        "Оберіть значення",
    )
}

pub(super) fn moving_dice(locale: Locale) -> &'static str {
    word(
        locale,
        "Moving dice",
        "Перемещение кубиков",
        "Переміщення кубиків",
    )
}

pub(super) fn your_move(locale: Locale) -> &'static str {
    word(locale, "Your move", "Ваш ход", "Ваш хід")
}

pub(super) fn draft_use_a_tool_or_pass(locale: Locale) -> &'static str {
    word(
        locale,
        "draft a die, use a tool or pass",
        "возьмите кубик, инструмент или пас",
        "візьміть кубик, інструмент або пас",
    )
}

pub(super) fn private_objectives_best_counts(locale: Locale) -> &'static str {
    word(
        locale,
        "Private objectives (best counts)",
        "Личные цели (лучшая)",
        "Особисті цілі (найкраща)",
    )
}

pub(super) fn private_objective(locale: Locale) -> &'static str {
    word(locale, "Private objective", "Личная цель", "Особиста ціль")
}

pub(super) fn solo_target_heading(locale: Locale) -> &'static str {
    word(locale, "Solo target", "Нейтральный результат", "Ціль соло")
}

pub(super) fn draft_pool(locale: Locale) -> &'static str {
    word(locale, "Draft pool", "Резерв", "Запас кубиків")
}

pub(super) fn in_hand(locale: Locale) -> &'static str {
    word(locale, "In hand:", "В руке:", "У руці:")
}

pub(super) fn tool_cards(locale: Locale) -> &'static str {
    word(locale, "Tool cards", "Инструменты", "Інструменти")
}

/// Under a solo game's score sheet: "Target 17: not beaten".
pub(super) fn target_beaten(target: i32, won: bool, locale: Locale) -> String {
    let (label, verdict) = match locale {
        crate::i18n::english_words!() => ("Target", if won { "beaten" } else { "not beaten" }),
        Locale::Ru => (
            "Нейтральный результат",
            if won {
                "превзойдён"
            } else {
                "не превзойдён"
            },
        ),
        Locale::Uk => (
            "Ціль",
            if won {
                "перевершено"
            } else {
                "не перевершено"
            },
        ),
    };
    format!("{label} {target}: {verdict}")
}

pub(super) fn public_objectives(locale: Locale) -> &'static str {
    word(locale, "Public objectives", "Общие цели", "Спільні цілі")
}

pub(super) fn pattern_chosen(locale: Locale) -> &'static str {
    word(
        locale,
        "Pattern chosen ✓",
        "Витраж выбран ✓",
        "Вітраж обрано ✓",
    )
}

// The log.

pub(super) fn chooses_a_window_pattern(locale: Locale) -> &'static str {
    word(
        locale,
        "chooses a window pattern",
        "выбирает витраж",
        "обирає візерунок вікна",
    )
}

pub(super) fn patterns_revealed(locale: Locale) -> &'static str {
    word(
        locale,
        "patterns revealed",
        "витражи открыты",
        "візерунки відкрито",
    )
}

pub(super) fn drafts(locale: Locale) -> &'static str {
    word(locale, "drafts", "берёт", "бере")
}

pub(super) fn die(locale: Locale) -> &'static str {
    word(locale, "die", "кубик", "кубик")
}

pub(super) fn public_objectives_in_line(locale: Locale) -> &'static str {
    word(locale, "public objectives", "общие цели", "спільні цілі")
}

pub(super) fn paid_with(locale: Locale) -> &'static str {
    word(locale, "paid with", "оплата:", "оплата:")
}

pub(super) fn pool_re_rolled(locale: Locale) -> &'static str {
    word(
        locale,
        "pool re-rolled",
        "резерв переброшен",
        "запас перекинуто",
    )
}

pub(super) fn drawn(locale: Locale) -> &'static str {
    word(locale, "drawn:", "вытянут:", "витягнуто:")
}

pub(super) fn value_chosen(locale: Locale) -> &'static str {
    word(
        locale,
        "value chosen:",
        "выбрано значение:",
        "обрано значення:",
    )
}

pub(super) fn back_to_the_pool(locale: Locale) -> &'static str {
    word(
        locale,
        "back to the pool",
        "обратно в резерв",
        "назад у запас",
    )
}

pub(super) fn drafts_again_now(locale: Locale) -> &'static str {
    word(
        locale,
        "drafts again now",
        "берёт ещё кубик сейчас",
        "бере ще кубик зараз",
    )
}

pub(super) fn ends_the_turn(locale: Locale) -> &'static str {
    word(locale, "ends the turn", "заканчивает ход", "завершує хід")
}

pub(super) fn picks_the_die_to_move_at(locale: Locale) -> &'static str {
    word(
        locale,
        "picks the die to move at",
        "выбирает кубик для перемещения:",
        "обирає кубик для переміщення:",
    )
}

pub(super) fn stops_moving_dice(locale: Locale) -> &'static str {
    word(
        locale,
        "stops moving dice",
        "больше не перемещает кубики",
        "більше не переміщує кубики",
    )
}

// The tool cards answer.

/// What using a tool card costs now: "1 favor token", "2 favor tokens".
pub(super) fn favor_token_count(n: u8, locale: Locale) -> String {
    match (locale, n) {
        (crate::i18n::english_words!(), 1) => "1 favor token".to_string(),
        (crate::i18n::english_words!(), n) => format!("{n} favor tokens"),
        (Locale::Ru, 1) => "1 фишка".to_string(),
        (Locale::Ru, n) => format!("{n} фишки"),
        (Locale::Uk, 1) => "1 жетон".to_string(),
        (Locale::Uk, n) => format!("{n} жетони"),
    }
}

pub(super) fn tool_cards_heading(locale: Locale) -> &'static str {
    word(
        locale,
        "Tool cards",
        "Карты инструментов",
        "Карти інструментів",
    )
}

pub(super) fn used(locale: Locale) -> &'static str {
    word(locale, "used", "использован", "використано")
}

pub(super) fn costs_a_pool_die(locale: Locale) -> &'static str {
    word(
        locale,
        "costs a pool die:",
        "стоит кубик из резерва:",
        "коштує кубик із запасу:",
    )
}

pub(super) fn next_use(locale: Locale) -> &'static str {
    word(
        locale,
        "next use:",
        "следующее применение:",
        "наступне використання:",
    )
}

pub(super) fn one_tool_a_turn(locale: Locale) -> &'static str {
    word(locale, "At most one tool a turn. A moved die is never its own neighbour.", "Не больше одного инструмента за ход. Перемещаемый кубик не считается соседом самому себе.", "Не більше одного інструмента за хід. Кубик, що пересувається, не вважається сусідом самому собі.")
}

// Alt texts.

pub(super) fn draft_pool_in_line(locale: Locale) -> &'static str {
    word(locale, "draft pool", "пул кубиков", "пул кубиків")
}

pub(super) fn dice_in_the_bag(locale: Locale) -> &'static str {
    word(
        locale,
        "dice in the bag",
        "кубиков в мешке",
        "кубиків у мішку",
    )
}

pub(super) fn dice_placed(locale: Locale) -> &'static str {
    word(
        locale,
        "dice placed",
        "кубиков выложено",
        "кубиків викладено",
    )
}

pub(super) fn favor_tokens_in_line(locale: Locale) -> &'static str {
    word(
        locale,
        "favor tokens",
        "фишки привилегий",
        "жетони прихильності",
    )
}

pub(super) fn private_objective_in_line(locale: Locale) -> &'static str {
    word(locale, "private objective", "личная цель", "особиста ціль")
}

// The table at a glance (issue 50).

/// "Round order", before the round's turns in order, its starter first: the table picture's
/// caption and its alt text ("Round order: Alice, Bob, Bob, Alice").
pub(super) fn round_order(locale: Locale) -> &'static str {
    word(locale, "Round order", "Порядок ходов", "Порядок ходів")
}

/// "Round order: Alice, Bob, Bob, Alice": every turn of the round in order, the round's
/// starter first (the snake: clockwise, then back).
pub(super) fn round_order_line(order: &[Seat], names: &[String], locale: Locale) -> String {
    let who: Vec<String> = order.iter().map(|&s| seat_name(names, s, locale)).collect();
    format!("{}: {}", round_order(locale), who.join(", "))
}

/// What a finished turn did, for the table's alt text and picture: "Alice: Grozing Pliers,
/// die 6 red → B3", or "Alice passes".
pub(super) fn turn_done(last: &LastMove, names: &[String], locale: Locale) -> String {
    let name = seat_name(names, last.seat, locale);
    let done = &last.done;
    let mut parts: Vec<String> = done
        .tools
        .iter()
        .map(|&t| tool_text(locale, t).0.to_string())
        .collect();
    for (from, to) in &done.moved {
        parts.push(format!("{} → {}", cell_name(*from), cell_name(*to)));
    }
    for (cell, d) in &done.placed {
        parts.push(format!(
            "{} {} → {}",
            die(locale),
            die_label(*d, locale),
            cell_name(*cell)
        ));
    }
    // A die drafted and not placed went back to the pool (or the bag).
    for d in done.drafted.iter().skip(done.placed.len()) {
        parts.push(format!("{} {}", drafts(locale), die_label(*d, locale)));
    }
    if parts.is_empty() {
        return format!("{name} {}", crate::present::words::passes(locale));
    }
    format!("{name}: {}", parts.join(", "))
}

/// "Last move: Alice: die 5 red → B3", on the table's alt text and picture.
pub(super) fn last_move_line(last: &LastMove, names: &[String], locale: Locale) -> String {
    format!(
        "{}: {}",
        crate::present::words::last_move(locale),
        turn_done(last, names, locale)
    )
}

/// Over the tools' chips: what the number on each is.
pub(super) fn tool_cards_caption(locale: Locale) -> &'static str {
    word(
        locale,
        "Tool cards · price in favor tokens",
        "Инструменты · цена в фишках привилегий",
        "Інструменти · ціна в жетонах прихильності",
    )
}

/// Over a solo game's tools' chips: what the colour on each is.
pub(super) fn tool_cards_solo_caption(locale: Locale) -> &'static str {
    word(
        locale,
        "Tool cards · pay with a pool die of the colour",
        "Инструменты · плата: кубик этого цвета из резерва",
        "Інструменти · плата: кубик цього кольору із запасу",
    )
}

/// A tool card's price in a game of several, under the tools' heading of the reference.
pub(super) fn tool_price_rule(locale: Locale) -> &'static str {
    word(
        locale,
        "A tool costs 1 favor token, 2 once tokens lie on its card; one tool a turn at most.",
        "Инструмент стоит 1 фишку привилегий, 2 — если на его карте уже есть фишки; не больше одного за ход.",
        "Інструмент коштує 1 жетон прихильності, 2 — якщо на його карті вже є жетони; не більше одного за хід.",
    )
}
