//! What can go wrong with the store, each with a stable kind and a localisable message.
//!
//! One rich error ([`StoreError`]) keeps the details a developer needs (paths, SQLite's own error
//! as the source); the shell shows [`StoreError::message`] and branches on [`StoreError::kind`].
//! SQLite's errors are sorted into the faults a phone meets (a full disk, a read-only file, a
//! damaged file, a busy file) when they are converted, so `?` keeps the kinds honest everywhere.

use super::settings::SettingsError;
use crate::l10n::Msg;
use rusqlite::ErrorCode;
use std::path::PathBuf;

/// Why a store operation did not happen. Whatever was committed before is kept.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The device (or the file's size limit) is full; the transaction was rolled back.
    #[error("the disk is full: {0}")]
    Full(#[source] rusqlite::Error),
    /// The file or its folder may not be written.
    #[error("the store is read-only: {0}")]
    ReadOnly(#[source] rusqlite::Error),
    /// SQLite found the file damaged while working with it (after opening).
    #[error("the store is damaged: {0}")]
    Corrupt(#[source] rusqlite::Error),
    /// Another process holds the file.
    #[error("the store is busy: {0}")]
    Busy(#[source] rusqlite::Error),
    /// The file cannot be opened or created (a missing folder, a folder in its place).
    #[error("the store cannot be opened: {0}")]
    CannotOpen(#[source] rusqlite::Error),
    /// The operating system failed a read or write.
    #[error("the disk failed a read or write: {0}")]
    Io(#[source] rusqlite::Error),
    /// Any other SQLite error: a bug here rather than a fault of the device.
    #[error("SQLite: {0}")]
    Sqlite(#[source] rusqlite::Error),
    /// The store was written by a newer Cardavia; it was left untouched.
    #[error("the store was written by a newer Cardavia (schema version {found}; this one knows up to {known})")]
    NewerVersion { found: u32, known: u32 },
    /// The file is an SQLite database of some other program; it was left untouched.
    #[error("{} is an SQLite database, but not a Cardavia store", path.display())]
    NotAStore { path: PathBuf },
    /// A path a person chose holds a file that is no database at all (a typo in a path must not
    /// move a person's file aside); it was left untouched.
    #[error("{} is not a Cardavia store", path.display())]
    NotCardavia { path: PathBuf },
    /// The path names a folder, a device, a FIFO or a broken link; it was left untouched.
    #[error("{} is not a regular file", path.display())]
    NotAFile { path: PathBuf },
    /// A file of the store's set could not be read before SQLite opened it.
    #[error("{} could not be read: {source}", path.display())]
    Unreadable {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// Another Cardavia (a second window, program or tab) has the store open for writing: this
    /// one may read, never write.
    #[error("another Cardavia has the store open for writing")]
    InUse,
    /// A read-only opening found a write-ahead log that does not belong to the store: both were
    /// left untouched, where [`Store::open`](super::Store::open) sets the log aside.
    #[error("the store's write-ahead log does not belong to it ({}); it was left untouched", why.kind())]
    ForeignJournal { why: ForeignJournal },
    /// A damaged file could not be moved aside, so no new store was made.
    #[error("the damaged store {} could not be moved aside: {source}", path.display())]
    MoveAside {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// A read-only opening (`cardavia stats`) found the file damaged: it was left untouched,
    /// where [`Store::open`](super::Store::open) would move it aside.
    #[error("the store is damaged ({damage:?}); it was left untouched")]
    Damaged { damage: Damage },
    /// The file system keeps no journal SQLite can recover from (`off`, `memory`): saving there
    /// could damage the store in a crash, so it is not opened for writing.
    #[error("the store cannot keep a journal here (journal mode {mode})")]
    NoJournal { mode: String },
    /// A value in the file that this version cannot read (a game it does not know, a bad level).
    #[error("the store holds {what} {value:?}, which this version cannot read")]
    Malformed { what: &'static str, value: String },
    #[error("there is no series {0}")]
    UnknownSeries(i64),
    #[error("there is no player {0}")]
    UnknownPlayer(i64),
    #[error("series {0} is over: nothing more can be saved to it")]
    SeriesClosed(i64),
    /// Autosave got an action whose `seq` does not follow the last one saved.
    #[error(
        "series {series}: action {got} does not follow the last saved action (expected {expected})"
    )]
    OutOfOrder {
        series: i64,
        expected: u64,
        got: u64,
    },
    #[error("a player's name may not be empty")]
    PlayerNameEmpty,
    #[error("a player's name has at most {max} characters")]
    PlayerNameTooLong { max: usize },
    #[error("there is already a player called {0:?}")]
    PlayerNameTaken(String),
    /// The same profile in two seats of one series.
    #[error("player {0} cannot sit in two seats of one series")]
    SeatTwice(i64),
    /// Two people who played in the same series are two people: merging them would seat one
    /// person twice.
    #[error("{0:?} and {1:?} played in the same series: they are two people")]
    PlayedTogether(String, String),
    /// What the caller asked to record does not fit the series (a bug in the caller).
    #[error("invalid record: {0}")]
    InvalidRecord(String),
    #[error(transparent)]
    Settings(#[from] SettingsError),
}

impl StoreError {
    /// A stable, kebab-case id for the shell to branch on.
    pub fn kind(&self) -> &'static str {
        match self {
            StoreError::Full(_) => "full",
            StoreError::ReadOnly(_) => "read-only",
            StoreError::Corrupt(_) => "corrupt",
            StoreError::Busy(_) => "busy",
            StoreError::CannotOpen(_) => "cannot-open",
            StoreError::Io(_) => "io",
            StoreError::Sqlite(_) => "sqlite",
            StoreError::NewerVersion { .. } => "newer-version",
            StoreError::NotAStore { .. } => "not-a-store",
            StoreError::NotCardavia { .. } => "not-cardavia",
            // Shells already branch on "cannot-open" for a folder in the file's place.
            StoreError::NotAFile { .. } => "cannot-open",
            StoreError::Unreadable { .. } => "unreadable",
            StoreError::InUse => "in-use",
            StoreError::ForeignJournal { .. } => "foreign-journal",
            StoreError::MoveAside { .. } => "move-aside",
            StoreError::Damaged { damage } => match damage {
                Damage::NotADatabase => "damaged-not-a-database",
                Damage::Corrupt => "damaged-corrupt",
                Damage::Format => "damaged-format",
                Damage::Schema => "damaged-schema",
            },
            StoreError::NoJournal { .. } => "no-journal",
            StoreError::Malformed { .. } => "malformed",
            StoreError::UnknownSeries(_) => "unknown-series",
            StoreError::UnknownPlayer(_) => "unknown-player",
            StoreError::SeriesClosed(_) => "series-closed",
            StoreError::OutOfOrder { .. } => "out-of-order",
            StoreError::PlayerNameEmpty => "player-name-empty",
            StoreError::PlayerNameTooLong { .. } => "player-name-too-long",
            StoreError::PlayerNameTaken(_) => "player-name-taken",
            StoreError::SeatTwice(_) => "seat-twice",
            StoreError::PlayedTogether(..) => "played-together",
            StoreError::InvalidRecord(_) => "invalid-record",
            StoreError::Settings(e) => e.kind(),
        }
    }

    /// The message to show, in `locales/<lang>/app.ftl` (ids `store-...`).
    pub fn message(&self) -> Msg {
        match self {
            StoreError::Full(_) => Msg::new("store-error-full"),
            StoreError::ReadOnly(_) => Msg::new("store-error-read-only"),
            StoreError::Corrupt(_) => Msg::new("store-error-corrupt"),
            StoreError::Busy(_) => Msg::new("store-error-busy"),
            StoreError::CannotOpen(_) => Msg::new("store-error-cannot-open"),
            StoreError::Io(_) => Msg::new("store-error-io"),
            // SQLite's own words can carry a whole statement: the person reads its code only.
            StoreError::Sqlite(e) => Msg::new("store-error-sqlite").text(
                "detail",
                failure_of(e).map_or_else(
                    || "-".to_string(),
                    |failure| failure.extended_code.to_string(),
                ),
            ),
            StoreError::NewerVersion { found, known } => Msg::new("store-error-newer-version")
                .int("found", *found)
                .int("known", *known),
            StoreError::NotAStore { path } => {
                Msg::new("store-error-not-a-store").text("path", path.display().to_string())
            }
            StoreError::NotCardavia { path } => {
                Msg::new("store-error-not-cardavia").text("path", path.display().to_string())
            }
            StoreError::NotAFile { path } => {
                Msg::new("store-error-not-a-file").text("path", path.display().to_string())
            }
            StoreError::Unreadable { path, .. } => {
                Msg::new("store-error-unreadable").text("path", path.display().to_string())
            }
            StoreError::InUse => Msg::new("store-error-in-use"),
            StoreError::ForeignJournal { why } => {
                Msg::new("store-error-foreign-journal").msg("why", journal_why(*why))
            }
            StoreError::MoveAside { path, .. } => {
                Msg::new("store-error-move-aside").text("path", path.display().to_string())
            }
            StoreError::Damaged { damage } => Msg::new(match damage {
                Damage::NotADatabase => "store-error-damaged-not-a-database",
                Damage::Corrupt => "store-error-damaged-corrupt",
                Damage::Format => "store-error-damaged-format",
                Damage::Schema => "store-error-damaged-schema",
            }),
            StoreError::NoJournal { mode } => {
                Msg::new("store-error-no-journal").text("mode", mode.clone())
            }
            StoreError::Malformed { what, value } => Msg::new("store-error-malformed")
                .text("what", *what)
                .text("value", value.chars().take(40).collect::<String>()),
            StoreError::UnknownSeries(id) => Msg::new("store-error-unknown-series").int("id", *id),
            StoreError::UnknownPlayer(id) => Msg::new("store-error-unknown-player").int("id", *id),
            StoreError::SeriesClosed(id) => Msg::new("store-error-series-closed").int("id", *id),
            StoreError::OutOfOrder { expected, got, .. } => Msg::new("store-error-out-of-order")
                .int("expected", clamp(*expected))
                .int("got", clamp(*got)),
            StoreError::PlayerNameEmpty => Msg::new("store-error-player-name-empty"),
            StoreError::PlayerNameTooLong { max } => {
                Msg::new("store-error-player-name-too-long").int("max", clamp(*max as u64))
            }
            StoreError::PlayerNameTaken(name) => {
                Msg::new("store-error-player-name-taken").text("name", name.clone())
            }
            StoreError::SeatTwice(_) => Msg::new("store-error-seat-twice"),
            StoreError::PlayedTogether(a, b) => Msg::new("store-error-played-together")
                .text("a", a.clone())
                .text("b", b.clone()),
            StoreError::InvalidRecord(detail) => {
                Msg::new("store-error-invalid-record").text("detail", detail.clone())
            }
            StoreError::Settings(e) => e.message(),
        }
    }

    /// A file of the store's set that could not be read.
    pub(super) fn file(path: &std::path::Path, source: std::io::Error) -> StoreError {
        StoreError::Unreadable {
            path: path.to_path_buf(),
            source,
        }
    }
}

/// Why a write-ahead log was set aside or refused, in words.
fn journal_why(why: ForeignJournal) -> Msg {
    Msg::new(match why {
        ForeignJournal::PageSize => "store-journal-page-size",
        ForeignJournal::Oversized => "store-journal-oversized",
        ForeignJournal::NotAStore => "store-journal-not-a-store",
        ForeignJournal::Older => "store-journal-older",
        ForeignJournal::Damaged => "store-journal-damaged",
        ForeignJournal::Stale => "store-journal-stale",
        ForeignJournal::NotAFile => "store-journal-not-a-file",
    })
}

fn clamp(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// SQLite's own error inside rusqlite's, also when rusqlite wraps it with the statement that
/// failed (which [`rusqlite::Error::sqlite_error`] does not look into).
pub(super) fn failure_of(e: &rusqlite::Error) -> Option<&rusqlite::ffi::Error> {
    match e {
        rusqlite::Error::SqlInputError { error, .. } => Some(error),
        e => e.sqlite_error(),
    }
}

/// The code of [`failure_of`].
pub(super) fn code_of(e: &rusqlite::Error) -> Option<ErrorCode> {
    failure_of(e).map(|f| f.code)
}

/// Sorts SQLite's error codes into the faults a device meets.
impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        match code_of(&e) {
            Some(ErrorCode::DiskFull) => StoreError::Full(e),
            Some(ErrorCode::ReadOnly) => StoreError::ReadOnly(e),
            Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) => StoreError::Corrupt(e),
            Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => StoreError::Busy(e),
            Some(ErrorCode::CannotOpen | ErrorCode::PermissionDenied) => StoreError::CannotOpen(e),
            Some(ErrorCode::SystemIoFailure) => StoreError::Io(e),
            _ => StoreError::Sqlite(e),
        }
    }
}

/// Why a write-ahead log was found not to belong to its database.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForeignJournal {
    /// Written with another page size than the database's.
    PageSize,
    /// Its pages would make a database larger than it and the file together could.
    Oversized,
    /// Its pages make another program's database (or no database at all).
    NotAStore,
    /// Its pages make a store of an older schema than the file's own.
    Older,
    /// Its pages make a damaged database.
    Damaged,
    /// Its pages make a store without series the file holds, or with finished series playing
    /// again: a log of the store's own past beside a newer copy of it.
    Stale,
    /// Not a file (a folder in its place).
    NotAFile,
}

impl ForeignJournal {
    pub fn kind(self) -> &'static str {
        match self {
            ForeignJournal::PageSize => "page-size",
            ForeignJournal::Oversized => "oversized",
            ForeignJournal::NotAStore => "not-a-store",
            ForeignJournal::Older => "older",
            ForeignJournal::Damaged => "damaged",
            ForeignJournal::Stale => "stale",
            ForeignJournal::NotAFile => "not-a-file",
        }
    }
}

/// Why the store found on open was replaced by a new one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Damage {
    /// The file is not an SQLite database at all.
    NotADatabase,
    /// An SQLite database whose pages or schema are damaged.
    Corrupt,
    /// An SQLite header this SQLite cannot read (a schema format it does not know: a damaged
    /// header, since no SQLite ever wrote one).
    Format,
    /// A store whose tables are not what its schema version says (the version was reset or
    /// changed by hand): its migrations fail.
    Schema,
}

/// Something the player should be told about opening the store, though it did open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The file was damaged: it was kept under a new name and a new, empty store made.
    MovedAside { damage: Damage, kept: PathBuf },
    /// The file system does not support the write-ahead log, so SQLite keeps a rollback
    /// journal (`delete`, `truncate`, `persist`): as safe (synchronous writes are made `FULL`
    /// to keep the promise that a power cut never damages the file), only slower.
    RollbackJournal { mode: String },
    /// The write-ahead log beside the store did not belong to it: it was kept under a new name,
    /// never applied, and the store opened as its file was.
    JournalSetAside { why: ForeignJournal, kept: PathBuf },
    /// Another Cardavia has the store open for writing: this one opened it for reading only.
    InUse,
    /// The browser's files are held by another tab of Cardavia: this tab cannot even read
    /// them, so it holds an empty store that refuses every write.
    OtherTab,
    /// The device gives Cardavia no storage (a browser's private window): play goes on in a
    /// store in memory, and every table says that nothing of it is kept.
    NothingKept,
}

impl Notice {
    /// A stable, kebab-case id: `moved-aside-not-a-database`, `moved-aside-corrupt`.
    pub fn kind(&self) -> &'static str {
        match self {
            Notice::MovedAside {
                damage: Damage::NotADatabase,
                ..
            } => "moved-aside-not-a-database",
            Notice::MovedAside { damage, .. } => match damage {
                Damage::NotADatabase => "moved-aside-not-a-database",
                Damage::Corrupt => "moved-aside-corrupt",
                Damage::Format => "moved-aside-format",
                Damage::Schema => "moved-aside-schema",
            },
            Notice::RollbackJournal { .. } => "rollback-journal",
            Notice::JournalSetAside { .. } => "journal-set-aside",
            Notice::InUse => "in-use",
            Notice::OtherTab => "other-tab",
            Notice::NothingKept => "nothing-kept",
        }
    }

    pub fn message(&self) -> Msg {
        match self {
            Notice::MovedAside { damage, kept } => Msg::new(match damage {
                Damage::NotADatabase => "store-notice-not-a-database",
                Damage::Corrupt => "store-notice-corrupt",
                Damage::Format => "store-notice-format",
                Damage::Schema => "store-notice-schema",
            })
            .text("kept", file_name(kept)),
            Notice::RollbackJournal { mode } => {
                Msg::new("store-notice-rollback-journal").text("mode", mode.clone())
            }
            Notice::JournalSetAside { why, kept } => Msg::new("store-notice-journal-set-aside")
                .msg("why", journal_why(*why))
                .text("kept", file_name(kept)),
            Notice::InUse => Msg::new("store-notice-in-use"),
            Notice::OtherTab => Msg::new("store-notice-other-tab"),
            Notice::NothingKept => Msg::new("store-notice-nothing-kept"),
        }
    }
}

/// The file's own name, as the person sees it in their files.
fn file_name(path: &std::path::Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}
