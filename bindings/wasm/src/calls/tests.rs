use super::*;
use cardavia_core::app::App;

fn app() -> App {
    App::in_memory(&["en".to_string()]).expect("an app in memory")
}

#[test]
fn the_calls_answer_the_cores_own_values() {
    let mut app = app();
    let games = call(&mut app, "games", json!({}), 0).expect("games");
    assert_eq!(games, serde_json::to_value(app.games()).expect("json"));
    let screen = call(
        &mut app,
        "setupScreen",
        json!({"game": "dicen", "you": "Ann"}),
        0,
    )
    .expect("a set-up screen");
    assert_eq!(
        screen,
        serde_json::to_value(app.setup_screen(GameId::Dicen, "Ann")).expect("json")
    );
    let seats = call(
        &mut app,
        "addSeat",
        json!({"seats": [SeatSetup::person("Ann")]}),
        0,
    )
    .expect("a seat added");
    assert_eq!(seats.as_array().map(Vec::len), Some(2), "{seats}");
}

#[test]
fn texts_and_messages_are_in_the_apps_language() {
    let mut app = App::in_memory(&["nl".to_string()]).expect("an app");
    let texts = call(&mut app, "texts", json!({}), 0).expect("texts");
    assert_eq!(texts["shell-settings"], "Instellingen");
    let resume = call(
        &mut app,
        "message",
        json!({"id": "shell-resume-a11y", "args": {"table": "DICEN"}}),
        0,
    )
    .expect("a message");
    assert_eq!(
        resume,
        json!(text(
            Lang::Nl,
            &Msg::new("shell-resume-a11y").text("table", "DICEN")
        ))
    );
}

#[test]
fn a_saved_table_is_listed_and_abandoned_by_its_series() {
    let mut app = app();
    let setup = app.default_setup(GameId::Dicen, "Ann", 7);
    let open = app.start(setup, 1_000).expect("a table");
    let saved = call(&mut app, "savedTables", json!({}), 2_000).expect("the saved tables");
    assert_eq!(saved[0]["series"], json!(open.series.0), "{saved}");
    call(
        &mut app,
        "abandonSaved",
        json!({"series": open.series.0}),
        3_000,
    )
    .expect("abandoned");
    let saved = call(&mut app, "savedTables", json!({}), 4_000).expect("the saved tables");
    assert_eq!(saved, json!([]));
}

#[test]
fn a_wrong_call_is_refused_and_changes_nothing() {
    let mut app = app();
    let before = app.settings().clone();
    let unknown = call(&mut app, "dropEverything", json!({}), 0).expect_err("no such call");
    assert_eq!(unknown.kind, "bad-call");
    assert!(unknown.message.contains("dropEverything"), "{unknown:?}");
    let shapeless = call(&mut app, "saveSettings", json!({"settings": 3}), 0)
        .expect_err("settings of the wrong shape");
    assert_eq!(shapeless.kind, "bad-call");
    let mut wrong = before.clone();
    wrong.turn_timer_s = Some(1);
    let refused = call(&mut app, "saveSettings", json!({ "settings": wrong }), 0)
        .expect_err("a timer out of range");
    assert_eq!(refused.kind, "setting-out-of-range", "{refused:?}");
    assert!(!refused.message.is_empty());
    assert_eq!(app.settings(), &before, "nothing changed");
}

#[test]
fn a_store_another_tab_holds_refuses_a_table_in_words() {
    let mut app = App::held_elsewhere(&["en".to_string()]).expect("an app");
    let notice = call(&mut app, "takeNotice", json!({}), 0).expect("the notice");
    assert_eq!(
        notice,
        json!(text(Lang::En, &Msg::new("store-notice-other-tab")))
    );
    let setup = app.default_setup(GameId::Dicen, "Ann", 7);
    let refused = app.start(setup, 0).err().expect("nothing can be written");
    assert_eq!(Failure::app(&refused, Lang::En).kind, "in-use");
}
