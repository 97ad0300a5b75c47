//! Ganjifa speed: random playouts of whole series (three deals of 120 cards, every card dealt
//! as a chance outcome), and one decision of the hard bot at its default budget.

use cardavia_core::ai::Bots;
use cardavia_core::ai::Level;
use cardavia_core::engine::Observe;
use cardavia_core::engine::{Actor, Game, Match, TableRng, ToAct};
use cardavia_core::games::ganjifa::ai::HardBot;
use cardavia_core::games::ganjifa::{Ganjifa, GanjifaOptions, Observation};
use cardavia_core::sim::random_playout;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

const GAMES: u64 = 20;

fn playouts(c: &mut Criterion) {
    let options = GanjifaOptions::default();
    let actions: u64 = (0..GAMES)
        .map(|seed| random_playout::<Ganjifa>(&options, 3, seed).expect("plays"))
        .sum();
    let mut group = c.benchmark_group("ganjifa");
    group.throughput(Throughput::Elements(actions));
    group.bench_function("random_playouts_x20", |b| {
        b.iter(|| {
            (0..GAMES)
                .map(|seed| random_playout::<Ganjifa>(black_box(&options), 3, seed).unwrap_or(0))
                .sum::<u64>()
        })
    });
    group.finish();
}

/// The seat due and its view at the lead of the second trick of a seeded deal (normal bots
/// playing up to there): 39 cards in each hand, the widest decisions of a deal.
fn second_lead(seed: u64) -> Observation {
    let options = GanjifaOptions::default();
    let mut m: Match<Ganjifa> = Match::new(&options, 3, seed).expect("a table of three");
    let mut bot = Ganjifa::bot(Level::Normal);
    let mut rng = TableRng::seeded(seed);
    let mut legal = Vec::new();
    loop {
        match m.to_act() {
            ToAct::Chance => {
                m.step_chance().expect("chance deals");
            }
            ToAct::Seats { due, .. } => {
                if m.game().deal().tricks_won.iter().sum::<u8>() == 1 {
                    return m.game().observation(due);
                }
                m.game().legal_actions(due, &mut legal);
                let view = m.game().observation(due);
                let action = bot.choose(&view, due, &legal, &mut rng).expect("a move");
                m.act(Actor::Seat(due), action).expect("legal");
            }
            ToAct::Nobody => panic!("the deal ended before its second trick"),
        }
    }
}

fn hard_decision(c: &mut Criterion) {
    let view = second_lead(7);
    let mut bot = HardBot::default();
    let mut rng = TableRng::seeded(1);
    let mut group = c.benchmark_group("ganjifa");
    group.sample_size(20);
    group.bench_function("hard_decision_second_lead", |b| {
        b.iter(|| bot.think(black_box(&view), &mut rng))
    });
    group.finish();
    let stats = bot.last_stats();
    println!(
        "hard decision: {} iterations, {} nodes of {} bytes, tree arena {} bytes",
        stats.iterations, stats.nodes, stats.node_bytes, stats.tree_bytes
    );
}

criterion_group!(benches, playouts, hard_decision);
criterion_main!(benches);
