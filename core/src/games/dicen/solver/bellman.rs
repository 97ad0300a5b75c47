//! The Bellman update for one position and mode, and the sweeps that apply it everywhere.
//!
//! With doubles (N6/N7) the sweeps are modified policy iteration. A full sweep finds the best
//! choice everywhere and records it. Cheaper sweeps follow until the values settle: they replay
//! the recorded closes (a few value lookups per position instead of every set of tiles) while
//! still choosing the reopens and the dice afresh, since reopening is what the recorded closes
//! did not yet know about. Then a full sweep again; the solve stops when a full sweep changes
//! no value by more than the tolerance, so the result is optimal whatever was recorded.

use super::space::MAX_SUM;
use super::{Layout, Solution, Value, MAX_SWEEPS, TOLERANCE};
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
const FIRST_SETTLE: f64 = 1e-6;

/// Cheap sweeps between two full ones, at most.
const REPLAYS: u32 = 200;

/// The most recorded closes kept (4 bytes each); larger solves iterate with full sweeps only.
const MAX_RECORDED: usize = 16 << 20;

/// A recorded close: no set could be closed.
const NOTHING: u32 = u32::MAX;

/// A close not looked for yet.
const UNKNOWN: u32 = u32::MAX - 1;

/// How many closes a position records: one per throw total 0–12 (or with Lucky, one per
/// two-dice outcome), as the position it leads to.
fn slots(lucky: bool) -> usize {
    if lucky {
        TWO_DICE.len()
    } else {
        MAX_SUM + 1
    }
}

