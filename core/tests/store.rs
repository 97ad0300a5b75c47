//! The store through its public API: autosave and resume with real DICEN matches, finished rounds
//! and their replay, players, stats, settings, migrations from every past schema version, and the
//! file faults (not a database, corrupt, newer version, another program's database, read-only).

mod support;

use cardavia_core::ai::Level;
use cardavia_core::engine::Game;
use cardavia_core::engine::{Actor, Match, RoundResult, SeatSet, Tally};
use cardavia_core::games::dicen::{Dicen, DicenOptions};
use cardavia_core::games::GameId;
use cardavia_core::l10n::{Arg, Msg};
use cardavia_core::store::schema::{self, LATEST, STEPS};
use cardavia_core::store::{
    Assist, Autosave, Better, BotPace, Damage, EndSync, Finish, IntentSave, Look, Mistakes,
    NewSeries, Notice, Occupant, PlayerId, SeatSpec, SeriesId, Setting, Settings, SettingsError,
    Status, Store, StoreError,
};
use rusqlite::Connection;
use std::path::{Path, PathBuf};
use support::bot_table::{snapshot_text, BotTable};

fn options() -> DicenOptions {
    DicenOptions {
        tiles: 10,
        rounds: 3,
        ..DicenOptions::default()
    }
}

fn temp_db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("cardavia.db");
    (dir, path)
}

fn open(path: &Path) -> Store {
    let opened = Store::open(path).expect("the store opens");
    assert!(opened.notices.is_empty(), "{:?}", opened.notices);
    opened.store
}

fn bots(store: &mut Store, seed: u64) -> BotTable {
    BotTable::start_bots(
        store,
        &options(),
        &[Level::Normal, Level::Easy],
        seed,
        1_000,
    )
    .expect("a series starts")
}

fn snapshot_value(game: &Match<Dicen>) -> serde_json::Value {
    serde_json::to_value(game.snapshot()).expect("a snapshot serialises")
}

// ---------------------------------------------------------------- autosave and resume

#[test]
fn a_table_reopened_resumes_exactly_where_it_was_and_plays_on() {
    let (_dir, path) = temp_db();
    let mut store = open(&path);
    let mut table = bots(&mut store, 7);
    for _ in 0..57 {
        table.step(&mut store, 2_000).expect("a step saves");
    }
    let before = snapshot_value(&table.game);
    let series = table.series;
    drop(store);

    let mut store = open(&path);
    let resume = store
        .resume_latest()
        .expect("resume reads")
        .expect("an unfinished series");
    assert_eq!(resume.series.id, series);
    assert_eq!(resume.applied, 57);
    assert_eq!(resume.log.len(), 57);
    assert_eq!(resume.series.status, Status::Playing);
    let mut resumed = BotTable::resume(&resume).expect("the snapshot restores");
    assert_eq!(
        snapshot_value(&resumed.game),
        before,
        "the restored match, RNG included, is the one that was saved"
    );

    // The dice go on exactly as they would have: both copies draw the same next outcomes.
    let mut original = table.game.clone();
    let mut copy = resumed.game.clone();
    for _ in 0..20 {
        if original.step_chance().expect("chance") {
            copy.step_chance().expect("chance");
        } else {
            break;
        }
    }
    assert_eq!(snapshot_value(&original), snapshot_value(&copy));

    let played = resumed
        .play_out(&mut store, 3_000)
        .expect("plays to the end");
    assert!(played > 0);
    let info = store.series(series).expect("the series");
    assert_eq!(info.status, Status::Finished);
    assert_eq!(info.rounds, 3);
    let log = store.actions(series).expect("the log");
    assert_eq!(log.len() as u64, 57 + played);
    assert!(log.iter().enumerate().all(|(i, a)| a.seq == i as u64));
    assert!(store.resume_latest().expect("reads").is_none());
}

#[test]
fn the_initial_snapshot_resumes_a_series_with_no_action_yet() {
    let mut store = Store::open_in_memory().expect("opens");
    let table = bots(&mut store, 3);
    let resume = store.resume(table.series).expect("resumes");
    assert_eq!(resume.applied, 0);
    assert!(resume.log.is_empty());
    assert_eq!(
        resume.snapshot,
        snapshot_text(&table.game).expect("snapshot")
    );
}

#[test]
fn finished_rounds_keep_points_winners_tallies_and_a_replayable_log() {
    let mut store = Store::open_in_memory().expect("opens");
    let mut table = bots(&mut store, 11);
    table.play_out(&mut store, 5_000).expect("plays");
    let game = table.game.game();
    let expected = game.rounds();
    let stored = store.rounds(table.series).expect("rounds");
    assert_eq!(stored.len(), expected.len());
    let log = store.actions(table.series).expect("log");
    let mut next_first = 0;
    for (record, result) in stored.iter().zip(&expected) {
        assert_eq!(record.points, result.points);
        assert_eq!(record.winners, result.winners.iter().collect::<Vec<_>>());
        let mut tallies: Vec<(u8, String, i64)> = result
            .tallies
            .iter()
            .map(|t| (t.seat, t.name.to_string(), t.value))
            .collect();
        tallies.sort();
        let stored_tallies: Vec<(u8, String, i64)> = record
            .tallies
            .iter()
            .map(|t| (t.seat, t.name.clone(), t.value))
            .collect();
        assert_eq!(stored_tallies, tallies);
        assert_eq!(record.first_seq, next_first, "rounds follow each other");
        next_first = record.last_seq + 1;

        // Replaying the log up to the round's last action finishes exactly that round.
        let actions = store
            .round_actions(table.series, record.round)
            .expect("the round's actions");
        assert_eq!(actions.first().map(|a| a.seq), Some(record.first_seq));
        assert_eq!(actions.last().map(|a| a.seq), Some(record.last_seq));
        let upto: Vec<_> = log
            .iter()
            .take(record.last_seq as usize + 1)
            .map(|a| cardavia_core::engine::LogEntry {
                actor: a.actor,
                action: a.action.parse().expect("notation"),
            })
            .collect();
        let replayed = Match::<Dicen>::replay(&options(), 2, table.game.seed(), upto)
            .expect("the round replays");
        let rounds = replayed.game().rounds();
        assert_eq!(rounds.len(), record.round as usize + 1);
        assert_eq!(
            rounds.last().map(|r| r.points.clone()),
            Some(record.points.clone())
        );
    }
    assert_eq!(
        next_first,
        log.len() as u64,
        "the rounds cover the whole log"
    );

    let info = store.series(table.series).expect("series");
    let outcome = game.outcome().expect("over");
    for seat in &info.seats {
        assert_eq!(seat.final_score, Some(game.score(seat.seat)));
        assert_eq!(seat.won, Some(outcome.winners.contains(seat.seat)));
    }
    assert!(info.finished_ms.is_some());
}

