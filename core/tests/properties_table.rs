//! Property tests (proptest) of the table as the shells drive it: random intent sequences
//! through `Table::dispatch`, for every game, with people and bots at the table. An intent may
//! tap an enabled target, a disabled one, a target seen on an earlier view (another seat's card,
//! a button gone), an id no view ever had, or a shorthand (roll, pass, hand-over, next round,
//! rematch, tick), on the current view, a stale one or one from the future, while the clock
//! runs (turn timers expire). Failures shrink and their seeds are kept in
//! `proptest-regressions/` beside this file.
//!
//! Properties, `CASES` each per game:
//! - never a panic; a refused intent changes nothing (the saved table and the version are the
//!   same before and after), and a tap on a disabled target or with a wrong version is refused;
//! - `Table::snapshot_json` -> `Table::restore_json` at any point gives the same snapshot and
//!   the same view, and the restored table answers the rest of the intents exactly as the
//!   original does;
//! - a table that draws its view before every intent (and so resolves a tap from the targets
//!   that view was drawn from) answers every intent as a twin that draws one only before every
//!   other intent (so it builds the targets afresh, or has older ones that must not be used),
//!   and the two end the same;
//! - a target is drawn enabled exactly when a tap on it applies (tried on a copy of the table),
//!   whatever the game's shortcut for telling (Ganjifa asks its deal, not a copy of the game).

use cardavia_core::ai::Level;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{Intent, SeatSetup, Table, TableSetup};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

/// Cases per property and game; each case sends up to `MAX_INTENTS` intents, bots playing in
/// between.
const CASES: u32 = 48;
const MAX_INTENTS: usize = 120;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: CASES,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        ..ProptestConfig::default()
    }
}

/// Which target an intent aims at.
#[derive(Clone, Debug)]
enum Aim {
    Enabled(u16),
    Disabled(u16),
    /// A target id from any earlier view.
    Seen(u16),
    /// An id no view has.
    Unknown(String),
    /// A shorthand intent.
    WellKnown(u8),
}

/// Which view version the intent claims to have acted on.
#[derive(Clone, Debug)]
enum Version {
    Current,
    Stale(u8),
    Future(u8),
}

#[derive(Clone, Debug)]
struct Move {
    aim: Aim,
    version: Version,
    /// Milliseconds since the last intent (up to 40 s: DiCa's turn clock runs out, D10).
    wait_ms: u32,
}

fn moves() -> impl Strategy<Value = Vec<Move>> {
    let aim = prop_oneof![
        6 => any::<u16>().prop_map(Aim::Enabled),
        2 => any::<u16>().prop_map(Aim::Disabled),
        2 => any::<u16>().prop_map(Aim::Seen),
        1 => "[a-z0-9:-]{0,12}".prop_map(Aim::Unknown),
        2 => any::<u8>().prop_map(Aim::WellKnown),
    ];
    let version = prop_oneof![
        8 => Just(Version::Current),
        1 => (1u8..5).prop_map(Version::Stale),
        1 => (1u8..5).prop_map(Version::Future),
    ];
    let wait = prop_oneof![4 => 0u32..2_000, 1 => 0u32..40_000];
    prop::collection::vec(
        (aim, version, wait).prop_map(|(aim, version, wait_ms)| Move {
            aim,
            version,
            wait_ms,
        }),
        0..MAX_INTENTS,
    )
}

/// Ids of buttons some table shows at some moment; the tenth aim is the clock's tick.
const WELL_KNOWN: [&str; 9] = [
    "roll",
    "pass",
    "accept",
    "decline",
    "day",
    "night",
    "hand-over",
    "next-round",
    "rematch",
];

/// The `i`th well-known intent: a tap on a well-known id, or the tick.
fn well_known(i: usize) -> Intent {
    match WELL_KNOWN.get(i % (WELL_KNOWN.len() + 1)) {
        Some(id) => Intent::tap(*id),
        None => Intent::Tick,
    }
}

/// A table with people and bots, short series.
fn setup(game: GameId, seed: u64) -> TableSetup {
    let person = SeatSetup::person;
    let bot = |name| SeatSetup::bot(name, Level::Easy);
    let (options, seats) = match game {
        GameId::Dica => (
            serde_json::json!({ "rounds": 5 }),
            vec![person("Ann"), bot("Bo")],
        ),
        GameId::Dicen => (
            serde_json::json!({ "tiles": 9, "rounds": 1 }),
            vec![person("Ann"), bot("Bo"), person("Cas")],
        ),
        GameId::Ganjifa => (
            serde_json::json!({ "deals": 1 }),
            vec![person("Ann"), person("Bo"), bot("Cas")],
        ),
        GameId::Gnav => (
            serde_json::json!({ "games": 1, "lives": 1 }),
            vec![person("Ann"), bot("Bo"), person("Cas"), bot("Di")],
        ),
    };
    TableSetup {
        game,
        options,
        seats,
        seed,
        undo: true,
    }
}

