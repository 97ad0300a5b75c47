//! Ganjifa at the table: the hand by suit, the trick on the table, the last trick, the Dukal and
//! its discards, what has been played, the captured counts, the period and the dealer.
//!
//! The board is drawn from one seat's [`Observation`] only (G8): the person holding the phone
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

use crate::engine::{Actor, Game, Observe, Refusal as _, Seat};
use crate::games::ganjifa::cards::{Card, Cards, Rank, Suit, SuitSet};
use crate::games::ganjifa::deal::{Deal, Event, Step, PLAYERS};
use crate::games::ganjifa::notation::{Action, Dukal};
use crate::games::ganjifa::observation::Observation;
use crate::games::ganjifa::refusal::Refusal;
use crate::games::ganjifa::rules::{card_msg, dukal_msg, suit_msg, Ganjifa, LastPlay, Phase};
use crate::games::ganjifa::view::{
    GanjifaBoard, GanjifaCardView, GanjifaDiscardsView, GanjifaDukalView, GanjifaMarks,
    GanjifaPlayView, GanjifaPlayedView, GanjifaSeatView, GanjifaSuitView, GanjifaTrickView,
};
use crate::games::ganjifa::{Period, PeriodOption};
use crate::l10n::{self, Lang, Msg};
use crate::table::adapter::{RoundWord, TableGame, Tap, Target, ViewCtx};
use crate::table::view::{BoardView, Haptic, OptionChoice, OptionSpec, TargetKind};
use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

/// The marks the board is drawn with ([`GanjifaMarks`]), each explained in the legend.
mod mark {
    /// The seat the board is drawn for.
    pub const YOU: &str = "*";
    /// G4: the dealer.
    pub const DEALER: &str = "◆";
    /// A seat's cards in hand.
    pub const IN_HAND: &str = "▯";
    /// G5.4, G6.3: a seat's cards captured in this deal.
    pub const CAPTURED: &str = "⊕";
    /// G3: the trump suit.
    pub const TRUMP: &str = "★";
    /// G5: the trick on the table.
    pub const TRICK: &str = "▷";
    /// G8: the last play (a trick, or a Dukal since).
    pub const LAST_PLAY: &str = "⟲";
    /// G5.3, G6.3: who took the last play's cards.
    pub const TAKEN_BY: &str = "→";
    /// G6.3: discards against a Dukal.
    pub const DISCARDS: &str = "✗";
    /// G8: the cards played face up this deal.
    pub const PLAYED: &str = "✓";

    /// Each mark with the message that explains it, in the legend's order.
    pub const MEANINGS: [(&str, &str); 10] = [
        (YOU, "ganjifa-legend-you"),
        (DEALER, "ganjifa-legend-dealer"),
        (IN_HAND, "ganjifa-legend-in-hand"),
        (CAPTURED, "ganjifa-legend-captured"),
        (TRUMP, "ganjifa-legend-trump"),
        (TRICK, "ganjifa-legend-trick"),
        (LAST_PLAY, "ganjifa-legend-last-play"),
        (TAKEN_BY, "ganjifa-legend-taken-by"),
        (DISCARDS, "ganjifa-legend-discards"),
        (PLAYED, "ganjifa-legend-played"),
    ];
}

/// The marks a shell draws the board with.
fn marks() -> GanjifaMarks {
    GanjifaMarks {
        you: mark::YOU.to_string(),
        dealer: mark::DEALER.to_string(),
        in_hand: mark::IN_HAND.to_string(),
        captured: mark::CAPTURED.to_string(),
        trick: mark::TRICK.to_string(),
        last_play: mark::LAST_PLAY.to_string(),
        taken_by: mark::TAKEN_BY.to_string(),
        played: mark::PLAYED.to_string(),
        discards: mark::DISCARDS.to_string(),
        trump: mark::TRUMP.to_string(),
    }
}

/// A card's code (`Ma10`) and target id (`card:Ma10`).
struct CardCodes {
    code: String,
    id: String,
}

/// Every card's codes, made once: a tap and its view name each card in the hand, and
/// formatting them afresh every time was a quarter of the targets' work.
fn card_codes() -> &'static [CardCodes] {
    static CODES: OnceLock<Vec<CardCodes>> = OnceLock::new();
    CODES.get_or_init(|| {
        Card::all()
            .map(|card| CardCodes {
                code: card.to_string(),
                id: format!("card:{card}"),
            })
            .collect()
    })
}

