//! What the last action did, for the table's log: every event names its rule's outcome and has
//! a localisable message. D4.2 asks the log to call a win of the other team's card a steal, D7
//! to say why a card died.

use super::cards::{CardId, DeadWhy, Mistake, Team};
use super::duel::Restart;
use crate::l10n::Msg;
use serde::{Deserialize, Serialize};

/// What a timeout cost the team whose time ran out (D10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Lost {
    /// The turn's roll, not yet made.
    Turn,
    /// A bonus roll not yet made.
    BonusRoll,
    /// A roll that was made but not placed.
    Roll,
    /// The answer to a challenge: it counts as declined.
    Answer,
    /// Nothing: a duel roll not made in time is rolled automatically.
    Nothing,
}

impl Lost {
    fn as_str(self) -> &'static str {
        match self {
            Lost::Turn => "turn",
            Lost::BonusRoll => "bonus-roll",
            Lost::Roll => "roll",
            Lost::Answer => "answer",
            Lost::Nothing => "nothing",
        }
    }
}

/// One thing that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "event")]
pub enum Event {
    /// D3, D11: a round was dealt; `starts` rolls first.
    RoundStarted {
        round: u8,
        starts: Team,
    },
    /// A team's roll (a bonus roll after a neutralise).
    Rolled {
        team: Team,
        die: u8,
        bonus: bool,
    },
    /// D5: nothing of kinds 1–4 exists for the roll, so the engine passed for the team.
    Passed {
        team: Team,
        die: u8,
    },
    /// D4.1.
    Placed {
        team: Team,
        card: CardId,
        die: u8,
    },
    /// D7: the card can no longer be completed.
    Dead {
        card: CardId,
        why: DeadWhy,
    },
    /// D4.2 or D4.3: the card and its points go to `team`; `steal` when it was dealt to the
    /// other team.
    Won {
        team: Team,
        card: CardId,
        points: u8,
        steal: bool,
    },
    /// D4.4: the card is blocked; a bonus roll follows.
    Neutralised {
        team: Team,
        card: CardId,
    },
    /// D4.5: `team` is eliminated from the card; `fully` when both teams now are.
    Erred {
        team: Team,
        card: CardId,
        die: u8,
        why: Mistake,
        fully: bool,
    },
    /// D9.2.
    Challenged {
        team: Team,
        card: CardId,
    },
    /// D9.3.
    Accepted {
        team: Team,
        card: CardId,
    },
    Declined {
        team: Team,
        card: CardId,
    },
    /// D9.4: one duel roll.
    DuelRolled {
        team: Team,
        die: u8,
        hit: bool,
    },
    /// D9.4: the duel starts again.
    DuelRestarted {
        why: Restart,
    },
    /// D9.5: the winner completes the card; `steal` when the challenger won.
    DuelWon {
        team: Team,
        card: CardId,
        points: u8,
        steal: bool,
    },
    /// D10.
    TimedOut {
        team: Team,
        lost: Lost,
    },
    /// D8: the round ended with a bonus roll still due.
    BonusLapsed {
        team: Team,
    },
    /// D8: `winner` is `None` for a drawn round.
    RoundEnded {
        round: u8,
        points: [u32; 2],
        winner: Option<Team>,
    },
    /// D11: `winner` is `None` for a drawn series.
    SeriesEnded {
        winner: Option<Team>,
    },
}

/// A round's or series' winner in messages: 1 for Team 1 (seat 0), 2 for Team 2, 0 for a draw.
fn winner_number(winner: Option<Team>) -> i64 {
    winner.map_or(0, |t| i64::from(t) + 1)
}

impl Event {
    /// The log line, as a message (`locales/en/dica.ftl`). `name` names a team as the table
    /// shows it (its colour, and whose hands the device is in, D2).
    pub fn message(&self, name: &dyn Fn(Team) -> Msg) -> Msg {
        match *self {
            Event::RoundStarted { round, starts } => Msg::new("dica-event-round-started")
                .int("round", i64::from(round) + 1)
                .msg("team", name(starts)),
            Event::Rolled { team, die, bonus } => Msg::new(if bonus {
                "dica-event-rolled-bonus"
            } else {
                "dica-event-rolled"
            })
            .msg("team", name(team))
            .int("die", die),
            Event::Passed { team, die } => Msg::new("dica-event-passed")
                .msg("team", name(team))
                .int("die", die),
            Event::Placed { team, card, die } => Msg::new("dica-event-placed")
                .msg("team", name(team))
                .text("card", card.to_string())
                .int("die", die),
            Event::Dead { card, why } => Msg::new("dica-event-dead")
                .text("card", card.to_string())
                .text("why", why.as_str()),
            Event::Won {
                team,
                card,
                points,
                steal,
            } => Msg::new(if steal {
                "dica-event-stole"
            } else {
                "dica-event-won"
            })
            .msg("team", name(team))
            .text("card", card.to_string())
            .int("points", points),
            Event::Neutralised { team, card } => Msg::new("dica-event-neutralised")
                .msg("team", name(team))
                .text("card", card.to_string()),
            Event::Erred {
                team,
                card,
                die,
                why,
                fully,
            } => Msg::new(if fully {
                "dica-event-erred-fully"
            } else {
                "dica-event-erred"
            })
            .msg("team", name(team))
            .text("card", card.to_string())
            .int("die", die)
            .text("why", why.as_str()),
            Event::Challenged { team, card } => Msg::new("dica-event-challenged")
                .msg("team", name(team))
                .text("card", card.to_string()),
            Event::Accepted { team, card } => Msg::new("dica-event-accepted")
                .msg("team", name(team))
                .text("card", card.to_string()),
            Event::Declined { team, card } => Msg::new("dica-event-declined")
                .msg("team", name(team))
                .text("card", card.to_string()),
            Event::DuelRolled { team, die, hit } => Msg::new(if hit {
                "dica-event-duel-hit"
            } else {
                "dica-event-duel-miss"
            })
            .msg("team", name(team))
            .int("die", die),
            Event::DuelRestarted { why } => Msg::new(match why {
                Restart::Draw => "dica-event-duel-draw",
                Restart::BothMissed => "dica-event-duel-both-missed",
            }),
            Event::DuelWon {
                team,
                card,
                points,
                steal,
            } => Msg::new(if steal {
                "dica-event-duel-stole"
            } else {
                "dica-event-duel-kept"
            })
            .msg("team", name(team))
            .text("card", card.to_string())
            .int("points", points),
            Event::TimedOut { team, lost } => Msg::new("dica-event-timed-out")
                .msg("team", name(team))
                .text("lost", lost.as_str()),
            Event::BonusLapsed { team } => {
                Msg::new("dica-event-bonus-lapsed").msg("team", name(team))
            }
            Event::RoundEnded {
                round,
                points,
                winner,
            } => Msg::new("dica-event-round-ended")
                .int("round", i64::from(round) + 1)
                .int("red", points[0])
                .int("blue", points[1])
                .int("winner", winner_number(winner)),
            Event::SeriesEnded { winner } => {
                Msg::new("dica-event-series-ended").int("winner", winner_number(winner))
            }
        }
    }
}
