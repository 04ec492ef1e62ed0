//! Summer Pavilion's vocabulary, used by its menus and its pictures alike.

use crate::games::summer_pavilion::board::cost;
use crate::games::summer_pavilion::{Colour, PavilionView, Source, Space, Star, StructureKind};
use crate::games::PavilionSide;
use crate::i18n::locales::{term, tr};
use crate::i18n::Locale;
use crate::present::words::centre;

/// The name of a line of the final score sheet, for this game's keys ("summer_pavilion.start").
pub(super) fn score_item(key: &str, locale: Locale) -> Option<String> {
    let key = key.strip_prefix("summer_pavilion.")?;
    if let Some(colour) = key.strip_prefix("star_") {
        return Some(tr!(locale, "summer-pavilion-score-star", colour = colour));
    }
    if let Some(number) = key.strip_prefix("all_") {
        return Some(tr!(locale, "summer-pavilion-score-all", number = number));
    }
    let name = match key {
        "start" => term!(locale, "summer-pavilion-score-start"),
        "placement" => term!(locale, "summer-pavilion-score-placement"),
        "start_token" => term!(locale, "summer-pavilion-score-start-token"),
        "discard" => term!(locale, "summer-pavilion-score-discard"),
        "leftover" => term!(locale, "summer-pavilion-score-leftover"),
        _ => return None,
    };
    Some(name.to_string())
}

/// A tile colour's name in lower case ("purple"); menus capitalise it at the start of a label.
pub(super) fn colour(colour: Colour, locale: Locale) -> &'static str {
    match colour {
        Colour::Purple => term!(locale, "summer-pavilion-purple"),
        Colour::Green => term!(locale, "summer-pavilion-green"),
        Colour::Orange => term!(locale, "summer-pavilion-orange"),
        Colour::Yellow => term!(locale, "summer-pavilion-yellow"),
        Colour::Blue => term!(locale, "summer-pavilion-blue"),
        Colour::Red => term!(locale, "summer-pavilion-red"),
    }
}

/// A colour agreeing with a star («синяя (звезда)»), on the coloured side's space buttons.
pub(super) fn colour_feminine(colour: Colour, locale: Locale) -> &'static str {
    match colour {
        Colour::Purple => term!(locale, "summer-pavilion-purple.star"),
        Colour::Green => term!(locale, "summer-pavilion-green.star"),
        Colour::Orange => term!(locale, "summer-pavilion-orange.star"),
        Colour::Yellow => term!(locale, "summer-pavilion-yellow.star"),
        Colour::Blue => term!(locale, "summer-pavilion-blue.star"),
        Colour::Red => term!(locale, "summer-pavilion-red.star"),
    }
}

/// A colour naming one tile as an object («оставить зелёную (плитку)»).
pub(super) fn colour_feminine_object(colour: Colour, locale: Locale) -> &'static str {
    match colour {
        Colour::Purple => term!(locale, "summer-pavilion-purple.object"),
        Colour::Green => term!(locale, "summer-pavilion-green.object"),
        Colour::Orange => term!(locale, "summer-pavilion-orange.object"),
        Colour::Yellow => term!(locale, "summer-pavilion-yellow.object"),
        Colour::Blue => term!(locale, "summer-pavilion-blue.object"),
        Colour::Red => term!(locale, "summer-pavilion-red.object"),
    }
}

/// A colour naming several tiles («синие»), lower case.
pub(super) fn colour_plural(colour: Colour, locale: Locale) -> &'static str {
    match colour {
        Colour::Purple => term!(locale, "summer-pavilion-purple.plural"),
        Colour::Green => term!(locale, "summer-pavilion-green.plural"),
        Colour::Orange => term!(locale, "summer-pavilion-orange.plural"),
        Colour::Yellow => term!(locale, "summer-pavilion-yellow.plural"),
        Colour::Blue => term!(locale, "summer-pavilion-blue.plural"),
        Colour::Red => term!(locale, "summer-pavilion-red.plural"),
    }
}

/// A tile colour's name as a label starts ("Purple").
pub(super) fn colour_label(colour: Colour, locale: Locale) -> String {
    crate::present::kit::capitalised(self::colour(colour, locale))
}

/// A tile source as menus and the log name it: "Factory 2", "Centre".
pub(super) fn source_name(source: Source, locale: Locale) -> String {
    match source {
        Source::Factory(i) => tr!(locale, "summer-pavilion-factory", number = u32::from(i) + 1),
        Source::Centre => centre(locale).to_string(),
    }
}

