//! Saving a table after every change: the actions it applied since the last save, its small
//! table state, the rounds they finished and the series' end, in one transaction per change; at a
//! round's end its checkpoint too. What one change writes does not grow with the series (issue
//! 16); a rematch's new series is one transaction with its opening deal.

use super::claims::Claim;
use super::{App, AppError};
use crate::store::{EndSync, Finish, IntentSave, SeriesId};
use crate::table::Table;

/// What of one table has been saved so far, and the claim on its series (one table a series in
/// the app).
#[derive(Debug)]
pub struct TableSaver {
    series: SeriesId,
    /// Match actions saved (the next action's seq).
    actions: u64,
    rounds: usize,
    finished: bool,
    rematches: u32,
    version: u64,
    /// Narration lines saved (counted as [`Table::narrated`] counts).
    narrated: u64,
    claim: Option<Claim>,
}

impl TableSaver {
    /// For a table whose series was just started or resumed with nothing unsaved.
    pub fn new(series: SeriesId, table: &Table) -> Self {
        TableSaver {
            series,
            actions: table.log_len(),
            rounds: table.finished_rounds().len(),
            finished: table.result().is_some(),
            rematches: table.rematches(),
            version: table.version(),
            narrated: table.narrated(),
            claim: None,
        }
    }

    /// Holds `claim` for as long as this saver saves the series.
    pub(super) fn claimed(mut self, claim: Option<Claim>) -> Self {
        self.claim = claim;
        self
    }

    /// For a table restored from a save whose narration was kept inside its state (before the
    /// store kept it apart): the next save appends the lines the table shows.
    pub(super) fn narration_unsaved(mut self, table: &Table) -> Result<Self, AppError> {
        let kept = table.narration_from(0)?.len() as u64;
        self.narrated = table.narrated().saturating_sub(kept);
        Ok(self)
    }

    pub fn series(&self) -> SeriesId {
        self.series
    }

    pub(super) fn save(
        &mut self,
        app: &mut App,
        table: &Table,
        now_ms: i64,
    ) -> Result<(), AppError> {
        if table.version() == self.version {
            return Ok(());
        }
        if self.finished && table.rematches() == self.rematches {
            // The series' end is saved and the store closed it; what follows (dismissing the
            // last summary) is not worth a series of its own.
            self.version = table.version();
            return Ok(());
        }
        if table.rematches() != self.rematches {
            // A rematch is a new series, starting from the new match's first snapshot.
            let series = app.new_series(table, now_ms)?;
            *self = TableSaver::new(series, table).claimed(app.claims.claim(series));
            return Ok(());
        }
        // A take-back since the last save: the stored actions past the shortest the log has
        // been since leave the store first.
        let rewind = table.rewound_since(self.version);
        let kept = rewind.map_or(self.actions, |r| r.actions.min(self.actions));
        let lines_kept = rewind.map_or(self.narrated, |r| r.narrated.min(self.narrated));
        let actions = table.actions_from(kept);
        let rounds: Vec<_> = table
            .finished_rounds()
            .into_iter()
            .skip(self.rounds)
            .collect();
        let finish = match (self.finished, table.result()) {
            (false, Some((winners, scores))) => Some(Finish {
                winners,
                scores,
                finished_ms: now_ms,
            }),
            _ => None,
        };
        let state = table.state_json()?;
        let narration = table.narration_from(lines_kept)?;
        // A checkpoint at each round's end (and the series' end): resuming replays the log
        // through it, and it is the only save whose size depends on the game's state.
        // A take-back writes one too: a checkpoint saved late (with the change after a round's
        // end, when a save had failed) may hold the action taken back.
        let checkpoint = if rounds.is_empty() && finish.is_none() && kept == self.actions {
            None
        } else {
            Some(table.checkpoint_json()?)
        };
        app.store_mut().save_intent(&IntentSave {
            series: self.series,
            first_seq: kept,
            taken_back: self.actions - kept,
            lines_taken_back: self.narrated - lines_kept,
            actions: &actions,
            state: &state,
            narration: &narration,
            checkpoint: checkpoint.as_deref(),
            rounds: &rounds,
            finish: finish.as_ref(),
            played_ms: now_ms,
            // These saves are the live table's ([`super::StoreAutosave`]), which settles the
            // store as soon as the change's view is out.
            end_sync: EndSync::AtCopy,
        })?;
        self.actions = kept + actions.len() as u64;
        self.rounds += rounds.len();
        self.finished |= finish.is_some();
        self.version = table.version();
        self.narrated = table.narrated();
        Ok(())
    }
}
