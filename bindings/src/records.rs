//! The core's view types, declared to UniFFI as remote types: the shells get the very records
//! the core builds, field for field (the compiler checks these declarations against the core).

use cardavia_core::ai::Level;
use cardavia_core::app::{
    Chart, ChartSeries, GameCard, LanguageChoice, StatsText, TallyText, TimerChoice,
};
use cardavia_core::games::dica::view::{
    CardState, DicaBoard, DicaCardView, DicaChallengeView, DicaDuelView, DicaTeamView,
};
use cardavia_core::games::dicen::view::{DicenBoard, DicenPlayerView, TileView};
use cardavia_core::games::ganjifa::view::{
    GanjifaBoard, GanjifaCardView, GanjifaDiscardsView, GanjifaDukalView, GanjifaMarks,
    GanjifaPlayView, GanjifaPlayedView, GanjifaSeatView, GanjifaSuitView, GanjifaTrickView,
};
use cardavia_core::games::ganjifa::Period;
use cardavia_core::games::gnav::view::{GnavBoard, GnavDealSummary, GnavSeatView};
use cardavia_core::games::GameId;
use cardavia_core::games::RuleSection;
use cardavia_core::l10n::Lang;
use cardavia_core::look::{Look, LookSettings};
use cardavia_core::store::{Assist, BotPace, Mistakes, Settings};
use cardavia_core::table::{
    BoardView, Effects, Haptic, HistoryRow, Intent, LeaveView, LegendEntry, SaveProblem, Screen,
    SeatView, SeriesView, SummaryLine, SummaryView, TableView, TargetKind, TargetView, UnsavedView,
};

/// Which game.
#[uniffi::remote(Enum)]
pub enum GameId {
    Dica,
    Dicen,
    Ganjifa,
    Gnav,
}

/// The languages Cardavia speaks.
#[uniffi::remote(Enum)]
pub enum Lang {
    En,
    Nl,
    Es,
    Pt,
    It,
}

/// A bot's difficulty.
#[uniffi::remote(Enum)]
pub enum Level {
    Easy,
    Normal,
    Hard,
}

/// What a person can do at the table: `Tap` a target of the view by its id (the table's own
/// buttons are targets too), `Tick` when time has passed, `Cancel` what is chosen but not played.
#[uniffi::remote(Enum)]
pub enum Intent {
    Tap { target: String },
    Tick,
    Cancel,
}

/// Everything a shell draws for one moment of a table, already localised.
#[uniffi::remote(Record)]
pub struct TableView {
    pub version: u64,
    pub game: GameId,
    pub lang: Lang,
    pub title: String,
    pub status: String,
    pub screen: Screen,
    pub seats: Vec<SeatView>,
    pub board: Option<BoardView>,
    pub dice: Vec<u32>,
    pub targets: Vec<TargetView>,
    pub log: Vec<String>,
    pub series: SeriesView,
    pub summary: Option<SummaryView>,
    pub settlement: Vec<String>,
    pub legend: Vec<LegendEntry>,
    pub effects: Effects,
    pub look: Look,
    pub unsaved: Option<UnsavedView>,
    pub leaving: LeaveView,
    pub armed: Option<String>,
    pub announcement: Option<String>,
}

/// What leaving the table now means: ask first when it is not `saved`.
#[uniffi::remote(Record)]
pub struct LeaveView {
    pub saved: bool,
    pub message: String,
}

/// Shown while the latest change is not saved yet; a later view clears it.
#[uniffi::remote(Record)]
pub struct UnsavedView {
    pub problem: SaveProblem,
    pub message: String,
}

/// Why the latest change could not be saved.
#[uniffi::remote(Enum)]
pub enum SaveProblem {
    Busy,
    Full,
    ReadOnly,
    Damaged,
    InUse,
    Failed,
    NothingKept,
}

/// Which screen the table shows; on `HandOver` nothing secret is in the view.
#[uniffi::remote(Enum)]
pub enum Screen {
    Playing,
    HandOver {
        seat: u8,
        name: String,
        prompt: String,
    },
    RoundOver,
    SeriesOver,
}

