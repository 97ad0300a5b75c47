//! `cardavia stats` as a public contract: the figures, the filters, JSON, the default path in the
//! platform's data directory, and the exit codes.

use cardavia_core::ai::Level;
use cardavia_core::engine::{Actor, RoundResult, SeatSet, Tally};
use cardavia_core::games::GameId;
use cardavia_core::store::{Autosave, Finish, NewSeries, Occupant, PlayerId, SeatSpec, Store};
use std::path::Path;
use std::process::{Command, Output};

fn cardavia(args: &[&str], data_home: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cardavia"))
        .args(args)
        .env("XDG_DATA_HOME", data_home)
        .env("HOME", data_home)
        .output()
        .expect("the binary runs")
}

fn person(id: PlayerId) -> SeatSpec {
    SeatSpec {
        occupant: Occupant::Player(id),
        team: None,
    }
}

/// One DICEN series of one round with these points (lowest wins), finished.
fn series(store: &mut Store, seats: &[SeatSpec], points: Vec<i64>, tallies: Vec<Tally>, at: i64) {
    let id = store
        .start_series(&NewSeries {
            game: GameId::Dicen,
            options: "{}",
            seats,
            planned_rounds: 1,
            created_ms: at,
            snapshot: "start",
            opening: &[],
            state: None,
            narration: &[],
            people: &[],
        })
        .expect("starts");
    let best = points.iter().copied().min().unwrap_or(0);
    let winners: SeatSet = (0..points.len() as u8)
        .filter(|&s| points[usize::from(s)] == best)
        .collect();
    let round = RoundResult {
        points: points.clone(),
        winners,
        tallies,
        person_tallies: Vec::new(),
    };
    store
        .autosave(&Autosave {
            series: id,
            seq: 0,
            actor: Actor::Seat(0),
            action: "end",
            snapshot: "end",
            rounds: std::slice::from_ref(&round),
            finish: Some(&Finish {
                winners,
                scores: points,
                finished_ms: at + 1,
            }),
        })
        .expect("saves");
}

/// Ann beats Bo, then Bo beats Ann, then Ann beats a bot; Ann has a GO GO record.
fn fill(path: &Path) {
    let mut store = Store::open(path).expect("opens").store;
    let ann = store.add_player("Ann", 0).expect("added").id;
    let bo = store.add_player("Bo", 0).expect("added").id;
    series(
        &mut store,
        &[person(ann), person(bo)],
        vec![12, 30],
        vec![Tally {
            seat: 0,
            name: "gogo-throws",
            value: 17,
        }],
        1,
    );
    series(
        &mut store,
        &[person(ann), person(bo)],
        vec![40, 8],
        vec![Tally {
            seat: 0,
            name: "throws",
            value: 6,
        }],
        2,
    );
    series(
        &mut store,
        &[
            person(ann),
            SeatSpec {
                occupant: Occupant::Ai(Level::Hard),
                team: None,
            },
        ],
        vec![3, 9],
        vec![],
        3,
    );
}

