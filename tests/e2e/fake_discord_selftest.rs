//! Checks the fake Discord in `tests/e2e/support` against serenity itself (no bot involved):
//! serenity's HTTP client must accept every answer, and a serenity gateway client must
//! deserialize the interactions the builders produce.

use std::time::Duration;

use serde_json::{json, Value};
use serenity::all::{
    ButtonStyle, ChannelId, ChannelType, ClientBuilder, Command, CommandDataOptionValue,
    CommandOptionType, ComponentInteractionDataKind, Context, CreateActionRow, CreateAttachment,
    CreateButton, CreateCommand, CreateCommandOption, CreateEmbed, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, CreateThread,
    EditInteractionResponse, EditMessage, EventHandler, GatewayIntents, Guild, GuildId,
    Interaction, MessageFlags,
};
use serenity::http::{Http, HttpBuilder};
use serenity::model::id::ApplicationId;
use tokio::sync::mpsc;

use crate::support::fake_discord::{FakeDiscord, APPLICATION_ID, OWNER_USER_ID, TEST_GUILD_ID};
use crate::support::interactions::{self, parse_interaction, TestChannel, TestUser};

const WAIT: Duration = Duration::from_secs(5);

/// A 2x1 PNG (valid signature and IHDR; enough for the fake's dimension sniffing).
fn tiny_png() -> Vec<u8> {
    let mut png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR".to_vec();
    png.extend_from_slice(&2u32.to_be_bytes());
    png.extend_from_slice(&1u32.to_be_bytes());
    png.extend_from_slice(&[8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]);
    png
}

fn http_for(fake: &FakeDiscord) -> Http {
    let http = HttpBuilder::new("fake-token")
        .proxy(fake.api_url())
        .ratelimiter_disabled(true)
        .build();
    http.set_application_id(ApplicationId::new(APPLICATION_ID));
    http
}

fn azul_command() -> CreateCommand {
    CreateCommand::new("azul")
        .description("Play Azul: Summer Pavilion")
        .description_localized("fr", "Jouer à Azul : Pavillon d'été")
        .add_option(
            CreateCommandOption::new(CommandOptionType::SubCommand, "start", "Start a game")
                .add_sub_option(
                    CreateCommandOption::new(CommandOptionType::Integer, "players", "Seats")
                        .min_int_value(2)
                        .max_int_value(4)
                        .required(true),
                )
                .add_sub_option(CreateCommandOption::new(
                    CommandOptionType::Boolean,
                    "public",
                    "Anyone can join",
                )),
        )
        .add_option(CreateCommandOption::new(
            CommandOptionType::SubCommand,
            "rules",
            "Show the rules",
        ))
}

fn discord_code(err: &serenity::Error) -> Option<isize> {
    match err {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(resp)) => {
            Some(resp.error.code)
        }
        _ => None,
    }
}

