//! How our stand-in pattern strips are made: a seeded generator whose output is the `strips`
//! entry of `assets/sintra/components.json` (a test regenerates it and compares).
//!
//! The printed strip colours are in no source we can reach (see the shared audit
//! `notes/audits/sintra-audit.md`, §2). What the rulebook does show:
//! - a strip side with 3 empty orange cells (the English example of breaking glass), a
//!   completed strip holding 2 yellow (example 3a), a review photo of a strip taking 3 pink;
//! - no side in any picture carries five different colours;
//! - exactly one strip of each player has a side with 2 grey wild cells.
//!
//! So the set is built from side *shapes* rather than colours: [`RECIPE`] says how many sides
//! are 3+2 (three cells of one colour, two of another), 3+1+1 and 2+2+1. The generator then
//! - hands out the roles evenly: each colour is the "three" of two or three sides and a "two"
//!   of about as many, and the single cells make every colour's total what [`TARGET`] asks;
//! - gives every side distinct colours for its roles (a 3+2 side has two colours, never one),
//!   and no two sides the same glass;
//! - pairs the sides into double-sided strips so the two sides of a strip never lead with the
//!   same colour (front and back then serve different piles);
//! - keeps the wild side of the joker strip as it was, and draws a side for its front;
//! - shuffles the cells of each side (the order of cells on a strip does not matter in play).
//!
//! The recipe was calibrated by self-play (`examples/sintra_strips.rs`): with it two normal
//! players complete about ten strips each per game and broken glass costs them well under a
//! third of what their windows earn, as in the rulebook's illustrated end states.

use rand::seq::SliceRandom;
use rand::Rng;

use crate::game::GameRng;

use super::components::{Cell, Colour, StripDef, StripFace};

/// How many of the 15 regular sides have each shape (the 16th is the joker side).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recipe {
    pub three_two: usize,
    pub three_one_one: usize,
    pub two_two_one: usize,
}

impl Recipe {
    fn shapes(self) -> Vec<&'static [usize]> {
        let mut shapes: Vec<&'static [usize]> = Vec::new();
        shapes.extend(std::iter::repeat_n(&[3, 2][..], self.three_two));
        shapes.extend(std::iter::repeat_n(&[3, 1, 1][..], self.three_one_one));
        shapes.extend(std::iter::repeat_n(&[2, 2, 1][..], self.two_two_one));
        shapes
    }
}

/// The shapes of the committed set.
pub const RECIPE: Recipe = Recipe {
    three_two: 11,
    three_one_one: 2,
    two_two_one: 2,
};

/// The generator's seed for the committed set.
pub const SEED: u64 = 20_261_124;

/// Cells per colour over one player's 16 sides, in the asset's colour order (pink, orange,
/// yellow, green, blue): 78 coloured cells, as even as they can be.
pub const TARGET: [u32; 5] = [16, 16, 16, 15, 15];

/// The joker strip's wild side, kept as it was: it is the one side the rulebook describes.
pub fn joker_side() -> Vec<Cell> {
    let (p, o, g) = (Colour(0), Colour(1), Colour(3));
    vec![
        Cell::Wild,
        Cell::Glass(p),
        Cell::Wild,
        Cell::Glass(g),
        Cell::Glass(o),
    ]
}

/// Roles of one colour list handed out as evenly as possible (`n` roles over `colours`
/// colours; the colours that get one more are drawn), shuffled.
fn even_roles(n: usize, colours: usize, rng: &mut GameRng) -> Vec<u8> {
    let mut extra: Vec<usize> = (0..colours).collect();
    extra.shuffle(rng);
    let extra = &extra[..n % colours.max(1)];
    let mut roles: Vec<u8> = (0..colours)
        .flat_map(|c| {
            let k = n / colours.max(1) + usize::from(extra.contains(&c));
            std::iter::repeat_n(u8::try_from(c).unwrap_or(u8::MAX), k)
        })
        .collect();
    roles.shuffle(rng);
    roles
}