#[test]
fn autosave_refuses_what_does_not_follow_and_saves_nothing_of_it() {
    let mut store = Store::open_in_memory().expect("opens");
    let mut table = bots(&mut store, 5);
    for _ in 0..3 {
        table.step(&mut store, 1).expect("saves");
    }
    let series = table.series;
    let save = |seq, rounds: &'static [RoundResult]| Autosave {
        series,
        seq,
        actor: Actor::Chance,
        action: "roll 3 4",
        snapshot: "{}",
        rounds,
        finish: None,
    };
    match store.autosave(&save(5, &[])) {
        Err(StoreError::OutOfOrder { expected, got, .. }) => assert_eq!((expected, got), (3, 5)),
        other => panic!("{other:?}"),
    }
    let e = store.autosave(&save(2, &[])).expect_err("a repeated seq");
    assert_eq!(e.kind(), "out-of-order");
    let e = store
        .autosave(&Autosave {
            actor: Actor::Seat(2),
            ..save(3, &[])
        })
        .expect_err("seat 2 of a two-seat series");
    assert_eq!(e.kind(), "invalid-record");
    let e = store
        .autosave(&Autosave {
            series: SeriesId(999),
            ..save(3, &[])
        })
        .expect_err("no such series");
    assert!(matches!(e, StoreError::UnknownSeries(999)));
    let bad_finish = Finish {
        winners: SeatSet::only(0),
        scores: vec![1],
        finished_ms: 9,
    };
    let e = store
        .autosave(&Autosave {
            finish: Some(&bad_finish),
            ..save(3, &[])
        })
        .expect_err("one score for two seats");
    assert_eq!(e.kind(), "invalid-record");
    // None of the refused saves left anything behind.
    let resume = store.resume(series).expect("resumes");
    assert_eq!(resume.applied, 3);
    assert_eq!(resume.series.status, Status::Playing);
    assert_eq!(
        resume.snapshot,
        snapshot_text(&table.game).expect("snapshot")
    );

    table.play_out(&mut store, 2).expect("plays on");
    let e = store
        .autosave(&save(resume.log.len() as u64 + 10_000, &[]))
        .expect_err("the series is over");
    assert!(matches!(e, StoreError::SeriesClosed(_)), "{e:?}");
    assert!(matches!(
        store.abandon_series(series, 5),
        Err(StoreError::SeriesClosed(_))
    ));
}

/// A series found damaged (its log would not replay) takes no more saves, not even ones that
/// follow on from its log: the app no longer offers it, and it stays as it was found. Two
/// narration lines saved one change apart follow each other in the series' narration.
#[test]
fn a_series_found_damaged_takes_no_more_saves_and_narration_follows_on() {
    let mut store = Store::open_in_memory().expect("opens");
    let mut table = bots(&mut store, 5);
    for _ in 0..3 {
        table.step(&mut store, 1).expect("saves");
    }
    let series = table.series;
    let applied = store.actions(series).expect("the log").len() as u64;
    for (i, line) in ["first", "second"].into_iter().enumerate() {
        save_roll(&mut store, series, applied + i as u64, line).expect("saved");
    }
    let told = store.resume(series).expect("resumes").narration;
    assert_eq!(told[told.len() - 2..], ["\"first\"", "\"second\""]);

    let applied = applied + 2;
    store
        .mark_damaged(series, "its log does not replay", 7)
        .expect("marked");
    let e = store
        .autosave(&Autosave {
            series,
            seq: applied,
            actor: Actor::Chance,
            action: "roll 3 4",
            snapshot: "{}",
            rounds: &[],
            finish: None,
        })
        .expect_err("a damaged series");
    assert!(matches!(e, StoreError::SeriesClosed(_)), "{e:?}");
    let e = save_roll(&mut store, series, applied, "third").expect_err("a damaged series");
    assert!(matches!(e, StoreError::SeriesClosed(_)), "{e:?}");
    assert_eq!(
        store.actions(series).expect("the log").len() as u64,
        applied,
        "nothing was added"
    );
}

/// Saves one change at a series through `save_intent`: a roll from `first_seq` on, and one
/// narration line.
fn save_roll(
    store: &mut Store,
    series: SeriesId,
    first_seq: u64,
    line: &str,
) -> Result<(), StoreError> {
    store.save_intent(&IntentSave {
        taken_back: 0,
        lines_taken_back: 0,
        series,
        first_seq,
        actions: &[(Actor::Chance, "roll 3 4".to_string())],
        state: "{}",
        narration: &[format!("{line:?}")],
        checkpoint: None,
        rounds: &[],
        finish: None,
        played_ms: 9,
        end_sync: EndSync::Commit,
    })
}

#[test]
fn an_abandoned_series_is_not_resumed_and_counts_only_its_rounds() {
    let mut store = Store::open_in_memory().expect("opens");
    let ann = store.add_player("Ann", 0).expect("added");
    let seats = [
        SeatSpec {
            occupant: Occupant::Player(ann.id),
            team: None,
        },
        SeatSpec {
            occupant: Occupant::Ai(Level::Hard),
            team: None,
        },
    ];
    let mut table = BotTable::start(&mut store, &options(), &seats, 9, 0).expect("starts");
    while table.rounds_saved == 0 {
        table.step(&mut store, 1).expect("saves");
    }
    store.abandon_series(table.series, 10).expect("abandons");
    assert!(store.resume_latest().expect("reads").is_none());
    assert_eq!(
        store.series(table.series).expect("series").status,
        Status::Abandoned
    );
    let stats = store.player_stats(ann.id, GameId::Dicen).expect("stats");
    assert_eq!(stats.series_played, 0);
    assert_eq!(stats.rounds_played, 1);
}

// ---------------------------------------------------------------- players

