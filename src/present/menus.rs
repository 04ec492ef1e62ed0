//! How a running game is presented and played through menus, independent of Discord.
//!
//! Every decision is offered as a short series of menus. A game says, for each legal action,
//! which choices lead to it ([`Menus::steps`]); the menus are built from the legal actions,
//! so they can never offer an illegal move, and a click names its path of choices (tokens) so no
//! half-made decision is stored anywhere. A path that no longer leads anywhere (a stale or forged
//! click) is refused.

use crate::game::{Seat, Viewer};
use crate::games::Registered;
use crate::i18n::Locale;
use crate::present::kit::Glass;

/// The longest button or select-option label a phone shows whole.
pub const MAX_LABEL: usize = 38;

/// One option of one menu step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// Short, `[a-z0-9]`, unique among the options of its step; it travels in component ids.
    pub token: String,
    pub label: String,
    /// What the step asks, e.g. "Choose a source".
    pub prompt: String,
    /// Shown as a coloured emoji beside the label, which starts with the colour's shape.
    pub colour: Option<Glass>,
    /// A place (row, column) on a board of at most 4 × 5 spaces: when every option of a step has
    /// one, the step is shown as that grid, with the spaces not offered greyed out.
    pub cell: Option<(u8, u8)>,
    /// A choice that ends something and cannot be taken back (passing for the round): shown
    /// apart from the others (a red button).
    pub apart: bool,
}

impl Choice {
    pub fn new(token: impl Into<String>, label: impl Into<String>, prompt: &str) -> Choice {
        Choice {
            token: token.into(),
            label: label.into(),
            prompt: prompt.to_string(),
            colour: None,
            cell: None,
            apart: false,
        }
    }

    pub fn apart(mut self) -> Choice {
        self.apart = true;
        self
    }

    pub fn at(mut self, row: u8, col: u8) -> Choice {
        self.cell = Some((row, col));
        self
    }

    /// Marks the choice with `colour`, and starts its label with the colour's shape ("● Red ×2"),
    /// the one the pictures draw on that glass: the colour is never told by colour alone.
    pub fn coloured(mut self, colour: Glass) -> Choice {
        self.colour = Some(colour);
        self.label = format!("{} {}", colour.symbol().character(), self.label);
        self
    }
}

/// How a game's decisions are offered, and the words around them: the menus' steps, the status
/// line above them, and what a seat is told privately. Each game implements it in its
/// `menus.rs`; the rest of its presentation is [`TableGame`](crate::present::TableGame).
pub trait Menus: Registered {
    /// The choices, in order, that lead to `action`, worded from the acting seat's view.
    fn steps(view: &Self::View, action: &Self::Action, locale: Locale) -> Vec<Choice>;

    /// One line on the state of play, e.g. "Round 3 of 6 · wild colour: red".
    fn status(&self, names: &[String], locale: Locale) -> String;

    /// Whether the seats to act choose in a private panel rather than on the public table
    /// message: always when several decide at once, and in games whose choices reveal secrets.
    fn private_choices(&self) -> bool {
        self.to_act().len() > 1
    }

    /// Private words for `seat` (a secret objective), shown with the private pictures.
    fn private_note(&self, _seat: Seat, _locale: Locale) -> Option<String> {
        None
    }

    /// The full text of the game's tool cards (Sagrada), with what each costs now, for anybody
    /// who asks ("🛠 Tools"); `None` for a game without them.
    fn tool_cards(&self, _locale: Locale) -> Option<String> {
        None
    }

    /// What the game's help page goes on with in a second embed (title, text): Sagrada's
    /// twelve tool cards in full; `None` for most games.
    fn help_more(_locale: Locale) -> Option<(String, String)> {
        None
    }

    /// The score a solo player must beat (Sagrada's round track), in a solo game.
    fn solo_target(&self) -> Option<i32> {
        None
    }

    /// The printed values this game's data stands in for (named in the lobby), if any.
    fn stand_ins() -> Vec<String> {
        Vec::new()
    }
}

