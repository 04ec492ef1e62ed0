//! `/stats`, `/leaderboard` and `/help`.

use poise::serenity_prelude::{CreateEmbed, CreateEmbedFooter, User};
use poise::CreateReply;

use crate::bot::data::{Context, Error};
use crate::bot::localize::choice;
use crate::bot::place;
use crate::bot::reply::{reply_ephemeral, reply_locale, send};
use crate::games::{help_pages, GameKind, PerLanguage};
use crate::i18n::{CommandText, Locale, RecordText, Shown, StatsLine, Text};
use crate::store::PlayerStats;
use crate::table::rating::{Rated, Rating};
use crate::table::{GameRecord, StandIn};

/// People shown on a leaderboard.
const LEADERBOARD_SIZE: usize = 10;
/// Finished games `/stats` lists, newest first.
const RECENT_GAMES: usize = 10;
const STATS_COLOUR: u32 = 0x3b7a57;

/// A game as a slash command option: every game of the registry, in its order, sent back as
/// its index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameChoice(GameKind);

impl GameChoice {
    pub(crate) fn kind(self) -> GameKind {
        self.0
    }
}

impl poise::ChoiceParameter for GameChoice {
    fn list() -> std::borrow::Cow<'static, [poise::CommandParameterChoice]> {
        let games = GameKind::ALL.into_iter();
        games.map(|k| choice(CommandText::GameChoice(k))).collect()
    }

    fn from_index(index: usize) -> Option<Self> {
        GameKind::ALL.get(index).copied().map(GameChoice)
    }

    fn from_name(name: &str) -> Option<Self> {
        let games = GameKind::ALL.into_iter();
        games.map(GameChoice).find(|g| g.name() == name)
    }

    fn name(&self) -> &'static str {
        Locale::En.command(CommandText::GameChoice(self.0)).0
    }

    fn localized_name(&self, locale: &str) -> Option<&'static str> {
        let locale = Locale::from_discord(locale)?;
        Some(locale.command(CommandText::GameChoice(self.0)).0)
    }
}

fn line(stats: &PlayerStats) -> StatsLine {
    StatsLine {
        played: stats.played,
        wins: stats.wins,
        average: stats.average(),
        best: stats.best,
    }
}

fn shown(rating: &Rating) -> Shown {
    Shown {
        mu: rating.mu,
        sigma: rating.sigma,
        played: rating.played,
        wins: rating.wins,
    }
}

/// A person's games, wins, scores, ratings and last games in this server.
#[poise::command(slash_command)]
pub async fn stats(ctx: Context<'_>, user: Option<User>) -> Result<(), Error> {
    let Some(here) = place::of_command(ctx) else {
        return reply_ephemeral(ctx, Text::GuildOnly).await;
    };
    let locale = reply_locale(ctx);
    let user = user.as_ref().unwrap_or_else(|| ctx.author());
    let name = user.display_name().to_string();
    let store = &ctx.data().store;
    let (guild, id) = (here.place, user.id.get());
    let rows = store.player_stats(guild, id)?;
    let ratings = store.person_ratings(guild, id)?;
    let recent = store.recent_finished(guild, id, RECENT_GAMES)?;
    let mut embed = CreateEmbed::new()
        .title(locale.text(&Text::StatsTitle { name: name.clone() }))
        .colour(STATS_COLOUR);
    if rows.is_empty() {
        embed = embed.description(locale.text(&Text::StatsNone { name }));
    }
    for (kind, stats) in rows {
        let mut value = locale.text(&Text::StatsLine(line(&stats)));
        if let Some((_, rating)) = ratings.iter().find(|(k, _)| *k == kind) {
            value.push('\n');
            value.push_str(&locale.text(&RecordText::StatsRating(shown(rating)).into()));
        }
        embed = embed.field(locale.text(&Text::GameName(kind)), value, false);
    }
    if !recent.is_empty() {
        let lines: Vec<String> = recent
            .iter()
            .map(|record| locale.text(&recent_line(record, id).into()))
            .collect();
        embed = embed.field(
            locale.text(&RecordText::RecentHeading.into()),
            lines.join("\n"),
            false,
        );
    }
    send(ctx, CreateReply::default().embed(embed)).await
}

