//! Checks shared by every game's [`Determinize`] implementation.

use super::Determinize;
use crate::game::{play_out, GameRng, Player, RandomPlayer, Viewer};

/// Plays `games` random games; at every decision each seat's view is determinized twice, and
/// each world must show that seat exactly the same view and offer it the same legal actions;
/// one world per decision is then played to its end at random.
pub fn determinized_worlds_match_views<G>(options: &G::Options, players: usize, games: u64)
where
    G: Determinize,
    G::View: PartialEq,
{
    let mut rng = GameRng::seeded(99);
    for seed in 0..games {
        let mut game = G::new(options, players, seed).expect("setup");
        let mut random: Vec<Box<dyn Player<G>>> = (0..players as u64)
            .map(|i| Box::new(RandomPlayer::new(seed * 10 + i)) as Box<dyn Player<G>>)
            .collect();
        let mut step = 0u64;
        let mut check = |g: &G| {
            step += 1;
            for seat in crate::game::Seat::all(players) {
                let view = g.view(Viewer::Seat(seat));
                for _ in 0..2 {
                    let world = G::determinize(&view, &mut rng).expect("a world");
                    assert_eq!(world.view(Viewer::Seat(seat)), view, "step {step}");
                    assert_eq!(world.legal_actions(seat), g.legal_actions(seat));
                    assert_eq!(world.to_act(), g.to_act());
                }
            }
            if let Some(seat) = g.to_act().first() {
                let mut world = G::determinize(&g.view(Viewer::Seat(*seat)), &mut rng).unwrap();
                let mut players: Vec<Box<dyn Player<G>>> = (0..players as u64)
                    .map(|i| Box::new(RandomPlayer::new(step + i)) as Box<dyn Player<G>>)
                    .collect();
                play_out(&mut world, &mut players, 100_000, |_, _| {}).expect("world plays out");
            }
        };
        check(&game);
        play_out(&mut game, &mut random, 100_000, |g, _| check(g)).expect("the game ends");
    }
}
