//! Azul's vocabulary, used by its menus, log, counts, alt texts and pictures alike: every
//! English, Russian and Ukrainian word of the game's presentation is here.

use crate::games::azul::{Colour, Source};
use crate::i18n::{word, Locale};
use crate::present::kit::capitalised;
use crate::present::log::{signed, Noun};
use crate::present::words::{centre, factory};

/// Points as a menu preview says them: "+1 pt", "+4 pts".
const POINT: Noun = Noun {
    en: ("pt", "pts"),
    ru: ("очко", "очка", "очков"),
    uk: ("очко", "очки", "очок"),
};

/// "+4 pts", "+4 очка".
pub(super) fn gain(points: u32, locale: Locale) -> String {
    format!("+{}", POINT.count(points as usize, locale))
}

/// A tile colour's name in lower case ("blue").
pub(super) fn colour(colour: Colour, locale: Locale) -> &'static str {
    match colour {
        Colour::Blue => word(locale, "blue", "синий", "синій"),
        Colour::Yellow => word(locale, "yellow", "жёлтый", "жовтий"),
        Colour::Red => word(locale, "red", "красный", "червоний"),
        Colour::Black => word(locale, "black", "чёрный", "чорний"),
        Colour::White => word(locale, "white", "белый", "білий"),
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
    word(locale, "Lid", "Крышка", "Кришка")
}

/// "Bag".
pub(super) fn bag(locale: Locale) -> &'static str {
    crate::present::words::bag(locale)
}

/// "Floor", the floor line's title on a board.
pub(super) fn floor(locale: Locale) -> &'static str {
    word(locale, "Floor", "Пол", "Підлога")
}

/// "2 complete rows", the tie-breaker in the final standings.
pub(super) fn complete_rows(n: usize, locale: Locale) -> String {
    const ROW: crate::present::log::Noun = crate::present::log::Noun {
        en: ("complete row", "complete rows"),
        ru: ("полный ряд", "полных ряда", "полных рядов"),
        uk: ("повний ряд", "повних ряди", "повних рядів"),
    };
    ROW.count(n, locale)
}

// ---- menus ----

/// The first step's question.
pub(super) fn take_prompt(locale: Locale) -> String {
    word(
        locale,
        "Take which tiles?",
        "Какие плитки взять?",
        "Які плитки взяти?",
    )
    .to_string()
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
        label.push_str(word(locale, " + marker", " + маркер", " + маркер"));
    }
    label
}

/// The second step's question.
pub(super) fn destination_prompt(locale: Locale) -> String {
    word(
        locale,
        "Put them on which line? (what does not fit falls to the floor)",
        "На какую линию? (что не поместится, упадёт на пол)",
        "На яку лінію? (що не поміститься, впаде на підлогу)",
    )
    .to_string()
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
        word(locale, "Line", "Линия", "Лінія"),
        u32::from(line) + 1,
        u32::from(line) + 1
    );
    if let Some(points) = completes_for {
        label.push_str(&format!(" → {}", gain(points, locale)));
    }
    if floor_cost > 0 {
        label.push_str(&format!(
            " · {} {}",
            word(locale, "floor", "пол", "підлога"),
            signed(-i32::try_from(floor_cost).unwrap_or(0))
        ));
    }
    label
}

/// Straight to the floor line: "Floor line: −3" (±0 when it is full and the tiles go to the lid).
pub(super) fn floor_label(cost: u32, locale: Locale) -> String {
    format!(
        "{}: {}",
        word(locale, "Floor line", "Линия пола", "Лінія підлоги"),
        signed(-i32::try_from(cost).unwrap_or(0))
    )
}

/// Grey side: the question of where a complete line's tile goes.
pub(super) fn space_prompt(row: u8, locale: Locale) -> String {
    let row = u32::from(row) + 1;
    match locale {
        crate::i18n::english_words!() => format!("Which space of wall row {row}?"),
        Locale::Ru => format!("Какая клетка {row}-го ряда стены?"),
        Locale::Uk => format!("Яка клітинка {row}-го ряду стіни?"),
    }
}

/// Grey side: a wall space of the row being tiled, with its points: "Column 2: +3 pts".
pub(super) fn space_label(column: u8, points: u32, locale: Locale) -> String {
    format!(
        "{} {}: {}",
        word(locale, "Column", "Столбец", "Стовпець"),
        u32::from(column) + 1,
        gain(points, locale)
    )
}

