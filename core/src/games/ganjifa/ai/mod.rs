//! Ganjifa's bots. Every bot sees only its seat's [`Observation`] (G8).
//!
//! - [`easy`]: legal and sensible: cashes a Dukal, wins cheaply when it can, else plays low.
//! - [`normal`]: rule-based: counts trumps and the high cards still out, leads sure winners,
//!   keeps the cards of its Dukals, discards what is worth least.
//! - [`hard`]: information-set MCTS over deals consistent with everything the seat has seen.
//!
//! A bot dealer with period `ask` (or `clock`, when no table reads a clock for it, as in
//! `cardavia simulate`) chooses day or night at random (G3).

pub mod easy;
pub mod hard;
pub mod normal;

pub use easy::EasyBot;
pub use hard::HardBot;
pub use normal::NormalBot;

use super::cards::{Card, Cards, Suit};
use super::deal::{Deal, Step};
use super::notation::Action;
use super::rules::Ganjifa;
use crate::ai::Bots;
use crate::ai::{Bot, Level};
use crate::engine::TableRng;

/// The bot for a level.
pub fn bot(level: Level) -> Box<dyn Bot<Ganjifa>> {
    match level {
        Level::Easy => Box::new(EasyBot),
        Level::Normal => Box::new(NormalBot),
        Level::Hard => Box::new(HardBot::default()),
    }
}

/// What every level does the same way: a single legal action is taken; the period is chosen at
/// random (G3). Returns `None` when the bot must think.
fn obvious(legal: &[Action], rng: &mut TableRng) -> Option<Action> {
    if legal.len() == 1 {
        return legal.first().copied();
    }
    if legal
        .iter()
        .all(|a| matches!(a, Action::Period(_) | Action::Clock(_)))
    {
        let pick = rng.below(legal.len() as u64) as usize;
        return legal.get(pick).copied();
    }
    None
}

/// A card's worth when choosing what to give away: trumps above every other suit, then strength
/// within the suit (G2, G5.3).
pub fn worth(card: Card, trump: Suit) -> u8 {
    card.strength() + if card.suit() == trump { 16 } else { 0 }
}

/// The card of `cards` worth least, if any.
pub fn cheapest(cards: Cards, trump: Suit) -> Option<Card> {
    cards.iter().min_by_key(|&c| worth(c, trump))
}

/// The card winning the current trick so far.
pub fn winning_so_far(deal: &Deal) -> Option<Card> {
    let Step::Trick(trick) = deal.step else {
        return None;
    };
    let mut best: Option<Card> = None;
    for card in trick.cards.iter().flatten() {
        best = match best {
            Some(b) if !deal.beats(*card, b) => Some(b),
            _ => Some(*card),
        };
    }
    best
}

/// The cheapest card of `playable` that would take the trick from `best` (G5.3).
pub fn cheapest_winner(deal: &Deal, playable: Cards, best: Card) -> Option<Card> {
    playable
        .iter()
        .filter(|&c| deal.beats(c, best))
        .min_by_key(|&c| worth(c, deal.trump))
}

/// Whether `card` is the strongest card of its suit not yet played, counting `seen` (the cards
/// played and the seat's own hand) as out of the opponents' reach.
pub fn is_top(card: Card, seen: Cards) -> bool {
    let stronger = card.suit().cards().bits() & !((2u128 << card.index()) - 1);
    Cards::from_bits(stronger).is_subset_of(seen)
}

/// The cards of the Dukals `hand` could lead (G6.1): worth keeping together.
pub fn dukal_cards(hand: Cards) -> Cards {
    let mut keep = Cards::NONE;
    Deal::each_dukal(hand, u8::MAX, |d| keep = keep.union(d.cards()));
    keep
}

impl Bots for Ganjifa {
    fn bot(level: Level) -> Box<dyn Bot<Self>> {
        bot(level)
    }

    fn searching(iterations: u32) -> Option<Box<dyn Bot<Self>>> {
        Some(Box::new(HardBot::with_iterations(iterations)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn top_cards_are_found_by_what_has_been_seen() {
        let seen: Cards = "MaR Ma1".parse().expect("cards");
        let mantri: Card = "MaM".parse().expect("card");
        let two: Card = "Ma2".parse().expect("card");
        assert!(!is_top(mantri, Cards::NONE));
        assert!(is_top("MaR".parse().expect("card"), Cards::NONE));
        assert!(!is_top(two, seen), "the Mantri is still out");
        assert!(is_top(
            two,
            seen.union("MaM".parse::<Cards>().expect("cards"))
        ));
        assert!(is_top(mantri, seen));
    }
}
