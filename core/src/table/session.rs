//! A table playing one game: the match, the people around it, and what the screen shows.

use super::adapter::{table_options, RoundWord, TableGame, Tap, Target, ViewCtx};
use super::error::TableError;
use super::intent::Intent;
use super::setup::TableSetup;
use super::view::{
    Effects, Haptic, LeaveView, LegendEntry, SaveNotice, Screen, SeatView, SeriesView, SummaryView,
    TableView, TargetKind, TargetView, BOT_MARK, TURN_MARK, WARNING_MARK, WINNER_MARK,
};
use crate::ai::ismcts::Stop;
use crate::ai::Level;
use crate::engine::{Actor, Game, Match, Seat, Snapshot, TableRng, ToAct};
use crate::l10n::{self, Lang, Msg};
use crate::look::LookSettings;
use serde::{Deserialize, Serialize};
use std::any::Any;
use std::sync::{Arc, Mutex};

/// The id of the button a person taps once they have seen a card they were given.
pub const SEEN: &str = "seen";
/// A person's window to interject while a bot's move is awaited (a DiCa challenge, D9.2):
/// long enough to read the board and tap, short enough not to stall the bots. Reading where the
/// rule book is silent: D9.2 allows a challenge for as long as the roll is awaited, and a bot
/// would otherwise roll within its 0.7 s pause.
pub const PEOPLE_WINDOW_MS: u64 = 4_000;

/// How many log lines a table keeps, and a view carries: a tall terminal shows them all and
/// scrolls back through them; a phone shows what fits.
const LOG_LINES: usize = 60;

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

/// The table's own state beside the match, saved with it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableState {
    pub version: u64,
    /// The seat whose person confirmed the hand-over since the phone last may have changed
    /// hands (hidden-hand games). Cleared whenever it may have changed hands: a resume, a
    /// summary, the next round, a rematch. See [`Session`] for the invariant.
    pub holder: Option<Seat>,
    /// A person who was just given or shown a card (a Gnav swap, a draw from the stock, a
    /// Katt's undo: K7) sees it before the phone moves on: the table waits for their "Done".
    #[serde(default)]
    pub showing: Option<Seat>,
    pub pause: Pause,
    /// The narration's last [`LOG_LINES`] lines. Saved with each change only inside a whole
    /// snapshot or a checkpoint: a change's saved state leaves it out, and the store keeps the
    /// narration as an append-only list, so a save writes the same early or late (issue 16).
    pub log: Vec<Msg>,
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
    pub effects: Effects,
    pub rematches: u32,
    pub lang: Lang,
    pub look: LookSettings,
    /// The device's offset from UTC in minutes (east positive), as the shell last gave it: it
    /// turns `now_ms` into the local time for rules that read the phone's clock
    /// ([`TableGame::local_time_action`]). Saves from before it existed read as UTC.
    #[serde(default)]
    pub utc_offset_minutes: i32,
    /// The latest `now_ms` of an intent the table handled. A resumed table's turn clock gets
    /// back the time it had left at that moment ([`Session::resume_clock`]); saves from before
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
    /// A deal inside a round has been settled and a person is to see it before the next deal.
    #[serde(default)]
    pub deal_settled: bool,
}

impl TableState {
    /// The state as a change's save writes it: everything but the narration, which the store
    /// keeps as its own append-only list (issue 16). Built field by field, so the narration's
    /// lines are never copied only to be dropped, and a field added later must be listed here.
    pub fn without_log(&self) -> TableState {
        TableState {
            version: self.version,
            holder: self.holder,
            showing: self.showing,
            pause: self.pause,
            log: Vec::new(),
            narrated: self.narrated,
            selection: self.selection.clone(),
            clock: self.clock,
            declined: self.declined.clone(),
            rounds_seen: self.rounds_seen,
            round_ends: self.round_ends.clone(),
            effects: self.effects.clone(),
            rematches: self.rematches,
            lang: self.lang,
            look: self.look,
            utc_offset_minutes: self.utc_offset_minutes,
            last_now_ms: self.last_now_ms,
            unsaved: self.unsaved.clone(),
            armed: self.armed.clone(),
            deal_settled: self.deal_settled,
        }
    }
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
    pub table: TableState,
}

/// A bot's move, computed away from the table (on another thread) and applied if still current.
pub struct BotJob {
    pub seat: Seat,
    pub version: u64,
    /// How long the runtime waits at least before the bot moves because a person may act now
    /// too (a DiCa challenge while the bot's roll is awaited, D9.2): the person's window to
    /// interject, much longer than the bot's natural pause. Zero when only bots may act.
    pub people_window_ms: u64,
    pub(super) run: Box<Thinking>,
}

/// A bot's thinking, given the caller's time cap if any: its move.
type Thinking = dyn FnOnce(Option<Box<dyn Stop>>) -> Option<BotAction> + Send;

impl BotJob {
    /// Thinks. `None`: the bot has nothing to do (it declines to interject).
    pub fn run(self) -> BotMove {
        self.think(None)
    }

    /// Thinks until `stop` says so at the latest: the runtime's time cap, so a searching bot
    /// (Ganjifa's hard one) answers in time on a slow phone. The move then depends on the
    /// machine's speed, so seeded tests use [`BotJob::run`].
    pub fn run_until(self, stop: Box<dyn Stop>) -> BotMove {
        self.think(Some(stop))
    }

