//! `expect` matching: the expected JSON is a pattern the state JSON must fit.
//!
//! - An object matches an object when every key it names matches in the state (other keys are
//!   ignored).
//! - An array matches an array of the same length, element by element.
//! - Numbers match by value (`1` equals `1.0`); everything else by equality.
//! - Keys starting with `$` are matchers on the value itself (all must hold, together with any
//!   plain keys of the same object):
//!   - `{"$contains": [p, ...]}`: an array in which each pattern matches a different element,
//!     in any order (more elements may be there);
//!   - `{"$set": [p, ...]}`: the same, and nothing else is there (same length, any order);
//!   - `{"$len": n}`: an array or object with `n` elements or keys, or a string of `n`
//!     characters;
//!   - `{"$absent": p}`: in an array, no element matches `p`; in an object, no key named `p` (a
//!     string, or a list of strings) is there; on any other value, the value does not match
//!     `p`; a key missing from the state altogether satisfies it.
//!
//! Any other `$` key makes the file malformed ([`check_pattern`] runs before the first step), so
//! a typo never silently disables a check.

use serde_json::{Map, Value};

/// Where an expectation failed.
#[derive(Clone, Debug, PartialEq)]
pub struct Mismatch {
    /// JSON path of the field, like `players[1].open`.
    pub field: String,
    pub expected: Value,
    /// `None` when the field is missing from the state.
    pub found: Option<Value>,
}

/// The matcher keys, in the order they are documented.
pub const MATCHERS: [&str; 4] = ["$contains", "$set", "$len", "$absent"];

/// Checks that every `$` key in `pattern` is a known matcher with an operand of the right shape.
/// `Err((path, why))` names the first fault, the path relative to the pattern.
pub fn check_pattern(pattern: &Value) -> Result<(), (String, String)> {
    check_at(pattern, &mut String::new())
}

