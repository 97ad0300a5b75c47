//! End to end: the real `cardavia play` binary in a pseudo-terminal (a private tmux server),
//! driven by keys and read back from the screen, as a person at a laptop would.
//!
//! A whole DICEN round against a bot, then a DiCa turn between two people, then the stats the
//! store kept. Every wait is for something to appear on the screen, with a deadline; nothing
//! sleeps and hopes. `scripts/test` installs tmux where it is missing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// How long a screen must have stood before a key is sent: longer than the table's guard
/// against double taps (`runtime::TAP_GUARD`).
const LOOK: Duration =
    Duration::from_millis(cardavia_core::runtime::TAP_GUARD.as_millis() as u64 + 50);

/// A tmux server of its own (socket in a temporary directory), killed when dropped.
struct Terminal {
    socket: PathBuf,
}

impl Terminal {
    fn start(dir: &Path, program: &[&str]) -> Terminal {
        let terminal = Terminal {
            socket: dir.join("tmux.sock"),
        };
        let mut args = vec!["new-session", "-d", "-x", "100", "-y", "30", "-s", "e2e"];
        args.push("--");
        args.extend_from_slice(program);
        let started = terminal.tmux(&args);
        assert!(
            started.status.success(),
            "tmux could not start the app: {}",
            String::from_utf8_lossy(&started.stderr)
        );
        terminal
    }

    fn tmux(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .args(args)
            .env("TERM", "xterm-256color")
            .output()
            .unwrap_or_else(|e| {
                panic!("tmux is needed for this test (scripts/test installs it): {e}")
            })
    }

