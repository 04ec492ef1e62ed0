//! Sagrada's vocabulary, used by its menus and its pictures alike: colour names, the private
//! objective, tool cards and public objectives.

use crate::game::Seat;
use crate::games::sagrada::{
    Cell, Color, Die, LastMove, PhaseView, PublicObjective, SagradaView, Tool,
};
use crate::i18n::locales::{plain_word, term, tr};
use crate::i18n::Locale;
use crate::present::kit::seat_name;

/// The name of a line of the final score sheet, for this game's keys ("sagrada.favor",
/// "sagrada.public.row-color-variety").
pub(super) fn score_item(key: &str, locale: Locale) -> Option<String> {
    if let Some(objective) = PublicObjective::ALL.into_iter().find(|o| o.key() == key) {
        return Some(public_text(locale, objective).0.to_string());
    }
    let word = match key.strip_prefix("sagrada.")? {
        "private" => private_objective(locale),
        "favor" => term!(locale, "sagrada-score-favor"),
        "empty" => crate::present::words::empty_spaces(locale),
        _ => return None,
    };
    Some(word.to_string())
}

/// The round track, in Russian as the box prints it ("счётчик раундов").
pub(super) fn round_track(locale: Locale) -> &'static str {
    term!(locale, "sagrada-round-track")
}

/// "Round 3/10", on the table message and the table picture alike.
pub(super) fn round(view: &SagradaView, locale: Locale) -> String {
    format!(
        "{} {}/{}",
        crate::present::words::round(locale),
        view.round,
        crate::games::sagrada::ROUNDS
    )
}

/// What the table waits for, on the table message and the table picture alike: who is still
/// choosing a pattern, or whose turn it is and which of the round's turns, with a solo game's
/// target.
pub(super) fn status(view: &SagradaView, names: &[String], locale: Locale) -> String {
    match &view.phase {
        PhaseView::ChoosingPatterns { waiting } => {
            let who: Vec<String> = waiting
                .iter()
                .map(|&s| seat_name(names, s, locale))
                .collect();
            format!(
                "{}: {}",
                term!(locale, "sagrada-choosing-patterns"),
                who.join(", ")
            )
        }
        PhaseView::Playing {
            order, position, ..
        } => {
            let seat = view.turn().map(|t| t.seat).unwrap_or(Seat(0));
            let mut line = format!(
                "{}  ·  {} {}/{}",
                crate::present::words::to_play(&seat_name(names, seat, locale), locale),
                crate::present::words::turn_in_line(locale),
                position.saturating_add(1).min(order.len().max(1)),
                order.len()
            );
            if let Some(solo) = &view.solo {
                line.push_str(&format!(
                    "  ·  {} {}",
                    crate::present::words::solo_target(locale),
                    solo.target
                ));
            }
            line
        }
        PhaseView::Over => crate::present::words::game_over(locale).to_string(),
    }
}

/// A die colour's name in lower case ("red"), in menus and pictures alike.
pub(super) fn colour(color: Color, locale: Locale) -> &'static str {
    match color {
        Color::Red => term!(locale, "sagrada-colour-red"),
        Color::Yellow => term!(locale, "sagrada-colour-yellow"),
        Color::Green => term!(locale, "sagrada-colour-green"),
        Color::Blue => term!(locale, "sagrada-colour-blue"),
        Color::Purple => term!(locale, "sagrada-colour-purple"),
    }
}

/// "Shades of Red" as on the private objective card.
pub(super) fn shades_of(locale: Locale, color: Color) -> &'static str {
    match color {
        Color::Red => term!(locale, "sagrada-colour-red.shades"),
        Color::Yellow => term!(locale, "sagrada-colour-yellow.shades"),
        Color::Green => term!(locale, "sagrada-colour-green.shades"),
        Color::Blue => term!(locale, "sagrada-colour-blue.shades"),
        Color::Purple => term!(locale, "sagrada-colour-purple.shades"),
    }
}

