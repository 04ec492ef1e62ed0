//! The final score sheet of any game: one column per player in ranking order, one row per
//! score item, and the totals.

use super::{
    ellipsize, seat_name, signed, signed_score, theme, Align, Area, Canvas, RenderError, Rgba,
    TextStyle, Weight,
};
use crate::game::{Outcome, Standing};
use crate::i18n::Locale;
use crate::present::words;

const MARGIN: f32 = 24.0;
/// Room left and right of a label or a number inside its cell.
const PAD: f32 = 16.0;
/// The header: medal band, name and score.
const HEADER_H: f32 = 230.0;
const MEDAL_BAND: f32 = 58.0;
const ROW_H: f32 = 60.0;
const TOTAL_H: f32 = 74.0;
/// The note under the totals.
const NOTE_H: f32 = 70.0;
/// A player's column never gets narrower than this, so four names still show a few letters.
const MIN_COLUMN: f32 = 150.0;
/// The label column's text grows with its longest label between these.
const LABEL_W: (f32, f32) = (200.0, 330.0);

// Sized for the widest sheet (four players, 1,000 px) shown 400 px wide: a fact's capitals
// 10 px there, a caption's 8 (issue 50).
const HEADING: TextStyle = TextStyle::new(42.0, Weight::Bold, theme::TEXT).caption();
const LABEL: TextStyle = TextStyle::new(34.0, Weight::Regular, theme::TEXT).caption();
const CELL: TextStyle = TextStyle::new(41.0, Weight::Regular, theme::TEXT);
const NAME: TextStyle = TextStyle::new(41.0, Weight::Bold, theme::TEXT);
const HEAD_SCORE: TextStyle = TextStyle::new(52.0, Weight::Bold, theme::TEXT);
const TOTAL: TextStyle = TextStyle::new(42.0, Weight::Bold, theme::TEXT);

const STRIPE: Rgba = Rgba::rgb(45, 48, 56);
const WINNER_TINT: Rgba = theme::HIGHLIGHT.with_alpha(26);
/// Light enough for 4.5:1 on the winners' tinted column.
const NEGATIVE: Rgba = Rgba::rgb(255, 160, 150);
const SILVER: Rgba = Rgba::rgb(200, 206, 216);
const BRONZE: Rgba = Rgba::rgb(214, 146, 88);

/// PNG of the score sheet. `names` is indexed by seat; missing names become "Player N".
pub fn score_breakdown(
    outcome: &Outcome,
    names: &[String],
    locale: Locale,
) -> Result<Vec<u8>, RenderError> {
    score_sheet(outcome, names, locale, None)
}

/// [`score_breakdown`] with a `note` line under the totals (a solo game's target and whether it
/// was beaten), in the winners' colour when they won it.
pub fn score_sheet(
    outcome: &Outcome,
    names: &[String],
    locale: Locale,
    note: Option<&str>,
) -> Result<Vec<u8>, RenderError> {
    let mut sheet = Sheet::new(outcome, names, locale);
    sheet.note = note.map(str::to_string);
    let layout = Layout::new(&sheet);
    let (w, h) = (layout.width.ceil() as u32, layout.height().ceil() as u32);
    let mut canvas = Canvas::new(w, h, theme::BACKGROUND)?;
    layout.backdrop(&mut canvas, &sheet);
    layout.header(&mut canvas, &sheet);
    layout.rows(&mut canvas, &sheet);
    layout.totals(&mut canvas, &sheet);
    layout.note(&mut canvas, &sheet);
    canvas.to_png()
}

/// The table's words and numbers, columns in ranking order.
struct Sheet {
    heading: String,
    total: String,
    players: Vec<PlayerHead>,
    labels: Vec<String>,
    /// `points[row][column]`.
    points: Vec<Vec<i32>>,
    /// Alone at the table there is no second place: only a win earns a medal.
    medals: bool,
    /// A line under the totals.
    note: Option<String>,
}

struct PlayerHead {
    name: String,
    rank: u8,
    score: i32,
}

impl PlayerHead {
    fn ink(&self) -> Rgba {
        if self.rank == 1 {
            theme::HIGHLIGHT
        } else {
            theme::TEXT
        }
    }
}

impl Sheet {
    fn new(outcome: &Outcome, names: &[String], locale: Locale) -> Sheet {
        let standings = &outcome.standings;
        let mut items: Vec<&str> = Vec::new();
        for line in standings.iter().flat_map(|s| &s.breakdown) {
            if !items.contains(&line.item.as_str()) {
                items.push(&line.item);
            }
        }
        let players: Vec<PlayerHead> = standings
            .iter()
            .map(|s| PlayerHead {
                name: seat_name(names, s.seat, locale),
                rank: s.rank,
                score: s.score,
            })
            .collect();
        Sheet {
            heading: words::final_score(locale).to_string(),
            total: words::total(locale).to_string(),
            medals: players.len() != 1 || players.iter().all(|p| p.rank == 1),
            note: None,
            players,
            labels: items
                .iter()
                .map(|item| crate::present::counts::score_item(item, locale))
                .collect(),
            points: items
                .iter()
                .map(|item| standings.iter().map(|s| points_for(s, item)).collect())
                .collect(),
        }
    }
}

