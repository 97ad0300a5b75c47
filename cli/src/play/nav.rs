//! What a screen asks for after a key. Screens never switch to one another nor reach into the
//! loop's state: a key goes in, a [`Next`] comes out, and the loop (`Ui::apply` in `play`)
//! does it (the Elm shape ratatui's examples use). So no screen imports another, and the home
//! screen is imported by the loop alone.

use cardavia_core::app::{App, OpenTable};
use cardavia_core::games::GameId;
use cardavia_core::l10n::{text, Msg};
use std::sync::{Arc, Mutex};

/// What should happen after a key.
pub enum Next {
    /// The screen changed only itself.
    Stay,
    /// Stay, and show this in the message line (empty: clear it).
    Say(String),
    /// Open another screen (the message line is cleared).
    Open(Open),
    /// Sit down at this table (new or resumed).
    Play(Box<OpenTable>),
    /// Back to where this screen was opened from: the table for rules opened at a table, else
    /// home.
    Back,
    /// Leave `cardavia play`.
    Quit,
}

/// A screen to open, named by what it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Open {
    Home,
    Setup(GameId),
    Stats,
    People,
    Settings,
    Rules(GameId),
}

/// Stay and say `msg` in the app's language.
pub fn say(app: &Arc<Mutex<App>>, msg: &Msg) -> Next {
    let lang = app.lock().map(|a| a.lang()).unwrap_or_default();
    Next::Say(text(lang, msg))
}

/// Milliseconds since the Unix epoch, from the system clock (the shell's job, not the core's).
pub fn wall_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}
