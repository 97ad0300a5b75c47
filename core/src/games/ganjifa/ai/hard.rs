//! The hard bot: information-set MCTS ([`crate::ai::ismcts`]) over the rest of the deal.
//!
//! Each iteration deals the cards the seat has not seen to the two other seats at random, in
//! the numbers they hold, and consistently with every suit their play has shown they lack
//! (G5.2 read backwards; discards against a Dukal show nothing, G6.3). With two unknown hands the
//! cards an opponent cannot hold go to the other one, and the rest are split uniformly, so every
//! deal consistent with what the seat has seen is equally likely.
//!
//! The search looks at the current deal: it maximises the chance of winning it (G7: the series
//! counts deals won first), with a small share for the cards captured as a tie-breaker. Its budget
//! is a fixed number of iterations ([`DEFAULT_ITERATIONS`]); a runtime that wants a time cap
//! gives the bot a [`Stop`]. The tree holds at most `iterations + 1` nodes of
//! [`Ismcts::node_bytes`] bytes each ([`HardBot::last_stats`] reports them).

use super::{cheapest, cheapest_winner, obvious, winning_so_far};
use crate::ai::ismcts::{Config, Ismcts, SearchState, Stats, Stop};
use crate::ai::Bot;
use crate::engine::{Seat, TableRng};
use crate::games::ganjifa::cards::{Card, Cards, DECK_SIZE};
use crate::games::ganjifa::deal::{ix, next, Deal, Step};
use crate::games::ganjifa::{Action, Ganjifa, Observation};

/// Iterations per decision unless told otherwise: the last budget of the strength curve
/// (`core/benches/curves/ganjifa.md`) whose gain over the one before is real and whose time
/// stays inside a slow phone's think cap.
pub const DEFAULT_ITERATIONS: u32 = 4000;

/// How much of the reward is winning the deal; the rest is the share of cards captured.
const WIN_WEIGHT: f64 = 0.8;

/// A determinised deal, played forward by the search.
#[derive(Clone, Copy, Debug)]
pub struct Search {
    pub deal: Deal,
}

impl SearchState for Search {
    type Move = Action;

    fn to_move(&self) -> Option<Seat> {
        self.deal.to_move()
    }

    fn moves(&self, out: &mut Vec<Action>) {
        if let Some(seat) = self.deal.to_move() {
            self.deal.legal(seat, out);
        }
    }

    fn play(&mut self, mv: Action) {
        self.deal.apply(mv);
    }

    /// A cheap, sensible policy: lead the longest Dukal if any, else a random card; follow by
    /// winning as cheaply as possible when last, else a random legal card; discard the cheapest.
    fn playout_move(&self, rng: &mut TableRng, _scratch: &mut Vec<Action>) -> Option<Action> {
        playout_move(&self.deal, rng)
    }

    fn reward(&self, seat: Seat) -> f64 {
        let captured = self.deal.captured;
        let mine = captured[ix(seat)];
        let best = captured.iter().copied().max().unwrap_or(0);
        let win = if mine == best {
            1.0 / captured.iter().filter(|&&c| c == best).count() as f64
        } else {
            0.0
        };
        WIN_WEIGHT * win + (1.0 - WIN_WEIGHT) * f64::from(mine) / DECK_SIZE as f64
    }
}

/// The playout policy (see [`Search::playout_move`]). No allocation.
pub fn playout_move(deal: &Deal, rng: &mut TableRng) -> Option<Action> {
    let seat = deal.to_move()?;
    match deal.step {
        Step::Trick(trick) => {
            if trick.count() == 0 && deal.may_lead_dukal(seat) {
                if let Some(d) = deal.longest_held_dukal(seat) {
                    return Some(Action::Dukal(d));
                }
            }
            let playable = deal.playable(seat);
            if trick.count() == 2 {
                if let Some(best) = winning_so_far(deal) {
                    let card = cheapest_winner(deal, playable, best)
                        .or_else(|| cheapest(playable, deal.trump));
                    return card.map(Action::Play);
                }
            }
            let pick = rng.below(u64::from(playable.len())) as u32;
            playable.nth(pick).map(Action::Play)
        }
        Step::Discard { .. } => cheapest(deal.hand(seat), deal.trump).map(Action::Discard),
        Step::Done => None,
    }
}

