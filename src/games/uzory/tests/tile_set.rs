use super::*;

#[test]
fn committed_asset_parses_into_93_tiles_with_ids_in_order() {
    let set = tile_set();
    assert_eq!(set.len(), TILE_COUNT);
    for (i, t) in set.iter().enumerate() {
        assert_eq!(usize::from(t.id.0), i);
        assert_eq!(t.lines.shape(), t.shape, "shape agrees with lines");
    }
}

#[test]
fn committed_asset_is_the_generator_output_for_the_documented_seed() {
    assert_eq!(TILES_JSON_FOR_TEST, tile_set_json(TILE_SET_SEED));
}

const TILES_JSON_FOR_TEST: &str = include_str!("../../../../assets/uzory/tiles.json");

#[test]
#[ignore = "writes assets/uzory/tiles.json; run after changing the generator or its seed"]
fn regenerate_tile_set() {
    std::fs::write(
        concat!(env!("CARGO_MANIFEST_DIR"), "/assets/uzory/tiles.json"),
        tile_set_json(TILE_SET_SEED),
    )
    .unwrap();
}

#[test]
fn tile_set_has_the_specified_shapes_and_colours() {
    let set = tile_set();
    for (shape, count) in SHAPE_COUNTS {
        assert_eq!(
            set.iter().filter(|t| t.shape == shape).count(),
            count,
            "{shape:?}"
        );
    }
    assert_eq!(SHAPE_COUNTS.iter().map(|s| s.1).sum::<usize>(), 93);
    let mut colours = [0usize; 5];
    for t in set {
        for c in t.quarters {
            colours[c.index()] += 1;
        }
    }
    assert_eq!(colours, [92, 70, 70, 70, 70]);
    assert_eq!(colours, COLOUR_COUNTS);
}

#[test]
fn colours_are_spread_evenly_over_the_shapes() {
    for (shape, count) in SHAPE_COUNTS {
        let quarters = (count * 4) as f64;
        for colour in Colour::ALL {
            let n = of_shape(shape)
                .flat_map(|t| t.quarters)
                .filter(|&c| c == colour)
                .count() as f64;
            let expected = quarters * COLOUR_COUNTS[colour.index()] as f64 / 372.0;
            assert!(
                (n - expected).abs() < 1.0,
                "{shape:?} {colour:?}: {n} vs {expected}"
            );
        }
    }
}

#[test]
fn generator_is_pure() {
    assert_eq!(generate_tile_set(9), generate_tile_set(9));
    assert_ne!(generate_tile_set(9), generate_tile_set(10));
}

#[test]
fn rotation_turns_lines_and_quarters_together_clockwise() {
    let corner = of_shape(Shape::Corner).next().unwrap();
    let r = corner.rotated(Rotation::R90);
    assert_eq!(r.lines, Arms::of(&[Side::E, Side::S]));
    assert_eq!(r.quarters[QuarterPos::SE.index()], corner.quarters[0]);
    assert_eq!(corner.rotated(Rotation::R0).quarters, corner.quarters);
    let t = of_shape(Shape::T).next().unwrap();
    assert_eq!(
        t.rotated(Rotation::R270).lines,
        Arms::of(&[Side::N, Side::E, Side::W])
    );
}

#[test]
fn arms_serialise_as_side_letters() {
    let arms = Arms::of(&[Side::W, Side::N]);
    assert_eq!(serde_json::to_string(&arms).unwrap(), "\"NW\"");
    assert_eq!(serde_json::from_str::<Arms>("\"NW\"").unwrap(), arms);
    assert!(serde_json::from_str::<Arms>("\"NN\"").is_err());
    assert!(serde_json::from_str::<Arms>("\"X\"").is_err());
}
