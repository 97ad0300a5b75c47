//! Why the table refused an intent. Nothing changed; the message is localisable.

use crate::engine::SetupError;
use crate::l10n::{Lang, Msg};

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum TableError {
    /// The intent was made on an older view than the table's.
    #[error("the table has moved on (view {seen}, table {current})")]
    Stale { seen: u64, current: u64 },
    /// No target with this id is on the table now.
    #[error("no target {0:?} on the table now")]
    UnknownTarget(String),
    /// The intent does not fit this moment (a tap during a hand-over screen, say).
    #[error("not now: {0:?}")]
    NotNow(Msg),
    /// The rules refuse it.
    #[error("refused ({kind}): {message:?}")]
    Refused {
        kind: &'static str,
        message: Msg,
        rule: Option<&'static str>,
    },
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The set-up itself is wrong in a way the game does not judge (names, seats).
    #[error("set-up: {0:?}")]
    SetupProblem(Msg),
    #[error("the saved table cannot be resumed: {0}")]
    Restore(String),
}

impl TableError {
    /// A stable, kebab-case id.
    pub fn kind(&self) -> &'static str {
        match self {
            TableError::Stale { .. } => "stale",
            TableError::UnknownTarget(_) => "unknown-target",
            TableError::NotNow(_) => "not-now",
            TableError::Refused { kind, .. } => kind,
            TableError::Setup(e) => e.kind,
            TableError::SetupProblem(_) => "setup",
            TableError::Restore(_) => "restore",
        }
    }

    /// The message a shell shows.
    pub fn message(&self) -> Msg {
        match self {
            TableError::Stale { .. } => Msg::new("table-error-stale"),
            TableError::UnknownTarget(id) => {
                Msg::new("table-error-unknown-target").text("target", id.clone())
            }
            TableError::NotNow(m) | TableError::SetupProblem(m) => m.clone(),
            TableError::Refused { message, .. } => message.clone(),
            TableError::Setup(e) => e.message.clone(),
            TableError::Restore(why) => Msg::new("table-error-restore").text("why", why.clone()),
        }
    }

    /// The rule that forbids it, if one does.
    pub fn rule(&self) -> Option<&'static str> {
        match self {
            TableError::Refused { rule, .. } => *rule,
            _ => None,
        }
    }

    pub fn text(&self, lang: Lang) -> String {
        crate::l10n::text(lang, &self.message())
    }
}
