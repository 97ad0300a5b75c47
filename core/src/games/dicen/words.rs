//! DICEN's pieces of text that the rules' refusals and the table share: tiles in words, and
//! what V1 Lucky lets a throw close, so the status, a refused tile and a refused close can
//! never say different things.

use super::moves;
use super::throw::Throw;
use super::tiles::Tiles;
use crate::l10n::Msg;

/// Tiles as the table writes a set, highest first: "6 + 2".
pub fn tile_sum(tiles: Tiles) -> String {
    tiles
        .iter()
        .rev()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" + ")
}

/// V1 Lucky: the tile sets, by number, that `throw` lets a player close whose open tiles (on
/// every board the throw may use) are `open`: the tile of the sum; the two faces together, or
/// one face alone when the other is shut or not in play; on a double, `2a` or `a`. A face
/// pair and a face alone exclude each other, so there are at most two sets.
pub fn lucky_sets(throw: Throw, open: Tiles) -> Vec<Tiles> {
    let mut sets: Vec<Tiles> = Vec::new();
    moves::closes(throw, open, None, true, |pick| {
        let set = pick.own.union(pick.other);
        if !sets.contains(&set) {
            sets.push(set);
        }
    });
    sets
}

/// A set of tiles in words: "6", "2 and 4", or "5 + 3 + 1" for more.
pub fn set_msg(set: Tiles) -> Msg {
    let tiles: Vec<u8> = set.iter().collect();
    match tiles[..] {
        [a] => Msg::new("dicen-tile").int("tile", a),
        [a, b] => Msg::new("dicen-tiles-two").int("a", a).int("b", b),
        _ => Msg::new("dicen-tile-sum").text("tiles", tile_sum(set)),
    }
}

/// Alternatives in words: "6", "6, or 2 and 4", "a, or b, or c".
pub fn alternatives(mut items: Vec<Msg>) -> Msg {
    let Some(last) = items.pop() else {
        return Msg::new("dicen-options-none");
    };
    items.into_iter().rev().fold(last, |rest, first| {
        Msg::new("dicen-options-two")
            .msg("first", first)
            .msg("second", rest)
    })
}

/// V1: what `throw` closes, in words ("6, or 2 and 4").
pub fn lucky_msg(throw: Throw, open: Tiles) -> Msg {
    alternatives(lucky_sets(throw, open).into_iter().map(set_msg).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two(a: u8, b: u8) -> Throw {
        Throw {
            first: a,
            second: Some(b),
        }
    }

    #[test]
    fn lucky_names_at_most_two_sets() {
        let all = Tiles::up_to(10);
        let sets = |t, open| lucky_sets(t, open);
        assert_eq!(
            sets(two(2, 4), all),
            vec![Tiles::single(6), [2, 4].into_iter().collect()]
        );
        let no_four = all.minus(Tiles::single(4));
        assert_eq!(
            sets(two(2, 4), no_four),
            vec![Tiles::single(6), Tiles::single(2)]
        );
        assert_eq!(
            sets(two(3, 3), all),
            vec![Tiles::single(6), Tiles::single(3)]
        );
        assert!(sets(two(1, 2), Tiles::single(9)).is_empty());
    }
}
