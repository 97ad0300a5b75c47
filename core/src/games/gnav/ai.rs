//! Gnav's bots. Each decides keep or swap from its seat's [`Observation`] alone (K7).
//!
//! - easy: keeps a card at or above a fixed threshold ([`EASY_KEEP`]);
//! - normal: keeps when its chance of holding the lowest card, judged from the cards it has not
//!   seen, is no worse than a fresh card would give it — a threshold that depends on how many
//!   players are in the deal, on its seat (the dealer also weighs what the stock may hold) and
//!   on the cards shown so far;
//! - hard: samples the unseen cards consistently with everything it has seen (cards shown,
//!   cards it gave and received, swaps that prove a card ordinary), plays the rest of the deal
//!   out on each sample with the real rules for both choices, and picks the choice that loses
//!   fewer lives.

use super::cards::{Card, CardCounts};
use super::notation::Action;
use super::observation::{Knowledge, Observation};
use super::rules::Gnav;
use super::table::{Stage, Table};
use super::MAX_PLAYERS;
use crate::ai::{Bot, Level};
use crate::engine::{Seat, SeatSet, TableRng};

/// Easy keeps this card or better.
pub const EASY_KEEP: Card = Card::VI;
/// In a hard bot's rollouts, the other players keep this card or better.
const ROLLOUT_KEEP: Card = Card::VI;
/// Samples of the unseen cards per hard decision (each played out for both choices).
pub const HARD_SAMPLES: u32 = 256;

/// A Gnav bot of a given level.
#[derive(Clone, Debug)]
pub struct GnavBot {
    level: Level,
}

impl GnavBot {
    pub fn new(level: Level) -> Self {
        GnavBot { level }
    }
}

impl Bot<Gnav> for GnavBot {
    fn choose(
        &mut self,
        view: &Observation,
        _seat: Seat,
        legal: &[Action],
        rng: &mut TableRng,
    ) -> Option<Action> {
        if !(legal.contains(&Action::Keep) && legal.contains(&Action::Swap)) {
            return legal.first().copied();
        }
        let Some(card) = view.my_card() else {
            return Some(Action::Keep);
        };
        let keep = match self.level {
            Level::Easy => card >= EASY_KEEP,
            Level::Normal => normal_keeps(view, card),
            Level::Hard => hard_keeps(view, card, rng.next_u64()),
        };
        Some(if keep { Action::Keep } else { Action::Swap })
    }
}

/// The other players still in the deal.
fn opponents(view: &Observation) -> impl Iterator<Item = (Seat, Option<Knowledge>)> + '_ {
    view.players
        .iter()
        .enumerate()
        .filter(move |(s, p)| *s != usize::from(view.seat) && p.in_deal && p.lives > 0)
        .map(|(s, p)| (s as Seat, p.card))
}

/// Normal: the chance of paying with `card` (every other player at or above it, Narr holders
/// aside, K5.2–K5.4) against what a fresh card would give on average, 1/(players in the deal).
/// The dealer, whose swap goes to the stock, adds the chance of turning up a Drago or Katt.
fn normal_keeps(view: &Observation, card: Card) -> bool {
    if card == Card::Narr {
        return false;
    }
    if card.is_matador() {
        return true;
    }
    let unseen = view.unseen();
    let hidden_pool = unseen.total_where(|c| c != Card::Narr);
    let at_or_above = unseen.total_where(|c| c != Card::Narr && c >= card);
    let q = if hidden_pool == 0 {
        1.0
    } else {
        f64::from(at_or_above) / f64::from(hidden_pool)
    };
    let mut narr = 0;
    let mut others = 0;
    let mut p_lowest = 1.0;
    for (_, knowledge) in opponents(view) {
        others += 1;
        match knowledge.and_then(Knowledge::card) {
            Some(Card::Narr) => narr += 1,
            Some(known) if known < card => p_lowest = 0.0,
            Some(_) => {}
            None => p_lowest *= q,
        }
    }
    if narr >= 2 {
        return true;
    }
    let mut threshold = 1.0 / f64::from(others + 1);
    if view.dealer == view.seat && unseen.total() > 0 {
        let bites = unseen.count(Card::Drago) + unseen.count(Card::Katt);
        threshold += f64::from(bites) / f64::from(unseen.total());
    }
    p_lowest <= threshold
}

/// Hard: keeps when, over samples of the unseen cards, keeping loses no more lives than
/// swapping. A matador is always kept (K3.7: it cannot be the lowest but against matadors).
fn hard_keeps(view: &Observation, card: Card, seed: u64) -> bool {
    if card.is_matador() {
        return true;
    }
    let Some(sampler) = Sampler::new(view) else {
        return normal_keeps(view, card);
    };
    let me = view.seat;
    let mut dice = Dice(seed);
    let mut lost = [0u32; 2];
    for _ in 0..HARD_SAMPLES {
        let Some(table) = sampler.sample(&mut dice) else {
            continue;
        };
        let rollout_seed = dice.next();
        for (i, keep) in [true, false].into_iter().enumerate() {
            let mut t = table;
            let before = t.lives(me);
            let played = if keep {
                t.keep(&mut ())
            } else {
                t.swap(&mut ())
            };
            if played.is_ok() {
                play_out(&mut t, &mut Dice(rollout_seed));
            }
            lost[i] += u32::from(before.saturating_sub(t.lives(me)));
        }
    }
    lost[0] <= lost[1]
}

