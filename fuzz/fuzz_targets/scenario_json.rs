//! Any bytes as a scenario file: `cardavia script` reports a pass, a failed expectation or a
//! malformed file, never a panic.
#![no_main]

use cardavia_core::scenario;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let result = scenario::run(text, |_| {});
        if let Err(e) = result {
            assert!(matches!(e.exit_code(), 1 | 2), "{e}");
        }
    }
});
