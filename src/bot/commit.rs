//! The one path every change to a running game takes, whoever caused it (a click, a `/game`
//! command, a turn timer, a computer seat): apply it, save it (compare-and-swap, with the turn
//! deadline), show it, remember the table message, and wake the computer seats. Call it holding
//! the game's lock.
//!
//! One message a turn: a change that asks nobody new to act (a step of the mover's turn, their
//! next turn when nobody else acted between, a computer's move before another computer's)
//! redraws the live table message in place, its log lines heading it. A new table message,
//! pinging whoever must act, comes only when somebody new must act, a round begins or the game
//! ends; the old one then shrinks to every line it showed.

use std::sync::Arc;

use poise::serenity_prelude::{ChannelId, Http};

use super::answer::Pending;
use super::boards;
use super::data::Data;
use super::palettes::shared_palette;
use super::retry::{Failed, Trouble};
use super::screen::Screen;
use super::screens::log_screen;
use super::screens::{reference_at_start, results_screen, table_screen};
use super::voice;
use super::work::{heavy, save};
use crate::i18n::Text;
use crate::present::kit::Palette;
use crate::table::{
    hosting, Action, Applied, GameId, GameRecord, GameTable, Logged, Phase, Reach, TableChange,
};

/// A change as the bot shows it: what [`Table::apply`] said it did and where the old table
/// message goes.
pub(super) struct Change {
    /// What it adds to the game log, in the game's language ("**Alice**: …").
    pub lines: Vec<String>,
    /// A person's own action caused it: their clock starts afresh if they must act again.
    pub by_person: bool,
    /// Where the old table message goes.
    pub old: OldMessage,
    /// The mover's board the old table message keeps as it shrinks, its attachment id (set by
    /// [`commit`], see `boards.rs`).
    pub kept_board: Option<u64>,
}

/// What becomes of the message that showed the game before the change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum OldMessage {
    /// The live table message shrinks to the change's log lines (or, once the game is called
    /// off, to a note that it is closed), or shows the change in place.
    Shrinks,
    /// The clicked message was the table (or the lobby): the click's own answer redraws it,
    /// with [`Committed::clicked`].
    Clicked,
}

impl Change {
    /// The old table message shrunk to `lines`, keeping the mover's board if the next message
    /// does not show it again.
    fn log_screen(&self, lines: &[String]) -> Screen {
        log_screen(lines).keeping(self.kept_board.map(|id| (id, super::boards::BOARD)))
    }
}

/// A change committed: the table as saved and shown, and what the clicked message shows now
/// (for [`OldMessage::Clicked`]: the table in place, or its log form).
pub(super) struct Committed {
    pub table: Box<dyn GameTable>,
    pub clicked: Screen,
}

/// How a change is shown.
enum Showing {
    /// The live table message `message` is redrawn as the next table.
    InPlace { message: u64 },
    /// A new message follows; the old table message (if any) shrinks to `log`.
    Fresh { log: Vec<String> },
}

