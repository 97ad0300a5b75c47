//! What a table saves beside its match: where it is between the rules' moves, who holds the
//! phone, the turn clock, and the look and language it is drawn in.

use super::super::setup::TableSetup;
use super::super::view::{Haptic, SaveNotice};
use crate::engine::{Game, Seat, Snapshot};
use crate::l10n::{Lang, Msg};
use crate::look::LookSettings;
use serde::{Deserialize, Serialize};

/// Where the table is between the rules' moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "pause")]
pub enum Pause {
    Playing,
    /// A round just ended: its summary shows until someone taps "next round".
    RoundOver,
    /// The series is over: its summary shows until a rematch.
    SeriesOver,
    /// A deal inside a round was just settled (Gnav's deals inside a game): what happened
    /// shows until someone taps "next", before the next deal is dealt.
    Settlement,
}

/// The table's own state beside the match, saved with every change. The narration is not in
/// it: the store keeps that as an append-only list of its own, so a change's save writes the
/// same early or late in a series ([`NarratedState`] carries both where a whole table is saved).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableState {
    pub version: u64,
    /// The seat whose person confirmed the hand-over since the phone last may have changed
    /// hands (hidden-hand games). Cleared whenever it may have changed hands: a resume, the app
    /// leaving the screen, a summary, the next round, a rematch. See [`Session`] for the
    /// invariant.
    pub holder: Option<Seat>,
    /// A person who was just given or shown a card (a Gnav swap, a draw from the stock, a
    /// Katt's undo: K7) sees it before the phone moves on: the table waits for their "Done".
    #[serde(default)]
    pub showing: Option<Seat>,
    pub pause: Pause,
    /// How many lines the narration has been told since the table was set (its log keeps the
    /// last ones): the store appends those past what it holds.
    #[serde(default)]
    pub narrated: u64,
    pub selection: Vec<String>,
    /// The turn the clock runs for, as the game names it, and when it started.
    pub clock: Option<ClockState>,
    /// Bots asked whether to interject at a version (a DiCa challenge), and declined.
    pub declined: Vec<(Seat, u64)>,
    pub rounds_seen: usize,
    /// For each finished round, the match log's length when it ended (the store records which
    /// actions played each round).
    #[serde(default)]
    pub round_ends: Vec<u64>,
    /// What the latest change makes the phone do (a haptic), kept so that a resumed table's
    /// view is the view it left (the live table plays no haptic for a first view). When the
    /// turn clock runs out is not kept beside it: [`ClockState`] says it.
    #[serde(default)]
    pub haptic: Haptic,
    pub rematches: u32,
    pub lang: Lang,
    pub look: LookSettings,
    /// The device's offset from UTC in minutes (east positive), as the shell last gave it: it
    /// turns `now_ms` into the local time for rules that read the phone's clock
    /// ([`crate::table::TableGame::local_time_action`]). Saves from before it existed read as UTC.
    #[serde(default)]
    pub utc_offset_minutes: i32,
    /// The latest `now_ms` of an intent the table handled. A resumed table's turn clock gets
    /// back the time it had left at that moment ([`super::Session::resume_clock`]); saves from before
    /// it existed resume with a fresh turn.
    #[serde(default)]
    pub last_now_ms: u64,
    /// Why the latest change is not saved yet, while it is not: set by whoever saves the table
    /// (the runtime), shown in every view, never saved itself.
    #[serde(skip)]
    pub unsaved: Option<SaveNotice>,
    /// A warned target (a move whose cost the rules make certain) tapped once: the next tap on
    /// it confirms it. Any other change disarms it.
    #[serde(default)]
    pub armed: Option<String>,
}

/// The widest UTC offset a device can have, in minutes, either way (real ones lie within
/// −12:00 and +14:00).
pub const MAX_UTC_OFFSET_MINUTES: i32 = 24 * 60;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockState {
    pub seat: Seat,
    pub turn: u64,
    pub limit_ms: u64,
    pub started_ms: u64,
}

/// A table's saved form: its set-up, the match's snapshot and the table state.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SessionSnapshot<G: Game> {
    pub setup: TableSetup,
    pub game: Snapshot<G>,
    pub table: NarratedState,
}

/// The table state with the narration's last lines, as a whole snapshot or a checkpoint saves
/// it (one object, the lines under `log`, as saves have always written it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NarratedState {
    #[serde(flatten)]
    pub state: TableState,
    #[serde(default)]
    pub log: Vec<Msg>,
}
