//! DiCa's state and transitions (D1–D11).
//!
//! A match is a whole series (D11). Each round is dealt card by card by chance (D3), then the
//! teams take turns: a roll is awaited (either team may challenge, D9.2), chance rolls the die,
//! and the team places (D4) or the engine passes for it (D5). Challenges run a duel one die at a
//! time (D9.4). Timeouts are actions the table injects (D10); the engine never reads a clock.

use super::cards::{other, Board, CardId, Effect, Kind, Team, CARDS, HIGHEST, LOWEST};
use super::duel::{Duel, Role, Step};
use super::events::{Event, Lost};
use super::notation::Action;
use super::refusal::Refusal;
use super::{Deal, DicaOptions, Mistakes, MAX_NAME_CHARS, MAX_PLAYERS, MAX_ROUNDS, MIN_ROUNDS};
use crate::engine::{
    sample_listed, Actor, Forced, ForcedError, Game, Outcome, PersonTally, Prob, RoundResult, Seat,
    SeatSet, SetupError, TableRng, Tally, ToAct,
};
use crate::games::GameId;
use crate::l10n::Msg;
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

/// Cards each team is dealt (D3).
pub const SLOTS: usize = CARDS / 2;
/// The most points one round can give a team: every card (D1: twice 6 + 7 + ... + 12).
pub const ROUND_MAX: i64 = 126;

/// Where the round stands. `team`/`bonus` in the challenge phases say where play resumes (D9.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "phase")]
pub enum Phase {
    /// D3: chance deals the next card.
    Deal,
    /// A roll is awaited from `team` (a bonus roll after a neutralise); either team may
    /// challenge (D9.2).
    Roll {
        team: Team,
        bonus: bool,
    },
    /// Chance: the die of `team`'s roll.
    Rolling {
        team: Team,
        bonus: bool,
    },
    /// `team` places its stone worth `die` (D4).
    Place {
        team: Team,
        bonus: bool,
        die: u8,
    },
    /// D9.3: the owner of `card` answers `challenger`.
    Answer {
        challenger: Team,
        card: CardId,
        team: Team,
        bonus: bool,
    },
    /// D9.4: a duel; `rolling` while chance shows the roller's die.
    Duel {
        challenger: Team,
        card: CardId,
        duel: Duel,
        rolling: bool,
        team: Team,
        bonus: bool,
    },
    Over,
}

/// The stats a round keeps per team (names in `tests/scenarios/README.md`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tallies {
    /// Cards taken from the other team: D4.3 steals, D4.2 wins of cards dealt to the other
    /// team (the log calls them steals), and duels won as challenger (D9.5).
    pub steals: u16,
    /// D4.4.
    pub neutralises: u16,
    /// D9.4, as challenger or owner.
    pub duels_won: u16,
    /// D4.5 invalid placements.
    pub mistakes: u16,
}

impl Tallies {
    /// The tallies under the names the stats layer uses.
    pub fn named(&self) -> [(&'static str, u16); 4] {
        [
            ("steals", self.steals),
            ("neutralises", self.neutralises),
            ("duels-won", self.duels_won),
            ("mistakes", self.mistakes),
        ]
    }
}

/// Each team's tallies split by the person who held the device for the team when they were
/// made (D2), by the person's place in the team's list.
pub type PersonTallies = [[Tallies; MAX_PLAYERS]; 2];

/// A finished round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRecord {
    pub points: [u32; 2],
    pub tallies: [Tallies; 2],
    /// The same split by person (for teams of several people; rebuilt by replaying the log,
    /// so a record saved before it was kept reads as all zeros).
    #[serde(default)]
    pub by_person: PersonTallies,
}

