//! Summer Pavilion at the table: take tiles (source, then colour), place them (star, colour,
//! space, then wilds when that is a real choice), pass and keep, pick bonus tiles.

use super::glass;
use super::words::{self, colour_label};
use crate::game::{Game, Viewer};
use crate::games::summer_pavilion::board::cost;
use crate::games::summer_pavilion::greedy::suggested_keep;
use crate::games::summer_pavilion::state::KEEP_MAX;
use crate::games::summer_pavilion::state::TILES_PER_FACTORY;
use crate::games::summer_pavilion::{
    Action, Colour, PavilionView, Phase, Source, Space, Star, SummerPavilion, Tiles,
};
use crate::games::PavilionSide;
use crate::i18n::locales::tr;
use crate::i18n::Locale;
use crate::present::kit::capitalised;
use crate::present::log::{signed, TILE};
use crate::present::Menus;
use crate::present::{Choice, MAX_LABEL};

impl Menus for SummerPavilion {
    fn steps(view: &PavilionView, action: &Action, locale: Locale) -> Vec<Choice> {
        match *action {
            Action::Take { source, colour } => vec![
                source_choice(source, words::take_tiles_from(locale), locale),
                take_choice(view, source, colour, locale),
            ],
            Action::Place {
                star,
                space,
                colour,
                wilds,
            } => {
                let mut steps = vec![place_colour_choice(view, colour, locale)];
                match view.options.side {
                    // Each colour has one star of its own besides the centre star: the spaces
                    // of both fit one step ("Blue 4 ↓", "Centre 3 ↑").
                    PavilionSide::Coloured => {
                        steps.push(space_choice(view, star, space, true, locale))
                    }
                    // A beige star takes any colour: choose the star, then the space.
                    PavilionSide::Beige => {
                        steps.push(star_choice(view, star, locale));
                        steps.push(space_choice(view, star, space, false, locale));
                    }
                }
                if view.legal_wilds(star, space, colour).len() > 1 {
                    steps.push(wilds_choice(view, star, space, colour, wilds, locale));
                }
                steps
            }
            Action::Pass => {
                vec![Choice::new("pass", pass_label(view, locale), &place_prompt(locale)).apart()]
            }
            Action::Keep { tiles } => keep_steps(view, tiles, locale),
            Action::Bonus { colour } => vec![Choice::new(
                format!("b{}", colour_token(colour)),
                colour_label(colour, locale),
                words::take_a_bonus_tile(locale),
            )
            .coloured(glass(colour))],
        }
    }

    fn status(&self, names: &[String], locale: Locale) -> String {
        let view = self.view(Viewer::Spectator);
        if view.phase == Phase::Over {
            return crate::present::words::final_status(locale, None);
        }
        let step = match view.phase {
            Phase::Acquire { .. } => words::taking_tiles(locale).to_string(),
            Phase::Place { .. } => words::placing_tiles(locale).to_string(),
            Phase::Bonus { remaining, .. } => {
                format!("{} ({remaining})", words::bonus_tiles_in_line(locale))
            }
            Phase::Keep { .. } => words::keeping_tiles(locale).to_string(),
            Phase::Over => crate::present::words::game_over_in_line(locale).to_string(),
        };
        // The next round's wild colour is public too: worth keeping when passing.
        let next = view
            .next_wild
            .map(|c| {
                format!(
                    " ({} {})",
                    words::next_wild(locale),
                    colour_label(c, locale)
                )
            })
            .unwrap_or_default();
        let mut line = format!(
            "{} {}/{} · {} {}{next} · {step}",
            crate::present::words::round(locale),
            view.round,
            view.rounds,
            words::wild_in_line(locale),
            colour_label(view.wild, locale),
        );
        // The first table says who was drawn to start, until the first tiles are taken.
        let untouched = view
            .factories
            .iter()
            .all(|f| f.total() == TILES_PER_FACTORY as u32);
        if view.round == 1 && view.phase == (Phase::Acquire { seat: view.first }) && untouched {
            let name = crate::present::log::bold(names, view.first);
            line.push_str(" · ");
            line.push_str(&words::starts_by_lot(&name, locale));
        }
        line
    }
}

/// What the viewer would really lose from `n` points off (a score stops at 0).
fn loss(view: &PavilionView, n: u32) -> i32 {
    let score = view
        .viewer
        .and_then(|s| view.player(s))
        .map_or(0, |p| p.score);
    -i32::try_from(n.min(score)).unwrap_or(0)
}