#[tokio::test]
async fn rest_api_round_trips_through_serenity() {
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake);

    // Gateway discovery, identity.
    let gateway = http.get_gateway().await.expect("get_gateway");
    assert_eq!(gateway.url, fake.gateway_url());
    let bot_gateway = http.get_bot_gateway().await.expect("get_bot_gateway");
    assert_eq!(bot_gateway.shards, 1);
    let app = http
        .get_current_application_info()
        .await
        .expect("application info");
    assert_eq!(app.id.get(), APPLICATION_ID);
    assert_eq!(app.owner.expect("owner").id.get(), OWNER_USER_ID);
    let me = http.get_current_user().await.expect("current user");
    assert!(me.bot);
    assert_eq!(me.id.get(), fake.bot_user_id());

    // Command registration, global and per guild; ids stay stable across re-registration.
    let global = Command::set_global_commands(&http, vec![azul_command()])
        .await
        .expect("global commands");
    assert_eq!(global[0].name, "azul");
    assert_eq!(global[0].options.len(), 2);
    let guild = GuildId::new(TEST_GUILD_ID);
    let first = guild
        .set_commands(&http, vec![azul_command()])
        .await
        .expect("guild commands");
    let again = guild
        .set_commands(&http, vec![azul_command()])
        .await
        .expect("guild commands again");
    assert_eq!(first[0].id, again[0].id);
    assert_eq!(first[0].guild_id, Some(guild));
    assert_eq!(fake.registered_commands(Some(TEST_GUILD_ID)).len(), 1);
    assert_eq!(fake.registered_commands(None).len(), 1);
    // Discord rejects upper-case names and unknown locales.
    let bad = guild
        .set_commands(&http, vec![CreateCommand::new("Azul").description("x")])
        .await
        .expect_err("upper-case command name must be rejected");
    assert_eq!(discord_code(&bad), Some(50035));
    let bad_locale = guild
        .set_commands(
            &http,
            vec![CreateCommand::new("azul")
                .description("x")
                .description_localized("fr-FR", "y")],
        )
        .await
        .expect_err("unknown locale must be rejected");
    assert_eq!(discord_code(&bad_locale), Some(50035));
    // Unknown guild: Missing Access.
    let err = GuildId::new(42)
        .set_commands(&http, vec![azul_command()])
        .await
        .expect_err("unknown guild");
    assert_eq!(discord_code(&err), Some(50001));

    // An interaction callback with a file, an embed referring to it, and a button.
    let ch = fake.channel();
    let alice = TestUser::new(1001, "alice", "en-US");
    let payload = interactions::slash_command(
        &ch,
        &alice,
        "azul",
        Some("start"),
        vec![("players", json!(3))],
    );
    let id = fake.register_interaction(&payload).expect("register");
    let Interaction::Command(command) = parse_interaction(&payload).unwrap() else {
        panic!("expected a command interaction");
    };
    let png = tiny_png();
    command
        .create_response(
            &http,
            CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content("Game started")
                    .add_file(CreateAttachment::bytes(png.clone(), "board.png"))
                    .embed(
                        CreateEmbed::new()
                            .title("Azul")
                            .description("Alice to play")
                            .image("attachment://board.png"),
                    )
                    .components(vec![CreateActionRow::Buttons(vec![
                        CreateButton::new("azul:take").label("Take tiles"),
                        CreateButton::new("azul:quit")
                            .label("Quit")
                            .style(ButtonStyle::Danger),
                    ])]),
            ),
        )
        .await
        .expect("create_response");
    let callback = fake.wait_response(id, WAIT).await.expect("callback");
    assert_eq!(callback.status, 204);
    assert_eq!(callback.callback_type(), Some(4));
    assert_eq!(callback.content(), "Game started");
    assert!(!callback.is_ephemeral());
    assert_eq!(callback.custom_ids(), vec!["azul:take", "azul:quit"]);
    assert_eq!(callback.button_labels(), vec!["Take tiles", "Quit"]);
    assert!(callback.text().contains("Alice to play"));
    assert_eq!(callback.files.len(), 1);
    assert_eq!(callback.files[0].field, "files[0]");
    assert_eq!(callback.files[0].filename, "board.png");
    assert_eq!(callback.files[0].content_type.as_deref(), Some("image/png"));
    assert_eq!(callback.files[0].bytes, png);
    let json = callback.json.as_ref().expect("payload_json recorded");
    assert_eq!(json["data"]["attachments"][0]["filename"], "board.png");

    // The stored message, as serenity sees it.
    let stored = fake
        .original_response(id)
        .expect("original response stored");
    assert_eq!(stored.channel_id, ch.channel_id);
    assert_eq!(stored.attachment_names(), vec!["board.png"]);
    assert_eq!(stored.attachments[0].bytes, png);
    let original = command.get_response(&http).await.expect("get_response");
    assert_eq!(original.id.get(), stored.id);
    assert_eq!(original.attachments[0].dimensions(), Some((2, 1)));
    let image_url = &original.embeds[0].image.as_ref().expect("image").url;
    assert_eq!(
        image_url, &original.attachments[0].url,
        "attachment:// resolved"
    );
    assert!(original.interaction_metadata.is_some());

    // A second response to the same interaction is refused, like on Discord.
    let twice = command
        .create_response(&http, CreateInteractionResponse::Acknowledge)
        .await
        .expect_err("second acknowledgement");
    assert_eq!(discord_code(&twice), Some(40060));

    // Edit @original, then an ephemeral follow-up.
    let edited = command
        .edit_response(&http, EditInteractionResponse::new().content("Round 1"))
        .await
        .expect("edit_response");
    assert_eq!(edited.content, "Round 1");
    assert_eq!(
        edited.attachments.len(),
        1,
        "PATCH without attachments keeps them"
    );
    let followup = command
        .create_followup(
            &http,
            CreateInteractionResponseFollowup::new()
                .content("only you")
                .ephemeral(true),
        )
        .await
        .expect("followup");
    assert!(followup.flags.unwrap().contains(MessageFlags::EPHEMERAL));
    let stored_followup = fake.message(followup.id.get()).expect("followup stored");
    assert!(stored_followup.ephemeral);
    assert_eq!(stored_followup.visible_to, Some(alice.id));

    // A button click on the stored message, answered with an update carrying a new file.
    let board = fake.message(stored.id).unwrap();
    let click = interactions::button_click(&ch, &alice, &board.to_json(), "azul:take");
    let click_id = fake.register_interaction(&click).expect("register click");
    let Interaction::Component(component) = parse_interaction(&click).unwrap() else {
        panic!("expected a component interaction");
    };
    let new_png = {
        let mut p = tiny_png();
        p.push(0);
        p
    };
    component
        .create_response(
            &http,
            CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .content("Tiles taken")
                    .add_file(CreateAttachment::bytes(new_png.clone(), "board2.png")),
            ),
        )
        .await
        .expect("update message");
    let update = fake
        .wait_response(click_id, WAIT)
        .await
        .expect("update callback");
    assert_eq!(update.callback_type(), Some(7));
    let updated = fake.message(stored.id).unwrap();
    assert_eq!(updated.content, "Tiles taken");
    assert_eq!(
        updated.attachment_names(),
        vec!["board2.png"],
        "update replaces files"
    );
    assert_eq!(updated.attachments[0].bytes, new_png);
    assert_eq!(
        updated.custom_ids(),
        vec!["azul:take", "azul:quit"],
        "components kept"
    );

    // Deferred response: the answer edits the "thinking" placeholder (`@original`); the
    // deprecated follow-up that would fill it is refused.
    let slow = interactions::slash_command(&ch, &alice, "azul", Some("rules"), vec![]);
    let slow_id = fake.register_interaction(&slow).unwrap();
    let Interaction::Command(slow_cmd) = parse_interaction(&slow).unwrap() else {
        unreachable!()
    };
    slow_cmd.defer_ephemeral(&http).await.expect("defer");
    let placeholder = fake.original_response(slow_id).expect("placeholder");
    assert!(placeholder.deferred && placeholder.ephemeral);
    let refused = slow_cmd
        .create_followup(
            &http,
            CreateInteractionResponseFollowup::new().content("Rules..."),
        )
        .await
        .expect_err("a follow-up after a deferral");
    assert_eq!(discord_code(&refused), Some(50035));
    let filled = slow_cmd
        .edit_response(&http, EditInteractionResponse::new().content("Rules..."))
        .await
        .expect("edit after defer");
    assert_eq!(filled.id.get(), placeholder.id);
    let filled = fake.message(placeholder.id).unwrap();
    assert!(!filled.deferred && filled.ephemeral);
    assert_eq!(filled.content, "Rules...");

    // Invalid payloads get Discord's errors.
    let empty = ChannelId::new(ch.channel_id)
        .send_message(&http, CreateMessage::new())
        .await
        .expect_err("empty message");
    assert_eq!(discord_code(&empty), Some(50006));
    let duplicate = ChannelId::new(ch.channel_id)
        .send_message(
            &http,
            CreateMessage::new()
                .content("x")
                .components(vec![CreateActionRow::Buttons(vec![
                    CreateButton::new("same").label("a"),
                    CreateButton::new("same").label("b"),
                ])]),
        )
        .await
        .expect_err("duplicate custom ids");
    assert_eq!(discord_code(&duplicate), Some(50035));

    // Channel messages: post with a select menu, edit, thread, delete.
    let menu = CreateSelectMenu::new(
        "azul:pick",
        CreateSelectMenuKind::String {
            options: vec![
                CreateSelectMenuOption::new("Red", "red"),
                CreateSelectMenuOption::new("Blue", "blue"),
            ],
        },
    )
    .placeholder("Pick a colour");
    let posted = ChannelId::new(ch.channel_id)
        .send_message(
            &http,
            CreateMessage::new()
                .content("Lobby")
                .components(vec![CreateActionRow::SelectMenu(menu)]),
        )
        .await
        .expect("send_message");
    let lobby = fake.message(posted.id.get()).expect("posted stored");
    assert_eq!(lobby.custom_ids(), vec!["azul:pick"]);
    assert_eq!(
        lobby.select_options("azul:pick"),
        vec![("Red".into(), "red".into()), ("Blue".into(), "blue".into())]
    );
    let mut posted = posted;
    posted
        .edit(&http, EditMessage::new().content("Lobby (2 players)"))
        .await
        .expect("edit message");
    let lobby = fake.message(posted.id.get()).unwrap();
    assert_eq!(lobby.content, "Lobby (2 players)");
    assert_eq!(lobby.edit_count, 1);
    let fetched = ChannelId::new(ch.channel_id)
        .message(&http, posted.id)
        .await
        .expect("get message");
    assert_eq!(fetched.content, "Lobby (2 players)");
    let thread = ChannelId::new(ch.channel_id)
        .create_thread_from_message(&http, posted.id, CreateThread::new("Azul game"))
        .await
        .expect("thread from message");
    assert_eq!(thread.id.get(), posted.id.get());
    assert_eq!(thread.kind, ChannelType::PublicThread);
    let private = ChannelId::new(ch.channel_id)
        .create_thread(&http, CreateThread::new("Private game"))
        .await
        .expect("thread");
    assert_eq!(private.kind, ChannelType::PrivateThread);
    let in_thread = private
        .id
        .send_message(&http, CreateMessage::new().content("hello thread"))
        .await
        .expect("post in thread");
    assert_eq!(fake.channel_messages(private.id.get()).len(), 1);
    in_thread.delete(&http).await.expect("delete");
    assert!(fake.message(in_thread.id.get()).unwrap().deleted);
    assert!(fake.channel_messages(private.id.get()).is_empty());

    // Anything else is an unknown route, recorded for later assertions.
    let before = fake.failed_requests().len();
    let unknown = http
        .get_guild(guild)
        .await
        .expect_err("no such route in the fake");
    assert_eq!(discord_code(&unknown), Some(0));
    let failed = fake.failed_requests();
    assert_eq!(failed.len(), before + 1);
    assert_eq!(
        failed.last().unwrap().route(),
        format!("/guilds/{TEST_GUILD_ID}")
    );
    assert_eq!(failed.last().unwrap().status, 404);
}

