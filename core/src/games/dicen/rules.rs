//! DICEN's state and transitions: the base game N1–N9 and the variants V1–V11.

use super::moves;
use super::notation::{Action, Stamp};
pub use super::throw::Throw;
use super::tiles::{Pick, Tiles};
use super::variants::{self, Variant, Variants};
use super::DicenOptions;
use crate::engine::Observe;
use crate::engine::{
    Actor, Forced, ForcedError, Game, Outcome, Prob, RoundResult, Seat, SeatSet, SetupError,
    TableRng, Tally, ToAct,
};
use crate::games::GameId;
use crate::l10n::Msg;
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::ops::RangeInclusive;

/// Where the turn player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "phase")]
pub enum Phase {
    /// The player chooses to throw two dice or one (N2).
    Throw,
    /// The dice are in the air: chance is due.
    Rolling {
        dice: u8,
    },
    /// The player must close tiles adding up to the throw (N4).
    Close {
        throw: Throw,
    },
    /// An unusable double: the player may reopen (N6, N7) or decline and be out.
    Reopen {
        throw: Throw,
    },
    Over,
}

/// One player's boards and record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Tiles still open this round on the player's (first) board.
    pub open: Tiles,
    /// V10: tiles still open on the player's second board.
    #[serde(default)]
    pub second: Option<Tiles>,
    /// Out for this round (N5).
    pub out: bool,
    /// Called DICEN this round (N8). In V11 only the partner whose close shut the team's last
    /// tile is marked; the call is the team's.
    pub dicen: bool,
    /// V7: has thrown the 7 that starts them this round (always true without V7).
    #[serde(default)]
    pub started: bool,
    /// Throws made this round.
    pub throws: u32,
    /// Finished rounds.
    pub rounds: Vec<PlayerRound>,
}

/// One finished round of one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRound {
    pub points: i64,
    pub throws: u32,
    /// This player called DICEN (in V11: shut the team's last tile).
    pub dicen: bool,
    /// V9: the time from the first throw to the last tile shut, from the table's clock.
    #[serde(default)]
    pub time_ms: Option<u64>,
}

impl Player {
    fn fresh(board: Tiles, second: bool, started: bool) -> Self {
        Player {
            open: board,
            second: second.then_some(board),
            out: false,
            dicen: false,
            started,
            throws: 0,
            rounds: Vec::new(),
        }
    }

    /// The open tiles of the player's own boards (one, or two in V10).
    fn own_sum(&self) -> u32 {
        self.open.sum() + self.second.map_or(0, Tiles::sum)
    }

    fn own_shut(&self) -> bool {
        self.open.is_empty() && self.second.is_none_or(Tiles::is_empty)
    }

    pub fn total(&self) -> i64 {
        self.rounds.iter().map(|r| r.points).sum()
    }
}

/// What [`Dicen`] answers for a seat it does not have.
static NOBODY: Player = Player {
    open: Tiles::NONE,
    second: None,
    out: true,
    dicen: false,
    started: false,
    throws: 0,
    rounds: Vec::new(),
};

/// V9: the table's clock readings this round (the engine never reads a clock).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// The reading the round's first throw carried.
    pub start: Option<u64>,
    /// The latest reading; no later action may carry an earlier one.
    pub last: Option<u64>,
}

/// A DICEN game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dicen {
    options: DicenOptions,
    players: Vec<Player>,
    /// The current round, 0-based.
    round: u8,
    turn: Seat,
    phase: Phase,
    #[serde(default)]
    clock: Clock,
}

/// Why DICEN refused an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("{action} is not possible now: {expected}")]
    WrongPhase {
        action: String,
        expected: &'static str,
    },
    /// N2 (with `top`, the highest open tile the throw may use, 7 or more; `two_boards`: V10
    /// or V11 count both boards), V1 (always two dice) or V7 (two dice before the start).
    #[error("one die may not be thrown now ({rule})")]
    OneDieNotAllowed {
        rule: &'static str,
        top: u8,
        two_boards: bool,
    },
    #[error("{0} is not a chance outcome now")]
    NotAnOutcome(String),
    #[error("tile {tile} is not open (N4)")]
    TileNotOpen { tile: u8, other: bool },
    #[error("the tiles add up to {got}, the throw is {needed} (N4)")]
    WrongSum { got: u32, needed: u32 },
    /// V1: not a set Lucky allows for `throw`, with `open` the open tiles (on every board the
    /// throw may use): the refusal names the sets it does allow.
    #[error("with Lucky close the sum of the dice, or their faces (V1)")]
    NotLucky { throw: Throw, open: Tiles },
    #[error("there is no other board (V10, V11)")]
    NoOtherBoard,
    #[error("tile {tile} is not shut, or not in play, so it cannot be reopened")]
    TileNotShut { tile: u8, other: bool },
    #[error("after this double only tile {0} may be reopened (N6)")]
    ReopenOnlyDouble(u8),
    #[error("reopened tiles may add up to at most 12, not {0} (N7)")]
    ReopenOverTwelve(u32),
    #[error("in Time Attack every throw and close carries the table's clock, @ms (V9)")]
    StampMissing,
    #[error("clock readings are only for Time Attack (V9)")]
    StampNotUsed,
    #[error("the clock reads {at} ms, earlier than {last} ms (V9)")]
    ClockBackwards { at: u64, last: u64 },
}

