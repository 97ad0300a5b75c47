//! Taking back a slipped tap (issue 43): a person's own last action comes back while nothing
//! was revealed since, and never after chance, a card given or shown, another seat's action,
//! a hand-over or the app leaving the screen; never at a table that forbids it. A take-back is
//! saved like any change, and the stats count only what stands.

mod support;

use cardavia_core::ai::Level;
use cardavia_core::app::App;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{
    Intent, Screen, SeatSetup, Table, TableError, TableSetup, TableView, TargetKind, HAND_OVER,
    UNDO,
};
use support::forced::{table_with_dice, tap};
use support::play::ganjifa_ann_to_play;

fn can_undo(view: &TableView) -> bool {
    view.targets.iter().any(|t| t.id == UNDO && t.enabled)
}

/// Asks for a take-back the view does not offer: refused as "not now", and nothing changes.
fn undo_refused(table: &mut Table) {
    let before = table.view();
    assert!(!can_undo(&before), "the view offers a take-back");
    let err = table
        .dispatch(&Intent::tap(UNDO), before.version, 0)
        .expect_err("a take-back nobody may make is refused");
    assert!(matches!(err, TableError::NotNow(_)), "{err:?}");
    assert_eq!(
        table.view(),
        before,
        "a refused take-back changed the table"
    );
}

fn dicen_alone(undo: bool, dice: &[u8]) -> Table {
    let setup = TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "rounds": 1 }),
        seats: vec![SeatSetup::person("Ann")],
        seed: 1,
        undo,
    };
    table_with_dice(setup, Lang::En, dice)
}

fn tile_open(view: &TableView, id: &str) -> bool {
    view.targets
        .iter()
        .any(|t| t.id == id && t.why_not.as_deref() != Some("Tile 4 is already shut."))
}

#[test]
fn dicen_a_closed_tile_comes_back_with_the_same_throw_and_the_next_throw_ends_it() {
    let mut table = dicen_alone(true, &[1, 3, 2, 2]);
    tap(&mut table, "roll");
    let thrown = table.view();
    let log_before = table.log_len();
    tap(&mut table, "tile:0:4");
    let closed = tap(&mut table, "close");
    assert!(can_undo(&closed), "closing a tile may be taken back");
    assert!(!tile_open(&closed, "tile:0:4"));

    let back = tap(&mut table, UNDO);
    assert_eq!(
        table.log_len(),
        log_before,
        "the close left the match's log"
    );
    assert_eq!(back.dice, thrown.dice, "the same throw, not a new one");
    assert!(tile_open(&back, "tile:0:4"), "tile 4 is open again");
    assert!(
        back.targets
            .iter()
            .any(|t| t.id == "tile:0:4" && t.selected),
        "the tile chosen before the close is chosen again"
    );
    assert!(
        back.log
            .iter()
            .any(|line| line.contains("Ann took back a move")),
        "the narration says so: {:?}",
        back.log
    );
    assert!(!can_undo(&back), "only the last action, once");
    undo_refused(&mut table);

    // Another choice for the same throw, then a new throw: chance drew, so nothing comes back.
    tap(&mut table, "tile:0:4");
    tap(&mut table, "tile:0:1");
    tap(&mut table, "tile:0:3");
    let closed = tap(&mut table, "close");
    assert!(can_undo(&closed));
    tap(&mut table, "roll");
    undo_refused(&mut table);
}

#[test]
fn a_table_that_forbids_it_never_offers_a_take_back() {
    let mut table = dicen_alone(false, &[1, 3, 2, 2]);
    tap(&mut table, "roll");
    tap(&mut table, "tile:0:4");
    tap(&mut table, "close");
    undo_refused(&mut table);
}

