//! Opening a store file: telling a Cardavia store from damage, from another program's database
//! and from a newer version, its write-ahead log from another database's, then the
//! connection's settings and the migrations.
//!
//! What is checked before SQLite opens the file for writing, in order:
//! 1. the path is a regular file, or nothing yet (a folder, a FIFO or a device is refused);
//!    a path a person chose ([`Store::open_chosen`]) that holds no SQLite database is refused
//!    untouched, where the app's own file would be damage;
//! 2. no other Cardavia writes to the store: its `-lock` file is taken (else it opens for
//!    reading only, [`Notice::InUse`]);
//! 3. the write-ahead log beside it belongs to it (`file_set::inspect`): one that does not is
//!    set aside unapplied ([`Notice::JournalSetAside`]); one that makes a newer store refuses
//!    the whole set untouched.
//!
//! Then SQLite checks, before anything is written:
//! 1. the header reads (`user_version`, `application_id`): a file that is not a database, or in
//!    a format SQLite cannot read, fails here (damage: moved aside);
//! 2. the application id is ours, or the file is empty (a new store): otherwise another program's
//!    database (refused untouched);
//! 3. the version is one we know: otherwise a newer Cardavia's store (refused untouched);
//! 4. `PRAGMA quick_check`: a damaged b-tree or schema (damage: moved aside).
//!
//! Only then is the journal switched to WAL and the migrations run; a migration that fails on
//! the tables it finds is damage too (a version reset by hand). The journal mode SQLite
//! reports back is checked: a file system without shared memory keeps a rollback journal
//! ([`Notice::RollbackJournal`], with `synchronous = FULL`), and one with no journal at all is
//! refused ([`StoreError::NoJournal`]).
//!
//! A read-only command (`cardavia stats`) opens with [`Store::open_read_only`]: the same checks,
//! but damage and a foreign log are only reported ([`StoreError::Damaged`],
//! [`StoreError::ForeignJournal`]), nothing is created, moved or migrated on disk.

use super::error::{code_of, Damage, Notice, StoreError};
use super::file_set::{self, Header, Journal, JournalWatch, WriterLock};
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
    match code_of(&e) {
        Some(ErrorCode::NotADatabase) => Failure::Damaged(Damage::NotADatabase),
        Some(ErrorCode::DatabaseCorrupt) => Failure::Damaged(Damage::Corrupt),
        _ => Failure::Error(e.into()),
    }
}

/// Sorts a migration's errors: SQLite's plain "error" (a table that exists already, a column
/// that does not) means the tables are not what the version says, which is damage; a full,
/// busy or read-only device stays the device's fault.
fn at_migration(e: rusqlite::Error) -> Failure {
    match code_of(&e) {
        Some(ErrorCode::Unknown | ErrorCode::ConstraintViolation | ErrorCode::TypeMismatch) => {
            tracing::warn!(error = %e, "a migration failed on the tables it found");
            Failure::Damaged(Damage::Schema)
        }
        _ => at_open(e),
    }
}

/// What the file's own header says before SQLite reads it: a schema format SQLite never wrote
/// (1 to 4, or 0 before the first table) is a damaged header, which SQLite would only call
/// "unsupported file format", a plain error.
fn header_failure(header: Header, format: Option<u32>) -> Option<Failure> {
    match (header, format) {
        (Header::Sqlite { .. }, Some(format)) if format > 4 => {
            Some(Failure::Damaged(Damage::Format))
        }
        _ => None,
    }
}

/// The schema format number (the header's 4 bytes at 44) of a database file long enough to
/// have one.
fn schema_format(path: &Path) -> Option<u32> {
    let head = super::files::head(path, 48).ok()?;
    let bytes: [u8; 4] = head.get(44..48)?.try_into().ok()?;
    Some(u32::from_be_bytes(bytes))
}

/// Who chose the path, which decides what a file that is no store means.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Origin {
    /// The app's own file in its data folder: anything there that is not a store is damage.
    Own,
    /// A path a person typed: a file that is no database is theirs, not damage.
    Chosen,
}

