//! Logging through `tracing`: logcat on Android, os_log on iOS, stderr elsewhere (tests, desktop).
//! Installed once, when the first app opens; if the host already installed a subscriber, that one
//! stays.

use std::sync::Once;

static INSTALL: Once = Once::new();

pub(crate) fn install() {
    INSTALL.call_once(|| {
        #[cfg(target_os = "android")]
        {
            use tracing_subscriber::prelude::*;
            let _ = tracing_subscriber::registry()
                .with(paranoid_android::layer("Cardavia"))
                .try_init();
        }
        #[cfg(target_os = "ios")]
        {
            use tracing_subscriber::prelude::*;
            let _ = tracing_subscriber::registry()
                .with(tracing_oslog::OsLogger::new("org.cardavia", "core"))
                .try_init();
        }
        #[cfg(not(any(target_os = "android", target_os = "ios")))]
        {
            let _ = tracing_subscriber::fmt()
                .with_writer(std::io::stderr)
                .with_max_level(tracing::Level::WARN)
                .try_init();
        }
    });
}
