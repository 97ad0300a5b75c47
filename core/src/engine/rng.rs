//! The table's seeded random number generator.
//!
//! ChaCha8 from `rand_chacha`, pinned to an exact version in the workspace. Seeding, bounded
//! integers and shuffling are written here rather than taken from `rand`'s conveniences, so a
//! saved game replays identically even if those conveniences change their algorithms.

use super::chance::Prob;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Recorded in every snapshot. A snapshot made with another algorithm is refused at restore, so
/// a resumed game never silently draws different dice.
pub const RNG_ALGORITHM: &str = "chacha8/rand_chacha-0.10.0/cardavia-1";

/// The RNG a table draws its dice and deals from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableRng {
    chacha: ChaCha8Rng,
}

impl TableRng {
    /// A generator from a 64-bit seed, expanded to ChaCha's 32-byte key with SplitMix64 (a fixed,
    /// documented expansion that does not depend on `rand_core`'s defaults).
    pub fn seeded(seed: u64) -> Self {
        let mut state = seed;
        let mut key = [0u8; 32];
        for chunk in key.chunks_exact_mut(8) {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^= z >> 31;
            chunk.copy_from_slice(&z.to_le_bytes());
        }
        TableRng {
            chacha: ChaCha8Rng::from_seed(key),
        }
    }

    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.chacha.next_u64()
    }

    /// A uniform integer in `0..n` (`n > 0`), without modulo bias: rejection of the top
    /// partial range. Returns 0 for `n == 0` rather than panicking.
    #[inline]
    pub fn below(&mut self, n: u64) -> u64 {
        if n <= 1 {
            return 0;
        }
        if let Some(&(zone, inverse)) = SMALL.get(n as usize) {
            loop {
                let x = self.next_u64();
                if x <= zone {
                    return remainder(x, inverse, n);
                }
            }
        }
        let zone = zone(n);
        loop {
            let x = self.next_u64();
            if x <= zone {
                return x % n;
            }
        }
    }

    /// A die roll, 1–6.
    pub fn die(&mut self) -> u8 {
        // below(6) < 6, so the cast cannot truncate.
        1 + self.below(6) as u8
    }

    /// Fisher–Yates, from the back.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// Index of one outcome drawn with the given exact probabilities (which sum to one).
    pub fn pick(&mut self, probs: &[Prob]) -> usize {
        self.pick_from(probs.iter().copied())
    }

    /// [`TableRng::pick`] over probabilities read twice from an iterator, so a caller need not
    /// collect them. Draws an integer below the common denominator and walks the cumulative
    /// numerators: with `n` equal probabilities that is `below(n)`, whose index it returns.
    pub fn pick_from(&mut self, probs: impl Iterator<Item = Prob> + Clone) -> usize {
        // Outcomes usually share one denominator (a die's sixths, a stock's count): the common
        // one is then that, without Euclid's steps.
        let den = probs.clone().fold(1u64, |acc, p| {
            let den = u64::from(p.den());
            if acc == den {
                acc
            } else {
                lcm(acc, den)
            }
        });
        let mut x = self.below(den);
        let mut last = 0;
        for (i, p) in probs.enumerate() {
            let weight = u64::from(p.num()) * (den / u64::from(p.den()));
            if x < weight {
                return i;
            }
            x -= weight;
            last = i;
        }
        last
    }
}

fn lcm(a: u64, b: u64) -> u64 {
    let (mut x, mut y) = (a, b);
    while y != 0 {
        (x, y) = (y, x % y);
    }
    a / x.max(1) * b
}

/// The largest accepted draw for `below(n)`: draws above it would favour the low residues.
const fn zone(n: u64) -> u64 {
    u64::MAX - (u64::MAX % n) - 1
}

/// `x % n` without a division, for `n` up to 128, given `inverse` = ceil(2^128 / n): the
/// fraction part of `x / n` in 128 bits, times `n`, is the remainder (Lemire, Kaser and Kurz,
/// "Faster remainder by direct computation", 2019: exact when the fraction has at least the
/// numerator's 64 bits plus the divisor's 7). A playout divides once per move; this is a
/// handful of multiplications instead.
fn remainder(x: u64, inverse: u128, n: u64) -> u64 {
    let fraction = inverse.wrapping_mul(u128::from(x));
    let n = u128::from(n);
    let high = (fraction >> 64) * n;
    let low = (fraction & u128::from(u64::MAX)) * n;
    ((high + (low >> 64)) >> 64) as u64
}

