//! What `vitrail tournament` and `vitrail simulate` report about finished games beyond scores.

use crate::ai::tournament::Figures;

use super::SummerPavilion;

impl Figures for SummerPavilion {}