/// A tool card's name, a one-line reminder of what it does, and its full rules text: the word
/// `sagrada-tool-<name>` (its printed name in kebab case, "grozing-pliers") and its `.reminder`
/// and `.rules`.
pub(super) fn tool_words(locale: Locale, tool: Tool) -> [&'static str; 3] {
    let id = format!(
        "sagrada-tool-{}",
        tool.name().to_lowercase().replace(' ', "-")
    );
    ["", ".reminder", ".rules"].map(|part| plain_word(locale, &format!("{id}{part}")))
}

/// A tool card's name and a one-line reminder of what it does.
pub(super) fn tool_text(locale: Locale, tool: Tool) -> (&'static str, &'static str) {
    let [name, reminder, _] = tool_words(locale, tool);
    (name, reminder)
}

/// A public objective's short name, what scores, and the points per scoring: the word named by
/// its score key (`sagrada-public-light-shades` for "sagrada.public.light-shades") and its
/// `.how`, and its card's points.
pub(super) fn public_text(locale: Locale, o: PublicObjective) -> (&'static str, &'static str, u8) {
    let id = o.key().replace('.', "-");
    let how = plain_word(locale, &format!("{id}.how"));
    (plain_word(locale, &id), how, o.points())
}

/// A window cell as the pictures label it: column letter, row number ("B3").
pub(super) fn cell_name(cell: Cell) -> String {
    let col = char::from(b'A' + cell.col().min(25));
    format!("{col}{}", u32::from(cell.row()) + 1)
}

/// A die as menus and the log name it: "5 red".
pub(super) fn die_label(die: Die, locale: Locale) -> String {
    format!("{} {}", die.value.get(), colour(die.color, locale))
}

// Menus: prompts and button labels.

pub(super) fn draft_use_a_tool_or_end_turn(locale: Locale) -> &'static str {
    term!(locale, "sagrada-prompt-turn")
}

pub(super) fn where_does_the_die_go(locale: Locale) -> &'static str {
    term!(locale, "sagrada-prompt-place")
}

pub(super) fn die_capitalised(locale: Locale) -> &'static str {
    term!(locale, "sagrada-die-numbered")
}

pub(super) fn place_the_die(locale: Locale) -> &'static str {
    term!(locale, "sagrada-place-the-die")
}

pub(super) fn place_or_use_a_tool(locale: Locale) -> &'static str {
    term!(locale, "sagrada-prompt-place-or-tool")
}

pub(super) fn which_die_pays_for_the_tool(locale: Locale) -> &'static str {
    term!(locale, "sagrada-prompt-pay")
}

/// The same sign in every language.
pub(super) fn plus_one(_locale: Locale) -> &'static str {
    "+1"
}

pub(super) fn minus_one(_locale: Locale) -> &'static str {
    "−1"
}

pub(super) fn raise_or_lower_the_die(locale: Locale) -> &'static str {
    term!(locale, "sagrada-prompt-adjust")
}

pub(super) fn swap_with_which_round(locale: Locale) -> &'static str {
    term!(locale, "sagrada-prompt-swap-round")
}

pub(super) fn which_die(locale: Locale) -> &'static str {
    term!(locale, "sagrada-prompt-which-die")
}

pub(super) fn choose_the_drawn_value(locale: Locale) -> &'static str {
    term!(locale, "sagrada-prompt-drawn-value")
}

pub(super) fn which_placed_die_moves(locale: Locale) -> &'static str {
    term!(locale, "sagrada-prompt-which-moves")
}

pub(super) fn stop_moving(locale: Locale) -> &'static str {
    term!(locale, "sagrada-stop-moving")
}

pub(super) fn end_turn(locale: Locale) -> &'static str {
    term!(locale, "sagrada-end-turn")
}

pub(super) fn your_private_objective_shades_of(locale: Locale) -> &'static str {
    term!(locale, "sagrada-your-private-shades-of")
}