struct Forward {
    interactions: mpsc::UnboundedSender<Interaction>,
    guilds: mpsc::UnboundedSender<Guild>,
}

#[serenity::async_trait]
impl EventHandler for Forward {
    async fn interaction_create(&self, _ctx: Context, interaction: Interaction) {
        let _ = self.interactions.send(interaction);
    }
    async fn guild_create(&self, _ctx: Context, guild: Guild, _is_new: Option<bool>) {
        let _ = self.guilds.send(guild);
    }
}

async fn next_interaction(rx: &mut mpsc::UnboundedReceiver<Interaction>) -> Interaction {
    tokio::time::timeout(WAIT, rx.recv())
        .await
        .expect("the client did not receive the interaction in time")
        .expect("event channel closed")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gateway_delivers_interactions_to_a_serenity_client() {
    let fake = FakeDiscord::start().await;
    let (tx, mut rx) = mpsc::unbounded_channel();
    let (guild_tx, mut guild_rx) = mpsc::unbounded_channel();
    let mut client = ClientBuilder::new_with_http(http_for(&fake), GatewayIntents::GUILDS)
        .event_handler(Forward {
            interactions: tx,
            guilds: guild_tx,
        })
        .await
        .expect("client");
    let shards = client.shard_manager.clone();
    let run = tokio::spawn(async move { client.start().await });

    fake.wait_ready(WAIT).await.expect("READY");
    assert!(fake.is_connected());
    let identify = &fake.identify_payloads()[0];
    assert_eq!(identify["shard"], json!([0, 1]));
    assert!(
        fake.wait_ready(Duration::from_millis(200)).await.is_err(),
        "READY consumed"
    );

    // GUILD_CREATE follows READY and fills serenity's cache.
    let guild = tokio::time::timeout(WAIT, guild_rx.recv())
        .await
        .expect("GUILD_CREATE in time")
        .expect("guild");
    assert_eq!(guild.id.get(), TEST_GUILD_ID);
    assert_eq!(guild.roles.len(), 2);
    let channel = &guild.channels[&ChannelId::new(fake.channel().channel_id)];
    let bot_member = &guild.members[&serenity::all::UserId::new(fake.bot_user_id())];
    assert!(guild
        .user_permissions_in(channel, bot_member)
        .manage_messages());

    // A slash command with a subcommand and typed options.
    let ch = fake.channel().with_guild_locale("fr");
    let bob = TestUser::new(2002, "bob", "pt-BR").moderator();
    let payload = interactions::slash_command(
        &ch,
        &bob,
        "azul",
        Some("start"),
        vec![("players", json!(4)), ("public", json!(true))],
    );
    let sent = fake.send_interaction(payload).expect("send command");
    let Interaction::Command(command) = next_interaction(&mut rx).await else {
        panic!("expected Interaction::Command");
    };
    assert_eq!(command.id.get(), sent);
    assert_eq!(command.data.name, "azul");
    assert_eq!(command.user.id.get(), bob.id);
    assert_eq!(command.user.name, "bob");
    assert_eq!(command.locale, "pt-BR");
    assert_eq!(command.guild_locale.as_deref(), Some("fr"));
    assert_eq!(command.guild_id, Some(GuildId::new(TEST_GUILD_ID)));
    let member = command.member.as_ref().expect("member");
    assert!(member.permissions.unwrap().manage_messages());
    let CommandDataOptionValue::SubCommand(options) = &command.data.options[0].value else {
        panic!("expected a subcommand");
    };
    assert_eq!(command.data.options[0].name, "start");
    assert_eq!(options[0].value, CommandDataOptionValue::Integer(4));
    assert_eq!(options[1].value, CommandDataOptionValue::Boolean(true));

    // A button click and a select choice on a message the fake stores.
    let http = http_for(&fake);
    let posted = ChannelId::new(ch.channel_id)
        .send_message(
            &http,
            CreateMessage::new()
                .content("Board")
                .components(vec![CreateActionRow::Buttons(vec![CreateButton::new(
                    "azul:take:3",
                )
                .label("Take")])]),
        )
        .await
        .expect("post board");
    let stored = fake.message(posted.id.get()).unwrap();
    let alice = TestUser::new(1001, "alice", "en-US");
    assert_eq!(
        alice.permissions & (1 << 13),
        0,
        "basic users lack Manage Messages"
    );
    let click = interactions::button_click(&ch, &alice, &stored.to_json(), "azul:take:3");
    fake.send_interaction(click).expect("send click");
    let Interaction::Component(component) = next_interaction(&mut rx).await else {
        panic!("expected Interaction::Component");
    };
    assert_eq!(component.data.custom_id, "azul:take:3");
    assert!(matches!(
        component.data.kind,
        ComponentInteractionDataKind::Button
    ));
    assert_eq!(component.user.id.get(), alice.id);
    assert_eq!(component.locale, "en-US");
    assert_eq!(component.message.id, posted.id);
    assert_eq!(component.message.content, "Board");
    let member = component.member.as_ref().expect("member");
    assert!(!member.permissions.unwrap().manage_messages());

    let pick = interactions::select_values(
        &ch,
        &alice,
        &stored.to_json(),
        "azul:colour",
        vec!["red".into()],
    );
    fake.send_interaction(pick).expect("send select");
    let Interaction::Component(select) = next_interaction(&mut rx).await else {
        panic!("expected Interaction::Component");
    };
    let ComponentInteractionDataKind::StringSelect { values } = &select.data.kind else {
        panic!("expected a string select, got {:?}", select.data.kind);
    };
    assert_eq!(values, &vec!["red".to_string()]);

    // Modal submissions deserialize too.
    let modal = interactions::modal_submit(&ch, &alice, "azul:name", vec![("name", "Alice")], None);
    fake.send_interaction(modal).expect("send modal");
    let Interaction::Modal(modal) = next_interaction(&mut rx).await else {
        panic!("expected Interaction::Modal");
    };
    assert_eq!(modal.data.custom_id, "azul:name");

    // Reconnect: serenity resumes, is refused, identifies again and gets a new READY.
    fake.send_reconnect().expect("reconnect");
    fake.wait_ready(Duration::from_secs(15))
        .await
        .expect("READY after reconnect");
    let again = interactions::slash_command(&ch, &bob, "azul", Some("rules"), vec![]);
    fake.send_interaction(again).expect("send after reconnect");
    let Interaction::Command(rules) = next_interaction(&mut rx).await else {
        panic!("expected Interaction::Command");
    };
    let sub: Vec<&str> = rules.data.options.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(sub, vec!["rules"]);

    shards.shutdown_all().await;
    let _ = tokio::time::timeout(WAIT, run).await;
    let unexpected: Vec<Value> = fake
        .failed_requests()
        .iter()
        .map(|r| json!([r.method, r.path, r.status]))
        .collect();
    assert!(unexpected.is_empty(), "unexpected failures: {unexpected:?}");
}

#[tokio::test]
async fn high_level_helpers_follow_the_registered_schema() {
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake);
    GuildId::new(TEST_GUILD_ID)
        .set_commands(&http, vec![azul_command()])
        .await
        .expect("register");
    let registered = fake
        .find_command(TEST_GUILD_ID, "azul")
        .expect("registered");
    let ch = fake.channel();
    let alice = TestUser::new(1001, "alice", "en-US");

    // The fake has no gateway client here: sending fails cleanly instead of hanging.
    let err = fake
        .try_run_command(
            &ch,
            &alice,
            "azul",
            Some("start"),
            vec![("players", json!(3))],
        )
        .await
        .expect_err("no gateway connection");
    assert!(err.contains("no identified gateway connection"), "{err}");

    // Schema checks happen before anything is sent.
    for (sub, options, needle) in [
        (None, vec![], "needs a subcommand"),
        (Some("stop"), vec![], "no subcommand"),
        (Some("start"), vec![], "required option"),
        (Some("start"), vec![("players", json!(9))], "outside"),
        (
            Some("start"),
            vec![("players", json!("three"))],
            "does not fit",
        ),
        (Some("start"), vec![("seats", json!(2))], "no option"),
    ] {
        let err = fake
            .try_run_command(&ch, &alice, "azul", sub, options)
            .await
            .expect_err("invalid invocation");
        assert!(err.contains(needle), "expected {needle:?} in {err}");
    }
    let (id, guild, options) = (
        registered["id"].as_str().unwrap().to_string(),
        registered["guild_id"].as_str().unwrap().to_string(),
        registered["options"].as_array().unwrap().len(),
    );
    assert!(!id.is_empty() && guild == TEST_GUILD_ID.to_string() && options == 2);
}

