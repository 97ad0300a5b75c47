//! The live table: a [`Table`] behind a lock, and one tokio task per open table. An intent is
//! applied, saved and answered with its view on the thread that sends it (a shell's worker
//! thread: no hop to another thread on the way from a tap to its view). The task does what
//! happens without a tap: it runs bot turns on the blocking pool after a short natural pause,
//! fires the turn clock, tries failed saves again, and pushes those views to the shell's
//! observer. The [`Table`] inside stays synchronous and clock-free: this is the only place
//! that reads time, and it reads tokio's clock so tests can pause it.

use crate::table::{BotMove, Intent, SaveProblem, Table, TableError, TableView};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use tokio::sync::Notify;
use tokio::task::JoinHandle;
use tokio::time::Instant;

/// Receives every new view that was not the answer to an intent (bots, the clock, hints, a save
/// that worked at last). Called from the table's task: keep it quick (post to the UI thread).
/// Views are made in order, but a tap's answer does not wait for a push on its way: a pushed
/// view may arrive after a newer one was answered. Keep the newest by version (one of the same
/// version that differs is that moment redrawn).
pub trait ViewObserver: Send + Sync {
    fn on_view(&self, view: TableView);
}

/// Saves a table after each change. A failure never stops play: the view pushed for the change
/// carries a not-saved notice ([`TableView::unsaved`]), and the save is tried again on the next
/// change and every [`SAVE_RETRY`] until it succeeds, which clears the notice.
pub trait Autosave: Send + Sync {
    fn save(&self, table: &Table) -> Result<(), SaveProblem>;

    /// A quiet moment: a change was saved and its view is out (answered, pushed). Work the
    /// saves leave for later (the store copying its journal into its file) goes here, not on
    /// the way from a tap to its view.
    fn settle(&self) {}

    /// Whether [`Self::settle`] has work now. When it has none and a tap gives the table's task
    /// nothing else to do (no bot to plan, the clock's deadline unchanged, no save to retry),
    /// the task is not woken: a wake-up costs a tap more than its work on some machines. By
    /// default, yes.
    fn settle_due(&self) -> bool {
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
    task: Arc<Mutex<Option<JoinHandle<()>>>>,
}

/// Held by the handles only (never by the task): dropping the last one closes the table.
struct Owner(Arc<Shared>);

impl Drop for Owner {
    fn drop(&mut self) {
        self.0.close();
    }
}

/// Starts a table's task on `runtime`.
pub fn open(
    runtime: &tokio::runtime::Handle,
    table: Table,
    observer: Arc<dyn ViewObserver>,
    autosave: Option<Arc<dyn Autosave>>,
    options: LiveOptions,
) -> LiveTable {
    let mut table = table;
    // A table saved earlier gets back the time its turn had left, not the hours it was closed.
    table.resume_clock(options.epoch_ms);
    let first = table.view();
    // The first screen is not a change: the shell shows it as the table opens.
    let screen = Mutex::new((ScreenKind::of(&first), None));
    let shared = Arc::new(Shared {
        latest: Mutex::new(Kept::Current(Arc::new(first))),
        live: Mutex::new(Live {
            table,
            retry_save: None,
        }),
        observer,
        autosave: Mutex::new(autosave),
        options,
        start: Instant::now(),
        wake: Notify::new(),
        closed: AtomicBool::new(false),
        bot_pending: AtomicBool::new(false),
        preparing: AtomicBool::new(true),
        screen,
    });
    let task = runtime.spawn(run(shared.clone()));
    LiveTable {
        owner: Arc::new(Owner(shared)),
        task: Arc::new(Mutex::new(Some(task))),
    }
}

impl LiveTable {
    /// Applies an intent made on the view with `version`, on the caller's thread, and answers
    /// the view after it. A change is saved before its view is answered ("nothing shown is
    /// lost"), and that view is not pushed to the observer as well: whoever tapped has it,
    /// and a tap's view crosses to the shell once (a late Ganjifa view is some 6 KB once
    /// lowered). The observer gets every view nobody asked for: bots, the clock, hints, saves
    /// that failed and then worked.
    ///
    /// Why on the caller's thread: each hop to another thread is a wake-up, and a tap's wake-ups
    /// cost more than its work (the table's task, then the answer back, then the UI thread).
    /// Nor is the save written on a second thread while the view is made: tried with a thread
    /// woken as the tap began and spinning for its save, it made taps slower, not faster, on
    /// the 2-core test machine (a DICEN tile's save took 28 µs at best but often 90–400 µs
    /// beside the view, the view slowed too, and the answer waited for both).
    /// A shell calls this from its own worker thread, never its UI thread: it waits while a
    /// bot's move is being applied and saved.
    ///
    /// The answer is the caller's own: the table does not keep a copy of it (a late Ganjifa
    /// view is some 250 strings to copy and free again), and [`LiveTable::view`] makes the
    /// view again if asked before the next change.
    pub fn dispatch(&self, intent: Intent, version: u64) -> Result<TableView, LiveError> {
        self.owner.0.dispatch(&intent, version)
    }

