//! Where a live table's task runs, and its clock. The table's logic (bot pauses, the thinking
//! cap, the turn clock, saves tried again) is written once, in [`super::task`]; a host only
//! gives it time, sleeps, a place to think and a place to run:
//! - [`TokioHost`] (phones, terminal): tokio's runtime; a bot thinks on its blocking pool while
//!   taps are answered on the shell's threads.
//! - [`OneThread`] (the browser's Web Worker): one thread and the timer and spawner its platform
//!   gives; a bot thinks right there, which holds up only the Worker, never the page.

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

/// Something to run to its end, on a host: `Send` wherever threads exist.
#[cfg(not(target_family = "wasm"))]
pub type Pending<T> = Pin<Box<dyn Future<Output = T> + Send>>;
/// Something to run to its end, on a host. The browser has one thread: a timer's future holds a
/// JavaScript promise, which may not leave it.
#[cfg(target_family = "wasm")]
pub type Pending<T> = Pin<Box<dyn Future<Output = T>>>;

/// Work a host runs aside: a bot's thinking, a background solve.
pub type Work = Box<dyn FnOnce() + Send>;

/// What a live table needs from the platform it runs on.
pub trait Host: Send + Sync {
    /// Time since the host began, which only goes forward: the tap guard, the turn clock's
    /// deadline and a failed save's retry are measured on it.
    fn elapsed(&self) -> Duration;

    /// Waits `wait`.
    fn sleep(&self, wait: Duration) -> Pending<()>;

    /// Runs `work` where it does not hold up the table's task while it waits for something
    /// else; the future is done once `work` is.
    fn aside(&self, work: Work) -> Pending<()>;

    /// Starts the table's task; the future returned is done when the task is.
    fn spawn(&self, task: Pending<()>) -> Pending<()>;
}

/// Runs `work` aside on `host` and gives its result (`None` if it never finished: a host that
/// shut down meanwhile).
pub(super) async fn aside<T: Send + 'static>(
    host: &dyn Host,
    work: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    let slot = std::sync::Arc::new(std::sync::Mutex::new(None));
    let filled = slot.clone();
    host.aside(Box::new(move || {
        let value = work();
        if let Ok(mut slot) = filled.lock() {
            *slot = Some(value);
        }
    }))
    .await;
    let taken = slot.lock().ok().and_then(|mut s| s.take());
    taken
}

/// Tokio's runtime: the table's task on it, thinking on its blocking pool, its clock (which a
/// test may pause).
#[cfg(not(target_family = "wasm"))]
pub struct TokioHost {
    runtime: tokio::runtime::Handle,
    start: tokio::time::Instant,
}

#[cfg(not(target_family = "wasm"))]
impl TokioHost {
    pub fn new(runtime: tokio::runtime::Handle) -> TokioHost {
        // The clock is read inside the runtime, so a test's paused clock is the one kept.
        let start = {
            let _entered = runtime.enter();
            tokio::time::Instant::now()
        };
        TokioHost { runtime, start }
    }

    /// The host for the runtime the caller runs on.
    pub fn current() -> TokioHost {
        TokioHost::new(tokio::runtime::Handle::current())
    }
}

#[cfg(not(target_family = "wasm"))]
impl Host for TokioHost {
    fn elapsed(&self) -> Duration {
        let _entered = self.runtime.enter();
        self.start.elapsed()
    }

    fn sleep(&self, wait: Duration) -> Pending<()> {
        let _entered = self.runtime.enter();
        Box::pin(tokio::time::sleep(wait))
    }

    fn aside(&self, work: Work) -> Pending<()> {
        let handle = self.runtime.spawn_blocking(work);
        Box::pin(async move {
            let _ = handle.await;
        })
    }

    fn spawn(&self, task: Pending<()>) -> Pending<()> {
        let handle = self.runtime.spawn(task);
        Box::pin(async move {
            // A task that panicked makes whoever awaits its end panic too (a test).
            if let Err(e) = handle.await {
                if e.is_panic() {
                    std::panic::resume_unwind(e.into_panic());
                }
            }
        })
    }
}

/// A host of one thread (a browser's Web Worker): work aside runs on that thread when its turn
/// comes, and the platform gives the clock, the timer and the spawner.
pub struct OneThread {
    clock: Box<dyn Fn() -> Duration + Send + Sync>,
    timer: Box<dyn Fn(Duration) -> Pending<()> + Send + Sync>,
    spawner: Box<dyn Fn(Pending<()>) + Send + Sync>,
}

impl OneThread {
    /// `clock` says how long since the host began, `timer` waits, `spawner` runs a future to its
    /// end on the thread.
    pub fn new(
        clock: impl Fn() -> Duration + Send + Sync + 'static,
        timer: impl Fn(Duration) -> Pending<()> + Send + Sync + 'static,
        spawner: impl Fn(Pending<()>) + Send + Sync + 'static,
    ) -> OneThread {
        OneThread {
            clock: Box::new(clock),
            timer: Box::new(timer),
            spawner: Box::new(spawner),
        }
    }
}

impl Host for OneThread {
    fn elapsed(&self) -> Duration {
        (self.clock)()
    }

    fn sleep(&self, wait: Duration) -> Pending<()> {
        (self.timer)(wait)
    }

    fn aside(&self, work: Work) -> Pending<()> {
        Box::pin(async move { work() })
    }

    fn spawn(&self, task: Pending<()>) -> Pending<()> {
        let (done, finished) = tokio::sync::oneshot::channel::<()>();
        (self.spawner)(Box::pin(async move {
            task.await;
            let _ = done.send(());
        }));
        Box::pin(async move {
            let _ = finished.await;
        })
    }
}
