//! Each game at the table: its [`TableGame`](super::adapter::TableGame) adapter (what can be
//! tapped, what it costs, what is said) and the building of its board view. Above the generic
//! table (`session`, `view`, `adapter`) and below the registry of the four (`table::Table`).

pub mod dica;
pub mod dicen;
pub mod ganjifa;
pub mod gnav;
