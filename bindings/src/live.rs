//! A live table for the shells: `dispatch` answers a tap's view on the caller's thread, `view`
//! reads the latest, and the views nobody asked for are pushed to the shell's observer from the
//! table's own task.

use crate::error::{guard, CardaviaError};
use crate::runtime::TableRuntime;
use cardavia_core::l10n::Lang;
use cardavia_core::runtime::{self, ViewObserver};
use cardavia_core::table::{Intent, TableView};
use std::sync::Arc;

/// Receives every new view of a live table that was not the answer to `dispatch`: bots' moves,
/// the turn clock, a hint solved, a failed save that worked at last. Called on a background
/// thread: post the view to the UI thread (a `StateFlow`, the main actor) and return quickly.
/// A pushed view may arrive after a newer one `dispatch` answered: keep the newest by version
/// (one of the same version that differs is that moment redrawn, a hint solved).
#[uniffi::export(with_foreign)]
pub trait TableObserver: Send + Sync {
    /// Called with each such view, in order, from the table's task.
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
    /// The runtime its task runs on, kept alive as long as the shell holds the table.
    pub(crate) _runtime: Arc<TableRuntime>,
}

#[uniffi::export]
impl LiveTable {
    /// Applies an intent made on the view with `version` and answers the view after it, saved.
    /// Runs on the calling thread, so call it from a worker thread (`Dispatchers.IO`, a serial
    /// `DispatchQueue`), never the UI thread: it waits while a bot's move is applied and saved.
    /// Why not async: a tap's thread hops (to the table's task, back to the caller) cost more
    /// than its work. The answered view is not also given to the observer (it crosses to the
    /// shell once: a late Ganjifa view is some 6 KB to lower and lift). Refused, stale and
    /// out-of-turn intents change nothing and come back as errors.
    pub fn dispatch(&self, intent: Intent, version: u64) -> Result<TableView, CardaviaError> {
        guard(|| {
            self.live
                .dispatch(intent, version)
                .map_err(|e| CardaviaError::live(&e, self.lang))
        })
    }

    /// The latest view: held in memory from the table's opening until a tap, and again after
    /// every change nobody asked for. After a tap (whose view went to its caller alone) it is
    /// made again here, with the table locked for a moment: call it from a worker thread then.
    pub fn view(&self) -> TableView {
        self.live.view()
    }

    /// Stops the table's task (the table was saved after its last change); later intents answer
    /// `Closed`. The table lets go of the store here: once the shell closes its app too, the
    /// next app opened on the store is its writer, however long this handle lives. Does not
    /// wait on the core: shells call it as a screen goes. (Named `stop`: `close` is the
    /// generated objects' own resource release.)
    pub fn stop(&self) {
        self.live.close();
    }
}
