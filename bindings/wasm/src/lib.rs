//! `cardavia-web`: the core for the web table, compiled to WebAssembly (wasm-bindgen) and run in
//! the page's dedicated Web Worker, so the page's own thread only draws views and sends intents.
//!
//! - [`calls`]: the app's calls by name, JSON in and out (plain Rust, tested on any target).
//! - `worker` (wasm only): `WebApp` opens the store in the browser's file pool and answers the
//!   calls; `WebTable` is one live table, whose views reach the page through its observer. The
//!   live tables run on the core's own runtime over a host of one thread (`OneThread`) with the
//!   Worker's `setTimeout` and `spawn_local`: the same bot pauses, thinking cap, turn clock and
//!   save retries as on the phones.

pub mod calls;

#[cfg(target_family = "wasm")]
mod worker;