impl Store {
    /// Opens (or creates) the store at `path`, the app's own file, and brings its schema up to
    /// date.
    ///
    /// A damaged file is renamed `<name>.damaged-<n>` (with its `-wal` and `-shm`), a new store
    /// is made in its place, and [`Opened::notices`] says so; so does a write-ahead log that
    /// did not belong to the file ([`Notice::JournalSetAside`]), a file system that keeps only
    /// a rollback journal ([`Notice::RollbackJournal`]), and another Cardavia writing to the
    /// store ([`Notice::InUse`]: this one opens it for reading, and every write is
    /// [`StoreError::InUse`]). A write-protected file opens read-only
    /// ([`Store::is_read_only`]). Errors: [`StoreError::NewerVersion`] and
    /// [`StoreError::NotAStore`] leave the file untouched; [`StoreError::ReadOnly`] when a
    /// read-only file needs migrating; [`StoreError::NotAFile`], [`StoreError::CannotOpen`],
    /// [`StoreError::MoveAside`], [`StoreError::NoJournal`] on a file system where SQLite
    /// keeps no journal.
    pub fn open(path: impl AsRef<Path>) -> Result<Opened, StoreError> {
        Self::open_as(path.as_ref(), Origin::Own)
    }

    /// Opens a store at a path a person chose (`cardavia play --db PATH`): as [`Store::open`],
    /// except that a file holding no SQLite database at all is refused untouched
    /// ([`StoreError::NotCardavia`]) instead of being moved aside as damage. A Cardavia store
    /// found damaged there is still moved aside and replaced.
    pub fn open_chosen(path: impl AsRef<Path>) -> Result<Opened, StoreError> {
        Self::open_as(path.as_ref(), Origin::Chosen)
    }

    fn open_as(path: &Path, origin: Origin) -> Result<Opened, StoreError> {
        file_set::check_regular(path)?;
        let header = file_set::header_of(path)?;
        if origin == Origin::Chosen && header == Header::NotSqlite {
            return Err(StoreError::NotCardavia {
                path: path.to_path_buf(),
            });
        }
        // Refused before anything is made beside it (not even the lock file).
        if header.is_other_program() {
            return Err(StoreError::NotAStore {
                path: path.to_path_buf(),
            });
        }
        let lock = match WriterLock::take(path) {
            Ok(lock) => lock,
            Err(StoreError::InUse) => {
                let mut store = Self::open_read_only(path)?;
                store.in_use = true;
                return Ok(Opened {
                    store,
                    notices: vec![Notice::InUse],
                });
            }
            Err(e) => return Err(e),
        };
        let mut notices = Vec::new();
        match file_set::inspect(path)? {
            Journal::Belongs => {}
            Journal::OtherDatabase => {
                return Err(StoreError::NotAStore {
                    path: path.to_path_buf(),
                })
            }
            Journal::Foreign(why) => {
                let kept = file_set::set_journal_aside(path)?;
                tracing::warn!(why = why.kind(), kept = %kept.display(), "a foreign write-ahead log was set aside");
                notices.push(Notice::JournalSetAside { why, kept });
            }
        }
        let (mut store, notice) = match Self::open_file(path) {
            Ok(opened) => opened,
            Err(Failure::Error(e)) => return Err(e),
            Err(Failure::Damaged(damage)) => {
                tracing::warn!(path = %path.display(), ?damage, "store damaged: moving it aside");
                let kept = file_set::move_aside(path)?;
                notices.push(Notice::MovedAside { damage, kept });
                match Self::open_file(path) {
                    // The journal's notice, if any, gives way to the one the player must
                    // read; [`Store::journal_mode`] still tells.
                    Ok((store, _)) => (store, None),
                    Err(Failure::Error(e)) => return Err(e),
                    // A fresh file damaged at once: the device is failing, not the file.
                    Err(Failure::Damaged(_)) => {
                        return Err(StoreError::MoveAside {
                            path: path.to_path_buf(),
                            source: std::io::Error::other("the new store was damaged at once"),
                        })
                    }
                }
            }
        };
        notices.extend(notice);
        store.path = Some(path.to_path_buf());
        store.lock = lock;
        if !store.read_only {
            // The log found beside the file was judged its own: copied in now, the file is
            // whole without it, and the next write begins a log over a known mark.
            store.checkpoint("PASSIVE")?;
        }
        store.watch = JournalWatch::of(path);
        Ok(Opened { store, notices })
    }