/// Deals the cards `seat` has not seen to the other two seats: `sizes` cards each, none of a
/// suit the seat is known to lack. `known` holds `seat`'s hand and the public facts.
pub fn determinise(known: &Deal, seat: Seat, sizes: [u8; 3], rng: &mut TableRng) -> Deal {
    let mut deal = *known;
    let (a, b) = (next(seat), next(next(seat)));
    let unseen = Cards::ALL.minus(known.hand(seat)).minus(known.played);
    let (lacks_a, lacks_b) = (known.voids[ix(a)].cards(), known.voids[ix(b)].cards());
    let mut hand_a = unseen.intersect(lacks_b).minus(lacks_a);
    let mut hand_b = unseen.intersect(lacks_a).minus(lacks_b);
    let mut free = unseen.minus(hand_a).minus(hand_b);
    let need_a = u32::from(sizes[ix(a)]);
    if hand_a.len() > need_a || hand_b.len() > u32::from(sizes[ix(b)]) {
        // Cannot happen with voids read from legal play; deal without them rather than fail.
        hand_a = Cards::NONE;
        hand_b = Cards::NONE;
        free = unseen;
    }
    let mut pool = [0u8; DECK_SIZE];
    let mut len = 0;
    for card in free.iter() {
        pool[len] = card.index();
        len += 1;
    }
    let take = (need_a.saturating_sub(hand_a.len()) as usize).min(len);
    for i in 0..take {
        let j = i + rng.below((len - i) as u64) as usize;
        pool.swap(i, j);
    }
    for (i, card) in pool[..len]
        .iter()
        .filter_map(|&c| Card::from_index(c))
        .enumerate()
    {
        if i < take {
            hand_a.insert(card);
        } else {
            hand_b.insert(card);
        }
    }
    deal.hands[ix(a)] = hand_a;
    deal.hands[ix(b)] = hand_b;
    deal
}

/// The hard bot.
pub struct HardBot {
    config: Config,
    search: Ismcts<Search>,
    stop: Option<Box<dyn Stop>>,
    last: Stats,
}

impl Default for HardBot {
    fn default() -> Self {
        HardBot::with_iterations(DEFAULT_ITERATIONS)
    }
}

impl HardBot {
    pub fn with_iterations(iterations: u32) -> Self {
        HardBot {
            config: Config {
                iterations: iterations.max(1),
                ..Config::default()
            },
            search: Ismcts::new(),
            stop: None,
            last: Stats::default(),
        }
    }

    /// A time cap from the caller: the search stops early once `stop` says so.
    pub fn with_stop(mut self, stop: Box<dyn Stop>) -> Self {
        self.stop = Some(stop);
        self
    }

    /// What the last search did: iterations, nodes, and the tree's bytes.
    pub fn last_stats(&self) -> Stats {
        self.last
    }

    /// Searches `view` for `seat` and returns the best move (for benches and tests).
    pub fn think(&mut self, view: &Observation, rng: &mut TableRng) -> Option<Action> {
        let known = view.known_deal()?;
        let (seat, sizes) = (view.seat, view.hand_sizes);
        let stop = self.stop.as_deref();
        let (best, stats) = self.search.search(
            &self.config,
            |rng| Search {
                deal: determinise(&known, seat, sizes, rng),
            },
            rng,
            stop,
        );
        self.last = stats;
        best
    }
}

impl std::fmt::Debug for HardBot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HardBot")
            .field("config", &self.config)
            .field("stop", &self.stop.is_some())
            .finish()
    }
}

impl Bot<Ganjifa> for HardBot {
    fn stop_when(&mut self, stop: Box<dyn Stop>) {
        self.stop = Some(stop);
    }

    fn choose(
        &mut self,
        view: &Observation,
        _seat: Seat,
        legal: &[Action],
        rng: &mut TableRng,
    ) -> Option<Action> {
        if let Some(action) = obvious(legal, rng) {
            return Some(action);
        }
        self.think(view, rng)
            .filter(|a| legal.contains(a))
            .or(legal.first().copied())
    }
}
