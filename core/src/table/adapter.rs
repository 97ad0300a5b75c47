//! What the table needs from a game beyond its rules: how to draw it, what can be tapped, and how
//! to tell what happened. One implementation per game, in `table/games/` (the board records it
//! draws are each game's own, in `games/<game>/view.rs`).

use super::error::TableError;
use super::setup::{SeatSetup, TableSetup};
use super::view::{BoardView, Haptic, OptionSpec, TargetKind};
use crate::ai::Bots;
use crate::engine::{Actor, Seat};
use crate::l10n::{Lang, Msg};
use std::borrow::Cow;
use std::sync::Arc;

/// Everything a game's drawing code may need about the table around it.
pub struct ViewCtx<'a> {
    pub lang: Lang,
    /// Display names, one per seat.
    pub names: &'a [String],
    /// Target ids the person has selected so far (tiles before they add up, say).
    pub selection: &'a [String],
    /// Per seat: a person sits there (not a bot). Some help is for people only (DICEN's hint).
    pub people: Vec<bool>,
}

impl ViewCtx<'_> {
    pub fn name(&self, seat: Seat) -> &str {
        self.names
            .get(usize::from(seat))
            .map_or("?", String::as_str)
    }

    pub fn text(&self, msg: &Msg) -> String {
        crate::l10n::text(self.lang, msg)
    }

    /// Whether a person (not a bot) sits at `seat`.
    pub fn is_person(&self, seat: Seat) -> bool {
        self.people.get(usize::from(seat)).copied().unwrap_or(false)
    }

    pub fn is_selected(&self, id: &str) -> bool {
        self.selection.iter().any(|s| s == id)
    }
}

/// What tapping a target does.
#[derive(Clone, Debug, PartialEq)]
pub enum Tap<A> {
    /// Apply this action.
    Act(A),
    /// Toggle the target in the selection (tiles that are to add up to the throw); a target of
    /// the game's then applies the selection once the person confirms it.
    Select,
    /// Apply these actions in turn, as one move: what a confirmed selection stands for when the
    /// rules take it one action at a time (the discards chosen against a Ganjifa Dukal, G6.3).
    /// The game offers it only when every action applies after the ones before it.
    ActAll(Vec<A>),
    /// Not allowed now, and why (shown to the player, with the rule where one applies).
    /// Shared where one reason refuses many targets (a late Ganjifa hand's cards that do not
    /// follow suit): made, and put in words, once per view instead of once per card.
    Refused(Arc<Msg>),
}

/// One tappable thing: a tile, a card, a button.
#[derive(Clone, Debug)]
pub struct Target<A> {
    /// Stable id: the same thing has the same id from view to view (`tile:0:7`, `roll`).
    pub id: String,
    /// The seat on whose behalf it is tapped.
    pub seat: Seat,
    pub kind: TargetKind,
    /// Borrowed where a game builds its messages once (Ganjifa's cards: a late view names a
    /// hand of them after every tap, and building and freeing their messages each time was a
    /// quarter of the tap's work).
    pub label: Cow<'static, Msg>,
    /// What a screen reader says (fuller than the label).
    pub a11y: Cow<'static, Msg>,
    pub tap: Tap<A>,
}

impl<A> Target<A> {
    /// A button (roll, pass, accept...), read aloud as it is labelled.
    pub fn button(seat: Seat, id: &str, label: Msg, tap: Tap<A>) -> Target<A> {
        Target {
            id: id.to_string(),
            seat,
            kind: TargetKind::Button,
            a11y: Cow::Owned(label.clone()),
            label: Cow::Owned(label),
            tap,
        }
    }
}

/// What a game calls a round of its series, for the table's own words ("Next deal", "Deals won").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundWord {
    /// DiCa, DICEN.
    Round,
    /// Ganjifa.
    Deal,
    /// Gnav, whose games hold deals.
    Game,
}

impl RoundWord {
    /// The word as the messages' `$word` selectors read it.
    pub fn as_str(self) -> &'static str {
        match self {
            RoundWord::Round => "round",
            RoundWord::Deal => "deal",
            RoundWord::Game => "game",
        }
    }

    /// The button that starts the next one.
    pub fn next(self) -> Msg {
        Msg::new(match self {
            RoundWord::Round => "table-next-round",
            RoundWord::Deal => "table-next-deal",
            RoundWord::Game => "table-next-game",
        })
    }

    /// The status while one just finished shows its summary.
    pub fn over(self) -> Msg {
        Msg::new(match self {
            RoundWord::Round => "table-status-round-over",
            RoundWord::Deal => "table-status-deal-over",
            RoundWord::Game => "table-status-game-over",
        })
    }
}

