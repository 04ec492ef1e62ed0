//! A running game's messages in Discord, for any engine: the public table message, turns taken
//! through menus (on the table message, or in a private panel when choices are secret or
//! simultaneous), "My board" and the final results, and what a click on them asks for.
//!
//! Everything here decides what to show; the commit pipeline and `components` send it.

use poise::serenity_prelude::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, ReactionType,
};

use super::custom_id::{ComponentAction, ComponentId, GameControl, LobbyControl, ReplayButton};
use super::pictures;
use super::screen::Screen;
use crate::game::{Seat, Viewer};
use crate::i18n::{Locale, RecordText, Text};
use crate::present::kit::{Glass, Palette};
use crate::present::{Choice, Image, Menu, MenuError};
use crate::table::{Action, GameRecord, GameTable, Reach, SeatHolder};

/// Most buttons a menu step uses before it switches to select menus (one row stays for
/// navigation).
const MAX_CHOICE_BUTTONS: usize = 20;
const OPTIONS_PER_SELECT: usize = 25;
const MAX_SELECTS: usize = 4;
/// The file name of the game's furniture picture ([`Table::reference_screen`]).
pub const REFERENCE: &str = "cards.png";

/// [`DrawTable::draw_reference`](crate::present::DrawTable::draw_reference), or in this
/// module's tests a stand-in for any game (to test a game with furniture but no tool cards).
fn draw_reference(
    table: &dyn GameTable,
    locale: Locale,
    palette: Palette,
) -> Result<Option<crate::present::kit::Canvas>, crate::present::kit::RenderError> {
    #[cfg(test)]
    if stand_in() {
        return test_reference::canvas().map(Some);
    }
    table.draw_reference(locale, palette)
}

/// Whether this thread's tests asked for the stand-in of `test_reference`.
fn stand_in() -> bool {
    #[cfg(test)]
    return test_reference::on();
    #[cfg(not(test))]
    false
}

/// The public table message; when the choice is public, with the mover's menu at `path`.
/// Its pictures are in `palette` (see [`crate::bot::commands::settings`]).
pub fn table_screen(
    table: &dyn GameTable,
    path: &[String],
    locale: Locale,
    palette: Palette,
) -> Screen {
    Screen {
        images: pictures_for(table, Viewer::Spectator, locale, palette),
        ..table_words(table, path, locale)
    }
}

/// A step of the public menu: the table message's words and buttons at `path`. Its pictures
/// don't depend on the menu, so they stay as they are and none is drawn.
pub fn table_step(table: &dyn GameTable, path: &[String], locale: Locale) -> Screen {
    Screen {
        keep_pictures: true,
        ..table_words(table, path, locale)
    }
}

/// [`Table::table_screen`] without its pictures.
fn table_words(table: &dyn GameTable, path: &[String], locale: Locale) -> Screen {
    let names = table.names(locale);
    let mut content = format!(
        "**{}** · {}",
        locale.text(&Text::GameName(table.record().kind)),
        table.status(&names, locale)
    );
    let users = table.humans_to_act();
    let mut rows = Vec::new();
    let mover = users.first().copied().and_then(|u| table.seat_of(u));
    match mover.filter(|_| table.public_menu()) {
        Some(seat) => match choice_step(table, seat, path, locale) {
            Some(step) => {
                content.push('\n');
                content.push_str(&locale.text(&Text::YourTurn {
                    users: users.clone(),
                    prompt: step.prompt,
                }));
                content.push_str(&step.chosen);
                rows = step.rows;
                rows.push(nav_row(table, &step.path, false, locale));
            }
            None => rows.push(nav_row(table, &[], false, locale)),
        },
        None if !users.is_empty() => {
            content.push('\n');
            content.push_str(&locale.text(&Text::YourTurnPrivately {
                users: users.clone(),
            }));
            rows.push(nav_row(table, &[], true, locale));
        }
        None => {}
    }
    if let (Some(deadline), false) = (table.record().deadline, users.is_empty()) {
        content.push('\n');
        content.push_str(&locale.text(&Text::TurnEnds { at: deadline.at }));
    }
    if let Some((seat, _)) = table.computer_to_act() {
        let name = names.get(seat.index()).cloned().unwrap_or_default();
        content.push('\n');
        content.push_str(&locale.text(&Text::ComputerThinking { name }));
        if rows.is_empty() {
            rows.push(nav_row(table, &[], false, locale));
        }
    }
    // A timer or a computer may change the game when no click is at hand to show it.
    let may_stop = table.record().deadline.is_some() || table.computer_to_act().is_some();
    if table.record().reach == Reach::Interactions && may_stop {
        content.push('\n');
        content.push_str(&locale.text(&Text::CarryOnByClick));
    }
    Screen {
        content,
        rows,
        ..Screen::default()
    }
}

