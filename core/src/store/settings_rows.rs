//! The settings in the store: one row a key, read over the defaults and written in one
//! transaction. Apart from `settings.rs`, whose values and checks know nothing of the store.

use super::error::StoreError;
use super::settings::Settings;
use super::Store;
use rusqlite::params;
use std::collections::HashMap;

impl Store {
    /// The stored settings over the defaults.
    pub fn settings(&self) -> Result<Settings, StoreError> {
        let rows: HashMap<String, String> = self
            .conn
            .prepare_cached("SELECT key, value FROM settings")?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<_, _>>()?;
        Ok(Settings::from_rows(&rows))
    }

    /// Validates and stores every setting in one transaction. Out of range: a
    /// [`StoreError::Settings`] and nothing stored.
    pub fn save_settings(&mut self, settings: &Settings) -> Result<(), StoreError> {
        settings.validate()?;
        let tx = self.write()?;
        {
            let mut stmt = tx.prepare_cached(
                "INSERT INTO settings (key, value) VALUES (?1, ?2)
                 ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            )?;
            for (key, value) in settings.rows() {
                stmt.execute(params![key, value])?;
            }
        }
        super::commit(tx, super::WriteKind::Other)
    }
}
