//! Saved tables, as the store keeps them and checks them on restore: several unfinished tables at
//! once, each resumed by its series or abandoned (kept); a save that cannot be restored is kept,
//! marked damaged and reported once; a team of several people credits each person; a store of
//! the old format (whole snapshots) migrates and resumes; a changed chance outcome is refused
//! even when the final state comes out the same; a late save writes what an early one does.

mod support;

use cardavia_core::ai::Level;
use cardavia_core::app::App;
use cardavia_core::engine::{Actor, Game, LogEntry, Match, RestoreError, TableRng, ToAct};
use cardavia_core::games::dicen::{Action, Dicen, DicenOptions};
use cardavia_core::games::GameId;
use cardavia_core::store::schema::{self, STEPS};
use cardavia_core::store::{SeriesId, Status, Store};
use cardavia_core::table::{Intent, Screen, SeatSetup, Table, TableSetup};
use rusqlite::{params, Connection};
use std::path::{Path, PathBuf};
use support::saves::{ganjifa_three_deals, mean_bytes, SavedPlay};

fn temp_db(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().join("cardavia.db")
}

fn dicen_for(name: &str, seed: u64) -> TableSetup {
    TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "rounds": 2 }),
        seats: vec![SeatSetup::person(name), SeatSetup::bot("Bo", Level::Easy)],
        seed,
        undo: true,
    }
}

/// Taps random enabled targets (bots moving in between) `steps` times, saving after each change,
/// or until the series is over.
fn play(app: &mut App, open: &mut cardavia_core::app::OpenTable, steps: usize, seed: u64) {
    play_at(app, open, steps, seed, 5_000);
}

/// [`play`], saving at `now_ms`.
fn play_at(
    app: &mut App,
    open: &mut cardavia_core::app::OpenTable,
    steps: usize,
    seed: u64,
    now_ms: i64,
) {
    let mut rng = TableRng::seeded(seed);
    for _ in 0..steps {
        open.table.play_bots(0).expect("bots");
        app.save(&mut open.saver, &open.table, now_ms)
            .expect("saves");
        let view = open.table.view();
        if view.screen == Screen::SeriesOver {
            return;
        }
        let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
        if enabled.is_empty() {
            return;
        }
        let pick = enabled[rng.below(enabled.len() as u64) as usize];
        open.table
            .dispatch(&Intent::tap(&pick.id), view.version, 0)
            .expect("applies");
        app.save(&mut open.saver, &open.table, now_ms)
            .expect("saves");
    }
}

#[test]
fn several_tables_are_saved_and_each_resumes_by_its_series() {
    let dir = tempfile::tempdir().expect("temp");
    let db = temp_db(&dir);
    let mut app = App::open(&db, &["en".into()]).expect("opens");
    let mut first = app.start(dicen_for("Ann", 3), 1_000).expect("starts");
    play(&mut app, &mut first, 3, 1);
    let first_view = first.table.view();
    let gnav = support::setups::gnav_two_people();
    let mut second = app.start(gnav, 2_000).expect("a second table");
    play_at(&mut app, &mut second, 4, 2, 60 * 60_000);
    let second_log = second.table.log_len();
    drop(app);

    let mut app = App::open(&db, &["en".into()]).expect("reopens");
    let now = 60 * 60_000 + 5 * 60_000;
    let saved = app.saved_tables(now).expect("lists");
    assert_eq!(
        saved.iter().map(|t| t.series).collect::<Vec<_>>(),
        vec![second.series, first.series],
        "starting a game hides no other; the most recently played first"
    );
    let gnav_row = &saved[0];
    assert_eq!(gnav_row.game, GameId::Gnav);
    assert_eq!(gnav_row.game_name, "Gnav");
    assert_eq!(gnav_row.seats, ["Ann", "Bo", "Cas", "Di"]);
    assert_eq!(gnav_row.round, 1);
    assert_eq!(gnav_row.played_ms, 60 * 60_000);
    assert_eq!(gnav_row.played, "5 minutes ago");
    assert!(gnav_row.summary.contains("Gnav") && gnav_row.summary.contains("5 minutes ago"));
    let dicen_row = &saved[1];
    assert_eq!(dicen_row.seats, ["Ann", "Bo"]);
    assert_eq!(dicen_row.played, "an hour ago");
    assert_eq!(
        dicen_row.turn.as_deref(),
        first_view
            .seats
            .iter()
            .find(|s| s.is_turn)
            .map(|s| s.name.as_str())
    );

    let resumed = app.resume_series(first.series).expect("the first resumes");
    assert_eq!(resumed.table.view(), first_view, "exactly where it was");
    drop(resumed);
    let resumed = app
        .resume_series(second.series)
        .expect("the second resumes");
    assert_eq!(resumed.table.log_len(), second_log);
    // Left again (one table a series), both are offered.
    drop(resumed);
    assert_eq!(
        app.resume().expect("reads").map(|o| o.series),
        Some(second.series),
        "resume() takes the most recently played"
    );
    assert_eq!(
        app.resumable().expect("reads").map(|offer| offer.game),
        Some(GameId::Gnav)
    );
}

