//! The documented state JSON (`tests/scenarios/README.md`, section Gnav): the table as a
//! referee sees it, every card included, plus what each seat knows (K7); and one seat's view,
//! built from its [`super::Observation`] alone.

use super::cards::{Card, CardCounts};
use super::events::Event;
use super::observation::Observation;
use super::observation::{observe, Knowledge, Tracker};
use super::rules::{DealRecord, Gnav};
use super::table::{DealEnd, Stage};
use crate::engine::Observe;
use crate::engine::{Game, Seat, SeatSet};
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
        let events = game.last_deal_events();
        let mut record = deal_record(d);
        record["events"] = json!(events);
        record["discard"] = json!(discards(events).cards().collect::<Vec<_>>());
        record["set_aside"] = json!(set_aside(events));
        record
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

/// The last deal as the settlement showed it (K5.1): public.
fn deal_record(d: &DealRecord) -> Value {
    json!({
        "deal": d.deal,
        "dealer": d.dealer,
        "cards": d.cards,
        "end": end_name(d.end),
        "compared": seats(d.compared),
        "losers": seats(d.losers),
        "rests": seats(d.rests),
    })
}

/// K4.5: the cards a deal's draws discarded, from its events.
fn discards(events: &[Event<Card>]) -> CardCounts {
    let mut pile = CardCounts::EMPTY;
    for event in events {
        if let Event::Draw { discards, .. } = event {
            pile.put(*discards);
        }
    }
    pile
}

/// K4.3, K4.4: the matadors the stock showed in a deal, lowest first, from its events.
fn set_aside<C>(events: &[Event<C>]) -> Vec<Card> {
    let mut shown = CardCounts::EMPTY;
    for event in events {
        if let Event::Show { seat: None, card } = event {
            shown.put(*card);
        }
    }
    shown.cards().collect()
}

/// What a seat knows of a card: the card, or `null`.
fn known(knowledge: Knowledge) -> Value {
    json!(knowledge.card())
}

/// K7: `seat`'s view, from its observation (and, for the last deal, the events as it saw
/// them): its own card, what was shown to it, and nothing else.
pub fn observation_json(game: &Gnav, seat: Seat) -> Value {
    let view = observe(game, seat);
    let players: Vec<Value> = view
        .players
        .iter()
        .map(|p| {
            json!({
                "lives": p.lives,
                "resting": p.resting,
                "in_deal": p.in_deal,
                "games_won": p.games_won,
                "lives_banked": p.lives_banked,
                "card": p.card.and_then(Knowledge::card),
                "hidden": matches!(p.card, Some(Knowledge::Hidden { .. })),
                "ordinary": matches!(p.card, Some(Knowledge::Hidden { ordinary: true })),
            })
        })
        .collect();
    let last_deal = view.last_deal.as_ref().map(|d| {
        let events: Vec<Event<Option<Card>>> = game
            .last_deal_events()
            .iter()
            .map(|e| e.seen_by(seat))
            .collect();
        let mut tracker = Tracker::default();
        for event in &events {
            tracker.follow(*event);
        }
        let discard: Vec<Value> = tracker
            .discards()
            .iter()
            .filter_map(|&t| tracker.tokens().get(usize::from(t)).copied())
            .map(known)
            .collect();
        let mut record = deal_record(d);
        record["events"] = json!(events);
        record["discard"] = json!(discard);
        record["set_aside"] = json!(set_aside(&events));
        record
    });
    json!({
        "seat": view.seat,
        "game": view.game + 1,
        "games": view.games,
        "deal": view.deal,
        "dealer": view.dealer,
        "turn": view.turn,
        "drawing_for": view.drawing_for,
        "players": players,
        "stock": view.stock,
        "discard": view.discard.iter().copied().map(known).collect::<Vec<_>>(),
        "set_aside": view.set_aside,
        "swaps": view.swaps.iter().map(|&(a, b)| [a, b]).collect::<Vec<_>>(),
        "events": view.events,
        "last_deal": last_deal,
        "over": view.over,
    })
}

impl Observe for Gnav {
    type Observation<'a> = Observation;

    fn observation(&self, seat: Seat) -> Observation {
        observe(self, seat)
    }

    fn observation_json(&self, seat: Seat) -> serde_json::Value {
        observation_json(self, seat)
    }

    fn state_json(&self) -> serde_json::Value {
        state_json(self)
    }
}
