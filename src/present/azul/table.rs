//! The shared table: the round, bag and lid, whose turn, the factories, and the centre with the
//! first-player marker while nobody has taken from it; once the game is over, the standings
//! instead. The factory or centre the last take emptied is ringed in gold. Every board is in the
//! second public picture (`players.rs`).

use super::{caption_size, fact_size, glass, marker, tile, words, GOLD};
use crate::game::Seat;
use crate::games::azul::{Azul, AzulView, Colour, Marker, Phase, Source, Tiles};
use crate::i18n::Locale;
use crate::present::kit::{
    capitalised, draw_legend, ellipsize, seat_name, theme, Align, Area, Canvas, Palette,
    RenderError, Weight, LEGEND_HEIGHT,
};
use crate::present::kit::{FactoryRows, TextStyle};
use crate::present::words::{game_over, pile, points, round, to_play};
use crate::present::DrawTable;

pub const WIDTH: u32 = 800;
const MARGIN: f32 = 20.0;
/// The two header lines: the round and the piles, then whose turn.
const HEADER: f32 = 112.0;
const CHIP: f32 = 48.0;

fn fact() -> f32 {
    fact_size(WIDTH as f32)
}

fn caption() -> f32 {
    caption_size(WIDTH as f32)
}

/// The centre's panel: its caption, then a row of tiles.
fn centre_height() -> f32 {
    caption() * 1.5 + CHIP + 22.0
}

/// One line of the standings.
fn standing_height() -> f32 {
    fact() * 1.8
}

/// The factories' discs: one row, or two once there are more than 7.
fn factory_rows(view: &AzulView) -> FactoryRows {
    // Nine discs in two rows stay as large as five in one: no smaller cap.
    FactoryRows::new(view.factories.len(), WIDTH, MARGIN, f32::INFINITY)
}

/// Below a disc: its number.
fn factory_pitch(rows: &FactoryRows) -> f32 {
    rows.diameter + fact() * 1.45
}

/// The factories' band: one or two rows of discs with their numbers.
fn factory_band(view: &AzulView) -> f32 {
    let rows = factory_rows(view);
    rows.rows() as f32 * factory_pitch(&rows)
}

fn middle(view: &AzulView) -> f32 {
    if view.phase == Phase::Over {
        view.players.len() as f32 * standing_height() + 12.0
    } else {
        factory_band(view) + centre_height() + 14.0
    }
}

fn height(view: &AzulView) -> u32 {
    (HEADER + middle(view) + LEGEND_HEIGHT + 10.0).ceil() as u32
}

