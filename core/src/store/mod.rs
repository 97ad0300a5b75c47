//! The device's memory: one SQLite file (rusqlite, bundled SQLite) holding the players, every
//! series with its seats, rounds and per-game records, the autosave of the table in play, and the
//! settings. Generic over the games: a game is its [`GameId`], its options and the table's
//! snapshot are JSON text the store keeps without reading.
//!
//! Durability, as a phone needs it (the OS may kill the app at any moment):
//! - WAL journal; every change at a table is one transaction: the actions it applied, the table
//!   state they lead to, and at a round's end a checkpoint ([`Store::save_intent`]); a new series
//!   is one transaction with its opening actions ([`Store::start_series`]). Committed with
//!   `synchronous = NORMAL` (survives the app being killed; a power cut may lose the last
//!   actions, never corrupt the file). The commit that finishes a series is synced to the
//!   disk too, so a finished series survives a power cut: with `synchronous = FULL`, or, for
//!   the live table, by the copy right after its view is out ([`EndSync`]).
//! - The WAL is copied into the database at quiet moments ([`Store::copy_journal`], which the live
//!   table calls once a change's view is out), not inside a tap's commit.
//! - Migrations by `PRAGMA user_version`, one transaction per step ([`schema`]).
//! - A damaged file is moved aside and a new store made ([`Notice`]); a newer store, or another
//!   program's database, is refused untouched; a full disk or read-only file is a typed error
//!   and loses nothing already committed ([`StoreError`]).
//!
//! The core never reads a clock: every timestamp (`*_ms`, milliseconds since the Unix epoch) is
//! the caller's.
//!
//! Files: [`error`] (faults and notices), [`schema`] (migrations), `open` (opening a file and
//! handling its faults), [`players`], [`series`] (series, seats, finished rounds), [`autosave`]
//! (the log, checkpoints, table states, resume), [`damaged`] (series that cannot be restored),
//! [`stats`] (queries), [`settings`]; `kill_points` (a test-only hook, feature `kill-points`).

mod action_log;
pub mod autosave;
#[cfg(target_family = "wasm")]
pub mod browser;
pub mod damaged;
pub mod error;
pub mod file_set;
mod files;
#[cfg(feature = "kill-points")]
pub mod kill_points;
mod open;
pub mod players;
pub mod roster;
pub mod schema;
pub mod series;
pub mod settings;
mod settings_rows;
pub mod stats;
pub mod wal;
mod write;

#[cfg(test)]
mod tests;

pub use autosave::{Autosave, EndSync, IntentSave, LoggedAction, Resume};
pub use damaged::DamagedSeries;
pub use error::{Damage, ForeignJournal, Notice, StoreError};
pub use players::Player;
pub use roster::{Person, Removal};
pub use series::{
    Finish, NewSeries, Occupant, RoundRecord, SeatInfo, SeatSpec, SeriesInfo, Status, TallyRecord,
    UnknownSeries,
};
pub use settings::{Assist, BotPace, Look, Mistakes, Setting, Settings, SettingsError};
pub use stats::{Better, Duel, HeadToHead, PlayerStats, Progression, ProgressionRound, TallyStats};

use crate::games::GameId;
use rusqlite::Connection;
use serde::Serialize;
use std::fmt;
use write::Write;

/// A player profile's id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct PlayerId(pub i64);

/// A series' id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct SeriesId(pub i64);

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Display for SeriesId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The write transactions [`Store::copy_journal`] lets gather in the WAL: some 30 changes at a table,
/// a few hundred pages.
pub const COPY_AFTER_WRITES: u32 = 32;

/// An open store. One connection: use it from one thread at a time (the runtime owns it).
pub struct Store {
    conn: Connection,
    read_only: bool,
    /// Another Cardavia writes to this store: every write is [`StoreError::InUse`].
    in_use: bool,
    /// In memory only because the device gives Cardavia no storage ([`Store::open_fleeting`]).
    fleeting: bool,
    /// The database file (`None` in memory).
    path: Option<std::path::PathBuf>,
    /// Held while this store may write: no other Cardavia writes to the same file.
    lock: Option<file_set::WriterLock>,
    /// The write-ahead log SQLite writes to, as the store found it after opening.
    watch: file_set::JournalWatch,
    /// Write transactions begun since [`Store::copy_journal`] last copied the WAL into the database.
    uncopied: u32,
    /// A series' end was committed for the next copy to sync ([`EndSync::AtCopy`]).
    sync_owed: bool,
    /// The file caught up with the write-ahead log: the next write renews the lineage mark,
    /// so the log it begins says which file it was written over (`file_set::judge`).
    mark_due: bool,
}

/// A store just opened, and what the player should be told about it.
pub struct Opened {
    pub store: Store,
    /// What opening found and did, in order: a write-ahead log set aside, a damaged file
    /// replaced by a new store (the old one kept), a rollback journal, another Cardavia
    /// writing. Empty when the store opened as it was.
    pub notices: Vec<Notice>,
}

impl fmt::Debug for Store {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Store")
            .field("path", &self.conn.path())
            .field("read_only", &self.read_only)
            .field("in_use", &self.in_use)
            .finish()
    }
}

impl Store {
    /// Whether the file was opened read-only (it is write-protected, or another Cardavia writes
    /// to it): reads work, every write is a [`StoreError::ReadOnly`] or [`StoreError::InUse`].
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// Whether another Cardavia writes to this store, so this one only reads.
    pub fn is_in_use_elsewhere(&self) -> bool {
        self.in_use
    }

