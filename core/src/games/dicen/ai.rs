//! DICEN's bots.

use super::notation::Action;
use super::rules::Dicen;
use crate::ai::{Bot, Level};
use crate::engine::{Seat, TableRng};

/// A plausible beginner: throws two dice unless only small tiles are left, closes a random set
/// among those with the fewest tiles, and always reopens when it may (staying in feels right).
#[derive(Clone, Debug)]
pub struct SimpleBot {
    level: Level,
}

impl SimpleBot {
    pub fn new(level: Level) -> Self {
        SimpleBot { level }
    }

    pub fn level(&self) -> Level {
        self.level
    }
}

impl Bot<Dicen> for SimpleBot {
    fn choose(
        &mut self,
        view: &&Dicen,
        seat: Seat,
        legal: &[Action],
        rng: &mut TableRng,
    ) -> Option<Action> {
        let open = view.players().get(usize::from(seat))?.open;
        if legal.contains(&Action::RollOne) && open.sum() <= 6 {
            return Some(Action::RollOne);
        }
        let fewest = legal
            .iter()
            .filter_map(|a| match a {
                Action::Shut(set) | Action::Reopen(set) => Some(set.len()),
                _ => None,
            })
            .min();
        let pool: Vec<&Action> = match fewest {
            Some(n) => legal
                .iter()
                .filter(|a| matches!(a, Action::Shut(s) | Action::Reopen(s) if s.len() == n))
                .collect(),
            None => legal.iter().collect(),
        };
        let pick = rng.below(pool.len() as u64) as usize;
        pool.get(pick).map(|a| **a)
    }
}
