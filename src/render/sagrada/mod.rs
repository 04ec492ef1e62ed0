//! Sagrada pictures: the public table (draft pool, round track, cards, every window) and one
//! player's board (their window large, with their secrets when the view is theirs).

mod board;
mod paint;
mod table;
#[cfg(test)]
mod tests;

pub use paint::glass;

use crate::game::Seat;
use crate::games::sagrada::{Color, PublicObjective, SagradaView, Tool};
use crate::i18n::{word, Locale};
use crate::render::RenderError;

/// The shared table everybody sees. Draws nothing that differs between a seat's own view and a
/// spectator's, so it can go to the channel whichever view it was made from.
pub fn table_png(
    view: &SagradaView,
    names: &[String],
    locale: Locale,
) -> Result<Vec<u8>, RenderError> {
    table::render(view, names, locale)?.to_png()
}

/// One player's own board, with that player's secrets when the view is theirs.
pub fn board_png(
    view: &SagradaView,
    seat: Seat,
    names: &[String],
    locale: Locale,
) -> Result<Vec<u8>, RenderError> {
    board::render(view, seat, names, locale)?.to_png()
}

fn color_name(locale: Locale, color: Color) -> &'static str {
    match color {
        Color::Red => word(locale, "red", "красный"),
        Color::Yellow => word(locale, "yellow", "жёлтый"),
        Color::Green => word(locale, "green", "зелёный"),
        Color::Blue => word(locale, "blue", "синий"),
        Color::Purple => word(locale, "purple", "фиолетовый"),
    }
}

/// "Shades of Red" as on the private objective card.
fn shades_of(locale: Locale, color: Color) -> &'static str {
    match color {
        Color::Red => word(locale, "Shades of Red", "Оттенки красного"),
        Color::Yellow => word(locale, "Shades of Yellow", "Оттенки жёлтого"),
        Color::Green => word(locale, "Shades of Green", "Оттенки зелёного"),
        Color::Blue => word(locale, "Shades of Blue", "Оттенки синего"),
        Color::Purple => word(locale, "Shades of Purple", "Оттенки фиолетового"),
    }
}

/// A tool card's name and a one-line reminder of what it does.
fn tool_text(locale: Locale, tool: Tool) -> (&'static str, &'static str) {
    let (en, ru) = match tool {
        Tool::GrozingPliers => (
            ("Grozing Pliers", "drafted die +1 or −1"),
            ("Щипцы", "взятый кубик +1 или −1"),
        ),
        Tool::EglomiseBrush => (
            ("Eglomise Brush", "move a die, ignore colour"),
            ("Кисть для эгломизе", "переместить кубик без учёта цвета"),
        ),
        Tool::CopperFoilBurnisher => (
            ("Copper Foil Burnisher", "move a die, ignore value"),
            ("Полировщик фольги", "переместить кубик без учёта значения"),
        ),
        Tool::Lathekin => (
            ("Lathekin", "move exactly two dice"),
            ("Латекин", "переместить ровно два кубика"),
        ),
        Tool::LensCutter => (
            ("Lens Cutter", "swap drafted die with round track"),
            ("Стеклорез", "обменять взятый кубик с треком"),
        ),
        Tool::FluxBrush => (
            ("Flux Brush", "re-roll the drafted die"),
            ("Флюсовая кисть", "перебросить взятый кубик"),
        ),
        Tool::GlazingHammer => (
            ("Glazing Hammer", "re-roll the pool (2nd turn)"),
            ("Молоток", "перебросить запас (2-й ход)"),
        ),
        Tool::RunningPliers => (
            ("Running Pliers", "2nd die now, skip 2nd turn"),
            ("Кусачки", "2-й кубик сейчас, без 2-го хода"),
        ),
        Tool::CorkBackedStraightedge => (
            ("Cork-backed Straightedge", "place away from other dice"),
            ("Линейка на пробке", "положить вдали от кубиков"),
        ),
        Tool::GrindingStone => (
            ("Grinding Stone", "flip the drafted die"),
            ("Точильный камень", "перевернуть взятый кубик"),
        ),
        Tool::FluxRemover => (
            ("Flux Remover", "swap with the bag, pick value"),
            ("Растворитель флюса", "обменять с мешком, выбрать значение"),
        ),
        Tool::TapWheel => (
            ("Tap Wheel", "move ≤2 dice of a track colour"),
            ("Стеклорез-колесо", "переместить ≤2 кубика цвета с трека"),
        ),
    };
    match locale {
        Locale::En => en,
        Locale::Ru => ru,
    }
}

/// A public objective's short name, what scores, and the points per scoring.
fn public_text(locale: Locale, o: PublicObjective) -> (&'static str, &'static str, u8) {
    use PublicObjective as P;
    let ((en, en_how), (ru, ru_how), points) = match o {
        P::RowColorVariety => (
            ("Row Color Variety", "per row, no colour twice"),
            ("Цвета в рядах", "за ряд без повтора цвета"),
            6,
        ),
        P::ColumnColorVariety => (
            ("Column Color Variety", "per column, no colour twice"),
            ("Цвета в столбцах", "за столбец без повтора цвета"),
            5,
        ),
        P::RowShadeVariety => (
            ("Row Shade Variety", "per row, no value twice"),
            ("Значения в рядах", "за ряд без повтора значения"),
            5,
        ),
        P::ColumnShadeVariety => (
            ("Column Shade Variety", "per column, no value twice"),
            ("Значения в столбцах", "за столбец без повтора значения"),
            4,
        ),
        P::LightShades => (
            ("Light Shades", "per set of 1 + 2"),
            ("Светлые оттенки", "за набор 1 + 2"),
            2,
        ),
        P::MediumShades => (
            ("Medium Shades", "per set of 3 + 4"),
            ("Средние оттенки", "за набор 3 + 4"),
            2,
        ),
        P::DeepShades => (
            ("Deep Shades", "per set of 5 + 6"),
            ("Тёмные оттенки", "за набор 5 + 6"),
            2,
        ),
        P::ShadeVariety => (
            ("Shade Variety", "per set of 1–6"),
            ("Все значения", "за набор 1–6"),
            5,
        ),
        P::ColorVariety => (
            ("Color Variety", "per set of all 5 colours"),
            ("Все цвета", "за набор из 5 цветов"),
            4,
        ),
        P::ColorDiagonals => (
            ("Color Diagonals", "per die on a same-colour diagonal"),
            ("Цветные диагонали", "за кубик в диагонали своего цвета"),
            1,
        ),
    };
    match locale {
        Locale::En => (en, en_how, points),
        Locale::Ru => (ru, ru_how, points),
    }
}