#[test]
fn abandoning_marks_a_table_and_keeps_it() {
    let dir = tempfile::tempdir().expect("temp");
    let db = temp_db(&dir);
    let mut app = App::open(&db, &["en".into()]).expect("opens");
    let mut kept = app.start(dicen_for("Ann", 5), 1_000).expect("starts");
    play(&mut app, &mut kept, 2, 3);
    let mut left = app.start(dicen_for("Cas", 6), 2_000).expect("starts");
    play(&mut app, &mut left, 2, 4);
    let actions = app.store().resume(left.series).expect("reads").applied;

    app.abandon(left.series, 9_000).expect("abandons");
    let saved = app.saved_tables(10_000).expect("lists");
    assert_eq!(
        saved.iter().map(|t| t.series).collect::<Vec<_>>(),
        vec![kept.series]
    );
    let info = app.store().series(left.series).expect("still there");
    assert_eq!(info.status, Status::Abandoned);
    assert_eq!(info.finished_ms, Some(9_000));
    assert_eq!(
        app.store()
            .resume(left.series)
            .expect("its log is kept")
            .applied,
        actions
    );
    assert_eq!(
        app.resume_series(left.series).err().map(|e| e.kind()),
        Some("series-closed")
    );
    assert_eq!(
        app.abandon(left.series, 9_500).err().map(|e| e.kind()),
        Some("series-closed"),
        "abandoned once"
    );
}

/// Changes one saved action of a series straight in the file, as damage or tampering would.
fn tamper(db: &Path, series: SeriesId, seq: u64, action: &str) {
    let conn = Connection::open(db).expect("raw");
    let changed = conn
        .execute(
            "UPDATE actions SET action = ?3 WHERE series_id = ?1 AND seq = ?2",
            params![series.0, seq as i64, action],
        )
        .expect("updates");
    assert_eq!(changed, 1);
}

#[test]
fn a_table_that_does_not_restore_is_kept_marked_and_reported_once() {
    let dir = tempfile::tempdir().expect("temp");
    let db = temp_db(&dir);
    let mut app = App::open(&db, &["en".into()]).expect("opens");
    let mut good = app.start(dicen_for("Ann", 7), 1_000).expect("starts");
    play(&mut app, &mut good, 3, 5);
    let mut bad = app.start(dicen_for("Cas", 8), 2_000).expect("starts");
    play(&mut app, &mut bad, 3, 6);
    let log = app.store().actions(bad.series).expect("reads");
    drop(app);
    // The first seat action becomes one that cannot be played there.
    let seq = log
        .iter()
        .find(|a| a.actor != Actor::Chance)
        .map(|a| a.seq)
        .expect("a seat acted");
    tamper(&db, bad.series, seq, "shut 9 8 7 6 5 4 3 2 1");

    let mut app = App::open(&db, &["nl".into()]).expect("reopens");
    let saved = app.saved_tables(3_000).expect("lists");
    assert_eq!(
        saved.iter().map(|t| t.series).collect::<Vec<_>>(),
        vec![good.series],
        "only what restores is offered"
    );
    assert_eq!(
        app.resume().expect("reads").map(|o| o.series),
        Some(good.series)
    );
    let notices = app.take_damaged_notices().expect("reads");
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(
        notices[0].contains("DICEN")
            && notices[0].contains("Cas")
            && notices[0].contains("kon niet"),
        "localised: {}",
        notices[0]
    );
    assert!(
        app.take_damaged_notices().expect("reads").is_empty(),
        "reported once"
    );
    app.saved_tables(4_000).expect("lists again");
    assert!(
        app.take_damaged_notices().expect("reads").is_empty(),
        "looked at again, still reported once"
    );
    let info = app.store().series(bad.series).expect("kept");
    assert_eq!(info.status, Status::Damaged);
    assert_eq!(
        app.store().actions(bad.series).expect("kept whole").len(),
        log.len()
    );
    assert!(app.resume_series(bad.series).is_err());
    drop(app);
    let mut app = App::open(&db, &["en".into()]).expect("reopens");
    assert!(
        app.take_damaged_notices().expect("reads").is_empty(),
        "reported once, across runs too"
    );
    app.abandon(bad.series, 5_000)
        .expect("a damaged table may be abandoned");
    assert_eq!(
        app.store().series(bad.series).expect("kept").status,
        Status::Abandoned
    );
}

