//! The table: one view model for all four games. A shell sends an [`Intent`] with the view
//! version it acted on and the time; the table checks it against what it showed, applies it,
//! resolves chance, and produces the next [`TableView`]. It never reads a clock and never runs a
//! thread: bots are handed out as [`BotJob`]s for the runtime to run, and timeouts are applied
//! when a `Tick` says the time has come. Rules that read the phone's local time (Ganjifa's
//! `clock` period) get it from the `now_ms` the shell passes and the UTC offset it sets
//! ([`Table::set_utc_offset_minutes`], [`TableGame::local_time_action`]).
//!
//! Privacy: a view shows a hidden card only to the person who confirmed the hand-over since the
//! phone last may have changed hands — at a resume or restore, at any summary or next round, at
//! a rematch, and whenever a person's turn follows another person's. Each of these forgets who
//! holds the phone (or asks for a hand-over) before anything secret shows; a person who was just
//! given a card looks at it and taps Done before the phone moves on. A table with exactly one
//! person never asks for a hand-over. `tests/privacy.rs` checks this for every game.
//!
//! Saving: whoever saves the table (the runtime) tells it when the latest change is not saved
//! ([`Table::set_unsaved`]); every view then carries the notice until a save succeeds.

mod adapter;
mod error;
mod games;
mod intent;
mod session;
mod setup;
mod summary;
mod view;

pub use adapter::{Figure, RoundWord, TableGame, Tap, Target, TurnClock, ViewCtx};
pub use error::TableError;
pub use intent::Intent;
pub use session::{
    BotAction, BotJob, BotMove, ClockState, NarratedState, Pause, Rewind, Session, SessionSnapshot,
    TableState, HAND_OVER, MAX_UTC_OFFSET_MINUTES, NEXT_ROUND, PEOPLE_WINDOW_MS, REMATCH, SEEN,
    UNDO,
};
pub use setup::{SeatSetup, TableSetup, MAX_NAME};
pub use view::{
    BoardView, Effects, Haptic, HistoryRow, LeaveView, LegendEntry, OptionChoice, OptionSpec,
    SaveNotice, SaveProblem, Screen, SeatView, SeriesView, SummaryLine, SummaryView, TableView,
    TargetKind, TargetView, UnsavedView, BOT_MARK, TURN_MARK, WARNING_MARK, WINNER_MARK,
};

use crate::games::dica::Dica;
use crate::games::dicen::Dicen;
use crate::games::ganjifa::Ganjifa;
use crate::games::gnav::Gnav;
use crate::games::GameId;
use crate::l10n::{Lang, Msg};
use crate::look::LookSettings;
use serde::{Deserialize, Serialize};

/// A live table of any game.
#[derive(Clone)]
pub enum Table {
    Dica(Box<Session<Dica>>),
    Dicen(Box<Session<Dicen>>),
    Ganjifa(Box<Session<Ganjifa>>),
    Gnav(Box<Session<Gnav>>),
}

/// Runs `$body` with `$s` bound to the session inside a [`Table`].
macro_rules! on_session {
    ($table:expr, $s:ident => $body:expr) => {
        match $table {
            Table::Dica($s) => $body,
            Table::Dicen($s) => $body,
            Table::Ganjifa($s) => $body,
            Table::Gnav($s) => $body,
        }
    };
}

/// A saved table of any game, as JSON text.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum AnySnapshot {
    Dica(Box<SessionSnapshot<Dica>>),
    Dicen(Box<SessionSnapshot<Dicen>>),
    Ganjifa(Box<SessionSnapshot<Ganjifa>>),
    Gnav(Box<SessionSnapshot<Gnav>>),
}

impl Table {
    /// A new table on a device whose clock is UTC; refuses set-ups the game or the table does
    /// not allow.
    pub fn new(setup: TableSetup, lang: Lang, now_ms: u64) -> Result<Table, TableError> {
        Self::new_local(setup, lang, now_ms, 0)
    }

