//! Which game a channel (or thread) holds.

use crate::bot::data::Data;
use crate::bot::work::storage_refusal;
use crate::games::GameKind;
use crate::i18n::Text;
use crate::table::{GameId, GameRecord};

/// The kind of the active game in a channel, if any. Unreadable records are logged and skipped:
/// they must not lock a channel forever, and they are left untouched.
pub fn active_game_in(data: &Data, channel: u64) -> Option<GameKind> {
    let games = match data.store.channel_live_games(channel) {
        Ok(games) => games,
        Err(e) => {
            tracing::error!(channel, error = %e, "cannot read the channel index");
            return None;
        }
    };
    games
        .into_iter()
        .find_map(|game| match data.store.load(game) {
            Ok(Some(record)) if record.phase.is_active() => Some(record.kind),
            Ok(_) => None,
            Err(e) => {
                tracing::error!(%game, error = %e, "skipping unreadable game");
                None
            }
        })
}

/// The channel's active game, if any.
pub fn active_id(data: &Data, channel: u64) -> Option<GameId> {
    data.store.channel_live_games(channel).ok()?.pop()
}

/// The channel's active game, or else (unless `active_only`) its latest game.
pub fn channel_game(
    data: &Data,
    channel: u64,
    active_only: bool,
) -> Result<Option<GameRecord>, Text> {
    let live = data
        .store
        .channel_live_games(channel)
        .map_err(|e| storage_refusal(&e))?;
    let chosen = match live.last() {
        Some(game) => Some(*game),
        None if active_only => None,
        None => data
            .store
            .latest_channel_game(channel)
            .map_err(|e| storage_refusal(&e))?,
    };
    match chosen {
        Some(game) => data.store.load(game).map_err(|e| storage_refusal(&e)),
        None => Ok(None),
    }
}
