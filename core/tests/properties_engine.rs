//! Property tests (proptest) of the engine contract, for every game: random walks through a
//! match where each step picks a legal action, tries an illegal one first, or lets a seat act
//! out of turn. Shrinking turns a failure into the shortest walk that shows it, and proptest
//! keeps its seed in `proptest-regressions/` beside this file, replayed first on every run.
//!
//! What each property checks, and how many cases it runs (`CASES`, `TEXT_CASES` for text, per
//! game):
//! - notation: every legal action and chance outcome prints and parses back to itself, and any
//!   text either fails to parse or parses to an action that prints and parses back the same;
//! - contract: chance outcomes have probabilities in (0, 1] summing to exactly one; an illegal
//!   action, or a seat acting out of turn, is refused and changes neither state nor log;
//! - snapshot: a snapshot taken at any step restores to the same snapshot, and the restored
//!   match, given the same choices, continues to exactly the same end.

use cardavia_core::engine::{Actor, Game, Match, Prob, Seat, ToAct};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

/// Cases per property and game: each case walks up to `MAX_STEPS` actions, so a run checks
/// some 10^4 positions per game and property while the whole file stays within seconds.
const CASES: u32 = 96;
const MAX_STEPS: usize = 300;
/// Cases of the text property: parsing is cheap.
const TEXT_CASES: u32 = 2000;

/// One step of a walk.
#[derive(Clone, Debug)]
struct Step {
    /// Which legal action (modulo their number) the due seat plays.
    pick: u16,
    /// Before it: which earlier-seen action, not legal now, the due seat tries.
    illegal: Option<u16>,
    /// Before it: a seat that may not act tries the picked action.
    out_of_turn: bool,
}

fn steps() -> impl Strategy<Value = Vec<Step>> {
    prop::collection::vec(
        (
            any::<u16>(),
            prop::option::weighted(0.3, any::<u16>()),
            prop::bool::weighted(0.2),
        )
            .prop_map(|(pick, illegal, out_of_turn)| Step {
                pick,
                illegal,
                out_of_turn,
            }),
        0..MAX_STEPS,
    )
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: CASES,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        ..ProptestConfig::default()
    }
}

fn state<G: Game>(m: &Match<G>) -> String {
    serde_json::to_string(m.game()).expect("every state serialises")
}

fn snapshot<G: Game>(m: &Match<G>) -> String {
    serde_json::to_string(&m.snapshot()).expect("every snapshot serialises")
}

fn legal<G: Game>(m: &Match<G>, seat: Seat) -> Vec<G::Action> {
    let mut out = Vec::new();
    m.game().legal_actions(seat, &mut out);
    out
}

fn round_trips<G: Game>(action: &G::Action) -> Result<(), TestCaseError> {
    let text = action.to_string();
    let back: Result<G::Action, _> = text.parse();
    prop_assert_eq!(back.as_ref(), Ok(action), "{} does not parse back", text);
    Ok(())
}

/// One step of the walk: checks the contract where the match stands, then moves it on (chance
/// through the match's own RNG, so the log stays one the seeded RNG could have made).
/// Returns false once the match is over.
fn step<G: Game>(
    m: &mut Match<G>,
    step: &Step,
    seen: &mut Vec<G::Action>,
) -> Result<bool, TestCaseError> {
    match m.to_act() {
        ToAct::Nobody => {
            prop_assert!(
                m.game().outcome().is_some(),
                "an ended match has an outcome"
            );
            Ok(false)
        }
        ToAct::Chance => {
            let mut outcomes = Vec::new();
            m.game().chance_outcomes(&mut outcomes);
            prop_assert!(!outcomes.is_empty(), "chance is due with no outcomes");
            prop_assert!(outcomes
                .iter()
                .all(|(_, p)| p.num() > 0 && p.num() <= p.den()));
            prop_assert!(
                Prob::sums_to_one(outcomes.iter().map(|(_, p)| *p)),
                "chance probabilities do not sum to one"
            );
            for (outcome, _) in &outcomes {
                round_trips::<G>(outcome)?;
            }
            prop_assert!(m
                .step_chance()
                .map_err(|e| TestCaseError::fail(e.to_string()))?);
            Ok(true)
        }
        ToAct::Seats { due, may } => {
            let due_legal = legal(m, due);
            prop_assert!(!due_legal.is_empty(), "the due seat has no legal action");
            for seat in may.iter() {
                for action in legal(m, seat) {
                    round_trips::<G>(&action)?;
                }
            }
            let before = (state(m), m.log().len());
            if let Some(i) = step.illegal {
                let illegal: Vec<&G::Action> =
                    seen.iter().filter(|a| !due_legal.contains(a)).collect();
                if !illegal.is_empty() {
                    let action = illegal[i as usize % illegal.len()].clone();
                    let text = action.to_string();
                    prop_assert!(
                        m.act(Actor::Seat(due), action).is_err(),
                        "illegal {} was applied",
                        text
                    );
                    prop_assert_eq!(&(state(m), m.log().len()), &before, "refused {}", text);
                }
            }
            let action = due_legal[step.pick as usize % due_legal.len()].clone();
            if step.out_of_turn {
                let seats = m.game().seat_count() as Seat;
                if let Some(other) = (0..seats).find(|&s| !may.contains(s)) {
                    prop_assert!(m.act(Actor::Seat(other), action.clone()).is_err());
                    prop_assert!(m.act(Actor::Chance, action.clone()).is_err());
                    prop_assert_eq!(&(state(m), m.log().len()), &before, "out of turn");
                }
            }
            if !seen.contains(&action) {
                seen.push(action.clone());
            }
            let text = action.to_string();
            prop_assert!(
                m.act(Actor::Seat(due), action).is_ok(),
                "legal {} refused",
                text
            );
            Ok(true)
        }
    }
}

