// The runtime's behaviour, included once per host by `runtime.rs` (each module gives `host()`).
use cardavia_core::ai::Level;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::runtime::{self, Autosave, LiveError, LiveOptions, ViewObserver};
use cardavia_core::table::{
    Intent, SaveProblem, Screen, SeatSetup, Table, TableSetup, TableView, UNDO,
};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use super::support::setups::dicen_ann_alone;

/// Keeps every pushed view and signals each arrival.
struct Views {
    all: Mutex<Vec<TableView>>,
    arrived: tokio::sync::mpsc::UnboundedSender<u64>,
}

impl ViewObserver for Views {
    fn on_view(&self, view: TableView) {
        let _ = self.arrived.send(view.version);
        if let Ok(mut v) = self.all.lock() {
            v.push(view);
        }
    }
}

impl Views {
    fn new() -> (Arc<Views>, tokio::sync::mpsc::UnboundedReceiver<u64>) {
        let (arrived, rx) = tokio::sync::mpsc::unbounded_channel();
        (
            Arc::new(Views {
                all: Mutex::new(Vec::new()),
                arrived,
            }),
            rx,
        )
    }

    fn count(&self) -> usize {
        self.all.lock().map(|v| v.len()).unwrap_or(0)
    }

    /// How many views newer than `version` arrived.
    fn since(&self, version: u64) -> usize {
        self.all
            .lock()
            .map(|v| v.iter().filter(|view| view.version > version).count())
            .unwrap_or(0)
    }
}

/// The next version to arrive that is newer than `version` (earlier arrivals are passed over).
async fn next_after(
    arrivals: &mut tokio::sync::mpsc::UnboundedReceiver<u64>,
    version: u64,
) -> Option<u64> {
    loop {
        match arrivals.recv().await {
            Some(arrived) if arrived > version => return Some(arrived),
            Some(_) => {}
            None => return None,
        }
    }
}

fn bot_first() -> Table {
    let setup = TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "rounds": 1 }),
        seats: vec![
            SeatSetup::bot("Bo", Level::Normal),
            SeatSetup::person("Ann"),
        ],
        seed: 3,
        undo: true,
    };
    Table::new(setup, Lang::En, 0).expect("valid")
}

const PAUSE: Duration = Duration::from_millis(700);

#[tokio::test(start_paused = true)]
async fn an_intent_is_answered_while_a_bot_waits_to_move() {
    let (views, mut arrivals) = Views::new();
    let live = runtime::open(
        host(),
        bot_first(),
        views.clone(),
        None,
        LiveOptions {
            bot_pause: PAUSE,
            ..LiveOptions::default()
        },
    );
    let started = tokio::time::Instant::now();
    // Ann taps while the bot is due: the answer (a refusal) comes at once, before the bot moves.
    let answer = live.dispatch(Intent::tap("roll"), 0);
    assert!(matches!(answer, Err(LiveError::Table(_))), "{answer:?}");
    assert_eq!(
        started.elapsed(),
        Duration::ZERO,
        "answered without waiting for the bot"
    );
    assert_eq!(
        views.count(),
        1,
        "only the opening view: the bot has not moved yet"
    );
    assert_eq!(live.view().version, 0);

    // Not before the pause...
    tokio::time::sleep(PAUSE - Duration::from_millis(1)).await;
    assert_eq!(views.since(0), 0, "the bot waits out its pause");
    // ...and then the bot throws, and after another pause closes: Ann is due.
    let first = next_after(&mut arrivals, 0)
        .await
        .expect("the bot's throw is delivered");
    assert!(started.elapsed() >= PAUSE, "{:?}", started.elapsed());
    assert_eq!(first, 1);
    while !live.view().status.starts_with("Ann") {
        arrivals.recv().await.expect("more views");
    }
    assert!(
        started.elapsed() >= 2 * PAUSE,
        "two bot actions, two pauses: {:?}",
        started.elapsed()
    );
    let view = live.view();
    assert!(view.status.starts_with("Ann"), "{}", view.status);
    live.close();
}

