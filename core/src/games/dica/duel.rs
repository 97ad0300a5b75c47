//! D9.4: the duel that settles an accepted challenge, as a state machine the rules drive one die
//! roll at a time, and its exact odds for the bots.
//!
//! The odds are computed from the rule's phases, not by running the machine: with `p` the chance
//! that one roll shows the target and `q = 1 - p`, one cycle of the duel ends
//! - for the challenger when it first hits on roll `N` (1–5) and the owner misses `N` rolls:
//!   `C = Σ p·q^(N-1)·q^N`;
//! - for the owner when it hits before roll `N`, or after a challenger who missed all five:
//!   `O = Σ p·q^(N-1)·(1 - q^(N-1)) + q^5·(1 - q^5)`;
//! - in a restart otherwise (a draw on roll `N`, or ten misses): `R = 1 - C - O`.
//!
//! A duel restarts until a side wins, so its value is the fixed point `P = C + R·P`, that is
//! `P(challenger) = C / (C + O)`. For a single die every target 1–6 is one face (`p = 1/6`), and
//! the sums give `C = O = (5/11)·(1 - (5/6)^10)`: **the duel is exactly even for every target**.
//! The test module checks this against a Monte Carlo run of the machine itself.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Phase 1: the challenger rolls up to this many times.
pub const CHALLENGER_ROLLS: u8 = 5;
/// After a challenger who missed all its rolls, the owner rolls up to this many times.
pub const OWNER_ROLLS_AFTER_MISS: u8 = 5;

/// Where a duel stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "stage")]
pub enum Stage {
    /// Phase 1: the challenger has missed `missed` rolls so far.
    Challenger { missed: u8 },
    /// The challenger hit on roll `hit_on`; the owner has missed `missed` of its `hit_on` rolls.
    Owner { hit_on: u8, missed: u8 },
    /// The challenger missed all five; the owner has missed `missed` of its five rolls.
    OwnerFive { missed: u8 },
}

/// Which side of the duel rolls next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Challenger,
    Owner,
}

/// Why a duel starts again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Restart {
    /// The owner's first hit came on the same roll number as the challenger's.
    Draw,
    /// Both sides missed every roll.
    BothMissed,
}

/// What one duel roll did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The duel goes on within this cycle.
    Continue,
    Restart(Restart),
    ChallengerWins,
    OwnerWins,
}

/// A duel in progress over a card whose last stone must be worth `target` (`r = v - s`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Duel {
    pub target: u8,
    pub stage: Stage,
    /// How many times it has started again.
    pub restarts: u16,
}

impl Duel {
    pub fn new(target: u8) -> Self {
        Duel {
            target,
            stage: Stage::Challenger { missed: 0 },
            restarts: 0,
        }
    }

    pub fn roller(&self) -> Role {
        match self.stage {
            Stage::Challenger { .. } => Role::Challenger,
            Stage::Owner { .. } | Stage::OwnerFive { .. } => Role::Owner,
        }
    }

    /// D9.4: the roller's die shows `face`.
    pub fn roll(&mut self, face: u8) -> Step {
        let hit = face == self.target;
        let (stage, step) = match self.stage {
            Stage::Challenger { missed } if hit => (
                Stage::Owner {
                    hit_on: missed + 1,
                    missed: 0,
                },
                Step::Continue,
            ),
            Stage::Challenger { missed } if missed + 1 >= CHALLENGER_ROLLS => {
                (Stage::OwnerFive { missed: 0 }, Step::Continue)
            }
            Stage::Challenger { missed } => {
                (Stage::Challenger { missed: missed + 1 }, Step::Continue)
            }
            // The owner's roll number is `missed + 1`: before `hit_on` it wins, on it it draws.
            Stage::Owner { hit_on, missed } if hit && missed + 1 < hit_on => {
                (self.stage, Step::OwnerWins)
            }
            Stage::Owner { .. } if hit => (self.stage, Step::Restart(Restart::Draw)),
            Stage::Owner { hit_on, missed } if missed + 1 >= hit_on => {
                (self.stage, Step::ChallengerWins)
            }
            Stage::Owner { hit_on, missed } => (
                Stage::Owner {
                    hit_on,
                    missed: missed + 1,
                },
                Step::Continue,
            ),
            Stage::OwnerFive { .. } if hit => (self.stage, Step::OwnerWins),
            Stage::OwnerFive { missed } if missed + 1 >= OWNER_ROLLS_AFTER_MISS => {
                (self.stage, Step::Restart(Restart::BothMissed))
            }
            Stage::OwnerFive { missed } => {
                (Stage::OwnerFive { missed: missed + 1 }, Step::Continue)
            }
        };
        self.stage = match step {
            Step::Restart(_) => {
                self.restarts = self.restarts.saturating_add(1);
                Stage::Challenger { missed: 0 }
            }
            _ => stage,
        };
        step
    }
}

