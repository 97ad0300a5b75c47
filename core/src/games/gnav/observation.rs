//! K7: what one seat may know — its own card; every card shown by a refusal, a knock, the stock
//! or the settlement; who asked whom, who kept, which swaps were undone; the cards it gave and
//! received. Nothing else: the seat's [`Observation`] is built only from the deal's events as
//! that seat saw them ([`Event::seen_by`]), so a hidden card cannot leak into it.

use super::cards::{Card, CardCounts};
use super::events::Event;
use super::rules::{DealRecord, Gnav};
use super::table::Stage;
use super::MAX_PLAYERS;
use crate::engine::{Game, Seat};
use serde::Serialize;

/// What a seat knows of one card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Knowledge {
    Known(Card),
    /// A card the seat has not seen; never a Narr (a Narr is always public, K2, K3.2).
    /// `ordinary`: it is known to be Ugle to XII, because its owner accepted a swap with it
    /// (K3.2) or it was an ordinary draw from the stock (K4.5).
    Hidden {
        ordinary: bool,
    },
}

impl Knowledge {
    pub fn card(self) -> Option<Card> {
        match self {
            Knowledge::Known(card) => Some(card),
            Knowledge::Hidden { .. } => None,
        }
    }

    /// Whether `card` could be this card, as far as the seat knows.
    pub fn admits(self, card: Card) -> bool {
        match self {
            Knowledge::Known(known) => known == card,
            Knowledge::Hidden { ordinary } => {
                card != Card::Narr && (!ordinary || card.is_ordinary())
            }
        }
    }
}

/// One player as a seat sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    pub lives: u8,
    /// K5.5: resting this deal.
    pub resting: bool,
    /// Dealt into this deal.
    pub in_deal: bool,
    pub games_won: u8,
    pub lives_banked: u16,
    /// The card in front of them, as far as the observing seat knows; `None` when they have none.
    pub card: Option<Knowledge>,
}

/// Everything one seat may know (K7).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Observation {
    pub seat: Seat,
    /// The current game of the series, 0-based, and the series' length.
    pub game: u8,
    pub games: u8,
    /// The current deal's number in its game, from 1.
    pub deal: u16,
    pub dealer: Seat,
    /// Whose turn it is (K3, K4.1), if a seat's.
    pub turn: Option<Seat>,
    /// Whose request the stock is answering (K4), while it does.
    pub drawing_for: Option<Seat>,
    pub players: Vec<PlayerView>,
    /// Cards left in the stock.
    pub stock: u8,
    /// The discard, oldest first: face down, so known only to the one who discarded (K4.5).
    pub discard: Vec<Knowledge>,
    /// Matadors the stock showed (K4.3, K4.4), lowest first.
    pub set_aside: Vec<Card>,
    /// This deal's swaps still standing, oldest first (who asked whom is public).
    pub swaps: Vec<(Seat, Seat)>,
    /// The current deal as this seat saw it.
    pub events: Vec<Event<Option<Card>>>,
    /// The last deal's settlement (every card revealed, K5.1).
    pub last_deal: Option<DealRecord>,
    pub over: bool,
}

impl Observation {
    pub fn my_card(&self) -> Option<Card> {
        self.card_of(self.seat)
    }

    /// The card `seat` holds, if this seat knows it.
    pub fn card_of(&self, seat: Seat) -> Option<Card> {
        self.players
            .get(usize::from(seat))
            .and_then(|p| p.card)
            .and_then(Knowledge::card)
    }

    /// Cards whose place this seat does not know: in the stock, or hidden in front of a player
    /// or in the discard.
    pub fn unseen(&self) -> CardCounts {
        let mut unseen = CardCounts::FULL;
        let known = self
            .players
            .iter()
            .filter_map(|p| p.card)
            .chain(self.discard.iter().copied())
            .filter_map(Knowledge::card)
            .chain(self.set_aside.iter().copied());
        for card in known {
            unseen.take(card);
        }
        unseen
    }
}

