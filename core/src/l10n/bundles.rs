//! The Fluent bundles, built once from the files compiled into the binary.

use super::{Arg, Lang, Msg};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::sync::{Mutex, OnceLock};

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// The largest a Fluent file may inflate to: a guard against a broken build, not a real limit.
const FILE_MAX: usize = 1 << 22;

/// (language, file name, text) of every Fluent file, inflated once from the deflated copies
/// `build.rs` compiled in. A file that does not inflate (only a broken build could make one) is
/// logged and left empty: its messages then show as missing, which the completeness checks catch.
fn sources() -> &'static [(&'static str, &'static str, String)] {
    static SOURCES: OnceLock<Vec<(&'static str, &'static str, String)>> = OnceLock::new();
    SOURCES.get_or_init(|| {
        DEFLATED
            .iter()
            .map(|(lang, name, deflated)| {
                let text = miniz_oxide::inflate::decompress_to_vec_with_limit(deflated, FILE_MAX)
                    .map_err(|e| format!("{e:?}"))
                    .and_then(|bytes| String::from_utf8(bytes).map_err(|e| e.to_string()));
                let text = text.unwrap_or_else(|why| {
                    tracing::error!(lang, file = name, why, "a compiled Fluent file is broken");
                    String::new()
                });
                (*lang, *name, text)
            })
            .collect()
    })
}

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
    for (file_lang, name, text) in sources() {
        if *file_lang != lang.code() {
            continue;
        }
        let resource = match FluentResource::try_new(text.clone()) {
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

/// Texts already rendered, at most this many: a view renders the same card names, seat labels
/// and legends again after every move, and Fluent's resolver costs far more than a lookup.
const RENDERED_MAX: usize = 4096;

/// Rendered texts by the hash of their language and message; the message is kept to compare, so
/// a hash shared by two messages only ever costs a render.
type Rendered = HashMap<u64, (Lang, Msg, String), BuildHasherDefault<QuickHasher>>;

/// A word-at-a-time multiply-and-rotate hash for the kept texts. SipHash's defence against keys
/// chosen to collide buys nothing here (a collision only costs a render), and hashing a message
/// with it was a tenth of a tap's time.
#[derive(Default)]
struct QuickHasher(u64);

impl QuickHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for QuickHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            let mut w = [0u8; 8];
            w.copy_from_slice(word);
            self.add(u64::from_le_bytes(w));
        }
        let rest = words.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w) ^ (rest.len() as u64) << 56);
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

fn rendered() -> &'static Mutex<Rendered> {
    static RENDERED: OnceLock<Mutex<Rendered>> = OnceLock::new();
    RENDERED.get_or_init(Default::default)
}

/// `msg` in `lang`: the same text for the same message and arguments, so a rendered one is kept
/// (all of them forgotten when `RENDERED_MAX` are held, which keeps memory flat).
pub(super) fn render(lang: Lang, msg: &Msg) -> Result<String, L10nError> {
    let mut hasher = QuickHasher::default();
    (lang, msg).hash(&mut hasher);
    let key = hasher.finish();
    let kept = |r: &Rendered| match r.get(&key) {
        Some((l, m, text)) if *l == lang && m == msg => Some(text.clone()),
        _ => None,
    };
    if let Some(text) = rendered().lock().ok().and_then(|r| kept(&r)) {
        return Ok(text);
    }
    let text = format(lang, msg)?;
    if let Ok(mut r) = rendered().lock() {
        if r.len() >= RENDERED_MAX {
            r.clear();
        }
        r.insert(key, (lang, msg.clone(), text.clone()));
    }
    Ok(text)
}

fn format(lang: Lang, msg: &Msg) -> Result<String, L10nError> {
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
    sources()
        .iter()
        .filter(move |(l, _, _)| *l == lang.code())
        .map(|(_, name, text)| (*name, text.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_compiled_file_inflates_to_the_file_in_locales() {
        let locales = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales");
        let mut compared = 0;
        for lang in Lang::ALL {
            for (name, text) in files(lang) {
                let path = locales.join(lang.code()).join(name);
                let on_disk = std::fs::read_to_string(&path).expect("a locale file");
                assert_eq!(text, on_disk, "{}", path.display());
                compared += 1;
            }
        }
        let on_disk = Lang::ALL
            .iter()
            .map(|lang| std::fs::read_dir(locales.join(lang.code())).expect("a locale folder"))
            .flat_map(|entries| entries.flatten())
            .filter(|entry| entry.path().extension().is_some_and(|x| x == "ftl"))
            .filter(|entry| cfg!(feature = "terminal") || entry.file_name() != "terminal.ftl")
            .count();
        assert_eq!(compared, on_disk);
    }

    #[test]
    fn a_kept_text_is_the_one_its_language_and_arguments_render() {
        let taken = |n: i64| {
            Msg::new("ganjifa-log-dukal-taken")
                .text("name", "Ann")
                .int("captures", n)
        };
        let (two, one) = (taken(2), taken(1));
        for _ in 0..2 {
            assert_eq!(render(Lang::En, &two), format(Lang::En, &two));
            assert_eq!(render(Lang::Nl, &two), format(Lang::Nl, &two));
            assert_eq!(render(Lang::En, &one), format(Lang::En, &one));
        }
        assert_ne!(render(Lang::En, &two), render(Lang::Nl, &two));
        assert_ne!(render(Lang::En, &two), render(Lang::En, &one));
    }

    #[test]
    fn the_kept_texts_never_outgrow_their_bound() {
        for n in 0..(RENDERED_MAX as i64 + 10) {
            let msg = Msg::new("ganjifa-log-dukal-taken")
                .text("name", "Ann")
                .int("captures", n);
            assert_eq!(render(Lang::En, &msg), format(Lang::En, &msg));
            let held = rendered().lock().map(|r| r.len()).unwrap_or(usize::MAX);
            assert!(held <= RENDERED_MAX, "{held} texts kept");
        }
    }
}
