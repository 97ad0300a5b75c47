//! A DICEN table played by bots through `engine::Match`, autosaving every action the way the
//! table layer will: one `Store::autosave` per applied action, with the `Match` snapshot as the
//! table's snapshot, the rounds the action finished, and the finish when it ended the game.
//! Shared by the store tests, the kill test and the cold-start benchmark.

#![allow(dead_code)]

use cardavia_core::ai::Bots;
use cardavia_core::ai::{Bot, Level};
use cardavia_core::engine::Observe;
use cardavia_core::engine::{Actor, Game, Match, Seat, TableRng, ToAct};
use cardavia_core::games::dicen::{Dicen, DicenOptions};
use cardavia_core::games::GameId;
use cardavia_core::store::{
    Autosave, Finish, NewSeries, Occupant, Resume, SeatSpec, SeriesId, Store, StoreError,
};

pub struct BotTable {
    pub series: SeriesId,
    pub game: Match<Dicen>,
    bots: Vec<Box<dyn Bot<Dicen>>>,
    rngs: Vec<TableRng>,
    /// Rounds already saved.
    pub rounds_saved: usize,
    legal: Vec<<Dicen as Game>::Action>,
}

/// Why a step failed.
#[derive(Debug)]
pub enum StepError {
    Store(StoreError),
    /// The game refused a bot's action, or a bot had no move: a bug outside the store.
    Game(String),
}

impl From<StoreError> for StepError {
    fn from(e: StoreError) -> Self {
        StepError::Store(e)
    }
}

/// What one step saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub seq: u64,
    pub actor: Actor,
    pub action: String,
    pub finished: bool,
}

fn level_of(occupant: Occupant) -> Level {
    match occupant {
        Occupant::Ai(level) => level,
        Occupant::Player(_) | Occupant::People => Level::Normal,
    }
}

fn bot_rngs(seed: u64, seats: usize, applied: u64) -> Vec<TableRng> {
    (0..seats as u64)
        .map(|s| TableRng::seeded(seed ^ applied.wrapping_mul(31) ^ (s + 1).wrapping_mul(0x9E37)))
        .collect()
}

impl BotTable {
    /// Starts a series with the given seats. Every seat is played by a bot: an AI seat's at its
    /// level, a person's seat by a normal one.
    pub fn start(
        store: &mut Store,
        options: &DicenOptions,
        seats: &[SeatSpec],
        seed: u64,
        created_ms: i64,
    ) -> Result<BotTable, StepError> {
        let game: Match<Dicen> =
            Match::new(options, seats.len(), seed).map_err(|e| StepError::Game(e.to_string()))?;
        let options_json =
            serde_json::to_string(options).map_err(|e| StepError::Game(e.to_string()))?;
        let snapshot = snapshot_text(&game)?;
        let series = store.start_series(&NewSeries {
            game: GameId::Dicen,
            options: &options_json,
            seats,
            planned_rounds: u32::from(options.rounds),
            created_ms,
            snapshot: &snapshot,
            opening: &[],
            state: None,
            narration: &[],
            people: &[],
        })?;
        Ok(BotTable {
            series,
            bots: seats
                .iter()
                .map(|s| Dicen::bot(level_of(s.occupant)))
                .collect(),
            rngs: bot_rngs(seed, seats.len(), 0),
            game,
            rounds_saved: 0,
            legal: Vec::new(),
        })
    }

    /// Bots in every seat.
    pub fn start_bots(
        store: &mut Store,
        options: &DicenOptions,
        levels: &[Level],
        seed: u64,
        created_ms: i64,
    ) -> Result<BotTable, StepError> {
        let seats: Vec<SeatSpec> = levels
            .iter()
            .map(|&l| SeatSpec {
                occupant: Occupant::Ai(l),
                team: None,
            })
            .collect();
        Self::start(store, options, &seats, seed, created_ms)
    }

