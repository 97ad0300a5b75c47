//! Autosave under SIGKILL. A child process plays DICEN with bots through `engine::Match`,
//! autosaving every action, and reports each action on its stdout once its commit returned. The
//! parent kills it (SIGKILL) after a random number of reports, hundreds of times, and after every
//! kill reopens the store and checks:
//! - `PRAGMA integrity_check` is ok;
//! - every action reported before the kill is there, with the same notation;
//! - every series' log runs 0, 1, 2, ... without a gap, and its snapshot restores (with
//!   `Match::restore_json`, which replays the log) to exactly that log, rounds included;
//! - a series whose game is over is finished in the store, and one in play is not.
//!
//! The next child resumes the series in play from the store and plays on. The kill lands
//! wherever the child happens to be (mid-transaction, mid-commit, in `open`, in a migration of the
//! first store), since the child keeps going while the parent reads. No clock, no sleeping.
//!
//! Run alone with `cargo test -p cardavia-core --test store_kill`; `CARDAVIA_KILLS` sets the
//! number of kills (default 300).

mod support;

use cardavia_core::engine::{Actor, Game, Match, TableRng};
use cardavia_core::games::dicen::{Dicen, DicenOptions};
use cardavia_core::store::{Status, Store};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use support::bot_table::BotTable;

/// The child stops by itself after this many series (the parent kills it long before).
const MAX_SERIES: usize = 10_000;

fn options() -> DicenOptions {
    DicenOptions {
        tiles: 10,
        rounds: 2,
        ..DicenOptions::default()
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--child") {
        let (Some(db), Some(seed)) = (args.get(2), args.get(3).and_then(|s| s.parse().ok())) else {
            eprintln!("usage: store_kill --child DB SEED");
            return ExitCode::from(2);
        };
        return match child(Path::new(db), seed) {
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
            println!("store_kill: 1 passed, 0 failed");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("store_kill: {e}");
            println!("store_kill: 0 passed, 1 failed");
            ExitCode::FAILURE
        }
    }
}

