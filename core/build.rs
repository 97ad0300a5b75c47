//! Compiles the Fluent files under `../locales/<lang>/*.ftl` into the binary: generates a list of
//! `include_bytes!`s, so adding a file needs no code change and editing one rebuilds the core.
//! Each file is stored deflated (`l10n::bundles` inflates them once): five languages of text are
//! 375 KB verbatim and about 110 KB deflated, against a phone library's budget of 4.5 MB.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let locales = Path::new(&manifest).join("../locales");
    println!("cargo:rerun-if-changed={}", locales.display());
    // `terminal.ftl` holds the terminal shell's own texts: only with the `terminal` feature.
    let terminal = std::env::var_os("CARGO_FEATURE_TERMINAL").is_some();
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
                let terminal_only = entry.file_name() == "terminal.ftl" && !terminal;
                if path.extension().is_some_and(|x| x == "ftl") && !terminal_only {
                    println!("cargo:rerun-if-changed={}", path.display());
                    let lang = lang.file_name().to_string_lossy().into_owned();
                    let name = entry.file_name().to_string_lossy().into_owned();
                    files.push((lang, name, path));
                }
            }
        }
    }
    files.sort();
    let out_dir = std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into());
    let mut out = String::from(
        "/// (language, file name, deflated contents) of every Fluent file, sorted.\n",
    );
    out.push_str("pub(super) const DEFLATED: &[(&str, &str, &[u8])] = &[\n");
    for (lang, name, path) in &files {
        let text = match std::fs::read(path) {
            Ok(text) => text,
            Err(e) => panic!("cannot read {}: {e}", path.display()),
        };
        let deflated = Path::new(&out_dir).join(format!("{lang}-{name}.deflate"));
        let packed = miniz_oxide::deflate::compress_to_vec(&text, 10);
        if let Err(e) = std::fs::write(&deflated, packed) {
            panic!("cannot write {}: {e}", deflated.display());
        }
        let _ = writeln!(
            out,
            "    ({lang:?}, {name:?}, include_bytes!({:?})),",
            deflated.display().to_string()
        );
    }
    out.push_str("];\n");
    if let Err(e) = std::fs::write(Path::new(&out_dir).join("locales.rs"), out) {
        panic!("cannot write the locale list: {e}");
    }
}
