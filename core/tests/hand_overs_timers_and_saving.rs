//! The hand-overs a real table needs (a resume, a summary, a card just received), the turn
//! clock across a resume, "no timer", and the not-saved notice when the store fails.

mod support;

use cardavia_core::ai::Level;
use cardavia_core::app::{App, StoreAutosave, WallClock};
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::runtime::{self, Autosave, LiveOptions, ViewObserver, SAVE_RETRY};
use cardavia_core::store::Settings;
use cardavia_core::table::{
    BoardView, Intent, SaveProblem, Screen, SeatSetup, Table, TableError, TableSetup, TableView,
    SEEN,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use support::setups::{dicen_ann_alone, gnav_two_people};

fn tap(table: &mut Table, id: &str, now: u64) -> Result<TableView, TableError> {
    let version = table.version();
    table.dispatch(&Intent::tap(id), version, now)
}

fn has_target(view: &TableView, id: &str) -> bool {
    view.targets.iter().any(|t| t.id == id && t.enabled)
}

/// The card the board shows as the viewer's own, in Gnav.
fn own_card(view: &TableView) -> Option<String> {
    match &view.board {
        Some(BoardView::Gnav { board }) => {
            let you = board.you?;
            board.players.iter().find(|p| p.seat == you)?.card.clone()
        }
        _ => None,
    }
}

/// Plays Gnav through the people's taps (confirming hand-overs, looking at given cards, always
/// keeping) and the bots, until the table shows a summary.
fn gnav_to_summary(table: &mut Table) -> TableView {
    for _ in 0..500 {
        table.play_bots(0).expect("bots play");
        let view = table.view();
        let next = match view.screen {
            Screen::RoundOver | Screen::SeriesOver => return view,
            Screen::HandOver { .. } => "hand-over",
            Screen::Playing if has_target(&view, SEEN) => SEEN,
            // A Gnav deal's settlement waits for "next deal".
            Screen::Playing if has_target(&view, "next-round") => "next-round",
            Screen::Playing => "keep",
        };
        tap(table, next, 0).expect("a person's tap is taken");
    }
    panic!("no summary after 500 taps");
}

#[test]
fn gnav_a_person_sees_the_card_a_swap_gave_them_before_the_phone_moves_on() {
    for seed in 0..64 {
        let mut setup = gnav_two_people();
        setup.seed = seed;
        let mut table = Table::new(setup, Lang::En, 0).expect("valid");
        table.play_bots(0).expect("bots play");
        let view = table.view();
        let Screen::HandOver { seat: 0, .. } = view.screen else {
            continue;
        };
        let view = tap(&mut table, "hand-over", 0).expect("Ann takes the phone");
        let before = own_card(&view).expect("Ann sees her card");
        let view = tap(&mut table, "swap", 0).expect("Ann asks to swap");
        let after = own_card(&view);
        if view.screen != Screen::Playing || after.as_deref() == Some(before.as_str()) {
            continue; // a refusal, or the deal ended: no card was received
        }
        // K7: Ann knows the card she received; the table waits until she has seen it.
        assert!(has_target(&view, SEEN), "{:?}", view.targets);
        assert!(after.is_some());
        assert!(table.bot_job().is_none(), "a bot moved while Ann looked");
        assert!(view.status.contains("Ann"), "{}", view.status);
        let refused = tap(&mut table, "keep", 0).expect_err("only Done is taken now");
        assert!(matches!(
            refused,
            TableError::NotNow(_) | TableError::UnknownTarget(_)
        ));
        let view = tap(&mut table, SEEN, 0).expect("Ann is done");
        assert!(!has_target(&view, SEEN));
        return;
    }
    panic!("no seed let Ann swap and receive a card");
}

#[test]
fn a_resumed_table_asks_who_holds_the_phone_before_showing_a_hand() {
    let setup = TableSetup {
        game: GameId::Ganjifa,
        options: serde_json::json!({ "period": "day" }),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::person("Ben"),
            SeatSetup::bot("Bo", Level::Easy),
        ],
        seed: 7,
        undo: true,
    };
    let mut table = Table::new(setup, Lang::En, 0).expect("valid");
    table.play_bots(0).expect("bots play");
    let view = table.view();
    let Screen::HandOver { seat, .. } = view.screen else {
        panic!(
            "two people: the first person's turn is a hand-over, not {:?}",
            view.screen
        );
    };
    let view = tap(&mut table, "hand-over", 0).expect("takes the phone");
    assert!(matches!(&view.board, Some(BoardView::Ganjifa { board }) if board.you == Some(seat)));
    let saved = table.snapshot_json().expect("saves");
    let resumed = Table::restore_json(&saved).expect("restores");
    let view = resumed.view();
    assert!(
        matches!(view.screen, Screen::HandOver { seat: s, .. } if s == seat),
        "{:?}",
        view.screen
    );
    assert!(view.board.is_none());
    assert!(view.seats.iter().all(|s| !s.holds_device));
}

