//! The table driven as a shell drives it: only `Table::dispatch` with the view's targets.

use cardavia_core::ai::Level;
use cardavia_core::engine::TableRng;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{Intent, Screen, SeatSetup, Table, TableError, TableSetup};

/// Plays whole series through dispatch. At every step: every enabled target is accepted (on a
/// copy), every disabled one and an unknown id are refused without any change, a stale version
/// is refused, and then one enabled target is chosen at random.
fn play_through_dispatch(setup: TableSetup, lang: Lang, seed: u64) -> u32 {
    let mut table = Table::new(setup, lang, 0).expect("the set-up is valid");
    let mut rng = TableRng::seeded(seed);
    let mut now = 0u64;
    for taps in 0..20_000u32 {
        table.play_bots(now).expect("bots play");
        let view = table.view();
        if view.screen == Screen::SeriesOver {
            let before = table.snapshot_json().expect("saves");
            assert!(table
                .dispatch(&Intent::NextRound, view.version, now)
                .is_err());
            assert_eq!(table.snapshot_json().expect("saves"), before);
            return taps;
        }
        let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
        assert!(!enabled.is_empty(), "nothing to tap: {view:?}");
        for t in &enabled {
            let mut copy = table.clone();
            copy.dispatch(&Intent::for_target(&t.id), view.version, now)
                .unwrap_or_else(|e| panic!("enabled target {} refused: {e}", t.id));
        }
        let before = table.snapshot_json().expect("saves");
        for t in view.targets.iter().filter(|t| !t.enabled) {
            assert!(
                t.why_not.as_ref().is_some_and(|w| !w.is_empty()),
                "{} gives no reason",
                t.id
            );
            let err = table
                .dispatch(&Intent::for_target(&t.id), view.version, now)
                .expect_err("a disabled target is refused");
            assert!(!err.text(lang).is_empty());
            assert_eq!(
                table.snapshot_json().expect("saves"),
                before,
                "refusing {} changed the table",
                t.id
            );
        }
        let unknown = table.dispatch(
            &Intent::Tap {
                target: "tile:9:99".into(),
            },
            view.version,
            now,
        );
        assert!(
            matches!(
                unknown,
                Err(TableError::UnknownTarget(_) | TableError::NotNow(_))
            ),
            "{unknown:?}"
        );
        if let Some(t) = enabled.first() {
            let stale = table.dispatch(&Intent::for_target(&t.id), view.version + 1, now);
            assert!(matches!(stale, Err(TableError::Stale { .. })), "{stale:?}");
        }
        assert_eq!(
            table.snapshot_json().expect("saves"),
            before,
            "a refusal changed the table"
        );
        let pick = enabled[rng.below(enabled.len() as u64) as usize];
        table
            .dispatch(&Intent::for_target(&pick.id), view.version, now)
            .expect("an enabled target applies");
        assert!(table.version() > view.version, "a change bumps the version");
        now += 1_000;
    }
    panic!("the series did not end");
}

#[test]
fn dicen_series_with_people_and_bots_through_dispatch() {
    for seed in 0..12 {
        let tiles = [9u8, 10, 12][seed as usize % 3];
        let setup = TableSetup {
            game: GameId::Dicen,
            options: serde_json::json!({ "rounds": 2, "tiles": tiles }),
            seats: vec![
                SeatSetup::person("Ann"),
                SeatSetup::bot("Bot", Level::Easy),
                SeatSetup::person("Cas"),
            ],
            seed,
        };
        let taps =
            play_through_dispatch(setup, if seed % 2 == 0 { Lang::En } else { Lang::Nl }, seed);
        assert!(taps > 4, "people tapped {taps} times");
    }
}

/// The variants with boards of their own at the table: two boards, partners' boards, the clock.
#[test]
fn dicen_variants_through_dispatch() {
    let cases: [(serde_json::Value, Vec<SeatSetup>); 4] = [
        (
            serde_json::json!({ "rounds": 1, "tiles": 9, "variants": ["lord-of-the-board"], "hints": true }),
            vec![SeatSetup::person("Ann"), SeatSetup::bot("Bo", Level::Hard)],
        ),
        (
            serde_json::json!({ "rounds": 1, "variants": ["two-vs-two", "lucky"] }),
            vec![
                SeatSetup::person("Ann"),
                SeatSetup::bot("Bo", Level::Normal),
                SeatSetup::person("Cas"),
                SeatSetup::bot("Di", Level::Easy),
            ],
        ),
        (
            serde_json::json!({ "variants": ["time-attack"] }),
            vec![SeatSetup::person("Ann")],
        ),
        (
            serde_json::json!({ "rounds": 1, "variants": ["go-go", "even"], "hints": true }),
            vec![SeatSetup::person("Ann")],
        ),
    ];
    for (seed, (options, seats)) in cases.into_iter().enumerate() {
        let setup = TableSetup {
            game: GameId::Dicen,
            options,
            seats,
            seed: seed as u64,
        };
        play_through_dispatch(setup, Lang::En, seed as u64);
    }
}

