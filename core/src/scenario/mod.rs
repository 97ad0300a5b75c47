//! The scenario format: rules as data. A public contract, documented in
//! `tests/scenarios/README.md`; change it only compatibly.
//!
//! A scenario names a game, its options and seats, a seed, optional forced dice and deck, and
//! steps. Each step is an action in the game's notation, by a seat (default: the seat due) or by
//! chance, with an optional `expect` (a subset of the state JSON after the step) or `error` (the
//! refusal's kind; the state must then be unchanged).

mod matching;

pub use matching::{subset, Mismatch};

use crate::engine::{Actor, Forced, Game, Match, Seat};
use crate::games::GameId;
use serde::Deserialize;
use serde_json::Value;

/// A scenario file, as read. Unknown fields are refused so a typo (`exepct`) is not silently
/// ignored.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    #[serde(default)]
    pub title: String,
    pub game: GameId,
    /// The rule numbers this scenario covers (`"N4"`, `"D9.4"`).
    pub rules: Vec<String>,
    #[serde(default = "empty_object")]
    pub options: Value,
    pub seats: Seats,
    #[serde(default)]
    pub seed: u64,
    /// Die faces chance must use first, in order.
    #[serde(default)]
    pub dice: Vec<u8>,
    /// Cards chance must deal first, in order, in the game's card notation.
    #[serde(default)]
    pub deck: Vec<String>,
    pub steps: Vec<Step>,
}

fn empty_object() -> Value {
    Value::Object(Default::default())
}

/// The seats: a count, or one name per seat.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum Seats {
    Count(usize),
    Names(Vec<String>),
}

impl Seats {
    pub fn count(&self) -> usize {
        match self {
            Seats::Count(n) => *n,
            Seats::Names(names) => names.len(),
        }
    }
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    #[serde(rename = "do")]
    pub action: String,
    #[serde(default)]
    pub by: Option<By>,
    #[serde(default)]
    pub expect: Option<Value>,
    #[serde(default)]
    pub error: Option<String>,
    /// Free text for the reader.
    #[serde(default)]
    pub note: String,
}

/// Who performs a step: a seat number or `"chance"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum By {
    Seat(Seat),
    Chance(ChanceWord),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChanceWord {
    Chance,
}

impl By {
    fn actor(self) -> Actor {
        match self {
            By::Seat(s) => Actor::Seat(s),
            By::Chance(_) => Actor::Chance,
        }
    }
}

/// What one step did, as `cardavia script` prints it (one JSON line).
#[derive(Clone, Debug, serde::Serialize)]
pub struct StepReport {
    pub step: usize,
    #[serde(rename = "do")]
    pub action: String,
    /// A seat number, or `"chance"`, as in the scenario's `by`.
    #[serde(serialize_with = "by_as_in_scenarios")]
    pub by: Actor,
    /// The refusal's kind, when the step was an expected refusal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    pub state: Value,
}

fn by_as_in_scenarios<S: serde::Serializer>(actor: &Actor, s: S) -> Result<S::Ok, S::Error> {
    match actor {
        Actor::Seat(seat) => s.serialize_u8(*seat),
        Actor::Chance => s.serialize_str("chance"),
    }
}

/// Why a scenario did not pass.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ScenarioError {
    /// The file is not a valid scenario. `path` is the JSON path of the fault.
    #[error("malformed at {path}: {why}")]
    Malformed { path: String, why: String },
    /// A step's expectation did not hold.
    #[error("step {step} ({action}): {why}")]
    Failed {
        step: usize,
        action: String,
        why: String,
        field: Option<String>,
    },
}

impl ScenarioError {
    fn malformed(path: impl Into<String>, why: impl ToString) -> Self {
        ScenarioError::Malformed {
            path: path.into(),
            why: why.to_string(),
        }
    }

    /// The process exit code `cardavia script` uses: 2 for a malformed file, 1 for a failure.
    pub fn exit_code(&self) -> u8 {
        match self {
            ScenarioError::Malformed { .. } => 2,
            ScenarioError::Failed { .. } => 1,
        }
    }
}

/// Parses a scenario file's text, reporting the JSON path of any fault.
pub fn parse(text: &str) -> Result<Scenario, ScenarioError> {
    let de = &mut serde_json::Deserializer::from_str(text);
    let scenario: Scenario = serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        let path = if path == "." { "$".to_string() } else { path };
        ScenarioError::malformed(path, inner)
    })?;
    if scenario.rules.is_empty() {
        return Err(ScenarioError::malformed("rules", "name at least one rule"));
    }
    for (i, rule) in scenario.rules.iter().enumerate() {
        if !is_rule_number(rule) {
            return Err(ScenarioError::malformed(
                format!("rules[{i}]"),
                format!("{rule:?} is not a rule number like \"N4\" or \"D9.4\""),
            ));
        }
    }
    Ok(scenario)
}