/// A tampered log must not restore: a DICEN log whose first throw is changed to another throw
/// of the same sum replays to exactly the saved state (the state keeps no old dice), so only
/// checking each chance outcome against the seeded RNG can refuse it.
#[test]
fn a_changed_chance_outcome_is_refused_even_when_the_state_comes_out_the_same() {
    let options = DicenOptions {
        rounds: 1,
        ..DicenOptions::default()
    };
    for seed in 0..40u64 {
        let mut m: Match<Dicen> = Match::new(&options, 2, seed).expect("valid");
        let mut rng = TableRng::seeded(seed);
        let mut legal = Vec::new();
        let mut throws = 0;
        while throws < 3 && !m.game().is_over() {
            m.resolve_chance().expect("chance");
            let ToAct::Seats { due, .. } = m.to_act() else {
                break;
            };
            m.game().legal_actions(due, &mut legal);
            let pick = legal[rng.below(legal.len() as u64) as usize];
            m.act(Actor::Seat(due), pick).expect("legal");
            throws += usize::from(
                matches!(m.log().last(), Some(e) if e.action.to_string().starts_with("roll")),
            );
        }
        m.resolve_chance().expect("chance");
        // The first two-dice throw that another non-double of the same sum could replace.
        let log = m.log().to_vec();
        let swap = log.iter().enumerate().find_map(|(i, e)| match e.action {
            Action::Dice(a, b) if e.actor == Actor::Chance && a != b => (1..=6u8)
                .flat_map(|c| (c + 1..=6).map(move |d| (c, d)))
                .find(|&(c, d)| c + d == a + b && (c, d) != (a.min(b), a.max(b)))
                .map(|(c, d)| (i, Action::Dice(c, d))),
            _ => None,
        });
        let Some((index, other)) = swap else { continue };
        let mut tampered = log.clone();
        tampered[index] = LogEntry {
            actor: Actor::Chance,
            action: other,
        };
        let Ok(replayed) = Match::<Dicen>::replay(&options, 2, seed, tampered.clone()) else {
            continue;
        };
        if serde_json::to_value(replayed.game()).ok() != serde_json::to_value(m.game()).ok() {
            continue;
        }
        // The tampered log leads to exactly the saved state: only the chance check tells.
        let mut snapshot = m.snapshot();
        snapshot.log = tampered.clone();
        let refused = Match::restore(snapshot).err();
        assert!(
            matches!(refused, Some(RestoreError::ChanceDiffers { index: i, .. }) if i == index),
            "seed {seed}: {refused:?}"
        );
        let mut checkpoint = m.checkpoint();
        checkpoint.applied = Some(log.len() as u64);
        assert!(
            Match::restore_with_log(checkpoint, tampered).is_err(),
            "a checkpoint with a changed log"
        );
        Match::restore(m.snapshot()).expect("the true log restores");
        return;
    }
    panic!("no seed gave a throw to change without changing the state");
}

/// The same tampering in a store: the app refuses the table (and keeps it, marked).
#[test]
fn a_store_whose_chance_outcome_was_changed_offers_nothing() {
    let dir = tempfile::tempdir().expect("temp");
    let db = temp_db(&dir);
    let mut app = App::open(&db, &["en".into()]).expect("opens");
    let mut open = app.start(dicen_for("Ann", 11), 1_000).expect("starts");
    // Long enough for several throws (a DICEN close now takes a confirm tap too).
    play(&mut app, &mut open, 60, 7);
    let log = app.store().actions(open.series).expect("reads");
    drop(app);
    let (seq, other) = log
        .iter()
        .find_map(|a| {
            let action: Action = a.action.parse().ok()?;
            match action {
                Action::Dice(x, y) if a.actor == Actor::Chance && x != y => {
                    let (c, d) = if x + y <= 7 {
                        (1, x + y - 1)
                    } else {
                        (x + y - 6, 6)
                    };
                    let other = if (c, d) == (x.min(y), x.max(y)) {
                        Action::Dice(c + 1, d - 1)
                    } else {
                        Action::Dice(c, d)
                    };
                    (other != action).then(|| (a.seq, other.to_string()))
                }
                _ => None,
            }
        })
        .expect("a throw that is not a double");
    tamper(&db, open.series, seq, &other);
    let mut app = App::open(&db, &["en".into()]).expect("reopens");
    assert!(app.saved_tables(2_000).expect("lists").is_empty());
    assert_eq!(app.take_damaged_notices().expect("reads").len(), 1);
}

