//! DICEN's state and transitions (N1–N9).

use super::notation::Action;
use super::tiles::Tiles;
use super::DicenOptions;
use crate::ai::{Bot, Level};
use crate::engine::{
    Actor, Forced, ForcedError, Game, Outcome, Prob, RoundResult, Seat, SeatSet, SetupError, Tally,
    ToAct,
};
use crate::games::GameId;
use crate::l10n::Msg;
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::ops::RangeInclusive;

/// The dice of the throw being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Throw {
    pub first: u8,
    /// `None` for a one-die throw (N2).
    pub second: Option<u8>,
}

impl Throw {
    pub fn total(self) -> u32 {
        u32::from(self.first) + u32::from(self.second.unwrap_or(0))
    }

    /// The face of a double, if the throw is one.
    pub fn double(self) -> Option<u8> {
        (self.second == Some(self.first)).then_some(self.first)
    }
}

/// Where the turn player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "phase")]
pub enum Phase {
    /// The player chooses to throw two dice or one (N2).
    Throw,
    /// The dice are in the air: chance is due.
    Rolling {
        dice: u8,
    },
    /// The player must close tiles adding up to the throw (N4).
    Close {
        throw: Throw,
    },
    /// An unusable double: the player may reopen (N6, N7) or decline and be out.
    Reopen {
        throw: Throw,
    },
    Over,
}

/// One player's board and record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Tiles still open this round.
    pub open: Tiles,
    /// Out for this round (N5).
    pub out: bool,
    /// Called DICEN this round (N8).
    pub dicen: bool,
    /// Throws made this round.
    pub throws: u16,
    /// Finished rounds: (round points, throws, called DICEN).
    pub rounds: Vec<PlayerRound>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRound {
    pub points: i64,
    pub throws: u16,
    pub dicen: bool,
}

impl Player {
    fn fresh(board: Tiles) -> Self {
        Player {
            open: board,
            out: false,
            dicen: false,
            throws: 0,
            rounds: Vec::new(),
        }
    }

    fn in_round(&self) -> bool {
        !self.out && !self.dicen
    }

    pub fn total(&self) -> i64 {
        self.rounds.iter().map(|r| r.points).sum()
    }
}

/// A DICEN game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dicen {
    options: DicenOptions,
    players: Vec<Player>,
    /// The current round, 0-based.
    round: u8,
    turn: Seat,
    phase: Phase,
}

/// Why DICEN refused an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("{action} is not possible now: {expected}")]
    WrongPhase {
        action: String,
        expected: &'static str,
    },
    #[error("one die may be thrown only when every open tile is 6 or lower (N2)")]
    OneDieNotAllowed,
    #[error("{0} is not a chance outcome now")]
    NotAnOutcome(String),
    #[error("tile {0} is not open (N4)")]
    TileNotOpen(u8),
    #[error("the tiles add up to {got}, the throw is {needed} (N4)")]
    WrongSum { got: u32, needed: u32 },
    #[error("tile {0} is not shut, or not in play, so it cannot be reopened")]
    TileNotShut(u8),
    #[error("after this double only tile {0} may be reopened (N6)")]
    ReopenOnlyDouble(u8),
    #[error("reopened tiles may add up to at most 12, not {0} (N7)")]
    ReopenOverTwelve(u32),
}

impl crate::engine::Refusal for Refusal {
    fn kind(&self) -> &'static str {
        match self {
            Refusal::WrongPhase { .. } => "wrong-phase",
            Refusal::OneDieNotAllowed => "one-die-not-allowed",
            Refusal::NotAnOutcome(_) => "not-an-outcome",
            Refusal::TileNotOpen(_) => "tile-not-open",
            Refusal::WrongSum { .. } => "wrong-sum",
            Refusal::TileNotShut(_) => "tile-not-shut",
            Refusal::ReopenOnlyDouble(_) => "reopen-only-double",
            Refusal::ReopenOverTwelve(_) => "reopen-over-twelve",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        match self {
            Refusal::WrongPhase { .. } | Refusal::NotAnOutcome(_) => None,
            Refusal::OneDieNotAllowed => Some("N2"),
            Refusal::TileNotOpen(_) | Refusal::WrongSum { .. } => Some("N4"),
            Refusal::TileNotShut(_) | Refusal::ReopenOnlyDouble(_) => Some("N6"),
            Refusal::ReopenOverTwelve(_) => Some("N7"),
        }
    }

