//! What the callers' threads and the table's task share: the table behind its lock, the view
//! it shows, the saves, the tap guard, and the delivery of views to the shell.

use super::delivery::Delivery;
use super::host::Host;
use super::{Autosave, LiveError, LiveOptions, ViewObserver};
use crate::table::{Intent, Screen, Table, TableError, TableView};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use tokio::sync::Notify;

pub(super) struct Shared {
    live: Mutex<Live>,
    /// The view of the table as it is (the last one made): readers get it without locking the
    /// table, and background work compares against it so as to redraw only what differs.
    latest: Mutex<Arc<TableView>>,
    delivery: Delivery,
    /// Let go of once the table closes: the autosave holds the app and its store, and the next
    /// app opened on that store (in this process too) writes only once nothing holds it, however
    /// long a shell keeps its handle on the closed table.
    autosave: Mutex<Option<Arc<dyn Autosave>>>,
    pub(super) options: LiveOptions,
    /// Where the table's task runs, and the clock every moment here is read on.
    pub(super) host: Arc<dyn Host>,
    /// Tells the task that the table changed (plan the bots and the clock again, tidy the
    /// saves) or closed.
    pub(super) wake: Notify,
    closed: AtomicBool,
    /// Whether the task holds a bot's turn (pausing or thinking): a change must reach it, to
    /// drop that turn if the table moved on.
    pub(super) bot_pending: AtomicBool,
    /// The app is off the screen ([`Shared::step_away`]): no bot moves and the turn clock does
    /// not run until it comes back.
    pub(super) away: AtomicBool,
    /// The screen a person last saw come up, and when: a tap too soon after it changed is
    /// refused ([`LiveOptions::tap_guard`]).
    screen: Mutex<(ScreenKind, Option<Duration>)>,
}

/// The table, and when a failed save is tried again (on the host's clock).
pub(super) struct Live {
    pub(super) table: Table,
    pub(super) retry_save: Option<Duration>,
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
            Screen::Playing => ScreenKind::Playing,
            Screen::HandOver { seat, .. } => ScreenKind::HandOver(*seat),
            Screen::RoundOver => ScreenKind::RoundOver,
            Screen::SeriesOver => ScreenKind::SeriesOver,
        }
    }
}

impl Shared {
    pub(super) fn new(
        table: Table,
        observer: Arc<dyn ViewObserver>,
        autosave: Option<Arc<dyn Autosave>>,
        options: LiveOptions,
        host: Arc<dyn Host>,
    ) -> Shared {
        let first = table.view();
        Shared {
            // The first screen is not a change: the shell shows it as the table opens.
            screen: Mutex::new((ScreenKind::of(&first), None)),
            latest: Mutex::new(Arc::new(first)),
            live: Mutex::new(Live {
                table,
                retry_save: None,
            }),
            delivery: Delivery::new(observer),
            autosave: Mutex::new(autosave),
            options,
            host,
            wake: Notify::new(),
            closed: AtomicBool::new(false),
            bot_pending: AtomicBool::new(false),
            away: AtomicBool::new(false),
        }
    }

    pub(super) fn now_ms(&self) -> u64 {
        self.options.epoch_ms + self.host.elapsed().as_millis() as u64
    }

    /// Hands the table's first view to the shell. It is no change, so it plays no haptic (a
    /// resumed table's state still holds its last change's).
    pub(super) fn deliver_first(&self) {
        let live = self.live.lock().unwrap_or_else(PoisonError::into_inner);
        let place = self.delivery.place();
        drop(live);
        let mut first = TableView::clone(&self.latest());
        first.effects.haptic = crate::table::Haptic::None;
        place.deliver(first);
    }

    /// Closes the table at once: every later intent is refused and no view goes out any more.
    /// Quick (atomics and a short lock, never the table's): a UI thread may call it.
    pub(super) fn begin_close(&self) {
        self.closed.store(true, Ordering::SeqCst);
        self.delivery.close();
        self.wake.notify_one();
    }

    /// After [`Self::begin_close`]: a change not saved yet gets one more try (a shell closes
    /// the table when a person leaves it, having been told what leaving loses), then the store
    /// is let go of: it is free once its app lets go too. Done once; it may wait for the table
    /// (a bot's move being saved), so not on a UI thread.
    pub(super) fn finish_close(&self) {
        let taken = self.autosave.lock().ok().and_then(|mut a| a.take());
        let Some(autosave) = taken else {
            return;
        };
        if let Ok(mut live) = self.live.lock() {
            if live.retry_save.is_some() {
                self.save_with(autosave.as_ref(), &mut live);
            }
        }
    }

