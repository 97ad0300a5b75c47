//! The exact DICEN solver: dynamic programming over sets of open tiles.
//!
//! For a board (N1 with the tiles V2–V6 leave in play), a layout (one board; two boards of one
//! player, V10; or two boards shared by a V11 team), and the dice rules (N2 one die, N6/N7
//! doubles, V1 Lucky, V6 Unlucky 7, V7 7 TO GO, V8/V9 solo scoring), it gives the value of every
//! position under optimal play for one objective, and with it the optimal move:
//!
//! - [`Objective::Shut`]: maximise the probability of shutting every tile (ties: lower score);
//! - [`Objective::Score`]: minimise the expected final score (ties: higher chance to shut). The
//!   score is the open tiles' sum when out, 0 on DICEN; in V8 GO GO (and V9 Time Attack, whose
//!   clock the dice cannot know) it is the number of throws.
//!
//! Every value is a [`Value`]: the chance of shutting and the expected score *of the policy that
//! is optimal for the objective*, so both figures describe one way of playing.
//!
//! **Cycles.** N6/N7 reopen tiles, so positions repeat. The solver first computes the exact
//! value of never reopening (closing only removes tiles, and positions are visited in an order
//! where every close leads to a position already done). Then it improves that, with reopening
//! allowed, by modified policy iteration in Gauss–Seidel sweeps: a full sweep chooses the best
//! move everywhere and writes down each position's plan (where every outcome of the chosen
//! throw leads); cheap replays evaluate those plans until the values settle; and again, until a
//! full sweep changes no value by more than [`TOLERANCE`] (relative to the value's size, at
//! least 1). Every policy ends the round with probability 1 (a run of 1+2 throws ends any
//! round), so the iteration converges to the unique optimum; starting from the never-reopen
//! values it moves monotonically toward it.
//! A throw that changes nothing (V6's 7, V7's wasted throws, V8's unusable throws) loops back to
//! the same position; those loops are solved in closed form, `v = c / (1 - q)`.
//!
//! **Two boards.** V10 is solved exactly: the positions are how many of each tile number are
//! open on the two boards together (see [`space`]: a throw, a reopen and the score treat a tile
//! on either board alike). V11 is solved from one team's point of view: the team's two boards,
//! and how many partners are still in (a partner who cannot use a throw is out, the team goes on
//! with the other). The other team's throws do not touch this team's boards, so they are left
//! out; so is the 10 the other team's DICEN would add. V7 with V11 tracks which partners have
//! started. Solves of more than [`MAX_POSITIONS`] positions or [`MAX_VALUES`] values are
//! refused (two boards of 11 or 12 tiles, or a V7 team on two boards of 10); the bots then
//! judge each board on its own.

mod bellman;
mod plan;
mod space;

use super::tiles::Tiles;
use super::variants::Variant;
use super::DicenOptions;
use space::BoardSpace;
use std::sync::{Arc, Mutex};

/// The value iteration stops when a whole sweep changes no value by more than this, relative to
/// the value's size (at least 1).
pub const TOLERANCE: f64 = 1e-13;

/// At most this many sweeps of value iteration (never reached in practice: tens suffice).
pub const MAX_SWEEPS: u32 = 10_000;

/// The most positions a solve has: two boards of 10 tiles (3^10). Each position keeps its
/// closes by sum (some 40 on average for two boards of 10), so two boards of 12 (3^12) would
/// take more memory than a hint is worth on a phone.
pub const MAX_POSITIONS: usize = 59_049;

/// The most values a solve keeps (16 bytes each, and a plan of a dozen outcomes): two boards of
/// 10 tiles in four modes (a V11 team, or V10 with V7). A V7 team on two boards of 10 (six
/// modes) is refused: the bots judge its boards one by one, as they always have.
pub const MAX_VALUES: usize = 4 * MAX_POSITIONS;

