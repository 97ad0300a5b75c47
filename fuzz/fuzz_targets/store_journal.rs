//! Any write-ahead log beside a real store: raw bytes (mode byte even), or the store's own last
//! log with chosen bytes of its pages changed and its frames renumbered, then checksummed as
//! SQLite would write it (mode byte odd), so that every input is a log SQLite would replay.
//! Opening read-only changes neither file; opening to play gives a sound store, and when the
//! log was set aside the database is byte for byte what it was and the log is kept as found.
#![no_main]

use cardavia_core::ai::Level;
use cardavia_core::store::wal;
use cardavia_core::store::{NewSeries, Notice, Occupant, SeatSpec, Store};
use libfuzzer_sys::fuzz_target;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// One folder per fuzzing process, in memory where the system has it.
fn folder() -> &'static PathBuf {
    static FOLDER: OnceLock<PathBuf> = OnceLock::new();
    FOLDER.get_or_init(|| {
        let shm = PathBuf::from("/dev/shm");
        let base = if shm.is_dir() {
            shm
        } else {
            std::env::temp_dir()
        };
        let dir = base.join(format!("cardavia-fuzz-journal-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        dir
    })
}

fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

fn empty(dir: &Path) {
    for entry in std::fs::read_dir(dir).expect("the folder lists").flatten() {
        let _ = std::fs::remove_file(entry.path());
    }
}

/// A store's file and the log it had while open with three series in it, made once.
fn base() -> &'static (Vec<u8>, Vec<u8>) {
    static BASE: OnceLock<(Vec<u8>, Vec<u8>)> = OnceLock::new();
    BASE.get_or_init(|| {
        let dir = folder().join("base");
        std::fs::create_dir_all(&dir).expect("a folder");
        empty(&dir);
        let path = dir.join("cardavia.db");
        let mut store = Store::open(&path).expect("a new store").store;
        store.add_player("Ann", 1).expect("Ann");
        drop(store);
        let mut store = Store::open(&path).expect("opens").store;
        let seats = [
            SeatSpec {
                occupant: Occupant::Ai(Level::Easy),
                team: None,
            },
            SeatSpec {
                occupant: Occupant::Ai(Level::Normal),
                team: None,
            },
        ];
        for n in 0..3 {
            store
                .start_series(&NewSeries {
                    game: cardavia_core::games::GameId::Dicen,
                    options: "{}",
                    seats: &seats,
                    planned_rounds: 1,
                    created_ms: n,
                    snapshot: "{}",
                    opening: &[],
                    state: None,
                    narration: &[],
                    people: &[],
                })
                .expect("a series");
        }
        let db = std::fs::read(&path).expect("the file");
        let log = std::fs::read(sibling(&path, "-wal")).expect("the log");
        drop(store);
        (db, log)
    })
}

/// The base log with the input's edits: per frame from the input, (frame, page number byte,
/// commit byte, offset in the page, new byte); re-checksummed.
fn edited(input: &[u8]) -> Vec<u8> {
    let (_, log) = base();
    let Some(committed) = wal::committed(log) else {
        return log.clone();
    };
    let size = committed.page_size;
    let mut frames: Vec<(u32, u32, Vec<u8>)> = committed
        .frames
        .iter()
        .enumerate()
        .map(|(i, (n, page))| {
            let last = i + 1 == committed.frames.len();
            (*n, if last { committed.pages } else { 0 }, page.to_vec())
        })
        .collect();
    if frames.is_empty() {
        return log.clone();
    }
    for edit in input.chunks_exact(6) {
        let at = usize::from(edit[0]) % frames.len();
        let frame = &mut frames[at];
        match edit[1] % 4 {
            0 => frame.0 = u32::from(edit[2]) % 16 + 1,
            1 => frame.1 = u32::from(edit[2]) % 24,
            _ => {
                let offset = usize::from(u16::from_le_bytes([edit[3], edit[4]])) % size;
                frame.2[offset] = edit[5];
            }
        }
    }
    let borrowed: Vec<(u32, u32, &[u8])> = frames
        .iter()
        .map(|(n, s, p)| (*n, *s, p.as_slice()))
        .collect();
    wal::encode(size, (0x5eed, 0xcafe), &borrowed)
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let (db, _) = base();
    let log = if mode % 2 == 0 {
        rest.to_vec()
    } else {
        edited(rest)
    };
    let dir = folder().join("case");
    std::fs::create_dir_all(&dir).expect("a folder");
    empty(&dir);
    let path = dir.join("cardavia.db");
    std::fs::write(&path, db).expect("the file");
    std::fs::write(sibling(&path, "-wal"), &log).expect("the log");

    if let Ok(store) = Store::open_read_only(&path) {
        let _ = store.players();
        let _ = store.series_list(None);
    }
    assert_eq!(
        &std::fs::read(&path).expect("reads"),
        db,
        "read-only changed the file"
    );
    assert_eq!(
        std::fs::read(sibling(&path, "-wal")).expect("reads"),
        log,
        "read-only changed the log"
    );

    if let Ok(opened) = Store::open(&path) {
        let set_aside = opened.notices.iter().find_map(|n| match n {
            Notice::JournalSetAside { kept, .. } => Some(kept.clone()),
            _ => None,
        });
        if let Some(kept) = set_aside {
            assert_eq!(
                &std::fs::read(&path).expect("reads"),
                db,
                "a set-aside log was applied"
            );
            assert_eq!(
                std::fs::read(kept).expect("kept"),
                log,
                "the log was not kept as found"
            );
        }
        let mut store = opened.store;
        // The log applied, the log set aside, or the whole set moved aside as damage: the store
        // opened is sound every time.
        assert_eq!(
            store.integrity_check().expect("checks"),
            Vec::<String>::new(),
            "an accepted log made a damaged store"
        );
        let _ = store.series_list(None);
        let _ = store.add_player("Ben", 2);
    }
});
