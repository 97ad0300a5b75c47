//! The Kotlin bindings' call status, replaced after generation.
//!
//! UniFFI 0.32's Kotlin makes a new JNA `Structure` for every call's status: native memory
//! with a cleaner, its fields found by reflection, a nested `RustBuffer` structure, and JNA
//! copies the fields in before the call and out after it. Measured from Kotlin on the JVM
//! (release library, medians of 50,000): a bare call with no status 0.16 µs; creating one
//! status 4.2–6.8 µs; `rustbuffer_alloc` + `rustbuffer_free` through UniFFI's `uniffiRustCall`
//! 18.1–18.4 µs, with one reused status 10.5–11.6 µs, with the status passed as a pointer to
//! native memory 3.95 µs. A tap's `dispatch` makes four such calls (lowering the intent into a
//! new buffer, cloning the table's handle, the dispatch, freeing the answer's buffer).
//!
//! So every function the library exports takes its status as a `Pointer`, and
//! `uniffiRustCallWithError` passes native memory from its thread's own pool (zeroed first, its
//! code read in place). Only a failed call's status is copied into a `UniffiRustCallStatus`,
//! for UniFFI's own checks and error lifting. A call made while another is under way on the
//! same thread takes another status from the pool.
//!
//! The callbacks the library calls (the observer's `onView`) keep the `Structure` JNA gives
//! them. Each patched place is found by its exact text (see [`crate::patch`]); patching is
//! idempotent.

use crate::patch::{replace_all, replace_function, replace_once, PatchError};

/// Marks each patched place (and lets `scripts/check-bindings` count them).
pub const MARK: &str = "// Cardavia's call status:";

const WITH_ERROR: &str = "private inline fun <U, E: kotlin.Exception> uniffiRustCallWithError(errorHandler: UniffiRustCallStatusErrorHandler<E>, callback: (UniffiRustCallStatus) -> U): U {";

const RUST_CALL: &str =
    "private inline fun <U> uniffiRustCall(callback: (UniffiRustCallStatus) -> U): U {";

const COMPLETE_FUNC: &str = "    completeFunc: (Long, UniffiRustCallStatus) -> F,";

/// Each exported function's status parameter, as declared for JNA.
const OUT_ERR: &str = "uniffi_out_err: UniffiRustCallStatus,";

const POOLED_WITH_ERROR: &str = r#"// Cardavia's call status: native memory from this thread's pool, passed as a pointer; a failed
// call's status is copied out for UniFFI's checks (bindings/uniffi-bindgen/src/kotlin_status.rs).
private inline fun <U, E: kotlin.Exception> uniffiRustCallWithError(errorHandler: UniffiRustCallStatusErrorHandler<E>, callback: (Pointer) -> U): U {
    val status = UniffiCallStatusPool.take()
    try {
        val returnValue = callback(status)
        if (status.getByte(0) != UNIFFI_CALL_SUCCESS) {
            uniffiCheckCallStatus(errorHandler, UniffiCallStatusPool.copy(status))
        }
        return returnValue
    } finally {
        UniffiCallStatusPool.give(status)
    }
}

// Cardavia's call status: the statuses each thread has free (more than one only while a call
// is made during another on the same thread).
private object UniffiCallStatusPool {
    private val size = UniffiRustCallStatus().size()
    private val free = ThreadLocal.withInitial { ArrayList<com.sun.jna.Memory>() }

    fun take(): com.sun.jna.Memory {
        val mine = free.get()
        val status = if (mine.isEmpty()) com.sun.jna.Memory(size.toLong()) else mine.removeAt(mine.size - 1)
        status.clear()
        return status
    }

    fun give(status: com.sun.jna.Memory) {
        free.get().add(status)
    }

    fun copy(status: com.sun.jna.Memory): UniffiRustCallStatus {
        val copied = UniffiRustCallStatus()
        copied.pointer.write(0, status.getByteArray(0, size), 0, size)
        copied.read()
        return copied
    }
}"#;

const POINTER_RUST_CALL: &str =
    "private inline fun <U> uniffiRustCall(callback: (Pointer) -> U): U {";

