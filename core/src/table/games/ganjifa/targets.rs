//! What can be tapped in Ganjifa: the dealer's day and night buttons (G3 `ask`), the cards of
//! the hand to lead or play (G5), the Dukals it holds (G6), and the discards against a Dukal,
//! chosen before they are made (G6.3). Whether a tap acts is the engine's answer.

use super::cards::{card_id, in_display_order};
use crate::engine::{Actor, Game, Refusal as _, Seat};
use crate::games::ganjifa::cards::{Card, Cards};
use crate::games::ganjifa::deal::{Deal, Step, PLAYERS};
use crate::games::ganjifa::notation::{Action, Dukal};
use crate::games::ganjifa::refusal::Refusal;
use crate::games::ganjifa::rules::{card_msg, dukal_msg, suit_msg, Ganjifa, Phase};
use crate::games::ganjifa::Period;
use crate::l10n::Msg;
use crate::table::adapter::{Tap, Target, ViewCtx};
use crate::table::view::TargetKind;
use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

impl Ganjifa {
    /// G3 `ask`: the dealer's day and night buttons, each naming the trump it sets.
    pub(super) fn period_targets(&self, out: &mut Vec<Target<Action>>) {
        let dealer = self.dealer();
        for period in [Period::Day, Period::Night] {
            let trump = suit_msg(period.trump());
            let (label, a11y) = match period {
                Period::Day => ("ganjifa-button-day", "ganjifa-a11y-day"),
                Period::Night => ("ganjifa-button-night", "ganjifa-a11y-night"),
            };
            out.push(button(
                dealer,
                period.as_str(),
                Msg::new(label).msg("trump", trump.clone()),
                Msg::new(a11y).msg("trump", trump),
                self.tap_for(dealer, Action::Period(period)),
            ));
        }
    }

    /// The seat to move's hand: a card each to lead or play, and at a lead every Dukal the
    /// hand holds; against a Dukal, the discards to choose.
    pub(super) fn hand_targets(&self, ctx: &ViewCtx, out: &mut Vec<Target<Action>>) {
        let deal = self.deal();
        let Some(seat) = deal.to_move() else {
            return;
        };
        let hand = deal.hand(seat);
        if let Step::Discard { left, .. } = deal.step {
            discard_targets(seat, hand, left, ctx, out);
            return;
        }
        // A card each, at once: grown one by one, a late hand's targets were copied
        // five times over on every view.
        out.reserve(hand.len() as usize);
        let (verb, moment): (fn(Card) -> Action, Moment) = match deal.step {
            Step::Trick(t) if t.count() == 0 => (Action::Play, Moment::Lead),
            Step::Trick(_) => (Action::Play, Moment::Play),
            // Discards are chosen first (`discard_targets`, above).
            Step::Discard { .. } | Step::Done => return,
        };
        let mut refused = Vec::new();
        for card in in_display_order(hand) {
            let (label, a11y) = card_target_msgs(card, moment);
            out.push(Target {
                id: card_id(card),
                seat,
                kind: TargetKind::Card,
                label,
                a11y,
                tap: self.tap_sharing(seat, verb(card), &mut refused),
            });
        }
        if matches!(deal.step, Step::Trick(t) if t.count() == 0) {
            // Every Dukal the hand holds, allowed or not: a held Dukal that may not be
            // led now (G6.2 at the opening, G6.4 too long) says why.
            let mut dukals = Vec::new();
            Deal::each_dukal(hand, u8::MAX, |d| dukals.push(d));
            for dukal in dukals {
                out.push(button(
                    seat,
                    &dukal_id(dukal),
                    Msg::new("ganjifa-button-dukal").msg("dukal", dukal_msg(dukal)),
                    Msg::new("ganjifa-a11y-dukal")
                        .msg("dukal", dukal_msg(dukal))
                        .int("captures", PLAYERS * dukal.size()),
                    self.tap_for(seat, Action::Dukal(dukal)),
                ));
            }
        }
    }

    /// What tapping `action` for `seat` does: the engine's own verdict (the deal's check in
    /// play, else `apply` on a copy).
    fn tap_for(&self, seat: Seat, action: Action) -> Tap<Action> {
        self.tap_sharing(seat, action, &mut Vec::new())
    }

    /// [`Self::tap_for`], with one message per reason among the targets `said` holds the
    /// reasons of: most of a late hand's cards are refused for one reason (not following
    /// suit), which is made and put in words once per view instead of once per card.
    pub(super) fn tap_sharing(
        &self,
        seat: Seat,
        action: Action,
        said: &mut Vec<(Refusal, Arc<Msg>)>,
    ) -> Tap<Action> {
        // In play a seat's move is legal exactly when the deal allows it (`apply` checks
        // nothing else then): asked of the deal, not tried on a copy of the whole game.
        let checked = match self.phase() {
            Phase::Playing => self.deal().check(seat, &action),
            _ => self.clone().apply(Actor::Seat(seat), &action),
        };
        let refusal = match checked {
            Ok(()) => return Tap::Act(action),
            Err(refusal) => refusal,
        };
        if let Some((_, why)) = said.iter().find(|(before, _)| *before == refusal) {
            return Tap::Refused(why.clone());
        }
        let why = Arc::new(refusal.message());
        said.push((refusal, why.clone()));
        Tap::Refused(why)
    }
}