/// Ann plays whatever is enabled whenever she is due, until the round's summary; answers the
/// versions her taps were answered. A bot that does not move within a minute (of the paused
/// clock) fails the test rather than hanging it.
async fn play_the_round(
    live: &runtime::LiveTable,
    arrivals: &mut tokio::sync::mpsc::UnboundedReceiver<u64>,
) -> Vec<u64> {
    let mut answered = Vec::new();
    for _ in 0..2_000 {
        let view = live.view();
        if view.screen != Screen::Playing {
            break;
        }
        // Never a take-back: it is offered while a bot's pause runs, and this is about bots.
        match view
            .targets
            .iter()
            .find(|t| t.enabled && !t.selected && t.id != UNDO)
        {
            Some(target) => {
                let answer = live
                    .dispatch(Intent::tap(&target.id), view.version)
                    .expect("an enabled target applies");
                assert_eq!(answer, live.view(), "the answer is the latest view");
                answered.push(answer.version);
            }
            None => {
                tokio::time::timeout(Duration::from_secs(60), next_after(arrivals, view.version))
                    .await
                    .expect("a bot moves once Ann's turn is over")
                    .expect("the table is open");
            }
        }
    }
    assert_ne!(live.view().screen, Screen::Playing, "the round ended");
    answered
}

/// Every view reaches the observer exactly once, in order, none missing: the opening one, each
/// person's (also answered to their intent) and each bot's.
#[tokio::test(start_paused = true)]
async fn every_change_is_answered_or_pushed_once_and_closing_stops_the_task() {
    let (views, mut arrivals) = Views::new();
    let live = runtime::open(
        host(),
        bot_first(),
        views.clone(),
        None,
        LiveOptions {
            bot_pause: PAUSE,
            ..LiveOptions::default()
        },
    );
    let first = live.view().version;
    let answered = play_the_round(&live, &mut arrivals).await;
    let last = live.view();
    let delivered: Vec<u64> = views
        .all
        .lock()
        .map(|v| v.iter().map(|view| view.version).collect())
        .unwrap_or_default();
    assert!(!answered.is_empty(), "Ann played");
    let every: Vec<u64> = (first..=last.version).collect();
    assert_eq!(delivered, every, "in order, each once");
    assert!(
        answered.iter().all(|v| delivered.contains(v)),
        "answered {answered:?}, delivered {delivered:?}"
    );
    assert!(
        delivered.len() > answered.len() + 1,
        "the bots' moves are delivered too: {delivered:?}"
    );

    let task = live.take_task().expect("the task handle");
    live.close();
    tokio::time::timeout(Duration::from_secs(1), task)
        .await
        .expect("the task ends after close");
    assert!(matches!(
        live.dispatch(Intent::tap("next-round"), last.version),
        Err(LiveError::Closed)
    ));
}

/// The turn clock keeps the rule book's time exactly: a 30 s DiCa turn times out at 30 s and not
/// before (D10). Ann's team is due at the start; the AI team's turn follows the timeout.
#[tokio::test(start_paused = true)]
async fn a_thirty_second_dica_turn_times_out_at_thirty_seconds_and_not_before() {
    let (views, mut arrivals) = Views::new();
    let table =
        Table::new(TableSetup::default_for(GameId::Dica, "Ann", 4), Lang::En, 0).expect("valid");
    let first = table.view();
    assert!(
        first.status.starts_with("Team Red (Ann)"),
        "{}",
        first.status
    );
    assert_eq!(first.effects.timeout_due_ms, Some(30_000));
    let live = runtime::open(
        host(),
        table,
        views.clone(),
        None,
        LiveOptions {
            bot_pause: PAUSE,
            ..LiveOptions::default()
        },
    );
    let started = tokio::time::Instant::now();
    tokio::time::sleep(Duration::from_millis(29_900)).await;
    assert_eq!(
        views.since(first.version),
        0,
        "nothing happens before the limit"
    );
    assert_eq!(live.view(), first);

    let version = next_after(&mut arrivals, first.version)
        .await
        .expect("the timeout is delivered");
    let elapsed = started.elapsed();
    assert!(
        elapsed >= Duration::from_secs(30) && elapsed < Duration::from_secs(30) + PAUSE,
        "{elapsed:?}"
    );
    let pushed = views
        .all
        .lock()
        .map(|v| v.iter().find(|view| view.version > first.version).cloned())
        .ok()
        .flatten()
        .expect("a view");
    assert_eq!(pushed.version, version);
    assert!(version > first.version);
    assert!(
        pushed.status.starts_with("Team Blue (Bot 1)"),
        "{}",
        pushed.status
    );
    assert!(pushed.seats[1].is_turn && !pushed.seats[0].is_turn);
    assert_eq!(
        pushed.log.last().map(String::as_str),
        Some("Team Red (Ann)'s time is up: the turn passes.")
    );
    live.close();
}

