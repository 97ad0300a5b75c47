//! DICEN as the engine plays it: setup checks, who acts, the legal actions, chance and its
//! forced outcomes, applying an action, and the game's outcome and scores.

use super::{Clock, Dicen, Phase, Player, PlayerRound, Refusal, Throw};
use crate::engine::{
    Actor, Forced, ForcedError, Game, Outcome, Prob, RoundResult, Seat, SeatSet, SetupError,
    TableRng, Tally, ToAct,
};
use crate::games::dicen::moves;
use crate::games::dicen::notation::Action;
use crate::games::dicen::variants::{self, Variant};
use crate::games::dicen::DicenOptions;
use crate::games::GameId;
use crate::l10n::Msg;
use std::ops::RangeInclusive;

impl Dicen {
    fn score_bound(&self) -> i64 {
        if self.has(Variant::GoGo) {
            return i64::from(u32::MAX);
        }
        if self.has(Variant::TimeAttack) {
            return i64::MAX;
        }
        let boards = if self.options.variants.two_boards() {
            2
        } else {
            1
        };
        let sides = if self.has(Variant::TwoVsTwo) {
            2
        } else {
            self.players.len() as i64
        };
        let per_round = i64::from(self.board().sum()) * boards + 10 * (sides - 1);
        per_round * i64::from(self.rounds_in_game())
    }
}

/// Two dice in the order `chance_outcomes` lists them, each throw as many times as its
/// thirty-sixths (a double once, any other pair twice): the throw for every draw below 36.
const TWO_DICE: [(u8, u8); 36] = two_dice();

const fn two_dice() -> [(u8, u8); 36] {
    let mut table = [(0, 0); 36];
    let mut i = 0;
    let mut a = 1;
    while a <= 6 {
        let mut b = a;
        while b <= 6 {
            table[i] = (a, b);
            i += 1;
            if a != b {
                table[i] = (a, b);
                i += 1;
            }
            b += 1;
        }
        a += 1;
    }
    table
}

impl Game for Dicen {
    type Options = DicenOptions;
    type Action = Action;
    type Refusal = Refusal;

    const ID: GameId = GameId::Dicen;
    const SEATS: RangeInclusive<usize> = 1..=6;
    const DEFAULT_SEATS: usize = 2;

    fn new(options: &DicenOptions, seats: usize) -> Result<Self, SetupError> {
        if !Self::SEATS.contains(&seats) {
            return Err(SetupError::seat_count(Self::ID, Self::SEATS, seats));
        }
        if ![9, 10, 12].contains(&options.tiles) {
            return Err(SetupError::new(
                "option",
                Msg::new("dicen-setup-tiles").int("tiles", options.tiles),
                format!("the board ends at 9, 10 or 12, not {}", options.tiles),
            ));
        }
        if !(1..=10).contains(&options.rounds) {
            return Err(SetupError::new(
                "option",
                Msg::new("dicen-setup-rounds").int("rounds", options.rounds),
                format!("a game is 1–10 rounds, not {}", options.rounds),
            ));
        }
        variants::check(options.variants, options.tiles, seats)?;
        let board = options.variants.board(options.tiles);
        let player = Player::fresh(
            board,
            options.variants.has(Variant::LordOfTheBoard),
            !options.variants.has(Variant::SevenToGo),
        );
        Ok(Dicen {
            options: options.clone(),
            players: vec![player; seats],
            round: 0,
            turn: 0,
            phase: Phase::Throw,
            clock: Clock::default(),
        })
    }