#[test]
fn a_summary_and_the_next_round_forget_who_held_the_phone() {
    let mut setup = gnav_two_people();
    setup.options = serde_json::json!({ "games": 2, "lives": 1 });
    let mut table = Table::new(setup, Lang::En, 0).expect("valid");
    let summary = gnav_to_summary(&mut table);
    assert_eq!(summary.screen, Screen::RoundOver);
    assert!(summary.seats.iter().all(|s| !s.holds_device));
    let view = tap(&mut table, "next-round", 0).expect("next game");
    table.play_bots(0).expect("bots play");
    let view = if table.version() == view.version {
        view
    } else {
        table.view()
    };
    assert!(
        matches!(view.screen, Screen::HandOver { .. }),
        "after a summary the next person confirms again, not {:?}",
        view.screen
    );
    assert!(view.board.is_none());
}

#[test]
fn gnav_summary_shows_the_lives_the_game_ended_with() {
    let mut setup = gnav_two_people();
    setup.options = serde_json::json!({ "games": 2, "lives": 2 });
    let mut table = Table::new(setup, Lang::En, 0).expect("valid");
    let summary = gnav_to_summary(&mut table);
    let board = summary.summary.as_ref().expect("a summary");
    let winners: Vec<u8> = board
        .lines
        .iter()
        .filter(|l| l.winner)
        .map(|l| l.seat)
        .collect();
    assert!(!winners.is_empty());
    for seat in &summary.seats {
        let lives = seat.lives.expect("Gnav counts lives");
        if winners.contains(&seat.seat) && winners.len() == 1 {
            assert!(lives >= 1, "the winner ended with lives");
        } else if !winners.contains(&seat.seat) {
            // K5.7: everyone but the winner ended the game at zero, not at the next game's 2.
            assert_eq!(lives, 0, "{} shows {lives} lives", seat.name);
        }
    }
}

#[test]
fn a_table_with_one_person_never_asks_for_a_hand_over() {
    let setup = TableSetup {
        game: GameId::Ganjifa,
        options: serde_json::json!({ "period": "day", "deals": 1 }),
        seats: vec![
            SeatSetup::bot("Bo", Level::Easy),
            SeatSetup::person("Ann"),
            SeatSetup::bot("Cy", Level::Easy),
        ],
        seed: 3,
        undo: true,
    };
    let mut table = Table::new(setup, Lang::En, 0).expect("valid");
    table.play_bots(0).expect("bots play");
    let resumed = Table::restore_json(&table.snapshot_json().expect("saves")).expect("restores");
    let view = resumed.view();
    assert_eq!(view.screen, Screen::Playing);
    assert!(matches!(&view.board, Some(BoardView::Ganjifa { board }) if board.you == Some(1)));
}

fn dica_timed(seconds: u32) -> TableSetup {
    TableSetup {
        game: GameId::Dica,
        options: serde_json::json!({ "rounds": 5, "time_limit": seconds }),
        seats: vec![SeatSetup::person("Reds"), SeatSetup::person("Blues")],
        seed: 4,
        undo: true,
    }
}

