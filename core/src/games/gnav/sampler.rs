//! The hard bot's determinisation: deals of the unseen cards that agree with everything its seat
//! has seen (K7), each weighted by how likely the other players' keeps and swaps were with it.
//!
//! The deal is followed as physical cards ("tokens"): each card dealt or drawn is a token whose
//! value the seat may or may not know; swaps, undos and draws move tokens exactly as the events
//! say. What the seat learns attaches to the token: a shown matador, a card it gave or received,
//! a Narr (always public), and that a card was ordinary because its owner had to accept a swap
//! with it (K3.2) or it was an ordinary draw (K4.5). A sample gives every hidden token a value
//! from the unseen cards, uniformly among the assignments that respect those facts; the cards
//! left over form the stock.

use super::cards::{Card, CardCounts};
use super::events::Event;
use super::model::Outlook;
use super::observation::Observation;
use super::table::{Stage, Table};
use super::MAX_PLAYERS;
use crate::engine::{Seat, SeatSet};

/// Each deal has at most [`MAX_PLAYERS`] cards dealt and two ordinary draws (a request passed
/// over the dealer, then the dealer's own).
const MAX_TOKENS: usize = MAX_PLAYERS + 2;

/// What the seat knows of one physical card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Token {
    Known(Card),
    /// Hidden, and never a Narr (Narr is public). `ordinary`: Ugle to XII.
    Hidden {
        ordinary: bool,
    },
}

impl Token {
    fn fits(self, card: Card) -> bool {
        match self {
            Token::Known(known) => known == card,
            Token::Hidden { ordinary } => card != Card::Narr && (!ordinary || card.is_ordinary()),
        }
    }
}

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
    tokens: [Token; MAX_TOKENS],
    token_count: usize,
    /// Hidden tokens, the ordinary ones first: filling the most constrained first keeps the
    /// draw uniform, because the constraints nest (ordinary ⊂ not Narr ⊂ any).
    hidden: [u8; MAX_TOKENS],
    hidden_count: usize,
    hands: [Option<u8>; MAX_PLAYERS],
    discards: [u8; MAX_TOKENS],
    discard_count: usize,
    decisions: [Decision; MAX_PLAYERS],
    decision_count: usize,
    unseen: CardCounts,
    /// Who was dealt in, and who has left the deal since (K5.1).
    dealt: SeatSet,
    gone: SeatSet,
    /// Players whose card a refusal has shown and who still hold it.
    shown: SeatSet,
    /// Cards the stock has shown so far.
    stock_shown: CardCounts,
    /// The latest swap (requester, acceptor), if nothing was undone since.
    last_swap: Option<(Seat, Seat)>,
    dealer: Seat,
}

/// A sampled deal and how much it counts.
pub struct Sample {
    pub table: Table,
    /// The likelihood of the other players' decisions this deal with these cards, under
    /// [`keep_chance`].
    pub weight: f64,
}

