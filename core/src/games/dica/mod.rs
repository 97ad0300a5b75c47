//! DiCa: two teams fill cards 6–12 with exactly three die-rolled stones
//! (`../shared/rules/dica.md`, rules D1–D11).
//!
//! Each turn a team rolls and places one stone (D4): it places on and wins its own cards, steals
//! and neutralises the other team's; a mistake hands a card to the other team as a ★ card (D6).
//! Cards no die can complete are dead (D7). Either team may challenge a nearly complete card of
//! the other team while a roll is awaited, settled by a duel (D9). A match is a series of rounds
//! (D11). DiCa's seats are its two teams (D2): seat 0 is Team 1 (red), seat 1 is Team 2 (blue).

pub(crate) mod ai;
pub(crate) mod cards;
pub mod duel;
pub(crate) mod events;
pub(crate) mod model;
pub(crate) mod notation;
pub(crate) mod refusal;
pub(crate) mod rules;
pub(crate) mod search;
pub(crate) mod state_json;
#[cfg(test)]
mod tests;
pub mod view;

pub use ai::{EasyBot, HardBot, NormalBot};
pub use cards::{
    other, Board, Card, CardId, DeadWhy, Effect, Kind, Mistake, NotAMove, NotEligible, Status,
    Team, CARDS,
};
pub use events::Event;
pub use notation::Action;
pub use refusal::Refusal;
pub use rules::{Dica, Phase, RoundRecord, Tallies, SLOTS};
pub use search::{Objective, Search};

use serde::{Deserialize, Serialize};
use std::fmt;

/// D3: how the cards are dealt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Deal {
    /// Each team gets one card of each value 6–12 (63 points each), in a shuffled order.
    #[default]
    Mirrored,
    /// All fourteen shuffled and dealt alternately, Team 1 first.
    Random,
}

/// D4.5, D4.7: what an invalid placement does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mistakes {
    /// As in the printed game: the placing team is eliminated from the card.
    #[default]
    Count,
    /// Assist mode: invalid placements are refused.
    Prevent,
}

impl Mistakes {
    /// Its name in the options JSON and the settings.
    pub fn as_str(self) -> &'static str {
        match self {
            Mistakes::Count => "count",
            Mistakes::Prevent => "prevent",
        }
    }
}

impl std::str::FromStr for Mistakes {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        match s {
            "count" => Ok(Mistakes::Count),
            "prevent" => Ok(Mistakes::Prevent),
            _ => Err(()),
        }
    }
}

/// D10: the time limit per turn, or none. Written `15`, `30`, `60` or `"off"` in options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeLimit {
    Seconds(u16),
    Off,
}

impl Default for TimeLimit {
    fn default() -> Self {
        TimeLimit::Seconds(30)
    }
}

impl TimeLimit {
    /// The limits a table offers (D10).
    pub const OFFERED: [u16; 3] = [15, 30, 60];

    pub fn is_on(self) -> bool {
        matches!(self, TimeLimit::Seconds(_))
    }
}

impl fmt::Display for TimeLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeLimit::Seconds(s) => write!(f, "{s}"),
            TimeLimit::Off => f.write_str("off"),
        }
    }
}

#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum TimeLimitRepr {
    Seconds(u16),
    Word(String),
}

impl Serialize for TimeLimit {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            TimeLimit::Seconds(n) => TimeLimitRepr::Seconds(n),
            TimeLimit::Off => TimeLimitRepr::Word("off".into()),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for TimeLimit {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match TimeLimitRepr::deserialize(d)? {
            TimeLimitRepr::Seconds(n) => Ok(TimeLimit::Seconds(n)),
            TimeLimitRepr::Word(w) if w == "off" => Ok(TimeLimit::Off),
            TimeLimitRepr::Word(w) => Err(serde::de::Error::custom(format!(
                "time_limit is 15, 30, 60 or \"off\", not {w:?}"
            ))),
        }
    }
}

/// D2: one team's people, in the order the device goes round them. Empty for an AI team or an
/// unnamed one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TeamOptions {
    pub players: Vec<String>,
}

/// DiCa's table options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DicaOptions {
    /// D3: `mirrored` (default) or `random`.
    pub deal: Deal,
    /// D4.7: `count` (default) or `prevent`.
    pub mistakes: Mistakes,
    /// D10: 15, 30 (default), 60 or `"off"`.
    pub time_limit: TimeLimit,
    /// D11: rounds in the series, 5 or more (default 5; tables offer 5, 7 and 9).
    pub rounds: u8,
    /// D2: Team 1's and Team 2's players.
    pub teams: [TeamOptions; 2],
}

impl Default for DicaOptions {
    fn default() -> Self {
        DicaOptions {
            deal: Deal::Mirrored,
            mistakes: Mistakes::Count,
            time_limit: TimeLimit::default(),
            rounds: 5,
            teams: Default::default(),
        }
    }
}

/// D11: the fewest rounds a series has, and the most this implementation accepts (a bound so
/// that scores stay small; far beyond the 5, 7 and 9 tables offer).
pub const MIN_ROUNDS: u8 = 5;
pub const MAX_ROUNDS: u8 = 99;
/// D2: limits on team lists, so a corrupt options file cannot make the state huge.
pub const MAX_PLAYERS: usize = 12;
pub const MAX_NAME_CHARS: usize = 40;
