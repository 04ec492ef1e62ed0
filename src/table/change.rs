//! Every change a hosted game goes through, whoever causes it (a click, a `/game` command, a turn
//! timer, the idle sweep, a computer seat), and the one function that decides it:
//! [`Table::apply`]. The bot turns what happened on Discord into a [`TableChange`], commits it
//! and shows the result; what a change does to the game is decided here.

use crate::game::Seat;
use crate::i18n::Text;
use crate::table::expiry::{close_if_idle, IdleLimits};
use crate::table::hosting::{self, HostingChange};
use crate::table::session::Hosted;
use crate::table::session::Table;

/// A change to a hosted game.
#[derive(Debug, Clone, PartialEq)]
pub enum TableChange<A> {
    /// A set-up game begins: nobody had to act before, so everybody to act is told.
    Begin,
    /// `seat` plays `action`; `by_person` when a person chose it rather than a computer.
    Move {
        seat: Seat,
        action: A,
        by_person: bool,
    },
    /// `user` takes back their last move (see `undo.rs`).
    Undo { user: u64 },
    /// Leaving, running out of time, coming back or cancelling (see `hosting.rs`).
    Hosting(HostingChange),
    /// The sweep closes a game idle past `limits` at `now` (see `expiry.rs`).
    CloseIdle { limits: IdleLimits, now: u64 },
}

/// What a change did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    /// Its lines for the game log, in the game's language ("**Alice**: …").
    pub lines: Vec<String>,
    /// A person's own action caused it: their clock starts afresh if they must act again.
    pub by_person: bool,
}

impl<G: Hosted> Table<G> {
    /// Applies `change`, or says why not and leaves the table as it was.
    pub fn apply(&mut self, change: &TableChange<G::Action>) -> Result<Applied, Text> {
        let locale = self.record.locale;
        let (lines, by_person) = match change {
            TableChange::Begin => {
                self.begin()?;
                let (game, kind) = (self.record.id, self.record.kind);
                tracing::info!(%game, %kind, "game started");
                (Vec::new(), true)
            }
            TableChange::Move {
                seat,
                action,
                by_person,
            } => (vec![self.play(*seat, action)?], *by_person),
            TableChange::Undo { user } => (vec![self.undo(*user)?], false),
            TableChange::Hosting(hosting) => {
                let lines = hosting::apply(&mut self.record, hosting)?;
                tracing::info!(game = %self.record.id, ?hosting, "hosting change");
                let back = matches!(hosting, HostingChange::Back { .. });
                (lines.iter().map(|line| locale.text(line)).collect(), back)
            }
            TableChange::CloseIdle { limits, now } => {
                let notice =
                    close_if_idle(&mut self.record, *limits, *now).ok_or(Text::OutOfDate)?;
                (vec![locale.text(&notice)], false)
            }
        };
        Ok(Applied { lines, by_person })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::GameKind;
    use crate::table::tests::told::record;
    use crate::table::Phase;

    fn table() -> Table<crate::games::uzory::Uzory> {
        let seed = 5;
        Table::set_up(record(GameKind::Uzory.default_options(), 2, seed), seed).expect("set up")
    }

    #[test]
    fn a_refused_change_leaves_the_table_as_it_was() {
        let mut table = table();
        let before = serde_json::to_value(&table.record).ok();
        let nobody = TableChange::Undo { user: 999 };
        assert!(table.apply(&nobody).is_err());
        assert_eq!(serde_json::to_value(&table.record).ok(), before);
        let begun = table.apply(&TableChange::Begin);
        assert_eq!(
            begun,
            Ok(Applied {
                lines: Vec::new(),
                by_person: true
            })
        );
        assert_eq!(table.record.phase, Phase::Playing);
    }

    #[test]
    fn moves_and_hosting_changes_are_told_in_the_log() {
        let mut table = table();
        assert!(table.apply(&TableChange::Begin).is_ok());
        let seat = table.game.to_act()[0];
        let action = table.game.legal_actions(seat)[0].clone();
        let moved = table.apply(&TableChange::Move {
            seat,
            action,
            by_person: false,
        });
        assert!(moved.is_ok_and(|m| m.lines.len() == 1 && !m.by_person));
        let host = table.record.host;
        let cancel = HostingChange::Cancel {
            by: host,
            moderator: false,
        };
        let cancelled = table.apply(&TableChange::Hosting(cancel));
        assert!(cancelled.is_ok_and(|c| !c.lines.is_empty()));
        assert!(matches!(table.record.phase, Phase::Cancelled { .. }));
    }
}
