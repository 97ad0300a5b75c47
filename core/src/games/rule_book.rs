//! The in-app rules reader: a game's full rules as sections in a language.
//!
//! The sections are those of the rule book (`N1`…, `D1`…, plus an introduction). Their order and
//! ids come from the English Fluent files (`<game>-rules-<section>-title` and
//! `<game>-rules-<section>`), so the list is written once, in the texts themselves.

use super::GameId;
use crate::l10n::{bundles, text, Lang, Msg};
use fluent_syntax::ast::Entry;

/// One section of a game's rules, rendered.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct RuleSection {
    /// The rule book's number (`N4`, `V11`), empty for the introduction and notes.
    pub number: String,
    pub title: String,
    pub body: String,
}

/// Section keys (`intro`, `n1`, …) of a game, in the order of the English files.
fn section_keys(game: GameId) -> Vec<String> {
    let prefix = format!("{}-rules-", game.as_str());
    let mut keys = Vec::new();
    for (_, source) in bundles::files(Lang::En) {
        let resource = match fluent_syntax::parser::parse(source) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        for entry in resource.body {
            if let Entry::Message(m) = entry {
                if let Some(key) =
                    m.id.name
                        .strip_prefix(&prefix)
                        .and_then(|k| k.strip_suffix("-title"))
                {
                    keys.push(key.to_string());
                }
            }
        }
    }
    keys
}

/// `n4` -> `N4`; keys that are not rule numbers (`intro`, `records`) have none.
fn rule_number(key: &str) -> String {
    let mut chars = key.chars();
    match chars.next() {
        Some(c) if c.is_ascii_lowercase() && key.len() > 1 && chars.all(|c| c.is_ascii_digit()) => {
            key.to_ascii_uppercase()
        }
        _ => String::new(),
    }
}

/// The full rules of `game` in `lang`, section by section.
pub fn rules_sections(game: GameId, lang: Lang) -> Vec<RuleSection> {
    section_keys(game)
        .into_iter()
        .map(|key| {
            let title = Msg::dynamic(format!("{}-rules-{key}-title", game.as_str()));
            let body = Msg::dynamic(format!("{}-rules-{key}", game.as_str()));
            RuleSection {
                number: rule_number(&key),
                title: text(lang, &title),
                body: text(lang, &body),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_numbers_come_from_section_keys() {
        assert_eq!(rule_number("n4"), "N4");
        assert_eq!(rule_number("v11"), "V11");
        assert_eq!(rule_number("intro"), "");
        assert_eq!(rule_number("records"), "");
    }
}

#[cfg(test)]
mod rendering {
    use super::*;

    #[test]
    fn dicen_rules_render_in_every_language_with_every_section() {
        let english = rules_sections(GameId::Dicen, Lang::En);
        let numbers: Vec<&str> = english.iter().map(|s| s.number.as_str()).collect();
        for n in 1..=9 {
            assert!(
                numbers.contains(&format!("N{n}").as_str()),
                "N{n} missing: {numbers:?}"
            );
        }
        for lang in Lang::ALL {
            let sections = rules_sections(GameId::Dicen, lang);
            assert_eq!(sections.len(), english.len(), "{lang}");
            for s in &sections {
                assert!(
                    !s.title.is_empty() && s.body.len() > 20,
                    "{lang} {}: {s:?}",
                    s.number
                );
                assert!(
                    !s.body.contains("dicen-rules-"),
                    "{lang} {}: unrendered id",
                    s.number
                );
            }
        }
    }
}