    /// A new table on a device `utc_offset_minutes` east of UTC: rules that read the phone's
    /// clock (Ganjifa's `clock` period, G3) may need it before the first intent.
    pub fn new_local(
        setup: TableSetup,
        lang: Lang,
        now_ms: u64,
        utc_offset_minutes: i32,
    ) -> Result<Table, TableError> {
        let offset = utc_offset_minutes;
        Ok(match setup.game {
            GameId::Dica => Table::Dica(Box::new(Session::new(setup, lang, now_ms, offset)?)),
            GameId::Dicen => Table::Dicen(Box::new(Session::new(setup, lang, now_ms, offset)?)),
            GameId::Ganjifa => Table::Ganjifa(Box::new(Session::new(setup, lang, now_ms, offset)?)),
            GameId::Gnav => Table::Gnav(Box::new(Session::new(setup, lang, now_ms, offset)?)),
        })
    }

    pub fn game_id(&self) -> GameId {
        match self {
            Table::Dica(_) => GameId::Dica,
            Table::Dicen(_) => GameId::Dicen,
            Table::Ganjifa(_) => GameId::Ganjifa,
            Table::Gnav(_) => GameId::Gnav,
        }
    }

    pub fn dispatch(
        &mut self,
        intent: &Intent,
        seen_version: u64,
        now_ms: u64,
    ) -> Result<TableView, TableError> {
        self.apply(intent, seen_version, now_ms)?;
        Ok(self.view())
    }

    /// [`Table::dispatch`] without making the view: for the live table, which saves first and
    /// then makes the one view it pushes (a view is most of what a tap costs).
    pub fn apply(
        &mut self,
        intent: &Intent,
        seen_version: u64,
        now_ms: u64,
    ) -> Result<(), TableError> {
        on_session!(self, s => s.dispatch(intent, seen_version, now_ms))
    }

    pub fn view(&self) -> TableView {
        on_session!(self, s => s.view())
    }

    pub fn version(&self) -> u64 {
        on_session!(self, s => s.version())
    }

    /// When the running turn clock runs out, if one runs (DiCa D10).
    pub fn timeout_due_ms(&self) -> Option<u64> {
        on_session!(self, s => s.timeout_due_ms())
    }

    pub fn bot_job(&self) -> Option<BotJob> {
        on_session!(self, s => s.bot_job())
    }

    /// Whether a bot is to move now ([`Self::bot_job`] would give one), cheaply.
    pub fn bot_due(&self) -> bool {
        on_session!(self, s => s.bot_due())
    }

    pub fn bot_move(&mut self, mv: BotMove, now_ms: u64) -> Result<TableView, TableError> {
        self.apply_bot_move(mv, now_ms)?;
        Ok(self.view())
    }

    /// [`Table::bot_move`] without making the view (see [`Table::apply`]).
    pub fn apply_bot_move(&mut self, mv: BotMove, now_ms: u64) -> Result<(), TableError> {
        on_session!(self, s => s.bot_move(mv, now_ms))
    }

    /// Runs every pending bot decision on this thread, until a person is due or the table pauses.
    /// For tests and the terminal; the runtime runs bots on its blocking pool instead.
    pub fn play_bots(&mut self, now_ms: u64) -> Result<(), TableError> {
        while let Some(job) = self.bot_job() {
            self.bot_move(job.run(), now_ms)?;
        }
        Ok(())
    }

    pub fn set_lang(&mut self, lang: Lang) {
        on_session!(self, s => s.set_lang(lang))
    }

    /// A saved table opened again at `now_ms`: its turn clock gets back the time it had left
    /// ([`Session::resume_clock`]).
    pub fn resume_clock(&mut self, now_ms: u64) {
        on_session!(self, s => s.resume_clock(now_ms))
    }

    /// The app left the screen: nobody holds the phone any more, and the turn clock's time used
    /// until `now_ms` is kept ([`Table::resume_clock`] gives the rest back on return).
    pub fn step_away(&mut self, now_ms: u64) {
        on_session!(self, s => s.step_away(now_ms))
    }

    /// How far take-backs since version `version` reached, if there were any
    /// ([`Session::rewound_since`]): a save takes the stored actions and narration past it back
    /// out first.
    pub fn rewound_since(&self, version: u64) -> Option<Rewind> {
        on_session!(self, s => s.rewound_since(version))
    }

    /// Why the latest change is not saved yet, or `None` once it is: every view shows it.
    pub fn set_unsaved(&mut self, notice: Option<SaveNotice>) {
        on_session!(self, s => s.set_unsaved(notice))
    }

    pub fn set_look(&mut self, look: LookSettings) {
        on_session!(self, s => s.set_look(look))
    }

