//! The fake's REST API: routing, Discord's message/interaction semantics, payload checks.
#![allow(dead_code)]

use std::collections::HashSet;
use std::time::Instant;

use serde_json::{json, Map, Value};

use super::fake_discord::{ChannelInfo, State, APPLICATION_ID, BOT_USER_ID, OWNER_USER_ID};
use super::model::{png_dimensions, query_param, RecordedFile, StoredAttachment, StoredMessage};
use super::snowflake;

/// What the fake answers.
pub(crate) enum Reply {
    Json(u16, Value),
    Empty(u16),
    Bytes(u16, String, Vec<u8>),
}

type Res<T> = Result<T, Reply>;

impl Reply {
    /// A Discord JSON error: `{"message": ..., "code": ...}`.
    pub fn error(status: u16, code: u64, message: &str) -> Reply {
        Reply::Json(status, json!({"message": message, "code": code}))
    }
    /// Discord's 400 "Invalid Form Body" (50035) with one error at a dotted `path`.
    pub fn form_error(path: &str, code: &str, message: &str) -> Reply {
        let mut errors = json!({"_errors": [{"code": code, "message": message}]});
        for key in path.split('.').filter(|k| !k.is_empty()).rev() {
            let mut wrapper = Map::new();
            wrapper.insert(key.to_string(), errors);
            errors = Value::Object(wrapper);
        }
        Reply::Json(
            400,
            json!({"message": "Invalid Form Body", "code": 50035, "errors": errors}),
        )
    }
    fn ok(value: Value) -> Reply {
        Reply::Json(200, value)
    }
}

fn unknown_route() -> Reply {
    Reply::error(404, 0, "Unknown route")
}
fn unknown_message() -> Reply {
    Reply::error(404, 10008, "Unknown Message")
}
fn unknown_channel() -> Reply {
    Reply::error(404, 10003, "Unknown Channel")
}
fn unknown_webhook() -> Reply {
    Reply::error(404, 10015, "Unknown Webhook")
}
fn unknown_interaction() -> Reply {
    Reply::error(404, 10062, "Unknown interaction")
}

fn too_long(path: &str, max: usize) -> Reply {
    Reply::form_error(
        path,
        "BASE_TYPE_MAX_LENGTH",
        &format!("Must be {max} or fewer in length."),
    )
}

fn parse_id(s: &str) -> Option<u64> {
    s.parse().ok()
}

/// Snowflake from a JSON string or number.
fn id_of(v: Option<&Value>) -> Option<u64> {
    match v? {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    }
}

fn chars(v: Option<&Value>) -> usize {
    v.and_then(Value::as_str).map_or(0, |s| s.chars().count())
}

/// The bot's user object.
pub fn bot_user_json() -> Value {
    json!({
        "id": BOT_USER_ID.to_string(),
        "username": "Vitrail",
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
        "banner": null,
        "accent_color": null,
        "bot": true,
        "system": false,
        "mfa_enabled": false,
        "verified": true,
        "email": null,
        "locale": "en-US",
        "flags": 0,
        "public_flags": 0,
        "premium_type": 0,
    })
}

fn owner_user_json() -> Value {
    json!({
        "id": OWNER_USER_ID.to_string(),
        "username": "owner",
        "discriminator": "0",
        "global_name": "Owner",
        "avatar": null,
        "public_flags": 0,
        "flags": 0,
    })
}

fn application_json() -> Value {
    json!({
        "id": APPLICATION_ID.to_string(),
        "name": "Vitrail (fake)",
        "icon": null,
        "description": "",
        "summary": "",
        "type": null,
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": owner_user_json(),
        "bot": bot_user_json(),
        "verify_key": "0000000000000000000000000000000000000000000000000000000000000000",
        "team": null,
        "flags": 0,
        "hook": true,
        "is_monetized": false,
        "redirect_uris": [],
        "interactions_endpoint_url": null,
        "role_connections_verification_url": null,
        "tags": [],
        "approximate_guild_count": 1,
        "approximate_user_install_count": 0,
    })
}

/// Locales Discord accepts as keys of `name_localizations` / `description_localizations`.
pub const DISCORD_LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// What the fake remembers about an interaction it sent.
pub(crate) struct InteractionRecord {
    pub id: u64,
    pub token: String,
    /// Interaction type: 2 command, 3 component, 4 autocomplete, 5 modal submit.
    pub kind: u8,
    pub channel_id: u64,
    pub guild_id: Option<u64>,
    pub user: Value,
    pub user_id: u64,
    /// For components (and modals opened from one): the message the component was on.
    pub message_id: Option<u64>,
    pub message_json: Option<Value>,
    pub command_name: Option<String>,
    pub payload: Value,
    pub sent_at: Instant,
    /// Callback type once answered.
    pub response_type: Option<u64>,
    /// The message `@original` refers to.
    pub original_message_id: Option<u64>,
    /// Authorized by a user's install only (`authorizing_integration_owners` holds `"1"` and
    /// not `"0"`): Discord allows 5 follow-ups.
    pub user_install_only: bool,
    /// Follow-up messages created through the token so far.
    pub followups: usize,
}

/// Discord's follow-up limit where an app is only installed to a user.
pub(crate) const USER_INSTALL_FOLLOWUP_LIMIT: usize = 5;

impl InteractionRecord {
    pub fn from_payload(v: &Value) -> Result<Self, String> {
        let id = id_of(v.get("id")).ok_or("interaction without id")?;
        let token = v
            .get("token")
            .and_then(Value::as_str)
            .ok_or("interaction without token")?
            .to_string();
        let user = v
            .pointer("/member/user")
            .or_else(|| v.get("user"))
            .cloned()
            .unwrap_or(Value::Null);
        let message_json = v.get("message").filter(|m| m.is_object()).cloned();
        let owners = v.get("authorizing_integration_owners");
        let user_install_only =
            owners.is_some_and(|o| o.get("1").is_some() && o.get("0").is_none());
        Ok(InteractionRecord {
            id,
            token,
            kind: v.get("type").and_then(Value::as_u64).unwrap_or(0) as u8,
            channel_id: id_of(v.get("channel_id")).ok_or("interaction without channel_id")?,
            guild_id: id_of(v.get("guild_id")),
            user_id: id_of(user.get("id")).unwrap_or(0),
            user,
            message_id: message_json.as_ref().and_then(|m| id_of(m.get("id"))),
            message_json,
            command_name: v
                .pointer("/data/name")
                .and_then(Value::as_str)
                .map(str::to_string),
            payload: v.clone(),
            sent_at: Instant::now(),
            response_type: None,
            original_message_id: None,
            user_install_only,
            followups: 0,
        })
    }

    /// `interaction_metadata` for messages this interaction creates.
    fn metadata(&self, original: Option<u64>) -> Option<Value> {
        let owners = match (
            self.payload.get("authorizing_integration_owners"),
            self.guild_id,
        ) {
            (Some(o), _) => o.clone(),
            (None, Some(g)) => json!({"0": g.to_string()}),
            (None, None) => json!({"1": self.user_id.to_string()}),
        };
        let mut meta = json!({
            "id": self.id.to_string(),
            "type": self.kind,
            "user": self.user,
            "authorizing_integration_owners": owners,
        });
        match self.kind {
            2 => {
                meta["name"] = json!(self.command_name);
                meta["command_type"] = json!(1);
            }
            3 => meta["interacted_message_id"] = json!(self.message_id?.to_string()),
            _ => return None,
        }
        if let Some(o) = original {
            meta["original_response_message_id"] = json!(o.to_string());
        }
        Some(meta)
    }
}

/// Parameters of a message about to be created.
struct NewMessage<'a> {
    channel_id: u64,
    guild_id: Option<u64>,
    payload: Option<&'a Value>,
    files: &'a [RecordedFile],
    ephemeral_to: Option<u64>,
    interaction: Option<(u64, String)>,
    metadata: Option<Value>,
    kind: u8,
    deferred: bool,
}

