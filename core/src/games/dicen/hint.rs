//! The hint a table may offer people when the option `hints` is on: the solver's move and the
//! chance of shutting the box from here if the player follows its advice to the end.

use super::ai;
use super::notation::Action;
use super::rules::Dicen;
use crate::engine::{Game, Seat, ToAct};

/// The solver's advice for the seat to act.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hint {
    /// The best legal action (the one the hard bot would play), minimising the expected score.
    pub action: Action,
    /// The chance of shutting every tile from here, playing on as advised.
    pub p_shut: f64,
    /// The expected round score from here, playing on as advised (V8/V9: the throws still to
    /// come). Without the points other players' DICEN would add.
    pub expected_score: f64,
    /// False for two boards too big to solve together (1–12 boards in V10/V11 with 11 or more
    /// tiles in play): then each board is judged on its own.
    pub exact: bool,
}

/// The hint for `seat`, when the table offers hints and `seat` is the one to act.
pub fn hint(game: &Dicen, seat: Seat) -> Option<Hint> {
    if !game.options().hints || game.to_act() != ToAct::seat(seat) {
        return None;
    }
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    let advice = ai::advise(game, seat, &legal)?;
    Some(Hint {
        action: advice.action,
        p_shut: advice.value.p_shut,
        expected_score: advice.value.expected_score,
        exact: advice.exact,
    })
}
