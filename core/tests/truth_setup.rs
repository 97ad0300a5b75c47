//! Options are described where they are chosen: the set-up form the core gives the shells
//! carries a one-sentence description of every DICEN variant (V1–V11) and of every option whose
//! effect its name does not tell, in every language.

use cardavia_core::app::App;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;

/// Each option of `game`'s set-up form in `lang`: (key, member, label, description).
fn fields(game: GameId, lang: Lang) -> Vec<(String, Option<String>, String, Option<String>)> {
    let app = App::in_memory(&[lang.code().to_string()]).expect("an app");
    let form = serde_json::to_value(app.setup_form(game)).expect("JSON");
    form["options"]
        .as_array()
        .expect("options")
        .iter()
        .map(|f| {
            (
                f["key"].as_str().unwrap_or_default().to_string(),
                f["member"].as_str().map(str::to_string),
                f["label"].as_str().unwrap_or_default().to_string(),
                f.get("description")
                    .and_then(|d| d.as_str())
                    .map(str::to_string),
            )
        })
        .collect()
}

#[test]
fn every_variant_and_unclear_option_is_described_in_every_language() {
    let wanted = [
        (GameId::Dicen, vec!["variants", "hints"]),
        (GameId::Dica, vec!["deal", "mistakes", "time_limit"]),
    ];
    for (game, keys) in wanted {
        let english = fields(game, Lang::En);
        for lang in Lang::ALL {
            let fields = fields(game, lang);
            let mut variants = 0;
            for ((key, member, label, description), (_, _, _, en)) in fields.iter().zip(&english) {
                if !keys.contains(&key.as_str()) {
                    continue;
                }
                variants += usize::from(key == "variants");
                let text = description.as_deref().unwrap_or_else(|| {
                    panic!("{lang:?}: {key} {member:?} ({label}) has no description")
                });
                assert!(text.len() > 20 && text.ends_with('.'), "{lang:?}: {text}");
                assert!(!text.contains('{'), "{lang:?}: {text}");
                if lang != Lang::En {
                    assert_ne!(
                        Some(text),
                        en.as_deref(),
                        "{lang:?}: {key} {member:?} is English"
                    );
                }
                if let Some(member) = member {
                    let names_a_variant = text
                        .split('V')
                        .skip(1)
                        .any(|after| after.starts_with(|c: char| c.is_ascii_digit()));
                    assert!(names_a_variant, "{lang:?}: {member}: {text} names no rule");
                }
            }
            if game == GameId::Dicen {
                assert_eq!(variants, 11, "{lang:?}: the eleven variants");
            }
        }
    }
}