#[test]
fn multipart_reader_handles_binary_parts_and_encoded_names() {
    use crate::support::multipart::{boundary_of, parse, split_payload};
    let body = b"--XyZ\r\nContent-Disposition: form-data; name=\"files[0]\"; filename*=utf-8''%C3%A9t%C3%A9.png\r\nContent-Type: image/png\r\n\r\n\x00\r\n\x01--\r\n--XyZ\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{\"a\":1}\r\n--XyZ--\r\n";
    assert_eq!(
        boundary_of("multipart/form-data; boundary=XyZ").as_deref(),
        Some("XyZ")
    );
    assert_eq!(boundary_of("application/json"), None);
    let (payload, files) = split_payload(parse(body, "XyZ").expect("parse"));
    assert_eq!(payload.as_deref(), Some("{\"a\":1}"));
    assert_eq!(files.len(), 1);
    assert_eq!(files[0].field, "files[0]");
    assert_eq!(files[0].filename, "été.png");
    assert_eq!(files[0].bytes, b"\x00\r\n\x01--");
}

#[test]
fn snowflakes_increase_and_timestamps_format() {
    use crate::support::snowflake;
    assert_eq!(snowflake::iso8601(0), "1970-01-01T00:00:00.000+00:00");
    assert_eq!(
        snowflake::iso8601(1_709_210_096_789),
        "2024-02-29T12:34:56.789+00:00"
    );
    let (a, b) = (snowflake::next(), snowflake::next());
    assert!(b > a);
    let ts = serenity::model::Timestamp::parse(&snowflake::timestamp_of(b)).expect("parses");
    assert!(ts.unix_timestamp() > 1_700_000_000);
}

