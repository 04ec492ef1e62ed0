//! Skill ratings, without storage: which finished games are rated, each seat's place in one,
//! and how one game moves its players' ratings. The maths is the `skillratings` crate's
//! Weng-Lin model (the Bayesian model OpenSkill uses): every seat is its own team, ranked by the
//! game's final standings, so a four-seat game is rated from all four places at once.

use serde::{Deserialize, Serialize};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

use crate::ai::AiLevel;
use crate::table::record::{GameRecord, Phase, SeatHolder, StandIn};

/// Who holds a rating: a person, or a computer level, so "beat hard" has a number too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rated {
    Person(u64),
    Computer(AiLevel),
}

/// One rating at one game in one server: the skill estimate `mu` and its uncertainty `sigma`,
/// with the rated games behind it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
    /// Rated games played (left ones included) and won.
    pub played: u32,
    pub wins: u32,
}

impl Default for Rating {
    fn default() -> Rating {
        let start = WengLinRating::new();
        Rating {
            mu: start.rating,
            sigma: start.uncertainty,
            played: 0,
            wins: 0,
        }
    }
}

impl Rating {
    /// What leaderboards sort by: `mu - 3 sigma`, a skill the player very probably has, so one
    /// lucky first game does not top a board of regulars.
    pub fn conservative(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }
}

/// Where one rated player finished: 1 for the winner(s); equal ranks are draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placing {
    pub who: Rated,
    pub rank: u8,
    /// Sat out the end: left the game (ranked last, never a win).
    pub left: bool,
    /// Asked for 💡 hints: ranked against the others as usual, but their own rating does not
    /// move (a win with help proves less than one without).
    pub hinted: bool,
}

/// The fewest people a rated game has: a person alone against computers could replay easy
/// games against them at will, and a solo game has nobody to be ranked against.
pub const MIN_PEOPLE: usize = 2;

/// Every seat's place if `record` is a rated game: finished (not cancelled nor timed out), with
/// at least [`MIN_PEOPLE`] people, and not a first game (`/learn`, a lesson whatever its seats). A person who left is ranked below everybody who stayed,
/// whatever the computer playing their seat scored.
pub fn placings(record: &GameRecord) -> Option<Vec<Placing>> {
    let result = record.result.as_ref()?;
    let lesson = record.learning.is_some();
    if record.phase != Phase::Finished || record.humans().count() < MIN_PEOPLE || lesson {
        return None;
    }
    let last = u8::try_from(record.seats.len()).ok()?.saturating_add(1);
    let placings = record
        .seats
        .iter()
        .enumerate()
        .map(|(index, seat)| {
            let who = match seat {
                SeatHolder::Human { user } => Rated::Person(*user),
                SeatHolder::Computer { level } => Rated::Computer(*level),
            };
            let left = record.stand_in(index) == Some(StandIn::Left);
            let rank = result
                .iter()
                .find(|r| usize::from(r.seat) == index)
                .filter(|_| !left)
                .map_or(last, |r| r.rank);
            let hinted = record.hints_of(index) > 0;
            Placing {
                who,
                rank,
                left,
                hinted,
            }
        })
        .collect();
    Some(placings)
}

