//! The table screen: draws a `TableView` and turns keys and clicks into intents. It knows no
//! rules: everything it shows and every target it offers come from the view.

use super::boards;
use super::theme::Theme;
use cardavia_core::l10n::{text, Lang, Msg};
use cardavia_core::table::{Intent, Screen, TableView, TargetView};
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use ratatui::Frame;

/// What the table screen wants done after a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableAction {
    Send(Intent),
    Leave,
    Help,
    /// Show this text in the message line (why a target is not allowed).
    Say(String),
    Nothing,
}

/// The screen's own state: which target has the keyboard focus, and where targets were drawn.
#[derive(Default)]
pub struct TableScreen {
    focus: Option<String>,
    rects: Vec<(Rect, String)>,
}

/// Digit keys tap the enabled targets in order: 1–9, then 0 for the tenth.
pub fn digit_for(index: usize) -> Option<char> {
    match index {
        0..=8 => char::from_digit(index as u32 + 1, 10),
        9 => Some('0'),
        _ => None,
    }
}

fn index_for_digit(c: char) -> Option<usize> {
    match c {
        '1'..='9' => c.to_digit(10).map(|d| d as usize - 1),
        '0' => Some(9),
        _ => None,
    }
}

impl TableScreen {
    fn enabled(view: &TableView) -> Vec<&TargetView> {
        view.targets.iter().filter(|t| t.enabled).collect()
    }

