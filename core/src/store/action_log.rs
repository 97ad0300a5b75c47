//! A series' append-only logs (its actions, and the narration its table told) and its table
//! state row: the writes that both a new series (`series.rs`) and every saved change
//! (`autosave.rs`) make.

use super::error::StoreError;
use super::{signed, unsigned, SeriesId};
use crate::engine::Actor;
use rusqlite::{params, Connection};

pub(super) fn actor_from_seat(seat: Option<i64>) -> Result<Actor, StoreError> {
    match seat {
        None => Ok(Actor::Chance),
        Some(s) => Ok(Actor::Seat(unsigned("seat", s)?)),
    }
}

pub(super) fn seat_of(actor: Actor) -> Option<i64> {
    match actor {
        Actor::Seat(s) => Some(i64::from(s)),
        Actor::Chance => None,
    }
}

/// Appends actions to a series' log from `first_seq` on.
pub(super) fn insert_actions(
    tx: &Connection,
    id: SeriesId,
    seats: usize,
    first_seq: u64,
    actions: &[(Actor, String)],
) -> Result<(), StoreError> {
    let mut insert = tx.prepare_cached(
        "INSERT INTO actions (series_id, seq, seat, action) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for (i, (actor, action)) in actions.iter().enumerate() {
        if let Actor::Seat(s) = actor {
            if usize::from(*s) >= seats {
                return Err(StoreError::InvalidRecord(format!(
                    "seat {s} acted; the series has {seats} seats"
                )));
            }
        }
        let seq = signed(first_seq + i as u64)?;
        insert.execute(params![id.0, seq, seat_of(*actor), action])?;
    }
    Ok(())
}

/// Replaces a series' table state.
pub(super) fn save_state(
    tx: &Connection,
    id: SeriesId,
    applied: i64,
    state: &str,
    played_ms: i64,
) -> Result<(), StoreError> {
    tx.prepare_cached(
        "INSERT INTO table_states (series_id, applied, state, played_ms) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (series_id) DO UPDATE
         SET applied = excluded.applied, state = excluded.state, played_ms = excluded.played_ms",
    )?
    .execute(params![id.0, applied, state, played_ms])?;
    Ok(())
}

/// How many narration lines a resume reads back: the most a table keeps.
pub const NARRATION_KEPT: i64 = 60;

/// Appends narration lines to a series' narration, from seq `first_line` on (the next after the
/// ones it holds).
pub(super) fn append_narration(
    tx: &Connection,
    id: SeriesId,
    first_line: i64,
    lines: &[String],
) -> Result<(), StoreError> {
    if lines.is_empty() {
        return Ok(());
    }
    let mut insert =
        tx.prepare_cached("INSERT INTO narration (series_id, seq, line) VALUES (?1, ?2, ?3)")?;
    for (i, line) in lines.iter().enumerate() {
        insert.execute(params![id.0, first_line + i as i64, line])?;
    }
    Ok(())
}

/// A series' last narration lines ([`NARRATION_KEPT`] at most), oldest first.
pub(super) fn last_narration(conn: &Connection, id: SeriesId) -> Result<Vec<String>, StoreError> {
    let mut lines = conn
        .prepare_cached(
            "SELECT line FROM narration WHERE series_id = ?1 ORDER BY seq DESC LIMIT ?2",
        )?
        .query_map(params![id.0, NARRATION_KEPT], |r| r.get::<_, String>(0))?
        .collect::<Result<Vec<_>, _>>()?;
    lines.reverse();
    Ok(lines)
}
