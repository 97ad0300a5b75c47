//! The group's roster (issue 43): known people offered at set-up, each game's last line-up,
//! rename, merge and remove, each keeping every recorded game so the stats add up before and
//! after; and the statistics exported as CSV and JSON.

use cardavia_core::ai::Level;
use cardavia_core::app::{App, AppError, ExportFormat};
use cardavia_core::engine::TableRng;
use cardavia_core::games::GameId;
use cardavia_core::store::{PlayerStats, StoreError};
use cardavia_core::table::{Intent, SeatSetup, TableSetup, UNDO};

/// One finished DICEN series of one round for `seats`, played by random taps (no take-backs)
/// and saved after every change, as the live table saves.
fn play_series(app: &mut App, seats: Vec<SeatSetup>, seed: u64) {
    let setup = TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "rounds": 1 }),
        seats,
        seed,
        undo: true,
    };
    let mut open = app.start(setup, seed as i64).expect("starts");
    let mut rng = TableRng::seeded(seed);
    for step in 0..5_000 {
        if open.table.result().is_some() {
            return;
        }
        open.table.play_bots(0).expect("bots play");
        let view = open.table.view();
        let enabled: Vec<_> = view
            .targets
            .iter()
            .filter(|t| t.enabled && t.id != UNDO)
            .collect();
        if !enabled.is_empty() {
            let pick = enabled[rng.below(enabled.len() as u64) as usize];
            open.table
                .dispatch(&Intent::tap(&pick.id), view.version, 0)
                .expect("an enabled target applies");
        }
        app.save(&mut open.saver, &open.table, 1_000 + step)
            .expect("saves");
    }
    panic!("the series did not end");
}

fn people(names: &[&str]) -> Vec<SeatSetup> {
    names.iter().map(|n| SeatSetup::person(n)).collect()
}

/// Every person's series and rounds, summed over all games: what "the stats add up" compares.
fn totals(stats: &[PlayerStats]) -> (u32, u32, u32) {
    stats.iter().fold((0, 0, 0), |(s, w, r), p| {
        (s + p.series_played, w + p.series_won, r + p.rounds_played)
    })
}

fn everyone(app: &App) -> Vec<PlayerStats> {
    cardavia_core::app::every_players_stats(app.store()).expect("stats")
}

fn id_of(app: &App, name: &str) -> i64 {
    app.roster(0)
        .expect("roster")
        .into_iter()
        .find(|p| p.name == name)
        .map(|p| p.id)
        .unwrap_or_else(|| panic!("{name} is not on the roster"))
}

fn roster_names(app: &App) -> Vec<String> {
    app.roster(0)
        .expect("roster")
        .into_iter()
        .map(|p| p.name)
        .collect()
}

#[test]
fn a_renamed_person_keeps_every_record() {
    let mut app = App::in_memory(&[]).expect("app");
    play_series(&mut app, people(&["Ann", "Bo"]), 1);
    play_series(&mut app, people(&["Ann"]), 2);
    let before = app.player_stats("Ann").expect("stats");
    app.rename_person(id_of(&app, "Ann"), "Anna")
        .expect("renames");
    let after = app.player_stats("Anna").expect("stats");
    assert_eq!(after.len(), before.len());
    for (a, b) in after.iter().zip(&before) {
        assert_eq!(a.player.name, "Anna");
        assert_eq!(
            (a.series_played, a.rounds_played),
            (b.series_played, b.rounds_played)
        );
    }
    assert!(matches!(
        app.player_stats("Ann"),
        Err(AppError::UnknownPlayer(_))
    ));
    let taken = app.rename_person(id_of(&app, "Anna"), "bo");
    assert!(
        matches!(taken, Err(AppError::Store(StoreError::PlayerNameTaken(_)))),
        "{taken:?}"
    );
}

#[test]
fn a_typo_merged_into_the_person_joins_their_records_and_the_stats_add_up() {
    let mut app = App::in_memory(&[]).expect("app");
    play_series(&mut app, people(&["Ann", "Bo"]), 1);
    play_series(&mut app, people(&["Anne", "Bo"]), 2);
    play_series(&mut app, people(&["Anne"]), 3);
    let before = totals(&everyone(&app));
    let ann = app.player_stats("Ann").expect("stats")[0].clone();
    let anne = app.player_stats("Anne").expect("stats")[0].clone();

    app.merge_people(id_of(&app, "Anne"), id_of(&app, "Ann"))
        .expect("merges");
    assert_eq!(
        totals(&everyone(&app)),
        before,
        "no game lost or counted twice"
    );
    let merged = &app.player_stats("Ann").expect("stats")[0];
    assert_eq!(merged.series_played, ann.series_played + anne.series_played);
    assert_eq!(merged.rounds_played, ann.rounds_played + anne.rounds_played);
    assert_eq!(merged.series_won, ann.series_won + anne.series_won);
    assert!(!roster_names(&app).contains(&"Anne".to_string()));

    // Ann and Bo sat at the same table: two people, never one.
    let store_before = everyone(&app);
    let refused = app.merge_people(id_of(&app, "Bo"), id_of(&app, "Ann"));
    assert!(
        matches!(
            refused,
            Err(AppError::Store(StoreError::PlayedTogether(..)))
        ),
        "{refused:?}"
    );
    assert_eq!(
        everyone(&app),
        store_before,
        "a refused merge changed nothing"
    );
}

