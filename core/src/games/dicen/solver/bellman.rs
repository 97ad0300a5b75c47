//! The Bellman update for one value cell (a position and a mode), and the sweeps that apply it
//! everywhere.
//!
//! With doubles (N6/N7) the solve is modified policy iteration. A *full* sweep finds the best
//! choice everywhere (the close for each total, the reopen after an unusable double, one die or
//! two) and writes it down as a [`Plan`]. *Replays* then evaluate those plans, a dozen
//! multiply-adds per cell instead of every set of tiles, until the values settle; then a full
//! sweep again. The solve stops when a full sweep changes no value by more than the tolerance,
//! so the result is optimal whatever was written down. Each full sweep can only improve on the
//! plans it replaced, and there are finitely many plans, so this ends; a handful of full sweeps
//! does in practice.

use super::plan::{difference, Lead, Plan, Plans};
use super::space::MAX_SUM;
use super::{Solution, Value, MAX_SWEEPS, TOLERANCE};
use crate::games::dicen::moves;
use crate::games::dicen::throw::Throw;

/// Two dice as (low face, high face, chance).
const TWO_DICE: [(u8, u8, f64); 21] = two_dice();

const fn two_dice() -> [(u8, u8, f64); 21] {
    let mut out = [(0, 0, 0.0); 21];
    let mut i = 0;
    let mut a = 1;
    while a <= 6 {
        let mut b = a;
        while b <= 6 {
            out[i] = (a, b, if a == b { 1.0 / 36.0 } else { 2.0 / 36.0 });
            i += 1;
            b += 1;
        }
        a += 1;
    }
    out
}

/// Two dice by total: (total, chance of a non-double with that total, the double's face or 0).
/// Without Lucky what a throw closes depends on its total alone, so this is all an update needs.
const TOTALS: [(u8, f64, u8); 11] = totals();

const fn totals() -> [(u8, f64, u8); 11] {
    let mut out = [(0, 0.0, 0); 11];
    let mut t: i32 = 2;
    while t <= 12 {
        let mut ways = 0;
        let mut x: i32 = 1;
        while x <= 6 {
            let y = t - x;
            if y >= 1 && y <= 6 && y != x {
                ways += 1;
            }
            x += 1;
        }
        let face = if t % 2 == 0 { t / 2 } else { 0 };
        out[t as usize - 2] = (t as u8, ways as f64 / 36.0, face as u8);
        t += 1;
    }
    out
}

/// How far the first replays settle (see [`run`]).
const FIRST_SETTLE: f64 = 1e-3;

/// Replays between two full sweeps, at most (tens suffice: each removes most of the error).
const REPLAYS: u32 = 200;

/// No set can be closed.
const NOTHING: u32 = u32::MAX;

/// A close not looked for yet.
const UNKNOWN: u32 = u32::MAX - 1;

/// One cell's update: the plans of its two throws, and the best close per total found so far
/// (shared by two dice and one die, which close by total alike).
#[derive(Default)]
pub(super) struct Update {
    two: Plan,
    one: Plan,
    found: [u32; MAX_SUM + 1],
}

pub fn run(s: &mut Solution) {
    s.values = vec![Value::SHUT; s.space.size() * s.modes.len()];
    let mut plans = Plans::with_capacity(s.values.len());
    let mut update = Update::default();
    // Exact without reopening: every close leads to a position already done.
    full_sweep(s, false, &mut plans, &mut update);
    if !s.rules.doubles || s.rules.go_go {
        return;
    }
    let first = s.modes.len();
    let cost = s.throw_cost();
    // The first plans, chosen before any reopen was valued, change anyway at the next full
    // sweep: their values need not settle far. Later ones settle fully, so that a full sweep
    // that finds nothing better also changes nothing.
    let mut settle = FIRST_SETTLE;
    loop {
        let change = full_sweep(s, true, &mut plans, &mut update);
        s.sweeps += 1;
        s.residual = change;
        if change <= TOLERANCE || s.sweeps >= MAX_SWEEPS {
            break;
        }
        for _ in 0..REPLAYS {
            s.replays += 1;
            if plans.replay(&mut s.values, first, cost) <= settle {
                break;
            }
        }
        settle = TOLERANCE / 16.0;
    }
}

