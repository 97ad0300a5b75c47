//! A table playing one game: the match, the people around it, and what the screen shows.
//!
//! Its rooms: [`state`] (what is saved beside the match), [`narration`], [`seats`] (who sits
//! where and who holds the phone), [`flow`] (intents, chance and the clock moving the table
//! on), [`bots`], and [`view`] (the screen drawn from all of it).

mod bots;
mod flow;
mod narration;
mod seats;
mod state;
mod undo;
mod view;

pub use bots::{BotAction, BotJob, BotMove, PEOPLE_WINDOW_MS};
pub use state::{
    ClockState, NarratedState, Pause, SessionSnapshot, TableState, MAX_UTC_OFFSET_MINUTES,
};
pub use undo::{Rewind, UNDO};

use super::adapter::{table_options, TableGame};
use super::error::TableError;
use super::setup::TableSetup;
use super::view::{Haptic, SaveNotice};
use crate::engine::{Actor, Match, Seat};
use crate::l10n::{Lang, Msg};
use crate::look::LookSettings;
use narration::Narration;

/// The id of the button a person taps once they have seen a card they were given.
pub const SEEN: &str = "seen";
/// The id of the hand-over's button: "I am NAME", the screen may show that person's cards.
pub const HAND_OVER: &str = "hand-over";
/// The id of the button that moves on from a round's summary or a deal's settlement.
pub const NEXT_ROUND: &str = "next-round";
/// The id of the series' summary button that starts the series again.
pub const REMATCH: &str = "rematch";

/// One table: its set-up, the match, the table's own state and its narration.
#[derive(Clone)]
pub struct Session<G: TableGame> {
    pub(super) setup: TableSetup,
    pub(super) game: Match<G>,
    pub(super) state: TableState,
    narration: Narration,
    /// The moment before the last action of the person holding the phone, while it may still
    /// be taken back ([`undo`]). Never saved: a resumed table may be in other hands.
    undo: Option<undo::UndoPoint<G>>,
    /// Each take-back of this match: the version it made and how far it reached
    /// ([`Session::rewound_since`]).
    rewinds: Vec<undo::Rewind>,
}

impl<G: TableGame> Session<G> {
    /// A new table; `utc_offset_minutes` is the device's offset from UTC, needed before the
    /// first settling when the rules read the phone's clock for the first deal (G3 `clock`).
    pub fn new(
        setup: TableSetup,
        lang: Lang,
        now_ms: u64,
        utc_offset_minutes: i32,
    ) -> Result<Self, TableError> {
        let options = table_options::<G>(&setup)?;
        let game: Match<G> = Match::new(&options, setup.seats.len(), setup.seed)?;
        let mut session = Session {
            setup,
            game,
            narration: Narration::default(),
            undo: None,
            rewinds: Vec::new(),
            state: TableState {
                version: 0,
                holder: None,
                pause: Pause::Playing,
                narrated: 0,
                selection: Vec::new(),
                clock: None,
                declined: Vec::new(),
                rounds_seen: 0,
                round_ends: Vec::new(),
                haptic: Haptic::None,
                rematches: 0,
                lang,
                look: LookSettings::default(),
                utc_offset_minutes: utc_offset_minutes
                    .clamp(-MAX_UTC_OFFSET_MINUTES, MAX_UTC_OFFSET_MINUTES),
                showing: None,
                last_now_ms: now_ms,
                unsaved: None,
                armed: None,
            },
        };
        session.advance(now_ms, false)?;
        Ok(session)
    }

    /// A table saved whole ([`Session::snapshot`]).
    pub fn restore(mut snapshot: SessionSnapshot<G>) -> Result<Self, TableError> {
        let log = std::mem::take(&mut snapshot.game.log);
        snapshot.game.applied = Some(log.len() as u64);
        Self::restore_with_log(snapshot, log, None)
    }

    /// A table saved as a checkpoint ([`Session::checkpoint`]), the whole log of its match, and
    /// its latest table state when it changed after the checkpoint (the state is saved with
    /// every change, the checkpoint at a round's end). The log must replay through the
    /// checkpoint with every chance outcome drawn as the table drew it
    /// ([`Match::restore_with_log`]); a table never gives chance, so a snapshot that says it
    /// did is refused.
    pub fn restore_with_log(
        snapshot: SessionSnapshot<G>,
        log: Vec<crate::engine::LogEntry<G::Action>>,
        state: Option<NarratedState>,
    ) -> Result<Self, TableError> {
        if snapshot.game.chance_given {
            return Err(TableError::Restore(
                "a table draws its chance; this save names chance outcomes itself".into(),
            ));
        }
        let game = Match::restore_with_log(snapshot.game, log)
            .map_err(|e| TableError::Restore(e.to_string()))?;
        if game.game().seat_count() != snapshot.setup.seats.len() {
            return Err(TableError::Restore(
                "the seats do not match the game".into(),
            ));
        }
        // A state saved with a change has no narration (the store gives that back apart,
        // [`Session::set_narration`]), unless it was saved before the store kept it apart.
        let NarratedState {
            mut state,
            log: lines,
        } = state.unwrap_or(snapshot.table);
        if state.round_ends.len() > game.game().rounds().len()
            || state
                .round_ends
                .iter()
                .any(|&end| end > game.log().len() as u64)
        {
            return Err(TableError::Restore(
                "the table state does not fit the match's log".into(),
            ));
        }
        // The phone may have changed hands while the app was closed: nobody holds it now.
        state.holder = None;
        state.showing = None;
        let narration = Narration::of(lines, state.lang);
        Ok(Session {
            setup: snapshot.setup,
            game,
            state,
            narration,
            undo: None,
            rewinds: Vec::new(),
        })
    }

