//! The words of a game's afterlife, in every language: skill ratings, a person's last games,
//! replays, and lobbies and games closed for want of players. Their words are in
//! `locales/<code>/records.ftl`.

use super::locales::{term, tr};
use super::{Locale, Text};
use crate::games::GameKind;

/// A rating as shown: the estimate and its uncertainty.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shown {
    pub mu: f64,
    pub sigma: f64,
    pub played: u32,
    pub wins: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub enum RecordText {
    /// `/stats`: one game's rating.
    StatsRating(Shown),
    /// A leaderboard row: `who` is a mention or a computer's name.
    LeaderboardRow {
        place: usize,
        who: String,
        rating: Shown,
    },
    /// Below the rated rows: people with finished games but no rating yet.
    LeaderboardUnrated,
    /// How to read the board.
    LeaderboardNote,
    RecentHeading,
    /// One of a person's last games.
    RecentGame {
        id: String,
        kind: GameKind,
        rank: Option<u8>,
        seats: usize,
        score: Option<i32>,
        at: u64,
    },
    /// Under a finished game's results, and atop its log.
    GameId {
        id: String,
    },
    ButtonReplay,
    ReplayTitle {
        kind: GameKind,
        id: String,
    },
    /// Where the viewer stands: position 0 is the deal.
    ReplayAt {
        position: usize,
        total: usize,
    },
    ReplayBadId,
    ReplayUnknown {
        id: String,
    },
    ReplayUnfinished {
        id: String,
    },
    ReplayBroken,
    LobbyExpired {
        hours: u64,
    },
    GameAbandoned {
        days: u64,
    },
    ButtonReview,
    ReviewNotPlayer,
    ReviewBusy,
    /// A computer made every decision of the clicker's seat.
    ReviewNothing,
    ReviewStarted {
        decisions: usize,
        seconds: u64,
    },
    ReviewTitle {
        id: String,
        decisions: usize,
    },
    /// The coach found no decision it would change.
    ReviewClean,
    ReviewFinding {
        place: usize,
        move_number: usize,
        played: String,
        preferred: String,
        gain: f64,
        spread: f64,
    },
    /// The replay button at a reviewed decision.
    ReviewMoment {
        move_number: usize,
    },
}

impl From<RecordText> for Text {
    fn from(text: RecordText) -> Text {
        Text::Record(text)
    }
}

/// `27.4`, with `locale`'s decimal separator.
fn decimal(locale: Locale, x: f64) -> String {
    format!("{x:.1}").replace('.', term!(locale, "record-decimal-point"))
}

/// A rating as shown: `**27.4** ± 3.1`.
fn rating(locale: Locale, r: &Shown) -> String {
    format!(
        "**{}** ± {}",
        decimal(locale, r.mu),
        decimal(locale, r.sigma)
    )
}

