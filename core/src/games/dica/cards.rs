//! DiCa's cards and the arithmetic of a placement: card ids (D1), sides and ★ cards (D6), the
//! kinds of placement (D4), dead cards (D7) and challenge eligibility (D9.1).
//!
//! Everything here is `Copy` and allocation-free: the rules and the bots' search both work on a
//! [`Board`] of fourteen [`Card`]s indexed by [`CardId`].

use crate::engine::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A team is a seat: seat 0 is Team 1 (red), seat 1 is Team 2 (blue) (D2).
pub type Team = Seat;

/// The other team.
pub fn other(team: Team) -> Team {
    team ^ 1
}

/// D1: fourteen cards, two of each value 6–12.
pub const CARDS: usize = 14;
/// The lowest and highest card values (D1).
pub const LOWEST: u8 = 6;
pub const HIGHEST: u8 = 12;
/// Stones a card needs (D4): the third one completes it.
pub const STONES: u8 = 3;

/// A card's stable id: its value and which copy it is, `8a` or `8b`.
///
/// `a` is the copy dealt first in the round. In the mirrored deal Team 1's seven cards are dealt
/// first, so there `a` is always Team 1's copy and `b` Team 2's; in the random deal either team
/// may hold either copy (the state JSON says who was dealt which).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardId(u8);

impl CardId {
    /// The card of `value` (6–12), copy 0 (`a`) or 1 (`b`).
    pub fn new(value: u8, copy: u8) -> Option<CardId> {
        ((LOWEST..=HIGHEST).contains(&value) && copy < 2)
            .then(|| CardId((value - LOWEST) * 2 + copy))
    }

    /// The card at `index` (0–13), ordered 6a, 6b, 7a, ... 12b.
    pub fn from_index(index: usize) -> Option<CardId> {
        (index < CARDS).then_some(CardId(index as u8))
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    pub fn value(self) -> u8 {
        LOWEST + self.0 / 2
    }

    /// 0 for `a`, 1 for `b`.
    pub fn copy(self) -> u8 {
        self.0 % 2
    }

    pub fn all() -> impl Iterator<Item = CardId> {
        (0..CARDS as u8).map(CardId)
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = if self.copy() == 0 { 'a' } else { 'b' };
        write!(f, "{}{letter}", self.value())
    }
}

impl FromStr for CardId {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || format!("{text:?} is not a card: write its value 6–12 and a or b, like 8a");
        let letter = text.chars().last().ok_or_else(bad)?;
        let copy = match letter {
            'a' => 0,
            'b' => 1,
            _ => return Err(bad()),
        };
        let digits = &text[..text.len() - 1];
        if digits.is_empty()
            || digits.len() > 2
            || digits.starts_with('0')
            || !digits.chars().all(|c| c.is_ascii_digit())
        {
            return Err(bad());
        }
        let value: u8 = digits.parse().map_err(|_| bad())?;
        CardId::new(value, copy).ok_or_else(bad)
    }
}

impl Serialize for CardId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for CardId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Where a card stands in the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "status")]
pub enum Status {
    /// Still in play.
    Open,
    /// Completed: the card and its points belong to `by` (D4.2, D4.3, D9.5).
    Won { by: Team },
    /// Blocked by a neutralise (D4.4): 0 points.
    Neutralised,
    /// Blocked because arithmetic can no longer complete it (D7): 0 points.
    Dead { why: DeadWhy },
    /// Both teams erred on it (D4.5): nobody scores.
    Eliminated,
}

/// D7: why a card is dead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeadWhy {
    /// Its stones already add up to its value, with stones still missing.
    Full,
    /// Two stones leave more than 6 to go: no die can complete it.
    OutOfReach,
}

impl DeadWhy {
    pub fn as_str(self) -> &'static str {
        match self {
            DeadWhy::Full => "full",
            DeadWhy::OutOfReach => "out-of-reach",
        }
    }
}

/// D4: the kinds of placement that are moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// D4.1: a stone on a card of the team's side that stays at or under its value.
    Place,
    /// D4.2: the exact third stone on a card of the team's side.
    Win,
    /// D4.3: the exact third stone on an opponent card.
    Steal,
    /// D4.4: a second stone that hits an opponent card's value exactly.
    Neutralise,
    /// D4.5: an invalid placement (a mistake).
    Mistake(Mistake),
}

impl Kind {
    /// Kinds 1–4 of D4: the placements that make D5's pass impossible.
    pub fn is_valid(self) -> bool {
        !matches!(self, Kind::Mistake(_))
    }
}

/// D4.5: the ways a placement is invalid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mistake {
    /// The stone takes the sum over the card's value.
    Overvalue,
    /// A third stone that does not hit the value exactly.
    WrongThird,
}

