//! The positions of one board, or of two boards solved together, as dense indices, and each
//! position's sub-sets grouped by sum.
//!
//! **Two boards are one board with two of each tile.** V10 and V11 let one throw's set take a
//! tile number from either board, an unusable double reopen it on either, and the score count
//! both; DICEN is both boards shut. So which board an open 5 is on never matters, only how many
//! 5s are open: a pair of boards is a *count* per tile number, 0, 1 or 2. A pair of 1–9 boards
//! is then 3^9 = 19,683 positions instead of 2^18 ordered (or 131,328 unordered) pairs, and a
//! throw's sets are sub-counts, fewer than pairs of sub-sets (5 from the first board and 4 from
//! the second is the same close as 4 from the first and 5 from the second).
//!
//! A position writes its counts in base `copies + 1`, the lowest tile in play the lowest digit.
//! Taking a sub-count away subtracts its index (no digit borrows), so ascending index order is
//! a topological order for closing, and putting shut tiles back adds.

use crate::games::dicen::tiles::Tiles;

/// The highest sum a throw can make, and so the largest set one throw closes or reopens.
pub const MAX_SUM: usize = 12;

pub struct BoardSpace {
    board: Tiles,
    /// How many of each tile: 1 (one board) or 2 (two boards).
    copies: u8,
    /// The tiles in play, ascending, each with its place value `(copies + 1)^j`.
    places: Vec<(u8, u32)>,
    sums: Vec<u8>,
    /// Per position: one pair of boards with its counts, a tile open once on the first.
    boards: Vec<(Tiles, Tiles)>,
    /// Position `i`'s sub-counts with sum `s` are `subsets[starts[i * 13 + s]..starts[i * 13 + s + 1]]`.
    starts: Vec<u32>,
    subsets: Vec<u32>,
}

impl BoardSpace {
    /// The positions of `board` with `copies` (1 or 2) of each tile; `None` when there would be
    /// more than `max_positions`.
    pub fn new(board: Tiles, copies: u8, max_positions: usize) -> Option<BoardSpace> {
        let radix = u32::from(copies) + 1;
        let mut places = Vec::new();
        let mut size: usize = 1;
        for tile in board.iter() {
            places.push((tile, u32::try_from(size).ok()?));
            size = size.checked_mul(radix as usize)?;
            if size > max_positions {
                return None;
            }
        }
        let mut space = BoardSpace {
            board,
            copies,
            places,
            sums: Vec::with_capacity(size),
            boards: Vec::with_capacity(size),
            starts: Vec::with_capacity(size * (MAX_SUM + 1) + 1),
            // About 16 sub-counts a position on one board of 12 tiles, 40 on two boards of 10.
            subsets: Vec::with_capacity(size * 20 * usize::from(copies)),
        };
        space.sums.push(0);
        space.boards.push((Tiles::NONE, Tiles::NONE));
        space.starts.extend([0; MAX_SUM + 1]);
        for position in 1..size {
            space.add_position(position);
        }
        space.starts.push(space.subsets.len() as u32);
        Some(space)
    }

    /// Writes down `position` from a smaller one, every position below it being written: the
    /// same counts without its highest open tile. Its sub-counts of each sum are the smaller
    /// position's, then those with one more of that tile, then two more.
    fn add_position(&mut self, position: usize) {
        let radix = usize::from(self.copies) + 1;
        let Some(&(tile, place)) = self
            .places
            .iter()
            .rev()
            .find(|&&(_, place)| !(position / place as usize).is_multiple_of(radix))
        else {
            return;
        };
        let count = (position / place as usize % radix) as u8;
        let lower = position % place as usize;
        let (own, other) = self.boards(lower);
        self.sums
            .push(self.sums.get(lower).copied().unwrap_or(0) + count * tile);
        self.boards.push(if count == 2 {
            (own.with(tile), other.with(tile))
        } else {
            (own.with(tile), other)
        });
        for sum in 0..=MAX_SUM {
            self.starts.push(self.subsets.len() as u32);
            self.extend_subsets(lower, sum, 0);
            for take in 1..=usize::from(count) {
                let added = take * usize::from(tile);
                let with = take as u32 * place;
                if added == sum {
                    self.subsets.push(with);
                } else if added < sum {
                    self.extend_subsets(lower, sum - added, with);
                }
            }
        }
    }