impl State {
    pub(crate) fn route(
        &mut self,
        method: &str,
        path: &str,
        query: Option<&str>,
        json: Option<&Value>,
        files: &[RecordedFile],
    ) -> Reply {
        if let Some(rest) = path.strip_prefix("/attachments/") {
            return self.serve_attachment(method, rest);
        }
        let Some(route) = path.strip_prefix("/api/v10/") else {
            return unknown_route();
        };
        let segs: Vec<&str> = route.split('/').filter(|s| !s.is_empty()).collect();
        // Where the app is only installed to a user the bot user is no member: no channel route
        // works there, only the interaction endpoints.
        if let ["channels", ch, ..] = segs.as_slice() {
            if parse_id(ch).is_some_and(|c| self.without_bot.contains(&c)) {
                return Reply::error(403, 50001, "Missing Access");
            }
        }
        let body = json.unwrap_or(&Value::Null);
        let result = match (method, segs.as_slice()) {
            ("GET", ["gateway"]) => Ok(Reply::ok(json!({"url": self.gateway_url}))),
            ("GET", ["gateway", "bot"]) => Ok(Reply::ok(json!({
                "url": self.gateway_url,
                "shards": 1,
                "session_start_limit": {
                    "total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1
                }
            }))),
            ("GET", ["users", "@me"]) => Ok(Reply::ok(bot_user_json())),
            ("POST", ["users", "@me", "channels"]) => Ok(self.open_dm(body)),
            ("GET", ["oauth2", "applications", "@me"]) => Ok(Reply::ok(application_json())),
            (m, ["applications", app, "commands"]) => self.commands(m, app, None, body),
            (m, ["applications", app, "guilds", guild, "commands"]) => {
                self.commands(m, app, Some(guild), body)
            }
            ("POST", ["interactions", id, token, "callback"]) => {
                let with_response = query_param(query, "with_response") == Some("true");
                self.callback(id, token, body, files, with_response)
            }
            ("POST", ["webhooks", app, token]) => self.followup(app, token, json, files),
            (m, ["webhooks", app, token, "messages", mid]) => {
                self.webhook_message(m, app, token, mid, json, files)
            }
            ("GET", ["channels", ch]) => self.get_channel(ch),
            ("GET", ["channels", ch, "messages"]) => self.list_messages(ch, query),
            ("POST", ["channels", ch, "messages"]) => self.channel_post(ch, json, files),
            (m, ["channels", ch, "messages", mid]) => self.channel_message(m, ch, mid, json, files),
            ("POST", ["channels", ch, "threads"]) => self.create_thread(ch, None, body),
            ("POST", ["channels", ch, "messages", mid, "threads"]) => {
                self.create_thread(ch, Some(mid), body)
            }
            ("POST", ["channels", ch, "typing"])
            | ("PUT", ["channels", ch, "thread-members", "@me"]) => {
                self.known_channel(ch).map(|_| Reply::Empty(204))
            }
            _ => Err(unknown_route()),
        };
        result.unwrap_or_else(|e| e)
    }

    // ----- commands -----------------------------------------------------------------------

    fn commands(
        &mut self,
        method: &str,
        app: &str,
        guild: Option<&str>,
        body: &Value,
    ) -> Res<Reply> {
        if parse_id(app) != Some(APPLICATION_ID) {
            return Err(Reply::error(404, 10002, "Unknown Application"));
        }
        let guild = match guild {
            None => None,
            Some(g) => {
                let g = parse_id(g).ok_or_else(unknown_route)?;
                if !self.guilds.contains(&g) {
                    return Err(Reply::error(403, 50001, "Missing Access"));
                }
                Some(g)
            }
        };
        match method {
            "GET" => Ok(Reply::ok(Value::Array(self.command_list(guild).clone()))),
            "PUT" => {
                let list = body
                    .as_array()
                    .ok_or_else(|| Reply::form_error("", "BASE_TYPE_ARRAY", "Must be an array."))?;
                validate_command_list(list)?;
                let echoed: Vec<Value> = list.iter().map(|c| self.echo_command(guild, c)).collect();
                *self.command_list(guild) = echoed.clone();
                Ok(Reply::ok(Value::Array(echoed)))
            }
            "POST" => {
                validate_command(body, "")?;
                let echoed = self.echo_command(guild, body);
                let list = self.command_list(guild);
                let key = |c: &Value| (c.get("name").cloned(), c.get("type").cloned());
                let existed = list.iter().position(|c| key(c) == key(&echoed));
                match existed {
                    Some(i) => list[i] = echoed.clone(),
                    None => list.push(echoed.clone()),
                }
                Ok(Reply::Json(
                    if existed.is_some() { 200 } else { 201 },
                    echoed,
                ))
            }
            _ => Err(unknown_route()),
        }
    }

    fn command_list(&mut self, guild: Option<u64>) -> &mut Vec<Value> {
        match guild {
            None => &mut self.global_commands,
            Some(g) => self.guild_commands.entry(g).or_default(),
        }
    }

    pub(crate) fn find_command(&self, guild: u64, name: &str) -> Option<Value> {
        let by_name = |cmds: &Vec<Value>| {
            cmds.iter()
                .find(|c| {
                    c.get("name").and_then(Value::as_str) == Some(name)
                        && c.get("type").and_then(Value::as_u64) == Some(1)
                })
                .cloned()
        };
        self.guild_commands
            .get(&guild)
            .and_then(by_name)
            .or_else(|| by_name(&self.global_commands))
    }

    /// The command object Discord answers with for a registered command.
    fn echo_command(&mut self, guild: Option<u64>, cmd: &Value) -> Value {
        let mut out = cmd.as_object().cloned().unwrap_or_default();
        let kind = out.get("type").and_then(Value::as_u64).unwrap_or(1);
        let name = out
            .get("name")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        let id = *self
            .command_ids
            .entry((guild, format!("{kind}:{name}")))
            .or_insert_with(snowflake::next);
        out.insert("id".into(), json!(id.to_string()));
        out.insert("application_id".into(), json!(APPLICATION_ID.to_string()));
        out.insert("version".into(), json!(snowflake::next().to_string()));
        out.insert("type".into(), json!(kind));
        if let Some(g) = guild {
            out.insert("guild_id".into(), json!(g.to_string()));
        }
        for (key, default) in [
            ("description", json!("")),
            ("default_member_permissions", Value::Null),
            ("nsfw", json!(false)),
            ("integration_types", json!([0])),
            ("contexts", Value::Null),
        ] {
            let missing = out.get(key).is_none_or(Value::is_null);
            if missing {
                out.insert(key.into(), default);
            }
        }
        if guild.is_none() && out.get("dm_permission").is_none_or(Value::is_null) {
            out.insert("dm_permission".into(), json!(true));
        }
        if kind == 1 && out.get("options").is_none_or(Value::is_null) {
            out.insert("options".into(), json!([]));
        }
        Value::Object(out)
    }

    // ----- interactions -------------------------------------------------------------------

    fn callback(
        &mut self,
        id: &str,
        token: &str,
        body: &Value,
        files: &[RecordedFile],
        with_response: bool,
    ) -> Res<Reply> {
        let id = parse_id(id).ok_or_else(unknown_interaction)?;
        let rec = self.interactions.get(&id).ok_or_else(unknown_interaction)?;
        if rec.token != token {
            return Err(unknown_interaction());
        }
        if let Some(deadline) = self.interaction_deadline {
            if rec.sent_at.elapsed() > deadline {
                return Err(unknown_interaction());
            }
        }
        if rec.response_type.is_some() {
            return Err(Reply::error(
                400,
                40060,
                "Interaction has already been acknowledged.",
            ));
        }
        let kind = rec.kind;
        let Some(t) = body.get("type").and_then(Value::as_u64) else {
            return Err(Reply::form_error(
                "type",
                "BASE_TYPE_REQUIRED",
                "This field is required",
            ));
        };
        let data = body.get("data").filter(|d| !d.is_null());
        let invalid_type = || {
            Reply::form_error(
                "type",
                "INTERACTION_RESPONSE_TYPE_INVALID",
                "Interaction response type is not valid for this interaction",
            )
        };
        let (channel_id, guild_id, user_id) = (rec.channel_id, rec.guild_id, rec.user_id);
        let token = rec.token.clone();
        let component_message = rec.message_id;
        let metadata = rec.metadata(None);
        let message_kind = if kind == 2 { 20 } else { 0 };
        let flags = data
            .and_then(|d| d.get("flags"))
            .and_then(Value::as_u64)
            .unwrap_or(0);
        let ephemeral_to = (flags & 64 != 0).then_some(user_id);

        let original = match t {
            4 | 5 if kind == 4 => return Err(invalid_type()),
            4 => {
                if let Some(d) = data {
                    validate_payload(d, "data")?;
                }
                let new_id = self.create_message(NewMessage {
                    channel_id,
                    guild_id,
                    payload: data,
                    files,
                    ephemeral_to,
                    interaction: Some((id, token)),
                    metadata,
                    kind: message_kind,
                    deferred: false,
                })?;
                Some(new_id)
            }
            5 => Some(self.create_message(NewMessage {
                channel_id,
                guild_id,
                payload: None,
                files: &[],
                ephemeral_to,
                interaction: Some((id, token)),
                metadata,
                kind: message_kind,
                deferred: true,
            })?),
            6 | 7 => {
                let Some(target) = component_message else {
                    return Err(invalid_type());
                };
                self.ensure_imported(id);
                if t == 7 {
                    if let Some(d) = data {
                        validate_payload(d, "data")?;
                    }
                    self.edit_message(target, data, files)?;
                }
                Some(target)
            }
            8 => {
                if kind != 4 {
                    return Err(invalid_type());
                }
                None
            }
            9 => {
                if !matches!(kind, 2 | 3) {
                    return Err(invalid_type());
                }
                validate_modal(data)?;
                None
            }
            _ => return Err(invalid_type()),
        };
        if let Some(rec) = self.interactions.get_mut(&id) {
            rec.response_type = Some(t);
            rec.original_message_id = original;
        }
        if !with_response {
            return Ok(Reply::Empty(204));
        }
        // Discord's interaction callback response: the message, for the types that make or
        // change one.
        let message = original
            .filter(|_| matches!(t, 4 | 7))
            .and_then(|mid| self.message(mid).map(|m| m.json.clone()));
        let mut resource = json!({ "type": t });
        if let Some(message) = message {
            resource["message"] = message;
        }
        Ok(Reply::ok(json!({
            "interaction": {
                "id": id.to_string(),
                "type": kind,
                "response_message_id": original.map(|m| m.to_string()),
                "response_message_ephemeral": ephemeral_to.is_some(),
            },
            "resource": resource,
        })))
    }

