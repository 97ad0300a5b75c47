//! What a person can do at the table.

use serde::{Deserialize, Serialize};

/// What a person can do at the table. Every button is a target of the view, the table's own
/// ones too (hand-over, next round, rematch), so a shell sends taps by the ids it was given and
/// never maps an id to anything.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "intent")]
pub enum Intent {
    /// Tap a target of the view by its id.
    Tap { target: String },
    /// Time has passed (the shell passes `now_ms`): a turn clock that ran out is applied.
    Tick,
    /// Take back what is chosen but not played: the selected tiles or cards and an armed
    /// warning (a shell's Esc or Back). With nothing chosen it is refused and changes nothing.
    Cancel,
}

impl Intent {
    /// A tap on the target `id`.
    pub fn tap(id: impl Into<String>) -> Intent {
        Intent::Tap { target: id.into() }
    }
}
