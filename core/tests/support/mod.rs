//! Helpers shared by the integration tests (and the store benchmark).

pub mod bot_table;
pub mod play;
pub mod saves;
pub mod setups;
