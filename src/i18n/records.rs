//! The words of a game's afterlife, in every language: skill ratings, a person's last games,
//! replays, and lobbies and games closed for want of players. Kept in one file of their own so
//! the three languages of each message sit side by side.

use super::{slavic_plural, Locale, Text};
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

fn game(locale: Locale, kind: GameKind) -> String {
    locale.text(&Text::GameName(kind))
}

fn rating(r: &Shown) -> String {
    format!("**{:.1}** ± {:.1}", r.mu, r.sigma)
}

pub(super) fn text(locale: Locale, t: &RecordText) -> String {
    match locale {
        crate::i18n::english_words!() => en(t),
        Locale::Ru => ru(t),
        Locale::Uk => uk(t),
    }
}

fn en(t: &RecordText) -> String {
    let plural = |n: u32, one: &str, many: &str| {
        if n == 1 {
            format!("{n} {one}")
        } else {
            format!("{n} {many}")
        }
    };
    match t {
        RecordText::StatsRating(r) => format!(
            "Rating {} ({}, {})",
            rating(r),
            plural(r.played, "rated game", "rated games"),
            plural(r.wins, "win", "wins")
        ),
        RecordText::LeaderboardRow {
            place,
            who,
            rating: r,
        } => format!(
            "**{place}.** {who} — {} · {}, {}",
            rating(r),
            plural(r.played, "game", "games"),
            plural(r.wins, "win", "wins")
        ),
        RecordText::LeaderboardUnrated => "Not rated yet:".to_string(),
        RecordText::LeaderboardNote => "Rating ± uncertainty (Weng-Lin, as in OpenSkill), ranked \
             by rating − 3 × uncertainty. Games of two or more people count; computers are rated too."
            .to_string(),
        RecordText::RecentHeading => "Last games".to_string(),
        RecordText::RecentGame {
            id,
            kind,
            rank,
            seats,
            score,
            at,
        } => {
            let place = match rank {
                Some(rank) => format!("place {rank} of {seats}"),
                None => "left".to_string(),
            };
            let score = score.map(|s| format!(" · {s} pts")).unwrap_or_default();
            format!(
                "`{id}` · {} · {place}{score} · <t:{at}:d>",
                game(Locale::En, *kind)
            )
        }
        RecordText::GameId { id } => format!("Game `{id}` — `/game replay id:{id}` replays it."),
        RecordText::ButtonReplay => "Replay".to_string(),
        RecordText::ReplayTitle { kind, id } => {
            format!("📼 Replay of {}, game `{id}`", game(Locale::En, *kind))
        }
        RecordText::ReplayAt { position: 0, total } => format!("The deal · {total} moves"),
        RecordText::ReplayAt { position, total } => format!("Move {position} of {total}"),
        RecordText::ReplayBadId => {
            "That is not a game id. /stats, the final message and /game log show them.".to_string()
        }
        RecordText::ReplayUnknown { id } => format!("There is no game `{id}` in this server."),
        RecordText::ReplayUnfinished { id } => {
            format!("Game `{id}` has not finished: a replay opens once a game ends.")
        }
        RecordText::ReplayBroken => {
            "This game's moves no longer replay under the current rules.".to_string()
        }
        RecordText::LobbyExpired { hours } => {
            format!("⌛ This lobby closed: nobody started the game within {hours} hours.")
        }
        RecordText::GameAbandoned { days } => {
            format!("⌛ This game was cancelled: nobody has played for {days} days.")
        }
        RecordText::ButtonReview => "Review my game".to_string(),
        RecordText::ReviewNotPlayer => {
            "Only the people who played this game can ask for its review.".to_string()
        }
        RecordText::ReviewBusy => {
            "The coach is busy with another review; try again in a minute.".to_string()
        }
        RecordText::ReviewNothing => {
            "A computer made every decision of your seat: there is nothing of yours to review."
                .to_string()
        }
        RecordText::ReviewStarted { decisions, seconds } => format!(
            "🎓 Reviewing your {decisions} decisions with what you knew then — about {seconds} s. \
             The answer will appear here."
        ),
        RecordText::ReviewTitle { id, decisions } => format!(
            "🎓 Game `{id}`: of your {decisions} decisions, those I like least (estimates from \
             playouts of what you could see; ± is their uncertainty)"
        ),
        RecordText::ReviewClean => "I found no decision I would change.".to_string(),
        RecordText::ReviewFinding {
            place,
            move_number,
            played,
            preferred,
            gain,
            spread,
        } => format!(
            "**{place}.** Move {move_number}: you played *{played}*; I prefer *{preferred}* — \
             about {gain:.1} ± {spread:.1} points of final margin better."
        ),
        RecordText::ReviewMoment { move_number } => format!("Move {move_number}"),
    }
}