/// One attempt at colouring the sides: `None` when the draw gives a side the same colour
/// twice or a colour more cells than its target.
fn colour_sides(
    shapes: &[&[usize]],
    joker: &[Cell],
    target: &[u32],
    rng: &mut GameRng,
) -> Option<Vec<Vec<(u8, usize)>>> {
    let colours = target.len();
    let role_count = |size: usize| {
        shapes
            .iter()
            .flat_map(|s| s.iter())
            .filter(move |&&r| r == size)
    };
    let threes = even_roles(role_count(3).count(), colours, rng);
    let twos = even_roles(role_count(2).count(), colours, rng);
    // The single cells make up each colour's total.
    let mut left: Vec<i64> = target.iter().map(|&t| i64::from(t)).collect();
    for cell in joker {
        if let Cell::Glass(c) = cell {
            *left.get_mut(c.index())? -= 1;
        }
    }
    for &c in &threes {
        *left.get_mut(usize::from(c))? -= 3;
    }
    for &c in &twos {
        *left.get_mut(usize::from(c))? -= 2;
    }
    if left.iter().any(|&n| n < 0) {
        return None;
    }
    let mut ones: Vec<u8> = (0..colours)
        .flat_map(|c| {
            let n = usize::try_from(left.get(c).copied().unwrap_or(0)).unwrap_or(0);
            std::iter::repeat_n(u8::try_from(c).unwrap_or(u8::MAX), n)
        })
        .collect();
    if ones.len() != role_count(1).count() {
        return None;
    }
    ones.shuffle(rng);
    let (mut threes, mut twos, mut ones) = (threes.into_iter(), twos.into_iter(), ones.into_iter());
    let mut sides = Vec::new();
    for shape in shapes {
        let mut side: Vec<(u8, usize)> = Vec::new();
        for &size in *shape {
            let colour = match size {
                3 => threes.next(),
                2 => twos.next(),
                _ => ones.next(),
            }?;
            if side.iter().any(|&(c, _)| c == colour) {
                return None;
            }
            side.push((colour, size));
        }
        sides.push(side);
    }
    Some(sides)
}

/// The colours a side leads with: those of its largest role (both of a 2+2+1 side).
fn leads(side: &[(u8, usize)]) -> Vec<u8> {
    let top = side.iter().map(|&(_, n)| n).max().unwrap_or(0);
    side.iter()
        .filter(|&&(_, n)| n == top)
        .map(|&(c, _)| c)
        .collect()
}

fn cells(side: &[(u8, usize)], rng: &mut GameRng) -> Vec<Cell> {
    let mut cells: Vec<Cell> = side
        .iter()
        .flat_map(|&(c, n)| std::iter::repeat_n(Cell::Glass(Colour(c)), n))
        .collect();
    cells.shuffle(rng);
    cells
}