/// One Gauss–Seidel sweep in ascending cell order choosing afresh, writing every cell's plan.
/// Returns the largest relative change.
fn full_sweep(s: &mut Solution, reopen: bool, plans: &mut Plans, update: &mut Update) -> f64 {
    let modes = s.modes.len();
    let mut change: f64 = 0.0;
    plans.clear();
    let shut = Plan::default();
    for _ in 0..modes {
        // Every tile shut: DICEN, whatever the mode.
        plans.push(&shut);
    }
    for position in 1..s.space.size() {
        for m in 0..modes {
            let cell = position * modes + m;
            let (v, chosen) = match throws(s, position, m, reopen, update) {
                (Some(two), Some(one)) if one.better(two, s.rules.objective) => (one, &update.one),
                (Some(two), _) => (two, &update.two),
                (None, Some(one)) => (one, &update.one),
                (None, None) => (Value::STUCK, &update.two),
            };
            plans.push(chosen);
            if let Some(old) = s.values.get_mut(cell) {
                change = change.max(difference(*old, v));
                *old = v;
            }
        }
    }
    change
}

/// The values of throwing two dice and (where allowed) one die at `position` in mode `m`,
/// choosing the best closes and reopens.
pub(super) fn choices(
    s: &Solution,
    position: usize,
    m: usize,
    reopen: bool,
) -> (Option<Value>, Option<Value>) {
    throws(s, position, m, reopen, &mut Update::default())
}

/// The plans of throwing two dice and (where allowed) one die, written into `u`, and their
/// values.
fn throws(
    s: &Solution,
    position: usize,
    m: usize,
    reopen: bool,
    u: &mut Update,
) -> (Option<Value>, Option<Value>) {
    let cost = s.throw_cost();
    u.two.clear();
    u.one.clear();
    u.found = [UNKNOWN; MAX_SUM + 1];
    let at = (position, m);
    if !s.modes[m].started {
        throws_before_the_seven(s, at, reopen, u);
        return (u.two.value(cost), None);
    }
    if s.rules.lucky {
        lucky_throws(s, at, reopen, u);
    } else {
        throws_by_sum(s, at, reopen, u);
    }
    let two_dice = u.two.value(cost);
    let one_allowed = s.rules.one_die == super::OneDie::Optional
        && !s.rules.lucky
        && s.space.open(position).max().is_some_and(|t| t <= 6);
    if !one_allowed {
        return (two_dice, None);
    }
    one_die_throws(s, at, reopen, u);
    (two_dice, u.one.value(cost))
}

/// V7: before the thrower's starting 7, only a 7 starts them, and is then played; any other
/// throw is lost. Plans two dice into `u` at `(position, m)`.
#[inline]
fn throws_before_the_seven(
    s: &Solution,
    (position, m): (usize, usize),
    reopen: bool,
    u: &mut Update,
) {
    let started = s.start[m];
    for &(x, y, p) in &TWO_DICE {
        let lead = if x + y == 7 {
            after_throw(s, (position, started), two(x, y), reopen, &mut u.found)
                .unwrap_or_else(|| pass(s, position, started, m))
        } else {
            pass(s, position, m, m)
        };
        u.two.add(p, lead);
    }
}

/// V1: each pair of faces closes its own sets (the sum, or the faces), so every throw of two
/// dice is planned on its own (V6: a 7 passes). Plans two dice into `u` at `at`.
#[inline]
fn lucky_throws(s: &Solution, at: (usize, usize), reopen: bool, u: &mut Update) {
    let (position, m) = at;
    for &(x, y, p) in &TWO_DICE {
        let lead = if s.rules.unlucky_seven && x + y == 7 {
            pass(s, position, m, m)
        } else {
            after_throw(s, at, two(x, y), reopen, &mut u.found)
                .unwrap_or_else(|| pass(s, position, m, m))
        };
        u.two.add(p, lead);
    }
}

/// N4: a throw closes tiles adding up to its total, so two dice are planned by total: every
/// total's best close at once (each is needed, and one die's are among them, left in
/// `u.found`), then an unusable total or double reopens (N6, N7) or passes.
#[inline]
fn throws_by_sum(s: &Solution, at: (usize, usize), reopen: bool, u: &mut Update) {
    let (position, m) = at;
    let next = s.pass.get(m).copied().unwrap_or(m);
    for (slot, sets) in u
        .found
        .iter_mut()
        .skip(1)
        .zip(s.space.subsets_by_sum(position))
    {
        *slot = best_close(s, position, next, sets);
    }
    for &(total, p, face) in &TOTALS {
        let double = if face > 0 { 1.0 / 36.0 } else { 0.0 };
        if s.rules.unlucky_seven && total == 7 {
            u.two.add(p, pass(s, position, m, m));
            continue;
        }
        let target = u.found.get(usize::from(total)).copied().unwrap_or(NOTHING);
        if target != NOTHING {
            u.two.add(p + double, s.lead(target));
            continue;
        }
        if p > 0.0 {
            let lead = unusable(s, at, None, reopen).unwrap_or_else(|| pass(s, position, m, m));
            u.two.add(p, lead);
        }
        if face > 0 {
            let lead =
                unusable(s, at, Some(face), reopen).unwrap_or_else(|| pass(s, position, m, m));
            u.two.add(double, lead);
        }
    }
}

