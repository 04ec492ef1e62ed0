//! A state and a view written by the code before the Azul-family kit (issue 51): the same
//! seed and moves still come to the same bytes, and the stored state reads and writes back
//! to them.

use super::super::state::SummerPavilion;
use super::opts;
use crate::game::{Game, Viewer};
use crate::games::PavilionSide;

const STATE: &str = r#"{"options":{"side":"beige","wilds":"normal"},"rng":{"seed":[60,64,172,11,74,188,224,128,161,112,220,75,85,212,145,251,64,34,112,213,39,92,2,246,44,43,66,94,43,10,236,9],"stream":0,"word_pos":122},"round":4,"first":0,"phase":{"acquire":{"seat":0}},"factories":[[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,2,0,1,1,0],[0,0,0,0,0,0]],"centre":[0,2,4,0,2,0],"start_token":2,"supply":["green","green","green","blue","orange","blue","green","blue","red","orange"],"bag":["red","green","purple","red","red","red","purple","blue","purple","yellow"],"tower":[10,9,6,11,5,5],"players":[{"board":{"stars":[[null,null,"green",null,null,null],[null,null,null,null,"yellow",null],[null,"yellow","blue",null,null,null],[null,"blue","orange",null,null,null],[null,null,"purple",null,null,null],[null,null,"blue",null,null,null],[null,null,"blue",null,"yellow",null]]},"held":[1,0,1,1,0,2],"kept":[0,0,0,0,0,0],"score":12,"passed":false,"ledger":{"lines":[["start",5],["placement",12],["start-token",-3],["discard",-2]]}},{"board":{"stars":[[null,null,null,null,null,null],["red",null,"blue",null,null,null],[null,"blue","orange","red",null,null],[null,"orange","orange",null,null,null],[null,"red","red",null,null,null],[null,"purple","green","red",null,null],[null,"blue","blue",null,null,null]]},"held":[2,0,2,2,0,0],"kept":[0,0,0,0,0,0],"score":24,"passed":false,"ledger":{"lines":[["start",5],["placement",22],["discard",-3]]},"carried":[0,0,0,1,0,0]},{"board":{"stars":[[null,null,null,null,null,null],[null,null,"orange",null,null,null],[null,null,"green",null,null,null],[null,null,"red","green",null,null],["purple",null,"red",null,null,null],[null,"purple","red","blue","yellow",null],[null,null,"orange","orange",null,null]]},"held":[2,0,0,2,1,2],"kept":[0,0,0,0,0,0],"score":16,"passed":false,"ledger":{"lines":[["start",5],["start-token",-7],["placement",18]]},"carried":[0,0,0,0,1,0]}],"last":{"took":{"seat":2,"source":"centre","colour":"purple","count":1,"with_wild":true}}}"#;
const VIEW: &str = r#"{"viewer":null,"options":{"side":"beige","wilds":"normal"},"round":4,"rounds":6,"wild":"yellow","next_wild":"blue","phase":{"acquire":{"seat":0}},"first":0,"factories":[[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,2,0,1,1,0],[0,0,0,0,0,0]],"centre":[0,2,4,0,2,0],"start_token":2,"supply":["green","green","green","blue","orange","blue","green","blue","red","orange"],"bag_count":10,"tower":[10,9,6,11,5,5],"players":[{"seat":0,"board":{"stars":[[null,null,"green",null,null,null],[null,null,null,null,"yellow",null],[null,"yellow","blue",null,null,null],[null,"blue","orange",null,null,null],[null,null,"purple",null,null,null],[null,null,"blue",null,null,null],[null,null,"blue",null,"yellow",null]]},"held":[1,0,1,1,0,2],"kept":[0,0,0,0,0,0],"score":12,"ledger":{"lines":[["start",5],["placement",12],["start-token",-3],["discard",-2]]},"passed":false,"carried":[0,0,0,0,0,0]},{"seat":1,"board":{"stars":[[null,null,null,null,null,null],["red",null,"blue",null,null,null],[null,"blue","orange","red",null,null],[null,"orange","orange",null,null,null],[null,"red","red",null,null,null],[null,"purple","green","red",null,null],[null,"blue","blue",null,null,null]]},"held":[2,0,2,2,0,0],"kept":[0,0,0,0,0,0],"score":24,"ledger":{"lines":[["start",5],["placement",22],["discard",-3]]},"passed":false,"carried":[0,0,0,1,0,0]},{"seat":2,"board":{"stars":[[null,null,null,null,null,null],[null,null,"orange",null,null,null],[null,null,"green",null,null,null],[null,null,"red","green",null,null],["purple",null,"red",null,null,null],[null,"purple","red","blue","yellow",null],[null,null,"orange","orange",null,null]]},"held":[2,0,0,2,1,2],"kept":[0,0,0,0,0,0],"score":16,"ledger":{"lines":[["start",5],["start-token",-7],["placement",18]]},"passed":false,"carried":[0,0,0,0,1,0]}],"last":{"took":{"seat":2,"source":"centre","colour":"purple","count":1,"with_wild":true}}}"#;

/// A beige-side game of three, played by a fixed rule into its fourth round.
fn played() -> SummerPavilion {
    let mut g = SummerPavilion::new(&opts(PavilionSide::Beige), 3, 5).unwrap();
    for n in 0..90 {
        let seat = g.to_act()[0];
        let legal = g.legal_actions(seat);
        g.play(seat, &legal[(n * 7 + 3) % legal.len()]).unwrap();
    }
    g
}

#[test]
fn the_same_seed_and_moves_come_to_the_stored_bytes() {
    let g = played();
    let state = serde_json::to_string(&g).unwrap();
    let view = serde_json::to_string(&g.view(Viewer::Spectator)).unwrap();
    assert_eq!(state, STATE);
    assert_eq!(view, VIEW);
}

#[test]
fn a_stored_state_reads_and_writes_back_the_same_bytes() {
    let g: SummerPavilion = serde_json::from_str(STATE).unwrap();
    assert_eq!(serde_json::to_string(&g).unwrap(), STATE);
}
