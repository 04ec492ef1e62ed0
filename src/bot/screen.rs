//! One message's worth of content, and how it is sent in each of Discord's ways.

use poise::serenity_prelude::{
    AttachmentId, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateEmbed,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, EditAttachments, EditInteractionResponse, EditMessage, EditWebhookMessage,
};

use serde_json::json;

use crate::present::Image;

/// The embed edge beside a picture, close to the pictures' background.
const PICTURE_FRAME: u32 = 0x262930;

#[derive(Default, Clone)]
pub struct Screen {
    pub content: String,
    pub images: Vec<Image>,
    pub rows: Vec<CreateActionRow>,
    pub embeds: Vec<CreateEmbed>,
    /// Users this message may notify; everyone else mentioned is not pinged.
    pub pings: Vec<u64>,
    /// A redraw that leaves the message's pictures as they are (a menu step: the words and
    /// buttons change, the pictures don't), so nothing is drawn or uploaded again: answered with
    /// [`Screen::update_words`] (or [`Screen::update_later`] once acknowledged).
    pub keep_pictures: bool,
    /// Pictures the edited message already has and keeps (by attachment id and file name),
    /// shown after this screen's own: a shrinking table message keeps the mover's board when
    /// the next one does not send it again (`boards.rs`). Only edits can keep them.
    pub kept: Vec<(u64, &'static str)>,
    /// Pictures of `images` the edited message shows already, byte for byte (by attachment id
    /// and file name, set by [`reuse_unchanged`](super::pictures::reuse_unchanged)): an edit
    /// lists them by id instead of uploading them again (issue 52). A new message ignores it.
    pub reused: Vec<(u64, &'static str)>,
}

impl Screen {
    pub(super) fn files(&self) -> Vec<CreateAttachment> {
        self.images
            .iter()
            .map(|i| {
                let file = CreateAttachment::bytes(i.png.clone(), i.name);
                match &i.alt {
                    Some(alt) => file.description(alt.clone()),
                    None => file,
                }
            })
            .collect()
    }

    /// The pictures an edit uploads: this screen's own, less those the message shows already.
    fn new_files(&self) -> Vec<CreateAttachment> {
        let reused = |name: &str| self.reused.iter().any(|(_, n)| *n == name);
        self.files()
            .into_iter()
            .zip(&self.images)
            .filter(|(_, image)| !reused(image.name))
            .map(|(file, _)| file)
            .collect()
    }

    /// This screen's pictures (kept, reused and new) in place of whatever a message had.
    fn attachments(&self) -> EditAttachments {
        let kept = self
            .kept
            .iter()
            .chain(&self.reused)
            .fold(EditAttachments::new(), |all, (id, _)| {
                all.keep(AttachmentId::new(*id))
            });
        self.new_files()
            .into_iter()
            .fold(kept, EditAttachments::add)
    }

    /// Whether this screen must be an edit (an update response drops a message's pictures).
    pub fn keeps_pictures(&self) -> bool {
        self.keep_pictures || !self.kept.is_empty()
    }

    /// The same, keeping the message's attachment `id`, a picture named `name`.
    pub fn keeping(mut self, kept: Option<(u64, &'static str)>) -> Screen {
        self.kept.extend(kept);
        self
    }

    /// The written embeds, then one embed per picture: stacked embeds show each picture at full
    /// width on a phone, where plain attachments would share one row.
    fn all_embeds(&self) -> Vec<CreateEmbed> {
        let names = self.images.iter().map(|i| i.name);
        self.embeds
            .iter()
            .cloned()
            .chain(
                names
                    .chain(self.kept.iter().map(|(_, name)| *name))
                    .map(|name| {
                        CreateEmbed::new()
                            .image(format!("attachment://{name}"))
                            .colour(PICTURE_FRAME)
                    }),
            )
            .collect()
    }

    fn mentions(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new().users(self.pings.iter().copied())
    }

    fn interaction_message(self) -> CreateInteractionResponseMessage {
        let files = self.files();
        let mut message = CreateInteractionResponseMessage::new()
            .embeds(self.all_embeds())
            .components(self.rows)
            .files(files)
            .allowed_mentions(CreateAllowedMentions::new());
        if !self.content.is_empty() {
            message = message.content(self.content);
        }
        message
    }

    /// Redraws the clicked message's words and buttons in one UPDATE_MESSAGE response (type 7)
    /// that names no embeds and no attachments, so Discord leaves its pictures as they are: for
    /// a screen that [`Screen::keep_pictures`] and adds none. Built by hand because serenity
    /// 0.12's update response always sends an attachment list, which drops them
    /// (serenity#3068).
    pub fn update_words(&self) -> serde_json::Value {
        let mut data = serde_json::json!({
            "components": self.rows,
            "allowed_mentions": CreateAllowedMentions::new(),
        });
        if !self.content.is_empty() {
            data["content"] = self.content.clone().into();
        }
        serde_json::json!({ "type": 7, "data": data })
    }

    /// Whether [`Screen::update_words`] shows this screen whole.
    pub fn words_only(&self) -> bool {
        self.keep_pictures && self.kept.is_empty() && self.images.is_empty()
    }

    /// [`Screen::update`] listing the pictures the message shows already
    /// ([`Screen::reused`]) by id, in one UPDATE_MESSAGE response (type 7) built by hand:
    /// serenity 0.12's update response cannot keep an attachment (serenity#3068). The body and
    /// the files to send with it; `None` when nothing is reused, or when more than one picture
    /// is new: serenity numbers only the files of its own builders (`files[n]`), so a file
    /// given here goes as `files[0]`.
    pub fn update_reusing(&self) -> Option<(serde_json::Value, Vec<CreateAttachment>)> {
        let files = self.new_files();
        if self.reused.is_empty() || files.len() > 1 || !self.kept.is_empty() {
            return None;
        }
        let kept = self
            .reused
            .iter()
            .map(|(id, _)| json!({ "id": id.to_string() }));
        let new = files.iter().map(|f| {
            let mut entry = json!({ "id": 0, "filename": f.filename });
            if let Some(alt) = &f.description {
                entry["description"] = alt.clone().into();
            }
            entry
        });
        let mut data = json!({
            "embeds": self.all_embeds(),
            "components": self.rows,
            "allowed_mentions": CreateAllowedMentions::new(),
            "attachments": kept.chain(new).collect::<Vec<_>>(),
        });
        if !self.content.is_empty() {
            data["content"] = self.content.clone().into();
        }
        Some((json!({ "type": 7, "data": data }), files))
    }

    /// Redraws the clicked message; its old pictures are replaced by this screen's.
    pub fn update(self) -> CreateInteractionResponse {
        CreateInteractionResponse::UpdateMessage(self.interaction_message())
    }

    /// A new message only the clicker sees.
    pub fn ephemeral(self) -> CreateInteractionResponse {
        CreateInteractionResponse::Message(self.interaction_message().ephemeral(true))
    }

    /// [`Screen::update`] for a click already acknowledged: redraws the clicked message. With
    /// [`Screen::keep_pictures`], its embeds and attachments are left out, and so stay.
    pub fn update_later(self) -> EditInteractionResponse {
        let mut message =
            EditInteractionResponse::new().allowed_mentions(CreateAllowedMentions::new());
        if !self.keep_pictures {
            message = message
                .embeds(self.all_embeds())
                .attachments(self.attachments());
        }
        if !self.content.is_empty() {
            message = message.content(self.content);
        }
        message.components(self.rows)
    }

    /// [`Screen::ephemeral`] for a click already acknowledged.
    pub fn ephemeral_later(self) -> CreateInteractionResponseFollowup {
        self.followup_allowing(CreateAllowedMentions::new())
            .ephemeral(true)
    }

    /// A private answer to a slash command (nobody pinged).
    pub fn private_reply(self) -> poise::CreateReply {
        let mut reply = poise::CreateReply::default()
            .ephemeral(true)
            .allowed_mentions(CreateAllowedMentions::new());
        for embed in self.all_embeds() {
            reply = reply.embed(embed);
        }
        for file in self.files() {
            reply = reply.attachment(file);
        }
        reply = reply.components(self.rows);
        if !self.content.is_empty() {
            reply = reply.content(self.content);
        }
        reply
    }

    /// A new channel message, pinging `pings`.
    pub fn post(self) -> CreateMessage {
        let mentions = self.mentions();
        let files = self.files();
        CreateMessage::new()
            .embeds(self.all_embeds())
            .content(self.content)
            .components(self.rows)
            .add_files(files)
            .allowed_mentions(mentions)
    }

    /// [`Screen::post`] as a click's public follow-up (not bound to Discord's global limit),
    /// pinging `pings`.
    pub fn followup(self) -> CreateInteractionResponseFollowup {
        let mentions = self.mentions();
        self.followup_allowing(mentions)
    }

    /// A click's follow-up carrying the whole screen, which may ping only `mentions`.
    fn followup_allowing(
        self,
        mentions: CreateAllowedMentions,
    ) -> CreateInteractionResponseFollowup {
        let files = self.files();
        let mut message = CreateInteractionResponseFollowup::new()
            .embeds(self.all_embeds())
            .add_files(files)
            .allowed_mentions(mentions);
        if !self.content.is_empty() {
            message = message.content(self.content);
        }
        message.components(self.rows)
    }

    /// [`Screen::edit`] through a click's token, for a message that click may edit.
    pub fn webhook_edit(self) -> EditWebhookMessage {
        EditWebhookMessage::new()
            .embeds(self.all_embeds())
            .attachments(self.attachments())
            .content(self.content)
            .components(self.rows)
            .allowed_mentions(CreateAllowedMentions::new())
    }

    /// [`Screen::webhook_edit`] of the clicked message itself, which a token edits as
    /// `@original` (Discord takes a token's edit by id for its follow-ups only).
    pub fn original_edit(self) -> EditInteractionResponse {
        EditInteractionResponse::new()
            .embeds(self.all_embeds())
            .attachments(self.attachments())
            .content(self.content)
            .components(self.rows)
            .allowed_mentions(CreateAllowedMentions::new())
    }

    /// Rewrites one of the bot's channel messages (pictures replaced, no pings).
    pub fn edit(self) -> EditMessage {
        EditMessage::new()
            .embeds(self.all_embeds())
            .attachments(self.attachments())
            .content(self.content)
            .components(self.rows)
            .allowed_mentions(CreateAllowedMentions::new())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_update_reusing_pictures_lists_them_by_id_and_uploads_the_new_one() {
        let image = |name, byte| crate::present::Image {
            name,
            png: vec![byte],
            alt: Some(format!("{name} alt")),
        };
        let mut screen = Screen {
            content: "table".into(),
            images: vec![image("table.png", 1), image("players.png", 2)],
            ..Screen::default()
        };
        assert!(screen.update_reusing().is_none(), "nothing reused");
        screen.reused = vec![(77, "table.png")];
        let (body, files) = screen.update_reusing().expect("one new picture");
        assert_eq!(body["type"], 7);
        assert_eq!(
            body["data"]["attachments"],
            json!([{ "id": "77" }, { "id": 0, "filename": "players.png", "description": "players.png alt" }])
        );
        let shown: Vec<_> = body["data"]["embeds"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|e| e["image"]["url"].clone())
            .collect();
        assert_eq!(
            shown,
            [
                json!("attachment://table.png"),
                json!("attachment://players.png")
            ],
            "the pictures in their order, kept or not"
        );
        assert_eq!(files.len(), 1);
        assert_eq!(files[0].filename, "players.png");
        assert_eq!(body["data"]["content"], "table");
        // Two new pictures are sent the ordinary way (serenity numbers the files).
        screen.images.push(image("board.png", 3));
        assert!(screen.update_reusing().is_none());
        // A new message uploads every picture.
        assert_eq!(screen.files().len(), 3);
    }

    #[test]
    fn a_menu_step_is_one_update_that_leaves_the_pictures_alone() {
        let step = Screen {
            content: "Which tile?".into(),
            keep_pictures: true,
            ..Screen::default()
        };
        assert!(step.words_only());
        let response = step.update_words();
        assert_eq!(response["type"], 7, "UPDATE_MESSAGE");
        let data = &response["data"];
        assert_eq!(data["content"], "Which tile?");
        // Fields left out are left as they are: the message keeps its embeds and pictures.
        assert!(data.get("embeds").is_none() && data.get("attachments").is_none());
        assert_eq!(data["allowed_mentions"]["parse"], serde_json::json!([]));
        // A screen that brings pictures of its own, or keeps only some, is not words only.
        let kept = step.clone().keeping(Some((5, "board.png")));
        assert!(!kept.words_only());
        let whole = Screen {
            keep_pictures: false,
            ..step
        };
        assert!(!whole.words_only());
    }
}
