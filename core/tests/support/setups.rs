//! Set-ups several test files start from.

#![allow(dead_code)]

use cardavia_core::ai::Level;
use cardavia_core::games::GameId;
use cardavia_core::table::{SeatSetup, TableSetup};

/// Gnav for two people (Ann, Cas) and two easy bots, one game: the phone passes between the
/// people, so the first view is a hand-over.
pub fn gnav_two_people() -> TableSetup {
    TableSetup {
        game: GameId::Gnav,
        options: serde_json::json!({ "games": 1 }),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::bot("Bo", Level::Easy),
            SeatSetup::person("Cas"),
            SeatSetup::bot("Di", Level::Easy),
        ],
        seed: 2,
        undo: true,
    }
}

/// A three-deal Ganjifa series: Ann against two easy bots (the benches' late tap and late view).
pub fn ganjifa_against_easy_bots(seed: u64) -> TableSetup {
    TableSetup {
        game: GameId::Ganjifa,
        options: serde_json::json!({ "deals": 3 }),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::bot("Bo", Level::Easy),
            SeatSetup::bot("Cy", Level::Easy),
        ],
        seed,
        undo: true,
    }
}

/// DICEN for Ann alone, two rounds: no bot, no hand-over, no turn clock.
pub fn dicen_ann_alone() -> TableSetup {
    TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "rounds": 2 }),
        seats: vec![SeatSetup::person("Ann")],
        seed: 5,
        undo: true,
    }
}
