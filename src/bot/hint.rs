//! 💡 The hint button: the person who must decide asks privately for the move the hard player
//! would make from their own view (`table/hint.rs`), with why. The thinking runs on the coach's
//! low-priority threads, so it never slows live games; each hint given is counted in the record
//! (without touching the move counter, so every drawn button stays valid), and a person who
//! used hints is left out of the game's rating.

use std::sync::LazyLock;

use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton, ReactionType};
use tokio::sync::Semaphore;

use super::custom_id::{ComponentAction, ComponentId, GameControl};
use super::data::Data;
use super::review::on_low_priority_thread;
use super::screen::Screen;
use super::work::storage_refusal;
use crate::i18n::{Locale, Text};
use crate::table::hint::hint_seed;
use crate::table::GameTable;

/// Hints thought about at once: one per core left free for live games, at least one.
static HINTERS: LazyLock<Semaphore> = LazyLock::new(|| {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    Semaphore::new(cores.saturating_sub(1).max(1))
});

/// `user` pressed 💡: the private answer (the move, why, and a button that plays it), or why
/// not. Only the count of hints is written.
pub(super) async fn ask(
    data: &Data,
    table: Box<dyn GameTable>,
    user: u64,
    locale: Locale,
) -> Result<Screen, Text> {
    let seat = table.seat_of(user).ok_or(Text::NotPlaying)?;
    if !table.to_act().contains(&seat) {
        return Err(Text::NotYourTurn);
    }
    if !table.record().hints_allowed() {
        return Err(Text::HintsOff);
    }
    let _permit = HINTERS.try_acquire().map_err(|_| Text::HintBusy)?;
    let budget = data.config.think_budget();
    let seed = hint_seed(table.record(), seat);
    let thought = on_low_priority_thread(move || {
        let hint = table.hint(seat, budget, seed, locale);
        (table, hint)
    })
    .await;
    let Some((table, Some(hint))) = thought else {
        return Err(Text::SomethingWentWrong);
    };
    let mut record = table.record().clone();
    *record.hints_used.entry(seat.0).or_default() += 1;
    let used = record.hints_of(seat.index());
    let record = data
        .store
        .save_quiet(record)
        .await
        .map_err(|e| storage_refusal(&e))?;
    let answer = Text::HintAnswer {
        steps: hint.steps.join(" → "),
        reason: hint.reason,
        used,
    };
    let play = ComponentId::new(
        record.id,
        record.moves,
        ComponentAction::Game(GameControl::Choose(hint.path).payload()),
    );
    Ok(Screen {
        content: locale.text(&answer),
        rows: vec![CreateActionRow::Buttons(vec![CreateButton::new(
            play.encode(),
        )
        .label(locale.text(&Text::ButtonPlayHint))
        .emoji(ReactionType::Unicode("▶️".into()))
        .style(ButtonStyle::Success)])],
        ..Screen::default()
    })
}
