//! A tiny game that exercises every part of the interface (simultaneous secret choices, a
//! seeded random setup, turns, hidden information, a scored outcome) for the interface's own
//! tests.

use std::ops::RangeInclusive;

use rand::Rng;
use serde::{Deserialize, Serialize};

use super::{Game, GameRng, Outcome, ScoreLine, Seat, SetupError, Viewer};

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
