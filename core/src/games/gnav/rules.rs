//! The Gnav game: deals in a row (K2), resting and skipped deals (K5.5, K5.6), the end of a game
//! (K5.7), the series (K6), and the engine contract. One deal's rules are in [`super::table`].

use super::cards::Card;
use super::events::Event;
use super::notation::Action;
use super::table::{DealEnd, Misplay, Stage, Table};
use super::{GnavOptions, MAX_PLAYERS};
use crate::engine::{
    Actor, Forced, ForcedError, Game, Outcome, Prob, RoundResult, Seat, SeatSet, SetupError,
    TableRng, Tally, ToAct,
};
use crate::games::GameId;
use crate::l10n::Msg;
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

/// One seat's record in the series and in the current game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// K6: games won (a drawn game counts for every player it is drawn among, see
    /// [`Gnav::outcome`]).
    pub games_won: u8,
    /// K6: lives left at the end of each finished game, summed.
    pub lives_banked: u16,
    /// Deals this seat was dealt into, this game.
    pub deals: u16,
    /// Deals this seat was dealt into and lost no life in, this game.
    pub survivals: u16,
}

/// A finished game of the series.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// K5.7: the last survivor, or everyone the game was drawn among.
    pub winners: SeatSet,
    pub draw: bool,
    /// Lives left per seat at the end.
    pub lives: Vec<u8>,
    pub deals: Vec<u16>,
    pub survivals: Vec<u16>,
}

/// The last finished deal, as the settlement revealed it (K5.1): public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealRecord {
    /// The deal's number in its game, from 1.
    pub deal: u16,
    pub dealer: Seat,
    /// Every card in front of a player at the end, per seat (`None`: not in the deal).
    pub cards: Vec<Option<Card>>,
    pub end: DealEnd,
    pub compared: SeatSet,
    pub losers: SeatSet,
    /// K5.5: who rests for the next deal.
    pub rests: SeatSet,
}

/// A Gnav series.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gnav {
    options: GnavOptions,
    table: Table,
    /// K5.5: who rests this deal.
    resting: SeatSet,
    standings: Vec<Standing>,
    /// The current game of the series, 0-based.
    game: u8,
    /// Deals dealt in the current game.
    deal: u16,
    /// K5.6: deals skipped in the current game.
    skipped: u16,
    /// The current deal, as the referee sees it.
    events: Vec<Event<Card>>,
    /// The events of the last deal that had any, kept when the next deal starts so the table can
    /// tell the end of a deal it did not see happen step by step. Never in an observation.
    #[serde(default)]
    previous_events: Vec<Event<Card>>,
    last_deal: Option<DealRecord>,
    results: Vec<GameResult>,
    over: bool,
}

/// Why Gnav refused an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("{action} is not possible now: {expected}")]
    WrongPhase {
        action: String,
        expected: &'static str,
    },
    #[error("{0} is not a chance outcome now")]
    NotAnOutcome(String),
    #[error("both copies of {0} are already out of the stock (K1)")]
    NotInStock(Card),
}

impl crate::engine::Refusal for Refusal {
    fn kind(&self) -> &'static str {
        match self {
            Refusal::WrongPhase { .. } => "wrong-phase",
            Refusal::NotAnOutcome(_) => "not-an-outcome",
            Refusal::NotInStock(_) => "not-in-stock",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        match self {
            Refusal::NotInStock(_) => Some("K1"),
            _ => None,
        }
    }

    fn message(&self) -> Msg {
        match self {
            Refusal::WrongPhase { action, .. } => {
                Msg::new("gnav-refusal-wrong-phase").text("action", action.clone())
            }
            Refusal::NotAnOutcome(action) => {
                Msg::new("gnav-refusal-not-an-outcome").text("action", action.clone())
            }
            Refusal::NotInStock(card) => {
                Msg::new("gnav-refusal-not-in-stock").msg("card", card.name_msg())
            }
        }
    }
}

impl Gnav {
    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn resting(&self) -> SeatSet {
        self.resting
    }

    pub fn standing(&self, seat: Seat) -> Standing {
        self.standings
            .get(usize::from(seat))
            .copied()
            .unwrap_or_default()
    }

    /// The current game, 0-based.
    pub fn game(&self) -> u8 {
        self.game
    }

    /// The current deal's number in its game, from 1.
    pub fn deal(&self) -> u16 {
        self.deal
    }

