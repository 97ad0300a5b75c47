//! Gnav at the table: the circle of players with their lives, the card in your hand, the cards
//! shown, and keep or swap. Drawn for the person holding the phone only (K7): another seat's
//! card appears only when everyone may see it (a Narr, a revealed settlement).
//!
//! Target ids: `keep`, `swap`.

use crate::engine::{Actor, Game, Observe, Seat};
use crate::games::gnav::cards::Card;
use crate::games::gnav::events::Event;
use crate::games::gnav::notation::Action;
use crate::games::gnav::observation::{Knowledge, Observation};
use crate::games::gnav::rules::{DealRecord, Gnav};
use crate::games::gnav::table::Stage;
use crate::games::gnav::view::{GnavBoard, GnavDealSummary, GnavSeatView};
use crate::games::gnav::TABLE_PLAYERS;
use crate::games::GameId;
use crate::l10n::Msg;
use crate::table::adapter::{Figure, RoundWord, TableGame, Tap, Target, ViewCtx};
use crate::table::setup::SeatSetup;
use crate::table::view::{BoardView, Haptic, OptionSpec};

fn card_name(card: Card, ctx: &ViewCtx) -> String {
    ctx.text(&card.name_msg())
}

impl Gnav {
    /// The seat whose turn it is (K3, K4), if a seat is to keep or swap.
    fn turn(&self) -> Option<Seat> {
        match self.table().stage() {
            Stage::Turn(seat) => Some(seat),
            _ => None,
        }
    }
}

/// The events the table has not told yet: the rest of the deal that ended (if one did) and the
/// new deal's.
fn new_events<'a>(before: &Gnav, after: &'a Gnav) -> Vec<&'a Event<Card>> {
    let same_deal = after.game() == before.game() && after.deal() == before.deal();
    let told = before.events().len();
    if same_deal {
        after.events().iter().skip(told).collect()
    } else {
        after
            .previous_events()
            .iter()
            .skip(told)
            .chain(after.events())
            .collect()
    }
}

/// Why `seat` lost a life in a deal whose events are `events`, for the settlement (rule
/// numbers named in the message): a Drago or Katt asked (K3.4, K3.5, K4.4), else the
/// comparison (K5.2–K5.4).
fn why_life_lost(
    events: &[Event<Card>],
    at: usize,
    seat: Seat,
    cards: &[Option<Card>],
) -> &'static str {
    let since_last_loss = events
        .get(..at)
        .unwrap_or_default()
        .iter()
        .rev()
        .take_while(|e| !matches!(e, Event::LifeLost { .. }));
    let mut asked = false;
    let mut matador = None;
    for event in since_last_loss {
        match event {
            Event::Show { card, .. } if matches!(card, Card::Drago | Card::Katt) => {
                matador.get_or_insert(*card);
            }
            Event::Ask { from, .. } if *from == seat => asked = true,
            _ => {}
        }
    }
    match matador {
        Some(Card::Drago) if asked => return "drago",
        Some(Card::Katt) if asked => return "katt",
        _ => {}
    }
    let narrs = cards.iter().filter(|c| **c == Some(Card::Narr)).count();
    let holds_narr = cards.get(usize::from(seat)).copied().flatten() == Some(Card::Narr);
    match (holds_narr, narrs) {
        (true, n) if n >= 2 => "two-narr",
        (true, _) => "narr",
        (false, 0) => "lowest",
        (false, _) => "narr-lowest",
    }
}

impl Gnav {
    /// The events of the deal just settled: the current deal's until the next one is dealt.
    fn settled_events(&self) -> &[Event<Card>] {
        if self.events().is_empty() {
            self.previous_events()
        } else {
            self.events()
        }
    }

    /// The deal just settled while the next one is not dealt yet (K5: its settlement shows):
    /// the engine has already moved on to the next deal's dealer and a full stock, so the table
    /// draws this one as it ended instead.
    fn showing_settled(&self) -> Option<&DealRecord> {
        let waiting = self.events().is_empty() && !self.is_series_over();
        self.last_deal().filter(|_| waiting)
    }

