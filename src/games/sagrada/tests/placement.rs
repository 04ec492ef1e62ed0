//! Placement rules (rulebook "Размещение кубиков").

use super::*;
use crate::games::sagrada::board::PlacementError as P;

#[test]
fn first_die_goes_on_an_edge_or_corner_space() {
    let w = blank();
    let red = d(Color::Red, 3);
    assert_eq!(w.check(c(1, 1), red, Relax::NONE), Err(P::FirstNotOnBorder));
    assert_eq!(w.check(c(2, 3), red, Relax::NONE), Err(P::FirstNotOnBorder));
    let border: Vec<Cell> = w.legal_cells(red, Relax::NONE);
    assert_eq!(border.len(), 14);
    assert!(border.iter().all(|c| c.is_border()));
}

#[test]
fn later_dice_touch_a_placed_die_orthogonally_or_diagonally() {
    let mut w = blank();
    w.set(c(0, 0), Some(d(Color::Red, 1)));
    let blue = d(Color::Blue, 5);
    assert_eq!(w.check(c(1, 1), blue, Relax::NONE), Ok(()), "diagonal");
    assert_eq!(w.check(c(0, 1), blue, Relax::NONE), Ok(()), "orthogonal");
    assert_eq!(w.check(c(0, 2), blue, Relax::NONE), Err(P::NotAdjacent));
    assert_eq!(
        w.check(c(3, 4), blue, Relax::NONE),
        Err(P::NotAdjacent),
        "a border space is no exception later"
    );
    assert_eq!(w.check(c(0, 0), blue, Relax::NONE), Err(P::Occupied));
}

#[test]
fn no_orthogonal_neighbour_of_the_same_colour_or_value() {
    let mut w = blank();
    w.set(c(1, 1), Some(d(Color::Red, 3)));
    assert_eq!(
        w.check(c(1, 2), d(Color::Red, 5), Relax::NONE),
        Err(P::SameColorNeighbour)
    );
    assert_eq!(
        w.check(c(2, 1), d(Color::Green, 3), Relax::NONE),
        Err(P::SameValueNeighbour)
    );
    assert_eq!(
        w.check(c(2, 2), d(Color::Red, 3), Relax::NONE),
        Ok(()),
        "diagonal same is fine"
    );
    assert_eq!(w.check(c(0, 1), d(Color::Green, 4), Relax::NONE), Ok(()));
}

#[test]
fn colour_and_shade_spaces_restrict_their_die() {
    let mut cells = [Restriction::Blank; 20];
    cells[0] = Restriction::Color(Color::Green);
    cells[1] = Restriction::Shade(v(4));
    let w = Window::new(&cells);
    assert_eq!(
        w.check(c(0, 0), d(Color::Red, 2), Relax::NONE),
        Err(P::WrongColor)
    );
    assert_eq!(w.check(c(0, 0), d(Color::Green, 2), Relax::NONE), Ok(()));
    assert_eq!(
        w.check(c(0, 1), d(Color::Green, 2), Relax::NONE),
        Err(P::WrongShade)
    );
    assert_eq!(w.check(c(0, 1), d(Color::Red, 4), Relax::NONE), Ok(()));
    // Tools lift only the printed restriction they name.
    let eglomise = Relax {
        ignore_color_cells: true,
        ..Relax::NONE
    };
    let copper = Relax {
        ignore_shade_cells: true,
        ..Relax::NONE
    };
    assert_eq!(w.check(c(0, 0), d(Color::Red, 2), eglomise), Ok(()));
    assert_eq!(
        w.check(c(0, 1), d(Color::Red, 2), eglomise),
        Err(P::WrongShade)
    );
    assert_eq!(w.check(c(0, 1), d(Color::Red, 2), copper), Ok(()));
    assert_eq!(
        w.check(c(0, 0), d(Color::Red, 2), copper),
        Err(P::WrongColor)
    );
}

#[test]
fn the_engine_places_only_on_offered_cells() {
    let mut g = table(2, &[], vec![d(Color::Red, 2), d(Color::Blue, 5)], 1);
    act(&mut g, Action::Draft(0));
    let legal = g.placeable_cells(Seat(0));
    assert_eq!(legal.len(), 14);
    let before = g.clone();
    let err = g.play(Seat(0), &Action::Place(c(1, 1))).unwrap_err();
    assert_eq!(
        err,
        crate::game::PlayError::Illegal(crate::games::sagrada::SagradaError::Placement(
            P::FirstNotOnBorder
        ))
    );
    assert_eq!(g, before, "a refused action changes nothing");
    act(&mut g, Action::Place(c(0, 0)));
    assert_eq!(die_at(&g, 0, c(0, 0)), Some(d(Color::Red, 2)));
}

#[test]
fn a_die_that_fits_nowhere_cannot_be_drafted() {
    // Every border space blocked except by... : fill the window so a red 3 fits nowhere.
    let mut g = table(2, &[], vec![d(Color::Red, 3), d(Color::Blue, 6)], 1);
    let mut cells = [Restriction::Blank; 20];
    for (i, cell) in cells.iter_mut().enumerate() {
        *cell = if i % 2 == 0 {
            Restriction::Color(Color::Green)
        } else {
            Restriction::Shade(v(6))
        };
    }
    g.players[0].window = Some(Window::new(&cells));
    assert_eq!(g.draftable(Seat(0)), vec![1]);
    assert_eq!(
        g.check(Seat(0), &Action::Draft(0)),
        Err(crate::games::sagrada::SagradaError::UnplaceableDie)
    );
}
