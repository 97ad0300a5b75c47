//! What the Gnav unit tests share.

use super::{Action, Gnav, GnavOptions, Observation};
use crate::engine::Observe;
use crate::engine::{Forced, Match, ToAct};

/// The due seat's view after dealing `cards` to four players (seat 0 first, seat 3 deals) and
/// playing `moves` by whichever seats are due.
pub fn view_after(cards: &[&str], moves: &[Action]) -> Observation {
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
    let ToAct::Seats { due, .. } = m.to_act() else {
        panic!("no seat is due");
    };
    m.game().observation(due)
}
