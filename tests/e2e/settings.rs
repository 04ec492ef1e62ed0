//! `/settings` end to end: a person's palette choice is stored, draws their next private board
//! in high contrast, survives a restart, and reaches the shared table only once everybody
//! seated chose it.

use crate::support::harness::{control_id, Harness};
use crate::support::table_driver::Driver;
use crate::support::{RecordedRequest, TestUser};
use serde_json::json;
use vitrail::present::kit::{Glass, Palette};

const ALICE: TestUser = TestUser::new(1_180_000_000_000_009_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_009_002, "bob", "ru");

/// Whether the picture has a pixel of exactly this colour (the inside of a filled shape).
fn has_colour(png: &[u8], colour: vitrail::present::kit::Rgba) -> bool {
    let picture = image::load_from_memory(png).expect("a PNG").to_rgb8();
    picture
        .pixels()
        .any(|p| p.0 == [colour.0, colour.1, colour.2])
}

/// The board a click on My board brought, with which palette it shows: empty spaces of the
/// coloured side are drawn in each star's pale tint.
fn board_palette(answer: &RecordedRequest) -> (Vec<u8>, Option<Palette>) {
    assert!(answer.is_ephemeral(), "{}", answer.text());
    let png = answer.file("board.png").expect("a board").bytes.clone();
    let palette = Palette::ALL
        .into_iter()
        .find(|p| has_colour(&png, p.tint(Glass::Blue)));
    (png, palette)
}

/// The palette of the live table picture, told by its legend's swatches.
fn table_palette(h: &Harness) -> Option<Palette> {
    let table = Driver::table(h).expect("a live table");
    let png = &table
        .attachment("table.png")
        .expect("a table picture")
        .bytes;
    Palette::ALL
        .into_iter()
        .find(|p| has_colour(png, p.fill(Glass::Blue)))
}

async fn settings(h: &Harness, user: &TestUser, palette: Option<u64>) -> RecordedRequest {
    let options = palette
        .map(|p| vec![("palette", json!(p))])
        .unwrap_or_default();
    h.fake
        .run_command(&h.fake.channel(), user, "settings", None, options)
        .await
        .1
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_high_contrast_draws_private_boards_and_the_table_once_everybody_chose_it() {
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", "5")]).await;
    let options = vec![("variant", json!(0)), ("players", json!(2))];
    let (_, table) = h.seat_two_and_start(&ALICE, &BOB, "azul", options).await;
    let ch = h.fake.channel();
    let my_board = control_id(&table, "g:b");
    let (usual, palette) = board_palette(&h.fake.click(&ch, &BOB, table.id, &my_board).await);
    assert_eq!(palette, Some(Palette::Standard));
    assert_eq!(table_palette(&h), Some(Palette::Standard));

    // Without an option /settings only tells; with one it stores the choice, privately.
    let told = settings(&h, &BOB, None).await;
    assert!(
        told.is_ephemeral() && told.text().contains("обычных цветах"),
        "{}",
        told.text()
    );
    let chosen = settings(&h, &BOB, Some(1)).await;
    assert!(chosen.is_ephemeral(), "{}", chosen.text());
    assert!(
        chosen.text().contains("высококонтрастной"),
        "{}",
        chosen.text()
    );

    // Bob's next private board is high contrast; the game did not change, only the colours.
    let (contrast, palette) = board_palette(&h.fake.click(&ch, &BOB, table.id, &my_board).await);
    assert_eq!(palette, Some(Palette::HighContrast));
    assert_ne!(contrast, usual);
    // Alice chose nothing: hers stays in the usual colours.
    let (_, palette) = board_palette(&h.fake.click(&ch, &ALICE, table.id, &my_board).await);
    assert_eq!(palette, Some(Palette::Standard));

    // The choice survives a restart.
    h.restart().await;
    let (_, palette) = board_palette(&h.fake.click(&ch, &BOB, table.id, &my_board).await);
    assert_eq!(palette, Some(Palette::HighContrast));

    // The shared table: the usual colours while only Bob chose high contrast, high contrast once
    // Alice chose it too.
    let mut driver = Driver::new(vec![ALICE, BOB], 3);
    assert!(driver.act(&h, &|_| 0).await);
    assert_eq!(table_palette(&h), Some(Palette::Standard));
    settings(&h, &ALICE, Some(1)).await;
    assert!(driver.act(&h, &|_| 0).await);
    assert_eq!(table_palette(&h), Some(Palette::HighContrast));
    h.assert_no_failed_requests();
}