    fn think(self, stop: Option<Box<dyn Stop>>) -> BotMove {
        BotMove {
            seat: self.seat,
            version: self.version,
            action: (self.run)(stop),
        }
    }
}

/// A bot's decision. `None`: the bot has nothing to do now (it declines to interject).
#[derive(Debug)]
pub struct BotMove {
    pub seat: Seat,
    pub version: u64,
    pub action: Option<BotAction>,
}

/// A bot's action, typed for the game of the table that asked (the runtime carries it without
/// knowing the game): never written out and read back.
pub struct BotAction(Box<dyn Any + Send>);

impl std::fmt::Debug for BotAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("BotAction(..)")
    }
}

/// The "next" button in the game's words: next round, deal or game.
#[derive(Clone)]
pub struct Session<G: TableGame> {
    pub(super) setup: TableSetup,
    pub(super) game: Match<G>,
    pub(super) state: TableState,
    /// The narration's last [`LOG_LINES`] lines in the table's language, as a view carries
    /// them: rendered once when told (or when the language changes), not again
    /// for every view (60 lines looked up and copied on every tap).
    told: Vec<String>,
    /// The targets the latest view was drawn from.
    drawn: Drawn<G::Action>,
}

/// The targets a view was drawn from, with the version they belong to. A tap on that view is
/// resolved from the very same targets instead of building them again: the same computation
/// ([`TableGame::targets`] "computed identically for drawing and for dispatching"), done once.
/// At a late Ganjifa tap, building them (every card of the hand named, its legality tried) was
/// half the targets' work. The version says every change, so an older set is never used.
struct Drawn<A>(Mutex<Option<(u64, Vec<Target<A>>)>>);

impl<A> Default for Drawn<A> {
    fn default() -> Self {
        Drawn(Mutex::new(None))
    }
}

/// A copy (a bot's look-ahead, a table handed to another thread) starts without: the memo is
/// only a shortcut.
impl<A> Clone for Drawn<A> {
    fn clone(&self) -> Self {
        Drawn::default()
    }
}

impl<A> Drawn<A> {
    fn keep(&self, version: u64, targets: Vec<Target<A>>) {
        if let Ok(mut drawn) = self.0.lock() {
            *drawn = Some((version, targets));
        }
    }

