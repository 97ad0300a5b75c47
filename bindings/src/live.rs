//! A live table for the shells: `dispatch` applies a tap on the caller's thread, and every view
//! of the table reaches the shell's observer, in order.

use crate::error::{guard, CardaviaError};
use crate::runtime::TableRuntime;
use cardavia_core::l10n::Lang;
use cardavia_core::runtime::{self, ViewObserver};
use cardavia_core::table::{Intent, TableView};
use std::sync::Arc;

/// Receives every view of a live table, one at a time, in the order the table made them: the
/// first as the table opens, a tap's before `dispatch` returns, bots' moves, the turn clock. Each
/// is newer than the one before, or that moment redrawn (the same version: a hint solved, a
/// save that worked at last), which comes without its haptic or announcement. Show each view
/// received, play its effects and say its announcement: the core has already compared it with
/// what came before. Called on a background thread: post the view to the UI thread (a
/// `StateFlow`, the main actor) in the order received, and return quickly; never wait here for
/// an intent's answer.
#[uniffi::export(with_foreign)]
pub trait TableObserver: Send + Sync {
    /// Called with each view, in order.
    fn on_view(&self, view: TableView);
}

/// Adapts the shell's observer to the runtime's, so a failing callback never takes the table's
/// task down with it.
pub(crate) struct Bridge(pub Arc<dyn TableObserver>);

impl ViewObserver for Bridge {
    fn on_view(&self, view: TableView) {
        let observer = self.0.clone();
        if std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || observer.on_view(view)))
            .is_err()
        {
            tracing::error!("the shell's observer failed on a view");
        }
    }
}

/// One table in play. Its intents are applied one at a time (a lock), bots move on their own.
#[derive(uniffi::Object)]
pub struct LiveTable {
    pub(crate) live: runtime::LiveTable,
    pub(crate) lang: Lang,
    /// The runtime its task runs on, kept alive as long as the shell holds the table; it also
    /// finishes a stop.
    pub(crate) runtime: Arc<TableRuntime>,
}

#[uniffi::export]
impl LiveTable {
    /// Applies an intent made on the view with `version`; its view, saved, has reached the
    /// observer when this returns. Runs on the calling thread, so call it from a worker thread
    /// (`Dispatchers.IO`, a serial `DispatchQueue`), never the UI thread: it waits while a
    /// bot's move is applied and saved. Refused, stale and out-of-turn intents change nothing
    /// and come back as errors (after a stale one, the newest view is the one shown already).
    pub fn dispatch(&self, intent: Intent, version: u64) -> Result<(), CardaviaError> {
        guard(|| {
            self.live
                .dispatch(intent, version)
                .map(drop)
                .map_err(|e| CardaviaError::live(&e, self.lang))
        })
    }

    /// The app left the screen (Android's `ON_STOP`, iOS's scene phase leaving `active`): the
    /// bots and the turn clock stop, the clock keeping the time left, and since the phone may
    /// change hands meanwhile, the next view asks for a hand-over before anything hidden shows.
    /// It may save (off the UI thread, as `dispatch`).
    pub fn step_away(&self) -> Result<(), CardaviaError> {
        guard(|| {
            self.live
                .step_away()
                .map_err(|e| CardaviaError::live(&e, self.lang))
        })
    }

    /// The app is back on the screen: the turn clock runs on with the time it had left and the
    /// bots play on.
    pub fn come_back(&self) -> Result<(), CardaviaError> {
        guard(|| {
            self.live
                .come_back()
                .map_err(|e| CardaviaError::live(&e, self.lang))
        })
    }

    /// The view of the table as it is now (the moment the observer was last given, without
    /// its announcement): for a screen drawn again from nothing, without waiting for a change.
    pub fn view(&self) -> TableView {
        self.live.view()
    }

    /// Stops the table: later intents answer `Closed` at once and no view comes any more. The
    /// last try of a change not saved yet, and letting go of the store, run on the core's own
    /// threads, so this never waits on the table: a UI thread may call it as a screen goes.
    /// Once that is done and the shell closes its app too, the next app opened on the store is
    /// its writer (an app opening meanwhile waits a moment for it), however long this handle
    /// lives. (Named `stop`: `close` is the generated objects' own resource release.)
    pub fn stop(&self) {
        self.live.begin_close();
        let live = self.live.clone();
        match self.runtime.handle() {
            Some(runtime) => {
                runtime.spawn_blocking(move || live.finish_close());
            }
            None => live.finish_close(),
        }
    }
}
