//! The channel permissions the bot needs, read from the `app_permissions` Discord sends with
//! every interaction (the bot's own permissions where it was used: no extra call, and exact,
//! overwrites and thread rules included), and how a refusal is explained.

use poise::serenity_prelude::{ChannelType, PartialChannel, Permissions};

use super::retry::Trouble;
use crate::i18n::{self, Permission};

/// What a game's messages need: to see the channel, to post (in a thread: in threads), pictures
/// in embeds, attached; to open the game's own thread, that too.
fn needed(in_thread: bool, opens_thread: bool) -> Vec<(Permission, Permissions)> {
    let mut needed = vec![(Permission::ViewChannel, Permissions::VIEW_CHANNEL)];
    if in_thread || opens_thread {
        needed.push((
            Permission::SendMessagesInThreads,
            Permissions::SEND_MESSAGES_IN_THREADS,
        ));
    } else {
        needed.push((Permission::SendMessages, Permissions::SEND_MESSAGES));
    }
    if opens_thread {
        needed.push((
            Permission::CreatePublicThreads,
            Permissions::CREATE_PUBLIC_THREADS,
        ));
    }
    needed.push((Permission::EmbedLinks, Permissions::EMBED_LINKS));
    needed.push((Permission::AttachFiles, Permissions::ATTACH_FILES));
    needed
}

/// The needed permissions `app` lacks. Administrators have every permission.
pub(super) fn missing(app: Permissions, in_thread: bool, opens_thread: bool) -> Vec<Permission> {
    if app.administrator() {
        return Vec::new();
    }
    needed(in_thread, opens_thread)
        .into_iter()
        .filter(|(_, bit)| !app.contains(*bit))
        .map(|(permission, _)| permission)
        .collect()
}

/// Whether an interaction came from a thread.
pub(super) fn is_thread(channel: Option<&PartialChannel>) -> bool {
    channel.is_some_and(|c| {
        matches!(
            c.kind,
            ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
        )
    })
}

/// What to tell people about a game held for `trouble`; with the permissions of the click that
/// asks (`app`), a permission refusal names exactly what is missing.
pub(super) fn explain(
    trouble: Trouble,
    app: Option<Permissions>,
    in_thread: bool,
) -> i18n::Trouble {
    match trouble {
        Trouble::Permissions => {
            let lacking = app.map(|app| missing(app, in_thread, false));
            match lacking {
                // Discord refused although the click shows every permission: it changed since.
                Some(lacking) if lacking.is_empty() => i18n::Trouble::TableWaits,
                Some(missing) => i18n::Trouble::MissingPermissions {
                    missing,
                    thread: in_thread,
                },
                None => i18n::Trouble::MissingPermissions {
                    missing: needed(in_thread, false)
                        .into_iter()
                        .map(|(p, _)| p)
                        .collect(),
                    thread: in_thread,
                },
            }
        }
        Trouble::ChannelGone => i18n::Trouble::ChannelGone,
        Trouble::NoVoice => i18n::Trouble::WaitsForClick,
        _ => i18n::Trouble::TableWaits,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_permissions_are_named_for_channels_and_threads() {
        let all = Permissions::VIEW_CHANNEL
            | Permissions::SEND_MESSAGES
            | Permissions::EMBED_LINKS
            | Permissions::ATTACH_FILES;
        assert!(missing(all, false, false).is_empty());
        assert_eq!(
            missing(all, true, false),
            vec![Permission::SendMessagesInThreads]
        );
        assert_eq!(
            missing(all - Permissions::ATTACH_FILES, false, true),
            vec![
                Permission::SendMessagesInThreads,
                Permission::CreatePublicThreads,
                Permission::AttachFiles
            ]
        );
        assert!(missing(Permissions::ADMINISTRATOR, true, true).is_empty());
    }
}
