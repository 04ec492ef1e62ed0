//! Summer Pavilion at the table: take tiles (source, then colour), place them (star, colour,
//! space, then wilds when that is a real choice), pass and keep, pick bonus tiles.

use super::glass;
use super::words::{self, colour_label};
use crate::game::{Game, Seat, Viewer};
use crate::games::summer_pavilion::{
    Action, Colour, Event, PavilionView, Phase, Source, Space, Star, SummerPavilion,
};
use crate::games::PavilionSide;
use crate::i18n::Locale;
use crate::present::kit::RenderError;
use crate::present::{word, Choice, TableGame};

impl TableGame for SummerPavilion {
    fn steps(view: &PavilionView, action: &Action, locale: Locale) -> Vec<Choice> {
        let w = |en, ru, uk| word(locale, en, ru, uk);
        match *action {
            Action::Take { source, colour } => {
                let (count, with_wild) = view
                    .take_preview(source, colour)
                    .map(|(t, _)| (t.count, t.with_wild))
                    .unwrap_or((0, false));
                let mut label = format!("{} ×{count}", colour_label(colour, locale));
                if with_wild {
                    label.push_str(&w(" + wild", " + джокер", " + джокер"));
                }
                vec![
                    source_choice(
                        source,
                        &w("Take tiles from…", "Взять плитки из…", "Взяти плитки з…"),
                        locale,
                    ),
                    Choice::new(
                        colour_token(colour),
                        label,
                        &w("Which colour?", "Какой цвет?", "Який колір?"),
                    )
                    .coloured(glass(colour)),
                ]
            }
            Action::Place {
                star,
                space,
                colour,
                wilds,
            } => {
                let mut steps = vec![
                    star_choice(view, star, locale),
                    Choice::new(
                        colour_token(colour),
                        colour_label(colour, locale),
                        &w(
                            "Which colour to place?",
                            "Какой цвет положить?",
                            "Який колір покласти?",
                        ),
                    )
                    .coloured(glass(colour)),
                    space_choice(view, star, space, locale),
                ];
                if view.legal_wilds(star, space, colour).len() > 1 {
                    steps.push(Choice::new(
                        format!("w{wilds}"),
                        match wilds {
                            0 => w("No wilds", "Без джокеров", "Без джокерів"),
                            n => format!("{} {n}", w("Wilds:", "Джокеров:", "Джокерів:")),
                        },
                        &w(
                            "How many wilds to spend?",
                            "Сколько джокеров потратить?",
                            "Скільки джокерів витратити?",
                        ),
                    ));
                }
                steps
            }
            Action::Pass => vec![Choice::new(
                "pass",
                w(
                    "Pass (end my round)",
                    "Пас (закончить раунд)",
                    "Пас (завершити раунд)",
                ),
                &w(
                    "Choose a star, or pass",
                    "Выберите звезду или пас",
                    "Оберіть зірку або пас",
                ),
            )],
            Action::Keep { colour } => vec![Choice::new(
                format!("k{}", colour_token(colour)),
                format!(
                    "{} {}",
                    w("Keep", "Оставить", "Залишити"),
                    words::colour_feminine_object(colour, locale)
                ),
                &w(
                    "Keep up to 4 tiles for the next round",
                    "Оставьте до 4 плиток на следующий раунд",
                    "Залиште до 4 плиток на наступний раунд",
                ),
            )
            .coloured(glass(colour))],
            Action::DiscardRest => vec![Choice::new(
                "done",
                w("Discard the rest", "Сбросить остальные", "Скинути решту"),
                &w(
                    "Keep up to 4 tiles for the next round",
                    "Оставьте до 4 плиток на следующий раунд",
                    "Залиште до 4 плиток на наступний раунд",
                ),
            )],
            Action::Bonus { colour } => vec![Choice::new(
                format!("b{}", colour_token(colour)),
                colour_label(colour, locale),
                &w(
                    "Take a bonus tile from the supply",
                    "Возьмите бонусную плитку из запаса",
                    "Візьміть бонусну плитку із запасу",
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

    fn status(&self, _names: &[String], locale: Locale) -> String {
        let view = self.view(Viewer::Spectator);
        let w = |en, ru, uk| word(locale, en, ru, uk);
        let step = match view.phase {
            Phase::Acquire { .. } => w("taking tiles", "набор плиток", "набір плиток"),
            Phase::Place { .. } => w("placing tiles", "выкладка плиток", "викладання плиток"),
            Phase::Bonus { remaining, .. } => {
                format!(
                    "{} ({remaining})",
                    w("bonus tiles", "бонусные плитки", "бонусні плитки")
                )
            }
            Phase::Keep { .. } => w(
                "keeping tiles",
                "выбор плиток на потом",
                "вибір плиток на потім",
            ),
            Phase::Over => crate::present::words::game_over_in_line(locale).to_string(),
        };
        format!(
            "{} {}/{} · {} {} · {step}",
            crate::present::words::round(locale),
            view.round,
            view.rounds,
            w("wild:", "джокер:", "джокер:"),
            colour_label(view.wild, locale),
        )
    }

    /// The shared table everybody sees.
    fn table_png(
        view: &Self::View,
        names: &[String],
        locale: Locale,
    ) -> Result<Vec<u8>, RenderError> {
        super::table::draw(view, names, locale)?.to_png()
    }

    /// One player's own board. Summer Pavilion has no secrets, so any viewer sees the same.
    fn board_png(
        view: &Self::View,
        seat: Seat,
        names: &[String],
        locale: Locale,
    ) -> Result<Vec<u8>, RenderError> {
        super::board::draw(view, seat, names, locale)?.to_png()
    }
}

pub(super) fn source_choice(source: Source, prompt: &str, locale: Locale) -> Choice {
    let token = match source {
        Source::Factory(i) => format!("f{}", u32::from(i) + 1),
        Source::Centre => "c".to_string(),
    };
    Choice::new(token, words::source_name(source, locale), prompt)
}

pub(super) fn star_choice(view: &PavilionView, star: Star, locale: Locale) -> Choice {
    let prompt = word(
        locale,
        "Choose a star, or pass",
        "Выберите звезду или пас",
        "Оберіть зірку або пас",
    );
    let label = words::star_name(view, star, locale);
    let choice = Choice::new(format!("s{}", star.0), label, &prompt);
    match (view.options.side, star.printed_colour()) {
        (PavilionSide::Coloured, Some(c)) => choice.coloured(glass(c)),
        _ => choice,
    }
}

fn space_choice(view: &PavilionView, star: Star, space: Space, locale: Locale) -> Choice {
    let points = view
        .viewer
        .map(|seat| view.placement_preview(seat, star, space))
        .map(|p| p.points)
        .unwrap_or(0);
    Choice::new(
        format!("p{}", space.0),
        format!(
            "{} (+{points} {})",
            words::space_name(view.options.side, star, space, locale),
            word(locale, "pts", "оч.", "оч.")
        ),
        &word(
            locale,
            "Which space? (the number printed on it is its cost)",
            "Какая клетка? (напечатанное число = стоимость)",
            "Яка клітинка? (надрукована цифра = вартість)",
        ),
    )
}

fn colour_token(colour: Colour) -> &'static str {
    match colour {
        Colour::Purple => "pu",
        Colour::Green => "gr",
        Colour::Orange => "or",
        Colour::Yellow => "ye",
        Colour::Blue => "bl",
        Colour::Red => "re",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::games::summer_pavilion::PavilionOptions;
    use crate::games::WildOrder;
    use crate::present::menus::tests::menus_match_through_game;

    #[test]
    fn menus_reach_exactly_the_legal_actions_through_whole_games() {
        for (seed, side) in [(1, PavilionSide::Coloured), (2, PavilionSide::Beige)] {
            let options = PavilionOptions {
                side,
                wilds: WildOrder::Normal,
            };
            let game = SummerPavilion::new(&options, 3, seed).unwrap();
            menus_match_through_game(game, AiLevel::Easy, seed, 7);
        }
    }
}
