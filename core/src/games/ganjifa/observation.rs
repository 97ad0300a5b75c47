//! G8: what one seat may see. Its own hand, every card played face up (tricks, Dukals and
//! their discards), the captured counts, the period, and what play has revealed (the suits a
//! seat has shown it lacks). Nothing else: the other hands are only their sizes.
//!
//! The observation owns copies of public facts and the seat's own hand; it holds no reference to
//! the game, so a bot given it cannot reach the hidden cards.

use super::cards::{Cards, Suit, SuitSet};
use super::deal::{ix, Deal, Step, PLAYERS};
use super::rules::{DealRecord, DukalRecord, Ganjifa, LastPlay, Phase, TrickRecord};
use super::Dukal;
use super::Period;
use crate::engine::Observe;
use crate::engine::{Game, Seat};
use serde::Serialize;
use serde_json::{json, Value};

/// One seat's view of the table (G8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Observation {
    /// Whose view this is.
    pub seat: Seat,
    /// The current deal, 0-based, and the series length.
    pub deal_index: u8,
    pub deals: u8,
    pub dealer: Seat,
    pub phase: Phase,
    /// G3: set before dealing; `None` while it is being chosen.
    pub period: Option<Period>,
    /// This seat's cards (while dealing: those received so far).
    pub hand: Cards,
    /// Every seat's number of cards: public, since everyone sees the deal and the play.
    pub hand_sizes: [u8; 3],
    /// Every card played face up this deal.
    pub played: Cards,
    /// The trick in progress or the discards under way (`None` unless the deal is played).
    pub step: Option<Step>,
    /// G5.1: the opening trick is not complete yet.
    pub opening: bool,
    pub captured: [u8; 3],
    pub tricks_won: [u8; 3],
    pub dukals: [u8; 3],
    /// Suits each seat has shown it lacks (G5.2 read backwards).
    pub voids: [SuitSet; 3],
    pub last_trick: Option<TrickRecord>,
    pub last_dukal: Option<DukalRecord>,
    /// Which of the two is the last play of the deal (G8).
    pub last_play: Option<LastPlay>,
    /// G7: deals won and cards captured over the finished deals.
    pub deals_won: [u8; 3],
    pub totals: [u16; 3],
}

impl Observation {
    /// `seat`'s view of `game`. A seat outside the table sees no hand.
    pub fn of(game: &Ganjifa, seat: Seat) -> Observation {
        let deal = game.deal();
        let playing = game.phase() == Phase::Playing;
        let hand = if seat < PLAYERS {
            deal.hand(seat)
        } else {
            Cards::NONE
        };
        Observation {
            seat,
            deal_index: game.deal_index(),
            deals: game.options().deals,
            dealer: game.dealer(),
            phase: game.phase(),
            period: game.period(),
            hand,
            hand_sizes: deal.hands.map(|h| h.len() as u8),
            played: deal.played,
            step: playing.then_some(deal.step),
            opening: playing && deal.opening,
            captured: deal.captured,
            tricks_won: deal.tricks_won,
            dukals: deal.dukals,
            voids: deal.voids,
            last_trick: game.last_trick().copied(),
            last_dukal: game.last_dukal().copied(),
            last_play: game.last_play(),
            deals_won: game.deals_won(),
            totals: game.totals(),
        }
    }

    /// The documented JSON of this view (`tests/scenarios/README.md`, Ganjifa): the state
    /// JSON's public fields, with this seat's own `hand` instead of every seat's `hands`.
    pub fn to_json(&self) -> Value {
        let cards = |set: Cards| set.iter().map(|c| c.to_string()).collect::<Vec<_>>();
        let (phase, turn) = match (self.phase, self.step) {
            (Phase::Period, _) => ("period", Some(self.dealer)),
            (Phase::Dealing, _) => ("dealing", None),
            (Phase::Playing, Some(Step::Trick(t))) => {
                ("play", Some((t.leader + t.count()) % PLAYERS))
            }
            (Phase::Playing, Some(Step::Discard { leader, turn, .. })) => {
                ("discard", Some((leader + turn) % PLAYERS))
            }
            (Phase::Playing, _) => ("play", None),
            (Phase::Over, _) => ("over", None),
        };
        let (leader, trick) = match self.step {
            Some(Step::Trick(t)) => (
                Some(t.leader),
                t.cards.iter().flatten().map(|c| c.to_string()).collect(),
            ),
            Some(Step::Discard { leader, .. }) => (Some(leader), Vec::new()),
            _ => (None, Vec::new()),
        };
        let discarding = match self.step {
            Some(Step::Discard {
                leader, turn, left, ..
            }) => json!({ "seat": (leader + turn) % PLAYERS, "left": left }),
            _ => Value::Null,
        };
        let last_trick = self.last_trick.map(|t| {
            json!({
                "leader": t.leader,
                "cards": t.cards.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                "winner": t.winner,
            })
        });
        let dukal = self.last_dukal.map(|d| {
            json!({
                "leader": d.leader,
                "dukal": d.dukal.to_string(),
                "cards": cards(d.dukal.cards()),
                "discards": d.discards.map(cards),
            })
        });
        json!({
            "seat": self.seat,
            "deal": self.deal_index + 1,
            "deals": self.deals,
            "dealer": self.dealer,
            "period": self.period,
            "trump": self.trump().map(|t| t.code()),
            "phase": phase,
            "turn": turn,
            "opening": self.opening,
            "leader": leader,
            "trick": trick,
            "discarding": discarding,
            "last_trick": last_trick,
            "dukal": dukal,
            "last_play": self.last_play,
            "hand": cards(self.hand),
            "hand_sizes": self.hand_sizes,
            "played": self.played.len(),
            "played_cards": cards(self.played),
            "captured": self.captured,
            "tricks_won": self.tricks_won,
            "dukals": self.dukals,
            "voids": self.voids.map(|v| json!(v)),
            "deals_won": self.deals_won,
            "totals": self.totals,
        })
    }

