use super::*;
use crate::engine::{Forced, Match, TableRng};
use crate::games::dica::*;
use crate::games::dica::{DicaOptions, TeamOptions};
use crate::l10n::{try_text, Lang};

/// Renders `msg` strictly in English: a missing message or argument fails.
fn render(msg: &Msg) -> String {
    let text = try_text(Lang::En, msg).unwrap_or_else(|e| panic!("{}: {e}", msg.id));
    assert!(!text.is_empty(), "{}", msg.id);
    text
}

/// Random play of whole series, challenges and timeouts included: every status, target,
/// refusal, card, duel, log line and score the table shows exists in English with the
/// arguments it needs.
#[test]
fn everything_the_table_says_is_in_english() {
    let names = ["Ann, Bea".to_string(), "Bot".to_string()];
    let ctx = ViewCtx {
        lang: Lang::En,
        names: &names,
        selection: &[],
        people: vec![true, false],
    };
    for spec in Dica::option_specs() {
        render(&spec.label);
        for choice in &spec.choices {
            render(&choice.label);
        }
    }
    let options = DicaOptions {
        teams: [
            TeamOptions {
                players: vec!["Ann".into(), "Bea".into()],
            },
            Default::default(),
        ],
        ..DicaOptions::default()
    };
    let mut lines = std::collections::BTreeSet::new();
    let mut legal = Vec::new();
    for seed in 0..6 {
        let mut m = Match::<Dica>::new(&options, 2, seed).expect("new");
        let mut rng = TableRng::seeded(seed);
        loop {
            let before = m.game().clone();
            let actor = if m.to_act() == ToAct::Chance {
                m.step_chance().expect("chance");
                Actor::Chance
            } else {
                let mut choices = Vec::new();
                for seat in 0..2u8 {
                    m.game().legal_actions(seat, &mut legal);
                    choices.extend(legal.iter().map(|&a| (seat, a)));
                }
                let Some(&(seat, action)) =
                    choices.get(rng.below(choices.len().max(1) as u64) as usize)
                else {
                    break;
                };
                m.act(Actor::Seat(seat), action).expect("legal");
                Actor::Seat(seat)
            };
            let Some(entry) = m.log().last() else { break };
            let g = m.game();
            for line in Dica::narrate(&before, actor, &entry.action, g, &ctx) {
                lines.insert(render(&line));
            }
            render(&g.status(&ctx));
            let mut targets = Vec::new();
            g.targets(&ctx, &mut targets);
            for t in &targets {
                render(&t.label);
                render(&t.a11y);
                if let Tap::Refused(why) = &t.tap {
                    render(why);
                }
            }
            for id in CardId::all() {
                render(&card_msg(id, g.board().card(id)));
            }
            if let Some(duel) = g.duel_msg(&ctx) {
                render(&duel);
            }
            for seat in 0..2 {
                render(&g.seat_score(seat).0);
            }
            for round in 0..g.finished().len() {
                render(&g.round_label(round));
            }
        }
    }
    // The log names teams with whose hands the device is in.
    assert!(lines.iter().any(|l| l.starts_with("Team Red (Bea) ")));
    assert!(lines.iter().any(|l| l.starts_with("Team Blue (Bot) ")));
    assert!(lines.iter().any(|l| l.contains("time is up")));
    assert!(lines.iter().any(|l| l.contains("duel")));
}

/// Every option choice is a value DiCa's options accept, and the defaults are the rule
/// book's (D3, D4.7, D10, D11).
#[test]
fn option_choices_are_valid_options_and_default_to_the_rule_book() {
    let mut defaults = serde_json::Map::new();
    for spec in Dica::option_specs() {
        for choice in &spec.choices {
            let json = serde_json::json!({ spec.key: choice.value });
            let options: DicaOptions =
                serde_json::from_value(json.clone()).unwrap_or_else(|e| panic!("{json}: {e}"));
            assert!(Dica::new(&options, 2).is_ok(), "{json}");
        }
        let default = spec.choices.get(spec.default).expect("a default choice");
        defaults.insert(spec.key.to_string(), default.value.clone());
    }
    let parsed: DicaOptions = serde_json::from_value(defaults.into()).expect("the defaults parse");
    assert_eq!(parsed, DicaOptions::default());
}

