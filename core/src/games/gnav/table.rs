//! One deal on fixed-size data: dealing (K2), the turns (K3), the dealer and the stock (K4).
//! The settlement (K5.1–K5.5) is in [`super::settle`], the undoing of swaps (K3.5) in
//! [`super::swaps`]. The game ([`super::rules`]) runs deals one after another; a hard bot's
//! rollouts run the very same [`Table`] on sampled cards, so the rules exist once.
//!
//! Clockwise order: the player on the left of seat `s` is seat `(s + 1) mod n`. A deal's order
//! starts left of the dealer and ends with the dealer (K2).

use super::cards::{Card, CardCounts};
use super::events::{Event, Witness};
use super::swaps::Swaps;
use super::MAX_PLAYERS;
use crate::engine::{Seat, SeatSet};
use serde::{Deserialize, Serialize};

/// Where a deal is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    /// K2: chance deals the next card.
    Dealing,
    /// K3.1, K4.1: this seat keeps or asks.
    Turn(Seat),
    /// K4: chance turns up the top card of the stock for this requester.
    Drawing(Seat),
    /// The deal is over.
    Done(DealEnd),
}

/// How a deal ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DealEnd {
    /// K5: the cards were compared and the lowest paid.
    Settled,
    /// Fewer than two players were left in the deal to compare: nobody paid (see
    /// [`Table::settle`]).
    Uncontested,
    /// K5.7: a Drago or Katt left one player alive in the game, who wins at once.
    LastSurvivor,
}

/// What a settlement decided (K5.1–K5.5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settlement {
    /// K5.1: the players whose cards were compared (in the deal, still alive).
    pub compared: SeatSet,
    /// K5.2–K5.4: who lost a life.
    pub losers: SeatSet,
    /// K5.5: Narr holders who survived, and rest for the next deal.
    pub rests: SeatSet,
}

/// An action the table cannot take where it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Misplay {
    /// The stage does not allow it (a keep while dealing, a draw during a turn).
    Stage,
    /// K1: every copy of that card is out of the stock.
    NotInStock(Card),
}

/// The cards and lives at the table during one deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub(super) players: u8,
    pub(super) lives: [u8; MAX_PLAYERS],
    /// K2: who is dealt in this deal (alive and not resting).
    pub(super) in_deal: SeatSet,
    pub(super) hands: [Option<Card>; MAX_PLAYERS],
    pub(super) dealer: Seat,
    pub(super) stage: Stage,
    pub(super) swaps: Swaps,
    pub(super) stock: CardCounts,
    pub(super) discard: CardCounts,
    pub(super) set_aside: CardCounts,
    /// Who lost at least one life in this deal.
    pub(super) lost: SeatSet,
    /// Valid once the deal is [`Stage::Done`].
    pub(super) settlement: Settlement,
}

impl Table {
    /// A table of `players` seats (at most [`MAX_PLAYERS`]) with `lives` each and no deal yet.
    pub fn new(players: u8, lives: u8) -> Self {
        let players = players.min(MAX_PLAYERS as u8);
        let mut all = [0; MAX_PLAYERS];
        for l in all.iter_mut().take(usize::from(players)) {
            *l = lives;
        }
        Table {
            players,
            lives: all,
            in_deal: SeatSet::EMPTY,
            hands: [None; MAX_PLAYERS],
            dealer: 0,
            stage: Stage::Done(DealEnd::Uncontested),
            swaps: Swaps::default(),
            stock: CardCounts::FULL,
            discard: CardCounts::EMPTY,
            set_aside: CardCounts::EMPTY,
            lost: SeatSet::EMPTY,
            settlement: Settlement::default(),
        }
    }

    /// K2: a new deal: all 42 cards back in the (shuffled) stock, `in_deal` to be dealt to.
    pub fn start_deal(&mut self, dealer: Seat, in_deal: SeatSet) {
        self.in_deal = in_deal;
        self.hands = [None; MAX_PLAYERS];
        self.dealer = dealer;
        self.stage = Stage::Dealing;
        self.swaps.clear();
        self.stock = CardCounts::FULL;
        self.discard = CardCounts::EMPTY;
        self.set_aside = CardCounts::EMPTY;
        self.lost = SeatSet::EMPTY;
        self.settlement = Settlement::default();
    }

    pub fn players(&self) -> u8 {
        self.players
    }

