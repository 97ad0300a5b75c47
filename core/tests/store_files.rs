//! The store's file set (database, `-wal`, `-shm`, `-lock`) treated as one: a write-ahead log that
//! is not this database's is set aside unapplied, never checkpointed into it; a log deleted
//! under a running store loses nothing; one Cardavia writes at a time; every kind of damage
//! SQLite can report is recognised as damage; a path a person chose is refused, not moved.

mod support;

use cardavia_core::ai::Level;
use cardavia_core::games::dicen::DicenOptions;
use cardavia_core::store::schema::LATEST;
use cardavia_core::store::{ForeignJournal, Notice, Store};
use rusqlite::Connection;
use std::path::{Path, PathBuf};
use support::bot_table::BotTable;

fn temp_db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("cardavia.db");
    (dir, path)
}

fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Starts `n` series of DICEN bots, each with a few moves saved.
fn add_series(store: &mut Store, n: usize, seed: u64) {
    let options = DicenOptions {
        tiles: 10,
        rounds: 2,
        ..DicenOptions::default()
    };
    for i in 0..n {
        let mut table = BotTable::start_bots(
            store,
            &options,
            &[Level::Easy, Level::Easy],
            seed + i as u64,
            1_000,
        )
        .expect("a series starts");
        for _ in 0..4 {
            table.step(store, 2_000).expect("a move is saved");
        }
    }
}

fn open_quietly(path: &Path) -> Store {
    let opened = Store::open(path).expect("the store opens");
    assert!(opened.notices.is_empty(), "{:?}", opened.notices);
    opened.store
}

fn series_count(path: &Path) -> usize {
    Store::open_read_only(path)
        .expect("reads")
        .series_list(None)
        .expect("lists")
        .len()
}

/// The database file and its write-ahead log as they are on disk while the store at `path` is
/// open with committed transactions in the log (what a killed app leaves behind).
fn live_files(path: &Path) -> (Vec<u8>, Vec<u8>) {
    let log = std::fs::read(sibling(path, "-wal")).expect("the store keeps a log while open");
    assert!(log.len() > 32, "the log holds transactions");
    (std::fs::read(path).expect("the file"), log)
}

/// Another program's WAL database with a table of its own, its log taken while it was open.
fn another_programs_log(dir: &Path, page_size: u32) -> Vec<u8> {
    let other = dir.join("recipes.db");
    let conn = Connection::open(&other).expect("opens");
    conn.execute_batch(&format!(
        "PRAGMA page_size = {page_size}; PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0;
         CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup'), ('bread');"
    ))
    .expect("someone else's data");
    let log = std::fs::read(sibling(&other, "-wal")).expect("its log");
    drop(conn);
    log
}

#[test]
fn another_databases_log_is_set_aside_and_the_store_left_as_it_was() {
    for page_size in [4096, 8192] {
        let (dir, path) = temp_db();
        let mut store = open_quietly(&path);
        add_series(&mut store, 3, 1);
        drop(store);
        let before = std::fs::read(&path).expect("the store");
        let alien = another_programs_log(dir.path(), page_size);
        std::fs::write(sibling(&path, "-wal"), &alien).expect("a stray log");

        let opened = Store::open(&path).expect("opens");
        let kept = sibling(&path, "-wal.foreign-1");
        let why = if page_size == 4096 {
            ForeignJournal::NotAStore
        } else {
            ForeignJournal::PageSize
        };
        assert_eq!(
            opened.notices,
            [Notice::JournalSetAside {
                why,
                kept: kept.clone()
            }]
        );
        assert_eq!(opened.store.series_list(None).expect("lists").len(), 3);
        drop(opened);
        assert_eq!(std::fs::read(&kept).expect("kept"), alien, "kept as found");
        assert_eq!(
            std::fs::read(&path).expect("the store"),
            before,
            "the database is byte for byte what it was"
        );
        assert_eq!(series_count(&path), 3);
    }
}