impl crate::engine::Refusal for Refusal {
    fn kind(&self) -> &'static str {
        match self {
            Refusal::WrongPhase { .. } => "wrong-phase",
            Refusal::OneDieNotAllowed { .. } => "one-die-not-allowed",
            Refusal::NotAnOutcome(_) => "not-an-outcome",
            Refusal::TileNotOpen { .. } => "tile-not-open",
            Refusal::WrongSum { .. } => "wrong-sum",
            Refusal::NotLucky { .. } => "not-lucky",
            Refusal::NoOtherBoard => "no-other-board",
            Refusal::TileNotShut { .. } => "tile-not-shut",
            Refusal::ReopenOnlyDouble(_) => "reopen-only-double",
            Refusal::ReopenOverTwelve(_) => "reopen-over-twelve",
            Refusal::StampMissing => "stamp-missing",
            Refusal::StampNotUsed => "stamp-not-used",
            Refusal::ClockBackwards { .. } => "clock-backwards",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        match self {
            Refusal::WrongPhase { .. } | Refusal::NotAnOutcome(_) => None,
            Refusal::OneDieNotAllowed { rule, .. } => Some(rule),
            Refusal::TileNotOpen { .. } | Refusal::WrongSum { .. } => Some("N4"),
            Refusal::NotLucky { .. } => Some("V1"),
            Refusal::NoOtherBoard => Some("V10"),
            Refusal::TileNotShut { .. } | Refusal::ReopenOnlyDouble(_) => Some("N6"),
            Refusal::ReopenOverTwelve(_) => Some("N7"),
            Refusal::StampMissing | Refusal::StampNotUsed | Refusal::ClockBackwards { .. } => {
                Some("V9")
            }
        }
    }

    fn message(&self) -> Msg {
        let board = |other: bool| if other { "other" } else { "own" };
        match self {
            Refusal::WrongPhase { action, .. } => {
                Msg::new("dicen-refusal-wrong-phase").text("action", action.clone())
            }
            Refusal::OneDieNotAllowed {
                rule,
                top,
                two_boards,
            } => match *rule {
                "V1" => Msg::new("dicen-refusal-one-die-lucky"),
                "V7" => Msg::new("dicen-refusal-one-die-seven"),
                _ => Msg::new("dicen-refusal-one-die")
                    .int("top", *top)
                    .text("boards", if *two_boards { "two" } else { "one" }),
            },
            Refusal::NotAnOutcome(a) => {
                Msg::new("dicen-refusal-not-an-outcome").text("action", a.clone())
            }
            Refusal::TileNotOpen { tile, other } => Msg::new("dicen-refusal-tile-not-open")
                .int("tile", *tile)
                .text("board", board(*other)),
            Refusal::WrongSum { got, needed } => Msg::new("dicen-refusal-wrong-sum")
                .int("sum", *got)
                .int("total", *needed),
            Refusal::NotLucky { throw, open } => Msg::new("dicen-refusal-not-lucky")
                .msg("options", super::words::lucky_msg(*throw, *open)),
            Refusal::NoOtherBoard => Msg::new("dicen-refusal-no-other-board"),
            Refusal::TileNotShut { tile, other } => Msg::new("dicen-refusal-tile-not-shut")
                .int("tile", *tile)
                .text("board", board(*other)),
            Refusal::ReopenOnlyDouble(t) => {
                Msg::new("dicen-refusal-reopen-only-double").int("tile", *t)
            }
            Refusal::ReopenOverTwelve(s) => {
                Msg::new("dicen-refusal-reopen-over-twelve").int("sum", *s)
            }
            Refusal::StampMissing => Msg::new("dicen-refusal-stamp-missing"),
            Refusal::StampNotUsed => Msg::new("dicen-refusal-stamp-not-used"),
            Refusal::ClockBackwards { at, last } => Msg::new("dicen-refusal-clock-backwards")
                .int("at", i64::try_from(*at).unwrap_or(i64::MAX))
                .int("last", i64::try_from(*last).unwrap_or(i64::MAX)),
        }
    }
}

impl Dicen {
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The current round, 0-based.
    pub fn round(&self) -> u8 {
        self.round
    }

