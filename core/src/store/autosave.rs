//! Autosave and resume. Every applied action is appended to its series' log in one transaction
//! with the snapshot it leads to (and the rounds it finished, and the series' end when it ended
//! it), so a process killed at any moment loses at most the action it was saving, and reopening
//! finds a snapshot that matches the log exactly.

use super::error::StoreError;
use super::series::{open_series, record_finish, record_rounds, Finish, SeriesInfo};
use super::{signed, unsigned, SeriesId, Store};
use crate::engine::{Actor, RoundResult};
use rusqlite::{params, OptionalExtension};
use serde::Serialize;

/// One applied action to save.
#[derive(Clone, Debug)]
pub struct Autosave<'a> {
    pub series: SeriesId,
    /// The action's index in the series' log: 0 for the first, then one more each time.
    pub seq: u64,
    pub actor: Actor,
    /// The action in its game's notation.
    pub action: &'a str,
    /// The table's snapshot after the action (opaque text).
    pub snapshot: &'a str,
    /// Rounds this action finished, oldest first (usually none).
    pub rounds: &'a [RoundResult],
    /// The series' end, when this action ended it. That commit uses `synchronous = FULL`.
    pub finish: Option<&'a Finish>,
}

/// Everything one intent at the table changed, saved in one transaction: the actions it applied
/// (a seat's action and the chance outcomes it led to), the snapshot they lead to, the rounds they
/// finished and the series' end. With no actions it only replaces the snapshot (a hand-over
/// confirmed, a summary dismissed).
#[derive(Clone, Debug)]
pub struct IntentSave<'a> {
    pub series: SeriesId,
    /// The seq of the first action: the number of actions saved so far.
    pub first_seq: u64,
    /// The actions in order, each by its actor, in its game's notation.
    pub actions: &'a [(Actor, String)],
    pub snapshot: &'a str,
    /// Rounds these actions finished, each with the seq of the action that ended it.
    pub rounds: &'a [(u64, RoundResult)],
    /// The series' end, when the intent ended it (committed with `synchronous = FULL`).
    pub finish: Option<&'a Finish>,
}

/// An action as logged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LoggedAction {
    pub seq: u64,
    pub actor: Actor,
    pub action: String,
}

/// What a table needs to carry on exactly where it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resume {
    pub series: SeriesInfo,
    /// Actions applied so far: the next action's `seq`.
    pub applied: u64,
    /// The table's latest snapshot (its first one while no action was saved).
    pub snapshot: String,
    /// The whole action log, oldest first.
    pub log: Vec<LoggedAction>,
}

fn actor_from_seat(seat: Option<i64>) -> Result<Actor, StoreError> {
    match seat {
        None => Ok(Actor::Chance),
        Some(s) => Ok(Actor::Seat(unsigned("seat", s)?)),
    }
}

fn seat_of(actor: Actor) -> Option<i64> {
    match actor {
        Actor::Seat(s) => Some(i64::from(s)),
        Actor::Chance => None,
    }
}

impl Store {
    /// Saves one applied action with the snapshot it leads to, in one transaction. Errors:
    /// [`StoreError::OutOfOrder`] (a `seq` that does not follow the last saved one),
    /// [`StoreError::SeriesClosed`], [`StoreError::UnknownSeries`],
    /// [`StoreError::InvalidRecord`] (rounds or finish that do not fit the seats), and the
    /// device's faults ([`StoreError::Full`], [`StoreError::ReadOnly`], ...). On error nothing
    /// of this action is saved and everything saved before stays.
    pub fn autosave(&mut self, save: &Autosave<'_>) -> Result<(), StoreError> {
        match save.finish {
            None => self.autosave_once(save),
            Some(_) => self.durably(|store| store.autosave_once(save)),
        }
    }

