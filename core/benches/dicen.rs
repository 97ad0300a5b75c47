//! DICEN engine speed: random playouts of whole games (4 rounds, two players, 1–10 boards).

use cardavia_core::games::dicen::{Dicen, DicenOptions};
use cardavia_core::sim::random_playout;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

const GAMES: u64 = 100;

fn playouts(c: &mut Criterion) {
    let options = DicenOptions::default();
    let actions: u64 = (0..GAMES)
        .map(|seed| random_playout::<Dicen>(&options, 2, seed).expect("plays"))
        .sum();
    let mut group = c.benchmark_group("dicen");
    group.throughput(Throughput::Elements(actions));
    group.bench_function("random_playouts_x100", |b| {
        b.iter(|| {
            (0..GAMES)
                .map(|seed| random_playout::<Dicen>(black_box(&options), 2, seed).unwrap_or(0))
                .sum::<u64>()
        })
    });
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