/// An exact non-negative fraction, kept reduced. Denominators here are powers of 6 and small
/// multiples of them, far inside `u128`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ratio {
    num: u128,
    den: u128,
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.max(1)
}

impl Ratio {
    pub const ZERO: Ratio = Ratio { num: 0, den: 1 };
    pub const ONE: Ratio = Ratio { num: 1, den: 1 };

    pub fn new(num: u128, den: u128) -> Ratio {
        let den = den.max(1);
        let g = gcd(num, den);
        Ratio {
            num: num / g,
            den: den / g,
        }
    }

    pub fn num(self) -> u128 {
        self.num
    }

    pub fn den(self) -> u128 {
        self.den
    }

    pub fn pow(self, n: u8) -> Ratio {
        (0..n).fold(Ratio::ONE, |acc, _| acc * self)
    }

    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

impl std::ops::Add for Ratio {
    type Output = Ratio;
    fn add(self, o: Ratio) -> Ratio {
        Ratio::new(self.num * o.den + o.num * self.den, self.den * o.den)
    }
}

/// Floored at zero: every use here subtracts a probability from a larger one.
impl std::ops::Sub for Ratio {
    type Output = Ratio;
    fn sub(self, o: Ratio) -> Ratio {
        Ratio::new(
            (self.num * o.den).saturating_sub(o.num * self.den),
            self.den * o.den,
        )
    }
}

impl std::ops::Mul for Ratio {
    type Output = Ratio;
    fn mul(self, o: Ratio) -> Ratio {
        // Cross-reduce first so the products stay small.
        let a = Ratio::new(self.num, o.den);
        let b = Ratio::new(o.num, self.den);
        Ratio::new(a.num * b.num, a.den * b.den)
    }
}

impl std::ops::Div for Ratio {
    type Output = Ratio;
    fn div(self, o: Ratio) -> Ratio {
        let a = Ratio::new(self.num, o.num);
        let b = Ratio::new(o.den, self.den);
        Ratio::new(a.num * b.num, a.den * b.den)
    }
}

/// The exact odds of a duel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Odds {
    /// One cycle: the challenger wins, the owner wins, the duel starts again.
    pub cycle_challenger: Ratio,
    pub cycle_owner: Ratio,
    pub cycle_restart: Ratio,
    /// The whole duel (the fixed point over restarts).
    pub challenger: Ratio,
    pub owner: Ratio,
}

/// The chance that one die roll shows `target`: the faces equal to it, over six.
fn hit_chance(target: u8) -> Ratio {
    Ratio::new((1..=6u8).filter(|&f| f == target).count() as u128, 6)
}

/// D9.4: the exact odds of a duel for `target` (1–6), from the phase sums in the module doc.
pub fn odds(target: u8) -> Odds {
    let p = hit_chance(target);
    let q = Ratio::ONE - p;
    let mut challenger = Ratio::ZERO;
    let mut owner = Ratio::ZERO;
    let mut restart = Ratio::ZERO;
    for n in 1..=CHALLENGER_ROLLS {
        // The challenger's first hit is on roll n.
        let first_hit = p * q.pow(n - 1);
        // The owner misses all n, hits first on roll n, or hits earlier.
        let owner_misses = q.pow(n);
        let owner_draws = q.pow(n - 1) * p;
        let owner_earlier = Ratio::ONE - q.pow(n - 1);
        challenger = challenger + first_hit * owner_misses;
        restart = restart + first_hit * owner_draws;
        owner = owner + first_hit * owner_earlier;
    }
    let all_missed = q.pow(CHALLENGER_ROLLS);
    let owner_all_missed = q.pow(OWNER_ROLLS_AFTER_MISS);
    owner = owner + all_missed * (Ratio::ONE - owner_all_missed);
    restart = restart + all_missed * owner_all_missed;
    let decided = challenger + owner;
    let (whole_challenger, whole_owner) = if decided == Ratio::ZERO {
        // A target no die can show: the duel would never end. Targets are 1–6, so this is
        // only reachable through a programming error; report an even duel.
        (Ratio::new(1, 2), Ratio::new(1, 2))
    } else {
        (challenger / decided, owner / decided)
    };
    Odds {
        cycle_challenger: challenger,
        cycle_owner: owner,
        cycle_restart: restart,
        challenger: whole_challenger,
        owner: whole_owner,
    }
}

