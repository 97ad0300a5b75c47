//! `cardavia-ffi`: the UniFFI surface the Kotlin and Swift shells call (proc-macros, no UDL).

uniffi::setup_scaffolding!();

/// The games this build of the core knows, by their ids (`dicen`, ...), in menu order.
#[uniffi::export]
pub fn game_ids() -> Vec<String> {
    cardavia_core::games::GameId::ALL
        .iter()
        .map(|g| g.as_str().to_string())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_games_are_listed_by_id() {
        let ids = game_ids();
        assert!(ids.contains(&"dicen".to_string()), "{ids:?}");
        for id in &ids {
            assert!(id.parse::<cardavia_core::games::GameId>().is_ok(), "{id}");
        }
    }
}
