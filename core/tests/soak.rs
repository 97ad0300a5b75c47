//! Soak: whole series played through the real `App`, its SQLite store on a file and the tokio
//! runtime (`runtime::open`, the bots on its blocking pool, `StoreAutosave` after every change),
//! many times over, for every game, every game's live tables at once against the one app. Each
//! table seats one person, Ann, whose turns this test plays by tapping a random enabled target of
//! the live view (hand-overs and round summaries included), and bots in the other seats. After
//! the run:
//! - SQLite's `integrity_check` finds nothing;
//! - every finished series' stored result (each seat's final score and win, each round's
//!   points, winners and tallies) equals a replay of its stored action log from the options and
//!   seed, and Ann's stats per game equal those recomputed from the replays;
//! - no autosave failed;
//! - the resident memory at the end is within `MEMORY_FACTOR` of what it was once the first
//!   tenth of the series (at most 100) had been played.
//!
//! `soak_small` runs in every `cargo test` (`SMALL` series per game). `soak_full` plays 10,000
//! per game; it is `#[ignore]`d, run by `scripts/test soak`, or
//! `cargo test --release -p cardavia-core --test soak -- --ignored --nocapture`
//! (`CARDAVIA_SOAK_SERIES` overrides the count, `CARDAVIA_SOAK_GAMES=dicen,gnav` the games,
//! `CARDAVIA_SOAK_TABLES` the live tables per game at once, 2 by default).
//! Figures are printed, with the time a series takes per game.

#[path = "support/nudge.rs"]
mod nudge;

use cardavia_core::ai::Level;
use cardavia_core::app::{App, StoreAutosave, TableSaver, WallClock};
use cardavia_core::engine::{LogEntry, Match, Seat, TableRng};
use cardavia_core::games::GameId;
use cardavia_core::runtime::{self, Autosave, LiveError, LiveOptions};
use cardavia_core::store::{LoggedAction, PlayerStats, SeriesId, Status, Store};
use cardavia_core::table::{
    Intent, SaveProblem, Screen, SeatSetup, Table, TableGame, TableSetup, UNDO,
};
use nudge::Nudge;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Per game in every `cargo test`: ten keep the run to a few seconds in a test build.
const SMALL: u64 = 10;
const FULL: u64 = 10_000;
/// End RSS / RSS after the first tenth (at most 100) of the series.
const MEMORY_FACTOR: f64 = 1.5;
/// Taps Ann may make in one series before the series counts as stuck.
const MAX_TAPS: u32 = 20_000;
/// The longest to wait for the table's next view (bots think for at most 150 ms a move).
const VIEW_WAIT: Duration = Duration::from_secs(60);

/// The app's own autosave, counting its failures (the views show them as not saved).
struct Counted {
    inner: StoreAutosave,
    failures: Arc<AtomicU64>,
}

impl Autosave for Counted {
    fn save(&self, table: &Table) -> Result<(), SaveProblem> {
        let result = self.inner.save(table);
        if result.is_err() {
            self.failures.fetch_add(1, Ordering::Relaxed);
        }
        result
    }
}

/// Ann and bots, short series: every other series has two rounds (deals, games), so the soak
/// also passes through the summaries and hand-overs between rounds; DiCa plays its shortest
/// series, five rounds.
fn setup(game: GameId, seed: u64) -> TableSetup {
    let ann = SeatSetup::person("Ann");
    let bot = |name| SeatSetup::bot(name, Level::Easy);
    let rounds = 1 + seed % 2;
    let (options, seats) = match game {
        GameId::Dica => (
            serde_json::json!({
                "rounds": cardavia_core::games::dica::MIN_ROUNDS,
                "time_limit": "off",
            }),
            vec![ann, bot("Bo")],
        ),
        GameId::Dicen => (
            serde_json::json!({ "tiles": 9, "rounds": rounds }),
            vec![ann, bot("Bo"), bot("Cy")],
        ),
        GameId::Ganjifa => (
            serde_json::json!({ "deals": rounds }),
            vec![ann, bot("Bo"), bot("Cy")],
        ),
        GameId::Gnav => (
            serde_json::json!({ "games": rounds, "lives": 1 }),
            vec![ann, bot("Bo"), bot("Cy"), bot("Di")],
        ),
    };
    TableSetup {
        game,
        options,
        seats,
        seed,
        undo: true,
    }
}

fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

