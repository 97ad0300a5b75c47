//! A Ganjifa series: the period (G3), the deal card by card (G4), the play (G5, G6, in
//! [`super::deal`]), scoring and the series of deals (G7), and the engine contract.

use super::cards::{Card, Cards, Suit, DECK_SIZE};
use super::deal::{ix, next, Deal, Event, Move, Step, PLAYERS};
use super::notation::{Action, Dukal};
pub use super::refusal::{card_msg, dukal_msg, suit_msg, Refusal};
use super::{GanjifaOptions, Period, PeriodOption};
use crate::engine::{
    sample_legal_listed, Actor, Forced, ForcedError, Game, Outcome, Playout, PlayoutError, Prob,
    RoundResult, Seat, SeatSet, SetupError, TableRng, Tally, ToAct,
};
use crate::games::GameId;
use crate::l10n::Msg;
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

/// Where the series stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// G3: the dealer (period `ask`) or the table's clock (period `clock`) sets the period.
    Period,
    /// G4: chance deals the cards one by one.
    Dealing,
    /// G5, G6: the deal is played.
    Playing,
    Over,
}

/// A finished trick, kept so the table can show the last one (G8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrickRecord {
    pub leader: Seat,
    /// In playing order, the lead first.
    pub cards: [Card; 3],
    pub winner: Seat,
}

/// The latest Dukal of the deal, with the discards made against it so far (G6.3, G8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DukalRecord {
    pub leader: Seat,
    pub dukal: Dukal,
    pub discards: [Cards; 3],
}

/// What the last play of a deal was (G8): the last complete trick, or a Dukal led since (its
/// discards included, until a trick is complete again).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LastPlay {
    Trick,
    Dukal,
}

/// A finished deal (G7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealRecord {
    pub dealer: Seat,
    pub period: Period,
    pub captured: [u8; 3],
    pub tricks_won: [u8; 3],
    pub dukals: [u8; 3],
}

impl DealRecord {
    /// G7: the highest score wins the deal; equal highest scores share it.
    pub fn winners(&self) -> SeatSet {
        let best = self.captured.iter().copied().max().unwrap_or(0);
        (0..PLAYERS)
            .filter(|&s| self.captured[ix(s)] == best)
            .collect()
    }
}

/// A Ganjifa series.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ganjifa {
    pub(super) options: GanjifaOptions,
    /// The current deal, 0-based.
    pub(super) deal_index: u8,
    pub(super) dealer: Seat,
    pub(super) period: Option<Period>,
    pub(super) phase: Phase,
    /// Cards dealt so far in this deal (G4).
    pub(super) dealt: u8,
    pub(super) deal: Deal,
    pub(super) last_trick: Option<TrickRecord>,
    pub(super) last_dukal: Option<DukalRecord>,
    /// Which of the two was played last (G8). Saves made before it was kept read as `None`:
    /// [`Ganjifa::last_play`] then tells it from the step and the records.
    #[serde(default)]
    pub(super) last_play: Option<LastPlay>,
    pub(super) results: Vec<DealRecord>,
}