    /// If a component's message is not in the store (a test built it by hand), import it.
    fn ensure_imported(&mut self, interaction_id: u64) {
        let Some(rec) = self.interactions.get(&interaction_id) else {
            return;
        };
        let (Some(mid), Some(json)) = (rec.message_id, rec.message_json.clone()) else {
            return;
        };
        if self.message_index.contains_key(&mid) {
            return;
        }
        let flags = json.get("flags").and_then(Value::as_u64).unwrap_or(0);
        let message = StoredMessage {
            id: mid,
            channel_id: id_of(json.get("channel_id")).unwrap_or(rec.channel_id),
            guild_id: rec.guild_id,
            author_id: id_of(json.pointer("/author/id")).unwrap_or(BOT_USER_ID),
            content: json
                .get("content")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .into(),
            embeds: json.get("embeds").cloned().unwrap_or_else(|| json!([])),
            components: json.get("components").cloned().unwrap_or_else(|| json!([])),
            attachments: Vec::new(),
            ephemeral: flags & 64 != 0,
            visible_to: (flags & 64 != 0).then_some(rec.user_id),
            deleted: false,
            deferred: false,
            interaction_token: None,
            interaction_id: None,
            kind: json.get("type").and_then(Value::as_u64).unwrap_or(0) as u8,
            flags,
            edit_count: 0,
            edited_timestamp: None,
            interaction_metadata: None,
            message_reference: None,
            thread_id: None,
            json: json.clone(),
        };
        self.insert_message(message);
    }

    fn record_by_token(&self, app: &str, token: &str) -> Res<&InteractionRecord> {
        if parse_id(app) != Some(APPLICATION_ID) {
            return Err(unknown_webhook());
        }
        let id = self.tokens.get(token).ok_or_else(unknown_webhook)?;
        let rec = self.interactions.get(id).ok_or_else(unknown_webhook)?;
        if rec.sent_at.elapsed() > self.token_life {
            return Err(Reply::error(401, 50027, "Invalid Webhook Token"));
        }
        Ok(rec)
    }

    fn followup(
        &mut self,
        app: &str,
        token: &str,
        json: Option<&Value>,
        files: &[RecordedFile],
    ) -> Res<Reply> {
        let rec = self.record_by_token(app, token)?;
        if rec.response_type.is_none() {
            // Follow-ups need the initial response first.
            return Err(unknown_webhook());
        }
        if rec.user_install_only && rec.followups >= USER_INSTALL_FOLLOWUP_LIMIT {
            return Err(Reply::error(
                400,
                40094,
                "This interaction has hit the maximum number of follow up messages",
            ));
        }
        let id = rec.id;
        let response_type = rec.response_type;
        let original = rec.original_message_id;
        let (channel_id, guild_id, user_id, kind) =
            (rec.channel_id, rec.guild_id, rec.user_id, rec.kind);
        let metadata = rec.metadata(original);
        if let Some(p) = json {
            validate_payload(p, "")?;
        }
        // After a deferred response (type 5), Discord still lets the first follow-up replace the
        // loading message, but documents it as deprecated: the answer must edit `@original`
        // (PATCH). The fake refuses it, so every deferred path is checked.
        if let (Some(5), Some(orig)) = (response_type, original) {
            if self.message(orig).is_some_and(|m| m.deferred && !m.deleted) {
                return Err(Reply::error(
                    400,
                    50035,
                    "The first reply after a deferred response must edit @original \
                     (deprecated follow-up refused by the fake)",
                ));
            }
        }
        let flags = json
            .and_then(|p| p.get("flags"))
            .and_then(Value::as_u64)
            .unwrap_or(0);
        let new_id = self.create_message(NewMessage {
            channel_id,
            guild_id,
            payload: json,
            files,
            ephemeral_to: (flags & 64 != 0).then_some(user_id),
            interaction: Some((id, token.to_string())),
            metadata,
            kind: if kind == 2 { 20 } else { 0 },
            deferred: false,
        })?;
        if let Some(rec) = self.interactions.get_mut(&id) {
            rec.followups += 1;
        }
        Ok(Reply::ok(
            self.message(new_id)
                .map(|m| m.json.clone())
                .unwrap_or_default(),
        ))
    }

    fn webhook_message(
        &mut self,
        method: &str,
        app: &str,
        token: &str,
        mid: &str,
        json: Option<&Value>,
        files: &[RecordedFile],
    ) -> Res<Reply> {
        let rec = self.record_by_token(app, token)?;
        let target = if mid == "@original" {
            rec.original_message_id.ok_or_else(unknown_message)?
        } else {
            // "Edit Followup Message": by id, a token reaches only the follow-ups it posted.
            // Its original response, and the message a click was on, are `@original` only; the
            // fake refuses them by id as Discord answers a message it does not find there.
            let m = parse_id(mid).ok_or_else(unknown_message)?;
            let followup = rec.original_message_id != Some(m)
                && self
                    .message(m)
                    .is_some_and(|msg| msg.interaction_token.as_deref() == Some(token));
            if !followup {
                return Err(unknown_message());
            }
            m
        };
        if self.message(target).is_none_or(|m| m.deleted) {
            return Err(unknown_message());
        }
        match method {
            "GET" => Ok(Reply::ok(
                self.message(target)
                    .map(|m| m.json.clone())
                    .unwrap_or_default(),
            )),
            "PATCH" => {
                if let Some(p) = json {
                    validate_payload(p, "")?;
                }
                self.edit_message(target, json, files)?;
                Ok(Reply::ok(
                    self.message(target)
                        .map(|m| m.json.clone())
                        .unwrap_or_default(),
                ))
            }
            "DELETE" => {
                self.delete_message(target);
                Ok(Reply::Empty(204))
            }
            _ => Err(unknown_route()),
        }
    }

    // ----- channels -----------------------------------------------------------------------

    fn known_channel(&self, ch: &str) -> Res<(u64, ChannelInfo)> {
        let id = parse_id(ch).ok_or_else(unknown_channel)?;
        let info = self.channels.get(&id).ok_or_else(unknown_channel)?;
        Ok((id, info.clone()))
    }

    pub(crate) fn channel_json_of(&self, id: u64, info: &ChannelInfo) -> Value {
        self.channel_json(id, info)
    }

    fn channel_json(&self, id: u64, info: &ChannelInfo) -> Value {
        let mut v = json!({
            "id": id.to_string(),
            "type": info.kind,
            "guild_id": info.guild_id.to_string(),
            "name": info.name,
            "parent_id": info.parent_id.map(|p| p.to_string()),
            "position": 0,
            "permission_overwrites": [],
            "nsfw": false,
            "topic": null,
            "last_message_id": null,
            "rate_limit_per_user": 0,
            "flags": 0,
        });
        if matches!(info.kind, 10..=12) {
            v["owner_id"] = json!(BOT_USER_ID.to_string());
            v["member_count"] = json!(1);
            v["message_count"] = json!(0);
            v["total_message_sent"] = json!(0);
            v["thread_metadata"] = json!({
                "archived": false,
                "auto_archive_duration": 1440,
                "archive_timestamp": info.created,
                "locked": false,
                "create_timestamp": info.created,
            });
            if let Some(o) = v.as_object_mut() {
                o.remove("permission_overwrites");
                o.remove("position");
                o.remove("topic");
            }
        }
        v
    }

