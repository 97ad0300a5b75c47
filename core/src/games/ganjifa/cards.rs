//! The Dashavatara deck (G1), its two rankings (G2), and hands as `u128` bitsets.
//!
//! A card is a number `0..120`: `suit * 12 + strength`, where `strength` is the card's place in
//! its suit's ranking, weakest first (G2). So within a suit a higher bit is a stronger card, the
//! strongest card of a suit in a hand is its highest bit, and both the Mantri (strength 10) and the
//! Raja (strength 11) sit at the same bits in every suit. Numbers that are consecutive in value are
//! consecutive in strength in both rankings (only the direction differs), so a Dukal's run is a
//! run of adjacent bits (G6.1).
//!
//! Card notation: the suit's two-letter code, then `1`–`10`, `M` (Mantri) or `R` (Raja):
//! `Ma1`, `Ka10`, `RaR` (Rama's Raja), `KrM` (Krishna's Mantri). Codes, in avatar order:
//! `Ma` Matsya, `Ku` Kurma, `Va` Varaha, `Na` Narasimha, `Vm` Vamana, `Pa` Parashurama,
//! `Ra` Rama, `Kr` Krishna, `Bu` Buddha, `Ka` Kalki. Parsing ignores case; display is canonical.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// Cards in the deck (G1).
pub const DECK_SIZE: usize = 120;
/// Cards in a suit: 1–10, Mantri, Raja (G1).
pub const SUIT_SIZE: u8 = 12;
/// Suits (G1).
pub const SUITS: u8 = 10;

/// The suits' codes in avatar order (G1).
const CODES: [&str; 10] = ["Ma", "Ku", "Va", "Na", "Vm", "Pa", "Ra", "Kr", "Bu", "Ka"];
/// The suits' names, for messages (Fluent ids `ganjifa-suit-<name>`).
const NAMES: [&str; 10] = [
    "matsya",
    "kurma",
    "varaha",
    "narasimha",
    "vamana",
    "parashurama",
    "rama",
    "krishna",
    "buddha",
    "kalki",
];

/// A suit, `0..10` in avatar order: 0 Matsya … 9 Kalki (G1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Suit(u8);

impl Suit {
    /// G3: Rama, trump by day.
    pub const RAMA: Suit = Suit(6);
    /// G3: Krishna, trump by night.
    pub const KRISHNA: Suit = Suit(7);

    /// The suit at `index` (0–9) in avatar order.
    pub fn new(index: u8) -> Option<Suit> {
        (index < SUITS).then_some(Suit(index))
    }

    pub fn index(self) -> u8 {
        self.0
    }

    /// The suit after this one in avatar order, wrapping from Kalki to Matsya (G5.2).
    pub fn next(self) -> Suit {
        Suit((self.0 + 1) % SUITS)
    }

    /// G2: suits 1–5 rank their numbers 1 high (Raja > Mantri > 1 > … > 10); suits 6–10 rank
    /// them 10 high (Raja > Mantri > 10 > … > 1).
    pub fn ace_high(self) -> bool {
        self.0 < 5
    }

    pub fn code(self) -> &'static str {
        CODES.get(usize::from(self.0)).copied().unwrap_or("??")
    }

    pub fn name(self) -> &'static str {
        NAMES.get(usize::from(self.0)).copied().unwrap_or("")
    }

    /// Every card of this suit.
    pub fn cards(self) -> Cards {
        Cards(SUIT_MASK << (u32::from(self.0) * 12))
    }

    pub fn all() -> impl Iterator<Item = Suit> {
        (0..SUITS).map(Suit)
    }

    fn from_code(code: &str) -> Option<Suit> {
        CODES
            .iter()
            .position(|c| c.eq_ignore_ascii_case(code))
            .map(|i| Suit(i as u8))
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Suit {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Suit::from_code(s).ok_or_else(|| format!("{s:?} is not a suit code (Ma, Ku, … Ka)"))
    }
}

impl Serialize for Suit {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Suit {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// What a card is within its suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rank {
    Number(u8),
    Mantri,
    Raja,
}

/// Strength of the Mantri and the Raja in every suit (G2).
pub const MANTRI: u8 = 10;
pub const RAJA: u8 = 11;

/// One of the 120 cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card from its index `0..120` (`suit * 12 + strength`).
    pub fn from_index(index: u8) -> Option<Card> {
        (usize::from(index) < DECK_SIZE).then_some(Card(index))
    }

