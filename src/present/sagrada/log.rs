//! Sagrada's log lines, told from a move's events: dice drafted and placed, tools and what they
//! did, rounds ending and the final scores. Secrets stay out: a pattern is never named (before
//! everybody has chosen it is secret), nor a private objective, nor the bag.

use super::words::{self, cell_name, die_label, tool_text};
use crate::game::{Game, Seat, Viewer};
use crate::games::sagrada::{public_total, Action, Cell, Die, Event, Payment, Sagrada};
use crate::i18n::{word, Locale};
use crate::present::counts::round_summary;
use crate::present::log::{join, round_begins, signed, Noun};
use crate::present::PublicCounts;
use crate::present::Tell;

impl Tell for Sagrada {
    /// The line of `seat`'s `action`, which caused `events`.
    fn tell_move(
        &self,
        seat: Seat,
        action: &Action,
        events: &[Event],
        names: &[String],
        locale: Locale,
    ) -> String {
        let w = |en, ru, uk| word(locale, en, ru, uk);
        let die = |d: &Die| die_label(*d, locale);
        let mut parts: Vec<String> = Vec::new();
        // A round that ended within this move, summed up at the end of the line.
        let mut ended: Option<u32> = None;
        for event in events {
            match event {
                Event::PatternChosen { seat: s } if *s == seat => parts.push(
                    w(
                        "chooses a window pattern",
                        "выбирает витраж",
                        "обирає візерунок вікна",
                    )
                    .to_string(),
                ),
                Event::PatternsRevealed { .. } => parts.push(
                    w("patterns revealed", "витражи открыты", "візерунки відкрито").to_string(),
                ),
                Event::RoundStarted { round, .. } => parts.push(round_begins(*round, locale)),
                Event::Drafted {
                    seat: s, die: d, ..
                } if *s == seat => {
                    parts.push(format!("{} {}", w("drafts", "берёт", "бере"), die(d)))
                }
                Event::Placed {
                    seat: s,
                    cell,
                    die: d,
                } if *s == seat => {
                    parts.push(format!(
                        "{} {} → {}",
                        w("die", "кубик", "кубик"),
                        die(d),
                        cell_name(*cell)
                    ));
                    // What the die changed on the public objectives (scored at the end, so no
                    // parenthesised points): the same figure its cell showed before the click.
                    let gain = placed_gain(self, *s, *cell);
                    if gain != 0 {
                        parts.push(format!(
                            "{} {}",
                            w("public objectives", "общие цели", "спільні цілі"),
                            signed(gain)
                        ));
                    }
                }
                Event::ToolUsed {
                    seat: s,
                    tool,
                    payment,
                } if *s == seat => {
                    let name = tool_text(locale, *tool).0;
                    parts.push(match payment {
                        Payment::Favor(n) => format!(
                            "{name} ({})",
                            Noun {
                                en: ("favor token", "favor tokens"),
                                ru: ("фишка привилегий", "фишки привилегий", "фишек привилегий"),
                                uk: (
                                    "жетон прихильності",
                                    "жетони прихильності",
                                    "жетонів прихильності"
                                ),
                            }
                            .count(usize::from(*n), locale)
                        ),
                        Payment::Die(d) => format!(
                            "{name} ({} {})",
                            w("paid with", "оплата:", "оплата:"),
                            die(d)
                        ),
                    });
                }
                Event::DieTurned { from, to } | Event::DieRerolled { from, to } => {
                    parts.push(format!("{} → {}", die(from), die(to)))
                }
                Event::PoolRerolled { .. } => parts
                    .push(w("pool re-rolled", "резерв переброшен", "запас перекинуто").to_string()),
                Event::SwappedWithTrack {
                    round,
                    given,
                    taken,
                } => parts.push(format!(
                    "{} ⇄ {} ({} {round})",
                    die(given),
                    die(taken),
                    w("round", "раунд", "раунд")
                )),
                Event::ReturnedToBag { die: d, drawn } => parts.push(format!(
                    "{} → {}, {} {}",
                    die(d),
                    w("bag", "мешок", "мішок"),
                    w("drawn:", "вытянут:", "витягнуто:"),
                    words::colour(*drawn, locale)
                )),
                Event::ValueChosen { die: d } => parts.push(format!(
                    "{} {}",
                    w("value chosen:", "выбрано значение:", "обрано значення:"),
                    die(d)
                )),
                Event::ReturnedToPool { die: d } => parts.push(format!(
                    "{} → {}",
                    die(d),
                    w("back to the pool", "обратно в резерв", "назад у запас")
                )),
                Event::Moved {
                    seat: s,
                    from,
                    to,
                    die: d,
                } if *s == seat => parts.push(format!(
                    "{} {} → {}",
                    die(d),
                    cell_name(*from),
                    cell_name(*to)
                )),
                Event::ExtraDraft { seat: s } if *s == seat => parts.push(
                    w(
                        "drafts again now",
                        "берёт ещё кубик сейчас",
                        "бере ще кубик зараз",
                    )
                    .to_string(),
                ),
                Event::TurnEnded { seat: s } if *s == seat && *action == Action::EndTurn => {
                    parts.push(w("ends the turn", "заканчивает ход", "завершує хід").to_string())
                }
                Event::RoundEnded { round, .. } => {
                    ended = Some(u32::from(*round));
                    parts.push(format!(
                        "{} {round} {}",
                        w("round", "раунд", "раунд"),
                        w("ends", "окончен", "завершено")
                    ))
                }
                // The final scores and a solo self's target are told by the result that ends the
                // last line, the same in every self (`TableGame::tell`).
                _ => {}
            }
        }
        if let Some(round) = ended.filter(|_| !self.is_over()) {
            // Public objectives, favour tokens and empty cells so far: private objectives are secret.
            let view = self.view(Viewer::Spectator);
            parts.push(round_summary(
                &Self::counts(&view, locale),
                round,
                names,
                locale,
            ));
        }
        if parts.is_empty() {
            parts.push(match action {
                Action::PickDie(cell) => format!(
                    "{} {}",
                    w(
                        "picks the die to move at",
                        "выбирает кубик для перемещения:",
                        "обирає кубик для переміщення:"
                    ),
                    cell_name(*cell)
                ),
                Action::StopMoving => w(
                    "stops moving dice",
                    "больше не перемещает кубики",
                    "більше не переміщує кубики",
                )
                .to_string(),
                _ => w("moves", "ходит", "ходить").to_string(),
            });
        }
        join(parts)
    }
}

