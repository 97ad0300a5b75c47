//! The terminal's own sources: each module imports only those below it, and every message they
//! name exists in every language.

use super::*;

/// The terminal's source files: (module, file, the module `super` names from it).
fn play_sources() -> Vec<(String, std::path::PathBuf, &'static str)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/play");
    let mut files = Vec::new();
    for dir in [root.clone(), root.join("boards")] {
        for entry in std::fs::read_dir(&dir).expect("the play folder") {
            let path = entry.expect("an entry").path();
            let Some(stem) = path
                .file_stem()
                .and_then(|s| s.to_str())
                .map(str::to_string)
            else {
                continue;
            };
            // Test modules (tests.rs, legend_tests.rs) sit outside the layers.
            if path.extension().is_none_or(|e| e != "rs") || stem.ends_with("tests") {
                continue;
            }
            let in_boards = dir != root;
            let module = if in_boards {
                "boards".to_string()
            } else {
                stem.clone()
            };
            let parent = if in_boards && stem != "mod" {
                "boards"
            } else {
                "mod"
            };
            files.push((module, path, parent));
        }
    }
    files
}

/// Each module of the terminal imports only the modules below it, in the order the `play`
/// module's doc gives (theme, nav, pieces, boards, the screens, the loop); screens do not import
/// one another, and nothing imports the loop, so each layer can be read and changed without
/// those above it.
#[test]
fn the_terminals_modules_import_only_those_below_them() {
    const LAYERS: [&[&str]; 6] = [
        &["theme"],
        &["nav"],
        &["pieces"],
        &["boards"],
        &[
            "home",
            "setup",
            "stats",
            "people",
            "settings",
            "rules",
            "table_screen",
        ],
        &["mod"],
    ];
    let layer = |module: &str| {
        LAYERS
            .iter()
            .position(|l| l.contains(&module))
            .unwrap_or_else(|| panic!("{module} is in no layer"))
    };
    let files = play_sources();
    let mut imports = 0;
    for (module, path, parent) in files {
        let source = std::fs::read_to_string(&path).expect("readable");
        let code = source.split("#[cfg(test)]").next().unwrap_or_default();
        for line in code.lines().map(str::trim) {
            let (rest, from_parent) = if let Some(rest) = line.strip_prefix("use super::") {
                (rest, true)
            } else if let Some(rest) = line.strip_prefix("use crate::play::") {
                (rest, false)
            } else {
                continue;
            };
            let first = rest.split("::").next().unwrap_or_default();
            let target = if first.starts_with('{') || first.ends_with(';') {
                // Items of the parent module itself (`use super::{Canvas, Typed};`).
                if from_parent {
                    parent
                } else {
                    "mod"
                }
            } else if from_parent && parent == "boards" {
                "boards"
            } else {
                first
            };
            imports += 1;
            if target == module {
                continue;
            }
            assert!(
                layer(target) < layer(&module),
                "{}: {module} imports {target}, which is not below it",
                path.display()
            );
        }
    }
    assert!(imports > 10, "the imports were read ({imports})");
}

/// Every message the terminal names (`Msg::new("…")` in `cli/src`) exists in every language:
/// the core's completeness test reads only the core's sources.
#[test]
fn every_message_the_terminal_names_exists() {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let used = cardavia_core::l10n::completeness::ids_named_in_code(&src).expect("readable");
    assert!(used.len() > 40, "found only {} ids", used.len());
    let missing: Vec<String> = used
        .iter()
        .flat_map(|(at, id)| {
            Lang::ALL
                .into_iter()
                .filter(|lang| !cardavia_core::l10n::has_message(*lang, id))
                .map(move |lang| format!("{at}: {id} ({})", lang.code()))
        })
        .collect();
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
