//! The one global handler for every button and select menu. No collectors: each click is
//! resolved from its component id and the record in sled, so buttons keep working across
//! restarts.

use crate::table::TableChange;
use std::sync::Arc;

use poise::serenity_prelude::{
    ComponentInteraction, ComponentInteractionDataKind, Context as SerenityContext, Http,
    MessageFlags,
};

use super::answer::{Pending, Reply};
use super::commit::{commit, Committed, OldMessage};
use super::custom_id::{ComponentAction, ComponentId, GameControl, LobbyControl, ReplayButton};
use super::data::{now_secs, Data, Error};
use super::lobby_view::lobby_screen;
use super::palettes::palette_of;
use super::permissions;
use super::repost;
use super::screen::Screen;
use super::screens::{self, Clicked};
use super::work::{heavy, save, storage_refusal};
use crate::i18n::{self, Locale, Text};
use crate::table::hosting::{self, HostingChange};
use crate::table::lobby::{self, Actor, LobbyAction, LobbyOutcome};
use crate::table::{GameRecord, GameTable, Phase};

/// What to answer a click with. Changes are already saved and shown by then.
enum Answer {
    /// Redraw the clicked message, for everybody who sees it.
    Update(Screen),
    /// Tell only the clicker.
    Private(Text),
    /// Show only the clicker a screen.
    Ephemeral(Screen),
}

pub async fn on_component(
    ctx: &SerenityContext,
    data: &Data,
    interaction: &ComponentInteraction,
) -> Result<(), Error> {
    let locale = Locale::pick(
        Some(&interaction.locale),
        interaction.guild_locale.as_deref(),
        data.config.default_locale,
    );
    crate::metrics::click();
    let pending =
        Pending::start(ctx.http.clone(), interaction, data.config.acknowledge_after).await;
    let started = pending.arrived();
    let id = match ComponentId::decode(&interaction.data.custom_id) {
        Ok(id) => id,
        Err(_) => {
            tracing::warn!(custom_id = %interaction.data.custom_id, "garbled component id");
            return pending.answer(refusal(locale, Text::Garbled)).await;
        }
    };
    if id.action == ComponentAction::Review {
        let (reply, job) = super::review::click(&ctx.http, data, interaction, locale).await;
        let answered = pending.answer(reply).await;
        // The review starts once the click is answered: its answer follows that one up.
        if let Some(job) = job {
            tokio::spawn(job);
        }
        return answered;
    }
    if let ComponentAction::Replay { position, button } = id.action {
        let open = button == ReplayButton::Open;
        let reply = super::replay::click(data, interaction, id.game, position, open, locale).await;
        return pending.answer(reply).await;
    }
    // Held until the next table message is posted, so clicks on one game never interleave.
    let _guard = data.lock_game(id.game).await;
    let answer = decide(&ctx.http, data, interaction, &pending, &id, locale)
        .await
        .unwrap_or_else(|text| Answer::Private(exactly(data, interaction, &id, text)));
    let refused = matches!(answer, Answer::Private(_));
    // An answered click's token carries the game's next messages for 15 minutes (`voice.rs`);
    // an update answer leaves it the clicked message to edit.
    let clicked = matches!(answer, Answer::Update(_))
        .then(|| pending.public_message())
        .flatten();
    let heard = pending.heard(clicked);
    let answered = match answer {
        Answer::Update(screen) => pending.answer(Reply::Update(screen)).await,
        Answer::Ephemeral(screen) => pending.answer(Reply::Private(screen)).await,
        Answer::Private(text) => pending.answer(refusal(locale, text)).await,
    };
    tracing::debug!(
        game = %id.game,
        user = interaction.user.id.get(),
        custom_id = %interaction.data.custom_id,
        refused,
        ms = started.elapsed().as_millis() as u64,
        "click"
    );
    if answered.is_ok() {
        data.voices.heard(id.game, heard);
        // A first game's notes follow the click up (`learn.rs`).
        let learning = data.store.load(id.game).ok().flatten();
        if let Some(record) = learning.filter(|r| !refused && r.learning.is_some()) {
            // A step of the menu shows the step its path leads to; a move, the next decision.
            let path = match &id.action {
                ComponentAction::Game(payload) if record.moves == id.moves => {
                    menu_path(payload, interaction)
                }
                _ => Vec::new(),
            };
            super::learn::follow_up(&ctx.http, data, record, &path).await;
        }
    }
    answered
}

