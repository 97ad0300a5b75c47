//! The hard bot's search: expectimax over die outcomes, a few placements deep, with the
//! per-card model ([`super::model`]) as the evaluation at the leaves.
//!
//! A position is valued from one team's side (`me`) as the sum over the cards of what each is
//! worth to it: a won card its points, an open card its model value given who rolls next. The
//! sum is kept per possible roller and updated per card, so a leaf costs O(1). Chance nodes
//! average the six faces; decision nodes take the best placement of kinds 1–4 for the team
//! that rolled (D5's pass when there is none). A neutralise's bonus roll (D4.4) is searched
//! without spending depth, so every leaf is seen with the same team about to roll.

use super::cards::{other, Board, Card, CardId, Effect, Kind, Status, Team, CARDS};
use super::duel;
use super::model::{self, Mover};

/// What one card is worth to `me`: the expected points (a won card its value, an open card its
/// model value) and a variance bound (`v² − w²`, the most a value in `[-v, v]` with mean `w` can
/// vary; 0 once resolved).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Worth {
    mean: f64,
    var: f64,
}

impl std::ops::Add for Worth {
    type Output = Worth;
    fn add(self, o: Worth) -> Worth {
        Worth {
            mean: self.mean + o.mean,
            var: self.var + o.var,
        }
    }
}

impl std::ops::Sub for Worth {
    type Output = Worth;
    fn sub(self, o: Worth) -> Worth {
        Worth {
            mean: self.mean - o.mean,
            var: self.var - o.var,
        }
    }
}

/// What one card is worth to `me` when `roller` rolls next.
fn card_worth(card: &Card, value: u8, roller: Team, me: Team) -> Worth {
    let sign = |team: Team| if team == me { 1.0 } else { -1.0 };
    let v = f64::from(value);
    match card.status {
        Status::Won { by } => Worth {
            mean: sign(by) * v,
            var: 0.0,
        },
        Status::Open => match card.side() {
            Some(owner) => {
                let mover = if roller == owner {
                    Mover::Owner
                } else {
                    Mover::Other
                };
                let w = model::worth(value, card.count, card.sum(), card.is_star(), mover);
                Worth {
                    mean: sign(owner) * w,
                    var: (v * v - w * w).max(0.0),
                }
            }
            None => Worth::default(),
        },
        Status::Neutralised | Status::Dead { .. } | Status::Eliminated => Worth::default(),
    }
}

/// What the search maximises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Objective {
    /// The expected point difference.
    Points,
    /// The chance of winning the round (D8), as `2·P(win) − 1` with the point difference taken
    /// as normal around its expectation, plus a little of the difference itself: D11 counts
    /// rounds first and points after.
    Rounds,
}

/// How much the point difference (per 126 points, a round's whole) counts beside the round.
const POINTS_WEIGHT: f64 = 0.05;

/// A board with its per-card worths for both possible rollers.
#[derive(Clone, Copy, Debug)]
struct Node {
    board: Board,
    worth: [[Worth; CARDS]; 2],
    sum: [Worth; 2],
}

impl Node {
    fn new(board: &Board, me: Team) -> Node {
        let mut node = Node {
            board: *board,
            worth: [[Worth::default(); CARDS]; 2],
            sum: [Worth::default(); 2],
        };
        for id in CardId::all() {
            for roller in 0..2u8 {
                let w = card_worth(board.card(id), id.value(), roller, me);
                node.worth[usize::from(roller)][id.index()] = w;
                node.sum[usize::from(roller)] = node.sum[usize::from(roller)] + w;
            }
        }
        node
    }

    /// The worth with card `id` replaced by `card`, `roller` to roll next: O(1).
    fn worth_with(&self, id: CardId, card: &Card, roller: Team, me: Team) -> Worth {
        let r = usize::from(roller);
        self.sum[r] - self.worth[r][id.index()] + card_worth(card, id.value(), roller, me)
    }

