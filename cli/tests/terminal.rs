//! End to end: the real `cardavia play` binary in a pseudo-terminal (a private tmux server),
//! driven by keys and read back from the screen, as a person at a laptop would.
//!
//! A whole DICEN round against a bot, then a DiCa turn between two people, then the stats the
//! store kept. Every wait is for something to appear on the screen, with a deadline; nothing
//! sleeps and hopes. `scripts/test` installs tmux where it is missing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

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

    /// Waits until the screen satisfies `ready`, failing with the last screen after `within`.
    fn wait_for(&self, what: &str, within: Duration, ready: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + within;
        loop {
            let screen = self.screen();
            if ready(&screen) {
                return screen;
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

/// The numbered targets of the "Your move" box: (key, label).
fn targets(screen: &str) -> Vec<(String, String)> {
    boxed(screen, "Your move")
        .iter()
        .flat_map(|line| line.split("  ").map(str::trim).collect::<Vec<_>>())
        .filter_map(|item| {
            let (key, label) = item.split_once(' ')?;
            key.parse::<u8>().ok()?;
            Some((key.to_string(), label.to_string()))
        })
        .collect()
}

/// DICEN: throw when offered, shut the chosen tiles once that is offered, else tap the highest
/// tile offered that this throw has not tapped yet (the view offers only tiles that belong to a
/// legal closing, and a tapped one again to take it back). Returns the round's summary once it
/// shows.
fn play_a_dicen_round(terminal: &Terminal) -> String {
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut moves = 0;
    let mut tapped: Vec<u8> = Vec::new();
    loop {
        let screen = terminal.wait_for("my move or the summary", Duration::from_secs(30), |s| {
            s.contains("The round is over") || s.contains("Player 1: ") && !targets(s).is_empty()
        });
        if screen.contains("The round is over") {
            assert!(moves > 0, "the round ended before Player 1 moved");
            return screen;
        }
        let offered = targets(&screen);
        // Once the chosen tiles add up, the close waits for its confirm.
        if let Some((key, _)) = offered.iter().find(|(_, l)| l == "Shut the chosen tiles") {
            terminal.keys(&[key]);
            tapped.clear();
            moves += 1;
            terminal.wait_for("the close to land", Duration::from_secs(10), |s| {
                s != screen
            });
            continue;
        }
        let highest_tile = offered
            .iter()
            .filter_map(|(key, label)| Some((label.parse::<u8>().ok()?, key)))
            .filter(|(tile, _)| !tapped.contains(tile))
            .max();
        let key = match highest_tile {
            Some((tile, key)) => {
                tapped.push(tile);
                key
            }
            None => {
                tapped.clear();
                &offered[0].0
            }
        };
        terminal.keys(&[key]);
        moves += 1;
        terminal.wait_for("the move to land", Duration::from_secs(10), |s| s != screen);
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

#[test]
fn a_dicen_round_against_a_bot_and_a_dica_turn_between_two_people() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("cardavia.db");
    let binary = env!("CARGO_BIN_EXE_cardavia");
    let db_arg = db.to_string_lossy().into_owned();
    let terminal = Terminal::start(
        dir.path(),
        &[binary, "--lang", "en", "play", "--db", &db_arg],
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
        [("1".to_string(), "See the final standings".to_string())],
        "{summary}"
    );
    terminal.keys(&["1"]);
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
    let (key, card) = targets(&thrown)
        .into_iter()
        .next()
        .expect("a card to place on");
    terminal.keys(&[&key]);
    let after = terminal.wait_for("the other team's turn", Duration::from_secs(10), |s| {
        s.lines()
            .nth(1)
            .is_some_and(|l| !l.contains(&red) && l.contains("roll the die"))
    });
    assert!(
        boxed(&after, "What happened")
            .iter()
            .any(|l| l.contains(&card)),
        "the log names card {card}:\n{after}"
    );
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