/// A seat's private decision panel at `path`, its pictures in the person's `palette`.
pub fn panel_screen(
    table: &dyn GameTable,
    seat: Seat,
    path: &[String],
    locale: Locale,
    palette: Palette,
) -> Screen {
    Screen {
        images: pictures_for(table, Viewer::Seat(seat), locale, palette),
        ..panel_words(table, seat, path, locale)
    }
}

/// A step of a private panel: its words and buttons at `path`, its pictures left as they
/// are (see [`Table::table_step`]).
pub fn panel_step(table: &dyn GameTable, seat: Seat, path: &[String], locale: Locale) -> Screen {
    Screen {
        keep_pictures: true,
        ..panel_words(table, seat, path, locale)
    }
}

/// [`Table::panel_screen`] without its pictures.
fn panel_words(table: &dyn GameTable, seat: Seat, path: &[String], locale: Locale) -> Screen {
    let mut screen = Screen {
        content: table.private_note(seat, locale).unwrap_or_default(),
        ..Screen::default()
    };
    match choice_step(table, seat, path, locale) {
        Some(step) => {
            let mut content = locale.text(&Text::YourChoice {
                prompt: step.prompt,
            });
            content.push_str(&step.chosen);
            if !screen.content.is_empty() {
                content.push('\n');
                content.push_str(&screen.content);
            }
            screen.content = content;
            screen.rows = step.rows;
            let mut nav = Vec::new();
            if !step.path.is_empty() {
                nav.push(back_button(table, &step.path, locale));
            }
            if table.undo_seat() == Some(seat) {
                nav.extend(undo_button(table, locale));
            }
            nav.extend(hint_button(table, locale));
            if !nav.is_empty() {
                screen.rows.push(CreateActionRow::Buttons(nav));
            }
        }
        None => screen.content = locale.text(&Text::NotYourTurn),
    }
    screen
}

/// A step of a menu that asks `seat` to choose, as both the table message and a private panel
/// show it.
struct ChoiceStep {
    /// The choices made on the way here.
    path: Vec<String>,
    prompt: String,
    /// "Chosen so far: …" on a line of its own, once something is chosen; else empty.
    chosen: String,
    /// A button (or a select menu's option) per choice.
    rows: Vec<CreateActionRow>,
}

/// `seat`'s menu at `path`, when it asks for a choice (not when it has led to an action).
fn choice_step(
    table: &dyn GameTable,
    seat: Seat,
    path: &[String],
    locale: Locale,
) -> Option<ChoiceStep> {
    let Ok(Menu::Pick {
        path,
        chosen,
        prompt,
        options,
    }) = table.menu(seat, path, locale)
    else {
        return None;
    };
    let chosen = if chosen.is_empty() {
        String::new()
    } else {
        let so_far = chosen.join(" → ");
        format!("\n{}", locale.text(&Text::ChosenSoFar { chosen: so_far }))
    };
    Some(ChoiceStep {
        rows: choice_rows(table, &path, &options, locale),
        path,
        prompt,
        chosen,
    })
}

