//! Playing a scenario's steps on a [`Match`]: set-up, chance and the table's clock between
//! steps, each step's action or look, and its expectation.

use super::state::{state_json, view_json};
use super::{subset, By, Scenario, ScenarioError, Step, StepReport};
use crate::engine::{Actor, Forced, ForcedError, Game, Match, NotationError, PlayError};
use crate::table::TableGame;
use serde_json::Value;

/// A step's `do`, read in the game's notation.
enum Move<A> {
    Act(A),
    /// Text that is no action, in a step expecting a refusal: refused as `not-an-action`.
    Unreadable(NotationError),
    /// No `do`: the step only looks at a seat's view.
    Look,
}

/// The refusal kind of an action the notation cannot read.
pub const NOT_AN_ACTION: &str = "not-an-action";

pub(super) fn run_game<G: TableGame>(
    scenario: &Scenario,
    mut report: impl FnMut(&StepReport),
) -> Result<(), ScenarioError> {
    let moves = read_moves::<G>(scenario)?;
    let mut run = Run::<G>::start(scenario)?;
    let chance_next = chance_comes_next(&scenario.steps);
    for (i, ((step, mv), &next_by_chance)) in scenario
        .steps
        .iter()
        .zip(moves)
        .zip(&chance_next)
        .enumerate()
    {
        let line = match mv {
            Move::Look => run.look(i, step, next_by_chance)?,
            Move::Act(action) => run.play(i, step, Ok(action), next_by_chance)?,
            Move::Unreadable(e) => run.play(i, step, Err(e), next_by_chance)?,
        };
        report(&line);
        run.check_expect(i, step, &line)?;
    }
    Ok(())
}

/// For each step, whether the next step after it that acts is by chance: chance (and the clock)
/// is then left pending after it, since that step names the outcome itself. Looks in between do
/// not count. Found in one pass from the back: asking each step to search ahead made a file of
/// many looks quadratic (200,000 looks took half a minute).
fn chance_comes_next(steps: &[Step]) -> Vec<bool> {
    let mut next = vec![false; steps.len()];
    let mut chance = false;
    for (i, step) in steps.iter().enumerate().rev() {
        next[i] = chance;
        if step.action.is_some() {
            chance = step.by.is_some_and(|b| b.actor() == Actor::Chance);
        }
    }
    next
}

/// Reads every step's `do` before the first step runs, so an unreadable action is found even
/// after a failing step. Unreadable text is malformed unless the step expects a refusal.
fn read_moves<G: Game>(scenario: &Scenario) -> Result<Vec<Move<G::Action>>, ScenarioError> {
    scenario
        .steps
        .iter()
        .enumerate()
        .map(|(i, step)| match &step.action {
            None => Ok(Move::Look),
            Some(text) => match text.parse::<G::Action>() {
                Ok(action) => Ok(Move::Act(action)),
                Err(e) if step.error.is_some() => Ok(Move::Unreadable(e)),
                Err(e) => Err(ScenarioError::malformed(format!("steps[{i}].do"), e)),
            },
        })
        .collect()
}

/// A scenario in play.
struct Run<'a, G: Game> {
    scenario: &'a Scenario,
    game: Match<G>,
    /// The local time the table's clock reads, in ms after midnight (`options.local_time`).
    local_ms: Option<u64>,
}

impl<'a, G: TableGame> Run<'a, G> {
    fn start(scenario: &'a Scenario) -> Result<Self, ScenarioError> {
        let options: G::Options = serde_path_to_error::deserialize(scenario.game_options())
            .map_err(|e| {
                let path = e.path().to_string();
                let path = if path == "." {
                    "options".into()
                } else {
                    format!("options.{path}")
                };
                ScenarioError::malformed(path, e.into_inner())
            })?;
        let forced = Forced::new(scenario.dice.iter().copied(), scenario.deck.iter().cloned());
        let game: Match<G> = Match::new(&options, scenario.seats.count(), scenario.seed)
            .map_err(|e| ScenarioError::malformed("seats", e))?
            .with_forced(forced);
        let local_ms = scenario
            .local_time()?
            .map(|minutes| u64::from(minutes) * 60_000);
        if let Some(ms) = local_ms {
            if game.game().local_time_action(ms).is_none() {
                return Err(ScenarioError::malformed(
                    "options.local_time",
                    "nothing in this game and these options reads the clock (only Ganjifa's \
                     period clock does, G3)",
                ));
            }
        }
        Ok(Run {
            scenario,
            game,
            local_ms,
        })
    }

