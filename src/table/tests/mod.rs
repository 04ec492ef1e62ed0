//! The hosted game's tests that span its modules, and what they share with the modules' own
//! tests (`told`'s seeded records and seat names).

pub(super) mod told;