    /// Appends the sub-counts of `position` with `sum`, each plus `with`.
    fn extend_subsets(&mut self, position: usize, sum: usize, with: u32) {
        let at = position * (MAX_SUM + 1) + sum;
        if let (Some(&from), Some(&to)) = (self.starts.get(at), self.starts.get(at + 1)) {
            for i in from as usize..to as usize {
                if let Some(&set) = self.subsets.get(i) {
                    self.subsets.push(set + with);
                }
            }
        }
    }

    pub fn board(&self) -> Tiles {
        self.board
    }

    /// The number of positions, `(copies + 1)^k`.
    pub fn size(&self) -> usize {
        self.sums.len()
    }

    /// Every tile open (on both boards).
    pub fn full(&self) -> usize {
        self.size() - 1
    }

    /// How many of `tile` are open at `position`.
    fn count(&self, position: usize, tile_place: u32) -> u8 {
        ((position as u32 / tile_place) % (u32::from(self.copies) + 1)) as u8
    }

    /// The position with `own` and `other` open (`other` empty on one board), if every tile lies
    /// on the board.
    pub fn position(&self, own: Tiles, other: Tiles) -> Option<usize> {
        let open = own.union(other);
        if !open.is_subset_of(self.board) || (self.copies == 1 && !other.is_empty()) {
            return None;
        }
        let index = self.places.iter().fold(0, |index, &(tile, place)| {
            let count = u32::from(own.contains(tile)) + u32::from(other.contains(tile));
            index + count * place
        });
        Some(index as usize)
    }

    /// One pair of boards with these counts: a tile open once is on the first board.
    pub fn boards(&self, position: usize) -> (Tiles, Tiles) {
        self.boards
            .get(position)
            .copied()
            .unwrap_or((Tiles::NONE, Tiles::NONE))
    }

    /// The tile numbers open on either board.
    pub fn open(&self, position: usize) -> Tiles {
        self.boards(position).0
    }

    /// The position one more `tile` leads to, if one of it is shut.
    pub fn reopen(&self, position: usize, tile: u8) -> Option<usize> {
        let &(_, place) = self.places.iter().find(|&&(t, _)| t == tile)?;
        (self.count(position, place) < self.copies).then_some(position + place as usize)
    }

    /// The open tiles' sum (the score of an unfinished board, or both).
    pub fn sum(&self, position: usize) -> u32 {
        self.sums.get(position).map_or(0, |&s| u32::from(s))
    }

    /// The non-empty sub-counts of `position` of each sum from 1 to 12, as positions: entry
    /// `sum - 1` of what this yields. One lookup for a position's twelve sums, where
    /// [`BoardSpace::subsets`] takes two per sum.
    pub fn subsets_by_sum(&self, position: usize) -> impl Iterator<Item = &[u32]> {
        let at = position * (MAX_SUM + 1);
        let starts = self.starts.get(at..at + MAX_SUM + 2).unwrap_or(&[]);
        starts.windows(2).skip(1).map(|w| match *w {
            [from, to] => self.subsets.get(from as usize..to as usize).unwrap_or(&[]),
            _ => &[],
        })
    }