#[test]
fn a_removed_person_leaves_the_roster_but_never_the_records() {
    let mut app = App::in_memory(&[]).expect("app");
    play_series(&mut app, people(&["Ann", "Bo"]), 1);
    play_series(&mut app, people(&["Cy", "Bo"]), 2);
    let before = totals(&everyone(&app));
    let ann = app.player_stats("Ann").expect("stats");

    // Kept under her name: the stats still show her; the set-up no longer offers her.
    app.remove_person(id_of(&app, "Ann"), true, 10)
        .expect("removes");
    assert!(!roster_names(&app).contains(&"Ann".to_string()));
    assert!(!app.known_people().contains(&"Ann".to_string()));
    assert_eq!(app.player_stats("Ann").expect("kept"), ann);
    assert_eq!(totals(&everyone(&app)), before);

    // Her name typed again: she is back, with her records.
    play_series(&mut app, people(&["Ann"]), 3);
    assert!(roster_names(&app).contains(&"Ann".to_string()));
    assert_eq!(
        app.player_stats("Ann").expect("stats")[0].series_played,
        ann[0].series_played + 1
    );

    // Anonymised: her records carry "Former player N", every figure as it was.
    let cy = app.player_stats("Cy").expect("stats");
    let id = id_of(&app, "Cy");
    app.remove_person(id, false, 20).expect("removes");
    let former = format!("Former player {id}");
    assert!(matches!(
        app.player_stats("Cy"),
        Err(AppError::UnknownPlayer(_))
    ));
    let kept = app.player_stats(&former).expect("kept, anonymous");
    assert_eq!(kept.len(), cy.len());
    assert_eq!(kept[0].series_played, cy[0].series_played);
    assert!(!roster_names(&app).contains(&former));
    let all = totals(&everyone(&app));
    assert_eq!(all.0, before.0 + 1, "only the new series was added");
}

#[test]
fn the_set_up_offers_known_people_and_the_games_last_line_up() {
    let mut app = App::in_memory(&[]).expect("app");
    let fresh = app.setup_screen(GameId::Dicen, "You");
    assert_eq!(
        fresh.seats[0].name, "You",
        "no line-up yet: the usual seats"
    );
    assert!(fresh.people.is_empty());

    let seats = vec![
        SeatSetup::person("Ann"),
        SeatSetup::bot("Robo", Level::Hard),
        SeatSetup::person("Cy"),
    ];
    play_series(&mut app, seats, 1);
    let screen = app.setup_screen(GameId::Dicen, "You");
    let names: Vec<_> = screen.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Bot 1", "Cy"]);
    assert_eq!(screen.seats[1].ai, Some(Level::Hard));
    assert_eq!(screen.seats[0].ai, None);
    let mut people = screen.people.clone();
    people.sort();
    assert_eq!(people, ["Ann", "Cy"]);
    // Another game keeps its own usual seats.
    assert_eq!(app.setup_screen(GameId::Gnav, "You").seats[0].name, "You");
}

#[test]
fn the_stats_export_as_csv_and_json_with_every_record() {
    let mut app = App::in_memory(&[]).expect("app");
    play_series(&mut app, people(&["Ann, the first", "Bo"]), 1);
    play_series(&mut app, people(&["Bo"]), 2);
    let stats = everyone(&app);

    let csv = app
        .export_stats(ExportFormat::Csv, 1_796_515_200_000)
        .expect("csv");
    assert_eq!(csv.file_name, "cardavia-stats-2026-12-06.csv");
    assert_eq!(csv.mime_type, "text/csv");
    let lines: Vec<&str> = csv.text.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(
        lines.len(),
        1 + stats.len(),
        "a header and a row a person and game"
    );
    assert!(lines[0].starts_with("player,game,series_played,"));
    let bo = lines
        .iter()
        .find(|l| l.starts_with("Bo,dicen,"))
        .expect("Bo's row");
    let bo_stats = stats.iter().find(|s| s.player.name == "Bo").expect("Bo");
    assert_eq!(
        bo.split(',').nth(2),
        Some(bo_stats.series_played.to_string().as_str())
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("\"Ann, the first\",dicen,")),
        "a name with a comma is quoted"
    );

    let offered: Vec<_> = app.export_formats().into_iter().map(|c| c.format).collect();
    assert_eq!(offered, [ExportFormat::Csv, ExportFormat::Json]);
    assert_eq!(app.export_formats()[0].label, "CSV (spreadsheet)");

    let json = app
        .export_stats(ExportFormat::Json, 1_796_515_200_000)
        .expect("json");
    assert_eq!(json.file_name, "cardavia-stats-2026-12-06.json");
    let value: serde_json::Value = serde_json::from_str(&json.text).expect("JSON");
    assert_eq!(value["format"], "cardavia-stats");
    assert_eq!(value["stats"], serde_json::to_value(&stats).expect("stats"));
}
