//! Stained Glass of Sintra's log lines, told from a move's events: the glass taken, where it
//! went, what broke, the strips completed and windows filled, with their points. Nothing in
//! this game is secret.

use super::words::{self, colour_label};
use crate::game::Seat;
use crate::games::sintra::{Action, Event, ScoreItem, Sintra, Source};
use crate::i18n::Locale;
use crate::present::log::{
    add, after_round, final_scoring, join, points, round_ends, signed, Move,
};
use crate::present::Tell;

impl Tell for Sintra {
    /// The line of `seat`'s `action`, which caused `events`.
    fn tell_move(&self, played: &Move<'_, Self>, names: &[String], locale: Locale) -> String {
        let (seat, action, events) = (played.seat, played.action, played.events);
        let strip = |n: u8| format!("{} {}", words::strip(locale), u32::from(n) + 1);
        let track = &crate::games::sintra::components().broken_track;
        let mut parts: Vec<String> = Vec::new();
        let mut final_points: Vec<(Seat, i32)> = Vec::new();
        // A round that ended within this move, summed up at the end of the line.
        let mut ended: Option<u32> = None;
        for event in events {
            match event {
                Event::Took {
                    seat: s,
                    source,
                    colour,
                    count,
                    ..
                } if *s == seat => {
                    let source = match source {
                        Source::Factory(i) => {
                            format!(
                                "{} {}",
                                crate::present::words::factory(locale),
                                u32::from(*i) + 1
                            )
                        }
                        Source::Centre => crate::present::words::centre(locale).to_string(),
                    };
                    parts.push(format!(
                        "{source}: {} ×{count}",
                        colour_label(*colour, locale)
                    ));
                }
                Event::StartMarkerTaken { seat: s } if *s == seat => {
                    parts.push(words::start_marker(locale).to_string())
                }
                Event::GlazierReset { seat: s, to, .. } if *s == seat => {
                    parts.push(format!("{} → {}", words::glazier_back(locale), strip(*to)))
                }
                Event::Placed {
                    seat: s,
                    strip: n,
                    colour,
                    count,
                } if *s == seat => parts.push(format!(
                    "{} ×{count} → {}",
                    colour_label(*colour, locale),
                    strip(*n)
                )),
                Event::Broke { seat: s, count, .. } if *s == seat => {
                    parts.push(format!("{} {count}", words::broken_label(locale)))
                }
                // The marker's value is only subtracted at the end, so it is told as the marker
                // moving, not as points: "broken glass −1 → −2".
                Event::BrokenMarkerMoved {
                    seat: s,
                    from,
                    position,
                    ..
                } if *s == seat => {
                    let value = |at: u8| {
                        let v = track.get(usize::from(at)).copied().unwrap_or(0);
                        if v == 0 {
                            "0".to_string()
                        } else {
                            signed(v)
                        }
                    };
                    parts.push(format!(
                        "{} {} → {}",
                        words::broken_glass_in_line(locale),
                        value(*from),
                        value(*position)
                    ))
                }
                Event::StripCompleted {
                    seat: s, strip: n, ..
                } if *s == seat => {
                    parts.push(format!("{} {}", strip(*n), words::completed(locale)))
                }
                Event::WindowFilled {
                    seat: s,
                    window,
                    colour,
                    ..
                } if *s == seat => parts.push(format!(
                    "{} → {} {}",
                    colour_label(*colour, locale),
                    crate::present::words::window(locale),
                    u32::from(*window) + 1
                )),
                Event::Scored {
                    seat: s,
                    item,
                    points: p,
                    ..
                } => match item {
                    ScoreItem::RoundColour | ScoreItem::Windows if *s == seat => {
                        if *p != 0 {
                            let label = super::words::score_item_in_line(*item, locale);
                            parts.push(format!("{label} {}", points(*p)));
                        }
                    }
                    ScoreItem::BrokenReset if *s == seat => parts.push(format!(
                        "{} {}",
                        super::words::score_item_in_line(*item, locale),
                        points(*p)
                    )),
                    _ => add(&mut final_points, *s, *p),
                },
                Event::RoundEnded { round, .. } => {
                    ended = Some(u32::from(*round));
                    parts.push(round_ends(*round, locale))
                }
                Event::GameEnded => {
                    parts.push(final_scoring(names, &final_points, locale));
                    final_points.clear();
                }
                _ => {}
            }
        }
        parts.extend(after_round(self, ended, names, locale));
        if parts.is_empty() {
            parts.push(
                match action {
                    Action::ResetGlazier => words::moves_the_glazier_back(locale),
                    _ => crate::present::words::moves(locale),
                }
                .to_string(),
            );
        }
        join(parts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::sintra::{Colour, SintraOptions, WindowCell};
    use crate::games::SintraSide;
    use crate::present::log::assert_told;

    /// The rulebook's example: two pieces complete the strip above window 4; one matches the
    /// round colour, and the window scores for itself and the windows to its right.
    #[test]
    fn a_completed_strip_tells_its_points() {
        let game = Sintra::new(&SintraOptions::new(SintraSide::A), 2, 1).unwrap();
        let colour = Colour(0);
        let events = [
            Event::Placed {
                seat: Seat(0),
                strip: 3,
                colour,
                count: 2,
            },
            Event::StripCompleted {
                seat: Seat(0),
                strip: 3,
                pieces: vec![colour, colour],
            },
            Event::Scored {
                seat: Seat(0),
                item: ScoreItem::RoundColour,
                points: 1,
                total: 1,
            },
            Event::WindowFilled {
                seat: Seat(0),
                window: 3,
                cell: WindowCell::Top,
                colour,
                discarded: vec![colour],
            },
            Event::Scored {
                seat: Seat(0),
                item: ScoreItem::Windows,
                points: 4,
                total: 5,
            },
        ];
        let action = Action::Place { strip: 3 };
        assert_told(
            &game,
            Seat(0),
            &action,
            &events,
            &[
                (
                    Locale::En,
                    "Pink ×2 → strip 4 · strip 4 completed · round colour bonus (+1) · Pink → window 4 · window points (+4)",
                ),
                (
                    Locale::Uk,
                    "Рожевий ×2 → смуга 4 · смуга 4 завершена · бонус кольору раунду (+1) · Рожевий → вікно 4 · очки вікон (+4)",
                ),
            ],
        );
    }

    /// Broken glass costs nothing until the end, so the line tells the marker moving rather
    /// than points: only a reset's −18, lost at once, is written as points.
    #[test]
    fn broken_glass_is_told_as_the_marker_moving() {
        let game = Sintra::new(&SintraOptions::new(SintraSide::A), 2, 1).unwrap();
        let colour = Colour(0);
        let events = [
            Event::Broke {
                seat: Seat(0),
                colour,
                count: 2,
            },
            Event::BrokenMarkerMoved {
                seat: Seat(0),
                steps: 2,
                from: 7,
                position: 1,
                cost: -5,
            },
            Event::Scored {
                seat: Seat(0),
                item: ScoreItem::BrokenReset,
                points: -18,
                total: -18,
            },
        ];
        let take = Action::Take {
            source: Source::Centre,
            colour,
        };
        assert_told(
            &game,
            Seat(0),
            &take,
            &events,
            &[
                (
                    Locale::En,
                    "broken: 2 · broken glass −14 → −1 · broken glass reset (−18)",
                ),
                (
                    Locale::Ru,
                    "разбито: 2 · разбитое стекло −14 → −1 · сброс разбитого стекла (−18)",
                ),
            ],
        );
    }
}
