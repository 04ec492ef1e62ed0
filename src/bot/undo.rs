//! The Undo button: the mover takes back their last move (`table/undo.rs` says when and how),
//! through the one commit pipeline like every other change. It is not the person's own new
//! move: their turn clock runs on.

use crate::table::TableChange;
use std::sync::Arc;

use poise::serenity_prelude::Http;

use super::answer::Pending;
use super::commit::{commit, Committed, OldMessage};
use super::data::Data;
use super::palettes::palette_of;
use super::screen::Screen;
use super::work::heavy;
use crate::i18n::{Locale, Text};
use crate::table::GameTable;

/// `user` pressed Undo (`click`) on a message drawn at an older version of the game (`stale`)
/// or the current one, on the table message or in their private panel: the clicked message's
/// new form, or why not (nothing changes then).
pub(super) async fn take_back(
    http: &Arc<Http>,
    data: &Data,
    click: &Pending,
    table: Box<dyn GameTable>,
    user: u64,
    stale: bool,
    locale: Locale,
) -> Result<Screen, Text> {
    if stale {
        return Err(Text::UndoStale);
    }
    let in_panel = click.public_message().is_none();
    let old = if in_panel {
        OldMessage::Shrinks
    } else {
        OldMessage::Clicked
    };
    let undo = TableChange::Undo { user };
    let Committed { table, clicked, .. } =
        commit(http, data, table, undo, old, Some(click)).await?;
    if !in_panel {
        // The clicked message was the table: redrawn in place, or shrunk to its log.
        return Ok(clicked);
    }
    Ok(match table.seat_of(user) {
        Some(seat) if table.to_act().contains(&seat) => {
            let palette = palette_of(data, user);
            heavy(|| super::screens::panel_screen(table.as_ref(), seat, &[], locale, palette)).await
        }
        _ => Screen {
            content: locale.text(&Text::TurnDone),
            ..Screen::default()
        },
    })
}
