//! [`GameId`]: the four games' names, below everything that needs to tell them apart (the
//! saved records of the engine, the rules reader, the table's registry).

use crate::l10n::Msg;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Which game. Its lowercase name is used in scenario files, the CLI and saves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameId {
    Dica,
    Dicen,
    Ganjifa,
    Gnav,
}

impl GameId {
    pub const ALL: [GameId; 4] = [GameId::Dica, GameId::Dicen, GameId::Ganjifa, GameId::Gnav];

    pub fn as_str(self) -> &'static str {
        match self {
            GameId::Dica => "dica",
            GameId::Dicen => "dicen",
            GameId::Gnav => "gnav",
            GameId::Ganjifa => "ganjifa",
        }
    }

    /// The game's display name as a message.
    pub fn name_msg(self) -> Msg {
        Msg::new(match self {
            GameId::Dica => "dica-name",
            GameId::Dicen => "dicen-name",
            GameId::Gnav => "gnav-name",
            GameId::Ganjifa => "ganjifa-name",
        })
    }

    /// The label of a stats tally the game keeps (`steals`, `dicen-calls`): `<game>-tally-<name>`.
    pub fn tally_msg(self, name: &str) -> Msg {
        Msg::dynamic(format!("{}-tally-{name}", self.as_str()))
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for GameId {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameId::ALL
            .into_iter()
            .find(|g| g.as_str() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
                format!("{s:?} is not a game ({})", names.join(", "))
            })
    }
}
