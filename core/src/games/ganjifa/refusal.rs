//! Why Ganjifa refuses an action, and the names of suits, cards and Dukals it speaks in:
//! below the deal and the rules, which both refuse.

use super::cards::{Card, Cards, Rank, Suit};
use super::notation::{Dukal, DukalFault};
use crate::l10n::Msg;

/// Why Ganjifa refused an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("{0} is not possible now")]
    WrongPhase(String),
    #[error("it is another seat's turn")]
    NotYourTurn,
    #[error("the period is set {} (G3)", if *.clock { "from the clock by the table" } else { "by the dealer" })]
    WrongPeriodSource { clock: bool },
    #[error("{0} is not a chance outcome now")]
    NotAnOutcome(String),
    #[error("{0} is not in the hand")]
    NotInHand(Card),
    #[error("the deal opens with {0} alone (G5.1)")]
    MustOpenWithRaja(Card),
    #[error("a card of the led suit {0} must be played (G5.2)")]
    MustFollowSuit(Suit),
    #[error("without the led suit, play a trump ({trump}) or the first suit held after the led one (G5.2)")]
    MustTrumpOrNextSuit { trump: Suit, next: Option<Suit> },
    #[error("only the leader of a trick may lead a Dukal (G6.1)")]
    DukalNotLeading,
    #[error("the opening trick is {0} alone: no Dukal may open a deal (G6.2)")]
    DukalAtOpening(Card),
    #[error("dukal {0}: a Dukal needs at least three consecutive numbers (G6.1)")]
    DukalTooShort(Dukal),
    #[error("dukal {dukal}: {missing} is not in the hand (G6.1)")]
    DukalNotHeld { dukal: Dukal, missing: Card },
    #[error("dukal {dukal} has {} cards; no hand may be shorter, and the shortest has {longest} (G6.4)", .dukal.size())]
    DukalTooLong { dukal: Dukal, longest: u8 },
    #[error("{cards} is no Dukal: {} (G6.1)", .fault.kind())]
    NotADukal { cards: Cards, fault: DukalFault },
    #[error("a Dukal was led: discard first (G6.3)")]
    MustDiscard,
    #[error("discards follow a Dukal only (G6.3)")]
    NoDukalToDiscardTo,
}

impl crate::engine::Refusal for Refusal {
    fn kind(&self) -> &'static str {
        match self {
            Refusal::WrongPhase(_) => "wrong-phase",
            Refusal::NotYourTurn => "not-your-turn",
            Refusal::WrongPeriodSource { .. } => "wrong-period-source",
            Refusal::NotAnOutcome(_) => "not-an-outcome",
            Refusal::NotInHand(_) => "not-in-hand",
            Refusal::MustOpenWithRaja(_) => "must-open-with-raja",
            Refusal::MustFollowSuit(_) => "must-follow-suit",
            Refusal::MustTrumpOrNextSuit { .. } => "must-trump-or-next-suit",
            Refusal::DukalNotLeading => "dukal-not-leading",
            Refusal::DukalAtOpening(_) => "dukal-at-opening",
            Refusal::DukalTooShort(_) => "dukal-too-short",
            Refusal::DukalNotHeld { .. } => "dukal-not-held",
            Refusal::DukalTooLong { .. } => "dukal-too-long",
            Refusal::NotADukal { fault, .. } => fault.kind(),
            Refusal::MustDiscard => "must-discard",
            Refusal::NoDukalToDiscardTo => "no-dukal-to-discard-to",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        match self {
            Refusal::WrongPhase(_)
            | Refusal::NotYourTurn
            | Refusal::NotAnOutcome(_)
            | Refusal::NotInHand(_) => None,
            Refusal::WrongPeriodSource { .. } => Some("G3"),
            Refusal::MustOpenWithRaja(_) => Some("G5.1"),
            Refusal::MustFollowSuit(_) | Refusal::MustTrumpOrNextSuit { .. } => Some("G5.2"),
            Refusal::DukalNotLeading
            | Refusal::DukalTooShort(_)
            | Refusal::DukalNotHeld { .. }
            | Refusal::NotADukal { .. } => Some("G6.1"),
            Refusal::DukalAtOpening(_) => Some("G6.2"),
            Refusal::MustDiscard | Refusal::NoDukalToDiscardTo => Some("G6.3"),
            Refusal::DukalTooLong { .. } => Some("G6.4"),
        }
    }