/// The hint tests one at a time: a view shows a hint only if no board is being solved at that
/// moment (the solutions are shared by the process, and a view never waits for them).
static SOLVING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// DICEN for Ann and Cas with hints on a board of `tiles`.
fn hinted_dicen(tiles: u8, seed: u64) -> Table {
    let setup = TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "tiles": tiles, "hints": true }),
        seats: vec![SeatSetup::person("Ann"), SeatSetup::person("Cas")],
        seed, undo: true,
    };
    Table::new(setup, Lang::En, 0).expect("valid")
}

/// The hint a DICEN view shows, if any.
fn hint(view: &TableView) -> Option<String> {
    match &view.board {
        Some(cardavia_core::table::BoardView::Dicen { board }) => board.hint.clone(),
        _ => None,
    }
}

/// DICEN's hints need the rules solved. The first view never waits for that; the table solves
/// them in the background and pushes the view again, hint included, without anyone acting.
#[tokio::test]
async fn a_hint_arrives_once_the_background_solve_is_done() {
    let _solving = SOLVING.lock().await;
    // 1–10: no other test of this file solves that board (the solutions are shared by the
    // whole process; `bot_first`'s normal bot solves 1–9 while it plays).
    let table = hinted_dicen(10, 1);
    assert_eq!(
        hint(&table.view()),
        None,
        "nothing in this process solved 1–10 yet"
    );
    let (views, mut arrivals) = Views::new();
    let live = runtime::open(
        host(),
        table,
        views.clone(),
        None,
        LiveOptions::default(),
    );
    for _ in 0..2 {
        let version = tokio::time::timeout(Duration::from_secs(120), arrivals.recv())
            .await
            .expect("the opening view, then the redraw once the solve is done")
            .expect("the table is open");
        assert_eq!(version, 0, "the same moment of the game");
    }
    let pushed = views.all.lock().map(|v| v.clone()).unwrap_or_default();
    assert_eq!(pushed.len(), 2, "{pushed:?}");
    assert_eq!(
        pushed[0].announcement.as_deref(),
        Some("Ann to play"),
        "the opening view says whose turn it is"
    );
    assert!(hint(&pushed[1]).is_some(), "{pushed:?}");
    assert_eq!(
        pushed[1].announcement, None,
        "a redraw of the same moment says nothing again"
    );
    assert!(hint(&live.view()).is_some(), "the latest view has it too");
    live.close();
}

/// A tap while the hints are still being solved: its view goes to the caller alone, and the
/// hint still arrives once the solve is done (the table keeps a tap's view only while
/// background work may redraw it, and compares against it). Whichever finishes first, the
/// latest view the shell holds has the hint, and no view is pushed twice.
#[tokio::test]
async fn a_hint_solved_after_a_tap_is_still_pushed() {
    let _solving = SOLVING.lock().await;
    // 1–12: no other test of this file solves that board.
    let table = hinted_dicen(12, 4);
    let (views, mut arrivals) = Views::new();
    let live = runtime::open(
        host(),
        table,
        views.clone(),
        None,
        LiveOptions::default(),
    );
    let answer = live
        .dispatch(Intent::tap("roll"), live.view().version)
        .expect("Ann throws");
    if hint(&answer).is_none() {
        loop {
            let version = tokio::time::timeout(Duration::from_secs(120), arrivals.recv())
                .await
                .expect("a view is delivered once the solve is done")
                .expect("the table is open");
            let hinted = views
                .all
                .lock()
                .map(|v| v.last().is_some_and(|last| hint(last).is_some()))
                .unwrap_or(false);
            if hinted {
                assert_eq!(version, answer.version, "the thrown dice, redrawn");
                break;
            }
        }
    }
    let pushed = views.all.lock().map(|v| v.clone()).unwrap_or_default();
    let newest = pushed.last().filter(|p| p.version >= answer.version);
    assert!(
        hint(newest.unwrap_or(&answer)).is_some(),
        "answered {answer:?}, pushed {pushed:?}"
    );
    assert!(
        pushed.windows(2).all(|w| w[0] != w[1]),
        "no view pushed twice: {pushed:?}"
    );
    let newest = newest.unwrap_or(&answer);
    let latest = live.view();
    assert_eq!(
        (latest.version, &latest.board),
        (newest.version, &newest.board),
        "view() is the newest moment (a redraw delivered plays no haptic again)"
    );
    live.close();
}

