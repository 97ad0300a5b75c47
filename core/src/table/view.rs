//! `TableView`: everything a shell draws, already localised. One value per moment of any game.

use crate::ai::Level;
use crate::games::GameId;
use crate::l10n::Lang;
use crate::look::Look;
use serde::{Deserialize, Serialize};

/// The mark shells draw beside the seat whose turn it is (explained in every legend).
pub const TURN_MARK: &str = "▶";
/// The mark shells draw beside a move the core warns about ([`TargetView::warning`]), once:
/// no label carries it, and the legend explains it whenever a move is warned.
pub const WARNING_MARK: &str = "⚠";
/// The mark shells draw beside a bot's name.
pub const BOT_MARK: &str = "⚙";
/// The mark beside who won, in a summary and its history (not DiCa's ★, which marks a card).
pub const WINNER_MARK: &str = "✪";

/// The whole screen of a table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TableView {
    /// Increases with every change. An intent is checked against it, so a tap on an old view is
    /// refused as stale instead of doing something the player did not see.
    pub version: u64,
    pub game: GameId,
    pub lang: Lang,
    /// "DICEN — round 2 of 4".
    pub title: String,
    /// "Ann: throw the dice".
    pub status: String,
    pub screen: Screen,
    pub seats: Vec<SeatView>,
    /// The game's board; `None` on a hand-over screen, which shows nothing secret.
    pub board: Option<BoardView>,
    /// The dice on the table (`u32`, not `u8`: bytes would cross to Kotlin as a `ByteArray`).
    pub dice: Vec<u32>,
    /// Every tappable thing, legal or not.
    pub targets: Vec<TargetView>,
    /// What happened, in words, oldest first (the most recent lines).
    pub log: Vec<String>,
    pub series: SeriesView,
    /// Present on the round and series summary screens.
    pub summary: Option<SummaryView>,
    /// While the table waits for "next" after a deal or round: what the settlement came to,
    /// line by line (every Gnav card revealed and who lost a life by which rule, Ganjifa's
    /// captures, DiCa's won, stolen and blocked cards). Empty otherwise.
    pub settlement: Vec<String>,
    /// Every symbol and abbreviation the board and seats use, with its meaning.
    pub legend: Vec<LegendEntry>,
    pub effects: Effects,
    pub look: Look,
    /// Present while the latest change is not saved yet (the store is busy, full, read-only or
    /// damaged): shells show it until a later view clears it. Play goes on; the save is retried.
    pub unsaved: Option<UnsavedView>,
    /// What leaving the table now means, for a shell to say before it leaves.
    pub leaving: LeaveView,
    /// The warning of the move tapped once and waiting for its second tap, said once (it ends
    /// with what the second tap does): shells show it until the move is confirmed or cancelled.
    pub armed: Option<String>,
    /// What a screen reader says as this view arrives: whose turn it is when the turn moved,
    /// else the new status. Worded by the live table as it hands the view to the shell
    /// (against the view it handed over before); `None` when nothing new is to be said, in a
    /// redraw of the same moment, and in views read from a table directly.
    pub announcement: Option<String>,
}

/// What leaving the table now means: nothing lost (Resume brings it back), or the last change
/// lost, while it is not saved yet. A shell asks before leaving when it is not `saved`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LeaveView {
    /// Every change shown is saved.
    pub saved: bool,
    /// "Leave the table? It is saved: …", or "Not saved yet: … Leaving now loses the last
    /// change; …".
    pub message: String,
}

impl LeaveView {
    /// For a table whose latest change is saved, or not (`unsaved`).
    pub fn of(unsaved: Option<&UnsavedView>, lang: crate::l10n::Lang) -> LeaveView {
        use crate::l10n::{text, Msg};
        match unsaved {
            None => LeaveView {
                saved: true,
                message: text(lang, &Msg::new("table-leave-saved")),
            },
            Some(unsaved) => LeaveView {
                saved: false,
                message: text(
                    lang,
                    &Msg::new("table-leave-unsaved").text("notice", unsaved.message.clone()),
                ),
            },
        }
    }
}

/// Why the latest change could not be saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SaveProblem {
    /// Another app or process holds the store.
    Busy,
    /// The device is full.
    Full,
    /// The store may not be written.
    ReadOnly,
    /// The store's file is damaged.
    Damaged,
    /// Another Cardavia (another window, program or tab) has the store open for writing.
    InUse,
    /// Any other failure of the device's storage.
    Failed,
    /// The device gives Cardavia no storage (a browser's private window): the change lives in
    /// memory only, and is gone with the page.
    NothingKept,
}

