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
use crate::ai::Bots;
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

/// What the solver advises `seat` among `legal`, for the game's rules (solving them first if
/// needed: for bots, which think off the table's task).
pub fn advise(game: &Dicen, seat: Seat, legal: &[Action]) -> Option<Advice> {
    advise_with(Judge::for_game(game)?, game, seat, legal)
}

/// The same advice, but only if the game's rules are solved already (see [`prepare`]); `None`
/// otherwise, at once. For hints in a view, which must never wait for a solve.
pub fn advise_if_ready(game: &Dicen, seat: Seat, legal: &[Action]) -> Option<Advice> {
    advise_with(Judge::ready_for_game(game)?, game, seat, legal)
}

/// Solves the game's rules into the cache, so [`advise_if_ready`] has them.
pub fn prepare(game: &Dicen) {
    let _ = Judge::for_game(game);
}

fn advise_with(judge: Judge, game: &Dicen, seat: Seat, legal: &[Action]) -> Option<Advice> {
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
        Judge::from(game, |rules| Some(solver::cached(rules)))
    }

    fn ready_for_game(game: &Dicen) -> Option<Judge> {
        Judge::from(game, solver::ready)
    }

    /// The judge from the solutions `lookup` gives (`None`: not available now).
    fn from(game: &Dicen, lookup: impl Fn(&Rules) -> Option<solver::Solved>) -> Option<Judge> {
        let rules = Rules::for_game(game.options());
        match lookup(&rules)? {
            Ok(solution) => Some(Judge::Exact(solution)),
            Err(solver::SolveError::TooLarge { .. }) => {
                let one = Rules {
                    layout: Layout::One,
                    ..rules
                };
                lookup(&one)?.ok().map(Judge::Apart)
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

impl Bots for Dicen {
    fn bot(level: Level) -> Box<dyn Bot<Self>> {
        Box::new(DicenBot::new(level))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Actor, Forced, Match};
    use crate::games::dicen::{DicenOptions, Variant};
    use crate::sim;

    fn options(tiles: u8, rounds: u8, variants: &[Variant]) -> DicenOptions {
        DicenOptions {
            tiles,
            rounds,
            ..DicenOptions::with_variants(variants)
        }
    }

    /// Hard bots play `games` games; seat 0's round scores and DICEN calls (its side's, with a
    /// partner) must match the solver's prediction within five standard errors of the sample.
    /// With two teams, seat 0's points include 10 when the other team (solved alike) shuts.
    fn hard_bot_matches_solver(options: DicenOptions, seats: usize, games: u64) {
        let value = solver::cached(&Rules::for_game(&options))
            .expect("solvable")
            .start();
        let levels = vec![Level::Hard; seats];
        let mut points = Vec::new();
        let mut shut = 0u32;
        for seed in 0..games {
            let played = sim::play::<Dicen>(&options, &levels, seed).expect("plays");
            for round in &played.rounds {
                points.push(round.points[0] as f64);
                let side = |s| s == 0 || (seats == 4 && s == 2);
                shut += round
                    .tallies
                    .iter()
                    .any(|t| side(t.seat) && t.name == "dicen-calls" && t.value == 1)
                    as u32;
            }
        }
        let n = points.len() as f64;
        let mean = points.iter().sum::<f64>() / n;
        let variance = points.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / (n - 1.0);
        let other_team = if seats == 4 { 10.0 * value.p_shut } else { 0.0 };
        let predicted = value.expected_score + other_team;
        let tolerance = 5.0 * (variance / n).sqrt() + 1e-9;
        assert!(
            (mean - predicted).abs() <= tolerance,
            "{options:?}: mean score {mean} over {n} rounds, solver {predicted} ± {tolerance}"
        );
        let rate = f64::from(shut) / n;
        let p = value.p_shut;
        let tolerance = 5.0 * (p * (1.0 - p) / n).sqrt() + 1e-9;
        assert!(
            (rate - p).abs() <= tolerance,
            "{options:?}: shut {rate} over {n} rounds, solver {p} ± {tolerance}"
        );
    }

    #[test]
    fn the_hard_bot_scores_what_the_solver_predicts() {
        hard_bot_matches_solver(options(10, 10, &[]), 1, 300);
        hard_bot_matches_solver(options(9, 10, &[Variant::Lucky]), 1, 300);
        hard_bot_matches_solver(options(10, 10, &[Variant::UnluckySeven]), 1, 300);
        hard_bot_matches_solver(options(9, 10, &[Variant::Odds, Variant::SevenToGo]), 1, 300);
        hard_bot_matches_solver(options(9, 1, &[Variant::GoGo]), 1, 2000);
        hard_bot_matches_solver(
            options(10, 10, &[Variant::Even, Variant::LordOfTheBoard]),
            1,
            300,
        );
        hard_bot_matches_solver(options(9, 10, &[Variant::Odds, Variant::TwoVsTwo]), 4, 300);
        hard_bot_matches_solver(
            options(
                9,
                10,
                &[Variant::Odds, Variant::TwoVsTwo, Variant::SevenToGo],
            ),
            4,
            300,
        );
    }

    #[test]
    fn every_level_finishes_every_kind_of_game() {
        let sets: [(&[Variant], usize); 7] = [
            (&[Variant::Lucky, Variant::Even], 3),
            (&[Variant::ThreeExtreme, Variant::UnluckySeven], 3),
            (&[Variant::EasyPeasy, Variant::SevenToGo], 3),
            (&[Variant::GoGo, Variant::Odds], 1),
            (&[Variant::TimeAttack], 1),
            (&[Variant::LordOfTheBoard, Variant::Lucky], 3),
            (&[Variant::TwoVsTwo], 4),
        ];
        for (variants, seats) in sets {
            for level in Level::ALL {
                let levels = vec![level; seats];
                for seed in 0..5 {
                    let played = sim::play::<Dicen>(&options(9, 2, variants), &levels, seed);
                    assert!(played.is_ok(), "{variants:?} {level}: {:?}", played.err());
                }
            }
        }
    }

    #[test]
    fn two_big_boards_are_judged_apart_but_still_played() {
        // Two 1–12 boards are too many tiles to solve together: the hard bot judges each board
        // on its own and says so.
        let options = options(12, 1, &[Variant::LordOfTheBoard]);
        let m: Match<Dicen> = Match::new(&options, 1, 0).expect("valid");
        let mut legal = Vec::new();
        m.game().legal_actions(0, &mut legal);
        let advice = advise(m.game(), 0, &legal).expect("advice");
        assert!(!advice.exact);
        assert!(sim::play::<Dicen>(&options, &[Level::Hard], 1).is_ok());
    }

    fn after(options: &DicenOptions, dice: &[u8], actions: &[&str]) -> Match<Dicen> {
        let mut m: Match<Dicen> = Match::new(options, 1, 0)
            .expect("valid")
            .with_forced(Forced::new(dice.iter().copied(), std::iter::empty()));
        for text in actions {
            m.resolve_chance().expect("dice");
            let action = text.parse().expect("notation");
            m.act(Actor::Seat(0), action).expect("legal");
        }
        m.resolve_chance().expect("dice");
        m
    }

    fn choose(level: Level, m: &Match<Dicen>) -> Option<Action> {
        let mut legal = Vec::new();
        m.game().legal_actions(0, &mut legal);
        let mut rng = TableRng::seeded(7);
        DicenBot::new(level).choose(&m.game(), 0, &legal, &mut rng)
    }

    #[test]
    fn normal_closes_the_highest_tiles_and_easy_the_fewest() {
        let options = options(9, 1, &[]);
        // A throw of 9 on a full board: 9, 8+1, 7+2, 6+3, 5+4, 6+2+1, 5+3+1, 4+3+2.
        let m = after(&options, &[4, 5], &["roll"]);
        assert_eq!(
            choose(Level::Normal, &m),
            Some(Action::shut(Tiles::single(9)))
        );
        assert_eq!(
            choose(Level::Easy, &m),
            Some(Action::shut(Tiles::single(9)))
        );
        // With 9 shut, a 9 again: normal takes 8+1 (highest first); easy a pair at random.
        let m = after(&options, &[4, 5, 4, 5], &["roll", "shut 9", "roll"]);
        let eight_one: Tiles = [8, 1].into_iter().collect();
        assert_eq!(choose(Level::Normal, &m), Some(Action::shut(eight_one)));
        match choose(Level::Easy, &m) {
            Some(Action::Shut(pick, None)) => assert_eq!(pick.len(), 2),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn hard_throws_and_reopens_as_the_solver_says() {
        let options = options(9, 1, &[]);
        let dice = [4, 5, 4, 4, 3, 4, 3, 3, 1, 4, 2, 2, 4, 4];
        let closes = [
            "roll", "shut 9", "roll", "shut 8", "roll", "shut 7", "roll", "shut 6", "roll",
            "shut 5", "roll", "shut 4",
        ];
        let m = after(&options, &dice, &closes);
        let open: Tiles = [1, 2, 3].into_iter().collect();
        assert_eq!(m.game().players()[0].open, open);
        let solution = solver::cached(&Rules::for_game(&options)).expect("solvable");
        let mode = solution.start_mode();
        let (two, one) = solution
            .throw_values(open, Tiles::NONE, mode)
            .expect("values");
        let one = one.expect("every open tile is 6 or lower");
        let best = if one.better(two, Objective::Score) {
            Action::ROLL_ONE
        } else {
            Action::ROLL
        };
        assert_eq!(choose(Level::Hard, &m), Some(best));
        // 4+4 cannot be used: reopen 8, or decline and score 6.
        let mut with_roll = closes.to_vec();
        with_roll.push("roll");
        let m = after(&options, &dice, &with_roll);
        assert_eq!(
            m.game().phase(),
            Phase::Reopen {
                throw: crate::games::dicen::Throw {
                    first: 4,
                    second: Some(4)
                }
            }
        );
        let reopened = solution
            .after_stay(open.with(8), Tiles::NONE, mode)
            .expect("value");
        let declined = solution.after_out(open, Tiles::NONE, mode).expect("value");
        assert_eq!(declined.expected_score, 6.0);
        let best = if reopened.better(declined, Objective::Score) {
            Action::Reopen(Pick::own(Tiles::single(8)))
        } else {
            Action::Decline
        };
        assert_eq!(choose(Level::Hard, &m), Some(best));
    }
}