#[test]
fn a_resumed_turn_keeps_the_time_it_had_left() {
    let start = 1_000;
    let mut table = Table::new(dica_timed(30), Lang::En, start).expect("valid");
    assert_eq!(table.timeout_due_ms(), Some(start + 30_000));
    // Ten seconds into the turn the table is told the time, and saved.
    table
        .dispatch(&Intent::Tick, table.version(), start + 10_000)
        .expect("a tick");
    let saved = table.snapshot_json().expect("saves");
    // Reopened hours later: 20 s are left, not none.
    let later = 9 * 3_600_000;
    let mut resumed = Table::restore_json(&saved).expect("restores");
    resumed.resume_clock(later);
    assert_eq!(resumed.timeout_due_ms(), Some(later + 20_000));
    assert_eq!(resumed.view().effects.timeout_due_ms, Some(later + 20_000));
    let version = resumed.version();
    resumed
        .dispatch(&Intent::Tick, version, later + 1)
        .expect("a tick");
    assert_eq!(
        resumed.version(),
        version,
        "the turn was not forfeited on resume"
    );
    resumed
        .dispatch(&Intent::Tick, version, later + 20_000)
        .expect("a tick");
    assert!(resumed.version() > version, "the clock still runs out");
}

#[test]
fn no_timer_in_the_settings_means_no_timer_and_the_default_is_the_rule_books() {
    let mut app = App::in_memory(&[]).expect("app");
    let form = app.setup_form(GameId::Dica);
    let time = form
        .options
        .iter()
        .find(|f| f.key == "time_limit")
        .expect("D10");
    assert_eq!(time.choices[time.default].1, "30", "D10: 30 s by default");
    let settings = Settings {
        turn_timer_s: None,
        ..app.settings().clone()
    };
    app.save_settings(settings).expect("saves");
    let form = app.setup_form(GameId::Dica);
    let time = form
        .options
        .iter()
        .find(|f| f.key == "time_limit")
        .expect("D10");
    assert_eq!(time.choices[time.default].1, "\"off\"");
    let choices: Vec<usize> = form.options.iter().map(|f| f.default).collect();
    let seats = vec![SeatSetup::person("Reds"), SeatSetup::person("Blues")];
    let setup = app.setup_from_choices(GameId::Dica, seats, &choices, 1);
    let open = app.start(setup, 1_000).expect("starts");
    assert_eq!(open.table.timeout_due_ms(), None);
    assert_eq!(open.table.view().effects.timeout_due_ms, None);
}

/// Keeps every pushed view.
#[derive(Default)]
struct Views(Mutex<Vec<TableView>>);

impl ViewObserver for Views {
    fn on_view(&self, view: TableView) {
        if let Ok(mut all) = self.0.lock() {
            all.push(view);
        }
    }
}

impl Views {
    fn last(&self) -> Option<TableView> {
        self.0.lock().ok().and_then(|v| v.last().cloned())
    }
}

/// A store that fails while told to, and never has anything to tidy: the table's task hears
/// of a failed save only because a retry is now due.
struct Flaky(AtomicBool);

impl Autosave for Flaky {
    fn save(&self, _table: &Table) -> Result<(), SaveProblem> {
        if self.0.load(Ordering::SeqCst) {
            Err(SaveProblem::Busy)
        } else {
            Ok(())
        }
    }

    fn tidy_due(&self) -> bool {
        false
    }
}

/// What the table's task asked of its autosave and its observer, in order.
#[derive(Default)]
struct Noted(Mutex<Vec<&'static str>>);

impl Noted {
    fn note(&self, what: &'static str) {
        if let Ok(mut all) = self.0.lock() {
            all.push(what);
        }
    }

    fn all(&self) -> Vec<&'static str> {
        self.0.lock().map(|all| all.clone()).unwrap_or_default()
    }
}

impl Autosave for Noted {
    fn save(&self, _table: &Table) -> Result<(), SaveProblem> {
        self.note("save");
        Ok(())
    }

