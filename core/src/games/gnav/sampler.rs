//! The hard bot's determinisation: deals of the unseen cards that agree with everything its seat
//! has seen (K7), each weighted by how likely the other players' keeps and swaps were with it.
//!
//! The deal is followed card by card with the observation's [`Tracker`]: what the seat knows
//! attaches to each physical card (token). A sample gives every hidden token a value from the
//! unseen cards, uniformly among the assignments that respect what is known (never a Narr,
//! ordinary where a swap or a draw proved it); the cards left over form the stock.

use super::cards::{Card, CardCounts};
use super::events::Event;
use super::model::Outlook;
use super::observation::{Knowledge, Observation, Tracker, MAX_TOKENS};
use super::table::{Stage, Table};
use super::MAX_PLAYERS;
use crate::engine::{Seat, SeatSet};

/// One decision another player made this deal, on the card (token) they held then.
#[derive(Clone, Copy, Debug)]
struct Decision {
    token: u8,
    keep: bool,
    /// When the decision followed an accepted swap: the requester's card, which the decider
    /// knew (their own old card).
    requester: Option<u8>,
    /// The decider's outlook at the time, but for their own card and the requester's, which
    /// each sample fills in.
    outlook: Outlook,
}

/// The seat's picture of the deal, ready to draw samples from.
#[derive(Clone, Debug)]
pub struct Sampler {
    base: Table,
    cards: Tracker,
    /// Hidden tokens, the ordinary ones first: filling the most constrained first keeps the
    /// draw uniform, because the constraints nest (ordinary ⊂ not Narr ⊂ any).
    hidden: [u8; MAX_TOKENS],
    hidden_count: usize,
    decisions: [Option<Decision>; MAX_PLAYERS],
    unseen: CardCounts,
}

/// A sampled deal and how much it counts.
pub struct Sample {
    pub table: Table,
    /// The likelihood of the other players' decisions this deal with these cards, under
    /// [`Outlook::keep_chance`].
    pub weight: f64,
}

/// What a decider could know besides the cards: followed alongside the [`Tracker`].
#[derive(Default)]
struct Context {
    decided: SeatSet,
    /// Who was dealt in, and who has left the deal since (K5.1).
    dealt: SeatSet,
    gone: SeatSet,
    /// Players whose card a refusal has shown and who still hold it.
    shown: SeatSet,
    /// Cards the stock has shown so far.
    stock_shown: CardCounts,
    /// The latest swap (requester, acceptor), if nothing was undone since.
    last_swap: Option<(Seat, Seat)>,
}

impl Context {
    /// Cards that moved are no longer the ones shown.
    fn unshow(&mut self, seats: &[Seat]) {
        self.shown = self.shown.iter().filter(|s| !seats.contains(s)).collect();
    }
}

impl Sampler {
    /// The picture for the seat of `view`, whose turn it is. `None` when the view cannot be
    /// the start of a turn (too few or too many players, events that do not fit).
    pub fn new(view: &Observation) -> Option<Self> {
        let n = view.players.len();
        if !(2..=MAX_PLAYERS).contains(&n) {
            return None;
        }
        let mut s = Sampler {
            base: Table::new(n as u8, 0),
            cards: Tracker::default(),
            hidden: [0; MAX_TOKENS],
            hidden_count: 0,
            decisions: [None; MAX_PLAYERS],
            unseen: CardCounts::FULL,
        };
        let mut context = Context {
            stock_shown: CardCounts::EMPTY,
            ..Context::default()
        };
        for event in &view.events {
            s.follow(*event, view, &mut context)?;
        }
        s.base.dealer = view.dealer;
        s.base.stage = Stage::Turn(view.seat);
        s.base.in_deal = (0..n as Seat)
            .filter(|&p| view.players.get(usize::from(p)).is_some_and(|v| v.in_deal))
            .collect();
        for (slot, p) in s.base.lives.iter_mut().zip(&view.players) {
            *slot = p.lives;
        }
        for &(a, b) in &view.swaps {
            s.base.swaps.push(a, b);
        }
        s.base.set_aside = CardCounts::EMPTY;
        s.base.discard = CardCounts::EMPTY;
        for &card in &view.set_aside {
            s.base.set_aside.put(card);
            s.unseen.take(card);
        }
        for token in s.cards.tokens() {
            if let Knowledge::Known(card) = token {
                s.unseen.take(*card);
            }
        }
        for ordinary_first in [true, false] {
            for (i, token) in s.cards.tokens().iter().enumerate() {
                if *token
                    == (Knowledge::Hidden {
                        ordinary: ordinary_first,
                    })
                {
                    *s.hidden.get_mut(s.hidden_count)? = i as u8;
                    s.hidden_count += 1;
                }
            }
        }
        Some(s)
    }

