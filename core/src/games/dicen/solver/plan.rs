//! A plan: where each outcome of the throw a full sweep chose leads, with what chance. Replays
//! evaluate the written-down plans instead of looking for the best sets again.

use super::Value;

/// Where one outcome of a throw leads.
#[derive(Clone, Copy, Debug)]
pub enum Lead {
    /// Another value cell (a position and a mode), with its value now: its value changes as
    /// the solve goes on.
    Cell(u32, Value),
    /// A value that never changes: the side is out and scores its open tiles.
    Fixed(Value),
    /// Back to the cell the throw was made from (a throw that changes nothing).
    Loop,
}

/// One throw's outcomes: the fixed part summed, the loops' chance, and the cells; and the
/// chance-weighted sums of every outcome's value as they were added.
#[derive(Default)]
pub struct Plan {
    fixed_shut: f64,
    fixed_score: f64,
    looped: f64,
    cells: Vec<(u32, f64)>,
    p_shut: f64,
    score: f64,
}

impl Plan {
    pub fn clear(&mut self) {
        self.fixed_shut = 0.0;
        self.fixed_score = 0.0;
        self.looped = 0.0;
        self.cells.clear();
        self.p_shut = 0.0;
        self.score = 0.0;
    }

    /// An outcome with chance `p` (never 0: an impossible outcome adds nothing, and 0 times an
    /// infinite score would not be 0).
    pub fn add(&mut self, p: f64, lead: Lead) {
        let v = match lead {
            Lead::Cell(cell, v) => {
                self.cells.push((cell, p));
                v
            }
            Lead::Fixed(v) => {
                self.fixed_shut += p * v.p_shut;
                self.fixed_score += p * v.expected_score;
                v
            }
            Lead::Loop => {
                self.looped += p;
                return;
            }
        };
        self.p_shut += p * v.p_shut;
        self.score += p * v.expected_score;
    }

    /// The plan's value with the values its outcomes had when added. A loop is solved in
    /// closed form: `v = c + looped * v`, so `v = c / (1 - looped)`; V8 adds the throw's own
    /// `cost` of 1. `None` when every outcome loops (the choice never gets anywhere).
    pub fn value(&self, cost: f64) -> Option<Value> {
        finish(self.p_shut, self.score, self.looped, cost)
    }
}

/// `None` when nothing but loops remains; rounding may not lift a chance above 1.
fn finish(p_shut: f64, score: f64, looped: f64, cost: f64) -> Option<Value> {
    let stay = 1.0 - looped;
    (stay > 1e-12).then(|| Value {
        p_shut: (p_shut / stay).min(1.0),
        expected_score: (score + cost) / stay,
    })
}

/// About how many outcomes a plan has: eleven totals of two dice, some of them split by a
/// double.
const OUTCOMES: usize = 13;

/// One cell's plan as kept: its fixed part, its loops, and where its cells end in
/// [`Plans::cells`].
struct Head {
    fixed_shut: f64,
    fixed_score: f64,
    looped: f64,
    end: u32,
}

/// Every cell's plan, in cell order.
#[derive(Default)]
pub struct Plans {
    heads: Vec<Head>,
    cells: Vec<(u32, f64)>,
}

impl Plans {
    /// Room for `cells` plans of about a dozen outcomes each, reserved once: grown push by
    /// push, the first sweep copied the outcomes over again and again (a few percent of a
    /// one-board solve).
    pub fn with_capacity(cells: usize) -> Plans {
        Plans {
            heads: Vec::with_capacity(cells),
            cells: Vec::with_capacity(cells * OUTCOMES),
        }
    }

    /// Forget every plan (a full sweep writes them all again, in cell order).
    pub fn clear(&mut self) {
        self.heads.clear();
        self.cells.clear();
    }

    /// Keeps `plan` as the next cell's.
    pub fn push(&mut self, plan: &Plan) {
        self.cells.extend_from_slice(&plan.cells);
        self.heads.push(Head {
            fixed_shut: plan.fixed_shut,
            fixed_score: plan.fixed_score,
            looped: plan.looped,
            end: self.cells.len() as u32,
        });
    }

    /// One Gauss–Seidel sweep evaluating every kept plan in cell order from `first` on, in
    /// place. Returns the largest relative change.
    pub fn replay(&self, values: &mut [Value], first: usize, cost: f64) -> f64 {
        let mut change: f64 = 0.0;
        let mut start = first
            .checked_sub(1)
            .and_then(|before| self.heads.get(before))
            .map_or(0, |h| h.end as usize);
        for (cell, head) in self.heads.iter().enumerate().skip(first) {
            let end = head.end as usize;
            let (mut p_shut, mut score) = (head.fixed_shut, head.fixed_score);
            for &(to, p) in self.cells.get(start..end).unwrap_or(&[]) {
                let v = values.get(to as usize).copied().unwrap_or(Value::SHUT);
                p_shut += p * v.p_shut;
                score += p * v.expected_score;
            }
            start = end;
            let v = finish(p_shut, score, head.looped, cost).unwrap_or(Value::STUCK);
            if let Some(old) = values.get_mut(cell) {
                change = change.max(difference(*old, v));
                *old = v;
            }
        }
        change
    }
}

/// The relative change from `old` to `new`, the larger of the two figures'.
pub fn difference(old: Value, new: Value) -> f64 {
    let score = if old.expected_score == new.expected_score {
        0.0
    } else {
        (old.expected_score - new.expected_score).abs() / new.expected_score.abs().max(1.0)
    };
    (old.p_shut - new.p_shut).abs().max(score)
}