/// The status line's step.
pub(super) fn step(tiling: bool, locale: Locale) -> &'static str {
    if tiling {
        word(
            locale,
            "wall tiling",
            "выкладка на стену",
            "викладання на стіну",
        )
    } else {
        word(locale, "taking tiles", "набор плиток", "набір плиток")
    }
}

/// " · **Ann** starts (drawn by lot)", said on the first table.
pub(super) fn drawn_to_start(name: &str, locale: Locale) -> String {
    match locale {
        crate::i18n::english_words!() => format!(" · {name} starts (drawn by lot)"),
        Locale::Ru => format!(" · начинает {name} (по жребию)"),
        Locale::Uk => format!(" · починає {name} (за жеребом)"),
    }
}

// ---- the log ----

/// "→ line 3", "→ floor line".
pub(super) fn to_line(line: u8, locale: Locale) -> String {
    format!(
        "→ {} {}",
        word(locale, "line", "линия", "лінія"),
        u32::from(line) + 1
    )
}

pub(super) fn to_floor_line(locale: Locale) -> &'static str {
    word(locale, "→ floor line", "→ линия пола", "→ лінія підлоги")
}

/// "2 to the floor".
pub(super) fn fell_to_floor(n: u8, locale: Locale) -> String {
    match locale {
        crate::i18n::english_words!() => format!("{n} to the floor"),
        Locale::Ru => format!("{n} на пол"),
        Locale::Uk => format!("{n} на підлогу"),
    }
}

/// "1 to the lid" (the floor line was full).
pub(super) fn to_lid(n: u8, locale: Locale) -> String {
    match locale {
        crate::i18n::english_words!() => format!("{n} to the lid"),
        Locale::Ru => format!("{n} в крышку"),
        Locale::Uk => format!("{n} у кришку"),
    }
}

/// The first-player marker, taken from the centre.
pub(super) fn marker_taken(on_floor: bool, locale: Locale) -> &'static str {
    if on_floor {
        word(
            locale,
            "first-player marker",
            "маркер первого игрока",
            "маркер першого гравця",
        )
    } else {
        word(
            locale,
            "first-player marker (floor full)",
            "маркер первого игрока (пол полон)",
            "маркер першого гравця (підлога повна)",
        )
    }
}

/// "wall tiling", where a round's tiling begins in the log.
pub(super) fn tiling_begins(locale: Locale) -> &'static str {
    word(
        locale,
        "wall tiling",
        "выкладка на стену",
        "викладання на стіну",
    )
}

/// "blue → row 2", a tile moved to the wall (with its column on the grey side).
pub(super) fn tiled(colour: Colour, row: u8, column: Option<u8>, locale: Locale) -> String {
    let row = u32::from(row) + 1;
    let row = match locale {
        crate::i18n::english_words!() => format!("row {row}"),
        Locale::Ru => format!("ряд {row}"),
        Locale::Uk => format!("ряд {row}"),
    };
    let place = match column {
        Some(c) => format!(
            "{row}, {} {}",
            word(locale, "column", "столбец", "стовпець"),
            u32::from(c) + 1
        ),
        None => row,
    };
    format!("{} → {place}", self::colour(colour, locale))
}

/// "line 3 (red) falls to the floor": a complete grey-side line with no space for its colour.
pub(super) fn line_dropped(line: u8, colour: Colour, locale: Locale) -> String {
    let line = u32::from(line) + 1;
    let colour = self::colour(colour, locale);
    match locale {
        crate::i18n::english_words!() => format!("line {line} ({colour}) falls to the floor"),
        Locale::Ru => format!("линия {line} ({colour}) падает на пол"),
        Locale::Uk => format!("лінія {line} ({colour}) падає на підлогу"),
    }
}

/// "row 2 complete: last round", the end of the game announced.
pub(super) fn row_completed(row: u8, locale: Locale) -> String {
    let row = u32::from(row) + 1;
    match locale {
        crate::i18n::english_words!() => format!("row {row} complete: last round"),
        Locale::Ru => format!("ряд {row} собран: последний раунд"),
        Locale::Uk => format!("ряд {row} зібрано: останній раунд"),
    }
}

