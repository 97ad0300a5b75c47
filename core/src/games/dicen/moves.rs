//! Which sets a throw lets a player close (N4, V1) and which shut tiles an unusable double lets
//! them reopen (N6, N7), on one board or two (V10, V11). Shared by the rules, the bots and the
//! solver, so they can never disagree. Nothing here allocates: sets go to a callback.

use super::throw::Throw;
use super::tiles::{Pick, Tiles};

/// Calls `each` with every set `throw` lets the player close. `own` holds the open tiles of the
/// player's board, `other` those of the second board a throw may use (V10, V11), if any.
///
/// N4: any sets on the two boards adding up to the throw. V1 Lucky: see [`lucky_closes`].
pub fn closes(
    throw: Throw,
    own: Tiles,
    other: Option<Tiles>,
    lucky: bool,
    mut each: impl FnMut(Pick),
) {
    match (lucky, throw.second) {
        (true, Some(second)) => lucky_closes(throw.first, second, own, other, each),
        _ => {
            let total = throw.total();
            match other {
                None => own.subsets_summing(total).for_each(|s| each(Pick::own(s))),
                Some(other) => {
                    for k in 0..=total {
                        for mine in own.subsets_summing(k) {
                            for theirs in other.subsets_summing(total - k) {
                                each(Pick {
                                    own: mine,
                                    other: theirs,
                                });
                            }
                        }
                    }
                }
            }
        }
    }
}

/// V1 Lucky with the faces `a` and `b`: the tile `a + b`; or the two tiles `a` and `b` when both
/// are open (`a != b`); or, when exactly one of them is shut or not in play, the other alone. On
/// a double: the tile `2a`, or the tile `a`. With two boards each named tile may be on either
/// board (reading of V1 with V10/V11: "open" means open on a board the throw may use).
fn lucky_closes(a: u8, b: u8, own: Tiles, other: Option<Tiles>, mut each: impl FnMut(Pick)) {
    let other = other.unwrap_or(Tiles::NONE);
    let single = |tile: u8, each: &mut dyn FnMut(Pick)| {
        if own.contains(tile) {
            each(Pick::own(Tiles::single(tile)));
        }
        if other.contains(tile) {
            each(Pick::other(Tiles::single(tile)));
        }
    };
    let open = |tile: u8| own.contains(tile) || other.contains(tile);
    if a == b {
        single(2 * a, &mut each);
        single(a, &mut each);
        return;
    }
    single(a + b, &mut each);
    match (open(a), open(b)) {
        (true, true) => {
            let place = |tile: u8| {
                [
                    own.contains(tile).then(|| Pick::own(Tiles::single(tile))),
                    other
                        .contains(tile)
                        .then(|| Pick::other(Tiles::single(tile))),
                ]
            };
            for x in place(a).into_iter().flatten() {
                for y in place(b).into_iter().flatten() {
                    each(Pick {
                        own: x.own.union(y.own),
                        other: x.other.union(y.other),
                    });
                }
            }
        }
        (true, false) => single(a, &mut each),
        (false, true) => single(b, &mut each),
        (false, false) => {}
    }
}

/// Whether `throw` lets the player close anything.
pub fn can_close(throw: Throw, own: Tiles, other: Option<Tiles>, lucky: bool) -> bool {
    let mut any = false;
    closes(throw, own, other, lucky, |_| any = true);
    any
}

/// Calls `each` with every set of shut tiles an unusable double lets the player reopen.
/// `shut_own` and `shut_other` are the shut tiles in play on the two boards.
///
/// N6: the tile `2a`, on either board where it is shut. N7 (6+6): any shut tiles in play on
/// either board, at least one, adding up to at most 12.
pub fn reopens(
    throw: Throw,
    shut_own: Tiles,
    shut_other: Option<Tiles>,
    mut each: impl FnMut(Pick),
) {
    let shut_other = shut_other.unwrap_or(Tiles::NONE);
    match throw.double() {
        Some(6) => {
            for total in 1..=12 {
                for k in 0..=total {
                    for mine in shut_own.subsets_summing(k) {
                        for theirs in shut_other.subsets_summing(total - k) {
                            each(Pick {
                                own: mine,
                                other: theirs,
                            });
                        }
                    }
                }
            }
        }
        Some(face) => {
            let tile = 2 * face;
            if shut_own.contains(tile) {
                each(Pick::own(Tiles::single(tile)));
            }
            if shut_other.contains(tile) {
                each(Pick::other(Tiles::single(tile)));
            }
        }
        None => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiles(list: &[u8]) -> Tiles {
        list.iter().copied().collect()
    }

    fn two(a: u8, b: u8) -> Throw {
        Throw {
            first: a,
            second: Some(b),
        }
    }

    fn all_closes(throw: Throw, own: Tiles, other: Option<Tiles>, lucky: bool) -> Vec<Pick> {
        let mut out = Vec::new();
        closes(throw, own, other, lucky, |p| out.push(p));
        out
    }

    #[test]
    fn two_boards_combine_tiles_into_one_sum() {
        // V10: a 10 may be 6 on one board and 4 on the other.
        let own = tiles(&[6]);
        let other = tiles(&[4]);
        let found = all_closes(two(4, 6), own, Some(other), false);
        assert_eq!(
            found,
            vec![Pick {
                own: tiles(&[6]),
                other: tiles(&[4])
            }]
        );
        // The same tile number on both boards: 4 + 4 = 8.
        let found = all_closes(two(4, 4), tiles(&[4]), Some(tiles(&[4])), false);
        assert_eq!(
            found,
            vec![Pick {
                own: tiles(&[4]),
                other: tiles(&[4])
            }]
        );
        assert!(all_closes(two(4, 4), tiles(&[4]), None, false).is_empty());
    }

    #[test]
    fn lucky_closes_the_sum_or_the_faces() {
        let board = Tiles::up_to(10);
        let found = all_closes(two(2, 4), board, None, true);
        assert_eq!(
            found,
            vec![Pick::own(tiles(&[6])), Pick::own(tiles(&[2, 4]))]
        );
        // 4 is shut: 2 alone (and the 6).
        let found = all_closes(two(2, 4), tiles(&[2, 6]), None, true);
        assert_eq!(found, vec![Pick::own(tiles(&[6])), Pick::own(tiles(&[2]))]);
        // Both faces shut, the sum shut: nothing.
        assert!(all_closes(two(2, 4), tiles(&[1, 3, 5]), None, true).is_empty());
        // A double: 2a or a, never a + a.
        let found = all_closes(two(3, 3), board, None, true);
        assert_eq!(found, vec![Pick::own(tiles(&[6])), Pick::own(tiles(&[3]))]);
        // A sum of 5 made of other tiles is not a Lucky close.
        assert!(all_closes(two(1, 4), tiles(&[2, 3]), None, true).is_empty());
    }

    #[test]
    fn reopening_after_doubles() {
        let shut = tiles(&[4, 8, 9]);
        let mut found = Vec::new();
        reopens(two(4, 4), shut, None, |p| found.push(p));
        assert_eq!(found, vec![Pick::own(tiles(&[8]))]);
        found.clear();
        reopens(two(6, 6), shut, None, |p| found.push(p));
        assert_eq!(
            found,
            vec![
                Pick::own(tiles(&[4])),
                Pick::own(tiles(&[8])),
                Pick::own(tiles(&[9])),
                Pick::own(tiles(&[8, 4])),
            ]
        );
        found.clear();
        reopens(two(3, 4), shut, None, |p| found.push(p));
        assert!(found.is_empty(), "not a double");
    }
}