/// A table nobody holds any more (the shell let go of it without stopping it) stops its task:
/// the task itself holds no handle.
#[tokio::test(start_paused = true)]
async fn letting_go_of_every_handle_stops_the_task() {
    let (views, _arrivals) = Views::new();
    let live = runtime::open(
        host(),
        bot_first(),
        views.clone(),
        None,
        LiveOptions::default(),
    );
    let mut task = live.take_task().expect("the task handle");
    let copy = live.clone();
    drop(live);
    tokio::task::yield_now().await;
    assert!(
        tokio::time::timeout(Duration::ZERO, &mut task).await.is_err(),
        "a clone still holds the table"
    );
    drop(copy);
    tokio::time::timeout(Duration::from_secs(1), task)
        .await
        .expect("the task ends once nobody holds the table");
    assert_eq!(views.since(0), 0, "the bot never moved");
}

/// An observer that taps the table while `on_view` runs (a shell reacting at once to a bot's
/// move) gets its answer: the table is never locked while a view is pushed.
#[tokio::test(start_paused = true)]
async fn an_observer_may_tap_the_table_from_inside_a_pushed_view() {
    struct Tapping {
        table: std::sync::OnceLock<runtime::LiveTable>,
        answers: Mutex<Vec<Result<u64, String>>>,
        arrived: tokio::sync::mpsc::UnboundedSender<()>,
    }
    impl ViewObserver for Tapping {
        fn on_view(&self, view: TableView) {
            if let Some(table) = self.table.get() {
                // Tapped from a thread of its own, waited for here: were the table locked
                // while this view is pushed, the wait would end without an answer (a failure,
                // not a hung test).
                let (answer, answered) = std::sync::mpsc::channel();
                let (table, version) = (table.clone(), view.version);
                std::thread::spawn(move || {
                    let _ = answer.send(
                        table
                            .dispatch(Intent::tap("roll"), version)
                            .map(|v| v.version)
                            .map_err(|e| e.to_string()),
                    );
                });
                let answer = answered
                    .recv_timeout(Duration::from_secs(10))
                    .unwrap_or(Ok(u64::MAX));
                if let Ok(mut answers) = self.answers.lock() {
                    answers.push(answer);
                }
                let _ = self.arrived.send(());
            }
        }
    }
    let (arrived, mut arrivals) = tokio::sync::mpsc::unbounded_channel();
    let tapping = Arc::new(Tapping {
        table: std::sync::OnceLock::new(),
        answers: Mutex::new(Vec::new()),
        arrived,
    });
    let live = runtime::open(
        host(),
        bot_first(),
        tapping.clone(),
        None,
        LiveOptions {
            bot_pause: PAUSE,
            ..LiveOptions::default()
        },
    );
    let task = live.take_task().expect("the task handle");
    assert!(tapping.table.set(live.clone()).is_ok());
    tokio::time::timeout(Duration::from_secs(5), arrivals.recv())
        .await
        .expect("the bot's throw is pushed, and the tap inside it answered")
        .expect("the observer is alive");
    let answers = tapping
        .answers
        .lock()
        .map(|a| a.clone())
        .unwrap_or_default();
    assert_eq!(answers.len(), 1, "{answers:?}");
    assert!(
        matches!(&answers[0], Err(why) if !why.is_empty()),
        "Ann may not throw during the bot's turn, and is told so: {answers:?}"
    );
    assert_eq!(live.view().version, 1, "the refused tap changed nothing");
    live.close();
    tokio::time::timeout(Duration::from_secs(1), task)
        .await
        .expect("the task ends after close");
}

