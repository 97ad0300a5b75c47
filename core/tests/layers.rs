//! The core's rooms import only the rooms below them (issue: one-way layers).
//!
//! Reads every `use crate::…`, `use super::…` line and every inline `crate::…` path of
//! `core/src`, resolves each to the file that defines the module it names, and fails on
//! - an import cycle between files (a folder's `mod.rs` naming its own children is the folder
//!   presenting its parts, not an import; a child naming its folder's `mod.rs` is one), and
//! - an import that goes against the layer order written at the top of `core/src/lib.rs`
//!   (a top-level module may import only the modules on the lines above its own).
//!
//! Text, not a compiler: `use` lines inside `#[cfg(test)]` modules count too, which keeps tests
//! honest about the layers as well.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module path inside the crate, e.g. `["games", "dica", "rules"]`.
type ModPath = Vec<String>;

fn src_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file of `dir`, recursively.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("core/src is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// The module a file defines: `games/dica/mod.rs` is `games::dica`, `lib.rs` is the root.
fn module_of(file: &Path) -> ModPath {
    let rel = file.strip_prefix(src_dir()).expect("inside core/src");
    let mut parts: ModPath = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

/// Strips comments and string literals so that paths in docs and messages do not count.
fn code_only(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let line = match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        };
        let mut in_string = false;
        let mut escaped = false;
        for c in line.chars() {
            if in_string {
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == '"' {
                    in_string = false;
                }
                continue;
            }
            if c == '"' {
                in_string = true;
                continue;
            }
            out.push(c);
        }
        out.push('\n');
    }
    out
}

/// Expands a `use` tree (`a::{b, c::{d, e}}`) into whole paths.
fn expand_tree(tree: &str) -> Vec<String> {
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    let Some(open) = tree.find('{') else {
        return vec![tree];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(|p| {
            expand_tree(p)
                .into_iter()
                .map(move |q| format!("{prefix}{q}"))
        })
        .collect()
}

/// The paths a file's code names: its `use` trees and its inline `crate::` paths.
fn named_paths(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let before_ok = at == 0
            || !rest[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_');
        let after = &rest[at + 4..];
        if before_ok {
            if let Some(end) = after.find(';') {
                let tree = after[..end].trim();
                let first = tree.split("::").next().unwrap_or("");
                if !first.is_empty() && first.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
                    paths.extend(expand_tree(tree));
                }
            }
        }
        rest = after;
    }
    for root in ["crate::", "super::"] {
        let mut rest = code;
        while let Some(at) = rest.find(root) {
            let starts_a_path = !rest[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':');
            let tail = &rest[at..];
            let end = tail
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(tail.len());
            if starts_a_path {
                paths.push(tail[..end].trim_end_matches(':').to_string());
            }
            rest = &tail[root.len()..];
        }
    }
    paths
}

/// The file-defining module a path names, relative to `from`: the longest prefix that is a
/// module of the crate. `use x::…` names a child module `x` of `from` when there is one (and
/// otherwise an outside crate, which does not count).
fn resolve(path: &str, from: &ModPath, modules: &BTreeSet<ModPath>) -> Option<ModPath> {
    let mut segments = path.split("::").map(str::to_string).peekable();
    let mut base: ModPath = match segments.peek()?.as_str() {
        "crate" => {
            segments.next();
            Vec::new()
        }
        "super" => {
            // `super` of module a::b is `a`, whether it lives in `a/b.rs` or `a/b/mod.rs`.
            segments.next();
            let mut b = from.clone();
            b.pop();
            b
        }
        "self" => {
            segments.next();
            from.clone()
        }
        child => {
            let mut b = from.clone();
            b.push(child.to_string());
            if !modules.contains(&b) {
                return None;
            }
            from.clone()
        }
    };
    for s in segments {
        if s == "super" {
            base.pop();
            continue;
        }
        let mut longer = base.clone();
        longer.push(s);
        if modules.contains(&longer) {
            base = longer;
        } else {
            break;
        }
    }
    if base.is_empty() {
        None
    } else {
        Some(base)
    }
}

struct House {
    /// File module -> the file modules it imports.
    arrows: BTreeMap<ModPath, BTreeSet<ModPath>>,
}

fn read_house() -> House {
    let mut files = Vec::new();
    rust_files(&src_dir(), &mut files);
    let modules: BTreeSet<ModPath> = files.iter().map(|f| module_of(f)).collect();
    let mut arrows = BTreeMap::new();
    for file in &files {
        let from = module_of(file);
        let text = std::fs::read_to_string(file).expect("a source file is readable");
        let targets: BTreeSet<ModPath> = named_paths(&code_only(&text))
            .iter()
            .filter_map(|p| resolve(p, &from, &modules))
            .filter(|to| !to.starts_with(from.as_slice()))
            .collect();
        arrows.insert(from, targets);
    }
    House { arrows }
}

fn show(m: &ModPath) -> String {
    if m.is_empty() {
        "crate".into()
    } else {
        m.join("::")
    }
}

