// Cardavia for Android: app/ (the Activity, haptics, storage, system integration) and ui/ (the
// Compose screens and the TableStore, free of android.* so they also build for the desktop JVM;
// see desktop/pom.xml). The Rust core is built by ui/'s cargoNdk task from the repository root.
pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}

rootProject.name = "cardavia"
include(":app", ":ui")
