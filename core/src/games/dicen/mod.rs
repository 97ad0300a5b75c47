//! DICEN: shut the box for 1–6 players (`../shared/rules/dicen.md`, rules N1–N9).
//!
//! The base game: each player has a board of tiles, throws two dice (or one, N2), and must close
//! tiles adding up to the throw (N4) until they cannot (N5); doubles may reopen tiles (N6, N7);
//! shutting every tile calls DICEN (N8). A game is a number of rounds; lowest total wins (N9).

mod ai;
mod notation;
mod rules;
mod tiles;
pub mod view;

pub use ai::SimpleBot;
pub use notation::Action;
pub use rules::{Dicen, Phase, Player, Refusal, Throw};
pub use tiles::Tiles;

use serde::{Deserialize, Serialize};

/// DICEN's table options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DicenOptions {
    /// N1: the highest tile: 9 (classic), 10 (default) or 12.
    pub tiles: u8,
    /// N9: rounds in a game, 1–10 (default 4).
    pub rounds: u8,
}

impl Default for DicenOptions {
    fn default() -> Self {
        DicenOptions {
            tiles: 10,
            rounds: 4,
        }
    }
}
