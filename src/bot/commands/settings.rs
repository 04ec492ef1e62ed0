//! `/settings`: a person's own settings (for now the palette of their pictures), and which
//! palette a picture is drawn in.
//!
//! A picture only one person sees (their board, their decision panel, an out-of-date click's
//! fresh copy) is drawn in that person's palette. A picture the whole channel sees (the table
//! message, the results) is drawn in the usual colours unless every person seated at the table
//! chose high contrast: the shared picture should not change under the others' eyes, and the
//! shapes on every glass already tell the colours apart for everybody.

use crate::bot::data::{Context, Data, Error};
use crate::bot::reply::reply_ephemeral;
use crate::i18n::Text;
use crate::present::kit::Palette;
use crate::store::UserSettings;
use crate::table::GameRecord;

#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum PaletteChoice {
    Standard,
    HighContrast,
}

impl From<PaletteChoice> for Palette {
    fn from(choice: PaletteChoice) -> Palette {
        match choice {
            PaletteChoice::Standard => Palette::Standard,
            PaletteChoice::HighContrast => Palette::HighContrast,
        }
    }
}

/// Your own settings: without an option it shows them, with one it changes them.
#[poise::command(slash_command)]
pub async fn settings(ctx: Context<'_>, palette: Option<PaletteChoice>) -> Result<(), Error> {
    let user = ctx.author().id.get();
    let store = &ctx.data().store;
    let mut settings = store.user_settings(user)?;
    let changed = match palette.map(Palette::from) {
        Some(palette) if palette != settings.palette => {
            settings.palette = palette;
            store.save_user_settings(user, settings).await?;
            tracing::info!(user, ?palette, "palette chosen");
            true
        }
        _ => false,
    };
    let text = Text::SettingsPalette {
        high_contrast: settings.palette == Palette::HighContrast,
        changed,
    };
    reply_ephemeral(ctx, text).await
}

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