/// Strongly connected components of more than one file (Tarjan).
fn cycles(arrows: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> Vec<Vec<ModPath>> {
    struct Walk<'a> {
        arrows: &'a BTreeMap<ModPath, BTreeSet<ModPath>>,
        index: BTreeMap<ModPath, usize>,
        low: BTreeMap<ModPath, usize>,
        stack: Vec<ModPath>,
        on_stack: BTreeSet<ModPath>,
        next: usize,
        found: Vec<Vec<ModPath>>,
    }
    impl Walk<'_> {
        fn visit(&mut self, v: &ModPath) {
            self.index.insert(v.clone(), self.next);
            self.low.insert(v.clone(), self.next);
            self.next += 1;
            self.stack.push(v.clone());
            self.on_stack.insert(v.clone());
            let targets: Vec<ModPath> = self.arrows.get(v).into_iter().flatten().cloned().collect();
            for w in targets {
                if !self.index.contains_key(&w) {
                    self.visit(&w);
                    let low = self.low[v].min(self.low[&w]);
                    self.low.insert(v.clone(), low);
                } else if self.on_stack.contains(&w) {
                    let low = self.low[v].min(self.index[&w]);
                    self.low.insert(v.clone(), low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(&w);
                    let done = w == *v;
                    component.push(w);
                    if done {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk {
        arrows,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        next: 0,
        found: Vec::new(),
    };
    for v in arrows.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.found
}

/// The layer order from the top of `lib.rs`: lines `//! N. `a`, `b`` from the ground up.
fn layer_order() -> BTreeMap<String, usize> {
    let lib = std::fs::read_to_string(src_dir().join("lib.rs")).expect("lib.rs is readable");
    let mut order = BTreeMap::new();
    for line in lib.lines() {
        let Some(doc) = line.strip_prefix("//! ") else {
            continue;
        };
        let Some((number, rest)) = doc.split_once(". ") else {
            continue;
        };
        let Ok(layer) = number.trim().parse::<usize>() else {
            continue;
        };
        let names = rest.split(':').next().unwrap_or("");
        for name in names.split('`').skip(1).step_by(2) {
            order.insert(name.to_string(), layer);
        }
    }
    order
}

#[test]
fn no_file_imports_a_file_that_imports_it_back() {
    let house = read_house();
    let found = cycles(&house.arrows);
    let shown: Vec<String> = found
        .iter()
        .map(|c| {
            let members: BTreeSet<&ModPath> = c.iter().collect();
            let ties: Vec<String> = c
                .iter()
                .flat_map(|from| {
                    house.arrows[from]
                        .iter()
                        .filter(|to| members.contains(to))
                        .map(move |to| format!("{} -> {}", show(from), show(to)))
                })
                .collect();
            ties.join(", ")
        })
        .collect();
    assert!(shown.is_empty(), "import cycles:\n{}", shown.join("\n"));
}

#[test]
fn every_import_goes_down_the_documented_layers() {
    let order = layer_order();
    assert!(order.len() >= 8, "lib.rs lists the layers: {order:?}");
    let house = read_house();
    let mut wrong = Vec::new();
    for (from, targets) in &house.arrows {
        let Some(from_top) = from.first() else {
            continue;
        };
        let from_layer = order.get(from_top);
        assert!(
            from_layer.is_some(),
            "`{from_top}` is in no layer of lib.rs"
        );
        for to in targets {
            let to_top = &to[0];
            if to_top == from_top {
                continue;
            }
            let to_layer = order.get(to_top);
            if to_layer >= from_layer {
                wrong.push(format!("{} -> {}", show(from), show(to)));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_reader_sees_paths_the_way_rust_does() {
    assert_eq!(
        expand_tree("crate::table::{adapter::{TableGame, Tap}, view::BoardView}"),
        vec![
            "crate::table::adapter::TableGame",
            "crate::table::adapter::Tap",
            "crate::table::view::BoardView"
        ]
    );
    let code = code_only("// use crate::store;\nlet s = \"crate::app\"; use super::rules::Dica;\n");
    let named: BTreeSet<String> = named_paths(&code).into_iter().collect();
    assert_eq!(
        named,
        ["super::rules::Dica".to_string()].into_iter().collect()
    );
    let modules: BTreeSet<ModPath> = [
        vec!["games".to_string()],
        vec!["games".into(), "dica".into()],
    ]
    .into_iter()
    .collect();
    let from = vec!["games".to_string(), "dica".into(), "view".into()];
    assert_eq!(
        resolve("super::Dica", &from, &modules),
        Some(vec!["games".to_string(), "dica".into()])
    );
    let mut arrows = BTreeMap::new();
    arrows.insert(
        vec!["a".to_string()],
        [vec!["b".to_string()]].into_iter().collect(),
    );
    arrows.insert(
        vec!["b".to_string()],
        [vec!["a".to_string()]].into_iter().collect(),
    );
    assert_eq!(cycles(&arrows).len(), 1);
}
