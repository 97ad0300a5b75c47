//! DiCa's bots. None of them ever chooses `timeout`: that is the table's to inject (D10).
//!
//! - [`EasyBot`]: plays like a child who knows the rules: takes what it sees (wins, steals,
//!   neutralises), places anywhere else, and now and then makes an off-by-one slip. It slips
//!   only through placements the rules offer it, so with `mistakes = "prevent"` it cannot.
//! - [`NormalBot`]: greedy on immediate points: the most valuable win or steal, else the most
//!   valuable neutralise, else a place that keeps its card alive. It challenges every card it
//!   may and accepts every challenge (half the card's points are expected either way, more than
//!   the nothing a decline brings at once).
//! - [`HardBot`]: expectimax over the die ([`super::search`]): its placement, every die of the
//!   other team's reply (and, with six open cards or fewer, its own next placement), valued by
//!   the one-card model ([`super::model`]) as the chance of winning the round. It challenges
//!   and answers challenges by comparing the exact duel odds (D9.4) with leaving the card. It
//!   considers its own mistakes (D4.5) too: erring can be the least bad use of a roll.

use super::cards::{CardId, Kind, Team};
use super::notation::Action;
use super::rules::{Dica, Phase};
use super::search::{Objective, Search};
use crate::ai::Bot;
use crate::ai::{Bots, Level};
use crate::engine::{Seat, TableRng};

/// How often the easy bot slips when a slip is on offer: one time in `SLIP_ONE_IN`.
const SLIP_ONE_IN: u64 = 8;

/// Placements among `legal`, with their kinds, for the team placing `die`.
fn placements(game: &Dica, team: Team, die: u8, legal: &[Action]) -> Vec<(CardId, Kind)> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Place(id) => game.board().kind(*id, team, die).ok().map(|k| (*id, k)),
            _ => None,
        })
        .collect()
}

/// The greedy score of a placement: immediate points first (D4.2, D4.3), then denying points
/// with a bonus roll (D4.4), then a place that keeps the card alive (D7), mistakes last.
fn greedy_score(game: &Dica, id: CardId, kind: Kind, team: Team, die: u8) -> i32 {
    let v = i32::from(id.value());
    match kind {
        Kind::Win | Kind::Steal => 1000 + v,
        Kind::Neutralise => 500 + v,
        Kind::Place => {
            let mut card = *game.board().card(id);
            card.apply(id.value(), team, die, kind);
            if card.is_open() {
                100
            } else {
                -v
            }
        }
        Kind::Mistake(_) => -1000,
    }
}

/// Picks uniformly among the highest-scoring placements.
fn pick_best(scored: &[(CardId, i32)], rng: &mut TableRng) -> Option<Action> {
    let top = scored.iter().map(|&(_, s)| s).max()?;
    let best: Vec<CardId> = scored
        .iter()
        .filter(|&&(_, s)| s == top)
        .map(|&(id, _)| id)
        .collect();
    best.get(rng.below(best.len() as u64) as usize)
        .map(|&id| Action::Place(id))
}

/// The first challenge among `legal` on the most valuable card, if any.
fn richest_challenge(legal: &[Action]) -> Option<Action> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Challenge(id) => Some(*id),
            _ => None,
        })
        .max_by_key(|id| id.value())
        .map(Action::Challenge)
}

/// A duel roll, or the turn's roll, when it is this team's.
fn roll_if_legal(legal: &[Action]) -> Option<Action> {
    legal.contains(&Action::Roll).then_some(Action::Roll)
}

/// The easy bot.
#[derive(Clone, Debug, Default)]
pub struct EasyBot;

impl Bot<Dica> for EasyBot {
    fn choose(
        &mut self,
        view: &&Dica,
        seat: Seat,
        legal: &[Action],
        rng: &mut TableRng,
    ) -> Option<Action> {
        let game: &Dica = view;
        match game.phase() {
            Phase::Place { team, die, .. } => {
                let options = placements(game, team, die, legal);
                // A child's slip: a stone one off the value it was aiming at.
                let slips: Vec<CardId> = options
                    .iter()
                    .filter(|(id, kind)| {
                        matches!(kind, Kind::Mistake(_))
                            && (game.board().card(*id).sum() + die).abs_diff(id.value()) == 1
                    })
                    .map(|&(id, _)| id)
                    .collect();
                if !slips.is_empty() && rng.below(SLIP_ONE_IN) == 0 {
                    let i = rng.below(slips.len() as u64) as usize;
                    return slips.get(i).map(|&id| Action::Place(id));
                }
                // Takes what it sees, else places anywhere that is not a mistake.
                let scored: Vec<(CardId, i32)> = options
                    .iter()
                    .map(|&(id, kind)| {
                        let s = match kind {
                            Kind::Win | Kind::Steal | Kind::Neutralise => 1,
                            Kind::Place => 0,
                            Kind::Mistake(_) => -1,
                        };
                        (id, s)
                    })
                    .collect();
                pick_best(&scored, rng)
            }
            // A coin decides whether to take up a challenge; it never challenges itself.
            Phase::Answer { .. } => Some(if rng.below(2) == 0 {
                Action::Accept
            } else {
                Action::Decline
            }),
            Phase::Roll { team, .. } if team != seat => None,
            _ => roll_if_legal(legal),
        }
    }
}