    pub fn new(suit: Suit, rank: Rank) -> Option<Card> {
        let strength = match rank {
            Rank::Raja => RAJA,
            Rank::Mantri => MANTRI,
            Rank::Number(n) if (1..=10).contains(&n) => strength_of_number(suit, n),
            Rank::Number(_) => return None,
        };
        Some(Card(suit.0 * SUIT_SIZE + strength))
    }

    pub fn index(self) -> u8 {
        self.0
    }

    pub fn suit(self) -> Suit {
        Suit(self.0 / SUIT_SIZE)
    }

    /// The card's place in its suit's ranking, 0 (weakest) to 11 (the Raja) (G2).
    pub fn strength(self) -> u8 {
        self.0 % SUIT_SIZE
    }

    pub fn rank(self) -> Rank {
        match self.strength() {
            RAJA => Rank::Raja,
            MANTRI => Rank::Mantri,
            s if self.suit().ace_high() => Rank::Number(10 - s),
            s => Rank::Number(s + 1),
        }
    }

    /// The Raja of `suit`.
    pub fn raja(suit: Suit) -> Card {
        Card(suit.0 * SUIT_SIZE + RAJA)
    }

    pub fn mantri(suit: Suit) -> Card {
        Card(suit.0 * SUIT_SIZE + MANTRI)
    }

    /// Every card in deck order (suit by suit, weakest first).
    pub fn all() -> impl Iterator<Item = Card> {
        (0..DECK_SIZE as u8).map(Card)
    }
}

/// G2: the strength (0–9) of number `n` (1–10) in `suit`.
pub fn strength_of_number(suit: Suit, n: u8) -> u8 {
    if suit.ace_high() {
        10 - n
    } else {
        n - 1
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.suit().code())?;
        match self.rank() {
            Rank::Raja => f.write_str("R"),
            Rank::Mantri => f.write_str("M"),
            Rank::Number(n) => write!(f, "{n}"),
        }
    }
}

