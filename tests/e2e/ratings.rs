//! Ratings end to end, through the fake Discord: a four-seat game of three people and a hard
//! computer, one person leaving and the others timing out so computers play it to the end;
//! then the leaderboard, `/stats`, and a rebuild from the stored results that equals the stored
//! ratings.

use std::time::Duration;

use serde_json::json;
use vitrail::store::Store;

use crate::hosting::{command, Timed};
use crate::support::harness::{assert_update, RESPONSE};
use crate::support::table_driver::Driver;
use crate::support::{StoredMessage, TestUser};

const ALICE: TestUser = TestUser::new(1_180_000_000_000_023_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_023_002, "bob", "en-US");
const CAROL: TestUser = TestUser::new(1_180_000_000_000_023_003, "carol", "en-US");

/// The shortest turn timer, in the order the start commands declare their choices.
pub(crate) const TIMER_2M: i64 = 1;

/// A bot with a movable clock whose computers think little and move at once.
pub(crate) async fn quick_bot() -> Timed {
    Timed::start(&[
        ("VITRAIL_THINK_ITERATIONS", "16"),
        ("VITRAIL_COMPUTER_PAUSE_MS", "0"),
    ])
    .await
}

/// The results message of the game in the channel posted after message `after`, once there is
/// one.
pub(crate) fn results(t: &Timed, after: u64) -> Option<StoredMessage> {
    let ch = t.h.fake.channel();
    t.h.fake
        .channel_messages(ch.channel_id)
        .into_iter()
        .rev()
        .find(|m| {
            !m.ephemeral
                && m.id > after
                && m.content.contains("game over")
                && m.button_labels().iter().any(|l| l == "Rematch")
        })
}

/// Plays a started game to its end without anybody clicking: the clock moves on until each
/// person runs out of time and a computer plays their seat. `table` is the game's first table
/// message, `from` the clock so far; returns the results and the clock.
pub(crate) async fn run_out(t: &Timed, table: &StoredMessage, from: u64) -> (StoredMessage, u64) {
    let mut clock = from;
    let started = std::time::Instant::now();
    while started.elapsed() < RESPONSE * 40 {
        if let Some(results) = results(t, table.id) {
            return (results, clock);
        }
        clock += 200;
        t.advance_to(clock);
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    panic!("the game never ended\n{}", t.h.bot.log());
}

/// The id the results message names ("Game `id` — …").
pub(crate) fn game_id(results: &StoredMessage) -> String {
    let text = results.text();
    let start = text
        .find("Game `")
        .unwrap_or_else(|| panic!("no game id in {text}"))
        + "Game `".len();
    text[start..]
        .split('`')
        .next()
        .unwrap_or_default()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rating_after_a_four_seat_game_with_a_computer_and_rebuild_equals_stored() {
    let mut t = quick_bot().await;
    let h = &t.h;
    let lobby = h
        .open(
            &ALICE,
            "azul",
            vec![
                ("variant", json!(0)),
                ("players", json!(4)),
                ("timer", json!(TIMER_2M)),
            ],
        )
        .await;
    assert_update(&h.click(&BOB, lobby.id, "lj").await);
    assert_update(&h.click(&CAROL, lobby.id, "lj").await);
    assert_update(&h.computers(&ALICE, lobby.id, "add-h").await);
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);
    let table = Driver::wait_table(h).await;
    let ch = h.fake.channel();
    let left = command(h, &ch, &CAROL, "game", Some("leave"), vec![]).await;
    assert!(left.text().contains("You left"), "{}", left.text());

    let (results, _) = run_out(&t, &table, 0).await;
    let id = game_id(&results);

    // The hard computer is rated like a person; Carol, who left, is ranked last of all.
    let board = command(h, &ch, &BOB, "leaderboard", None, vec![("game", json!(0))]).await;
    let text = board.text();
    assert!(text.contains("Computer (hard)"), "{text}");
    assert!(text.contains(" ± "), "{text}");
    assert!(text.contains("1 game"), "{text}");
    assert!(text.contains("rating − 3 × uncertainty"), "{text}");
    assert!(
        text.contains(&format!("**4.** {}", CAROL.mention())),
        "{text}"
    );
    for user in [&ALICE, &BOB] {
        assert!(text.contains(&user.mention()), "{text}");
    }

    // `/stats` shows the rating and the game's id among the last games.
    let stats = command(h, &ch, &ALICE, "stats", None, vec![]).await;
    let text = stats.text();
    assert!(text.contains("Rating **"), "{text}");
    assert!(text.contains("1 rated game"), "{text}");
    assert!(text.contains("Last games"), "{text}");
    assert!(text.contains(&format!("`{id}`")), "{text}");
    h.assert_no_failed_requests();

    // Rebuilt from the stored results, the ratings are the stored ones, bit for bit.
    t.h.bot.kill();
    let store = Store::open(&t.h.data).expect("open store");
    let stored = store.stored_ratings().expect("ratings");
    assert_eq!(stored.len(), 4, "three people and the hard level");
    assert_eq!(store.rebuild_ratings().expect("rebuild"), stored);
}