/// The menu path a click on a choice leads to (with a select menu's chosen option); empty for
/// any other control.
fn menu_path(payload: &str, interaction: &ComponentInteraction) -> Vec<String> {
    match (GameControl::parse(payload), &interaction.data.kind) {
        (Some(GameControl::Choose(path)), _) => path,
        (
            Some(GameControl::Select { mut path, .. }),
            ComponentInteractionDataKind::StringSelect { values },
        ) => {
            path.extend(values.first().cloned());
            path
        }
        _ => Vec::new(),
    }
}

/// A game that waits for Discord is explained with the click's own view of the bot's
/// permissions (`app_permissions`), which names exactly what is missing.
fn exactly(data: &Data, interaction: &ComponentInteraction, id: &ComponentId, text: Text) -> Text {
    match (&text, data.held.trouble(id.game)) {
        (Text::Trouble(_), Some(trouble)) => Text::Trouble(permissions::explain(
            trouble,
            interaction.app_permissions,
            permissions::is_thread(interaction.channel.as_ref()),
        )),
        _ => text,
    }
}

fn refusal(locale: Locale, text: Text) -> Reply {
    Reply::Private(Screen {
        content: locale.text(&text),
        ..Screen::default()
    })
}

/// Works out the answer to a click; `Err` carries a private refusal. Nothing is written unless
/// the click is accepted.
async fn decide(
    http: &Arc<Http>,
    data: &Data,
    interaction: &ComponentInteraction,
    pending: &Pending,
    id: &ComponentId,
    locale: Locale,
) -> Result<Answer, Text> {
    let mut record = match data.store.load(id.game) {
        Ok(Some(record)) => record,
        Ok(None) => return Err(Text::GameNotFound),
        Err(e) => return Err(storage_refusal(&e)),
    };
    let here = super::place::of_click(interaction);
    if here.place != record.guild || here.channel != record.channel {
        tracing::warn!(game = %record.id, "click from another channel");
        return Err(Text::WrongChannel);
    }
    if !record.phase.is_active() {
        return match (&record.phase, &id.action) {
            (Phase::Finished, ComponentAction::Lobby(LobbyControl::Rematch)) => {
                let user = interaction.user.id.get();
                rematch(http, data, pending, record, user, locale).await
            }
            _ => Err(Text::GameEnded),
        };
    }
    let stale = id.moves != record.moves;
    match (&record.phase, &id.action) {
        (Phase::Lobby, _) if stale => {
            let mut screen = lobby_screen(&record, locale);
            screen.content = locale.text(&Text::OutOfDate);
            Ok(Answer::Ephemeral(screen))
        }
        (Phase::Lobby, ComponentAction::Lobby(control)) => {
            let action = lobby_action(*control, interaction)?;
            let actor = Actor {
                user: interaction.user.id.get(),
                moderator: interaction
                    .member
                    .as_ref()
                    .and_then(|m| m.permissions)
                    .is_some_and(|p| p.manage_messages()),
            };
            let outcome = lobby::apply(&mut record, actor, action).map_err(|r| r.text())?;
            if action == LobbyAction::Join {
                record.names.insert(actor.user, display_name(interaction));
            }
            match outcome {
                LobbyOutcome::StartRequested => start(http, data, pending, record).await,
                LobbyOutcome::Changed => {
                    record.updated_at = now_secs();
                    let saved = save(data, record).await?;
                    Ok(Answer::Update(lobby_screen(&saved, saved.locale)))
                }
            }
        }
        (Phase::Playing, ComponentAction::Game(_)) if data.held.trouble(id.game).is_some() => {
            // The game waits for its table: a click tries it at once.
            match repost::repost(http, data, id.game, Some(pending)).await {
                Ok(()) => Err(Text::Trouble(i18n::Trouble::TableReposted)),
                Err(_) => Err(Text::Trouble(i18n::Trouble::TableWaits)),
            }
        }
        (Phase::Playing, ComponentAction::Game(payload)) => {
            let control = GameControl::parse(payload).ok_or(Text::Garbled)?;
            play(http, data, pending, record, &control, stale, locale).await
        }
        (Phase::Playing, ComponentAction::Lobby(_)) => Err(Text::OutOfDate),
        _ => Err(Text::Garbled),
    }
}