    /// The latest view: the one kept since the last change nobody asked for, else made now
    /// (after a tap, whose view went to the caller alone).
    pub fn view(&self) -> TableView {
        self.owner.0.latest_view()
    }

    /// Stops the table's task (the table was saved after its last change); later intents are
    /// answered [`LiveError::Closed`].
    pub fn close(&self) {
        self.owner.0.close();
    }

    /// The task's handle, once, to await its end.
    pub fn take_task(&self) -> Option<JoinHandle<()>> {
        self.task.lock().ok().and_then(|mut t| t.take())
    }
}

/// What the callers' threads and the table's task share.
struct Shared {
    live: Mutex<Live>,
    /// The view of the table as it is, once made: kept after a change nobody asked for (its
    /// view is pushed, and readers ask for it again), outdated by a tap (its view is the
    /// caller's answer) unless background work may still redraw it. Written only with the
    /// table locked, so it never goes back in time.
    latest: Mutex<Kept>,
    /// Whether the game's preparation (its fruit shows in the views) has yet to be redrawn.
    preparing: AtomicBool,
    observer: Arc<dyn ViewObserver>,
    /// Let go of once the table closes: the autosave holds the app and its store, and the next
    /// app opened on that store (in this process too) writes only once nothing holds it, however
    /// long a shell keeps its handle on the closed table.
    autosave: Mutex<Option<Arc<dyn Autosave>>>,
    options: LiveOptions,
    start: Instant,
    /// Tells the task that the table changed (plan the bots and the clock again, settle the
    /// saves) or closed.
    wake: Notify,
    closed: AtomicBool,
    /// Whether the task holds a bot's turn (pausing or thinking): a change must reach it, to
    /// drop that turn if the table moved on.
    bot_pending: AtomicBool,
    /// The screen a person last saw come up, and when: a tap too soon after it changed is
    /// refused ([`LiveOptions::tap_guard`]).
    screen: Mutex<(ScreenKind, Option<Instant>)>,
}

/// Which kind of screen a view is, for telling when the screen changed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ScreenKind {
    Playing,
    HandOver(u8),
    RoundOver,
    SeriesOver,
}

impl ScreenKind {
    fn of(view: &TableView) -> ScreenKind {
        match &view.screen {
            crate::table::Screen::Playing => ScreenKind::Playing,
            crate::table::Screen::HandOver { seat, .. } => ScreenKind::HandOver(*seat),
            crate::table::Screen::RoundOver => ScreenKind::RoundOver,
            crate::table::Screen::SeriesOver => ScreenKind::SeriesOver,
        }
    }
}

/// The latest view the table keeps for its readers.
enum Kept {
    /// The table as it is.
    Current(Arc<TableView>),
    /// The table before a tap. Not freed by the tap: letting go of a late Ganjifa view (some
    /// 300 strings, cold in the cache after the bots' moves) on the caller's thread made the
    /// tap a fifth slower (Rust-side dispatch medians of a late card play, 196 → 155 µs on
    /// the 2-core test machine). The next view kept replaces it, on whichever thread makes
    /// that one (the table's task after a bot's move, or a reader of [`LiveTable::view`]).
    Outdated(Arc<TableView>),
}

/// The table, and when a failed save is tried again.
struct Live {
    table: Table,
    retry_save: Option<Instant>,
}