    fn autosave_once(&mut self, save: &Autosave<'_>) -> Result<(), StoreError> {
        let id = save.series;
        let seq = signed(save.seq)?;
        let tx = self.write()?;
        let seats = open_series(&tx, id)?;
        let applied: i64 = tx
            .prepare_cached("SELECT applied FROM snapshots WHERE series_id = ?1")?
            .query_row([id.0], |r| r.get(0))
            .optional()?
            .ok_or(StoreError::UnknownSeries(id.0))?;
        if applied != seq {
            return Err(StoreError::OutOfOrder {
                series: id.0,
                expected: unsigned("applied count", applied)?,
                got: save.seq,
            });
        }
        if let Actor::Seat(s) = save.actor {
            if usize::from(s) >= seats {
                return Err(StoreError::InvalidRecord(format!(
                    "seat {s} acted; the series has {seats} seats"
                )));
            }
        }
        tx.prepare_cached(
            "INSERT INTO actions (series_id, seq, seat, action) VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![id.0, seq, seat_of(save.actor), save.action])?;
        tx.prepare_cached(
            "UPDATE snapshots SET applied = ?2 + 1, snapshot = ?3 WHERE series_id = ?1",
        )?
        .execute(params![id.0, seq, save.snapshot])?;
        record_rounds(&tx, id, seats, save.rounds, save.seq)?;
        if let Some(finish) = save.finish {
            record_finish(&tx, id, seats, finish)?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Saves one intent's changes in one transaction: on error nothing of it is saved and
    /// everything saved before stays. Errors as [`Store::autosave`].
    pub fn save_intent(&mut self, save: &IntentSave<'_>) -> Result<(), StoreError> {
        match save.finish {
            None => self.save_intent_once(save),
            Some(_) => self.durably(|store| store.save_intent_once(save)),
        }
    }

    fn save_intent_once(&mut self, save: &IntentSave<'_>) -> Result<(), StoreError> {
        let id = save.series;
        let tx = self.write()?;
        let seats = open_series(&tx, id)?;
        let applied: i64 = tx
            .prepare_cached("SELECT applied FROM snapshots WHERE series_id = ?1")?
            .query_row([id.0], |r| r.get(0))
            .optional()?
            .ok_or(StoreError::UnknownSeries(id.0))?;
        if applied != signed(save.first_seq)? {
            return Err(StoreError::OutOfOrder {
                series: id.0,
                expected: unsigned("applied count", applied)?,
                got: save.first_seq,
            });
        }
        let mut insert = tx.prepare_cached(
            "INSERT INTO actions (series_id, seq, seat, action) VALUES (?1, ?2, ?3, ?4)",
        )?;
        for (i, (actor, action)) in save.actions.iter().enumerate() {
            if let Actor::Seat(s) = actor {
                if usize::from(*s) >= seats {
                    return Err(StoreError::InvalidRecord(format!(
                        "seat {s} acted; the series has {seats} seats"
                    )));
                }
            }
            let seq = signed(save.first_seq + i as u64)?;
            insert.execute(params![id.0, seq, seat_of(*actor), action])?;
        }
        drop(insert);
        let applied = signed(save.first_seq + save.actions.len() as u64)?;
        tx.prepare_cached("UPDATE snapshots SET applied = ?2, snapshot = ?3 WHERE series_id = ?1")?
            .execute(params![id.0, applied, save.snapshot])?;
        for (last_seq, round) in save.rounds {
            record_rounds(&tx, id, seats, std::slice::from_ref(round), *last_seq)?;
        }
        if let Some(finish) = save.finish {
            record_finish(&tx, id, seats, finish)?;
        }
        tx.commit()?;
        Ok(())
    }

    /// The latest snapshot and the log of a series (a finished one gives its final state).
    pub fn resume(&self, id: SeriesId) -> Result<Resume, StoreError> {
        let series = self.series(id)?;
        let (applied, snapshot): (i64, String) = self
            .conn
            .prepare_cached("SELECT applied, snapshot FROM snapshots WHERE series_id = ?1")?
            .query_row([id.0], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?
            .ok_or(StoreError::Malformed {
                what: "series without a snapshot",
                value: id.0.to_string(),
            })?;
        let log = self.actions(id)?;
        let applied: u64 = unsigned("applied count", applied)?;
        if log.len() as u64 != applied {
            return Err(StoreError::Malformed {
                what: "log length",
                value: format!("{} actions for a snapshot after {applied}", log.len()),
            });
        }
        Ok(Resume {
            series,
            applied,
            snapshot,
            log,
        })
    }

    /// The most recently started series still being played, ready to resume.
    pub fn resume_latest(&self) -> Result<Option<Resume>, StoreError> {
        let id: Option<i64> = self
            .conn
            .prepare_cached(
                "SELECT id FROM series WHERE status = 'playing'
                 ORDER BY created_ms DESC, id DESC LIMIT 1",
            )?
            .query_row([], |r| r.get(0))
            .optional()?;
        id.map(|id| self.resume(SeriesId(id))).transpose()
    }

    /// A series' whole action log, oldest first.
    pub fn actions(&self, id: SeriesId) -> Result<Vec<LoggedAction>, StoreError> {
        self.actions_between(id, 0, i64::MAX)
    }

    /// The actions that played one finished round (to replay it: replay the log up to the
    /// round's `last_seq` from the series' options and seed).
    pub fn round_actions(&self, id: SeriesId, round: u32) -> Result<Vec<LoggedAction>, StoreError> {
        let range: Option<(i64, i64)> = self
            .conn
            .prepare_cached(
                "SELECT first_seq, last_seq FROM rounds WHERE series_id = ?1 AND round = ?2",
            )?
            .query_row(params![id.0, round], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?;
        match range {
            Some((first, last)) => self.actions_between(id, first, last),
            None => {
                self.series(id)?;
                Err(StoreError::InvalidRecord(format!(
                    "series {id} has no finished round {round}"
                )))
            }
        }
    }

    fn actions_between(
        &self,
        id: SeriesId,
        first: i64,
        last: i64,
    ) -> Result<Vec<LoggedAction>, StoreError> {
        let rows = self
            .conn
            .prepare_cached(
                "SELECT seq, seat, action FROM actions
                 WHERE series_id = ?1 AND seq BETWEEN ?2 AND ?3 ORDER BY seq",
            )?
            .query_map(params![id.0, first, last], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, Option<i64>>(1)?,
                    r.get::<_, String>(2)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        rows.into_iter()
            .map(|(seq, seat, action)| {
                Ok(LoggedAction {
                    seq: unsigned("seq", seq)?,
                    actor: actor_from_seat(seat)?,
                    action,
                })
            })
            .collect()
    }
}
