//! Who sits where, and who holds the phone: the people, the bots, the hand-over and the
//! privacy invariant every view is drawn under.

use super::{Pause, Session};
use crate::engine::{Seat, ToAct};
use crate::table::adapter::{TableGame, Target, ViewCtx};

impl<G: TableGame> Session<G> {
    pub(super) fn names(&self) -> Vec<String> {
        self.setup
            .seats
            .iter()
            .map(|s| s.name.trim().to_string())
            .collect()
    }

    /// Per seat: a person sits there.
    pub(super) fn people(&self) -> Vec<bool> {
        self.setup.seats.iter().map(|s| s.ai.is_none()).collect()
    }

    pub(super) fn is_person(&self, seat: Seat) -> bool {
        self.setup
            .seats
            .get(usize::from(seat))
            .is_some_and(|s| s.ai.is_none())
    }

    pub(super) fn ctx<'a>(&'a self, names: &'a [String]) -> ViewCtx<'a> {
        ViewCtx {
            lang: self.state.lang,
            names,
            selection: &self.state.selection,
            people: self.people(),
        }
    }

    /// The person the game waits for, if it waits for a person.
    pub(super) fn person_due(&self) -> Option<Seat> {
        match self.game.to_act() {
            ToAct::Seats { due, .. } if self.is_person(due) => Some(due),
            _ => None,
        }
    }

    /// The only person at the table, when exactly one sits there: the phone never changes
    /// hands, so it never asks for a hand-over.
    pub(super) fn sole_person(&self) -> Option<Seat> {
        let mut people = (0..self.setup.seats.len() as Seat).filter(|&s| self.is_person(s));
        match (people.next(), people.next()) {
            (Some(only), None) => Some(only),
            _ => None,
        }
    }

    /// Who holds the phone, as far as the table knows.
    ///
    /// The privacy invariant: a view shows a hidden card only to the person who confirmed the
    /// hand-over since the phone last may have changed hands. It may have changed hands at a
    /// resume or restore, when the app left the screen ([`Session::step_away`]), at any summary,
    /// at the next round, at a rematch, and whenever a person's turn follows another person's;
    /// each of these clears the holder (or asks for a hand-over) before anything secret shows.
    /// A table with exactly one person never asks.
    pub(super) fn holder(&self) -> Option<Seat> {
        self.sole_person().or(self.state.holder)
    }

    /// In hidden-hand games, the person who must take the device before anything secret shows.
    /// Never while someone looks at a card they were just given.
    pub(super) fn hand_over_to(&self) -> Option<Seat> {
        if !G::HIDDEN_HANDS || self.state.pause != Pause::Playing || self.state.showing.is_some() {
            return None;
        }
        self.person_due().filter(|&due| self.holder() != Some(due))
    }

    /// Whose eyes the board is drawn for. Between rounds nobody's: the phone often goes round
    /// the table with the summary.
    pub(super) fn viewer(&self) -> Option<Seat> {
        if G::HIDDEN_HANDS && self.state.pause == Pause::Playing {
            self.holder()
        } else {
            None
        }
    }

    /// Targets people may tap now: only for people's seats, only while playing, and in
    /// hidden-hand games only the holder's. None while someone looks at a card they were given.
    pub(super) fn person_targets(&self, ctx: &ViewCtx) -> Vec<Target<G::Action>> {
        if self.state.pause != Pause::Playing
            || self.hand_over_to().is_some()
            || self.state.showing.is_some()
        {
            return Vec::new();
        }
        let mut all = Vec::new();
        self.game.game().targets(ctx, &mut all);
        let holder = self.holder();
        all.retain(|t| self.is_person(t.seat) && (!G::HIDDEN_HANDS || holder == Some(t.seat)));
        all
    }

    /// After a change in a hidden-hand game with several people: if the card(s) of the person
    /// holding the phone changed while play goes on, they look at what they now hold before the
    /// phone moves on (K7: a seat knows the cards it received).
    pub(super) fn note_shown_cards(&mut self, before: &G) {
        if !G::HIDDEN_HANDS || self.sole_person().is_some() || self.state.pause != Pause::Playing {
            return;
        }
        if let Some(holder) = self.state.holder {
            if self.game.game().hand_changed(before, holder) {
                self.state.showing = Some(holder);
            }
        }
    }

    /// Whether a person is at the table: only then do settlements wait for "next" (bots alone
    /// never need to see them).
    pub(super) fn has_people(&self) -> bool {
        self.setup.seats.iter().any(|s| s.ai.is_none())
    }
}
