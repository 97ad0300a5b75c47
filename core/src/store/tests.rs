//! A full disk, made real with SQLite's page limit: `PRAGMA max_page_count` makes a write past
//! the limit fail with `SQLITE_FULL`, exactly the error a full device gives. (The other store
//! tests use the public API only: `core/tests/store.rs`.)

use super::*;
use crate::engine::Actor;

fn save(store: &mut Store, series: SeriesId, seq: u64, snapshot: &str) -> Result<(), StoreError> {
    store.autosave(&Autosave {
        series,
        seq,
        actor: Actor::Seat(0),
        action: "roll",
        snapshot,
        rounds: &[],
        finish: None,
    })
}

/// A series of one easy bot, started.
fn one_series(store: &mut Store) -> SeriesId {
    store
        .start_series(&NewSeries {
            game: GameId::Dicen,
            options: "{}",
            seats: &[SeatSpec {
                occupant: Occupant::Ai(crate::ai::Level::Easy),
                team: None,
            }],
            planned_rounds: 1,
            created_ms: 0,
            snapshot: "start",
            opening: &[],
            state: None,
            narration: &[],
            people: &[],
        })
        .expect("starts")
}

#[test]
fn a_full_disk_is_a_typed_error_and_loses_nothing_committed() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("cardavia.db");
    let mut store = Store::open(&path).expect("opens").store;
    let series = one_series(&mut store);
    let pages: i64 = store
        .conn
        .pragma_query_value(None, "page_count", |r| r.get(0))
        .expect("page count");
    store
        .conn
        .pragma_update(None, "max_page_count", pages + 3)
        .expect("limit");

    // Each action carries a snapshot growing by a page, as a long game's would.
    let mut committed = Vec::new();
    let failure = loop {
        let seq = committed.len() as u64;
        let snapshot = "s".repeat(4096 * (seq as usize + 1));
        match save(&mut store, series, seq, &snapshot) {
            Ok(()) => committed.push(snapshot),
            Err(e) => break e,
        }
        assert!(committed.len() < 100, "the limit was never reached");
    };
    assert!(matches!(failure, StoreError::Full(_)), "{failure:?}");
    assert_eq!(failure.kind(), "full");
    assert_eq!(failure.message().id, "store-error-full");
    let applied = committed.len() as u64;
    assert!(
        applied >= 1,
        "something was committed before the disk filled"
    );
    let resume = store.resume(series).expect("still reads");
    assert_eq!(resume.applied, applied, "the failed action left nothing");
    assert_eq!(Some(&resume.snapshot), committed.last());
    drop(store);

    // Space again (a new connection has no page limit): everything committed is there, and
    // saving goes on from the action that failed.
    let mut store = Store::open(&path).expect("reopens").store;
    assert!(store.integrity_check().expect("checks").is_empty());
    let resume = store.resume(series).expect("reads");
    assert_eq!(resume.applied, applied);
    assert_eq!(Some(&resume.snapshot), committed.last());
    assert_eq!(
        resume.log.iter().map(|a| a.seq).collect::<Vec<_>>(),
        (0..applied).collect::<Vec<_>>()
    );
    save(&mut store, series, applied, "after").expect("saves once there is room");
}

#[test]
fn finishing_a_series_restores_normal_synchronous_afterwards() {
    let mut store = Store::open_in_memory().expect("opens");
    let series = store
        .start_series(&NewSeries {
            game: GameId::Dicen,
            options: "{}",
            seats: &[SeatSpec {
                occupant: Occupant::Ai(crate::ai::Level::Easy),
                team: None,
            }],
            planned_rounds: 1,
            created_ms: 0,
            snapshot: "start",
            opening: &[],
            state: None,
            narration: &[],
            people: &[],
        })
        .expect("starts");
    let sync = |store: &Store| -> i64 {
        store
            .conn
            .pragma_query_value(None, "synchronous", |r| r.get(0))
            .expect("reads")
    };
    assert_eq!(sync(&store), 1, "NORMAL");
    let seen = store.durably(|s| Ok(sync(s))).expect("runs");
    assert_eq!(seen, 2, "FULL inside");
    assert_eq!(sync(&store), 1, "NORMAL again");
    let failed: Result<(), StoreError> =
        store.durably(|_| Err(StoreError::InvalidRecord("x".into())));
    assert!(failed.is_err());
    assert_eq!(sync(&store), 1, "NORMAL again after an error");
    let finish = series::Finish {
        winners: crate::engine::SeatSet::only(0),
        scores: vec![3],
        finished_ms: 5,
    };
    store.finish_series(series, &finish).expect("finishes");
    assert_eq!(
        store.series(series).expect("reads").status,
        Status::Finished
    );
    assert_eq!(sync(&store), 1);
}

