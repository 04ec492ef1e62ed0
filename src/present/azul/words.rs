//! Azul's vocabulary, used by its menus, log, counts, alt texts and pictures alike: every word
//! of the game's presentation comes from `games/azul/locales/<code>.ftl` through here.

use crate::games::azul::{Colour, Source};
use crate::i18n::locales::{term, tr};
use crate::i18n::Locale;
use crate::present::kit::capitalised;
use crate::present::log::signed;
use crate::present::words::{centre, factory};

/// "+4 pts", "+4 очка".
pub(super) fn gain(points: u32, locale: Locale) -> String {
    tr!(locale, "azul-gain", points = points)
}

/// A tile colour's name in lower case ("blue"; German capitalises its nouns).
pub(super) fn colour(colour: Colour, locale: Locale) -> &'static str {
    match colour {
        Colour::Blue => term!(locale, "azul-colour-blue"),
        Colour::Yellow => term!(locale, "azul-colour-yellow"),
        Colour::Red => term!(locale, "azul-colour-red"),
        Colour::Black => term!(locale, "azul-colour-black"),
        Colour::White => term!(locale, "azul-colour-white"),
    }
}

/// A tile colour's name as a label starts ("Blue").
pub(super) fn colour_label(c: Colour, locale: Locale) -> String {
    capitalised(colour(c, locale))
}

/// A tile source as menus, pictures and the log name it: "Factory 2", "Centre".
pub(super) fn source_name(source: Source, locale: Locale) -> String {
    match source {
        Source::Factory(i) => format!("{} {}", factory(locale), u32::from(i) + 1),
        Source::Centre => centre(locale).to_string(),
    }
}

/// "Lid", the box lid where used tiles wait to refill the bag.
pub(super) fn lid(locale: Locale) -> &'static str {
    term!(locale, "azul-lid")
}

/// "Bag".
pub(super) fn bag(locale: Locale) -> &'static str {
    crate::present::words::bag(locale)
}

/// "Floor", the floor line's title on a board.
pub(super) fn floor(locale: Locale) -> &'static str {
    term!(locale, "azul-floor")
}

/// "2 complete rows", the tie-breaker in the final standings.
pub(super) fn complete_rows(n: usize, locale: Locale) -> String {
    tr!(locale, "azul-complete-rows", rows = n)
}

// ---- menus ----

/// The first step's question.
pub(super) fn take_prompt(locale: Locale) -> String {
    tr!(locale, "azul-take-prompt")
}

/// A take, the first step: "Blue ×3 · Factory 2", "Red ×4 · Centre + marker".
pub(super) fn take_label(
    colour: Colour,
    count: u8,
    source: Source,
    marker: bool,
    locale: Locale,
) -> String {
    let mut label = format!(
        "{} ×{count} · {}",
        colour_label(colour, locale),
        source_name(source, locale)
    );
    if marker {
        label.push(' ');
        label.push_str(term!(locale, "azul-plus-marker"));
    }
    label
}

/// The second step's question.
pub(super) fn destination_prompt(locale: Locale) -> String {
    tr!(locale, "azul-destination-prompt")
}

/// A pattern line after the take: "Line 3: 2/3", "Line 3: 3/3 → +4 pts", then the floor's
/// cost when tiles or the marker fall there: " · floor −2".
pub(super) fn line_label(
    line: u8,
    have: u8,
    completes_for: Option<u32>,
    floor_cost: u32,
    locale: Locale,
) -> String {
    let mut label = format!(
        "{} {}: {have}/{}",
        term!(locale, "azul-line"),
        u32::from(line) + 1,
        u32::from(line) + 1
    );
    if let Some(points) = completes_for {
        label.push_str(&format!(" → {}", gain(points, locale)));
    }
    if floor_cost > 0 {
        label.push_str(&format!(
            " · {} {}",
            term!(locale, "azul-floor-short"),
            signed(-i32::try_from(floor_cost).unwrap_or(0))
        ));
    }
    label
}

/// Straight to the floor line: "Floor line: −3" (±0 when it is full and the tiles go to the lid).
pub(super) fn floor_label(cost: u32, locale: Locale) -> String {
    format!(
        "{}: {}",
        term!(locale, "azul-floor-line"),
        signed(-i32::try_from(cost).unwrap_or(0))
    )
}

/// Grey side: the question of where a complete line's tile goes.
pub(super) fn space_prompt(row: u8, locale: Locale) -> String {
    tr!(locale, "azul-space-prompt", row = u32::from(row) + 1)
}