async fn start(
    http: &Arc<Http>,
    data: &Data,
    pending: &Pending,
    record: GameRecord,
) -> Result<Answer, Text> {
    let seed = data.config.game_seed(record.id.0);
    let table = heavy(|| crate::table::set_up(record, seed)).await?;
    let begun = commit(
        http,
        data,
        table,
        TableChange::Begin,
        OldMessage::Clicked,
        Some(pending),
    )
    .await?;
    let locale = begun.table.record().locale;
    let mut lobby = lobby_screen(begun.table.record(), locale);
    lobby.content = locale.text(&Text::GameStarted);
    Ok(Answer::Update(lobby))
}

async fn play(
    http: &Arc<Http>,
    data: &Data,
    pending: &Pending,
    record: GameRecord,
    control: &GameControl,
    stale: bool,
    locale: Locale,
) -> Result<Answer, Text> {
    let interaction = pending.interaction();
    let user = interaction.user.id.get();
    let table = crate::table::open(record)?;
    // Counts and tool cards are public and always of the game as it is now: anybody in the
    // channel may ask, from any message, without coming back to a seat they were away from.
    let counts = control.is_public();
    if !counts {
        if let Some(seat) = hosting::returning(table.record(), user)? {
            return come_back(http, data, pending, table, seat, user, locale).await;
        }
    }
    let in_panel = interaction
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    if *control == GameControl::Hint {
        return Ok(Answer::Ephemeral(
            super::hint::ask(data, table, user, locale).await?,
        ));
    }
    if *control == GameControl::Undo {
        let answer = super::undo::take_back(http, data, pending, table, user, stale, locale);
        return Ok(Answer::Update(answer.await?));
    }
    let palette = palette_of(data, user);
    if stale && !counts && !(in_panel && table.still_deciding_at_once(user)) {
        let mut screen =
            heavy(|| screens::fresh_screen(table.as_ref(), user, locale, palette)).await;
        screen.content = format!("{}\n{}", locale.text(&Text::OutOfDate), screen.content);
        return Ok(Answer::Ephemeral(screen));
    }
    let selected = match &interaction.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => match values.as_slice() {
            [value] => Some(value.as_str()),
            _ => return Err(Text::Garbled),
        },
        _ => None,
    };
    let clicked = heavy(|| {
        screens::click(
            table.as_ref(),
            user,
            control,
            selected,
            in_panel,
            locale,
            palette,
        )
    })
    .await?;
    let (seat, action) = match clicked {
        Clicked::Private(screen) => return Ok(Answer::Ephemeral(screen)),
        Clicked::Step(screen) => return Ok(Answer::Update(screen)),
        Clicked::Act { seat, action } => (seat, action),
    };
    let old = if in_panel {
        OldMessage::Shrinks
    } else {
        OldMessage::Clicked
    };
    let played = TableChange::Move {
        seat,
        action,
        by_person: true,
    };
    let Committed { table, clicked, .. } =
        commit(http, data, table, played, old, Some(pending)).await?;
    if !in_panel {
        // The clicked message was the table: redrawn in place, or shrunk to its log.
        return Ok(Answer::Update(clicked));
    }
    // A private decision that goes on (Uzory: discards after placing) stays in the panel.
    let panel = if table.private_choices() && table.to_act().contains(&seat) {
        heavy(|| screens::panel_screen(table.as_ref(), seat, &[], locale, palette)).await
    } else {
        Screen {
            content: locale.text(&Text::TurnDone),
            ..Screen::default()
        }
    };
    Ok(Answer::Update(panel))
}