#[test]
fn a_store_can_move_to_the_thread_that_owns_the_table() {
    fn send<T: Send>(_: &T) {}
    let store = Store::open_in_memory().expect("opens");
    send(&store);
    let handle = std::thread::spawn(move || store.schema_version().ok());
    assert_eq!(handle.join().ok().flatten(), Some(schema::LATEST));
}

/// The store's file by itself, copied beside it as `copy` without its journal, and opened:
/// what the database holds apart from the WAL.
fn file_alone(path: &std::path::Path, copy: &str) -> Store {
    let copy = path.with_file_name(copy);
    std::fs::copy(path, &copy).expect("copies the file alone");
    Store::open(&copy).expect("the file alone opens").store
}

/// Settling copies the WAL into the database file once enough has gathered there: afterwards
/// the file alone (its journal lost) holds every saved action; before, the journal holds them.
#[test]
fn settling_puts_the_journal_into_the_file_once_enough_has_gathered() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("cardavia.db");
    let mut store = Store::open(&path).expect("opens").store;
    let series = one_series(&mut store);
    let in_file_alone = |copy: &str| {
        let alone = file_alone(&path, copy);
        alone.actions(series).map(|log| log.len()).unwrap_or(0)
    };
    // Starting the series was the first write; saves make the rest but one.
    let mut seq = 0;
    while store.uncopied < COPY_AFTER_WRITES - 1 {
        save(&mut store, series, seq, "later").expect("saves");
        seq += 1;
    }
    assert!(
        !store.copy_journal().expect("settles"),
        "too little to copy yet"
    );
    assert_eq!(
        in_file_alone("before.db"),
        0,
        "the journal holds the actions"
    );
    save(&mut store, series, seq, "later").expect("saves");
    assert!(store.copy_journal().expect("settles"), "enough to copy");
    assert_eq!(
        in_file_alone("after.db"),
        seq as usize + 1,
        "the file holds every action"
    );
    assert!(!store.copy_journal().expect("settles"), "nothing new since");
}

/// A series' end saved for the copy to sync ([`EndSync::AtCopy`]): the copy after it
/// the journal into the file (syncing both) however little else has gathered.
#[test]
fn a_series_end_left_for_the_copy_is_in_the_file_after_it() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("cardavia.db");
    let mut store = Store::open(&path).expect("opens").store;
    let series = one_series(&mut store);
    let status_in_file_alone = |copy: &str| {
        let alone = file_alone(&path, copy);
        alone.series(series).map(|s| s.status).ok()
    };
    let finish = series::Finish {
        winners: crate::engine::SeatSet::only(0),
        scores: vec![3],
        finished_ms: 5,
    };
    store
        .save_intent(&IntentSave {
            taken_back: 0,
            lines_taken_back: 0,
            series,
            first_seq: 0,
            actions: &[(Actor::Seat(0), "roll".to_string())],
            state: "end",
            narration: &[],
            checkpoint: Some("end"),
            rounds: &[],
            finish: Some(&finish),
            played_ms: 5,
            end_sync: EndSync::AtCopy,
        })
        .expect("saves the end");
    assert_eq!(
        store.series(series).expect("reads").status,
        Status::Finished
    );
    assert_ne!(
        status_in_file_alone("before.db"),
        Some(Status::Finished),
        "in the journal only"
    );
    assert!(store.uncopied < COPY_AFTER_WRITES);
    assert!(
        store.copy_journal().expect("settles"),
        "the end is owed its sync"
    );
    assert_eq!(status_in_file_alone("after.db"), Some(Status::Finished));
    assert!(
        !store.copy_journal().expect("settles"),
        "nothing owed since"
    );
}
