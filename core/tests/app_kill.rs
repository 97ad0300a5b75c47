//! The app killed at every kind of write, and every table it had saved resumes as it was: a new
//! game, a change at the table, a round's end, a series' end and a rematch, for every game, through
//! the real `App`, its `StoreAutosave` and the runtime's task.
//!
//! A child process plays a table of bots (the runtime moves them; the child taps "next round"
//! and one rematch) and reports on its stdout every commit it reaches (`C <n> <kind>`, from the
//! store's test-only kill points, feature `kill-points`) and every save that returned, with the
//! store's state then (`S <series> <actions> <status>`: from that moment the view shows it as
//! saved). A first child plays without being killed: its trace names every commit. Then, for
//! each chosen commit, a new child on a new store aborts the process (SIGABRT) right before
//! the commit or right after it, and the parent reopens the store and checks:
//! - `PRAGMA integrity_check` is ok and the file opens without being moved aside;
//! - the store holds exactly what the trace says was committed by then: every series with its
//!   number of actions and its status (a kill before a commit loses that change whole, and only
//!   it; a kill after keeps it), so nothing shown as saved is lost and no new series is left
//!   without its opening deal;
//! - every unfinished series is offered by `App::saved_tables`, nothing is found damaged, and
//!   each offered table resumes with the saved number of actions.
//!
//! Play is deterministic (seeded deals and bots, no think cap, clock-free options), so a killed
//! child's reports are the trace's own, which the test checks too. Run alone with
//! `cargo test -p cardavia-core --test app_kill`; it prints the number of kills.

use cardavia_core::ai::Level;
use cardavia_core::app::{App, StoreAutosave, WallClock};
use cardavia_core::games::GameId;
use cardavia_core::runtime::{self, Autosave, LiveOptions, ViewObserver};
use cardavia_core::store::kill_points::{self, Moment};
use cardavia_core::store::{Status, Store, WriteKind};
use cardavia_core::table::{Intent, SaveProblem, Screen, SeatSetup, Table, TableSetup, TableView};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::sync::{mpsc, Arc, Mutex};
use std::time::Duration;

/// Changes saved after the rematch before the child stops by itself.
const AFTER_REMATCH: usize = 3;

fn setup(game: GameId) -> TableSetup {
    let (options, seats) = match game {
        GameId::Dica => (serde_json::json!({ "rounds": 5, "time_limit": "off" }), 2),
        GameId::Dicen => (serde_json::json!({ "tiles": 9, "rounds": 2 }), 2),
        GameId::Ganjifa => (serde_json::json!({ "period": "day", "deals": 2 }), 3),
        GameId::Gnav => (serde_json::json!({ "games": 2, "lives": 1 }), 4),
    };
    let levels = [Level::Easy, Level::Normal, Level::Easy, Level::Normal];
    TableSetup {
        game,
        options,
        seats: (0..seats)
            .map(|i| SeatSetup::bot(&format!("Bot {}", i + 1), levels[i]))
            .collect(),
        seed: 41,
        undo: true,
    }
}

fn kind_name(kind: WriteKind) -> &'static str {
    match kind {
        WriteKind::NewSeries => "new-series",
        WriteKind::Change => "change",
        WriteKind::RoundEnd => "round-end",
        WriteKind::SeriesEnd => "series-end",
        WriteKind::Other => "other",
    }
}

fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--child") {
        let game = args.get(3).and_then(|g| g.parse::<GameId>().ok());
        let (Some(db), Some(game)) = (args.get(2), game) else {
            eprintln!("usage: app_kill --child DB GAME [N before|after]");
            return ExitCode::from(2);
        };
        let kill = match (args.get(4).and_then(|n| n.parse().ok()), args.get(5)) {
            (Some(n), Some(m)) if m == "before" => Some((n, Moment::BeforeCommit)),
            (Some(n), Some(m)) if m == "after" => Some((n, Moment::AfterCommit)),
            _ => None,
        };
        return match child(Path::new(db), game, kill) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("child: {e}");
                ExitCode::from(3)
            }
        };
    }
    match parent() {
        Ok(report) => {
            println!("{report}");
            println!("app_kill: 1 passed, 0 failed");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("app_kill: {e}");
            println!("app_kill: 0 passed, 1 failed");
            ExitCode::FAILURE
        }
    }
}

