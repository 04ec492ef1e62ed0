//! 📘 `/learn <game>`: a first game for one person against an easy computer, at the smallest
//! table. Each kind of step is explained privately the first time it comes (the game's
//! [`Teach`](crate::present::Teach) notes), 💡 hints are on at every decision, the game is
//! never rated, and when it ends the coach's review opens by itself. Otherwise it is a game like
//! any other: stored, resumed after a restart, cancelled with `/game cancel`, and played in a
//! server, a DM or a group DM.
//!
//! A note goes through the freshest live interaction of the learner's own (their command or a
//! click, `voice.rs`), as a private follow-up; the record keeps which notes were given. Where no
//! interaction of theirs lives (a restart, a quarter of an hour away), the note waits for the
//! next time that kind of step comes.

use std::sync::Arc;

use poise::serenity_prelude::{Builder as _, Http};
use poise::CreateReply;

use super::channels::active_game_in;
use super::commands::info::GameChoice;
use super::commit::{commit, OldMessage};
use super::data::{now_secs, Context, Data, Error};
use super::place;
use super::reply::{reply_ephemeral, reply_locale, send};
use super::screen::Screen;
use super::work::heavy;
use crate::ai::AiLevel;
use crate::games::{Hints, Hosting, TurnTimer};
use crate::i18n::Text;
use crate::table::lobby::{self, Actor, LobbyAction};
use crate::table::{GameId, GameRecord, Learning, Phase, Place, TableChange};

/// The key the record keeps once the coach's review of a first game has opened.
const REVIEWED: &str = "review";

/// Plays a first game against an easy computer, each new step explained
#[poise::command(slash_command)]
pub async fn learn(ctx: Context<'_>, game: GameChoice) -> Result<(), Error> {
    let (Some(here), poise::Context::Application(app)) = (place::of_command(ctx), ctx) else {
        return reply_ephemeral(ctx, Text::GuildOnly).await;
    };
    let data = ctx.data();
    let locale = reply_locale(ctx);
    let kind = game.kind();
    let learner = ctx.author().id.get();
    let channel = ctx.channel_id().get();
    let _channel = data.locks.channel(channel).lock().await;
    if data.config.one_game_per_channel {
        if let Some(busy) = active_game_in(data, channel) {
            return reply_ephemeral(ctx, Text::ChannelBusy { game: busy }).await;
        }
    }
    let name = match ctx.author_member().await {
        Some(member) => member.display_name().to_string(),
        None => ctx.author().display_name().to_string(),
    };
    let place = Place {
        guild: here.place,
        channel,
    };
    let smallest = *kind.player_counts().start();
    let mut record = GameRecord::new_lobby(
        data.store.new_id()?,
        kind.default_options(),
        place,
        learner,
        smallest.max(2),
        locale,
        now_secs(),
    );
    record.reach = here.reach;
    record.hosting = Hosting {
        timer: TurnTimer::Off,
        hints: Hints::On,
        ..data.config.hosting
    };
    record.names.insert(learner, name);
    record.learning = Some(Learning {
        learner,
        ..Learning::default()
    });
    let host = Actor {
        user: learner,
        moderator: false,
    };
    while record.seats.len() < record.max_seats {
        let add = LobbyAction::AddComputer(AiLevel::Easy);
        if let Err(refused) = lobby::apply(&mut record, host, add) {
            return reply_ephemeral(ctx, refused.text()).await;
        }
    }
    let id = record.id;
    data.store.create(&record).await?;
    tracing::info!(game = %id, %kind, channel, "first game opened");
    let opened = locale.text(&Text::LearnOpened {
        game: kind,
        user: learner,
    });
    send(ctx, CreateReply::default().content(opened)).await?;
    // The table and the notes follow the command up while it lives.
    data.voices.heard(id, place::command_heard(app.interaction));
    let http = ctx.serenity_context().http.clone();
    let _game = data.lock_game(id).await;
    let seed = data.config.game_seed(id.0);
    let table = match heavy(move || crate::table::set_up(record, seed)).await {
        Ok(table) => table,
        Err(text) => return reply_ephemeral(ctx, text).await,
    };
    let begun = commit(
        &http,
        data,
        table,
        TableChange::Begin,
        OldMessage::Shrinks,
        None,
    )
    .await;
    let table = match begun {
        Ok(committed) => committed.table,
        Err(text) => return reply_ephemeral(ctx, text).await,
    };
    let goal = table.goal(locale);
    let welcome = locale.text(&Text::LearnWelcome { goal });
    send(ctx, CreateReply::default().content(welcome).ephemeral(true)).await?;
    follow_up(&http, data, table.record().clone(), &[]).await;
    Ok(())
}

