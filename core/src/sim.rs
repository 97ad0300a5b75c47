//! AI-only matches, for `cardavia simulate` and bot-strength measurements. No clock here: the
//! caller times what it wants to time.
//!
//! Matches are played on the bare game, not a [`crate::engine::Match`]: nothing here needs the
//! action log or forced data, and a log would cost an allocation per action. Chance draws from
//! `TableRng::seeded(seed)` through [`Game::sample_chance`], exactly as a `Match` with that
//! seed would, so a simulated match and a table with the same seed deal the same.

use crate::ai::{Bot, Bots, Level};
use crate::engine::{
    Actor, Game, Outcome, PlayoutError, Prob, RoundResult, Seat, SetupError, TableRng, ToAct,
    PLAYOUT_CAP,
};
use std::fmt;
use std::str::FromStr;

/// Who plays a seat in a simulation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SimSeat {
    /// The game's bot at a level.
    Bot(Level),
    /// Uniformly random legal moves, and only when due (it never interjects): the baseline
    /// that engine-speed comparisons use (OpenSpiel's uniform random bots).
    Random,
    /// The hard bot with this budget: search iterations, or samples a decision (see
    /// [`Bots::searching`]).
    Searching(u32),
}

impl From<Level> for SimSeat {
    fn from(level: Level) -> Self {
        SimSeat::Bot(level)
    }
}

impl fmt::Display for SimSeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SimSeat::Bot(level) => write!(f, "ai:{level}"),
            SimSeat::Random => f.write_str("random"),
            SimSeat::Searching(iterations) => write!(f, "ai:hard:{iterations}"),
        }
    }
}

/// The largest budget `ai:hard:N` takes. Ganjifa's search keeps a tree of up to N + 1 nodes,
/// reserved before it starts (64 bytes a node: `ai:hard:1000000000` asked for 64 GB and
/// aborted), and Gnav's samples N deals a decision. A million is 64 MB of tree, and 60 times the
/// largest budget the strength curves measure (`core/benches/curves/`: 16,000 and 16,384),
/// whose gains have flattened well before it.
pub const MAX_BUDGET: u32 = 1_000_000;

/// `ai:easy`, `ai:normal`, `ai:hard`, `ai:hard:N` (a budget of N, 1 to [`MAX_BUDGET`]: search
/// iterations, or samples a decision), `ai` (normal) or `random`.
impl FromStr for SimSeat {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let seat = s.trim();
        match seat.split_once(':') {
            Some(("ai", budget)) if budget.starts_with("hard:") => budget
                .trim_start_matches("hard:")
                .parse::<u32>()
                .ok()
                .filter(|n| (1..=MAX_BUDGET).contains(n))
                .map(SimSeat::Searching)
                .ok_or_else(|| {
                    format!(
                        "seat {seat:?}: write ai:hard:N with a budget N from 1 to {MAX_BUDGET} \
                         (search iterations, or samples a decision)"
                    )
                }),
            Some(("ai", level)) => level.parse().map(SimSeat::Bot),
            None if seat == "ai" => Ok(SimSeat::Bot(Level::Normal)),
            None if seat == "random" => Ok(SimSeat::Random),
            _ => Err(format!(
                "seat {seat:?} is not a bot: write ai:easy, ai:normal, ai:hard, ai:hard:N or random"
            )),
        }
    }
}

/// The result of one simulated match.
#[derive(Clone, Debug)]
pub struct Played {
    pub outcome: Outcome,
    pub scores: Vec<i64>,
    pub rounds: Vec<RoundResult>,
    /// Actions applied, chance outcomes included.
    pub actions: u64,
    /// Cards played from hands ([`Game::cards_played`]): a trick-taking game's unit of work.
    pub card_plays: u64,
}

/// Why a simulation stopped.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("bot for seat {seat} chose an action the game refused: {why}")]
    Refused { seat: Seat, why: String },
    #[error("bot for seat {seat} had no move when it was due")]
    Stalled { seat: Seat },
    #[error("chance was due with no outcome")]
    NoChance,
    #[error("the match did not end within {0} actions")]
    Endless(u64),
    #[error("this game's hard bot has no search budget to set (ai:hard:N)")]
    NoSearch,
    /// A budget over [`MAX_BUDGET`], given as a [`SimSeat::Searching`] built in code (text
    /// is refused when parsed).
    #[error("a hard bot's budget is at most {MAX_BUDGET}, not {0}")]
    Budget(u32),
}

