use crate::game::{play_out, Game, Player, RandomPlayer, Seat, Viewer};
use crate::games::sagrada::{PhaseView, Sagrada, SagradaOptions};
use crate::i18n::Locale;
use crate::present::pictures::{assert_own_words, assert_same_bytes};
use crate::present::tests::player_names;
use crate::present::TableGame;

/// Copies of a seeded random game: fresh, after the first action, in the middle, at the end.
fn moments(players: usize, seed: u64) -> Vec<Sagrada> {
    let mut game = Sagrada::new(&SagradaOptions::default(), players, seed).expect("setup");
    let mut out = vec![game.clone()];
    let mut seats: Vec<Box<dyn Player<Sagrada>>> = (0..players)
        .map(|i| Box::new(RandomPlayer::new(seed * 10 + i as u64)) as Box<dyn Player<Sagrada>>)
        .collect();
    let mut actions = 0usize;
    play_out(&mut game, &mut seats, 100_000, |g, _| {
        actions += 1;
        if actions == 1 || actions.is_multiple_of(37) {
            out.push(g.clone());
        }
    })
    .expect("random game ends");
    out.push(game);
    out
}

#[test]
fn renders_every_moment_of_random_games() {
    for players in 1..=4 {
        let names = player_names(players);
        for game in moments(players, 40 + players as u64) {
            let spectator = game.view(Viewer::Spectator);
            for locale in Locale::ALL {
                assert!(!Sagrada::table_png(&spectator, &names, locale)
                    .unwrap()
                    .is_empty());
            }
            for seat in Seat::all(players) {
                let own = game.view(Viewer::Seat(seat));
                let locale = Locale::ALL[seat.index() % Locale::ALL.len()];
                assert!(!Sagrada::board_png(&own, seat, &names, locale)
                    .unwrap()
                    .is_empty());
                assert!(!Sagrada::board_png(&spectator, seat, &[], Locale::En)
                    .unwrap()
                    .is_empty());
            }
            // A seat that does not exist still gets a picture rather than a panic.
            assert!(Sagrada::board_png(&spectator, Seat(7), &names, Locale::En).is_ok());
        }
    }
}

#[test]
fn same_view_same_bytes() {
    let game = moments(3, 5).into_iter().nth(4).expect("a middle moment");
    let view = game.view(Viewer::Seat(Seat(1)));
    assert_same_bytes::<Sagrada>(&view, Seat(1), &player_names(3), (Locale::En, Locale::En));
}

#[test]
fn the_table_shows_nothing_private() {
    for players in 1..=4 {
        let names = player_names(players);
        for game in moments(players, 90 + players as u64) {
            let public =
                Sagrada::table_png(&game.view(Viewer::Spectator), &names, Locale::En).unwrap();
            for seat in Seat::all(players) {
                let own = game.view(Viewer::Seat(seat));
                assert!(own.own.is_some());
                let mine = Sagrada::table_png(&own, &names, Locale::En).unwrap();
                assert!(mine == public, "{players} players: seat {seat:?} leaks");
            }
        }
    }
}

#[test]
fn a_four_player_table_stays_small() {
    for game in moments(4, 8) {
        let view = game.view(Viewer::Spectator);
        let png = Sagrada::table_png(&view, &player_names(4), Locale::Ru).unwrap();
        assert!(png.len() <= 250 * 1024, "{} bytes", png.len());
    }
}

#[test]
fn the_setup_board_offers_four_patterns_to_its_owner_only() {
    let game = moments(2, 3).into_iter().next().expect("fresh game");
    let own = game.view(Viewer::Seat(Seat(0)));
    assert!(matches!(own.phase, PhaseView::ChoosingPatterns { .. }));
    let spectator = game.view(Viewer::Spectator);
    let names = player_names(2);
    assert_ne!(
        Sagrada::board_png(&own, Seat(0), &names, Locale::En).unwrap(),
        Sagrada::board_png(&spectator, Seat(0), &names, Locale::En).unwrap()
    );
}

#[test]
fn ukrainian_pictures_have_their_own_words() {
    let game = moments(2, 12).into_iter().nth(3).expect("a middle moment");
    let view = game.view(Viewer::Seat(Seat(0)));
    assert_own_words::<Sagrada>(&view, &player_names(2));
}

