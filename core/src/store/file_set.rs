//! A store on disk is a set of files that SQLite treats as one: the database, its write-ahead
//! log (`-wal`) and the log's index (`-shm`). Cardavia adds `-lock`, which the one Cardavia
//! writing to the store holds locked while it runs.
//!
//! SQLite trusts a `-wal` file it finds beside a database: opening the database replays it, and
//! closing checkpoints it into the file. A log from another database, or a stale one of this
//! store's own past beside a restored copy, would so overwrite every table. So before SQLite
//! opens a store for writing, [`inspect`] reads the log as SQLite would and judges the database
//! it would make: a Cardavia store, sound, no older than the file, losing none of its series.
//! A log that fails is set aside untouched ([`set_journal_aside`]) and the player told; SQLite
//! never sees it.
//!
//! While the store is open, [`JournalWatch`] notices when its log is no longer the file SQLite
//! writes to (deleted or replaced under it), so what was committed there can be copied into the
//! database before a kill could lose it.

use super::error::{ForeignJournal, StoreError};
use super::schema::{APPLICATION_ID, LATEST};
use super::wal;
use rusqlite::{Connection, OpenFlags};
use std::collections::HashMap;
use std::fs::File;
use std::path::{Path, PathBuf};

/// How many set-aside copies may sit beside a store before setting aside gives up.
const MAX_KEPT: u32 = 1000;

/// The first bytes of every SQLite database file.
const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// `<path><suffix>`: the suffix goes after the whole file name (`cardavia.db-wal`).
pub(super) fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

use super::files::{self, exists};

/// What a database file's first 100 bytes say, read without SQLite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Header {
    /// No file, or an empty one: a new store.
    Empty,
    /// Bytes that are not an SQLite database.
    NotSqlite,
    /// An SQLite database with this application id, schema version and page size.
    Sqlite {
        application_id: i32,
        user_version: u32,
        page_size: usize,
        /// Its schema page holds no table (a new database), as far as the file says.
        no_tables: bool,
    },
}

impl Header {
    pub(super) fn read(bytes: &[u8]) -> Header {
        if bytes.is_empty() {
            return Header::Empty;
        }
        let Some(head) = bytes.get(..100).filter(|h| h.starts_with(SQLITE_MAGIC)) else {
            return Header::NotSqlite;
        };
        // Page 1's b-tree header follows the file header: a leaf (13) with no cell is an empty
        // schema.
        let no_tables = matches!(bytes.get(100..105), Some([13, _, _, 0, 0]));
        let be = |at: usize| [head[at], head[at + 1], head[at + 2], head[at + 3]];
        let page_size = match u16::from_be_bytes([head[16], head[17]]) {
            1 => 65536,
            n => usize::from(n),
        };
        Header::Sqlite {
            application_id: i32::from_be_bytes(be(68)),
            user_version: u32::try_from(i32::from_be_bytes(be(60))).unwrap_or(u32::MAX),
            page_size,
            no_tables,
        }
    }

    fn is_ours(self) -> bool {
        matches!(self, Header::Sqlite { application_id, .. } if application_id == APPLICATION_ID)
    }

    /// Another program's database: not our id, and tables of its own (an empty database is a
    /// new store whose first step is not in the file yet).
    pub(super) fn is_other_program(self) -> bool {
        matches!(
            self,
            Header::Sqlite { application_id, no_tables, .. }
                if application_id != APPLICATION_ID && !no_tables
        )
    }
}

/// The first bytes of the file at `path` (fewer when it is shorter; none when it is missing).
pub(super) fn header_of(path: &Path) -> Result<Header, StoreError> {
    let head = files::head(path, 108).map_err(|e| StoreError::file(path, e))?;
    Ok(Header::read(&head))
}

/// Refuses what cannot be opened as a store without harm: anything but a regular file (a
/// folder, a FIFO that would block, a device), followed through links.
pub(super) fn check_regular(path: &Path) -> Result<(), StoreError> {
    if files::regular_or_missing(path) {
        Ok(())
    } else {
        Err(StoreError::NotAFile {
            path: path.to_path_buf(),
        })
    }
}

/// What to do with a store's write-ahead log before SQLite opens the store for writing.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Journal {
    /// No log, a log SQLite would apply nothing from, or one whose transactions continue this
    /// database: open as it is.
    Belongs,
    /// A log that cannot be this database's: set it aside first.
    Foreign(ForeignJournal),
    /// The database file is another program's, its log too as far as Cardavia can tell: touch
    /// neither.
    OtherDatabase,
}

