//! Where a game's messages go. Discord lets a bot make 50 requests a second on its channel
//! routes, all its processes together, but its interaction endpoints are not bound to that
//! limit. So a game talks through the interactions people cause while their tokens live (15
//! minutes): the next table is a follow-up of a click, and a table message is edited through a
//! click that may edit it (the click on it, or the click whose follow-up it is). The channel's
//! routes remain for what no live interaction can do: a game nobody clicked for 15 minutes, a
//! restart (tokens live in memory only), a message no live token may edit.
//!
//! Our reading of Discord's rules, which the fake Discord enforces: a token may edit its own
//! answer (for a click, the clicked message) as `@original`, and its own follow-ups by their ids,
//! and nothing else: "Edit Followup Message" takes a follow-up's id, and the clicked message is
//! not one of the token's follow-ups.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use poise::serenity_prelude::{
    Builder as _, ChannelId, EditAttachments, EditInteractionResponse, EditMessage,
    EditWebhookMessage, Http, Message, MessageId, WebhookId,
};

use super::held;
use super::pictures;
use super::retry::{retried, retried_with, Failed, Tries, Trouble};
use super::screen::Screen;
use crate::table::{GameId, Reach};

/// How long Discord takes follow-ups and edits through an interaction's token.
const TOKEN_LIFE: Duration = Duration::from_secs(15 * 60);
/// A token is not used this close to its end: a request may wait in the queue a while.
const TOKEN_MARGIN: Duration = Duration::from_secs(60);
/// Live tokens kept per game: this many of the freshest, and as many of the freshest that may
/// edit a message.
const KEPT_PER_GAME: usize = 4;
/// Past this many games, every call drops the games whose tokens all ended.
const PRUNE_ABOVE: usize = 256;
/// Follow-ups a token may post where the app is installed to a person only: Discord's 5 less
/// one, kept for the click's own answer when that is a follow-up too.
const FOLLOWUPS_OF_A_PERSONS_APP: u8 = 4;
/// How long a follow-up may take to be answered. Discord cannot tell a repeated follow-up from
/// a new one (they carry no nonce), so a follow-up that got no answer is never tried again.
const FOLLOWUP_TIMEOUT: Duration = Duration::from_secs(8);

/// One live interaction of a game: its token, until when it may be used, and the messages it
/// may edit.
#[derive(Debug, Clone)]
struct Voice {
    token: String,
    /// Who clicked: a private follow-up through this token reaches only them.
    user: u64,
    until: Instant,
    /// The public message clicked, which the token edits as `@original`.
    clicked: Option<u64>,
    /// The follow-ups it posted, which it edits by their ids.
    sent: Vec<u64>,
    /// Whether the bot may post in the game's channel, as of this click's `app_permissions`
    /// (`None` when the click did not say).
    may_post: Option<bool>,
    /// Follow-ups it may still post (`None`: as many as it likes).
    followups_left: Option<u8>,
}

/// A click that was answered, as the game's later messages may use it.
#[derive(Debug, Clone)]
pub(super) struct Heard {
    pub token: String,
    /// Who clicked.
    pub user: u64,
    /// When it arrived: its token lives 15 minutes from then.
    pub arrived: Instant,
    /// The public message it was on, which its token may edit.
    pub message: Option<u64>,
    /// Whether its `app_permissions` let the bot post in the channel (`None`: not said).
    pub may_post: Option<bool>,
    /// Whether the app was installed to the person only (not to the place): Discord then takes
    /// five follow-ups of an interaction.
    pub persons_app: bool,
}

/// The live interactions of every game, in memory.
#[derive(Debug, Default)]
pub struct Voices {
    games: Mutex<HashMap<u64, Vec<Voice>>>,
}

impl Voice {
    /// Whether it may edit any message of the game.
    fn edits_something(&self) -> bool {
        self.clicked.is_some() || !self.sent.is_empty()
    }

    /// How it may edit `message`, if it may.
    fn edits(&self, message: u64) -> Option<Edit> {
        if self.clicked == Some(message) {
            Some(Edit::Original)
        } else if self.sent.contains(&message) {
            Some(Edit::Followup)
        } else {
            None
        }
    }
}

/// How a token edits a message: the route Discord takes it on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Edit {
    /// The clicked message: `PATCH /webhooks/{app}/{token}/messages/@original`.
    Original,
    /// One of its follow-ups: `PATCH /webhooks/{app}/{token}/messages/{id}`.
    Followup,
}

/// A live token that may edit a message, and how.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Editor {
    pub token: String,
    pub edit: Edit,
}

