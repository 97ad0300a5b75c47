//! DiCa's state JSON: the documented view of a series that scenarios match against
//! (`tests/scenarios/README.md`), built from [`Dica`]'s public accessors.

use super::cards::{other, CardId, Status, Team};
use super::duel::{self, Role};
use super::rules::{Dica, Phase};
use crate::engine::Game;
use crate::engine::{Observe, Seat};
use serde_json::json;

/// The state JSON of `game`; its fields are documented in `tests/scenarios/README.md`.
pub fn state_json(game: &Dica) -> serde_json::Value {
    let (phase, turn, bonus, die) = match game.phase() {
        Phase::Deal => ("deal", None, false, None),
        Phase::Roll { team, bonus } => ("roll", Some(team), bonus, None),
        Phase::Rolling { team, bonus } => ("rolling", Some(team), bonus, None),
        Phase::Place { team, bonus, die } => ("place", Some(team), bonus, Some(die)),
        Phase::Answer { team, bonus, .. } => ("answer", Some(team), bonus, None),
        Phase::Duel {
            team,
            bonus,
            rolling,
            ..
        } => (
            if rolling { "duel-rolling" } else { "duel" },
            Some(team),
            bonus,
            None,
        ),
        Phase::Over => ("over", None, false, None),
    };
    let challenge = match game.phase() {
        Phase::Answer {
            challenger, card, ..
        } => json!({
            "challenger": challenger,
            "owner": other(challenger),
            "card": card.to_string(),
        }),
        _ => serde_json::Value::Null,
    };
    let duel = match game.phase() {
        Phase::Duel {
            challenger,
            card,
            duel,
            ..
        } => {
            let (stage, missed, hit_on) = match duel.stage {
                duel::Stage::Challenger { missed } => ("challenger", missed, None),
                duel::Stage::Owner { hit_on, missed } => ("owner", missed, Some(hit_on)),
                duel::Stage::OwnerFive { missed } => ("owner-five", missed, None),
            };
            json!({
                "challenger": challenger,
                "owner": other(challenger),
                "card": card.to_string(),
                "target": duel.target,
                "stage": stage,
                "missed": missed,
                "hit_on": hit_on,
                "restarts": duel.restarts,
                "roller": match duel.roller() {
                    Role::Challenger => challenger,
                    Role::Owner => other(challenger),
                },
            })
        }
        _ => serde_json::Value::Null,
    };
    let cards: serde_json::Map<String, serde_json::Value> = CardId::all()
        .map(|id| (id.to_string(), card_json(game, id)))
        .collect();
    json!({
        "round": game.round() + 1,
        "rounds": game.options().rounds,
        "deal": game.options().deal,
        "mistakes": game.options().mistakes,
        "time_limit": game.options().time_limit,
        "phase": phase,
        "turn": turn,
        "bonus": bonus,
        "die": die,
        "cards": cards,
        "teams": [team_json(game, 0), team_json(game, 1)],
        "challenge": challenge,
        "duel": duel,
        "events": game.events(),
        "winners": game.outcome().map(|o| o.winners.iter().collect::<Vec<_>>()),
    })
}

fn card_json(game: &Dica, id: CardId) -> serde_json::Value {
    let card = game.board().card(id);
    let stones = &card.stones[..usize::from(card.count).min(card.stones.len())];
    let (status, holder, dead) = match card.status {
        Status::Open => ("open", None, None),
        Status::Won { by } => ("won", Some(by), None),
        Status::Neutralised => ("neutralised", None, None),
        Status::Dead { why } => ("dead", None, Some(why.as_str())),
        Status::Eliminated => ("eliminated", None, None),
    };
    let eliminated: Vec<Team> = (0..2).filter(|&t| card.has_erred(t)).collect();
    let slot = card.dealt.and_then(|t| {
        game.slots()
            .get(usize::from(t))?
            .iter()
            .position(|&s| s == Some(id))
            .map(|p| p + 1)
    });
    json!({
        "value": id.value(),
        "dealt": card.dealt,
        "slot": slot,
        "stones": stones,
        "sum": card.sum(),
        "status": status,
        "holder": holder,
        "dead": dead,
        "side": card.side(),
        "star": card.is_star(),
        "eliminated": eliminated,
        "challenged": card.challenged,
    })
}

fn team_json(game: &Dica, team: Team) -> serde_json::Value {
    let t = usize::from(team);
    let dealt: Vec<String> = game.slots()[t]
        .iter()
        .flatten()
        .map(|c| c.to_string())
        .collect();
    let held: Vec<String> = CardId::all()
        .filter(|&id| game.board().card(id).status == Status::Won { by: team })
        .map(|c| c.to_string())
        .collect();
    let challengeable: Vec<String> = CardId::all()
        .filter(|&id| {
            game.board()
                .card(id)
                .challengeable_by(id.value(), team)
                .is_ok()
        })
        .map(|c| c.to_string())
        .collect();
    let tallies: serde_json::Map<String, serde_json::Value> = game.tallies()[t]
        .named()
        .iter()
        .map(|(name, value)| (name.to_string(), json!(value)))
        .collect();
    json!({
        "colour": if team == 0 { "red" } else { "blue" },
        "players": game.options().teams[t].players,
        "hand": game.hand(team),
        "hand_index": game.hand_index(team),
        "dealt": dealt,
        "held": held,
        "points": game.board().points(team),
        "round_points": game.finished().iter().map(|r| r.points[t]).collect::<Vec<_>>(),
        "rounds_won": game.rounds_won()[t],
        "total": game.score(team),
        "tallies": tallies,
        "challengeable": challengeable,
    })
}

impl Observe for Dica {
    type Observation<'a> = &'a Dica;

    fn observation(&self, _seat: Seat) -> &Dica {
        self
    }

    /// DiCa: every card lies face up (D3) and every stone is placed in the open, so a seat's
    /// view is the whole state, with `seat`.
    fn observation_json(&self, seat: Seat) -> serde_json::Value {
        crate::engine::open_view(self.state_json(), seat)
    }

    fn state_json(&self) -> serde_json::Value {
        state_json(self)
    }
}
