//! `cardavia script` as a public contract: exit codes, messages, and one JSON line per step.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn cardavia(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cardavia"))
        .args(args)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
        .output()
        .expect("the binary runs")
}

fn dicen_scenarios() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/scenarios/dicen");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("scenario folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files.iter().map(|p| p.display().to_string()).collect()
}

#[test]
fn passing_scenarios_exit_0_with_one_json_line_per_step() {
    let files = dicen_scenarios();
    let args: Vec<&str> = std::iter::once("script")
        .chain(files.iter().map(String::as_str))
        .collect();
    let out = cardavia(&args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).expect("utf-8");
    let mut steps = 0;
    for line in stdout.lines() {
        let v: serde_json::Value = serde_json::from_str(line).expect("every line is JSON");
        assert!(v["file"].is_string() && v["step"].is_u64(), "{line}");
        // A step acts (`do`), or only looks at a seat's view (`view`, its `observation`).
        assert!(
            v["do"].is_string() || (v["view"].is_u64() && v["observation"].is_object()),
            "{line}"
        );
        assert!(v["state"]["legal"].is_array(), "{line}");
        assert!(v["state"]["players"].is_array(), "{line}");
        steps += 1;
    }
    let expected: usize = files
        .iter()
        .map(|f| {
            let v: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(f).expect("read")).expect("json");
            v["steps"].as_array().map_or(0, Vec::len)
        })
        .sum();
    assert_eq!(steps, expected, "one line per step of every file");
}

