//! Random tables for the property tests: every game, its variants as they combine, and seat
//! mixes of people (DiCa teams of two among them) and bots.

#![allow(dead_code)]

use cardavia_core::ai::Level;
use cardavia_core::engine::TableRng;
use cardavia_core::games::GameId;
use cardavia_core::table::{SeatSetup, TableSetup};

/// Who sits: `people` of `seats` are people (the rest easy bots), in a shuffled order.
pub fn seating(seats: usize, people: usize, order: u64) -> Vec<SeatSetup> {
    let names = ["Ann", "Ben", "Cy", "Di", "Eve", "Fay"];
    let mut list: Vec<SeatSetup> = (0..seats)
        .map(|i| {
            if i < people {
                SeatSetup::person(names[i])
            } else {
                SeatSetup::bot(&format!("Bot {}", i + 1 - people), Level::Easy)
            }
        })
        .collect();
    let mut rng = TableRng::seeded(order);
    for i in (1..list.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        list.swap(i, j);
    }
    list
}

/// DICEN's variants that combine (V6 and V7 do not; solo ones need one player; V11 four).
pub fn dicen(seed: u64, people: usize) -> (serde_json::Value, Vec<SeatSetup>) {
    let mut rng = TableRng::seeded(seed);
    let mode = rng.below(4);
    let mut variants: Vec<&str> = Vec::new();
    let board = ["lucky", "even", "odds", "easy-peasy", "three-extreme"];
    for v in board {
        if rng.below(4) == 0 {
            variants.push(v);
        }
    }
    if variants.contains(&"even") && variants.contains(&"odds") {
        variants.retain(|v| *v != "odds");
    }
    match rng.below(3) {
        0 => variants.push("unlucky-seven"),
        1 => variants.push("seven-to-go"),
        _ => {}
    }
    let seats = match mode {
        0 => {
            variants.push(if rng.below(2) == 0 {
                "go-go"
            } else {
                "time-attack"
            });
            variants.retain(|v| !["unlucky-seven", "seven-to-go"].contains(v));
            1
        }
        1 => {
            variants.push("two-vs-two");
            4
        }
        2 => {
            variants.push("lord-of-the-board");
            2
        }
        _ => 2 + rng.below(3) as usize,
    };
    let tiles = [9, 10, 12][rng.below(3) as usize];
    (
        serde_json::json!({ "tiles": tiles, "rounds": 1 + rng.below(2), "variants": variants }),
        seating(seats, people.clamp(1, seats), seed),
    )
}

/// DiCa's two seats (D2: each a team): `people` of them people, and one person's seat, every
/// other time, a team of two who pass the phone between them ("Eve, Fay").
fn dica_seats(people: usize, seed: u64) -> Vec<SeatSetup> {
    let mut seats = seating(2, people, seed);
    if seed.is_multiple_of(2) {
        if let Some(seat) = seats.iter_mut().find(|s| s.ai.is_none()) {
            *seat = SeatSetup::person("Eve, Fay");
        }
    }
    seats
}

/// A random table of `game`: its options (DICEN's variants as they combine, a few rounds) and
/// `people` people among bots in a shuffled order.
pub fn setup(game: GameId, seed: u64, people: usize) -> TableSetup {
    let mut rng = TableRng::seeded(seed ^ 0x7ab1e);
    let (options, seats) = match game {
        GameId::Dica => {
            let deal = if rng.below(2) == 0 {
                "mirrored"
            } else {
                "random"
            };
            let mistakes = if rng.below(3) == 0 {
                "prevent"
            } else {
                "count"
            };
            (
                serde_json::json!({
                    "rounds": 5, "deal": deal, "mistakes": mistakes, "time_limit": "off"
                }),
                dica_seats(people.min(2), seed),
            )
        }
        GameId::Dicen => dicen(seed, people),
        GameId::Ganjifa => (
            serde_json::json!({ "deals": 1 }),
            seating(3, people.min(3), seed),
        ),
        GameId::Gnav => (
            serde_json::json!({ "games": 1 + rng.below(2), "lives": 1 + rng.below(2) }),
            seating(4, people.min(4), seed),
        ),
    };
    TableSetup {
        game,
        options,
        seats,
        seed,
        undo: true,
    }
}
