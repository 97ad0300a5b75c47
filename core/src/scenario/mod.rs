//! The scenario format: rules as data. A public contract, documented in
//! `tests/scenarios/README.md`; change it only compatibly.
//!
//! A scenario names a game, its options and seats, a seed, optional forced dice and deck, and
//! steps. Each step is an action in the game's notation, by a seat (default: the seat due) or by
//! chance, with an optional `expect` (a pattern the state JSON after the step must fit, see
//! [`matching`]) or `error` (the refusal's kind; the state must then be unchanged). A step with
//! `view` matches its `expect` against that seat's own view instead; a step with a `view` and no
//! `do` only looks.
//!
//! - [`matching`]: how an `expect` is matched, with its `$` matchers;
//! - [`state`]: the JSON a step is matched against (the game's state JSON, `legal`,
//!   `round_results`; a seat's view);
//! - [`runner`]: playing the steps;
//! - [`read`]: a file's (or standard input's) text, read with bounds.

mod matching;
mod read;
mod runner;
mod state;

pub use matching::{check_pattern, subset, Mismatch, MATCHERS};
pub use read::{read_file, read_from, FileKind, ReadError, MAX_SCENARIO_BYTES};
pub use state::{state_json, view_json};

use crate::engine::{Actor, Seat};
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
    /// The game's table options; `local_time` (`"HH:MM"`) is taken out first: it is the
    /// table's clock, not an option (see [`Scenario::local_time`]).
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

impl Scenario {
    /// `options.local_time` as minutes after midnight, if given: the local time the table's
    /// clock reads whenever the rules leave something to it (G3's `clock` period).
    pub fn local_time(&self) -> Result<Option<u32>, ScenarioError> {
        match self.options.get(LOCAL_TIME) {
            None => Ok(None),
            Some(Value::String(text)) => parse_local_time(text).map(Some).ok_or_else(|| {
                ScenarioError::malformed(
                    "options.local_time",
                    format!("{text:?} is not a local time like \"17:59\" (00:00–23:59)"),
                )
            }),
            Some(other) => Err(ScenarioError::malformed(
                "options.local_time",
                format!("{other} is not a local time like \"17:59\""),
            )),
        }
    }

    /// The game's own options: `options` without `local_time`.
    pub fn game_options(&self) -> Value {
        let mut options = self.options.clone();
        if let Value::Object(map) = &mut options {
            map.remove(LOCAL_TIME);
        }
        options
    }
}

const LOCAL_TIME: &str = "local_time";

/// `"HH:MM"`, 00:00 to 23:59, as minutes after midnight.
fn parse_local_time(text: &str) -> Option<u32> {
    let (h, m) = text.split_once(':')?;
    let two_digits = |s: &str| s.len() == 2 && s.bytes().all(|b| b.is_ascii_digit());
    if !two_digits(h) || !two_digits(m) {
        return None;
    }
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
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
    /// The action, in the game's notation. Only a look (a step with `view`) leaves it out.
    #[serde(rename = "do", default)]
    pub action: Option<String>,
    #[serde(default)]
    pub by: Option<By>,
    #[serde(default)]
    pub expect: Option<Value>,
    #[serde(default)]
    pub error: Option<String>,
    /// Match `expect` against this seat's own view (what it may know) instead of the state.
    #[serde(default)]
    pub view: Option<Seat>,
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
    /// The action; absent for a look (a step with only a `view`).
    #[serde(rename = "do", skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    /// A seat number, or `"chance"`, as in the scenario's `by`; absent for a look.
    #[serde(
        serialize_with = "by_as_in_scenarios",
        skip_serializing_if = "Option::is_none"
    )]
    pub by: Option<Actor>,
    /// The refusal's kind, when the step was an expected refusal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    pub state: Value,
    /// The seat whose view the step looked at, and that view.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub view: Option<Seat>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observation: Option<Value>,
}

fn by_as_in_scenarios<S: serde::Serializer>(
    actor: &Option<Actor>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match actor {
        Some(Actor::Seat(seat)) => s.serialize_u8(*seat),
        Some(Actor::Chance) => s.serialize_str("chance"),
        None => s.serialize_none(),
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
    /// The file's text could not be read ([`read_file`], [`read_from`]). Reported as a
    /// malformed file whose fault is the whole file (`$`), as `cardavia script` always has.
    #[error("malformed at $: cannot read the file: {0}")]
    Unreadable(ReadError),
}

impl ScenarioError {
    fn malformed(path: impl Into<String>, why: impl ToString) -> Self {
        ScenarioError::Malformed {
            path: path.into(),
            why: why.to_string(),
        }
    }

    /// The process exit code `cardavia script` uses: 2 for a malformed or unreadable file, 1
    /// for a failure.
    pub fn exit_code(&self) -> u8 {
        match self {
            ScenarioError::Malformed { .. } | ScenarioError::Unreadable(_) => 2,
            ScenarioError::Failed { .. } => 1,
        }
    }
}

/// Parses a scenario file's text, reporting the JSON path of any fault. The file is one JSON
/// value: anything after it (a second scenario, stray text) is refused, since it would never
/// run.
pub fn parse(text: &str) -> Result<Scenario, ScenarioError> {
    let de = &mut serde_json::Deserializer::from_str(text);
    let scenario: Scenario = serde_path_to_error::deserialize(&mut *de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        let path = if path == "." { "$".to_string() } else { path };
        ScenarioError::malformed(path, inner)
    })?;
    de.end().map_err(|e| {
        ScenarioError::malformed(
            "$",
            format!("text after the scenario's closing brace is never run: {e}"),
        )
    })?;
    check(&scenario)?;
    Ok(scenario)
}

