//! Builders for interaction payloads shaped like the ones Discord sends over the gateway.
//!
//! Every builder returns the `d` of an `INTERACTION_CREATE` dispatch as JSON. Use
//! [`parse_interaction`] to check that a payload deserializes into serenity's model
//! (`FakeDiscord::send_interaction` does that before sending).
#![allow(dead_code)]

use serde_json::{json, Map, Value};

use super::fake_discord::APPLICATION_ID;
use super::snowflake;

/// Permission bits (see Discord's permission table).
pub mod perms {
    pub const CREATE_INSTANT_INVITE: u64 = 1 << 0;
    pub const ADMINISTRATOR: u64 = 1 << 3;
    pub const ADD_REACTIONS: u64 = 1 << 6;
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    pub const SEND_MESSAGES: u64 = 1 << 11;
    pub const MANAGE_MESSAGES: u64 = 1 << 13;
    pub const EMBED_LINKS: u64 = 1 << 14;
    pub const ATTACH_FILES: u64 = 1 << 15;
    pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
    pub const USE_EXTERNAL_EMOJIS: u64 = 1 << 18;
    pub const CONNECT: u64 = 1 << 20;
    pub const SPEAK: u64 = 1 << 21;
    pub const CHANGE_NICKNAME: u64 = 1 << 26;
    pub const USE_APPLICATION_COMMANDS: u64 = 1 << 31;
    pub const MANAGE_THREADS: u64 = 1 << 34;
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    pub const CREATE_PRIVATE_THREADS: u64 = 1 << 36;
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
}

/// What an ordinary member has in the test channel (no Manage Messages).
pub const BASIC_PERMISSIONS: u64 = perms::CREATE_INSTANT_INVITE
    | perms::ADD_REACTIONS
    | perms::VIEW_CHANNEL
    | perms::SEND_MESSAGES
    | perms::EMBED_LINKS
    | perms::ATTACH_FILES
    | perms::READ_MESSAGE_HISTORY
    | perms::USE_EXTERNAL_EMOJIS
    | perms::CONNECT
    | perms::SPEAK
    | perms::CHANGE_NICKNAME
    | perms::USE_APPLICATION_COMMANDS
    | perms::CREATE_PUBLIC_THREADS
    | perms::SEND_MESSAGES_IN_THREADS;

/// A moderator: basic permissions plus Manage Messages and Manage Threads.
pub const MODERATOR_PERMISSIONS: u64 =
    BASIC_PERMISSIONS | perms::MANAGE_MESSAGES | perms::MANAGE_THREADS;

/// What the bot itself has in the test channel (`app_permissions` of interactions).
pub const BOT_PERMISSIONS: u64 =
    MODERATOR_PERMISSIONS | perms::CREATE_PRIVATE_THREADS | perms::ATTACH_FILES;

/// Discord's default upload limit, sent as `attachment_size_limit`.
pub const ATTACHMENT_SIZE_LIMIT: u64 = 25 * 1024 * 1024;

/// A guild member who uses the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TestUser {
    pub id: u64,
    pub name: &'static str,
    /// The user's client locale, e.g. `en-US`, `fr`, `pt-BR`.
    pub locale: &'static str,
    /// Resolved permissions in the channel (`member.permissions`).
    pub permissions: u64,
}

