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

/// Iterations per decision unless told otherwise, chosen from the strength curve
/// (`scripts/bot-curve`, 2,001 deals a budget against two normal bots): 250 iterations win
/// 40.2 % of deals, 1,000 win 50.4 %, 4,000 win 55.4 % (95 % intervals 48.2–52.6 and
/// 53.2–57.6: the step is real), at about 25 ms a decision on a 2-core x86 machine, well
/// inside a phone's think cap even 3 times slower. 16,000 win 58.8 % (56.6–60.9: overlapping)
/// at four times the time, past that cap on a slower phone.
pub const DEFAULT_ITERATIONS: u32 = 4000;

/// How much of the reward is winning the deal by default; the rest is the share of cards
/// captured.
pub const DEFAULT_WIN_WEIGHT: f64 = 0.8;

/// How the search plays a determinised deal to its end after leaving the tree.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Playout {
    /// Uniformly random legal moves (a leader holding a Dukal leads the longest).
    Random,
    /// [`playout_move`]: cheap rules of thumb.
    #[default]
    Greedy,
    /// [`informed_playout_move`]: rules of thumb that look at the guessed hands.
    Informed,
}

/// A determinised deal, played forward by the search.
#[derive(Clone, Copy, Debug)]
pub struct Search {
    pub deal: Deal,
    pub playout: Playout,
    pub win_weight: f64,
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
        match self.playout {
            Playout::Random => self.deal.random_move(rng),
            Playout::Greedy => playout_move(&self.deal, rng),
            Playout::Informed => informed_playout_move(&self.deal, rng),
        }
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
        self.win_weight * win + (1.0 - self.win_weight) * f64::from(mine) / DECK_SIZE as f64
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

/// Like [`playout_move`], but the second player, who can see the guessed hands, wins the trick
/// when the third player cannot take it back, and otherwise plays its cheapest card.
pub fn informed_playout_move(deal: &Deal, rng: &mut TableRng) -> Option<Action> {
    let seat = deal.to_move()?;
    if let Step::Trick(trick) = deal.step {
        if trick.count() == 1 {
            let best = winning_so_far(deal)?;
            let playable = deal.playable(seat);
            let third = next(seat);
            let answers = deal.may_follow(deal.hand(third), trick.led()?.suit());
            let safe = playable
                .iter()
                .filter(|&c| deal.beats(c, best) && !answers.iter().any(|a| deal.beats(a, c)))
                .min_by_key(|&c| super::worth(c, deal.trump));
            return safe
                .or_else(|| cheapest(playable, deal.trump))
                .map(Action::Play);
        }
    }
    playout_move(deal, rng)
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
    playout: Playout,
    win_weight: f64,
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
            playout: Playout::default(),
            win_weight: DEFAULT_WIN_WEIGHT,
            search: Ismcts::new(),
            stop: None,
            last: Stats::default(),
        }
    }

    /// The search's exploration constant and budget.
    pub fn with_config(mut self, config: Config) -> Self {
        self.config = config;
        self
    }

    /// The playout policy.
    pub fn with_playout(mut self, playout: Playout) -> Self {
        self.playout = playout;
        self
    }

    /// How much of the reward is winning the deal (0–1); the rest is the cards captured.
    pub fn with_win_weight(mut self, weight: f64) -> Self {
        self.win_weight = weight.clamp(0.0, 1.0);
        self
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
        let (playout, win_weight) = (self.playout, self.win_weight);
        let stop = self.stop.as_deref();
        let (best, stats) = self.search.search(
            &self.config,
            |rng| Search {
                deal: determinise(&known, seat, sizes, rng),
                playout,
                win_weight,
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