/// The eight strips of `recipe` drawn from `seed`: seven with two regular sides, then the joker
/// strip (a regular front, the wild back). `None` if no colouring fits within the attempts,
/// which the committed recipe never needs.
pub fn generate(recipe: Recipe, seed: u64, target: &[u32]) -> Option<Vec<StripDef>> {
    let mut rng = GameRng::seeded(seed);
    let shapes = recipe.shapes();
    let joker = joker_side();
    for _ in 0..100_000 {
        let Some(mut sides) = colour_sides(&shapes, &joker, target, &mut rng) else {
            continue;
        };
        let mut distinct: Vec<Vec<(u8, usize)>> = sides.clone();
        for side in &mut distinct {
            side.sort_unstable();
        }
        distinct.sort();
        distinct.dedup();
        if distinct.len() != sides.len() {
            continue;
        }
        sides.shuffle(&mut rng);
        // The joker strip's front is the first side; the others pair up in order.
        let (front, rest) = sides.split_first()?;
        let pairs: Vec<&[Vec<(u8, usize)>]> = rest.chunks(2).collect();
        if pairs
            .iter()
            .any(|p| p.len() != 2 || leads(&p[0]).iter().any(|c| leads(&p[1]).contains(c)))
        {
            continue;
        }
        let mut strips: Vec<StripDef> = Vec::new();
        for (i, pair) in pairs.iter().enumerate() {
            strips.push(StripDef {
                id: u8::try_from(i + 1).ok()?,
                front: cells(&pair[0], &mut rng),
                back: cells(&pair[1], &mut rng),
                wild_face: None,
            });
        }
        strips.push(StripDef {
            id: u8::try_from(strips.len() + 1).ok()?,
            front: cells(front, &mut rng),
            back: joker.clone(),
            wild_face: Some(StripFace::Back),
        });
        // Keep the draw reproducible whatever else the generator is asked.
        let _: u32 = rng.random();
        return Some(strips);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sintra::components::components;

    fn colours_of(face: &[Cell]) -> Vec<usize> {
        let mut counts = [0usize; 5];
        for cell in face {
            if let Cell::Glass(c) = cell {
                counts[c.index()] += 1;
            }
        }
        let mut shape: Vec<usize> = counts.into_iter().filter(|&n| n > 0).collect();
        shape.sort_unstable_by(|a, b| b.cmp(a));
        shape
    }

    #[test]
    fn the_asset_strips_are_the_generated_set() {
        let generated = generate(RECIPE, SEED, &TARGET).unwrap();
        assert_eq!(generated, components().strips);
    }

    #[test]
    fn the_set_has_the_shapes_the_rulebook_shows() {
        let strips = &components().strips;
        assert_eq!(strips.len(), 8);
        let faces: Vec<&[Cell]> = strips
            .iter()
            .flat_map(|s| [s.front.as_slice(), s.back.as_slice()])
            .collect();
        let regular: Vec<Vec<usize>> = faces
            .iter()
            .filter(|f| !f.contains(&Cell::Wild))
            .map(|f| colours_of(f))
            .collect();
        assert_eq!(regular.len(), 15);
        let count = |shape: &[usize]| regular.iter().filter(|s| s.as_slice() == shape).count();
        assert_eq!(count(&[3, 2]), RECIPE.three_two);
        assert_eq!(count(&[3, 1, 1]), RECIPE.three_one_one);
        assert_eq!(count(&[2, 2, 1]), RECIPE.two_two_one);
        assert!(regular.iter().all(|s| s.len() <= 3), "{regular:?}");
        // No two sides carry the same glass.
        let mut sorted: Vec<Vec<Cell>> = faces
            .iter()
            .map(|f| {
                let mut f = f.to_vec();
                f.sort_by_key(|c| match c {
                    Cell::Glass(c) => c.0,
                    Cell::Wild => u8::MAX,
                });
                f
            })
            .collect();
        sorted.sort_by_key(|f| format!("{f:?}"));
        sorted.dedup();
        assert_eq!(sorted.len(), 16);
        // Cells per colour, over all 16 sides.
        let mut totals = [0u32; 5];
        for face in &faces {
            for cell in face.iter() {
                if let Cell::Glass(c) = cell {
                    totals[c.index()] += 1;
                }
            }
        }
        assert_eq!(totals, TARGET);
        // The joker strip is the only one with wild cells, on its back, as before.
        let jokers: Vec<&StripDef> = strips.iter().filter(|s| s.wild_face.is_some()).collect();
        assert_eq!(jokers.len(), 1);
        assert_eq!(jokers[0].back, joker_side());
    }

    #[test]
    fn the_generator_is_seeded_and_every_colour_leads_some_sides() {
        let a = generate(RECIPE, 1, &TARGET).unwrap();
        assert_eq!(a, generate(RECIPE, 1, &TARGET).unwrap());
        assert_ne!(a, generate(RECIPE, 2, &TARGET).unwrap());
        for strips in [&a, &components().strips] {
            let mut threes = [0; 5];
            for s in strips.iter() {
                for face in [&s.front, &s.back] {
                    for (c, n) in threes.iter_mut().enumerate() {
                        let k = face.iter().filter(|&&x| x == Cell::Glass(Colour(c as u8)));
                        if k.count() == 3 {
                            *n += 1;
                        }
                    }
                }
                // The two sides of a strip do not lead with the same colour.
                let leads = |face: &[Cell]| {
                    let n = |c: u8| {
                        face.iter()
                            .filter(|&&x| x == Cell::Glass(Colour(c)))
                            .count()
                    };
                    let top = (0..5u8).map(n).max().unwrap_or(0);
                    (0..5u8).filter(|&c| n(c) == top).collect::<Vec<_>>()
                };
                if s.wild_face.is_none() {
                    let back = leads(&s.back);
                    assert!(leads(&s.front).iter().all(|c| !back.contains(c)), "{s:?}");
                }
            }
            assert!(threes.iter().all(|&n| (2..=3).contains(&n)), "{threes:?}");
        }
    }
}