/// "discard 3: −3", what throwing `n` tiles away costs.
fn discard_words(view: &PavilionView, n: u32, locale: Locale) -> String {
    let discard = tr!(locale, "summer-pavilion-discard-count", count = n);
    format!("{discard}: {}", signed(loss(view, n)))
}

fn place_prompt(locale: Locale) -> String {
    words::place_which_colour_or_pass(locale).to_string()
}

/// A take: the tiles it brings and, from the centre first, the start token's cost
/// ("Red ×3 + wild · start −4").
fn take_choice(view: &PavilionView, source: Source, colour: Colour, locale: Locale) -> Choice {
    let preview = view.take_preview(source, colour);
    let count = preview.map_or(0, |(t, _)| t.count);
    let mut label = format!("{} ×{count}", colour_label(colour, locale));
    if preview.is_some_and(|(t, _)| t.with_wild) {
        label.push_str(words::plus_wild(locale));
    }
    if let Some((_, penalty)) = preview.filter(|(_, p)| *p > 0) {
        label.push_str(&format!(
            " · {} {}",
            words::start(locale),
            signed(loss(view, penalty))
        ));
    }
    Choice::new(
        colour_token(colour),
        label,
        crate::present::words::which_colour(locale),
    )
    .coloured(glass(colour))
}

/// The first step of a placement: the colour to place, with how many the player holds.
fn place_colour_choice(view: &PavilionView, colour: Colour, locale: Locale) -> Choice {
    let held = view
        .viewer
        .and_then(|s| view.player(s))
        .map_or(0, |p| p.held.get(colour));
    let mut label = format!("{} ×{held}", colour_label(colour, locale));
    if colour == view.wild {
        label.push_str(words::wild_in_brackets(locale));
    }
    Choice::new(colour_token(colour), label, &place_prompt(locale)).coloured(glass(colour))
}

/// A space, named so it is found on the picture, with what placing there brings:
/// "Blue 4 ↓ (+2 pts, +1 tile)". With `star_too` the star is named first (the coloured
/// side's one step for both the colour's star and the centre star).
fn space_choice(
    view: &PavilionView,
    star: Star,
    space: Space,
    star_too: bool,
    locale: Locale,
) -> Choice {
    let preview = view
        .viewer
        .map(|seat| view.placement_preview(seat, star, space));
    let points = preview.as_ref().map_or(0, |p| p.points);
    // The supply can only give what it holds.
    let tiles = preview
        .as_ref()
        .map_or(0, |p| u32::from(p.reward).min(view.supply_tiles().total()));
    // Points as a preview says them: "+1 pt", "+3 pts".
    let mut gains = format!("+{}", tr!(locale, "summer-pavilion-points", count = points));
    if tiles > 0 {
        gains.push_str(&format!(", +{}", TILE.count(tiles as usize, locale)));
    }
    // The position as an arrow, not words, to stay within a phone's 38 characters.
    let name = words::space_label(view.options.side, star, space);
    let (token, label) = if star_too {
        let star_word = match star.printed_colour() {
            // The star's colour, agreeing with «звезда»: «Синяя 4 · сверху».
            Some(c) => crate::present::kit::capitalised(words::colour_feminine(c, locale)),
            None => crate::present::words::centre(locale).to_string(),
        };
        (
            format!("s{}p{}", star.0, space.0),
            format!("{star_word} {name} ({gains})"),
        )
    } else {
        (format!("p{}", space.0), format!("{name} ({gains})"))
    };
    let choice = Choice::new(token, label, words::where_printed_number_is_cost(locale));
    match (star_too, star.printed_colour()) {
        (true, Some(c)) => choice.coloured(glass(c)),
        _ => choice,
    }
}

/// How many wilds to spend, when that is a real choice, saying what is spent:
/// "Spend: blue ×2 + purple ×1 (wild)".
fn wilds_choice(
    view: &PavilionView,
    star: Star,
    space: Space,
    colour: Colour,
    wilds: u8,
    locale: Locale,
) -> Choice {
    let n = cost(view.options.side, star, space).unwrap_or(0);
    let real = n.saturating_sub(wilds);
    // Russian and Ukrainian go without the verb to stay within a phone's 38 characters.
    let mut label = capitalised(&format!(
        "{}{} ×{real}",
        words::spend(locale),
        words::colour_plural(colour, locale)
    ));
    if wilds > 0 {
        label.push_str(&format!(
            " + {} ×{wilds} ({})",
            words::colour_plural(view.wild, locale),
            words::wild(locale)
        ));
    }
    Choice::new(
        format!("w{wilds}"),
        label,
        words::which_tiles_to_spend(locale),
    )
}

