//! The sweep that frees jammed channels ([`crate::table::expiry`]): now and then the timers'
//! task looks at every active game, and closes an unused lobby (a notice in its channel) or an
//! idle untimed game (through the commit pipeline, like a cancel: its table shrinks and the
//! notice is posted). The rule reads only the record's times, so a restart loses nothing.

use crate::table::TableChange;
use std::sync::Arc;

use poise::serenity_prelude::{ChannelId, EditMessage, Http, MessageId};

use super::commit::{commit, OldMessage};
use super::data::Data;
use super::screen::Screen;
use crate::store::{LiveGame, LiveState};
use crate::table::expiry::{close_if_idle, IdleLimits, Idleness};
use crate::table::{GameId, GameRecord, Phase, Reach};

/// Closes every active game that has sat unused past its limit at `now`. The live games'
/// index says which may have (no record is loaded for the others); each is then judged again
/// from its record, under its lock.
pub(super) async fn sweep(http: &Arc<Http>, data: &Data, now: u64) {
    let games = match data.store.live_games().await {
        Ok(games) => games,
        Err(e) => {
            tracing::error!(error = %e, "cannot list the active games");
            return;
        }
    };
    let limits = data.config.idle;
    for game in games.iter().filter(|game| may_be_idle(game, limits, now)) {
        close(http, data, game.id, now).await;
    }
}

/// Whether a live game's index entry says it may be idle; an unreadable record is passed by,
/// like the sweep passes a damaged record by.
fn may_be_idle(game: &LiveGame, limits: IdleLimits, now: u64) -> bool {
    let lobby = match game.state {
        LiveState::Lobby => true,
        LiveState::Playing => false,
        LiveState::Unreadable => return false,
    };
    let facts = Idleness {
        lobby,
        timed: game.timed,
        created_at: game.created_at,
        updated_at: game.updated_at,
    };
    facts.is_past(limits, now)
}

async fn close(http: &Arc<Http>, data: &Data, game: GameId, now: u64) {
    let _guard = data.lock_game(game).await;
    // Every process sharing the store sweeps: one closes each table.
    if !data.lease(game).await {
        return;
    }
    // A damaged record is named by whoever uses it; the sweep passes it by.
    let Ok(Some(record)) = data.store.load(game) else {
        return;
    };
    let limits = data.config.idle;
    if close_if_idle(&mut record.clone(), limits, now).is_none() {
        return;
    }
    tracing::info!(%game, phase = ?record.phase, "closing an unused table");
    match record.phase {
        Phase::Lobby => close_lobby(http, data, record, now).await,
        _ => close_game(http, data, record, now).await,
    }
}

async fn close_lobby(http: &Arc<Http>, data: &Data, mut record: GameRecord, now: u64) {
    let Some(notice) = close_if_idle(&mut record, data.config.idle, now) else {
        return;
    };
    record.updated_at = now;
    let (channel, locale) = (ChannelId::new(record.channel), record.locale);
    let lobby_message = record.table_message;
    let reach = record.reach;
    if let Err(e) = data.store.save(record).await {
        tracing::warn!(error = %e, "could not close an unused lobby");
        return;
    }
    if reach == Reach::Interactions {
        // No click to speak through: the lobby's buttons say it closed when next pressed.
        return;
    }
    let screen = Screen {
        content: locale.text(&notice),
        ..Screen::default()
    };
    if let Some(message) = lobby_message {
        // The lobby keeps its card but loses its buttons, which could only say it closed.
        let closed = EditMessage::new()
            .content(screen.content.clone())
            .components(Vec::new());
        if let Err(e) = channel
            .edit_message(http, MessageId::new(message), closed)
            .await
        {
            let super::rest::Failure { status, code } = super::rest::failed(&e);
            tracing::warn!(status, code, error = %e, "could not take a closed lobby's buttons");
        }
    }
    if let Err(e) = channel.send_message(http, screen.post()).await {
        let super::rest::Failure { status, code } = super::rest::failed(&e);
        tracing::warn!(status, code, error = %e, "could not post that a lobby closed");
    }
}

async fn close_game(http: &Arc<Http>, data: &Data, record: GameRecord, now: u64) {
    let Ok(table) = crate::table::open(record) else {
        return;
    };
    let limits = data.config.idle;
    let close = TableChange::CloseIdle { limits, now };
    let closed = commit(http, data, table, close, OldMessage::Shrinks, None).await;
    if let Err(text) = closed {
        tracing::warn!(?text, "could not close an idle game");
    }
}