    fn tidy(&self) {
        self.note("tidy");
    }
}

impl ViewObserver for Noted {
    fn on_view(&self, _view: TableView) {
        self.note("view");
    }
}

/// The store copies its journal only once a change is saved and its view is out,
/// on the table's task, never on the way from a tap to its view, and not for a tap that
/// changed nothing.
#[tokio::test(start_paused = true)]
async fn the_store_copies_its_journal_after_a_change_is_saved_and_shown() {
    let noted = Arc::new(Noted::default());
    let live = runtime::open(
        std::sync::Arc::new(runtime::TokioHost::current()),
        dicen_alone(),
        noted.clone(),
        Some(noted.clone()),
        LiveOptions::default(),
    );
    let version = live.view().version;
    let stale = live.dispatch(Intent::tap("roll"), version + 7);
    assert!(stale.is_err(), "a tap on a view never shown is refused");
    assert!(!noted.all().contains(&"tidy"), "{:?}", noted.all());
    live.dispatch(Intent::tap("roll"), version).expect("rolls");
    let answered = noted.all();
    assert_eq!(
        answered,
        ["view", "save", "view"],
        "the opening view, then the tap's save before its view, nothing tidied on the way"
    );
    // The table's task tidies once it runs (the shell has the tap's view by then).
    tokio::time::sleep(std::time::Duration::from_millis(1)).await;
    let all = noted.all();
    assert_eq!(all, ["view", "save", "view", "tidy"], "{all:?}");
}

fn dicen_alone() -> Table {
    Table::new(dicen_ann_alone(), Lang::En, 0).expect("valid")
}

/// Ann's DICEN table live, its saves failing until the test says otherwise, its task's own
/// start over (the game's preparation on the blocking pool holds the paused clock still): from
/// there only a failed save's retry can wake the task.
async fn dicen_alone_saving_into_a_failing_store() -> (runtime::LiveTable, Arc<Views>, Arc<Flaky>) {
    let views = Arc::new(Views::default());
    let flaky = Arc::new(Flaky(AtomicBool::new(true)));
    let live = runtime::open(
        std::sync::Arc::new(runtime::TokioHost::current()),
        dicen_alone(),
        views.clone(),
        Some(flaky.clone()),
        LiveOptions::default(),
    );
    tokio::time::sleep(std::time::Duration::from_millis(1)).await;
    (live, views, flaky)
}

#[tokio::test(start_paused = true)]
async fn a_failed_save_is_shown_retried_and_cleared() {
    let (live, views, flaky) = dicen_alone_saving_into_a_failing_store().await;
    let view = live.view();
    let shown = live
        .dispatch(Intent::tap("roll"), view.version)
        .expect("rolls");
    let unsaved = shown
        .unsaved
        .clone()
        .expect("the view says the roll is not saved");
    assert_eq!(unsaved.problem, SaveProblem::Busy);
    assert!(!unsaved.message.is_empty());
    assert_eq!(live.view().unsaved, Some(unsaved.clone()));
    // Still failing: the retry keeps the notice.
    tokio::time::sleep(SAVE_RETRY + std::time::Duration::from_millis(10)).await;
    assert!(live.view().unsaved.is_some());
    // The store recovers: the next retry saves and clears the notice, with no intent needed.
    flaky.0.store(false, Ordering::SeqCst);
    tokio::time::sleep(SAVE_RETRY + std::time::Duration::from_millis(10)).await;
    assert_eq!(live.view().unsaved, None);
    assert_eq!(views.last().map(|v| v.unsaved), Some(None));
    assert_eq!(live.view().version, shown.version, "a notice is not a move");
    live.close();
}

