//! The completeness check behind the localisation tests: every message and attribute of English
//! exists in every locale, in the same file, with the same variables; no locale has extra ids;
//! no file has syntax errors; no message is identical to English unless allow-listed (names,
//! numerals) in `locales/identical-to-english.txt`. Each problem names file, id and locale.

use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement,
};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::Path;

/// The reference locale.
pub const REFERENCE: &str = "en";
/// The allow-list file, one id per line (optionally followed by the locales it applies to).
pub const ALLOW_FILE: &str = "identical-to-english.txt";

/// One problem found.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Problem {
    pub locale: String,
    pub file: String,
    pub id: String,
    pub kind: ProblemKind,
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ProblemKind {
    Syntax(String),
    Missing,
    Extra,
    MissingFile,
    Attributes {
        expected: Vec<String>,
        found: Vec<String>,
    },
    Variables {
        expected: Vec<String>,
        found: Vec<String>,
    },
    SameAsEnglish,
    Duplicate,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}: {}: ", self.locale, self.file, self.id)?;
        match &self.kind {
            ProblemKind::Syntax(why) => write!(f, "syntax error: {why}"),
            ProblemKind::Missing => f.write_str("missing (English has it)"),
            ProblemKind::Extra => f.write_str("not in English"),
            ProblemKind::MissingFile => f.write_str("the file is missing"),
            ProblemKind::Attributes { expected, found } => {
                write!(f, "attributes {found:?}, English has {expected:?}")
            }
            ProblemKind::Variables { expected, found } => {
                write!(f, "variables {found:?}, English has {expected:?}")
            }
            ProblemKind::SameAsEnglish => {
                f.write_str("identical to English (allow-list it if it is a name)")
            }
            ProblemKind::Duplicate => f.write_str("defined twice"),
        }
    }
}

/// What the check knows about one message or term.
#[derive(Clone, Debug, PartialEq, Eq)]
struct EntryInfo {
    attributes: Vec<String>,
    variables: BTreeSet<String>,
    /// A normalised form of the whole entry, to detect untranslated copies.
    shape: String,
}

type FileEntries = BTreeMap<String, EntryInfo>;

fn parse_file(locale: &str, file: &str, source: &str, problems: &mut Vec<Problem>) -> FileEntries {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((r, errors)) => {
            for e in errors {
                problems.push(Problem {
                    locale: locale.into(),
                    file: file.into(),
                    id: format!("bytes {}..{}", e.pos.start, e.pos.end),
                    kind: ProblemKind::Syntax(format!("{:?}", e.kind)),
                });
            }
            r
        }
    };
    let mut entries = FileEntries::new();
    for entry in resource.body {
        let (id, value, attributes) = match entry {
            Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
            _ => continue,
        };
        let mut variables = BTreeSet::new();
        let mut shape = String::new();
        if let Some(p) = &value {
            pattern_vars(p, &mut variables);
            shape.push_str(&format!("{p:?}"));
        }
        let mut names = Vec::new();
        for a in &attributes {
            names.push(a.id.name.to_string());
            pattern_vars(&a.value, &mut variables);
            shape.push_str(&format!("{:?}", a.value));
        }
        names.sort();
        let info = EntryInfo {
            attributes: names,
            variables,
            shape,
        };
        if entries.insert(id.clone(), info).is_some() {
            problems.push(Problem {
                locale: locale.into(),
                file: file.into(),
                id,
                kind: ProblemKind::Duplicate,
            });
        }
    }
    entries
}

fn pattern_vars(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
        Expression::Inline(inline) => inline_vars(inline, out),
    }
}

fn inline_vars(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => call_vars(arguments, out),
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => call_vars(arguments, out),
        InlineExpression::Placeable { expression } => expression_vars(expression, out),
        _ => {}
    }
}

fn call_vars(arguments: &CallArguments<&str>, out: &mut BTreeSet<String>) {
    for p in &arguments.positional {
        inline_vars(p, out);
    }
    for n in &arguments.named {
        inline_vars(&n.value, out);
    }
}