    /// Opens the store at `path` for reading only, touching nothing on disk: for commands that
    /// only read (`cardavia stats`). A missing file is [`StoreError::CannotOpen`] (no store is
    /// created); a damaged one is [`StoreError::Damaged`] and stays where it is; a write-ahead
    /// log that does not belong to it is [`StoreError::ForeignJournal`], both left as they are
    /// (while another Cardavia writes to the store, its log is that one's and is read as it
    /// is); an older schema is migrated in a copy in memory, the file keeps its version. The
    /// store answers [`Store::is_read_only`] with `true`.
    pub fn open_read_only(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        let path = path.as_ref();
        let untouched = |failure| match failure {
            Failure::Damaged(damage) => StoreError::Damaged { damage },
            Failure::Error(e) => e,
        };
        file_set::check_regular(path)?;
        let header = file_set::header_of(path)?;
        if let Some(failure) = header_failure(header, schema_format(path)) {
            return Err(untouched(failure));
        }
        if !WriterLock::held(path) {
            match file_set::inspect(path)? {
                Journal::Belongs => {}
                Journal::OtherDatabase => {
                    return Err(StoreError::NotAStore {
                        path: path.to_path_buf(),
                    })
                }
                Journal::Foreign(why) => return Err(StoreError::ForeignJournal { why }),
            }
        }
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| untouched(at_open(e)))?;
        conn.busy_timeout(BUSY_TIMEOUT)
            .map_err(|e| untouched(at_open(e)))?;
        let version = check(&conn).map_err(untouched)?;
        if version == LATEST {
            return Ok(Store::over(conn, true));
        }
        let mut copy = Connection::open_in_memory()?;
        Backup::new(&conn, &mut copy)?.run_to_completion(256, Duration::ZERO, None)?;
        copy.pragma_update(None, "foreign_keys", true)?;
        schema::migrate(&mut copy, STEPS, LATEST).map_err(|e| untouched(at_migration(e)))?;
        Ok(Store::over(copy, true))
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
        match Self::prepare(conn, false, Location::InMemory) {
            Ok((store, _)) => Ok(store),
            Err(Failure::Error(e)) => Err(e),
            Err(Failure::Damaged(_)) => Err(StoreError::InvalidRecord(
                "a store in memory reported damage".to_string(),
            )),
        }
    }

    /// A store in memory for a device that gives Cardavia no storage (a browser's private
    /// window): it works as any store, and says that it keeps nothing
    /// ([`Store::keeps_nothing`]), so that every table says its changes are not saved.
    pub fn open_fleeting() -> Result<Store, StoreError> {
        let mut store = Self::open_in_memory()?;
        store.fleeting = true;
        Ok(store)
    }

    /// An empty store in memory standing in for one another Cardavia holds and this one cannot
    /// even read (a browser's second tab): every write is [`StoreError::InUse`], as when a
    /// file's writer's lock is held.
    pub fn open_held_elsewhere() -> Result<Store, StoreError> {
        let mut store = Self::open_in_memory()?;
        store.in_use = true;
        Ok(store)
    }

    fn open_file(path: &Path) -> Result<(Store, Option<Notice>), Failure> {
        Self::open_file_with(path, None)
    }

    /// `vfs`: SQLite's file-system layer by name, for tests of a file system without shared
    /// memory (`unix-none`); `None` is the platform's default.
    fn open_file_with(path: &Path, vfs: Option<&str>) -> Result<(Store, Option<Notice>), Failure> {
        if let Some(failure) = header_failure(file_set::header_of(path)?, schema_format(path)) {
            return Err(failure);
        }
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
        Self::prepare(conn, read_only, Location::OnFile)
    }

    fn prepare(
        mut conn: Connection,
        read_only: bool,
        journal: Location,
    ) -> Result<(Store, Option<Notice>), Failure> {
        conn.busy_timeout(BUSY_TIMEOUT).map_err(at_open)?;
        let version = check(&conn)?;
        let notice = configure(&conn, read_only, journal)?;
        if version < LATEST {
            schema::migrate(&mut conn, STEPS, LATEST).map_err(at_migration)?;
        }
        Ok((Store::over(conn, read_only), notice))
    }

    /// Copies what the write-ahead log holds into the database and opens the file afresh, when
    /// the log SQLite writes to is no longer the file at its name (deleted or replaced while the
    /// store was open): until then every commit went where no later opening could find it. A
    /// foreign file put in the log's place is set aside first, never applied.
    pub(super) fn keep_journal(&mut self) -> Result<(), StoreError> {
        let Some(path) = self.path.clone() else {
            return Ok(());
        };
        if self.read_only || self.watch.intact(&path) {
            return Ok(());
        }
        tracing::warn!(path = %path.display(), "the store's write-ahead log went from under it: copying it into the store");
        self.checkpoint("TRUNCATE")?;
        if let Journal::Foreign(why) = file_set::inspect(&path)? {
            let kept = file_set::set_journal_aside(&path)?;
            tracing::warn!(why = why.kind(), kept = %kept.display(), "a foreign write-ahead log was set aside");
        }
        drop(std::mem::replace(
            &mut self.conn,
            Connection::open_in_memory()?,
        ));
        let conn = Connection::open_with_flags(
            &path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        if let Err(Failure::Error(e)) = configure(&conn, false, Location::OnFile) {
            return Err(e);
        }
        self.conn = conn;
        self.watch = JournalWatch::of(&path);
        Ok(())
    }

    /// A store over an open connection, with nothing of the file set held.
    fn over(conn: Connection, read_only: bool) -> Store {
        Store {
            conn,
            read_only,
            in_use: false,
            fleeting: false,
            path: None,
            lock: None,
            watch: JournalWatch::of(Path::new("")),
            uncopied: 0,
            sync_owed: false,
            mark_due: false,
        }
    }
}