/// D2: a team of several people is no profile. Each person is credited with the team's
/// results (as results in a team) and with their own counts only: together their counts are the
/// team's, and neither has the other's.
#[test]
fn a_team_of_several_people_credits_each_person_with_the_teams_results_and_their_own_counts() {
    let dir = tempfile::tempdir().expect("temp");
    let db = temp_db(&dir);
    let mut app = App::open(&db, &["en".into()]).expect("opens");
    let setup = TableSetup {
        game: GameId::Dica,
        options: serde_json::json!({ "rounds": 5, "time_limit": "off" }),
        seats: vec![
            SeatSetup::person("Ana, Bea"),
            SeatSetup::bot("Bots", Level::Easy),
        ],
        seed: 4,
        undo: true,
    };
    let mut open = app.start(setup, 1_000).expect("starts");
    play(&mut app, &mut open, 5_000, 9);
    assert_eq!(open.table.view().screen, Screen::SeriesOver, "played out");
    assert_eq!(
        app.player_stats("Ana, Bea")
            .map(|_| ())
            .map_err(|e| e.kind()),
        Err("unknown-player"),
        "a team is no profile"
    );
    let ana = app.player_stats("Ana").expect("Ana's own record");
    let bea = app.player_stats("Bea").expect("Bea's own record");
    let series = app.store().series(open.series).expect("the series");
    assert_eq!(series.seats[0].name.as_deref(), Some("Ana, Bea"));
    let rounds = app.store().rounds(open.series).expect("rounds");
    for (who, stats) in [("Ana", &ana), ("Bea", &bea)] {
        assert_eq!(stats.len(), 1, "{who}");
        assert_eq!(stats[0].game, GameId::Dica, "{who}");
        assert_eq!(stats[0].series_played, 1, "{who}");
        assert_eq!(stats[0].series_in_teams, 1, "{who}");
        assert_eq!(stats[0].rounds_played as usize, rounds.len(), "{who}");
        assert_eq!(stats[0].series_won, ana[0].series_won, "{who}");
    }
    // The team's counts, seat 0's, are Ana's and Bea's together.
    for name in ["steals", "neutralises", "duels-won", "mistakes"] {
        let team: i64 = rounds
            .iter()
            .flat_map(|r| &r.tallies)
            .filter(|t| t.seat == 0 && t.name == name)
            .map(|t| t.value)
            .sum();
        let own = |stats: &[cardavia_core::store::PlayerStats]| {
            stats[0]
                .tallies
                .iter()
                .find(|t| t.name == name)
                .map_or(0, |t| t.total)
        };
        assert_eq!(own(&ana) + own(&bea), team, "{name}");
    }
    let h2h = app.head_to_head("Ana", "Bea", None).expect("reads");
    assert_eq!(h2h.as_partners, 1, "one seat's people play together");
    assert_eq!(h2h.series.a_won + h2h.series.b_won, 0);
    let game = app.game_stats(GameId::Dica).expect("reads");
    let names: Vec<&str> = game.iter().map(|s| s.player.name.as_str()).collect();
    assert_eq!(names, ["Ana", "Bea"]);
}

