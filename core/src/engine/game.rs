//! The [`Game`] trait and what a game reports about its result.

use super::actor::{Actor, Seat, SeatSet, ToAct};
use super::chance::{Forced, ForcedError, Prob};
use super::game_id::GameId;
use super::notation::NotationError;
use super::playout::{chooser, Playout, PlayoutError, PLAYOUT_CAP};
use super::rng::TableRng;
use crate::l10n::Msg;
use serde::{de::DeserializeOwned, Serialize};
use std::fmt::{Debug, Display};
use std::ops::RangeInclusive;
use std::str::FromStr;

/// One game's rules, as a state machine over a whole match (a DICEN game of rounds, a DiCa
/// series, a Ganjifa series of deals, a Gnav series of games).
///
/// The contract, checked for every game by the generic conformance suite:
/// - while not over, some actor has a legal action; chance acts alone;
/// - every action in [`Game::legal_actions`] applies without error, and an action that is not
///   legal is refused with a typed [`Refusal`] and changes nothing;
/// - chance outcomes have exact probabilities in (0, 1] that sum to one;
/// - the state serialises, and restores to the same state;
/// - replaying the action log from the options reproduces the state.
pub trait Game:
    Observe + Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// Table options (board size, variants, series length). `Default` is the rule book's default.
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// An action in the game's notation (`Display` + `FromStr` round-trip).
    type Action: Clone
        + Debug
        + PartialEq
        + Eq
        + Display
        + FromStr<Err = NotationError>
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;
    /// Why an action was refused.
    type Refusal: Refusal;

    const ID: GameId;
    /// How many seats the rules allow.
    const SEATS: RangeInclusive<usize>;
    /// The rule book's usual number of seats.
    const DEFAULT_SEATS: usize;

    /// A new match at its start. Refuses seat counts and option combinations the rules do not allow.
    fn new(options: &Self::Options, seats: usize) -> Result<Self, SetupError>;

    fn options(&self) -> &Self::Options;
    fn seat_count(&self) -> usize;

    /// Who the game waits for.
    fn to_act(&self) -> ToAct;

    /// Legal actions of `seat` now, appended to `out` (cleared first). Empty when the seat may
    /// not act.
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Self::Action>);

    /// Chance outcomes with their exact probabilities, appended to `out` (cleared first). Empty
    /// unless chance is due.
    fn chance_outcomes(&self, out: &mut Vec<(Self::Action, Prob)>);

    /// One chance outcome drawn with `rng`, exactly as [`TableRng::pick`] over
    /// [`Game::chance_outcomes`] would draw it (the same outcome, the same RNG draws), so that a
    /// saved game replays the same whichever way it was dealt. `scratch` holds the outcome list
    /// between calls. A game whose outcomes are uniform overrides this to draw one without
    /// listing them all (Ganjifa deals a card from the undealt bitset), and may fall back on
    /// [`sample_listed`] where it does not. `None` unless chance is due.
    fn sample_chance(
        &self,
        rng: &mut TableRng,
        scratch: &mut Vec<(Self::Action, Prob)>,
    ) -> Option<Self::Action> {
        sample_listed(self, rng, scratch)
    }

    /// One of `seat`'s [`Game::legal_actions`], drawn uniformly with `rng` exactly as
    /// `legal[rng.below(legal.len())]` would draw it (the same action, the same RNG draw), for
    /// random playouts. `scratch` holds the list between calls. A game whose moves are a set of
    /// cards overrides this to draw one without listing them (Ganjifa), and may fall back on
    /// [`sample_legal_listed`]. `None`, with no draw, when `seat` may not act.
    fn sample_legal(
        &self,
        seat: Seat,
        rng: &mut TableRng,
        scratch: &mut Vec<Self::Action>,
    ) -> Option<Self::Action> {
        sample_legal_listed(self, seat, rng, scratch)
    }

    /// Plays on to the end with uniformly random moves of the seat due (never an interjection):
    /// chance from `chance`, each seat from its [`crate::engine::chooser`] in `choosers`.
    /// Exactly [`play_out_stepwise`] (the same end state, counts and RNG draws); a game overrides
    /// it only to do the same faster, and the conformance suite holds it to that.
    fn play_out_randomly(
        &mut self,
        chance: &mut TableRng,
        choosers: &mut [TableRng],
    ) -> Result<Playout, PlayoutError> {
        play_out_stepwise(self, chance, choosers)
    }

    /// The outcome forced data prescribes for the chance node now due, taken from `forced`.
    /// `Ok(None)` when `forced` holds nothing for it (the RNG decides).
    fn forced_outcome(&self, forced: &mut Forced) -> Result<Option<Self::Action>, ForcedError>;

    /// Applies `action` by `actor`. [`crate::engine::Match`] has already checked that `actor`
    /// may act; the game checks the action itself and, when refusing it, changes nothing.
    fn apply(&mut self, actor: Actor, action: &Self::Action) -> Result<(), Self::Refusal>;

    fn is_over(&self) -> bool {
        matches!(self.to_act(), ToAct::Nobody)
    }

    /// The result, once over.
    fn outcome(&self) -> Option<Outcome>;

    /// Rounds (deals, games of a series) finished so far, oldest first.
    fn rounds(&self) -> Vec<RoundResult>;

    /// A seat's standing in the match so far, in the game's own points (DICEN: lower is better).
    fn score(&self, seat: Seat) -> i64;

    /// The range every [`Game::score`] stays in for this match's options and seats.
    fn score_bounds(&self) -> RangeInclusive<i64>;

    /// How many cards `action` plays from a hand to the table: the unit speed is compared in
    /// for trick-taking games (OpenSpiel's card games count one per card). 0, the default, for
    /// games without tricks.
    fn cards_played(_action: &Self::Action) -> u32 {
        0
    }

    /// Why `seat`, which may not act now, could not take `action` anyway, when the rules let a
    /// seat attempt it out of turn: DiCa's challenges (D9.2), which either team may make
    /// whenever a roll is awaited, are refused for what is wrong with the challenge, whoever
    /// tries them. `None` (the default): the refusal is `not-your-turn`.
    fn refusal_out_of_turn(&self, _seat: Seat, _action: &Self::Action) -> Option<Self::Refusal> {
        None
    }
}

