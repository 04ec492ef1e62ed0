//! The engine driver: a seeded game played as the bytes say.

mod wild;

use serde::Serialize;

use super::input::Input;
use crate::game::{Seat, Viewer};
use crate::games::GameKind;
use crate::i18n::Locale;
use crate::present::{menu, Menu, MenuError};

/// A game the drivers can play: its engine's options and invariants ([`crate::game::Fuzzed`],
/// beside each engine) and its menus, which clicks go through.
pub trait Fuzzed: crate::game::Fuzzed + crate::present::TableGame {}

impl<G: crate::game::Fuzzed + crate::present::TableGame> Fuzzed for G {}
use wild::wild_action;

/// The most steps one input plays (a whole game is a few hundred).
const MAX_STEPS: usize = 3_000;
/// Actions remembered to be played again later, when they are stale.
const REMEMBERED: usize = 64;

/// Plays a game of any registered kind, the first byte choosing which (in the registry's order),
/// as [`engine`] plays it with the rest; `None` for no bytes.
pub fn any_engine(data: &[u8]) -> Option<Played> {
    let (&first, rest) = data.split_first()?;
    let kind = GameKind::ALL[usize::from(first) % GameKind::ALL.len()];
    super::with_engine(kind, Engine(rest))
}

/// [`engine`] with the bytes to play, for [`super::with_engine`].
struct Engine<'a>(&'a [u8]);

impl super::WithEngine for Engine<'_> {
    type Out = Played;
    fn run<G: Fuzzed>(self) -> Played {
        engine::<G>(self.0)
    }
}

/// Plays a seeded game of `G` as the bytes say: legal moves, clicks through the menus, and
/// illegal actions (stale ones, legal ones mutated, JSON from the bytes) from any seat, also
/// seats that do not exist. After every step: a refused action changed nothing (the serialized
/// state is the same), an action is accepted exactly when it is legal, and every invariant holds.
/// Returns how far the game went.
pub fn engine<G: Fuzzed>(data: &[u8]) -> Played {
    let mut input = Input::new(data);
    let options = G::fuzz_options(input.byte());
    let counts = G::player_counts(&options);
    let players = counts.start() + input.below(counts.end() - counts.start() + 1);
    let seed = u64::from(input.u32());
    let mut game = G::new(&options, players, seed).expect("a supported player count");
    holds(&game);
    let mut seen: Vec<G::Action> = Vec::new();
    let mut steps = 0;
    let mut played = Played::default();
    while !input.is_empty() && steps < MAX_STEPS {
        steps += 1;
        match input.byte() % 8 {
            0..=4 => {
                let to_act = game.to_act();
                if to_act.is_empty() {
                    continue;
                }
                let seat = to_act[input.below(to_act.len())];
                let legal = game.legal_actions(seat);
                let action = legal[input.below(legal.len())].clone();
                if let Err(e) = game.play(seat, &action) {
                    panic!("{seat:?}: legal {action:?} refused: {e}");
                }
                played.actions += 1;
                remember(&mut seen, action);
                holds(&game);
            }
            5 => {
                if click(&mut game, &mut input) {
                    played.actions += 1;
                }
            }
            _ => {
                let seat = Seat(input.below(players + 2) as u8);
                let Some(action) = wild_action(&game, &seen, &mut input) else {
                    continue;
                };
                let legal = !game.is_over()
                    && game.to_act().contains(&seat)
                    && game.legal_actions(seat).contains(&action);
                let before = json(&game);
                match game.play(seat, &action) {
                    Ok(_) => {
                        assert!(legal, "{seat:?}: accepted {action:?}, which is not legal");
                        played.actions += 1;
                        holds(&game);
                    }
                    Err(e) => {
                        assert!(!legal, "{seat:?}: legal {action:?} refused: {e}");
                        assert_eq!(json(&game), before, "refusing {action:?} changed the state");
                        played.refused += 1;
                    }
                }
                remember(&mut seen, action);
            }
        }
    }
    played.over = game.is_over();
    played
}

/// How far [`engine`] went.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Played {
    /// Actions accepted.
    pub actions: usize,
    /// Illegal actions refused.
    pub refused: usize,
    /// Whether the game ended.
    pub over: bool,
}

fn remember<A: PartialEq>(seen: &mut Vec<A>, action: A) {
    if !seen.contains(&action) {
        if seen.len() == REMEMBERED {
            seen.remove(0);
        }
        seen.push(action);
    }
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("plain data serializes")
}

