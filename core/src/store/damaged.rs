//! Series whose save cannot be restored (a log that no longer replays, a checkpoint that does not
//! parse): kept exactly as they are, never deleted, no longer offered to resume, and reported
//! once. Which saves restore is the table's business; the store only keeps the marks.

use super::error::StoreError;
use super::series::SeriesInfo;
use super::{SeriesId, Store, WriteKind};
use rusqlite::params;

/// A series found damaged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DamagedSeries {
    pub series: SeriesInfo,
    /// Why it did not restore (for the log; the notice the player reads is localised).
    pub reason: String,
    pub found_ms: i64,
}

impl Store {
    /// Marks an unfinished series as damaged: it is kept, no longer resumed or saved into, and
    /// reported once ([`Store::take_damaged_unreported`]). Marking it again changes nothing.
    /// A finished or abandoned series is left as it is.
    pub fn mark_damaged(
        &mut self,
        id: SeriesId,
        reason: &str,
        found_ms: i64,
    ) -> Result<(), StoreError> {
        let tx = self.write()?;
        if super::series::still_playing(&tx, id)? {
            tx.prepare_cached(
                "INSERT OR IGNORE INTO damaged (series_id, reason, found_ms) VALUES (?1, ?2, ?3)",
            )?
            .execute(params![id.0, reason, found_ms])?;
        }
        super::commit(tx, WriteKind::Other)
    }

    /// The damaged series not reported yet, oldest first, now marked reported: each is reported
    /// once.
    pub fn take_damaged_unreported(&mut self) -> Result<Vec<DamagedSeries>, StoreError> {
        let rows: Vec<(i64, String, i64)> = self
            .conn
            .prepare_cached(
                "SELECT series_id, reason, found_ms FROM damaged WHERE reported = 0
                 ORDER BY found_ms, series_id",
            )?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect::<Result<_, _>>()?;
        if rows.is_empty() {
            return Ok(Vec::new());
        }
        let found = rows
            .into_iter()
            .map(|(id, reason, found_ms)| {
                Ok(DamagedSeries {
                    series: self.series_as_far_as_it_reads(SeriesId(id))?,
                    reason,
                    found_ms,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        let tx = self.write()?;
        tx.prepare_cached("UPDATE damaged SET reported = 1 WHERE reported = 0")?
            .execute([])?;
        super::commit(tx, WriteKind::Other)?;
        Ok(found)
    }

    /// A damaged series as far as it reads: whole when it does, else its game, status and start
    /// with no seats (a seat that does not read may be why it is damaged).
    fn series_as_far_as_it_reads(&self, id: SeriesId) -> Result<SeriesInfo, StoreError> {
        match self.series(id) {
            Err(StoreError::Malformed { .. }) => {
                let (game, created_ms): (String, i64) = self
                    .conn
                    .prepare_cached("SELECT game, created_ms FROM series WHERE id = ?1")?
                    .query_row([id.0], |r| Ok((r.get(0)?, r.get(1)?)))?;
                Ok(SeriesInfo {
                    id,
                    game: super::game_from_text(&game)?,
                    options: String::new(),
                    seats: Vec::new(),
                    planned_rounds: 0,
                    status: super::series::Status::Damaged,
                    created_ms,
                    finished_ms: None,
                    rounds: 0,
                })
            }
            read => read,
        }
    }
}