    /// The non-empty sub-counts of `position` adding up to `sum` (1–12), as positions.
    pub fn subsets(&self, position: usize, sum: usize) -> &[u32] {
        let at = position * (MAX_SUM + 1) + sum;
        match (self.starts.get(at), self.starts.get(at + 1)) {
            (Some(&from), Some(&to)) if sum >= 1 => &self.subsets[from as usize..to as usize],
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(board: Tiles) -> impl Iterator<Item = Tiles> {
        let tiles: Vec<u8> = board.iter().collect();
        (0..1u32 << tiles.len()).map(move |i| {
            tiles
                .iter()
                .enumerate()
                .filter(|(j, _)| i >> j & 1 == 1)
                .map(|(_, &t)| t)
                .collect()
        })
    }

    #[test]
    fn one_board_positions_and_subsets_agree_with_the_tiles() {
        let board: Tiles = [2, 4, 6, 8, 10].into_iter().collect();
        let space = BoardSpace::new(board, 1, 1 << 12).expect("small");
        assert_eq!(space.size(), 32);
        assert_eq!(space.boards(space.full()), (board, Tiles::NONE));
        assert_eq!(space.position(board, Tiles::NONE), Some(space.full()));
        assert_eq!(
            space.position(Tiles::single(3), Tiles::NONE),
            None,
            "3 is not in play"
        );
        assert_eq!(space.position(board, Tiles::single(2)), None, "one board");
        for open in all(board) {
            let position = space.position(open, Tiles::NONE).expect("on the board");
            assert_eq!(space.boards(position).0, open);
            assert_eq!(space.sum(position), open.sum());
            for sum in 1..=MAX_SUM {
                let found = space.subsets(position, sum);
                let expected: Vec<Tiles> = open.subsets_summing(sum as u32).collect();
                assert_eq!(found.len(), expected.len(), "{open:?} sum {sum}");
                for set in expected {
                    // Removing a subset is subtraction of positions.
                    let set_at = space.position(set, Tiles::NONE).expect("on the board");
                    assert!(found.contains(&(set_at as u32)));
                    let rest = space.position(open.minus(set), Tiles::NONE);
                    assert_eq!(rest, Some(position - set_at));
                }
            }
        }
    }

    #[test]
    fn two_boards_are_counts_and_their_closes_are_the_pairs_of_subsets() {
        let board: Tiles = [1, 2, 3, 5, 9].into_iter().collect();
        let space = BoardSpace::new(board, 2, 1 << 12).expect("small");
        assert_eq!(space.size(), 243);
        assert_eq!(space.position(board, board), Some(space.full()));
        for own in all(board) {
            for other in all(board) {
                let position = space.position(own, other).expect("on the boards");
                assert_eq!(
                    space.position(other, own),
                    Some(position),
                    "boards swap freely"
                );
                assert_eq!(space.sum(position), own.sum() + other.sum());
                let (a, b) = space.boards(position);
                assert_eq!(space.position(a, b), Some(position));
                for sum in 1..=MAX_SUM {
                    // Every pair of sub-sets with this sum, as the positions they leave.
                    let mut expected: Vec<usize> = Vec::new();
                    for k in 0..=sum {
                        for x in own.subsets_summing(k as u32) {
                            for y in other.subsets_summing((sum - k) as u32) {
                                let rest = space.position(own.minus(x), other.minus(y));
                                expected.extend(rest);
                            }
                        }
                    }
                    expected.sort_unstable();
                    expected.dedup();
                    let mut found: Vec<usize> = space
                        .subsets(position, sum)
                        .iter()
                        .map(|&c| position - c as usize)
                        .collect();
                    found.sort_unstable();
                    assert_eq!(found, expected, "{own:?} {other:?} sum {sum}");
                }
            }
        }
        assert_eq!(
            space.reopen(0, 5),
            space.position(Tiles::single(5), Tiles::NONE)
        );
        assert_eq!(space.reopen(space.full(), 5), None, "both 5s are open");
        assert_eq!(space.reopen(0, 4), None, "4 is not in play");
        assert!(
            BoardSpace::new(board, 2, 242).is_none(),
            "more than asked for"
        );
    }
}