/// Judges the log beside `path` against the database (see the module's doc). Errors: a log
/// that makes a newer Cardavia's store ([`StoreError::NewerVersion`]: the whole set is left
/// untouched), or a file that cannot be read.
pub(super) fn inspect(path: &Path) -> Result<Journal, StoreError> {
    let log_path = sibling(path, "-wal");
    match std::fs::symlink_metadata(&log_path) {
        Err(_) => return Ok(Journal::Belongs),
        Ok(meta) if !meta.is_file() => return Ok(Journal::Foreign(ForeignJournal::NotAFile)),
        Ok(meta) if meta.len() == 0 => return Ok(Journal::Belongs),
        Ok(_) => {}
    }
    let log = std::fs::read(&log_path).map_err(|e| StoreError::file(&log_path, e))?;
    let Some(committed) = wal::committed(&log) else {
        return Ok(Journal::Belongs);
    };
    let db = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(StoreError::file(path, e)),
    };
    judge(&db, &committed)
}

/// The judgement of [`inspect`] on the database file's bytes and the log's transactions.
pub(super) fn judge(db: &[u8], log: &wal::Committed<'_>) -> Result<Journal, StoreError> {
    let file = Header::read(db);
    // A file whose own id is not ours is ours only while it is a new, empty store (its first
    // step only in the log); another program's database and log stay as they are.
    if file.is_other_program() {
        return Ok(Journal::OtherDatabase);
    }
    if let Header::Sqlite { page_size, .. } = file {
        if page_size != log.page_size {
            return Ok(Journal::Foreign(ForeignJournal::PageSize));
        }
    }
    let Some(mut image) = wal::applied(db, log) else {
        return Ok(Journal::Foreign(ForeignJournal::Oversized));
    };
    let made = Header::read(&image);
    let Header::Sqlite {
        application_id,
        user_version,
        no_tables,
        ..
    } = made
    else {
        return Ok(Journal::Foreign(ForeignJournal::NotAStore));
    };
    if user_version > LATEST && made.is_ours() {
        return Err(StoreError::NewerVersion {
            found: user_version,
            known: LATEST,
        });
    }
    let made_conn = match in_memory(&mut image) {
        Ok(conn) => conn,
        Err(_) => return Ok(Journal::Foreign(ForeignJournal::Damaged)),
    };
    if application_id != APPLICATION_ID && !(application_id == 0 && no_tables) {
        return Ok(Journal::Foreign(ForeignJournal::NotAStore));
    }
    if !sound(&made_conn) {
        return Ok(Journal::Foreign(ForeignJournal::Damaged));
    }
    if let Header::Sqlite {
        user_version: file_version,
        ..
    } = file
    {
        if file.is_ours() && user_version < file_version {
            return Ok(Journal::Foreign(ForeignJournal::Older));
        }
    }
    // The file alone is what the last checkpoint left. It may be half copied (a checkpoint
    // cut short, which only the log can finish): then there is nothing to compare.
    let mut alone = db.to_vec();
    if file.is_ours() {
        if let Ok(alone) = in_memory(&mut alone) {
            if quick_sound(&alone)
                && !(follows_lineage(&alone, &made_conn) && continues(&alone, &made_conn))
            {
                return Ok(Journal::Foreign(ForeignJournal::Stale));
            }
        }
    }
    Ok(Journal::Belongs)
}

/// The store's lineage mark (schema step 6): (mark, the mark before it).
fn lineage(conn: &Connection) -> Option<(i64, i64)> {
    conn.query_row("SELECT mark, prev FROM lineage WHERE id = 1", [], |r| {
        Ok((r.get(0)?, r.get(1)?))
    })
    .ok()
}

/// Whether the log was written over the file's mark. A log begins over a file that caught up
/// with the log before it, and its first write renews the mark (keeping the file's as `prev`);
/// the file then only moves forward, as checkpoints copy the log in. So the file holds the
/// log's `prev`, or its `mark` once the write that renewed it was copied in. A file older than
/// the lineage table has nothing to say.
fn follows_lineage(file: &Connection, log: &Connection) -> bool {
    match (lineage(file), lineage(log)) {
        (None, _) => true,
        (Some((held, _)), Some((mark, prev))) => held == mark || held == prev,
        (Some(_), None) => false,
    }
}