/// A mirrored deal in value order (Team Red's 6a–12a, Team Blue's 6b–12b), then `dice`.
fn dealt(dice: &[u8]) -> Match<Dica> {
    let deck = (0..2).flat_map(|_| (6..=12).map(|v: u8| v.to_string()));
    let forced = Forced::new(dice.iter().copied(), deck);
    let mut m = Match::<Dica>::new(&DicaOptions::default(), 2, 1)
        .expect("new")
        .with_forced(forced);
    m.resolve_chance().expect("dealt");
    m
}

fn clock_after(m: &mut Match<Dica>, seat: Seat, action: Action) -> Option<TurnClock> {
    m.act(Actor::Seat(seat), action).expect("legal");
    m.resolve_chance().expect("chance");
    m.game().clock()
}

/// D10: a roll and its placement share the turn's clock; the next turn, a bonus roll and
/// each duel roll start their own.
#[test]
fn the_clock_restarts_with_each_timed_moment() {
    // Team Red's 6a gets a 2; Team Blue neutralises it with a 4 and rolls again.
    let mut m = dealt(&[2, 4, 1]);
    let start = m.game().clock().expect("a clock");
    assert_eq!((start.seat, start.limit_ms), (0, 30_000));
    let placing = clock_after(&mut m, 0, Action::Roll).expect("a clock");
    assert_eq!(placing, start, "the roll and its placement share the turn");
    let six = CardId::new(6, 0).expect("6a");
    let blue = clock_after(&mut m, 0, Action::Place(six)).expect("a clock");
    assert_eq!(blue.seat, 1);
    let bonus = {
        clock_after(&mut m, 1, Action::Roll);
        clock_after(&mut m, 1, Action::Place(six)).expect("a clock")
    };
    assert_eq!(
        m.game().phase(),
        Phase::Roll {
            team: 1,
            bonus: true
        }
    );
    assert_eq!(bonus.seat, 1);
    assert_ne!(bonus.turn, blue.turn, "a bonus roll has its own time");

    // Team Red builds 12a to 3 + 3; Team Blue challenges it, Red accepts, Blue misses twice.
    let mut m = dealt(&[3, 1, 3, 1, 2]);
    let twelve = CardId::new(12, 0).expect("12a");
    clock_after(&mut m, 0, Action::Roll);
    clock_after(&mut m, 0, Action::Place(twelve));
    clock_after(&mut m, 1, Action::Roll);
    clock_after(&mut m, 1, Action::Place(CardId::new(6, 1).expect("6b")));
    clock_after(&mut m, 0, Action::Roll);
    let blue = clock_after(&mut m, 0, Action::Place(twelve)).expect("a clock");
    let answer = clock_after(&mut m, 1, Action::Challenge(twelve)).expect("a clock");
    assert_eq!(answer.seat, 0, "the owner answers on its own time");
    let first = clock_after(&mut m, 0, Action::Accept).expect("a clock");
    let second = clock_after(&mut m, 1, Action::Roll).expect("a clock");
    let third = clock_after(&mut m, 1, Action::Roll).expect("a clock");
    assert_eq!([first.seat, second.seat, third.seat], [1, 1, 1]);
    let turns = [blue.turn, first.turn, second.turn, third.turn];
    for (i, a) in turns.iter().enumerate() {
        assert!(
            !turns[i + 1..].contains(a),
            "duel rolls each have their own time"
        );
    }
    assert_eq!(m.game().timeout(1), Some(Action::Timeout));
    assert_eq!(m.game().timeout(0), None, "only the roller's time runs");
    let off = DicaOptions {
        time_limit: TimeLimit::Off,
        ..DicaOptions::default()
    };
    let mut m = Match::<Dica>::new(&off, 2, 1).expect("new");
    m.resolve_chance().expect("dealt");
    assert_eq!(m.game().clock(), None);
    assert_eq!(m.game().timeout(0), None);
}