    fn message(&self) -> Msg {
        match self {
            Refusal::WrongPhase { action, .. } => {
                Msg::new("dicen-refusal-wrong-phase").text("action", action.clone())
            }
            Refusal::OneDieNotAllowed => Msg::new("dicen-refusal-one-die"),
            Refusal::NotAnOutcome(a) => {
                Msg::new("dicen-refusal-not-an-outcome").text("action", a.clone())
            }
            Refusal::TileNotOpen(t) => Msg::new("dicen-refusal-tile-not-open").int("tile", *t),
            Refusal::WrongSum { got, needed } => Msg::new("dicen-refusal-wrong-sum")
                .int("sum", *got)
                .int("total", *needed),
            Refusal::TileNotShut(t) => Msg::new("dicen-refusal-tile-not-shut").int("tile", *t),
            Refusal::ReopenOnlyDouble(t) => {
                Msg::new("dicen-refusal-reopen-only-double").int("tile", *t)
            }
            Refusal::ReopenOverTwelve(s) => {
                Msg::new("dicen-refusal-reopen-over-twelve").int("sum", *s)
            }
        }
    }
}

impl Dicen {
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The current round, 0-based.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// N1: the tiles in play on a board.
    pub fn board(&self) -> Tiles {
        Tiles::up_to(self.options.tiles)
    }

    fn player(&self, seat: Seat) -> &Player {
        &self.players[usize::from(seat)]
    }

    fn current(&mut self) -> &mut Player {
        &mut self.players[usize::from(self.turn)]
    }

    /// N2: one die is allowed when every open tile is 6 or lower.
    pub fn may_throw_one(&self, seat: Seat) -> bool {
        self.player(seat).open.max().is_some_and(|top| top <= 6)
    }

    /// N6/N7: the tiles an unusable double lets the player reopen, as the allowed sets.
    fn reopen_choices(&self, throw: Throw, out: &mut Vec<Tiles>) {
        out.clear();
        let shut = self.board().minus(self.player(self.turn).open);
        match throw.double() {
            Some(6) => {
                // N7: any non-empty set of shut tiles adding up to at most 12.
                for total in 1..=12 {
                    out.extend(
                        Tiles::summing_to(total)
                            .iter()
                            .copied()
                            .filter(|s| s.is_subset_of(shut)),
                    );
                }
            }
            Some(face) => {
                // N6: the tile 2a, if it is in play and shut.
                let tile = 2 * face;
                if shut.contains(tile) {
                    out.push(Tiles::single(tile));
                }
            }
            None => {}
        }
    }

    fn can_reopen(&self, throw: Throw) -> bool {
        let shut = self.board().minus(self.player(self.turn).open);
        match throw.double() {
            Some(6) => !shut.is_empty(),
            Some(face) => shut.contains(2 * face),
            None => false,
        }
    }

    /// N4: whether some set of open tiles adds up to the throw.
    fn can_close(&self, throw: Throw) -> bool {
        let open = self.player(self.turn).open;
        Tiles::summing_to(throw.total())
            .iter()
            .any(|s| s.is_subset_of(open))
    }

    /// The dice have landed: close (N4), reopen (N6/N7), or be out (N5).
    fn land(&mut self, throw: Throw) {
        self.current().throws += 1;
        if self.can_close(throw) {
            self.phase = Phase::Close { throw };
        } else if self.can_reopen(throw) {
            self.phase = Phase::Reopen { throw };
        } else {
            self.current().out = true;
            self.pass_turn();
        }
    }