fn check_at(pattern: &Value, path: &mut String) -> Result<(), (String, String)> {
    match pattern {
        Value::Object(map) => {
            for (key, value) in map {
                let len = path.len();
                push_key(path, key);
                if key.starts_with('$') {
                    check_matcher(key, value).map_err(|why| (path.clone(), why))?;
                }
                match (key.as_str(), value) {
                    ("$contains" | "$set", Value::Array(items)) => {
                        for (i, item) in items.iter().enumerate() {
                            let inner = path.len();
                            path.push_str(&format!("[{i}]"));
                            check_at(item, path)?;
                            path.truncate(inner);
                        }
                    }
                    _ => check_at(value, path)?,
                }
                path.truncate(len);
            }
            Ok(())
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                check_at(item, path)?;
                path.truncate(len);
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

fn check_matcher(key: &str, operand: &Value) -> Result<(), String> {
    match key {
        "$contains" | "$set" if !operand.is_array() => {
            Err(format!("{key} takes a list of patterns"))
        }
        "$len" if !operand.is_u64() => Err("$len takes a whole number, 0 or more".into()),
        "$contains" | "$set" | "$len" | "$absent" => Ok(()),
        other => Err(format!(
            "{other:?} is not a matcher (known: {})",
            MATCHERS.join(", ")
        )),
    }
}

fn push_key(path: &mut String, key: &str) {
    if !path.is_empty() {
        path.push('.');
    }
    path.push_str(key);
}

/// Checks `expected` against `actual`; the first mismatch in document order is reported.
pub fn subset(expected: &Value, actual: &Value) -> Result<(), Mismatch> {
    walk(expected, Some(actual), &mut String::new())
}

fn field_name(path: &str) -> String {
    if path.is_empty() {
        "$".into()
    } else {
        path.to_string()
    }
}

/// Matches `expected` against `actual` (`None`: the key is missing from the state).
fn walk(expected: &Value, actual: Option<&Value>, path: &mut String) -> Result<(), Mismatch> {
    let fail = |path: &str| Mismatch {
        field: field_name(path),
        expected: expected.clone(),
        found: actual.cloned(),
    };
    if let Value::Object(want) = expected {
        if want.keys().any(|k| k.starts_with('$')) {
            return walk_matchers(want, actual, path);
        }
    }
    let Some(actual) = actual else {
        return Err(fail(path));
    };
    match (expected, actual) {
        (Value::Object(want), Value::Object(have)) => walk_keys(want, have, path),
        (Value::Array(want), Value::Array(have)) => {
            if want.len() != have.len() {
                return Err(fail(path));
            }
            for (i, (w, h)) in want.iter().zip(have).enumerate() {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                walk(w, Some(h), path)?;
                path.truncate(len);
            }
            Ok(())
        }
        (Value::Number(want), Value::Number(have)) => {
            let same = match (want.as_i64(), have.as_i64()) {
                (Some(a), Some(b)) => a == b,
                _ => want.as_f64() == have.as_f64(),
            };
            if same {
                Ok(())
            } else {
                Err(fail(path))
            }
        }
        _ if expected == actual => Ok(()),
        _ => Err(fail(path)),
    }
}

fn walk_keys(
    want: &Map<String, Value>,
    have: &Map<String, Value>,
    path: &mut String,
) -> Result<(), Mismatch> {
    for (key, want_value) in want.iter().filter(|(k, _)| !k.starts_with('$')) {
        let len = path.len();
        push_key(path, key);
        walk(want_value, have.get(key), path)?;
        path.truncate(len);
    }
    Ok(())
}

/// An object with `$` keys: each matcher applies to the value itself, and its plain keys, if
/// any, to the value's keys.
fn walk_matchers(
    want: &Map<String, Value>,
    actual: Option<&Value>,
    path: &mut String,
) -> Result<(), Mismatch> {
    for (key, operand) in want.iter().filter(|(k, _)| k.starts_with('$')) {
        let holds = match actual {
            None => key == "$absent",
            Some(actual) => matcher_holds(key, operand, actual),
        };
        if !holds {
            return Err(Mismatch {
                field: field_name(path),
                expected: Value::Object(Map::from_iter([(key.clone(), operand.clone())])),
                found: actual.cloned(),
            });
        }
    }
    if want.keys().all(|k| k.starts_with('$')) {
        return Ok(());
    }
    match actual {
        Some(Value::Object(have)) => walk_keys(want, have, path),
        _ => Err(Mismatch {
            field: field_name(path),
            expected: Value::Object(want.clone()),
            found: actual.cloned(),
        }),
    }
}

fn matches(pattern: &Value, actual: &Value) -> bool {
    walk(pattern, Some(actual), &mut String::new()).is_ok()
}

fn matcher_holds(key: &str, operand: &Value, actual: &Value) -> bool {
    match (key, operand, actual) {
        ("$contains", Value::Array(patterns), Value::Array(items)) => {
            each_matches_a_different(patterns, items)
        }
        ("$set", Value::Array(patterns), Value::Array(items)) => {
            patterns.len() == items.len() && each_matches_a_different(patterns, items)
        }
        ("$len", n, _) => {
            let len = match actual {
                Value::Array(items) => items.len(),
                Value::Object(map) => map.len(),
                Value::String(s) => s.chars().count(),
                _ => return false,
            };
            n.as_u64() == Some(len as u64)
        }
        ("$absent", pattern, Value::Array(items)) => !items.iter().any(|i| matches(pattern, i)),
        ("$absent", Value::String(name), Value::Object(map)) => !map.contains_key(name),
        ("$absent", Value::Array(names), Value::Object(map)) => names
            .iter()
            .all(|n| n.as_str().is_none_or(|n| !map.contains_key(n))),
        ("$absent", pattern, other) => !matches(pattern, other),
        _ => false,
    }
}

/// Whether each pattern can be given its own element that it matches (a bipartite matching,
/// found by augmenting paths: arrays in a state are short).
fn each_matches_a_different(patterns: &[Value], items: &[Value]) -> bool {
    let fits: Vec<Vec<usize>> = patterns
        .iter()
        .map(|p| {
            (0..items.len())
                .filter(|&i| matches(p, &items[i]))
                .collect()
        })
        .collect();
    let mut owner: Vec<Option<usize>> = vec![None; items.len()];
    (0..patterns.len()).all(|p| {
        let mut seen = vec![false; items.len()];
        augment(p, &fits, &mut owner, &mut seen)
    })
}

fn augment(p: usize, fits: &[Vec<usize>], owner: &mut [Option<usize>], seen: &mut [bool]) -> bool {
    for &item in &fits[p] {
        if seen[item] {
            continue;
        }
        seen[item] = true;
        let free = match owner[item] {
            None => true,
            Some(other) => augment(other, fits, owner, seen),
        };
        if free {
            owner[item] = Some(p);
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn objects_match_on_the_keys_they_name() {
        let state = json!({"turn": 1, "players": [{"open": [1, 2], "out": false}, {"open": [], "out": true}]});
        assert!(subset(&json!({"turn": 1}), &state).is_ok());
        assert!(subset(&json!({"players": [{}, {"out": true}]}), &state).is_ok());
        assert!(subset(&json!({"turn": 1.0}), &state).is_ok());
    }

    #[test]
    fn mismatches_name_the_field() {
        let state = json!({"turn": 1, "players": [{"open": [1, 2]}, {"open": []}]});
        let m = subset(&json!({"players": [{"open": [1, 3]}, {}]}), &state).unwrap_err();
        assert_eq!(m.field, "players[0].open[1]");
        assert_eq!(m.found, Some(json!(2)));
        let m = subset(&json!({"players": [{}]}), &state).unwrap_err();
        assert_eq!(m.field, "players", "arrays must have the same length");
        let m = subset(&json!({"nope": 1}), &state).unwrap_err();
        assert_eq!((m.field.as_str(), m.found), ("nope", None));
        let m = subset(&json!(2), &json!(1)).unwrap_err();
        assert_eq!(m.field, "$");
    }

    #[test]
    fn contains_needs_a_different_element_for_each_pattern_in_any_order() {
        let state = json!({"legal": ["play Ma1", "play Ma2", "play Ku3"], "hand": ["narr", "VII"]});
        assert!(subset(
            &json!({"legal": {"$contains": ["play Ku3", "play Ma1"]}}),
            &state
        )
        .is_ok());
        assert!(subset(&json!({"legal": {"$contains": []}}), &state).is_ok());
        let m = subset(&json!({"legal": {"$contains": ["play Ma3"]}}), &state).unwrap_err();
        assert_eq!(m.field, "legal");
        assert!(subset(&json!({"hand": {"$contains": ["narr", "narr"]}}), &state).is_err());
        // A pattern that fits several elements must not take the only one another needs.
        let items = json!([{"a": 1, "b": 2}, {"a": 1}]);
        assert!(subset(&json!({"$contains": [{"a": 1}, {"b": 2}]}), &items).is_ok());
        assert!(subset(&json!({"$contains": [1]}), &json!("1")).is_err());
    }

    #[test]
    fn set_is_the_same_elements_in_any_order() {
        let state = json!({"winners": [2, 0]});
        assert!(subset(&json!({"winners": {"$set": [0, 2]}}), &state).is_ok());
        assert!(subset(&json!({"winners": {"$set": [0]}}), &state).is_err());
        assert!(subset(&json!({"winners": {"$set": [0, 2, 2]}}), &state).is_err());
        assert!(subset(&json!({"winners": {"$set": [0, 1]}}), &state).is_err());
    }

    #[test]
    fn len_counts_elements_keys_and_characters() {
        let state =
            json!({"hand": [1, 2, 3], "cards": {"6a": {}, "6b": {}}, "name": "Ann", "n": 3});
        assert!(subset(&json!({"hand": {"$len": 3}}), &state).is_ok());
        assert!(subset(&json!({"cards": {"$len": 2}}), &state).is_ok());
        assert!(subset(&json!({"name": {"$len": 3}}), &state).is_ok());
        assert!(subset(&json!({"hand": {"$len": 2}}), &state).is_err());
        assert!(subset(&json!({"n": {"$len": 3}}), &state).is_err());
        assert!(subset(&json!({"nope": {"$len": 0}}), &state).is_err());
    }

    #[test]
    fn absent_refuses_an_element_a_key_or_a_value() {
        let state = json!({"hand": ["Ma1", "Ku2"], "seat": 1, "players": [{"card": null}]});
        assert!(subset(&json!({"hand": {"$absent": "Ka3"}}), &state).is_ok());
        assert!(subset(&json!({"hand": {"$absent": "Ma1"}}), &state).is_err());
        assert!(subset(&json!({"$absent": "hands"}), &state).is_ok());
        assert!(subset(&json!({"$absent": ["hands", "deck"]}), &state).is_ok());
        assert!(subset(&json!({"$absent": ["hands", "seat"]}), &state).is_err());
        assert!(subset(&json!({"hands": {"$absent": "Ma1"}}), &state).is_ok());
        assert!(subset(&json!({"seat": {"$absent": 2}}), &state).is_ok());
        assert!(subset(&json!({"seat": {"$absent": 1}}), &state).is_err());
        // Matchers and plain keys in one object must all hold.
        let both =
            json!({"seat": 1, "$absent": "hands", "hand": {"$len": 2, "$contains": ["Ku2"]}});
        assert!(subset(&both, &state).is_ok());
        let m = subset(&json!({"seat": 2, "$absent": "hands"}), &state).unwrap_err();
        assert_eq!(m.field, "seat");
    }

    #[test]
    fn unknown_matchers_and_bad_operands_are_named() {
        assert!(check_pattern(&json!({"a": {"$contains": [{"$len": 1}]}})).is_ok());
        let (path, why) = check_pattern(&json!({"a": [{"$contain": [1]}]})).unwrap_err();
        assert_eq!(path, "a[0].$contain");
        assert!(why.contains("not a matcher"), "{why}");
        let (path, _) = check_pattern(&json!({"a": {"$set": [{"$lenn": 1}]}})).unwrap_err();
        assert_eq!(path, "a.$set[0].$lenn");
        assert!(check_pattern(&json!({"$len": -1})).is_err());
        assert!(check_pattern(&json!({"$len": 1.5})).is_err());
        assert!(check_pattern(&json!({"$set": 3})).is_err());
    }
}
