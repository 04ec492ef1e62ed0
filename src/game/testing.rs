//! A tiny game that exercises every part of the interface (simultaneous secret choices, a
//! seeded random setup, turns, hidden information, a scored outcome) for the interface's own
//! tests, and the drivers every game's tests share: seats of players, whole games played out
//! with their events, a game saved and restored mid-way.

use std::ops::RangeInclusive;

use rand::Rng;
use serde::{Deserialize, Serialize};

use super::{
    play_out, Game, GameRng, Outcome, Player, RandomPlayer, ScoreLine, Seat, SetupError, Viewer,
};

/// Random players, one a seed, in seat order.
pub fn random_seats<G: Game>(seeds: impl IntoIterator<Item = u64>) -> Vec<Box<dyn Player<G>>> {
    seeds
        .into_iter()
        .map(|seed| Box::new(RandomPlayer::new(seed)) as Box<dyn Player<G>>)
        .collect()
}

/// How much a slow study runs (games to play): the environment variable `name`, or `default`
/// when it is unset or not a number.
pub fn env_number<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Plays `game` to its end (within `max_actions`) with `seats`: the outcome and every event.
pub fn played_out<G: Game>(
    game: &mut G,
    seats: &mut [Box<dyn Player<G>>],
    max_actions: usize,
) -> (Outcome, Vec<G::Event>) {
    let mut log = Vec::new();
    let outcome = play_out(game, seats, max_actions, |_, events| {
        log.extend_from_slice(events)
    })
    .expect("the game ends");
    (outcome, log)
}

/// Plays up to `moves` moves of `game`, each by the first seat to act, stopping at the end.
pub fn play_moves<G: Game>(game: &mut G, seats: &mut [Box<dyn Player<G>>], moves: usize) {
    play_showing(game, seats, moves, |_, _, _, _| {});
}

/// Plays `game` to its end, each move by the first seat to act, and shows `each` every decision
/// before it is taken: the game, the seat, its view and its legal actions.
pub fn each_decision<G: Game>(
    mut game: G,
    seats: &mut [Box<dyn Player<G>>],
    each: impl FnMut(&G, Seat, &G::View, &[G::Action]),
) {
    play_showing(&mut game, seats, usize::MAX, each);
}

fn play_showing<G: Game>(
    game: &mut G,
    seats: &mut [Box<dyn Player<G>>],
    moves: usize,
    mut each: impl FnMut(&G, Seat, &G::View, &[G::Action]),
) {
    for _ in 0..moves {
        let Some(&seat) = game.to_act().first() else {
            return;
        };
        if game.is_over() {
            return;
        }
        let view = game.view(Viewer::Seat(seat));
        let legal = game.legal_actions(seat);
        each(game, seat, &view, &legal);
        let action = seats[seat.index()]
            .choose(seat, &view, &legal)
            .expect("a player picks a legal action");
        game.play(seat, &action).expect("a legal action plays");
    }
}

/// Saves `game` as JSON and restores it: the copy is equal, and from there both play on to the
/// same end through the same events, each with its own `seats()` (draws from the bag included).
pub fn assert_restored_game_continues<G: Game + PartialEq>(
    mut game: G,
    seats: impl Fn() -> Vec<Box<dyn Player<G>>>,
    max_actions: usize,
) {
    let json = serde_json::to_string(&game).expect("a game saves");
    let mut restored: G = serde_json::from_str(&json).expect("a saved game restores");
    assert_eq!(restored, game);
    assert_eq!(
        played_out(&mut restored, &mut seats(), max_actions),
        played_out(&mut game, &mut seats(), max_actions)
    );
    assert_eq!(restored, game);
}

/// Two-player games from the seeds `0..games`, `first` in seat 0 for even seeds and seat 1 for
/// odd ones, `second` in the other: each game's outcome with the seat `first` had.
pub fn alternating_games<G: Game>(
    games: u64,
    new_game: impl Fn(u64) -> G,
    first: impl Fn(u64) -> Box<dyn Player<G>>,
    second: impl Fn(u64) -> Box<dyn Player<G>>,
    max_actions: usize,
) -> Vec<(Seat, Outcome)> {
    (0..games)
        .map(|seed| {
            let first_seat = Seat((seed % 2) as u8);
            let mut seats = vec![second(seed)];
            seats.insert(first_seat.index(), first(seed));
            let (outcome, _) = played_out(&mut new_game(seed), &mut seats, max_actions);
            (first_seat, outcome)
        })
        .collect()
}

/// Checks what [`Game::simultaneous`] promises about `game`: when it holds, each waiting seat's
/// every action takes that seat out of `to_act` and leaves the other waiting seats with the
/// same legal actions; only the last of them moves the game on.
pub fn check_simultaneous<G: Game>(game: &G) {
    if !game.simultaneous() {
        return;
    }
    let waiting = game.to_act();
    for &seat in &waiting {
        for action in game.legal_actions(seat) {
            let mut after = game.clone();
            assert!(after.play(seat, &action).is_ok(), "{action:?} refused");
            let still = after.to_act();
            if !after.simultaneous() {
                // The last of them decided, and the game moved on.
                assert_eq!(waiting, [seat], "{seat:?} ended the others' decisions");
                continue;
            }
            assert!(!still.contains(&seat), "{seat:?} decides twice");
            for &other in waiting.iter().filter(|&&o| o != seat) {
                assert!(still.contains(&other), "{other:?} lost its decision");
                assert_eq!(
                    after.legal_actions(other),
                    game.legal_actions(other),
                    "{seat:?}'s {action:?} changed {other:?}'s choice"
                );
            }
        }
    }
}

