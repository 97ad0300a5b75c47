//! Replacing exact pieces of generated bindings: a function by its signature, a line, a type
//! everywhere. Each finds its text exactly or fails, so a UniFFI upgrade that changes what is
//! patched is noticed at generation instead of shipping the old code or half a patch.

use std::fmt;

/// Why a generated file could not be patched.
#[derive(Debug, PartialEq, Eq)]
pub enum PatchError {
    /// The text is not there exactly once.
    Signature {
        signature: &'static str,
        found: usize,
    },
    /// The function has no closing brace at its own indentation.
    Unclosed { signature: &'static str },
    /// The text to replace everywhere is nowhere.
    Missing { text: &'static str },
}

impl fmt::Display for PatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PatchError::Signature { signature, found } => write!(
                f,
                "the generated code has {found} copies of `{signature}` (one expected)"
            )?,
            PatchError::Unclosed { signature } => write!(
                f,
                "the generated code's `{signature}` has no closing brace at its indentation"
            )?,
            PatchError::Missing { text } => {
                write!(f, "the generated code has no `{text}` to replace")?
            }
        }
        write!(
            f,
            ": UniFFI's generated code changed; review bindings/uniffi-bindgen/src/"
        )
    }
}

/// Replaces the function that starts with `signature` (through the first `}` alone on a line at
/// the signature's indentation) with `replacement`.
pub fn replace_function(
    source: &str,
    signature: &'static str,
    replacement: &str,
) -> Result<String, PatchError> {
    let start = find_once(source, signature)?;
    let indent = &signature[..signature.len() - signature.trim_start().len()];
    let closing = format!("\n{indent}}}\n");
    let Some(close) = source[start..].find(&closing) else {
        return Err(PatchError::Unclosed { signature });
    };
    let end = start + close + closing.len() - 1;
    let mut patched = source.to_owned();
    patched.replace_range(start..end, replacement);
    Ok(patched)
}

/// Replaces `text`, which must be there exactly once.
pub fn replace_once(
    source: &str,
    text: &'static str,
    replacement: &str,
) -> Result<String, PatchError> {
    let start = find_once(source, text)?;
    let mut patched = source.to_owned();
    patched.replace_range(start..start + text.len(), replacement);
    Ok(patched)
}

/// Replaces every `text`, which must be there at least once.
pub fn replace_all(
    source: &str,
    text: &'static str,
    replacement: &str,
) -> Result<String, PatchError> {
    if !source.contains(text) {
        return Err(PatchError::Missing { text });
    }
    Ok(source.replace(text, replacement))
}

fn find_once(source: &str, text: &'static str) -> Result<usize, PatchError> {
    let found = source.matches(text).count();
    match source.find(text) {
        Some(start) if found == 1 => Ok(start),
        _ => Err(PatchError::Signature {
            signature: text,
            found,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIGNATURE: &str = "    fun read() {";

    #[test]
    fn a_function_is_replaced_through_its_own_closing_brace() {
        let source =
            "a\n    fun read() {\n        if x {\n        }\n    }\n    fun next() {\n    }\n";
        assert_eq!(
            replace_function(source, SIGNATURE, "    fun read() = 1").expect("replaced"),
            "a\n    fun read() = 1\n    fun next() {\n    }\n"
        );
        assert_eq!(
            replace_function("    fun read() {\n        x\n}\n", SIGNATURE, ""),
            Err(PatchError::Unclosed {
                signature: SIGNATURE
            })
        );
    }

    #[test]
    fn text_to_replace_once_must_be_there_once() {
        assert_eq!(replace_once("a b c", "b", "d").expect("replaced"), "a d c");
        assert_eq!(
            replace_once("a b b", "b", "d"),
            Err(PatchError::Signature {
                signature: "b",
                found: 2
            })
        );
        let missing = replace_once("a c", "b", "d").expect_err("refused");
        assert_eq!(
            missing,
            PatchError::Signature {
                signature: "b",
                found: 0
            }
        );
        assert!(missing.to_string().contains("0 copies of `b`"));
    }

    #[test]
    fn text_to_replace_everywhere_must_be_somewhere() {
        assert_eq!(replace_all("a b b", "b", "d").expect("replaced"), "a d d");
        assert_eq!(
            replace_all("a c", "b", "d"),
            Err(PatchError::Missing { text: "b" })
        );
    }
}
