//! Reading the indexes: a channel's games, a person's games, the live games and their counts,
//! the due deadlines; each without walking the history.

use super::active::{self, LiveGame, LiveState};
use super::backend::Span;
use super::books::deadline_key;
use super::error::StoreError;
use super::handle::Store;
use super::kv::{u64_at, ACTIVE};
use super::played;
use crate::games::GameKind;
use crate::table::GameId;

/// A game of a person's, and whether it is still live (a lobby or being played).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IndexEntry {
    pub game: GameId,
    pub active: bool,
}

impl Store {
    /// The live games of a channel (usually one), oldest first: never its history.
    pub fn channel_live_games(&self, channel: u64) -> Result<Vec<GameId>, StoreError> {
        self.trees
            .live_by_channel
            .scan_prefix(channel.to_be_bytes())
            .map(|item| Ok(GameId(u64_at(&item?.0, 8))))
            .collect()
    }

    /// The latest game opened in a channel, without walking its history.
    pub fn latest_channel_game(&self, channel: u64) -> Result<Option<GameId>, StoreError> {
        Ok(self
            .trees
            .latest_in_channel
            .get(channel.to_be_bytes())?
            .map(|game| GameId(u64_at(&game, 0))))
    }

    /// A user's games, read lazily, whoever wants a few stopping early: their live games,
    /// newest first, then their ended games, the last to end first.
    pub fn user_games_newest_first(
        &self,
        user: u64,
    ) -> impl Iterator<Item = Result<IndexEntry, StoreError>> {
        let live = self
            .trees
            .by_user
            .scan(Span::prefix(&user.to_be_bytes()), true)
            .map(|item| {
                let (key, value) = item?;
                Ok(IndexEntry {
                    game: GameId(u64_at(&key, 8)),
                    active: value.as_slice() == ACTIVE,
                })
            });
        let ended = played::last_first(&self.trees.ended_by_user, user).map(|game| {
            Ok(IndexEntry {
                game: game?,
                active: false,
            })
        });
        live.chain(ended)
    }

    /// Every game a user has been seated in: the order of [`Store::user_games_newest_first`],
    /// reversed.
    pub fn user_games(&self, user: u64) -> Result<Vec<IndexEntry>, StoreError> {
        let mut games = self
            .user_games_newest_first(user)
            .collect::<Result<Vec<_>, _>>()?;
        games.reverse();
        Ok(games)
    }

    /// Every game still in a lobby or being played, oldest first: a walk of the live games'
    /// index only, on a blocking thread.
    pub async fn active_games(&self) -> Result<Vec<GameId>, StoreError> {
        Ok(self
            .live_games()
            .await?
            .into_iter()
            .map(|game| game.id)
            .collect())
    }

    /// What the periodic work needs to know of every live game, without loading a record.
    pub async fn live_games(&self) -> Result<Vec<LiveGame>, StoreError> {
        self.reading(|store| store.live_games_now()).await
    }

    /// [`Store::live_games`] for code that is not async (tools, tests).
    pub fn live_games_now(&self) -> Result<Vec<LiveGame>, StoreError> {
        self.trees
            .active
            .iter()
            .map(|item| {
                let (key, value) = item?;
                Ok(active::decode_entry(&key, &value))
            })
            .collect()
    }

    /// How many lobbies and running games there are of each kind: counters kept by every
    /// write, a handful of entries whatever the history.
    pub fn game_counts(&self) -> Result<Vec<(GameKind, LiveState, i64)>, StoreError> {
        let mut counts = Vec::new();
        for item in self.trees.game_counts.iter() {
            let (key, value) = item?;
            counts.extend(active::decode_count(&key, &value));
        }
        Ok(counts)
    }

    /// Running games whose turn deadline is at or before `now`, most overdue first.
    pub fn due(&self, now: u64) -> Result<Vec<GameId>, StoreError> {
        let end = deadline_key(now, GameId(u64::MAX));
        self.trees
            .deadlines
            .scan(Span::up_to(&end), false)
            .map(|item| {
                let (key, _) = item?;
                Ok(GameId(u64_at(&key, 8)))
            })
            .collect()
    }

    /// The number of stored games (all phases). Reads every record (sled counts by walking):
    /// for tools and tests, never for the bot's periodic work.
    pub fn game_count(&self) -> Result<usize, StoreError> {
        self.trees.games.len()
    }

    /// Every stored game's id, in the order they were opened. Walks every record: for tools
    /// and tests, never for the bot.
    #[doc(hidden)]
    pub fn every_game(&self) -> impl Iterator<Item = Result<GameId, StoreError>> {
        self.trees
            .games
            .iter()
            .map(|item| Ok(GameId(u64_at(&item?.0, 0))))
    }
}
