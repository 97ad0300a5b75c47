//! A live table for the shells: `dispatch` and `view`, with every new view pushed to the shell's
//! observer from the table's own task.

use crate::error::CardaviaError;
use crate::runtime::TableRuntime;
use cardavia_core::l10n::Lang;
use cardavia_core::runtime::{self, ViewObserver};
use cardavia_core::table::{Intent, TableView};
use std::sync::Arc;

/// Receives every new view of a live table. Called on a background thread: post the view to the
/// UI thread (a `StateFlow`, the main actor) and return quickly.
#[uniffi::export(with_foreign)]
pub trait TableObserver: Send + Sync {
    /// Called with each new view, in order, from the table's task.
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

/// One table in play. Its intents are handled one at a time by its task; bots move on their own.
#[derive(uniffi::Object)]
pub struct LiveTable {
    pub(crate) live: runtime::LiveTable,
    pub(crate) lang: Lang,
    /// The runtime its task runs on, kept alive as long as the shell holds the table.
    pub(crate) _runtime: Arc<TableRuntime>,
}

#[uniffi::export(async_runtime = "tokio")]
impl LiveTable {
    /// Sends an intent made on the view with `version`; answers the version of the view after
    /// it, which the observer has been given before this returns (the view crosses to the shell
    /// once per change, not twice: a late Ganjifa view is some 6 KB to lower and lift). Refused,
    /// stale and out-of-turn intents change nothing and come back as errors. Async: the table's
    /// task may be saving, and the caller's thread never waits for it.
    pub async fn dispatch(&self, intent: Intent, version: u64) -> Result<u64, CardaviaError> {
        self.live
            .dispatch(intent, version)
            .await
            .map(|view| view.version)
            .map_err(|e| CardaviaError::live(&e, self.lang))
    }

    /// The latest view (held in memory: safe on any thread).
    pub fn view(&self) -> TableView {
        self.live.view()
    }

    /// Stops the table's task (the table was saved after its last change); later intents answer
    /// `Closed`. (Named `stop`: `close` is the generated objects' own resource release.)
    pub fn stop(&self) {
        self.live.close();
    }
}