pub(super) fn or(locale: Locale) -> &'static str {
    term!(locale, "sagrada-or")
}

// Menus and pictures alike.

pub(super) fn choose_your_window_pattern(locale: Locale) -> &'static str {
    term!(locale, "sagrada-choose-pattern")
}

// Pictures.

pub(super) fn pattern_chosen_shown_later(locale: Locale) -> &'static str {
    term!(locale, "sagrada-pattern-chosen-later")
}

pub(super) fn choosing_a_pattern(locale: Locale) -> &'static str {
    term!(locale, "sagrada-choosing-a-pattern")
}

pub(super) fn favor_tokens(locale: Locale) -> &'static str {
    term!(locale, "sagrada-favor-tokens")
}

pub(super) fn in_hand_place_it(locale: Locale) -> &'static str {
    term!(locale, "sagrada-in-hand-place")
}

pub(super) fn in_hand_raise_or_lower(locale: Locale) -> &'static str {
    term!(locale, "sagrada-in-hand-adjust")
}

pub(super) fn in_hand_swap_with_the_track(locale: Locale) -> &'static str {
    term!(locale, "sagrada-in-hand-swap")
}

pub(super) fn choose_the_value(locale: Locale) -> &'static str {
    term!(locale, "sagrada-choose-value")
}

pub(super) fn moving_dice(locale: Locale) -> &'static str {
    term!(locale, "sagrada-moving-dice")
}

pub(super) fn your_move(locale: Locale) -> &'static str {
    term!(locale, "sagrada-your-move")
}

pub(super) fn draft_use_a_tool_or_pass(locale: Locale) -> &'static str {
    term!(locale, "sagrada-draft-tool-or-pass")
}

pub(super) fn private_objectives_best_counts(locale: Locale) -> &'static str {
    term!(locale, "sagrada-privates-best")
}

pub(super) fn private_objective(locale: Locale) -> &'static str {
    term!(locale, "sagrada-private-objective")
}

pub(super) fn solo_target_heading(locale: Locale) -> &'static str {
    term!(locale, "sagrada-solo-target")
}

pub(super) fn draft_pool(locale: Locale) -> &'static str {
    term!(locale, "sagrada-draft-pool")
}

pub(super) fn in_hand(locale: Locale) -> &'static str {
    term!(locale, "sagrada-in-hand")
}

pub(super) fn tool_cards(locale: Locale) -> &'static str {
    term!(locale, "sagrada-tool-cards")
}

/// Under a solo game's score sheet: "Target 17: not beaten".
pub(super) fn target_beaten(target: i32, won: bool, locale: Locale) -> String {
    let won = if won { "yes" } else { "no" };
    tr!(locale, "sagrada-target-beaten", target = target, won = won)
}

pub(super) fn public_objectives(locale: Locale) -> &'static str {
    term!(locale, "sagrada-public-objectives")
}

pub(super) fn pattern_chosen(locale: Locale) -> &'static str {
    term!(locale, "sagrada-pattern-chosen")
}

// The log.

pub(super) fn chooses_a_window_pattern(locale: Locale) -> &'static str {
    term!(locale, "sagrada-log-chooses-pattern")
}

pub(super) fn patterns_revealed(locale: Locale) -> &'static str {
    term!(locale, "sagrada-log-patterns-revealed")
}

pub(super) fn drafts(locale: Locale) -> &'static str {
    term!(locale, "sagrada-log-drafts")
}

pub(super) fn die(locale: Locale) -> &'static str {
    term!(locale, "sagrada-log-die")
}

pub(super) fn public_objectives_in_line(locale: Locale) -> &'static str {
    term!(locale, "sagrada-log-public-objectives")
}

pub(super) fn paid_with(locale: Locale) -> &'static str {
    term!(locale, "sagrada-log-paid-with")
}

pub(super) fn pool_re_rolled(locale: Locale) -> &'static str {
    term!(locale, "sagrada-log-pool-rerolled")
}

