//! What the fake records: REST requests as received, and its model of Discord messages.
#![allow(dead_code)]

use std::time::Duration;

use serde_json::Value;

/// One uploaded file of a multipart request (`files[n]` parts, or `file`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedFile {
    /// The multipart field name, e.g. `files[0]`.
    pub field: String,
    pub filename: String,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// One REST request received by the fake, in arrival order, with the answer it got.
#[derive(Clone, Debug)]
pub struct RecordedRequest {
    /// Position in the fake's request log (0-based); see `FakeDiscord::mark`.
    pub seq: usize,
    pub method: String,
    /// Full request path without the query string, e.g. `/api/v10/channels/1/messages`.
    pub path: String,
    /// Raw query string without `?`, if any (serenity writes e.g. `&wait=true`).
    pub query: Option<String>,
    /// The JSON body, or for multipart requests the parsed `payload_json` field.
    pub json: Option<Value>,
    pub files: Vec<RecordedFile>,
    /// HTTP status the fake answered with.
    pub status: u16,
    /// JSON body the fake answered with, if any.
    pub response: Option<Value>,
    /// Time since the fake started.
    pub at: Duration,
    /// The `Authorization` header (`Bot <token>`): which process sent it, when processes run
    /// with different tokens.
    pub authorization: Option<String>,
    /// The fault the fake gave instead of (or, when slow, besides) carrying the request out.
    pub fault: Option<super::faults::Fault>,
    /// Came through a CONNECT tunnel to discord.com (the bot with serenity's rate limiter on).
    pub tunnelled: bool,
    /// Refused with 429 because its route's rate limit (`FakeDiscord::limit_route`) was spent.
    pub over_limit: bool,
}

/// An attachment the fake keeps on a stored message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredAttachment {
    pub id: u64,
    pub filename: String,
    pub description: Option<String>,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// The fake's model of a Discord message (channel message, interaction response or follow-up).
#[derive(Clone, Debug)]
pub struct StoredMessage {
    pub id: u64,
    pub channel_id: u64,
    pub guild_id: Option<u64>,
    pub author_id: u64,
    pub content: String,
    /// JSON array of embed objects.
    pub embeds: Value,
    /// JSON array of top-level components (action rows).
    pub components: Value,
    pub attachments: Vec<StoredAttachment>,
    pub ephemeral: bool,
    /// For ephemeral messages: the only user who can see (and click) it.
    pub visible_to: Option<u64>,
    pub deleted: bool,
    /// A deferred "Bot is thinking..." placeholder not yet filled in.
    pub deferred: bool,
    /// Token of the interaction that created the message (responses and follow-ups).
    pub interaction_token: Option<String>,
    pub interaction_id: Option<u64>,
    /// Discord message type (0 default, 19 reply, 20 chat input command).
    pub kind: u8,
    pub flags: u64,
    /// How many times the message was edited after creation (filling a deferred placeholder
    /// does not count).
    pub edit_count: u32,
    pub edited_timestamp: Option<String>,
    /// `interaction_metadata` of messages created by an interaction response or follow-up.
    pub interaction_metadata: Option<Value>,
    pub message_reference: Option<Value>,
    /// Thread started from this message, if any.
    pub thread_id: Option<u64>,
    /// The full Discord JSON of the message as the fake last served it.
    pub json: Value,
}

impl StoredMessage {
    /// The message as Discord JSON (what `GET .../messages/{id}` answers).
    pub fn to_json(&self) -> Value {
        self.json.clone()
    }
    pub fn content(&self) -> String {
        self.content.clone()
    }
    pub fn is_ephemeral(&self) -> bool {
        self.ephemeral
    }
    pub fn embeds(&self) -> Vec<Value> {
        self.embeds.as_array().cloned().unwrap_or_default()
    }
    pub fn components(&self) -> Vec<Value> {
        self.components.as_array().cloned().unwrap_or_default()
    }
    /// Every `custom_id` in the message's components (buttons and select menus), in order.
    pub fn custom_ids(&self) -> Vec<String> {
        custom_ids_in(&self.components)
    }
    pub fn button_labels(&self) -> Vec<String> {
        button_labels_in(&self.components)
    }
    /// The component (button or select menu) with this custom id.
    pub fn component(&self, custom_id: &str) -> Option<Value> {
        find_component(&self.components, custom_id)
    }
    /// `(label, value)` pairs of the select menu with this custom id.
    pub fn select_options(&self, custom_id: &str) -> Vec<(String, String)> {
        select_options_of(self.component(custom_id).as_ref())
    }
    /// Content plus embed titles, descriptions, fields, authors and footers, newline-joined.
    pub fn text(&self) -> String {
        text_of(Some(&self.content), &self.embeds)
    }
    pub fn attachment_names(&self) -> Vec<String> {
        self.attachments
            .iter()
            .map(|a| a.filename.clone())
            .collect()
    }
    pub fn attachment(&self, filename: &str) -> Option<&StoredAttachment> {
        self.attachments.iter().find(|a| a.filename == filename)
    }
}

