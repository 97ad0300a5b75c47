//! Information-set Monte Carlo tree search (single-observer ISMCTS, after Cowling, Powley and
//! Whitehouse, "Information Set Monte Carlo Tree Search", 2012), for any game whose hidden
//! information a bot can fill in with a guess.
//!
//! Each iteration draws one *determinisation* (a full state consistent with what the searching
//! seat has seen), walks the one tree shared by all determinisations choosing among the moves
//! legal in this determinisation (UCB1 with availability counts: a child's exploration term uses
//! how often it could have been chosen, not its parent's visits), adds one node, plays the rest
//! out with a cheap policy, and credits the result to every node on the path from the point of
//! view of the seat that moved into it.
//!
//! Memory is bounded: the tree holds at most `iterations + 1` nodes, allocated once and reused
//! from one decision to the next, so a decision allocates nothing once the arena has grown. The
//! core reads no clock: a caller that wants a time cap passes a [`Stop`] (the runtime's
//! deadline), which is polled every [`Config::stop_check_every`] iterations.

use crate::engine::{Seat, TableRng};

/// A state the search can play forward. Cloned once per iteration from the determinisation.
pub trait SearchState: Clone {
    type Move: Copy + PartialEq;

    /// The seat to move, or `None` when the part of the game searched is over.
    fn to_move(&self) -> Option<Seat>;

    /// The legal moves, appended to `out` (which the caller clears).
    fn moves(&self, out: &mut Vec<Self::Move>);

    /// Plays a move from [`SearchState::moves`] (or the playout policy).
    fn play(&mut self, mv: Self::Move);

    /// The playout policy's move. By default uniformly random among the legal moves.
    fn playout_move(
        &self,
        rng: &mut TableRng,
        scratch: &mut Vec<Self::Move>,
    ) -> Option<Self::Move> {
        scratch.clear();
        self.moves(scratch);
        let pick = rng.below(scratch.len() as u64) as usize;
        scratch.get(pick).copied()
    }

    /// The result for `seat` once over, in `[0, 1]` (higher is better).
    fn reward(&self, seat: Seat) -> f64;
}

/// Asks a running search to stop early, say at a deadline the runtime keeps. The core never reads
/// a clock itself; closures `Fn() -> bool` are stops.
pub trait Stop: Send {
    fn should_stop(&self) -> bool;
}

impl<F: Fn() -> bool + Send> Stop for F {
    fn should_stop(&self) -> bool {
        self()
    }
}

/// The search's budget and constants.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// Iterations when nothing stops the search earlier; also bounds the tree's nodes.
    pub iterations: u32,
    /// UCB1's exploration constant for rewards in `[0, 1]`.
    pub exploration: f64,
    /// How often (in iterations) the [`Stop`] is polled.
    pub stop_check_every: u32,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            iterations: 1000,
            exploration: 0.7,
            stop_check_every: 32,
        }
    }
}

/// What one search did, for reports and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub iterations: u32,
    /// Nodes in the tree at the end (the root included).
    pub nodes: usize,
    /// The bytes the tree's arena holds (capacity × node size): the search's peak tree memory.
    pub tree_bytes: usize,
    /// Bytes of one node.
    pub node_bytes: usize,
}

const NONE: u32 = u32::MAX;

#[derive(Clone, Copy, Debug)]
struct Node<M> {
    /// The move that leads here from the parent (`None` at the root).
    mv: Option<M>,
    /// The seat that made `mv`: rewards here are from its point of view.
    actor: Seat,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    /// How many times this node's move was legal when its parent was passed through.
    available: u32,
    reward: f64,
}

/// The search, with its arena and buffers kept between decisions.
#[derive(Clone, Debug)]
pub struct Ismcts<S: SearchState> {
    nodes: Vec<Node<S::Move>>,
    moves: Vec<S::Move>,
    matched: Vec<bool>,
    untried: Vec<S::Move>,
    path: Vec<u32>,
    scratch: Vec<S::Move>,
}

