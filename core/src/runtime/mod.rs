//! The live table: a [`Table`] behind a lock, and one task per open table on its [`Host`]. An
//! intent is applied and saved on the thread that sends it (a shell's worker thread). The task
//! does what happens without a tap: bot turns after a short natural pause, the turn clock,
//! failed saves tried again. Every view, answered or not, reaches the shell's observer through
//! one ordered [`delivery`]. The [`Table`] inside stays synchronous and clock-free: this is the
//! only place that reads time, and it reads the host's clock so tests can pause it.

mod delivery;
mod host;
mod shared;
mod task;

#[cfg(not(target_family = "wasm"))]
pub use host::TokioHost;
pub use host::{Host, OneThread, Pending, Work};

use crate::table::{Intent, SaveProblem, Table, TableError, TableView};
use shared::Shared;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Receives every view of a live table, one at a time, in the order the table made them, each
/// newer than the one before or that moment redrawn (the same version: a hint solved, a save
/// that worked at last; it comes without its haptic or an announcement): the first as the table
/// opens, a tap's answer before `dispatch` returns, bots' moves, the clock. A shell shows each
/// view it receives and plays its effects; it compares nothing.
///
/// Called on the thread that made the change (a shell's worker, the table's task): post the
/// view to the UI thread and return quickly. The observer may read the table from inside the
/// call, but must not wait there for an intent's answer: that answer's view waits for this call.
pub trait ViewObserver: Send + Sync {
    fn on_view(&self, view: TableView);
}

/// Saves a table after each change. A failure never stops play: the view of the change
/// carries a not-saved notice ([`TableView::unsaved`]), and the save is tried again on the next
/// change and every [`SAVE_RETRY`] until it succeeds, which clears the notice.
pub trait Autosave: Send + Sync {
    fn save(&self, table: &Table) -> Result<(), SaveProblem>;

    /// A quiet moment: a change was saved and its view is out. Work the saves leave for later
    /// (the store copying its journal into its file) goes here, not on the way from a tap to
    /// its view.
    fn tidy(&self) {}

    /// Whether [`Self::tidy`] has work now: when it has none and a tap gives the table's task
    /// nothing else to do, the task is not woken. By default, yes.
    fn tidy_due(&self) -> bool {
        true
    }
}

/// How soon a failed save is tried again when nothing else happens at the table.
pub const SAVE_RETRY: Duration = Duration::from_secs(2);

/// How a live table behaves.
#[derive(Clone, Copy, Debug)]
pub struct LiveOptions {
    /// The pause before a bot moves, so people can follow.
    pub bot_pause: Duration,
    /// Wall-clock milliseconds at the moment the table opens: `now_ms` continues from here.
    pub epoch_ms: u64,
    /// The longest a bot may think once its pause is over (G: "well under 200 ms on a phone").
    pub bot_think_cap: Duration,
    /// How soon a failed save is tried again when nothing else happens ([`SAVE_RETRY`]).
    pub save_retry: Duration,
    /// How long after the screen changes (a hand-over, a summary, the table again, a bot's move
    /// that changes the screen) a person's tap is refused as too soon ([`TAP_GUARD`]).
    pub tap_guard: Duration,
}

/// How long after a screen change a tap is taken for the second tap of a double tap meant
/// for the screen before: a person needs about a quarter of a second to see that the screen
/// changed (a double tap's taps are some 100–250 ms apart), so a tap sooner than this cannot
/// have been meant for what it lands on.
pub const TAP_GUARD: Duration = Duration::from_millis(350);

impl Default for LiveOptions {
    fn default() -> Self {
        LiveOptions {
            bot_pause: Duration::from_millis(700),
            epoch_ms: 0,
            bot_think_cap: Duration::from_millis(150),
            save_retry: SAVE_RETRY,
            tap_guard: TAP_GUARD,
        }
    }
}