#[test]
fn players_are_named_uniquely_without_regard_to_case() {
    let mut store = Store::open_in_memory().expect("opens");
    let ann = store.add_player("  Ann ", 5).expect("added");
    assert_eq!(ann.name, "Ann");
    assert_eq!(
        store.player_named("aNN").expect("reads").map(|p| p.id),
        Some(ann.id)
    );
    assert!(matches!(
        store.add_player("ANN", 6),
        Err(StoreError::PlayerNameTaken(_))
    ));
    assert!(matches!(
        store.add_player(" \t ", 6),
        Err(StoreError::PlayerNameEmpty)
    ));
    assert_eq!(
        store
            .add_player(&"x".repeat(41), 6)
            .map_err(|e| e.kind())
            .err(),
        Some("player-name-too-long")
    );
    let bo = store.player_or_new("Bo", 7).expect("new");
    assert_eq!(store.player_or_new("bo", 8).expect("found").id, bo.id);
    assert!(matches!(
        store.rename_player(bo.id, "ann"),
        Err(StoreError::PlayerNameTaken(_))
    ));
    let bob = store.rename_player(bo.id, "Bob").expect("renamed");
    assert_eq!((bob.id, bob.name.as_str()), (bo.id, "Bob"));
    let names: Vec<String> = store
        .players()
        .expect("all")
        .into_iter()
        .map(|p| p.name)
        .collect();
    assert_eq!(names, ["Ann", "Bob"]);
    assert!(matches!(
        store.player(PlayerId(99)),
        Err(StoreError::UnknownPlayer(99))
    ));
}

#[test]
fn a_series_refuses_unknown_players_and_a_player_in_two_seats() {
    let mut store = Store::open_in_memory().expect("opens");
    let ann = store.add_player("Ann", 0).expect("added");
    let seat = |p| SeatSpec {
        occupant: Occupant::Player(p),
        team: None,
    };
    let new = |seats| NewSeries {
        game: GameId::Dicen,
        options: "{}",
        seats,
        planned_rounds: 4,
        created_ms: 0,
        snapshot: "{}",
        opening: &[],
        state: None,
        narration: &[],
        people: &[],
    };
    let twice = [seat(ann.id), seat(ann.id)];
    assert!(matches!(
        store.start_series(&new(&twice)),
        Err(StoreError::SeatTwice(_))
    ));
    let unknown = [seat(ann.id), seat(PlayerId(42))];
    assert!(matches!(
        store.start_series(&new(&unknown)),
        Err(StoreError::UnknownPlayer(42))
    ));
    assert_eq!(
        store.start_series(&new(&[])).map_err(|e| e.kind()).err(),
        Some("invalid-record")
    );
    assert_eq!(
        store
            .start_series(&NewSeries {
                options: "not json",
                ..new(&[seat(ann.id)])
            })
            .map_err(|e| e.kind())
            .err(),
        Some("invalid-record")
    );
    assert!(store.series_list(None).expect("list").is_empty());
}

// ---------------------------------------------------------------- stats

/// A hand-made DICEN series: one round per entry of `rounds` (points per seat; lowest wins the
/// round), then finished with the summed scores (lowest wins) at `finished_ms`.
struct Made {
    seats: Vec<SeatSpec>,
    rounds: Vec<Vec<i64>>,
    tallies: Vec<Vec<Tally>>,
    finished_ms: Option<i64>,
}

fn lowest(points: &[i64]) -> SeatSet {
    let best = points.iter().copied().min().unwrap_or(0);
    (0..points.len() as u8)
        .filter(|&s| points[usize::from(s)] == best)
        .collect()
}

fn make(store: &mut Store, made: &Made, created_ms: i64) -> SeriesId {
    let id = store
        .start_series(&NewSeries {
            game: GameId::Dicen,
            options: "{}",
            seats: &made.seats,
            planned_rounds: made.rounds.len() as u32,
            created_ms,
            snapshot: "start",
            opening: &[],
            state: None,
            narration: &[],
            people: &[],
        })
        .expect("starts");
    let mut totals = vec![0; made.seats.len()];
    for (i, points) in made.rounds.iter().enumerate() {
        for (t, p) in totals.iter_mut().zip(points) {
            *t += p;
        }
        let result = RoundResult {
            points: points.clone(),
            winners: lowest(points),
            tallies: made.tallies.get(i).cloned().unwrap_or_default(),
            person_tallies: Vec::new(),
        };
        let last = i + 1 == made.rounds.len();
        let finish = made.finished_ms.filter(|_| last).map(|at| Finish {
            winners: lowest(&totals),
            scores: totals.clone(),
            finished_ms: at,
        });
        store
            .autosave(&Autosave {
                series: id,
                seq: i as u64,
                actor: Actor::Seat(0),
                action: "end round",
                snapshot: "after",
                rounds: std::slice::from_ref(&result),
                finish: finish.as_ref(),
            })
            .expect("saves");
    }
    id
}

fn person(id: PlayerId) -> SeatSpec {
    SeatSpec {
        occupant: Occupant::Player(id),
        team: None,
    }
}

fn tally(seat: u8, name: &'static str, value: i64) -> Tally {
    Tally { seat, name, value }
}

