// The Compose screens and the TableStore (src/main/kotlin: no android.* imports), plus the Rust
// core for the phone: cargoNdk builds libcardavia_ffi.so for each ABI and uniffiBindings generates
// the Android flavour of the Kotlin bindings from it.
plugins {
    alias(libs.plugins.android.library)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.compose)
}

val repoRoot: File = rootDir.parentFile
val rustJniLibs: Provider<Directory> = layout.buildDirectory.dir("rustJniLibs")
val uniffiKotlin: Provider<Directory> = layout.buildDirectory.dir("generated/uniffi")
val abis = listOf("arm64-v8a", "armeabi-v7a", "x86_64")

android {
    namespace = "org.cardavia.ui"
    compileSdk = libs.versions.compileSdk.get().toInt()
    defaultConfig {
        minSdk = libs.versions.minSdk.get().toInt()
        ndk { abiFilters += abis }
    }
    buildFeatures { compose = true }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    sourceSets["main"].java.srcDir(uniffiKotlin)
    sourceSets["main"].jniLibs.srcDir(rustJniLibs)
}

// No jvmToolchain: the JDK that runs Gradle (Android Studio's bundled one, 17 or newer) compiles
// for Java 17 bytecode, so no toolchain download or resolver is needed.
kotlin {
    compilerOptions { jvmTarget.set(org.jetbrains.kotlin.gradle.dsl.JvmTarget.JVM_17) }
}

/**
 * The core for every ABI, with cargo-ndk (NDK r28+). Linked for 16 KB pages (Android 15+ devices
 * may use them; r28 does so by default, the flag keeps older NDKs right too).
 */
val cargoNdk by tasks.registering(Exec::class) {
    group = "rust"
    description = "Builds libcardavia_ffi.so for ${abis.joinToString()} with cargo-ndk."
    workingDir = repoRoot
    inputs.files(fileTree(repoRoot.resolve("core")) { include("**/*.rs", "Cargo.toml") })
    inputs.files(fileTree(repoRoot.resolve("bindings")) { include("**/*.rs", "**/*.toml") })
    inputs.dir(repoRoot.resolve("locales"))
    inputs.files(repoRoot.resolve("Cargo.toml"), repoRoot.resolve("Cargo.lock"))
    outputs.dir(rustJniLibs)
    // 16 KB pages (Android 15+); identical code folded once and relocations packed (minSdk 26
    // reads Android's packed format): about 0.3 MB of the library. `scripts/test size` builds the
    // same library for the machine it runs on, with the same lld options, against its budget.
    environment(
        "RUSTFLAGS",
        "-C link-arg=-Wl,-z,max-page-size=16384 -C link-arg=-Wl,--icf=all " +
            "-C link-arg=-Wl,--pack-dyn-relocs=android",
    )
    val args = mutableListOf("cargo", "ndk")
    abis.forEach { args += listOf("-t", it) }
    args += listOf(
        "--platform", libs.versions.minSdk.get(),
        "-o", rustJniLibs.get().asFile.path,
        "build", "--profile", "phone", "--locked", "-p", "cardavia-ffi",
    )
    commandLine(args)
}

/** The Kotlin bindings, Android flavour (`android = true` in bindings/uniffi-android.toml: Android's cleaner). */
val uniffiBindings by tasks.registering(Exec::class) {
    group = "rust"
    description = "Generates the Kotlin bindings from the arm64 library."
    dependsOn(cargoNdk)
    workingDir = repoRoot
    inputs.dir(rustJniLibs)
    inputs.file(repoRoot.resolve("bindings/uniffi-android.toml"))
    outputs.dir(uniffiKotlin)
    commandLine(
        "cargo", "run", "--release", "--locked", "-p", "uniffi-bindgen", "--",
        "generate", "--no-format",
        "--library", rustJniLibs.get().file("arm64-v8a/libcardavia_ffi.so").asFile.path,
        "--language", "kotlin",
        "--config", "bindings/uniffi-android.toml",
        "--out-dir", uniffiKotlin.get().asFile.path,
    )
}

tasks.named("preBuild") { dependsOn(uniffiBindings) }

dependencies {
    // JNA's Android artifact carries libjnidispatch.so for every ABI.
    api("net.java.dev.jna:jna:${libs.versions.jna.get()}@aar")
    // The Android flavour of the bindings marks its API-33 cleaner with @RequiresApi.
    implementation(libs.androidx.annotation)
    api(libs.kotlinx.coroutines.android)
    api(platform(libs.compose.bom))
    api(libs.compose.runtime)
    api(libs.compose.runtime.saveable)
    api(libs.compose.ui)
    api(libs.compose.foundation)
    api(libs.compose.material3)
    api(libs.compose.material3.windowsizeclass)
    api(libs.lifecycle.runtime.compose)
}
