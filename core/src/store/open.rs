//! Opening a store file: telling a Cardavia store from damage, from another program's database
//! and from a newer version, then the connection's settings and the migrations.
//!
//! What is checked before anything is written, in order:
//! 1. the header reads (`user_version`, `application_id`): a file that is not a database fails
//!    here (damage: moved aside);
//! 2. the application id is ours, or the file is empty (a new store): otherwise another program's
//!    database (refused untouched);
//! 3. the version is one we know: otherwise a newer Cardavia's store (refused untouched);
//! 4. `PRAGMA quick_check`: a damaged b-tree or schema (damage: moved aside).
//!
//! Only then is the journal switched to WAL and the migrations run.

use super::error::{Damage, Notice, StoreError};
use super::schema::{self, APPLICATION_ID, LATEST, STEPS};
use super::{Opened, Store};
use rusqlite::{Connection, ErrorCode, OpenFlags};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long a write waits for another connection to release the file before "busy".
const BUSY_TIMEOUT: Duration = Duration::from_secs(2);

/// The WAL is truncated back to this size after a checkpoint, so a long session does not leave
/// a large `-wal` file on the phone.
const WAL_SIZE_LIMIT: i64 = 1 << 20;

/// How many moved-aside copies may sit beside a store before moving aside gives up.
const MAX_KEPT: u32 = 1000;

/// Why a file did not open.
enum Failure {
    /// The file is damaged: move it aside and start afresh.
    Damaged(Damage),
    /// Anything else: report it, touch nothing.
    Error(StoreError),
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Self {
        Failure::Error(e)
    }
}

/// Sorts SQLite's errors at open: damage is recoverable by moving the file aside.
fn at_open(e: rusqlite::Error) -> Failure {
    match e.sqlite_error_code() {
        Some(ErrorCode::NotADatabase) => Failure::Damaged(Damage::NotADatabase),
        Some(ErrorCode::DatabaseCorrupt) => Failure::Damaged(Damage::Corrupt),
        _ => Failure::Error(e.into()),
    }
}

impl Store {
    /// Opens (or creates) the store at `path` and brings its schema up to date.
    ///
    /// A damaged file is renamed `<name>.damaged-<n>` (with its `-wal` and `-shm`), a new store
    /// is made in its place, and [`Opened::notice`] says so. A write-protected file opens
    /// read-only ([`Store::is_read_only`]). Errors: [`StoreError::NewerVersion`] and
    /// [`StoreError::NotAStore`] leave the file untouched; [`StoreError::ReadOnly`] when a
    /// read-only file needs migrating; [`StoreError::CannotOpen`], [`StoreError::MoveAside`].
    pub fn open(path: impl AsRef<Path>) -> Result<Opened, StoreError> {
        let path = path.as_ref();
        match Self::open_file(path) {
            Ok(store) => Ok(Opened {
                store,
                notice: None,
            }),
            Err(Failure::Error(e)) => Err(e),
            Err(Failure::Damaged(damage)) => {
                tracing::warn!(path = %path.display(), ?damage, "store damaged: moving it aside");
                let kept = move_aside(path)?;
                match Self::open_file(path) {
                    Ok(store) => Ok(Opened {
                        store,
                        notice: Some(Notice::MovedAside { damage, kept }),
                    }),
                    Err(Failure::Error(e)) => Err(e),
                    // A fresh file damaged at once: the device is failing, not the file.
                    Err(Failure::Damaged(_)) => Err(StoreError::MoveAside {
                        path: path.to_path_buf(),
                        source: std::io::Error::other("the new store was damaged at once"),
                    }),
                }
            }
        }
    }

    /// A store in memory (tests, or a table that must not be saved).
    pub fn open_in_memory() -> Result<Store, StoreError> {
        let conn = Connection::open_in_memory()?;
        match Self::prepare(conn, false) {
            Ok(store) => Ok(store),
            Err(Failure::Error(e)) => Err(e),
            Err(Failure::Damaged(_)) => Err(StoreError::InvalidRecord(
                "a store in memory reported damage".to_string(),
            )),
        }
    }