/// Plays one series on a live table until its series-over screen; returns Ann's taps.
fn play_series(
    rt: &tokio::runtime::Runtime,
    app: &Arc<Mutex<App>>,
    failures: &Arc<AtomicU64>,
    setup: TableSetup,
    seed: u64,
) -> (SeriesId, u32) {
    let opened = app
        .lock()
        .expect("app lock")
        .start(setup, 0)
        .expect("the series starts");
    let series = opened.series;
    let clock_start = Instant::now();
    let clock: WallClock = Arc::new(move || clock_start.elapsed().as_millis() as i64);
    let autosave = Counted {
        inner: StoreAutosave::new(app.clone(), TableSaver::new(series, &opened.table), clock),
        failures: failures.clone(),
    };
    let (nudge, rx) = Nudge::channel();
    let live = runtime::open(
        std::sync::Arc::new(runtime::TokioHost::new(rt.handle().clone())),
        opened.table,
        nudge,
        Some(Arc::new(autosave)),
        LiveOptions {
            bot_pause: Duration::ZERO,
            // Taps come as fast as the machine sends them: no double tap to guard against.
            tap_guard: Duration::ZERO,
            ..LiveOptions::default()
        },
    );
    let mut rng = TableRng::seeded(seed ^ 0xA11CE);
    let mut taps = 0u32;
    loop {
        let view = live.view();
        if view.screen == Screen::SeriesOver {
            break;
        }
        let enabled: Vec<&str> = view
            .targets
            .iter()
            .filter(|t| t.enabled)
            .map(|t| t.id.as_str())
            .collect();
        // A take-back alone is offered while a bot's pause runs: the bot is due, so wait for
        // it (taking back whenever it is offered would undo every move before a bot answers).
        // Beside Ann's own moves it is one choice among them, so series take moves back too.
        if enabled.is_empty() || enabled == [UNDO] {
            // A bot is due: wait for its move.
            rx.recv_timeout(VIEW_WAIT)
                .unwrap_or_else(|_| panic!("series {series}: no new view while a bot was due"));
            continue;
        }
        let id = enabled[rng.below(enabled.len() as u64) as usize];
        taps += 1;
        assert!(taps < MAX_TAPS, "series {series}: Ann's taps never end it");
        match live.dispatch(Intent::tap(id), view.version) {
            // A bot moved in between: the view was stale, look again.
            Ok(_) | Err(LiveError::Table(_)) => {}
            Err(LiveError::Closed) => panic!("series {series}: the live table closed"),
        }
    }
    live.close();
    if let Some(task) = live.take_task() {
        rt.block_on(task);
    }
    (series, taps)
}

/// What a finished series recomputes to: per seat (final score, won), per round (points,
/// winners, tallies as (seat, name, value)).
type Recomputed = (
    Vec<(i64, bool)>,
    Vec<(Vec<i64>, Vec<Seat>, Vec<(Seat, String, i64)>)>,
);

/// Tallies in one order (the store keeps them by seat and name).
fn sorted(mut tallies: Vec<(Seat, String, i64)>) -> Vec<(Seat, String, i64)> {
    tallies.sort();
    tallies
}

fn replay<G: TableGame>(setup: &TableSetup, log: &[LoggedAction]) -> Recomputed {
    let options = G::seat_options(setup.options.clone(), &setup.seats).expect("seat options");
    let options: G::Options = serde_json::from_value(options).expect("options parse");
    let entries: Vec<LogEntry<G::Action>> = log
        .iter()
        .map(|a| LogEntry {
            actor: a.actor,
            action: a.action.parse().expect("a logged action parses"),
        })
        .collect();
    let m = Match::<G>::replay(&options, setup.seats.len(), setup.seed, entries)
        .expect("the stored log replays");
    let game = m.game();
    let outcome = game.outcome().expect("the replayed series is over");
    let seats = (0..game.seat_count() as Seat)
        .map(|s| (game.score(s), outcome.winners.contains(s)))
        .collect();
    let rounds = game
        .rounds()
        .into_iter()
        .map(|r| {
            (
                r.points,
                r.winners.iter().collect(),
                sorted(
                    r.tallies
                        .into_iter()
                        .map(|t| (t.seat, t.name.to_string(), t.value))
                        .collect(),
                ),
            )
        })
        .collect();
    (seats, rounds)
}

