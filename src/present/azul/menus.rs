//! Azul at the table: a take is two clicks, the tiles (source and colour at once), then the
//! pattern line or the floor line, each line saying what it will hold, the points it scores
//! when the take completes it and what falls to the floor; on the grey side, a complete line's
//! space on the wall when its row offers more than one.

use super::glass;
use super::words;
use crate::game::{Game, Viewer};
use crate::games::azul::view::line_points;
use crate::games::azul::{Action, Azul, AzulView, Colour, Destination, Marker, Phase, Source};
use crate::i18n::Locale;
use crate::present::{Choice, Menus};

impl Menus for Azul {
    fn steps(view: &AzulView, action: &Action, locale: Locale) -> Vec<Choice> {
        match *action {
            Action::Take {
                source,
                colour,
                destination,
            } => vec![
                take_choice(view, source, colour, locale),
                destination_choice(view, source, colour, destination, locale),
            ],
            Action::Tile { line, column } => {
                let points = view
                    .tile_choices()
                    .into_iter()
                    .find(|(c, _)| *c == column)
                    .map_or(0, |(_, p)| p);
                vec![Choice::new(
                    format!("w{column}"),
                    words::space_label(column, points, locale),
                    &words::space_prompt(line, locale),
                )]
            }
        }
    }

    fn status(&self, names: &[String], locale: Locale) -> String {
        let view = self.view(Viewer::Spectator);
        if view.phase == Phase::Over {
            return crate::present::words::final_status(locale, None);
        }
        let tiling = matches!(view.phase, Phase::Tile { .. });
        let mut line = format!(
            "{} {} · {}",
            crate::present::words::round(locale),
            view.round,
            words::step(tiling, locale)
        );
        // The first table says who was drawn to start, until the first tiles are taken.
        let untouched = view.centre.is_empty()
            && view.marker == Marker::Centre
            && view.factories.iter().all(|f| f.total() == 4);
        if view.round == 1 && view.phase == (Phase::Offer { seat: view.first }) && untouched {
            let name = crate::present::log::bold(names, view.first);
            line.push_str(&words::drawn_to_start(&name, locale));
        }
        line
    }
}

fn source_token(source: Source) -> String {
    match source {
        Source::Factory(i) => format!("f{}", u32::from(i) + 1),
        Source::Centre => "c".to_string(),
    }
}

fn colour_token(colour: Colour) -> &'static str {
    match colour {
        Colour::Blue => "bl",
        Colour::Yellow => "ye",
        Colour::Red => "re",
        Colour::Black => "bk",
        Colour::White => "wh",
    }
}

/// The first step: every tile of one colour from one source ("◆ Blue ×2 · Factory 3").
fn take_choice(view: &AzulView, source: Source, colour: Colour, locale: Locale) -> Choice {
    let count = view.source_tiles(source).map_or(0, |t| t.get(colour));
    let label = words::take_label(colour, count, source, view.takes_marker(source), locale);
    Choice::new(
        format!("{}{}", source_token(source), colour_token(colour)),
        label,
        &words::take_prompt(locale),
    )
    .coloured(glass(colour))
}

