//! Sagrada at the table: everybody picks a window pattern in private, then turns of draft,
//! place, tool cards (with their steps) and end of turn. The private objective is only ever in
//! the player's own panel.

use super::glass;
use super::words::{self, cell_name, die_label};
use crate::game::{Game, Seat, Viewer};
use crate::games::sagrada::{
    pattern, public_total, Action, Adjust, Cell, Die, Phase, Sagrada, SagradaView,
};
use crate::i18n::Locale;
use crate::present::log::signed;
use crate::present::Choice;
use crate::present::Menus;

impl Menus for Sagrada {
    fn steps(view: &SagradaView, action: &Action, locale: Locale) -> Vec<Choice> {
        let turn_prompt = words::draft_use_a_tool_or_end_turn(locale).to_string();
        let place_prompt = words::where_does_the_die_go(locale).to_string();
        match *action {
            Action::ChoosePattern(id) => {
                // Numbered as in the picture of the four patterns.
                let number = view
                    .own
                    .as_ref()
                    .and_then(|own| own.offered.iter().position(|p| *p == id))
                    .map_or(String::new(), |i| format!("{}. ", i + 1));
                let label = match pattern(id) {
                    Some(p) => format!("{number}{} ({} ●)", p.name, p.difficulty),
                    None => format!("{number}#{}", id.0),
                };
                vec![Choice::new(
                    format!("k{}", id.0),
                    label,
                    words::choose_your_window_pattern(locale),
                )]
            }
            Action::Draft(i) => {
                let die = view.pool.get(usize::from(i)).copied();
                let label = pool_die_label(i, die, locale);
                let choice = Choice::new(format!("d{}", u32::from(i) + 1), label, &turn_prompt);
                match die {
                    Some(d) => vec![choice.coloured(glass(d.color))],
                    None => vec![choice],
                }
            }
            // Placing is a step of its own so the cells always come as the 4 × 5 grid, even
            // when a tool could also be used on the die in hand.
            Action::Place(cell) => vec![
                Choice::new(
                    "pl",
                    words::place_the_die(locale).to_string(),
                    words::place_or_use_a_tool(locale),
                ),
                placement_choice(view, cell, &place_prompt),
            ],
            Action::UseTool { slot, pay_with } => {
                let tool = view.tools.get(usize::from(slot));
                // The card's name in the table's language, as the cards and notes name it.
                let name = tool.map(|t| words::tool_text(locale, t.tool).0);
                let mut label = name.unwrap_or_default().to_string();
                if let (Some(t), None) = (tool, view.solo.as_ref()) {
                    label.push_str(&format!(" ({} ●)", t.cost));
                }
                let mut steps = vec![Choice::new(
                    format!("t{}", u32::from(slot) + 1),
                    label,
                    &turn_prompt,
                )];
                if let Some(i) = pay_with {
                    let die = view.pool.get(usize::from(i)).copied();
                    steps.push(Choice::new(
                        format!("p{}", u32::from(i) + 1),
                        pool_die_label(i, die, locale),
                        words::which_die_pays_for_the_tool(locale),
                    ));
                }
                steps
            }
            Action::Adjust(adjust) => vec![Choice::new(
                match adjust {
                    Adjust::Raise => "up",
                    Adjust::Lower => "down",
                },
                match adjust {
                    Adjust::Raise => words::plus_one(locale).to_string(),
                    Adjust::Lower => words::minus_one(locale).to_string(),
                },
                words::raise_or_lower_the_die(locale),
            )],
            Action::SwapWithTrack { round, index } => {
                let die = view
                    .track
                    .get(usize::from(round).saturating_sub(1))
                    .and_then(|dice| dice.get(usize::from(index)));
                vec![
                    Choice::new(
                        format!("r{round}"),
                        format!("{} {round}", crate::present::words::round(locale)),
                        words::swap_with_which_round(locale),
                    ),
                    Choice::new(
                        format!("i{}", u32::from(index) + 1),
                        die.map(|d| die_label(*d, locale)).unwrap_or_default(),
                        words::which_die(locale),
                    ),
                ]
            }
            Action::ChooseValue(value) => vec![Choice::new(
                format!("v{}", value.get()),
                value.get().to_string(),
                words::choose_the_drawn_value(locale),
            )],
            Action::PickDie(cell) => {
                vec![cell_choice(
                    "m",
                    cell,
                    words::which_placed_die_moves(locale),
                )]
            }
            Action::MoveTo(cell) => vec![cell_choice("c", cell, &place_prompt)],
            Action::StopMoving => vec![Choice::new(
                "stop",
                words::stop_moving(locale).to_string(),
                words::which_placed_die_moves(locale),
            )],
            Action::EndTurn => vec![Choice::new(
                "end",
                words::end_turn(locale).to_string(),
                &turn_prompt,
            )],
        }
    }

