//! Posting held tables again (`held.rs` keeps which games wait): as each wait runs out, the
//! game's current table is posted (pinging whoever must act then, so no ping is lost), and a
//! game (or a lobby) whose channel is gone is cancelled after `channel_gone_cancel_after`. A
//! click on a held game is told why it waits and tries the post at once.

use crate::table::TableChange;
use std::sync::Arc;

use poise::serenity_prelude::{CreateMessage, Http, UserId};

use super::answer::Pending;
use super::commit::{commit, next_screen, talk, voice_to_post, Change, OldMessage};
use super::data::Data;
use super::retry::{retried, Failed, Trouble};
use super::screens::log_screen;
use crate::i18n::{self, Text};
use crate::table::hosting::HostingChange;
use crate::table::{GameId, Phase, Reach};

/// A channel or thread was deleted: its running game or lobby is paused, and cancelled after
/// `channel_gone_cancel_after` unless a post there works again.
pub(super) async fn channel_gone(data: &Data, channel: u64) {
    let Some(game) = super::channels::active_id(data, channel) else {
        return;
    };
    if let Ok(Some(record)) = data.store.load(game) {
        if record.phase.is_active() {
            tracing::info!(%game, channel, phase = ?record.phase, "the game's channel is gone: paused");
            data.held
                .hold(game, Trouble::ChannelGone, &[], data.config.repost_after)
                .await;
        }
    }
}

/// Tries the held tables again as their waits run out; started once, at ready.
pub fn start(http: Arc<Http>, data: Data) {
    data.held.restore();
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(data.config.timer_tick).await;
            let (due, gone) = data.held.due(data.config.channel_gone_cancel_after);
            for game in gone {
                let _guard = data.lock_game(game).await;
                // Processes sharing the store restore the same held tables: one acts on each.
                if data.lease(game).await {
                    cancel_gone(&http, &data, game).await;
                }
            }
            for game in due {
                let _guard = data.lock_game(game).await;
                if !data.lease(game).await {
                    continue;
                }
                if let Err(failed) = repost(&http, &data, game, None).await {
                    tracing::info!(%game, trouble = ?failed.trouble, "the table still waits");
                }
            }
        }
    });
}

/// Posts the game's current table again (its results, once finished), pinging everybody who
/// must act, remembers it, shrinks the table it replaces and ends any hold; wakes the computer
/// seats. Call it holding the game's lock. A refusal holds (or keeps holding) the game.
/// `click` is the click that asks for it, if any: where the bot is not a member, the table goes
/// through it.
pub(super) async fn repost(
    http: &Http,
    data: &Data,
    game: GameId,
    click: Option<&Pending>,
) -> Result<(), Failed> {
    let record = match data.store.load(game) {
        Ok(Some(record)) => record,
        Ok(None) => {
            data.held.release(game);
            return Ok(());
        }
        Err(e) => {
            tracing::error!(%game, error = %e, "cannot read a held game");
            return Ok(());
        }
    };
    post_current(http, data, record, click).await
}