/// Plays a deal to its end: every player keeps [`ROLLOUT_KEEP`] or better, the stock turns up
/// uniformly random cards.
fn play_out(table: &mut Table, dice: &mut Dice) {
    for _ in 0..64 {
        let result = match table.stage() {
            Stage::Turn(seat) => match table.hand(seat) {
                Some(card) if card >= ROLLOUT_KEEP => table.keep(&mut ()),
                _ => table.swap(&mut ()),
            },
            Stage::Drawing(_) => {
                let stock = *table.stock();
                let index = dice.below(stock.total());
                match stock.nth_where(index, |_| true) {
                    Some(card) => table.draw(card, &mut ()),
                    None => return,
                }
            }
            Stage::Dealing | Stage::Done(_) => return,
        };
        if result.is_err() {
            return;
        }
    }
}

/// A hidden place a sample must fill: a hand or a discarded card.
#[derive(Clone, Copy, Debug)]
enum Slot {
    Hand(Seat),
    Discard,
}

/// Deals the unseen cards into the places this seat cannot see, uniformly among the deals that
/// agree with what it has seen.
struct Sampler {
    base: Table,
    unseen: CardCounts,
    /// Hidden places, those known to hold an ordinary card first: filling the most constrained
    /// first keeps the draw uniform, since the constraints nest (ordinary ⊂ not Narr).
    slots: [(Slot, bool); 2 * MAX_PLAYERS],
    len: usize,
}

impl Sampler {
    fn new(view: &Observation) -> Option<Self> {
        let n = view.players.len();
        if n > MAX_PLAYERS || n < 2 {
            return None;
        }
        let mut base = Table::new(n as u8, 0);
        base.dealer = view.dealer;
        base.stage = Stage::Turn(view.seat);
        base.in_deal = view
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.in_deal)
            .map(|(s, _)| s as Seat)
            .collect::<SeatSet>();
        for (slot, p) in base.lives.iter_mut().zip(&view.players) {
            *slot = p.lives;
        }
        for &(a, b) in &view.swaps {
            base.swaps.push(a, b);
        }
        base.set_aside = CardCounts::EMPTY;
        for &card in &view.set_aside {
            base.set_aside.put(card);
        }
        base.discard = CardCounts::EMPTY;
        let mut slots = [(Slot::Discard, false); 2 * MAX_PLAYERS];
        let mut len = 0;
        let mut push = |slot: Slot, ordinary: bool| {
            if let Some(entry) = slots.get_mut(len) {
                *entry = (slot, ordinary);
                len += 1;
            }
        };
        for (s, p) in view.players.iter().enumerate() {
            match p.card {
                Some(Knowledge::Known(card)) => base.hands[s] = Some(card),
                Some(Knowledge::Hidden { ordinary }) => push(Slot::Hand(s as Seat), ordinary),
                None => {}
            }
        }
        for &k in &view.discard {
            match k {
                Knowledge::Known(card) => base.discard.put(card),
                Knowledge::Hidden { ordinary } => push(Slot::Discard, ordinary),
            }
        }
        let slots_len = len;
        slots[..slots_len].sort_unstable_by_key(|&(_, ordinary)| !ordinary);
        Some(Sampler {
            base,
            unseen: view.unseen(),
            slots,
            len: slots_len,
        })
    }

    /// One consistent deal: hidden places filled, the rest of the unseen cards in the stock.
    fn sample(&self, dice: &mut Dice) -> Option<Table> {
        let mut table = self.base;
        let mut pool = self.unseen;
        for &(slot, ordinary) in &self.slots[..self.len] {
            let fits = |c: Card| c != Card::Narr && (!ordinary || c.is_ordinary());
            let choices = pool.total_where(fits);
            if choices == 0 {
                return None;
            }
            let card = pool.nth_where(dice.below(choices), fits)?;
            pool.take(card);
            match slot {
                Slot::Hand(s) => {
                    if let Some(h) = table.hands.get_mut(usize::from(s)) {
                        *h = Some(card);
                    }
                }
                Slot::Discard => table.discard.put(card),
            }
        }
        table.stock = pool;
        Some(table)
    }
}

/// SplitMix64: a small, fast generator for rollouts, seeded from the bot's [`TableRng`].
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0); the bias for n < 50 is below 1e-8.
    fn below(&mut self, n: u8) -> u8 {
        ((self.next() >> 32) * u64::from(n) >> 32) as u8
    }
}