    pub fn trump(&self) -> Option<Suit> {
        self.period.map(Period::trump)
    }

    /// Cards this seat has not seen: in the other hands, in some order it cannot know.
    pub fn unseen(&self) -> Cards {
        Cards::ALL.minus(self.hand).minus(self.played)
    }

    /// The deal as this seat knows it: its own hand, the public facts, and empty hands for the
    /// others (a search fills them with a guess consistent with [`Observation::hand_sizes`] and
    /// [`Observation::voids`]). `None` unless the deal is being played.
    /// G6.1, G6.3: the longest Dukal this seat may lead, as long as the shortest hand at the
    /// table (read from the hands' sizes: the known deal holds no other hand, so asking it would
    /// find every Dukal too long).
    pub fn longest_held_dukal(&self) -> Option<Dukal> {
        let shortest = self.hand_sizes.iter().copied().min().unwrap_or(0);
        Deal::longest_dukal_in(self.hand, shortest)
    }

    pub fn known_deal(&self) -> Option<Deal> {
        let step = self.step?;
        let trump = self.trump()?;
        let mut hands = [Cards::NONE; 3];
        hands[ix(self.seat)] = self.hand;
        Some(Deal {
            trump,
            hands,
            played: self.played,
            step,
            opening: self.opening,
            captured: self.captured,
            tricks_won: self.tricks_won,
            dukals: self.dukals,
            voids: self.voids,
        })
    }
}

impl Observe for Ganjifa {
    type Observation<'a> = Observation;

    fn observation(&self, seat: Seat) -> Observation {
        Observation::of(self, seat)
    }

    fn observation_json(&self, seat: Seat) -> serde_json::Value {
        Observation::of(self, seat).to_json()
    }

    fn state_json(&self) -> serde_json::Value {
        let playing = self.phase == Phase::Playing;
        let (phase, turn) = match (self.phase, self.deal.step) {
            (Phase::Period, _) => ("period", Some(self.dealer)),
            (Phase::Dealing, _) => ("dealing", None),
            (Phase::Playing, Step::Discard { .. }) => ("discard", self.deal.to_move()),
            (Phase::Playing, _) => ("play", self.deal.to_move()),
            (Phase::Over, _) => ("over", None),
        };
        let (leader, trick) = match self.deal.step {
            Step::Trick(t) if playing => (
                Some(t.leader),
                t.cards.iter().flatten().map(|c| c.to_string()).collect(),
            ),
            Step::Discard { leader, .. } if playing => (Some(leader), Vec::new()),
            _ => (None, Vec::new()),
        };
        let discarding = match self.deal.step {
            Step::Discard {
                leader, turn, left, ..
            } if playing => json!({ "seat": (leader + turn) % PLAYERS, "left": left }),
            _ => serde_json::Value::Null,
        };
        let last_trick = self.last_trick.map(|t| trick_json(&t));
        let dukal = self.last_dukal.map(|d| dukal_json(&d));
        let results: Vec<_> = self.results.iter().map(deal_result_json).collect();
        json!({
            "deal": self.deal_index + 1,
            "deals": self.options.deals,
            "dealer": self.dealer,
            "period": self.period,
            "trump": self.period.map(|p| p.trump().code()),
            "phase": phase,
            "turn": turn,
            "dealt": self.dealt,
            "opening": playing && self.deal.opening,
            "leader": leader,
            "trick": trick,
            "discarding": discarding,
            "last_trick": last_trick,
            "dukal": dukal,
            "last_play": self.last_play(),
            "hands": per_seat(|s| json!(card_codes(self.deal.hands[s]))),
            "hand_sizes": per_seat(|s| json!(self.deal.hands[s].len())),
            "played": self.deal.played.len(),
            "captured": self.deal.captured,
            "tricks_won": self.deal.tricks_won,
            "dukals": self.deal.dukals,
            "voids": per_seat(|s| json!(self.deal.voids[s])),
            "results": results,
            "deals_won": self.deals_won(),
            "totals": self.totals(),
            "winners": self.outcome().map(|o| o.winners.iter().collect::<Vec<_>>()),
        })
    }
}

/// Cards by their codes (`Ma10`), in card order.
fn card_codes(set: Cards) -> Vec<String> {
    set.iter().map(|c| c.to_string()).collect()
}

/// One value for each seat, in seat order.
fn per_seat(f: impl Fn(usize) -> Value) -> Vec<Value> {
    (0..usize::from(PLAYERS)).map(f).collect()
}

/// G8: the last complete trick, its cards in playing order and who took it.
fn trick_json(t: &TrickRecord) -> Value {
    json!({
        "leader": t.leader,
        "cards": t.cards.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
        "winner": t.winner,
    })
}

/// G6.3: the last Dukal led, with each seat's discards against it.
fn dukal_json(d: &DukalRecord) -> Value {
    json!({
        "leader": d.leader,
        "dukal": d.dukal.to_string(),
        "cards": card_codes(d.dukal.cards()),
        "discards": per_seat(|s| json!(card_codes(d.discards[s]))),
    })
}

/// G7: a finished deal, its captures, tricks and Dukals per seat, and its winners.
fn deal_result_json(r: &DealRecord) -> Value {
    json!({
        "dealer": r.dealer,
        "period": r.period,
        "captured": r.captured,
        "tricks_won": r.tricks_won,
        "dukals": r.dukals,
        "winners": r.winners().iter().collect::<Vec<_>>(),
    })
}