    pub fn variants(&self) -> Variants {
        self.options.variants
    }

    pub fn clock(&self) -> Clock {
        self.clock
    }

    fn has(&self, variant: Variant) -> bool {
        self.options.variants.has(variant)
    }

    /// N1 with V2–V6: the tiles in play on each board.
    pub fn board(&self) -> Tiles {
        self.options.variants.board(self.options.tiles)
    }

    /// N9, V8, V9: rounds in this game (a solo game is one round).
    pub fn rounds_in_game(&self) -> u8 {
        if self.options.variants.solo() {
            1
        } else {
            self.options.rounds
        }
    }

    /// V11: the partner sitting opposite (seats A1, B1, A2, B2: 0 and 2, 1 and 3).
    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        (self.has(Variant::TwoVsTwo) && self.players.len() == 4 && seat < 4).then(|| (seat + 2) % 4)
    }

    /// The player in `seat`; a seat the table does not have is nobody, out, with no tiles.
    fn player(&self, seat: Seat) -> &Player {
        self.players.get(usize::from(seat)).unwrap_or(&NOBODY)
    }

    fn current(&mut self) -> &mut Player {
        &mut self.players[usize::from(self.turn)]
    }

    /// The open tiles a throw of `seat` may use: the own board, and the other board (V10: the
    /// second board; V11: the partner's board) if there is one.
    pub fn boards(&self, seat: Seat) -> (Tiles, Option<Tiles>) {
        let player = self.player(seat);
        let other = match self.partner(seat) {
            Some(partner) => Some(self.player(partner).open),
            None => player.second,
        };
        (player.open, other)
    }

    /// The shut tiles in play on the boards a throw of `seat` may use.
    fn shut_boards(&self, seat: Seat) -> (Tiles, Option<Tiles>) {
        let board = self.board();
        let (own, other) = self.boards(seat);
        (board.minus(own), other.map(|o| board.minus(o)))
    }

    /// N8: whether the player's side (V11: the team) has shut its boards and called DICEN.
    fn side_called(&self, seat: Seat) -> bool {
        self.player(seat).dicen || self.partner(seat).is_some_and(|p| self.player(p).dicen)
    }

    /// N3: still throwing this round.
    pub fn in_round(&self, seat: Seat) -> bool {
        !self.player(seat).out && !self.side_called(seat)
    }

    /// N2: one die only when every open tile the player may close is 6 or lower; never in V1
    /// Lucky; in V7 not before the starting 7 (one die cannot make 7). `Err` names the rule.
    fn one_die(&self, seat: Seat) -> Result<(), Refusal> {
        let refused = |rule, top| Refusal::OneDieNotAllowed {
            rule,
            top,
            two_boards: self.options.variants.two_boards(),
        };
        if self.has(Variant::Lucky) {
            return Err(refused("V1", 0));
        }
        if self.has(Variant::SevenToGo) && !self.player(seat).started {
            return Err(refused("V7", 0));
        }
        let (own, other) = self.boards(seat);
        let open = own.union(other.unwrap_or(Tiles::NONE));
        match open.max() {
            Some(top) if top > 6 => Err(refused("N2", top)),
            Some(_) => Ok(()),
            None => Err(refused("N2", 0)),
        }
    }

    /// N2 (with V1, V7): whether `seat` may throw one die now.
    pub fn may_throw_one(&self, seat: Seat) -> bool {
        self.one_die(seat).is_ok()
    }

    fn closes(&self, throw: Throw, each: impl FnMut(Pick)) {
        let (own, other) = self.boards(self.turn);
        moves::closes(throw, own, other, self.has(Variant::Lucky), each);
    }

    /// N6/N7 apply unless the game is solo (V8, V9 say they do not).
    fn can_reopen(&self, throw: Throw) -> bool {
        if self.options.variants.solo() {
            return false;
        }
        let (own, other) = self.shut_boards(self.turn);
        let mut any = false;
        moves::reopens(throw, own, other, |_| any = true);
        any
    }

    /// The dice have landed: V7 start, V6 unlucky 7, close (N4), reopen (N6/N7), a wasted throw
    /// (V8/V9), or out (N5).
    fn land(&mut self, throw: Throw) {
        let player = self.current();
        player.throws = player.throws.saturating_add(1);
        if self.has(Variant::SevenToGo) && !self.current().started {
            if throw.total() != 7 {
                self.pass_turn();
                return;
            }
            // V7: the starting 7 is then played as a normal throw.
            self.current().started = true;
        }
        if self.has(Variant::UnluckySeven) && throw.total() == 7 {
            self.pass_turn();
            return;
        }
        let (own, other) = self.boards(self.turn);
        if moves::can_close(throw, own, other, self.has(Variant::Lucky)) {
            self.phase = Phase::Close { throw };
        } else if self.can_reopen(throw) {
            self.phase = Phase::Reopen { throw };
        } else if self.options.variants.solo() {
            // V8/V9: the throw is lost, the player stays in.
            self.pass_turn();
        } else {
            self.current().out = true;
            self.pass_turn();
        }
    }

    /// N3: the turn passes to the next player still in the round; N9: or the round ends.
    fn pass_turn(&mut self) {
        let n = self.players.len();
        let next = (1..=n)
            .map(|step| ((usize::from(self.turn) + step) % n) as Seat)
            .find(|&s| self.in_round(s));
        match next {
            Some(seat) => {
                self.turn = seat;
                self.phase = Phase::Throw;
            }
            None => self.end_round(),
        }
    }

    /// Removes (or with `open == false` puts back) tiles on the boards of the turn player.
    fn turn_tiles(&mut self, pick: Pick, open: bool) {
        let change = |tiles: Tiles, set: Tiles| {
            if open {
                tiles.union(set)
            } else {
                tiles.minus(set)
            }
        };
        let turn = self.turn;
        let partner = self.partner(turn);
        let player = self.current();
        player.open = change(player.open, pick.own);
        if pick.other.is_empty() {
            return;
        }
        match partner {
            Some(p) => {
                let mate = &mut self.players[usize::from(p)];
                mate.open = change(mate.open, pick.other);
            }
            None => {
                if let Some(second) = player.second {
                    player.second = Some(change(second, pick.other));
                }
            }
        }
    }

    /// N8/N9: score the round, then start the next or end the game.
    ///
    /// Readings where the rule book is open: when several sides call DICEN in one round, every
    /// caller scores 0 and each other side gets 10 per call. A side is a player, or in V11 a
    /// team; both partners score the team's points (both boards, and 10 per other team's call).
    /// V8 GO GO scores the throws, V9 Time Attack the time from the first throw to the last
    /// tile shut.
    fn end_round(&mut self) {
        let seats = self.players.len() as Seat;
        let calls = (0..seats).filter(|&s| self.player(s).dicen).count() as i64;
        let time_ms = if self.has(Variant::TimeAttack) {
            match (self.clock.start, self.clock.last) {
                (Some(start), Some(last)) => Some(last.saturating_sub(start)),
                _ => None,
            }
        } else {
            None
        };
        let points: Vec<i64> = (0..seats)
            .map(|s| {
                let p = self.player(s);
                if self.has(Variant::GoGo) {
                    i64::from(p.throws)
                } else if self.has(Variant::TimeAttack) {
                    time_ms.map_or(0, |t| i64::try_from(t).unwrap_or(i64::MAX))
                } else if self.side_called(s) {
                    0
                } else {
                    let mate = self.partner(s).map_or(0, |m| self.player(m).own_sum());
                    i64::from(p.own_sum() + mate) + 10 * calls
                }
            })
            .collect();
        for (p, points) in self.players.iter_mut().zip(points) {
            p.rounds.push(PlayerRound {
                points,
                throws: p.throws,
                dicen: p.dicen,
                time_ms,
            });
        }
        if self.round + 1 >= self.rounds_in_game() {
            self.phase = Phase::Over;
            return;
        }
        self.round += 1;
        let board = self.board();
        let started = !self.has(Variant::SevenToGo);
        let second = self.has(Variant::LordOfTheBoard);
        for p in &mut self.players {
            let rounds = std::mem::take(&mut p.rounds);
            *p = Player::fresh(board, second, started);
            p.rounds = rounds;
        }
        self.clock = Clock::default();
        // N3: the first player moves one seat each round.
        self.turn = (usize::from(self.round) % self.players.len()) as Seat;
        self.phase = Phase::Throw;
    }

    /// V9: the clock reading a seat's action must carry now, if any (the earliest allowed).
    fn stamp_now(&self) -> Stamp {
        self.has(Variant::TimeAttack)
            .then(|| self.clock.last.unwrap_or(0))
    }

    /// V9: Time Attack actions carry the table's clock, which never runs backwards; other games
    /// carry none.
    fn check_stamp(&self, at: Stamp) -> Result<(), Refusal> {
        match (self.has(Variant::TimeAttack), at) {
            (false, None) => Ok(()),
            (false, Some(_)) => Err(Refusal::StampNotUsed),
            (true, None) => Err(Refusal::StampMissing),
            (true, Some(at)) => match self.clock.last {
                Some(last) if at < last => Err(Refusal::ClockBackwards { at, last }),
                _ => Ok(()),
            },
        }
    }

    /// V9: records a checked clock reading; the round's first throw starts the time.
    fn record_stamp(&mut self, at: Stamp, throw: bool) {
        if let Some(at) = at {
            self.clock.last = Some(at);
            if throw && self.clock.start.is_none() {
                self.clock.start = Some(at);
            }
        }
    }

    /// N4 and V1: whether the turn player may close `pick` with `throw`.
    fn check_close(&self, throw: Throw, pick: Pick) -> Result<(), Refusal> {
        let (own, other) = self.boards(self.turn);
        let other = match other {
            Some(o) => o,
            None if pick.other.is_empty() => Tiles::NONE,
            None => return Err(Refusal::NoOtherBoard),
        };
        if let Some(tile) = pick.own.iter().find(|&t| !own.contains(t)) {
            return Err(Refusal::TileNotOpen { tile, other: false });
        }
        if let Some(tile) = pick.other.iter().find(|&t| !other.contains(t)) {
            return Err(Refusal::TileNotOpen { tile, other: true });
        }
        if self.has(Variant::Lucky) {
            let mut allowed = false;
            self.closes(throw, |p| allowed |= p == pick);
            return if allowed {
                Ok(())
            } else {
                Err(Refusal::NotLucky {
                    throw,
                    open: own.union(other),
                })
            };
        }
        if pick.sum() != throw.total() {
            return Err(Refusal::WrongSum {
                got: pick.sum(),
                needed: throw.total(),
            });
        }
        Ok(())
    }

    /// N6/N7: whether the turn player may reopen `pick` after the unusable double `throw`.
    fn check_reopen(&self, throw: Throw, pick: Pick) -> Result<(), Refusal> {
        let (own, other) = self.shut_boards(self.turn);
        let other = match other {
            Some(o) => o,
            None if pick.other.is_empty() => Tiles::NONE,
            None => return Err(Refusal::NoOtherBoard),
        };
        if let Some(tile) = pick.own.iter().find(|&t| !own.contains(t)) {
            return Err(Refusal::TileNotShut { tile, other: false });
        }
        if let Some(tile) = pick.other.iter().find(|&t| !other.contains(t)) {
            return Err(Refusal::TileNotShut { tile, other: true });
        }
        match throw.double() {
            Some(6) if pick.sum() > 12 => Err(Refusal::ReopenOverTwelve(pick.sum())),
            Some(face) if face != 6 && !(pick.len() == 1 && pick.sum() == 2 * u32::from(face)) => {
                Err(Refusal::ReopenOnlyDouble(2 * face))
            }
            _ => Ok(()),
        }
    }

    fn wrong_phase(&self, action: &Action) -> Refusal {
        let expected = match self.phase {
            Phase::Throw => "throw the dice",
            Phase::Rolling { .. } => "the dice are rolling",
            Phase::Close { .. } => "close tiles adding up to the throw",
            Phase::Reopen { .. } => "reopen tiles or decline",
            Phase::Over => "the game is over",
        };
        Refusal::WrongPhase {
            action: action.to_string(),
            expected,
        }
    }

    fn score_bound(&self) -> i64 {
        if self.has(Variant::GoGo) {
            return i64::from(u32::MAX);
        }
        if self.has(Variant::TimeAttack) {
            return i64::MAX;
        }
        let boards = if self.options.variants.two_boards() {
            2
        } else {
            1
        };
        let sides = if self.has(Variant::TwoVsTwo) {
            2
        } else {
            self.players.len() as i64
        };
        let per_round = i64::from(self.board().sum()) * boards + 10 * (sides - 1);
        per_round * i64::from(self.rounds_in_game())
    }
}