    /// Lives as they stood when the settled deal ended: a deal that ended a game is followed
    /// by the next game's full lives at once (K6), so those are read from the game's result.
    fn settled_lives(&self, seat: Seat) -> u8 {
        let ended_a_game = self.deal() == 1 && self.game() > 0;
        match self.results().last() {
            Some(result) if ended_a_game => {
                result.lives.get(usize::from(seat)).copied().unwrap_or(0)
            }
            _ => self.table().lives(seat),
        }
    }

    /// One seat in the circle: its lives, its card as far as the viewer knows it (`seen`, K7),
    /// and whether it is in the deal, resting, to play (`turn`) or dealing (`dealer`). While a
    /// deal's settlement shows (`settled`), the seat as that deal ended (K5.1).
    fn seat_view(
        &self,
        seat: Seat,
        seen: Option<&Observation>,
        settled: Option<&DealRecord>,
        turn: Option<Seat>,
        dealer: Seat,
        ctx: &ViewCtx,
    ) -> GnavSeatView {
        let table = self.table();
        let standing = self.standing(seat);
        let held = table.hand(seat);
        // K7: the viewer's own knowledge; with no viewer, only a Narr (always public).
        let known = match seen {
            Some(obs) => obs
                .players
                .get(usize::from(seat))
                .and_then(|p| p.card)
                .and_then(Knowledge::card),
            None => held.filter(|c| *c == Card::Narr),
        };
        let (lives, card, hidden, in_deal, resting) = match settled {
            // K5.1: every card of the settled deal is shown; a seat not dealt in and
            // still alive rested (K5.5).
            Some(deal) => {
                let card = deal.cards.get(usize::from(seat)).copied().flatten();
                let lives = self.settled_lives(seat);
                (
                    lives,
                    card,
                    false,
                    card.is_some(),
                    card.is_none() && lives > 0,
                )
            }
            None => (
                table.lives(seat),
                known,
                held.is_some() && known.is_none(),
                table.in_deal().contains(seat),
                self.resting().contains(seat),
            ),
        };
        GnavSeatView {
            seat,
            name: ctx.name(seat).to_string(),
            lives,
            max_lives: self.options().lives,
            games_won: standing.games_won,
            resting,
            out: lives == 0,
            in_deal,
            is_turn: turn == Some(seat),
            is_dealer: dealer == seat,
            card: card.map(|c| card_name(c, ctx)),
            card_hidden: hidden,
        }
    }

    /// The last deal settled, every card shown beside its seat's name, with who lost a life and
    /// who rests the next deal.
    fn last_deal_view(&self, ctx: &ViewCtx) -> Option<GnavDealSummary> {
        self.last_deal().map(|d| {
            let cards: Vec<String> = (0..)
                .zip(&d.cards)
                .filter_map(|(seat, card)| {
                    card.map(|c| format!("{} {}", ctx.name(seat), card_name(c, ctx)))
                })
                .collect();
            GnavDealSummary {
                cards: d
                    .cards
                    .iter()
                    .map(|c| c.map(|c| card_name(c, ctx)))
                    .collect(),
                losers: d.losers.iter().map(u32::from).collect(),
                resting_next: d.rests.iter().map(u32::from).collect(),
                label: ctx.text(&Msg::new("gnav-last-deal").text("cards", cards.join(" · "))),
            }
        })
    }
}

/// K5.5, K5.6: who rests after `deal`, the deal `game` has just settled: each Narr holder who
/// survived rests the next deal, unless that would leave fewer than two to deal to (then the
/// deal is skipped and nobody rests), and nobody rests into a new game (K6: everyone starts
/// it afresh).
fn rest_lines(game: &Gnav, deal: &DealRecord, ctx: &ViewCtx) -> Vec<Msg> {
    let new_game = game.deal() == 1 && game.game() > 0;
    if deal.rests.is_empty() || new_game || game.is_series_over() {
        return Vec::new();
    }
    if game.resting().is_empty() {
        return vec![Msg::new("gnav-log-skipped")];
    }
    deal.rests
        .iter()
        .map(|seat| Msg::new("gnav-log-rests").text("name", ctx.name(seat).to_string()))
        .collect()
}

