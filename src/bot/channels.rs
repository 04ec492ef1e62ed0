//! Which game a channel (or thread) holds.

use crate::bot::data::Data;
use crate::bot::work::storage_refusal;
use crate::games::GameKind;
use crate::i18n::Text;
use crate::table::{GameId, GameRecord};

/// The kind of the active game in a channel, if any. Unreadable records are logged and skipped:
/// they must not lock a channel forever, and they are left untouched.
pub fn active_game_in(data: &Data, channel: u64) -> Option<GameKind> {
    let entries = match data.store.channel_games(channel) {
        Ok(entries) => entries,
        Err(e) => {
            tracing::error!(channel, error = %e, "cannot read the channel index");
            return None;
        }
    };
    entries
        .into_iter()
        .filter(|entry| entry.active)
        .find_map(|entry| match data.store.load(entry.game) {
            Ok(Some(record)) if record.phase.is_active() => Some(record.kind),
            Ok(_) => None,
            Err(e) => {
                tracing::error!(game = %entry.game, error = %e, "skipping unreadable game");
                None
            }
        })
}

/// The channel's active game, if any.
pub fn active_id(data: &Data, channel: u64) -> Option<GameId> {
    let entries = data.store.channel_games(channel).ok()?;
    entries.iter().rev().find(|e| e.active).map(|e| e.game)
}

/// The channel's active game, or else (unless `active_only`) its latest game.
pub fn channel_game(
    data: &Data,
    channel: u64,
    active_only: bool,
) -> Result<Option<GameRecord>, Text> {
    let entries = data
        .store
        .channel_games(channel)
        .map_err(|e| storage_refusal(&e))?;
    let chosen = entries
        .iter()
        .rev()
        .find(|e| e.active)
        .or_else(|| entries.last().filter(|_| !active_only));
    match chosen {
        Some(entry) => data.store.load(entry.game).map_err(|e| storage_refusal(&e)),
        None => Ok(None),
    }
}