fn stored(store: &Store, id: SeriesId) -> Recomputed {
    let info = store.series(id).expect("series reads");
    assert_eq!(info.status, Status::Finished, "series {id} is not finished");
    let seats = info
        .seats
        .iter()
        .map(|s| {
            (
                s.final_score.expect("a final score"),
                s.won.expect("a result"),
            )
        })
        .collect();
    let rounds = store
        .rounds(id)
        .expect("rounds read")
        .into_iter()
        .map(|r| {
            (
                r.points,
                r.winners,
                sorted(
                    r.tallies
                        .into_iter()
                        .map(|t| (t.seat, t.name, t.value))
                        .collect(),
                ),
            )
        })
        .collect();
    (seats, rounds)
}

/// Ann's stats as `cardavia stats` defines them, from the replays of her series (seat 0).
#[derive(Debug, Default, PartialEq)]
struct AnnStats {
    series_played: u32,
    series_won: u32,
    rounds_played: u32,
    rounds_won: u32,
    scores: Vec<i64>,
}

impl AnnStats {
    fn add(&mut self, (seats, rounds): &Recomputed) {
        self.series_played += 1;
        self.series_won += u32::from(seats[0].1);
        self.scores.push(seats[0].0);
        self.rounds_played += rounds.len() as u32;
        self.rounds_won += rounds.iter().filter(|r| r.1.contains(&0)).count() as u32;
    }

    fn check(&self, game: GameId, stats: &PlayerStats) {
        assert_eq!(stats.series_played, self.series_played, "{game}");
        assert_eq!(stats.series_won, self.series_won, "{game}");
        assert_eq!(stats.rounds_played, self.rounds_played, "{game}");
        assert_eq!(stats.rounds_won, self.rounds_won, "{game}");
        let best = match stats.better {
            cardavia_core::store::Better::Lower => self.scores.iter().min(),
            cardavia_core::store::Better::Higher => self.scores.iter().max(),
        };
        assert_eq!(stats.best_score, best.copied(), "{game}");
        let mean = self.scores.iter().sum::<i64>() as f64 / self.scores.len() as f64;
        let average = stats.average_score.expect("an average");
        assert!((average - mean).abs() < 1e-9, "{game}: {average} vs {mean}");
    }
}

/// What the drivers share: the runtime, the app and its store, the failure count, and the run's
/// progress (for the memory baseline and the progress lines).
struct Run {
    rt: tokio::runtime::Runtime,
    app: Arc<Mutex<App>>,
    failures: Arc<AtomicU64>,
    started: Instant,
    done: AtomicU64,
    baseline_after: u64,
    baseline: AtomicU64,
}

/// One driver: `game`'s series `first, first + step, ...` below `count`, one after another on
/// live tables. Returns (game, series, seed) for each, Ann's taps and the time they took.
fn drive(run: &Run, game: GameId, first: u64, step: u64, count: u64) -> Driven {
    let mut driven = Driven {
        game,
        played: Vec::new(),
        taps: 0,
        time: Duration::ZERO,
    };
    let offset =
        0x50A4_0000 + 1_000_000 * GameId::ALL.iter().position(|&g| g == game).unwrap_or(0) as u64;
    for n in (first..count).step_by(step as usize) {
        let seed = offset + n;
        let one = Instant::now();
        let (series, ann_taps) =
            play_series(&run.rt, &run.app, &run.failures, setup(game, seed), seed);
        driven.time += one.elapsed();
        driven.taps += u64::from(ann_taps);
        // Only what names the series: the test's own memory must not grow with the run.
        driven.played.push((game, series, seed));
        let done = run.done.fetch_add(1, Ordering::Relaxed) + 1;
        if done == run.baseline_after {
            run.baseline.store(rss_kib(), Ordering::Relaxed);
        }
        if done.is_multiple_of(1000) {
            println!(
                "soak: {done} series in {:.0} s, RSS {} KiB",
                run.started.elapsed().as_secs_f64(),
                rss_kib()
            );
        }
    }
    driven
}

struct Driven {
    game: GameId,
    played: Vec<(GameId, SeriesId, u64)>,
    taps: u64,
    time: Duration,
}

