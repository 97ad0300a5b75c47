//! DICEN at the table says exactly what the rules allow and what happened: every status line,
//! refusal, hint and log line names the rule that applies under the variants in play (N2–N8,
//! V1–V11), and never one that does not. Driven only through `Table::dispatch`, from forced
//! dice, reading the `TableView`.

mod support;

use cardavia_core::ai::Level;
use cardavia_core::engine::TableRng;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{BoardView, Intent, Screen, SeatSetup, Table, TableSetup, TableView};
use support::forced::{table_with_dice, tap, why_not};

fn dicen(options: serde_json::Value, people: &[&str], dice: &[u8]) -> Table {
    let setup = TableSetup {
        game: GameId::Dicen,
        options,
        seats: people.iter().map(|p| SeatSetup::person(p)).collect(),
        seed: 1,
        undo: true,
    };
    table_with_dice(setup, Lang::En, dice)
}

/// Throws, then taps the tiles (ids) and closes them.
fn throw_and_close(table: &mut Table, tiles: &[&str]) -> TableView {
    tap(table, "roll");
    for t in tiles {
        tap(table, t);
    }
    tap(table, "close")
}

fn last_log(view: &TableView) -> String {
    view.log.join("\n")
}

fn no_one_die(view: &TableView) {
    assert!(
        view.targets.iter().all(|t| t.id != "roll1"),
        "Lucky always throws two dice (V1): one die is never offered: {:?}",
        view.targets.iter().map(|t| &t.id).collect::<Vec<_>>()
    );
}

/// V1 Lucky: the status says which tiles this throw closes, refusals say why a tile is not one
/// of them (naming V1, never N4's sum or a choice nobody made), and one die is never offered.
#[test]
fn lucky_says_what_this_throw_closes() {
    let options = serde_json::json!({ "rounds": 1, "variants": ["lucky"] });
    let mut table = dicen(options, &["Ann"], &[1, 3, 2, 4, 3, 6, 5, 5]);
    let view = table.view();
    no_one_die(&view);
    assert_eq!(view.status, "Ann: throw the dice.");

    let view = tap(&mut table, "roll");
    assert_eq!(view.status, "Ann: close 4, or 1 and 3 (rule V1).");
    no_one_die(&view);
    tap(&mut table, "tile:0:4");
    let view = tap(&mut table, "close");
    no_one_die(&view);

    // 2 and 4 with the 4 shut: the 6, or the 2 alone.
    let view = tap(&mut table, "roll");
    assert_eq!(view.status, "Ann: close 6, or 2 (rule V1).");
    let why = why_not(&view, "tile:0:5");
    assert_eq!(
        why,
        "With Lucky this throw closes 6, or 2, not tile 5 (rule V1)."
    );
    assert_eq!(why_not(&view, "tile:0:4"), "Tile 4 is already shut.");
    assert_eq!(
        why_not(&view, "close"),
        "Choose 6, or 2 first (rule V1); tap a chosen tile again to take it back."
    );
    tap(&mut table, "tile:0:6");
    let view = table.view();
    assert_eq!(
        why_not(&view, "tile:0:2"),
        "With Lucky this throw closes 6, or 2: tile 2 does not go with 6 (rule V1)."
    );
    tap(&mut table, "close");

    // 3 and 6 with the 6 shut: nothing was chosen, and N4's sum is not the reason.
    let view = tap(&mut table, "roll");
    assert_eq!(view.status, "Ann: close 9, or 3 (rule V1).");
    let why = why_not(&view, "tile:0:4");
    assert_eq!(why, "Tile 4 is already shut.");
    let why = why_not(&view, "tile:0:5");
    assert!(why.contains("(rule V1)") && !why.contains("N4") && !why.contains("choice"));
    throw_and_close_selected(&mut table, &["tile:0:9"]);

    // A double: 2a or a.
    let view = tap(&mut table, "roll");
    assert_eq!(view.status, "Ann: close 10, or 5 (rule V1).");
    no_one_die(&view);
}

fn throw_and_close_selected(table: &mut Table, tiles: &[&str]) -> TableView {
    for t in tiles {
        tap(table, t);
    }
    tap(table, "close")
}

