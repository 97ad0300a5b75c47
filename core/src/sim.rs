//! AI-only matches, for `cardavia simulate` and bot-strength measurements. No clock here: the
//! caller times what it wants to time.

use crate::ai::{Bot, Bots, Level};
use crate::engine::{
    Game, Match, Outcome, PlayError, RoundResult, Seat, SetupError, TableRng, ToAct,
};

/// The result of one simulated match.
#[derive(Clone, Debug)]
pub struct Played {
    pub outcome: Outcome,
    pub scores: Vec<i64>,
    pub rounds: Vec<RoundResult>,
    /// Actions applied, chance outcomes included.
    pub actions: u64,
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
    #[error("the match did not end within {0} actions")]
    Endless(u64),
}

/// A match no simulation should reach: far beyond any real game's length.
const ACTION_CAP: u64 = 5_000_000;

/// Plays one match with a bot of `levels[seat]` in every seat. Bots draw from their own RNGs
/// (seeded from `seed` and the seat), so the dice stream is the match's alone.
pub fn play<G: Bots>(
    options: &G::Options,
    levels: &[Level],
    seed: u64,
) -> Result<Played, SimError> {
    let mut game: Match<G> = Match::new(options, levels.len(), seed)?;
    let mut bots: Vec<Box<dyn Bot<G>>> = levels.iter().map(|&l| G::bot(l)).collect();
    let mut rngs: Vec<TableRng> = (0..levels.len() as u64)
        .map(|s| TableRng::seeded(seed ^ (0xB07 + s).wrapping_mul(0x9E37_79B9_7F4A_7C15)))
        .collect();
    let mut legal = Vec::new();
    let refused = |seat: Seat, e: PlayError<G::Refusal>| SimError::Refused {
        seat,
        why: e.to_string(),
    };
    loop {
        if game.log().len() as u64 > ACTION_CAP {
            return Err(SimError::Endless(ACTION_CAP));
        }
        match game.to_act() {
            ToAct::Nobody => break,
            ToAct::Chance => {
                game.step_chance().map_err(|e| refused(0, e))?;
            }
            ToAct::Seats { due, may } => {
                // Seats that may interject (a DiCa challenge) are asked first; then the due seat.
                let mut acted = false;
                for seat in may.iter().filter(|&s| s != due).chain([due]) {
                    game.game().legal_actions(seat, &mut legal);
                    if legal.is_empty() {
                        continue;
                    }
                    let i = usize::from(seat);
                    let choice = {
                        let view = game.game().observation(seat);
                        bots[i].choose(&view, seat, &legal, &mut rngs[i])
                    };
                    if let Some(action) = choice {
                        game.act(crate::engine::Actor::Seat(seat), action)
                            .map_err(|e| refused(seat, e))?;
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
    let g = game.game();
    let outcome = g.outcome().ok_or(SimError::Stalled { seat: 0 })?;
    Ok(Played {
        scores: (0..g.seat_count() as Seat).map(|s| g.score(s)).collect(),
        rounds: g.rounds(),
        outcome,
        actions: game.log().len() as u64,
    })
}

/// Totals over many simulated matches.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Summary {
    pub games: u64,
    pub seats: Vec<SeatSummary>,
    pub actions: u64,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct SeatSummary {
    pub level: Level,
    /// Matches won, a shared win counting as its share.
    pub wins: f64,
    pub win_share: f64,
    /// Rounds (deals, games of a series) won, shared likewise.
    pub round_wins: f64,
    pub mean_score: f64,
}

impl Summary {
    pub fn new(levels: &[Level]) -> Self {
        Summary {
            games: 0,
            actions: 0,
            seats: levels
                .iter()
                .map(|&level| SeatSummary {
                    level,
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
    levels: &[Level],
    games: u64,
    seed: u64,
) -> Result<Summary, SimError> {
    let mut summary = Summary::new(levels);
    for i in 0..games {
        summary.add(&play::<G>(options, levels, seed.wrapping_add(i))?);
    }
    Ok(summary)
}

/// Plays one match with uniformly random legal actions (the due seat's; interjections are left
/// out) and returns the number of actions applied. What benchmarks measure as raw engine speed.
pub fn random_playout<G: Game>(
    options: &G::Options,
    seats: usize,
    seed: u64,
) -> Result<u64, SimError> {
    let mut game: Match<G> = Match::new(options, seats, seed)?;
    let mut chooser = TableRng::seeded(!seed);
    let mut legal = Vec::new();
    loop {
        match game.to_act() {
            ToAct::Nobody => return Ok(game.log().len() as u64),
            ToAct::Chance => {
                game.step_chance().map_err(|e| SimError::Refused {
                    seat: 0,
                    why: e.to_string(),
                })?;
            }
            ToAct::Seats { due, .. } => {
                game.game().legal_actions(due, &mut legal);
                let pick = chooser.below(legal.len() as u64) as usize;
                let action = legal
                    .get(pick)
                    .cloned()
                    .ok_or(SimError::Stalled { seat: due })?;
                game.act(crate::engine::Actor::Seat(due), action)
                    .map_err(|e| SimError::Refused {
                        seat: due,
                        why: e.to_string(),
                    })?;
            }
        }
        if game.log().len() as u64 > ACTION_CAP {
            return Err(SimError::Endless(ACTION_CAP));
        }
    }
}