/// A seat as the table shows it: name, team, score, lives, whose turn, bot or person.
#[uniffi::remote(Record)]
pub struct SeatView {
    pub seat: u8,
    pub name: String,
    pub team: Option<u8>,
    pub score: i64,
    pub score_label: String,
    pub lives: Option<u8>,
    pub is_turn: bool,
    pub ai: Option<Level>,
    pub holds_device: bool,
}

/// How to draw a target: a tile, a card, a button, or a challenge.
#[uniffi::remote(Enum)]
pub enum TargetKind {
    Tile,
    Card,
    Button,
    /// Throws the dice: shells draw it as dice (no id prefix to test).
    Roll,
    Challenge,
}

/// A tappable thing: `enabled` says whether tapping does something now; `why_not` says why not.
#[uniffi::remote(Record)]
pub struct TargetView {
    pub id: String,
    pub seat: u8,
    pub kind: TargetKind,
    pub label: String,
    pub accessibility: String,
    pub enabled: bool,
    pub why_not: Option<String>,
    pub selected: bool,
    /// Drawn in place on the board (a card, a tile); the others are buttons.
    pub on_board: bool,
    /// What taking it certainly costs: the first tap arms it, a second tap confirms.
    pub warning: Option<String>,
    /// Armed: the next tap on it applies it.
    pub confirm: bool,
}

/// Where the series stands: the round and how many there are.
#[uniffi::remote(Record)]
pub struct SeriesView {
    pub round: u32,
    pub rounds: Option<u32>,
    pub label: String,
}

/// The end-of-round or end-of-series summary, with the round-by-round points for a chart.
#[uniffi::remote(Record)]
pub struct SummaryView {
    pub title: String,
    pub headline: String,
    pub columns: Vec<String>,
    pub lines: Vec<SummaryLine>,
    pub history: Vec<HistoryRow>,
    pub progression: Vec<Vec<i64>>,
}

/// A symbol the table draws and its meaning.
#[uniffi::remote(Record)]
pub struct LegendEntry {
    pub symbol: String,
    pub meaning: String,
}

/// One finished round of the series: its label, each seat's points as text, its winners.
#[uniffi::remote(Record)]
pub struct HistoryRow {
    pub label: String,
    pub text: String,
    pub points: Vec<String>,
    pub winners: Vec<u32>,
}

/// One seat's line of a summary.
#[uniffi::remote(Record)]
pub struct SummaryLine {
    pub seat: u8,
    pub name: String,
    pub points: i64,
    pub total: i64,
    pub winner: bool,
    pub text: String,
    pub rounds_won: u32,
    pub rank: u32,
    pub cells: Vec<String>,
}

/// What a shell performs along with drawing: a haptic, and when the turn clock runs out
/// (ms since the Unix epoch).
#[uniffi::remote(Record)]
pub struct Effects {
    pub haptic: Haptic,
    pub timeout_due_ms: Option<u64>,
}

/// The haptic to play: the dice-rolling pattern, or a result.
#[uniffi::remote(Enum)]
pub enum Haptic {
    None,
    DiceRoll,
    Success,
    Failure,
    Steal,
    LifeLost,
}

/// The colour matrix (4×5, row-major, offsets in 0–1 units) and grain for the whole table.
#[uniffi::remote(Record)]
pub struct Look {
    pub matrix: Vec<f32>,
    pub grain_strength: f32,
    pub grain_alpha: f32,
}

/// The game's own board.
#[uniffi::remote(Enum)]
pub enum BoardView {
    Dica { board: DicaBoard },
    Dicen { board: DicenBoard },
    Ganjifa { board: GanjifaBoard },
    Gnav { board: GnavBoard },
}

