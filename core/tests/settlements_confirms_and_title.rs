//! A table people can follow: settlements wait for "next" when a person is seated (and never
//! for bots alone), a warned move takes a second tap, a DICEN selection can be taken back and
//! closes only on confirm, and the title says where the series is.

mod support;

use cardavia_core::ai::Level;
use cardavia_core::engine::TableRng;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{Intent, Screen, SeatSetup, Table, TableSetup, TableView, TargetKind};
use support::play::play_until;

fn gnav(seats: Vec<SeatSetup>, seed: u64) -> Table {
    let setup = TableSetup {
        game: GameId::Gnav,
        options: serde_json::json!({ "games": 1, "lives": 2 }),
        seats,
        seed,
        undo: true,
    };
    Table::new(setup, Lang::En, 0).expect("valid")
}

fn bots(n: usize) -> Vec<SeatSetup> {
    (1..=n)
        .map(|i| SeatSetup::bot(&format!("Bot {i}"), Level::Easy))
        .collect()
}

/// K5: with a person at the table, a Gnav deal's settlement stays on screen, every card shown
/// and the lives lost named with their rule, until "next deal" is tapped; no bot moves meanwhile.
#[test]
fn a_settlement_waits_for_next_when_a_person_is_seated() {
    let mut seats = vec![SeatSetup::person("Ann")];
    seats.extend(bots(3));
    let mut table = gnav(seats, 3);
    let mut rng = TableRng::seeded(1);
    let view = play_until(&mut table, &mut rng, |v| !v.settlement.is_empty())
        .expect("a deal is settled before the series ends");
    assert!(table.bot_job().is_none(), "bots wait for the person");
    let enabled: Vec<&str> = view
        .targets
        .iter()
        .filter(|t| t.enabled)
        .map(|t| t.id.as_str())
        .collect();
    assert_eq!(enabled, ["next-round"], "{view:#?}");
    assert!(
        view.settlement.iter().any(|l| l.contains("(rule K")),
        "{:?}",
        view.settlement
    );
    let cards = view.settlement.iter().filter(|l| l.contains(": ")).count();
    assert!(
        cards >= 2,
        "every card of the deal is shown: {:?}",
        view.settlement
    );
    let log = table.log_len();
    table.play_bots(0).expect("nothing to play");
    assert_eq!(table.log_len(), log, "nothing moves before next");
    let next = table
        .dispatch(&Intent::tap("next-round"), view.version, 0)
        .expect("next deal");
    assert!(next.settlement.is_empty());
    table.play_bots(0).expect("bots play on");
    assert!(table.log_len() > log, "the next deal is dealt after next");
}

/// Bots alone never wait: the whole series plays through without a single "next".
#[test]
fn a_settlement_does_not_wait_when_only_bots_are_seated() {
    for game in [GameId::Gnav, GameId::Dicen, GameId::Ganjifa] {
        let seats = match game {
            GameId::Gnav => bots(4),
            GameId::Ganjifa => bots(3),
            _ => bots(2),
        };
        let options = match game {
            GameId::Gnav => serde_json::json!({ "games": 2, "lives": 2 }),
            GameId::Ganjifa => serde_json::json!({ "deals": 2 }),
            _ => serde_json::json!({ "rounds": 2, "tiles": 9 }),
        };
        let setup = TableSetup {
            game,
            options,
            seats,
            seed: 5,
            undo: true,
        };
        let mut table = Table::new(setup, Lang::En, 0).expect("valid");
        table.play_bots(0).expect("bots play");
        let view = table.view();
        assert_eq!(view.screen, Screen::SeriesOver, "{game:?}: {}", view.status);
        let summary = view.summary.expect("the series' summary");
        assert_eq!(summary.history.len(), 2, "{game:?}");
    }
}

/// D4.5: with mistakes counted, a stone that errs is flagged; the first tap only arms it (the
/// match does not move), the second applies it.
#[test]
fn a_warned_target_is_not_applied_on_the_first_tap() {
    let mut warned = 0;
    for seed in 0..20 {
        let setup = TableSetup::default_for(GameId::Dica, "Ann", seed);
        let mut table = Table::new(setup, Lang::En, 0).expect("valid");
        let mut rng = TableRng::seeded(seed);
        let has_warning =
            |v: &TableView| v.targets.iter().any(|t| t.enabled && t.warning.is_some());
        let Some(view) = play_until(&mut table, &mut rng, has_warning) else {
            continue;
        };
        let target = view
            .targets
            .iter()
            .find(|t| t.enabled && t.warning.is_some())
            .expect("a warned target");
        assert!(!target.confirm);
        assert!(
            target
                .warning
                .as_deref()
                .is_some_and(|w| w.contains("D4.5")),
            "{target:?}"
        );
        let log = table.log_len();
        let armed = table
            .dispatch(&Intent::tap(&target.id), view.version, 0)
            .expect("the first tap arms it");
        assert_eq!(table.log_len(), log, "the first tap applies nothing");
        let again = armed
            .targets
            .iter()
            .find(|t| t.id == target.id)
            .expect("still offered");
        assert!(again.confirm && again.warning.is_some());
        table
            .dispatch(&Intent::tap(&target.id), armed.version, 0)
            .expect("the second tap applies it");
        assert!(table.log_len() > log, "the second tap applies the move");
        warned += 1;
        if warned == 3 {
            return;
        }
    }
    panic!("no mistake was ever offered ({warned} found)");
}

