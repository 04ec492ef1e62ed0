//! Sagrada end to end: a 2-player game and a solo game played click by click. Patterns are
//! chosen in private panels, the private objective only ever appears in messages only its owner
//! sees, and a tool card's steps carry on across a restart of the bot.

use std::cell::Cell;

use crate::support::harness::{assert_update, control_id, Harness};
use crate::support::table_driver::Driver;
use crate::support::{StoredMessage, TestUser};
use serde_json::json;

/// Picture bytes this game uploaded before indexed-colour pictures (issue 22).
const BYTES_BEFORE: usize = 18_614_270;
const ALICE: TestUser = TestUser::new(1_180_000_000_000_004_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_004_002, "bob", "en-GB");

const TOOLS: [&str; 12] = [
    "Grozing Pliers",
    "Eglomise Brush",
    "Copper Foil Burnisher",
    "Lathekin",
    "Lens Cutter",
    "Flux Brush",
    "Glazing Hammer",
    "Running Pliers",
    "Cork-backed Straightedge",
    "Grinding Stone",
    "Flux Remover",
    "Tap Wheel",
];

/// Prompts of a tool card's own steps.
const TOOL_STEPS: [&str; 4] = [
    "Raise or lower the die?",
    "Which placed die moves?",
    "Swap with a die from which round?",
    "Choose the value of the drawn die",
];

/// Plays to the end, using tools whenever they are offered and restarting the bot once in the
/// middle of a tool's steps. Returns whether that restart happened.
async fn play_to_the_end(h: &mut Harness, driver: &mut Driver) -> bool {
    let tools_used = Cell::new(0);
    let prefer = |label: &str| {
        if TOOLS.iter().any(|t| label.starts_with(t)) {
            tools_used.set(tools_used.get() + 1);
            3
        } else if label.starts_with("End turn") {
            -1
        } else {
            0
        }
    };
    let mut restarted = false;
    while driver.act(h, &prefer).await {
        let table = Driver::table(h);
        let in_tool = table
            .as_ref()
            .is_some_and(|t| TOOL_STEPS.iter().any(|p| t.content.contains(p)));
        if in_tool && !restarted {
            let before = table.map(|t| t.content).unwrap_or_default();
            h.restart().await;
            let after = Driver::table(h).map(|t| t.content).unwrap_or_default();
            assert_eq!(before, after);
            restarted = true;
        }
        assert!(driver.actions < 3_000, "the game never ends");
    }
    eprintln!(
        "played {} moves in {} clicks, {} tool choices",
        driver.actions,
        driver.clicks,
        tools_used.get()
    );
    restarted
}

/// Chooses the first pattern offered on `panel`, step by step; every step must redraw the
/// panel (an out-of-date click would get a new message instead).
async fn choose_first_pattern(h: &Harness, user: &TestUser, mut panel: StoredMessage) {
    while !panel.content.contains("Done") {
        let pick = Driver::options(&panel)
            .into_iter()
            .next()
            .unwrap_or_else(|| panic!("nothing to choose on {:?}", panel.content));
        Driver::choose(h, user, &panel, &pick).await;
        panel = h.message(panel.id);
    }
}

