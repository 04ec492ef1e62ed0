//! Uzory's vocabulary, used by its menus and its pictures alike; the words themselves are in
//! `games/uzory/locales/<code>.ftl`.

use crate::game::Seat;
use crate::games::uzory::{Colour, EndReason, UzoryView};
use crate::i18n::locales::{term, tr};
use crate::i18n::Locale;

/// The name of a line of the final score sheet, for this game's keys ("uzory.victory_points").
pub(super) fn score_item(key: &str, locale: Locale) -> Option<String> {
    match key {
        "uzory.victory_points" => Some(term!(locale, "uzory-score-victory-points").to_string()),
        _ => None,
    }
}

/// A quarter's or a player's colour in lower case ("white"); menus capitalise it at the start
/// of a label.
pub(super) fn colour(colour: Colour, locale: Locale) -> &'static str {
    match colour {
        Colour::White => term!(locale, "uzory-colour-white"),
        Colour::Red => term!(locale, "uzory-colour-red"),
        Colour::Blue => term!(locale, "uzory-colour-blue"),
        Colour::Green => term!(locale, "uzory-colour-green"),
        Colour::Yellow => term!(locale, "uzory-colour-yellow"),
    }
}

/// A colour's name as a label starts ("White").
pub(super) fn colour_label(colour: Colour, locale: Locale) -> String {
    crate::present::kit::capitalised(self::colour(colour, locale))
}

/// The colour a seat plays ("red"), lower case; empty for a seat not in the game.
pub(super) fn seat_colour(view: &UzoryView, seat: Seat, locale: Locale) -> String {
    view.colours
        .get(seat.index())
        .map(|c| colour(*c, locale).to_string())
        .unwrap_or_default()
}

/// Why the game ended, in the log and on the table picture alike.
pub(super) fn end_reason(reason: EndReason, locale: Locale) -> &'static str {
    match reason {
        EndReason::FieldFull => term!(locale, "uzory-end-field-full"),
        EndReason::AllPassed => term!(locale, "uzory-end-all-passed"),
    }
}

// Menus: prompts and button labels.

pub(super) fn choose_a_tile_or_pass(locale: Locale) -> &'static str {
    term!(locale, "uzory-choose-tile-or-pass")
}

pub(super) fn tile_label(locale: Locale) -> &'static str {
    term!(locale, "uzory-tile")
}

pub(super) fn turn_it_clockwise_by(locale: Locale) -> &'static str {
    term!(locale, "uzory-turn-clockwise-by")
}

pub(super) fn where_does_it_go(locale: Locale) -> &'static str {
    term!(locale, "uzory-where-does-it-go")
}

pub(super) fn pass_swap_my_whole_hand(locale: Locale) -> &'static str {
    term!(locale, "uzory-pass-swap-hand")
}

pub(super) fn who_scores_the_tied_frame(locale: Locale) -> &'static str {
    term!(locale, "uzory-who-scores-tied-frame")
}

pub(super) fn keep_my_tiles(locale: Locale) -> &'static str {
    term!(locale, "uzory-keep-my-tiles")
}

pub(super) fn discard_tile(locale: Locale) -> &'static str {
    term!(locale, "uzory-discard-tile")
}

pub(super) fn discard_before_drawing(locale: Locale) -> &'static str {
    term!(locale, "uzory-discard-before-drawing")
}

pub(super) fn turn_label(locale: Locale) -> &'static str {
    term!(locale, "uzory-turn")
}

pub(super) fn tie(locale: Locale) -> &'static str {
    term!(locale, "uzory-tie")
}

pub(super) fn frame(locale: Locale) -> &'static str {
    term!(locale, "uzory-frame")
}

// Counts and menus alike.

pub(super) fn nobody(locale: Locale) -> &'static str {
    term!(locale, "uzory-nobody")
}

// Pictures.

pub(super) fn title(locale: Locale) -> &'static str {
    term!(locale, "uzory-title")
}

pub(super) fn place_a_tile_or_pass(locale: Locale) -> &'static str {
    term!(locale, "uzory-place-a-tile-or-pass")
}

pub(super) fn choose_who_scores_the_tie(locale: Locale) -> &'static str {
    term!(locale, "uzory-choose-who-scores-tie")
}

pub(super) fn discard_tiles_or_keep_them(locale: Locale) -> &'static str {
    term!(locale, "uzory-discard-tiles-or-keep")
}

/// Before "2/3" on the table: passes since the last placement, of the players (all passing in a
/// row ends the game).
pub(super) fn passes_in_a_row(locale: Locale) -> &'static str {
    term!(locale, "uzory-passes-in-a-row")
}

/// The legend beside the field: a shaded frame, and a grey one.
pub(super) fn scored_frame(locale: Locale) -> &'static str {
    term!(locale, "uzory-scored-frame")
}

pub(super) fn frame_nobody_scored(locale: Locale) -> &'static str {
    term!(locale, "uzory-frame-nobody-scored")
}

pub(super) fn won_label(locale: Locale) -> &'static str {
    term!(locale, "uzory-won")
}

pub(super) fn hand(locale: Locale) -> &'static str {
    term!(locale, "uzory-hand")
}

pub(super) fn your_turn_pick_tile_rotation_cell(locale: Locale) -> &'static str {
    term!(locale, "uzory-your-turn-pick")
}

