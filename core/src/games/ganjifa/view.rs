//! What a ganjifa table shows, as data for the shells: the board the table's view carries
//! (built by the table's adapter in `table::games::ganjifa`, which is where the rules meet the table).

use super::Period;
use serde::Serialize;

/// Ganjifa's board as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GanjifaBoard {
    /// The deal being played, from 1, and the deals in the series (G7).
    pub deal: u8,
    pub deals: u8,
    /// "Deal 1 of 3".
    pub deal_label: String,
    pub dealer: u8,
    /// G3: day or night; `None` while the dealer chooses.
    pub period: Option<Period>,
    /// "Day" or "Night".
    pub period_name: Option<String>,
    /// The trump suit (avatar order, 0 Matsya … 9 Kalki) and its name (G3).
    pub trump: Option<u8>,
    pub trump_name: Option<String>,
    /// The seat whose eyes the board is drawn for; `None`: public information only.
    pub you: Option<u8>,
    /// The seat leading the trick in progress, or the Dukal being discarded to.
    pub leader: Option<u8>,
    /// G5.1: the opening trick (the trump Raja alone) is under way.
    pub opening: bool,
    /// The viewer's hand by suit in avatar order (suits it lacks left out), strongest first.
    pub hand: Vec<GanjifaSuitView>,
    /// The trick on the table, in playing order, the lead first.
    pub trick: Vec<GanjifaPlayView>,
    /// The last play of this deal when it is a complete trick (G8): `None` once a Dukal is led
    /// after it, until a trick is complete again (then `dukal` is the last play).
    pub last_trick: Option<GanjifaTrickView>,
    /// The Dukal being discarded to, or the last play of this deal when it is a Dukal taken
    /// since the last complete trick, with its discards (G6.3, G8).
    pub dukal: Option<GanjifaDukalView>,
    /// Every card played face up this deal, a line a suit (G8: the app shows it, so no seat is
    /// favoured by memory).
    pub played: Vec<GanjifaPlayedView>,
    /// Every seat, in playing order (counter-clockwise, G1).
    pub players: Vec<GanjifaSeatView>,
    /// The marks a shell draws beside what the board shows, each explained in the view's
    /// legend: a shell draws these, never marks of its own.
    pub marks: GanjifaMarks,
}

/// The symbols a Ganjifa board is drawn with, each one a symbol of the view's legend with its
/// meaning, so that every shell's marks mean the same and are explained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GanjifaMarks {
    /// Beside the seat the board is drawn for (the person holding the phone).
    pub you: String,
    /// Beside the dealer of this deal (G4).
    pub dealer: String,
    /// After a seat's number of cards in hand.
    pub in_hand: String,
    /// After a seat's number of cards captured in this deal (G5.4, G6.3).
    pub captured: String,
    /// Before the trick on the table (G5).
    pub trick: String,
    /// Before the last play: the last complete trick, or a Dukal led since (G8).
    pub last_play: String,
    /// Before the seat that took the last play's cards (G5.3, G6.3).
    pub taken_by: String,
    /// Before the cards played face up this deal (G8).
    pub played: String,
    /// Before a seat's discards against a Dukal (G6.3).
    pub discards: String,
    /// Beside the trump suit (G3).
    pub trump: String,
}

/// The cards of one suit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GanjifaSuitView {
    /// Avatar order, 0 Matsya … 9 Kalki (G1).
    pub suit: u8,
    /// The suit's notation code (`Ra`).
    pub code: String,
    pub name: String,
    pub trump: bool,
    pub cards: Vec<GanjifaCardView>,
}

/// The cards of one suit played face up this deal (G8), as the line a board shows: late in a
/// deal some 90 cards are out, and a view carrying each as a card of its own was half the
/// bytes every tap made, copied and sent to the shell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GanjifaPlayedView {
    /// Avatar order, 0 Matsya … 9 Kalki (G1).
    pub suit: u8,
    /// The suit's notation code (`Ra`).
    pub code: String,
    pub name: String,
    pub trump: bool,
    /// The ranks played, strongest first as in a hand, as printed on small cards: `R M 10 9 1`.
    pub ranks: String,
    /// The same cards by name, for a screen reader: `Raja of Rama, Mantri of Rama, 10 of Rama`.
    pub spoken: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GanjifaCardView {
    /// The card in notation (`RaR`, `Ma10`).
    pub code: String,
    pub suit: u8,
    /// The rank as printed on a small card: `R`, `M` or the number.
    pub rank: String,
    /// "Raja of Rama".
    pub name: String,
    pub trump: bool,
    /// In the viewer's hand: the engine allows it now (a card to play or discard).
    pub playable: bool,
    /// In the viewer's hand while the viewer is to act: the target id that plays it.
    pub target: Option<String>,
}

/// A card played by a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GanjifaPlayView {
    pub seat: u8,
    pub name: String,
    pub card: GanjifaCardView,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GanjifaTrickView {
    pub leader: u8,
    /// In playing order, the lead first.
    pub plays: Vec<GanjifaPlayView>,
    pub winner: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GanjifaDukalView {
    pub leader: u8,
    /// "5 cards of Kurma: Raja, Mantri and 3 to 5".
    pub label: String,
    pub cards: Vec<GanjifaCardView>,
    /// The discards made against it so far, face up (G6.3), per opponent in playing order.
    pub discards: Vec<GanjifaDiscardsView>,
    /// While discards are due: who discards, and how many cards are still to come from them.
    pub discarding: Option<u8>,
    pub left: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GanjifaDiscardsView {
    pub seat: u8,
    pub name: String,
    pub cards: Vec<GanjifaCardView>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GanjifaSeatView {
    pub seat: u8,
    pub name: String,
    /// Cards in hand (public: everyone sees the deal and the play).
    pub cards: u8,
    /// This deal (G5.4, G6.3).
    pub captured: u8,
    pub tricks_won: u8,
    pub dukals: u8,
    /// Over the finished deals (G7).
    pub deals_won: u8,
    pub total: u16,
    pub is_dealer: bool,
    pub is_turn: bool,
}