/// A player's points for one item (summed, should a game ever list an item twice).
fn points_for(standing: &Standing, item: &str) -> i32 {
    standing
        .breakdown
        .iter()
        .filter(|l| l.item == item)
        .map(|l| l.points)
        .sum()
}

/// Where everything goes: a label column, then equal player columns.
struct Layout {
    width: f32,
    /// Room for a label's text; the column adds `PAD` either side.
    label_text: f32,
    label_w: f32,
    column_w: f32,
    header_h: f32,
    rows: usize,
    note_h: f32,
}

impl Layout {
    fn new(sheet: &Sheet) -> Layout {
        let columns = sheet.players.len().max(1);
        // Wider for more players, within what Discord shows well.
        let width = 760.0 + 60.0 * columns.min(4) as f32;
        let longest = sheet
            .labels
            .iter()
            .map(|l| Canvas::text_width(l, LABEL))
            .chain([
                Canvas::text_width(&sheet.heading, HEADING),
                Canvas::text_width(&sheet.total, TOTAL),
            ])
            .fold(0.0, f32::max);
        let room = width - 2.0 * MARGIN - MIN_COLUMN * columns as f32;
        // The longest label's own width when it fits, so that no rounding cuts it.
        let label_text = longest
            .clamp(LABEL_W.0, LABEL_W.1)
            .min(room - 2.0 * PAD)
            .max(0.0);
        let label_w = label_text + 2.0 * PAD;
        Layout {
            width,
            label_text,
            label_w,
            column_w: (width - 2.0 * MARGIN - label_w) / columns as f32,
            header_h: if sheet.medals {
                HEADER_H
            } else {
                HEADER_H - MEDAL_BAND
            },
            rows: sheet.labels.len(),
            note_h: if sheet.note.is_some() { NOTE_H } else { 0.0 },
        }
    }

    fn height(&self) -> f32 {
        MARGIN + self.header_h + self.rows as f32 * ROW_H + TOTAL_H + self.note_h + MARGIN
    }

    fn column(&self, i: usize) -> Area {
        let x = MARGIN + self.label_w + i as f32 * self.column_w;
        Area::new(
            x,
            MARGIN,
            self.column_w,
            self.height() - 2.0 * MARGIN - self.note_h,
        )
    }

    fn column_centre(&self, i: usize) -> f32 {
        MARGIN + self.label_w + (i as f32 + 0.5) * self.column_w
    }

    fn row_top(&self, row: usize) -> f32 {
        MARGIN + self.header_h + row as f32 * ROW_H
    }

    /// A line of text in the label column, vertically centred on `cy`.
    fn label(&self, canvas: &mut Canvas, text: &str, cy: f32, style: TextStyle) {
        let text = ellipsize(text, style, self.label_text);
        let baseline = cy + style.size * 0.73 / 2.0;
        canvas.text(&text, (MARGIN + PAD, baseline), Align::Left, style);
    }

