//! Driving a table the way a test person does: random enabled taps, bots in between.

#![allow(dead_code)]

use cardavia_core::engine::TableRng;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{Intent, Screen, Table, TableView, TargetKind, UNDO};

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

/// Ganjifa for Ann against two easy bots ([`super::setups::ganjifa_against_easy_bots`]), played
/// to Ann's first card (she picks the period first when the deal asks, G3): the table, and the
/// id of a card she may play.
pub fn ganjifa_ann_to_play(seed: u64) -> (Table, String) {
    let setup = super::setups::ganjifa_against_easy_bots(seed);
    let mut table = Table::new(setup, Lang::En, 0).expect("a valid set-up");
    for _ in 0..10 {
        table.play_bots(0).expect("bots play");
        let view = table.view();
        let enabled = |kind: TargetKind| {
            view.targets
                .iter()
                .find(|t| t.kind == kind && t.enabled)
                .map(|t| t.id.clone())
        };
        if let Some(card) = enabled(TargetKind::Card) {
            return (table, card);
        }
        let button = enabled(TargetKind::Button).expect("a button before the cards");
        table
            .dispatch(&Intent::tap(&button), view.version, 0)
            .expect("the period is chosen");
    }
    panic!("Ann never had a card to play");
}