/// What a Bellman update does with the choices.
enum Record<'a> {
    /// Choose the best, record nothing.
    Off,
    /// Choose the best close and record it.
    Write(&'a mut [u32]),
    /// Replay the recorded closes (reopens and dice are still chosen afresh).
    Replay(&'a [u32]),
}

/// The expectation over one throw's outcomes, with the chance `looped` of landing back where
/// the throw was made (a throw that changes nothing), solved in closed form at the end.
#[derive(Default)]
struct Expectation {
    p_shut: f64,
    score: f64,
    looped: f64,
}

impl Expectation {
    fn add(&mut self, p: f64, v: Value) {
        self.p_shut += p * v.p_shut;
        self.score += p * v.expected_score;
    }

    /// `v = c + looped * v`, so `v = c / (1 - looped)`; V8 adds the throw's own cost of 1.
    /// `None` when every outcome loops (the choice never gets anywhere). Rounding may not lift
    /// a chance above 1.
    fn finish(self, throw_cost: f64) -> Option<Value> {
        let stay = 1.0 - self.looped;
        (stay > 1e-12).then(|| Value {
            p_shut: (self.p_shut / stay).min(1.0),
            expected_score: (self.score + throw_cost) / stay,
        })
    }
}

pub fn run(s: &mut Solution) {
    let n = s.space.size();
    let two = s.rules.two_boards();
    let positions = if two { n * n } else { n };
    s.values = vec![Value::SHUT; positions * s.modes.len()];
    let cycles = s.rules.doubles && !s.rules.go_go;
    let slots = slots(s.rules.lucky);
    let canonical = if two { n * (n + 1) / 2 } else { n };
    let recorded = canonical * s.modes.len() * slots;
    let mut policy = if cycles && recorded <= MAX_RECORDED {
        vec![NOTHING; recorded]
    } else {
        Vec::new()
    };
    // Exact without reopening: every close leads to a position already done.
    sweep(s, false, &mut policy, slots, false);
    if !cycles {
        return;
    }
    // The first replays, for closes chosen without reopening in mind, need not settle far: the
    // next full sweep will change them anyway. Later ones settle fully, so that a full sweep
    // that finds nothing better also finds nothing changed.
    let mut settle = FIRST_SETTLE;
    loop {
        if !policy.is_empty() {
            for _ in 0..REPLAYS {
                s.replays += 1;
                if sweep(s, true, &mut policy, slots, true) <= settle {
                    break;
                }
            }
        }
        let change = sweep(s, true, &mut policy, slots, false);
        settle = TOLERANCE / 16.0;
        s.sweeps += 1;
        s.residual = change;
        if change <= TOLERANCE || s.sweeps >= MAX_SWEEPS {
            break;
        }
    }
}

/// One Gauss–Seidel sweep in ascending position order, choosing afresh (recording the choices
/// when `policy` is not empty) or, with `replay`, replaying the recorded closes. Returns the
/// largest relative change.
fn sweep(s: &mut Solution, reopen: bool, policy: &mut [u32], slots: usize, replay: bool) -> f64 {
    let n = s.space.size();
    let modes = s.modes.len();
    let two = s.rules.two_boards();
    let mut change: f64 = 0.0;
    let mut canonical = 0;
    for a in 0..n {
        for b in 0..=(if two { a } else { 0 }) {
            for m in 0..modes {
                if a != 0 || b != 0 {
                    let at = (canonical * modes + m) * slots;
                    let mut record = match policy.get_mut(at..at + slots) {
                        None => Record::Off,
                        Some(row) if replay => Record::Replay(row),
                        Some(row) => Record::Write(row),
                    };
                    let v = evaluate(s, a, b, m, reopen, &mut record);
                    let (here, mirror) = (s.state(a, b) * modes + m, s.state(b, a) * modes + m);
                    change = change.max(difference(s.values[here], v));
                    s.values[here] = v;
                    if two {
                        s.values[mirror] = v;
                    }
                }
            }
            canonical += 1;
        }
    }
    change
}

fn difference(old: Value, new: Value) -> f64 {
    let score = if old.expected_score == new.expected_score {
        0.0
    } else {
        (old.expected_score - new.expected_score).abs() / new.expected_score.abs().max(1.0)
    };
    (old.p_shut - new.p_shut).abs().max(score)
}

/// The value before the next throw: the better of the throws the rules allow.
fn evaluate(
    s: &Solution,
    a: usize,
    b: usize,
    m: usize,
    reopen: bool,
    record: &mut Record<'_>,
) -> Value {
    match throws(s, a, b, m, reopen, record) {
        (Some(two), Some(one)) if one.better(two, s.rules.objective) => one,
        (Some(two), _) => two,
        (None, Some(one)) => one,
        (None, None) => Value::STUCK,
    }
}

/// The values of throwing two dice and (where allowed) one die at positions `a`, `b` in mode
/// `m`, choosing the best closes and reopens.
pub(super) fn choices(
    s: &Solution,
    a: usize,
    b: usize,
    m: usize,
    reopen: bool,
) -> (Option<Value>, Option<Value>) {
    throws(s, a, b, m, reopen, &mut Record::Off)
}

fn throws(
    s: &Solution,
    a: usize,
    b: usize,
    m: usize,
    reopen: bool,
    record: &mut Record<'_>,
) -> (Option<Value>, Option<Value>) {
    let rules = &s.rules;
    let cost = if rules.go_go { 1.0 } else { 0.0 };
    let mode = s.modes[m];
    // The best close for each total, shared by two dice and one die.
    let mut best = [UNKNOWN; MAX_SUM + 1];
    if !mode.started {
        // V7: only a 7 starts the thrower, and is then played; any other throw is lost.
        let started = s.start[m];
        let mut e = Expectation::default();
        for (i, &(x, y, p)) in TWO_DICE.iter().enumerate() {
            if x + y == 7 {
                let throw = two(x, y);
                match after_throw(s, (a, b, started), throw, i, reopen, &mut best, record) {
                    Some(v) => e.add(p, v),
                    None => pass(s, &mut e, a, b, started, m, p),
                }
            } else {
                pass(s, &mut e, a, b, m, m, p);
            }
        }
        return (e.finish(cost), None);
    }
    let mut e = Expectation::default();
    if rules.lucky {
        for (i, &(x, y, p)) in TWO_DICE.iter().enumerate() {
            if rules.unlucky_seven && x + y == 7 {
                pass(s, &mut e, a, b, m, m, p);
                continue;
            }
            match after_throw(s, (a, b, m), two(x, y), i, reopen, &mut best, record) {
                Some(v) => e.add(p, v),
                None => pass(s, &mut e, a, b, m, m, p),
            }
        }
    } else {
        for &(total, p, face) in &TOTALS {
            if rules.unlucky_seven && total == 7 {
                pass(s, &mut e, a, b, m, m, p);
                continue;
            }
            let double = if face > 0 { 1.0 / 36.0 } else { 0.0 };
            let throw = Throw {
                first: total,
                second: None,
            };
            if let Some(v) = close(s, (a, b, m), throw, 0, &mut best, record) {
                e.add(p + double, v);
                continue;
            }
            if p > 0.0 {
                match unusable(s, (a, b, m), None, reopen) {
                    Some(v) => e.add(p, v),
                    None => pass(s, &mut e, a, b, m, m, p),
                }
            }
            if face > 0 {
                match unusable(s, (a, b, m), Some(face), reopen) {
                    Some(v) => e.add(double, v),
                    None => pass(s, &mut e, a, b, m, m, double),
                }
            }
        }
    }
    let two_dice = e.finish(cost);
    let open = s.space.tiles(a).union(s.space.tiles(b));
    let one_allowed = rules.one_die == super::OneDie::Optional
        && !rules.lucky
        && open.max().is_some_and(|t| t <= 6);
    let one_die = one_allowed
        .then(|| {
            let mut e = Expectation::default();
            for face in 1..=6 {
                let throw = Throw {
                    first: face,
                    second: None,
                };
                match after_throw(s, (a, b, m), throw, 0, reopen, &mut best, record) {
                    Some(v) => e.add(1.0 / 6.0, v),
                    None => pass(s, &mut e, a, b, m, m, 1.0 / 6.0),
                }
            }
            e.finish(cost)
        })
        .flatten();
    (two_dice, one_die)
}

fn two(x: u8, y: u8) -> Throw {
    Throw {
        first: x,
        second: Some(y),
    }
}

/// A throw by the thrower of mode `thrower` changed nothing and the turn passes (V6's 7, V7's
/// lost throw, V8's unusable throw). `from` is the mode the expectation is for: landing back
/// in it is a loop.
fn pass(
    s: &Solution,
    e: &mut Expectation,
    a: usize,
    b: usize,
    thrower: usize,
    from: usize,
    p: f64,
) {
    let next = s.pass[thrower];
    if next == from {
        e.looped += p;
    } else {
        e.add(p, s.at(a, b, next));
    }
}

/// The value once `throw` (two-dice outcome number `outcome`) has landed for the started
/// thrower of mode `m` at positions `a`, `b`: the best close (N4, V1), else reopen or be out
/// (N5–N7). `None` when the throw is lost and the turn passes (V8).
fn after_throw(
    s: &Solution,
    (a, b, m): (usize, usize, usize),
    throw: Throw,
    outcome: usize,
    reopen: bool,
    best: &mut [u32; MAX_SUM + 1],
    record: &mut Record<'_>,
) -> Option<Value> {
    close(s, (a, b, m), throw, outcome, best, record)
        .or_else(|| unusable(s, (a, b, m), throw.double(), reopen))
}

/// N4, V1: the value of the best close for `throw`, if anything can be closed. Without Lucky
/// only the total matters (a one-die throw of that total stands for any throw of it), and
/// `best` caches the position the best close per total leads to.
fn close(
    s: &Solution,
    (a, b, m): (usize, usize, usize),
    throw: Throw,
    outcome: usize,
    best: &mut [u32; MAX_SUM + 1],
    record: &mut Record<'_>,
) -> Option<Value> {
    let rules = &s.rules;
    let next = s.pass[m];
    let slot = if rules.lucky {
        outcome
    } else {
        throw.total() as usize
    };
    let target = match record {
        Record::Replay(row) => row.get(slot).copied().unwrap_or(NOTHING),
        _ => {
            let cached = match best.get(slot) {
                Some(&t) if !rules.lucky => t,
                _ => UNKNOWN,
            };
            let target = if cached != UNKNOWN {
                cached
            } else if rules.lucky {
                lucky_close(s, a, b, next, throw)
            } else {
                let found = best_close(s, a, b, next, slot);
                if let Some(cache) = best.get_mut(slot) {
                    *cache = found;
                }
                found
            };
            if let Record::Write(row) = record {
                if let Some(cell) = row.get_mut(slot) {
                    *cell = target;
                }
            }
            target
        }
    };
    (target != NOTHING).then(|| s.value_of(target as usize, next))
}

/// N5–N7: a throw that closes nothing. After a double the thrower may reopen or decline; else
/// they are out (V11: the partner plays on). `None` when the throw is just lost (V8).
fn unusable(
    s: &Solution,
    (a, b, m): (usize, usize, usize),
    double: Option<u8>,
    reopen: bool,
) -> Option<Value> {
    let rules = &s.rules;
    if rules.go_go {
        return None;
    }
    let declined = match s.out[m] {
        Some(partner) => s.at(a, b, partner),
        None => s.out_value(a, b),
    };
    let Some(face) = double.filter(|_| reopen && rules.doubles) else {
        return Some(declined);
    };
    let next = s.pass[m];
    let mut value = declined;
    each_reopen(s, a, b, face, |a2, b2| {
        let v = s.at(a2, b2, next);
        if v.better(value, rules.objective) {
            value = v;
        }
    });
    Some(value)
}

/// Keeps the better of the best so far and the value at position `target`.
fn keep_better(best: &mut (Option<Value>, u32), s: &Solution, target: usize, next: usize) {
    let v = s.value_of(target, next);
    match best.0 {
        Some(x) if !v.better(x, s.rules.objective) => {}
        _ => *best = (Some(v), target as u32),
    }
}

/// N4: the position the best set adding up to `total` on the boards leads to, or [`NOTHING`].
fn best_close(s: &Solution, a: usize, b: usize, next: usize, total: usize) -> u32 {
    let space = &s.space;
    let mut best = (None, NOTHING);
    if s.rules.two_boards() {
        for k in 0..=total {
            for &c1 in space.subsets_or_none(a, k) {
                let rest = a - usize::from(c1);
                for &c2 in space.subsets_or_none(b, total - k) {
                    keep_better(&mut best, s, s.state(rest, b - usize::from(c2)), next);
                }
            }
        }
    } else {
        for &c in space.subsets(a, total) {
            keep_better(&mut best, s, a - usize::from(c), next);
        }
    }
    best.1
}

/// V1: the position the best Lucky close leads to, or [`NOTHING`].
fn lucky_close(s: &Solution, a: usize, b: usize, next: usize, throw: Throw) -> u32 {
    let space = &s.space;
    let (own, other) = (space.tiles(a), space.tiles(b));
    let other_board = s.rules.two_boards().then_some(other);
    let mut best = (None, NOTHING);
    moves::closes(throw, own, other_board, true, |pick| {
        let a2 = space.position(own.minus(pick.own));
        let b2 = space.position(other.minus(pick.other));
        if let (Some(a2), Some(b2)) = (a2, b2) {
            keep_better(&mut best, s, s.state(a2, b2), next);
        }
    });
    best.1
}

/// N6/N7: every position an unusable double with `face` lets the thrower reopen to.
fn each_reopen(s: &Solution, a: usize, b: usize, face: u8, mut each: impl FnMut(usize, usize)) {
    let space = &s.space;
    let two = s.rules.layout != Layout::One;
    if face == 6 {
        let full = space.full();
        let (shut_a, shut_b) = (full ^ a, if two { full ^ b } else { 0 });
        for total in 1..=MAX_SUM {
            if two {
                for k in 0..=total {
                    for &r1 in space.subsets_or_none(shut_a, k) {
                        for &r2 in space.subsets_or_none(shut_b, total - k) {
                            each(a | usize::from(r1), b | usize::from(r2));
                        }
                    }
                }
            } else {
                for &r in space.subsets(shut_a, total) {
                    each(a | usize::from(r), b);
                }
            }
        }
    } else if let Some(bit) = space.tile(2 * face) {
        if a & bit == 0 {
            each(a | bit, b);
        }
        if two && b & bit == 0 {
            each(a, b | bit);
        }
    }
}
