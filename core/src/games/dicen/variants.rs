//! DICEN's variants V1–V11 as table options, the tiles they leave in play, and which of them
//! combine (the set-up checks behind [`super::Dicen::new`]).
//!
//! | refused together | why |
//! |---|---|
//! | V2 Even + V3 Odds | no tile would be in play |
//! | V6 Unlucky 7 + V7 7 TO GO | the rule book refuses it (V7) |
//! | V8 GO GO + V9 Time Attack | each decides the score on its own |
//! | V8 or V9 + V11 2 VS 2 | a solo game cannot be played by two teams |
//! | V10 Lord of the board + V11 2 VS 2 | one throw would reach four boards, which no rule describes |
//! | V7 on a board where no throw of 7 can be used | nobody could ever start |
//!
//! Seats: V8 and V9 are played by exactly one player, V11 by exactly four. Every other pair of
//! variants combines.

use super::moves;
use super::throw::Throw;
use super::tiles::{Pick, Tiles};
use crate::engine::SetupError;
use crate::l10n::Msg;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// One variant of the rule book.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// V1: always two dice; close the sum, or the two faces.
    Lucky,
    /// V2: only even tiles are in play.
    Even,
    /// V3: only odd tiles are in play.
    Odds,
    /// V4: 8, 9 and 10 are out of play.
    EasyPeasy,
    /// V5: 1, 2 and 3 are out of play.
    ThreeExtreme,
    /// V6: 7 is out of play, and a throw of 7 ends the turn.
    UnluckySeven,
    /// V7: a player starts only with a throw of 7.
    SevenToGo,
    /// V8: solo; the score is the number of throws to shut the box.
    GoGo,
    /// V9: solo; the score is the time to shut the box.
    TimeAttack,
    /// V10: every player has two boards.
    LordOfTheBoard,
    /// V11: two teams of two partners sharing their boards.
    TwoVsTwo,
}

impl Variant {
    pub const ALL: [Variant; 11] = [
        Variant::Lucky,
        Variant::Even,
        Variant::Odds,
        Variant::EasyPeasy,
        Variant::ThreeExtreme,
        Variant::UnluckySeven,
        Variant::SevenToGo,
        Variant::GoGo,
        Variant::TimeAttack,
        Variant::LordOfTheBoard,
        Variant::TwoVsTwo,
    ];

    /// The name used in options, the CLI and the state JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Variant::Lucky => "lucky",
            Variant::Even => "even",
            Variant::Odds => "odds",
            Variant::EasyPeasy => "easy-peasy",
            Variant::ThreeExtreme => "three-extreme",
            Variant::UnluckySeven => "unlucky-seven",
            Variant::SevenToGo => "seven-to-go",
            Variant::GoGo => "go-go",
            Variant::TimeAttack => "time-attack",
            Variant::LordOfTheBoard => "lord-of-the-board",
            Variant::TwoVsTwo => "two-vs-two",
        }
    }

    /// The rule number (`"V1"` ... `"V11"`).
    pub fn rule(self) -> &'static str {
        const RULES: [&str; 11] = [
            "V1", "V2", "V3", "V4", "V5", "V6", "V7", "V8", "V9", "V10", "V11",
        ];
        RULES[self as usize]
    }

    /// The variant's display name as a message.
    pub fn name_msg(self) -> Msg {
        Msg::new(match self {
            Variant::Lucky => "dicen-variant-lucky",
            Variant::Even => "dicen-variant-even",
            Variant::Odds => "dicen-variant-odds",
            Variant::EasyPeasy => "dicen-variant-easy-peasy",
            Variant::ThreeExtreme => "dicen-variant-three-extreme",
            Variant::UnluckySeven => "dicen-variant-unlucky-seven",
            Variant::SevenToGo => "dicen-variant-seven-to-go",
            Variant::GoGo => "dicen-variant-go-go",
            Variant::TimeAttack => "dicen-variant-time-attack",
            Variant::LordOfTheBoard => "dicen-variant-lord-of-the-board",
            Variant::TwoVsTwo => "dicen-variant-two-vs-two",
        })
    }

    /// What the variant does, in one sentence from the rule book, for the set-up screen.
    pub fn about_msg(self) -> Msg {
        Msg::new(match self {
            Variant::Lucky => "dicen-option-lucky-about",
            Variant::Even => "dicen-option-even-about",
            Variant::Odds => "dicen-option-odds-about",
            Variant::EasyPeasy => "dicen-option-easy-peasy-about",
            Variant::ThreeExtreme => "dicen-option-three-extreme-about",
            Variant::UnluckySeven => "dicen-option-unlucky-seven-about",
            Variant::SevenToGo => "dicen-option-seven-to-go-about",
            Variant::GoGo => "dicen-option-go-go-about",
            Variant::TimeAttack => "dicen-option-time-attack-about",
            Variant::LordOfTheBoard => "dicen-option-lord-of-the-board-about",
            Variant::TwoVsTwo => "dicen-option-two-vs-two-about",
        })
    }

    fn bit(self) -> u16 {
        1 << (self as u16)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Variant {
    type Err = String;

    /// A variant by name (`lucky`) or rule number (`V1`, `v1`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::ALL
            .into_iter()
            .find(|v| v.as_str() == s || v.rule().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                let names: Vec<&str> = Variant::ALL.iter().map(|v| v.as_str()).collect();
                format!("{s:?} is not a DICEN variant ({})", names.join(", "))
            })
    }
}

