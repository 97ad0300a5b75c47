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
//!
//! Layers, from the ground up. A module imports only modules on the lines above its own, never
//! one on its own line or below (`tests/layers.rs` reads the `use` lines and holds the code to
//! this list, and to no import cycle between files):
//! 1. `l10n`, `look`: words and colours, knowing nothing of the games.
//! 2. `engine`: the contract every game implements ([`engine::Game`], [`engine::Observe`]),
//!    chance, the seeded RNG, the action log, [`engine::GameId`].
//! 3. `ai`: what bots share (levels, the `Bot` contract, `Bots` to choose them, ISMCTS).
//! 4. `sim`: AI-only matches of any game with bots.
//! 5. `games`: each game's rules and notation, then its bots and solvers, and its board view
//!    as data.
//! 6. `table`: one view model for all four games; each game's adapter under `table::games`,
//!    and the registry of the four (`table::Table`) above them.
//! 7. `scenario`, `store`: rules checked from data; the device's SQLite store.
//! 8. `runtime`: the live table, its bots and its autosave on tokio.
//! 9. `app`: what every shell needs around the tables, in one place.

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