    /// The targets drawn at `version`, if those are the ones kept.
    fn take(&self, version: u64) -> Option<Vec<Target<A>>> {
        match self.0.lock().ok()?.take() {
            Some((drawn, targets)) if drawn == version => Some(targets),
            _ => None,
        }
    }
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
            told: Vec::new(),
            drawn: Drawn::default(),
            state: TableState {
                version: 0,
                holder: None,
                pause: Pause::Playing,
                log: Vec::new(),
                narrated: 0,
                selection: Vec::new(),
                clock: None,
                declined: Vec::new(),
                rounds_seen: 0,
                round_ends: Vec::new(),
                effects: Effects::default(),
                rematches: 0,
                lang,
                look: LookSettings::default(),
                utc_offset_minutes: utc_offset_minutes
                    .clamp(-MAX_UTC_OFFSET_MINUTES, MAX_UTC_OFFSET_MINUTES),
                showing: None,
                last_now_ms: now_ms,
                unsaved: None,
                armed: None,
                deal_settled: false,
            },
        };
        session.settle(now_ms)?;
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
        state: Option<TableState>,
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
        let mut state = state.unwrap_or(snapshot.table);
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
        let mut session = Session {
            setup: snapshot.setup,
            game,
            state,
            told: Vec::new(),
            drawn: Drawn::default(),
        };
        session.retell();
        Ok(session)
    }

    /// Renders the kept narration again, in the table's language.
    fn retell(&mut self) {
        let lang = self.state.lang;
        let from = self.state.log.len().saturating_sub(LOG_LINES);
        self.told = self.state.log[from..]
            .iter()
            .map(|m| l10n::text(lang, m))
            .collect();
    }

    /// The whole table, the match's log included.
    pub fn snapshot(&self) -> SessionSnapshot<G> {
        SessionSnapshot {
            setup: self.setup.clone(),
            game: self.game.snapshot(),
            table: self.state.clone(),
        }
    }

    /// The table without the match's log, which the store keeps as its own append-only log:
    /// saved when a series starts and at each round's end, so no save grows with the series.
    pub fn checkpoint(&self) -> SessionSnapshot<G> {
        SessionSnapshot {
            setup: self.setup.clone(),
            game: self.game.checkpoint(),
            table: self.state.clone(),
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

    fn names(&self) -> Vec<String> {
        self.setup
            .seats
            .iter()
            .map(|s| s.name.trim().to_string())
            .collect()
    }

    /// Per seat: a person sits there.
    fn people(&self) -> Vec<bool> {
        self.setup.seats.iter().map(|s| s.ai.is_none()).collect()
    }

    fn is_person(&self, seat: Seat) -> bool {
        self.setup
            .seats
            .get(usize::from(seat))
            .is_some_and(|s| s.ai.is_none())
    }

    fn ctx<'a>(&'a self, names: &'a [String]) -> ViewCtx<'a> {
        ViewCtx {
            lang: self.state.lang,
            names,
            selection: &self.state.selection,
            people: self.people(),
        }
    }

    /// The person the game waits for, if it waits for a person.
    fn person_due(&self) -> Option<Seat> {
        match self.game.to_act() {
            ToAct::Seats { due, .. } if self.is_person(due) => Some(due),
            _ => None,
        }
    }

    /// The only person at the table, when exactly one sits there: the phone never changes
    /// hands, so it never asks for a hand-over.
    fn sole_person(&self) -> Option<Seat> {
        let mut people = (0..self.setup.seats.len() as Seat).filter(|&s| self.is_person(s));
        match (people.next(), people.next()) {
            (Some(only), None) => Some(only),
            _ => None,
        }
    }

    /// Who holds the phone, as far as the table knows.
    ///
    /// The privacy invariant: a view shows a hidden card only to the person who confirmed the
    /// hand-over since the phone last may have changed hands. It may have changed hands at a
    /// resume or restore, at any summary, at the next round, at a rematch, and whenever a
    /// person's turn follows another person's; each of these clears the holder (or asks for a
    /// hand-over) before anything secret shows. A table with exactly one person never asks.
    fn holder(&self) -> Option<Seat> {
        self.sole_person().or(self.state.holder)
    }

    /// In hidden-hand games, the person who must take the device before anything secret shows.
    /// Never while someone looks at a card they were just given.
    fn hand_over_to(&self) -> Option<Seat> {
        if !G::HIDDEN_HANDS || self.state.pause != Pause::Playing || self.state.showing.is_some() {
            return None;
        }
        self.person_due().filter(|&due| self.holder() != Some(due))
    }

    /// Whose eyes the board is drawn for. Between rounds nobody's: the phone often goes round
    /// the table with the summary.
    fn viewer(&self) -> Option<Seat> {
        if G::HIDDEN_HANDS && self.state.pause == Pause::Playing {
            self.holder()
        } else {
            None
        }
    }

    /// Targets people may tap now: only for people's seats, only while playing, and in
    /// hidden-hand games only the holder's. None while someone looks at a card they were given.
    fn person_targets(&self, ctx: &ViewCtx) -> Vec<Target<G::Action>> {
        if self.state.pause != Pause::Playing
            || self.hand_over_to().is_some()
            || self.state.showing.is_some()
        {
            return Vec::new();
        }
        let mut all = Vec::new();
        self.game.game().targets(ctx, &mut all);
        let holder = self.holder();
        all.retain(|t| self.is_person(t.seat) && (!G::HIDDEN_HANDS || holder == Some(t.seat)));
        all
    }

    /// After a change in a hidden-hand game with several people: if the card(s) of the person
    /// holding the phone changed while play goes on, they look at what they now hold before the
    /// phone moves on (K7: a seat knows the cards it received).
    fn note_shown_cards(&mut self, before: &G) {
        if !G::HIDDEN_HANDS || self.sole_person().is_some() || self.state.pause != Pause::Playing {
            return;
        }
        if let Some(holder) = self.state.holder {
            if self.game.game().hand_changed(before, holder) {
                self.state.showing = Some(holder);
            }
        }
    }

    /// Handles one intent from a person. Nothing changes on error; a handled one records the
    /// time it was handled ([`TableState::last_now_ms`]).
    pub fn dispatch(
        &mut self,
        intent: &Intent,
        seen_version: u64,
        now_ms: u64,
    ) -> Result<(), TableError> {
        self.handle(intent, seen_version, now_ms)?;
        self.state.last_now_ms = self.state.last_now_ms.max(now_ms);
        Ok(())
    }

    fn handle(
        &mut self,
        intent: &Intent,
        seen_version: u64,
        now_ms: u64,
    ) -> Result<(), TableError> {
        if let Intent::Tick = intent {
            return self.tick(now_ms);
        }
        // A tap on one of the table's own buttons (hand-over, next round, rematch) is that
        // button's intent: a shell may send every target of the view as a tap.
        if let Intent::Tap { target } = intent {
            let named = Intent::for_target(target);
            if !matches!(named, Intent::Tap { .. }) {
                return self.dispatch(&named, seen_version, now_ms);
            }
        }
        if seen_version != self.state.version {
            return Err(TableError::Stale {
                seen: seen_version,
                current: self.state.version,
            });
        }
        match intent {
            Intent::Tick => Ok(()),
            Intent::ConfirmHandOver => match self.hand_over_to() {
                Some(seat) => {
                    self.state.holder = Some(seat);
                    self.changed(Haptic::None);
                    Ok(())
                }
                None => Err(TableError::NotNow(Msg::new("table-error-no-hand-over"))),
            },
            Intent::NextRound => match self.state.pause {
                Pause::RoundOver | Pause::Settlement => {
                    self.state.pause = if self.game.game().is_over() {
                        Pause::SeriesOver
                    } else {
                        Pause::Playing
                    };
                    self.state.clock = None;
                    self.state.holder = None;
                    self.changed(Haptic::None);
                    self.settle(now_ms)
                }
                _ => Err(TableError::NotNow(Msg::new("table-error-round-not-over"))),
            },
            Intent::Rematch => match self.state.pause {
                Pause::SeriesOver => self.rematch(now_ms),
                _ => Err(TableError::NotNow(Msg::new("table-error-series-not-over"))),
            },
            Intent::Cancel => {
                if self.state.selection.is_empty() && self.state.armed.is_none() {
                    return Err(TableError::NotNow(Msg::new("table-error-nothing-chosen")));
                }
                self.state.selection.clear();
                self.state.armed = None;
                self.changed(Haptic::None);
                Ok(())
            }
            other => {
                let id = other.target_id().unwrap_or_default();
                self.tap(&id, now_ms)
            }
        }
    }

    fn tap(&mut self, id: &str, now_ms: u64) -> Result<(), TableError> {
        if let Some(seat) = self.state.showing {
            if id != SEEN {
                return Err(TableError::NotNow(
                    Msg::new("table-error-seen-first")
                        .text("name", self.names()[usize::from(seat)].clone()),
                ));
            }
            self.state.showing = None;
            self.changed(Haptic::None);
            return Ok(());
        }
        if self.hand_over_to().is_some() {
            return Err(TableError::NotNow(Msg::new("table-error-hand-over-first")));
        }
        if self.state.pause != Pause::Playing {
            return Err(TableError::NotNow(Msg::new("table-error-round-over")));
        }
        let targets = match self.drawn.take(self.state.version) {
            Some(targets) => targets,
            None => self.person_targets(&self.ctx(&self.names())),
        };
        let target = targets
            .into_iter()
            .find(|t| t.id == id)
            .ok_or_else(|| TableError::UnknownTarget(id.to_string()))?;
        match target.tap {
            Tap::Refused(why) => Err(TableError::Refused {
                kind: "not-allowed",
                message: Arc::unwrap_or_clone(why),
                rule: None,
            }),
            Tap::Act(action) => {
                if self.arms(id, target.seat, &action) {
                    return Ok(());
                }
                self.apply(Actor::Seat(target.seat), action, now_ms)
            }
            Tap::ActAll(actions) => {
                for action in actions {
                    self.apply(Actor::Seat(target.seat), action, now_ms)?;
                }
                Ok(())
            }
            Tap::Select => {
                match self.state.selection.iter().position(|s| s == id) {
                    Some(i) => {
                        self.state.selection.remove(i);
                    }
                    None => self.state.selection.push(id.to_string()),
                }
                self.state.armed = None;
                self.changed(Haptic::None);
                Ok(())
            }
        }
    }

    /// Applies a seat's action, narrates it, resolves chance, and settles the table.
    fn apply(&mut self, actor: Actor, action: G::Action, now_ms: u64) -> Result<(), TableError> {
        let before = self.game.game().clone();
        let action = before.at_time(action, now_ms);
        self.game
            .act(actor, action.clone())
            .map_err(|e| TableError::Refused {
                kind: e.kind(),
                message: match &e {
                    crate::engine::PlayError::Refused(r) => crate::engine::Refusal::message(r),
                    _ => Msg::new("table-error-not-your-turn"),
                },
                rule: match &e {
                    crate::engine::PlayError::Refused(r) => crate::engine::Refusal::rule(r),
                    _ => None,
                },
            })?;
        let haptic = G::haptic(&before, actor, &action, self.game.game());
        self.note_round_ends();
        self.narrate(&before, actor, &action);
        self.note_settlement(&before);
        self.state.selection.clear();
        self.state.armed = None;
        self.changed(haptic);
        self.settle(now_ms)?;
        self.note_shown_cards(&before);
        Ok(())
    }

    fn narrate(&mut self, before: &G, actor: Actor, action: &G::Action) {
        let names = self.names();
        let ctx = ViewCtx {
            lang: self.state.lang,
            names: &names,
            selection: &[],
            people: self.people(),
        };
        let lines = G::narrate(before, actor, action, self.game.game(), &ctx);
        self.tell(lines);
    }

    /// Adds lines to the narration, which keeps its last [`LOG_LINES`] and counts every line
    /// it was ever told ([`TableState::narrated`]).
    fn tell(&mut self, lines: impl IntoIterator<Item = Msg>) {
        let before = self.state.log.len();
        self.state.log.extend(lines);
        let lang = self.state.lang;
        let told = self.state.log[before..].iter().map(|m| l10n::text(lang, m));
        self.told.extend(told);
        self.state.narrated += (self.state.log.len() - before) as u64;
        let excess = self.state.log.len().saturating_sub(LOG_LINES);
        self.state.log.drain(..excess);
        self.told.drain(..self.told.len().saturating_sub(LOG_LINES));
    }

    /// The narration's lines from line `from` on (counted as [`TableState::narrated`] counts),
    /// as far as the table still keeps them: what a save appends to the store's narration.
    pub fn narration_from(&self, from: u64) -> &[Msg] {
        let first_kept = self
            .state
            .narrated
            .saturating_sub(self.state.log.len() as u64);
        let skip = from
            .saturating_sub(first_kept)
            .min(self.state.log.len() as u64);
        &self.state.log[skip as usize..]
    }

    /// The narration as it was last saved apart (the store's last lines, oldest first), put
    /// back into a restored table: its saved state leaves the narration out.
    pub fn set_narration(&mut self, lines: Vec<Msg>) {
        let excess = lines.len().saturating_sub(LOG_LINES);
        self.state.log = lines;
        self.state.log.drain(..excess);
        self.retell();
    }

    /// The device's local time now, for [`TableGame::local_time_action`].
    fn local_ms(&self, now_ms: u64) -> u64 {
        now_ms.saturating_add_signed(i64::from(self.state.utc_offset_minutes) * 60_000)
    }

    /// After any change: resolve chance and the actions the device's clock decides (narrating
    /// them), notice finished rounds, and restart the turn clock when a new turn begins.
    ///
    /// A clock action waits while a finished round's summary shows, so it reads the time at
    /// which the next round really starts.
    fn settle(&mut self, now_ms: u64) -> Result<(), TableError> {
        loop {
            if self.settlement_waits() {
                break;
            }
            let before = self.game.game().clone();
            let len = self.game.log().len();
            if self.game.to_act() == ToAct::Chance {
                self.game
                    .step_chance()
                    .map_err(|e| TableError::Chance(e.to_string()))?;
            } else if let Some((seat, action)) = self.clock_action_due(now_ms) {
                self.game
                    .act(Actor::Seat(seat), action)
                    .map_err(|e| TableError::Clock(e.to_string()))?;
            } else {
                break;
            }
            self.note_round_ends();
            if let Some(entry) = self.game.log().get(len).cloned() {
                let haptic = G::haptic(&before, entry.actor, &entry.action, self.game.game());
                if haptic != Haptic::None {
                    self.state.effects.haptic = haptic;
                }
                self.narrate(&before, entry.actor, &entry.action);
                self.note_settlement(&before);
            }
        }
        self.pause_for_settlement();
        if self.state.pause != Pause::Playing {
            // A summary or a settlement goes round the table: whoever takes the phone next
            // confirms again.
            self.state.holder = None;
            self.state.showing = None;
        }
        self.state.clock = match (self.state.pause, self.game.game().clock()) {
            (Pause::Playing, Some(clock)) => match self.state.clock {
                Some(c) if c.seat == clock.seat && c.turn == clock.turn => Some(c),
                _ => Some(ClockState {
                    seat: clock.seat,
                    turn: clock.turn,
                    limit_ms: clock.limit_ms,
                    started_ms: now_ms,
                }),
            },
            _ => None,
        };
        self.state.effects.timeout_due_ms = self
            .state
            .clock
            .map(|c| c.started_ms.saturating_add(c.limit_ms));
        Ok(())
    }

    /// Whether a person is at the table: only then do settlements wait for "next" (bots alone
    /// never need to see them).
    fn has_people(&self) -> bool {
        self.setup.seats.iter().any(|s| s.ai.is_none())
    }

    /// A round or a deal has ended and a person has not seen it yet: chance (the next deal)
    /// waits, so the settlement shows the board as it ended.
    fn settlement_waits(&self) -> bool {
        self.has_people()
            && (self.state.deal_settled || self.game.game().rounds().len() > self.state.rounds_seen)
    }

    /// Notes a deal settled inside a round by the action that turned `before` into now.
    fn note_settlement(&mut self, before: &G) {
        let after = self.game.game();
        let round_ended = after.rounds().len() > before.rounds().len();
        if !round_ended && G::settles(before, after) {
            self.state.deal_settled = true;
        }
    }

    /// After settling: pause on a finished round's summary or a deal's settlement when a person
    /// is seated (bots alone play straight on), and on the series' end.
    fn pause_for_settlement(&mut self) {
        let people = self.has_people();
        let rounds = self.game.game().rounds().len();
        let over = self.game.game().is_over();
        if rounds > self.state.rounds_seen {
            self.state.rounds_seen = rounds;
            self.state.deal_settled = false;
            self.state.pause = match (people, over) {
                (true, _) => Pause::RoundOver,
                (false, true) => Pause::SeriesOver,
                (false, false) => Pause::Playing,
            };
        } else if self.state.deal_settled {
            self.state.deal_settled = false;
            if people {
                self.state.pause = Pause::Settlement;
            }
        } else if over && self.state.pause == Pause::Playing {
            self.state.pause = Pause::SeriesOver;
        }
    }

    /// Whether tapping `id` (warned: the rules make its cost certain) only arms it: the first
    /// tap shows the warning, the second confirms.
    fn arms(&mut self, id: &str, seat: Seat, action: &G::Action) -> bool {
        if self.game.game().warning(seat, action).is_none()
            || self.state.armed.as_deref() == Some(id)
        {
            return false;
        }
        self.state.armed = Some(id.to_string());
        self.changed(Haptic::None);
        true
    }

    /// The action the device's clock decides now, unless the table is paused or a finished
    /// round's summary is about to show.
    fn clock_action_due(&self, now_ms: u64) -> Option<(Seat, G::Action)> {
        let unseen_round = self.game.game().rounds().len() > self.state.rounds_seen;
        if self.state.pause != Pause::Playing || unseen_round {
            return None;
        }
        self.game.game().local_time_action(self.local_ms(now_ms))
    }

    /// Records where in the log each newly finished round ended.
    fn note_round_ends(&mut self) {
        let finished = self.game.game().rounds().len();
        while self.state.round_ends.len() < finished {
            self.state.round_ends.push(self.game.log().len() as u64);
        }
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

    fn changed(&mut self, haptic: Haptic) {
        self.state.version += 1;
        self.state.effects.haptic = haptic;
        self.state.declined.clear();
    }

    /// Time passed: inject the timeout if the running clock has run out (D10).
    fn tick(&mut self, now_ms: u64) -> Result<(), TableError> {
        if self.state.showing.is_some() {
            return Ok(());
        }
        let Some(clock) = self.state.clock else {
            return Ok(());
        };
        if now_ms < clock.started_ms.saturating_add(clock.limit_ms) {
            return Ok(());
        }
        match self.game.game().timeout(clock.seat) {
            Some(action) => self.apply(Actor::Seat(clock.seat), action, now_ms),
            None => Ok(()),
        }
    }

    fn rematch(&mut self, now_ms: u64) -> Result<(), TableError> {
        let options = table_options::<G>(&self.setup)?;
        let rematches = self.state.rematches + 1;
        let seed = TableRng::seeded(self.setup.seed ^ u64::from(rematches)).next_u64();
        self.game = Match::new(&options, self.setup.seats.len(), seed)?;
        self.state.rematches = rematches;
        self.state.pause = Pause::Playing;
        self.state.holder = None;
        self.state.showing = None;
        self.state.rounds_seen = 0;
        self.state.round_ends.clear();
        self.state.selection.clear();
        self.state.armed = None;
        self.state.deal_settled = false;
        self.tell([Msg::new("table-log-rematch")]);
        self.changed(Haptic::None);
        self.settle(now_ms)
    }

    /// The next bot decision the table needs, if a bot is to act (never while paused).
    /// The bot to move now, if any (a bot that may act outside its turn goes first), and
    /// whether a person may act at the same moment.
    fn bot_to_move(&self) -> Option<(Seat, Level, bool)> {
        if self.state.pause != Pause::Playing || self.state.showing.is_some() {
            return None;
        }
        let ToAct::Seats { due, may } = self.game.to_act() else {
            return None;
        };
        let version = self.state.version;
        let seat = may
            .iter()
            .filter(|&s| s != due)
            .chain([due])
            .find(|&s| !self.is_person(s) && !self.state.declined.contains(&(s, version)))?;
        let level = self.setup.seats.get(usize::from(seat))?.ai?;
        let people_may = may.iter().any(|s| s != seat && self.is_person(s));
        Some((seat, level, people_may))
    }

    /// Whether a bot is to move now: what [`Self::bot_job`] answers, without copying the game.
    pub fn bot_due(&self) -> bool {
        self.bot_to_move().is_some()
    }

    pub fn bot_job(&self) -> Option<BotJob> {
        let (seat, level, people_may) = self.bot_to_move()?;
        let version = self.state.version;
        let game = self.game.game().clone();
        let seed = self.setup.seed ^ version.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(seat);
        Some(BotJob {
            seat,
            version,
            people_window_ms: if people_may { PEOPLE_WINDOW_MS } else { 0 },
            run: Box::new(move |stop| {
                let mut legal = Vec::new();
                game.legal_actions(seat, &mut legal);
                if legal.is_empty() {
                    return None;
                }
                let mut bot = G::bot(level);
                if let Some(stop) = stop {
                    bot.stop_when(stop);
                }
                let mut rng = TableRng::seeded(seed);
                let view = game.observation(seat);
                bot.choose(&view, seat, &legal, &mut rng)
                    .map(|action| BotAction(Box::new(action)))
            }),
        })
    }

    /// Applies a bot's decision if the table has not moved on since it was asked.
    pub fn bot_move(&mut self, mv: BotMove, now_ms: u64) -> Result<(), TableError> {
        if mv.version != self.state.version {
            return Err(TableError::Stale {
                seen: mv.version,
                current: self.state.version,
            });
        }
        match mv.action {
            None => {
                self.state.declined.push((mv.seat, mv.version));
                Ok(())
            }
            Some(BotAction(action)) => {
                // A move from another game's table: a bug of the caller, refused like a stale one.
                let action = action
                    .downcast::<G::Action>()
                    .map_err(|_| TableError::Stale {
                        seen: mv.version,
                        current: self.state.version,
                    })?;
                self.apply(Actor::Seat(mv.seat), *action, now_ms)
            }
        }
    }

    /// A table that was saved and is opened again at `now_ms`: the running turn clock gets
    /// back the time it had left when the table was last given the time (at its last saved
    /// change), instead of counting the hours the app was closed (D10). Call once, before the
    /// first view of the reopened table is shown.
    pub fn resume_clock(&mut self, now_ms: u64) {
        if let Some(clock) = &mut self.state.clock {
            let used = self
                .state
                .last_now_ms
                .saturating_sub(clock.started_ms)
                .min(clock.limit_ms);
            clock.started_ms = now_ms.saturating_sub(used);
            self.state.effects.timeout_due_ms =
                Some(clock.started_ms.saturating_add(clock.limit_ms));
        }
        self.state.last_now_ms = now_ms;
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
            self.retell();
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

    /// The screen now.
    pub fn view(&self) -> TableView {
        let names = self.names();
        let ctx = self.ctx(&names);
        let lang = self.state.lang;
        let g = self.game.game();
        let hand_over = self.hand_over_to();
        let mut targets = self.target_views(&ctx);
        let screen = self.screen(&ctx, hand_over, &mut targets);
        let seats = self.seat_views(&ctx);
        let (title, series) = self.place(&ctx);
        let summary = match self.state.pause {
            Pause::Playing | Pause::Settlement => None,
            Pause::RoundOver | Pause::SeriesOver => Some(self.summary(&ctx)),
        };
        let status = self.status(&ctx, hand_over);
        let board = hand_over.is_none().then(|| g.board(self.viewer(), &ctx));
        if let Some(board) = &board {
            let placed = board.placed_targets();
            for target in &mut targets {
                target.on_board = placed.contains(&target.id.as_str());
            }
        }
        let unsaved = self.state.unsaved.as_ref().map(|n| n.view(lang));
        let armed = targets
            .iter()
            .find(|t| t.confirm)
            .and_then(|t| t.warning.clone());
        let legend = self.legend(&ctx, &targets);
        TableView {
            version: self.state.version,
            game: G::ID,
            lang,
            title,
            status,
            screen,
            seats,
            board,
            dice: if hand_over.is_none() {
                g.dice().into_iter().map(u32::from).collect()
            } else {
                Vec::new()
            },
            targets,
            log: self.told.clone(),
            series,
            summary,
            settlement: match self.state.pause {
                Pause::RoundOver | Pause::Settlement => {
                    g.settlement(&ctx).iter().map(|m| ctx.text(m)).collect()
                }
                Pause::Playing | Pause::SeriesOver => Vec::new(),
            },
            legend,
            effects: self.state.effects.clone(),
            look: self.state.look.look(),
            unsaved: unsaved.clone(),
            leaving: LeaveView::of(unsaved.as_ref(), lang),
            armed,
        }
    }

    /// The targets a person may tap now, as drawn: labels, reasons, warnings and selection.
    fn target_views(&self, ctx: &ViewCtx) -> Vec<TargetView> {
        let g = self.game.game();
        let targets = self.person_targets(ctx);
        // A reason shared with the target just before (one Arc) is put in words once.
        let mut said: Option<(Arc<Msg>, String)> = None;
        let mut why_not = |why: &Arc<Msg>| -> String {
            match &said {
                Some((before, text)) if Arc::ptr_eq(before, why) => text.clone(),
                _ => {
                    let text = ctx.text(why);
                    said = Some((why.clone(), text.clone()));
                    text
                }
            }
        };
        let views = targets
            .iter()
            .map(|t| TargetView {
                warning: match &t.tap {
                    Tap::Act(action) => g.warning(t.seat, action).map(|w| ctx.text(&w)),
                    _ => None,
                },
                confirm: self.state.armed.as_deref() == Some(t.id.as_str()),
                selected: ctx.is_selected(&t.id),
                enabled: !matches!(t.tap, Tap::Refused(_)),
                why_not: match &t.tap {
                    Tap::Refused(why) => Some(why_not(why)),
                    _ => None,
                },
                id: t.id.clone(),
                seat: t.seat,
                kind: t.kind,
                label: ctx.text(&t.label),
                accessibility: ctx.text(&t.a11y),
                on_board: false,
            })
            .collect();
        self.drawn.keep(self.state.version, targets);
        views
    }

    /// Which screen shows, with the table's own button for it (seen, hand-over, next, rematch)
    /// added to `targets`.
    fn screen(
        &self,
        ctx: &ViewCtx,
        hand_over: Option<Seat>,
        targets: &mut Vec<TargetView>,
    ) -> Screen {
        let table_button = |id: &str, seat: Seat, label: Msg| TargetView {
            id: id.to_string(),
            seat,
            kind: TargetKind::Button,
            label: ctx.text(&label),
            accessibility: ctx.text(&label),
            enabled: true,
            why_not: None,
            selected: false,
            on_board: false,
            warning: None,
            confirm: false,
        };
        if let Some(seat) = self.state.showing {
            targets.push(table_button(
                SEEN,
                seat,
                Msg::new("table-seen-done").text("name", ctx.name(seat).to_string()),
            ));
        }
        match (hand_over, self.state.pause) {
            (Some(seat), _) => {
                let name = ctx.name(seat).to_string();
                targets.push(table_button(
                    Intent::ConfirmHandOver
                        .target_id()
                        .unwrap_or_default()
                        .as_str(),
                    seat,
                    Msg::new("table-hand-over-confirm").text("name", name.clone()),
                ));
                Screen::HandOver {
                    seat,
                    prompt: ctx.text(&Msg::new("table-hand-over").text("name", name.clone())),
                    name,
                }
            }
            (None, Pause::RoundOver) => {
                // The last round's summary leads to the series' standings, not to a round.
                let label = if self.game.game().is_over() {
                    Msg::new("table-final-standings")
                } else {
                    G::ROUND_WORD.next()
                };
                targets.push(table_button("next-round", 0, label));
                Screen::RoundOver
            }
            (None, Pause::SeriesOver) => {
                targets.push(table_button("rematch", 0, Msg::new("table-rematch")));
                Screen::SeriesOver
            }
            // A deal's settlement is drawn on the board (every card shown) with a "next" button.
            (None, Pause::Settlement) => {
                targets.push(table_button("next-round", 0, RoundWord::Deal.next()));
                Screen::Playing
            }
            (None, Pause::Playing) => Screen::Playing,
        }
    }

    /// The seats as drawn: names, scores (a finished round's while its summary shows), turn.
    fn seat_views(&self, ctx: &ViewCtx) -> Vec<SeatView> {
        let g = self.game.game();
        let due = self.game.to_act().due();
        let finished = g.rounds().len();
        let score = |seat: Seat| match self.state.pause {
            Pause::Playing | Pause::Settlement => g.seat_score(seat),
            Pause::RoundOver | Pause::SeriesOver => {
                g.round_end_score(finished.saturating_sub(1), seat)
            }
        };
        (0..g.seat_count() as Seat)
            .map(|seat| {
                let (label, lives) = score(seat);
                let score_label = ctx.text(&label);
                SeatView {
                    seat,
                    name: ctx.name(seat).to_string(),
                    team: g.team(seat),
                    score: g.score(seat),
                    score_label,
                    lives,
                    is_turn: due == Some(Actor::Seat(seat)),
                    ai: self.setup.seats.get(usize::from(seat)).and_then(|s| s.ai),
                    holds_device: G::HIDDEN_HANDS && self.viewer() == Some(seat),
                }
            })
            .collect()
    }

    /// The status line.
    fn status(&self, ctx: &ViewCtx, hand_over: Option<Seat>) -> String {
        match (hand_over, self.state.pause) {
            (Some(_), _) => ctx.text(&Msg::new("table-status-hand-over")),
            (None, Pause::RoundOver) => ctx.text(&G::ROUND_WORD.over()),
            (None, Pause::SeriesOver) => ctx.text(&Msg::new("table-status-series-over")),
            (None, Pause::Settlement) => ctx.text(&Msg::new("table-status-settled")),
            (None, Pause::Playing) => match self.state.showing {
                Some(seat) => ctx
                    .text(&Msg::new("table-status-seen").text("name", ctx.name(seat).to_string())),
                None => ctx.text(&self.status_playing(ctx)),
            },
        }
    }

    /// The status while playing: the game's, or, while a bot is to act, that it is thinking
    /// (what it did then shows in the log).
    fn status_playing(&self, ctx: &ViewCtx) -> Msg {
        match self.game.to_act() {
            ToAct::Seats { due, .. } if !self.is_person(due) && !self.game.game().is_over() => {
                Msg::new("table-status-bot-thinking")
                    .text("name", ctx.name(due).to_string())
                    .msg("status", self.game.game().status(ctx))
            }
            _ => self.game.game().status(ctx),
        }
    }

    /// The symbols the table uses for every game (whose turn, a bot's seat), then the game's,
    /// then those of the moment (a summary's winners, a move that costs for certain).
    fn legend(&self, ctx: &ViewCtx, targets: &[TargetView]) -> Vec<LegendEntry> {
        let entry = |symbol: String, meaning: &Msg| LegendEntry {
            symbol,
            meaning: ctx.text(meaning),
        };
        let game = self.game.game().legend(ctx);
        let mut entries = Vec::with_capacity(2 + game.len());
        entries.push(entry(TURN_MARK.to_string(), &Msg::new("table-legend-turn")));
        if !self.people().iter().all(|&p| p) {
            entries.push(entry(BOT_MARK.to_string(), &Msg::new("table-legend-bot")));
        }
        entries.extend(
            game.into_iter()
                .map(|(symbol, meaning)| entry(symbol, &meaning)),
        );
        if matches!(self.state.pause, Pause::RoundOver | Pause::SeriesOver) {
            entries.push(entry(
                WINNER_MARK.to_string(),
                &Msg::new("table-legend-winner"),
            ));
        }
        if targets.iter().any(|t| t.warning.is_some()) {
            entries.push(entry(
                WARNING_MARK.to_string(),
                &Msg::new("table-legend-warning"),
            ));
        }
        entries
    }

    /// The title and the series' progress: the round (deal, game) being played, or the one
    /// just finished while its settlement or summary shows ("DICEN — Round 2 of 4").
    fn place(&self, ctx: &ViewCtx) -> (String, SeriesView) {
        let g = self.game.game();
        let playing = self.state.pause == Pause::Playing && !g.is_over();
        let round = (g.rounds().len() + usize::from(playing)).max(1);
        let place = g.place(round - 1);
        let title = Msg::new("table-title")
            .msg("game", G::ID.name_msg())
            .msg("place", place);
        let series = SeriesView {
            round: round as u32,
            rounds: g.rounds_in_series(),
            label: ctx.text(&g.round_label(round - 1)),
        };
        (ctx.text(&title), series)
    }

    fn summary(&self, ctx: &ViewCtx) -> SummaryView {
        let over = self.state.pause == Pause::SeriesOver;
        super::summary::summary(self.game.game(), ctx, over)
    }
}
