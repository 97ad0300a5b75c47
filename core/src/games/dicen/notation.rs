//! DICEN's action notation.
//!
//! | text | action |
//! |---|---|
//! | `roll` | throw two dice |
//! | `roll1` | throw one die (N2) |
//! | `dice 3 5` | chance: the two dice show 3 and 5 (order free; written low first) |
//! | `die 4` | chance: the single die shows 4 |
//! | `shut 7 3` | close tiles 7 and 3 (N4; order free, written high first) |
//! | `reopen 4` | reopen shut tiles after an unusable double (N6, N7) |
//! | `decline` | decline to reopen, and be out (N6, N7) |

use super::tiles::{Tiles, MAX_TILE};
use crate::engine::{NotationError, Words};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Roll,
    RollOne,
    /// Two dice, the lower first.
    Dice(u8, u8),
    Die(u8),
    Shut(Tiles),
    Reopen(Tiles),
    Decline,
}

crate::serde_as_notation!(Action);

impl Action {
    /// Two dice in canonical order.
    pub fn dice(a: u8, b: u8) -> Action {
        Action::Dice(a.min(b), a.max(b))
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tiles = |f: &mut fmt::Formatter<'_>, verb: &str, set: Tiles| {
            f.write_str(verb)?;
            set.iter().rev().try_for_each(|t| write!(f, " {t}"))
        };
        match *self {
            Action::Roll => f.write_str("roll"),
            Action::RollOne => f.write_str("roll1"),
            Action::Dice(a, b) => write!(f, "dice {a} {b}"),
            Action::Die(a) => write!(f, "die {a}"),
            Action::Shut(set) => tiles(f, "shut", set),
            Action::Reopen(set) => tiles(f, "reopen", set),
            Action::Decline => f.write_str("decline"),
        }
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut words = Words::new(text);
        let action = match words.verb()? {
            "roll" => Action::Roll,
            "roll1" => Action::RollOne,
            "decline" => Action::Decline,
            "dice" => {
                let a = words.number("die", 1u8..=6)?;
                let b = words.number("die", 1u8..=6)?;
                Action::dice(a, b)
            }
            "die" => Action::Die(words.number("die", 1u8..=6)?),
            verb @ ("shut" | "reopen") => {
                let numbers = words.numbers("tile", 1u8..=MAX_TILE)?;
                if numbers.is_empty() {
                    return Err(words.error(format!("{verb} needs at least one tile")));
                }
                let set: Tiles = numbers.iter().copied().collect();
                if set.len() as usize != numbers.len() {
                    return Err(words.error("a tile is named twice"));
                }
                if verb == "shut" {
                    Action::Shut(set)
                } else {
                    Action::Reopen(set)
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
        ] {
            let action: Action = text.parse().expect(text);
            assert_eq!(action.to_string(), text);
        }
        assert_eq!(
            "shut 3 7".parse::<Action>().map(|a| a.to_string()),
            Ok("shut 7 3".into())
        );
        assert_eq!("dice 5 3".parse::<Action>(), Ok(Action::Dice(3, 5)));
    }

    #[test]
    fn garbage_is_refused_with_a_reason() {
        for text in [
            "",
            "shut",
            "shut 0",
            "shut 13",
            "shut 3 3",
            "dice 7 1",
            "dice 1",
            "fly",
            "roll 2",
            "shut -1",
            "shut 99999999999",
        ] {
            let err = text.parse::<Action>().expect_err(text);
            assert!(!err.why.is_empty(), "{text}");
        }
    }
}
