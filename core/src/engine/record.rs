//! [`Match`]: a game with its seeded RNG, forced chance data, and the log of every action.

use super::actor::{Actor, ToAct};
use super::chance::{Forced, ForcedError, Prob};
use super::game::{Game, Refusal, SetupError};
use super::game_id::GameId;
use super::rng::{TableRng, RNG_ALGORITHM};
use serde::{Deserialize, Serialize};

/// The snapshot layout version. Bump it (and keep reading the old one) when [`Snapshot`] changes.
/// 2: a snapshot may be a checkpoint whose log is kept elsewhere ([`Snapshot::applied`]), and it
/// records the forced chance data it was given and whether chance outcomes were given from
/// outside; format 1 reads as a snapshot with its whole log, drawn chance and nothing forced.
pub const SNAPSHOT_FORMAT: u32 = 2;

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
    /// A log whose chance outcomes were changed may still replay to the
    /// saved state; each logged outcome must be the one the seeded RNG (or the forced data)
    /// gives at that point.
    #[error("chance outcome {index} of the log ({logged}) is not the one drawn there ({drawn})")]
    ChanceDiffers {
        index: usize,
        logged: String,
        drawn: String,
    },
    #[error("the log holds {found} actions; the checkpoint was taken after {expected}")]
    ShortLog { expected: u64, found: usize },
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
    /// The whole log; empty in a checkpoint ([`Snapshot::applied`]).
    #[serde(default)]
    pub log: Vec<LogEntry<G::Action>>,
    /// A checkpoint: the number of actions applied when it was taken, its log kept elsewhere
    /// (the store's append-only action log), so saving it does not grow with the series.
    /// `None`: [`Snapshot::log`] is the whole log.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub applied: Option<u64>,
    /// The forced chance data the match was given at its start (tests and scenario files), so
    /// a restore draws chance exactly as the match did.
    #[serde(default, skip_serializing_if = "Forced::is_empty")]
    pub forced: Forced,
    /// Whether some chance outcome was given from outside ([`Match::act`] by chance: a
    /// scenario naming the outcome) instead of drawn: such a log's chance cannot be checked
    /// against the RNG, only against the saved state. A table never gives chance, and refuses
    /// such a snapshot.
    #[serde(default, skip_serializing_if = "is_false")]
    pub chance_given: bool,
    pub state: G,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A match as it was before some actions: what [`Match::take_back`] returns it to. It holds the
/// game's state, the RNG and the forced data of that moment, not the log (the log only grows, so
/// its length then is enough).
#[derive(Clone, Debug)]
pub struct MatchPoint<G: Game> {
    game: G,
    rng: TableRng,
    forced: Forced,
    chance_given: bool,
    log_len: usize,
}

impl<G: Game> MatchPoint<G> {
    /// How many actions the match had applied at this point.
    pub fn log_len(&self) -> u64 {
        self.log_len as u64
    }
}

/// A chance outcome drawn, with the forced data left after it.
type Drawn<G> = (<G as Game>::Action, Forced);