    /// K5.6: deals skipped in the current game.
    pub fn skipped(&self) -> u16 {
        self.skipped
    }

    /// The current deal's referee log.
    pub fn events(&self) -> &[Event<Card>] {
        &self.events
    }

    /// The referee's events of the last deal before this one that had any.
    pub fn previous_events(&self) -> &[Event<Card>] {
        &self.previous_events
    }

    pub fn last_deal(&self) -> Option<&DealRecord> {
        self.last_deal.as_ref()
    }

    /// The referee's events of [`Gnav::last_deal`]: the next deal has moved them aside, unless
    /// the series is over (then no next deal was dealt and they are still the current ones).
    pub fn last_deal_events(&self) -> &[Event<Card>] {
        match self.last_deal {
            None => &[],
            Some(_) if self.over => &self.events,
            Some(_) => &self.previous_events,
        }
    }

    pub fn results(&self) -> &[GameResult] {
        &self.results
    }

    pub fn is_series_over(&self) -> bool {
        self.over
    }

    fn seats(&self) -> u8 {
        self.table.players()
    }

    /// K2 (reading): seat n-1 deals the first deal of the first game, so seat 0 plays first; the
    /// first dealer of each later game is one seat further left.
    fn first_dealer(&self) -> Seat {
        let n = self.seats().max(1);
        ((u16::from(n) - 1 + u16::from(self.game)) % u16::from(n)) as Seat
    }

    /// K1, K6: a game begins: everyone has full lives and nobody rests.
    fn start_game(&mut self) {
        self.table = Table::new(self.seats(), self.options.lives);
        self.resting = SeatSet::EMPTY;
        self.deal = 0;
        self.skipped = 0;
        for s in &mut self.standings {
            s.deals = 0;
            s.survivals = 0;
        }
        self.start_deal();
    }

    /// K2, K5.5, K5.6: the next deal. Resting players sit out; if that leaves fewer than two to
    /// deal to, the deal is skipped (nothing dealt, nobody pays, the dealer does not move) and
    /// the resting players return. The dealer moves to the next surviving seat that is dealt in.
    fn start_deal(&mut self) {
        let alive = self.table.alive();
        let mut dealt_in: SeatSet = alive
            .iter()
            .filter(|&s| !self.resting.contains(s))
            .collect();
        if dealt_in.len() < 2 {
            self.skipped += 1;
            self.resting = SeatSet::EMPTY;
            dealt_in = alive;
        }
        let dealer = if self.deal == 0 {
            self.first_dealer()
        } else {
            let n = self.seats().max(1);
            let last = self.table.dealer();
            (1..=n)
                .map(|step| (last + step) % n)
                .find(|&s| dealt_in.contains(s))
                .unwrap_or(last)
        };
        self.deal += 1;
        if !self.events.is_empty() {
            self.previous_events = std::mem::take(&mut self.events);
        }
        self.table.start_deal(dealer, dealt_in);
    }

    /// The deal is over: record it, then end the game (K5.7) or deal again.
    fn finish_deal(&mut self, end: DealEnd) {
        let settlement = self.table.settlement();
        let in_deal = self.table.in_deal();
        self.last_deal = Some(DealRecord {
            deal: self.deal,
            dealer: self.table.dealer(),
            cards: (0..self.seats())
                .map(|s| in_deal.contains(s).then(|| self.table.hand(s)).flatten())
                .collect(),
            end,
            compared: settlement.compared,
            losers: settlement.losers,
            rests: settlement.rests,
        });
        for seat in in_deal.iter() {
            if let Some(standing) = self.standings.get_mut(usize::from(seat)) {
                standing.deals += 1;
                if !self.table.lost().contains(seat) {
                    standing.survivals += 1;
                }
            }
        }
        let alive = self.table.alive();
        match alive.len() {
            // K5.7: the last survivor wins at once.
            1 => self.finish_game(alive, false),
            // K5.7: every remaining player reached zero in this settlement: a draw among them.
            0 => self.finish_game(settlement.losers, true),
            _ => {
                self.resting = settlement.rests;
                self.start_deal();
            }
        }
    }