/// What the solver optimises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Objective {
    /// Maximise the chance of shutting every tile.
    Shut,
    /// Minimise the expected final score (V8/V9: the number of throws).
    Score,
}

/// N2: may one die be thrown when every open tile is 6 or lower?
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OneDie {
    /// Always two dice (classic Shut the Box).
    Never,
    /// The player chooses (N2, the game's rule).
    Optional,
}

/// How many boards a throw may use, and who throws at them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// One board, one player.
    One,
    /// V10: two boards, one player.
    Lord,
    /// V11: two boards shared by two partners.
    Team,
}

/// The rules a solve plays by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The tiles in play on each board.
    pub board: Tiles,
    pub layout: Layout,
    /// V1.
    pub lucky: bool,
    /// V6: a throw of 7 ends the turn (the board itself comes from `board`).
    pub unlucky_seven: bool,
    /// V7.
    pub seven_to_go: bool,
    /// V8 (and V9): throws until shut; an unusable throw is lost; N6/N7 do not apply; the score
    /// is the number of throws.
    pub go_go: bool,
    pub one_die: OneDie,
    /// N6/N7 on. Without them this is classic Shut the Box.
    pub doubles: bool,
    pub objective: Objective,
}

impl Rules {
    /// The rules a game with these options is played by, for the hard bot and hints: N2 one die
    /// optional, N6/N7 on (off in V8/V9, which say so), minimising the expected score. V9 Time
    /// Attack is solved as V8 GO GO: fewer throws is the best the dice can offer a clock.
    pub fn for_game(options: &DicenOptions) -> Rules {
        let v = options.variants;
        Rules {
            board: v.board(options.tiles),
            layout: if v.has(Variant::TwoVsTwo) {
                Layout::Team
            } else if v.has(Variant::LordOfTheBoard) {
                Layout::Lord
            } else {
                Layout::One
            },
            lucky: v.has(Variant::Lucky),
            unlucky_seven: v.has(Variant::UnluckySeven),
            seven_to_go: v.has(Variant::SevenToGo),
            go_go: v.solo(),
            one_die: OneDie::Optional,
            doubles: !v.solo(),
            objective: Objective::Score,
        }
    }

    /// Classic Shut the Box on a `1..=top` board: one board, two dice, no variants.
    pub fn classic(top: u8, one_die: OneDie, doubles: bool, objective: Objective) -> Rules {
        Rules {
            board: Tiles::up_to(top),
            layout: Layout::One,
            lucky: false,
            unlucky_seven: false,
            seven_to_go: false,
            go_go: false,
            one_die,
            doubles,
            objective,
        }
    }

    fn two_boards(self) -> bool {
        self.layout != Layout::One
    }
}

/// Who throws next for the side being solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mode {
    /// Partners still in: 1, or 2 for a V11 team whose partners are both in.
    pub throwers: u8,
    /// V7: the next thrower has thrown their starting 7.
    pub started: bool,
    /// V7 with V11: the other partner has (only meaningful with two throwers).
    pub mate_started: bool,
}

/// A position's value under the policy optimal for the objective.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Value {
    /// The chance of shutting every tile (calling DICEN).
    pub p_shut: f64,
    /// The expected final score (V8/V9: the expected number of throws from here).
    pub expected_score: f64,
}

impl Value {
    /// Every tile shut.
    pub const SHUT: Value = Value {
        p_shut: 1.0,
        expected_score: 0.0,
    };

    /// A choice that never gets anywhere (two dice when only a 1 is left, in V8).
    pub const STUCK: Value = Value {
        p_shut: 0.0,
        expected_score: f64::INFINITY,
    };

    /// The objective's own figure, as "higher is better".
    fn first(self, objective: Objective) -> f64 {
        match objective {
            Objective::Shut => self.p_shut,
            Objective::Score => -self.expected_score,
        }
    }