/// Keeping is one decision. The likely sets are one click each (the suggested set, keeping
/// none); any other set is chosen colour by colour after "Other tiles…".
fn keep_steps(view: &PavilionView, tiles: Tiles, locale: Locale) -> Vec<Choice> {
    let (held, room) = keep_room(view);
    let prompt = words::keep_up_to_4_tiles(locale).to_string();
    let discard = held.total().saturating_sub(tiles.total());
    let token = format!(
        "k{}",
        Colour::ALL
            .iter()
            .map(|c| tiles.get(*c).min(9).to_string())
            .collect::<String>()
    );
    let suggested = suggested_keep(view, &held, room);
    if tiles.is_empty() {
        let label = format!(
            "{}, {}",
            words::keep_none(locale),
            discard_words(view, discard, locale)
        );
        return vec![Choice::new(token, label, &prompt)];
    }
    if tiles == suggested {
        let loss = match discard {
            0 => String::new(),
            n => format!(" · {}", signed(loss(view, n))),
        };
        let mut label = format!("{}{loss}", keep_words(tiles, locale));
        if label.chars().count() > MAX_LABEL {
            // Three or four colours do not fit in Russian or Ukrainian: the count only, the
            // colours are on the board picture.
            let keep = words::keep(locale).to_string();
            let n = tiles.total() as usize;
            label = format!("{keep}: {}{loss}", TILE.count(n, locale));
        }
        return vec![Choice::new(token, label, &prompt)];
    }
    let mut steps = vec![Choice::new(
        "own",
        words::other_tiles(locale).to_string(),
        &prompt,
    )];
    for colour in held.colours() {
        let n = tiles.get(colour);
        steps.push(
            Choice::new(
                format!("{}{n}", colour_token(colour)),
                format!("{} ×{n}", colour_label(colour, locale)),
                &format!(
                    "{} {}",
                    words::how_many_to_keep(locale),
                    words::colour_plural(colour, locale)
                ),
            )
            .coloured(glass(colour)),
        );
    }
    steps
}

/// "Keep green", «Оставить зелёную» for one tile; "Keep: green ×2, red ×1" for more.
fn keep_words(tiles: Tiles, locale: Locale) -> String {
    let keep = words::keep(locale).to_string();
    let colours: Vec<Colour> = tiles.colours().collect();
    if let ([only], 1) = (colours.as_slice(), tiles.total()) {
        let colour = words::colour_feminine_object(*only, locale);
        return tr!(locale, "summer-pavilion-keep-colour", colour = colour);
    }
    let list: Vec<String> = colours
        .iter()
        .map(|c| format!("{} ×{}", words::colour_plural(*c, locale), tiles.get(*c)))
        .collect();
    format!("{keep}: {}", list.join(", "))
}

/// The tiles a passing player may still keep, and how many more fit on the corners.
fn keep_room(view: &PavilionView) -> (Tiles, u32) {
    let Phase::Keep { seat, keeping } = view.phase else {
        return (Tiles::EMPTY, 0);
    };
    let held = view.player(seat).map(|p| p.held).unwrap_or_default();
    (
        held.minus(&keeping).unwrap_or_default(),
        KEEP_MAX.saturating_sub(keeping.total()),
    )
}

/// The Pass button says what passing costs: in the last round everything held is discarded
/// ("Pass, discard 3: −3"); before it, the player chooses what to keep next.
fn pass_label(view: &PavilionView, locale: Locale) -> String {
    if view.round < view.rounds {
        return words::pass_end_my_round(locale).to_string();
    }
    let held = view
        .viewer
        .and_then(|s| view.player(s))
        .map_or(0, |p| p.held.total());
    format!(
        "{}, {}",
        words::pass(locale),
        discard_words(view, held, locale)
    )
}

pub(super) fn source_choice(source: Source, prompt: &str, locale: Locale) -> Choice {
    let token = match source {
        Source::Factory(i) => format!("f{}", u32::from(i) + 1),
        Source::Centre => "c".to_string(),
    };
    Choice::new(token, words::source_name(source, locale), prompt)
}

