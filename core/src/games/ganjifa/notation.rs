//! Ganjifa's action notation (cards as in [`super::cards`]: `Ma1`, `KaR`, `RaM`).
//!
//! | text | action |
//! |---|---|
//! | `day`, `night` | the dealer sets the period before dealing (G3, period `ask`) |
//! | `clock day`, `clock night` | the table sets the period from the phone's clock (G3, period `clock`) |
//! | `deal Ma1` | chance: the next card dealt is Ma1 (it goes to the seat G4 says) |
//! | `play Ma1` | lead or follow with Ma1 (G5) |
//! | `dukal Ku3-5` | lead Kurma's Raja, Mantri, 3, 4 and 5 as a Dukal (G6) |
//! | `dukal KuR KuM Ku3 Ku4 Ku5` | the same, card by card; any set of cards may be written, so a set that is no Dukal reaches the rules, which refuse it citing G6.1 |
//! | `discard Ma1` | discard Ma1 against a Dukal (G6.3) |

use super::cards::{strength_of_number, Card, Cards, Rank, Suit, MANTRI, RAJA};
use super::Period;
use crate::engine::{NotationError, Words};
use std::fmt;
use std::str::FromStr;

/// A Dukal: the Raja, the Mantri and the numbers `low..=high` of one suit (G6.1). The notation
/// accepts any `low <= high` so that a run that is too short reaches the rules and is refused
/// there with a reason (G6.1), rather than being unreadable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dukal {
    pub suit: Suit,
    pub low: u8,
    pub high: u8,
}

impl Dukal {
    /// The shortest run a Dukal has (G6.1).
    pub const MIN_RUN: u8 = 3;

    /// `n`: how many cards the Dukal leads, Raja and Mantri included (G6.3).
    pub fn size(self) -> u8 {
        self.run() + 2
    }

    /// The numbers in the run.
    pub fn run(self) -> u8 {
        self.high.saturating_sub(self.low) + 1
    }

    /// The Dukal's cards.
    pub fn cards(self) -> Cards {
        let mut set = Cards::NONE;
        set.insert(Card::raja(self.suit));
        set.insert(Card::mantri(self.suit));
        for n in self.low..=self.high {
            let strength = strength_of_number(self.suit, n);
            if let Some(card) = Card::from_index(self.suit.index() * 12 + strength) {
                set.insert(card);
            }
        }
        set
    }

    /// The Dukal whose run is the numbers at strengths `from..=to` (both below the Mantri).
    pub fn from_strengths(suit: Suit, from: u8, to: u8) -> Dukal {
        let number = |s: u8| if suit.ace_high() { 10 - s } else { s + 1 };
        let (a, b) = (number(from), number(to));
        Dukal {
            suit,
            low: a.min(b),
            high: a.max(b),
        }
    }
}

crate::serde_as_notation!(Dukal);

/// G6.1: why cards led together are not a Dukal. Checked in this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DukalFault {
    /// A Dukal is one suit.
    MixedSuits,
    NoRaja,
    NoMantri,
    /// The Raja and the Mantri alone, with no number.
    NoNumbers,
    /// The numbers have a gap.
    NotARun,
}

impl DukalFault {
    /// The refusal kind.
    pub fn kind(self) -> &'static str {
        match self {
            DukalFault::MixedSuits => "dukal-mixed-suits",
            DukalFault::NoRaja => "dukal-without-raja",
            DukalFault::NoMantri => "dukal-without-mantri",
            DukalFault::NoNumbers => "dukal-too-short",
            DukalFault::NotARun => "dukal-not-a-run",
        }
    }
}

/// G6.1: the Dukal a set of cards led together is — one suit's Raja, Mantri and the numbers
/// `low..=high`, however short the run (too short a run is refused by the rules, not here) —
/// or why it is none.
pub fn dukal_of(cards: Cards) -> Result<Dukal, DukalFault> {
    let suit = cards.iter().next().ok_or(DukalFault::NoNumbers)?.suit();
    if cards.of_suit(suit) != cards {
        return Err(DukalFault::MixedSuits);
    }
    if !cards.contains(Card::raja(suit)) {
        return Err(DukalFault::NoRaja);
    }
    if !cards.contains(Card::mantri(suit)) {
        return Err(DukalFault::NoMantri);
    }
    let numbers: Vec<u8> = cards
        .iter()
        .filter_map(|c| match c.rank() {
            Rank::Number(n) => Some(n),
            Rank::Mantri | Rank::Raja => None,
        })
        .collect();
    let (Some(&low), Some(&high)) = (numbers.iter().min(), numbers.iter().max()) else {
        return Err(DukalFault::NoNumbers);
    };
    if usize::from(high - low) + 1 != numbers.len() {
        return Err(DukalFault::NotARun);
    }
    Ok(Dukal { suit, low, high })
}

