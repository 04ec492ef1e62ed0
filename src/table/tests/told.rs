//! Whole seeded games told through [`Table::play`]: every move gets a line, the line is the
//! same in every world a spectator cannot tell apart (no secret reaches the public log), the
//! points the lines name add up to the scores, and `/game log` tells the same lines again.

use crate::game::{Game, GameRng, Seat, Viewer};
use crate::games::sagrada::Sagrada;
use crate::games::sintra::Sintra;
use crate::games::summer_pavilion::SummerPavilion;
use crate::games::uzory::Uzory;
use crate::games::{GameKind, GameOptions, SintraSide};
use crate::i18n::Locale;
use crate::present::counts::round_summary;
use crate::present::log::points_in;
use crate::table::history::log_lines;
use crate::table::session::Hosted;
use crate::table::{GameId, GameRecord, Place, SeatHolder, Table};

pub(in crate::table) const NAMES: [&str; 4] = ["Ann", "Ben", "Cid", "Dee"];

/// A lobby record with `seats` people (users 100, 101, … named Ann, Ben, …).
pub(in crate::table) fn record(options: GameOptions, seats: usize, id: u64) -> GameRecord {
    let place = Place {
        guild: 1,
        channel: 2,
    };
    let mut record = GameRecord::new_lobby(GameId(id), options, place, 100, 4, Locale::En, 0);
    for (i, name) in NAMES.iter().enumerate().take(seats) {
        let user = 100 + i as u64;
        if i > 0 {
            record.seats.push(SeatHolder::Human { user });
        }
        record.names.insert(user, (*name).to_string());
    }
    record
}

/// A seeded pick among `n` (splitmix64).
pub(crate) fn pick(state: &mut u64, n: usize) -> usize {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut x = *state;
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^= x >> 31;
    usize::try_from(x % n.max(1) as u64).unwrap_or(0)
}

/// A seeded random move: one of the seats to act, then one of its legal actions.
pub(in crate::table) fn random_move<G: Game>(game: &G, state: &mut u64) -> (Seat, G::Action) {
    let to_act = game.to_act();
    let seat = to_act[pick(state, to_act.len())];
    let legal = game.legal_actions(seat);
    (seat, legal[pick(state, legal.len())].clone())
}

fn spectator<G: Game>(game: &G) -> serde_json::Value {
    serde_json::to_value(game.view(Viewer::Spectator)).unwrap_or_default()
}

/// Plays a seeded random game and checks its lines; returns the table at the end, the lines
/// and each line's mover.
fn tell_whole<G: Hosted>(
    options: GameOptions,
    seats: usize,
    seed: u64,
) -> (Table<G>, Vec<String>, Vec<Seat>) {
    let mut table = Table::<G>::start(record(options, seats, seed), seed).expect("start");
    let names = table.names(Locale::En);
    let mut state = seed;
    let mut rng = GameRng::seeded(seed ^ 0x109);
    let (mut lines, mut movers) = (Vec::new(), Vec::new());
    let mut blind_checks = 0;
    let mut summaries = 0;
    while !table.game.is_over() {
        let (seat, action) = random_move(&table.game, &mut state);
        // A world redrawn from the mover's own view: other seats' secrets and the bag differ.
        let twin = G::determinize(&table.game.view(Viewer::Seat(seat)), &mut rng)
            .filter(|twin| spectator(twin) == spectator(&table.game));
        let round = table.game.round();
        let line = table.play(seat, &action).expect("a legal move plays");
        if table.game.round() != round && !table.game.is_over() {
            // A round's last line ends with the points by player, from the public counts.
            let counts = G::counts(&table.game.view(Viewer::Spectator), Locale::En);
            let summary = round_summary(&counts, round, &names, Locale::En);
            assert!(
                line.ends_with(&summary) && !summary.is_empty(),
                "{} seed {seed}: {line:?} does not end with {summary:?}",
                G::KIND
            );
            summaries += 1;
        } else {
            assert!(!line.contains("after round"), "{line}");
        }
        let prefix = format!("**{}**: ", names[seat.index()]);
        assert!(line.starts_with(&prefix), "{line}");
        assert!(line.len() > prefix.len(), "an empty line");
        if let Some(twin) = twin {
            let mut twin = Table {
                record: table.record.clone(),
                game: twin,
            };
            twin.record.history.pop();
            if let Ok(other) = twin.play(seat, &action) {
                if spectator(&twin.game) == spectator(&table.game) {
                    assert_eq!(
                        other,
                        line,
                        "{} seed {seed}: a line tells a secret",
                        G::KIND
                    );
                    blind_checks += 1;
                }
            }
        }
        lines.push(line);
        movers.push(seat);
        assert!(lines.len() < 5_000, "the game never ends");
    }
    assert!(
        summaries > 0 && summaries + 1 >= table.game.round() as usize,
        "{} seed {seed}: {summaries} round summaries in {} rounds",
        G::KIND,
        table.game.round()
    );
    assert!(
        blind_checks > lines.len() / 3,
        "{blind_checks} of {}",
        lines.len()
    );
    // `/game log` tells the same lines, and in every language.
    assert_eq!(log_lines::<G>(&table.record, Locale::En), lines);
    for locale in [Locale::Ru, Locale::Uk] {
        let told = log_lines::<G>(&table.record, locale);
        assert_eq!(told.len(), lines.len());
        assert!(told
            .iter()
            .all(|l| l.len() > l.find("**: ").unwrap_or(0) + 4));
        assert_ne!(told, lines);
    }
    (table, lines, movers)
}

