//! The languages players speak, end to end: in a French-speaking server, a German- and a
//! Polish-speaking player play a few moves of every game with a host whose Discord language the
//! bot does not speak. Each sees their own words in their private answers (📊 Counts, their
//! panel), and the table speaks the server's language (a game's public messages speak its
//! host's language if the bot speaks it, else the server's).

use serde_json::{json, Value};
use vitrail::i18n::{Locale, Text};

use crate::support::harness::{assert_private, assert_update, Harness};
use crate::support::table_driver::Driver;
use crate::support::TestUser;

const HANS: TestUser = TestUser::new(1_180_000_000_000_012_001, "hans", "de");
const OLA: TestUser = TestUser::new(1_180_000_000_000_012_002, "ola", "pl");
const KENJI: TestUser = TestUser::new(1_180_000_000_000_012_003, "kenji", "ja");

/// The words of `text` before its argument `marker`: what a prompt-carrying message starts with.
fn lead(locale: Locale, text: fn(String) -> Text) -> String {
    let marker = "\u{1}";
    let words = locale.text(&text(marker.to_string()));
    words.split(marker).next().unwrap_or_default().to_string()
}

async fn languages_of(seed: &str, command: &str, options: Vec<(&str, Value)>) {
    // Otherwise every check below would pass with English everywhere.
    for locale in [Locale::De, Locale::Pl, Locale::Fr] {
        assert_ne!(
            locale.text(&Text::ButtonCounts),
            Locale::En.text(&Text::ButtonCounts),
            "{locale:?} has its own words"
        );
    }
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", seed)]).await;
    let french_server = h.place().with_guild_locale("fr");
    h.set_place(french_server);
    let lobby = h.open(&KENJI, command, options).await;
    assert_update(&h.click(&HANS, lobby.id, "lj").await);
    assert_update(&h.click(&OLA, lobby.id, "lj").await);
    assert_update(&h.click(&KENJI, lobby.id, "ls").await);
    h.next_table(lobby.id).await;

    let table_button = Locale::Fr.text(&Text::ButtonCounts);
    let mut driver = Driver::new(vec![KENJI, HANS, OLA], 5);
    for _ in 0..3 {
        let Some(table) = Driver::wait_for_people(&h).await else {
            break;
        };
        // The table is the server's: French buttons.
        let labels = table.button_labels().join(" | ");
        assert!(labels.contains(&table_button), "{labels}");
        // Each player's private answer is in their own language.
        for (user, locale) in [(&HANS, Locale::De), (&OLA, Locale::Pl)] {
            let counts = h.click(user, table.id, "g:n").await;
            let title = format!("📊 **{}**", locale.text(&Text::ButtonCounts));
            assert_private(&counts, &title);
        }
        assert!(driver.act(&h, &|_| 0).await, "a move was played");
    }
    // Every private panel the movers opened ("Your turn: …") spoke the mover's language, and no
    // public prompt was English.
    let english = lead(Locale::En, |prompt| Text::YourChoice { prompt });
    let theirs = [Locale::De, Locale::Pl].map(|l| lead(l, |prompt| Text::YourChoice { prompt }));
    for text in &driver.seen {
        assert!(!text.starts_with(&english), "an English panel: {text}");
        assert!(!text.contains(", your turn"), "an English prompt: {text}");
    }
    let panels = driver
        .seen
        .iter()
        .filter(|t| theirs.iter().any(|l| t.starts_with(l)));
    println!(
        "{command}: {} private panels in German or Polish",
        panels.count()
    );
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn languages_summer_pavilion() {
    let options = vec![("variant", json!(0)), ("players", json!(3))];
    languages_of("41", "azul", options).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn languages_sintra() {
    let options = vec![("variant", json!(1)), ("players", json!(3))];
    languages_of("42", "azul", options).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn languages_azul() {
    let options = vec![("variant", json!(2)), ("players", json!(3))];
    languages_of("43", "azul", options).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn languages_sagrada() {
    languages_of("44", "sagrada", vec![("players", json!(3))]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn languages_uzory() {
    languages_of("45", "uzory", vec![("players", json!(3))]).await;
}
