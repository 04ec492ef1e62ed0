//! Stained Glass of Sintra at the table: take glass (source, then colour) or move the glazier
//! back, choose the strip, and on side B the piece that goes to the window when it matters.

use super::glass;
use super::words::{self, colour_label};
use crate::game::{Game, Viewer};
use crate::games::sintra::{Action, Colour, Effect, Phase, Sintra, SintraView, Source};
use crate::i18n::Locale;
use crate::present::log::{points, signed};
use crate::present::Menus;
use crate::present::{Choice, MAX_LABEL};

impl Menus for Sintra {
    fn stand_ins() -> Vec<String> {
        let parts = crate::games::sintra::components();
        parts.stand_ins().iter().map(|s| s.key.clone()).collect()
    }

    fn steps(view: &SintraView, action: &Action, locale: Locale) -> Vec<Choice> {
        let turn_prompt = words::take_glass_or_move_the_glazier(locale).to_string();
        match *action {
            Action::Take { source, colour } => {
                let label = take_label(view, action, source, colour, locale);
                let source = match source {
                    Source::Factory(i) => Choice::new(
                        format!("f{}", u32::from(i) + 1),
                        format!(
                            "{} {}",
                            crate::present::words::factory(locale),
                            u32::from(i) + 1
                        ),
                        &turn_prompt,
                    ),
                    Source::Centre => {
                        Choice::new("c", crate::present::words::centre(locale), &turn_prompt)
                    }
                };
                vec![
                    source,
                    Choice::new(
                        colour_token(colour),
                        label,
                        crate::present::words::which_colour(locale),
                    )
                    .coloured(glass(colour)),
                ]
            }
            Action::ResetGlazier => vec![Choice::new(
                "reset",
                words::move_the_glazier_back(locale).to_string(),
                &turn_prompt,
            )],
            Action::Place { strip } => {
                let (colour, count) = match view.phase {
                    Phase::Place { colour, count, .. } => (Some(colour), usize::from(count)),
                    _ => (None, 0),
                };
                let label = strip_label(view, action, strip, locale);
                let prompt = match colour {
                    Some(c) => words::which_strip_for(count, &colour_label(c, locale), locale),
                    None => words::which_strip(locale).to_string(),
                };
                vec![Choice::new(
                    format!("p{}", u32::from(strip) + 1),
                    label,
                    &prompt,
                )]
            }
            Action::ToWindow { colour } => vec![Choice::new(
                format!("w{}", colour_token(colour)),
                colour_label(colour, locale),
                words::which_piece_into_the_window(locale),
            )
            .coloured(glass(colour))],
        }
    }

    fn status(&self, _names: &[String], locale: Locale) -> String {
        let view = self.view(Viewer::Spectator);
        if view.phase == Phase::Over {
            return crate::present::words::final_status(locale, None);
        }
        let mut line = super::round_of(&view, locale);
        if let Some(c) = view.round_colour {
            line.push_str(&format!(
                " · {}: {}",
                super::words::round_colour(locale),
                colour_label(c, locale)
            ));
        }
        line
    }
}

/// The first of `candidates` (most to least said) within `room` characters, else the last.
fn fitting(candidates: Vec<String>, room: usize) -> String {
    let last = candidates.last().cloned().unwrap_or_default();
    candidates
        .into_iter()
        .find(|label| label.chars().count() <= room)
        .unwrap_or(last)
}

/// What the take of `action` would do for the viewer, if it is theirs to make.
fn effect(view: &SintraView, action: &Action) -> Effect {
    view.viewer
        .and_then(|seat| view.effect(seat, action))
        .unwrap_or_default()
}