    fn focused<'v>(&self, view: &'v TableView) -> Option<&'v TargetView> {
        let id = self.focus.as_ref()?;
        view.targets.iter().find(|t| &t.id == id)
    }

    /// Keeps the focus on a target that still exists, else the first enabled one.
    pub fn refocus(&mut self, view: &TableView) {
        if self.focused(view).is_none() {
            self.focus = Self::enabled(view)
                .first()
                .copied()
                .or(view.targets.first())
                .map(|t| t.id.clone());
        }
    }

    fn move_focus(&mut self, view: &TableView, step: isize) {
        if view.targets.is_empty() {
            return;
        }
        let n = view.targets.len() as isize;
        let at = self
            .focus
            .as_ref()
            .and_then(|id| view.targets.iter().position(|t| &t.id == id))
            .map_or(-step, |i| i as isize);
        let next = (at + step).rem_euclid(n) as usize;
        self.focus = Some(view.targets[next].id.clone());
    }

    fn tap(target: &TargetView) -> TableAction {
        if target.enabled {
            TableAction::Send(Intent::for_target(&target.id))
        } else {
            TableAction::Say(target.why_not.clone().unwrap_or_default())
        }
    }

    pub fn key(&mut self, key: KeyEvent, view: &TableView) -> TableAction {
        match key.code {
            KeyCode::Char('q') | KeyCode::Esc => TableAction::Leave,
            KeyCode::Char('?') => TableAction::Help,
            KeyCode::Char('r') if view.targets.iter().any(|t| t.id == "roll") => {
                TableAction::Send(Intent::Roll)
            }
            KeyCode::Char(c) if index_for_digit(c).is_some() => {
                let enabled = Self::enabled(view);
                match index_for_digit(c).and_then(|i| enabled.get(i)) {
                    Some(target) => Self::tap(target),
                    None => TableAction::Nothing,
                }
            }
            KeyCode::Right
            | KeyCode::Down
            | KeyCode::Tab
            | KeyCode::Char('l')
            | KeyCode::Char('j') => {
                self.move_focus(view, 1);
                TableAction::Nothing
            }
            KeyCode::Left
            | KeyCode::Up
            | KeyCode::BackTab
            | KeyCode::Char('h')
            | KeyCode::Char('k') => {
                self.move_focus(view, -1);
                TableAction::Nothing
            }
            KeyCode::Enter | KeyCode::Char(' ') => match self.focused(view) {
                Some(target) => Self::tap(target),
                None => TableAction::Nothing,
            },
            _ => TableAction::Nothing,
        }
    }

    pub fn click(&self, column: u16, row: u16, view: &TableView) -> TableAction {
        let at = Position::new(column, row);
        self.rects
            .iter()
            .rev()
            .find(|(rect, _)| rect.contains(at))
            .and_then(|(_, id)| view.targets.iter().find(|t| &t.id == id))
            .map_or(TableAction::Nothing, Self::tap)
    }

    pub fn draw(
        &mut self,
        frame: &mut Frame,
        area: Rect,
        view: &TableView,
        theme: Theme,
        message: &str,
    ) {
        self.rects.clear();
        let lang = view.lang;
        let [head, middle, actions, log, foot] = Layout::vertical([
            Constraint::Length(3),
            Constraint::Min(6),
            Constraint::Length(4),
            Constraint::Length(5),
            Constraint::Length(1),
        ])
        .areas(area);
        self.draw_head(frame, head, view, theme);
        let [seats, board] =
            Layout::horizontal([Constraint::Length(26), Constraint::Min(30)]).areas(middle);
        self.draw_seats(frame, seats, view, theme);
        let board_block = Block::default()
            .borders(Borders::ALL)
            .title(text(lang, &Msg::new("shell-board")));
        let inner = board_block.inner(board);
        frame.render_widget(board_block, board);
        match &view.screen {
            Screen::HandOver { prompt, .. } => {
                frame.render_widget(
                    Paragraph::new(prompt.as_str())
                        .style(theme.warning())
                        .wrap(Wrap { trim: true }),
                    inner,
                );
            }
            Screen::RoundOver | Screen::SeriesOver => {
                // What the round came to first, then the summary with its history.
                let settled = view.settlement.len() as u16;
                let [top, rest] = Layout::vertical([
                    Constraint::Length(settled.min(inner.height / 2)),
                    Constraint::Min(3),
                ])
                .areas(inner);
                draw_settlement(frame, top, view, theme);
                if let Some(summary) = &view.summary {
                    boards::draw_summary(frame, rest, summary, theme);
                }
            }
            Screen::Playing => {
                let settled = view.settlement.len() as u16;
                let [inner, below] = Layout::vertical([
                    Constraint::Min(4),
                    Constraint::Length(settled.min(inner.height / 2)),
                ])
                .areas(inner);
                draw_settlement(frame, below, view, theme);
                if let Some(board) = &view.board {
                    let focus = self.focus.clone();
                    boards::draw(
                        frame,
                        inner,
                        board,
                        view,
                        focus.as_deref(),
                        theme,
                        &mut self.rects,
                    );
                }
            }
        }
        self.draw_actions(frame, actions, view, theme);
        let lines: Vec<Line> = view
            .log
            .iter()
            .rev()
            .take(3)
            .rev()
            .map(|l| Line::from(l.as_str()))
            .collect();
        frame.render_widget(
            Paragraph::new(lines).wrap(Wrap { trim: true }).block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(text(lang, &Msg::new("shell-log"))),
            ),
            log,
        );
        // A warned target tapped once: its warning stays in sight until it is confirmed.
        let armed = view
            .targets
            .iter()
            .find(|t| t.confirm)
            .and_then(|t| t.warning.clone());
        let message = armed.as_deref().unwrap_or(message);
        // A refusal or warning first, then the not-saved notice (it stays until a save
        // succeeds), then the keys.
        let (help, style) = match (&view.unsaved, message.is_empty()) {
            (_, false) => (message.to_string(), theme.warning()),
            (Some(unsaved), true) => (unsaved.message.clone(), theme.warning()),
            (None, true) => (text(lang, &Msg::new("term-table-keys")), theme.disabled()),
        };
        frame.render_widget(Paragraph::new(help).style(style), foot);
    }

    fn draw_head(&self, frame: &mut Frame, area: Rect, view: &TableView, theme: Theme) {
        let dice = if view.dice.is_empty() {
            String::new()
        } else {
            let faces: Vec<String> = view.dice.iter().map(|d| format!("[{d}]")).collect();
            format!("  {}", faces.join(" "))
        };
        let title = view.title.clone();
        let line = Line::from(vec![
            Span::styled(view.status.clone(), theme.title()),
            Span::styled(dice, theme.enabled()),
        ]);
        frame.render_widget(
            Paragraph::new(line).block(Block::default().borders(Borders::ALL).title(title)),
            area,
        );
    }

    fn draw_seats(&self, frame: &mut Frame, area: Rect, view: &TableView, theme: Theme) {
        let lines: Vec<Line> = view
            .seats
            .iter()
            .map(|s| {
                let marker = if s.is_turn { "▶ " } else { "  " };
                let bot = if s.ai.is_some() { " ⚙" } else { "" };
                let lives = s
                    .lives
                    .map(|l| format!(" {}", "♥".repeat(usize::from(l))))
                    .unwrap_or_default();
                let colour = theme.seat(s.team.unwrap_or(s.seat));
                Line::from(vec![
                    Span::raw(marker),
                    Span::styled(format!("{}{bot}", s.name), colour),
                    Span::raw(format!(" {}{lives}", s.score_label)),
                ])
            })
            .collect();
        frame.render_widget(
            Paragraph::new(lines).wrap(Wrap { trim: true }).block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(text(view.lang, &Msg::new("shell-players"))),
            ),
            area,
        );
    }

    fn draw_actions(&mut self, frame: &mut Frame, area: Rect, view: &TableView, theme: Theme) {
        let block = Block::default()
            .borders(Borders::ALL)
            .title(text(view.lang, &Msg::new("shell-your-move")));
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let enabled: Vec<&TargetView> = Self::enabled(view);
        let mut x = inner.x;
        let mut y = inner.y;
        for (i, target) in enabled.iter().enumerate() {
            let key = digit_for(i).map(|d| format!("{d} ")).unwrap_or_default();
            // ⚠: taking it costs certainly (the core's warning); a second tap confirms.
            let mark = match (&target.warning, target.confirm) {
                (Some(_), true) => "⚠⚠ ",
                (Some(_), false) => "⚠ ",
                (None, _) => "",
            };
            let label = format!("{key}{mark}{}", target.label);
            let width = label.chars().count() as u16 + 1;
            if x + width > inner.right() {
                x = inner.x;
                y += 1;
            }
            if y >= inner.bottom() {
                break;
            }
            let style = if self.focus.as_deref() == Some(target.id.as_str()) {
                theme.focus()
            } else if target.warning.is_some() {
                theme.warning()
            } else if target.selected {
                theme.selected()
            } else {
                theme.enabled()
            };
            let rect = Rect::new(x, y, width.saturating_sub(1), 1);
            frame.render_widget(Paragraph::new(label).style(style), rect);
            self.rects.push((rect, target.id.clone()));
            x += width + 1;
        }
        if enabled.is_empty() {
            let waiting = text(view.lang, &Msg::new("shell-waiting"));
            frame.render_widget(Paragraph::new(waiting).style(theme.disabled()), inner);
        }
    }
}

