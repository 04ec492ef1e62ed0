//! Bytes read back from sled: vitrail::fuzz::store_record.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| vitrail::fuzz::store_record(data));
