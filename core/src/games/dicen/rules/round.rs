//! A DICEN round's course: the dice landing (N4–N7, V6–V9), tiles closed and reopened, the
//! turn passing (N3), V9's clock readings kept, and the round scored (N8, N9).

use super::{Clock, Dicen, Phase, Player, PlayerRound, Throw};
use crate::engine::Seat;
use crate::games::dicen::moves;
use crate::games::dicen::notation::Stamp;
use crate::games::dicen::tiles::{Pick, Tiles};
use crate::games::dicen::variants::Variant;

impl Dicen {
    /// The dice have landed: V7 start, V6 unlucky 7, close (N4), reopen (N6/N7), a wasted throw
    /// (V8/V9), or out (N5).
    pub(super) fn land(&mut self, throw: Throw) {
        let player = self.current();
        player.throws = player.throws.saturating_add(1);
        if self.has(Variant::SevenToGo) && !self.current().started {
            if throw.total() != 7 {
                self.pass_turn();
                return;
            }
            // V7: the starting 7 is then played as a normal throw.
            self.current().started = true;
        }
        if self.has(Variant::UnluckySeven) && throw.total() == 7 {
            self.pass_turn();
            return;
        }
        let (own, other) = self.boards(self.turn);
        if moves::can_close(throw, own, other, self.has(Variant::Lucky)) {
            self.phase = Phase::Close { throw };
        } else if self.can_reopen(throw) {
            self.phase = Phase::Reopen { throw };
        } else if self.options.variants.solo() {
            // V8/V9: the throw is lost, the player stays in.
            self.pass_turn();
        } else {
            self.current().out = true;
            self.pass_turn();
        }
    }

    /// N3: the turn passes to the next player still in the round; N9: or the round ends.
    pub(super) fn pass_turn(&mut self) {
        let n = self.players.len();
        let next = (1..=n)
            .map(|step| ((usize::from(self.turn) + step) % n) as Seat)
            .find(|&s| self.in_round(s));
        match next {
            Some(seat) => {
                self.turn = seat;
                self.phase = Phase::Throw;
            }
            None => self.end_round(),
        }
    }

    /// Removes (or with `open == false` puts back) tiles on the boards of the turn player.
    pub(super) fn turn_tiles(&mut self, pick: Pick, open: bool) {
        let change = |tiles: Tiles, set: Tiles| {
            if open {
                tiles.union(set)
            } else {
                tiles.minus(set)
            }
        };
        let turn = self.turn;
        let partner = self.partner(turn);
        let player = self.current();
        player.open = change(player.open, pick.own);
        if pick.other.is_empty() {
            return;
        }
        match partner {
            Some(p) => {
                let mate = &mut self.players[usize::from(p)];
                mate.open = change(mate.open, pick.other);
            }
            None => {
                if let Some(second) = player.second {
                    player.second = Some(change(second, pick.other));
                }
            }
        }
    }

    /// N8/N9: score the round, then start the next or end the game.
    ///
    /// Readings where the rule book is open: when several sides call DICEN in one round, every
    /// caller scores 0 and each other side gets 10 per call. A side is a player, or in V11 a
    /// team; both partners score the team's points (both boards, and 10 per other team's call).
    /// V8 GO GO scores the throws, V9 Time Attack the time from the first throw to the last
    /// tile shut.
    fn end_round(&mut self) {
        let seats = self.players.len() as Seat;
        let calls = (0..seats).filter(|&s| self.player(s).dicen).count() as i64;
        let time_ms = if self.has(Variant::TimeAttack) {
            match (self.clock.start, self.clock.last) {
                (Some(start), Some(last)) => Some(last.saturating_sub(start)),
                _ => None,
            }
        } else {
            None
        };
        let points: Vec<i64> = (0..seats)
            .map(|s| {
                let p = self.player(s);
                if self.has(Variant::GoGo) {
                    i64::from(p.throws)
                } else if self.has(Variant::TimeAttack) {
                    time_ms.map_or(0, |t| i64::try_from(t).unwrap_or(i64::MAX))
                } else if self.side_called(s) {
                    0
                } else {
                    let mate = self.partner(s).map_or(0, |m| self.player(m).own_sum());
                    i64::from(p.own_sum() + mate) + 10 * calls
                }
            })
            .collect();
        for (p, points) in self.players.iter_mut().zip(points) {
            p.rounds.push(PlayerRound {
                points,
                throws: p.throws,
                dicen: p.dicen,
                time_ms,
            });
        }
        if self.round + 1 >= self.rounds_in_game() {
            self.phase = Phase::Over;
            return;
        }
        self.round += 1;
        let board = self.board();
        let started = !self.has(Variant::SevenToGo);
        let second = self.has(Variant::LordOfTheBoard);
        for p in &mut self.players {
            let rounds = std::mem::take(&mut p.rounds);
            *p = Player::fresh(board, second, started);
            p.rounds = rounds;
        }
        self.clock = Clock::default();
        // N3: the first player moves one seat each round.
        self.turn = (usize::from(self.round) % self.players.len()) as Seat;
        self.phase = Phase::Throw;
    }

    /// V9: the clock reading a seat's action must carry now, if any (the earliest allowed).
    pub(super) fn stamp_now(&self) -> Stamp {
        self.has(Variant::TimeAttack)
            .then(|| self.clock.last.unwrap_or(0))
    }

    /// V9: records a checked clock reading; the round's first throw starts the time.
    pub(super) fn record_stamp(&mut self, at: Stamp, throw: bool) {
        if let Some(at) = at {
            self.clock.last = Some(at);
            if throw && self.clock.start.is_none() {
                self.clock.start = Some(at);
            }
        }
    }
}