/// Applies `change` to `table` ([`Table::apply`]), saves and shows the result: the old table
/// message goes as `old` says. Nothing is written or sent if the change is refused.
/// `Err(Text::Trouble(..))` after a change is the exception: the change is saved, but Discord
/// did not take its table yet.
pub(super) async fn commit(
    http: &Arc<Http>,
    data: &Data,
    mut table: Box<dyn GameTable>,
    change: TableChange<Action>,
    old: OldMessage,
    click: Option<&Pending>,
) -> Result<Committed, Text> {
    let before = table.humans_to_act();
    let begins = matches!(change, TableChange::Begin);
    let round_before = table.round();
    let history_before = table.record().history.len();
    let Applied { lines, by_person } = heavy(|| table.apply(&change)).await?;
    let mut change = Change {
        lines,
        by_person,
        old,
        kept_board: None,
    };
    for _ in 0..moves_added(&table.record().history, history_before) {
        crate::metrics::moved(table.record().kind.slug());
    }
    let now = data.clock.now();
    table.record_mut().updated_at = now;
    let waiting = table.humans_to_act();
    let deadline = hosting::next_deadline(table.record(), &before, &waiting, change.by_person, now);
    table.record_mut().deadline = deadline;
    *table.record_mut() = save(data, table.record().clone()).await?;
    let in_place = data.held.trouble(table.record().id).is_none()
        && shows_in_place(
            table.record(),
            &before,
            &waiting,
            round_before,
            table.round(),
        );
    let turn_lines = [
        std::mem::take(&mut table.record_mut().table_lines),
        change.lines.clone(),
    ]
    .concat();
    let showing = match table.record().table_message {
        Some(message) if in_place => {
            table.record_mut().table_lines = turn_lines;
            Showing::InPlace { message }
        }
        _ => Showing::Fresh { log: turn_lines },
    };
    let palette = shared_palette(data, table.record());
    let shown = data.boards.get(table.record().id.0);
    let (showing, next, plan) = heavy(|| {
        let table = table.as_ref();
        let mut next = next_screen(table, &change, &before, palette);
        let plan = match showing {
            Showing::InPlace { message } => {
                next = headed(next, &table.record().table_lines);
                boards::plan_in_place(shown, &mut next, message, || board_above(table))
            }
            Showing::Fresh { .. } => {
                let retiring = table.record().table_message;
                boards::plan(shown, &mut next, retiring, || board_above(table))
            }
        };
        change.kept_board = plan.keep;
        (showing, next, plan)
    })
    .await;
    let record = table.record();
    let (clicked, published) = match showing {
        // The click's own answer redraws the table.
        Showing::InPlace { message } if change.old == OldMessage::Clicked => {
            let shown = show_in_place(http, data, record, message, None, plan).await;
            (next, shown)
        }
        Showing::InPlace { message } => {
            let shown = show_in_place(http, data, record, message, Some(next), plan).await;
            (Screen::default(), shown)
        }
        Showing::Fresh { log } => {
            let old = old_form(table.as_ref(), &change, &log);
            let token = voice_to_post(data, record.id, click).await;
            if begins {
                show_furniture(http, data, table.as_ref(), palette, token.clone()).await;
            }
            let posted = publish(http, data, old, next, record, &log, plan, token).await;
            (change.log_screen(&log), posted)
        }
    };
    if let Err(trouble) = published {
        // Saved, but not shown: whoever caused it is told why the game waits.
        return Err(Text::Trouble(super::permissions::explain(
            trouble, None, false,
        )));
    }
    if table.record().phase == Phase::Playing && table.computer_to_act().is_some() {
        data.wake_computers(table.record().id);
    }
    Ok(Committed { table, clicked })
}

/// A game's fixed furniture (Sagrada's tool and objective cards), shown once as it begins, in
/// a message of its own right before the first table: the table message then keeps to one
/// phone screen, and "📜 Cards" under it shows the furniture again. Not shown is no reason to
/// hold the game: the button still shows it.
async fn show_furniture(
    http: &Http,
    data: &Data,
    table: &dyn GameTable,
    palette: Palette,
    token: Option<String>,
) {
    let Some(furniture) = heavy(|| reference_at_start(table, palette)).await else {
        return;
    };
    let record = table.record();
    if let Err(Failed { trouble, .. }) = talk(http, data, record).post(token, furniture).await {
        tracing::warn!(game = %record.id, ?trouble, "could not show the game's furniture");
    }
}

/// How `record`'s game talks to Discord (`voice.rs`).
pub(super) fn talk<'a>(http: &'a Http, data: &'a Data, record: &GameRecord) -> voice::Talk<'a> {
    voice::Talk {
        http,
        voices: &data.voices,
        timeout: data.config.rest_timeout,
        game: record.id,
        channel: ChannelId::new(record.channel),
        reach: record.reach,
    }
}

/// Whether a change shows in place on the live table message: the game goes on in the same
/// round and nobody who must act now was not asked already (`before`), so nobody needs a ping.
/// Where the bot speaks through clicks only, a new round shows in place too: a click's few
/// follow-ups are kept for pinging people.
fn shows_in_place(
    record: &GameRecord,
    before: &[u64],
    waiting: &[u64],
    round_before: u32,
    round_now: u32,
) -> bool {
    let same_round = round_before == round_now || record.reach == Reach::Interactions;
    record.phase == Phase::Playing
        && record.table_message.is_some()
        && same_round
        && waiting.iter().all(|user| before.contains(user))
}

/// Most log lines that head a table message shown in place (the shrunk message keeps them all).
const HEADING_LINES: usize = 8;

