//! Ganjifa at the table: the hand by suit, the trick on the table, the last trick, the Dukal and
//! its discards, what has been played, the captured counts, the period and the dealer.
//!
//! The board is drawn from one seat's
//! [`Observation`](crate::games::ganjifa::observation::Observation) only (G8): the person holding the phone
//! sees their own hand and what was played face up; with nobody holding it, only public facts.
//! Whether a card may be played is the engine's answer, asked on a copy (never re-derived here).
//!
//! Target ids: `card:<card>` (every card of the hand of the seat to act, `card:RaR`: played to
//! the trick, or, against a Dukal, chosen to discard and taken back by a second tap, G6.3),
//! `discard` (makes the chosen discards, once as many are chosen as are due), `dukal:<dukal>`
//! (lead that Dukal, `dukal:Ku3-5`, G6), `day` and `night` (the dealer sets the period, G3
//! `ask`). With
//! the `clock` period the table itself sets the period from the phone's local time
//! ([`TableGame::local_time_action`]): nobody is asked.

mod board;
mod cards;
mod log;
mod mark;
mod targets;

use crate::engine::{Actor, Game, Seat};
use crate::games::ganjifa::cards::Suit;
use crate::games::ganjifa::deal::{Event, Step, PLAYERS};
use crate::games::ganjifa::notation::Action;
use crate::games::ganjifa::rules::{suit_msg, Ganjifa, Phase};
use crate::games::ganjifa::{Period, PeriodOption};
use crate::l10n::Msg;
use crate::table::adapter::{RoundWord, TableGame, Target, ViewCtx};
use crate::table::view::{BoardView, Haptic, OptionChoice, OptionSpec};

impl Ganjifa {
    /// What a seat's action in the play did, as the deal itself reports it (on a copy).
    fn event_of(&self, actor: Actor, action: &Action) -> Option<Event> {
        match (self.phase(), actor) {
            (Phase::Playing, Actor::Seat(seat)) if self.deal().check(seat, action).is_ok() => {
                let mut deal = *self.deal();
                Some(deal.apply(*action))
            }
            _ => None,
        }
    }
}

impl TableGame for Ganjifa {
    const HIDDEN_HANDS: bool = true;
    const ROUND_WORD: RoundWord = RoundWord::Deal;

    fn option_specs() -> Vec<OptionSpec> {
        let periods = [
            (PeriodOption::Ask, "ganjifa-option-period-ask"),
            (PeriodOption::Day, "ganjifa-option-period-day"),
            (PeriodOption::Night, "ganjifa-option-period-night"),
            (PeriodOption::Clock, "ganjifa-option-period-clock"),
        ];
        vec![
            OptionSpec {
                key: "period",
                member: None,
                label: Msg::new("ganjifa-option-period"),
                choices: periods
                    .into_iter()
                    .map(|(period, id)| OptionChoice {
                        value: serde_json::to_value(period).unwrap_or_default(),
                        label: Msg::new(id),
                    })
                    .collect(),
                default: 0,
                description: None,
            },
            OptionSpec::count(
                "deals",
                Msg::new("ganjifa-option-deals"),
                "ganjifa-option-deals-value",
                9,
                3,
            ),
        ]
    }
    /// G8: drawn from `viewer`'s observation only; with no viewer, from an observation that
    /// holds no hand (a seat outside the table).
    fn board(&self, viewer: Option<Seat>, ctx: &ViewCtx) -> BoardView {
        self.board_view(viewer, ctx)
    }

    fn targets(&self, ctx: &ViewCtx, out: &mut Vec<Target<Action>>) {
        match self.phase() {
            Phase::Period if self.options().period == PeriodOption::Ask => {
                self.period_targets(out);
            }
            Phase::Playing => self.hand_targets(ctx, out),
            _ => {}
        }
    }

    fn local_time_action(&self, local_ms: u64) -> Option<(Seat, Action)> {
        let due = self.phase() == Phase::Period && self.options().period == PeriodOption::Clock;
        due.then(|| {
            (
                self.dealer(),
                Action::Clock(Period::at_local_time(local_ms)),
            )
        })
    }