/// A star as menus and the log name it, so a player finds it on the board picture: by its
/// printed colour on the coloured side, by where it sits on the beige side.
pub(super) fn star_name(view: &PavilionView, star: Star, locale: Locale) -> String {
    if star.is_centre() {
        term!(locale, "summer-pavilion-star-centre").to_string()
    } else if view.options.side == PavilionSide::Coloured {
        match star.printed_colour() {
            Some(c) => tr!(locale, "summer-pavilion-star-coloured", colour = c.name()),
            None => tr!(locale, "summer-pavilion-star-numbered", number = star.0),
        }
    } else {
        // The beige side has no printed colours: name stars by where they sit on the board.
        match star.0 {
            1 => term!(locale, "summer-pavilion-star-left"),
            2 => term!(locale, "summer-pavilion-star-top-left"),
            3 => term!(locale, "summer-pavilion-star-top-right"),
            4 => term!(locale, "summer-pavilion-star-right"),
            5 => term!(locale, "summer-pavilion-star-bottom-right"),
            _ => term!(locale, "summer-pavilion-star-bottom-left"),
        }
        .to_string()
    }
}

/// Where a space's tip points on the board picture: 0 up, then clockwise in sixths of a turn.
fn direction(star: Star, space: Space) -> usize {
    let axis = super::geometry::space_axis(star, space).rem_euclid(360.0);
    // Axes are multiples of 60°: 270 points up.
    (((axis - 270.0).rem_euclid(360.0) / 60.0).round() as usize) % 6
}

/// Where a space sits in its star on the board picture, in a few words ("top left"): the
/// direction its tip points, which [`super::geometry`] computes for the picture itself.
pub(super) fn space_position(star: Star, space: Space, locale: Locale) -> &'static str {
    match direction(star, space) {
        0 => term!(locale, "summer-pavilion-at-top"),
        1 => term!(locale, "summer-pavilion-at-top-right"),
        2 => term!(locale, "summer-pavilion-at-bottom-right"),
        3 => term!(locale, "summer-pavilion-at-bottom"),
        4 => term!(locale, "summer-pavilion-at-bottom-left"),
        _ => term!(locale, "summer-pavilion-at-top-left"),
    }
}

/// A space as menus and the log name it, so a player finds it on the board picture: the cost
/// printed on it and where it sits in its star ("3 · top left"). On the beige side the printed
/// cost is not the space's number, and the centre star prints 3 on every space.
pub(super) fn space_name(side: PavilionSide, star: Star, space: Space, locale: Locale) -> String {
    let position = space_position(star, space, locale);
    match cost(side, star, space) {
        Some(n) => format!("{n} · {position}"),
        None => position.to_string(),
    }
}

/// A space on a button: its printed cost and an arrow pointing where it sits in its star
/// ("3 ↖"), the short form of [`space_name`].
pub(super) fn space_label(side: PavilionSide, star: Star, space: Space) -> String {
    let arrow = ["↑", "↗", "↘", "↓", "↙", "↖"][direction(star, space)];
    match cost(side, star, space) {
        Some(n) => format!("{n} {arrow}"),
        None => arrow.to_string(),
    }
}

// Menus: prompts and button labels.

pub(super) fn take_tiles_from(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-take-tiles-from")
}

pub(super) fn take_a_bonus_tile(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-take-a-bonus-tile")
}

pub(super) fn taking_tiles(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-taking-tiles")
}

pub(super) fn placing_tiles(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-placing-tiles")
}

pub(super) fn bonus_tiles_in_line(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-bonus-tiles-in-line")
}

pub(super) fn keeping_tiles(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-keeping-tiles")
}

pub(super) fn wild_in_line(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-wild-in-line")
}

pub(super) fn place_which_colour_or_pass(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-place-which-colour-or-pass")
}

pub(super) fn start(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-start")
}

pub(super) fn wild_in_brackets(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-wild-in-brackets")
}

pub(super) fn where_printed_number_is_cost(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-where")
}

pub(super) fn spend(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-spend")
}

pub(super) fn wild(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-wild")
}

pub(super) fn which_tiles_to_spend(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-which-tiles-to-spend")
}

pub(super) fn keep_up_to_4_tiles(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-keep-up-to-4")
}

pub(super) fn keep_none(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-keep-none")
}

pub(super) fn keep(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-keep")
}

