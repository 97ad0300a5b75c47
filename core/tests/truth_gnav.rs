//! What a Gnav table says is what happened: each deal has its boundary in the log, a settled
//! deal shows its own dealer and stock (not the next deal's), the last deal's cards are
//! labelled as such once the next deal is dealt, the table seats exactly the rule book's four,
//! and a warned move's mark is the core's, explained in the legend.

use cardavia_core::ai::Level;
use cardavia_core::engine::TableRng;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{Intent, Screen, SeatSetup, Table, TableSetup, TableView};

/// Random enabled taps, bots in between, until `stop` holds; `None` if the series ends first.
fn play_until(
    table: &mut Table,
    rng: &mut TableRng,
    stop: impl Fn(&TableView) -> bool,
) -> Option<TableView> {
    for _ in 0..5_000 {
        table.play_bots(0).expect("bots play");
        let view = table.view();
        if stop(&view) {
            return Some(view);
        }
        if view.screen == Screen::SeriesOver {
            return None;
        }
        let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
        let pick = enabled[rng.below(enabled.len() as u64) as usize];
        table
            .dispatch(&Intent::for_target(&pick.id), view.version, 0)
            .expect("an enabled target applies");
    }
    panic!("the series did not end");
}

fn seats(n: usize) -> Vec<SeatSetup> {
    let mut seats = vec![SeatSetup::person("Ann")];
    seats.extend((1..n).map(|i| SeatSetup::bot(&format!("Bot {i}"), Level::Easy)));
    seats
}

/// DiCa D4.5, Gnav K3.2–K3.5: a move the core warns about is marked by the core alone: no
/// label carries the mark (a shell adds the legend's mark once), and whenever a target is
/// warned the legend explains the mark.
#[test]
fn a_warned_moves_mark_is_explained_and_never_in_its_label() {
    let tables: Vec<(GameId, serde_json::Value, Vec<SeatSetup>)> = vec![
        (GameId::Gnav, serde_json::json!({ "games": 3 }), seats(4)),
        (
            GameId::Dica,
            serde_json::json!({ "rounds": 5, "time_limit": "off", "mistakes": "count" }),
            vec![SeatSetup::person("Ann"), SeatSetup::bot("Bo", Level::Easy)],
        ),
    ];
    for (game, options, seats) in tables {
        let warned = std::cell::Cell::new(0);
        for seed in 0..80 {
            let setup = TableSetup {
                game,
                options: options.clone(),
                seats: seats.clone(),
                seed,
            };
            let mut table = Table::new(setup, Lang::En, 0).expect("valid");
            let mut rng = TableRng::seeded(seed);
            play_until(&mut table, &mut rng, |view| {
                for t in &view.targets {
                    assert!(!t.label.contains('⚠'), "{game}: {:?}", t.label);
                }
                if view.targets.iter().any(|t| t.warning.is_some()) {
                    warned.set(warned.get() + 1);
                    let mark = view.legend.iter().find(|e| e.symbol == "⚠");
                    assert!(
                        mark.is_some_and(|e| !e.meaning.is_empty()),
                        "{game}: a warned move and no ⚠ in the legend {:?}",
                        view.legend
                    );
                }
                false
            });
            if warned.get() > 3 {
                break;
            }
        }
        assert!(warned.get() > 0, "{game}: no warned move in 80 series");
    }
}
