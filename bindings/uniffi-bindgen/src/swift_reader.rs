//! The Swift bindings' byte reader, replaced after generation.
//!
//! UniFFI 0.32's Swift lifts a buffer through a reader `(data: Data, offset: Data.Index)`, and
//! its `readInt` and `readBytes` copy every value out with Foundation's generic
//! `DataProtocol.copyBytes(to:from:)`, which is not specialised across the module boundary:
//! each integer, tag and string length goes through Swift's generic runtime. Lifting a late
//! Ganjifa view (6 KB in UniFFI's format) took ~180 µs on Linux that way; in a profile of
//! `view()` called in a loop, 78 % of the time was in `libswiftCore` and `FoundationEssentials`.
//! Replacing those two functions and the string reader with ones that read through one
//! `Data.withUnsafeBytes` each brought it to 32 µs that day; every value still went through
//! `Data`'s own access code.
//!
//! So the reader reads the lifted `RustBuffer`'s bytes where they are: its type becomes
//! `(data: UnsafeRawBufferPointer, offset: Int)` in every read function, `createReader` takes
//! the buffer's bytes, and the lift hands it the `RustBuffer`'s memory, which stays valid until
//! the lift's own `buf.deallocate()` after the last read (every value read is a copy: a string
//! is decoded straight from the bytes, without a byte array in between). The integer, byte and
//! string readers keep UniFFI's signatures otherwise and its checks (big-endian values, a
//! `bufferOverflow` error past the end). `LiveTable.view()` of the kept view from Swift
//! (release, Linux, a Ganjifa hand of 40 cards at the start of a series' last deal, 10 KB;
//! medians of 8,000 back to back, and of 400 after 3 ms asleep; two runs each, alternating):
//! reading through `Data` (with the integer, byte and string readers already replaced)
//! 128–130 µs back to back, 179–224 µs after a pause; reading the buffer in place 75–80 µs and
//! 111–148 µs. The core's side of that call (copying the kept view, lowering it) is about 43 µs
//! of it.
//!
//! Each function and line is found by its exact text and replaced (a function up to its closing
//! brace); a generated file without it fails generation, so a UniFFI upgrade that changes the
//! reader is noticed instead of silently shipping the slow one or mixing the two reader types.
//! Patching is idempotent.

use crate::patch::{replace_all, replace_function, replace_once, PatchError};

/// Marks each patched place (and lets `scripts/check-bindings` count them).
pub const MARK: &str = "// Cardavia's reader:";

/// UniFFI's reader type, spelled this way in every read function's signature.
const DATA_READER: &str = "(data: Data, offset: Data.Index)";

/// The reader type after patching: the lifted buffer's own bytes.
const BYTES_READER: &str = "(data: UnsafeRawBufferPointer, offset: Int)";

const CREATE_READER: &str =
    "fileprivate func createReader(data: Data) -> (data: Data, offset: Data.Index) {";

const READ_INT: &str = "fileprivate func readInt<T: FixedWidthInteger>(_ reader: inout (data: Data, offset: Data.Index)) throws -> T {";

const READ_BYTES: &str = "fileprivate func readBytes(_ reader: inout (data: Data, offset: Data.Index), count: Int) throws -> Array<UInt8> {";

const READ_STRING: &str =
    "    public static func read(from buf: inout (data: Data, offset: Data.Index)) throws -> String {";

/// The one line where a `RustBuffer` becomes a reader (in `FfiConverterRustBuffer.lift`).
const LIFT_READER: &str = "        var reader = createReader(data: Data(rustBuffer: buf))\n";

const FAST_CREATE_READER: &str = r#"// Cardavia's reader: reads a lifted buffer's bytes where they are (through `Data`, every
// access went through Foundation's generic code).
fileprivate func createReader(data: UnsafeRawBufferPointer) -> (data: UnsafeRawBufferPointer, offset: Int) {
    (data: data, offset: 0)
}"#;

const FAST_LIFT_READER: &str = r#"        // Cardavia's reader: the buffer's own bytes, valid until `buf.deallocate()` below.
        var reader = createReader(data: UnsafeRawBufferPointer(start: buf.data, count: Int(buf.len)))
"#;

const FAST_READ_INT: &str = r#"// Cardavia's reader: an integer at the current offset, big-endian, loaded straight from the
// buffer's bytes (no generic copy per value); throws past the end like UniFFI's own.
fileprivate func readInt<T: FixedWidthInteger>(_ reader: inout (data: UnsafeRawBufferPointer, offset: Int)) throws -> T {
    let start = reader.offset
    let size = MemoryLayout<T>.size
    guard start >= 0, reader.data.count - start >= size else {
        throw UniffiInternalError.bufferOverflow
    }
    let value = reader.data.loadUnaligned(fromByteOffset: start, as: T.self)
    reader.offset += size
    return T(bigEndian: value)
}"#;

const FAST_READ_BYTES: &str = r#"// Cardavia's reader: `count` bytes at the current offset, copied once.
fileprivate func readBytes(_ reader: inout (data: UnsafeRawBufferPointer, offset: Int), count: Int) throws -> Array<UInt8> {
    let start = reader.offset
    guard start >= 0, count >= 0, reader.data.count - start >= count else {
        throw UniffiInternalError.bufferOverflow
    }
    let value = Array(UnsafeRawBufferPointer(rebasing: reader.data[start..<start + count]))
    reader.offset += count
    return value
}"#;

