//! Compiles the Fluent files under `../locales/<lang>/*.ftl` into the binary: generates a list of
//! `include_str!`s, so adding a file needs no code change and editing one rebuilds the core.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let locales = Path::new(&manifest).join("../locales");
    println!("cargo:rerun-if-changed={}", locales.display());
    let mut files = Vec::new();
    if let Ok(langs) = std::fs::read_dir(&locales) {
        for lang in langs.flatten() {
            let lang_dir = lang.path();
            if !lang_dir.is_dir() {
                continue;
            }
            println!("cargo:rerun-if-changed={}", lang_dir.display());
            let Ok(entries) = std::fs::read_dir(&lang_dir) else {
                continue;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.extension().is_some_and(|x| x == "ftl") {
                    println!("cargo:rerun-if-changed={}", path.display());
                    let lang = lang.file_name().to_string_lossy().into_owned();
                    let name = entry.file_name().to_string_lossy().into_owned();
                    files.push((lang, name, path));
                }
            }
        }
    }
    files.sort();
    let mut out =
        String::from("/// (language, file name, contents) of every Fluent file, sorted.\n");
    out.push_str("pub(super) const FILES: &[(&str, &str, &str)] = &[\n");
    for (lang, name, path) in &files {
        let path = path.canonicalize().unwrap_or_else(|_| path.clone());
        let _ = writeln!(
            out,
            "    ({lang:?}, {name:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out.push_str("];\n");
    let out_dir = std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into());
    if let Err(e) = std::fs::write(Path::new(&out_dir).join("locales.rs"), out) {
        panic!("cannot write the locale list: {e}");
    }
}
