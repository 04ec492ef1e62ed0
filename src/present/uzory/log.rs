//! Uzory's log lines, told from a move's events: where a tile went, the frames it closed and
//! who scored them. Hands are secret, and so are the tiles drawn into them and the victory
//! tiles taken: the log names only cells, frames, colours of the pattern cards and counts.

use super::words::{self, seat_colour};
use crate::game::{Game, Viewer};
use crate::games::uzory::{Action, Event, Uzory};
use crate::i18n::Locale;
use crate::present::log::{after_round, bold, join, points, Move};
use crate::present::Tell;

impl Tell for Uzory {
    /// The line of `seat`'s `action`, which caused `events`; `self` is the state after it (cells
    /// are named as the table picture after the move labels them).
    fn tell_move(&self, played: &Move<'_, Self>, names: &[String], locale: Locale) -> String {
        let (seat, action, events) = (played.seat, played.action, played.events);
        let view = self.view(Viewer::Spectator);
        let frame = words::frame_closed(locale);
        let mut parts: Vec<String> = Vec::new();
        // A round around the table that ended within this move, summed up at the end of the line.
        let mut ended: Option<u32> = None;
        for event in events {
            match event {
                Event::Placed { seat: s, cell, .. } if *s == seat => parts.push(format!(
                    "{} {}",
                    words::tile_placed_at(locale),
                    view.field.label(*cell).unwrap_or_else(|| "?".to_string())
                )),
                Event::FrameClosed { .. } => parts.push(frame.to_string()),
                Event::NobodyScores => append(&mut parts, words::nobody_scores(locale)),
                Event::TieToBreak { tied, .. } => {
                    let colours: Vec<String> = tied
                        .iter()
                        .map(|s| seat_colour(&view, *s, locale))
                        .collect();
                    append(
                        &mut parts,
                        &format!(
                            "{} {}",
                            words::tie_label(locale),
                            colours.join(&words::or(locale))
                        ),
                    );
                }
                Event::Scored { seat: scorer, .. } => {
                    let scored = format!(
                        "{} → {} {}",
                        seat_colour(&view, *scorer, locale),
                        bold(names, *scorer),
                        points(1)
                    );
                    if matches!(action, Action::Award(_)) && parts.is_empty() {
                        parts.push(format!("{}: {scored}", words::tied_frame_awarded(locale)));
                    } else {
                        append(&mut parts, &scored);
                    }
                }
                Event::Passed { seat: s } if *s == seat => {
                    parts.push(crate::present::words::passes(locale).to_string())
                }
                Event::Discarded { seat: s, tiles } if *s == seat => {
                    let n = tiles.len();
                    parts.push(words::discarded(n, locale));
                }
                Event::Reshuffled { .. } => {
                    parts.push(words::discards_shuffled_into_pile(locale).to_string())
                }
                Event::TurnStarted { seat: next } if *next == view.first => {
                    ended = Some(self.round().saturating_sub(1));
                }
                // The result follows, the same in every self (`TableGame::tell`).
                Event::GameOver { reason } => {
                    parts.push(super::words::end_reason(*reason, locale).to_string())
                }
                _ => {}
            }
        }
        if let (Action::Discard(tiles), true) = (action, parts.is_empty()) {
            if tiles.is_empty() {
                parts.push(words::keeps_the_hand(locale).to_string());
            }
        }
        if parts.is_empty() {
            parts.push(crate::present::words::moves(locale).to_string());
        }
        parts.extend(after_round(self, ended, names, locale));
        join(parts)
    }
}

/// `frame closed` + `: what` or `, what` when the frame already says something.
fn append(parts: &mut Vec<String>, what: &str) {
    match parts.last_mut() {
        Some(last) if last.contains(':') => {
            last.push_str(", ");
            last.push_str(what);
        }
        Some(last) => {
            last.push_str(": ");
            last.push_str(what);
        }
        None => parts.push(what.to_string()),
    }
}

/// The colour of a seat's pattern card, lower case inside a line.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Seat;
    use crate::games::uzory::{Cell, Region, Rotation, TileId};
    use crate::present::log::assert_told;

    /// The rulebook's example: a tile closes a frame where blue has the most quarters, and
    /// blue's player takes a victory tile.
    #[test]
    fn a_closed_frame_tells_who_scored() {
        let game = Uzory::new(&(), 2, 1).unwrap();
        let cell = Cell::new(1, 1);
        let action = Action::Place {
            tile: TileId(3),
            rotation: Rotation::R90,
            cell,
        };
        let events = [
            Event::Placed {
                seat: Seat(0),
                tile: TileId(3),
                rotation: Rotation::R90,
                cell,
            },
            Event::FrameClosed {
                closer: Seat(0),
                region: Region {
                    quarters: Vec::new(),
                    counts: [0, 0, 3, 0, 0],
                },
            },
            Event::Scored {
                seat: Seat(1),
                points: 1,
                tile_taken: true,
            },
        ];
        assert_told(
            &game,
            Seat(0),
            &action,
            &events,
            &[
                (
                    Locale::En,
                    "tile placed at B2 · frame closed: blue → **Bob** (+1)",
                ),
                (
                    Locale::Ru,
                    "жетон на B2 · рамка закрыта: синий → **Bob** (+1)",
                ),
            ],
        );
    }

    #[test]
    fn a_pass_tells_how_many_tiles_went_not_which() {
        let game = Uzory::new(&(), 2, 1).unwrap();
        let events = [
            Event::Passed { seat: Seat(1) },
            Event::Discarded {
                seat: Seat(1),
                tiles: vec![TileId(4), TileId(9), TileId(30)],
            },
            Event::Drew {
                seat: Seat(1),
                count: 3,
            },
        ];
        assert_told(
            &game,
            Seat(1),
            &Action::Pass,
            &events,
            &[
                (Locale::En, "passes · 3 tiles discarded"),
                (Locale::Uk, "пас · скинуто жетонів: 3"),
            ],
        );
    }
}
