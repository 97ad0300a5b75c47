//! The JSON a scenario step is matched against and `cardavia script` prints.
//!
//! The state JSON is the game's own ([`Game::state_json`], the referee's view) with two keys every
//! game shares: `legal`, the legal actions of the seats that may act now, and `round_results`,
//! each finished round's points, winners and stats tallies. A seat's view is
//! [`Game::observation_json`] (only what that seat may know) with its own `legal` actions.

use crate::engine::{Game, Seat, ToAct};
use serde_json::{json, Map, Value};

/// The state JSON of `game` as scenarios see it.
pub fn state_json<G: Game>(game: &G) -> Value {
    let mut state = game.state_json();
    if let Value::Object(map) = &mut state {
        let seats: Vec<Seat> = match game.to_act() {
            ToAct::Seats { may, .. } => may.iter().collect(),
            ToAct::Chance | ToAct::Nobody => Vec::new(),
        };
        map.insert("legal".into(), json!(legal(game, &seats)));
        map.insert("round_results".into(), round_results(game));
    }
    state
}

/// What `seat` may know of `game`, with the actions it may take now.
pub fn view_json<G: Game>(game: &G, seat: Seat) -> Value {
    let mut view = game.observation_json(seat);
    if let Value::Object(map) = &mut view {
        let seats = match game.to_act() {
            ToAct::Seats { may, .. } if may.contains(seat) => vec![seat],
            _ => Vec::new(),
        };
        map.insert("legal".into(), json!(legal(game, &seats)));
    }
    view
}

/// The legal actions of `seats`, in notation, sorted as strings, each once.
fn legal<G: Game>(game: &G, seats: &[Seat]) -> Vec<String> {
    let mut out = Vec::new();
    let mut texts = Vec::new();
    for &seat in seats {
        game.legal_actions(seat, &mut out);
        texts.extend(out.iter().map(ToString::to_string));
    }
    texts.sort();
    texts.dedup();
    texts
}

/// Each finished round: `points` and `winners` per seat, and `tallies[seat]` as an object of
/// the stats the game keeps (`{"throws": 4, "dicen-calls": 0}`).
fn round_results<G: Game>(game: &G) -> Value {
    let seats = game.seat_count();
    let rounds: Vec<Value> = game
        .rounds()
        .into_iter()
        .map(|round| {
            let mut tallies = vec![Map::new(); seats];
            for tally in &round.tallies {
                if let Some(seat) = tallies.get_mut(usize::from(tally.seat)) {
                    seat.insert(tally.name.into(), json!(tally.value));
                }
            }
            json!({
                "points": round.points,
                "winners": round.winners.iter().collect::<Vec<_>>(),
                "tallies": tallies,
            })
        })
        .collect();
    Value::Array(rounds)
}