impl RoundRecord {
    /// D8: the higher score wins; equal scores draw.
    pub fn winner(&self) -> Option<Team> {
        match self.points[0].cmp(&self.points[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }
}

/// A DiCa series.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dica {
    options: DicaOptions,
    board: Board,
    /// D3: each team's cards in the order they were dealt.
    slots: [[Option<CardId>; SLOTS]; 2],
    /// Cards dealt so far this round.
    dealt: u8,
    /// The current round, 0-based.
    round: u8,
    phase: Phase,
    /// D2: turns each team has started in the series; whose hands the device is in follows.
    turns: [u32; 2],
    tallies: [Tallies; 2],
    /// The round's tallies by person (D2), as [`RoundRecord::by_person`].
    #[serde(default)]
    by_person: PersonTallies,
    finished: Vec<RoundRecord>,
    /// What happened since the last team action began (chance outcomes append to it).
    events: Vec<Event>,
    /// The board as the last finished round left it (D8), for its settlement (the next round
    /// starts on a clear board). Not saved: a restore replays the log, which rebuilds it, so
    /// saves from before it existed restore as they were.
    #[serde(skip)]
    last_board: Option<Board>,
}

impl Dica {
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board as the last finished round left it.
    pub fn last_board(&self) -> Option<&Board> {
        self.last_board.as_ref()
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The current round, 0-based.
    pub fn round(&self) -> u8 {
        self.round
    }

    pub fn finished(&self) -> &[RoundRecord] {
        &self.finished
    }

    /// What the last team action (and the chance outcomes after it) did.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The current round's tallies.
    pub fn tallies(&self) -> &[Tallies; 2] {
        &self.tallies
    }

    /// D3: each team's row of cards in dealing order (`None` for slots not dealt yet).
    pub fn slots(&self) -> &[[Option<CardId>; SLOTS]; 2] {
        &self.slots
    }

    /// The team whose turn it is (the team play resumes with during a challenge), if any.
    pub fn turn(&self) -> Option<Team> {
        match self.phase {
            Phase::Roll { team, .. }
            | Phase::Rolling { team, .. }
            | Phase::Place { team, .. }
            | Phase::Answer { team, .. }
            | Phase::Duel { team, .. } => Some(team),
            Phase::Deal | Phase::Over => None,
        }
    }

    /// A finished round's tallies by person, for the teams of several people (D2): each
    /// person's own, named as the stats layer names them.
    fn person_tallies(&self, record: &RoundRecord) -> Vec<PersonTally> {
        let mut out = Vec::new();
        for seat in 0..2u8 {
            let people = self
                .options
                .teams
                .get(usize::from(seat))
                .map_or(0, |t| t.players.len());
            if people < 2 {
                continue;
            }
            for (person, tallies) in record.by_person[usize::from(seat)]
                .iter()
                .take(people.min(MAX_PLAYERS))
                .enumerate()
            {
                out.extend(
                    tallies
                        .named()
                        .into_iter()
                        .map(|(name, value)| PersonTally {
                            seat,
                            person: person as u8,
                            name,
                            value: i64::from(value),
                        }),
                );
            }
        }
        out
    }

    /// D11: the team that starts round `round` (0-based): Team 1 first, then alternating.
    pub fn starting_team(round: u8) -> Team {
        round % 2
    }

    /// D2: the index into `team`'s player list of whose hands the device is in: the
    /// first-named player for the team's first turn (and before it), then one further at the
    /// start of each later turn of the team, across rounds.
    pub fn hand_index(&self, team: Team) -> Option<usize> {
        let players = self.options.teams.get(usize::from(team))?.players.len();
        if players == 0 {
            return None;
        }
        let turns = *self.turns.get(usize::from(team))?;
        Some((turns.saturating_sub(1) as usize) % players)
    }

    /// D2: turns each team has started in the series (a bonus roll and the resumption after a
    /// challenge are not new turns). The table's turn clock restarts with each (D10).
    pub fn turns(&self) -> [u32; 2] {
        self.turns
    }

    /// D2: the name of the player who holds the device for `team`.
    pub fn hand(&self, team: Team) -> Option<&str> {
        let i = self.hand_index(team)?;
        self.options
            .teams
            .get(usize::from(team))?
            .players
            .get(i)
            .map(String::as_str)
    }

    /// D9.1, D9.2: whether `team` has a card it may challenge.
    pub fn may_challenge(&self, team: Team) -> bool {
        CardId::all().any(|id| {
            self.board
                .card(id)
                .challengeable_by(id.value(), team)
                .is_ok()
        })
    }

    /// D11: rounds won by each team so far.
    pub fn rounds_won(&self) -> [u32; 2] {
        let mut won = [0; 2];
        for r in &self.finished {
            if let Some(w) = r.winner() {
                won[usize::from(w)] += 1;
            }
        }
        won
    }

    /// D11: points over the finished rounds.
    pub fn finished_points(&self) -> [u32; 2] {
        let mut total = [0; 2];
        for r in &self.finished {
            total[0] += r.points[0];
            total[1] += r.points[1];
        }
        total
    }

    /// D11: the series' winner, `None` for a draw.
    fn series_winner(&self) -> Option<Team> {
        let won = self.rounds_won();
        let points = self.finished_points();
        match won[0].cmp(&won[1]).then(points[0].cmp(&points[1])) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// D3: the team and slot the next card goes to.
    fn deal_target(&self) -> (Team, usize) {
        let n = usize::from(self.dealt);
        match self.options.deal {
            // Team 1's seven cards first, then Team 2's.
            Deal::Mirrored => ((n / SLOTS) as Team, n % SLOTS),
            // Alternately, Team 1 first.
            Deal::Random => ((n % 2) as Team, n / 2),
        }
    }

    /// D3: the card a dealt `value` becomes, if one of that value may be dealt now.
    fn card_to_deal(&self, value: u8) -> Option<CardId> {
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

    fn deal(&mut self, card: CardId) {
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

    fn end_turn(&mut self, team: Team) {
        self.start_turn(other(team));
    }

    /// The die has landed for `team`: place, or D5's pass.
    fn land(&mut self, team: Team, bonus: bool, die: u8) {
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

    fn place(&mut self, team: Team, die: u8, card: CardId, kind: Kind) {
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
    fn duel_roll(&mut self, die: u8) {
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

    /// An action by a team.
    fn apply_team(&mut self, seat: Team, action: &Action) -> Result<(), Refusal> {
        let not_yours = || Refusal::NotYourTurn {
            action: action.to_string(),
        };
        // D9.2: while a roll is awaited the other team may act only to challenge; anything
        // else is not its turn, whether or not it holds a card it could challenge.
        if let Phase::Roll { team, .. } = self.phase {
            if seat != team && !matches!(action, Action::Challenge(_)) {
                return Err(not_yours());
            }
        }
        if *action == Action::Timeout {
            self.check_timeout()?;
        }
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
                let kind = self
                    .board
                    .kind(card, team, die)
                    .map_err(|why| Refusal::NotAMove { card, why })?;
                if let (Kind::Mistake(why), Mistakes::Prevent) = (kind, self.options.mistakes) {
                    return Err(Refusal::InvalidPlacement { card, why });
                }
                self.events.clear();
                self.place(team, die, card, kind);
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
                self.events.clear();
                if roll == Action::Timeout {
                    // D10: a duel roll not made in time is rolled automatically.
                    self.events.push(Event::TimedOut {
                        team: roller,
                        lost: Lost::Nothing,
                    });
                }
                if let Phase::Duel { rolling, .. } = &mut self.phase {
                    *rolling = true;
                }
            }
            (_, other_action) => return Err(self.wrong_phase(&other_action)),
        }
        Ok(())
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

impl Game for Dica {
    type Options = DicaOptions;
    type Action = Action;
    type Refusal = Refusal;

    const ID: GameId = GameId::Dica;
    /// D2: two teams.
    const SEATS: RangeInclusive<usize> = 2..=2;
    const DEFAULT_SEATS: usize = 2;

    fn new(options: &DicaOptions, seats: usize) -> Result<Self, SetupError> {
        if !Self::SEATS.contains(&seats) {
            return Err(SetupError::seat_count(Self::ID, Self::SEATS, seats));
        }
        if !(MIN_ROUNDS..=MAX_ROUNDS).contains(&options.rounds) {
            return Err(SetupError::new(
                "option",
                Msg::new("dica-setup-rounds").int("rounds", options.rounds),
                format!(
                    "a series is {MIN_ROUNDS}–{MAX_ROUNDS} rounds, not {}",
                    options.rounds
                ),
            ));
        }
        if let super::TimeLimit::Seconds(s) = options.time_limit {
            if !super::TimeLimit::OFFERED.contains(&s) {
                return Err(SetupError::new(
                    "option",
                    Msg::new("dica-setup-time-limit").int("seconds", s),
                    format!("the time limit is 15, 30, 60 or off, not {s}"),
                ));
            }
        }
        for (t, team) in options.teams.iter().enumerate() {
            if team.players.len() > MAX_PLAYERS {
                return Err(SetupError::new(
                    "option",
                    Msg::new("dica-setup-players")
                        .int("team", t as i64 + 1)
                        .int("max", MAX_PLAYERS as i64),
                    format!("a team has at most {MAX_PLAYERS} players"),
                ));
            }
            if let Some(bad) = team
                .players
                .iter()
                .find(|n| n.trim().is_empty() || n.chars().count() > MAX_NAME_CHARS)
            {
                return Err(SetupError::new(
                    "option",
                    Msg::new("dica-setup-name").int("max", MAX_NAME_CHARS as i64),
                    format!(
                        "a player's name has 1–{MAX_NAME_CHARS} characters, not {:?}",
                        bad.chars().take(MAX_NAME_CHARS + 1).collect::<String>()
                    ),
                ));
            }
        }
        Ok(Dica {
            options: options.clone(),
            board: Board::default(),
            slots: [[None; SLOTS]; 2],
            dealt: 0,
            round: 0,
            phase: Phase::Deal,
            turns: [0; 2],
            tallies: [Tallies::default(); 2],
            by_person: [[Tallies::default(); MAX_PLAYERS]; 2],
            finished: Vec::new(),
            events: Vec::new(),
            last_board: None,
        })
    }

    fn options(&self) -> &DicaOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Over => ToAct::Nobody,
            Phase::Deal | Phase::Rolling { .. } | Phase::Duel { rolling: true, .. } => {
                ToAct::Chance
            }
            Phase::Roll { team, .. } => {
                let mut may = SeatSet::only(team);
                if self.may_challenge(other(team)) {
                    may.insert(other(team));
                }
                ToAct::Seats { due: team, may }
            }
            Phase::Place { team, .. } => ToAct::seat(team),
            Phase::Answer { challenger, .. } => ToAct::seat(other(challenger)),
            Phase::Duel {
                challenger, duel, ..
            } => ToAct::seat(match duel.roller() {
                Role::Challenger => challenger,
                Role::Owner => other(challenger),
            }),
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        let timeout = self.options.time_limit.is_on();
        match self.phase {
            Phase::Roll { team, .. } => {
                if seat == team {
                    out.push(Action::Roll);
                }
                out.extend(
                    CardId::all()
                        .filter(|&id| {
                            self.board
                                .card(id)
                                .challengeable_by(id.value(), seat)
                                .is_ok()
                        })
                        .map(Action::Challenge),
                );
                if seat == team && timeout {
                    out.push(Action::Timeout);
                }
            }
            Phase::Place { team, die, .. } if seat == team => {
                let allow_mistakes = self.options.mistakes == Mistakes::Count;
                out.extend(
                    CardId::all()
                        .filter(|&id| match self.board.kind(id, team, die) {
                            Ok(Kind::Mistake(_)) => allow_mistakes,
                            Ok(_) => true,
                            Err(_) => false,
                        })
                        .map(Action::Place),
                );
                if timeout {
                    out.push(Action::Timeout);
                }
            }
            Phase::Answer { challenger, .. } if seat == other(challenger) => {
                out.extend([Action::Accept, Action::Decline]);
                if timeout {
                    out.push(Action::Timeout);
                }
            }
            Phase::Duel { rolling: false, .. } if self.to_act() == ToAct::seat(seat) => {
                out.push(Action::Roll);
                if timeout {
                    out.push(Action::Timeout);
                }
            }
            _ => {}
        }
    }

    /// A die drawn as `TableRng::pick_from` draws over the listed sixths (below 6), without
    /// listing them; the deal is listed (the same outcome and RNG use either way, which the
    /// conformance suite checks).
    fn sample_chance(
        &self,
        rng: &mut TableRng,
        scratch: &mut Vec<(Action, Prob)>,
    ) -> Option<Action> {
        match self.phase {
            Phase::Rolling { .. } | Phase::Duel { rolling: true, .. } => {
                Some(Action::Die(rng.die()))
            }
            _ => sample_listed(self, rng, scratch),
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, Prob)>) {
        out.clear();
        match self.phase {
            Phase::Deal => {
                let left = match self.options.deal {
                    Deal::Mirrored => (SLOTS - self.deal_target().1) as u32,
                    Deal::Random => (CARDS - usize::from(self.dealt)) as u32,
                };
                for value in LOWEST..=HIGHEST {
                    let copies = match self.options.deal {
                        Deal::Mirrored => u32::from(self.card_to_deal(value).is_some()),
                        Deal::Random => (0..2)
                            .filter_map(|copy| CardId::new(value, copy))
                            .filter(|&c| self.board.card(c).dealt.is_none())
                            .count() as u32,
                    };
                    if copies > 0 && left > 0 {
                        out.push((Action::Deal(value), Prob::new(copies, left)));
                    }
                }
            }
            Phase::Rolling { .. } | Phase::Duel { rolling: true, .. } => {
                out.extend((1..=6).map(|d| (Action::Die(d), Prob::new(1, 6))));
            }
            _ => {}
        }
    }

    fn forced_outcome(&self, forced: &mut Forced) -> Result<Option<Action>, ForcedError> {
        match self.phase {
            Phase::Deal => {
                let Some(text) = forced.peek_card() else {
                    return Ok(None);
                };
                let bad = |why: &str| ForcedError::BadCard {
                    card: text.chars().take(20).collect(),
                    why: why.to_string(),
                };
                // A value (`8`) or the id it must become (`8a`).
                let (value, wanted) = match text.parse::<u8>() {
                    Ok(v) => (v, None),
                    Err(_) => match text.parse::<CardId>() {
                        Ok(id) => (id.value(), Some(id)),
                        Err(_) => return Err(bad("write a card value 6–12, or a card id like 8a")),
                    },
                };
                if !(LOWEST..=HIGHEST).contains(&value) {
                    return Err(bad("a card's value is 6–12 (D1)"));
                }
                match self.card_to_deal(value) {
                    None => Err(bad(match self.options.deal {
                        Deal::Mirrored => "the team being dealt already has a card of that value",
                        Deal::Random => "both cards of that value are dealt, or it is no value",
                    })),
                    Some(id) if wanted.is_some_and(|w| w != id) => Err(bad(
                        "that copy is not the one this deal gives (a is dealt first)",
                    )),
                    Some(_) => {
                        forced.take_card();
                        Ok(Some(Action::Deal(value)))
                    }
                }
            }
            Phase::Rolling { .. } | Phase::Duel { rolling: true, .. } => {
                Ok(forced.take_dice::<1>()?.map(|[d]| Action::Die(d)))
            }
            _ => Ok(None),
        }
    }

    fn apply(&mut self, actor: Actor, action: &Action) -> Result<(), Refusal> {
        let outcome = || Refusal::NotAnOutcome(action.to_string());
        match (actor, self.phase) {
            (Actor::Chance, Phase::Deal) => {
                let Action::Deal(value) = *action else {
                    return Err(outcome());
                };
                let card = self.card_to_deal(value).ok_or_else(outcome)?;
                self.deal(card);
            }
            (Actor::Chance, Phase::Rolling { team, bonus }) => match *action {
                Action::Die(d) if (1..=6).contains(&d) => self.land(team, bonus, d),
                _ => return Err(outcome()),
            },
            (Actor::Chance, Phase::Duel { rolling: true, .. }) => match *action {
                Action::Die(d) if (1..=6).contains(&d) => self.duel_roll(d),
                _ => return Err(outcome()),
            },
            (Actor::Chance, _) => return Err(outcome()),
            (Actor::Seat(seat), _) if seat > 1 => {
                return Err(Refusal::NotYourTurn {
                    action: action.to_string(),
                })
            }
            (Actor::Seat(seat), _) => self.apply_team(seat, action)?,
        }
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let winners = match self.series_winner() {
            Some(t) => SeatSet::only(t),
            None => [0, 1].into_iter().collect(),
        };
        Some(Outcome { winners })
    }

    fn rounds(&self) -> Vec<RoundResult> {
        self.finished
            .iter()
            .map(|r| RoundResult {
                points: r.points.iter().map(|&p| i64::from(p)).collect(),
                winners: match r.winner() {
                    Some(t) => SeatSet::only(t),
                    None => [0, 1].into_iter().collect(),
                },
                tallies: (0..2u8)
                    .flat_map(|seat| {
                        r.tallies[usize::from(seat)].named().into_iter().map(
                            move |(name, value)| Tally {
                                seat,
                                name,
                                value: i64::from(value),
                            },
                        )
                    })
                    .collect(),
                person_tallies: self.person_tallies(r),
            })
            .collect()
    }

    /// Points over the finished rounds plus the points held in the round in play.
    fn score(&self, seat: Seat) -> i64 {
        let t = usize::from(seat);
        let finished = self.finished_points().get(t).copied().unwrap_or(0);
        let current = if self.phase == Phase::Over || t > 1 {
            0
        } else {
            self.board.points(seat)
        };
        i64::from(finished + current)
    }

    fn score_bounds(&self) -> RangeInclusive<i64> {
        0..=ROUND_MAX * i64::from(self.options.rounds)
    }

    /// D9.2: either team may challenge whenever a roll is awaited, so a challenge is refused
    /// for what is wrong with it (`challenge-not-now` when no roll is awaited, else D9.1's
    /// kinds), never with `not-your-turn`: the answer does not depend on whether the team
    /// happens to hold another card it could challenge.
    fn refusal_out_of_turn(&self, seat: Seat, action: &Action) -> Option<Refusal> {
        let Action::Challenge(card) = *action else {
            return None;
        };
        match self.phase {
            Phase::Roll { .. } => self
                .board
                .card(card)
                .challengeable_by(card.value(), seat)
                .err()
                .map(|why| Refusal::NotChallengeable { card, why }),
            _ => Some(Refusal::ChallengeNotNow),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ended(points: &[[u32; 2]]) -> Dica {
        let mut g = Dica::new(&DicaOptions::default(), 2).expect("new");
        g.finished = points
            .iter()
            .map(|&points| RoundRecord {
                points,
                tallies: Default::default(),
                by_person: Default::default(),
            })
            .collect();
        g.phase = Phase::Over;
        g
    }

    #[test]
    fn the_series_goes_to_most_rounds_then_points_then_is_drawn() {
        // D11: three rounds to two wins, though with fewer points.
        let g = ended(&[[10, 9], [10, 9], [10, 9], [0, 50], [0, 50]]);
        assert_eq!(g.rounds_won(), [3, 2]);
        assert_eq!(g.outcome().map(|o| o.winners), Some(SeatSet::only(0)));
        // Two each and a draw: the points decide.
        let g = ended(&[[10, 9], [9, 10], [5, 5], [20, 0], [0, 12]]);
        assert_eq!(g.outcome().map(|o| o.winners), Some(SeatSet::only(0)));
        // Everything equal: drawn, both share the win.
        let g = ended(&[[10, 9], [9, 10], [5, 5], [20, 0], [0, 20]]);
        let both: SeatSet = [0, 1].into_iter().collect();
        assert_eq!(g.outcome().map(|o| o.winners), Some(both));
        assert_eq!(g.rounds()[2].winners, both, "a drawn round");
        assert_eq!(g.score(0), 44);
        assert_eq!(g.score(1), 44);
    }

    #[test]
    fn rounds_report_the_four_tallies_per_team() {
        let mut g = ended(&[[9, 0]]);
        g.finished[0].tallies[1].duels_won = 2;
        let names: Vec<(Seat, &str, i64)> = g.rounds()[0]
            .tallies
            .iter()
            .map(|t| (t.seat, t.name, t.value))
            .collect();
        assert_eq!(names.len(), 8);
        assert!(names.contains(&(1, "duels-won", 2)));
        for name in ["steals", "neutralises", "duels-won", "mistakes"] {
            assert_eq!(names.iter().filter(|t| t.1 == name).count(), 2, "{name}");
        }
    }
}
