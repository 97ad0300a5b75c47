//! `cardavia-ffi`: the UniFFI surface the Kotlin and Swift shells call (proc-macros, no UDL).
//!
//! - [`CardaviaApp`] opens the app over a data folder: games, set-up forms, rules, settings,
//!   stats, and starting or resuming tables. Every call that may wait (the store, a log replay)
//!   is async (Kotlin `suspend`, Swift `async`) and runs on the core's own runtime, so no
//!   shell's UI thread waits on it.
//! - [`LiveTable`] is one table: `dispatch(intent, version)` applies and saves an intent on the
//!   caller's thread (the shells call it from a worker thread), and every view of the table,
//!   the intent's included, reaches the shell's [`TableObserver`] in order (`README.md` here
//!   says the contract).
//! - [`CardaviaError`] is the one small error the shells see, mapped from the core's rich errors;
//!   a panic inside becomes `CardaviaError::Internal`, never a crash across the boundary.
//!
//! The records are the core's own (`records`, `app`), declared to UniFFI as remote types.

mod app;
mod error;
mod live;
mod logging;
mod records;
mod runtime;

pub use app::{format_message, negotiate_language, CardaviaApp, MessageArg, MessageValue};
pub use error::CardaviaError;
pub use live::{LiveTable, TableObserver};

uniffi::setup_scaffolding!();

/// The games this build of the core knows, by their ids (`dicen`, ...), in menu order.
#[uniffi::export]
pub fn game_ids() -> Vec<String> {
    cardavia_core::games::GameId::ALL
        .iter()
        .map(|g| g.as_str().to_string())
        .collect()
}

/// The marks every table is drawn with, the same at every table of every game and explained in
/// each view's legend whenever the view uses them: shells draw these, never glyphs of their own.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Marks {
    /// Beside the seat whose turn it is.
    pub turn: String,
    /// Beside a move the core warns about (`TargetView::warning`), and before the armed warning
    /// (`TableView::armed`) shown until the second tap.
    pub warning: String,
    /// Beside a bot's name.
    pub bot: String,
    /// Beside who won, in a summary.
    pub winner: String,
}

/// The core's table marks ([`Marks`]): pure, lock-free, callable while drawing.
#[uniffi::export]
pub fn marks() -> Marks {
    use cardavia_core::table::{BOT_MARK, TURN_MARK, WARNING_MARK, WINNER_MARK};
    Marks {
        turn: TURN_MARK.to_string(),
        warning: WARNING_MARK.to_string(),
        bot: BOT_MARK.to_string(),
        winner: WINNER_MARK.to_string(),
    }
}

/// The languages Cardavia speaks, each by its own name ("Español"), for the settings.
#[uniffi::export]
pub fn languages() -> Vec<cardavia_core::app::LanguageChoice> {
    cardavia_core::app::languages()
}