/// A store written by the previous version: schema 3, each series' latest whole snapshot (the
/// table with its match's log inside, format 1) beside the action log.
fn old_store(path: &Path, table: &Table, created_ms: i64) -> i64 {
    let mut conn = Connection::open(path).expect("raw");
    if schema::version(&conn).expect("version") == 0 {
        schema::migrate(&mut conn, STEPS, 3).expect("v3");
    }
    let setup = table.setup();
    let snapshot =
        table
            .snapshot_json()
            .expect("saves")
            .replacen("\"format\":2", "\"format\":1", 1);
    let tx = conn.transaction().expect("tx");
    tx.execute(
        "INSERT INTO series (game, options, planned_rounds, created_ms) VALUES (?1, ?2, 0, ?3)",
        params![setup.game.as_str(), setup.options.to_string(), created_ms],
    )
    .expect("series");
    let id = tx.last_insert_rowid();
    for (seat, s) in setup.seats.iter().enumerate() {
        let level = s.ai.map(|l| l.as_str()).unwrap_or("easy");
        tx.execute(
            "INSERT INTO seats (series_id, seat, ai_level) VALUES (?1, ?2, ?3)",
            params![id, seat as i64, level],
        )
        .expect("seat");
    }
    let actions = table.actions_from(0);
    for (seq, (actor, action)) in actions.iter().enumerate() {
        let seat = match actor {
            Actor::Seat(s) => Some(i64::from(*s)),
            Actor::Chance => None,
        };
        tx.execute(
            "INSERT INTO actions (series_id, seq, seat, action) VALUES (?1, ?2, ?3, ?4)",
            params![id, seq as i64, seat, action],
        )
        .expect("action");
    }
    tx.execute(
        "INSERT INTO snapshots (series_id, applied, snapshot) VALUES (?1, ?2, ?3)",
        params![id, actions.len() as i64, snapshot],
    )
    .expect("snapshot");
    tx.commit().expect("commit");
    id
}

#[test]
fn a_store_of_the_old_format_migrates_and_every_table_resumes() {
    let dir = tempfile::tempdir().expect("temp");
    let db = temp_db(&dir);
    let mut tables = Vec::new();
    for (i, game) in GameId::ALL.into_iter().enumerate() {
        // A seed past i64's range: the migration rewrites the JSON in SQL and must keep it.
        let mut setup = TableSetup::default_for(game, "Ann", u64::MAX - i as u64);
        setup.seats = setup
            .seats
            .into_iter()
            .map(|s| SeatSetup::bot(&s.name, Level::Easy))
            .collect();
        let mut table = Table::new(setup, cardavia_core::l10n::Lang::En, 0).expect("valid");
        for _ in 0..30 {
            match table.bot_job() {
                Some(job) => {
                    table.bot_move(job.run(), 0).expect("moves");
                }
                None => break,
            }
        }
        let id = old_store(&db, &table, 1_000 + i as i64);
        tables.push((id, table));
    }
    let opened = Store::open(&db).expect("opens");
    assert!(opened.notices.is_empty());
    assert_eq!(
        opened.store.schema_version().expect("reads"),
        schema::LATEST
    );
    assert!(opened.store.integrity_check().expect("checks").is_empty());
    drop(opened);
    let mut app = App::open(&db, &["en".into()]).expect("opens");
    let saved = app.saved_tables(9_000).expect("lists");
    assert_eq!(saved.len(), 4, "every old table is offered");
    assert!(app.take_damaged_notices().expect("reads").is_empty());
    for (id, table) in &tables {
        let mut open = app.resume_series(SeriesId(*id)).expect("resumes");
        assert_eq!(
            open.table.view(),
            table.view(),
            "{} resumes exactly",
            table.game_id()
        );
        // And it saves on in the new format, and resumes again.
        if let Some(job) = open.table.bot_job() {
            open.table.bot_move(job.run(), 0).expect("moves");
        }
        app.save(&mut open.saver, &open.table, 9_500)
            .expect("saves on");
        let expected = open.table.view();
        drop(open);
        let again = app.resume_series(SeriesId(*id)).expect("resumes again");
        assert_eq!(again.table.view(), expected);
    }
}

