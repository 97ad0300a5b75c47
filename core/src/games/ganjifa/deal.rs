//! The play of one deal once the cards are out (G5, G6): tricks, Dukals and their discards.
//!
//! [`Deal`] is `Copy` and fixed-size (hands are `u128` bitsets), so the rules and the hard bot's
//! search run the very same code, and playing an action allocates nothing.
//!
//! Seats are `0..3`; the next seat in playing order is `(seat + 1) % 3` (G1: play goes
//! counter-clockwise, and the table draws seats so that this is always the next player).

use super::cards::{Card, Cards, Suit, SuitSet, MANTRI};
use super::notation::{dukal_of, Action, Dukal, COURT_BITS};
use super::refusal::Refusal;
use crate::engine::{Seat, TableRng};
use serde::{Deserialize, Serialize};

/// Ganjifa is played by three (G1).
pub const PLAYERS: u8 = 3;

/// The next seat in playing order (G1, G4, G5.2).
pub fn next(seat: Seat) -> Seat {
    (seat + 1) % PLAYERS
}

/// An index into per-seat arrays that never goes out of bounds, whatever a save says.
pub(crate) fn ix(seat: Seat) -> usize {
    usize::from(seat % PLAYERS)
}

/// A trick in progress: the leader and the cards played so far, in playing order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    pub leader: Seat,
    pub cards: [Option<Card>; 3],
}

impl Trick {
    pub fn led_by(leader: Seat) -> Trick {
        Trick {
            leader: leader % PLAYERS,
            cards: [None; 3],
        }
    }

    /// Cards played so far.
    pub fn count(&self) -> u8 {
        self.cards.iter().filter(|c| c.is_some()).count() as u8
    }

    /// The card led, if any.
    pub fn led(&self) -> Option<Card> {
        self.cards[0]
    }
}

/// Where the play of the deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "step")]
pub enum Step {
    /// A trick: the next seat after those who played must lead or follow (G5).
    Trick(Trick),
    /// G6.3: after a Dukal of `n` cards each opponent in turn discards `n` cards. `turn` (1 or 2)
    /// says which opponent (the leader's next seat, then the one after); `left` how many cards
    /// that opponent still discards.
    Discard {
        leader: Seat,
        dukal: Dukal,
        turn: u8,
        left: u8,
    },
    /// The hands are empty (G7).
    Done,
}

/// What an applied action led to, for the record the table keeps (the last trick, the last
/// Dukal).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A card played to a trick that is not complete yet.
    Played,
    /// G5.3, G5.4: the trick is complete and `winner` captures it.
    TrickWon {
        leader: Seat,
        cards: [Card; 3],
        winner: Seat,
    },
    /// G6.3: a Dukal was led; the discards follow.
    DukalLed { dukal: Dukal },
    /// A card discarded; more discards follow.
    Discarded { card: Card },
    /// G6.3: the last discard, `card`: the leader captures all `3n` cards.
    DukalTaken { leader: Seat, card: Card },
}

/// A move the deal plays: an [`Action`] of the play itself, in four bytes, so that a playout
/// loop keeps it in a register (an `Action` can hold a whole set of cards, sixteen bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// G5: a card led or played to a trick.
    Play(Card),
    /// G6: a Dukal led.
    Dukal(Dukal),
    /// G6.3: a card discarded against a Dukal.
    Discard(Card),
}

impl Move {
    /// The move an action is, if it is a move of the play at all.
    pub fn of(action: Action) -> Option<Move> {
        match action {
            Action::Play(card) => Some(Move::Play(card)),
            Action::Dukal(dukal) => Some(Move::Dukal(dukal)),
            Action::Discard(card) => Some(Move::Discard(card)),
            Action::Period(_) | Action::Clock(_) | Action::Deal(_) | Action::NotADukal(_) => None,
        }
    }

    pub fn action(self) -> Action {
        match self {
            Move::Play(card) => Action::Play(card),
            Move::Dukal(dukal) => Action::Dukal(dukal),
            Move::Discard(card) => Action::Discard(card),
        }
    }

    /// G5, G6.3: the cards it plays from the hand (a Dukal's run and courts).
    pub fn cards_played(self) -> u32 {
        match self {
            Move::Play(_) | Move::Discard(_) => 1,
            Move::Dukal(dukal) => u32::from(dukal.size()),
        }
    }
}

