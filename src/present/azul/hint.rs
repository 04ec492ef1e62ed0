//! Why a hinted move is good, in Azul's terms.

use crate::games::azul::Azul;
use crate::present::Explain;

impl Explain for Azul {}
