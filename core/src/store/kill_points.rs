//! A test-only hook at every write transaction's commit (feature `kill-points`, which only the
//! core's own tests turn on): the kill test (`core/tests/app_kill.rs`) installs a hook that
//! aborts the process at a chosen commit, exactly at a new game, a change, a round's end, a
//! series' end or a rematch, before or after the commit.

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
