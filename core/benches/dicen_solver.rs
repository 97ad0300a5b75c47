//! The DICEN solver: full solves of one board (classic 1–9 without doubles; 1–10 and 1–12 with
//! N2 and N6/N7 as the game plays them), two-board solves (V10 and a V11 team on 1–9), and one
//! hard-bot decision from a cached solve.

use cardavia_core::ai::Bots;
use cardavia_core::ai::Level;
use cardavia_core::engine::{Game, Match, TableRng};
use cardavia_core::games::dicen::solver::{self, Objective, OneDie, Rules, Solution};
use cardavia_core::games::dicen::{Dicen, DicenOptions, Variant};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::time::Duration;

fn one_board(c: &mut Criterion) {
    let mut group = c.benchmark_group("dicen_solve");
    let classic = Rules::classic(9, OneDie::Never, false, Objective::Shut);
    group.bench_function("classic_1_9_doubles_off", |b| {
        b.iter(|| Solution::solve(black_box(&classic)).map(|s| s.start()))
    });
    for top in [10, 12] {
        let rules = Rules::classic(top, OneDie::Optional, true, Objective::Score);
        group.bench_function(format!("full_1_{top}"), |b| {
            b.iter(|| Solution::solve(black_box(&rules)).map(|s| s.start()))
        });
    }
    group.finish();
}

fn two_boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("dicen_solve_two_boards");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(30));
    let options = DicenOptions {
        tiles: 9,
        ..DicenOptions::with_variants(&[Variant::LordOfTheBoard])
    };
    let rules = Rules::for_game(&options);
    group.bench_function("lord_of_the_board_1_9", |b| {
        b.iter(|| Solution::solve(black_box(&rules)).map(|s| s.start()))
    });
    let options = DicenOptions {
        tiles: 9,
        ..DicenOptions::with_variants(&[Variant::TwoVsTwo])
    };
    let rules = Rules::for_game(&options);
    group.bench_function("two_vs_two_1_9", |b| {
        b.iter(|| Solution::solve(black_box(&rules)).map(|s| s.start()))
    });
    group.finish();
}

fn hard_decision(c: &mut Criterion) {
    let options = DicenOptions::default();
    solver::cached(&Rules::for_game(&options)).ok();
    let mut m: Match<Dicen> = Match::new(&options, 2, 3).expect("valid");
    m.act(
        cardavia_core::engine::Actor::Seat(0),
        "roll".parse().expect("notation"),
    )
    .expect("legal");
    m.resolve_chance().expect("dice");
    let mut legal = Vec::new();
    m.game().legal_actions(0, &mut legal);
    let mut bot = Dicen::bot(Level::Hard);
    let mut rng = TableRng::seeded(1);
    c.bench_function("dicen_hard_decision", |b| {
        b.iter(|| bot.choose(&m.game(), 0, black_box(&legal), &mut rng))
    });
}

criterion_group!(benches, one_board, two_boards, hard_decision);
criterion_main!(benches);