/// The target id of a card of the hand.
fn card_id(card: Card) -> String {
    match card_codes().get(usize::from(card.index())) {
        Some(codes) => codes.id.clone(),
        None => format!("card:{card}"),
    }
}

/// A card's code, as the board names it.
fn card_code(card: Card) -> String {
    match card_codes().get(usize::from(card.index())) {
        Some(codes) => codes.code.clone(),
        None => card.to_string(),
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

/// A card's rank as printed small: `R`, `M` or the number.
fn rank_msg(card: Card) -> Msg {
    match card.rank() {
        Rank::Raja => Msg::new("ganjifa-rank-raja"),
        Rank::Mantri => Msg::new("ganjifa-rank-mantri"),
        Rank::Number(n) => Msg::new("ganjifa-rank-number").int("number", n),
    }
}

/// The cards in display order: suits in avatar order (G1), strongest first within each (G2).
fn in_display_order(cards: Cards) -> impl Iterator<Item = Card> {
    Suit::all().flat_map(move |suit| cards.of_suit(suit).iter().rev())
}

/// What the board needs to know to draw one card.
struct CardLook<'a> {
    ctx: &'a ViewCtx<'a>,
    trump: Option<Suit>,
}

/// A card's small rank and full name in one language.
struct CardTexts {
    rank: String,
    name: String,
}

/// Texts per language, each language's rendered once (`render`) and kept for the process.
type RenderedOnce<T> = [OnceLock<Vec<T>>; Lang::ALL.len()];

/// `lang`'s texts from `table`, rendered on first use.
fn rendered_once<T>(
    table: &'static RenderedOnce<T>,
    lang: Lang,
    render: impl FnOnce() -> Vec<T>,
) -> &'static [T] {
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    table.get(i).map_or(&[], |texts| texts.get_or_init(render))
}

/// Every card's texts in `lang`, rendered once: a view names up to 40 cards after every move,
/// and building each card's message only to find its text again cost a sixth of a tap.
fn card_texts(lang: Lang) -> &'static [CardTexts] {
    static TEXTS: RenderedOnce<CardTexts> = [const { OnceLock::new() }; Lang::ALL.len()];
    rendered_once(&TEXTS, lang, || {
        Card::all()
            .map(|card| CardTexts {
                rank: l10n::text(lang, &rank_msg(card)),
                name: l10n::text(lang, &card_msg(card)),
            })
            .collect()
    })
}

/// Every suit's name in `lang`, rendered once: a late view names each suit in the hand and in
/// the played lines after every move.
fn suit_names(lang: Lang) -> &'static [String] {
    static NAMES: RenderedOnce<String> = [const { OnceLock::new() }; Lang::ALL.len()];
    rendered_once(&NAMES, lang, || {
        Suit::all()
            .map(|suit| l10n::text(lang, &suit_msg(suit)))
            .collect()
    })
}