/// The ratings after one game, for every rated player in it who used no hint, in order of
/// first seat. `before` gives each player's rating before the game. A computer level with
/// several seats is one player: its new rating is the mean of its seats' updates, and the game
/// counts once.
pub fn rate(placings: &[Placing], before: impl Fn(Rated) -> Rating) -> Vec<(Rated, Rating)> {
    let starts: Vec<[WengLinRating; 1]> = placings
        .iter()
        .map(|p| {
            let r = before(p.who);
            [WengLinRating {
                rating: r.mu,
                uncertainty: r.sigma,
            }]
        })
        .collect();
    let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = starts
        .iter()
        .zip(placings)
        .map(|(team, p)| (&team[..], MultiTeamOutcome::new(usize::from(p.rank))))
        .collect();
    let after = weng_lin_multi_team(&teams, &WengLinConfig::new());
    let mut out: Vec<(Rated, Rating)> = Vec::new();
    for p in placings {
        if p.hinted || out.iter().any(|(who, _)| *who == p.who) {
            continue;
        }
        let seats: Vec<(&Placing, &WengLinRating)> = placings
            .iter()
            .zip(after.iter().filter_map(|team| team.first()))
            .filter(|(q, _)| q.who == p.who)
            .collect();
        let n = seats.len() as f64;
        let mean = |f: fn(&WengLinRating) -> f64| seats.iter().map(|(_, r)| f(r)).sum::<f64>() / n;
        let old = before(p.who);
        let won = seats.iter().any(|(q, _)| q.rank == 1 && !q.left);
        out.push((
            p.who,
            Rating {
                mu: mean(|r| r.rating),
                sigma: mean(|r| r.uncertainty),
                played: old.played + 1,
                wins: old.wins + u32::from(won),
            },
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::table::tests::lobby;
    use crate::table::SeatResult;

    fn finished(seats: Vec<SeatHolder>, ranks: &[u8]) -> GameRecord {
        let mut record = lobby(3, GameKind::Uzory, 4);
        record.seats = seats;
        record.phase = Phase::Finished;
        record.result = Some(SeatResult::ranked(ranks, |rank| 50 - i32::from(rank)));
        record
    }

    fn person(user: u64) -> SeatHolder {
        SeatHolder::Human { user }
    }

    fn computer(level: AiLevel) -> SeatHolder {
        SeatHolder::Computer { level }
    }

    #[test]
    fn only_finished_games_of_two_people_or_more_are_rated() {
        let two = finished(vec![person(1), person(2)], &[2, 1]);
        assert!(placings(&two).is_some());
        let alone = finished(vec![person(1), computer(AiLevel::Hard)], &[1, 2]);
        assert_eq!(placings(&alone), None);
        let solo = finished(vec![person(1)], &[1]);
        assert_eq!(placings(&solo), None);
        let mut cancelled = two.clone();
        cancelled.phase = Phase::Cancelled { by: 1 };
        assert_eq!(placings(&cancelled), None);
        let mut timed_out = two;
        timed_out.phase = Phase::TimedOut;
        assert_eq!(placings(&timed_out), None);
    }

    #[test]
    fn a_leaver_is_ranked_last_whatever_their_seat_scored() {
        let mut record = finished(
            vec![person(1), person(2), computer(AiLevel::Easy)],
            &[3, 1, 2],
        );
        record.stand_ins.insert(1, StandIn::Left);
        let ranks: Vec<u8> = placings(&record).unwrap().iter().map(|p| p.rank).collect();
        assert_eq!(ranks, vec![3, 4, 2]);
        let after = rate(&placings(&record).unwrap(), |_| Rating::default());
        let of = |who| after.iter().find(|(w, _)| *w == who).unwrap().1;
        assert_eq!(of(Rated::Person(2)).wins, 0);
        assert!(of(Rated::Person(2)).mu < of(Rated::Person(1)).mu);
    }

    #[test]
    fn winners_rise_losers_fall_and_everybody_grows_surer() {
        let record = finished(
            vec![person(1), person(2), computer(AiLevel::Hard), person(3)],
            &[1, 2, 2, 4],
        );
        let start = Rating::default();
        let after = rate(&placings(&record).unwrap(), |_| start);
        assert_eq!(after.len(), 4);
        let of = |who| after.iter().find(|(w, _)| *w == who).unwrap().1;
        assert!(of(Rated::Person(1)).mu > start.mu);
        assert!(of(Rated::Person(3)).mu < start.mu);
        // A draw between equals moves them alike.
        let (two, hard) = (of(Rated::Person(2)), of(Rated::Computer(AiLevel::Hard)));
        assert!((two.mu - hard.mu).abs() < 1e-9);
        for (_, r) in &after {
            assert!(r.sigma < start.sigma);
            assert_eq!(r.played, 1);
        }
        assert_eq!(of(Rated::Person(1)).wins, 1);
        assert_eq!(of(Rated::Person(2)).wins, 0);
    }

    #[test]
    fn a_person_who_used_hints_is_ranked_but_not_rated() {
        let mut record = finished(vec![person(1), person(2), person(3)], &[1, 2, 3]);
        let plain = rate(&placings(&record).unwrap(), |_| Rating::default());
        record.hints_used.insert(0, 2);
        let after = rate(&placings(&record).unwrap(), |_| Rating::default());
        let rated: Vec<Rated> = after.iter().map(|(who, _)| *who).collect();
        assert_eq!(rated, vec![Rated::Person(2), Rated::Person(3)]);
        // The others are rated exactly as if the hinted winner had played unaided.
        assert_eq!(after[..], plain[1..]);
    }

    #[test]
    fn a_first_game_is_never_rated() {
        let mut record = finished(vec![person(1), person(2)], &[1, 2]);
        assert!(placings(&record).is_some());
        record.learning = Some(crate::table::Learning {
            learner: 1,
            ..Default::default()
        });
        assert_eq!(placings(&record), None);
    }

    #[test]
    fn a_level_with_two_seats_is_one_player() {
        let record = finished(
            vec![
                person(1),
                computer(AiLevel::Easy),
                person(2),
                computer(AiLevel::Easy),
            ],
            &[2, 1, 3, 4],
        );
        let after = rate(&placings(&record).unwrap(), |_| Rating::default());
        assert_eq!(after.len(), 3);
        let easy = after
            .iter()
            .find(|(w, _)| *w == Rated::Computer(AiLevel::Easy))
            .unwrap()
            .1;
        assert_eq!((easy.played, easy.wins), (1, 1));
    }
}