/// Saves nothing; counts the task's settles (it settles on every wake-up) and says whether
/// there is anything to tidy as the test sets it.
#[derive(Default)]
struct Quiet {
    settles: AtomicUsize,
    due: AtomicBool,
}

impl Autosave for Quiet {
    fn save(&self, _table: &Table) -> Result<(), SaveProblem> {
        Ok(())
    }

    fn tidy(&self) {
        self.settles.fetch_add(1, Ordering::SeqCst);
    }

    fn tidy_due(&self) -> bool {
        self.due.load(Ordering::SeqCst)
    }
}

/// A tap that gives the table's task nothing to do (no bot, no clock, nothing to tidy) does
/// not wake it; one after which the store has something to tidy does.
#[tokio::test(start_paused = true)]
async fn a_tap_wakes_the_task_only_when_it_has_something_to_do() {
    let quiet = Arc::new(Quiet::default());
    let (views, _arrivals) = Views::new();
    let live = runtime::open(
        host(),
        Table::new(dicen_ann_alone(), Lang::En, 0).expect("valid"),
        views,
        Some(quiet.clone()),
        LiveOptions::default(),
    );
    let view = live.view();
    assert_eq!(view.effects.timeout_due_ms, None, "no turn clock");
    let thrown = live
        .dispatch(Intent::tap("roll"), view.version)
        .expect("Ann throws");
    tokio::time::sleep(Duration::from_millis(1)).await;
    assert_eq!(quiet.settles.load(Ordering::SeqCst), 0, "not woken");

    quiet.due.store(true, Ordering::SeqCst);
    let tile = thrown
        .targets
        .iter()
        .find(|t| t.enabled)
        .expect("a tile to tap")
        .id
        .clone();
    live.dispatch(Intent::tap(&tile), thrown.version)
        .expect("Ann taps a tile");
    tokio::time::sleep(Duration::from_millis(1)).await;
    assert_eq!(quiet.settles.load(Ordering::SeqCst), 1, "woken to settle");
    live.close();
}

/// With nothing to tidy, a tap that ends a person's turn still wakes the task: the bot that
/// is due then moves, turn after turn, to the round's end.
#[tokio::test(start_paused = true)]
async fn a_tap_that_hands_the_turn_to_a_bot_wakes_the_task() {
    let quiet = Arc::new(Quiet::default());
    let (views, mut arrivals) = Views::new();
    let setup = TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "rounds": 1 }),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::bot("Bo", Level::Normal),
        ],
        seed: 3,
        undo: true,
    };
    let live = runtime::open(
        host(),
        Table::new(setup, Lang::En, 0).expect("valid"),
        views.clone(),
        Some(quiet.clone()),
        LiveOptions {
            bot_pause: PAUSE,
            ..LiveOptions::default()
        },
    );
    let answered = play_the_round(&live, &mut arrivals).await;
    assert!(!answered.is_empty(), "Ann played");
    // Besides the opening view and the answered ones, the bot's moves.
    let bot_moves = views.count() - 1 - answered.len();
    assert!(bot_moves > 0, "Bo moved after Ann's taps");
    // The task tidies after each bot move it delivers, and on each wake-up a tap gave it: only
    // the taps that handed the turn over, not the tile taps within Ann's turn.
    let woken_by_taps = quiet.settles.load(Ordering::SeqCst) - bot_moves;
    assert!(
        woken_by_taps > 0 && woken_by_taps < answered.len(),
        "{woken_by_taps} of {} taps woke the task",
        answered.len()
    );
    live.close();
}

