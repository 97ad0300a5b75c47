//! DiCa at the table: the two teams' rows of cards with their stones, the die, challenges and
//! duels, and what can be tapped.
//!
//! The seats are the teams (D2, [`seating`]): seat 0 is Team Red (Team 1), seat 1 Team
//! Blue (Team 2). Each team's row holds the cards dealt to it in dealing order (D3); a card's
//! side, ★ and holder say where it stands now (D6). The status line names the team the rules
//! wait for and whose hands the device should be in (D2): "Team Blue (Ann): roll the die."
//!
//! Target ids:
//! - `roll`: the turn's roll, a bonus roll (D4.4) or a duel roll (D9.4), for the team due;
//! - `card:<id>` (`card:8a`): put the rolled stone on that card, one target per card; the ones
//!   the engine refuses carry its own reason (D4.6, D4.7);
//! - `challenge:<id>`: challenge that card, for the team that may (D9.1), while a roll is
//!   awaited (D9.2): only eligible cards are offered;
//! - `accept`, `decline`: the owner's answer (D9.3).
//!
//! A timeout is never a target: the table injects it when the turn clock runs out (D10). The
//! clock's moments: a turn's roll and its placement share one limit; each bonus roll, each
//! answer to a challenge and each duel roll has a limit of its own, and so does the roll awaited
//! again once a challenge is settled (the challenge was not the team's time to spend).

mod seating;

use crate::engine::{Actor, Game, Refusal as _, Seat, ToAct};
use crate::games::dica::cards::{other, Card, CardId, Kind, Status, Team};
use crate::games::dica::duel::{self, Duel, Role, Stage};
use crate::games::dica::events::Event;
use crate::games::dica::notation::Action;
use crate::games::dica::rules::{Dica, Phase};
use crate::games::dica::view::{
    CardState, DicaBoard, DicaCardView, DicaChallengeView, DicaDuelView, DicaTeamView,
};
use crate::games::dica::TimeLimit;
use crate::l10n::Msg;
use crate::table::adapter::{TableGame, Tap, Target, TurnClock, ViewCtx};
use crate::table::setup::SeatSetup;
use crate::table::view::{BoardView, Haptic, OptionChoice, OptionSpec, TargetKind};
use std::borrow::Cow;

/// D2: a team by its colour, "Team Red".
fn team_msg(team: Team) -> Msg {
    Msg::new("dica-team").int("team", i64::from(team) + 1)
}

/// The stones of a card, "4 + 3".
fn stones_text(card: &Card) -> String {
    stones(card)
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

fn stones(card: &Card) -> Vec<u8> {
    card.stones
        .iter()
        .take(usize::from(card.count))
        .copied()
        .collect()
}

/// Where a card stands, as drawn.
fn card_state(card: &Card) -> CardState {
    match card.status {
        Status::Open => CardState::Open,
        Status::Won { by } if card.dealt == Some(by) => CardState::Won,
        Status::Won { .. } => CardState::Stolen,
        Status::Neutralised => CardState::Blocked,
        Status::Dead { .. } => CardState::Dead,
        Status::Eliminated => CardState::Eliminated,
    }
}

/// A card in words.
fn card_msg(id: CardId, card: &Card) -> Msg {
    let name = id.to_string();
    let value = id.value();
    match (card.status, card.side()) {
        (Status::Open, Some(side)) => Msg::new(if card.is_star() {
            "dica-card-star"
        } else {
            "dica-card-open"
        })
        .text("card", name)
        .int("value", value)
        .int("count", card.count)
        .text("stones", stones_text(card))
        .int("sum", card.sum())
        .msg("side", team_msg(side)),
        (Status::Open, None) => Msg::new("dica-card-undealt").text("card", name),
        (Status::Won { by }, _) => Msg::new(if card.dealt == Some(by) {
            "dica-card-won"
        } else {
            "dica-card-stolen"
        })
        .text("card", name)
        .int("value", value)
        .msg("team", team_msg(by)),
        (Status::Neutralised, _) => Msg::new("dica-card-blocked").text("card", name),
        (Status::Dead { .. }, _) => Msg::new("dica-card-dead").text("card", name),
        (Status::Eliminated, _) => Msg::new("dica-card-eliminated").text("card", name),
    }
}

/// The team rolling in a duel.
fn roller(challenger: Team, duel: &Duel) -> Team {
    match duel.roller() {
        Role::Challenger => challenger,
        Role::Owner => other(challenger),
    }
}

/// D9.4: the roll being made in the duel's stage (from 1), of how many the stage allows.
fn duel_roll(duel: &Duel) -> (u8, u8) {
    match duel.stage {
        Stage::Challenger { missed } => (missed + 1, duel::CHALLENGER_ROLLS),
        Stage::Owner { hit_on, missed } => (missed + 1, hit_on),
        Stage::OwnerFive { missed } => (missed + 1, duel::OWNER_ROLLS_AFTER_MISS),
    }
}

/// The events an applied action added: a team action starts them afresh, chance outcomes add
/// to those of the team action before them.
fn new_events<'a>(before: &Dica, actor: Actor, after: &'a Dica) -> &'a [Event] {
    match actor {
        Actor::Chance => after.events().get(before.events().len()..).unwrap_or(&[]),
        Actor::Seat(_) => after.events(),
    }
}