    /// Moves the table on before a person is asked: the actions the rules leave to the
    /// clock, then chance, until a seat is due or the game is over. Forced data that cannot be
    /// used makes the file malformed: it names an impossible die or card.
    fn advance(&mut self, failed: impl Fn(String) -> ScenarioError) -> Result<(), ScenarioError> {
        loop {
            let clock = self
                .local_ms
                .and_then(|ms| self.game.game().local_time_action(ms));
            if let Some((seat, action)) = clock {
                let text = action.to_string();
                self.game
                    .act(Actor::Seat(seat), action)
                    .map_err(|e| failed(format!("the clock's {text:?} was refused: {e}")))?;
                continue;
            }
            match self.game.step_chance() {
                Ok(true) => {}
                Ok(false) => return Ok(()),
                Err(PlayError::Forced(e)) => return Err(self.forced_fault(e)),
                Err(e) => return Err(failed(format!("chance could not be resolved: {e}"))),
            }
        }
    }

    /// The forced die or card that chance could not use, as a malformed file.
    fn forced_fault(&self, error: ForcedError) -> ScenarioError {
        let forced = self.game.forced();
        let path = match error {
            ForcedError::BadDie(_) => {
                format!("dice[{}]", self.scenario.dice.len() - forced.dice_left())
            }
            ForcedError::DiceRanOut { .. } => "dice".into(),
            ForcedError::BadCard { .. } => {
                format!("deck[{}]", self.scenario.deck.len() - forced.cards_left())
            }
        };
        ScenarioError::malformed(path, error)
    }

    /// A step that acts (or tries to): chance before it, the action, chance after it.
    fn play(
        &mut self,
        i: usize,
        step: &Step,
        action: Result<G::Action, NotationError>,
        next_by_chance: bool,
    ) -> Result<StepReport, ScenarioError> {
        let text = step.action.clone().unwrap_or_default();
        let failed = |why: String| ScenarioError::Failed {
            step: i,
            action: text.clone(),
            why,
            field: None,
        };
        if step.by.map(By::actor) != Some(Actor::Chance) {
            self.advance(failed)?;
        }
        let actor = match step.by {
            Some(by) => by.actor(),
            None => self
                .game
                .to_act()
                .due()
                .ok_or_else(|| failed("nobody may act: the game is over".into()))?,
        };
        let before = serde_json::to_value(self.game.game()).ok();
        let result = match action {
            Ok(action) => self
                .game
                .act(actor, action)
                .map_err(|e| (e.kind(), e.to_string())),
            Err(e) => Err((NOT_AN_ACTION, e.to_string())),
        };
        let error = match (result, &step.error) {
            (Ok(()), None) => None,
            (Ok(()), Some(kind)) => {
                return Err(failed(format!(
                    "expected refusal {kind:?}, but it was applied"
                )))
            }
            (Err((kind, e)), None) => return Err(failed(format!("refused ({kind}): {e}"))),
            (Err((kind, _)), Some(expected)) if kind == expected => {
                if serde_json::to_value(self.game.game()).ok() != before {
                    return Err(failed("the refused action changed the state".into()));
                }
                Some(expected.clone())
            }
            (Err((kind, e)), Some(expected)) => {
                return Err(failed(format!(
                    "expected refusal {expected:?}, got {kind:?}: {e}"
                )))
            }
        };
        if !next_by_chance {
            self.advance(failed)?;
        }
        Ok(self.line(i, step, Some(actor), error))
    }

    /// A step with a `view` and no `do`: the table as it stands, chance settled.
    fn look(
        &mut self,
        i: usize,
        step: &Step,
        next_by_chance: bool,
    ) -> Result<StepReport, ScenarioError> {
        if !next_by_chance {
            self.advance(|why| ScenarioError::Failed {
                step: i,
                action: look_name(step),
                why,
                field: None,
            })?;
        }
        Ok(self.line(i, step, None, None))
    }

    fn line(&self, i: usize, step: &Step, by: Option<Actor>, error: Option<String>) -> StepReport {
        let game = self.game.game();
        StepReport {
            step: i,
            action: step.action.clone(),
            by,
            error,
            state: state_json(game),
            view: step.view,
            observation: step.view.map(|seat| view_json(game, seat)),
        }
    }

    /// The step's `expect`, against the state, or against the seat's view with `view`.
    fn check_expect(&self, i: usize, step: &Step, line: &StepReport) -> Result<(), ScenarioError> {
        let Some(expect) = &step.expect else {
            return Ok(());
        };
        let (against, whose) = match (&line.observation, step.view) {
            (Some(view), Some(seat)) => (view, format!("seat {seat}'s view: ")),
            _ => (&line.state, String::new()),
        };
        subset(expect, against).map_err(|m| {
            let found = m
                .found
                .as_ref()
                .map_or("nothing".to_string(), Value::to_string);
            ScenarioError::Failed {
                step: i,
                action: step.action.clone().unwrap_or_else(|| look_name(step)),
                why: format!("{whose}{}: expected {}, found {found}", m.field, m.expected),
                field: Some(m.field),
            }
        })
    }
}

/// How a look is named in messages: `view 2`.
fn look_name(step: &Step) -> String {
    step.view
        .map_or_else(String::new, |seat| format!("view {seat}"))
}
