//! [`Match`]: a game with its seeded RNG, forced chance data, and the log of every action.

use super::actor::{Actor, ToAct};
use super::chance::{Forced, ForcedError, Prob};
use super::game::{Game, Refusal, SetupError};
use super::rng::{TableRng, RNG_ALGORITHM};
use crate::games::GameId;
use serde::{Deserialize, Serialize};

/// The snapshot layout version. Bump it (and keep reading the old one) when [`Snapshot`] changes.
pub const SNAPSHOT_FORMAT: u32 = 1;

/// One applied action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry<A> {
    pub actor: Actor,
    pub action: A,
}

/// Why an action was not applied. Nothing changed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PlayError<R: Refusal> {
    #[error("the game is over")]
    Over,
    #[error("{actor} may not act now")]
    NotYourTurn { actor: Actor },
    #[error(transparent)]
    Refused(R),
    #[error(transparent)]
    Forced(ForcedError),
}

impl<R: Refusal> PlayError<R> {
    /// A stable, kebab-case id: `game-over`, `not-your-turn`, `forced`, or the game's own kind.
    pub fn kind(&self) -> &'static str {
        match self {
            PlayError::Over => "game-over",
            PlayError::NotYourTurn { .. } => "not-your-turn",
            PlayError::Refused(r) => r.kind(),
            PlayError::Forced(_) => "forced",
        }
    }
}

/// Why a snapshot could not be restored. The caller's state is untouched.
#[derive(Debug, thiserror::Error)]
pub enum RestoreError {
    #[error("the snapshot is not valid JSON for this game: {0}")]
    Malformed(#[from] serde_json::Error),
    #[error("the snapshot has format {found}; this version reads up to {SNAPSHOT_FORMAT}")]
    Format { found: u32 },
    #[error("the snapshot is of {found}, not {expected}")]
    WrongGame { expected: GameId, found: GameId },
    #[error("the snapshot's dice were drawn with {found:?}; this version uses {RNG_ALGORITHM:?}")]
    RngAlgorithm { found: String },
    #[error("the snapshot's options or seats are not allowed: {0}")]
    Setup(#[from] SetupError),
    #[error("action {index} of the snapshot's log ({action}) does not replay: {why}")]
    Replay {
        index: usize,
        action: String,
        why: String,
    },
    #[error("the snapshot's state differs from what its log replays to")]
    Inconsistent,
}

/// Everything needed to resume a match exactly: options, seats, seed, the RNG's position, the log
/// and the state it leads to. The RNG algorithm is recorded so a save is never resumed with other
/// dice.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Snapshot<G: Game> {
    pub format: u32,
    pub game: GameId,
    pub rng_algorithm: String,
    pub seed: u64,
    pub options: G::Options,
    pub seats: usize,
    pub rng: TableRng,
    pub log: Vec<LogEntry<G::Action>>,
    pub state: G,
}

/// A game in play, with its RNG, forced chance data (tests only; not saved) and action log.
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    seed: u64,
    game: G,
    rng: TableRng,
    log: Vec<LogEntry<G::Action>>,
    forced: Forced,
    outcomes: Vec<(G::Action, Prob)>,
}

impl<G: Game> Match<G> {
    pub fn new(options: &G::Options, seats: usize, seed: u64) -> Result<Self, SetupError> {
        Ok(Match {
            seed,
            game: G::new(options, seats)?,
            rng: TableRng::seeded(seed),
            log: Vec::new(),
            forced: Forced::default(),
            outcomes: Vec::new(),
        })
    }

