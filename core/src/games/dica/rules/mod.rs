//! DiCa's state and transitions (D1–D11).
//!
//! A match is a whole series (D11). Each round is dealt card by card by chance (D3), then the
//! teams take turns: a roll is awaited (either team may challenge, D9.2), chance rolls the die,
//! and the team places (D4) or the engine passes for it (D5). Challenges run a duel one die at a
//! time (D9.4). Timeouts are actions the table injects (D10); the engine never reads a clock.
//!
//! This module holds the state and what can be read from it; [`round`] moves a round on (the
//! deal, the die landing, placements, duel rolls, the round's end), [`actions`] takes each
//! team's actions and their refusals, and [`game`] is the engine's [`Game`](crate::engine::Game)
//! for DiCa.

mod actions;
mod game;
mod round;

use super::cards::{Board, CardId, Team, CARDS};
use super::duel::Duel;
use super::events::Event;
use super::{DicaOptions, MAX_PLAYERS};
use crate::engine::PersonTally;
use serde::{Deserialize, Serialize};

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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Seat, SeatSet};

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
