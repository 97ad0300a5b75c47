//! The positions of one board as dense indices, and each position's subsets grouped by sum.
//!
//! A board with `k` tiles in play has `2^k` positions (sets of open tiles). Position `i` has bit
//! `j` set when the `j`-th tile in play (ascending) is open. Removing open tiles from a position
//! gives a smaller index, so ascending index order is a topological order for closing.

use crate::games::dicen::tiles::Tiles;

/// The highest sum a throw can make, and so the largest set one throw closes or reopens.
pub const MAX_SUM: usize = 12;

pub struct BoardSpace {
    board: Tiles,
    tiles: Vec<Tiles>,
    /// `Tiles` bits to position, for subsets of the board; `u16::MAX` elsewhere.
    index: Vec<u16>,
    /// Position `i`'s subsets with sum `s` are `subsets[starts[i * 13 + s]..starts[i * 13 + s + 1]]`.
    starts: Vec<u32>,
    subsets: Vec<u16>,
    sums: Vec<u8>,
}

impl BoardSpace {
    pub fn new(board: Tiles) -> BoardSpace {
        let in_play: Vec<u8> = board.iter().collect();
        let size = 1usize << in_play.len();
        let tiles: Vec<Tiles> = (0..size)
            .map(|i| {
                in_play
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| i & (1 << j) != 0)
                    .map(|(_, &t)| t)
                    .collect()
            })
            .collect();
        let mut index = vec![u16::MAX; 1 << 13];
        for (i, t) in tiles.iter().enumerate() {
            index[usize::from(t.bits())] = i as u16;
        }
        let sums: Vec<u8> = tiles.iter().map(|t| t.sum() as u8).collect();
        // Every non-empty subset of the board a single throw can close, by sum.
        let mut small: Vec<(usize, u16)> = (1..size)
            .filter(|&c| usize::from(sums[c]) <= MAX_SUM)
            .map(|c| (usize::from(sums[c]), c as u16))
            .collect();
        small.sort_unstable();
        let mut starts = Vec::with_capacity(size * (MAX_SUM + 1) + 1);
        let mut subsets = Vec::new();
        for i in 0..size {
            let mut next = small.iter().peekable();
            for s in 0..=MAX_SUM {
                starts.push(subsets.len() as u32);
                while let Some(&&(sum, c)) = next.peek() {
                    if sum != s {
                        break;
                    }
                    if usize::from(c) & i == usize::from(c) {
                        subsets.push(c);
                    }
                    next.next();
                }
            }
        }
        starts.push(subsets.len() as u32);
        BoardSpace {
            board,
            tiles,
            index,
            starts,
            subsets,
            sums,
        }
    }

    pub fn board(&self) -> Tiles {
        self.board
    }

    /// The number of positions, `2^k`.
    pub fn size(&self) -> usize {
        self.tiles.len()
    }

    /// Every tile open.
    pub fn full(&self) -> usize {
        self.size() - 1
    }

    pub fn tiles(&self, position: usize) -> Tiles {
        self.tiles.get(position).copied().unwrap_or(Tiles::NONE)
    }

    /// The position of an open set, if it lies on the board.
    pub fn position(&self, tiles: Tiles) -> Option<usize> {
        match self.index.get(usize::from(tiles.bits())) {
            Some(&i) if i != u16::MAX => Some(usize::from(i)),
            _ => None,
        }
    }

    /// The position of a single tile, if it is in play.
    pub fn tile(&self, tile: u8) -> Option<usize> {
        self.board
            .contains(tile)
            .then(|| self.position(Tiles::single(tile)))
            .flatten()
    }

    /// The open tiles' sum (the score of an unfinished board).
    pub fn sum(&self, position: usize) -> u32 {
        u32::from(self.sums[position])
    }

    /// The non-empty subsets of `position` adding up to `sum` (1–12), as positions.
    pub fn subsets(&self, position: usize, sum: usize) -> &[u16] {
        let at = position * (MAX_SUM + 1) + sum;
        match (self.starts.get(at), self.starts.get(at + 1)) {
            (Some(&from), Some(&to)) if sum >= 1 => &self.subsets[from as usize..to as usize],
            _ => &[],
        }
    }

    /// Like [`BoardSpace::subsets`], and the empty set for `sum == 0`.
    pub fn subsets_or_none(&self, position: usize, sum: usize) -> &[u16] {
        if sum == 0 {
            &[0]
        } else {
            self.subsets(position, sum)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_and_subsets_agree_with_the_tiles() {
        let board: Tiles = [2, 4, 6, 8, 10].into_iter().collect();
        let space = BoardSpace::new(board);
        assert_eq!(space.size(), 32);
        assert_eq!(space.tiles(space.full()), board);
        assert_eq!(space.position(board), Some(space.full()));
        assert_eq!(space.position(Tiles::single(3)), None, "3 is not in play");
        for position in 0..space.size() {
            let open = space.tiles(position);
            for sum in 1..=MAX_SUM {
                let found: Vec<Tiles> = space
                    .subsets(position, sum)
                    .iter()
                    .map(|&c| space.tiles(usize::from(c)))
                    .collect();
                let expected: Vec<Tiles> = open.subsets_summing(sum as u32).collect();
                assert_eq!(found.len(), expected.len(), "{open:?} sum {sum}");
                for set in found {
                    assert!(set.is_subset_of(open) && set.sum() == sum as u32);
                    // Removing a subset is subtraction of positions.
                    let rest = space.position(open.minus(set));
                    assert_eq!(rest, Some(position - space.position(set).unwrap_or(0)));
                }
            }
        }
    }
}
