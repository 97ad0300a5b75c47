//! Any text as a Ganjifa action: refused with a `NotationError`, or an action whose notation
//! prints and parses back to itself (the log, saves and scenarios rely on it).
#![no_main]

use cardavia_core::engine::Game;
use cardavia_core::games::ganjifa::Ganjifa;
use libfuzzer_sys::fuzz_target;

type Action = <Ganjifa as Game>::Action;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(action) = text.parse::<Action>() {
            let printed = action.to_string();
            let back: Action = printed
                .parse()
                .unwrap_or_else(|e| panic!("{text:?} -> {printed:?} does not parse back: {e}"));
            assert_eq!(back, action, "{text:?} -> {printed:?}");
            assert_eq!(back.to_string(), printed);
        }
    }
});