/// The connection's settings: the write-ahead log (judged as SQLite reports it), its size
/// limit, how often it syncs, foreign keys.
fn configure(
    conn: &Connection,
    read_only: bool,
    journal: Location,
) -> Result<Option<Notice>, Failure> {
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
    Ok(notice)
}

/// Where a connection's database lives, for what its journal mode should be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Location {
    OnFile,
    InMemory,
}

/// The journal mode SQLite reports after asking for WAL, judged. `wal` is what was asked; a
/// file system without shared memory leaves a rollback journal (`delete`, `truncate`,
/// `persist`), which is as safe with `synchronous = FULL`: a notice. No journal (`off`, or
/// `memory` for a file) could leave a half-written store after a crash: refused.
fn journal_in_force(mode: &str, journal: Location) -> Result<Option<Notice>, StoreError> {
    let mode = mode.to_ascii_lowercase();
    match (mode.as_str(), journal) {
        ("wal", _) | ("memory", Location::InMemory) => Ok(None),
        // The browser's file pool has no shared memory, ever: its rollback journal is the
        // store's usual one there, nothing to tell a player about.
        ("delete" | "truncate" | "persist", Location::OnFile) if cfg!(target_family = "wasm") => {
            Ok(None)
        }
        ("delete" | "truncate" | "persist", Location::OnFile) => {
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
        assert_eq!(opened.notices, []);
        assert_eq!(opened.store.journal_mode().expect("mode"), "wal");
        assert_eq!(synchronous(&opened.store), 1);
    }

    #[test]
    fn every_journal_mode_sqlite_can_report_is_judged() {
        let file = |mode| journal_in_force(mode, Location::OnFile);
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
            journal_in_force("memory", Location::InMemory),
            Ok(None)
        ));
    }
}
