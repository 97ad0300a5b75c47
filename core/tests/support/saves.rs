//! What one saved change costs: a table of bots played one change at a time through
//! `App::save`, measuring each save's bytes (the WAL written by its transaction: the WAL is
//! truncated by a checkpoint before each save) and time. Shared by the saved-tables tests and the
//! store benchmark (a late save in a Ganjifa series must cost what an early one does, so a long
//! series never saves slower).

#![allow(dead_code)]

use cardavia_core::ai::Level;
use cardavia_core::app::{App, OpenTable};
use cardavia_core::games::GameId;
use cardavia_core::table::{Intent, Screen, SeatSetup, TableSetup};
use rusqlite::Connection;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// One save.
#[derive(Clone, Copy, Debug)]
pub struct Save {
    /// Bytes its transaction wrote to the WAL.
    pub bytes: u64,
    pub time: Duration,
    /// Rounds (deals) finished before the change.
    pub round: usize,
    /// Whether the change ended a round (its save writes a checkpoint).
    pub round_end: bool,
}

/// A three-deal Ganjifa series of three easy bots, the day period (no clock).
pub fn ganjifa_three_deals(seed: u64) -> TableSetup {
    TableSetup {
        game: GameId::Ganjifa,
        options: serde_json::json!({ "period": "day", "deals": 3 }),
        seats: vec![
            SeatSetup::bot("Bot 1", Level::Easy),
            SeatSetup::bot("Bot 2", Level::Easy),
            SeatSetup::bot("Bot 3", Level::Easy),
        ],
        seed,
        undo: true,
    }
}

/// A table of bots saved after every change, with a second connection to measure the WAL.
pub struct SavedPlay {
    pub app: App,
    pub open: OpenTable,
    probe: Connection,
    wal: PathBuf,
    now: i64,
}

impl SavedPlay {
    pub fn start(path: &Path, setup: TableSetup) -> SavedPlay {
        let mut app = App::open(path, &["en".into()]).expect("opens");
        let open = app.start(setup, 1_000).expect("starts");
        let probe = Connection::open(path).expect("a second connection");
        let mut wal = path.as_os_str().to_owned();
        wal.push("-wal");
        SavedPlay {
            app,
            open,
            probe,
            wal: PathBuf::from(wal),
            now: 1_000,
        }
    }

    /// Makes one change (a bot's move, or the next round) and saves it; `None` once the series
    /// is over.
    pub fn step(&mut self) -> Option<Save> {
        let round = self.open.table.finished_rounds().len();
        let view = self.open.table.view();
        match view.screen {
            Screen::SeriesOver => return None,
            Screen::RoundOver => {
                self.open
                    .table
                    .dispatch(&Intent::tap("next-round"), view.version, 0)
                    .expect("next round");
            }
            _ => {
                let job = self.open.table.bot_job().expect("a bot is due");
                self.open
                    .table
                    .bot_move(job.run(), 0)
                    .expect("the bot moves");
            }
        }
        let round_end = self.open.table.finished_rounds().len() > round;
        self.probe
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
            .expect("checkpoint");
        let before = std::fs::metadata(&self.wal).map_or(0, |m| m.len());
        self.now += 1;
        let started = Instant::now();
        self.app
            .save(&mut self.open.saver, &self.open.table, self.now)
            .expect("saves");
        let time = started.elapsed();
        let after = std::fs::metadata(&self.wal).map_or(0, |m| m.len());
        Some(Save {
            bytes: after.saturating_sub(before),
            time,
            round,
            round_end,
        })
    }
}

/// The mean of some saves' bytes.
pub fn mean_bytes(saves: &[Save]) -> f64 {
    saves.iter().map(|s| s.bytes as f64).sum::<f64>() / saves.len().max(1) as f64
}

/// The mean of some saves' times, in microseconds.
pub fn mean_micros(saves: &[Save]) -> f64 {
    saves
        .iter()
        .map(|s| s.time.as_secs_f64() * 1e6)
        .sum::<f64>()
        / saves.len().max(1) as f64
}
