//! K3.5: the ledger of this deal's swaps, and their undoing by a Katt.

use super::cards::Card;
use super::events::{Event, Witness};
use super::MAX_PLAYERS;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// The swaps made this deal, oldest first, as (requester, acceptor). Each turn makes at most one
/// swap and turns only move left towards the dealer, so a deal has fewer swaps than players:
/// a fixed array holds them all.
///
/// Draws from the stock are not swaps (K3.5) and never enter the ledger.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Swaps {
    pairs: [(Seat, Seat); MAX_PLAYERS],
    len: u8,
}

impl Swaps {
    pub fn clear(&mut self) {
        self.len = 0;
    }

    pub fn push(&mut self, from: Seat, to: Seat) {
        if let Some(slot) = self.pairs.get_mut(usize::from(self.len)) {
            *slot = (from, to);
            self.len += 1;
        }
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The latest standing swap.
    pub fn last(&self) -> Option<(Seat, Seat)> {
        self.len()
            .checked_sub(1)
            .and_then(|i| self.pairs.get(i))
            .copied()
    }

    /// The standing swaps, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, Seat)> + '_ {
        self.pairs.iter().take(self.len()).copied()
    }

    /// K3.5: undoes every swap of the deal in reverse order. Undoing a swap exchanges the two
    /// players' *current* cards, so cards that moved on since (a later swap, a draw from the
    /// stock) are what travel back. The ledger is empty afterwards.
    pub fn undo_all(
        &mut self,
        hands: &mut [Option<Card>; MAX_PLAYERS],
        witness: &mut impl Witness,
    ) {
        for i in (0..self.len()).rev() {
            let Some(&(a, b)) = self.pairs.get(i) else {
                continue;
            };
            let (ia, ib) = (usize::from(a), usize::from(b));
            if ia >= MAX_PLAYERS || ib >= MAX_PLAYERS {
                continue;
            }
            hands.swap(ia, ib);
            if let (Some(a_gets), Some(b_gets)) = (hands[ia], hands[ib]) {
                witness.see(Event::Undo {
                    a,
                    b,
                    a_gets,
                    b_gets,
                });
            }
        }
        self.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_exchanges_current_cards_newest_first() {
        // Seats 0..3 hold V, II, IX, VII. Swaps: 0<->1, then 1<->2 (seat 1 passes on what it got).
        let mut hands = [None; MAX_PLAYERS];
        hands[0] = Some(Card::V);
        hands[1] = Some(Card::II);
        hands[2] = Some(Card::IX);
        hands[3] = Some(Card::VII);
        let mut swaps = Swaps::default();
        hands.swap(0, 1);
        swaps.push(0, 1);
        hands.swap(1, 2);
        swaps.push(1, 2);
        assert_eq!(hands[..3], [Some(Card::II), Some(Card::IX), Some(Card::V)]);
        let mut log = Vec::new();
        swaps.undo_all(&mut hands, &mut log);
        assert_eq!(
            hands[..4],
            [
                Some(Card::V),
                Some(Card::II),
                Some(Card::IX),
                Some(Card::VII)
            ],
            "every card is back where it was dealt"
        );
        assert!(swaps.is_empty());
        assert_eq!(
            log,
            [
                Event::Undo {
                    a: 1,
                    b: 2,
                    a_gets: Card::V,
                    b_gets: Card::IX
                },
                Event::Undo {
                    a: 0,
                    b: 1,
                    a_gets: Card::V,
                    b_gets: Card::II
                },
            ]
        );
    }

    #[test]
    fn a_card_replaced_from_the_stock_is_what_travels_back() {
        // 0<->1 swapped, then seat 1's card was replaced by a draw (not a swap): undoing 0<->1
        // gives seat 0 the drawn card and seat 1 what seat 0 holds now.
        let mut hands = [None; MAX_PLAYERS];
        hands[0] = Some(Card::II);
        hands[1] = Some(Card::X);
        let mut swaps = Swaps::default();
        swaps.push(0, 1);
        hands[1] = Some(Card::Ugle);
        swaps.undo_all(&mut hands, &mut ());
        assert_eq!(hands[..2], [Some(Card::Ugle), Some(Card::II)]);
    }
}
