//! Saves that fail, through the real app: the store's commits are made to fail as a full disk,
//! a failing disk, a read-only file or a busy store would (the `kill-points` fault hook), at
//! every change of a short series of each game, alone and in runs. After every tap:
//! - the view carries the not-saved notice exactly while the latest save failed, and says that
//!   leaving would lose the last change (never "it is saved") exactly then;
//! - once the table is left and the store opened again, it holds what the last view without
//!   the notice showed: nothing shown as saved is lost.
//!
//! Every game is played by people only (random enabled taps, hand-overs confirmed), so every
//! change is a tap answered on this thread and no bot or retry timer saves behind the test's
//! back (the retry waits an hour). One test in its own binary: the fault hook is the process's.

mod support;

use cardavia_core::app::{App, StoreAutosave, WallClock};
use cardavia_core::engine::TableRng;
use cardavia_core::games::GameId;
use cardavia_core::runtime::{self, LiveOptions, ViewObserver};
use cardavia_core::store::kill_points::{install_faults, Fault};
use cardavia_core::store::{Status, WriteKind};
use cardavia_core::table::{Intent, SaveProblem, Screen, SeatSetup, TableSetup, TableView};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// What the fault hook does and saw: which change saves are to fail, and how each went.
#[derive(Default)]
struct Plan {
    /// Decides, by a change save's index in this run, whether it fails and how.
    fail: Option<Box<dyn Fn(usize) -> Option<Fault> + Send>>,
    /// Each change save of this run: whether it was let through.
    attempts: Vec<bool>,
}

static PLAN: Mutex<Option<Plan>> = Mutex::new(None);

fn install() {
    install_faults(|kind| {
        if !matches!(
            kind,
            WriteKind::Change | WriteKind::RoundEnd | WriteKind::SeriesEnd
        ) {
            return None;
        }
        let mut plan = PLAN.lock().ok()?;
        let plan = plan.as_mut()?;
        let fault = plan.fail.as_ref().and_then(|f| f(plan.attempts.len()));
        plan.attempts.push(fault.is_none());
        fault
    });
}

fn attempts() -> Vec<bool> {
    PLAN.lock()
        .ok()
        .and_then(|p| p.as_ref().map(|p| p.attempts.clone()))
        .unwrap_or_default()
}

struct Ignore;

impl ViewObserver for Ignore {
    fn on_view(&self, _view: TableView) {}
}

const FAULTS: [Fault; 4] = [Fault::Full, Fault::Io, Fault::ReadOnly, Fault::Busy];

fn problem(fault: Fault) -> SaveProblem {
    match fault {
        Fault::Full => SaveProblem::Full,
        Fault::Io => SaveProblem::Failed,
        Fault::ReadOnly => SaveProblem::ReadOnly,
        Fault::Busy => SaveProblem::Busy,
    }
}

fn setup(game: GameId) -> TableSetup {
    let people = |names: &[&str]| names.iter().map(|n| SeatSetup::person(n)).collect();
    let (options, seats) = match game {
        GameId::Dica => (
            serde_json::json!({ "rounds": 5, "time_limit": "off" }),
            people(&["Ann", "Ben"]),
        ),
        GameId::Dicen => (
            serde_json::json!({ "rounds": 1, "tiles": 9 }),
            people(&["Ann", "Ben"]),
        ),
        GameId::Ganjifa => (
            serde_json::json!({ "deals": 1 }),
            people(&["Ann", "Ben", "Cy"]),
        ),
        GameId::Gnav => (
            serde_json::json!({ "games": 1, "lives": 1 }),
            people(&["Ann", "Ben", "Cy", "Di"]),
        ),
    };
    TableSetup {
        game,
        options,
        seats,
        seed: 11,
        undo: true,
    }
}

/// What a table shows that the store must give back: what happened, the seats and where the
/// series is (the screen itself starts over with a hand-over on resuming).
fn shown(view: &TableView) -> (Vec<String>, Vec<(String, i64)>, u32) {
    (
        view.log.clone(),
        view.seats
            .iter()
            .map(|s| (s.name.clone(), s.score))
            .collect(),
        view.series.round,
    )
}