/// Two dice in the order `chance_outcomes` lists them, each throw as many times as its
/// thirty-sixths (a double once, any other pair twice): the throw for every draw below 36.
const TWO_DICE: [(u8, u8); 36] = two_dice();

const fn two_dice() -> [(u8, u8); 36] {
    let mut table = [(0, 0); 36];
    let mut i = 0;
    let mut a = 1;
    while a <= 6 {
        let mut b = a;
        while b <= 6 {
            table[i] = (a, b);
            i += 1;
            if a != b {
                table[i] = (a, b);
                i += 1;
            }
            b += 1;
        }
        a += 1;
    }
    table
}

impl Game for Dicen {
    type Options = DicenOptions;
    type Action = Action;
    type Refusal = Refusal;

    const ID: GameId = GameId::Dicen;
    const SEATS: RangeInclusive<usize> = 1..=6;
    const DEFAULT_SEATS: usize = 2;

    fn new(options: &DicenOptions, seats: usize) -> Result<Self, SetupError> {
        if !Self::SEATS.contains(&seats) {
            return Err(SetupError::seat_count(Self::ID, Self::SEATS, seats));
        }
        if ![9, 10, 12].contains(&options.tiles) {
            return Err(SetupError::new(
                "option",
                Msg::new("dicen-setup-tiles").int("tiles", options.tiles),
                format!("the board ends at 9, 10 or 12, not {}", options.tiles),
            ));
        }
        if !(1..=10).contains(&options.rounds) {
            return Err(SetupError::new(
                "option",
                Msg::new("dicen-setup-rounds").int("rounds", options.rounds),
                format!("a game is 1–10 rounds, not {}", options.rounds),
            ));
        }
        variants::check(options.variants, options.tiles, seats)?;
        let board = options.variants.board(options.tiles);
        let player = Player::fresh(
            board,
            options.variants.has(Variant::LordOfTheBoard),
            !options.variants.has(Variant::SevenToGo),
        );
        Ok(Dicen {
            options: options.clone(),
            players: vec![player; seats],
            round: 0,
            turn: 0,
            phase: Phase::Throw,
            clock: Clock::default(),
        })
    }

