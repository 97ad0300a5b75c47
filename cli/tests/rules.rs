//! `cardavia rules GAME --lang LANG` prints every section of the rule book.

use std::path::Path;
use std::process::Command;

/// The rule numbers (`N1`, `V11`) the rule book has: its `## N1 ...` headings and the
/// `**V1 ...**` variant entries, wherever they stand on a line, in `../shared/rules/<game>.md`.
fn rule_book_numbers(game: &str) -> Vec<String> {
    let book = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../../shared/rules/{game}.md"));
    let text = std::fs::read_to_string(&book).unwrap_or_else(|e| panic!("{}: {e}", book.display()));
    let is_number = |w: &str| {
        let mut chars = w.chars();
        chars.next().is_some_and(|c| c.is_ascii_uppercase())
            && w.len() > 1
            && chars.all(|c| c.is_ascii_digit())
    };
    let mut numbers = Vec::new();
    for line in text.lines() {
        let headings = line.strip_prefix("## ").into_iter();
        let bold = line.split("**").skip(1).step_by(2);
        for candidate in headings.chain(bold) {
            if let Some(word) = candidate.split(' ').next().filter(|w| is_number(w)) {
                if !numbers.iter().any(|n| n == word) {
                    numbers.push(word.to_string());
                }
            }
        }
    }
    numbers
}

fn rules(game: &str, lang: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_cardavia"))
        .args(["rules", game, "--lang", lang])
        .output()
        .expect("runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

fn check(game: &str, lang: &str) {
    let printed = rules(game, lang);
    let numbers = rule_book_numbers(game);
    assert!(numbers.len() >= 7, "{game}: {numbers:?}");
    if game == "dicen" {
        assert_eq!(numbers.len(), 20, "N1–N9 and V1–V11: {numbers:?}");
    }
    for n in &numbers {
        assert!(
            printed.contains(&format!("\n{n} · ")),
            "{game} in {lang}: section {n} missing"
        );
    }
    assert!(
        !printed.contains(&format!("{game}-rules-")),
        "{game} in {lang}: an id was not rendered"
    );
}

#[test]
fn dicen_rules_in_dutch_have_every_section() {
    check("dicen", "nl");
    assert!(rules("dicen", "nl").contains("blokjes"), "it is Dutch");
}

#[test]
fn an_unknown_language_is_refused() {
    let out = Command::new(env!("CARGO_BIN_EXE_cardavia"))
        .args(["rules", "dicen", "--lang", "xx"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
}