impl TestUser {
    /// An ordinary member ([`BASIC_PERMISSIONS`]).
    pub const fn new(id: u64, name: &'static str, locale: &'static str) -> Self {
        Self {
            id,
            name,
            locale,
            permissions: BASIC_PERMISSIONS,
        }
    }
    /// Same user with Manage Messages (and Manage Threads).
    pub const fn moderator(mut self) -> Self {
        self.permissions = MODERATOR_PERMISSIONS;
        self
    }
    pub const fn with_permissions(mut self, permissions: u64) -> Self {
        self.permissions = permissions;
        self
    }
    pub const fn with_locale(mut self, locale: &'static str) -> Self {
        self.locale = locale;
        self
    }
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
    /// The user object as Discord sends it.
    pub fn user_json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "username": self.name,
            "global_name": self.name,
            "discriminator": "0",
            "avatar": null,
            "avatar_decoration_data": null,
            "public_flags": 0,
            "flags": 0,
            "primary_guild": null,
            "collectibles": null,
        })
    }
    /// The guild member object of an interaction (includes resolved `permissions`).
    pub fn member_json(&self) -> Value {
        json!({
            "user": self.user_json(),
            "roles": [],
            "nick": null,
            "avatar": null,
            "banner": null,
            "joined_at": "2024-01-01T00:00:00.000000+00:00",
            "premium_since": null,
            "deaf": false,
            "mute": false,
            "pending": false,
            "flags": 0,
            "communication_disabled_until": null,
            "unusual_dm_activity_until": null,
            "permissions": self.permissions.to_string(),
        })
    }
}

/// What a user-installed app may do where the bot is not a member (a DM between users, a group
/// DM, a server that did not add the bot): the `app_permissions` Discord sends there. The app
/// acts only through interactions, so this is about what its responses may hold (no Manage
/// Messages, no threads).
pub const USER_APP_PERMISSIONS: u64 = perms::VIEW_CHANNEL
    | perms::SEND_MESSAGES
    | perms::EMBED_LINKS
    | perms::ATTACH_FILES
    | perms::READ_MESSAGE_HISTORY
    | perms::USE_EXTERNAL_EMOJIS
    | perms::USE_APPLICATION_COMMANDS;

/// Channel types (Discord's `type` of a channel object).
pub mod kinds {
    pub const GUILD_TEXT: u8 = 0;
    /// A DM between two users (with a user-installed app: not the bot's DM).
    pub const DM: u8 = 1;
    pub const GROUP_DM: u8 = 3;
    pub const PUBLIC_THREAD: u8 = 11;
    pub const PRIVATE_THREAD: u8 = 12;
}

/// Interaction contexts (`context` of an interaction).
pub mod contexts {
    pub const GUILD: u8 = 0;
    pub const BOT_DM: u8 = 1;
    pub const PRIVATE_CHANNEL: u8 = 2;
}

/// Where an interaction happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TestChannel {
    /// The guild, or 0 outside a guild (DMs and group DMs); see [`TestChannel::guild`].
    pub guild_id: u64,
    pub channel_id: u64,
    /// Discord channel type: 0 text, 11 public thread, 12 private thread, 1 DM, 3 group DM
    /// (see [`kinds`]).
    pub kind: u8,
    /// Parent text channel for threads.
    pub parent_id: Option<u64>,
    /// The guild's preferred locale (`guild_locale` of interactions; not sent outside a guild).
    pub guild_locale: &'static str,
    /// `None`: the bot is a member here (its app installed to the guild; interactions carry
    /// `authorizing_integration_owners {"0": guild}`). `Some(user)`: the app is only installed
    /// to that user, the bot is not here (`{"1": user}`): the fake refuses channel routes
    /// (403, 50001) and limits follow-ups to 5 per interaction.
    pub installer: Option<u64>,
}

