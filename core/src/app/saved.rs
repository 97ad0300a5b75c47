//! The saved tables: every unfinished series, each resumable by its id or abandoned
//! (marked, never deleted). Only what restores is offered: a series whose save does not restore
//! is marked damaged on the way (kept as it is, never deleted) and reported once.

use super::{App, AppError, OpenTable, TableSaver};
use crate::games::GameId;
use crate::l10n::{text, Msg};
use crate::store::{SeriesId, Status, StoreError};
use crate::table::{Screen, Table};

/// An unfinished table, as the home screen lists it. Every text is in the app's language.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SavedTable {
    pub series: SeriesId,
    pub game: GameId,
    /// The game's name.
    pub game_name: String,
    /// The seats' names, in seat order.
    pub seats: Vec<String>,
    /// The round in play, counted from 1, as the table shows it.
    pub round: u32,
    /// Whose turn it is, by name (empty between rounds, or when several may act).
    pub turn: Option<String>,
    /// When it was last played (ms since the Unix epoch).
    pub played_ms: i64,
    /// The same, in words relative to the `now_ms` the list was made at ("5 minutes ago").
    pub played: String,
    /// One line saying all of the above.
    pub summary: String,
}

/// A series kept in the store that this version cannot open: a game it does not know (a newer
/// Cardavia's). Listed for what it is, never offered, never changed.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct KeptTable {
    pub series: SeriesId,
    /// "A table of “chess”, a game this version of Cardavia does not know: kept as it is."
    pub summary: String,
}

/// The unfinished table the app can resume: its game and its seats' names.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ResumeOffer {
    pub game: GameId,
    pub names: Vec<String>,
}

/// Why a save could not be read, when the save itself is at fault (the series is damaged):
/// not a busy or full device, which is the device's fault and passes.
fn damaged_record(e: &StoreError) -> bool {
    matches!(
        e,
        StoreError::Malformed { .. } | StoreError::InvalidRecord(_)
    )
}

impl App {
    /// Every unfinished table that restores, the most recently played first. A series whose save
    /// does not restore is marked damaged (and reported by [`App::take_damaged_notices`]).
    pub fn saved_tables(&mut self, now_ms: i64) -> Result<Vec<SavedTable>, AppError> {
        let lang = self.lang();
        let mut saved = Vec::new();
        for (open, played_ms) in self.restorable()? {
            let view = open.table.view();
            let seats: Vec<String> = open
                .table
                .setup()
                .seats
                .iter()
                .map(|s| s.name.trim().to_string())
                .collect();
            let mut turn = view
                .seats
                .iter()
                .filter(|s| s.is_turn)
                .map(|s| s.name.clone());
            let turn = match (view.screen, turn.next(), turn.next()) {
                (Screen::Playing | Screen::HandOver { .. }, Some(name), None) => Some(name),
                _ => None,
            };
            let game = open.table.game_id();
            let played = played_words(now_ms, played_ms);
            let summary = match &turn {
                Some(name) => Msg::new("app-saved-table").text("turn", name.clone()),
                None => Msg::new("app-saved-table-between"),
            }
            .msg("game", game.name_msg())
            .text("names", lineup(&seats, &open.table.teams()))
            .text("word", super::round_word(game).as_str())
            .int("round", i64::from(view.series.round))
            .msg("when", played.clone());
            saved.push(SavedTable {
                series: open.series,
                game,
                game_name: text(lang, &game.name_msg()),
                seats,
                round: view.series.round,
                turn,
                played_ms,
                played: text(lang, &played),
                summary: text(lang, &summary),
            });
        }
        Ok(saved)
    }

    /// Resumes one unfinished table by its series. A series that does not restore is marked
    /// damaged and the error says it could not be restored; one that is over or abandoned is
    /// [`StoreError::SeriesClosed`].
    pub fn resume_series(&mut self, series: SeriesId) -> Result<OpenTable, AppError> {
        // One writer: where another Cardavia writes, nothing played here could be saved.
        if self.store.is_in_use_elsewhere() {
            return Err(StoreError::InUse.into());
        }
        let info = self.store.series(series)?;
        if info.status != Status::Playing {
            return Err(StoreError::SeriesClosed(series.0).into());
        }
        if self.claims.is_claimed(series) {
            return Err(AppError::TableOpen(series));
        }
        match self.restore_or_mark(series)? {
            Some((mut open, _)) => {
                open.saver = open.saver.claimed(self.claims.claim(series));
                Ok(open)
            }
            None => Err(AppError::Table(crate::table::TableError::Restore(format!(
                "series {series} does not restore"
            )))),
        }
    }

    /// The unfinished tables of games this version does not know, in the app's language: kept
    /// in the store as they are, listed apart from the tables that resume so that none is
    /// hidden and none is mistaken for lost.
    pub fn kept_tables(&self) -> Result<Vec<KeptTable>, AppError> {
        let lang = self.lang();
        Ok(self
            .store
            .unknown_game_series()?
            .into_iter()
            .filter(|s| s.playing)
            .map(|s| KeptTable {
                series: s.id,
                summary: text(
                    lang,
                    &Msg::new("app-kept-table").text("game", sanitized(&s.game)),
                ),
            })
            .collect())
    }