impl Voices {
    fn lock(&self) -> MutexGuard<'_, HashMap<u64, Vec<Voice>>> {
        self.games
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A click on `game` has been answered: its token may post follow-ups, and edit the public
    /// message it was on.
    pub(super) fn heard(&self, game: GameId, click: Heard) {
        let Heard {
            token,
            user,
            arrived,
            message,
            may_post,
            persons_app,
        } = click;
        let now = Instant::now();
        let until = arrived + TOKEN_LIFE - TOKEN_MARGIN;
        let mut games = self.lock();
        if games.len() > PRUNE_ABOVE {
            games.retain(|_, voices| voices.iter().any(|v| v.until > now));
        }
        let voices = games.entry(game.0).or_default();
        voices.retain(|v| v.until > now);
        match voices.iter_mut().find(|v| v.token == token) {
            // Acknowledged for a follow-up, then answered: one token has one clicked message.
            Some(voice) => {
                voice.clicked = message.or(voice.clicked);
                voice.may_post = may_post.or(voice.may_post);
            }
            None => voices.push(Voice {
                token,
                user,
                until,
                clicked: message,
                sent: Vec::new(),
                may_post,
                followups_left: persons_app.then_some(FOLLOWUPS_OF_A_PERSONS_APP),
            }),
        }
        voices.sort_by_key(|v| std::cmp::Reverse(v.until));
        // The freshest, and the freshest of those that may edit a message: clicks on private
        // panels own no public message, and a run of them must not push out the one token that
        // may edit the table (its edit would then take the channel's route).
        let (mut fresher, mut fresher_owners) = (0, 0);
        voices.retain(|v| {
            let owns = v.edits_something();
            let keep = fresher < KEPT_PER_GAME || (owns && fresher_owners < KEPT_PER_GAME);
            fresher += 1;
            fresher_owners += usize::from(owns);
            keep
        });
    }

    /// The freshest live token of `game` that may still post a follow-up.
    pub(super) fn to_post(&self, game: GameId) -> Option<String> {
        self.freshest_to_follow_up(game, |_| true)
    }

    /// The freshest live token of `user`'s clicks on `game` that may still post a follow-up:
    /// what the bot tells them privately when no click of theirs is at hand.
    pub(super) fn to_tell(&self, game: GameId, user: u64) -> Option<String> {
        self.freshest_to_follow_up(game, |v| v.user == user)
    }

    fn freshest_to_follow_up(
        &self,
        game: GameId,
        whose: impl Fn(&Voice) -> bool,
    ) -> Option<String> {
        let now = Instant::now();
        self.lock()
            .get(&game.0)?
            .iter()
            .filter(|v| whose(v) && v.until > now && v.followups_left != Some(0))
            .max_by_key(|v| v.until)
            .map(|v| v.token.clone())
    }

    /// `token` posted a private follow-up: one fewer may follow where they are counted.
    pub(super) fn told(&self, game: GameId, token: &str) {
        self.followed_up(game, token, None);
    }

    /// The freshest live token of `game` that may edit `message`, and how: as `@original` if
    /// `message` is the one it was clicked on, by id if it is its follow-up.
    pub(super) fn to_edit(&self, game: GameId, message: u64) -> Option<Editor> {
        let now = Instant::now();
        self.lock()
            .get(&game.0)?
            .iter()
            .filter(|v| v.until > now)
            .filter_map(|v| v.edits(message).map(|edit| (v, edit)))
            .max_by_key(|(v, _)| v.until)
            .map(|(v, edit)| Editor {
                token: v.token.clone(),
                edit,
            })
    }

    /// Whether the freshest live click of `game` that said so showed the bot unable to post in
    /// the channel: then a channel post would only earn a 403, which counts toward Discord's
    /// invalid-request limit, so it is not tried.
    pub(super) fn channel_refuses(&self, game: GameId) -> bool {
        let now = Instant::now();
        self.lock().get(&game.0).is_some_and(|voices| {
            voices
                .iter()
                .filter(|v| v.until > now)
                .filter_map(|v| v.may_post.map(|may| (v.until, may)))
                .max_by_key(|(until, _)| *until)
                .is_some_and(|(_, may)| !may)
        })
    }

    /// `token` posted `message`: it may edit it.
    fn posted(&self, game: GameId, token: &str, message: u64) {
        self.followed_up(game, token, Some(message));
    }

    /// `token` posted a follow-up (`message`, when it may edit it): one fewer may follow where
    /// they are counted.
    fn followed_up(&self, game: GameId, token: &str, message: Option<u64>) {
        if let Some(voice) = self
            .lock()
            .get_mut(&game.0)
            .and_then(|voices| voices.iter_mut().find(|v| v.token == token))
        {
            voice.sent.extend(message);
            if let Some(left) = &mut voice.followups_left {
                *left = left.saturating_sub(1);
            }
        }
    }

