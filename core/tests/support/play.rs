//! Driving a table the way a test person does: random enabled taps, bots in between.

#![allow(dead_code)]

use cardavia_core::engine::TableRng;
use cardavia_core::table::{Intent, Screen, Table, TableView, UNDO};

/// Taps random enabled targets (bots playing in between) until `stop` holds for a view; `None`
/// if the series ends first. Never a take-back: these walks go forward to a moment (the
/// take-back has tests of its own, and the privacy walk takes it).
pub fn play_until(
    table: &mut Table,
    rng: &mut TableRng,
    stop: impl Fn(&TableView) -> bool,
) -> Option<TableView> {
    for _ in 0..20_000 {
        table.play_bots(0).expect("bots play");
        let view = table.view();
        if stop(&view) {
            return Some(view);
        }
        if view.screen == Screen::SeriesOver {
            return None;
        }
        let enabled: Vec<_> = view
            .targets
            .iter()
            .filter(|t| t.enabled && t.id != UNDO)
            .collect();
        let pick = enabled[rng.below(enabled.len() as u64) as usize];
        table
            .dispatch(&Intent::tap(&pick.id), view.version, 0)
            .expect("an enabled target applies");
    }
    panic!("the series did not end");
}
