//! Filling in what a seat cannot see: only the future draws. The bag's and the tower's
//! contents are public counts, so a world differs from the real game only in its generator.

use rand::RngCore;

use super::state::Sintra;
use super::view::SintraView;
use crate::ai::{scores_reward, Determinize};
use crate::game::{Game, GameRng, Seat, Viewer};

/// How much the search's reward weighs the seat's own (estimated) final score against winning
/// and the margin: enough that it wins by building windows rather than by pushing piles of
/// glass onto its opponent, which drags both scores down.
const OWN_SCORE_WEIGHT: f64 = 0.5;
/// An own score this high rewards 0.5 on that half; [`OWN_SCORE_SCALE`] points more, about 0.88.
const OWN_SCORE_PAR: f64 = 60.0;
const OWN_SCORE_SCALE: f64 = 25.0;

impl Determinize for Sintra {
    // Playouts rate a few moves drawn at random: faster, and in self-play at least as strong.
    const PLAYOUT_SAMPLE: Option<usize> = Some(6);
    /// Margins between good players run 10–25 points (means about 65, 200-game tournament).
    const SCORE_SCALE: f64 = 12.0;

    /// Each seat's [`super::greedy::estimate`]: playouts stop after the next round.
    fn estimate(&self) -> Option<Vec<f64>> {
        let view = self.view(Viewer::Spectator);
        Some(
            (0..self.players.len())
                .map(|i| super::greedy::estimate(&view, Seat(super::rules::small(i))))
                .collect(),
        )
    }

    /// Half the usual reward (opponents beaten, margin), half the seat's own final score.
    fn reward(&self, seat: Seat) -> f64 {
        let scores: Vec<f64> = match self.outcome() {
            Some(_) => self.players.iter().map(|p| f64::from(p.score())).collect(),
            None => match self.estimate() {
                Some(s) => s,
                None => return 0.5,
            },
        };
        let standard = scores_reward(&scores, seat, Self::SCORE_SCALE);
        let own = scores.get(seat.index()).copied().unwrap_or(0.0);
        let own = 0.5 + 0.5 * ((own - OWN_SCORE_PAR) / OWN_SCORE_SCALE).tanh();
        (1.0 - OWN_SCORE_WEIGHT) * standard + OWN_SCORE_WEIGHT * own
    }

    fn determinize(view: &SintraView, rng: &mut GameRng) -> Option<Sintra> {
        Some(view.world(GameRng::seeded(rng.next_u64())))
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::testing::determinized_worlds_match_views;
    use crate::games::sintra::{Sintra, SintraOptions};

    #[test]
    fn the_reward_prefers_winning_high_to_winning_low_and_needs_an_estimate_only_midgame() {
        use crate::ai::Determinize;
        use crate::game::{Game, Seat};
        use crate::games::sintra::{Phase, ScoreSheet};
        let mut g = Sintra::new(&SintraOptions::default(), 2, 1).unwrap();
        // Part way through: both seats' estimates, rewards that sum to about one.
        let estimates = g.estimate().unwrap();
        assert_eq!(estimates.len(), 2);
        let (r0, r1) = (g.reward(Seat(0)), g.reward(Seat(1)));
        assert!((0.0..=1.0).contains(&r0) && (0.0..=1.0).contains(&r1));
        g.phase = Phase::Over;
        let mut score = |a: i32, b: i32| {
            g.players[0].sheet = ScoreSheet {
                windows: a,
                ..Default::default()
            };
            g.players[1].sheet = ScoreSheet {
                windows: b,
                ..Default::default()
            };
            g.reward(Seat(0))
        };
        let (high, low) = (score(70, 60), score(30, 20));
        assert!(high > low, "{high} {low}");
        assert!(score(60, 70) < high);
        assert!(score(30, 40) < low);
        assert!(score(40, 40) > score(39, 40));
    }

    #[test]
    fn worlds_show_each_seat_exactly_its_view() {
        determinized_worlds_match_views::<Sintra>(&SintraOptions::default(), 3, 4);
    }
}