/// N4: a chosen tile can be taken back before the choice is complete; the tiles are shut only
/// when the person confirms, once they add up to the throw.
#[test]
fn a_dicen_selection_can_be_undone_and_closes_on_confirm() {
    let setup = TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "rounds": 1, "tiles": 9 }),
        seats: vec![SeatSetup::person("Ann")],
        seed: 4,
        undo: true,
    };
    let mut table = Table::new(setup, Lang::En, 0).expect("valid");
    let view = table.view();
    let view = table
        .dispatch(&Intent::tap("roll"), view.version, 0)
        .expect("throws");
    let tiles: Vec<_> = view
        .targets
        .iter()
        .filter(|t| t.kind == TargetKind::Tile && t.enabled)
        .collect();
    let close = view
        .targets
        .iter()
        .find(|t| t.id == "close")
        .expect("close");
    assert!(!close.enabled, "nothing chosen yet: {close:?}");
    assert!(close.why_not.is_some());
    let first = tiles.first().expect("a tile fits").id.clone();
    let log = table.log_len();
    let chosen = table
        .dispatch(&Intent::tap(&first), view.version, 0)
        .expect("chosen");
    assert!(chosen.targets.iter().any(|t| t.id == first && t.selected));
    let undone = table
        .dispatch(&Intent::tap(&first), chosen.version, 0)
        .expect("taken back");
    assert!(undone.targets.iter().all(|t| !t.selected));
    assert_eq!(
        table.log_len(),
        log,
        "choosing and taking back shut nothing"
    );
    // Choose until the tiles add up: the close waits for its confirm.
    let mut view = undone;
    loop {
        if let Some(close) = view.targets.iter().find(|t| t.id == "close" && t.enabled) {
            assert_eq!(
                table.log_len(),
                log,
                "complete, but not shut before the confirm"
            );
            let shut = table
                .dispatch(&Intent::tap(&close.id), view.version, 0)
                .expect("shuts");
            assert!(table.log_len() > log);
            assert!(shut.targets.iter().all(|t| !t.selected));
            return;
        }
        let next = view
            .targets
            .iter()
            .find(|t| t.kind == TargetKind::Tile && t.enabled && !t.selected)
            .expect("a tile to add")
            .id
            .clone();
        view = table
            .dispatch(&Intent::tap(&next), view.version, 0)
            .expect("chosen");
    }
}

/// The title says where the table is, in the game's words; the series says the same.
#[test]
fn the_title_says_where_the_series_is() {
    let setup = TableSetup::default_for(GameId::Ganjifa, "Ann", 2);
    let table = Table::new(setup, Lang::En, 0).expect("valid");
    let view = table.view();
    assert_eq!(view.title, "Ganjifa — Deal 1 of 3");
    assert_eq!(
        (view.series.round, view.series.rounds),
        (1, Some(3)),
        "{:?}",
        view.series
    );
    assert_eq!(view.series.label, "Deal 1 of 3");
    let mut seats = vec![SeatSetup::person("Ann")];
    seats.extend(bots(3));
    let view = gnav(seats, 1).view();
    assert!(
        view.title.starts_with("Gnav — Game 1 of 1, deal "),
        "{}",
        view.title
    );
}

/// The hint is the solver's exact chance with one decimal, shown to the person on turn only:
/// never on a bot's turn.
#[test]
fn the_dicen_hint_is_for_the_person_on_turn_with_one_decimal() {
    let setup = TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "rounds": 2, "tiles": 9, "hints": true }),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::bot("Bot 1", Level::Easy),
        ],
        seed: 2,
        undo: true,
    };
    let mut table = Table::new(setup, Lang::Es, 0).expect("valid");
    table.preparation()();
    let hint = |view: &TableView| match &view.board {
        Some(cardavia_core::table::BoardView::Dicen { board }) => board.hint.clone(),
        _ => None,
    };
    let mut rng = TableRng::seeded(2);
    let (mut people, mut bots) = (0, 0);
    for _ in 0..2_000 {
        let view = table.view();
        if view.screen == Screen::SeriesOver {
            break;
        }
        let bot_due = view.seats.iter().any(|s| s.is_turn && s.ai.is_some());
        if bot_due && view.screen == Screen::Playing {
            assert_eq!(
                hint(&view),
                None,
                "no hint on a bot's turn: {}",
                view.status
            );
            bots += 1;
            let job = table.bot_job().expect("the bot is due");
            table.bot_move(job.run(), 0).expect("the bot moves");
            continue;
        }
        if let Some(text) = hint(&view) {
            // "…(37,5 % de probabilidades…": one decimal, with the Spanish decimal comma.
            let percent = text
                .split('(')
                .nth(1)
                .and_then(|rest| rest.split(' ').next())
                .expect("a percentage");
            let (whole, tenths) = percent.split_once(',').expect("a decimal comma");
            assert!(whole.parse::<u32>().is_ok() && tenths.len() == 1, "{text}");
            people += 1;
        }
        let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
        let pick = enabled[rng.below(enabled.len() as u64) as usize];
        table
            .dispatch(&Intent::tap(&pick.id), view.version, 0)
            .expect("applies");
    }
    assert!(people > 0 && bots > 0, "people {people}, bots {bots}");
}