/// A figure a summary shows for every seat, in a column of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Figure {
    /// Points scored in the round just finished.
    RoundPoints,
    /// The series' score so far (the game's own: points, or DICEN's lower-is-better total).
    Total,
    /// Rounds (deals, games) won so far; a shared one counts for each sharer.
    RoundsWon,
    /// Lives left when the game just finished ended (Gnav, K6).
    LivesLeft,
    /// What breaks a tie on rounds won in the series ([`TableGame::tie_break`]).
    TieBreak,
}

/// A turn the rules put a time limit on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnClock {
    /// The seat whose time runs.
    pub seat: Seat,
    pub limit_ms: u64,
    /// Identifies the turn: the clock restarts when this or the seat changes.
    pub turn: u64,
}

/// A game the table can seat people at.
pub trait TableGame: Bots {
    /// Whether seats hold cards others must not see: then the view is drawn for the person holding
    /// the device only, with a hand-over screen whenever the phone must change hands.
    const HIDDEN_HANDS: bool;

    /// What the game calls a round of its series, for the table's own words ("Next deal").
    const ROUND_WORD: RoundWord = RoundWord::Round;

    /// The figures a summary shows per seat, in order: the first is what a round is won by.
    const SUMMARY: &'static [Figure] = &[Figure::RoundPoints, Figure::Total, Figure::RoundsWon];

    /// The series ranks seats by rounds won before points (DiCa D11, Ganjifa G7, Gnav K6).
    const SERIES_BY_ROUNDS: bool = true;

    /// The lower score is the better one (DICEN).
    const LOW_SCORE_WINS: bool = false;

    /// The set-up choices (board size, variants, series length...) with their labels.
    fn option_specs() -> Vec<OptionSpec>;

    /// The options JSON for these seats, before it is parsed: a game whose seats are groups of
    /// people (DiCa's teams, D2) fills in who sits in each, or refuses with a reason. Most
    /// games take the options as they are.
    fn seat_options(
        options: serde_json::Value,
        _seats: &[SeatSetup],
    ) -> Result<serde_json::Value, Msg> {
        Ok(options)
    }

    /// The board as `viewer` may see it: `None` shows public information only.
    fn board(&self, viewer: Option<Seat>, ctx: &ViewCtx) -> BoardView;

    /// Every target for the seats that may act now (legal or refused with a reason), appended
    /// to `out`. Computed identically for drawing and for dispatching a tap.
    fn targets(&self, ctx: &ViewCtx, out: &mut Vec<Target<Self::Action>>);

    /// The action as applied at `now_ms` (DICEN's Time Attack stamps throws and closes with the
    /// table's clock, V9). Most games take actions as they are.
    fn at_time(&self, action: Self::Action, _now_ms: u64) -> Self::Action {
        action
    }

    /// The status line: whose turn and what they do.
    fn status(&self, ctx: &ViewCtx) -> Msg;

    /// Log lines for an applied action (chance outcomes included).
    fn narrate(
        before: &Self,
        actor: Actor,
        action: &Self::Action,
        after: &Self,
        ctx: &ViewCtx,
    ) -> Vec<Msg>;

    /// The haptic an applied action deserves.
    fn haptic(before: &Self, actor: Actor, action: &Self::Action, after: &Self) -> Haptic;

    /// The dice on the table now (empty when none).
    fn dice(&self) -> Vec<u8> {
        Vec::new()
    }

    /// Slow work the views would otherwise go without (DICEN's solver for hints), done once,
    /// off the table's task, when a table opens. Views never wait for it.
    fn prepare(&self) {}

    /// A seat's score as shown next to its name, and its lives where the game has them.
    fn seat_score(&self, seat: Seat) -> (Msg, Option<u8>);

    /// A seat's score as it stood when round `round` (from 0) ended, for that round's summary:
    /// a game whose next round starts from fresh scores (Gnav's lives, K6) tells what they were.
    fn round_end_score(&self, _round: usize, seat: Seat) -> (Msg, Option<u8>) {
        self.seat_score(seat)
    }

    /// Whether `seat`'s hidden cards differ from what they were in `before`: the person then
    /// looks at what they were given before the phone moves on (K7). Games without hidden
    /// cards never say so.
    fn hand_changed(&self, _before: &Self, _seat: Seat) -> bool {
        false
    }

    /// Whether what happened since `before` showed anyone a card they could not see before: a
    /// take-back may not undo it (`table/session/undo.rs`). By default, whether any seat's
    /// hidden cards changed; a game that also shows cards without moving them (a Gnav matador
    /// shown to refuse a swap, K3.3–K3.5) says so itself.
    fn revealed_since(&self, before: &Self) -> bool {
        (0..self.seat_count() as Seat).any(|seat| self.hand_changed(before, seat))
    }