/// Where a path of choices leads.
#[derive(Debug, Clone, PartialEq)]
pub enum Menu<A> {
    /// More to choose: the next step's options.
    Pick {
        /// The tokens chosen so far, including steps taken automatically.
        path: Vec<String>,
        /// Labels of the choices so far.
        chosen: Vec<String>,
        prompt: String,
        options: Vec<Choice>,
    },
    /// The path names a whole action.
    Act {
        action: A,
        /// Labels of every choice (the log words the move itself, from its events).
        chosen: Vec<String>,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum MenuError {
    #[error("this seat has nothing to decide")]
    NothingToDecide,
    #[error("these choices lead to no legal move")]
    NoSuchChoice,
}

/// Resolves `path` for `seat`. Steps with a single option that is not the last choice are taken
/// automatically; a final choice always needs a click.
pub fn menu<G: Menus>(
    game: &G,
    seat: Seat,
    path: &[String],
    locale: Locale,
) -> Result<Menu<G::Action>, MenuError> {
    let view = game.view(Viewer::Seat(seat));
    let legal = game.legal_actions(seat);
    if legal.is_empty() {
        return Err(MenuError::NothingToDecide);
    }
    let mut candidates: Vec<(G::Action, Vec<Choice>)> = legal
        .into_iter()
        .map(|a| {
            let steps = G::steps(&view, &a, locale);
            (a, steps)
        })
        .filter(|(_, steps)| {
            steps.len() >= path.len() && steps.iter().zip(path).all(|(c, t)| &c.token == t)
        })
        .collect();
    if candidates.is_empty() {
        return Err(MenuError::NoSuchChoice);
    }
    let mut path = path.to_vec();
    loop {
        let depth = path.len();
        let labels = |steps: &[Choice]| steps.iter().take(depth).map(|c| c.label.clone()).collect();
        if let Some((action, steps)) = candidates.iter().find(|(_, s)| s.len() == depth) {
            return Ok(Menu::Act {
                action: action.clone(),
                chosen: labels(steps),
            });
        }
        let mut options: Vec<Choice> = Vec::new();
        for (_, steps) in &candidates {
            if let Some(choice) = steps.get(depth) {
                if !options.iter().any(|o| o.token == choice.token) {
                    options.push(choice.clone());
                }
            }
        }
        let ends_here = candidates.iter().any(|(_, s)| s.len() == depth + 1);
        match options.as_slice() {
            [only] if !ends_here => {
                path.push(only.token.clone());
                candidates.retain(|(_, s)| s.get(depth).is_some_and(|c| c.token == only.token));
            }
            _ => {
                let chosen = candidates
                    .first()
                    .map(|(_, s)| labels(s))
                    .unwrap_or_default();
                let prompt = options
                    .first()
                    .map(|o| o.prompt.clone())
                    .unwrap_or_default();
                return Ok(Menu::Pick {
                    path,
                    chosen,
                    prompt,
                    options,
                });
            }
        }
    }
}

/// Checks a token is fit for a component id.
pub fn valid_token(token: &str) -> bool {
    !token.is_empty()
        && token.len() <= 8
        && token
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::ai::{computer, Budget};
    use crate::game::{play_out, Player};
    use crate::present::TableGame;

    /// Plays `game` to the end between computer players of `level` (seeded from `seed`),
    /// checking the menus against the legal actions every `every` actions.
    pub fn menus_match_through_game<G: TableGame + crate::ai::Determinize>(
        mut game: G,
        level: AiLevel,
        seed: u64,
        every: usize,
    ) {
        let mut players: Vec<Box<dyn Player<G>>> = (0..game.players() as u64)
            .map(|i| computer::<G>(level, seed * 10 + i, Budget::iterations(30)))
            .collect();
        let mut steps = 0;
        play_out(&mut game, &mut players, 5_000, |g, _| {
            steps += 1;
            if steps % every == 0 {
                menus_match_legal_actions(g);
            }
        })
        .expect("the game ends");
        assert!(game.is_over());
    }

    /// Every legal action of every seat to act is reachable through the menus and every menu
    /// path leads to a legal action: walks the whole menu tree.
    pub fn menus_match_legal_actions<G: TableGame>(game: &G) {
        for seat in game.to_act() {
            let legal = game.legal_actions(seat);
            let mut reached = Vec::new();
            let mut stack = vec![Vec::<String>::new()];
            while let Some(path) = stack.pop() {
                match menu(game, seat, &path, Locale::En).expect("menu") {
                    Menu::Act { action, .. } => reached.push(action),
                    Menu::Pick { path, options, .. } => {
                        assert!(!options.is_empty());
                        for o in options {
                            assert!(valid_token(&o.token), "bad token {:?}", o.token);
                            if let Some(glass) = o.colour {
                                let shape = glass.symbol().character();
                                assert!(o.label.starts_with(shape), "no shape: {:?}", o.label);
                            }
                            let mut next = path.clone();
                            next.push(o.token);
                            stack.push(next);
                        }
                    }
                }
            }
            for action in &legal {
                assert!(reached.contains(action), "{action:?} unreachable");
            }
            for action in &reached {
                assert!(legal.contains(action), "{action:?} not legal");
            }
        }
    }
}