/// A colour at a source, with what taking it costs when that is known before the click:
/// "Pink ×3 + start marker, all break (−4)". Shorter forms drop the words before the cost.
fn take_label(
    view: &SintraView,
    action: &Action,
    source: Source,
    colour: Colour,
    locale: Locale,
) -> String {
    let base = format!(
        "{} ×{}",
        colour_label(colour, locale),
        view.count_at(source, colour)
    );
    let marker = if view.takes_start_marker(source) {
        words::plus_start_marker(locale).to_string()
    } else {
        String::new()
    };
    let effect = effect(view, action);
    // Nothing reachable has room for the colour: every piece would break.
    let breaks = if effect.broken > 0 {
        words::all_break(locale).to_string()
    } else {
        String::new()
    };
    let cost = match effect.broken_cost {
        0 => String::new(),
        c => format!(" {}", points(c)),
    };
    // The colour's shape and a space go before the label (`Choice::coloured`).
    let shape = format!("{} ", glass(colour).symbol().character());
    fitting(
        vec![
            format!("{base}{marker}{breaks}{cost}"),
            format!("{base}{breaks}{cost}"),
            format!("{base}{cost}"),
        ],
        MAX_LABEL.saturating_sub(shape.chars().count()),
    )
}

/// A strip, with what putting the held glass there does: "Strip 8: 2 in, completes +6,
/// 1 broken (−1)". Shorter forms drop the pieces placed, then the words.
fn strip_label(view: &SintraView, action: &Action, strip: u8, locale: Locale) -> String {
    let head = format!("{} {}", words::strip_label(locale), u32::from(strip) + 1);
    let Some(e) = view.viewer.and_then(|seat| view.effect(seat, action)) else {
        return head;
    };
    let placed = format!("{} {}", e.placed, words::pieces_in(locale));
    let gain = e.completes.then(|| signed(e.points));
    let completes = gain
        .as_ref()
        .map(|g| format!("{} {g}", words::completes(locale)));
    let cost = (e.broken > 0).then(|| points(e.broken_cost));
    let broken = cost
        .as_ref()
        .map(|c| format!("{} {} {c}", e.broken, words::broken(locale)));
    let form = |parts: Vec<Option<String>>| {
        let parts: Vec<String> = parts.into_iter().flatten().collect();
        if parts.is_empty() {
            return head.clone();
        }
        format!("{head}: {}", parts.join(", "))
    };
    fitting(
        vec![
            form(vec![
                Some(placed.clone()),
                completes.clone(),
                broken.clone(),
            ]),
            form(vec![completes.or(Some(placed)), broken]),
            form(vec![gain, cost]),
        ],
        MAX_LABEL,
    )
}

