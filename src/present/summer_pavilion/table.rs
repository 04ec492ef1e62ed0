//! The shared table: the round with this and the next round's wild colour, the bag and the
//! tower, the factories, the centre, the supply and a row for every player (what each holds
//! and keeps, the score), the last move outlined in the highlight.
//!
//! Drawn 940 px wide and never taller (issue 50): shown 400 px wide on a phone its facts have
//! 10-px capitals and its tiles 9-px symbols, and with the boards' picture under it the message
//! fits one screen.

use super::words;
use super::{
    counted_chips, draw_pieces, empty_slot, held_and_kept, round_and_wild, start_token, tile_chip,
    Piece, Sizes, GOLD,
};
use super::{theme, Align, Area, Canvas, RenderError, Weight};
use crate::game::Seat;
use crate::games::summer_pavilion::state::SUPPLY_SLOTS;
use crate::games::summer_pavilion::SummerPavilion;
use crate::games::summer_pavilion::{Colour, LastMove, PavilionView, Phase, Source, Tiles};
use crate::i18n::Locale;
use crate::present::kit::{capitalised, ellipsize, seat_name, Palette, TextStyle};
use crate::present::DrawTable;

pub const WIDTH: u32 = 940;

/// The picture's height for `view` in `locale`.
pub fn height(view: &PavilionView, locale: Locale) -> u32 {
    Layout::of(view, locale).height(view).ceil() as u32
}

fn sizes() -> Sizes {
    Sizes::for_width(WIDTH)
}

/// One line of words and chips, in phone px.
const LINE: f32 = 22.0;
const MARGIN: f32 = 5.0;
const GAP: f32 = 3.0;

/// Where everything goes, worked out once for drawing and for the height.
struct Layout {
    /// Whether the bag and tower need a line of their own under the round.
    pile_line: bool,
    /// Whether the round's line has room for the wild colours' names.
    wild_names: bool,
    /// The factories' band, unless every factory is empty (the placing phase).
    factories: bool,
    /// Lines of each player's row.
    rows: Vec<usize>,
    locale: Locale,
}

impl Layout {
    fn of(view: &PavilionView, locale: Locale) -> Layout {
        let s = sizes();
        let room = WIDTH as f32 - 2.0 * MARGIN * s.unit;
        let pile = Canvas::text_width(&pile_text(view, locale), pile_style(view));
        let with_names = round_and_wild(None, view, locale, (0.0, 0.0), s, true);
        let without = round_and_wild(None, view, locale, (0.0, 0.0), s, false);
        let gap = 12.0 * s.unit;
        let (pile_line, wild_names) = if with_names + gap + pile <= room {
            (false, true)
        } else if without + gap + pile <= room {
            (false, false)
        } else {
            (true, with_names <= room)
        };
        Layout {
            pile_line,
            wild_names,
            factories: view.factories.iter().any(|f| !f.is_empty()),
            rows: view
                .players
                .iter()
                .map(|p| row_lines(view, p.seat, locale))
                .collect(),
            locale,
        }
    }

    fn height(&self, view: &PavilionView) -> f32 {
        let u = sizes().unit;
        let header = if self.pile_line { 2.0 } else { 1.0 } * LINE;
        let factories = if self.factories {
            factory_band(view) + GAP
        } else {
            0.0
        };
        let rows: f32 = self.rows.iter().map(|&n| n as f32 * LINE + GAP).sum();
        (MARGIN + header + GAP + 2.0 * LINE + 2.0 * GAP + rows + factories) * u
            + legend(None, self.locale, 0.0)
    }
}

/// The factories' side and the band they take (with their numbers), in phone px.
fn factory_side(view: &PavilionView) -> f32 {
    let n = view.factories.len().max(1) as f32;
    let room = WIDTH as f32 / sizes().unit - 2.0 * MARGIN;
    ((room - (n - 1.0) * 4.0) / n).min(56.0)
}

fn factory_band(view: &PavilionView) -> f32 {
    factory_side(view) + 19.0
}

