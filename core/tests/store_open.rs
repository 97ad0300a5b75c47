//! Opening a store read-only (`cardavia stats`): nothing on disk changes, whatever the file.

use cardavia_core::store::schema::{self, LATEST, STEPS};
use cardavia_core::store::{Damage, Store, StoreError};
use std::path::Path;

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("lists")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_damaged_file_is_reported_and_neither_moved_nor_replaced() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cardavia.db");
    let bytes = vec![0xA5u8; 8192];
    std::fs::write(&path, &bytes).expect("writes");
    let e = Store::open_read_only(&path).expect_err("damage is an error");
    assert!(
        matches!(
            e,
            StoreError::Damaged {
                damage: Damage::NotADatabase
            }
        ),
        "{e:?}"
    );
    assert_eq!(e.kind(), "damaged-not-a-database");
    assert_eq!(e.message().id, "store-error-damaged-not-a-database");
    assert_eq!(std::fs::read(&path).expect("reads"), bytes);
    assert_eq!(names(dir.path()), vec!["cardavia.db".to_string()]);
}

#[test]
fn a_missing_file_is_an_error_and_no_store_is_created() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cardavia.db");
    let e = Store::open_read_only(&path).expect_err("nothing to read");
    assert_eq!(e.kind(), "cannot-open");
    assert!(names(dir.path()).is_empty());
}

#[test]
fn a_sound_store_reads_and_is_read_only() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cardavia.db");
    {
        let mut store = Store::open(&path).expect("opens").store;
        store.add_player("Ann", 1).expect("adds");
    }
    let before = std::fs::read(&path).expect("reads");
    let mut store = Store::open_read_only(&path).expect("opens");
    assert!(store.is_read_only());
    let players: Vec<String> = store
        .players()
        .expect("reads")
        .into_iter()
        .map(|p| p.name)
        .collect();
    assert_eq!(players, vec!["Ann".to_string()]);
    assert_eq!(
        store.add_player("Bo", 2).map_err(|e| e.kind()).err(),
        Some("read-only")
    );
    drop(store);
    assert_eq!(std::fs::read(&path).expect("reads"), before);
}

/// A store of an older schema is read through a migrated copy in memory: the file keeps its
/// version and its bytes.
#[test]
fn an_older_store_is_migrated_in_memory_only() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cardavia.db");
    {
        let mut conn = rusqlite::Connection::open(&path).expect("opens");
        assert_eq!(schema::migrate(&mut conn, STEPS, 1).expect("v1"), 1);
        conn.execute(
            "INSERT INTO players (name, created_ms) VALUES ('Ann', 1)",
            [],
        )
        .expect("inserts");
    }
    let before = std::fs::read(&path).expect("reads");
    let store = Store::open_read_only(&path).expect("opens");
    assert_eq!(store.schema_version().expect("version"), LATEST);
    assert_eq!(store.players().expect("reads").len(), 1);
    drop(store);
    assert_eq!(std::fs::read(&path).expect("reads"), before);
    let conn = rusqlite::Connection::open(&path).expect("opens");
    assert_eq!(schema::version(&conn).expect("version"), 1);
}