/// What serde cannot check: rule numbers, forced dice, step shapes and `expect` patterns.
fn check(scenario: &Scenario) -> Result<(), ScenarioError> {
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
    for (i, &die) in scenario.dice.iter().enumerate() {
        if !(1..=6).contains(&die) {
            return Err(ScenarioError::malformed(
                format!("dice[{i}]"),
                format!("{die} is not a face of a six-sided die (1–6)"),
            ));
        }
    }
    scenario.local_time()?;
    let seats = scenario.seats.count();
    for (i, step) in scenario.steps.iter().enumerate() {
        let at = |field: &str| format!("steps[{i}].{field}");
        if step.action.is_none() {
            if step.view.is_none() {
                return Err(ScenarioError::malformed(
                    at("do"),
                    "a step needs an action, or a view to look at",
                ));
            }
            if step.by.is_some() || step.error.is_some() {
                return Err(ScenarioError::malformed(
                    at(if step.by.is_some() { "by" } else { "error" }),
                    "a look (a view without do) has no by and no error",
                ));
            }
        }
        if let Some(seat) = step.view {
            if usize::from(seat) >= seats {
                return Err(ScenarioError::malformed(
                    at("view"),
                    format!("seat {seat} is not at this table of {seats}"),
                ));
            }
        }
        if let Some(expect) = &step.expect {
            check_pattern(expect).map_err(|(path, why)| {
                let path = if path.is_empty() {
                    at("expect")
                } else {
                    format!("{}.{path}", at("expect"))
                };
                ScenarioError::malformed(path, why)
            })?;
        }
    }
    Ok(())
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
    crate::with_game!(scenario.game, G => runner::run_game::<G>(&scenario, report))
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

    fn malformed_path(text: &str) -> String {
        match run(text, |_| {}) {
            Err(ScenarioError::Malformed { path, .. }) => path,
            other => panic!("expected a malformed file, got {other:?}"),
        }
    }

    const DICEN: &str = r#""game": "dicen", "rules": ["N4"], "seats": 2"#;

    #[test]
    fn text_after_the_scenario_is_refused() {
        let one = format!(r#"{{{DICEN}, "dice": [3, 5], "steps": [{{"do": "roll"}}]}}"#);
        assert!(run(&one, |_| {}).is_ok());
        assert!(
            run(&format!("{one}\n  \n"), |_| {}).is_ok(),
            "whitespace is fine"
        );
        for text in [format!("{one}{one}"), format!("{one} x"), format!("{one}]")] {
            assert_eq!(malformed_path(&text), "$", "{text}");
        }
    }

    #[test]
    fn impossible_forced_data_is_malformed_naming_the_entry() {
        let die = format!(r#"{{{DICEN}, "dice": [3, 7], "steps": []}}"#);
        assert_eq!(
            malformed_path(&die),
            "dice[1]",
            "refused before any step runs"
        );
        let gnav = |deck: &str| {
            format!(
                r#"{{"game": "gnav", "rules": ["K1"], "seats": 4, "deck": {deck}, "steps": [{{"do": "keep"}}]}}"#
            )
        };
        assert_eq!(malformed_path(&gnav(r#"["V", "XIII"]"#)), "deck[1]");
        assert_eq!(
            malformed_path(&gnav(r#"["narr", "narr", "narr"]"#)),
            "deck[2]"
        );
        let ganjifa = r#"{"game": "ganjifa", "rules": ["G4"], "options": {"period": "day"}, "seats": 3,
            "deck": ["Ma1", "Ma2", "Ma1"], "steps": [{"do": "play RaR"}]}"#;
        assert_eq!(malformed_path(ganjifa), "deck[2]");
        for value in ["13", "5", "0"] {
            let dica = format!(
                r#"{{"game": "dica", "rules": ["D3"], "seats": 2, "deck": ["6", "{value}"], "steps": [{{"do": "roll"}}]}}"#
            );
            match run(&dica, |_| {}) {
                Err(ScenarioError::Malformed { path, why }) => {
                    assert_eq!(path, "deck[1]");
                    assert!(why.contains("6–12"), "{why}");
                }
                other => panic!("{value}: {other:?}"),
            }
        }
    }

    #[test]
    fn an_unreadable_action_is_a_refusal_only_where_one_is_expected() {
        let refused = format!(
            r#"{{{DICEN}, "steps": [{{"do": "shut seven", "error": "not-an-action"}}, {{"do": "roll"}}]}}"#
        );
        let mut errors = Vec::new();
        run(&refused, |r| errors.push(r.error.clone())).expect("passes");
        assert_eq!(errors, [Some("not-an-action".to_string()), None]);
        let other =
            format!(r#"{{{DICEN}, "steps": [{{"do": "shut seven", "error": "wrong-sum"}}]}}"#);
        assert_eq!(run(&other, |_| {}).map_err(|e| e.exit_code()), Err(1));
        let bare = format!(r#"{{{DICEN}, "steps": [{{"do": "roll"}}, {{"do": "shut seven"}}]}}"#);
        assert_eq!(malformed_path(&bare), "steps[1].do");
    }

    #[test]
    fn looks_and_views_are_checked_and_reported() {
        let text = format!(
            r#"{{{DICEN}, "dice": [3, 5], "steps": [
                {{"view": 1, "expect": {{"seat": 1, "legal": [], "turn": 0}}}},
                {{"do": "roll", "view": 0, "expect": {{"legal": {{"$contains": ["shut 8"]}}}}}}]}}"#
        );
        let mut lines = Vec::new();
        run(&text, |r| lines.push(r.clone())).expect("passes");
        assert_eq!(lines[0].action, None);
        assert_eq!(lines[0].view, Some(1));
        assert!(lines[1].observation.is_some());
        let wrong = text.replace(
            r#""seat": 1, "legal": []"#,
            r#""seat": 1, "legal": ["roll"]"#,
        );
        match run(&wrong, |_| {}) {
            Err(ScenarioError::Failed { step, why, .. }) => {
                assert_eq!(step, 0);
                assert!(why.starts_with("seat 1's view: legal"), "{why}");
            }
            other => panic!("{other:?}"),
        }
        for (steps, path) in [
            (r#"[{"expect": {}}]"#, "steps[0].do"),
            (r#"[{"view": 2}]"#, "steps[0].view"),
            (r#"[{"view": 0, "by": 0}]"#, "steps[0].by"),
            (
                r#"[{"do": "roll", "expect": {"legal": {"$contain": []}}}]"#,
                "steps[0].expect.legal.$contain",
            ),
        ] {
            let text = format!(r#"{{{DICEN}, "steps": {steps}}}"#);
            assert_eq!(malformed_path(&text), path, "{steps}");
        }
    }

    /// Chance is left pending after a step exactly when the next step that acts (looks
    /// skipped, however many) is by chance; otherwise it is settled from the forced dice. What
    /// each step reports shows which: the dice thrown, or none yet (`null`). The roll at step 0
    /// waits over two looks for chance's own step 3; the roll at step 6 is settled at once from
    /// the forced 3 and 5, since a seat acts next; the roll at step 10 waits over three looks.
    /// Looking only at the step right after, or letting a look count as acting, shows dice at
    /// step 0 or 10.
    #[test]
    fn chance_waits_for_the_next_acting_step_by_chance_across_looks() {
        let text = format!(
            r#"{{{DICEN}, "dice": [3, 5, 2, 2], "steps": [
                {{"do": "roll"}},
                {{"view": 0}},
                {{"view": 1}},
                {{"do": "dice 4 4", "by": "chance"}},
                {{"view": 0}},
                {{"do": "shut 8"}},
                {{"do": "roll"}},
                {{"view": 1}},
                {{"view": 0}},
                {{"do": "shut 8"}},
                {{"do": "roll"}},
                {{"view": 0}},
                {{"view": 1}},
                {{"view": 0}},
                {{"do": "dice 1 1", "by": "chance"}},
                {{"view": 1}}]}}"#
        );
        let mut seen = Vec::new();
        run(&text, |r| seen.push(r.state["dice"].to_string())).expect("passes");
        let pending = "null";
        assert_eq!(
            seen,
            [
                pending, pending, pending, "[4,4]", "[4,4]", pending, "[3,5]", "[3,5]", "[3,5]",
                pending, pending, pending, pending, pending, "[1,1]", "[1,1]"
            ]
        );
    }

    #[test]
    fn local_times_are_read_and_only_where_a_clock_is_read() {
        for (text, minutes) in [("00:00", 0), ("17:59", 1079), ("23:59", 1439)] {
            assert_eq!(parse_local_time(text), Some(minutes));
        }
        for bad in [
            "24:00", "7:59", "17:60", "1759", "", "ab:cd", "17:5", "+1:00",
        ] {
            assert_eq!(parse_local_time(bad), None, "{bad}");
        }
        let dicen = format!(r#"{{{DICEN}, "options": {{"local_time": "12:00"}}, "steps": []}}"#);
        assert_eq!(malformed_path(&dicen), "options.local_time");
        let ask = r#"{"game": "ganjifa", "rules": ["G3"], "options": {"local_time": "12:00"}, "seats": 3, "steps": []}"#;
        assert_eq!(malformed_path(ask), "options.local_time");
    }
}
