//! Setting a table: the game, its options, the seats and the seed.

use super::error::TableError;
use crate::ai::Level;
use crate::games::GameId;
use crate::l10n::Msg;
use serde::{Deserialize, Serialize};

/// One seat: a person by name, or a bot with its level (and a name to show).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    pub name: String,
    #[serde(default)]
    pub ai: Option<Level>,
}

impl SeatSetup {
    pub fn person(name: &str) -> Self {
        SeatSetup {
            name: name.to_string(),
            ai: None,
        }
    }

    pub fn bot(name: &str, level: Level) -> Self {
        SeatSetup {
            name: name.to_string(),
            ai: Some(level),
        }
    }
}

/// A table's set-up. The options are the game's options JSON (the same object scenario files use).
/// In DiCa each seat is a team, and a seat's name is the team's label: see
/// [`crate::table::games::dica`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSetup {
    pub game: GameId,
    pub options: serde_json::Value,
    pub seats: Vec<SeatSetup>,
    /// The seed of the first match; a rematch derives the next.
    pub seed: u64,
    /// Whether a person may take back their own last action while nothing was revealed since
    /// ([`crate::table::UNDO`]). A serious series forbids it at set-up; saves from before the
    /// setting allowed it.
    #[serde(default = "undo_allowed")]
    pub undo: bool,
}

fn undo_allowed() -> bool {
    true
}

/// Longest name a seat may have, in characters.
pub const MAX_NAME: usize = 24;

impl TableSetup {
    /// The rule book's usual table for `game`, with `you` in the first seat and bots elsewhere.
    pub fn default_for(game: GameId, you: &str, seed: u64) -> Self {
        let (bots, options) = match game {
            // D2, D10, D11: two teams (yours and an AI team), 5 rounds, 30 s a turn.
            GameId::Dica => (1, serde_json::json!({ "rounds": 5, "time_limit": 30 })),
            GameId::Dicen => (1, serde_json::json!({})),
            // G1: one person and two AI.
            GameId::Ganjifa => (2, serde_json::json!({})),
            GameId::Gnav => (3, serde_json::json!({})),
        };
        let mut seats = vec![SeatSetup::person(you)];
        for i in 0..bots {
            seats.push(SeatSetup::bot(&format!("Bot {}", i + 1), Level::Normal));
        }
        TableSetup {
            game,
            options,
            seats,
            seed,
            undo: true,
        }
    }

    /// Names trimmed, non-empty, short and unique.
    pub(super) fn check_names(&self) -> Result<(), TableError> {
        let mut seen: Vec<String> = Vec::new();
        for (i, seat) in self.seats.iter().enumerate() {
            let name = seat.name.trim();
            if name.is_empty() {
                return Err(TableError::SetupProblem(
                    Msg::new("table-setup-name-empty").int("seat", i as i64 + 1),
                ));
            }
            if name.chars().count() > MAX_NAME {
                return Err(TableError::SetupProblem(
                    Msg::new("table-setup-name-long").int("max", MAX_NAME as i64),
                ));
            }
            let folded = name.to_lowercase();
            if seen.contains(&folded) {
                return Err(TableError::SetupProblem(
                    Msg::new("table-setup-name-twice").text("name", name),
                ));
            }
            seen.push(folded);
        }
        Ok(())
    }
}