/// Why a live table did not answer.
#[derive(Debug, thiserror::Error)]
pub enum LiveError {
    #[error(transparent)]
    Table(#[from] TableError),
    #[error("the table is closed")]
    Closed,
}

/// A handle on a live table. Cloning shares the same table; when the last clone goes, the
/// table's task stops.
#[derive(Clone)]
pub struct LiveTable {
    owner: Arc<Owner>,
    task: Arc<Mutex<Option<Pending<()>>>>,
}

/// Held by the handles only (never by the task): dropping the last one closes the table.
struct Owner(Arc<Shared>);

impl Drop for Owner {
    fn drop(&mut self) {
        self.0.begin_close();
        self.0.finish_close();
    }
}

/// Starts a table's task on `host`; its first view goes to `observer` before this returns.
pub fn open(
    host: Arc<dyn Host>,
    table: Table,
    observer: Arc<dyn ViewObserver>,
    autosave: Option<Arc<dyn Autosave>>,
    options: LiveOptions,
) -> LiveTable {
    let mut table = table;
    // A table saved earlier gets back the time its turn had left, not the hours it was closed.
    table.resume_clock(options.epoch_ms);
    let shared = Arc::new(Shared::new(
        table,
        observer,
        autosave,
        options,
        host.clone(),
    ));
    shared.deliver_first();
    let task = host.spawn(Box::pin(task::run(shared.clone())));
    // In the browser the task's end is a future of the Worker's one thread, which no handle
    // ever leaves: the same `Arc` serves both.
    #[cfg_attr(target_family = "wasm", allow(clippy::arc_with_non_send_sync))]
    LiveTable {
        owner: Arc::new(Owner(shared)),
        task: Arc::new(Mutex::new(Some(task))),
    }
}

impl LiveTable {
    /// Applies an intent made on the view with `version`, on the caller's thread (a shell's
    /// worker thread, never its UI thread: it waits while a bot's move is applied and saved).
    /// A change is saved before its view goes out ("nothing shown is lost"); that view reaches
    /// the observer before this returns, and is answered too, for callers that drive the table
    /// themselves (tests, benchmarks). Refused, stale and out-of-turn intents change nothing.
    pub fn dispatch(&self, intent: Intent, version: u64) -> Result<TableView, LiveError> {
        self.owner.0.dispatch(&intent, version)
    }

    /// The app left the screen (Android's lifecycle, iOS's scene phase, a browser tab hidden,
    /// a terminal losing focus): the bots and the turn clock stop, the clock keeping the time
    /// left, and since the phone may change hands meanwhile, nobody holds it: the next view
    /// asks for a hand-over before any hidden card shows. Quick; saved like any change.
    pub fn step_away(&self) -> Result<(), LiveError> {
        self.owner.0.step_away()
    }

    /// The app is back on the screen: the clock runs on with the time it had left, the bots
    /// play on.
    pub fn come_back(&self) -> Result<(), LiveError> {
        self.owner.0.come_back()
    }

    /// The latest view, as the table is now.
    pub fn view(&self) -> TableView {
        self.owner.0.latest_view()
    }

    /// Stops the table's task (the table was saved after its last change); later intents are
    /// answered [`LiveError::Closed`], and no view goes out any more. A change not saved yet
    /// gets one more try first, so this may wait for the table: [`LiveTable::begin_close`] and
    /// [`LiveTable::finish_close`] split it for a caller on a UI thread.
    pub fn close(&self) {
        self.begin_close();
        self.finish_close();
    }

    /// The part of [`LiveTable::close`] that never waits: later intents are refused at once,
    /// and no view goes out any more.
    pub fn begin_close(&self) {
        self.owner.0.begin_close();
    }

    /// The rest of [`LiveTable::close`], off the UI thread: the last try of a change not saved
    /// yet, then the store let go of. Done once.
    pub fn finish_close(&self) {
        self.owner.0.finish_close();
    }

    /// The task's end, once, to await.
    pub fn take_task(&self) -> Option<Pending<()>> {
        self.task.lock().ok().and_then(|mut t| t.take())
    }
}
