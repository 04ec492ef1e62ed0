//! `/settings`: a person's own settings (for now the palette of their pictures; which palette
//! a picture is drawn in is `palettes.rs`).

use crate::bot::data::{Context, Error};
use crate::bot::reply::reply_ephemeral;
use crate::i18n::Text;
use crate::present::kit::Palette;

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
