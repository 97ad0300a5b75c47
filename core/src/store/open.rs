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
//! Only then is the journal switched to WAL and the migrations run. The journal mode SQLite
//! reports back is checked: a file system without shared memory keeps a rollback journal
//! ([`Notice::RollbackJournal`], with `synchronous = FULL`), and one with no journal at all is
//! refused ([`StoreError::NoJournal`]).
//!
//! A read-only command (`cardavia stats`) opens with [`Store::open_read_only`]: the same checks,
//! but damage is only reported ([`StoreError::Damaged`]), nothing is created, moved or migrated
//! on disk.

use super::error::{Damage, Notice, StoreError};
use super::schema::{self, APPLICATION_ID, LATEST, STEPS};
use super::{Opened, Store};
use rusqlite::backup::Backup;
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
    /// is made in its place, and [`Opened::notice`] says so; so does a file system that keeps
    /// only a rollback journal ([`Notice::RollbackJournal`]). A write-protected file opens
    /// read-only ([`Store::is_read_only`]). Errors: [`StoreError::NewerVersion`] and
    /// [`StoreError::NotAStore`] leave the file untouched; [`StoreError::ReadOnly`] when a
    /// read-only file needs migrating; [`StoreError::CannotOpen`], [`StoreError::MoveAside`],
    /// [`StoreError::NoJournal`] on a file system where SQLite keeps no journal.
    pub fn open(path: impl AsRef<Path>) -> Result<Opened, StoreError> {
        let path = path.as_ref();
        match Self::open_file(path) {
            Ok((store, notice)) => Ok(Opened { store, notice }),
            Err(Failure::Error(e)) => Err(e),
            Err(Failure::Damaged(damage)) => {
                tracing::warn!(path = %path.display(), ?damage, "store damaged: moving it aside");
                let kept = move_aside(path)?;
                // The journal's notice, if any, gives way to the one the player must read;
                // [`Store::journal_mode`] still tells.
                match Self::open_file(path) {
                    Ok((store, _)) => Ok(Opened {
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

    /// Opens the store at `path` for reading only, touching nothing on disk: for commands that
    /// only read (`cardavia stats`). A missing file is [`StoreError::CannotOpen`] (no store is
    /// created); a damaged one is [`StoreError::Damaged`] and stays where it is; an older
    /// schema is migrated in a copy in memory, the file keeps its version. The store answers
    /// [`Store::is_read_only`] with `true`.
    pub fn open_read_only(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        let untouched = |failure| match failure {
            Failure::Damaged(damage) => StoreError::Damaged { damage },
            Failure::Error(e) => e,
        };
        let conn = Connection::open_with_flags(
            path.as_ref(),
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| untouched(at_open(e)))?;
        conn.busy_timeout(BUSY_TIMEOUT)
            .map_err(|e| untouched(at_open(e)))?;
        let version = check(&conn).map_err(untouched)?;
        if version == LATEST {
            return Ok(Store {
                conn,
                read_only: true,
                unsettled: 0,
                sync_owed: false,
            });
        }
        let mut copy = Connection::open_in_memory()?;
        Backup::new(&conn, &mut copy)?.run_to_completion(256, Duration::ZERO, None)?;
        copy.pragma_update(None, "foreign_keys", true)?;
        schema::migrate(&mut copy, STEPS, LATEST).map_err(|e| untouched(at_open(e)))?;
        Ok(Store {
            conn: copy,
            read_only: true,
            unsettled: 0,
            sync_owed: false,
        })
    }

    /// The journal mode in force: `wal` for a store on a file, unless the file system keeps
    /// only a rollback journal ([`Notice::RollbackJournal`]); `memory` in memory.
    pub fn journal_mode(&self) -> Result<String, StoreError> {
        Ok(self
            .conn
            .pragma_query_value(None, "journal_mode", |r| r.get::<_, String>(0))?
            .to_ascii_lowercase())
    }

    /// A store in memory (tests, or a table that must not be saved).
    pub fn open_in_memory() -> Result<Store, StoreError> {
        let conn = Connection::open_in_memory()?;
        match Self::prepare(conn, false, Journal::InMemory) {
            Ok((store, _)) => Ok(store),
            Err(Failure::Error(e)) => Err(e),
            Err(Failure::Damaged(_)) => Err(StoreError::InvalidRecord(
                "a store in memory reported damage".to_string(),
            )),
        }
    }

    fn open_file(path: &Path) -> Result<(Store, Option<Notice>), Failure> {
        Self::open_file_with(path, None)
    }

    /// `vfs`: SQLite's file-system layer by name, for tests of a file system without shared
    /// memory (`unix-none`); `None` is the platform's default.
    fn open_file_with(path: &Path, vfs: Option<&str>) -> Result<(Store, Option<Notice>), Failure> {
        // Write-protected files open read-only, so reads still work (and a privileged process
        // such as root, which ignores the protection, still honours it).
        let read_only = std::fs::metadata(path).is_ok_and(|m| m.permissions().readonly());
        let mode = if read_only {
            OpenFlags::SQLITE_OPEN_READ_ONLY
        } else {
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE
        };
        let flags = mode | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = match vfs {
            None => Connection::open_with_flags(path, flags),
            Some(vfs) => Connection::open_with_flags_and_vfs(path, flags, vfs),
        }
        .map_err(at_open)?;
        Self::prepare(conn, read_only, Journal::OnFile)
    }

    fn prepare(
        mut conn: Connection,
        read_only: bool,
        journal: Journal,
    ) -> Result<(Store, Option<Notice>), Failure> {
        conn.busy_timeout(BUSY_TIMEOUT).map_err(at_open)?;
        let version = check(&conn)?;
        let mut notice = None;
        let mut synchronous = "NORMAL";
        if !read_only {
            let mode: String = conn
                .pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))
                .map_err(at_open)?;
            notice = journal_in_force(&mode, journal)?;
            if notice.is_some() {
                // A rollback journal with NORMAL may be damaged by a power cut; FULL may not.
                synchronous = "FULL";
            }
            conn.pragma_update(None, "journal_size_limit", WAL_SIZE_LIMIT)
                .map_err(at_open)?;
        }
        conn.pragma_update(None, "synchronous", synchronous)
            .map_err(at_open)?;
        conn.pragma_update(None, "foreign_keys", true)
            .map_err(at_open)?;
        if version < LATEST {
            schema::migrate(&mut conn, STEPS, LATEST).map_err(at_open)?;
        }
        let store = Store {
            conn,
            read_only,
            unsettled: 0,
            sync_owed: false,
        };
        Ok((store, notice))
    }
}

/// Where a connection's database lives, for what its journal mode should be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Journal {
    OnFile,
    InMemory,
}

/// The journal mode SQLite reports after asking for WAL, judged. `wal` is what was asked; a
/// file system without shared memory leaves a rollback journal (`delete`, `truncate`,
/// `persist`), which is as safe with `synchronous = FULL`: a notice. No journal (`off`, or
/// `memory` for a file) could leave a half-written store after a crash: refused.
fn journal_in_force(mode: &str, journal: Journal) -> Result<Option<Notice>, StoreError> {
    let mode = mode.to_ascii_lowercase();
    match (mode.as_str(), journal) {
        ("wal", _) | ("memory", Journal::InMemory) => Ok(None),
        ("delete" | "truncate" | "persist", Journal::OnFile) => {
            tracing::warn!(%mode, "the file system refused WAL: a rollback journal is used");
            Ok(Some(Notice::RollbackJournal { mode }))
        }
        _ => Err(StoreError::NoJournal { mode }),
    }
}

/// The checks before anything is written (see the module's doc), returning the schema version.
fn check(conn: &Connection) -> Result<u32, Failure> {
    let version = schema::version(conn).map_err(at_open)?;
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
    Ok(version)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn synchronous(store: &Store) -> i64 {
        store
            .conn
            .pragma_query_value(None, "synchronous", |r| r.get(0))
            .expect("synchronous")
    }

    /// SQLite's `unix-none` file-system layer has no shared memory, like a file system without
    /// WAL support: asking for WAL leaves the rollback journal, which must be reported, made
    /// FULL-synchronous, and kept so after a durable commit.
    #[test]
    fn a_file_system_without_wal_is_reported_and_stays_full_synchronous() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("cardavia.db");
        let (mut store, notice) = match Store::open_file_with(&path, Some("unix-none")) {
            Ok(opened) => opened,
            Err(Failure::Error(e)) => panic!("{e}"),
            Err(Failure::Damaged(d)) => panic!("{d:?}"),
        };
        assert_eq!(
            notice,
            Some(Notice::RollbackJournal {
                mode: "delete".to_string()
            })
        );
        assert_eq!(notice.as_ref().map(Notice::kind), Some("rollback-journal"));
        assert_eq!(store.journal_mode().expect("mode"), "delete");
        assert_eq!(synchronous(&store), 2, "FULL with a rollback journal");
        store.durably(|_| Ok(())).expect("a durable commit");
        assert_eq!(synchronous(&store), 2, "still FULL after a durable commit");
        assert_eq!(store.schema_version().expect("version"), LATEST);
    }

    #[test]
    fn the_default_file_system_runs_wal_with_normal_synchronous() {
        let dir = tempfile::tempdir().expect("tempdir");
        let opened = Store::open(dir.path().join("cardavia.db")).expect("opens");
        assert_eq!(opened.notice, None);
        assert_eq!(opened.store.journal_mode().expect("mode"), "wal");
        assert_eq!(synchronous(&opened.store), 1);
    }

    #[test]
    fn every_journal_mode_sqlite_can_report_is_judged() {
        let file = |mode| journal_in_force(mode, Journal::OnFile);
        assert!(matches!(file("wal"), Ok(None)));
        assert!(matches!(file("WAL"), Ok(None)));
        for rollback in ["delete", "truncate", "persist", "DELETE"] {
            assert_eq!(
                file(rollback).map_err(|e| e.kind()),
                Ok(Some(Notice::RollbackJournal {
                    mode: rollback.to_ascii_lowercase()
                }))
            );
        }
        for none in ["off", "memory", "", "something new"] {
            let e = file(none).expect_err("no journal is refused");
            assert_eq!(e.kind(), "no-journal");
            assert_eq!(e.message().id, "store-error-no-journal");
        }
        assert!(matches!(
            journal_in_force("memory", Journal::InMemory),
            Ok(None)
        ));
    }
}
