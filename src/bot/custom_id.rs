//! The compact component id every button and select menu carries:
//! `v1:<game>:<moves>:<action>`, game and move counter in base 36.
//!
//! The id names the game and the record version the message was drawn from, so the one global
//! handler can find the game in sled after any restart and recognise a stale click. It never
//! carries user ids: who clicked comes from Discord and is checked against the seats.

use crate::table::{from_base36, to_base36, GameId};

/// Discord's limit on `custom_id`.
pub const MAX_LEN: usize = 100;
const VERSION: &str = "v1";

/// ```
/// use vitrail::bot::custom_id::{ComponentAction, ComponentId, LobbyControl};
/// use vitrail::table::GameId;
/// let join = ComponentId::new(GameId(36), 2, ComponentAction::Lobby(LobbyControl::Join));
/// assert_eq!(join.encode(), "v1:10:2:lj");
/// assert_eq!(ComponentId::decode("v1:10:2:lj"), Ok(join));
/// assert!(ComponentId::decode("v1:10:2:nonsense").is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComponentId {
    pub game: GameId,
    pub moves: u64,
    pub action: ComponentAction,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ComponentAction {
    Lobby(LobbyControl),
    /// An engine-specific step, encoded by that game's UI (printable ASCII, no spaces).
    Game(String),
    /// A finished game's replay at `position` entries of its history (past the end: the end),
    /// from one of the replay buttons.
    Replay {
        position: u64,
        button: ReplayButton,
    },
    /// A finished game's "Review my game" button.
    Review,
}

/// Which replay button: one that opens a new private viewer, or one of a viewer's own (which
/// move it). Each has its own code, as two buttons of one message may lead to one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplayButton {
    Open,
    RoundBack,
    Back,
    On,
    RoundOn,
}

impl ReplayButton {
    const ALL: [ReplayButton; 5] = [
        ReplayButton::Open,
        ReplayButton::RoundBack,
        ReplayButton::Back,
        ReplayButton::On,
        ReplayButton::RoundOn,
    ];

    fn code(self) -> &'static str {
        match self {
            ReplayButton::Open => "ro",
            ReplayButton::RoundBack => "rb",
            ReplayButton::Back => "rp",
            ReplayButton::On => "rn",
            ReplayButton::RoundOn => "rf",
        }
    }
}

/// The controls of a lobby message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LobbyControl {
    Join,
    Leave,
    Start,
    Cancel,
    /// The computer-player select menu; the choice comes in the selected value.
    Computers,
    /// A finished game's Rematch button.
    Rematch,
}

impl LobbyControl {
    const ALL: [LobbyControl; 6] = [
        LobbyControl::Join,
        LobbyControl::Leave,
        LobbyControl::Start,
        LobbyControl::Cancel,
        LobbyControl::Computers,
        LobbyControl::Rematch,
    ];

    fn code(self) -> &'static str {
        match self {
            LobbyControl::Join => "lj",
            LobbyControl::Leave => "ll",
            LobbyControl::Start => "ls",
            LobbyControl::Cancel => "lx",
            LobbyControl::Computers => "lc",
            LobbyControl::Rematch => "lr",
        }
    }
}

/// The controls of a running game, carried as the `g:` payload. A choice names its whole path of
/// menu tokens, so a half-made decision lives in the message, not on the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameControl {
    /// Show the clicker's own board privately.
    MyBoard,
    /// Open the private panel for the clicker's decision.
    TakeTurn,
    /// Show the clicker privately what anybody can count at the table (public, so anybody in
    /// the channel may ask).
    Counts,
    /// Show the clicker privately the full text of the game's tool cards (Sagrada; public, so
    /// anybody in the channel may ask).
    Tools,
    /// Show the clicker privately the game's fixed furniture (Sagrada's tool and objective
    /// cards) as a picture, with the tool cards' text (public, so anybody may ask).
    Reference,
    /// A button: the menu path after this choice (empty: the first step).
    Choose(Vec<String>),
    /// Select menu number `part` offering the next token after `path` (the token is the value).
    Select { part: u8, path: Vec<String> },
    /// Take back the clicker's last move (only the mover's, within their turn).
    Undo,
    /// 💡 Ask privately for the move the hard player would make (`bot/hint.rs`).
    Hint,
}

