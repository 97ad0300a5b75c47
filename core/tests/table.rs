//! The table driven as a shell drives it: only `Table::dispatch` with the view's targets.

mod support;

use cardavia_core::ai::Level;
use cardavia_core::engine::TableRng;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{
    Intent, Screen, SeatSetup, Table, TableError, TableSetup, HAND_OVER, UNDO,
};

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
                .dispatch(&Intent::tap("next-round"), view.version, now)
                .is_err());
            assert_eq!(table.snapshot_json().expect("saves"), before);
            return taps;
        }
        let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
        assert!(!enabled.is_empty(), "nothing to tap: {view:?}");
        for t in &enabled {
            let mut copy = table.clone();
            copy.dispatch(&Intent::tap(&t.id), view.version, now)
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
                .dispatch(&Intent::tap(&t.id), view.version, now)
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
            let stale = table.dispatch(&Intent::tap(&t.id), view.version + 1, now);
            assert!(matches!(stale, Err(TableError::Stale { .. })), "{stale:?}");
        }
        assert_eq!(
            table.snapshot_json().expect("saves"),
            before,
            "a refusal changed the table"
        );
        let pick = enabled[rng.below(enabled.len() as u64) as usize];
        table
            .dispatch(&Intent::tap(&pick.id), view.version, now)
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
            undo: true,
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
            undo: true,
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
    table
        .dispatch(&Intent::tap("roll"), v, 10)
        .expect("Ann throws");
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
            undo: true,
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
            undo: true,
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
                    // The hand-over's button, and the last person's take-back while nobody
                    // else has the phone: never a move of the person to come.
                    assert!(
                        view.targets
                            .iter()
                            .all(|t| t.id == HAND_OVER || t.id == UNDO),
                        "only the hand-over button: {:?}",
                        view.targets
                    );
                    let json = serde_json::to_string(&view).expect("serialises");
                    assert!(!json.contains("\"card\""), "{json}");
                }
                _ => {
                    if let Some(BoardView::Gnav { board }) = &view.board {
                        if board.settled {
                            // K5.1: the settled deal's cards are everyone's to see.
                            let last = session.game().last_deal().expect("a settled deal");
                            for p in &board.players {
                                let card = last.cards[usize::from(p.seat)]
                                    .map(|c| cardavia_core::l10n::text(Lang::En, &c.name_msg()));
                                assert_eq!(p.card, card, "the settled deal's card");
                            }
                        }
                        for p in board.players.iter().filter(|_| !board.settled) {
                            let mine = board.you == Some(p.seat);
                            let public = held[usize::from(p.seat)] == Some(Card::Narr);
                            if p.card.is_some() && !mine && !public {
                                // The viewer may know a card it gave or was shown, never one it could not.
                                let Some(you) = board.you else {
                                    panic!("no viewer, yet a card shows: {p:?}")
                                };
                                let obs = cardavia_core::engine::Observe::observation(
                                    session.game(),
                                    you,
                                );
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
                .dispatch(&Intent::tap(&pick.id), view.version, 0)
                .expect("applies");
        }
    }
    assert!(
        hand_overs > 20,
        "the phone changed hands {hand_overs} times"
    );
}

/// DiCa's rule-book table (two teams, 5 rounds, 30 s): Ann's team against an AI team.
#[test]
fn dica_series_with_a_person_team_and_a_bot_team_through_dispatch() {
    for (seed, level) in [(0u64, Level::Easy), (1, Level::Normal), (2, Level::Hard)] {
        let mut setup = TableSetup::default_for(GameId::Dica, "Ann", seed);
        setup.seats[1].ai = Some(level);
        let lang = if seed % 2 == 0 { Lang::En } else { Lang::Pt };
        let taps = play_through_dispatch(setup, lang, seed);
        // Five rounds of at least seven placements each by Ann's team, a roll and a tap each.
        assert!(taps >= 5 * 7 * 2, "Ann's team tapped {taps} times");
    }
}

/// Two person teams, one of two people, with mistakes counted or prevented and the deal
/// mirrored or random: every challenge, answer and duel roll goes through dispatch too.
#[test]
fn dica_series_between_two_person_teams_through_dispatch() {
    let options = [
        serde_json::json!({ "rounds": 5 }),
        serde_json::json!({ "rounds": 5, "deal": "random", "mistakes": "prevent", "time_limit": "off" }),
    ];
    for (seed, options) in options.into_iter().enumerate() {
        let setup = TableSetup {
            game: GameId::Dica,
            options,
            seats: vec![SeatSetup::person("Ann, Bea"), SeatSetup::person("Cas")],
            seed: seed as u64,
            undo: true,
        };
        play_through_dispatch(setup, Lang::En, seed as u64);
    }
}

fn dica_board(table: &Table) -> cardavia_core::games::dica::view::DicaBoard {
    match table.view().board {
        Some(cardavia_core::table::BoardView::Dica { board }) => board,
        other => panic!("a DiCa board: {other:?}"),
    }
}

/// Taps `roll`, or the first allowed card, until the status no longer starts with `team`.
fn play_turns_of(table: &mut Table, team: &str) {
    for _ in 0..100 {
        let view = table.view();
        if !view.status.starts_with(team) {
            return;
        }
        let tap = view
            .targets
            .iter()
            .find(|t| t.enabled && (t.id == "roll" || t.id.starts_with("card:")))
            .unwrap_or_else(|| panic!("nothing for {team} to tap: {view:?}"));
        table
            .dispatch(&Intent::tap(&tap.id), view.version, 0)
            .expect("applies");
    }
    panic!("{team}'s turn did not end");
}

/// D2: a seat labelled with several names is a team of those people; the status line and the
/// board name whose hands the device should be in, going round the team turn by turn.
#[test]
fn a_team_of_several_people_passes_the_device_round_turn_by_turn() {
    let setup = TableSetup {
        game: GameId::Dica,
        options: serde_json::json!({}),
        seats: vec![SeatSetup::person("Ann, Bea"), SeatSetup::person("Cas")],
        seed: 9,
        undo: true,
    };
    let mut table = Table::new(setup, Lang::En, 0).expect("valid");
    let view = table.view();
    assert_eq!(view.status, "Team Red (Ann): roll the die.");
    assert_eq!(view.seats[0].name, "Ann, Bea");
    assert_eq!(view.seats[0].team, Some(0));
    assert_eq!(view.seats[1].team, Some(1));
    let board = dica_board(&table);
    assert_eq!(board.teams[0].players, ["Ann", "Bea"]);
    assert_eq!(board.teams[0].hand.as_deref(), Some("Ann"));
    assert_eq!(board.teams[1].hand.as_deref(), Some("Cas"));
    assert_eq!(board.teams.iter().map(|t| t.cards.len()).sum::<usize>(), 14);

    play_turns_of(&mut table, "Team Red (Ann)");
    assert!(
        table.view().status.starts_with("Team Blue (Cas)"),
        "{}",
        table.view().status
    );
    play_turns_of(&mut table, "Team Blue (Cas)");
    assert!(
        table.view().status.starts_with("Team Red (Bea)"),
        "{}",
        table.view().status
    );
    assert_eq!(dica_board(&table).teams[0].hand.as_deref(), Some("Bea"));
    play_turns_of(&mut table, "Team Red (Bea)");
    play_turns_of(&mut table, "Team Blue (Cas)");
    assert!(table.view().status.starts_with("Team Red (Ann)"));
    assert!(
        table
            .view()
            .log
            .iter()
            .any(|l| l.starts_with("Team Red (Bea) ")),
        "the log names who played: {:?}",
        table.view().log
    );
}

/// The placement targets: one per card, the refused ones with the engine's own reason.
#[test]
fn every_card_is_a_placement_target_and_refusals_give_the_rules_reason() {
    let mut table =
        Table::new(TableSetup::default_for(GameId::Dica, "Ann", 3), Lang::En, 0).expect("valid");
    let view = table.view();
    assert!(view.targets.iter().all(|t| !t.id.starts_with("timeout")));
    table
        .dispatch(&Intent::tap("roll"), view.version, 0)
        .expect("Ann's team rolls");
    let view = table.view();
    let die = view.dice.first().copied().expect("the die to place");
    assert!(
        view.status.contains(&format!("place your {die}")),
        "{}",
        view.status
    );
    let cards: Vec<_> = view
        .targets
        .iter()
        .filter(|t| t.id.starts_with("card:"))
        .collect();
    assert_eq!(cards.len(), 14);
    // D4.6: no first stone on the other team's cards; any stone fits an empty own card.
    for t in &cards {
        let blue = dica_board(&table).teams[1]
            .cards
            .iter()
            .any(|c| t.id == format!("card:{}", c.id));
        assert_eq!(t.enabled, !blue, "{t:?}");
        if blue {
            let why = t.why_not.as_deref().unwrap_or("");
            assert!(why.contains("first stone") && why.contains("D4.6"), "{why}");
        }
    }
}

/// D10 through `Tick`: nothing happens before the limit; at it the turn passes, and a roll
/// made in the turn is lost with it (the roll and its placement share the turn's time).
#[test]
fn a_dica_turn_times_out_on_a_tick_at_its_limit_and_not_before() {
    let mut table = Table::new(
        TableSetup::default_for(GameId::Dica, "Ann", 5),
        Lang::En,
        1_000,
    )
    .expect("valid");
    assert_eq!(table.timeout_due_ms(), Some(31_000));
    let v = table.version();
    table.dispatch(&Intent::Tick, v, 30_999).expect("a tick");
    assert_eq!(
        table.version(),
        v,
        "a tick before the limit changes nothing"
    );
    table
        .dispatch(&Intent::tap("roll"), v, 20_000)
        .expect("Ann's team rolls");
    assert!(table.view().status.contains("place your"));
    assert_eq!(
        table.timeout_due_ms(),
        Some(31_000),
        "the same turn's clock"
    );
    let v = table.version();
    table.dispatch(&Intent::Tick, v, 30_999).expect("a tick");
    assert_eq!(table.version(), v);

    let view = table.dispatch(&Intent::Tick, v, 31_000).expect("a tick");
    assert!(view.version > v);
    assert!(
        view.status.starts_with("Team Blue (Bot 1)"),
        "{}",
        view.status
    );
    assert!(view.seats[1].is_turn);
    assert_eq!(
        view.log.last().map(String::as_str),
        Some("Team Red (Ann)'s time is up: the roll is lost and the turn passes.")
    );
    let board = dica_board(&table);
    assert!(
        board
            .teams
            .iter()
            .flat_map(|t| &t.cards)
            .all(|c| c.stones.is_empty()),
        "the roll was not placed"
    );
    assert_eq!(
        table.timeout_due_ms(),
        Some(61_000),
        "Team Blue's turn starts its clock"
    );

    let saved = table.snapshot_json().expect("saves");
    let back = Table::restore_json(&saved).expect("resumes");
    assert_eq!(back.view(), table.view());
}

#[test]
fn a_dica_table_without_a_time_limit_never_times_out() {
    let mut setup = TableSetup::default_for(GameId::Dica, "Ann", 5);
    setup.options = serde_json::json!({ "time_limit": "off" });
    let mut table = Table::new(setup, Lang::En, 0).expect("valid");
    assert_eq!(table.timeout_due_ms(), None);
    let v = table.version();
    table
        .dispatch(&Intent::Tick, v, 10_000_000)
        .expect("a tick");
    assert_eq!(table.version(), v);
}

#[test]
fn bad_dica_set_ups_are_refused_with_reasons() {
    let setup = TableSetup {
        seats: vec![SeatSetup::person("Ann, Bea"), SeatSetup::person("Cas, bea")],
        ..TableSetup::default_for(GameId::Dica, "Ann", 1)
    };
    let err = Table::new(setup, Lang::En, 0)
        .err()
        .expect("Bea in both teams is refused");
    assert_eq!(err.kind(), "setup");
    assert!(err.text(Lang::En).contains("bea"), "{}", err.text(Lang::En));

    let mut setup = TableSetup::default_for(GameId::Dica, "Ann", 1);
    setup.seats.push(SeatSetup::person("Cas"));
    assert_eq!(
        Table::new(setup, Lang::En, 0).err().map(|e| e.kind()),
        Some("seat-count")
    );

    let mut setup = TableSetup::default_for(GameId::Dica, "Ann", 1);
    setup.options = serde_json::json!({ "rounds": 3 });
    let err = Table::new(setup, Lang::En, 0)
        .err()
        .expect("3 rounds are refused");
    assert!(err.text(Lang::En).contains('3'), "{}", err.text(Lang::En));
}

#[test]
fn ganjifa_series_with_people_and_bots_through_dispatch() {
    let periods = ["ask", "clock", "day", "night"];
    for seed in 0..4u64 {
        let setup = TableSetup {
            game: GameId::Ganjifa,
            options: serde_json::json!({ "deals": 1, "period": periods[seed as usize] }),
            seats: vec![
                SeatSetup::person("Ann"),
                SeatSetup::bot("Bo", [Level::Easy, Level::Normal][seed as usize % 2]),
                SeatSetup::person("Cas"),
            ],
            seed,
            undo: true,
        };
        let taps =
            play_through_dispatch(setup, if seed % 2 == 0 { Lang::En } else { Lang::Es }, seed);
        // Two people play about 80 of a deal's 120 cards (and discards), and pass the phone.
        assert!(taps > 60, "people tapped {taps} times");
    }
}

/// The English names of every card still in a hand (the referee's view).
fn held_card_names(
    session: &cardavia_core::table::Session<cardavia_core::games::ganjifa::Ganjifa>,
) -> Vec<(u8, String, String)> {
    use cardavia_core::games::ganjifa::card_msg;
    let deal = session.game().deal();
    (0..3u8)
        .flat_map(|seat| {
            deal.hand(seat).iter().map(move |card| {
                (
                    seat,
                    card.to_string(),
                    cardavia_core::l10n::text(Lang::En, &card_msg(card)),
                )
            })
        })
        .collect()
}

/// Whether `name` ("1 of Rama") occurs in `text` as a whole card name ("10 of Rama" does not
/// name "0 of Rama").
fn names_card(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(at, _)| {
        !text[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_digit())
    })
}