#[test]
fn stats_count_series_rounds_streaks_and_game_aware_bests() {
    let mut store = Store::open_in_memory().expect("opens");
    let ann = store.add_player("Ann", 0).expect("added").id;
    let bo = store.add_player("Bo", 0).expect("added").id;
    let cy = store.add_player("Cy", 0).expect("added").id;
    let ai = SeatSpec {
        occupant: Occupant::Ai(Level::Hard),
        team: None,
    };
    let duo = vec![person(ann), person(bo)];
    // Finished in this order: Ann loses, wins, wins (a shared draw), loses to the bot, wins.
    let plan: Vec<(Vec<SeatSpec>, Vec<Vec<i64>>, i64)> = vec![
        (duo.clone(), vec![vec![20, 10], vec![10, 15]], 1),
        (duo.clone(), vec![vec![4, 9], vec![6, 8]], 2),
        (duo.clone(), vec![vec![5, 5]], 3),
        (vec![person(ann), person(bo), ai], vec![vec![40, 50, 12]], 4),
        (vec![person(ann), person(cy)], vec![vec![3, 30]], 5),
    ];
    let mut ids = Vec::new();
    for (i, (seats, rounds, at)) in plan.into_iter().enumerate() {
        let tallies = if i == 0 {
            vec![
                vec![
                    tally(0, "gogo-throws", 23),
                    tally(0, "time-attack-ms", 61_000),
                ],
                vec![
                    tally(0, "gogo-throws", 19),
                    tally(0, "time-attack-ms", 64_000),
                ],
            ]
        } else {
            vec![vec![tally(0, "throws", 4), tally(0, "dicen-calls", 1)]]
        };
        ids.push(make(
            &mut store,
            &Made {
                seats,
                rounds,
                tallies,
                finished_ms: Some(at * 100),
            },
            at,
        ));
    }
    // Still playing: its round counts, the series does not.
    make(
        &mut store,
        &Made {
            seats: duo.clone(),
            rounds: vec![vec![1, 2]],
            tallies: vec![],
            finished_ms: None,
        },
        9,
    );

    let s = store.player_stats(ann, GameId::Dicen).expect("stats");
    assert_eq!(s.better, Better::Lower);
    assert_eq!((s.series_played, s.series_won), (5, 3));
    assert_eq!(s.win_rate, Some(0.6));
    assert_eq!(
        s.average_score,
        Some((30.0 + 10.0 + 5.0 + 40.0 + 3.0) / 5.0)
    );
    assert_eq!(s.best_score, Some(3), "DICEN's best score is the lowest");
    // Ann's rounds: 20 (lost) 10 4 6 5 (shared) 40 (lost) 3 1, the last in the unfinished series.
    assert_eq!(s.rounds_played, 8);
    assert_eq!(
        s.rounds_won, 6,
        "lost only the first round and the bot's round"
    );
    assert_eq!(s.best_round_points, Some(1));
    assert_eq!(
        s.average_round_points,
        Some((20 + 10 + 4 + 6 + 5 + 40 + 3 + 1) as f64 / 8.0)
    );
    assert_eq!((s.current_streak, s.longest_streak), (1, 2));
    assert_eq!(s.record("gogo-throws"), Some(19), "fewest throws");
    assert_eq!(s.record("time-attack-ms"), Some(61_000), "least time");
    assert_eq!(s.record("throws"), None, "a count, not a record");
    let throws = s
        .tallies
        .iter()
        .find(|t| t.name == "throws")
        .expect("throws");
    assert_eq!((throws.total, throws.rounds), (16, 4));
    let gogo = s
        .tallies
        .iter()
        .find(|t| t.name == "gogo-throws")
        .expect("gogo");
    assert_eq!(gogo.total, 42);

    let b = store.player_stats(bo, GameId::Dicen).expect("stats");
    assert_eq!((b.series_played, b.series_won), (4, 2));
    assert_eq!(b.best_score, Some(5));
    assert!(b.tallies.is_empty(), "the tallies were all seat 0's");
    let c = store.player_stats(cy, GameId::Dicen).expect("stats");
    assert_eq!((c.series_played, c.series_won, c.current_streak), (1, 0, 0));
    let nobody = store.add_player("Dee", 0).expect("added").id;
    let d = store.player_stats(nobody, GameId::Dicen).expect("stats");
    assert_eq!((d.series_played, d.win_rate, d.best_score), (0, None, None));
    assert!(store.player_stats_all(nobody).expect("stats").is_empty());
    assert_eq!(store.player_stats_all(ann).expect("stats").len(), 1);
    let names: Vec<String> = store
        .game_stats(GameId::Dicen)
        .expect("stats")
        .into_iter()
        .map(|s| s.player.name)
        .collect();
    assert_eq!(names, ["Ann", "Bo", "Cy"], "Dee never sat at DICEN");

    let h = store
        .head_to_head(ann, bo, Some(GameId::Dicen))
        .expect("h2h");
    assert_eq!(
        (
            h.series.played,
            h.series.a_won,
            h.series.b_won,
            h.series.both_won,
            h.series.neither_won
        ),
        (4, 1, 1, 1, 1)
    );
    // Rounds both played: 20/10 10/15 4/9 6/8 5/5 40/50 1/2.
    assert_eq!(
        (
            h.rounds.played,
            h.rounds.a_won,
            h.rounds.b_won,
            h.rounds.both_won,
            h.rounds.neither_won
        ),
        (7, 4, 1, 1, 1)
    );
    assert_eq!(h.as_partners, 0);
    assert_eq!(
        store
            .head_to_head(ann, ann, None)
            .map(|_| ())
            .map_err(|e| e.kind()),
        Err("invalid-record")
    );

    let p = store.progression(ids[0]).expect("progression");
    assert_eq!(p.better, Better::Lower);
    let totals: Vec<Vec<i64>> = p.rounds.iter().map(|r| r.totals.clone()).collect();
    assert_eq!(totals, [vec![20, 10], vec![30, 25]]);
    assert_eq!(p.rounds[1].winners, [0]);
}

#[test]
fn partners_are_not_opponents_in_head_to_head() {
    let mut store = Store::open_in_memory().expect("opens");
    let ann = store.add_player("Ann", 0).expect("added").id;
    let bo = store.add_player("Bo", 0).expect("added").id;
    let team = |p, t| SeatSpec {
        occupant: Occupant::Player(p),
        team: Some(t),
    };
    let bot = |t| SeatSpec {
        occupant: Occupant::Ai(Level::Easy),
        team: Some(t),
    };
    make(
        &mut store,
        &Made {
            seats: vec![team(ann, 0), bot(1), team(bo, 0), bot(1)],
            rounds: vec![vec![1, 5, 1, 5]],
            tallies: vec![],
            finished_ms: Some(1),
        },
        1,
    );
    let h = store.head_to_head(ann, bo, None).expect("h2h");
    assert_eq!(h.as_partners, 1);
    assert_eq!(h.series.played, 0);
    assert_eq!(h.rounds.played, 0);
    let info = store.series_list(Some(GameId::Dicen)).expect("list");
    assert_eq!(info[0].seats[2].team, Some(0));
    assert_eq!(info[0].seats[1].occupant, Occupant::Ai(Level::Easy));
    assert_eq!(info[0].seats[2].name.as_deref(), Some("Bo"));
}

