//! `expect` matching: the expected JSON is a subset of the state JSON.
//!
//! - An object matches when every key it names matches in the state (other keys are ignored).
//! - An array matches an array of the same length, element by element.
//! - Numbers match by value (`1` equals `1.0`); everything else by equality.

use serde_json::Value;

/// Where an expectation failed.
#[derive(Clone, Debug, PartialEq)]
pub struct Mismatch {
    /// JSON path of the field, like `players[1].open`.
    pub field: String,
    pub expected: Value,
    /// `None` when the field is missing from the state.
    pub found: Option<Value>,
}

/// Checks `expected` against `actual`; the first mismatch in document order is reported.
pub fn subset(expected: &Value, actual: &Value) -> Result<(), Mismatch> {
    walk(expected, actual, &mut String::new())
}

fn walk(expected: &Value, actual: &Value, path: &mut String) -> Result<(), Mismatch> {
    let fail = |path: &str, found: Option<&Value>| Mismatch {
        field: if path.is_empty() {
            "$".into()
        } else {
            path.to_string()
        },
        expected: expected.clone(),
        found: found.cloned(),
    };
    match (expected, actual) {
        (Value::Object(want), Value::Object(have)) => {
            for (key, want_value) in want {
                let len = path.len();
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(key);
                match have.get(key) {
                    Some(have_value) => walk(want_value, have_value, path)?,
                    None => {
                        return Err(Mismatch {
                            field: path.clone(),
                            expected: want_value.clone(),
                            found: None,
                        })
                    }
                }
                path.truncate(len);
            }
            Ok(())
        }
        (Value::Array(want), Value::Array(have)) => {
            if want.len() != have.len() {
                return Err(fail(path, Some(actual)));
            }
            for (i, (w, h)) in want.iter().zip(have).enumerate() {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                walk(w, h, path)?;
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
                Err(fail(path, Some(actual)))
            }
        }
        _ if expected == actual => Ok(()),
        _ => Err(fail(path, Some(actual))),
    }
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
}