    /// Whether what this store holds is gone with the app ([`Store::open_fleeting`]).
    pub fn keeps_nothing(&self) -> bool {
        self.fleeting
    }

    /// The schema version of the open store (always [`schema::LATEST`] once opened).
    pub fn schema_version(&self) -> Result<u32, StoreError> {
        Ok(schema::version(&self.conn)?)
    }

    /// SQLite's full `integrity_check`: the problems found, empty when the file is sound.
    pub fn integrity_check(&self) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.conn.prepare("PRAGMA integrity_check")?;
        let lines = stmt
            .query_map([], |r| r.get::<_, String>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(lines.into_iter().filter(|l| l != "ok").collect())
    }

    /// Copies the WAL's committed pages into the database once [`COPY_AFTER_WRITES`] write
    /// transactions have gone into it since the last time, or a series' end waits for its sync
    /// ([`EndSync::AtCopy`]: the copy syncs the journal, then the database); otherwise does
    /// nothing. For a quiet moment: the live table calls it after a change's view is out, so
    /// the copy (and its two syncs to the disk) happens while people look at the table, where
    /// SQLite's own automatic checkpoint (at 1,000 pages, which it never reaches now) ran
    /// inside whichever commit crossed it: a tap's save, milliseconds longer. Passive: it never
    /// waits for a reader, and leaves whatever a reader still needs for the next time. Answers
    /// whether it copied.
    pub fn copy_journal(&mut self) -> Result<bool, StoreError> {
        self.keep_journal()?;
        if !self.journal_copy_due() {
            return Ok(false);
        }
        self.checkpoint("PASSIVE")?;
        self.uncopied = 0;
        self.sync_owed = false;
        Ok(true)
    }

    /// `PRAGMA wal_checkpoint(mode)`. When it copied the whole log into the file, the next write
    /// renews the lineage mark ([`Store::write`]).
    fn checkpoint(&mut self, mode: &str) -> Result<(), StoreError> {
        let (busy, log, copied): (i64, i64, i64) =
            self.conn
                .query_row(&format!("PRAGMA wal_checkpoint({mode})"), [], |r| {
                    Ok((r.get(0)?, r.get(1)?, r.get(2)?))
                })?;
        if busy == 0 && log >= 0 && log == copied {
            self.mark_due = true;
        }
        Ok(())
    }

    /// Whether [`Self::copy_journal`] has work to do now.
    pub fn journal_copy_due(&self) -> bool {
        !self.read_only && (self.uncopied >= COPY_AFTER_WRITES || self.sync_owed)
    }

    /// A write transaction that takes the lock at once ([`Write`]). What earlier commits left
    /// in a write-ahead log that went from under the store is kept first
    /// ([`Store::keep_journal`]).
    fn write(&mut self) -> Result<Write<'_>, StoreError> {
        if self.in_use {
            return Err(StoreError::InUse);
        }
        self.keep_journal()?;
        self.uncopied = self.uncopied.saturating_add(1);
        let tx = Write::begin(&self.conn)?;
        if std::mem::take(&mut self.mark_due) {
            // A write rolled back loses its mark: the log then keeps the file's own mark,
            // which still says it was written over this file.
            tx.prepare_cached("UPDATE lineage SET prev = mark, mark = random() WHERE id = 1")?
                .execute([])?;
        }
        Ok(tx)
    }
}

/// What a write transaction saves. The kill test names the moments it kills the app at by it
/// (`kill_points`, feature `kill-points`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteKind {
    /// A new series with its opening actions (a new game, or a rematch).
    NewSeries,
    /// A change at a table that ended no round.
    Change,
    /// A change that ended a round (and not the series).
    RoundEnd,
    /// A change that ended the series.
    SeriesEnd,
    /// Anything else: profiles, settings, marks.
    Other,
}

/// Commits a write transaction (through the kill points, when the feature is on).
fn commit(tx: Write<'_>, kind: WriteKind) -> Result<(), StoreError> {
    #[cfg(feature = "kill-points")]
    kill_points::reach(kind, kill_points::Moment::BeforeCommit);
    #[cfg(feature = "kill-points")]
    if let Some(fault) = kill_points::fault(kind) {
        // Dropped uncommitted, the transaction rolls back.
        return Err(fault.into());
    }
    tx.commit()?;
    #[cfg(feature = "kill-points")]
    kill_points::reach(kind, kill_points::Moment::AfterCommit);
    #[cfg(not(feature = "kill-points"))]
    let _ = kind;
    Ok(())
}

/// Reads a game id stored as text.
fn game_from_text(text: &str) -> Result<GameId, StoreError> {
    text.parse().map_err(|_| StoreError::Malformed {
        what: "game",
        value: text.to_string(),
    })
}

/// An SQLite integer as an unsigned count or index.
fn unsigned<T: TryFrom<i64>>(what: &'static str, n: i64) -> Result<T, StoreError> {
    T::try_from(n).map_err(|_| StoreError::Malformed {
        what,
        value: n.to_string(),
    })
}

/// An unsigned count or index as an SQLite integer.
fn signed(n: u64) -> Result<i64, StoreError> {
    i64::try_from(n).map_err(|_| StoreError::InvalidRecord(format!("{n} is too large")))
}
