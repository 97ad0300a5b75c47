//! `cardavia script` as a public contract: exit codes, messages, and one JSON line per step.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

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
        assert!(
            v["file"].is_string() && v["step"].is_u64() && v["do"].is_string(),
            "{line}"
        );
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