    /// Discord refused `token` (ended early, or never known): it is not used again.
    fn forget(&self, game: GameId, token: &str) {
        if let Some(voices) = self.lock().get_mut(&game.0) {
            voices.retain(|v| v.token != token);
        }
    }
}

/// A refusal that says the token is no good (unknown webhook 10015, invalid token 50027, or
/// 401), rather than the message or the request.
fn token_refused(failed: &Failed) -> bool {
    matches!(failed.failure.code, 10015 | 50027) || failed.failure.status == 401
}

/// One game's way to Discord: its live interactions (`voices`), else its channel.
pub(super) struct Talk<'a> {
    pub http: &'a Http,
    pub voices: &'a Voices,
    /// How long one channel request may take (`rest_timeout_ms`).
    pub timeout: Duration,
    pub game: GameId,
    pub channel: ChannelId,
    /// Whether the channel's routes are open to the bot at all.
    pub reach: Reach,
}

/// Where the bot is not a member, a request with no live click to carry it is not made.
fn no_voice() -> Failed {
    Failed {
        failure: super::rest::Failure { status: 0, code: 0 },
        trouble: Trouble::NoVoice,
    }
}

impl Talk<'_> {
    /// Posts a game's message (a table, its results) as a follow-up of `token` if one is given,
    /// else to the channel. A follow-up Discord refuses is posted to the channel instead; one
    /// that got no answer too, at the risk of showing twice, rather than not at all.
    pub(super) async fn post(
        &self,
        token: Option<String>,
        screen: Screen,
    ) -> Result<Message, Failed> {
        let (http, game) = (self.http, self.game);
        if let Some(token) = token {
            let followup = screen.clone().followup();
            let posted = retried_with(
                "post the table through a click",
                FOLLOWUP_TIMEOUT,
                Tries::NotRepeatable,
                || followup.clone().execute(http, (None, &token)),
            )
            .await;
            match posted {
                Ok(message) => {
                    let shown = pictures::on_screen(&screen, Some(&message));
                    pictures::remember(game, message.id.get(), shown);
                    self.voices.posted(game, &token, message.id.get());
                    crate::metrics::table_posted(true);
                    return Ok(message);
                }
                Err(failed) => self.token_failed(
                    &token,
                    &failed,
                    "could not post through the click: posted to the channel",
                ),
            }
        }
        if self.reach == Reach::Interactions {
            tracing::info!(%game, "no live click to post through: the table waits for the next one");
            return Err(no_voice());
        }
        if self.voices.channel_refuses(game) {
            tracing::warn!(%game, "not posted: the last click showed the bot may not post in this channel");
            return Err(Failed {
                failure: super::rest::Failure {
                    status: 403,
                    code: 50013,
                },
                trouble: Trouble::Permissions,
            });
        }
        let post = held::once(screen.clone().post());
        let posted = retried("post the table", self.timeout, || {
            self.channel.send_message(http, post.clone())
        })
        .await;
        if let Ok(message) = &posted {
            crate::metrics::table_posted(false);
            pictures::remember(
                game,
                message.id.get(),
                pictures::on_screen(&screen, Some(message)),
            );
        }
        posted
    }

    /// A request through a click's `token` failed and goes to the channel instead (`instead`
    /// says how): a token Discord refuses is not tried again.
    fn token_failed(&self, token: &str, failed: &Failed, instead: &'static str) {
        if token_refused(failed) {
            self.voices.forget(self.game, token);
        }
        let super::rest::Failure { status, code } = failed.failure;
        tracing::warn!(game = %self.game, status, code, "{instead}");
    }

    /// Rewrites a game's message, through a live token of the game that may edit it, else
    /// through the channel.
    /// The pictures the message shows already (as Discord last answered) are listed by id, not
    /// uploaded again.
    pub(super) async fn edit(&self, message: u64, mut screen: Screen) -> Result<Message, Failed> {
        pictures::reuse_unchanged(&mut screen, message, None);
        let rewrite = Rewrite {
            followup: screen.clone().webhook_edit(),
            original: screen.clone().original_edit(),
            channel: screen.clone().edit(),
        };
        let edited = self
            .rewrite(message, "rewrite a table message", rewrite)
            .await;
        match &edited {
            Ok(edited) => pictures::remember(
                self.game,
                message,
                pictures::on_screen(&screen, Some(edited)),
            ),
            Err(_) => pictures::forget(message),
        }
        edited
    }

    /// Takes the out-of-date board off `message` (a table message shrunk to its log line, which
    /// keeps its words). A message that is gone or edited too often just stays as it is.
    pub(super) async fn strip(&self, message: u64) {
        let rewrite = Rewrite {
            followup: EditWebhookMessage::new()
                .embeds(Vec::new())
                .attachments(EditAttachments::new()),
            original: EditInteractionResponse::new()
                .embeds(Vec::new())
                .attachments(EditAttachments::new()),
            channel: EditMessage::new()
                .embeds(Vec::new())
                .attachments(EditAttachments::new()),
        };
        pictures::forget(message);
        let what = "take an old board off";
        if let Err(Failed { trouble, .. }) = self.rewrite(message, what, rewrite).await {
            tracing::warn!(game = %self.game, ?trouble, "could not take an old board off");
        }
    }

    /// One edit, through a token if one may make it, else through the channel.
    async fn rewrite(
        &self,
        message: u64,
        what: &'static str,
        rewrite: Rewrite,
    ) -> Result<Message, Failed> {
        let (http, game, timeout) = (self.http, self.game, self.timeout);
        if let Some(Editor { token, edit }) = self.voices.to_edit(game, message) {
            let edited = match (edit, http.application_id()) {
                (Edit::Original, _) => {
                    retried(what, timeout, || {
                        rewrite.original.clone().execute(http, &token)
                    })
                    .await
                }
                (Edit::Followup, Some(app)) => {
                    let hook = WebhookId::new(app.get());
                    retried(what, timeout, || {
                        rewrite
                            .followup
                            .clone()
                            .execute(http, (hook, &token, MessageId::new(message)))
                    })
                    .await
                }
                (Edit::Followup, None) => Err(Failed {
                    failure: super::rest::Failure { status: 0, code: 0 },
                    trouble: Trouble::Refused,
                }),
            };
            match edited {
                Ok(edited) => return Ok(edited),
                Err(failed) if failed.trouble == Trouble::MessageGone => return Err(failed),
                Err(failed) => self.token_failed(
                    &token,
                    &failed,
                    "could not edit through a click: edited through the channel",
                ),
            }
        }
        if self.reach == Reach::Interactions {
            return Err(no_voice());
        }
        retried(what, timeout, || {
            self.channel
                .edit_message(http, MessageId::new(message), rewrite.channel.clone())
        })
        .await
    }
}

