//! Each tool card's full text (issue 37): the table shows a card's name and a one-line reminder;
//! the "🛠 Tools" answer (the cards in play, with what using each costs now) and `/help sagrada`
//! (all twelve) tell the whole card. The words follow the game's other words ("pool", "round
//! track"), and the rules the engine applies (our readings are in the help page).
//!
//! Each card's words (name, reminder, rules text) are in Sagrada's Fluent files
//! (`sagrada-tool-*`); this file puts them together into the answer and the help page.

use super::words::{self, colour, tool_text, tool_words};
use crate::games::sagrada::{SagradaView, Tool};
use crate::i18n::Locale;

/// What a tool card does, in full.
pub fn rules(locale: Locale, tool: Tool) -> &'static str {
    tool_words(locale, tool)[2]
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