/// The value of `name` in a query string (serenity writes e.g. `&wait=true`).
pub fn query_param<'a>(query: Option<&'a str>, name: &str) -> Option<&'a str> {
    query
        .into_iter()
        .flat_map(|q| q.split('&'))
        .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
}

impl RecordedRequest {
    /// The value of `name` in the request's query string.
    pub fn query_param(&self, name: &str) -> Option<&str> {
        query_param(self.query.as_deref(), name)
    }
    /// The path with the `/api/v10` prefix removed, e.g. `/channels/1/messages`.
    pub fn route(&self) -> &str {
        self.path.strip_prefix("/api/v10").unwrap_or(&self.path)
    }
    /// Path segments after `/api/v10`.
    pub fn segments(&self) -> Vec<&str> {
        self.route().split('/').filter(|s| !s.is_empty()).collect()
    }
    /// Discord's JSON error `code` of the answer, if it was an error with one.
    pub fn error_code(&self) -> Option<u64> {
        self.response.as_ref()?.get("code")?.as_u64()
    }
    pub fn is_callback(&self) -> bool {
        let s = self.segments();
        s.len() == 4 && s[0] == "interactions" && s[3] == "callback"
    }
    /// For interaction callbacks: the interaction id in the path.
    pub fn interaction_id(&self) -> Option<u64> {
        let s = self.segments();
        if self.is_callback() {
            s[1].parse().ok()
        } else {
            None
        }
    }
    /// Interaction token in the path (callbacks and `/webhooks/{app}/{token}/...`).
    pub fn token(&self) -> Option<&str> {
        let s = self.segments();
        if self.is_callback() {
            return Some(s[2]);
        }
        if s.len() >= 3 && s[0] == "webhooks" {
            return Some(s[2]);
        }
        None
    }
    /// Interaction callback type (`4` message, `5` deferred, `6` deferred update, `7` update...).
    pub fn callback_type(&self) -> Option<u64> {
        if !self.is_callback() {
            return None;
        }
        self.json.as_ref()?.get("type")?.as_u64()
    }
    /// How an interaction was answered, as a callback type: the callback's own, or for the edit
    /// or follow-up that came after an acknowledgement, 7 (an update) or 4 (a message).
    pub fn answer_type(&self) -> Option<u64> {
        if self.is_callback() {
            return self.callback_type();
        }
        match self.method.as_str() {
            "PATCH" => Some(7),
            "POST" => Some(4),
            _ => None,
        }
    }
    /// The message payload: `data` of an interaction callback, otherwise the body itself.
    pub fn payload(&self) -> Option<&Value> {
        let json = self.json.as_ref()?;
        if self.is_callback() {
            json.get("data").filter(|d| !d.is_null())
        } else {
            Some(json)
        }
    }
    pub fn content(&self) -> String {
        self.payload()
            .and_then(|p| p.get("content"))
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    }
    pub fn flags(&self) -> u64 {
        self.payload()
            .and_then(|p| p.get("flags"))
            .and_then(Value::as_u64)
            .unwrap_or(0)
    }
    /// Whether the payload asks for an ephemeral message (flag 64).
    pub fn is_ephemeral(&self) -> bool {
        self.flags() & 64 != 0
    }
    pub fn embeds(&self) -> Vec<Value> {
        self.payload()
            .and_then(|p| p.get("embeds"))
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    }
    pub fn components(&self) -> Vec<Value> {
        self.payload()
            .and_then(|p| p.get("components"))
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    }
    pub fn custom_ids(&self) -> Vec<String> {
        custom_ids_in(&Value::Array(self.components()))
    }
    pub fn button_labels(&self) -> Vec<String> {
        button_labels_in(&Value::Array(self.components()))
    }
    pub fn component(&self, custom_id: &str) -> Option<Value> {
        find_component(&Value::Array(self.components()), custom_id)
    }
    pub fn select_options(&self, custom_id: &str) -> Vec<(String, String)> {
        select_options_of(self.component(custom_id).as_ref())
    }
    /// Content plus embed titles, descriptions, fields, authors and footers, newline-joined.
    pub fn text(&self) -> String {
        let content = self.content();
        text_of(Some(&content), &Value::Array(self.embeds()))
    }
    pub fn file_names(&self) -> Vec<String> {
        self.files.iter().map(|f| f.filename.clone()).collect()
    }
    pub fn file(&self, filename: &str) -> Option<&RecordedFile> {
        self.files.iter().find(|f| f.filename == filename)
    }
}