/// G8 and the hand-over: while the phone must change hands the view shows no board and only the
/// hand-over button, and names no card still in anyone's hand; otherwise the board holds the
/// holder's hand exactly and no other card still in a hand, and only the holder's cards can be
/// tapped. Every string is rendered (no message id shows through).
#[test]
fn ganjifa_hands_never_show_to_the_wrong_person() {
    use cardavia_core::table::{BoardView, TargetKind};
    let mut hand_overs = 0;
    let mut boards_with_hands = 0;
    let mut bot_views = 0;
    for seed in 0..3u64 {
        let period = ["day", "ask"][seed as usize % 2];
        let setup = TableSetup {
            game: GameId::Ganjifa,
            // Two deals: with a fixed period the second is dealt while the first's summary shows.
            options: serde_json::json!({ "deals": 2, "period": period }),
            seats: vec![
                SeatSetup::person("Ann"),
                SeatSetup::person("Bea"),
                SeatSetup::bot("Bo", Level::Easy),
            ],
            seed,
            undo: true,
        };
        let mut table = Table::new(setup, Lang::En, 0).expect("valid");
        let mut rng = TableRng::seeded(seed);
        // Bots move one at a time, so the views shown while they think are checked too.
        for _ in 0..6_000 {
            let view = table.view();
            if view.screen == Screen::SeriesOver {
                break;
            }
            let json = serde_json::to_string(&view).expect("serialises");
            assert!(
                !json.contains("ganjifa-") && !json.contains("table-"),
                "a message id shows: {json}"
            );
            let Table::Ganjifa(session) = &table else {
                panic!("a Ganjifa table")
            };
            let held = held_card_names(session);
            match &view.screen {
                Screen::HandOver { .. } => {
                    hand_overs += 1;
                    assert!(view.board.is_none(), "a hand-over screen draws no board");
                    // The hand-over's button, and the last person's take-back while nobody
                    // else has the phone: never a move of the person to come.
                    assert!(
                        view.targets
                            .iter()
                            .all(|t| t.id == HAND_OVER || t.id == UNDO),
                        "only the hand-over button: {:?}",
                        view.targets
                    );
                    // The log may name a card played in an earlier deal, now dealt again.
                    let this_deal = view
                        .log
                        .iter()
                        .rposition(|l| l.contains("deals 40 cards to each player"))
                        .map_or(0, |i| i + 1);
                    let mut rest = view.clone();
                    rest.log.clear();
                    let mut shown = serde_json::to_string(&rest).expect("serialises");
                    shown.extend(view.log[this_deal..].iter().map(|l| format!("{l}\n")));
                    for (_, _, name) in &held {
                        assert!(!names_card(&shown, name), "{name} shows at a hand-over");
                    }
                }
                _ => {
                    let Some(BoardView::Ganjifa { board }) = &view.board else {
                        panic!("a Ganjifa board")
                    };
                    let holder = view.seats.iter().find(|s| s.holds_device).map(|s| s.seat);
                    // Between deals the board is public: the summary goes round the table.
                    let holder = holder.filter(|_| view.screen == Screen::Playing);
                    assert_eq!(board.you, holder, "drawn for the holder");
                    let mine: Vec<&str> = held
                        .iter()
                        .filter(|(seat, _, _)| Some(*seat) == holder)
                        .map(|(_, code, _)| code.as_str())
                        .collect();
                    let shown: Vec<&str> = board
                        .hand
                        .iter()
                        .flat_map(|s| s.cards.iter().map(|c| c.code.as_str()))
                        .collect();
                    let mut sorted = shown.clone();
                    sorted.sort_unstable();
                    let mut expected = mine.clone();
                    expected.sort_unstable();
                    assert_eq!(sorted, expected, "the hand is the holder's, whole");
                    boards_with_hands += usize::from(!shown.is_empty());
                    let board_json = serde_json::to_string(board).expect("serialises");
                    for (seat, code, _) in &held {
                        if Some(*seat) != holder {
                            assert!(
                                !board_json.contains(&format!("\"{code}\"")),
                                "seat {seat}'s {code} shows to {holder:?}"
                            );
                        }
                    }
                    for t in view.targets.iter().filter(|t| t.kind == TargetKind::Card) {
                        let code = t.id.strip_prefix("card:").expect("a card id");
                        assert!(mine.contains(&code), "{} is not the holder's", t.id);
                    }
                }
            }
            if let Some(job) = table.bot_job() {
                bot_views += 1;
                table.bot_move(job.run(), 0).expect("the bot moves");
                continue;
            }
            let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
            let Some(pick) = enabled.get(rng.below(enabled.len().max(1) as u64) as usize) else {
                continue;
            };
            table
                .dispatch(&Intent::tap(&pick.id), view.version, 0)
                .expect("applies");
        }
        assert_eq!(table.view().screen, Screen::SeriesOver, "seed {seed} ends");
    }
    assert!(
        hand_overs > 20,
        "the phone changed hands {hand_overs} times"
    );
    assert!(
        boards_with_hands > 60,
        "{boards_with_hands} boards showed a hand"
    );
    assert!(bot_views > 60, "{bot_views} views while a bot was to move");
}