/// How strongly a haptic is felt, to keep the strongest of an action's events.
fn strength(haptic: Haptic) -> u8 {
    match haptic {
        Haptic::None => 0,
        Haptic::DiceRoll => 1,
        Haptic::Failure | Haptic::LifeLost => 2,
        Haptic::Success => 3,
        Haptic::Steal => 4,
    }
}

impl Dica {
    /// D2: who plays for `team` now: whose hands the device is in, else the seat's label (a
    /// team of one named only by its seat, or an AI team).
    fn who(&self, team: Team, ctx: &ViewCtx) -> String {
        self.hand(team)
            .map_or_else(|| ctx.name(team).to_string(), str::to_string)
    }

    /// "Team Red (Ann)".
    fn team_who(&self, team: Team, ctx: &ViewCtx) -> Msg {
        Msg::new("dica-team-who")
            .int("team", i64::from(team) + 1)
            .text("who", self.who(team, ctx))
    }

    /// Why the engine would refuse `action` by `seat` now, if it would: asked by applying it
    /// to a copy, so the table never re-derives a rule.
    fn refusal(&self, seat: Seat, action: Action) -> Option<Msg> {
        self.clone()
            .apply(Actor::Seat(seat), &action)
            .err()
            .map(|r| r.message())
    }

    fn tap(&self, seat: Seat, action: Action) -> Tap<Action> {
        match self.refusal(seat, action) {
            None => Tap::Act(action),
            Some(why) => Tap::Refused(why.into()),
        }
    }

    /// D10: which timed moment this is (see the module's doc): the turns started in the
    /// series, the bonus rolls the team has earned this round (a new one each), and the step
    /// within them: the roll and its placement, an answer, or the duel roll by number.
    fn timed_moment(&self) -> u64 {
        let [a, b] = self.turns();
        let turns = u64::from(a) + u64::from(b);
        let (team, step) = match self.phase() {
            Phase::Roll { team, .. } | Phase::Rolling { team, .. } | Phase::Place { team, .. } => {
                (team, 0)
            }
            Phase::Answer { team, .. } => (team, 1),
            Phase::Duel { team, duel, .. } => {
                let rolled = match duel.stage {
                    Stage::Challenger { missed } => missed,
                    Stage::Owner { hit_on, missed } => hit_on + missed,
                    Stage::OwnerFive { missed } => duel::CHALLENGER_ROLLS + missed,
                };
                (
                    team,
                    2 + u64::from(duel.restarts) * 16 + u64::from(rolled % 16),
                )
            }
            Phase::Deal | Phase::Over => (0, 0),
        };
        let bonus_rolls = self
            .tallies()
            .get(usize::from(team))
            .map_or(0, |t| u64::from(t.neutralises));
        (turns << 32) | ((bonus_rolls & 0xff) << 24) | (step & 0xff_ffff)
    }

