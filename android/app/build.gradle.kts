plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.compose)
}

android {
    namespace = "org.cardavia.app"
    compileSdk = libs.versions.compileSdk.get().toInt()
    defaultConfig {
        applicationId = "org.cardavia"
        minSdk = libs.versions.minSdk.get().toInt()
        targetSdk = libs.versions.targetSdk.get().toInt()
        versionCode = 1
        versionName = "0.1.0"
    }
    buildTypes {
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
    buildFeatures { compose = true }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    // Native libraries stay uncompressed and page-aligned in the APK (16 KB pages).
    packaging { jniLibs { useLegacyPackaging = false } }
    // Only Cardavia's five languages ship: the libraries' strings in others are dropped, so the
    // system never takes the app for one that speaks them. The per-app language list is
    // res/xml/locales_config.xml, written by hand and checked against locales/ by
    // bindings/tests/store_ready.rs, so AGP does not generate one.
    androidResources {
        @Suppress("UnstableApiUsage")
        localeFilters += listOf("en", "nl", "es", "pt", "it")
        generateLocaleConfig = false
    }
}

// No jvmToolchain: the JDK that runs Gradle (Android Studio's bundled one, 17 or newer) compiles
// for Java 17 bytecode, so no toolchain download or resolver is needed.
kotlin {
    compilerOptions { jvmTarget.set(org.jetbrains.kotlin.gradle.dsl.JvmTarget.JVM_17) }
}

dependencies {
    implementation(project(":ui"))
    implementation(platform(libs.compose.bom))
    implementation(libs.activity.compose)
    implementation(libs.lifecycle.viewmodel.compose)
    implementation(libs.lifecycle.runtime.ktx)
    implementation(libs.core.ktx)
}
