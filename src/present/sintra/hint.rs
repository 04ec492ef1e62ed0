//! Why a hinted move is good, in Sintra's terms: the strip it fills or completes and the points
//! a completion scores at once, the glass it keeps from breaking, the start marker, what a
//! reset of the glazier reopens, the colour a window piece strengthens.

use super::words;
use crate::game::Seat;
use crate::games::sintra::{placement_value, Action, Board, Colour, Sintra, SintraView, Source};
use crate::games::SintraSide;
use crate::i18n::Locale;
use crate::present::hint::joined;
use crate::present::Explain;

impl Explain for Sintra {
    fn why(view: &SintraView, seat: Seat, action: &Action, locale: Locale) -> Option<String> {
        let board = view.board(seat)?;
        let reasons = match *action {
            Action::Take { source, colour } => take_reasons(view, board, source, colour, locale),
            Action::Place { strip } => {
                let effect = view.effect(seat, action)?;
                let slot = usize::from(strip);
                let mut reasons = vec![if effect.completes {
                    words::why_completes(slot, effect.points, locale)
                } else {
                    let filled = board.strip(slot).map_or(0, |s| s.filled()) + effect.placed;
                    words::why_fills(slot, filled, strip_size(board, slot), locale)
                }];
                reasons.push(words::why_breaks(effect.broken, locale));
                reasons
            }
            Action::ResetGlazier => {
                let waiting: usize = (0..board.glazier)
                    .filter_map(|slot| board.strip(slot))
                    .map(|s| s.filled())
                    .sum();
                vec![words::why_reset(waiting, locale)]
            }
            Action::ToWindow { colour } => {
                let have = board.window_colour(colour) + 1;
                let best = (0u8..)
                    .map(Colour)
                    .take(crate::games::sintra::components().colour_count())
                    .all(|other| other == colour || board.window_colour(other) < have);
                match view.side {
                    SintraSide::B => vec![words::why_window_colour(have, best, locale)],
                    SintraSide::A => Vec::new(),
                }
            }
        };
        joined(reasons)
    }
}

/// The cells of the strip at `slot` (0 when it is gone).
fn strip_size(board: &Board, slot: usize) -> usize {
    board.strip(slot).map_or(0, |s| s.cells().len())
}

/// A take is judged by where its glass would best go, as the normal player places it.
fn take_reasons(
    view: &SintraView,
    board: &Board,
    source: Source,
    colour: Colour,
    locale: Locale,
) -> Vec<String> {
    let count = view.count_at(source, colour);
    let best = board.legal_strips(colour).into_iter().max_by(|&a, &b| {
        placement_value(view, board, a, colour, count)
            .total_cmp(&placement_value(view, board, b, colour, count))
    });
    let mut reasons = Vec::new();
    match best.and_then(|slot| board.preview(slot, colour, count)) {
        Some(placement) => {
            let slot = placement.strip;
            reasons.push(if placement.completes {
                words::why_take_completes(slot, locale)
            } else {
                let filled = board.strip(slot).map_or(0, |s| s.filled()) + placement.placed;
                words::why_fills(slot, filled, strip_size(board, slot), locale)
            });
            reasons.push(words::why_breaks(placement.broken, locale));
        }
        None => reasons.push(words::why_breaks(count, locale)),
    }
    if view.takes_start_marker(source) {
        reasons.push(words::why_start_marker(locale));
    }
    reasons
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Viewer};
    use crate::games::sintra::{Phase, SintraOptions};
    use crate::present::hint::greedy_game;

    /// Whether `view` waits for its seat to place glass.
    fn placing(view: &SintraView) -> bool {
        matches!(view.phase, Phase::Place { .. })
    }

    /// Three orange pieces in hand (the menus' example): on strip 4 one completes it for +8
    /// and two break; strip 5 takes all three.
    #[test]
    fn a_strip_names_its_completion_points_and_the_glass_it_breaks() {
        let game = super::super::menus::tests::holding_orange();
        let view = game.view(Viewer::Seat(Seat(0)));
        let why = |strip| Sintra::why(&view, Seat(0), &Action::Place { strip }, Locale::En);
        assert_eq!(
            why(3).as_deref(),
            Some("completes strip 4: +8 pts now; 2 pieces break")
        );
        assert_eq!(
            why(4).as_deref(),
            Some("strip 5 then holds 3 of 5; no glass breaks")
        );
    }

    /// Over greedy games on both sides, a placement that completes a strip claims the points it
    /// scores (side B's windows are scored after the piece is chosen: those are left out).
    #[test]
    fn a_completion_claims_the_points_it_scores() {
        let mut checked = 0;
        for (side, seed) in [(SintraSide::A, 1), (SintraSide::B, 2), (SintraSide::A, 3)] {
            let game = Sintra::new(&SintraOptions::new(side), 2, seed).unwrap();
            greedy_game(game, seed, |seat, view, action, game| {
                let Some(effect) = view.effect(seat, action) else {
                    return;
                };
                let now = game.view(Viewer::Spectator);
                // Side A scores the window at once; broken glass may reset the track.
                let scored_now = !matches!(now.phase, Phase::ToWindow { .. } | Phase::Over);
                if placing(view) && effect.completes && effect.broken == 0 && scored_now {
                    let why = Sintra::why(view, seat, action, Locale::En);
                    let why = why.expect("a completion is explained");
                    let scored = now.players[seat.index()].score - view.players[seat.index()].score;
                    assert!(why.contains(&format!("+{scored} pt")), "{why} ({scored})");
                    checked += 1;
                }
            });
        }
        assert!(checked >= 5, "{checked} completions");
    }
}