/// The reference picture tells every tool card whole, in every language, at every seat count.
#[test]
fn the_reference_draws_every_card() {
    use crate::present::DrawTable;
    for players in 1..=4 {
        let game = moments(players, 70 + players as u64)
            .into_iter()
            .nth(1)
            .expect("a moment");
        let view = game.view(Viewer::Spectator);
        for locale in Locale::ALL {
            let drawn =
                Sagrada::draw_reference(&view, locale, crate::present::kit::Palette::Standard)
                    .unwrap();
            // The bot offers the 📜 button by what the game says it draws.
            assert_eq!(drawn.is_some(), Sagrada::HAS_REFERENCE);
            let canvas = drawn.expect("a reference picture");
            let png = canvas.to_png().unwrap();
            assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
            if let Some(dir) = std::env::var_os("LEGIBLE_DUMP") {
                let name = format!("Sagrada-p{players}-{locale:?}-reference.png");
                std::fs::write(std::path::Path::new(&dir).join(name), &png).unwrap();
            }
        }
    }
}

/// Every tool card and public objective is worded in every language: its words' ids are built
/// from the card (`words::tool_words`, `words::public_text`), so a card whose words are missing
/// would show nothing.
#[test]
fn every_card_has_its_words_in_every_language() {
    use crate::games::sagrada::{PublicObjective, Tool};

    for locale in Locale::ALL {
        for tool in Tool::ALL {
            let words = super::words::tool_words(locale, tool);
            assert!(words.iter().all(|w| !w.is_empty()), "{locale:?} {tool:?}");
        }
        for objective in PublicObjective::ALL {
            let (name, how, _) = super::words::public_text(locale, objective);
            assert!(
                !name.is_empty() && !how.is_empty(),
                "{locale:?} {objective:?}"
            );
        }
    }
    let (name, how, points) = super::words::public_text(Locale::En, PublicObjective::LightShades);
    assert_eq!((name, points), ("Light Shades", 2));
    assert!(!how.is_empty());
    assert_eq!(
        super::words::tool_words(Locale::En, Tool::CorkBackedStraightedge)[0],
        "Cork-backed Straightedge"
    );
}

/// One name per public objective in each language: the table's card and the score sheet's line
/// say the same, and the Russian names the box prints are used ("Разноцветные колонки",
/// "Светлые стёкла", "Многообразие красок").
#[test]
fn public_objectives_have_one_name_on_the_table_and_the_score_sheet() {
    use crate::games::sagrada::PublicObjective;

    for locale in Locale::ALL {
        for objective in PublicObjective::ALL {
            let (card, _, _) = super::words::public_text(locale, objective);
            let sheet = crate::present::counts::score_item(objective.key(), locale);
            assert_eq!(card, sheet, "{locale:?} {objective:?}");
        }
    }
    let ru = |o| super::words::public_text(Locale::Ru, o).0;
    assert_eq!(
        ru(PublicObjective::ColumnColorVariety),
        "Разноцветные колонки"
    );
    assert_eq!(ru(PublicObjective::LightShades), "Светлые стёкла");
    assert_eq!(ru(PublicObjective::ColorVariety), "Многообразие красок");
}

/// The Russian words of the box (фишки привилегий, резерв, счётчик раундов, нейтральный
/// результат) and none of the old ones, in the pictures' words, the log, the help and the score
/// sheet.
#[test]
fn russian_words_are_the_boxs() {
    let help = include_str!("../../../assets/help/ru/sagrada.md");
    let sources = [
        help,
        include_str!("words.rs"),
        include_str!("log.rs"),
        include_str!("table.rs"),
        include_str!("board.rs"),
        include_str!("tools.rs"),
        include_str!("alt.rs"),
        include_str!("counts.rs"),
        include_str!("../../games/sagrada/locales/ru.ftl"),
    ];
    // Ukrainian lines (with і, ї, є or ґ) keep their own words.
    let russian = sources
        .iter()
        .flat_map(|s| s.lines())
        .filter(|l| !l.contains(['і', 'ї', 'є', 'ґ']));
    for line in russian {
        for old in [
            "благосклон",
            "Трек раундов",
            "трек раундов",
            "трека раундов",
            "треке раундов",
            "с треком",
            "Запас кубиков",
            "в запас",
            "из запаса",
            "запас переброшен",
            "узор окна",
        ] {
            assert!(!line.contains(old), "{old:?} is still written: {line}");
        }
    }
    for new in ["фиш", "резерв", "счётчик", "нейтральный результат"]
    {
        assert!(help.contains(new), "the help lacks {new:?}");
    }
    let favor = crate::present::counts::score_item("sagrada.favor", Locale::Ru);
    assert_eq!(favor, "Фишки привилегий");
    assert_eq!(super::words::round_track(Locale::Ru), "Счётчик раундов");
}

