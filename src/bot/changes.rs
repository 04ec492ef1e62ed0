//! After a change to a game: saving it (compare-and-swap, with the turn deadline) and showing
//! it (the old table message shrinks to its log line, the next one is posted, computers are
//! woken). Clicks, commands, timers and computer seats all go through here.

use std::sync::{Arc, LazyLock};

use tokio::sync::Semaphore;

use poise::serenity_prelude::{ChannelId, Http, MessageId};

use super::screen::Screen;
use super::table::Table;
use super::Data;
use crate::i18n::Text;
use crate::present::TableGame;
use crate::store::{GameRecord, Phase, StoreError};

/// Saves a change that is not a move (somebody left, ran out of time or came back, or the game
/// was cancelled) and shows it: the old table message shrinks to `line`, then the next table
/// follows, or, for an ended game, `line` is posted as the last word. Computer seats that must
/// move now are woken. Call it holding the game's lock.
pub(super) async fn announce<G: TableGame>(
    http: &Arc<Http>,
    data: &Data,
    table: Table<G>,
    line: String,
    before: &[u64],
) -> Result<(), Text> {
    let table = save_table(data, table, before, false).await?;
    let locale = table.record.locale;
    let (retire, next) = if table.record.phase == Phase::Playing {
        let retire = table.retire(std::slice::from_ref(&line));
        (retire, heavy(|| next_screen(&table, before)).await)
    } else {
        let closed = [locale.text(&Text::TableClosed)];
        let last_word = Screen {
            content: line,
            ..Screen::default()
        };
        (table.retire(&closed), last_word)
    };
    let (id, kind) = (table.record.id, table.record.kind);
    let computers = table.computer_to_act().is_some();
    publish(http, data, retire, next, table.record).await;
    if computers {
        super::computers::wake(http.clone(), data, id, kind);
    }
    Ok(())
}

/// Posts the next table message (or the results), remembering it in the record, then retires
/// the old one to its log form. In that order, a crash in between leaves a table with buttons
/// in the channel (an old button brings a fresh private copy), never none. Failures are logged:
/// the move is saved, and any old button then brings a fresh private copy.
pub(super) async fn publish(
    http: &Http,
    data: &Data,
    retire: Option<(u64, Screen)>,
    next: Screen,
    mut record: GameRecord,
) {
    let channel = ChannelId::new(record.channel);
    let game = record.id;
    match channel.send_message(http, next.post()).await {
        Ok(posted) if record.phase == Phase::Playing => {
            record.table_message = Some(posted.id.get());
            if let Err(e) = data.store.save_quiet(record).await {
                tracing::warn!(error = %e, "could not remember the table message");
            }
        }
        Ok(_) => {}
        Err(e) => tracing::error!(game = %game, error = %e, "could not post the table"),
    }
    if let Some((message, log)) = retire {
        if let Err(e) = channel
            .edit_message(http, MessageId::new(message), log.edit())
            .await
        {
            tracing::warn!(game = %game, error = %e, "could not retire the old table message");
        }
    }
}

/// Runs CPU-heavy work (engines, pictures) off the runtime's workers, at most one piece per
/// core at a time, first come first served. Under load this keeps each picture's time short and
/// memory bounded: a queue of clicks each waits its turn, rather than every click's pictures
/// being drawn at once, all slowly, each holding its own canvases.
pub(super) async fn heavy<T>(work: impl FnOnce() -> T) -> T {
    static CORES: LazyLock<Semaphore> = LazyLock::new(|| {
        Semaphore::new(std::thread::available_parallelism().map_or(1, |n| n.get()))
    });
    // The semaphore is never closed, so a permit always comes.
    let _core = CORES.acquire().await.ok();
    match tokio::runtime::Handle::try_current().map(|h| h.runtime_flavor()) {
        Ok(tokio::runtime::RuntimeFlavor::MultiThread) => tokio::task::block_in_place(work),
        _ => work(),
    }
}

/// The message after a move: the next table, pinging whoever newly has to decide (`before` are
/// those who had to already), or the results.
pub(super) fn next_screen<G: TableGame>(table: &Table<G>, before: &[u64]) -> Screen {
    let locale = table.record.locale;
    if table.record.phase == Phase::Finished {
        return table.results_screen(locale);
    }
    let mut screen = table.table_screen(&[], locale);
    screen.pings = table
        .humans_to_act()
        .into_iter()
        .filter(|u| !before.contains(u))
        .collect();
    screen
}

/// Saves a table after a change (compare-and-swap on its move counter), setting the turn
/// deadline for whoever must act now (`before`: who had to act before; `person_moved`: a
/// person's move caused the change). Returns the table as stored.
pub(super) async fn save_table<G: TableGame>(
    data: &Data,
    mut table: Table<G>,
    before: &[u64],
    person_moved: bool,
) -> Result<Table<G>, Text> {
    let now = data.clock.now();
    table.record.updated_at = now;
    let waiting = table.humans_to_act();
    table.record.deadline =
        super::timers::next_deadline(&table.record, before, &waiting, person_moved, now);
    let record = save(data, table.record).await?;
    Ok(Table {
        record,
        game: table.game,
    })
}

pub(super) async fn save(data: &Data, record: GameRecord) -> Result<GameRecord, Text> {
    match data.store.save(record).await {
        Ok(saved) => Ok(saved),
        Err(StoreError::Conflict { .. }) => Err(Text::OutOfDate),
        Err(e) => Err(storage_refusal(&e)),
    }
}

pub(super) fn storage_refusal(error: &StoreError) -> Text {
    match error {
        StoreError::Corrupt { id, reason } => {
            tracing::error!(game = %id, %reason, "unreadable game record left untouched");
            Text::CorruptRecord {
                game: id.to_string(),
            }
        }
        other => {
            tracing::error!(error = %other, "storage failure");
            Text::StorageFailed
        }
    }
}
