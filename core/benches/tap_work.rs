//! The core's own work for one tap, with no thread in the way: a card play late in a three-deal
//! Ganjifa series of Ann and two easy bots, applied, saved to SQLite by the app's autosave, and
//! drawn as her next view, all on this thread and warm (`tap_work/ganjifa_deal_3`). What the
//! live table adds (a lock, waking its task, a cold cache after a person's pause) is
//! `live_table`'s; what this leaves is the instructions, which the machine's noise does not
//! move: `valgrind --tool=callgrind --toggle-collect='*tap_work::card_play*'` on this bench's
//! binary with `--bench --profile-time 5` counts them.

#[path = "../tests/support/setups.rs"]
mod setups;

use cardavia_core::app::{App, StoreAutosave, TableSaver, WallClock};
use cardavia_core::runtime::Autosave;
use cardavia_core::table::{Intent, Screen, Table, TableView, TargetKind};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Ann's card play: applied, saved, drawn (what `LiveTable::dispatch` does under its lock).
#[inline(never)]
fn card_play(table: &mut Table, saver: &StoreAutosave, intent: &Intent, version: u64) -> TableView {
    table
        .apply(intent, version, 0)
        .expect("Ann's card is taken");
    saver.save(table).expect("saved");
    table.view()
}

/// Series after series on one store, played through; Ann's card plays in the third deal timed.
struct Series {
    app: Arc<Mutex<App>>,
    seed: u64,
    table: Option<(Table, StoreAutosave)>,
}

impl Series {
    fn next_card_play(&mut self) -> Duration {
        loop {
            let (mut table, saver) = match self.table.take() {
                Some(playing) => playing,
                None => self.start(),
            };
            while let Some(job) = table.bot_job() {
                table.bot_move(job.run(), 0).expect("the bot moves");
                saver.save(&table).expect("saved");
            }
            saver.tidy();
            let view = table.view();
            if view.screen == Screen::SeriesOver {
                continue;
            }
            let target = view.targets.iter().find(|t| t.enabled).expect("Ann acts");
            let intent = Intent::tap(&target.id);
            let timed = view.series.round == 3 && target.kind == TargetKind::Card;
            let start = Instant::now();
            let drawn = card_play(&mut table, &saver, &intent, view.version);
            let took = start.elapsed();
            black_box(drawn);
            self.table = Some((table, saver));
            if timed {
                return took;
            }
        }
    }

    fn start(&mut self) -> (Table, StoreAutosave) {
        self.seed += 1;
        let opened = self
            .app
            .lock()
            .expect("app")
            .start(setups::ganjifa_against_easy_bots(self.seed), 0)
            .expect("starts");
        let clock: WallClock = Arc::new(|| 0);
        let saver = StoreAutosave::new(
            self.app.clone(),
            TableSaver::new(opened.series, &opened.table),
            clock,
        );
        (opened.table, saver)
    }
}

fn tap_work(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a folder");
    let app = App::open(&dir.path().join("cardavia.db"), &["en".to_string()]).expect("opens");
    let mut series = Series {
        app: Arc::new(Mutex::new(app)),
        seed: 0,
        table: None,
    };
    let mut group = c.benchmark_group("tap_work");
    group.bench_function("ganjifa_deal_3", |b| {
        b.iter_custom(|n| (0..n).map(|_| series.next_card_play()).sum())
    });
    group.finish();
}

criterion_group!(benches, tap_work);
criterion_main!(benches);
