//! Test-only hooks at every write transaction's commit (feature `kill-points`, which only the
//! core's own tests turn on): the kill test (`core/tests/app_kill.rs`) installs a hook that
//! aborts the process at a chosen commit, exactly at a new game, a change, a round's end, a
//! series' end or a rematch, before or after the commit; the fault test
//! (`core/tests/save_faults.rs`) makes chosen commits fail as a full, failing, read-only or
//! busy device would, rolled back whole.

use super::WriteKind;
use std::sync::Mutex;

/// Where in a commit the hook is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// The transaction's writes are done, the commit not started: a kill here loses it whole.
    BeforeCommit,
    /// The commit returned: a kill here keeps it.
    AfterCommit,
}

type Hook = Box<dyn FnMut(WriteKind, Moment) + Send>;

static HOOK: Mutex<Option<Hook>> = Mutex::new(None);

/// Calls `hook` at every commit of every store in this process from now on.
pub fn install(hook: impl FnMut(WriteKind, Moment) + Send + 'static) {
    if let Ok(mut slot) = HOOK.lock() {
        *slot = Some(Box::new(hook));
    }
}

pub(super) fn reach(kind: WriteKind, moment: Moment) {
    if let Ok(mut slot) = HOOK.lock() {
        if let Some(hook) = slot.as_mut() {
            hook(kind, moment);
        }
    }
}

/// A device fault a commit can be made to fail with (SQLite's own error codes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// `SQLITE_FULL`: no space left (ENOSPC).
    Full,
    /// `SQLITE_IOERR`: the device failed a write (EIO).
    Io,
    /// `SQLITE_READONLY`: the file may no longer be written.
    ReadOnly,
    /// `SQLITE_BUSY`: another connection holds the file.
    Busy,
}

type FaultHook = Box<dyn FnMut(WriteKind) -> Option<Fault> + Send>;

static FAULTS: Mutex<Option<FaultHook>> = Mutex::new(None);

/// From now on, every commit of every store in this process asks `hook` first, and fails with
/// the fault it answers (nothing of that transaction is kept).
pub fn install_faults(hook: impl FnMut(WriteKind) -> Option<Fault> + Send + 'static) {
    if let Ok(mut slot) = FAULTS.lock() {
        *slot = Some(Box::new(hook));
    }
}

/// The fault this commit is to fail with, as the error SQLite would give.
pub(super) fn fault(kind: WriteKind) -> Option<rusqlite::Error> {
    let code = match FAULTS.lock().ok()?.as_mut()?(kind)? {
        Fault::Full => rusqlite::ffi::SQLITE_FULL,
        Fault::Io => rusqlite::ffi::SQLITE_IOERR,
        Fault::ReadOnly => rusqlite::ffi::SQLITE_READONLY,
        Fault::Busy => rusqlite::ffi::SQLITE_BUSY,
    };
    Some(rusqlite::Error::SqliteFailure(
        rusqlite::ffi::Error::new(code),
        None,
    ))
}
