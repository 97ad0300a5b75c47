//! DICEN's action notation.
//!
//! | text | action |
//! |---|---|
//! | `roll` | throw two dice |
//! | `roll1` | throw one die (N2) |
//! | `dice 3 5` | chance: the two dice show 3 and 5 (order free; written low first) |
//! | `die 4` | chance: the single die shows 4 |
//! | `shut 7 3` | close tiles 7 and 3 on the player's own board (N4; order free, written high first) |
//! | `shut 6 b4` | close 6 on the own board and 4 on the other board (V10, V11) |
//! | `reopen 4`, `reopen b8` | reopen shut tiles after an unusable double (N6, N7) |
//! | `decline` | decline to reopen, and be out (N6, N7) |
//! | `roll @1500`, `shut 9 @4210` | V9 Time Attack: the action at the table's clock, in ms |
//!
//! A tile written `bN` is tile N on the other board a throw may use: the player's second board in
//! V10 Lord of the board, the partner's board in V11 2 VS 2. A bare number is always the player's
//! own (first) board, so every base-game action keeps its meaning. Own tiles are written first.

use super::tiles::{Pick, Tiles, MAX_TILE};
use crate::engine::{NotationError, Words};
use std::fmt;
use std::str::FromStr;

/// V9: the table's clock reading in milliseconds that a Time Attack action carries (`@1500`).
pub type Stamp = Option<u64>;

/// The largest clock reading accepted, so that any duration fits a score (`i64`).
pub const MAX_STAMP: u64 = i64::MAX as u64;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Roll(Stamp),
    RollOne(Stamp),
    /// Two dice, the lower first.
    Dice(u8, u8),
    Die(u8),
    Shut(Pick, Stamp),
    Reopen(Pick),
    Decline,
}

crate::serde_as_notation!(Action);

impl Action {
    /// Throw two dice, without a clock reading.
    pub const ROLL: Action = Action::Roll(None);
    /// Throw one die, without a clock reading.
    pub const ROLL_ONE: Action = Action::RollOne(None);

    /// Two dice in canonical order.
    pub fn dice(a: u8, b: u8) -> Action {
        Action::Dice(a.min(b), a.max(b))
    }

    /// Close tiles on the own board, without a clock reading.
    pub fn shut(tiles: Tiles) -> Action {
        Action::Shut(Pick::own(tiles), None)
    }

    /// The clock reading the action carries (V9).
    pub fn stamp(self) -> Stamp {
        match self {
            Action::Roll(at) | Action::RollOne(at) | Action::Shut(_, at) => at,
            _ => None,
        }
    }

    /// The same action at another clock reading (V9). Actions that never carry one are returned
    /// unchanged.
    pub fn at(self, stamp: Stamp) -> Action {
        match self {
            Action::Roll(_) => Action::Roll(stamp),
            Action::RollOne(_) => Action::RollOne(stamp),
            Action::Shut(pick, _) => Action::Shut(pick, stamp),
            other => other,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tiles = |f: &mut fmt::Formatter<'_>, verb: &str, pick: Pick| {
            f.write_str(verb)?;
            pick.own.iter().rev().try_for_each(|t| write!(f, " {t}"))?;
            pick.other.iter().rev().try_for_each(|t| write!(f, " b{t}"))
        };
        match *self {
            Action::Roll(_) => f.write_str("roll")?,
            Action::RollOne(_) => f.write_str("roll1")?,
            Action::Dice(a, b) => write!(f, "dice {a} {b}")?,
            Action::Die(a) => write!(f, "die {a}")?,
            Action::Shut(pick, _) => tiles(f, "shut", pick)?,
            Action::Reopen(pick) => tiles(f, "reopen", pick)?,
            Action::Decline => f.write_str("decline")?,
        }
        match self.stamp() {
            Some(ms) => write!(f, " @{ms}"),
            None => Ok(()),
        }
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut words = Words::new(text);
        let verb = words.verb()?;
        let action = match verb {
            "roll" | "roll1" => {
                let word = words.next_word();
                let stamp = stamp_word(&words, word)?;
                if verb == "roll" {
                    Action::Roll(stamp)
                } else {
                    Action::RollOne(stamp)
                }
            }
            "decline" => Action::Decline,
            "dice" => {
                let a = words.number("die", 1u8..=6)?;
                let b = words.number("die", 1u8..=6)?;
                Action::dice(a, b)
            }
            "die" => Action::Die(words.number("die", 1u8..=6)?),
            "shut" | "reopen" => {
                let mut pick = Pick::default();
                let mut stamp = None;
                while let Some(word) = words.next_word() {
                    if stamp.is_some() {
                        return Err(words.error("the clock reading @ms comes last"));
                    }
                    if word.starts_with('@') {
                        if verb == "reopen" {
                            return Err(words.error("reopen carries no clock reading"));
                        }
                        stamp = stamp_word(&words, Some(word))?;
                        continue;
                    }
                    let (board, number) = match word.strip_prefix('b') {
                        Some(rest) => (&mut pick.other, rest),
                        None => (&mut pick.own, word),
                    };
                    let tile: u8 = number
                        .parse()
                        .map_err(|_| words.error(format!("tile {word:?} is not a number")))?;
                    if !(1..=MAX_TILE).contains(&tile) {
                        return Err(words.error(format!("tile {tile} is not in 1–{MAX_TILE}")));
                    }
                    if board.contains(tile) {
                        return Err(words.error("a tile is named twice"));
                    }
                    *board = board.with(tile);
                }
                if pick.is_empty() {
                    return Err(words.error(format!("{verb} needs at least one tile")));
                }
                if verb == "shut" {
                    Action::Shut(pick, stamp)
                } else {
                    Action::Reopen(pick)
                }
            }
            other => {
                return Err(words.error(format!(
                    "{other:?} is not a DICEN verb (roll, roll1, dice, die, shut, reopen, decline)"
                )))
            }
        };
        words.end()?;
        Ok(action)
    }
}

