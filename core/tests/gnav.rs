//! Gnav beyond the scenarios: invariants over many random series (cards conserved, lives only
//! ever taken from living players), what each seat may see (K7), set-up and forced-deck errors,
//! the stats tallies, and the English messages.

use cardavia_core::ai::Bots;
use cardavia_core::ai::Level;
use cardavia_core::engine::Observe;
use cardavia_core::engine::{
    Actor, Forced, ForcedError, Game, Match, Refusal, Seat, TableRng, ToAct,
};
use cardavia_core::games::gnav::{
    Action, Card, CardCounts, Event, Gnav, GnavOptions, Knowledge, Stage, Table, Witness,
};
use cardavia_core::l10n::{Arg, Msg};
use std::collections::HashMap;

/// Plays a match with a mix of bots and random moves, calling `check` after every action.
fn play(seats: usize, options: &GnavOptions, seed: u64, mut check: impl FnMut(&Match<Gnav>)) {
    let mut m: Match<Gnav> = Match::new(options, seats, seed).expect("valid set-up");
    let mut rng = TableRng::seeded(seed ^ 0x5EED);
    let mut bots: Vec<_> = (0..seats)
        .map(|s| Gnav::bot(Level::ALL[(s + seed as usize) % 3]))
        .collect();
    let mut legal = Vec::new();
    loop {
        check(&m);
        match m.to_act() {
            ToAct::Nobody => break,
            ToAct::Chance => {
                m.step_chance().expect("chance applies");
            }
            ToAct::Seats { due, .. } => {
                m.game().legal_actions(due, &mut legal);
                let action = if rng.below(4) == 0 {
                    legal[rng.below(legal.len() as u64) as usize]
                } else {
                    let view = m.game().observation(due);
                    bots[usize::from(due)]
                        .choose(&view, due, &legal, &mut rng)
                        .expect("a bot always answers")
                };
                m.act(Actor::Seat(due), action).expect("legal");
            }
        }
    }
}

#[test]
fn cards_are_conserved_and_lives_only_fall_within_a_game() {
    for seats in 2..=8usize {
        let options = GnavOptions { games: 2, lives: 3 };
        for seed in 0..12 {
            let mut last: Option<(u8, Vec<u8>)> = None;
            play(seats, &options, seed, |m| {
                let g = m.game();
                let table = g.table();
                assert_eq!(
                    table.card_total(),
                    42,
                    "K1: 42 cards, seats {seats} seed {seed}"
                );
                let lives: Vec<u8> = (0..seats as Seat).map(|s| table.lives(s)).collect();
                assert!(lives.iter().all(|&l| l <= options.lives));
                if let Some((game, before)) = &last {
                    if *game == g.game() {
                        for (s, (b, a)) in before.iter().zip(&lives).enumerate() {
                            assert!(a <= b, "seat {s} gained a life within a game");
                            assert!(b - a <= 2, "seat {s} lost more than two lives in one step");
                        }
                    }
                }
                last = Some((g.game(), lives.clone()));
                for s in 0..seats as Seat {
                    if table.lives(s) == 0 || g.resting().contains(s) {
                        assert!(!table.in_deal().contains(s) || table.lives(s) == 0);
                        assert_ne!(m.to_act(), ToAct::seat(s), "seat {s} may not play");
                    }
                    if g.resting().contains(s) {
                        assert_eq!(table.hand(s), None, "K5.5: a resting player has no card");
                    }
                }
                if let ToAct::Seats { due, .. } = m.to_act() {
                    assert!(table.participates(due) && table.hand(due).is_some());
                }
            });
        }
    }
}

/// Tracks every life through the events and fails if a life is taken from a player who has
/// none, or if an event's count disagrees with the tracked one.
struct LifeCounter {
    lives: Vec<u8>,
}

impl Witness for LifeCounter {
    fn see(&mut self, event: Event<Card>) {
        if let Event::LifeLost { seat, lives } = event {
            let tracked = &mut self.lives[usize::from(seat)];
            assert!(*tracked > 0, "seat {seat} lost a life it did not have");
            *tracked -= 1;
            assert_eq!(*tracked, lives);
        }
    }
}

