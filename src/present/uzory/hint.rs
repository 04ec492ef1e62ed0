//! Why a hinted move is good, in Uzory's terms.

use crate::games::uzory::Uzory;
use crate::present::Explain;

impl Explain for Uzory {}
