//! K1: the 42-card Gnav deck (21 values, two copies each, no suits) and its card notation.
//!
//! | card | notation | | card | notation |
//! |---|---|---|---|---|
//! | Narr (fool) | `narr` | | Hus (house) | `hus` |
//! | Ugle (owl) | `ugle` | | Hest (horse) | `hest` |
//! | Potte (pot) | `potte` | | Katt (cat) | `katt` |
//! | 0 | `0` | | Drago (dragoon) | `drago` |
//! | I … XII | `I` … `XII` | | Gjøk (cuckoo) | `gjok` |
//!
//! Reading is case-insensitive and also takes `gjøk`; writing always gives the form above.

use crate::engine::NotationError;
use crate::l10n::Msg;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the 21 values, lowest first (K1). The derived order is the rank order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Card {
    Narr,
    Ugle,
    Potte,
    Zero,
    I,
    II,
    III,
    IV,
    V,
    VI,
    VII,
    VIII,
    IX,
    X,
    XI,
    XII,
    Hus,
    Hest,
    Katt,
    Drago,
    Gjok,
}

crate::serde_as_notation!(Card);

/// K1: values in the deck.
pub const VALUES: usize = 21;
/// K1: copies of each value.
pub const COPIES: u8 = 2;

impl Card {
    /// Every value, lowest first.
    pub const ALL: [Card; VALUES] = [
        Card::Narr,
        Card::Ugle,
        Card::Potte,
        Card::Zero,
        Card::I,
        Card::II,
        Card::III,
        Card::IV,
        Card::V,
        Card::VI,
        Card::VII,
        Card::VIII,
        Card::IX,
        Card::X,
        Card::XI,
        Card::XII,
        Card::Hus,
        Card::Hest,
        Card::Katt,
        Card::Drago,
        Card::Gjok,
    ];

    const NAMES: [&'static str; VALUES] = [
        "narr", "ugle", "potte", "0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X",
        "XI", "XII", "hus", "hest", "katt", "drago", "gjok",
    ];

    /// 0 (Narr) to 20 (Gjøk).
    pub fn rank(self) -> u8 {
        self as u8
    }

    pub fn from_rank(rank: u8) -> Option<Card> {
        Card::ALL.get(usize::from(rank)).copied()
    }

    /// K1: Hus, Hest, Katt, Drago, Gjøk.
    pub fn is_matador(self) -> bool {
        self >= Card::Hus
    }

    /// K3.2: a number, 0, Potte, Ugle or Narr, which must accept a swap.
    pub fn is_ordinary(self) -> bool {
        !self.is_matador()
    }

    /// K3.3, K4.3: Hus and Hest refuse and let the request pass on.
    pub fn passes(self) -> bool {
        matches!(self, Card::Hus | Card::Hest)
    }

    /// The card's name as a message (`gnav-card-narr`, `gnav-card-number` for 0 and I–XII).
    pub fn name_msg(self) -> Msg {
        let id = match self {
            Card::Narr => "gnav-card-narr",
            Card::Ugle => "gnav-card-ugle",
            Card::Potte => "gnav-card-potte",
            Card::Hus => "gnav-card-hus",
            Card::Hest => "gnav-card-hest",
            Card::Katt => "gnav-card-katt",
            Card::Drago => "gnav-card-drago",
            Card::Gjok => "gnav-card-gjok",
            _ => return Msg::new("gnav-card-number").text("number", self.to_string()),
        };
        Msg::new(id)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(Card::NAMES[usize::from(self.rank())])
    }
}

impl FromStr for Card {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let word = text.trim();
        if word.to_lowercase() == "gjøk" {
            return Ok(Card::Gjok);
        }
        Card::NAMES
            .iter()
            .position(|name| name.eq_ignore_ascii_case(word))
            .and_then(|i| Card::ALL.get(i).copied())
            .ok_or_else(|| {
                NotationError::new(
                    text,
                    "not a Gnav card (narr, ugle, potte, 0, I–XII, hus, hest, katt, drago, gjok)",
                )
            })
    }
}

/// How many copies of each value a pile holds: the stock, the discard, the cards set aside.
/// Fixed size, so piles are copied and compared without allocation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardCounts([u8; VALUES]);

