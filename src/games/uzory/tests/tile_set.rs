use super::*;

const MODELS: [Model; 2] = [Model::One, Model::Two];

/// Where a model's committed tile set lies in the repository.
fn asset_path(model: Model) -> &'static str {
    match model {
        Model::One => concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/uzory/tiles-model1.json"
        ),
        Model::Two => concat!(env!("CARGO_MANIFEST_DIR"), "/assets/uzory/tiles.json"),
    }
}

#[test]
fn committed_assets_parse_into_93_tiles_with_ids_in_order() {
    for model in MODELS {
        let set = model.tile_set();
        assert_eq!(set.len(), TILE_COUNT, "{model:?}");
        for (i, t) in set.iter().enumerate() {
            assert_eq!(usize::from(t.id.0), i);
            assert_eq!(t.lines.shape(), t.shape, "shape agrees with lines");
        }
    }
}

#[test]
fn committed_assets_are_the_generator_output_for_their_recipes() {
    for model in MODELS {
        assert_eq!(
            model.tiles_json(),
            tile_set_json(model.recipe()),
            "{model:?}: regenerate with `cargo test --lib games::uzory -- --ignored \
             regenerate_tile_sets`"
        );
        assert_eq!(
            std::fs::read_to_string(asset_path(model)).unwrap(),
            model.tiles_json()
        );
    }
}

#[test]
#[ignore = "writes assets/uzory/tiles*.json; run after changing a recipe or the generator"]
fn regenerate_tile_sets() {
    for model in MODELS {
        std::fs::write(asset_path(model), tile_set_json(model.recipe())).unwrap();
    }
}

#[test]
fn tile_sets_have_the_recipes_shapes_and_colours() {
    for model in MODELS {
        let recipe = model.recipe();
        let set = model.tile_set();
        for (shape, count) in recipe.shapes {
            let n = set.iter().filter(|t| t.shape == shape).count();
            assert_eq!(n, count, "{model:?} {shape:?}");
        }
        assert_eq!(recipe.shapes.iter().map(|s| s.1).sum::<usize>(), 93);
        let mut colours = [0usize; 5];
        for t in set {
            for c in t.quarters {
                colours[c.index()] += 1;
            }
        }
        assert_eq!(colours, recipe.colours, "{model:?}");
        assert_eq!(colours.iter().sum::<usize>(), 4 * TILE_COUNT);
    }
    // The figures the help and docs/computer-players.md give.
    assert_eq!(MODEL_1_RECIPE.colours, [92, 70, 70, 70, 70]);
    assert_eq!(RECIPE.colours, [52, 80, 80, 80, 80]);
}

#[test]
fn colours_are_spread_evenly_over_the_shapes() {
    for model in MODELS {
        let recipe = model.recipe();
        for (shape, count) in recipe.shapes {
            let quarters = (count * 4) as f64;
            for colour in Colour::ALL {
                let n = of_shape(model, shape)
                    .flat_map(|t| t.quarters)
                    .filter(|&c| c == colour)
                    .count() as f64;
                let expected = quarters * recipe.colours[colour.index()] as f64 / 372.0;
                assert!(
                    (n - expected).abs() < 1.0,
                    "{model:?} {shape:?} {colour:?}: {n} vs {expected}"
                );
            }
        }
    }
}

#[test]
fn generator_is_pure() {
    let other = Recipe { seed: 10, ..RECIPE };
    assert_eq!(generate_tile_set(&RECIPE), generate_tile_set(&RECIPE));
    assert_ne!(generate_tile_set(&RECIPE), generate_tile_set(&other));
}

#[test]
fn rotation_turns_lines_and_quarters_together_clockwise() {
    let corner = of_shape(Model::CURRENT, Shape::Corner).next().unwrap();
    let r = corner.rotated(Rotation::R90);
    assert_eq!(r.lines, Arms::of(&[Side::E, Side::S]));
    assert_eq!(r.quarters[QuarterPos::SE.index()], corner.quarters[0]);
    assert_eq!(corner.rotated(Rotation::R0).quarters, corner.quarters);
    let t = of_shape(Model::CURRENT, Shape::T).next().unwrap();
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

#[test]
fn models_serialise_as_their_numbers() {
    assert_eq!(serde_json::to_string(&Model::Two).unwrap(), "2");
    assert_eq!(serde_json::from_str::<Model>("1").unwrap(), Model::One);
    assert!(serde_json::from_str::<Model>("3").is_err());
    assert_eq!(Model::CURRENT, Model::Two);
}
