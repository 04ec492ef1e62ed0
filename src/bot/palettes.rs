//! Which palette a picture is drawn in (people choose theirs with `/settings`).
//!
//! A picture only one person sees (their board, their decision panel, an out-of-date click's
//! fresh copy) is drawn in that person's palette. A picture the whole channel sees (the table
//! message, the results) is drawn in the usual colours unless every person seated at the table
//! chose high contrast: the shared picture should not change under the others' eyes, and the
//! shapes on every glass already tell the colours apart for everybody.

use super::data::Data;
use crate::present::kit::Palette;
use crate::store::UserSettings;
use crate::table::GameRecord;

/// The palette of pictures for `user`'s eyes only. A storage failure is logged and draws the
/// usual colours: a picture is never refused for a setting.
pub fn palette_of(data: &Data, user: u64) -> Palette {
    data.store
        .user_settings(user)
        .unwrap_or_else(|e| {
            tracing::warn!(user, error = %e, "settings unreadable; drawing the usual colours");
            UserSettings::default()
        })
        .palette
}

/// The palette of the pictures everybody in the channel sees: high contrast only when every
/// seated person chose it.
pub fn shared_palette(data: &Data, record: &GameRecord) -> Palette {
    Palette::shared(record.humans().map(|user| palette_of(data, user)))
}
