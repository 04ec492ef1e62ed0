//! Computer seats move in a background task per game, one move at a time: a short pause so
//! people can follow, the thinking off the async runtime, then the move is played, saved and
//! shown as a new table message exactly like a person's.
//!
//! The search thinks on a snapshot without holding the game's lock, so people keep clicking
//! meanwhile; the move is applied only if the game has not changed since (the store's move
//! counter), otherwise it thinks again. A game has at most one such task ([`Driving`]); it
//! stops, under the game's lock, once no computer must move, and every accepted move wakes it
//! again under that same lock, so no wake-up is lost.

use crate::table::TableChange;
use std::sync::Arc;
use std::time::Instant;

use poise::serenity_prelude::Http;
use tokio::sync::mpsc::UnboundedReceiver;

use super::commit::{commit, OldMessage};
use super::data::Data;
use crate::store::LiveState;
use crate::table::{GameId, GameTable, Phase};

/// Starts the task that moves the computer seats of every game woken through
/// [`Data::wake_computers`], one task per game, for as long as the bot runs; then wakes every
/// running game with a computer seat (those with nothing to do stop at once).
pub fn start(http: Arc<Http>, data: Data, mut woken: UnboundedReceiver<GameId>) {
    let driver = data.clone();
    tokio::spawn(async move {
        while let Some(game) = woken.recv().await {
            if driver.driving.claim(game) {
                let (http, data) = (http.clone(), driver.clone());
                tokio::spawn(async move { drive(http, data, game).await });
            }
        }
    });
    tokio::spawn(async move {
        let woken = resume(&data).await;
        tracing::info!(games = woken, "computer seats resumed");
    });
}

/// Wakes every running game with a computer seat (those with nothing to do, or driven by
/// another process sharing the store, stop at once); returns how many. The live games' index
/// says which run with a computer: no record is loaded.
pub(super) async fn resume(data: &Data) -> usize {
    let games = match data.store.live_games().await {
        Ok(games) => games,
        Err(e) => {
            tracing::error!(error = %e, "cannot list running games to resume computer seats");
            return 0;
        }
    };
    let mut woken = 0;
    for game in games {
        if let (LiveState::Playing, true, Some(_)) = (game.state, game.computers, game.kind) {
            let _guard = data.lock_game(game.id).await;
            data.wake_computers(game.id);
            woken += 1;
        }
    }
    woken
}

/// What one step of the task did.
enum Step {
    Moved,
    /// The game changed while the computer thought: think again.
    Changed,
    /// No computer must move (or the game cannot be read): the task has released the game.
    Done,
}

async fn drive(http: Arc<Http>, data: Data, game: GameId) {
    loop {
        // Processes sharing the store each wake the games they hear of: the lease says which
        // one moves the computers; renewed every move, given back when none must move.
        if !data.lease(game).await {
            let _guard = data.lock_game(game).await;
            data.driving.release(game);
            return;
        }
        if matches!(step(&http, &data, game).await, Step::Done) {
            data.release_lease(game).await;
            return;
        }
    }
}

/// Finds the computer to move, thinks, waits out the rest of the pause, and plays.
async fn step(http: &Arc<Http>, data: &Data, game: GameId) -> Step {
    let started = Instant::now();
    let Some((snapshot, seat, level)) = computer_to_move(data, game).await else {
        return Step::Done;
    };
    let moves = snapshot.record().moves;
    let budget = data.config.think_budget();
    // Held while thinking; the semaphore is never closed, so this only waits.
    let permit = data.thinking.clone().acquire_owned().await;
    let thought = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        let thinking = Instant::now();
        let action = snapshot.computer_choice(seat, level, budget);
        crate::metrics::thought(snapshot.record().kind.slug(), thinking.elapsed());
        (snapshot, action)
    })
    .await;
    let (mut table, action) = match thought {
        Ok((snapshot, Some(action))) => (snapshot, action),
        Ok((_, None)) | Err(_) => {
            tracing::error!(%game, ?seat, "computer player found no move");
            return stop(data, game).await;
        }
    };
    tokio::time::sleep(data.config.computer_pause.saturating_sub(started.elapsed())).await;

    let _guard = data.lock_game(game).await;
    let record = match data.store.load(game) {
        Ok(Some(record)) if record.moves == moves => record,
        Ok(Some(_)) => return Step::Changed,
        _ => {
            data.driving.release(game);
            return Step::Done;
        }
    };
    // Unchanged since the snapshot: the saved record's version goes with the thought-on game.
    *table.record_mut() = record;
    let change = TableChange::Move {
        seat,
        action,
        by_person: false,
    };
    let played = commit(http, data, table, change, OldMessage::Shrinks, None).await;
    let played = match played {
        Ok(played) => played,
        Err(text) => {
            tracing::error!(%game, ?seat, ?text, "a computer's move was refused");
            data.driving.release(game);
            return Step::Done;
        }
    };
    let record = played.table.record();
    if record.learning.is_some() {
        super::learn::follow_up(http, data, record.clone(), &[]).await;
    }
    Step::Moved
}

/// Under the game's lock: the game and the computer seat that must move now, or — releasing
/// the game — nothing.
async fn computer_to_move(
    data: &Data,
    game: GameId,
) -> Option<(Box<dyn GameTable>, crate::game::Seat, crate::ai::AiLevel)> {
    let _guard = data.lock_game(game).await;
    let found = match data.store.load(game) {
        Ok(Some(record)) if record.phase == Phase::Playing => crate::table::open(record)
            .ok()
            .and_then(|t| t.computer_to_act().map(|(seat, level)| (t, seat, level))),
        _ => None,
    };
    if found.is_none() {
        data.driving.release(game);
    }
    found
}

async fn stop(data: &Data, game: GameId) -> Step {
    let _guard = data.lock_game(game).await;
    data.driving.release(game);
    Step::Done
}
