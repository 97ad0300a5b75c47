//! Store-ready: the files the app stores and the phones' build tools read, read here the same way.
//!
//! - iOS's privacy manifest declares every required-reason API the app reaches with the reason
//!   that covers it (why each is there: ios/README.md), tracks nobody and collects nothing, and
//!   project.yml copies it into the app.
//! - The app's name in every language of `locales/` is that locale's `app-name` (the core's own
//!   reading of the Fluent message), in Android's strings and iOS's InfoPlist.strings.
//! - Both phones offer exactly the languages of `locales/`: Android's per-app language list and
//!   the languages its build keeps, iOS's CFBundleLocalizations.
//! - Android's manifest names the launcher icon, the name and the language list, and each resource
//!   it names exists: an adaptive icon whose three layers are vector drawables on the 108 canvas.
//! - The iOS AppIcon is one 1024 x 1024 PNG without alpha, as App Store Connect takes it.
//!
//! Each check is a function from the file's text to the problems it finds, run on the committed
//! file; the `a_wrong_*` tests run it on a broken copy, so a check that cannot fail would show.

use cardavia_core::l10n::completeness::REFERENCE;
use cardavia_core::l10n::{try_text, Lang, Msg};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const ANDROID_NS: &str = "http://schemas.android.com/apk/res/android";
const RES: &str = "android/app/src/main/res";
const MANIFEST: &str = "android/app/src/main/AndroidManifest.xml";
const PRIVACY: &str = "ios/Cardavia/PrivacyInfo.xcprivacy";
const PROJECT_YML: &str = "ios/project.yml";
const APPICON: &str = "ios/Cardavia/Assets.xcassets/AppIcon.appiconset";