fn walk<G: Game>(m: &mut Match<G>, steps: &[Step]) -> Result<(), TestCaseError> {
    let mut seen = Vec::new();
    for s in steps {
        if !step(m, s, &mut seen)? {
            break;
        }
    }
    Ok(())
}

fn contract<G: Game>(
    options: &G::Options,
    seats: usize,
    seed: u64,
    steps: &[Step],
) -> Result<(), TestCaseError> {
    let mut m = Match::<G>::new(options, seats, seed).expect("valid options");
    walk(&mut m, steps)
}

/// Any text: refused, or an action whose notation is stable.
fn any_text<G: Game>(text: &str) -> Result<(), TestCaseError> {
    if let Ok(action) = text.parse::<G::Action>() {
        round_trips::<G>(&action)?;
    }
    Ok(())
}

fn snapshot_restores<G: Game>(
    options: &G::Options,
    seats: usize,
    seed: u64,
    steps: &[Step],
    cut: usize,
) -> Result<(), TestCaseError> {
    let cut = cut % (steps.len() + 1);
    let mut m = Match::<G>::new(options, seats, seed).expect("valid options");
    walk(&mut m, &steps[..cut])?;
    let saved = snapshot(&m);
    let mut restored = Match::<G>::restore_json(&saved)
        .map_err(|e| TestCaseError::fail(format!("the snapshot does not restore: {e}")))?;
    prop_assert_eq!(&snapshot(&restored), &saved, "restore -> snapshot differs");
    walk(&mut m, &steps[cut..])?;
    walk(&mut restored, &steps[cut..])?;
    prop_assert_eq!(
        snapshot(&restored),
        snapshot(&m),
        "the restored match went elsewhere"
    );
    Ok(())
}

/// Text shaped like actions (verbs and numbers), and any text at all.
fn notation_like() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z]{0,8}( [-+A-Za-z0-9]{0,6}){0,4}",
        "(roll|shut|place|dukal|play|pass|swap|keep|steal|duel|deal|lead|call) [0-9a-zA-Z -]{0,12}",
        any::<String>(),
    ]
}

/// The three properties for one game, options and seat count.
macro_rules! properties {
    ($module:ident, $game:ty, $options:expr, $seats:expr) => {
        mod $module {
            use super::*;

            proptest! {
                #![proptest_config(config())]

                #[test]
                fn notation_and_contract_hold_on_random_walks(seed in any::<u64>(), steps in steps()) {
                    contract::<$game>(&$options, $seats, seed, &steps)?;
                }

                #[test]
                fn a_snapshot_at_any_step_restores_and_continues_the_same(
                    seed in any::<u64>(),
                    steps in steps(),
                    cut in any::<usize>(),
                ) {
                    snapshot_restores::<$game>(&$options, $seats, seed, &steps, cut)?;
                }
            }

            proptest! {
                #![proptest_config(ProptestConfig { cases: TEXT_CASES, ..config() })]

                #[test]
                fn any_text_is_refused_or_round_trips(text in notation_like()) {
                    any_text::<$game>(&text)?;
                }
            }
        }
    };
}

use cardavia_core::games::dica::{Dica, DicaOptions};
use cardavia_core::games::dicen::{Dicen, DicenOptions, Variant};
use cardavia_core::games::ganjifa::{Ganjifa, GanjifaOptions};
use cardavia_core::games::gnav::{Gnav, GnavOptions};

properties!(dica, Dica, DicaOptions::default(), 2);
properties!(
    dicen,
    Dicen,
    DicenOptions {
        tiles: 10,
        rounds: 2,
        ..DicenOptions::with_variants(&[Variant::Lucky])
    },
    3
);
properties!(ganjifa, Ganjifa, GanjifaOptions::default(), 3);
properties!(gnav, Gnav, GnavOptions { games: 2, lives: 2 }, 4);