/// One finished game as `/stats` lists it, from `user`'s seat.
fn recent_line(record: &GameRecord, user: u64) -> RecordText {
    let seat = record.seat_index(user);
    let left = seat.is_some_and(|s| record.stand_in(usize::from(s)) == Some(StandIn::Left));
    let result = seat.filter(|_| !left).and_then(|s| {
        record
            .result
            .as_ref()?
            .iter()
            .find(|r| r.seat == s)
            .copied()
    });
    RecordText::RecentGame {
        id: record.id.to_string(),
        kind: record.kind,
        rank: result.map(|r| r.rank),
        seats: record.seats.len(),
        score: result.map(|r| r.score),
        at: record.updated_at,
    }
}

/// The best players of one game in this server, by rating (then those not rated yet).
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>, game: GameChoice) -> Result<(), Error> {
    let Some(here) = place::of_command(ctx) else {
        return reply_ephemeral(ctx, Text::GuildOnly).await;
    };
    let locale = reply_locale(ctx);
    let kind = game.kind();
    let store = &ctx.data().store;
    let rated = store.rating_board(here.place, kind)?;
    let board = store.leaderboard(here.place, kind)?;
    let mut lines: Vec<String> = rated
        .iter()
        .take(LEADERBOARD_SIZE)
        .enumerate()
        .map(|(i, (who, rating))| {
            let who = match who {
                Rated::Person(user) => format!("<@{user}>"),
                Rated::Computer(level) => locale.text(&Text::ComputerName(*level)),
            };
            let row = RecordText::LeaderboardRow {
                place: i + 1,
                who,
                rating: shown(rating),
            };
            locale.text(&row.into())
        })
        .collect();
    let unrated: Vec<String> = board
        .iter()
        .filter(|(user, _)| !rated.iter().any(|(who, _)| *who == Rated::Person(*user)))
        .take(LEADERBOARD_SIZE.saturating_sub(lines.len()))
        .enumerate()
        .map(|(i, (user, stats))| {
            locale.text(&Text::LeaderboardLine {
                place: i + 1,
                user: *user,
                line: line(stats),
            })
        })
        .collect();
    if !unrated.is_empty() && !lines.is_empty() {
        lines.push(locale.text(&RecordText::LeaderboardUnrated.into()));
    }
    lines.extend(unrated);
    let text = if lines.is_empty() {
        locale.text(&Text::LeaderboardEmpty(kind))
    } else {
        lines.join("\n")
    };
    let mut embed = CreateEmbed::new()
        .title(locale.text(&Text::LeaderboardTitle(kind)))
        .description(text)
        .colour(STATS_COLOUR);
    if !rated.is_empty() {
        let note = locale.text(&RecordText::LeaderboardNote.into());
        embed = embed.footer(CreateEmbedFooter::new(note));
    }
    // Mentions in an embed never ping; say so explicitly anyway.
    let reply = CreateReply::default()
        .embed(embed)
        .allowed_mentions(poise::serenity_prelude::CreateAllowedMentions::new());
    send(ctx, reply).await
}

/// How the bot works, or one game's rules, in the caller's language.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>, game: Option<GameChoice>) -> Result<(), Error> {
    let locale = reply_locale(ctx);
    let kind = game.map(GameChoice::kind);
    let title = match kind {
        Some(kind) => locale.text(&Text::GameName(kind)),
        None => locale.text(&Text::HelpTitle),
    };
    let embed = CreateEmbed::new()
        .title(title)
        .description(help_text(locale, kind))
        .colour(0x2f6f9f);
    let mut reply = CreateReply::default().embed(embed).ephemeral(true);
    for (title, text) in help_more(locale, kind) {
        reply = reply.embed(
            CreateEmbed::new()
                .title(title)
                .description(text)
                .colour(0x2f6f9f),
        );
    }
    send(ctx, reply).await
}

/// The overview help page and its part on playing where the bot is not a member.
const OVERVIEW: PerLanguage = help_pages!("overview");
const ANYWHERE: PerLanguage = help_pages!("anywhere");
const LEARNING: PerLanguage = help_pages!("learning");

/// What a help page goes on with in further embeds (title, text): for the overview, learning at
/// the table (hints) and playing where the bot is not a member; for a game, its own (Sagrada's
/// tool cards).
pub fn help_more(locale: Locale, kind: Option<GameKind>) -> Vec<(String, String)> {
    let Some(kind) = kind else {
        let learning = locale.pick_of(&LEARNING).to_string();
        let anywhere = locale.pick_of(&ANYWHERE).to_string();
        return vec![
            (locale.text(&Text::HelpLearningTitle), learning),
            (locale.text(&Text::HelpAnywhereTitle), anywhere),
        ];
    };
    let more = crate::table::object::kind(kind).help_more(locale);
    more.into_iter().collect()
}