    /// Carries on from a saved table: restores the snapshot (which replays and verifies its
    /// log) and checks it against the stored log.
    pub fn resume(resume: &Resume) -> Result<BotTable, StepError> {
        let game = Match::<Dicen>::restore_json(&resume.snapshot)
            .map_err(|e| StepError::Game(format!("restore: {e}")))?;
        if game.log().len() as u64 != resume.applied {
            return Err(StepError::Game(format!(
                "the snapshot has {} actions, the store {}",
                game.log().len(),
                resume.applied
            )));
        }
        for (entry, logged) in game.log().iter().zip(&resume.log) {
            if entry.actor != logged.actor || entry.action.to_string() != logged.action {
                return Err(StepError::Game(format!(
                    "log differs at seq {}: {} vs {}",
                    logged.seq, entry.action, logged.action
                )));
            }
        }
        let seats = game.game().seat_count();
        Ok(BotTable {
            series: resume.series.id,
            bots: resume
                .series
                .seats
                .iter()
                .map(|s| Dicen::bot(level_of(s.occupant)))
                .collect(),
            rngs: bot_rngs(game.seed(), seats, resume.applied),
            rounds_saved: resume.series.rounds as usize,
            game,
            legal: Vec::new(),
        })
    }

    pub fn is_over(&self) -> bool {
        self.game.to_act() == ToAct::Nobody
    }

    /// Applies one action (a chance outcome or a bot's move) and autosaves it. `None` when the
    /// game is over.
    pub fn step(&mut self, store: &mut Store, now_ms: i64) -> Result<Option<Saved>, StepError> {
        let actor = match self.game.to_act() {
            ToAct::Nobody => return Ok(None),
            ToAct::Chance => {
                self.game
                    .step_chance()
                    .map_err(|e| StepError::Game(e.to_string()))?;
                Actor::Chance
            }
            ToAct::Seats { due, .. } => {
                self.game.game().legal_actions(due, &mut self.legal);
                let i = usize::from(due);
                let choice = {
                    let view = self.game.game().observation(due);
                    let (Some(bot), Some(rng)) = (self.bots.get_mut(i), self.rngs.get_mut(i))
                    else {
                        return Err(StepError::Game(format!("no bot for seat {due}")));
                    };
                    bot.choose(&view, due, &self.legal, rng)
                };
                let action =
                    choice.ok_or_else(|| StepError::Game(format!("seat {due} stalled")))?;
                self.game
                    .act(Actor::Seat(due), action)
                    .map_err(|e| StepError::Game(e.to_string()))?;
                Actor::Seat(due)
            }
        };
        self.save_last(store, actor, now_ms).map(Some)
    }

    fn save_last(
        &mut self,
        store: &mut Store,
        actor: Actor,
        now_ms: i64,
    ) -> Result<Saved, StepError> {
        let seq = self.game.log().len() as u64 - 1;
        let action = self
            .game
            .log()
            .last()
            .map(|e| e.action.to_string())
            .unwrap_or_default();
        let snapshot = snapshot_text(&self.game)?;
        let g = self.game.game();
        let rounds = g.rounds();
        let new_rounds = rounds.get(self.rounds_saved..).unwrap_or(&[]);
        let finish = g.outcome().map(|o| Finish {
            winners: o.winners,
            scores: (0..g.seat_count() as Seat).map(|s| g.score(s)).collect(),
            finished_ms: now_ms,
        });
        store.autosave(&Autosave {
            series: self.series,
            seq,
            actor,
            action: &action,
            snapshot: &snapshot,
            rounds: new_rounds,
            finish: finish.as_ref(),
        })?;
        self.rounds_saved = rounds.len();
        Ok(Saved {
            seq,
            actor,
            action,
            finished: finish.is_some(),
        })
    }

    /// Plays to the end, saving every action; returns how many actions were saved.
    pub fn play_out(&mut self, store: &mut Store, now_ms: i64) -> Result<u64, StepError> {
        let mut saved = 0;
        while self.step(store, now_ms + saved as i64)?.is_some() {
            saved += 1;
        }
        Ok(saved)
    }
}

pub fn snapshot_text(game: &Match<Dicen>) -> Result<String, StepError> {
    serde_json::to_string(&game.snapshot()).map_err(|e| StepError::Game(e.to_string()))
}