/// What only `seat` may see: its board and secrets, in the person's `palette`.
pub fn private_screen(
    table: &dyn GameTable,
    seat: Seat,
    locale: Locale,
    palette: Palette,
) -> Screen {
    Screen {
        content: table.private_note(seat, locale).unwrap_or_default(),
        images: pictures_for(table, Viewer::Seat(seat), locale, palette),
        ..Screen::default()
    }
}

/// What anybody at the table can count (piles, scores so far), told from the spectator's
/// view so it is the same for everybody who asks.
pub fn counts_screen(table: &dyn GameTable, locale: Locale) -> Screen {
    let names = table.names(locale);
    Screen {
        content: truncate(&table.counts(&names, locale), 2000),
        ..Screen::default()
    }
}

/// The full text of the game's tool cards (Sagrada), the same for everybody who asks.
pub fn tools_screen(table: &dyn GameTable, locale: Locale) -> Screen {
    Screen {
        content: truncate(&table.tool_cards(locale).unwrap_or_default(), 2000),
        ..Screen::default()
    }
}

/// The game's fixed furniture (Sagrada's tool and objective cards) for whoever presses
/// "📜 Cards", in their `palette`: the picture, with the tool cards' text when the game has
/// them (this button stands in for "🛠️ Tools"). `None` for a game without furniture.
pub fn reference_screen(table: &dyn GameTable, locale: Locale, palette: Palette) -> Option<Screen> {
    let images = reference_pictures(table, locale, palette);
    if images.is_empty() {
        return None;
    }
    let content = table
        .tool_cards(locale)
        .unwrap_or_else(|| locale.text(&Text::ReferenceAlt));
    Some(Screen {
        content: truncate(&content, 2000),
        images,
        ..Screen::default()
    })
}

/// The furniture shown once, in its own message right before the game's first table (so the
/// table message keeps to one phone screen), in the channel's `palette`. `None` for a game
/// without furniture.
pub fn reference_at_start(table: &dyn GameTable, palette: Palette) -> Option<Screen> {
    let locale = table.record().locale;
    let images = reference_pictures(table, locale, palette);
    if images.is_empty() {
        return None;
    }
    Some(Screen {
        content: format!(
            "**{}** · {}",
            locale.text(&Text::GameName(table.record().kind)),
            locale.text(&Text::ReferenceAtStart)
        ),
        images,
        ..Screen::default()
    })
}

/// Whether the game has furniture to show, without drawing it for every table message
/// ([`DrawTable::HAS_REFERENCE`]).
///
/// [`DrawTable::HAS_REFERENCE`]: crate::present::DrawTable::HAS_REFERENCE
fn has_reference(table: &dyn GameTable) -> bool {
    stand_in() || table.has_reference()
}

/// The furniture picture, drawn once for a given table (see `pictures`); none for a game
/// without it.
fn reference_pictures(table: &dyn GameTable, locale: Locale, palette: Palette) -> Vec<Image> {
    let what = (
        "reference",
        table.record().kind,
        locale,
        palette,
        stand_in(),
    );
    let key = pictures::key(table.view_json(Viewer::Spectator), what);
    let alt = table
        .tool_cards(locale)
        .unwrap_or_else(|| locale.text(&Text::ReferenceAlt));
    images(table.record(), || {
        pictures::drawn(key, || {
            let drawn = draw_reference(table, locale, palette)?;
            let Some(canvas) = drawn else {
                return Ok(Vec::new());
            };
            Ok(vec![Image {
                name: REFERENCE,
                png: canvas.to_png()?,
                alt: crate::present::alt::alt_text(alt),
            }])
        })
    })
}