impl Shared {
    fn now_ms(&self) -> u64 {
        self.options.epoch_ms + self.start.elapsed().as_millis() as u64
    }

    /// Closes the table. A change not saved yet gets one more try first: a shell closes the
    /// table when a person leaves it (having been told what leaving loses).
    fn close(&self) {
        if !self.closed.load(Ordering::SeqCst) {
            if let Ok(mut live) = self.live.lock() {
                if live.retry_save.is_some() {
                    self.save(&mut live);
                }
            }
        }
        self.closed.store(true, Ordering::SeqCst);
        // Nothing is saved from here on: the store is free once its app lets go too.
        if let Ok(mut autosave) = self.autosave.lock() {
            autosave.take();
        }
        self.wake.notify_one();
    }

    /// The table, unless it is closed or a panic left it half changed (then it is closed too).
    fn live(&self) -> Result<MutexGuard<'_, Live>, LiveError> {
        if self.closed.load(Ordering::SeqCst) {
            return Err(LiveError::Closed);
        }
        self.live.lock().map_err(|_| LiveError::Closed)
    }

    fn dispatch(&self, intent: &Intent, version: u64) -> Result<TableView, LiveError> {
        let mut live = self.live()?;
        self.refuse_too_soon(intent)?;
        let before = live.table.version();
        let (deadline, retry_save) = (live.table.timeout_due_ms(), live.retry_save);
        live.table.apply(intent, version, self.now_ms())?;
        if live.table.version() == before {
            return Ok(live.table.view());
        }
        self.save(&mut live);
        let view = live.table.view();
        self.note_screen(&view);
        // Kept only while background work may still redraw this very change (a hint being
        // solved, a failed save to retry): the task compares against it so as to push only a
        // view that differs.
        let redraw_pending = self.preparing.load(Ordering::SeqCst) || live.retry_save.is_some();
        let forgotten = if redraw_pending {
            Some(self.remember(Arc::new(view.clone())))
        } else {
            self.outdate();
            None
        };
        // The task plans from the table as it is: it must hear of a change that starts, moves
        // or stops a bot's turn, moves the clock's deadline or a save's retry.
        let replan = self.bot_pending.load(Ordering::SeqCst)
            || live.table.bot_due()
            || live.table.timeout_due_ms() != deadline
            || live.retry_save != retry_save;
        drop(live);
        if replan || self.settle_due() {
            self.wake.notify_one();
        }
        drop(forgotten);
        Ok(view)
    }

    /// The kept view, else one made now from the table (kept until the next change). The
    /// table is locked only to make one; a closed table still shows its last view.
    fn latest_view(&self) -> TableView {
        if let Some(kept) = self.kept() {
            return TableView::clone(&kept);
        }
        let live = self.live.lock().unwrap_or_else(PoisonError::into_inner);
        let view = live.table.view();
        let outdated = self.remember(Arc::new(view.clone()));
        drop(live);
        drop(outdated);
        view
    }

    /// The kept view, if it shows the table as it is.
    fn kept(&self) -> Option<Arc<TableView>> {
        match &*self.latest.lock().unwrap_or_else(PoisonError::into_inner) {
            Kept::Current(view) => Some(view.clone()),
            Kept::Outdated(_) => None,
        }
    }

    /// Keeps `view` as the latest (call with the table locked), and gives back the one it
    /// replaces, to be let go of outside the lock.
    fn remember(&self, view: Arc<TableView>) -> Arc<TableView> {
        let mut kept = self.latest.lock().unwrap_or_else(PoisonError::into_inner);
        match std::mem::replace(&mut *kept, Kept::Current(view)) {
            Kept::Current(old) | Kept::Outdated(old) => old,
        }
    }

    /// Marks the kept view as showing the table before a change (call with the table locked).
    fn outdate(&self) {
        let mut kept = self.latest.lock().unwrap_or_else(PoisonError::into_inner);
        if let Kept::Current(view) = &*kept {
            *kept = Kept::Outdated(view.clone());
        }
    }

    fn settle_due(&self) -> bool {
        self.autosave().is_some_and(|a| a.settle_due())
    }

    /// The autosave, while the table is open.
    fn autosave(&self) -> Option<Arc<dyn Autosave>> {
        self.autosave.lock().ok().and_then(|a| a.clone())
    }

    /// Notes the screen `view` shows: when it is another than before, it came up now.
    fn note_screen(&self, view: &TableView) {
        let kind = ScreenKind::of(view);
        let mut screen = self.screen.lock().unwrap_or_else(PoisonError::into_inner);
        if screen.0 != kind {
            *screen = (kind, Some(Instant::now()));
        }
    }

    /// A person's tap sooner than [`LiveOptions::tap_guard`] after the screen changed is the
    /// second tap of a double tap meant for the screen before (the confirm of a hand-over and
    /// the next screen's first move share a key and a place): refused, nothing changed.
    fn refuse_too_soon(&self, intent: &Intent) -> Result<(), LiveError> {
        if matches!(intent, Intent::Tick) {
            return Ok(());
        }
        let since = self
            .screen
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .1
            .map(|at| at.elapsed());
        match since {
            Some(elapsed) if elapsed < self.options.tap_guard => {
                Err(LiveError::Table(TableError::TooSoon {
                    ms: elapsed.as_millis() as u64,
                }))
            }
            _ => Ok(()),
        }
    }

    /// Saves the table, and notes in it whether that worked (the views show a failure).
    fn save(&self, live: &mut Live) {
        let Some(autosave) = self.autosave() else {
            return;
        };
        match autosave.save(&live.table) {
            Ok(()) => {
                live.table.set_unsaved(None);
                live.retry_save = None;
            }
            Err(problem) => {
                tracing::warn!(problem = problem.kind(), "autosave failed; retrying");
                live.table.set_unsaved(Some(problem.notice()));
                live.retry_save = Some(Instant::now() + self.options.save_retry);
            }
        }
    }

    /// After a change nobody asked for (a bot's move, a timeout): save it and remember its
    /// view (which says if the save failed), then, with the table unlocked, push that view,
    /// let go of the one it replaces and settle.
    fn publish_unasked(&self, mut live: MutexGuard<'_, Live>) {
        self.save(&mut live);
        let view = Arc::new(live.table.view());
        self.note_screen(&view);
        let replaced = self.remember(view.clone());
        drop(live);
        self.push(&view);
        drop(replaced);
        self.settle();
    }

    /// Gives the observer a view nobody asked for. Only the table's task pushes, one view at a
    /// time and in order, and never with the table locked: an observer that reads or taps the
    /// table from inside the call finds it free.
    fn push(&self, view: &TableView) {
        self.observer.on_view(view.clone());
    }

    /// After a change's view is out: the saves' deferred work ([`Autosave::settle`]).
    fn settle(&self) {
        if let Some(autosave) = self.autosave() {
            autosave.settle();
        }
    }

    /// The view again after background work may have changed what it shows (a hint became
    /// ready, a save worked at last): remembered, and returned to push if it differs from the
    /// kept one. No view is kept as current only after a tap that no background work could
    /// redraw (see [`Shared::dispatch`]): then there is nothing new to push.
    fn refresh(&self, live: &Live) -> Option<TableView> {
        let kept = self.kept()?;
        let view = live.table.view();
        if *kept == view {
            return None;
        }
        drop(self.remember(Arc::new(view.clone())));
        Some(view)
    }
}

