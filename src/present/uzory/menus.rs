//! Uzory at the table. Hands are secret, so every choice is made in the player's private panel:
//! a tile, its rotation and a cell (or a pass), then which tiles to discard; the player who
//! closes a tied frame names its scorer.

use super::glass;
use super::words::{self, colour_label, seat_colour};
use crate::game::{Game, Viewer};
use crate::games::uzory::{verdict, Action, Phase, Placed, TileId, Uzory, UzoryView, Verdict};
use crate::i18n::Locale;
use crate::present::Menus;
use crate::present::{Choice, MAX_LABEL};

impl Menus for Uzory {
    fn steps(view: &UzoryView, action: &Action, locale: Locale) -> Vec<Choice> {
        let turn_prompt = words::choose_a_tile_or_pass(locale).to_string();
        match action {
            Action::Place {
                tile,
                rotation,
                cell,
            } => {
                let position = hand_position(view, *tile);
                let label = view.field.label(*cell).unwrap_or_else(|| "?".to_string());
                let token = format!("a{}", label.to_ascii_lowercase());
                let placed = Placed {
                    cell: *cell,
                    tile: *tile,
                    rotation: *rotation,
                };
                vec![
                    Choice::new(
                        format!("t{position}"),
                        format!("{} {position}", words::tile_label(locale)),
                        &turn_prompt,
                    ),
                    Choice::new(
                        format!("r{}", rotation.degrees()),
                        format!("{}°", rotation.degrees()),
                        words::turn_it_clockwise_by(locale),
                    ),
                    Choice::new(
                        token,
                        cell_label(view, label, placed, locale),
                        words::where_does_it_go(locale),
                    ),
                ]
            }
            Action::Pass => vec![Choice::new(
                "pass",
                words::pass_swap_my_whole_hand(locale).to_string(),
                &turn_prompt,
            )],
            Action::Award(seat) => {
                let colour = view.colours.get(seat.index()).copied();
                let choice = Choice::new(
                    format!("s{}", seat.0),
                    colour
                        .map(|c| colour_label(c, locale))
                        .unwrap_or_else(|| format!("{}", seat.0 + 1)),
                    words::who_scores_the_tied_frame(locale),
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
                    words::keep_my_tiles(locale).to_string()
                } else {
                    let list: Vec<String> = positions.iter().map(|p| p.to_string()).collect();
                    format!("{} {}", words::discard_tile(locale), list.join(" + "))
                };
                vec![Choice::new(
                    token,
                    label,
                    words::discard_before_drawing(locale),
                )]
            }
        }
    }

    fn status(&self, _names: &[String], locale: Locale) -> String {
        let view = self.view(Viewer::Spectator);
        if let Phase::Over { reason } = view.phase {
            return crate::present::words::final_status(
                locale,
                Some(super::words::end_reason(reason, locale)),
            );
        }
        let points: Vec<String> = view
            .colours
            .iter()
            .zip(&view.points)
            .map(|(c, p)| format!("{} {p}", colour_label(*c, locale)))
            .collect();
        format!(
            "{} {} · {}",
            words::turn_label(locale),
            view.turns + 1,
            points.join(" · ")
        )
    }

    /// The hand is secret: every choice is made privately.
    fn private_choices(&self) -> bool {
        true
    }
}

/// A cell, with the frames the tile would close there and who would score each:
/// "C4: frame → red", "B2: 3 frames → red ×2, nobody". Known before the click: the field is
/// public and the tile is the mover's own. When the scorers do not fit a phone's button the
/// label names the frames only.
fn cell_label(view: &UzoryView, cell: String, placed: Placed, locale: Locale) -> String {
    let closed = view.field.regions_closed_if(placed);
    if closed.is_empty() {
        return cell;
    }
    // Each scorer once, with how many frames it takes, in the order the frames come.
    let mut who: Vec<(String, usize)> = Vec::new();
    for region in &closed {
        let name = match verdict(&region.counts, view.players(), view.model()) {
            Verdict::Scores(seat) => seat_colour(view, seat, locale),
            Verdict::Nobody => words::nobody(locale).to_string(),
            Verdict::Tie(_) => words::tie(locale).to_string(),
        };
        match who.iter_mut().find(|(n, _)| *n == name) {
            Some((_, count)) => *count += 1,
            None => who.push((name, 1)),
        }
    }
    let frames = match closed.len() {
        1 => words::frame(locale).to_string(),
        n => words::frames_count(n, locale),
    };
    let scorers: Vec<String> = who
        .into_iter()
        .map(|(name, n)| {
            if n == 1 {
                name
            } else {
                format!("{name} ×{n}")
            }
        })
        .collect();
    let label = format!("{cell}: {frames} → {}", scorers.join(", "));
    if label.chars().count() <= MAX_LABEL {
        label
    } else {
        format!("{cell}: {frames}")
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
    use crate::game::testing::each_decision;
    use crate::games::uzory::Event;
    use crate::present::menus::tests::menus_match_through_game;

    /// Through a greedy game, every cell's label names exactly the frames the placement then
    /// closes, and the one scorer of each frame closed alone.
    #[test]
    fn cells_preview_the_frames_they_close_and_who_scores() {
        use crate::game::Player;
        use crate::games::uzory::Greedy;
        let game = Uzory::new(&(), 2, 3).unwrap();
        let mut players: Vec<Box<dyn Player<Uzory>>> =
            vec![Box::new(Greedy::new(1)), Box::new(Greedy::new(2))];
        let (mut closing, mut checked) = (0, 0);
        each_decision(game, &mut players, |game, seat, view, legal| {
            for action in legal.iter().filter(|a| matches!(a, Action::Place { .. })) {
                let label = Uzory::steps(view, action, Locale::En)[2].label.clone();
                let mut after = game.clone();
                let events = after.play(seat, action).unwrap();
                let closed = events
                    .iter()
                    .filter(|e| matches!(e, Event::FrameClosed { .. }))
                    .count();
                match closed {
                    0 => assert!(!label.contains('→'), "{label}"),
                    1 => {
                        assert!(label.contains(": frame → "), "{label}");
                        for e in &events {
                            if let Event::Scored { seat: s, .. } = e {
                                let colour = seat_colour(view, *s, Locale::En);
                                if !label.ends_with("tie") {
                                    assert!(label.ends_with(&colour), "{label} {colour}");
                                }
                            }
                        }
                    }
                    n => assert!(label.contains(&format!(": {n} frames")), "{label}"),
                }
                closing += usize::from(closed > 0);
                checked += 1;
            }
        });
        assert!(closing > 5 && checked > 100, "{closing} of {checked}");
    }

    /// Greedy players, which close frames (and tied ones) far more often than random ones.
    #[test]
    fn menus_reach_exactly_the_legal_actions_through_whole_games() {
        for (seed, players) in [(1, 2), (2, 4)] {
            let game = Uzory::new(&(), players, seed).unwrap();
            menus_match_through_game(game, AiLevel::Normal, seed, 3);
        }
    }
}
