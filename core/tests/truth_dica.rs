//! DiCa at the table shows only what happened for the moment it describes: during a duel (D9.4)
//! no die shows before the team named has rolled it. Driven through `Table::dispatch` from
//! forced dice, reading the `TableView`.

mod support;

use cardavia_core::engine::TableRng;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{BoardView, Intent, Screen, SeatSetup, Table, TableSetup, TableView};
use support::forced::{table_with_dice, tap};

fn dica(dice: &[u8]) -> Table {
    let setup = TableSetup {
        game: GameId::Dica,
        options: serde_json::json!({ "rounds": 5, "time_limit": "off" }),
        seats: vec![SeatSetup::person("Ann, Ben"), SeatSetup::person("Cas")],
        seed: 1,
        undo: true,
    };
    table_with_dice(setup, Lang::En, dice)
}

fn duel_roller(view: &TableView) -> Option<u8> {
    match &view.board {
        Some(BoardView::Dica { board }) => board.duel.as_ref().map(|d| d.roller),
        _ => None,
    }
}

/// D9.4: when the owner is to roll after the challenger's hit, the view shows no die: the
/// challenger's 3 is not the owner's roll. The log tells whose roll each die was.
#[test]
fn a_duel_shows_no_die_before_the_team_named_rolls() {
    // Red 1 on 12a, Blue 4 on 9b, Red 1 on 11a, Blue 2 on 9b (4 + 2: a 3 completes it).
    // Red challenges 9b, Blue accepts; Red rolls 3 (a hit on roll 1); Blue rolls 5 (a miss).
    let mut table = dica(&[1, 4, 1, 2, 3, 5]);
    for card in ["12a", "9b", "11a", "9b"] {
        tap(&mut table, "roll");
        tap(&mut table, &format!("card:{card}"));
    }
    tap(&mut table, "challenge:9b");
    let view = tap(&mut table, "accept");
    assert_eq!(duel_roller(&view), Some(0));
    assert!(view.dice.is_empty(), "Red has not rolled: {:?}", view.dice);
    assert!(view.status.contains("Team Red"), "{}", view.status);

    let view = tap(&mut table, "roll");
    assert_eq!(duel_roller(&view), Some(1), "Blue answers the hit");
    assert!(
        view.status.contains("Team Blue (Cas) rolls"),
        "{}",
        view.status
    );
    assert!(
        view.dice.is_empty(),
        "the 3 on the table is Red's roll, not Blue's: {:?} while {:?}",
        view.dice,
        view.status
    );
    assert!(
        view.log
            .last()
            .is_some_and(|l| l.starts_with("Team Red (Ann) rolls 3: a hit.")),
        "{:?}",
        view.log
    );
}

/// Any series: while a duel waits for a roll, the dice on the table are empty.
#[test]
fn no_duel_view_shows_a_die_not_yet_rolled() {
    let mut duels = 0;
    for seed in 0..4 {
        let setup = TableSetup {
            game: GameId::Dica,
            options: serde_json::json!({ "rounds": 5, "time_limit": "off" }),
            seats: vec![
                SeatSetup::person("Ann, Ben"),
                SeatSetup::person("Cas & Dee"),
            ],
            seed,
            undo: true,
        };
        let mut table = Table::new(setup, Lang::En, 0).expect("valid");
        let mut rng = TableRng::seeded(seed);
        loop {
            let view = table.view();
            if view.screen == Screen::SeriesOver {
                break;
            }
            if duel_roller(&view).is_some() {
                duels += 1;
                assert!(view.dice.is_empty(), "{:?}: {:?}", view.status, view.dice);
            }
            let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
            let pick = enabled[rng.below(enabled.len() as u64) as usize];
            table
                .dispatch(&Intent::tap(&pick.id), view.version, 0)
                .expect("applies");
        }
    }
    assert!(duels > 0, "random play duels");
}