    fn card_view(&self, id: CardId, targets: &[Target<Action>], ctx: &ViewCtx) -> DicaCardView {
        let card = self.board().card(id);
        let ids = [format!("card:{id}"), format!("challenge:{id}")];
        DicaCardView {
            id: id.to_string(),
            value: id.value(),
            dealt: card.dealt.unwrap_or(0),
            stones: stones(card).into_iter().map(u32::from).collect(),
            sum: card.sum(),
            state: card_state(card),
            holder: match card.status {
                Status::Won { by } => Some(by),
                _ => None,
            },
            side: card.side(),
            star_for: card.is_star().then(|| card.side()).flatten(),
            eliminated: (0..2u8)
                .filter(|&t| card.has_erred(t))
                .map(u32::from)
                .collect(),
            challenged: card.challenged,
            target: targets
                .iter()
                .find(|t| ids.contains(&t.id))
                .map(|t| t.id.clone()),
            text: ctx.text(&card_msg(id, card)),
        }
    }

    /// D9.4: the duel in words, if one is on.
    fn duel_msg(&self, ctx: &ViewCtx) -> Option<Msg> {
        let Phase::Duel {
            challenger,
            card,
            duel,
            ..
        } = self.phase()
        else {
            return None;
        };
        let (roll, of) = duel_roll(&duel);
        let msg = match duel.stage {
            Stage::Challenger { .. } => Msg::new("dica-duel-challenger"),
            Stage::Owner { .. } => Msg::new("dica-duel-owner"),
            Stage::OwnerFive { .. } => Msg::new("dica-duel-owner-five"),
        };
        Some(
            msg.text("card", card.to_string())
                .int("target", duel.target)
                .msg("team", self.team_who(roller(challenger, &duel), ctx))
                .msg("challenger", team_msg(challenger))
                .int("roll", roll)
                .int("of", of),
        )
    }

    fn duel_view(&self, ctx: &ViewCtx) -> Option<DicaDuelView> {
        let Phase::Duel {
            challenger,
            card,
            duel,
            ..
        } = self.phase()
        else {
            return None;
        };
        let roller = roller(challenger, &duel);
        let (roll, of) = duel_roll(&duel);
        let text = self.duel_msg(ctx)?;
        Some(DicaDuelView {
            card: card.to_string(),
            challenger,
            owner: other(challenger),
            target: duel.target,
            roller,
            roll,
            of,
            restarts: duel.restarts,
            text: ctx.text(&text),
        })
    }

    /// D9.2: a target for each card either team may challenge (an eligible card of the other
    /// team), while a roll is awaited.
    fn challenge_targets(&self, out: &mut Vec<Target<Action>>) {
        let mut legal = Vec::new();
        for seat in 0..2 {
            self.legal_actions(seat, &mut legal);
            for &action in &legal {
                let Action::Challenge(id) = action else {
                    continue;
                };
                let card = self.board().card(id);
                out.push(Target {
                    id: format!("challenge:{id}"),
                    seat,
                    kind: TargetKind::Challenge,
                    label: Cow::Owned(
                        Msg::new("dica-target-challenge").text("card", id.to_string()),
                    ),
                    a11y: Cow::Owned(
                        Msg::new("dica-target-challenge-a11y")
                            .text("card", id.to_string())
                            .int("points", id.value())
                            .int("target", card.target(id.value())),
                    ),
                    tap: self.tap(seat, action),
                });
            }
        }
    }

    /// D4: every card is a target for the stone worth `die` that `team` places; the ones the
    /// rules refuse say why.
    fn card_targets(&self, team: Team, die: u8, out: &mut Vec<Target<Action>>) {
        for id in CardId::all() {
            out.push(Target {
                id: format!("card:{id}"),
                seat: team,
                kind: TargetKind::Card,
                label: Cow::Owned(Msg::new("dica-target-card").text("card", id.to_string())),
                a11y: Cow::Owned(
                    Msg::new("dica-target-card-a11y")
                        .int("die", die)
                        .msg("card", card_msg(id, self.board().card(id))),
                ),
                tap: self.tap(team, Action::Place(id)),
            });
        }
    }
}

impl TableGame for Dica {
    /// Every card and stone lies face up (D3).
    const HIDDEN_HANDS: bool = false;

