//! How a table moves on: a person's intent, the actions it starts, then chance and the device's
//! clock ([`Session::advance`]) until a seat is due, a summary or a settlement shows, or the
//! series is over.

use super::{ClockState, Pause, Session, HAND_OVER, NEXT_ROUND, REMATCH, SEEN, UNDO};
use crate::engine::{Actor, Match, Seat, TableRng, ToAct};
use crate::l10n::Msg;
use crate::table::adapter::{table_options, TableGame, Tap, ViewCtx};
use crate::table::error::TableError;
use crate::table::intent::Intent;
use crate::table::view::Haptic;
use std::sync::Arc;

impl<G: TableGame> Session<G> {
    /// Handles one intent from a person. Nothing changes on error; a handled one records the
    /// time it was handled ([`super::TableState::last_now_ms`]).
    pub fn dispatch(
        &mut self,
        intent: &Intent,
        seen_version: u64,
        now_ms: u64,
    ) -> Result<(), TableError> {
        self.handle(intent, seen_version, now_ms)?;
        self.state.last_now_ms = self.state.last_now_ms.max(now_ms);
        Ok(())
    }

    fn handle(
        &mut self,
        intent: &Intent,
        seen_version: u64,
        now_ms: u64,
    ) -> Result<(), TableError> {
        if let Intent::Tick = intent {
            return self.tick(now_ms);
        }
        if seen_version != self.state.version {
            return Err(TableError::Stale {
                seen: seen_version,
                current: self.state.version,
            });
        }
        match intent {
            Intent::Tick => Ok(()),
            Intent::Cancel => self.cancel(),
            Intent::Tap { target } => match target.as_str() {
                HAND_OVER => self.confirm_hand_over(),
                UNDO => self.take_back(),
                NEXT_ROUND => self.next_round(now_ms),
                REMATCH => match self.state.pause {
                    Pause::SeriesOver => self.rematch(now_ms),
                    _ => Err(TableError::NotNow(Msg::new("table-error-series-not-over"))),
                },
                id => self.tap(id, now_ms),
            },
        }
    }

    /// "I am NAME": the person due takes the phone.
    fn confirm_hand_over(&mut self) -> Result<(), TableError> {
        let seat = self
            .hand_over_to()
            .ok_or_else(|| TableError::NotNow(Msg::new("table-error-no-hand-over")))?;
        self.state.holder = Some(seat);
        self.forget_undo();
        self.changed(Haptic::None);
        Ok(())
    }

    /// On from a round's summary or a deal's settlement. The phone goes round the table with
    /// a summary, so whoever takes it next confirms again.
    fn next_round(&mut self, now_ms: u64) -> Result<(), TableError> {
        if !matches!(self.state.pause, Pause::RoundOver | Pause::Settlement) {
            return Err(TableError::NotNow(Msg::new("table-error-round-not-over")));
        }
        self.state.pause = if self.game.game().is_over() {
            Pause::SeriesOver
        } else {
            Pause::Playing
        };
        self.state.clock = None;
        self.state.holder = None;
        self.forget_undo();
        self.changed(Haptic::None);
        self.advance(now_ms, false)
    }

    /// Takes back what is chosen but not played (a shell's Esc or Back).
    fn cancel(&mut self) -> Result<(), TableError> {
        if self.state.selection.is_empty() && self.state.armed.is_none() {
            return Err(TableError::NotNow(Msg::new("table-error-nothing-chosen")));
        }
        self.state.selection.clear();
        self.state.armed = None;
        self.changed(Haptic::None);
        Ok(())
    }

    /// A tap on one of the game's targets, resolved from the same targets the view draws.
    fn tap(&mut self, id: &str, now_ms: u64) -> Result<(), TableError> {
        if let Some(seat) = self.state.showing {
            if id != SEEN {
                return Err(TableError::NotNow(
                    Msg::new("table-error-seen-first")
                        .text("name", self.names()[usize::from(seat)].clone()),
                ));
            }
            self.state.showing = None;
            self.changed(Haptic::None);
            return Ok(());
        }
        if self.hand_over_to().is_some() {
            return Err(TableError::NotNow(Msg::new("table-error-hand-over-first")));
        }
        if self.state.pause != Pause::Playing {
            return Err(TableError::NotNow(Msg::new("table-error-round-over")));
        }
        let target = self
            .person_targets(&self.ctx(&self.names()))
            .into_iter()
            .find(|t| t.id == id)
            .ok_or_else(|| TableError::UnknownTarget(id.to_string()))?;
        match target.tap {
            Tap::Refused(why) => Err(TableError::Refused {
                kind: "not-allowed",
                message: Arc::unwrap_or_clone(why),
                rule: None,
            }),
            Tap::Act(action) => {
                if self.arms(id, target.seat, &action) {
                    return Ok(());
                }
                let before = self.before_tap(target.seat);
                self.apply(Actor::Seat(target.seat), action, now_ms)?;
                self.after_tap(before);
                Ok(())
            }
            Tap::ActAll(actions) => {
                let before = self.before_tap(target.seat);
                for action in actions {
                    self.apply(Actor::Seat(target.seat), action, now_ms)?;
                }
                self.after_tap(before);
                Ok(())
            }
            Tap::Select => {
                match self.state.selection.iter().position(|s| s == id) {
                    Some(i) => {
                        self.state.selection.remove(i);
                    }
                    None => self.state.selection.push(id.to_string()),
                }
                self.state.armed = None;
                self.changed(Haptic::None);
                Ok(())
            }
        }
    }

