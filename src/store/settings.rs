//! Each person's settings, one small JSON entry per user beside the games: how their pictures
//! are drawn. Written by `/settings`, read whenever a picture is drawn for them.

use serde::{Deserialize, Serialize};

use super::error::StoreError;
use super::handle::Store;
use crate::present::kit::Palette;

/// What one person chose; a field added later reads as its default from older entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct UserSettings {
    #[serde(default)]
    pub palette: Palette,
}

impl Store {
    /// `user`'s settings, the defaults if they never chose any. An entry that does not decode
    /// (written by a newer version) is reported and read as the defaults: a setting is never
    /// worth refusing a game.
    pub fn user_settings(&self, user: u64) -> Result<UserSettings, StoreError> {
        let Some(bytes) = self.trees.settings.get(user.to_be_bytes())? else {
            return Ok(UserSettings::default());
        };
        Ok(serde_json::from_slice(&bytes).unwrap_or_else(|e| {
            tracing::warn!(user, error = %e, "unreadable settings read as the defaults");
            UserSettings::default()
        }))
    }

    /// Stores `user`'s settings, flushed like every write.
    pub async fn save_user_settings(
        &self,
        user: u64,
        settings: UserSettings,
    ) -> Result<(), StoreError> {
        let bytes =
            serde_json::to_vec(&settings).map_err(|e| StoreError::Storage(e.to_string()))?;
        self.blocking(move |store| {
            store.trees.settings.insert(user.to_be_bytes(), bytes)?;
            Ok(())
        })
        .await?;
        self.flush().await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::testing::both_backends;

    #[tokio::test]
    async fn settings_round_trip_and_survive_reopening() {
        let dir = tempfile::tempdir().unwrap();
        {
            let store = Store::open(dir.path()).unwrap();
            assert_eq!(store.user_settings(7).unwrap(), UserSettings::default());
            let high = UserSettings {
                palette: Palette::HighContrast,
            };
            store.save_user_settings(7, high).await.unwrap();
            assert_eq!(store.user_settings(7).unwrap(), high);
            assert_eq!(store.user_settings(8).unwrap(), UserSettings::default());
        }
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(
            store.user_settings(7).unwrap().palette,
            Palette::HighContrast
        );
        store
            .save_user_settings(7, UserSettings::default())
            .await
            .unwrap();
        assert_eq!(store.user_settings(7).unwrap().palette, Palette::Standard);
    }

    both_backends! {
        async fn unreadable_or_older_entries_read_as_defaults(store: Store) {
        store
            .trees
            .settings
            .insert(1u64.to_be_bytes(), &b"{}"[..])
            .unwrap();
        store
            .trees
            .settings
            .insert(2u64.to_be_bytes(), &b"garbage"[..])
            .unwrap();
        store
            .trees
            .settings
            .insert(3u64.to_be_bytes(), &br#"{"palette":"high-contrast"}"#[..])
            .unwrap();
        assert_eq!(store.user_settings(1).unwrap(), UserSettings::default());
        assert_eq!(store.user_settings(2).unwrap(), UserSettings::default());
        assert_eq!(
            store.user_settings(3).unwrap().palette,
            Palette::HighContrast
        );
    }}
}
