//! Why a hinted move is good, in Sagrada's terms: the public objectives a die scores for as the
//! window stands, the pips it adds to the private objective, the space it goes to and whether
//! every other space can still be filled; a pattern's favor tokens and private-colour spaces.

use super::words;
use crate::game::Seat;
use crate::games::sagrada::greedy::{best_cell, killed_by};
use crate::games::sagrada::{
    move_relax, pattern, private_points, public_points, Action, Cell, Die, Outlook, Relax,
    Restriction, Sagrada, SagradaView, Step, Window,
};
use crate::i18n::Locale;
use crate::present::hint::joined;
use crate::present::Explain;

impl Explain for Sagrada {
    fn why(view: &SagradaView, _seat: Seat, action: &Action, locale: Locale) -> Option<String> {
        let outlook = Outlook::from_view(view)?;
        if let Action::ChoosePattern(id) = *action {
            let pattern = pattern(id)?;
            let mine = pattern
                .cells
                .iter()
                .filter(|r| matches!(r, Restriction::Color(c) if outlook.privates.contains(c)))
                .count();
            let tokens = (!outlook.economy.solo).then_some(pattern.difficulty);
            return joined([words::why_pattern(tokens, mine, locale)]);
        }
        let window = view.my_window()?;
        let turn = view.turn()?;
        let hand = turn.step.die_in_hand();
        let relax = match turn.step {
            Step::Holding { relax, .. } => relax,
            _ => Relax::NONE,
        };
        // The die a step leads to, to be placed where it is best.
        let die_to_place = match *action {
            Action::Draft(i) => view.pool.get(usize::from(i)).copied(),
            Action::Adjust(direction) => hand.and_then(|d| direction.turn(d)),
            Action::ChooseValue(value) => match turn.step {
                Step::ChoosingValue { color } => Some(Die::new(color, value)),
                _ => None,
            },
            Action::SwapWithTrack { round, index } => usize::from(round)
                .checked_sub(1)
                .and_then(|r| view.track.get(r))
                .and_then(|dice| dice.get(usize::from(index)))
                .copied(),
            _ => None,
        };
        let reasons = match *action {
            Action::Place(cell) => {
                let die = hand?;
                let mut after = window.clone();
                after.place(cell, die, relax).ok()?;
                placement_reasons(window, &after, cell, die, &outlook, locale)
            }
            Action::MoveTo(to) => {
                let Step::Moving(moving) = &turn.step else {
                    return None;
                };
                let from = moving.picked?;
                let mut after = window.clone();
                let die = after.move_die(from, to, move_relax(moving.tool)).ok()?;
                let mut reasons = vec![words::why_moves_to(to, locale)];
                reasons.extend(gains(window, &after, die, &outlook, locale));
                reasons
            }
            Action::UseTool { slot, .. } => {
                let tool = view.tools.get(usize::from(slot))?.tool;
                vec![words::why_tool(tool, locale)]
            }
            Action::EndTurn => vec![words::why_end_turn(turn.drafted || hand.is_some(), locale)],
            _ => {
                let die = die_to_place?;
                let (cell, _) = best_cell(window, die, relax, &outlook)?;
                let mut after = window.clone();
                after.place(cell, die, relax).ok()?;
                placement_reasons(window, &after, cell, die, &outlook, locale)
            }
        };
        joined(reasons)
    }
}

/// Where the die goes, then what it scores as the window stands, or, scoring nothing yet,
/// whether every open space can still be filled.
fn placement_reasons(
    before: &Window,
    after: &Window,
    cell: Cell,
    die: Die,
    outlook: &Outlook,
    locale: Locale,
) -> Vec<String> {
    let mut reasons = vec![words::why_goes_to(die, cell, locale)];
    let scored = gains(before, after, die, outlook, locale);
    if scored.is_empty() {
        reasons.push(words::why_blocks(killed_by(before, cell, die), locale));
    }
    reasons.extend(scored);
    reasons
}

/// The points `die` brings moving the window from `before` to `after`: each public objective
/// that scores more ("+5 for Column Color Variety"), then the private objective's pips.
fn gains(
    before: &Window,
    after: &Window,
    die: Die,
    outlook: &Outlook,
    locale: Locale,
) -> Vec<String> {
    let mut out: Vec<(i32, String)> = outlook
        .publics
        .iter()
        .map(|&o| (o, public_points(o, after) - public_points(o, before)))
        .filter(|&(_, gain)| gain > 0)
        .map(|(o, gain)| (gain, words::why_public(o, gain, locale)))
        .collect();
    out.sort_by_key(|&(gain, _)| std::cmp::Reverse(gain));
    let private = private_points(die.color, after) - private_points(die.color, before);
    if outlook.privates.contains(&die.color) && private > 0 {
        out.push((private, words::why_private(die.color, private, locale)));
    }
    out.into_iter().map(|(_, reason)| reason).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Viewer};
    use crate::games::sagrada::{Color, PhaseView, PublicObjective, SagradaOptions, Value};

    /// Column 1 holds red, yellow and green from the top: a blue die on its fourth row
    /// completes it with four colours, five points for Column Color Variety, and the reason
    /// says so.
    #[test]
    fn a_die_that_completes_a_column_names_the_objective_and_its_points() {
        let mut game = Sagrada::new(&SagradaOptions::default(), 2, 3).unwrap();
        // Both seats keep their first pattern; then the first seat drafts.
        while let PhaseView::ChoosingPatterns { .. } = game.view(Viewer::Spectator).phase {
            let seat = game.to_act()[0];
            let first = game.legal_actions(seat)[0];
            game.apply(seat, &first).unwrap();
        }
        let seat = game.to_act()[0];
        let mut view = game.view(Viewer::Seat(seat));
        view.publics = vec![PublicObjective::ColumnColorVariety];
        let mut window = Window::new(&[Restriction::Blank; 20]);
        for (row, color, value) in [
            (0, Color::Red, 1),
            (1, Color::Yellow, 2),
            (2, Color::Green, 3),
        ] {
            let die = Die::new(color, Value::new(value).unwrap());
            window.set(Cell::new(row, 0).unwrap(), Some(die));
        }
        view.seats[seat.index()].window = Some(window);
        if let Some(own) = view.own.as_mut() {
            own.private = vec![Color::Purple];
        }
        let blue = Die::new(Color::Blue, Value::new(4).unwrap());
        let PhaseView::Playing { turn, .. } = &mut view.phase else {
            panic!("the game is playing");
        };
        turn.step = Step::Holding {
            die: blue,
            relax: Relax::NONE,
        };
        let place = Action::Place(Cell::new(3, 0).unwrap());
        let why = Sagrada::why(&view, seat, &place, Locale::En).expect("a reason");
        assert!(why.contains("A4"), "{why}");
        assert!(why.contains("+5 for Column Color Variety"), "{why}");
    }
}
