//! Why a hinted move is good, in Sagrada's terms.

use crate::games::sagrada::Sagrada;
use crate::present::Explain;

impl Explain for Sagrada {}