/// The required-reason API categories the app reaches, each with the reason that covers its use
/// (Apple's codes): the bundled SQLite and the store stat their own files (C617.1); the turn
/// clock and the bots' pauses measure elapsed time (35F9.1); SQLite asks the file system whether
/// it can write a database it opens, with statfs (E174.1).
const REQUIRED_REASONS: [(&str, &str); 3] = [
    ("NSPrivacyAccessedAPICategoryFileTimestamp", "C617.1"),
    ("NSPrivacyAccessedAPICategorySystemBootTime", "35F9.1"),
    ("NSPrivacyAccessedAPICategoryDiskSpace", "E174.1"),
];

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read(relative: &str) -> String {
    let path = repo().join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The languages Cardavia speaks: the folders of `locales/`.
fn locale_folders() -> BTreeSet<String> {
    std::fs::read_dir(repo().join("locales"))
        .expect("locales/ reads")
        .map(|entry| entry.expect("an entry of locales/").path())
        .filter(|path| path.is_dir())
        .map(|path| {
            path.file_name()
                .expect("a folder name")
                .to_string_lossy()
                .into_owned()
        })
        .collect()
}

/// `app-name` in the language of `locales/<code>/`, as the core renders it.
fn app_name(code: &str) -> String {
    let lang: Lang = code
        .parse()
        .unwrap_or_else(|e| panic!("locales/{code}/: {e}"));
    try_text(lang, &Msg::new("app-name"))
        .unwrap_or_else(|e| panic!("locales/{code}/app.ftl: app-name: {e}"))
}

fn assert_none(what: &str, problems: Vec<String>) {
    assert!(problems.is_empty(), "{what}:\n  {}", problems.join("\n  "));
}

fn assert_some(what: &str, problems: Vec<String>, mentions: &str) {
    assert!(
        problems.iter().any(|p| p.contains(mentions)),
        "{what} should be refused, naming {mentions:?}; found {problems:?}"
    );
}

// --- the privacy manifest -------------------------------------------------------------------

/// A property list value: only what a privacy manifest holds.
#[derive(Debug, PartialEq)]
enum Plist {
    Dict(Vec<(String, Plist)>),
    Array(Vec<Plist>),
    String(String),
    Bool(bool),
}

impl Plist {
    fn get(&self, key: &str) -> Option<&Plist> {
        match self {
            Plist::Dict(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
}

fn plist_value(node: roxmltree::Node) -> Result<Plist, String> {
    let children: Vec<_> = node.children().filter(|n| n.is_element()).collect();
    match node.tag_name().name() {
        "dict" => {
            if children.len() % 2 != 0 {
                return Err("a <dict> with a key and no value".into());
            }
            let mut entries = Vec::new();
            for pair in children.chunks(2) {
                if !pair[0].has_tag_name("key") {
                    return Err(format!(
                        "<{}> where a <key> belongs",
                        pair[0].tag_name().name()
                    ));
                }
                let key = pair[0].text().unwrap_or("").to_string();
                entries.push((key, plist_value(pair[1])?));
            }
            Ok(Plist::Dict(entries))
        }
        "array" => children
            .into_iter()
            .map(plist_value)
            .collect::<Result<_, _>>()
            .map(Plist::Array),
        "string" => Ok(Plist::String(node.text().unwrap_or("").to_string())),
        "true" => Ok(Plist::Bool(true)),
        "false" => Ok(Plist::Bool(false)),
        other => Err(format!("<{other}> is not in a privacy manifest")),
    }
}

fn parse_plist(xml: &str) -> Result<Plist, String> {
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    let doc = roxmltree::Document::parse_with_options(xml, options).map_err(|e| e.to_string())?;
    let root = doc.root_element();
    if !root.has_tag_name("plist") {
        return Err("the root is not <plist>".into());
    }
    match root
        .children()
        .filter(|n| n.is_element())
        .collect::<Vec<_>>()[..]
    {
        [value] => plist_value(value),
        _ => Err("a <plist> holds one value".into()),
    }
}

fn privacy_problems(xml: &str) -> Vec<String> {
    let manifest = match parse_plist(xml) {
        Ok(m) => m,
        Err(e) => return vec![format!("not a property list: {e}")],
    };
    let mut problems = Vec::new();
    if manifest.get("NSPrivacyTracking") != Some(&Plist::Bool(false)) {
        problems.push("NSPrivacyTracking is not <false/>".to_string());
    }
    for key in ["NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes"] {
        if manifest.get(key) != Some(&Plist::Array(Vec::new())) {
            problems.push(format!("{key} is not an empty array"));
        }
    }
    let Some(Plist::Array(accessed)) = manifest.get("NSPrivacyAccessedAPITypes") else {
        problems.push("NSPrivacyAccessedAPITypes is not an array".to_string());
        return problems;
    };
    let mut seen = BTreeSet::new();
    for entry in accessed {
        let Some(Plist::String(category)) = entry.get("NSPrivacyAccessedAPIType") else {
            problems.push(format!("an accessed API entry without a type: {entry:?}"));
            continue;
        };
        if !seen.insert(category.clone()) {
            problems.push(format!("{category} is declared twice"));
        }
    }
    for (category, reason) in REQUIRED_REASONS {
        let entry = accessed
            .iter()
            .find(|e| e.get("NSPrivacyAccessedAPIType") == Some(&Plist::String(category.into())));
        let reasons = match entry.and_then(|e| e.get("NSPrivacyAccessedAPITypeReasons")) {
            Some(Plist::Array(reasons)) => reasons,
            Some(_) => {
                problems.push(format!("{category}: its reasons are not an array"));
                continue;
            }
            None => {
                problems.push(format!("{category} is not declared, with its reasons"));
                continue;
            }
        };
        if !reasons.contains(&Plist::String(reason.into())) {
            problems.push(format!("{category} does not give the reason {reason}"));
        }
    }
    problems
}

/// project.yml copies the manifest into the app: a source entry for the file, in the resources
/// build phase.
fn privacy_in_project_problems(yml: &str) -> Vec<String> {
    let lines: Vec<&str> = yml.lines().map(str::trim).collect();
    let at = lines
        .iter()
        .position(|l| *l == format!("- path: {}", PRIVACY.trim_start_matches("ios/")));
    match at.and_then(|at| lines.get(at + 1)) {
        Some(&"buildPhase: resources") => Vec::new(),
        _ => vec![format!(
            "project.yml does not copy {PRIVACY} as a resource (a source entry for it, then \
             `buildPhase: resources`)"
        )],
    }
}

#[test]
fn the_privacy_manifest_declares_every_required_reason_and_no_tracking() {
    assert_none(PRIVACY, privacy_problems(&read(PRIVACY)));
    assert_none(PROJECT_YML, privacy_in_project_problems(&read(PROJECT_YML)));
}

#[test]
fn a_wrong_privacy_manifest_fails() {
    let good = read(PRIVACY);
    let tracking = good.replacen(
        "<key>NSPrivacyTracking</key>\n\t<false/>",
        "<key>NSPrivacyTracking</key>\n\t<true/>",
        1,
    );
    assert_ne!(tracking, good, "the edit applies");
    assert_some("tracking", privacy_problems(&tracking), "NSPrivacyTracking");
    for (category, reason) in REQUIRED_REASONS {
        let no_reason = good.replacen(&format!("<string>{reason}</string>"), "", 1);
        assert_some("a reason removed", privacy_problems(&no_reason), reason);
        let no_category = good.replacen(category, "NSPrivacyAccessedAPICategoryActiveKeyboards", 1);
        assert_some(
            "a category renamed",
            privacy_problems(&no_category),
            category,
        );
    }
    let collecting = good.replacen(
        "<key>NSPrivacyCollectedDataTypes</key>\n\t<array/>",
        "<key>NSPrivacyCollectedDataTypes</key>\n\t<array><dict/></array>",
        1,
    );
    assert_some(
        "data collected",
        privacy_problems(&collecting),
        "NSPrivacyCollectedDataTypes",
    );
    assert_some(
        "not XML",
        privacy_problems("<plist>"),
        "not a property list",
    );
    let yml = read(PROJECT_YML);
    let not_copied = yml.replacen("buildPhase: resources", "buildPhase: none", 1);
    assert_some(
        "not copied",
        privacy_in_project_problems(&not_copied),
        "resource",
    );
}

// --- the app's name ---------------------------------------------------------------------------

/// An Android string resource's text as the app shows it: outer quotes dropped, `\'` `\"` `\\`
/// `\n` unescaped.
fn android_text(raw: &str) -> String {
    let raw = raw.trim();
    let raw = raw
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .unwrap_or(raw);
    let mut out = String::new();
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('n') => out.push('\n'),
                Some(other) => out.push(other),
                None => {}
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// `app_name` in an Android strings file.
fn android_app_name(xml: &str) -> Result<String, String> {
    let doc = roxmltree::Document::parse(xml).map_err(|e| e.to_string())?;
    let found: Vec<_> = doc
        .root_element()
        .children()
        .filter(|n| n.has_tag_name("string") && n.attribute("name") == Some("app_name"))
        .collect();
    match found[..] {
        [one] if one.attribute("translatable") == Some("false") => {
            Err("app_name is translatable=\"false\" but has a file per language".into())
        }
        [one] => Ok(android_text(one.text().unwrap_or(""))),
        [] => Err("no app_name".into()),
        _ => Err("app_name twice".into()),
    }
}

type Chars<'a> = std::iter::Peekable<std::str::Chars<'a>>;

/// The rest of a quoted string, its opening quote read: `\"`, `\\`, `\n`, `\t` unescaped.
fn quoted(chars: &mut Chars) -> Result<String, String> {
    let mut s = String::new();
    loop {
        match chars.next() {
            Some('"') => return Ok(s),
            Some('\\') => match chars.next() {
                Some('n') => s.push('\n'),
                Some('t') => s.push('\t'),
                Some(c) => s.push(c),
                None => return Err("a string ends in a backslash".into()),
            },
            Some(c) => s.push(c),
            None => return Err("a string is not closed".into()),
        }
    }
}

/// Skips white space and comments (`/* */`, `//`).
fn skip_blank(chars: &mut Chars) -> Result<(), String> {
    loop {
        match chars.peek() {
            Some(c) if c.is_whitespace() => {
                chars.next();
            }
            Some('/') => {
                chars.next();
                match chars.next() {
                    Some('*') => {
                        let mut last = ' ';
                        loop {
                            match chars.next() {
                                Some('/') if last == '*' => break,
                                Some(c) => last = c,
                                None => return Err("a comment is not closed".into()),
                            }
                        }
                    }
                    Some('/') => {
                        for c in chars.by_ref() {
                            if c == '\n' {
                                break;
                            }
                        }
                    }
                    _ => return Err("a lone '/'".into()),
                }
            }
            _ => return Ok(()),
        }
    }
}

/// The pairs of an Apple `.strings` file: `"key" = "value";`, with C and C++ comments.
fn apple_strings(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut chars = text.chars().peekable();
    let mut pairs = Vec::new();
    loop {
        skip_blank(&mut chars)?;
        match chars.next() {
            None => return Ok(pairs),
            Some('"') => {}
            Some(c) => return Err(format!("{c:?} where a quoted key belongs")),
        }
        let key = quoted(&mut chars)?;
        skip_blank(&mut chars)?;
        if chars.next() != Some('=') {
            return Err(format!("{key}: no '=' after the key"));
        }
        skip_blank(&mut chars)?;
        if chars.next() != Some('"') {
            return Err(format!("{key}: no quoted value"));
        }
        let value = quoted(&mut chars)?;
        skip_blank(&mut chars)?;
        if chars.next() != Some(';') {
            return Err(format!("{key}: no ';' after the value"));
        }
        pairs.push((key, value));
    }
}

/// Android's strings file for a language: `values/` is the reference language's.
fn android_strings_path(code: &str) -> String {
    if code == REFERENCE {
        format!("{RES}/values/strings.xml")
    } else {
        format!("{RES}/values-{code}/strings.xml")
    }
}

/// The problems of one language's name files, given their texts.
fn name_problems(code: &str, name: &str, android: &str, ios: &str) -> Vec<String> {
    let mut problems = Vec::new();
    match android_app_name(android) {
        Ok(found) if found == name => {}
        Ok(found) => problems.push(format!(
            "{}: app_name is {found:?}, locales/{code}/app.ftl's app-name is {name:?}",
            android_strings_path(code)
        )),
        Err(e) => problems.push(format!("{}: {e}", android_strings_path(code))),
    }
    let ios_path = format!("ios/Cardavia/{code}.lproj/InfoPlist.strings");
    match apple_strings(ios) {
        Ok(pairs) => {
            for key in ["CFBundleDisplayName", "CFBundleName"] {
                let values: Vec<_> = pairs.iter().filter(|(k, _)| k == key).collect();
                match values[..] {
                    [(_, found)] if found == name => {}
                    [(_, found)] => problems.push(format!(
                        "{ios_path}: {key} is {found:?}, locales/{code}/app.ftl's app-name is {name:?}"
                    )),
                    [] => problems.push(format!("{ios_path}: no {key}")),
                    _ => problems.push(format!("{ios_path}: {key} twice")),
                }
            }
        }
        Err(e) => problems.push(format!("{ios_path}: {e}")),
    }
    problems
}

/// The value of a `key: value` line of project.yml (its Info.plist properties).
fn yml_value<'a>(yml: &'a str, key: &str) -> Option<&'a str> {
    yml.lines()
        .map(str::trim)
        .find_map(|l| l.strip_prefix(key)?.strip_prefix(':'))
        .map(str::trim)
}

#[test]
fn the_app_is_named_by_each_locales_app_name_on_both_phones() {
    let mut problems = Vec::new();
    for code in locale_folders() {
        let name = app_name(&code);
        let ios = read(&format!("ios/Cardavia/{code}.lproj/InfoPlist.strings"));
        problems.extend(name_problems(
            &code,
            &name,
            &read(&android_strings_path(&code)),
            &ios,
        ));
    }
    // The Info.plist's own name, under the per-language ones.
    let base = app_name(REFERENCE);
    let yml = read(PROJECT_YML);
    if yml_value(&yml, "CFBundleDisplayName") != Some(base.as_str()) {
        problems.push(format!(
            "{PROJECT_YML}: CFBundleDisplayName is not {base:?}"
        ));
    }
    assert_none("the app's name", problems);
}

#[test]
fn a_wrong_name_fails() {
    let code = "nl";
    let name = app_name(code);
    let android = read(&android_strings_path(code));
    let ios = read(&format!("ios/Cardavia/{code}.lproj/InfoPlist.strings"));
    assert_none("as committed", name_problems(code, &name, &android, &ios));
    let other = android.replacen(&format!(">{name}<"), ">Kaartavia<", 1);
    assert_some(
        "Android",
        name_problems(code, &name, &other, &ios),
        "app_name is \"Kaartavia\"",
    );
    let untranslatable = android.replacen(
        "name=\"app_name\"",
        "name=\"app_name\" translatable=\"false\"",
        1,
    );
    assert_some(
        "lint",
        name_problems(code, &name, &untranslatable, &ios),
        "translatable",
    );
    let display = ios.replacen(
        &format!("\"CFBundleDisplayName\" = \"{name}\""),
        "\"CFBundleDisplayName\" = \"Kaartavia\"",
        1,
    );
    assert_some(
        "iOS",
        name_problems(code, &name, &android, &display),
        "CFBundleDisplayName is \"Kaartavia\"",
    );
    let missing = ios.replacen("\"CFBundleName\"", "\"CFBundleNaam\"", 1);
    assert_some(
        "iOS",
        name_problems(code, &name, &android, &missing),
        "no CFBundleName",
    );
    let broken = ios.replacen(
        &format!("\"CFBundleName\" = \"{name}\";"),
        &format!("\"CFBundleName\" = \"{name}\""),
        1,
    );
    assert_some(
        "iOS",
        name_problems(code, &name, &android, &broken),
        "no ';'",
    );
    assert_eq!(
        apple_strings("/* a */ \"a\\\"b\" = \"c\"; // d\n\"e\"=\"f\";"),
        Ok(vec![("a\"b".into(), "c".into()), ("e".into(), "f".into())])
    );
    assert_eq!(android_text("\"L\\'app\""), "L'app");
}

// --- the languages ----------------------------------------------------------------------------

/// The locales of Android's per-app language list, in order.
fn locale_config(xml: &str) -> Result<Vec<String>, String> {
    let doc = roxmltree::Document::parse(xml).map_err(|e| e.to_string())?;
    let root = doc.root_element();
    if !root.has_tag_name("locale-config") {
        return Err("the root is not <locale-config>".into());
    }
    root.children()
        .filter(|n| n.is_element())
        .map(
            |n| match (n.tag_name().name(), n.attribute((ANDROID_NS, "name"))) {
                ("locale", Some(name)) => Ok(name.to_string()),
                (tag, _) => Err(format!("<{tag}> without android:name")),
            },
        )
        .collect()
}

/// The quoted words of the first `listOf(...)` after `key` (a Gradle Kotlin script line).
fn gradle_list(kts: &str, key: &str) -> Result<Vec<String>, String> {
    let at = kts.find(key).ok_or(format!("no {key}"))?;
    let rest = &kts[at + key.len()..];
    let open = rest
        .find("listOf(")
        .ok_or(format!("{key}: no listOf(...)"))?;
    let inner = &rest[open + "listOf(".len()..];
    let close = inner
        .find(')')
        .ok_or(format!("{key}: listOf( is not closed"))?;
    Ok(inner[..close]
        .split(',')
        .map(|w| w.trim().trim_matches('"').to_string())
        .filter(|w| !w.is_empty())
        .collect())
}

/// The bracketed list of a `key: [a, b]` line of project.yml.
fn yml_list(yml: &str, key: &str) -> Result<Vec<String>, String> {
    let value = yml_value(yml, key).ok_or(format!("no {key}"))?;
    let inner = value
        .strip_prefix('[')
        .and_then(|v| v.strip_suffix(']'))
        .ok_or(format!("{key} is not a [list]"))?;
    Ok(inner.split(',').map(|w| w.trim().to_string()).collect())
}

/// A list of languages against `locales/`: each once, all of them, nothing else.
fn language_problems(
    what: &str,
    list: Result<Vec<String>, String>,
    want: &BTreeSet<String>,
) -> Vec<String> {
    let list = match list {
        Ok(list) => list,
        Err(e) => return vec![format!("{what}: {e}")],
    };
    let have: BTreeSet<String> = list.iter().cloned().collect();
    let mut problems = Vec::new();
    if have.len() != list.len() {
        problems.push(format!("{what} names a language twice: {list:?}"));
    }
    if &have != want {
        problems.push(format!("{what} lists {have:?}; locales/ has {want:?}"));
    }
    problems
}

fn languages_problems(
    config: &str,
    gradle: &str,
    yml: &str,
    want: &BTreeSet<String>,
) -> Vec<String> {
    let mut problems = language_problems(
        &format!("{RES}/xml/locales_config.xml"),
        locale_config(config),
        want,
    );
    problems.extend(language_problems(
        "android/app/build.gradle.kts's localeFilters",
        gradle_list(gradle, "localeFilters +="),
        want,
    ));
    problems.extend(language_problems(
        "ios/project.yml's CFBundleLocalizations",
        yml_list(yml, "CFBundleLocalizations"),
        want,
    ));
    problems
}

#[test]
fn both_phones_offer_exactly_the_languages_of_locales() {
    let want = locale_folders();
    assert!(want.len() >= 5, "locales/ has {want:?}");
    assert_none(
        "the languages",
        languages_problems(
            &read(&format!("{RES}/xml/locales_config.xml")),
            &read("android/app/build.gradle.kts"),
            &read(PROJECT_YML),
            &want,
        ),
    );
}

#[test]
fn a_wrong_language_list_fails() {
    let want = locale_folders();
    let config = read(&format!("{RES}/xml/locales_config.xml"));
    let gradle = read("android/app/build.gradle.kts");
    let yml = read(PROJECT_YML);
    let no_dutch = config.replacen("<locale android:name=\"nl\" />", "", 1);
    assert_some(
        "a language left out",
        languages_problems(&no_dutch, &gradle, &yml, &want),
        "locales_config",
    );
    let german = config.replacen(
        "<locale android:name=\"nl\" />",
        "<locale android:name=\"de\" />",
        1,
    );
    assert_some(
        "another language",
        languages_problems(&german, &gradle, &yml, &want),
        "\"de\"",
    );
    let twice = config.replacen(
        "<locale android:name=\"nl\" />",
        "<locale android:name=\"nl\" /><locale android:name=\"nl\" />",
        1,
    );
    assert_some(
        "twice",
        languages_problems(&twice, &gradle, &yml, &want),
        "twice",
    );
    let filters = gradle.replacen("\"it\"", "\"fr\"", 1);
    assert_some(
        "the build's filters",
        languages_problems(&config, &filters, &yml, &want),
        "localeFilters",
    );
    let localizations = yml.replacen("[en, nl, es, pt, it]", "[en, nl, es, pt]", 1);
    assert_some(
        "iOS",
        languages_problems(&config, &gradle, &localizations, &want),
        "CFBundleLocalizations",
    );
}

// --- the Android manifest and its resources ---------------------------------------------------

/// The file a resource reference (`@mipmap/ic_launcher`) resolves to under `res`: a file of that
/// name in a folder of that type, with or without qualifiers (`mipmap-anydpi`).
fn resource(res: &Path, reference: &str) -> Result<Vec<PathBuf>, String> {
    let (kind, name) = reference
        .strip_prefix('@')
        .and_then(|r| r.split_once('/'))
        .ok_or(format!("{reference} is not a resource reference"))?;
    let mut found = Vec::new();
    for folder in std::fs::read_dir(res).map_err(|e| e.to_string())? {
        let folder = folder.map_err(|e| e.to_string())?.path();
        let folder_name = folder
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        if folder_name != kind && !folder_name.starts_with(&format!("{kind}-")) {
            continue;
        }
        for file in std::fs::read_dir(&folder).map_err(|e| e.to_string())? {
            let file = file.map_err(|e| e.to_string())?.path();
            if file.file_stem().is_some_and(|s| s == name) {
                found.push(file);
            }
        }
    }
    if found.is_empty() {
        Err(format!(
            "{reference}: no such resource under {}",
            res.display()
        ))
    } else {
        Ok(found)
    }
}

/// An adaptive icon's problems: its three layers, each a vector drawable on the 108 canvas.
fn adaptive_icon_problems(res: &Path, path: &Path) -> Vec<String> {
    let shown = path.display();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return vec![format!("{shown}: {e}")],
    };
    let doc = match roxmltree::Document::parse(&text) {
        Ok(d) => d,
        Err(e) => return vec![format!("{shown}: {e}")],
    };
    let root = doc.root_element();
    if !root.has_tag_name("adaptive-icon") {
        return vec![format!("{shown}: not an <adaptive-icon>")];
    }
    let mut problems = Vec::new();
    for layer in ["background", "foreground", "monochrome"] {
        let drawable = root
            .children()
            .find(|n| n.has_tag_name(layer))
            .and_then(|n| n.attribute((ANDROID_NS, "drawable")));
        let Some(drawable) = drawable else {
            problems.push(format!("{shown}: no <{layer}> drawable"));
            continue;
        };
        match resource(res, drawable) {
            Ok(files) => {
                for file in files {
                    let text = std::fs::read_to_string(&file).unwrap_or_default();
                    let vector = roxmltree::Document::parse(&text).ok().is_some_and(|d| {
                        let v = d.root_element();
                        v.has_tag_name("vector")
                            && v.attribute((ANDROID_NS, "viewportWidth")) == Some("108")
                            && v.attribute((ANDROID_NS, "viewportHeight")) == Some("108")
                    });
                    if !vector {
                        problems.push(format!(
                            "{}: the {layer} layer is not a vector drawable on the 108 x 108 canvas",
                            file.display()
                        ));
                    }
                }
            }
            Err(e) => problems.push(format!("{shown}: {e}")),
        }
    }
    problems
}

fn manifest_problems(manifest: &str, res: &Path) -> Vec<String> {
    let doc = match roxmltree::Document::parse(manifest) {
        Ok(d) => d,
        Err(e) => return vec![format!("the manifest: {e}")],
    };
    let Some(application) = doc.descendants().find(|n| n.has_tag_name("application")) else {
        return vec!["the manifest has no <application>".into()];
    };
    let mut problems = Vec::new();
    let mut named = |attribute: &str, want: &str| {
        let found = application.attribute((ANDROID_NS, attribute));
        if found != Some(want) {
            problems.push(format!(
                "<application android:{attribute}> is {found:?}, not {want:?}"
            ));
        }
    };
    named("icon", "@mipmap/ic_launcher");
    named("roundIcon", "@mipmap/ic_launcher_round");
    named("label", "@string/app_name");
    named("localeConfig", "@xml/locales_config");
    for icon in ["@mipmap/ic_launcher", "@mipmap/ic_launcher_round"] {
        match resource(res, icon) {
            Ok(files) => {
                for file in files {
                    problems.extend(adaptive_icon_problems(res, &file));
                }
            }
            Err(e) => problems.push(e),
        }
    }
    if let Err(e) = resource(res, "@xml/locales_config") {
        problems.push(e);
    }
    let strings = res.join("values/strings.xml");
    if let Err(e) = std::fs::read_to_string(&strings)
        .map_err(|e| e.to_string())
        .and_then(|text| android_app_name(&text))
    {
        problems.push(format!("{}: {e}", strings.display()));
    }
    problems
}

#[test]
fn the_android_manifest_names_the_icon_the_name_and_the_language_list() {
    assert_none(
        MANIFEST,
        manifest_problems(&read(MANIFEST), &repo().join(RES)),
    );
}

#[test]
fn a_wrong_manifest_or_icon_fails() {
    let good = read(MANIFEST);
    let res = repo().join(RES);
    let no_round = good.replacen("android:roundIcon=\"@mipmap/ic_launcher_round\"", "", 1);
    assert_some(
        "no round icon",
        manifest_problems(&no_round, &res),
        "roundIcon",
    );
    let no_config = good.replacen("android:localeConfig=\"@xml/locales_config\"", "", 1);
    assert_some(
        "no language list",
        manifest_problems(&no_config, &res),
        "localeConfig",
    );
    let elsewhere = good.replacen("@mipmap/ic_launcher\"", "@mipmap/ic_gone\"", 1);
    assert_some("another icon", manifest_problems(&elsewhere, &res), "icon");
    assert!(resource(&res, "@mipmap/ic_gone").is_err());

    // An icon whose monochrome layer is gone, in a copy of the resources.
    let copy = tempfile::tempdir().expect("a temporary folder");
    for folder in ["mipmap-anydpi", "drawable"] {
        let to = copy.path().join(folder);
        std::fs::create_dir_all(&to).expect("a folder");
        for file in std::fs::read_dir(res.join(folder)).expect("reads") {
            let file = file.expect("an entry").path();
            std::fs::copy(&file, to.join(file.file_name().expect("a name"))).expect("copies");
        }
    }
    std::fs::remove_file(copy.path().join("drawable/ic_launcher_monochrome.xml")).expect("removes");
    let icon = copy.path().join("mipmap-anydpi/ic_launcher.xml");
    assert_some(
        "no monochrome",
        adaptive_icon_problems(copy.path(), &icon),
        "ic_launcher_monochrome",
    );
    let text = std::fs::read_to_string(&icon).expect("reads");
    let without: Vec<&str> = text
        .lines()
        .filter(|l| !l.contains("<foreground"))
        .collect();
    std::fs::write(&icon, without.join("\n")).expect("writes");
    assert_some(
        "no foreground",
        adaptive_icon_problems(copy.path(), &icon),
        "no <foreground>",
    );
}

// --- the iOS AppIcon --------------------------------------------------------------------------

/// A PNG's problems as an App Store icon of `size`: its header's size, and no alpha (no alpha
/// channel, no transparency chunk).
fn png_icon_problems(png: &[u8], size: u32) -> Vec<String> {
    if !png.starts_with(b"\x89PNG\r\n\x1a\n") {
        return vec!["not a PNG".into()];
    }
    let mut problems = Vec::new();
    let mut at = 8;
    let mut first = true;
    while at + 8 <= png.len() {
        let length = u32::from_be_bytes([png[at], png[at + 1], png[at + 2], png[at + 3]]) as usize;
        let kind = &png[at + 4..at + 8];
        let Some(body) = png.get(at + 8..at + 8 + length) else {
            problems.push("a chunk runs past the end".into());
            break;
        };
        if first {
            if kind != b"IHDR" || length != 13 {
                return vec!["the first chunk is not IHDR".into()];
            }
            let width = u32::from_be_bytes([body[0], body[1], body[2], body[3]]);
            let height = u32::from_be_bytes([body[4], body[5], body[6], body[7]]);
            if (width, height) != (size, size) {
                problems.push(format!("{width} x {height}, not {size} x {size}"));
            }
            // Colour types 4 and 6 carry an alpha channel.
            if matches!(body[9], 4 | 6) {
                problems.push(format!("colour type {} has an alpha channel", body[9]));
            }
            first = false;
        }
        if kind == b"tRNS" {
            problems.push("a tRNS chunk makes colours transparent".into());
        }
        if kind == b"IEND" {
            return problems;
        }
        at += 12 + length;
    }
    problems.push("no IEND: the file is cut short".into());
    problems
}

fn appicon_problems(contents: &str, folder: &Path) -> Vec<String> {
    let json: serde_json::Value = match serde_json::from_str(contents) {
        Ok(j) => j,
        Err(e) => return vec![format!("Contents.json: {e}")],
    };
    let images = json["images"].as_array().cloned().unwrap_or_default();
    let [image] = &images[..] else {
        return vec![format!(
            "Contents.json has {} images; one 1024 x 1024 universal icon is asked for",
            images.len()
        )];
    };
    let mut problems = Vec::new();
    for (key, want) in [
        ("idiom", "universal"),
        ("platform", "ios"),
        ("size", "1024x1024"),
    ] {
        if image[key] != want {
            problems.push(format!(
                "Contents.json: {key} is {}, not {want:?}",
                image[key]
            ));
        }
    }
    let Some(file) = image["filename"].as_str() else {
        problems.push("Contents.json names no file".into());
        return problems;
    };
    match std::fs::read(folder.join(file)) {
        Ok(png) => problems.extend(
            png_icon_problems(&png, 1024)
                .into_iter()
                .map(|p| format!("{file}: {p}")),
        ),
        Err(e) => problems.push(format!("{file}: {e}")),
    }
    problems
}

#[test]
fn the_ios_app_icon_is_one_opaque_1024_png() {
    let folder = repo().join(APPICON);
    assert_none(
        APPICON,
        appicon_problems(&read(&format!("{APPICON}/Contents.json")), &folder),
    );
}

#[test]
fn a_wrong_app_icon_fails() {
    let folder = repo().join(APPICON);
    let contents = read(&format!("{APPICON}/Contents.json"));
    let gone = contents.replacen("AppIcon.png", "Gone.png", 1);
    assert_some(
        "a missing file",
        appicon_problems(&gone, &folder),
        "Gone.png",
    );
    let small = contents.replacen("1024x1024", "512x512", 1);
    assert_some("another size", appicon_problems(&small, &folder), "size");
    let png = std::fs::read(folder.join("AppIcon.png")).expect("the icon reads");
    assert_none("as committed", png_icon_problems(&png, 1024));
    let mut resized = png.clone();
    resized[16..20].copy_from_slice(&512u32.to_be_bytes());
    assert_some("512 wide", png_icon_problems(&resized, 1024), "512 x 1024");
    let mut alpha = png.clone();
    alpha[25] = 6;
    assert_some("alpha", png_icon_problems(&alpha, 1024), "alpha");
    assert_some(
        "cut short",
        png_icon_problems(&png[..png.len() / 2], 1024),
        "past the end",
    );
}