    /// Sends keys by tmux's names (`Enter`, `Down`, `Left`) or as literal text.
    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", "e2e"];
        args.extend_from_slice(keys);
        assert!(self.tmux(&args).status.success(), "send-keys {keys:?}");
    }

    fn screen(&self) -> String {
        let out = self.tmux(&["capture-pane", "-p", "-t", "e2e"]);
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Waits until the screen satisfies `ready` and has then stayed as it is for longer than
    /// the table's guard against double taps (a person looks before tapping: a key sooner
    /// than that after the screen changed is refused as too soon), failing with the last
    /// screen after `within`.
    fn wait_for(&self, what: &str, within: Duration, ready: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + within;
        let mut seen: Option<(String, Instant)> = None;
        loop {
            let screen = self.screen();
            if ready(&screen) {
                match &seen {
                    Some((same, since)) if *same == screen => {
                        if since.elapsed() > LOOK {
                            return screen;
                        }
                    }
                    _ => seen = Some((screen.clone(), Instant::now())),
                }
            } else {
                seen = None;
            }
            assert!(
                Instant::now() < deadline,
                "waited {within:?} for {what}; the screen shows:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn wait_for_text(&self, text: &str) -> String {
        self.wait_for(text, Duration::from_secs(20), |s| s.contains(text))
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let _ = self.tmux(&["kill-server"]);
    }
}

/// The lines inside the box titled `title` (the text between its borders).
fn boxed(screen: &str, title: &str) -> Vec<String> {
    let mut lines = screen.lines().skip_while(|l| !l.contains(title)).skip(1);
    let mut inside = Vec::new();
    for line in lines.by_ref() {
        if line.starts_with('└') {
            break;
        }
        inside.push(line.trim_matches('│').trim().to_string());
    }
    inside
}

/// The listed moves of the "Your move" box: (key, label). Each is a letter and its move.
fn targets(screen: &str) -> Vec<(String, String)> {
    boxed(screen, "Your move")
        .iter()
        .flat_map(|line| line.split("  ").map(str::trim).collect::<Vec<_>>())
        .filter_map(|item| {
            let (key, label) = item.split_once(' ')?;
            (key.chars().count() == 1 && key.chars().all(|c| c.is_ascii_lowercase()))
                .then(|| (key.to_string(), label.to_string()))
        })
        .collect()
}

/// The key of the listed move `label`.
fn key_of(screen: &str, label: &str) -> Option<String> {
    targets(screen)
        .into_iter()
        .find(|(_, l)| l.contains(label))
        .map(|(k, _)| k)
}

/// The pieces of the screen between box borders on each line.
fn cells(screen: &str) -> Vec<String> {
    screen
        .lines()
        .flat_map(|l| {
            l.split('│')
                .map(|c| c.trim().to_string())
                .collect::<Vec<_>>()
        })
        .filter(|c| !c.is_empty())
        .collect()
}

/// Player 1's open DICEN tiles, as the board draws them (`·` for a shut tile).
fn open_tiles(screen: &str) -> Vec<u8> {
    cells(screen)
        .into_iter()
        .find(|c| c.trim_start_matches('▶').starts_with("Player 1 ") && !c.contains("point"))
        .map(|row| {
            row.trim_start_matches('▶')
                .trim_start_matches("Player 1")
                .split_whitespace()
                .filter_map(|t| t.parse().ok())
                .collect()
        })
        .unwrap_or_default()
}

/// The board's "chosen / to close" line.
fn chosen(screen: &str) -> Option<(u32, u32)> {
    cells(screen).into_iter().find_map(|c| {
        let (a, b) = c.split_once(" / ")?;
        Some((a.trim().parse().ok()?, b.trim().parse().ok()?))
    })
}

/// The number key of DICEN tile `n`: 1–9, 0 for 10, - for 11, = for 12.
fn tile_key(n: u8) -> String {
    match n {
        10 => "0".into(),
        11 => "-".into(),
        12 => "=".into(),
        n => n.to_string(),
    }
}

/// Open tiles adding up to `total`, the highest first, if any do.
fn adding_up(open: &[u8], total: u32) -> Option<Vec<u8>> {
    let mut open = open.to_vec();
    open.sort_unstable_by(|a, b| b.cmp(a));
    fn search(tiles: &[u8], left: u32, chosen: &mut Vec<u8>) -> bool {
        if left == 0 {
            return true;
        }
        for (i, &t) in tiles.iter().enumerate() {
            if u32::from(t) <= left {
                chosen.push(t);
                if search(&tiles[i + 1..], left - u32::from(t), chosen) {
                    return true;
                }
                chosen.pop();
            }
        }
        false
    }
    let mut chosen = Vec::new();
    search(&open, total, &mut chosen).then_some(chosen)
}

/// DICEN: throw with `r`, then type the number keys of tiles that add up to the throw and shut
/// them with the listed move's letter, checking each time that exactly the typed tiles closed.
/// On the first close, Esc first takes a typed tile back without leaving the table. Returns the
/// round's summary once it shows.
fn play_a_dicen_round(terminal: &Terminal) -> String {
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut closes = 0;
    let mut cancelled = false;
    loop {
        let screen = terminal.wait_for("my move or the summary", Duration::from_secs(30), |s| {
            s.contains("The round is over")
                || s.contains("Player 1: throw the dice.")
                || s.contains("Player 1: reopen")
                || s.contains("Player 1: close tiles") && chosen(s).is_some()
        });
        if screen.contains("The round is over") {
            assert!(closes > 0, "the round ended before Player 1 closed a tile");
            return screen;
        }
        if let Some(decline) = screen
            .contains("Player 1: reopen")
            .then(|| key_of(&screen, "Decline and be out"))
            .flatten()
        {
            // A double with nothing to close (the reopen rule): declining ends Player 1's turns.
            terminal.keys(&[&decline]);
            terminal.wait_for("the decline", Duration::from_secs(10), |s| s != screen);
            continue;
        }
        if screen.contains("Player 1: throw the dice.") {
            terminal.keys(&["r"]);
            terminal.wait_for("the throw", Duration::from_secs(10), |s| s != screen);
            continue;
        }
        let (_, total) = chosen(&screen).expect("the total to close");
        let open = open_tiles(&screen);
        let tiles = adding_up(&open, total)
            .unwrap_or_else(|| panic!("the table asks to close {total} from {open:?}:\n{screen}"));
        if !cancelled {
            // Esc takes a chosen tile back and stays at the table.
            terminal.keys(&[&tile_key(tiles[0])]);
            let picked = terminal.wait_for("a tile chosen", Duration::from_secs(10), |s| {
                chosen(s).is_some_and(|(sum, _)| sum == u32::from(tiles[0]))
            });
            terminal.keys(&["Escape"]);
            let back = terminal.wait_for("the choice taken back", Duration::from_secs(10), |s| {
                chosen(s) == Some((0, total))
            });
            assert!(back.contains("Player 1: close tiles"), "{picked}\n{back}");
            cancelled = true;
        }
        let mut sum = 0;
        for &tile in &tiles {
            terminal.keys(&[&tile_key(tile)]);
            sum += u32::from(tile);
            terminal.wait_for("the tile chosen", Duration::from_secs(10), |s| {
                chosen(s).is_some_and(|(chosen, _)| chosen == sum)
            });
        }
        let ready = terminal.screen();
        let shut = key_of(&ready, "Shut the chosen tiles")
            .unwrap_or_else(|| panic!("the close is listed:\n{ready}"));
        terminal.keys(&[&shut]);
        let after = terminal.wait_for("the close to land", Duration::from_secs(10), |s| {
            open_tiles(s) != open
        });
        let now_open = open_tiles(&after);
        for tile in &open {
            assert_eq!(
                now_open.contains(tile),
                !tiles.contains(tile),
                "typed {tiles:?}: tile {tile} of {open:?}\n{after}"
            );
        }
        closes += 1;
        assert!(Instant::now() < deadline, "the round did not end in time");
    }
}

fn stats_json(binary: &str, db: &Path) -> serde_json::Value {
    let out = Command::new(binary)
        .args(["stats", "--json", "--db"])
        .arg(db)
        .output()
        .expect("cardavia stats runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("stats --json prints JSON")
}

/// The seed of the tables `a_dicen_round_against_a_bot_and_a_dica_turn_between_two_people`
/// opens, so its throws are the same on every run (the reopen prompt is handled all the same).
const DICEN_SEED: &str = "5";

#[test]
fn a_dicen_round_against_a_bot_and_a_dica_turn_between_two_people() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("cardavia.db");
    let binary = env!("CARGO_BIN_EXE_cardavia");
    let db_arg = db.to_string_lossy().into_owned();
    let terminal = Terminal::start(
        dir.path(),
        &[
            binary, "--lang", "en", "play", "--seed", DICEN_SEED, "--db", &db_arg,
        ],
    );

    // Home, then DICEN's set-up: Player 1 against a bot, one round.
    terminal.wait_for_text("a pass-and-play games table");
    terminal.keys(&["Down", "Enter"]);
    terminal.wait_for_text("New table: DICEN");
    terminal.keys(&["Down", "Down", "Down", "Left", "Left", "Left"]);
    terminal.wait_for_text("‹ One round ›");
    terminal.keys(&["s"]);
    terminal.wait_for_text("Player 1: throw the dice.");
    let summary = play_a_dicen_round(&terminal);
    assert!(summary.contains("Round 1 of 1"), "{summary}");
    assert_eq!(
        targets(&summary),
        [("a".to_string(), "See the final standings".to_string())],
        "{summary}"
    );
    terminal.keys(&["a"]);
    let standings = terminal.wait_for_text("The series is over.");
    assert!(standings.contains("Rematch"), "{standings}");

    // Back home, then DiCa between two people: the red team throws and places a stone, and the
    // turn passes to the blue team.
    // The finished series offers no resuming, so the home list starts with DiCa again.
    terminal.keys(&["q"]);
    let home = terminal.wait_for_text("a pass-and-play games table");
    assert!(!home.contains("Resume"), "{home}");
    terminal.keys(&["Enter"]);
    terminal.wait_for_text("New table: DiCa");
    // The second seat's kind goes round the bot levels and a person.
    let people = |s: &str| s.lines().filter(|l| l.contains("‹ person ›")).count();
    terminal.keys(&["Down"]);
    for _ in 0..5 {
        let before = terminal.screen();
        if people(&before) == 2 {
            break;
        }
        terminal.keys(&["Right"]);
        terminal.wait_for("the seat to change", Duration::from_secs(10), |s| {
            s != before
        });
    }
    let setup = terminal.screen();
    assert_eq!(people(&setup), 2, "{setup}");
    terminal.keys(&["s"]);
    let table = terminal.wait_for_text("roll the die");
    let red = table
        .lines()
        .nth(1)
        .and_then(|l| l.trim_matches('│').split(':').next())
        .map(str::trim)
        .unwrap_or_default()
        .to_string();
    assert!(!red.is_empty(), "{table}");
    terminal.keys(&["r"]);
    let thrown = terminal.wait_for_text("on a card");
    let card = place_a_stone(&terminal, &thrown, &red);
    let after = terminal.screen();
    assert!(
        boxed(&after, "What happened")
            .iter()
            .any(|l| l.contains(&card)),
        "the log names card {card}:\n{after}"
    );
    // q asks before leaving a running game; the second q leaves.
    terminal.keys(&["q"]);
    terminal.wait_for_text("Press q again");
    terminal.keys(&["q"]);
    terminal.wait_for_text("a pass-and-play games table");
    terminal.keys(&["q"]);

    // The store kept the DICEN series; the unfinished DiCa table waits to be resumed.
    let stats = stats_json(binary, &db);
    let rows = stats["stats"].as_array().expect("a list of stats");
    let dicen = rows
        .iter()
        .find(|r| r["player"]["name"] == "Player 1" && r["game"] == "dicen")
        .unwrap_or_else(|| panic!("Player 1's DICEN stats: {stats:#}"));
    assert_eq!(dicen["series_played"], 1, "{stats:#}");
    assert_eq!(
        dicen["best_score"],
        points_of("Player 1", &summary),
        "{stats:#}"
    );
    assert!(
        rows.iter()
            .filter(|r| r["game"] == "dica")
            .all(|r| r["series_played"] == 0),
        "the DiCa series is unfinished: {stats:#}"
    );
}

/// DiCa: types the cards on the board by value and letter until one takes the stone and the
/// turn passes from `red`; returns that card.
fn place_a_stone(terminal: &Terminal, thrown: &str, red: &str) -> String {
    let ids: Vec<String> = thrown
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| {
            let digits = w.trim_end_matches(|c: char| c.is_ascii_lowercase());
            w.len() == digits.len() + 1 && !digits.is_empty() && digits.parse::<u8>().is_ok()
        })
        .map(str::to_string)
        .collect();
    let passed = |s: &str| {
        s.lines()
            .nth(1)
            .is_some_and(|l| !l.contains(red) && l.contains("roll the die"))
    };
    let footer = |s: &str| {
        s.lines()
            .rfind(|l| !l.trim().is_empty())
            .unwrap_or_default()
            .trim()
            .to_string()
    };
    let keys_line = |s: &str| footer(s).starts_with("letters:");
    let mut tried = Vec::new();
    for id in ids {
        if tried.contains(&id) {
            continue;
        }
        tried.push(id.clone());
        terminal.wait_for("the keys in the footer", Duration::from_secs(10), keys_line);
        let keys: Vec<String> = id.chars().map(String::from).collect();
        let keys: Vec<&str> = keys.iter().map(String::as_str).collect();
        terminal.keys(&keys);
        // The card takes the stone (the turn passes), or the footer says why not.
        let after = terminal.wait_for("an answer to the card", Duration::from_secs(10), |s| {
            passed(s) || !keys_line(s)
        });
        if passed(&after) {
            return id;
        }
        // A warned card (⚠) is typed again to take it anyway; a refused one is let go.
        if footer(&after).starts_with('⚠') {
            terminal.keys(&keys);
            let confirmed = terminal.wait_for("the confirm", Duration::from_secs(10), passed);
            assert!(passed(&confirmed));
            return id;
        }
        terminal.keys(&["Escape"]);
    }
    panic!("no card took the stone:\n{thrown}");
}

/// A player's points as the Players box of a summary shows them ("23 points", "No points").
fn points_of(player: &str, screen: &str) -> i64 {
    let line = boxed(screen, "Players")
        .into_iter()
        .find(|l| l.trim_start_matches(['▶', ' ']).starts_with(player))
        .unwrap_or_else(|| panic!("{player} in the Players box:\n{screen}"));
    let after_name = line
        .trim_start_matches(['▶', ' '])
        .trim_start_matches(player);
    after_name
        .split_whitespace()
        .find_map(|word| word.parse().ok())
        .unwrap_or(0)
}

/// The deal `cardavia play --seed` gives the Ganjifa table below: Player 1 comes to lead
/// while holding a Dukal it may lead (found once by playing the same way in a test table).
const GANJIFA_SEED: &str = "33";

/// Ganjifa against two bots: Player 1 plays the highlighted card with Enter until a Dukal is
/// among the listed moves, then leads it by the letter shown beside it.
#[test]
fn a_ganjifa_dukal_led_by_the_key_on_screen() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("cardavia.db");
    let binary = env!("CARGO_BIN_EXE_cardavia");
    let db_arg = db.to_string_lossy().into_owned();
    let terminal = Terminal::start(
        dir.path(),
        &[
            binary,
            "--lang",
            "en",
            "play",
            "ganjifa",
            "--seed",
            GANJIFA_SEED,
            "--db",
            &db_arg,
        ],
    );
    terminal.wait_for_text("New table: Ganjifa");
    terminal.keys(&["s"]);
    let deadline = Instant::now() + Duration::from_secs(150);
    loop {
        let screen = terminal.wait_for("Player 1 to act", Duration::from_secs(30), |s| {
            s.lines().nth(1).is_some_and(|l| l.contains("Player 1"))
        });
        let moves = targets(&screen);
        if let Some((key, label)) = moves.iter().find(|(_, l)| l.starts_with("Dukal:")) {
            terminal.keys(&[key]);
            let answer = terminal.wait_for("the Dukal or why not", Duration::from_secs(10), |s| {
                s != screen
            });
            if answer.contains("Player 1 leads a Dukal") {
                assert!(label.len() > "Dukal: ".len(), "{answer}");
                break;
            }
        } else if let Some((key, _)) = moves.iter().find(|(_, l)| l.starts_with("Day")) {
            terminal.keys(&[key]);
            terminal.wait_for("the period", Duration::from_secs(10), |s| s != screen);
            continue;
        }
        let before = terminal.screen();
        terminal.keys(&["Enter"]);
        terminal.wait_for("the card played", Duration::from_secs(10), |s| s != before);
        assert!(
            Instant::now() < deadline,
            "Player 1 never led a Dukal:\n{}",
            terminal.screen()
        );
    }
    terminal.keys(&["q"]);
    terminal.wait_for_text("Press q again");
    terminal.keys(&["q"]);
    terminal.wait_for_text("a pass-and-play games table");
    terminal.keys(&["q"]);
}

