//! The generic conformance suite, in the spirit of OpenSpiel's RandomSimTest: thousands of seeded
//! random matches per game, checking the engine contract at every step. A game joins with one
//! `conformance!` line at the bottom.

use cardavia_core::engine::{
    play_out_stepwise, Actor, Game, Match, PlayError, Prob, Seat, TableRng, ToAct,
};
use std::collections::BTreeSet;

/// How many random matches each line plays; `CARDAVIA_CONFORMANCE_GAMES` overrides it.
fn matches_per_line(default: u64) -> u64 {
    std::env::var("CARDAVIA_CONFORMANCE_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn state<G: Game>(game: &G) -> String {
    serde_json::to_string(game).expect("every state serialises")
}

/// Snapshot -> JSON -> restore -> snapshot must give the same JSON.
fn check_snapshot<G: Game>(m: &Match<G>, context: &str) {
    let first = serde_json::to_string(&m.snapshot()).expect("snapshot serialises");
    let restored = Match::<G>::restore_json(&first)
        .unwrap_or_else(|e| panic!("{context}: snapshot does not restore: {e}"));
    let second = serde_json::to_string(&restored.snapshot()).expect("snapshot serialises");
    assert_eq!(
        first, second,
        "{context}: snapshot -> restore -> snapshot differs"
    );
}

fn is_checkpoint(len: usize) -> bool {
    len <= 10 || len.is_power_of_two()
}

/// The game's own random playout from here ends where the stepwise one through the contract
/// does: the same state, counts and RNG draws. One chooser for every seat at some checkpoints,
/// one per seat at others (as `cardavia simulate` gives them).
fn check_playout<G: Game>(game: &G, seed: u64, len: usize, context: &str) {
    let rngs = if len.is_multiple_of(2) {
        1
    } else {
        game.seat_count()
    };
    let mut fast = (game.clone(), TableRng::seeded(seed), Vec::new());
    fast.2 = (0..rngs as u64)
        .map(|s| TableRng::seeded(seed ^ (s + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)))
        .collect();
    let mut slow = fast.clone();
    let by_game = fast.0.play_out_randomly(&mut fast.1, &mut fast.2);
    let stepwise = play_out_stepwise(&mut slow.0, &mut slow.1, &mut slow.2);
    assert_eq!(by_game, stepwise, "{context}: the playouts' counts differ");
    assert_eq!(
        state(&fast.0),
        state(&slow.0),
        "{context}: the playouts end apart"
    );
    assert_eq!(
        fast.1, slow.1,
        "{context}: the playouts drew chance differently"
    );
    assert_eq!(
        fast.2, slow.2,
        "{context}: the playouts drew moves differently"
    );
}

/// Plays `count` random matches from `seed0` and checks the contract at every step.
pub fn random_matches<G: Game>(options: &G::Options, seats: usize, count: u64, seed0: u64) {
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    for seed in seed0..seed0 + count {
        let mut m: Match<G> = Match::new(options, seats, seed).expect("options are valid");
        let mut chooser = TableRng::seeded(seed ^ 0xC0FFEE);
        // Every action notation seen in this match: candidates for illegal moves later.
        let mut seen: BTreeSet<String> = BTreeSet::new();
        let bounds = m.game().score_bounds();
        let mut steps = 0u64;
        loop {
            let context = format!("{} seed {seed} after {} actions", G::ID, m.log().len());
            if is_checkpoint(m.log().len()) {
                check_snapshot(&m, &context);
            }
            if m.log().len() <= 2 || m.log().len().is_power_of_two() {
                check_playout(m.game(), seed ^ steps, m.log().len(), &context);
            }
            for s in 0..seats as Seat {
                let score = m.game().score(s);
                assert!(
                    bounds.contains(&score),
                    "{context}: seat {s} score {score} outside {bounds:?}"
                );
            }
            steps += 1;
            assert!(steps < 1_000_000, "{context}: the match does not end");
            match m.to_act() {
                ToAct::Nobody => {
                    assert!(m.game().is_over(), "{context}");
                    let outcome = m.game().outcome().expect("an ended match has an outcome");
                    assert!(
                        !outcome.winners.is_empty(),
                        "{context}: nobody won or shared"
                    );
                    for s in 0..seats as Seat {
                        m.game().legal_actions(s, &mut legal);
                        assert!(
                            legal.is_empty(),
                            "{context}: seat {s} may act after the end"
                        );
                    }
                    break;
                }
                ToAct::Chance => {
                    m.game().chance_outcomes(&mut outcomes);
                    assert!(
                        !outcomes.is_empty(),
                        "{context}: chance is due with no outcomes"
                    );
                    assert!(
                        outcomes
                            .iter()
                            .all(|(_, p)| p.num() > 0 && p.num() <= p.den()),
                        "{context}: a probability outside (0, 1]"
                    );
                    assert!(
                        Prob::sums_to_one(outcomes.iter().map(|(_, p)| *p)),
                        "{context}: chance probabilities do not sum to 1"
                    );
                    for s in 0..seats as Seat {
                        m.game().legal_actions(s, &mut legal);
                        assert!(
                            legal.is_empty(),
                            "{context}: seat {s} may act while chance is due"
                        );
                    }
                    // sample_chance draws what pick over the listed outcomes draws, moving the
                    // RNG as far: a game that overrides it replays saves made either way.
                    let mut by_list = TableRng::seeded(seed.wrapping_add(steps));
                    let mut by_sample = by_list.clone();
                    let probs: Vec<Prob> = outcomes.iter().map(|(_, p)| *p).collect();
                    let listed = outcomes[by_list.pick(&probs)].0.clone();
                    let sampled = m.game().sample_chance(&mut by_sample, &mut Vec::new());
                    assert_eq!(sampled, Some(listed), "{context}: sample_chance differs");
                    assert_eq!(
                        by_sample, by_list,
                        "{context}: sample_chance moved the RNG differently"
                    );
                    m.step_chance().expect("a chance outcome applies");
                }
                ToAct::Seats { due, may } => {
                    assert!(
                        may.contains(due),
                        "{context}: the due seat is not among those who may act"
                    );
                    let mut choices: Vec<(Seat, G::Action)> = Vec::new();
                    for s in 0..seats as Seat {
                        m.game().legal_actions(s, &mut legal);
                        assert_eq!(
                            !legal.is_empty(),
                            may.contains(s),
                            "{context}: seat {s}'s legal actions disagree with to_act"
                        );
                        for action in &legal {
                            let text = action.to_string();
                            let back: G::Action = text.parse().unwrap_or_else(|e| {
                                panic!("{context}: {text:?} does not parse back: {e}")
                            });
                            assert_eq!(&back, action, "{context}: notation does not round-trip");
                            let mut trial = m.game().clone();
                            trial.apply(Actor::Seat(s), action).unwrap_or_else(|e| {
                                panic!("{context}: legal {text} by seat {s} refused: {e}")
                            });
                            seen.insert(text);
                            choices.push((s, action.clone()));
                        }
                    }
                    // sample_legal draws what a pick from the listed actions draws, moving the
                    // RNG as far: random playouts are the same whichever way they draw.
                    let due_legal = legal_of(&m, due);
                    let mut by_list = TableRng::seeded(seed ^ steps);
                    let mut by_sample = by_list.clone();
                    let listed = due_legal[by_list.below(due_legal.len() as u64) as usize].clone();
                    let sampled = m.game().sample_legal(due, &mut by_sample, &mut Vec::new());
                    assert_eq!(sampled, Some(listed), "{context}: sample_legal differs");
                    assert_eq!(
                        by_sample, by_list,
                        "{context}: sample_legal moved the RNG differently"
                    );
                    check_illegal_refused(
                        &m,
                        due,
                        &legal_of(&m, due),
                        &seen,
                        &mut chooser,
                        &context,
                    );
                    let pick = chooser.below(choices.len() as u64) as usize;
                    let (seat, action) = choices.swap_remove(pick);
                    m.act(Actor::Seat(seat), action)
                        .expect("a legal action applies");
                }
            }
        }
        let end = state(m.game());
        let replayed = Match::<G>::replay(options, seats, seed, m.log().iter().cloned())
            .unwrap_or_else(|e| panic!("{} seed {seed}: the log does not replay: {e}", G::ID));
        assert_eq!(
            state(replayed.game()),
            end,
            "{} seed {seed}: replay differs",
            G::ID
        );
        check_snapshot(&m, &format!("{} seed {seed} at the end", G::ID));
    }
}

fn legal_of<G: Game>(m: &Match<G>, seat: Seat) -> Vec<G::Action> {
    let mut out = Vec::new();
    m.game().legal_actions(seat, &mut out);
    out
}

/// An action seen earlier that is not legal now must be refused, and change nothing. A seat that
/// may not act must be refused whatever it sends.
fn check_illegal_refused<G: Game>(
    m: &Match<G>,
    due: Seat,
    legal: &[G::Action],
    seen: &BTreeSet<String>,
    chooser: &mut cardavia_core::engine::TableRng,
    context: &str,
) {
    let before = state(m.game());
    let illegal: Vec<&String> = seen
        .iter()
        .filter(|text| !legal.iter().any(|a| &a.to_string() == *text))
        .collect();
    if !illegal.is_empty() {
        let text = illegal[chooser.below(illegal.len() as u64) as usize];
        let action: G::Action = text.parse().expect("seen actions parse");
        let mut trial = m.clone();
        let result = trial.act(Actor::Seat(due), action);
        assert!(
            result.is_err(),
            "{context}: illegal {text} by seat {due} was applied"
        );
        assert_eq!(
            state(trial.game()),
            before,
            "{context}: refused {text} changed the state"
        );
        assert_eq!(
            trial.log().len(),
            m.log().len(),
            "{context}: refused {text} was logged"
        );
    }
    let seats = m.game().seat_count() as Seat;
    if let Some(other) = (0..seats).find(|&s| !m.to_act().allows(Actor::Seat(s))) {
        if let Some(action) = legal.first() {
            let mut trial = m.clone();
            let result = trial.act(Actor::Seat(other), action.clone());
            assert!(
                matches!(result, Err(PlayError::NotYourTurn { .. })),
                "{context}: seat {other} acted out of turn"
            );
            assert_eq!(
                state(trial.game()),
                before,
                "{context}: an out-of-turn action changed the state"
            );
        }
    }
    if let Some(action) = legal.first() {
        let mut trial = m.clone();
        assert!(
            trial.act(Actor::Chance, action.clone()).is_err(),
            "{context}: chance acted while a seat was due"
        );
    }
}

/// One line per game and option set: `conformance!(test_name, GameType, options, seats, matches);`
macro_rules! conformance {
    ($name:ident, $game:ty, $options:expr, $seats:expr, $matches:expr) => {
        #[test]
        fn $name() {
            random_matches::<$game>(&$options, $seats, matches_per_line($matches), 1);
        }
    };
}

use cardavia_core::games::dicen::{Dicen, DicenOptions, Variant};

conformance!(
    dicen_base_two_players,
    Dicen,
    DicenOptions::default(),
    2,
    2000
);
conformance!(
    dicen_solo_1_to_12,
    Dicen,
    DicenOptions {
        tiles: 12,
        rounds: 2,
        ..DicenOptions::default()
    },
    1,
    1000
);
conformance!(
    dicen_six_players_1_to_9,
    Dicen,
    DicenOptions {
        tiles: 9,
        rounds: 1,
        ..DicenOptions::default()
    },
    6,
    500
);

use cardavia_core::games::gnav::{Gnav, GnavOptions};

conformance!(gnav_four_players, Gnav, GnavOptions::default(), 4, 300);
conformance!(
    gnav_two_players_one_life,
    Gnav,
    GnavOptions { games: 2, lives: 1 },
    2,
    500
);
/// DICEN with variants: `tiles`, `rounds` and the variants in play.
fn dicen(tiles: u8, rounds: u8, variants: &[Variant]) -> DicenOptions {
    DicenOptions {
        tiles,
        rounds,
        ..DicenOptions::with_variants(variants)
    }
}

conformance!(dicen_lucky, Dicen, dicen(10, 2, &[Variant::Lucky]), 3, 400);
conformance!(
    dicen_even_three_extreme,
    Dicen,
    dicen(12, 2, &[Variant::Even, Variant::ThreeExtreme]),
    2,
    300
);
conformance!(
    dicen_odds_easy_peasy_seven_to_go,
    Dicen,
    dicen(
        9,
        2,
        &[Variant::Odds, Variant::EasyPeasy, Variant::SevenToGo]
    ),
    2,
    300
);
conformance!(
    dicen_unlucky_seven_1_to_12,
    Dicen,
    dicen(12, 2, &[Variant::UnluckySeven]),
    2,
    300
);
conformance!(
    dicen_go_go_lucky,
    Dicen,
    dicen(10, 1, &[Variant::GoGo, Variant::Lucky]),
    1,
    300
);
conformance!(
    dicen_time_attack_seven_to_go,
    Dicen,
    dicen(9, 1, &[Variant::TimeAttack, Variant::SevenToGo]),
    1,
    300
);
conformance!(
    dicen_lord_of_the_board,
    Dicen,
    dicen(9, 1, &[Variant::LordOfTheBoard]),
    2,
    150
);
conformance!(
    dicen_lord_go_go_even,
    Dicen,
    dicen(
        10,
        1,
        &[Variant::LordOfTheBoard, Variant::GoGo, Variant::Even]
    ),
    1,
    200
);
conformance!(
    dicen_two_vs_two,
    Dicen,
    dicen(10, 1, &[Variant::TwoVsTwo]),
    4,
    150
);
conformance!(
    dicen_two_vs_two_lucky_seven_to_go,
    Dicen,
    dicen(
        9,
        1,
        &[Variant::TwoVsTwo, Variant::Lucky, Variant::SevenToGo]
    ),
    4,
    150
);
conformance!(
    gnav_eight_players,
    Gnav,
    GnavOptions { games: 1, lives: 2 },
    8,
    150
);

use cardavia_core::games::dica::{Deal, Dica, DicaOptions, Mistakes, TeamOptions, TimeLimit};

// DiCa with its defaults: mirrored deal, mistakes counted, a time limit (so timeouts are
// played), challenges whenever a card is eligible; and the other options with a named team.
conformance!(dica_default_series, Dica, DicaOptions::default(), 2, 150);
conformance!(
    dica_random_deal_prevent_no_timer,
    Dica,
    DicaOptions {
        deal: Deal::Random,
        mistakes: Mistakes::Prevent,
        time_limit: TimeLimit::Off,
        rounds: 5,
        teams: [
            TeamOptions {
                players: vec!["Ann".into(), "Bob".into(), "Cy".into()]
            },
            TeamOptions { players: vec![] }
        ],
    },
    2,
    100
);

use cardavia_core::games::ganjifa::{Ganjifa, GanjifaOptions, PeriodOption};

conformance!(
    ganjifa_default_series,
    Ganjifa,
    GanjifaOptions::default(),
    3,
    60
);
conformance!(
    ganjifa_clock_one_deal,
    Ganjifa,
    GanjifaOptions {
        period: PeriodOption::Clock,
        deals: 1
    },
    3,
    40
);
conformance!(
    ganjifa_night_two_deals,
    Ganjifa,
    GanjifaOptions {
        period: PeriodOption::Night,
        deals: 2
    },
    3,
    30
);
