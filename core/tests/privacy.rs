//! The privacy invariant, for every game, as a property: a view shows a hidden card only to the
//! person who confirmed the hand-over since the phone last may have changed hands (a resume, the
//! app leaving the screen, any summary or next round, a rematch, another person's turn). A table with exactly one person
//! never asks for a hand-over.
//!
//! Random tables of people and bots are driven through `dispatch` with random taps (legal and
//! refused), stale intents, quits and restores, the app leaving the screen and coming back,
//! summaries and rematches. The test keeps its own
//! model of who holds the phone and checks every view against it.

use cardavia_core::ai::Level;
use cardavia_core::engine::Seat;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{
    BoardView, Intent, Screen, SeatSetup, Table, TableSetup, TableView, HAND_OVER, NEXT_ROUND,
    REMATCH,
};
use proptest::prelude::*;

/// One thing that happens at the table between two views.
#[derive(Clone, Debug)]
enum Step {
    /// A person taps the n-th enabled target (hand-over, next round and rematch included).
    Tap(usize),
    /// A person taps the n-th refused target: nothing may change.
    TapRefused(usize),
    /// An intent made on an older view: nothing may change.
    Stale,
    /// The app is closed and the table restored from its save.
    Restore,
    /// The app leaves the screen (a call, the phone locked) and comes back.
    Away,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        8 => any::<usize>().prop_map(Step::Tap),
        1 => any::<usize>().prop_map(Step::TapRefused),
        1 => Just(Step::Stale),
        1 => Just(Step::Restore),
        1 => Just(Step::Away),
    ]
}

/// Who the test knows holds the phone: set when a person confirms a hand-over, forgotten
/// whenever the phone may have changed hands.
struct Phone {
    sole_person: Option<Seat>,
    holder: Option<Seat>,
}

impl Phone {
    fn new(people: &[bool]) -> Self {
        let seats: Vec<Seat> = (0..people.len() as Seat)
            .filter(|&s| people[usize::from(s)])
            .collect();
        Phone {
            sole_person: (seats.len() == 1).then(|| seats[0]),
            holder: None,
        }
    }

    fn may_see(&self) -> Option<Seat> {
        self.sole_person.or(self.holder)
    }
}

/// The seat whose hidden cards the view shows, if any, and a description of what leaked.
fn shown_hand(view: &TableView) -> Result<Option<Seat>, String> {
    match &view.board {
        Some(BoardView::Ganjifa { board }) => {
            let cards: usize = board.hand.iter().map(|s| s.cards.len()).sum();
            match board.you {
                None if cards > 0 => Err(format!("{cards} hand cards shown to nobody")),
                you => Ok(you),
            }
        }
        Some(BoardView::Gnav { board }) => {
            if board.you.is_none() {
                // Only cards everyone has seen (knocks, refusals, the settlement) may show.
                if let Some(p) = board
                    .players
                    .iter()
                    .find(|p| p.card.is_some() && p.card_hidden)
                {
                    return Err(format!("seat {} shows a hidden card", p.seat));
                }
            }
            Ok(board.you)
        }
        _ => Ok(None),
    }
}

fn check(view: &TableView, phone: &Phone, people: usize) -> Result<(), TestCaseError> {
    let shown = shown_hand(view).map_err(TestCaseError::fail)?;
    if let Some(seat) = shown {
        prop_assert_eq!(
            Some(seat),
            phone.may_see(),
            "seat {}'s hand is shown, but the phone is with {:?} (screen {:?})",
            seat,
            phone.may_see(),
            view.screen
        );
    }
    for target in view.targets.iter().filter(|t| t.on_board) {
        if matches!(view.game, GameId::Ganjifa | GameId::Gnav) {
            prop_assert_eq!(Some(target.seat), phone.may_see(), "target {}", &target.id);
        }
    }
    for seat in view.seats.iter().filter(|s| s.holds_device) {
        prop_assert_eq!(Some(seat.seat), phone.may_see());
    }
    if let Screen::HandOver { .. } = view.screen {
        prop_assert!(view.board.is_none(), "a hand-over screen shows the board");
        prop_assert!(people > 1, "a table with one person asked for a hand-over");
        prop_assert!(
            matches!(view.game, GameId::Ganjifa | GameId::Gnav),
            "a game without hidden cards asked for a hand-over"
        );
    }
    if matches!(view.screen, Screen::RoundOver | Screen::SeriesOver) {
        prop_assert!(shown.is_none(), "a summary shows a hand");
    }
    Ok(())
}

/// Plays the bots' moves one by one, checking the view after each.
fn bots(
    table: &mut Table,
    phone: &mut Phone,
    people: usize,
    now: u64,
) -> Result<(), TestCaseError> {
    while let Some(job) = table.bot_job() {
        let view = table
            .bot_move(job.run(), now)
            .map_err(|e| TestCaseError::fail(format!("a bot's move was refused: {e}")))?;
        observe(&view, phone);
        check(&view, phone, people)?;
    }
    Ok(())
}

