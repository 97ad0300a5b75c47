//! Gnav at the table: the circle of players with their lives, the card in your hand, the cards
//! shown, and keep or swap. Drawn for the person holding the phone only (K7): another seat's
//! card appears only when everyone may see it (a Narr, a revealed settlement).
//!
//! Target ids: `keep`, `swap`.

use crate::engine::{Actor, Game, Observe, Seat};
use crate::games::gnav::cards::Card;
use crate::games::gnav::events::Event;
use crate::games::gnav::notation::Action;
use crate::games::gnav::observation::Knowledge;
use crate::games::gnav::rules::Gnav;
use crate::games::gnav::table::Stage;
use crate::games::gnav::view::{GnavBoard, GnavDealSummary, GnavSeatView};
use crate::l10n::Msg;
use crate::table::adapter::{Figure, RoundWord, TableGame, Tap, Target, ViewCtx};
use crate::table::view::{BoardView, Haptic, OptionChoice, OptionSpec};

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
}

impl TableGame for Gnav {
    const HIDDEN_HANDS: bool = true;
    const ROUND_WORD: RoundWord = RoundWord::Game;
    /// K6: a game is won by the lives kept; the series by games won (the series' score).
    const SUMMARY: &'static [Figure] = &[Figure::LivesLeft, Figure::RoundsWon];

    fn option_specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                key: "games",
                member: None,
                label: Msg::new("gnav-option-games"),
                choices: (1u8..=10)
                    .map(|g| OptionChoice {
                        value: g.into(),
                        label: Msg::new("gnav-option-games-value").int("games", g),
                    })
                    .collect(),
                default: 2,
                description: None,
            },
            OptionSpec {
                key: "lives",
                member: None,
                label: Msg::new("gnav-option-lives"),
                choices: (1u8..=9)
                    .map(|l| OptionChoice {
                        value: l.into(),
                        label: Msg::new("gnav-option-lives-value").int("lives", l),
                    })
                    .collect(),
                default: 2,
                description: None,
            },
        ]
    }

    fn board(&self, viewer: Option<Seat>, ctx: &ViewCtx) -> BoardView {
        let table = self.table();
        let seen = viewer.map(|v| self.observation(v));
        let turn = self.turn();
        let players = (0..table.players())
            .map(|seat| {
                let standing = self.standing(seat);
                let held = table.hand(seat);
                // K7: the viewer's own knowledge; with no viewer, only a Narr (always public).
                let known = match &seen {
                    Some(obs) => obs
                        .players
                        .get(usize::from(seat))
                        .and_then(|p| p.card)
                        .and_then(Knowledge::card),
                    None => held.filter(|c| *c == Card::Narr),
                };
                GnavSeatView {
                    seat,
                    name: ctx.name(seat).to_string(),
                    lives: table.lives(seat),
                    max_lives: self.options().lives,
                    games_won: standing.games_won,
                    resting: self.resting().contains(seat),
                    out: table.lives(seat) == 0,
                    in_deal: table.in_deal().contains(seat),
                    is_turn: turn == Some(seat),
                    is_dealer: table.dealer() == seat,
                    card: known.map(|c| card_name(c, ctx)),
                    card_hidden: held.is_some() && known.is_none(),
                }
            })
            .collect();
        let set_aside = Card::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, usize::from(table.set_aside().count(c))))
            .map(|c| card_name(c, ctx))
            .collect();
        let last_deal = self.last_deal().map(|d| GnavDealSummary {
            cards: d
                .cards
                .iter()
                .map(|c| c.map(|c| card_name(c, ctx)))
                .collect(),
            losers: d.losers.iter().map(u32::from).collect(),
            resting_next: d.rests.iter().map(u32::from).collect(),
        });
        BoardView::Gnav {
            board: GnavBoard {
                game: self.game() + 1,
                games: self.options().games,
                deal: self.deal(),
                dealer: table.dealer(),
                you: viewer,
                players,
                stock: table.stock().total(),
                set_aside,
                last_deal,
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
        let mut lines: Vec<Msg> = new_events(before, after)
            .into_iter()
            // Cards dealt face down are not worth a line each; a Narr's knock is (K2).
            .filter(|e| !matches!(e, Event::Dealt { card, .. } if *card != Card::Narr))
            .map(|e| match e {
                Event::Dealt { seat, .. } => Msg::new("gnav-log-knock").text("name", name(*seat)),
                other => other.message(name),
            })
            .collect();
        if after.last_deal() != before.last_deal() {
            if let Some(deal) = after.last_deal() {
                for seat in deal.rests.iter() {
                    lines.push(Msg::new("gnav-log-rests").text("name", name(seat)));
                }
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
        for seat in deal.rests.iter() {
            lines.push(Msg::new("gnav-log-rests").text("name", name(seat)));
        }
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