/// DiCa: both teams' rows of cards with their stones, the die, a challenge or a duel.
#[uniffi::remote(Record)]
pub struct DicaBoard {
    pub round: u8,
    pub rounds: u8,
    pub teams: Vec<DicaTeamView>,
    pub turn: Option<u8>,
    pub die: Option<u8>,
    pub bonus: bool,
    pub challenge: Option<DicaChallengeView>,
    pub duel: Option<DicaDuelView>,
    pub time_limit_s: Option<u16>,
    pub mistakes_prevented: bool,
}

/// One DiCa team: its people, whose hands the phone is in, its points and its cards.
#[uniffi::remote(Record)]
pub struct DicaTeamView {
    pub team: u8,
    pub name: String,
    pub label: String,
    pub players: Vec<String>,
    pub hand: Option<String>,
    pub is_turn: bool,
    pub points: u32,
    pub rounds_won: u32,
    pub total: i64,
    pub cards: Vec<DicaCardView>,
}

/// Where a DiCa card stands.
#[uniffi::remote(Enum)]
pub enum CardState {
    Open,
    Won,
    Stolen,
    Blocked,
    Dead,
    Eliminated,
}

/// One DiCa card: its stones and sum, who holds it, whose side it is on, ★ and for whom.
#[uniffi::remote(Record)]
pub struct DicaCardView {
    pub id: String,
    pub value: u8,
    pub dealt: u8,
    pub stones: Vec<u32>,
    pub sum: u8,
    pub state: CardState,
    pub holder: Option<u8>,
    pub side: Option<u8>,
    pub star_for: Option<u8>,
    pub eliminated: Vec<u32>,
    pub challenged: bool,
    pub target: Option<String>,
    pub text: String,
}

/// A challenge waiting for the owner's answer (D9.3).
#[uniffi::remote(Record)]
pub struct DicaChallengeView {
    pub card: String,
    pub challenger: u8,
    pub owner: u8,
}

/// A duel in progress (D9.4), in words too.
#[uniffi::remote(Record)]
pub struct DicaDuelView {
    pub card: String,
    pub challenger: u8,
    pub owner: u8,
    pub target: u8,
    pub roller: u8,
    pub roll: u8,
    pub of: u8,
    pub restarts: u16,
    pub text: String,
}

/// DICEN: the players' boards of tiles, the throw, what the selection adds up to, the hint.
#[uniffi::remote(Record)]
pub struct DicenBoard {
    pub round: u8,
    pub rounds: u8,
    pub variants: Vec<String>,
    pub players: Vec<DicenPlayerView>,
    pub throw: Vec<u32>,
    pub to_close: Option<u32>,
    pub selected_sum: u32,
    pub hint: Option<String>,
}

/// One DICEN player: one board, or two in Lord of the board.
#[uniffi::remote(Record)]
pub struct DicenPlayerView {
    pub seat: u8,
    pub name: String,
    pub team: Option<u8>,
    pub boards: Vec<Vec<TileView>>,
    pub out: bool,
    pub dicen: bool,
    /// "DICEN!" beside a player who shut the box, in the core's words.
    pub call: Option<String>,
    pub is_turn: bool,
}

/// One tile: open or shut, selected, and its target id when it can be tapped.
#[uniffi::remote(Record)]
pub struct TileView {
    pub number: u8,
    pub open: bool,
    pub selected: bool,
    pub target: Option<String>,
}

/// Ganjifa: the holder's hand by suit, the trick, the last trick, a Dukal, what was played,
/// and each seat's captures (only what the holder may see, G8).
#[uniffi::remote(Record)]
pub struct GanjifaBoard {
    pub deal: u8,
    pub deals: u8,
    pub deal_label: String,
    pub dealer: u8,
    pub period: Option<Period>,
    pub period_name: Option<String>,
    pub trump: Option<u8>,
    pub trump_name: Option<String>,
    pub you: Option<u8>,
    pub leader: Option<u8>,
    pub opening: bool,
    pub hand: Vec<GanjifaSuitView>,
    pub trick: Vec<GanjifaPlayView>,
    pub last_trick: Option<GanjifaTrickView>,
    pub dukal: Option<GanjifaDukalView>,
    pub played: Vec<GanjifaPlayedView>,
    pub players: Vec<GanjifaSeatView>,
    pub marks: GanjifaMarks,
}

