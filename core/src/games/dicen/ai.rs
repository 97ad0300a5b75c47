//! DICEN's bots, and the solver's advice that the hard bot plays and [`super::hint`] shows.
//!
//! - easy: a plausible beginner: one die once the open tiles add up to 6 or less, a random set
//!   among those with the fewest tiles, and always reopens when it may (staying in feels right);
//! - normal: greedy: closes the highest tiles, reopens the least it may;
//! - hard: the solver's optimal move, minimising its own expected score (V8/V9: throws).

use super::notation::Action;
use super::rules::{Dicen, Phase};
use super::solver::{self, Layout, Mode, Objective, Rules, Solution, Value};
use super::tiles::{Pick, Tiles};
use crate::ai::{Bot, Level};
use crate::engine::{Game, Seat, TableRng};
use std::sync::Arc;

/// A DICEN bot of one level.
#[derive(Clone, Debug)]
pub struct DicenBot {
    level: Level,
}

impl DicenBot {
    pub fn new(level: Level) -> Self {
        DicenBot { level }
    }

    pub fn level(&self) -> Level {
        self.level
    }
}

impl Bot<Dicen> for DicenBot {
    fn choose(
        &mut self,
        view: &&Dicen,
        seat: Seat,
        legal: &[Action],
        rng: &mut TableRng,
    ) -> Option<Action> {
        match self.level {
            Level::Easy => easy(view, seat, legal, rng),
            Level::Normal => normal(view, seat, legal),
            Level::Hard => advise(view, seat, legal)
                .map(|advice| advice.action)
                .or_else(|| normal(view, seat, legal)),
        }
    }
}

/// The open tiles a throw of `seat` may use, on both boards.
fn open_sum(game: &Dicen, seat: Seat) -> u32 {
    let (own, other) = game.boards(seat);
    own.sum() + other.map_or(0, Tiles::sum)
}

/// One die when it is legal and the open tiles add up to 6 or less, else two.
fn throw_by_feel(game: &Dicen, seat: Seat, legal: &[Action]) -> Option<Action> {
    let one = legal.iter().find(|a| matches!(a, Action::RollOne(_)));
    match one {
        Some(&one) if open_sum(game, seat) <= 6 => Some(one),
        _ => legal.iter().find(|a| matches!(a, Action::Roll(_))).copied(),
    }
}

fn pick_of(action: &Action) -> Option<Pick> {
    match *action {
        Action::Shut(pick, _) | Action::Reopen(pick) => Some(pick),
        _ => None,
    }
}

fn easy(game: &Dicen, seat: Seat, legal: &[Action], rng: &mut TableRng) -> Option<Action> {
    if game.phase() == Phase::Throw {
        return throw_by_feel(game, seat, legal);
    }
    let fewest = legal.iter().filter_map(pick_of).map(Pick::len).min();
    let pool: Vec<&Action> = match fewest {
        Some(n) => legal
            .iter()
            .filter(|a| pick_of(a).is_some_and(|p| p.len() == n))
            .collect(),
        None => legal.iter().collect(),
    };
    let at = rng.below(pool.len() as u64) as usize;
    pool.get(at).map(|a| **a)
}

/// The tiles of a pick, highest first, both boards together: greedy play compares these.
fn highest_first(pick: Pick) -> Vec<u8> {
    let mut tiles: Vec<u8> = pick.own.iter().chain(pick.other.iter()).collect();
    tiles.sort_unstable_by(|a, b| b.cmp(a));
    tiles
}

fn normal(game: &Dicen, seat: Seat, legal: &[Action]) -> Option<Action> {
    match game.phase() {
        Phase::Throw => throw_by_feel(game, seat, legal),
        // Close the highest tiles: compare the sets' tiles from the top.
        Phase::Close { .. } => legal
            .iter()
            .filter_map(|a| pick_of(a).map(|p| (highest_first(p), *a)))
            .reduce(|best, next| if next.0 > best.0 { next } else { best })
            .map(|(_, a)| a),
        // Stay in, adding as little as possible to the score.
        Phase::Reopen { .. } => legal
            .iter()
            .filter_map(|a| pick_of(a).map(|p| ((p.sum(), p.len()), *a)))
            .min_by_key(|(key, _)| *key)
            .map(|(_, a)| a)
            .or_else(|| legal.first().copied()),
        Phase::Rolling { .. } | Phase::Over => legal.first().copied(),
    }
}

/// The solver's move for a seat, with the value of playing on optimally after it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Advice {
    pub action: Action,
    pub value: Value,
    /// False when the boards were too many tiles to solve together and were judged apart.
    pub exact: bool,
}

