//! Where an interaction happens, as a game sees it: the place its ratings and statistics are kept
//! per (the server, or a group DM's or a DM's own channel), and whether the bot is a member there
//! or the app only answers the interactions of a person who installed it.

use poise::serenity_prelude::{
    AuthorizingIntegrationOwner, AuthorizingIntegrationOwners, ChannelId, CommandInteraction,
    ComponentInteraction, GuildId, InteractionContext,
};

use crate::table::Reach;

/// The place of an interaction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Here {
    /// The server, or outside servers the channel: ratings and statistics are kept per place.
    pub place: u64,
    pub channel: u64,
    pub reach: Reach,
}

/// Works out the place from an interaction's fields.
pub(super) fn here(
    guild: Option<GuildId>,
    channel: ChannelId,
    context: Option<InteractionContext>,
    owners: &AuthorizingIntegrationOwners,
) -> Here {
    Here {
        place: guild.map_or(channel.get(), |g| g.get()),
        channel: channel.get(),
        reach: reach(guild, context, owners),
    }
}

/// The place of a slash command (`None` for a prefix command, which has no interaction).
pub(super) fn of_command(ctx: super::data::Context<'_>) -> Option<Here> {
    match ctx {
        poise::Context::Application(app) => {
            let i = app.interaction;
            Some(here(
                i.guild_id,
                i.channel_id,
                i.context,
                &i.authorizing_integration_owners,
            ))
        }
        poise::Context::Prefix(_) => None,
    }
}

/// A slash command as a game's later messages may use it, heard as it arrives: the game's next
/// messages may follow it up (`voice.rs`).
pub(super) fn command_heard(interaction: &CommandInteraction) -> super::voice::Heard {
    super::voice::Heard {
        token: interaction.token.clone(),
        user: interaction.user.id.get(),
        arrived: std::time::Instant::now(),
        message: None,
        may_post: None,
        persons_app: persons_app(&interaction.authorizing_integration_owners),
    }
}

/// The place of a button or menu click.
pub(super) fn of_click(i: &ComponentInteraction) -> Here {
    here(
        i.guild_id,
        i.channel_id,
        i.context,
        &i.authorizing_integration_owners,
    )
}

/// Whether the app was installed to the person only, not to the place: Discord then takes five
/// follow-ups of an interaction.
pub(super) fn persons_app(owners: &AuthorizingIntegrationOwners) -> bool {
    !owners.0.is_empty()
        && !owners
            .0
            .iter()
            .any(|o| matches!(o, AuthorizingIntegrationOwner::GuildInstall(_)))
}

/// The bot is a member where the app is installed to the server it is used in, and in its own
/// DMs; anywhere else (a group DM, a DM between users, a server that only a person installed it
/// for) it speaks through interactions only.
fn reach(
    guild: Option<GuildId>,
    context: Option<InteractionContext>,
    owners: &AuthorizingIntegrationOwners,
) -> Reach {
    match (context, guild) {
        (Some(InteractionContext::BotDm), _) => Reach::Channel,
        (Some(InteractionContext::PrivateChannel), _) | (_, None) => Reach::Interactions,
        (_, Some(guild)) => {
            let installed_here = owners.0.iter().any(|owner| {
                matches!(owner, AuthorizingIntegrationOwner::GuildInstall(Some(g)) if *g == guild)
            });
            // Discord always says who authorised the app; a payload without it is an older one,
            // from a server that added the bot.
            if installed_here || owners.0.is_empty() {
                Reach::Channel
            } else {
                Reach::Interactions
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::serenity_prelude::UserId;

    fn owners(list: Vec<AuthorizingIntegrationOwner>) -> AuthorizingIntegrationOwners {
        AuthorizingIntegrationOwners(list)
    }

    #[test]
    fn the_bot_is_a_member_only_where_the_server_installed_it_or_in_its_own_dms() {
        let (guild, channel) = (GuildId::new(5), ChannelId::new(9));
        let server = owners(vec![AuthorizingIntegrationOwner::GuildInstall(Some(guild))]);
        let person = owners(vec![AuthorizingIntegrationOwner::UserInstall(UserId::new(
            3,
        ))]);
        let both = owners(vec![
            AuthorizingIntegrationOwner::GuildInstall(Some(guild)),
            AuthorizingIntegrationOwner::UserInstall(UserId::new(3)),
        ]);
        let guild_ctx = Some(InteractionContext::Guild);
        let at = |g, ctx, o: &AuthorizingIntegrationOwners| here(g, channel, ctx, o);
        assert_eq!(at(Some(guild), guild_ctx, &server).reach, Reach::Channel);
        assert_eq!(at(Some(guild), guild_ctx, &both).reach, Reach::Channel);
        assert_eq!(
            at(Some(guild), guild_ctx, &person).reach,
            Reach::Interactions,
            "a server that never added the bot"
        );
        let group = at(None, Some(InteractionContext::PrivateChannel), &person);
        assert_eq!(group.reach, Reach::Interactions);
        assert_eq!(group.place, 9, "a group DM is its own place");
        let bot_dm = at(None, Some(InteractionContext::BotDm), &server);
        assert_eq!(bot_dm.reach, Reach::Channel);
        let old = at(Some(guild), None, &owners(Vec::new()));
        assert_eq!((old.place, old.reach), (5, Reach::Channel));
    }
}