#[test]
fn a_saved_table_resumes_exactly_and_a_tampered_one_is_refused() {
    let mut table = Table::new(
        TableSetup::default_for(GameId::Dicen, "Ann", 5),
        Lang::En,
        0,
    )
    .expect("valid");
    let v = table.view().version;
    table.dispatch(&Intent::Roll, v, 10).expect("Ann throws");
    table.play_bots(10).expect("bots");
    let saved = table.snapshot_json().expect("saves");
    let back = Table::restore_json(&saved).expect("resumes");
    assert_eq!(back.view(), table.view());
    let tampered = saved.replacen("\"roll\"", "\"roll1\"", 1);
    assert!(
        Table::restore_json(&tampered).is_err(),
        "a log that does not replay is refused"
    );
    assert!(Table::restore_json("{not json").is_err());
}

#[test]
fn bad_set_ups_are_refused_with_reasons() {
    let mut setup = TableSetup::default_for(GameId::Dicen, "Ann", 1);
    setup.seats.push(SeatSetup::person("ann "));
    let err = Table::new(setup, Lang::En, 0)
        .err()
        .expect("a name twice is refused");
    assert_eq!(err.kind(), "setup");
    assert!(err.text(Lang::En).contains("ann"), "{}", err.text(Lang::En));

    let mut setup = TableSetup::default_for(GameId::Dicen, "Ann", 1);
    setup.options = serde_json::json!({ "tiles": 11 });
    let err = Table::new(setup, Lang::En, 0)
        .err()
        .expect("tiles 11 is refused");
    assert!(err.text(Lang::En).contains("11"), "{}", err.text(Lang::En));

    let setup = TableSetup {
        seats: (0..7)
            .map(|i| SeatSetup::person(&format!("P{i}")))
            .collect(),
        ..TableSetup::default_for(GameId::Dicen, "Ann", 1)
    };
    assert_eq!(
        Table::new(setup, Lang::En, 0).err().map(|e| e.kind()),
        Some("seat-count")
    );
}

#[test]
fn gnav_series_with_people_and_bots_through_dispatch() {
    for seed in 0..6 {
        let setup = TableSetup {
            game: GameId::Gnav,
            options: serde_json::json!({ "games": 1, "lives": 2 }),
            seats: vec![
                SeatSetup::person("Ann"),
                SeatSetup::bot("Bo", Level::Normal),
                SeatSetup::person("Cas"),
                SeatSetup::bot("Di", Level::Hard),
            ],
            seed,
        };
        play_through_dispatch(setup, if seed % 2 == 0 { Lang::En } else { Lang::It }, seed);
    }
}

/// K7 and the hand-over: while the phone must change hands nothing of anyone's card is shown,
/// and otherwise only the holder's card and public cards (a Narr) are.
#[test]
fn hidden_cards_never_show_to_the_wrong_person() {
    use cardavia_core::games::gnav::Card;
    use cardavia_core::table::BoardView;
    let mut hand_overs = 0;
    for seed in 0..8 {
        let setup = TableSetup {
            game: GameId::Gnav,
            options: serde_json::json!({ "games": 1, "lives": 2 }),
            seats: vec![
                SeatSetup::person("Ann"),
                SeatSetup::person("Bea"),
                SeatSetup::bot("Bo", Level::Easy),
                SeatSetup::person("Cas"),
            ],
            seed,
        };
        let mut table = Table::new(setup, Lang::En, 0).expect("valid");
        let mut rng = TableRng::seeded(seed);
        for _ in 0..5_000 {
            table.play_bots(0).expect("bots");
            let view = table.view();
            if view.screen == Screen::SeriesOver {
                break;
            }
            let Table::Gnav(session) = &table else {
                panic!("a Gnav table")
            };
            let held: Vec<Option<Card>> = (0..4).map(|s| session.game().table().hand(s)).collect();
            match &view.screen {
                Screen::HandOver { .. } => {
                    hand_overs += 1;
                    assert!(view.board.is_none(), "a hand-over screen draws no board");
                    assert_eq!(
                        view.targets.len(),
                        1,
                        "only the hand-over button: {:?}",
                        view.targets
                    );
                    let json = serde_json::to_string(&view).expect("serialises");
                    assert!(!json.contains("\"card\""), "{json}");
                }
                _ => {
                    if let Some(BoardView::Gnav { board }) = &view.board {
                        for p in &board.players {
                            let mine = board.you == Some(p.seat);
                            let public = held[usize::from(p.seat)] == Some(Card::Narr);
                            if p.card.is_some() && !mine && !public {
                                // The viewer may know a card it gave or was shown, never one it could not.
                                let Some(you) = board.you else {
                                    panic!("no viewer, yet a card shows: {p:?}")
                                };
                                let obs =
                                    cardavia_core::engine::Game::observation(session.game(), you);
                                assert!(
                                    obs.players[usize::from(p.seat)]
                                        .card
                                        .and_then(|k| k.card())
                                        .is_some(),
                                    "seat {} sees seat {}'s card without knowing it",
                                    you,
                                    p.seat
                                );
                            }
                        }
                    }
                }
            }
            let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
            let Some(pick) = enabled.get(rng.below(enabled.len().max(1) as u64) as usize) else {
                continue;
            };
            table
                .dispatch(&Intent::for_target(&pick.id), view.version, 0)
                .expect("applies");
        }
    }
    assert!(
        hand_overs > 20,
        "the phone changed hands {hand_overs} times"
    );
}
