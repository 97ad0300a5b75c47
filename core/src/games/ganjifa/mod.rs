//! Ganjifa (Dashavatara): the ten-suit trick-taking game for three
//! (`../shared/rules/ganjifa.md`, rules G1–G8).
//!
//! 120 cards in ten avatar suits (G1) with two rankings (G2); the period sets the trump suit,
//! Rama by day and Krishna by night (G3); packets of four are dealt in playing order (G4); the
//! holder of the trump Raja opens with it alone, and tricks follow the led suit, else a trump or
//! the first held suit after the led one (G5); a Raja, a Mantri and a run of three or more lead
//! as a Dukal and capture as many cards from each opponent (G6); a deal scores one point per
//! captured card, and a match is a series of deals (G7). Each seat sees only its hand and what
//! was played face up (G8).
//!
//! Seats are `0, 1, 2`; the next seat in playing order is `(seat + 1) % 3`, counter-clockwise at
//! the table (G1). The first deal is dealt by seat 0.
//!
//! - [`cards`]: cards, suits, rankings and `u128` hand bitsets.
//! - [`notation`]: actions as text.
//! - [`deal`]: the play of one deal (tricks, Dukals, discards), shared by rules and bots.
//! - [`rules`]: the series: period, dealing, scoring, [`crate::engine::Game`].
//! - [`observation`]: what one seat may see (G8).
//! - `playout`: the random playout the engine's speed is measured by.
//! - [`ai`]: the bots, the hard one an information-set MCTS.
//! - [`view`]: the game at the table (hand, trick, captures, period), drawn for one seat.

pub mod ai;
pub mod cards;
pub mod deal;
pub mod notation;
pub mod observation;
mod playout;
pub(crate) mod refusal;
pub mod rules;
pub mod view;

pub use cards::{Card, Cards, Rank, Suit, SuitSet};
pub use deal::{Deal, Event, Move, Step, Trick};
pub use notation::{dukal_of, Action, Dukal, DukalFault};
pub use observation::Observation;
pub use rules::{
    card_msg, dukal_msg, suit_msg, DealRecord, DukalRecord, Ganjifa, LastPlay, Phase, Refusal,
    TrickRecord,
};

use serde::{Deserialize, Serialize};

/// G3: day or night. Fixed for a deal; it sets the trump suit and so who opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Period {
    Day,
    Night,
}

impl Period {
    /// G3: Rama is trump by day, Krishna by night.
    pub fn trump(self) -> Suit {
        match self {
            Period::Day => Suit::RAMA,
            Period::Night => Suit::KRISHNA,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Period::Day => "day",
            Period::Night => "night",
        }
    }

    /// G3 `clock`: the period at the local wall-clock time `local_ms` (ms since the Unix epoch,
    /// shifted to the device's time zone, so its remainder by a day is the time of day). Day
    /// runs from 06:00 to 17:59 inclusive, that is up to the last millisecond before 18:00.
    pub fn at_local_time(local_ms: u64) -> Period {
        const HOUR_MS: u64 = 3_600_000;
        if (6 * HOUR_MS..18 * HOUR_MS).contains(&(local_ms % (24 * HOUR_MS))) {
            Period::Day
        } else {
            Period::Night
        }
    }
}

/// G3: how the period of each deal is set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PeriodOption {
    /// The dealer chooses before dealing (`day` / `night`); a bot dealer chooses at random.
    #[default]
    Ask,
    Day,
    Night,
    /// The phone's local time, day from 06:00 to 17:59. The engine reads no clock: before each
    /// deal the table layer reads the time and performs `clock day` or `clock night` for the
    /// dealer's seat.
    Clock,
}

/// Ganjifa's table options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GanjifaOptions {
    /// G3: `ask` (default), `day`, `night` or `clock`.
    pub period: PeriodOption,
    /// G7: deals in the series, 1–9 (default 3: each seat deals once).
    pub deals: u8,
}

impl Default for GanjifaOptions {
    fn default() -> Self {
        GanjifaOptions {
            period: PeriodOption::Ask,
            deals: 3,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_says_day_from_six_to_one_minute_to_six() {
        let at = |h: u64, m: u64| Period::at_local_time(((h * 60) + m) * 60_000);
        assert_eq!(at(5, 59), Period::Night);
        assert_eq!(at(6, 0), Period::Day);
        assert_eq!(at(17, 59), Period::Day);
        assert_eq!(at(18, 0), Period::Night);
        assert_eq!(at(0, 0), Period::Night);
        assert_eq!(Period::at_local_time(18 * 3_600_000 - 1), Period::Day);
        let days = 20_000 * 86_400_000;
        assert_eq!(Period::at_local_time(days + 6 * 3_600_000), Period::Day);
        assert_eq!(
            Period::at_local_time(u64::MAX),
            Period::at_local_time(u64::MAX % 86_400_000)
        );
    }
}
