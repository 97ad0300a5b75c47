//! Any bytes as the device's language list (tags separated by commas, as a shell might pass
//! them), as a `--lang` argument and as the settings' language: always one of the five
//! languages or a typed refusal, never a panic.
#![no_main]

use cardavia_core::l10n::{text, Lang, Msg};
use cardavia_core::store::Settings;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let input = String::from_utf8_lossy(data);
    let tags: Vec<&str> = input.split(',').collect();
    let lang = Lang::negotiate(&tags);
    assert!(Lang::ALL.contains(&lang));
    assert!(!text(lang, &Msg::new("store-error-full")).is_empty());
    if let Ok(parsed) = input.parse::<Lang>() {
        assert_eq!(Lang::negotiate(&[input.as_ref()]), parsed);
    }
    let settings = Settings {
        language: Some(input.into_owned()),
        ..Settings::default()
    };
    if settings.validate().is_ok() {
        let tag = settings.language.as_deref().unwrap_or_default();
        assert!(Lang::ALL.contains(&Lang::negotiate(&[tag])));
    }
});