impl Mistake {
    pub fn as_str(self) -> &'static str {
        match self {
            Mistake::Overvalue => "overvalue",
            Mistake::WrongThird => "wrong-third",
        }
    }
}

/// D4.6: placements that are not moves at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAMove {
    /// The card is won, blocked, dead or fully eliminated.
    Resolved,
    /// The team erred on this card before (D4.5, D6).
    Eliminated,
    /// A first stone on an opponent card.
    FirstStoneOnOpponent,
    /// A second stone on an opponent card that stays under its value.
    UnderValueOnOpponent,
}

/// D9.1: why a card may not be challenged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotEligible {
    /// The card is resolved.
    Resolved,
    /// The card is on the challenging team's own side (only the other team may challenge it).
    OwnSide,
    /// The card does not hold exactly two stones.
    NotTwoStones,
    /// It was challenged before in this round (a declined challenge counts).
    AlreadyChallenged,
}

/// One card on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    /// The team it was dealt to (D3); `None` until dealt.
    pub dealt: Option<Team>,
    /// The stones on it, first `count` used. A third stone is recorded when it completes a card.
    pub stones: [u8; STONES as usize],
    pub count: u8,
    /// Bit `t` set: team `t` erred on it and is eliminated from it (D4.5).
    pub erred: u8,
    pub status: Status,
    /// D9.1: it was challenged in this round.
    pub challenged: bool,
}

impl Card {
    pub const UNDEALT: Card = Card {
        dealt: None,
        stones: [0; STONES as usize],
        count: 0,
        erred: 0,
        status: Status::Open,
        challenged: false,
    };

    /// The sum `s` of its stones (D4).
    pub fn sum(&self) -> u8 {
        self.stones
            .iter()
            .take(usize::from(self.count))
            .copied()
            .sum()
    }

    pub fn is_open(&self) -> bool {
        self.status == Status::Open
    }

    pub fn has_erred(&self, team: Team) -> bool {
        self.erred & (1 << team) != 0
    }

    /// D6: the team that may fill it as its own, while it is open: the team it was dealt to
    /// when nobody erred on it, else the team that did not err.
    pub fn side(&self) -> Option<Team> {
        if !self.is_open() {
            return None;
        }
        let dealt = self.dealt?;
        match self.erred {
            0 => Some(dealt),
            0b01 => Some(1),
            0b10 => Some(0),
            _ => None,
        }
    }

    /// D6: a ★ card: exactly one team erred on it, so only the other may complete it.
    pub fn is_star(&self) -> bool {
        self.is_open() && self.erred.count_ones() == 1
    }

    /// D4: what a stone worth `die` by `team` on this card (of value `value`) would be.
    pub fn kind(&self, value: u8, team: Team, die: u8) -> Result<Kind, NotAMove> {
        let side = match self.side() {
            Some(side) => side,
            None => return Err(NotAMove::Resolved),
        };
        if self.has_erred(team) {
            return Err(NotAMove::Eliminated);
        }
        let after = self.sum() + die;
        let own = side == team;
        Ok(match (own, self.count) {
            // D4.1, D4.5: the first or second stone on a card of the team's side.
            (true, 0 | 1) if after <= value => Kind::Place,
            (true, 0 | 1) => Kind::Mistake(Mistake::Overvalue),
            // D4.2, D4.5: the third stone on a card of the team's side.
            (true, _) if after == value => Kind::Win,
            (true, _) => Kind::Mistake(Mistake::WrongThird),
            // D4.6: no first stone on an opponent card.
            (false, 0) => return Err(NotAMove::FirstStoneOnOpponent),
            // D4.4, D4.5, D4.6: the second stone on an opponent card.
            (false, 1) if after == value => Kind::Neutralise,
            (false, 1) if after > value => Kind::Mistake(Mistake::Overvalue),
            (false, 1) => return Err(NotAMove::UnderValueOnOpponent),
            // D4.3, D4.5: the third stone on an opponent card.
            (false, _) if after == value => Kind::Steal,
            (false, _) => Kind::Mistake(Mistake::WrongThird),
        })
    }

    /// D7: whether arithmetic can no longer complete it: one stone with `s = v`, or two stones
    /// with `v - s` not in 1–6.
    pub fn dead_why(&self, value: u8) -> Option<DeadWhy> {
        let s = self.sum();
        match self.count {
            1 if s == value => Some(DeadWhy::Full),
            2 if s == value => Some(DeadWhy::Full),
            2 if value < s || value - s > 6 => Some(DeadWhy::OutOfReach),
            _ => None,
        }
    }

