//! Summer Pavilion's vocabulary, used by its menus and its pictures alike.

use crate::games::summer_pavilion::board::cost;
use crate::games::summer_pavilion::{Colour, PavilionView, Source, Space, Star};
use crate::games::PavilionSide;
use crate::i18n::{word, Locale};
use crate::present::words::{centre, factory};

/// The name of a line of the final score sheet, for this game's keys ("summer_pavilion.start").
pub(super) fn score_item(key: &str, locale: Locale) -> Option<String> {
    let key = key.strip_prefix("summer_pavilion.")?;
    if let Some(c) = key.strip_prefix("star_") {
        return Some(match locale {
            crate::i18n::english_words!() => match c {
                "multicoloured" => "Multicoloured star".to_string(),
                c => format!("{} star", capitalised(c)),
            },
            Locale::Ru => format!("Звезда: {}", star_colour_ru(c)),
            Locale::Uk => format!("Зірка: {}", star_colour_uk(c)),
        });
    }
    if let Some(n) = key.strip_prefix("all_") {
        return Some(match locale {
            crate::i18n::english_words!() => format!("Every {n} covered"),
            Locale::Ru => format!("Все места «{n}» заняты"),
            Locale::Uk => format!("Усі місця «{n}» зайняті"),
        });
    }
    let (en, ru, uk) = match key {
        "start" => ("Starting points", "Начальные очки", "Початкові очки"),
        "placement" => ("Placed tiles", "Выложенные плитки", "Викладені плитки"),
        "start_token" => (
            "Start token",
            "Жетон первого игрока",
            "Жетон першого гравця",
        ),
        "discard" => ("Discarded tiles", "Сброшенные плитки", "Скинуті плитки"),
        "leftover" => ("Tiles left over", "Оставшиеся плитки", "Залишок плиток"),
        _ => return None,
    };
    Some(word(locale, en, ru, uk).to_string())
}

/// A star's colour as its score line's key spells it ("purple"), capitalised.
fn capitalised(key: &str) -> String {
    let mut chars = key.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn star_colour_ru(key: &str) -> &str {
    match key {
        "purple" => "фиолетовая",
        "green" => "зелёная",
        "orange" => "оранжевая",
        "yellow" => "жёлтая",
        "blue" => "синяя",
        "red" => "красная",
        "multicoloured" => "разноцветная",
        other => other,
    }
}

fn star_colour_uk(key: &str) -> &str {
    match key {
        "purple" => "фіолетова",
        "green" => "зелена",
        "orange" => "помаранчева",
        "yellow" => "жовта",
        "blue" => "синя",
        "red" => "червона",
        "multicoloured" => "різнокольорова",
        other => other,
    }
}

/// A tile colour's name in lower case ("purple"); menus capitalise it at the start of a label.
pub(super) fn colour(colour: Colour, locale: Locale) -> &'static str {
    match colour {
        Colour::Purple => word(locale, "purple", "фиолетовый", "фіолетовий"),
        Colour::Green => word(locale, "green", "зелёный", "зелений"),
        Colour::Orange => word(locale, "orange", "оранжевый", "помаранчевий"),
        Colour::Yellow => word(locale, "yellow", "жёлтый", "жовтий"),
        Colour::Blue => word(locale, "blue", "синий", "синій"),
        Colour::Red => word(locale, "red", "красный", "червоний"),
    }
}

/// A colour agreeing with a feminine noun («звезда», «плитка»): «фиолетовая звезда».
pub(super) fn colour_feminine(colour: Colour, locale: Locale) -> &'static str {
    match colour {
        Colour::Purple => word(locale, "purple", "фиолетовая", "фіолетова"),
        Colour::Green => word(locale, "green", "зелёная", "зелена"),
        Colour::Orange => word(locale, "orange", "оранжевая", "помаранчева"),
        Colour::Yellow => word(locale, "yellow", "жёлтая", "жовта"),
        Colour::Blue => word(locale, "blue", "синяя", "синя"),
        Colour::Red => word(locale, "red", "красная", "червона"),
    }
}

