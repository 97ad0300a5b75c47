//! The engine contract, learned from OpenSpiel's `spiel.h`: who may act (seats or chance), the
//! legal actions per seat, `apply`, chance outcomes with exact probabilities, `is_over`, the
//! outcome, and what each seat may observe. [`Match`] wraps a [`Game`] with the seeded RNG,
//! forced dice and decks for tests, the action log, replay and snapshots.

mod actor;
mod chance;
mod game;
mod game_id;
mod notation;
mod playout;
mod record;
mod rng;

pub use actor::{Actor, Seat, SeatSet, ToAct};
pub use chance::{Forced, ForcedError, Prob};
pub use game::{
    open_view, play_out_stepwise, sample_legal_listed, sample_listed, Game, Observe, Outcome,
    PersonTally, Refusal, RoundResult, SetupError, Tally,
};
pub use game_id::GameId;
pub use notation::{NotationError, Words};
pub use playout::{chooser, Playout, PlayoutError, PLAYOUT_CAP};
pub use record::{LogEntry, Match, MatchPoint, PlayError, RestoreError, Snapshot, SNAPSHOT_FORMAT};
pub use rng::{TableRng, RNG_ALGORITHM};