/// After a change to a game or a step of its menu (at `path`), under the game's lock, with the
/// game as stored (`record`): in a first game, tells the learner privately what is new to them,
/// the step they are asked for now or, once the game is over, the coach's review. Nothing
/// happens in any other game.
pub(super) async fn follow_up(http: &Arc<Http>, data: &Data, record: GameRecord, path: &[String]) {
    let game = record.id;
    let Some(learning) = record.learning.clone() else {
        return;
    };
    let Some(token) = data.voices.to_tell(game, learning.learner) else {
        return;
    };
    let locale = record.locale;
    let (key, screen, review) = match record.phase {
        Phase::Playing => {
            let Some((key, screen)) = due(record.clone(), learning.learner, path.to_vec()).await
            else {
                return;
            };
            (key, screen, None)
        }
        Phase::Finished if !learning.given.contains(REVIEWED) => {
            let Some(seat) = record.seat_index(learning.learner) else {
                return;
            };
            let over = Screen {
                content: locale.text(&Text::LearnOver),
                ..Screen::default()
            };
            (REVIEWED.to_string(), over, Some(seat))
        }
        _ => return,
    };
    if !tell(http, data, game, &token, screen).await {
        return;
    }
    let mut given = record;
    if let Some(learning) = &mut given.learning {
        learning.given.insert(key);
    }
    let saved = match data.store.save_quiet(given).await {
        Ok(saved) => saved,
        Err(e) => {
            tracing::warn!(%game, error = %e, "could not keep which notes a learner was given");
            return;
        }
    };
    let Some(seat) = review else {
        return;
    };
    let begun = super::review::begin(
        http.clone(),
        data,
        saved,
        crate::game::Seat(seat),
        token.clone(),
        locale,
    );
    match begun.await {
        Ok((started, job)) => {
            if tell(http, data, game, &token, started).await {
                tokio::spawn(job);
            }
        }
        Err(text) => {
            let refused = Screen {
                content: locale.text(&text),
                ..Screen::default()
            };
            tell(http, data, game, &token, refused).await;
        }
    }
}

/// The note due to `learner` at `path` of their decision, with its key: `None` when they are
/// not to decide, or the step needs none, or its note was given already.
async fn due(record: GameRecord, learner: u64, path: Vec<String>) -> Option<(String, Screen)> {
    heavy(move || {
        let given = record.learning.as_ref()?.given.clone();
        let locale = record.locale;
        let table = crate::table::open(record).ok()?;
        let seat = table.seat_of(learner)?;
        if !table.to_act().contains(&seat) {
            return None;
        }
        let lesson = table.lesson(seat, &path, locale)?;
        if given.contains(lesson.key) {
            return None;
        }
        let content = locale.text(&Text::Lesson {
            title: lesson.title,
            text: lesson.text,
        });
        let screen = Screen {
            content,
            ..Screen::default()
        };
        Some((lesson.key.to_string(), screen))
    })
    .await
}

/// Sends `screen` privately through `token`; whether Discord took it.
async fn tell(http: &Http, data: &Data, game: GameId, token: &str, screen: Screen) -> bool {
    match screen.ephemeral_later().execute(http, (None, token)).await {
        Ok(_) => {
            data.voices.told(game, token);
            true
        }
        Err(e) => {
            let super::rest::Failure { status, code } = super::rest::failed(&e);
            tracing::warn!(%game, status, code, error = %e, "could not tell a learner");
            false
        }
    }
}