impl DrawTable for Azul {
    fn draw_table(
        view: &AzulView,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError> {
        let mut canvas = Canvas::new(WIDTH, height(view), theme::BACKGROUND)?.with_palette(palette);
        header(&mut canvas, view, names, locale);
        let mut y = HEADER;
        if view.phase == Phase::Over {
            standings(&mut canvas, view, names, locale, y);
        } else {
            factories(&mut canvas, view, y);
            y += factory_band(view);
            centre(&mut canvas, view, locale, y);
        }
        y = HEADER + middle(view);
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

/// "Round 4" and "Bag 21 · Lid 5", then "▶ Alice to play" (or "Game over").
fn header(canvas: &mut Canvas, view: &AzulView, names: &[String], locale: Locale) {
    let left = MARGIN + 4.0;
    let right = WIDTH as f32 - MARGIN - 4.0;
    let first = 46.0;
    let second = 96.0;
    let big = TextStyle::new(fact() * 1.1, Weight::Bold, theme::TEXT);
    let round_w = canvas.text(
        &format!("{} {}", round(locale), view.round),
        (left, first),
        Align::Left,
        big,
    );
    let piles = format!(
        "{} · {}",
        pile(words::bag(locale), view.bag_count),
        pile(words::lid(locale), view.lid.total())
    );
    let pile_style = TextStyle::new(fact(), Weight::Regular, theme::TEXT);
    let piles = ellipsize(&piles, pile_style, right - left - round_w - 24.0);
    canvas.text(&piles, (right, first), Align::Right, pile_style);
    let gold = TextStyle::new(fact(), Weight::Bold, GOLD);
    match view.phase.seat() {
        _ if view.phase == Phase::Over => {
            canvas.text(game_over(locale), (left, second), Align::Left, gold);
        }
        Some(seat) => {
            let text = format!("▶ {}", to_play(&seat_name(names, seat, locale), locale));
            let text = ellipsize(&text, gold, right - left);
            canvas.text(&text, (left, second), Align::Left, gold);
        }
        None => {}
    }
}

/// The factories, the one the last take emptied ringed in gold.
fn factories(canvas: &mut Canvas, view: &AzulView, top: f32) {
    let rows = factory_rows(view);
    let d = rows.diameter;
    let size = (d * 0.36).clamp(26.0, 52.0);
    let step = size / 2.0 + 3.0;
    let offsets = [(-step, -step), (step, -step), (-step, step), (step, step)];
    let emptied = last_source(view);
    for (i, tiles) in view.factories.iter().enumerate() {
        let (cx, cy) = rows.centre(i, top, factory_pitch(&rows));
        canvas.circle(cx, cy, d / 2.0, theme::PANEL_LIGHT);
        canvas.circle(cx, cy, d / 2.0 - 3.0, theme::PANEL);
        if emptied == Some(Source::Factory(i as u8)) {
            canvas.stroke_circle(cx, cy, d / 2.0 - 1.0, 5.0, GOLD);
        }
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
            (cx, cy + d / 2.0 + fact() * 0.75),
            TextStyle::new(fact(), Weight::Bold, ink),
        );
    }
}

/// The source the last move took from, while the table still shows the round it was taken in.
fn last_source(view: &AzulView) -> Option<Source> {
    let last = view.last.as_ref()?;
    if last.round_ended {
        return None;
    }
    last.take.map(|t| t.source)
}

fn centre(canvas: &mut Canvas, view: &AzulView, locale: Locale, top: f32) {
    let area = Area::new(MARGIN, top, WIDTH as f32 - 2.0 * MARGIN, centre_height());
    canvas.rounded_rect(area, 12.0, theme::PANEL);
    if last_source(view) == Some(Source::Centre) {
        canvas.stroke_rounded_rect(area.inset(2.0), 11.0, 5.0, GOLD);
    }
    canvas.text(
        crate::present::words::centre(locale),
        (area.x + 16.0, top + caption() * 1.15),
        Align::Left,
        TextStyle::new(caption(), Weight::Bold, theme::TEXT_DIM).caption(),
    );
    let cy = top + caption() * 1.5 + CHIP / 2.0 + 6.0;
    let mut x = area.x + 16.0;
    if view.marker == Marker::Centre {
        marker(canvas, x + CHIP / 2.0, cy, CHIP);
        x += CHIP + 16.0;
    }
    if view.centre.is_empty() {
        canvas.text(
            "—",
            (x, cy + 10.0),
            Align::Left,
            TextStyle::new(fact(), Weight::Bold, theme::TEXT_DIM),
        );
    } else {
        counted(canvas, &view.centre, x, cy);
    }
}

/// Tiles grouped by colour as a tile followed by "×n", left to right from `x`.
fn counted(canvas: &mut Canvas, tiles: &Tiles, x: f32, cy: f32) {
    let count_style = TextStyle::new(fact(), Weight::Bold, theme::TEXT);
    let mut x = x;
    for colour in Colour::ALL {
        let n = tiles.get(colour);
        if n == 0 {
            continue;
        }
        tile(canvas, colour, x + CHIP / 2.0, cy, CHIP);
        x += CHIP + 6.0;
        let w = canvas.text(
            &format!("×{n}"),
            (x, cy + super::cap_height_of(fact()) / 2.0),
            Align::Left,
            count_style,
        );
        x += w + 20.0;
    }
}

/// The final standings, best first: place, name, score and complete rows (the tie-breaker),
/// the winners in gold.
fn standings(canvas: &mut Canvas, view: &AzulView, names: &[String], locale: Locale, top: f32) {
    let key = |seat: Seat| {
        view.player(seat)
            .map_or((0, 0), |p| (p.score, p.board.wall.complete_rows()))
    };
    let mut seats: Vec<Seat> = view.players.iter().map(|p| p.seat).collect();
    seats.sort_by_key(|s| std::cmp::Reverse(key(*s)));
    let left = MARGIN + 4.0;
    let right = WIDTH as f32 - MARGIN - 4.0;
    let h = standing_height();
    for (i, seat) in seats.iter().enumerate() {
        let place = 1 + seats.iter().filter(|s| key(**s) > key(*seat)).count();
        let area = Area::new(
            MARGIN,
            top + i as f32 * h,
            WIDTH as f32 - 2.0 * MARGIN,
            h - 8.0,
        );
        canvas.rounded_rect(area, 10.0, theme::PANEL);
        let colour = if place == 1 { GOLD } else { theme::TEXT };
        let ink = TextStyle::new(fact(), Weight::Bold, colour);
        let baseline = area.y + area.h / 2.0 + super::cap_height_of(fact()) / 2.0;
        let Some(player) = view.player(*seat) else {
            continue;
        };
        let score = points(i64::from(player.score), locale);
        let rows = player.board.wall.complete_rows();
        // The tie-breaker, shown when it breaks a tie.
        let tied = seats.iter().any(|s| s != seat && key(*s).0 == player.score);
        let tail = if tied {
            format!("{} · {score}", words::complete_rows(rows, locale))
        } else {
            score
        };
        let tail_w = canvas.text(&tail, (right - 12.0, baseline), Align::Right, ink);
        let place_w = canvas.text(
            &format!("{place}."),
            (left + 8.0, baseline),
            Align::Left,
            ink,
        );
        let x = left + 8.0 + place_w.max(fact()) + fact() * 0.5;
        let name = ellipsize(
            &seat_name(names, *seat, locale),
            ink,
            right - 36.0 - tail_w - x,
        );
        canvas.text(&name, (x, baseline), Align::Left, ink);
    }
}