    fn status(&self, names: &[String], locale: Locale) -> String {
        let view = self.view(Viewer::Spectator);
        if matches!(view.phase, crate::games::sagrada::PhaseView::Over) {
            return crate::present::words::final_status(locale, None);
        }
        format!(
            "{} · {}",
            words::round(&view, locale),
            words::status(&view, names, locale)
        )
    }

    /// Pattern choices are secret, so they are made in private panels.
    fn private_choices(&self) -> bool {
        matches!(self.phase(), Phase::ChoosingPatterns) || self.to_act().len() > 1
    }

    /// Every tool card in full.
    fn help_more(locale: Locale) -> Option<(String, String)> {
        Some((
            format!("🛠 {}", words::tool_cards(locale)),
            super::tools::all(locale),
        ))
    }

    fn tool_cards(&self, locale: Locale) -> Option<String> {
        Some(super::tools::in_play(&self.view(Viewer::Spectator), locale))
    }

    fn solo_target(&self) -> Option<i32> {
        self.is_solo().then(|| Sagrada::solo_target(self))
    }

    fn private_note(&self, seat: Seat, locale: Locale) -> Option<String> {
        let view = self.view(Viewer::Seat(seat));
        let own = view.own?;
        let colours: Vec<&str> = own
            .private
            .iter()
            .map(|c| words::colour(*c, locale))
            .collect();
        Some(format!(
            "🔒 {} {}",
            words::your_private_objective_shades_of(locale),
            colours.join(words::or(locale))
        ))
    }
}

/// A cell for the die in hand, with what it changes in the public objectives when it does:
/// "B3 +2". Only public objectives count: the menu is on the public table message, so the
/// mover's private objective stays out of it.
/// "Die 3: 5 red", the pool's die `i` as drafting and paying for a tool name it.
fn pool_die_label(i: u8, die: Option<Die>, locale: Locale) -> String {
    let number = u32::from(i) + 1;
    match die {
        Some(d) => format!(
            "{} {number}: {}",
            words::die_capitalised(locale),
            die_label(d, locale)
        ),
        None => format!("{} {number}", words::die_capitalised(locale)),
    }
}

fn placement_choice(view: &SagradaView, cell: Cell, prompt: &str) -> Choice {
    let mut choice = cell_choice("c", cell, prompt);
    let gain = objective_gain(view, cell);
    if gain != 0 {
        choice.label = format!("{} {}", choice.label, signed(gain));
    }
    choice
}

/// How many public-objective points putting the die in hand on `cell` of the viewer's window
/// adds (0 when there is no die in hand or no window).
pub(super) fn objective_gain(view: &SagradaView, cell: Cell) -> i32 {
    let (Some(window), Some(die)) = (
        view.my_window(),
        view.turn().and_then(|t| t.step.die_in_hand()),
    ) else {
        return 0;
    };
    let mut after = window.clone();
    after.set(cell, Some(die));
    public_total(&view.publics, &after) - public_total(&view.publics, window)
}

