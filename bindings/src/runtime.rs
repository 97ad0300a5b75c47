//! The tokio runtime the app's work and the live tables run on. The app's calls that may wait
//! (SQLite, a log replay, a table's answer) run on its blocking pool and are awaited by the
//! shells as `suspend` (Kotlin) or `async` (Swift) calls, so a shell's UI thread never waits.
//!
//! Each call spawns its work through the runtime's handle and awaits the task's `JoinHandle`,
//! which may be polled on any thread, in no runtime: so the exports need no `async_runtime`.
//! (UniFFI's `tokio` feature would wrap every call in `async-compat`, with a tokio runtime of
//! its own beside this one, in the library a phone ships.)

use crate::error::{guard, CardaviaError};
use std::sync::Arc;

/// Whoever lets go of the runtime last (the app, or a table the shell still held) may do so on
/// any thread, even one of the runtime's own, where dropping a runtime would panic: it is shut
/// down in the background instead.
pub(crate) struct TableRuntime(Option<tokio::runtime::Runtime>);

impl TableRuntime {
    pub(crate) fn new() -> Result<Arc<TableRuntime>, CardaviaError> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("cardavia-table")
            .enable_time()
            .build()
            .map_err(CardaviaError::internal)?;
        Ok(Arc::new(TableRuntime(Some(runtime))))
    }

    /// `None` only while it is being dropped.
    pub(crate) fn handle(&self) -> Option<&tokio::runtime::Handle> {
        self.0.as_ref().map(|runtime| runtime.handle())
    }

    /// Runs `work` on the runtime's blocking pool and waits for it without blocking the
    /// caller's thread. A panic inside becomes `CardaviaError::Internal`.
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> Result<T, CardaviaError> + Send + 'static,
    ) -> Result<T, CardaviaError> {
        let handle = self
            .handle()
            .ok_or_else(|| CardaviaError::internal("the tables' runtime has stopped"))?;
        handle
            .spawn_blocking(move || guard(work))
            .await
            .map_err(CardaviaError::internal)?
    }
}

impl Drop for TableRuntime {
    fn drop(&mut self) {
        if let Some(runtime) = self.0.take() {
            runtime.shutdown_background();
        }
    }
}
