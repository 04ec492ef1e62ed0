//! The one global handler for every button and select menu. No collectors: each click is
//! resolved from its component id and the record in sled, so buttons keep working across
//! restarts.

use poise::serenity_prelude::{
    ComponentInteraction, ComponentInteractionDataKind, Context as SerenityContext,
    CreateInteractionResponse, CreateInteractionResponseMessage,
};

use super::custom_id::{ComponentAction, ComponentId, LobbyControl};
use super::lobby::{self, Actor, LobbyAction, LobbyOutcome};
use super::lobby_view::lobby_message;
use super::{now_secs, Data, Error};
use crate::i18n::{Locale, Text};
use crate::store::{GameRecord, Phase, StoreError};

/// What to answer a click with.
enum Answer {
    /// Redraw the message that was clicked, for everybody.
    Update(GameRecord),
    /// Tell only the clicker.
    Private(Text),
    /// Tell only the clicker that the message is stale, with a fresh copy of the game's message.
    Stale(GameRecord),
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
    let answer = match ComponentId::decode(&interaction.data.custom_id) {
        Err(_) => {
            tracing::warn!(custom_id = %interaction.data.custom_id, "garbled component id");
            Answer::Private(Text::Garbled)
        }
        Ok(id) => {
            let _guard = data.locks.game(id.game.0).lock().await;
            decide(data, interaction, &id)
                .await
                .unwrap_or_else(Answer::Private)
        }
    };
    let response = match answer {
        Answer::Update(record) => {
            let (embed, components) = lobby_message(&record, record.locale);
            CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .embed(embed)
                    .components(components),
            )
        }
        Answer::Private(text) => CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(locale.text(&text))
                .ephemeral(true),
        ),
        Answer::Stale(record) => {
            let (embed, components) = lobby_message(&record, locale);
            CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content(locale.text(&Text::OutOfDate))
                    .embed(embed)
                    .components(components)
                    .ephemeral(true),
            )
        }
    };
    interaction.create_response(&ctx.http, response).await?;
    Ok(())
}

/// Works out the answer to a click; `Err` carries a private refusal. Nothing is written unless
/// the click is accepted.
async fn decide(
    data: &Data,
    interaction: &ComponentInteraction,
    id: &ComponentId,
) -> Result<Answer, Text> {
    let mut record = match data.store.load(id.game) {
        Ok(Some(record)) => record,
        Ok(None) => return Err(Text::GameNotFound),
        Err(e) => return Err(storage_refusal(&e)),
    };
    let guild = interaction.guild_id.map(|g| g.get());
    if guild != Some(record.guild) || interaction.channel_id.get() != record.channel {
        tracing::warn!(game = %record.id, "click from another channel");
        return Err(Text::WrongChannel);
    }
    if !record.phase.is_active() {
        return Err(Text::GameEnded);
    }
    if id.moves != record.moves {
        return Ok(Answer::Stale(record));
    }
    let action = match (&record.phase, &id.action) {
        (Phase::Lobby, ComponentAction::Lobby(control)) => lobby_action(*control, interaction)?,
        _ => return Err(Text::Garbled),
    };
    let actor = Actor {
        user: interaction.user.id.get(),
        moderator: interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_messages()),
    };
    match lobby::apply(&mut record, actor, action).map_err(|r| r.text())? {
        // Engines plug in here as they land; until then the lobby stays open.
        LobbyOutcome::StartRequested => Err(Text::NotAvailableYet(record.kind)),
        LobbyOutcome::Changed => {
            record.updated_at = now_secs();
            match data.store.save(record).await {
                Ok(saved) => Ok(Answer::Update(saved)),
                Err(StoreError::Conflict { .. }) => Err(Text::OutOfDate),
                Err(e) => Err(storage_refusal(&e)),
            }
        }
    }
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
        LobbyControl::Computers => match &interaction.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => match values.as_slice() {
                [value] => LobbyAction::from_menu_value(value).ok_or(Text::Garbled)?,
                _ => return Err(Text::Garbled),
            },
            _ => return Err(Text::Garbled),
        },
    })
}

fn storage_refusal(error: &StoreError) -> Text {
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
