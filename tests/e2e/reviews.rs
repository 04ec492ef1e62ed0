//! The coach end to end, through the fake Discord: two people play a few moves of a game that
//! computers then finish; "🎓 Review my game" answers its presser privately, says how long it
//! will take, and follows up with the decisions it likes least, every one of them the
//! presser's own move, each with a replay button at that moment. A stranger is refused.

use std::time::{Duration, Instant};

use serde_json::json;
use vitrail::store::Store;
use vitrail::table::{from_base36, GameId, Logged};

use crate::hosting::Timed;
use crate::ratings::{game_id, run_out, TIMER_2M};
use crate::support::harness::{assert_private, RESPONSE};
use crate::support::table_driver::Driver;
use crate::support::TestUser;

const ALICE: TestUser = TestUser::new(1_180_000_000_000_023_301, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_023_302, "bob", "en-US");
const CAROL: TestUser = TestUser::new(1_180_000_000_000_023_303, "carol", "en-US");

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn review_names_the_reviewers_own_decisions_only() {
    let mut t = Timed::start(&[
        ("VITRAIL_THINK_ITERATIONS", "16"),
        ("VITRAIL_COMPUTER_PAUSE_MS", "0"),
        ("VITRAIL_REVIEW_SECS", "4"),
    ])
    .await;
    let options = vec![
        ("variant", json!(0)),
        ("players", json!(2)),
        ("timer", json!(TIMER_2M)),
    ];
    let (_, table) = t.h.seat_two_and_start(&ALICE, &BOB, "azul", options).await;
    let mut driver = Driver::new(vec![ALICE, BOB], 23);
    while driver.actions < 12 && driver.act(&t.h, &|_| 0).await {}
    let (results, _) = run_out(&t, &table, 0).await;
    let id = game_id(&results);
    let button = results
        .custom_ids()
        .into_iter()
        .find(|c| c.ends_with(":rv"))
        .expect("a review button");
    let ch = t.h.fake.channel();

    let (_, stranger) =
        t.h.fake
            .try_click(&ch, &CAROL, results.id, &button)
            .await
            .expect("click");
    assert_private(&stranger, "Only the people who played");

    let (interaction, started) =
        t.h.fake
            .try_click(&ch, &ALICE, results.id, &button)
            .await
            .expect("click");
    assert_private(&started, "Reviewing your");
    assert!(started.text().contains(" s."), "{}", started.text());
    let begun = Instant::now();
    let answer = loop {
        let messages = t.h.fake.interaction_messages(interaction);
        if let Some(answer) = messages.iter().find(|m| m.text().contains("🎓 Game `")) {
            break answer.clone();
        }
        assert!(
            begun.elapsed() < RESPONSE * 2,
            "no review\n{}",
            t.h.bot.log()
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert!(answer.is_ephemeral(), "a review is private");
    assert!(
        answer.text().contains(&format!("`{id}`")),
        "{}",
        answer.text()
    );
    let moments: Vec<u64> = answer
        .custom_ids()
        .iter()
        .filter_map(|c| c.split(":ro:").nth(1).and_then(from_base36))
        .collect();
    let findings = answer.text().matches(" I prefer ").count();
    assert_eq!(moments.len(), findings, "{}", answer.text());
    assert!(findings <= 3);
    t.h.assert_no_failed_requests();

    // Every decision named is one Alice made herself.
    t.h.bot.kill();
    let store = Store::open(&t.h.data).expect("open store");
    let game = GameId(from_base36(&id).expect("id"));
    let record = store.load(game).expect("load").expect("record");
    let alice = record.seat_index(ALICE.id).expect("seated");
    for position in moments {
        let entry = &record.history[usize::try_from(position).expect("position")];
        assert!(
            matches!(entry, Logged::Move { seat, computer: false, .. } if *seat == alice),
            "{entry:?}"
        );
    }
}
