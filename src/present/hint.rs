//! Why a hinted move is good, in the game's own terms: the sentence under a 💡 hint.

use crate::game::Seat;
use crate::i18n::Locale;
use crate::present::Menus;

/// Each game's reasons for a move, worded from what the hinted seat sees.
pub trait Explain: Menus {
    /// One sentence on why `action` is a good move for `seat` now, from `view` alone (what the
    /// seat may see), e.g. "takes the last three blue: your line 4 is then full". `None` when
    /// nothing in particular stands out; the hint then says only that the strongest computer
    /// player would make the move.
    fn why(
        _view: &Self::View,
        _seat: Seat,
        _action: &Self::Action,
        _locale: Locale,
    ) -> Option<String> {
        None
    }
}
