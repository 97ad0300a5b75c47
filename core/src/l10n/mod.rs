//! Localisation. The core never builds a player-facing sentence itself: it names a Fluent
//! message and its arguments ([`Msg`]), and [`text`] renders it in a [`Lang`].
//!
//! The bundles are compiled into the binary from `locales/<lang>/*.ftl` (see `build.rs`), are
//! shared by every thread, and render without Unicode isolation marks (shells draw plain text).
//! [`Lang::negotiate`] picks the language from the device's preferences, falling back to English.

pub(crate) mod bundles;
pub mod completeness;
pub mod numbers;

pub use bundles::L10nError;

use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;
use unic_langid::LanguageIdentifier;

/// A message id in `locales/<lang>/*.ftl` with its arguments. Serialisable, so a table's log
/// is saved as messages and shown in whatever language is chosen later.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Msg {
    pub id: Cow<'static, str>,
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

/// A message argument.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    Int(i64),
    Text(String),
    /// A number with a fixed count of digits after the separator (`24.0`, `24,0`), kept as
    /// whole units of its last digit so a message stays exact and comparable:
    /// `{ scaled: 240, digits: 1 }` is 24.0.
    Decimal {
        scaled: i64,
        digits: u8,
    },
    /// Another message, rendered first (a card's name inside a log line).
    Msg(Box<Msg>),
}

impl Msg {
    pub fn new(id: &'static str) -> Self {
        Msg {
            id: Cow::Borrowed(id),
            args: Vec::new(),
        }
    }

    /// A message whose id is only known at run time (the rules reader's sections).
    pub fn dynamic(id: String) -> Self {
        Msg {
            id: Cow::Owned(id),
            args: Vec::new(),
        }
    }

    pub fn int(mut self, name: &'static str, value: impl Into<i64>) -> Self {
        self.args
            .push((Cow::Borrowed(name), Arg::Int(value.into())));
        self
    }

    /// A number shown with exactly `digits` digits after the separator, in the language's own
    /// way (`24.0` in English, `24,0` in Spanish).
    pub fn decimal(mut self, name: &'static str, value: f64, digits: u8) -> Self {
        let digits = digits.min(6);
        let scaled = (value * 10f64.powi(i32::from(digits))).round() as i64;
        self.args
            .push((Cow::Borrowed(name), Arg::Decimal { scaled, digits }));
        self
    }

    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args
            .push((Cow::Borrowed(name), Arg::Text(value.into())));
        self
    }

    pub fn msg(mut self, name: &'static str, value: Msg) -> Self {
        self.args
            .push((Cow::Borrowed(name), Arg::Msg(Box::new(value))));
        self
    }
}

/// The languages Cardavia speaks: those of its source texts.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Nl,
    Es,
    Pt,
    It,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Nl, Lang::Es, Lang::Pt, Lang::It];

    /// The BCP 47 primary language subtag, which is also the folder under `locales/`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nl => "nl",
            Lang::Es => "es",
            Lang::Pt => "pt",
            Lang::It => "it",
        }
    }

    /// The first supported language among `preferred` (BCP 47 tags, most preferred first),
    /// matched on the primary subtag: `pt-BR` -> `pt`, `nl-BE` -> `nl`; English when none match.
    pub fn negotiate<S: AsRef<str>>(preferred: &[S]) -> Lang {
        let requested: Vec<LanguageIdentifier> = preferred
            .iter()
            .filter_map(|tag| locale_tag(tag.as_ref()).parse().ok())
            .collect();
        let available: Vec<LanguageIdentifier> = Lang::ALL
            .iter()
            .filter_map(|l| l.code().parse().ok())
            .collect();
        negotiate_languages(&requested, &available, None, NegotiationStrategy::Filtering)
            .first()
            .and_then(|best| {
                Lang::ALL
                    .into_iter()
                    .find(|l| l.code() == best.language.as_str())
            })
            .unwrap_or(Lang::En)
    }
}