/// The final message: the ranking, the score sheet picture (every player's breakdown), the
/// final table, and the Rematch button.
pub fn results_screen(table: &dyn GameTable, locale: Locale, palette: Palette) -> Screen {
    let names = table.names(locale);
    let mut content = locale.text(&Text::GameOver(table.record().kind));
    let outcome = table.outcome();
    if let (Some(target), Some(outcome)) = (table.solo_target(), &outcome) {
        let won = outcome.standings.first().is_some_and(|s| s.rank == 1);
        content.push('\n');
        content.push_str(&locale.text(&Text::SoloTarget { target, won }));
    }
    let mut shown = Vec::new();
    if let Some(outcome) = &outcome {
        for standing in &outcome.standings {
            let medal = match standing.rank {
                1 => "🥇",
                2 => "🥈",
                3 => "🥉",
                _ => "▫️",
            };
            let name = names
                .get(standing.seat.index())
                .cloned()
                .unwrap_or_default();
            let who = match table.record().seats.get(standing.seat.index()) {
                Some(SeatHolder::Human { user }) => format!("<@{user}>"),
                _ => format!("**{name}**"),
            };
            content.push_str(&format!("\n{medal} {who} — {}", standing.score));
        }
        let hints = hints_used(table.record(), &names).map(|text| locale.text(&text));
        if let Some(hints) = &hints {
            content.push('\n');
            content.push_str(hints);
        }
        let alt = score_sheet_text(outcome, &names, locale);
        shown = images(table.record(), || {
            // The sheet's own line, then who used hints, in the picture's plain letters and
            // without the words on ratings (the message says them), so it fits a phone.
            let plain = hints.as_ref().map(|h| {
                let counts = h.rsplit_once(" (").map_or(h.as_str(), |(counts, _)| counts);
                counts.replace("**", "").replace("💡 ", "")
            });
            let note = [table.sheet_note(outcome, locale), plain];
            let note = note.into_iter().flatten().collect::<Vec<_>>().join(" · ");
            let note = (!note.is_empty()).then_some(note);
            let png = crate::present::kit::score_sheet(outcome, &names, locale, note.as_deref())?;
            Ok(vec![Image {
                name: "scores.png",
                png,
                alt: Some(alt),
            }])
        });
    }
    shown.extend(pictures_for(table, Viewer::Spectator, locale, palette));
    let rematch = CreateButton::new(
        ComponentId::new(
            table.record().id,
            table.record().moves,
            ComponentAction::Lobby(LobbyControl::Rematch),
        )
        .encode(),
    )
    .label(locale.text(&Text::ButtonRematch))
    .emoji(ReactionType::Unicode("🔁".into()))
    .style(ButtonStyle::Success);
    // The id replays the game (`/game replay`), as the button beside Rematch does.
    content.push('\n');
    content.push_str(&locale.text(&Text::Record(RecordText::GameId {
        id: table.record().id.to_string(),
    })));
    let replay = open_button(table.record(), u64::MAX, locale);
    let review = CreateButton::new(
        ComponentId::new(
            table.record().id,
            table.record().moves,
            ComponentAction::Review,
        )
        .encode(),
    )
    .label(locale.text(&Text::Record(RecordText::ButtonReview)))
    .emoji(ReactionType::Unicode("🎓".into()))
    .style(ButtonStyle::Primary);
    Screen {
        content,
        images: shown,
        rows: vec![CreateActionRow::Buttons(vec![rematch, replay, review])],
        pings: table.record().present_humans().map(|(_, u)| u).collect(),
        ..Screen::default()
    }
}

/// The pictures `viewer` is shown: the public table message's to the spectator, a seat's
/// private ones to the seat; drawn once for a given table (see `pictures`).
fn pictures_for(
    table: &dyn GameTable,
    viewer: Viewer,
    locale: Locale,
    palette: Palette,
) -> Vec<Image> {
    let names = table.names(locale);
    let names = names.as_slice();
    let kind = table.record().kind;
    let view = table.view_json(viewer);
    let key = match viewer {
        Viewer::Seat(seat) => pictures::key(view, ("private", kind, seat, names, locale, palette)),
        Viewer::Spectator => pictures::key(
            view,
            (
                "public",
                kind,
                table.to_act(),
                table.shows_mover_board(),
                names,
                locale,
                palette,
            ),
        ),
    };
    images(table.record(), || {
        pictures::drawn(key, || match viewer {
            Viewer::Seat(seat) => table.private_images(seat, names, locale, palette),
            Viewer::Spectator => table.public_images(names, locale, palette),
        })
    })
}

