//! Uzory at the table. Hands are secret, so every choice is made in the player's private panel:
//! a tile, its rotation and a cell (or a pass), then which tiles to discard; the player who
//! closes a tied frame names its scorer.

use super::glass;
use super::words::colour_label;
use crate::game::{Game, Seat, Viewer};
use crate::games::uzory::{Action, Event, Phase, TileId, Uzory, UzoryView};
use crate::i18n::Locale;
use crate::present::kit::RenderError;
use crate::present::{word, Choice, Image, TableGame};

impl TableGame for Uzory {
    fn steps(view: &UzoryView, action: &Action, locale: Locale) -> Vec<Choice> {
        let w = |en, ru, uk| word(locale, en, ru, uk);
        let turn_prompt = w(
            "Choose a tile from your hand, or pass",
            "Выберите плитку из руки или пас",
            "Оберіть плитку з руки або пас",
        );
        match action {
            Action::Place {
                tile,
                rotation,
                cell,
            } => {
                let position = hand_position(view, *tile);
                let label = view.field.label(*cell).unwrap_or_else(|| "?".to_string());
                vec![
                    Choice::new(
                        format!("t{position}"),
                        format!("{} {position}", w("Tile", "Плитка", "Плитка")),
                        &turn_prompt,
                    ),
                    Choice::new(
                        format!("r{}", rotation.degrees()),
                        format!("{}°", rotation.degrees()),
                        &w(
                            "Turn it clockwise by…",
                            "Повернуть по часовой стрелке на…",
                            "Повернути за годинниковою стрілкою на…",
                        ),
                    ),
                    Choice::new(
                        format!("a{}", label.to_ascii_lowercase()),
                        label,
                        &w("Where does it go?", "Куда положить?", "Куди покласти?"),
                    ),
                ]
            }
            Action::Pass => vec![Choice::new(
                "pass",
                w(
                    "Pass (swap my whole hand)",
                    "Пас (сменить всю руку)",
                    "Пас (замінити всю руку)",
                ),
                &turn_prompt,
            )],
            Action::Award(seat) => {
                let colour = view.colours.get(seat.index()).copied();
                let choice = Choice::new(
                    format!("s{}", seat.0),
                    colour
                        .map(|c| colour_label(c, locale))
                        .unwrap_or_else(|| format!("{}", seat.0 + 1)),
                    &w(
                        "The frame is tied: who scores it?",
                        "В рамке ничья: кто получает очко?",
                        "У рамці нічия: хто отримує очко?",
                    ),
                );
                match colour {
                    Some(c) => vec![choice.coloured(glass(c))],
                    None => vec![choice],
                }
            }
            Action::Discard(tiles) => {
                let positions: Vec<usize> = tiles.iter().map(|t| hand_position(view, *t)).collect();
                let token = if positions.is_empty() {
                    "keep".to_string()
                } else {
                    let digits: String = positions.iter().map(|p| p.to_string()).collect();
                    format!("d{digits}")
                };
                let label = if positions.is_empty() {
                    w("Keep my tiles", "Оставить плитки", "Залишити плитки")
                } else {
                    let list: Vec<String> = positions.iter().map(|p| p.to_string()).collect();
                    format!(
                        "{} {}",
                        w("Discard tile", "Сбросить плитку", "Скинути плитку"),
                        list.join(" + ")
                    )
                };
                vec![Choice::new(
                    token,
                    label,
                    &w(
                        "Discard any tiles before drawing back to three?",
                        "Сбросить плитки перед добором до трёх?",
                        "Скинути плитки перед добором до трьох?",
                    ),
                )]
            }
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

    fn counts(view: &UzoryView, locale: Locale) -> crate::present::counts::Counts {
        super::counts::counts(view, locale)
    }

    fn status(&self, _names: &[String], locale: Locale) -> String {
        let view = self.view(Viewer::Spectator);
        let points: Vec<String> = view
            .colours
            .iter()
            .zip(&view.points)
            .map(|(c, p)| format!("{} {p}", colour_label(*c, locale)))
            .collect();
        format!(
            "{} {} · {}",
            word(locale, "Turn", "Ход", "Хід"),
            view.turns + 1,
            points.join(" · ")
        )
    }

    /// The hand is secret: every choice is made privately.
    fn private_choices(&self) -> bool {
        true
    }

    /// The shared table everybody sees. Never shows any hand, whoever's view it is.
    fn table_png(
        view: &Self::View,
        names: &[String],
        locale: Locale,
    ) -> Result<Vec<u8>, RenderError> {
        super::table::draw(view, names, locale, &[])?.to_png()
    }

    /// The hand, with every tile in its four rotations.
    fn board_png(
        view: &Self::View,
        seat: Seat,
        names: &[String],
        locale: Locale,
    ) -> Result<Vec<u8>, RenderError> {
        super::hand::draw(view, seat, names, locale)?.to_png()
    }

    /// The table alone: the mover's board is a secret hand.
    fn shows_mover_board(&self) -> bool {
        false
    }

    fn private_images(
        &self,
        seat: Seat,
        names: &[String],
        locale: Locale,
    ) -> Result<Vec<Image>, RenderError> {
        let view = self.view(Viewer::Seat(seat));
        let marked = match view.phase {
            Phase::Turn { seat: s } if s == seat => view.legal_cells.clone(),
            _ => Vec::new(),
        };
        Ok(vec![
            Image {
                name: "table.png",
                png: super::table::draw(&view, names, locale, &marked)?.to_png()?,
                alt: None,
            },
            Image {
                name: "hand.png",
                png: Self::board_png(&view, seat, names, locale)?,
                alt: None,
            },
        ])
    }
}

/// A tile's place in the viewer's hand, from 1 as the hand picture numbers them.
fn hand_position(view: &UzoryView, tile: TileId) -> usize {
    view.hand
        .as_ref()
        .and_then(|hand| hand.iter().position(|t| *t == tile))
        .map_or(0, |i| i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::present::menus::tests::menus_match_through_game;

    /// Greedy players, which close frames (and tied ones) far more often than random ones.
    #[test]
    fn menus_reach_exactly_the_legal_actions_through_whole_games() {
        for (seed, players) in [(1, 2), (2, 4)] {
            let game = Uzory::new(&(), players, seed).unwrap();
            menus_match_through_game(game, AiLevel::Normal, seed, 3);
        }
    }
}