    /// Follows one event: the cards through the [`Tracker`], and the context of decisions.
    fn follow(
        &mut self,
        event: Event<Option<Card>>,
        view: &Observation,
        c: &mut Context,
    ) -> Option<()> {
        match event {
            Event::Keep { seat } => self.decide(seat, true, view, c),
            Event::Ask { from, .. } => self.decide(from, false, view, c),
            _ => {}
        }
        self.cards.follow(event)?;
        match event {
            Event::Dealt { seat, .. } => c.dealt.insert(seat),
            Event::LifeLost { seat, lives: 0 } => c.gone.insert(seat),
            Event::Show {
                seat: Some(seat), ..
            } => c.shown.insert(seat),
            Event::Show { seat: None, card } => c.stock_shown.put(card),
            Event::Swap { from, to, .. } => {
                c.last_swap = Some((from, to));
                c.unshow(&[from, to]);
            }
            Event::Undo { a, b, .. } => {
                c.last_swap = None;
                c.unshow(&[a, b]);
            }
            Event::Draw { seat, .. } => c.unshow(&[seat]),
            Event::Keep { .. } | Event::Ask { .. } | Event::LifeLost { .. } => {}
        }
        Some(())
    }

    /// A player's first keep or request this deal is their decision (each has one turn). It
    /// is judged with what they could know then: their own card, every Narr, the cards shown,
    /// and after accepting a swap the requester's card.
    fn decide(&mut self, seat: Seat, keep: bool, view: &Observation, c: &mut Context) {
        if seat == view.seat || c.decided.contains(seat) {
            return;
        }
        c.decided.insert(seat);
        let Some(token) = self.cards.hand_token(seat) else {
            return;
        };
        let requester = match c.last_swap {
            Some((requester, acceptor)) if acceptor == seat && !c.gone.contains(requester) => {
                Some(requester)
            }
            _ => None,
        };
        let mut outlook = Outlook {
            card: Card::Narr,
            unseen: CardCounts::FULL,
            others: 0,
            narr_others: 0,
            hidden: 0,
            lower_known: false,
            dealer: seat == view.dealer,
        };
        outlook.unseen.remove_all(&c.stock_shown);
        let mut requester_token = None;
        for other in c.dealt.iter().filter(|&s| s != seat && !c.gone.contains(s)) {
            outlook.others += 1;
            let known = self.cards.hand(other).and_then(Knowledge::card);
            if known == Some(Card::Narr) {
                outlook.narr_others += 1;
                outlook.unseen.take(Card::Narr);
            } else if Some(other) == requester {
                requester_token = self.cards.hand_token(other);
            } else if let (true, Some(card)) = (c.shown.contains(other), known) {
                outlook.unseen.take(card);
            } else {
                outlook.hidden += 1;
            }
        }
        if let Some(slot) = self.decisions.iter_mut().find(|d| d.is_none()) {
            *slot = Some(Decision {
                token,
                keep,
                requester: requester_token,
                outlook,
            });
        }
    }