/// One edit of a message, built for each way it may go.
struct Rewrite {
    /// Through a token, of its follow-up (by id).
    followup: EditWebhookMessage,
    /// Through a token, of the message it was clicked on (`@original`).
    original: EditInteractionResponse,
    /// Through the channel.
    channel: EditMessage,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn click(token: &str, arrived: Instant, message: Option<u64>, may_post: Option<bool>) -> Heard {
        Heard {
            token: token.to_string(),
            user: 7,
            arrived,
            message,
            may_post,
            persons_app: false,
        }
    }

    /// The answer of `to_edit`: edit through `token`, as `edit`.
    fn editor(token: &str, edit: Edit) -> Option<Editor> {
        Some(Editor {
            token: token.to_string(),
            edit,
        })
    }

    /// Discord takes a token's edit of the clicked message as `@original` only, and by id only
    /// for the follow-ups that token posted: a table posted as one click's follow-up and then
    /// clicked is edited by the later click as `@original`, by the earlier one by id.
    #[test]
    fn the_clicked_message_is_edited_as_original_and_follow_ups_by_id() {
        let voices = Voices::default();
        let game = GameId(9);
        let now = Instant::now();
        // A click on the table message 10 posts the next table, 11, as its follow-up.
        voices.heard(
            game,
            click("a", now - Duration::from_secs(30), Some(10), None),
        );
        voices.posted(game, "a", 11);
        assert_eq!(voices.to_edit(game, 10), editor("a", Edit::Original));
        assert_eq!(voices.to_edit(game, 11), editor("a", Edit::Followup));
        // A click on 11 acknowledged first (for its follow-up), then answered by an update:
        // its message is its `@original`, once.
        voices.heard(game, click("b", now, Some(11), None));
        voices.heard(game, click("b", now, Some(11), None));
        assert_eq!(
            voices.to_edit(game, 11),
            editor("b", Edit::Original),
            "the fresher token"
        );
        voices.posted(game, "b", 12);
        assert_eq!(voices.to_edit(game, 12), editor("b", Edit::Followup));
        assert_eq!(
            voices.to_edit(game, 10),
            editor("a", Edit::Original),
            "still a's"
        );
        // A click answered privately owns no public message: it edits only what it posts.
        voices.heard(game, click("c", now + Duration::from_secs(1), None, None));
        assert_eq!(voices.to_edit(game, 12), editor("b", Edit::Followup));
        voices.posted(game, "c", 13);
        assert_eq!(voices.to_edit(game, 13), editor("c", Edit::Followup));
        voices.forget(game, "b");
        assert_eq!(
            voices.to_edit(game, 11),
            editor("a", Edit::Followup),
            "by id, as a's follow-up"
        );
    }