/// One deal in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// G3: Rama by day, Krishna by night.
    pub trump: Suit,
    pub hands: [Cards; 3],
    /// Every card played face up this deal: tricks, Dukals and discards (G8).
    pub played: Cards,
    pub step: Step,
    /// G5.1: the opening trick (the trump Raja alone) is not complete yet.
    pub opening: bool,
    /// Cards each seat has captured this deal (G5.4, G6.3, G7).
    pub captured: [u8; 3],
    pub tricks_won: [u8; 3],
    pub dukals: [u8; 3],
    /// Suits each seat has shown it holds no card of, by what it played (G5.2; public, G8).
    pub voids: [SuitSet; 3],
}

impl Deal {
    /// A deal with every card dealt: the holder of the trump Raja opens (G5.1).
    pub fn new(trump: Suit, hands: [Cards; 3]) -> Deal {
        let raja = Card::raja(trump);
        let opener = (0..PLAYERS)
            .find(|&s| hands[ix(s)].contains(raja))
            .unwrap_or(0);
        Deal {
            trump,
            hands,
            played: Cards::NONE,
            step: Step::Trick(Trick::led_by(opener)),
            opening: true,
            captured: [0; 3],
            tricks_won: [0; 3],
            dukals: [0; 3],
            voids: [SuitSet::NONE; 3],
        }
    }

    /// The seat to act, or `None` once the hands are empty.
    pub fn to_move(&self) -> Option<Seat> {
        match self.step {
            Step::Trick(trick) => Some((trick.leader + trick.count()) % PLAYERS),
            Step::Discard { leader, turn, .. } => Some((leader + turn) % PLAYERS),
            Step::Done => None,
        }
    }

    pub fn is_done(&self) -> bool {
        matches!(self.step, Step::Done)
    }

    pub fn hand(&self, seat: Seat) -> Cards {
        self.hands[ix(seat)]
    }

    /// The cards `seat` may play to the current trick (G5.1, G5.2); empty when it may not play.
    pub fn playable(&self, seat: Seat) -> Cards {
        let trick = match self.step {
            Step::Trick(trick) if self.to_move() == Some(seat) => trick,
            _ => return Cards::NONE,
        };
        let hand = self.hand(seat);
        match trick.led() {
            // G5.1, G6.2: the opening trick is led by the trump Raja alone.
            None if self.opening => hand.intersect(Cards::single(Card::raja(self.trump))),
            None => hand,
            Some(led) => self.may_follow(hand, led.suit()),
        }
    }

    /// G5.2: a card of the led suit if the hand has one; otherwise any trump, or any card of the
    /// first suit after the led suit (avatar order, wrapping from Kalki to Matsya) that the hand
    /// holds.
    pub fn may_follow(&self, hand: Cards, led: Suit) -> Cards {
        let same = hand.of_suit(led);
        if !same.is_empty() {
            return same;
        }
        hand.of_suit(self.trump).union(hand.first_suit_after(led))
    }

    /// The first suit after `led` of which `hand` holds a card (G5.2), for messages.
    pub fn next_held_suit(hand: Cards, led: Suit) -> Option<Suit> {
        hand.first_suit_after(led).lowest().map(Card::suit)
    }

    /// Whether `seat` is to lead a trick that a Dukal may lead (G6.1, G6.2).
    pub fn may_lead_dukal(&self, seat: Seat) -> bool {
        matches!(self.step, Step::Trick(t) if t.count() == 0 && t.leader == seat % PLAYERS)
            && !self.opening
    }

    /// G6.4: the longest Dukal allowed now: no player's remaining hand may be shorter.
    pub fn longest_dukal(&self) -> u8 {
        self.hands.iter().map(|h| h.len()).min().unwrap_or(0) as u8
    }

    /// Calls `f` with every Dukal `hand` holds of at most `max_len` cards: in every suit where it
    /// holds the Raja and the Mantri, every run of three or more consecutive numbers it holds
    /// (G6.1). The leader chooses the run: a shorter run inside a longer one is a Dukal too.
    pub fn each_dukal(hand: Cards, max_len: u8, mut f: impl FnMut(Dukal)) {
        if !hand.may_hold_dukal() {
            return;
        }
        for suit in Suit::all() {
            let bits = hand.suit_bits(suit);
            if bits & COURT_BITS != COURT_BITS {
                continue;
            }
            let mut s = 0u8;
            while s < MANTRI {
                if bits & (1 << s) == 0 {
                    s += 1;
                    continue;
                }
                let start = s;
                while s < MANTRI && bits & (1 << s) != 0 {
                    s += 1;
                }
                let end = s - 1;
                for a in start..=end {
                    for b in a + 2..=end {
                        if b - a + 3 <= max_len {
                            f(Dukal::from_strengths(suit, a, b));
                        }
                    }
                }
            }
        }
    }

