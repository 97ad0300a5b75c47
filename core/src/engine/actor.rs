//! Who may act: a seat or chance.
//!
//! A *seat* is whoever the rules let act. In DICEN, Ganjifa and Gnav that is a player; in DiCa
//! the rules act per team (D2), so DiCa's seats are its two teams and the people of a team are
//! table-level detail.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat index, 0-based, in the rules' playing order.
pub type Seat = u8;

/// The most seats any game here uses, with room to spare (DICEN allows up to 6 players).
pub const MAX_SEATS: usize = 16;

/// Who performs an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Actor {
    Seat(Seat),
    /// Dice and deals. Chance acts alone: while it is due, no seat may act.
    Chance,
}

impl fmt::Display for Actor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Actor::Seat(s) => write!(f, "seat {s}"),
            Actor::Chance => f.write_str("chance"),
        }
    }
}

/// A set of seats as a bitset: no allocation on the hot path.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatSet(u16);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    pub fn only(seat: Seat) -> Self {
        let mut set = Self::EMPTY;
        set.insert(seat);
        set
    }

    pub fn insert(&mut self, seat: Seat) {
        if usize::from(seat) < MAX_SEATS {
            self.0 |= 1 << seat;
        }
    }

    pub fn contains(self, seat: Seat) -> bool {
        usize::from(seat) < MAX_SEATS && self.0 & (1 << seat) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..MAX_SEATS as u8).filter(move |&s| self.contains(s))
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut set = SeatSet::EMPTY;
        for seat in iter {
            set.insert(seat);
        }
        set
    }
}

/// Who the game waits for now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToAct {
    /// The game is over.
    Nobody,
    /// A chance event (dice, a card dealt) is due.
    Chance,
    /// `due` must act for the game to go on. `may` holds every seat with legal actions now,
    /// `due` included: in DiCa either team may challenge while a roll is awaited (D9.2).
    Seats { due: Seat, may: SeatSet },
}

impl ToAct {
    /// One seat is due and nobody else may act.
    pub fn seat(due: Seat) -> Self {
        ToAct::Seats {
            due,
            may: SeatSet::only(due),
        }
    }

    /// Whether `actor` may act now.
    pub fn allows(self, actor: Actor) -> bool {
        match (self, actor) {
            (ToAct::Chance, Actor::Chance) => true,
            (ToAct::Seats { may, .. }, Actor::Seat(s)) => may.contains(s),
            _ => false,
        }
    }

    /// The actor whose move the game waits for, if any.
    pub fn due(self) -> Option<Actor> {
        match self {
            ToAct::Nobody => None,
            ToAct::Chance => Some(Actor::Chance),
            ToAct::Seats { due, .. } => Some(Actor::Seat(due)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_sets_hold_what_was_inserted_and_nothing_else() {
        let set: SeatSet = [0, 3, 5].into_iter().collect();
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![0, 3, 5]);
        assert_eq!(set.len(), 3);
        assert!(!set.contains(1));
        assert!(!set.contains(200), "an out-of-range seat is never a member");
    }

    #[test]
    fn chance_never_shares_the_turn_with_a_seat() {
        assert!(ToAct::Chance.allows(Actor::Chance));
        assert!(!ToAct::Chance.allows(Actor::Seat(0)));
        let both = ToAct::Seats {
            due: 0,
            may: [0, 1].into_iter().collect(),
        };
        assert!(both.allows(Actor::Seat(1)));
        assert!(!both.allows(Actor::Chance));
        assert_eq!(both.due(), Some(Actor::Seat(0)));
        assert_eq!(ToAct::Nobody.due(), None);
    }
}
