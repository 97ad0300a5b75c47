//! `uniffi-bindgen`, built from this workspace so the generated Kotlin and Swift always match the
//! exact UniFFI version `cardavia-ffi` links against. After `generate`, the Swift files written
//! get a faster byte reader ([`swift_reader`]).

mod swift_reader;

use std::path::{Path, PathBuf};

fn main() {
    let out_dir = out_dir(std::env::args().skip(1));
    uniffi::uniffi_bindgen_main();
    if let Some(dir) = out_dir {
        if let Err(problem) = patch_swift_files(&dir) {
            eprintln!("uniffi-bindgen: {problem}");
            std::process::exit(1);
        }
    }
}

/// The folder `generate` writes to (`--out-dir DIR`, `--out-dir=DIR` or `-o DIR`).
fn out_dir(args: impl Iterator<Item = String>) -> Option<PathBuf> {
    let mut args = args.peekable();
    if args.peek().map(String::as_str) != Some("generate") {
        return None;
    }
    let mut dir = None;
    while let Some(arg) = args.next() {
        if arg == "--out-dir" || arg == "-o" {
            dir = args.next().map(PathBuf::from);
        } else if let Some(value) = arg.strip_prefix("--out-dir=") {
            dir = Some(PathBuf::from(value));
        }
    }
    dir
}

/// Patches every `.swift` file directly in `dir` (where UniFFI writes them).
fn patch_swift_files(dir: &Path) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        if path.extension().and_then(|e| e.to_str()) != Some("swift") {
            continue;
        }
        let generated =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let patched =
            swift_reader::patch(&generated).map_err(|e| format!("{}: {e}", path.display()))?;
        if patched != generated {
            std::fs::write(&path, patched).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> impl Iterator<Item = String> + '_ {
        line.split(' ').map(str::to_owned)
    }

    #[test]
    fn finds_the_out_dir_of_generate_in_each_spelling() {
        let expected = Some(PathBuf::from("out/swift"));
        assert_eq!(
            out_dir(args("generate --library x.so --out-dir out/swift")),
            expected
        );
        assert_eq!(out_dir(args("generate --out-dir=out/swift")), expected);
        assert_eq!(
            out_dir(args("generate -l swift -o out/swift x.so")),
            expected
        );
        assert_eq!(out_dir(args("generate --library x.so")), None);
        assert_eq!(out_dir(args("scaffolding --out-dir out/swift")), None);
    }
}