impl TestChannel {
    /// A guild text channel (guild locale `en-US`).
    pub const fn new(guild_id: u64, channel_id: u64) -> Self {
        Self {
            guild_id,
            channel_id,
            kind: kinds::GUILD_TEXT,
            parent_id: None,
            guild_locale: "en-US",
            installer: None,
        }
    }
    /// A public thread under `parent_id`.
    pub const fn thread(guild_id: u64, thread_id: u64, parent_id: u64) -> Self {
        Self {
            guild_id,
            channel_id: thread_id,
            kind: kinds::PUBLIC_THREAD,
            parent_id: Some(parent_id),
            guild_locale: "en-US",
            installer: None,
        }
    }
    /// A text channel of a server that did not add the bot, where `installer` uses the app
    /// installed to their account: interactions carry `guild_id`, `member`, context 0 (GUILD)
    /// and `authorizing_integration_owners {"1": installer}` only.
    pub const fn user_installed_guild(guild_id: u64, channel_id: u64, installer: u64) -> Self {
        Self {
            installer: Some(installer),
            ..Self::new(guild_id, channel_id)
        }
    }
    /// A group DM (type 3) where `installer` uses the app installed to their account: no
    /// guild, `user` instead of `member`, context 2 (PRIVATE_CHANNEL),
    /// `authorizing_integration_owners {"1": installer}`.
    pub const fn group_dm(channel_id: u64, installer: u64) -> Self {
        Self {
            kind: kinds::GROUP_DM,
            ..Self::user_installed_guild(0, channel_id, installer)
        }
    }
    /// A DM between two users (type 1), otherwise like [`Self::group_dm`].
    pub const fn dm(channel_id: u64, installer: u64) -> Self {
        Self {
            kind: kinds::DM,
            ..Self::group_dm(channel_id, installer)
        }
    }
    pub const fn with_guild_locale(mut self, guild_locale: &'static str) -> Self {
        self.guild_locale = guild_locale;
        self
    }
    /// The guild, if the place is in one.
    pub const fn guild(&self) -> Option<u64> {
        if self.guild_id == 0 {
            None
        } else {
            Some(self.guild_id)
        }
    }
    /// Whether the bot user is a member here (channel routes work): not for the user-installed
    /// places.
    pub const fn bot_present(&self) -> bool {
        self.installer.is_none()
    }
    /// A DM or group DM.
    pub const fn is_private(&self) -> bool {
        matches!(self.kind, kinds::DM | kinds::GROUP_DM)
    }
    /// The interaction `context`: 0 GUILD, 2 PRIVATE_CHANNEL.
    pub const fn context(&self) -> u8 {
        if self.is_private() {
            contexts::PRIVATE_CHANNEL
        } else {
            contexts::GUILD
        }
    }
    /// The interaction's `authorizing_integration_owners`.
    pub fn authorizing_integration_owners(&self) -> Value {
        match self.installer {
            Some(user) => json!({ "1": user.to_string() }),
            None => json!({ "0": self.guild_id.to_string() }),
        }
    }
    /// The `app_permissions` of interactions from here ([`BOT_PERMISSIONS`] where the bot is a
    /// member, [`USER_APP_PERMISSIONS`] elsewhere), unless a test set the bot's permissions in
    /// the channel (`FakeDiscord::set_bot_permissions`).
    pub const fn app_permissions(&self) -> u64 {
        if self.bot_present() {
            BOT_PERMISSIONS
        } else {
            USER_APP_PERMISSIONS
        }
    }
    /// The partial channel object of an interaction (`user` is who interacts: in a DM or group
    /// DM, one of the `recipients`).
    pub fn channel_json(&self, permissions: u64) -> Value {
        self.channel_json_for(permissions, None)
    }
    fn channel_json_for(&self, permissions: u64, user: Option<&TestUser>) -> Value {
        if self.is_private() {
            let mut recipients = Vec::new();
            if let Some(u) = user {
                recipients.push(u.user_json());
            }
            if let Some(i) = self.installer.filter(|i| user.is_none_or(|u| u.id != *i)) {
                recipients.push(
                    json!({"id": i.to_string(), "username": format!("user-{i}"), "global_name": null, "discriminator": "0", "avatar": null, "public_flags": 0}),
                );
            }
            let mut channel = json!({
                "id": self.channel_id.to_string(),
                "type": self.kind,
                "last_message_id": null,
                "flags": 0,
                "recipients": recipients,
                "permissions": permissions.to_string(),
            });
            if self.kind == kinds::GROUP_DM {
                channel["name"] = json!("test group");
                channel["icon"] = Value::Null;
                channel["owner_id"] = json!(self.installer.unwrap_or(0).to_string());
            }
            return channel;
        }
        let mut channel = json!({
            "id": self.channel_id.to_string(),
            "type": self.kind,
            "guild_id": self.guild_id.to_string(),
            "name": if self.kind == 0 { "test-channel" } else { "test-thread" },
            "parent_id": self.parent_id.map(|p| p.to_string()),
            "position": 0,
            "flags": 0,
            "nsfw": false,
            "topic": null,
            "last_message_id": null,
            "rate_limit_per_user": 0,
            "permissions": permissions.to_string(),
        });
        if self.kind == 11 || self.kind == 12 {
            channel["owner_id"] = json!(APPLICATION_ID.to_string());
            channel["member_count"] = json!(1);
            channel["message_count"] = json!(0);
            channel["total_message_sent"] = json!(0);
            channel["thread_metadata"] = json!({
                "archived": false,
                "auto_archive_duration": 1440,
                "archive_timestamp": snowflake::timestamp_now(),
                "locked": false,
                "create_timestamp": snowflake::timestamp_now(),
            });
        }
        channel
    }
}

