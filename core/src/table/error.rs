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
    /// A tap came so soon after the screen changed (a hand-over confirmed, a summary shown, a
    /// bot's move) that the person cannot have seen what it lands on: a second tap of a quick
    /// double tap. Nothing changed; looking, then tapping again, works.
    #[error("a tap came {ms} ms after the screen changed")]
    TooSoon { ms: u64 },
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
    /// The rules refused the outcome chance drew for them (a die, a card): a bug, never a
    /// person's doing. The table stays as it was before the intent.
    #[error("a chance outcome was refused: {0}")]
    Chance(String),
    /// The rules refused the move the turn clock made when it ran out (DiCa D10): a bug too.
    #[error("the turn clock's move was refused: {0}")]
    Clock(String),
    /// A bot's move typed for another game than the table's: a bug of the caller (the runtime
    /// carries moves without knowing the game), never a person's doing.
    #[error("a bot's move was made for another game's table")]
    ForeignMove,
}

impl TableError {
    /// A stable, kebab-case id.
    pub fn kind(&self) -> &'static str {
        match self {
            TableError::Stale { .. } => "stale",
            TableError::UnknownTarget(_) => "unknown-target",
            TableError::NotNow(_) => "not-now",
            TableError::TooSoon { .. } => "too-soon",
            TableError::Refused { kind, .. } => kind,
            TableError::Setup(e) => e.kind,
            TableError::SetupProblem(_) => "setup",
            TableError::Restore(_) => "restore",
            TableError::Chance(_) => "chance",
            TableError::Clock(_) => "clock",
            TableError::ForeignMove => "foreign-move",
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
            TableError::TooSoon { .. } => Msg::new("table-error-too-soon"),
            TableError::Refused { message, .. } => message.clone(),
            TableError::Setup(e) => e.message.clone(),
            TableError::Restore(why) => Msg::new("table-error-restore").text("why", why.clone()),
            TableError::Chance(why) => Msg::new("table-error-chance").text("why", why.clone()),
            TableError::Clock(why) => Msg::new("table-error-clock").text("why", why.clone()),
            TableError::ForeignMove => Msg::new("table-error-foreign-move"),
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

#[cfg(test)]
mod tests {
    use super::TableError;
    use crate::l10n::{try_text, Lang};

    /// A refused chance outcome or clock move is the table's own failure, told apart from a
    /// save that cannot be resumed (a shell must not tell someone their save is broken when the
    /// table itself failed): its own kind, and a message in every language.
    #[test]
    fn chance_and_clock_failures_are_kinds_of_their_own() {
        let failures = [
            TableError::Restore("why".into()),
            TableError::Chance("the die shows 7".into()),
            TableError::Clock("no timeout now".into()),
        ];
        let kinds: Vec<&str> = failures.iter().map(TableError::kind).collect();
        assert_eq!(kinds, ["restore", "chance", "clock"]);
        assert_eq!(TableError::ForeignMove.kind(), "foreign-move");
        for lang in Lang::ALL {
            assert!(try_text(lang, &TableError::ForeignMove.message()).is_ok());
        }
        for failure in &failures[1..] {
            for lang in Lang::ALL {
                let text = try_text(lang, &failure.message()).expect("a message in every language");
                assert!(
                    text.contains("the die shows 7") || text.contains("no timeout now"),
                    "{text}"
                );
            }
        }
    }
}
