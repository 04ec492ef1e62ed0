//! A game's history in words: the record keeps the seed and every action, so the log is told
//! by replaying the game, in whatever language the reader speaks.

use crate::game::Seat;
use crate::i18n::{Locale, Text};
use crate::present::TableGame;
use crate::table::Table;
use crate::table::{GameRecord, Logged};

/// Every entry of `record`'s history as a line in `locale`, oldest first. A history that no
/// longer replays (a record from an older engine) is told up to the first step that fails.
pub fn log_lines<G: TableGame>(record: &GameRecord, locale: Locale) -> Vec<String> {
    let Some(start) = replay_start::<G>(record) else {
        return Vec::new();
    };
    let mut table = Table {
        record: record.clone(),
        game: start,
    };
    let names = table.names(locale);
    let name = |seat: u8| names.get(usize::from(seat)).cloned().unwrap_or_default();
    let mut lines = Vec::with_capacity(record.history.len());
    for entry in &record.history {
        let line = match entry {
            Logged::Move {
                seat,
                action,
                computer,
            } => {
                let Ok(action) = serde_json::from_value::<G::Action>(action.clone()) else {
                    break;
                };
                let seat = Seat(*seat);
                let Ok(events) = table.game.play(seat, &action) else {
                    break;
                };
                table.tell(seat, *computer, &action, &events, locale)
            }
            Logged::Left { seat } => locale.text(&Text::PlayerLeft { name: name(*seat) }),
            Logged::Away { seat } => locale.text(&Text::RanOutOfTime {
                names: vec![name(*seat)],
            }),
            Logged::Back { seat } => locale.text(&Text::PlayerBack { name: name(*seat) }),
            Logged::Undone { seat } => locale.text(&Text::TookBack { name: name(*seat) }),
        };
        lines.push(line);
    }
    lines
}

/// The game after the first `upto` entries of `record`'s history, replayed from its seed;
/// `None` if they no longer replay.
pub fn replay<G: TableGame>(record: &GameRecord, upto: usize) -> Option<G> {
    let mut game = replay_start::<G>(record)?;
    for entry in record.history.get(..upto)? {
        if let Logged::Move { seat, action, .. } = entry {
            let action = serde_json::from_value::<G::Action>(action.clone()).ok()?;
            game.play(Seat(*seat), &action).ok()?;
        }
    }
    Some(game)
}

/// The game as it was dealt, from the record's options and seed, under the rules its stored
/// state is played under ([`crate::game::Game::new_like`]).
fn replay_start<G: TableGame>(record: &GameRecord) -> Option<G> {
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
    use crate::table::{GameId, Place, SeatHolder};

    /// A Summer Pavilion game of two computers, played `moves` moves through [`Table::play`].
    fn played(moves: usize) -> Table<SummerPavilion> {
        let place = Place {
            guild: 1,
            channel: 2,
        };
        let mut record = GameRecord::new_lobby(
            GameId(5),
            GameKind::SummerPavilion.default_options(),
            place,
            10,
            2,
            Locale::En,
            0,
        );
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
    fn recent_keeps_the_newest_lines_within_budget() {
        let lines: Vec<String> = (0..100).map(|i| format!("move {i}")).collect();
        let text = recent(&lines, 200, Locale::En);
        assert!(text.chars().count() <= 200);
        assert!(text.ends_with("move 99"));
        assert!(text.starts_with("… and "));
        assert_eq!(recent(&[], 200, Locale::En), "No moves yet.");
    }
}
