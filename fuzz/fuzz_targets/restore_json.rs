//! Any bytes as a saved table: refused with a typed error, or a table that draws its view, saves
//! again and restores from that save to the same save.
#![no_main]

use cardavia_core::table::Table;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(table) = Table::restore_json(text) {
            let _ = table.view();
            let saved = table.snapshot_json().expect("a restored table saves");
            let again = Table::restore_json(&saved).expect("its own save restores");
            assert_eq!(again.snapshot_json().expect("saves"), saved);
        }
    }
});
