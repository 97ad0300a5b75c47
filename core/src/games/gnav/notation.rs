//! Gnav's action notation.
//!
//! | text | action |
//! |---|---|
//! | `keep` | keep your card (K3.1, K4.1) |
//! | `swap` | ask the next participating player on your left to swap; the dealer asks the stock (K3.1, K4.1) |
//! | `deal VII` | chance: the next card dealt (to the next player in the deal's order, K2) is a VII |
//! | `draw hus` | chance: the top card of the stock is a Hus (K4) |
//!
//! Cards are written in the card notation of [`super::cards`].

use super::cards::Card;
use crate::engine::{NotationError, Words};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Keep,
    Swap,
    Deal(Card),
    Draw(Card),
}

crate::serde_as_notation!(Action);

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Keep => f.write_str("keep"),
            Action::Swap => f.write_str("swap"),
            Action::Deal(card) => write!(f, "deal {card}"),
            Action::Draw(card) => write!(f, "draw {card}"),
        }
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut words = Words::new(text);
        let action = match words.verb()? {
            "keep" => Action::Keep,
            "swap" => Action::Swap,
            verb @ ("deal" | "draw") => {
                let word = words
                    .next_word()
                    .ok_or_else(|| words.error(format!("{verb} needs a card")))?;
                let card: Card = word
                    .parse()
                    .map_err(|e: NotationError| words.error(e.why))?;
                if verb == "deal" {
                    Action::Deal(card)
                } else {
                    Action::Draw(card)
                }
            }
            other => {
                return Err(words.error(format!(
                    "{other:?} is not a Gnav verb (keep, swap, deal, draw)"
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
            "keep",
            "swap",
            "deal narr",
            "deal 0",
            "deal XII",
            "draw hus",
            "draw gjok",
        ] {
            let action: Action = text.parse().expect(text);
            assert_eq!(action.to_string(), text);
        }
        assert_eq!("deal gjøk".parse(), Ok(Action::Deal(Card::Gjok)));
        assert_eq!("draw  vii ".parse(), Ok(Action::Draw(Card::VII)));
    }

    #[test]
    fn garbage_is_refused_with_a_reason() {
        for text in [
            "",
            "deal",
            "draw XIII",
            "keep now",
            "swap 1",
            "deal narr narr",
            "fold",
            "ø",
        ] {
            let err = text.parse::<Action>().expect_err(text);
            assert!(!err.why.is_empty(), "{text}");
        }
    }
}