/// What a seat may know of a game, and the whole state as JSON: apart from [`Game`] so that
/// each game writes its observations in a file of their own, below nothing but its rules.
pub trait Observe {
    /// What one seat may know. Perfect-information games lend out the whole state.
    type Observation<'a>: Serialize
    where
        Self: 'a;

    /// What `seat` may know.
    fn observation(&self, seat: Seat) -> Self::Observation<'_>;

    /// The state as documented JSON (the public contract scenario `expect`s match against; see
    /// `tests/scenarios/README.md`). It shows the table as a referee sees it, hidden cards included.
    fn state_json(&self) -> serde_json::Value;

    /// What `seat` may know, as documented JSON (a scenario step's `view`, see
    /// `tests/scenarios/README.md`). Built from [`Game::observation`], so a hidden card that
    /// leaked into what a bot or the table is given would show here too.
    fn observation_json(&self, seat: Seat) -> serde_json::Value;
}

/// A seat's view in a game played in the open (DiCa, DICEN): the whole state, with `seat`.
pub fn open_view(mut state: serde_json::Value, seat: Seat) -> serde_json::Value {
    if let serde_json::Value::Object(map) = &mut state {
        map.insert("seat".into(), seat.into());
    }
    state
}

/// Why a game refused an action. The kind is a stable, kebab-case id that scenarios match on;
/// the message is localisable and cites a rule where one applies.
pub trait Refusal: std::error::Error + Clone + Debug + PartialEq + Send + Sync + 'static {
    fn kind(&self) -> &'static str;
    /// The rule that forbids the action (`"N4"`, `"D4.6"`), if one does.
    fn rule(&self) -> Option<&'static str>;
    fn message(&self) -> Msg;
}

/// A set-up the rules do not allow: a seat count, an option value, or options that do not combine.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{detail}")]
pub struct SetupError {
    /// Stable id (`seat-count`, `option`, `variants-conflict`, ...).
    pub kind: &'static str,
    pub message: Msg,
    detail: String,
}

impl SetupError {
    pub fn new(kind: &'static str, message: Msg, detail: impl Into<String>) -> Self {
        SetupError {
            kind,
            message,
            detail: detail.into(),
        }
    }

