//! What a gnav table shows, as data for the shells: the board the table's view carries
//! (built by the table's adapter in `table::games::gnav`, which is where the rules meet the table).

use serde::Serialize;

/// Gnav's board as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GnavBoard {
    /// The game of the series being played (from 1), of how many.
    pub game: u8,
    pub games: u8,
    /// The deal of the game, from 1.
    pub deal: u16,
    pub dealer: u8,
    /// The seat whose eyes the board is drawn for, if any.
    pub you: Option<u8>,
    /// Every seat around the circle, in seat order (clockwise).
    pub players: Vec<GnavSeatView>,
    /// Cards left in the stock.
    pub stock: u8,
    /// Matadors turned up from the stock and set aside, face up (K4.3).
    pub set_aside: Vec<String>,
    /// The last deal's settlement: every card revealed (K5.1), who lost a life, who rests.
    pub last_deal: Option<GnavDealSummary>,
    /// The board is the deal just settled, as it ended (K5.1): its dealer, its number, its
    /// stock and set-aside matadors, every card revealed in front of its player; the next deal
    /// is not dealt yet. Shells then draw the cards in the circle, not `last_deal`'s line.
    pub settled: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GnavSeatView {
    pub seat: u8,
    pub name: String,
    pub lives: u8,
    pub max_lives: u8,
    pub games_won: u8,
    /// K5.5: resting this deal.
    pub resting: bool,
    /// Out of this game (no lives left).
    pub out: bool,
    pub in_deal: bool,
    pub is_turn: bool,
    pub is_dealer: bool,
    /// The card in front of this seat, when the viewer may see it.
    pub card: Option<String>,
    /// The seat holds a card the viewer may not see.
    pub card_hidden: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GnavDealSummary {
    /// Each seat's card at the settlement (`None`: not in that deal).
    pub cards: Vec<Option<String>>,
    pub losers: Vec<u32>,
    pub resting_next: Vec<u32>,
    /// The cards as one labelled line, for a board drawn while the next deal is played: "Last
    /// deal: Ann VIII · Bo V · Cy Katt · Di Hest".
    pub label: String,
}