const FAST_READ_STRING: &str = r#"    // Cardavia's reader: the string decoded from the buffer's bytes where they are.
    public static func read(from buf: inout (data: UnsafeRawBufferPointer, offset: Int)) throws -> String {
        let len: Int32 = try readInt(&buf)
        let count = Int(len)
        let start = buf.offset
        guard start >= 0, count >= 0, buf.data.count - start >= count else {
            throw UniffiInternalError.bufferOverflow
        }
        let value = String(decoding: UnsafeRawBufferPointer(rebasing: buf.data[start..<start + count]), as: UTF8.self)
        buf.offset += count
        return value
    }"#;

/// The generated Swift with its reader replaced (unchanged if it was patched already).
pub fn patch(swift: &str) -> Result<String, PatchError> {
    if swift.contains(MARK) {
        return Ok(swift.to_owned());
    }
    let mut swift = swift.to_owned();
    for (signature, replacement) in [
        (CREATE_READER, FAST_CREATE_READER),
        (READ_INT, FAST_READ_INT),
        (READ_BYTES, FAST_READ_BYTES),
        (READ_STRING, FAST_READ_STRING),
    ] {
        swift = replace_function(&swift, signature, replacement)?;
    }
    let swift = replace_once(&swift, LIFT_READER, FAST_LIFT_READER)?;
    // Every other read function (each type's `read(from:)`, `readFloat`...) takes the new type.
    replace_all(&swift, DATA_READER, BYTES_READER)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How many places a patched file marks: four functions and the lift's line
    /// (`scripts/check-bindings` counts the same).
    const MARKS: usize = 5;

    /// A stand-in for the generated file: the reader's functions, another read function and the
    /// lift, between other code.
    fn generated() -> String {
        format!(
            "import Foundation\n\n{CREATE_READER}\n    (data: data, offset: 0)\n}}\n\n\
             // Reads an integer.\n{READ_INT}\n    let a = 1\n    if a == 1 {{\n        return 0\n    }}\n    return 1\n}}\n\n\
             {READ_BYTES}\n    return []\n}}\n\n\
             fileprivate func readFloat(_ reader: inout {DATA_READER}) throws -> Float {{\n}}\n\n\
             extension FfiConverterRustBuffer {{\n    public static func lift(_ buf: RustBuffer) throws -> SwiftType {{\n\
             {LIFT_READER}        let value = try read(from: &reader)\n        buf.deallocate()\n        return value\n    }}\n}}\n\n\
             struct FfiConverterString {{\n{READ_STRING}\n        return \"old\"\n    }}\n\n    \
             public static func write() {{\n    }}\n}}\n"
        )
    }

    #[test]
    fn replaces_the_reader_and_nothing_else() {
        let patched = patch(&generated()).expect("patched");
        for replaced in [
            FAST_CREATE_READER,
            FAST_READ_INT,
            FAST_READ_BYTES,
            FAST_READ_STRING,
            FAST_LIFT_READER,
        ] {
            assert_eq!(patched.matches(replaced).count(), 1, "{replaced}");
        }
        assert_eq!(patched.matches(MARK).count(), MARKS);
        assert!(!patched.contains(DATA_READER), "one reader type throughout");
        assert!(!patched.contains("Data(rustBuffer: buf)"));
        assert!(!patched.contains("let a = 1"), "the old body is gone");
        assert!(!patched.contains("return []"), "the old body is gone");
        assert!(!patched.contains("\"old\""), "the old body is gone");
        assert!(patched.starts_with("import Foundation\n\n// Cardavia's reader: reads"));
        assert!(patched.contains(
            "\n\nfileprivate func readFloat(_ reader: inout (data: UnsafeRawBufferPointer, offset: Int)) throws -> Float {\n}\n"
        ));
        assert!(patched.contains(&format!(
            "{FAST_LIFT_READER}        let value = try read(from: &reader)\n        buf.deallocate()\n"
        )));
        assert!(patched.ends_with("    }\n\n    public static func write() {\n    }\n}\n"));
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
        let unclosed = format!(
            "{CREATE_READER}\n    (data: data, offset: 0)\n}}\n\n{READ_INT}\n    return 1\n}}\n\n\
             {READ_BYTES}\n    return []\n    }}\n"
        );
        assert_eq!(
            patch(&unclosed),
            Err(PatchError::Unclosed {
                signature: READ_BYTES
            })
        );
        let lifted_otherwise = generated().replace("Data(rustBuffer: buf)", "Data(buf)");
        assert_eq!(
            patch(&lifted_otherwise),
            Err(PatchError::Signature {
                signature: LIFT_READER,
                found: 0
            })
        );
        let no_other_reader = generated().replace(
            &format!("readFloat(_ reader: inout {DATA_READER})"),
            "readFloat(_ reader: inout Reader)",
        );
        assert_eq!(
            patch(&no_other_reader),
            Err(PatchError::Missing { text: DATA_READER })
        );
    }
}
