//! What `vitrail tournament` and `vitrail simulate` report about finished games beyond scores.

use crate::ai::tournament::Figures;

use super::Sintra;

impl Figures for Sintra {}