/// N4 where N4 applies: the sum, the rule, and the choice only once one was made.
#[test]
fn the_base_game_names_n4_and_the_choice_made() {
    let mut table = dicen(serde_json::json!({ "rounds": 1 }), &["Ann"], &[3, 6]);
    let view = table.view();
    assert_eq!(view.status, "Ann: throw the dice.");
    assert_eq!(
        why_not(&view, "roll1"),
        "One die may be thrown only when every open tile is 6 or lower; tile 10 is open (rule N2)."
    );
    let view = tap(&mut table, "roll");
    assert_eq!(view.status, "Ann: close tiles that add up to 9 (rule N4).");
    assert_eq!(
        why_not(&view, "tile:0:10"),
        "No set of open tiles with tile 10 adds up to 9 (rule N4)."
    );
    tap(&mut table, "tile:0:5");
    let view = table.view();
    assert_eq!(
        why_not(&view, "tile:0:8"),
        "Tile 8 does not fit with your choice (5) to make 9 (rule N4)."
    );
    assert_eq!(
        why_not(&view, "close"),
        "Choose open tiles that add up to 9 first (rule N4); tap a chosen tile again to take it back."
    );
}

/// N2: once every open tile is 6 or lower, the status offers one die.
#[test]
fn one_die_is_offered_by_n2() {
    let options = serde_json::json!({ "rounds": 1, "variants": ["easy-peasy"], "tiles": 9 });
    // 7 closes the 7: every open tile left is 6 or lower.
    let mut table = dicen(options, &["Ann"], &[3, 4]);
    throw_and_close(&mut table, &["tile:0:7"]);
    let view = table.view();
    assert_eq!(
        view.status,
        "Ann: throw the dice. You may throw just one die instead (rule N2)."
    );
    assert!(view.targets.iter().any(|t| t.id == "roll1" && t.enabled));
}

/// V6: a 7 ends the turn, and the log says so with the rule.
#[test]
fn unlucky_seven_says_the_seven_ended_the_turn() {
    let options = serde_json::json!({ "rounds": 1, "variants": ["unlucky-seven"] });
    let mut table = dicen(options, &["Ann", "Bob"], &[3, 4]);
    let view = table.view();
    assert_eq!(
        view.status,
        "Ann: throw the dice. A throw of 7 ends the turn at once (rule V6)."
    );
    let view = tap(&mut table, "roll");
    assert!(
        last_log(&view).ends_with(
            "Ann throws 3 and 4.\nA 7 ends Ann’s turn: nothing is closed, and Ann stays in (rule V6)."
        ),
        "{:?}",
        view.log
    );
    assert!(view.status.starts_with("Bob: throw the dice."));
}

/// V7: waiting for the starting 7 is said in the status and the log, and so is the start.
#[test]
fn seven_to_go_says_who_waits_for_a_seven() {
    let options = serde_json::json!({ "rounds": 1, "variants": ["seven-to-go"] });
    let mut table = dicen(options, &["Ann"], &[2, 3, 3, 4]);
    let view = table.view();
    assert_eq!(
        view.status,
        "Ann: throw the dice; a total of 7 starts you (rule V7)."
    );
    assert_eq!(
        why_not(&view, "roll1"),
        "Before your starting 7 you throw two dice (rule V7)."
    );
    let view = tap(&mut table, "roll");
    assert!(
        last_log(&view).ends_with("Ann has not thrown a 7 yet: the turn passes (rule V7)."),
        "{:?}",
        view.log
    );
    let view = tap(&mut table, "roll");
    assert!(
        last_log(&view)
            .ends_with("Ann throws 3 and 4.\nThe 7 starts Ann, who closes with it (rule V7)."),
        "{:?}",
        view.log
    );
    assert_eq!(view.status, "Ann: close tiles that add up to 7 (rule N4).");
}