/// Every bit of a suit below the Mantri holds a number; these are the Raja and Mantri bits.
pub(crate) const COURT_BITS: u16 = 1 << RAJA | 1 << MANTRI;

impl fmt::Display for Dukal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}-{}", self.suit, self.low, self.high)
    }
}

impl FromStr for Dukal {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || format!("{text:?} is not a Dukal (like Ku3-5: the suit, then the run)");
        let (code, run) = match (text.get(..2), text.get(2..)) {
            (Some(code), Some(run)) => (code, run),
            _ => return Err(bad()),
        };
        let suit: Suit = code.parse().map_err(|_| bad())?;
        let (low, high) = run.split_once('-').ok_or_else(bad)?;
        let number = |s: &str| -> Result<u8, String> {
            if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) || s.starts_with('0') {
                return Err(bad());
            }
            s.parse::<u8>()
                .ok()
                .filter(|n| (1..=10).contains(n))
                .ok_or_else(bad)
        };
        let (low, high) = (number(low)?, number(high)?);
        if low > high {
            return Err(format!("{text:?}: the run goes from low to high"));
        }
        Ok(Dukal { suit, low, high })
    }
}

/// An action by a seat, by the table (the clock) or by chance (a card dealt).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// G3: the dealer sets the period (period option `ask`).
    Period(Period),
    /// G3: the table sets the period from the phone's local time (period option `clock`). The
    /// engine reads no clock: the table layer performs this on the dealer's behalf.
    Clock(Period),
    /// Chance: the next card of the deal (G4).
    Deal(Card),
    /// G5: a card led or played to a trick.
    Play(Card),
    /// G6: a Dukal led.
    Dukal(Dukal),
    /// G6.1: cards led together that are no Dukal ([`dukal_of`] says why). The notation reads
    /// any set so that the rules refuse it with a reason; it is never legal.
    NotADukal(Cards),
    /// G6.3: a card discarded against a Dukal.
    Discard(Card),
}

crate::serde_as_notation!(Action);

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Period(p) => f.write_str(p.as_str()),
            Action::Clock(p) => write!(f, "clock {}", p.as_str()),
            Action::Deal(c) => write!(f, "deal {c}"),
            Action::Play(c) => write!(f, "play {c}"),
            Action::Dukal(d) => write!(f, "dukal {d}"),
            Action::NotADukal(cards) => write!(f, "dukal {cards}"),
            Action::Discard(c) => write!(f, "discard {c}"),
        }
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut words = Words::new(text);
        let verb = words.verb()?;
        let card = |words: &mut Words<'_>| -> Result<Card, NotationError> {
            let word = words
                .next_word()
                .ok_or_else(|| words.error(format!("{verb} needs a card")))?;
            word.parse().map_err(|e: String| words.error(e))
        };
        let action = match verb {
            "day" => Action::Period(Period::Day),
            "night" => Action::Period(Period::Night),
            "clock" => {
                let period = match words.next_word() {
                    Some("day") => Period::Day,
                    Some("night") => Period::Night,
                    _ => return Err(words.error("clock needs day or night")),
                };
                Action::Clock(period)
            }
            "deal" => Action::Deal(card(&mut words)?),
            "play" => Action::Play(card(&mut words)?),
            "discard" => Action::Discard(card(&mut words)?),
            "dukal" => return dukal(text, words),
            other => {
                return Err(words.error(format!(
                "{other:?} is not a Ganjifa verb (day, night, clock, deal, play, dukal, discard)"
            )))
            }
        };
        words.end()?;
        Ok(action)
    }
}