impl GameControl {
    /// Whether the control shows something public (counts, tool cards, the game's furniture):
    /// anybody in the channel may press it, from any message, without coming back to a seat
    /// they were away from.
    pub fn is_public(&self) -> bool {
        matches!(
            self,
            GameControl::Counts | GameControl::Tools | GameControl::Reference
        )
    }

    pub fn payload(&self) -> String {
        match self {
            GameControl::MyBoard => "b".to_string(),
            GameControl::TakeTurn => "t".to_string(),
            GameControl::Counts => "n".to_string(),
            GameControl::Tools => "k".to_string(),
            GameControl::Reference => "r".to_string(),
            GameControl::Undo => "u".to_string(),
            GameControl::Hint => "h".to_string(),
            GameControl::Choose(path) => join_path("c", path),
            GameControl::Select { part, path } => join_path(&format!("s{part}"), path),
        }
    }

    /// Strict: tokens are 1–8 lowercase letters or digits.
    pub fn parse(payload: &str) -> Option<GameControl> {
        let mut parts = payload.split('.');
        let head = parts.next()?;
        let path: Vec<String> = parts.map(str::to_string).collect();
        if !path.iter().all(|t| crate::present::valid_token(t)) {
            return None;
        }
        match head {
            "b" if path.is_empty() => Some(GameControl::MyBoard),
            "t" if path.is_empty() => Some(GameControl::TakeTurn),
            "n" if path.is_empty() => Some(GameControl::Counts),
            "k" if path.is_empty() => Some(GameControl::Tools),
            "r" if path.is_empty() => Some(GameControl::Reference),
            "u" if path.is_empty() => Some(GameControl::Undo),
            "h" if path.is_empty() => Some(GameControl::Hint),
            "c" => Some(GameControl::Choose(path)),
            _ => {
                let part = head.strip_prefix('s')?;
                if part.len() != 1 {
                    return None;
                }
                let part = part.parse::<u8>().ok()?;
                Some(GameControl::Select { part, path })
            }
        }
    }
}