    fn get_channel(&self, ch: &str) -> Res<Reply> {
        let (id, info) = self.known_channel(ch)?;
        Ok(Reply::ok(self.channel_json(id, &info)))
    }

    fn list_messages(&self, ch: &str, query: Option<&str>) -> Res<Reply> {
        let (id, _) = self.known_channel(ch)?;
        let limit = query_param(query, "limit")
            .and_then(|l| l.parse::<usize>().ok())
            .unwrap_or(50);
        let list: Vec<Value> = self
            .messages
            .iter()
            .rev()
            .filter(|m| m.channel_id == id && !m.deleted && !m.ephemeral)
            .take(limit)
            .map(|m| m.json.clone())
            .collect();
        Ok(Reply::ok(Value::Array(list)))
    }

    fn channel_post(
        &mut self,
        ch: &str,
        json: Option<&Value>,
        files: &[RecordedFile],
    ) -> Res<Reply> {
        let (channel_id, info) = self.known_channel(ch)?;
        if let Some(p) = json {
            validate_payload(p, "")?;
        }
        self.may_post(channel_id, &info, !files.is_empty())?;
        let nonce = json
            .filter(|p| p.get("enforce_nonce").and_then(Value::as_bool) == Some(true))
            .and_then(|p| p.get("nonce"))
            .map(|n| (channel_id, n.to_string()));
        if let Some(&first) = nonce.as_ref().and_then(|n| self.nonces.get(n)) {
            // Discord's de-duplication: the same nonce again gets the first message back.
            return Ok(Reply::ok(
                self.message(first)
                    .map(|m| m.json.clone())
                    .unwrap_or_default(),
            ));
        }
        let reference = json
            .and_then(|p| p.get("message_reference"))
            .filter(|r| !r.is_null());
        if let Some(r) = reference {
            let target = id_of(r.get("message_id"));
            let exists = target
                .and_then(|t| self.message(t))
                .is_some_and(|m| !m.deleted && !m.ephemeral);
            let fail = r
                .get("fail_if_not_exists")
                .and_then(Value::as_bool)
                .unwrap_or(true);
            if !exists && fail {
                return Err(Reply::form_error(
                    "message_reference",
                    "MESSAGE_REFERENCE_UNKNOWN_MESSAGE",
                    "Unknown message",
                ));
            }
        }
        let id = self.create_message(NewMessage {
            channel_id,
            guild_id: (info.kind != 1).then_some(info.guild_id),
            payload: json,
            files,
            ephemeral_to: None,
            interaction: None,
            metadata: None,
            kind: if reference.is_some() { 19 } else { 0 },
            deferred: false,
        })?;
        if let Some(nonce) = nonce {
            self.nonces.insert(nonce, id);
        }
        Ok(Reply::ok(
            self.message(id).map(|m| m.json.clone()).unwrap_or_default(),
        ))
    }

    /// 403 Missing Permissions (50013) when a test took away what posting here needs.
    fn may_post(&self, channel: u64, info: &ChannelInfo, files: bool) -> Res<()> {
        use super::interactions::perms;
        let Some(&have) = self.bot_permissions.get(&channel) else {
            return Ok(());
        };
        let send = if matches!(info.kind, 10..=12) {
            perms::SEND_MESSAGES_IN_THREADS
        } else {
            perms::SEND_MESSAGES
        };
        let needed = perms::VIEW_CHANNEL | send | if files { perms::ATTACH_FILES } else { 0 };
        if have & needed == needed {
            Ok(())
        } else {
            Err(Reply::error(403, 50013, "Missing Permissions"))
        }
    }

    /// `POST /users/@me/channels`: a direct-message channel with one person.
    fn open_dm(&mut self, body: &Value) -> Reply {
        let Some(recipient) = id_of(body.get("recipient_id")) else {
            return Reply::form_error(
                "recipient_id",
                "BASE_TYPE_REQUIRED",
                "This field is required",
            );
        };
        let id = snowflake::next();
        self.channels.insert(
            id,
            ChannelInfo {
                guild_id: 0,
                kind: 1,
                parent_id: None,
                name: format!("dm-{recipient}"),
                created: snowflake::timestamp_now(),
            },
        );
        Reply::ok(json!({
            "id": id.to_string(),
            "type": 1,
            "last_message_id": null,
            "recipients": [{
                "id": recipient.to_string(),
                "username": format!("user{recipient}"),
                "discriminator": "0",
                "global_name": null,
                "avatar": null,
            }],
        }))
    }

    fn channel_message(
        &mut self,
        method: &str,
        ch: &str,
        mid: &str,
        json: Option<&Value>,
        files: &[RecordedFile],
    ) -> Res<Reply> {
        let (channel_id, _) = self.known_channel(ch)?;
        let id = parse_id(mid).ok_or_else(unknown_message)?;
        let visible = self
            .message(id)
            .is_some_and(|m| m.channel_id == channel_id && !m.deleted && !m.ephemeral);
        if !visible {
            return Err(unknown_message());
        }
        match method {
            "GET" => Ok(Reply::ok(
                self.message(id).map(|m| m.json.clone()).unwrap_or_default(),
            )),
            "PATCH" => {
                if self.message(id).is_some_and(|m| m.author_id != BOT_USER_ID) {
                    return Err(Reply::error(
                        403,
                        50005,
                        "Cannot edit a message authored by another user",
                    ));
                }
                if let Some(p) = json {
                    validate_payload(p, "")?;
                }
                self.edit_message(id, json, files)?;
                Ok(Reply::ok(
                    self.message(id).map(|m| m.json.clone()).unwrap_or_default(),
                ))
            }
            "DELETE" => {
                self.delete_message(id);
                Ok(Reply::Empty(204))
            }
            _ => Err(unknown_route()),
        }
    }

    fn create_thread(&mut self, ch: &str, from_message: Option<&str>, body: &Value) -> Res<Reply> {
        let (parent, info) = self.known_channel(ch)?;
        if !matches!(info.kind, 0 | 5) {
            return Err(Reply::error(
                400,
                50024,
                "Cannot execute action on this channel type",
            ));
        }
        let name_len = chars(body.get("name"));
        if name_len == 0 {
            return Err(Reply::form_error(
                "name",
                "BASE_TYPE_REQUIRED",
                "This field is required",
            ));
        }
        if name_len > 100 {
            return Err(too_long("name", 100));
        }
        let (id, kind) = match from_message {
            Some(mid) => {
                let mid = parse_id(mid).ok_or_else(unknown_message)?;
                let Some(m) = self.message(mid) else {
                    return Err(unknown_message());
                };
                if m.channel_id != parent || m.deleted || m.ephemeral {
                    return Err(unknown_message());
                }
                if m.thread_id.is_some() {
                    return Err(Reply::error(
                        400,
                        160004,
                        "A thread has already been created for this message",
                    ));
                }
                (mid, 11u8)
            }
            None => {
                let kind = body.get("type").and_then(Value::as_u64).unwrap_or(12) as u8;
                if !matches!(kind, 10..=12) {
                    return Err(Reply::form_error(
                        "type",
                        "BASE_TYPE_CHOICES",
                        "Value must be one of {10, 11, 12}.",
                    ));
                }
                (snowflake::next(), kind)
            }
        };
        let thread = ChannelInfo {
            guild_id: info.guild_id,
            kind,
            parent_id: Some(parent),
            name: body
                .get("name")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string(),
            created: snowflake::timestamp_now(),
        };
        let json = self.channel_json(id, &thread);
        self.channels.insert(id, thread);
        if from_message.is_some() {
            if let Some(&i) = self.message_index.get(&id) {
                self.messages[i].thread_id = Some(id);
                self.refresh(i);
            }
        }
        Ok(Reply::Json(201, json))
    }