/// The symbols a Ganjifa board is drawn with (the viewer, the dealer, cards in hand and
/// captured, the trump, the trick, the last play and who took it, discards, what was played),
/// each explained in the view's legend.
#[uniffi::remote(Record)]
pub struct GanjifaMarks {
    pub you: String,
    pub dealer: String,
    pub in_hand: String,
    pub captured: String,
    pub trick: String,
    pub last_play: String,
    pub taken_by: String,
    pub played: String,
    pub discards: String,
    pub trump: String,
}

/// Day (Rama is trump) or night (Krishna is trump), G3.
#[uniffi::remote(Enum)]
pub enum Period {
    Day,
    Night,
}

/// The cards of one suit, in avatar order, strongest first.
#[uniffi::remote(Record)]
pub struct GanjifaSuitView {
    pub suit: u8,
    pub code: String,
    pub name: String,
    pub trump: bool,
    pub cards: Vec<GanjifaCardView>,
}

/// One suit's cards played this deal, as a line: the ranks as printed, and by name to be read out.
#[uniffi::remote(Record)]
pub struct GanjifaPlayedView {
    pub suit: u8,
    pub code: String,
    pub name: String,
    pub trump: bool,
    pub ranks: String,
    pub spoken: String,
}

/// One Ganjifa card, with its target id when it can be played or discarded now.
#[uniffi::remote(Record)]
pub struct GanjifaCardView {
    pub code: String,
    pub suit: u8,
    pub rank: String,
    pub name: String,
    pub trump: bool,
    pub playable: bool,
    pub target: Option<String>,
}

/// A card played to a trick, and by whom.
#[uniffi::remote(Record)]
pub struct GanjifaPlayView {
    pub seat: u8,
    pub name: String,
    pub card: GanjifaCardView,
}

/// A finished trick and its winner.
#[uniffi::remote(Record)]
pub struct GanjifaTrickView {
    pub leader: u8,
    pub plays: Vec<GanjifaPlayView>,
    pub winner: u8,
}

/// A Dukal led (G6), with the discards made against it so far.
#[uniffi::remote(Record)]
pub struct GanjifaDukalView {
    pub leader: u8,
    pub label: String,
    pub cards: Vec<GanjifaCardView>,
    pub discards: Vec<GanjifaDiscardsView>,
    pub discarding: Option<u8>,
    pub left: u8,
}

/// One seat's face-up discards against a Dukal.
#[uniffi::remote(Record)]
pub struct GanjifaDiscardsView {
    pub seat: u8,
    pub name: String,
    pub cards: Vec<GanjifaCardView>,
}

/// One Ganjifa seat: cards in hand, captures, tricks, Dukals, deals won.
#[uniffi::remote(Record)]
pub struct GanjifaSeatView {
    pub seat: u8,
    pub name: String,
    pub cards: u8,
    pub captured: u8,
    pub tricks_won: u8,
    pub dukals: u8,
    pub deals_won: u8,
    pub total: u16,
    pub is_dealer: bool,
    pub is_turn: bool,
}

/// Gnav: the circle of players with their lives, the stock, the last settlement.
#[uniffi::remote(Record)]
pub struct GnavBoard {
    pub game: u8,
    pub games: u8,
    pub deal: u16,
    pub dealer: u8,
    pub you: Option<u8>,
    pub players: Vec<GnavSeatView>,
    pub stock: u8,
    pub set_aside: Vec<String>,
    pub last_deal: Option<GnavDealSummary>,
    pub settled: bool,
}

/// One Gnav player, with their card when the viewer may see it.
#[uniffi::remote(Record)]
pub struct GnavSeatView {
    pub seat: u8,
    pub name: String,
    pub lives: u8,
    pub max_lives: u8,
    pub games_won: u8,
    pub resting: bool,
    pub out: bool,
    pub in_deal: bool,
    pub is_turn: bool,
    pub is_dealer: bool,
    pub card: Option<String>,
    pub card_hidden: bool,
}

