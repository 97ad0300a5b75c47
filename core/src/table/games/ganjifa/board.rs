//! Ganjifa's board, drawn from one seat's observation only (G8): the hand by suit, the trick
//! on the table, the last play, the Dukal and its discards, what was played, and each seat's
//! counts.

use super::cards::CardLook;
use super::{mark, period_msg};
use crate::engine::{Observe, Seat};
use crate::games::ganjifa::cards::{Cards, Suit};
use crate::games::ganjifa::deal::{Deal, Step, PLAYERS};
use crate::games::ganjifa::notation::Action;
use crate::games::ganjifa::observation::Observation;
use crate::games::ganjifa::rules::{dukal_msg, suit_msg, Ganjifa, LastPlay, Phase};
use crate::games::ganjifa::view::{
    GanjifaBoard, GanjifaDiscardsView, GanjifaDukalView, GanjifaSeatView, GanjifaTrickView,
};
use crate::l10n::Msg;
use crate::table::adapter::ViewCtx;
use crate::table::view::BoardView;

impl Ganjifa {
    /// G8: drawn from `viewer`'s observation only; with no viewer, from an observation that
    /// holds no hand (a seat outside the table).
    pub(super) fn board_view(&self, viewer: Option<Seat>, ctx: &ViewCtx) -> BoardView {
        let obs = self.observation(viewer.unwrap_or(PLAYERS));
        let trump = obs.trump();
        let look = CardLook { ctx, trump };
        let acting = to_act(&obs);
        let deal = obs.known_deal();
        let viewer_acts = viewer.is_some() && viewer == acting && deal.is_some();
        let playable = match (viewer, &deal) {
            (Some(seat), Some(deal)) if viewer_acts => playable(deal, seat),
            _ => Cards::NONE,
        };
        let (leader, trick) = match obs.step {
            Some(Step::Trick(t)) => (
                Some(t.leader),
                t.cards
                    .iter()
                    .zip(0u8..)
                    .filter_map(|(c, i)| c.map(|c| look.play((t.leader + i) % PLAYERS, c)))
                    .collect(),
            ),
            Some(Step::Discard { leader, .. }) => (Some(leader), Vec::new()),
            _ => (None, Vec::new()),
        };
        // G8: the last play is the last complete trick or a Dukal led since, never both: a
        // Dukal taken stays the last play until a trick is complete again.
        let last_is = |play: LastPlay| obs.last_play == Some(play);
        let last_trick = obs
            .last_trick
            .filter(|_| last_is(LastPlay::Trick))
            .map(|t| GanjifaTrickView {
                leader: t.leader,
                plays: t
                    .cards
                    .iter()
                    .zip(0u8..)
                    .map(|(&c, i)| look.play((t.leader + i) % PLAYERS, c))
                    .collect(),
                winner: t.winner,
            });
        let dukal = dukal_view(&obs, &look).filter(|_| last_is(LastPlay::Dukal));
        let players = seat_views(&obs, acting, ctx);
        BoardView::Ganjifa {
            board: GanjifaBoard {
                deal: obs.deal_index + 1,
                deals: obs.deals,
                deal_label: ctx.text(
                    &Msg::new("ganjifa-round-label")
                        .int("deal", obs.deal_index + 1)
                        .int("deals", obs.deals),
                ),
                dealer: obs.dealer,
                period: obs.period,
                period_name: obs.period.map(|p| ctx.text(&period_msg(p))),
                trump: trump.map(Suit::index),
                trump_name: trump.map(|t| ctx.text(&suit_msg(t))),
                you: viewer,
                leader,
                opening: obs.opening,
                hand: look.by_suit(obs.hand, viewer.map(|_| (playable, viewer_acts))),
                trick,
                last_trick,
                dukal,
                played: look.played(obs.played),
                players,
                marks: mark::marks(),
            },
        }
    }
}

/// The seat to act in the observed deal, if a seat is to act.
fn to_act(obs: &Observation) -> Option<Seat> {
    match obs.phase {
        Phase::Period => Some(obs.dealer),
        Phase::Playing => obs.known_deal().and_then(|d| d.to_move()),
        Phase::Dealing | Phase::Over => None,
    }
}

/// The cards `seat` may play or discard now (G5.2, G6.3).
fn playable(deal: &Deal, seat: Seat) -> Cards {
    let mut legal = Vec::new();
    deal.legal(seat, &mut legal);
    legal
        .into_iter()
        .filter_map(|a| match a {
            Action::Play(c) | Action::Discard(c) => Some(c),
            _ => None,
        })
        .collect()
}

/// G6.3: the last Dukal led, with the discards it drew so far and whose discard is due.
fn dukal_view(obs: &Observation, look: &CardLook) -> Option<GanjifaDukalView> {
    let (discarding, left) = match obs.step {
        Some(Step::Discard {
            leader, turn, left, ..
        }) => (Some((leader + turn) % PLAYERS), left),
        _ => (None, 0),
    };
    let ctx = look.ctx;
    obs.last_dukal.map(|d| GanjifaDukalView {
        leader: d.leader,
        label: ctx.text(&dukal_msg(d.dukal)),
        cards: look.cards(d.dukal.cards()),
        discards: (1..PLAYERS)
            .map(|k| (d.leader + k) % PLAYERS)
            .map(|seat| GanjifaDiscardsView {
                seat,
                name: ctx.name(seat).to_string(),
                cards: look.cards(d.discards[usize::from(seat)]),
            })
            .collect(),
        discarding,
        left,
    })
}

/// What everyone at the table may see of each seat: counts, never cards (G8).
fn seat_views(obs: &Observation, acting: Option<Seat>, ctx: &ViewCtx) -> Vec<GanjifaSeatView> {
    (0..PLAYERS)
        .map(|seat| {
            let s = usize::from(seat);
            GanjifaSeatView {
                seat,
                name: ctx.name(seat).to_string(),
                cards: obs.hand_sizes[s],
                captured: obs.captured[s],
                tricks_won: obs.tricks_won[s],
                dukals: obs.dukals[s],
                deals_won: obs.deals_won[s],
                total: obs.totals[s],
                is_dealer: obs.dealer == seat,
                is_turn: acting == Some(seat),
            }
        })
        .collect()
}