fn soak(series_per_game: u64, dir: &Path) {
    let path = dir.join("cardavia.db");
    let games = games();
    let total = series_per_game * games.len() as u64;
    let tables = tables_per_game();
    let run = Run {
        rt: tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_time()
            .build()
            .expect("a runtime"),
        app: Arc::new(Mutex::new(
            App::open(&path, &["en".to_string()]).expect("the app opens"),
        )),
        failures: Arc::new(AtomicU64::new(0)),
        started: Instant::now(),
        done: AtomicU64::new(0),
        baseline_after: (total / 10).clamp(1, 100),
        baseline: AtomicU64::new(0),
    };
    // Every game at once, `tables` live tables each, all sharing the one app and store (the
    // app's lock orders their saves), so the games' series are spread over the whole run.
    let driven: Vec<Driven> = std::thread::scope(|scope| {
        let drivers: Vec<_> = games
            .iter()
            .flat_map(|&game| (0..tables).map(move |first| (game, first)))
            .map(|(game, first)| {
                let run = &run;
                scope.spawn(move || drive(run, game, first, tables, series_per_game))
            })
            .collect();
        drivers
            .into_iter()
            .map(|d| d.join().expect("a driver ends"))
            .collect()
    });
    let mut played = Vec::new();
    let mut taps = 0u64;
    let mut per_game: std::collections::BTreeMap<GameId, Duration> = Default::default();
    for d in driven {
        *per_game.entry(d.game).or_default() += d.time;
        played.extend(d.played);
        taps += d.taps;
    }
    let baseline = run.baseline.load(Ordering::Relaxed);
    let baseline_after = run.baseline_after;
    let failures = run.failures;
    let started = run.started;
    let app = run.app;
    let elapsed = started.elapsed();
    let end_rss = rss_kib();
    let app = app.lock().expect("app lock");
    let store = app.store();
    let problems = store.integrity_check().expect("integrity_check runs");
    assert!(problems.is_empty(), "integrity_check: {problems:?}");
    let mut expected: std::collections::BTreeMap<GameId, AnnStats> = Default::default();
    let mut actions = 0usize;
    for &(game, series, seed) in &played {
        let log = store.actions(series).expect("the log reads");
        actions += log.len();
        let table_setup = setup(game, seed);
        let recomputed = cardavia_core::with_game!(game, G => replay::<G>(&table_setup, &log));
        assert_eq!(
            stored(store, series),
            recomputed,
            "{game} series {series}: the stored result differs from its replay"
        );
        expected.entry(game).or_default().add(&recomputed);
    }
    for (game, ann) in &expected {
        let stats = app.player_stats("Ann").expect("Ann's stats");
        let stats = stats
            .iter()
            .find(|s| s.game == *game)
            .expect("Ann has stats in every game");
        ann.check(*game, stats);
    }
    assert_eq!(failures.load(Ordering::Relaxed), 0, "autosaves failed");
    let db_kib = std::fs::metadata(&path)
        .map(|m| m.len() / 1024)
        .unwrap_or(0);
    println!(
        "soak: {total} series ({series_per_game} per game, {tables} tables at once per game), \
         {actions} actions, {taps} taps by Ann, in {:.1} s; RSS {baseline} KiB after \
         {baseline_after} series, {end_rss} KiB at the end; store {db_kib} KiB",
        elapsed.as_secs_f64()
    );
    for (game, time) in &per_game {
        println!(
            "soak: {game}: {:.1} ms a series (on one of its tables)",
            time.as_secs_f64() * 1000.0 / series_per_game as f64
        );
    }
    assert!(baseline > 0, "RSS is readable");
    assert!(
        end_rss as f64 <= baseline as f64 * MEMORY_FACTOR,
        "memory grew: {baseline} KiB after {baseline_after} series, {end_rss} KiB at the end"
    );
}

/// The games to play: `CARDAVIA_SOAK_GAMES` (names separated by commas), else all four.
fn games() -> Vec<GameId> {
    std::env::var("CARDAVIA_SOAK_GAMES")
        .ok()
        .map(|names| {
            names
                .split(',')
                .filter_map(|n| n.trim().parse().ok())
                .collect()
        })
        .filter(|games: &Vec<GameId>| !games.is_empty())
        .unwrap_or_else(|| GameId::ALL.to_vec())
}

/// Live tables per game played at once: `CARDAVIA_SOAK_TABLES`, else 2.
fn tables_per_game() -> u64 {
    std::env::var("CARDAVIA_SOAK_TABLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(2)
}

fn series_per_game(default: u64) -> u64 {
    std::env::var("CARDAVIA_SOAK_SERIES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn soak_small() {
    let dir = tempfile::tempdir().expect("tempdir");
    soak(SMALL, dir.path());
}

#[test]
#[ignore = "10,000 series per game: run by `scripts/test soak`"]
fn soak_full() {
    let dir = tempfile::tempdir().expect("tempdir");
    soak(series_per_game(FULL), dir.path());
}
