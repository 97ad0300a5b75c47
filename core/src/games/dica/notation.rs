//! DiCa's action notation.
//!
//! | text | action |
//! |---|---|
//! | `roll` | the team rolls the die (a turn's roll, a bonus roll, or a duel roll) |
//! | `place 8a` | place the rolled stone on card 8a (D4; the card's state decides the kind) |
//! | `challenge 8a` | challenge the other team's card 8a (D9.1, D9.2) |
//! | `accept`, `decline` | the owner answers a challenge (D9.3) |
//! | `timeout` | the acting team's time ran out (D10; injected by the table) |
//! | `pass` | never legal: the engine passes for a team itself (D5); always refused |
//! | `die 4` | chance: the die shows 4 |
//! | `deal 8` | chance: the next card dealt is an 8 (D3) |

use super::cards::{CardId, HIGHEST, LOWEST};
use crate::engine::{NotationError, Words};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Roll,
    Place(CardId),
    Challenge(CardId),
    Accept,
    Decline,
    Timeout,
    Pass,
    /// Chance: the die shows this face.
    Die(u8),
    /// Chance: the next card dealt has this value.
    Deal(u8),
}

crate::serde_as_notation!(Action);

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll => f.write_str("roll"),
            Action::Place(card) => write!(f, "place {card}"),
            Action::Challenge(card) => write!(f, "challenge {card}"),
            Action::Accept => f.write_str("accept"),
            Action::Decline => f.write_str("decline"),
            Action::Timeout => f.write_str("timeout"),
            Action::Pass => f.write_str("pass"),
            Action::Die(d) => write!(f, "die {d}"),
            Action::Deal(v) => write!(f, "deal {v}"),
        }
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut words = Words::new(text);
        let card = |words: &mut Words<'_>| -> Result<CardId, NotationError> {
            let word = words
                .next_word()
                .ok_or_else(|| words.error("the card is missing (like 8a)"))?;
            word.parse().map_err(|e: String| words.error(e))
        };
        let action = match words.verb()? {
            "roll" => Action::Roll,
            "accept" => Action::Accept,
            "decline" => Action::Decline,
            "timeout" => Action::Timeout,
            "pass" => Action::Pass,
            "place" => Action::Place(card(&mut words)?),
            "challenge" => Action::Challenge(card(&mut words)?),
            "die" => Action::Die(words.number("die", 1u8..=6)?),
            "deal" => Action::Deal(words.number("card value", LOWEST..=HIGHEST)?),
            other => {
                return Err(words.error(format!(
                    "{other:?} is not a DiCa verb (roll, place, challenge, accept, decline, \
                     timeout, pass, die, deal)"
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
            "place 8a",
            "place 12b",
            "challenge 6b",
            "accept",
            "decline",
            "timeout",
            "pass",
            "die 4",
            "deal 11",
        ] {
            let action: Action = text.parse().expect(text);
            assert_eq!(action.to_string(), text);
        }
        assert_eq!(
            "  place   9b ".parse::<Action>(),
            Ok(Action::Place(CardId::new(9, 1).expect("9b")))
        );
    }

    #[test]
    fn garbage_is_refused_with_a_reason() {
        for text in [
            "",
            "place",
            "place 8",
            "place 8c",
            "place 13a",
            "place 8a 9a",
            "challenge",
            "die 0",
            "die 7",
            "deal 5",
            "deal 13",
            "deal",
            "roll twice",
            "steal 8a",
            "place \u{0}",
            "place 99999999999999999999a",
        ] {
            let err = text.parse::<Action>().expect_err(text);
            assert!(!err.why.is_empty(), "{text}");
        }
    }
}