#[test]
fn ganjifa_a_card_comes_back_until_a_bot_answers_it() {
    let (mut table, card) = ganjifa_ann_to_play(7);
    let before = table.view();
    let played = tap(&mut table, &card);
    assert!(can_undo(&played), "the bots have not answered yet");
    let back = tap(&mut table, UNDO);
    assert_eq!(back.board, before.board, "the card is back in Ann's hand");
    assert_eq!(back.seats, before.seats);
    // The narration no longer says which card she played (it is hidden in her hand again):
    // it says what it said, and that she took back a move.
    let (last, said) = back.log.split_last().expect("a line");
    assert_eq!(said, &before.log[before.log.len() + 1 - back.log.len()..]);
    assert_eq!(last, "Ann took back a move.");

    // Played again, and a bot answers: that bot acted on it, so it stands.
    tap(&mut table, &card);
    table.play_bots(0).expect("bots play");
    undo_refused(&mut table);
}

/// Gnav with Ann and Cas side by side and two bots, one game: the phone passes from one person
/// to the next. Plays until Ann or Cas is due with the other next, the hand-over confirmed.
fn gnav_person_before_person() -> Table {
    let setup = TableSetup {
        game: GameId::Gnav,
        options: serde_json::json!({ "games": 1 }),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::person("Cas"),
            SeatSetup::bot("Bo", Level::Easy),
            SeatSetup::bot("Di", Level::Easy),
        ],
        seed: 3,
        undo: true,
    };
    let mut table = Table::new(setup, Lang::En, 0).expect("a valid set-up");
    for _ in 0..50 {
        table.play_bots(0).expect("bots play");
        let view = table.view();
        match view.screen {
            Screen::HandOver { .. } => {
                tap(&mut table, HAND_OVER);
            }
            Screen::Playing => {
                let due = view.seats.iter().find(|s| s.is_turn).map(|s| s.seat);
                if due == Some(0) && view.targets.iter().any(|t| t.id == "keep" && t.enabled) {
                    return table;
                }
                // Cas keeps, so the turn comes round to Ann.
                let next = ["seen", "keep", "next-round"]
                    .into_iter()
                    .find(|id| view.targets.iter().any(|t| t.id == *id && t.enabled))
                    .expect("a person's move");
                tap(&mut table, next);
            }
            _ => panic!("the game ended before Ann was due"),
        }
    }
    panic!("Ann was never due");
}

#[test]
fn gnav_a_keep_comes_back_until_the_next_person_takes_the_phone() {
    let mut table = gnav_person_before_person();
    let before = table.view();
    let kept = tap(&mut table, "keep");
    assert!(
        matches!(kept.screen, Screen::HandOver { seat: 1, .. }),
        "the phone goes to Cas: {:?}",
        kept.screen
    );
    assert!(can_undo(&kept), "Cas has not taken the phone yet");

    // Taken back on the hand-over screen: Ann confirms again before her card shows, since
    // Cas may hold the phone by now.
    let back = tap(&mut table, UNDO);
    assert!(
        matches!(back.screen, Screen::HandOver { seat: 0, .. }),
        "no card shows before Ann confirms: {:?}",
        back.screen
    );
    assert!(back.board.is_none());
    let again = tap(&mut table, HAND_OVER);
    assert_eq!(
        again.board, before.board,
        "Ann's card and the table as before"
    );

    // Kept again and Cas confirms: the phone changed hands, so the keep stands.
    tap(&mut table, "keep");
    tap(&mut table, HAND_OVER);
    undo_refused(&mut table);
}

#[test]
fn gnav_a_swap_that_gave_a_card_is_never_taken_back() {
    let mut table = gnav_person_before_person();
    let view = tap(&mut table, "swap");
    // Cas's card went to Ann (or a bot's rule refused it, which is Cas's answer, not Ann's):
    // either way something was shown or someone else acted.
    assert!(!can_undo(&view), "a swap showed cards: {:?}", view.targets);
    undo_refused(&mut table);
}