/// The lines of a settlement (every card shown, lives lost, captures), if the table shows one.
fn draw_settlement(frame: &mut Frame, area: Rect, view: &TableView, theme: Theme) {
    let lines: Vec<Line> = view
        .settlement
        .iter()
        .map(|l| Line::from(Span::styled(l.as_str(), theme.title())))
        .collect();
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), area);
}

/// The help overlay's text: the keys, then the legend of the table's symbols.
pub fn help_text(lang: Lang, view: Option<&TableView>) -> String {
    let mut help = text(lang, &Msg::new("term-table-help"));
    if let Some(view) = view {
        help.push_str("\n\n");
        for entry in &view.legend {
            help.push_str(&format!("{}  {}\n", entry.symbol, entry.meaning));
        }
    }
    help
}

/// Style for a target drawn on a board.
pub fn target_style(target: Option<&TargetView>, focus: Option<&str>, theme: Theme) -> Style {
    match target {
        Some(t) if focus == Some(t.id.as_str()) => theme.focus(),
        Some(t) if t.selected => theme.selected(),
        Some(t) if t.enabled => theme.enabled(),
        _ => theme.plain(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cardavia_core::ai::Level;
    use cardavia_core::games::GameId;
    use cardavia_core::table::{SeatSetup, Table, TableSetup, TargetKind};
    use ratatui::backend::TestBackend;
    use ratatui::Terminal;

    /// A Ganjifa table where Ann (the only person) holds the phone and must play.
    fn ganjifa_for_ann() -> Table {
        let setup = TableSetup {
            game: GameId::Ganjifa,
            options: serde_json::json!({ "period": "day" }),
            seats: vec![
                SeatSetup::person("Ann"),
                SeatSetup::bot("Bo", Level::Easy),
                SeatSetup::bot("Cas", Level::Easy),
            ],
            seed: 2,
        };
        let mut table = Table::new(setup, Lang::En, 0).expect("valid");
        for _ in 0..10 {
            table.play_bots(0).expect("bots");
            let view = table.view();
            if view.targets.iter().any(|t| t.kind == TargetKind::Card) {
                return table;
            }
            let first = view.targets.first().expect("something to tap").id.clone();
            table
                .dispatch(&Intent::for_target(&first), view.version, 0)
                .expect("applies");
        }
        panic!("Ann never had to play");
    }

    /// The hand is drawn card by card at 80×24, and a click on a drawn card taps that card (or
    /// says why it may not be played).
    #[test]
    fn ganjifa_cards_are_drawn_and_clickable() {
        let view = ganjifa_for_ann().view();
        let mut screen = TableScreen::default();
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
        terminal
            .draw(|frame| {
                let area = frame.area();
                screen.draw(frame, area, &view, Theme { mono: true }, "")
            })
            .expect("draws");
        let drawn: String = terminal
            .backend()
            .buffer()
            .content()
            .iter()
            .map(|cell| cell.symbol())
            .collect();
        assert!(drawn.contains("Deal 1 of 3  Day"), "{drawn}");
        assert!(drawn.contains("★ Rama"), "{drawn}");
        let cards: Vec<(Rect, String)> = screen
            .rects
            .iter()
            .filter(|(_, id)| id.starts_with("card:"))
            .cloned()
            .collect();
        assert!(cards.len() >= 20, "{} cards drawn: {drawn}", cards.len());
        for (rect, id) in &cards {
            let target = view
                .targets
                .iter()
                .find(|t| &t.id == id)
                .expect("a drawn card is a target");
            let expected = if target.enabled {
                TableAction::Send(Intent::for_target(id))
            } else {
                TableAction::Say(target.why_not.clone().unwrap_or_default())
            };
            assert_eq!(screen.click(rect.x, rect.y, &view), expected, "{id}");
        }
    }
}