pub(super) fn text(locale: Locale, t: &RecordText) -> String {
    match t {
        RecordText::StatsRating(r) => tr!(
            locale,
            "record-stats-rating",
            rating = rating(locale, r),
            played = r.played,
            wins = r.wins
        ),
        RecordText::LeaderboardRow {
            place,
            who,
            rating: r,
        } => tr!(
            locale,
            "record-leaderboard-row",
            place = *place,
            who = who.as_str(),
            rating = rating(locale, r),
            played = r.played,
            wins = r.wins
        ),
        RecordText::LeaderboardUnrated => tr!(locale, "record-leaderboard-unrated"),
        RecordText::LeaderboardNote => tr!(locale, "record-leaderboard-note"),
        RecordText::RecentHeading => tr!(locale, "record-recent-heading"),
        RecordText::RecentGame {
            id,
            kind,
            rank,
            seats,
            score,
            at,
        } => {
            let place = match rank {
                Some(rank) => tr!(locale, "record-recent-place", rank = *rank, seats = *seats),
                None => tr!(locale, "record-recent-left"),
            };
            let score = score
                .map(|s| format!(" · {}", tr!(locale, "record-recent-score", score = s)))
                .unwrap_or_default();
            // Discord writes the date in the reader's own language.
            format!(
                "`{id}` · {} · {place}{score} · <t:{at}:d>",
                locale.game_name(*kind)
            )
        }
        RecordText::GameId { id } => tr!(locale, "record-game-id", id = id.as_str()),
        RecordText::ButtonReplay => tr!(locale, "record-button-replay"),
        RecordText::ReplayTitle { kind, id } => tr!(
            locale,
            "record-replay-title",
            game = locale.game_name(*kind),
            id = id.as_str()
        ),
        RecordText::ReplayAt { position: 0, total } => {
            tr!(locale, "record-replay-deal", total = *total)
        }
        RecordText::ReplayAt { position, total } => tr!(
            locale,
            "record-replay-at",
            position = *position,
            total = *total
        ),
        RecordText::ReplayBadId => tr!(locale, "record-replay-bad-id"),
        RecordText::ReplayUnknown { id } => tr!(locale, "record-replay-unknown", id = id.as_str()),
        RecordText::ReplayUnfinished { id } => {
            tr!(locale, "record-replay-unfinished", id = id.as_str())
        }
        RecordText::ReplayBroken => tr!(locale, "record-replay-broken"),
        RecordText::LobbyExpired { hours } => tr!(locale, "record-lobby-expired", hours = *hours),
        RecordText::GameAbandoned { days } => tr!(locale, "record-game-abandoned", days = *days),
        RecordText::ButtonReview => tr!(locale, "record-button-review"),
        RecordText::ReviewNotPlayer => tr!(locale, "record-review-not-player"),
        RecordText::ReviewBusy => tr!(locale, "record-review-busy"),
        RecordText::ReviewNothing => tr!(locale, "record-review-nothing"),
        RecordText::ReviewStarted { decisions, seconds } => tr!(
            locale,
            "record-review-started",
            decisions = *decisions,
            seconds = *seconds
        ),
        RecordText::ReviewTitle { id, decisions } => tr!(
            locale,
            "record-review-title",
            id = id.as_str(),
            decisions = *decisions
        ),
        RecordText::ReviewClean => tr!(locale, "record-review-clean"),
        RecordText::ReviewFinding {
            place,
            move_number,
            played,
            preferred,
            gain,
            spread,
        } => tr!(
            locale,
            "record-review-finding",
            place = *place,
            number = *move_number,
            played = played.as_str(),
            preferred = preferred.as_str(),
            gain = decimal(locale, *gain),
            spread = decimal(locale, *spread)
        ),
        RecordText::ReviewMoment { move_number } => {
            tr!(locale, "record-review-moment", number = *move_number)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_words_every_message_differently() {
        let shown = Shown {
            mu: 27.44,
            sigma: 3.06,
            played: 3,
            wins: 1,
        };
        let samples = [
            RecordText::StatsRating(shown),
            RecordText::LeaderboardNote,
            RecordText::ReplayAt {
                position: 0,
                total: 5,
            },
            RecordText::LobbyExpired { hours: 24 },
            RecordText::GameAbandoned { days: 14 },
            RecordText::ButtonReplay,
        ];
        for t in samples {
            let words: Vec<String> = Locale::ALL.iter().map(|l| text(*l, &t)).collect();
            assert_ne!(words[0], words[1], "{t:?}");
            assert_ne!(words[1], words[2], "{t:?}");
        }
        assert!(text(Locale::En, &RecordText::StatsRating(shown)).contains("**27.4** ± 3.1"));
        assert_eq!(
            Locale::Ru.text(&Text::Record(RecordText::GameAbandoned { days: 14 })),
            "⌛ Игра отменена: никто не ходил 14 дней."
        );
    }

    #[test]
    fn new_languages_count_with_their_plurals_and_decimal_comma() {
        let shown = Shown {
            mu: 27.44,
            sigma: 3.06,
            played: 3,
            wins: 1,
        };
        assert_eq!(
            Locale::De.text(&Text::Record(RecordText::StatsRating(shown))),
            "Rating **27,4** ± 3,1 (3 gewertete Partien, 1 Sieg)"
        );
        assert_eq!(
            Locale::Pl.text(&Text::Record(RecordText::GameAbandoned { days: 5 })),
            "⌛ Gra anulowana: nikt nie wykonał ruchu od 5 dni."
        );
        assert_eq!(
            text(
                Locale::Pl,
                &RecordText::ReplayAt {
                    position: 0,
                    total: 23
                }
            ),
            "Rozdanie · 23 ruchy"
        );
    }
}
