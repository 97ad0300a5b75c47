//! Where the terminal keeps its store: the platform's data directory (`$XDG_DATA_HOME/cardavia`
//! on Linux, `~/Library/Application Support/org.Cardavia.Cardavia` on macOS, `%APPDATA%` on
//! Windows). Every command that plays or reads history uses it unless given `--db PATH`.

use std::path::PathBuf;

/// The store's file name inside the data directory.
pub const STORE_FILE: &str = "cardavia.db";

/// The default store path; `None` when the platform has no home directory to put it in. The
/// folder may not exist yet: a command that writes creates it first.
pub fn default_store_path() -> Option<PathBuf> {
    directories::ProjectDirs::from("org", "Cardavia", "Cardavia")
        .map(|dirs| dirs.data_dir().join(STORE_FILE))
}
