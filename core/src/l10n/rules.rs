//! The in-app rules reader: a game's full rules as sections in a language.
//!
//! The sections are those of the rule book (`N1`…, `D1`…, plus an introduction). Their order and
//! ids come from the English Fluent files (`<game>-rules-<section>-title` and
//! `<game>-rules-<section>`), so the list is written once, in the texts themselves.

use super::{bundles, text, Lang, Msg};
use crate::games::GameId;
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
        .filter_map(|key| {
            let title_id = format!("{}-rules-{key}-title", game.as_str());
            let body_id = format!("{}-rules-{key}", game.as_str());
            Some(RuleSection {
                number: rule_number(&key),
                title: render_dynamic(lang, &title_id)?,
                body: render_dynamic(lang, &body_id)?,
            })
        })
        .collect()
}

/// Renders a message whose id is only known at run time (the rules' section ids).
fn render_dynamic(lang: Lang, id: &str) -> Option<String> {
    let id: &'static str = bundles::static_id(id)?;
    Some(text(lang, &Msg::new(id)))
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
