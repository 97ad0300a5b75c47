//! Store cold start: what the app does when the OS has killed it and the player comes back.
//! Open the file (header checks, `quick_check`), run the migrations it needs, and resume the table
//! in play (read its snapshot and log, restore the `Match`, which replays and verifies the log).
//!
//! - `cold_start/resume_200_series`: a store at the latest version holding 200 finished DICEN
//!   series (4 rounds, 2 seats) and one in play.
//! - `cold_start/migrate_v1_and_resume`: a store of schema v1 (a snapshot with every action) with
//!   20 finished series and one in play, copied afresh for each run, migrated to the latest.
//! - `cold_start/new_store`: no file yet: create it and run every step.
//!
//! And what one saved change costs (a save must not grow with the series: a late change costs what
//! an early one does), through `App::save` on a file, in a three-deal Ganjifa series of bots:
//! - `save_change/start`: the first 30 changes of the first deal;
//! - `save_change/end`: the last 30 changes of the third deal.
//!
//! Each iteration makes one change (not timed) and saves it (timed). Before the groups run, one
//! whole series is measured save by save and the bytes each save wrote to the WAL (truncated
//! before every save) and its time are printed, start against end: the end must stay within
//! 1.5x of the start (`core/tests/saved.rs` asserts the bytes).

#[path = "../tests/support/bot_table.rs"]
mod bot_table;
#[path = "../tests/support/saves.rs"]
mod saves;

use bot_table::{snapshot_text, BotTable};
use cardavia_core::ai::Level;
use cardavia_core::engine::{Actor, Match};
use cardavia_core::games::dicen::{Dicen, DicenOptions};
use cardavia_core::store::schema::{self, STEPS};
use cardavia_core::store::Store;
use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use rusqlite::{params, Connection};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Duration;

const LEVELS: [Level; 2] = [Level::Normal, Level::Easy];

/// Opens the store, resumes the table in play and restores its match: the cold start.
fn cold_start(path: &Path) -> (Store, Match<Dicen>) {
    let store = Store::open(path).expect("opens").store;
    let resume = store
        .resume_latest()
        .expect("reads")
        .expect("a table in play");
    let game = Match::<Dicen>::restore_json(&resume.snapshot).expect("restores");
    (store, game)
}

/// A store at the latest version: `finished` series played out and one half played.
fn history(path: &Path, finished: u64) {
    let mut store = Store::open(path).expect("opens").store;
    let options = DicenOptions::default();
    for seed in 0..finished {
        let mut t =
            BotTable::start_bots(&mut store, &options, &LEVELS, seed, seed as i64).expect("starts");
        t.play_out(&mut store, seed as i64).expect("plays");
    }
    let mut t = BotTable::start_bots(&mut store, &options, &LEVELS, 999, 999).expect("starts");
    for _ in 0..60 {
        t.step(&mut store, 1_000).expect("steps");
    }
}

/// A store of schema v1 with `finished` series and one in play, written as v1 wrote them.
fn history_v1(path: &Path, finished: u64) {
    let mut conn = Connection::open(path).expect("raw");
    schema::migrate(&mut conn, STEPS, 1).expect("v1");
    conn.pragma_update(None, "journal_mode", "WAL")
        .expect("wal");
    let options = DicenOptions::default();
    let options_json = serde_json::to_string(&options).expect("json");
    let tx = conn.transaction().expect("tx");
    for id in 0..=finished {
        let seed = id;
        let mut scratch = Store::open_in_memory().expect("memory");
        let mut t = BotTable::start_bots(&mut scratch, &options, &LEVELS, seed, 0).expect("starts");
        let start = snapshot_text(&t.game).expect("snapshot");
        tx.execute(
            "INSERT INTO series (id, game, options, planned_rounds, created_ms, start_snapshot)
             VALUES (?1, 'dicen', ?2, 4, ?1, ?3)",
            params![id as i64, options_json, start],
        )
        .expect("series");
        tx.execute(
            "INSERT INTO seats (series_id, seat, ai_level) VALUES (?1, 0, 'normal'), (?1, 1, 'easy')",
            [id as i64],
        )
        .expect("seats");
        let in_play = id == finished;
        let mut steps = 0;
        while let Some(saved) = t.step(&mut scratch, 0).expect("steps") {
            let seat = match saved.actor {
                Actor::Seat(s) => Some(s),
                Actor::Chance => None,
            };
            tx.execute(
                "INSERT INTO actions (series_id, seq, seat, action, snapshot)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![
                    id as i64,
                    saved.seq as i64,
                    seat,
                    saved.action,
                    snapshot_text(&t.game).expect("snapshot")
                ],
            )
            .expect("action");
            steps += 1;
            if in_play && steps == 60 {
                break;
            }
        }
        if !in_play {
            tx.execute(
                "UPDATE series SET status = 'finished', finished_ms = 1 WHERE id = ?1",
                [id as i64],
            )
            .expect("finished");
        }
    }
    tx.commit().expect("commit");
}