#[test]
fn a_stale_log_of_the_stores_own_past_is_set_aside() {
    let (_dir, path) = temp_db();
    let mut store = open_quietly(&path);
    add_series(&mut store, 2, 1);
    drop(store);
    // A log of the store's past: taken while two more series were only in the log.
    let mut store = open_quietly(&path);
    add_series(&mut store, 2, 10);
    let (_, stale) = live_files(&path);
    // The store goes on past it: four more series, then closed (all in the file).
    add_series(&mut store, 4, 20);
    drop(store);
    assert_eq!(series_count(&path), 8);
    let before = std::fs::read(&path).expect("the store");
    std::fs::write(sibling(&path, "-wal"), &stale).expect("the stale log back");

    let opened = Store::open(&path).expect("opens");
    assert!(
        matches!(
            opened.notices.as_slice(),
            [Notice::JournalSetAside {
                why: ForeignJournal::Stale | ForeignJournal::Damaged,
                ..
            }]
        ),
        "{:?}",
        opened.notices
    );
    assert_eq!(opened.store.series_list(None).expect("lists").len(), 8);
    drop(opened);
    assert_eq!(std::fs::read(&path).expect("the store"), before);
}

/// A backup restored over the file with a later log still beside it. Applied, the log would
/// put the pages it rewrote over a file that lacks what was written between the backup and the
/// log. In a small store the result can even pass SQLite's integrity check (every page the log
/// needs happens to be in it or in the file): the lineage mark tells, since the log began over
/// a later mark than the backup holds.
#[test]
fn a_newer_log_beside_a_restored_backup_is_set_aside() {
    let (dir, path) = temp_db();
    let mut store = open_quietly(&path);
    add_series(&mut store, 2, 1);
    drop(store);
    let backup = std::fs::read(&path).expect("a backup of the file");
    let mut store = open_quietly(&path);
    add_series(&mut store, 3, 10);
    drop(store);
    let mut store = open_quietly(&path);
    add_series(&mut store, 2, 20);
    let (_, log) = live_files(&path);
    drop(store);
    // The backup restored over the file, the newer log still beside it.
    std::fs::write(&path, &backup).expect("restored");
    std::fs::write(sibling(&path, "-wal"), &log).expect("the log beside it");
    let _ = std::fs::remove_file(sibling(&path, "-shm"));

    let opened = Store::open(&path).expect("opens");
    assert!(
        matches!(opened.notices.as_slice(), [Notice::JournalSetAside { .. }]),
        "{:?}",
        opened.notices
    );
    assert_eq!(opened.store.series_list(None).expect("lists").len(), 2);
    assert!(opened.store.integrity_check().expect("checks").is_empty());
    drop(opened);
    assert_eq!(std::fs::read(&path).expect("the store"), backup);
    assert!(dir.path().join("cardavia.db-wal.foreign-1").exists());
}

#[test]
fn the_log_a_killed_store_leaves_is_its_own_and_is_applied() {
    let (dir, path) = temp_db();
    let mut store = open_quietly(&path);
    add_series(&mut store, 2, 1);
    drop(store);
    let mut store = open_quietly(&path);
    add_series(&mut store, 3, 10);
    // A kill: the file and its log as they are on disk this moment, with no checkpoint.
    let (db, log) = live_files(&path);
    let copy = dir.path().join("copy.db");
    std::fs::write(&copy, &db).expect("the file");
    std::fs::write(sibling(&copy, "-wal"), &log).expect("its log");
    drop(store);

    let opened = Store::open(&copy).expect("opens");
    assert_eq!(opened.notices, [], "the log is the store's own");
    assert_eq!(opened.store.series_list(None).expect("lists").len(), 5);
}