/// What a view tells the model: a summary means the phone may go round the table.
fn observe(view: &TableView, phone: &mut Phone) {
    if matches!(view.screen, Screen::RoundOver | Screen::SeriesOver) {
        phone.holder = None;
    }
}

fn drive(
    game: GameId,
    options: serde_json::Value,
    people: Vec<bool>,
    seed: u64,
    steps: Vec<Step>,
) -> Result<(), TestCaseError> {
    let seats = people
        .iter()
        .enumerate()
        .map(|(i, &person)| {
            if person {
                SeatSetup::person(&format!("P{i}"))
            } else {
                SeatSetup::bot(&format!("B{i}"), Level::Easy)
            }
        })
        .collect();
    let setup = TableSetup {
        game,
        options,
        seats,
        seed,
        undo: true,
    };
    let count = people.iter().filter(|&&p| p).count();
    let mut phone = Phone::new(&people);
    let mut now = 1_000;
    let mut table =
        Table::new(setup, Lang::En, now).map_err(|e| TestCaseError::fail(e.to_string()))?;
    check(&table.view(), &phone, count)?;
    for step in steps {
        now += 1_000;
        bots(&mut table, &mut phone, count, now)?;
        let view = table.view();
        observe(&view, &mut phone);
        check(&view, &phone, count)?;
        match step {
            Step::Tap(n) => {
                let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
                if enabled.is_empty() {
                    continue;
                }
                let target = enabled[n % enabled.len()];
                let intent = Intent::tap(&target.id);
                let handing_to = match (target.id.as_str(), &view.screen) {
                    (HAND_OVER, Screen::HandOver { seat, .. }) => Some(*seat),
                    _ => None,
                };
                let after = table
                    .dispatch(&intent, view.version, now)
                    .map_err(|e| TestCaseError::fail(format!("{} refused: {e}", target.id)))?;
                if let Some(seat) = handing_to {
                    phone.holder = Some(seat);
                }
                if [NEXT_ROUND, REMATCH].contains(&target.id.as_str()) {
                    phone.holder = None;
                }
                observe(&after, &mut phone);
                check(&after, &phone, count)?;
            }
            Step::TapRefused(n) => {
                let refused: Vec<_> = view.targets.iter().filter(|t| !t.enabled).collect();
                if refused.is_empty() {
                    continue;
                }
                let target = refused[n % refused.len()];
                let result = table.dispatch(&Intent::tap(&target.id), view.version, now);
                prop_assert!(
                    result.is_err(),
                    "a refused target {} was applied",
                    &target.id
                );
                prop_assert_eq!(&table.view(), &view);
            }
            Step::Stale => {
                if view.version == 0 {
                    continue;
                }
                let result = table.dispatch(&Intent::tap("roll"), view.version - 1, now);
                prop_assert!(result.is_err());
                prop_assert_eq!(&table.view(), &view);
            }
            Step::Restore => {
                let saved = table
                    .snapshot_json()
                    .map_err(|e| TestCaseError::fail(e.to_string()))?;
                table = Table::restore_json(&saved)
                    .map_err(|e| TestCaseError::fail(format!("restore: {e}")))?;
                table.resume_clock(now);
                phone.holder = None;
                check(&table.view(), &phone, count)?;
            }
            Step::Away => {
                table.step_away(now);
                phone.holder = None;
                check(&table.view(), &phone, count)?;
                table.resume_clock(now + 60_000);
                check(&table.view(), &phone, count)?;
            }
        }
    }
    Ok(())
}

/// Which seats are people: at least one.
fn people(seats: usize) -> impl Strategy<Value = Vec<bool>> {
    proptest::collection::vec(any::<bool>(), seats)
        .prop_filter("somebody plays", |p| p.iter().any(|&person| person))
}

fn steps() -> impl Strategy<Value = Vec<Step>> {
    proptest::collection::vec(step(), 40..160)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn ganjifa_shows_a_hand_only_to_its_holder(people in people(3), seed in any::<u64>(), steps in steps()) {
        drive(GameId::Ganjifa, serde_json::json!({ "deals": 1 }), people, seed, steps)?;
    }

    #[test]
    fn gnav_shows_a_card_only_to_its_holder(people in people(4), seed in any::<u64>(), steps in steps()) {
        drive(GameId::Gnav, serde_json::json!({ "games": 2, "lives": 1 }), people, seed, steps)?;
    }

    #[test]
    fn dica_never_hands_over_a_table_without_secrets(people in people(2), seed in any::<u64>(), steps in steps()) {
        drive(GameId::Dica, serde_json::json!({ "rounds": 5, "time_limit": "off" }), people, seed, steps)?;
    }

    #[test]
    fn dicen_never_hands_over_a_table_without_secrets(people in people(3), seed in any::<u64>(), steps in steps()) {
        drive(GameId::Dicen, serde_json::json!({ "rounds": 2 }), people, seed, steps)?;
    }
}