    /// The table, unless it is closed or a panic left it half changed (then it is closed too).
    pub(super) fn live(&self) -> Result<MutexGuard<'_, Live>, LiveError> {
        if self.closed.load(Ordering::SeqCst) {
            return Err(LiveError::Closed);
        }
        self.live.lock().map_err(|_| LiveError::Closed)
    }

    pub(super) fn dispatch(&self, intent: &Intent, version: u64) -> Result<TableView, LiveError> {
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
        self.remember(&view);
        // The task plans from the table as it is: it must hear of a change that starts, moves
        // or stops a bot's turn, moves the clock's deadline or a save's retry.
        let replan = self.bot_pending.load(Ordering::SeqCst)
            || live.table.bot_due()
            || live.table.timeout_due_ms() != deadline
            || live.retry_save != retry_save;
        let place = self.delivery.place();
        drop(live);
        place.deliver(view.clone());
        if replan || self.tidy_due() {
            self.wake.notify_one();
        }
        Ok(view)
    }

    /// The app left the screen: the bots and the turn clock stop, the clock keeping the time
    /// used, and the phone is nobody's any more (its view asks for a hand-over before anything
    /// hidden shows). That change is saved and delivered like any other.
    pub(super) fn step_away(&self) -> Result<(), LiveError> {
        let mut live = self.live()?;
        if self.away.swap(true, Ordering::SeqCst) {
            return Ok(());
        }
        let before = live.table.version();
        live.table.step_away(self.now_ms());
        if live.table.version() == before {
            drop(live);
        } else {
            self.publish_unasked(live);
        }
        // The task drops a bot's turn and the clock's deadline.
        self.wake.notify_one();
        Ok(())
    }

    /// The app is back on the screen: the turn clock gets back the time it had left, and the
    /// bots play on.
    pub(super) fn come_back(&self) -> Result<(), LiveError> {
        let mut live = self.live()?;
        if self.away.swap(false, Ordering::SeqCst) {
            live.table.resume_clock(self.now_ms());
            drop(live);
            self.wake.notify_one();
        }
        Ok(())
    }

    /// The view of the table as it is.
    pub(super) fn latest_view(&self) -> TableView {
        TableView::clone(&self.latest())
    }

    fn latest(&self) -> Arc<TableView> {
        self.latest
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Keeps `view` as the table's latest (call with the table locked).
    fn remember(&self, view: &TableView) {
        let replaced = std::mem::replace(
            &mut *self.latest.lock().unwrap_or_else(PoisonError::into_inner),
            Arc::new(view.clone()),
        );
        drop(replaced);
    }

    fn tidy_due(&self) -> bool {
        self.autosave().is_some_and(|a| a.tidy_due())
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
            *screen = (kind, Some(self.host.elapsed()));
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
            .map(|at| self.host.elapsed().saturating_sub(at));
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
    pub(super) fn save(&self, live: &mut Live) {
        if let Some(autosave) = self.autosave() {
            self.save_with(autosave.as_ref(), live);
        }
    }

    fn save_with(&self, autosave: &dyn Autosave, live: &mut Live) {
        match autosave.save(&live.table) {
            Ok(()) => {
                live.table.set_unsaved(None);
                live.retry_save = None;
            }
            Err(problem) => {
                tracing::warn!(problem = problem.kind(), "autosave failed; retrying");
                live.table.set_unsaved(Some(problem.notice()));
                live.retry_save = problem
                    .may_pass()
                    .then(|| self.host.elapsed() + self.options.save_retry);
            }
        }
    }

    /// After a change nobody tapped for (a bot's move, a timeout, the app leaving the screen):
    /// save it, then hand its view (which says if the save failed) to the shell with the table
    /// unlocked, and tidy.
    pub(super) fn publish_unasked(&self, mut live: MutexGuard<'_, Live>) {
        self.save(&mut live);
        let view = live.table.view();
        self.note_screen(&view);
        self.remember(&view);
        let place = self.delivery.place();
        drop(live);
        place.deliver(view);
        self.tidy();
    }

    /// The view again after background work may have changed what it shows (a hint became
    /// ready, a save worked at last): handed to the shell as that moment redrawn if it differs.
    pub(super) fn redraw(&self, live: MutexGuard<'_, Live>) {
        let view = live.table.view();
        if *self.latest() == view {
            return;
        }
        self.remember(&view);
        let place = self.delivery.place();
        drop(live);
        place.deliver(view);
    }

    /// After a change's view is out: the saves' deferred work ([`Autosave::tidy`]).
    pub(super) fn tidy(&self) {
        if let Some(autosave) = self.autosave() {
            autosave.tidy();
        }
    }
}