    /// One deal consistent with what the seat has seen, drawn with `below(n)` giving a uniform
    /// number under `n`.
    pub fn sample(&self, mut below: impl FnMut(u8) -> u8) -> Option<Sample> {
        let tokens = self.cards.tokens();
        let mut values = [Card::Narr; MAX_TOKENS];
        for (value, token) in values.iter_mut().zip(tokens) {
            if let Knowledge::Known(card) = token {
                *value = *card;
            }
        }
        let mut pool = self.unseen;
        for &i in self.hidden.get(..self.hidden_count)? {
            let token = *tokens.get(usize::from(i))?;
            let choices = pool.total_where(|c| token.admits(c));
            if choices == 0 {
                return None;
            }
            let card = pool.nth_where(below(choices), |c| token.admits(c))?;
            pool.take(card);
            *values.get_mut(usize::from(i))? = card;
        }
        let value = |t: u8| values.get(usize::from(t)).copied();
        let mut table = self.base;
        for (seat, hand) in table.hands.iter_mut().enumerate() {
            *hand = self.cards.hand_token(seat as Seat).and_then(value);
        }
        for &t in self.cards.discards() {
            table.discard.put(value(t)?);
        }
        table.stock = pool;
        let weight = self
            .decisions
            .iter()
            .flatten()
            .map(|d| {
                let Some(card) = value(d.token) else {
                    return 1.0;
                };
                let mut outlook = d.outlook;
                outlook.card = card;
                outlook.unseen.take(card);
                if let Some(theirs) = d.requester.and_then(value) {
                    outlook.unseen.take(theirs);
                    outlook.lower_known = theirs < card;
                }
                let p = outlook.keep_chance();
                if d.keep {
                    p
                } else {
                    1.0 - p
                }
            })
            .product();
        Some(Sample { table, weight })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::TableRng;
    use crate::games::gnav::testing::view_after;
    use crate::games::gnav::Action;

    fn samples(view: &Observation, n: usize) -> Vec<Sample> {
        let sampler = Sampler::new(view).expect("a turn");
        let mut rng = TableRng::seeded(3);
        (0..n)
            .map(|_| {
                sampler
                    .sample(|k| rng.below(u64::from(k)) as u8)
                    .expect("consistent")
            })
            .collect()
    }

    #[test]
    fn samples_keep_what_the_seat_knows_and_respect_what_it_learnt() {
        // Seat 0 asks seat 1 (whose Hus passes it on) and swaps with seat 2; seat 2 now plays
        // and knows both cards; seat 3's Narr is public.
        let view = view_after(&["V", "hus", "IX", "narr"], &[Action::Swap]);
        assert_eq!(view.seat, 2);
        for sample in samples(&view, 500) {
            let t = &sample.table;
            assert_eq!(t.card_total(), 42);
            assert_eq!(t.stage(), Stage::Turn(2));
            assert_eq!(
                [t.hand(0), t.hand(1), t.hand(2), t.hand(3)],
                [
                    Some(Card::IX),
                    Some(Card::Hus),
                    Some(Card::V),
                    Some(Card::Narr)
                ]
            );
            assert!(sample.weight > 0.0 && sample.weight <= 1.0);
        }
        // Seat 3 (the dealer) sees the same deal without knowing the swapped cards: seat 0
        // holds what seat 2 had to accept with (ordinary), seat 2 what seat 0 gave (not Narr).
        let view = view_after(&["V", "hus", "IX", "narr"], &[Action::Swap, Action::Keep]);
        assert_eq!(view.seat, 3);
        let drawn = samples(&view, 2000);
        let mut seen_matador_at_2 = false;
        for sample in &drawn {
            let t = &sample.table;
            assert_eq!(t.hand(1), Some(Card::Hus));
            assert_eq!(t.hand(3), Some(Card::Narr));
            let (zero, two) = (t.hand(0).expect("dealt"), t.hand(2).expect("dealt"));
            assert!(zero.is_ordinary() && zero != Card::Narr, "{zero}");
            assert_ne!(two, Card::Narr);
            seen_matador_at_2 |= two.is_matador();
            assert_eq!(t.card_total(), 42);
        }
        assert!(
            seen_matador_at_2,
            "seat 0's old card may be anything but a Narr"
        );
    }

    #[test]
    fn keeps_by_others_make_high_cards_likelier() {
        // The dealer's view after three keeps: weighted, the others' cards are higher.
        let view = view_after(
            &["IX", "X", "XI", "V"],
            &[Action::Keep, Action::Keep, Action::Keep],
        );
        let drawn = samples(&view, 4000);
        let mean = |weighted: bool| {
            let (mut sum, mut total) = (0.0, 0.0);
            for s in &drawn {
                let w = if weighted { s.weight } else { 1.0 };
                for seat in 0..3 {
                    sum += w * f64::from(s.table.hand(seat).expect("dealt").rank());
                    total += w;
                }
            }
            sum / total
        };
        let (plain, weighted) = (mean(false), mean(true));
        assert!(
            weighted > plain + 2.0,
            "weighted {weighted} vs plain {plain}"
        );
    }
}
