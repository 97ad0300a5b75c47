//! The normal bot: rules of thumb with memory of what has been played (G8 makes it public).
//!
//! - Leading: a Dukal first (G6.3: a sure capture of `2n` cards, and following suit later could
//!   break it up); then the top trump while opponents still hold trumps (drawing them); then a
//!   card that is the highest of its suit still out, where no opponent is known to be able to
//!   trump it; else its cheapest card outside trumps and Dukals.
//! - Following: last to play, it wins as cheaply as it can; second, it wins only with a card no
//!   unseen card can beat (or trumps when it cannot follow), else it plays low.
//! - Throughout, it keeps the cards of its Dukals together and discards what is worth least.

use super::{cheapest_winner, dukal_cards, is_top, obvious, winning_so_far, worth};
use crate::ai::Bot;
use crate::engine::{Seat, TableRng};
use crate::games::ganjifa::cards::{Card, Cards};
use crate::games::ganjifa::deal::{ix, next, Deal, Step};
use crate::games::ganjifa::{Action, Ganjifa, Observation};

#[derive(Clone, Copy, Debug, Default)]
pub struct NormalBot;

/// What the seat knows beyond its hand, gathered once per decision.
struct Counts {
    /// Cards the opponents cannot hold: played, or in this hand.
    seen: Cards,
    /// Trumps the opponents may still hold.
    trumps_out: u32,
    /// Cards of this hand's Dukals.
    keep: Cards,
}

impl NormalBot {
    /// The normal bot's choice for `seat` in a deal it knows as `deal` (its own hand and the
    /// public facts; the other hands are not read), leading a Dukal of at most `longest` cards
    /// (the shortest hand's size, G6.3).
    pub fn decide(deal: &Deal, seat: Seat, longest: u8) -> Option<Action> {
        let hand = deal.hand(seat);
        let seen = hand.union(deal.played);
        let counts = Counts {
            seen,
            trumps_out: deal.trump.cards().minus(seen).len(),
            keep: dukal_cards(hand),
        };
        match deal.step {
            Step::Trick(trick) if trick.count() == 0 => Self::lead(deal, seat, longest, &counts),
            Step::Trick(_) => Self::follow(deal, seat, &counts).map(Action::Play),
            Step::Discard { .. } => Self::throw_away(deal, hand, &counts).map(Action::Discard),
            Step::Done => None,
        }
    }

    fn lead(deal: &Deal, seat: Seat, longest: u8, counts: &Counts) -> Option<Action> {
        if deal.may_lead_dukal(seat) {
            if let Some(d) = Deal::longest_dukal_in(deal.hand(seat), longest) {
                return Some(Action::Dukal(d));
            }
        }
        let playable = deal.playable(seat);
        let trumps = playable.of_suit(deal.trump);
        if counts.trumps_out > 0 {
            if let Some(top) = trumps.highest().filter(|&c| is_top(c, counts.seen)) {
                return Some(Action::Play(top));
            }
        }
        let opponents = [next(seat), next(next(seat))];
        let safe = |c: Card| {
            counts.trumps_out == 0
                || opponents
                    .iter()
                    .all(|&o| !deal.voids[ix(o)].contains(c.suit()))
        };
        let winner = playable
            .minus(trumps)
            .minus(counts.keep)
            .iter()
            .filter(|&c| is_top(c, counts.seen) && safe(c))
            .max_by_key(|&c| c.suit().cards().minus(counts.seen).len());
        if let Some(card) = winner {
            return Some(Action::Play(card));
        }
        Self::low(playable, deal, counts).map(Action::Play)
    }

    fn follow(deal: &Deal, seat: Seat, counts: &Counts) -> Option<Card> {
        let playable = deal.playable(seat);
        let best = winning_so_far(deal)?;
        let last = matches!(deal.step, Step::Trick(t) if t.count() == 2);
        if last {
            return cheapest_winner(deal, playable, best)
                .or_else(|| Self::low(playable, deal, counts));
        }
        let led = match deal.step {
            Step::Trick(t) => t.led().map(Card::suit),
            _ => None,
        }?;
        let third = next(seat);
        let third_may_trump = counts.trumps_out > 0
            && (deal.voids[ix(third)].contains(led) || led.cards().minus(counts.seen).len() < 3);
        let sure = playable
            .iter()
            .filter(|&c| deal.beats(c, best) && is_top(c, counts.seen))
            .filter(|&c| c.suit() == deal.trump || !third_may_trump)
            .min_by_key(|&c| worth(c, deal.trump));
        if let Some(card) = sure {
            return Some(card);
        }
        if led != deal.trump && playable.of_suit(led).is_empty() {
            if let Some(ruff) = cheapest_winner(deal, playable.of_suit(deal.trump), best) {
                return Some(ruff);
            }
        }
        Self::low(playable, deal, counts)
    }

    /// The cheapest card to give up, sparing Dukal cards while others will do.
    fn low(playable: Cards, deal: &Deal, counts: &Counts) -> Option<Card> {
        let spare = playable.minus(counts.keep);
        let pool = if spare.is_empty() { playable } else { spare };
        pool.iter().min_by_key(|&c| worth(c, deal.trump))
    }

    /// G6.3: the card worth least to this hand: not a Dukal card, not a top card, not a trump.
    fn throw_away(deal: &Deal, hand: Cards, counts: &Counts) -> Option<Card> {
        hand.iter().min_by_key(|&c| {
            let mut value = u32::from(worth(c, deal.trump));
            if counts.keep.contains(c) {
                value += 64;
            }
            if is_top(c, counts.seen) {
                value += 32;
            }
            value
        })
    }
}

impl Bot<Ganjifa> for NormalBot {
    fn choose(
        &mut self,
        view: &Observation,
        seat: Seat,
        legal: &[Action],
        rng: &mut TableRng,
    ) -> Option<Action> {
        if let Some(action) = obvious(legal, rng) {
            return Some(action);
        }
        let deal = view.known_deal()?;
        let longest = view.hand_sizes.iter().copied().min().unwrap_or(0);
        Self::decide(&deal, seat, longest)
            .filter(|a| legal.contains(a))
            .or(legal.first().copied())
    }
}
