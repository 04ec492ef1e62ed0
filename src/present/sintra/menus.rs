//! Stained Glass of Sintra at the table: take glass (source, then colour) or move the glazier
//! back, choose the strip, and on side B the piece that goes to the window when it matters.

use super::glass;
use super::words::colour_label;
use crate::game::{Game, Seat, Viewer};
use crate::games::sintra::{Action, Colour, Event, Phase, Sintra, SintraView, Source};
use crate::i18n::Locale;
use crate::present::kit::{Palette, RenderError};
use crate::present::{word, Choice, TableGame};

impl TableGame for Sintra {
    fn steps(view: &SintraView, action: &Action, locale: Locale) -> Vec<Choice> {
        let w = |en, ru, uk| word(locale, en, ru, uk);
        let turn_prompt = w(
            "Take glass from a factory or the centre, or move the glazier back",
            "Возьмите стекло с фабрики или из центра, или верните стекольщика",
            "Візьміть скло з фабрики чи з центру або поверніть скляра",
        );
        match *action {
            Action::Take { source, colour } => {
                let count = view.count_at(source, colour);
                let mut label = format!("{} ×{count}", colour_label(colour, locale));
                if view.takes_start_marker(source) {
                    label.push_str(&w(
                        " + start marker",
                        " + маркер первого",
                        " + маркер першого",
                    ));
                }
                let source = match source {
                    Source::Factory(i) => Choice::new(
                        format!("f{}", u32::from(i) + 1),
                        format!(
                            "{} {}",
                            crate::present::words::factory(locale),
                            u32::from(i) + 1
                        ),
                        &turn_prompt,
                    ),
                    Source::Centre => {
                        Choice::new("c", crate::present::words::centre(locale), &turn_prompt)
                    }
                };
                vec![
                    source,
                    Choice::new(
                        colour_token(colour),
                        label,
                        &w("Which colour?", "Какой цвет?", "Який колір?"),
                    )
                    .coloured(glass(colour)),
                ]
            }
            Action::ResetGlazier => vec![Choice::new(
                "reset",
                w(
                    "Move the glazier back",
                    "Вернуть стекольщика",
                    "Повернути скляра",
                ),
                &turn_prompt,
            )],
            Action::Place { strip } => {
                let (colour, count) = match view.phase {
                    Phase::Place { colour, count, .. } => (Some(colour), usize::from(count)),
                    _ => (None, 0),
                };
                let preview = match (view.viewer, colour) {
                    (Some(seat), Some(colour)) => {
                        view.preview(seat, usize::from(strip), colour, count)
                    }
                    _ => None,
                };
                let mut label =
                    format!("{} {}", w("Strip", "Полоса", "Смуга"), u32::from(strip) + 1);
                // Within a phone's 38 characters: "Strip 8: 2 in, 1 broken, completes".
                if let Some(p) = preview {
                    label.push_str(&format!(": {} {}", p.placed, w("in", "шт.", "шт.")));
                    if p.broken > 0 {
                        label.push_str(&format!(
                            ", {} {}",
                            p.broken,
                            w("broken", "разбито", "розбито")
                        ));
                    }
                    if p.completes {
                        label.push_str(&w(", completes", ", завершит", ", завершить"));
                    }
                }
                let prompt = match colour {
                    Some(c) => format!(
                        "{} {count} × {}",
                        w(
                            "Which strip for",
                            "На какую полосу положить",
                            "На яку смугу покласти"
                        ),
                        colour_label(c, locale)
                    ),
                    None => w("Which strip?", "Какая полоса?", "Яка смуга?"),
                };
                vec![Choice::new(
                    format!("p{}", u32::from(strip) + 1),
                    label,
                    &prompt,
                )]
            }
            Action::ToWindow { colour } => vec![Choice::new(
                format!("w{}", colour_token(colour)),
                colour_label(colour, locale),
                &w(
                    "Which piece goes into the window?",
                    "Какое стекло идёт в окно?",
                    "Яке скло йде у вікно?",
                ),
            )
            .coloured(glass(colour))],
        }
    }

    fn tell(
        &self,
        seat: Seat,
        action: &Action,
        events: &[Event],
        names: &[String],
        locale: Locale,
    ) -> String {
        super::log::tell(self, seat, action, events, names, locale)
    }

    fn counts(view: &SintraView, locale: Locale) -> crate::present::counts::Counts {
        super::counts::counts(view, locale)
    }

    fn status(&self, _names: &[String], locale: Locale) -> String {
        let view = self.view(Viewer::Spectator);
        let mut line = format!(
            "{} {}/{}",
            crate::present::words::round(locale),
            view.round,
            view.rounds
        );
        if let Some(c) = view.round_colour {
            line.push_str(&format!(
                " · {} {}",
                word(locale, "round colour:", "цвет раунда:", "колір раунду:"),
                colour_label(c, locale)
            ));
        }
        line
    }

    fn table_alt(view: &Self::View, names: &[String], locale: Locale) -> String {
        super::alt::table(view, names, locale)
    }

    fn board_alt(view: &Self::View, seat: Seat, names: &[String], locale: Locale) -> String {
        super::alt::board(view, seat, names, locale)
    }

    /// The shared table everybody sees.
    fn draw_table(
        view: &Self::View,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Vec<u8>, RenderError> {
        super::table::draw(view, names, locale, palette)?.to_png()
    }

    /// One player's own board, with that player's secrets when the view is theirs.
    fn draw_board(
        view: &Self::View,
        seat: Seat,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Vec<u8>, RenderError> {
        super::board::draw(view, seat, names, locale, palette)?.to_png()
    }
}

/// Colours are data in this game; tokens are their index.
fn colour_token(colour: Colour) -> String {
    format!("k{}", colour.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::games::sintra::SintraOptions;
    use crate::games::SintraSide;
    use crate::present::menus::tests::menus_match_through_game;

    #[test]
    fn menus_reach_exactly_the_legal_actions_through_whole_games() {
        for (seed, side) in [(1, SintraSide::A), (2, SintraSide::B)] {
            let game = Sintra::new(&SintraOptions::new(side), 3, seed).unwrap();
            menus_match_through_game(game, AiLevel::Easy, seed, 5);
        }
    }
}