/// N2: one die, each face a sixth. Plans it into `u` at `at`.
#[inline]
fn one_die_throws(s: &Solution, at: (usize, usize), reopen: bool, u: &mut Update) {
    let (position, m) = at;
    for face in 1..=6 {
        let throw = Throw {
            first: face,
            second: None,
        };
        let lead = after_throw(s, at, throw, reopen, &mut u.found)
            .unwrap_or_else(|| pass(s, position, m, m));
        u.one.add(1.0 / 6.0, lead);
    }
}

fn two(x: u8, y: u8) -> Throw {
    Throw {
        first: x,
        second: Some(y),
    }
}

/// A throw by the thrower of mode `thrower` changed nothing and the turn passes (V6's 7, V7's
/// lost throw, V8's unusable throw). `from` is the mode the plan is for: landing back in it is
/// a loop.
fn pass(s: &Solution, position: usize, thrower: usize, from: usize) -> Lead {
    let next = s.pass[thrower];
    if next == from {
        Lead::Loop
    } else {
        s.lead(s.cell(position, next))
    }
}

/// Where `throw` leads once it has landed for the started thrower of mode `m` at `position`:
/// the best close (N4, V1), else reopen or be out (N5–N7). `None` when the throw is lost and
/// the turn passes (V8).
fn after_throw(
    s: &Solution,
    at: (usize, usize),
    throw: Throw,
    reopen: bool,
    found: &mut [u32; MAX_SUM + 1],
) -> Option<Lead> {
    close(s, at, throw, found).or_else(|| unusable(s, at, throw.double(), reopen))
}

/// N4, V1: where the best close for `throw` leads, if anything can be closed. Without Lucky
/// only the total matters (a one-die throw of that total stands for any throw of it), and
/// `best` keeps the best close per total.
fn close(
    s: &Solution,
    (position, m): (usize, usize),
    throw: Throw,
    found: &mut [u32; MAX_SUM + 1],
) -> Option<Lead> {
    let next = s.pass[m];
    let target = if s.rules.lucky {
        lucky_close(s, position, next, throw)
    } else {
        let total = throw.total() as usize;
        match found.get(total) {
            Some(&known) if known != UNKNOWN => known,
            _ => {
                let best = best_close(s, position, next, s.space.subsets(position, total));
                if let Some(slot) = found.get_mut(total) {
                    *slot = best;
                }
                best
            }
        }
    };
    (target != NOTHING).then(|| s.lead(target))
}

/// N5–N7: a throw that closes nothing. After a double the thrower may reopen or decline; else
/// they are out (V11: the partner plays on). `None` when the throw is just lost (V8).
fn unusable(
    s: &Solution,
    (position, m): (usize, usize),
    double: Option<u8>,
    reopen: bool,
) -> Option<Lead> {
    let rules = &s.rules;
    if rules.go_go {
        return None;
    }
    let declined = match s.out[m] {
        Some(partner) => s.lead(s.cell(position, partner)),
        None => Lead::Fixed(s.out_value(position)),
    };
    let Some(face) = double.filter(|_| reopen && rules.doubles) else {
        return Some(declined);
    };
    let next = s.pass[m];
    let mut best = declined;
    let mut best_value = s.lead_value(declined);
    each_reopen(s, position, face, |reopened| {
        let cell = s.cell(reopened, next);
        let v = s.value_of(cell);
        if v.better(best_value, rules.objective) {
            (best, best_value) = (Lead::Cell(cell, v), v);
        }
    });
    Some(best)
}

/// Keeps the better of the best so far and the value at `cell`.
fn keep_better(best: &mut (Option<Value>, u32), s: &Solution, cell: u32) {
    let v = s.value_of(cell);
    match best.0 {
        Some(x) if !v.better(x, s.rules.objective) => {}
        _ => *best = (Some(v), cell),
    }
}