    fn message(&self) -> Msg {
        let card = |c: &Card| card_msg(*c);
        match self {
            Refusal::WrongPhase(a) => {
                Msg::new("ganjifa-refusal-wrong-phase").text("action", a.clone())
            }
            Refusal::NotYourTurn => Msg::new("ganjifa-refusal-not-your-turn"),
            Refusal::WrongPeriodSource { clock } => Msg::new(if *clock {
                "ganjifa-refusal-period-by-clock"
            } else {
                "ganjifa-refusal-period-by-dealer"
            }),
            Refusal::NotAnOutcome(a) => {
                Msg::new("ganjifa-refusal-not-an-outcome").text("action", a.clone())
            }
            Refusal::NotInHand(c) => Msg::new("ganjifa-refusal-not-in-hand").msg("card", card(c)),
            Refusal::MustOpenWithRaja(c) => {
                Msg::new("ganjifa-refusal-must-open-with-raja").msg("card", card(c))
            }
            Refusal::MustFollowSuit(s) => {
                Msg::new("ganjifa-refusal-must-follow-suit").msg("suit", suit_msg(*s))
            }
            Refusal::MustTrumpOrNextSuit { trump, next } => {
                let msg = Msg::new("ganjifa-refusal-must-trump-or-next-suit")
                    .msg("trump", suit_msg(*trump));
                match next {
                    Some(s) => msg.msg("next", suit_msg(*s)),
                    None => msg.msg("next", suit_msg(*trump)),
                }
            }
            Refusal::DukalNotLeading => Msg::new("ganjifa-refusal-dukal-not-leading"),
            Refusal::DukalAtOpening(c) => {
                Msg::new("ganjifa-refusal-dukal-at-opening").msg("card", card(c))
            }
            Refusal::DukalTooShort(d) => {
                Msg::new("ganjifa-refusal-dukal-too-short").msg("dukal", dukal_msg(*d))
            }
            Refusal::NotADukal { fault, .. } => Msg::new(match fault {
                DukalFault::MixedSuits => "ganjifa-refusal-dukal-mixed-suits",
                DukalFault::NoRaja => "ganjifa-refusal-dukal-without-raja",
                DukalFault::NoMantri => "ganjifa-refusal-dukal-without-mantri",
                DukalFault::NoNumbers => "ganjifa-refusal-dukal-no-numbers",
                DukalFault::NotARun => "ganjifa-refusal-dukal-not-a-run",
            }),
            Refusal::DukalNotHeld { dukal, missing } => Msg::new("ganjifa-refusal-dukal-not-held")
                .msg("dukal", dukal_msg(*dukal))
                .msg("card", card(missing)),
            Refusal::DukalTooLong { dukal, longest } => Msg::new("ganjifa-refusal-dukal-too-long")
                .int("cards", dukal.size())
                .int("longest", *longest),
            Refusal::MustDiscard => Msg::new("ganjifa-refusal-must-discard"),
            Refusal::NoDukalToDiscardTo => Msg::new("ganjifa-refusal-no-dukal-to-discard-to"),
        }
    }
}

/// A suit's name as a message (`ganjifa-suit-rama`).
pub fn suit_msg(suit: Suit) -> Msg {
    let id = match suit.index() {
        0 => "ganjifa-suit-matsya",
        1 => "ganjifa-suit-kurma",
        2 => "ganjifa-suit-varaha",
        3 => "ganjifa-suit-narasimha",
        4 => "ganjifa-suit-vamana",
        5 => "ganjifa-suit-parashurama",
        6 => "ganjifa-suit-rama",
        7 => "ganjifa-suit-krishna",
        8 => "ganjifa-suit-buddha",
        _ => "ganjifa-suit-kalki",
    };
    Msg::new(id)
}

/// A card's name as a message: "Raja of Rama", "Mantri of Kalki", "7 of Matsya".
pub fn card_msg(card: Card) -> Msg {
    let suit = suit_msg(card.suit());
    match card.rank() {
        Rank::Raja => Msg::new("ganjifa-card-raja").msg("suit", suit),
        Rank::Mantri => Msg::new("ganjifa-card-mantri").msg("suit", suit),
        Rank::Number(n) => Msg::new("ganjifa-card-number")
            .int("number", n)
            .msg("suit", suit),
    }
}

/// A Dukal's cards as a message: "Raja, Mantri and 3 to 5 of Kurma" (G6.1).
pub fn dukal_msg(dukal: Dukal) -> Msg {
    Msg::new("ganjifa-dukal")
        .int("low", dukal.low)
        .int("high", dukal.high)
        .int("cards", dukal.size())
        .msg("suit", suit_msg(dukal.suit))
}