    /// A seat's team, for team games.
    fn team(&self, _seat: Seat) -> Option<u8> {
        None
    }

    /// The people who play `seat` when they are several (a DiCa team, D2), in their order;
    /// empty for a seat of one person or a bot. A summary names them as partners ("Ann & Ben")
    /// and agrees its verb with them.
    fn seat_people(&self, _seat: Seat) -> &[String] {
        &[]
    }

    /// What breaks a tie on rounds won between seats in the series' standings: the game's
    /// total by default (DiCa D11, Ganjifa G7: points); Gnav's lives kept, summed over its
    /// games (K6).
    fn tie_break(&self, seat: Seat) -> i64 {
        self.score(seat)
    }

    /// The running turn clock (DiCa D10), if the rules time this moment.
    fn clock(&self) -> Option<TurnClock> {
        None
    }

    /// The action the table injects when `seat`'s time runs out.
    fn timeout(&self, _seat: Seat) -> Option<Self::Action> {
        None
    }

    /// An action the rules leave to the device's clock, due now: the table performs it itself,
    /// on behalf of the returned seat, as soon as the game reaches that moment (in
    /// [`crate::table::Session`]'s settling, like chance), so no person or bot is ever asked.
    /// Ganjifa's `clock` period (G3) sets day or night this way.
    ///
    /// `local_ms` is the device's local wall-clock time: the shell's `now_ms` (ms since the Unix
    /// epoch) shifted by the UTC offset the shell gave the table
    /// ([`crate::table::Table::set_utc_offset_minutes`]), so `local_ms % 86_400_000` is the
    /// local time of day. The engine itself never reads a clock.
    fn local_time_action(&self, _local_ms: u64) -> Option<(Seat, Self::Action)> {
        None
    }

    /// A one-line description of a finished round for the summary screen (beyond the points).
    fn round_label(&self, round: usize) -> Msg;

    /// A warning for a legal move whose cost to the player the rules make certain (a DiCa
    /// mistake in `count` mode, D4.5; a Gnav swap away of a card known to be higher): the table
    /// then asks for a second tap before applying it.
    fn warning(&self, _seat: Seat, _action: &Self::Action) -> Option<Msg> {
        None
    }

    /// Whether the move from `before` to `after` settled something a person should see before
    /// play goes on: by default a finished round; Gnav also settles every deal of a game.
    fn settles(before: &Self, after: &Self) -> bool {
        after.rounds().len() > before.rounds().len()
    }

    /// What the latest settlement (a finished deal or round) came to, line by line, shown
    /// while the table waits for "next": Gnav's revealed cards and lost lives, Ganjifa's
    /// captures, DiCa's won, stolen and blocked cards.
    fn settlement(&self, _ctx: &ViewCtx) -> Vec<Msg> {
        Vec::new()
    }

    /// Every symbol and abbreviation the board uses, with its meaning (DiCa's ★ and card
    /// marks, Ganjifa's suit codes, Gnav's lives and dealer): the shells draw these symbols.
    fn legend(&self, _ctx: &ViewCtx) -> Vec<(String, Msg)> {
        Vec::new()
    }

    /// A summary figure's column heading where the game names it otherwise (DICEN's GO GO
    /// counts throws, V8). `None`: the table's own words.
    fn figure_heading(&self, _figure: Figure) -> Option<Msg> {
        None
    }

    /// What a figure measures, before the standings of a headline ("throws, fewer is better —
    /// …"), where the game says it otherwise. `None`: the table's own words.
    fn figure_measure(&self, _figure: Figure) -> Option<Msg> {
        None
    }

    /// A figure's value where it is not a plain number (DICEN's Time Attack keeps milliseconds
    /// and shows a time, V9). `None`: the number as the language writes it.
    fn figure_value(&self, _figure: Figure, _value: i64) -> Option<Msg> {
        None
    }

    /// How many rounds (deals, games) the series has, when the options fix it.
    fn rounds_in_series(&self) -> Option<u32> {
        None
    }

    /// Where the table is while `round` (from 0) is played, in the game's own words, for the
    /// title ("Deal 2 of 3"; Gnav adds the deal inside the game).
    fn place(&self, round: usize) -> Msg {
        self.round_label(round)
    }
}

/// A set-up checked for a game: the names ([`TableSetup::check_names`]), then the game's
/// options with who sits where ([`TableGame::seat_options`]), parsed.
pub(super) fn table_options<G: TableGame>(setup: &TableSetup) -> Result<G::Options, TableError> {
    setup.check_names()?;
    let options =
        G::seat_options(setup.options.clone(), &setup.seats).map_err(TableError::SetupProblem)?;
    serde_json::from_value(options).map_err(|e| {
        TableError::SetupProblem(Msg::new("table-setup-options").text("why", e.to_string()))
    })
}
