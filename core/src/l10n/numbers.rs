//! Numbers as each language writes them: `24.0` in English, `24,0` in Dutch, Spanish,
//! Portuguese and Italian; `1,234` / `1.234`. ICU4X's decimal formatter (the Unicode
//! Consortium's own data, compiled in) does the work; it is installed as every Fluent bundle's
//! number formatter, so a number inside any message is formatted for the message's language, and
//! [`decimal`] serves the few places that show a bare number (the stats tables).

use super::Lang;
use fluent_bundle::types::FluentNumber;
use fluent_bundle::FluentValue;
use icu_decimal::input::Decimal;
use icu_decimal::{DecimalFormatter, DecimalFormatterPreferences};
use icu_locale_core::LanguageIdentifier;
use std::sync::OnceLock;

/// The most fraction digits a message may ask for: beyond it the `f64` is not exact anyway.
const MAX_DIGITS: usize = 6;

fn formatter(lang: Lang) -> Option<&'static DecimalFormatter> {
    static FORMATTERS: OnceLock<[Option<DecimalFormatter>; 5]> = OnceLock::new();
    let all = FORMATTERS.get_or_init(|| {
        Lang::ALL.map(|lang| {
            let id = LanguageIdentifier::try_from_str(lang.code()).ok()?;
            let prefs = DecimalFormatterPreferences::from(&id);
            DecimalFormatter::try_new(prefs, Default::default())
                .inspect_err(|e| tracing::error!(%e, lang = lang.code(), "no number format"))
                .ok()
        })
    });
    let i = Lang::ALL.iter().position(|l| *l == lang)?;
    all[i].as_ref()
}

/// `value` with exactly `digits` digits after the separator, in `lang`: `decimal(Lang::Es, 24.0,
/// 1)` is `24,0`. Digits beyond six are not shown.
pub fn decimal(lang: Lang, value: f64, digits: usize) -> String {
    let digits = digits.min(MAX_DIGITS);
    let scaled = (value * 10f64.powi(digits as i32)).round();
    // i64's range (a number of 19 digits) holds anything a game or a tally counts.
    let mut number = Decimal::from(scaled as i64);
    number.multiply_pow10(-(digits as i16));
    match formatter(lang) {
        Some(f) => f.format_to_string(&number),
        None => format!("{value:.digits$}"),
    }
}

/// A whole number in `lang` (`1,234` in English, `1.234` in Dutch).
pub fn integer(lang: Lang, value: i64) -> String {
    match formatter(lang) {
        Some(f) => f.format_to_string(&Decimal::from(value)),
        None => value.to_string(),
    }
}

/// A number inside a Fluent message, with the digits the message asks for (an integer has
/// none; `Msg::decimal` asks for exactly its own).
fn fluent_number(lang: Lang, n: &FluentNumber) -> String {
    let digits = n
        .options
        .minimum_fraction_digits
        .or(n.options.maximum_fraction_digits)
        .unwrap_or(0);
    if digits == 0 && n.value.fract() == 0.0 {
        integer(lang, n.value as i64)
    } else {
        decimal(lang, n.value, digits.max(1))
    }
}

/// The Fluent formatter for `LANG` (an index into [`Lang::ALL`]): one function per language,
/// since a bundle's formatter is a plain function pointer.
fn fluent_formatter<const LANG: usize, M>(value: &FluentValue, _intls: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(fluent_number(Lang::ALL[LANG], n)),
        _ => None,
    }
}

/// The number formatter to install in `lang`'s bundle.
pub(super) fn for_bundle<M>(lang: Lang) -> fn(&FluentValue, &M) -> Option<String> {
    match lang {
        Lang::En => fluent_formatter::<0, M>,
        Lang::Nl => fluent_formatter::<1, M>,
        Lang::Es => fluent_formatter::<2, M>,
        Lang::Pt => fluent_formatter::<3, M>,
        Lang::It => fluent_formatter::<4, M>,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_writes_its_own_decimal_separator() {
        for lang in Lang::ALL {
            let want = if lang == Lang::En { "24.0" } else { "24,0" };
            assert_eq!(decimal(lang, 24.0, 1), want, "{lang}");
        }
        assert_eq!(decimal(Lang::En, 0.6, 1), "0.6");
        assert_eq!(decimal(Lang::It, 0.06, 1), "0,1");
        assert_eq!(decimal(Lang::Pt, -3.25, 2), "-3,25");
    }

    #[test]
    fn thousands_are_grouped_as_each_language_groups_them() {
        assert_eq!(integer(Lang::En, 12345), "12,345");
        assert_eq!(integer(Lang::Nl, 12345), "12.345");
        assert_eq!(integer(Lang::It, 12345), "12.345");
        // Spanish leaves four-digit numbers ungrouped (CLDR's minimum grouping digits: 2).
        assert_eq!(integer(Lang::Es, 1234), "1234");
        assert_eq!(integer(Lang::En, 7), "7");
    }

    #[test]
    fn the_formatter_of_each_bundle_is_its_own_language() {
        let value = FluentValue::from(1.5);
        for (i, lang) in Lang::ALL.into_iter().enumerate() {
            let f = for_bundle::<()>(lang);
            assert_eq!(Lang::ALL[i], lang);
            let want = if lang == Lang::En { "1.5" } else { "1,5" };
            assert_eq!(f(&value, &()).as_deref(), Some(want), "{lang}");
            assert_eq!(f(&FluentValue::from("x"), &()), None);
        }
    }
}