impl SaveProblem {
    /// A stable, kebab-case id.
    pub fn kind(self) -> &'static str {
        match self {
            SaveProblem::Busy => "busy",
            SaveProblem::Full => "full",
            SaveProblem::ReadOnly => "read-only",
            SaveProblem::Damaged => "damaged",
            SaveProblem::InUse => "in-use",
            SaveProblem::Failed => "failed",
            SaveProblem::NothingKept => "nothing-kept",
        }
    }

    /// Whether trying the save again may work: not on a device that keeps nothing.
    pub fn may_pass(self) -> bool {
        self != SaveProblem::NothingKept
    }

    /// The notice a table shows while a change is not saved for this reason.
    pub fn notice(self) -> SaveNotice {
        SaveNotice { problem: self }
    }
}

/// Kept in the table while its latest change is not saved (never saved itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveNotice {
    pub problem: SaveProblem,
}

impl SaveNotice {
    pub fn view(&self, lang: crate::l10n::Lang) -> UnsavedView {
        let id = match self.problem {
            SaveProblem::Busy => "table-unsaved-busy",
            SaveProblem::Full => "table-unsaved-full",
            SaveProblem::ReadOnly => "table-unsaved-read-only",
            SaveProblem::Damaged => "table-unsaved-damaged",
            SaveProblem::InUse => "table-unsaved-in-use",
            SaveProblem::Failed => "table-unsaved-failed",
            SaveProblem::NothingKept => "table-unsaved-nothing-kept",
        };
        UnsavedView {
            problem: self.problem,
            message: crate::l10n::text(lang, &crate::l10n::Msg::new(id)),
        }
    }
}

/// The not-saved notice as a shell draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UnsavedView {
    pub problem: SaveProblem,
    /// "Not saved yet: another app is using the store. Retrying…"
    pub message: String,
}

/// Which screen the table shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "screen")]
pub enum Screen {
    Playing,
    /// "Pass the phone to NAME": nothing secret is shown until that person confirms.
    HandOver {
        seat: u8,
        name: String,
        prompt: String,
    },
    RoundOver,
    SeriesOver,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub seat: u8,
    pub name: String,
    /// For team games: 0 (red) or 1 (blue).
    pub team: Option<u8>,
    pub score: i64,
    pub score_label: String,
    pub lives: Option<u8>,
    /// The game waits for this seat.
    pub is_turn: bool,
    pub ai: Option<Level>,
    /// The person holding the device (hidden-hand games).
    pub holds_device: bool,
}

/// What kind of thing a target is, so a shell knows how to draw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TargetKind {
    Tile,
    Card,
    /// A button: pass, accept, next round...
    Button,
    /// A button that throws the dice (DiCa D5, DICEN N2): shells draw it as dice, not by its id.
    Roll,
    /// A card of the table's to challenge (DiCa) or a seat to address.
    Challenge,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TargetView {
    pub id: String,
    pub seat: u8,
    pub kind: TargetKind,
    pub label: String,
    pub accessibility: String,
    /// Tapping it does something now.
    pub enabled: bool,
    /// Why it is not allowed, when it is not (with the rule number where one applies).
    pub why_not: Option<String>,
    pub selected: bool,
    /// The board draws it in place (a card, a tile); shells draw the other targets as buttons.
    pub on_board: bool,
    /// What taking it will certainly cost the player (a DiCa mistake, a Gnav swap giving away
    /// the higher card): the first tap only arms it and shows this; a second tap confirms.
    pub warning: Option<String>,
    /// This warned target was tapped once: the next tap on it applies it.
    pub confirm: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeriesView {
    /// The round (deal, game) being played or just finished, from 1.
    pub round: u32,
    /// Rounds in the series, when fixed.
    pub rounds: Option<u32>,
    pub label: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SummaryView {
    pub title: String,
    /// Who won, in words: "Ann wins the series 3–2", "Deal 2 of 3: Bo wins".
    pub headline: String,
    /// The headings of each line's `cells`: this round (deal, game), total, rounds won.
    pub columns: Vec<String>,
    /// One per seat, in seat order (`rank` gives the standings).
    pub lines: Vec<SummaryLine>,
    /// The series round by round, oldest first.
    pub history: Vec<HistoryRow>,
    /// Rounds so far, for a chart: per round, each seat's points.
    pub progression: Vec<Vec<i64>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SummaryLine {
    pub seat: u8,
    pub name: String,
    pub points: i64,
    pub total: i64,
    pub winner: bool,
    pub text: String,
    /// Rounds (deals, games) won so far; a shared one counts for each sharer.
    pub rounds_won: u32,
    /// Place in the standings, from 1; equal seats share a place.
    pub rank: u32,
    /// The numbers under `SummaryView::columns`, written the language's way.
    pub cells: Vec<String>,
}

/// A symbol the table draws and what it means ("★": "a card only one team may still
/// complete (rule D6)").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegendEntry {
    pub symbol: String,
    pub meaning: String,
}

/// One finished round of the series.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HistoryRow {
    /// "Round 2 of 5", "Deal 1 of 3".
    pub label: String,
    /// The round in one line, every figure beside its seat's name: "Deal 1 of 3: Ann 15, Bo 33,
    /// Cy 72 ★".
    pub text: String,
    /// Each seat's points in it, written the language's way.
    pub points: Vec<String>,
    /// The seats that won it.
    pub winners: Vec<u32>,
}

/// What a shell performs along with drawing the view. No sound: no shell played one and the
/// project has no sounds of its own, so the field was a promise nothing kept (removed); the
/// haptic carries each moment's feel.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Effects {
    pub haptic: Haptic,
    /// When the running turn clock runs out (the `now_ms` clock the shell passes in), if one runs.
    pub timeout_due_ms: Option<u64>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Haptic {
    #[default]
    None,
    /// A rolling pattern, then a tick for the result.
    DiceRoll,
    Success,
    Failure,
    Steal,
    LifeLost,
}

/// A set-up choice, drawn by shells as chips or a menu.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OptionSpec {
    /// The key in the game's options JSON (`tiles`, `variants`...).
    pub key: &'static str,
    /// For a list option (DICEN's `variants`): the member this on/off choice adds to the list.
    pub member: Option<&'static str>,
    pub label: crate::l10n::Msg,
    pub choices: Vec<OptionChoice>,
    /// Index into `choices` of the rule book's default.
    pub default: usize,
    /// What the option does, in one sentence, where its name does not tell (DICEN's variants,
    /// with their rule numbers; DiCa's deal, mistakes and time limit).
    pub description: Option<crate::l10n::Msg>,
}

