//! Replays of finished games: `/game replay`, the Replay button under a game's results, and the
//! private viewer's ⏮ ◀ ▶ ⏭ buttons. Each view is rebuilt from the record's seed and history
//! ([`crate::table::history::frame`]); nothing is stored per move. The viewer shows what a
//! spectator saw at that moment (the public pictures, the status line, the move's log line),
//! never a seat's secrets.

use poise::serenity_prelude::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton, ReactionType,
};

use super::answer::Reply;
use super::custom_id::{ComponentAction, ComponentId, ReplayButton};
use super::data::Data;
use super::palettes::palette_of;
use super::screen::Screen;
use super::screens::images;
use super::work::{heavy, storage_refusal};
use crate::i18n::{Locale, RecordText, Text};
use crate::present::kit::Palette;
use crate::table::{GameId, GameRecord, Phase};

/// The record of `id` if it is a finished game of place `guild` (a server, or a group DM's
/// channel); else why not, in words.
/// Another server's game reads as unknown: its existence is not this server's business.
pub(super) fn finished_game(
    data: &Data,
    guild: Option<u64>,
    id: GameId,
) -> Result<GameRecord, Text> {
    let unknown = || Text::from(RecordText::ReplayUnknown { id: id.to_string() });
    let record = match data.store.load(id) {
        Ok(Some(record)) => record,
        Ok(None) => return Err(unknown()),
        Err(e) => return Err(storage_refusal(&e)),
    };
    if guild != Some(record.guild) {
        return Err(unknown());
    }
    match record.phase {
        Phase::Finished => Ok(record),
        Phase::Lobby | Phase::Playing => {
            Err(RecordText::ReplayUnfinished { id: id.to_string() }.into())
        }
        // A game called off has no end to replay to, and is no longer anybody's to review.
        Phase::Cancelled { .. } | Phase::TimedOut => Err(unknown()),
    }
}

/// The viewer of `record` at `position`, drawn on a free core.
pub(super) async fn viewer(
    record: GameRecord,
    position: u64,
    locale: Locale,
    palette: Palette,
) -> Result<Screen, Text> {
    heavy(|| draw(record, position, locale, palette)).await
}

fn draw(
    record: GameRecord,
    position: u64,
    locale: Locale,
    palette: Palette,
) -> Result<Screen, Text> {
    let position = usize::try_from(position).unwrap_or(usize::MAX);
    let (id, kind, moves) = (record.id, record.kind, record.moves);
    let frame = crate::table::object::kind(kind)
        .frame(record, position, locale)
        .ok_or(RecordText::ReplayBroken)?;
    let table = frame.game.as_ref();
    let names = table.names(locale);
    let mut content = vec![
        locale.text(
            &RecordText::ReplayTitle {
                kind,
                id: id.to_string(),
            }
            .into(),
        ),
        locale.text(
            &RecordText::ReplayAt {
                position: frame.position,
                total: frame.total,
            }
            .into(),
        ),
        table.status(&names, locale),
    ];
    content.extend(frame.line);
    let step = |position: usize, button: ReplayButton, emoji: &str, enabled: bool| {
        let action = ComponentAction::Replay {
            position: position as u64,
            button,
        };
        CreateButton::new(ComponentId::new(id, moves, action).encode())
            .emoji(ReactionType::Unicode(emoji.into()))
            .style(ButtonStyle::Secondary)
            .disabled(!enabled)
    };
    let (at, end) = (frame.position, frame.total);
    let buttons = vec![
        step(frame.round_back, ReplayButton::RoundBack, "⏮", at > 0),
        step(at.saturating_sub(1), ReplayButton::Back, "◀", at > 0),
        step(at + 1, ReplayButton::On, "▶", at < end),
        step(frame.round_on, ReplayButton::RoundOn, "⏭", at < end),
    ];
    Ok(Screen {
        content: content.join("\n"),
        images: images(table.record(), || {
            table.public_images(&names, locale, palette)
        }),
        rows: vec![CreateActionRow::Buttons(buttons)],
        ..Screen::default()
    })
}

/// A click on a replay button: anybody in the game's server may open a viewer; a viewer's own
/// buttons move it. Reads only, so it takes no game lock and never waits for a live game.
pub(super) async fn click(
    data: &Data,
    interaction: &ComponentInteraction,
    game: GameId,
    position: u64,
    open: bool,
    locale: Locale,
) -> Reply {
    let guild = Some(super::place::of_click(interaction).place);
    let shown = match finished_game(data, guild, game) {
        Ok(record) => {
            viewer(
                record,
                position,
                locale,
                palette_of(data, interaction.user.id.get()),
            )
            .await
        }
        Err(text) => Err(text),
    };
    match shown {
        Ok(screen) if open => Reply::Private(screen),
        Ok(screen) => Reply::Update(screen),
        Err(text) => Reply::Private(Screen {
            content: locale.text(&text),
            ..Screen::default()
        }),
    }
}
