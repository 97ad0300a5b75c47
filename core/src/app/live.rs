//! Saving a live table into the app's store from the runtime's task.

use super::{App, AppError, TableSaver};
use crate::runtime::Autosave;
use crate::store::StoreError;
use crate::table::{SaveProblem, Table};
use std::sync::{Arc, Mutex};

/// The wall clock, in ms since the Unix epoch, as the shell reads it (the core reads none).
pub type WallClock = Arc<dyn Fn() -> i64 + Send + Sync>;

/// Saves a live table after each change, into the app's store.
pub struct StoreAutosave {
    app: Arc<Mutex<App>>,
    saver: Mutex<TableSaver>,
    clock: WallClock,
}

impl StoreAutosave {
    pub fn new(app: Arc<Mutex<App>>, saver: TableSaver, clock: WallClock) -> Self {
        StoreAutosave {
            app,
            saver: Mutex::new(saver),
            clock,
        }
    }
}

impl Autosave for StoreAutosave {
    fn save(&self, table: &Table) -> Result<(), SaveProblem> {
        let now = (self.clock)();
        let mut app = self.app.lock().map_err(|_| SaveProblem::Failed)?;
        let mut saver = self.saver.lock().map_err(|_| SaveProblem::Failed)?;
        app.save(&mut saver, table, now).map_err(|e| {
            tracing::warn!(error = %e, "a table could not be saved");
            save_problem(&e)
        })?;
        // Saved in memory, and gone with the app: the view says so.
        if app.store().keeps_nothing() {
            return Err(SaveProblem::NothingKept);
        }
        Ok(())
    }

    fn tidy_due(&self) -> bool {
        // A poisoned lock answers yes: the copy then finds out, and says so in the log.
        self.app.lock().map_or(true, |app| app.journal_copy_due())
    }

    fn tidy(&self) {
        let Ok(mut app) = self.app.lock() else {
            return;
        };
        if let Err(e) = app.copy_journal() {
            // Nothing is lost: the changes are committed in the WAL, and SQLite copies them at
            // its own checkpoint or the next copy.
            tracing::warn!(error = %e, "the store's journal could not be copied into its file");
        }
    }
}

/// What a player is told about a failed save: the store's failure, by kind.
fn save_problem(error: &AppError) -> SaveProblem {
    match error {
        AppError::Store(StoreError::Busy(_)) => SaveProblem::Busy,
        AppError::Store(StoreError::Full(_)) => SaveProblem::Full,
        AppError::Store(StoreError::ReadOnly(_)) => SaveProblem::ReadOnly,
        AppError::Store(StoreError::Corrupt(_)) => SaveProblem::Damaged,
        AppError::Store(StoreError::InUse) => SaveProblem::InUse,
        _ => SaveProblem::Failed,
    }
}
