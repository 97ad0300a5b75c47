//! Why DICEN refuses an action, and the checks that refuse it: the phase (what is awaited
//! now), the tiles closed (N4, V1) or reopened (N6, N7), and V9's clock readings.

use super::{Dicen, Phase, Throw};
use crate::games::dicen::notation::{Action, Stamp};
use crate::games::dicen::tiles::{Pick, Tiles};
use crate::games::dicen::variants::Variant;
use crate::l10n::Msg;

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
            Refusal::NotLucky { throw, open } => Msg::new("dicen-refusal-not-lucky").msg(
                "options",
                crate::games::dicen::words::lucky_msg(*throw, *open),
            ),
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
    /// V9: Time Attack actions carry the table's clock, which never runs backwards; other games
    /// carry none.
    pub(super) fn check_stamp(&self, at: Stamp) -> Result<(), Refusal> {
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

    /// N4 and V1: whether the turn player may close `pick` with `throw`.
    pub(super) fn check_close(&self, throw: Throw, pick: Pick) -> Result<(), Refusal> {
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
    pub(super) fn check_reopen(&self, throw: Throw, pick: Pick) -> Result<(), Refusal> {
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

    pub(super) fn wrong_phase(&self, action: &Action) -> Refusal {
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
}