pub(super) fn drawn(locale: Locale) -> &'static str {
    term!(locale, "sagrada-log-drawn")
}

pub(super) fn value_chosen(locale: Locale) -> &'static str {
    term!(locale, "sagrada-log-value-chosen")
}

pub(super) fn back_to_the_pool(locale: Locale) -> &'static str {
    term!(locale, "sagrada-log-back-to-pool")
}

pub(super) fn drafts_again_now(locale: Locale) -> &'static str {
    term!(locale, "sagrada-log-drafts-again")
}

pub(super) fn ends_the_turn(locale: Locale) -> &'static str {
    term!(locale, "sagrada-log-ends-turn")
}

pub(super) fn picks_the_die_to_move_at(locale: Locale) -> &'static str {
    term!(locale, "sagrada-log-picks-die")
}

pub(super) fn stops_moving_dice(locale: Locale) -> &'static str {
    term!(locale, "sagrada-log-stops-moving")
}

// The tool cards answer.

/// What using a tool card costs now: "1 favor token", "2 favor tokens".
pub(super) fn favor_token_count(n: u8, locale: Locale) -> String {
    tr!(locale, "sagrada-favor-token-count", count = n)
}

/// What a tool was paid with, in the log: "1 favor token", "2 фишки привилегий".
pub(super) fn favor_tokens_paid(n: u8, locale: Locale) -> String {
    tr!(locale, "sagrada-log-favor-paid", count = n)
}

pub(super) fn tool_cards_heading(locale: Locale) -> &'static str {
    term!(locale, "sagrada-tool-cards-heading")
}

pub(super) fn used(locale: Locale) -> &'static str {
    term!(locale, "sagrada-used")
}

pub(super) fn costs_a_pool_die(locale: Locale) -> &'static str {
    term!(locale, "sagrada-costs-pool-die")
}

pub(super) fn next_use(locale: Locale) -> &'static str {
    term!(locale, "sagrada-next-use")
}

pub(super) fn one_tool_a_turn(locale: Locale) -> &'static str {
    term!(locale, "sagrada-one-tool-a-turn")
}

// Alt texts.

pub(super) fn draft_pool_in_line(locale: Locale) -> &'static str {
    term!(locale, "sagrada-alt-draft-pool")
}

pub(super) fn dice_in_the_bag(locale: Locale) -> &'static str {
    term!(locale, "sagrada-alt-dice-in-bag")
}

pub(super) fn dice_placed(locale: Locale) -> &'static str {
    term!(locale, "sagrada-alt-dice-placed")
}

pub(super) fn favor_tokens_in_line(locale: Locale) -> &'static str {
    term!(locale, "sagrada-alt-favor-tokens")
}

pub(super) fn private_objective_in_line(locale: Locale) -> &'static str {
    term!(locale, "sagrada-alt-private-objective")
}

// The table at a glance (issue 50).

/// "Round order", before the round's turns in order, its starter first: the table picture's
/// caption and its alt text ("Round order: Alice, Bob, Bob, Alice").
pub(super) fn round_order(locale: Locale) -> &'static str {
    term!(locale, "sagrada-round-order")
}

/// "Round order: Alice, Bob, Bob, Alice": every turn of the round in order, the round's
/// starter first (the snake: clockwise, then back).
pub(super) fn round_order_line(order: &[Seat], names: &[String], locale: Locale) -> String {
    let who: Vec<String> = order.iter().map(|&s| seat_name(names, s, locale)).collect();
    format!("{}: {}", round_order(locale), who.join(", "))
}

