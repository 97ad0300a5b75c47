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