/// A running table and what the walk has seen of it.
struct Walk {
    table: Table,
    now_ms: u64,
    seen: Vec<String>,
    /// A copy that gets the same intents and draws a view before every other one only.
    twin: Option<Table>,
    sent: usize,
}

impl Walk {
    fn new(game: GameId, seed: u64) -> Walk {
        let mut table = Table::new(setup(game, seed), Lang::En, 0).expect("the set-up is valid");
        table.play_bots(0).expect("bots play");
        Walk::on(table, 0, Vec::new())
    }

    /// A walk going on from `table` at `now_ms`, having seen `seen`.
    fn on(table: Table, now_ms: u64, seen: Vec<String>) -> Walk {
        Walk {
            table,
            now_ms,
            seen,
            twin: None,
            sent: 0,
        }
    }

    /// Sends every move in turn.
    fn send_all(&mut self, moves: &[Move]) -> Result<(), TestCaseError> {
        for mv in moves {
            self.send(mv)?;
        }
        Ok(())
    }

    /// The twin's answer to the intent the walk just sent (`accepted` or not), and the two
    /// tables alike after it.
    fn twin_follows(
        &mut self,
        intent: &Intent,
        version: u64,
        accepted: bool,
    ) -> Result<(), TestCaseError> {
        let Some(twin) = self.twin.as_mut() else {
            return Ok(());
        };
        self.sent += 1;
        if self.sent.is_multiple_of(2) {
            twin.view();
        }
        // `apply`, not `dispatch`: that would draw the view after every change.
        let answer = twin.apply(intent, version, self.now_ms);
        prop_assert_eq!(
            answer.is_ok(),
            accepted,
            "the twin answered {:?} otherwise",
            intent
        );
        if accepted {
            twin.play_bots(self.now_ms)
                .map_err(|e| TestCaseError::fail(format!("the twin's bots: {e}")))?;
        }
        let twin_saved = twin.snapshot_json().expect("the twin saves");
        prop_assert_eq!(
            twin_saved,
            self.saved(),
            "the twin went elsewhere after {:?}",
            intent
        );
        Ok(())
    }

    fn saved(&self) -> String {
        self.table.snapshot_json().expect("the table saves")
    }

    /// Sends one intent; returns whether it was accepted.
    fn send(&mut self, mv: &Move) -> Result<bool, TestCaseError> {
        self.now_ms += u64::from(mv.wait_ms);
        let view = self.table.view();
        for t in &view.targets {
            if !self.seen.contains(&t.id) {
                self.seen.push(t.id.clone());
            }
        }
        let pick = |ids: Vec<&String>, i: u16| -> Option<String> {
            (!ids.is_empty()).then(|| ids[i as usize % ids.len()].clone())
        };
        let enabled: Vec<&String> = view
            .targets
            .iter()
            .filter(|t| t.enabled)
            .map(|t| &t.id)
            .collect();
        let disabled: Vec<&String> = view
            .targets
            .iter()
            .filter(|t| !t.enabled && !enabled.contains(&&t.id))
            .map(|t| &t.id)
            .collect();
        let (intent, must_refuse) = match &mv.aim {
            Aim::Enabled(i) => match pick(enabled, *i) {
                Some(id) => (Intent::tap(&id), false),
                None => (Intent::Tick, false),
            },
            Aim::Disabled(i) => match pick(disabled, *i) {
                Some(id) => (Intent::tap(&id), true),
                None => (Intent::Tick, false),
            },
            Aim::Seen(i) => match pick(self.seen.iter().collect(), *i) {
                Some(id) => (Intent::tap(&id), false),
                None => (Intent::Tick, false),
            },
            Aim::Unknown(id) => {
                let known = self.seen.contains(id);
                (Intent::Tap { target: id.clone() }, !known)
            }
            Aim::WellKnown(i) => (well_known(*i as usize), false),
        };
        let current = self.table.version();
        let (version, wrong_version) = match mv.version {
            Version::Current => (current, false),
            Version::Stale(k) => (current.saturating_sub(u64::from(k)), current > 0),
            Version::Future(k) => (current + u64::from(k), true),
        };
        // A tick carries no view: it is never stale.
        let must_refuse = (must_refuse || wrong_version) && intent != Intent::Tick;
        let before = (self.saved(), current);
        match self.table.dispatch(&intent, version, self.now_ms) {
            Ok(_) => {
                prop_assert!(
                    !must_refuse,
                    "{:?} at version {} (table {}) was accepted",
                    intent,
                    version,
                    current
                );
                self.table
                    .play_bots(self.now_ms)
                    .map_err(|e| TestCaseError::fail(format!("bots: {e}")))?;
                self.twin_follows(&intent, version, true)?;
                Ok(true)
            }
            Err(e) => {
                prop_assert!(!e.kind().is_empty());
                prop_assert_eq!(
                    &(self.saved(), self.table.version()),
                    &before,
                    "refused {:?} ({}) changed the table",
                    intent,
                    e.kind()
                );
                self.twin_follows(&intent, version, false)?;
                Ok(false)
            }
        }
    }
}

