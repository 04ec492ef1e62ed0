//! Sintra's vocabulary, used by its menus and its pictures alike.

use crate::games::sintra::{Colour, ScoreItem};
use crate::i18n::locales::{term, tr};
use crate::i18n::Locale;

/// The name of a line of the final score sheet, for this game's keys ("sintra.windows").
pub(super) fn score_item_named(key: &str, locale: Locale) -> Option<String> {
    let name = match key.strip_prefix("sintra.")? {
        "round_colour" => term!(locale, "sintra-score-round-colour"),
        "windows" => term!(locale, "sintra-score-windows"),
        "broken_reset" => term!(locale, "sintra-score-broken-reset"),
        "leftover" => term!(locale, "sintra-score-leftover"),
        "broken_track" => term!(locale, "sintra-score-broken-track"),
        "ornaments" => term!(locale, "sintra-score-ornaments"),
        "colour_windows" => term!(locale, "sintra-score-colour-windows"),
        _ => return None,
    };
    Some(name.to_string())
}

/// A glass colour's name in lower case. Colours are data in this game: English is the asset's
/// own name ("pink"), and a name the translations do not know stays as the asset spells it.
pub(super) fn colour(colour: Colour, locale: Locale) -> &'static str {
    match colour.name() {
        "pink" => term!(locale, "sintra-pink"),
        "orange" => term!(locale, "sintra-orange"),
        "yellow" => term!(locale, "sintra-yellow"),
        "green" => term!(locale, "sintra-green"),
        "blue" => term!(locale, "sintra-blue"),
        "red" => term!(locale, "sintra-red"),
        "purple" => term!(locale, "sintra-purple"),
        other => other,
    }
}

/// A colour's name as a label starts ("Pink").
pub(super) fn colour_label(colour: Colour, locale: Locale) -> String {
    crate::present::kit::capitalised(self::colour(colour, locale))
}

/// The colour that scores a bonus this round: "round colour", in the status line and on the
/// table picture alike.
pub(super) fn round_colour(locale: Locale) -> &'static str {
    term!(locale, "sintra-round-colour")
}

/// A cause of points within a log line, as the score sheet names it ("round colour bonus"; German keeps its nouns' capitals).
pub(super) fn score_item_in_line(item: ScoreItem, locale: Locale) -> String {
    let name = match item.key().strip_prefix("sintra.").unwrap_or_default() {
        "round_colour" => term!(locale, "sintra-score-round-colour.in-line"),
        "windows" => term!(locale, "sintra-score-windows.in-line"),
        "broken_reset" => term!(locale, "sintra-score-broken-reset.in-line"),
        "leftover" => term!(locale, "sintra-score-leftover.in-line"),
        "broken_track" => term!(locale, "sintra-score-broken-track.in-line"),
        "ornaments" => term!(locale, "sintra-score-ornaments.in-line"),
        "colour_windows" => term!(locale, "sintra-score-colour-windows.in-line"),
        _ => return item.key().to_string(),
    };
    name.to_string()
}

// Menus: prompts and button labels.

pub(super) fn take_glass_or_move_the_glazier(locale: Locale) -> &'static str {
    term!(locale, "sintra-take-glass-or-move-the-glazier")
}

pub(super) fn move_the_glazier_back(locale: Locale) -> &'static str {
    term!(locale, "sintra-move-the-glazier-back")
}

/// "Which strip for 3 × Pink", the prompt while glass is held.
pub(super) fn which_strip_for(count: usize, colour: &str, locale: Locale) -> String {
    tr!(
        locale,
        "sintra-which-strip-for",
        count = count,
        colour = colour
    )
}

pub(super) fn which_strip(locale: Locale) -> &'static str {
    term!(locale, "sintra-which-strip")
}

pub(super) fn which_piece_into_the_window(locale: Locale) -> &'static str {
    term!(locale, "sintra-which-piece-into-the-window")
}

pub(super) fn plus_start_marker(locale: Locale) -> &'static str {
    term!(locale, "sintra-plus-start-marker")
}

pub(super) fn all_break(locale: Locale) -> &'static str {
    term!(locale, "sintra-all-break")
}

pub(super) fn strip_label(locale: Locale) -> &'static str {
    term!(locale, "sintra-strip-label")
}

pub(super) fn pieces_in(locale: Locale) -> &'static str {
    term!(locale, "sintra-pieces-in")
}

pub(super) fn completes(locale: Locale) -> &'static str {
    term!(locale, "sintra-completes")
}

// Menus and pictures alike.