const POINTER_COMPLETE_FUNC: &str = "    completeFunc: (Long, Pointer) -> F,";

const POINTER_OUT_ERR: &str = "uniffi_out_err: Pointer,";

/// The generated Kotlin with its calls' status replaced (unchanged if it was patched already).
pub fn patch(kotlin: &str) -> Result<String, PatchError> {
    if kotlin.contains(MARK) {
        return Ok(kotlin.to_owned());
    }
    let kotlin = replace_function(kotlin, WITH_ERROR, POOLED_WITH_ERROR)?;
    let kotlin = replace_once(&kotlin, RUST_CALL, POINTER_RUST_CALL)?;
    let kotlin = replace_once(&kotlin, COMPLETE_FUNC, POINTER_COMPLETE_FUNC)?;
    replace_all(&kotlin, OUT_ERR, POINTER_OUT_ERR)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How many places a patched file marks (`scripts/check-bindings` counts the same).
    const MARKS: usize = 2;

    /// A stand-in for the generated file: the call helpers, the async helper and two exports.
    fn generated() -> String {
        format!(
            "import com.sun.jna.Pointer\n\n{WITH_ERROR}\n    var status = UniffiRustCallStatus()\n    \
             val return_value = callback(status)\n    uniffiCheckCallStatus(errorHandler, status)\n    \
             return return_value\n}}\n\n{RUST_CALL}\n    return uniffiRustCallWithError(UniffiNullRustCallStatusErrorHandler, callback)\n}}\n\n\
             internal suspend fun<T, F, E: kotlin.Exception> uniffiRustCallAsync(\n    rustFuture: Long,\n{COMPLETE_FUNC}\n): T {{\n}}\n\n\
             internal object UniffiLib {{\n    external fun a(`x`: Long,{OUT_ERR} \n    ): Long\n    \
             external fun b({OUT_ERR} \n    ): Unit\n}}\n\n\
             interface Callback {{\n    fun callback(uniffiCallStatus: UniffiRustCallStatus,)\n}}\n"
        )
    }

    #[test]
    fn every_export_takes_a_pointer_from_the_pool() {
        let patched = patch(&generated()).expect("patched");
        assert!(patched.starts_with("import com.sun.jna.Pointer\n\n// Cardavia's call status:"));
        assert_eq!(patched.matches(POOLED_WITH_ERROR).count(), 1);
        assert_eq!(patched.matches(MARK).count(), MARKS);
        assert!(
            !patched.contains("var status = UniffiRustCallStatus()"),
            "the old body is gone"
        );
        assert!(patched.contains(&format!(
            "{POINTER_RUST_CALL}\n    return uniffiRustCallWithError(UniffiNullRustCallStatusErrorHandler, callback)\n}}\n"
        )));
        assert!(patched.contains(&format!("    rustFuture: Long,\n{POINTER_COMPLETE_FUNC}\n")));
        assert_eq!(patched.matches(POINTER_OUT_ERR).count(), 2);
        assert!(!patched.contains(OUT_ERR));
        assert!(
            patched.ends_with("    fun callback(uniffiCallStatus: UniffiRustCallStatus,)\n}\n"),
            "a callback keeps the structure JNA gives it"
        );
    }

    #[test]
    fn patching_twice_changes_nothing() {
        let once = patch(&generated()).expect("patched");
        assert_eq!(patch(&once).expect("patched again"), once);
    }

    #[test]
    fn a_status_that_changed_is_refused() {
        let renamed = generated().replace(
            "callback: (UniffiRustCallStatus) -> U): U {",
            "f: (S) -> U): U {",
        );
        assert_eq!(
            patch(&renamed),
            Err(PatchError::Signature {
                signature: WITH_ERROR,
                found: 0
            })
        );
        let without_async = generated().replace(COMPLETE_FUNC, "");
        assert_eq!(
            patch(&without_async),
            Err(PatchError::Signature {
                signature: COMPLETE_FUNC,
                found: 0
            })
        );
        let no_exports = generated().replace(OUT_ERR, "status: Pointer,");
        assert_eq!(
            patch(&no_exports),
            Err(PatchError::Missing { text: OUT_ERR })
        );
    }
}