    /// Whether `self` is strictly better than `other` for `objective`; the other figure breaks
    /// ties. Figures within [`TIE`] (relative to the smaller, at least 1) of each other are
    /// tied, so that rounding in how a sum was added up never decides between equally good
    /// moves.
    pub fn better(self, other: Value, objective: Objective) -> bool {
        // Both figures as "higher is better": the objective's first, the tie-break second.
        let (first, second) = match objective {
            Objective::Shut => (
                (self.p_shut, other.p_shut),
                (-self.expected_score, -other.expected_score),
            ),
            Objective::Score => (
                (-self.expected_score, -other.expected_score),
                (self.p_shut, other.p_shut),
            ),
        };
        match beats(first.0, first.1) {
            Some(verdict) => verdict,
            None => beats(second.0, second.1).unwrap_or(false),
        }
    }
}

/// `Some(true)` when `mine` is higher than `theirs` by more than the tie margin, `Some(false)`
/// when lower by more, `None` when tied. The margin is relative to the smaller figure, so an
/// infinite score is never tied with a finite one (two infinite ones are).
fn beats(mine: f64, theirs: f64) -> Option<bool> {
    let gain = mine - theirs;
    let margin = TIE * mine.abs().min(theirs.abs()).max(1.0);
    if gain > margin {
        Some(true)
    } else if gain < -margin {
        Some(false)
    } else {
        None
    }
}

/// Figures closer than this (relative, at least 1) count as equal when choosing a move.
pub const TIE: f64 = 1e-12;

/// Why a solve was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    #[error(
        "{positions} positions in {modes} modes are too many to solve exactly \
         (at most {MAX_POSITIONS} positions and {MAX_VALUES} values)"
    )]
    TooLarge { positions: usize, modes: usize },
    #[error("no tile is in play")]
    EmptyBoard,
}

/// Every mode the side being solved can be in: one thrower, or (V11) both partners, each
/// started or not (V7), in the order the solution's tables keep them.
fn modes_of(rules: &Rules) -> Vec<Mode> {
    let mut modes = Vec::new();
    let flags: &[bool] = if rules.seven_to_go {
        &[true, false]
    } else {
        &[true]
    };
    for &started in flags {
        modes.push(Mode {
            throwers: 1,
            started,
            mate_started: false,
        });
    }
    if rules.layout == Layout::Team {
        for &started in flags {
            for &mate_started in flags {
                modes.push(Mode {
                    throwers: 2,
                    started,
                    mate_started,
                });
            }
        }
    }
    modes
}

/// Per mode, the mode after the thrower's turn when they stay in (V11: the partner throws
/// next), the mode after the thrower is out (`None` when the side is then out), and the same
/// mode with the thrower started (V7): [`Solution`]'s `pass`, `out` and `start`.
fn mode_steps(modes: &[Mode]) -> (Vec<usize>, Vec<Option<usize>>, Vec<usize>) {
    let find = |m: Mode| modes.iter().position(|&x| x == m).unwrap_or(0);
    let pass = modes
        .iter()
        .map(|&m| match m.throwers {
            2 => find(Mode {
                throwers: 2,
                started: m.mate_started,
                mate_started: m.started,
            }),
            _ => find(m),
        })
        .collect();
    let out = modes
        .iter()
        .map(|&m| {
            (m.throwers == 2).then(|| {
                find(Mode {
                    throwers: 1,
                    started: m.mate_started,
                    mate_started: false,
                })
            })
        })
        .collect();
    let start = modes
        .iter()
        .map(|&m| find(Mode { started: true, ..m }))
        .collect();
    (pass, out, start)
}

/// The values of every position for one set of [`Rules`].
pub struct Solution {
    rules: Rules,
    space: BoardSpace,
    modes: Vec<Mode>,
    /// Per mode: the mode after the thrower's turn when they stay in (V11: the partner throws next).
    pass: Vec<usize>,
    /// Per mode: the mode after the thrower is out, or `None` when the side is then out.
    out: Vec<Option<usize>>,
    /// Per mode: the same mode with the thrower started (V7).
    start: Vec<usize>,
    /// `values[position * modes + mode]`, see [`Solution::cell`].
    values: Vec<Value>,
    sweeps: u32,
    replays: u32,
    residual: f64,
}