    fn options(&self) -> &DicenOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        self.players.len()
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Over => ToAct::Nobody,
            Phase::Rolling { .. } => ToAct::Chance,
            _ => ToAct::seat(self.turn),
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if seat != self.turn {
            return;
        }
        let at = self.stamp_now();
        match self.phase {
            Phase::Throw => {
                out.push(Action::Roll(at));
                if self.may_throw_one(seat) {
                    out.push(Action::RollOne(at));
                }
            }
            Phase::Close { throw } => self.closes(throw, |p| out.push(Action::Shut(p, at))),
            Phase::Reopen { throw } => {
                let (own, other) = self.shut_boards(seat);
                moves::reopens(throw, own, other, |p| out.push(Action::Reopen(p)));
                out.push(Action::Decline);
            }
            Phase::Rolling { .. } | Phase::Over => {}
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, Prob)>) {
        out.clear();
        match self.phase {
            Phase::Rolling { dice: 1 } => {
                out.extend((1..=6).map(|d| (Action::Die(d), Prob::new(1, 6))));
            }
            Phase::Rolling { .. } => {
                for a in 1..=6 {
                    for b in a..=6 {
                        let p = if a == b { 1 } else { 2 };
                        out.push((Action::Dice(a, b), Prob::new(p, 36)));
                    }
                }
            }
            _ => {}
        }
    }

    /// A throw drawn as `TableRng::pick_from` draws over the listed outcomes (sixths for one die,
    /// thirty-sixths for two): below 6 or 36, then the throw at that place, read from a table
    /// instead of walked. The same throw and the same use of the RNG (the conformance suite
    /// checks both).
    fn sample_chance(
        &self,
        rng: &mut TableRng,
        _scratch: &mut Vec<(Action, Prob)>,
    ) -> Option<Action> {
        match self.phase {
            Phase::Rolling { dice: 1 } => Some(Action::Die(rng.die())),
            Phase::Rolling { .. } => {
                let (a, b) = TWO_DICE[rng.below(36) as usize];
                Some(Action::Dice(a, b))
            }
            _ => None,
        }
    }

    fn forced_outcome(&self, forced: &mut Forced) -> Result<Option<Action>, ForcedError> {
        Ok(match self.phase {
            Phase::Rolling { dice: 1 } => forced.take_dice::<1>()?.map(|[d]| Action::Die(d)),
            Phase::Rolling { .. } => forced.take_dice::<2>()?.map(|[a, b]| Action::dice(a, b)),
            _ => None,
        })
    }

    fn apply(&mut self, actor: Actor, action: &Action) -> Result<(), Refusal> {
        match (self.phase, *action, actor) {
            (Phase::Throw, Action::Roll(at), Actor::Seat(_)) => {
                self.check_stamp(at)?;
                self.record_stamp(at, true);
                self.phase = Phase::Rolling { dice: 2 };
            }
            (Phase::Throw, Action::RollOne(at), Actor::Seat(seat)) => {
                self.one_die(seat)?;
                self.check_stamp(at)?;
                self.record_stamp(at, true);
                self.phase = Phase::Rolling { dice: 1 };
            }
            (Phase::Rolling { dice: 2 }, Action::Dice(a, b), Actor::Chance)
                if (1..=6).contains(&a) && (1..=6).contains(&b) =>
            {
                self.land(Throw {
                    first: a,
                    second: Some(b),
                });
            }
            (Phase::Rolling { dice: 1 }, Action::Die(a), Actor::Chance) if (1..=6).contains(&a) => {
                self.land(Throw {
                    first: a,
                    second: None,
                });
            }
            (Phase::Rolling { .. }, other, _) => {
                return Err(Refusal::NotAnOutcome(other.to_string()));
            }
            (Phase::Close { throw }, Action::Shut(pick, at), Actor::Seat(_)) => {
                self.check_close(throw, pick)?;
                self.check_stamp(at)?;
                self.record_stamp(at, false);
                self.turn_tiles(pick, false);
                let turn = self.turn;
                let mate_shut = self.partner(turn).is_none_or(|m| self.player(m).own_shut());
                if self.player(turn).own_shut() && mate_shut {
                    self.current().dicen = true;
                }
                self.pass_turn();
            }
            (Phase::Reopen { throw }, Action::Reopen(pick), Actor::Seat(_)) => {
                self.check_reopen(throw, pick)?;
                self.turn_tiles(pick, true);
                self.pass_turn();
            }
            (Phase::Reopen { .. }, Action::Decline, Actor::Seat(_)) => {
                self.current().out = true;
                self.pass_turn();
            }
            (_, other, _) => return Err(self.wrong_phase(&other)),
        }
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let best = self.players.iter().map(Player::total).min()?;
        let winners: SeatSet = (0..self.players.len() as Seat)
            .filter(|&s| self.player(s).total() == best)
            .collect();
        Some(Outcome { winners })
    }

    fn rounds(&self) -> Vec<RoundResult> {
        let played = self.players.first().map_or(0, |p| p.rounds.len());
        (0..played)
            .map(|r| {
                let rounds: Vec<PlayerRound> = self
                    .players
                    .iter()
                    .filter_map(|p| p.rounds.get(r).copied())
                    .collect();
                let points: Vec<i64> = rounds.iter().map(|r| r.points).collect();
                let best = points.iter().copied().min().unwrap_or(0);
                let winners = (0..points.len() as Seat)
                    .filter(|&s| points[usize::from(s)] == best)
                    .collect();
                let mut tallies = Vec::new();
                for (seat, round) in rounds.iter().enumerate() {
                    let seat = seat as Seat;
                    let mut tally = |name, value| tallies.push(Tally { seat, name, value });
                    tally("throws", i64::from(round.throws));
                    tally("dicen-calls", i64::from(round.dicen));
                    if self.has(Variant::GoGo) {
                        tally("gogo-throws", i64::from(round.throws));
                    }
                    if let Some(ms) = round.time_ms {
                        tally("time-attack-ms", i64::try_from(ms).unwrap_or(i64::MAX));
                    }
                }
                RoundResult {
                    points,
                    winners,
                    tallies,
                    person_tallies: Vec::new(),
                }
            })
            .collect()
    }

    fn score(&self, seat: Seat) -> i64 {
        self.players.get(usize::from(seat)).map_or(0, Player::total)
    }

    fn score_bounds(&self) -> RangeInclusive<i64> {
        0..=self.score_bound()
    }
}
