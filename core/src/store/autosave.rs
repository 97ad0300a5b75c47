//! Autosave and resume. Every change at a table is one transaction: the actions it applied are
//! appended to the series' log, the table's small state replaces the last one, and the rounds it
//! finished and the series' end are recorded with them; at a round's end the table's checkpoint
//! (the table without its log) replaces the last one too. So a save writes the same few rows
//! however long the series is (never the whole log again), a process killed at any moment loses at most the change it was
//! saving, and resuming is the checkpoint, the whole log and the latest state, which the table
//! replays and checks ([`crate::table::Table::restore_saved`]).

use super::action_log::{
    actor_from_seat, append_narration, insert_actions, last_narration, save_state, seat_of,
};
use super::error::StoreError;
use super::series::{open_log, record_finish, record_rounds, Finish, SeriesInfo};
use super::{signed, unsigned, SeriesId, Store};
use crate::engine::{Actor, RoundResult};
use rusqlite::{params, OptionalExtension};
use serde::Serialize;

/// One applied action to save with a whole snapshot (the engine-level harness of the tests; the
/// app saves [`IntentSave`]s). The snapshot is kept as the series' checkpoint.
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
/// (a seat's action and the chance outcomes it led to), the table state they lead to, a new
/// checkpoint when a round ended, the rounds they finished and the series' end. With no actions
/// it only replaces the state (a hand-over confirmed, a summary dismissed).
#[derive(Clone, Debug)]
pub struct IntentSave<'a> {
    pub series: SeriesId,
    /// The seq of the first action: the number of actions saved so far, less `taken_back`.
    pub first_seq: u64,
    /// How many of the last actions saved a person took back since (an undo at the table):
    /// they leave the log before this change's actions join it. Never more than were saved
    /// since the latest checkpoint (a round's end, which no take-back crosses).
    pub taken_back: u64,
    /// How many of the last narration lines saved went with the actions taken back: they leave
    /// the narration before this change's lines join it.
    pub lines_taken_back: u64,
    /// The actions in order, each by its actor, in its game's notation.
    pub actions: &'a [(Actor, String)],
    /// The table's state after them (opaque text, small and bounded: its narration apart).
    pub state: &'a str,
    /// The narration lines told since the last save (each opaque text), appended to the
    /// series' narration: a save never rewrites what was told before, except the lines of
    /// actions taken back (`lines_taken_back`).
    pub narration: &'a [String],
    /// The table's checkpoint after them (opaque text), when it is time for one (a round
    /// ended): resuming replays the log from the latest checkpoint's position on.
    pub checkpoint: Option<&'a str>,
    /// Rounds these actions finished, each with the seq of the action that ended it.
    pub rounds: &'a [(u64, RoundResult)],
    /// The series' end, when the intent ended it (made to survive a power cut: see `end_sync`).
    pub finish: Option<&'a Finish>,
    /// When the change was made: the saved tables list says when each was last played.
    pub played_ms: i64,
    /// When the series' end reaches the disk itself, not only the journal.
    pub end_sync: EndSync,
}

/// When the commit that ends a series is synced to the disk (every commit survives the app
/// being killed; a synced one survives a power cut too).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndSync {
    /// The commit waits for the disk (`synchronous = FULL`).
    Commit,
    /// The next [`Store::copy_journal`] syncs it, whatever else is in the journal: for the live table,
    /// which settles as soon as the change's view is out, so the last card's view does not
    /// wait a flash write's milliseconds first.
    AtCopy,
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
    /// The table's latest checkpoint (or, from an older store or [`Store::autosave`], its latest
    /// whole snapshot).
    pub snapshot: String,
    /// How many actions the checkpoint had seen.
    pub snapshot_applied: u64,
    /// The table's state saved with its latest change, when one was saved after the checkpoint.
    pub state: Option<String>,
    /// The series' last narration lines (60 at most, as many as a table keeps), oldest first; empty for
    /// a series saved before the narration was kept apart (its state holds it).
    pub narration: Vec<String>,
    /// The whole action log, oldest first.
    pub log: Vec<LoggedAction>,
    /// When the table last changed (its start, while nothing else was saved).
    pub played_ms: i64,
}

impl super::WriteKind {
    fn change(save: &IntentSave<'_>) -> Self {
        match (save.finish, save.rounds.is_empty()) {
            (Some(_), _) => super::WriteKind::SeriesEnd,
            (None, false) => super::WriteKind::RoundEnd,
            (None, true) => super::WriteKind::Change,
        }
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
        let log = open_log(&tx, id)?;
        let (seats, applied) = (log.seats, log.next_action);
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
        // The snapshot is whole: a table state saved before it would not follow it.
        tx.prepare_cached("DELETE FROM table_states WHERE series_id = ?1")?
            .execute([id.0])?;
        record_rounds(&tx, id, seats, save.rounds, save.seq)?;
        if let Some(finish) = save.finish {
            record_finish(&tx, id, seats, finish)?;
        }
        let kind = match (save.finish, save.rounds.is_empty()) {
            (Some(_), _) => super::WriteKind::SeriesEnd,
            (None, false) => super::WriteKind::RoundEnd,
            (None, true) => super::WriteKind::Change,
        };
        super::commit(tx, kind)
    }

    /// Saves one intent's changes in one transaction: on error nothing of it is saved and
    /// everything saved before stays. Errors as [`Store::autosave`].
    pub fn save_intent(&mut self, save: &IntentSave<'_>) -> Result<(), StoreError> {
        match (save.finish, save.end_sync) {
            (None, _) => self.save_intent_once(save),
            (Some(_), EndSync::Commit) => self.durably(|store| store.save_intent_once(save)),
            (Some(_), EndSync::AtCopy) => {
                self.save_intent_once(save)?;
                self.sync_owed = true;
                Ok(())
            }
        }
    }