    /// N3: the turn passes to the next player still in the round; N9: or the round ends.
    fn pass_turn(&mut self) {
        let n = self.players.len();
        let next = (1..=n)
            .map(|step| (usize::from(self.turn) + step) % n)
            .find(|&i| self.players[i].in_round());
        match next {
            Some(i) => {
                self.turn = i as Seat;
                self.phase = Phase::Throw;
            }
            None => self.end_round(),
        }
    }

    /// N8/N9: score the round, then start the next or end the game.
    ///
    /// Reading of N8 when several players call DICEN in one round: a caller's round score is 0
    /// whatever the others did; every player who did not call gets 10 for each caller.
    fn end_round(&mut self) {
        let calls = self.players.iter().filter(|p| p.dicen).count() as i64;
        for p in &mut self.players {
            let points = if p.dicen {
                0
            } else {
                i64::from(p.open.sum()) + 10 * calls
            };
            p.rounds.push(PlayerRound {
                points,
                throws: p.throws,
                dicen: p.dicen,
            });
        }
        if self.round + 1 >= self.options.rounds {
            self.phase = Phase::Over;
            return;
        }
        self.round += 1;
        let board = self.board();
        for p in &mut self.players {
            p.open = board;
            p.out = false;
            p.dicen = false;
            p.throws = 0;
        }
        // N3: the first player moves one seat each round.
        self.turn = (usize::from(self.round) % self.players.len()) as Seat;
        self.phase = Phase::Throw;
    }

    fn wrong_phase(&self, action: &Action) -> Refusal {
        let expected = match self.phase {
            Phase::Throw => "throw the dice",
            Phase::Rolling { .. } => "the dice are rolling",
            Phase::Close { .. } => "close tiles adding up to the throw",
            Phase::Reopen { .. } => "reopen tiles or decline",
            Phase::Over => "the game is over",
        };
        Refusal::WrongPhase {
            action: action.to_string(),
            expected,
        }
    }

    fn total_bound(&self) -> i64 {
        let per_round = i64::from(self.board().sum()) + 10 * (self.players.len() as i64 - 1);
        per_round * i64::from(self.options.rounds)
    }
}