/// A colour agreeing with a feminine noun as an object («оставить зелёную (плитку)»).
pub(super) fn colour_feminine_object(colour: Colour, locale: Locale) -> &'static str {
    match colour {
        Colour::Purple => word(locale, "purple", "фиолетовую", "фіолетову"),
        Colour::Green => word(locale, "green", "зелёную", "зелену"),
        Colour::Orange => word(locale, "orange", "оранжевую", "помаранчеву"),
        Colour::Yellow => word(locale, "yellow", "жёлтую", "жовту"),
        Colour::Blue => word(locale, "blue", "синюю", "синю"),
        Colour::Red => word(locale, "red", "красную", "червону"),
    }
}

/// A colour naming several tiles («синие»), lower case.
pub(super) fn colour_plural(colour: Colour, locale: Locale) -> &'static str {
    match colour {
        Colour::Purple => word(locale, "purple", "фиолетовые", "фіолетові"),
        Colour::Green => word(locale, "green", "зелёные", "зелені"),
        Colour::Orange => word(locale, "orange", "оранжевые", "помаранчеві"),
        Colour::Yellow => word(locale, "yellow", "жёлтые", "жовті"),
        Colour::Blue => word(locale, "blue", "синие", "сині"),
        Colour::Red => word(locale, "red", "красные", "червоні"),
    }
}

/// A tile colour's name as a label starts ("Purple").
pub(super) fn colour_label(colour: Colour, locale: Locale) -> String {
    crate::present::kit::capitalised(self::colour(colour, locale))
}

/// A tile source as menus and the log name it: "Factory 2", "Centre".
pub(super) fn source_name(source: Source, locale: Locale) -> String {
    match source {
        // The Russian MINI box calls a factory display «склад».
        Source::Factory(i) => format!(
            "{} {}",
            match locale {
                Locale::Ru => "Склад",
                _ => factory(locale),
            },
            u32::from(i) + 1
        ),
        Source::Centre => centre(locale).to_string(),
    }
}

/// A star as menus and the log name it, so a player finds it on the board picture: by its
/// printed colour on the coloured side, by where it sits on the beige side.
pub(super) fn star_name(view: &PavilionView, star: Star, locale: Locale) -> String {
    if star.is_centre() {
        word(
            locale,
            "Centre star",
            "Центральная звезда",
            "Центральна зірка",
        )
        .to_string()
    } else if view.options.side == PavilionSide::Coloured {
        match star.printed_colour() {
            Some(c) => format!(
                "{} {}",
                crate::present::kit::capitalised(colour_feminine(c, locale)),
                word(locale, "star", "звезда", "зірка"),
            ),
            None => format!("{} {}", word(locale, "Star", "Звезда", "Зірка"), star.0),
        }
    } else {
        // The beige side has no printed colours: name stars by where they sit on the board.
        let (en, ru, uk) = match star.0 {
            1 => ("Left star", "Левая звезда", "Ліва зірка"),
            2 => ("Top-left star", "Верхняя левая звезда", "Верхня ліва зірка"),
            3 => (
                "Top-right star",
                "Верхняя правая звезда",
                "Верхня права зірка",
            ),
            4 => ("Right star", "Правая звезда", "Права зірка"),
            5 => (
                "Bottom-right star",
                "Нижняя правая звезда",
                "Нижня права зірка",
            ),
            _ => (
                "Bottom-left star",
                "Нижняя левая звезда",
                "Нижня ліва зірка",
            ),
        };
        word(locale, en, ru, uk).to_string()
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
        0 => word(locale, "top", "сверху", "вгорі"),
        1 => word(locale, "top right", "справа сверху", "праворуч угорі"),
        2 => word(locale, "bottom right", "справа снизу", "праворуч унизу"),
        3 => word(locale, "bottom", "снизу", "внизу"),
        4 => word(locale, "bottom left", "слева снизу", "ліворуч унизу"),
        _ => word(locale, "top left", "слева сверху", "ліворуч угорі"),
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
    word(
        locale,
        "Take tiles from…",
        "Взять плитки из…",
        "Взяти плитки з…",
    )
}

pub(super) fn take_a_bonus_tile(locale: Locale) -> &'static str {
    word(
        locale,
        "Take a bonus tile from the supply",
        "Возьмите бонусную плитку из хранилища",
        "Візьміть бонусну плитку із запасу",
    )
}

pub(super) fn taking_tiles(locale: Locale) -> &'static str {
    word(locale, "taking tiles", "набор плиток", "набір плиток")
}