impl From<PlayoutError> for SimError {
    fn from(e: PlayoutError) -> Self {
        match e {
            PlayoutError::Stalled { seat } => SimError::Stalled { seat },
            PlayoutError::NoChance => SimError::NoChance,
            PlayoutError::Refused { seat, why } => SimError::Refused { seat, why },
            PlayoutError::Endless(cap) => SimError::Endless(cap),
        }
    }
}

/// A game in play with its chance RNG and its counts: what a simulation needs of a `Match`.
struct Playing<G: Game> {
    game: G,
    chance: TableRng,
    outcomes: Vec<(G::Action, Prob)>,
    actions: u64,
    card_plays: u64,
}

impl<G: Game> Playing<G> {
    fn new(options: &G::Options, seats: usize, seed: u64) -> Result<Self, SimError> {
        Ok(Playing {
            game: G::new(options, seats)?,
            chance: TableRng::seeded(seed),
            outcomes: Vec::new(),
            actions: 0,
            card_plays: 0,
        })
    }

    fn deal(&mut self) -> Result<(), SimError> {
        let action = self
            .game
            .sample_chance(&mut self.chance, &mut self.outcomes)
            .ok_or(SimError::NoChance)?;
        self.game
            .apply(Actor::Chance, &action)
            .map_err(|e| SimError::Refused {
                seat: 0,
                why: e.to_string(),
            })?;
        self.count()
    }

    fn act(&mut self, seat: Seat, action: &G::Action) -> Result<(), SimError> {
        self.game
            .apply(Actor::Seat(seat), action)
            .map_err(|e| SimError::Refused {
                seat,
                why: e.to_string(),
            })?;
        self.card_plays += u64::from(G::cards_played(action));
        self.count()
    }

    /// The result of the match, once over.
    fn played(self) -> Result<Played, SimError> {
        let g = &self.game;
        let outcome = g.outcome().ok_or(SimError::Stalled { seat: 0 })?;
        Ok(Played {
            scores: (0..g.seat_count() as Seat).map(|s| g.score(s)).collect(),
            rounds: g.rounds(),
            outcome,
            actions: self.actions,
            card_plays: self.card_plays,
        })
    }

    fn count(&mut self) -> Result<(), SimError> {
        self.actions += 1;
        if self.actions > PLAYOUT_CAP {
            return Err(SimError::Endless(PLAYOUT_CAP));
        }
        Ok(())
    }
}

/// Plays one match with a bot of `levels[seat]` in every seat. See [`play_seats`].
pub fn play<G: Bots>(
    options: &G::Options,
    levels: &[Level],
    seed: u64,
) -> Result<Played, SimError> {
    let seats: Vec<SimSeat> = levels.iter().map(|&l| SimSeat::Bot(l)).collect();
    play_seats::<G>(options, &seats, seed)
}

/// Plays one match with `seats[seat]` in every seat. Bots and random seats draw from their own
/// RNGs (seeded from `seed` and the seat), so the dice stream is the match's alone.
pub fn play_seats<G: Bots>(
    options: &G::Options,
    seats: &[SimSeat],
    seed: u64,
) -> Result<Played, SimError> {
    let mut rngs: Vec<TableRng> = (0..seats.len() as u64)
        .map(|s| TableRng::seeded(seed ^ (0xB07 + s).wrapping_mul(0x9E37_79B9_7F4A_7C15)))
        .collect();
    let mut playing: Playing<G> = Playing::new(options, seats.len(), seed)?;
    if seats.iter().all(|&seat| seat == SimSeat::Random) {
        // Every seat random: the game's own playout loop, which draws exactly as the loop below.
        let counts = playing
            .game
            .play_out_randomly(&mut playing.chance, &mut rngs)?;
        playing.actions = counts.actions;
        playing.card_plays = counts.card_plays;
        return playing.played();
    }
    let mut bots: Vec<Option<Box<dyn Bot<G>>>> = seats
        .iter()
        .map(|seat| match seat {
            SimSeat::Bot(level) => Ok(Some(G::bot(*level))),
            SimSeat::Searching(iterations) if *iterations > MAX_BUDGET => {
                Err(SimError::Budget(*iterations))
            }
            SimSeat::Searching(iterations) => G::searching(*iterations)
                .map(Some)
                .ok_or(SimError::NoSearch),
            SimSeat::Random => Ok(None),
        })
        .collect::<Result<_, _>>()?;
    let mut legal = Vec::new();
    loop {
        match playing.game.to_act() {
            ToAct::Nobody => break,
            ToAct::Chance => playing.deal()?,
            ToAct::Seats { due, may } => {
                // Seats that may interject (a DiCa challenge) are asked first; then the due seat.
                let mut acted = false;
                for seat in may.iter().filter(|&s| s != due).chain([due]) {
                    let i = usize::from(seat);
                    let bot = bots.get_mut(i).and_then(Option::as_mut);
                    if bot.is_none() && seat != due {
                        continue;
                    }
                    let choice = match bot {
                        Some(bot) => {
                            playing.game.legal_actions(seat, &mut legal);
                            if legal.is_empty() {
                                continue;
                            }
                            let view = playing.game.observation(seat);
                            bot.choose(&view, seat, &legal, &mut rngs[i])
                        }
                        None => match playing.game.sample_legal(seat, &mut rngs[i], &mut legal) {
                            Some(action) => Some(action),
                            None => continue,
                        },
                    };
                    if let Some(action) = choice {
                        playing.act(seat, &action)?;
                        acted = true;
                        break;
                    }
                }
                if !acted {
                    return Err(SimError::Stalled { seat: due });
                }
            }
        }
    }
    playing.played()
}

