//! The live table's behaviour (`runtime/cases.rs`, the same cases as `runtime.rs`) on a host of
//! one thread, as in the browser's Web Worker: work aside (a bot's thinking, a background solve)
//! runs on the table's own thread, and the platform gives the timer and the spawner. Here that
//! thread is a current-thread tokio runtime with its paused clock; in the browser it is the
//! Worker's, with `setTimeout` and `spawn_local` (bindings/wasm).

mod support;

/// The browser's Web Worker: everything on one thread.
mod one_thread {
    use cardavia_core::runtime::{Host, OneThread};

    fn host() -> std::sync::Arc<dyn Host> {
        let start = tokio::time::Instant::now();
        std::sync::Arc::new(OneThread::new(
            move || start.elapsed(),
            |wait| Box::pin(tokio::time::sleep(wait)),
            |task| {
                // The test's runtime has one thread: the task runs there, as in a Worker.
                tokio::spawn(task);
            },
        ))
    }

    include!("runtime/cases.rs");
}
