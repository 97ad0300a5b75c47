//! The live table on tokio's paused clock: bot pauses, intents answered while a bot thinks,
//! views answered or pushed to the observer, and closing.
//!
//! Every case (`runtime/cases.rs`) runs on both hosts a live table has: here tokio's runtime
//! (the phones, the terminal; bots think on its blocking pool), and in `runtime_one_thread.rs`
//! one thread with a timer and a spawner given to it (the browser's Web Worker). Each is its own
//! test program: DICEN's solutions are shared by a whole process, and the hint cases need a
//! board nothing solved yet.

mod support;

/// Phones and the terminal.
mod tokio_host {
    use cardavia_core::runtime::{Host, TokioHost};

    fn host() -> std::sync::Arc<dyn Host> {
        std::sync::Arc::new(TokioHost::current())
    }

    include!("runtime/cases.rs");
}
