//! Sagrada played by arbitrary moves: vitrail::fuzz::engine.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    vitrail::fuzz::engine::<vitrail::games::sagrada::Sagrada>(data);
});
