//! The Swift bindings' byte reader, replaced after generation.
//!
//! UniFFI 0.32's Swift `readInt` and `readBytes` copy every value out of the lifted buffer with
//! Foundation's generic `DataProtocol.copyBytes(to:from:)`, which is not specialised across the
//! module boundary: each integer, tag and string length goes through Swift's generic runtime.
//! Lifting a late Ganjifa view (6 KB in UniFFI's format) took ~180 µs on Linux that way: in a
//! profile of `view()` called in a loop, 78 % of the time was in `libswiftCore` and
//! `FoundationEssentials`, 2 % in the core's library. The functions here keep UniFFI's signatures
//! and checks (big-endian values, a `bufferOverflow` error past the end) and read through one
//! `withUnsafeBytes` each instead; a string is decoded straight from the buffer, without a byte
//! array in between. The same view's `LiveTable.view()` from Swift (release, median of 3,000):
//! 183 µs with UniFFI's reader, 40 µs with the integer and byte readers replaced, 32 µs with the
//! string reader too.
//!
//! Each function is found by its exact signature and replaced up to its closing brace; a
//! generated file without the signature fails generation, so a UniFFI upgrade that changes the
//! reader is noticed instead of silently shipping the slow one. Patching is idempotent.

use std::fmt;

/// Marks a patched file (and lets `scripts/check-bindings` find the patch).
pub const MARK: &str = "// Cardavia's reader:";

const READ_INT: &str = "fileprivate func readInt<T: FixedWidthInteger>(_ reader: inout (data: Data, offset: Data.Index)) throws -> T {";

const READ_BYTES: &str = "fileprivate func readBytes(_ reader: inout (data: Data, offset: Data.Index), count: Int) throws -> Array<UInt8> {";

const READ_STRING: &str =
    "    public static func read(from buf: inout (data: Data, offset: Data.Index)) throws -> String {";

const FAST_READ_INT: &str = r#"// Cardavia's reader: an integer at the current offset, big-endian, loaded straight from the
// buffer's bytes (no generic copy per value); throws past the end like UniFFI's own.
fileprivate func readInt<T: FixedWidthInteger>(_ reader: inout (data: Data, offset: Data.Index)) throws -> T {
    let start = reader.offset - reader.data.startIndex
    let size = MemoryLayout<T>.size
    guard start >= 0, reader.data.count - start >= size else {
        throw UniffiInternalError.bufferOverflow
    }
    let value = reader.data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start, as: T.self) }
    reader.offset += size
    return T(bigEndian: value)
}"#;

const FAST_READ_BYTES: &str = r#"// Cardavia's reader: `count` bytes at the current offset, copied once.
fileprivate func readBytes(_ reader: inout (data: Data, offset: Data.Index), count: Int) throws -> Array<UInt8> {
    let start = reader.offset - reader.data.startIndex
    guard start >= 0, count >= 0, reader.data.count - start >= count else {
        throw UniffiInternalError.bufferOverflow
    }
    let value = reader.data.withUnsafeBytes { Array(UnsafeRawBufferPointer(rebasing: $0[start..<start + count])) }
    reader.offset += count
    return value
}"#;

const FAST_READ_STRING: &str = r#"    // Cardavia's reader: the string decoded from the buffer's bytes where they are.
    public static func read(from buf: inout (data: Data, offset: Data.Index)) throws -> String {
        let len: Int32 = try readInt(&buf)
        let count = Int(len)
        let start = buf.offset - buf.data.startIndex
        guard start >= 0, count >= 0, buf.data.count - start >= count else {
            throw UniffiInternalError.bufferOverflow
        }
        let value = buf.data.withUnsafeBytes {
            String(decoding: UnsafeRawBufferPointer(rebasing: $0[start..<start + count]), as: UTF8.self)
        }
        buf.offset += count
        return value
    }"#;

