//! Tests: the tile set, hand-drawn enclosures, the turn, piles, the end, and random games.

use std::collections::BTreeSet;

use super::*;
use crate::game::{play_out, Game, GameRng, PlayError, Player, RandomPlayer, Seat, Viewer};

pub(crate) mod enclosure;
mod model1;
mod playouts;
mod study;
mod tile_set;
mod turns;

/// Every tile id in order.
fn all_ids() -> Vec<TileId> {
    (0..TILE_COUNT as u8).map(TileId).collect()
}

/// Tiles of `shape` in `model`'s set, in id order.
fn of_shape(model: Model, shape: Shape) -> impl Iterator<Item = &'static TileFace> {
    model.tile_set().iter().filter(move |t| t.shape == shape)
}

/// The rotation that gives `tile` of `model`'s set exactly the lines `sides`.
fn rotation_for(model: Model, tile: TileId, sides: &[Side]) -> Rotation {
    let want = Arms::of(sides);
    Rotation::ALL
        .into_iter()
        .find(|&r| model.face(tile).unwrap().lines.rotated(r) == want)
        .unwrap_or_else(|| panic!("{tile:?} cannot show lines {want}"))
}

/// Picks tiles of one model's set for hand-drawn fields, never the same tile twice.
struct Picker {
    model: Model,
    used: BTreeSet<TileId>,
}

impl Picker {
    fn new(model: Model) -> Picker {
        Picker {
            model,
            used: BTreeSet::new(),
        }
    }

    /// A tile of `shape` whose quarters satisfy `ok`.
    fn pick(&mut self, shape: Shape, ok: impl Fn(&TileFace) -> bool) -> TileId {
        let t = of_shape(self.model, shape)
            .find(|t| !self.used.contains(&t.id) && ok(t))
            .unwrap_or_else(|| panic!("no unused {shape:?} tile fits"))
            .id;
        self.used.insert(t);
        t
    }

    fn any(&mut self, shape: Shape) -> TileId {
        self.pick(shape, |_| true)
    }

    /// A corner tile whose quarter between its two arms (always the unrotated NE quarter) has
    /// colour `inner`.
    fn corner(&mut self, inner: Colour) -> TileId {
        self.pick(Shape::Corner, |t| t.quarters[0] == inner)
    }

    /// The rotation that gives `tile` exactly the lines `sides`.
    fn turn(&self, tile: TileId, sides: &[Side]) -> Rotation {
        rotation_for(self.model, tile, sides)
    }

    /// `tile` laid on `(row, col)` with exactly the lines `sides`.
    fn lay(&self, row: i8, col: i8, tile: TileId, sides: &[Side]) -> Laid {
        (row, col, tile, self.turn(tile, sides))
    }
}

/// A tile laid on a hand-drawn field: row, column, tile, rotation.
type Laid = (i8, i8, TileId, Rotation);

/// A hand-drawn position under `model`: `tiles` on the field (the first is the start tile),
/// the given hands, and every other tile in the draw pile; seat 0 to move.
fn position(model: Model, tiles: &[Laid], hands: Vec<Vec<TileId>>) -> Uzory {
    let mut field = Field::new(model);
    for &(row, col, tile, rotation) in tiles {
        field.push_unchecked(Placed {
            cell: Cell::new(row, col),
            tile,
            rotation,
        });
    }
    let used: BTreeSet<TileId> = tiles
        .iter()
        .map(|t| t.2)
        .chain(hands.iter().flatten().copied())
        .collect();
    let pile = all_ids()
        .into_iter()
        .filter(|t| !used.contains(t))
        .collect();
    Uzory::before_first_move(
        GameRng::seeded(7),
        hands,
        pile,
        Vec::new(),
        field,
        Seat(0),
        Seat(0),
    )
}

fn place(tile: TileId, rotation: Rotation, row: i8, col: i8) -> Action {
    Action::Place {
        tile,
        rotation,
        cell: Cell::new(row, col),
    }
}

fn q(row: i8, col: i8) -> Quarter {
    Quarter { row, col }
}

/// The four quarters of the smallest frame whose top left quarter is `(row, col)`.
fn around(row: i8, col: i8) -> Vec<Quarter> {
    vec![
        q(row, col),
        q(row, col + 1),
        q(row + 1, col),
        q(row + 1, col + 1),
    ]
}

fn closed_regions(events: &[Event]) -> Vec<Region> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::FrameClosed { region, .. } => Some(region.clone()),
            _ => None,
        })
        .collect()
}

/// The quarters of each frame `events` closed, in closing order.
fn closed_quarters(events: &[Event]) -> Vec<Vec<Quarter>> {
    closed_regions(events)
        .into_iter()
        .map(|r| r.quarters)
        .collect()
}

/// The 93 tiles are each in exactly one place.
fn assert_tiles_accounted(game: &Uzory) {
    let mut all = game.all_tiles();
    all.sort();
    assert_eq!(all, all_ids(), "every tile exactly once");
}

/// The recorded frames (and the one awaiting a scorer) are exactly the enclosed regions of the
/// field, none twice, and victory points match the frames scored.
fn assert_frames_consistent(game: &Uzory) {
    let mut recorded: Vec<Region> = game.frames().iter().map(|f| f.region.clone()).collect();
    if let Phase::ChooseScorer { region, queue, .. } = game.phase() {
        recorded.push(region.clone());
        recorded.extend(queue.iter().cloned());
    }
    let mut quarters = BTreeSet::new();
    for r in &recorded {
        for q in &r.quarters {
            assert!(quarters.insert(*q), "quarter {q:?} in two frames");
        }
    }
    recorded.sort_by(|a, b| a.quarters.cmp(&b.quarters));
    assert_eq!(recorded, game.field().enclosed_regions());
    game.check_points_match_frames();
}

fn assert_field_within_limit(game: &Uzory) {
    let field = game.field();
    let b = field.bounds().unwrap();
    assert!(b.height() <= 6 && b.width() <= 6, "{b:?}");
    if field.model() == Model::Two {
        assert!(field.tiles().iter().all(|p| WINDOW.contains(p.cell)));
    }
    assert!(field.len() <= 36);
}

/// No enclosed region faces an empty cell: every quarter of every recorded frame lies on a tile
/// whose four neighbours are laid or beyond the window.
fn assert_no_frame_faces_an_empty_cell(game: &Uzory) {
    let field = game.field();
    for frame in game.frames() {
        for q in &frame.region.quarters {
            let cell = q.cell();
            assert!(field.get(cell).is_some(), "a frame quarter off the field");
            let (north, west) = (q.row.rem_euclid(2) == 0, q.col.rem_euclid(2) == 0);
            let facing = [
                (north, Side::N),
                (!north, Side::S),
                (west, Side::W),
                (!west, Side::E),
            ];
            for (on_edge, side) in facing {
                let Some(n) = cell.towards(side).filter(|_| on_edge) else {
                    continue;
                };
                let beyond = field.model() == Model::Two && !WINDOW.contains(n);
                assert!(
                    beyond || field.get(n).is_some(),
                    "frame quarter {q:?} faces the empty cell {n:?}"
                );
            }
        }
    }
}