fn ganjifa_period(table: &Table) -> Option<cardavia_core::games::ganjifa::Period> {
    let Table::Ganjifa(session) = table else {
        panic!("a Ganjifa table")
    };
    session.game().period()
}

const MINUTE_MS: u64 = 60_000;

/// G3 `clock`: the table sets the period from the phone's local time (the UTC time the shell
/// passes, shifted by the offset it gave): day from 06:00 to 17:59. Nobody is asked.
#[test]
fn a_clock_table_reads_the_local_time_of_day() {
    use cardavia_core::games::ganjifa::Period;
    let setup = |seed| TableSetup {
        game: GameId::Ganjifa,
        options: serde_json::json!({ "period": "clock", "deals": 2 }),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::bot("Bo", Level::Easy),
            SeatSetup::bot("Di", Level::Easy),
        ],
        seed,
        undo: true,
    };
    // India, UTC+5:30: 00:29 UTC is 05:59 there, 00:30 UTC is 06:00.
    let india = 330;
    for (utc_minutes, period) in [(29, Period::Night), (30, Period::Day)] {
        let table =
            Table::new_local(setup(1), Lang::En, utc_minutes * MINUTE_MS, india).expect("valid");
        assert_eq!(ganjifa_period(&table), Some(period), "{utc_minutes}");
        let view = table.view();
        assert!(
            view.targets
                .iter()
                .all(|t| t.id != "day" && t.id != "night"),
            "the dealer is not asked: {:?}",
            view.targets
        );
        let told = if period == Period::Day {
            "By the phone’s clock it is day: Rama is trump."
        } else {
            "By the phone’s clock it is night: Krishna is trump."
        };
        assert!(view.log.iter().any(|l| l == told), "{:?}", view.log);
    }
    // The same instant on a UTC phone is night (00:30).
    let utc = Table::new(setup(1), Lang::En, 30 * MINUTE_MS).expect("valid");
    assert_eq!(ganjifa_period(&utc), Some(Period::Night));
}

