//! The bots at a table: which one is to move, its thinking handed to another thread, and its
//! move applied if the table has not moved on meanwhile.

use super::{Pause, Session};
use crate::ai::ismcts::Stop;
use crate::ai::Level;
use crate::engine::{Actor, Seat, TableRng, ToAct};
use crate::table::adapter::TableGame;
use crate::table::error::TableError;
use std::any::Any;

/// A person's window to interject while a bot's move is awaited (a DiCa challenge, D9.2):
/// long enough to read the board and tap, short enough not to stall the bots. Reading where the
/// rule book is silent: D9.2 allows a challenge for as long as the roll is awaited, and a bot
/// would otherwise roll within its 0.7 s pause.
pub const PEOPLE_WINDOW_MS: u64 = 4_000;

/// A bot's move, computed away from the table (on another thread) and applied if still current.
pub struct BotJob {
    pub seat: Seat,
    pub version: u64,
    /// How long the runtime waits at least before the bot moves because a person may act now
    /// too (a DiCa challenge while the bot's roll is awaited, D9.2): the person's window to
    /// interject, much longer than the bot's natural pause. Zero when only bots may act.
    pub people_window_ms: u64,
    pub(super) run: Box<Thinking>,
}

/// A bot's thinking, given the caller's time cap if any: its move.
type Thinking = dyn FnOnce(Option<Box<dyn Stop>>) -> Option<BotAction> + Send;

impl BotJob {
    /// Thinks. `None`: the bot has nothing to do (it declines to interject).
    pub fn run(self) -> BotMove {
        self.think(None)
    }

    /// Thinks until `stop` says so at the latest: the runtime's time cap, so a searching bot
    /// (Ganjifa's hard one) answers in time on a slow phone. The move then depends on the
    /// machine's speed, so seeded tests use [`BotJob::run`].
    pub fn run_until(self, stop: Box<dyn Stop>) -> BotMove {
        self.think(Some(stop))
    }

    fn think(self, stop: Option<Box<dyn Stop>>) -> BotMove {
        BotMove {
            seat: self.seat,
            version: self.version,
            action: (self.run)(stop),
        }
    }
}

/// A bot's decision. `None`: the bot has nothing to do now (it declines to interject).
#[derive(Debug)]
pub struct BotMove {
    pub seat: Seat,
    pub version: u64,
    pub action: Option<BotAction>,
}

/// A bot's action, typed for the game of the table that asked (the runtime carries it without
/// knowing the game): never written out and read back.
pub struct BotAction(Box<dyn Any + Send>);

impl std::fmt::Debug for BotAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("BotAction(..)")
    }
}

impl<G: TableGame> Session<G> {
    /// The bot to move now, if any (a bot that may act outside its turn goes first), and
    /// whether a person may act at the same moment. Never while paused.
    fn bot_to_move(&self) -> Option<(Seat, Level, bool)> {
        if self.state.pause != Pause::Playing || self.state.showing.is_some() {
            return None;
        }
        let ToAct::Seats { due, may } = self.game.to_act() else {
            return None;
        };
        let version = self.state.version;
        let seat = may
            .iter()
            .filter(|&s| s != due)
            .chain([due])
            .find(|&s| !self.is_person(s) && !self.state.declined.contains(&(s, version)))?;
        let level = self.setup.seats.get(usize::from(seat))?.ai?;
        let people_may = may.iter().any(|s| s != seat && self.is_person(s));
        Some((seat, level, people_may))
    }

    /// Whether a bot is to move now: what [`Self::bot_job`] answers, without copying the game.
    pub fn bot_due(&self) -> bool {
        self.bot_to_move().is_some()
    }

    /// The bot's thinking to run away from the table, if a bot is to move now.
    pub fn bot_job(&self) -> Option<BotJob> {
        let (seat, level, people_may) = self.bot_to_move()?;
        let version = self.state.version;
        let game = self.game.game().clone();
        let seed = self.setup.seed ^ version.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(seat);
        Some(BotJob {
            seat,
            version,
            people_window_ms: if people_may { PEOPLE_WINDOW_MS } else { 0 },
            run: Box::new(move |stop| {
                let mut legal = Vec::new();
                game.legal_actions(seat, &mut legal);
                if legal.is_empty() {
                    return None;
                }
                let mut bot = G::bot(level);
                if let Some(stop) = stop {
                    bot.stop_when(stop);
                }
                let mut rng = TableRng::seeded(seed);
                let view = game.observation(seat);
                bot.choose(&view, seat, &legal, &mut rng)
                    .map(|action| BotAction(Box::new(action)))
            }),
        })
    }

    /// Applies a bot's decision if the table has not moved on since it was asked.
    pub fn bot_move(&mut self, mv: BotMove, now_ms: u64) -> Result<(), TableError> {
        if mv.version != self.state.version {
            return Err(TableError::Stale {
                seen: mv.version,
                current: self.state.version,
            });
        }
        match mv.action {
            None => {
                self.state.declined.push((mv.seat, mv.version));
                Ok(())
            }
            Some(BotAction(action)) => {
                let action = action
                    .downcast::<G::Action>()
                    .map_err(|_| TableError::ForeignMove)?;
                self.apply(Actor::Seat(mv.seat), *action, now_ms)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{BotAction, BotMove};
    use crate::games::dicen::Dicen;
    use crate::games::GameId;
    use crate::l10n::Lang;
    use crate::table::{Session, TableError, TableSetup};

    /// A bot's move typed for another game is the caller's bug, told as such (not as a stale
    /// move), and changes nothing.
    #[test]
    fn a_move_for_another_games_table_is_refused_as_foreign() {
        let setup = TableSetup::default_for(GameId::Dicen, "Ann", 1);
        let mut table = Session::<Dicen>::new(setup, Lang::En, 0, 0).expect("a table");
        let (version, before) = (table.version(), table.view());
        let foreign = BotMove {
            seat: 0,
            version,
            action: Some(BotAction(Box::new("a card of another game"))),
        };
        assert_eq!(table.bot_move(foreign, 0), Err(TableError::ForeignMove));
        assert_eq!(table.view(), before, "nothing changed");
    }
}
