//! What one tap costs on the live table, as a shell's `dispatch` sees it: on the caller's thread
//! the card is played, the change is saved to SQLite by the app's own autosave, the new view is
//! made and answered, and the table's task is woken to plan the bots
//! (`runtime::LiveTable::dispatch`, which the bindings' `LiveTable.dispatch` calls). A
//! three-deal Ganjifa series of Ann and two bots, on a store file:
//! - `live_dispatch/ganjifa_deal_1`: Ann's card plays in the first deal;
//! - `live_dispatch/ganjifa_deal_3`: her card plays in the third, at the end of the series, where
//!   the log, the narration and the saved history are longest.
//!
//! Only Ann's card plays in that deal are timed: waiting for the bots, her other taps, and the
//! next series once one ends are not.
//!
//! And one small change on its own, to tell the table's work from the machine's: a DICEN tile
//! selected and unselected (a new view each time, saved) at a table of two people, no bots:
//! - `live_dispatch/dicen_tile_back_to_back`: each tap right after the last one's answer;
//! - `live_dispatch/dicen_tile_after_quiet`: each after 3 ms of nothing, as a person taps (the
//!   thread has parked and its caches cooled by then). On a virtual machine that alone can cost
//!   more than the tap's work: compare the two before reading a tap figure as the core's.

#[path = "../tests/support/nudge.rs"]
mod nudge;
#[path = "../tests/support/setups.rs"]
mod setups;

use cardavia_core::app::{App, StoreAutosave, TableSaver, WallClock};
use cardavia_core::games::GameId;
use cardavia_core::runtime::{self, LiveOptions, LiveTable};
use cardavia_core::table::{Intent, Screen, SeatSetup, TableSetup, TargetKind};
use criterion::{criterion_group, criterion_main, Criterion};
use nudge::Nudge;
use std::path::Path;
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

/// A series in play, and the views it pushes.
struct Seated {
    live: LiveTable,
    views: mpsc::Receiver<()>,
}

/// The runtime, the app on its store file, and the series being played.
struct Tapper {
    rt: tokio::runtime::Runtime,
    app: Arc<Mutex<App>>,
    seed: u64,
    seated: Option<Seated>,
}

impl Tapper {
    fn new(store: &Path) -> Tapper {
        let app = App::open(store, &["en".to_string()]).expect("the store opens");
        Tapper {
            rt: tokio::runtime::Builder::new_multi_thread()
                .worker_threads(1)
                .enable_all()
                .build()
                .expect("a runtime"),
            app: Arc::new(Mutex::new(app)),
            seed: 0,
            seated: None,
        }
    }

    /// A new three-deal series: Ann, and two easy bots that move at once (quick to answer: only
    /// Ann's taps are timed).
    fn seat(&mut self) -> Seated {
        self.seed += 1;
        self.open(setups::ganjifa_against_easy_bots(self.seed))
    }

    /// Starts `setup` in the store and opens it live, autosaved by the app, its bots moving at
    /// once.
    fn open(&self, setup: TableSetup) -> Seated {
        let opened = self
            .app
            .lock()
            .expect("app")
            .start(setup, 0)
            .expect("starts");
        let start = Instant::now();
        let clock: WallClock = Arc::new(move || start.elapsed().as_millis() as i64);
        let autosave = StoreAutosave::new(
            self.app.clone(),
            TableSaver::new(opened.series, &opened.table),
            clock,
        );
        let (nudge, views) = Nudge::channel();
        let live = runtime::open(
            std::sync::Arc::new(runtime::TokioHost::new(self.rt.handle().clone())),
            opened.table,
            nudge,
            Some(Arc::new(autosave)),
            LiveOptions {
                bot_pause: Duration::ZERO,
                ..LiveOptions::default()
            },
        );
        Seated { live, views }
    }

    fn unseat(&mut self) {
        if let Some(seated) = self.seated.take() {
            seated.live.close();
            if let Some(task) = seated.live.take_task() {
                self.rt.block_on(task);
            }
        }
    }

    /// Plays on until Ann plays a card in `deal`, and returns how long that dispatch took.
    fn card_play(&mut self, deal: u32) -> Duration {
        loop {
            let seated = match self.seated.take() {
                Some(seated) => seated,
                None => self.seat(),
            };
            let view = seated.live.view();
            self.seated = Some(seated);
            if view.screen == Screen::SeriesOver || view.series.round > deal {
                self.unseat();
                continue;
            }
            let Some(seated) = self.seated.as_ref() else {
                continue;
            };
            let Some(target) = view.targets.iter().find(|t| t.enabled) else {
                // A bot is due: wait for its move.
                seated
                    .views
                    .recv_timeout(Duration::from_secs(60))
                    .expect("the bots move");
                continue;
            };
            let intent = Intent::tap(&target.id);
            let timed = view.series.round == deal && target.kind == TargetKind::Card;
            let start = Instant::now();
            seated
                .live
                .dispatch(intent, view.version)
                .expect("Ann's tap is taken");
            if timed {
                return start.elapsed();
            }
        }
    }
}

/// A DICEN table of two people whose dice are thrown, and a tile below the throw's total that
/// can be selected and unselected (each a change, saved) without ending the turn.
struct TileTable {
    live: LiveTable,
    tile: String,
    version: u64,
}

impl Tapper {
    fn tile_table(&mut self) -> TileTable {
        loop {
            self.seed += 1;
            let setup = TableSetup {
                game: GameId::Dicen,
                options: serde_json::json!({}),
                seats: vec![SeatSetup::person("Ann"), SeatSetup::person("Cas")],
                seed: self.seed,
                undo: true,
            };
            let Seated { live, .. } = self.open(setup);
            let thrown = live
                .dispatch(Intent::tap("roll"), live.view().version)
                .expect("the dice are thrown");
            let total: u32 = thrown.dice.iter().sum();
            // A throw of 2 has no tile below it (only tile 2 makes 2): another table then.
            let below = thrown.targets.iter().find(|t| {
                t.enabled
                    && t.id.starts_with("tile:")
                    && t.label.parse().unwrap_or(u32::MAX) < total
            });
            if let Some(tile) = below {
                return TileTable {
                    tile: tile.id.clone(),
                    version: thrown.version,
                    live,
                };
            }
            live.close();
        }
    }
}

impl TileTable {
    /// One tap on the tile, after `quiet` of nothing; only the tap is timed.
    fn tap(&mut self, quiet: Duration) -> Duration {
        if !quiet.is_zero() {
            std::thread::sleep(quiet);
        }
        let start = Instant::now();
        let view = self
            .live
            .dispatch(Intent::tap(&self.tile), self.version)
            .expect("the tile toggles");
        let took = start.elapsed();
        self.version = view.version;
        took
    }
}

fn dispatch(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut tapper = Tapper::new(&dir.path().join("cardavia.db"));
    let mut group = c.benchmark_group("live_dispatch");
    group.sample_size(20);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(2));
    for deal in [1, 3] {
        group.bench_function(format!("ganjifa_deal_{deal}"), |b| {
            b.iter_custom(|taps| (0..taps).map(|_| tapper.card_play(deal)).sum())
        });
        tapper.unseat();
    }
    let mut tiles = tapper.tile_table();
    for (name, quiet) in [
        ("dicen_tile_back_to_back", Duration::ZERO),
        ("dicen_tile_after_quiet", Duration::from_millis(3)),
    ] {
        group.bench_function(name, |b| {
            b.iter_custom(|taps| (0..taps).map(|_| tiles.tap(quiet)).sum())
        });
    }
    tiles.live.close();
    group.finish();
}

criterion_group!(benches, dispatch);
criterion_main!(benches);