#[test]
fn every_life_lost_is_taken_from_a_living_player() {
    let mut rng = TableRng::seeded(11);
    for game in 0..2000u64 {
        let n = 2 + (game % 7) as u8;
        let mut table = Table::new(n, 1 + (game % 3) as u8);
        let mut counter = LifeCounter {
            lives: (0..n).map(|s| table.lives(s)).collect(),
        };
        let mut dealer = 0;
        while table.alive().len() >= 2 {
            let alive = table.alive();
            table.start_deal(dealer, alive);
            loop {
                let stock = *table.stock();
                let pick = |rng: &mut TableRng| {
                    stock
                        .nth_where(rng.below(u64::from(stock.total())) as u8, |_| true)
                        .expect("the stock is never empty")
                };
                let result = match table.stage() {
                    Stage::Dealing => table.deal(pick(&mut rng), &mut counter),
                    Stage::Drawing(_) => table.draw(pick(&mut rng), &mut counter),
                    Stage::Turn(_) if rng.below(2) == 0 => table.keep(&mut counter),
                    Stage::Turn(_) => table.swap(&mut counter),
                    Stage::Done(_) => break,
                };
                result.expect("a legal step");
                assert_eq!(table.card_total(), 42);
            }
            let lives: Vec<u8> = (0..n).map(|s| table.lives(s)).collect();
            assert_eq!(lives, counter.lives, "the table and the events agree");
            dealer = (1..=n)
                .map(|k| (dealer + k) % n)
                .find(|&s| table.lives(s) > 0)
                .unwrap_or(dealer);
        }
    }
}

/// Every card a seat's observation claims to know is where it says (soundness), and its unseen
/// cards are exactly the 42 less what it knows.
#[test]
fn observations_only_claim_what_is_true() {
    for seed in 0..40 {
        play(
            4 + (seed % 3) as usize,
            &GnavOptions::default(),
            seed,
            |m| {
                let g = m.game();
                let table = g.table();
                for seat in 0..g.seat_count() as Seat {
                    let view = g.observation(seat);
                    for (s, p) in view.players.iter().enumerate() {
                        let truth = table.hand(s as Seat);
                        match p.card {
                            Some(Knowledge::Known(card)) => assert_eq!(Some(card), truth),
                            Some(k @ Knowledge::Hidden { .. }) => {
                                let truth = truth.expect("a hidden card exists");
                                assert!(k.admits(truth), "{k:?} does not admit {truth}");
                            }
                            None => assert_eq!(truth, None),
                        }
                    }
                    if table.in_deal().contains(seat) && table.lives(seat) > 0 {
                        assert_eq!(
                            view.my_card(),
                            table.hand(seat),
                            "a seat knows its own card"
                        );
                    }
                    let mut discard = *table.discard();
                    for k in &view.discard {
                        if let Knowledge::Known(card) = k {
                            assert!(discard.take(*card), "a known discard is in the discard");
                        }
                    }
                    assert_eq!(view.discard.len(), usize::from(table.discard().total()));
                    let known = view
                        .players
                        .iter()
                        .filter_map(|p| p.card.and_then(Knowledge::card))
                        .count()
                        + view.discard.iter().filter(|k| k.card().is_some()).count()
                        + view.set_aside.len();
                    assert_eq!(usize::from(view.unseen().total()) + known, 42);
                }
            },
        );
    }
}

fn deck_of(cards: &[Card]) -> Vec<String> {
    cards.iter().map(Card::to_string).collect()
}

fn observations_json(g: &Gnav) -> Vec<String> {
    (0..g.seat_count() as Seat)
        .map(|s| serde_json::to_string(&g.observation(s)).expect("serialises"))
        .collect()
}

/// The seats an event hands a card to.
fn receivers(event: &Event<Card>) -> Vec<Seat> {
    match *event {
        Event::Dealt { seat, .. } | Event::Draw { seat, .. } => vec![seat],
        Event::Swap { from, to, .. } => vec![from, to],
        Event::Undo { a, b, .. } => vec![a, b],
        _ => Vec::new(),
    }
}