// ----- places without the bot: user-installed app in a server, a group DM, a DM ----------------

const INSTALLER: u64 = 1_180_000_000_000_007_001;
const GROUP_DM: u64 = 1_180_000_000_000_007_300;
const DM: u64 = 1_180_000_000_000_007_100;
const OTHER_GUILD: u64 = 1_180_000_000_000_007_500;
const OTHER_GUILD_CHANNEL: u64 = 1_180_000_000_000_007_600;

#[test]
fn user_installed_places_parse_in_serenity() {
    use serenity::all::{AuthorizingIntegrationOwner, InteractionContext, Permissions, UserId};
    let alice = TestUser::new(1001, "alice", "fr");
    let installer = UserId::new(INSTALLER);
    let cases = [
        (
            TestChannel::user_installed_guild(OTHER_GUILD, OTHER_GUILD_CHANNEL, INSTALLER),
            ChannelType::Text,
            Some(GuildId::new(OTHER_GUILD)),
            InteractionContext::Guild,
        ),
        (
            TestChannel::group_dm(GROUP_DM, INSTALLER),
            ChannelType::GroupDm,
            None,
            InteractionContext::PrivateChannel,
        ),
        (
            TestChannel::dm(DM, INSTALLER),
            ChannelType::Private,
            None,
            InteractionContext::PrivateChannel,
        ),
    ];
    for (ch, kind, guild, context) in cases {
        assert!(!ch.bot_present());
        let command = interactions::slash_command(&ch, &alice, "azul", Some("start"), vec![]);
        let Interaction::Command(command) = parse_interaction(&command).unwrap() else {
            panic!("expected a command interaction");
        };
        assert_eq!(command.guild_id, guild);
        assert_eq!(command.channel_id, ChannelId::new(ch.channel_id));
        assert_eq!(command.channel.as_ref().map(|c| c.kind), Some(kind));
        assert_eq!(
            command.user.id.get(),
            alice.id,
            "the user is known in {kind:?}"
        );
        assert_eq!(
            command.member.is_some(),
            guild.is_some(),
            "member only in a guild"
        );
        assert_eq!(command.guild_locale.is_some(), guild.is_some());
        assert_eq!(command.context, Some(context));
        assert!(matches!(
            command.authorizing_integration_owners.0.as_slice(),
            [AuthorizingIntegrationOwner::UserInstall(u)] if *u == installer
        ));
        assert_eq!(
            command.app_permissions,
            Some(Permissions::from_bits_truncate(
                interactions::USER_APP_PERMISSIONS
            ))
        );
        assert!(command.data.guild_id.is_none(), "a global command");

        // Every other builder honours the place too.
        let message = json!({
            "id": "1180000000000007999",
            "channel_id": ch.channel_id.to_string(),
            "author": {"id": APPLICATION_ID.to_string(), "username": "Vitrail", "discriminator": "0", "avatar": null, "bot": true},
            "content": "table",
            "timestamp": "2024-01-01T00:00:00.000000+00:00",
            "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [],
            "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0,
            "components": [{"type": 1, "components": [{"type": 3, "custom_id": "menu", "options": [{"label": "A", "value": "a"}]}]}],
        });
        let payloads = [
            interactions::button_click(&ch, &alice, &message, "b"),
            interactions::select_values(&ch, &alice, &message, "menu", vec!["a".into()]),
            interactions::modal_submit(&ch, &alice, "m", vec![("f", "v")], Some(&message)),
        ];
        for payload in payloads {
            assert_eq!(payload["context"], ch.context());
            assert_eq!(
                payload["authorizing_integration_owners"]["1"],
                INSTALLER.to_string()
            );
            assert_eq!(payload.get("member").is_some(), guild.is_some());
            assert_eq!(payload.get("user").is_some(), guild.is_none());
            assert_eq!(payload.get("guild_id").is_some(), guild.is_some());
            match parse_interaction(&payload).unwrap() {
                Interaction::Component(c) => {
                    assert_eq!(c.user.id.get(), alice.id);
                    assert_eq!(c.guild_id, guild);
                    assert_eq!(c.context, Some(context));
                }
                Interaction::Modal(m) => {
                    assert_eq!(m.user.id.get(), alice.id);
                    assert_eq!(m.guild_id, guild);
                }
                other => panic!("unexpected {other:?}"),
            }
        }
    }
    // The default place is unchanged: the bot's guild, installed there.
    let guild = TestChannel::new(TEST_GUILD_ID, OTHER_GUILD_CHANNEL + 1);
    assert!(guild.bot_present());
    let payload = interactions::slash_command(&guild, &alice, "azul", None, vec![]);
    assert_eq!(payload["context"], 0);
    assert_eq!(
        payload["authorizing_integration_owners"],
        json!({"0": TEST_GUILD_ID.to_string()})
    );
    assert!(payload.get("member").is_some() && payload.get("user").is_none());
}

