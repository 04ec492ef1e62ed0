//! Filling in what a seat cannot see: the other players' private objectives, while patterns
//! are being chosen their offered and chosen patterns and who starts, and which dice remain
//! in the bag (every die not visible; the bag is drawn from at random, so it has no order).

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, RngCore};

use super::board::{Color, Window};
use super::cards::{self, PatternId};
use super::greedy::{evaluate, rate_all, Economy, Outlook, Quick};
use super::planner::{self, Normal};
use super::state::{Bag, Phase, PlayerState, Round, Sagrada, ToolSlot, DICE_PER_COLOR, ROUNDS};
use super::view::{PhaseView, SagradaView};
use super::SagradaOptions;
use crate::ai::{standard_reward, Blundering, Determinize, PLAYOUT_BLUNDER_RATE};
use crate::game::{GameRng, Player, Seat};

const CARDS: u8 = 12;

/// Solo margins (score − target) seen in play run from about −70 to +30: the reward is linear
/// over that spread, so a better round always shows (a tanh of margin / 10 was flat below −30).
const SOLO_MARGIN_FLOOR: f64 = -70.0;
const SOLO_MARGIN_SPREAD: f64 = 100.0;
/// The share of the solo reward that is winning at all; the rest is the margin.
const SOLO_WIN_SHARE: f64 = 0.2;

/// The search's reward for a finished solo game with this margin: not saturated anywhere in
/// the spread of real games.
pub fn solo_reward(margin: f64) -> f64 {
    let won = if margin > 0.0 { 1.0 } else { 0.0 };
    let linear = ((margin - SOLO_MARGIN_FLOOR) / SOLO_MARGIN_SPREAD).clamp(0.0, 1.0);
    SOLO_WIN_SHARE * won + (1.0 - SOLO_WIN_SHARE) * linear
}

impl Determinize for Sagrada {
    /// Two-player margins spread over about ±25 points.
    const SCORE_SCALE: f64 = 15.0;

    /// The normal level: the round planner in solo, the shared evaluation's greedy otherwise.
    fn greedy(seed: u64) -> Box<dyn Player<Self>> {
        Box::new(Normal::new(seed))
    }

    /// In solo the one-step greedy without the round planner (see [`planner::Easy`]).
    fn easy(seed: u64) -> Box<dyn Player<Self>> {
        Box::new(planner::Easy::new(seed))
    }

    /// Playouts need speed: the one-step greedy on the shared evaluation, in solo too.
    fn playout_policy(seed: u64) -> Box<dyn Player<Self>> {
        Box::new(Blundering::new(
            Box::new(Quick::new(seed)),
            PLAYOUT_BLUNDER_RATE,
            seed ^ 0x5eed,
        ))
    }

    /// Solo: the planned worth of each move (so the root weighs whole rounds); otherwise the
    /// greedy rating.
    fn prior(view: &SagradaView, _seat: Seat, legal: &[super::Action]) -> Vec<f64> {
        if view.solo.is_some() {
            planner::prior(view, legal)
        } else {
            rate_all(view, legal)
        }
    }

    /// The root's moves are judged side by side in the same worlds, the prior's favourite
    /// (normal's move) kept unless another is clearly better: a tree grown over drafts and then
    /// placements tried at random was noisier than normal's own judgement and lost to it.
    fn paired(_view: &SagradaView) -> bool {
        true
    }

    /// Every way of paying for a tool is weighed at the root, whatever its prior.
    fn keep_at_root(action: &super::Action) -> bool {
        matches!(action, super::Action::UseTool { .. })
    }