/// Draws pictures (timed and measured for the metrics); a failure is logged and the
/// message goes without them.
pub(super) fn images(
    record: &GameRecord,
    draw: impl FnOnce() -> Result<Vec<Image>, crate::present::kit::RenderError>,
) -> Vec<Image> {
    let started = std::time::Instant::now();
    let drawn = draw();
    let game = record.kind.slug();
    match drawn {
        Ok(images) => {
            let each = started.elapsed() / u32::try_from(images.len().max(1)).unwrap_or(1);
            for image in &images {
                crate::metrics::rendered(game, image.png.len(), each);
            }
            images
        }
        Err(e) => {
            tracing::error!(game = %record.id, error = %e, "render failed; sending no picture");
            Vec::new()
        }
    }
}

fn id(table: &dyn GameTable, control: GameControl) -> String {
    ComponentId::new(
        table.record().id,
        table.record().moves,
        ComponentAction::Game(control.payload()),
    )
    .encode()
}

fn choice_rows(
    table: &dyn GameTable,
    path: &[String],
    options: &[Choice],
    locale: Locale,
) -> Vec<CreateActionRow> {
    if let Some(rows) = grid_rows(table, path, options) {
        return rows;
    }
    if options.len() <= MAX_CHOICE_BUTTONS {
        return options
            .chunks(5)
            .map(|chunk| {
                CreateActionRow::Buttons(
                    chunk
                        .iter()
                        .map(|o| choice_button(table, path, o))
                        .collect(),
                )
            })
            .collect();
    }
    let parts = options.len().div_ceil(OPTIONS_PER_SELECT).min(MAX_SELECTS);
    options
        .chunks(OPTIONS_PER_SELECT)
        .take(MAX_SELECTS)
        .enumerate()
        .map(|(i, chunk)| {
            let part = u8::try_from(i + 1).unwrap_or(u8::MAX);
            let entries = chunk
                .iter()
                .map(|o| {
                    let mut e =
                        CreateSelectMenuOption::new(truncate(&o.label, 100), o.token.clone());
                    if let Some(c) = o.colour {
                        e = e.emoji(ReactionType::Unicode(emoji(c).to_string()));
                    }
                    e
                })
                .collect();
            let control = GameControl::Select {
                part,
                path: path.to_vec(),
            };
            CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    id(table, control),
                    CreateSelectMenuKind::String { options: entries },
                )
                .placeholder(locale.text(&Text::MenuPlaceholder { part: i + 1, parts })),
            )
        })
        .collect()
}

/// The button that picks `option` after `path`.
fn choice_button(table: &dyn GameTable, path: &[String], option: &Choice) -> CreateButton {
    let mut next = path.to_vec();
    next.push(option.token.clone());
    let button = CreateButton::new(id(table, GameControl::Choose(next)))
        .label(truncate(&option.label, 80))
        .style(if option.apart {
            ButtonStyle::Danger
        } else {
            ButtonStyle::Primary
        });
    match option.colour {
        Some(c) => button.emoji(ReactionType::Unicode(emoji(c).to_string())),
        None => button,
    }
}