/// The public-objective points the die now on `cell` of `seat`'s window brings, as the
/// spectator sees the window.
fn placed_gain(game: &Sagrada, seat: Seat, cell: Cell) -> i32 {
    let view = game.view(Viewer::Spectator);
    let Some(window) = view.seats.get(seat.index()).and_then(|s| s.window.as_ref()) else {
        return 0;
    };
    public_total(&view.publics, window) - public_total(&view.publics, &window.without(cell))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::sagrada::{Cell, Color, SagradaOptions, Tool, Value};

    fn die(color: Color, value: u8) -> Die {
        Die::new(color, Value::new(value).unwrap())
    }

    fn told(action: Action, events: &[Event], locale: Locale) -> String {
        let game = Sagrada::new(&SagradaOptions::default(), 2, 1).unwrap();
        let names = vec!["Alice".to_string(), "Bob".to_string()];
        game.tell_move(Seat(0), &action, events, &names, locale)
    }

    #[test]
    fn a_placed_die_names_its_cell() {
        let cell = Cell::new(2, 1).unwrap();
        let events = [Event::Placed {
            seat: Seat(0),
            cell,
            die: die(Color::Red, 5),
        }];
        assert_eq!(
            told(Action::Place(cell), &events, Locale::En),
            "die 5 red → B3"
        );
        assert_eq!(
            told(Action::Place(cell), &events, Locale::Uk),
            "кубик 5 червоний → B3"
        );
    }

    /// The rulebook's Grozing Pliers: one favor token turns a drafted 5 into a 6.
    #[test]
    fn a_tool_tells_its_price_and_what_it_did() {
        let events = [
            Event::ToolUsed {
                seat: Seat(0),
                tool: Tool::GrozingPliers,
                payment: Payment::Favor(1),
            },
            Event::DieTurned {
                from: die(Color::Red, 5),
                to: die(Color::Red, 6),
            },
        ];
        let action = Action::UseTool {
            slot: 0,
            pay_with: None,
        };
        assert_eq!(
            told(action, &events, Locale::En),
            "Grozing Pliers (1 favor token) · 5 red → 6 red"
        );
        assert_eq!(
            told(action, &events, Locale::Ru),
            "Щипцы (1 фишка привилегий) · 5 красный → 6 красный"
        );
    }

    #[test]
    fn choosing_a_pattern_keeps_it_secret() {
        let events = [Event::PatternChosen { seat: Seat(0) }];
        let line = told(
            Action::ChoosePattern(crate::games::sagrada::PatternId(1)),
            &events,
            Locale::En,
        );
        assert_eq!(line, "chooses a window pattern");
    }
}