pub(super) fn broken(locale: Locale) -> &'static str {
    term!(locale, "sintra-broken")
}

// Pictures.

pub(super) fn no_such_player(locale: Locale) -> &'static str {
    term!(locale, "sintra-no-such-player")
}

pub(super) fn place_on_a_green_strip(locale: Locale) -> &'static str {
    term!(locale, "sintra-place-on-a-green-strip")
}

pub(super) fn choose_the_piece_for_window(locale: Locale) -> &'static str {
    term!(locale, "sintra-choose-the-piece-for-window")
}

pub(super) fn your_turn_take_glass(locale: Locale) -> &'static str {
    term!(locale, "sintra-your-turn-take-glass")
}

pub(super) fn done(locale: Locale) -> &'static str {
    term!(locale, "sintra-done")
}

pub(super) fn complete_windows(locale: Locale) -> &'static str {
    term!(locale, "sintra-complete-windows")
}

pub(super) fn broken_glass(locale: Locale) -> &'static str {
    term!(locale, "sintra-broken-glass")
}

pub(super) fn drawn_to_start(locale: Locale) -> &'static str {
    term!(locale, "sintra-drawn-to-start")
}

pub(super) fn places(locale: Locale) -> &'static str {
    term!(locale, "sintra-places")
}

pub(super) fn fills_the_window_under_strip(locale: Locale) -> &'static str {
    term!(locale, "sintra-fills-the-window-under-strip")
}

pub(super) fn empty(locale: Locale) -> &'static str {
    term!(locale, "sintra-empty")
}

// The log.

pub(super) fn strip(locale: Locale) -> &'static str {
    term!(locale, "sintra-strip")
}

pub(super) fn start_marker(locale: Locale) -> &'static str {
    term!(locale, "sintra-start-marker")
}

pub(super) fn glazier_back(locale: Locale) -> &'static str {
    term!(locale, "sintra-glazier-back")
}

pub(super) fn broken_label(locale: Locale) -> &'static str {
    term!(locale, "sintra-broken-label")
}

pub(super) fn broken_glass_in_line(locale: Locale) -> &'static str {
    term!(locale, "sintra-broken-glass-in-line")
}

pub(super) fn completed(locale: Locale) -> &'static str {
    term!(locale, "sintra-completed")
}

pub(super) fn moves_the_glazier_back(locale: Locale) -> &'static str {
    term!(locale, "sintra-moves-the-glazier-back")
}

// Alt texts.

pub(super) fn factories_with_glass(locale: Locale) -> &'static str {
    term!(locale, "sintra-factories-with-glass")
}

pub(super) fn windows_complete(locale: Locale) -> &'static str {
    term!(locale, "sintra-windows-complete")
}

pub(super) fn glass_in_windows(locale: Locale) -> &'static str {
    term!(locale, "sintra-glass-in-windows")
}

// ---- hints ----

/// "completes strip 4: +6 pts now".
pub(super) fn why_completes(slot: usize, points: i32, locale: Locale) -> String {
    tr!(
        locale,
        "sintra-why-completes",
        strip = slot + 1,
        points = points
    )
}

/// A take whose glass would complete a strip: "completes strip 4 next".
pub(super) fn why_take_completes(slot: usize, locale: Locale) -> String {
    tr!(locale, "sintra-why-take-completes", strip = slot + 1)
}

/// "strip 4 then holds 3 of 5".
pub(super) fn why_fills(slot: usize, filled: usize, size: usize, locale: Locale) -> String {
    tr!(
        locale,
        "sintra-why-fills",
        strip = slot + 1,
        filled = filled,
        size = size
    )
}

/// "no glass breaks", or "2 pieces break".
pub(super) fn why_breaks(broken: usize, locale: Locale) -> String {
    tr!(locale, "sintra-why-breaks", count = broken)
}

/// "you start the next round".
pub(super) fn why_start_marker(locale: Locale) -> String {
    tr!(locale, "sintra-why-start-marker")
}

/// A reset: "the glazier goes back over your first strip, where 5 pieces wait".
pub(super) fn why_reset(waiting: usize, locale: Locale) -> String {
    tr!(locale, "sintra-why-reset", pieces = waiting)
}

/// Side B's window piece: "3 pieces of this colour in your windows, your best colour".
pub(super) fn why_window_colour(have: usize, best: bool, locale: Locale) -> String {
    let best = if best { "yes" } else { "no" };
    tr!(
        locale,
        "sintra-why-window-colour",
        count = have,
        best = best
    )
}
