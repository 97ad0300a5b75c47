//! Cardavia's core: the rules of the four games, their bots, the scenario runner and the
//! simulation harness. Pure Rust: no FFI, no clock, no threads of its own (see `DESIGN.md`).
//!
//! - [`engine`]: the contract every game implements, chance, the seeded RNG, the action log,
//!   replay and snapshots.
//! - [`games`]: one module per game, and [`games::GameId`] to name them.
//! - [`ai`]: what bots share (levels, the `Bot` trait).
//! - [`scenario`]: the public scenario format that checks rules from data.
//! - [`sim`]: AI-only matches for `cardavia simulate`.
//! - [`store`]: the device's SQLite store: players, series and stats, autosave and resume,
//!   settings.

pub mod ai;
pub mod app;
pub mod engine;
pub mod games;
pub mod l10n;
pub mod look;
pub mod runtime;
pub mod scenario;
pub mod sim;
pub mod store;
pub mod table;
