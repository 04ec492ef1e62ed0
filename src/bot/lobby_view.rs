//! How a lobby looks in Discord: an embed and its controls.

use poise::serenity_prelude::{
    ButtonStyle, Colour, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

use super::custom_id::{ComponentAction, ComponentId, LobbyControl};
use super::screen::Screen;
use crate::ai::AiLevel;
use crate::i18n::{Locale, Text};
use crate::table::lobby::LobbyAction;
use crate::table::{GameRecord, Phase, SeatHolder};

const LOBBY_COLOUR: Colour = Colour(0x2f6f9f);
const CANCELLED_COLOUR: Colour = Colour(0x7a7a7a);

/// The lobby message as a screen.
pub fn lobby_screen(record: &GameRecord, locale: Locale) -> Screen {
    let (embed, rows) = lobby_message(record, locale);
    Screen {
        embeds: vec![embed],
        rows,
        ..Screen::default()
    }
}

/// The public lobby message: embed plus controls (none once the lobby has closed).
pub fn lobby_message(record: &GameRecord, locale: Locale) -> (CreateEmbed, Vec<CreateActionRow>) {
    let t = |text: Text| locale.text(&text);
    let mut embed = CreateEmbed::new().title(t(Text::LobbyTitle(record.kind)));
    if let Phase::Cancelled { by } = record.phase {
        embed = embed
            .description(t(Text::LobbyCancelled { by }))
            .colour(CANCELLED_COLOUR);
        return (embed, Vec::new());
    }
    let players: Vec<String> = record
        .seats
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let name = match seat {
                SeatHolder::Human { user } => t(Text::LobbySeatHuman { user: *user }),
                SeatHolder::Computer { level } => t(Text::LobbySeatComputer(*level)),
            };
            let crown = if seat.user() == Some(record.host) {
                " 👑"
            } else {
                ""
            };
            format!("{}. {name}{crown}", i + 1)
        })
        .collect();
    let range = record.kind.player_counts();
    let left = record.max_seats.saturating_sub(record.seats.len());
    let seats_text = format!(
        "{}\n\n{} {}",
        players.join("\n"),
        t(Text::LobbySeatsLeft { left }),
        t(Text::LobbyNeeds {
            min: *range.start(),
            max: (*range.end()).min(record.max_seats),
        })
    );
    embed = embed
        .description(format!(
            "{}\n{}",
            t(Text::LobbyHost { user: record.host }),
            t(Text::LobbyHowTo)
        ))
        .field(t(Text::LobbyPlayersHeading), seats_text, false)
        .field(
            t(Text::LobbyOptionsHeading),
            format!(
                "{}\n{}",
                t(Text::OptionLines(record.options)),
                t(Text::HostingLines(record.hosting))
            ),
            false,
        )
        .colour(LOBBY_COLOUR);
    let stand_ins = crate::table::object::kind(record.kind).stand_ins();
    if !stand_ins.is_empty() {
        embed = embed.footer(CreateEmbedFooter::new(t(Text::StandIns(stand_ins))));
    }
    let controls = if record.phase == Phase::Lobby {
        lobby_controls(record, locale)
    } else {
        Vec::new()
    };
    (embed, controls)
}

fn lobby_controls(record: &GameRecord, locale: Locale) -> Vec<CreateActionRow> {
    let t = |text: Text| locale.text(&text);
    let id = |control| {
        ComponentId::new(record.id, record.moves, ComponentAction::Lobby(control)).encode()
    };
    let full = record.seats.len() >= record.max_seats;
    let buttons = vec![
        CreateButton::new(id(LobbyControl::Join))
            .label(t(Text::ButtonJoin))
            .style(ButtonStyle::Success)
            .disabled(full),
        CreateButton::new(id(LobbyControl::Leave))
            .label(t(Text::ButtonLeave))
            .style(ButtonStyle::Secondary),
        CreateButton::new(id(LobbyControl::Start))
            .label(t(Text::ButtonStart))
            .style(ButtonStyle::Primary),
        CreateButton::new(id(LobbyControl::Cancel))
            .label(t(Text::ButtonCancel))
            .style(ButtonStyle::Danger),
    ];
    let mut options: Vec<CreateSelectMenuOption> = AiLevel::ALL
        .into_iter()
        .filter_map(|level| {
            let action = LobbyAction::AddComputer(level);
            Some(
                CreateSelectMenuOption::new(t(Text::ComputerAdd(level)), action.menu_value()?)
                    .description(t(Text::ComputerLevelHint(level))),
            )
        })
        .collect();
    if let Some(value) = LobbyAction::RemoveComputer.menu_value() {
        options.push(CreateSelectMenuOption::new(t(Text::ComputerRemove), value));
    }
    let menu = CreateSelectMenu::new(
        id(LobbyControl::Computers),
        CreateSelectMenuKind::String { options },
    )
    .placeholder(t(Text::ComputerMenuPlaceholder))
    .min_values(1)
    .max_values(1);
    vec![
        CreateActionRow::Buttons(buttons),
        CreateActionRow::SelectMenu(menu),
    ]
}
