//! Registering the slash commands only when their definitions changed. Every registration
//! overwrites the whole command list on Discord (a global one takes a while to reach every
//! client, and each call counts against the bot's rate limits), so the hash of the definitions
//! last registered is kept in the store by application and place, and a restart with the same
//! definitions registers nothing.

use std::hash::{DefaultHasher, Hash, Hasher};

use poise::serenity_prelude as serenity;

use super::data::{Data, Error};

/// Where commands are registered: everywhere, or in one (development) server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Place {
    Global,
    Guild(u64),
}

/// The store key of `place` for application `app`.
fn scope(app: u64, place: Place) -> String {
    match place {
        Place::Global => format!("{app}:global"),
        Place::Guild(guild) => format!("{app}:guild:{guild}"),
    }
}

/// A fingerprint of command definitions: their JSON as Discord receives it, its keys sorted
/// (translations are kept in hash maps, whose order changes from one process to the next).
/// Fixed within a build; a new compiler may change it, which only costs one more registration.
fn fingerprint(definitions: &[serenity::CreateCommand]) -> Result<u64, serde_json::Error> {
    let canonical = sorted(serde_json::to_value(definitions)?);
    let mut hasher = DefaultHasher::new();
    serde_json::to_vec(&canonical)?.hash(&mut hasher);
    Ok(hasher.finish())
}

/// `value` with every object's keys in order.
fn sorted(value: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match value {
        Value::Object(map) => {
            let ordered: std::collections::BTreeMap<String, Value> =
                map.into_iter().map(|(k, v)| (k, sorted(v))).collect();
            Value::Object(ordered.into_iter().collect())
        }
        Value::Array(items) => Value::Array(items.into_iter().map(sorted).collect()),
        other => other,
    }
}

/// Registers `definitions` in each of `places` where the store does not say they are already,
/// and remembers them. A store that cannot be read only costs a registration.
pub(super) async fn register(
    http: &serenity::Http,
    data: &Data,
    app: u64,
    definitions: Vec<serenity::CreateCommand>,
    places: &[Place],
) -> Result<(), Error> {
    let hash = fingerprint(&definitions)?;
    for &place in places {
        let scope = scope(app, place);
        if matches!(data.store.registered_commands(&scope), Ok(Some(h)) if h == hash) {
            tracing::info!(?place, "commands unchanged since they were registered");
            continue;
        }
        match place {
            Place::Global => {
                serenity::Command::set_global_commands(http, definitions.clone()).await?;
            }
            Place::Guild(guild) => {
                serenity::GuildId::new(guild)
                    .set_commands(http, definitions.clone())
                    .await?;
            }
        }
        tracing::info!(?place, "commands registered");
        if let Err(e) = data.store.remember_registered_commands(scope, hash).await {
            tracing::warn!(error = %e, "could not remember the registered commands");
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fingerprint_follows_the_definitions() {
        let one = vec![serenity::CreateCommand::new("azul").description("Play Azul")];
        let same = vec![serenity::CreateCommand::new("azul").description("Play Azul")];
        let other = vec![serenity::CreateCommand::new("azul").description("Play Azul!")];
        assert_eq!(fingerprint(&one).ok(), fingerprint(&same).ok());
        assert_ne!(fingerprint(&one).ok(), fingerprint(&other).ok());
        // Translations in any order are the same definitions.
        let words = |pairs: &[(&str, &str)]| {
            pairs.iter().fold(
                serenity::CreateCommand::new("azul").description("Play"),
                |c, (locale, name)| c.name_localized(*locale, *name),
            )
        };
        let forth = words(&[("ru", "азул"), ("uk", "азул"), ("de", "azul")]);
        let back = words(&[("de", "azul"), ("uk", "азул"), ("ru", "азул")]);
        assert_eq!(fingerprint(&[forth]).ok(), fingerprint(&[back]).ok());
        assert_ne!(scope(1, Place::Global), scope(1, Place::Guild(1)));
        assert_ne!(scope(1, Place::Global), scope(2, Place::Global));
    }
}