/// No message everybody sees carries a private objective before the game is over.
fn assert_objectives_stayed_private(h: &Harness) {
    let ch = h.fake.channel();
    for m in h.fake.channel_messages(ch.channel_id) {
        if m.ephemeral || m.content.contains("game over") {
            continue;
        }
        let text = m.text();
        assert!(
            !text.contains("private objective") && !text.contains("личная цель"),
            "a public message shows a private objective: {text}"
        );
        assert!(
            !m.attachment_names().iter().any(|n| n == "hand.png"),
            "private pictures stay private"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_whole_game() {
    // A fixed seed: the same game on every run.
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", "31")]).await;
    let (_, table) = h
        .seat_two_and_start(&ALICE, &BOB, "sagrada", vec![("players", json!(2))])
        .await;
    let mut movers = Driver::movers(&table);
    movers.sort();
    assert_eq!(
        movers,
        vec![ALICE.id, BOB.id],
        "both choose a pattern at once"
    );
    assert!(
        Driver::options(&table).is_empty(),
        "patterns are not offered in public"
    );

    // My board: the window and the private objective, for its owner only.
    let ch = h.fake.channel();
    let my_board = control_id(&table, "g:b");
    let mine = h.fake.click(&ch, &BOB, table.id, &my_board).await;
    assert!(mine.is_ephemeral());
    assert!(
        mine.text().contains("Your private objective"),
        "{}",
        mine.text()
    );

    // Both open their panels before either chooses. Choices made at once don't change each
    // other's, so Bob's panel is still good after Alice has chosen.
    let mut panels = Vec::new();
    for user in [&ALICE, &BOB] {
        panels.push(Driver::open_panel(&h, user, &table).await);
    }
    for (user, panel) in [&ALICE, &BOB].into_iter().zip(panels) {
        choose_first_pattern(&h, user, panel).await;
    }

    let mut driver = Driver::new(vec![ALICE, BOB], 3);
    play_to_the_end(&mut h, &mut driver).await;
    assert!(driver
        .clicked
        .iter()
        .any(|l| TOOLS.iter().any(|t| l.starts_with(t))));
    let results = Driver::results(&h).expect("results");
    // Every score is broken down on the score sheet picture, above the final table.
    let pictures: Vec<&str> = results
        .attachments
        .iter()
        .map(|a| a.filename.as_str())
        .collect();
    assert_eq!(pictures.first(), Some(&"scores.png"), "{pictures:?}");
    let sheet = Driver::score_sheet(&results);
    assert!(sheet.contains("Private objective"), "{sheet}");
    assert_objectives_stayed_private(&h);
    h.assert_no_failed_requests();
    h.report_picture_bytes("Sagrada, 2 players", BYTES_BEFORE);
    h.assert_pictures_described();
    h.report_messages_per_turn("Sagrada, 2 players", ALICE.id);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_solo_game_with_tools_across_a_restart() {
    // A fixed seed: the same game on every run.
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", "32")]).await;
    let lobby = h
        .open(
            &ALICE,
            "sagrada",
            vec![("players", json!(1)), ("difficulty", json!(5))],
        )
        .await;
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);
    Driver::wait_table(&h).await;
    let mut driver = Driver::new(vec![ALICE], 9);
    let restarted = play_to_the_end(&mut h, &mut driver).await;
    assert!(restarted, "a tool's steps were interrupted by a restart");
    let results = Driver::results(&h).expect("results");
    assert!(results.text().contains(&format!("<@{}>", ALICE.id)));
    assert!(results.text().contains("Target: "), "{}", results.text());
    assert_objectives_stayed_private(&h);
    // The finished game frees the channel for the next one.
    let next = h.open(&ALICE, "uzory", vec![]).await;
    assert!(next.text().contains("Uzory"), "{}", next.text());
    h.assert_no_failed_requests();
}

/// Each tool card's full text is one click away, for anybody in the channel: "🛠 Tools" on the
/// table answers privately with the cards in play, each with its whole text and what it costs
/// now, in the clicker's language; `/help sagrada` tells all twelve.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tools_button_and_help_tell_each_tool_cards_full_text() {
    let h = Harness::start_with_env(&[("VITRAIL_SEED", "31")]).await;
    let (lobby, table) = h
        .seat_two_and_start(&ALICE, &BOB, "sagrada", vec![("players", json!(2))])
        .await;
    let ch = h.fake.channel();
    // Where Sagrada draws its tool and objective cards as furniture (`draw_reference`),
    // "📜 Cards" stands in for "🛠 Tools": the same text, with the cards' picture.
    let furniture = table.custom_ids().iter().any(|id| id.ends_with(":g:r"));
    let (tools, label) = match furniture {
        true => (control_id(&table, "g:r"), "Cards"),
        false => (control_id(&table, "g:k"), "Tools"),
    };
    let button = table.component(&tools).expect("the Tools button");
    assert_eq!(button["label"], label, "{button}");
    // Eve only watches; the answer is hers alone.
    let eve = TestUser::new(1_180_000_000_000_004_005, "eve", "en-US");
    let answer = h.fake.click(&ch, &eve, table.id, &tools).await;
    assert!(answer.is_ephemeral());
    if furniture {
        assert_eq!(answer.file_names(), vec!["cards.png"], "{}", answer.text());
        // Shown once as the game began, in a message of its own right before the first table.
        let shown_once: Vec<u64> = h
            .fake
            .channel_messages(ch.channel_id)
            .iter()
            .filter(|m| !m.ephemeral && m.attachment_names() == ["cards.png"])
            .map(|m| m.id)
            .collect();
        assert_eq!(shown_once.len(), 1, "{shown_once:?}");
        assert!(lobby.id < shown_once[0] && shown_once[0] < table.id);
        assert!(!table.attachment_names().contains(&"cards.png".to_string()));
    }
    let text = answer.text();
    let shown: Vec<&str> = TOOLS.iter().copied().filter(|t| text.contains(t)).collect();
    assert_eq!(shown.len(), 3, "three cards in play: {text}");
    assert!(text.contains("next use: 1 favor token"), "{text}");
    // The whole card, not the table's one-line reminder: e.g. Grozing Pliers' "no 1 ↔ 6".
    let full = [
        ("Grozing Pliers", "A 1 may not become a 6"),
        ("Eglomise Brush", "ignoring colour cells"),
        ("Copper Foil Burnisher", "ignoring number cells"),
        ("Lathekin", "exactly two dice"),
        ("Lens Cutter", "with a die on the round track"),
        ("Flux Brush", "it goes back to the pool"),
        ("Glazing Hammer", "Only on your second turn"),
        ("Running Pliers", "You skip your second turn"),
        ("Cork-backed Straightedge", "with no die next to it"),
        ("Grinding Stone", "6 becomes 1"),
        ("Flux Remover", "put the die back in the bag"),
        ("Tap Wheel", "a colour of a die on the round track"),
    ];
    for (name, words) in full.iter().filter(|(n, _)| shown.contains(n)) {
        assert!(text.contains(words), "{name}: {text}");
    }
    // A player reading Russian gets the cards in Russian.
    let olga = TestUser::new(1_180_000_000_000_004_006, "olga", "ru");
    let ru = h.fake.click(&ch, &olga, table.id, &tools).await;
    assert!(ru.text().contains("Карты инструментов"), "{}", ru.text());
    // Asking changes nothing on the table.
    assert_eq!(h.message(table.id).edit_count, table.edit_count);

    // /help sagrada: every card in full.
    let help = h
        .fake
        .run_command(&ch, &eve, "help", None, vec![("game", json!(2))])
        .await
        .1;
    let help = help.text();
    for (name, words) in full {
        assert!(
            help.contains(name) && help.contains(words),
            "{name}: {help}"
        );
    }
    h.assert_no_failed_requests();
}