/// With no bot and nothing to tidy, a tap that starts the turn clock (the next round, after a
/// summary without one) still wakes the task: the clock runs out on time (D10).
#[tokio::test(start_paused = true)]
async fn a_tap_that_starts_the_turn_clock_wakes_the_task() {
    let quiet = Arc::new(Quiet::default());
    let (views, mut arrivals) = Views::new();
    let setup = TableSetup {
        game: GameId::Dica,
        options: serde_json::json!({ "rounds": 5, "time_limit": 30 }),
        seats: vec![SeatSetup::person("Reds"), SeatSetup::person("Blues")],
        seed: 4,
        undo: true,
    };
    let live = runtime::open(
        host(),
        Table::new(setup, Lang::En, 0).expect("valid"),
        views.clone(),
        Some(quiet),
        LiveOptions::default(),
    );
    // The first round, played at once (the paused clock stands still meanwhile).
    for _ in 0..2_000 {
        let view = live.view();
        if view.screen != Screen::Playing {
            break;
        }
        let target = view
            .targets
            .iter()
            .find(|t| t.enabled && !t.selected)
            .expect("the team due may act");
        live.dispatch(Intent::tap(&target.id), view.version)
            .expect("an enabled target applies");
    }
    let summary = live.view();
    assert_eq!(summary.screen, Screen::RoundOver);
    assert_eq!(
        summary.effects.timeout_due_ms, None,
        "no clock on the summary"
    );
    tokio::time::sleep(Duration::from_secs(100)).await;
    assert_eq!(
        views.since(summary.version),
        0,
        "nothing happens while the summary is read"
    );

    let next = live
        .dispatch(Intent::tap("next-round"), summary.version)
        .expect("the next round");
    assert_eq!(
        next.effects.timeout_due_ms,
        Some(130_000),
        "the clock starts"
    );
    let started = tokio::time::Instant::now();
    tokio::time::timeout(
        Duration::from_secs(60),
        next_after(&mut arrivals, next.version),
    )
    .await
    .expect("the turn times out")
    .expect("the table is open");
    let elapsed = started.elapsed();
    assert!(
        elapsed >= Duration::from_secs(30) && elapsed < Duration::from_secs(31),
        "{elapsed:?}"
    );
    live.close();
}

/// A quick double tap: the second tap lands on the screen the first one brought up (the
/// hand-over's confirm and the next screen's first move share a key and a place). A tap
/// sooner than the guard after the screen changed is refused as too soon and changes nothing;
/// once the person has had time to see the screen, the same tap is taken.
#[tokio::test(start_paused = true)]
async fn a_tap_too_soon_after_the_screen_changed_is_refused() {
    let setup = TableSetup {
        game: GameId::Gnav,
        options: serde_json::json!({ "games": 1 }),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::person("Ben"),
            SeatSetup::bot("Cy", Level::Easy),
            SeatSetup::bot("Di", Level::Easy),
        ],
        seed: 2,
        undo: true,
    };
    let (views, _) = Views::new();
    let live = runtime::open(
        host(),
        Table::new(setup, Lang::En, 0).expect("valid"),
        views,
        None,
        LiveOptions {
            bot_pause: Duration::ZERO,
            ..LiveOptions::default()
        },
    );
    // The table opens on a hand-over to Ann: the first screen is no change, so she may
    // confirm at once.
    let first = live.view();
    assert!(matches!(first.screen, Screen::HandOver { .. }), "{first:?}");
    let shown = live
        .dispatch(Intent::tap("hand-over"), first.version)
        .expect("the first screen takes a tap at once");
    assert_eq!(shown.screen, Screen::Playing);
    // The confirm's second tap, 100 ms later, lands on her first move: refused.
    tokio::time::advance(Duration::from_millis(100)).await;
    let mv = shown
        .targets
        .iter()
        .find(|t| t.enabled)
        .expect("a move")
        .id
        .clone();
    match live.dispatch(Intent::tap(&mv), shown.version) {
        Err(LiveError::Table(e)) => {
            assert_eq!(e.kind(), "too-soon");
            assert_eq!(e.message().id, "table-error-too-soon");
        }
        other => panic!("a double tap's second tap was taken: {other:?}"),
    }
    assert_eq!(live.view().version, shown.version, "nothing changed");
    // Looked at, the same tap is taken.
    tokio::time::advance(runtime::TAP_GUARD).await;
    let after = live
        .dispatch(Intent::tap(&mv), shown.version)
        .expect("taken once the screen was seen");
    assert!(after.version > shown.version);
    live.close();
}

