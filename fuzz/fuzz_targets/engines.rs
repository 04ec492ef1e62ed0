//! Any registered game played by arbitrary moves, the first byte choosing the game:
//! vitrail::fuzz::any_engine.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    vitrail::fuzz::any_engine(data);
});
