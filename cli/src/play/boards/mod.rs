//! Each game's board in a terminal, and the keys that name things on it. Drawing only: what is
//! open, selected or tappable comes from the view, and a key names a target the view offers (a
//! DICEN tile by its number, a DiCa card by its value and letter), never a move of its own.

mod dica;
mod dicen;
mod ganjifa;
mod gnav;

use super::theme::Theme;
use cardavia_core::table::{BoardView, TableView, TargetView};
use ratatui::layout::Rect;
use ratatui::Frame;

/// What the board draws with: the view, the keyboard's focus and what has been typed toward a
/// name, and where each target went (for clicks).
pub struct Canvas<'a> {
    pub view: &'a TableView,
    pub focus: Option<&'a str>,
    pub typed: &'a str,
    pub theme: Theme,
    pub rects: &'a mut Vec<(Rect, String)>,
}

impl Canvas<'_> {
    fn target(&self, id: Option<&String>) -> Option<&TargetView> {
        let id = id?;
        self.view.targets.iter().find(|t| &t.id == id)
    }

    /// Remembers where a target was drawn, so that a click there taps it.
    fn placed(&mut self, rect: Rect, target: Option<&TargetView>) {
        if let Some(t) = target {
            self.rects.push((rect, t.id.clone()));
        }
    }
}

pub fn draw(frame: &mut Frame, area: Rect, board: &BoardView, canvas: &mut Canvas) {
    match board {
        BoardView::Dica { board } => dica::draw(frame, area, board, canvas),
        BoardView::Dicen { board } => dicen::draw(frame, area, board, canvas),
        BoardView::Ganjifa { board } => ganjifa::draw(frame, area, board, canvas),
        BoardView::Gnav { board } => gnav::draw(frame, area, board, canvas.theme),
    }
}

/// What a typed character names on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// Not a key of this board: the table screen reads it.
    NotMine,
    /// The start of a name: keep typing (the table shows what was typed so far).
    More(String),
    /// The target this names.
    Tap(String),
    /// Names nothing on the table now.
    Nothing(String),
}

/// What `c`, typed after `typed`, names on `board`.
pub fn typed(board: &BoardView, typed: &str, c: char) -> Typed {
    match board {
        BoardView::Dica { board } => dica::typed(board, typed, c),
        BoardView::Dicen { board } => dicen::typed(board, typed, c),
        BoardView::Ganjifa { .. } | BoardView::Gnav { .. } => Typed::NotMine,
    }
}

/// The board's targets row by row as drawn (a DiCa team's cards, a DICEN board's tiles, a
/// Ganjifa suit of the hand), for ↑↓ to move between rows.
fn grid(board: &BoardView) -> Vec<Vec<&str>> {
    fn ids<'a>(targets: impl Iterator<Item = Option<&'a String>>) -> Vec<&'a str> {
        targets.flatten().map(String::as_str).collect()
    }
    let rows: Vec<Vec<&str>> = match board {
        BoardView::Dica { board } => board
            .teams
            .iter()
            .map(|t| ids(t.cards.iter().map(|c| c.target.as_ref())))
            .collect(),
        BoardView::Dicen { board } => board
            .players
            .iter()
            .flat_map(|p| &p.boards)
            .map(|b| ids(b.iter().map(|t| t.target.as_ref())))
            .collect(),
        BoardView::Ganjifa { board } => board
            .hand
            .iter()
            .map(|s| ids(s.cards.iter().map(|c| c.target.as_ref())))
            .collect(),
        BoardView::Gnav { .. } => Vec::new(),
    };
    rows.into_iter().filter(|r| !r.is_empty()).collect()
}

/// The target a row up (`step` -1) or down (+1) from `focus`, at the same place in the row or
/// its last; `None` when the focus is not on the board.
pub fn vertical(board: &BoardView, focus: &str, step: isize) -> Option<String> {
    let rows = grid(board);
    let (row, at) = rows
        .iter()
        .enumerate()
        .find_map(|(r, ids)| ids.iter().position(|id| *id == focus).map(|c| (r, c)))?;
    let next = (row as isize + step).rem_euclid(rows.len() as isize) as usize;
    let ids = rows.get(next)?;
    ids.get(at.min(ids.len().saturating_sub(1)))
        .map(|id| id.to_string())
}