/// Grey side: a wall space of the row being tiled, with its points: "Column 2: +3 pts".
pub(super) fn space_label(column: u8, points: u32, locale: Locale) -> String {
    format!(
        "{} {}: {}",
        term!(locale, "azul-column"),
        u32::from(column) + 1,
        gain(points, locale)
    )
}

/// The status line's step.
pub(super) fn step(tiling: bool, locale: Locale) -> &'static str {
    if tiling {
        term!(locale, "azul-wall-tiling")
    } else {
        term!(locale, "azul-taking-tiles")
    }
}

/// " · **Ann** starts (drawn by lot)", said on the first table.
pub(super) fn drawn_to_start(name: &str, locale: Locale) -> String {
    format!(" · {}", tr!(locale, "azul-drawn-to-start", name = name))
}

// ---- the log ----

/// "→ line 3", "→ floor line".
pub(super) fn to_line(line: u8, locale: Locale) -> String {
    tr!(locale, "azul-to-line", line = u32::from(line) + 1)
}

pub(super) fn to_floor_line(locale: Locale) -> &'static str {
    term!(locale, "azul-to-floor-line")
}

/// "2 to the floor".
pub(super) fn fell_to_floor(n: u8, locale: Locale) -> String {
    tr!(locale, "azul-fell-to-floor", tiles = n)
}

/// "1 to the lid" (the floor line was full).
pub(super) fn to_lid(n: u8, locale: Locale) -> String {
    tr!(locale, "azul-to-lid", tiles = n)
}

/// The first-player marker, taken from the centre.
pub(super) fn marker_taken(on_floor: bool, locale: Locale) -> &'static str {
    if on_floor {
        term!(locale, "azul-marker-taken")
    } else {
        term!(locale, "azul-marker-taken-floor-full")
    }
}

/// "wall tiling", where a round's tiling begins in the log.
pub(super) fn tiling_begins(locale: Locale) -> &'static str {
    term!(locale, "azul-wall-tiling")
}

/// "blue → row 2", a tile moved to the wall (with its column on the grey side).
pub(super) fn tiled(colour: Colour, row: u8, column: Option<u8>, locale: Locale) -> String {
    let row = u32::from(row) + 1;
    let colour = self::colour(colour, locale);
    match column {
        Some(c) => tr!(
            locale,
            "azul-tiled-column",
            colour = colour,
            row = row,
            column = u32::from(c) + 1
        ),
        None => tr!(locale, "azul-tiled", colour = colour, row = row),
    }
}

/// "line 3 (red) falls to the floor": a complete grey-side line with no space for its colour.
pub(super) fn line_dropped(line: u8, colour: Colour, locale: Locale) -> String {
    let colour = self::colour(colour, locale);
    tr!(
        locale,
        "azul-line-dropped",
        line = u32::from(line) + 1,
        colour = colour
    )
}

/// "row 2 complete: last round", the end of the game announced.
pub(super) fn row_completed(row: u8, locale: Locale) -> String {
    tr!(locale, "azul-row-completed", row = u32::from(row) + 1)
}

/// "floor", before the floor line's cost.
pub(super) fn floor_cleared(locale: Locale) -> &'static str {
    term!(locale, "azul-floor-short")
}

/// "bag refilled from the lid (24 tiles)".
pub(super) fn bag_refilled(tiles: u32, locale: Locale) -> String {
    tr!(locale, "azul-bag-refilled", tiles = tiles)
}

/// Why a grey-wall game ends with no complete row.
pub(super) fn rows_dead(locale: Locale) -> &'static str {
    term!(locale, "azul-rows-dead")
}

/// Why a game ends after rounds in which no tile reached a wall (five:
/// `games::azul::state::QUIET_ROUNDS_END`).
pub(super) fn stalled(locale: Locale) -> &'static str {
    term!(locale, "azul-stalled")
}

/// Bag and lid both empty: no round can be dealt.
pub(super) fn tiles_ran_out(locale: Locale) -> &'static str {
    term!(locale, "azul-tiles-ran-out")
}

/// "**Bob** starts", after a round begins.
pub(super) fn starts(name: &str, locale: Locale) -> String {
    tr!(locale, "azul-starts", name = name)
}

/// Safety net: a move that told nothing.
pub(super) fn moves(locale: Locale) -> &'static str {
    term!(locale, "azul-moves")
}

// ---- alt texts ----

/// A field of the alt texts, named in [`field_name`].
#[derive(Clone, Copy)]
pub(super) enum Field {
    FactoriesWithTiles,
    Centre,
    MarkerInCentre,
    Wall,
    Lines,
    Floor,
}