    fn serve_attachment(&self, method: &str, rest: &str) -> Reply {
        let parts: Vec<&str> = rest.split('/').collect();
        if method != "GET" || parts.len() < 2 {
            return unknown_route();
        }
        let Some(att_id) = parse_id(parts[1]) else {
            return unknown_route();
        };
        let found = self
            .messages
            .iter()
            .flat_map(|m| m.attachments.iter())
            .find(|a| a.id == att_id);
        match found {
            Some(a) => Reply::Bytes(
                200,
                a.content_type
                    .clone()
                    .unwrap_or_else(|| "application/octet-stream".into()),
                a.bytes.clone(),
            ),
            None => Reply::error(404, 0, "Not found"),
        }
    }

    // ----- message store ------------------------------------------------------------------

    fn insert_message(&mut self, mut message: StoredMessage) -> u64 {
        let id = message.id;
        message.json = self.render(&message);
        self.message_index.insert(id, self.messages.len());
        self.channel_index
            .entry(message.channel_id)
            .or_default()
            .push(self.messages.len());
        self.touched.push(message.channel_id);
        self.messages.push(message);
        id
    }

    fn refresh(&mut self, index: usize) {
        let json = self.render(&self.messages[index]);
        self.messages[index].json = json;
        self.touched.push(self.messages[index].channel_id);
    }

    fn create_message(&mut self, new: NewMessage<'_>) -> Res<u64> {
        let payload = new.payload;
        let get_str = |k: &str| {
            payload
                .and_then(|p| p.get(k))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string()
        };
        let get_arr = |k: &str| {
            payload
                .and_then(|p| p.get(k))
                .filter(|v| v.is_array())
                .cloned()
                .unwrap_or_else(|| json!([]))
        };
        let attachments = resolve_attachments(&[], payload, new.files)?;
        let requested_flags = payload
            .and_then(|p| p.get("flags"))
            .and_then(Value::as_u64)
            .unwrap_or(0);
        // Only SUPPRESS_EMBEDS (4) and SUPPRESS_NOTIFICATIONS (4096) survive; ephemeral (64)
        // and loading (128) are set by the fake itself.
        let mut flags = requested_flags & (4 | 4096);
        if new.ephemeral_to.is_some() {
            flags |= 64;
        }
        if new.deferred {
            flags |= 128;
        }
        let message = StoredMessage {
            id: snowflake::next(),
            channel_id: new.channel_id,
            guild_id: new.guild_id,
            author_id: BOT_USER_ID,
            content: get_str("content"),
            embeds: get_arr("embeds"),
            components: get_arr("components"),
            attachments,
            ephemeral: new.ephemeral_to.is_some(),
            visible_to: new.ephemeral_to,
            deleted: false,
            deferred: new.deferred,
            interaction_id: new.interaction.as_ref().map(|(id, _)| *id),
            interaction_token: new.interaction.map(|(_, token)| token),
            kind: new.kind,
            flags,
            edit_count: 0,
            edited_timestamp: None,
            interaction_metadata: new.metadata,
            message_reference: payload
                .and_then(|p| p.get("message_reference"))
                .filter(|r| !r.is_null())
                .cloned(),
            thread_id: None,
            json: Value::Null,
        };
        if !message.deferred && is_empty(&message) {
            return Err(Reply::error(400, 50006, "Cannot send an empty message"));
        }
        Ok(self.insert_message(message))
    }

    /// Applies an edit payload (PATCH semantics: only the given fields change).
    fn edit_message(
        &mut self,
        id: u64,
        payload: Option<&Value>,
        files: &[RecordedFile],
    ) -> Res<()> {
        let Some(&index) = self.message_index.get(&id) else {
            return Err(unknown_message());
        };
        let mut m = self.messages[index].clone();
        let field = |k: &str| payload.and_then(|p| p.get(k));
        if let Some(c) = field("content") {
            m.content = c.as_str().unwrap_or_default().to_string();
        }
        if let Some(e) = field("embeds") {
            m.embeds = if e.is_array() { e.clone() } else { json!([]) };
        }
        if let Some(c) = field("components") {
            m.components = if c.is_array() { c.clone() } else { json!([]) };
        }
        if let Some(f) = field("flags").and_then(Value::as_u64) {
            m.flags = (m.flags & !4) | (f & 4);
        }
        m.attachments = resolve_attachments(&m.attachments, payload, files)?;
        if m.deferred {
            m.deferred = false;
            m.flags &= !128;
        } else {
            m.edit_count += 1;
            m.edited_timestamp = Some(snowflake::timestamp_now());
        }
        if is_empty(&m) {
            return Err(Reply::error(400, 50006, "Cannot send an empty message"));
        }
        self.messages[index] = m;
        self.refresh(index);
        Ok(())
    }

    fn delete_message(&mut self, id: u64) {
        if let Some(&index) = self.message_index.get(&id) {
            self.messages[index].deleted = true;
            self.touched.push(self.messages[index].channel_id);
        }
    }

    fn attachment_url(&self, channel_id: u64, a: &StoredAttachment) -> String {
        let safe: String = a
            .filename
            .bytes()
            .map(|b| {
                if b.is_ascii_alphanumeric() || b"._-".contains(&b) {
                    (b as char).to_string()
                } else {
                    format!("%{b:02X}")
                }
            })
            .collect();
        format!("{}/attachments/{channel_id}/{}/{safe}", self.api_url, a.id)
    }

    /// The Discord JSON of a stored message.
    fn render(&self, m: &StoredMessage) -> Value {
        let attachments: Vec<Value> = m
            .attachments
            .iter()
            .map(|a| {
                let url = self.attachment_url(m.channel_id, a);
                let mut v = json!({
                    "id": a.id.to_string(),
                    "filename": a.filename,
                    "size": a.bytes.len(),
                    "url": url,
                    "proxy_url": url,
                    "content_type": a.content_type,
                });
                if let Some(d) = &a.description {
                    v["description"] = json!(d);
                }
                if let Some((w, h)) = png_dimensions(&a.bytes) {
                    v["width"] = json!(w);
                    v["height"] = json!(h);
                }
                if m.ephemeral {
                    v["ephemeral"] = json!(true);
                }
                v
            })
            .collect();
        let embeds = resolve_embed_references(&m.embeds, &attachments);
        let mut v = json!({
            "id": m.id.to_string(),
            "channel_id": m.channel_id.to_string(),
            "author": bot_user_json(),
            "content": m.content,
            "timestamp": snowflake::timestamp_of(m.id),
            "edited_timestamp": m.edited_timestamp,
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "mention_channels": [],
            "attachments": attachments,
            "embeds": embeds,
            "components": m.components,
            "pinned": false,
            "type": m.kind,
            "flags": m.flags,
        });
        if m.interaction_token.is_some() {
            v["webhook_id"] = json!(APPLICATION_ID.to_string());
            v["application_id"] = json!(APPLICATION_ID.to_string());
        }
        if let Some(meta) = &m.interaction_metadata {
            v["interaction_metadata"] = meta.clone();
            if meta.get("type").and_then(Value::as_u64) == Some(2) {
                v["interaction"] = json!({
                    "id": meta["id"],
                    "type": 2,
                    "name": meta["name"],
                    "user": meta["user"],
                });
            }
        }
        if let Some(r) = &m.message_reference {
            let mut r = r.clone();
            r["channel_id"] = json!(m.channel_id.to_string());
            if let Some(g) = m.guild_id {
                r["guild_id"] = json!(g.to_string());
            }
            v["message_reference"] = r;
        }
        if let Some(t) = m
            .thread_id
            .and_then(|t| self.channels.get(&t).map(|i| (t, i)))
        {
            v["thread"] = self.channel_json(t.0, t.1);
        }
        v
    }
}

fn is_empty(m: &StoredMessage) -> bool {
    m.content.trim().is_empty()
        && m.embeds.as_array().is_none_or(Vec::is_empty)
        && m.attachments.is_empty()
}

/// Discord replaces `attachment://name` URLs in embeds by the attachment's URL.
fn resolve_embed_references(embeds: &Value, attachments: &[Value]) -> Value {
    let mut embeds = embeds.clone();
    let lookup = |url: &str| -> Option<&Value> {
        let name = url.strip_prefix("attachment://")?;
        attachments
            .iter()
            .find(|a| a.get("filename").and_then(Value::as_str) == Some(name))
    };
    for embed in embeds.as_array_mut().into_iter().flatten() {
        if embed.get("type").is_none() {
            embed["type"] = json!("rich");
        }
        for key in ["image", "thumbnail"] {
            let Some(media) = embed.get_mut(key) else {
                continue;
            };
            let url = media
                .get("url")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string();
            if let Some(a) = lookup(&url) {
                media["url"] = a["url"].clone();
                media["proxy_url"] = a["proxy_url"].clone();
                for dim in ["width", "height"] {
                    if let Some(d) = a.get(dim) {
                        media[dim] = d.clone();
                    }
                }
            }
        }
    }
    embeds
}