/// Reads `root/<locale>/*.ftl` for every locale folder and reports every problem, sorted.
pub fn check_dir(root: &Path) -> std::io::Result<Vec<Problem>> {
    let mut locales: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for dir in std::fs::read_dir(root)? {
        let dir = dir?;
        if !dir.path().is_dir() {
            continue;
        }
        let locale = dir.file_name().to_string_lossy().into_owned();
        let files = locales.entry(locale).or_default();
        for file in std::fs::read_dir(dir.path())? {
            let file = file?;
            if file.path().extension().is_some_and(|x| x == "ftl") {
                files.insert(
                    file.file_name().to_string_lossy().into_owned(),
                    std::fs::read_to_string(file.path())?,
                );
            }
        }
    }
    let allow = std::fs::read_to_string(root.join(ALLOW_FILE)).unwrap_or_default();
    Ok(check(&locales, &allow))
}

/// Whether `id` may be identical to English in `locale` per the allow-list text.
fn allowed(allow: &str, id: &str, locale: &str) -> bool {
    allow.lines().any(|line| {
        let line = line.split('#').next().unwrap_or("");
        let mut words = line.split_whitespace();
        match words.next() {
            Some(first) if first == id => {
                let rest: Vec<&str> = words.collect();
                rest.is_empty() || rest.contains(&locale)
            }
            _ => false,
        }
    })
}

/// The check over locale -> file name -> source text.
pub fn check(locales: &BTreeMap<String, BTreeMap<String, String>>, allow: &str) -> Vec<Problem> {
    let mut problems = Vec::new();
    let empty = BTreeMap::new();
    let reference_files = locales.get(REFERENCE).unwrap_or(&empty);
    let reference: BTreeMap<&String, FileEntries> = reference_files
        .iter()
        .map(|(file, source)| (file, parse_file(REFERENCE, file, source, &mut problems)))
        .collect();
    for (locale, files) in locales.iter().filter(|(l, _)| l.as_str() != REFERENCE) {
        for (file, english) in &reference {
            let Some(source) = files.get(*file) else {
                problems.push(Problem {
                    locale: locale.clone(),
                    file: (*file).clone(),
                    id: "*".into(),
                    kind: ProblemKind::MissingFile,
                });
                continue;
            };
            let entries = parse_file(locale, file, source, &mut problems);
            let at = |id: &str, kind| Problem {
                locale: locale.clone(),
                file: (*file).clone(),
                id: id.to_string(),
                kind,
            };
            for (id, want) in english {
                match entries.get(id) {
                    None => problems.push(at(id, ProblemKind::Missing)),
                    Some(have) => {
                        if have.attributes != want.attributes {
                            problems.push(at(
                                id,
                                ProblemKind::Attributes {
                                    expected: want.attributes.clone(),
                                    found: have.attributes.clone(),
                                },
                            ));
                        }
                        if have.variables != want.variables {
                            problems.push(at(
                                id,
                                ProblemKind::Variables {
                                    expected: want.variables.iter().cloned().collect(),
                                    found: have.variables.iter().cloned().collect(),
                                },
                            ));
                        }
                        if have.shape == want.shape && !allowed(allow, id, locale) {
                            problems.push(at(id, ProblemKind::SameAsEnglish));
                        }
                    }
                }
            }
            for id in entries.keys().filter(|id| !english.contains_key(*id)) {
                problems.push(at(id, ProblemKind::Extra));
            }
        }
        for file in files.keys().filter(|f| !reference_files.contains_key(*f)) {
            problems.push(Problem {
                locale: locale.clone(),
                file: file.clone(),
                id: "*".into(),
                kind: ProblemKind::Extra,
            });
        }
    }
    problems.sort();
    problems
}

/// Message ids the Rust code names: every string literal inside `Msg::new(...)` in the `.rs`
/// files under `dir` (outside their `#[cfg(test)]` modules, which name made-up ids on purpose),
/// with where it was found (`file:line`).
pub fn ids_named_in_code(dir: &Path) -> std::io::Result<Vec<(String, String)>> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d)? {
            let path = entry?.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "rs") {
                let source = std::fs::read_to_string(&path)?;
                let code = source.split("#[cfg(test)]").next().unwrap_or("");
                for (line, id) in msg_new_literals(code) {
                    out.push((format!("{}:{line}", path.display()), id));
                }
            }
        }
    }
    out.sort();
    Ok(out)
}