fn ru(t: &RecordText) -> String {
    let n = |n: u32, one: &str, few: &str, many: &str| {
        format!("{n} {}", slavic_plural(u64::from(n), one, few, many))
    };
    match t {
        RecordText::StatsRating(r) => format!(
            "Рейтинг {} ({}, {})",
            rating(r),
            n(
                r.played,
                "игра в рейтинге",
                "игры в рейтинге",
                "игр в рейтинге"
            ),
            n(r.wins, "победа", "победы", "побед")
        ),
        RecordText::LeaderboardRow {
            place,
            who,
            rating: r,
        } => format!(
            "**{place}.** {who} — {} · {}, {}",
            rating(r),
            n(r.played, "игра", "игры", "игр"),
            n(r.wins, "победа", "победы", "побед")
        ),
        RecordText::LeaderboardUnrated => "Пока без рейтинга:".to_string(),
        RecordText::LeaderboardNote => "Рейтинг ± неопределённость (Венг–Лин, как в OpenSkill); \
             порядок — по рейтингу − 3 × неопределённость. Считаются игры двух и более людей; \
             у компьютеров тоже есть рейтинг."
            .to_string(),
        RecordText::RecentHeading => "Последние игры".to_string(),
        RecordText::RecentGame {
            id,
            kind,
            rank,
            seats,
            score,
            at,
        } => {
            let place = match rank {
                Some(rank) => format!("{rank}-е место из {seats}"),
                None => "вышел(а)".to_string(),
            };
            let score = score.map(|s| format!(" · {s} оч.")).unwrap_or_default();
            format!(
                "`{id}` · {} · {place}{score} · <t:{at}:d>",
                game(Locale::Ru, *kind)
            )
        }
        RecordText::GameId { id } => {
            format!("Игра `{id}` — `/game replay id:{id}` покажет её запись.")
        }
        RecordText::ButtonReplay => "Запись игры".to_string(),
        RecordText::ReplayTitle { kind, id } => {
            format!("📼 Запись: {}, игра `{id}`", game(Locale::Ru, *kind))
        }
        RecordText::ReplayAt { position: 0, total } => {
            format!("Раздача · {}", n(*total as u32, "ход", "хода", "ходов"))
        }
        RecordText::ReplayAt { position, total } => format!("Ход {position} из {total}"),
        RecordText::ReplayBadId => "Это не номер игры. Номера есть в /stats, в итогах игры и в \
             /game log."
            .to_string(),
        RecordText::ReplayUnknown { id } => format!("На этом сервере нет игры `{id}`."),
        RecordText::ReplayUnfinished { id } => {
            format!("Игра `{id}` ещё не окончена: запись открывается после конца игры.")
        }
        RecordText::ReplayBroken => {
            "Ходы этой игры больше не воспроизводятся по нынешним правилам.".to_string()
        }
        RecordText::LobbyExpired { hours } => format!(
            "⌛ Лобби закрыто: за {} никто не начал игру.",
            n(*hours as u32, "час", "часа", "часов")
        ),
        RecordText::GameAbandoned { days } => format!(
            "⌛ Игра отменена: никто не ходил {}.",
            n(*days as u32, "день", "дня", "дней")
        ),
        RecordText::ButtonReview => "Разбор моей игры".to_string(),
        RecordText::ReviewNotPlayer => {
            "Разбор игры могут попросить только те, кто в неё играл.".to_string()
        }
        RecordText::ReviewBusy => {
            "Тренер занят другим разбором; попробуйте через минуту.".to_string()
        }
        RecordText::ReviewNothing => {
            "Все решения за ваше место принял компьютер: разбирать нечего.".to_string()
        }
        RecordText::ReviewStarted { decisions, seconds } => format!(
            "🎓 Разбираю ваши решения ({decisions}) с тем, что вы тогда знали, — около {seconds} с. \
             Ответ появится здесь."
        ),
        RecordText::ReviewTitle { id, decisions } => format!(
            "🎓 Игра `{id}`: из ваших решений ({decisions}) — те, что нравятся мне меньше всего \
             (оценки по доигровкам того, что вы видели; ± — их неопределённость)"
        ),
        RecordText::ReviewClean => "Я не нашёл решения, которое изменил бы.".to_string(),
        RecordText::ReviewFinding {
            place,
            move_number,
            played,
            preferred,
            gain,
            spread,
        } => format!(
            "**{place}.** Ход {move_number}: вы сыграли *{played}*; я бы выбрал *{preferred}* — \
             примерно на {gain:.1} ± {spread:.1} очка разницы в итоге лучше."
        ),
        RecordText::ReviewMoment { move_number } => format!("Ход {move_number}"),
    }
}