    /// The panel, row stripes and the winners' glowing columns, under all text.
    fn backdrop(&self, canvas: &mut Canvas, sheet: &Sheet) {
        let inner = self.width - 2.0 * MARGIN;
        let table = Area::new(MARGIN, MARGIN, inner, self.height() - 2.0 * MARGIN);
        canvas.rounded_rect(table, 14.0, theme::PANEL);
        for row in (0..self.rows).step_by(2) {
            canvas.fill_rect(Area::new(MARGIN, self.row_top(row), inner, ROW_H), STRIPE);
        }
        let rule = Area::new(MARGIN, self.row_top(self.rows), inner, 2.0);
        canvas.fill_rect(rule, theme::PANEL_LIGHT);
        for (i, _) in sheet
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.rank == 1)
        {
            let column = self.column(i).inset(3.0);
            canvas.rounded_rect(column, 12.0, WINNER_TINT);
            canvas.stroke_rounded_rect(column, 12.0, 2.5, theme::HIGHLIGHT);
        }
    }

    /// The heading, then per column the rank medal, the name and the score.
    fn header(&self, canvas: &mut Canvas, sheet: &Sheet) {
        let bottom = MARGIN + self.header_h;
        let score_y = bottom - 44.0;
        self.label(canvas, &sheet.heading, score_y, HEADING);
        for (i, player) in sheet.players.iter().enumerate() {
            let cx = self.column_centre(i);
            if sheet.medals {
                medal(canvas, player.rank, cx, bottom - 194.0);
            }
            let style = TextStyle {
                colour: player.ink(),
                ..NAME
            };
            let (lines, style) = fit_name(&player.name, style, self.column_w - 2.0 * PAD);
            let gap = NAME.size * 1.05;
            let mut cy = bottom - 119.0 - gap / 2.0 * (lines.len() as f32 - 1.0);
            for line in &lines {
                canvas.text_centered(line, (cx, cy), style);
                cy += gap;
            }
            let style = TextStyle {
                colour: player.ink(),
                ..HEAD_SCORE
            };
            canvas.text_centered(&signed_score(player.score), (cx, score_y), style);
        }
    }

    /// One row per score item: its label, then each player's points.
    fn rows(&self, canvas: &mut Canvas, sheet: &Sheet) {
        for (row, (label, points)) in sheet.labels.iter().zip(&sheet.points).enumerate() {
            let cy = self.row_top(row) + ROW_H / 2.0;
            self.label(canvas, label, cy, LABEL);
            for (i, &value) in points.iter().enumerate() {
                let (text, colour) = match value {
                    0 => ("—".to_string(), theme::TEXT_DIM),
                    v if v < 0 => (signed(v), NEGATIVE),
                    v => (signed(v), theme::TEXT),
                };
                let style = TextStyle { colour, ..CELL };
                canvas.text_centered(&text, (self.column_centre(i), cy), style);
            }
        }
    }

    /// The bold bottom line with every total.
    fn totals(&self, canvas: &mut Canvas, sheet: &Sheet) {
        let cy = self.row_top(self.rows) + TOTAL_H / 2.0;
        self.label(canvas, &sheet.total, cy, TOTAL);
        for (i, player) in sheet.players.iter().enumerate() {
            let style = TextStyle {
                colour: player.ink(),
                ..TOTAL
            };
            canvas.text_centered(
                &signed_score(player.score),
                (self.column_centre(i), cy),
                style,
            );
        }
    }
}

impl Layout {
    /// The note under the totals, across the sheet: in the winners' colour when the only
    /// player won, else plain.
    fn note(&self, canvas: &mut Canvas, sheet: &Sheet) {
        let Some(note) = &sheet.note else {
            return;
        };
        let won = sheet.players.iter().all(|p| p.rank == 1);
        let colour = if won { theme::HIGHLIGHT } else { theme::TEXT };
        let style = TextStyle { colour, ..TOTAL };
        let top = self.row_top(self.rows) + TOTAL_H;
        canvas.fill_rect(
            Area::new(MARGIN, top, self.width - 2.0 * MARGIN, 2.0),
            theme::PANEL_LIGHT,
        );
        let text = ellipsize(note, style, self.width - 2.0 * MARGIN - 2.0 * PAD);
        canvas.text_centered(&text, (self.width / 2.0, top + NOTE_H / 2.0), style);
    }
}

/// A name in one line, in the regular weight if the bold does not fit, or else in two lines
/// (broken after a word where one fits, else halfway), the second cut with "…" if need be.
/// Names never shrink: they are facts (issue 50).
fn fit_name(name: &str, style: TextStyle, max: f32) -> (Vec<String>, TextStyle) {
    let regular = TextStyle {
        weight: Weight::Regular,
        ..style
    };
    let fits = |text: &str, style| Canvas::text_width(text, style) <= max;
    for style in [style, regular] {
        if fits(name, style) {
            return (vec![name.to_string()], style);
        }
    }
    let words: Vec<&str> = name.split_whitespace().collect();
    let by_words = (1..words.len())
        .rev()
        .map(|n| (words[..n].join(" "), words[n..].join(" ")))
        .find(|(first, _)| fits(first, regular));
    let (first, rest) = by_words.unwrap_or_else(|| {
        let chars: Vec<char> = name.chars().collect();
        let head = |n: usize| chars[..n].iter().collect::<String>();
        let n = (1..=chars.len().div_ceil(2))
            .rev()
            .find(|&n| fits(&head(n), regular))
            .unwrap_or(1);
        (head(n), chars[n..].iter().collect())
    });
    (vec![first, ellipsize(rest.trim(), regular, max)], regular)
}

/// A round medal with the rank in it: gold, silver, bronze, then plain.
fn medal(canvas: &mut Canvas, rank: u8, cx: f32, cy: f32) {
    let fill = match rank {
        1 => theme::HIGHLIGHT,
        2 => SILVER,
        3 => BRONZE,
        _ => theme::PANEL_LIGHT,
    };
    let ink = if rank <= 3 { theme::LEAD } else { theme::TEXT };
    canvas.circle(cx, cy, 29.0, fill);
    let style = TextStyle::new(41.0, Weight::Bold, ink);
    canvas.text_centered(&rank.to_string(), (cx, cy), style);
}

#[cfg(test)]
mod tests;