/// The variants in play, as a bitset. Serialised as a list of names in rule order
/// (`["lucky", "lord-of-the-board"]`); a name given twice counts once.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Variants(u16);

impl Variants {
    pub const NONE: Variants = Variants(0);

    pub fn has(self, variant: Variant) -> bool {
        self.0 & variant.bit() != 0
    }

    pub fn with(self, variant: Variant) -> Variants {
        Variants(self.0 | variant.bit())
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// In rule order.
    pub fn iter(self) -> impl Iterator<Item = Variant> {
        Variant::ALL.into_iter().filter(move |&v| self.has(v))
    }

    /// V8 or V9: one player, one round, throws until the box is shut.
    pub fn solo(self) -> bool {
        self.has(Variant::GoGo) || self.has(Variant::TimeAttack)
    }

    /// V10 or V11: a throw may use two boards.
    pub fn two_boards(self) -> bool {
        self.has(Variant::LordOfTheBoard) || self.has(Variant::TwoVsTwo)
    }

    /// N1 with V2–V6: the tiles in play on each board of a `1..=top` board.
    pub fn board(self, top: u8) -> Tiles {
        let mut board = Tiles::up_to(top);
        let evens: Tiles = (1..=12).filter(|t| t % 2 == 0).collect();
        if self.has(Variant::Even) {
            board = board.intersect(evens);
        }
        if self.has(Variant::Odds) {
            board = board.minus(evens);
        }
        if self.has(Variant::EasyPeasy) {
            board = board.minus([8, 9, 10].into_iter().collect());
        }
        if self.has(Variant::ThreeExtreme) {
            board = board.minus([1, 2, 3].into_iter().collect());
        }
        if self.has(Variant::UnluckySeven) {
            board = board.minus(Tiles::single(7));
        }
        board
    }
}

impl FromIterator<Variant> for Variants {
    fn from_iter<I: IntoIterator<Item = Variant>>(iter: I) -> Self {
        iter.into_iter().fold(Variants::NONE, Variants::with)
    }
}

impl fmt::Debug for Variants {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Variants {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Variants {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Vec::<Variant>::deserialize(d)?.into_iter().collect())
    }
}

/// Pairs of variants that are refused together, with the message that says why.
pub const CONFLICTS: [(Variant, Variant, &str); 6] = [
    (Variant::Even, Variant::Odds, "dicen-setup-even-odds"),
    (
        Variant::UnluckySeven,
        Variant::SevenToGo,
        "dicen-setup-unlucky-seven-to-go",
    ),
    (
        Variant::GoGo,
        Variant::TimeAttack,
        "dicen-setup-go-go-time-attack",
    ),
    (Variant::GoGo, Variant::TwoVsTwo, "dicen-setup-solo-teams"),
    (
        Variant::TimeAttack,
        Variant::TwoVsTwo,
        "dicen-setup-solo-teams",
    ),
    (
        Variant::LordOfTheBoard,
        Variant::TwoVsTwo,
        "dicen-setup-lord-teams",
    ),
];

/// Refuses variant combinations and seat counts the rules do not allow (see the module table).
pub fn check(variants: Variants, top: u8, seats: usize) -> Result<(), SetupError> {
    for (first, second, id) in CONFLICTS {
        if variants.has(first) && variants.has(second) {
            return Err(SetupError::new(
                "variants-conflict",
                Msg::new(id)
                    .msg("first", first.name_msg())
                    .msg("second", second.name_msg()),
                format!(
                    "{first} ({}) and {second} ({}) do not combine",
                    first.rule(),
                    second.rule()
                ),
            ));
        }
    }
    let board = variants.board(top);
    if variants.has(Variant::SevenToGo) && !seven_can_start(variants, board) {
        return Err(SetupError::new(
            "variants-conflict",
            Msg::new("dicen-setup-no-seven"),
            "7 TO GO (V7): no throw of 7 can be used on this board, so nobody could start",
        ));
    }
    for solo in [Variant::GoGo, Variant::TimeAttack] {
        if variants.has(solo) && seats != 1 {
            return Err(SetupError::new(
                "seat-count",
                Msg::new("dicen-setup-solo-seats")
                    .msg("variant", solo.name_msg())
                    .int("count", seats as i64),
                format!(
                    "{solo} ({}) is played by one player, not {seats}",
                    solo.rule()
                ),
            ));
        }
    }
    if variants.has(Variant::TwoVsTwo) && seats != 4 {
        return Err(SetupError::new(
            "seat-count",
            Msg::new("dicen-setup-teams-seats").int("count", seats as i64),
            format!("2 VS 2 (V11) is played by four players, not {seats}"),
        ));
    }
    Ok(())
}

/// V7: whether some throw totalling 7 can be used on a fresh board (or two).
fn seven_can_start(variants: Variants, board: Tiles) -> bool {
    let other = variants.two_boards().then_some(board);
    [(1, 6), (2, 5), (3, 4)].into_iter().any(|(a, b)| {
        let throw = Throw {
            first: a,
            second: Some(b),
        };
        let mut any = false;
        moves::closes(
            throw,
            board,
            other,
            variants.has(Variant::Lucky),
            |_: Pick| any = true,
        );
        any
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(variants: &[Variant]) -> Variants {
        variants.iter().copied().collect()
    }

    #[test]
    fn variants_take_tiles_out_of_play() {
        let tiles = |v: &[Variant], top| set(v).board(top).iter().collect::<Vec<_>>();
        assert_eq!(tiles(&[Variant::Even], 10), vec![2, 4, 6, 8, 10]);
        assert_eq!(tiles(&[Variant::Odds], 9), vec![1, 3, 5, 7, 9]);
        assert_eq!(
            tiles(&[Variant::EasyPeasy], 12),
            vec![1, 2, 3, 4, 5, 6, 7, 11, 12]
        );
        assert_eq!(tiles(&[Variant::ThreeExtreme], 9), vec![4, 5, 6, 7, 8, 9]);
        assert_eq!(
            tiles(&[Variant::UnluckySeven], 10),
            vec![1, 2, 3, 4, 5, 6, 8, 9, 10]
        );
        assert_eq!(
            tiles(
                &[Variant::Even, Variant::ThreeExtreme, Variant::EasyPeasy],
                10
            ),
            vec![4, 6]
        );
    }

    #[test]
    fn names_and_rule_numbers_parse_and_serialise_in_rule_order() {
        assert_eq!("lord-of-the-board".parse(), Ok(Variant::LordOfTheBoard));
        assert_eq!("v11".parse(), Ok(Variant::TwoVsTwo));
        assert!("V12".parse::<Variant>().is_err());
        let v: Variants =
            serde_json::from_str(r#"["two-vs-two", "lucky", "lucky"]"#).expect("parses");
        assert_eq!(
            serde_json::to_string(&v).ok(),
            Some(r#"["lucky","two-vs-two"]"#.into())
        );
        assert!(serde_json::from_str::<Variants>(r#"["chess"]"#).is_err());
    }

    #[test]
    fn nonsense_combinations_are_refused_with_a_reason() {
        let kind = |v: &[Variant], top, seats| check(set(v), top, seats).err().map(|e| e.kind);
        assert_eq!(
            kind(&[Variant::Even, Variant::Odds], 10, 2),
            Some("variants-conflict")
        );
        assert_eq!(
            kind(&[Variant::UnluckySeven, Variant::SevenToGo], 10, 2),
            Some("variants-conflict")
        );
        assert_eq!(
            kind(&[Variant::GoGo, Variant::TwoVsTwo], 10, 4),
            Some("variants-conflict")
        );
        assert_eq!(
            kind(&[Variant::GoGo, Variant::TimeAttack], 10, 1),
            Some("variants-conflict")
        );
        assert_eq!(
            kind(&[Variant::LordOfTheBoard, Variant::TwoVsTwo], 10, 4),
            Some("variants-conflict")
        );
        // Only even tiles: no set adds up to 7, so 7 TO GO could never start...
        assert_eq!(
            kind(&[Variant::Even, Variant::SevenToGo], 10, 2),
            Some("variants-conflict")
        );
        // ...unless Lucky lets a 1+6 or 2+5 close the even face alone.
        assert_eq!(
            kind(&[Variant::Even, Variant::SevenToGo, Variant::Lucky], 10, 2),
            None
        );
        assert_eq!(kind(&[Variant::GoGo], 10, 2), Some("seat-count"));
        assert_eq!(kind(&[Variant::TimeAttack], 10, 1), None);
        assert_eq!(kind(&[Variant::TwoVsTwo], 10, 3), Some("seat-count"));
        assert_eq!(
            kind(
                &[Variant::TwoVsTwo, Variant::Lucky, Variant::SevenToGo],
                12,
                4
            ),
            None
        );
        assert_eq!(kind(&[Variant::LordOfTheBoard, Variant::GoGo], 9, 1), None);
    }
}
