//! A game's history in words: the record keeps the seed and every action, so the log is told
//! by replaying the game, in whatever language the reader speaks.

use crate::game::Seat;
use crate::i18n::{Locale, Text};
use crate::table::record::{GameRecord, Logged};
use crate::table::session::Hosted;
use crate::table::session::Table;

/// Every entry of `record`'s history as a line in `locale`, oldest first. A history that no
/// longer replays (a record from an older engine) is told up to the first step that fails.
pub fn log_lines<G: Hosted>(record: &GameRecord, locale: Locale) -> Vec<String> {
    let Some(mut replay) = Replay::<G>::start(record, locale) else {
        return Vec::new();
    };
    let mut lines = Vec::with_capacity(record.history.len());
    while let Some(line) = replay.step() {
        lines.push(line);
    }
    lines
}

/// A game's history played again from its deal, one entry at a time, telling each.
pub struct Replay<G> {
    table: Table<G>,
    names: Vec<String>,
    locale: Locale,
    /// The next entry of the history to play.
    next: usize,
}

impl<G: Hosted> Replay<G> {
    /// The game as `record` was dealt, none of its history played yet.
    pub fn start(record: &GameRecord, locale: Locale) -> Option<Replay<G>> {
        let table = Table {
            record: record.clone(),
            game: replay_start::<G>(record)?,
        };
        let names = table.names(locale);
        Some(Replay {
            table,
            names,
            locale,
            next: 0,
        })
    }

    /// The game as it now stands in the replay.
    pub fn game(&self) -> &G {
        &self.table.game
    }

    /// Plays the next entry, returning its log line; `None` at the end of the history or at an
    /// entry that no longer replays.
    pub fn step(&mut self) -> Option<String> {
        let entry = self.table.record.history.get(self.next)?;
        let locale = self.locale;
        let name = |seat: &u8| {
            self.names
                .get(usize::from(*seat))
                .cloned()
                .unwrap_or_default()
        };
        let line = match entry {
            Logged::Move {
                seat,
                action,
                computer,
            } => {
                let seat = Seat(*seat);
                let (action, events) = play_logged(&mut self.table.game, seat, action)?;
                self.table.tell(seat, *computer, &action, &events, locale)
            }
            Logged::Left { seat } => locale.text(&Text::PlayerLeft { name: name(seat) }),
            Logged::Away { seat } => locale.text(&Text::RanOutOfTime {
                names: vec![name(seat)],
            }),
            Logged::Back { seat } => locale.text(&Text::PlayerBack { name: name(seat) }),
            Logged::Undone { seat } => locale.text(&Text::TookBack { name: name(seat) }),
        };
        self.next += 1;
        Some(line)
    }
}

/// One moment of a replay, as a viewer sees it: the game after `position` entries of the
/// history, the line of the entry that led there, and where the neighbouring rounds begin.
pub struct Frame<G> {
    pub game: G,
    pub position: usize,
    /// How many entries replay: the last position.
    pub total: usize,
    pub line: Option<String>,
    /// Where the round in play at `position` began, or the one before if `position` is that
    /// beginning.
    pub round_back: usize,
    /// Where the next round begins (the end if none does).
    pub round_on: usize,
}

/// The replay of `record` at `position` (past the end means the end), or `None` if the game
/// does not replay at all.
pub fn frame<G: Hosted>(record: &GameRecord, position: usize, locale: Locale) -> Option<Frame<G>> {
    let mut replay = Replay::<G>::start(record, locale)?;
    let mut rounds = vec![replay.game().round()];
    let mut kept = (position == 0).then(|| (replay.game().clone(), None));
    let mut last = None;
    while let Some(line) = replay.step() {
        rounds.push(replay.game().round());
        if rounds.len() - 1 == position {
            kept = Some((replay.game().clone(), Some(line)));
        } else {
            last = Some(line);
        }
    }
    let total = rounds.len() - 1;
    let position = position.min(total);
    // Past the end: the end.
    let (game, line) = kept.unwrap_or_else(|| (replay.game().clone(), last));
    let round = rounds[position];
    let start_of = |r: u32| rounds.iter().position(|x| *x == r).unwrap_or(0);
    let this_start = start_of(round);
    let round_back = if this_start < position || position == 0 {
        this_start
    } else {
        start_of(rounds[position - 1])
    };
    let round_on = rounds
        .iter()
        .enumerate()
        .skip(position)
        .find(|(_, r)| **r > round)
        .map_or(total, |(p, _)| p);
    Some(Frame {
        game,
        position,
        total,
        line,
        round_back,
        round_on,
    })
}

