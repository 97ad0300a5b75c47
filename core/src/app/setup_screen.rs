//! The set-up screen of a game as every shell draws it: the seats to start from, each option
//! with its labelled choices and default, the bot levels, and a note where the game needs one.

use super::App;
use crate::ai::Level;
use crate::games::GameId;
use crate::l10n::{text, Msg};
use crate::store::BotPace;
use crate::table::SeatSetup;
use serde::Serialize;

/// The set-up screen of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SetupScreen {
    pub game: GameId,
    pub min_seats: u32,
    pub max_seats: u32,
    /// The seats to start from: this game's last line-up when it has one (people by name,
    /// bots by level), else the rule book's usual seats, "you" first.
    pub seats: Vec<SeatSetup>,
    /// The people the roster knows, the most recently seen first: what a seat may be given.
    pub people: Vec<String>,
    pub fields: Vec<SetupField>,
    /// The bot levels, labelled.
    pub levels: Vec<SetupLevel>,
    /// What the screen should explain, if anything (DiCa: a team of several people).
    pub note: Option<String>,
}

/// One option: its label, its choices, and the rule book's default (an index into `choices`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SetupField {
    pub label: String,
    pub choices: Vec<SetupChoice>,
    pub default_choice: u32,
    /// What the option does, in one sentence, where its label does not tell (a DICEN variant,
    /// with its rule number): shown beside or under the option.
    pub description: Option<String>,
}

/// One choice of an option, labelled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SetupChoice {
    pub label: String,
}

/// A bots' pace, labelled (the settings' choice).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PaceChoice {
    pub pace: BotPace,
    pub label: String,
}

/// A bot level, labelled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SetupLevel {
    pub level: Level,
    pub label: String,
}

impl App {
    /// The set-up screen of `game`: its last line-up, else `you` in the first seat and bots.
    pub fn setup_screen(&self, game: GameId, you: &str) -> SetupScreen {
        let form = self.setup_form(game);
        let range = super::catalog::table_seats(game);
        SetupScreen {
            game,
            min_seats: *range.start() as u32,
            max_seats: *range.end() as u32,
            seats: self
                .last_lineup(game)
                .filter(|seats| range.contains(&seats.len()))
                .unwrap_or_else(|| self.default_setup(game, you, 0).seats),
            people: self.known_people(),
            fields: form
                .options
                .into_iter()
                .map(|f| SetupField {
                    label: f.label,
                    choices: f
                        .choices
                        .into_iter()
                        .map(|(label, _)| SetupChoice { label })
                        .collect(),
                    default_choice: f.default as u32,
                    description: f.description,
                })
                .collect(),
            levels: form
                .levels
                .into_iter()
                .map(|(level, label)| SetupLevel { level, label })
                .collect(),
            // D2: a team may be several people, written "Ann, Bea".
            note: (game == GameId::Dica).then(|| text(self.lang(), &Msg::new("shell-dica-teams"))),
        }
    }

    /// The bots' paces, labelled in the app's language, slowest first (the settings' choice).
    pub fn paces(&self) -> Vec<PaceChoice> {
        BotPace::ALL
            .iter()
            .map(|&pace| PaceChoice {
                pace,
                label: text(self.lang(), &pace.label_msg()),
            })
            .collect()
    }

    /// The bot levels, labelled in the app's language (the settings' default level).
    pub fn levels(&self) -> Vec<SetupLevel> {
        Level::ALL
            .iter()
            .map(|&level| SetupLevel {
                level,
                label: text(self.lang(), &level.label_msg()),
            })
            .collect()
    }
}