/// The attachments a message ends up with. With an `attachments` array in the payload, the
/// message keeps exactly the listed existing attachments plus the listed new uploads (entries
/// with a `filename`, whose `id` is the index `n` of the `files[n]` part); uploads the list
/// doesn't mention are added too. Without the array, existing attachments stay and every
/// upload is added.
fn resolve_attachments(
    existing: &[StoredAttachment],
    payload: Option<&Value>,
    files: &[RecordedFile],
) -> Res<Vec<StoredAttachment>> {
    let mut used: HashSet<&str> = HashSet::new();
    let mut out = Vec::new();
    let upload = |file: &RecordedFile, entry: Option<&Value>| StoredAttachment {
        id: snowflake::next(),
        filename: entry
            .and_then(|e| e.get("filename"))
            .and_then(Value::as_str)
            .unwrap_or(&file.filename)
            .to_string(),
        description: entry
            .and_then(|e| e.get("description"))
            .and_then(Value::as_str)
            .map(str::to_string),
        content_type: file.content_type.clone(),
        bytes: file.bytes.clone(),
    };
    match payload.and_then(|p| p.get("attachments")) {
        Some(Value::Array(list)) => {
            for (i, entry) in list.iter().enumerate() {
                let id = id_of(entry.get("id"));
                let is_new = entry.get("filename").is_some()
                    || id.is_some_and(|id| !existing.iter().any(|a| a.id == id));
                if is_new {
                    let field = format!("files[{}]", id.unwrap_or(i as u64));
                    let Some(file) = files.iter().find(|f| f.field == field) else {
                        return Err(Reply::form_error(
                            &format!("attachments.{i}"),
                            "ATTACHMENT_NOT_FOUND",
                            &format!("No file uploaded for {field}"),
                        ));
                    };
                    used.insert(file.field.as_str());
                    out.push(upload(file, Some(entry)));
                } else if let Some(kept) = existing.iter().find(|a| Some(a.id) == id) {
                    out.push(kept.clone());
                }
            }
        }
        _ => out.extend(existing.iter().cloned()),
    }
    for file in files {
        if !used.contains(file.field.as_str()) {
            out.push(upload(file, None));
        }
    }
    if out.len() > 10 {
        return Err(too_long("attachments", 10));
    }
    if out.iter().any(|a| a.bytes.len() > 25 * 1024 * 1024) {
        return Err(Reply::error(413, 40005, "Request entity too large"));
    }
    Ok(out)
}

// ----- payload validation (a useful subset of Discord's limits) ------------------------------

fn join(prefix: &str, key: &str) -> String {
    if prefix.is_empty() {
        key.to_string()
    } else {
        format!("{prefix}.{key}")
    }
}

/// Checks content, embeds and components of a message payload against Discord's limits.
pub(crate) fn validate_payload(p: &Value, prefix: &str) -> Res<()> {
    if chars(p.get("content")) > 2000 {
        return Err(too_long(&join(prefix, "content"), 2000));
    }
    if let Some(embeds) = p.get("embeds").filter(|e| !e.is_null()) {
        validate_embeds(embeds, &join(prefix, "embeds"))?;
    }
    if let Some(components) = p.get("components").filter(|c| !c.is_null()) {
        validate_components(components, &join(prefix, "components"))?;
    }
    Ok(())
}

fn validate_embeds(embeds: &Value, path: &str) -> Res<()> {
    let list = embeds
        .as_array()
        .ok_or_else(|| Reply::form_error(path, "BASE_TYPE_ARRAY", "Must be an array."))?;
    if list.len() > 10 {
        return Err(too_long(path, 10));
    }
    let mut total = 0;
    for (i, e) in list.iter().enumerate() {
        let at = |k: &str| format!("{path}.{i}.{k}");
        for (key, max) in [("title", 256), ("description", 4096)] {
            let n = chars(e.get(key));
            if n > max {
                return Err(too_long(&at(key), max));
            }
            total += n;
        }
        if let Some(author) = e.get("author").filter(|a| !a.is_null()) {
            let n = chars(author.get("name"));
            if n > 256 {
                return Err(too_long(&at("author.name"), 256));
            }
            total += n;
        }
        if let Some(footer) = e.get("footer").filter(|f| !f.is_null()) {
            let n = chars(footer.get("text"));
            if n > 2048 {
                return Err(too_long(&at("footer.text"), 2048));
            }
            total += n;
        }
        let fields = e
            .get("fields")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if fields.len() > 25 {
            return Err(too_long(&at("fields"), 25));
        }
        for (j, f) in fields.iter().enumerate() {
            for (key, max) in [("name", 256), ("value", 1024)] {
                let n = chars(f.get(key));
                if n == 0 {
                    return Err(Reply::form_error(
                        &at(&format!("fields.{j}.{key}")),
                        "BASE_TYPE_REQUIRED",
                        "This field is required",
                    ));
                }
                if n > max {
                    return Err(too_long(&at(&format!("fields.{j}.{key}")), max));
                }
                total += n;
            }
        }
        for key in ["image", "thumbnail"] {
            if let Some(url) = e
                .get(key)
                .and_then(|m| m.get("url"))
                .and_then(Value::as_str)
            {
                let ok = ["http://", "https://", "attachment://"]
                    .iter()
                    .any(|s| url.starts_with(s));
                if !ok {
                    return Err(Reply::form_error(
                        &at(&format!("{key}.url")),
                        "URL_TYPE_INVALID_SCHEME",
                        "Scheme must be one of ('http', 'https').",
                    ));
                }
            }
        }
    }
    if total > 6000 {
        return Err(Reply::form_error(
            path,
            "MAX_EMBED_SIZE_EXCEEDED",
            "Embed size exceeds maximum size of 6000",
        ));
    }
    Ok(())
}

fn validate_components(components: &Value, path: &str) -> Res<()> {
    let rows = components
        .as_array()
        .ok_or_else(|| Reply::form_error(path, "BASE_TYPE_ARRAY", "Must be an array."))?;
    if rows.len() > 5 {
        return Err(too_long(path, 5));
    }
    let mut seen = HashSet::new();
    for (i, row) in rows.iter().enumerate() {
        let row_path = format!("{path}.{i}");
        if row.get("type").and_then(Value::as_u64) != Some(1) {
            return Err(Reply::form_error(
                &format!("{row_path}.type"),
                "UNION_TYPE_CHOICES",
                "Top-level components must be action rows (type 1).",
            ));
        }
        let children = row
            .get("components")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if children.is_empty() {
            return Err(Reply::form_error(
                &format!("{row_path}.components"),
                "BASE_TYPE_MIN_LENGTH",
                "Must be 1 or more in length.",
            ));
        }
        if children.len() > 5 {
            return Err(too_long(&format!("{row_path}.components"), 5));
        }
        let has_select = children
            .iter()
            .any(|c| matches!(c.get("type").and_then(Value::as_u64), Some(3 | 5..=8)));
        if has_select && children.len() > 1 {
            return Err(Reply::form_error(
                &format!("{row_path}.components"),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            ));
        }
        for (j, c) in children.iter().enumerate() {
            validate_component(c, &format!("{row_path}.components.{j}"), &mut seen)?;
        }
    }
    Ok(())
}

