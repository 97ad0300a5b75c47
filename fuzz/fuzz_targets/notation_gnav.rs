//! Any text as a Gnav action: refused, or an action that prints and parses back to itself.
#![no_main]

use cardavia_core::games::gnav::Gnav;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| cardavia_fuzz::notation_round_trips::<Gnav>(data));
