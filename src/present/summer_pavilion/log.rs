//! Summer Pavilion's log lines, told from a move's events: what was taken, placed, completed,
//! kept or discarded, with the points each earned or cost. Nothing in this game is secret.

use super::words::{self, colour_label, colour_plural};
use super::words::{source_name, space_name, star_name};
use crate::game::{Game, Seat, Viewer};
use crate::games::summer_pavilion::{
    Action, Colour, Event, PavilionView, ScoreItem, Source, Space, Star, StructureKind,
    SummerPavilion, Tiles,
};
use crate::i18n::locales::tr;
use crate::i18n::Locale;
use crate::present::log::{add, after_round, bold, final_scoring, join, points, Move, TILE};
use crate::present::words::round_begins;
use crate::present::Tell;

impl Tell for SummerPavilion {
    /// The line of `seat`'s `action`, which caused `events`; `self` is the state after it.
    fn tell_move(&self, played: &Move<'_, Self>, names: &[String], locale: Locale) -> String {
        let (seat, action, events) = (played.seat, played.action, played.events);
        let view = self.view(Viewer::Spectator);
        let mut parts: Vec<String> = Vec::new();
        // Points of other seats, or of the end of the self, summed by seat in order of appearance.
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
                    with_wild,
                    ..
                } if *s == seat => parts.push(took(*source, *colour, *count, *with_wild, locale)),
                Event::StartTokenTaken { seat: s } if *s == seat => {
                    parts.push(words::start_token(locale).to_string())
                }
                Event::Placed {
                    seat: s,
                    star,
                    space,
                    colour,
                    wilds,
                    ..
                } if *s == seat => {
                    parts.push(placed(&view, *star, *space, *colour, *wilds, locale))
                }
                Event::StructureCompleted {
                    seat: s,
                    structure,
                    reward,
                } if *s == seat => {
                    let kind = structure.structure().map(|s| s.kind);
                    let name = match kind {
                        Some(StructureKind::Pillar) => words::pillar(locale),
                        Some(StructureKind::Statue) => words::statue(locale),
                        Some(StructureKind::Window) | None => crate::present::words::window(locale),
                    };
                    parts.push(format!(
                        "{}: {name} → {}",
                        words::bonus(locale),
                        TILE.count(usize::from(*reward), locale)
                    ));
                }
                Event::BonusTaken {
                    seat: s, colour, ..
                } if *s == seat => parts.push(format!(
                    "{}: {}",
                    words::bonus_tile(locale),
                    colour_label(*colour, locale)
                )),
                Event::Passed { seat: s } if *s == seat => {
                    parts.push(crate::present::words::passes(locale).to_string())
                }
                Event::PassFinished {
                    seat: s,
                    kept,
                    discarded,
                } if *s == seat => {
                    parts.extend(pass_finished(kept, discarded, locale));
                }
                Event::Score {
                    seat: s,
                    item,
                    points: p,
                    ..
                } => {
                    let during_move = matches!(
                        item,
                        ScoreItem::Placement | ScoreItem::StartToken | ScoreItem::Discard
                    );
                    match parts.last_mut() {
                        Some(last) if *s == seat && during_move => {
                            last.push(' ');
                            last.push_str(&points(*p));
                        }
                        _ => add(&mut final_points, *s, *p),
                    }
                }
                Event::RoundStarted { round, .. } => {
                    ended = Some(u32::from(*round).saturating_sub(1));
                    parts.push(round_begins(*round, locale))
                }
                Event::PlacementStarted { .. } => {
                    parts.push(words::placing_begins(locale).to_string())
                }
                Event::GameEnded => {
                    parts.push(final_scoring(names, &final_points, locale));
                    final_points.clear();
                }
                _ => {}
            }
        }
        if !final_points.is_empty() {
            let scores: Vec<String> = final_points
                .iter()
                .map(|(s, p)| format!("{} {}", bold(names, *s), points(*p)))
                .collect();
            parts.push(scores.join(", "));
        }
        parts.extend(after_round(self, ended, names, locale));
        if parts.is_empty() {
            // Every action tells at least its own event; this is only a safety net.
            parts.push(
                match action {
                    Action::Keep { .. } => words::keeps_nothing(locale),
                    _ => crate::present::words::moves(locale),
                }
                .to_string(),
            );
        }
        join(parts)
    }
}

/// "Factory 2: Purple ×3 + wild".
pub(super) fn took(
    source: Source,
    colour: Colour,
    count: u8,
    with_wild: bool,
    locale: Locale,
) -> String {
    let mut part = format!(
        "{}: {} ×{count}",
        source_name(source, locale),
        colour_label(colour, locale)
    );
    if with_wild {
        part.push_str(words::plus_wild(locale));
    }
    part
}

/// "Purple + 2 wilds → Purple star 3 · top left".
pub(super) fn placed(
    view: &PavilionView,
    star: Star,
    space: Space,
    colour: Colour,
    wilds: u8,
    locale: Locale,
) -> String {
    let mut part = colour_label(colour, locale);
    if wilds > 0 {
        let wilds = tr!(locale, "summer-pavilion-wilds", count = wilds);
        part.push_str(&format!(" + {wilds}"));
    }
    part.push_str(&format!(
        " → {} {}",
        star_label(view, star, locale),
        space_name(view.options.side, star, space, locale)
    ));
    part
}

