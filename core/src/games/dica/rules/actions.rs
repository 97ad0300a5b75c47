//! A team's actions in DiCa: rolling, placing (D4), challenging and answering (D9), duel rolls
//! (D9.4) and timeouts (D10), each refused when it is not the team's to make.

use super::{Dica, Phase};
use crate::games::dica::cards::{other, CardId, Kind, Team};
use crate::games::dica::duel::{Duel, Role};
use crate::games::dica::events::{Event, Lost};
use crate::games::dica::notation::Action;
use crate::games::dica::refusal::Refusal;
use crate::games::dica::Mistakes;

impl Dica {
    fn wrong_phase(&self, action: &Action) -> Refusal {
        let expected = match self.phase {
            Phase::Deal => "the cards are being dealt",
            Phase::Roll { .. } => "a roll is awaited (or a challenge)",
            Phase::Rolling { .. } | Phase::Duel { rolling: true, .. } => "the die is rolling",
            Phase::Place { .. } => "the rolled stone must be placed",
            Phase::Answer { .. } => "the challenge must be accepted or declined",
            Phase::Duel { .. } => "a duel roll is awaited",
            Phase::Over => "the series is over",
        };
        Refusal::WrongPhase {
            action: action.to_string(),
            expected,
        }
    }

    fn check_timeout(&self) -> Result<(), Refusal> {
        if self.options.time_limit.is_on() {
            Ok(())
        } else {
            Err(Refusal::NoTimeLimit)
        }
    }

    /// What is refused before the phase is asked: D9.2, while a roll is awaited the other team
    /// may act only to challenge (anything else is not its turn, whether or not it holds a card
    /// it could challenge); D10, a timeout only when the table has a time limit.
    fn check_team_action(&self, seat: Team, action: &Action) -> Result<(), Refusal> {
        if let Phase::Roll { team, .. } = self.phase {
            if seat != team && !matches!(action, Action::Challenge(_)) {
                return Err(Refusal::NotYourTurn {
                    action: action.to_string(),
                });
            }
        }
        if *action == Action::Timeout {
            self.check_timeout()?;
        }
        Ok(())
    }

    /// An action by a team.
    pub(super) fn apply_team(&mut self, seat: Team, action: &Action) -> Result<(), Refusal> {
        let not_yours = || Refusal::NotYourTurn {
            action: action.to_string(),
        };
        self.check_team_action(seat, action)?;
        match (self.phase, *action) {
            (Phase::Roll { team, bonus }, Action::Roll) => {
                if seat != team {
                    return Err(not_yours());
                }
                self.events.clear();
                self.phase = Phase::Rolling { team, bonus };
            }
            (Phase::Roll { team, bonus }, Action::Challenge(card)) => {
                self.challenge(seat, card, team, bonus)?
            }
            (_, Action::Challenge(_)) => return Err(Refusal::ChallengeNotNow),
            (Phase::Roll { team, bonus }, Action::Timeout) => {
                if seat != team {
                    return Err(not_yours());
                }
                self.time_out(team, if bonus { Lost::BonusRoll } else { Lost::Turn });
            }
            (Phase::Place { team, die, .. }, Action::Place(card)) => {
                if seat != team {
                    return Err(not_yours());
                }
                self.place_stone(team, die, card)?;
            }
            (Phase::Place { team, .. }, Action::Timeout) => {
                if seat != team {
                    return Err(not_yours());
                }
                self.time_out(team, Lost::Roll);
            }
            // D5: while a stone is to be placed, a placement of kinds 1–4 exists.
            (Phase::Place { .. }, Action::Pass) => return Err(Refusal::PassNotAllowed),
            (
                Phase::Answer {
                    challenger,
                    card,
                    team,
                    bonus,
                },
                answer @ (Action::Accept | Action::Decline | Action::Timeout),
            ) => {
                if seat != other(challenger) {
                    return Err(not_yours());
                }
                self.answer(challenger, card, (team, bonus), answer);
            }
            (
                Phase::Duel {
                    challenger,
                    duel,
                    rolling: false,
                    ..
                },
                roll @ (Action::Roll | Action::Timeout),
            ) => {
                let roller = match duel.roller() {
                    Role::Challenger => challenger,
                    Role::Owner => other(challenger),
                };
                if seat != roller {
                    return Err(not_yours());
                }
                self.roll_in_duel(roller, roll == Action::Timeout);
            }
            (_, other_action) => return Err(self.wrong_phase(&other_action)),
        }
        Ok(())
    }

    /// D4: `team` places its stone worth `die` on `card`: refused when it is no placement at all,
    /// or (D4.7, `prevent`) when it would be a mistake.
    fn place_stone(&mut self, team: Team, die: u8, card: CardId) -> Result<(), Refusal> {
        let kind = self
            .board
            .kind(card, team, die)
            .map_err(|why| Refusal::NotAMove { card, why })?;
        if let (Kind::Mistake(why), Mistakes::Prevent) = (kind, self.options.mistakes) {
            return Err(Refusal::InvalidPlacement { card, why });
        }
        self.events.clear();
        self.place(team, die, card, kind);
        Ok(())
    }

    /// D9.4: the duel's `roller` rolls; chance shows the die. D10: a duel roll not made in time
    /// (`timed_out`) is rolled automatically, costing nothing.
    fn roll_in_duel(&mut self, roller: Team, timed_out: bool) {
        self.events.clear();
        if timed_out {
            self.events.push(Event::TimedOut {
                team: roller,
                lost: Lost::Nothing,
            });
        }
        if let Phase::Duel { rolling, .. } = &mut self.phase {
            *rolling = true;
        }
    }

    /// D10: `team`'s time ran out, costing it `lost`; its turn ends.
    fn time_out(&mut self, team: Team, lost: Lost) {
        self.events.clear();
        self.events.push(Event::TimedOut { team, lost });
        self.end_turn(team);
    }

    /// D9.1–D9.2: `seat` challenges `card` while `team`'s roll is awaited; the owner answers.
    fn challenge(
        &mut self,
        seat: Team,
        card: CardId,
        team: Team,
        bonus: bool,
    ) -> Result<(), Refusal> {
        self.board
            .card(card)
            .challengeable_by(card.value(), seat)
            .map_err(|why| Refusal::NotChallengeable { card, why })?;
        self.events.clear();
        self.board.cards[card.index()].challenged = true;
        self.events.push(Event::Challenged { team: seat, card });
        self.phase = Phase::Answer {
            challenger: seat,
            card,
            team,
            bonus,
        };
        Ok(())
    }

    /// D9.3: the owner of a challenged card accepts (a duel) or declines (the awaited roll of
    /// `team`, a bonus roll or not, goes on); D10: an owner who does not answer in time declines.
    fn answer(
        &mut self,
        challenger: Team,
        card: CardId,
        (team, bonus): (Team, bool),
        answer: Action,
    ) {
        let owner = other(challenger);
        self.events.clear();
        if answer == Action::Accept {
            self.events.push(Event::Accepted { team: owner, card });
            let target = self.board.card(card).target(card.value());
            self.phase = Phase::Duel {
                challenger,
                card,
                duel: Duel::new(target),
                rolling: false,
                team,
                bonus,
            };
        } else {
            if answer == Action::Timeout {
                self.events.push(Event::TimedOut {
                    team: owner,
                    lost: Lost::Answer,
                });
            }
            self.events.push(Event::Declined { team: owner, card });
            self.phase = Phase::Roll { team, bonus };
        }
    }
}