/// `dukal Ku3-5`, or `dukal` and the cards one by one (any set, each card once).
fn dukal(text: &str, mut words: Words<'_>) -> Result<Action, NotationError> {
    let mut cards = Cards::NONE;
    let mut count = 0;
    while let Some(word) = words.next_word() {
        count += 1;
        if count == 1 && word.contains('-') {
            let run = word.parse().map_err(|e: String| words.error(e))?;
            words.end()?;
            return Ok(Action::Dukal(run));
        }
        let card: Card = word.parse().map_err(|e: String| words.error(e))?;
        if cards.contains(card) {
            return Err(words.error(format!("{card} is named twice")));
        }
        cards.insert(card);
    }
    if cards.is_empty() {
        return Err(NotationError::new(
            text,
            "dukal needs a suit and a run, like Ku3-5, or its cards, like KuR KuM Ku3 Ku4 Ku5",
        ));
    }
    Ok(match dukal_of(cards) {
        Ok(run) => Action::Dukal(run),
        Err(_) => Action::NotADukal(cards),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in [
            "day",
            "night",
            "clock day",
            "clock night",
            "deal Ma1",
            "play KaR",
            "play Ka10",
            "dukal Ku3-5",
            "dukal Bu1-10",
            "dukal Ma2-3",
            "discard RaM",
        ] {
            let action: Action = text.parse().expect(text);
            assert_eq!(action.to_string(), text);
        }
        assert_eq!(
            "play kar".parse::<Action>().map(|a| a.to_string()),
            Ok("play KaR".into())
        );
    }

    #[test]
    fn any_set_of_cards_reads_as_a_dukal_or_as_none_with_its_fault() {
        let read = |text: &str| text.parse::<Action>().expect(text);
        assert_eq!(read("dukal KuR KuM Ku3 Ku4 Ku5"), read("dukal Ku3-5"));
        assert_eq!(read("dukal Ku5 KuR Ku4 KuM Ku3").to_string(), "dukal Ku3-5");
        assert_eq!(read("dukal PaM Pa9 PaR").to_string(), "dukal Pa9-9");
        for (text, fault) in [
            ("dukal KuR KuM Ku3 Ma4 Ku5", DukalFault::MixedSuits),
            ("dukal KuM Ku3 Ku4 Ku5", DukalFault::NoRaja),
            ("dukal KuR Ku3 Ku4 Ku5", DukalFault::NoMantri),
            ("dukal KuR KuM", DukalFault::NoNumbers),
            ("dukal KuR KuM Ku3 Ku4 Ku6", DukalFault::NotARun),
            ("dukal Ku3", DukalFault::NoRaja),
        ] {
            let action = read(text);
            let Action::NotADukal(cards) = action else {
                panic!("{text} read as {action:?}");
            };
            assert_eq!(dukal_of(cards), Err(fault), "{text}");
            assert_eq!(read(&action.to_string()), action, "{text} round-trips");
        }
    }

    #[test]
    fn a_dukal_holds_raja_mantri_and_its_run() {
        let d: Dukal = "Ma1-3".parse().expect("dukal");
        assert_eq!(d.size(), 5);
        assert_eq!(d.cards().to_string(), "Ma3 Ma2 Ma1 MaM MaR");
        let d: Dukal = "Pa8-10".parse().expect("dukal");
        assert_eq!(d.cards().to_string(), "Pa8 Pa9 Pa10 PaM PaR");
        for suit in Suit::all() {
            for low in 1..=10 {
                for high in low..=10 {
                    let d = Dukal { suit, low, high };
                    let strengths: Vec<u8> = d
                        .cards()
                        .iter()
                        .map(|c| c.strength())
                        .filter(|&s| s < MANTRI)
                        .collect();
                    assert_eq!(strengths.len(), usize::from(d.run()));
                    let (from, to) = (strengths[0], strengths[strengths.len() - 1]);
                    assert_eq!(Dukal::from_strengths(suit, from, to), d);
                    assert_eq!(d.cards().len(), u32::from(d.size()));
                }
            }
        }
    }

    #[test]
    fn garbage_is_refused_with_a_reason() {
        for text in [
            "",
            "play",
            "play Ma0",
            "play Ma1 Ma2",
            "deal",
            "clock",
            "clock noon",
            "dukal",
            "dukal Ku",
            "dukal Ku5-3",
            "dukal KuR KuR",
            "dukal KuR Ku3-5",
            "dukal Ku0-3",
            "dukal Ku3-11",
            "dukal Xx3-5",
            "dukal Ku3-5-7",
            "dukal Ku-3-5",
            "dance",
            "day night",
            "discard é",
        ] {
            let err = text.parse::<Action>().expect_err(text);
            assert!(!err.why.is_empty(), "{text}");
        }
    }
}