/// A close begun on a UI thread refuses the next intent at once and sends no more views; the
/// store is let go of only when the close is finished (off that thread).
#[tokio::test(start_paused = true)]
async fn a_close_begun_refuses_at_once_and_lets_go_of_the_store_when_finished() {
    let quiet = Arc::new(Quiet::default());
    let (views, _arrivals) = Views::new();
    let live = runtime::open(
        host(),
        Table::new(dicen_ann_alone(), Lang::En, 0).expect("valid"),
        views.clone(),
        Some(quiet.clone()),
        LiveOptions::default(),
    );
    let version = live.view().version;
    assert_eq!(Arc::strong_count(&quiet), 2, "the table holds its autosave");
    live.begin_close();
    assert!(matches!(
        live.dispatch(Intent::tap("roll"), version),
        Err(LiveError::Closed)
    ));
    assert_eq!(views.count(), 1, "only the opening view went out");
    assert_eq!(
        Arc::strong_count(&quiet),
        2,
        "the store is held until the close is finished"
    );
    live.finish_close();
    assert_eq!(Arc::strong_count(&quiet), 1, "let go of");
    live.finish_close();
    assert_eq!(Arc::strong_count(&quiet), 1, "done once");
}

/// The app leaving the screen stops the turn clock: a DiCa turn with 30 s that loses 10 s, then
/// spends ten minutes off the screen, times out 20 s after the app comes back and not before.
#[tokio::test(start_paused = true)]
async fn the_turn_clock_stops_while_the_app_is_away_and_keeps_the_time_left() {
    let (views, mut arrivals) = Views::new();
    let table =
        Table::new(TableSetup::default_for(GameId::Dica, "Ann", 4), Lang::En, 0).expect("valid");
    let first = table.view();
    assert_eq!(first.effects.timeout_due_ms, Some(30_000));
    let live = runtime::open(host(), table, views.clone(), None, LiveOptions::default());
    tokio::time::sleep(Duration::from_secs(10)).await;
    live.step_away().expect("the app leaves the screen");
    tokio::time::sleep(Duration::from_secs(600)).await;
    assert_eq!(
        views.since(first.version),
        0,
        "no timeout while the app is away (one person: no hand-over either)"
    );
    live.come_back().expect("the app is back");
    let back = tokio::time::Instant::now();
    tokio::time::sleep(Duration::from_millis(19_900)).await;
    assert_eq!(views.since(first.version), 0, "the time left is 20 s");
    next_after(&mut arrivals, first.version)
        .await
        .expect("the timeout is delivered");
    let waited = back.elapsed();
    assert!(
        waited >= Duration::from_secs(20) && waited < Duration::from_secs(21),
        "{waited:?}"
    );
    live.close();
}

/// No bot moves while the app is away; it moves once the app is back, after its pause.
#[tokio::test(start_paused = true)]
async fn no_bot_moves_while_the_app_is_away() {
    let (views, mut arrivals) = Views::new();
    let live = runtime::open(
        host(),
        bot_first(),
        views.clone(),
        None,
        LiveOptions {
            bot_pause: PAUSE,
            ..LiveOptions::default()
        },
    );
    tokio::time::sleep(PAUSE / 2).await;
    live.step_away().expect("the app leaves the screen");
    tokio::time::sleep(Duration::from_secs(60)).await;
    assert_eq!(views.since(0), 0, "the bot waits for the app");
    live.come_back().expect("the app is back");
    let back = tokio::time::Instant::now();
    next_after(&mut arrivals, 0)
        .await
        .expect("the bot's throw is delivered");
    assert!(back.elapsed() >= PAUSE, "a whole pause after the return");
    live.close();
}