/// The offset is the shell's to change, is saved with the table (old saves read as UTC), and
/// the next deal's period waits for the end-of-deal summary to be dismissed.
#[test]
fn the_utc_offset_is_saved_and_used_for_the_next_deal() {
    use cardavia_core::games::ganjifa::Period;
    let setup = TableSetup {
        game: GameId::Ganjifa,
        options: serde_json::json!({ "period": "clock", "deals": 2 }),
        // A person is seated, so the end of the deal waits for "next deal" (bots alone would
        // play straight on).
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::bot("Di", Level::Easy),
            SeatSetup::bot("Eve", Level::Easy),
        ],
        seed: 4,
        undo: true,
    };
    let noon = 12 * 60 * MINUTE_MS;
    let mut table = Table::new(setup, Lang::En, noon).expect("valid");
    assert_eq!(ganjifa_period(&table), Some(Period::Day));
    for _ in 0..400 {
        table.play_bots(noon).expect("bots play");
        let view = table.view();
        if view.screen == Screen::RoundOver {
            break;
        }
        // A card not chosen yet: discards against a Dukal are chosen, then made (G6.3).
        let first = view
            .targets
            .iter()
            .find(|t| t.enabled && !t.selected)
            .expect("Ann has a move")
            .id
            .clone();
        table
            .dispatch(&Intent::tap(&first), view.version, noon)
            .expect("Ann plays");
    }
    assert_eq!(table.view().screen, Screen::RoundOver);
    assert_eq!(
        ganjifa_period(&table),
        None,
        "not read before the next deal starts"
    );
    // New York, UTC−5: 22:59 UTC is 17:59 there (day), but night on a UTC phone.
    table.set_utc_offset_minutes(-300);
    let saved = table.snapshot_json().expect("saves");
    assert!(saved.contains("\"utc_offset_minutes\":-300"), "{saved}");
    let late = (22 * 60 + 59) * MINUTE_MS;
    let next = |text: &str| {
        let mut table = Table::restore_json(text).expect("resumes");
        let v = table.version();
        table
            .dispatch(&Intent::tap("next-round"), v, late)
            .expect("next deal");
        ganjifa_period(&table)
    };
    assert_eq!(next(&saved), Some(Period::Day));
    let old = saved.replace("\"utc_offset_minutes\":-300", "\"utc_offset_minutes\":0");
    assert_eq!(next(&old), Some(Period::Night));
    let older = saved
        .replace(",\"utc_offset_minutes\":-300", "")
        .replace("\"utc_offset_minutes\":-300,", "");
    assert!(!older.contains("utc_offset_minutes"));
    assert_eq!(
        next(&older),
        Some(Period::Night),
        "a save without it is UTC"
    );
}

