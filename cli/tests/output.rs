//! Output that is lost is not a success: every command that prints ends with a message and a
//! non-zero exit when standard output cannot be written (a full disk), except when its reader
//! went away (`| head`), which ends quietly as Unix tools do.

use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs `cardavia ARGS` from the repository's root with standard output as given.
fn cardavia_into(args: &[&str], stdout: Stdio) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cardavia"))
        .args(args)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .expect("the binary runs")
}

/// Output that cannot be written (a full disk) is not a pass: exit 1 and the system's reason on
/// standard error, not 0.
#[test]
fn every_printing_command_into_a_full_disk_fails() {
    let full = || std::fs::File::create("/dev/full").expect("/dev/full opens");
    for args in [
        &["script", "tests/scenarios/dicen/n4-closing.json"][..],
        &["--lang", "en", "rules", "dicen"],
        &["simulate", "dicen", "--games", "1"],
        &["solve", "dicen", "--tiles", "1-9"],
        &["--help"],
        &["--version"],
    ] {
        let out = cardavia_into(args, full().into());
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert!(err.contains("cannot write the output"), "{args:?}: {err}");
        assert!(err.contains("No space left on device"), "{args:?}: {err}");
    }
    // A file that was malformed before the output failed keeps its code: the highest wins.
    let out = cardavia_into(
        &[
            "script",
            "cli/tests/fixtures/malformed.json",
            "tests/scenarios/dicen/n4-closing.json",
        ],
        full().into(),
    );
    assert_eq!(out.status.code(), Some(2));
}

/// A reader that goes away (`| head -1`) is no error: nothing is said about the pipe, and
/// `script` still runs its checks, so its exit code says whether the files pass. The pipe is a FIFO whose only
/// reader is closed before the program starts, so every write fails with a broken pipe.
#[test]
fn a_closed_pipe_ends_quietly_and_script_still_checks() {
    for (args, code) in [
        ("script tests/scenarios/dicen/n4-closing.json", 0),
        ("script cli/tests/fixtures/wrong-expectation.json", 1),
        ("--lang en rules ganjifa", 0),
        ("--help", 0),
    ] {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!(
                r#"mkfifo "$1/pipe" && exec 3<>"$1/pipe" 4>"$1/pipe" 3<&- && exec "$0" {args} >&4"#
            ))
            .arg(env!("CARGO_BIN_EXE_cardavia"))
            .arg(dir.path())
            .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
            .output()
            .expect("sh runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            !err.contains("panicked") && !err.contains("cannot write"),
            "{err}"
        );
        assert_eq!(out.status.code(), Some(code), "{args}: {err}");
    }
}