impl<S: SearchState> Default for Ismcts<S> {
    fn default() -> Self {
        Ismcts {
            nodes: Vec::new(),
            moves: Vec::new(),
            matched: Vec::new(),
            untried: Vec::new(),
            path: Vec::new(),
            scratch: Vec::new(),
        }
    }
}

impl<S: SearchState> Ismcts<S> {
    pub fn new() -> Self {
        Self::default()
    }

    /// Bytes of one tree node for this game's moves.
    pub fn node_bytes() -> usize {
        std::mem::size_of::<Node<S::Move>>()
    }

    /// Searches from the information set that `determinise` samples, and returns the most
    /// visited move at the root (the most robust choice), with what the search did. `None` when
    /// the determinisations have no legal move.
    pub fn search(
        &mut self,
        config: &Config,
        mut determinise: impl FnMut(&mut TableRng) -> S,
        rng: &mut TableRng,
        stop: Option<&dyn Stop>,
    ) -> (Option<S::Move>, Stats) {
        let capacity = config.iterations as usize + 1;
        self.nodes.clear();
        if self.nodes.capacity() < capacity {
            self.nodes.reserve_exact(capacity);
        }
        self.nodes.push(Node {
            mv: None,
            actor: 0,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            available: 0,
            reward: 0.0,
        });
        let mut done = 0;
        while done < config.iterations {
            if let Some(stop) = stop {
                if done > 0 && done % config.stop_check_every.max(1) == 0 && stop.should_stop() {
                    break;
                }
            }
            let state = determinise(rng);
            self.iterate(state, config, capacity, rng);
            done += 1;
        }
        let best = self
            .children(0)
            .max_by_key(|&c| self.nodes[c as usize].visits)
            .and_then(|c| self.nodes[c as usize].mv);
        let stats = Stats {
            iterations: done,
            nodes: self.nodes.len(),
            tree_bytes: self.nodes.capacity() * Self::node_bytes(),
            node_bytes: Self::node_bytes(),
        };
        (best, stats)
    }