    pub fn stage(&self) -> Stage {
        self.stage
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn lives(&self, seat: Seat) -> u8 {
        self.lives.get(usize::from(seat)).copied().unwrap_or(0)
    }

    pub fn hand(&self, seat: Seat) -> Option<Card> {
        self.hands.get(usize::from(seat)).copied().flatten()
    }

    pub fn in_deal(&self) -> SeatSet {
        self.in_deal
    }

    pub fn stock(&self) -> &CardCounts {
        &self.stock
    }

    pub fn discard(&self) -> &CardCounts {
        &self.discard
    }

    pub fn set_aside(&self) -> &CardCounts {
        &self.set_aside
    }

    pub fn swaps(&self) -> &Swaps {
        &self.swaps
    }

    pub fn settlement(&self) -> Settlement {
        self.settlement
    }

    /// Who lost a life in this deal.
    pub fn lost(&self) -> SeatSet {
        self.lost
    }

    /// Seats with lives left (resting ones too).
    pub fn alive(&self) -> SeatSet {
        (0..self.players).filter(|&s| self.lives(s) > 0).collect()
    }

    /// In this deal and not yet gone: players a Drago or Katt put at zero have left (K5.1).
    pub fn participates(&self, seat: Seat) -> bool {
        self.in_deal.contains(seat) && self.lives(seat) > 0
    }

    pub fn participants(&self) -> SeatSet {
        (0..self.players)
            .filter(|&s| self.participates(s))
            .collect()
    }

    /// Every card accounted for: hands, stock, discard and set-aside (always 42 once dealt).
    pub fn card_total(&self) -> u32 {
        let hands = self.hands.iter().flatten().count() as u32;
        hands
            + u32::from(self.stock.total())
            + u32::from(self.discard.total())
            + u32::from(self.set_aside.total())
    }

    /// How far `seat` is from the dealer's left, clockwise: 0 for the first to play, n-1 for
    /// the dealer.
    pub fn position(&self, seat: Seat) -> u8 {
        let n = self.players.max(1);
        (seat + n - self.dealer % n - 1) % n
    }

    /// The seat at `position` (see [`Table::position`]).
    fn at_position(&self, position: u8) -> Seat {
        let n = self.players.max(1);
        (self.dealer + 1 + position) % n
    }

    /// K3.1, K3.8: the next participating player after `seat` in this deal's order, or `None`
    /// past the dealer (where the stock is, K4.2).
    pub fn next_participant(&self, seat: Seat) -> Option<Seat> {
        (self.position(seat) + 1..self.players)
            .map(|p| self.at_position(p))
            .find(|&s| self.participates(s))
    }

    /// K2: who receives the next card dealt.
    pub fn next_recipient(&self) -> Option<Seat> {
        (0..self.players)
            .map(|p| self.at_position(p))
            .find(|&s| self.in_deal.contains(s) && self.hand(s).is_none())
    }

    /// K2: deals `card` from the stock to the next player. A Narr knocks: its [`Event::Dealt`]
    /// is public. When everyone has a card, the player left of the dealer starts (K2).
    pub fn deal(&mut self, card: Card, witness: &mut impl Witness) -> Result<(), Misplay> {
        let recipient = match (self.stage, self.next_recipient()) {
            (Stage::Dealing, Some(seat)) => seat,
            _ => return Err(Misplay::Stage),
        };
        if !self.stock.take(card) {
            return Err(Misplay::NotInStock(card));
        }
        self.set_hand(recipient, card);
        witness.see(Event::Dealt {
            seat: recipient,
            card,
        });
        if self.next_recipient().is_none() {
            let first = (0..self.players)
                .map(|p| self.at_position(p))
                .find(|&s| self.participates(s));
            self.stage = match first {
                Some(seat) => Stage::Turn(seat),
                None => Stage::Done(DealEnd::Uncontested),
            };
        }
        Ok(())
    }

    /// K3.1, K3.8, K4.1, K4.7: the player whose turn it is keeps. The turn passes to the next
    /// participating player; after the dealer, the deal is scored.
    pub fn keep(&mut self, witness: &mut impl Witness) -> Result<(), Misplay> {
        let Stage::Turn(seat) = self.stage else {
            return Err(Misplay::Stage);
        };
        witness.see(Event::Keep { seat });
        self.pass_turn(seat, witness);
        Ok(())
    }

    /// K3.1, K4.1: the player whose turn it is asks the next participating player on their
    /// left to swap; the dealer asks the stock.
    pub fn swap(&mut self, witness: &mut impl Witness) -> Result<(), Misplay> {
        let Stage::Turn(seat) = self.stage else {
            return Err(Misplay::Stage);
        };
        self.request(seat, witness);
        Ok(())
    }

    /// K3.2–K3.6, K4.2: the request travels left from `requester`, past any number of Hus and
    /// Hest (each shown), until someone accepts, a Drago, Katt or Gjøk answers, or it passes
    /// the dealer and reaches the stock.
    fn request(&mut self, requester: Seat, witness: &mut impl Witness) {
        let mut asked = if requester == self.dealer {
            None
        } else {
            self.next_participant(requester)
        };
        loop {
            witness.see(Event::Ask {
                from: requester,
                to: asked,
            });
            let Some(target) = asked else {
                self.ask_stock(requester);
                return;
            };
            let Some(card) = self.hand(target) else {
                // Unreachable: every participant holds a card once dealt.
                self.ask_stock(requester);
                return;
            };
            if card.is_ordinary() {
                // K3.2: the owner must accept; the turn passes to them (K3.8).
                self.exchange(requester, target);
                self.swaps.push(requester, target);
                if let (Some(from_gets), Some(to_gets)) = (self.hand(requester), self.hand(target))
                {
                    witness.see(Event::Swap {
                        from: requester,
                        to: target,
                        from_gets,
                        to_gets,
                    });
                }
                self.stage = Stage::Turn(target);
                return;
            }
            witness.see(Event::Show {
                seat: Some(target),
                card,
            });
            match card {
                // K3.3: passed over, the request goes on (to the stock past the dealer, K4.2).
                c if c.passes() => asked = self.next_participant(target),
                // K3.6: the deal ends at once.
                Card::Gjok => return self.settle(witness),
                // K3.4, K3.5.
                _ => return self.refused(requester, Some(target), card, witness),
            }
        }
    }

    /// K4: the request has reached the stock: chance turns up its top card. An empty stock
    /// cannot happen (42 cards, at most 8 dealt and 4 Hus or Hest set aside); if it did, the
    /// requester would simply keep.
    fn ask_stock(&mut self, requester: Seat) {
        self.stage = Stage::Drawing(requester);
        if self.stock.total() == 0 {
            self.after_stock(requester, &mut ());
        }
    }

    /// K4.3–K4.5: the stock's top card is `card`.
    pub fn draw(&mut self, card: Card, witness: &mut impl Witness) -> Result<(), Misplay> {
        let Stage::Drawing(requester) = self.stage else {
            return Err(Misplay::Stage);
        };
        if !self.stock.take(card) {
            return Err(Misplay::NotInStock(card));
        }
        if card.is_ordinary() {
            // K4.5: it replaces the requester's card, which goes face down to the discard.
            if let Some(old) = self.hand(requester) {
                self.discard.put(old);
                witness.see(Event::Draw {
                    seat: requester,
                    card,
                    discards: old,
                });
            }
            self.set_hand(requester, card);
            self.after_stock(requester, witness);
            return Ok(());
        }
        // K4.3, K4.4: a matador from the stock is shown and set aside.
        self.set_aside.put(card);
        witness.see(Event::Show { seat: None, card });
        match card {
            // K4.3: draw again.
            c if c.passes() && self.stock.total() > 0 => {}
            c if c.passes() => self.after_stock(requester, witness),
            // K4.4, K3.6: the deal ends at once; the requester keeps their card.
            Card::Gjok => self.settle(witness),
            // K4.4: a life, (Katt) the swaps undone, and the requester keeps their card.
            _ => self.refused(requester, None, card, witness),
        }
        Ok(())
    }

    /// K4.6, K4.7: after the stock has answered, the dealer's own turn follows when the
    /// requester was someone else; after the dealer's request, the deal is scored.
    fn after_stock(&mut self, requester: Seat, witness: &mut impl Witness) {
        if requester == self.dealer || !self.participates(self.dealer) {
            self.settle(witness);
        } else {
            self.stage = Stage::Turn(self.dealer);
            self.check_contest(witness);
        }
    }

    /// K3.4, K3.5, K4.4: a Drago or Katt (held by `holder`, or drawn from the stock) costs the
    /// requester a life; a Katt also undoes the deal's swaps. Play resumes left of the holder;
    /// the dealer's refusal scores the deal at once (K3.9).
    fn refused(
        &mut self,
        requester: Seat,
        holder: Option<Seat>,
        card: Card,
        witness: &mut impl Witness,
    ) {
        self.lose_life(requester, witness);
        if card == Card::Katt {
            self.swaps.undo_all(&mut self.hands, witness);
        }
        if self.alive().len() <= 1 {
            // K5.7: one player remains and wins at once.
            self.stage = Stage::Done(DealEnd::LastSurvivor);
            return;
        }
        match holder {
            Some(h) if h == self.dealer => self.settle(witness),
            Some(h) => {
                match self.next_participant(h) {
                    Some(next) => self.stage = Stage::Turn(next),
                    None => return self.settle(witness),
                }
                self.check_contest(witness);
            }
            None => self.after_stock(requester, witness),
        }
    }

    /// K3.8: the turn passes to the next participating player; after the dealer's turn the
    /// deal is scored (K4.7).
    fn pass_turn(&mut self, seat: Seat, witness: &mut impl Witness) {
        match self.next_participant(seat) {
            Some(next) => self.stage = Stage::Turn(next),
            None => self.settle(witness),
        }
    }

    /// A player who left mid-deal may leave fewer than two in it: there is nothing left to
    /// play for, and the deal goes to its (uncontested) settlement at once.
    fn check_contest(&mut self, witness: &mut impl Witness) {
        if self.participants().len() < 2 {
            self.settle(witness);
        }
    }

    pub(super) fn lose_life(&mut self, seat: Seat, witness: &mut impl Witness) {
        if let Some(lives) = self.lives.get_mut(usize::from(seat)) {
            *lives = lives.saturating_sub(1);
            self.lost.insert(seat);
            witness.see(Event::LifeLost {
                seat,
                lives: *lives,
            });
        }
    }

    fn set_hand(&mut self, seat: Seat, card: Card) {
        if let Some(slot) = self.hands.get_mut(usize::from(seat)) {
            *slot = Some(card);
        }
    }

    fn exchange(&mut self, a: Seat, b: Seat) {
        let (a, b) = (usize::from(a), usize::from(b));
        if a < MAX_PLAYERS && b < MAX_PLAYERS {
            self.hands.swap(a, b);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Card::*;

    /// Four players, dealer 3; seats 0, 1, 2, 3 get `cards` (dealt in that order).
    fn dealt(cards: [Card; 4]) -> (Table, Vec<Event<Card>>) {
        let mut table = Table::new(4, 3);
        table.start_deal(3, [0, 1, 2, 3].into_iter().collect());
        let mut log = Vec::new();
        for card in cards {
            table.deal(card, &mut log).expect("deals");
        }
        (table, log)
    }

    #[test]
    fn order_starts_left_of_the_dealer_and_ends_with_the_dealer() {
        let mut table = Table::new(5, 3);
        table.start_deal(2, [0, 1, 2, 3, 4].into_iter().collect());
        let order: Vec<Seat> = (0..5).map(|p| table.at_position(p)).collect();
        assert_eq!(order, [3, 4, 0, 1, 2]);
        assert_eq!(table.position(2), 4);
        assert_eq!(table.next_participant(4), Some(0));
        assert_eq!(table.next_participant(2), None, "nobody after the dealer");
        assert_eq!(table.next_recipient(), Some(3));
    }

    #[test]
    fn a_swap_gives_the_turn_to_the_one_who_accepted() {
        let (mut table, _) = dealt([II, IX, V, VII]);
        assert_eq!(table.stage, Stage::Turn(0));
        table.swap(&mut ()).expect("swaps");
        assert_eq!((table.hand(0), table.hand(1)), (Some(IX), Some(II)));
        assert_eq!(table.stage, Stage::Turn(1));
        assert_eq!(table.card_total(), 42);
    }

    #[test]
    fn hus_and_hest_pass_the_request_on_to_the_stock() {
        let (mut table, _) = dealt([II, Hus, Hest, Hus]);
        let mut log = Vec::new();
        table.swap(&mut log).expect("asks");
        assert_eq!(table.stage, Stage::Drawing(0));
        let asked: Vec<Option<Seat>> = log
            .iter()
            .filter_map(|e| match e {
                Event::Ask { to, .. } => Some(*to),
                _ => None,
            })
            .collect();
        assert_eq!(asked, [Some(1), Some(2), Some(3), None]);
        table.draw(X, &mut ()).expect("draws");
        assert_eq!(table.hand(0), Some(X));
        assert_eq!(table.discard.count(II), 1);
        assert_eq!(
            table.stage,
            Stage::Turn(3),
            "K4.6: the dealer's turn follows"
        );
        assert_eq!(table.card_total(), 42);
    }

    #[test]
    fn misplays_change_nothing() {
        let (mut table, _) = dealt([II, IX, V, VII]);
        let before = table;
        assert_eq!(table.draw(V, &mut ()), Err(Misplay::Stage));
        assert_eq!(table.deal(V, &mut ()), Err(Misplay::Stage));
        assert_eq!(table, before);
        let mut fresh = Table::new(4, 3);
        fresh.start_deal(3, [0, 1, 2, 3].into_iter().collect());
        fresh.deal(Narr, &mut ()).expect("first narr");
        fresh.deal(Narr, &mut ()).expect("second narr");
        let before = fresh;
        assert_eq!(fresh.deal(Narr, &mut ()), Err(Misplay::NotInStock(Narr)));
        assert_eq!(fresh, before);
    }
}
