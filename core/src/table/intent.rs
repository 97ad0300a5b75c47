//! What a person can do at the table, and the target ids the tap-like intents stand for.

use serde::{Deserialize, Serialize};

/// What a person can do at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "intent")]
pub enum Intent {
    /// Tap a target of the view by its id.
    Tap {
        target: String,
    },
    /// Shorthands for the targets with these well-known ids.
    Roll,
    Pass,
    Accept,
    Decline,
    Day,
    Night,
    /// "I am NAME": the hand-over screen may show that person's cards.
    ConfirmHandOver,
    NextRound,
    Rematch,
    /// Time has passed (the shell passes `now_ms`): a turn clock that ran out is applied.
    Tick,
    /// Take back what is chosen but not played: the selected tiles or cards and an armed
    /// warning (a shell's Esc or Back). With nothing chosen it is refused and changes nothing.
    Cancel,
}

impl Intent {
    /// The target id a tap-like intent stands for.
    pub fn target_id(&self) -> Option<String> {
        Some(match self {
            Intent::Tap { target } => target.clone(),
            Intent::Roll => "roll".into(),
            Intent::Pass => "pass".into(),
            Intent::Accept => "accept".into(),
            Intent::Decline => "decline".into(),
            Intent::Day => "day".into(),
            Intent::Night => "night".into(),
            Intent::ConfirmHandOver => "hand-over".into(),
            Intent::NextRound => "next-round".into(),
            Intent::Rematch => "rematch".into(),
            Intent::Tick | Intent::Cancel => return None,
        })
    }

    /// The intent a target id stands for (buttons the table adds map to their own intents).
    pub fn for_target(id: &str) -> Intent {
        match id {
            "hand-over" => Intent::ConfirmHandOver,
            "next-round" => Intent::NextRound,
            "rematch" => Intent::Rematch,
            other => Intent::Tap {
                target: other.to_string(),
            },
        }
    }
}