/// Everybody secretly picks a target of 1–3 turns, then players take 1–3 counters from a pile
/// in turn. Score: counters taken, +5 for the last counter, +3 for taking exactly the target
/// number of turns.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Pile {
    rng: GameRng,
    pile: u32,
    taken: Vec<u32>,
    turns: Vec<u32>,
    targets: Vec<Option<u32>>,
    next: usize,
    last_taker: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum PileAction {
    Target(u32),
    Take(u32),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum PileEvent {
    TargetChosen(Seat),
    Took { seat: Seat, count: u32 },
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PileError {
    #[error("targets are still being chosen")]
    StillChoosingTargets,
    #[error("targets are already chosen")]
    TargetsChosen,
    #[error("take 1 to 3 counters, at most what is left")]
    BadCount,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PileView {
    pub pile: u32,
    pub taken: Vec<u32>,
    pub targets: Vec<Option<u32>>,
}

impl Pile {
    pub fn total(&self) -> u32 {
        self.pile + self.taken.iter().sum::<u32>()
    }

    pub fn counters_everywhere(&self) -> u32 {
        self.total()
    }

    fn choosing(&self) -> bool {
        self.targets.iter().any(Option::is_none)
    }
}

impl Game for Pile {
    type Options = ();
    type Action = PileAction;
    type Event = PileEvent;
    type Error = PileError;
    type View = PileView;

    fn player_counts(_: &()) -> RangeInclusive<usize> {
        1..=4
    }

    fn new(_: &(), players: usize, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_players(Self::player_counts(&()), players)?;
        let mut rng = GameRng::seeded(seed);
        let pile = 10 + rng.random_range(0..6);
        Ok(Pile {
            rng,
            pile,
            taken: vec![0; players],
            turns: vec![0; players],
            targets: vec![None; players],
            next: 0,
            last_taker: None,
        })
    }

    fn players(&self) -> usize {
        self.taken.len()
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.choosing() {
            Seat::all(self.players())
                .filter(|s| self.targets[s.index()].is_none())
                .collect()
        } else if self.pile > 0 {
            Seat::all(self.players())
                .nth(self.next)
                .into_iter()
                .collect()
        } else {
            Vec::new()
        }
    }

    fn simultaneous(&self) -> bool {
        self.choosing()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<PileAction> {
        if !self.to_act().contains(&seat) {
            return Vec::new();
        }
        if self.choosing() {
            (1..=3).map(PileAction::Target).collect()
        } else {
            (1..=self.pile.min(3)).map(PileAction::Take).collect()
        }
    }

    fn apply(&mut self, seat: Seat, action: &PileAction) -> Result<Vec<PileEvent>, PileError> {
        let i = seat.index();
        match *action {
            PileAction::Target(t) => {
                if !self.choosing() {
                    return Err(PileError::TargetsChosen);
                }
                if !(1..=3).contains(&t) {
                    return Err(PileError::BadCount);
                }
                self.targets[i] = Some(t);
                Ok(vec![PileEvent::TargetChosen(seat)])
            }
            PileAction::Take(n) => {
                if self.choosing() {
                    return Err(PileError::StillChoosingTargets);
                }
                if !(1..=3).contains(&n) || n > self.pile {
                    return Err(PileError::BadCount);
                }
                self.pile -= n;
                self.taken[i] += n;
                self.turns[i] += 1;
                self.last_taker = Some(i);
                self.next = (self.next + 1) % self.players();
                // Touch the generator so restored games must keep its position.
                let _ = self.rng.random::<u32>();
                Ok(vec![PileEvent::Took { seat, count: n }])
            }
        }
    }

    fn view(&self, viewer: Viewer) -> PileView {
        let targets = (0..self.players())
            .map(|i| match viewer {
                Viewer::Seat(s) if s.index() == i => self.targets[i],
                _ => None,
            })
            .collect();
        PileView {
            pile: self.pile,
            taken: self.taken.clone(),
            targets,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.choosing() || self.pile > 0 {
            return None;
        }
        let entries = Seat::all(self.players())
            .map(|seat| {
                let i = seat.index();
                let mut lines = vec![ScoreLine {
                    item: "pile.taken".into(),
                    points: self.taken[i] as i32,
                }];
                if self.last_taker == Some(i) {
                    lines.push(ScoreLine {
                        item: "pile.last".into(),
                        points: 5,
                    });
                }
                if self.targets[i] == Some(self.turns[i]) {
                    lines.push(ScoreLine {
                        item: "pile.target".into(),
                        points: 3,
                    });
                }
                let score = lines.iter().map(|l| l.points).sum();
                (seat, score, 0, lines)
            })
            .collect();
        Some(Outcome::ranked(entries))
    }

    fn round(&self) -> u32 {
        let turns: u32 = self.turns.iter().sum();
        1 + turns / self.players() as u32
    }
}

/// Plays a random game of `players` from `seed` (random legal moves, random mover among those
/// to act) and shows `each` every move: the game before it, the mover, the action, the game
/// after it and its events. For tests of rules about moves, such as which ones may be taken
/// back.
pub fn each_random_move<G: Game>(
    options: &G::Options,
    players: usize,
    seed: u64,
    mut each: impl FnMut(&G, Seat, &G::Action, &G, &[G::Event]),
) {
    let mut game = G::new(options, players, seed).expect("a game sets up");
    let mut rng = GameRng::seeded(seed ^ 0x5eed);
    for _ in 0..20_000 {
        let to_act = game.to_act();
        if game.is_over() || to_act.is_empty() {
            return;
        }
        let seat = to_act[rng.random_range(0..to_act.len())];
        let legal = game.legal_actions(seat);
        let action = legal[rng.random_range(0..legal.len())].clone();
        let before = game.clone();
        let events = game.play(seat, &action).expect("a legal move plays");
        each(&before, seat, &action, &game, &events);
    }
    panic!("a random game of seed {seed} never ends");
}