    /// D9.1: whether `challenger` may challenge it.
    pub fn challengeable_by(&self, value: u8, challenger: Team) -> Result<(), NotEligible> {
        let owner = self.side().ok_or(NotEligible::Resolved)?;
        if owner == challenger {
            return Err(NotEligible::OwnSide);
        }
        let s = self.sum();
        if self.count != 2 || s >= value || value - s > 6 {
            return Err(NotEligible::NotTwoStones);
        }
        if self.challenged {
            return Err(NotEligible::AlreadyChallenged);
        }
        Ok(())
    }

    /// Applies a placement of `kind` (as [`Card::kind`] classified it) to this card of `value`.
    pub fn apply(&mut self, value: u8, team: Team, die: u8, kind: Kind) -> Effect {
        if let Kind::Mistake(why) = kind {
            // D4.5: the stone is not left on the card.
            self.erred |= 1 << team;
            let fully = self.erred == 0b11;
            if fully {
                self.status = Status::Eliminated;
            }
            return Effect::Erred { why, fully };
        }
        if let Some(slot) = self.stones.get_mut(usize::from(self.count)) {
            *slot = die;
        }
        self.count = (self.count + 1).min(STONES);
        match kind {
            Kind::Win | Kind::Steal => {
                self.status = Status::Won { by: team };
                Effect::Won {
                    steal: self.dealt != Some(team),
                }
            }
            Kind::Neutralise => {
                self.status = Status::Neutralised;
                Effect::Neutralised
            }
            _ => {
                let dead = self.dead_why(value);
                if let Some(why) = dead {
                    self.status = Status::Dead { why };
                }
                Effect::Placed { dead }
            }
        }
    }

    /// The value `r = v - s` the last stone needs, for a card with two stones (D9.4).
    pub fn target(&self, value: u8) -> u8 {
        value.saturating_sub(self.sum())
    }
}

/// What a placement did to its card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// D4.1; `dead` when the stone made the card dead (D7).
    Placed { dead: Option<DeadWhy> },
    /// D4.2 (a steal in the log when the card was dealt to the other team) or D4.3.
    Won { steal: bool },
    /// D4.4: the team gets a bonus roll.
    Neutralised,
    /// D4.5; `fully` when the other team had erred on it too.
    Erred { why: Mistake, fully: bool },
}

/// The fourteen cards of a round, indexed by [`CardId`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub cards: [Card; CARDS],
}

impl Default for Board {
    fn default() -> Self {
        Board {
            cards: [Card::UNDEALT; CARDS],
        }
    }
}

impl Board {
    pub fn card(&self, id: CardId) -> &Card {
        &self.cards[id.index()]
    }

    fn card_mut(&mut self, id: CardId) -> &mut Card {
        &mut self.cards[id.index()]
    }

    /// D4: what a stone worth `die` by `team` on card `id` would be.
    pub fn kind(&self, id: CardId, team: Team, die: u8) -> Result<Kind, NotAMove> {
        self.card(id).kind(id.value(), team, die)
    }

    /// D5: whether `team` has a placement of kinds 1–4 anywhere for `die`.
    pub fn has_valid_placement(&self, team: Team, die: u8) -> bool {
        CardId::all().any(|id| self.kind(id, team, die).is_ok_and(Kind::is_valid))
    }

    /// D8: every card is resolved.
    pub fn all_resolved(&self) -> bool {
        self.cards.iter().all(|c| !c.is_open())
    }

    /// D8: the points `team` holds: the values of the cards it has won.
    pub fn points(&self, team: Team) -> u32 {
        CardId::all()
            .filter(|&id| self.card(id).status == Status::Won { by: team })
            .map(|id| u32::from(id.value()))
            .sum()
    }

    /// Applies a placement the caller has classified as `kind` (from [`Board::kind`]).
    pub fn place(&mut self, id: CardId, team: Team, die: u8, kind: Kind) -> Effect {
        self.card_mut(id).apply(id.value(), team, die, kind)
    }