/// V8: a throw that cannot be used is lost, and said to be; the status counts the throws.
#[test]
fn go_go_says_a_lost_throw_is_lost() {
    // Only even tiles: 11 can never be closed.
    let options = serde_json::json!({ "variants": ["go-go", "even"] });
    let mut table = dicen(options, &["Ann"], &[5, 6]);
    let view = table.view();
    assert_eq!(
        view.status,
        "Ann: throw the dice. No throws yet: shut every tile in as few throws as you can (rule V8)."
    );
    let view = tap(&mut table, "roll");
    assert!(
        last_log(&view)
            .ends_with("Ann cannot use 11: the throw is lost, and Ann plays on (rule V8)."),
        "{:?}",
        view.log
    );
    assert_eq!(
        view.status,
        "Ann: throw the dice. 1 throw so far: shut every tile in as few throws as you can (rule V8)."
    );
}

/// V9: the status says the clock runs.
#[test]
fn time_attack_says_the_clock_runs() {
    let options = serde_json::json!({ "variants": ["time-attack"] });
    let table = dicen(options, &["Ann"], &[5, 6]);
    assert_eq!(
        table.view().status,
        "Ann: throw the dice. The clock runs from your first throw until your last tile is shut (rule V9)."
    );
}

/// V10 and V11: the status says which boards a throw may use, naming the partner.
#[test]
fn two_boards_are_named_in_the_status() {
    let options = serde_json::json!({ "rounds": 1, "variants": ["lord-of-the-board"] });
    let mut table = dicen(options, &["Ann"], &[3, 6]);
    let view = tap(&mut table, "roll");
    assert_eq!(
        view.status,
        "Ann: close tiles that add up to 9, on either of your boards or both (rules N4, V10)."
    );
    assert_eq!(
        why_not(&view, "tile:0:b10"),
        "No set of open tiles with tile 10 on your second board adds up to 9 (rule N4)."
    );
    tap(&mut table, "tile:0:b4");
    let view = tap(&mut table, "tile:0:5");
    let view = tap_close(&mut table, view);
    assert!(
        last_log(&view).ends_with("Ann closes 5, and 4 on the second board."),
        "{:?}",
        view.log
    );

    let options = serde_json::json!({ "rounds": 1, "variants": ["two-vs-two"] });
    let mut table = dicen(options, &["Ann", "Bob", "Cas", "Dee"], &[3, 6]);
    let view = tap(&mut table, "roll");
    assert_eq!(
        view.status,
        "Ann: close tiles that add up to 9, on your board, Cas’s or both (rules N4, V11)."
    );
    tap(&mut table, "tile:2:9");
    let view = tap(&mut table, "close");
    assert!(
        last_log(&view).ends_with("Ann closes 9 on Cas’s board."),
        "no placeholder for the empty own board: {:?}",
        view.log
    );
    assert!(!last_log(&view).contains('–'));
}

fn tap_close(table: &mut Table, _view: TableView) -> TableView {
    tap(table, "close")
}

/// N6: an unusable double offers tile 2a, refuses the rest with N6's reason, and declining is
/// said with the rule and the points.
#[test]
fn doubles_reopen_names_n6() {
    let options = serde_json::json!({ "rounds": 1, "variants": ["even"] });
    let mut table = dicen(options, &["Ann"], &[1, 1, 2, 2, 1, 1]);
    throw_and_close(&mut table, &["tile:0:2"]);
    throw_and_close(&mut table, &["tile:0:4"]);
    let view = tap(&mut table, "roll");
    assert_eq!(
        view.status,
        "Ann: reopen tile 2, or decline and be out (rule N6)."
    );
    assert_eq!(
        why_not(&view, "tile:0:4"),
        "After this double only tile 2 may be reopened, not tile 4 (rule N6)."
    );
    assert_eq!(
        why_not(&view, "tile:0:6"),
        "Tile 6 is open: only shut tiles can be reopened (rule N6)."
    );
    assert_eq!(
        why_not(&view, "reopen"),
        "Choose tile 2 to reopen first, or decline (rule N6)."
    );
    let view = tap(&mut table, "decline");
    assert!(
        last_log(&view)
            .contains("Ann declines to reopen (rule N6).\nAnn is out with 24 open (rule N5)."),
        "{:?}",
        view.log
    );
}