/// Reports the store's state after a save returned: `S <series> <actions> <status>`.
fn report_saved(app: &App) -> Result<(), String> {
    let store = app.store();
    let latest = store
        .series_list(None)
        .map_err(|e| e.to_string())?
        .into_iter()
        .next_back()
        .ok_or("no series after a save")?;
    let applied = store.resume(latest.id).map_err(|e| e.to_string())?.applied;
    say(&format!(
        "S {} {applied} {}",
        latest.id,
        latest.status.as_str()
    ));
    Ok(())
}

/// The real autosave, reporting each save that returned.
struct Reporting {
    inner: StoreAutosave,
    app: Arc<Mutex<App>>,
}

impl Autosave for Reporting {
    fn save(&self, table: &Table) -> Result<(), SaveProblem> {
        self.inner.save(table)?;
        let app = self.app.lock().map_err(|_| SaveProblem::Failed)?;
        report_saved(&app).map_err(|_| SaveProblem::Failed)
    }
}

struct Views(Mutex<mpsc::Sender<TableView>>);

impl ViewObserver for Views {
    fn on_view(&self, view: TableView) {
        if let Ok(tx) = self.0.lock() {
            let _ = tx.send(view);
        }
    }
}

fn child(db: &Path, game: GameId, kill: Option<(u64, Moment)>) -> Result<(), String> {
    let mut commits = 0u64;
    kill_points::install(move |kind, moment| {
        if kind == WriteKind::Other {
            return;
        }
        if moment == Moment::BeforeCommit {
            commits += 1;
            say(&format!("C {commits} {}", kind_name(kind)));
        }
        if kill == Some((commits, moment)) {
            std::process::abort();
        }
    });
    let app = App::open(db, &["en".into()]).map_err(|e| e.to_string())?;
    let app = Arc::new(Mutex::new(app));
    let open = {
        let mut app = app.lock().map_err(|_| "poisoned")?;
        let open = app.start(setup(game), 1_000).map_err(|e| e.to_string())?;
        report_saved(&app)?;
        open
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_time()
        .build()
        .map_err(|e| e.to_string())?;
    let clock: WallClock = Arc::new(|| 2_000);
    let autosave = Reporting {
        inner: StoreAutosave::new(app.clone(), open.saver, clock),
        app: app.clone(),
    };
    let (tx, views) = mpsc::channel();
    let live = runtime::open(
        std::sync::Arc::new(runtime::TokioHost::new(runtime.handle().clone())),
        open.table,
        Arc::new(Views(Mutex::new(tx))),
        Some(Arc::new(autosave)),
        LiveOptions {
            bot_pause: Duration::ZERO,
            epoch_ms: 2_000,
            // No cap: a bot's move must not depend on the machine's speed.
            bot_think_cap: Duration::from_secs(3_600),
            // Taps come as fast as the machine sends them: no double tap to guard against.
            tap_guard: Duration::ZERO,
            ..LiveOptions::default()
        },
    );
    let mut rematched = false;
    let mut after_rematch = 0;
    let mut view = live.view();
    loop {
        match view.screen {
            Screen::RoundOver => {
                live.dispatch(Intent::tap("next-round"), view.version)
                    .map_err(|e| e.to_string())?;
            }
            Screen::SeriesOver if !rematched => {
                rematched = true;
                live.dispatch(Intent::tap("rematch"), view.version)
                    .map_err(|e| e.to_string())?;
            }
            Screen::SeriesOver => break,
            _ => {}
        }
        view = views
            .recv_timeout(Duration::from_secs(120))
            .map_err(|_| "no view for two minutes".to_string())?;
        if rematched {
            after_rematch += 1;
            if after_rematch > AFTER_REMATCH {
                break;
            }
        }
    }
    // Stop before the next commit starts: the trace ends at a save that returned.
    std::process::exit(0);
}

/// A line of a child's report.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Line {
    Commit(u64, String),
    Saved {
        series: i64,
        actions: u64,
        status: String,
    },
}

