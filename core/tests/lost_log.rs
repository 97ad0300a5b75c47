//! A store's write-ahead log deleted while the store is open, then the app killed: SQLite goes on
//! writing into the deleted file, where no later opening can find it, so everything since the
//! last checkpoint would be gone. The store notices at its next write that the log is no longer
//! at its name, copies what the lost log holds into the database, and opens the file afresh.
//!
//! The child opens a store, saves two series, deletes `-wal`, saves two more and aborts (no
//! close, no checkpoint: a kill). The parent opens the store and finds all four. Its own child
//! (the test binary), so it runs without the test harness.

mod support;

use cardavia_core::ai::Level;
use cardavia_core::games::dicen::DicenOptions;
use cardavia_core::store::Store;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use support::bot_table::BotTable;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if let (Some("--child"), Some(db)) = (args.get(1).map(String::as_str), args.get(2)) {
        return match child(Path::new(db)) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("child: {e}");
                ExitCode::from(3)
            }
        };
    }
    match parent() {
        Ok(()) => {
            println!("lost_log: 1 passed, 0 failed");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("lost_log: {e}");
            println!("lost_log: 0 passed, 1 failed");
            ExitCode::FAILURE
        }
    }
}

fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

fn add_series(store: &mut Store, n: u64, seed: u64) -> Result<(), String> {
    let options = DicenOptions {
        tiles: 10,
        rounds: 2,
        ..DicenOptions::default()
    };
    for i in 0..n {
        let mut table = BotTable::start_bots(
            store,
            &options,
            &[Level::Easy, Level::Easy],
            seed + i,
            1_000,
        )
        .map_err(|e| format!("{e:?}"))?;
        for _ in 0..3 {
            table.step(store, 2_000).map_err(|e| format!("{e:?}"))?;
        }
    }
    Ok(())
}

fn child(db: &Path) -> Result<(), String> {
    let mut store = Store::open(db).map_err(|e| e.to_string())?.store;
    add_series(&mut store, 2, 1)?;
    let log = sibling(db, "-wal");
    std::fs::remove_file(&log).map_err(|e| format!("the log could not be deleted: {e}"))?;
    add_series(&mut store, 2, 10)?;
    // A kill: no close, no checkpoint.
    std::process::abort();
}

fn parent() -> Result<(), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let db = dir.path().join("cardavia.db");
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let status = Command::new(exe)
        .arg("--child")
        .arg(&db)
        .status()
        .map_err(|e| e.to_string())?;
    if status.success() || status.code() == Some(3) {
        return Err(format!("the child did not die as planned: {status}"));
    }
    let opened = Store::open(&db).map_err(|e| e.to_string())?;
    if !opened.notices.is_empty() {
        return Err(format!("the store needed repair: {:?}", opened.notices));
    }
    let series = opened.store.series_list(None).map_err(|e| e.to_string())?;
    if series.len() != 4 {
        return Err(format!(
            "{} of the 4 series saved before the kill are in the store",
            series.len()
        ));
    }
    let problems = opened.store.integrity_check().map_err(|e| e.to_string())?;
    if !problems.is_empty() {
        return Err(format!("integrity: {problems:?}"));
    }
    Ok(())
}