    fn children(&self, node: u32) -> impl Iterator<Item = u32> + '_ {
        let mut child = self
            .nodes
            .get(node as usize)
            .map_or(NONE, |n| n.first_child);
        std::iter::from_fn(move || {
            if child == NONE {
                return None;
            }
            let this = child;
            child = self.nodes[this as usize].next_sibling;
            Some(this)
        })
    }

    fn iterate(&mut self, mut state: S, config: &Config, capacity: usize, rng: &mut TableRng) {
        self.path.clear();
        self.path.push(0);
        let mut node = 0u32;
        // Selection and expansion.
        while let Some(player) = state.to_move() {
            self.moves.clear();
            state.moves(&mut self.moves);
            if self.moves.is_empty() {
                break;
            }
            self.matched.clear();
            self.matched.resize(self.moves.len(), false);
            let mut child = self.nodes[node as usize].first_child;
            while child != NONE {
                let c = &mut self.nodes[child as usize];
                if let Some(i) = self.moves.iter().position(|m| Some(*m) == c.mv) {
                    self.matched[i] = true;
                    c.available += 1;
                }
                child = c.next_sibling;
            }
            self.untried.clear();
            self.untried.extend(
                self.moves
                    .iter()
                    .zip(&self.matched)
                    .filter(|(_, &m)| !m)
                    .map(|(mv, _)| *mv),
            );
            if !self.untried.is_empty() && self.nodes.len() < capacity {
                let pick = rng.below(self.untried.len() as u64) as usize;
                let mv = self.untried[pick];
                let id = self.nodes.len() as u32;
                let parent = &mut self.nodes[node as usize];
                let sibling = parent.first_child;
                parent.first_child = id;
                self.nodes.push(Node {
                    mv: Some(mv),
                    actor: player,
                    first_child: NONE,
                    next_sibling: sibling,
                    visits: 0,
                    available: 1,
                    reward: 0.0,
                });
                state.play(mv);
                self.path.push(id);
                break;
            }
            match self.select(node, config.exploration) {
                Some((next, mv)) => {
                    state.play(mv);
                    self.path.push(next);
                    node = next;
                }
                None => break,
            }
        }
        // Playout.
        while state.to_move().is_some() {
            match state.playout_move(rng, &mut self.scratch) {
                Some(mv) => state.play(mv),
                None => break,
            }
        }
        // Backpropagation.
        for &id in &self.path {
            let n = &mut self.nodes[id as usize];
            n.visits += 1;
            if id != 0 {
                n.reward += state.reward(n.actor);
            }
        }
    }

    /// UCB1 with availability among the children whose move is legal now (marked in `matched`).
    fn select(&self, node: u32, exploration: f64) -> Option<(u32, S::Move)> {
        let mut best: Option<(u32, S::Move)> = None;
        let mut best_value = f64::NEG_INFINITY;
        for child in self.children(node) {
            let c = &self.nodes[child as usize];
            let Some(mv) = c.mv else { continue };
            if !self.moves.contains(&mv) {
                continue;
            }
            let visits = f64::from(c.visits.max(1));
            let value = c.reward / visits
                + exploration * (f64::from(c.available.max(1)).ln() / visits).sqrt();
            if value > best_value {
                best_value = value;
                best = Some((child, mv));
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two seats take turns adding 1 or 2 to a total that may not pass 10; whoever reaches 10
    /// wins. The mover wins by leaving 1, 4, 7 or 10: from 0 by adding 1, from 5 by adding 2.
    #[derive(Clone, Debug)]
    struct Race {
        total: u8,
        turn: Seat,
        winner: Option<Seat>,
    }

    impl SearchState for Race {
        type Move = u8;
        fn to_move(&self) -> Option<Seat> {
            self.winner.is_none().then_some(self.turn)
        }
        fn moves(&self, out: &mut Vec<u8>) {
            out.extend([1, 2].into_iter().filter(|m| self.total + m <= 10));
        }
        fn play(&mut self, mv: u8) {
            self.total += mv;
            if self.total == 10 {
                self.winner = Some(self.turn);
            }
            self.turn = 1 - self.turn;
        }
        fn reward(&self, seat: Seat) -> f64 {
            if self.winner == Some(seat) {
                1.0
            } else {
                0.0
            }
        }
    }

    #[test]
    fn finds_the_winning_move_of_a_small_game() {
        let mut search: Ismcts<Race> = Ismcts::new();
        let mut rng = TableRng::seeded(3);
        let config = Config {
            iterations: 3000,
            ..Config::default()
        };
        for (total, best) in [(0, 1), (2, 2), (5, 2), (8, 2), (6, 1)] {
            let start = Race {
                total,
                turn: 0,
                winner: None,
            };
            let (mv, stats) = search.search(&config, |_| start.clone(), &mut rng, None);
            assert_eq!(mv, Some(best), "from {total}");
            assert_eq!(stats.iterations, 3000);
            assert!(stats.nodes <= 3001, "the tree stays within its budget");
        }
    }

    #[test]
    fn a_stop_ends_the_search_early_and_memory_stays_bounded() {
        let mut search: Ismcts<Race> = Ismcts::new();
        let mut rng = TableRng::seeded(4);
        let polls = std::sync::atomic::AtomicU32::new(0);
        let stop = || polls.fetch_add(1, std::sync::atomic::Ordering::Relaxed) >= 2;
        let config = Config {
            iterations: 10_000,
            exploration: 0.7,
            stop_check_every: 16,
        };
        let start = Race {
            total: 0,
            turn: 0,
            winner: None,
        };
        let (mv, stats) = search.search(&config, |_| start.clone(), &mut rng, Some(&stop));
        assert!(mv.is_some());
        assert_eq!(stats.iterations, 48, "polled at 16, 32 and stopped at 48");
        assert!(stats.nodes <= 49);
        assert_eq!(stats.tree_bytes, 10_001 * Ismcts::<Race>::node_bytes());
    }
}
