//! Why a hinted move is good, in Summer Pavilion's terms: the points a placement scores, the
//! star it finishes and the pillars, statues and windows it surrounds; how many tiles a take
//! brings and whether a wild comes along; what a pass keeps.

use super::words;
use crate::game::Seat;
use crate::games::summer_pavilion::board::{Space, Star};
use crate::games::summer_pavilion::view::PavilionView;
use crate::games::summer_pavilion::{Action, Colour, Phase, Source, SummerPavilion, Tiles};
use crate::i18n::Locale;
use crate::present::hint::joined;
use crate::present::Explain;

impl Explain for SummerPavilion {
    fn why(view: &PavilionView, seat: Seat, action: &Action, locale: Locale) -> Option<String> {
        let reasons = match *action {
            Action::Take { source, colour } => take_reasons(view, source, colour, locale)?,
            Action::Place {
                star,
                space,
                colour,
                ..
            } => place_reasons(view, seat, star, space, colour, locale)?,
            Action::Pass => vec![words::why_pass(view.legal_stars().is_empty(), locale)],
            Action::Keep { tiles } => keep_reasons(view, seat, tiles, locale)?,
            Action::Bonus { colour } => {
                let held = view.player(seat)?.held.get(colour);
                vec![words::why_bonus_tile(
                    colour == view.wild,
                    view.next_wild == Some(colour),
                    u32::from(held) + 1,
                    locale,
                )]
            }
        };
        joined(reasons)
    }
}

fn take_reasons(
    view: &PavilionView,
    source: Source,
    colour: Colour,
    locale: Locale,
) -> Option<Vec<String>> {
    let (take, penalty) = view.take_preview(source, colour)?;
    let most = view
        .legal_sources()
        .into_iter()
        .flat_map(|s| view.legal_take_colours(s).into_iter().map(move |c| (s, c)))
        .filter_map(|(s, c)| view.take_preview(s, c))
        .map(|(t, _)| t.total())
        .max();
    let mut reasons = vec![words::why_take(
        u32::from(take.total()),
        take.with_wild || colour == view.wild,
        most == Some(take.total()),
        locale,
    )];
    if penalty > 0 {
        reasons.push(words::why_start_token(penalty, locale));
    }
    Some(reasons)
}

fn place_reasons(
    view: &PavilionView,
    seat: Seat,
    star: Star,
    space: Space,
    colour: Colour,
    locale: Locale,
) -> Option<Vec<String>> {
    let me = view.player(seat)?;
    let preview = view.placement_preview(seat, star, space);
    let mut reasons = vec![words::why_place(preview.points, locale)];
    let mut after = me.board;
    let finished = after
        .put_public(star, space, colour)
        .then(|| after.completed_star(star))
        .flatten();
    if let Some(kind) = finished {
        reasons.push(words::why_star(kind.value(), locale));
    }
    let best = preview
        .completes
        .iter()
        .filter_map(|id| id.structure())
        .map(|s| s.kind)
        .max_by_key(|k| k.reward());
    if let Some(kind) = best {
        reasons.push(words::why_structure(kind, preview.reward, locale));
    }
    Some(reasons)
}

fn keep_reasons(
    view: &PavilionView,
    seat: Seat,
    tiles: Tiles,
    locale: Locale,
) -> Option<Vec<String>> {
    let held = view.player(seat)?.held;
    let already = match view.phase {
        Phase::Keep { keeping, .. } => keeping.total(),
        _ => 0,
    };
    let kept = tiles.total() + already;
    let thrown = held.total().saturating_sub(kept);
    let mut reasons = vec![words::why_keep(kept, thrown, locale)];
    if let Some(next) = view.next_wild.filter(|&c| tiles.get(c) > 0) {
        reasons.push(words::why_keep_next_wild(next, locale));
    }
    Some(reasons)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Viewer};
    use crate::games::summer_pavilion::PavilionOptions;
    use crate::present::hint::greedy_game;

    /// The purple star (coloured side) holds purple tiles on spaces 1–5: the sixth finishes it, and a
    /// single-coloured purple star is worth 20 at the end.
    #[test]
    fn the_tile_that_finishes_a_star_names_its_end_bonus() {
        let game = SummerPavilion::new(&PavilionOptions::default(), 2, 5).unwrap();
        let seat = Seat(0);
        let mut view = game.view(Viewer::Seat(seat));
        let star = Star(1);
        let purple = star.printed_colour().expect("an outer star");
        let board = &mut view.players[seat.index()].board;
        for space in 1..=5 {
            assert!(board.put_public(star, Space(space), purple));
        }
        view.phase = Phase::Place { seat };
        let place = Action::Place {
            star,
            space: Space(6),
            colour: purple,
            wilds: 0,
        };
        let why = SummerPavilion::why(&view, seat, &place, Locale::En).expect("a reason");
        assert!(why.starts_with("scores +"), "{why}");
        assert!(
            why.contains("finishes its star: +20 pts at the end"),
            "{why}"
        );
    }

    /// Over greedy games, every placement's reason states the points the placement scores.
    #[test]
    fn a_placement_reason_states_the_points_it_scores() {
        let mut checked = 0;
        for seed in 1..=3 {
            let game = SummerPavilion::new(&PavilionOptions::default(), 2, seed).unwrap();
            greedy_game(game, seed, |seat, view, action, game| {
                let now = game.view(Viewer::Seat(seat));
                // A placement that ends the round brings the round's end scoring along.
                let same_round = now.round == view.round && now.phase != Phase::Over;
                if let (Action::Place { .. }, true) = (action, same_round) {
                    let why = SummerPavilion::why(view, seat, action, Locale::En);
                    let why = why.expect("a placement is explained");
                    let gain = now.players[seat.index()].score - view.players[seat.index()].score;
                    assert!(
                        why.starts_with(&format!("scores +{gain} pt")),
                        "{why} ({gain})"
                    );
                    checked += 1;
                }
            });
        }
        assert!(checked > 30, "{checked} placements");
    }
}