/// For every `n` up to 128 (every hand, deck and table size): its [`zone`] and the inverse
/// [`remainder`] divides by, worked out once.
const SMALL: [(u64, u128); 129] = {
    let mut small = [(0, 0); 129];
    let mut n = 2;
    while n < 129 {
        small[n] = (zone(n as u64), u128::MAX / n as u128 + 1);
        n += 1;
    }
    small
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_other_seed_other_stream() {
        let (mut a, mut b, mut c) = (
            TableRng::seeded(7),
            TableRng::seeded(7),
            TableRng::seeded(8),
        );
        let xs: Vec<u64> = (0..8).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..8).map(|_| b.next_u64()).collect();
        let zs: Vec<u64> = (0..8).map(|_| c.next_u64()).collect();
        assert_eq!(xs, ys);
        assert_ne!(xs, zs);
    }

    /// Guards the algorithm itself: if this stream changes, `RNG_ALGORITHM` must change too, or
    /// saved games would replay with other dice. The faces were recorded when the algorithm was
    /// first written.
    #[test]
    fn the_stream_for_seed_1_is_stable() {
        let mut rng = TableRng::seeded(1);
        let dice: Vec<u8> = (0..12).map(|_| rng.die()).collect();
        assert_eq!(dice, [3, 2, 3, 1, 5, 5, 4, 6, 4, 5, 6, 2]);
    }

    #[test]
    fn the_remainder_without_division_is_the_remainder() {
        let mut rng = TableRng::seeded(5);
        for n in 2..=128u64 {
            let &(_, inverse) = SMALL.get(n as usize).expect("a small size");
            let edges = [
                0,
                1,
                n - 1,
                n,
                n + 1,
                u64::MAX,
                u64::MAX - 1,
                u64::MAX / n * n,
            ];
            let random = (0..5_000).map(|_| rng.next_u64());
            for x in edges.into_iter().chain(random) {
                assert_eq!(remainder(x, inverse, n), x % n, "{x} % {n}");
            }
        }
    }

    #[test]
    fn below_draws_as_rejection_of_the_top_partial_range_for_every_size() {
        // The draws a saved game replays: the kept table of zones may not change one.
        let (mut rng, mut reference) = (TableRng::seeded(11), TableRng::seeded(11));
        for n in (0..300u64).chain([1 << 40, u64::MAX]) {
            for _ in 0..20 {
                let expected = if n <= 1 {
                    0
                } else {
                    let zone = u64::MAX - (u64::MAX % n) - 1;
                    loop {
                        let x = reference.next_u64();
                        if x <= zone {
                            break x % n;
                        }
                    }
                };
                assert_eq!(rng.below(n), expected, "n = {n}");
            }
        }
        assert_eq!(rng, reference, "the same draws");
    }

    #[test]
    fn die_rolls_are_fair_within_sampling_error() {
        let mut rng = TableRng::seeded(42);
        let n = 60_000;
        let mut counts = [0u32; 6];
        for _ in 0..n {
            counts[usize::from(rng.die() - 1)] += 1;
        }
        // Each face: mean n/6 = 10000, sd = sqrt(n * 1/6 * 5/6) ≈ 91; allow 5 sd.
        for c in counts {
            assert!((c as i64 - 10_000).abs() < 460, "{counts:?}");
        }
    }

    #[test]
    fn pick_follows_exact_weights() {
        let mut rng = TableRng::seeded(3);
        let probs = [Prob::new(1, 4), Prob::new(3, 4)];
        let n = 40_000;
        let ones = (0..n).filter(|_| rng.pick(&probs) == 1).count();
        // mean 30000, sd ≈ 86.6; allow 5 sd.
        assert!((ones as i64 - 30_000).abs() < 434, "{ones}");
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = TableRng::seeded(9);
        let mut deck: Vec<u32> = (0..120).collect();
        rng.shuffle(&mut deck);
        assert_ne!(deck, (0..120).collect::<Vec<_>>());
        deck.sort_unstable();
        assert_eq!(deck, (0..120).collect::<Vec<_>>());
    }

    #[test]
    fn snapshot_of_the_rng_resumes_the_same_stream() {
        let mut rng = TableRng::seeded(5);
        rng.next_u64();
        let saved = serde_json::to_string(&rng).expect("serialises");
        let mut back: TableRng = serde_json::from_str(&saved).expect("restores");
        assert_eq!(rng.next_u64(), back.next_u64());
    }
}