/// The table's alt text names the round's order, its starter first, and, after a turn, what
/// that turn did (issue 50).
#[test]
fn the_table_alt_names_the_round_order_and_the_last_move() {
    use crate::games::sagrada::{Action, Step};
    let names: Vec<String> = ["Alice", "Bob"].iter().map(|s| s.to_string()).collect();
    let mut game = Sagrada::new(&SagradaOptions::default(), 2, 3).expect("setup");
    for seat in Seat::all(2) {
        let choice = game.legal_actions(seat)[0];
        game.apply(seat, &choice).expect("a pattern");
    }
    let view = game.view(Viewer::Spectator);
    let PhaseView::Playing { order, .. } = &view.phase else {
        panic!("round 1 has begun");
    };
    let (first, second) = (order[0], order[1]);
    let name = |s: Seat| names[s.index()].clone();
    let alt = game
        .table_alt_text(&view, &names, Locale::En)
        .expect("alt text");
    let expected = format!(
        "Round order: {}, {}, {}, {}",
        name(first),
        name(second),
        name(second),
        name(first)
    );
    assert!(alt.contains(&expected), "{alt}");
    assert!(!alt.contains("Last move"), "{alt}");
    // The starter drafts the first die and places it where it may go.
    game.apply(first, &Action::Draft(0)).expect("a draft");
    let Some(Step::Holding { .. }) = game.view(Viewer::Spectator).turn().map(|t| t.step.clone())
    else {
        panic!("a die in hand");
    };
    let place = game
        .legal_actions(first)
        .into_iter()
        .find(|a| matches!(a, Action::Place(_)))
        .expect("a space");
    game.apply(first, &place).expect("placed");
    if game.to_act() == [first] {
        game.apply(first, &Action::EndTurn).expect("end of turn");
    }
    let view = game.view(Viewer::Spectator);
    let alt = game
        .table_alt_text(&view, &names, Locale::En)
        .expect("alt text");
    let last = view.last_move.as_ref().expect("a last move");
    let (cell, die) = last.done.placed[0];
    let said = format!(
        "Last move: {}: die {} → {}",
        name(first),
        super::words::die_label(die, Locale::En),
        super::words::cell_name(cell)
    );
    assert!(alt.contains(&said), "{alt}");
    for locale in [Locale::Ru, Locale::Uk] {
        let alt = game
            .table_alt_text(&view, &names, locale)
            .expect("alt text");
        assert!(
            alt.contains(crate::present::words::last_move(locale)),
            "{alt}"
        );
        assert!(alt.contains(super::words::round_order(locale)), "{alt}");
    }
}

/// The favour tokens are counted by each language's plural rules, in the log and the tools'
/// answer alike.
#[test]
fn favor_tokens_follow_each_languages_plurals() {
    use super::words::{favor_token_count, favor_tokens_paid};
    assert_eq!(favor_token_count(1, Locale::En), "1 favor token");
    assert_eq!(favor_token_count(2, Locale::Ru), "2 фишки");
    assert_eq!(favor_tokens_paid(2, Locale::De), "2 Gunststeine");
    assert_eq!(favor_tokens_paid(2, Locale::Pl), "2 znaczniki uznania");
    assert_eq!(favor_tokens_paid(5, Locale::Pl), "5 znaczników uznania");
    assert_eq!(favor_tokens_paid(1, Locale::Fr), "1 jeton Faveur");
}