/// The runtime's time cap reaches a searching bot: a bot job run until a stop that says "now"
/// polls it, still answers with a move the table accepts, and a job run without one never polls.
#[test]
fn a_bot_job_thinks_until_the_callers_stop() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;
    let setup = TableSetup {
        game: GameId::Ganjifa,
        options: serde_json::json!({ "deals": 1, "period": "day" }),
        seats: vec![
            SeatSetup::bot("Ann", Level::Hard),
            SeatSetup::bot("Bo", Level::Hard),
            SeatSetup::bot("Cas", Level::Hard),
        ],
        seed: 6,
        undo: true,
    };
    let mut table = Table::new(setup, Lang::En, 0).expect("valid");
    // The opening (G5.1) is forced; the next seats choose among several cards.
    for _ in 0..2 {
        let polls = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&polls);
        let job = table.bot_job().expect("a bot is due");
        let mv = job.run_until(Box::new(move || {
            counted.fetch_add(1, Ordering::Relaxed);
            true
        }));
        assert!(mv.action.is_some(), "a move even when stopped at once");
        let before = table.version();
        table.bot_move(mv, 0).expect("the move applies");
        assert!(table.version() > before);
        if polls.load(Ordering::Relaxed) > 0 {
            return;
        }
    }
    panic!("no searching decision polled the stop");
}