fn intents_never_panic_and_refusals_change_nothing(
    game: GameId,
    seed: u64,
    moves: &[Move],
) -> Result<(), TestCaseError> {
    Walk::new(game, seed).send_all(moves)
}

fn a_saved_table_restores_and_answers_the_same(
    game: GameId,
    seed: u64,
    moves: &[Move],
    cut: usize,
) -> Result<(), TestCaseError> {
    let cut = cut % (moves.len() + 1);
    let mut walk = Walk::new(game, seed);
    walk.send_all(&moves[..cut])?;
    // A restore forgets who holds the phone (the privacy invariant), so the original goes on
    // from its own restore too: every later restore must then save, show and answer the same.
    walk.table = Table::restore_json(&walk.saved())
        .map_err(|e| TestCaseError::fail(format!("the saved table does not restore: {e}")))?;
    let saved = walk.saved();
    let table = Table::restore_json(&saved)
        .map_err(|e| TestCaseError::fail(format!("the saved table does not restore: {e}")))?;
    let mut copy = Walk::on(table, walk.now_ms, walk.seen.clone());
    prop_assert_eq!(&copy.saved(), &saved, "restore -> save differs");
    prop_assert_eq!(
        copy.table.view(),
        walk.table.view(),
        "the restored view differs"
    );
    for mv in &moves[cut..] {
        let original = walk.send(mv)?;
        let restored = copy.send(mv)?;
        prop_assert_eq!(
            original,
            restored,
            "the restored table answered differently"
        );
    }
    prop_assert_eq!(
        copy.saved(),
        walk.saved(),
        "the restored table went elsewhere"
    );
    Ok(())
}

fn a_drawn_view_answers_taps_as_a_fresh_one(
    game: GameId,
    seed: u64,
    moves: &[Move],
) -> Result<(), TestCaseError> {
    let mut walk = Walk::new(game, seed);
    walk.twin = Some(walk.table.clone());
    walk.send_all(moves)
}

fn a_target_is_enabled_exactly_when_its_tap_applies(
    game: GameId,
    seed: u64,
    moves: &[Move],
) -> Result<(), TestCaseError> {
    let mut walk = Walk::new(game, seed);
    for mv in moves {
        let view = walk.table.view();
        for target in &view.targets {
            let applies = walk
                .table
                .clone()
                .apply(&Intent::tap(&target.id), view.version, walk.now_ms)
                .is_ok();
            prop_assert_eq!(
                applies,
                target.enabled,
                "{} at version {}: {:?}",
                &target.id,
                view.version,
                &target.why_not
            );
        }
        walk.send(mv)?;
    }
    Ok(())
}

macro_rules! properties {
    ($module:ident, $game:expr) => {
        mod $module {
            use super::*;

            proptest! {
                #![proptest_config(config())]

                #[test]
                fn random_intents_never_panic_and_refusals_change_nothing(
                    seed in any::<u64>(),
                    moves in moves(),
                ) {
                    intents_never_panic_and_refusals_change_nothing($game, seed, &moves)?;
                }

                #[test]
                fn a_saved_table_restores_and_answers_the_same(
                    seed in any::<u64>(),
                    moves in moves(),
                    cut in any::<usize>(),
                ) {
                    super::a_saved_table_restores_and_answers_the_same($game, seed, &moves, cut)?;
                }

                #[test]
                fn a_drawn_view_answers_taps_as_a_fresh_one(
                    seed in any::<u64>(),
                    moves in moves(),
                ) {
                    super::a_drawn_view_answers_taps_as_a_fresh_one($game, seed, &moves)?;
                }

                #[test]
                fn a_target_is_enabled_exactly_when_its_tap_applies(
                    seed in any::<u64>(),
                    moves in moves(),
                ) {
                    super::a_target_is_enabled_exactly_when_its_tap_applies($game, seed, &moves)?;
                }
            }
        }
    };
}

properties!(dica, GameId::Dica);
properties!(dicen, GameId::Dicen);
properties!(ganjifa, GameId::Ganjifa);
properties!(gnav, GameId::Gnav);
