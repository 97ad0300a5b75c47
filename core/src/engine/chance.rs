//! Chance: exact outcome probabilities, and the forced dice and decks tests use instead of the RNG.

use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::fmt;

/// An exact probability `num / den`, `0 < num <= den`. Exact so that tests can check that a chance
/// node's outcomes sum to one without a tolerance, and solvers can use the true values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Prob {
    num: u32,
    den: u32,
}

impl Prob {
    /// `num / den`. Panics only on a programming error in a game (a zero denominator or a
    /// probability above one), never on user input: games build these from constants.
    pub const fn new(num: u32, den: u32) -> Self {
        assert!(den > 0 && num <= den, "a probability lies in [0, 1]");
        Prob { num, den }
    }

    pub fn num(self) -> u32 {
        self.num
    }

    pub fn den(self) -> u32 {
        self.den
    }

    pub fn to_f64(self) -> f64 {
        f64::from(self.num) / f64::from(self.den)
    }

    /// Whether a list of probabilities sums to exactly one (in exact arithmetic).
    pub fn sums_to_one(probs: impl IntoIterator<Item = Prob>) -> bool {
        // Accumulate as a fraction a/b in u128; denominators are small (dice, decks).
        let (mut a, mut b): (u128, u128) = (0, 1);
        for p in probs {
            a = a * u128::from(p.den) + u128::from(p.num) * b;
            b *= u128::from(p.den);
            let g = gcd(a, b);
            a /= g;
            b /= g;
        }
        a == b
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.max(1)
}

impl fmt::Display for Prob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

/// Dice values and card order that chance must use before it falls back on the RNG.
///
/// Scenario files and tests fill these; a game's [`crate::engine::Game::forced_outcome`] takes
/// what its chance node needs (two dice for a DICEN throw, one card for a deal).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Forced {
    dice: VecDeque<u8>,
    deck: VecDeque<String>,
}

/// Forced chance data that the game cannot use where it is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ForcedError {
    #[error("forced die value {0} is not a face of a six-sided die")]
    BadDie(u8),
    #[error("forced dice ran out in the middle of a throw that needs {needed}")]
    DiceRanOut { needed: usize },
    #[error("forced card {card:?} cannot be dealt here: {why}")]
    BadCard { card: String, why: String },
}

impl Forced {
    pub fn new(dice: impl IntoIterator<Item = u8>, deck: impl IntoIterator<Item = String>) -> Self {
        Forced {
            dice: dice.into_iter().collect(),
            deck: deck.into_iter().collect(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.dice.is_empty() && self.deck.is_empty()
    }

    pub fn dice_left(&self) -> usize {
        self.dice.len()
    }

    pub fn cards_left(&self) -> usize {
        self.deck.len()
    }

    /// Takes `n` dice if there are any forced dice at all: `Ok(None)` when none are left (chance
    /// then rolls), an error when some but fewer than `n` are left or a value is not 1–6.
    pub fn take_dice<const N: usize>(&mut self) -> Result<Option<[u8; N]>, ForcedError> {
        if self.dice.is_empty() {
            return Ok(None);
        }
        if self.dice.len() < N {
            return Err(ForcedError::DiceRanOut { needed: N });
        }
        if let Some(&bad) = self.dice.iter().take(N).find(|&&d| !(1..=6).contains(&d)) {
            return Err(ForcedError::BadDie(bad));
        }
        let mut out = [0; N];
        for slot in &mut out {
            *slot = self.dice.pop_front().unwrap_or_default();
        }
        Ok(Some(out))
    }

    /// The next forced card's notation, if any is left.
    pub fn peek_card(&self) -> Option<&str> {
        self.deck.front().map(String::as_str)
    }

    /// Takes the next forced card's notation, if any is left.
    pub fn take_card(&mut self) -> Option<String> {
        self.deck.pop_front()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_dice_outcomes_sum_to_one_exactly() {
        let mut probs = Vec::new();
        for a in 1..=6u32 {
            for b in a..=6 {
                probs.push(Prob::new(if a == b { 1 } else { 2 }, 36));
            }
        }
        assert_eq!(probs.len(), 21);
        assert!(Prob::sums_to_one(probs.iter().copied()));
        probs.pop();
        assert!(!Prob::sums_to_one(probs));
    }

    #[test]
    fn mixed_denominators_are_summed_exactly() {
        assert!(Prob::sums_to_one([
            Prob::new(1, 3),
            Prob::new(1, 6),
            Prob::new(1, 2)
        ]));
        assert!(!Prob::sums_to_one([Prob::new(1, 3), Prob::new(1, 3)]));
    }

    #[test]
    fn forced_dice_are_taken_in_order_and_checked() {
        let mut forced = Forced::new([3, 5, 6], []);
        assert_eq!(forced.take_dice::<2>(), Ok(Some([3, 5])));
        assert_eq!(
            forced.take_dice::<2>(),
            Err(ForcedError::DiceRanOut { needed: 2 })
        );
        assert_eq!(forced.take_dice::<1>(), Ok(Some([6])));
        assert_eq!(forced.take_dice::<1>(), Ok(None));
        let mut bad = Forced::new([7], []);
        assert_eq!(bad.take_dice::<1>(), Err(ForcedError::BadDie(7)));
        assert_eq!(bad.dice_left(), 1, "a refused die is not consumed");
    }
}