/// K7, by counterfactual: two deals that differ in one ordinary card, played with the same
/// choices. Until the settlement reveals everything, every seat that never held that card must
/// observe exactly the same in both — so nothing about a hidden card leaks, whoever holds it
/// and wherever swaps, undos and draws carry it.
#[test]
fn a_hidden_card_leaks_to_nobody_who_never_held_it() {
    let mut rng = TableRng::seeded(7);
    let plain = |c: Card| c.is_ordinary() && c != Card::Narr;
    let mut compared_steps = 0;
    for trial in 0..600u64 {
        let seats = 3 + (trial % 5) as usize;
        let mut deck: Vec<Card> = CardCounts::FULL.cards().collect();
        rng.shuffle(&mut deck);
        let Some(changed) = (0..seats).find(|&i| plain(deck[i])) else {
            continue;
        };
        // A card from deep in the stock: one deal never draws more than six.
        let Some(other) =
            (seats + 6..deck.len()).find(|&i| plain(deck[i]) && deck[i] != deck[changed])
        else {
            continue;
        };
        let mut twin = deck.clone();
        twin.swap(changed, other);
        let options = GnavOptions::default();
        let start = |d: &[Card]| {
            let mut m: Match<Gnav> = Match::new(&options, seats, trial)
                .expect("valid")
                .with_forced(Forced::new([], deck_of(d)));
            m.resolve_chance().expect("dealt");
            m
        };
        let (mut a, mut b) = (start(&deck), start(&twin));
        let mut held = vec![false; seats];
        let mut chooser = TableRng::seeded(trial);
        loop {
            let (ga, gb) = (a.game(), b.game());
            if ga.deal() != 1 {
                break;
            }
            for s in 0..seats as Seat {
                held[usize::from(s)] |= ga.table().hand(s) != gb.table().hand(s);
            }
            // A Katt's undos pass cards through hands within one action: whoever took part in
            // a movement of the changed card held it.
            for (ea, eb) in ga.events().iter().zip(gb.events()) {
                if ea != eb {
                    for s in receivers(ea) {
                        held[usize::from(s)] = true;
                    }
                }
            }
            let (va, vb) = (observations_json(ga), observations_json(gb));
            for s in 0..seats {
                if !held[s] {
                    assert_eq!(
                        va[s], vb[s],
                        "trial {trial}: seat {s} saw a card it never held"
                    );
                    compared_steps += 1;
                }
            }
            let ToAct::Seats { due, .. } = a.to_act() else {
                break;
            };
            let action = if chooser.below(2) == 0 {
                Action::Keep
            } else {
                Action::Swap
            };
            a.act(Actor::Seat(due), action).expect("legal");
            b.act(Actor::Seat(due), action).expect("the same flow");
            a.resolve_chance().expect("forced");
            b.resolve_chance().expect("forced");
        }
    }
    assert!(
        compared_steps > 5000,
        "the test compared too little: {compared_steps}"
    );
}

/// K3.2, K7: a swap shows the two cards to the two players who exchanged them, and to nobody
/// else — the others see who asked whom and that a swap happened.
#[test]
fn a_swap_shows_its_cards_only_to_the_two_players() {
    let run = |second: Card| {
        let deck = deck_of(&[Card::V, second, Card::VII, Card::VIII]);
        let mut m: Match<Gnav> = Match::new(&GnavOptions::default(), 4, 0)
            .expect("valid")
            .with_forced(Forced::new([], deck));
        m.resolve_chance().expect("dealt");
        m.act(Actor::Seat(0), Action::Swap)
            .expect("seat 0 asks seat 1");
        m
    };
    let (a, b) = (run(Card::IX), run(Card::II));
    for seat in [0, 1] {
        let view = a.game().observation(seat);
        assert!(view.events.contains(&Event::Swap {
            from: 0,
            to: 1,
            from_gets: Some(Card::IX),
            to_gets: Some(Card::V)
        }));
        assert_eq!(view.card_of(0), Some(Card::IX));
        assert_eq!(view.card_of(1), Some(Card::V));
    }
    for seat in [2, 3] {
        let view = a.game().observation(seat);
        assert!(view.events.contains(&Event::Swap {
            from: 0,
            to: 1,
            from_gets: None,
            to_gets: None
        }));
        assert_eq!(
            view.players[0].card,
            Some(Knowledge::Hidden { ordinary: true }),
            "seat 0 got what seat 1 had to accept with: an ordinary card"
        );
        assert_eq!(
            view.players[1].card,
            Some(Knowledge::Hidden { ordinary: false })
        );
        assert_eq!(
            serde_json::to_string(&view).expect("json"),
            serde_json::to_string(&b.game().observation(seat)).expect("json"),
            "seat {seat} cannot tell an IX from a II"
        );
    }
}

