//! Saving a live table into the app's store from the runtime's task.

use super::{App, TableSaver};
use crate::runtime::Autosave;
use crate::table::Table;
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
    fn save(&self, table: &Table) -> Result<(), String> {
        let now = (self.clock)();
        let mut app = self
            .app
            .lock()
            .map_err(|_| "the app's lock is poisoned".to_string())?;
        let mut saver = self
            .saver
            .lock()
            .map_err(|_| "the saver's lock is poisoned".to_string())?;
        app.save(&mut saver, table, now).map_err(|e| e.to_string())
    }
}