/// The points named in the lines, added up per seat, are each seat's score change.
fn points_add_up<G: Hosted>(
    options: GameOptions,
    seats: usize,
    seeds: &[u64],
    score: impl Fn(&G, Seat) -> i32,
) {
    for &seed in seeds {
        let names: Vec<String> = NAMES.iter().take(seats).map(|n| n.to_string()).collect();
        let start = Table::<G>::start(record(options, seats, seed), seed).expect("start");
        let (table, lines, movers) = tell_whole::<G>(options, seats, seed);
        let mut told = vec![0; seats];
        for (line, mover) in lines.iter().zip(&movers) {
            for (total, p) in told.iter_mut().zip(points_in(line, &names, mover.index())) {
                *total += p;
            }
        }
        for seat in Seat::all(seats) {
            let change = score(&table.game, seat) - score(&start.game, seat);
            assert_eq!(
                told[seat.index()],
                change,
                "{} seed {seed} {seat:?}",
                G::KIND
            );
        }
        let outcome = table.game.outcome().expect("over");
        for s in &outcome.standings {
            assert_eq!(s.score, score(&table.game, s.seat), "{}", G::KIND);
        }
    }
}

#[test]
fn summer_pavilion_lines_add_up_to_the_scores() {
    points_add_up::<SummerPavilion>(
        GameKind::SummerPavilion.default_options(),
        3,
        &[1, 2],
        |g, s| {
            let view = g.view(Viewer::Spectator);
            view.players
                .get(s.index())
                .map_or(0, |p| i32::try_from(p.score).unwrap_or(0))
        },
    );
}

#[test]
fn sintra_lines_add_up_to_the_scores() {
    for side in [SintraSide::A, SintraSide::B] {
        let edition = crate::games::SintraEdition::CURRENT;
        points_add_up::<Sintra>(GameOptions::Sintra { side, edition }, 2, &[3], |g, s| {
            let view = g.view(Viewer::Spectator);
            view.players.get(s.index()).map_or(0, |p| p.score)
        });
    }
}

#[test]
fn uzory_lines_add_up_to_the_scores() {
    points_add_up::<Uzory>(GameKind::Uzory.default_options(), 3, &[4, 5], |g, s| {
        let view = g.view(Viewer::Spectator);
        view.points
            .get(s.index())
            .map_or(0, |p| i32::try_from(*p).unwrap_or(0))
    });
}

#[test]
fn sagrada_lines_tell_the_final_scores_and_no_secret() {
    for (seats, seed) in [(3, 6), (1, 7)] {
        let (table, lines, _) =
            tell_whole::<Sagrada>(GameKind::Sagrada.default_options(), seats, seed);
        let last = lines.last().expect("lines");
        let outcome = table.game.outcome().expect("over");
        let names = table.names(Locale::En);
        let solo = crate::present::Menus::solo_target(&table.game);
        let told = crate::present::log::final_result(&outcome, &names, solo, Locale::En);
        assert!(last.ends_with(&told), "{told} not at the end of {last}");
        // The patterns are chosen in secret: no line names one.
        for line in &lines {
            assert!(!line.contains("private objective"), "{line}");
        }
    }
}