/// The challenger's chance to win a duel for `target`, as a float for the bots (computed
/// exactly once per target).
pub fn challenger_wins(target: u8) -> f64 {
    static TABLE: OnceLock<[f64; 7]> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = [0.5; 7];
        for (r, slot) in t.iter_mut().enumerate().skip(1) {
            *slot = odds(r as u8).challenger.to_f64();
        }
        t
    });
    table.get(usize::from(target)).copied().unwrap_or(0.5)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::TableRng;

    #[test]
    fn one_cycle_sums_to_one_and_the_duel_is_even_for_every_target() {
        let q10 = Ratio::new(5u128.pow(10), 6u128.pow(10));
        let each = Ratio::new(5, 11) * (Ratio::ONE - q10);
        for target in 1..=6 {
            let o = odds(target);
            assert_eq!(
                o.cycle_challenger + o.cycle_owner + o.cycle_restart,
                Ratio::ONE,
                "target {target}"
            );
            assert_eq!(o.cycle_challenger, each, "target {target}");
            assert_eq!(o.cycle_owner, each, "target {target}");
            assert_eq!(o.challenger, Ratio::new(1, 2), "target {target}");
            assert_eq!(o.owner, Ratio::new(1, 2), "target {target}");
            assert_eq!(challenger_wins(target), 0.5);
        }
        // R = 1 - 2·C: about 0.2377 of cycles restart.
        let r = odds(3).cycle_restart.to_f64();
        assert!((r - 0.23775).abs() < 1e-4, "{r}");
    }

    #[test]
    fn the_machine_follows_the_phases() {
        // Challenger hits on roll 3; owner misses twice then hits on its roll 3: a draw.
        let mut d = Duel::new(4);
        for face in [1, 2] {
            assert_eq!(d.roll(face), Step::Continue);
        }
        assert_eq!(d.roll(4), Step::Continue);
        assert_eq!(d.roller(), Role::Owner);
        assert_eq!(d.roll(6), Step::Continue);
        assert_eq!(d.roll(6), Step::Continue);
        assert_eq!(d.roll(4), Step::Restart(Restart::Draw));
        assert_eq!((d.roller(), d.restarts), (Role::Challenger, 1));
        // Challenger hits on roll 2; owner hits on its roll 1: the owner wins.
        assert_eq!(d.roll(1), Step::Continue);
        assert_eq!(d.roll(4), Step::Continue);
        assert_eq!(d.roll(4), Step::OwnerWins);
        // Challenger hits at once; owner misses its single roll: the challenger wins.
        let mut d = Duel::new(2);
        assert_eq!(d.roll(2), Step::Continue);
        assert_eq!(d.roll(5), Step::ChallengerWins);
        // Ten misses start it again; then the owner's any hit after five misses wins.
        let mut d = Duel::new(6);
        for _ in 0..9 {
            assert_eq!(d.roll(1), Step::Continue);
        }
        assert_eq!(d.roll(1), Step::Restart(Restart::BothMissed));
        for _ in 0..5 {
            d.roll(1);
        }
        assert_eq!(d.roller(), Role::Owner);
        assert_eq!(d.roll(6), Step::OwnerWins);
    }

    /// Runs the machine with random dice and compares the challenger's share of wins with the
    /// exact value. With n duels the share's standard deviation is `sqrt(P(1-P)/n)`; five of them
    /// make a false failure about one in two million.
    #[test]
    fn monte_carlo_agrees_with_the_exact_odds() {
        let mut rng = TableRng::seeded(2024);
        let n = 60_000u32;
        for target in 1..=6u8 {
            let exact = odds(target).challenger.to_f64();
            let mut wins = 0u32;
            let mut restarts = 0u64;
            for _ in 0..n {
                let mut duel = Duel::new(target);
                loop {
                    match duel.roll(rng.die()) {
                        Step::ChallengerWins => {
                            wins += 1;
                            break;
                        }
                        Step::OwnerWins => break,
                        Step::Continue | Step::Restart(_) => {}
                    }
                }
                restarts += u64::from(duel.restarts);
            }
            let share = f64::from(wins) / f64::from(n);
            let sd = (exact * (1.0 - exact) / f64::from(n)).sqrt();
            assert!(
                (share - exact).abs() < 5.0 * sd,
                "target {target}: {share} vs exact {exact} (sd {sd})"
            );
            // Restarts per duel: geometric with mean R / (1 - R).
            let r = odds(target).cycle_restart.to_f64();
            let mean = r / (1.0 - r);
            let observed = restarts as f64 / f64::from(n);
            let sd = (r / (1.0 - r).powi(2) / f64::from(n)).sqrt();
            assert!(
                (observed - mean).abs() < 5.0 * sd,
                "target {target}: {observed} restarts vs {mean}"
            );
        }
    }
}
