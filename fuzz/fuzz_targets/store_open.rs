//! Any bytes as the store's database file: opening it read-only reports it (a store, damage,
//! another program's database, a newer version) without a panic and without touching it; opening
//! it to play gives a working store (a damaged file is moved aside) or a typed error.
#![no_main]

use cardavia_core::store::Store;
use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;
use std::sync::OnceLock;

/// One folder per fuzzing process, emptied before each input; in memory (`/dev/shm`) where the
/// system has it, since every opening that writes syncs the file.
fn folder() -> &'static PathBuf {
    static FOLDER: OnceLock<PathBuf> = OnceLock::new();
    FOLDER.get_or_init(|| {
        let shm = PathBuf::from("/dev/shm");
        let base = if shm.is_dir() {
            shm
        } else {
            std::env::temp_dir()
        };
        let dir = base.join(format!("cardavia-fuzz-store-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        dir
    })
}

fuzz_target!(|data: &[u8]| {
    let dir = folder();
    for entry in std::fs::read_dir(dir).expect("the folder lists").flatten() {
        let _ = std::fs::remove_file(entry.path());
    }
    let path = dir.join("cardavia.db");
    std::fs::write(&path, data).expect("the file is written");
    if let Ok(store) = Store::open_read_only(&path) {
        let _ = store.players();
        let _ = store.settings();
        let _ = store.unfinished_series_ids();
    }
    assert_eq!(
        std::fs::read(&path).expect("the file reads"),
        data,
        "a read-only opening changed the file"
    );
    if let Ok(opened) = Store::open(&path) {
        let mut store = opened.store;
        let _ = store.players();
        let _ = store.settings();
        let _ = store.resume_latest();
        if !store.is_read_only() {
            let _ = store.add_player("Ann", 0);
        }
    }
});