/// What a finished turn did, for the table's alt text and picture: "Alice: Grozing Pliers,
/// die 6 red → B3", or "Alice passes".
pub(super) fn turn_done(last: &LastMove, names: &[String], locale: Locale) -> String {
    let name = seat_name(names, last.seat, locale);
    let done = &last.done;
    let mut parts: Vec<String> = done
        .tools
        .iter()
        .map(|&t| tool_text(locale, t).0.to_string())
        .collect();
    for (from, to) in &done.moved {
        parts.push(format!("{} → {}", cell_name(*from), cell_name(*to)));
    }
    for (cell, d) in &done.placed {
        parts.push(format!(
            "{} {} → {}",
            die(locale),
            die_label(*d, locale),
            cell_name(*cell)
        ));
    }
    // A die drafted and not placed went back to the pool (or the bag).
    for d in done.drafted.iter().skip(done.placed.len()) {
        parts.push(format!("{} {}", drafts(locale), die_label(*d, locale)));
    }
    if parts.is_empty() {
        return format!("{name} {}", crate::present::words::passes(locale));
    }
    format!("{name}: {}", parts.join(", "))
}

/// "Last move: Alice: die 5 red → B3", on the table's alt text and picture.
pub(super) fn last_move_line(last: &LastMove, names: &[String], locale: Locale) -> String {
    format!(
        "{}: {}",
        crate::present::words::last_move(locale),
        turn_done(last, names, locale)
    )
}

/// Over the tools' chips: what the number on each is.
pub(super) fn tool_cards_caption(locale: Locale) -> &'static str {
    term!(locale, "sagrada-tool-cards-caption")
}

/// Over a solo game's tools' chips: what the colour on each is.
pub(super) fn tool_cards_solo_caption(locale: Locale) -> &'static str {
    term!(locale, "sagrada-tool-cards-solo-caption")
}

/// A tool card's price in a game of several, under the tools' heading of the reference.
pub(super) fn tool_price_rule(locale: Locale) -> &'static str {
    term!(locale, "sagrada-tool-price-rule")
}

// Hints.

/// A pattern's appeal: "5 favor tokens, 3 spaces of your private colour" (solo: no tokens).
pub(super) fn why_pattern(tokens: Option<u8>, mine: usize, locale: Locale) -> String {
    match tokens {
        Some(tokens) => tr!(
            locale,
            "sagrada-why-pattern",
            tokens = u32::from(tokens),
            mine = mine
        ),
        None => tr!(locale, "sagrada-why-pattern-solo", mine = mine),
    }
}

/// "5 red on A4".
pub(super) fn why_goes_to(die: Die, cell: Cell, locale: Locale) -> String {
    tr!(
        locale,
        "sagrada-why-goes-to",
        die = die_label(die, locale),
        cell = cell_name(cell)
    )
}

/// "every open space can still be filled", or how many no longer can.
pub(super) fn why_blocks(killed: usize, locale: Locale) -> String {
    tr!(locale, "sagrada-why-blocks", spaces = killed)
}

/// "+5 for Column Color Variety".
pub(super) fn why_public(objective: PublicObjective, points: i32, locale: Locale) -> String {
    let (name, _, _) = public_text(locale, objective);
    tr!(locale, "sagrada-why-public", points = points, name = name)
}

/// "+4 for your private objective (Shades of Purple)".
pub(super) fn why_private(color: Color, points: i32, locale: Locale) -> String {
    tr!(
        locale,
        "sagrada-why-private",
        points = points,
        shades = shades_of(locale, color)
    )
}

/// A moving tool's step: "moves the die to B2".
pub(super) fn why_moves_to(cell: Cell, locale: Locale) -> String {
    tr!(locale, "sagrada-why-moves-to", cell = cell_name(cell))
}

/// "Grozing Pliers give the die a better place than it has without them".
pub(super) fn why_tool(tool: Tool, locale: Locale) -> String {
    let (name, _) = tool_text(locale, tool);
    tr!(locale, "sagrada-why-tool", tool = name)
}

/// Ending the turn: after a die, nothing more is worth doing; without one, every die left
/// would spoil a space.
pub(super) fn why_end_turn(done: bool, locale: Locale) -> String {
    if done {
        tr!(locale, "sagrada-why-end-turn")
    } else {
        tr!(locale, "sagrada-why-pass")
    }
}
