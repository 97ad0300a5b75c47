//! A DICEN board's tiles as a bitset (bit `n` is tile `n`, 1–12), and the table of tile sets
//! that add up to each throw total, so legal closes are found without search.

use std::fmt;

/// A set of tiles. `Copy`, no allocation.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct Tiles(u16);

/// The highest tile any board has (N1: 1–12 is the largest option).
pub const MAX_TILE: u8 = 12;

impl Tiles {
    pub const NONE: Tiles = Tiles(0);

    /// Tiles 1..=top.
    pub const fn up_to(top: u8) -> Tiles {
        Tiles(((1u16 << (top as u16 + 1)) - 1) & !1)
    }

    pub const fn bits(self) -> u16 {
        self.0
    }

    pub const fn from_bits(bits: u16) -> Tiles {
        Tiles(bits & Tiles::up_to(MAX_TILE).0)
    }

    pub fn single(tile: u8) -> Tiles {
        Tiles::NONE.with(tile)
    }

    pub fn with(self, tile: u8) -> Tiles {
        if (1..=MAX_TILE).contains(&tile) {
            Tiles(self.0 | 1 << tile)
        } else {
            self
        }
    }

    pub fn contains(self, tile: u8) -> bool {
        (1..=MAX_TILE).contains(&tile) && self.0 & (1 << tile) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn union(self, other: Tiles) -> Tiles {
        Tiles(self.0 | other.0)
    }

    pub fn intersect(self, other: Tiles) -> Tiles {
        Tiles(self.0 & other.0)
    }

    pub fn minus(self, other: Tiles) -> Tiles {
        Tiles(self.0 & !other.0)
    }

    pub fn is_subset_of(self, other: Tiles) -> bool {
        self.0 & !other.0 == 0
    }

    /// The sum of the tiles' numbers.
    pub fn sum(self) -> u32 {
        self.iter().map(u32::from).sum()
    }

    /// The highest tile, if any.
    pub fn max(self) -> Option<u8> {
        (self.0 != 0).then(|| 15 - self.0.leading_zeros() as u8)
    }

    /// Tiles in ascending order.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = u8> {
        (1..=MAX_TILE).filter(move |&t| self.contains(t))
    }

    /// Every tile set whose numbers add up to `total` (1–12); empty for other totals.
    pub fn summing_to(total: u32) -> &'static [Tiles] {
        match SUMS.get(total as usize) {
            Some(row) if total > 0 => &row.sets[..row.len],
            _ => &[],
        }
    }

    /// The subsets of these tiles adding up to `total`; for 0, the empty set alone.
    pub fn subsets_summing(self, total: u32) -> impl Iterator<Item = Tiles> {
        let empty = (total == 0).then_some(Tiles::NONE);
        empty.into_iter().chain(
            Tiles::summing_to(total)
                .iter()
                .copied()
                .filter(move |s| s.is_subset_of(self)),
        )
    }
}

/// The tiles one action names on the boards a throw may use: the player's own board and, with
/// two boards, the other one (V10: the player's second board; V11: the partner's board). A tile
/// number on each board is a separate tile.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Pick {
    pub own: Tiles,
    pub other: Tiles,
}

impl Pick {
    /// Tiles on the own board only.
    pub fn own(tiles: Tiles) -> Pick {
        Pick {
            own: tiles,
            other: Tiles::NONE,
        }
    }

    /// Tiles on the other board only.
    pub fn other(tiles: Tiles) -> Pick {
        Pick {
            own: Tiles::NONE,
            other: tiles,
        }
    }

    pub fn sum(self) -> u32 {
        self.own.sum() + self.other.sum()
    }

    pub fn len(self) -> u32 {
        self.own.len() + self.other.len()
    }

    pub fn is_empty(self) -> bool {
        self.own.is_empty() && self.other.is_empty()
    }
}

impl fmt::Debug for Pick {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}+b{:?}", self.own, self.other)
    }
}

impl FromIterator<u8> for Tiles {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        iter.into_iter().fold(Tiles::NONE, Tiles::with)
    }
}

impl fmt::Debug for Tiles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// The number of tile sets summing to 12, the largest row (partitions of 12 into distinct parts).
const ROW: usize = 15;

#[derive(Clone, Copy)]
struct SumRow {
    sets: [Tiles; ROW],
    len: usize,
}

/// `SUMS[s]`: every set of distinct tiles 1–12 summing to `s`, built at compile time.
static SUMS: [SumRow; 13] = build_sums();

const fn build_sums() -> [SumRow; 13] {
    let mut rows = [SumRow {
        sets: [Tiles::NONE; ROW],
        len: 0,
    }; 13];
    let mut mask: u32 = 2;
    while mask < (1 << 13) {
        if mask & 1 == 0 {
            let mut sum = 0;
            let mut t = 1;
            while t <= 12 {
                if mask & (1 << t) != 0 {
                    sum += t;
                }
                t += 1;
            }
            if sum <= 12 {
                let row = &mut rows[sum];
                row.sets[row.len] = Tiles(mask as u16);
                row.len += 1;
            }
        }
        mask += 1;
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_hold_their_tiles() {
        assert_eq!(
            Tiles::up_to(9).iter().collect::<Vec<_>>(),
            (1..=9).collect::<Vec<_>>()
        );
        assert_eq!(Tiles::up_to(12).sum(), 78);
        assert_eq!(Tiles::up_to(10).max(), Some(10));
        assert_eq!(Tiles::NONE.max(), None);
        assert!(!Tiles::up_to(9).contains(10));
        assert_eq!(Tiles::single(13), Tiles::NONE, "tile 13 does not exist");
    }

    #[test]
    fn sum_table_matches_brute_force() {
        // Distinct partitions: q(1..=12) = 1 1 2 2 3 4 5 6 8 10 12 15.
        let counts: Vec<usize> = (1..=12).map(|s| Tiles::summing_to(s).len()).collect();
        assert_eq!(counts, vec![1, 1, 2, 2, 3, 4, 5, 6, 8, 10, 12, 15]);
        for s in 1..=12 {
            for set in Tiles::summing_to(s) {
                assert_eq!(set.sum(), s);
            }
        }
        assert!(Tiles::summing_to(0).is_empty());
        assert!(Tiles::summing_to(13).is_empty());
    }

    #[test]
    fn subsets_summing_stay_inside_the_set() {
        let set: Tiles = [1, 2, 3, 5].into_iter().collect();
        let mut found: Vec<Tiles> = set.subsets_summing(6).collect();
        found.sort_by_key(|t| t.bits());
        let expected: Vec<Tiles> = vec![
            [1, 2, 3].into_iter().collect(),
            [1, 5].into_iter().collect(),
        ];
        let mut expected = expected;
        expected.sort_by_key(|t| t.bits());
        assert_eq!(found, expected);
        assert_eq!(
            set.subsets_summing(0).collect::<Vec<_>>(),
            vec![Tiles::NONE]
        );
        assert_eq!(
            set.subsets_summing(4).count(),
            1,
            "only 1 + 3: 4 is not in the set"
        );
    }
}
