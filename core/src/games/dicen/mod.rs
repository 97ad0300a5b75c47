//! DICEN: shut the box for 1–6 players (`../shared/rules/dicen.md`, rules N1–N9, V1–V11).
//!
//! The base game: each player has a board of tiles, throws two dice (or one, N2), and must close
//! tiles adding up to the throw (N4) until they cannot (N5); doubles may reopen tiles (N6, N7);
//! shutting every tile calls DICEN (N8). A game is a number of rounds; lowest total wins (N9).
//! The variants (V1–V11) are table options; [`solver`] plays any of them exactly, and the hard
//! bot and [`hint`] use it.

pub(crate) mod ai;
pub(crate) mod hint;
pub(crate) mod moves;
pub(crate) mod notation;
pub(crate) mod rules;
pub mod solver;
pub(crate) mod throw;
pub(crate) mod tiles;
pub(crate) mod variants;
pub mod view;
pub(crate) mod words;

pub use ai::DicenBot;
pub use hint::{hint, Hint};
pub use notation::{Action, Stamp, MAX_STAMP};
pub use rules::{Clock, Dicen, Phase, Player, PlayerRound, Refusal, Throw};
pub use tiles::{Pick, Tiles};
pub use variants::{Variant, Variants, CONFLICTS};

use serde::{Deserialize, Serialize};

/// DICEN's table options. Every field may be left out; what is missing is the base game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DicenOptions {
    /// N1: the highest tile: 9 (classic), 10 (default) or 12.
    pub tiles: u8,
    /// N9: rounds in a game, 1–10 (default 4). V8 and V9 are always one round.
    pub rounds: u8,
    /// V1–V11 in play, by name: `["lucky", "lord-of-the-board"]`.
    pub variants: Variants,
    /// Let people ask for [`hint`]: the solver's move and the chance of shutting from here.
    pub hints: bool,
}

impl Default for DicenOptions {
    fn default() -> Self {
        DicenOptions {
            tiles: 10,
            rounds: 4,
            variants: Variants::NONE,
            hints: false,
        }
    }
}

impl DicenOptions {
    /// The default options with these variants.
    pub fn with_variants(variants: &[Variant]) -> Self {
        DicenOptions {
            variants: variants.iter().copied().collect(),
            ..DicenOptions::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Refusal as _};
    use crate::l10n::{Arg, Msg};

    const ENGLISH: &str = include_str!("../../../../locales/en/dicen.ftl");

    /// The text of message `id` in the English file: its line and any indented lines below.
    fn english(id: &str) -> Option<String> {
        let mut lines = ENGLISH
            .lines()
            .skip_while(|l| !l.starts_with(&format!("{id} =")));
        let first = lines.next()?;
        let rest: Vec<&str> = lines.take_while(|l| l.starts_with(' ')).collect();
        Some(
            std::iter::once(first)
                .chain(rest)
                .collect::<Vec<_>>()
                .join("\n"),
        )
    }

    fn check(msg: &Msg) {
        let text = english(&msg.id).unwrap_or_else(|| panic!("{} has no English text", msg.id));
        for (name, arg) in &msg.args {
            assert!(
                text.contains(&format!("${name}")),
                "{} does not use ${name}",
                msg.id
            );
            if let Arg::Msg(inner) = arg {
                check(inner);
            }
        }
    }

    #[test]
    fn every_message_dicen_produces_has_english_text() {
        for variant in Variant::ALL {
            check(&variant.name_msg());
        }
        let refused = |variants: &[Variant], tiles: u8, rounds: u8, seats: usize| {
            let options = DicenOptions {
                tiles,
                rounds,
                variants: variants.iter().copied().collect(),
                hints: false,
            };
            Dicen::new(&options, seats).err().map(|e| e.message)
        };
        let setups = [
            refused(&[], 11, 4, 2),
            refused(&[], 10, 0, 2),
            refused(&[Variant::GoGo], 10, 4, 3),
            refused(&[Variant::TwoVsTwo], 10, 4, 2),
            refused(&[Variant::Even, Variant::SevenToGo], 10, 4, 2),
        ];
        for (first, second, _) in CONFLICTS {
            let seats = if second == Variant::TwoVsTwo { 4 } else { 1 };
            check(&refused(&[first, second], 10, 4, seats).expect("refused"));
        }
        for msg in setups {
            check(&msg.expect("refused"));
        }
        let refusals = [
            Refusal::WrongPhase {
                action: "roll".into(),
                expected: "",
            },
            Refusal::OneDieNotAllowed {
                rule: "N2",
                top: 9,
                two_boards: false,
            },
            Refusal::OneDieNotAllowed {
                rule: "V1",
                top: 0,
                two_boards: false,
            },
            Refusal::OneDieNotAllowed {
                rule: "V7",
                top: 0,
                two_boards: true,
            },
            Refusal::NotAnOutcome("die 7".into()),
            Refusal::TileNotOpen {
                tile: 3,
                other: true,
            },
            Refusal::WrongSum { got: 4, needed: 5 },
            Refusal::NotLucky {
                throw: Throw {
                    first: 2,
                    second: Some(4),
                },
                open: Tiles::up_to(10),
            },
            Refusal::NoOtherBoard,
            Refusal::TileNotShut {
                tile: 3,
                other: false,
            },
            Refusal::ReopenOnlyDouble(8),
            Refusal::ReopenOverTwelve(13),
            Refusal::StampMissing,
            Refusal::StampNotUsed,
            Refusal::ClockBackwards { at: 1, last: 2 },
        ];
        for refusal in refusals {
            check(&refusal.message());
        }
    }
}