#[tokio::test]
async fn channel_routes_are_refused_where_the_bot_is_not() {
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake);
    let alice = TestUser::new(1001, "alice", "en-US");
    let gdm = TestChannel::group_dm(GROUP_DM, INSTALLER);
    // Known from an interaction sent from there.
    let payload = interactions::slash_command(&gdm, &alice, "azul", None, vec![]);
    let id = fake.register_interaction(&payload).expect("register");
    assert!(fake.is_without_bot(GROUP_DM));
    let channel = ChannelId::new(GROUP_DM);
    let err = channel.say(&http, "hello").await.expect_err("no bot there");
    assert_eq!(discord_code(&err), Some(50001));
    let err = channel
        .broadcast_typing(&http)
        .await
        .expect_err("no typing");
    assert_eq!(discord_code(&err), Some(50001));
    let err = channel
        .messages(&http, serenity::all::GetMessages::new())
        .await
        .expect_err("no history");
    assert_eq!(discord_code(&err), Some(50001));
    let path = format!("/api/v10/channels/{GROUP_DM}");
    assert_eq!(
        fake.channel_routes_refused(GROUP_DM),
        vec![
            ("POST".to_string(), format!("{path}/messages")),
            ("POST".to_string(), format!("{path}/typing")),
            ("GET".to_string(), format!("{path}/messages")),
        ]
    );
    assert_eq!(fake.refused_channel_routes().len(), 3);

    // The interaction endpoints work, and the table is found in the channel.
    let Interaction::Command(command) = parse_interaction(&payload).unwrap() else {
        panic!("expected a command interaction");
    };
    command
        .create_response(
            &http,
            CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content("table")
                    .components(vec![CreateActionRow::Buttons(vec![CreateButton::new(
                        "take",
                    )
                    .label("Take")])]),
            ),
        )
        .await
        .expect("callback in a group DM");
    let table = fake
        .last_message(GROUP_DM)
        .expect("the table is in the group DM");
    assert_eq!(fake.original_response(id).map(|m| m.id), Some(table.id));
    assert_eq!(table.guild_id, None);
    // A click on it comes from the group DM, as its user.
    let click = interactions::button_click(&gdm, &alice, &table.to_json(), "take");
    let Interaction::Component(component) = parse_interaction(&click).unwrap() else {
        panic!("expected a component interaction");
    };
    assert_eq!(component.channel_id, channel);
    assert_eq!(component.message.id.get(), table.id);
    assert_eq!(component.user.id.get(), alice.id);
    fake.register_interaction(&click).unwrap();
    component
        .create_response(
            &http,
            CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new().content("taken"),
            ),
        )
        .await
        .expect("update in a group DM");
    assert_eq!(fake.message(table.id).unwrap().content, "taken");

    // A place registered by a test, before any interaction; the default channel still works.
    fake.add_channel(&TestChannel::dm(DM, INSTALLER));
    let err = ChannelId::new(DM)
        .say(&http, "hi")
        .await
        .expect_err("no bot");
    assert_eq!(discord_code(&err), Some(50001));
    assert_eq!(fake.channel_routes_refused(DM).len(), 1);
    ChannelId::new(fake.channel().channel_id)
        .say(&http, "hello")
        .await
        .expect("the bot's own channel");
    assert!(fake
        .channel_routes_refused(fake.channel().channel_id)
        .is_empty());
}