async fn post_current(
    http: &Http,
    data: &Data,
    record: crate::table::GameRecord,
    click: Option<&Pending>,
) -> Result<(), Failed> {
    let game = record.id;
    if record.phase == Phase::Lobby {
        // Only a gone channel holds a lobby: it has no table to post, and waits to be cancelled.
        let trouble = data.held.trouble(game).unwrap_or(Trouble::ChannelGone);
        data.held
            .hold(game, trouble, &[], data.config.repost_after)
            .await;
        return Ok(());
    }
    if !matches!(record.phase, Phase::Playing | Phase::Finished) {
        data.held.release(game);
        return Ok(());
    }
    let Ok(table) = crate::table::open(record) else {
        data.held.release(game);
        return Ok(());
    };
    let nothing = Change {
        lines: Vec::new(),
        by_person: false,
        old: OldMessage::Shrinks,
        kept_board: None,
    };
    // Everybody who must act is pinged: the ping of the post that failed is not lost.
    let palette = super::palettes::shared_palette(data, table.record());
    let screen = super::work::heavy(|| next_screen(table.as_ref(), &nothing, &[], palette)).await;
    let record = table.record();
    // To the channel: the post the game waits for is the one the channel did not take. Where
    // the bot is not a member, through a live click (the one asking, if any).
    let token = match record.reach {
        Reach::Channel => None,
        Reach::Interactions => voice_to_post(data, game, click).await,
    };
    let posted = talk(http, data, record).post(token, screen).await;
    let posted = match posted {
        Ok(posted) => posted,
        Err(failed) => {
            data.held
                .hold(game, failed.trouble, &[], data.config.repost_after)
                .await;
            return Err(failed);
        }
    };
    tracing::info!(%game, "table posted again");
    // Posted whole, board included: an older message keeping a board keeps it no more.
    if let Some(shown) = data.boards.forget(game.0) {
        if record.table_message != Some(shown.message) {
            talk(http, data, record).strip(shown.message).await;
        }
    }
    if record.phase == Phase::Playing {
        if let Err(e) = data
            .store
            .remember_table_message(game, posted.id.get(), &[])
            .await
        {
            tracing::warn!(error = %e, "could not remember the table message");
        }
    }
    let lines = data.held.release(game);
    let lines = if lines.is_empty() {
        vec![record
            .locale
            .text(&Text::Trouble(i18n::Trouble::TableReposted))]
    } else {
        lines
    };
    // The table the game remembers, and the one clicked if that is another: a crash between
    // a table's post and its remembering leaves the newer one unknown to the record, with
    // buttons, and the click on it is what brought the game back.
    let clicked = click
        .and_then(Pending::public_message)
        .filter(|m| Some(*m) != record.table_message && *m != posted.id.get());
    for old in record.table_message.into_iter().chain(clicked) {
        let shrunk = talk(http, data, record).edit(old, log_screen(&lines)).await;
        if let Err(failed) = shrunk {
            // A deleted old table (10008) or one edited too often (30046) just stays as it is.
            tracing::info!(%game, trouble = ?failed.trouble, "the old table was left as it is");
        }
    }
    if record.phase == Phase::Playing && table.computer_to_act().is_some() {
        data.wake_computers(game);
    }
    Ok(())
}

/// Cancels a game or lobby whose channel or thread has been gone too long, and tells its
/// people by direct message (where their settings allow it).
async fn cancel_gone(http: &Arc<Http>, data: &Data, game: GameId) {
    data.held.release(game);
    let record = match data.store.load(game) {
        Ok(Some(record)) if record.phase.is_active() => record,
        _ => return,
    };
    let (kind, locale) = (record.kind, record.locale);
    let people: Vec<u64> = record.humans().collect();
    let by = http.application_id().map_or(0, |id| id.get());
    let cancelled: Result<(), Text> = if record.phase == Phase::Lobby {
        // Nothing was played and there is no table to shrink: the record is closed.
        let mut record = record;
        record.phase = Phase::Cancelled { by };
        record.updated_at = data.clock.now();
        data.store
            .save(record)
            .await
            .map(drop)
            .map_err(|e| super::work::storage_refusal(&e))
    } else {
        let cancel = HostingChange::Cancel {
            by,
            moderator: true,
        };
        match crate::table::open(record) {
            Ok(table) => commit(
                http,
                data,
                table,
                TableChange::Hosting(cancel),
                OldMessage::Shrinks,
                None,
            )
            .await
            .map(drop),
            Err(text) => Err(text),
        }
    };
    // The closing words cannot reach a deleted channel; that failure is expected.
    data.held.release(game);
    if let Err(text) = cancelled {
        tracing::warn!(%game, ?text, "could not cancel a game whose channel is gone");
        return;
    }
    tracing::info!(%game, "cancelled: its channel is gone");
    let words = locale.text(&Text::Trouble(i18n::Trouble::CancelledChannelGone {
        game: kind,
    }));
    for person in people {
        let user = UserId::new(person);
        let sent = retried(
            "tell a player by direct message",
            data.config.rest_timeout,
            || {
                let words = words.clone();
                async move {
                    let dm = user.create_dm_channel(http).await?;
                    dm.id
                        .send_message(http, CreateMessage::new().content(words))
                        .await
                }
            },
        )
        .await;
        if let Err(failed) = sent {
            tracing::info!(%game, person, trouble = ?failed.trouble, "could not tell a player");
        }
    }
}