/// A step whose options all sit on a board of 4 × 5 spaces, drawn as that board:
/// offered spaces are buttons, the others greyed out, each named like `B3` (column, row).
fn grid_rows(
    table: &dyn GameTable,
    path: &[String],
    options: &[Choice],
) -> Option<Vec<CreateActionRow>> {
    let cells: Vec<(u8, u8)> = options.iter().map(|o| o.cell).collect::<Option<_>>()?;
    if options.is_empty() || cells.iter().any(|&(r, c)| r >= 4 || c >= 5) {
        return None;
    }
    Some(
        (0..4u8)
            .map(|r| {
                let buttons = (0..5u8)
                    .map(|c| {
                        let name = format!("{}{}", char::from(b'A' + c), r + 1);
                        match options.iter().find(|o| o.cell == Some((r, c))) {
                            Some(o) => choice_button(table, path, o),
                            None => {
                                // Unique but unusable: a grey space.
                                let mut p = path.to_vec();
                                p.push(format!("x{r}{c}"));
                                CreateButton::new(id(table, GameControl::Choose(p)))
                                    .label(name)
                                    .style(ButtonStyle::Secondary)
                                    .disabled(true)
                            }
                        }
                    })
                    .collect();
                CreateActionRow::Buttons(buttons)
            })
            .collect(),
    )
}

/// Back (when part of a choice is made), My board, and Take your turn for private panels.
fn nav_row(
    table: &dyn GameTable,
    path: &[String],
    take_turn: bool,
    locale: Locale,
) -> CreateActionRow {
    let mut buttons = Vec::new();
    if take_turn {
        buttons.push(
            CreateButton::new(id(table, GameControl::TakeTurn))
                .label(locale.text(&Text::ButtonTakeTurn))
                .emoji(ReactionType::Unicode("▶️".into()))
                .style(ButtonStyle::Success),
        );
    }
    if !path.is_empty() {
        buttons.push(back_button(table, path, locale));
    }
    buttons.extend(undo_button(table, locale));
    // The mover's hint, where they choose on this message (a private panel has its own).
    let hint = (!take_turn && table.public_menu())
        .then(|| hint_button(table, locale))
        .flatten();
    buttons.push(
        CreateButton::new(id(table, GameControl::MyBoard))
            .label(locale.text(&Text::ButtonMyBoard))
            .emoji(ReactionType::Unicode("🔒".into()))
            .style(ButtonStyle::Secondary),
    );
    buttons.push(
        CreateButton::new(id(table, GameControl::Counts))
            .label(locale.text(&Text::ButtonCounts))
            .emoji(ReactionType::Unicode("📊".into()))
            .style(ButtonStyle::Secondary),
    );
    // At most five: Take your turn and Back never come together. The furniture's button
    // takes the tool cards' place: its answer carries their text too.
    if has_reference(table) {
        buttons.push(
            CreateButton::new(id(table, GameControl::Reference))
                .label(locale.text(&Text::ButtonReference))
                .emoji(ReactionType::Unicode("📜".into()))
                .style(ButtonStyle::Secondary),
        );
    } else if table.tool_cards(locale).is_some() {
        buttons.push(
            CreateButton::new(id(table, GameControl::Tools))
                .label(locale.text(&Text::ButtonTools))
                .emoji(ReactionType::Unicode("🛠️".into()))
                .style(ButtonStyle::Secondary),
        );
    }
    // At most five: the hint gives way where a half-made choice's Back fills the row.
    if let Some(hint) = hint.filter(|_| buttons.len() < 5) {
        let after_undo = usize::from(!path.is_empty()) + usize::from(table.undo_seat().is_some());
        buttons.insert(after_undo, hint);
    }
    CreateActionRow::Buttons(buttons)
}

/// "💡 Hint" where the host allows hints and a person must decide.
fn hint_button(table: &dyn GameTable, locale: Locale) -> Option<CreateButton> {
    let asks = table.record().hints_allowed() && !table.humans_to_act().is_empty();
    asks.then(|| {
        CreateButton::new(id(table, GameControl::Hint))
            .label(locale.text(&Text::ButtonHint))
            .emoji(ReactionType::Unicode("💡".into()))
            .style(ButtonStyle::Secondary)
    })
}