    /// Applies a seat's action, narrates it, and moves the table on.
    pub(super) fn apply(
        &mut self,
        actor: Actor,
        action: G::Action,
        now_ms: u64,
    ) -> Result<(), TableError> {
        let before = self.game.game().clone();
        let action = before.at_time(action, now_ms);
        self.game
            .act(actor, action.clone())
            .map_err(|e| TableError::Refused {
                kind: e.kind(),
                message: match &e {
                    crate::engine::PlayError::Refused(r) => crate::engine::Refusal::message(r),
                    _ => Msg::new("table-error-not-your-turn"),
                },
                rule: match &e {
                    crate::engine::PlayError::Refused(r) => crate::engine::Refusal::rule(r),
                    _ => None,
                },
            })?;
        let haptic = G::haptic(&before, actor, &action, self.game.game());
        self.note_round_ends();
        self.narrate(&before, actor, &action);
        let deal_settled = self.settles_deal(&before);
        self.state.selection.clear();
        self.state.armed = None;
        self.changed(haptic);
        self.advance(now_ms, deal_settled)?;
        self.note_shown_cards(&before);
        Ok(())
    }

    fn narrate(&mut self, before: &G, actor: Actor, action: &G::Action) {
        let names = self.names();
        let ctx = ViewCtx {
            lang: self.state.lang,
            names: &names,
            selection: &[],
            people: self.people(),
        };
        let lines = G::narrate(before, actor, action, self.game.game(), &ctx);
        self.tell(lines);
    }

    /// Adds lines to the narration, counting every line it was ever told
    /// ([`super::TableState::narrated`]).
    pub(super) fn tell(&mut self, lines: impl IntoIterator<Item = Msg>) {
        self.state.narrated += self.narration.tell(lines, self.state.lang);
    }

    /// The device's local time now, for [`TableGame::local_time_action`].
    fn local_ms(&self, now_ms: u64) -> u64 {
        now_ms.saturating_add_signed(i64::from(self.state.utc_offset_minutes) * 60_000)
    }

    /// After any change: resolve chance and the actions the device's clock decides (narrating
    /// them), notice finished rounds, and restart the turn clock when a new turn begins.
    /// `deal_settled`: the change settled a deal inside a round (Gnav), which a person sees
    /// before the next deal is dealt.
    ///
    /// A clock action waits while a finished round's summary shows, so it reads the time at
    /// which the next round really starts.
    pub(super) fn advance(
        &mut self,
        now_ms: u64,
        mut deal_settled: bool,
    ) -> Result<(), TableError> {
        while !self.settlement_waits(deal_settled) {
            let before = self.game.game().clone();
            let len = self.game.log().len();
            if self.game.to_act() == ToAct::Chance {
                self.game
                    .step_chance()
                    .map_err(|e| TableError::Chance(e.to_string()))?;
            } else if let Some((seat, action)) = self.clock_action_due(now_ms) {
                self.game
                    .act(Actor::Seat(seat), action)
                    .map_err(|e| TableError::Clock(e.to_string()))?;
            } else {
                break;
            }
            self.note_round_ends();
            if let Some(entry) = self.game.log().get(len).cloned() {
                let haptic = G::haptic(&before, entry.actor, &entry.action, self.game.game());
                if haptic != Haptic::None {
                    self.state.haptic = haptic;
                }
                self.narrate(&before, entry.actor, &entry.action);
                deal_settled |= self.settles_deal(&before);
            }
        }
        self.pause_for_settlement(deal_settled);
        if self.state.pause != Pause::Playing {
            // A summary or a settlement goes round the table: whoever takes the phone next
            // confirms again.
            self.state.holder = None;
            self.state.showing = None;
        }
        self.restart_clock(now_ms);
        Ok(())
    }