/// The help page for a game (its entry's, `assets/help/<language>/<game>.md`) or the overview.
pub fn help_text(locale: Locale, kind: Option<GameKind>) -> &'static str {
    match kind {
        Some(kind) => locale.pick_of(&kind.entry().help),
        None => locale.pick_of(&OVERVIEW),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_help_page_fits_an_embed_and_is_honest() {
        let kinds = [None]
            .into_iter()
            .chain(GameKind::ALL.into_iter().map(Some));
        for locale in Locale::ALL {
            for kind in kinds.clone() {
                let text = help_text(locale, kind);
                let n = text.chars().count();
                assert!((500..=4096).contains(&n), "{locale:?} {kind:?}: {n}");
                // Each further embed fits one too, and all Discord's 6,000 characters a message.
                let title = match kind {
                    Some(kind) => locale.text(&Text::GameName(kind)),
                    None => locale.text(&Text::HelpTitle),
                };
                let mut total = n + title.chars().count();
                for (title, more) in help_more(locale, kind) {
                    let m = title.chars().count() + more.chars().count();
                    assert!(m <= 4096, "{locale:?} {kind:?}: {m}");
                    total += m;
                }
                assert!(total <= 6000, "{locale:?} {kind:?}: {total}");
            }
            // Every tool card's full text is in /help sagrada.
            let more = help_more(locale, Some(GameKind::Sagrada));
            let [(_, tools)] = more.as_slice() else {
                panic!("{locale:?}: no tool cards");
            };
            assert!(tools.matches("**").count() >= 24, "{locale:?}");
            // The overview names the buttons as they are labelled.
            let overview = help_text(locale, None);
            let buttons = [
                Text::ButtonJoin,
                Text::ButtonLeave,
                Text::ButtonStart,
                Text::ComputerMenuPlaceholder,
                Text::ButtonTakeTurn,
                Text::ButtonMyBoard,
                Text::ButtonBack,
                Text::ButtonCounts,
                Text::ButtonUndo,
                Text::ButtonRematch,
            ];
            for button in buttons {
                let label = locale.text(&button);
                assert!(overview.contains(&label), "{locale:?}: {label}");
            }
            // So does the page on hints, beside the overview.
            let learning = &help_more(locale, None)[0].1;
            for button in [Text::ButtonHint, Text::ButtonPlayHint] {
                let label = locale.text(&button);
                assert!(learning.contains(&label), "{locale:?}: {label}");
            }
            // Sintra's reconstructed values and Uzory's own tile faces are declared.
            let en = |k| help_text(Locale::En, Some(k)).to_lowercase();
            assert!(en(GameKind::Sintra).contains("stand-ins of our own"));
            assert!(en(GameKind::Uzory).contains("our own design"));
            // Summer Pavilion's variant 2 wild order is the expansion's, not the MINI's, and the
            // beige costs come from the full game's board: every language says so.
            let pavilion = help_text(locale, Some(GameKind::SummerPavilion));
            assert!(pavilion.contains("Glazed Pavilion"), "{locale:?}");
            let (unknown, full_game) = match locale {
                Locale::En => ("not known to us", "full game's board"),
                Locale::Ru => ("нам неизвестен", "планшета полной игры"),
                Locale::Uk => ("нам невідомий", "планшета повної гри"),
                Locale::De => ("kennen wir nicht", "Tableau des vollen Spiels"),
                Locale::Es => ("No conocemos", "tablero del juego completo"),
                Locale::Fr => ("ne nous est pas connu", "plateau du jeu complet"),
                Locale::PtBr => ("Não conhecemos", "tabuleiro do jogo completo"),
                Locale::Pl => ("nie znamy", "planszy pełnej gry"),
            };
            assert!(pavilion.contains(unknown), "{locale:?}");
            assert!(pavilion.contains(full_game), "{locale:?}");
        }
        // The overview lists the shape of every colour, as the pictures draw them.
        for locale in Locale::ALL {
            let overview = help_text(locale, None);
            for glass in crate::present::kit::Glass::ALL {
                let shape = glass.symbol().character();
                assert!(overview.contains(shape), "{locale:?}: no {shape}");
            }
        }
        assert_ne!(
            help_text(Locale::En, Some(GameKind::Uzory)),
            help_text(Locale::Ru, Some(GameKind::Uzory))
        );
    }
}
