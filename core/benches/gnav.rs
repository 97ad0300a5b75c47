//! Gnav speed: random playouts of whole series (four players, three games of three lives), and
//! one hard-bot decision (the dealer's, after three keeps: the most common decision).

use cardavia_core::ai::Bots;
use cardavia_core::ai::Level;
use cardavia_core::engine::Observe;
use cardavia_core::engine::{Actor, Forced, Match, TableRng};
use cardavia_core::games::gnav::{Action, Gnav, GnavOptions};
use cardavia_core::sim::random_playout;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

const SERIES: u64 = 100;

fn playouts(c: &mut Criterion) {
    let options = GnavOptions::default();
    let actions: u64 = (0..SERIES)
        .map(|seed| random_playout::<Gnav>(&options, 4, seed).expect("plays"))
        .sum();
    let mut group = c.benchmark_group("gnav");
    group.throughput(Throughput::Elements(actions));
    group.bench_function("random_playouts_x100", |b| {
        b.iter(|| {
            (0..SERIES)
                .map(|seed| random_playout::<Gnav>(black_box(&options), 4, seed).unwrap_or(0))
                .sum::<u64>()
        })
    });
    group.finish();
}

fn hard_decision(c: &mut Criterion) {
    let deck = ["IX", "X", "VI", "VII"].map(String::from);
    let mut m: Match<Gnav> = Match::new(&GnavOptions::default(), 4, 1)
        .expect("valid")
        .with_forced(Forced::new([], deck));
    m.resolve_chance().expect("dealt");
    for seat in 0..3 {
        m.act(Actor::Seat(seat), Action::Keep).expect("keep");
    }
    let legal = [Action::Keep, Action::Swap];
    let mut bot = Gnav::bot(Level::Hard);
    let mut rng = TableRng::seeded(2);
    c.bench_function("gnav/hard_decision_dealer", |b| {
        b.iter(|| {
            let view = m.game().observation(3);
            bot.choose(black_box(&view), 3, &legal, &mut rng)
        })
    });
}

criterion_group!(benches, playouts, hard_decision);
criterion_main!(benches);