    fn options(&self) -> &DicenOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        self.players.len()
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Over => ToAct::Nobody,
            Phase::Rolling { .. } => ToAct::Chance,
            _ => ToAct::seat(self.turn),
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if seat != self.turn {
            return;
        }
        let at = self.stamp_now();
        match self.phase {
            Phase::Throw => {
                out.push(Action::Roll(at));
                if self.may_throw_one(seat) {
                    out.push(Action::RollOne(at));
                }
            }
            Phase::Close { throw } => self.closes(throw, |p| out.push(Action::Shut(p, at))),
            Phase::Reopen { throw } => {
                let (own, other) = self.shut_boards(seat);
                moves::reopens(throw, own, other, |p| out.push(Action::Reopen(p)));
                out.push(Action::Decline);
            }
            Phase::Rolling { .. } | Phase::Over => {}
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, Prob)>) {
        out.clear();
        match self.phase {
            Phase::Rolling { dice: 1 } => {
                out.extend((1..=6).map(|d| (Action::Die(d), Prob::new(1, 6))));
            }
            Phase::Rolling { .. } => {
                for a in 1..=6 {
                    for b in a..=6 {
                        let p = if a == b { 1 } else { 2 };
                        out.push((Action::Dice(a, b), Prob::new(p, 36)));
                    }
                }
            }
            _ => {}
        }
    }

    /// A throw drawn as `TableRng::pick_from` draws over the listed outcomes (sixths for one die,
    /// thirty-sixths for two): below 6 or 36, then the throw at that place, read from a table
    /// instead of walked. The same throw and the same use of the RNG (the conformance suite
    /// checks both).
    fn sample_chance(
        &self,
        rng: &mut TableRng,
        _scratch: &mut Vec<(Action, Prob)>,
    ) -> Option<Action> {
        match self.phase {
            Phase::Rolling { dice: 1 } => Some(Action::Die(rng.die())),
            Phase::Rolling { .. } => {
                let (a, b) = TWO_DICE[rng.below(36) as usize];
                Some(Action::Dice(a, b))
            }
            _ => None,
        }
    }

    fn forced_outcome(&self, forced: &mut Forced) -> Result<Option<Action>, ForcedError> {
        Ok(match self.phase {
            Phase::Rolling { dice: 1 } => forced.take_dice::<1>()?.map(|[d]| Action::Die(d)),
            Phase::Rolling { .. } => forced.take_dice::<2>()?.map(|[a, b]| Action::dice(a, b)),
            _ => None,
        })
    }

    fn apply(&mut self, actor: Actor, action: &Action) -> Result<(), Refusal> {
        match (self.phase, *action, actor) {
            (Phase::Throw, Action::Roll(at), Actor::Seat(_)) => {
                self.check_stamp(at)?;
                self.record_stamp(at, true);
                self.phase = Phase::Rolling { dice: 2 };
            }
            (Phase::Throw, Action::RollOne(at), Actor::Seat(seat)) => {
                self.one_die(seat)?;
                self.check_stamp(at)?;
                self.record_stamp(at, true);
                self.phase = Phase::Rolling { dice: 1 };
            }
            (Phase::Rolling { dice: 2 }, Action::Dice(a, b), Actor::Chance)
                if (1..=6).contains(&a) && (1..=6).contains(&b) =>
            {
                self.land(Throw {
                    first: a,
                    second: Some(b),
                });
            }
            (Phase::Rolling { dice: 1 }, Action::Die(a), Actor::Chance) if (1..=6).contains(&a) => {
                self.land(Throw {
                    first: a,
                    second: None,
                });
            }
            (Phase::Rolling { .. }, other, _) => {
                return Err(Refusal::NotAnOutcome(other.to_string()));
            }
            (Phase::Close { throw }, Action::Shut(pick, at), Actor::Seat(_)) => {
                self.check_close(throw, pick)?;
                self.check_stamp(at)?;
                self.record_stamp(at, false);
                self.turn_tiles(pick, false);
                let turn = self.turn;
                let mate_shut = self.partner(turn).is_none_or(|m| self.player(m).own_shut());
                if self.player(turn).own_shut() && mate_shut {
                    self.current().dicen = true;
                }
                self.pass_turn();
            }
            (Phase::Reopen { throw }, Action::Reopen(pick), Actor::Seat(_)) => {
                self.check_reopen(throw, pick)?;
                self.turn_tiles(pick, true);
                self.pass_turn();
            }
            (Phase::Reopen { .. }, Action::Decline, Actor::Seat(_)) => {
                self.current().out = true;
                self.pass_turn();
            }
            (_, other, _) => return Err(self.wrong_phase(&other)),
        }
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let best = self.players.iter().map(Player::total).min()?;
        let winners: SeatSet = (0..self.players.len() as Seat)
            .filter(|&s| self.player(s).total() == best)
            .collect();
        Some(Outcome { winners })
    }

    fn rounds(&self) -> Vec<RoundResult> {
        let played = self.players.first().map_or(0, |p| p.rounds.len());
        (0..played)
            .map(|r| {
                let rounds: Vec<PlayerRound> = self
                    .players
                    .iter()
                    .filter_map(|p| p.rounds.get(r).copied())
                    .collect();
                let points: Vec<i64> = rounds.iter().map(|r| r.points).collect();
                let best = points.iter().copied().min().unwrap_or(0);
                let winners = (0..points.len() as Seat)
                    .filter(|&s| points[usize::from(s)] == best)
                    .collect();
                let mut tallies = Vec::new();
                for (seat, round) in rounds.iter().enumerate() {
                    let seat = seat as Seat;
                    let mut tally = |name, value| tallies.push(Tally { seat, name, value });
                    tally("throws", i64::from(round.throws));
                    tally("dicen-calls", i64::from(round.dicen));
                    if self.has(Variant::GoGo) {
                        tally("gogo-throws", i64::from(round.throws));
                    }
                    if let Some(ms) = round.time_ms {
                        tally("time-attack-ms", i64::try_from(ms).unwrap_or(i64::MAX));
                    }
                }
                RoundResult {
                    points,
                    winners,
                    tallies,
                    person_tallies: Vec::new(),
                }
            })
            .collect()
    }

    fn score(&self, seat: Seat) -> i64 {
        self.players.get(usize::from(seat)).map_or(0, Player::total)
    }

    fn score_bounds(&self) -> RangeInclusive<i64> {
        0..=self.score_bound()
    }
}

