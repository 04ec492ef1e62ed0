//! Uzory at the table. Hands are secret, so every choice is made in the player's private panel:
//! a tile, its rotation and a cell (or a pass), then which tiles to discard; the player who
//! closes a tied frame names its scorer.

use super::{random_player, word, Choice, Image, TableGame};
use crate::game::{Game, Player, Seat, Viewer};
use crate::games::uzory::{Action, Colour, Greedy, Phase, TileId, Uzory, UzoryView};
use crate::games::{AiLevel, GameKind, GameOptions};
use crate::i18n::Locale;
use crate::render::{self, Glass, RenderError};

impl TableGame for Uzory {
    const KIND: GameKind = GameKind::Uzory;

    fn engine_options(options: &GameOptions) -> Option<()> {
        matches!(options, GameOptions::Uzory).then_some(())
    }

    fn steps(view: &UzoryView, action: &Action, locale: Locale) -> Vec<Choice> {
        let w = |en, ru| word(locale, en, ru);
        let turn_prompt = w(
            "Choose a tile from your hand, or pass",
            "Выберите плитку из руки или пас",
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
                        format!("{} {position}", w("Tile", "Плитка")),
                        &turn_prompt,
                    ),
                    Choice::new(
                        format!("r{}", rotation.degrees()),
                        format!("{}°", rotation.degrees()),
                        &w("Turn it clockwise by…", "Повернуть по часовой стрелке на…"),
                    ),
                    Choice::new(
                        format!("a{}", label.to_ascii_lowercase()),
                        label,
                        &w("Where does it go?", "Куда положить?"),
                    ),
                ]
            }
            Action::Pass => vec![Choice::new(
                "pass",
                w("Pass (swap my whole hand)", "Пас (сменить всю руку)"),
                &turn_prompt,
            )],
            Action::Award(seat) => {
                let colour = view.colours.get(seat.index()).copied();
                let choice = Choice::new(
                    format!("s{}", seat.0),
                    colour
                        .map(|c| colour_name(c, locale))
                        .unwrap_or_else(|| format!("{}", seat.0 + 1)),
                    &w(
                        "The frame is tied: who scores it?",
                        "В рамке ничья: кто получает очко?",
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
                    w("Keep my tiles", "Оставить плитки")
                } else {
                    let list: Vec<String> = positions.iter().map(|p| p.to_string()).collect();
                    format!(
                        "{} {}",
                        w("Discard tile", "Сбросить плитку"),
                        list.join(" + ")
                    )
                };
                vec![Choice::new(
                    token,
                    label,
                    &w(
                        "Discard any tiles before drawing back to three?",
                        "Сбросить плитки перед добором до трёх?",
                    ),
                )]
            }
        }
    }

    fn status(&self, locale: Locale) -> String {
        let view = self.view(Viewer::Spectator);
        let points: Vec<String> = view
            .colours
            .iter()
            .zip(&view.points)
            .map(|(c, p)| format!("{} {p}", colour_name(*c, locale)))
            .collect();
        format!(
            "{} {} · {}",
            word(locale, "Turn", "Ход"),
            view.turns + 1,
            points.join(" · ")
        )
    }

    /// The hand is secret: every choice is made privately.
    fn private_choices(&self) -> bool {
        true
    }

    fn public_images(&self, names: &[String], locale: Locale) -> Result<Vec<Image>, RenderError> {
        let view = self.view(Viewer::Spectator);
        Ok(vec![Image {
            name: "table.png",
            png: render::uzory::table_png(&view, names, locale)?,
        }])
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
                png: render::uzory::table_png_marked(&view, names, locale, &marked)?,
            },
            Image {
                name: "hand.png",
                png: render::uzory::board_png(&view, seat, names, locale)?,
            },
        ])
    }

    fn computer(level: AiLevel, seed: u64) -> Box<dyn Player<Self>> {
        match level {
            AiLevel::Easy => random_player(seed),
            AiLevel::Normal | AiLevel::Hard => Box::new(Greedy::new(seed)),
        }
    }
}

/// A tile's place in the viewer's hand, from 1 as the hand picture numbers them.
fn hand_position(view: &UzoryView, tile: TileId) -> usize {
    view.hand
        .as_ref()
        .and_then(|hand| hand.iter().position(|t| *t == tile))
        .map_or(0, |i| i + 1)
}

pub(crate) fn glass(colour: Colour) -> Glass {
    match colour {
        Colour::White => Glass::White,
        Colour::Red => Glass::Red,
        Colour::Blue => Glass::Blue,
        Colour::Green => Glass::Green,
        Colour::Yellow => Glass::Yellow,
    }
}

pub(crate) fn colour_name(colour: Colour, locale: Locale) -> String {
    let (en, ru) = match colour {
        Colour::White => ("White", "Белый"),
        Colour::Red => ("Red", "Красный"),
        Colour::Blue => ("Blue", "Синий"),
        Colour::Green => ("Green", "Зелёный"),
        Colour::Yellow => ("Yellow", "Жёлтый"),
    };
    word(locale, en, ru)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{play_out, RandomPlayer};
    use crate::play::tests::menus_match_legal_actions;

    #[test]
    fn menus_reach_exactly_the_legal_actions_through_whole_games() {
        for (seed, players) in [(1u64, 2usize), (2, 4)] {
            let mut game = Uzory::new(&(), players, seed).unwrap();
            let mut seats: Vec<Box<dyn Player<Uzory>>> = (0..players as u64)
                .map(|i| Box::new(Greedy::new(seed * 10 + i)) as Box<dyn Player<_>>)
                .collect();
            seats.push(Box::new(RandomPlayer::new(seed)));
            seats.truncate(players);
            let mut steps = 0;
            play_out(&mut game, &mut seats, 5_000, |g, _| {
                steps += 1;
                if steps % 3 == 0 {
                    menus_match_legal_actions(g);
                }
            })
            .unwrap();
            assert!(game.is_over());
        }
    }
}
