//! Why a hinted move is good, in SummerPavilion's terms.

use crate::games::summer_pavilion::SummerPavilion;
use crate::present::Explain;

impl Explain for SummerPavilion {}