#[test]
fn set_ups_outside_the_rules_are_refused() {
    for seats in [0, 1, 9, 16] {
        let err = Gnav::new(&GnavOptions::default(), seats).expect_err("seat count");
        assert_eq!(err.kind, "seat-count");
    }
    for options in [
        GnavOptions { games: 0, lives: 3 },
        GnavOptions {
            games: 11,
            lives: 3,
        },
        GnavOptions { games: 3, lives: 0 },
        GnavOptions {
            games: 3,
            lives: 10,
        },
    ] {
        assert_eq!(Gnav::new(&options, 4).expect_err("option").kind, "option");
    }
    assert!(serde_json::from_str::<GnavOptions>(r#"{"lifes": 2}"#).is_err());
    let options: GnavOptions = serde_json::from_str(r#"{"lives": 2}"#).expect("partial options");
    assert_eq!(options, GnavOptions { games: 3, lives: 2 });
}

#[test]
fn forced_cards_that_cannot_be_dealt_are_errors_not_panics() {
    let mut m: Match<Gnav> = Match::new(&GnavOptions::default(), 4, 0)
        .expect("valid")
        .with_forced(Forced::new(
            [],
            deck_of(&[Card::Narr, Card::Narr, Card::Narr]),
        ));
    assert!(matches!(
        m.resolve_chance(),
        Err(cardavia_core::engine::PlayError::Forced(
            ForcedError::BadCard { .. }
        ))
    ));
    assert_eq!(
        m.game().table().hand(1),
        Some(Card::Narr),
        "the two good cards were dealt"
    );
    let mut m: Match<Gnav> = Match::new(&GnavOptions::default(), 4, 0)
        .expect("valid")
        .with_forced(Forced::new([], ["joker".to_string()]));
    assert!(m.resolve_chance().is_err());
    assert_eq!(m.log().len(), 0, "nothing was dealt");
}

#[test]
fn chance_gives_each_card_left_its_share() {
    let mut m: Match<Gnav> = Match::new(&GnavOptions::default(), 4, 0)
        .expect("valid")
        .with_forced(Forced::new([], deck_of(&[Card::V, Card::V, Card::Narr])));
    let mut outcomes = Vec::new();
    m.game().chance_outcomes(&mut outcomes);
    assert_eq!(outcomes.len(), 21);
    assert!(outcomes.iter().all(|(_, p)| p.num() == 2 && p.den() == 42));
    for _ in 0..3 {
        m.step_chance().expect("forced");
    }
    m.game().chance_outcomes(&mut outcomes);
    assert_eq!(outcomes.len(), 20, "no V is left");
    let narr = outcomes
        .iter()
        .find(|(a, _)| a.to_string() == "deal narr")
        .expect("one Narr is left");
    assert_eq!((narr.1.num(), narr.1.den()), (1, 39));
}

#[test]
fn rounds_report_each_game_with_lives_and_tallies() {
    // Two players, one life, two games: seat 0's III loses game 1; seat 1's II loses game 2.
    let deck = deck_of(&[Card::III, Card::X, Card::II, Card::IX]);
    let mut m: Match<Gnav> = Match::new(&GnavOptions { games: 2, lives: 1 }, 2, 0)
        .expect("valid")
        .with_forced(Forced::new([], deck));
    loop {
        m.resolve_chance().expect("forced");
        let ToAct::Seats { due, .. } = m.to_act() else {
            break;
        };
        m.act(Actor::Seat(due), Action::Keep).expect("keep");
    }
    let rounds = m.game().rounds();
    assert_eq!(rounds.len(), 2);
    assert_eq!(rounds[0].points, [0, 1]);
    assert_eq!(rounds[0].winners.iter().collect::<Vec<_>>(), [1]);
    assert_eq!(
        rounds[1].points,
        [1, 0],
        "game 2: seat 1 deals; seat 1 is dealt the II"
    );
    let tally = |r: usize, seat: Seat, name: &str| {
        rounds[r]
            .tallies
            .iter()
            .find(|t| t.seat == seat && t.name == name)
            .map(|t| t.value)
    };
    assert_eq!(tally(0, 0, "lives-lost"), Some(1));
    assert_eq!(tally(0, 1, "lives-lost"), Some(0));
    assert_eq!(tally(0, 1, "survivals"), Some(1));
    assert_eq!(tally(0, 0, "deals"), Some(1));
    assert_eq!(tally(1, 0, "survivals"), Some(1));
    let outcome = m.game().outcome().expect("over");
    assert_eq!(
        outcome.winners.iter().collect::<Vec<_>>(),
        [0, 1],
        "one game and one life each"
    );
    assert_eq!(m.game().score(0), 1);
}

/// Every message the Gnav core can produce has an English text naming the same variables.
#[test]
fn every_gnav_message_has_english_text() {
    let ftl = include_str!("../../locales/en/gnav.ftl");
    let mut texts: HashMap<&str, String> = HashMap::new();
    let mut current: Option<&str> = None;
    for line in ftl.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if let Some((id, rest)) = line.split_once(" = ").filter(|_| !line.starts_with(' ')) {
            texts.insert(id, rest.to_string());
            current = Some(id);
        } else if let Some(id) = current {
            texts.entry(id).or_default().push_str(line);
        }
    }
    let mut msgs: Vec<Msg> = Card::ALL.iter().map(|c| c.name_msg()).collect();
    msgs.push(cardavia_core::games::GameId::Gnav.name_msg());
    msgs.extend([
        Gnav::new(&GnavOptions { games: 0, lives: 3 }, 4)
            .expect_err("")
            .message,
        Gnav::new(&GnavOptions { games: 3, lives: 0 }, 4)
            .expect_err("")
            .message,
    ]);
    let mut m: Match<Gnav> = Match::new(&GnavOptions::default(), 4, 0)
        .expect("valid")
        .with_forced(Forced::new([], deck_of(&[Card::Narr, Card::Narr])));
    m.step_chance().expect("narr");
    m.step_chance().expect("narr");
    let mut game = m.game().clone();
    for (actor, text) in [
        (Actor::Chance, "deal narr"),
        (Actor::Chance, "draw V"),
        (Actor::Seat(0), "keep"),
    ] {
        let err = game
            .apply(actor, &text.parse().expect("notation"))
            .expect_err(text);
        msgs.push(err.message());
    }
    let samples = [
        Event::Dealt {
            seat: 0,
            card: Card::V,
        },
        Event::Keep { seat: 0 },
        Event::Ask {
            from: 0,
            to: Some(1),
        },
        Event::Ask { from: 0, to: None },
        Event::Show {
            seat: Some(1),
            card: Card::Hus,
        },
        Event::Show {
            seat: None,
            card: Card::Katt,
        },
        Event::Swap {
            from: 0,
            to: 1,
            from_gets: Card::V,
            to_gets: Card::II,
        },
        Event::Draw {
            seat: 0,
            card: Card::V,
            discards: Card::II,
        },
        Event::LifeLost { seat: 0, lives: 2 },
        Event::Undo {
            a: 0,
            b: 1,
            a_gets: Card::V,
            b_gets: Card::II,
        },
    ];
    msgs.extend(samples.iter().map(|e| e.message(|s| format!("P{s}"))));
    fn walk(msg: &Msg, texts: &HashMap<&str, String>) {
        let text = texts
            .get(msg.id.as_ref())
            .unwrap_or_else(|| panic!("{} has no English text", msg.id));
        for (name, arg) in &msg.args {
            assert!(
                text.contains(&format!("${name}")),
                "{} does not use ${name}",
                msg.id
            );
            if let Arg::Msg(inner) = arg {
                walk(inner, texts);
            }
        }
    }
    for msg in &msgs {
        assert!(msg.id.starts_with("gnav-"), "{}", msg.id);
        walk(msg, &texts);
    }
}