    fn status(&self, ctx: &ViewCtx) -> Msg {
        let name = |s: Seat| ctx.name(s).to_string();
        match self.phase() {
            Phase::Over => Msg::new("ganjifa-status-over"),
            Phase::Period if self.options().period == PeriodOption::Clock => {
                Msg::new("ganjifa-status-clock")
            }
            Phase::Period => Msg::new("ganjifa-status-period").text("name", name(self.dealer())),
            Phase::Dealing => Msg::new("ganjifa-status-dealing").text("name", name(self.dealer())),
            Phase::Playing => {
                let deal = self.deal();
                let seat = deal.to_move().unwrap_or(0);
                match deal.step {
                    Step::Trick(t) => match t.led() {
                        None if deal.opening => {
                            Msg::new("ganjifa-status-open").text("name", name(seat))
                        }
                        None => Msg::new("ganjifa-status-lead").text("name", name(seat)),
                        Some(led) => Msg::new("ganjifa-status-play")
                            .text("name", name(seat))
                            .msg("suit", suit_msg(led.suit())),
                    },
                    Step::Discard { leader, left, .. } => Msg::new("ganjifa-status-discard")
                        .text("leader", name(leader))
                        .text("name", name(seat))
                        .int("left", left),
                    Step::Done => Msg::new("ganjifa-status-over"),
                }
            }
        }
    }

    fn narrate(
        before: &Ganjifa,
        actor: Actor,
        action: &Action,
        after: &Ganjifa,
        ctx: &ViewCtx,
    ) -> Vec<Msg> {
        log::lines(before, actor, action, after, ctx)
    }

    /// A trick or a Dukal won, or a deal finished: success. A Dukal led: it takes cards from
    /// both opponents at once (G6.3), a steal.
    fn haptic(before: &Ganjifa, actor: Actor, action: &Action, after: &Ganjifa) -> Haptic {
        if after.results().len() > before.results().len() {
            return Haptic::Success;
        }
        match before.event_of(actor, action) {
            Some(Event::TrickWon { .. } | Event::DukalTaken { .. }) => Haptic::Success,
            Some(Event::DukalLed { .. }) => Haptic::Steal,
            _ => Haptic::None,
        }
    }

    /// Cards captured in the series so far, this deal's included (the score, G7), and deals
    /// won: said as captured in the series, so it is never read as cards in hand (the board
    /// gives those, and this deal's captures, with marks the legend explains).
    fn seat_score(&self, seat: Seat) -> (Msg, Option<u8>) {
        let won = self
            .deals_won()
            .get(usize::from(seat))
            .copied()
            .unwrap_or(0);
        (
            Msg::new("ganjifa-seat-score")
                .int("cards", self.score(seat))
                .int("deals", won),
            None,
        )
    }

    fn round_label(&self, round: usize) -> Msg {
        Msg::new("ganjifa-round-label")
            .int("deal", round as i64 + 1)
            .int("deals", i64::from(self.options().deals))
    }

    fn rounds_in_series(&self) -> Option<u32> {
        Some(u32::from(self.options().deals))
    }

    /// G7: each seat's captures in the deal just scored, with its tricks and Dukals.
    fn settlement(&self, ctx: &ViewCtx) -> Vec<Msg> {
        let Some(deal) = self.results().last() else {
            return Vec::new();
        };
        (0..PLAYERS)
            .map(|seat| {
                let i = usize::from(seat);
                Msg::new("ganjifa-settle-captures")
                    .text("name", ctx.name(seat).to_string())
                    .int("cards", deal.captured.get(i).copied().unwrap_or(0))
                    .int("tricks", deal.tricks_won.get(i).copied().unwrap_or(0))
                    .int("dukals", deal.dukals.get(i).copied().unwrap_or(0))
            })
            .collect()
    }

    /// G1: the suits' codes and the ranks as printed, as the board abbreviates them; then every
    /// mark the board is drawn with ([`GanjifaMarks`]): the viewer, the dealer (G4), the cards
    /// in hand and captured in this deal (G5.4, G6.3), the trump (G3), the trick (G5), the last
    /// play and who took it, the discards (G6.3) and what was played (G8).
    fn legend(&self, ctx: &ViewCtx) -> Vec<(String, Msg)> {
        let ranks = [
            ("ganjifa-rank-raja", "ganjifa-legend-raja"),
            ("ganjifa-rank-mantri", "ganjifa-legend-mantri"),
        ];
        let mut entries =
            Vec::with_capacity(Suit::all().count() + ranks.len() + mark::MEANINGS.len());
        entries.extend(Suit::all().map(|suit| {
            (
                suit.code().to_string(),
                Msg::new("ganjifa-legend-suit").msg("suit", suit_msg(suit)),
            )
        }));
        for (rank, meaning) in ranks {
            entries.push((ctx.text(&Msg::new(rank)), Msg::new(meaning)));
        }
        entries.extend(
            mark::MEANINGS
                .iter()
                .map(|&(symbol, meaning)| (symbol.to_string(), Msg::new(meaning))),
        );
        entries
    }
}

fn period_msg(period: Period) -> Msg {
    Msg::new(match period {
        Period::Day => "ganjifa-period-day",
        Period::Night => "ganjifa-period-night",
    })
}