    /// The turn clock runs for the game's turn while playing: kept through the same turn,
    /// started afresh for a new one.
    fn restart_clock(&mut self, now_ms: u64) {
        self.state.clock = match (self.state.pause, self.game.game().clock()) {
            (Pause::Playing, Some(clock)) => match self.state.clock {
                Some(c) if c.seat == clock.seat && c.turn == clock.turn => Some(c),
                _ => Some(ClockState {
                    seat: clock.seat,
                    turn: clock.turn,
                    limit_ms: clock.limit_ms,
                    started_ms: now_ms,
                }),
            },
            _ => None,
        };
    }

    /// A round or a deal has ended and a person has not seen it yet: chance (the next deal)
    /// waits, so the settlement shows the board as it ended.
    fn settlement_waits(&self, deal_settled: bool) -> bool {
        self.has_people()
            && (deal_settled || self.game.game().rounds().len() > self.state.rounds_seen)
    }

    /// Whether the action that turned `before` into now settled a deal inside a round.
    fn settles_deal(&self, before: &G) -> bool {
        let after = self.game.game();
        let round_ended = after.rounds().len() > before.rounds().len();
        !round_ended && G::settles(before, after)
    }

    /// After advancing: pause on a finished round's summary or a deal's settlement when a
    /// person is seated (bots alone play straight on), and on the series' end.
    fn pause_for_settlement(&mut self, deal_settled: bool) {
        let people = self.has_people();
        let rounds = self.game.game().rounds().len();
        let over = self.game.game().is_over();
        if rounds > self.state.rounds_seen {
            self.state.rounds_seen = rounds;
            self.state.pause = match (people, over) {
                (true, _) => Pause::RoundOver,
                (false, true) => Pause::SeriesOver,
                (false, false) => Pause::Playing,
            };
        } else if deal_settled {
            if people {
                self.state.pause = Pause::Settlement;
            }
        } else if over && self.state.pause == Pause::Playing {
            self.state.pause = Pause::SeriesOver;
        }
    }

    /// Whether tapping `id` (warned: the rules make its cost certain) only arms it: the first
    /// tap shows the warning, the second confirms.
    fn arms(&mut self, id: &str, seat: Seat, action: &G::Action) -> bool {
        if self.game.game().warning(seat, action).is_none()
            || self.state.armed.as_deref() == Some(id)
        {
            return false;
        }
        self.state.armed = Some(id.to_string());
        self.changed(Haptic::None);
        true
    }

    /// The action the device's clock decides now, unless the table is paused or a finished
    /// round's summary is about to show.
    fn clock_action_due(&self, now_ms: u64) -> Option<(Seat, G::Action)> {
        let unseen_round = self.game.game().rounds().len() > self.state.rounds_seen;
        if self.state.pause != Pause::Playing || unseen_round {
            return None;
        }
        self.game.game().local_time_action(self.local_ms(now_ms))
    }

    /// Records where in the log each newly finished round ended.
    fn note_round_ends(&mut self) {
        let finished = self.game.game().rounds().len();
        while self.state.round_ends.len() < finished {
            self.state.round_ends.push(self.game.log().len() as u64);
        }
    }

    pub(super) fn changed(&mut self, haptic: Haptic) {
        self.state.version += 1;
        self.state.haptic = haptic;
        self.state.declined.clear();
    }

    /// Time passed: inject the timeout if the running clock has run out (D10).
    fn tick(&mut self, now_ms: u64) -> Result<(), TableError> {
        if self.state.showing.is_some() {
            return Ok(());
        }
        let Some(clock) = self.state.clock else {
            return Ok(());
        };
        if now_ms < clock.started_ms.saturating_add(clock.limit_ms) {
            return Ok(());
        }
        match self.game.game().timeout(clock.seat) {
            Some(action) => self.apply(Actor::Seat(clock.seat), action, now_ms),
            None => Ok(()),
        }
    }

    fn rematch(&mut self, now_ms: u64) -> Result<(), TableError> {
        let options = table_options::<G>(&self.setup)?;
        let rematches = self.state.rematches + 1;
        let seed = TableRng::seeded(self.setup.seed ^ u64::from(rematches)).next_u64();
        self.game = Match::new(&options, self.setup.seats.len(), seed)?;
        self.state.rematches = rematches;
        self.forget_undo();
        self.rewinds.clear();
        self.state.pause = Pause::Playing;
        self.state.holder = None;
        self.state.showing = None;
        self.state.rounds_seen = 0;
        self.state.round_ends.clear();
        self.state.selection.clear();
        self.state.armed = None;
        self.tell([Msg::new("table-log-rematch")]);
        self.changed(Haptic::None);
        self.advance(now_ms, false)
    }
}