/// K4: cards the stock held when a deal whose events are `events` ended: 42 less every card
/// dealt (K2), drawn (K4.5) or turned up and set aside (K4.3, K4.4).
fn stock_left(events: &[Event<Card>]) -> u8 {
    let out = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Dealt { .. } | Event::Draw { .. } | Event::Show { seat: None, .. }
            )
        })
        .count();
    (Card::ALL.len() * 2).saturating_sub(out) as u8
}

/// K4.3, K4.4: the matadors a deal whose events are `events` turned up from the stock and set
/// aside, lowest first.
fn set_aside_in(events: &[Event<Card>]) -> Vec<Card> {
    let mut cards: Vec<Card> = events
        .iter()
        .filter_map(|e| match e {
            Event::Show { seat: None, card } => Some(*card),
            _ => None,
        })
        .collect();
    cards.sort();
    cards
}

impl TableGame for Gnav {
    const HIDDEN_HANDS: bool = true;
    const ROUND_WORD: RoundWord = RoundWord::Game;
    /// K6: a game is won by the lives kept; the series by games won (the series' score).
    const SUMMARY: &'static [Figure] = &[Figure::LivesLeft, Figure::RoundsWon];

    /// K1: a table seats four players ([`TABLE_PLAYERS`]); another number is refused with the
    /// rule, in the words the set-up form uses (`app::catalog`). The engine itself plays 2–8,
    /// for scenario files.
    fn seat_options(
        options: serde_json::Value,
        seats: &[SeatSetup],
    ) -> Result<serde_json::Value, Msg> {
        if seats.len() == TABLE_PLAYERS {
            return Ok(options);
        }
        Err(Msg::new("app-setup-seats-exactly")
            .msg("game", GameId::Gnav.name_msg())
            .int("count", TABLE_PLAYERS as i64)
            .text("rule", "K1"))
    }

