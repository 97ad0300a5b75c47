//! The easy bot: legal and sensible, without memory. It leads a Dukal when it holds one (G6.3:
//! a sure capture) or else its strongest card outside trumps; following, it wins as cheaply as it
//! can, or plays its cheapest card; it discards its cheapest cards.

use super::{cheapest, cheapest_winner, obvious, winning_so_far};
use crate::ai::Bot;
use crate::engine::{Seat, TableRng};
use crate::games::ganjifa::deal::Step;
use crate::games::ganjifa::{Action, Ganjifa, Observation};

#[derive(Clone, Copy, Debug, Default)]
pub struct EasyBot;

impl Bot<Ganjifa> for EasyBot {
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
        let choice = match deal.step {
            Step::Trick(trick) if trick.count() == 0 => view
                .longest_held_dukal()
                .filter(|_| deal.may_lead_dukal(seat))
                .map(Action::Dukal)
                .or_else(|| {
                    let hand = deal.hand(seat);
                    let plain = hand.minus(deal.trump.cards());
                    let pool = if plain.is_empty() { hand } else { plain };
                    pool.iter().max_by_key(|c| c.strength()).map(Action::Play)
                }),
            Step::Trick(_) => {
                let playable = deal.playable(seat);
                winning_so_far(&deal)
                    .and_then(|best| cheapest_winner(&deal, playable, best))
                    .or_else(|| cheapest(playable, deal.trump))
                    .map(Action::Play)
            }
            Step::Discard { .. } => cheapest(deal.hand(seat), deal.trump).map(Action::Discard),
            Step::Done => None,
        };
        // The view and the legal list come from the same state; fall back on the list anyway.
        choice
            .filter(|a| legal.contains(a))
            .or(legal.first().copied())
    }
}