/// Walks components (action rows and anything nested under `components`) depth-first.
pub fn walk_components<'a>(value: &'a Value, out: &mut Vec<&'a Value>) {
    match value {
        Value::Array(items) => items.iter().for_each(|v| walk_components(v, out)),
        Value::Object(map) => {
            out.push(value);
            if let Some(children) = map.get("components") {
                walk_components(children, out);
            }
            if let Some(accessory) = map.get("accessory") {
                walk_components(accessory, out);
            }
        }
        _ => {}
    }
}

pub fn custom_ids_in(components: &Value) -> Vec<String> {
    let mut all = Vec::new();
    walk_components(components, &mut all);
    all.iter()
        .filter_map(|c| c.get("custom_id").and_then(Value::as_str))
        .map(str::to_string)
        .collect()
}

pub fn button_labels_in(components: &Value) -> Vec<String> {
    let mut all = Vec::new();
    walk_components(components, &mut all);
    all.iter()
        .filter(|c| c.get("type").and_then(Value::as_u64) == Some(2))
        .filter_map(|c| c.get("label").and_then(Value::as_str))
        .map(str::to_string)
        .collect()
}

pub fn find_component(components: &Value, custom_id: &str) -> Option<Value> {
    let mut all = Vec::new();
    walk_components(components, &mut all);
    all.into_iter()
        .find(|c| c.get("custom_id").and_then(Value::as_str) == Some(custom_id))
        .cloned()
}

fn select_options_of(component: Option<&Value>) -> Vec<(String, String)> {
    let Some(options) = component
        .and_then(|c| c.get("options"))
        .and_then(Value::as_array)
    else {
        return Vec::new();
    };
    options
        .iter()
        .map(|o| {
            let s = |k: &str| {
                o.get(k)
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_string()
            };
            (s("label"), s("value"))
        })
        .collect()
}

/// Content and the human-readable parts of embeds, one piece per line.
pub fn text_of(content: Option<&str>, embeds: &Value) -> String {
    let mut parts: Vec<String> = Vec::new();
    if let Some(c) = content.filter(|c| !c.is_empty()) {
        parts.push(c.to_string());
    }
    let str_at = |v: &Value, path: &[&str]| -> Option<String> {
        let mut cur = v;
        for key in path {
            cur = cur.get(*key)?;
        }
        cur.as_str().map(str::to_string)
    };
    for embed in embeds.as_array().into_iter().flatten() {
        parts.extend(str_at(embed, &["author", "name"]));
        parts.extend(str_at(embed, &["title"]));
        parts.extend(str_at(embed, &["description"]));
        for field in embed
            .get("fields")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            parts.extend(str_at(field, &["name"]));
            parts.extend(str_at(field, &["value"]));
        }
        parts.extend(str_at(embed, &["footer", "text"]));
    }
    parts.join("\n")
}

/// Width and height of a PNG image, read from its IHDR chunk.
pub fn png_dimensions(bytes: &[u8]) -> Option<(u32, u32)> {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    if bytes.len() < 24 || &bytes[..8] != SIGNATURE || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let w = u32::from_be_bytes(bytes[16..20].try_into().ok()?);
    let h = u32::from_be_bytes(bytes[20..24].try_into().ok()?);
    Some((w, h))
}