pub(super) fn star_choice(view: &PavilionView, star: Star, locale: Locale) -> Choice {
    let prompt = words::which_star(locale).to_string();
    let label = words::star_name(view, star, locale);
    let choice = Choice::new(format!("s{}", star.0), label, &prompt);
    match (view.options.side, star.printed_colour()) {
        (PavilionSide::Coloured, Some(c)) => choice.coloured(glass(c)),
        _ => choice,
    }
}

fn colour_token(colour: Colour) -> &'static str {
    match colour {
        Colour::Purple => "pu",
        Colour::Green => "gr",
        Colour::Orange => "or",
        Colour::Yellow => "ye",
        Colour::Blue => "bl",
        Colour::Red => "re",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::game::Seat;
    use crate::games::summer_pavilion::PavilionOptions;
    use crate::games::WildOrder;
    use crate::present::menus::tests::menus_match_through_game;

    use crate::games::summer_pavilion::Tiles;
    use crate::present::{menu, Menu};

    /// A coloured-side game with seat 0 to place, holding `held`.
    fn placing(held: Tiles) -> SummerPavilion {
        let mut g = SummerPavilion::new(&PavilionOptions::default(), 2, 3).unwrap();
        g.players[0].held = held;
        g.phase = Phase::Place { seat: Seat(0) };
        g
    }

    fn options(g: &SummerPavilion, path: &[&str]) -> Vec<Choice> {
        let path: Vec<String> = path.iter().map(|t| t.to_string()).collect();
        match menu(g, Seat(0), &path, Locale::En).unwrap() {
            Menu::Pick { options, .. } => options,
            Menu::Act { action, .. } => panic!("already a move: {action:?}"),
        }
    }

    fn labels(options: &[Choice]) -> Vec<&str> {
        options.iter().map(|o| o.label.as_str()).collect()
    }

    #[test]
    fn a_coloured_side_placement_is_colour_then_space_with_points_and_bonus_tiles() {
        let g = placing(Tiles::of(Colour::Blue, 5));
        let first = options(&g, &[]);
        assert_eq!(
            labels(&first),
            ["◆ Blue ×5", "Pass (end my round, keep up to 4)"]
        );
        // Pass ends the player's round: it stands apart.
        assert!(first[1].apart && !first[0].apart);
        let spaces = options(&g, &["bl"]);
        // The blue star's five affordable spaces and the centre star's, each with its points.
        assert_eq!(spaces.len(), 10, "{:?}", labels(&spaces));
        assert!(
            labels(&spaces).contains(&"◆ Blue 4 ↑ (+1 pt)"),
            "{:?}",
            labels(&spaces)
        );
        assert!(labels(&spaces).iter().any(|l| l.starts_with("Centre 3 ")));
        // The second click makes the move.
        let path = vec!["bl".to_string(), spaces[0].token.clone()];
        assert!(matches!(
            menu(&g, Seat(0), &path, Locale::En).unwrap(),
            Menu::Act {
                action: Action::Place { .. },
                ..
            }
        ));
        // Russian and Ukrainian agree with «звезда» / «зірка».
        for (locale, label) in [
            (Locale::Ru, "◆ Синяя 4 ↑ (+1 очко)"),
            (Locale::Uk, "◆ Синя 4 ↑ (+1 очко)"),
        ] {
            let path = vec!["bl".to_string()];
            let Menu::Pick { options, .. } = menu(&g, Seat(0), &path, locale).unwrap() else {
                panic!()
            };
            assert!(options.iter().any(|o| o.label == label), "{options:?}");
        }
        // A forged or stale space is refused.
        let forged = vec!["bl".to_string(), "s9p9".to_string()];
        assert!(menu(&g, Seat(0), &forged, Locale::En).is_err());
    }

    #[test]
    fn a_space_says_the_bonus_tiles_it_earns() {
        use crate::games::summer_pavilion::{StructureKind, STRUCTURES};
        let mut g = placing(Tiles::of(Colour::Red, 6));
        // A pillar touching the red star: fill all its spaces but one red-star space.
        let red = 3;
        let pillar = STRUCTURES
            .iter()
            .find(|s| s.kind == StructureKind::Pillar && s.spaces.iter().any(|&(st, _)| st == red))
            .unwrap();
        let &(star, space) = pillar.spaces.iter().find(|&&(st, _)| st == red).unwrap();
        for &(st, sp) in pillar.spaces {
            if (st, sp) != (star, space) {
                g.players[0].board.put(Star(st), Space(sp), Colour::Red);
            }
        }
        let token = format!("s{star}p{space}");
        let spaces = options(&g, &["re"]);
        let label = &spaces.iter().find(|o| o.token == token).unwrap().label;
        assert!(label.ends_with(", +1 tile)"), "{label}");
    }

    #[test]
    fn wilds_are_a_step_only_when_a_choice_and_say_what_is_spent() {
        // Round 1: purple is wild.
        let mut held = Tiles::of(Colour::Blue, 3);
        held.add(Colour::Purple, 1);
        let g = placing(held);
        let spaces = options(&g, &["bl"]);
        // Space 3 of the blue star: 3 blue, or 2 blue and the wild.
        let three = spaces
            .iter()
            .find(|o| o.label.starts_with("◆ Blue 3"))
            .unwrap();
        let wilds = options(&g, &["bl", three.token.as_str()]);
        assert_eq!(
            labels(&wilds),
            ["Spend: blue ×3", "Spend: blue ×2 + purple ×1 (wild)"]
        );
        // Space 1 costs one tile, which must be blue: no wilds step.
        let one = spaces
            .iter()
            .find(|o| o.label.starts_with("◆ Blue 1"))
            .unwrap();
        let path = vec!["bl".to_string(), one.token.clone()];
        assert!(matches!(
            menu(&g, Seat(0), &path, Locale::En).unwrap(),
            Menu::Act { .. }
        ));
    }

    #[test]
    fn the_last_rounds_pass_says_it_discards_everything() {
        let mut g = placing(Tiles::of(Colour::Blue, 3));
        g.round = 6;
        let first = options(&g, &[]);
        assert!(
            labels(&first).contains(&"Pass, discard 3: −3"),
            "{:?}",
            labels(&first)
        );
        g.players[0].score = 1;
        assert!(labels(&options(&g, &[])).contains(&"Pass, discard 3: −1"));
    }

    #[test]
    fn keeping_is_one_click_for_the_suggested_set_or_none() {
        let mut held = Tiles::of(Colour::Green, 3);
        held.add(Colour::Red, 2);
        held.add(Colour::Orange, 1);
        let mut g = placing(held);
        g.phase = Phase::Keep {
            seat: Seat(0),
            keeping: Tiles::EMPTY,
        };
        let first = options(&g, &[]);
        // Next round's wild (green) first, then the largest group.
        let mut shown = labels(&first);
        shown.sort();
        assert_eq!(
            shown,
            [
                "Keep none, discard 6: −5",
                "Keep: green ×3, red ×1 · −2",
                "Other tiles…"
            ]
        );
        let suggested = first.iter().find(|o| o.label.starts_with("Keep:")).unwrap();
        let path = vec![suggested.token.clone()];
        let mut kept = Tiles::of(Colour::Green, 3);
        kept.add(Colour::Red, 1);
        assert_eq!(
            menu(&g, Seat(0), &path, Locale::En).unwrap(),
            Menu::Act {
                action: Action::Keep { tiles: kept },
                chosen: vec![suggested.label.clone()]
            }
        );
        // Russian reads naturally.
        g.players[0].held = Tiles::of(Colour::Green, 1);
        let path: Vec<String> = Vec::new();
        let Menu::Pick { options, .. } = menu(&g, Seat(0), &path, Locale::Ru).unwrap() else {
            panic!()
        };
        assert!(
            options.iter().any(|o| o.label == "Оставить зелёную"),
            "{options:?}"
        );
    }

    #[test]
    fn a_first_take_from_the_centre_shows_the_start_token_cost() {
        let mut g = SummerPavilion::new(&PavilionOptions::default(), 2, 3).unwrap();
        g.phase = Phase::Acquire { seat: Seat(0) };
        g.centre = Tiles::of(Colour::Red, 3);
        let colours = options(&g, &["c"]);
        assert_eq!(labels(&colours), ["● Red ×3 · start −3"]);
    }

    #[test]
    fn menus_reach_exactly_the_legal_actions_through_whole_games() {
        for (seed, side) in [(1, PavilionSide::Coloured), (2, PavilionSide::Beige)] {
            let options = PavilionOptions {
                side,
                wilds: WildOrder::Normal,
            };
            let game = SummerPavilion::new(&options, 3, seed).unwrap();
            menus_match_through_game(game, AiLevel::Easy, seed, 7);
        }
    }
}
