//! The last turn in words (issue 50), for the table picture's "Last move" line and its alt
//! text alike, in the log's words.

use super::words::{self, seat_colour};
use crate::game::Seat;
use crate::games::uzory::{LastMove, Phase, UzoryView};
use crate::i18n::Locale;
use crate::present::kit::seat_name;
use crate::present::log::{add, points};

/// "Alice — tile placed at C4 · frame closed: blue → Bob (+1)", or `None` before the first
/// turn. The frames named are those the tile closed ([`UzoryView::fresh_frames`]), and a tie
/// still to be broken.
pub(super) fn last_move(view: &UzoryView, names: &[String], locale: Locale) -> Option<String> {
    let last = view.last.as_ref()?;
    let name = |s| seat_name(names, s, locale);
    let mut parts = Vec::new();
    let discarded = match last {
        LastMove::Placed {
            cell, discarded, ..
        } => {
            let label = view.field.label(*cell).unwrap_or_else(|| "?".to_string());
            parts.push(format!("{} {label}", words::tile_placed_at(locale)));
            let fresh = view.fresh_frames();
            // Each scorer once with the points the frames gave, then "nobody scores".
            let mut scorers: Vec<(Seat, i32)> = Vec::new();
            for frame in fresh {
                if let Some(s) = frame.result.scorer() {
                    add(&mut scorers, s, 1);
                }
            }
            let mut results: Vec<String> = scorers
                .iter()
                .map(|&(s, n)| {
                    format!(
                        "{} → {} {}",
                        seat_colour(view, s, locale),
                        name(s),
                        points(n)
                    )
                })
                .collect();
            if fresh.iter().any(|f| f.result.scorer().is_none()) {
                results.push(words::nobody_scores(locale).to_string());
            }
            match fresh.len() {
                0 => {}
                1 => parts.push(format!(
                    "{}: {}",
                    words::frame_closed(locale),
                    results.join(", ")
                )),
                n => parts.push(format!(
                    "{}: {n} — {}",
                    words::frames_closed(locale),
                    results.join(", ")
                )),
            }
            if let Phase::ChooseScorer { tied, .. } = &view.phase {
                let colours: Vec<String> =
                    tied.iter().map(|s| seat_colour(view, *s, locale)).collect();
                parts.push(format!(
                    "{}: {} {}",
                    words::frame_closed(locale),
                    words::tie_label(locale),
                    colours.join(&words::or(locale))
                ));
            }
            *discarded
        }
        LastMove::Passed { discarded, .. } => {
            parts.push(crate::present::words::passes(locale).to_string());
            *discarded
        }
    };
    if discarded > 0 {
        parts.push(words::discarded(discarded, locale));
    }
    Some(format!("{} — {}", name(last.seat()), parts.join(" · ")))
}