fn cell_choice(prefix: &str, cell: Cell, prompt: &str) -> Choice {
    Choice::new(
        format!("{prefix}{}{}", cell.row(), cell.col()),
        cell_name(cell),
        prompt,
    )
    .at(cell.row(), cell.col())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::game::testing::{each_decision, random_seats};
    use crate::games::sagrada::SagradaOptions;
    use crate::present::menus::tests::menus_match_through_game;
    use crate::present::prelude::*;
    use crate::present::Move;

    #[test]
    fn menus_reach_exactly_the_legal_actions_through_whole_games() {
        for (seed, players) in [(1, 1), (2, 3)] {
            let options = SagradaOptions { solo_difficulty: 5 };
            let game = Sagrada::new(&options, players, seed).unwrap();
            menus_match_through_game(game, AiLevel::Easy, seed, 3);
        }
    }

    /// Through a game, every placement's cell label carries exactly the public-objective
    /// points it adds, checked against the window after the move, and the move's log line
    /// tells the same figure.
    #[test]
    fn placements_preview_their_public_objective_points() {
        let game = Sagrada::new(&SagradaOptions::default(), 2, 8).unwrap();
        let (mut previews, mut checked) = (0, 0);
        each_decision(
            game,
            &mut random_seats([3, 4]),
            |game, seat, view, legal| {
                for action in legal {
                    let Action::Place(cell) = *action else {
                        continue;
                    };
                    let label = &Sagrada::steps(view, action, Locale::En)[1].label;
                    let mut after = game.clone();
                    let events = after.play(seat, action).unwrap();
                    let names = ["Ann".to_string(), "Ben".to_string()];
                    let played = Move {
                        seat,
                        action,
                        events: &events,
                    };
                    let line = after.tell(&played, &names, Locale::En);
                    let score = |g: &Sagrada| -> i32 {
                        let v = g.view(Viewer::Seat(seat));
                        let w = v.my_window().unwrap();
                        public_total(&v.publics, w)
                    };
                    let gain = score(&after) - score(game);
                    let expected = match gain {
                        0 => cell_name(cell),
                        g => format!("{} {}", cell_name(cell), signed(g)),
                    };
                    assert_eq!(label, &expected);
                    // The log then tells the same figure.
                    match gain {
                        0 => assert!(!line.contains("public objectives"), "{line}"),
                        g => assert!(
                            line.contains(&format!("public objectives {}", signed(g))),
                            "{line}"
                        ),
                    }
                    previews += usize::from(gain != 0);
                    checked += 1;
                }
            },
        );
        assert!(checked > 20 && previews > 0, "{checked} {previews}");
    }

    #[test]
    fn the_private_objective_is_only_in_the_owners_note() {
        let game = Sagrada::new(&SagradaOptions::default(), 2, 3).unwrap();
        let note = game.private_note(Seat(0), Locale::En).unwrap();
        assert!(note.contains("private objective"), "{note}");
        assert!(game.private_choices(), "patterns are chosen in private");
    }

    /// A tool card's button names it in the table's language, as the cards and the notes do.
    #[test]
    fn a_tool_button_names_the_card_in_the_tables_language() {
        let game = Sagrada::new(&SagradaOptions::default(), 2, 7).unwrap();
        let mut checked = 0;
        each_decision(game, &mut random_seats([7, 8]), |_, _, view, legal| {
            for action in legal {
                let Action::UseTool { slot, .. } = *action else {
                    continue;
                };
                let tool = view.tools[usize::from(slot)].tool;
                for locale in Locale::ALL {
                    let label = &Sagrada::steps(view, action, locale)[0].label;
                    let (name, _) = words::tool_text(locale, tool);
                    assert!(
                        label.starts_with(name),
                        "{locale:?}: {label:?} for {name:?}"
                    );
                    checked += 1;
                }
            }
        });
        assert!(checked > 0, "no tool could be used in this game");
    }
}