#[test]
fn a_read_only_opening_leaves_a_foreign_log_and_the_store_untouched() {
    let (dir, path) = temp_db();
    let mut store = open_quietly(&path);
    add_series(&mut store, 1, 1);
    drop(store);
    let before = std::fs::read(&path).expect("the store");
    let alien = another_programs_log(dir.path(), 4096);
    std::fs::write(sibling(&path, "-wal"), &alien).expect("a stray log");
    let e = Store::open_read_only(&path).expect_err("refused");
    assert_eq!(e.kind(), "foreign-journal");
    assert_eq!(std::fs::read(&path).expect("the store"), before);
    assert_eq!(
        std::fs::read(sibling(&path, "-wal")).expect("still there"),
        alien
    );
}

#[test]
fn a_log_making_a_newer_store_leaves_the_whole_set_untouched() {
    let (dir, path) = temp_db();
    let mut store = open_quietly(&path);
    add_series(&mut store, 1, 1);
    drop(store);
    let mut store = open_quietly(&path);
    add_series(&mut store, 1, 5);
    let (db, _) = live_files(&path);
    drop(store);
    // A newer Cardavia's last step, only in its log.
    let copy = dir.path().join("copy.db");
    std::fs::write(&copy, &db).expect("the file");
    let conn = Connection::open(&copy).expect("raw");
    conn.execute_batch("PRAGMA wal_autocheckpoint = 0;")
        .expect("no checkpoint");
    conn.pragma_update(None, "user_version", LATEST + 1)
        .expect("newer");
    let log = std::fs::read(sibling(&copy, "-wal")).expect("its log");
    drop(conn);
    let target = dir.path().join("target.db");
    std::fs::write(&target, &db).expect("the file");
    std::fs::write(sibling(&target, "-wal"), &log).expect("the newer log");
    match Store::open(&target) {
        Err(e) => assert_eq!(e.kind(), "newer-version"),
        Ok(opened) => panic!("opened: {:?}", opened.notices),
    }
    assert_eq!(std::fs::read(&target).expect("the file"), db);
    assert_eq!(
        std::fs::read(sibling(&target, "-wal")).expect("the log"),
        log
    );
}

// ---------------------------------------------------------------- one writer

#[test]
fn a_second_opening_reads_and_refuses_every_write_as_in_use() {
    let (_dir, path) = temp_db();
    let mut first = open_quietly(&path);
    add_series(&mut first, 1, 1);
    let second = Store::open(&path).expect("opens for reading");
    assert_eq!(second.notices, [Notice::InUse]);
    let mut second = second.store;
    assert!(second.is_in_use_elsewhere() && second.is_read_only());
    assert_eq!(second.series_list(None).expect("reads").len(), 1);
    let e = second.add_player("Ben", 1).expect_err("no second writer");
    assert_eq!(e.kind(), "in-use");
    assert_eq!(e.message().id, "store-error-in-use");
    // The first writes on, and once it is closed a new opening may write.
    add_series(&mut first, 1, 2);
    drop(second);
    drop(first);
    let mut third = open_quietly(&path);
    third.add_player("Ben", 1).expect("writes");
    assert_eq!(third.series_list(None).expect("reads").len(), 2);
}

// ---------------------------------------------------------------- damage

fn set_header_u32(path: &Path, at: u64, value: u32) {
    use std::io::{Seek, SeekFrom, Write};
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .open(path)
        .expect("opens");
    file.seek(SeekFrom::Start(at)).expect("seeks");
    file.write_all(&value.to_be_bytes()).expect("writes");
}

#[test]
fn a_header_sqlite_cannot_read_is_damage_moved_aside() {
    let (_dir, path) = temp_db();
    let mut store = open_quietly(&path);
    add_series(&mut store, 1, 1);
    drop(store);
    set_header_u32(&path, 44, 9);
    let damaged = std::fs::read(&path).expect("the file");

    let e = Store::open_read_only(&path).expect_err("reported");
    assert_eq!(e.kind(), "damaged-format");
    assert_eq!(std::fs::read(&path).expect("untouched"), damaged);

    let opened = Store::open(&path).expect("a new store");
    assert_eq!(
        opened.notices.iter().map(Notice::kind).collect::<Vec<_>>(),
        ["moved-aside-format"]
    );
    assert_eq!(opened.store.schema_version().expect("version"), LATEST);
    let kept = sibling(&path, ".damaged-1");
    assert_eq!(std::fs::read(kept).expect("kept"), damaged);
}