/// One series of `game` with the change saves `fail` picks failing; checks every view on the
/// way and the store afterwards. Answers how many change saves failed.
fn series(
    game: GameId,
    fail: impl Fn(usize) -> Option<Fault> + Send + 'static,
    rt: &tokio::runtime::Runtime,
) -> usize {
    let dir = tempfile::tempdir_in(if std::path::Path::new("/dev/shm").is_dir() {
        "/dev/shm"
    } else {
        "."
    })
    .expect("a folder");
    let path = dir.path().join("cardavia.db");
    let app = Arc::new(Mutex::new(App::open(&path, &[]).expect("opens")));
    let open = app
        .lock()
        .expect("app")
        .start(setup(game), 1_000)
        .expect("starts");
    let series_id = open.series;
    *PLAN.lock().expect("plan") = Some(Plan {
        fail: Some(Box::new(fail)),
        attempts: Vec::new(),
    });
    let clock: WallClock = Arc::new(|| 2_000);
    let autosave = Arc::new(StoreAutosave::new(app.clone(), open.saver, clock));
    let live = runtime::open(
        std::sync::Arc::new(runtime::TokioHost::new(rt.handle().clone())),
        open.table,
        Arc::new(Ignore),
        Some(autosave),
        LiveOptions {
            bot_pause: Duration::ZERO,
            save_retry: Duration::from_secs(3600),
            // Taps come as fast as the machine sends them: no double tap to guard against.
            tap_guard: Duration::ZERO,
            ..LiveOptions::default()
        },
    );
    let mut rng = TableRng::seeded(game as u64 + 7);
    let mut view = live.view();
    let mut last_saved = shown(&view);
    for _ in 0..5_000 {
        if view.screen == Screen::SeriesOver {
            break;
        }
        let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
        assert!(
            !enabled.is_empty(),
            "{game}: nothing to tap at {}",
            view.status
        );
        let pick = enabled[rng.below(enabled.len() as u64) as usize].id.clone();
        view = live
            .dispatch(Intent::tap(&pick), view.version)
            .expect("an enabled target applies");
        let tried = attempts();
        let failed = tried.last() == Some(&false);
        assert_eq!(
            view.unsaved.is_some(),
            failed,
            "{game}: the notice shows exactly while the latest save failed (save {})",
            tried.len()
        );
        assert_eq!(
            view.leaving.saved, !failed,
            "{game}: leaving says saved only when it is"
        );
        if let Some(unsaved) = &view.unsaved {
            assert!(view.leaving.message.contains(&unsaved.message));
            assert!(FAULTS.iter().any(|&f| problem(f) == unsaved.problem));
        } else {
            last_saved = shown(&view);
        }
    }
    assert_eq!(view.screen, Screen::SeriesOver, "{game}: the series ended");
    // Leaving: the table tries its unsaved change once more as it closes.
    let before_close = attempts().len();
    let task = live.take_task().expect("the table's task");
    live.close();
    let tried = attempts();
    if tried.len() > before_close && tried.last() == Some(&true) {
        last_saved = shown(&view);
    }
    drop(live);
    // The task holds the app, and with it the store's writer lock, until it ends.
    rt.block_on(task);
    *PLAN.lock().expect("plan") = None;
    drop(app);

    // The store, opened again, holds what was last shown as saved.
    let mut reopened = App::open(&path, &[]).expect("reopens");
    let info = reopened.store().series(series_id).expect("the series");
    if last_saved == shown(&view) {
        assert_eq!(info.status, Status::Finished, "{game}: the end was saved");
    } else {
        assert_eq!(
            info.status,
            Status::Playing,
            "{game}: the end was not saved"
        );
        let resumed = reopened
            .resume_series(series_id)
            .expect("resumes where it was saved");
        assert_eq!(
            shown(&resumed.table.view()),
            last_saved,
            "{game}: the store gives back what was last shown as saved"
        );
    }
    tried.iter().filter(|ok| !**ok).count()
}

fn kind(i: usize) -> Fault {
    FAULTS[i % FAULTS.len()]
}

#[test]
fn every_view_after_a_failed_save_says_so_until_a_save_works_and_nothing_shown_as_saved_is_lost() {
    install();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_time()
        .build()
        .expect("a runtime");
    for game in GameId::ALL {
        // Every change save fails in one of the first two runs, each with all four faults
        // in turn; then runs of three failures in a row; then the last saves all fail, so the
        // series' end is left unsaved and the close's last try fails too.
        let odd = series(game, |i| (i % 2 == 1).then(|| kind(i / 2)), &rt);
        let even = series(game, |i| (i % 2 == 0).then(|| kind(i / 2)), &rt);
        let runs = series(game, |i| (i % 6 < 3).then(|| kind(i)), &rt);
        let tail = series(game, |i| (i >= 8).then(|| kind(i)), &rt);
        assert!(odd > 4 && even > 4 && runs > 4 && tail > 0, "{game}");
    }
}