/// Plays and autosaves until killed. After each commit: `A <series> <seq> <actor> <action>`.
fn child(db: &Path, seed: u64) -> Result<(), String> {
    let opened = Store::open(db).map_err(|e| e.to_string())?;
    if let Some(notice) = opened.notices.first() {
        return Err(format!("the store needed repair: {notice:?}"));
    }
    let mut store = opened.store;
    let out = std::io::stdout();
    for n in 0..MAX_SERIES {
        let mut table = match store.resume_latest().map_err(|e| e.to_string())? {
            Some(resume) => BotTable::resume(&resume).map_err(|e| format!("{e:?}"))?,
            None => BotTable::start_bots(
                &mut store,
                &options(),
                &[
                    cardavia_core::ai::Level::Normal,
                    cardavia_core::ai::Level::Easy,
                ],
                seed.wrapping_add(n as u64),
                n as i64,
            )
            .map_err(|e| format!("{e:?}"))?,
        };
        while let Some(saved) = table
            .step(&mut store, saved_ms(n))
            .map_err(|e| format!("{e:?}"))?
        {
            let actor = match saved.actor {
                Actor::Chance => "c".to_string(),
                Actor::Seat(s) => s.to_string(),
            };
            let mut out = out.lock();
            writeln!(
                out,
                "A {} {} {actor} {}",
                table.series.0, saved.seq, saved.action
            )
            .and_then(|()| out.flush())
            .map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

fn saved_ms(n: usize) -> i64 {
    1_000 + n as i64
}

/// An action the child said it had committed.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Reported {
    actor: String,
    action: String,
}

fn parse_report(line: &str) -> Option<((i64, u64), Reported)> {
    let rest = line.strip_prefix("A ")?;
    let mut parts = rest.splitn(4, ' ');
    let series = parts.next()?.parse().ok()?;
    let seq = parts.next()?.parse().ok()?;
    let actor = parts.next()?.to_string();
    let action = parts.next()?.to_string();
    Some(((series, seq), Reported { actor, action }))
}

/// What the store held after a kill.
struct State {
    finished: usize,
    /// Actions saved per series.
    applied: BTreeMap<i64, u64>,
    /// The series in play and its next `seq`.
    in_play: Option<(i64, u64)>,
}

struct Totals {
    kills: u64,
    exits: u64,
    resumed_and_played_on: u64,
    series_finished: usize,
    actions: u64,
    fully_checked: u64,
}

#[cfg(unix)]
fn killed_by_sigkill(status: std::process::ExitStatus) -> bool {
    use std::os::unix::process::ExitStatusExt;
    status.signal() == Some(9)
}

#[cfg(not(unix))]
fn killed_by_sigkill(status: std::process::ExitStatus) -> bool {
    !status.success()
}

fn parent() -> Result<String, String> {
    let kills: u64 = std::env::var("CARDAVIA_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    // On tmpfs when there is one: a SIGKILL leaves the page cache (and so every committed
    // write) to the next process on any file system, and tmpfs spares the test the disk's
    // fsyncs (a finished series' FULL commit, every checkpoint), which are slow on some hosts.
    let shm = Path::new("/dev/shm");
    let dir = if shm.is_dir() {
        tempfile::tempdir_in(shm)
    } else {
        tempfile::tempdir()
    }
    .map_err(|e| e.to_string())?;
    let db = dir.path().join("cardavia.db");
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut rng = TableRng::seeded(0x5EED_0FC0_FFEE);
    let mut reported: BTreeMap<(i64, u64), Reported> = BTreeMap::new();
    let mut before: Option<(i64, u64)> = None;
    let mut known: Option<BTreeMap<i64, u64>> = None;
    let mut totals = Totals {
        kills: 0,
        exits: 0,
        resumed_and_played_on: 0,
        series_finished: 0,
        actions: 0,
        fully_checked: 0,
    };
    for round in 0..kills {
        // Mostly a few actions, sometimes none (the kill lands in `open`), sometimes many.
        let wait_for = match rng.below(10) {
            0 => 0,
            1 => rng.below(200),
            _ => rng.below(30),
        };
        let mut child = Command::new(&exe)
            .arg("--child")
            .arg(&db)
            .arg((round * 7919).to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("spawn: {e}"))?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let mut lines = BufReader::new(stdout).lines();
        let mut got = Vec::new();
        while (got.len() as u64) < wait_for {
            match lines.next() {
                Some(Ok(line)) => {
                    let (key, r) =
                        parse_report(&line).ok_or_else(|| format!("bad report {line:?}"))?;
                    got.push((key, r));
                }
                Some(Err(e)) => return Err(format!("reading the child: {e}")),
                None => break,
            }
        }
        child.kill().map_err(|e| format!("kill: {e}"))?;
        let status = child.wait().map_err(|e| format!("wait: {e}"))?;
        if killed_by_sigkill(status) {
            totals.kills += 1;
        } else {
            totals.exits += 1;
            if (got.len() as u64) < wait_for {
                return Err(format!(
                    "round {round}: the child stopped by itself: {status}"
                ));
            }
        }
        reported.extend(got);
        // Series that did not change since the last check are restored again only now and then
        // (and after the last kill): restoring every series after every kill grows quadratically.
        let everything = round % 25 == 24 || round + 1 == kills;
        let state = verify(
            &db,
            &reported,
            if everything { None } else { known.as_ref() },
        )
        .map_err(|e| format!("after kill {}: {e}", round + 1))?;
        if let Some((series, applied)) = before {
            if state.applied.get(&series).is_some_and(|&now| now > applied) {
                totals.resumed_and_played_on += 1;
            }
        }
        totals.series_finished = state.finished;
        totals.actions = state.applied.values().sum();
        totals.fully_checked += u64::from(everything);
        before = state.in_play;
        known = Some(state.applied);
    }
    if totals.kills < kills * 9 / 10 {
        return Err(format!(
            "only {} of {kills} children were killed mid-play",
            totals.kills
        ));
    }
    if totals.resumed_and_played_on < kills / 2 || totals.series_finished < 5 {
        return Err(format!(
            "too little resuming: {} resumes played on, {} series finished",
            totals.resumed_and_played_on, totals.series_finished
        ));
    }
    Ok(format!(
        "store_kill: {} kills survived ({} children ended otherwise); {} resumed a series in \
         play and played on; {} series finished; {} actions saved, {} reported before a kill, \
         all present; every series restored and checked {} times",
        totals.kills,
        totals.exits,
        totals.resumed_and_played_on,
        totals.series_finished,
        totals.actions,
        reported.len(),
        totals.fully_checked
    ))
}

/// Reopens the store and checks it. A series whose action count is the one in `known` is
/// checked for its count only; any other is restored and checked in full.
fn verify(
    db: &Path,
    reported: &BTreeMap<(i64, u64), Reported>,
    known: Option<&BTreeMap<i64, u64>>,
) -> Result<State, String> {
    let opened = Store::open(db).map_err(|e| format!("reopen: {e}"))?;
    if let Some(notice) = opened.notices.first() {
        return Err(format!("the store was damaged: {notice:?}"));
    }
    let store = opened.store;
    let problems = store.integrity_check().map_err(|e| e.to_string())?;
    if !problems.is_empty() {
        return Err(format!("integrity_check: {problems:?}"));
    }
    let mut finished = 0;
    let mut applied = BTreeMap::new();
    let mut in_play = None;
    let mut logs = BTreeMap::new();
    let series = store.series_list(None).map_err(|e| e.to_string())?;
    for info in &series {
        let resume = store
            .resume(info.id)
            .map_err(|e| format!("series {}: {e}", info.id))?;
        for (i, a) in resume.log.iter().enumerate() {
            if a.seq != i as u64 {
                return Err(format!("series {}: seq {} at {i}", info.id, a.seq));
            }
        }
        let unchanged = known
            .and_then(|k| k.get(&info.id.0))
            .is_some_and(|&n| n == resume.applied);
        if unchanged {
            if info.status == Status::Finished {
                finished += 1;
            } else if info.status == Status::Playing {
                in_play = Some((info.id.0, resume.applied));
            }
            applied.insert(info.id.0, resume.applied);
            logs.insert(info.id.0, resume.log);
            continue;
        }
        let game = Match::<Dicen>::restore_json(&resume.snapshot)
            .map_err(|e| format!("series {}: the snapshot does not restore: {e}", info.id))?;
        if game.log().len() != resume.log.len() {
            return Err(format!(
                "series {}: snapshot after {} actions, log of {}",
                info.id,
                game.log().len(),
                resume.log.len()
            ));
        }
        for (entry, logged) in game.log().iter().zip(&resume.log) {
            if entry.actor != logged.actor || entry.action.to_string() != logged.action {
                return Err(format!("series {}: log differs at {}", info.id, logged.seq));
            }
        }
        let rounds = store.rounds(info.id).map_err(|e| e.to_string())?;
        let played = game.game().rounds();
        if rounds.len() != played.len()
            || rounds
                .iter()
                .zip(&played)
                .any(|(r, p)| r.points != p.points)
        {
            return Err(format!(
                "series {}: {} rounds stored, {} played",
                info.id,
                rounds.len(),
                played.len()
            ));
        }
        let over = game.game().is_over();
        match (over, info.status) {
            (true, Status::Finished) => finished += 1,
            (false, Status::Playing) => in_play = Some((info.id.0, resume.applied)),
            (over, status) => {
                return Err(format!(
                    "series {}: game over {over}, stored {status:?}",
                    info.id
                ))
            }
        }
        applied.insert(info.id.0, resume.applied);
        logs.insert(info.id.0, resume.log);
    }
    for ((series, seq), r) in reported {
        let Some(found) = logs.get(series).and_then(|log| log.get(*seq as usize)) else {
            return Err(format!(
                "series {series}: action {seq} was committed before the kill and is lost"
            ));
        };
        let actor = match found.actor {
            Actor::Chance => "c".to_string(),
            Actor::Seat(s) => s.to_string(),
        };
        if actor != r.actor || found.action != r.action {
            return Err(format!(
                "series {series}: action {seq} differs: {found:?} vs {r:?}"
            ));
        }
    }
    Ok(State {
        finished,
        applied,
        in_play,
    })
}