/// The table with the turn's log lines above it, as many of the latest as fit Discord's 2000
/// characters.
fn headed(mut screen: Screen, lines: &[String]) -> Screen {
    let room = 2000usize.saturating_sub(screen.content.chars().count() + 1);
    let mut heading: Vec<&str> = Vec::new();
    let mut used = 0;
    for line in lines.iter().rev().take(HEADING_LINES) {
        let cost = line.chars().count() + 1;
        if used + cost > room {
            break;
        }
        used += cost;
        heading.push(line);
    }
    if heading.len() < lines.len() && used + 2 <= room {
        heading.push("…");
    }
    heading.reverse();
    if !heading.is_empty() {
        screen.content = format!("{}\n{}", heading.join("\n"), screen.content);
    }
    screen
}

/// Shows a change on the live table message `message` and remembers the lines it now shows.
/// The `next` table is edited in here; without it, a click on that message redraws it with its
/// own answer ([`Committed::clicked`]). When Discord will not take the edit (deleted, edited too
/// often) the table is posted anew.
async fn show_in_place(
    http: &Http,
    data: &Data,
    record: &GameRecord,
    message: u64,
    next: Option<Screen>,
    plan: boards::Plan,
) -> Result<(), Trouble> {
    let game = record.id;
    if let Some(next) = next {
        let edited = talk(http, data, record).edit(message, next.clone()).await;
        match edited {
            Ok(edited) => data.boards.settle(game.0, plan.after, &edited),
            Err(Failed { failure, trouble }) => {
                let super::rest::Failure { status, code } = failure;
                tracing::warn!(%game, status, code, ?trouble, "could not redraw the table: posted anew");
                let old = Some((message, log_screen(&record.table_lines)));
                let fresh = boards::Plan {
                    keep: None,
                    strip: plan.strip,
                    after: boards::After::Forget,
                };
                let token = data.voices.to_post(game);
                let lines = &record.table_lines;
                return publish(http, data, old, next, record, lines, fresh, token).await;
            }
        }
    } else {
        // The click's answer carries it; what Discord names its pictures is not known here.
        data.boards.forget(game.0);
    }
    if let Some(stale) = plan.strip {
        talk(http, data, record).strip(stale).await;
    }
    if let Err(e) = data
        .store
        .remember_table_message(game, message, &record.table_lines)
        .await
    {
        tracing::warn!(error = %e, "could not remember the table's lines");
    }
    Ok(())
}

/// How many moves a change added to a history that was `before` entries long. The record's move
/// counter only grows when the record is saved, so the history is what tells; an undo shortens
/// it and adds none.
fn moves_added(history: &[Logged], before: usize) -> usize {
    history.get(before..).map_or(0, |added| {
        added
            .iter()
            .filter(|entry| matches!(entry, Logged::Move { .. }))
            .count()
    })
}

/// The live table message and what it shrinks to (`log`, every line it showed), unless the
/// click's answer redraws it.
fn old_form(table: &dyn GameTable, change: &Change, log: &[String]) -> Option<(u64, Screen)> {
    if change.old == OldMessage::Clicked {
        return None;
    }
    let record = table.record();
    let message = record.table_message?;
    let called_off = matches!(record.phase, Phase::Cancelled { .. } | Phase::TimedOut);
    let lines = if called_off {
        vec![record.locale.text(&Text::TableClosed)]
    } else {
        log.to_vec()
    };
    Some((message, change.log_screen(&lines)))
}

/// Where the mover's board is when the new table message does not show it again.
fn board_above(table: &dyn GameTable) -> String {
    let locale = table.record().locale;
    let name = match table.to_act().as_slice() {
        [seat] => table.names(locale).get(seat.index()).cloned(),
        _ => None,
    };
    locale.text(&Text::BoardAbove {
        name: name.unwrap_or_default(),
    })
}

/// The message after a change: the next table, pinging whoever newly has to decide (`before`
/// are those who had to already), the results, or for a game called off the change's words.
pub(super) fn next_screen(
    table: &dyn GameTable,
    change: &Change,
    before: &[u64],
    palette: Palette,
) -> Screen {
    let locale = table.record().locale;
    match table.record().phase {
        Phase::Finished => results_screen(table, locale, palette),
        Phase::Playing | Phase::Lobby => {
            let mut screen = table_screen(table, &[], locale, palette);
            screen.pings = table
                .humans_to_act()
                .into_iter()
                .filter(|u| !before.contains(u))
                .collect();
            screen
        }
        Phase::Cancelled { .. } | Phase::TimedOut => Screen {
            content: change.lines.join("\n"),
            ..Screen::default()
        },
    }
}

