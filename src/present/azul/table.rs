//! The shared table: the round, bag and lid, the factories, and the centre with the
//! first-player marker while nobody has taken from it. Every board is in the second public
//! picture (`players.rs`).

use super::{glass, marker, style, tile, words, GOLD};
use crate::games::azul::{Azul, AzulView, Colour, Marker, Phase, Tiles};
use crate::i18n::Locale;
use crate::present::kit::FactoryRows;
use crate::present::kit::{
    capitalised, draw_legend, theme, Align, Area, Canvas, Palette, RenderError, Weight,
    LEGEND_HEIGHT,
};
use crate::present::DrawTable;

pub const WIDTH: u32 = 1000;
/// The smallest words: 10.4 px when a phone shows the picture 400 px wide.
const SMALL: f32 = 26.0;
const MARGIN: f32 = 20.0;
const HEADER: f32 = 64.0;
const CENTRE: f32 = 112.0;
const CHIP: f32 = 40.0;

/// The factories' discs: one row, or two once there are more than 7.
fn factory_rows(view: &AzulView) -> FactoryRows {
    // Nine discs in two rows stay as large as five in one: no smaller cap.
    FactoryRows::new(view.factories.len(), WIDTH, MARGIN, f32::INFINITY)
}

/// The factories' band: a title, then one or two rows of discs with their numbers.
fn factory_band(view: &AzulView) -> f32 {
    let rows = factory_rows(view);
    34.0 + rows.rows() as f32 * (rows.diameter + 38.0)
}

fn height(view: &AzulView) -> u32 {
    (HEADER + factory_band(view) + CENTRE + 16.0 + LEGEND_HEIGHT + 8.0).ceil() as u32
}

impl DrawTable for Azul {
    fn draw_table(
        view: &AzulView,
        _names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError> {
        let mut canvas = Canvas::new(WIDTH, height(view), theme::BACKGROUND)?.with_palette(palette);
        header(&mut canvas, view, locale);
        let mut y = HEADER;
        factories(&mut canvas, view, locale, y);
        y += factory_band(view);
        centre(&mut canvas, view, locale, y);
        y += CENTRE + 16.0;
        let legend: Vec<_> = Colour::ALL
            .into_iter()
            .map(|c| (glass(c), capitalised(words::colour(c, locale))))
            .collect();
        draw_legend(&mut canvas, &legend, y);
        Ok(canvas)
    }

    /// Every player's board, always on the table message: the whole table is public, and a
    /// good player drafts against what the others need.
    fn draw_players(
        view: &AzulView,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Option<Canvas>, RenderError> {
        super::players::draw(view, names, locale, palette).map(Some)
    }
}

fn header(canvas: &mut Canvas, view: &AzulView, locale: Locale) {
    let big = style(30.0, Weight::Bold, theme::TEXT);
    let round = format!("{} {}", crate::present::words::round(locale), view.round);
    canvas.text(&round, (MARGIN + 4.0, 44.0), Align::Left, big);
    let right = WIDTH as f32 - MARGIN - 4.0;
    let (text, ink) = if view.phase == Phase::Over {
        (
            crate::present::words::game_over(locale).to_string(),
            style(30.0, Weight::Bold, GOLD),
        )
    } else {
        (
            format!(
                "{} {} · {} {}",
                words::bag(locale),
                view.bag_count,
                words::lid(locale),
                view.lid.total()
            ),
            style(28.0, Weight::Regular, theme::TEXT),
        )
    };
    canvas.text(&text, (right, 44.0), Align::Right, ink);
}

fn section_title(canvas: &mut Canvas, text: &str, x: f32, baseline: f32) {
    canvas.text(
        text,
        (x, baseline),
        Align::Left,
        style(SMALL, Weight::Bold, theme::TEXT_DIM),
    );
}

fn factories(canvas: &mut Canvas, view: &AzulView, locale: Locale, top: f32) {
    section_title(canvas, words::factories(locale), MARGIN + 4.0, top + 24.0);
    let rows = factory_rows(view);
    let d = rows.diameter;
    let size = (d * 0.33).clamp(26.0, 48.0);
    let step = size / 2.0 + 3.0;
    let offsets = [(-step, -step), (step, -step), (-step, step), (step, step)];
    for (i, tiles) in view.factories.iter().enumerate() {
        let (cx, cy) = rows.centre(i, top + 34.0, d + 38.0);
        canvas.circle(cx, cy, d / 2.0, theme::PANEL_LIGHT);
        canvas.circle(cx, cy, d / 2.0 - 3.0, theme::PANEL);
        let list = tiles.to_list();
        if list.len() <= offsets.len() {
            for (colour, (dx, dy)) in list.iter().zip(offsets) {
                tile(canvas, *colour, cx + dx, cy + dy, size);
            }
        } else {
            // A factory holds four tiles; more would be an oddity, still drawn in a ring.
            let r = d * 0.3;
            let k = list.len() as f32;
            for (j, colour) in list.iter().enumerate() {
                let a = std::f32::consts::TAU * j as f32 / k;
                tile(
                    canvas,
                    *colour,
                    cx + r * a.cos(),
                    cy + r * a.sin(),
                    size * 0.7,
                );
            }
        }
        let ink = if tiles.is_empty() {
            theme::TEXT_DIM
        } else {
            theme::TEXT
        };
        canvas.text_centered(
            &(i + 1).to_string(),
            (cx, cy + d / 2.0 + 19.0),
            style(28.0, Weight::Bold, ink),
        );
    }
}

fn centre(canvas: &mut Canvas, view: &AzulView, locale: Locale, top: f32) {
    let area = Area::new(MARGIN, top, WIDTH as f32 - 2.0 * MARGIN, CENTRE);
    canvas.rounded_rect(area, 12.0, theme::PANEL);
    section_title(
        canvas,
        crate::present::words::centre(locale),
        area.x + 16.0,
        top + 30.0,
    );
    let cy = top + 74.0;
    let mut x = area.x + 18.0;
    if view.marker == Marker::Centre && view.phase != Phase::Over {
        marker(canvas, x + CHIP / 2.0, cy, CHIP);
        x += CHIP + 16.0;
    }
    if view.centre.is_empty() {
        canvas.text(
            "—",
            (x, cy + 10.0),
            Align::Left,
            style(28.0, Weight::Bold, theme::TEXT_DIM),
        );
    } else {
        counted(canvas, &view.centre, x, cy);
    }
}

/// Tiles grouped by colour as a tile followed by "×n", left to right from `x`.
fn counted(canvas: &mut Canvas, tiles: &Tiles, x: f32, cy: f32) {
    let count_style = style(32.0, Weight::Bold, theme::TEXT);
    let mut x = x;
    for colour in Colour::ALL {
        let n = tiles.get(colour);
        if n == 0 {
            continue;
        }
        tile(canvas, colour, x + CHIP / 2.0, cy, CHIP);
        x += CHIP + 4.0;
        let w = canvas.text(
            &format!("×{n}"),
            (x, cy + count_style.size * 0.36),
            Align::Left,
            count_style,
        );
        x += w + 18.0;
    }
}