#[test]
fn a_save_at_the_end_of_a_three_deal_ganjifa_series_writes_no_more_than_one_at_its_start() {
    let dir = tempfile::tempdir().expect("temp");
    let db = temp_db(&dir);
    let mut play = SavedPlay::start(&db, ganjifa_three_deals(21));
    let mut saves = Vec::new();
    while let Some(save) = play.step() {
        saves.push(save);
    }
    assert_eq!(play.open.table.finished_rounds().len(), 3);
    let changes: Vec<_> = saves.iter().filter(|s| !s.round_end).copied().collect();
    // The first 30 changes of the series against its last 30 (a save must not grow with the
    // series): the narration is appended apart, so a change's state does not fill up as the table
    // tells more.
    let early: Vec<_> = changes.iter().take(30).copied().collect();
    let late: Vec<_> = changes.iter().rev().take(30).copied().collect();
    assert_eq!(
        early.iter().map(|s| s.round).max(),
        Some(0),
        "early is the first deal"
    );
    assert_eq!(
        late.iter().map(|s| s.round).min(),
        Some(2),
        "late is the third deal"
    );
    let (early, late) = (mean_bytes(&early), mean_bytes(&late));
    assert!(
        late <= 1.5 * early,
        "a late save writes {late:.0} bytes, one in the first deal {early:.0}"
    );
    // A round's end writes a checkpoint, the round's records and, at the last, the series' end
    // with its stats rows (about 48, 56 and 68 KiB here, each WAL frame a whole 4 KiB page):
    // bounded, where a save of the whole series log with every change grew to tens of MB.
    let largest = saves.iter().max_by_key(|s| s.bytes).copied();
    assert!(
        largest.is_some_and(|s| s.bytes < 80 * 1024),
        "no save, a round's end included, rewrites the series: {largest:?}; round ends {:?}",
        saves
            .iter()
            .filter(|s| s.round_end)
            .map(|s| s.bytes)
            .collect::<Vec<_>>()
    );
}

/// A series open at one table of the app (a window) is not resumed by a second: the second is
/// told why; once the first table is left, it resumes.
#[test]
fn a_table_open_in_one_window_is_not_resumed_in_another() {
    let dir = tempfile::tempdir().expect("temp");
    let mut app = App::open(&temp_db(&dir), &["en".into()]).expect("opens");
    let mut open = app.start(dicen_for("Ann", 3), 1_000).expect("starts");
    play(&mut app, &mut open, 3, 1);
    let e = app
        .resume_series(open.series)
        .map(|_| ())
        .expect_err("open already");
    assert_eq!(e.kind(), "table-open");
    assert_eq!(e.message().id, "app-error-table-open");
    assert!(
        app.resume().expect("reads").is_none(),
        "nothing else to offer"
    );
    assert_eq!(
        app.saved_tables(5_000).expect("lists").len(),
        1,
        "still listed"
    );
    drop(open);
    let again = app.resume_series(open_series(&app)).expect("resumes now");
    assert_eq!(again.table.game_id(), GameId::Dicen);
}

fn open_series(app: &App) -> SeriesId {
    app.store().unfinished_series_ids().expect("reads")[0]
}

/// A series of a game this version does not know, and one whose seats do not read, hide none
/// of the tables that resume: the first is listed apart as kept, the second is marked damaged
/// and reported once.
#[test]
fn unreadable_series_hide_no_other_table() {
    let dir = tempfile::tempdir().expect("temp");
    let db = temp_db(&dir);
    let mut app = App::open(&db, &["en".into()]).expect("opens");
    for (name, seed) in [("Ann", 3), ("Ben", 4), ("Cy", 5)] {
        let mut open = app.start(dicen_for(name, seed), 1_000).expect("starts");
        play(&mut app, &mut open, 2, seed);
    }
    drop(app);
    // A newer version's game; a seat number no table has (every row within its constraints,
    // which SQLite's checks at opening look at).
    let raw = Connection::open(&db).expect("raw");
    raw.execute_batch(
        "INSERT INTO series (id, game, options, planned_rounds, created_ms) VALUES (50, 'chess', '{}', 0, 9);
         UPDATE seats SET seat = 300 WHERE series_id = 2 AND seat = 1;",
    )
    .expect("unreadable series");
    drop(raw);

    let mut app = App::open(&db, &["en".into()]).expect("reopens");
    let saved = app.saved_tables(9_000).expect("lists the others");
    assert_eq!(
        saved.iter().map(|t| t.series).collect::<Vec<_>>(),
        [SeriesId(3), SeriesId(1)]
    );
    let kept = app.kept_tables().expect("lists");
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].series, SeriesId(50));
    assert!(kept[0].summary.contains("“chess”"), "{}", kept[0].summary);
    let notices = app.take_damaged_notices().expect("reported");
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(app.take_damaged_notices().expect("once").is_empty());
    assert_eq!(app.store().unknown_game_series().expect("reads").len(), 1);
}