pub(super) fn your_hand_rotations_clockwise(locale: Locale) -> &'static str {
    term!(locale, "uzory-hand-rotations-clockwise")
}

/// Beside the notch drawn on the hand picture: what the notch beside each rotation points at.
pub(super) fn marker_top_before_turning(locale: Locale) -> &'static str {
    term!(locale, "uzory-marker-top-before-turning")
}

pub(super) fn no_tiles_in_hand(locale: Locale) -> &'static str {
    term!(locale, "uzory-no-tiles-in-hand")
}

pub(super) fn hand_hidden(locale: Locale) -> &'static str {
    term!(locale, "uzory-hand-hidden")
}

pub(super) fn tiles(locale: Locale) -> &'static str {
    term!(locale, "uzory-tiles")
}

// Counts and pictures alike.

pub(super) fn pile(locale: Locale) -> &'static str {
    term!(locale, "uzory-pile")
}

// The log.

pub(super) fn frame_closed(locale: Locale) -> &'static str {
    term!(locale, "uzory-frame-closed")
}

pub(super) fn tile_placed_at(locale: Locale) -> &'static str {
    term!(locale, "uzory-tile-placed-at")
}

pub(super) fn nobody_scores(locale: Locale) -> &'static str {
    term!(locale, "uzory-nobody-scores")
}

pub(super) fn tie_label(locale: Locale) -> &'static str {
    term!(locale, "uzory-tie-label")
}

/// " or ", between the colours of a tie.
pub(super) fn or(locale: Locale) -> String {
    format!(" {} ", term!(locale, "uzory-or"))
}

pub(super) fn tied_frame_awarded(locale: Locale) -> &'static str {
    term!(locale, "uzory-tied-frame-awarded")
}

pub(super) fn discards_shuffled_into_pile(locale: Locale) -> &'static str {
    term!(locale, "uzory-discards-shuffled")
}

pub(super) fn keeps_the_hand(locale: Locale) -> &'static str {
    term!(locale, "uzory-keeps-the-hand")
}

// Counts.

pub(super) fn discards(locale: Locale) -> &'static str {
    term!(locale, "uzory-discards")
}

pub(super) fn frames(locale: Locale) -> &'static str {
    term!(locale, "uzory-frames")
}

// Alt texts.

pub(super) fn pile_in_line(locale: Locale) -> &'static str {
    term!(locale, "uzory-alt-pile")
}

pub(super) fn discards_in_alt(locale: Locale) -> &'static str {
    term!(locale, "uzory-alt-discards")
}

pub(super) fn tiles_in_hand(locale: Locale) -> &'static str {
    term!(locale, "uzory-alt-tiles-in-hand")
}

pub(super) fn frames_closed(locale: Locale) -> &'static str {
    term!(locale, "uzory-alt-frames-closed")
}

/// "3 tiles discarded".
pub(super) fn discarded(n: usize, locale: Locale) -> String {
    tr!(locale, "uzory-discarded", tiles = n)
}

/// "2 frames", in a cell's button label.
pub(super) fn frames_count(n: usize, locale: Locale) -> String {
    tr!(locale, "uzory-frames-count", frames = n)
}

// Hints.

/// Whose frames a placement closes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum FramesFor {
    /// The seat's own colour wins them.
    Mine,
    /// Tied with the seat among the leaders: the seat, closing them, may take them.
    Tied,
    /// Another colour wins them.
    Others,
}

/// "closes 2 frames of your colour: +2", "closes a tied frame you may award to yourself",
/// "though it hands 1 frame to another colour".
pub(super) fn why_frames(whose: FramesFor, frames: usize, locale: Locale) -> String {
    match whose {
        FramesFor::Mine => tr!(locale, "uzory-why-frames-mine", frames = frames),
        FramesFor::Tied => tr!(locale, "uzory-why-frames-tied", frames = frames),
        FramesFor::Others => tr!(locale, "uzory-why-frames-theirs", frames = frames),
    }
}

/// "its lead lines join 2 of the neighbours' lines".
pub(super) fn why_lines_join(lines: i32, locale: Locale) -> String {
    tr!(locale, "uzory-why-lines-join", lines = lines)
}

/// A reason said without a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Plainly {
    /// More of the seat's colour on the tile than of anyone else's.
    OwnColour,
    /// The tile closes no frame for anyone else.
    HandsNothing,
    /// A fresh hand serves better than any placement now.
    Pass,
    /// A tied frame kept.
    AwardSelf,
    /// A tied frame given to the player furthest behind.
    AwardBehind,
}

pub(super) fn why_plainly(reason: Plainly, locale: Locale) -> String {
    match reason {
        Plainly::OwnColour => tr!(locale, "uzory-why-own-colour"),
        Plainly::HandsNothing => tr!(locale, "uzory-why-hands-nothing"),
        Plainly::Pass => tr!(locale, "uzory-why-pass"),
        Plainly::AwardSelf => tr!(locale, "uzory-why-award-self"),
        Plainly::AwardBehind => tr!(locale, "uzory-why-award-behind"),
    }
}

/// Discarding: none ("both tiles are worth keeping"), or tiles with few lines or little of the
/// seat's colour.
pub(super) fn why_discard(tiles: usize, all_weak: bool, locale: Locale) -> String {
    tr!(
        locale,
        "uzory-why-discard",
        tiles = tiles,
        weak = if all_weak { "yes" } else { "no" }
    )
}