fn validate_component(c: &Value, path: &str, seen: &mut HashSet<String>) -> Res<()> {
    let kind = c.get("type").and_then(Value::as_u64).unwrap_or(0);
    let style = c.get("style").and_then(Value::as_u64).unwrap_or(0);
    let needs_custom_id = match kind {
        2 => !matches!(style, 5 | 6),
        3 | 5..=8 => true,
        _ => {
            return Err(Reply::form_error(
                &format!("{path}.type"),
                "UNION_TYPE_CHOICES",
                "Value must be a button (2) or a select menu (3, 5-8) inside an action row.",
            ))
        }
    };
    let custom_id = c.get("custom_id").and_then(Value::as_str);
    if needs_custom_id {
        let Some(id) = custom_id.filter(|s| !s.is_empty()) else {
            return Err(Reply::form_error(
                &format!("{path}.custom_id"),
                "BASE_TYPE_REQUIRED",
                "This field is required",
            ));
        };
        if id.chars().count() > 100 {
            return Err(too_long(&format!("{path}.custom_id"), 100));
        }
        if !seen.insert(id.to_string()) {
            return Err(Reply::form_error(
                &format!("{path}.custom_id"),
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                "Component custom id cannot be duplicated",
            ));
        }
    }
    if kind == 2 {
        if !(1..=6).contains(&style) {
            return Err(Reply::form_error(
                &format!("{path}.style"),
                "BASE_TYPE_CHOICES",
                "Value must be one of {1, 2, 3, 4, 5, 6}.",
            ));
        }
        if style == 5 && c.get("url").and_then(Value::as_str).is_none() {
            return Err(Reply::form_error(
                &format!("{path}.url"),
                "BUTTON_COMPONENT_URL_REQUIRED",
                "A url is required",
            ));
        }
        if chars(c.get("label")) > 80 {
            return Err(too_long(&format!("{path}.label"), 80));
        }
        let has_emoji = c.get("emoji").is_some_and(|e| !e.is_null());
        if style != 6 && chars(c.get("label")) == 0 && !has_emoji {
            return Err(Reply::form_error(
                path,
                "BUTTON_COMPONENT_EMOJI_OR_LABEL_REQUIRED",
                "A label or an emoji is required",
            ));
        }
        return Ok(());
    }
    if chars(c.get("placeholder")) > 150 {
        return Err(too_long(&format!("{path}.placeholder"), 150));
    }
    let min = c.get("min_values").and_then(Value::as_u64).unwrap_or(1);
    let max = c.get("max_values").and_then(Value::as_u64).unwrap_or(1);
    if min > 25 || max == 0 || max > 25 || min > max {
        return Err(Reply::form_error(
            &format!("{path}.max_values"),
            "BASE_TYPE_BAD_INT",
            "min_values must be 0..=25, max_values 1..=25, and min_values <= max_values.",
        ));
    }
    if kind == 3 {
        let options = c
            .get("options")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if options.is_empty() {
            return Err(Reply::form_error(
                &format!("{path}.options"),
                "BASE_TYPE_MIN_LENGTH",
                "Must be 1 or more in length.",
            ));
        }
        if options.len() > 25 {
            return Err(too_long(&format!("{path}.options"), 25));
        }
        if max as usize > options.len() {
            return Err(Reply::form_error(
                &format!("{path}.max_values"),
                "BASE_TYPE_MAX",
                &format!(
                    "int value should be less than or equal to {}.",
                    options.len()
                ),
            ));
        }
        let mut values = HashSet::new();
        for (k, o) in options.iter().enumerate() {
            let at = |key: &str| format!("{path}.options.{k}.{key}");
            for key in ["label", "value"] {
                let n = chars(o.get(key));
                if n == 0 {
                    return Err(Reply::form_error(
                        &at(key),
                        "BASE_TYPE_REQUIRED",
                        "This field is required",
                    ));
                }
                if n > 100 {
                    return Err(too_long(&at(key), 100));
                }
            }
            if chars(o.get("description")) > 100 {
                return Err(too_long(&at("description"), 100));
            }
            let value = o.get("value").and_then(Value::as_str).unwrap_or_default();
            if !values.insert(value.to_string()) {
                return Err(Reply::form_error(
                    &at("value"),
                    "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                    "Select component option value cannot be duplicated",
                ));
            }
        }
    }
    Ok(())
}

fn validate_modal(data: Option<&Value>) -> Res<()> {
    let Some(d) = data else {
        return Err(Reply::form_error(
            "data",
            "BASE_TYPE_REQUIRED",
            "This field is required",
        ));
    };
    let title = chars(d.get("title"));
    if title == 0 || title > 45 {
        return Err(Reply::form_error(
            "data.title",
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 45 in length.",
        ));
    }
    let id = chars(d.get("custom_id"));
    if id == 0 || id > 100 {
        return Err(Reply::form_error(
            "data.custom_id",
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        ));
    }
    let rows = d
        .get("components")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if rows.is_empty() || rows.len() > 5 {
        return Err(Reply::form_error(
            "data.components",
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 5 in length.",
        ));
    }
    for (i, row) in rows.iter().enumerate() {
        let inputs = row
            .get("components")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let ok = inputs.len() == 1
            && inputs[0].get("type").and_then(Value::as_u64) == Some(4)
            && (1..=45).contains(&chars(inputs[0].get("label")))
            && (1..=100).contains(&chars(inputs[0].get("custom_id")));
        if !ok {
            return Err(Reply::form_error(
                &format!("data.components.{i}"),
                "COMPONENT_TYPE_INVALID",
                "Each modal row must hold exactly one text input with a label (1-45) and a custom_id.",
            ));
        }
    }
    Ok(())
}

fn valid_command_name(name: &str, chat_input: bool) -> bool {
    let n = name.chars().count();
    if n == 0 || n > 32 {
        return false;
    }
    !chat_input
        || name
            .chars()
            .all(|c| (c.is_alphanumeric() && !c.is_uppercase()) || c == '-' || c == '_')
}

fn validate_localizations(v: Option<&Value>, path: &str, check: impl Fn(&str) -> bool) -> Res<()> {
    let Some(map) = v.and_then(Value::as_object) else {
        return Ok(());
    };
    for (locale, text) in map {
        if !DISCORD_LOCALES.contains(&locale.as_str()) {
            return Err(Reply::form_error(
                &format!("{path}.{locale}"),
                "LOCALE_INVALID",
                &format!("Invalid locale {locale:?}"),
            ));
        }
        if !check(text.as_str().unwrap_or_default()) {
            return Err(Reply::form_error(
                &format!("{path}.{locale}"),
                "APPLICATION_COMMAND_INVALID_LOCALIZATION",
                &format!("Invalid localization {text}"),
            ));
        }
    }
    Ok(())
}

fn validate_command_list(list: &[Value]) -> Res<()> {
    if list.len() > 200 {
        return Err(too_long("", 200));
    }
    let mut names = HashSet::new();
    for (i, c) in list.iter().enumerate() {
        validate_command(c, &i.to_string())?;
        let kind = c.get("type").and_then(Value::as_u64).unwrap_or(1);
        let name = c.get("name").and_then(Value::as_str).unwrap_or_default();
        if !names.insert((kind, name.to_string())) {
            return Err(Reply::form_error(
                &join(&i.to_string(), "name"),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                &format!("Application command names must be unique ({name})"),
            ));
        }
    }
    Ok(())
}

fn validate_command(c: &Value, path: &str) -> Res<()> {
    let kind = c.get("type").and_then(Value::as_u64).unwrap_or(1);
    let chat_input = kind == 1;
    let name = c.get("name").and_then(Value::as_str).unwrap_or_default();
    if !valid_command_name(name, chat_input) {
        return Err(Reply::form_error(
            &join(path, "name"),
            "APPLICATION_COMMAND_INVALID_NAME",
            &format!("Command name is invalid: {name:?}"),
        ));
    }
    validate_localizations(
        c.get("name_localizations"),
        &join(path, "name_localizations"),
        |n| valid_command_name(n, chat_input),
    )?;
    let description = chars(c.get("description"));
    if chat_input && !(1..=100).contains(&description) {
        return Err(Reply::form_error(
            &join(path, "description"),
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        ));
    }
    if !chat_input && description > 0 {
        return Err(Reply::form_error(
            &join(path, "description"),
            "APPLICATION_COMMAND_DESCRIPTION_NOT_ALLOWED",
            "Only chat input commands have a description",
        ));
    }
    validate_localizations(
        c.get("description_localizations"),
        &join(path, "description_localizations"),
        |d| (1..=100).contains(&d.chars().count()),
    )?;
    if let Some(options) = c.get("options").and_then(Value::as_array) {
        if !chat_input && !options.is_empty() {
            return Err(Reply::form_error(
                &join(path, "options"),
                "APPLICATION_COMMAND_OPTIONS_NOT_ALLOWED",
                "Only chat input commands have options",
            ));
        }
        validate_options(options, &join(path, "options"), 0)?;
    }
    Ok(())
}