#[test]
fn stats_from_played_games_agree_with_the_games() {
    let mut store = Store::open_in_memory().expect("opens");
    let ann = store.add_player("Ann", 0).expect("added").id;
    let seats = [
        person(ann),
        SeatSpec {
            occupant: Occupant::Ai(Level::Normal),
            team: None,
        },
    ];
    let (mut won, mut scores, mut rounds_won, mut throws) = (0, Vec::new(), 0, 0);
    for seed in 0..6 {
        let mut t =
            BotTable::start(&mut store, &options(), &seats, seed, seed as i64).expect("starts");
        t.play_out(&mut store, 100 + seed as i64).expect("plays");
        let g = t.game.game();
        won += u32::from(g.outcome().expect("over").winners.contains(0));
        scores.push(g.score(0));
        for r in g.rounds() {
            rounds_won += u32::from(r.winners.contains(0));
            throws += r
                .tallies
                .iter()
                .filter(|t| t.seat == 0 && t.name == "throws")
                .map(|t| t.value)
                .sum::<i64>();
        }
    }
    let s = store.player_stats(ann, GameId::Dicen).expect("stats");
    assert_eq!((s.series_played, s.series_won), (6, won));
    assert_eq!(s.rounds_played, 18);
    assert_eq!(s.rounds_won, rounds_won);
    assert_eq!(s.best_score, scores.iter().copied().min());
    let t = s
        .tallies
        .iter()
        .find(|t| t.name == "throws")
        .expect("throws");
    assert_eq!(t.total, throws);
}

// ---------------------------------------------------------------- settings

#[test]
fn settings_default_round_trip_and_refuse_values_out_of_range() {
    let (_dir, path) = temp_db();
    let mut store = open(&path);
    assert_eq!(store.settings().expect("reads"), Settings::default());
    assert_eq!(Settings::default().look.temperature, 50);
    let s = Settings {
        language: Some("pt-BR".into()),
        look: Look {
            contrast: 0,
            grain: 100,
            temperature: 73,
        },
        haptics: false,
        turn_timer_s: Some(45),
        ai_level: Level::Hard,
        bot_pace: BotPace::Calm,
        assist: Assist {
            dicen_hints: true,
            dica_mistakes: Mistakes::Prevent,
        },
    };
    store.save_settings(&s).expect("saves");
    drop(store);
    let mut store = open(&path);
    assert_eq!(store.settings().expect("reads"), s);

    let cases: Vec<(Settings, Setting, i64)> = vec![
        (
            Settings {
                look: Look {
                    contrast: 101,
                    ..s.look
                },
                ..s.clone()
            },
            Setting::Contrast,
            101,
        ),
        (
            Settings {
                look: Look {
                    grain: 255,
                    ..s.look
                },
                ..s.clone()
            },
            Setting::Grain,
            255,
        ),
        (
            Settings {
                look: Look {
                    temperature: 150,
                    ..s.look
                },
                ..s.clone()
            },
            Setting::Temperature,
            150,
        ),
        (
            Settings {
                turn_timer_s: Some(4),
                ..s.clone()
            },
            Setting::TurnTimer,
            4,
        ),
        (
            Settings {
                turn_timer_s: Some(601),
                ..s.clone()
            },
            Setting::TurnTimer,
            601,
        ),
    ];
    for (bad, setting, value) in cases {
        match store.save_settings(&bad) {
            Err(StoreError::Settings(SettingsError::OutOfRange {
                setting: got,
                value: v,
                ..
            })) => assert_eq!((got, v), (setting, value)),
            other => panic!("{setting:?} {value}: {other:?}"),
        }
    }
    for tag in ["", "english", "e", "en_GB", "en-", "pt-BRAZILIAN"] {
        let bad = Settings {
            language: Some(tag.into()),
            ..s.clone()
        };
        let e = store.save_settings(&bad).expect_err(tag);
        assert_eq!(e.kind(), "setting-language", "{tag:?}");
    }
    assert_eq!(
        store.settings().expect("reads"),
        s,
        "nothing refused was stored"
    );
}

#[test]
fn stored_settings_that_do_not_read_back_fall_back_to_their_defaults() {
    let (_dir, path) = temp_db();
    let mut store = open(&path);
    let s = Settings {
        look: Look {
            grain: 20,
            ..Look::default()
        },
        haptics: false,
        ..Settings::default()
    };
    store.save_settings(&s).expect("saves");
    drop(store);
    let raw = Connection::open(&path).expect("raw");
    raw.execute_batch(
        "UPDATE settings SET value = '250' WHERE key = 'look.contrast';
         UPDATE settings SET value = 'maybe' WHERE key = 'ai-level';
         UPDATE settings SET value = 'x y' WHERE key = 'language';
         INSERT INTO settings VALUES ('from-the-future', '1');",
    )
    .expect("tampered");
    drop(raw);
    let store = open(&path);
    let read = store.settings().expect("reads");
    assert_eq!(read.look.contrast, 50);
    assert_eq!(read.ai_level, Level::Normal);
    assert_eq!(read.language, None);
    assert_eq!(
        (read.look.grain, read.haptics),
        (20, false),
        "good values stay"
    );
}

// ---------------------------------------------------------------- migrations

/// A played DICEN match's log, with the snapshot after each action.
/// A saved action as the old schemas held it: seq, seat, notation, snapshot after it.
type Row = (u64, Option<u8>, String, String);

fn played(seed: u64, actions: usize) -> (Match<Dicen>, Vec<Row>) {
    let mut store = Store::open_in_memory().expect("opens");
    let mut t = bots(&mut store, seed);
    let mut rows = Vec::new();
    for _ in 0..actions {
        let Some(saved) = t.step(&mut store, 0).expect("steps") else {
            break;
        };
        let seat = match saved.actor {
            Actor::Seat(s) => Some(s),
            Actor::Chance => None,
        };
        rows.push((
            saved.seq,
            seat,
            saved.action,
            snapshot_text(&t.game).expect("snapshot"),
        ));
    }
    (t.game, rows)
}

