//! Any text as a Dica action: refused, or an action that prints and parses back to itself.
#![no_main]

use cardavia_core::games::dica::Dica;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| cardavia_fuzz::notation_round_trips::<Dica>(data));