/// Who asked for hints in this game and how often, for the results and the log.
pub(super) fn hints_used(record: &GameRecord, names: &[String]) -> Option<Text> {
    let counts: Vec<(String, u32)> = (0..record.seats.len())
        .filter(|&seat| record.hints_of(seat) > 0)
        .map(|seat| {
            let name = names.get(seat).cloned().unwrap_or_default();
            (name, record.hints_of(seat))
        })
        .collect();
    (!counts.is_empty()).then_some(Text::HintsUsed { counts })
}

/// "↩ Undo" while the mover may take back their last move.
fn undo_button(table: &dyn GameTable, locale: Locale) -> Option<CreateButton> {
    table.undo_seat()?;
    Some(
        CreateButton::new(id(table, GameControl::Undo))
            .label(locale.text(&Text::ButtonUndo))
            .emoji(ReactionType::Unicode("↩️".into()))
            .style(ButtonStyle::Secondary),
    )
}

fn back_button(table: &dyn GameTable, path: &[String], locale: Locale) -> CreateButton {
    let parent = path[..path.len().saturating_sub(1)].to_vec();
    CreateButton::new(id(table, GameControl::Choose(parent)))
        .label(locale.text(&Text::ButtonBack))
        .emoji(ReactionType::Unicode("⬅️".into()))
        .style(ButtonStyle::Secondary)
}

/// The score sheet in words, as the picture's alt text: `Name 41: Placed tiles +30, …`, one
/// player a line, within Discord's 1,024 characters.
fn score_sheet_text(outcome: &crate::game::Outcome, names: &[String], locale: Locale) -> String {
    let lines: Vec<String> = outcome
        .standings
        .iter()
        .map(|standing| {
            let items: Vec<String> = standing
                .breakdown
                .iter()
                .filter(|l| l.points != 0)
                .map(|l| {
                    let item = crate::present::counts::score_item(&l.item, locale);
                    format!("{item} {:+}", l.points)
                })
                .collect();
            let name = names
                .get(standing.seat.index())
                .map(String::as_str)
                .unwrap_or_default();
            format!("{name} {}: {}", standing.score, items.join(", "))
        })
        .collect();
    truncate(&lines.join("\n"), 1024)
}

/// What a click on a running game's control asks for.
pub enum Clicked {
    /// Show this to the clicker only.
    Private(Screen),
    /// Redraw the clicked message with a further step of the menu.
    Step(Screen),
    /// A whole action was chosen by `seat`.
    Act { seat: Seat, action: Action },
}

/// Works out a click on a running game. Refusals are private texts; nothing changes here.
pub fn click(
    table: &dyn GameTable,
    user: u64,
    control: &GameControl,
    selected: Option<&str>,
    in_private_panel: bool,
    locale: Locale,
    palette: Palette,
) -> Result<Clicked, Text> {
    let seat = match (control, table.seat_of(user)) {
        // Public: anybody may ask, seated or not.
        (GameControl::Counts, _) => return Ok(Clicked::Private(counts_screen(table, locale))),
        (GameControl::Tools, _) => return Ok(Clicked::Private(tools_screen(table, locale))),
        // A game without furniture has no such button: a forged id.
        (GameControl::Reference, _) => {
            return reference_screen(table, locale, palette)
                .map(Clicked::Private)
                .ok_or(Text::Garbled)
        }
        (_, Some(seat)) => seat,
        (_, None) => return Err(Text::NotPlaying),
    };
    let path = match control {
        // Answered above, whoever asks.
        GameControl::Counts | GameControl::Tools | GameControl::Reference => {
            return Err(Text::Garbled)
        }
        GameControl::MyBoard => {
            return Ok(Clicked::Private(private_screen(
                table, seat, locale, palette,
            )))
        }
        GameControl::TakeTurn => {
            ensure_to_act(table, seat)?;
            return Ok(Clicked::Private(panel_screen(
                table,
                seat,
                &[],
                locale,
                palette,
            )));
        }
        // Taken back by `bot/undo.rs` before any menu is worked out.
        // Both answered by their own rooms (`bot/undo.rs`, `bot/hint.rs`) before any menu.
        GameControl::Undo | GameControl::Hint => return Err(Text::UndoStale),
        GameControl::Choose(path) => path.clone(),
        GameControl::Select { path, .. } => {
            let token = selected.ok_or(Text::Garbled)?;
            if !crate::present::valid_token(token) {
                return Err(Text::Garbled);
            }
            let mut path = path.clone();
            path.push(token.to_string());
            path
        }
    };
    ensure_to_act(table, seat)?;
    if !in_private_panel && !table.public_menu() {
        // A forged id: this decision is not made on the public message.
        return Err(Text::Garbled);
    }
    match table.menu(seat, &path, locale) {
        Ok(Menu::Act { action, .. }) => Ok(Clicked::Act { seat, action }),
        Ok(Menu::Pick { .. }) if in_private_panel => {
            Ok(Clicked::Step(panel_step(table, seat, &path, locale)))
        }
        Ok(Menu::Pick { .. }) => Ok(Clicked::Step(table_step(
            table,
            &path,
            table.record().locale,
        ))),
        Err(MenuError::NothingToDecide) => Err(Text::NotYourTurn),
        Err(MenuError::NoSuchChoice) => Err(Text::Garbled),
    }
}

