//! Playing a whole game with computer players: used by `vitrail simulate`, property tests and
//! (later) the bot's computer seats.

use rand::seq::IndexedRandom;
use rand::Rng;

use super::{Game, GameRng, Outcome, PlayError, Seat, Viewer};

/// A decision maker for one seat. It is given only what that seat may see.
pub trait Player<G: Game> {
    fn choose(&mut self, seat: Seat, view: &G::View, legal: &[G::Action]) -> Option<G::Action>;
}

/// Picks uniformly among the legal actions, from its own seeded generator.
pub struct RandomPlayer {
    rng: GameRng,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: GameRng::seeded(seed),
        }
    }
}

impl<G: Game> Player<G> for RandomPlayer {
    fn choose(&mut self, _seat: Seat, _view: &G::View, legal: &[G::Action]) -> Option<G::Action> {
        legal.choose(&mut self.rng).cloned()
    }
}

/// The action of highest `value`; exact ties are broken uniformly with `rng`, so a player built
/// on it is deterministic given its seed. `None` only when `legal` is empty.
pub fn pick_best<A: Clone>(
    rng: &mut GameRng,
    legal: &[A],
    mut value: impl FnMut(&A) -> f64,
) -> Option<A> {
    let mut best: Option<(f64, &A)> = None;
    let mut ties = 0u32;
    for action in legal {
        let v = value(action);
        match best {
            Some((b, _)) if v < b => {}
            Some((b, _)) if v == b => {
                // Reservoir sampling: the k-th equal action replaces the pick with chance 1/k.
                ties += 1;
                if rng.random_range(0..ties) == 0 {
                    best = Some((v, action));
                }
            }
            _ => {
                best = Some((v, action));
                ties = 1;
            }
        }
    }
    best.map(|(_, a)| a.clone())
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PlayoutError {
    #[error("{seat:?} is to act but has no legal action")]
    NoLegalAction { seat: Seat },
    #[error("the player of {seat:?} made no choice")]
    NoChoice { seat: Seat },
    #[error("the engine refused its own legal action for {seat:?}: {reason}")]
    RefusedLegalAction { seat: Seat, reason: String },
    #[error("no seat is to act but the game has no outcome")]
    Stuck,
    #[error("the game did not end within {0} actions")]
    TooLong(usize),
}

/// Plays `game` to its end. `players[i]` decides for seat `i`; simultaneous decisions are taken
/// in seat order. `after_each` sees the game and the events of every action.
pub fn play_out<G: Game>(
    game: &mut G,
    players: &mut [Box<dyn Player<G> + '_>],
    max_actions: usize,
    mut after_each: impl FnMut(&G, &[G::Event]),
) -> Result<Outcome, PlayoutError> {
    for _ in 0..max_actions {
        if let Some(outcome) = game.outcome() {
            return Ok(outcome);
        }
        let seat = *game.to_act().first().ok_or(PlayoutError::Stuck)?;
        let legal = game.legal_actions(seat);
        if legal.is_empty() {
            return Err(PlayoutError::NoLegalAction { seat });
        }
        let view = game.view(Viewer::Seat(seat));
        let player = players
            .get_mut(seat.index())
            .ok_or(PlayoutError::NoChoice { seat })?;
        let action = player
            .choose(seat, &view, &legal)
            .ok_or(PlayoutError::NoChoice { seat })?;
        let events = game.play(seat, &action).map_err(|e| match e {
            PlayError::Illegal(e) => PlayoutError::RefusedLegalAction {
                seat,
                reason: e.to_string(),
            },
            other => PlayoutError::RefusedLegalAction {
                seat,
                reason: other.to_string(),
            },
        })?;
        after_each(game, &events);
    }
    game.outcome().ok_or(PlayoutError::TooLong(max_actions))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::testing::{
        check_simultaneous, played_out, random_seats, Pile, PileAction, PileError,
    };

    fn random_players(n: usize, seed: u64) -> Vec<Box<dyn Player<Pile>>> {
        random_seats((0..n as u64).map(|i| seed + i))
    }

    #[test]
    fn pick_best_takes_the_maximum_and_spreads_ties() {
        let mut rng = GameRng::seeded(1);
        assert_eq!(pick_best(&mut rng, &[1, 5, 3], |a| f64::from(*a)), Some(5));
        assert_eq!(pick_best::<u8>(&mut rng, &[], |_| 0.0), None);
        let mut seen = [0; 3];
        for _ in 0..300 {
            let pick = pick_best(&mut rng, &[0usize, 1, 2], |_| 1.0).unwrap();
            seen[pick] += 1;
        }
        assert!(seen.iter().all(|&n| n > 60), "{seen:?}");
    }

    #[test]
    fn same_seed_same_game() {
        let run = |seed| {
            let mut game = Pile::new(&(), 3, seed).unwrap();
            played_out(&mut game, &mut random_players(3, seed), 1000)
        };
        assert_eq!(run(5), run(5));
        assert_ne!(run(5).1, run(6).1);
    }

    #[test]
    fn random_games_keep_their_invariants() {
        for seed in 0..300 {
            let players = 1 + (seed as usize % 4);
            let mut game = Pile::new(&(), players, seed).unwrap();
            let total = game.total();
            let out = play_out(
                &mut game,
                &mut random_players(players, seed),
                1000,
                |g, _| {
                    assert_eq!(g.counters_everywhere(), total);
                    check_simultaneous(g);
                },
            )
            .unwrap();
            assert_eq!(out.standings.len(), players);
            assert!(out.standings.iter().all(|s| s.is_consistent()));
        }
    }

    #[test]
    fn refusals_are_typed_and_change_nothing() {
        let mut game = Pile::new(&(), 2, 1).unwrap();
        let before = game.clone();
        assert_eq!(
            game.play(Seat(0), &PileAction::Take(1)),
            Err(PlayError::Illegal(PileError::StillChoosingTargets))
        );
        assert_eq!(
            game.play(Seat(5), &PileAction::Target(1)),
            Err(PlayError::NotYourTurn(Seat(5)))
        );
        assert_eq!(game.to_act(), vec![Seat(0), Seat(1)]);
        game.play(Seat(1), &PileAction::Target(2)).unwrap();
        assert_eq!(
            game.to_act(),
            vec![Seat(0)],
            "seat 1 has chosen; seat 0 still must"
        );
        assert_ne!(game, before);
        let after_one = game.clone();
        assert!(game.play(Seat(0), &PileAction::Target(9)).is_err());
        assert_eq!(game, after_one);
    }

    #[test]
    fn views_hide_other_seats_secrets() {
        let mut game = Pile::new(&(), 2, 3).unwrap();
        game.play(Seat(0), &PileAction::Target(3)).unwrap();
        game.play(Seat(1), &PileAction::Target(1)).unwrap();
        let mine = game.view(Viewer::Seat(Seat(0)));
        assert_eq!(mine.targets, vec![Some(3), None]);
        let spectator = game.view(Viewer::Spectator);
        assert_eq!(spectator.targets, vec![None, None]);
    }
}
