//! Plays a running game through its Discord messages like people would: finds the live table
//! message, sees whose turn it is from the ping, and clicks that player's menus (on the table
//! or in the private panel) until the move is made.
#![allow(dead_code)]

use serde_json::Value;

use super::harness::{control_id, Harness, MESSAGE, RESPONSE, UPDATE};
use super::{StoredMessage, TestUser};

/// One option the mover could click: a button, or a value of a select menu.
#[derive(Debug, Clone)]
pub struct Option_ {
    pub custom_id: String,
    pub label: String,
    /// For select menus: the value to pick.
    pub value: Option<String>,
}

pub struct Driver {
    pub users: Vec<TestUser>,
    rng: u64,
    /// Every prompt and panel text seen, for assertions about what happened.
    pub seen: Vec<String>,
    /// Every option label clicked.
    pub clicked: Vec<String>,
    pub actions: usize,
    pub clicks: usize,
    /// How many menus came with greyed-out (disabled) buttons, as on a board grid.
    pub greyed_menus: usize,
}

impl Driver {
    pub fn new(users: Vec<TestUser>, seed: u64) -> Driver {
        Driver {
            users,
            rng: seed | 1,
            seen: Vec::new(),
            clicked: Vec::new(),
            actions: 0,
            clicks: 0,
            greyed_menus: 0,
        }
    }

    fn next(&mut self) -> u64 {
        // xorshift64
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng
    }

    /// The live table message (the newest public bot message with game controls), if any.
    pub fn table(h: &Harness) -> Option<StoredMessage> {
        let ch = h.place();
        h.fake
            .channel_messages(ch.channel_id)
            .into_iter()
            .rev()
            .filter(|m| !m.ephemeral && m.author_id == h.fake.bot_user_id())
            .find(|m| m.custom_ids().iter().any(|id| game_payload(id).is_some()))
    }

    /// Waits for the first table message of a game that was just started (in any channel).
    pub async fn wait_table(h: &Harness) -> StoredMessage {
        let bot = h.fake.bot_user_id();
        h.fake
            .wait_for_message(
                |m| {
                    !m.ephemeral
                        && m.author_id == bot
                        && m.custom_ids().iter().any(|id| game_payload(id).is_some())
                },
                RESPONSE,
            )
            .await
            .unwrap_or_else(|e| panic!("no table: {e}\n{}", h.bot.log()))
    }

    /// The final results message, once the game is over.
    pub fn results(h: &Harness) -> Option<StoredMessage> {
        let ch = h.place();
        h.fake
            .channel_messages(ch.channel_id)
            .into_iter()
            .rev()
            .find(|m| !m.ephemeral && m.content.contains("game over"))
    }

    /// The score sheet of a results message in words: the alt text of its picture.
    pub fn score_sheet(results: &StoredMessage) -> String {
        results
            .attachments
            .iter()
            .find(|a| a.filename == "scores.png")
            .and_then(|a| a.description.clone())
            .unwrap_or_else(|| panic!("no score sheet on {}", results.text()))
    }