/// Two `cardavia play` on one store: the second is told another Cardavia has it open and that it
/// can only show stats and rules; starting a table there is refused with the same reason, so no
/// move is ever shown that the store does not keep. Once the first has quit, the second starts
/// afresh and may play.
#[test]
fn a_second_cardavia_on_the_same_store_is_told_and_plays_nothing() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (first_dir, second_dir) = (dir.path().join("a"), dir.path().join("b"));
    std::fs::create_dir_all(&first_dir).expect("a folder");
    std::fs::create_dir_all(&second_dir).expect("a folder");
    let db = dir.path().join("cardavia.db");
    let binary = env!("CARGO_BIN_EXE_cardavia");
    let db_arg = db.to_string_lossy().into_owned();
    let program = [binary, "--lang", "en", "play", "--db", &db_arg];
    let first = Terminal::start(&first_dir, &program);
    first.wait_for_text("a pass-and-play games table");
    let second = Terminal::start(&second_dir, &program);
    let home = second.wait_for_text("Another Cardavia");
    assert!(home.contains("can only show stats"), "{home}");
    // DiCa's set-up, then start: refused with the reason.
    second.keys(&["Enter"]);
    second.wait_for_text("New table: DiCa");
    second.keys(&["s"]);
    let refused = second.wait_for_text("nothing can be saved here");
    assert!(!refused.contains("throw the dice"), "{refused}");
    first.keys(&["q"]);
    first.wait_for("the first to quit", Duration::from_secs(20), |s| {
        !s.contains("a pass-and-play games table")
    });
    drop(second);
    let third_dir = dir.path().join("c");
    std::fs::create_dir_all(&third_dir).expect("a folder");
    let third = Terminal::start(&third_dir, &program);
    let home = third.wait_for_text("a pass-and-play games table");
    assert!(!home.contains("Another Cardavia"), "{home}");
}