fn pile_text(view: &PavilionView, locale: Locale) -> String {
    if view.phase == Phase::Over {
        return crate::present::words::game_over(locale).to_string();
    }
    format!(
        "{} · {}",
        crate::present::words::pile(words::pouch(locale), view.bag_count),
        crate::present::words::pile(crate::present::words::tower(locale), view.tower.total())
    )
}

fn pile_style(view: &PavilionView) -> TextStyle {
    if view.phase == Phase::Over {
        TextStyle::new(sizes().fact, Weight::Bold, GOLD)
    } else {
        TextStyle::new(sizes().fact, Weight::Regular, theme::TEXT)
    }
}

/// What the last move brought to `seat`'s hand or corners, to outline there.
fn marked_for(view: &PavilionView, seat: Seat) -> Tiles {
    match &view.last {
        Some(LastMove::Took {
            seat: s,
            colour,
            with_wild,
            ..
        }) if *s == seat => {
            let mut t = Tiles::of(*colour, 1);
            if *with_wild {
                t.add(view.wild, 1);
            }
            t
        }
        Some(LastMove::Placed { seat: s, bonus, .. }) if *s == seat => {
            let list: Vec<Colour> = bonus.iter().map(|(_, c)| *c).collect();
            Tiles::from_list(&list)
        }
        Some(LastMove::Passed { seat: s, kept, .. }) if *s == seat => *kept,
        _ => Tiles::EMPTY,
    }
}

/// A player's row: one line for the name, what it is doing and the score, one for what it
/// holds and keeps when it has any (two when that is too long for one).
fn row_lines(view: &PavilionView, seat: Seat, locale: Locale) -> usize {
    let (held, kept) = held_and_kept(view, seat);
    if held.is_empty() && kept.is_empty() {
        return 1;
    }
    let room = WIDTH as f32 - 2.0 * (MARGIN + 6.0) * sizes().unit;
    if tiles_line(None, view, seat, locale, (0.0, 0.0)) <= room {
        2
    } else {
        3
    }
}

