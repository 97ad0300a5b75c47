//! What every game's bots share: the difficulty levels, the [`Bot`] trait, and search
//! ([`ismcts`]: information-set Monte Carlo tree search for hidden-card games).

pub mod ismcts;

use crate::engine::{Game, Seat, TableRng};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A bot's difficulty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// A plausible beginner.
    Easy,
    /// A solid rule-of-thumb player.
    Normal,
    /// The strongest this game's bot can play within its budget.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The level's name for people ("Normal", "Normale").
    pub fn label_msg(self) -> crate::l10n::Msg {
        crate::l10n::Msg::new(match self {
            Level::Easy => "app-level-easy",
            Level::Normal => "app-level-normal",
            Level::Hard => "app-level-hard",
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str() == s)
            .ok_or_else(|| format!("{s:?} is not a level (easy, normal, hard)"))
    }
}

/// A bot plays one seat from what that seat may observe.
pub trait Bot<G: Game>: Send {
    /// Picks one of `legal` (never empty) for `seat`. `None` means "nothing now", which a bot
    /// may answer only when another seat is due (declining to challenge in DiCa, say).
    fn choose(
        &mut self,
        view: &G::Observation<'_>,
        seat: Seat,
        legal: &[G::Action],
        rng: &mut TableRng,
    ) -> Option<G::Action>;

    /// A time cap from the caller (the runtime's deadline): a bot that searches stops early
    /// once `stop` says so and plays the best move found. Bots that decide at once ignore it.
    fn stop_when(&mut self, stop: Box<dyn ismcts::Stop>) {
        let _ = stop;
    }
}

/// The bots of a game, chosen by level: the registry above the rules, so that [`Game`] (the
/// rules' contract) knows nothing of bots. Each game implements it beside its bots.
pub trait Bots: Game {
    /// A bot of the given level.
    fn bot(level: Level) -> Box<dyn Bot<Self>>;

    /// The hard bot with a budget of `iterations`, where the hard bot has one (Ganjifa: ISMCTS
    /// iterations; Gnav: samples of the unseen cards per decision). Its strength against its
    /// budget is measured with `cardavia simulate --seats ai:hard:N` (`scripts/bot-curve`).
    /// `None` for games whose hard bot has no such budget.
    fn searching(iterations: u32) -> Option<Box<dyn Bot<Self>>> {
        let _ = iterations;
        None
    }
}
