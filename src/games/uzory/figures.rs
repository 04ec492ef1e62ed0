//! What `vitrail tournament` and `vitrail simulate` report about finished games beyond scores.

use crate::ai::tournament::Figures;

use super::Uzory;

impl Figures for Uzory {}