/// What the solver advises `seat` among `legal`, for the game's rules.
pub fn advise(game: &Dicen, seat: Seat, legal: &[Action]) -> Option<Advice> {
    let judge = Judge::for_game(game)?;
    let mode = mode_of(game, seat);
    let (own, other) = game.boards(seat);
    let other = other.unwrap_or(Tiles::NONE);
    let mut best: Option<(Action, Value)> = None;
    let mut consider = |action: Action, value: Option<Value>| {
        let Some(value) = value else { return };
        match best {
            Some((_, b)) if !value.better(b, Objective::Score) => {}
            _ => best = Some((action, value)),
        }
    };
    match game.phase() {
        Phase::Throw => {
            let (two, one) = judge.throw_values(own, other, mode)?;
            for &action in legal {
                match action {
                    Action::Roll(_) => consider(action, Some(two)),
                    Action::RollOne(_) => consider(action, one),
                    _ => {}
                }
            }
        }
        Phase::Close { .. } => {
            for &action in legal {
                if let Action::Shut(pick, _) = action {
                    let left = (own.minus(pick.own), other.minus(pick.other));
                    consider(action, judge.after_stay(left.0, left.1, mode));
                }
            }
        }
        Phase::Reopen { .. } => {
            for &action in legal {
                match action {
                    Action::Reopen(pick) => {
                        let open = (own.union(pick.own), other.union(pick.other));
                        consider(action, judge.after_stay(open.0, open.1, mode));
                    }
                    Action::Decline => consider(action, judge.after_out(own, other, mode)),
                    _ => {}
                }
            }
        }
        Phase::Rolling { .. } | Phase::Over => {}
    }
    best.map(|(action, value)| Advice {
        action,
        value,
        exact: judge.exact(),
    })
}

/// Who throws for `seat`'s side, as the solver counts it.
fn mode_of(game: &Dicen, seat: Seat) -> Mode {
    let players = game.players();
    let started = |s: Seat| players.get(usize::from(s)).is_some_and(|p| p.started);
    let mate = game.partner(seat).filter(|&m| game.in_round(m));
    Mode {
        throwers: if mate.is_some() { 2 } else { 1 },
        started: started(seat),
        mate_started: mate.is_some_and(started),
    }
}

/// The solver's values for a game: exact, or for two boards too big to solve together, each
/// board judged on its own (chances multiplied, scores added).
enum Judge {
    Exact(Arc<Solution>),
    Apart(Arc<Solution>),
}

impl Judge {
    fn for_game(game: &Dicen) -> Option<Judge> {
        let rules = Rules::for_game(game.options());
        match solver::cached(&rules) {
            Ok(solution) => Some(Judge::Exact(solution)),
            Err(solver::SolveError::TooLarge { .. }) => {
                let one = Rules {
                    layout: Layout::One,
                    ..rules
                };
                solver::cached(&one).ok().map(Judge::Apart)
            }
            Err(_) => None,
        }
    }

    fn exact(&self) -> bool {
        matches!(self, Judge::Exact(_))
    }

    /// Each board apart, in one-thrower mode.
    fn apart(
        s: &Solution,
        own: Tiles,
        other: Tiles,
        mode: Mode,
        f: impl Fn(&Solution, Tiles, Mode) -> Option<Value>,
    ) -> Option<Value> {
        let single = Mode {
            throwers: 1,
            mate_started: false,
            ..mode
        };
        let a = if own.is_empty() {
            Value::SHUT
        } else {
            f(s, own, single)?
        };
        let b = if other.is_empty() {
            Value::SHUT
        } else {
            f(s, other, single)?
        };
        Some(Value {
            p_shut: a.p_shut * b.p_shut,
            expected_score: a.expected_score + b.expected_score,
        })
    }

    fn throw_values(&self, own: Tiles, other: Tiles, mode: Mode) -> Option<(Value, Option<Value>)> {
        match self {
            Judge::Exact(s) => s.throw_values(own, other, mode),
            Judge::Apart(s) => {
                let two = |s: &Solution, t, m| s.throw_values(t, Tiles::NONE, m).map(|v| v.0);
                let one = |s: &Solution, t, m| s.throw_values(t, Tiles::NONE, m).and_then(|v| v.1);
                Some((
                    Self::apart(s, own, other, mode, two)?,
                    Self::apart(s, own, other, mode, one),
                ))
            }
        }
    }

    fn after_stay(&self, own: Tiles, other: Tiles, mode: Mode) -> Option<Value> {
        match self {
            Judge::Exact(s) => s.after_stay(own, other, mode),
            Judge::Apart(s) => {
                Self::apart(s, own, other, mode, |s, t, m| s.value(t, Tiles::NONE, m))
            }
        }
    }

    fn after_out(&self, own: Tiles, other: Tiles, mode: Mode) -> Option<Value> {
        match self {
            Judge::Exact(s) => s.after_out(own, other, mode),
            Judge::Apart(s) if mode.throwers == 2 => {
                Self::apart(s, own, other, mode, |s, t, m| s.value(t, Tiles::NONE, m))
            }
            Judge::Apart(_) => Some(Value {
                p_shut: 0.0,
                expected_score: f64::from(own.sum() + other.sum()),
            }),
        }
    }
}
