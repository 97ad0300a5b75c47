//! DiCa speed: random playouts of whole series (engine speed, reported per round), and single
//! hard-bot decisions (a placement, and a roll with challenges to weigh).

use cardavia_core::ai::Bots;
use cardavia_core::ai::{Bot, Level};
use cardavia_core::engine::Observe;
use cardavia_core::engine::{Actor, Game, Match, Seat, TableRng, ToAct};
use cardavia_core::games::dica::{Action, Dica, DicaOptions, HardBot, Phase, TimeLimit};
use cardavia_core::sim::random_playout;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

const SERIES: u64 = 20;

fn options() -> DicaOptions {
    // No timer: random timeouts would only stretch the rounds.
    DicaOptions {
        time_limit: TimeLimit::Off,
        ..DicaOptions::default()
    }
}

fn playouts(c: &mut Criterion) {
    let options = options();
    let rounds = SERIES * u64::from(options.rounds);
    let mut group = c.benchmark_group("dica");
    group.throughput(Throughput::Elements(rounds));
    group.bench_function("random_rounds_x100", |b| {
        b.iter(|| {
            (0..SERIES)
                .map(|seed| random_playout::<Dica>(black_box(&options), 2, seed).unwrap_or(0))
                .sum::<u64>()
        })
    });
    group.finish();
}

/// Plays normal bots from `seed` until `pick` accepts a position where a seat is due.
fn position(seed: u64, pick: impl Fn(&Dica, Seat) -> bool) -> Option<(Dica, Seat, Vec<Action>)> {
    let mut m = Match::<Dica>::new(&options(), 2, seed).ok()?;
    let mut bot = Dica::bot(Level::Normal);
    let mut rng = TableRng::seeded(seed);
    let mut legal = Vec::new();
    loop {
        match m.to_act() {
            ToAct::Nobody => return None,
            ToAct::Chance => {
                m.step_chance().ok()?;
            }
            ToAct::Seats { due, .. } => {
                m.game().legal_actions(due, &mut legal);
                if pick(m.game(), due) {
                    return Some((m.game().clone(), due, legal));
                }
                let view = m.game().observation(due);
                let action = bot.choose(&view, due, &legal, &mut rng)?;
                m.act(Actor::Seat(due), action).ok()?;
            }
        }
    }
}

fn decisions(c: &mut Criterion) {
    let mut group = c.benchmark_group("dica");
    // A placement with many choices, a few turns into a round.
    let (game, seat, legal) = position(5, |g, _| {
        matches!(g.phase(), Phase::Place { .. })
            && g.board().cards.iter().filter(|c| c.count > 0).count() >= 6
    })
    .expect("a placement position");
    let mut bot = HardBot::default();
    let mut rng = TableRng::seeded(1);
    group.bench_function("hard_place_decision", |b| {
        b.iter(|| bot.choose(&black_box(&game), seat, &legal, &mut rng))
    });
    // A roll awaited while the bot may challenge.
    let (game, seat, legal) = position(5, |g, due| {
        matches!(g.phase(), Phase::Roll { .. }) && g.may_challenge(due)
    })
    .expect("a challenge position");
    group.bench_function("hard_roll_or_challenge_decision", |b| {
        b.iter(|| bot.choose(&black_box(&game), seat, &legal, &mut rng))
    });
    group.finish();
}

criterion_group!(benches, playouts, decisions);
criterion_main!(benches);