/// Colours are data in this game; tokens are their index.
fn colour_token(colour: Colour) -> String {
    format!("k{}", colour.0)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::game::Seat;
    use crate::games::sintra::SintraOptions;
    use crate::games::SintraSide;
    use crate::present::menus::tests::menus_match_through_game;

    /// Seat 0 holds three orange for strip 4 (one free orange cell; the window has windows
    /// with glass to its right) and strip 5 (room for all three), in an orange round.
    pub(in crate::present::sintra) fn holding_orange() -> Sintra {
        use crate::games::sintra::{colour_by_initial as colour, Board, Cell, OpenStrip, Slot};
        let strip = |pattern: &str, glass: &str, top: Option<char>| {
            let pattern = pattern.chars().map(|c| Cell::Glass(colour(c))).collect();
            let cells = glass
                .chars()
                .map(|c| (c != '.').then(|| colour(c)))
                .collect();
            Slot::Open(OpenStrip::custom(pattern, cells, top.map(colour)))
        };
        let mut slots = vec![strip("ppppp", ".....", None); 3];
        slots.push(strip("ooopg", "oo.pg", None));
        slots.push(strip("ooopp", ".....", Some('b')));
        slots.push(Slot::Complete {
            top: colour('g'),
            bottom: colour('b'),
        });
        slots.extend(vec![strip("ppppp", ".....", None); 2]);
        let mut g = Sintra::new(&SintraOptions::new(SintraSide::A), 2, 1).unwrap();
        g.players[0].board = Board {
            slots,
            glazier: 3,
            broken: 2,
        };
        g.indicator[0] = Some(colour('o'));
        g.phase = Phase::Place {
            seat: Seat(0),
            colour: colour('o'),
            count: 3,
        };
        g
    }

    fn strip_labels(g: &Sintra, locale: Locale) -> Vec<String> {
        let view = g.view(Viewer::Seat(Seat(0)));
        g.legal_actions(Seat(0))
            .iter()
            .map(|a| Sintra::steps(&view, a, locale)[0].label.clone())
            .collect()
    }

    /// Strip 4: one piece completes it (3 orange +3, window 2 + 2 + 1) and two break, the
    /// marker going from −2 to −6; strip 5 takes all three. "1 in" is the first thing dropped
    /// when the whole does not fit.
    #[test]
    fn strips_tell_their_points_and_broken_glass_and_shorten_to_fit() {
        let g = holding_orange();
        assert_eq!(
            strip_labels(&g, Locale::En),
            ["Strip 4: completes +8, 2 broken (−4)", "Strip 5: 3 in"]
        );
        assert_eq!(
            strip_labels(&g, Locale::Uk),
            ["Смуга 4: завершить +8, 2 розбито (−4)", "Смуга 5: 3 шт."]
        );
        assert_eq!(
            strip_labels(&g, Locale::Ru),
            ["Полоса 4: завершит +8, 2 разбито (−4)", "Полоса 5: 3 шт."]
        );
        // What the labels promise is what the placement does.
        let mut after = g.clone();
        let before = after.player(Seat(0)).unwrap().score();
        after.play(Seat(0), &Action::Place { strip: 3 }).unwrap();
        assert_eq!(after.player(Seat(0)).unwrap().score() - before, 8);
        assert_eq!(after.player(Seat(0)).unwrap().board.broken, 4);
    }

    /// From the centre with the start marker (one step, −2 → −4): orange has a place, blue
    /// none, so both blue break too (−2 → −8); the words that do not fit go first.
    #[test]
    fn takes_tell_what_the_start_marker_and_broken_glass_cost() {
        let mut g = holding_orange();
        let (orange, blue) = (Colour(1), Colour(4));
        assert_eq!((orange.name(), blue.name()), ("orange", "blue"));
        g.table.centre = vec![orange, blue, blue];
        g.table.start_marker_in_centre = true;
        g.phase = Phase::Turn { seat: Seat(0) };
        let view = g.view(Viewer::Seat(Seat(0)));
        let label = |colour, locale| {
            let take = Action::Take {
                source: Source::Centre,
                colour,
            };
            Sintra::steps(&view, &take, locale)[1].label.clone()
        };
        let (o, b) = (glass(orange).symbol(), glass(blue).symbol());
        let (o, b) = (o.character(), b.character());
        assert_eq!(
            label(orange, Locale::En),
            format!("{o} Orange ×1 + start marker (−2)")
        );
        assert_eq!(
            label(blue, Locale::En),
            format!("{b} Blue ×2, all break (−6)")
        );
        assert_eq!(
            label(blue, Locale::Uk),
            format!("{b} Синій ×2, усі розіб'ються (−6)")
        );
        // From a factory, with a strip to go to, the take itself costs nothing: what breaks
        // depends on the strip chosen next, whose button tells it.
        g.table.factories[0] = vec![orange; 4];
        let view = g.view(Viewer::Seat(Seat(0)));
        let take = Action::Take {
            source: Source::Factory(0),
            colour: orange,
        };
        assert_eq!(
            Sintra::steps(&view, &take, Locale::En)[1].label,
            format!("{o} Orange ×4")
        );
    }

    #[test]
    fn menus_reach_exactly_the_legal_actions_through_whole_games() {
        for (seed, side) in [(1, SintraSide::A), (2, SintraSide::B)] {
            let game = Sintra::new(&SintraOptions::new(side), 3, seed).unwrap();
            menus_match_through_game(game, AiLevel::Easy, seed, 5);
        }
    }
}
