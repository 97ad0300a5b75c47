//! What happens in a deal, as events: the referee's log (every card named) and, filtered by
//! [`super::observation`], what one seat saw of it (hidden cards as `None`).

use super::cards::Card;
use crate::engine::Seat;
use crate::l10n::Msg;
use serde::{Deserialize, Serialize};

/// One thing that happened in the current deal. `C` is [`Card`] in the referee's log and
/// `Option<Card>` in a seat's view, where a card that seat may not see is `None` (K7).
/// Cards that are always shown (a matador's refusal, K3.3–K3.6, K4.3–K4.4) are plain [`Card`]s.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event<C> {
    /// K2: a card dealt face down. A Narr knocks: it is public at once.
    Dealt { seat: Seat, card: C },
    /// K3.1, K4.1: the player keeps.
    Keep { seat: Seat },
    /// K3.1, K3.3, K4.1, K4.2: `from` asks `to` to swap; `to` is `None` for the stock.
    Ask { from: Seat, to: Option<Seat> },
    /// K3.3–K3.6, K4.3, K4.4: a matador is shown, by a player or (`seat` `None`) by the stock.
    Show { seat: Option<Seat>, card: Card },
    /// K3.2: `to` had to accept: `from` now holds `from_gets` and `to` holds `to_gets`.
    Swap {
        from: Seat,
        to: Seat,
        from_gets: C,
        to_gets: C,
    },
    /// K4.5: an ordinary card from the stock replaced `seat`'s card, which went face down to
    /// the discard.
    Draw { seat: Seat, card: C, discards: C },
    /// K3.4, K3.5, K4.4, K5: `seat` lost a life and has `lives` left.
    LifeLost { seat: Seat, lives: u8 },
    /// K3.5: a Katt undid an earlier swap between `a` and `b` by exchanging their current cards.
    Undo {
        a: Seat,
        b: Seat,
        a_gets: C,
        b_gets: C,
    },
}

impl Event<Card> {
    /// What `seat` may see of this event (K7): its own card, the cards it gives and receives,
    /// every matador shown, and every Narr wherever it goes (K2, K3.2).
    pub fn seen_by(self, seat: Seat) -> Event<Option<Card>> {
        let show =
            |card: Card, to: &[Seat]| (card == Card::Narr || to.contains(&seat)).then_some(card);
        match self {
            Event::Dealt { seat: s, card } => Event::Dealt {
                seat: s,
                card: show(card, &[s]),
            },
            Event::Keep { seat } => Event::Keep { seat },
            Event::Ask { from, to } => Event::Ask { from, to },
            Event::Show { seat, card } => Event::Show { seat, card },
            Event::Swap {
                from,
                to,
                from_gets,
                to_gets,
            } => Event::Swap {
                from,
                to,
                from_gets: show(from_gets, &[from, to]),
                to_gets: show(to_gets, &[from, to]),
            },
            Event::Draw {
                seat: s,
                card,
                discards,
            } => Event::Draw {
                seat: s,
                card: show(card, &[s]),
                discards: show(discards, &[s]),
            },
            Event::LifeLost { seat, lives } => Event::LifeLost { seat, lives },
            Event::Undo {
                a,
                b,
                a_gets,
                b_gets,
            } => Event::Undo {
                a,
                b,
                a_gets: show(a_gets, &[a, b]),
                b_gets: show(b_gets, &[a, b]),
            },
        }
    }
}

impl<C> Event<C> {
    /// The event as a line of the table's log, naming seats with `name`. Only what every seat
    /// may see: no hidden card is ever named.
    pub fn message(&self, name: impl Fn(Seat) -> String) -> Msg {
        match self {
            Event::Dealt { seat, .. } => Msg::new("gnav-event-dealt").text("name", name(*seat)),
            Event::Keep { seat } => Msg::new("gnav-event-keep").text("name", name(*seat)),
            Event::Ask { from, to: Some(to) } => Msg::new("gnav-event-ask")
                .text("name", name(*from))
                .text("other", name(*to)),
            Event::Ask { from, to: None } => {
                Msg::new("gnav-event-ask-stock").text("name", name(*from))
            }
            Event::Show {
                seat: Some(seat),
                card,
            } => Msg::new("gnav-event-show")
                .text("name", name(*seat))
                .msg("card", card.name_msg()),
            Event::Show { seat: None, card } => {
                Msg::new("gnav-event-stock-shows").msg("card", card.name_msg())
            }
            Event::Swap { from, to, .. } => Msg::new("gnav-event-swap")
                .text("name", name(*from))
                .text("other", name(*to)),
            Event::Draw { seat, .. } => Msg::new("gnav-event-draw").text("name", name(*seat)),
            Event::LifeLost { seat, lives } => Msg::new("gnav-event-life-lost")
                .text("name", name(*seat))
                .int("lives", *lives),
            Event::Undo { a, b, .. } => Msg::new("gnav-event-undo")
                .text("name", name(*a))
                .text("other", name(*b)),
        }
    }
}

/// Where the rules report what happened. The game keeps a log; a bot's rollout throws events
/// away (`()`), so the same rules run at full speed in both.
pub trait Witness {
    fn see(&mut self, event: Event<Card>);
}

impl Witness for () {
    fn see(&mut self, _: Event<Card>) {}
}

impl Witness for Vec<Event<Card>> {
    fn see(&mut self, event: Event<Card>) {
        self.push(event);
    }
}