/// Writes a store as the schema of `version` had it: a player, a series in play with its log
/// (`game`), a series with no action yet, and a finished series with one round.
fn write_fixture(conn: &mut Connection, version: u32, game: &Match<Dicen>, rows: &[Row]) {
    schema::migrate(conn, STEPS, version).expect("the old schema");
    assert_eq!(schema::version(conn).expect("version"), version);
    let start = serde_json::to_string(
        &Match::<Dicen>::new(&options(), 2, game.seed())
            .expect("new")
            .snapshot(),
    )
    .expect("json");
    let options_json = serde_json::to_string(&options()).expect("json");
    conn.execute_batch(
        "INSERT INTO players (id, name, created_ms) VALUES (1, 'Ann', 10);
         INSERT INTO settings (key, value) VALUES ('look.contrast', '70'), ('haptics', 'off');",
    )
    .expect("players, settings");
    for (id, created) in [(1, 100), (2, 200), (3, 50)] {
        match version {
            1 => conn.execute(
                "INSERT INTO series (id, game, options, planned_rounds, created_ms, start_snapshot)
                 VALUES (?1, 'dicen', ?2, 3, ?3, ?4)",
                rusqlite::params![id, options_json, created, start],
            ),
            2..=7 => conn.execute(
                "INSERT INTO series (id, game, options, planned_rounds, created_ms)
                 VALUES (?1, 'dicen', ?2, 3, ?3)",
                rusqlite::params![id, options_json, created],
            ),
            v => panic!("write a fixture for schema version {v}"),
        }
        .expect("series");
        conn.execute(
            "INSERT INTO seats (series_id, seat, player_id, ai_level) VALUES (?1, 0, 1, NULL), (?1, 1, NULL, 'easy')",
            [id],
        )
        .expect("seats");
    }
    for (seq, seat, action, snapshot) in rows {
        if version == 1 {
            conn.execute(
                "INSERT INTO actions (series_id, seq, seat, action, snapshot) VALUES (1, ?1, ?2, ?3, ?4)",
                rusqlite::params![*seq as i64, seat, action, snapshot],
            )
        } else {
            conn.execute(
                "INSERT INTO actions (series_id, seq, seat, action) VALUES (1, ?1, ?2, ?3)",
                rusqlite::params![*seq as i64, seat, action],
            )
        }
        .expect("action");
    }
    if version >= 2 {
        let last = rows.last().map_or(start.clone(), |r| r.3.clone());
        conn.execute(
            "INSERT INTO snapshots (series_id, applied, snapshot) VALUES (1, ?1, ?2), (2, 0, ?3), (3, 1, 'final')",
            rusqlite::params![rows.len() as i64, last, start],
        )
        .expect("snapshots");
    }
    let v1_final = if version == 1 { ", 'final'" } else { "" };
    let v1_col = if version == 1 { ", snapshot" } else { "" };
    conn.execute_batch(&format!(
        "INSERT INTO actions (series_id, seq, seat, action{v1_col}) VALUES (3, 0, 0, 'end'{v1_final});
         INSERT INTO rounds (series_id, round, first_seq, last_seq) VALUES (3, 0, 0, 0);
         INSERT INTO round_scores (series_id, round, seat, points, won) VALUES (3, 0, 0, 7, 1), (3, 0, 1, 12, 0);
         UPDATE series SET status = 'finished', finished_ms = 60 WHERE id = 3;
         UPDATE seats SET final_score = 7, won = 1 WHERE series_id = 3 AND seat = 0;
         UPDATE seats SET final_score = 12, won = 0 WHERE series_id = 3 AND seat = 1;"
    ))
    .expect("a finished series");
}

#[test]
fn every_past_schema_version_migrates_to_the_latest_with_its_data() {
    let (game, rows) = played(21, 40);
    assert_eq!(rows.len(), 40);
    for version in 1..LATEST {
        let (_dir, path) = temp_db();
        let mut conn = Connection::open(&path).expect("raw");
        write_fixture(&mut conn, version, &game, &rows);
        drop(conn);

        let mut store = open(&path);
        assert_eq!(
            store.schema_version().expect("version"),
            LATEST,
            "from v{version}"
        );
        assert!(store.integrity_check().expect("checks").is_empty());
        let ann = store.player_named("ann").expect("reads").expect("Ann kept");
        assert_eq!((ann.id, ann.created_ms), (PlayerId(1), 10));
        let settings = store.settings().expect("settings");
        assert_eq!((settings.look.contrast, settings.haptics), (70, false));

        // The series in play resumes from its last snapshot, and plays on.
        let resume = store.resume(SeriesId(1)).expect("resumes");
        assert_eq!(resume.applied, 40, "from v{version}");
        assert_eq!(resume.snapshot, rows[39].3);
        assert_eq!(resume.series.seats[1].occupant, Occupant::Ai(Level::Easy));
        assert_eq!(resume.series.seats[0].team, None);
        let mut table = BotTable::resume(&resume).expect("restores");
        assert_eq!(snapshot_value(&table.game), snapshot_value(&game));
        table
            .play_out(&mut store, 1_000)
            .expect("plays on after migrating");
        assert_eq!(
            store.series(SeriesId(1)).expect("s").status,
            Status::Finished
        );

        // The series with no action resumes from its first snapshot.
        let fresh = store.resume(SeriesId(2)).expect("resumes");
        assert_eq!(fresh.applied, 0);
        Match::<Dicen>::restore_json(&fresh.snapshot).expect("the start snapshot restores");

        // The finished series keeps its round, its outcome and its place in the stats.
        let rounds = store.rounds(SeriesId(3)).expect("rounds");
        assert_eq!(rounds.len(), 1);
        assert_eq!(
            (rounds[0].points.clone(), rounds[0].winners.clone()),
            (vec![7, 12], vec![0])
        );
        assert!(rounds[0].tallies.is_empty());
        let stats = store.player_stats(ann.id, GameId::Dicen).expect("stats");
        let won_first = u32::from(game_won_by_ann(&store));
        assert_eq!((stats.series_played, stats.series_won), (2, 1 + won_first));
        assert_eq!(stats.best_score.map(|b| b <= 7), Some(true));
    }
}

fn game_won_by_ann(store: &Store) -> bool {
    store
        .series(SeriesId(1))
        .expect("series")
        .seats
        .first()
        .and_then(|s| s.won)
        .unwrap_or(false)
}

#[test]
fn a_new_store_is_built_by_every_step_and_opens_again_unchanged() {
    let (_dir, path) = temp_db();
    let store = open(&path);
    assert_eq!(store.schema_version().expect("version"), LATEST);
    drop(store);
    let raw = Connection::open(&path).expect("raw");
    let schema_of = |c: &Connection| -> Vec<String> {
        let mut stmt = c
            .prepare("SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY name")
            .expect("prepare");
        stmt.query_map([], |r| r.get(0))
            .expect("query")
            .collect::<Result<_, _>>()
            .expect("rows")
    };
    let first = schema_of(&raw);
    drop(raw);
    // Migrated from v1 by the steps, the schema is the same text as a new store's.
    let (_dir2, path2) = temp_db();
    let mut old = Connection::open(&path2).expect("raw");
    schema::migrate(&mut old, STEPS, 1).expect("v1");
    drop(old);
    drop(open(&path2));
    let migrated = schema_of(&Connection::open(&path2).expect("raw"));
    assert_eq!(first, migrated);
}