impl CardLook<'_> {
    /// A suit's name.
    fn suit_name(&self, suit: Suit) -> String {
        match suit_names(self.ctx.lang).get(usize::from(suit.index())) {
            Some(name) => name.clone(),
            None => self.ctx.text(&suit_msg(suit)),
        }
    }

    /// A card's small rank and full name.
    fn texts(&self, card: Card) -> (Cow<'static, str>, Cow<'static, str>) {
        match card_texts(self.ctx.lang).get(usize::from(card.index())) {
            Some(texts) => (Cow::Borrowed(&texts.rank), Cow::Borrowed(&texts.name)),
            None => (
                Cow::Owned(self.ctx.text(&rank_msg(card))),
                Cow::Owned(self.ctx.text(&card_msg(card))),
            ),
        }
    }

    fn card(&self, card: Card) -> GanjifaCardView {
        let (rank, name) = self.texts(card);
        GanjifaCardView {
            code: card_code(card),
            suit: card.suit().index(),
            rank: rank.into_owned(),
            name: name.into_owned(),
            trump: Some(card.suit()) == self.trump,
            playable: false,
            target: None,
        }
    }

    fn cards(&self, cards: Cards) -> Vec<GanjifaCardView> {
        in_display_order(cards).map(|c| self.card(c)).collect()
    }

    /// `cards` grouped by suit; `hand` (the cards the engine allows now, and whether the viewer
    /// is to act) marks the viewer's hand.
    ///
    /// Each list is made at its final size: grown card by card (the iterators do not know
    /// their length), a late hand's lists were copied over and over on every view.
    fn by_suit(&self, cards: Cards, hand: Option<(Cards, bool)>) -> Vec<GanjifaSuitView> {
        let present = SuitSet::from_bits(cards.suits());
        let mut suits = Vec::with_capacity(present.bits().count_ones() as usize);
        suits.extend(present.iter().map(|suit| {
            let held = cards.of_suit(suit);
            let mut views = Vec::with_capacity(held.len() as usize);
            views.extend(in_display_order(held).map(|card| {
                let mut view = self.card(card);
                if let Some((playable, to_act)) = hand {
                    view.playable = playable.contains(card);
                    view.target = to_act.then(|| card_id(card));
                }
                view
            }));
            GanjifaSuitView {
                suit: suit.index(),
                code: suit.code().to_string(),
                name: self.suit_name(suit),
                trump: Some(suit) == self.trump,
                cards: views,
            }
        }));
        suits
    }

    /// `cards` (played face up) as a line a suit: ranks spaced, names listed.
    fn played(&self, cards: Cards) -> Vec<GanjifaPlayedView> {
        let present = SuitSet::from_bits(cards.suits());
        let mut lines = Vec::with_capacity(present.bits().count_ones() as usize);
        lines.extend(present.iter().map(|suit| {
            let held = cards.of_suit(suit).len() as usize;
            // "R M 10 9 1" and "Raja of Rama, Mantri of Rama, …": a suit's line is made in
            // one allocation each, not grown card by card.
            let (mut ranks, mut spoken) = (
                String::with_capacity(3 * held),
                String::with_capacity(24 * held),
            );
            for card in in_display_order(cards.of_suit(suit)) {
                if !ranks.is_empty() {
                    ranks.push(' ');
                    spoken.push_str(", ");
                }
                let (rank, name) = self.texts(card);
                ranks.push_str(&rank);
                spoken.push_str(&name);
            }
            GanjifaPlayedView {
                suit: suit.index(),
                code: suit.code().to_string(),
                name: self.suit_name(suit),
                trump: Some(suit) == self.trump,
                ranks,
                spoken,
            }
        }));
        lines
    }

    fn play(&self, seat: Seat, card: Card) -> GanjifaPlayView {
        GanjifaPlayView {
            seat,
            name: self.ctx.name(seat).to_string(),
            card: self.card(card),
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

/// A button whose screen-reader text says more than its label.
fn button(seat: Seat, id: &str, label: Msg, a11y: Msg, tap: Tap<Action>) -> Target<Action> {
    Target {
        a11y: Cow::Owned(a11y),
        ..Target::button(seat, id, label, tap)
    }
}

/// Names joined for a log line ("Ann, Bo").
fn names(seats: impl Iterator<Item = Seat>, ctx: &ViewCtx) -> (String, i64) {
    let names: Vec<&str> = seats.map(|s| ctx.name(s)).collect();
    (names.join(", "), names.len() as i64)
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

impl Ganjifa {
    /// What tapping `action` for `seat` does: the engine's own verdict (the deal's check in
    /// play, else `apply` on a copy).
    fn tap_for(&self, seat: Seat, action: Action) -> Tap<Action> {
        self.tap_sharing(seat, action, &mut Vec::new())
    }

    /// [`Self::tap_for`], with one message per reason among the targets `said` holds the
    /// reasons of: most of a late hand's cards are refused for one reason (not following
    /// suit), which is made and put in words once per view instead of once per card.
    fn tap_sharing(
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
            OptionSpec {
                key: "deals",
                member: None,
                label: Msg::new("ganjifa-option-deals"),
                choices: (1u8..=9)
                    .map(|d| OptionChoice {
                        value: d.into(),
                        label: Msg::new("ganjifa-option-deals-value").int("deals", d),
                    })
                    .collect(),
                default: 2,
                description: None,
            },
        ]
    }

    /// G8: drawn from `viewer`'s observation only; with no viewer, from an observation that
    /// holds no hand (a seat outside the table).
    fn board(&self, viewer: Option<Seat>, ctx: &ViewCtx) -> BoardView {
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
                marks: marks(),
            },
        }
    }

    fn targets(&self, ctx: &ViewCtx, out: &mut Vec<Target<Action>>) {
        match self.phase() {
            Phase::Period if self.options().period == PeriodOption::Ask => {
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
            Phase::Playing => {
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
    use super::*;
    use crate::engine::{Match, ToAct};
    use crate::games::ganjifa::GanjifaOptions;

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