    /// Chance uses these dice and cards before the RNG.
    pub fn with_forced(mut self, forced: Forced) -> Self {
        self.forced = forced;
        self
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn log(&self) -> &[LogEntry<G::Action>] {
        &self.log
    }

    pub fn forced(&self) -> &Forced {
        &self.forced
    }

    pub fn to_act(&self) -> ToAct {
        self.game.to_act()
    }

    /// Applies an action by `actor` (a seat, or chance when replaying a logged outcome).
    /// On error nothing changes.
    pub fn act(&mut self, actor: Actor, action: G::Action) -> Result<(), PlayError<G::Refusal>> {
        let to_act = self.game.to_act();
        if to_act == ToAct::Nobody {
            return Err(PlayError::Over);
        }
        if !to_act.allows(actor) {
            let refusal = match actor {
                Actor::Seat(seat) => self.game.refusal_out_of_turn(seat, &action),
                Actor::Chance => None,
            };
            return Err(refusal.map_or(PlayError::NotYourTurn { actor }, PlayError::Refused));
        }
        self.game
            .apply(actor, &action)
            .map_err(PlayError::Refused)?;
        self.log.push(LogEntry { actor, action });
        Ok(())
    }

    /// Resolves one chance node if chance is due: forced data first, else the RNG.
    /// Returns whether a chance outcome was applied.
    pub fn step_chance(&mut self) -> Result<bool, PlayError<G::Refusal>> {
        if self.game.to_act() != ToAct::Chance {
            return Ok(false);
        }
        let mut forced = self.forced.clone();
        let action = match self.game.forced_outcome(&mut forced) {
            Err(e) => return Err(PlayError::Forced(e)),
            Ok(Some(action)) => action,
            Ok(None) => {
                let mut outcomes = std::mem::take(&mut self.outcomes);
                self.game.chance_outcomes(&mut outcomes);
                let probs: Vec<Prob> = outcomes.iter().map(|(_, p)| *p).collect();
                let pick = self.rng.pick(&probs);
                let action = outcomes.get(pick).map(|(a, _)| a.clone());
                self.outcomes = outcomes;
                match action {
                    Some(action) => action,
                    None => return Ok(false),
                }
            }
        };
        self.act(Actor::Chance, action)?;
        self.forced = forced;
        Ok(true)
    }

    /// Resolves chance until a seat is due or the game is over.
    pub fn resolve_chance(&mut self) -> Result<(), PlayError<G::Refusal>> {
        while self.step_chance()? {}
        Ok(())
    }

    pub fn snapshot(&self) -> Snapshot<G> {
        Snapshot {
            format: SNAPSHOT_FORMAT,
            game: G::ID,
            rng_algorithm: RNG_ALGORITHM.to_string(),
            seed: self.seed,
            options: self.game.options().clone(),
            seats: self.game.seat_count(),
            rng: self.rng.clone(),
            log: self.log.clone(),
            state: self.game.clone(),
        }
    }

    /// Restores a snapshot. The log is replayed from the options and must lead to exactly the
    /// saved state, so a tampered or corrupt save is refused rather than played.
    pub fn restore(snapshot: Snapshot<G>) -> Result<Self, RestoreError> {
        if snapshot.format > SNAPSHOT_FORMAT {
            return Err(RestoreError::Format {
                found: snapshot.format,
            });
        }
        if snapshot.game != G::ID {
            return Err(RestoreError::WrongGame {
                expected: G::ID,
                found: snapshot.game,
            });
        }
        if snapshot.rng_algorithm != RNG_ALGORITHM {
            return Err(RestoreError::RngAlgorithm {
                found: snapshot.rng_algorithm,
            });
        }
        let mut replayed = Self::replay(
            &snapshot.options,
            snapshot.seats,
            snapshot.seed,
            snapshot.log,
        )?;
        let same = serde_json::to_value(&replayed.game)? == serde_json::to_value(&snapshot.state)?;
        if !same {
            return Err(RestoreError::Inconsistent);
        }
        replayed.rng = snapshot.rng;
        Ok(replayed)
    }

    /// Restores a snapshot from its JSON text.
    pub fn restore_json(text: &str) -> Result<Self, RestoreError> {
        Self::restore(serde_json::from_str(text)?)
    }

    /// Replays a log from the start. The RNG is the seed's fresh one: only the game state is
    /// reproduced (the log holds every chance outcome).
    pub fn replay(
        options: &G::Options,
        seats: usize,
        seed: u64,
        log: impl IntoIterator<Item = LogEntry<G::Action>>,
    ) -> Result<Self, RestoreError> {
        let mut m = Self::new(options, seats, seed)?;
        for (index, entry) in log.into_iter().enumerate() {
            let action = entry.action.to_string();
            m.act(entry.actor, entry.action)
                .map_err(|e| RestoreError::Replay {
                    index,
                    action,
                    why: e.to_string(),
                })?;
        }
        Ok(m)
    }
}