/// N7: a double six reopens shut tiles up to 12 together; over 12 is refused with the sum.
#[test]
fn double_six_reopen_names_n7() {
    let options = serde_json::json!({ "rounds": 1, "variants": ["even"] });
    let mut table = dicen(options, &["Ann"], &[5, 5, 3, 3, 1, 1, 2, 2, 6, 6]);
    throw_and_close(&mut table, &["tile:0:10"]);
    throw_and_close(&mut table, &["tile:0:6"]);
    throw_and_close(&mut table, &["tile:0:2"]);
    throw_and_close(&mut table, &["tile:0:4"]);
    let view = tap(&mut table, "roll");
    assert_eq!(
        view.status,
        "Ann: reopen shut tiles of your choice, together 12 at most, or decline and be out (rule N7)."
    );
    assert_eq!(
        why_not(&view, "reopen"),
        "Choose shut tiles to reopen first, together 12 at most, or decline (rule N7)."
    );
    tap(&mut table, "tile:0:10");
    let view = table.view();
    assert_eq!(
        why_not(&view, "tile:0:4"),
        "Tile 4 with your choice (10) would reopen 14, more than 12 (rule N7)."
    );
    tap(&mut table, "tile:0:2");
    let view = tap(&mut table, "reopen");
    assert!(
        last_log(&view).ends_with("Ann reopens 10 + 2 (rule N7)."),
        "{:?}",
        view.log
    );
}

/// N8: the call says what it does to the others.
#[test]
fn a_dicen_call_says_what_the_others_get() {
    let options = serde_json::json!({ "rounds": 1, "variants": ["even"] });
    let dice = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5];
    let mut table = dicen(options, &["Ann", "Bob"], &dice);
    for tile in [2, 4, 6, 8] {
        throw_and_close(&mut table, &[&format!("tile:0:{tile}")]);
        throw_and_close(&mut table, &[&format!("tile:1:{tile}")]);
    }
    let view = throw_and_close(&mut table, &["tile:0:10"]);
    assert!(
        last_log(&view).ends_with("Ann calls DICEN! Every other player gets 10 points (rule N8)."),
        "{:?}",
        view.log
    );
}

/// V11: a partner out is said to leave the board to the partner; the team's call and the
/// team's end are said of both partners, with a plural verb.
#[test]
fn two_vs_two_says_what_the_team_does() {
    let options =
        serde_json::json!({ "rounds": 1, "tiles": 9, "variants": ["two-vs-two", "even"] });
    // Ann (seat 0) cannot use 6+5; Bob (1) closes 8; Cas (2) closes 2 + 6 on both boards.
    let dice = [5, 6, 4, 4, 2, 6];
    let mut table = dicen(options, &["Ann", "Bob", "Cas", "Dee"], &dice);
    let view = tap(&mut table, "roll");
    assert!(
        last_log(&view)
            .ends_with("Ann is out; Cas plays on for the team, on both boards (rule V11)."),
        "{:?}",
        view.log
    );
}

/// Hints name the board by its owner (V11) or as the second board (V10), and never print a
/// placeholder for a board with nothing to close.
#[test]
fn hints_name_the_boards() {
    for (variants, people, owner) in [
        (
            serde_json::json!(["lord-of-the-board"]),
            vec!["Ann"],
            "your second board",
        ),
        (
            serde_json::json!(["two-vs-two"]),
            vec!["Ann", "Bob", "Cas", "Dee"],
            "’s board",
        ),
    ] {
        let mut named = false;
        for seed in 0..6 {
            let setup = TableSetup {
                game: GameId::Dicen,
                options: serde_json::json!({ "rounds": 1, "tiles": 9, "hints": true, "variants": variants }),
                seats: people.iter().map(|p| SeatSetup::person(p)).collect(),
                seed,
                undo: true,
            };
            let mut table = Table::new(setup, Lang::En, 0).expect("valid");
            (table.preparation())();
            let mut rng = TableRng::seeded(seed);
            loop {
                let view = table.view();
                if view.screen != Screen::Playing {
                    break;
                }
                if let Some(BoardView::Dicen { board }) = &view.board {
                    if let Some(hint) = &board.hint {
                        assert!(!hint.contains('–'), "{hint}");
                        assert!(!hint.contains("other board"), "{hint}");
                        named |= hint.contains(owner);
                    }
                }
                let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
                let pick = enabled[rng.below(enabled.len() as u64) as usize];
                table
                    .dispatch(&Intent::tap(&pick.id), view.version, 0)
                    .expect("applies");
            }
        }
        assert!(named, "some hint names {owner}");
    }
    let _ = Level::Easy;
}

