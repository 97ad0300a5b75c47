//! DiCa as the engine plays it: setup checks, who acts, the legal actions, chance and its
//! forced outcomes, and the series' outcome and scores.

use super::{Dica, Phase, Tallies, ROUND_MAX, SLOTS};
use crate::engine::{
    sample_listed, Actor, Forced, ForcedError, Game, Outcome, Prob, RoundResult, Seat, SeatSet,
    SetupError, TableRng, Tally, ToAct,
};
use crate::games::dica::cards::{other, Board, CardId, Kind, CARDS, HIGHEST, LOWEST};
use crate::games::dica::duel::Role;
use crate::games::dica::notation::Action;
use crate::games::dica::refusal::Refusal;
use crate::games::dica::{
    Deal, DicaOptions, Mistakes, TimeLimit, MAX_NAME_CHARS, MAX_PLAYERS, MAX_ROUNDS, MIN_ROUNDS,
};
use crate::games::GameId;
use crate::l10n::Msg;
use std::ops::RangeInclusive;

impl Game for Dica {
    type Options = DicaOptions;
    type Action = Action;
    type Refusal = Refusal;

    const ID: GameId = GameId::Dica;
    /// D2: two teams.
    const SEATS: RangeInclusive<usize> = 2..=2;
    const DEFAULT_SEATS: usize = 2;

    fn new(options: &DicaOptions, seats: usize) -> Result<Self, SetupError> {
        if !Self::SEATS.contains(&seats) {
            return Err(SetupError::seat_count(Self::ID, Self::SEATS, seats));
        }
        if !(MIN_ROUNDS..=MAX_ROUNDS).contains(&options.rounds) {
            return Err(SetupError::new(
                "option",
                Msg::new("dica-setup-rounds").int("rounds", options.rounds),
                format!(
                    "a series is {MIN_ROUNDS}–{MAX_ROUNDS} rounds, not {}",
                    options.rounds
                ),
            ));
        }
        if let TimeLimit::Seconds(s) = options.time_limit {
            if !TimeLimit::OFFERED.contains(&s) {
                return Err(SetupError::new(
                    "option",
                    Msg::new("dica-setup-time-limit").int("seconds", s),
                    format!("the time limit is 15, 30, 60 or off, not {s}"),
                ));
            }
        }
        for (t, team) in options.teams.iter().enumerate() {
            if team.players.len() > MAX_PLAYERS {
                return Err(SetupError::new(
                    "option",
                    Msg::new("dica-setup-players")
                        .int("team", t as i64 + 1)
                        .int("max", MAX_PLAYERS as i64),
                    format!("a team has at most {MAX_PLAYERS} players"),
                ));
            }
            if let Some(bad) = team
                .players
                .iter()
                .find(|n| n.trim().is_empty() || n.chars().count() > MAX_NAME_CHARS)
            {
                return Err(SetupError::new(
                    "option",
                    Msg::new("dica-setup-name").int("max", MAX_NAME_CHARS as i64),
                    format!(
                        "a player's name has 1–{MAX_NAME_CHARS} characters, not {:?}",
                        bad.chars().take(MAX_NAME_CHARS + 1).collect::<String>()
                    ),
                ));
            }
        }
        Ok(Dica {
            options: options.clone(),
            board: Board::default(),
            slots: [[None; SLOTS]; 2],
            dealt: 0,
            round: 0,
            phase: Phase::Deal,
            turns: [0; 2],
            tallies: [Tallies::default(); 2],
            by_person: [[Tallies::default(); MAX_PLAYERS]; 2],
            finished: Vec::new(),
            events: Vec::new(),
            last_board: None,
        })
    }