/// An alt text's field name: "factories with tiles".
pub(super) fn field_name(field: Field, locale: Locale) -> &'static str {
    match field {
        Field::FactoriesWithTiles => term!(locale, "azul-alt-factories"),
        Field::Centre => term!(locale, "azul-alt-centre"),
        Field::MarkerInCentre => term!(locale, "azul-alt-marker-in-centre"),
        Field::Wall => term!(locale, "azul-alt-wall"),
        Field::Lines => term!(locale, "azul-alt-lines"),
        Field::Floor => term!(locale, "azul-floor-short"),
    }
}

/// "yes" / "no", as an alt text's value.
pub(super) fn yes_no(yes: bool, locale: Locale) -> &'static str {
    if yes {
        term!(locale, "azul-yes")
    } else {
        term!(locale, "azul-no")
    }
}

/// "with the first-player marker", after a floor line's count.
pub(super) fn with_marker(locale: Locale) -> &'static str {
    term!(locale, "azul-with-marker")
}

// ---- the score sheet ----

/// The name of a line of the final score sheet, for this game's keys ("azul.wall").
pub(super) fn score_item(key: &str, locale: Locale) -> Option<String> {
    let name = match key.strip_prefix("azul.")? {
        "wall" => term!(locale, "azul-score-wall"),
        "floor" => term!(locale, "azul-floor-line"),
        "rows" => term!(locale, "azul-score-rows"),
        "columns" => term!(locale, "azul-score-columns"),
        "colours" => term!(locale, "azul-score-colours"),
        _ => return None,
    };
    Some(name.to_string())
}

// ---- hints ----

/// "line 4 is then full: at least +5 pts at the end of the round" (the wall only gains
/// neighbours before the line is tiled), or, part way, "line 4 then holds 2 of 4, +5 pts when
/// full".
pub(super) fn why_line(line: u8, have: u8, points: u32, locale: Locale) -> String {
    let size = crate::games::azul::board::capacity(usize::from(line));
    let (line, gain) = (u32::from(line) + 1, gain(points, locale));
    if have >= size {
        tr!(locale, "azul-why-line-full", line = line, gain = gain)
    } else {
        tr!(
            locale,
            "azul-why-line-builds",
            line = line,
            have = u32::from(have),
            size = u32::from(size),
            gain = gain
        )
    }
}

/// An end bonus a tile completes, the most valuable first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Completes {
    /// All five tiles of its colour on the wall (+10).
    Colour(Colour),
    /// Its column (+7), numbered from 0.
    Column(usize),
    /// Its row (+2), numbered from 0.
    Row(usize),
}

/// The end bonus a tile completes: "completes column 3 (+7 at the end)".
pub(super) fn why_bonus(bonus: Completes, locale: Locale) -> String {
    match bonus {
        Completes::Colour(c) => tr!(
            locale,
            "azul-why-completes-colour",
            colour = colour(c, locale)
        ),
        Completes::Column(c) => tr!(locale, "azul-why-completes-column", column = c + 1),
        Completes::Row(r) => tr!(locale, "azul-why-completes-row", row = r + 1),
    }
}

/// "an opponent's line 3 can no longer be filled this round".
pub(super) fn why_denies(line: u8, locale: Locale) -> String {
    tr!(locale, "azul-why-denies", line = u32::from(line) + 1)
}

/// Straight to the floor line: "keeps your pattern lines for better tiles, at −2 on the floor".
pub(super) fn why_to_floor(cost: u32, locale: Locale) -> String {
    let cost = signed(-i32::try_from(cost).unwrap_or(0));
    tr!(locale, "azul-why-to-floor", cost = cost)
}

/// "worth the −1 on the floor".
pub(super) fn why_floor_worth(cost: u32, locale: Locale) -> String {
    let cost = signed(-i32::try_from(cost).unwrap_or(0));
    tr!(locale, "azul-why-floor-worth", cost = cost)
}

/// "nothing falls to the floor".
pub(super) fn why_no_floor(locale: Locale) -> String {
    tr!(locale, "azul-why-no-floor")
}

/// "you start the next round" (the first-player marker).
pub(super) fn why_marker(locale: Locale) -> String {
    tr!(locale, "azul-why-marker")
}

/// Grey side: "+3 pts on the wall, the most this row offers".
pub(super) fn why_tile(points: u32, best: bool, locale: Locale) -> String {
    let gain = gain(points, locale);
    if best {
        tr!(locale, "azul-why-tile-best", gain = gain)
    } else {
        tr!(locale, "azul-why-tile", gain = gain)
    }
}