    fn option_specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec::count(
                "games",
                Msg::new("gnav-option-games"),
                "gnav-option-games-value",
                10,
                3,
            ),
            OptionSpec::count(
                "lives",
                Msg::new("gnav-option-lives"),
                "gnav-option-lives-value",
                9,
                3,
            ),
        ]
    }

    /// K7: drawn for the person holding the phone (their own knowledge), with no viewer only
    /// what everyone sees. While a deal's settlement shows (the next deal not dealt yet), the
    /// board is that deal as it ended (K5.1): every card revealed, its dealer, its stock and
    /// the matadors it set aside, not the next deal's already shuffled stock and dealer.
    fn board(&self, viewer: Option<Seat>, ctx: &ViewCtx) -> BoardView {
        let table = self.table();
        let settled = self.showing_settled();
        let seen = viewer.map(|v| self.observation(v));
        let turn = self.turn();
        let dealer = settled.map_or(table.dealer(), |d| d.dealer);
        let players = (0..table.players())
            .map(|seat| self.seat_view(seat, seen.as_ref(), settled, turn, dealer, ctx))
            .collect();
        let set_aside = match settled {
            Some(_) => set_aside_in(self.last_deal_events()),
            None => Card::ALL
                .iter()
                .flat_map(|&c| std::iter::repeat_n(c, usize::from(table.set_aside().count(c))))
                .collect(),
        };
        let last_deal = self.last_deal_view(ctx);
        BoardView::Gnav {
            board: GnavBoard {
                game: self.game() + 1,
                games: self.options().games,
                deal: settled.map_or(self.deal(), |d| d.deal),
                dealer,
                you: viewer,
                players,
                stock: match settled {
                    Some(_) => stock_left(self.last_deal_events()),
                    None => table.stock().total(),
                },
                set_aside: set_aside.into_iter().map(|c| card_name(c, ctx)).collect(),
                last_deal,
                settled: settled.is_some(),
            },
        }
    }

    fn targets(&self, ctx: &ViewCtx, out: &mut Vec<Target<Action>>) {
        let Some(seat) = self.turn() else {
            return;
        };
        let table = self.table();
        out.push(Target::button(
            seat,
            "keep",
            Msg::new("gnav-button-keep"),
            Tap::Act(Action::Keep),
        ));
        let swap = if table.dealer() == seat {
            Msg::new("gnav-button-swap-stock")
        } else {
            match table.next_participant(seat) {
                Some(next) => Msg::new("gnav-button-swap").text("name", ctx.name(next).to_string()),
                None => Msg::new("gnav-button-swap-stock"),
            }
        };
        out.push(Target::button(seat, "swap", swap, Tap::Act(Action::Swap)));
    }

    fn status(&self, ctx: &ViewCtx) -> Msg {
        if self.is_over() {
            return Msg::new("gnav-status-over");
        }
        match self.turn() {
            Some(seat) if self.table().dealer() == seat => {
                Msg::new("gnav-status-dealer").text("name", ctx.name(seat).to_string())
            }
            Some(seat) => Msg::new("gnav-status-turn").text("name", ctx.name(seat).to_string()),
            None => Msg::new("gnav-status-dealing"),
        }
    }

    fn narrate(
        before: &Gnav,
        _actor: Actor,
        _action: &Action,
        after: &Gnav,
        ctx: &ViewCtx,
    ) -> Vec<Msg> {
        let name = |s: Seat| ctx.name(s).to_string();
        let mut lines: Vec<Msg> = Vec::new();
        // K2: where each deal begins, and who deals it, once its first card is out.
        let new_deal = before.game() != after.game()
            || before.deal() != after.deal()
            || before.events().is_empty();
        if new_deal && !after.events().is_empty() {
            lines.push(
                Msg::new("gnav-log-deal-start")
                    .int("deal", after.deal())
                    .int("game", i64::from(after.game()) + 1)
                    .text("name", name(after.table().dealer())),
            );
        }
        lines.extend(
            new_events(before, after)
                .into_iter()
                // Cards dealt face down are not worth a line each; a Narr's knock is (K2).
                .filter(|e| !matches!(e, Event::Dealt { card, .. } if *card != Card::Narr))
                .map(|e| match e {
                    Event::Dealt { seat, .. } => {
                        Msg::new("gnav-log-knock").text("name", name(*seat))
                    }
                    other => other.message(name),
                }),
        );
        if after.last_deal() != before.last_deal() {
            if let Some(deal) = after.last_deal() {
                lines.extend(rest_lines(after, deal, ctx));
            }
        }
        if after.results().len() > before.results().len() {
            if let Some(result) = after.results().last() {
                let winners: Vec<String> = result.winners.iter().map(name).collect();
                let id = if result.draw {
                    "gnav-log-game-drawn"
                } else {
                    "gnav-log-game-won"
                };
                lines.push(
                    Msg::new(id)
                        .text("names", winners.join(", "))
                        .int("game", i64::from(before.game()) + 1),
                );
            }
        }
        lines
    }

    fn haptic(before: &Gnav, _actor: Actor, _action: &Action, after: &Gnav) -> Haptic {
        let events = new_events(before, after);
        if events.iter().any(|e| matches!(e, Event::LifeLost { .. })) {
            Haptic::LifeLost
        } else if after.results().len() > before.results().len() {
            Haptic::Success
        } else if events.iter().any(|e| matches!(e, Event::Show { .. })) {
            Haptic::Failure
        } else {
            Haptic::None
        }
    }

    /// K6: level on games won, the lives left at the end of each game, summed, decide.
    fn tie_break(&self, seat: Seat) -> i64 {
        i64::from(self.standing(seat).lives_banked)
    }

    fn figure_measure(&self, figure: Figure) -> Option<Msg> {
        (figure == Figure::TieBreak).then(|| Msg::new("gnav-standings-level"))
    }

    fn seat_score(&self, seat: Seat) -> (Msg, Option<u8>) {
        let lives = self.table().lives(seat);
        (
            Msg::new("gnav-seat-score")
                .int("lives", lives)
                .int("games", self.standing(seat).games_won),
            Some(lives),
        )
    }

    /// K6: the next game starts everyone on full lives at once, so a finished game's summary
    /// reads the lives from that game's result.
    fn round_end_score(&self, round: usize, seat: Seat) -> (Msg, Option<u8>) {
        let Some(result) = self.results().get(round) else {
            return self.seat_score(seat);
        };
        let lives = result.lives.get(usize::from(seat)).copied().unwrap_or(0);
        let games_won = self.results()[..=round]
            .iter()
            .filter(|r| r.winners.contains(seat))
            .count();
        (
            Msg::new("gnav-seat-score")
                .int("lives", lives)
                .int("games", games_won as i64),
            Some(lives),
        )
    }

    /// K7: a seat knows the card it received (a swap, a draw from the stock, a Katt's undo).
    fn hand_changed(&self, before: &Gnav, seat: Seat) -> bool {
        self.table().hand(seat) != before.table().hand(seat)
    }

    /// K3.3–K3.5, K7: a swap asked of a matador's holder shows the matador though no card
    /// moves; any event past asking and keeping showed a card to someone (a swap, a draw, a
    /// Katt's undo), and so did a new deal.
    fn revealed_since(&self, before: &Gnav) -> bool {
        let same_deal = self.game() == before.game() && self.deal() == before.deal();
        !same_deal
            || new_events(before, self)
                .iter()
                .any(|e| !matches!(e, Event::Keep { .. } | Event::Ask { .. }))
    }

    fn round_label(&self, round: usize) -> Msg {
        Msg::new("gnav-round-label")
            .int("game", round as i64 + 1)
            .int("games", i64::from(self.options().games))
    }

    fn rounds_in_series(&self) -> Option<u32> {
        Some(u32::from(self.options().games))
    }

    fn legend(&self, _ctx: &ViewCtx) -> Vec<(String, Msg)> {
        [
            ("♥", "gnav-legend-life"),
            ("·", "gnav-legend-life-lost"),
            ("◆", "gnav-legend-dealer"),
            ("*", "gnav-legend-you"),
            ("▒▒", "gnav-legend-hidden"),
            ("z", "gnav-legend-resting"),
            ("✗", "gnav-legend-out"),
            ("▤", "gnav-legend-stock"),
            ("⊘", "gnav-legend-set-aside"),
        ]
        .into_iter()
        .map(|(symbol, id)| (symbol.to_string(), Msg::new(id)))
        .collect()
    }

    /// The game of the series and the deal inside it ("Game 1 of 3, deal 4"). Until the next
    /// deal is dealt (its settlement showing), the deal is the one just settled.
    fn place(&self, round: usize) -> Msg {
        let deal = match self.last_deal() {
            Some(last) if self.events().is_empty() => last.deal,
            _ => self.deal(),
        };
        Msg::new("gnav-place")
            .msg("game", self.round_label(round))
            .int("deal", i64::from(deal.max(1)))
    }

    /// K5.1: every card of the deal revealed, who lost a life and by which rule, who rests.
    fn settlement(&self, ctx: &ViewCtx) -> Vec<Msg> {
        let Some(deal) = self.last_deal() else {
            return Vec::new();
        };
        let name = |seat: Seat| ctx.name(seat).to_string();
        let mut lines: Vec<Msg> = (0..)
            .zip(&deal.cards)
            .filter_map(|(seat, card)| {
                card.map(|c| {
                    Msg::new("gnav-settle-card")
                        .text("name", name(seat))
                        .msg("card", c.name_msg())
                })
            })
            .collect();
        let events = self.settled_events();
        let before = lines.len();
        for (i, event) in events.iter().enumerate() {
            if let Event::LifeLost { seat, lives } = event {
                lines.push(
                    Msg::new("gnav-settle-life")
                        .text("name", name(*seat))
                        .int("lives", *lives)
                        .text("why", why_life_lost(events, i, *seat, &deal.cards)),
                );
            }
        }
        if lines.len() == before {
            lines.push(Msg::new("gnav-settle-nobody"));
        }
        lines.extend(rest_lines(self, deal, ctx));
        lines
    }

    /// K5: every deal's settlement is worth seeing, not only a game's end.
    fn settles(before: &Gnav, after: &Gnav) -> bool {
        after.last_deal() != before.last_deal() || after.results().len() > before.results().len()
    }

    /// K3.2–K3.5: a swap whose result the player already knows. The card coming back is known
    /// when the next player's card has been seen (a Narr is always public, K2): taking a Narr
    /// or a lower card gives away the better card; a Drago or Katt refuses and costs a life
    /// (K3.4, K3.5). A Hus or Hest passes the request on and a Gjøk ends the deal, so nothing
    /// certain comes back then; the dealer draws blind from the stock.
    fn warning(&self, seat: Seat, action: &Action) -> Option<Msg> {
        let table = self.table();
        if *action != Action::Swap || table.dealer() == seat {
            return None;
        }
        let next = table.next_participant(seat)?;
        let own = table.hand(seat)?;
        let incoming = self
            .observation(seat)
            .players
            .get(usize::from(next))?
            .card?
            .card()?;
        match incoming {
            Card::Drago | Card::Katt => {
                Some(Msg::new("gnav-warning-matador").msg("card", incoming.name_msg()))
            }
            Card::Hus | Card::Hest | Card::Gjok => None,
            _ if own != Card::Narr && (incoming == Card::Narr || incoming < own) => Some(
                Msg::new("gnav-warning-lower")
                    .msg("own", own.name_msg())
                    .msg("card", incoming.name_msg()),
            ),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Forced, Match};
    use crate::games::gnav::GnavOptions;
    use crate::l10n::Lang;

    /// What the table tells of the deal `keeps` ends, after dealing `cards` to three seats
    /// (seat 0 first, seat 2 deals): the narration of the last keep, and the settlement.
    fn told(cards: &[&str], options: GnavOptions) -> (Vec<Msg>, Vec<Msg>) {
        let names = ["Ann", "Bo", "Cy"].map(String::from);
        let ctx = ViewCtx {
            lang: Lang::En,
            names: &names,
            selection: &[],
            people: vec![true; 3],
        };
        let deck = cards.iter().map(|c| c.to_string());
        let mut m: Match<Gnav> = Match::new(&options, 3, 0)
            .expect("valid")
            .with_forced(Forced::new([], deck));
        m.resolve_chance().expect("dealt");
        for _ in 0..2 {
            let due = m.to_act().due().expect("a seat is due");
            m.act(due, Action::Keep).expect("keeps");
        }
        let before = m.game().clone();
        let due = m.to_act().due().expect("the dealer is due");
        m.act(due, Action::Keep).expect("keeps");
        let after = m.game();
        (
            Gnav::narrate(&before, due, &Action::Keep, after, &ctx),
            after.settlement(&ctx),
        )
    }

    fn ids(msgs: &[Msg]) -> Vec<String> {
        msgs.iter()
            .map(|m| crate::l10n::text(Lang::En, m))
            .collect()
    }

    /// K5.5, K5.6: two Narr holders who survive would rest and leave one player to deal to, so
    /// that deal is skipped and nobody rests: the table says so, and never that they rest.
    #[test]
    fn a_skipped_deal_is_told_and_nobody_is_said_to_rest() {
        let (narrated, settled) = told(&["narr", "narr", "V"], GnavOptions::default());
        for lines in [ids(&narrated), ids(&settled)] {
            assert!(
                lines.iter().any(|l| l.contains("K5.6")),
                "the skipped deal is told: {lines:?}"
            );
            assert!(
                !lines.iter().any(|l| l.contains("rests next deal")),
                "{lines:?}"
            );
        }
    }

    /// K5.5: a Narr holder who survives rests the next deal, and the table says so.
    #[test]
    fn a_surviving_narr_holder_is_said_to_rest() {
        let (narrated, settled) = told(&["narr", "V", "IX"], GnavOptions::default());
        for lines in [ids(&narrated), ids(&settled)] {
            assert!(
                lines.iter().any(|l| l == "Ann rests next deal."),
                "{lines:?}"
            );
        }
    }
}