/// A store from before teams stopped being profiles (schema 6): the profile that stood for
/// "Ana, Bea" goes, the seat holds its people in the order the label named them, both keep the
/// team's results, and the team's counts (whose author the old store never knew) are credited
/// to neither.
#[test]
fn a_team_label_profile_of_an_older_store_is_split_back_into_its_people() {
    let dir = tempfile::tempdir().expect("temp");
    let db = temp_db(&dir);
    let mut conn = Connection::open(&db).expect("raw");
    schema::migrate(&mut conn, STEPS, 6).expect("schema 6");
    conn.execute_batch(
        "INSERT INTO players (id, name, created_ms) VALUES (1, 'Bea', 1), (2, 'Ana', 1), (3, 'Ana, Bea', 1);
         INSERT INTO series (id, game, options, planned_rounds, created_ms, status, finished_ms)
             VALUES (1, 'dica', '{}', 5, 10, 'finished', 20);
         INSERT INTO seats (series_id, seat, player_id, ai_level, team, final_score, won)
             VALUES (1, 0, 3, NULL, 0, 40, 1), (1, 1, NULL, 'easy', 1, 30, 0);
         INSERT INTO seat_people (series_id, seat, player_id) VALUES (1, 0, 1), (1, 0, 2);
         INSERT INTO rounds (series_id, round, first_seq, last_seq) VALUES (1, 0, 0, 9);
         INSERT INTO round_scores (series_id, round, seat, points, won) VALUES (1, 0, 0, 40, 1), (1, 0, 1, 30, 0);
         INSERT INTO tallies (series_id, round, seat, name, value) VALUES (1, 0, 0, 'mistakes', 2);",
    )
    .expect("an older store with a team");
    drop(conn);

    let store = Store::open(&db).expect("migrates").store;
    assert!(store.player_named("Ana, Bea").expect("reads").is_none());
    let info = store.series(SeriesId(1)).expect("the series");
    assert_eq!(
        info.seats[0].occupant,
        cardavia_core::store::Occupant::People
    );
    assert_eq!(info.seats[0].name.as_deref(), Some("Ana, Bea"), "as named");
    for name in ["Ana", "Bea"] {
        let id = store.player_named(name).expect("reads").expect(name).id;
        let stats = store.player_stats(id, GameId::Dica).expect("stats");
        assert_eq!((stats.series_played, stats.series_won), (1, 1), "{name}");
        assert_eq!(stats.series_in_teams, 1, "{name}");
        assert_eq!((stats.rounds_played, stats.rounds_won), (1, 1), "{name}");
        assert!(
            stats.tallies.is_empty(),
            "{name}: the team's mistakes are no one's"
        );
    }
    assert!(store.integrity_check().expect("checks").is_empty());
}

/// The home list says each table's round in the game's own word (a Ganjifa deal, a Gnav game)
/// and shows partners together.
#[test]
fn saved_tables_say_the_games_word_and_show_partners_together() {
    let dir = tempfile::tempdir().expect("temp");
    let mut app = App::open(&temp_db(&dir), &["en".into()]).expect("opens");
    let person = SeatSetup::person;
    let bot = |n: &str| SeatSetup::bot(n, Level::Easy);
    let tables = [
        (
            GameId::Ganjifa,
            serde_json::json!({}),
            vec![person("Ann"), bot("Bo"), bot("Cy")],
        ),
        (
            GameId::Gnav,
            serde_json::json!({}),
            vec![person("Ann"), bot("Bo"), bot("Cy"), bot("Di")],
        ),
        (
            GameId::Dicen,
            serde_json::json!({ "variants": ["two-vs-two"] }),
            vec![person("Ann"), bot("Bo"), bot("Cy"), bot("Di")],
        ),
    ];
    for (i, (game, options, seats)) in tables.into_iter().enumerate() {
        let setup = TableSetup {
            game,
            options,
            seats,
            seed: 3,
            undo: true,
        };
        drop(app.start(setup, 1_000 + i as i64).expect("starts"));
    }
    let saved = app.saved_tables(10_000).expect("lists");
    let summary = |game| {
        saved
            .iter()
            .find(|t| t.game == game)
            .map(|t| t.summary.clone())
            .expect("listed")
    };
    assert!(
        summary(GameId::Ganjifa).contains(" deal 1 "),
        "{}",
        summary(GameId::Ganjifa)
    );
    assert!(
        summary(GameId::Gnav).contains(" game 1 "),
        "{}",
        summary(GameId::Gnav)
    );
    let dicen = summary(GameId::Dicen);
    assert!(
        dicen.contains("Ann & Cy vs Bo & Di") && dicen.contains(" round 1 "),
        "{dicen}"
    );
}
