//! A clicked component's custom_id, game payload and selected value: vitrail::fuzz::component.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| vitrail::fuzz::component(data));