    #[test]
    fn a_token_posts_while_it_lives_and_edits_only_what_it_owns() {
        let voices = Voices::default();
        let game = GameId(7);
        let now = Instant::now();
        assert_eq!(voices.to_post(game), None, "nobody clicked yet");
        voices.heard(
            game,
            click("old", now - Duration::from_secs(10 * 60), Some(1), None),
        );
        voices.heard(game, click("new", now, Some(2), None));
        assert_eq!(voices.to_post(game).as_deref(), Some("new"), "the freshest");
        assert_eq!(voices.to_edit(game, 1), editor("old", Edit::Original));
        assert_eq!(voices.to_edit(game, 2), editor("new", Edit::Original));
        assert_eq!(voices.to_edit(game, 3), None, "nobody's message");
        voices.posted(game, "old", 3);
        assert_eq!(
            voices.to_edit(game, 3),
            editor("old", Edit::Followup),
            "its follow-up"
        );
        voices.forget(game, "new");
        assert_eq!(voices.to_post(game).as_deref(), Some("old"));
        assert_eq!(voices.to_post(GameId(8)), None, "another game's");
    }

    #[test]
    fn a_token_near_its_end_is_not_used() {
        let voices = Voices::default();
        let game = GameId(1);
        let arrived = Instant::now() - (TOKEN_LIFE - TOKEN_MARGIN) - Duration::from_secs(1);
        voices.heard(game, click("late", arrived, Some(1), None));
        assert_eq!(voices.to_post(game), None);
        assert_eq!(voices.to_edit(game, 1), None);
    }

    #[test]
    fn a_game_keeps_its_freshest_tokens_only() {
        let voices = Voices::default();
        let game = GameId(1);
        let now = Instant::now();
        for i in 0..10u64 {
            voices.heard(
                game,
                click(
                    &format!("t{i}"),
                    now - Duration::from_secs(100 - i),
                    Some(i),
                    None,
                ),
            );
        }
        assert_eq!(voices.lock()[&1].len(), KEPT_PER_GAME);
        assert_eq!(voices.to_post(game).as_deref(), Some("t9"));
        assert_eq!(voices.to_edit(game, 0), None, "an older token is let go");
        assert!(!voices.channel_refuses(game), "no click said");
    }

    /// Sagrada's and Uzory's private panels: a run of clicks that own no public message keeps
    /// the token that may edit the table.
    #[test]
    fn clicks_on_private_panels_do_not_push_out_the_tables_editor() {
        let voices = Voices::default();
        let game = GameId(2);
        let now = Instant::now();
        voices.heard(
            game,
            click("table", now - Duration::from_secs(60), Some(5), None),
        );
        for i in 0..2 * KEPT_PER_GAME as u64 {
            let arrived = now - Duration::from_secs(50 - i);
            voices.heard(game, click(&format!("panel{i}"), arrived, None, None));
        }
        assert_eq!(voices.to_edit(game, 5), editor("table", Edit::Original));
        assert_eq!(voices.lock()[&2].len(), KEPT_PER_GAME + 1);
        let last = format!("panel{}", 2 * KEPT_PER_GAME - 1);
        assert_eq!(voices.to_post(game), Some(last), "the freshest posts");
    }

    /// The freshest click that showed the bot's permissions decides whether a channel post is
    /// tried: a click without them changes nothing, an older one is overruled.
    #[test]
    fn a_channel_post_is_not_tried_where_the_last_click_showed_it_refused() {
        let voices = Voices::default();
        let game = GameId(3);
        let now = Instant::now();
        voices.heard(
            game,
            click("a", now - Duration::from_secs(60), None, Some(true)),
        );
        assert!(!voices.channel_refuses(game));
        voices.heard(
            game,
            click("b", now - Duration::from_secs(30), None, Some(false)),
        );
        assert!(voices.channel_refuses(game));
        voices.heard(game, click("c", now, None, None));
        assert!(voices.channel_refuses(game), "a click that did not say");
        voices.heard(
            game,
            click("d", now + Duration::from_secs(1), None, Some(true)),
        );
        assert!(!voices.channel_refuses(game), "permission given back");
        assert!(!voices.channel_refuses(GameId(4)), "another game");
    }
}