    fn save_intent_once(&mut self, save: &IntentSave<'_>) -> Result<(), StoreError> {
        let id = save.series;
        let tx = self.write()?;
        let log = open_log(&tx, id)?;
        let (seats, saved) = (log.seats, log.next_action);
        let applied = take_back(&tx, id, saved, save.taken_back, save.checkpoint.is_some())?;
        if applied != signed(save.first_seq)? {
            return Err(StoreError::OutOfOrder {
                series: id.0,
                expected: unsigned("applied count", applied)?,
                got: save.first_seq,
            });
        }
        insert_actions(&tx, id, seats, save.first_seq, save.actions)?;
        let applied = signed(save.first_seq + save.actions.len() as u64)?;
        save_state(&tx, id, applied, save.state, save.played_ms)?;
        let next_line = unsay(&tx, id, log.next_line, save.lines_taken_back)?;
        append_narration(&tx, id, next_line, save.narration)?;
        if let Some(checkpoint) = save.checkpoint {
            tx.prepare_cached(
                "UPDATE snapshots SET applied = ?2, snapshot = ?3 WHERE series_id = ?1",
            )?
            .execute(params![id.0, applied, checkpoint])?;
        }
        for (last_seq, round) in save.rounds {
            record_rounds(&tx, id, seats, std::slice::from_ref(round), *last_seq)?;
        }
        if let Some(finish) = save.finish {
            record_finish(&tx, id, seats, finish)?;
        }
        super::commit(tx, super::WriteKind::change(save))
    }

    /// The latest checkpoint, state and log of a series (a finished one gives its final state).
    pub fn resume(&self, id: SeriesId) -> Result<Resume, StoreError> {
        let series = self.series(id)?;
        let (snapshot_applied, snapshot): (i64, String) = self
            .conn
            .prepare_cached("SELECT applied, snapshot FROM snapshots WHERE series_id = ?1")?
            .query_row([id.0], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?
            .ok_or(StoreError::Malformed {
                what: "series without a snapshot",
                value: id.0.to_string(),
            })?;
        let state: Option<(i64, String, i64)> = self
            .conn
            .prepare_cached(
                "SELECT applied, state, played_ms FROM table_states WHERE series_id = ?1",
            )?
            .query_row([id.0], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .optional()?;
        let log = self.actions(id)?;
        let applied = log.len() as u64;
        let snapshot_applied: u64 = unsigned("applied count", snapshot_applied)?;
        if snapshot_applied > applied {
            return Err(StoreError::Malformed {
                what: "log length",
                value: format!("{applied} actions for a checkpoint after {snapshot_applied}"),
            });
        }
        if let Some((state_applied, _, _)) = &state {
            if unsigned::<u64>("applied count", *state_applied)? != applied {
                return Err(StoreError::Malformed {
                    what: "log length",
                    value: format!("{applied} actions for a table state after {state_applied}"),
                });
            }
        }
        let played_ms = match &state {
            Some((_, _, played)) => *played,
            None => series.finished_ms.unwrap_or(series.created_ms),
        };
        let narration = last_narration(&self.conn, id)?;
        Ok(Resume {
            series,
            applied,
            narration,
            snapshot,
            snapshot_applied,
            state: state.map(|(_, text, _)| text),
            log,
            played_ms,
        })
    }

    /// The most recently started series still being played (and not found damaged), ready to
    /// resume.
    pub fn resume_latest(&self) -> Result<Option<Resume>, StoreError> {
        let id: Option<i64> = self
            .conn
            .prepare_cached(
                "SELECT id FROM series WHERE status = 'playing'
                 AND id NOT IN (SELECT series_id FROM damaged)
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

/// Takes the last `count` of a series' `saved` actions back out of its log, and says how many
/// stay. Refused ([`StoreError::InvalidRecord`]) when that would reach into a recorded round (a
/// round that ended stays as played), or before the latest checkpoint unless the change brings
/// a new one (`new_checkpoint`: a checkpoint saved late, with a change that followed the round's
/// end, holds that change).
fn take_back(
    tx: &rusqlite::Connection,
    id: SeriesId,
    saved: i64,
    count: u64,
    new_checkpoint: bool,
) -> Result<i64, StoreError> {
    if count == 0 {
        return Ok(saved);
    }
    let checkpoint: i64 = tx
        .prepare_cached("SELECT applied FROM snapshots WHERE series_id = ?1")?
        .query_row([id.0], |r| r.get(0))?;
    let recorded: Option<i64> = tx
        .prepare_cached("SELECT MAX(last_seq) FROM rounds WHERE series_id = ?1")?
        .query_row([id.0], |r| r.get(0))?;
    let kept = saved - signed(count)?;
    if kept <= recorded.unwrap_or(-1) || (kept < checkpoint && !new_checkpoint) {
        return Err(StoreError::InvalidRecord(format!(
            "{count} actions taken back of {saved}, past the checkpoint after {checkpoint} \
             or into a recorded round"
        )));
    }
    tx.prepare_cached("DELETE FROM actions WHERE series_id = ?1 AND seq >= ?2")?
        .execute(params![id.0, kept])?;
    Ok(kept)
}

/// Takes the last `count` of a series' narration lines back out (they told actions taken
/// back), and answers the next line's seq.
fn unsay(
    tx: &rusqlite::Connection,
    id: SeriesId,
    next_line: i64,
    count: u64,
) -> Result<i64, StoreError> {
    if count == 0 {
        return Ok(next_line);
    }
    let kept = (next_line - signed(count)?).max(0);
    tx.prepare_cached("DELETE FROM narration WHERE series_id = ?1 AND seq >= ?2")?
        .execute(params![id.0, kept])?;
    Ok(kept)
}