impl FromStr for Card {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || format!("{text:?} is not a card (like Ma1, Ka10, RaM, KrR)");
        let (code, rank) = match (text.get(..2), text.get(2..)) {
            (Some(code), Some(rank)) if !rank.is_empty() => (code, rank),
            _ => return Err(bad()),
        };
        let suit = Suit::from_code(code).ok_or_else(bad)?;
        let rank = if rank.eq_ignore_ascii_case("r") {
            Rank::Raja
        } else if rank.eq_ignore_ascii_case("m") {
            Rank::Mantri
        } else {
            // Only plain digits: `+1` or `01` would parse as numbers but are not the notation.
            if !rank.bytes().all(|b| b.is_ascii_digit()) || rank.starts_with('0') {
                return Err(bad());
            }
            Rank::Number(rank.parse().map_err(|_| bad())?)
        };
        Card::new(suit, rank).ok_or_else(bad)
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The twelve bits of one suit.
const SUIT_MASK: u128 = 0xFFF;
/// Every card.
const ALL_MASK: u128 = (1 << DECK_SIZE) - 1;

/// `0x01` in every byte of a word, and `0x80`.
const BYTES_LOW: u64 = 0x0101_0101_0101_0101;
const BYTES_HIGH: u64 = 0x8080_8080_8080_8080;

/// `SELECT_IN_BYTE[byte][k]`: the place (0–7) of the `k`-th set bit of `byte`; 8 if none.
const SELECT_IN_BYTE: [[u8; 8]; 256] = {
    let mut table = [[8u8; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let (mut bit, mut k) = (0, 0);
        while bit < 8 {
            if byte >> bit & 1 == 1 {
                table[byte][k] = bit as u8;
                k += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// The place of the `n`-th set bit of `word` (`n` below its count): the bytes' running counts
/// in one multiplication, the byte holding it found by comparing all eight counts at once, the
/// bit inside that byte from a table (broadword selection, after Vigna, "Broadword
/// implementation of rank/select queries", 2008).
#[inline]
fn select_in_word(word: u64, n: u32) -> u32 {
    let mut counts = word - ((word >> 1) & 0x5555_5555_5555_5555);
    counts = (counts & 0x3333_3333_3333_3333) + ((counts >> 2) & 0x3333_3333_3333_3333);
    counts = (counts + (counts >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
    // Byte i: the set bits in bytes 0..=i (at most 64, so no byte overflows into the next).
    let running = counts.wrapping_mul(BYTES_LOW);
    // Byte i's high bit: whether bytes 0..=i hold at most n set bits, so the n-th lies beyond.
    let wholly_before = (((u64::from(n) * BYTES_LOW) | BYTES_HIGH) - running) & BYTES_HIGH;
    let place = wholly_before.count_ones() * 8;
    let before = ((running << 8) >> place & 0xFF) as u32;
    let byte = (word >> place & 0xFF) as usize;
    let in_byte = SELECT_IN_BYTE[byte][((n - before) & 7) as usize];
    place + u32::from(in_byte)
}

/// Bit `bit` of every suit's twelve.
const fn in_every_suit(bit: u32) -> u128 {
    let mut mask = 0;
    let mut suit = 0;
    while suit < SUITS as u32 {
        mask |= 1 << (suit * 12 + bit);
        suit += 1;
    }
    mask
}

/// Every suit's numbers (strengths 0–9, below the Mantri).
const NUMBERS_MASK: u128 = in_every_suit(MANTRI as u32) - in_every_suit(0);

/// A set of cards: a hand, the cards played, a trick. `Copy`, 16 bytes, no allocation.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Cards(u128);

impl Cards {
    pub const NONE: Cards = Cards(0);
    pub const ALL: Cards = Cards(ALL_MASK);

    pub fn from_bits(bits: u128) -> Cards {
        Cards(bits & ALL_MASK)
    }

    pub fn bits(self) -> u128 {
        self.0
    }

    pub fn single(card: Card) -> Cards {
        Cards(1 << card.0)
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.0;
    }

    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1 << card.0);
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn union(self, other: Cards) -> Cards {
        Cards(self.0 | other.0)
    }

    pub fn intersect(self, other: Cards) -> Cards {
        Cards(self.0 & other.0)
    }

    pub fn minus(self, other: Cards) -> Cards {
        Cards(self.0 & !other.0)
    }

    pub fn is_subset_of(self, other: Cards) -> bool {
        self.0 & !other.0 == 0
    }

    /// G6.1: whether some suit of this set holds its Raja, its Mantri and three consecutive
    /// numbers, the least a Dukal takes: the whole hand tested at once, so that a lead without
    /// one (most leads) skips listing them. Shifting by one and two keeps a run inside its suit:
    /// the Mantri and Raja bits are out of `NUMBERS_MASK`, so a run cannot reach the next suit.
    pub fn may_hold_dukal(self) -> bool {
        let numbers = self.0 & NUMBERS_MASK;
        let runs = numbers & (numbers >> 1) & (numbers >> 2);
        let courts = self.0 & (self.0 >> 1) & in_every_suit(MANTRI as u32);
        // A run starts at strength 0–7: adding 0xFF to a suit's run bits carries into its bit 8
        // exactly when it has one, and never past its twelve bits.
        let suits_with_runs = runs.wrapping_add(in_every_suit(0) * 0xFF) & in_every_suit(8);
        courts & (suits_with_runs << 2) != 0
    }

    /// The cards of the first suit after `suit` in avatar order, wrapping from Kalki to Matsya,
    /// of which this set holds any (G5.2); none if it holds no card of another suit. The set is
    /// turned so that the suit after `suit` comes first, and its lowest card names the suit:
    /// no loop over the suits.
    pub fn first_suit_after(self, suit: Suit) -> Cards {
        let after = (u32::from(suit.0) + 1) % u32::from(SUITS);
        let others = self.0 & !(SUIT_MASK << (u32::from(suit.0) * 12));
        let shift = after * 12;
        let turned = if shift == 0 {
            others
        } else {
            (others >> shift | others << (DECK_SIZE as u32 - shift)) & ALL_MASK
        };
        if turned == 0 {
            return Cards::NONE;
        }
        let held = (after + turned.trailing_zeros() / 12) % u32::from(SUITS);
        Cards(self.0 & SUIT_MASK << (held * 12))
    }

    /// The cards of `suit` in this set.
    pub fn of_suit(self, suit: Suit) -> Cards {
        self.intersect(suit.cards())
    }

    /// The suit's cards as a 12-bit mask, strength order (bit 0 the weakest).
    pub fn suit_bits(self, suit: Suit) -> u16 {
        ((self.0 >> (u32::from(suit.0) * 12)) & SUIT_MASK) as u16
    }

    /// The suits present, as a 10-bit mask (bit `i` is suit `i`).
    pub fn suits(self) -> u16 {
        Suit::all()
            .filter(|&s| self.suit_bits(s) != 0)
            .fold(0, |m, s| m | 1 << s.0)
    }

    /// The card with the highest index: within one suit, the strongest (G2).
    pub fn highest(self) -> Option<Card> {
        (self.0 != 0).then(|| Card(127 - self.0.leading_zeros() as u8))
    }

    /// The card with the lowest index: within one suit, the weakest (G2).
    pub fn lowest(self) -> Option<Card> {
        (self.0 != 0).then(|| Card(self.0.trailing_zeros() as u8))
    }

    /// The `n`-th card (0-based) in index order, if there are that many.
    /// A deal draws its card this way (G4), 120 times in a chain where each card waits for the
    /// last: so the word is searched by counts per byte, all at once, not bit by bit.
    #[inline]
    pub fn nth(self, n: u32) -> Option<Card> {
        let low = self.0 as u64;
        let below = low.count_ones();
        let (word, base, n) = if n < below {
            (low, 0u32, n)
        } else {
            ((self.0 >> 64) as u64, 64, n - below)
        };
        if n >= word.count_ones() {
            return None;
        }
        Some(Card((base + select_in_word(word, n)) as u8))
    }

    /// Cards in index order: suit by suit in avatar order, weakest first.
    pub fn iter(self) -> CardIter {
        CardIter(self.0)
    }
}

/// Iterates a [`Cards`] set without allocating.
#[derive(Clone, Debug)]
pub struct CardIter(u128);

impl Iterator for CardIter {
    type Item = Card;
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let card = Card(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(card)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

/// From the back, the highest index first (so within one suit, the strongest card first) without
/// collecting: a view lists each suit's cards from the top down.
impl DoubleEndedIterator for CardIter {
    fn next_back(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let card = Card((127 - self.0.leading_zeros()) as u8);
        self.0 &= !(1u128 << card.0);
        Some(card)
    }
}

impl ExactSizeIterator for CardIter {}

impl FromIterator<Card> for Cards {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut set = Cards::NONE;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl fmt::Display for Cards {
    /// The cards in index order, space-separated (`Ma10 Ma1 MaR`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, card) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{{self}}}")
    }
}

impl FromStr for Cards {
    type Err = String;
    /// Space-separated cards; each at most once.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut set = Cards::NONE;
        for word in text.split_whitespace() {
            let card: Card = word.parse()?;
            if set.contains(card) {
                return Err(format!("{card} is named twice"));
            }
            set.insert(card);
        }
        Ok(set)
    }
}

/// Saved as the readable card list, and read back through the parser, so a corrupt save is an
/// error, never a panic.
impl Serialize for Cards {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of suits as a 10-bit mask (voids, suits present).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SuitSet(u16);

impl SuitSet {
    pub const NONE: SuitSet = SuitSet(0);

    /// The suits strictly after `from` and before `to` in avatar order, wrapping from Kalki to
    /// Matsya (G5.2: the suits a seat passed over to play `to` on a lead of `from`); none when
    /// `to` follows `from` directly or is `from`. A mask turned into place, no loop.
    pub fn between(from: Suit, to: Suit) -> SuitSet {
        let first = (u32::from(from.0) + 1) % u32::from(SUITS);
        let span = (u32::from(to.0) + u32::from(SUITS) - first) % u32::from(SUITS);
        let run = (1u32 << span) - 1;
        let turned = run << first | run >> (u32::from(SUITS) - first);
        SuitSet((turned & 0x3FF) as u16)
    }

    pub fn union(self, other: SuitSet) -> SuitSet {
        SuitSet(self.0 | other.0)
    }

    pub fn from_bits(bits: u16) -> SuitSet {
        SuitSet(bits & 0x3FF)
    }

    pub fn bits(self) -> u16 {
        self.0
    }

    pub fn contains(self, suit: Suit) -> bool {
        self.0 & (1 << suit.0) != 0
    }

    pub fn insert(&mut self, suit: Suit) {
        self.0 |= 1 << suit.0;
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Suit> {
        Suit::all().filter(move |&s| self.contains(s))
    }

    /// Every card of these suits.
    pub fn cards(self) -> Cards {
        self.iter().fold(Cards::NONE, |acc, s| acc.union(s.cards()))
    }
}

impl Serialize for SuitSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter().map(Suit::code))
    }
}

impl<'de> Deserialize<'de> for SuitSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let codes = Vec::<String>::deserialize(d)?;
        let mut set = SuitSet::NONE;
        for code in codes {
            set.insert(code.parse().map_err(serde::de::Error::custom)?);
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests;