/// The live interaction the next table is posted through: the click that caused the change
/// (acknowledged first if it is not yet: a follow-up needs the click answered), or else the
/// game's freshest (`voice.rs`).
pub(super) async fn voice_to_post(
    data: &Data,
    game: GameId,
    click: Option<&Pending>,
) -> Option<String> {
    match click {
        Some(click) => {
            let token = click.ready_for_followups().await?;
            data.voices.heard(game, click.heard(click.public_message()));
            Some(token)
        }
        None => data.voices.to_post(game),
    }
}

/// Posts the next table message (or the results), remembering it, then shrinks the old one to
/// its log form: through `token`'s interaction where one lives (`voice.rs`). In that order, a
/// crash in between leaves a table with buttons in the channel (an old button brings a fresh
/// private copy), never none; so a click whose own answer shrinks its table is acknowledged
/// before the post and answered after it. The change is saved already: when Discord will not
/// take the post, the game is held (`held.rs`) with its old table left as it is, and the post
/// is tried again later; the trouble is returned.
#[allow(clippy::too_many_arguments)]
async fn publish(
    http: &Http,
    data: &Data,
    old: Option<(u64, Screen)>,
    next: Screen,
    record: &GameRecord,
    lines: &[String],
    plan: boards::Plan,
    token: Option<String>,
) -> Result<(), Trouble> {
    let game = record.id;
    let posted = talk(http, data, record).post(token, next).await;
    if let Ok(posted) = &posted {
        data.boards.settle(game.0, plan.after, posted);
    }
    match posted {
        Ok(posted) if record.phase == Phase::Playing => {
            if let Err(e) = data
                .store
                .remember_table_message(game, posted.id.get(), &[])
                .await
            {
                tracing::warn!(error = %e, "could not remember the table message");
            }
        }
        Ok(_) => {}
        Err(Failed { failure, trouble }) => {
            let super::rest::Failure { status, code } = failure;
            tracing::error!(%game, status, code, ?trouble, "could not post the table");
            if matches!(record.phase, Phase::Playing | Phase::Finished) {
                data.held
                    .hold(game, trouble, lines, data.config.repost_after)
                    .await;
                return Err(trouble);
            }
            // A game called off: only its closing words are lost.
            return Ok(());
        }
    }
    // The lines of changes whose tables never showed go first (`held.rs`).
    let earlier = data.held.release(game);
    let old = old.map(|(message, log)| match record.phase {
        Phase::Playing | Phase::Finished if !earlier.is_empty() => {
            let all = log_screen(&[earlier, lines.to_vec()].concat());
            (message, all.keeping(log.kept.first().copied()))
        }
        _ => (message, log),
    });
    if let Some((message, log)) = old {
        let shrunk = talk(http, data, record).edit(message, log).await;
        if let Err(Failed { failure, trouble }) = shrunk {
            // Deleted (10008) or edited too often (30046): the old table just stays as it is.
            let super::rest::Failure { status, code } = failure;
            tracing::warn!(%game, status, code, ?trouble, "could not retire the old table message");
        }
    }
    if let Some(message) = plan.strip {
        talk(http, data, record).strip(message).await;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(seat: u8) -> Logged {
        Logged::Move {
            seat,
            action: serde_json::Value::Null,
            computer: false,
        }
    }

    #[test]
    fn moves_are_counted_from_the_history_a_change_adds() {
        let history = vec![played(0), Logged::Left { seat: 1 }, played(1), played(0)];
        assert_eq!(moves_added(&history, 4), 0, "nothing added");
        assert_eq!(moves_added(&history, 3), 1, "one move");
        assert_eq!(moves_added(&history, 1), 2, "a leave is not a move");
        // An undo takes the last move out and logs itself in its place: no move is added,
        // and a history shorter than before is not an error.
        let undone = vec![played(0), Logged::Undone { seat: 0 }];
        assert_eq!(moves_added(&undone, 2), 0);
        assert_eq!(moves_added(&undone[..1], 2), 0);
    }
}
