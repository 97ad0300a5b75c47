//! UniFFI's own `uniffi-bindgen`, unchanged, built from this workspace so the generated Kotlin
//! and Swift always match the exact UniFFI version `cardavia-ffi` links against.

fn main() {
    uniffi::uniffi_bindgen_main();
}
