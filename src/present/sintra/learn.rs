//! 📘 The notes of a first game of this game (see [`crate::present::learn`]).

use crate::games::sintra::Sintra;
use crate::present::learn::Teach;

impl Teach for Sintra {}