pub(super) fn placing_tiles(locale: Locale) -> &'static str {
    word(
        locale,
        "placing tiles",
        "выкладка плиток",
        "викладання плиток",
    )
}

pub(super) fn bonus_tiles_in_line(locale: Locale) -> &'static str {
    word(locale, "bonus tiles", "бонусные плитки", "бонусні плитки")
}

pub(super) fn keeping_tiles(locale: Locale) -> &'static str {
    word(
        locale,
        "keeping tiles",
        "выбор плиток на потом",
        "вибір плиток на потім",
    )
}

pub(super) fn wild_in_line(locale: Locale) -> &'static str {
    word(locale, "wild:", "джокер:", "джокер:")
}

pub(super) fn discard(locale: Locale) -> &'static str {
    word(locale, "discard", "сбросить", "скинути")
}

pub(super) fn place_which_colour_or_pass(locale: Locale) -> &'static str {
    word(
        locale,
        "Place which colour? Or pass",
        "Какой цвет выложить? Или пас",
        "Який колір викласти? Або пас",
    )
}

pub(super) fn start(locale: Locale) -> &'static str {
    word(locale, "start", "старт", "старт")
}

pub(super) fn wild_in_brackets(locale: Locale) -> &'static str {
    word(locale, " (wild)", " (джокер)", " (джокер)")
}

pub(super) fn where_printed_number_is_cost(locale: Locale) -> &'static str {
    word(
        locale,
        "Where? (the number printed on a space is its cost)",
        "Куда? (число на клетке — её стоимость)",
        "Куди? (число на клітинці — її вартість)",
    )
}

pub(super) fn spend(locale: Locale) -> &'static str {
    word(locale, "Spend: ", "", "")
}

pub(super) fn wild(locale: Locale) -> &'static str {
    word(locale, "wild", "джокер", "джокер")
}

pub(super) fn which_tiles_to_spend(locale: Locale) -> &'static str {
    word(
        locale,
        "Which tiles to spend?",
        "Какие плитки потратить?",
        "Які плитки витратити?",
    )
}

pub(super) fn keep_up_to_4_tiles(locale: Locale) -> &'static str {
    word(
        locale,
        "Keep up to 4 tiles for the next round (each other tile: −1)",
        "Оставьте до 4 плиток на следующий раунд (остальные: −1 за каждую)",
        "Залиште до 4 плиток на наступний раунд (решта: −1 за кожну)",
    )
}

pub(super) fn keep_none(locale: Locale) -> &'static str {
    word(
        locale,
        "Keep none",
        "Ничего не оставлять",
        "Нічого не залишати",
    )
}

pub(super) fn keep(locale: Locale) -> &'static str {
    word(locale, "Keep", "Оставить", "Залишити")
}

pub(super) fn other_tiles(locale: Locale) -> &'static str {
    word(locale, "Other tiles…", "Другие плитки…", "Інші плитки…")
}

pub(super) fn how_many_to_keep(locale: Locale) -> &'static str {
    word(
        locale,
        "How many to keep (4 at most in all):",
        "Сколько оставить (всего не больше 4):",
        "Скільки залишити (усього не більше 4):",
    )
}

pub(super) fn pass_end_my_round(locale: Locale) -> &'static str {
    word(
        locale,
        "Pass (end my round, keep up to 4)",
        "Пас (закончить раунд, оставить до 4)",
        "Пас (завершити раунд, залишити до 4)",
    )
}

pub(super) fn pass(locale: Locale) -> &'static str {
    word(locale, "Pass", "Пас", "Пас")
}

pub(super) fn which_star(locale: Locale) -> &'static str {
    word(locale, "Which star?", "Какая звезда?", "Яка зірка?")
}

// Log and menus alike.

pub(super) fn plus_wild(locale: Locale) -> &'static str {
    word(locale, " + wild", " + джокер", " + джокер")
}

// Pictures.

pub(super) fn passed(locale: Locale) -> &'static str {
    word(locale, "passed", "пасует", "пасує")
}

pub(super) fn kept(locale: Locale) -> &'static str {
    word(locale, "kept", "отложено", "відкладено")
}

pub(super) fn tiles_held(locale: Locale) -> &'static str {
    word(locale, "Tiles held", "Плитки в руке", "Плитки в руці")
}

pub(super) fn bonus_tiles(locale: Locale) -> &'static str {
    word(locale, "Bonus tiles", "Бонусные плитки", "Бонусні плитки")
}