/// Whether a literal has the shape of a message id (`dicen-tile`): lowercase words joined by
/// hyphens. Other literals inside a call (`"V1"` in a `match`) are not ids.
fn looks_like_id(literal: &str) -> bool {
    literal.contains('-')
        && literal.starts_with(|c: char| c.is_ascii_lowercase())
        && literal
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Id-shaped string literals inside the parentheses of each `Msg::new(` call, with 1-based line
/// numbers.
fn msg_new_literals(source: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let bytes = source.as_bytes();
    let mut from = 0;
    while let Some(at) = source[from..].find("Msg::new(") {
        let start = from + at + "Msg::new(".len();
        if source[..from + at].ends_with('"') {
            // The pattern itself, quoted in a string: not a call.
            from = start;
            continue;
        }
        let mut depth = 1;
        let mut i = start;
        while i < bytes.len() && depth > 0 {
            match bytes[i] {
                b'(' => depth += 1,
                b')' => depth -= 1,
                b'"' => {
                    let end = source[i + 1..].find('"').map_or(bytes.len(), |e| i + 1 + e);
                    let literal = &source[i + 1..end.min(bytes.len())];
                    if looks_like_id(literal) {
                        let line = source[..i].matches('\n').count() + 1;
                        out.push((line, literal.to_string()));
                    }
                    i = end;
                }
                _ => {}
            }
            i += 1;
        }
        from = start;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn locales(files: &[(&str, &str, &str)]) -> BTreeMap<String, BTreeMap<String, String>> {
        let mut out: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
        for (l, f, s) in files {
            out.entry(l.to_string())
                .or_default()
                .insert(f.to_string(), s.to_string());
        }
        out
    }

    #[test]
    fn every_kind_of_problem_is_found_and_named() {
        let en =
            "hello = Hello { $name }\nbye = Bye\n    .title = Leave\nname = DICEN\nonly-en = x\n";
        let nl = "hello = Hallo { $naam }\nbye = Doei\nname = DICEN\nonly-nl = y\nbroken = {\n";
        let problems = check(
            &locales(&[("en", "app.ftl", en), ("nl", "app.ftl", nl)]),
            "",
        );
        let kinds: Vec<(String, &ProblemKind)> =
            problems.iter().map(|p| (p.id.clone(), &p.kind)).collect();
        assert!(
            kinds
                .iter()
                .any(|(id, k)| id == "hello" && matches!(k, ProblemKind::Variables { .. })),
            "{kinds:?}"
        );
        assert!(kinds
            .iter()
            .any(|(id, k)| id == "bye" && matches!(k, ProblemKind::Attributes { .. })));
        assert!(kinds
            .iter()
            .any(|(id, k)| id == "name" && matches!(k, ProblemKind::SameAsEnglish)));
        assert!(kinds
            .iter()
            .any(|(id, k)| id == "only-en" && matches!(k, ProblemKind::Missing)));
        assert!(kinds
            .iter()
            .any(|(id, k)| id == "only-nl" && matches!(k, ProblemKind::Extra)));
        assert!(kinds
            .iter()
            .any(|(_, k)| matches!(k, ProblemKind::Syntax(_))));
        let shown = problems[0].to_string();
        assert!(shown.starts_with("nl/app.ftl: "), "{shown}");
    }

    #[test]
    fn the_allow_list_admits_names() {
        let en = "name = DICEN\n";
        let set = locales(&[
            ("en", "a.ftl", en),
            ("nl", "a.ftl", en),
            ("it", "a.ftl", en),
        ]);
        assert!(check(&set, "name\n").is_empty());
        let only_nl = check(&set, "name nl # the box's own name\n");
        assert_eq!(only_nl.len(), 1);
        assert_eq!(only_nl[0].locale, "it");
    }

    #[test]
    fn literals_inside_msg_new_are_found() {
        let src = "let a = Msg::new(\"app-one\");\nlet b = Msg::new(match x { \"V1\" => \"app-two\", _ => \"app-three\" }).int(\"n\", 1);\n";
        let ids: Vec<String> = msg_new_literals(src)
            .into_iter()
            .map(|(_, id)| id)
            .collect();
        assert_eq!(ids, vec!["app-one", "app-two", "app-three"]);
    }
}
