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

/// A deal has at most [`MAX_PLAYERS`] cards dealt and two ordinary draws (a request passed over
/// the dealer, then the dealer's own); room for twice that.
pub const MAX_TOKENS: usize = 2 * MAX_PLAYERS;

/// The deal followed card by card, as one seat saw it. Each card dealt or drawn is a token;
/// swaps, undos and draws move tokens exactly as the events say, and what the seat learns
/// attaches to the token: its own card, a shown matador, a card it gave or received, every Narr,
/// and that a card is ordinary because its owner had to accept a swap with it (K3.2) or it was
/// an ordinary draw (K4.5). Knowledge follows the cards, so a seat that gave a card away knows
/// where it went next.
#[derive(Clone, Copy, Debug)]
pub struct Tracker {
    tokens: [Knowledge; MAX_TOKENS],
    count: usize,
    hands: [Option<u8>; MAX_PLAYERS],
    discards: [u8; MAX_TOKENS],
    discard_count: usize,
}

impl Default for Tracker {
    fn default() -> Self {
        Tracker {
            tokens: [Knowledge::Hidden { ordinary: false }; MAX_TOKENS],
            count: 0,
            hands: [None; MAX_PLAYERS],
            discards: [0; MAX_TOKENS],
            discard_count: 0,
        }
    }
}

impl Tracker {
    /// Follows one event as the seat saw it. `None` when the event does not fit the deal so
    /// far (a card moved out of an empty hand); nothing is learnt from it then.
    pub fn follow(&mut self, event: Event<Option<Card>>) -> Option<()> {
        match event {
            Event::Dealt { seat, card } => {
                let token = self.new_token(card, false)?;
                *self.hands.get_mut(usize::from(seat))? = Some(token);
            }
            Event::Show {
                seat: Some(seat),
                card,
            } => self.learn(self.hand_token(seat)?, Some(card)),
            Event::Swap {
                from,
                to,
                from_gets,
                to_gets,
            } => {
                let (given, taken) = (self.hand_token(from)?, self.hand_token(to)?);
                // K3.2: `to` had to accept, so the card it gave up is ordinary.
                if let Some(slot @ Knowledge::Hidden { .. }) =
                    self.tokens.get_mut(usize::from(taken))
                {
                    *slot = Knowledge::Hidden { ordinary: true };
                }
                self.learn(taken, from_gets);
                self.learn(given, to_gets);
                self.hands.swap(usize::from(from), usize::from(to));
            }
            Event::Undo {
                a,
                b,
                a_gets,
                b_gets,
            } => {
                let (ta, tb) = (self.hand_token(a)?, self.hand_token(b)?);
                self.learn(tb, a_gets);
                self.learn(ta, b_gets);
                self.hands.swap(usize::from(a), usize::from(b));
            }
            Event::Draw {
                seat,
                card,
                discards,
            } => {
                let old = self.hand_token(seat)?;
                self.learn(old, discards);
                *self.discards.get_mut(self.discard_count)? = old;
                self.discard_count += 1;
                let token = self.new_token(card, true)?;
                *self.hands.get_mut(usize::from(seat))? = Some(token);
            }
            Event::Show { seat: None, .. }
            | Event::Keep { .. }
            | Event::Ask { .. }
            | Event::LifeLost { .. } => {}
        }
        Some(())
    }

    /// Every token so far, in the order the cards were dealt or drawn.
    pub fn tokens(&self) -> &[Knowledge] {
        self.tokens.get(..self.count).unwrap_or_default()
    }

    /// The token `seat` holds.
    pub fn hand_token(&self, seat: Seat) -> Option<u8> {
        self.hands.get(usize::from(seat)).copied().flatten()
    }

    /// What the seat knows of the card `seat` holds.
    pub fn hand(&self, seat: Seat) -> Option<Knowledge> {
        self.hand_token(seat)
            .and_then(|t| self.tokens.get(usize::from(t)).copied())
    }

    /// The discarded tokens, oldest first.
    pub fn discards(&self) -> &[u8] {
        self.discards.get(..self.discard_count).unwrap_or_default()
    }

    fn new_token(&mut self, card: Option<Card>, ordinary: bool) -> Option<u8> {
        let slot = self.tokens.get_mut(self.count)?;
        *slot = match card {
            Some(card) => Knowledge::Known(card),
            None => Knowledge::Hidden { ordinary },
        };
        self.count += 1;
        u8::try_from(self.count - 1).ok()
    }

    fn learn(&mut self, token: u8, card: Option<Card>) {
        if let (Some(card), Some(slot)) = (card, self.tokens.get_mut(usize::from(token))) {
            *slot = Knowledge::Known(card);
        }
    }
}

/// K7: builds `seat`'s observation of the game.
pub fn observe(game: &Gnav, seat: Seat) -> Observation {
    let table = game.table();
    let events: Vec<Event<Option<Card>>> = game.events().iter().map(|e| e.seen_by(seat)).collect();
    let mut tracker = Tracker::default();
    for event in &events {
        tracker.follow(*event);
    }
    let players = (0..table.players())
        .map(|s| {
            let standing = game.standing(s);
            PlayerView {
                lives: table.lives(s),
                resting: game.resting().contains(s),
                in_deal: table.in_deal().contains(s),
                games_won: standing.games_won,
                lives_banked: standing.lives_banked,
                card: tracker.hand(s),
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
        discard: tracker
            .discards()
            .iter()
            .filter_map(|&t| tracker.tokens().get(usize::from(t)).copied())
            .collect(),
        set_aside: table.set_aside().cards().collect(),
        swaps: table.swaps().iter().collect(),
        events,
        last_deal: game.last_deal().cloned(),
        over: game.is_series_over(),
    }
}