/// A game in play, with its RNG, forced chance data (tests and scenarios; saved with it, so a
/// restore draws chance as the match did) and action log.
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    seed: u64,
    game: G,
    rng: TableRng,
    log: Vec<LogEntry<G::Action>>,
    forced: Forced,
    /// The forced data as given, before chance used any of it (saved, to replay).
    forced_given: Forced,
    /// Whether a chance outcome was applied as given rather than drawn.
    chance_given: bool,
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
            forced_given: Forced::default(),
            chance_given: false,
            outcomes: Vec::new(),
        })
    }

    /// Chance uses these dice and cards before the RNG.
    pub fn with_forced(mut self, forced: Forced) -> Self {
        self.forced_given = forced.clone();
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

    /// Applies an action by `actor` (a seat, or chance naming its outcome: the match then
    /// records that its chance was given, see [`Snapshot::chance_given`]). On error nothing
    /// changes.
    pub fn act(&mut self, actor: Actor, action: G::Action) -> Result<(), PlayError<G::Refusal>> {
        self.apply_entry(actor, action)?;
        if actor == Actor::Chance {
            self.chance_given = true;
        }
        Ok(())
    }

    fn apply_entry(
        &mut self,
        actor: Actor,
        action: G::Action,
    ) -> Result<(), PlayError<G::Refusal>> {
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
        let Some((action, forced)) = self.draw_chance()? else {
            return Ok(false);
        };
        self.apply_entry(Actor::Chance, action)?;
        self.forced = forced;
        Ok(true)
    }

    /// The outcome chance gives now, if chance is due, with the forced data left after it: the
    /// RNG moves on, nothing else changes.
    fn draw_chance(&mut self) -> Result<Option<Drawn<G>>, PlayError<G::Refusal>> {
        if self.game.to_act() != ToAct::Chance {
            return Ok(None);
        }
        let mut forced = self.forced.clone();
        let action = match self.game.forced_outcome(&mut forced) {
            Err(e) => return Err(PlayError::Forced(e)),
            Ok(Some(action)) => action,
            Ok(None) => match self.game.sample_chance(&mut self.rng, &mut self.outcomes) {
                Some(action) => action,
                None => return Ok(None),
            },
        };
        Ok(Some((action, forced)))
    }

    /// The match as it is now, with `game` as its state: the state is passed in because the
    /// caller usually holds a copy already (the table keeps one of the state before each action).
    pub fn point_with(&self, game: G) -> MatchPoint<G> {
        MatchPoint {
            game,
            rng: self.rng.clone(),
            forced: self.forced.clone(),
            chance_given: self.chance_given,
            log_len: self.log.len(),
        }
    }

    /// Returns the match to `point`, dropping the actions applied since. Refused (`false`, and
    /// nothing changes) when the log is shorter than it was at the point: the point is then not
    /// of this match's past.
    pub fn take_back(&mut self, point: MatchPoint<G>) -> bool {
        if point.log_len > self.log.len() {
            return false;
        }
        self.log.truncate(point.log_len);
        self.game = point.game;
        self.rng = point.rng;
        self.forced = point.forced;
        self.chance_given = point.chance_given;
        true
    }

    /// Resolves chance until a seat is due or the game is over.
    pub fn resolve_chance(&mut self) -> Result<(), PlayError<G::Refusal>> {
        while self.step_chance()? {}
        Ok(())
    }

    /// The whole match: its log included.
    pub fn snapshot(&self) -> Snapshot<G> {
        Snapshot {
            log: self.log.clone(),
            ..self.checkpoint()
        }
    }

    /// The match without its log, which the caller keeps (the store's action log): what a save
    /// writes at a round's end, of a size that does not grow with the series. Restore it with
    /// [`Match::restore_with_log`].
    pub fn checkpoint(&self) -> Snapshot<G> {
        Snapshot {
            format: SNAPSHOT_FORMAT,
            game: G::ID,
            rng_algorithm: RNG_ALGORITHM.to_string(),
            seed: self.seed,
            options: self.game.options().clone(),
            seats: self.game.seat_count(),
            rng: self.rng.clone(),
            log: Vec::new(),
            applied: Some(self.log.len() as u64),
            forced: self.forced_given.clone(),
            chance_given: self.chance_given,
            state: self.game.clone(),
        }
    }

    /// Restores a snapshot that holds its whole log (see [`Match::restore_with_log`]).
    pub fn restore(mut snapshot: Snapshot<G>) -> Result<Self, RestoreError> {
        let log = std::mem::take(&mut snapshot.log);
        snapshot.applied = Some(log.len() as u64);
        Self::restore_with_log(snapshot, log)
    }

    /// Restores a snapshot (a checkpoint, or one with its whole log) and the whole log of the
    /// match, which may run past the checkpoint. The log is replayed from the options and the
    /// seed: every chance outcome in it must be the one chance draws there (a changed outcome
    /// is refused even when the state happens to come out the same), the
    /// replay must pass through exactly the snapshot's state and RNG, and the actions after it
    /// must replay too. So a tampered or corrupt save is refused rather than played.
    pub fn restore_with_log(
        snapshot: Snapshot<G>,
        log: Vec<LogEntry<G::Action>>,
    ) -> Result<Self, RestoreError> {
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
        let at = match snapshot.applied {
            Some(applied) => applied,
            None => snapshot.log.len() as u64,
        };
        if snapshot.applied.is_none() && !log.starts_with(&snapshot.log) {
            return Err(RestoreError::Inconsistent);
        }
        let Ok(at) = usize::try_from(at) else {
            return Err(RestoreError::ShortLog {
                expected: at,
                found: log.len(),
            });
        };
        if log.len() < at {
            return Err(RestoreError::ShortLog {
                expected: at as u64,
                found: log.len(),
            });
        }
        let mut m = Self::new(&snapshot.options, snapshot.seats, snapshot.seed)?
            .with_forced(snapshot.forced);
        m.chance_given = snapshot.chance_given;
        let mut entries = log.into_iter().enumerate();
        for (index, entry) in entries.by_ref().take(at) {
            m.replay_entry(index, entry)?;
        }
        let same = serde_json::to_value(&m.game)? == serde_json::to_value(&snapshot.state)?;
        if !same {
            return Err(RestoreError::Inconsistent);
        }
        if m.chance_given {
            // Chance was given, not drawn: the RNG cannot be replayed, only restored.
            m.rng = snapshot.rng;
        } else if m.rng != snapshot.rng {
            return Err(RestoreError::Inconsistent);
        }
        for (index, entry) in entries {
            m.replay_entry(index, entry)?;
        }
        Ok(m)
    }

    /// Applies one logged action in a replay. A chance outcome is drawn as the match drew it
    /// and must be the logged one, unless the match's chance was given.
    fn replay_entry(
        &mut self,
        index: usize,
        entry: LogEntry<G::Action>,
    ) -> Result<(), RestoreError> {
        let failed = |why: String| RestoreError::Replay {
            index,
            action: entry.action.to_string(),
            why,
        };
        if entry.actor != Actor::Chance || self.chance_given {
            return self
                .apply_entry(entry.actor, entry.action.clone())
                .map_err(|e| failed(e.to_string()));
        }
        let (drawn, forced) = match self.draw_chance() {
            Ok(Some(drawn)) => drawn,
            Ok(None) => return Err(failed("chance is not due here".to_string())),
            Err(e) => return Err(failed(e.to_string())),
        };
        if drawn != entry.action {
            return Err(RestoreError::ChanceDiffers {
                index,
                logged: entry.action.to_string(),
                drawn: drawn.to_string(),
            });
        }
        self.apply_entry(Actor::Chance, drawn)
            .map_err(|e| failed(e.to_string()))?;
        self.forced = forced;
        Ok(())
    }

    /// Restores a snapshot from its JSON text.
    pub fn restore_json(text: &str) -> Result<Self, RestoreError> {
        Self::restore(serde_json::from_str(text)?)
    }

    /// Replays a log from the start. The RNG is the seed's fresh one: only the game state is
    /// reproduced (the log holds every chance outcome, applied as given).
    pub fn replay(
        options: &G::Options,
        seats: usize,
        seed: u64,
        log: impl IntoIterator<Item = LogEntry<G::Action>>,
    ) -> Result<Self, RestoreError> {
        let mut m = Self::new(options, seats, seed)?;
        for (index, entry) in log.into_iter().enumerate() {
            let action = entry.action.to_string();
            m.apply_entry(entry.actor, entry.action)
                .map_err(|e| RestoreError::Replay {
                    index,
                    action,
                    why: e.to_string(),
                })?;
            m.chance_given |= m.log.last().is_some_and(|e| e.actor == Actor::Chance);
        }
        Ok(m)
    }
}