pub(super) fn other_tiles(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-other-tiles")
}

pub(super) fn how_many_to_keep(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-how-many-to-keep")
}

pub(super) fn pass_end_my_round(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-pass-end-my-round")
}

pub(super) fn pass(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-pass")
}

pub(super) fn which_star(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-which-star")
}

// Log and menus alike.

pub(super) fn plus_wild(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-plus-wild")
}

// Pictures.

pub(super) fn passed(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-passed")
}

pub(super) fn kept(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-kept")
}

pub(super) fn tiles_held(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-tiles-held")
}

pub(super) fn bonus_tiles(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-bonus-tiles")
}

pub(super) fn beige_side_bonus_tiles(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-beige-bonus-tiles")
}

pub(super) fn pouch(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-bag")
}

pub(super) fn supply(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-supply")
}

pub(super) fn winner(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-winner")
}

pub(super) fn held_label(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-held-label")
}

pub(super) fn kept_label(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-kept-label")
}

pub(super) fn takes_tiles(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-takes-tiles")
}

pub(super) fn places_a_tile(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-places-a-tile")
}

pub(super) fn takes_bonus_tiles(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-takes-bonus-tiles")
}

pub(super) fn keeps_tiles(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-keeps-tiles")
}

/// Before the next round's wild colour, after this round's: "Wild: ■ · next ■".
pub(super) fn next_wild(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-next-wild")
}

pub(super) fn wild_label(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-wild-label")
}

// The log.

pub(super) fn start_token(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-start-token")
}

pub(super) fn pillar(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-pillar")
}

pub(super) fn statue(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-statue")
}

pub(super) fn bonus(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-bonus")
}

pub(super) fn bonus_tile(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-bonus-tile")
}

pub(super) fn keeps(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-keeps")
}

pub(super) fn placing_begins(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-placing-begins")
}

pub(super) fn keeps_nothing(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-keeps-nothing")
}

// Alt texts.

pub(super) fn factories_with_tiles(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-factories-with-tiles")
}

pub(super) fn supply_in_line(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-supply-in-line")
}

pub(super) fn tiles_placed(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-tiles-placed")
}

pub(super) fn holds(locale: Locale) -> &'static str {
    term!(locale, "summer-pavilion-holds")
}

/// "**Ann** starts (drawn by lot)", said on the first table until the first tiles are taken.
pub(super) fn starts_by_lot(name: &str, locale: Locale) -> String {
    tr!(locale, "summer-pavilion-starts-by-lot", name = name)
}

// ---- hints ----

/// "+3 pts".
fn gain(points: u32, locale: Locale) -> String {
    format!("+{}", tr!(locale, "summer-pavilion-points", count = points))
}

/// A placement's points: "scores +3 pts now".
pub(super) fn why_place(points: u32, locale: Locale) -> String {
    tr!(
        locale,
        "summer-pavilion-why-place",
        gain = gain(points, locale)
    )
}

/// "finishes its star: +14 pts at the end".
pub(super) fn why_star(points: u32, locale: Locale) -> String {
    tr!(
        locale,
        "summer-pavilion-why-star",
        gain = gain(points, locale)
    )
}

/// "surrounds a statue: 2 bonus tiles".
pub(super) fn why_structure(kind: StructureKind, tiles: u8, locale: Locale) -> String {
    let kind = match kind {
        StructureKind::Pillar => "pillar",
        StructureKind::Statue => "statue",
        StructureKind::Window => "window",
    };
    tr!(
        locale,
        "summer-pavilion-why-structure",
        kind = kind,
        tiles = u32::from(tiles)
    )
}

/// A take: "the most tiles on offer: 4, and a wild".
pub(super) fn why_take(tiles: u32, wild: bool, most: bool, locale: Locale) -> String {
    tr!(
        locale,
        "summer-pavilion-why-take",
        tiles = tiles,
        wild = if wild { "yes" } else { "no" },
        most = if most { "yes" } else { "no" }
    )
}

/// "you start the next round, for −3".
pub(super) fn why_start_token(penalty: u32, locale: Locale) -> String {
    let cost = crate::present::kit::signed(-i32::try_from(penalty).unwrap_or(0));
    tr!(locale, "summer-pavilion-why-start-token", cost = cost)
}

/// A pass: nothing held can be placed, or the tiles are worth more kept.
pub(super) fn why_pass(stuck: bool, locale: Locale) -> String {
    let stuck = if stuck { "yes" } else { "no" };
    tr!(locale, "summer-pavilion-why-pass", stuck = stuck)
}

