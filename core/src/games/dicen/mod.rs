//! DICEN: shut the box for 1–6 players (`../shared/rules/dicen.md`, rules N1–N9, V1–V11).
//!
//! The base game: each player has a board of tiles, throws two dice (or one, N2), and must close
//! tiles adding up to the throw (N4) until they cannot (N5); doubles may reopen tiles (N6, N7);
//! shutting every tile calls DICEN (N8). A game is a number of rounds; lowest total wins (N9).
//! The variants (V1–V11) are table options; [`solver`] plays any of them exactly, and the hard
//! bot and [`hint`] use it.

mod ai;
mod hint;
mod moves;
mod notation;
mod rules;
pub mod solver;
mod tiles;
mod variants;

pub use ai::DicenBot;
pub use hint::{hint, Hint};
pub use notation::{Action, Stamp, MAX_STAMP};
pub use rules::{Clock, Dicen, Phase, Player, PlayerRound, Refusal, Throw};
pub use tiles::{Pick, Tiles};
pub use variants::{Variant, Variants, CONFLICTS};

use serde::{Deserialize, Serialize};

/// DICEN's table options. Every field may be left out; what is missing is the base game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DicenOptions {
    /// N1: the highest tile: 9 (classic), 10 (default) or 12.
    pub tiles: u8,
    /// N9: rounds in a game, 1–10 (default 4). V8 and V9 are always one round.
    pub rounds: u8,
    /// V1–V11 in play, by name: `["lucky", "lord-of-the-board"]`.
    pub variants: Variants,
    /// Let people ask for [`hint`]: the solver's move and the chance of shutting from here.
    pub hints: bool,
}

impl Default for DicenOptions {
    fn default() -> Self {
        DicenOptions {
            tiles: 10,
            rounds: 4,
            variants: Variants::NONE,
            hints: false,
        }
    }
}

impl DicenOptions {
    /// The default options with these variants.
    pub fn with_variants(variants: &[Variant]) -> Self {
        DicenOptions {
            variants: variants.iter().copied().collect(),
            ..DicenOptions::default()
        }
    }
}