/// Parses an optional `@ms` word.
fn stamp_word(words: &Words<'_>, word: Option<&str>) -> Result<Stamp, NotationError> {
    let Some(word) = word else { return Ok(None) };
    let digits = word
        .strip_prefix('@')
        .ok_or_else(|| words.error(format!("unexpected {word:?}: a clock reading is @ms")))?;
    digits
        .parse::<u64>()
        .ok()
        .filter(|&ms| ms <= MAX_STAMP)
        .map(Some)
        .ok_or_else(|| words.error(format!("clock reading {word:?} is not @0–@{MAX_STAMP}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in [
            "roll",
            "roll1",
            "dice 3 5",
            "die 4",
            "shut 7 3",
            "reopen 12",
            "decline",
            "shut 6 b4",
            "shut b9 b1",
            "reopen 8 b4",
            "roll @0",
            "roll1 @1500",
            "shut 9 b2 @18446744",
        ] {
            let action: Action = text.parse().expect(text);
            assert_eq!(action.to_string(), text);
        }
        assert_eq!(
            "shut 3 7".parse::<Action>().map(|a| a.to_string()),
            Ok("shut 7 3".into())
        );
        assert_eq!(
            "shut b4 6".parse::<Action>().map(|a| a.to_string()),
            Ok("shut 6 b4".into())
        );
        assert_eq!("dice 5 3".parse::<Action>(), Ok(Action::Dice(3, 5)));
        assert_eq!(
            "shut 7 3".parse::<Action>(),
            Ok(Action::shut([7, 3].into_iter().collect()))
        );
        assert_eq!(
            "roll @42".parse::<Action>().map(Action::stamp),
            Ok(Some(42))
        );
    }

    #[test]
    fn the_same_number_on_both_boards_is_two_tiles() {
        let action: Action = "shut 4 b4".parse().expect("parses");
        assert_eq!(
            action,
            Action::Shut(
                Pick {
                    own: Tiles::single(4),
                    other: Tiles::single(4)
                },
                None
            )
        );
    }

    #[test]
    fn garbage_is_refused_with_a_reason() {
        for text in [
            "",
            "shut",
            "shut 0",
            "shut 13",
            "shut 3 3",
            "shut b3 b3",
            "shut b",
            "shut b0",
            "shut bb3",
            "shut c3",
            "dice 7 1",
            "dice 1",
            "fly",
            "roll 2",
            "roll @",
            "roll @-1",
            "roll @9223372036854775808",
            "roll @1 @2",
            "shut @5",
            "shut 3 @5 4",
            "reopen 4 @5",
            "decline @5",
            "dice 3 4 @5",
            "shut -1",
            "shut 99999999999",
        ] {
            let err = text.parse::<Action>().expect_err(text);
            assert!(!err.why.is_empty(), "{text}");
        }
    }
}