#[cfg(test)]
mod tests {
    use super::cards::{card_id, card_texts, rank_msg};
    use super::*;
    use crate::engine::{Match, Refusal as _, ToAct};
    use crate::games::ganjifa::cards::Card;
    use crate::games::ganjifa::deal::Step;
    use crate::games::ganjifa::rules::card_msg;
    use crate::games::ganjifa::GanjifaOptions;
    use crate::l10n::{self, Lang};
    use crate::table::adapter::Tap;
    use crate::table::view::TargetKind;
    use std::sync::Arc;

    /// A refused card says exactly why the deal refuses it, and one reason is one message:
    /// a hand's cards refused for the same reason (not following suit) share it.
    #[test]
    fn each_refused_card_says_the_deals_own_reason_and_one_reason_is_made_once() {
        let names = ["Ann", "Bo", "Cy"].map(String::from);
        let ctx = ViewCtx {
            lang: Lang::En,
            names: &names,
            selection: &[],
            people: vec![true; 3],
        };
        let (mut refused, mut shared, mut distinct) = (0, 0, 0);
        for seed in 0..6u64 {
            let mut m: Match<Ganjifa> =
                Match::new(&GanjifaOptions::default(), 3, seed).expect("three seats");
            let mut legal = Vec::new();
            for step in 0..400u64 {
                let due = match m.to_act() {
                    ToAct::Chance => {
                        m.step_chance().expect("chance");
                        continue;
                    }
                    ToAct::Seats { due, .. } => due,
                    ToAct::Nobody => break,
                };
                let g = m.game();
                let mut targets = Vec::new();
                g.targets(&ctx, &mut targets);
                let mut reasons: Vec<(Msg, &Arc<Msg>)> = Vec::new();
                for target in targets.iter().filter(|t| t.kind == TargetKind::Card) {
                    let Tap::Refused(why) = &target.tap else {
                        continue;
                    };
                    let card = Card::all()
                        .find(|&c| card_id(c) == target.id)
                        .expect("a card's target");
                    let verb = match g.deal().step {
                        Step::Discard { .. } => Action::Discard(card),
                        _ => Action::Play(card),
                    };
                    let own = g
                        .deal()
                        .check(due, &verb)
                        .expect_err("the deal refuses it too")
                        .message();
                    assert_eq!(**why, own, "{} at step {step}", target.id);
                    refused += 1;
                    match reasons.iter().find(|(msg, _)| *msg == own) {
                        Some((_, first)) => {
                            assert!(Arc::ptr_eq(first, why), "one reason, one message");
                            shared += 1;
                        }
                        None => reasons.push((own, why)),
                    }
                }
                // Cards the seat does not hold, refused for reasons that may differ (each
                // names its card, unless the suit to follow decides first): one message per
                // reason, each the deal's own, however many reasons were said before.
                let mut said = Vec::new();
                let mut reasons: Vec<Msg> = Vec::new();
                let in_play = g.phase() == Phase::Playing;
                for card in Card::all()
                    .filter(|&c| in_play && !g.deal().hand(due).contains(c))
                    .take(4)
                {
                    let Tap::Refused(why) = g.tap_sharing(due, Action::Play(card), &mut said)
                    else {
                        panic!("{card} is not in the hand of seat {due}");
                    };
                    let own = g
                        .deal()
                        .check(due, &Action::Play(card))
                        .expect_err("refused");
                    assert_eq!(*why, own.message());
                    if !reasons.contains(&why) {
                        reasons.push(Msg::clone(&why));
                    }
                }
                assert_eq!(said.len(), reasons.len());
                distinct += usize::from(reasons.len() > 1);
                g.legal_actions(due, &mut legal);
                let pick = legal[(seed + step) as usize % legal.len()];
                m.act(Actor::Seat(due), pick).expect("legal");
            }
        }
        assert!(
            refused > 100 && shared > 50 && distinct > 20,
            "{refused} refused, {shared} shared, {distinct} with distinct reasons"
        );
    }

    #[test]
    fn each_cards_kept_texts_are_its_own_in_every_language() {
        for lang in Lang::ALL {
            let texts = card_texts(lang);
            assert_eq!(texts.len(), Card::all().count());
            for card in Card::all() {
                let kept = &texts[usize::from(card.index())];
                assert_eq!(
                    kept.name,
                    l10n::text(lang, &card_msg(card)),
                    "{lang} {card}"
                );
                assert_eq!(
                    kept.rank,
                    l10n::text(lang, &rank_msg(card)),
                    "{lang} {card}"
                );
            }
        }
    }
}