/// Why a generated Swift file could not be patched.
#[derive(Debug, PartialEq, Eq)]
pub enum PatchError {
    /// The function's signature is not there exactly once.
    Signature {
        signature: &'static str,
        found: usize,
    },
    /// The function has no closing brace at its own indentation.
    Unclosed { signature: &'static str },
}

impl fmt::Display for PatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PatchError::Signature { signature, found } => write!(
                f,
                "the generated Swift has {found} copies of `{signature}` (one expected)"
            )?,
            PatchError::Unclosed { signature } => write!(
                f,
                "the generated Swift's `{signature}` has no closing brace at its indentation"
            )?,
        }
        write!(
            f,
            ": UniFFI's reader changed; review bindings/uniffi-bindgen/src/swift_reader.rs"
        )
    }
}

/// The generated Swift with its reader replaced (unchanged if it was patched already).
pub fn patch(swift: &str) -> Result<String, PatchError> {
    if swift.contains(MARK) {
        return Ok(swift.to_owned());
    }
    let swift = replace_function(swift, READ_INT, FAST_READ_INT)?;
    let swift = replace_function(&swift, READ_BYTES, FAST_READ_BYTES)?;
    replace_function(&swift, READ_STRING, FAST_READ_STRING)
}

/// Replaces the function that starts with `signature` (through the first `}` alone on a line at
/// the signature's indentation) with `replacement`.
fn replace_function(
    swift: &str,
    signature: &'static str,
    replacement: &str,
) -> Result<String, PatchError> {
    let found = swift.matches(signature).count();
    let start = match swift.find(signature) {
        Some(start) if found == 1 => start,
        _ => return Err(PatchError::Signature { signature, found }),
    };
    let indent = &signature[..signature.len() - signature.trim_start().len()];
    let closing = format!("\n{indent}}}\n");
    let Some(close) = swift[start..].find(&closing) else {
        return Err(PatchError::Unclosed { signature });
    };
    let end = start + close + closing.len() - 1;
    Ok(format!(
        "{}{}{}",
        &swift[..start],
        replacement,
        &swift[end..]
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stand-in for the generated file: the three readers between other code.
    fn generated() -> String {
        format!(
            "import Foundation\n\n// Reads an integer.\n{READ_INT}\n    let a = 1\n    if a == 1 {{\n        return 0\n    }}\n    return 1\n}}\n\n\
             {READ_BYTES}\n    return []\n}}\n\nfileprivate func readFloat() {{\n}}\n\n\
             struct FfiConverterString {{\n{READ_STRING}\n        return \"old\"\n    }}\n\n    \
             public static func write() {{\n    }}\n}}\n"
        )
    }

    #[test]
    fn replaces_the_three_readers_and_nothing_else() {
        let patched = patch(&generated()).expect("patched");
        assert!(patched.starts_with("import Foundation\n\n// Reads an integer.\n"));
        assert!(patched.contains(FAST_READ_INT));
        assert!(patched.contains(FAST_READ_BYTES));
        assert!(patched.contains(FAST_READ_STRING));
        assert!(!patched.contains("let a = 1"), "the old body is gone");
        assert!(!patched.contains("return []"), "the old body is gone");
        assert!(!patched.contains("\"old\""), "the old body is gone");
        assert!(patched.contains("\n\nfileprivate func readFloat() {\n}\n"));
        assert!(patched.ends_with("    }\n\n    public static func write() {\n    }\n}\n"));
        assert_eq!(patched.matches(READ_INT).count(), 1);
    }

    #[test]
    fn patching_twice_changes_nothing() {
        let once = patch(&generated()).expect("patched");
        assert_eq!(patch(&once).expect("patched again"), once);
    }

    #[test]
    fn a_reader_that_changed_is_refused() {
        let changed = generated().replace("count: Int)", "length: Int)");
        let error = patch(&changed).expect_err("refused");
        assert_eq!(
            error,
            PatchError::Signature {
                signature: READ_BYTES,
                found: 0
            }
        );
        assert!(error
            .to_string()
            .contains("0 copies of `fileprivate func readBytes"));
        let twice = format!("{}{}", generated(), generated());
        assert!(matches!(
            patch(&twice),
            Err(PatchError::Signature { found: 2, .. })
        ));
        let unclosed =
            format!("{READ_INT}\n    return 1\n}}\n\n{READ_BYTES}\n    return []\n    }}\n");
        assert_eq!(
            patch(&unclosed),
            Err(PatchError::Unclosed {
                signature: READ_BYTES
            })
        );
    }
}