#[test]
fn a_wrong_expectation_exits_1_naming_file_step_and_field() {
    let out = cardavia(&["script", "cli/tests/fixtures/wrong-expectation.json"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("wrong-expectation.json"), "{err}");
    assert!(err.contains("step 1 (shut 8)"), "{err}");
    assert!(err.contains("players[0].open[6]"), "{err}");
}

#[test]
fn a_malformed_file_exits_2_with_the_json_path() {
    let out = cardavia(&["script", "cli/tests/fixtures/malformed.json"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("malformed at steps[1].do"), "{err}");
    assert!(err.contains("\"seven\" is not a number"), "{err}");

    let out = cardavia(&["script", "cli/tests/fixtures/not-json.json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("malformed"));

    let out = cardavia(&["script", "cli/tests/fixtures/no-such-file.json"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn the_worst_result_decides_the_exit_code() {
    let out = cardavia(&[
        "script",
        "cli/tests/fixtures/wrong-expectation.json",
        "cli/tests/fixtures/malformed.json",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("wrong-expectation.json") && err.contains("malformed.json"),
        "{err}"
    );
}

#[test]
fn simulate_prints_a_json_summary() {
    let out = cardavia(&[
        "simulate", "dicen", "--games", "50", "--seed", "3", "--json",
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(v["games"], 50);
    let seats = v["seats"].as_array().expect("seats");
    assert_eq!(seats.len(), 2);
    let wins: f64 = seats
        .iter()
        .map(|s| s["wins"].as_f64().expect("wins"))
        .sum();
    assert!(
        (wins - 50.0).abs() < 1e-9,
        "every match's win is shared out: {wins}"
    );
    assert!(v["actions"].as_u64().expect("actions") > 50);
    assert!(v["actions_per_sec"].is_number() && v["elapsed_ms"].is_number());
}

#[test]
fn simulate_refuses_people_and_bad_games() {
    let out = cardavia(&["simulate", "dicen", "--seats", "person:Ann,ai:easy"]);
    assert_eq!(out.status.code(), Some(2));
    let out = cardavia(&["simulate", "chess"]);
    assert_ne!(out.status.code(), Some(0));
}

/// 22.1: a scenario file is one JSON value. A second scenario after the first, or text after its
/// closing brace, would never run, so the file is malformed.
#[test]
fn text_after_the_scenario_makes_the_file_malformed() {
    for file in [
        "cli/tests/fixtures/two-scenarios.json",
        "cli/tests/fixtures/trailing-text.json",
    ] {
        let out = cardavia(&["script", file]);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{file}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("malformed at $"), "{err}");
        assert!(err.contains("never run"), "{err}");
        assert!(out.stdout.is_empty(), "no step runs: {file}");
    }
}

/// 22.2: forced data no game can use is a malformed file (exit 2) naming the entry, not a
/// failed expectation.
#[test]
fn impossible_forced_data_makes_the_file_malformed() {
    for (file, path) in [
        ("cli/tests/fixtures/impossible-die.json", "dice[1]"),
        ("cli/tests/fixtures/gnav-third-narr.json", "deck[2]"),
    ] {
        let out = cardavia(&["script", file]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{file}: {err}");
        assert!(err.contains(&format!("malformed at {path}")), "{err}");
    }
}

/// 22.6: `--games` is 1 to 1,000,000; zero or a huge count is refused with a clear error
/// before anything is played.
#[test]
fn simulate_refuses_zero_and_unbounded_game_counts() {
    for games in ["0", "1000001", "18446744073709551615"] {
        let out = cardavia(&["simulate", "dicen", "--games", games, "--json"]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "--games {games}: {err}");
        assert!(err.contains("--games"), "{err}");
        assert!(err.contains("1..=1000000"), "{err}");
        assert!(out.stdout.is_empty(), "nothing is printed as a result");
    }
    let out = cardavia(&["simulate", "dicen", "--games", "1", "--json"]);
    assert_eq!(out.status.code(), Some(0));
}

/// A passing DICEN scenario: a roll, then a look at seat 1's view.
const PASSING: &str = r#"{"game": "dicen", "rules": ["N4"], "seats": 2, "dice": [3, 5],
  "steps": [{"do": "roll"}, {"view": 1}]}"#;

/// Runs `cardavia ARGS` with standard input as given, from the repository's root.
fn cardavia_reading(args: &[&str], stdin: Stdio) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cardavia"))
        .args(args)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
        .stdin(stdin)
        .output()
        .expect("the binary runs")
}

/// `cardavia ARGS` in a shell whose address space is capped at 1 GB, so a program that reads or
/// reserves without a bound fails here (an aborted allocation) instead of taking the machine's
/// memory.
fn cardavia_capped(args: &str) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!(r#"ulimit -v 1000000 && exec "$0" {args}"#))
        .arg(env!("CARGO_BIN_EXE_cardavia"))
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
        .output()
        .expect("sh runs")
}

/// A FIFO at `path` with a writer waiting on another thread to hand it `text`: a reader that
/// opens the FIFO gets the text (so a program that reads it passes instead of hanging), a
/// program that refuses it leaves the writer waiting until the test ends.
fn fifo_offering(path: &Path, text: &'static str) {
    let made = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
    let path = path.to_path_buf();
    std::thread::spawn(move || std::fs::write(path, text));
}

/// Devices and FIFOs are refused before they are opened, as unreadable (exit 2): `/dev/zero`
/// and `/dev/urandom` never end, and a FIFO would wait for a writer.
#[test]
fn script_refuses_devices_fifos_and_folders() {
    for device in ["/dev/zero", "/dev/urandom", "/dev/null"] {
        let out = cardavia_capped(&format!("script {device}"));
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{device}: {err}");
        assert!(
            err.starts_with(&format!("{device}: malformed at $: cannot read the file: ")),
            "{err}"
        );
        assert!(err.contains("character device"), "{err}");
        assert!(out.stdout.is_empty(), "{device}");
    }
    let dir = tempfile::tempdir().expect("a temporary directory");
    let fifo = dir.path().join("scenario.json");
    fifo_offering(&fifo, PASSING);
    let out = cardavia(&["script", fifo.to_str().expect("utf-8")]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("cannot read the file: it is a FIFO"), "{err}");
    assert!(out.stdout.is_empty());

    let out = cardavia(&["script", dir.path().to_str().expect("utf-8")]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("it is a directory"), "{err}");
}

/// A file over the 8 MiB limit is refused as unreadable without being read; one at the limit is
/// read (and here malformed: it is not a scenario).
#[test]
fn script_refuses_a_file_over_the_size_limit() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let big = dir.path().join("big.json");
    let file = std::fs::File::create(&big).expect("creates");
    file.set_len(8 * 1024 * 1024 + 1).expect("sparse");
    let out = cardavia_capped(&format!("script {}", big.display()));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("cannot read the file: it is larger than 8 MiB"),
        "{err}"
    );
    file.set_len(8 * 1024 * 1024).expect("sparse");
    let out = cardavia_capped(&format!("script {}", big.display()));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(!err.contains("cannot read the file"), "read: {err}");
}

/// `-` reads the scenario from standard input, under the same limit; its lines name it `-`.
#[test]
fn script_reads_standard_input_for_a_dash() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("passing.json");
    std::fs::write(&file, PASSING).expect("writes");
    let stdin = std::fs::File::open(&file).expect("opens");
    let out = cardavia_reading(&["script", "-"], stdin.into());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    let lines: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(lines.len(), 2);
    assert!(lines.iter().all(|l| l["file"] == "-"), "{lines:?}");
    assert_eq!(lines[1]["view"], 1);

    let out = cardavia_capped("script - < /dev/zero");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.starts_with("-: malformed at $: cannot read the file: it is larger than 8 MiB"),
        "{err}"
    );

    let wrong = std::fs::File::open(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/wrong-expectation.json"),
    )
    .expect("opens");
    let out = cardavia_reading(&["script", "-"], wrong.into());
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("-: step 1 (shut 8)"));
}

/// The hard bot's budget sizes its search tree: `ai:hard:N` takes N up to 1,000,000 and refuses
/// more with a clear error before anything is played.
#[test]
fn simulate_refuses_a_budget_beyond_the_hard_bots_maximum() {
    let out = cardavia_capped(
        "simulate ganjifa --games 1 --seats ai:hard:1000000000,ai:normal,ai:normal --json",
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("ai:hard:1000000000"), "{err}");
    assert!(err.contains("1 to 1000000"), "{err}");
    assert!(out.stdout.is_empty());
}

/// A scenario's text can reach the messages on standard error (an unknown game's name, an
/// action's text): its control characters and direction overrides are shown as U+FFFD there, so
/// a file cannot retitle or clear the terminal that checks it. Standard output is JSON, which
/// escapes them itself.
#[test]
fn a_scenario_cannot_drive_the_terminal_through_its_messages() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("evil.json");
    std::fs::write(
        &file,
        r#"{"game": "\u001b]0;PWNED\u0007\u001b[2J\u009b\u202e", "rules": ["N1"], "seats": 2, "steps": []}"#,
    )
    .expect("writes");
    let out = cardavia(&["script", file.to_str().expect("utf-8")]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).expect("utf-8");
    for bad in ['\u{1b}', '\u{7}', '\u{9b}', '\u{202e}'] {
        assert!(!err.contains(bad), "{bad:?} reached the terminal: {err:?}");
    }
    assert!(
        err.contains("malformed at game: unknown variant `\u{fffd}]0;PWNED\u{fffd}\u{fffd}[2J\u{fffd}\u{fffd}`"),
        "{err:?}"
    );
}