fn validate_options(options: &[Value], path: &str, depth: u8) -> Res<()> {
    if options.len() > 25 {
        return Err(too_long(path, 25));
    }
    let kinds: Vec<u64> = options
        .iter()
        .map(|o| o.get("type").and_then(Value::as_u64).unwrap_or(0))
        .collect();
    let subs = kinds.iter().filter(|k| matches!(k, 1 | 2)).count();
    if subs != 0 && subs != options.len() {
        return Err(Reply::form_error(
            path,
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Sub-commands and groups cannot be mixed with other options",
        ));
    }
    let mut names = HashSet::new();
    let mut seen_optional = false;
    for (i, o) in options.iter().enumerate() {
        let at = |k: &str| format!("{path}.{i}.{k}");
        let kind = kinds[i];
        if !(1..=11).contains(&kind) {
            return Err(Reply::form_error(
                &at("type"),
                "BASE_TYPE_CHOICES",
                "Value must be one of 1..=11.",
            ));
        }
        if (kind == 2 && depth > 0) || (kind == 1 && depth > 1) {
            return Err(Reply::form_error(
                &at("type"),
                "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
                "Sub-commands cannot be nested this deep",
            ));
        }
        let name = o.get("name").and_then(Value::as_str).unwrap_or_default();
        if !valid_command_name(name, true) {
            return Err(Reply::form_error(
                &at("name"),
                "APPLICATION_COMMAND_INVALID_NAME",
                &format!("Option name is invalid: {name:?}"),
            ));
        }
        if !names.insert(name.to_string()) {
            return Err(Reply::form_error(
                &at("name"),
                "APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS",
                &format!("Option name {name} is already used in these options"),
            ));
        }
        validate_localizations(
            o.get("name_localizations"),
            &at("name_localizations"),
            |n| valid_command_name(n, true),
        )?;
        if !(1..=100).contains(&chars(o.get("description"))) {
            return Err(Reply::form_error(
                &at("description"),
                "BASE_TYPE_BAD_LENGTH",
                "Must be between 1 and 100 in length.",
            ));
        }
        validate_localizations(
            o.get("description_localizations"),
            &at("description_localizations"),
            |d| (1..=100).contains(&d.chars().count()),
        )?;
        let required = o.get("required").and_then(Value::as_bool).unwrap_or(false);
        if kind > 2 {
            if required && seen_optional {
                return Err(Reply::form_error(
                    &at("required"),
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                ));
            }
            seen_optional |= !required;
        }
        if let Some(choices) = o.get("choices").and_then(Value::as_array) {
            if choices.len() > 25 {
                return Err(too_long(&at("choices"), 25));
            }
            for (j, choice) in choices.iter().enumerate() {
                if !(1..=100).contains(&chars(choice.get("name"))) {
                    return Err(Reply::form_error(
                        &at(&format!("choices.{j}.name")),
                        "BASE_TYPE_BAD_LENGTH",
                        "Must be between 1 and 100 in length.",
                    ));
                }
                validate_localizations(
                    choice.get("name_localizations"),
                    &at(&format!("choices.{j}.name_localizations")),
                    |n| (1..=100).contains(&n.chars().count()),
                )?;
                if chars(choice.get("value")) > 100 {
                    return Err(too_long(&at(&format!("choices.{j}.value")), 100));
                }
            }
        }
        if matches!(kind, 1 | 2) {
            let nested = o
                .get("options")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            validate_options(&nested, &at("options"), depth + 1)?;
        }
    }
    Ok(())
}

// ----- building command invocations from the registered schema ----------------------------------

/// Builds the `data.options` of an invocation of `registered` (a command object as echoed by
/// the fake), checking names, types, choices, ranges and required options like Discord's client.
/// Returns the command id, its guild (for guild commands) and the options.
pub(crate) fn build_command_options(
    registered: &Value,
    subcommand: Option<&str>,
    options: &[(&str, Value)],
) -> Result<(u64, Option<u64>, Vec<Value>), String> {
    let name = registered
        .get("name")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let id = id_of(registered.get("id")).ok_or("registered command without id")?;
    let guild = id_of(registered.get("guild_id"));
    let top = registered
        .get("options")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let names_of = |opts: &[Value], kinds: &[u64]| -> Vec<String> {
        opts.iter()
            .filter(|o| kinds.contains(&o.get("type").and_then(Value::as_u64).unwrap_or(0)))
            .filter_map(|o| o.get("name").and_then(Value::as_str).map(str::to_string))
            .collect()
    };
    let find = |opts: &[Value], wanted: &str, kind: u64| -> Option<Value> {
        opts.iter()
            .find(|o| {
                o.get("name").and_then(Value::as_str) == Some(wanted)
                    && o.get("type").and_then(Value::as_u64) == Some(kind)
            })
            .cloned()
    };
    let children = |o: &Value| {
        o.get("options")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    };

    let path: Vec<&str> = subcommand
        .map(|s| s.split_whitespace().collect())
        .unwrap_or_default();
    let schema = match path.as_slice() {
        [] => {
            let subs = names_of(&top, &[1, 2]);
            if !subs.is_empty() {
                return Err(format!("/{name} needs a subcommand, one of {subs:?}"));
            }
            top.clone()
        }
        [sub] => {
            let s = find(&top, sub, 1).ok_or_else(|| {
                format!(
                    "/{name} has no subcommand {sub:?}; it has {:?}",
                    names_of(&top, &[1, 2])
                )
            })?;
            children(&s)
        }
        [group, sub] => {
            let g = find(&top, group, 2)
                .ok_or_else(|| format!("/{name} has no subcommand group {group:?}"))?;
            let s = find(&children(&g), sub, 1)
                .ok_or_else(|| format!("/{name} {group} has no subcommand {sub:?}"))?;
            children(&s)
        }
        _ => return Err(format!("bad subcommand path {subcommand:?}")),
    };

    let mut built = Vec::new();
    for (opt_name, value) in options {
        let Some(spec) = schema
            .iter()
            .find(|o| o.get("name").and_then(Value::as_str) == Some(*opt_name))
        else {
            return Err(format!(
                "/{name} {} has no option {opt_name:?}; it has {:?}",
                path.join(" "),
                names_of(&schema, &(3..=11).collect::<Vec<_>>())
            ));
        };
        let kind = spec.get("type").and_then(Value::as_u64).unwrap_or(3);
        let raw = value
            .get("value")
            .filter(|_| value.get("type").is_some())
            .unwrap_or(value);
        let converted = match kind {
            3 => raw.as_str().map(|s| json!(s)),
            4 => raw.as_i64().map(|n| json!(n)),
            5 => raw.as_bool().map(|b| json!(b)),
            10 => raw.as_f64().map(|n| json!(n)),
            6..=9 | 11 => id_of(Some(raw)).map(|n| json!(n.to_string())),
            _ => None,
        }
        .ok_or_else(|| format!("option {opt_name:?} has type {kind}; {raw} does not fit"))?;
        if let Some(choices) = spec
            .get("choices")
            .and_then(Value::as_array)
            .filter(|c| !c.is_empty())
        {
            let allowed: Vec<&Value> = choices.iter().filter_map(|c| c.get("value")).collect();
            let matches = allowed
                .iter()
                .any(|a| match (a.as_f64(), converted.as_f64()) {
                    (Some(x), Some(y)) => x == y,
                    _ => **a == converted,
                });
            if !matches {
                return Err(format!(
                    "option {opt_name:?}: {converted} is not one of the choices {allowed:?}"
                ));
            }
        }
        if let Some(n) = converted.as_f64() {
            let min = spec.get("min_value").and_then(Value::as_f64);
            let max = spec.get("max_value").and_then(Value::as_f64);
            if min.is_some_and(|m| n < m) || max.is_some_and(|m| n > m) {
                return Err(format!(
                    "option {opt_name:?}: {n} is outside {min:?}..={max:?}"
                ));
            }
        }
        if let Some(s) = converted.as_str().filter(|_| kind == 3) {
            let len = s.chars().count() as u64;
            let min = spec.get("min_length").and_then(Value::as_u64);
            let max = spec.get("max_length").and_then(Value::as_u64);
            if min.is_some_and(|m| len < m) || max.is_some_and(|m| len > m) {
                return Err(format!(
                    "option {opt_name:?}: length {len} is outside {min:?}..={max:?}"
                ));
            }
        }
        built.push(json!({"name": opt_name, "type": kind, "value": converted}));
    }
    for spec in &schema {
        let required = spec
            .get("required")
            .and_then(Value::as_bool)
            .unwrap_or(false);
        let spec_name = spec.get("name").and_then(Value::as_str).unwrap_or_default();
        if required && !options.iter().any(|(n, _)| *n == spec_name) {
            return Err(format!(
                "required option {spec_name:?} of /{name} {} is missing",
                path.join(" ")
            ));
        }
    }
    let wrapped = match path.as_slice() {
        [] => built,
        [sub] => vec![json!({"name": sub, "type": 1, "options": built})],
        [group, sub] => vec![json!({
            "name": group,
            "type": 2,
            "options": [{"name": sub, "type": 1, "options": built}],
        })],
        _ => unreachable!(),
    };
    Ok((id, guild, wrapped))
}
