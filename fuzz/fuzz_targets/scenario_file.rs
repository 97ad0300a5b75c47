//! Any bytes as a scenario file on disk, read as `cardavia script` reads it: the bounded reader
//! gives back exactly those bytes as text, or refuses them as not UTF-8 (exit 2), and reads the
//! same bytes from a stream (`-`, standard input) alike; the text then runs to a pass, a failed
//! expectation (exit 1) or a malformed file (exit 2). Never a panic.
#![no_main]

use cardavia_core::scenario::{self, ReadError, ScenarioError};
use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;
use std::sync::OnceLock;

/// One file per fuzzing process, rewritten for each input; in memory (`/dev/shm`) where the
/// system has it.
fn file() -> &'static PathBuf {
    static FILE: OnceLock<PathBuf> = OnceLock::new();
    FILE.get_or_init(|| {
        let shm = PathBuf::from("/dev/shm");
        let base = if shm.is_dir() {
            shm
        } else {
            std::env::temp_dir()
        };
        let dir = base.join(format!("cardavia-fuzz-scenario-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        dir.join("scenario.json")
    })
}

fuzz_target!(|data: &[u8]| {
    let path = file();
    std::fs::write(path, data).expect("the file is written");
    let read = scenario::read_file(path);
    assert_eq!(
        read,
        scenario::read_from(data),
        "a file and a stream read alike"
    );
    match read {
        Ok(text) => {
            assert_eq!(text.as_bytes(), data, "the text is the file's bytes");
            if let Err(e) = scenario::run(&text, |_| {}) {
                assert!(matches!(e.exit_code(), 1 | 2), "{e}");
            }
        }
        Err(e) => {
            // A small regular file is refused only for what it holds.
            let at = std::str::from_utf8(data)
                .err()
                .map(|e| e.valid_up_to())
                .expect("only bytes that are not UTF-8 are refused");
            assert_eq!(e, ScenarioError::Unreadable(ReadError::NotUtf8 { at }));
            assert_eq!(e.exit_code(), 2);
        }
    }
});