/// A fresh interaction token (URL-safe, unique).
pub fn new_token(interaction_id: u64) -> String {
    format!(
        "fake-interaction-token-{interaction_id:x}-{:x}",
        snowflake::next() & 0xffff_ffff
    )
}

/// Fields every interaction carries. In a guild the user comes as `member` (with resolved
/// permissions); in a DM or group DM as `user`, without `guild_id` and `guild_locale`.
fn base(kind: u8, ch: &TestChannel, user: &TestUser) -> Map<String, Value> {
    let id = snowflake::next();
    let mut value = json!({
        "id": id.to_string(),
        "application_id": APPLICATION_ID.to_string(),
        "type": kind,
        "token": new_token(id),
        "version": 1,
        "channel_id": ch.channel_id.to_string(),
        "channel": ch.channel_json_for(user.permissions, Some(user)),
        "locale": user.locale,
        "app_permissions": ch.app_permissions().to_string(),
        "entitlements": [],
        "authorizing_integration_owners": ch.authorizing_integration_owners(),
        "context": ch.context(),
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    });
    match ch.guild() {
        Some(guild) => {
            value["guild_id"] = json!(guild.to_string());
            value["member"] = user.member_json();
            value["guild_locale"] = json!(ch.guild_locale);
        }
        None => value["user"] = user.user_json(),
    }
    match value {
        Value::Object(map) => map,
        _ => unreachable!(),
    }
}

/// Discord's option type for a JSON value: string 3, integer 4, boolean 5, number 10.
pub fn infer_option_type(value: &Value) -> u8 {
    match value {
        Value::Bool(_) => 5,
        Value::Number(n) if n.is_i64() || n.is_u64() => 4,
        Value::Number(_) => 10,
        _ => 3,
    }
}

/// One `{name, type, value}` command option. A value of the form `{"type": t, "value": v}`
/// is taken as an explicitly typed option (e.g. `json!({"type": 6, "value": "123"})` for a
/// user option); anything else gets its type from [`infer_option_type`].
pub fn command_option(name: &str, value: &Value) -> Value {
    if let (Some(kind), Some(v)) = (value.get("type"), value.get("value")) {
        return json!({ "name": name, "type": kind, "value": v });
    }
    json!({ "name": name, "type": infer_option_type(value), "value": value })
}

/// A chat-input (slash) command interaction (type 2).
///
/// `options` belong to `subcommand` when one is given. The command id is a fresh snowflake;
/// `FakeDiscord::run_command` instead uses the id and option types of the registered command.
pub fn slash_command(
    ch: &TestChannel,
    user: &TestUser,
    command: &str,
    subcommand: Option<&str>,
    options: Vec<(&str, Value)>,
) -> Value {
    let options: Vec<Value> = options.iter().map(|(n, v)| command_option(n, v)).collect();
    slash_command_raw(
        ch,
        user,
        snowflake::next(),
        ch.guild().filter(|_| ch.bot_present()),
        command,
        subcommand,
        options,
    )
}