impl OptionSpec {
    /// How many of something a series plays (rounds, deals, games, lives): 1 to `most`, each
    /// choice worded by the message `value` with the count as `$key`; `default` is the rule
    /// book's count.
    pub fn count(
        key: &'static str,
        label: crate::l10n::Msg,
        value: &'static str,
        most: u8,
        default: u8,
    ) -> OptionSpec {
        OptionSpec {
            key,
            member: None,
            label,
            choices: (1..=most)
                .map(|n| OptionChoice {
                    value: n.into(),
                    label: crate::l10n::Msg::new(value).int(key, n),
                })
                .collect(),
            default: usize::from(default.saturating_sub(1)),
            description: None,
        }
    }

    /// Off and on, as `false` and `true`.
    pub fn off_on() -> Vec<OptionChoice> {
        vec![
            OptionChoice {
                value: false.into(),
                label: crate::l10n::Msg::new("app-off"),
            },
            OptionChoice {
                value: true.into(),
                label: crate::l10n::Msg::new("app-on"),
            },
        ]
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OptionChoice {
    pub value: serde_json::Value,
    pub label: crate::l10n::Msg,
}

/// The game's own board, per game. Struct variants, so the bindings can carry it as a typed enum.
/// Ganjifa's is the largest (its marks, its hand): a view holds one board, never a list of
/// them, so its size costs nothing a box would save, and the bindings lift the board as is.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "lowercase", tag = "game")]
pub enum BoardView {
    Dica {
        board: crate::games::dica::view::DicaBoard,
    },
    Dicen {
        board: crate::games::dicen::view::DicenBoard,
    },
    Ganjifa {
        board: crate::games::ganjifa::view::GanjifaBoard,
    },
    Gnav {
        board: crate::games::gnav::view::GnavBoard,
    },
}

impl BoardView {
    /// The target ids the board itself carries (cards and tiles a person taps in place).
    pub fn placed_targets(&self) -> Vec<&str> {
        fn ids<'a, T: 'a>(
            items: impl IntoIterator<Item = &'a T>,
            target: impl Fn(&'a T) -> Option<&'a str>,
        ) -> Vec<&'a str> {
            items.into_iter().filter_map(target).collect()
        }
        match self {
            BoardView::Dica { board } => ids(board.teams.iter().flat_map(|t| &t.cards), |c| {
                c.target.as_deref()
            }),
            BoardView::Dicen { board } => ids(
                board.players.iter().flat_map(|p| &p.boards).flatten(),
                |t| t.target.as_deref(),
            ),
            BoardView::Ganjifa { board } => ids(
                board
                    .hand
                    .iter()
                    .flat_map(|s| &s.cards)
                    .chain(board.dukal.iter().flat_map(|d| &d.cards)),
                |c| c.target.as_deref(),
            ),
            // Gnav's moves (keep, swap, knock) are all buttons.
            BoardView::Gnav { .. } => Vec::new(),
        }
    }
}