impl Solution {
    /// Solves every position. Milliseconds for one board of 12 tiles.
    pub fn solve(rules: &Rules) -> Result<Solution, SolveError> {
        let tiles = rules.board.len();
        if tiles == 0 {
            return Err(SolveError::EmptyBoard);
        }
        let copies: u32 = if rules.two_boards() { 2 } else { 1 };
        let positions = (copies as usize + 1).saturating_pow(tiles);
        let modes = modes_of(rules);
        let (pass, out, start) = mode_steps(&modes);
        let too_large = SolveError::TooLarge {
            positions,
            modes: modes.len(),
        };
        if positions.saturating_mul(modes.len()) > MAX_VALUES {
            return Err(too_large);
        }
        let space = BoardSpace::new(rules.board, copies as u8, MAX_POSITIONS).ok_or(too_large)?;
        // V8/V9 always end with the box shut: whatever the objective, fewer throws is better.
        let objective = if rules.go_go {
            Objective::Score
        } else {
            rules.objective
        };
        let mut solution = Solution {
            rules: Rules {
                objective,
                ..*rules
            },
            values: Vec::new(),
            modes,
            pass,
            out,
            start,
            space,
            sweeps: 0,
            replays: 0,
            residual: 0.0,
        };
        bellman::run(&mut solution);
        Ok(solution)
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The mode at the start of a round.
    pub fn start_mode(&self) -> Mode {
        let started = !self.rules.seven_to_go;
        Mode {
            throwers: if self.rules.layout == Layout::Team {
                2
            } else {
                1
            },
            started,
            mate_started: started && self.rules.layout == Layout::Team,
        }
    }

    /// The value of a fresh round: every tile open, nobody started.
    pub fn start(&self) -> Value {
        let full = self.space.board();
        let other = if self.rules.two_boards() {
            full
        } else {
            Tiles::NONE
        };
        self.value(full, other, self.start_mode())
            .unwrap_or(Value::SHUT)
    }

    /// Positions solved (two boards: how many of each tile are open), times modes.
    pub fn states(&self) -> usize {
        self.space.size() * self.modes.len()
    }

    /// Full sweeps after the exact never-reopen pass (0 without doubles).
    pub fn sweeps(&self) -> u32 {
        self.sweeps
    }

    /// Cheap sweeps replaying recorded choices between full ones.
    pub fn replays(&self) -> u32 {
        self.replays
    }

    /// The largest relative change in the last sweep (0 without doubles).
    pub fn residual(&self) -> f64 {
        self.residual
    }

    /// The value before the next throw, with `own` and `other` open (`other` empty on one
    /// board), or `None` for tiles not in play or a mode this solve does not have.
    pub fn value(&self, own: Tiles, other: Tiles, mode: Mode) -> Option<Value> {
        let (position, m) = self.locate(own, other, mode)?;
        Some(self.value_of(self.cell(position, m)))
    }

    /// The values of throwing two dice and, where the rules allow it, one die, before the next
    /// throw. Two dice that can never be used (V8 with only a 1 open) are [`Value::STUCK`].
    pub fn throw_values(
        &self,
        own: Tiles,
        other: Tiles,
        mode: Mode,
    ) -> Option<(Value, Option<Value>)> {
        let (position, m) = self.locate(own, other, mode)?;
        if position == 0 {
            return Some((Value::SHUT, None));
        }
        let (two, one) = bellman::choices(self, position, m, true);
        Some((two.unwrap_or(Value::STUCK), one))
    }

    /// The value once the thrower has closed or reopened and stays in, with `own` and `other`
    /// then open: DICEN if all is shut, else the side's next throw (V11: the partner's).
    pub fn after_stay(&self, own: Tiles, other: Tiles, mode: Mode) -> Option<Value> {
        let (position, m) = self.locate(own, other, mode)?;
        Some(self.value_of(self.cell(position, self.pass[m])))
    }

    /// The value once the thrower is out: the side's score, or in V11 the partner playing on.
    pub fn after_out(&self, own: Tiles, other: Tiles, mode: Mode) -> Option<Value> {
        let (position, m) = self.locate(own, other, mode)?;
        Some(match self.out[m] {
            Some(next) => self.value_of(self.cell(position, next)),
            None => self.out_value(position),
        })
    }

    fn locate(&self, own: Tiles, other: Tiles, mode: Mode) -> Option<(usize, usize)> {
        let position = self.space.position(own, other)?;
        let mode = Mode {
            mate_started: mode.mate_started && mode.throwers == 2,
            started: mode.started || !self.rules.seven_to_go,
            ..mode
        };
        let m = self.modes.iter().position(|&x| x == mode)?;
        Some((position, m))
    }

    /// The index of `position` in mode `m` in the values (and the plans).
    fn cell(&self, position: usize, m: usize) -> u32 {
        (position * self.modes.len() + m) as u32
    }

    /// The value at `cell`. Position 0, every tile shut, keeps [`Value::SHUT`].
    fn value_of(&self, cell: u32) -> Value {
        self.values
            .get(cell as usize)
            .copied()
            .unwrap_or(Value::SHUT)
    }

    /// `cell` with its value now, as a plan's outcome.
    fn lead(&self, cell: u32) -> plan::Lead {
        plan::Lead::Cell(cell, self.value_of(cell))
    }

    fn lead_value(&self, lead: plan::Lead) -> Value {
        match lead {
            plan::Lead::Cell(_, value) => value,
            plan::Lead::Fixed(value) => value,
            plan::Lead::Loop => Value::STUCK,
        }
    }

    /// V8/V9: every throw costs one; otherwise a throw costs nothing.
    fn throw_cost(&self) -> f64 {
        if self.rules.go_go {
            1.0
        } else {
            0.0
        }
    }

    /// The side is out: it scores its open tiles.
    fn out_value(&self, position: usize) -> Value {
        Value {
            p_shut: 0.0,
            expected_score: f64::from(self.space.sum(position)),
        }
    }
}

/// Solutions already computed in this process (or found too large), newest last. The hard bot
/// and hints ask for the same few rules again and again; a solve is done once.
static CACHE: Mutex<Vec<(Rules, Solved)>> = Mutex::new(Vec::new());

/// A solve's result as the cache keeps it.
pub type Solved = Result<Arc<Solution>, SolveError>;

/// How many solutions the cache keeps.
const CACHE_SIZE: usize = 8;

/// The solution for `rules`, from the cache or solved now.
pub fn cached(rules: &Rules) -> Solved {
    let mut cache = CACHE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, solution)) = cache.iter().find(|(r, _)| r == rules) {
        return solution.clone();
    }
    let solution = Solution::solve(rules).map(Arc::new);
    if cache.len() >= CACHE_SIZE {
        drop(cache.remove(0));
    }
    cache.push((*rules, solution.clone()));
    solution
}

/// The solution for `rules` if it was solved (or found too large) already; `None` if not, or
/// while another thread is solving. Never solves and never waits: for a table's view, which
/// must come back at once (two boards of 9 take some 35–65 ms here, more on a phone).
pub fn ready(rules: &Rules) -> Option<Solved> {
    let cache = match CACHE.try_lock() {
        Ok(cache) => cache,
        Err(std::sync::TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
        Err(std::sync::TryLockError::WouldBlock) => return None,
    };
    cache
        .iter()
        .find(|(r, _)| r == rules)
        .map(|(_, solution)| solution.clone())
}

#[cfg(test)]
mod tests;