/// A slash command interaction with a given command id and already-built option objects.
/// `command_guild` is the guild the command is registered in (`None` for global commands).
pub fn slash_command_raw(
    ch: &TestChannel,
    user: &TestUser,
    command_id: u64,
    command_guild: Option<u64>,
    command: &str,
    subcommand: Option<&str>,
    options: Vec<Value>,
) -> Value {
    let mut map = base(2, ch, user);
    // Discord resolves user options into user objects alongside the ids.
    let users: serde_json::Map<String, Value> = options
        .iter()
        .filter(|o| o["type"] == 6)
        .filter_map(|o| o["value"].as_str())
        .map(|id| {
            let user = json!({
                "id": id,
                "username": format!("user-{id}"),
                "global_name": null,
                "discriminator": "0",
                "avatar": null,
                "public_flags": 0,
            });
            (id.to_string(), user)
        })
        .collect();
    let options = match subcommand {
        Some(sub) => json!([{ "name": sub, "type": 1, "options": options }]),
        None => Value::Array(options),
    };
    let mut data = json!({
        "id": command_id.to_string(),
        "name": command,
        "type": 1,
        "options": options,
    });
    if !users.is_empty() {
        data["resolved"] = json!({ "users": users });
    }
    if let Some(g) = command_guild {
        data["guild_id"] = json!(g.to_string());
    }
    map.insert("data".into(), data);
    Value::Object(map)
}

/// A button click (type 3, component_type 2) on `message` (the message's Discord JSON).
pub fn button_click(ch: &TestChannel, user: &TestUser, message: &Value, custom_id: &str) -> Value {
    let mut map = base(3, ch, user);
    map.insert(
        "data".into(),
        json!({ "custom_id": custom_id, "component_type": 2 }),
    );
    map.insert("message".into(), message.clone());
    Value::Object(map)
}

/// A select-menu choice (type 3) on `message`. The component type is taken from the menu
/// in the message (string select, 3, when it is not found).
pub fn select_values(
    ch: &TestChannel,
    user: &TestUser,
    message: &Value,
    custom_id: &str,
    values: Vec<String>,
) -> Value {
    let component_type = message
        .get("components")
        .and_then(|c| super::model::find_component(c, custom_id))
        .and_then(|c| c.get("type").and_then(Value::as_u64))
        .unwrap_or(3);
    let mut map = base(3, ch, user);
    map.insert(
        "data".into(),
        json!({ "custom_id": custom_id, "component_type": component_type, "values": values }),
    );
    map.insert("message".into(), message.clone());
    Value::Object(map)
}

/// A modal submission (type 5) with text inputs `(custom_id, value)`, one per action row.
pub fn modal_submit(
    ch: &TestChannel,
    user: &TestUser,
    custom_id: &str,
    fields: Vec<(&str, &str)>,
    message: Option<&Value>,
) -> Value {
    let mut map = base(5, ch, user);
    let rows: Vec<Value> = fields
        .iter()
        .map(|(id, value)| {
            json!({ "type": 1, "components": [{ "type": 4, "custom_id": id, "value": value }] })
        })
        .collect();
    map.insert(
        "data".into(),
        json!({ "custom_id": custom_id, "components": rows }),
    );
    if let Some(m) = message {
        map.insert("message".into(), m.clone());
    }
    Value::Object(map)
}

/// Deserializes a payload into serenity's `Interaction`, with a readable error.
pub fn parse_interaction(value: &Value) -> Result<serenity::all::Interaction, String> {
    serde_json::from_value(value.clone()).map_err(|e| {
        format!(
            "interaction JSON does not deserialize into serenity's Interaction: {e}\n{}",
            serde_json::to_string_pretty(value).unwrap_or_default()
        )
    })
}

/// Id of an interaction payload.
pub fn interaction_id(value: &Value) -> u64 {
    value
        .get("id")
        .and_then(Value::as_str)
        .and_then(|s| s.parse().ok())
        .expect("interaction payload without a string id")
}
