//! How the table names and draws a card: its code and target id, its small rank and full name
//! in each language (rendered once per process), and the card, suit and played-line views.

use crate::engine::Seat;
use crate::games::ganjifa::cards::{Card, Cards, Rank, Suit, SuitSet};
use crate::games::ganjifa::rules::{card_msg, suit_msg};
use crate::games::ganjifa::view::{
    GanjifaCardView, GanjifaPlayView, GanjifaPlayedView, GanjifaSuitView,
};
use crate::l10n::{self, Lang, Msg};
use crate::table::adapter::ViewCtx;
use std::borrow::Cow;
use std::sync::OnceLock;

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
pub(super) fn card_id(card: Card) -> String {
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

/// A card's rank as printed small: `R`, `M` or the number.
pub(super) fn rank_msg(card: Card) -> Msg {
    match card.rank() {
        Rank::Raja => Msg::new("ganjifa-rank-raja"),
        Rank::Mantri => Msg::new("ganjifa-rank-mantri"),
        Rank::Number(n) => Msg::new("ganjifa-rank-number").int("number", n),
    }
}

/// The cards in display order: suits in avatar order (G1), strongest first within each (G2).
pub(super) fn in_display_order(cards: Cards) -> impl Iterator<Item = Card> {
    Suit::all().flat_map(move |suit| cards.of_suit(suit).iter().rev())
}

/// What the board needs to know to draw one card.
pub(super) struct CardLook<'a> {
    pub(super) ctx: &'a ViewCtx<'a>,
    pub(super) trump: Option<Suit>,
}

/// A card's small rank and full name in one language.
pub(super) struct CardTexts {
    pub(super) rank: String,
    pub(super) name: String,
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
pub(super) fn card_texts(lang: Lang) -> &'static [CardTexts] {
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

    pub(super) fn cards(&self, cards: Cards) -> Vec<GanjifaCardView> {
        in_display_order(cards).map(|c| self.card(c)).collect()
    }

    /// `cards` grouped by suit; `hand` (the cards the engine allows now, and whether the viewer
    /// is to act) marks the viewer's hand.
    ///
    /// Each list is made at its final size: grown card by card (the iterators do not know
    /// their length), a late hand's lists were copied over and over on every view.
    pub(super) fn by_suit(
        &self,
        cards: Cards,
        hand: Option<(Cards, bool)>,
    ) -> Vec<GanjifaSuitView> {
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
    pub(super) fn played(&self, cards: Cards) -> Vec<GanjifaPlayedView> {
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

    pub(super) fn play(&self, seat: Seat, card: Card) -> GanjifaPlayView {
        GanjifaPlayView {
            seat,
            name: self.ctx.name(seat).to_string(),
            card: self.card(card),
        }
    }
}