/// A database's bytes opened in memory, read-only. A header saying "WAL" is turned to
/// "rollback journal" first: an in-memory database has no log to look for.
fn in_memory(image: &mut [u8]) -> rusqlite::Result<Connection> {
    if image.len() >= 20 && image[18] == 2 && image[19] == 2 {
        image[18] = 1;
        image[19] = 1;
    }
    let mut conn = Connection::open_with_flags(
        ":memory:",
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    conn.deserialize_read_exact(rusqlite::MAIN_DB, &image[..], image.len(), true)?;
    Ok(conn)
}

/// SQLite's whole integrity check (tables, indexes and the free list agree) passes.
fn sound(conn: &Connection) -> bool {
    conn.query_row("PRAGMA integrity_check(1)", [], |r| r.get::<_, String>(0))
        .is_ok_and(|answer| answer == "ok")
}

fn quick_sound(conn: &Connection) -> bool {
    conn.query_row("PRAGMA quick_check(1)", [], |r| r.get::<_, String>(0))
        .is_ok_and(|answer| answer == "ok")
}

/// Whether `after` can follow `before` in a store's life: a series is never deleted, and one
/// that is over never plays again. When either cannot be read as a store of ours (no series
/// table yet), there is nothing to hold against the log.
fn continues(before: &Connection, after: &Connection) -> bool {
    let (Some(before), Some(after)) = (series_status(before), series_status(after)) else {
        return true;
    };
    before.iter().all(|(id, status)| match after.get(id) {
        None => false,
        Some(later) => status == "playing" || later == status,
    })
}

fn series_status(conn: &Connection) -> Option<HashMap<i64, String>> {
    let mut stmt = conn.prepare("SELECT id, status FROM series").ok()?;
    let rows = stmt
        .query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))
        .ok()?;
    rows.collect::<Result<HashMap<_, _>, _>>().ok()
}

/// Moves the log and its index beside the store at `path` to the first free
/// `<name>-wal.foreign-<n>` (and `-shm.foreign-<n>`), untouched, and answers the log's new
/// path. The database itself is not touched.
pub(super) fn set_journal_aside(path: &Path) -> Result<PathBuf, StoreError> {
    let log = sibling(path, "-wal");
    let index = sibling(path, "-shm");
    let failed = |source| StoreError::MoveAside {
        path: log.clone(),
        source,
    };
    for n in 1..=MAX_KEPT {
        let kept = sibling(&log, &format!(".foreign-{n}"));
        let kept_index = sibling(&index, &format!(".foreign-{n}"));
        if exists(&kept) || exists(&kept_index) {
            continue;
        }
        files::rename(&log, &kept).map_err(failed)?;
        if exists(&index) {
            files::rename(&index, &kept_index).map_err(failed)?;
        }
        return Ok(kept);
    }
    Err(failed(std::io::Error::other(format!(
        "{MAX_KEPT} set-aside logs are already kept"
    ))))
}

/// Renames a damaged store and its WAL and shared-memory files to the first free
/// `<name>.damaged-<n>`, keeping the WAL beside its database so the copy still opens as it was.
/// Nothing is deleted.
pub(super) fn move_aside(path: &Path) -> Result<PathBuf, StoreError> {
    let failed = |source| StoreError::MoveAside {
        path: path.to_path_buf(),
        source,
    };
    for n in 1..=MAX_KEPT {
        let kept = sibling(path, &format!(".damaged-{n}"));
        if [&kept, &sibling(&kept, "-wal"), &sibling(&kept, "-shm")]
            .into_iter()
            .any(|p| exists(p))
        {
            continue;
        }
        files::rename(path, &kept).map_err(failed)?;
        for side in ["-wal", "-shm"] {
            let from = sibling(path, side);
            if exists(&from) {
                files::rename(&from, &sibling(&kept, side)).map_err(failed)?;
            }
        }
        return Ok(kept);
    }
    Err(failed(std::io::Error::other(format!(
        "{MAX_KEPT} damaged copies are already kept"
    ))))
}

/// How long an opening waits for a writer's lock held by another opening before it reads only:
/// long enough for an app closing as another opens (its last save, its table's task ending),
/// short enough to be a moment on a loading screen.
#[cfg(not(target_family = "wasm"))]
const HANDOVER_WAIT: std::time::Duration = std::time::Duration::from_secs(1);

/// The lock a Cardavia writing to a store holds on its `-lock` file for as long as the store is
/// open: a second process (or a second opening in this one) finds it taken and does not write.
/// The operating system lets go of it when the process ends, however it ends.
#[derive(Debug)]
pub(super) struct WriterLock {
    _file: File,
}