#[tokio::test]
async fn user_install_interactions_get_five_followups() {
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake);
    let alice = TestUser::new(1001, "alice", "en-US");
    let followup = |n: usize| CreateInteractionResponseFollowup::new().content(format!("#{n}"));

    for ch in [
        TestChannel::group_dm(GROUP_DM, INSTALLER),
        TestChannel::user_installed_guild(OTHER_GUILD, OTHER_GUILD_CHANNEL, INSTALLER),
    ] {
        let payload = interactions::slash_command(&ch, &alice, "azul", None, vec![]);
        let id = fake.register_interaction(&payload).unwrap();
        let Interaction::Command(command) = parse_interaction(&payload).unwrap() else {
            panic!("expected a command interaction");
        };
        command
            .create_response(
                &http,
                CreateInteractionResponse::Message(
                    CreateInteractionResponseMessage::new().content("lobby"),
                ),
            )
            .await
            .unwrap();
        let mut first = None;
        for n in 1..=5 {
            let m = command.create_followup(&http, followup(n)).await.unwrap();
            first.get_or_insert(m.id);
        }
        // Edits of the original and of a follow-up are no new follow-ups.
        command
            .edit_response(
                &http,
                EditInteractionResponse::new().content("lobby, edited"),
            )
            .await
            .expect("edit @original");
        command
            .edit_followup(
                &http,
                first.unwrap(),
                CreateInteractionResponseFollowup::new().content("#1, edited"),
            )
            .await
            .expect("edit a follow-up");
        assert_eq!(fake.followup_count(id), 5);
        let err = command
            .create_followup(&http, followup(6))
            .await
            .expect_err("a sixth follow-up");
        assert_eq!(discord_code(&err), Some(40094));
        assert_eq!(fake.followup_count(id), 5);
        assert_eq!(fake.interaction_messages(id).len(), 6, "response + 5");
    }
    assert_eq!(fake.followups_refused().len(), 2);
    assert_eq!(fake.max_followups_per_interaction(), 5);

    // Where the app is installed to the guild, no such limit.
    let ch = fake.channel();
    let payload = interactions::slash_command(&ch, &alice, "azul", None, vec![]);
    let id = fake.register_interaction(&payload).unwrap();
    let Interaction::Command(command) = parse_interaction(&payload).unwrap() else {
        panic!("expected a command interaction");
    };
    command
        .create_response(&http, CreateInteractionResponse::Defer(Default::default()))
        .await
        .unwrap();
    command
        .edit_response(&http, EditInteractionResponse::new().content("lobby"))
        .await
        .unwrap();
    for n in 1..=7 {
        command.create_followup(&http, followup(n)).await.unwrap();
    }
    assert_eq!(fake.followup_count(id), 7);
    assert_eq!(fake.max_followups_per_interaction(), 7);
    assert_eq!(fake.followups_refused().len(), 2);
}