/// A shell may send every target of a view as a tap, the table's own buttons too.
#[test]
fn the_tables_own_buttons_accept_a_tap() {
    let setup = support::setups::gnav_two_people();
    let mut table = Table::new(setup, Lang::En, 0).expect("valid");
    table.play_bots(0).expect("bots");
    let view = table.view();
    assert!(matches!(view.screen, Screen::HandOver { .. }));
    let button = view.targets.first().expect("the hand-over button");
    let tap = Intent::Tap {
        target: button.id.clone(),
    };
    let after = table
        .dispatch(&tap, view.version, 0)
        .expect("the tap confirms");
    assert_eq!(after.screen, Screen::Playing);
}

/// The board's own cards and tiles are marked as drawn in place; everything else (roll, pass,
/// the table's buttons) is a button the shells draw apart.
#[test]
fn targets_say_whether_the_board_draws_them() {
    let mut table = Table::new(
        TableSetup::default_for(GameId::Dicen, "Ann", 3),
        Lang::En,
        0,
    )
    .expect("valid");
    let view = table.view();
    let roll = view
        .targets
        .iter()
        .find(|t| t.id == "roll")
        .expect("a roll");
    assert!(!roll.on_board);
    let view = table
        .dispatch(&Intent::tap("roll"), view.version, 0)
        .expect("throws");
    let tiles: Vec<_> = view
        .targets
        .iter()
        .filter(|t| t.id.starts_with("tile:"))
        .collect();
    assert!(!tiles.is_empty());
    assert!(tiles.iter().all(|t| t.on_board), "{tiles:?}");
    let Some(cardavia_core::table::BoardView::Dicen { board }) = &view.board else {
        panic!("a DICEN board")
    };
    let drawn: Vec<_> = board
        .players
        .iter()
        .flat_map(|p| &p.boards)
        .flatten()
        .filter_map(|t| t.target.clone())
        .collect();
    for target in &view.targets {
        assert_eq!(target.on_board, drawn.contains(&target.id), "{}", target.id);
    }
}

