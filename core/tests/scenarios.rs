//! Every scenario file under `tests/scenarios/` runs here, so `cargo test` checks the rules as
//! data. A failure names the file, the step and the field.

use cardavia_core::scenario;
use std::path::{Path, PathBuf};

fn scenario_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            scenario_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "json") {
            out.push(path);
        }
    }
}

#[test]
fn every_scenario_file_passes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/scenarios");
    let mut files = Vec::new();
    scenario_files(&root, &mut files);
    assert!(
        !files.is_empty(),
        "no scenario files under {}",
        root.display()
    );
    let failures: Vec<String> = files
        .iter()
        .filter_map(|file| {
            // Read as `cardavia script` reads: a file it cannot read is a failure here too.
            scenario::read_file(file)
                .and_then(|text| scenario::run(&text, |_| {}))
                .err()
                .map(|e| format!("{}: {e}", file.display()))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} scenarios failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// The rule numbers a rule book defines: its `## D4 ...` sections, the numbered items under a
/// section (`1.` under D4 is D4.1) and the `**V1 ...**` variant entries.
fn rule_book_numbers(book: &str) -> Vec<String> {
    let is_number = |w: &str| {
        let mut chars = w.chars();
        w.len() > 1
            && chars.next().is_some_and(|c| c.is_ascii_uppercase())
            && chars.all(|c| c.is_ascii_digit())
    };
    let mut numbers = Vec::new();
    let mut section: Option<String> = None;
    for line in book.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            section = heading
                .split(' ')
                .next()
                .filter(|w| is_number(w))
                .map(str::to_string);
            numbers.extend(section.clone());
            continue;
        }
        if let (Some(sec), Some((item, _))) = (&section, line.split_once(". ")) {
            if !item.is_empty() && item.chars().all(|c| c.is_ascii_digit()) {
                numbers.push(format!("{sec}.{item}"));
            }
        }
        for bold in line.split("**").skip(1).step_by(2) {
            if let Some(word) = bold.split(' ').next().filter(|w| is_number(w)) {
                numbers.push(word.to_string());
            }
        }
    }
    numbers.sort();
    numbers.dedup();
    numbers
}

/// Rules as data: every numbered rule of the four rule books (`../shared/rules/`) is named by
/// at least one scenario, a section also through any of its numbered items.
#[test]
fn every_numbered_rule_is_named_by_a_scenario() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/scenarios");
    let mut files = Vec::new();
    scenario_files(&root, &mut files);
    let mut cited: Vec<String> = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        let json: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
        if let Some(rules) = json["rules"].as_array() {
            cited.extend(rules.iter().filter_map(|r| r.as_str().map(str::to_string)));
        }
    }
    let books = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/rules");
    let mut uncited = Vec::new();
    let mut count = 0;
    for game in ["dica", "dicen", "ganjifa", "gnav"] {
        let path = books.join(format!("{game}.md"));
        let book = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("the rule book {}: {e}", path.display()));
        let numbers = rule_book_numbers(&book);
        assert!(numbers.len() >= 7, "{game}: only {numbers:?} found");
        for number in numbers {
            count += 1;
            let sub = format!("{number}.");
            if !cited.iter().any(|c| *c == number || c.starts_with(&sub)) {
                uncited.push(format!("{game} {number}"));
            }
        }
    }
    assert!(
        uncited.is_empty(),
        "{} of {count} rules have no scenario: {uncited:?}",
        uncited.len()
    );
}