/// Stepping away from a hidden-hand table hands the phone to nobody: the view delivered asks
/// for a hand-over before anything hidden shows, and is saved like any change.
#[tokio::test(start_paused = true)]
async fn stepping_away_from_a_hidden_hand_asks_for_a_hand_over() {
    let setup = TableSetup {
        game: GameId::Gnav,
        options: serde_json::json!({}),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::person("Bea"),
            SeatSetup::bot("Bo", Level::Easy),
            SeatSetup::bot("Cy", Level::Easy),
        ],
        seed: 5,
        undo: true,
    };
    let table = Table::new(setup, Lang::En, 0).expect("valid");
    let (views, mut arrivals) = Views::new();
    let saves = Arc::new(AtomicUsize::new(0));
    let live = runtime::open(
        host(),
        table,
        views.clone(),
        Some(Arc::new(CountedSaves(saves.clone()))),
        LiveOptions {
            bot_pause: Duration::ZERO,
            tap_guard: Duration::ZERO,
            ..LiveOptions::default()
        },
    );
    // Whoever the table waits for takes the phone.
    let mut view = live.view();
    while !matches!(view.screen, Screen::HandOver { .. }) {
        next_after(&mut arrivals, view.version)
            .await
            .expect("the bots move until a person is due");
        view = live.view();
    }
    let taken = live
        .dispatch(Intent::tap(cardavia_core::table::HAND_OVER), view.version)
        .expect("the person takes the phone");
    assert_eq!(taken.screen, Screen::Playing);
    let saved = saves.load(Ordering::SeqCst);
    live.step_away().expect("the app leaves the screen");
    let away = live.view();
    assert!(
        matches!(away.screen, Screen::HandOver { .. }),
        "{:?}",
        away.screen
    );
    assert!(away.version > taken.version);
    let delivered = views.all.lock().map(|v| v.last().cloned()).ok().flatten();
    assert_eq!(
        delivered.map(|v| (v.version, v.screen)),
        Some((away.version, away.screen.clone())),
        "the shell is given the hand-over"
    );
    assert_eq!(saves.load(Ordering::SeqCst), saved + 1, "saved like any change");
    live.come_back().expect("the app is back");
    assert!(matches!(live.view().screen, Screen::HandOver { .. }));
    live.close();
}

/// Counts the saves.
struct CountedSaves(Arc<AtomicUsize>);

impl Autosave for CountedSaves {
    fn save(&self, _table: &Table) -> Result<(), SaveProblem> {
        self.0.fetch_add(1, Ordering::SeqCst);
        Ok(())
    }
}

/// A take-back on the live table while a bot waits to answer: the bot's move, planned for the
/// card taken back, is dropped; the bot answers the table as it stands once Ann plays again;
/// and the take-back is saved like any change.
#[tokio::test(start_paused = true)]
async fn a_take_back_while_a_bot_waits_drops_its_move_and_is_saved() {
    let (table, card) = super::support::play::ganjifa_ann_to_play(7);
    let (views, mut arrivals) = Views::new();
    let saves = Arc::new(AtomicUsize::new(0));
    let live = runtime::open(
        host(),
        table,
        views.clone(),
        Some(Arc::new(CountedSaves(saves.clone()))),
        LiveOptions {
            bot_pause: PAUSE,
            tap_guard: Duration::ZERO,
            ..LiveOptions::default()
        },
    );
    let before = live.view();
    let played = live
        .dispatch(Intent::tap(&card), before.version)
        .expect("Ann plays");
    tokio::time::sleep(PAUSE / 2).await;
    let saved = saves.load(Ordering::SeqCst);
    let back = live
        .dispatch(Intent::tap(UNDO), played.version)
        .expect("Ann takes it back while the bot waits");
    assert_eq!(back.board, before.board);
    assert!(saves.load(Ordering::SeqCst) > saved, "the take-back is saved");
    // Long past the bot's pause: it planned an answer to a card no longer on the table.
    tokio::time::sleep(PAUSE * 4).await;
    let now = live.view();
    assert_eq!(now.board, back.board, "no bot answered the card taken back");
    assert_eq!(views.since(back.version), 0, "nothing moved since");
    // Ann plays again: the bot answers this card, after its pause.
    let again = live
        .dispatch(Intent::tap(&card), now.version)
        .expect("Ann plays again");
    next_after(&mut arrivals, again.version)
        .await
        .expect("the bot answers");
    live.close();
}