impl Sampler {
    /// The picture for the seat of `view`, whose turn it is. `None` when the view cannot be
    /// the start of a turn (no card, too many players).
    pub fn new(view: &Observation) -> Option<Self> {
        let n = view.players.len();
        if !(2..=MAX_PLAYERS).contains(&n) {
            return None;
        }
        let mut s = Sampler {
            base: Table::new(n as u8, 0),
            tokens: [Token::Hidden { ordinary: false }; MAX_TOKENS],
            token_count: 0,
            hidden: [0; MAX_TOKENS],
            hidden_count: 0,
            hands: [None; MAX_PLAYERS],
            discards: [0; MAX_TOKENS],
            discard_count: 0,
            decisions: [Decision {
                token: 0,
                keep: true,
                requester: None,
                outlook: Outlook {
                    card: Card::Narr,
                    unseen: CardCounts::FULL,
                    others: 0,
                    narr_others: 0,
                    hidden: 0,
                    lower_known: false,
                    dealer: false,
                },
            }; MAX_PLAYERS],
            shown: SeatSet::EMPTY,
            stock_shown: CardCounts::EMPTY,
            last_swap: None,
            dealer: view.dealer,
            dealt: SeatSet::EMPTY,
            gone: SeatSet::EMPTY,
            decision_count: 0,
            unseen: CardCounts::FULL,
        };
        let mut decided = SeatSet::EMPTY;
        for event in &view.events {
            s.follow(*event, view.seat, &mut decided)?;
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
        for token in &s.tokens[..s.token_count] {
            if let Token::Known(card) = token {
                s.unseen.take(*card);
            }
        }
        let mut hidden_count = 0;
        for ordinary_pass in [true, false] {
            for (i, token) in s.tokens[..s.token_count].iter().enumerate() {
                if *token
                    == (Token::Hidden {
                        ordinary: ordinary_pass,
                    })
                {
                    s.hidden[hidden_count] = i as u8;
                    hidden_count += 1;
                }
            }
        }
        s.hidden_count = hidden_count;
        Some(s)
    }

    /// Moves tokens as the event says, and learns what it shows.
    fn follow(
        &mut self,
        event: Event<Option<Card>>,
        me: Seat,
        decided: &mut SeatSet,
    ) -> Option<()> {
        match event {
            Event::Dealt { seat, card } => {
                let token = self.new_token(card, false)?;
                *self.hands.get_mut(usize::from(seat))? = Some(token);
                self.dealt.insert(seat);
            }
            Event::LifeLost { seat, lives: 0 } => self.gone.insert(seat),
            Event::Keep { seat } => self.decide(seat, me, true, decided),
            Event::Ask { from, .. } => self.decide(from, me, false, decided),
            Event::Show {
                seat: Some(seat),
                card,
            } => {
                let token = self.hand(seat)?;
                self.learn(token, Some(card));
                self.shown.insert(seat);
            }
            Event::Show { seat: None, card } => self.stock_shown.put(card),
            Event::Swap {
                from,
                to,
                from_gets,
                to_gets,
            } => {
                let (given, taken) = (self.hand(from)?, self.hand(to)?);
                // K3.2: `to` had to accept, so the card it gave up is ordinary.
                if let Some(Token::Hidden { .. }) = self.tokens.get(usize::from(taken)) {
                    self.tokens[usize::from(taken)] = Token::Hidden { ordinary: true };
                }
                self.learn(taken, from_gets);
                self.learn(given, to_gets);
                self.hands.swap(usize::from(from), usize::from(to));
                self.last_swap = Some((from, to));
                self.unshow(&[from, to]);
            }
            Event::Undo {
                a,
                b,
                a_gets,
                b_gets,
            } => {
                let (ta, tb) = (self.hand(a)?, self.hand(b)?);
                self.learn(tb, a_gets);
                self.learn(ta, b_gets);
                self.hands.swap(usize::from(a), usize::from(b));
                self.last_swap = None;
                self.unshow(&[a, b]);
            }
            Event::Draw {
                seat,
                card,
                discards,
            } => {
                let old = self.hand(seat)?;
                self.learn(old, discards);
                *self.discards.get_mut(self.discard_count)? = old;
                self.discard_count += 1;
                let token = self.new_token(card, true)?;
                *self.hands.get_mut(usize::from(seat))? = Some(token);
                self.unshow(&[seat]);
            }
            Event::LifeLost { .. } => {}
        }
        Some(())
    }

    fn hand(&self, seat: Seat) -> Option<u8> {
        self.hands.get(usize::from(seat)).copied().flatten()
    }

    fn new_token(&mut self, card: Option<Card>, ordinary: bool) -> Option<u8> {
        let slot = self.tokens.get_mut(self.token_count)?;
        *slot = match card {
            Some(card) => Token::Known(card),
            None => Token::Hidden { ordinary },
        };
        self.token_count += 1;
        Some((self.token_count - 1) as u8)
    }

    fn learn(&mut self, token: u8, card: Option<Card>) {
        if let (Some(card), Some(slot)) = (card, self.tokens.get_mut(usize::from(token))) {
            *slot = Token::Known(card);
        }
    }

    /// Cards that moved are no longer the ones shown.
    fn unshow(&mut self, seats: &[Seat]) {
        let mut still = SeatSet::EMPTY;
        for s in self.shown.iter().filter(|s| !seats.contains(s)) {
            still.insert(s);
        }
        self.shown = still;
    }

    /// A player's first keep or request this deal is their decision (each has one turn). It
    /// is judged with what they could know then: their own card, every Narr, the cards shown,
    /// and after accepting a swap the requester's card.
    fn decide(&mut self, seat: Seat, me: Seat, keep: bool, decided: &mut SeatSet) {
        if seat == me || decided.contains(seat) {
            return;
        }
        decided.insert(seat);
        let Some(token) = self.hand(seat) else {
            return;
        };
        let requester = match self.last_swap {
            Some((requester, acceptor)) if acceptor == seat && !self.gone.contains(requester) => {
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
            dealer: seat == self.dealer,
        };
        outlook.unseen.remove_all(&self.stock_shown);
        let mut requester_token = None;
        for other in self
            .dealt
            .iter()
            .filter(|&s| s != seat && !self.gone.contains(s))
        {
            outlook.others += 1;
            let other_token = self.hand(other);
            let known = other_token.and_then(|t| match self.tokens.get(usize::from(t)) {
                Some(Token::Known(card)) => Some(*card),
                _ => None,
            });
            if known == Some(Card::Narr) {
                outlook.narr_others += 1;
                outlook.unseen.take(Card::Narr);
            } else if Some(other) == requester {
                requester_token = other_token;
            } else if let (true, Some(card)) = (self.shown.contains(other), known) {
                outlook.unseen.take(card);
            } else {
                outlook.hidden += 1;
            }
        }
        if let Some(slot) = self.decisions.get_mut(self.decision_count) {
            *slot = Decision {
                token,
                keep,
                requester: requester_token,
                outlook,
            };
            self.decision_count += 1;
        }
    }

    /// One deal consistent with what the seat has seen, drawn with `below(n)` giving a uniform
    /// number under `n`.
    pub fn sample(&self, mut below: impl FnMut(u8) -> u8) -> Option<Sample> {
        let mut values = [Card::Narr; MAX_TOKENS];
        for (value, token) in values.iter_mut().zip(&self.tokens[..self.token_count]) {
            if let Token::Known(card) = token {
                *value = *card;
            }
        }
        let mut pool = self.unseen;
        for &i in &self.hidden[..self.hidden_count] {
            let token = *self.tokens.get(usize::from(i))?;
            let fits = |c: Card| token.fits(c);
            let choices = pool.total_where(fits);
            if choices == 0 {
                return None;
            }
            let card = pool.nth_where(below(choices), fits)?;
            pool.take(card);
            *values.get_mut(usize::from(i))? = card;
        }
        let mut table = self.base;
        for (hand, token) in table.hands.iter_mut().zip(self.hands) {
            *hand = token.and_then(|t| values.get(usize::from(t)).copied());
        }
        for &t in &self.discards[..self.discard_count] {
            table.discard.put(*values.get(usize::from(t))?);
        }
        table.stock = pool;
        let value = |t: u8| values.get(usize::from(t)).copied();
        let weight = self.decisions[..self.decision_count]
            .iter()
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
    use crate::engine::{Forced, Game, Match, TableRng};
    use crate::games::gnav::{Action, Gnav, GnavOptions};

    /// Four players dealt `cards` (seat 0 first, seat 3 deals), then `moves` by the seats due.
    fn view_after(cards: &[&str], moves: &[Action]) -> Observation {
        let deck = cards.iter().map(|c| c.to_string());
        let mut m: Match<Gnav> = Match::new(&GnavOptions::default(), 4, 0)
            .expect("valid")
            .with_forced(Forced::new([], deck));
        m.resolve_chance().expect("dealt");
        for action in moves {
            let due = m.to_act().due().expect("someone is due");
            m.act(due, *action).expect("legal");
            m.resolve_chance().expect("forced");
        }
        let seat = match m.to_act() {
            crate::engine::ToAct::Seats { due, .. } => due,
            other => panic!("no seat is due: {other:?}"),
        };
        m.game().observation(seat)
    }

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