fn parse(line: &str) -> Option<Line> {
    let mut parts = line.split(' ');
    match parts.next()? {
        "C" => Some(Line::Commit(
            parts.next()?.parse().ok()?,
            parts.next()?.to_string(),
        )),
        "S" => Some(Line::Saved {
            series: parts.next()?.parse().ok()?,
            actions: parts.next()?.parse().ok()?,
            status: parts.next()?.to_string(),
        }),
        _ => None,
    }
}

/// Runs a child to its end (or its abort) and returns its report and whether it aborted.
fn run_child(
    db: &Path,
    game: GameId,
    kill: Option<(u64, &str)>,
) -> Result<(Vec<Line>, bool), String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut command = Command::new(exe);
    command.arg("--child").arg(db).arg(game.as_str());
    if let Some((n, moment)) = kill {
        command.arg(n.to_string()).arg(moment);
    }
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("spawn: {e}"))?;
    let stdout = child.stdout.take().ok_or("no stdout")?;
    let mut lines = Vec::new();
    for line in BufReader::new(stdout).lines() {
        let line = line.map_err(|e| e.to_string())?;
        lines.push(parse(&line).ok_or_else(|| format!("bad report {line:?}"))?);
    }
    let status = child.wait().map_err(|e| e.to_string())?;
    Ok((lines, aborted(status)))
}

#[cfg(unix)]
fn aborted(status: std::process::ExitStatus) -> bool {
    use std::os::unix::process::ExitStatusExt;
    status.signal() == Some(6)
}

#[cfg(not(unix))]
fn aborted(status: std::process::ExitStatus) -> bool {
    !status.success()
}

/// What the store should hold after the first `upto` report lines: each series' actions and
/// status, from the last save reported for it.
fn expected(lines: &[Line]) -> BTreeMap<i64, (u64, String)> {
    let mut series = BTreeMap::new();
    for line in lines {
        if let Line::Saved {
            series: id,
            actions,
            status,
        } = line
        {
            series.insert(*id, (*actions, status.clone()));
        }
    }
    series
}

/// Reopens the store and checks it against `want`; returns how many tables it offered.
fn verify(db: &Path, want: &BTreeMap<i64, (u64, String)>) -> Result<usize, String> {
    let opened = Store::open(db).map_err(|e| format!("reopen: {e}"))?;
    if let Some(notice) = opened.notices.first() {
        return Err(format!("the store was moved aside: {notice:?}"));
    }
    let store = opened.store;
    let problems = store.integrity_check().map_err(|e| e.to_string())?;
    if !problems.is_empty() {
        return Err(format!("integrity_check: {problems:?}"));
    }
    let mut found = BTreeMap::new();
    for info in store.series_list(None).map_err(|e| e.to_string())? {
        let applied = store.resume(info.id).map_err(|e| e.to_string())?.applied;
        found.insert(info.id.0, (applied, info.status.as_str().to_string()));
    }
    if &found != want {
        return Err(format!(
            "the store holds {found:?}, the saves said {want:?}"
        ));
    }
    drop(store);
    let mut app = App::open(db, &["en".into()]).map_err(|e| e.to_string())?;
    let offered = app.saved_tables(3_000).map_err(|e| e.to_string())?;
    let damaged = app.take_damaged_notices().map_err(|e| e.to_string())?;
    if !damaged.is_empty() {
        return Err(format!("found damaged: {damaged:?}"));
    }
    let playing: Vec<i64> = want
        .iter()
        .filter(|(_, (_, status))| status == Status::Playing.as_str())
        .map(|(id, _)| *id)
        .collect();
    let listed: Vec<i64> = offered.iter().map(|t| t.series.0).collect();
    if listed != playing {
        return Err(format!("offered {listed:?}, unfinished {playing:?}"));
    }
    for table in &offered {
        let open = app.resume_series(table.series).map_err(|e| {
            format!(
                "series {} is offered and does not resume: {e}",
                table.series
            )
        })?;
        let saved = want.get(&table.series.0).map(|(n, _)| *n);
        if Some(open.table.log_len()) != saved {
            return Err(format!(
                "series {} resumes after {} actions, {saved:?} were saved",
                table.series,
                open.table.log_len()
            ));
        }
    }
    Ok(offered.len())
}