#[test]
fn leaving_the_screen_ends_the_take_back() {
    let (mut table, card) = ganjifa_ann_to_play(7);
    tap(&mut table, &card);
    assert!(can_undo(&table.view()));
    table.step_away(10);
    undo_refused(&mut table);
}

/// Plays DICEN alone through the app, saving after every tap: with a detour through a take-back
/// or without it.
fn dicen_through_the_app(detour: bool) -> (App, cardavia_core::store::SeriesId) {
    let mut app = App::in_memory(&[]).expect("an app");
    let setup = TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "rounds": 1 }),
        seats: vec![SeatSetup::person("Ann")],
        seed: 11,
        undo: true,
    };
    let mut open = app.start(setup, 0).expect("starts");
    let mut now = 1;
    let mut taps = 0;
    while open.table.result().is_none() && taps < 400 {
        taps += 1;
        let view = open.table.view();
        let wanted = if view.targets.iter().any(|t| t.id == "roll" && t.enabled) {
            vec!["roll".to_string()]
        } else if let Some(close) = view.targets.iter().find(|t| t.id == "close") {
            if close.enabled {
                vec!["close".to_string()]
            } else {
                // The highest open tile that may be chosen now.
                let tile = view
                    .targets
                    .iter()
                    .rfind(|t| t.id.starts_with("tile:") && t.enabled && !t.selected)
                    .map(|t| t.id.clone());
                match tile {
                    Some(tile) => vec![tile],
                    None => vec!["next-round".to_string()],
                }
            }
        } else {
            view.targets
                .iter()
                .filter(|t| t.enabled && t.kind == TargetKind::Button)
                .map(|t| t.id.clone())
                .take(1)
                .collect()
        };
        for id in wanted {
            let version = open.table.version();
            open.table
                .dispatch(&Intent::tap(&id), version, now)
                .unwrap_or_else(|e| panic!("{id}: {e}"));
            app.save(&mut open.saver, &open.table, now as i64)
                .expect("saves");
            now += 1;
            if detour && id == "close" && can_undo(&open.table.view()) {
                let saved = app.store().actions(open.series).expect("the log").len();
                let version = open.table.version();
                open.table
                    .dispatch(&Intent::tap(UNDO), version, now)
                    .expect("takes back");
                app.save(&mut open.saver, &open.table, now as i64)
                    .expect("saves the take-back");
                let stored = app.store().actions(open.series).expect("the log").len();
                assert!(stored < saved, "the take-back left the stored log");
                assert_eq!(stored as u64, open.table.log_len());
                // The resumed table is the table as it stands.
                let saved = app.store().resume(open.series).expect("a saved table");
                let log: Vec<_> = saved.log.into_iter().map(|a| (a.actor, a.action)).collect();
                let resumed = Table::restore_saved(
                    &saved.snapshot,
                    &log,
                    saved.state.as_deref(),
                    &saved.narration,
                )
                .expect("restores");
                assert_eq!(resumed.log_len(), open.table.log_len());
                assert_eq!(resumed.view().board, open.table.view().board);
                now += 1;
                let version = open.table.version();
                open.table
                    .dispatch(&Intent::tap("close"), version, now)
                    .expect("closes again");
                app.save(&mut open.saver, &open.table, now as i64)
                    .expect("saves");
            }
        }
    }
    assert!(open.table.result().is_some(), "the series ended");
    (app, open.series)
}

#[test]
fn a_take_back_is_saved_and_the_stats_count_only_what_stands() {
    let (plain, plain_series) = dicen_through_the_app(false);
    let (detour, detour_series) = dicen_through_the_app(true);
    let log = |app: &App, series| {
        app.store()
            .actions(series)
            .expect("the log")
            .into_iter()
            .map(|a| (a.actor, a.action))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        log(&detour, detour_series),
        log(&plain, plain_series),
        "the stored log holds what stands, nothing taken back"
    );
    assert_eq!(
        detour.player_stats("Ann").expect("stats"),
        plain.player_stats("Ann").expect("stats"),
    );
    assert!(!plain.player_stats("Ann").expect("stats").is_empty());
}

