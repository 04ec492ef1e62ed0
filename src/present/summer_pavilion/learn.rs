//! 📘 The notes of a first game of this game (see [`crate::present::learn`]).

use crate::games::summer_pavilion::SummerPavilion;
use crate::present::learn::Teach;

impl Teach for SummerPavilion {}