/// The commits to kill at: every new series, round end and series end, and changes spread over
/// the trace (the first ones, and every `step`-th).
fn kill_points_of(trace: &[Line]) -> Vec<(u64, String)> {
    let commits: Vec<(u64, String)> = trace
        .iter()
        .filter_map(|l| match l {
            Line::Commit(n, kind) => Some((*n, kind.clone())),
            Line::Saved { .. } => None,
        })
        .collect();
    let changes = commits.iter().filter(|(_, k)| k == "change").count();
    let step = (changes / 6).max(1);
    let mut seen_changes = 0;
    commits
        .into_iter()
        .filter(|(_, kind)| {
            if kind != "change" {
                return true;
            }
            seen_changes += 1;
            seen_changes <= 2 || seen_changes % step == 0
        })
        .collect()
}

fn parent() -> Result<String, String> {
    let shm = Path::new("/dev/shm");
    let dir = if shm.is_dir() {
        tempfile::tempdir_in(shm)
    } else {
        tempfile::tempdir()
    }
    .map_err(|e| e.to_string())?;
    let mut kills = 0u64;
    let mut by_kind: BTreeMap<String, u64> = BTreeMap::new();
    let mut offered_total = 0;
    for game in GameId::ALL {
        let db = dir.path().join(format!("{game}-trace.db"));
        let (trace, was_aborted) = run_child(&db, game, None)?;
        if was_aborted {
            return Err(format!("{game}: the trace child aborted"));
        }
        let kinds: Vec<&str> = trace
            .iter()
            .filter_map(|l| match l {
                Line::Commit(_, k) => Some(k.as_str()),
                Line::Saved { .. } => None,
            })
            .collect();
        for wanted in ["new-series", "change", "round-end", "series-end"] {
            if !kinds.contains(&wanted) {
                return Err(format!("{game}: the trace has no {wanted} commit"));
            }
        }
        if kinds.iter().filter(|k| **k == "new-series").count() < 2 {
            return Err(format!("{game}: the trace has no rematch"));
        }
        verify(&db, &expected(&trace)).map_err(|e| format!("{game} trace: {e}"))?;
        let mut new_series_seen = 0;
        for (n, kind) in kill_points_of(&trace) {
            // The last commit of the trace may not have returned before the child stopped.
            let Some(at) = trace
                .iter()
                .position(|l| *l == Line::Commit(n, kind.clone()))
            else {
                continue;
            };
            if !trace[at..].iter().any(|l| matches!(l, Line::Saved { .. })) {
                continue;
            }
            let label = if kind == "new-series" {
                new_series_seen += 1;
                if new_series_seen == 1 {
                    "new-game".to_string()
                } else {
                    "rematch".to_string()
                }
            } else {
                kind.clone()
            };
            for moment in ["before", "after"] {
                let db = dir.path().join(format!("{game}-{n}-{moment}.db"));
                let (lines, was_aborted) = run_child(&db, game, Some((n, moment)))?;
                let context = format!("{game}, killed {moment} commit {n} ({label})");
                if !was_aborted {
                    return Err(format!("{context}: the child was not killed"));
                }
                if trace.get(..lines.len()) != Some(&lines[..]) {
                    return Err(format!(
                        "{context}: the child's saves differ from the trace"
                    ));
                }
                // Before the commit: what was saved before it. After: what the trace saved
                // with it (its report follows it there).
                let upto = match moment {
                    "before" => lines.len(),
                    _ => trace[at..]
                        .iter()
                        .position(|l| matches!(l, Line::Saved { .. }))
                        .map_or(trace.len(), |p| at + p + 1),
                };
                offered_total += verify(&db, &expected(&trace[..upto]))
                    .map_err(|e| format!("{context}: {e}"))?;
                kills += 1;
                *by_kind.entry(label.clone()).or_default() += 1;
            }
        }
    }
    Ok(format!(
        "app_kill: {kills} kills through App and the runtime, all four games ({by_kind:?}); \
         after each the store was sound, held exactly what was saved, and every one of the \
         {offered_total} tables offered resumed"
    ))
}