#[tokio::test]
async fn only_user_installable_global_commands_run_where_the_bot_is_not() {
    use serenity::all::{InstallationContext, InteractionContext};
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake);
    let alice = TestUser::new(1001, "alice", "en-US");
    let gdm = TestChannel::group_dm(GROUP_DM, INSTALLER);
    // A guild command (the dev guild) is not offered in a group DM, nor a global one that
    // cannot be installed to a user.
    GuildId::new(TEST_GUILD_ID)
        .set_commands(&http, vec![azul_command()])
        .await
        .unwrap();
    Command::set_global_commands(&http, vec![azul_command()])
        .await
        .unwrap();
    let run = || fake.try_run_command(&gdm, &alice, "azul", Some("rules"), vec![]);
    let err = tokio::time::timeout(Duration::from_secs(30), run())
        .await
        .expect("gives up after DEFAULT_TIMEOUT")
        .expect_err("not offered");
    assert!(err.contains("USER_INSTALL"), "{err}");
    // Installable to users and usable in private channels: offered (and only then sending
    // fails, without a gateway client here).
    Command::set_global_commands(
        &http,
        vec![azul_command()
            .integration_types(vec![InstallationContext::Guild, InstallationContext::User])
            .contexts(vec![
                InteractionContext::Guild,
                InteractionContext::BotDm,
                InteractionContext::PrivateChannel,
            ])],
    )
    .await
    .unwrap();
    let err = run().await.expect_err("no gateway connection");
    assert!(err.contains("no identified gateway connection"), "{err}");
}

/// Discord's "Edit Followup Message" takes the id of one of the token's follow-ups: the message
/// a click was on, and a command's own response, are edited as `@original` only. The fake
/// refuses a token's edit by id of anything else (404 Unknown Message), so a bot that edits the
/// clicked message by its id fails the e2e tests' `assert_no_failed_requests`.
#[tokio::test]
async fn a_token_edits_the_clicked_message_as_original_and_only_its_follow_ups_by_id() {
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake);
    let ch = fake.channel();
    let alice = TestUser::new(1001, "alice", "en-US");
    let table = ChannelId::new(ch.channel_id)
        .send_message(
            &http,
            CreateMessage::new()
                .content("Table")
                .components(vec![CreateActionRow::Buttons(vec![CreateButton::new(
                    "azul:take",
                )
                .label("Take")])]),
        )
        .await
        .expect("table posted");
    let board = fake.message(table.id.get()).unwrap();
    let click = interactions::button_click(&ch, &alice, &board.to_json(), "azul:take");
    fake.register_interaction(&click).expect("register click");
    let Interaction::Component(component) = parse_interaction(&click).unwrap() else {
        panic!("expected a component interaction");
    };
    component
        .create_response(&http, CreateInteractionResponse::Acknowledge)
        .await
        .expect("deferred update");
    let next = component
        .create_followup(
            &http,
            CreateInteractionResponseFollowup::new().content("Next table"),
        )
        .await
        .expect("follow-up");

    // The clicked message by its id: refused.
    let refused = component
        .edit_followup(
            &http,
            table.id,
            CreateInteractionResponseFollowup::new().content("by id"),
        )
        .await
        .expect_err("the clicked message by id");
    assert_eq!(discord_code(&refused), Some(10008));
    assert_eq!(fake.message(table.id.get()).unwrap().content, "Table");
    // As `@original`: edited.
    let edited = component
        .edit_response(&http, EditInteractionResponse::new().content("Table, done"))
        .await
        .expect("@original");
    assert_eq!(edited.id, table.id);
    assert_eq!(fake.message(table.id.get()).unwrap().content, "Table, done");
    // Its own follow-up by id: edited.
    component
        .edit_followup(
            &http,
            next.id,
            CreateInteractionResponseFollowup::new().content("Next table, edited"),
        )
        .await
        .expect("its follow-up by id");
    assert_eq!(
        fake.message(next.id.get()).unwrap().content,
        "Next table, edited"
    );

    // A command's own response by its id: refused too; as `@original`, edited.
    let payload = interactions::slash_command(&ch, &alice, "azul", None, vec![]);
    fake.register_interaction(&payload).unwrap();
    let Interaction::Command(command) = parse_interaction(&payload).unwrap() else {
        panic!("expected a command interaction");
    };
    command
        .create_response(
            &http,
            CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new().content("lobby"),
            ),
        )
        .await
        .unwrap();
    let lobby = command.get_response(&http).await.expect("@original");
    let refused = command
        .edit_followup(
            &http,
            lobby.id,
            CreateInteractionResponseFollowup::new().content("by id"),
        )
        .await
        .expect_err("the response by id");
    assert_eq!(discord_code(&refused), Some(10008));
    // Another token's follow-up by id: refused.
    let refused = command
        .edit_followup(
            &http,
            next.id,
            CreateInteractionResponseFollowup::new().content("not mine"),
        )
        .await
        .expect_err("another token's follow-up");
    assert_eq!(discord_code(&refused), Some(10008));
    assert_eq!(fake.failed_requests().len(), 3);
}