/// The game after the first `upto` entries of `record`'s history, replayed from its seed;
/// `None` if they no longer replay.
pub fn replay<G: Hosted>(record: &GameRecord, upto: usize) -> Option<G> {
    let mut game = replay_start::<G>(record)?;
    for entry in record.history.get(..upto)? {
        if let Logged::Move { seat, action, .. } = entry {
            play_logged(&mut game, Seat(*seat), action)?;
        }
    }
    Some(game)
}

/// Plays `record`'s history from the deal without telling it (no log lines, no names), showing
/// `visit` the game as it stood before each entry; `None` if the deal cannot be rebuilt or an
/// entry no longer plays.
pub fn walk<G: Hosted>(
    record: &GameRecord,
    mut visit: impl FnMut(usize, &Logged, &G),
) -> Option<()> {
    let mut game = replay_start::<G>(record)?;
    for (position, entry) in record.history.iter().enumerate() {
        visit(position, entry, &game);
        // Only a move changes the game; leaving, running out of time and coming back are
        // the table's business.
        if let Logged::Move { seat, action, .. } = entry {
            play_logged(&mut game, Seat(*seat), action)?;
        }
    }
    Some(())
}

/// Plays a move as the history stores it (the engine's serde form); `None` if it no longer
/// decodes or is no longer legal.
fn play_logged<G: Hosted>(
    game: &mut G,
    seat: Seat,
    action: &serde_json::Value,
) -> Option<(G::Action, Vec<G::Event>)> {
    let action = serde_json::from_value::<G::Action>(action.clone()).ok()?;
    let events = game.play(seat, &action).ok()?;
    Some((action, events))
}

/// The game as it was dealt, from the record's options and seed, under the rules its stored
/// state is played under ([`crate::game::Game::new_like`]).
fn replay_start<G: Hosted>(record: &GameRecord) -> Option<G> {
    let options = G::engine_options(&record.options)?;
    let (players, seed) = (record.seats.len(), record.seed?);
    match record.state.as_ref().and_then(|s| s.decode::<G>().ok()) {
        Some(now) => now.new_like(&options, players, seed).ok(),
        None => G::new(&options, players, seed).ok(),
    }
}