/// Esc or Back at the table (a way out of a wrong choice that never leaves the table): `Cancel`
/// takes back the chosen tiles and nothing else; with nothing chosen it is refused and changes
/// nothing.
#[test]
fn cancel_takes_back_what_is_chosen_and_only_that() {
    let setup = TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({}),
        seats: vec![SeatSetup::person("Ann")],
        seed: 9,
        undo: true,
    };
    let mut table = Table::new(setup, Lang::En, 0).expect("a solo table");
    let nothing = table.version();
    match table.dispatch(&Intent::Cancel, nothing, 0) {
        Err(e) => assert_eq!(e.kind(), "not-now"),
        Ok(_) => panic!("nothing to take back"),
    }
    assert_eq!(table.version(), nothing, "a refused cancel changes nothing");
    let view = table
        .dispatch(&Intent::tap("roll"), nothing, 0)
        .expect("rolls");
    // A tile that alone does not reach the throw's sum stays selected, waiting for more.
    let tile = view
        .targets
        .iter()
        .filter(|t| t.enabled && t.id.starts_with("tile"))
        .find_map(|t| {
            let after = table
                .clone()
                .dispatch(&Intent::tap(&t.id), view.version, 0)
                .ok()?;
            after
                .targets
                .iter()
                .any(|x| x.selected)
                .then(|| t.id.clone())
        })
        .expect("some tile waits for a second one");
    let chosen = table
        .dispatch(&Intent::tap(&tile), view.version, 0)
        .expect("selects");
    let log_before = chosen.log.clone();
    let back = table
        .dispatch(&Intent::Cancel, chosen.version, 0)
        .expect("takes it back");
    assert!(
        back.targets.iter().all(|t| !t.selected),
        "nothing stays selected"
    );
    assert!(back.version > chosen.version);
    assert_eq!(back.log, log_before, "no move was played");
    assert_eq!(back.dice, chosen.dice, "the throw stays");
}

/// A bot's move travels typed (no notation written out and read back, so nothing is lost or misread
/// on the way); a move made for another game's table is refused and changes nothing.
#[test]
fn a_bot_move_for_another_game_is_refused() {
    let mut gnav_setup = TableSetup::default_for(GameId::Gnav, "Ann", 4);
    gnav_setup.seats = (1..=4)
        .map(|i| SeatSetup::bot(&format!("Bot {i}"), Level::Easy))
        .collect();
    let gnav = Table::new(gnav_setup, Lang::En, 0).expect("a table of bots");
    let job = gnav.bot_job().expect("a bot is due");
    let moved = job.run();
    assert!(moved.action.is_some(), "the bot moves");
    let mut dicen = Table::new(
        TableSetup::default_for(GameId::Dicen, "Ann", 4),
        Lang::En,
        0,
    )
    .expect("a DICEN table");
    let before = dicen.view();
    let foreign = cardavia_core::table::BotMove {
        seat: 0,
        version: dicen.version(),
        action: moved.action,
    };
    assert!(dicen.bot_move(foreign, 0).is_err());
    assert_eq!(dicen.view(), before, "nothing changed");
}