    /// Legal actions of `seat`, appended to `out` (not cleared).
    pub fn legal(&self, seat: Seat, out: &mut Vec<Action>) {
        match self.step {
            Step::Trick(_) => {
                out.extend(self.playable(seat).iter().map(Action::Play));
                if self.may_lead_dukal(seat) {
                    Self::each_dukal(self.hand(seat), self.longest_dukal(), |d| {
                        out.push(Action::Dukal(d))
                    });
                }
            }
            Step::Discard { .. } if self.to_move() == Some(seat) => {
                out.extend(self.hand(seat).iter().map(Action::Discard));
            }
            Step::Discard { .. } | Step::Done => {}
        }
    }

    /// [`Deal::sample_move`] as an action.
    pub fn sample_legal(&self, seat: Seat, rng: &mut TableRng) -> Option<Action> {
        self.sample_move(seat, rng).map(Move::action)
    }

    /// The `rng.below(n)`-th of the `n` actions [`Deal::legal`] lists for `seat`, without
    /// listing them: the playable cards are a bitset, and Dukals are counted only when the seat
    /// leads with a hand that may hold one. `None`, with no draw, when the seat may not act.
    /// Small enough to inline into a playout loop: the Dukals' listing is kept out of line.
    #[inline(always)]
    pub fn sample_move(&self, seat: Seat, rng: &mut TableRng) -> Option<Move> {
        match self.step {
            Step::Trick(_) => {
                let playable = self.playable(seat);
                let hand = self.hand(seat);
                let dukals = if self.may_lead_dukal(seat) && hand.may_hold_dukal() {
                    self.dukal_count(hand)
                } else {
                    0
                };
                let n = playable.len() + dukals;
                if n == 0 {
                    return None;
                }
                // below(n) < n, which is at most 40 + a few Dukals: the cast cannot truncate.
                let pick = rng.below(u64::from(n)) as u32;
                if pick < playable.len() {
                    return playable.nth(pick).map(Move::Play);
                }
                self.nth_dukal(hand, pick - playable.len())
            }
            Step::Discard { .. } if self.to_move() == Some(seat) => {
                let hand = self.hand(seat);
                let n = hand.len();
                (n > 0)
                    .then(|| hand.nth(rng.below(u64::from(n)) as u32))
                    .flatten()
                    .map(Move::Discard)
            }
            Step::Discard { .. } | Step::Done => None,
        }
    }

    /// How many Dukals `hand` may lead now (G6.1, G6.4).
    #[inline(never)]
    fn dukal_count(&self, hand: Cards) -> u32 {
        let mut count = 0;
        Self::each_dukal(hand, self.longest_dukal(), |_| count += 1);
        count
    }

    /// The `n`-th Dukal `hand` may lead now, in [`Deal::each_dukal`]'s order.
    #[inline(never)]
    fn nth_dukal(&self, hand: Cards, n: u32) -> Option<Move> {
        let mut left = n;
        let mut chosen = None;
        Self::each_dukal(hand, self.longest_dukal(), |d| {
            if left == 0 && chosen.is_none() {
                chosen = Some(Move::Dukal(d));
            }
            left = left.wrapping_sub(1);
        });
        chosen
    }

