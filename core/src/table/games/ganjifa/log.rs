//! Ganjifa's log: a line for what a seat or chance did, one for what it caused (a trick won,
//! a Dukal's cards taken), and the deal's and the series' results.

use crate::engine::{Actor, Game, Seat};
use crate::games::ganjifa::deal::{Event, Step, PLAYERS};
use crate::games::ganjifa::notation::Action;
use crate::games::ganjifa::rules::{card_msg, dukal_msg, suit_msg, Ganjifa, Phase};
use crate::games::ganjifa::Period;
use crate::l10n::Msg;
use crate::table::adapter::ViewCtx;

/// The log lines for one action: what was done, what it caused, and any deal or series it
/// finished.
pub(super) fn lines(
    before: &Ganjifa,
    actor: Actor,
    action: &Action,
    after: &Ganjifa,
    ctx: &ViewCtx,
) -> Vec<Msg> {
    let mut lines = Vec::new();
    lines.extend(action_line(before, actor, action, after, ctx));
    lines.extend(event_line(before, actor, action, ctx));
    if after.results().len() > before.results().len() {
        if let Some(record) = after.results().last() {
            let scores: Vec<String> = (0..PLAYERS)
                .map(|s| format!("{} {}", ctx.name(s), record.captured[usize::from(s)]))
                .collect();
            lines.push(
                Msg::new("ganjifa-log-deal-over")
                    .int("deal", after.results().len() as i64)
                    .text("scores", scores.join(", ")),
            );
            let (winners, count) = names(record.winners().iter(), ctx);
            lines.push(
                Msg::new("ganjifa-log-deal-won")
                    .text("names", winners)
                    .int("count", count),
            );
        }
    }
    if let (false, Some(outcome)) = (before.is_over(), after.outcome()) {
        let (winners, count) = names(outcome.winners.iter(), ctx);
        lines.push(
            Msg::new("ganjifa-log-series-won")
                .text("names", winners)
                .int("count", count),
        );
    }
    lines
}

/// Names joined for a log line ("Ann, Bo").
fn names(seats: impl Iterator<Item = Seat>, ctx: &ViewCtx) -> (String, i64) {
    let names: Vec<&str> = seats.map(|s| ctx.name(s)).collect();
    (names.join(", "), names.len() as i64)
}

/// The line for what a seat (or the chance) did, if the table tells it.
fn action_line(
    before: &Ganjifa,
    actor: Actor,
    action: &Action,
    after: &Ganjifa,
    ctx: &ViewCtx,
) -> Option<Msg> {
    let name = |s: Seat| ctx.name(s).to_string();
    let line = match (actor, *action) {
        (Actor::Seat(seat), Action::Period(period)) => {
            let id = match period {
                Period::Day => "ganjifa-log-day",
                Period::Night => "ganjifa-log-night",
            };
            Msg::new(id)
                .text("name", name(seat))
                .msg("trump", suit_msg(period.trump()))
        }
        (_, Action::Clock(period)) => {
            let id = match period {
                Period::Day => "ganjifa-log-clock-day",
                Period::Night => "ganjifa-log-clock-night",
            };
            Msg::new(id).msg("trump", suit_msg(period.trump()))
        }
        // One line for the whole deal, once its last card is out; the cards stay secret.
        (_, Action::Deal(_)) if after.phase() == Phase::Playing => {
            let opener = after.deal().to_move().unwrap_or(0);
            Msg::new("ganjifa-log-dealt")
                .text("name", name(before.dealer()))
                .int("deal", i64::from(before.deal_index()) + 1)
                .text("opener", name(opener))
        }
        (Actor::Seat(seat), Action::Play(card)) => {
            let leads = matches!(before.deal().step, Step::Trick(t) if t.count() == 0);
            let id = if leads {
                "ganjifa-log-lead"
            } else {
                "ganjifa-log-play"
            };
            Msg::new(id)
                .text("name", name(seat))
                .msg("card", card_msg(card))
        }
        (Actor::Seat(seat), Action::Dukal(dukal)) => Msg::new("ganjifa-log-dukal")
            .text("name", name(seat))
            .msg("dukal", dukal_msg(dukal))
            .int("cards", dukal.size()),
        (Actor::Seat(seat), Action::Discard(card)) => Msg::new("ganjifa-log-discard")
            .text("name", name(seat))
            .msg("card", card_msg(card)),
        _ => return None,
    };
    Some(line)
}

/// The line for what a play caused: a trick won, a Dukal's cards taken.
fn event_line(before: &Ganjifa, actor: Actor, action: &Action, ctx: &ViewCtx) -> Option<Msg> {
    let name = |s: Seat| ctx.name(s).to_string();
    match before.event_of(actor, action)? {
        Event::TrickWon {
            leader,
            cards,
            winner,
        } => {
            let winning = cards[usize::from((winner + PLAYERS - leader) % PLAYERS)];
            Some(
                Msg::new("ganjifa-log-trick")
                    .text("name", name(winner))
                    .msg("card", card_msg(winning)),
            )
        }
        Event::DukalTaken { leader, .. } => {
            let size = match before.deal().step {
                Step::Discard { dukal, .. } => dukal.size(),
                _ => 0,
            };
            Some(
                Msg::new("ganjifa-log-dukal-taken")
                    .text("name", name(leader))
                    .int("captures", PLAYERS * size),
            )
        }
        _ => None,
    }
}