/// Totals over many simulated matches.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub games: u64,
    pub seats: Vec<SeatSummary>,
    pub actions: u64,
    pub card_plays: u64,
}

#[derive(Clone, Debug)]
pub struct SeatSummary {
    pub player: SimSeat,
    /// Matches won, a shared win counting as its share.
    pub wins: f64,
    pub win_share: f64,
    /// Rounds (deals, games of a series) won, shared likewise.
    pub round_wins: f64,
    pub mean_score: f64,
}

impl Summary {
    pub fn new(seats: &[SimSeat]) -> Self {
        Summary {
            games: 0,
            actions: 0,
            card_plays: 0,
            seats: seats
                .iter()
                .map(|&player| SeatSummary {
                    player,
                    wins: 0.0,
                    win_share: 0.0,
                    round_wins: 0.0,
                    mean_score: 0.0,
                })
                .collect(),
        }
    }

    /// Adds one match; means are kept as running means.
    pub fn add(&mut self, played: &Played) {
        self.games += 1;
        self.actions += played.actions;
        self.card_plays += played.card_plays;
        let n = self.games as f64;
        for (seat, summary) in self.seats.iter_mut().enumerate() {
            let s = seat as Seat;
            summary.wins += played.outcome.share(s);
            summary.win_share = summary.wins / n;
            summary.round_wins += played
                .rounds
                .iter()
                .filter(|r| r.winners.contains(s))
                .map(|r| 1.0 / r.winners.len() as f64)
                .sum::<f64>();
            let score = played.scores.get(seat).copied().unwrap_or(0) as f64;
            summary.mean_score += (score - summary.mean_score) / n;
        }
    }
}

/// Plays `games` matches with seeds `seed, seed+1, ...` and sums them up.
pub fn simulate<G: Bots>(
    options: &G::Options,
    seats: &[SimSeat],
    games: u64,
    seed: u64,
) -> Result<Summary, SimError> {
    let mut summary = Summary::new(seats);
    for i in 0..games {
        summary.add(&play_seats::<G>(options, seats, seed.wrapping_add(i))?);
    }
    Ok(summary)
}

/// Plays one match with uniformly random legal actions (the due seat's; interjections are left
/// out) and returns the number of actions applied, chance included. What benchmarks measure as
/// raw engine speed: the game's own [`Game::play_out_randomly`], no log, no observation.
pub fn random_playout<G: Game>(
    options: &G::Options,
    seats: usize,
    seed: u64,
) -> Result<u64, SimError> {
    let mut game = G::new(options, seats)?;
    let mut chance = TableRng::seeded(seed);
    let counts = game.play_out_randomly(&mut chance, &mut [TableRng::seeded(!seed)])?;
    Ok(counts.actions)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hard_bots_budget_is_capped() {
        assert_eq!(
            "ai:hard:1000000".parse::<SimSeat>(),
            Ok(SimSeat::Searching(1_000_000))
        );
        for too_much in [
            "ai:hard:1000001",
            "ai:hard:1000000000",
            "ai:hard:4294967295",
        ] {
            let err = too_much.parse::<SimSeat>().expect_err(too_much);
            assert!(err.contains(too_much), "{err}");
            assert!(err.contains("1 to 1000000"), "{err}");
        }
        let err = "ai:hard:0".parse::<SimSeat>().expect_err("zero");
        assert!(err.contains("1 to 1000000"), "{err}");
    }
}
