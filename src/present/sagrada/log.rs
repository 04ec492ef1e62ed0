//! Sagrada's log lines, told from a move's events: dice drafted and placed, tools and what they
//! did, rounds ending and the final scores. Secrets stay out: a pattern is never named (before
//! everybody has chosen it is secret), nor a private objective, nor the bag.

use super::words::{self, cell_name, die_label, tool_text};
use crate::game::{Game, Seat, Viewer};
use crate::games::sagrada::{public_total, Action, Cell, Die, Event, Payment, Sagrada};
use crate::i18n::Locale;
use crate::present::log::{after_round, join, round_ends, signed, Move};
use crate::present::words::round_begins;
use crate::present::Tell;

impl Tell for Sagrada {
    /// The line of `seat`'s `action`, which caused `events`.
    fn tell_move(&self, played: &Move<'_, Self>, names: &[String], locale: Locale) -> String {
        let (seat, action, events) = (played.seat, played.action, played.events);
        let die = |d: &Die| die_label(*d, locale);
        let mut parts: Vec<String> = Vec::new();
        // A round that ended within this move, summed up at the end of the line.
        let mut ended: Option<u32> = None;
        for event in events {
            match event {
                Event::PatternChosen { seat: s } if *s == seat => {
                    parts.push(words::chooses_a_window_pattern(locale).to_string())
                }
                Event::PatternsRevealed { .. } => {
                    parts.push(words::patterns_revealed(locale).to_string())
                }
                Event::RoundStarted { round, .. } => parts.push(round_begins(*round, locale)),
                Event::Drafted {
                    seat: s, die: d, ..
                } if *s == seat => parts.push(format!("{} {}", words::drafts(locale), die(d))),
                Event::Placed {
                    seat: s,
                    cell,
                    die: d,
                } if *s == seat => {
                    parts.push(format!(
                        "{} {} → {}",
                        words::die(locale),
                        die(d),
                        cell_name(*cell)
                    ));
                    // What the die changed on the public objectives (scored at the end, so no
                    // parenthesised points): the same figure its cell showed before the click.
                    let gain = placed_gain(self, *s, *cell);
                    if gain != 0 {
                        parts.push(format!(
                            "{} {}",
                            words::public_objectives_in_line(locale),
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
                        Payment::Favor(n) => {
                            format!("{name} ({})", words::favor_tokens_paid(*n, locale))
                        }
                        Payment::Die(d) => {
                            format!("{name} ({} {})", words::paid_with(locale), die(d))
                        }
                    });
                }
                Event::DieTurned { from, to } | Event::DieRerolled { from, to } => {
                    parts.push(format!("{} → {}", die(from), die(to)))
                }
                Event::PoolRerolled { .. } => parts.push(words::pool_re_rolled(locale).to_string()),
                Event::SwappedWithTrack {
                    round,
                    given,
                    taken,
                } => parts.push(format!(
                    "{} ⇄ {} ({} {round})",
                    die(given),
                    die(taken),
                    crate::present::words::round_in_line(locale)
                )),
                Event::ReturnedToBag { die: d, drawn } => parts.push(format!(
                    "{} → {}, {} {}",
                    die(d),
                    crate::present::words::bag_in_line(locale),
                    words::drawn(locale),
                    words::colour(*drawn, locale)
                )),
                Event::ValueChosen { die: d } => {
                    parts.push(format!("{} {}", words::value_chosen(locale), die(d)))
                }
                Event::ReturnedToPool { die: d } => {
                    parts.push(format!("{} → {}", die(d), words::back_to_the_pool(locale)))
                }
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
                Event::ExtraDraft { seat: s } if *s == seat => {
                    parts.push(words::drafts_again_now(locale).to_string())
                }
                Event::TurnEnded { seat: s } if *s == seat && *action == Action::EndTurn => {
                    parts.push(words::ends_the_turn(locale).to_string())
                }
                Event::RoundEnded { round, .. } => {
                    ended = Some(u32::from(*round));
                    parts.push(round_ends(*round, locale))
                }
                // The final scores and a solo self's target are told by the result that ends the
                // last line, the same in every self (`TableGame::tell`).
                _ => {}
            }
        }
        // Public objectives, favour tokens and empty cells so far: private objectives are secret.
        parts.extend(after_round(self, ended, names, locale));
        if parts.is_empty() {
            parts.push(match action {
                Action::PickDie(cell) => format!(
                    "{} {}",
                    words::picks_the_die_to_move_at(locale),
                    cell_name(*cell)
                ),
                Action::StopMoving => words::stops_moving_dice(locale).to_string(),
                _ => crate::present::words::moves(locale).to_string(),
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
    use crate::present::log::assert_told;

    fn die(color: Color, value: u8) -> Die {
        Die::new(color, Value::new(value).unwrap())
    }

    /// Checks seat 0's line in each language of `lines`.
    fn assert_lines(action: Action, events: &[Event], lines: &[(Locale, &str)]) {
        let game = Sagrada::new(&SagradaOptions::default(), 2, 1).unwrap();
        assert_told(&game, Seat(0), &action, events, lines);
    }

    #[test]
    fn a_placed_die_names_its_cell() {
        let cell = Cell::new(2, 1).unwrap();
        let events = [Event::Placed {
            seat: Seat(0),
            cell,
            die: die(Color::Red, 5),
        }];
        assert_lines(
            Action::Place(cell),
            &events,
            &[
                (Locale::En, "die 5 red → B3"),
                (Locale::Uk, "кубик 5 червоний → B3"),
            ],
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
        assert_lines(
            action,
            &events,
            &[
                (Locale::En, "Grozing Pliers (1 favor token) · 5 red → 6 red"),
                (
                    Locale::Ru,
                    "Щипцы (1 фишка привилегий) · 5 красный → 6 красный",
                ),
            ],
        );
    }

    #[test]
    fn choosing_a_pattern_keeps_it_secret() {
        let events = [Event::PatternChosen { seat: Seat(0) }];
        assert_lines(
            Action::ChoosePattern(crate::games::sagrada::PatternId(1)),
            &events,
            &[(Locale::En, "chooses a window pattern")],
        );
    }
}
