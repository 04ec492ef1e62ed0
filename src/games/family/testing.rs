//! Test helpers for the family's games.

use std::collections::BTreeSet;

use super::{TileColour, Tiles};
use crate::game::{play_out, Game, Player, RandomPlayer, Seat, Viewer};

/// The factories a game deals, `factories(players)`, for 2, 3 and 4 players: 5, 7 and 9 of
/// them, 4 tiles on each.
pub fn assert_factories_dealt<C: TileColour, const N: usize>(
    factories: impl Fn(usize) -> Vec<Tiles<C, N>>,
) {
    for (players, count) in [(2, 5), (3, 7), (4, 9)] {
        let dealt = factories(players);
        assert_eq!(dealt.len(), count, "{players} players");
        assert!(dealt.iter().all(|f| f.total() == 4), "{players} players");
    }
}

/// Round 1's first player is drawn from the seed, `first(players, seed)`: at 2, 3 and 4
/// players every seat starts one of 40 seeded games, so the host does not always start.
pub fn assert_every_seat_starts_some_games(first: impl Fn(usize, u64) -> Seat) {
    for players in 2..=4 {
        let starters: BTreeSet<Seat> = (0..40).map(|seed| first(players, seed)).collect();
        assert_eq!(starters.len(), players, "{players} players");
    }
}

/// Plays `moves` moves by a fixed rule: the `n`th move is legal action `(7n + 3) mod count`.
pub fn play_by_rule<G: Game>(game: &mut G, moves: usize) {
    for n in 0..moves {
        let seat = game.to_act()[0];
        let legal = game.legal_actions(seat);
        game.play(seat, &legal[(n * 7 + 3) % legal.len()]).unwrap();
    }
}

/// Every action of `conceivable` that `seat` may play in `game` is one of `legal`, the seat's
/// legal actions, and every other is refused leaving the game as it was.
pub fn assert_accepted_exactly_when_listed<G: Game + PartialEq>(
    game: &G,
    seat: Seat,
    legal: &[G::Action],
    conceivable: &[G::Action],
) {
    for action in conceivable {
        let mut copy = game.clone();
        match copy.play(seat, action) {
            Ok(_) => assert!(
                legal.contains(action),
                "accepted but not listed: {action:?}"
            ),
            Err(_) => {
                assert!(!legal.contains(action), "listed but refused: {action:?}");
                assert_eq!(&copy, game, "a refusal changed the state");
            }
        }
    }
}

/// `game` writes `state` and its spectator's view writes `view` (bytes stored by an older
/// version), and `state` reads back and writes the same bytes again.
pub fn assert_stored_bytes<G: Game>(game: &G, state: &str, view: &str) {
    assert_eq!(serde_json::to_string(game).unwrap(), state);
    let spectator = game.view(Viewer::Spectator);
    assert_eq!(serde_json::to_string(&spectator).unwrap(), view);
    let back: G = serde_json::from_str(state).unwrap();
    assert_eq!(serde_json::to_string(&back).unwrap(), state);
}

/// The views of a game played out by random players (seeded from `seed`): the spectator's of
/// the start, then seat 0's every `every` actions and at the end.
pub fn sampled_views<G: Game>(mut game: G, seed: u64, every: usize) -> Vec<G::View> {
    let mut out = vec![game.view(Viewer::Spectator)];
    let mut bots: Vec<Box<dyn Player<G>>> = (0..game.players())
        .map(|i| Box::new(RandomPlayer::new(seed + i as u64)) as Box<dyn Player<G>>)
        .collect();
    let mut n = 0;
    play_out(&mut game, &mut bots, 20_000, |g, _| {
        n += 1;
        if n % every == 0 || g.is_over() {
            out.push(g.view(Viewer::Seat(Seat(0))));
        }
    })
    .unwrap();
    out
}