/// "floor", before the floor line's cost.
pub(super) fn floor_cleared(locale: Locale) -> &'static str {
    word(locale, "floor", "пол", "підлога")
}

/// "bag refilled from the lid (24 tiles)".
pub(super) fn bag_refilled(tiles: u32, locale: Locale) -> String {
    let tiles = crate::present::log::TILE.count(tiles as usize, locale);
    match locale {
        crate::i18n::english_words!() => format!("bag refilled from the lid ({tiles})"),
        Locale::Ru => format!("мешок пополнен из крышки ({tiles})"),
        Locale::Uk => format!("мішок поповнено з кришки ({tiles})"),
    }
}

/// Why a grey-wall game ends with no complete row.
pub(super) fn rows_dead(locale: Locale) -> &'static str {
    word(
        locale,
        "no row of any wall can be completed any more",
        "ни один ряд ни одной стены уже не заполнить",
        "жоден ряд жодної стіни вже не заповнити",
    )
}

/// Why a game ends after rounds in which no tile reached a wall (five:
/// `games::azul::state::QUIET_ROUNDS_END`).
pub(super) fn stalled(locale: Locale) -> &'static str {
    word(
        locale,
        "no tile has reached a wall for five rounds",
        "уже пять раундов ни одна плитка не попала на стену",
        "уже п'ять раундів жодна плитка не потрапила на стіну",
    )
}

/// Bag and lid both empty: no round can be dealt.
pub(super) fn tiles_ran_out(locale: Locale) -> &'static str {
    word(
        locale,
        "no tiles left to deal",
        "плиток для раздачи не осталось",
        "плиток для роздачі не залишилося",
    )
}

/// "**Bob** starts", after a round begins.
pub(super) fn starts(name: &str, locale: Locale) -> String {
    match locale {
        crate::i18n::english_words!() => format!("{name} starts"),
        Locale::Ru => format!("начинает {name}"),
        Locale::Uk => format!("починає {name}"),
    }
}

/// Safety net: a move that told nothing.
pub(super) fn moves(locale: Locale) -> &'static str {
    word(locale, "moves", "ходит", "ходить")
}

// ---- alt texts ----

/// (en, ru, uk) of an alt text's field name.
pub(super) type Field = (&'static str, &'static str, &'static str);

pub(super) const FACTORIES_WITH_TILES: Field = (
    "factories with tiles",
    "фабрики с плитками",
    "фабрики з плитками",
);
pub(super) const CENTRE: Field = ("centre", "центр", "центр");
pub(super) const MARKER_IN_CENTRE: Field = (
    "first-player marker in the centre",
    "маркер первого игрока в центре",
    "маркер першого гравця в центрі",
);
pub(super) const WALL: Field = ("wall", "стена", "стіна");
pub(super) const LINES: Field = ("pattern lines", "линии узора", "лінії візерунка");
pub(super) const FLOOR: Field = ("floor", "пол", "підлога");

/// "yes" / "no", as an alt text's value.
pub(super) fn yes_no(yes: bool, locale: Locale) -> &'static str {
    if yes {
        word(locale, "yes", "да", "так")
    } else {
        word(locale, "no", "нет", "ні")
    }
}

/// "with the first-player marker", after a floor line's count.
pub(super) fn with_marker(locale: Locale) -> &'static str {
    word(
        locale,
        "with the first-player marker",
        "с маркером первого игрока",
        "з маркером першого гравця",
    )
}

// ---- the score sheet ----

/// The name of a line of the final score sheet, for this game's keys ("azul.wall").
pub(super) fn score_item(key: &str, locale: Locale) -> Option<String> {
    let (en, ru, uk) = match key.strip_prefix("azul.")? {
        "wall" => ("Wall tiles", "Плитки на стене", "Плитки на стіні"),
        "floor" => ("Floor line", "Линия пола", "Лінія підлоги"),
        "rows" => ("Complete rows (+2)", "Полные ряды (+2)", "Повні ряди (+2)"),
        "columns" => (
            "Complete columns (+7)",
            "Полные столбцы (+7)",
            "Повні стовпці (+7)",
        ),
        "colours" => (
            "All five of a colour (+10)",
            "Все пять одного цвета (+10)",
            "Усі п'ять одного кольору (+10)",
        ),
        _ => return None,
    };
    Some(word(locale, en, ru, uk).to_string())
}