/// A bot's move on its way: the table's version it was planned for, and its task.
type BotTurn = (u64, JoinHandle<Option<BotMove>>);

/// What the task waits for next, read from the table in one short lock.
struct Plan {
    deadline: Option<Instant>,
    retry_save: Option<Instant>,
}

/// Plans the bots and the clock for the table as it is now: a bot's turn whose table moved on is
/// dropped, and a bot due now gets its pause, then thinks on the blocking pool.
fn plan(shared: &Shared, bot: &mut Option<BotTurn>) -> Option<Plan> {
    let live = shared.live().ok()?;
    let version = live.table.version();
    if bot.as_ref().is_some_and(|(v, _)| *v != version) {
        if let Some((_, handle)) = bot.take() {
            handle.abort();
        }
    }
    if bot.is_none() {
        if let Some(job) = live.table.bot_job() {
            let (pause, cap) = (shared.options.bot_pause, shared.options.bot_think_cap);
            // A person who may act now too (a DiCa challenge) gets their window.
            let pause = pause.max(Duration::from_millis(job.people_window_ms));
            *bot = Some((
                version,
                tokio::spawn(async move {
                    tokio::time::sleep(pause).await;
                    let thinking = move || {
                        let deadline = std::time::Instant::now() + cap;
                        job.run_until(Box::new(move || std::time::Instant::now() >= deadline))
                    };
                    tokio::task::spawn_blocking(thinking).await.ok()
                }),
            ));
        }
    }
    // Under the table's lock, so a tap sees it as the task left it.
    shared.bot_pending.store(bot.is_some(), Ordering::SeqCst);
    let deadline = live.table.timeout_due_ms().map(|ms| {
        let wait = ms.saturating_sub(shared.now_ms());
        Instant::now() + Duration::from_millis(wait)
    });
    Some(Plan {
        deadline,
        retry_save: live.retry_save,
    })
}