impl DrawTable for SummerPavilion {
    fn draw_table(
        view: &PavilionView,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError> {
        let layout = Layout::of(view, locale);
        let s = sizes();
        let u = s.unit;
        let height = height(view, locale);
        let mut canvas = Canvas::new(WIDTH, height, theme::BACKGROUND)?.with_palette(palette);
        let mut y = MARGIN * u;
        header(&mut canvas, view, locale, &layout, y);
        y += (if layout.pile_line { 2.0 } else { 1.0 }) * LINE * u + GAP * u;
        if layout.factories {
            factories(&mut canvas, view, y);
            y += (factory_band(view) + GAP) * u;
        }
        centre_and_supply(&mut canvas, view, locale, y);
        y += (2.0 * LINE + 2.0 * GAP) * u;
        let best = view.players.iter().map(|p| p.score).max().unwrap_or(0);
        for (p, &lines) in view.players.iter().zip(&layout.rows) {
            let h = lines as f32 * LINE * u;
            player_row(&mut canvas, view, p.seat, names, locale, (y, h), best);
            y += h + GAP * u;
        }
        legend(Some(&mut canvas), locale, y);
        Ok(canvas)
    }

    /// Every player's board, always on the table message: the whole table is public, and a good
    /// player drafts against what the others need (issue 37).
    fn draw_players(
        view: &PavilionView,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Option<Canvas>, RenderError> {
        super::players::draw(view, names, locale, palette).map(Some)
    }
}

fn header(canvas: &mut Canvas, view: &PavilionView, locale: Locale, layout: &Layout, top: f32) {
    let s = sizes();
    let u = s.unit;
    let cy = top + LINE * u / 2.0;
    let x = MARGIN * u;
    round_and_wild(Some(canvas), view, locale, (x, cy), s, layout.wild_names);
    let right = WIDTH as f32 - MARGIN * u;
    let at = if layout.pile_line { cy + LINE * u } else { cy };
    let style = pile_style(view);
    canvas.text(
        &pile_text(view, locale),
        (right, at + style.size * 0.32),
        Align::Right,
        style,
    );
}

fn factories(canvas: &mut Canvas, view: &PavilionView, top: f32) {
    let s = sizes();
    let u = s.unit;
    let d = factory_side(view) * u;
    let n = view.factories.len() as f32;
    let step = d + 4.0 * u;
    let x0 = (WIDTH as f32 - (n * d + (n - 1.0) * 4.0 * u)) / 2.0;
    // Four tiles in a square, as large as the factory allows and never under a chip.
    let tile = (d * 0.43).max(s.chip).min(s.chip * 1.4);
    let offset = tile / 2.0 + 1.5 * u;
    let offsets = [
        (-offset, -offset),
        (offset, -offset),
        (-offset, offset),
        (offset, offset),
    ];
    let emptied = match view.last {
        Some(LastMove::Took {
            source: Source::Factory(i),
            ..
        }) => Some(usize::from(i)),
        _ => None,
    };
    for (i, tiles) in view.factories.iter().enumerate() {
        let area = Area::new(x0 + i as f32 * step, top, d, d);
        let (cx, cy) = area.center();
        if emptied == Some(i) {
            canvas.stroke_rounded_rect(area.inset(-1.5 * u), d * 0.3, 1.8 * u, GOLD);
        }
        canvas.rounded_rect(area, d * 0.28, theme::PANEL_LIGHT);
        canvas.rounded_rect(area.inset(1.2 * u), d * 0.26, theme::PANEL);
        let list = tiles.to_list();
        if list.len() <= offsets.len() {
            for (colour, (dx, dy)) in list.iter().zip(offsets) {
                tile_chip(
                    canvas,
                    *colour,
                    cx + dx,
                    cy + dy,
                    tile,
                    *colour == view.wild,
                );
            }
        } else {
            // More than four would be an engine oddity: counted instead.
            counted_chips(
                Some(canvas),
                tiles,
                view.wild,
                (area.x, cy),
                s,
                &Tiles::EMPTY,
            );
        }
        let ink = if tiles.is_empty() {
            theme::TEXT_DIM
        } else {
            theme::TEXT
        };
        let number = TextStyle::new(s.fact, Weight::Bold, ink);
        canvas.text(
            &(i + 1).to_string(),
            (cx, top + d + 2.5 * u + number.size * 0.63),
            Align::Center,
            number,
        );
    }
}

/// The centre's line (the start token while it lies there, then the tiles) and the supply's
/// ten spaces under it, in one panel.
fn centre_and_supply(canvas: &mut Canvas, view: &PavilionView, locale: Locale, top: f32) {
    let s = sizes();
    let u = s.unit;
    let area = Area::new(
        MARGIN * u,
        top,
        WIDTH as f32 - 2.0 * MARGIN * u,
        (2.0 * LINE + GAP) * u,
    );
    canvas.rounded_rect(area, 4.0 * u, theme::PANEL);
    let caption = TextStyle::new(s.caption, Weight::Bold, theme::TEXT_DIM).caption();
    let centre_word = crate::present::words::centre(locale);
    let supply_word = words::supply(locale);
    let column = Canvas::text_width(centre_word, caption)
        .max(Canvas::text_width(supply_word, caption))
        + 14.0 * u;
    let x = area.x + 6.0 * u;
    let cy = top + (LINE / 2.0 + GAP / 2.0) * u;
    if matches!(
        view.last,
        Some(LastMove::Took {
            source: Source::Centre,
            ..
        })
    ) {
        let ring = Area::new(area.x + 2.0 * u, top + 1.5 * u, area.w - 4.0 * u, LINE * u);
        canvas.stroke_rounded_rect(ring, 4.0 * u, 1.6 * u, GOLD);
    }
    canvas.text(
        centre_word,
        (x, cy + caption.size * 0.32),
        Align::Left,
        caption,
    );
    let mut cx = x + column;
    if view.start_token.is_none() {
        start_token(canvas, cx + s.chip / 2.0, cy, s.chip);
        cx += s.chip + 8.0 * u;
    }
    if view.centre.is_empty() && view.start_token.is_some() {
        canvas.text(
            "—",
            (cx, cy + s.fact * 0.32),
            Align::Left,
            TextStyle::new(s.fact, Weight::Bold, theme::TEXT_DIM),
        );
    } else {
        counted_chips(
            Some(canvas),
            &view.centre,
            view.wild,
            (cx, cy),
            s,
            &Tiles::EMPTY,
        );
    }

    let cy = cy + LINE * u;
    canvas.text(
        supply_word,
        (x, cy + caption.size * 0.32),
        Align::Left,
        caption,
    );
    let room = area.x + area.w - 6.0 * u - (x + column);
    let slots = SUPPLY_SLOTS as f32;
    let gap = ((room - slots * s.chip) / (slots - 1.0)).min(6.0 * u);
    for (i, slot) in view.supply.iter().enumerate() {
        let sx = x + column + s.chip / 2.0 + i as f32 * (s.chip + gap);
        match slot {
            Some(colour) => tile_chip(canvas, *colour, sx, cy, s.chip, *colour == view.wild),
            None => empty_slot(canvas, sx, cy, s.chip),
        }
    }
}

/// "Held: ■×2 ■×1   Kept: ■×1", from `x` centred on `cy`; measures only without a canvas.
fn tiles_line(
    mut canvas: Option<&mut Canvas>,
    view: &PavilionView,
    seat: Seat,
    locale: Locale,
    (x0, cy): (f32, f32),
) -> f32 {
    let s = sizes();
    let u = s.unit;
    let (held, kept) = held_and_kept(view, seat);
    let marked = marked_for(view, seat);
    let label = TextStyle::new(s.caption, Weight::Regular, theme::TEXT_DIM).caption();
    let mut x = x0;
    let write = |canvas: Option<&mut Canvas>, text: &str, x: f32| match canvas {
        Some(c) => c.text(text, (x, cy + label.size * 0.32), Align::Left, label),
        None => Canvas::text_width(text, label),
    };
    if !held.is_empty() || kept.is_empty() {
        x += write(canvas.as_deref_mut(), words::held_label(locale), x) + 6.0 * u;
        x += if held.is_empty() {
            write(canvas.as_deref_mut(), "—", x)
        } else {
            counted_chips(canvas.as_deref_mut(), &held, view.wild, (x, cy), s, &marked)
        } + 14.0 * u;
    }
    if !kept.is_empty() {
        x += write(canvas.as_deref_mut(), words::kept_label(locale), x) + 6.0 * u;
        x += counted_chips(canvas, &kept, view.wild, (x, cy), s, &marked);
    }
    x - x0
}

fn player_row(
    canvas: &mut Canvas,
    view: &PavilionView,
    seat: Seat,
    names: &[String],
    locale: Locale,
    (top, height): (f32, f32),
    best: u32,
) {
    let Some(p) = view.player(seat) else { return };
    let s = sizes();
    let u = s.unit;
    let area = Area::new(MARGIN * u, top, WIDTH as f32 - 2.0 * MARGIN * u, height);
    let acting = view.phase.seat() == Some(seat);
    if acting {
        canvas.rounded_rect(area.inset(-1.5 * u), 5.5 * u, GOLD);
    }
    canvas.rounded_rect(area, 4.0 * u, theme::PANEL);
    let cy = top + LINE * u / 2.0;
    let fact = |weight, colour| TextStyle::new(s.fact, weight, colour);

    let mut x = area.x + 6.0 * u;
    if acting {
        x += canvas.text(
            "▶",
            (x, cy + s.fact * 0.32),
            Align::Left,
            fact(Weight::Bold, GOLD),
        ) + 4.0 * u;
    }
    // The score at the right, the start token beside it once someone took it.
    let right = area.x + area.w - 6.0 * u;
    let score_style = fact(Weight::Bold, GOLD);
    let mut score_w = canvas.text(
        &crate::present::words::points(i64::from(p.score), locale),
        (right, cy + s.fact * 0.32),
        Align::Right,
        score_style,
    );
    if view.start_token == Some(seat) {
        start_token(canvas, right - score_w - 6.0 * u - s.chip / 2.0, cy, s.chip);
        score_w += s.chip + 6.0 * u;
    }
    let over = view.phase == Phase::Over;
    let status = if acting {
        Some(super::phase_label(&view.phase, locale))
    } else if over && p.score == best {
        Some(words::winner(locale).to_string())
    } else if p.passed && !over {
        Some(words::passed(locale).to_string())
    } else {
        None
    };
    let name_style = fact(Weight::Bold, theme::TEXT);
    let room = right - score_w - 10.0 * u - x;
    let status_style = fact(Weight::Regular, if acting { GOLD } else { theme::TEXT_DIM });
    // The name first; what the player is doing takes what is left.
    let full = seat_name(names, seat, locale);
    let name_room = if status.is_some() { room * 0.6 } else { room }
        .max(Canvas::text_width(&full, name_style).min(room * 0.6));
    let name = ellipsize(&full, name_style, name_room);
    x += canvas.text(&name, (x, cy + s.fact * 0.32), Align::Left, name_style) + 8.0 * u;
    if let Some(status) = status {
        let left = right - score_w - 10.0 * u - x;
        let status = ellipsize(&format!("· {status}"), status_style, left);
        canvas.text(&status, (x, cy + s.fact * 0.32), Align::Left, status_style);
    }

    let (held, kept) = held_and_kept(view, seat);
    if held.is_empty() && kept.is_empty() {
        return;
    }
    let cy = cy + LINE * u;
    let x = area.x + 6.0 * u;
    if height > 2.5 * LINE * u {
        // Too long for one line: what it holds, then what it keeps.
        let marked = marked_for(view, seat);
        let label = TextStyle::new(s.caption, Weight::Regular, theme::TEXT_DIM).caption();
        for (i, (word, tiles)) in [
            (words::held_label(locale), held),
            (words::kept_label(locale), kept),
        ]
        .into_iter()
        .enumerate()
        {
            let cy = cy + i as f32 * LINE * u;
            let w = canvas.text(word, (x, cy + label.size * 0.32), Align::Left, label);
            counted_chips(
                Some(canvas),
                &tiles,
                view.wild,
                (x + w + 6.0 * u, cy),
                s,
                &marked,
            );
        }
    } else {
        tiles_line(Some(canvas), view, seat, locale, (x, cy));
    }
}

/// The colours' names beside their chips, on one line or, when too long for it (Russian), on
/// two centred ones, from `top`; returns the band's height. Measures only without a canvas.
fn legend(mut canvas: Option<&mut Canvas>, locale: Locale, top: f32) -> f32 {
    let s = sizes();
    let u = s.unit;
    let name = TextStyle::new(s.caption, Weight::Regular, theme::TEXT).caption();
    let pieces = |colours: &[Colour]| -> Vec<Piece> {
        colours
            .iter()
            .flat_map(|&c| {
                [
                    Piece::Chip(c, false),
                    Piece::Text(capitalised(words::colour(c, locale)), name),
                    Piece::Gap(6.0 * u),
                ]
            })
            .collect()
    };
    let room = WIDTH as f32 - 2.0 * MARGIN * u;
    let all = pieces(&Colour::ALL);
    let lines: Vec<Vec<Piece>> = if draw_pieces(None, &all, (0.0, 0.0), s) <= room {
        vec![all]
    } else {
        let (a, b) = Colour::ALL.split_at(3);
        vec![pieces(a), pieces(b)]
    };
    let line = 20.0 * u;
    for (i, pieces) in lines.iter().enumerate() {
        let w = draw_pieces(None, pieces, (0.0, 0.0), s) - 6.0 * u;
        let x = (WIDTH as f32 - w) / 2.0;
        let cy = top + line * (i as f32 + 0.5);
        if let Some(c) = canvas.as_deref_mut() {
            draw_pieces(Some(c), pieces, (x, cy), s);
        }
    }
    line * lines.len() as f32 + MARGIN * u
}