/// A POSIX locale (`pt_BR.UTF-8`, `nl_NL@euro`) as a language tag (`pt-BR`, `nl-NL`).
fn locale_tag(locale: &str) -> String {
    locale
        .split(['.', '@'])
        .next()
        .unwrap_or("")
        .replace('_', "-")
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lang = Lang::negotiate(&[s]);
        if lang.code()
            == s.split(['-', '_'])
                .next()
                .unwrap_or("")
                .to_ascii_lowercase()
        {
            Ok(lang)
        } else {
            Err(format!(
                "{s:?} is not a language Cardavia speaks (en, nl, es, pt, it)"
            ))
        }
    }
}

/// `msg` in `lang`. Never fails: a message missing in `lang` is taken from English, and one
/// missing everywhere shows its id (and is logged), so a shell always has something to draw.
pub fn text(lang: Lang, msg: &Msg) -> String {
    match bundles::render(lang, msg) {
        Ok(s) => s,
        Err(e) => {
            tracing::error!(%e, "localisation");
            bundles::render(Lang::En, msg).unwrap_or_else(|_| msg.id.to_string())
        }
    }
}

/// `msg` in `lang`, strictly: a missing message or argument is an error. For tests.
pub fn try_text(lang: Lang, msg: &Msg) -> Result<String, L10nError> {
    bundles::render(lang, msg)
}

/// Whether `lang` has a message with this id.
pub fn has_message(lang: Lang, id: &str) -> bool {
    bundles::has_message(lang, id)
}

/// Every message of the shells' own screens (`shell-*`) that takes no argument, in `lang`, by
/// id: the words a shell's chrome is drawn with, read once per language (the web table reads
/// them across its Worker in one message rather than one at a time).
pub fn shell_texts(lang: Lang) -> std::collections::BTreeMap<String, String> {
    bundles::files(Lang::En)
        .flat_map(|(_, source)| source.lines())
        .filter_map(|line| line.split_once(" =").map(|(id, _)| id))
        .filter(|id| id.starts_with("shell-"))
        .filter_map(|id| {
            let msg = Msg::dynamic(id.to_string());
            try_text(lang, &msg)
                .or_else(|_| try_text(Lang::En, &msg))
                .ok()
                .map(|text| (id.to_string(), text))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negotiation_falls_back_by_primary_subtag_then_to_english() {
        assert_eq!(Lang::negotiate(&["pt-BR"]), Lang::Pt);
        assert_eq!(Lang::negotiate(&["nl-BE", "en"]), Lang::Nl);
        assert_eq!(Lang::negotiate(&["de-DE", "it-IT"]), Lang::It);
        assert_eq!(Lang::negotiate(&["de", "fr"]), Lang::En);
        assert_eq!(Lang::negotiate::<&str>(&[]), Lang::En);
        assert_eq!(Lang::negotiate(&["ES_mx"]), Lang::Es);
        assert_eq!("pt-BR".parse::<Lang>(), Ok(Lang::Pt));
        assert!("de".parse::<Lang>().is_err());
    }

    #[test]
    fn the_shell_texts_are_every_shell_message_without_arguments() {
        let texts = shell_texts(Lang::Nl);
        assert_eq!(
            texts.get("shell-settings").map(String::as_str),
            Some(text(Lang::Nl, &Msg::new("shell-settings")).as_str())
        );
        assert_ne!(
            texts.get("shell-settings"),
            shell_texts(Lang::En).get("shell-settings")
        );
        assert!(
            !texts.contains_key("shell-resume-a11y"),
            "a message with an argument is asked for with it"
        );
        assert!(texts.keys().all(|id| id.starts_with("shell-")), "{texts:?}");
    }

    #[test]
    fn a_missing_message_falls_back_and_never_panics() {
        let msg = Msg::new("no-such-message-anywhere");
        assert_eq!(text(Lang::It, &msg), "no-such-message-anywhere");
        assert!(try_text(Lang::It, &msg).is_err());
    }

    #[test]
    fn arguments_are_rendered_without_isolation_marks() {
        let msg = Msg::new("setup-seat-count")
            .msg("game", Msg::new("dicen-name"))
            .int("min", 1)
            .int("max", 6)
            .int("count", 9);
        let s = try_text(Lang::En, &msg).expect("renders");
        assert!(s.contains("DICEN") && s.contains('9'), "{s}");
        assert!(!s.contains('\u{2068}') && !s.contains('\u{2069}'), "{s:?}");
    }
}
