//! Helpers shared by the integration tests (and the store and live-table benchmarks).

pub mod bot_table;
pub mod forced;
pub mod play;
pub mod random_setups;
pub mod saves;
pub mod setups;