    /// Waits while computer seats move: the live table once it pings people, or `None` once the
    /// game is over.
    pub async fn wait_for_people(h: &Harness) -> Option<StoredMessage> {
        let deadline = std::time::Instant::now() + RESPONSE * 10;
        loop {
            if Self::results(h).is_some() {
                return None;
            }
            if let Some(table) = Self::table(h).filter(|t| !Self::movers(t).is_empty()) {
                return Some(table);
            }
            assert!(
                std::time::Instant::now() < deadline,
                "computer seats never handed back\n{}",
                h.bot.log()
            );
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }

    /// The users pinged to move on a table message, in whatever language it speaks.
    pub fn movers(table: &StoredMessage) -> Vec<u64> {
        let phrases = turn_phrases();
        let line = table
            .content
            .lines()
            .find(|l| phrases.iter().any(|p| l.contains(p.as_str())))
            .unwrap_or_default();
        mentions(line)
    }

    /// The choices offered on a message (not Back, My board or Take your turn).
    pub fn options(message: &StoredMessage) -> Vec<Option_> {
        let mut out = Vec::new();
        for id in message.custom_ids() {
            let Some(payload) = game_payload(&id) else {
                continue;
            };
            let component = message.component(&id).unwrap_or(Value::Null);
            if component["disabled"] == true {
                continue;
            }
            let label = component["label"].as_str().unwrap_or_default().to_string();
            if payload.starts_with('c') && label != "Back" {
                out.push(Option_ {
                    custom_id: id.clone(),
                    label,
                    value: None,
                });
            } else if payload.starts_with('s') {
                for (label, value) in message.select_options(&id) {
                    out.push(Option_ {
                        custom_id: id.clone(),
                        label,
                        value: Some(value),
                    });
                }
            }
        }
        out
    }

    /// Opens `user`'s private panel with the table's "Take your turn" button.
    pub async fn open_panel(h: &Harness, user: &TestUser, table: &StoredMessage) -> StoredMessage {
        let id = control_id(table, "g:t");
        let (interaction, response) = h
            .fake
            .try_click(&h.place(), user, table.id, &id)
            .await
            .unwrap_or_else(|e| panic!("{e}\n{}", h.bot.log()));
        assert_eq!(
            response.callback_type(),
            Some(MESSAGE),
            "{}",
            response.text()
        );
        assert!(response.is_ephemeral(), "a private panel is ephemeral");
        h.fake
            .original_response(interaction)
            .unwrap_or_else(|| panic!("no panel\n{}", h.bot.log()))
    }

    /// Picks `option` on `message` as `user` (a button click, or its value in a select menu);
    /// the choice must redraw the message.
    pub async fn choose(h: &Harness, user: &TestUser, message: &StoredMessage, option: &Option_) {
        let ch = h.place();
        let (id, message) = (&option.custom_id, message.id);
        let response = match &option.value {
            None => h.fake.try_click(&ch, user, message, id).await,
            Some(value) => {
                h.fake
                    .try_select(&ch, user, message, id, vec![value.clone()])
                    .await
            }
        }
        .unwrap_or_else(|e| panic!("{e}\n{}", h.bot.log()))
        .1;
        assert_eq!(
            response.answer_type(),
            Some(UPDATE),
            "{} chose {:?}, which must redraw its message: {}\n{}",
            user.name,
            option.label,
            response.text(),
            h.bot.log()
        );
    }

    fn user(&self, id: u64) -> TestUser {
        *self
            .users
            .iter()
            .find(|u| u.id == id)
            .unwrap_or_else(|| panic!("user {id} is not one of the driver's players"))
    }

    /// Makes one whole move for whoever is pinged on the live table, choosing with `score`
    /// (highest wins, ties broken by the driver's seeded generator). Returns false once the game
    /// is over.
    pub async fn act(&mut self, h: &Harness, score: &dyn Fn(&str) -> i32) -> bool {
        let Some(table) = Self::wait_for_people(h).await else {
            return false;
        };
        let mover = *Self::movers(&table)
            .first()
            .unwrap_or_else(|| panic!("nobody pinged on {:?}", table.content));
        let user = self.user(mover);
        self.seen.push(table.content.clone());
        let private = table.custom_ids().iter().any(|id| id.ends_with(":g:t"));
        let mut message = if private {
            Self::open_panel(h, &user, &table).await
        } else {
            table.clone()
        };
        loop {
            self.seen.push(message.content.clone());
            if message
                .custom_ids()
                .iter()
                .any(|id| message.component(id).is_some_and(|c| c["disabled"] == true))
            {
                self.greyed_menus += 1;
            }
            let options = Self::options(&message);
            assert!(
                !options.is_empty(),
                "nothing to choose on {:?}\n{:?}",
                message.content,
                message.custom_ids()
            );
            // Each label is scored once: scorers may count what they are offered.
            let scores: Vec<i32> = options.iter().map(|o| score(&o.label)).collect();
            let best = scores.iter().copied().max().unwrap_or(0);
            let top: Vec<&Option_> = options
                .iter()
                .zip(&scores)
                .filter(|(_, s)| **s == best)
                .map(|(o, _)| o)
                .collect();
            let pick = top[(self.next() % top.len() as u64) as usize].clone();
            self.clicked.push(pick.label.clone());
            self.clicks += 1;
            let drawn_at = version(&message);
            Self::choose(h, &user, &message, &pick).await;
            message = h.message(message.id);
            // A private panel says when the turn is done; the table shrinks to its log once
            // somebody new must act, or (one message a turn) is redrawn in place at the game's
            // next version.
            let done = if private {
                let said = |l: &vitrail::i18n::Locale| l.text(&vitrail::i18n::Text::TurnDone);
                vitrail::i18n::Locale::ALL
                    .iter()
                    .any(|l| message.content.contains(&said(l)))
            } else {
                message.custom_ids().is_empty() || version(&message) != drawn_at
            };
            if done {
                break;
            }
        }
        self.actions += 1;
        // Whatever the move caused (a new table, the table redrawn, the results) was sent
        // before the click was answered; computers' moves follow on their own.
        true
    }
}

/// The game version (its moves counter) a message's game controls were drawn at
/// (`v1:<game>:<moves>:g:…`, base 36).
pub fn version(message: &StoredMessage) -> Option<u64> {
    let id = message
        .custom_ids()
        .into_iter()
        .find(|id| game_payload(id).is_some())?;
    u64::from_str_radix(id.split(':').nth(2)?, 36).ok()
}

/// The game control payload of a component id `v1:<game>:<moves>:g:<payload>`.
pub fn game_payload(custom_id: &str) -> Option<&str> {
    custom_id.splitn(4, ':').nth(3)?.strip_prefix("g:")
}

/// User ids mentioned as `<@id>` in a text.
pub fn mentions(text: &str) -> Vec<u64> {
    text.split("<@")
        .skip(1)
        .filter_map(|rest| rest.split('>').next()?.parse().ok())
        .collect()
}

/// What follows the mentions on a table's "your turn" line in every language (", your turn:",
/// ", à vous :", …), from the bot's own words.
fn turn_phrases() -> Vec<String> {
    use vitrail::i18n::{Locale, Text};
    let marker = "\u{1}";
    Locale::ALL
        .iter()
        .map(|l| {
            let line = l.text(&Text::YourTurn {
                users: Vec::new(),
                prompt: marker.to_string(),
            });
            line.split(marker)
                .next()
                .unwrap_or_default()
                .trim()
                .to_string()
        })
        .collect()
}
