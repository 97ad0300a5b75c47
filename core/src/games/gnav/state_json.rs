//! The documented state JSON (`tests/scenarios/README.md`, section Gnav): the table as a
//! referee sees it, every card included, plus what each seat knows (K7).

use super::observation::observe;
use super::rules::Gnav;
use super::table::{DealEnd, Stage};
use crate::engine::{Game, SeatSet};
use serde_json::{json, Value};

fn seats(set: SeatSet) -> Vec<u8> {
    set.iter().collect()
}

fn end_name(end: DealEnd) -> &'static str {
    match end {
        DealEnd::Settled => "settled",
        DealEnd::Uncontested => "uncontested",
        DealEnd::LastSurvivor => "last-survivor",
    }
}

pub fn state_json(game: &Gnav) -> Value {
    let table = game.table();
    let n = table.players();
    let (phase, turn) = match table.stage() {
        _ if game.is_series_over() => ("over", None),
        Stage::Dealing => ("dealing", None),
        Stage::Turn(s) => ("turn", Some(s)),
        Stage::Drawing(s) => ("drawing", Some(s)),
        Stage::Done(_) => ("over", None),
    };
    let players: Vec<Value> = (0..n)
        .map(|s| {
            let standing = game.standing(s);
            let view = observe(game, s);
            let knows: Vec<Value> = view
                .players
                .iter()
                .map(|p| json!(p.card.and_then(|k| k.card())))
                .collect();
            json!({
                "lives": table.lives(s),
                "resting": game.resting().contains(s),
                "in_deal": table.in_deal().contains(s),
                "card": table.hand(s),
                "knows": knows,
                "games_won": standing.games_won,
                "lives_banked": standing.lives_banked,
                "deals": standing.deals,
                "survivals": standing.survivals,
            })
        })
        .collect();
    let last_deal = game.last_deal().map(|d| {
        json!({
            "deal": d.deal,
            "dealer": d.dealer,
            "cards": d.cards,
            "end": end_name(d.end),
            "compared": seats(d.compared),
            "losers": seats(d.losers),
            "rests": seats(d.rests),
        })
    });
    let results: Vec<Value> = game
        .results()
        .iter()
        .map(|r| {
            json!({
                "winners": seats(r.winners),
                "draw": r.draw,
                "lives": r.lives,
            })
        })
        .collect();
    json!({
        "game": game.game() + 1,
        "games": game.options().games,
        "deal": game.deal(),
        "dealer": table.dealer(),
        "phase": phase,
        "turn": turn,
        "players": players,
        "stock": table.stock().total(),
        "discard": table.discard().cards().collect::<Vec<_>>(),
        "set_aside": table.set_aside().cards().collect::<Vec<_>>(),
        "swaps": table.swaps().iter().map(|(a, b)| [a, b]).collect::<Vec<_>>(),
        "events": game.events(),
        "last_deal": last_deal,
        "skipped_deals": game.skipped(),
        "results": results,
        "winners": game.outcome().map(|o| seats(o.winners)),
    })
}
