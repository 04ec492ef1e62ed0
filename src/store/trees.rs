//! The trees of a store, listed once: their names on disk and what each holds. Opening, the
//! writes, backups and tests all take them from here. The default tree (sled's own) holds
//! small entries of the store's own: the floor of new ids, the upgrades' marks, the health probe.

use super::backend::{Db, Tree};
use super::error::StoreError;

/// Declares [`Trees`] from one list of `field = "name on disk"`, each with what it holds.
macro_rules! trees {
    ($($(#[doc = $doc:literal])+ $field:ident = $name:literal,)+) => {
        /// Every tree of a store of this release, opened.
        #[derive(Clone)]
        pub(super) struct Trees {
            $($(#[doc = $doc])+ pub $field: Tree,)+
        }

        impl Trees {
            /// Opens every tree of `db`, creating those it lacks.
            pub fn open(db: &Db) -> Result<Trees, StoreError> {
                Ok(Trees {
                    $($field: db.open_tree(name::$field)?,)+
                })
            }
        }

        /// Each tree's name on disk, under its field's name.
        #[allow(non_upper_case_globals)]
        pub(super) mod name {
            $(pub const $field: &str = $name;)+
            /// Every tree's name, in the order of the list.
            #[cfg(test)]
            pub const ALL: &[&str] = &[$($name),+];
        }
    };
}

trees! {
    /// Every game's record, by id: the JSON envelope while it is live, archived once it ends
    /// (see [`super::codec`]).
    games = "games",
    /// Each channel's latest game (see [`super::channels`]).
    latest_in_channel = "latest_in_channel",
    /// The live games of each person: person then id.
    by_user = "by_user",
    /// Each person's ended games (see [`super::played`]).
    ended_by_user = "ended_by_user",
    /// Running games by turn deadline: `at` then id, both big-endian, so a range scan finds the
    /// due ones.
    deadlines = "deadlines",
    /// Each player's rating and statistics per server and game (see [`super::standings`]).
    standings = "standings",
    /// Which message is a running game's live table: written after the move that posted it,
    /// beside the record rather than as a second write of the whole record.
    table_messages = "table_messages",
    /// The log of rated games in the order they were rated (see [`super::ratings`]).
    rated = "rated_log",
    /// Each person's settings (see [`super::settings`]).
    settings = "settings",
    /// Games whose table waits for Discord (`bot/held.rs`), so a restarted bot posts it again:
    /// id, then whether its channel is gone.
    held = "held",
    /// One entry per live game with what the periodic work reads (see [`super::active`]).
    active = "active",
    /// The live games of each channel: channel then id (see [`super::active`]).
    live_by_channel = "live_by_channel",
    /// How many live games there are of each kind in each state (see [`super::active`]).
    game_counts = "game_counts",
    /// The hash of the command definitions last registered, by application and place (see
    /// `bot/registration.rs`).
    registered_commands = "registered_commands",
    /// Which process does each game's work that no click causes, and until when (see
    /// [`super::leases`]).
    leases = "leases",
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_store_holds_the_listed_trees_and_no_other() {
        let db = Db::Sled(sled::Config::new().temporary(true).open().unwrap());
        Trees::open(&db).unwrap();
        let mut held: Vec<String> = db
            .tree_names()
            .unwrap()
            .iter()
            .map(|n| String::from_utf8_lossy(n).into_owned())
            .filter(|n| n != "__sled__default")
            .collect();
        held.sort();
        let mut listed: Vec<String> = name::ALL.iter().map(|n| n.to_string()).collect();
        listed.sort();
        assert_eq!(held, listed);
    }
}