    /// Checks that `seat` may take `action` now, naming the rule that forbids it if not.
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        if self.to_move() != Some(seat) {
            return Err(Refusal::NotYourTurn);
        }
        let hand = self.hand(seat);
        match (self.step, *action) {
            (Step::Trick(trick), Action::Play(card)) => {
                if !hand.contains(card) {
                    return Err(Refusal::NotInHand(card));
                }
                match trick.led() {
                    None if self.opening => {
                        let raja = Card::raja(self.trump);
                        if card != raja {
                            return Err(Refusal::MustOpenWithRaja(raja));
                        }
                    }
                    None => {}
                    Some(led) => {
                        if self.may_follow(hand, led.suit()).contains(card) {
                            return Ok(());
                        }
                        if !hand.of_suit(led.suit()).is_empty() {
                            return Err(Refusal::MustFollowSuit(led.suit()));
                        }
                        return Err(Refusal::MustTrumpOrNextSuit {
                            trump: self.trump,
                            next: Self::next_held_suit(hand, led.suit()),
                        });
                    }
                }
                Ok(())
            }
            (Step::Trick(_), Action::Dukal(dukal)) => {
                self.leads_dukal_now()?;
                if dukal.run() < Dukal::MIN_RUN {
                    return Err(Refusal::DukalTooShort(dukal));
                }
                if let Some(missing) = dukal.cards().minus(hand).iter().next() {
                    return Err(Refusal::DukalNotHeld { dukal, missing });
                }
                let longest = self.longest_dukal();
                if dukal.size() > longest {
                    return Err(Refusal::DukalTooLong { dukal, longest });
                }
                Ok(())
            }
            // G6.1: cards led together that are no Dukal, refused for their shape first.
            (Step::Trick(_), Action::NotADukal(cards)) => match dukal_of(cards) {
                Ok(dukal) => self.check(seat, &Action::Dukal(dukal)),
                Err(fault) => {
                    self.leads_dukal_now()?;
                    Err(Refusal::NotADukal { cards, fault })
                }
            },
            (Step::Discard { .. }, Action::Discard(card)) => {
                if hand.contains(card) {
                    Ok(())
                } else {
                    Err(Refusal::NotInHand(card))
                }
            }
            (Step::Discard { .. }, _) => Err(Refusal::MustDiscard),
            (Step::Trick(_), Action::Discard(_)) => Err(Refusal::NoDukalToDiscardTo),
            (_, other) => Err(Refusal::WrongPhase(other.to_string())),
        }
    }

    /// G6.1, G6.2: whether the seat due may lead a Dukal at this point of the trick at all.
    fn leads_dukal_now(&self) -> Result<(), Refusal> {
        match self.step {
            Step::Trick(trick) if trick.count() > 0 => Err(Refusal::DukalNotLeading),
            Step::Trick(_) if self.opening => Err(Refusal::DukalAtOpening(Card::raja(self.trump))),
            _ => Ok(()),
        }
    }

    /// Applies an action [`Deal::check`] accepted (or one from [`Deal::legal`]). An action that
    /// does not fit the step is ignored and reported as [`Event::Played`] with nothing changed.
    pub fn apply(&mut self, action: Action) -> Event {
        match Move::of(action) {
            Some(mv) => self.play_move(mv),
            None => Event::Played,
        }
    }

    /// [`Deal::apply`] for a move of the play.
    #[inline(always)]
    pub fn play_move(&mut self, mv: Move) -> Event {
        let Some(seat) = self.to_move() else {
            return Event::Played;
        };
        match (self.step, mv) {
            (Step::Trick(trick), Move::Play(card)) => self.play_card(seat, trick, card),
            (Step::Trick(_), Move::Dukal(dukal)) => self.lead_dukal(seat, dukal),
            (
                Step::Discard {
                    leader,
                    dukal,
                    turn,
                    left,
                },
                Move::Discard(card),
            ) => self.discard_card(seat, card, leader, dukal, turn, left),
            _ => Event::Played,
        }
    }

    /// G5: `seat` plays `card` to `trick`; the third card completes it and its winner takes it
    /// (G5.3, G5.4).
    #[inline(always)]
    fn play_card(&mut self, seat: Seat, mut trick: Trick, card: Card) -> Event {
        let s = ix(seat);
        self.hands[s].remove(card);
        self.played.insert(card);
        let n = usize::from(trick.count());
        if let Some(led) = trick.led() {
            self.note_voids(seat, led.suit(), card.suit());
        }
        if let Some(slot) = trick.cards.get_mut(n) {
            *slot = Some(card);
        }
        if n + 1 < usize::from(PLAYERS) {
            // Only the card's slot is written: a whole trick put together and copied
            // back would be read again by the next move before its pieces had landed.
            if let Step::Trick(in_play) = &mut self.step {
                if let Some(slot) = in_play.cards.get_mut(n) {
                    *slot = Some(card);
                }
            }
            return Event::Played;
        }
        let cards = [
            trick.cards[0].unwrap_or(card),
            trick.cards[1].unwrap_or(card),
            card,
        ];
        let winner = (trick.leader + self.winning_index(cards)) % PLAYERS;
        let w = ix(winner);
        self.captured[w] += PLAYERS;
        self.tricks_won[w] += 1;
        self.opening = false;
        self.lead_next(winner);
        Event::TrickWon {
            leader: trick.leader,
            cards,
            winner,
        }
    }

    /// G6.1: `seat` leads `dukal`; each opponent in turn discards as many cards (G6.3).
    #[inline(always)]
    fn lead_dukal(&mut self, seat: Seat, dukal: Dukal) -> Event {
        let cards = dukal.cards();
        self.hands[ix(seat)] = self.hand(seat).minus(cards);
        self.played = self.played.union(cards);
        self.dukals[ix(seat)] += 1;
        self.step = Step::Discard {
            leader: seat,
            dukal,
            turn: 1,
            left: dukal.size(),
        };
        Event::DukalLed { dukal }
    }

    /// G6.3: `seat` discards `card` against `leader`'s `dukal`, `turn` (1 or 2) the opponent
    /// discarding and `left` the cards it still owes; the last discard gives the leader them all.
    #[inline(always)]
    fn discard_card(
        &mut self,
        seat: Seat,
        card: Card,
        leader: Seat,
        dukal: Dukal,
        turn: u8,
        left: u8,
    ) -> Event {
        self.hands[ix(seat)].remove(card);
        self.played.insert(card);
        if left > 1 {
            self.step = Step::Discard {
                leader,
                dukal,
                turn,
                left: left - 1,
            };
            Event::Discarded { card }
        } else if turn < PLAYERS - 1 {
            self.step = Step::Discard {
                leader,
                dukal,
                turn: turn + 1,
                left: dukal.size(),
            };
            Event::Discarded { card }
        } else {
            self.captured[ix(leader)] += PLAYERS * dukal.size();
            self.lead_next(leader);
            Event::DukalTaken { leader, card }
        }
    }

    /// G5.4, G6.3: the winner leads next, unless the hands are empty (G7).
    fn lead_next(&mut self, leader: Seat) {
        self.step = if self.hands.iter().all(|h| h.is_empty()) {
            Step::Done
        } else {
            Step::Trick(Trick::led_by(leader))
        };
    }

    /// G5.3: the index (0 = the lead) of the card that wins a complete trick: the highest trump,
    /// else the highest card of the led suit; a card of another suit never wins.
    /// Each card gets a key, trumps above the led suit above the rest and by strength within a
    /// suit (a higher index is a stronger card of the same suit), and the highest key wins:
    /// [`Deal::beats`] in two comparisons without a branch on the cards.
    pub fn winning_index(&self, cards: [Card; 3]) -> u8 {
        let led = cards[0].suit();
        let [lead, second, third] = cards.map(|card| {
            u16::from(card.index())
                | u16::from(card.suit() == led) << 8
                | u16::from(card.suit() == self.trump) << 9
        });
        let (best, at) = if second > lead {
            (second, 1)
        } else {
            (lead, 0)
        };
        if third > best {
            2
        } else {
            at
        }
    }

    /// Whether `card` beats `best`, the card winning the trick so far (led suit or trump).
    pub fn beats(&self, card: Card, best: Card) -> bool {
        if card.suit() == best.suit() {
            card.strength() > best.strength()
        } else {
            card.suit() == self.trump
        }
    }

    /// G5.2 read backwards (public inference, G8): a seat that does not follow the led suit
    /// holds none of it; one that plays a card of another suit that is not trump held none of
    /// the suits between the led suit and that one (it would have had to play the first of them).
    fn note_voids(&mut self, seat: Seat, led: Suit, played: Suit) {
        if played == led {
            return;
        }
        let skipped = if played == self.trump {
            SuitSet::NONE
        } else {
            SuitSet::between(led, played)
        };
        let voids = &mut self.voids[ix(seat)];
        voids.insert(led);
        *voids = voids.union(skipped);
    }

    /// The longest Dukal `seat` may lead now (G6.1, G6.4), if any.
    pub fn longest_held_dukal(&self, seat: Seat) -> Option<Dukal> {
        Self::longest_dukal_in(self.hand(seat), self.longest_dukal())
    }

    /// The longest Dukal `hand` holds of at most `max_len` cards (G6.1, G6.3: no longer than
    /// the shortest hand, each player discarding as many). For a seat that knows only its own
    /// hand and the others' sizes, which is all a bot may read.
    pub fn longest_dukal_in(hand: Cards, max_len: u8) -> Option<Dukal> {
        let mut best: Option<Dukal> = None;
        Self::each_dukal(hand, max_len, |d| {
            if best.is_none_or(|b| d.size() > b.size()) {
                best = Some(d);
            }
        });
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(text: &str) -> Cards {
        text.parse().expect(text)
    }

    fn card(text: &str) -> Card {
        text.parse().expect(text)
    }

    fn deal_with(trump: Suit, hands: [&str; 3]) -> Deal {
        Deal::new(trump, [cards(hands[0]), cards(hands[1]), cards(hands[2])])
    }

    #[test]
    fn the_trump_raja_holder_opens_with_it_alone() {
        let deal = deal_with(
            Suit::RAMA,
            ["Ma1 Ma2", "RaR Ra3 KuR KuM Ku1 Ku2 Ku3", "Ka1 Ka2"],
        );
        assert_eq!(deal.to_move(), Some(1));
        assert_eq!(deal.playable(1), cards("RaR"));
        assert!(!deal.may_lead_dukal(1), "G6.2: no Dukal opens a deal");
    }

    #[test]
    fn following_wraps_from_kalki_to_matsya() {
        let deal = deal_with(Suit::RAMA, ["Ma3 Ku1 Ra5", "", ""]);
        let kalki: Suit = "Ka".parse().expect("suit");
        assert_eq!(deal.may_follow(deal.hand(0), kalki), cards("Ma3 Ra5"));
        let no_trump = deal_with(Suit::RAMA, ["Ma3 Ku1", "", ""]);
        assert_eq!(no_trump.may_follow(no_trump.hand(0), kalki), cards("Ma3"));
    }

    #[test]
    fn dukals_are_every_run_of_three_or_more_with_raja_and_mantri() {
        let mut found = Vec::new();
        Deal::each_dukal(
            cards("KuR KuM Ku3 Ku4 Ku5 Ku6 PaR PaM Pa1 Pa2 MaR Ma1 Ma2 Ma3"),
            40,
            |d| found.push(d.to_string()),
        );
        found.sort();
        assert_eq!(found, ["Ku3-5", "Ku3-6", "Ku4-6"]);
        let mut short = Vec::new();
        Deal::each_dukal(cards("KuR KuM Ku3 Ku4 Ku5 Ku6"), 5, |d| {
            short.push(d.to_string())
        });
        short.sort();
        assert_eq!(short, ["Ku3-5", "Ku4-6"], "G6.4 limits the length");
    }

    #[test]
    fn playing_a_non_trump_off_suit_reveals_the_suits_skipped() {
        let mut deal = deal_with(Suit::RAMA, ["MaR", "Ma5", "Na2 Ra3"]);
        deal.step = Step::Trick(Trick::led_by(0));
        deal.opening = false;
        deal.apply(Action::Play(card("MaR")));
        deal.apply(Action::Play(card("Ma5")));
        let event = deal.apply(Action::Play(card("Na2")));
        // Seat 2 did not follow Matsya and played Narasimha, not trump: it has no Ma, Ku or Va.
        assert_eq!(
            deal.voids[2].iter().map(|s| s.code()).collect::<Vec<_>>(),
            ["Ma", "Ku", "Va"]
        );
        assert_eq!(
            event,
            Event::TrickWon {
                leader: 0,
                cards: [card("MaR"), card("Ma5"), card("Na2")],
                winner: 0
            }
        );
    }

    #[test]
    fn the_winning_card_is_the_one_no_later_card_beats() {
        let mut rng = TableRng::seeded(4);
        for trump in [Suit::RAMA, Suit::KRISHNA] {
            let deal = Deal::new(trump, [Cards::NONE; 3]);
            for _ in 0..20_000 {
                let mut cards = [Card::raja(trump); 3];
                let mut left = Cards::ALL;
                for slot in 0..3 {
                    // Most tricks follow suit: draw the others from the led suit half the time.
                    let pool = match rng.below(2) {
                        0 if slot > 0 => left.of_suit(cards[0].suit()),
                        _ => left,
                    };
                    let pool = if pool.is_empty() { left } else { pool };
                    let card = pool
                        .nth(rng.below(u64::from(pool.len())) as u32)
                        .expect("card");
                    left.remove(card);
                    cards[slot] = card;
                }
                let mut best = 0;
                for i in 1..3 {
                    if deal.beats(cards[i], cards[best]) {
                        best = i;
                    }
                }
                assert_eq!(usize::from(deal.winning_index(cards)), best, "{cards:?}");
            }
        }
    }
}
