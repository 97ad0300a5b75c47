//! The games as the home and set-up screens show them.

use crate::ai::Level;
use crate::engine::Game;
use crate::games::GameId;
use crate::l10n::{text, Lang, Msg};
use crate::table::TableGame;
use crate::with_game;
use serde::Serialize;

/// A game on the home screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameCard {
    pub id: GameId,
    pub name: String,
    pub blurb: String,
    /// The game's Wikipedia page, where it has one.
    pub wikipedia: Option<String>,
    pub min_seats: u32,
    pub max_seats: u32,
    pub default_seats: u32,
    /// Seats hold secret cards: people pass the phone with a hand-over screen.
    pub hidden_hands: bool,
    /// How many seats the table takes, in the rule book's words ("A Gnav table has exactly 4
    /// seats (rule K1): …"): what a set-up screen says when a seat cannot be added or removed.
    pub seats_rule: String,
}

/// One set-up choice, its choices labelled; `value` is the JSON to put under `key` in the options
/// (for a list option, `member` joins the list under `key` when the choice is `true`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OptionField {
    pub key: String,
    pub member: Option<String>,
    pub label: String,
    pub choices: Vec<(String, String)>,
    pub default: usize,
    /// What the option does, in one sentence, where its label does not tell (a DICEN
    /// variant, with its rule number): for the set-up screen to show beside the choice.
    pub description: Option<String>,
}

/// The set-up screen of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SetupForm {
    pub game: GameId,
    pub options: Vec<OptionField>,
    /// The bot levels with their labels.
    pub levels: Vec<(Level, String)>,
}

/// The seats a table of `game` takes at set-up: the rule book's number where it fixes one
/// (Gnav: four, K1, though its engine plays 2–8 for scenario files), else what the engine
/// plays.
pub fn table_seats(game: GameId) -> std::ops::RangeInclusive<usize> {
    match game {
        GameId::Gnav => crate::games::gnav::TABLE_PLAYERS..=crate::games::gnav::TABLE_PLAYERS,
        _ => with_game!(game, G => G::SEATS),
    }
}

/// The rule that fixes how many seats a table of `game` has, where one does.
fn seat_rule_number(game: GameId) -> Option<&'static str> {
    match game {
        GameId::Dica => Some("D2"),
        GameId::Ganjifa => Some("G1"),
        GameId::Gnav => Some("K1"),
        GameId::Dicen => None,
    }
}

/// How many seats a table of `game` takes, as a sentence: exactly so many (and the rule), or
/// from so many to so many.
pub(crate) fn seat_rule(game: GameId) -> Msg {
    let seats = table_seats(game);
    match seat_rule_number(game) {
        Some(rule) if seats.start() == seats.end() => Msg::new("app-setup-seats-exactly")
            .msg("game", game.name_msg())
            .int("count", *seats.start() as i64)
            .text("rule", rule),
        _ => Msg::new("app-setup-seats-range")
            .msg("game", game.name_msg())
            .int("min", *seats.start() as i64)
            .int("max", *seats.end() as i64),
    }
}

fn wikipedia(game: GameId) -> Option<&'static str> {
    match game {
        // DiCa is the user's own game: no page describes it.
        GameId::Dica => None,
        GameId::Dicen => Some("https://en.wikipedia.org/wiki/Shut_the_box"),
        GameId::Ganjifa => Some("https://en.wikipedia.org/wiki/Ganjifa"),
        GameId::Gnav => Some("https://en.wikipedia.org/wiki/Gnav"),
    }
}

pub(super) fn card(game: GameId, lang: Lang) -> GameCard {
    let seats = table_seats(game);
    with_game!(game, G => GameCard {
        id: game,
        name: text(lang, &game.name_msg()),
        blurb: text(lang, &Msg::dynamic(format!("{}-blurb", game.as_str()))),
        wikipedia: wikipedia(game).map(str::to_string),
        min_seats: *seats.start() as u32,
        max_seats: *seats.end() as u32,
        default_seats: G::DEFAULT_SEATS.clamp(*seats.start(), *seats.end()) as u32,
        hidden_hands: <G as TableGame>::HIDDEN_HANDS,
        seats_rule: text(lang, &seat_rule(game)),
    })
}

pub(super) fn form(game: GameId, lang: Lang) -> SetupForm {
    let mut options = with_game!(game, G => <G as TableGame>::option_specs())
        .into_iter()
        .map(|spec| OptionField {
            key: spec.key.to_string(),
            member: spec.member.map(str::to_string),
            label: text(lang, &spec.label),
            choices: spec
                .choices
                .iter()
                .map(|c| (text(lang, &c.label), c.value.to_string()))
                .collect(),
            default: spec.default,
            description: spec.description.as_ref().map(|d| text(lang, d)),
        })
        .collect::<Vec<_>>();
    options.push(undo_field(lang));
    SetupForm {
        game,
        options,
        levels: Level::ALL
            .iter()
            .map(|&l| (l, text(lang, &l.label_msg())))
            .collect(),
    }
}

/// The key of the set-up's own field that allows or forbids taking back a move
/// ([`crate::table::TableSetup::undo`]); the table's, not the game's, so it never reaches the
/// game's options.
pub(crate) const UNDO_FIELD: &str = "undo";

/// Whether people may take back a move at this table: allowed unless a serious series forbids
/// it.
fn undo_field(lang: Lang) -> OptionField {
    OptionField {
        key: UNDO_FIELD.to_string(),
        member: None,
        label: text(lang, &Msg::new("app-setup-undo")),
        choices: vec![
            (
                text(lang, &Msg::new("app-setup-undo-allowed")),
                "true".to_string(),
            ),
            (
                text(lang, &Msg::new("app-setup-undo-forbidden")),
                "false".to_string(),
            ),
        ],
        default: 0,
        description: Some(text(lang, &Msg::new("app-setup-undo-description"))),
    }
}

impl SetupForm {
    /// The set-up's options for the chosen index of each field: the game's options JSON, and
    /// whether people may take back a move.
    pub fn setup_options(&self, chosen: &[usize]) -> (serde_json::Value, bool) {
        let mut options = self.options_json(chosen);
        let undo = options
            .as_object_mut()
            .and_then(|map| map.remove(UNDO_FIELD))
            .and_then(|value| value.as_bool())
            .unwrap_or(true);
        (options, undo)
    }

    /// The options JSON for the chosen index of each field (out-of-range indices take the
    /// default), as [`crate::table::TableSetup::options`] wants it.
    pub fn options_json(&self, chosen: &[usize]) -> serde_json::Value {
        let mut map = serde_json::Map::new();
        for (i, field) in self.options.iter().enumerate() {
            let index = chosen
                .get(i)
                .copied()
                .filter(|&c| c < field.choices.len())
                .unwrap_or(field.default);
            let Some(value) = field
                .choices
                .get(index)
                .and_then(|(_, v)| serde_json::from_str::<serde_json::Value>(v).ok())
            else {
                continue;
            };
            match &field.member {
                Some(member) => {
                    let list = map
                        .entry(field.key.clone())
                        .or_insert_with(|| serde_json::Value::Array(Vec::new()));
                    if let (Some(items), Some(true)) = (list.as_array_mut(), value.as_bool()) {
                        items.push(member.clone().into());
                    }
                }
                None => {
                    map.insert(field.key.clone(), value);
                }
            }
        }
        serde_json::Value::Object(map)
    }
}
