//! No panic at the edges of a terminal: a reader that goes away (`cardavia stats | head -1`)
//! ends the program quietly with exit 0, and `cardavia play` without a terminal says so and
//! exits 2.

use std::path::Path;
use std::process::{Command, Output, Stdio};

/// An empty store in `dir` (what `play` makes on its first run), so `stats` has a first line to
/// print: "no games recorded yet".
fn empty_store(dir: &Path) {
    cardavia_core::store::Store::open(dir.join("cardavia.db")).expect("a new store");
}

fn assert_no_panic(out: &Output) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// `cardavia stats` writing into a pipe nobody reads any more. The pipe is a FIFO whose only
/// reader is closed before the program starts, so its first write fails with a broken pipe
/// every time (no race with a reader that might still be there).
#[test]
fn stats_into_a_closed_pipe_ends_quietly() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    empty_store(dir.path());
    let binary = env!("CARGO_BIN_EXE_cardavia");
    let out = Command::new("sh")
        .arg("-c")
        .arg(r#"mkfifo "$1/pipe" && exec 3<>"$1/pipe" 4>"$1/pipe" 3<&- && exec "$2" --lang en stats --db "$1/cardavia.db" >&4"#)
        .arg("sh")
        .arg(dir.path())
        .arg(binary)
        .output()
        .expect("sh runs");
    assert_no_panic(&out);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(out.stderr.is_empty(), "quietly: {out:?}");
}

/// The pipeline as a person types it: `head` takes the first line, and the whole pipeline
/// succeeds with nothing on standard error.
#[test]
fn stats_piped_to_head_prints_its_first_line() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    empty_store(dir.path());
    let binary = env!("CARGO_BIN_EXE_cardavia");
    let out = Command::new("sh")
        .arg("-c")
        .arg(r#""$2" --lang en stats --db "$1/cardavia.db" | head -1"#)
        .arg("sh")
        .arg(dir.path())
        .arg(binary)
        .output()
        .expect("sh runs");
    assert_no_panic(&out);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 1);
}

#[test]
fn play_without_a_terminal_says_so_and_exits_2() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let out = Command::new(env!("CARGO_BIN_EXE_cardavia"))
        .args(["--lang", "en", "play", "--db"])
        .arg(dir.path().join("cardavia.db"))
        .stdin(Stdio::null())
        .output()
        .expect("cardavia runs");
    assert_no_panic(&out);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("needs a terminal"), "{stderr}");
}
