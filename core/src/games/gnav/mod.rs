//! Gnav: a 42-card swapping game of the Cuckoo family (`../shared/rules/gnav.md`, K1–K7).
//!
//! Each deal every player gets one hidden card and, from the dealer's left, keeps it or asks the
//! next player on the left to swap; matadors refuse (Hus and Hest pass the request on, Drago and
//! Katt cost a life, a Katt undoes the deal's swaps, a Gjøk ends the deal); the dealer may swap
//! with the stock; the lowest card pays a life. A game is deals until one player survives; a
//! match is a series of games (K6).
//!
//! - [`cards`]: the deck and its card notation (K1);
//! - [`table`]: one deal on fixed-size data — dealing, turns, requests, the stock (K2–K4);
//! - [`swaps`]: the swap ledger and its undoing by a Katt (K3.5);
//! - [`settle`]: the settlement (K5.1–K5.5);
//! - [`rules`]: the game — deals in a row, resting, skipped deals, the end of a game, the series
//!   (K2, K5.5–K5.7, K6), and the engine contract;
//! - [`observation`]: what one seat may know (K7);
//! - [`ai`], [`sampler`], [`model`]: the bots, the hard bot's sampling of the unseen cards and
//!   its model of how other players decide.
//!
//! Seats are the players, 2 to 8 (K1 names four; nothing in the rules depends on the number,
//! and the deck always suffices: at most 8 cards dealt plus 4 Hus or Hest set aside). The player
//! on the left of seat `s` is seat `(s + 1) mod n`.

pub(crate) mod ai;
pub(crate) mod cards;
pub(crate) mod events;
pub(crate) mod model;
pub(crate) mod notation;
pub(crate) mod observation;
pub(crate) mod rules;
pub(crate) mod sampler;
pub(crate) mod settle;
pub(crate) mod state_json;
pub(crate) mod swaps;
pub(crate) mod table;
#[cfg(test)]
pub(crate) mod testing;
pub mod view;

pub use ai::GnavBot;
pub use cards::{Card, CardCounts};
pub use events::{Event, Witness};
pub use notation::Action;
pub use observation::{Knowledge, Observation, PlayerView};
pub use rules::{DealRecord, GameResult, Gnav, Refusal, Standing};
pub use settle::losers;
pub use swaps::Swaps;
pub use table::{DealEnd, Misplay, Settlement, Stage, Table};

use serde::{Deserialize, Serialize};

/// The most players the engine plays (scenario files may seat 2–8: nothing in the rules
/// depends on the number, and the deck always suffices).
pub const MAX_PLAYERS: usize = 8;

/// K1: a table seats four players. The engine plays other numbers (see [`MAX_PLAYERS`]); a
/// table a person sets up has exactly these.
pub const TABLE_PLAYERS: usize = 4;

/// Gnav's table options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GnavOptions {
    /// K6: games in the series, 1–10 (default 3).
    pub games: u8,
    /// K1: lives each player starts a game with, 1–9 (default 3).
    pub lives: u8,
}

impl Default for GnavOptions {
    fn default() -> Self {
        GnavOptions { games: 3, lives: 3 }
    }
}
