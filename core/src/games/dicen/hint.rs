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
    /// False for two boards too big to solve together (see [`super::solver::MAX_VALUES`]):
    /// then each board is judged on its own.
    pub exact: bool,
}

/// The hint for `seat`, when the table offers hints, `seat` is the one to act, and the rules
/// are solved already: a view never waits for a solve (two boards take tens of milliseconds);
/// the table solves them in the background when it opens ([`ai::prepare`]) and shows the hint
/// then.
pub fn hint(game: &Dicen, seat: Seat) -> Option<Hint> {
    if !game.options().hints || game.to_act() != ToAct::seat(seat) {
        return None;
    }
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    let advice = ai::advise_if_ready(game, seat, &legal)?;
    Some(Hint {
        action: advice.action,
        p_shut: advice.value.p_shut,
        expected_score: advice.value.expected_score,
        exact: advice.exact,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Match;
    use crate::games::dicen::solver::{self, Rules};
    use crate::games::dicen::DicenOptions;

    #[test]
    fn hints_are_a_table_option_for_the_seat_to_act() {
        let off = DicenOptions {
            tiles: 9,
            ..DicenOptions::default()
        };
        let on = DicenOptions {
            hints: true,
            ..off.clone()
        };
        let m: Match<Dicen> = Match::new(&off, 2, 0).expect("valid");
        assert_eq!(hint(m.game(), 0), None, "hints are off");
        let m: Match<Dicen> = Match::new(&on, 2, 0).expect("valid");
        ai::prepare(m.game());
        assert_eq!(hint(m.game(), 1), None, "seat 1 is not to act");
        let h = hint(m.game(), 0).expect("a hint");
        assert_eq!(h.action, Action::ROLL);
        assert!(h.exact);
        // At the start the chance is the solver's for a fresh board.
        let start = solver::cached(&Rules::for_game(&on))
            .expect("solvable")
            .start();
        assert_eq!(h.p_shut, start.p_shut);
        assert_eq!(h.expected_score, start.expected_score);
        let mut legal = Vec::new();
        m.game().legal_actions(0, &mut legal);
        assert!(legal.contains(&h.action));
    }
}