impl CardCounts {
    pub const EMPTY: CardCounts = CardCounts([0; VALUES]);
    /// K1: the whole deck, two of each value.
    pub const FULL: CardCounts = CardCounts([COPIES; VALUES]);

    pub fn count(&self, card: Card) -> u8 {
        self.0[usize::from(card.rank())]
    }

    pub fn contains(&self, card: Card) -> bool {
        self.count(card) > 0
    }

    pub fn total(&self) -> u8 {
        self.0.iter().sum()
    }

    pub fn put(&mut self, card: Card) {
        let slot = &mut self.0[usize::from(card.rank())];
        *slot = slot.saturating_add(1);
    }

    /// Removes one copy; `false` (and nothing changes) when there is none.
    pub fn take(&mut self, card: Card) -> bool {
        let slot = &mut self.0[usize::from(card.rank())];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        true
    }

    /// Values present with their counts, lowest first.
    pub fn iter(&self) -> impl Iterator<Item = (Card, u8)> + '_ {
        Card::ALL
            .iter()
            .zip(self.0)
            .filter(|(_, n)| *n > 0)
            .map(|(c, n)| (*c, n))
    }

    /// Every card, one entry per copy, lowest first.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.iter()
            .flat_map(|(card, n)| std::iter::repeat_n(card, usize::from(n)))
    }

    /// How many cards satisfy `keep`.
    pub fn total_where(&self, keep: impl Fn(Card) -> bool) -> u8 {
        self.iter().filter(|(c, _)| keep(*c)).map(|(_, n)| n).sum()
    }

    /// The `index`-th card (0-based, lowest first) among those satisfying `keep`.
    pub fn nth_where(&self, mut index: u8, keep: impl Fn(Card) -> bool) -> Option<Card> {
        for (card, n) in self.iter().filter(|(c, _)| keep(*c)) {
            if index < n {
                return Some(card);
            }
            index -= n;
        }
        None
    }

    /// Removes every card of `other` that this pile holds (a multiset difference).
    pub fn remove_all(&mut self, other: &CardCounts) {
        for (mine, theirs) in self.0.iter_mut().zip(other.0) {
            *mine = mine.saturating_sub(theirs);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_has_21_values_twice_in_rank_order() {
        assert_eq!(CardCounts::FULL.total(), 42);
        assert_eq!(Card::ALL.len(), 21);
        for (i, card) in Card::ALL.iter().enumerate() {
            assert_eq!(usize::from(card.rank()), i);
            assert_eq!(Card::from_rank(card.rank()), Some(*card));
        }
        assert!(Card::Narr < Card::Ugle && Card::Potte < Card::Zero && Card::XII < Card::Hus);
        let matadors: Vec<Card> = Card::ALL.into_iter().filter(|c| c.is_matador()).collect();
        assert_eq!(
            matadors,
            [Card::Hus, Card::Hest, Card::Katt, Card::Drago, Card::Gjok]
        );
        assert_eq!(Card::from_rank(21), None);
    }

    #[test]
    fn card_notation_round_trips_and_refuses_garbage() {
        for card in Card::ALL {
            let text = card.to_string();
            assert_eq!(text.parse::<Card>(), Ok(card), "{text}");
            assert_eq!(text.to_lowercase().parse::<Card>(), Ok(card), "{text}");
        }
        assert_eq!("Gjøk".parse::<Card>(), Ok(Card::Gjok));
        assert_eq!("HUS".parse::<Card>(), Ok(Card::Hus));
        for bad in ["", "13", "XIII", "cat", "1", "narr narr", "ø"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }

    #[test]
    fn counts_take_only_what_is_there() {
        let mut pile = CardCounts::EMPTY;
        assert!(!pile.take(Card::V));
        pile.put(Card::V);
        pile.put(Card::Narr);
        pile.put(Card::V);
        assert_eq!(pile.total(), 3);
        assert_eq!(
            pile.cards().collect::<Vec<_>>(),
            [Card::Narr, Card::V, Card::V]
        );
        assert_eq!(pile.total_where(|c| c != Card::Narr), 2);
        assert_eq!(pile.nth_where(0, |c| c != Card::Narr), Some(Card::V));
        assert_eq!(pile.nth_where(2, |c| c != Card::Narr), None);
        assert!(pile.take(Card::V));
        assert_eq!(pile.count(Card::V), 1);
    }
}