    fn options(&self) -> &DicaOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Over => ToAct::Nobody,
            Phase::Deal | Phase::Rolling { .. } | Phase::Duel { rolling: true, .. } => {
                ToAct::Chance
            }
            Phase::Roll { team, .. } => {
                let mut may = SeatSet::only(team);
                if self.may_challenge(other(team)) {
                    may.insert(other(team));
                }
                ToAct::Seats { due: team, may }
            }
            Phase::Place { team, .. } => ToAct::seat(team),
            Phase::Answer { challenger, .. } => ToAct::seat(other(challenger)),
            Phase::Duel {
                challenger, duel, ..
            } => ToAct::seat(match duel.roller() {
                Role::Challenger => challenger,
                Role::Owner => other(challenger),
            }),
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        let timeout = self.options.time_limit.is_on();
        match self.phase {
            Phase::Roll { team, .. } => {
                if seat == team {
                    out.push(Action::Roll);
                }
                out.extend(
                    CardId::all()
                        .filter(|&id| {
                            self.board
                                .card(id)
                                .challengeable_by(id.value(), seat)
                                .is_ok()
                        })
                        .map(Action::Challenge),
                );
                if seat == team && timeout {
                    out.push(Action::Timeout);
                }
            }
            Phase::Place { team, die, .. } if seat == team => {
                let allow_mistakes = self.options.mistakes == Mistakes::Count;
                out.extend(
                    CardId::all()
                        .filter(|&id| match self.board.kind(id, team, die) {
                            Ok(Kind::Mistake(_)) => allow_mistakes,
                            Ok(_) => true,
                            Err(_) => false,
                        })
                        .map(Action::Place),
                );
                if timeout {
                    out.push(Action::Timeout);
                }
            }
            Phase::Answer { challenger, .. } if seat == other(challenger) => {
                out.extend([Action::Accept, Action::Decline]);
                if timeout {
                    out.push(Action::Timeout);
                }
            }
            Phase::Duel { rolling: false, .. } if self.to_act() == ToAct::seat(seat) => {
                out.push(Action::Roll);
                if timeout {
                    out.push(Action::Timeout);
                }
            }
            _ => {}
        }
    }

    /// A die drawn as `TableRng::pick_from` draws over the listed sixths (below 6), without
    /// listing them; the deal is listed (the same outcome and RNG use either way, which the
    /// conformance suite checks).
    fn sample_chance(
        &self,
        rng: &mut TableRng,
        scratch: &mut Vec<(Action, Prob)>,
    ) -> Option<Action> {
        match self.phase {
            Phase::Rolling { .. } | Phase::Duel { rolling: true, .. } => {
                Some(Action::Die(rng.die()))
            }
            _ => sample_listed(self, rng, scratch),
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, Prob)>) {
        out.clear();
        match self.phase {
            Phase::Deal => {
                let left = match self.options.deal {
                    Deal::Mirrored => (SLOTS - self.deal_target().1) as u32,
                    Deal::Random => (CARDS - usize::from(self.dealt)) as u32,
                };
                for value in LOWEST..=HIGHEST {
                    let copies = match self.options.deal {
                        Deal::Mirrored => u32::from(self.card_to_deal(value).is_some()),
                        Deal::Random => (0..2)
                            .filter_map(|copy| CardId::new(value, copy))
                            .filter(|&c| self.board.card(c).dealt.is_none())
                            .count() as u32,
                    };
                    if copies > 0 && left > 0 {
                        out.push((Action::Deal(value), Prob::new(copies, left)));
                    }
                }
            }
            Phase::Rolling { .. } | Phase::Duel { rolling: true, .. } => {
                out.extend((1..=6).map(|d| (Action::Die(d), Prob::new(1, 6))));
            }
            _ => {}
        }
    }

    fn forced_outcome(&self, forced: &mut Forced) -> Result<Option<Action>, ForcedError> {
        match self.phase {
            Phase::Deal => {
                let Some(text) = forced.peek_card() else {
                    return Ok(None);
                };
                let bad = |why: &str| ForcedError::BadCard {
                    card: text.chars().take(20).collect(),
                    why: why.to_string(),
                };
                // A value (`8`) or the id it must become (`8a`).
                let (value, wanted) = match text.parse::<u8>() {
                    Ok(v) => (v, None),
                    Err(_) => match text.parse::<CardId>() {
                        Ok(id) => (id.value(), Some(id)),
                        Err(_) => return Err(bad("write a card value 6–12, or a card id like 8a")),
                    },
                };
                if !(LOWEST..=HIGHEST).contains(&value) {
                    return Err(bad("a card's value is 6–12 (D1)"));
                }
                match self.card_to_deal(value) {
                    None => Err(bad(match self.options.deal {
                        Deal::Mirrored => "the team being dealt already has a card of that value",
                        Deal::Random => "both cards of that value are dealt, or it is no value",
                    })),
                    Some(id) if wanted.is_some_and(|w| w != id) => Err(bad(
                        "that copy is not the one this deal gives (a is dealt first)",
                    )),
                    Some(_) => {
                        forced.take_card();
                        Ok(Some(Action::Deal(value)))
                    }
                }
            }
            Phase::Rolling { .. } | Phase::Duel { rolling: true, .. } => {
                Ok(forced.take_dice::<1>()?.map(|[d]| Action::Die(d)))
            }
            _ => Ok(None),
        }
    }

    fn apply(&mut self, actor: Actor, action: &Action) -> Result<(), Refusal> {
        let outcome = || Refusal::NotAnOutcome(action.to_string());
        match (actor, self.phase) {
            (Actor::Chance, Phase::Deal) => {
                let Action::Deal(value) = *action else {
                    return Err(outcome());
                };
                let card = self.card_to_deal(value).ok_or_else(outcome)?;
                self.deal(card);
            }
            (Actor::Chance, Phase::Rolling { team, bonus }) => match *action {
                Action::Die(d) if (1..=6).contains(&d) => self.land(team, bonus, d),
                _ => return Err(outcome()),
            },
            (Actor::Chance, Phase::Duel { rolling: true, .. }) => match *action {
                Action::Die(d) if (1..=6).contains(&d) => self.duel_roll(d),
                _ => return Err(outcome()),
            },
            (Actor::Chance, _) => return Err(outcome()),
            (Actor::Seat(seat), _) if seat > 1 => {
                return Err(Refusal::NotYourTurn {
                    action: action.to_string(),
                })
            }
            (Actor::Seat(seat), _) => self.apply_team(seat, action)?,
        }
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let winners = match self.series_winner() {
            Some(t) => SeatSet::only(t),
            None => [0, 1].into_iter().collect(),
        };
        Some(Outcome { winners })
    }

    fn rounds(&self) -> Vec<RoundResult> {
        self.finished
            .iter()
            .map(|r| RoundResult {
                points: r.points.iter().map(|&p| i64::from(p)).collect(),
                winners: match r.winner() {
                    Some(t) => SeatSet::only(t),
                    None => [0, 1].into_iter().collect(),
                },
                tallies: (0..2u8)
                    .flat_map(|seat| {
                        r.tallies[usize::from(seat)].named().into_iter().map(
                            move |(name, value)| Tally {
                                seat,
                                name,
                                value: i64::from(value),
                            },
                        )
                    })
                    .collect(),
                person_tallies: self.person_tallies(r),
            })
            .collect()
    }

    /// Points over the finished rounds plus the points held in the round in play.
    fn score(&self, seat: Seat) -> i64 {
        let t = usize::from(seat);
        let finished = self.finished_points().get(t).copied().unwrap_or(0);
        let current = if self.phase == Phase::Over || t > 1 {
            0
        } else {
            self.board.points(seat)
        };
        i64::from(finished + current)
    }

    fn score_bounds(&self) -> RangeInclusive<i64> {
        0..=ROUND_MAX * i64::from(self.options.rounds)
    }

    /// D9.2: either team may challenge whenever a roll is awaited, so a challenge is refused
    /// for what is wrong with it (`challenge-not-now` when no roll is awaited, else D9.1's
    /// kinds), never with `not-your-turn`: the answer does not depend on whether the team
    /// happens to hold another card it could challenge.
    fn refusal_out_of_turn(&self, seat: Seat, action: &Action) -> Option<Refusal> {
        let Action::Challenge(card) = *action else {
            return None;
        };
        match self.phase {
            Phase::Roll { .. } => self
                .board
                .card(card)
                .challengeable_by(card.value(), seat)
                .err()
                .map(|why| Refusal::NotChallengeable { card, why }),
            _ => Some(Refusal::ChallengeNotNow),
        }
    }
}
