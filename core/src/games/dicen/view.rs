//! What a dicen table shows, as data for the shells: the board the table's view carries
//! (built by the table's adapter in `table::games::dicen`, which is where the rules meet the table).

use serde::Serialize;

/// DICEN's board as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DicenBoard {
    /// The round being played, from 1, and how many there are.
    pub round: u8,
    pub rounds: u8,
    /// The variants in play, named.
    pub variants: Vec<String>,
    pub players: Vec<DicenPlayerView>,
    /// The dice of the throw being played (empty before the throw).
    pub throw: Vec<u32>,
    /// The total the selected tiles must reach, while closing (N4). `None` under V1 Lucky,
    /// whose closes are the sets the throw names ("6, or 2 and 4", in the status), not a sum.
    pub to_close: Option<u32>,
    /// The sum of the selected tiles.
    pub selected_sum: u32,
    /// The solver's advice, when the table offers hints (option `hints`).
    pub hint: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DicenPlayerView {
    pub seat: u8,
    pub name: String,
    /// 2 VS 2: the team (seats 0 and 2 are team 0).
    pub team: Option<u8>,
    /// One board, or two in Lord of the board.
    pub boards: Vec<Vec<TileView>>,
    pub out: bool,
    /// Called DICEN this round (N8); in 2 VS 2 the call is the team's, so both partners.
    pub dicen: bool,
    /// The call shown beside a player who shut the box ("DICEN!"), so no shell writes it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub call: Option<String>,
    pub is_turn: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TileView {
    pub number: u8,
    pub open: bool,
    pub selected: bool,
    /// The target id when the tile can be tapped now.
    pub target: Option<String>,
}
