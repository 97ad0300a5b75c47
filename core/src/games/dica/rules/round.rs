//! A DiCa round's course: the deal (D3), turns (D2), the die landing (D4, D5), placements
//! (D4), duel rolls (D9.4) and the round's end (D8, D11).

use super::{Dica, Phase, RoundRecord, Tallies, SLOTS};
use crate::games::dica::cards::{other, Board, CardId, Effect, Kind, Team, CARDS, HIGHEST, LOWEST};
use crate::games::dica::duel::{Role, Step};
use crate::games::dica::events::Event;
use crate::games::dica::{Deal, MAX_PLAYERS};

impl Dica {
    /// D3: the team and slot the next card goes to.
    pub(super) fn deal_target(&self) -> (Team, usize) {
        let n = usize::from(self.dealt);
        match self.options.deal {
            // Team 1's seven cards first, then Team 2's.
            Deal::Mirrored => ((n / SLOTS) as Team, n % SLOTS),
            // Alternately, Team 1 first.
            Deal::Random => ((n % 2) as Team, n / 2),
        }
    }

    /// D3: the card a dealt `value` becomes, if one of that value may be dealt now.
    pub(super) fn card_to_deal(&self, value: u8) -> Option<CardId> {
        if self.phase != Phase::Deal || !(LOWEST..=HIGHEST).contains(&value) {
            return None;
        }
        let (team, _) = self.deal_target();
        let undealt =
            |copy| CardId::new(value, copy).filter(|&c| self.board.card(c).dealt.is_none());
        if self.options.deal == Deal::Mirrored {
            // Each team gets one card of each value.
            let has = (0..2)
                .filter_map(|copy| CardId::new(value, copy))
                .any(|c| self.board.card(c).dealt == Some(team));
            if has {
                return None;
            }
        }
        undealt(0).or_else(|| undealt(1))
    }

    pub(super) fn deal(&mut self, card: CardId) {
        let (team, slot) = self.deal_target();
        self.board.cards[card.index()].dealt = Some(team);
        if let Some(s) = self.slots[usize::from(team)].get_mut(slot) {
            *s = Some(card);
        }
        self.dealt += 1;
        if usize::from(self.dealt) == CARDS {
            let starts = Self::starting_team(self.round);
            self.events.push(Event::RoundStarted {
                round: self.round,
                starts,
            });
            self.start_turn(starts);
        }
    }

    /// A team's turn starts: its next player takes the device (D2).
    fn start_turn(&mut self, team: Team) {
        if let Some(t) = self.turns.get_mut(usize::from(team)) {
            *t = t.saturating_add(1);
        }
        self.phase = Phase::Roll { team, bonus: false };
    }

    pub(super) fn end_turn(&mut self, team: Team) {
        self.start_turn(other(team));
    }

    /// The die has landed for `team`: place, or D5's pass.
    pub(super) fn land(&mut self, team: Team, bonus: bool, die: u8) {
        self.events.push(Event::Rolled { team, die, bonus });
        if self.board.has_valid_placement(team, die) {
            self.phase = Phase::Place { team, bonus, die };
        } else {
            self.events.push(Event::Passed { team, die });
            self.end_turn(team);
        }
    }

    /// Counts one of a team's tallies, for the team and for the person who holds the device
    /// for it now (D2): that person made it.
    fn count(&mut self, team: Team, tally: fn(&mut Tallies) -> &mut u16) {
        let t = usize::from(team);
        *tally(&mut self.tallies[t]) += 1;
        if let Some(person) = self.hand_index(team).filter(|&i| i < MAX_PLAYERS) {
            *tally(&mut self.by_person[t][person]) += 1;
        }
    }

    pub(super) fn place(&mut self, team: Team, die: u8, card: CardId, kind: Kind) {
        let points = card.value();
        match self.board.place(card, team, die, kind) {
            Effect::Placed { dead } => {
                self.events.push(Event::Placed { team, card, die });
                if let Some(why) = dead {
                    self.events.push(Event::Dead { card, why });
                }
            }
            Effect::Won { steal } => {
                if steal {
                    self.count(team, |t| &mut t.steals);
                }
                self.events.push(Event::Won {
                    team,
                    card,
                    points,
                    steal,
                });
            }
            Effect::Neutralised => {
                self.count(team, |t| &mut t.neutralises);
                self.events.push(Event::Neutralised { team, card });
                if self.board.all_resolved() {
                    self.events.push(Event::BonusLapsed { team });
                    self.end_round();
                } else {
                    // D4.4: a bonus roll; the same player keeps the device (D2).
                    self.phase = Phase::Roll { team, bonus: true };
                }
                return;
            }
            Effect::Erred { why, fully } => {
                self.count(team, |t| &mut t.mistakes);
                self.events.push(Event::Erred {
                    team,
                    card,
                    die,
                    why,
                    fully,
                });
            }
        }
        if self.board.all_resolved() {
            self.end_round();
        } else {
            self.end_turn(team);
        }
    }

    /// D9.4: the roller's die shows `die`.
    pub(super) fn duel_roll(&mut self, die: u8) {
        let Phase::Duel {
            challenger,
            card,
            mut duel,
            team,
            bonus,
            ..
        } = self.phase
        else {
            return;
        };
        let owner = other(challenger);
        let roller = match duel.roller() {
            Role::Challenger => challenger,
            Role::Owner => owner,
        };
        let step = duel.roll(die);
        self.events.push(Event::DuelRolled {
            team: roller,
            die,
            hit: die == duel.target,
        });
        let winner = match step {
            Step::Continue | Step::Restart(_) => {
                if let Step::Restart(why) = step {
                    self.events.push(Event::DuelRestarted { why });
                }
                self.phase = Phase::Duel {
                    challenger,
                    card,
                    duel,
                    rolling: false,
                    team,
                    bonus,
                };
                return;
            }
            Step::ChallengerWins => challenger,
            Step::OwnerWins => owner,
        };
        // D9.5: the winner completes the card.
        self.board.complete_by_duel(card, winner);
        self.count(winner, |t| &mut t.duels_won);
        let steal = winner == challenger;
        if steal {
            self.count(winner, |t| &mut t.steals);
        }
        self.events.push(Event::DuelWon {
            team: winner,
            card,
            points: card.value(),
            steal,
        });
        if self.board.all_resolved() {
            // D8: a duel that resolves the last card ends the round; a bonus roll lapses.
            if bonus {
                self.events.push(Event::BonusLapsed { team });
            }
            self.end_round();
        } else {
            // D9.5: play resumes where it was, without a new turn (D2).
            self.phase = Phase::Roll { team, bonus };
        }
    }

    /// D8, D11: score the round; deal the next or end the series.
    fn end_round(&mut self) {
        let record = RoundRecord {
            points: [self.board.points(0), self.board.points(1)],
            tallies: self.tallies,
            by_person: self.by_person,
        };
        self.events.push(Event::RoundEnded {
            round: self.round,
            points: record.points,
            winner: record.winner(),
        });
        self.finished.push(record);
        self.last_board = Some(self.board);
        self.tallies = [Tallies::default(); 2];
        self.by_person = [[Tallies::default(); MAX_PLAYERS]; 2];
        if self.finished.len() >= usize::from(self.options.rounds) {
            self.phase = Phase::Over;
            self.events.push(Event::SeriesEnded {
                winner: self.series_winner(),
            });
            return;
        }
        self.round += 1;
        self.board = Board::default();
        self.slots = [[None; SLOTS]; 2];
        self.dealt = 0;
        self.phase = Phase::Deal;
    }
}