    pub fn seat_count(game: GameId, allowed: RangeInclusive<usize>, got: usize) -> Self {
        SetupError::new(
            "seat-count",
            Msg::new("setup-seat-count")
                .msg("game", game.name_msg())
                .int("min", *allowed.start() as i64)
                .int("max", *allowed.end() as i64)
                .int("count", got as i64),
            format!(
                "{} is played by {}–{} seats, not {got}",
                game.as_str(),
                allowed.start(),
                allowed.end()
            ),
        )
    }
}

/// The end of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// The seats that won; several share the win equally (a draw is a win shared by all tied).
    pub winners: SeatSet,
}

impl Outcome {
    /// Each seat's share of the win (1/|winners| for a winner, else 0).
    pub fn share(&self, seat: Seat) -> f64 {
        if self.winners.contains(seat) {
            1.0 / self.winners.len() as f64
        } else {
            0.0
        }
    }
}

/// One finished round (deal, game of a series) with the records the stats keep.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundResult {
    /// Each seat's points for the round, in the game's own points.
    pub points: Vec<i64>,
    pub winners: SeatSet,
    /// Per-seat counts the stats keep (`dicen-calls`, `throws`, `steals`, ...), named per game
    /// in `tests/scenarios/README.md`.
    pub tallies: Vec<Tally>,
    /// The same counts of a seat played by several people (a DiCa team, D2), split by the
    /// person who made each (who held the device for the seat then): a person's record is
    /// theirs, not the team's. Empty where a seat is one person or a bot.
    pub person_tallies: Vec<PersonTally>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Tally {
    pub seat: Seat,
    pub name: &'static str,
    pub value: i64,
}

/// A count of one person of a seat played by several people.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PersonTally {
    pub seat: Seat,
    /// The person's place in the seat's list of people (from 0).
    pub person: u8,
    pub name: &'static str,
    pub value: i64,
}

/// [`Game::sample_legal`] by listing: a uniform pick from [`Game::legal_actions`].
pub fn sample_legal_listed<G: Game>(
    game: &G,
    seat: Seat,
    rng: &mut TableRng,
    scratch: &mut Vec<G::Action>,
) -> Option<G::Action> {
    game.legal_actions(seat, scratch);
    if scratch.is_empty() {
        return None;
    }
    let pick = rng.below(scratch.len() as u64) as usize;
    scratch.get(pick).cloned()
}

/// [`Game::sample_chance`] by listing: [`TableRng::pick_from`] over [`Game::chance_outcomes`].
pub fn sample_listed<G: Game>(
    game: &G,
    rng: &mut TableRng,
    scratch: &mut Vec<(G::Action, Prob)>,
) -> Option<G::Action> {
    game.chance_outcomes(scratch);
    let pick = rng.pick_from(scratch.iter().map(|(_, p)| *p));
    scratch.get(pick).map(|(action, _)| action.clone())
}

/// Plays `game` on to its end, action by action through the [`Game`] contract: chance draws
/// from `chance` ([`Game::sample_chance`]), the seat due from its [`chooser`]
/// ([`Game::sample_legal`]); seats that may interject never do.
pub fn play_out_stepwise<G: Game>(
    game: &mut G,
    chance: &mut TableRng,
    choosers: &mut [TableRng],
) -> Result<Playout, PlayoutError> {
    let mut counts = Playout::default();
    let mut outcomes = Vec::new();
    let mut legal = Vec::new();
    loop {
        let (actor, action) = match game.to_act() {
            ToAct::Nobody => return Ok(counts),
            ToAct::Chance => {
                let action = game
                    .sample_chance(chance, &mut outcomes)
                    .ok_or(PlayoutError::NoChance)?;
                (Actor::Chance, action)
            }
            ToAct::Seats { due, .. } => {
                let action = game
                    .sample_legal(due, chooser(choosers, due)?, &mut legal)
                    .ok_or(PlayoutError::Stalled { seat: due })?;
                (Actor::Seat(due), action)
            }
        };
        game.apply(actor, &action)
            .map_err(|e| PlayoutError::Refused {
                seat: match actor {
                    Actor::Seat(seat) => seat,
                    Actor::Chance => 0,
                },
                why: e.to_string(),
            })?;
        counts.actions += 1;
        counts.card_plays += u64::from(G::cards_played(&action));
        if counts.actions > PLAYOUT_CAP {
            return Err(PlayoutError::Endless(PLAYOUT_CAP));
        }
    }
}
