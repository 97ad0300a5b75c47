//! The rule-of-thumb judgement of a keep: the normal bot's decision, and the hard bot's model of
//! how other players decide (in its rollouts, and to weigh its samples by how likely the keeps
//! and swaps it saw were).
//!
//! A player with `card` asks how likely they are to pay with it: every other player in the deal
//! at or above it, Narr holders aside (K5.2, K5.3), judged from the cards they have not seen.
//! They keep when that is no worse than an average card's chance, 1/(players in the deal). The
//! dealer, whose swap may turn up a Drago or Katt from the stock, allows that chance on top.
//! Knowing a lower card in the deal makes a keep safe; a Narr is always passed on, a matador
//! always kept; with both Narr elsewhere only their holders pay (K5.4).

use super::cards::{Card, CardCounts};
use super::table::Table;
use crate::engine::Seat;

/// What a player judges a keep from.
#[derive(Clone, Copy, Debug)]
pub struct Outlook {
    pub card: Card,
    /// Cards the player has not seen.
    pub unseen: CardCounts,
    /// Other players in the deal.
    pub others: u8,
    /// Of those, how many hold a Narr (public).
    pub narr_others: u8,
    /// Of those, how many hold a card the player does not know.
    pub hidden: u8,
    /// Another player in the deal is known to hold a lower card (not a Narr).
    pub lower_known: bool,
    pub dealer: bool,
}

impl Outlook {
    /// The chance that every hidden card is at or above ours (none can be a Narr: a Narr is
    /// public wherever it goes).
    pub fn chance_lowest(&self) -> f64 {
        if self.lower_known {
            return 0.0;
        }
        let pool = self.unseen.total_where(|c| c != Card::Narr);
        if pool == 0 {
            return 1.0;
        }
        let at_or_above = self
            .unseen
            .total_where(|c| c != Card::Narr && c >= self.card);
        (f64::from(at_or_above) / f64::from(pool)).powi(i32::from(self.hidden))
    }

    /// How much chance of paying a keep may carry: an average card's, plus for the dealer the
    /// chance that the stock bites (a Drago or Katt, K4.4).
    pub fn allowance(&self) -> f64 {
        let mut allowed = 1.0 / (f64::from(self.others) + 1.0);
        let total = self.unseen.total();
        if self.dealer && total > 0 {
            let bites = self.unseen.count(Card::Drago) + self.unseen.count(Card::Katt);
            allowed += f64::from(bites) / f64::from(total);
        }
        allowed
    }

    pub fn keeps(&self) -> bool {
        match self.card {
            Card::Narr => false,
            c if c.is_matador() => true,
            _ if self.narr_others >= 2 => true,
            _ => self.chance_lowest() <= self.allowance(),
        }
    }

    /// A soft [`Outlook::keeps`]: the chance that a player with this outlook keeps, since real
    /// players weigh more than this (their seat, their nerve).
    pub fn keep_chance(&self) -> f64 {
        match self.card {
            Card::Narr => 0.02,
            c if c.is_matador() => 0.98,
            _ if self.narr_others >= 2 || self.lower_known => 0.95,
            _ => {
                let margin = self.allowance() - self.chance_lowest();
                1.0 / (1.0 + (-12.0 * margin).exp())
            }
        }
    }
}

/// `seat`'s outlook at `table` with what any player there knows: their own card, every Narr,
/// the cards the stock set aside, and — just after accepting a swap — the requester's card,
/// which was their own.
pub fn outlook(table: &Table, seat: Seat) -> Option<Outlook> {
    let card = table.hand(seat)?;
    let mut unseen = CardCounts::FULL;
    unseen.remove_all(table.set_aside());
    unseen.take(card);
    let requester = match table.swaps().last() {
        Some((requester, acceptor)) if acceptor == seat && table.participates(requester) => {
            Some(requester)
        }
        _ => None,
    };
    let (mut others, mut narr_others, mut hidden, mut lower_known) = (0, 0, 0, false);
    for other in table.participants().iter().filter(|&s| s != seat) {
        others += 1;
        let theirs = table.hand(other);
        if theirs == Some(Card::Narr) {
            narr_others += 1;
            unseen.take(Card::Narr);
        } else if Some(other) == requester {
            if let Some(theirs) = theirs {
                unseen.take(theirs);
                lower_known |= theirs < card;
            }
        } else {
            hidden += 1;
        }
    }
    Some(Outlook {
        card,
        unseen,
        others,
        narr_others,
        hidden,
        lower_known,
        dealer: seat == table.dealer(),
    })
}

/// Whether `seat`, whose turn it is at `table`, keeps — the model's decision in a rollout.
pub fn keeps(table: &Table, seat: Seat) -> bool {
    outlook(table, seat).is_none_or(|o| o.keeps())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh(card: Card, others: u8, dealer: bool) -> Outlook {
        let mut unseen = CardCounts::FULL;
        unseen.take(card);
        Outlook {
            card,
            unseen,
            others,
            narr_others: 0,
            hidden: others,
            lower_known: false,
            dealer,
        }
    }

    #[test]
    fn with_four_players_a_fresh_hand_keeps_from_vi_and_the_dealer_from_iv() {
        assert!(!fresh(Card::V, 3, false).keeps());
        assert!(fresh(Card::VI, 3, false).keeps());
        assert!(!fresh(Card::III, 3, true).keeps());
        assert!(fresh(Card::IV, 3, true).keeps());
    }

    #[test]
    fn fewer_players_ask_for_a_higher_card() {
        assert!(fresh(Card::VI, 3, false).keeps());
        assert!(!fresh(Card::VI, 2, false).keeps());
        assert!(fresh(Card::VII, 2, false).keeps());
        assert!(!fresh(Card::VII, 1, false).keeps());
        assert!(fresh(Card::VIII, 1, false).keeps());
    }

    #[test]
    fn a_known_lower_card_or_two_narr_elsewhere_make_any_card_safe() {
        let mut o = fresh(Card::Ugle, 3, false);
        assert!(!o.keeps());
        o.lower_known = true;
        assert!(o.keeps() && o.keep_chance() > 0.9);
        let mut o = fresh(Card::Potte, 3, false);
        o.narr_others = 2;
        assert!(o.keeps());
        assert!(!fresh(Card::Narr, 3, false).keeps());
        assert!(fresh(Card::Hus, 3, false).keeps());
    }

    #[test]
    fn keep_chances_grow_with_the_card() {
        let chances: Vec<f64> = Card::ALL[1..16]
            .iter()
            .map(|&c| fresh(c, 3, false).keep_chance())
            .collect();
        assert!(chances.windows(2).all(|w| w[0] <= w[1]), "{chances:?}");
        assert!(chances[0] < 0.1 && chances[14] > 0.9, "{chances:?}");
    }
}