#[test]
fn a_schema_version_reset_by_hand_is_damage_moved_aside() {
    for version in [0, 3] {
        let (_dir, path) = temp_db();
        let mut store = open_quietly(&path);
        add_series(&mut store, 1, 1);
        drop(store);
        let conn = Connection::open(&path).expect("raw");
        conn.pragma_update(None, "user_version", version)
            .expect("reset");
        drop(conn);
        let damaged = std::fs::read(&path).expect("the file");

        let e = Store::open_read_only(&path).expect_err("reported");
        assert_eq!(e.kind(), "damaged-schema", "version {version}");
        let said = cardavia_core::l10n::text(cardavia_core::l10n::Lang::En, &e.message());
        assert!(
            !said.contains("CREATE") && !said.contains("ALTER"),
            "{said}"
        );

        let opened = Store::open(&path).expect("a new store");
        assert_eq!(
            opened.notices.iter().map(Notice::kind).collect::<Vec<_>>(),
            ["moved-aside-schema"],
            "version {version}"
        );
        let kept = sibling(&path, ".damaged-1");
        assert_eq!(std::fs::read(kept).expect("kept"), damaged);
    }
}

// ---------------------------------------------------------------- paths a person chose

#[test]
fn a_chosen_path_holding_no_database_is_refused_untouched() {
    let (dir, _) = temp_db();
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, b"my notes, not a store").expect("writes");
    let e = Store::open_chosen(&notes).map(|_| ()).expect_err("refused");
    assert_eq!(e.kind(), "not-cardavia");
    assert_eq!(
        std::fs::read(&notes).expect("still there"),
        b"my notes, not a store"
    );
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .expect("lists")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["notes.txt"], "nothing moved, nothing made");
    // The app's own file holding the same bytes is damage: moved aside, a new store made.
    let own = dir.path().join("cardavia.db");
    std::fs::write(&own, b"my notes, not a store").expect("writes");
    let opened = Store::open(&own).expect("a new store");
    assert_eq!(
        opened.notices.iter().map(Notice::kind).collect::<Vec<_>>(),
        ["moved-aside-not-a-database"]
    );
}

#[cfg(unix)]
#[test]
fn a_fifo_a_device_or_a_broken_link_is_refused_without_waiting() {
    let (dir, _) = temp_db();
    let fifo = dir.path().join("pipe");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let broken = dir.path().join("broken");
    std::os::unix::fs::symlink(dir.path().join("nowhere"), &broken).expect("a link");
    for path in [fifo.as_path(), Path::new("/dev/null"), broken.as_path()] {
        for e in [
            Store::open_chosen(path).map(|_| ()).expect_err("refused"),
            Store::open_read_only(path)
                .map(|_| ())
                .expect_err("refused"),
        ] {
            assert_eq!(e.kind(), "cannot-open", "{}", path.display());
            assert_eq!(e.message().id, "store-error-not-a-file");
        }
    }
    assert!(
        !dir.path().join("nowhere").exists(),
        "nothing made through the link"
    );
}

#[test]
fn another_programs_database_gets_nothing_made_beside_it() {
    let (dir, _) = temp_db();
    let other = dir.path().join("recipes.db");
    let conn = Connection::open(&other).expect("opens");
    conn.execute_batch("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup');")
        .expect("someone else's data");
    drop(conn);
    let before = std::fs::read(&other).expect("reads");
    for e in [
        Store::open_chosen(&other).map(|_| ()).expect_err("refused"),
        Store::open(&other).map(|_| ()).expect_err("refused"),
    ] {
        assert_eq!(e.kind(), "not-a-store");
    }
    assert_eq!(std::fs::read(&other).expect("reads"), before);
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .expect("lists")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["recipes.db"], "no lock, no journal beside it");
}
