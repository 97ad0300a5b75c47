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
            let text = std::fs::read_to_string(file).ok()?;
            scenario::run(&text, |_| {})
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