/// "keeps purples ×2", "3 tiles discarded": what a finished pass did, each when it did it.
pub(super) fn pass_finished(kept: &Tiles, discarded: &Tiles, locale: Locale) -> Vec<String> {
    let mut parts = Vec::new();
    if !kept.is_empty() {
        let list: Vec<String> = kept
            .colours()
            .map(|c| format!("{} ×{}", colour_plural(c, locale), kept.get(c)))
            .collect();
        parts.push(format!("{} {}", words::keeps(locale), list.join(", ")));
    }
    if !discarded.is_empty() {
        let n = usize::try_from(discarded.total()).unwrap_or(usize::MAX);
        parts.push(discarded_tiles(n, locale));
    }
    parts
}

/// "3 tiles discarded", "сброшено 5 плиток".
fn discarded_tiles(n: usize, locale: Locale) -> String {
    let tiles = TILE.count(n, locale);
    tr!(
        locale,
        "summer-pavilion-discarded",
        count = n,
        tiles = tiles
    )
}

fn star_label(
    view: &PavilionView,
    star: crate::games::summer_pavilion::Star,
    locale: Locale,
) -> String {
    star_name(view, star, locale)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::summer_pavilion::{
        Colour, PavilionOptions, Space, Star, StructureId, Tiles, STRUCTURES,
    };
    use crate::games::{PavilionSide, WildOrder};
    use crate::present::log::{assert_told, each_told_move};

    fn game() -> SummerPavilion {
        let options = PavilionOptions {
            side: PavilionSide::Coloured,
            wilds: WildOrder::Normal,
        };
        SummerPavilion::new(&options, 2, 1).unwrap()
    }

    fn names() -> Vec<String> {
        vec!["Alice".into(), "Bob".into()]
    }

    /// A whole game between greedy players, told line by line: no round-6 line keeps a tile
    /// (a round-6 pass discards everything), and earlier rounds do keep some.
    #[test]
    fn no_round_six_line_keeps_a_tile() {
        for seed in [3, 5] {
            let mut g = SummerPavilion::new(&PavilionOptions::default(), 3, seed).unwrap();
            let names: Vec<String> = ["Ann", "Bo", "Cy"].map(String::from).to_vec();
            let mut players: Vec<_> = (0..3)
                .map(|i| crate::games::summer_pavilion::Greedy::new(seed + i))
                .collect();
            let (mut kept_early, mut passes_late) = (0, 0);
            each_told_move(&mut g, &mut players, &names, |before, _, line| {
                if before.round() == 6 {
                    assert!(!line.contains("keeps"), "{line}");
                    passes_late += usize::from(line.contains("passes"));
                } else {
                    kept_early += usize::from(line.contains("keeps"));
                }
            });
            assert!(
                passes_late >= 3 && kept_early > 0,
                "{passes_late} {kept_early}"
            );
        }
    }

    /// The rulebook's example: a red tile on the red star's space 3 scores 3 (nothing touches
    /// it yet) and completes a pillar, worth one bonus tile.
    #[test]
    fn a_placement_tells_its_points_and_the_structure_it_completes() {
        let star = Star::all()
            .find(|s| s.printed_colour() == Some(Colour::Red))
            .unwrap();
        let pillar = (0..STRUCTURES.len())
            .map(|i| StructureId(i as u8))
            .find(|id| id.structure().map(|s| s.kind) == Some(StructureKind::Pillar))
            .unwrap();
        let space = Space(3);
        let action = Action::Place {
            star,
            space,
            colour: Colour::Red,
            wilds: 0,
        };
        let events = [
            Event::Placed {
                seat: Seat(0),
                star,
                space,
                colour: Colour::Red,
                real: 3,
                wilds: 0,
            },
            Event::Score {
                seat: Seat(0),
                item: ScoreItem::Placement,
                points: 3,
                total: 8,
            },
            Event::StructureCompleted {
                seat: Seat(0),
                structure: pillar,
                reward: 1,
            },
        ];
        let lines = [
            (
                Locale::En,
                "Red → Red star 3 · bottom left (+3) · bonus: pillar → 1 tile",
            ),
            (
                Locale::Ru,
                "Красный → Красная звезда 3 · слева снизу (+3) · бонус: колонна → 1 плитка",
            ),
        ];
        assert_told(&game(), Seat(0), &action, &events, &lines);
    }

    #[test]
    fn discarding_when_passing_costs_a_point_a_tile() {
        let mut discarded = Tiles::EMPTY;
        discarded.add(Colour::Blue, 2);
        discarded.add(Colour::Green, 1);
        let events = [
            Event::PassFinished {
                seat: Seat(1),
                kept: Tiles::EMPTY,
                discarded,
            },
            Event::Score {
                seat: Seat(1),
                item: ScoreItem::Discard,
                points: -3,
                total: 2,
            },
        ];
        let keep = Action::Keep {
            tiles: Tiles::EMPTY,
        };
        let lines = [
            (Locale::En, "3 tiles discarded (−3)"),
            (Locale::Uk, "скинуто 3 плитки (−3)"),
        ];
        assert_told(&game(), Seat(1), &keep, &events, &lines);
    }

    #[test]
    fn the_end_of_the_game_tells_everybodys_final_points() {
        let events = [
            Event::Score {
                seat: Seat(0),
                item: ScoreItem::Star(crate::games::summer_pavilion::StarKind::Single(Colour::Red)),
                points: 14,
                total: 60,
            },
            Event::Score {
                seat: Seat(1),
                item: ScoreItem::Leftover,
                points: -2,
                total: 40,
            },
            Event::GameEnded,
        ];
        let played = Move {
            seat: Seat(0),
            action: &Action::Keep {
                tiles: Tiles::EMPTY,
            },
            events: &events,
        };
        let line = game().tell_move(&played, &names(), Locale::En);
        assert_eq!(line, "final scoring: **Alice** (+14), **Bob** (−2)");
    }
}
