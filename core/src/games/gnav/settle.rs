//! K5.1–K5.5: the settlement of a deal.

use super::cards::Card;
use super::events::Witness;
use super::table::{DealEnd, Settlement, Stage, Table};
use super::MAX_PLAYERS;
use crate::engine::{Seat, SeatSet};

/// K5.2–K5.4: who loses a life, given the compared players' cards.
///
/// - no Narr: everyone tied for the lowest card (K5.2);
/// - one Narr: its holder, and everyone tied for the lowest of the other cards (K5.3) — with
///   only two players compared, that is both of them;
/// - two Narr: only the two holders (K5.4).
pub fn losers(compared: &[(Seat, Card)]) -> SeatSet {
    let narr: SeatSet = compared
        .iter()
        .filter(|&&(_, c)| c == Card::Narr)
        .map(|&(s, _)| s)
        .collect();
    if narr.len() >= 2 {
        return narr;
    }
    let others = compared.iter().filter(|&&(_, c)| c != Card::Narr);
    let lowest = others.clone().map(|&(_, c)| c).min();
    let mut losers = narr;
    for &(seat, card) in others {
        if Some(card) == lowest {
            losers.insert(seat);
        }
    }
    losers
}

impl Table {
    /// K5.1–K5.5: every card is revealed; players a Drago or Katt put at zero during the deal
    /// have left and are not compared; the losers pay a life; Narr holders who survive rest.
    ///
    /// Reading where the rule book is silent: when fewer than two players are left to compare
    /// (the others left during the deal), there is no "lowest" among others, so nobody pays and
    /// nobody rests — as with a deal skipped for want of players (K5.6).
    pub(super) fn settle(&mut self, witness: &mut impl Witness) {
        let compared = self.participants();
        let mut settlement = Settlement {
            compared,
            ..Settlement::default()
        };
        if compared.len() < 2 {
            self.settlement = settlement;
            self.stage = Stage::Done(DealEnd::Uncontested);
            return;
        }
        let mut cards = [(0, Card::Narr); MAX_PLAYERS];
        let mut len = 0;
        for seat in compared.iter() {
            if let (Some(card), Some(slot)) = (self.hand(seat), cards.get_mut(len)) {
                *slot = (seat, card);
                len += 1;
            }
        }
        let cards = &cards[..len];
        settlement.losers = losers(cards);
        for seat in settlement.losers.iter() {
            self.lose_life(seat, witness);
        }
        settlement.rests = cards
            .iter()
            .filter(|&&(s, c)| c == Card::Narr && self.lives(s) > 0)
            .map(|&(s, _)| s)
            .collect();
        self.settlement = settlement;
        self.stage = Stage::Done(DealEnd::Settled);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Card::*;

    fn of(cards: &[Card]) -> Vec<Seat> {
        let compared: Vec<(Seat, Card)> = cards
            .iter()
            .enumerate()
            .map(|(s, c)| (s as Seat, *c))
            .collect();
        losers(&compared).iter().collect()
    }

    #[test]
    fn without_narr_every_player_tied_for_lowest_pays() {
        assert_eq!(of(&[V, II, IX, II]), [1, 3]);
        assert_eq!(of(&[Ugle, Potte, Zero, I]), [0]);
        assert_eq!(of(&[Hus, Gjok, Katt, Hest]), [0], "matadors compare too");
    }

    #[test]
    fn one_narr_pays_with_the_lowest_of_the_others() {
        assert_eq!(of(&[V, Narr, IX, III]), [1, 3]);
        assert_eq!(of(&[Narr, XII]), [0, 1], "two compared: both pay");
        assert_eq!(of(&[Ugle, Narr, Ugle, X]), [0, 1, 2]);
    }

    #[test]
    fn two_narr_only_the_holders_pay() {
        assert_eq!(of(&[Narr, Ugle, Narr, Zero]), [0, 2]);
        assert_eq!(of(&[Narr, Narr]), [0, 1]);
    }
}