    /// K6: a game of the series is over.
    fn finish_game(&mut self, winners: SeatSet, draw: bool) {
        let lives: Vec<u8> = (0..self.seats()).map(|s| self.table.lives(s)).collect();
        for (seat, standing) in self.standings.iter_mut().enumerate() {
            if winners.contains(seat as Seat) {
                standing.games_won += 1;
            }
            standing.lives_banked += u16::from(lives.get(seat).copied().unwrap_or(0));
        }
        self.results.push(GameResult {
            winners,
            draw,
            lives,
            deals: self.standings.iter().map(|s| s.deals).collect(),
            survivals: self.standings.iter().map(|s| s.survivals).collect(),
        });
        if self.results.len() >= usize::from(self.options.games) {
            self.over = true;
        } else {
            self.game += 1;
            self.start_game();
        }
    }

    fn wrong_phase(&self, action: &Action) -> Refusal {
        let expected = match self.table.stage() {
            _ if self.over => "the series is over",
            Stage::Dealing => "a card is being dealt",
            Stage::Turn(_) => "the player whose turn it is keeps or swaps",
            Stage::Drawing(_) => "the top card of the stock is being turned up",
            Stage::Done(_) => "the deal is over",
        };
        Refusal::WrongPhase {
            action: action.to_string(),
            expected,
        }
    }

    fn misplay(&self, action: &Action, misplay: Misplay) -> Refusal {
        match misplay {
            Misplay::NotInStock(card) => Refusal::NotInStock(card),
            Misplay::Stage => self.wrong_phase(action),
        }
    }

    /// The kind of chance outcome due now (`deal` or `draw`), if chance is due.
    fn chance_kind(&self) -> Option<fn(Card) -> Action> {
        match self.table.stage() {
            _ if self.over => None,
            Stage::Dealing => Some(Action::Deal),
            Stage::Drawing(_) => Some(Action::Draw),
            _ => None,
        }
    }
}

impl Game for Gnav {
    type Options = GnavOptions;
    type Action = Action;
    type Refusal = Refusal;

    const ID: GameId = GameId::Gnav;
    const SEATS: RangeInclusive<usize> = 2..=MAX_PLAYERS;
    const DEFAULT_SEATS: usize = 4;

    fn new(options: &GnavOptions, seats: usize) -> Result<Self, SetupError> {
        if !Self::SEATS.contains(&seats) {
            return Err(SetupError::seat_count(Self::ID, Self::SEATS, seats));
        }
        if !(1..=10).contains(&options.games) {
            return Err(SetupError::new(
                "option",
                Msg::new("gnav-setup-games").int("games", options.games),
                format!("a series is 1–10 games, not {}", options.games),
            ));
        }
        if !(1..=9).contains(&options.lives) {
            return Err(SetupError::new(
                "option",
                Msg::new("gnav-setup-lives").int("lives", options.lives),
                format!("players start with 1–9 lives, not {}", options.lives),
            ));
        }
        let n = seats as u8;
        let mut game = Gnav {
            options: options.clone(),
            table: Table::new(n, options.lives),
            resting: SeatSet::EMPTY,
            standings: vec![Standing::default(); seats],
            game: 0,
            deal: 0,
            skipped: 0,
            events: Vec::new(),
            previous_events: Vec::new(),
            last_deal: None,
            results: Vec::new(),
            over: false,
        };
        game.start_game();
        Ok(game)
    }

