//! The hard bot's evaluation of one open card: what it is worth to its owner (the team whose
//! side it is on, D6), solved exactly for a one-card game.
//!
//! The one-card game: the teams alternate turns; the team on turn rolls a die and either uses
//! it on this card (a placement of kinds 1–4, D4) or, when the roll is *free* (chance
//! [`FREE`]), uses it elsewhere. A roll that is not free must go on this card if it can. The
//! owner builds (Place, Win); the other team neutralises (k = 1) and steals (k = 2) when the die
//! allows, except on a ★ card, where it can do nothing. Dead cards (D7) and neutralised ones are
//! worth 0; a won card `+v` to its taker. The values are the fixed point of the Bellman
//! equations, found by value iteration once per process.
//!
//! This is what the board evaluation adds up over the open cards: it knows that a card with one
//! stone close to its value invites a neutralise, that two stones start a race the next roller
//! is more likely to win, and that a ★ card is nearly its owner's.

use super::cards::{HIGHEST, LOWEST, STONES};
use std::sync::OnceLock;

/// The chance that a team's roll has a use elsewhere, so that it may leave this card alone.
pub const FREE: f64 = 0.6;

const VALUES: usize = (HIGHEST - LOWEST + 1) as usize;
const COUNTS: usize = STONES as usize;
const SUMS: usize = HIGHEST as usize + 1;
const SIZE: usize = VALUES * COUNTS * SUMS * 2 * 2;

/// Who rolls next, seen from the card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    Owner,
    Other,
}

fn index(value: u8, count: u8, sum: u8, star: bool, mover: Mover) -> usize {
    let v = usize::from(value.saturating_sub(LOWEST)).min(VALUES - 1);
    let k = usize::from(count).min(COUNTS - 1);
    let s = usize::from(sum).min(SUMS - 1);
    (((v * COUNTS + k) * SUMS + s) * 2 + usize::from(star)) * 2 + usize::from(mover == Mover::Other)
}

/// D7 in the model's terms.
fn dead(value: u8, count: u8, sum: u8) -> bool {
    match count {
        0 => false,
        1 => sum >= value,
        _ => sum >= value || value - sum > 6,
    }
}

/// The worth of an open card to its owner, in points (between `-value` and `value`).
pub fn worth(value: u8, count: u8, sum: u8, star: bool, mover: Mover) -> f64 {
    table()
        .get(index(value, count, sum, star, mover))
        .copied()
        .unwrap_or(0.0)
}

fn table() -> &'static [f64] {
    static TABLE: OnceLock<Vec<f64>> = OnceLock::new();
    TABLE.get_or_init(solve)
}

/// Value iteration over every (value, stones, sum, ★, mover) state.
fn solve() -> Vec<f64> {
    let mut w = vec![0.0; SIZE];
    for _ in 0..10_000 {
        let mut delta: f64 = 0.0;
        for value in LOWEST..=HIGHEST {
            for count in 0..STONES {
                for sum in 0..=value {
                    if dead(value, count, sum) || (count == 0 && sum > 0) {
                        continue;
                    }
                    for star in [false, true] {
                        let owner = owner_turn(&w, value, count, sum, star);
                        let i = index(value, count, sum, star, Mover::Owner);
                        delta = delta.max((owner - w[i]).abs());
                        w[i] = owner;
                        let other = if star {
                            // Only the owner may complete a ★ card: the other team's turn
                            // changes nothing.
                            owner
                        } else {
                            other_turn(&w, value, count, sum)
                        };
                        let j = index(value, count, sum, star, Mover::Other);
                        delta = delta.max((other - w[j]).abs());
                        w[j] = other;
                    }
                }
            }
        }
        if delta < 1e-12 {
            break;
        }
    }
    w
}

fn after_place(w: &[f64], value: u8, count: u8, sum: u8, star: bool) -> f64 {
    if dead(value, count, sum) {
        0.0
    } else {
        w[index(value, count, sum, star, Mover::Other)]
    }
}

/// The owner rolls: Place (D4.1) or Win (D4.2), or leave the card when the roll is free.
fn owner_turn(w: &[f64], value: u8, count: u8, sum: u8, star: bool) -> f64 {
    let stay = w[index(value, count, sum, star, Mover::Other)];
    let mut total = 0.0;
    for die in 1..=6u8 {
        let best = if count < 2 && sum + die <= value {
            Some(after_place(w, value, count + 1, sum + die, star))
        } else if count == 2 && sum + die == value {
            Some(f64::from(value))
        } else {
            None
        };
        total += match best {
            None => stay,
            Some(b) => FREE * b.max(stay) + (1.0 - FREE) * b,
        };
    }
    total / 6.0
}

/// The other team rolls: Neutralise (D4.4) or Steal (D4.3) when the die hits the value.
fn other_turn(w: &[f64], value: u8, count: u8, sum: u8) -> f64 {
    let stay = w[index(value, count, sum, false, Mover::Owner)];
    let mut total = 0.0;
    for die in 1..=6u8 {
        total += match count {
            1 if sum + die == value => stay.min(0.0),
            2 if sum + die == value => stay.min(-f64::from(value)),
            _ => stay,
        };
    }
    total / 6.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_star_card_with_two_stones_is_its_owners() {
        // Only the owner can complete it, and every roll of the target does.
        for v in LOWEST..=HIGHEST {
            let w = worth(v, 2, v - 3, true, Mover::Other);
            assert!((w - f64::from(v)).abs() < 1e-6, "{v}: {w}");
        }
    }

    #[test]
    fn two_stones_start_a_race_the_next_roller_leads() {
        // W_owner = v/6 + 5/6·W_other and W_other = -v/6 + 5/6·W_owner: W_owner = v/11.
        let v = 9;
        let owner = worth(v, 2, 5, false, Mover::Owner);
        let other = worth(v, 2, 5, false, Mover::Other);
        assert!((owner - 9.0 / 11.0).abs() < 1e-6, "{owner}");
        assert!((other + 9.0 / 11.0).abs() < 1e-6, "{other}");
    }

    #[test]
    fn the_values_are_a_fixed_point_of_the_one_card_game() {
        // 12 with a 6: the other team neutralises with a 6 (worth 0), else it is the owner's
        // turn on the same card.
        let owner = worth(12, 1, 6, false, Mover::Owner);
        let other = worth(12, 1, 6, false, Mover::Other);
        assert!((other - (owner.min(0.0) + 5.0 * owner) / 6.0).abs() < 1e-9);
        // 12 with a 5 cannot be neutralised: the other team's turn changes nothing.
        let safe_owner = worth(12, 1, 5, false, Mover::Owner);
        assert!((worth(12, 1, 5, false, Mover::Other) - safe_owner).abs() < 1e-9);
        // The owner of an empty 7 must place when its roll is not free: any die fits.
        let after: Vec<f64> = (1..=6u8)
            .map(|d| worth(7, 1, d, false, Mover::Other))
            .collect();
        let stay = worth(7, 0, 0, false, Mover::Other);
        let expected = after
            .iter()
            .map(|&a| FREE * a.max(stay) + (1.0 - FREE) * a)
            .sum::<f64>()
            / 6.0;
        assert!((worth(7, 0, 0, false, Mover::Owner) - expected).abs() < 1e-9);
        for v in LOWEST..=HIGHEST {
            for k in 0..STONES {
                for s in 0..=v {
                    for star in [false, true] {
                        for m in [Mover::Owner, Mover::Other] {
                            let w = worth(v, k, s, star, m);
                            assert!(w.abs() <= f64::from(v) + 1e-9, "{v} {k} {s} {star}: {w}");
                        }
                    }
                }
            }
        }
    }
}