/// The last lines of a log that fit in `budget` characters, with a note of how many were left
/// out.
pub fn recent(lines: &[String], budget: usize, locale: Locale) -> String {
    let mut kept: Vec<&str> = Vec::new();
    let mut used = 0;
    for line in lines.iter().rev() {
        let cost = line.chars().count() + 1;
        if used + cost > budget.saturating_sub(40) {
            break;
        }
        used += cost;
        kept.push(line);
    }
    kept.reverse();
    let mut text = String::new();
    let earlier = lines.len() - kept.len();
    if earlier > 0 {
        text.push_str(&locale.text(&Text::LogEarlier { count: earlier }));
        text.push('\n');
    }
    text.push_str(&kept.join("\n"));
    if text.is_empty() {
        text = locale.text(&Text::LogEmpty);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::summer_pavilion::SummerPavilion;
    use crate::games::GameKind;
    use crate::table::tests::lobby;
    use crate::table::SeatHolder;

    /// A Summer Pavilion game of two computers, played `moves` moves through [`Table::play`].
    fn played(moves: usize) -> Table<SummerPavilion> {
        let mut record = lobby(5, GameKind::SummerPavilion, 2);
        record.seats.push(SeatHolder::Human { user: 11 });
        record.names.insert(10, "Ann".into());
        record.names.insert(11, "Ben".into());
        let mut table = Table::<SummerPavilion>::start(record, 77).unwrap();
        for _ in 0..moves {
            let seat = table.game.to_act()[0];
            let action = table.game.legal_actions(seat)[0];
            table.play(seat, &action).unwrap();
        }
        table
    }

    #[test]
    fn a_walk_visits_the_games_the_replay_steps_through() {
        let table = played(9);
        let mut replay = Replay::<SummerPavilion>::start(&table.record, Locale::En).unwrap();
        let mut visited = 0;
        let walked = walk::<SummerPavilion>(&table.record, |position, _, game| {
            assert_eq!(position, visited);
            let json = |g: &SummerPavilion| serde_json::to_value(g).unwrap();
            assert_eq!(json(game), json(replay.game()), "before entry {position}");
            replay.step().unwrap();
            visited += 1;
        });
        assert_eq!(walked, Some(()));
        assert_eq!(visited, 9);
    }

    #[test]
    fn the_log_replays_the_moves_in_any_language() {
        let mut table = played(6);
        let mut live = Vec::new();
        // The lines told while playing are the lines the replay tells.
        let mut replayed = log_lines::<SummerPavilion>(&table.record, Locale::En);
        assert_eq!(replayed.len(), 6);
        for _ in 0..3 {
            let seat = table.game.to_act()[0];
            let action = table.game.legal_actions(seat)[0];
            live.push(table.play(seat, &action).unwrap());
        }
        replayed = log_lines::<SummerPavilion>(&table.record, Locale::En);
        assert_eq!(replayed[6..], live[..]);
        // The first line names whoever was drawn to start.
        let Some(Logged::Move { seat, .. }) = table.record.history.first() else {
            panic!("no first move");
        };
        let name = ["Ann", "Ben"][usize::from(*seat)];
        let prefix = format!("**{name}**: ");
        assert!(replayed[0].starts_with(&prefix), "{}", replayed[0]);
        let russian = log_lines::<SummerPavilion>(&table.record, Locale::Ru);
        assert_eq!(russian.len(), 9);
        assert_ne!(russian, replayed);
    }

    #[test]
    fn hosting_events_are_told_too() {
        let mut table = played(2);
        table.record.history.push(Logged::Left { seat: 1 });
        let lines = log_lines::<SummerPavilion>(&table.record, Locale::En);
        assert_eq!(lines.len(), 3);
        assert!(lines[2].contains("**Ben** left"), "{}", lines[2]);
    }

    #[test]
    fn a_history_that_no_longer_replays_stops_where_it_breaks() {
        let mut table = played(3);
        table.record.history.insert(
            1,
            Logged::Move {
                seat: 0,
                action: serde_json::json!("nonsense"),
                computer: false,
            },
        );
        assert_eq!(
            log_lines::<SummerPavilion>(&table.record, Locale::En).len(),
            1
        );
        table.record.seed = None;
        assert!(log_lines::<SummerPavilion>(&table.record, Locale::En).is_empty());
    }

    #[test]
    fn a_frame_is_the_game_after_that_many_entries_with_its_rounds_around() {
        let table = played(40);
        let lines = log_lines::<SummerPavilion>(&table.record, Locale::En);
        let end = frame::<SummerPavilion>(&table.record, usize::MAX, Locale::En).unwrap();
        assert_eq!((end.position, end.total), (40, 40));
        assert_eq!(end.line.as_deref(), Some(lines[39].as_str()));
        assert_eq!(
            serde_json::to_value(&end.game).unwrap(),
            serde_json::to_value(&table.game).unwrap()
        );
        let start = frame::<SummerPavilion>(&table.record, 0, Locale::En).unwrap();
        assert_eq!((start.line, start.round_back), (None, 0));
        assert!(start.round_on > 0 && start.round_on <= 40);
        // Stepping on a round and back again returns to the round's start.
        let next = frame::<SummerPavilion>(&table.record, start.round_on, Locale::En).unwrap();
        assert!(next.game.round() > start.game.round());
        assert_eq!(next.round_back, 0);
        let mid = frame::<SummerPavilion>(&table.record, 7, Locale::En).unwrap();
        assert_eq!(mid.line.as_deref(), Some(lines[6].as_str()));
        assert!(mid.round_back <= 7 && mid.round_on > 7);
    }

    #[test]
    fn recent_keeps_the_newest_lines_within_budget() {
        let lines: Vec<String> = (0..100).map(|i| format!("move {i}")).collect();
        let text = recent(&lines, 200, Locale::En);
        assert!(text.chars().count() <= 200);
        assert!(text.ends_with("move 99"));
        assert!(text.starts_with("… and "));
        assert_eq!(recent(&[], 200, Locale::En), "No moves yet.");
    }
}