pub(super) fn beige_side_bonus_tiles(locale: Locale) -> &'static str {
    word(
        locale,
        "Beige side · bonus tiles",
        "Бежевая сторона · бонус",
        "Бежева сторона · бонус",
    )
}

pub(super) fn pouch(locale: Locale) -> &'static str {
    word(locale, "Bag", "Мешочек", "Мішечок")
}

pub(super) fn supply(locale: Locale) -> &'static str {
    word(locale, "Supply", "Хранилище", "Запас")
}

pub(super) fn winner(locale: Locale) -> &'static str {
    word(locale, "★ winner", "★ победитель", "★ переможець")
}

pub(super) fn held_label(locale: Locale) -> &'static str {
    word(locale, "Held:", "В руке:", "У руці:")
}

pub(super) fn kept_label(locale: Locale) -> &'static str {
    word(locale, "Kept:", "Отложено:", "Відкладено:")
}

pub(super) fn takes_tiles(locale: Locale) -> &'static str {
    word(locale, "takes tiles", "берёт плитки", "бере плитки")
}

pub(super) fn places_a_tile(locale: Locale) -> &'static str {
    word(
        locale,
        "places a tile",
        "выкладывает плитку",
        "викладає плитку",
    )
}

pub(super) fn takes_bonus_tiles(locale: Locale) -> &'static str {
    word(
        locale,
        "takes bonus tiles:",
        "берёт бонусные плитки:",
        "бере бонусні плитки:",
    )
}

pub(super) fn keeps_tiles(locale: Locale) -> &'static str {
    word(locale, "keeps tiles", "оставляет плитки", "залишає плитки")
}

/// Before the next round's wild colour, after this round's: "Wild: ■ · next ■".
pub(super) fn next_wild(locale: Locale) -> &'static str {
    word(locale, "next", "далее", "далі")
}

pub(super) fn wild_label(locale: Locale) -> &'static str {
    word(locale, "Wild:", "Джокер:", "Джокер:")
}

// The log.

pub(super) fn start_token(locale: Locale) -> &'static str {
    word(
        locale,
        "start token",
        "маркер первого игрока",
        "маркер першого гравця",
    )
}

pub(super) fn pillar(locale: Locale) -> &'static str {
    word(locale, "pillar", "колонна", "колона")
}

pub(super) fn statue(locale: Locale) -> &'static str {
    word(locale, "statue", "статуя", "статуя")
}

pub(super) fn bonus(locale: Locale) -> &'static str {
    word(locale, "bonus", "бонус", "бонус")
}

pub(super) fn bonus_tile(locale: Locale) -> &'static str {
    word(locale, "bonus tile", "бонусная плитка", "бонусна плитка")
}

pub(super) fn keeps(locale: Locale) -> &'static str {
    word(locale, "keeps", "оставляет", "залишає")
}

pub(super) fn placing_begins(locale: Locale) -> &'static str {
    word(
        locale,
        "placing begins",
        "выкладка плиток",
        "викладання плиток",
    )
}

pub(super) fn keeps_nothing(locale: Locale) -> &'static str {
    word(
        locale,
        "keeps nothing",
        "ничего не оставляет",
        "нічого не залишає",
    )
}

// Alt texts.

pub(super) fn factories_with_tiles(locale: Locale) -> &'static str {
    word(
        locale,
        "factories with tiles",
        "фабрики с плитками",
        "фабрики з плитками",
    )
}

pub(super) fn supply_in_line(locale: Locale) -> &'static str {
    word(locale, "supply", "запас", "запас")
}

pub(super) fn tiles_placed(locale: Locale) -> &'static str {
    word(
        locale,
        "tiles placed",
        "выложено плиток",
        "викладено плиток",
    )
}

pub(super) fn holds(locale: Locale) -> &'static str {
    word(locale, "holds", "в запасе", "у запасі")
}

/// "**Ann** starts (drawn by lot)", said on the first table until the first tiles are taken.
pub(super) fn starts_by_lot(name: &str, locale: Locale) -> String {
    match locale {
        crate::i18n::english_words!() => format!("{name} starts (drawn by lot)"),
        Locale::Ru => format!("начинает {name} (по жребию)"),
        Locale::Uk => format!("починає {name} (за жеребом)"),
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
