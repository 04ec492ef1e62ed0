//! Each tool card's full text (issue 37): the table shows a card's name and a one-line reminder;
//! the "🛠 Tools" answer (the cards in play, with what using each costs now) and `/help sagrada`
//! (all twelve) tell the whole card. The words follow the game's other words ("pool", "round
//! track"), and the rules the engine applies (our readings are in the help page).
//!
//! This file is Sagrada's words file for its tool cards: each card's rules text is data, a table
//! of the three languages side by side per tool ([`rules`]), kept here beside the cards rather
//! than in `words.rs`. The answer's other words (its heading, "next use:", the costs) are in
//! `words.rs` with the game's other phrases.

use super::words::{self, colour, tool_text};
use crate::games::sagrada::{SagradaView, Tool};
use crate::i18n::Locale;

/// What a tool card does, in full.
pub fn rules(locale: Locale, tool: Tool) -> &'static str {
    let (en, ru, uk) = match tool {
        Tool::GrozingPliers => (
            "After drafting, add 1 to the drafted die or take 1 from it. A 1 may not become a 6, nor a 6 a 1.",
            "Взяв кубик, увеличьте или уменьшите его значение на 1. 1 нельзя превратить в 6, а 6 — в 1.",
            "Узявши кубик, збільште або зменште його значення на 1. 1 не можна перетворити на 6, а 6 — на 1.",
        ),
        Tool::EglomiseBrush => (
            "Move any one die in your window, ignoring colour cells. Every other placement rule holds.",
            "Переместите любой кубик в своём витраже, не учитывая цвет клеток. Все остальные правила размещения действуют.",
            "Пересуньте будь-який кубик у своєму вітражі, не зважаючи на колір клітинок. Усі інші правила розміщення діють.",
        ),
        Tool::CopperFoilBurnisher => (
            "Move any one die in your window, ignoring number cells. Every other placement rule holds.",
            "Переместите любой кубик в своём витраже, не учитывая числа в ячейках. Все остальные правила размещения действуют.",
            "Пересуньте будь-який кубик у своєму вітражі, не зважаючи на числа на клітинках. Усі інші правила розміщення діють.",
        ),
        Tool::Lathekin => (
            "Move exactly two dice in your window, obeying every placement rule.",
            "Переместите ровно два кубика в своём витраже, соблюдая все правила размещения.",
            "Пересуньте рівно два кубики у своєму вітражі, дотримуючись усіх правил розміщення.",
        ),
        Tool::LensCutter => (
            "After drafting, swap the drafted die with a die on the round track.",
            "Взяв кубик, поменяйте его на кубик со счётчика раундов.",
            "Узявши кубик, обміняйте його на кубик із треку раундів.",
        ),
        Tool::FluxBrush => (
            "After drafting, re-roll the drafted die. If it then cannot be placed, it goes back to the pool.",
            "Взяв кубик, перебросьте его. Если его теперь нельзя разместить, он возвращается в резерв.",
            "Узявши кубик, перекиньте його. Якщо його тепер не можна розмістити, він повертається в запас.",
        ),
        Tool::GlazingHammer => (
            "Re-roll every die in the pool. Only on your second turn of the round, before drafting.",
            "Перебросьте все кубики резерва. Только во втором ходу раунда, до того как взять кубик.",
            "Перекиньте всі кубики запасу. Лише у другому ході раунду, перш ніж узяти кубик.",
        ),
        Tool::RunningPliers => (
            "On your first turn of the round, draft and place a second die right away. You skip your second turn of the round.",
            "В первом ходу раунда сразу возьмите и разместите второй кубик. Свой второй ход в этом раунде вы пропускаете.",
            "У першому ході раунду одразу візьміть і розмістіть другий кубик. Свій другий хід у цьому раунді ви пропускаєте.",
        ),
        Tool::CorkBackedStraightedge => (
            "After drafting, place the die on a cell with no die next to it, diagonally either. Every other placement rule holds.",
            "Взяв кубик, положите его в ячейку, рядом с которой нет ни одного кубика, и по диагонали тоже. Все остальные правила размещения действуют.",
            "Узявши кубик, покладіть його в клітинку, поруч із якою немає жодного кубика, і по діагоналі теж. Усі інші правила розміщення діють.",
        ),
        Tool::GrindingStone => (
            "After drafting, flip the die to its opposite face: 6 becomes 1, 5 becomes 2, 4 becomes 3.",
            "Взяв кубик, переверните его противоположной гранью вверх: 6 станет 1, 5 — 2, 4 — 3.",
            "Узявши кубик, переверніть його протилежною гранню догори: 6 стане 1, 5 — 2, 4 — 3.",
        ),
        Tool::FluxRemover => (
            "After drafting, put the die back in the bag and draw another. Choose its value and place it, or return it to the pool.",
            "Взяв кубик, верните его в мешок и вытяните другой. Выберите его значение и разместите его или верните в резерв.",
            "Узявши кубик, поверніть його в мішок і витягніть інший. Оберіть його значення й розмістіть його або поверніть у запас.",
        ),
        Tool::TapWheel => (
            "Move up to two dice of one colour, a colour of a die on the round track, obeying every placement rule.",
            "Переместите до двух кубиков одного цвета, такого же, как у кубика на счётчике раундов, соблюдая все правила размещения.",
            "Пересуньте до двох кубиків одного кольору, такого самого, як у кубика на треку раундів, дотримуючись усіх правил розміщення.",
        ),
    };
    match locale {
        crate::i18n::english_words!() => en,
        Locale::Ru => ru,
        Locale::Uk => uk,
    }
}

/// "**1 · Grozing Pliers** (purple)", then the card's text on the next line.
fn card(locale: Locale, tool: Tool, cost: Option<String>) -> String {
    let (name, _) = tool_text(locale, tool);
    let cost = cost.map(|c| format!(" · {c}")).unwrap_or_default();
    format!(
        "**{} · {name}** ({}){cost}\n{}",
        tool.number(),
        colour(tool.color(), locale),
        rules(locale, tool)
    )
}

/// The "🛠 Tools" answer: the tool cards of this game, each with its full text and what using
/// it costs now (favour tokens, or in solo the die it takes and whether it was used).
pub fn in_play(view: &SagradaView, locale: Locale) -> String {
    let solo = view.solo.is_some();
    let mut lines = vec![format!("🛠 **{}**", words::tool_cards_heading(locale))];
    for t in &view.tools {
        let cost = if solo && t.spent {
            words::used(locale).to_string()
        } else if solo {
            format!(
                "{} {}",
                words::costs_a_pool_die(locale),
                colour(t.color, locale)
            )
        } else {
            format!(
                "{} {}",
                words::next_use(locale),
                words::favor_token_count(t.cost, locale)
            )
        };
        lines.push(card(locale, t.tool, Some(cost)));
    }
    lines.push(words::one_tool_a_turn(locale).to_string());
    lines.join("\n\n")
}

/// Every tool card with its full text, for `/help sagrada`.
pub fn all(locale: Locale) -> String {
    Tool::ALL
        .iter()
        .map(|&tool| card(locale, tool, None))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tool_card_is_told_whole_in_every_language() {
        for locale in Locale::ALL {
            let text = all(locale);
            for tool in Tool::ALL {
                let (name, reminder) = tool_text(locale, tool);
                assert!(text.contains(name), "{locale:?} {tool:?}");
                assert!(
                    rules(locale, tool).len() > reminder.len(),
                    "{locale:?} {tool:?}"
                );
            }
            assert!(text.chars().count() <= 4_096, "{locale:?}");
        }
    }
}
