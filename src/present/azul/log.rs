//! Azul's log lines, told from a move's events: the tiles taken and where they went, then,
//! when the move emptied the table, every player's wall tiling with its points, the floor
//! lines' costs, the next round or the end bonuses. Nothing in this game is secret.

use super::words;
use crate::game::Seat;
use crate::games::azul::{Azul, Destination, Event, ScoreItem, WallSide};
use crate::i18n::Locale;
use crate::present::log::{add, after_round, bold, final_scoring, join, points, Move};
use crate::present::words::round_begins;
use crate::present::Tell;

impl Tell for Azul {
    fn tell_move(&self, played: &Move<'_, Self>, names: &[String], locale: Locale) -> String {
        let (seat, events) = (played.seat, played.events);
        let grey = self.options().side == WallSide::Grey;
        let mut parts: Vec<String> = Vec::new();
        // The seat the points written next belong to: the mover until another is named.
        let mut named = seat;
        // End bonuses, summed by seat in order of appearance.
        let mut final_points: Vec<(Seat, i32)> = Vec::new();
        let mut ending = false;
        // A round that ended within this move, summed up at the end of the line.
        let mut ended: Option<u32> = None;
        // Starts a part about `who`, naming them when the line was about someone else.
        let about = |who: Seat, text: String, named: &mut Seat| -> String {
            if who == *named {
                text
            } else {
                *named = who;
                format!("{}: {text}", bold(names, who))
            }
        };
        for event in events {
            match event {
                Event::Took {
                    source,
                    colour,
                    count,
                    destination,
                    to_floor,
                    to_lid,
                    ..
                } => {
                    let whither = match destination {
                        Destination::Line(line) => words::to_line(*line, locale),
                        Destination::Floor => words::to_floor_line(locale).to_string(),
                    };
                    let mut part = format!(
                        "{}: {} ×{count} {whither}",
                        words::source_name(*source, locale),
                        words::colour_label(*colour, locale)
                    );
                    if *to_floor > 0 && matches!(destination, Destination::Line(_)) {
                        part.push_str(&format!(", {}", words::fell_to_floor(*to_floor, locale)));
                    }
                    if *to_lid > 0 {
                        part.push_str(&format!(", {}", words::to_lid(*to_lid, locale)));
                    }
                    parts.push(part);
                }
                Event::MarkerTaken { on_floor, .. } => {
                    parts.push(words::marker_taken(*on_floor, locale).to_string())
                }
                Event::TilingStarted => parts.push(words::tiling_begins(locale).to_string()),
                Event::Tiled {
                    seat: s,
                    line,
                    column,
                    colour,
                    ..
                } => {
                    let column = grey.then_some(*column);
                    let text = words::tiled(*colour, *line, column, locale);
                    parts.push(about(*s, text, &mut named));
                }
                Event::LineDropped {
                    seat: s,
                    line,
                    colour,
                    ..
                } => {
                    let text = words::line_dropped(*line, *colour, locale);
                    parts.push(about(*s, text, &mut named));
                }
                Event::RowCompleted { seat: s, row } => {
                    let text = words::row_completed(*row, locale);
                    parts.push(about(*s, text, &mut named));
                }
                Event::FloorCleared { seat: s, .. } => {
                    let text = words::floor_cleared(locale).to_string();
                    parts.push(about(*s, text, &mut named));
                }
                Event::Score {
                    seat: s,
                    item,
                    points: p,
                    ..
                } => match item {
                    ScoreItem::Wall | ScoreItem::Floor => {
                        let text = points(*p);
                        match parts.last_mut().filter(|_| *s == named) {
                            Some(last) => {
                                last.push(' ');
                                last.push_str(&text);
                            }
                            None => parts.push(about(*s, text, &mut named)),
                        }
                    }
                    ScoreItem::Rows | ScoreItem::Columns | ScoreItem::Colours => {
                        add(&mut final_points, *s, *p)
                    }
                },
                Event::RoundStarted { round, first, .. } => {
                    ended = Some(round.saturating_sub(1));
                    parts.push(round_begins(*round, locale));
                    parts.push(words::starts(&bold(names, *first), locale));
                    named = *first;
                }
                Event::BagRefilled { tiles } => parts.push(words::bag_refilled(*tiles, locale)),
                Event::TilesRanOut => parts.push(words::tiles_ran_out(locale).to_string()),
                Event::RowsDead => parts.push(words::rows_dead(locale).to_string()),
                Event::Stalled => parts.push(words::stalled(locale).to_string()),
                Event::GameEnded => {
                    ending = true;
                    parts.push(final_scoring(names, &final_points, locale));
                    final_points.clear();
                }
            }
        }
        if !ending && !final_points.is_empty() {
            parts.push(final_scoring(names, &final_points, locale));
        }
        // Round 1's start ends no round.
        parts.extend(after_round(self, ended.filter(|r| *r > 0), names, locale));
        if parts.is_empty() {
            parts.push(words::moves(locale).to_string());
        }
        join(parts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::azul::{Action, AzulOptions, Colour, Greedy, Source, Tiles};
    use crate::present::log::{assert_told, each_told_move, points_in};

    fn names() -> Vec<String> {
        vec!["Ann".into(), "Bob".into(), "Cid".into()]
    }

    #[test]
    fn a_take_tells_the_tiles_the_line_and_the_floor() {
        let g = Azul::new(&AzulOptions::default(), 2, 1).unwrap();
        let action = Action::Take {
            source: Source::Centre,
            colour: Colour::Red,
            destination: Destination::Line(1),
        };
        let events = [
            Event::Took {
                seat: Seat(0),
                source: Source::Centre,
                colour: Colour::Red,
                count: 3,
                destination: Destination::Line(1),
                to_line: 2,
                to_floor: 1,
                to_lid: 0,
                to_centre: Tiles::EMPTY,
            },
            Event::MarkerTaken {
                seat: Seat(0),
                on_floor: true,
            },
        ];
        let lines = [
            (
                Locale::En,
                "Centre: Red ×3 → line 2, 1 to the floor · first-player marker",
            ),
            (
                Locale::Ru,
                "Центр: Красный ×3 → линия 2, 1 на пол · маркер первого игрока",
            ),
        ];
        assert_told(&g, Seat(0), &action, &events, &lines);
    }

    #[test]
    fn the_tiling_names_each_player_before_their_points() {
        let g = Azul::new(&AzulOptions::default(), 2, 1).unwrap();
        let action = Action::Take {
            source: Source::Factory(0),
            colour: Colour::Blue,
            destination: Destination::Floor,
        };
        let events = [
            Event::TilingStarted,
            Event::Tiled {
                seat: Seat(1),
                line: 0,
                column: 0,
                colour: Colour::Blue,
                to_lid: 0,
            },
            Event::Score {
                seat: Seat(1),
                item: ScoreItem::Wall,
                points: 1,
                total: 1,
            },
            Event::FloorCleared {
                seat: Seat(1),
                tiles: Tiles::EMPTY,
                marker: true,
            },
            Event::Score {
                seat: Seat(1),
                item: ScoreItem::Floor,
                points: -1,
                total: 0,
            },
            Event::FloorCleared {
                seat: Seat(0),
                tiles: Tiles::of(Colour::Blue, 2),
                marker: false,
            },
            Event::Score {
                seat: Seat(0),
                item: ScoreItem::Floor,
                points: -2,
                total: 3,
            },
        ];
        let played = Move {
            seat: Seat(0),
            action: &action,
            events: &events,
        };
        let line = g.tell_move(&played, &names(), Locale::En);
        assert_eq!(
            line,
            "wall tiling · **Bob**: blue → row 1 (+1) · floor (−1) · **Ann**: floor (−2)"
        );
        assert_eq!(points_in(&line, &names(), 0), [-2, 0, 0]);
    }

    /// Whole games told line by line: the points of the log add up to every final score.
    #[test]
    fn the_log_adds_up_to_the_scores() {
        for (seed, side) in [(3, WallSide::Coloured), (4, WallSide::Grey)] {
            let mut g = Azul::new(&AzulOptions { side }, 3, seed).unwrap();
            let names = names();
            let mut players: Vec<Greedy> = (0..3).map(|i| Greedy::new(seed + i)).collect();
            let mut totals = [0i32; 3];
            each_told_move(&mut g, &mut players, &names, |_, seat, line| {
                assert!(!line.is_empty());
                // As the bot writes it: the mover's name first.
                let line = format!("**{}**: {line}", names[seat.index()]);
                for (t, p) in totals
                    .iter_mut()
                    .zip(points_in(&line, &names, seat.index()))
                {
                    *t += p;
                }
            });
            for (s, total) in totals.iter().enumerate() {
                assert_eq!(
                    Some(*total as u32),
                    g.score(Seat(s as u8)),
                    "seed {seed}, seat {s}"
                );
            }
        }
    }
}