/// An absent person pressed a button of their game: the seat is theirs again. The table is
/// posted afresh (its buttons changed), and they get their panel privately.
async fn come_back(
    http: &Arc<Http>,
    data: &Data,
    pending: &Pending,
    table: Box<dyn GameTable>,
    seat: u8,
    user: u64,
    locale: Locale,
) -> Result<Answer, Text> {
    let back = TableChange::Hosting(HostingChange::Back { seat });
    let palette = palette_of(data, user);
    let shrinks = OldMessage::Shrinks;
    let Committed { table, .. } = commit(http, data, table, back, shrinks, Some(pending)).await?;
    let mut welcome = heavy(|| screens::fresh_screen(table.as_ref(), user, locale, palette)).await;
    welcome.content = format!("{}\n{}", locale.text(&Text::WelcomeBack), welcome.content);
    Ok(Answer::Ephemeral(welcome))
}

/// A finished game's Rematch: the same seats (a computer for anybody who left) and options,
/// a new seed, started at once in the same channel. One rematch per game.
async fn rematch(
    http: &Arc<Http>,
    data: &Data,
    pending: &Pending,
    mut old: GameRecord,
    user: u64,
    locale: Locale,
) -> Result<Answer, Text> {
    hosting::may_rematch(&old, user)?;
    let _channel = data.locks.channel(old.channel).lock().await;
    if data.config.one_game_per_channel {
        if let Some(busy) = super::channels::active_game_in(data, old.channel) {
            return Err(Text::ChannelBusy { game: busy });
        }
    }
    let id = data.store.new_id().map_err(|e| storage_refusal(&e))?;
    let record = hosting::rematch_lobby(&old, id, data.clock.now());
    data.store
        .create(&record)
        .await
        .map_err(|e| storage_refusal(&e))?;
    old.rematch = Some(id);
    data.store
        .save_quiet(old)
        .await
        .map_err(|e| storage_refusal(&e))?;
    tracing::info!(game = %id, "rematch");
    let seed = data.config.game_seed(id.0);
    let table = heavy(|| crate::table::set_up(record, seed)).await?;
    let begin = TableChange::Begin;
    commit(http, data, table, begin, OldMessage::Clicked, Some(pending)).await?;
    Ok(Answer::Ephemeral(Screen {
        content: locale.text(&Text::RematchStarted),
        ..Screen::default()
    }))
}

/// The name shown for a player in pictures: server nickname, else display name, else username.
pub fn display_name(interaction: &ComponentInteraction) -> String {
    interaction
        .member
        .as_ref()
        .and_then(|m| m.nick.clone())
        .or_else(|| interaction.user.global_name.clone())
        .unwrap_or_else(|| interaction.user.name.clone())
}

fn lobby_action(
    control: LobbyControl,
    interaction: &ComponentInteraction,
) -> Result<LobbyAction, Text> {
    Ok(match control {
        LobbyControl::Join => LobbyAction::Join,
        LobbyControl::Leave => LobbyAction::Leave,
        LobbyControl::Start => LobbyAction::Start,
        LobbyControl::Cancel => LobbyAction::Cancel,
        // Only a finished game has this button.
        LobbyControl::Rematch => return Err(Text::Garbled),
        LobbyControl::Computers => match &interaction.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => match values.as_slice() {
                [value] => LobbyAction::from_menu_value(value).ok_or(Text::Garbled)?,
                _ => return Err(Text::Garbled),
            },
            _ => return Err(Text::Garbled),
        },
    })
}