fn ensure_to_act(table: &dyn GameTable, seat: Seat) -> Result<(), Text> {
    if table.to_act().contains(&seat) {
        Ok(())
    } else {
        Err(Text::NotYourTurn)
    }
}

/// What the clicker of an out-of-date message gets: their panel if they are to decide,
/// else the current table; only they see it, so in their `palette`.
pub fn fresh_screen(table: &dyn GameTable, user: u64, locale: Locale, palette: Palette) -> Screen {
    match table.seat_of(user) {
        Some(seat) if table.to_act().contains(&seat) => {
            panel_screen(table, seat, &[], locale, palette)
        }
        _ => {
            let mut screen = table_screen(table, &[], locale, palette);
            screen.rows.clear();
            screen
        }
    }
}

/// The log form a table message takes once its turn is over: what was played, no controls.
pub fn log_screen(lines: &[String]) -> Screen {
    Screen {
        content: truncate(&lines.join("\n"), 2000),
        ..Screen::default()
    }
}

pub(super) fn emoji(colour: Glass) -> &'static str {
    match colour {
        Glass::Red => "🟥",
        Glass::Orange => "🟧",
        Glass::Yellow => "🟨",
        Glass::Green => "🟩",
        Glass::Blue => "🟦",
        Glass::Purple => "🟪",
        Glass::Pink => "🌸",
        Glass::White => "⬜",
        Glass::Black => "⬛",
    }
}

fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// A button that opens a new private viewer of `record` at `position` (past the end: the end).
pub(super) fn open_button(record: &GameRecord, position: u64, locale: Locale) -> CreateButton {
    let action = ComponentAction::Replay {
        position,
        button: ReplayButton::Open,
    };
    CreateButton::new(ComponentId::new(record.id, record.moves, action).encode())
        .label(locale.text(&RecordText::ButtonReplay.into()))
        .emoji(ReactionType::Unicode("📼".into()))
        .style(ButtonStyle::Secondary)
}

/// A stand-in furniture picture for this thread's tests, for any game.
#[cfg(test)]
pub(crate) mod test_reference {
    use std::cell::Cell;

    use crate::present::kit::{Canvas, RenderError, Rgba};

    thread_local! {
        static ON: Cell<bool> = const { Cell::new(false) };
    }

    /// Every game of this thread has furniture from now on.
    pub(crate) fn set(on: bool) {
        ON.with(|c| c.set(on));
    }

    pub(super) fn on() -> bool {
        ON.with(Cell::get)
    }

    pub(super) fn canvas() -> Result<Canvas, RenderError> {
        Canvas::new(400, 300, Rgba::rgb(40, 40, 60))
    }
}