    fn options(&self) -> &GnavOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        usize::from(self.seats())
    }

    fn to_act(&self) -> ToAct {
        if self.over {
            return ToAct::Nobody;
        }
        match self.table.stage() {
            Stage::Dealing | Stage::Drawing(_) => ToAct::Chance,
            Stage::Turn(seat) => ToAct::seat(seat),
            Stage::Done(_) => ToAct::Nobody,
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if self.to_act() == ToAct::seat(seat) {
            out.extend([Action::Keep, Action::Swap]);
        }
    }

    /// K2, K4: the next card dealt, or the top of the stock, is any card left in the stock with
    /// equal chance: a value with `k` copies left has probability `k / cards left`.
    fn chance_outcomes(&self, out: &mut Vec<(Action, Prob)>) {
        out.clear();
        let Some(kind) = self.chance_kind() else {
            return;
        };
        let stock = self.table.stock();
        let total = u32::from(stock.total());
        out.extend(
            stock
                .iter()
                .map(|(card, n)| (kind(card), Prob::new(u32::from(n), total))),
        );
    }

    /// A card from the stock, drawn as `TableRng::pick_from` draws over the listed outcomes
    /// (every one `n / total`: below `total`, then the cumulative counts) without listing them:
    /// the same card and the same use of the RNG, which the conformance suite checks.
    fn sample_chance(
        &self,
        rng: &mut TableRng,
        _scratch: &mut Vec<(Action, Prob)>,
    ) -> Option<Action> {
        let kind = self.chance_kind()?;
        let stock = self.table.stock();
        // below(total) < total <= 42 cards: the cast cannot truncate.
        let index = rng.below(u64::from(stock.total()).max(1)) as u8;
        stock.nth_where(index, |_| true).map(kind)
    }

    /// Forced cards are taken in the order they are dealt (from the dealer's left, the dealer
    /// last) and then drawn from the stock.
    fn forced_outcome(&self, forced: &mut Forced) -> Result<Option<Action>, ForcedError> {
        let Some(kind) = self.chance_kind() else {
            return Ok(None);
        };
        let Some(text) = forced.take_card() else {
            return Ok(None);
        };
        let card: Card =
            text.parse()
                .map_err(|e: crate::engine::NotationError| ForcedError::BadCard {
                    card: text.clone(),
                    why: e.why,
                })?;
        if !self.table.stock().contains(card) {
            return Err(ForcedError::BadCard {
                card: text,
                why: "both copies are already out of the stock (K1)".into(),
            });
        }
        Ok(Some(kind(card)))
    }

    fn apply(&mut self, actor: Actor, action: &Action) -> Result<(), Refusal> {
        let stage = self.table.stage();
        if self.over {
            return Err(self.wrong_phase(action));
        }
        let result = match (actor, *action, stage) {
            (Actor::Seat(s), Action::Keep, Stage::Turn(t)) if s == t => {
                self.table.keep(&mut self.events)
            }
            (Actor::Seat(s), Action::Swap, Stage::Turn(t)) if s == t => {
                self.table.swap(&mut self.events)
            }
            (Actor::Chance, Action::Deal(card), Stage::Dealing) => {
                self.table.deal(card, &mut self.events)
            }
            (Actor::Chance, Action::Draw(card), Stage::Drawing(_)) => {
                self.table.draw(card, &mut self.events)
            }
            (Actor::Chance, Action::Deal(_) | Action::Draw(_), _) => {
                return Err(Refusal::NotAnOutcome(action.to_string()))
            }
            _ => return Err(self.wrong_phase(action)),
        };
        result.map_err(|m| self.misplay(action, m))?;
        if let Stage::Done(end) = self.table.stage() {
            self.finish_deal(end);
        }
        Ok(())
    }

    /// K6: the series ranks players by games won, then by lives left at the end of each game
    /// summed; equal players share.
    ///
    /// Reading: a drawn game (K5.7) counts as won by every player it is drawn among — they
    /// outlasted everyone else and no one outlasted them.
    fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        let key = |s: &Standing| (s.games_won, s.lives_banked);
        let best = self.standings.iter().map(key).max()?;
        let winners = (0..self.seats())
            .filter(|&s| self.standings.get(usize::from(s)).map(key) == Some(best))
            .collect();
        Some(Outcome { winners })
    }

    /// Each finished game of the series: its winners, points = lives left, and the tallies
    /// `lives-lost`, `survivals` (deals survived without losing a life) and `deals` (dealt into).
    fn rounds(&self) -> Vec<RoundResult> {
        self.results
            .iter()
            .map(|r| {
                let mut tallies = Vec::with_capacity(r.lives.len() * 3);
                for (seat, &lives) in r.lives.iter().enumerate() {
                    let seat = seat as Seat;
                    let at = |v: &[u16]| i64::from(v.get(usize::from(seat)).copied().unwrap_or(0));
                    tallies.push(Tally {
                        seat,
                        name: "lives-lost",
                        value: i64::from(self.options.lives.saturating_sub(lives)),
                    });
                    tallies.push(Tally {
                        seat,
                        name: "survivals",
                        value: at(&r.survivals),
                    });
                    tallies.push(Tally {
                        seat,
                        name: "deals",
                        value: at(&r.deals),
                    });
                }
                RoundResult {
                    points: r.lives.iter().map(|&l| i64::from(l)).collect(),
                    winners: r.winners,
                    tallies,
                    person_tallies: Vec::new(),
                }
            })
            .collect()
    }

    /// Games won so far in the series (K6).
    fn score(&self, seat: Seat) -> i64 {
        i64::from(self.standing(seat).games_won)
    }

    fn score_bounds(&self) -> RangeInclusive<i64> {
        0..=i64::from(self.options.games)
    }
}
