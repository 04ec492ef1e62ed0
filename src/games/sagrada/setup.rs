//! Dealing the game, and the flow between turns and rounds (drawing and rolling dice, the snake
//! turn order, Running Pliers skips, the end of the game).

use rand::seq::SliceRandom;
use rand::Rng;

use crate::game::{Game, GameRng, Seat, SetupError};

use super::actions::{Event, SagradaOptions};
use super::board::{Color, Die, Value, Window};
use super::cards::{self, PatternId, PublicObjective, Tool};
use super::scoring;
use super::state::{Bag, LastMove, Phase, PlayerState, Round, Sagrada, ToolSlot, Turn, ROUNDS};

impl Sagrada {
    pub(crate) fn setup(
        options: &SagradaOptions,
        players: usize,
        seed: u64,
    ) -> Result<Sagrada, SetupError> {
        SetupError::check_players(<Sagrada as Game>::player_counts(options), players)?;
        let solo = players == 1;
        if solo && !(1..=5).contains(&options.solo_difficulty) {
            return Err(SetupError::Option(format!(
                "solo difficulty must be 1–5, not {}",
                options.solo_difficulty
            )));
        }
        let mut rng = GameRng::seeded(seed);

        let mut cards: Vec<u8> = (1..=12).collect();
        cards.shuffle(&mut rng);
        let mut colors = Color::ALL.to_vec();
        colors.shuffle(&mut rng);
        let privates_each = if solo { 2 } else { 1 };
        let player_states = (0..players)
            .map(|i| PlayerState {
                offered: cards
                    .iter()
                    .skip(2 * i)
                    .take(2)
                    .flat_map(|&c| cards::card_patterns(c))
                    .collect(),
                pattern: None,
                window: None,
                private: colors
                    .iter()
                    .skip(privates_each * i)
                    .take(privates_each)
                    .copied()
                    .collect(),
                favor: 0,
            })
            .collect();

        let mut tools = Tool::ALL.to_vec();
        tools.shuffle(&mut rng);
        let tool_count = if solo {
            usize::from(options.solo_difficulty)
        } else {
            3
        };
        let mut publics = PublicObjective::ALL.to_vec();
        publics.shuffle(&mut rng);
        publics.truncate(if solo { 2 } else { 3 });
        let first = rng.random_range(0..players);

        Ok(Sagrada {
            options: *options,
            rng,
            players: player_states,
            bag: Bag::full(),
            pool: Vec::new(),
            track: Vec::new(),
            spent: Vec::new(),
            tools: tools
                .into_iter()
                .take(tool_count)
                .map(|tool| ToolSlot {
                    tool,
                    favor: 0,
                    spent: false,
                })
                .collect(),
            publics,
            first_player: Seat(u8::try_from(first).unwrap_or(0)),
            round: 1,
            phase: Phase::ChoosingPatterns,
            last_move: None,
        })
    }

    pub fn is_solo(&self) -> bool {
        self.players.len() == 1
    }

    pub(crate) fn seat_count(&self) -> usize {
        self.players.len()
    }

    /// Records a pattern choice; starts round 1 once everybody has chosen.
    pub(crate) fn choose_pattern(&mut self, seat: Seat, id: PatternId) -> Vec<Event> {
        let solo = self.is_solo();
        let mut events = vec![Event::PatternChosen { seat }];
        if let (Some(p), Some(pattern)) = (self.players.get_mut(seat.index()), cards::pattern(id)) {
            p.pattern = Some(id);
            p.window = Some(Window::new(&pattern.cells));
            p.favor = if solo { 0 } else { pattern.difficulty };
        }
        if self.players.iter().all(|p| p.pattern.is_some()) {
            events.push(Event::PatternsRevealed {
                patterns: self.players.iter().filter_map(|p| p.pattern).collect(),
                favor: self.players.iter().map(|p| p.favor).collect(),
            });
            self.start_round(&mut events);
        }
        events
    }

    /// Draws one die from the bag (weighted by what is left) without rolling it.
    pub(crate) fn draw_color(&mut self) -> Option<Color> {
        let total = self.bag.len();
        if total == 0 {
            return None;
        }
        let mut pick = self.rng.random_range(0..total);
        for color in Color::ALL {
            let slot = self.bag.counts.get_mut(color.index())?;
            let n = u32::from(*slot);
            if pick < n {
                *slot -= 1;
                return Some(color);
            }
            pick -= n;
        }
        None
    }

    pub(crate) fn roll(&mut self) -> Value {
        Value::new(self.rng.random_range(1..=6)).unwrap_or(Value::ONE)
    }

    fn start_round(&mut self, events: &mut Vec<Event>) {
        let n = self.seat_count();
        let start = (self.first_player.index() + usize::from(self.round) - 1) % n.max(1);
        let clockwise: Vec<Seat> = (0..n)
            .filter_map(|i| u8::try_from((start + i) % n).ok().map(Seat))
            .collect();
        let mut order = clockwise.clone();
        order.extend(clockwise.iter().rev());
        let draw = if self.is_solo() { 4 } else { 2 * n + 1 };
        for _ in 0..draw {
            if let Some(color) = self.draw_color() {
                let value = self.roll();
                self.pool.push(Die::new(color, value));
            }
        }
        let start_player = clockwise.first().copied().unwrap_or(Seat(0));
        events.push(Event::RoundStarted {
            round: self.round,
            start_player,
            pool: self.pool.clone(),
        });
        let turn = Turn::starting(start_player, false);
        events.push(Event::TurnStarted {
            seat: start_player,
            second: false,
        });
        self.phase = Phase::Playing(Round {
            order,
            position: 0,
            skip_second: Vec::new(),
            turn,
        });
    }

    /// Ends the current turn and starts the next one (or the next round, or scores the game).
    pub(crate) fn end_turn(&mut self, events: &mut Vec<Event>) {
        let n = self.seat_count();
        let Phase::Playing(round) = &mut self.phase else {
            return;
        };
        events.push(Event::TurnEnded {
            seat: round.turn.seat,
        });
        self.last_move = Some(LastMove {
            seat: round.turn.seat,
            done: std::mem::take(&mut round.turn.done),
        });
        round.position += 1;
        while let Some(&seat) = round.order.get(round.position) {
            if round.position >= n && round.skip_second.contains(&seat) {
                events.push(Event::TurnSkipped { seat });
                round.position += 1;
                continue;
            }
            round.turn = Turn::starting(seat, round.position >= n);
            events.push(Event::TurnStarted {
                seat,
                second: round.turn.second,
            });
            return;
        }
        self.end_round(events);
    }

    fn end_round(&mut self, events: &mut Vec<Event>) {
        let leftovers = std::mem::take(&mut self.pool);
        events.push(Event::RoundEnded {
            round: self.round,
            leftovers: leftovers.clone(),
        });
        self.track.push(leftovers);
        if self.round >= ROUNDS {
            self.phase = Phase::Over;
            self.score_events(events);
        } else {
            self.round += 1;
            self.start_round(events);
        }
    }

    fn score_events(&self, events: &mut Vec<Event>) {
        for (i, p) in self.players.iter().enumerate() {
            let lines = self.score_lines(i);
            events.push(Event::Scored {
                seat: Seat(u8::try_from(i).unwrap_or(u8::MAX)),
                total: scoring::total(&lines),
                lines,
                private: p.private.clone(),
            });
        }
        if self.is_solo() {
            let score = scoring::total(&self.score_lines(0));
            let target = self.solo_target();
            events.push(Event::SoloResult {
                score,
                target,
                won: score > target,
            });
        }
    }
}
