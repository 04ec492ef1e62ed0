//! Stained Glass of Sintra at the table: take glass (source, then colour) or move the glazier
//! back, choose the strip, and on side B the piece that goes to the window when it matters.

use super::glass;
use crate::game::{Game, Seat, Viewer};
use crate::games::sintra::{
    Action, Colour, Event, Phase, Sintra, SintraOptions, SintraView, Source,
};
use crate::games::{GameKind, GameOptions};
use crate::i18n::Locale;
use crate::present::kit::RenderError;
use crate::present::{word, Choice, TableGame};

impl TableGame for Sintra {
    const KIND: GameKind = GameKind::Sintra;

    fn engine_options(options: &GameOptions) -> Option<SintraOptions> {
        match *options {
            GameOptions::Sintra { side } => Some(SintraOptions { side }),
            _ => None,
        }
    }

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
                let mut label = format!("{} ×{count}", colour_name(colour, locale));
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
                            w("Factory", "Фабрика", "Фабрика"),
                            u32::from(i) + 1
                        ),
                        &turn_prompt,
                    ),
                    Source::Centre => Choice::new("c", w("Centre", "Центр", "Центр"), &turn_prompt),
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
                if let Some(p) = preview {
                    label.push_str(&format!(
                        " ({} {}",
                        p.placed,
                        w("placed", "на полосу", "на смугу")
                    ));
                    if p.broken > 0 {
                        label.push_str(&format!(
                            ", {} {}",
                            p.broken,
                            w("broken", "разбито", "розбито")
                        ));
                    }
                    if p.completes {
                        label.push_str(&w(", completes it", ", завершает", ", завершує"));
                    }
                    label.push(')');
                }
                let prompt = match colour {
                    Some(c) => format!(
                        "{} {count} × {}",
                        w(
                            "Which strip for",
                            "На какую полосу положить",
                            "На яку смугу покласти"
                        ),
                        colour_name(c, locale)
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
                colour_name(colour, locale),
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

    fn status(&self, locale: Locale) -> String {
        let view = self.view(Viewer::Spectator);
        let mut line = format!(
            "{} {}/{}",
            word(locale, "Round", "Раунд", "Раунд"),
            view.round,
            view.rounds
        );
        if let Some(c) = view.round_colour {
            line.push_str(&format!(
                " · {} {}",
                word(locale, "round colour:", "цвет раунда:", "колір раунду:"),
                colour_name(c, locale)
            ));
        }
        line
    }

    fn table_png(
        view: &Self::View,
        names: &[String],
        locale: Locale,
    ) -> Result<Vec<u8>, RenderError> {
        super::table_png(view, names, locale)
    }

    fn board_png(
        view: &Self::View,
        seat: Seat,
        names: &[String],
        locale: Locale,
    ) -> Result<Vec<u8>, RenderError> {
        super::board_png(view, seat, names, locale)
    }
}

/// Colours are data in this game; tokens are their index.
fn colour_token(colour: Colour) -> String {
    format!("k{}", colour.0)
}

/// Colour names come from the asset, so English is the asset's name capitalised.
pub(crate) fn colour_name(colour: Colour, locale: Locale) -> String {
    let name = colour.name();
    let translated = match locale {
        Locale::En => None,
        Locale::Ru => Some(match name {
            "pink" => "Розовый",
            "orange" => "Оранжевый",
            "yellow" => "Жёлтый",
            "green" => "Зелёный",
            "blue" => "Синий",
            "red" => "Красный",
            "purple" => "Фиолетовый",
            other => other,
        }),
        Locale::Uk => Some(match name {
            "pink" => "Рожевий",
            "orange" => "Помаранчевий",
            "yellow" => "Жовтий",
            "green" => "Зелений",
            "blue" => "Синій",
            "red" => "Червоний",
            "purple" => "Фіолетовий",
            other => other,
        }),
    };
    if let Some(name) = translated {
        return name.to_string();
    }
    let mut en = name.to_string();
    if let Some(first) = en.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    en
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::games::SintraSide;
    use crate::present::menus::tests::menus_match_through_game;

    #[test]
    fn menus_reach_exactly_the_legal_actions_through_whole_games() {
        for (seed, side) in [(1, SintraSide::A), (2, SintraSide::B)] {
            let game = Sintra::new(&SintraOptions { side }, 3, seed).unwrap();
            menus_match_through_game(game, AiLevel::Easy, seed, 5);
        }
    }
}
