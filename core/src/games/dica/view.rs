//! What a dica table shows, as data for the shells: the board the table's view carries
//! (built by the table's adapter in `table::games::dica`, which is where the rules meet the table).

use serde::Serialize;

/// DiCa's board as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DicaBoard {
    /// The round being played, from 1, and how many the series has (D11).
    pub round: u8,
    pub rounds: u8,
    /// Team Red, then Team Blue.
    pub teams: Vec<DicaTeamView>,
    /// The team whose turn it is (play resumes with it after a challenge).
    pub turn: Option<u8>,
    /// The rolled stone waiting to be placed (D4).
    pub die: Option<u8>,
    /// The roll awaited or being placed is a bonus roll (D4.4).
    pub bonus: bool,
    /// A challenge waiting for the owner's answer (D9.3).
    pub challenge: Option<DicaChallengeView>,
    pub duel: Option<DicaDuelView>,
    /// D10: seconds per turn, if the time is limited.
    pub time_limit_s: Option<u16>,
    /// D4.7: invalid placements are refused instead of counted.
    pub mistakes_prevented: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DicaTeamView {
    pub team: u8,
    /// "Team Red".
    pub name: String,
    /// The seat's label (D2).
    pub label: String,
    /// The team's people in the order the device goes round them (empty for an AI team).
    pub players: Vec<String>,
    /// D2: whose hands the device should be in when this team acts.
    pub hand: Option<String>,
    /// The rules wait for this team now (its roll, placement, answer or duel roll).
    pub is_turn: bool,
    /// Points held in the round on the table (D8).
    pub points: u32,
    pub rounds_won: u32,
    /// Points over the series so far, the round on the table included (D11).
    pub total: i64,
    /// The cards dealt to it, in dealing order (D3).
    pub cards: Vec<DicaCardView>,
}

/// Where a card stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardState {
    Open,
    /// Completed by the team it was dealt to (D4.2, D9.5).
    Won,
    /// Completed by the other team (D4.2 on a ★ card, D4.3, D9.5).
    Stolen,
    /// Neutralised (D4.4).
    Blocked,
    /// No die can complete it (D7).
    Dead,
    /// Both teams erred on it (D4.5).
    Eliminated,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DicaCardView {
    pub id: String,
    pub value: u8,
    /// The team it was dealt to: the row it lies in.
    pub dealt: u8,
    /// The stones on it (a completing third stone included).
    pub stones: Vec<u32>,
    pub sum: u8,
    pub state: CardState,
    /// The team that won or stole it.
    pub holder: Option<u8>,
    /// While open: the team that may fill it as its own (D6).
    pub side: Option<u8>,
    /// A ★ card: the one team that may still complete it (D6).
    pub star_for: Option<u8>,
    /// The teams eliminated from it (D4.5).
    pub eliminated: Vec<u32>,
    /// Challenged this round (D9.1).
    pub challenged: bool,
    /// The target on this card now (a placement or a challenge), allowed or not.
    pub target: Option<String>,
    /// The card in words, for screen readers.
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DicaChallengeView {
    pub card: String,
    pub challenger: u8,
    pub owner: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DicaDuelView {
    pub card: String,
    pub challenger: u8,
    pub owner: u8,
    /// The face that completes the card (`r = v - s`, D9.4).
    pub target: u8,
    /// The team rolling now.
    pub roller: u8,
    /// The roll being made in this stage (from 1), of how many the stage allows.
    pub roll: u8,
    pub of: u8,
    /// How many times the duel started again.
    pub restarts: u16,
    /// The duel's state in words.
    pub text: String,
}