impl Ganjifa {
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The current deal, 0-based.
    pub fn deal_index(&self) -> u8 {
        self.deal_index
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// The deal in play (hands partly filled while dealing).
    pub fn deal(&self) -> &Deal {
        &self.deal
    }

    pub fn results(&self) -> &[DealRecord] {
        &self.results
    }

    pub fn last_trick(&self) -> Option<&TrickRecord> {
        self.last_trick.as_ref()
    }

    pub fn last_dukal(&self) -> Option<&DukalRecord> {
        self.last_dukal.as_ref()
    }

    /// G8: whether the last play of this deal is its last complete trick or a Dukal led since
    /// (with its discards, until a trick is complete again); `None` before either.
    pub fn last_play(&self) -> Option<LastPlay> {
        self.last_play.or_else(|| {
            // A save from before the record was kept: a Dukal being discarded to is the last
            // play; otherwise the trick, when there is one.
            match (self.deal.step, self.last_trick, self.last_dukal) {
                (Step::Discard { .. }, _, Some(_)) if self.phase == Phase::Playing => {
                    Some(LastPlay::Dukal)
                }
                (_, Some(_), _) => Some(LastPlay::Trick),
                (_, None, Some(_)) => Some(LastPlay::Dukal),
                (_, None, None) => None,
            }
        })
    }

    /// Cards dealt so far this deal.
    pub fn dealt(&self) -> u8 {
        self.dealt
    }

    /// G4: the seat that receives the `k`-th card (0-based) of a deal: packets of four in playing
    /// order, from the player after the dealer to the dealer.
    pub fn receiver(dealer: Seat, k: u8) -> Seat {
        (dealer + 1 + (k / 4) % PLAYERS) % PLAYERS
    }

    /// Cards not dealt yet this deal.
    pub fn undealt(&self) -> Cards {
        Cards::ALL.minus(self.deal.hands.iter().fold(Cards::NONE, |a, h| a.union(*h)))
    }

    /// Starts deal `deal_index`: G3 sets the period first, unless the options fix it.
    fn start_deal(&mut self) {
        self.dealt = 0;
        self.last_trick = None;
        self.last_dukal = None;
        self.last_play = None;
        self.deal = Deal::new(Suit::RAMA, [Cards::NONE; 3]);
        self.period = match self.options.period {
            PeriodOption::Day => Some(Period::Day),
            PeriodOption::Night => Some(Period::Night),
            PeriodOption::Ask | PeriodOption::Clock => None,
        };
        self.phase = match self.period {
            Some(_) => Phase::Dealing,
            None => Phase::Period,
        };
    }

    fn set_period(&mut self, period: Period) {
        self.period = Some(period);
        self.phase = Phase::Dealing;
    }

    /// G4: one card to its receiver; after the 120th the deal is played (G5.1).
    fn deal_card(&mut self, card: Card) {
        let seat = Self::receiver(self.dealer, self.dealt);
        self.deal.hands[ix(seat)].insert(card);
        self.dealt += 1;
        self.begin_play_once_dealt();
    }

    /// G5.1: once the 120th card is out, the deal is played under the period's trump.
    pub(super) fn begin_play_once_dealt(&mut self) {
        if usize::from(self.dealt) == DECK_SIZE {
            let trump = self.period.unwrap_or(Period::Day).trump();
            self.deal = Deal::new(trump, self.deal.hands);
            self.phase = Phase::Playing;
        }
    }

    /// Plays an action the deal accepted, keeping the record of the last trick and Dukal, and
    /// closing the deal when the hands are empty (G7).
    fn play(&mut self, seat: Seat, action: Action) {
        let event = self.deal.apply(action);
        self.record(seat, event);
    }

    /// What [`Deal::apply`] did with a move of `seat`, kept for the table (the last trick, the
    /// last Dukal and its discards, G8); the deal is scored once the hands are empty (G7).
    #[inline]
    pub(super) fn record(&mut self, seat: Seat, event: Event) {
        match event {
            Event::TrickWon {
                leader,
                cards,
                winner,
            } => {
                self.last_trick = Some(TrickRecord {
                    leader,
                    cards,
                    winner,
                });
                self.last_play = Some(LastPlay::Trick);
            }
            Event::DukalLed { dukal } => {
                self.last_dukal = Some(DukalRecord {
                    leader: seat,
                    dukal,
                    discards: [Cards::NONE; 3],
                });
                self.last_play = Some(LastPlay::Dukal);
            }
            Event::Discarded { card } | Event::DukalTaken { card, .. } => {
                if let Some(record) = &mut self.last_dukal {
                    record.discards[ix(seat)].insert(card);
                }
            }
            Event::Played => {}
        }
        if self.deal.is_done() {
            self.finish_deal();
        }
    }

    /// G7: the deal is scored; the series ends after its last deal, else the next seat deals.
    fn finish_deal(&mut self) {
        self.results.push(DealRecord {
            dealer: self.dealer,
            period: self.period.unwrap_or(Period::Day),
            captured: self.deal.captured,
            tricks_won: self.deal.tricks_won,
            dukals: self.deal.dukals,
        });
        if self.results.len() >= usize::from(self.options.deals) {
            self.phase = Phase::Over;
        } else {
            self.deal_index += 1;
            self.dealer = next(self.dealer);
            self.start_deal();
        }
    }

    /// G7: deals won by each seat (a shared deal counts as won for each sharer).
    pub fn deals_won(&self) -> [u8; 3] {
        let mut won = [0u8; 3];
        for record in &self.results {
            for s in record.winners().iter() {
                won[ix(s)] += 1;
            }
        }
        won
    }

    /// G7: cards captured by each seat over the finished deals.
    pub fn totals(&self) -> [u16; 3] {
        let mut totals = [0u16; 3];
        for record in &self.results {
            for (t, c) in totals.iter_mut().zip(record.captured) {
                *t += u16::from(c);
            }
        }
        totals
    }

    /// G7: the series ranks by deals won, then by total cards captured; equal players share.
    pub fn series_leaders(&self) -> SeatSet {
        let (won, totals) = (self.deals_won(), self.totals());
        let key = |s: Seat| (won[ix(s)], totals[ix(s)]);
        let best = (0..PLAYERS).map(key).max().unwrap_or((0, 0));
        (0..PLAYERS).filter(|&s| key(s) == best).collect()
    }

    fn period_actions(&self) -> [Action; 2] {
        match self.options.period {
            PeriodOption::Clock => [Action::Clock(Period::Day), Action::Clock(Period::Night)],
            _ => [Action::Period(Period::Day), Action::Period(Period::Night)],
        }
    }
}

impl Game for Ganjifa {
    type Options = GanjifaOptions;
    type Action = Action;
    type Refusal = Refusal;

