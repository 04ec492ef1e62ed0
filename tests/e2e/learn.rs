//! 📘 `/learn` end to end: one person opens a first game against an easy computer and plays it
//! to the end through the table's buttons. Each kind of step is explained privately the first
//! time it comes and never again, 💡 is offered at every decision, the game is not rated, and
//! once it is over the coach's review opens by itself, privately.

use std::collections::BTreeMap;

use serde_json::json;

use crate::hosting::{command, Timed};
use crate::ratings::quick_bot;
use crate::support::harness::RESPONSE;
use crate::support::table_driver::Driver;
use crate::support::{StoredMessage, TestChannel, TestUser};

const ALICE: TestUser = TestUser::new(1_180_000_000_000_054_101, "alice", "en-US");
const GROUP_DM: u64 = 1_180_000_000_000_054_500;

/// The private notes Alice was given so far, oldest first.
fn notes(h: &crate::support::harness::Harness) -> Vec<StoredMessage> {
    let ch = h.place();
    let visible = h.fake.visible_messages(ch.channel_id, ALICE.id);
    let notes = visible.into_iter().filter(|m| m.ephemeral);
    notes.filter(|m| m.content.starts_with("📘")).collect()
}

/// Plays a whole `/learn` game of the game at `board` in the registry's order, in the test
/// server's channel or in a group DM where only Alice installed the app (`in_group_dm`).
async fn learn_a_whole_game(board: i64, game: &str, in_group_dm: bool) {
    let mut t = if in_group_dm {
        Timed::start(&[
            // Only global commands reach places where the bot is not a member.
            ("VITRAIL_DEV_GUILDS", ""),
            ("VITRAIL_THINK_ITERATIONS", "16"),
            ("VITRAIL_COMPUTER_PAUSE_MS", "0"),
        ])
        .await
    } else {
        quick_bot().await
    };
    if in_group_dm {
        t.h.set_place(TestChannel::group_dm(GROUP_DM, ALICE.id));
    }
    let h = &t.h;
    let ch = h.place();
    let opened = command(h, &ch, &ALICE, "learn", None, vec![("game", json!(board))]).await;
    let text = opened.text();
    assert!(
        text.contains(&format!("A first game of {game}")) && text.contains(&ALICE.mention()),
        "{text}\n{}",
        h.bot.log()
    );
    Driver::wait_table(h).await;
    let mut alice = Driver::new(vec![ALICE], 54);
    while let Some(table) = Driver::wait_for_people(h).await {
        assert_eq!(Driver::movers(&table), vec![ALICE.id], "{}", table.text());
        // 💡 at every decision: beside the moves, or on the way to the private panel.
        let hint = table.custom_ids().iter().any(|id| id.ends_with(":g:h"));
        let panel = table.custom_ids().iter().any(|id| id.ends_with(":g:t"));
        assert!(hint || panel, "no hint offered on {}", table.text());
        if !alice.act(h, &|_| 0).await {
            break;
        }
    }
    let results = h
        .fake
        .wait_for_message(
            |m| !m.ephemeral && m.custom_ids().iter().any(|id| id.ends_with(":rv")),
            RESPONSE * 4,
        )
        .await
        .unwrap_or_else(|e| panic!("no results: {e}\n{}", h.bot.log()));
    assert!(
        results.text().contains(&ALICE.mention()),
        "{}",
        results.text()
    );

    // The coach's review opens by itself, privately: first what it is doing, then what it found.
    let found = |m: &StoredMessage| {
        m.ephemeral && m.visible_to == Some(ALICE.id) && m.content.starts_with("🎓 Game `")
    };
    h.fake
        .wait_for_message(found, RESPONSE * 20)
        .await
        .unwrap_or_else(|e| panic!("no review: {e}\n{}", h.bot.log()));

    let notes = notes(h);
    let texts: Vec<&str> = notes.iter().map(|m| m.content.as_str()).collect();
    assert!(
        texts
            .first()
            .is_some_and(|t| t.starts_with("📘 **Your first game.**")),
        "{texts:#?}"
    );
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("📘 **Your first game is over.**")),
        "{texts:#?}"
    );
    // Every note once: counted by its title (its first line).
    let mut titles: BTreeMap<&str, usize> = BTreeMap::new();
    for text in &texts {
        *titles
            .entry(text.lines().next().unwrap_or_default())
            .or_default() += 1;
    }
    assert!(
        titles.values().all(|&n| n == 1),
        "a note came twice: {titles:#?}"
    );
    let steps = titles.len() - 2;
    assert!(
        steps >= 3,
        "only {steps} kinds of step explained: {texts:#?}"
    );
    // A step's note: its title, then what the step is.
    let steps_notes = &texts[1..texts.len() - 1];
    for text in steps_notes {
        assert!(text.lines().count() >= 2, "a note without its text: {text}");
    }

    // A first game moves no rating.
    let leaders = command(
        h,
        &ch,
        &ALICE,
        "leaderboard",
        None,
        vec![("game", json!(board))],
    )
    .await;
    // Counted in the statistics, but no rating ("**27.4** ± 3.1") for anybody.
    assert!(!leaders.text().contains(" ± "), "{}", leaders.text());
    if in_group_dm {
        let refused = h.fake.channel_routes_refused(ch.channel_id);
        assert!(refused.is_empty(), "channel routes tried: {refused:?}");
        let most = h.fake.max_followups_per_interaction();
        assert!(most <= 5, "{most} follow-ups of one interaction");
    }
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn learn_a_whole_game_of_azul() {
    learn_a_whole_game(4, "Azul", false).await;
}

/// Uzory decides in private panels; a group DM reaches the bot only through interactions.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn learn_a_whole_game_of_uzory_in_a_group_dm() {
    learn_a_whole_game(3, "Uzory", true).await;
}
