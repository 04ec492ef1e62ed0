//! A state and a view written by the code before the Azul-family kit (issue 51): the same
//! seed and moves still come to the same bytes, and the stored state reads and writes back
//! to them.

use super::super::state::Azul;
use super::opts;
use crate::game::Game;
use crate::games::azul::WallSide;
use crate::games::family::testing::{assert_stored_bytes, play_by_rule};

const STATE: &str = r#"{"options":{"side":"grey"},"rng":{"seed":[201,251,76,232,235,249,114,28,179,214,93,242,156,116,135,24,89,239,255,124,18,27,25,188,232,124,90,57,227,224,17,162],"stream":0,"word_pos":120},"round":6,"first":0,"phase":{"offer":{"seat":0}},"factories":[[0,2,0,1,1],[0,2,1,1,0],[2,1,0,0,1],[1,1,1,0,1],[1,1,0,2,0]],"centre":[0,0,0,0,0],"marker":"centre","bag":["blue","white","white","blue","blue","blue","blue","white","blue","black","blue","blue","blue","yellow","white","yellow","white","yellow","yellow","white","black","yellow","yellow","yellow","yellow","yellow","white","white","yellow","white","red","red","red","red","red","red","red","red","red","red","red","red","red","red","white","red","white","black","black","black","black","black","black","black","white","black","black","black"],"lid":[0,0,0,0,0],"players":[{"board":{"lines":[{"colour":null,"count":0},{"colour":null,"count":0},{"colour":"blue","count":2},{"colour":"blue","count":1},{"colour":"black","count":2}],"wall":[["white",null,"black","red",null],[null,null,null,"white",null],[null,null,"red",null,null],[null,null,null,null,null],[null,null,null,null,null]],"floor":[]},"score":0,"ledger":{"lines":[["wall",7],["floor",-7]]}},{"board":{"lines":[{"colour":null,"count":0},{"colour":null,"count":0},{"colour":"yellow","count":1},{"colour":"blue","count":3},{"colour":null,"count":0}],"wall":[[null,"white",null,null,"yellow"],["black","yellow",null,"blue","white"],[null,null,null,"white",null],[null,null,null,null,null],["red",null,null,null,null]],"floor":[]},"score":0,"ledger":{"lines":[["wall",14],["floor",-14]]}}],"last":{"seat":0,"take":null,"tile":[1,3],"tiled":[[1,1,0],[0,0,3],[0,1,3]],"round_ended":true}}"#;
const VIEW: &str = r#"{"viewer":null,"options":{"side":"grey"},"round":6,"phase":{"offer":{"seat":0}},"first":0,"factories":[[0,2,0,1,1],[0,2,1,1,0],[2,1,0,0,1],[1,1,1,0,1],[1,1,0,2,0]],"centre":[0,0,0,0,0],"marker":"centre","bag_count":58,"lid":[0,0,0,0,0],"players":[{"seat":0,"board":{"lines":[{"colour":null,"count":0},{"colour":null,"count":0},{"colour":"blue","count":2},{"colour":"blue","count":1},{"colour":"black","count":2}],"wall":[["white",null,"black","red",null],[null,null,null,"white",null],[null,null,"red",null,null],[null,null,null,null,null],[null,null,null,null,null]],"floor":[]},"score":0,"ledger":{"lines":[["wall",7],["floor",-7]]}},{"seat":1,"board":{"lines":[{"colour":null,"count":0},{"colour":null,"count":0},{"colour":"yellow","count":1},{"colour":"blue","count":3},{"colour":null,"count":0}],"wall":[[null,"white",null,null,"yellow"],["black","yellow",null,"blue","white"],[null,null,null,"white",null],[null,null,null,null,null],["red",null,null,null,null]],"floor":[]},"score":0,"ledger":{"lines":[["wall",14],["floor",-14]]}}],"last":{"seat":0,"take":null,"tile":[1,3],"tiled":[[1,1,0],[0,0,3],[0,1,3]],"round_ended":true},"quiet_rounds":0}"#;

/// A grey-side game of two, played into its sixth round, just dealt from a refilled bag.
#[test]
fn a_seeded_game_and_its_stored_state_write_the_stored_bytes() {
    let mut game = Azul::new(&opts(WallSide::Grey), 2, 11).unwrap();
    play_by_rule(&mut game, 66);
    assert_stored_bytes(&game, STATE, VIEW);
}