    /// Notices for the series found damaged since the last call, in the app's language: each
    /// series is reported once. A store this app only reads (another Cardavia writes to it)
    /// leaves the reporting to the one that writes.
    pub fn take_damaged_notices(&mut self) -> Result<Vec<String>, AppError> {
        if self.store.is_read_only() {
            return Ok(Vec::new());
        }
        let lang = self.lang();
        Ok(self
            .store
            .take_damaged_unreported()?
            .into_iter()
            .map(|d| {
                let names: Vec<String> = d
                    .series
                    .seats
                    .iter()
                    .filter_map(|s| s.name.clone())
                    .collect();
                text(
                    lang,
                    &Msg::new("app-notice-damaged-table")
                        .msg("game", d.series.game.name_msg())
                        .text("names", names.join(", ")),
                )
            })
            .collect())
    }

    /// The most recently played unfinished table that restores and is not open at another
    /// table of this app, claimed.
    pub(super) fn latest_restorable(&mut self) -> Result<Option<OpenTable>, AppError> {
        let Some((mut open, _)) = self
            .restorable()?
            .into_iter()
            .find(|(open, _)| !self.claims.is_claimed(open.series))
        else {
            return Ok(None);
        };
        open.saver = open.saver.claimed(self.claims.claim(open.series));
        Ok(Some(open))
    }

    /// Every unfinished table that restores, with when it was last played, the most recent
    /// first; the others are marked damaged.
    fn restorable(&mut self) -> Result<Vec<(OpenTable, i64)>, AppError> {
        let mut found = Vec::new();
        for id in self.store.unfinished_series_ids()? {
            if let Some(open) = self.restore_or_mark(id)? {
                found.push(open);
            }
        }
        found.sort_by_key(|(open, played)| std::cmp::Reverse((*played, open.series)));
        Ok(found)
    }

    /// Restores a series' table, or marks the series damaged when its save is at fault.
    fn restore_or_mark(&mut self, id: SeriesId) -> Result<Option<(OpenTable, i64)>, AppError> {
        let resume = match self.store.resume(id) {
            Ok(resume) => resume,
            Err(e) if damaged_record(&e) => {
                let at = self.store.series_created_ms(id)?;
                self.mark_damaged(id, &e.to_string(), at)?;
                return Ok(None);
            }
            Err(e) => return Err(e.into()),
        };
        let log: Vec<_> = resume
            .log
            .iter()
            .map(|a| (a.actor, a.action.clone()))
            .collect();
        let restored = Table::restore_saved(
            &resume.snapshot,
            &log,
            resume.state.as_deref(),
            &resume.narration,
        )
        .and_then(|table| {
            if table.log_len() == resume.applied {
                Ok(table)
            } else {
                Err(crate::table::TableError::Restore(format!(
                    "the table holds {} actions, the store's log {}",
                    table.log_len(),
                    resume.applied
                )))
            }
        });
        let mut table = match restored {
            Ok(table) => table,
            Err(e) => {
                self.mark_damaged(id, &e.to_string(), resume.played_ms)?;
                return Ok(None);
            }
        };
        table.set_lang(self.lang());
        table.set_look(self.settings.look);
        table.set_utc_offset_minutes(self.utc_offset_minutes);
        let mut saver = TableSaver::new(id, &table);
        if resume.narration.is_empty() {
            saver = saver.narration_unsaved(&table)?;
        }
        Ok(Some((
            OpenTable {
                series: id,
                table,
                saver,
                bot_pause: self.settings.bot_pace.pause(),
            },
            resume.played_ms,
        )))
    }

    /// Marks a series that does not restore, to report it once. A store this app may not write
    /// (read-only, or written by another Cardavia) leaves the mark to whoever writes: the series
    /// is still not offered here.
    fn mark_damaged(&mut self, id: SeriesId, why: &str, at_ms: i64) -> Result<(), AppError> {
        tracing::warn!(
            series = id.0,
            why,
            "a saved table does not restore: marked damaged"
        );
        match self.store.mark_damaged(id, why, at_ms) {
            Err(StoreError::InUse | StoreError::ReadOnly(_)) => Ok(()),
            done => Ok(done?),
        }
    }
}

/// The seats as a table is set: partners together ("Ann & Bo vs Cy & Di"), everyone else
/// apart ("Ann, Bo, Cy").
fn lineup(names: &[String], teams: &[Option<u8>]) -> String {
    if teams.iter().all(Option::is_none) {
        return names.join(", ");
    }
    let mut groups: Vec<(Option<u8>, Vec<&str>)> = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let team = teams.get(i).copied().flatten();
        match groups
            .iter_mut()
            .find(|(t, _)| team.is_some() && *t == team)
        {
            Some((_, members)) => members.push(name),
            None => groups.push((team, vec![name.as_str()])),
        }
    }
    groups
        .iter()
        .map(|(_, members)| members.join(" & "))
        .collect::<Vec<_>>()
        .join(" vs ")
}

/// How long ago `played_ms` was, at `now_ms`, in words.
pub(super) fn played_words(now_ms: i64, played_ms: i64) -> Msg {
    let minutes = now_ms.saturating_sub(played_ms).max(0) / 60_000;
    match minutes {
        0 => Msg::new("app-played-now"),
        1..=59 => Msg::new("app-played-minutes").int("n", minutes),
        60..=1439 => Msg::new("app-played-hours").int("n", minutes / 60),
        _ => Msg::new("app-played-days").int("n", minutes / 1440),
    }
}

/// Text from the store shown as it is, its control characters made visible: a game's name
/// written by another program must not steer a terminal.
fn sanitized(stored: &str) -> String {
    stored
        .chars()
        .take(40)
        .map(|c| if c.is_control() { '\u{fffd}' } else { c })
        .collect()
}