/// The normal bot.
#[derive(Clone, Copy, Debug, Default)]
pub struct NormalBot;

impl Bot<Dica> for NormalBot {
    fn choose(
        &mut self,
        view: &&Dica,
        _seat: Seat,
        legal: &[Action],
        rng: &mut TableRng,
    ) -> Option<Action> {
        let game: &Dica = view;
        match game.phase() {
            Phase::Place { team, die, .. } => {
                let scored: Vec<(CardId, i32)> = placements(game, team, die, legal)
                    .into_iter()
                    .map(|(id, kind)| (id, greedy_score(game, id, kind, team, die)))
                    .collect();
                pick_best(&scored, rng)
            }
            Phase::Answer { .. } => Some(Action::Accept),
            Phase::Roll { .. } => richest_challenge(legal).or_else(|| roll_if_legal(legal)),
            _ => roll_if_legal(legal),
        }
    }
}

/// The hard bot.
#[derive(Clone, Debug)]
pub struct HardBot {
    /// Placements searched per decision (see [`Search::depth`]).
    pub depth: u8,
    /// With this many open cards or fewer, one placement more is searched: the branching is
    /// small by then, and the end of a round is where the exact order of rolls matters most.
    pub endgame_cards: usize,
    pub objective: Objective,
    /// A challenge must gain at least this much (in the objective's units): the card can be
    /// challenged only once a round, so a marginal challenge is not worth spending.
    pub challenge_margin: f64,
    values: Vec<Option<f64>>,
}

impl Default for HardBot {
    fn default() -> Self {
        HardBot {
            depth: 2,
            endgame_cards: 6,
            objective: Objective::Rounds,
            challenge_margin: 0.002,
            values: Vec::new(),
        }
    }
}

impl HardBot {
    fn place(&mut self, game: &Dica, team: Team, die: u8, legal: &[Action]) -> Option<Action> {
        let ids: Vec<CardId> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Place(id) => Some(*id),
                _ => None,
            })
            .collect();
        if ids.len() == 1 {
            return ids.first().map(|&id| Action::Place(id));
        }
        let open = game.board().cards.iter().filter(|c| c.is_open()).count();
        let depth = if open <= self.endgame_cards {
            self.depth + 1
        } else {
            self.depth
        };
        let search = Search {
            me: team,
            depth,
            objective: self.objective,
        };
        search.placements(game.board(), team, die, &ids, &mut self.values);
        let mut best: Option<(CardId, f64)> = None;
        for (&id, value) in ids.iter().zip(&self.values) {
            if let Some(v) = *value {
                if best.is_none_or(|(_, b)| v > b) {
                    best = Some((id, v));
                }
            }
        }
        best.map(|(id, _)| Action::Place(id))
    }
}

impl Bot<Dica> for HardBot {
    fn choose(
        &mut self,
        view: &&Dica,
        seat: Seat,
        legal: &[Action],
        _rng: &mut TableRng,
    ) -> Option<Action> {
        let game: &Dica = view;
        match game.phase() {
            Phase::Place { team, die, .. } => self.place(game, team, die, legal),
            Phase::Roll { team, .. } => {
                let search = Search {
                    me: seat,
                    depth: self.depth,
                    objective: self.objective,
                };
                let challenge = legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Challenge(id) => {
                            Some((*id, search.duel_gain(game.board(), *id, seat, team)))
                        }
                        _ => None,
                    })
                    .filter(|&(_, gain)| gain > self.challenge_margin)
                    .max_by(|a, b| a.1.total_cmp(&b.1));
                match challenge {
                    Some((id, _)) => Some(Action::Challenge(id)),
                    None => roll_if_legal(legal),
                }
            }
            Phase::Answer {
                challenger,
                card,
                team,
                ..
            } => {
                let search = Search {
                    me: seat,
                    depth: self.depth,
                    objective: self.objective,
                };
                let gain = search.duel_gain(game.board(), card, challenger, team);
                Some(if gain > 0.0 {
                    Action::Accept
                } else {
                    Action::Decline
                })
            }
            _ => roll_if_legal(legal),
        }
    }
}

impl Bots for Dica {
    fn bot(level: Level) -> Box<dyn Bot<Self>> {
        match level {
            Level::Easy => Box::new(EasyBot),
            Level::Normal => Box::new(NormalBot),
            Level::Hard => Box::new(HardBot::default()),
        }
    }
}