fn uk(t: &RecordText) -> String {
    let n = |n: u32, one: &str, few: &str, many: &str| {
        format!("{n} {}", slavic_plural(u64::from(n), one, few, many))
    };
    match t {
        RecordText::StatsRating(r) => format!(
            "Рейтинг {} ({}, {})",
            rating(r),
            n(
                r.played,
                "гра в рейтингу",
                "гри в рейтингу",
                "ігор у рейтингу"
            ),
            n(r.wins, "перемога", "перемоги", "перемог")
        ),
        RecordText::LeaderboardRow {
            place,
            who,
            rating: r,
        } => format!(
            "**{place}.** {who} — {} · {}, {}",
            rating(r),
            n(r.played, "гра", "гри", "ігор"),
            n(r.wins, "перемога", "перемоги", "перемог")
        ),
        RecordText::LeaderboardUnrated => "Поки без рейтингу:".to_string(),
        RecordText::LeaderboardNote => "Рейтинг ± невизначеність (Венг–Лін, як в OpenSkill); \
             порядок — за рейтингом − 3 × невизначеність. Рахуються ігри двох і більше людей; \
             комп'ютери теж мають рейтинг."
            .to_string(),
        RecordText::RecentHeading => "Останні ігри".to_string(),
        RecordText::RecentGame {
            id,
            kind,
            rank,
            seats,
            score,
            at,
        } => {
            let place = match rank {
                Some(rank) => format!("{rank}-ге місце з {seats}"),
                None => "вийшов(ла)".to_string(),
            };
            let score = score.map(|s| format!(" · {s} оч.")).unwrap_or_default();
            format!(
                "`{id}` · {} · {place}{score} · <t:{at}:d>",
                game(Locale::Uk, *kind)
            )
        }
        RecordText::GameId { id } => {
            format!("Гра `{id}` — `/game replay id:{id}` покаже її запис.")
        }
        RecordText::ButtonReplay => "Запис гри".to_string(),
        RecordText::ReplayTitle { kind, id } => {
            format!("📼 Запис: {}, гра `{id}`", game(Locale::Uk, *kind))
        }
        RecordText::ReplayAt { position: 0, total } => {
            format!("Роздача · {}", n(*total as u32, "хід", "ходи", "ходів"))
        }
        RecordText::ReplayAt { position, total } => format!("Хід {position} з {total}"),
        RecordText::ReplayBadId => "Це не номер гри. Номери є в /stats, у підсумках гри та в \
             /game log."
            .to_string(),
        RecordText::ReplayUnknown { id } => format!("На цьому сервері немає гри `{id}`."),
        RecordText::ReplayUnfinished { id } => {
            format!("Гра `{id}` ще не скінчилася: запис відкривається після кінця гри.")
        }
        RecordText::ReplayBroken => {
            "Ходи цієї гри більше не відтворюються за нинішніми правилами.".to_string()
        }
        RecordText::LobbyExpired { hours } => format!(
            "⌛ Лобі закрито: за {} ніхто не почав гру.",
            n(*hours as u32, "годину", "години", "годин")
        ),
        RecordText::GameAbandoned { days } => format!(
            "⌛ Гру скасовано: ніхто не ходив {}.",
            n(*days as u32, "день", "дні", "днів")
        ),
        RecordText::ButtonReview => "Розбір моєї гри".to_string(),
        RecordText::ReviewNotPlayer => {
            "Розбір гри можуть попросити лише ті, хто в неї грав.".to_string()
        }
        RecordText::ReviewBusy => {
            "Тренер зайнятий іншим розбором; спробуйте за хвилину.".to_string()
        }
        RecordText::ReviewNothing => {
            "Усі рішення за ваше місце ухвалив комп'ютер: розбирати нічого.".to_string()
        }
        RecordText::ReviewStarted { decisions, seconds } => format!(
            "🎓 Розбираю ваші рішення ({decisions}) з тим, що ви тоді знали, — близько {seconds} с. \
             Відповідь з'явиться тут."
        ),
        RecordText::ReviewTitle { id, decisions } => format!(
            "🎓 Гра `{id}`: з ваших рішень ({decisions}) — ті, що подобаються мені найменше \
             (оцінки за дограваннями того, що ви бачили; ± — їхня невизначеність)"
        ),
        RecordText::ReviewClean => "Я не знайшов рішення, яке змінив би.".to_string(),
        RecordText::ReviewFinding {
            place,
            move_number,
            played,
            preferred,
            gain,
            spread,
        } => format!(
            "**{place}.** Хід {move_number}: ви зіграли *{played}*; я б обрав *{preferred}* — \
             приблизно на {gain:.1} ± {spread:.1} очка різниці в підсумку краще."
        ),
        RecordText::ReviewMoment { move_number } => format!("Хід {move_number}"),
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
}
