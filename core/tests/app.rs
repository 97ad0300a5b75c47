//! The app around the tables: start, save after every change, resume exactly, stats after a
//! finished series, and a rematch as a new series.

use cardavia_core::ai::Level;
use cardavia_core::app::App;
use cardavia_core::engine::TableRng;
use cardavia_core::games::GameId;
use cardavia_core::table::{Intent, Screen, SeatSetup, Table, TableSetup, TableView};

fn temp_db(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("cardavia-app-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join("cardavia.db")
}

fn setup(game: GameId, options: serde_json::Value) -> TableSetup {
    let mut seats = vec![SeatSetup::person("Ann"), SeatSetup::bot("Bo", Level::Easy)];
    if game == GameId::Gnav || game == GameId::Ganjifa {
        seats.push(SeatSetup::person("Cas"));
    }
    if game == GameId::Gnav {
        seats.push(SeatSetup::bot("Di", Level::Normal));
    }
    TableSetup {
        game,
        options,
        seats,
        seed: 11,
        undo: true,
    }
}

/// The table's view once the person it waits for holds the phone, its version and effects left
/// out (a confirmed hand-over is a change of its own).
fn confirmed(mut table: Table) -> TableView {
    let mut view = table.view();
    if let Screen::HandOver { .. } = view.screen {
        view = table
            .dispatch(&Intent::tap("hand-over"), view.version, 0)
            .expect("takes the phone");
    }
    view.version = 0;
    view.effects = Default::default();
    view
}

#[test]
fn a_table_saved_after_every_change_resumes_exactly() {
    for game in [GameId::Dicen, GameId::Ganjifa, GameId::Gnav] {
        let db = temp_db(game.as_str());
        let mut app = App::open(&db, &["en".into()]).expect("opens");
        let mut open = app
            .start(setup(game, serde_json::json!({})), 1_000)
            .expect("starts");
        let mut rng = TableRng::seeded(3);
        for step in 0..25 {
            open.table.play_bots(0).expect("bots");
            app.save(&mut open.saver, &open.table, 1_000 + step)
                .expect("saves");
            let view = open.table.view();
            let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
            let pick = enabled[rng.below(enabled.len() as u64) as usize];
            open.table
                .dispatch(&Intent::tap(&pick.id), view.version, 0)
                .expect("applies");
            app.save(&mut open.saver, &open.table, 1_000 + step)
                .expect("saves");
        }
        let expected = confirmed(open.table.clone());
        drop(app);
        let mut app = App::open(&db, &["en".into()]).expect("reopens");
        let resumed = app.resume().expect("reads").expect("an unfinished table");
        assert_eq!(resumed.series, open.series);
        // The phone may have changed hands while the app was closed: a hidden-hand table asks
        // who holds it again, and then shows exactly what it showed.
        assert_eq!(confirmed(resumed.table), expected, "{game} resumes exactly");
        // The table is left (one table a series): the store offers it again.
        drop(resumed.saver);
        let offer = app.resumable().expect("reads").expect("offered");
        let (resumed_game, names) = (offer.game, offer.names);
        assert_eq!(resumed_game, game);
        assert!(names.contains(&"Ann".to_string()));
    }
}

#[test]
fn a_finished_series_counts_in_the_stats_and_a_rematch_is_a_new_series() {
    let db = temp_db("stats");
    let mut app = App::open(&db, &["nl-BE".into()]).expect("opens");
    assert_eq!(app.lang(), cardavia_core::l10n::Lang::Nl);
    let mut open = app
        .start(setup(GameId::Dicen, serde_json::json!({ "rounds": 1 })), 5)
        .expect("starts");
    let mut rng = TableRng::seeded(9);
    for _ in 0..2_000 {
        open.table.play_bots(0).expect("bots");
        app.save(&mut open.saver, &open.table, 10).expect("saves");
        let view = open.table.view();
        if view.screen == Screen::SeriesOver {
            break;
        }
        let enabled: Vec<_> = view
            .targets
            .iter()
            .filter(|t| t.enabled && !t.selected)
            .collect();
        let pick = enabled[rng.below(enabled.len() as u64) as usize];
        open.table
            .dispatch(&Intent::tap(&pick.id), view.version, 0)
            .expect("applies");
        app.save(&mut open.saver, &open.table, 10).expect("saves");
    }
    assert!(
        app.resume().expect("reads").is_none(),
        "a finished series is not offered to resume"
    );
    let stats = app.player_stats("ann").expect("Ann has stats");
    let dicen = stats
        .iter()
        .find(|s| s.game == GameId::Dicen)
        .expect("DICEN stats");
    assert_eq!(dicen.series_played, 1);
    assert_eq!(dicen.rounds_played, 1);
    let first = open.series;
    let version = open.table.view().version;
    open.table
        .dispatch(&Intent::tap("rematch"), version, 0)
        .expect("rematch");
    app.save(&mut open.saver, &open.table, 20)
        .expect("saves the rematch");
    assert_ne!(open.saver.series(), first, "a rematch is a new series");
    // The table is left (one table a series): the store offers the rematch.
    drop(open.saver);
    assert!(
        app.resume().expect("reads").is_some(),
        "the rematch can be resumed"
    );
    let progression = app
        .latest_progression("Ann")
        .expect("reads")
        .expect("Ann's latest series");
    // Ann and the bot Bo: the store keeps no name for a bot, the chart still names it.
    assert_eq!(app.seat_names(&progression), ["Ann", "AI 1"]);
}

/// The shell gives the app the device's UTC offset; tables it starts read the local time with it
/// (Ganjifa's `clock` period, G3: 00:30 UTC is 06:00 in India, day).
#[test]
fn tables_started_by_the_app_read_the_devices_local_time() {
    use cardavia_core::games::ganjifa::Period;
    use cardavia_core::table::Table;
    let period_at = |offset: i32| {
        let mut app = App::in_memory(&["en".into()]).expect("opens");
        app.set_utc_offset_minutes(offset);
        let open = app
            .start(
                setup(GameId::Ganjifa, serde_json::json!({ "period": "clock" })),
                30 * 60_000,
            )
            .expect("starts");
        let Table::Ganjifa(session) = &open.table else {
            panic!("a Ganjifa table")
        };
        session.game().period()
    };
    assert_eq!(period_at(330), Some(Period::Day));
    assert_eq!(period_at(0), Some(Period::Night));
}

/// The settings preselect the set-up: DiCa's time per turn and mistakes, DICEN's hints. Without
/// a timer in the settings, DiCa keeps the rule book's 30 s (D10).
#[test]
fn the_settings_preselect_the_set_up() {
    let mut app = App::in_memory(&["en".to_string()]).expect("an app");
    let dica = app.setup_form(GameId::Dica).options_json(&[]);
    assert_eq!(dica["time_limit"], 30);
    assert_eq!(dica["mistakes"], "count");
    assert_eq!(
        app.setup_form(GameId::Dicen).options_json(&[])["hints"],
        false
    );

    let mut settings = app.settings().clone();
    settings.turn_timer_s = Some(60);
    settings.assist.dica_mistakes = cardavia_core::store::Mistakes::Prevent;
    settings.assist.dicen_hints = true;
    app.save_settings(settings).expect("saves");
    let dica = app.setup_form(GameId::Dica).options_json(&[]);
    assert_eq!(dica["time_limit"], 60);
    assert_eq!(dica["mistakes"], "prevent");
    assert_eq!(
        app.setup_form(GameId::Dicen).options_json(&[])["hints"],
        true
    );

    // A timer the game does not offer leaves the rule book's default.
    let mut settings = app.settings().clone();
    settings.turn_timer_s = Some(45);
    app.save_settings(settings).expect("saves");
    assert_eq!(
        app.setup_form(GameId::Dica).options_json(&[])["time_limit"],
        30
    );
}

/// The rule book's default seats name their bots in the app's language.
#[test]
fn default_bots_are_named_in_the_apps_language() {
    let app = App::in_memory(&["es".to_string()]).expect("an app");
    let setup = app.default_setup(GameId::Gnav, "Ana", 0);
    let names: Vec<_> = setup.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Ana", "IA 1", "IA 2", "IA 3"]);
}

/// A seat a set-up screen adds or switches is named with the first number no seat uses, in
/// the app's language, so removing a seat and adding one never repeats a name.
#[test]
fn new_seats_get_the_first_free_name() {
    let app = App::in_memory(&["es".to_string()]).expect("an app");
    let seats = [
        SeatSetup::person("Ana"),
        SeatSetup::bot("IA 2", Level::Easy),
    ];
    assert_eq!(app.free_seat_name(&seats, true), "IA 1");
    let seats = [
        SeatSetup::bot("IA 1", Level::Easy),
        SeatSetup::bot("IA 2", Level::Easy),
    ];
    assert_eq!(app.free_seat_name(&seats, true), "IA 3");
    assert_eq!(app.free_seat_name(&seats, false), "Jugador 1");
}
