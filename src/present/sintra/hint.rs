//! Why a hinted move is good, in Sintra's terms.

use crate::games::sintra::Sintra;
use crate::present::Explain;

impl Explain for Sintra {}
