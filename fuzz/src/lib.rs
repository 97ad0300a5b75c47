//! What the fuzz targets share: the notation contract every game's action text keeps.

use cardavia_core::engine::Game;

/// Any text as `G`'s action: refused with a `NotationError`, or an action whose notation prints
/// and parses back to itself (the log, saves and scenarios rely on it).
pub fn notation_round_trips<G: Game>(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(action) = text.parse::<G::Action>() else {
        return;
    };
    let printed = action.to_string();
    let back: G::Action = printed
        .parse()
        .unwrap_or_else(|e| panic!("{text:?} -> {printed:?} does not parse back: {e}"));
    assert_eq!(back, action, "{text:?} -> {printed:?}");
    assert_eq!(back.to_string(), printed);
}