    /// The device's offset from UTC in minutes, east positive (UTC+5:30 is 330), clamped to a
    /// day either way. Default 0; saved with the table. Shells set it when they open or resume
    /// a table and whenever it changes: the next moment the rules read the phone's clock uses
    /// it (Ganjifa's `clock` period, G3: day from 06:00 to 17:59 local time).
    pub fn set_utc_offset_minutes(&mut self, minutes: i32) {
        on_session!(self, s => s.set_utc_offset_minutes(minutes))
    }

    /// How many actions the match has applied (chance included).
    pub fn log_len(&self) -> u64 {
        on_session!(self, s => s.log_len())
    }

    /// The match's actions from index `from` on, by actor, in notation.
    pub fn actions_from(&self, from: u64) -> Vec<(crate::engine::Actor, String)> {
        on_session!(self, s => s.actions_from(from))
    }

    /// The game's slow preparation ([`TableGame::prepare`]) on a copy, to run off the table's
    /// task; the views show its fruit once it has run.
    pub fn preparation(&self) -> Box<dyn FnOnce() + Send> {
        on_session!(self, s => {
            let game = s.game.game().clone();
            Box::new(move || TableGame::prepare(&game))
        })
    }

    /// Finished rounds, each with the index of the last action that played it.
    pub fn finished_rounds(&self) -> Vec<(u64, crate::engine::RoundResult)> {
        on_session!(self, s => s.finished_rounds())
    }

    /// Once the match is over: who won and each seat's final score.
    pub fn result(&self) -> Option<(crate::engine::SeatSet, Vec<i64>)> {
        on_session!(self, s => s.result())
    }

    /// How many rematches this table has started (each is a new series).
    pub fn rematches(&self) -> u32 {
        on_session!(self, s => s.rematches())
    }

    /// The team of each seat, for team games.
    pub fn teams(&self) -> Vec<Option<u8>> {
        on_session!(self, s => (0..s.setup.seats.len() as crate::engine::Seat).map(|seat| s.game().team(seat)).collect())
    }

    /// The people of each seat played by a team of people (DiCa, D2: the options' team lists,
    /// or the names in the seat's label, "Ana, Bea"), by seat; empty where a seat is one person
    /// or a bot ([`TableGame::seat_people`]). The store credits each person beside the team.
    pub fn seat_people(&self) -> Vec<Vec<String>> {
        on_session!(self, s => (0..s.setup.seats.len() as crate::engine::Seat)
            .map(|seat| s.game().seat_people(seat).to_vec())
            .collect())
    }

    pub fn setup(&self) -> &TableSetup {
        on_session!(self, s => &s.setup)
    }

    /// The table as JSON text, its match's log included: a whole save, for tests and tools
    /// (the app saves [`Table::checkpoint_json`], [`Table::state_json`] and the log apart).
    pub fn snapshot_json(&self) -> Result<String, TableError> {
        let snapshot = match self {
            Table::Dica(s) => AnySnapshot::Dica(Box::new(s.snapshot())),
            Table::Dicen(s) => AnySnapshot::Dicen(Box::new(s.snapshot())),
            Table::Ganjifa(s) => AnySnapshot::Ganjifa(Box::new(s.snapshot())),
            Table::Gnav(s) => AnySnapshot::Gnav(Box::new(s.snapshot())),
        };
        serde_json::to_string(&snapshot).map_err(|e| TableError::Restore(e.to_string()))
    }

    /// The table without its match's log (which the store keeps as an append-only log), as
    /// JSON text: what a save writes when a series starts and at each round's end. Its size
    /// does not grow with the series.
    pub fn checkpoint_json(&self) -> Result<String, TableError> {
        let snapshot = match self {
            Table::Dica(s) => AnySnapshot::Dica(Box::new(s.checkpoint())),
            Table::Dicen(s) => AnySnapshot::Dicen(Box::new(s.checkpoint())),
            Table::Ganjifa(s) => AnySnapshot::Ganjifa(Box::new(s.checkpoint())),
            Table::Gnav(s) => AnySnapshot::Gnav(Box::new(s.checkpoint())),
        };
        serde_json::to_string(&snapshot).map_err(|e| TableError::Restore(e.to_string()))
    }

