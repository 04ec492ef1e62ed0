//! Component ids: a clicked component's `custom_id`, its game payload and the menu path it
//! names.

use std::sync::OnceLock;

use super::{with_engine, Fuzzed, WithEngine};
use crate::bot::custom_id::{ComponentAction, ComponentId, GameControl, MAX_LEN};
use crate::game::Fuzzed as _;
use crate::game::{Game, Seat};
use crate::games::GameKind;
use crate::i18n::Locale;
use crate::present::{menu, valid_token, Menu, MenuError, Menus};

/// A clicked component: its `custom_id` (and, as the same text, a game payload and a selected
/// value). Whatever is accepted must be exactly what the bot would have written, and a menu path
/// it names must lead only to legal actions of the games it is tried on.
pub fn component(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Ok(id) = ComponentId::decode(&text) {
        assert!(text.len() <= MAX_LEN);
        assert_eq!(id.encode(), text, "an accepted id is canonical");
        if let ComponentAction::Game(payload) = &id.action {
            assert!(payload.bytes().all(|b| b.is_ascii_graphic()));
            if let Some(control) = GameControl::parse(payload) {
                control_holds(&control, payload, None);
            }
        }
    }
    // The payload and the selected value also arrive on their own: split at the first space.
    let (payload, selected) = match text.split_once(' ') {
        Some((p, s)) => (p, Some(s)),
        None => (text.as_ref(), None),
    };
    if let Some(control) = GameControl::parse(payload) {
        control_holds(&control, payload, selected);
    }
}

fn control_holds(control: &GameControl, payload: &str, selected: Option<&str>) {
    assert_eq!(
        control.payload(),
        payload,
        "an accepted payload is canonical"
    );
    let mut path = match control {
        GameControl::MyBoard
        | GameControl::TakeTurn
        | GameControl::Counts
        | GameControl::Tools
        | GameControl::Reference
        | GameControl::Undo
        | GameControl::Hint => return,
        GameControl::Choose(path) => path.clone(),
        GameControl::Select { path, .. } => path.clone(),
    };
    assert!(path.iter().all(|t| valid_token(t)));
    if let (GameControl::Select { .. }, Some(token)) = (control, selected) {
        if !valid_token(token) {
            return;
        }
        path.push(token.to_string());
    }
    for positions in tables() {
        positions.path_holds(&path);
    }
}

/// Positions of one game to try clicked paths on.
trait Positions: Send + Sync {
    fn path_holds(&self, path: &[String]);
}

impl<G: Menus> Positions for Vec<G> {
    fn path_holds(&self, path: &[String]) {
        for game in self {
            path_holds(game, path);
        }
    }
}

/// A few positions of every game, built once, to try clicked paths on: each game's options from
/// its place in [`GameKind::ALL`].
fn tables() -> &'static [Box<dyn Positions>] {
    static TABLES: OnceLock<Vec<Box<dyn Positions>>> = OnceLock::new();
    TABLES.get_or_init(|| {
        let tables = (0u8..).zip(GameKind::ALL);
        let tables = tables.map(|(byte, kind)| with_engine(kind, Tables(byte)));
        tables.map(|t| t.expect("every game is fuzzed")).collect()
    })
}

/// [`positions`] of a game, its options from a byte, for [`with_engine`].
struct Tables(u8);

impl WithEngine for Tables {
    type Out = Box<dyn Positions>;
    fn run<G: Fuzzed>(self) -> Box<dyn Positions> {
        Box::new(positions::<G>(&G::fuzz_options(self.0), G::PATH_PLAYERS))
    }
}

/// The opening position and some positions after it (each seat to act takes its first or last
/// legal action in turn).
fn positions<G: Game>(options: &G::Options, players: usize) -> Vec<G> {
    let mut game = G::new(options, players, 7).expect("a supported player count");
    let mut out = vec![game.clone()];
    for step in 0..12 {
        let Some(&seat) = game.to_act().first() else {
            break;
        };
        let legal = game.legal_actions(seat);
        let action = if step % 2 == 0 {
            legal.first()
        } else {
            legal.last()
        };
        let Some(action) = action else { break };
        game.play(seat, action).expect("a legal action");
        if step % 4 == 3 {
            out.push(game.clone());
        }
    }
    out
}

/// Whatever a path is, for any seat: it names a legal action, or the next step's options, or
/// is refused, never anything else.
fn path_holds<G: Menus>(game: &G, path: &[String]) {
    for seat in Seat::all(game.players() + 1) {
        let legal = game.legal_actions(seat);
        match menu(game, seat, path, Locale::En) {
            Ok(Menu::Act { action, chosen }) => {
                assert!(legal.contains(&action), "the menu chose {action:?}");
                assert!(chosen.len() >= path.len());
            }
            Ok(Menu::Pick {
                path: full,
                options,
                ..
            }) => {
                assert!(full.starts_with(path), "{full:?} does not extend {path:?}");
                assert!(!options.is_empty());
                for (i, o) in options.iter().enumerate() {
                    assert!(valid_token(&o.token), "bad token {:?}", o.token);
                    assert!(options[..i].iter().all(|p| p.token != o.token));
                }
            }
            Err(MenuError::NothingToDecide) => assert!(legal.is_empty()),
            Err(MenuError::NoSuchChoice) => assert!(!legal.is_empty()),
        }
    }
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::summer_pavilion::SummerPavilion;
    use proptest::collection::vec;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        #[test]
        fn clicked_paths_lead_only_to_legal_actions(
            head in "(c|s[0-9])",
            tokens in vec("[a-z0-9]{1,3}", 0..4),
            selected in "[a-z0-9]{1,3}",
        ) {
            let mut payload = head;
            for t in &tokens {
                payload.push('.');
                payload.push_str(t);
            }
            component(format!("{payload} {selected}").as_bytes());
        }
    }

    /// Paths the menus themselves offer, so the property is tried on real choices too.
    #[test]
    fn offered_paths_lead_only_to_legal_actions() {
        let summer_pavilion = positions::<SummerPavilion>(&SummerPavilion::fuzz_options(0), 3);
        let mut paths: Vec<Vec<String>> = vec![Vec::new()];
        for g in &summer_pavilion {
            for seat in g.to_act() {
                if let Ok(Menu::Pick { path, options, .. }) = menu(g, seat, &[], Locale::En) {
                    for o in options {
                        let mut p = path.clone();
                        p.push(o.token);
                        paths.push(p);
                    }
                }
            }
        }
        assert!(paths.len() > 3);
        for p in paths {
            let payload = GameControl::Choose(p).payload();
            component(payload.as_bytes());
            component(format!("v1:1:2:g:{payload}").as_bytes());
        }
    }
}
