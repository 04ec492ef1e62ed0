//! Test support: a fake Discord (REST + gateway) on loopback, interaction builders and a
//! helper that runs the bot binary against the fake.
//!
//! The end-to-end tests (`tests/e2e/main.rs`) declare `mod support;`; each subject uses e.g.
//! `support::fake_discord::FakeDiscord`. Not every test uses every helper, hence the
//! module-level `dead_code` allowances in the submodules.
//!
//! Typical flow of an end-to-end test:
//!
//! ```ignore
//! let fake = FakeDiscord::start().await;
//! let dir = tempfile::tempdir().unwrap();
//! let data = dir.path().join("data");
//! let mut bot = BotProcess::spawn(&fake, &data);
//! fake.wait_ready(Duration::from_secs(30)).await.unwrap_or_else(|e| panic!("{e}\n{}", bot.log()));
//! let ch = fake.channel();
//! let alice = TestUser::new(1001, "alice", "en-US");
//! let (_id, resp) = fake.run_command(&ch, &alice, "azul", Some("start"), vec![]).await;
//! assert_eq!(resp.callback_type(), Some(4));
//! ```

pub mod bot_process;
pub mod endpoint;
pub mod fake_discord;
pub mod faults;
pub mod harness;
pub mod interactions;
pub mod model;
pub mod multipart;
/// The store's throwaway PostgreSQL server for tests, shared with the unit tests.
#[path = "../../../src/store/pg_server.rs"]
pub mod pg_server;
pub mod ratelimits;
mod rest;
pub mod snowflake;
pub mod table_driver;
pub mod tunnel;

#[allow(unused_imports)]
pub use bot_process::BotProcess;
#[allow(unused_imports)]
pub use fake_discord::FakeDiscord;
#[allow(unused_imports)]
pub use interactions::{TestChannel, TestUser};
#[allow(unused_imports)]
pub use model::{RecordedFile, RecordedRequest, StoredAttachment, StoredMessage};