#[test]
fn gnav_a_swap_with_a_bot_shows_ann_its_card_so_it_stands() {
    // Ann alone with three bots: no hand-over and no "Done" screen, so only the swap's cards
    // changing hands say that something was shown.
    let mut table = gnav_ann_and_bots(4);
    for _ in 0..50 {
        table.play_bots(0).expect("bots play");
        let view = table.view();
        let swap = view.targets.iter().find(|t| t.id == "swap" && t.enabled);
        let log = table.log_len();
        if swap.is_some() {
            let swapped = tap(&mut table, "swap");
            if table.log_len() == log + 1 && swapped.board != view.board {
                assert!(!can_undo(&swapped), "Ann saw the card she was given");
                undo_refused(&mut table);
                return;
            }
        }
        let next = ["next-round", "keep"].into_iter().find(|id| {
            table
                .view()
                .targets
                .iter()
                .any(|t| t.id == *id && t.enabled)
        });
        match next {
            Some(id) => {
                tap(&mut table, id);
            }
            None => panic!("the game ended before a swap gave Ann a card"),
        }
    }
    panic!("no swap gave Ann a card");
}

#[test]
fn gnav_a_swap_refused_by_a_matador_shown_stands_though_no_card_moved() {
    // Ann alone with three bots. Whenever she asks a swap, the table must not offer to take it
    // back if anything was shown; some seed has a neighbour refuse with a matador (K3.3–K3.5),
    // which moves no card.
    let mut shown_without_moving = 0;
    for seed in 0..80 {
        let mut table = gnav_ann_and_bots(seed);
        for _ in 0..40 {
            table.play_bots(0).expect("bots play");
            let view = table.view();
            if view.screen != Screen::Playing {
                break;
            }
            if view.targets.iter().any(|t| t.id == "swap" && t.enabled) {
                let log = table.log_len();
                let swapped = tap(&mut table, "swap");
                let shown = swapped.log.iter().any(|l| l.contains("shows"));
                if table.log_len() == log + 1
                    && swapped
                        .board
                        .as_ref()
                        .is_some_and(|b| view.board.as_ref().is_some_and(|v| own(v) == own(b)))
                    && shown
                {
                    shown_without_moving += 1;
                    assert!(!can_undo(&swapped), "seed {seed}: a matador was shown");
                }
                if can_undo(&swapped) {
                    // Nothing shown and nothing moved (a keep-like ask): fine to take back.
                    tap(&mut table, UNDO);
                }
                break;
            }
            let next = ["next-round", "keep"]
                .into_iter()
                .find(|id| view.targets.iter().any(|t| t.id == *id && t.enabled));
            match next {
                Some(id) => {
                    tap(&mut table, id);
                }
                None => break,
            }
        }
    }
    assert!(
        shown_without_moving > 0,
        "no seed showed a matador to Ann's swap"
    );
}

/// Ann's own card on a Gnav board.
fn own(board: &cardavia_core::table::BoardView) -> Option<String> {
    match board {
        cardavia_core::table::BoardView::Gnav { board } => {
            let you = board.you?;
            board.players.iter().find(|p| p.seat == you)?.card.clone()
        }
        _ => None,
    }
}

/// Gnav for Ann alone with three easy bots, one game: no hand-over, no "Done" screen.
fn gnav_ann_and_bots(seed: u64) -> Table {
    let setup = TableSetup {
        game: GameId::Gnav,
        options: serde_json::json!({ "games": 1 }),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::bot("Bo", Level::Easy),
            SeatSetup::bot("Cy", Level::Easy),
            SeatSetup::bot("Di", Level::Easy),
        ],
        seed,
        undo: true,
    };
    Table::new(setup, Lang::En, 0).expect("a valid set-up")
}