    const ID: GameId = GameId::Ganjifa;
    const SEATS: RangeInclusive<usize> = 3..=3;
    const DEFAULT_SEATS: usize = 3;

    fn new(options: &GanjifaOptions, seats: usize) -> Result<Self, SetupError> {
        if !Self::SEATS.contains(&seats) {
            return Err(SetupError::seat_count(Self::ID, Self::SEATS, seats));
        }
        if !(1..=9).contains(&options.deals) {
            return Err(SetupError::new(
                "option",
                Msg::new("ganjifa-setup-deals").int("deals", options.deals),
                format!("a series is 1–9 deals, not {}", options.deals),
            ));
        }
        let mut game = Ganjifa {
            options: options.clone(),
            deal_index: 0,
            dealer: 0,
            period: None,
            phase: Phase::Period,
            dealt: 0,
            deal: Deal::new(Suit::RAMA, [Cards::NONE; 3]),
            last_trick: None,
            last_dukal: None,
            last_play: None,
            results: Vec::new(),
        };
        game.start_deal();
        Ok(game)
    }

    fn options(&self) -> &GanjifaOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        usize::from(PLAYERS)
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Period => ToAct::seat(self.dealer),
            Phase::Dealing => ToAct::Chance,
            Phase::Playing => match self.deal.to_move() {
                Some(seat) => ToAct::seat(seat),
                None => ToAct::Nobody,
            },
            Phase::Over => ToAct::Nobody,
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Period if seat == self.dealer => out.extend(self.period_actions()),
            Phase::Playing => self.deal.legal(seat, out),
            _ => {}
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, Prob)>) {
        out.clear();
        if self.phase != Phase::Dealing {
            return;
        }
        let undealt = self.undealt();
        if undealt.is_empty() {
            return;
        }
        let p = Prob::new(1, undealt.len());
        out.extend(undealt.iter().map(|c| (Action::Deal(c), p)));
    }

    /// G5, G6.3: a card led or followed, each card of a Dukal led, each card discarded to one:
    /// every card of a deal is played once.
    fn cards_played(action: &Action) -> u32 {
        Move::of(*action).map_or(0, Move::cards_played)
    }

    /// G2: every undealt card is equally likely, so the card is the `below(n)`-th undealt one,
    /// as the default's walk over `n` equal probabilities would pick it: no list is built.
    fn sample_chance(
        &self,
        rng: &mut TableRng,
        _scratch: &mut Vec<(Action, Prob)>,
    ) -> Option<Action> {
        if self.phase != Phase::Dealing {
            return None;
        }
        let undealt = self.undealt();
        let n = undealt.len();
        if n == 0 {
            return None;
        }
        // below(n) < n <= 120: the cast cannot truncate.
        undealt
            .nth(rng.below(u64::from(n)) as u32)
            .map(Action::Deal)
    }

    /// G5, G6: while a deal is played, the `below(n)`-th of the seat's legal actions in
    /// [`Deal::legal`]'s order, found in its bitsets; the period choice is listed.
    fn sample_legal(
        &self,
        seat: Seat,
        rng: &mut TableRng,
        scratch: &mut Vec<Action>,
    ) -> Option<Action> {
        match self.phase {
            Phase::Playing => self.deal.sample_legal(seat, rng),
            _ => sample_legal_listed(self, seat, rng, scratch),
        }
    }

    /// G3–G6: a loop of Ganjifa's own that draws exactly as the contract's (see
    /// [`super::playout`]).
    fn play_out_randomly(
        &mut self,
        chance: &mut TableRng,
        choosers: &mut [TableRng],
    ) -> Result<Playout, PlayoutError> {
        self.play_out(chance, choosers)
    }

    fn forced_outcome(&self, forced: &mut Forced) -> Result<Option<Action>, ForcedError> {
        if self.phase != Phase::Dealing {
            return Ok(None);
        }
        let Some(text) = forced.peek_card() else {
            return Ok(None);
        };
        let bad = |why: String| ForcedError::BadCard {
            card: text.chars().take(20).collect(),
            why,
        };
        let card: Card = text.parse().map_err(bad)?;
        if !self.undealt().contains(card) {
            return Err(bad(format!("{card} has been dealt already")));
        }
        forced.take_card();
        Ok(Some(Action::Deal(card)))
    }

    fn apply(&mut self, actor: Actor, action: &Action) -> Result<(), Refusal> {
        let action = *action;
        match (self.phase, action, actor) {
            (Phase::Period, Action::Period(p), Actor::Seat(s)) if s == self.dealer => {
                if self.options.period == PeriodOption::Clock {
                    return Err(Refusal::WrongPeriodSource { clock: true });
                }
                self.set_period(p);
            }
            (Phase::Period, Action::Clock(p), Actor::Seat(s)) if s == self.dealer => {
                if self.options.period != PeriodOption::Clock {
                    return Err(Refusal::WrongPeriodSource { clock: false });
                }
                self.set_period(p);
            }
            (Phase::Period, Action::Period(_) | Action::Clock(_), _) => {
                return Err(Refusal::NotYourTurn)
            }
            (Phase::Dealing, Action::Deal(card), Actor::Chance) => {
                if !self.undealt().contains(card) {
                    return Err(Refusal::NotAnOutcome(action.to_string()));
                }
                self.deal_card(card);
            }
            (Phase::Dealing, _, _) | (_, Action::Deal(_), _) => {
                return Err(Refusal::NotAnOutcome(action.to_string()))
            }
            (Phase::Playing, _, Actor::Seat(seat)) => {
                self.deal.check(seat, &action)?;
                self.play(seat, action);
            }
            _ => return Err(Refusal::WrongPhase(action.to_string())),
        }
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| Outcome {
            winners: self.series_leaders(),
        })
    }

    fn rounds(&self) -> Vec<RoundResult> {
        self.results
            .iter()
            .map(|r| {
                let mut tallies = Vec::with_capacity(9);
                for seat in 0..PLAYERS {
                    let s = ix(seat);
                    for (name, value) in [
                        ("captures", r.captured[s]),
                        ("dukals", r.dukals[s]),
                        ("tricks-won", r.tricks_won[s]),
                    ] {
                        tallies.push(Tally {
                            seat,
                            name,
                            value: i64::from(value),
                        });
                    }
                }
                RoundResult {
                    points: r.captured.iter().map(|&c| i64::from(c)).collect(),
                    winners: r.winners(),
                    tallies,
                    person_tallies: Vec::new(),
                }
            })
            .collect()
    }

    /// Cards captured in the series so far, the current deal included.
    fn score(&self, seat: Seat) -> i64 {
        if seat >= PLAYERS {
            return 0;
        }
        let current = match self.phase {
            Phase::Playing => self.deal.captured[ix(seat)],
            _ => 0,
        };
        i64::from(self.totals()[ix(seat)]) + i64::from(current)
    }

    fn score_bounds(&self) -> RangeInclusive<i64> {
        0..=DECK_SIZE as i64 * i64::from(self.options.deals)
    }
}
