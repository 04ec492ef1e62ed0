//! A game's fixed furniture (Sagrada's tool and objective cards, [`DrawTable::draw_reference`])
//! one click away: the "📜 Cards" button under the table, its private answer, the message that
//! shows it once before the first table, and the refusal of a forged click where a game has
//! none. Sagrada draws its own; the stand-in of `screens::test_reference` gives every game of
//! the test's thread a picture, for a game with furniture but no tool cards.
//!
//! [`DrawTable::draw_reference`]: crate::present::DrawTable::draw_reference

use serde_json::Value;

use crate::bot::custom_id::{ComponentAction, ComponentId, GameControl};
use crate::bot::screen::Screen;
use crate::bot::screens::{self, test_reference, Clicked, REFERENCE};
use crate::games::sagrada::Sagrada;
use crate::games::uzory::Uzory;
use crate::games::GameKind;
use crate::i18n::{Locale, Text};
use crate::present::kit::Palette;
use crate::present::Menus as _;
use crate::table::{GameId, GameRecord, Hosted, Place, SeatHolder, Table};

const FIRST_USER: u64 = 1_180_000_000_000_000_300;
/// Somebody in the channel who does not play.
const ONLOOKER: u64 = 1_180_000_000_000_000_999;

fn started<G: Hosted>(kind: GameKind, locale: Locale) -> Table<G> {
    let place = Place {
        guild: 1_180_000_000_000_000_100,
        channel: 1_180_000_000_000_000_200,
    };
    let options = kind.default_options();
    let mut record = GameRecord::new_lobby(GameId(50), options, place, FIRST_USER, 4, locale, 1);
    record.seats.push(SeatHolder::Human {
        user: FIRST_USER + 1,
    });
    for i in 0..2 {
        record.names.insert(FIRST_USER + i, format!("player{i}"));
    }
    let mut table = Table::<G>::start(record, 7).expect("start");
    table.record.moves += 1;
    table
}

/// Every button of a screen: (the game control its id names, its label, its emoji).
fn buttons(screen: &Screen) -> Vec<(Option<GameControl>, String, String)> {
    let rows = serde_json::to_value(&screen.rows).unwrap_or_default();
    let mut found = Vec::new();
    for row in rows.as_array().into_iter().flatten() {
        let parts = row.get("components").and_then(Value::as_array);
        for button in parts.into_iter().flatten() {
            let id = button.get("custom_id").and_then(Value::as_str);
            let control = id
                .and_then(|id| ComponentId::decode(id).ok())
                .and_then(|id| match id.action {
                    ComponentAction::Game(payload) => GameControl::parse(&payload),
                    _ => None,
                });
            let text = |key: &str| {
                button
                    .pointer(key)
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_string()
            };
            found.push((control, text("/label"), text("/emoji/name")));
        }
        assert!(
            parts.is_some_and(|p| p.len() <= 5),
            "Discord takes five buttons a row"
        );
    }
    found
}

fn has(screen: &Screen, control: &GameControl) -> bool {
    buttons(screen)
        .iter()
        .any(|(c, ..)| c.as_ref() == Some(control))
}

fn names(screen: &Screen) -> Vec<&'static str> {
    screen.images.iter().map(|i| i.name).collect()
}

/// The answer to a click on "📜 Cards" by `user`.
fn pressed<G: Hosted>(table: &Table<G>, user: u64, locale: Locale) -> Result<Screen, Text> {
    let control = GameControl::Reference;
    match screens::click(
        table,
        user,
        &control,
        None,
        false,
        locale,
        Palette::Standard,
    )? {
        Clicked::Private(screen) => Ok(screen),
        Clicked::Step(_) | Clicked::Act { .. } => panic!("the furniture is answered privately"),
    }
}

#[test]
fn a_game_with_furniture_shows_it_one_click_away_and_once_at_the_start() {
    test_reference::set(true);
    for locale in [Locale::En, Locale::Ru, Locale::Uk] {
        let table = started::<Sagrada>(GameKind::Sagrada, locale);
        let screen = screens::table_screen(&table, &[], locale, Palette::Standard);
        // The button, in the table's language, in place of "🛠️ Tools" (its answer carries
        // the tool cards' text): a row keeps to Discord's five buttons.
        let cards = buttons(&screen)
            .into_iter()
            .find(|(c, ..)| *c == Some(GameControl::Reference))
            .expect("a 📜 Cards button under the table");
        assert_eq!(cards.1, locale.text(&Text::ButtonReference));
        assert_eq!(cards.2, "📜");
        assert!(
            !has(&screen, &GameControl::Tools),
            "Cards stands in for Tools"
        );
        // Not in the turn's pictures.
        assert!(!names(&screen).contains(&REFERENCE), "{:?}", names(&screen));

        // Anybody in the channel may ask, a player or not: privately, the picture and the tool
        // cards' full text.
        for user in [FIRST_USER, ONLOOKER] {
            let answer = pressed(&table, user, locale).expect("answered");
            assert_eq!(names(&answer), vec![REFERENCE]);
            let tools = table
                .game
                .tool_cards(locale)
                .expect("Sagrada has tool cards");
            assert_eq!(answer.content, tools);
            assert!(
                answer.images[0].alt.is_some(),
                "described for screen readers"
            );
            assert!(answer.rows.is_empty() && answer.pings.is_empty());
        }
        // A stale click is answered with the game as it is now, like "📊 Counts": the control
        // is public, so `components::play` does not send the out-of-date table instead.
        assert!(GameControl::Reference.is_public());

        // Once at the start, in a message of its own before the first table.
        let first =
            screens::reference_at_start(&table, Palette::Standard).expect("shown at the start");
        assert_eq!(names(&first), vec![REFERENCE]);
        assert!(first
            .content
            .contains(&locale.text(&Text::GameName(GameKind::Sagrada))));
        assert!(first
            .content
            .contains(&locale.text(&Text::ReferenceAtStart)));
        assert!(
            first.rows.is_empty() && first.pings.is_empty(),
            "nobody pinged"
        );
    }

    // A game without tool cards says what the picture is.
    let table = started::<Uzory>(GameKind::Uzory, Locale::En);
    let answer = pressed(&table, ONLOOKER, Locale::En).expect("answered");
    assert_eq!(answer.content, Locale::En.text(&Text::ReferenceAlt));
    test_reference::set(false);
}

#[test]
fn a_game_without_furniture_has_no_button_and_a_forged_click_is_refused() {
    test_reference::set(false);
    let table = started::<Uzory>(GameKind::Uzory, Locale::En);
    let screen = screens::table_screen(&table, &[], Locale::En, Palette::Standard);
    assert!(!has(&screen, &GameControl::Reference) && !has(&screen, &GameControl::Tools));
    assert!(screens::reference_at_start(&table, Palette::Standard).is_none());
    assert_eq!(
        pressed(&table, ONLOOKER, Locale::En).err(),
        Some(Text::Garbled),
        "a forged 📜 Cards id"
    );
    assert!(pressed(&table, FIRST_USER, Locale::En).is_err());
}