    fn determinize(view: &SagradaView, rng: &mut GameRng) -> Option<Sagrada> {
        let own = view.own.as_ref()?;
        let n = view.players;
        // Private objectives nobody has shown, dealt to the seats that hide theirs.
        let mut hidden_colors: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|c| {
                !view
                    .seats
                    .iter()
                    .any(|s| s.private.as_ref().is_some_and(|p| p.contains(c)))
            })
            .collect();
        hidden_colors.shuffle(rng);
        // Pattern cards not dealt to the viewer, for seats whose patterns are still secret.
        let mut free_cards: Vec<u8> = (1..=CARDS)
            .filter(|&c| {
                !cards::card_patterns(c)
                    .iter()
                    .any(|p| own.offered.contains(p))
            })
            .collect();
        free_cards.shuffle(rng);
        let mut players = Vec::with_capacity(n);
        for seat_view in &view.seats {
            let mine = seat_view.seat == own.seat;
            let private = match &seat_view.private {
                Some(p) => p.clone(),
                None => vec![hidden_colors.pop()?],
            };
            let mut state = PlayerState {
                offered: if mine {
                    own.offered.clone()
                } else {
                    Vec::new()
                },
                pattern: seat_view.pattern,
                window: seat_view.window.clone(),
                private,
                favor: seat_view.favor,
            };
            if !mine && seat_view.pattern.is_none() {
                let cards = [free_cards.pop()?, free_cards.pop()?];
                state.offered = cards
                    .iter()
                    .flat_map(|&c| cards::card_patterns(c))
                    .collect();
                if seat_view.has_chosen {
                    let id: PatternId = *state.offered.choose(rng)?;
                    let pattern = cards::pattern(id)?;
                    state.pattern = Some(id);
                    state.window = Some(Window::new(&pattern.cells));
                    state.favor = if view.solo.is_some() {
                        0
                    } else {
                        pattern.difficulty
                    };
                }
            }
            players.push(state);
        }
        let phase = match &view.phase {
            PhaseView::ChoosingPatterns { .. } => Phase::ChoosingPatterns,
            PhaseView::Playing {
                order,
                position,
                skip_second,
                turn,
            } => Phase::Playing(Round {
                order: order.clone(),
                position: *position,
                skip_second: skip_second.clone(),
                turn: turn.clone(),
            }),
            PhaseView::Over => Phase::Over,
        };
        // This round's order starts with the first player moved on once per round.
        let first_player = match &view.phase {
            PhaseView::Playing { order, .. } => {
                let starter = order.first()?.index();
                let back = usize::from(view.round.clamp(1, ROUNDS)) - 1;
                (starter + n * usize::from(ROUNDS) - back) % n.max(1)
            }
            _ => rng.random_range(0..n.max(1)),
        };
        let game = Sagrada {
            options: SagradaOptions {
                solo_difficulty: view
                    .solo
                    .as_ref()
                    .map_or(SagradaOptions::default().solo_difficulty, |s| s.difficulty),
            },
            rng: GameRng::seeded(rng.next_u64()),
            players,
            bag: Bag::full(),
            pool: view.pool.clone(),
            track: view.track.clone(),
            spent: view.spent.clone(),
            tools: view
                .tools
                .iter()
                .map(|t| ToolSlot {
                    tool: t.tool,
                    favor: t.favor,
                    spent: t.spent,
                })
                .collect(),
            publics: view.publics.clone(),
            first_player: Seat(u8::try_from(first_player).ok()?),
            round: view.round,
            phase,
            last_move: view.last_move.clone(),
        };
        // The bag holds every die not visible elsewhere.
        let outside = game.dice_by_color_outside_bag();
        let mut bag = Bag::full();
        for (slot, used) in bag.counts.iter_mut().zip(outside) {
            *slot = u8::try_from(u32::from(DICE_PER_COLOR).checked_sub(used)?).ok()?;
        }
        (bag.len() == view.bag_count).then_some(Sagrada { bag, ..game })
    }

    /// With opponents: each window's worth by the shared evaluation, plus favor tokens.
    /// Solo has no estimate (its target grows until the end), so solo playouts run to the end.
    fn estimate(&self) -> Option<Vec<f64>> {
        if self.is_solo() || self.phase == Phase::ChoosingPatterns {
            return None;
        }
        // Dice that may still come: the bag and the pool.
        let mut supply = self.bag.counts.map(u32::from);
        for d in &self.pool {
            if let Some(n) = supply.get_mut(d.color.index()) {
                *n += 1;
            }
        }
        Some(
            self.players
                .iter()
                .map(|p| {
                    let outlook = Outlook {
                        publics: self.publics.clone(),
                        privates: p.private.clone(),
                        supply,
                        rounds_left: ROUNDS.saturating_sub(self.round),
                        economy: Economy::MULTIPLAYER,
                    };
                    p.window
                        .as_ref()
                        .map_or(0.0, |w| evaluate(w, &outlook) + f64::from(p.favor))
                })
                .collect(),
        )
    }

    /// Solo: the margin over the target; otherwise the usual share of opponents beaten.
    fn reward(&self, seat: Seat) -> f64 {
        if !self.is_solo() {
            return standard_reward(self, seat);
        }
        let Some(outcome) = crate::game::Game::outcome(self) else {
            return 0.5;
        };
        let score = outcome.standings.first().map_or(0, |s| s.score);
        solo_reward(f64::from(score - self.solo_target()))
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::testing::determinized_worlds_match_views;
    use crate::games::sagrada::{Sagrada, SagradaOptions};

    #[test]
    fn worlds_show_each_seat_exactly_its_view() {
        determinized_worlds_match_views::<Sagrada>(&SagradaOptions::default(), 3, 4);
        determinized_worlds_match_views::<Sagrada>(&SagradaOptions::default(), 1, 3);
    }
}
