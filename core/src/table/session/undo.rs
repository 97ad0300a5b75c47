//! Taking back a slipped tap: a person may take back their own last action as long as nothing
//! was revealed since. The table keeps one undo point, the moment before that person's last tap
//! that played something, and drops it as soon as anything could have told someone something
//! the take-back cannot untell:
//!
//! - chance drew an outcome (a die, a deal) during or after the tap;
//! - a card changed hands or was shown (a Gnav swap, a matador shown to refuse one:
//!   [`TableGame::revealed_since`]);
//! - another seat acted (a bot, the turn clock's timeout, a rule that reads the phone's clock);
//! - the phone may have changed hands (a hand-over confirmed, the app leaving the screen, a
//!   summary, a rematch, a resume: the point is never saved);
//! - a round or a deal ended (its summary or settlement goes round the table).
//!
//! A table set up with `undo: false` never keeps one (a serious series forbids it). The
//! take-back is a change like any other: the version moves, the narration says who took back
//! a move (the narration only grows), and the save takes the action back out of the stored log
//! ([`Session::rewound_since`]). Stats never see it: a round ending drops the point, so no
//! recorded round ever holds an action taken back.

use super::{Session, TableState};
use crate::engine::{Actor, MatchPoint, Seat};
use crate::l10n::Msg;
use crate::table::adapter::TableGame;
use crate::table::error::TableError;
use crate::table::view::Haptic;

/// The id of the button that takes back the last action of the person who holds the phone.
pub const UNDO: &str = "undo";

/// How far one take-back reached: the match's log and the narration returned to these
/// lengths, at the table's version `version`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rewind {
    pub version: u64,
    pub actions: u64,
    pub narrated: u64,
}

/// The moment before a person's last tap that played something.
#[derive(Clone)]
pub(super) struct UndoPoint<G: TableGame> {
    seat: Seat,
    before: MatchPoint<G>,
    state: TableState,
    /// The match log's length once the tap and everything it led to were applied: a longer log
    /// means someone or something acted since.
    log_len: u64,
}

/// What a tap that plays an action leaves to decide its undo point: the table before it.
pub(super) struct BeforeTap<G: TableGame> {
    seat: Seat,
    before: MatchPoint<G>,
    state: TableState,
    game: G,
    rounds: usize,
}

impl<G: TableGame> Session<G> {
    /// The table as it is before `seat`'s tap plays something (nothing when the table forbids
    /// taking back).
    pub(super) fn before_tap(&self, seat: Seat) -> Option<BeforeTap<G>> {
        if !self.setup.undo {
            return None;
        }
        let game = self.game.game().clone();
        Some(BeforeTap {
            seat,
            before: self.game.point_with(game.clone()),
            state: self.state.clone(),
            rounds: game.rounds().len(),
            game,
        })
    }

    /// After the tap: its undo point when the tap revealed nothing, else none (the previous
    /// point is gone either way: only the last action can be taken back).
    pub(super) fn after_tap(&mut self, tap: Option<BeforeTap<G>>) {
        self.undo = tap
            .filter(|t| self.revealed_nothing_since(t))
            .map(|t| UndoPoint {
                seat: t.seat,
                before: t.before,
                state: t.state,
                log_len: self.log_len(),
            });
    }

    fn revealed_nothing_since(&self, tap: &BeforeTap<G>) -> bool {
        let g = self.game.game();
        let only_the_seat = self
            .game
            .log()
            .iter()
            .skip(tap.before.log_len() as usize)
            .all(|entry| entry.actor == Actor::Seat(tap.seat));
        only_the_seat
            && !g.revealed_since(&tap.game)
            && g.rounds().len() == tap.rounds
            && self.state.pause == super::Pause::Playing
            && self.state.showing.is_none()
    }

    /// The seat whose last action can be taken back now, if any.
    pub(super) fn undo_due(&self) -> Option<Seat> {
        let point = self.undo.as_ref()?;
        let still = self.log_len() == point.log_len
            && self.state.pause == super::Pause::Playing
            && self.state.showing.is_none();
        still.then_some(point.seat)
    }

    /// Forgets the undo point: the phone may have changed hands, or the series moved on.
    pub(super) fn forget_undo(&mut self) {
        self.undo = None;
    }

    /// Takes back the last action of the seat [`Self::undo_due`] names. The turn clock is the
    /// one that ran before it, started when it started (a take-back gives no time back). When
    /// the table was waiting for the phone to pass to someone else, nobody holds it after: the
    /// next person to look may be that someone, so the taker confirms again before their hand
    /// shows.
    pub(super) fn take_back(&mut self) -> Result<(), TableError> {
        let seat = self
            .undo_due()
            .ok_or_else(|| TableError::NotNow(Msg::new("table-error-nothing-to-undo")))?;
        let Some(point) = self.undo.take() else {
            return Err(TableError::NotNow(Msg::new("table-error-nothing-to-undo")));
        };
        let holder = match self.hand_over_to() {
            Some(_) => None,
            None => self.state.holder,
        };
        if !self.game.take_back(point.before) {
            return Err(TableError::NotNow(Msg::new("table-error-nothing-to-undo")));
        }
        // What the action said goes with it: a card played and taken back is in a hand again,
        // and the narration must not say where.
        self.narration
            .unsay(self.state.narrated.saturating_sub(point.state.narrated));
        let now = &self.state;
        self.state = TableState {
            version: now.version,
            holder,
            showing: None,
            declined: Vec::new(),
            lang: now.lang,
            look: now.look,
            utc_offset_minutes: now.utc_offset_minutes,
            last_now_ms: now.last_now_ms,
            unsaved: now.unsaved.clone(),
            armed: None,
            ..point.state
        };
        self.rewinds.push(Rewind {
            version: self.state.version + 1,
            actions: self.log_len(),
            narrated: self.state.narrated,
        });
        let name = self.names()[usize::from(seat)].clone();
        self.tell([Msg::new("table-log-undo").text("name", name)]);
        self.changed(Haptic::None);
        Ok(())
    }

    /// How far back take-backs since the table's version `version` reached, when there were
    /// any: a save from then on first takes the actions and narration lines past that point
    /// back out of the store.
    pub fn rewound_since(&self, version: u64) -> Option<Rewind> {
        let since = self.rewinds.iter().filter(|r| r.version > version);
        since.copied().reduce(|a, b| Rewind {
            version: a.version.max(b.version),
            actions: a.actions.min(b.actions),
            narrated: a.narrated.min(b.narrated),
        })
    }
}