/// What `seat` knows of every hand and of the discard, from the events it saw.
pub fn knowledge(
    events: impl IntoIterator<Item = Event<Option<Card>>>,
) -> ([Option<Knowledge>; MAX_PLAYERS], Vec<Knowledge>) {
    let mut hands = [None; MAX_PLAYERS];
    let mut discard = Vec::new();
    let seen =
        |card: Option<Card>, otherwise: Option<Knowledge>| card.map(Knowledge::Known).or(otherwise);
    for event in events {
        match event {
            Event::Dealt { seat, card } => {
                if let Some(slot) = hands.get_mut(usize::from(seat)) {
                    *slot = Some(seen(card, None).unwrap_or(Knowledge::Hidden { ordinary: false }));
                }
            }
            Event::Show {
                seat: Some(seat),
                card,
            } => {
                if let Some(slot) = hands.get_mut(usize::from(seat)) {
                    *slot = Some(Knowledge::Known(card));
                }
            }
            Event::Swap {
                from,
                to,
                from_gets,
                to_gets,
            } => {
                let (f, t) = (usize::from(from), usize::from(to));
                if f < MAX_PLAYERS && t < MAX_PLAYERS {
                    hands.swap(f, t);
                    // K3.2: `to` had to accept, so what `from` received is ordinary.
                    let accepted = match hands[f] {
                        Some(Knowledge::Hidden { .. }) | None => {
                            Some(Knowledge::Hidden { ordinary: true })
                        }
                        known => known,
                    };
                    hands[f] = seen(from_gets, accepted);
                    hands[t] = seen(to_gets, hands[t]);
                }
            }
            Event::Undo {
                a,
                b,
                a_gets,
                b_gets,
            } => {
                let (ia, ib) = (usize::from(a), usize::from(b));
                if ia < MAX_PLAYERS && ib < MAX_PLAYERS {
                    hands.swap(ia, ib);
                    hands[ia] = seen(a_gets, hands[ia]);
                    hands[ib] = seen(b_gets, hands[ib]);
                }
            }
            Event::Draw {
                seat,
                card,
                discards,
            } => {
                if let Some(slot) = hands.get_mut(usize::from(seat)) {
                    let old =
                        seen(discards, *slot).unwrap_or(Knowledge::Hidden { ordinary: false });
                    discard.push(old);
                    *slot = seen(card, Some(Knowledge::Hidden { ordinary: true }));
                }
            }
            Event::Show { seat: None, .. }
            | Event::Keep { .. }
            | Event::Ask { .. }
            | Event::LifeLost { .. } => {}
        }
    }
    (hands, discard)
}

/// K7: builds `seat`'s observation of the game.
pub fn observe(game: &Gnav, seat: Seat) -> Observation {
    let table = game.table();
    let events: Vec<Event<Option<Card>>> = game.events().iter().map(|e| e.seen_by(seat)).collect();
    let (hands, discard) = knowledge(events.iter().copied());
    let players = (0..table.players())
        .map(|s| {
            let standing = game.standing(s);
            PlayerView {
                lives: table.lives(s),
                resting: game.resting().contains(s),
                in_deal: table.in_deal().contains(s),
                games_won: standing.games_won,
                lives_banked: standing.lives_banked,
                card: hands.get(usize::from(s)).copied().flatten(),
            }
        })
        .collect();
    let (turn, drawing_for) = match table.stage() {
        _ if game.is_series_over() => (None, None),
        Stage::Turn(s) => (Some(s), None),
        Stage::Drawing(s) => (None, Some(s)),
        Stage::Dealing | Stage::Done(_) => (None, None),
    };
    Observation {
        seat,
        game: game.game(),
        games: game.options().games,
        deal: game.deal(),
        dealer: table.dealer(),
        turn,
        drawing_for,
        players,
        stock: table.stock().total(),
        discard,
        set_aside: table.set_aside().cards().collect(),
        swaps: table.swaps().iter().collect(),
        events,
        last_deal: game.last_deal().cloned(),
        over: game.is_series_over(),
    }
}
