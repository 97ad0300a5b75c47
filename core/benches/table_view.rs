//! What making one view costs, the part of every tap that grows as a series goes on: Ann's view
//! (`Table::view`) at the lead of a trick in the third deal of a three-deal Ganjifa series
//! against two easy bots, ten cards in her hand and some ninety out (`table_view/ganjifa_deal_3`).
//! The table is played there once; only `view` is timed.

#[path = "../tests/support/setups.rs"]
mod setups;

use cardavia_core::l10n::Lang;
use cardavia_core::table::{Intent, Table, TargetKind};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

/// Plays a seeded series until Ann, in the third deal, holds `cards` cards with a card to play.
fn late_in_the_series(cards: usize) -> Table {
    let mut table =
        Table::new(setups::ganjifa_against_easy_bots(3), Lang::En, 0).expect("a valid table");
    for _ in 0..10_000 {
        table.play_bots(0).expect("the bots play");
        let view = table.view();
        let in_hand = view
            .targets
            .iter()
            .filter(|t| t.kind == TargetKind::Card)
            .count();
        if view.series.round == 3 && in_hand > 0 && in_hand <= cards {
            return table;
        }
        let target = view.targets.iter().find(|t| t.enabled).expect("Ann acts");
        table
            .apply(&Intent::tap(&target.id), view.version, 0)
            .expect("Ann's tap is taken");
    }
    panic!("the series never reached deal 3 with {cards} cards in Ann's hand");
}

fn view(c: &mut Criterion) {
    let table = late_in_the_series(10);
    let mut group = c.benchmark_group("table_view");
    group.bench_function("ganjifa_deal_3", |b| b.iter(|| black_box(&table).view()));
    group.finish();
}

criterion_group!(benches, view);
criterion_main!(benches);
