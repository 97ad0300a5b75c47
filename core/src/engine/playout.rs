//! Random playouts: a match played on to its end by uniformly random moves of the seat due, the
//! engine's raw speed that `cardavia simulate --seats random,...` and the benchmarks measure.
//!
//! Here are what a playout reports and how seats find their RNG; the playout itself is
//! [`crate::engine::Game::play_out_randomly`], and the contract it is held to,
//! [`crate::engine::play_out_stepwise`], lives beside the [`crate::engine::Game`] trait: one
//! `to_act`, one `sample_chance` or `sample_legal` and one checked `apply` per action. A game
//! may override the playout with a loop of its own (no re-check of a move it drew itself, a
//! deal drawn in one loop), which must end in the same state with the same counts and the same
//! RNG draws: the conformance suite plays both from the same states and compares them.

use super::actor::Seat;
use super::rng::TableRng;

/// What a playout did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Playout {
    /// Actions applied, chance outcomes included.
    pub actions: u64,
    /// Cards played from hands ([`Game::cards_played`]).
    pub card_plays: u64,
}

/// Why a playout stopped before the end: each one a fault of the game, never of the players.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayoutError {
    #[error("seat {seat} had no move when it was due")]
    Stalled { seat: Seat },
    #[error("chance was due with no outcome")]
    NoChance,
    #[error("the game refused the move it drew for seat {seat}: {why}")]
    Refused { seat: Seat, why: String },
    #[error("the match did not end within {0} actions")]
    Endless(u64),
}

/// A match no playout should reach: far beyond any real game's length.
pub const PLAYOUT_CAP: u64 = 5_000_000;

/// The RNG the seat due draws its move from: `choosers[seat % choosers.len()]` (one chooser
/// serves every seat; one per seat keeps each seat's draws its own).
/// A division only when a seat is past the slice: this runs once per move of a playout.
#[inline]
pub fn chooser(choosers: &mut [TableRng], seat: Seat) -> Result<&mut TableRng, PlayoutError> {
    let count = choosers.len();
    let at = match usize::from(seat) {
        _ if count == 1 => 0,
        at if at < count => at,
        at => at % count.max(1),
    };
    choosers.get_mut(at).ok_or(PlayoutError::Stalled { seat })
}