    /// The whole table, the match's log included.
    pub fn snapshot(&self) -> SessionSnapshot<G> {
        SessionSnapshot {
            setup: self.setup.clone(),
            game: self.game.snapshot(),
            table: self.narrated_state(),
        }
    }

    /// The table without the match's log, which the store keeps as its own append-only log:
    /// saved when a series starts and at each round's end, so no save grows with the series.
    pub fn checkpoint(&self) -> SessionSnapshot<G> {
        SessionSnapshot {
            setup: self.setup.clone(),
            game: self.game.checkpoint(),
            table: self.narrated_state(),
        }
    }

    fn narrated_state(&self) -> NarratedState {
        NarratedState {
            state: self.state.clone(),
            log: self.narration.lines().to_vec(),
        }
    }

    /// The table's own state beside the match: small, saved with every change.
    pub fn table_state(&self) -> &TableState {
        &self.state
    }

    pub fn game(&self) -> &G {
        self.game.game()
    }

    pub fn version(&self) -> u64 {
        self.state.version
    }

    /// When the running turn clock runs out, if one runs.
    pub fn timeout_due_ms(&self) -> Option<u64> {
        self.state
            .clock
            .map(|c| c.started_ms.saturating_add(c.limit_ms))
    }

    /// The narration's lines from line `from` on (counted as [`TableState::narrated`] counts),
    /// as far as the table still keeps them: what a save appends to the store's narration.
    pub fn narration_from(&self, from: u64) -> &[Msg] {
        self.narration.from(from, self.state.narrated)
    }

    /// The narration as it was last saved apart (the store's last lines, oldest first), put
    /// back into a restored table: its saved state leaves the narration out.
    pub fn set_narration(&mut self, lines: Vec<Msg>) {
        self.narration = Narration::of(lines, self.state.lang);
    }

    /// How many actions the match has applied (chance included).
    pub fn log_len(&self) -> u64 {
        self.game.log().len() as u64
    }

    /// The actions from index `from` on, by actor, in notation.
    pub fn actions_from(&self, from: u64) -> Vec<(Actor, String)> {
        self.game
            .log()
            .iter()
            .skip(from as usize)
            .map(|e| (e.actor, e.action.to_string()))
            .collect()
    }

    /// Finished rounds, each with the index of the last action that played it.
    pub fn finished_rounds(&self) -> Vec<(u64, crate::engine::RoundResult)> {
        let ends = &self.state.round_ends;
        self.game
            .game()
            .rounds()
            .into_iter()
            .enumerate()
            .map(|(i, r)| (ends.get(i).map_or(0, |e| e.saturating_sub(1)), r))
            .collect()
    }

    /// Once the match is over: who won and each seat's final score.
    pub fn result(&self) -> Option<(crate::engine::SeatSet, Vec<i64>)> {
        let g = self.game.game();
        let outcome = g.outcome()?;
        Some((
            outcome.winners,
            (0..g.seat_count() as Seat).map(|s| g.score(s)).collect(),
        ))
    }

    /// How many rematches this table has started.
    pub fn rematches(&self) -> u32 {
        self.state.rematches
    }

    /// first view of the reopened table is shown.
    pub fn resume_clock(&mut self, now_ms: u64) {
        if let Some(clock) = &mut self.state.clock {
            let used = self
                .state
                .last_now_ms
                .saturating_sub(clock.started_ms)
                .min(clock.limit_ms);
            clock.started_ms = now_ms.saturating_sub(used);
        }
        self.state.last_now_ms = now_ms;
    }

    /// The app left the screen (a call, another app, the phone locked): the phone may change
    /// hands before anyone looks again, so nobody holds it now and a card someone was being
    /// shown is put away, as when a saved table reopens; the next hidden hand shows only after
    /// a hand-over. The turn clock's time used so far is kept (`now_ms` is when it stopped):
    /// [`Self::resume_clock`] gives the time left back on return. The runtime stops the bots
    /// and the clock meanwhile. The version moves when the view changes.
    pub fn step_away(&mut self, now_ms: u64) {
        self.state.last_now_ms = self.state.last_now_ms.max(now_ms);
        if self.undo.take().is_some() {
            self.state.version += 1;
        }
        if self.state.holder.is_some() || self.state.showing.is_some() {
            self.state.holder = None;
            self.state.showing = None;
            self.state.version += 1;
            self.state.haptic = Haptic::None;
        }
    }

    /// Why the latest change is not saved yet (`None` once it is). Shown in every view; the
    /// version stays, since the game did not change.
    pub fn set_unsaved(&mut self, notice: Option<SaveNotice>) {
        self.state.unsaved = notice;
    }

    pub fn set_lang(&mut self, lang: Lang) {
        if self.state.lang != lang {
            self.state.lang = lang;
            self.state.version += 1;
            self.narration.retell(lang);
        }
    }

    /// The device's offset from UTC (east positive), clamped to a day either way. The shell
    /// sets it when it opens or resumes a table, and again when it changes (travel, summer
    /// time). Nothing shown changes, so the version stays.
    pub fn set_utc_offset_minutes(&mut self, minutes: i32) {
        self.state.utc_offset_minutes =
            minutes.clamp(-MAX_UTC_OFFSET_MINUTES, MAX_UTC_OFFSET_MINUTES);
    }

    pub fn set_look(&mut self, look: LookSettings) {
        if self.state.look != look {
            self.state.look = look;
            self.state.version += 1;
        }
    }
}