/// Plays a seeded game and, before every move, swaps a secret between two seats (`swap` says
/// which world, `None` when there is nothing to swap); the move's line is the same in both.
fn swapped_secrets_are_not_told<G: Hosted + PartialEq>(
    options: GameOptions,
    seats: usize,
    seed: u64,
    swap: impl Fn(&G, Seat) -> Option<G>,
) -> usize {
    let mut table = Table::<G>::start(record(options, seats, seed), seed).expect("start");
    let mut state = seed;
    let mut checked = 0;
    while !table.game.is_over() {
        let (seat, action) = random_move(&table.game, &mut state);
        let twin = swap(&table.game, seat).filter(|twin| *twin != table.game);
        let line = table.play(seat, &action).expect("a legal move plays");
        if let Some(game) = twin {
            let mut twin = Table {
                record: table.record.clone(),
                game,
            };
            twin.record.history.pop();
            let other = twin.play(seat, &action).expect("the same move plays");
            // At the end every secret is public (Sagrada's scores count the objectives).
            if !table.game.is_over() {
                assert_eq!(
                    other,
                    line,
                    "{} seed {seed}: a swapped secret is told",
                    G::KIND
                );
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn swapping_hands_or_objectives_changes_no_line() {
    // Uzory: the hands of the two seats that are not moving.
    let checked = swapped_secrets_are_not_told::<Uzory>(
        GameKind::Uzory.default_options(),
        3,
        11,
        |game, mover| {
            let others: Vec<usize> = (0..3).filter(|&i| i != mover.index()).collect();
            let (a, b) = (others[0], others[1]);
            let mut twin = game.clone();
            (twin.hands[a].len() == twin.hands[b].len()).then(|| {
                twin.hands.swap(a, b);
                twin
            })
        },
    );
    assert!(checked > 10, "{checked}");
    // Sagrada: the private objectives (the mover's too: no move depends on them).
    let checked = swapped_secrets_are_not_told::<Sagrada>(
        GameKind::Sagrada.default_options(),
        2,
        12,
        |game, _| {
            let mut twin = game.clone();
            let (a, b) = (twin.players[0].clone(), twin.players[1].clone());
            twin.players[0].private = b.private;
            twin.players[1].private = a.private;
            Some(twin)
        },
    );
    assert!(checked > 10, "{checked}");
}

/// Plays a seeded random game to its end through [`Table::play`]; returns the table.
fn play_to_the_end<G: Hosted>(options: GameOptions, seats: usize, seed: u64) -> Table<G> {
    let mut table = Table::<G>::start(record(options, seats, seed), seed).expect("start");
    let mut state = seed;
    while !table.game.is_over() {
        let (seat, action) = random_move(&table.game, &mut state);
        table.play(seat, &action).expect("a legal move plays");
    }
    table
}

/// The last line of a finished game, in every language, ends the same way in every game:
/// "game over: " then the winners in bold with their score, then every other seat and its score
/// in the order of the standings ("game over: **Ann** wins with 50 points; Ben 17, Cid 12"). The
/// final status says the game is over.
fn the_last_line_names_the_winners_and_every_score<G: Hosted>(
    options: GameOptions,
    seats: usize,
    seed: u64,
) {
    use crate::present::log::score;
    let table = play_to_the_end::<G>(options, seats, seed);
    let outcome = table.game.outcome().expect("over");
    let solo = table.game.solo_target();
    for locale in Locale::ALL {
        let names = table.names(locale);
        let lines = log_lines::<G>(&table.record, locale);
        let last = lines.last().expect("lines");
        let result = last.rsplit(" · ").next().unwrap_or_default();
        let what = format!("{} {seats} seats {locale:?}: {last}", G::KIND);
        let over = crate::present::words::game_over_in_line(locale);
        assert!(result.starts_with(&format!("{over}: ")), "{what}");
        // No other line tells a result.
        for line in &lines[..lines.len() - 1] {
            assert!(!line.contains(over), "{what}: {line}");
        }
        let (winners, others): (Vec<_>, Vec<_>) =
            outcome.standings.iter().partition(|s| s.rank == 1);
        let (head, tail) = result.split_once("; ").unwrap_or((result, ""));
        for w in &winners {
            let bold = format!("**{}**", names[w.seat.index()]);
            assert!(head.contains(&bold), "{what}: {bold}");
            let score = crate::present::log::score(w.score);
            assert!(
                head.contains(&format!(" {score} ")),
                "{what}: {} {}",
                bold,
                w.score
            );
        }
        if solo.is_some() {
            let target = solo.unwrap_or_default();
            assert!(head.contains(&format!(" {target})")), "{what}: the target");
            assert!(tail.is_empty(), "{what}");
        } else {
            let told: Vec<String> = others
                .iter()
                .map(|s| match locale {
                    Locale::Ru | Locale::Uk => {
                        format!("{} — {}", names[s.seat.index()], score(s.score))
                    }
                    _ => format!("{} {}", names[s.seat.index()], score(s.score)),
                })
                .collect();
            assert_eq!(tail, told.join(", "), "{what}");
            // Only the winners are in bold.
            assert_eq!(head.matches("**").count(), 2 * winners.len(), "{what}");
        }
        let status = table.game.status(&names, locale);
        assert!(
            status.starts_with(crate::present::words::game_over(locale)),
            "{what}: status {status}"
        );
    }
}

#[test]
fn every_games_last_line_names_the_winners_and_every_score() {
    for seats in 2..=4 {
        let seed = 40 + seats as u64;
        the_last_line_names_the_winners_and_every_score::<SummerPavilion>(
            GameKind::SummerPavilion.default_options(),
            seats,
            seed,
        );
        let edition = crate::games::SintraEdition::CURRENT;
        let side = if seats % 2 == 0 {
            SintraSide::A
        } else {
            SintraSide::B
        };
        the_last_line_names_the_winners_and_every_score::<Sintra>(
            GameOptions::Sintra { side, edition },
            seats,
            seed,
        );
        the_last_line_names_the_winners_and_every_score::<Uzory>(
            GameKind::Uzory.default_options(),
            seats,
            seed,
        );
    }
    for seats in 1..=4 {
        the_last_line_names_the_winners_and_every_score::<Sagrada>(
            GameKind::Sagrada.default_options(),
            seats,
            50 + seats as u64,
        );
    }
}
