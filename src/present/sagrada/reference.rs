//! The game's cards in full, shown once when the game starts and to whoever asks later
//! (issue 50): the public objectives with what they score, the tool cards with their whole
//! text and price, and the colours' legend. None of it changes during a game, so it is not
//! drawn on every turn's table.

use crate::games::sagrada::{Color, SagradaView};
use crate::i18n::Locale;
use crate::present::kit::{
    capitalised, draw_legend, theme, Align, Area, Canvas, Palette, RenderError, TextStyle, Weight,
    LEGEND_HEIGHT,
};

use super::paint::{self, caption, fact, glass, UNITS};
use super::tools::rules;
use super::words::{self, public_text, tool_text};

const MARGIN: f32 = 8.0;
/// Pixels per unit: less than the table's, the picture being mostly words (and ≤ 60 KB).
const SCALE: f32 = 1.5;
/// A card's text: the size of a caption and a half, regular.
const TEXT_EXTRA: f32 = 1.5;
const LINE: f32 = 19.0;

fn u(x: f32) -> f32 {
    x * SCALE
}

fn body() -> TextStyle {
    TextStyle::new(u(caption() + TEXT_EXTRA), Weight::Regular, theme::TEXT).caption()
}

fn title_style() -> TextStyle {
    TextStyle::new(u(fact()), Weight::Bold, theme::TEXT)
}

fn heading() -> TextStyle {
    TextStyle::new(u(fact() + 1.0), Weight::Bold, theme::HIGHLIGHT)
}

/// Room for a card's words, right of its badge.
fn text_room() -> f32 {
    u(UNITS - 2.0 * MARGIN - 44.0)
}

/// One card: a title and its wrapped text.
struct Card {
    title: String,
    lines: Vec<String>,
}

impl Card {
    fn height(&self) -> f32 {
        26.0 + LINE * self.lines.len() as f32 + 8.0
    }
}

fn wrapped(text: &str) -> Vec<String> {
    paint::wrap(text, body(), text_room(), 8)
}

/// The reference picture for this game's cards.
pub fn draw(view: &SagradaView, locale: Locale, palette: Palette) -> Result<Canvas, RenderError> {
    let solo = view.solo.is_some();
    let publics: Vec<(Card, u8)> = view
        .publics
        .iter()
        .map(|&o| {
            let (title, how, points) = public_text(locale, o);
            (
                Card {
                    title: title.to_string(),
                    lines: wrapped(how),
                },
                points,
            )
        })
        .collect();
    let tools: Vec<(Card, Color)> = view
        .tools
        .iter()
        .map(|t| {
            // In solo each card has its own price; with several, one line says it for all.
            let price = if solo {
                format!(
                    " {} {}.",
                    capitalised(words::costs_a_pool_die(locale)),
                    words::colour(t.color, locale)
                )
            } else {
                String::new()
            };
            (
                Card {
                    title: format!("{}. {}", t.tool.number(), tool_text(locale, t.tool).0),
                    lines: wrapped(&format!("{}{price}", rules(locale, t.tool))),
                },
                t.color,
            )
        })
        .collect();
    let price = if solo {
        Vec::new()
    } else {
        paint::wrap(
            words::tool_price_rule(locale),
            body(),
            u(UNITS - 2.0 * MARGIN),
            3,
        )
    };
    let height = MARGIN
        + SECTION
        + publics.iter().map(|(c, _)| c.height() + 6.0).sum::<f32>()
        + SECTION
        + LINE * price.len() as f32
        + tools.iter().map(|(c, _)| c.height() + 6.0).sum::<f32>()
        + LEGEND_HEIGHT / SCALE * 1.2
        + MARGIN;
    let mut canvas = Canvas::new(u(UNITS) as u32, u(height).ceil() as u32, theme::BACKGROUND)?
        .with_palette(palette);
    let mut y = MARGIN;
    y = section_heading(&mut canvas, words::public_objectives(locale), y);
    for (card, points) in &publics {
        let area = Area::new(u(MARGIN), u(y), u(UNITS - 2.0 * MARGIN), u(card.height()));
        canvas.rounded_rect(area, u(6.0), theme::PANEL);
        let badge = Area::new(area.x + u(6.0), area.y + u(6.0), u(30.0), u(30.0));
        canvas.rounded_rect(badge, u(5.0), theme::LEAD);
        canvas.text_centered(
            &points.to_string(),
            badge.center(),
            TextStyle::new(u(fact() + 2.0), Weight::Bold, theme::HIGHLIGHT),
        );
        card_text(&mut canvas, card, area);
        y += card.height() + 6.0;
    }
    y = section_heading(&mut canvas, words::tool_cards(locale), y);
    for line in &price {
        canvas.text(line, (u(MARGIN), u(y + LINE - 6.0)), Align::Left, body());
        y += LINE;
    }
    for (card, color) in &tools {
        let area = Area::new(u(MARGIN), u(y), u(UNITS - 2.0 * MARGIN), u(card.height()));
        canvas.rounded_rect(area, u(6.0), theme::PANEL);
        paint::swatch(
            &mut canvas,
            Area::new(area.x + u(6.0), area.y + u(6.0), u(30.0), u(30.0)),
            *color,
        );
        card_text(&mut canvas, card, area);
        y += card.height() + 6.0;
    }
    let legend: Vec<_> = Color::ALL
        .into_iter()
        .map(|c| (glass(c), capitalised(words::colour(c, locale))))
        .collect();
    draw_legend(&mut canvas, &legend, u(y));
    Ok(canvas)
}

/// A section's band, its heading on it.
const SECTION: f32 = 30.0;

/// Writes a section's heading at `y`; returns the top of what follows it.
fn section_heading(canvas: &mut Canvas, title: &str, y: f32) -> f32 {
    canvas.text(title, (u(MARGIN), u(y + 20.0)), Align::Left, heading());
    y + SECTION
}

fn card_text(canvas: &mut Canvas, card: &Card, area: Area) {
    let x = area.x + u(44.0);
    canvas.text(
        &card.title,
        (x, area.y + u(21.0)),
        Align::Left,
        title_style(),
    );
    for (i, line) in card.lines.iter().enumerate() {
        let baseline = area.y + u(26.0 + LINE * (i as f32 + 1.0) - 4.0);
        canvas.text(line, (x, baseline), Align::Left, body());
    }
}