fn json(out: &Output) -> serde_json::Value {
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

#[test]
fn stats_print_every_player_as_json() {
    let dir = tempfile::tempdir().expect("temp");
    let db = dir.path().join("s.db");
    fill(&db);
    let v = json(&cardavia(
        &["stats", "--db", db.to_str().expect("utf-8"), "--json"],
        dir.path(),
    ));
    let stats = v["stats"].as_array().expect("stats");
    assert_eq!(stats.len(), 2, "Ann and Bo, one game each");
    let ann = &stats[0];
    assert_eq!(ann["player"]["name"], "Ann");
    assert_eq!(ann["game"], "dicen");
    assert_eq!(ann["series_played"], 3);
    assert_eq!(ann["series_won"], 2);
    assert_eq!(ann["best_score"], 3, "DICEN: lowest is best");
    assert_eq!(ann["better"], "lower");
    assert_eq!(
        (
            ann["current_streak"].as_u64(),
            ann["longest_streak"].as_u64()
        ),
        (Some(1), Some(1))
    );
    let gogo = ann["tallies"]
        .as_array()
        .expect("tallies")
        .iter()
        .find(|t| t["name"] == "gogo-throws")
        .expect("GO GO");
    assert_eq!(gogo["best"], 17);
    assert_eq!(stats[1]["player"]["name"], "Bo");
    assert_eq!(stats[1]["series_won"], 1);
}

#[test]
fn stats_print_as_csv_a_row_a_player_and_game() {
    let dir = tempfile::tempdir().expect("temp");
    let db = dir.path().join("s.db");
    fill(&db);
    let out = cardavia(
        &["stats", "--db", db.to_str().expect("utf-8"), "--csv"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "a header, Ann and Bo: {text}");
    let header: Vec<&str> = lines[0].split(',').collect();
    let ann: Vec<&str> = lines[1].split(',').collect();
    let column = |name: &str| {
        header
            .iter()
            .position(|h| *h == name)
            .unwrap_or_else(|| panic!("no {name} column"))
    };
    assert_eq!(ann[column("player")], "Ann");
    assert_eq!(ann[column("series_played")], "3");
    assert_eq!(ann[column("series_won")], "2");
    assert_eq!(ann[column("best:gogo-throws")], "17");
    assert!(lines[2].starts_with("Bo,dicen,"));
}

#[test]
fn stats_filter_by_player_and_game_and_print_text() {
    let dir = tempfile::tempdir().expect("temp");
    let db = dir.path().join("s.db");
    fill(&db);
    let db = db.to_str().expect("utf-8");
    let v = json(&cardavia(
        &[
            "stats", "--db", db, "--player", "bo", "--game", "dicen", "--json",
        ],
        dir.path(),
    ));
    let stats = v["stats"].as_array().expect("stats");
    assert_eq!(stats.len(), 1);
    assert_eq!(stats[0]["player"]["name"], "Bo");
    assert_eq!(stats[0]["win_rate"], 0.5);

    let out = cardavia(
        &["stats", "--db", db, "--player", "Ann", "--lang", "en"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(text.starts_with("Ann — DICEN\n"), "{text}");
    assert!(text.contains("Series: 3 played, 2 won (67%)"), "{text}");
    assert!(
        text.contains("Points per series (lower is better): average 18.3, best 3"),
        "{text}"
    );
    assert!(
        text.contains("Records: Fewest throws in GO GO 17"),
        "{text}"
    );
    assert!(text.contains("Totals: Throws 6"), "{text}");

    // `--lang` speaks for the text; the figures are the same, written the Spanish way.
    let out = cardavia(
        &["stats", "--db", db, "--player", "Ann", "--lang", "es"],
        dir.path(),
    );
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(
        text.contains("Series: 3 jugadas, 2 ganadas (67\u{a0}%)"),
        "{text}"
    );
    assert!(text.contains("media 18,3"), "{text}");
    assert!(text.contains("Totales: Tiradas 6"), "{text}");

    let out = cardavia(
        &["stats", "--db", db, "--player", "Zed", "--lang", "en"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no player called “Zed”"));
}

#[test]
fn stats_use_the_platform_data_directory_by_default() {
    let dir = tempfile::tempdir().expect("temp");
    let v = json(&cardavia(&["stats", "--json"], dir.path()));
    let db = v["db"].as_str().expect("a path").to_string();
    assert!(
        db.starts_with(dir.path().to_str().expect("utf-8")) && db.ends_with("cardavia.db"),
        "{db}"
    );
    assert_eq!(v["stats"], serde_json::json!([]));
    assert!(!Path::new(&db).exists(), "reading stats creates no store");

    std::fs::create_dir_all(Path::new(&db).parent().expect("a folder")).expect("mkdir");
    fill(Path::new(&db));
    let v = json(&cardavia(
        &["stats", "--json", "--game", "dicen"],
        dir.path(),
    ));
    assert_eq!(v["stats"].as_array().map(Vec::len), Some(2));
}

#[test]
fn a_store_that_cannot_be_read_exits_2_and_is_left_alone() {
    let dir = tempfile::tempdir().expect("temp");
    let db = dir.path().join("s.db");
    fill(&db);
    let raw = bump_user_version(&db);
    let out = cardavia(
        &["stats", "--db", db.to_str().expect("utf-8"), "--lang", "en"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("newer"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read(&db).expect("reads"), raw);
}

/// Raises the file's `user_version` (a big-endian u32 at byte 60 of the header) to one no
/// version knows, as a newer Cardavia would; returns the bytes written.
fn bump_user_version(db: &Path) -> Vec<u8> {
    let mut bytes = std::fs::read(db).expect("reads");
    bytes[60..64].copy_from_slice(&999u32.to_be_bytes());
    std::fs::write(db, &bytes).expect("writes");
    bytes
}

/// Runs `stats` on a damaged file and checks that only a report came of it: exit 2, the
/// store's localised message (no debug text), the file's bytes as they were and nothing beside
/// it (no moved-aside copy, no new store).
fn damaged_store_is_reported_and_left_untouched(bytes: &[u8], write_protected: bool) {
    let dir = tempfile::tempdir().expect("temp");
    let db = dir.path().join("s.db");
    std::fs::write(&db, bytes).expect("writes");
    if write_protected {
        let mut permissions = std::fs::metadata(&db).expect("metadata").permissions();
        permissions.set_readonly(true);
        std::fs::set_permissions(&db, permissions).expect("protects");
    }
    let out = cardavia(
        &["stats", "--db", db.to_str().expect("utf-8"), "--lang", "nl"],
        dir.path(),
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    let said = cardavia_core::l10n::text(
        cardavia_core::l10n::Lang::Nl,
        &cardavia_core::l10n::Msg::new("store-error-damaged-not-a-database"),
    );
    assert!(stderr.contains(&said), "{stderr}");
    assert!(
        !stderr.contains("MovedAside") && !stderr.contains("Damage"),
        "{stderr}"
    );
    assert_eq!(std::fs::read(&db).expect("reads"), bytes);
    let beside: Vec<String> = std::fs::read_dir(dir.path())
        .expect("lists")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("s.db"))
        .collect();
    assert_eq!(beside, vec!["s.db".to_string()]);
}

#[test]
fn a_damaged_store_is_reported_in_the_chosen_language_and_left_untouched() {
    damaged_store_is_reported_and_left_untouched(&[0x5a; 4096], false);
}

#[test]
fn a_damaged_write_protected_store_is_reported_and_left_untouched() {
    damaged_store_is_reported_and_left_untouched(&[0x5a; 4096], true);
}

#[test]
fn reading_the_stats_writes_nothing_to_a_sound_store() {
    let dir = tempfile::tempdir().expect("temp");
    let db = dir.path().join("s.db");
    fill(&db);
    let before = std::fs::read(&db).expect("reads");
    let out = cardavia(
        &["stats", "--db", db.to_str().expect("utf-8"), "--json"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(json(&out)["stats"]
        .as_array()
        .is_some_and(|s| !s.is_empty()));
    assert_eq!(std::fs::read(&db).expect("reads"), before);
}

/// `text(lang, id)` with `path` set, as the binary says it.
fn said(lang: cardavia_core::l10n::Lang, id: &'static str, path: &Path) -> String {
    cardavia_core::l10n::text(
        lang,
        &cardavia_core::l10n::Msg::new(id).text("path", path.display().to_string()),
    )
}

/// Runs `stats --db PATH` and checks it was refused with exit 2, the message `id` on stderr and
/// nothing on stdout.
fn refused(db: &Path, lang: &str, id: &'static str, dir: &Path) -> String {
    let out = cardavia(
        &["stats", "--db", db.to_str().expect("utf-8"), "--lang", lang],
        dir,
    );
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{}: {stderr}", db.display());
    let lang: cardavia_core::l10n::Lang = lang.parse().expect("a language");
    assert!(
        stderr.contains(&said(lang, id, db)),
        "{}: {stderr}",
        db.display()
    );
    assert!(out.stdout.is_empty(), "{}", db.display());
    stderr
}

/// A store named with `--db` must be there: a missing file, a link to nothing, a link loop, a
/// device, a folder or a FIFO is an error (exit 2) saying so, never "no games recorded yet"; a
/// FIFO is not opened (it would wait for a writer).
#[test]
fn an_explicit_store_that_is_not_a_file_is_an_error() {
    let dir = tempfile::tempdir().expect("temp");
    let missing = dir.path().join("missing.db");
    refused(&missing, "en", "terminal-stats-no-store", dir.path());
    refused(&missing, "nl", "terminal-stats-no-store", dir.path());
    assert!(!missing.exists(), "nothing is created");

    let dangling = dir.path().join("dangling.db");
    std::os::unix::fs::symlink(&missing, &dangling).expect("links");
    refused(&dangling, "es", "terminal-stats-no-store", dir.path());

    let loop_a = dir.path().join("a.db");
    let loop_b = dir.path().join("b.db");
    std::os::unix::fs::symlink(&loop_b, &loop_a).expect("links");
    std::os::unix::fs::symlink(&loop_a, &loop_b).expect("links");
    let reason = std::fs::metadata(&loop_a).expect_err("a loop").to_string();
    let out = cardavia(
        &[
            "stats",
            "--db",
            loop_a.to_str().expect("utf-8"),
            "--lang",
            "it",
        ],
        dir.path(),
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    let expected = cardavia_core::l10n::text(
        cardavia_core::l10n::Lang::It,
        &cardavia_core::l10n::Msg::new("terminal-stats-unreadable")
            .text("path", loop_a.display().to_string())
            .text("reason", reason.clone()),
    );
    assert!(stderr.contains(&expected), "{stderr}");
    assert!(
        reason.contains("symbolic links"),
        "the system's reason: {reason}"
    );

    refused(
        Path::new("/dev/null"),
        "pt",
        "terminal-stats-not-a-file",
        dir.path(),
    );
    let folder = dir.path().join("folder.db");
    std::fs::create_dir(&folder).expect("mkdir");
    refused(&folder, "en", "terminal-stats-not-a-file", dir.path());

    let fifo = dir.path().join("fifo.db");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    // A writer that hands an empty file to whoever opens the FIFO, so a program that opens it
    // goes on (and fails this test) instead of hanging; when nothing opens it, it waits until
    // the test ends.
    let writer = fifo.clone();
    std::thread::spawn(move || std::fs::write(writer, b""));
    refused(&fifo, "en", "terminal-stats-not-a-file", dir.path());
}

/// Without `--db`, a store not made yet is no error: nothing is recorded yet (exit 0), and no
/// store is created. A folder where the store should be is an error.
#[test]
fn the_default_store_missing_is_no_games_yet_and_a_folder_is_an_error() {
    let dir = tempfile::tempdir().expect("temp");
    let out = cardavia(&["stats", "--lang", "en"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("No games recorded yet ("), "{text}");
    let db = dir.path().join("cardavia").join("cardavia.db");
    assert!(text.contains(db.to_str().expect("utf-8")), "{text}");
    assert!(!db.exists());

    std::fs::create_dir_all(&db).expect("mkdir");
    let out = cardavia(&["stats", "--lang", "en"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(&said(
            cardavia_core::l10n::Lang::En,
            "terminal-stats-not-a-file",
            &db
        )),
        "{stderr}"
    );
}

/// A name read from the store reaches the terminal with its control characters (C0, C1) and
/// bidirectional overrides shown as U+FFFD: a stored name cannot retitle, clear or reorder the
/// terminal. `--json` escapes them as JSON does and keeps the name exact.
#[test]
fn stored_names_cannot_drive_the_terminal() {
    let dir = tempfile::tempdir().expect("temp");
    let db = dir.path().join("s.db");
    fill(&db);
    // The store refuses control characters in a new name; an older store may hold one.
    let evil = "Ann\u{1b}]0;PWNED\u{7}\u{1b}[2J\u{9b}31m\u{202e}x\u{2066}\r\nBo — DICEN";
    let conn = rusqlite::Connection::open(&db).expect("opens");
    conn.execute("UPDATE players SET name = ?1 WHERE name = 'Ann'", [evil])
        .expect("renames");
    drop(conn);
    let db = db.to_str().expect("utf-8");
    let out = cardavia(&["stats", "--db", db, "--lang", "en"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).expect("utf-8");
    for bad in ['\u{1b}', '\u{7}', '\u{9b}', '\u{202e}', '\u{2066}', '\r'] {
        assert!(
            !text.contains(bad),
            "{bad:?} reached the terminal: {text:?}"
        );
    }
    let shown = "Ann\u{fffd}]0;PWNED\u{fffd}\u{fffd}[2J\u{fffd}31m\u{fffd}x\u{fffd}\u{fffd}\u{fffd}Bo — DICEN — DICEN\n";
    assert!(text.starts_with(shown), "{text:?}");
    assert_eq!(
        text.lines().filter(|l| l.ends_with("— DICEN")).count(),
        2,
        "one heading each for Ann and Bo: {text:?}"
    );

    let v = json(&cardavia(&["stats", "--db", db, "--json"], dir.path()));
    assert_eq!(v["stats"][0]["player"]["name"], evil);
}

/// A series of a game this version does not know (a newer Cardavia's) is not counted, and the
/// report says so in words and in JSON, while the other series' stats stay.
#[test]
fn series_of_unknown_games_are_reported_as_skipped() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("cardavia.db");
    let mut store = cardavia_core::store::Store::open(&db).expect("opens").store;
    let ann = store.add_player("Ann", 1).expect("Ann");
    drop(store);
    let raw = rusqlite::Connection::open(&db).expect("raw");
    raw.execute_batch(&format!(
        "INSERT INTO series (id, game, options, planned_rounds, created_ms) VALUES (7, 'chess', '{{}}', 0, 5);
         INSERT INTO seats (series_id, seat, player_id) VALUES (7, 0, {});",
        ann.id
    ))
    .expect("a newer version's series");
    drop(raw);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cardavia"))
        .args(["--lang", "en", "stats", "--db"])
        .arg(&db)
        .output()
        .expect("runs");
    assert!(out.status.success(), "{out:?}");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("One series of a game this version does not know (chess)"),
        "{said}"
    );
    let json = std::process::Command::new(env!("CARGO_BIN_EXE_cardavia"))
        .args(["stats", "--json", "--db"])
        .arg(&db)
        .output()
        .expect("runs");
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(value["skipped"][0]["game"], "chess");
    assert_eq!(value["skipped"][0]["id"], 7);
}
