//! The one public error of the bindings: small, stable, already localised. The core's rich
//! errors (table, store, app, runtime) map onto it in one place, which also decides what is logged.

use cardavia_core::app::AppError;
use cardavia_core::l10n::{text, Lang};
use cardavia_core::runtime::LiveError;
use cardavia_core::table::TableError;

/// What went wrong, for a shell to show (`reason` is in the app's language).
#[derive(Debug, thiserror::Error, uniffi::Error)]
pub enum CardaviaError {
    /// The rules or the table refused the intent; nothing changed. `rule` names the rule
    /// (`"N4"`, `"D9.4"`) where one applies.
    #[error("{reason}")]
    Refused {
        kind: String,
        reason: String,
        rule: Option<String>,
    },
    /// The intent was made on an older view: draw the latest view and let the person try again.
    #[error("{reason}")]
    Stale { reason: String },
    /// The set-up is not allowed (seats, names, options that do not combine).
    #[error("{reason}")]
    Setup { kind: String, reason: String },
    /// The device's storage failed (full, read-only, damaged); nothing saved before is lost.
    #[error("{reason}")]
    Storage { kind: String, reason: String },
    /// The table was closed.
    #[error("{reason}")]
    Closed { reason: String },
    /// A bug inside Cardavia (a panic or an impossible state); logged.
    #[error("{reason}")]
    Internal { reason: String },
}

impl CardaviaError {
    pub(crate) fn table(e: &TableError, lang: Lang) -> Self {
        let reason = e.text(lang);
        match e {
            TableError::Stale { .. } => CardaviaError::Stale { reason },
            TableError::Setup(_) | TableError::SetupProblem(_) => CardaviaError::Setup {
                kind: e.kind().to_string(),
                reason,
            },
            TableError::Restore(_) => {
                tracing::error!(%e, "a saved table could not be restored");
                CardaviaError::Storage {
                    kind: e.kind().to_string(),
                    reason,
                }
            }
            TableError::Chance(_) | TableError::Clock(_) | TableError::ForeignMove => {
                tracing::error!(%e, "the rules refused the table's own move");
                CardaviaError::Internal { reason }
            }
            _ => CardaviaError::Refused {
                kind: e.kind().to_string(),
                reason,
                rule: e.rule().map(str::to_string),
            },
        }
    }

    pub(crate) fn app(e: &AppError, lang: Lang) -> Self {
        match e {
            AppError::Table(t) => Self::table(t, lang),
            AppError::Store(s) => {
                tracing::warn!(%s, "store");
                CardaviaError::Storage {
                    kind: s.kind().to_string(),
                    reason: text(lang, &s.message()),
                }
            }
            AppError::UnknownPlayer(_) | AppError::TableOpen(_) => CardaviaError::Refused {
                kind: e.kind().to_string(),
                reason: text(lang, &e.message()),
                rule: None,
            },
        }
    }

    pub(crate) fn live(e: &LiveError, lang: Lang) -> Self {
        match e {
            LiveError::Table(t) => Self::table(t, lang),
            LiveError::Closed => CardaviaError::Closed {
                reason: text(lang, &cardavia_core::l10n::Msg::new("app-error-closed")),
            },
        }
    }

    pub(crate) fn internal(why: impl std::fmt::Display) -> Self {
        tracing::error!(%why, "internal error");
        CardaviaError::Internal {
            reason: why.to_string(),
        }
    }
}

/// Runs `f`, turning a panic into [`CardaviaError::Internal`]: no panic crosses the boundary.
pub(crate) fn guard<T>(f: impl FnOnce() -> Result<T, CardaviaError>) -> Result<T, CardaviaError> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(result) => result,
        Err(panic) => {
            let why = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic".to_string());
            Err(CardaviaError::internal(why))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_inside_becomes_an_internal_error() {
        let result: Result<(), CardaviaError> = guard(|| panic!("a bug"));
        match result {
            Err(CardaviaError::Internal { reason }) => {
                assert!(reason.contains("a bug"), "{reason}")
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(guard(|| Ok(5)), Ok(5)));
    }

    #[test]
    fn the_tables_own_failures_are_internal_errors_and_a_broken_save_a_storage_one() {
        let chance = CardaviaError::table(&TableError::Chance("a 7".into()), Lang::En);
        assert!(
            matches!(chance, CardaviaError::Internal { .. }),
            "{chance:?}"
        );
        let clock = CardaviaError::table(&TableError::Clock("late".into()), Lang::En);
        assert!(matches!(clock, CardaviaError::Internal { .. }), "{clock:?}");
        let restore = CardaviaError::table(&TableError::Restore("torn".into()), Lang::En);
        assert!(
            matches!(restore, CardaviaError::Storage { .. }),
            "{restore:?}"
        );
    }
}