    fn open_file(path: &Path) -> Result<Store, Failure> {
        // Write-protected files open read-only, so reads still work (and a privileged process
        // such as root, which ignores the protection, still honours it).
        let read_only = std::fs::metadata(path).is_ok_and(|m| m.permissions().readonly());
        let mode = if read_only {
            OpenFlags::SQLITE_OPEN_READ_ONLY
        } else {
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE
        };
        let conn = Connection::open_with_flags(path, mode | OpenFlags::SQLITE_OPEN_NO_MUTEX)
            .map_err(at_open)?;
        Self::prepare(conn, read_only)
    }

    fn prepare(mut conn: Connection, read_only: bool) -> Result<Store, Failure> {
        conn.busy_timeout(BUSY_TIMEOUT).map_err(at_open)?;
        let version = schema::version(&conn).map_err(at_open)?;
        let app_id: i32 = conn
            .pragma_query_value(None, "application_id", |r| r.get(0))
            .map_err(at_open)?;
        if app_id != APPLICATION_ID {
            let tables: i64 = conn
                .query_row("SELECT COUNT(*) FROM sqlite_schema", [], |r| r.get(0))
                .map_err(at_open)?;
            if app_id != 0 || version != 0 || tables != 0 {
                return Err(StoreError::NotAStore {
                    path: conn.path().map(PathBuf::from).unwrap_or_default(),
                }
                .into());
            }
        }
        if version > LATEST {
            return Err(StoreError::NewerVersion {
                found: version,
                known: LATEST,
            }
            .into());
        }
        let problems: String = conn
            .query_row("PRAGMA quick_check(1)", [], |r| r.get(0))
            .map_err(at_open)?;
        if problems != "ok" {
            tracing::warn!(%problems, "quick_check failed");
            return Err(Failure::Damaged(Damage::Corrupt));
        }
        if !read_only {
            // In memory the journal stays "memory"; on a file, WAL.
            let _mode: String = conn
                .pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))
                .map_err(at_open)?;
            conn.pragma_update(None, "journal_size_limit", WAL_SIZE_LIMIT)
                .map_err(at_open)?;
        }
        conn.pragma_update(None, "synchronous", "NORMAL")
            .map_err(at_open)?;
        conn.pragma_update(None, "foreign_keys", true)
            .map_err(at_open)?;
        if version < LATEST {
            schema::migrate(&mut conn, STEPS, LATEST).map_err(at_open)?;
        }
        Ok(Store { conn, read_only })
    }
}

/// `<path><suffix>`: the suffix goes after the whole file name (`cardavia.db-wal`).
fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

fn exists(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok()
}

/// Renames a damaged store and its WAL and shared-memory files to the first free
/// `<name>.damaged-<n>`, keeping the WAL beside its database so the copy still opens as it was.
/// Nothing is deleted.
fn move_aside(path: &Path) -> Result<PathBuf, StoreError> {
    let failed = |source| StoreError::MoveAside {
        path: path.to_path_buf(),
        source,
    };
    for n in 1..=MAX_KEPT {
        let kept = with_suffix(path, &format!(".damaged-{n}"));
        if [
            &kept,
            &with_suffix(&kept, "-wal"),
            &with_suffix(&kept, "-shm"),
        ]
        .into_iter()
        .any(|p| exists(p))
        {
            continue;
        }
        std::fs::rename(path, &kept).map_err(failed)?;
        for side in ["-wal", "-shm"] {
            let from = with_suffix(path, side);
            if exists(&from) {
                std::fs::rename(&from, with_suffix(&kept, side)).map_err(failed)?;
            }
        }
        return Ok(kept);
    }
    Err(failed(std::io::Error::other(format!(
        "{MAX_KEPT} damaged copies are already kept"
    ))))
}
