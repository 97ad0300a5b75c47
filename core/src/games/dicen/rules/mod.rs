//! DICEN's state and transitions: the base game N1–N9 and the variants V1–V11.
//!
//! This module holds the state and what can be read from it; [`round`] moves a round on (the
//! dice landing, tiles turned, the turn passed, the round scored), [`refusal`] says why an
//! action is refused and checks each before it applies, [`game`] is the engine's
//! [`Game`](crate::engine::Game) for DICEN and [`state_json`] its state as JSON.

mod game;
mod refusal;
mod round;
mod state_json;

pub use crate::games::dicen::throw::Throw;
pub use refusal::Refusal;

use crate::engine::Seat;
use crate::games::dicen::moves;
use crate::games::dicen::tiles::{Pick, Tiles};
use crate::games::dicen::variants::{Variant, Variants};
use crate::games::dicen::DicenOptions;
use serde::{Deserialize, Serialize};

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

/// One player's boards and record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Tiles still open this round on the player's (first) board.
    pub open: Tiles,
    /// V10: tiles still open on the player's second board.
    #[serde(default)]
    pub second: Option<Tiles>,
    /// Out for this round (N5).
    pub out: bool,
    /// Called DICEN this round (N8). In V11 only the partner whose close shut the team's last
    /// tile is marked; the call is the team's.
    pub dicen: bool,
    /// V7: has thrown the 7 that starts them this round (always true without V7).
    #[serde(default)]
    pub started: bool,
    /// Throws made this round.
    pub throws: u32,
    /// Finished rounds.
    pub rounds: Vec<PlayerRound>,
}

/// One finished round of one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRound {
    pub points: i64,
    pub throws: u32,
    /// This player called DICEN (in V11: shut the team's last tile).
    pub dicen: bool,
    /// V9: the time from the first throw to the last tile shut, from the table's clock.
    #[serde(default)]
    pub time_ms: Option<u64>,
}

impl Player {
    fn fresh(board: Tiles, second: bool, started: bool) -> Self {
        Player {
            open: board,
            second: second.then_some(board),
            out: false,
            dicen: false,
            started,
            throws: 0,
            rounds: Vec::new(),
        }
    }

    /// The open tiles of the player's own boards (one, or two in V10).
    fn own_sum(&self) -> u32 {
        self.open.sum() + self.second.map_or(0, Tiles::sum)
    }

    fn own_shut(&self) -> bool {
        self.open.is_empty() && self.second.is_none_or(Tiles::is_empty)
    }

    pub fn total(&self) -> i64 {
        self.rounds.iter().map(|r| r.points).sum()
    }
}

/// What [`Dicen`] answers for a seat it does not have.
static NOBODY: Player = Player {
    open: Tiles::NONE,
    second: None,
    out: true,
    dicen: false,
    started: false,
    throws: 0,
    rounds: Vec::new(),
};

