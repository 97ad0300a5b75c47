//! Why DiCa refuses an action: typed refusals with stable kinds, the rule that forbids the
//! action, and a localisable message.

use super::cards::{CardId, Mistake, NotAMove, NotEligible};
use crate::l10n::Msg;

/// Why DiCa refused an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("{action} is not possible now: {expected}")]
    WrongPhase {
        action: String,
        expected: &'static str,
    },
    #[error("{action} is not this team's to do now")]
    NotYourTurn { action: String },
    #[error("{0} is not a chance outcome now")]
    NotAnOutcome(String),
    #[error("a stone on {card} is not a move: {} (D4.6)", not_a_move_text(*why))]
    NotAMove { card: CardId, why: NotAMove },
    #[error("a stone on {card} would be an invalid placement ({}); mistakes are prevented (D4.7)", why.as_str())]
    InvalidPlacement { card: CardId, why: Mistake },
    #[error("a placement is possible, so the team may not pass (D5)")]
    PassNotAllowed,
    #[error("a challenge may be made only while a roll is awaited (D9.2)")]
    ChallengeNotNow,
    #[error("{card} may not be challenged: {} (D9.1)", not_eligible_text(*why))]
    NotChallengeable { card: CardId, why: NotEligible },
    #[error("there is no time limit, so nothing can time out (D10)")]
    NoTimeLimit,
}

fn not_a_move_text(why: NotAMove) -> &'static str {
    match why {
        NotAMove::Resolved => "the card is resolved",
        NotAMove::Eliminated => "the team is eliminated from it",
        NotAMove::FirstStoneOnOpponent => "no first stone on an opponent card",
        NotAMove::UnderValueOnOpponent => {
            "a second stone on an opponent card must hit its value exactly"
        }
    }
}

fn not_eligible_text(why: NotEligible) -> &'static str {
    match why {
        NotEligible::Resolved => "it is resolved",
        NotEligible::OwnSide => "it is on the team's own side",
        NotEligible::NotTwoStones => "it does not hold two stones short of its value",
        NotEligible::AlreadyChallenged => "it was challenged before in this round",
    }
}

impl crate::engine::Refusal for Refusal {
    fn kind(&self) -> &'static str {
        match self {
            Refusal::WrongPhase { .. } => "wrong-phase",
            Refusal::NotYourTurn { .. } => "not-your-turn",
            Refusal::NotAnOutcome(_) => "not-an-outcome",
            Refusal::NotAMove { why, .. } => match why {
                NotAMove::Resolved => "card-resolved",
                NotAMove::Eliminated => "card-eliminated",
                NotAMove::FirstStoneOnOpponent => "first-stone-on-opponent-card",
                NotAMove::UnderValueOnOpponent => "under-value-on-opponent-card",
            },
            Refusal::InvalidPlacement { .. } => "invalid-placement",
            Refusal::PassNotAllowed => "pass-not-allowed",
            Refusal::ChallengeNotNow => "challenge-not-now",
            Refusal::NotChallengeable { why, .. } => match why {
                NotEligible::AlreadyChallenged => "already-challenged",
                _ => "not-challengeable",
            },
            Refusal::NoTimeLimit => "no-time-limit",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        match self {
            Refusal::WrongPhase { .. } | Refusal::NotYourTurn { .. } | Refusal::NotAnOutcome(_) => {
                None
            }
            Refusal::NotAMove { .. } => Some("D4.6"),
            Refusal::InvalidPlacement { .. } => Some("D4.7"),
            Refusal::PassNotAllowed => Some("D5"),
            Refusal::ChallengeNotNow => Some("D9.2"),
            Refusal::NotChallengeable { .. } => Some("D9.1"),
            Refusal::NoTimeLimit => Some("D10"),
        }
    }

    fn message(&self) -> Msg {
        match self {
            Refusal::WrongPhase { action, .. } => {
                Msg::new("dica-refusal-wrong-phase").text("action", action.clone())
            }
            Refusal::NotYourTurn { action } => {
                Msg::new("dica-refusal-not-your-turn").text("action", action.clone())
            }
            Refusal::NotAnOutcome(a) => {
                Msg::new("dica-refusal-not-an-outcome").text("action", a.clone())
            }
            Refusal::NotAMove { card, why } => Msg::new(match why {
                NotAMove::Resolved => "dica-refusal-card-resolved",
                NotAMove::Eliminated => "dica-refusal-card-eliminated",
                NotAMove::FirstStoneOnOpponent => "dica-refusal-first-stone-on-opponent-card",
                NotAMove::UnderValueOnOpponent => "dica-refusal-under-value-on-opponent-card",
            })
            .text("card", card.to_string()),
            Refusal::InvalidPlacement { card, why } => Msg::new("dica-refusal-invalid-placement")
                .text("card", card.to_string())
                .text("why", why.as_str()),
            Refusal::PassNotAllowed => Msg::new("dica-refusal-pass-not-allowed"),
            Refusal::ChallengeNotNow => Msg::new("dica-refusal-challenge-not-now"),
            Refusal::NotChallengeable { card, why } => Msg::new(match why {
                NotEligible::Resolved => "dica-refusal-challenge-resolved",
                NotEligible::OwnSide => "dica-refusal-challenge-own-side",
                NotEligible::NotTwoStones => "dica-refusal-challenge-not-two-stones",
                NotEligible::AlreadyChallenged => "dica-refusal-already-challenged",
            })
            .text("card", card.to_string()),
            Refusal::NoTimeLimit => Msg::new("dica-refusal-no-time-limit"),
        }
    }
}
