//! Snapshots of representative table views (I9), each in two languages: what a shell receives,
//! as JSON. The two languages' views agree on everything but the words.

mod support;

use cardavia_core::ai::Level;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{Intent, Screen, SeatSetup, Table, TableSetup, TableView};

/// The view's shape with every translated text blanked: targets, scores, board numbers.
fn without_words(view: &TableView) -> serde_json::Value {
    fn blank(value: &mut serde_json::Value) {
        match value {
            serde_json::Value::String(s) => s.clear(),
            serde_json::Value::Array(items) => items.iter_mut().for_each(blank),
            serde_json::Value::Object(fields) => fields.values_mut().for_each(blank),
            _ => {}
        }
    }
    let mut json = serde_json::to_value(view).expect("a view serialises");
    blank(&mut json);
    json
}

/// Snapshots `moment` in both languages, after checking they differ only in words.
fn snapshot_in(name: &str, langs: [Lang; 2], moment: impl Fn(Lang) -> TableView) {
    let [first, second] = langs.map(&moment);
    assert_eq!(without_words(&first), without_words(&second), "{name}");
    assert_ne!(
        first.status, second.status,
        "{name}: the status is translated"
    );
    for (lang, view) in langs.iter().zip([first, second]) {
        insta::assert_json_snapshot!(format!("{name}_{}", lang.code()), view);
    }
}

#[test]
fn dica_after_the_first_throw() {
    snapshot_in("dica_first_throw", [Lang::En, Lang::Es], |lang| {
        let setup = TableSetup::default_for(GameId::Dica, "Ann", 3);
        let mut table = Table::new(setup, lang, 0).expect("valid");
        table.play_bots(0).expect("bots");
        let version = table.view().version;
        table.dispatch(&Intent::Roll, version, 0).expect("throws")
    });
}

#[test]
fn dicen_series_summary() {
    snapshot_in("dicen_series_over", [Lang::En, Lang::Pt], |lang| {
        let setup = TableSetup {
            game: GameId::Dicen,
            options: serde_json::json!({ "rounds": 1, "tiles": 9 }),
            seats: vec![
                SeatSetup::bot("Ann", Level::Hard),
                SeatSetup::bot("Bo", Level::Easy),
            ],
            seed: 8,
        };
        let mut table = Table::new(setup, lang, 0).expect("valid");
        table.play_bots(0).expect("bots play the round");
        let view = table.view();
        assert!(matches!(
            view.screen,
            Screen::RoundOver | Screen::SeriesOver
        ));
        view
    });
}

/// The phone passes between two people: the hand-over view shows no card at all (I9.4).
#[test]
fn gnav_hand_over() {
    snapshot_in("gnav_hand_over", [Lang::En, Lang::Nl], |lang| {
        let setup = support::setups::gnav_two_people();
        let mut table = Table::new(setup, lang, 0).expect("valid");
        table.play_bots(0).expect("bots");
        let view = table.view();
        assert!(matches!(view.screen, Screen::HandOver { .. }));
        view
    });
}

#[test]
fn ganjifa_day_or_night() {
    snapshot_in("ganjifa_day_or_night", [Lang::En, Lang::It], |lang| {
        let setup = TableSetup::default_for(GameId::Ganjifa, "Ann", 5);
        let mut table = Table::new(setup, lang, 0).expect("valid");
        table.play_bots(0).expect("bots");
        table.view()
    });
}