/// The table's task: everything that happens at the table without a tap (bots, the clock, the
/// background solve, saves tried again), and the saves' deferred work after each change.
async fn run(shared: Arc<Shared>) {
    let mut bot: Option<BotTurn> = None;
    let preparation = match shared.live() {
        Ok(live) => live.table.preparation(),
        Err(_) => return,
    };
    let mut preparing = Some(tokio::task::spawn_blocking(preparation));
    while let Some(plan) = plan(&shared, &mut bot) {
        tokio::select! {
            _ = shared.wake.notified() => {
                // A tap changed the table (its view is answered already) in a way to plan for
                // or with saves to settle, or it closed.
                shared.settle();
            },
            _ = async {
                match preparing.as_mut() {
                    Some(handle) => handle.await,
                    None => std::future::pending().await,
                }
            }, if preparing.is_some() => {
                preparing = None;
                let redrawn = shared.live().ok().and_then(|live| {
                    // Under the table's lock: a tap after this one need not keep its view.
                    shared.preparing.store(false, Ordering::SeqCst);
                    shared.refresh(&live)
                });
                if let Some(view) = redrawn {
                    shared.push(&view);
                }
            },
            finished = async {
                match bot.as_mut() {
                    Some((_, handle)) => handle.await,
                    None => std::future::pending().await,
                }
            }, if bot.is_some() => {
                bot = None;
                shared.bot_pending.store(false, Ordering::SeqCst);
                let Ok(mut live) = shared.live() else { break };
                match finished {
                    Ok(Some(mv)) => {
                        let now = shared.now_ms();
                        match live.table.apply_bot_move(mv, now) {
                            Ok(()) => shared.publish_unasked(live),
                            Err(TableError::Stale { .. }) => {}
                            Err(e) => tracing::error!(%e, "a bot's move was refused"),
                        }
                    }
                    Ok(None) => {}
                    Err(e) if e.is_cancelled() => {}
                    Err(e) => tracing::error!(%e, "a bot's turn failed"),
                }
            },
            _ = async {
                match plan.deadline {
                    Some(at) => tokio::time::sleep_until(at).await,
                    None => std::future::pending().await,
                }
            }, if plan.deadline.is_some() => {
                let Ok(mut live) = shared.live() else { break };
                let before = live.table.version();
                let now = shared.now_ms();
                match live.table.apply(&Intent::Tick, 0, now) {
                    Ok(()) if live.table.version() != before => shared.publish_unasked(live),
                    Ok(()) => {}
                    Err(e) => tracing::error!(%e, "the turn clock's timeout was refused"),
                }
            },
            _ = async {
                match plan.retry_save {
                    Some(at) => tokio::time::sleep_until(at).await,
                    None => std::future::pending().await,
                }
            }, if plan.retry_save.is_some() => {
                let Ok(mut live) = shared.live() else { break };
                shared.save(&mut live);
                let redrawn = shared.refresh(&live);
                drop(live);
                if let Some(view) = redrawn {
                    shared.push(&view);
                }
            },
        }
    }
    if let Some((_, handle)) = bot.take() {
        handle.abort();
    }
}