fn size(path: &Path) -> u64 {
    std::fs::metadata(path).map(|m| m.len()).unwrap_or(0)
}

fn copy(from: &Path, dir: &Path, n: &mut u64) -> PathBuf {
    *n += 1;
    let to = dir.join(format!("copy-{n}.db"));
    std::fs::copy(from, &to).expect("copies");
    to
}

fn benches(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let latest = dir.path().join("latest.db");
    history(&latest, 200);
    let v1 = dir.path().join("v1.db");
    history_v1(&v1, 20);
    eprintln!(
        "store sizes: latest with 201 series {} KiB; v1 with 21 series {} KiB",
        size(&latest) / 1024,
        size(&v1) / 1024
    );

    let mut group = c.benchmark_group("cold_start");
    group.bench_function("resume_200_series", |b| {
        b.iter_with_large_drop(|| cold_start(black_box(&latest)))
    });
    let mut n = 0;
    group.bench_function("migrate_v1_and_resume", |b| {
        b.iter_batched(
            || copy(&v1, dir.path(), &mut n),
            |path| {
                let opened = cold_start(&path);
                (opened, path)
            },
            BatchSize::PerIteration,
        )
    });
    group.bench_function("new_store", |b| {
        b.iter_batched(
            || {
                n += 1;
                dir.path().join(format!("new-{n}.db"))
            },
            |path| Store::open(&path).expect("opens"),
            BatchSize::PerIteration,
        )
    });
    group.finish();
}

/// Which stretch of the series a `save_change` bench times.
#[derive(Clone, Copy)]
enum Stretch {
    Start,
    End,
}

/// The index range of the changes (round ends left out) each stretch times, in a series of
/// `changes` changes.
fn stretch_range(stretch: Stretch, changes: usize) -> std::ops::Range<usize> {
    match stretch {
        Stretch::Start => 0..30,
        Stretch::End => changes.saturating_sub(30)..changes,
    }
}

/// Times `iters` saves from `stretch`, playing (untimed) as many fresh series as that takes.
fn time_saves(dir: &Path, stretch: Stretch, changes: usize, iters: u64, n: &mut u64) -> Duration {
    let range = stretch_range(stretch, changes);
    let mut total = Duration::ZERO;
    let mut done = 0;
    while done < iters {
        *n += 1;
        let path = dir.join(format!("series-{n}.db"));
        let mut play = saves::SavedPlay::start(&path, saves::ganjifa_three_deals(21));
        let mut change = 0;
        while let Some(save) = play.step() {
            if save.round_end {
                continue;
            }
            if range.contains(&change) && done < iters {
                total += save.time;
                done += 1;
            }
            change += 1;
        }
        drop(play);
        let _ = std::fs::remove_file(&path);
    }
    total
}

fn save_benches(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut play = saves::SavedPlay::start(
        &dir.path().join("measure.db"),
        saves::ganjifa_three_deals(21),
    );
    let mut all = Vec::new();
    while let Some(save) = play.step() {
        all.push(save);
    }
    let changes: Vec<saves::Save> = all.iter().filter(|s| !s.round_end).copied().collect();
    let start = &changes[stretch_range(Stretch::Start, changes.len())];
    let end = &changes[stretch_range(Stretch::End, changes.len())];
    let round_ends: Vec<saves::Save> = all.iter().filter(|s| s.round_end).copied().collect();
    eprintln!(
        "save_change: a three-deal Ganjifa series, {} saves ({} changes, {} round ends); \
         bytes per save: start {:.0}, end {:.0} (end/start {:.2}); time per save: start {:.0} us, \
         end {:.0} us (end/start {:.2}); a round's end (with its checkpoint): {:.0} bytes, {:.0} us",
        all.len(),
        changes.len(),
        round_ends.len(),
        saves::mean_bytes(start),
        saves::mean_bytes(end),
        saves::mean_bytes(end) / saves::mean_bytes(start),
        saves::mean_micros(start),
        saves::mean_micros(end),
        saves::mean_micros(end) / saves::mean_micros(start),
        saves::mean_bytes(&round_ends),
        saves::mean_micros(&round_ends),
    );
    drop(play);
    let mut group = c.benchmark_group("save_change");
    group.sample_size(20);
    let mut n = 0;
    for (name, stretch) in [("start", Stretch::Start), ("end", Stretch::End)] {
        group.bench_function(name, |b| {
            b.iter_custom(|iters| time_saves(dir.path(), stretch, changes.len(), iters, &mut n))
        });
    }
    group.finish();
}

criterion_group!(store, benches, save_benches);
criterion_main!(store);
