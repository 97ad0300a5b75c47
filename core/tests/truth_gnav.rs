//! What a Gnav table says is what happened: each deal has its boundary in the log, a settled
//! deal shows its own dealer and stock (not the next deal's), the last deal's cards are
//! labelled as such once the next deal is dealt, the table seats exactly the rule book's four,
//! and a warned move's mark is the core's, explained in the legend.

mod support;

use cardavia_core::ai::Level;
use cardavia_core::app::App;
use cardavia_core::engine::TableRng;
use cardavia_core::games::gnav::{Event, Gnav};
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{Intent, Screen, SeatSetup, Session, Table, TableSetup, TableView};
use support::play::play_until;

fn gnav_for_ann(seed: u64) -> Table {
    let setup = TableSetup {
        game: GameId::Gnav,
        options: serde_json::json!({ "games": 1, "lives": 3 }),
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

fn session(table: &Table) -> &Session<Gnav> {
    match table {
        Table::Gnav(session) => session,
        _ => panic!("a Gnav table"),
    }
}

fn board(view: &TableView) -> serde_json::Value {
    let board = view.board.as_ref().expect("a board");
    serde_json::to_value(board).expect("a board serialises")["board"].clone()
}

/// A deal's settlement waits for "next deal" (K5: every card shown).
fn settled(view: &TableView) -> bool {
    view.screen == Screen::Playing && view.targets.iter().any(|t| t.id == "next-round")
}

/// K2, K4, K5.1: the log marks where each deal begins and who deals it; while a deal's
/// settlement shows, the board is that deal as it ended (its dealer, its number, its stock and
/// the matadors it set aside, every card revealed); once the next deal is dealt, its cards are
/// labelled as the last deal's.
#[test]
fn each_deal_is_told_and_drawn_as_its_own() {
    let mut settlements = 0;
    for seed in 0..6 {
        let mut table = gnav_for_ann(seed);
        let mut rng = TableRng::seeded(seed);
        let first = table.view();
        let dealer = session(&table).game().table().dealer();
        let name = &first.seats[usize::from(dealer)].name;
        assert!(
            first
                .log
                .iter()
                .any(|l| l == &format!("Deal 1 of game 1: {name} deals.")),
            "the first deal's boundary: {:?}",
            first.log
        );
        while let Some(view) = play_until(&mut table, &mut rng, settled) {
            settlements += 1;
            let game = session(&table).game();
            let last = game.last_deal().expect("a settled deal").clone();
            let events = game.last_deal_events();
            let out_of_stock = events
                .iter()
                .filter(|e| {
                    matches!(
                        e,
                        Event::Dealt { .. } | Event::Draw { .. } | Event::Show { seat: None, .. }
                    )
                })
                .count();
            let shown = board(&view);
            assert_eq!(shown["settled"], true, "{shown}");
            assert_eq!(
                shown["dealer"], last.dealer,
                "the settled deal's dealer: {shown}"
            );
            assert_eq!(shown["deal"], last.deal, "{shown}");
            assert_eq!(
                shown["stock"],
                42 - out_of_stock,
                "its stock as it ended: {shown}"
            );
            for p in shown["players"].as_array().expect("players") {
                let seat = p["seat"].as_u64().expect("a seat") as usize;
                assert_eq!(p["is_dealer"], seat == usize::from(last.dealer), "{shown}");
                let card =
                    last.cards[seat].map(|c| cardavia_core::l10n::text(Lang::En, &c.name_msg()));
                assert_eq!(
                    p["card"],
                    serde_json::json!(card),
                    "K5.1: revealed: {shown}"
                );
            }
            let view = table
                .dispatch(&Intent::tap("next-round"), view.version, 0)
                .expect("next deal");
            let game = session(&table).game();
            if game.last_deal() != Some(&last) || game.is_series_over() {
                continue;
            }
            let next = game.deal();
            let dealer = game.table().dealer();
            let line = format!(
                "Deal {next} of game {}: {} deals.",
                game.game() + 1,
                view.seats[usize::from(dealer)].name
            );
            assert!(view.log.contains(&line), "{line:?} in {:?}", view.log);
            if view.board.is_none() {
                continue;
            }
            let shown = board(&view);
            assert_eq!(shown["settled"], false, "{shown}");
            let label = shown["last_deal"]["label"].as_str().unwrap_or_default();
            assert!(label.starts_with("Last deal: "), "{label:?}");
            for (seat, card) in last.cards.iter().enumerate() {
                if let Some(card) = card {
                    let card = cardavia_core::l10n::text(Lang::En, &card.name_msg());
                    let named = format!("{} {card}", view.seats[seat].name);
                    assert!(label.contains(&named), "{named:?} in {label:?}");
                }
            }
        }
    }
    assert!(settlements > 10, "{settlements} settlements");
}

fn seats(n: usize) -> Vec<SeatSetup> {
    let mut seats = vec![SeatSetup::person("Ann")];
    seats.extend((1..n).map(|i| SeatSetup::bot(&format!("Bot {i}"), Level::Easy)));
    seats
}

/// K1: a Gnav table seats four players: the set-up offers exactly four seats and says why a
/// seat cannot be added or removed, and a table of another size is refused with that reason.
#[test]
fn a_gnav_table_has_exactly_four_seats() {
    let app = App::in_memory(&["en".to_string()]).expect("an app");
    let card = app
        .games()
        .into_iter()
        .find(|c| c.id == GameId::Gnav)
        .expect("Gnav");
    assert_eq!(
        (card.min_seats, card.max_seats, card.default_seats),
        (4, 4, 4)
    );
    let rule = &card.seats_rule;
    assert!(rule.contains('4') && rule.contains("K1"), "{rule:?}");
    for lang in Lang::ALL {
        let app = App::in_memory(&[lang.code().to_string()]).expect("an app");
        let card = app.games().into_iter().find(|c| c.id == GameId::Gnav);
        assert!(
            card.is_some_and(|c| c.seats_rule.contains("K1")),
            "{lang:?}"
        );
    }
    for n in [2, 3, 5, 8] {
        let setup = TableSetup {
            game: GameId::Gnav,
            options: serde_json::json!({}),
            seats: seats(n),
            seed: 1,
            undo: true,
        };
        let refused = Table::new(setup, Lang::En, 0)
            .err()
            .map(|e| e.text(Lang::En));
        assert!(
            refused.as_ref().is_some_and(|why| why.contains("K1")),
            "{n} seats: {refused:?}"
        );
    }
    let setup = TableSetup {
        game: GameId::Gnav,
        options: serde_json::json!({}),
        seats: seats(4),
        seed: 1,
        undo: true,
    };
    assert!(Table::new(setup, Lang::En, 0).is_ok());
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
                undo: true,
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