    fn with(&self, id: CardId, card: Card, me: Team) -> Node {
        let mut node = *self;
        node.board.cards[id.index()] = card;
        for roller in 0..2u8 {
            let r = usize::from(roller);
            let w = card_worth(&card, id.value(), roller, me);
            node.sum[r] = node.sum[r] + w - node.worth[r][id.index()];
            node.worth[r][id.index()] = w;
        }
        node
    }
}

/// A search from one team's side.
#[derive(Clone, Copy, Debug)]
pub struct Search {
    pub me: Team,
    /// Placements searched, the first included: 1 looks at the move alone, 2 adds the other
    /// team's reply to every die, 3 the own move after that.
    pub depth: u8,
    pub objective: Objective,
}

impl Search {
    /// The expected point difference for `me` on `board` with `roller` about to roll, as the
    /// model sees it.
    pub fn expected_points(&self, board: &Board, roller: Team) -> f64 {
        Node::new(board, self.me).sum[usize::from(roller)].mean
    }

    /// What the search maximises, for a position worth `w`.
    fn utility(&self, w: Worth) -> f64 {
        match self.objective {
            Objective::Points => w.mean,
            Objective::Rounds => {
                // 2·Φ(z) − 1 ≈ tanh(0.851·z) (the logistic approximation of the normal).
                let z = w.mean / (w.var + 1.0).sqrt();
                (0.851 * z).tanh() + POINTS_WEIGHT * w.mean / 126.0
            }
        }
    }

    /// The value of each candidate placement of `team`'s stone worth `die`, in order.
    /// `candidates` may include mistakes (D4.5); cards that are not moves get `None`.
    pub fn placements(
        &self,
        board: &Board,
        team: Team,
        die: u8,
        candidates: &[CardId],
        out: &mut Vec<Option<f64>>,
    ) {
        out.clear();
        let root = Node::new(board, self.me);
        for &id in candidates {
            out.push(
                board
                    .kind(id, team, die)
                    .ok()
                    .map(|kind| self.after(&root, id, kind, team, die, self.depth.max(1))),
            );
        }
    }

    /// The value to `me` of `roller` about to roll, searching `depth` placements.
    pub fn roll_value(&self, board: &Board, roller: Team, depth: u8) -> f64 {
        self.rolls(&Node::new(board, self.me), roller, depth)
    }

    /// D9: what a duel over `card` is worth to `me` compared with leaving the card as it is,
    /// with `roller` to roll when play resumes. Uses the exact duel odds (D9.4).
    pub fn duel_gain(&self, board: &Board, card: CardId, challenger: Team, roller: Team) -> f64 {
        let depth = 1;
        let target = board.card(card).target(card.value());
        let p = duel::challenger_wins(target);
        let keep = self.roll_value(board, roller, depth);
        let mut taken = *board;
        taken.complete_by_duel(card, challenger);
        let mut kept = *board;
        kept.complete_by_duel(card, other(challenger));
        let duel = p * self.roll_value(&taken, roller, depth)
            + (1.0 - p) * self.roll_value(&kept, roller, depth);
        duel - keep
    }

    fn rolls(&self, node: &Node, roller: Team, depth: u8) -> f64 {
        (1..=6u8)
            .map(|die| self.best(node, roller, die, depth))
            .sum::<f64>()
            / 6.0
    }

    /// The roller's best placement of kinds 1–4 for `die` (the best for it: a maximum for
    /// `me`, a minimum for the other team), or D5's pass.
    fn best(&self, node: &Node, roller: Team, die: u8, depth: u8) -> f64 {
        let maximise = roller == self.me;
        let mut best: Option<f64> = None;
        for id in CardId::all() {
            let kind = match node.board.kind(id, roller, die) {
                Ok(kind) if kind.is_valid() => kind,
                _ => continue,
            };
            let v = self.after(node, id, kind, roller, die, depth);
            best = Some(match best {
                None => v,
                Some(b) if maximise => b.max(v),
                Some(b) => b.min(v),
            });
        }
        match best {
            Some(b) => b,
            None => {
                let next = other(roller);
                if depth <= 1 {
                    self.utility(node.sum[usize::from(next)])
                } else {
                    self.rolls(node, next, depth - 1)
                }
            }
        }
    }

