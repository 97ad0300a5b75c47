//! `cardavia solve dicen`: the published classic figures, JSON output, and refusals.

use std::process::{Command, Output};

fn cardavia(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cardavia"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn p_shut(args: &[&str]) -> f64 {
    let out = cardavia(args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert!(json["expected_score"].as_f64().is_some_and(|s| s > 0.0));
    json["p_shut"].as_f64().expect("p_shut")
}

#[test]
fn the_classic_box_gives_the_published_chances() {
    let base = [
        "solve",
        "dicen",
        "--tiles",
        "1-9",
        "--doubles",
        "off",
        "--json",
    ];
    let never: Vec<&str> = base.iter().copied().chain(["--one-die", "never"]).collect();
    assert!((p_shut(&never) - 0.0714316).abs() < 5e-8);
    let optional: Vec<&str> = base
        .iter()
        .copied()
        .chain(["--one-die", "optional"])
        .collect();
    assert!((p_shut(&optional) - 0.0976137).abs() < 5e-8);
}

#[test]
fn nonsense_is_refused_with_exit_2() {
    for args in [
        vec!["solve", "dicen", "--variant", "even,odds"],
        vec!["solve", "dicen", "--variant", "chess"],
        vec!["solve", "dicen", "--tiles", "1-11"],
        vec![
            "solve",
            "dicen",
            "--tiles",
            "1-12",
            "--variant",
            "lord-of-the-board",
        ],
    ] {
        let out = cardavia(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).starts_with("cardavia solve: "));
    }
}
