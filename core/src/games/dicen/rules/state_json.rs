//! DICEN's state as JSON: the whole game (the boards and the dice are in the open), and a
//! seat's view of it.

use super::{Dicen, Phase};
use crate::engine::{Game, Observe, Seat};
use crate::games::dicen::tiles::Tiles;
use crate::games::dicen::variants::Variant;
use serde_json::json;

impl Observe for Dicen {
    type Observation<'a> = &'a Dicen;

    fn observation(&self, _seat: Seat) -> &Dicen {
        self
    }

    /// DICEN: the boards and the dice are in the open, so a seat's view is the whole state,
    /// with `seat`.
    fn observation_json(&self, seat: Seat) -> serde_json::Value {
        crate::engine::open_view(self.state_json(), seat)
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
        let list = |tiles: Tiles| tiles.iter().collect::<Vec<_>>();
        let players: Vec<_> = self
            .players
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                json!({
                    "open": list(p.open),
                    "second": p.second.map(list),
                    "out": p.out,
                    "dicen": p.dicen,
                    "started": p.started,
                    "partner": self.partner(seat as Seat),
                    "throws": p.throws,
                    "round_points": p.rounds.iter().map(|r| r.points).collect::<Vec<_>>(),
                    "total": p.total(),
                })
            })
            .collect();
        let clock = self
            .has(Variant::TimeAttack)
            .then(|| json!({ "start": self.clock.start, "last": self.clock.last }));
        json!({
            "round": self.round + 1,
            "rounds": self.rounds_in_game(),
            "tiles": self.options.tiles,
            "variants": self.options.variants,
            "board": list(self.board()),
            "turn": self.turn,
            "phase": phase,
            "dice": dice,
            "players": players,
            "clock": clock,
            "winners": self.outcome().map(|o| o.winners.iter().collect::<Vec<_>>()),
        })
    }
}