/// N8 with V11: the team's call is said of both partners, with a plural verb, and both
/// partners' places show it (the engine marks the partner whose close shut the last tile).
#[test]
fn a_two_vs_two_call_is_the_teams() {
    let options = serde_json::json!({
        "rounds": 1, "tiles": 9, "variants": ["even", "easy-peasy", "two-vs-two"],
    });
    let dice = [3, 3, 1, 2, 6, 6, 2, 2, 3, 4, 3, 3, 5, 6];
    let mut table = dicen(options, &["Ann", "Bob", "Cas", "Dee"], &dice);
    throw_and_close(&mut table, &["tile:2:6"]);
    tap(&mut table, "roll");
    throw_and_close(&mut table, &["tile:2:4", "tile:2:2", "tile:0:6"]);
    throw_and_close(&mut table, &["tile:1:4"]);
    let view = tap(&mut table, "roll");
    assert!(
        last_log(&view)
            .ends_with("Ann is out; Cas plays on for the team, on both boards (rule V11)."),
        "{:?}",
        view.log
    );
    let view = throw_and_close(&mut table, &["tile:0:4", "tile:0:2"]);
    assert!(
        last_log(&view).ends_with(
            "Cas closes 4 + 2 on Ann’s board.\nAnn and Cas call DICEN! The other team gets 10 points (rules N8, V11)."
        ),
        "{:?}",
        view.log
    );
    let Some(BoardView::Dicen { board }) = &view.board else {
        panic!("a DICEN board")
    };
    let calls: Vec<bool> = board.players.iter().map(|p| p.call.is_some()).collect();
    assert_eq!(calls, [true, false, true, false], "the call is the team's");
}

/// Ann alone plays a solo round (V8 GO GO or V9 Time Attack) to its end, tapping every 1.5 s.
fn solo_summary(variant: &str, lang: Lang) -> TableView {
    let setup = TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "rounds": 1, "variants": [variant] }),
        seats: vec![SeatSetup::person("Ann")],
        seed: 3,
        undo: true,
    };
    let mut table = Table::new(setup, lang, 0).expect("a solo table");
    let mut now = 0;
    for _ in 0..5_000 {
        let view = table.view();
        if view.screen == Screen::SeriesOver {
            return view;
        }
        let target = view
            .targets
            .iter()
            .find(|t| t.enabled && !t.selected)
            .expect("Ann has a move");
        now += 1_500;
        table
            .dispatch(&Intent::tap(&target.id), view.version, now)
            .expect("applies");
    }
    panic!("{variant}: the round did not end");
}

/// V8, V9: a solo score is throws (fewer is better) or a time (shorter is better), never
/// points, and the one player "played alone" (no one was beaten): the headline, the columns,
/// every cell and the seat's score say so, with the engine's figure.
#[test]
fn a_solo_round_is_told_in_throws_or_time_not_points() {
    for (variant, column, unit) in [("go-go", "Throws", "throws"), ("time-attack", "Time", " s")] {
        let view = solo_summary(variant, Lang::En);
        let summary = view.summary.clone().expect("a summary");
        let score = view.seats[0].score;
        let figure = if variant == "go-go" {
            score.to_string()
        } else {
            format!("{:.1} s", score as f64 / 1000.0)
        };
        assert!(
            summary.headline.starts_with("Ann played alone — ")
                && summary.headline.contains(unit)
                && summary.headline.contains(&format!("Ann {figure}"))
                && !summary.headline.contains("points")
                && !summary.headline.contains("wins"),
            "{variant}: {}",
            summary.headline
        );
        assert_eq!(summary.columns[0], column, "{variant}");
        assert!(
            summary.lines[0].cells.iter().all(|c| *c == figure),
            "{variant}: {:?} ≠ {figure}",
            summary.lines[0].cells
        );
        assert!(!view.seats[0].score_label.contains("point"), "{variant}");
    }
}