/// V9: the table's clock readings this round (the engine never reads a clock).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// The reading the round's first throw carried.
    pub start: Option<u64>,
    /// The latest reading; no later action may carry an earlier one.
    pub last: Option<u64>,
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
    #[serde(default)]
    clock: Clock,
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

    pub fn variants(&self) -> Variants {
        self.options.variants
    }

    pub fn clock(&self) -> Clock {
        self.clock
    }

    fn has(&self, variant: Variant) -> bool {
        self.options.variants.has(variant)
    }

    /// N1 with V2–V6: the tiles in play on each board.
    pub fn board(&self) -> Tiles {
        self.options.variants.board(self.options.tiles)
    }

    /// N9, V8, V9: rounds in this game (a solo game is one round).
    pub fn rounds_in_game(&self) -> u8 {
        if self.options.variants.solo() {
            1
        } else {
            self.options.rounds
        }
    }

    /// V11: the partner sitting opposite (seats A1, B1, A2, B2: 0 and 2, 1 and 3).
    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        (self.has(Variant::TwoVsTwo) && self.players.len() == 4 && seat < 4).then(|| (seat + 2) % 4)
    }

    /// The player in `seat`; a seat the table does not have is nobody, out, with no tiles.
    fn player(&self, seat: Seat) -> &Player {
        self.players.get(usize::from(seat)).unwrap_or(&NOBODY)
    }

    fn current(&mut self) -> &mut Player {
        &mut self.players[usize::from(self.turn)]
    }

    /// The open tiles a throw of `seat` may use: the own board, and the other board (V10: the
    /// second board; V11: the partner's board) if there is one.
    pub fn boards(&self, seat: Seat) -> (Tiles, Option<Tiles>) {
        let player = self.player(seat);
        let other = match self.partner(seat) {
            Some(partner) => Some(self.player(partner).open),
            None => player.second,
        };
        (player.open, other)
    }

    /// The shut tiles in play on the boards a throw of `seat` may use.
    fn shut_boards(&self, seat: Seat) -> (Tiles, Option<Tiles>) {
        let board = self.board();
        let (own, other) = self.boards(seat);
        (board.minus(own), other.map(|o| board.minus(o)))
    }

    /// N8: whether the player's side (V11: the team) has shut its boards and called DICEN.
    fn side_called(&self, seat: Seat) -> bool {
        self.player(seat).dicen || self.partner(seat).is_some_and(|p| self.player(p).dicen)
    }

    /// N3: still throwing this round.
    pub fn in_round(&self, seat: Seat) -> bool {
        !self.player(seat).out && !self.side_called(seat)
    }

    /// N2: one die only when every open tile the player may close is 6 or lower; never in V1
    /// Lucky; in V7 not before the starting 7 (one die cannot make 7). `Err` names the rule.
    fn one_die(&self, seat: Seat) -> Result<(), Refusal> {
        let refused = |rule, top| Refusal::OneDieNotAllowed {
            rule,
            top,
            two_boards: self.options.variants.two_boards(),
        };
        if self.has(Variant::Lucky) {
            return Err(refused("V1", 0));
        }
        if self.has(Variant::SevenToGo) && !self.player(seat).started {
            return Err(refused("V7", 0));
        }
        let (own, other) = self.boards(seat);
        let open = own.union(other.unwrap_or(Tiles::NONE));
        match open.max() {
            Some(top) if top > 6 => Err(refused("N2", top)),
            Some(_) => Ok(()),
            None => Err(refused("N2", 0)),
        }
    }

    /// N2 (with V1, V7): whether `seat` may throw one die now.
    pub fn may_throw_one(&self, seat: Seat) -> bool {
        self.one_die(seat).is_ok()
    }

    fn closes(&self, throw: Throw, each: impl FnMut(Pick)) {
        let (own, other) = self.boards(self.turn);
        moves::closes(throw, own, other, self.has(Variant::Lucky), each);
    }

    /// N6/N7 apply unless the game is solo (V8, V9 say they do not).
    fn can_reopen(&self, throw: Throw) -> bool {
        if self.options.variants.solo() {
            return false;
        }
        let (own, other) = self.shut_boards(self.turn);
        let mut any = false;
        moves::reopens(throw, own, other, |_| any = true);
        any
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Actor, Forced, Game};
    use crate::engine::{Match, Seat};
    use crate::games::dicen::Variant;

    /// Plays `actions` with forced `dice` from a fresh game and returns the match.
    fn play(options: &DicenOptions, seats: usize, dice: &[u8], actions: &[&str]) -> Match<Dicen> {
        let mut m: Match<Dicen> = Match::new(options, seats, 0)
            .expect("valid")
            .with_forced(Forced::new(dice.iter().copied(), std::iter::empty()));
        for text in actions {
            m.resolve_chance().expect("dice");
            let seat: Seat = m.game().turn();
            let action = text.parse().expect("notation");
            m.act(Actor::Seat(seat), action).expect(text);
        }
        m.resolve_chance().expect("dice");
        m
    }

    fn tally(game: &Dicen, round: usize, seat: Seat, name: &str) -> Option<i64> {
        game.rounds()
            .get(round)?
            .tallies
            .iter()
            .find(|t| t.seat == seat && t.name == name)
            .map(|t| t.value)
    }

    #[test]
    fn go_go_and_time_attack_record_throws_and_time() {
        let go_go = DicenOptions {
            tiles: 9,
            ..DicenOptions::with_variants(&[Variant::Even, Variant::GoGo])
        };
        let dice = [3, 4, 2, 6, 3, 3, 4, 4, 4, 2];
        let actions = [
            "roll", "roll", "shut 8", "roll", "shut 6", "roll", "roll1", "shut 4", "roll1",
            "shut 2",
        ];
        let m = play(&go_go, 1, &dice, &actions);
        assert!(m.game().is_over());
        assert_eq!(tally(m.game(), 0, 0, "gogo-throws"), Some(6));
        assert_eq!(tally(m.game(), 0, 0, "throws"), Some(6));
        assert_eq!(tally(m.game(), 0, 0, "dicen-calls"), Some(1));
        assert_eq!(tally(m.game(), 0, 0, "time-attack-ms"), None);

        let time_attack = DicenOptions {
            tiles: 9,
            ..DicenOptions::with_variants(&[Variant::Even, Variant::TimeAttack])
        };
        let dice = [2, 6, 3, 4, 2, 4, 1, 3, 2];
        let actions = [
            "roll @1000",
            "shut 8 @2500",
            "roll @4000",
            "roll @5000",
            "shut 6 @5200",
            "roll @6000",
            "shut 4 @6100",
            "roll1 @7000",
            "shut 2 @7400",
        ];
        let m = play(&time_attack, 1, &dice, &actions);
        assert!(m.game().is_over());
        assert_eq!(tally(m.game(), 0, 0, "time-attack-ms"), Some(6400));
        assert_eq!(tally(m.game(), 0, 0, "gogo-throws"), None);
        assert_eq!(m.game().rounds()[0].points, vec![6400]);
    }

    #[test]
    fn the_team_call_is_credited_to_the_partner_who_shut_the_last_tile() {
        let options = DicenOptions {
            tiles: 9,
            rounds: 1,
            ..DicenOptions::with_variants(&[Variant::Even, Variant::EasyPeasy, Variant::TwoVsTwo])
        };
        let dice = [3, 3, 1, 2, 6, 6, 2, 2, 3, 4, 3, 3, 5, 6];
        let actions = [
            "roll",
            "shut b6",
            "roll",
            "roll",
            "shut 4 2 b6",
            "roll",
            "shut b4",
            "roll",
            "roll",
            "shut b4 b2",
            "roll",
        ];
        let m = play(&options, 4, &dice, &actions);
        let round = &m.game().rounds()[0];
        assert_eq!(round.points, vec![0, 30, 0, 30]);
        let calls: Vec<Option<i64>> = (0..4)
            .map(|s| tally(m.game(), 0, s, "dicen-calls"))
            .collect();
        assert_eq!(calls, vec![Some(0), Some(0), Some(1), Some(0)]);
        assert_eq!(round.winners.iter().collect::<Vec<_>>(), vec![0, 2]);
    }

    #[test]
    fn seats_the_table_does_not_have_are_nobody() {
        let game = Dicen::new(&DicenOptions::default(), 2).expect("valid");
        assert_eq!(game.boards(9), (Tiles::NONE, None));
        assert!(!game.in_round(9));
        assert!(!game.may_throw_one(200));
        assert_eq!(game.partner(3), None);
        let teams = DicenOptions::with_variants(&[Variant::TwoVsTwo]);
        let game = Dicen::new(&teams, 4).expect("valid");
        assert_eq!(game.partner(3), Some(1));
        assert_eq!(game.partner(255), None);
        let mut legal = Vec::new();
        game.legal_actions(7, &mut legal);
        assert!(legal.is_empty());
    }
}