/// The last deal's settlement: every card revealed, who lost a life, who rests, and the cards
/// as one labelled line ("Last deal: …").
#[uniffi::remote(Record)]
pub struct GnavDealSummary {
    pub cards: Vec<Option<String>>,
    pub losers: Vec<u32>,
    pub resting_next: Vec<u32>,
    pub label: String,
}

/// A game on the home screen.
#[uniffi::remote(Record)]
pub struct GameCard {
    pub id: GameId,
    pub name: String,
    pub blurb: String,
    pub wikipedia: Option<String>,
    pub min_seats: u32,
    pub max_seats: u32,
    pub default_seats: u32,
    pub hidden_hands: bool,
    pub seats_rule: String,
}

/// One section of a game's rules (`number` is empty for the introduction).
#[uniffi::remote(Record)]
pub struct RuleSection {
    pub number: String,
    pub title: String,
    pub body: String,
}

/// The settings screen's values; validated by the core when saved.
#[uniffi::remote(Record)]
pub struct Settings {
    pub language: Option<String>,
    pub look: LookSettings,
    pub haptics: bool,
    pub turn_timer_s: Option<u32>,
    pub ai_level: Level,
    pub bot_pace: BotPace,
    pub assist: Assist,
}

/// How long bots wait before each move: calm, normal or quick.
#[uniffi::remote(Enum)]
pub enum BotPace {
    Calm,
    Normal,
    Quick,
}

/// Contrast, grain and colour temperature, each 0–100 (50 is the design).
#[uniffi::remote(Record)]
pub struct LookSettings {
    pub contrast: u8,
    pub grain: u8,
    pub temperature: u8,
}

/// Rule assists for new tables.
#[uniffi::remote(Record)]
pub struct Assist {
    pub dicen_hints: bool,
    pub dica_mistakes: Mistakes,
}

/// DiCa's invalid placements: counted (the printed game) or prevented (assist).
#[uniffi::remote(Enum)]
pub enum Mistakes {
    Count,
    Prevent,
}

/// A language the app speaks, by its own name.
#[uniffi::remote(Record)]
pub struct LanguageChoice {
    pub lang: Lang,
    pub tag: String,
    pub endonym: String,
}

/// A turn timer the settings offer; `seconds` = `None` is "off".
#[uniffi::remote(Record)]
pub struct TimerChoice {
    pub seconds: Option<u32>,
    pub label: String,
}

/// A player's record as the language writes every figure ("66,7", "67 %", "–").
#[uniffi::remote(Record)]
pub struct StatsText {
    pub series_played: String,
    pub series_won: String,
    pub win_rate: String,
    pub rounds_played: String,
    pub rounds_won: String,
    pub round_win_rate: String,
    pub average_score: String,
    pub best_score: String,
    pub average_round_points: String,
    pub best_round_points: String,
    pub current_streak: String,
    pub longest_streak: String,
    pub tallies: Vec<TallyText>,
    pub lines: Vec<String>,
}

/// A tally as shown: its id, its name in the language, and its value written out.
#[uniffi::remote(Record)]
pub struct TallyText {
    pub name: String,
    pub label: String,
    pub value: String,
}

/// What a stats chart plots: one series per seat, running totals (`cumulative`) round by
/// round, its axes labelled, and the whole of it in a sentence for a screen reader.
#[uniffi::remote(Record)]
pub struct Chart {
    pub game: GameId,
    pub title: String,
    pub x_label: String,
    pub y_label: String,
    pub cumulative: bool,
    pub lower_is_better: bool,
    pub rounds: Vec<String>,
    pub series: Vec<ChartSeries>,
    pub description: String,
}

/// One seat's line of a [`Chart`].
#[uniffi::remote(Record)]
pub struct ChartSeries {
    pub name: String,
    pub values: Vec<i64>,
    pub texts: Vec<String>,
}