    fn option_specs() -> Vec<OptionSpec> {
        let word = |value: &str, id: &'static str| OptionChoice {
            value: value.into(),
            label: Msg::new(id),
        };
        let mut times: Vec<OptionChoice> = TimeLimit::OFFERED
            .iter()
            .map(|&s| OptionChoice {
                value: s.into(),
                label: Msg::new("dica-option-time-limit-value").int("seconds", s),
            })
            .collect();
        times.push(word("off", "dica-option-time-limit-off"));
        vec![
            OptionSpec {
                key: "rounds",
                member: None,
                label: Msg::new("dica-option-rounds"),
                choices: [5u8, 7, 9]
                    .into_iter()
                    .map(|r| OptionChoice {
                        value: r.into(),
                        label: Msg::new("dica-option-rounds-value").int("rounds", r),
                    })
                    .collect(),
                default: 0,
                description: None,
            },
            OptionSpec {
                key: "time_limit",
                member: None,
                label: Msg::new("dica-option-time-limit"),
                choices: times,
                default: 1,
                description: Some(Msg::new("dica-option-time-limit-about")),
            },
            OptionSpec {
                key: "deal",
                member: None,
                label: Msg::new("dica-option-deal"),
                choices: vec![
                    word("mirrored", "dica-option-deal-mirrored"),
                    word("random", "dica-option-deal-random"),
                ],
                default: 0,
                description: Some(Msg::new("dica-option-deal-about")),
            },
            OptionSpec {
                key: "mistakes",
                member: None,
                label: Msg::new("dica-option-mistakes"),
                choices: vec![
                    word("count", "dica-option-mistakes-count"),
                    word("prevent", "dica-option-mistakes-prevent"),
                ],
                default: 0,
                description: Some(Msg::new("dica-option-mistakes-about")),
            },
        ]
    }

    fn seat_options(
        options: serde_json::Value,
        seats: &[SeatSetup],
    ) -> Result<serde_json::Value, Msg> {
        seating::team_options(options, seats)
    }

    fn board(&self, _viewer: Option<Seat>, ctx: &ViewCtx) -> BoardView {
        let mut targets = Vec::new();
        self.targets(ctx, &mut targets);
        let due = self.to_act().due();
        let teams = (0..2u8)
            .map(|team| DicaTeamView {
                team,
                name: ctx.text(&team_msg(team)),
                label: ctx.name(team).to_string(),
                players: self
                    .options()
                    .teams
                    .get(usize::from(team))
                    .map(|t| t.players.clone())
                    .unwrap_or_default(),
                hand: self.hand(team).map(str::to_string),
                is_turn: due == Some(Actor::Seat(team)),
                points: self.board().points(team),
                rounds_won: self
                    .rounds_won()
                    .get(usize::from(team))
                    .copied()
                    .unwrap_or(0),
                total: self.score(team),
                cards: self
                    .slots()
                    .get(usize::from(team))
                    .into_iter()
                    .flatten()
                    .flatten()
                    .map(|&id| self.card_view(id, &targets, ctx))
                    .collect(),
            })
            .collect();
        let (die, bonus) = match self.phase() {
            Phase::Place { die, bonus, .. } => (Some(die), bonus),
            Phase::Roll { bonus, .. } | Phase::Rolling { bonus, .. } => (None, bonus),
            _ => (None, false),
        };
        let challenge = match self.phase() {
            Phase::Answer {
                challenger, card, ..
            } => Some(DicaChallengeView {
                card: card.to_string(),
                challenger,
                owner: other(challenger),
            }),
            _ => None,
        };
        BoardView::Dica {
            board: DicaBoard {
                round: self.round() + 1,
                rounds: self.options().rounds,
                teams,
                turn: self.turn(),
                die,
                bonus,
                challenge,
                duel: self.duel_view(ctx),
                time_limit_s: match self.options().time_limit {
                    TimeLimit::Seconds(s) => Some(s),
                    TimeLimit::Off => None,
                },
                mistakes_prevented: self.options().mistakes
                    == crate::games::dica::Mistakes::Prevent,
            },
        }
    }

    fn targets(&self, _ctx: &ViewCtx, out: &mut Vec<Target<Action>>) {
        match self.phase() {
            Phase::Roll { team, bonus } => {
                let label = Msg::new(if bonus {
                    "dica-button-roll-bonus"
                } else {
                    "dica-button-roll"
                });
                out.push(Target {
                    kind: TargetKind::Roll,
                    ..Target::button(team, "roll", label, self.tap(team, Action::Roll))
                });
                self.challenge_targets(out);
            }
            Phase::Place { team, die, .. } => self.card_targets(team, die, out),
            Phase::Answer { challenger, .. } => {
                let owner = other(challenger);
                out.push(Target::button(
                    owner,
                    "accept",
                    Msg::new("dica-button-accept"),
                    self.tap(owner, Action::Accept),
                ));
                out.push(Target::button(
                    owner,
                    "decline",
                    Msg::new("dica-button-decline"),
                    self.tap(owner, Action::Decline),
                ));
            }
            Phase::Duel {
                challenger,
                duel,
                rolling: false,
                ..
            } => {
                let seat = roller(challenger, &duel);
                out.push(Target {
                    kind: TargetKind::Roll,
                    ..Target::button(
                        seat,
                        "roll",
                        Msg::new("dica-button-roll-duel"),
                        self.tap(seat, Action::Roll),
                    )
                });
            }
            Phase::Deal | Phase::Rolling { .. } | Phase::Duel { .. } | Phase::Over => {}
        }
    }

    fn status(&self, ctx: &ViewCtx) -> Msg {
        match self.phase() {
            Phase::Deal => Msg::new("dica-status-dealing"),
            Phase::Roll { team, bonus } => Msg::new(if bonus {
                "dica-status-bonus"
            } else {
                "dica-status-roll"
            })
            .msg("team", self.team_who(team, ctx)),
            Phase::Rolling { team, .. } => {
                Msg::new("dica-status-rolling").msg("team", self.team_who(team, ctx))
            }
            Phase::Place { team, die, .. } => Msg::new("dica-status-place")
                .msg("team", self.team_who(team, ctx))
                .int("die", die),
            Phase::Answer {
                challenger, card, ..
            } => Msg::new("dica-status-answer")
                .msg("team", self.team_who(other(challenger), ctx))
                .msg("challenger", team_msg(challenger))
                .text("card", card.to_string()),
            Phase::Duel {
                challenger,
                card,
                duel,
                ..
            } => Msg::new("dica-status-duel")
                .msg("team", self.team_who(roller(challenger, &duel), ctx))
                .text("card", card.to_string())
                .int("target", duel.target),
            Phase::Over => Msg::new("dica-status-over"),
        }
    }

    fn narrate(
        before: &Dica,
        actor: Actor,
        _action: &Action,
        after: &Dica,
        ctx: &ViewCtx,
    ) -> Vec<Msg> {
        // A team's holder changes only when its turn starts (D2), which the events of that
        // start already follow: name everyone as they stand after the action.
        new_events(before, actor, after)
            .iter()
            .map(|e| e.message(&|team| after.team_who(team, ctx)))
            .collect()
    }

    fn haptic(before: &Dica, actor: Actor, _action: &Action, after: &Dica) -> Haptic {
        new_events(before, actor, after)
            .iter()
            .map(|e| match e {
                Event::Won { steal: true, .. } | Event::DuelWon { steal: true, .. } => {
                    Haptic::Steal
                }
                Event::Won { .. } | Event::DuelWon { .. } | Event::Neutralised { .. } => {
                    Haptic::Success
                }
                Event::Erred { .. } | Event::Dead { .. } | Event::TimedOut { .. } => {
                    Haptic::Failure
                }
                Event::Rolled { .. } | Event::DuelRolled { .. } => Haptic::DiceRoll,
                _ => Haptic::None,
            })
            .max_by_key(|&h| strength(h))
            .unwrap_or(Haptic::None)
    }

    /// The rolled stone to place (D4). Nothing else: while a duel waits for a roll (D9.4),
    /// the die last rolled belongs to an earlier roll (often the other team's: the challenger's
    /// hit the owner now answers), so the table shows none until the team named has rolled;
    /// the log says whose roll each die was.
    fn dice(&self) -> Vec<u8> {
        match self.phase() {
            Phase::Place { die, .. } => vec![die],
            _ => Vec::new(),
        }
    }

    fn seat_score(&self, seat: Seat) -> (Msg, Option<u8>) {
        let won = self
            .rounds_won()
            .get(usize::from(seat))
            .copied()
            .unwrap_or(0);
        (
            Msg::new("dica-seat-score")
                .int("points", self.score(seat))
                .int("rounds", won),
            None,
        )
    }

    /// D2: seat 0 is Team Red, seat 1 Team Blue.
    fn team(&self, seat: Seat) -> Option<u8> {
        (seat < 2).then_some(seat)
    }

    /// D2: a team of several people, as the options list them.
    fn seat_people(&self, seat: Seat) -> &[String] {
        self.options()
            .teams
            .get(usize::from(seat))
            .map_or(&[], |team| team.players.as_slice())
    }

    /// D10: the options' limit, for the team the rules wait for, restarted at each timed
    /// moment (see the module's doc).
    fn clock(&self) -> Option<TurnClock> {
        let TimeLimit::Seconds(seconds) = self.options().time_limit else {
            return None;
        };
        let ToAct::Seats { due, .. } = self.to_act() else {
            return None;
        };
        Some(TurnClock {
            seat: due,
            limit_ms: u64::from(seconds) * 1000,
            turn: self.timed_moment(),
        })
    }

    /// D10: `timeout`, when the engine allows it for `seat` now.
    fn timeout(&self, seat: Seat) -> Option<Action> {
        let mut legal = Vec::new();
        self.legal_actions(seat, &mut legal);
        legal.contains(&Action::Timeout).then_some(Action::Timeout)
    }

    fn round_label(&self, round: usize) -> Msg {
        Msg::new("dica-round-label")
            .int("round", round as i64 + 1)
            .int("rounds", i64::from(self.options().rounds))
    }

    fn rounds_in_series(&self) -> Option<u32> {
        Some(u32::from(self.options().rounds))
    }

    /// D8: the round's final board in words: each team's points and the cards it won, stole
    /// and saw blocked, then the cards nobody scores.
    fn settlement(&self, ctx: &ViewCtx) -> Vec<Msg> {
        let (Some(board), Some(record)) = (self.last_board(), self.finished().last()) else {
            return Vec::new();
        };
        let none = || ctx.text(&Msg::new("dica-settle-none"));
        let list = |keep: &dyn Fn(&Card) -> bool| {
            let ids: Vec<String> = CardId::all()
                .filter(|&id| keep(board.card(id)))
                .map(|id| id.to_string())
                .collect();
            if ids.is_empty() {
                none()
            } else {
                ids.join(", ")
            }
        };
        let mut lines: Vec<Msg> = (0..2u8)
            .map(|team| {
                let won = |c: &Card| c.status == Status::Won { by: team } && c.dealt == Some(team);
                let stolen =
                    |c: &Card| c.status == Status::Won { by: team } && c.dealt != Some(team);
                Msg::new("dica-settle-team")
                    .msg("team", team_msg(team))
                    .int("points", record.points[usize::from(team)])
                    .text("won", list(&won))
                    .text("stolen", list(&stolen))
            })
            .collect();
        lines.push(Msg::new("dica-settle-blocked").text(
            "cards",
            list(&|c: &Card| matches!(c.status, Status::Neutralised | Status::Dead { .. })),
        ));
        lines.push(
            Msg::new("dica-settle-eliminated")
                .text("cards", list(&|c: &Card| c.status == Status::Eliminated)),
        );
        lines
    }

    fn legend(&self, _ctx: &ViewCtx) -> Vec<(String, Msg)> {
        [
            ("8a", "dica-legend-card"),
            ("2+3=5", "dica-legend-stones"),
            ("★", "dica-legend-star"),
            ("✓", "dica-legend-won"),
            ("⇄", "dica-legend-stolen"),
            ("⊘", "dica-legend-blocked"),
            ("†", "dica-legend-dead"),
            ("✗", "dica-legend-eliminated"),
        ]
        .into_iter()
        .map(|(symbol, id)| (symbol.to_string(), Msg::new(id)))
        .collect()
    }

    /// D4.5, D4.7: with mistakes counted, a stone that errs puts the team out of the card
    /// (and gives it to the other team as a ★ card): certain, so the table asks again.
    fn warning(&self, seat: Seat, action: &Action) -> Option<Msg> {
        let (Phase::Place { team, die, .. }, Action::Place(id)) = (self.phase(), action) else {
            return None;
        };
        if team != seat {
            return None;
        }
        match self.board().kind(*id, team, die) {
            Ok(Kind::Mistake(why)) => Some(
                Msg::new("dica-warning-mistake")
                    .int("die", die)
                    .text("card", id.to_string())
                    .text("why", why.as_str()),
            ),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests;