#[test]
fn a_failing_migration_step_is_rolled_back_whole() {
    let mut conn = Connection::open_in_memory().expect("memory");
    schema::migrate(&mut conn, STEPS, 1).expect("v1");
    let broken = [
        schema::Step {
            version: 1,
            what: "v1",
            sql: STEPS[0].sql,
        },
        schema::Step {
            version: 2,
            what: "half a step",
            sql: "CREATE TABLE half (x); INSERT INTO no_such_table VALUES (1);",
        },
    ];
    assert!(schema::migrate(&mut conn, &broken, 2).is_err());
    assert_eq!(schema::version(&conn).expect("version"), 1);
    let half: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM sqlite_schema WHERE name = 'half'",
            [],
            |r| r.get(0),
        )
        .expect("reads");
    assert_eq!(half, 0, "the step's first statement was rolled back");
}

// ---------------------------------------------------------------- faults

fn a_store_with_a_game(path: &Path) -> (SeriesId, usize) {
    let mut store = open(path);
    let mut table = bots(&mut store, 31);
    table.play_out(&mut store, 9).expect("plays");
    let mut second = bots(&mut store, 32);
    for _ in 0..25 {
        second.step(&mut store, 10).expect("steps");
    }
    (
        second.series,
        store.actions(table.series).expect("log").len(),
    )
}

fn kept_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("lists")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".damaged-"))
        .collect();
    names.sort();
    names
}

#[test]
fn a_file_that_is_not_a_database_is_kept_aside_and_a_new_store_made() {
    let (dir, path) = temp_db();
    let junk: Vec<u8> = b"These are my notes, not a database. ".repeat(200);
    std::fs::write(&path, &junk).expect("writes");
    let opened = Store::open(&path).expect("opens anyway");
    let kept = path.with_file_name("cardavia.db.damaged-1");
    assert_eq!(
        opened.notices.first().cloned(),
        Some(Notice::MovedAside {
            damage: Damage::NotADatabase,
            kept: kept.clone()
        })
    );
    let notice = opened.notices.first().expect("notice");
    assert_eq!(notice.kind(), "moved-aside-not-a-database");
    assert_eq!(
        std::fs::read(&kept).expect("kept"),
        junk,
        "kept byte for byte"
    );
    let mut store = opened.store;
    assert_eq!(store.schema_version().expect("version"), LATEST);
    store.add_player("Ann", 1).expect("the new store works");
    drop(store);

    // Again: the next copy gets the next free name; the first stays.
    std::fs::write(&path, b"\x00\x01 more junk").expect("writes");
    let again = Store::open(&path).expect("opens");
    assert_eq!(
        again.notices.first().map(|n| n.kind()),
        Some("moved-aside-not-a-database")
    );
    assert_eq!(
        kept_files(dir.path()),
        ["cardavia.db.damaged-1", "cardavia.db.damaged-2"]
    );
    assert_eq!(std::fs::read(&kept).expect("kept"), junk);
}

#[test]
fn a_corrupt_database_is_kept_aside_and_a_new_store_made() {
    let (dir, path) = temp_db();
    a_store_with_a_game(&path);
    let mut bytes = std::fs::read(&path).expect("reads");
    let page = 4096;
    assert!(bytes.len() > 6 * page, "a store of several pages");
    // Scribble over pages 3 to 5 (not the header page).
    for (i, b) in bytes[2 * page..5 * page].iter_mut().enumerate() {
        *b = (i * 7 + 13) as u8;
    }
    std::fs::write(&path, &bytes).expect("writes");
    let opened = Store::open(&path).expect("opens anyway");
    match opened.notices.first() {
        Some(Notice::MovedAside {
            damage: Damage::Corrupt,
            kept,
        }) => assert_eq!(std::fs::read(kept).expect("kept"), bytes),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        opened
            .notices
            .first()
            .map(|n| n.message().id.to_string())
            .as_deref(),
        Some("store-notice-corrupt")
    );
    assert!(opened.store.series_list(None).expect("empty").is_empty());
    assert!(opened.store.integrity_check().expect("checks").is_empty());
    assert_eq!(kept_files(dir.path()), ["cardavia.db.damaged-1"]);
}

#[test]
fn a_truncated_database_is_kept_aside() {
    let (_dir, path) = temp_db();
    a_store_with_a_game(&path);
    let bytes = std::fs::read(&path).expect("reads");
    std::fs::write(&path, &bytes[..bytes.len() / 3]).expect("writes");
    let opened = Store::open(&path).expect("opens anyway");
    assert_eq!(
        opened.notices.first().map(|n| n.kind()),
        Some("moved-aside-corrupt")
    );
}

#[test]
fn a_store_from_a_newer_version_is_refused_untouched() {
    let (dir, path) = temp_db();
    a_store_with_a_game(&path);
    let raw = Connection::open(&path).expect("raw");
    raw.pragma_update(None, "user_version", LATEST + 1)
        .expect("a newer version");
    drop(raw);
    let before = std::fs::read(&path).expect("reads");
    match Store::open(&path) {
        Err(e @ StoreError::NewerVersion { .. }) => {
            assert_eq!(e.kind(), "newer-version");
            assert_eq!(
                e.message(),
                Msg::new("store-error-newer-version")
                    .int("found", LATEST + 1)
                    .int("known", LATEST)
            );
        }
        other => panic!("{:?}", other.map(|o| o.notices)),
    }
    assert_eq!(std::fs::read(&path).expect("reads"), before, "untouched");
    assert!(kept_files(dir.path()).is_empty());
}

#[test]
fn another_programs_database_is_refused_untouched() {
    let (dir, path) = temp_db();
    let raw = Connection::open(&path).expect("raw");
    raw.execute_batch("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup');")
        .expect("someone else's data");
    drop(raw);
    let before = std::fs::read(&path).expect("reads");
    let e = Store::open(&path).map(|_| ()).expect_err("refused");
    assert_eq!(e.kind(), "not-a-store");
    assert_eq!(std::fs::read(&path).expect("reads"), before);
    assert!(kept_files(dir.path()).is_empty());
}