/// "keeps 4 tiles for the next round, discards 2 (−2)".
pub(super) fn why_keep(kept: u32, thrown: u32, locale: Locale) -> String {
    tr!(
        locale,
        "summer-pavilion-why-keep",
        kept = kept,
        thrown = thrown
    )
}

/// "green is next round's wild".
pub(super) fn why_keep_next_wild(next: Colour, locale: Locale) -> String {
    tr!(
        locale,
        "summer-pavilion-why-next-wild",
        colour = colour(next, locale)
    )
}

/// A bonus tile: the wild colour, next round's wild, or a larger group of one colour.
pub(super) fn why_bonus_tile(wild: bool, next_wild: bool, held: u32, locale: Locale) -> String {
    if wild {
        tr!(locale, "summer-pavilion-why-bonus-wild")
    } else if next_wild {
        tr!(locale, "summer-pavilion-why-bonus-next-wild")
    } else {
        tr!(locale, "summer-pavilion-why-bonus-group", held = held)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::summer_pavilion::geometry::{space_centre, star_centre};

    /// The position word agrees with where the picture draws the space: the offset of the
    /// space's centre from its star's centre.
    fn expected_position(star: Star, space: Space) -> &'static str {
        let (sx, sy) = star_centre(star);
        let (x, y) = space_centre(star, space);
        let (dx, dy) = (x - sx, y - sy);
        let vertical = if dy < -0.1 {
            "top"
        } else if dy > 0.1 {
            "bottom"
        } else {
            ""
        };
        match (vertical, dx) {
            ("top", dx) if dx.abs() < 0.1 => "top",
            ("bottom", dx) if dx.abs() < 0.1 => "bottom",
            (v, dx) if dx > 0.0 => {
                if v == "top" {
                    "top right"
                } else {
                    "bottom right"
                }
            }
            (v, _) => {
                if v == "top" {
                    "top left"
                } else {
                    "bottom left"
                }
            }
        }
    }

    #[test]
    fn every_space_is_named_by_its_printed_cost_and_place_on_both_sides_in_every_language() {
        for side in [PavilionSide::Coloured, PavilionSide::Beige] {
            for locale in Locale::ALL {
                for star in Star::all() {
                    let names: Vec<String> = Space::all()
                        .map(|space| space_name(side, star, space, locale))
                        .collect();
                    for (space, name) in Space::all().zip(&names) {
                        let printed = cost(side, star, space).unwrap();
                        assert!(
                            name.starts_with(&format!("{printed} · ")),
                            "{side:?} {star:?} {space:?} {locale:?}: {name}"
                        );
                        assert!(name.ends_with(space_position(star, space, locale)));
                    }
                    // Every space of a star is told apart, even the beige centre's six 3s.
                    let mut unique = names.clone();
                    unique.sort();
                    unique.dedup();
                    assert_eq!(unique.len(), 6, "{side:?} {star:?} {locale:?}: {names:?}");
                }
            }
        }
    }

    #[test]
    fn positions_match_the_picture() {
        for star in Star::all() {
            for space in Space::all() {
                assert_eq!(
                    space_position(star, space, Locale::En),
                    expected_position(star, space),
                    "{star:?} {space:?}"
                );
            }
        }
    }

    #[test]
    fn beige_labels_name_the_printed_number_not_the_space_index() {
        // Space 1 of an outer beige star is printed 3, space 3 is printed 1.
        let left = Star(1);
        assert_eq!(
            space_name(PavilionSide::Beige, left, Space(1), Locale::En),
            "3 · top"
        );
        assert_eq!(
            space_name(PavilionSide::Beige, left, Space(3), Locale::En),
            "1 · bottom right"
        );
        assert_eq!(
            space_name(PavilionSide::Beige, left, Space(3), Locale::Ru),
            "1 · справа снизу"
        );
        assert_eq!(
            space_name(PavilionSide::Beige, left, Space(3), Locale::Uk),
            "1 · праворуч унизу"
        );
        // The coloured side prints the space's own number.
        assert_eq!(
            space_name(PavilionSide::Coloured, left, Space(3), Locale::En),
            "3 · bottom right"
        );
        // The beige centre prints 3 everywhere: the place tells the spaces apart.
        assert_eq!(
            space_name(PavilionSide::Beige, Star::CENTRE, Space(4), Locale::En),
            "3 · bottom"
        );
    }
}