fn join_path(head: &str, path: &[String]) -> String {
    std::iter::once(head)
        .chain(path.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join(".")
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a vitrail component id")]
pub struct Garbled;

impl ComponentId {
    pub fn new(game: GameId, moves: u64, action: ComponentAction) -> ComponentId {
        ComponentId {
            game,
            moves,
            action,
        }
    }

    pub fn encode(&self) -> String {
        let action = match &self.action {
            ComponentAction::Lobby(control) => control.code().to_string(),
            ComponentAction::Game(payload) => format!("g:{payload}"),
            ComponentAction::Review => "rv".to_string(),
            ComponentAction::Replay { position, button } => {
                format!("{}:{}", button.code(), to_base36(*position))
            }
        };
        format!(
            "{VERSION}:{}:{}:{action}",
            to_base36(self.game.0),
            to_base36(self.moves)
        )
    }

    pub fn decode(text: &str) -> Result<ComponentId, Garbled> {
        if text.len() > MAX_LEN {
            return Err(Garbled);
        }
        let mut parts = text.splitn(4, ':');
        let (Some(VERSION), Some(game), Some(moves), Some(action)) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(Garbled);
        };
        let game = GameId(from_base36(game).ok_or(Garbled)?);
        let moves = from_base36(moves).ok_or(Garbled)?;
        let action = if let Some(payload) = action.strip_prefix("g:") {
            if payload.is_empty() || !payload.bytes().all(|b| b.is_ascii_graphic()) {
                return Err(Garbled);
            }
            ComponentAction::Game(payload.to_string())
        } else if action == "rv" {
            ComponentAction::Review
        } else if let Some((button, position)) = ReplayButton::ALL
            .into_iter()
            .find_map(|b| Some((b, action.strip_prefix(b.code())?.strip_prefix(':')?)))
        {
            let position = from_base36(position).ok_or(Garbled)?;
            ComponentAction::Replay { position, button }
        } else {
            let control = LobbyControl::ALL
                .into_iter()
                .find(|c| c.code() == action)
                .ok_or(Garbled)?;
            ComponentAction::Lobby(control)
        };
        Ok(ComponentId {
            game,
            moves,
            action,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn round_trips() {
        for control in LobbyControl::ALL {
            let id = ComponentId::new(GameId(123_456), 42, ComponentAction::Lobby(control));
            assert_eq!(ComponentId::decode(&id.encode()), Ok(id));
        }
        let id = ComponentId::new(
            GameId(u64::MAX),
            u64::MAX,
            ComponentAction::Game("t:3:a".into()),
        );
        let text = id.encode();
        assert!(text.len() <= MAX_LEN, "{text}");
        assert_eq!(ComponentId::decode(&text), Ok(id));
        for (position, button) in [0, 17, u64::MAX].into_iter().zip(ReplayButton::ALL) {
            let id = ComponentId::new(
                GameId(u64::MAX),
                u64::MAX,
                ComponentAction::Replay { position, button },
            );
            assert_eq!(ComponentId::decode(&id.encode()), Ok(id));
        }
        let review = ComponentId::new(GameId(36), 4, ComponentAction::Review);
        assert_eq!(review.encode(), "v1:10:4:rv");
        assert_eq!(ComponentId::decode("v1:10:4:rv"), Ok(review));
        assert!(ComponentId::decode("v1:10:1:ro:").is_err());
        assert!(ComponentId::decode("v1:10:1:rn:-1").is_err());
        assert!(ComponentId::decode("v1:10:1:rx:1").is_err());
        assert_eq!(
            ComponentId::new(GameId(36), 1, ComponentAction::Lobby(LobbyControl::Join)).encode(),
            "v1:10:1:lj"
        );
    }

    #[test]
    fn garbage_is_refused() {
        for bad in [
            "",
            "v1",
            "v1:10:1",
            "v2:10:1:lj",
            "v1:10:1:zz",
            "v1:10:-1:lj",
            "v1:1O:1:lj",
            "v1:10:1:g:",
            "v1:10:1:g:with space",
            "v1::1:lj",
            "v1:10:1:lj:extra",
            "azul:start",
        ] {
            assert_eq!(ComponentId::decode(bad), Err(Garbled), "{bad:?}");
        }
        let long = format!("v1:10:1:g:{}", "a".repeat(100));
        assert_eq!(ComponentId::decode(&long), Err(Garbled));
    }

    #[test]
    fn game_controls_round_trip() {
        let path = |p: &[&str]| p.iter().map(|t| t.to_string()).collect::<Vec<_>>();
        for control in [
            GameControl::MyBoard,
            GameControl::TakeTurn,
            GameControl::Counts,
            GameControl::Tools,
            GameControl::Reference,
            GameControl::Undo,
            GameControl::Hint,
            GameControl::Choose(vec![]),
            GameControl::Choose(path(&["f2", "re"])),
            GameControl::Select {
                part: 3,
                path: path(&["s4"]),
            },
        ] {
            assert_eq!(GameControl::parse(&control.payload()), Some(control));
        }
        for bad in [
            "",
            "x",
            "b.1",
            "c..a",
            "c.A",
            "s",
            "s12",
            "c.toolongtoken",
            "t.",
            "n.1",
            "u.1",
            "r.1",
        ] {
            assert_eq!(GameControl::parse(bad), None, "{bad:?}");
        }
    }

    proptest! {
        #[test]
        fn parsing_any_payload_never_panics(text in "\\PC{0,80}") {
            let _ = GameControl::parse(&text);
        }

        #[test]
        fn decoding_anything_never_panics(text in "\\PC{0,120}") {
            let _ = ComponentId::decode(&text);
        }

        /// What the fuzz target checks: an accepted id or payload is exactly what the bot
        /// writes, and a menu path it names leads only to legal actions.
        #[test]
        fn accepted_ids_are_canonical_and_lead_only_to_legal_actions(
            text in "v1:[0-9a-z]{1,3}:[0-9a-z]{1,3}:(l[a-z]|g:(b|t|c|s[0-9]|[!-~])(\\.[a-z0-9]{1,3}){0,3}|[!-~]{0,4})( [a-z0-9]{1,2})?",
        ) {
            crate::fuzz::component(text.as_bytes());
            if let Some((_, payload)) = text.split_once(":g:") {
                crate::fuzz::component(payload.as_bytes());
            }
        }

        #[test]
        fn every_encoded_id_decodes(game in any::<u64>(), moves in any::<u64>(), payload in "[!-~]{1,60}") {
            let id = ComponentId::new(GameId(game), moves, ComponentAction::Game(payload));
            prop_assert_eq!(ComponentId::decode(&id.encode()), Ok(id));
        }
    }
}