    /// The value after `roller` places `die` on `id` as `kind`, with `depth` placements
    /// counted from this one.
    fn after(&self, node: &Node, id: CardId, kind: Kind, roller: Team, die: u8, depth: u8) -> f64 {
        let mut card = *node.board.card(id);
        let effect = card.apply(id.value(), roller, die, kind);
        if effect == Effect::Neutralised {
            // D4.4: the bonus roll is searched at the same depth.
            let child = node.with(id, card, self.me);
            if child.board.all_resolved() {
                return self.utility(child.sum[0]);
            }
            return self.rolls(&child, roller, depth);
        }
        let next = other(roller);
        if depth <= 1 {
            return self.utility(node.worth_with(id, &card, next, self.me));
        }
        let child = node.with(id, card, self.me);
        if child.board.all_resolved() {
            return self.utility(child.sum[0]);
        }
        self.rolls(&child, next, depth - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(cards: &[(&str, Team, &[u8])]) -> Board {
        let mut b = Board::default();
        for id in CardId::all() {
            // Everything not named is resolved, so only the named cards matter.
            b.cards[id.index()].dealt = Some(0);
            b.cards[id.index()].status = Status::Eliminated;
        }
        for (text, team, stones) in cards {
            let id: CardId = text.parse().expect("card id");
            let c = &mut b.cards[id.index()];
            c.status = Status::Open;
            c.dealt = Some(*team);
            for (slot, &s) in c.stones.iter_mut().zip(stones.iter()) {
                *slot = s;
            }
            c.count = stones.len() as u8;
        }
        b
    }

    #[test]
    fn a_win_beats_any_place_and_a_steal_is_taken() {
        let b = board(&[("8a", 0, &[3, 2]), ("12a", 0, &[]), ("9b", 1, &[4, 2])]);
        let search = Search {
            me: 0,
            depth: 2,
            objective: Objective::Points,
        };
        let ids: Vec<CardId> = ["8a", "12a", "9b"]
            .iter()
            .map(|t| t.parse().expect("id"))
            .collect();
        let mut out = Vec::new();
        search.placements(&b, 0, 3, &ids, &mut out);
        let (win, place, steal) = (out[0], out[1], out[2]);
        assert!(win.is_some() && steal.is_some() && place.is_some());
        // A 3 wins the own 8 (8 points) or steals the 9 (9 points): the steal is worth more.
        assert!(steal > win, "{out:?}");
        assert!(win > place, "{out:?}");
    }

    #[test]
    fn the_evaluation_counts_won_cards_exactly() {
        let mut b = board(&[]);
        b.cards[0].status = Status::Won { by: 0 };
        b.cards[13].status = Status::Won { by: 1 };
        let search = |me| Search {
            me,
            depth: 1,
            objective: Objective::Rounds,
        };
        assert_eq!(search(0).expected_points(&b, 0), 6.0 - 12.0);
        assert_eq!(search(1).expected_points(&b, 0), 6.0);
    }

    #[test]
    fn a_duel_over_a_star_card_is_bad_for_its_owner() {
        // Team 0's ★ 10 (Team 1 erred on it) needs a 4: Team 0 would win it surely.
        let mut b = board(&[("10a", 0, &[3, 3]), ("12a", 0, &[])]);
        b.cards[CardId::new(10, 0).expect("10a").index()].erred = 0b10;
        let owner = Search {
            me: 0,
            depth: 2,
            objective: Objective::Points,
        };
        let challenger = Search { me: 1, ..owner };
        let card = CardId::new(10, 0).expect("10a");
        assert!(owner.duel_gain(&b, card, 1, 0) < -2.0);
        assert!(challenger.duel_gain(&b, card, 1, 0) > 2.0);
    }
}
