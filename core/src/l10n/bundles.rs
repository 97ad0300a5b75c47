//! The Fluent bundles, built once from the files compiled into the binary.

use super::{Arg, Lang, Msg};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// A message that cannot be rendered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum L10nError {
    #[error("{lang}: no message {id:?}")]
    Missing { lang: Lang, id: String },
    #[error("{lang}: message {id:?}: {why}")]
    Format { lang: Lang, id: String, why: String },
}

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static [Bundle; 5] {
    static BUNDLES: OnceLock<[Bundle; 5]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(build))
}

fn build(lang: Lang) -> Bundle {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(super::numbers::for_bundle(lang)));
    for (file_lang, name, text) in FILES {
        if *file_lang != lang.code() {
            continue;
        }
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                tracing::error!(
                    lang = lang.code(),
                    file = name,
                    ?errors,
                    "Fluent syntax errors"
                );
                r
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(
                lang = lang.code(),
                file = name,
                ?errors,
                "Fluent resource conflicts"
            );
        }
    }
    bundle
}

fn bundle(lang: Lang) -> &'static Bundle {
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    &bundles()[i]
}

pub(super) fn has_message(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

pub(super) fn render(lang: Lang, msg: &Msg) -> Result<String, L10nError> {
    let bundle = bundle(lang);
    let message = bundle
        .get_message(&msg.id)
        .ok_or_else(|| L10nError::Missing {
            lang,
            id: msg.id.to_string(),
        })?;
    let pattern = message.value().ok_or_else(|| L10nError::Missing {
        lang,
        id: msg.id.to_string(),
    })?;
    let mut args = FluentArgs::new();
    for (name, arg) in &msg.args {
        let value = match arg {
            Arg::Int(n) => FluentValue::from(*n),
            Arg::Text(s) => FluentValue::from(s.clone()),
            Arg::Decimal { scaled, digits } => {
                let digits = usize::from(*digits);
                FluentValue::Number(FluentNumber::new(
                    *scaled as f64 / 10f64.powi(digits as i32),
                    FluentNumberOptions {
                        minimum_fraction_digits: Some(digits),
                        maximum_fraction_digits: Some(digits),
                        ..FluentNumberOptions::default()
                    },
                ))
            }
            Arg::Msg(inner) => FluentValue::from(render(lang, inner)?),
        };
        args.set(name.clone(), value);
    }
    let mut errors = Vec::new();
    let out = bundle.format_pattern(pattern, Some(&args), &mut errors);
    if errors.is_empty() {
        Ok(out.into_owned())
    } else {
        Err(L10nError::Format {
            lang,
            id: msg.id.to_string(),
            why: format!("{errors:?}"),
        })
    }
}

/// The compiled files of one language, in file-name order: for the rules reader and checks.
pub(crate) fn files(lang: Lang) -> impl Iterator<Item = (&'static str, &'static str)> {
    FILES
        .iter()
        .filter(move |(l, _, _)| *l == lang.code())
        .map(|(_, name, text)| (*name, *text))
}