/// What a card's tap does now: lead a trick, play to one (G5), or discard against a Dukal
/// (G6.3).
#[derive(Clone, Copy)]
enum Moment {
    Lead,
    Play,
    Discard,
}

impl Moment {
    /// What a screen reader says of the tap.
    fn a11y(self) -> &'static str {
        match self {
            Moment::Lead => "ganjifa-a11y-lead",
            Moment::Play => "ganjifa-a11y-play",
            Moment::Discard => "ganjifa-a11y-discard",
        }
    }
}

/// A card target's messages: its name, and what its tap does at each moment.
struct CardTargetMsgs {
    label: Msg,
    lead: Msg,
    play: Msg,
    discard: Msg,
}

/// A card target's label and screen-reader text, from messages built once for every card: a
/// late view offers a hand of cards after every tap, and building and freeing their nested
/// messages each time was a quarter of the tap's work.
fn card_target_msgs(card: Card, moment: Moment) -> (Cow<'static, Msg>, Cow<'static, Msg>) {
    static MSGS: OnceLock<Vec<CardTargetMsgs>> = OnceLock::new();
    let a11y = |moment: Moment, card: Card| Msg::new(moment.a11y()).msg("card", card_msg(card));
    let msgs = MSGS.get_or_init(|| {
        Card::all()
            .map(|card| CardTargetMsgs {
                label: card_msg(card),
                lead: a11y(Moment::Lead, card),
                play: a11y(Moment::Play, card),
                discard: a11y(Moment::Discard, card),
            })
            .collect()
    });
    match msgs.get(usize::from(card.index())) {
        Some(msgs) => (
            Cow::Borrowed(&msgs.label),
            Cow::Borrowed(match moment {
                Moment::Lead => &msgs.lead,
                Moment::Play => &msgs.play,
                Moment::Discard => &msgs.discard,
            }),
        ),
        None => (Cow::Owned(card_msg(card)), Cow::Owned(a11y(moment, card))),
    }
}

/// The target id of a Dukal lead.
fn dukal_id(dukal: Dukal) -> String {
    format!("dukal:{dukal}")
}

/// A button whose screen-reader text says more than its label.
fn button(seat: Seat, id: &str, label: Msg, a11y: Msg, tap: Tap<Action>) -> Target<Action> {
    Target {
        a11y: Cow::Owned(a11y),
        ..Target::button(seat, id, label, tap)
    }
}

/// The cards of `hand` the person has chosen to discard so far (the selection's card ids).
fn chosen(hand: Cards, ctx: &ViewCtx) -> Cards {
    ctx.selection
        .iter()
        .filter_map(|id| id.strip_prefix("card:")?.parse::<Card>().ok())
        .filter(|&card| hand.contains(card))
        .collect()
}

/// G6.3: the discards against a Dukal, chosen before they are made. Each card of the hand is
/// chosen by a tap and taken back by another, up to the `left` cards still to discard; the
/// `discard` button then makes them all, one `discard` action each, face up. Nothing is
/// discarded (and so shown to the table) before the person confirms, so a wrong card is taken
/// back freely until then.
///
/// Reading (G6.3 says each opponent "discards n cards of their choice"; it does not say one by
/// one): an opponent's `n` discards are one choice, made together once complete; the engine
/// still takes them one card per action, so scenario files and bots are unchanged.
fn discard_targets(
    seat: Seat,
    hand: Cards,
    left: u8,
    ctx: &ViewCtx,
    out: &mut Vec<Target<Action>>,
) {
    let chosen = chosen(hand, ctx);
    let count = chosen.len();
    let left_n = u32::from(left);
    let full = Arc::new(Msg::new("ganjifa-why-discards-chosen").int("cards", left));
    out.reserve(hand.len() as usize + 1);
    for card in in_display_order(hand) {
        let (label, a11y) = card_target_msgs(card, Moment::Discard);
        let tap = if chosen.contains(card) || count < left_n {
            Tap::Select
        } else {
            Tap::Refused(full.clone())
        };
        out.push(Target {
            id: card_id(card),
            seat,
            kind: TargetKind::Card,
            label,
            a11y,
            tap,
        });
    }
    let (label, tap) = if count == left_n {
        (
            Msg::new("ganjifa-button-discard").int("cards", left),
            Tap::ActAll(in_display_order(chosen).map(Action::Discard).collect()),
        )
    } else {
        let why = match left_n.checked_sub(count) {
            Some(more) => Msg::new("ganjifa-why-choose-discards").int("more", more),
            None => Msg::clone(&full),
        };
        (
            Msg::new("ganjifa-button-discard-chosen")
                .int("chosen", count)
                .int("cards", left),
            Tap::Refused(Arc::new(why)),
        )
    };
    out.push(Target::button(seat, "discard", label, tap));
}
