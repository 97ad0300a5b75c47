//! Tables whose dice are forced: a new table's save given forced dice (as scenario files force
//! them) and restored, so a test reaches an exact moment and then drives the table only through
//! `Table::dispatch`, reading what each view says.

#![allow(dead_code)]

use cardavia_core::l10n::Lang;
use cardavia_core::table::{Intent, Table, TableSetup, TableView};

/// A new table for `setup` whose chance uses `dice` first (then the seeded RNG).
pub fn table_with_dice(setup: TableSetup, lang: Lang, dice: &[u8]) -> Table {
    let table = Table::new(setup, lang, 0).expect("the set-up is valid");
    let mut save: serde_json::Value =
        serde_json::from_str(&table.snapshot_json().expect("saves")).expect("JSON");
    let game = save
        .as_object_mut()
        .and_then(|m| m.values_mut().next())
        .and_then(|s| s.get_mut("game"))
        .expect("a session's match");
    game["forced"] = serde_json::json!({ "dice": dice, "deck": [] });
    let mut table = Table::restore_json(&save.to_string()).expect("restores with forced dice");
    table.set_lang(lang);
    table
}

/// Taps `target` on the current view; panics if it is not there or not enabled.
pub fn tap(table: &mut Table, target: &str) -> TableView {
    let view = table.view();
    let t = view
        .targets
        .iter()
        .find(|t| t.id == target)
        .unwrap_or_else(|| panic!("no target {target}: {:#?}", view.targets));
    assert!(t.enabled, "{target} is not enabled: {:?}", t.why_not);
    table
        .dispatch(&Intent::tap(target), view.version, 0)
        .unwrap_or_else(|e| panic!("{target}: {e}"))
}

/// Why `target` is refused on the current view (panics if it is enabled or missing).
pub fn why_not(view: &TableView, target: &str) -> String {
    let t = view
        .targets
        .iter()
        .find(|t| t.id == target)
        .unwrap_or_else(|| panic!("no target {target}"));
    assert!(!t.enabled, "{target} is enabled");
    t.why_not.clone().expect("a reason")
}