impl WriterLock {
    /// Takes the lock, or answers [`StoreError::InUse`] when another opening holds it. A folder
    /// where no lock file can be made answers `None`: nothing can write there anyway.
    #[cfg(not(target_family = "wasm"))]
    pub(super) fn take(path: &Path) -> Result<Option<WriterLock>, StoreError> {
        let lock_path = sibling(path, "-lock");
        let file = match std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lock_path)
        {
            Ok(file) => file,
            Err(e) => {
                tracing::warn!(error = %e, path = %lock_path.display(), "no writer's lock file");
                return Ok(None);
            }
        };
        let waited_from = std::time::Instant::now();
        let mut taken = file.try_lock();
        // An app closing in this process (a phone's screen recreated) lets go a moment after
        // the next one opens: wait that moment before calling the store another's.
        while matches!(taken, Err(std::fs::TryLockError::WouldBlock))
            && waited_from.elapsed() < HANDOVER_WAIT
        {
            std::thread::sleep(HANDOVER_WAIT / 40);
            taken = file.try_lock();
        }
        match taken {
            Ok(()) => Ok(Some(WriterLock { _file: file })),
            Err(std::fs::TryLockError::WouldBlock) => Err(StoreError::InUse),
            Err(std::fs::TryLockError::Error(e)) => {
                // A file system without locks: one writer cannot be promised, but play must
                // not stop for it.
                tracing::warn!(error = %e, "the writer's lock is not supported here");
                Ok(Some(WriterLock { _file: file }))
            }
        }
    }

    /// In the browser the file pool is the writer's lock: a second tab cannot open it at all
    /// (`browser::open_pool`), so there is no lock file to take.
    #[cfg(target_family = "wasm")]
    pub(super) fn take(_path: &Path) -> Result<Option<WriterLock>, StoreError> {
        Ok(None)
    }

    /// Whether a writer holds the store at `path` now (for a reader, which takes nothing).
    pub(super) fn held(path: &Path) -> bool {
        let Ok(file) = File::open(sibling(path, "-lock")) else {
            return false;
        };
        matches!(
            file.try_lock_shared(),
            Err(std::fs::TryLockError::WouldBlock)
        )
    }
}

/// The write-ahead log SQLite has open, as the file system named it when the store opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct JournalWatch {
    identity: Option<(u64, u64)>,
}

impl JournalWatch {
    /// The log beside `path` as it is now (none yet: nothing to watch).
    pub(super) fn of(path: &Path) -> JournalWatch {
        JournalWatch {
            identity: identity(&sibling(path, "-wal")),
        }
    }

    /// Whether the log SQLite writes to is still the file at its name. When it is not, what
    /// was committed since the last checkpoint lives only in a file nobody can find again.
    pub(super) fn intact(&self, path: &Path) -> bool {
        match self.identity {
            None => true,
            Some(was) => identity(&sibling(path, "-wal")) == Some(was),
        }
    }
}

#[cfg(unix)]
fn identity(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::symlink_metadata(path)
        .ok()
        .map(|m| (m.dev(), m.ino()))
}

#[cfg(not(unix))]
fn identity(_path: &Path) -> Option<(u64, u64)> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_are_read_from_the_bytes() {
        assert_eq!(Header::read(&[]), Header::Empty);
        assert_eq!(Header::read(b"notes about the game"), Header::NotSqlite);
        let mut head = vec![0u8; 100];
        head[..16].copy_from_slice(SQLITE_MAGIC);
        head[16..18].copy_from_slice(&1u16.to_be_bytes());
        head[60..64].copy_from_slice(&5i32.to_be_bytes());
        head[68..72].copy_from_slice(&APPLICATION_ID.to_be_bytes());
        head.extend([13, 0, 0, 0, 0, 0, 0, 0]);
        let header = Header::read(&head);
        assert_eq!(
            header,
            Header::Sqlite {
                application_id: APPLICATION_ID,
                user_version: 5,
                page_size: 65536,
                no_tables: true,
            }
        );
        assert!(!header.is_other_program());
        head[68..72].copy_from_slice(&0i32.to_be_bytes());
        assert!(!Header::read(&head).is_other_program(), "a new database");
        head[104] = 2;
        assert!(
            Header::read(&head).is_other_program(),
            "two tables, not ours"
        );
        assert!(header.is_ours());
        head[60..64].copy_from_slice(&(-1i32).to_be_bytes());
        assert!(matches!(
            Header::read(&head),
            Header::Sqlite {
                user_version: u32::MAX,
                ..
            }
        ));
        assert_eq!(Header::read(&head[..50]), Header::NotSqlite, "cut short");
    }

    #[test]
    fn a_second_writer_finds_the_lock_taken_until_the_first_lets_go() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("cardavia.db");
        assert!(!WriterLock::held(&path));
        let first = WriterLock::take(&path).expect("free").expect("a lock file");
        assert!(WriterLock::held(&path));
        assert_eq!(
            WriterLock::take(&path).map(|_| ()).map_err(|e| e.kind()),
            Err("in-use")
        );
        drop(first);
        assert!(!WriterLock::held(&path));
        assert!(WriterLock::take(&path).expect("free again").is_some());
    }
}