/// What holds after every accepted action.
fn holds<G: Fuzzed>(game: &G) {
    game.check();
    let to_act = game.to_act();
    match game.outcome() {
        Some(outcome) => {
            assert!(to_act.is_empty(), "{to_act:?} act after the end");
            assert_eq!(outcome.standings.len(), game.players());
            assert!(outcome.standings.iter().all(|s| s.is_consistent()));
        }
        None => assert!(!to_act.is_empty(), "nobody acts in a running game"),
    }
    for (i, seat) in to_act.iter().enumerate() {
        assert!(seat.index() < game.players());
        assert!(!to_act[..i].contains(seat));
    }
    for seat in Seat::all(game.players() + 2) {
        let legal = game.legal_actions(seat);
        assert_eq!(
            legal.is_empty(),
            !to_act.contains(&seat),
            "{seat:?}: legal actions {legal:?} while {to_act:?} act"
        );
    }
    let text = json(game);
    let back: G = serde_json::from_str(&text).expect("the state reads back");
    assert_eq!(json(&back), text, "the state survives a JSON round trip");
    json(&game.view(Viewer::Spectator));
    for seat in Seat::all(game.players()) {
        json(&game.view(Viewer::Seat(seat)));
    }
}

/// Walks the menus of a seat as a clicker would, sometimes off the offered options; plays the
/// action a path ends in when the bytes say so (and then returns true).
fn click<G: Fuzzed>(game: &mut G, input: &mut Input) -> bool {
    let seat = Seat(input.below(game.players() + 1) as u8);
    let legal = game.legal_actions(seat);
    let mut path: Vec<String> = Vec::new();
    for _ in 0..8 {
        match menu(game, seat, &path, Locale::En) {
            Err(MenuError::NothingToDecide) => {
                assert!(legal.is_empty());
                return false;
            }
            Err(MenuError::NoSuchChoice) => panic!("{seat:?}: a path of offered tokens refused"),
            Ok(Menu::Act { action, .. }) => {
                assert!(legal.contains(&action), "the menu chose {action:?}");
                if input.byte() % 2 == 1 {
                    return false;
                }
                if let Err(e) = game.play(seat, &action) {
                    panic!("{seat:?}: the menu's {action:?} refused: {e}");
                }
                holds(game);
                return true;
            }
            Ok(Menu::Pick {
                path: full,
                options,
                ..
            }) => {
                assert!(full.starts_with(&path));
                assert!(!options.is_empty());
                path = full;
                let pick = input.byte();
                if pick < 224 {
                    path.push(options[usize::from(pick) % options.len()].token.clone());
                } else {
                    // A token the step does not offer: refused, whatever it is.
                    let token = String::from_utf8_lossy(input.slice(10)).into_owned();
                    if options.iter().any(|o| o.token == token) {
                        return false;
                    }
                    path.push(token);
                    assert_eq!(
                        menu(game, seat, &path, Locale::En),
                        Err(MenuError::NoSuchChoice),
                        "{seat:?}: {path:?}"
                    );
                    return false;
                }
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::collection::vec;
    use proptest::prelude::*;

    proptest! {
        // 48 cases a game, as when each game had a property of its own.
        #![proptest_config(ProptestConfig::with_cases(48 * GameKind::ALL.len() as u32))]

        #[test]
        fn every_game_survives_any_moves(bytes in vec(any::<u8>(), 1..1_500)) {
            prop_assert!(any_engine(&bytes).is_some());
        }
    }

    /// The driver reaches the end of games and tries illegal actions on the way, so the
    /// properties above are checked all through a game, not only at its start.
    #[test]
    fn random_bytes_play_whole_games() {
        use rand::{RngCore, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let inputs: Vec<Vec<u8>> = (0..4)
            .map(|_| {
                let mut bytes = vec![0u8; 6_000];
                rng.fill_bytes(&mut bytes);
                bytes
            })
            .collect();
        for kind in GameKind::ALL {
            let played = inputs.iter().map(|bytes| {
                crate::fuzz::with_engine(kind, Engine(bytes)).expect("every game is fuzzed")
            });
            let (over, refused) = played.fold((0, 0), |(over, refused), p| {
                (over + usize::from(p.over), refused + p.refused)
            });
            let game = kind.slug();
            assert!(over >= 2, "{game}: {over} of 4 games ended");
            assert!(refused >= 20, "{game}: {refused} illegal actions refused");
        }
    }
}
