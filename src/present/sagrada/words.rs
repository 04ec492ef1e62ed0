//! Sagrada's vocabulary, used by its menus and its pictures alike: colour names, the private
//! objective, tool cards and public objectives.

use crate::game::Seat;
use crate::games::sagrada::{Cell, Color, Die, PhaseView, PublicObjective, SagradaView, Tool};
use crate::i18n::{word, Locale};
use crate::present::kit::seat_name;

/// The name of a line of the final score sheet, for this game's keys ("sagrada.favor",
/// "sagrada.public.row-color-variety").
pub(super) fn score_item(key: &str, locale: Locale) -> Option<String> {
    let key = key.strip_prefix("sagrada.")?;
    if let Some(objective) = key.strip_prefix("public.") {
        return Some(match locale {
            // English names the objective by its key, word by word.
            Locale::En => objective
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
        "empty" => ("Empty cells", "Пустые ячейки", "Порожні клітинки"),
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
                "{}: {}  ·  {} {}/{}",
                word(locale, "Turn", "Ходит", "Ходить"),
                seat_name(names, seat, locale),
                word(locale, "turn", "ход", "хід"),
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
        Locale::En => en,
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
        Locale::En => (en, en_how, points),
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