    /// The table's own state beside the match (pause, holder, narration, clock...), as JSON
    /// text: small and bounded, saved with every change.
    pub fn state_json(&self) -> Result<String, TableError> {
        on_session!(self, s => {
            serde_json::to_string(s.table_state())
        })
        .map_err(|e| TableError::Restore(e.to_string()))
    }

    /// How many narration lines the table has been told since it was set.
    pub fn narrated(&self) -> u64 {
        on_session!(self, s => s.table_state().narrated)
    }

    /// The narration's lines from line `from` on (as far as the table keeps them), each as JSON
    /// text: what a save appends to the series' narration in the store.
    pub fn narration_from(&self, from: u64) -> Result<Vec<String>, TableError> {
        on_session!(self, s => s.narration_from(from).iter().map(serde_json::to_string).collect::<Result<Vec<_>, _>>())
            .map_err(|e| TableError::Restore(e.to_string()))
    }

    /// A saved table. A corrupt or tampered save is refused (the match log must replay to its state).
    pub fn restore_json(text: &str) -> Result<Table, TableError> {
        let snapshot: AnySnapshot =
            serde_json::from_str(text).map_err(|e| TableError::Restore(e.to_string()))?;
        Ok(match snapshot {
            AnySnapshot::Dica(s) => Table::Dica(Box::new(Session::restore(*s)?)),
            AnySnapshot::Dicen(s) => Table::Dicen(Box::new(Session::restore(*s)?)),
            AnySnapshot::Ganjifa(s) => Table::Ganjifa(Box::new(Session::restore(*s)?)),
            AnySnapshot::Gnav(s) => Table::Gnav(Box::new(Session::restore(*s)?)),
        })
    }

    /// A table saved in parts: a checkpoint ([`Table::checkpoint_json`], or a whole save from
    /// before checkpoints), the match's whole log by actor in notation, and the table state
    /// saved with the latest change ([`Table::state_json`]; `None`: the checkpoint's own). The
    /// log is replayed through the checkpoint with every chance outcome checked
    /// ([`Session::restore_with_log`]): a corrupt or tampered save is refused.
    ///
    /// `narration` is the series' last narration lines as saved apart (JSON text, oldest
    /// first); empty, the state's own narration stays (a save from before it was kept apart).
    pub fn restore_saved(
        checkpoint: &str,
        log: &[(crate::engine::Actor, String)],
        state: Option<&str>,
        narration: &[String],
    ) -> Result<Table, TableError> {
        let snapshot: AnySnapshot =
            serde_json::from_str(checkpoint).map_err(|e| TableError::Restore(e.to_string()))?;
        let state: Option<NarratedState> = state
            .map(serde_json::from_str)
            .transpose()
            .map_err(|e| TableError::Restore(format!("the table state: {e}")))?;
        let mut table = match snapshot {
            AnySnapshot::Dica(s) => Table::Dica(Box::new(restore_parts(*s, log, state)?)),
            AnySnapshot::Dicen(s) => Table::Dicen(Box::new(restore_parts(*s, log, state)?)),
            AnySnapshot::Ganjifa(s) => Table::Ganjifa(Box::new(restore_parts(*s, log, state)?)),
            AnySnapshot::Gnav(s) => Table::Gnav(Box::new(restore_parts(*s, log, state)?)),
        };
        if !narration.is_empty() {
            let lines = narration
                .iter()
                .map(|line| serde_json::from_str(line))
                .collect::<Result<Vec<Msg>, _>>()
                .map_err(|e| TableError::Restore(format!("the narration: {e}")))?;
            on_session!(&mut table, s => s.set_narration(lines));
        }
        Ok(table)
    }
}

/// A session from its checkpoint, its log in notation and its latest state.
fn restore_parts<G: TableGame>(
    snapshot: SessionSnapshot<G>,
    log: &[(crate::engine::Actor, String)],
    state: Option<NarratedState>,
) -> Result<Session<G>, TableError> {
    let entries = log
        .iter()
        .enumerate()
        .map(|(index, (actor, text))| {
            text.parse()
                .map(|action| crate::engine::LogEntry {
                    actor: *actor,
                    action,
                })
                .map_err(|e: crate::engine::NotationError| {
                    TableError::Restore(format!("action {index} of the log ({text}): {e}"))
                })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Session::restore_with_log(snapshot, entries, state)
}