/// The second step: a pattern line ("Line 3: 3/3 → +4 pts · floor −1") or the floor line
/// ("Floor line: −3"), with what the take would do there.
fn destination_choice(
    view: &AzulView,
    source: Source,
    colour: Colour,
    destination: Destination,
    locale: Locale,
) -> Choice {
    let seat = view.viewer.or(view.phase.seat());
    let preview = seat.and_then(|s| view.take_preview(s, source, colour, destination));
    let floor_cost = preview.map_or(0, |p| p.floor_cost());
    let (token, label) = match destination {
        Destination::Line(line) => {
            let board = seat.and_then(|s| view.board(s));
            let have = board
                .and_then(|b| b.line(usize::from(line)))
                .map_or(0, |l| l.count)
                + preview.map_or(0, |p| p.to_line);
            let completes = preview.is_some_and(|p| p.completes);
            let points = board
                .filter(|_| completes)
                .and_then(|b| line_points(b, view.options.side, usize::from(line), colour));
            (
                format!("l{}", u32::from(line) + 1),
                words::line_label(line, have, points, floor_cost, locale),
            )
        }
        Destination::Floor => ("fl".to_string(), words::floor_label(floor_cost, locale)),
    };
    Choice::new(token, label, &words::destination_prompt(locale))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::game::Seat;
    use crate::games::azul::{AzulOptions, Tiles, WallSide};
    use crate::present::menus::tests::menus_match_through_game;
    use crate::present::{menu, Menu};

    fn options(g: &Azul, seat: Seat, path: &[&str]) -> Vec<Choice> {
        let path: Vec<String> = path.iter().map(|t| t.to_string()).collect();
        match menu(g, seat, &path, Locale::En).unwrap() {
            Menu::Pick { options, .. } => options,
            Menu::Act { action, .. } => panic!("already a move: {action:?}"),
        }
    }

    fn labels(options: &[Choice]) -> Vec<&str> {
        options.iter().map(|o| o.label.as_str()).collect()
    }

    /// A game with seat 0 to take and a centre of three red tiles with the marker.
    fn game() -> Azul {
        let mut g = Azul::new(&AzulOptions::default(), 2, 5).unwrap();
        g.phase = Phase::Offer { seat: Seat(0) };
        g.centre = Tiles::of(Colour::Red, 3);
        g
    }

    #[test]
    fn a_take_is_the_tiles_then_the_line_with_its_points_and_floor_cost() {
        let g = game();
        let first = options(&g, Seat(0), &[]);
        assert!(
            labels(&first).contains(&"● Red ×3 · Centre + marker"),
            "{:?}",
            labels(&first)
        );
        let lines = options(&g, Seat(0), &["cre"]);
        // Line 3 takes all three and is complete: a lone tile on the wall scores 1; the marker
        // costs 1 on the floor.
        assert_eq!(
            labels(&lines),
            [
                "Line 1: 1/1 → +1 pt · floor −4",
                "Line 2: 2/2 → +1 pt · floor −2",
                "Line 3: 3/3 → +1 pt · floor −1",
                "Line 4: 3/4 · floor −1",
                "Line 5: 3/5 · floor −1",
                "Floor line: −6",
            ]
        );
        let path = vec!["cre".to_string(), "l3".to_string()];
        assert!(matches!(
            menu(&g, Seat(0), &path, Locale::En).unwrap(),
            Menu::Act {
                action: Action::Take {
                    destination: Destination::Line(2),
                    ..
                },
                ..
            }
        ));
        for (locale, label) in [
            (Locale::Ru, "Линия 3: 3/3 → +1 очко · пол −1"),
            (Locale::Uk, "Лінія 3: 3/3 → +1 очко · підлога −1"),
        ] {
            let path = vec!["cre".to_string()];
            let Menu::Pick { options, .. } = menu(&g, Seat(0), &path, locale).unwrap() else {
                panic!()
            };
            assert!(options.iter().any(|o| o.label == label), "{options:?}");
        }
        let forged = vec!["cre".to_string(), "l9".to_string()];
        assert!(menu(&g, Seat(0), &forged, Locale::En).is_err());
    }

    #[test]
    fn a_completed_line_previews_its_points_next_to_the_wall_tiles() {
        let mut g = game();
        // Blue's printed space on row 1 (line index 0) is column 0; red's on row 2 is column 3.
        // A tile left of it on the wall: a red line 2 completing scores 2.
        let row = 1;
        let column = crate::games::azul::board::printed_column(row, Colour::Red);
        let left = crate::games::azul::board::printed_colour(row, column - 1);
        g.players[0].board.wall.put(row, column - 1, left);
        let lines = options(&g, Seat(0), &["cre"]);
        assert!(labels(&lines).contains(&"Line 2: 2/2 → +2 pts · floor −2"));
    }

    #[test]
    fn menus_reach_exactly_the_legal_actions_through_whole_games() {
        for (seed, side) in [(1, WallSide::Coloured), (2, WallSide::Grey)] {
            let game = Azul::new(&AzulOptions { side }, 3, seed).unwrap();
            menus_match_through_game(game, AiLevel::Easy, seed, 5);
        }
    }
}