/// N4: the cell (in mode `next`) the best of `sets` (the sub-sets of `position` adding up to
/// one total) leads to, or [`NOTHING`].
/// One pass finds the best first figure of the objective and the runner-up's; when the best
/// is clear of every other set by more than any tie margin (the margin is at most
/// `TIE * max(|best|, 1)`), it is the answer. Only when another set may be tied with it does a
/// second pass weigh the tied sets with [`Value::better`].
fn best_close(s: &Solution, position: usize, next: usize, sets: &[u32]) -> u32 {
    let objective = s.rules.objective;
    let cell = |set: u32| s.cell(position - set as usize, next);
    // Most totals have no set or a single one (about one set per sum a position, on 12 tiles):
    // nothing to compare.
    match sets {
        [] => return NOTHING,
        [only] => return cell(*only),
        _ => {}
    }
    let (mut top, mut runner_up, mut top_cell) = (f64::NEG_INFINITY, f64::NEG_INFINITY, NOTHING);
    for &set in sets {
        let at = cell(set);
        let first = s.value_of(at).first(objective);
        if first > top {
            (runner_up, top, top_cell) = (top, first, at);
        } else if first > runner_up {
            runner_up = first;
        }
    }
    // Written so that a NaN (two infinite scores) falls through to the careful pass.
    if top - runner_up > super::TIE * top.abs().max(1.0) {
        return top_cell;
    }
    let mut best = (None, NOTHING);
    for &set in sets {
        let v = s.value_of(cell(set));
        if !super::beats(top, v.first(objective)).unwrap_or(false) {
            keep_better(&mut best, s, cell(set));
        }
    }
    best.1
}

/// V1: the cell the best Lucky close leads to, or [`NOTHING`].
fn lucky_close(s: &Solution, position: usize, next: usize, throw: Throw) -> u32 {
    let space = &s.space;
    let (own, other) = space.boards(position);
    let other_board = s.rules.two_boards().then_some(other);
    let mut best = (None, NOTHING);
    moves::closes(throw, own, other_board, true, |pick| {
        if let Some(left) = space.position(own.minus(pick.own), other.minus(pick.other)) {
            keep_better(&mut best, s, s.cell(left, next));
        }
    });
    best.1
}

/// N6/N7: every position an unusable double with `face` lets the thrower reopen to.
fn each_reopen(s: &Solution, position: usize, face: u8, mut each: impl FnMut(usize)) {
    let space = &s.space;
    if face == 6 {
        let shut = space.full() - position;
        for total in 1..=MAX_SUM {
            for &set in space.subsets(shut, total) {
                each(position + set as usize);
            }
        }
    } else if let Some(reopened) = space.reopen(position, 2 * face) {
        each(reopened);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dicen::solver::{Objective, OneDie, Rules};
    use crate::games::dicen::{DicenOptions, Variant};

    /// N4 as written: every set weighed against the best so far with [`Value::better`], the
    /// first of equals kept.
    fn every_set_weighed(s: &Solution, position: usize, next: usize, sets: &[u32]) -> u32 {
        let mut best = (None, NOTHING);
        for &set in sets {
            keep_better(&mut best, s, s.cell(position - set as usize, next));
        }
        best.1
    }

    /// [`best_close`]'s one quick pass chooses what weighing every set chooses, at every
    /// position, total and mode of a solved board, a shut-the-box board (where the first
    /// figures tie often and the other decides) and two boards.
    #[test]
    fn the_quick_pass_chooses_what_weighing_every_set_chooses() {
        let lord = DicenOptions {
            tiles: 7,
            ..DicenOptions::with_variants(&[Variant::LordOfTheBoard])
        };
        let mut tie_decided = 0;
        for rules in [
            Rules::classic(10, OneDie::Optional, true, Objective::Score),
            Rules::classic(10, OneDie::Optional, false, Objective::Shut),
            Rules::for_game(&lord),
        ] {
            let s = Solution::solve(&rules).expect("small enough");
            for position in 0..s.space.size() {
                for &next in &s.pass {
                    for total in 1..=MAX_SUM {
                        let sets = s.space.subsets(position, total);
                        let weighed = every_set_weighed(&s, position, next, sets);
                        assert_eq!(
                            best_close(&s, position, next, sets),
                            weighed,
                            "{rules:?} at {position}, total {total}"
                        );
                        let first_of_the_top = sets
                            .iter()
                            .map(|&set| s.cell(position - set as usize, next))
                            .reduce(|a, b| {
                                let first = |c| s.value_of(c).first(s.rules.objective);
                                if first(b) > first(a) {
                                    b
                                } else {
                                    a
                                }
                            });
                        tie_decided += usize::from(first_of_the_top.is_some_and(|c| c != weighed));
                    }
                }
            }
        }
        // The boards have sets whose first figures tie, so the careful pass is exercised.
        assert!(tie_decided > 0, "no tie was decided by the other figure");
    }
}