    /// D9.5: the duel's winner completes the card with a stone worth its target.
    pub fn complete_by_duel(&mut self, id: CardId, winner: Team) {
        let value = id.value();
        let card = self.card_mut(id);
        let target = card.target(value);
        if let Some(slot) = card.stones.get_mut(usize::from(card.count)) {
            *slot = target;
        }
        card.count = (card.count + 1).min(STONES);
        card.status = Status::Won { by: winner };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(text: &str) -> CardId {
        text.parse().expect(text)
    }

    fn card(dealt: Team, stones: &[u8], erred: u8) -> Card {
        let mut c = Card {
            dealt: Some(dealt),
            erred,
            ..Card::UNDEALT
        };
        for (slot, &s) in c.stones.iter_mut().zip(stones) {
            *slot = s;
        }
        c.count = stones.len() as u8;
        c
    }

    #[test]
    fn card_ids_round_trip_and_garbage_is_refused() {
        let all: Vec<String> = CardId::all().map(|c| c.to_string()).collect();
        assert_eq!(all.len(), CARDS);
        assert_eq!(all[0], "6a");
        assert_eq!(all[13], "12b");
        for text in &all {
            assert_eq!(id(text).to_string(), *text);
        }
        for bad in [
            "",
            "a",
            "5a",
            "13b",
            "8c",
            "8",
            "08 a",
            "-8a",
            "999999999999a",
            "８a",
            "08a",
        ] {
            assert!(bad.parse::<CardId>().is_err(), "{bad}");
        }
        // D1: two of each value 6–12.
        for v in LOWEST..=HIGHEST {
            assert_eq!(CardId::all().filter(|c| c.value() == v).count(), 2);
        }
    }

    #[test]
    fn sides_follow_d6() {
        assert_eq!(card(0, &[], 0).side(), Some(0));
        // Only Team 1 erred on its own card: a ★ card for Team 2.
        let c = card(0, &[3], 0b01);
        assert_eq!((c.side(), c.is_star()), (Some(1), true));
        // Only Team 2 erred on Team 1's card: ★ for Team 1, still on its side.
        assert_eq!(card(0, &[3], 0b10).side(), Some(0));
        assert_eq!(card(1, &[3], 0b11).side(), None);
    }

    #[test]
    fn every_kind_of_placement_is_classified_as_d4_says() {
        // Team 0's own 8 with 3 + 2: a third stone of 3 wins; anything else is a wrong third.
        let own = card(0, &[3, 2], 0);
        assert_eq!(own.kind(8, 0, 3), Ok(Kind::Win));
        assert_eq!(own.kind(8, 0, 2), Ok(Kind::Mistake(Mistake::WrongThird)));
        // The opponent steals with the same 3, or errs.
        assert_eq!(own.kind(8, 1, 3), Ok(Kind::Steal));
        assert_eq!(own.kind(8, 1, 4), Ok(Kind::Mistake(Mistake::WrongThird)));
        // One stone: place up to the value; the opponent neutralises exactly, errs over it.
        let one = card(0, &[5], 0);
        assert_eq!(one.kind(8, 0, 3), Ok(Kind::Place));
        assert_eq!(one.kind(8, 0, 4), Ok(Kind::Mistake(Mistake::Overvalue)));
        assert_eq!(one.kind(8, 1, 3), Ok(Kind::Neutralise));
        assert_eq!(one.kind(8, 1, 4), Ok(Kind::Mistake(Mistake::Overvalue)));
        assert_eq!(one.kind(8, 1, 2), Err(NotAMove::UnderValueOnOpponent));
        assert_eq!(
            card(0, &[], 0).kind(8, 1, 6),
            Err(NotAMove::FirstStoneOnOpponent)
        );
        // A ★ card: the erring team may not touch it; the other places as on its own card.
        let star = card(1, &[4, 2], 0b10);
        assert_eq!(star.kind(8, 1, 2), Err(NotAMove::Eliminated));
        assert_eq!(star.kind(8, 0, 2), Ok(Kind::Win));
        assert_eq!(star.kind(8, 0, 1), Ok(Kind::Mistake(Mistake::WrongThird)));
    }

    #[test]
    fn dead_cards_follow_d7() {
        assert_eq!(card(0, &[6], 0).dead_why(6), Some(DeadWhy::Full));
        assert_eq!(card(0, &[5], 0).dead_why(6), None);
        assert_eq!(card(0, &[4, 4], 0).dead_why(8), Some(DeadWhy::Full));
        assert_eq!(card(0, &[1, 1], 0).dead_why(9), Some(DeadWhy::OutOfReach));
        assert_eq!(card(0, &[1, 2], 0).dead_why(9), None);
        assert_eq!(card(0, &[], 0).dead_why(12), None);
    }

    #[test]
    fn challenge_eligibility_follows_d9_1() {
        let c = card(0, &[3, 2], 0);
        assert_eq!(c.challengeable_by(8, 1), Ok(()));
        assert_eq!(c.challengeable_by(8, 0), Err(NotEligible::OwnSide));
        assert_eq!(
            card(0, &[3], 0).challengeable_by(8, 1),
            Err(NotEligible::NotTwoStones)
        );
        // A ★ card of Team 0 that Team 1 erred on: Team 1 may still challenge it.
        assert_eq!(card(1, &[3, 2], 0b10).challengeable_by(8, 1), Ok(()));
        let mut done = c;
        done.challenged = true;
        assert_eq!(
            done.challengeable_by(8, 1),
            Err(NotEligible::AlreadyChallenged)
        );
    }
}