/// The shell only listens after its tap (it never asks for `view()` again): once the store
/// recovers, the observer still gets the view without the notice. (The table does not keep a
/// tap's view for itself, except while background work like this retry may redraw it.)
#[tokio::test(start_paused = true)]
async fn a_failed_save_is_cleared_for_a_shell_that_only_listens() {
    let (live, views, flaky) = dicen_alone_saving_into_a_failing_store().await;
    let shown = live
        .dispatch(Intent::tap("roll"), live.view().version)
        .expect("rolls");
    assert!(shown.unsaved.is_some(), "the roll is not saved");
    flaky.0.store(false, Ordering::SeqCst);
    tokio::time::sleep(SAVE_RETRY + std::time::Duration::from_millis(10)).await;
    let pushed = views.last().expect("the cleared view is pushed");
    assert_eq!(pushed.unsaved, None);
    assert_eq!(pushed.version, shown.version, "a notice is not a move");
    live.close();
}

fn wall_clock() -> WallClock {
    Arc::new(|| 1_000)
}

/// Starts a DICEN table for Ann in the app at `path`, live, autosaving into it.
fn live_in(app: App) -> (runtime::LiveTable, Arc<Views>) {
    let app = Arc::new(Mutex::new(app));
    let open = {
        let mut app = app.lock().expect("app");
        match app.resume().expect("reads") {
            Some(open) => open,
            None => app
                .start(
                    TableSetup {
                        game: GameId::Dicen,
                        options: serde_json::json!({ "rounds": 2 }),
                        seats: vec![SeatSetup::person("Ann")],
                        seed: 5,
                        undo: true,
                    },
                    1_000,
                )
                .expect("starts"),
        }
    };
    let saving = Arc::new(StoreAutosave::new(app, open.saver, wall_clock()));
    let views = Arc::new(Views::default());
    let live = runtime::open(
        std::sync::Arc::new(runtime::TokioHost::current()),
        open.table,
        views.clone(),
        Some(saving),
        LiveOptions::default(),
    );
    (live, views)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_store_locked_by_another_process_shows_busy_until_it_is_free() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("cardavia.db");
    let app = App::open(&path, &[]).expect("opens");
    let (live, _views) = live_in(app);
    let other = rusqlite::Connection::open(&path).expect("a second connection");
    other
        .execute_batch("BEGIN EXCLUSIVE")
        .expect("locks the store");
    let view = live.view();
    let shown = live
        .dispatch(Intent::tap("roll"), view.version)
        .expect("rolls");
    assert_eq!(
        shown.unsaved.as_ref().map(|u| u.problem),
        Some(SaveProblem::Busy)
    );
    other.execute_batch("COMMIT").expect("unlocks");
    let view = live.view();
    let target = view
        .targets
        .iter()
        .find(|t| t.enabled)
        .expect("a move")
        .id
        .clone();
    let shown = live
        .dispatch(Intent::Tap { target }, view.version)
        .expect("moves");
    assert_eq!(shown.unsaved, None, "the next change saved both");
    live.close();
}

#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_read_only_store_shows_read_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("cardavia.db");
    {
        let app = App::open(&path, &[]).expect("opens");
        let (live, _) = live_in(app);
        let view = live.view();
        let shown = live
            .dispatch(Intent::tap("roll"), view.version)
            .expect("rolls");
        assert_eq!(shown.unsaved, None);
        // The table's task holds the app (and the store's writer lock) until it ends.
        let task = live.take_task().expect("the task");
        live.close();
        drop(live);
        task.await;
    }
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    let app = App::open(&path, &[]).expect("opens read-only");
    let (live, _) = live_in(app);
    // Tiles are selected until they make a move: the move cannot be saved, and the view says so.
    let mut problem = None;
    for _ in 0..12 {
        let view = live.view();
        let Some(target) = view.targets.iter().find(|t| t.enabled) else {
            break;
        };
        let shown = live
            .dispatch(
                Intent::Tap {
                    target: target.id.clone(),
                },
                view.version,
            )
            .expect("moves");
        problem = shown.unsaved.as_ref().map(|u| u.problem);
        if problem.is_some() {
            break;
        }
    }
    assert_eq!(problem, Some(SaveProblem::ReadOnly));
    live.close();
}
