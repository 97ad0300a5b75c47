//! The games, and [`GameId`] to name them in files, commands and saves.

pub mod dica;
pub mod dicen;
pub mod ganjifa;
pub mod gnav;

mod rule_book;

pub use crate::engine::GameId;
pub use rule_book::{rules_sections, RuleSection};

/// Runs `$body` with `$G` bound to the game type for `$id`: the one place that maps ids to
/// types, so generic code (scenarios, simulation, conformance) serves every game.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr) => {
        match $id {
            $crate::games::GameId::Dica => {
                type $G = $crate::games::dica::Dica;
                $body
            }
            $crate::games::GameId::Dicen => {
                type $G = $crate::games::dicen::Dicen;
                $body
            }
            $crate::games::GameId::Gnav => {
                type $G = $crate::games::gnav::Gnav;
                $body
            }
            $crate::games::GameId::Ganjifa => {
                type $G = $crate::games::ganjifa::Ganjifa;
                $body
            }
        }
    };
}