#[cfg(unix)]
fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("chmod");
}

#[cfg(unix)]
#[test]
fn a_read_only_file_reads_refuses_writes_with_a_typed_error_and_loses_nothing() {
    let (_dir, path) = temp_db();
    let (playing, finished_actions) = a_store_with_a_game(&path);
    set_mode(&path, 0o444);
    let opened = Store::open(&path).expect("opens read-only");
    assert!(opened.notices.is_empty());
    let mut store = opened.store;
    assert!(store.is_read_only());
    let resume = store.resume(playing).expect("reads");
    assert_eq!(resume.applied, 25);
    assert_eq!(store.series_list(None).expect("reads").len(), 2);
    let e = store
        .autosave(&Autosave {
            series: playing,
            seq: 25,
            actor: Actor::Chance,
            action: "roll 1 1",
            snapshot: "x",
            rounds: &[],
            finish: None,
        })
        .expect_err("read-only");
    assert!(matches!(e, StoreError::ReadOnly(_)), "{e:?}");
    assert_eq!(e.message().id, "store-error-read-only");
    assert_eq!(
        store.add_player("Ann", 0).map(|_| ()).map_err(|e| e.kind()),
        Err("read-only")
    );
    assert_eq!(
        store
            .save_settings(&Settings::default())
            .map_err(|e| e.kind()),
        Err("read-only")
    );
    drop(store);
    set_mode(&path, 0o644);
    let store = open(&path);
    assert_eq!(store.resume(playing).expect("reads").applied, 25);
    assert_eq!(
        store.actions(SeriesId(1)).expect("log").len(),
        finished_actions
    );
    assert!(store.integrity_check().expect("checks").is_empty());
}

#[cfg(unix)]
#[test]
fn a_read_only_file_that_needs_migrating_is_a_typed_error_and_untouched() {
    let (_dir, path) = temp_db();
    let mut conn = Connection::open(&path).expect("raw");
    schema::migrate(&mut conn, STEPS, 1).expect("v1");
    drop(conn);
    let before = std::fs::read(&path).expect("reads");
    set_mode(&path, 0o444);
    let e = Store::open(&path).map(|_| ()).expect_err("cannot migrate");
    assert_eq!(e.kind(), "read-only");
    set_mode(&path, 0o644);
    assert_eq!(std::fs::read(&path).expect("reads"), before);
}

#[test]
fn a_folder_in_place_of_the_file_is_a_typed_error() {
    let (dir, _) = temp_db();
    let e = Store::open(dir.path()).map(|_| ()).expect_err("a folder");
    assert_eq!(e.kind(), "cannot-open");
}

// ---------------------------------------------------------------- messages

/// Every message id in `locales/en/app.ftl` with the variables it uses.
fn app_ftl() -> Vec<(String, Vec<String>)> {
    let text = include_str!("../../locales/en/app.ftl");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with(' '))
        .filter_map(|l| l.split_once(" = "))
        .map(|(id, body)| {
            let mut vars: Vec<String> = body
                .split("{ $")
                .skip(1)
                .filter_map(|rest| rest.split_once(" }").map(|(v, _)| v.to_string()))
                .collect();
            vars.sort();
            (id.trim().to_string(), vars)
        })
        .collect()
}

fn check_msg(msg: &Msg, ftl: &[(String, Vec<String>)]) {
    assert!(msg.id.starts_with("store-"), "{}", msg.id);
    let (_, vars) = ftl
        .iter()
        .find(|(id, _)| *id == msg.id)
        .unwrap_or_else(|| panic!("{} is not in locales/en/app.ftl", msg.id));
    let mut args: Vec<String> = msg.args.iter().map(|(n, _)| n.to_string()).collect();
    args.sort();
    assert_eq!(
        &args, vars,
        "{}: arguments and message variables differ",
        msg.id
    );
    for (_, arg) in &msg.args {
        if let Arg::Msg(inner) = arg {
            check_msg(inner, ftl);
        }
    }
}

#[test]
fn every_store_message_is_in_english_with_its_variables() {
    let ftl = app_ftl();
    let sqlite = || rusqlite::Error::InvalidQuery;
    let errors = vec![
        StoreError::Full(sqlite()),
        StoreError::ReadOnly(sqlite()),
        StoreError::Corrupt(sqlite()),
        StoreError::Busy(sqlite()),
        StoreError::CannotOpen(sqlite()),
        StoreError::Io(sqlite()),
        StoreError::Sqlite(sqlite()),
        StoreError::NewerVersion { found: 9, known: 3 },
        StoreError::NotAStore {
            path: "x.db".into(),
        },
        StoreError::MoveAside {
            path: "x.db".into(),
            source: std::io::Error::other("no"),
        },
        StoreError::Malformed {
            what: "game",
            value: "chess".into(),
        },
        StoreError::UnknownSeries(1),
        StoreError::UnknownPlayer(1),
        StoreError::SeriesClosed(1),
        StoreError::OutOfOrder {
            series: 1,
            expected: 2,
            got: 3,
        },
        StoreError::PlayerNameEmpty,
        StoreError::PlayerNameTooLong { max: 40 },
        StoreError::PlayerNameTaken("Ann".into()),
        StoreError::SeatTwice(1),
        StoreError::InvalidRecord("x".into()),
        StoreError::Settings(SettingsError::Language("??".into())),
    ];
    let mut kinds: Vec<&str> = errors.iter().map(StoreError::kind).collect();
    for e in &errors {
        check_msg(&e.message(), &ftl);
    }
    for setting in [
        Setting::Contrast,
        Setting::Grain,
        Setting::Temperature,
        Setting::TurnTimer,
    ] {
        let e = StoreError::Settings(SettingsError::OutOfRange {
            setting,
            value: 101,
            min: 0,
            max: 100,
        });
        check_msg(&e.message(), &ftl);
        kinds.push(e.kind());
    }
    for damage in [Damage::NotADatabase, Damage::Corrupt] {
        check_msg(
            &Notice::MovedAside {
                damage,
                kept: "a.db.damaged-1".into(),
            }
            .message(),
            &ftl,
        );
    }
    kinds.sort();
    kinds.dedup();
    assert_eq!(
        kinds.len(),
        errors.len() + 1,
        "kinds are distinct per variant"
    );
}
