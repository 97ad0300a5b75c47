//! Ganjifa's own random playout ([`Game::play_out_randomly`]): the engine's speed as
//! `cardavia simulate --seats random,random,random` and the benchmarks measure it.
//!
//! It draws exactly what the stepwise playout through the [`Game`] contract draws, in the same
//! order, and ends in the same state (the conformance suite compares the two from many states);
//! what it leaves out is work that loop repeats for every action: asking who acts, re-checking
//! a move the deal itself drew, and gathering the undealt cards again for every card dealt.

use super::cards::DECK_SIZE;
use super::deal::ix;
use super::rules::{Ganjifa, Phase};
use crate::engine::{chooser, Actor, Game, Playout, PlayoutError, TableRng, PLAYOUT_CAP};

impl Ganjifa {
    /// See the module: the deal's cards in one loop (G4), its moves without re-checking (G5, G6).
    pub(super) fn play_out(
        &mut self,
        chance: &mut TableRng,
        choosers: &mut [TableRng],
    ) -> Result<Playout, PlayoutError> {
        let mut counts = Playout::default();
        loop {
            match self.phase {
                Phase::Over => return Ok(counts),
                Phase::Period => self.choose_period(choosers, &mut counts)?,
                Phase::Dealing => self.deal_out(chance, &mut counts)?,
                Phase::Playing if self.deal.is_done() => return Ok(counts),
                Phase::Playing => self.play_deal(choosers, &mut counts)?,
            }
            if counts.actions > PLAYOUT_CAP {
                return Err(PlayoutError::Endless(PLAYOUT_CAP));
            }
        }
    }

    /// G3: the dealer's choice of period, once a deal at most: the contract's own draw and
    /// checked `apply`.
    fn choose_period(
        &mut self,
        choosers: &mut [TableRng],
        counts: &mut Playout,
    ) -> Result<(), PlayoutError> {
        let seat = self.dealer;
        let action = self
            .sample_legal(seat, chooser(choosers, seat)?, &mut Vec::new())
            .ok_or(PlayoutError::Stalled { seat })?;
        self.apply(Actor::Seat(seat), &action)
            .map_err(|e| PlayoutError::Refused {
                seat,
                why: e.to_string(),
            })?;
        counts.actions += 1;
        Ok(())
    }

    /// G4: the rest of the deal, each card the `below(n)`-th of the `n` undealt, as
    /// [`Game::sample_chance`] draws it, dealt to [`Ganjifa::receiver`]; the hands and the
    /// undealt set are kept in locals for the loop instead of gathered anew for every card.
    fn deal_out(
        &mut self,
        chance: &mut TableRng,
        counts: &mut Playout,
    ) -> Result<(), PlayoutError> {
        let mut undealt = self.undealt();
        let mut hands = self.deal.hands;
        let first = self.dealt;
        let mut dealt = first;
        // Counted once and then one less a card: the count stays out of the chain from one card
        // to the next, so the next draw need not wait for the last card to be found.
        let mut left = undealt.len();
        let mut drawn = Ok(());
        while usize::from(dealt) < DECK_SIZE {
            // below(n) < n <= 120: the cast cannot truncate.
            let Some(card) = undealt.nth(chance.below(u64::from(left)) as u32) else {
                drawn = Err(PlayoutError::NoChance);
                break;
            };
            undealt.remove(card);
            left -= 1;
            hands[ix(Self::receiver(self.dealer, dealt))].insert(card);
            dealt += 1;
        }
        self.deal.hands = hands;
        self.dealt = dealt;
        counts.actions += u64::from(dealt - first);
        self.begin_play_once_dealt();
        match drawn {
            // More than a deck's cards counted as dealt (a damaged save): nothing left to draw.
            Ok(()) if self.phase == Phase::Dealing => Err(PlayoutError::NoChance),
            drawn => drawn,
        }
    }

    /// G5, G6: the deal played out by the seat due's random moves, each one drawn from the
    /// moves [`Deal::legal`](super::deal::Deal::legal) lists, so none needs re-checking.
    fn play_deal(
        &mut self,
        choosers: &mut [TableRng],
        counts: &mut Playout,
    ) -> Result<(), PlayoutError> {
        while self.phase == Phase::Playing {
            let Some(seat) = self.deal.to_move() else {
                return Ok(());
            };
            let Some(mv) = self.deal.sample_move(seat, chooser(choosers, seat)?) else {
                return Err(PlayoutError::Stalled { seat });
            };
            counts.actions += 1;
            counts.card_plays += u64::from(mv.cards_played());
            let event = self.deal.play_move(mv);
            self.record(seat, event);
        }
        Ok(())
    }
}