impl Observe for Dicen {
    type Observation<'a> = &'a Dicen;

    fn observation(&self, _seat: Seat) -> &Dicen {
        self
    }

    /// DICEN: the boards and the dice are in the open, so a seat's view is the whole state,
    /// with `seat`.
    fn observation_json(&self, seat: Seat) -> serde_json::Value {
        let mut view = self.state_json();
        if let serde_json::Value::Object(map) = &mut view {
            map.insert("seat".into(), seat.into());
        }
        view
    }

    fn state_json(&self) -> serde_json::Value {
        let dice = match self.phase {
            Phase::Close { throw } | Phase::Reopen { throw } => match throw.second {
                Some(b) => json!([throw.first, b]),
                None => json!([throw.first]),
            },
            _ => serde_json::Value::Null,
        };
        let phase = match self.phase {
            Phase::Throw => "throw",
            Phase::Rolling { .. } => "rolling",
            Phase::Close { .. } => "close",
            Phase::Reopen { .. } => "reopen",
            Phase::Over => "over",
        };
        let list = |tiles: Tiles| tiles.iter().collect::<Vec<_>>();
        let players: Vec<_> = self
            .players
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                json!({
                    "open": list(p.open),
                    "second": p.second.map(list),
                    "out": p.out,
                    "dicen": p.dicen,
                    "started": p.started,
                    "partner": self.partner(seat as Seat),
                    "throws": p.throws,
                    "round_points": p.rounds.iter().map(|r| r.points).collect::<Vec<_>>(),
                    "total": p.total(),
                })
            })
            .collect();
        let clock = self
            .has(Variant::TimeAttack)
            .then(|| json!({ "start": self.clock.start, "last": self.clock.last }));
        json!({
            "round": self.round + 1,
            "rounds": self.rounds_in_game(),
            "tiles": self.options.tiles,
            "variants": self.options.variants,
            "board": list(self.board()),
            "turn": self.turn,
            "phase": phase,
            "dice": dice,
            "players": players,
            "clock": clock,
            "winners": self.outcome().map(|o| o.winners.iter().collect::<Vec<_>>()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Match, Seat};
    use crate::games::dicen::Variant;

    /// Plays `actions` with forced `dice` from a fresh game and returns the match.
    fn play(options: &DicenOptions, seats: usize, dice: &[u8], actions: &[&str]) -> Match<Dicen> {
        let mut m: Match<Dicen> = Match::new(options, seats, 0)
            .expect("valid")
            .with_forced(Forced::new(dice.iter().copied(), std::iter::empty()));
        for text in actions {
            m.resolve_chance().expect("dice");
            let seat: Seat = m.game().turn();
            let action = text.parse().expect("notation");
            m.act(Actor::Seat(seat), action).expect(text);
        }
        m.resolve_chance().expect("dice");
        m
    }

    fn tally(game: &Dicen, round: usize, seat: Seat, name: &str) -> Option<i64> {
        game.rounds()
            .get(round)?
            .tallies
            .iter()
            .find(|t| t.seat == seat && t.name == name)
            .map(|t| t.value)
    }

    #[test]
    fn go_go_and_time_attack_record_throws_and_time() {
        let go_go = DicenOptions {
            tiles: 9,
            ..DicenOptions::with_variants(&[Variant::Even, Variant::GoGo])
        };
        let dice = [3, 4, 2, 6, 3, 3, 4, 4, 4, 2];
        let actions = [
            "roll", "roll", "shut 8", "roll", "shut 6", "roll", "roll1", "shut 4", "roll1",
            "shut 2",
        ];
        let m = play(&go_go, 1, &dice, &actions);
        assert!(m.game().is_over());
        assert_eq!(tally(m.game(), 0, 0, "gogo-throws"), Some(6));
        assert_eq!(tally(m.game(), 0, 0, "throws"), Some(6));
        assert_eq!(tally(m.game(), 0, 0, "dicen-calls"), Some(1));
        assert_eq!(tally(m.game(), 0, 0, "time-attack-ms"), None);

        let time_attack = DicenOptions {
            tiles: 9,
            ..DicenOptions::with_variants(&[Variant::Even, Variant::TimeAttack])
        };
        let dice = [2, 6, 3, 4, 2, 4, 1, 3, 2];
        let actions = [
            "roll @1000",
            "shut 8 @2500",
            "roll @4000",
            "roll @5000",
            "shut 6 @5200",
            "roll @6000",
            "shut 4 @6100",
            "roll1 @7000",
            "shut 2 @7400",
        ];
        let m = play(&time_attack, 1, &dice, &actions);
        assert!(m.game().is_over());
        assert_eq!(tally(m.game(), 0, 0, "time-attack-ms"), Some(6400));
        assert_eq!(tally(m.game(), 0, 0, "gogo-throws"), None);
        assert_eq!(m.game().rounds()[0].points, vec![6400]);
    }

    #[test]
    fn the_team_call_is_credited_to_the_partner_who_shut_the_last_tile() {
        let options = DicenOptions {
            tiles: 9,
            rounds: 1,
            ..DicenOptions::with_variants(&[Variant::Even, Variant::EasyPeasy, Variant::TwoVsTwo])
        };
        let dice = [3, 3, 1, 2, 6, 6, 2, 2, 3, 4, 3, 3, 5, 6];
        let actions = [
            "roll",
            "shut b6",
            "roll",
            "roll",
            "shut 4 2 b6",
            "roll",
            "shut b4",
            "roll",
            "roll",
            "shut b4 b2",
            "roll",
        ];
        let m = play(&options, 4, &dice, &actions);
        let round = &m.game().rounds()[0];
        assert_eq!(round.points, vec![0, 30, 0, 30]);
        let calls: Vec<Option<i64>> = (0..4)
            .map(|s| tally(m.game(), 0, s, "dicen-calls"))
            .collect();
        assert_eq!(calls, vec![Some(0), Some(0), Some(1), Some(0)]);
        assert_eq!(round.winners.iter().collect::<Vec<_>>(), vec![0, 2]);
    }

    #[test]
    fn seats_the_table_does_not_have_are_nobody() {
        let game = Dicen::new(&DicenOptions::default(), 2).expect("valid");
        assert_eq!(game.boards(9), (Tiles::NONE, None));
        assert!(!game.in_round(9));
        assert!(!game.may_throw_one(200));
        assert_eq!(game.partner(3), None);
        let teams = DicenOptions::with_variants(&[Variant::TwoVsTwo]);
        let game = Dicen::new(&teams, 4).expect("valid");
        assert_eq!(game.partner(3), Some(1));
        assert_eq!(game.partner(255), None);
        let mut legal = Vec::new();
        game.legal_actions(7, &mut legal);
        assert!(legal.is_empty());
    }
}
