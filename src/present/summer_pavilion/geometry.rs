//! Board geometry in units of the diamond side `a`, origin at the board centre, y down — the
//! conventions of `assets/summer_pavilion/azul-summer-pavilion.json`, computed rather than
//! copied: outer stars sit 3a from the centre, clockwise from the left; space k of a star points
//! 60° further clockwise than space k−1.

use crate::games::summer_pavilion::board::Structure;
use crate::games::summer_pavilion::{Space, Star, StructureKind};

const SQRT3: f32 = 1.732_050_8;

pub type Point = (f32, f32);

fn dir(degrees: f32) -> Point {
    let r = degrees.to_radians();
    (r.cos(), r.sin())
}

/// Screen angle (clockwise from east) of an outer star seen from the board centre.
fn star_angle(star: Star) -> f32 {
    180.0 + 60.0 * (f32::from(star.0) - 1.0)
}

pub fn star_centre(star: Star) -> Point {
    if star.is_centre() {
        return (0.0, 0.0);
    }
    let (x, y) = dir(star_angle(star));
    (3.0 * x, 3.0 * y)
}

/// Direction in which a space points away from its star's centre.
pub fn space_axis(star: Star, space: Space) -> f32 {
    let k = f32::from(space.0) - 1.0;
    if star.is_centre() {
        270.0 + 60.0 * k
    } else {
        star_angle(star) + 90.0 + 60.0 * k
    }
}

/// Where a distance `t` (in a) along a space's axis lies: 0 is the star centre, √3 the tip.
pub fn along(star: Star, space: Space, t: f32) -> Point {
    let (cx, cy) = star_centre(star);
    let (dx, dy) = dir(space_axis(star, space));
    (cx + t * dx, cy + t * dy)
}

pub fn space_centre(star: Star, space: Space) -> Point {
    along(star, space, SQRT3 / 2.0)
}

/// A 60/120° diamond of side 1 centred on `c` whose long diagonal points along `axis`,
/// shrunk by `scale` around its centre (to leave grout between tiles).
pub fn diamond(c: Point, axis: f32, scale: f32) -> [Point; 4] {
    let (lx, ly) = dir(axis);
    let (sx, sy) = dir(axis + 90.0);
    let long = SQRT3 / 2.0 * scale;
    let short = 0.5 * scale;
    [
        (c.0 + long * lx, c.1 + long * ly),
        (c.0 + short * sx, c.1 + short * sy),
        (c.0 - long * lx, c.1 - long * ly),
        (c.0 - short * sx, c.1 - short * sy),
    ]
}

/// Centre and long-diagonal direction of a bonus structure, found from the spaces around it:
/// pillars and statues sit amid their four spaces; a window lies beyond its two spaces, as far
/// out again from the star's centre.
pub fn structure_place(structure: &Structure) -> (Point, f32) {
    let centres: Vec<Point> = structure
        .spaces
        .iter()
        .map(|&(star, space)| space_centre(Star(star), Space(space)))
        .collect();
    let n = centres.len().max(1) as f32;
    let mid = (
        centres.iter().map(|p| p.0).sum::<f32>() / n,
        centres.iter().map(|p| p.1).sum::<f32>() / n,
    );
    let centre = match (structure.kind, structure.spaces.first()) {
        (StructureKind::Window, Some(&(star, _))) => {
            let s = star_centre(Star(star));
            (2.0 * mid.0 - s.0, 2.0 * mid.1 - s.1)
        }
        _ => mid,
    };
    let radial = centre.1.atan2(centre.0).to_degrees();
    let axis = match structure.kind {
        StructureKind::Statue => radial,
        StructureKind::Pillar | StructureKind::Window => radial + 90.0,
    };
    (centre, axis)
}

/// The board's bounding box in units of `a` around its centre: every space and every bonus
/// structure, as (left, top, right, bottom).
pub fn extent() -> (f32, f32, f32, f32) {
    let spaces = Star::all().flat_map(|star| {
        Space::all()
            .map(move |space| diamond(space_centre(star, space), space_axis(star, space), 1.0))
    });
    let structures = crate::games::summer_pavilion::STRUCTURES.iter().map(|s| {
        let (c, axis) = structure_place(s);
        diamond(c, axis, 1.0)
    });
    spaces.chain(structures).flatten().fold(
        (f32::MAX, f32::MAX, f32::MIN, f32::MIN),
        |(l, t, r, b), (x, y)| (l.min(x), t.min(y), r.max(x), b.max(y)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::summer_pavilion::STRUCTURES;

    fn close(a: Point, b: Point) -> bool {
        (a.0 - b.0).abs() < 1e-3 && (a.1 - b.1).abs() < 1e-3
    }

    /// Every computed vertex is a vertex of the data file's polygon (order aside).
    fn same_polygon(ours: &[Point; 4], theirs: &serde_json::Value) -> bool {
        let theirs: Vec<Point> = theirs
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|p| Some((p.get(0)?.as_f64()? as f32, p.get(1)?.as_f64()? as f32)))
            .collect();
        theirs.len() == 4 && ours.iter().all(|o| theirs.iter().any(|t| close(*o, *t)))
    }

    #[test]
    fn geometry_matches_the_board_data() {
        let text = include_str!("../../../assets/summer_pavilion/azul-summer-pavilion.json");
        let data: serde_json::Value = serde_json::from_str(text).unwrap();
        for star in data["stars"].as_array().unwrap() {
            let s = Star(star["star"].as_u64().unwrap() as u8);
            for space in star["spaces"].as_array().unwrap() {
                let k = Space(space["space"].as_u64().unwrap() as u8);
                let ours = diamond(space_centre(s, k), space_axis(s, k), 1.0);
                assert!(same_polygon(&ours, &space["ideal_vertices"]), "{s:?} {k:?}");
            }
        }
        let structures = data["structures"].as_array().unwrap();
        assert_eq!(structures.len(), STRUCTURES.len());
        for (st, json) in STRUCTURES.iter().zip(structures) {
            let (c, axis) = structure_place(st);
            let ours = diamond(c, axis, 1.0);
            assert!(same_polygon(&ours, &json["ideal_vertices"]), "{}", st.id);
        }
    }
}