fn is_rule_number(rule: &str) -> bool {
    let mut chars = rule.chars();
    chars.next().is_some_and(|c| c.is_ascii_uppercase())
        && rule[1..]
            .split('.')
            .all(|part| !part.is_empty() && part.chars().all(|c| c.is_ascii_digit()))
}

/// Runs a scenario's text, calling `report` after every step. Stops at the first failure.
pub fn run(text: &str, report: impl FnMut(&StepReport)) -> Result<(), ScenarioError> {
    let scenario = parse(text)?;
    crate::with_game!(scenario.game, G => run_game::<G>(&scenario, report))
}

fn run_game<G: Game>(
    scenario: &Scenario,
    mut report: impl FnMut(&StepReport),
) -> Result<(), ScenarioError> {
    let options: G::Options = serde_path_to_error::deserialize(&scenario.options).map_err(|e| {
        let path = e.path().to_string();
        let path = if path == "." {
            "options".into()
        } else {
            format!("options.{path}")
        };
        ScenarioError::malformed(path, e.into_inner())
    })?;
    let actions: Vec<G::Action> = scenario
        .steps
        .iter()
        .enumerate()
        .map(|(i, step)| {
            step.action
                .parse()
                .map_err(|e| ScenarioError::malformed(format!("steps[{i}].do"), e))
        })
        .collect::<Result<_, _>>()?;
    let forced = Forced::new(scenario.dice.iter().copied(), scenario.deck.iter().cloned());
    let mut game: Match<G> = Match::new(&options, scenario.seats.count(), scenario.seed)
        .map_err(|e| ScenarioError::malformed("seats", e))?
        .with_forced(forced);

    for (i, (step, action)) in scenario.steps.iter().zip(actions).enumerate() {
        let failed = |why: String, field: Option<String>| ScenarioError::Failed {
            step: i,
            action: step.action.clone(),
            why,
            field,
        };
        // Chance resolves before a seat's step; a step by chance names the outcome itself.
        if step.by.map(By::actor) != Some(Actor::Chance) {
            game.resolve_chance()
                .map_err(|e| failed(format!("chance could not be resolved: {e}"), None))?;
        }
        let actor = match step.by {
            Some(by) => by.actor(),
            None => game
                .to_act()
                .due()
                .ok_or_else(|| failed("nobody may act: the game is over".into(), None))?,
        };
        let before = serde_json::to_value(game.game()).ok();
        let result = game.act(actor, action);
        let error = match (result, &step.error) {
            (Ok(()), None) => None,
            (Ok(()), Some(kind)) => {
                return Err(failed(
                    format!("expected refusal {kind:?}, but it was applied"),
                    None,
                ))
            }
            (Err(e), None) => {
                return Err(failed(format!("refused ({}): {e}", e.kind()), None));
            }
            (Err(e), Some(kind)) if e.kind() == kind => {
                if serde_json::to_value(game.game()).ok() != before {
                    return Err(failed("the refused action changed the state".into(), None));
                }
                Some(kind.clone())
            }
            (Err(e), Some(kind)) => {
                return Err(failed(
                    format!("expected refusal {kind:?}, got {:?}: {e}", e.kind()),
                    None,
                ))
            }
        };
        let next_by_chance = scenario
            .steps
            .get(i + 1)
            .and_then(|s| s.by)
            .is_some_and(|b| b.actor() == Actor::Chance);
        if !next_by_chance {
            game.resolve_chance()
                .map_err(|e| failed(format!("chance could not be resolved: {e}"), None))?;
        }
        let state = game.game().state_json();
        report(&StepReport {
            step: i,
            action: step.action.clone(),
            by: actor,
            error,
            state: state.clone(),
        });
        if let Some(expect) = &step.expect {
            subset(expect, &state).map_err(|m| {
                let found = m
                    .found
                    .as_ref()
                    .map_or("nothing".to_string(), Value::to_string);
                failed(
                    format!("{}: expected {}, found {found}", m.field, m.expected),
                    Some(m.field.clone()),
                )
            })?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_numbers_are_checked() {
        for ok in ["N4", "D9.4", "V11", "K3.2"] {
            assert!(is_rule_number(ok), "{ok}");
        }
        for bad in ["", "n4", "N", "N4.", "D9..4", "4", "N4a"] {
            assert!(!is_rule_number(bad), "{bad}");
        }
    }

    #[test]
    fn malformed_files_name_the_json_path() {
        let err = parse(r#"{"game": "dicen", "rules": ["N1"], "seats": 2, "steps": [{"do": 5}]}"#)
            .unwrap_err();
        match err {
            ScenarioError::Malformed { path, .. } => assert_eq!(path, "steps[0].do"),
            other => panic!("{other:?}"),
        }
        let err =
            parse(r#"{"game": "chess", "rules": ["N1"], "seats": 2, "steps": []}"#).unwrap_err();
        assert!(
            matches!(err, ScenarioError::Malformed { ref path, .. } if path == "game"),
            "{err:?}"
        );
        let err = parse("{not json").unwrap_err();
        assert_eq!(err.exit_code(), 2);
    }
}