impl Game for Dicen {
    type Options = DicenOptions;
    type Action = Action;
    type Refusal = Refusal;
    type Observation<'a> = &'a Dicen;

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
        let board = Tiles::up_to(options.tiles);
        Ok(Dicen {
            options: options.clone(),
            players: vec![Player::fresh(board); seats],
            round: 0,
            turn: 0,
            phase: Phase::Throw,
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
        match self.phase {
            Phase::Throw => {
                out.push(Action::Roll);
                if self.may_throw_one(seat) {
                    out.push(Action::RollOne);
                }
            }
            Phase::Close { throw } => {
                let open = self.player(seat).open;
                out.extend(
                    Tiles::summing_to(throw.total())
                        .iter()
                        .filter(|s| s.is_subset_of(open))
                        .map(|&s| Action::Shut(s)),
                );
            }
            Phase::Reopen { throw } => {
                let mut sets = Vec::new();
                self.reopen_choices(throw, &mut sets);
                out.extend(sets.into_iter().map(Action::Reopen));
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

    fn forced_outcome(&self, forced: &mut Forced) -> Result<Option<Action>, ForcedError> {
        Ok(match self.phase {
            Phase::Rolling { dice: 1 } => forced.take_dice::<1>()?.map(|[d]| Action::Die(d)),
            Phase::Rolling { .. } => forced.take_dice::<2>()?.map(|[a, b]| Action::dice(a, b)),
            _ => None,
        })
    }

    fn apply(&mut self, actor: Actor, action: &Action) -> Result<(), Refusal> {
        match (self.phase, *action, actor) {
            (Phase::Throw, Action::Roll, Actor::Seat(_)) => {
                self.phase = Phase::Rolling { dice: 2 };
            }
            (Phase::Throw, Action::RollOne, Actor::Seat(seat)) => {
                if !self.may_throw_one(seat) {
                    return Err(Refusal::OneDieNotAllowed);
                }
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
            (Phase::Close { throw }, Action::Shut(set), Actor::Seat(_)) => {
                let open = self.player(self.turn).open;
                if let Some(t) = set.iter().find(|&t| !open.contains(t)) {
                    return Err(Refusal::TileNotOpen(t));
                }
                if set.sum() != throw.total() {
                    return Err(Refusal::WrongSum {
                        got: set.sum(),
                        needed: throw.total(),
                    });
                }
                let player = self.current();
                player.open = open.minus(set);
                if player.open.is_empty() {
                    player.dicen = true;
                }
                self.pass_turn();
            }
            (Phase::Reopen { throw }, Action::Reopen(set), Actor::Seat(_)) => {
                let shut = self.board().minus(self.player(self.turn).open);
                if let Some(t) = set.iter().find(|&t| !shut.contains(t)) {
                    return Err(Refusal::TileNotShut(t));
                }
                match throw.double() {
                    Some(6) if set.sum() > 12 => return Err(Refusal::ReopenOverTwelve(set.sum())),
                    Some(6) => {}
                    Some(face) if set != Tiles::single(2 * face) => {
                        return Err(Refusal::ReopenOnlyDouble(2 * face))
                    }
                    _ => {}
                }
                let player = self.current();
                player.open = player.open.union(set);
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
                let points: Vec<i64> = self.players.iter().map(|p| p.rounds[r].points).collect();
                let best = points.iter().copied().min().unwrap_or(0);
                let winners = (0..points.len() as Seat)
                    .filter(|&s| points[usize::from(s)] == best)
                    .collect();
                let mut tallies = Vec::new();
                for (seat, p) in self.players.iter().enumerate() {
                    let round = p.rounds[r];
                    let seat = seat as Seat;
                    tallies.push(Tally {
                        seat,
                        name: "throws",
                        value: i64::from(round.throws),
                    });
                    tallies.push(Tally {
                        seat,
                        name: "dicen-calls",
                        value: i64::from(round.dicen),
                    });
                }
                RoundResult {
                    points,
                    winners,
                    tallies,
                }
            })
            .collect()
    }

    fn score(&self, seat: Seat) -> i64 {
        self.players.get(usize::from(seat)).map_or(0, Player::total)
    }

    fn score_bounds(&self) -> RangeInclusive<i64> {
        0..=self.total_bound()
    }

    fn observation(&self, _seat: Seat) -> &Dicen {
        self
    }

    fn state_json(&self) -> serde_json::Value {
        let dice = match self.phase {
            Phase::Close { throw } | Phase::Reopen { throw } => match throw.second {
                Some(b) => json!([throw.first, b]),
                None => json!([throw.first]),
            },
            _ => serde_json::Value::Null,
        };
        let phase = match self.phase {
            Phase::Throw => "throw",
            Phase::Rolling { .. } => "rolling",
            Phase::Close { .. } => "close",
            Phase::Reopen { .. } => "reopen",
            Phase::Over => "over",
        };
        let players: Vec<_> = self
            .players
            .iter()
            .map(|p| {
                json!({
                    "open": p.open.iter().collect::<Vec<_>>(),
                    "out": p.out,
                    "dicen": p.dicen,
                    "throws": p.throws,
                    "round_points": p.rounds.iter().map(|r| r.points).collect::<Vec<_>>(),
                    "total": p.total(),
                })
            })
            .collect();
        json!({
            "round": self.round + 1,
            "rounds": self.options.rounds,
            "tiles": self.options.tiles,
            "turn": self.turn,
            "phase": phase,
            "dice": dice,
            "players": players,
            "winners": self.outcome().map(|o| o.winners.iter().collect::<Vec<_>>()),
        })
    }

    fn bot(level: Level) -> Box<dyn Bot<Self>> {
        Box::new(super::ai::SimpleBot::new(level))
    }
}
