//! The table screen: draws a `TableView` and turns keys and clicks into intents. It knows no
//! rules: everything it shows and every target it offers come from the view.
//!
//! Keys mean what they say: the moves that are not on the board (buttons: roll, pass, a Dukal,
//! next round) are listed with a letter each; things on the board are named by the board's own
//! keys (a DICEN tile by its number, a DiCa card by its value and letter, see `boards`); arrows
//! walk over everything and Enter taps. Esc cancels a selection, never leaves; `q` leaves, with
//! a confirm while a game is running.

use super::boards::{self, Canvas, Typed};
use super::pieces::{draw_settlement, draw_summary, wrap};
use super::theme::Theme;
use cardavia_core::games::GameId;
use cardavia_core::l10n::{text, Lang, Msg};
use cardavia_core::table::{Intent, Screen, TableView, TargetView, WARNING_MARK};
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Alignment, Constraint, Layout, Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use ratatui::Frame;

/// What the table screen wants done after a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableAction {
    Send(Intent),
    Leave,
    Help,
    /// Show this text in the message line (why a target is not allowed); empty clears it.
    Say(String),
    Nothing,
}

/// The keys of the listed moves, in order: the home row first, then the rows around it, leaving
/// out the keys the table uses otherwise (h j k l move, q leaves, r rolls, b picks DICEN's
/// other board).
pub const MOVE_KEYS: [char; 19] = [
    'a', 's', 'd', 'f', 'g', 'z', 'x', 'c', 'v', 'n', 'm', 'w', 'e', 't', 'y', 'u', 'i', 'o', 'p',
];

/// The screen's own state: the keyboard's focus, what has been typed toward a name on the
/// board, the log's and the move list's scrolling, a pending leave, and where targets were drawn.
#[derive(Default)]
pub struct TableScreen {
    focus: Option<String>,
    rects: Vec<(Rect, String)>,
    typed: String,
    leaving: bool,
    /// Wrapped log lines scrolled back from the latest.
    log_back: usize,
    /// The page of the move list in sight.
    page: usize,
    /// Pages the move list took when last drawn.
    pages: usize,
}

/// The moves drawn as buttons (not on the board), in the view's order.
pub fn moves(view: &TableView) -> Vec<&TargetView> {
    view.targets.iter().filter(|t| !t.on_board).collect()
}

fn tap(target: &TargetView) -> TableAction {
    if target.enabled {
        TableAction::Send(Intent::tap(&target.id))
    } else {
        TableAction::Say(target.why_not.clone().unwrap_or_default())
    }
}

impl TableScreen {
    fn focused<'v>(&self, view: &'v TableView) -> Option<&'v TargetView> {
        let id = self.focus.as_ref()?;
        view.targets.iter().find(|t| &t.id == id)
    }

    /// Keeps the focus on a target that may still be tapped, else moves it to the first that
    /// may (so Enter does something); a new move list starts on its first page.
    pub fn refocus(&mut self, view: &TableView) {
        let any_enabled = view.targets.iter().any(|t| t.enabled);
        let keep = self
            .focused(view)
            .is_some_and(|t| t.enabled || !any_enabled);
        if !keep {
            self.focus = view
                .targets
                .iter()
                .find(|t| t.enabled)
                .or(view.targets.first())
                .map(|t| t.id.clone());
            self.page = 0;
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

    /// ↑↓: to the row above or below on the board (the same place in the next suit, team or
    /// board); off the board, the same as ←→.
    fn move_row(&mut self, view: &TableView, step: isize) {
        let next = match (&view.board, &self.focus) {
            (Some(board), Some(focus)) => boards::vertical(board, focus, step),
            _ => None,
        };
        match next {
            Some(id) => self.focus = Some(id),
            None => self.move_focus(view, step),
        }
    }

    /// Esc (with nothing typed): take back what is chosen, selected targets and an armed
    /// warning ([`Intent::Cancel`]), else only clear the message line. It never leaves the table.
    fn cancel(view: &TableView) -> TableAction {
        if view.targets.iter().any(|t| t.selected || t.confirm) {
            TableAction::Send(Intent::Cancel)
        } else {
            TableAction::Say(String::new())
        }
    }

    /// A key the board may read as part of a name.
    fn board_key(&mut self, c: char, view: &TableView) -> Option<TableAction> {
        let board = view.board.as_ref()?;
        if view.screen != Screen::Playing {
            return None;
        }
        match boards::typed(board, &self.typed, c) {
            Typed::NotMine => None,
            Typed::More(typed) => {
                self.typed = typed;
                Some(TableAction::Say(String::new()))
            }
            Typed::Tap(id) => {
                self.typed.clear();
                self.focus = Some(id.clone());
                Some(
                    view.targets
                        .iter()
                        .find(|t| t.id == id)
                        .map_or(TableAction::Nothing, tap),
                )
            }
            Typed::Nothing(keys) => {
                self.typed.clear();
                Some(TableAction::Say(text(
                    view.lang,
                    &Msg::new("terminal-key-names-nothing").text("keys", keys),
                )))
            }
        }
    }

    pub fn key(&mut self, key: KeyEvent, view: &TableView) -> TableAction {
        let leaving = std::mem::take(&mut self.leaving);
        if let KeyCode::Char(c) = key.code {
            if let Some(action) = self.board_key(c, view) {
                return action;
            }
        }
        let typed = std::mem::take(&mut self.typed);
        match key.code {
            // Esc forgets what was typed first, and only that.
            KeyCode::Esc if !typed.is_empty() => TableAction::Say(String::new()),
            KeyCode::Esc => Self::cancel(view),
            KeyCode::Char('q') if leaving || view.screen == Screen::SeriesOver => {
                TableAction::Leave
            }
            // What leaving means now comes from the core: saved, or the last change lost.
            KeyCode::Char('q') => {
                self.leaving = true;
                let again = match view.leaving.saved {
                    true => "terminal-leave-confirm",
                    false => "terminal-leave-anyway",
                };
                TableAction::Say(format!(
                    "{} {}",
                    view.leaving.message,
                    text(view.lang, &Msg::new(again))
                ))
            }
            KeyCode::Char('?') => TableAction::Help,
            KeyCode::Char('r') if view.targets.iter().any(|t| t.id == "roll") => {
                TableAction::Send(Intent::tap("roll"))
            }
            KeyCode::Char(c) if MOVE_KEYS.contains(&c) => {
                let at = MOVE_KEYS.iter().position(|k| *k == c).unwrap_or(usize::MAX);
                moves(view).get(at).map_or(TableAction::Nothing, |t| tap(t))
            }
            KeyCode::PageUp => {
                self.log_back = self.log_back.saturating_add(3);
                TableAction::Nothing
            }
            KeyCode::PageDown => {
                self.log_back = self.log_back.saturating_sub(3);
                TableAction::Nothing
            }
            KeyCode::Char(']') => {
                self.page = (self.page + 1).min(self.pages.saturating_sub(1));
                TableAction::Nothing
            }
            KeyCode::Char('[') => {
                self.page = self.page.saturating_sub(1);
                TableAction::Nothing
            }
            KeyCode::Down | KeyCode::Char('j') => {
                self.move_row(view, 1);
                TableAction::Nothing
            }
            KeyCode::Up | KeyCode::Char('k') => {
                self.move_row(view, -1);
                TableAction::Nothing
            }
            KeyCode::Right | KeyCode::Tab | KeyCode::Char('l') => {
                self.move_focus(view, 1);
                TableAction::Nothing
            }
            KeyCode::Left | KeyCode::BackTab | KeyCode::Char('h') => {
                self.move_focus(view, -1);
                TableAction::Nothing
            }
            KeyCode::Enter | KeyCode::Char(' ') => {
                self.focused(view).map_or(TableAction::Nothing, tap)
            }
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
            .map_or(TableAction::Nothing, tap)
    }

    /// The head, the players beside the board, the move list, the log and the footer. The move
    /// list takes the rows its moves need (up to a few, then pages); the log what is left over.
    pub fn draw(
        &mut self,
        frame: &mut Frame,
        area: Rect,
        view: &TableView,
        theme: Theme,
        message: &str,
        timer: Option<&str>,
    ) {
        self.rects.clear();
        let (foot_text, foot_style) = footer(view, theme, message);
        let foot_rows = (wrap(&foot_text, usize::from(area.width)).len() as u16).clamp(1, 3);
        let move_rows = self.move_rows(view, area.width.saturating_sub(2), area.height);
        // The head's status and dice wrap rather than being cut: a long rule reminder (DICEN
        // 2 vs 2 at 80 columns) still shows every word and every die.
        let head_rows = (wrap(&head_text(view), usize::from(area.width.saturating_sub(2))).len()
            as u16)
            .clamp(1, 3);
        // What the head, the move list and the footer leave is shared by the table and the
        // log: a third for the log in a small terminal, two fifths in a tall one.
        let spare = area
            .height
            .saturating_sub(head_rows + 2 + foot_rows + move_rows + 2);
        let log_height = if area.height >= 36 {
            spare * 2 / 5
        } else {
            spare / 3
        }
        .max(4);
        let [head, middle, actions, log, foot] = Layout::vertical([
            Constraint::Length(head_rows + 2),
            Constraint::Min(6),
            Constraint::Length(move_rows + 2),
            Constraint::Length(log_height),
            Constraint::Length(foot_rows),
        ])
        .areas(area);
        self.draw_head(frame, head, view, theme, timer);
        let [seats, board] =
            Layout::horizontal([Constraint::Length(26), Constraint::Min(30)]).areas(middle);
        self.draw_seats(frame, seats, view, theme);
        self.draw_board(frame, board, view, theme);
        self.draw_moves(frame, actions, view, theme);
        self.draw_log(frame, log, view, theme);
        frame.render_widget(
            Paragraph::new(foot_text)
                .style(foot_style)
                .wrap(Wrap { trim: true }),
            foot,
        );
    }

    fn draw_board(&mut self, frame: &mut Frame, area: Rect, view: &TableView, theme: Theme) {
        let block = Block::default()
            .borders(Borders::ALL)
            .title(text(view.lang, &Msg::new("shell-board")));
        let inner = block.inner(area);
        frame.render_widget(block, area);
        // The settlement's lines as wrapped, leaving the board at least four rows.
        let settled = view
            .settlement
            .iter()
            .map(|l| wrap(l, usize::from(inner.width)).len() as u16)
            .sum::<u16>()
            .min(inner.height.saturating_sub(4));
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
                let [top, rest] =
                    Layout::vertical([Constraint::Length(settled), Constraint::Min(3)])
                        .areas(inner);
                draw_settlement(frame, top, &view.settlement, theme);
                if let Some(summary) = &view.summary {
                    draw_summary(frame, rest, summary, theme);
                }
            }
            Screen::Playing => {
                let [top, below] =
                    Layout::vertical([Constraint::Min(4), Constraint::Length(settled)])
                        .areas(inner);
                draw_settlement(frame, below, &view.settlement, theme);
                if let Some(board) = &view.board {
                    let focus = self.focus.clone();
                    let mut canvas = Canvas {
                        view,
                        focus: focus.as_deref(),
                        typed: &self.typed,
                        theme,
                        rects: &mut self.rects,
                    };
                    boards::draw(frame, top, board, &mut canvas);
                }
            }
        }
    }

    fn draw_head(
        &self,
        frame: &mut Frame,
        area: Rect,
        view: &TableView,
        theme: Theme,
        timer: Option<&str>,
    ) {
        let block = Block::default()
            .borders(Borders::ALL)
            .title(view.title.clone());
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let line = Line::from(vec![
            Span::styled(view.status.clone(), theme.title()),
            Span::styled(dice_text(view), theme.enabled()),
        ]);
        frame.render_widget(Paragraph::new(line).wrap(Wrap { trim: true }), inner);
        // The turn clock sits at the right of the head, so the keys stay in the footer.
        if let Some(timer) = timer {
            frame.render_widget(
                Paragraph::new(format!("⏱ {timer}"))
                    .style(theme.warning())
                    .alignment(Alignment::Right),
                inner,
            );
        }
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

    /// The listed moves as `(key, label)`, with the marks of a warned move.
    fn move_labels(view: &TableView) -> Vec<String> {
        moves(view)
            .iter()
            .zip(MOVE_KEYS)
            .map(|(target, key)| {
                // The core's mark for a move that costs for certain (its legend says so); an
                // armed one is told in the footer, in the core's words.
                let mark = match &target.warning {
                    Some(_) => format!("{WARNING_MARK} "),
                    None => String::new(),
                };
                format!("{key} {mark}{}", target.label)
            })
            .collect()
    }

    /// Rows of `width` the move list fills, entry after entry: each row's entries.
    fn move_rows_of(labels: &[String], width: u16) -> Vec<Vec<usize>> {
        let mut rows: Vec<Vec<usize>> = Vec::new();
        let mut x = 0u16;
        for (i, label) in labels.iter().enumerate() {
            let w = label.chars().count() as u16;
            match rows.last_mut() {
                Some(row) if x + 2 + w <= width => {
                    row.push(i);
                    x += 2 + w;
                }
                _ => {
                    rows.push(vec![i]);
                    x = w;
                }
            }
        }
        rows
    }

    /// The move list's rows: what its moves need, at most 2 (5 in a tall terminal), at least 1.
    fn move_rows(&self, view: &TableView, width: u16, height: u16) -> u16 {
        let most = if height >= 36 { 5 } else { 2 };
        let needed = Self::move_rows_of(&Self::move_labels(view), width).len() as u16;
        needed.clamp(1, most)
    }

    fn draw_moves(&mut self, frame: &mut Frame, area: Rect, view: &TableView, theme: Theme) {
        let lang = view.lang;
        let mut block = Block::default()
            .borders(Borders::ALL)
            .title(text(lang, &Msg::new("shell-your-move")));
        let inner = block.inner(area);
        let labels = Self::move_labels(view);
        let rows = Self::move_rows_of(&labels, inner.width);
        let per_page = usize::from(inner.height.max(1));
        self.pages = rows.len().div_ceil(per_page).max(1);
        self.page = self.page.min(self.pages - 1);
        if self.pages > 1 {
            let more = text(
                lang,
                &Msg::new("terminal-moves-page")
                    .int("page", self.page as i64 + 1)
                    .int("pages", self.pages as i64),
            );
            block = block.title_top(Line::from(more).right_aligned());
        }
        frame.render_widget(block, area);
        // Nobody here may move (a bot or someone else is to), or the move is on the board.
        let note = if !view.targets.iter().any(|t| t.enabled) {
            Some(waiting(view))
        } else if labels.is_empty() {
            Some(text(lang, &Msg::new("terminal-moves-on-board")))
        } else {
            None
        };
        if let Some(note) = note {
            frame.render_widget(Paragraph::new(note).style(theme.disabled()), inner);
            return;
        }
        let all = moves(view);
        let shown = rows.iter().skip(self.page * per_page).take(per_page);
        for (row, entries) in shown.enumerate() {
            let y = inner.y + row as u16;
            let mut x = inner.x;
            for &i in entries {
                let (Some(target), Some(label)) = (all.get(i), labels.get(i)) else {
                    continue;
                };
                let width = (label.chars().count() as u16).min(inner.right().saturating_sub(x));
                let style = if self.focus.as_deref() == Some(target.id.as_str()) {
                    theme.focus()
                } else if target.warning.is_some() {
                    theme.warning()
                } else if target.selected {
                    theme.selected()
                } else if target.enabled {
                    theme.enabled()
                } else {
                    theme.disabled()
                };
                let rect = Rect::new(x, y, width, 1);
                frame.render_widget(Paragraph::new(label.as_str()).style(style), rect);
                self.rects.push((rect, target.id.clone()));
                x += width + 2;
            }
        }
    }

    /// The log wrapped to the box, the latest entry highlighted, scrolled back by PgUp.
    fn draw_log(&mut self, frame: &mut Frame, area: Rect, view: &TableView, theme: Theme) {
        let width = usize::from(area.width.saturating_sub(2));
        let rows = usize::from(area.height.saturating_sub(2));
        let last = view.log.len().saturating_sub(1);
        let lines: Vec<Line> = view
            .log
            .iter()
            .enumerate()
            .flat_map(|(i, entry)| {
                let style = if i == last {
                    theme.title()
                } else {
                    theme.disabled()
                };
                wrap(entry, width)
                    .into_iter()
                    .map(move |l| Line::from(Span::styled(l, style)))
            })
            .collect();
        let most_back = lines.len().saturating_sub(rows);
        self.log_back = self.log_back.min(most_back);
        let first = most_back - self.log_back;
        let mut title = text(view.lang, &Msg::new("shell-log"));
        if first > 0 {
            title.push_str(" ▲");
        }
        if self.log_back > 0 {
            title.push_str(" ▼");
        }
        let shown: Vec<Line> = lines.into_iter().skip(first).take(rows).collect();
        frame.render_widget(
            Paragraph::new(shown).block(Block::default().borders(Borders::ALL).title(title)),
            area,
        );
    }
}

/// The footer: the not-saved notice while a change is not saved (it stays until a save
/// succeeds, whatever else is said), a refusal or warning (an armed warning stays until it is
/// confirmed), else the keys.
/// The dice of the moment as the head shows them after the status: "  [2] [5]".
fn dice_text(view: &TableView) -> String {
    if view.dice.is_empty() {
        return String::new();
    }
    let faces: Vec<String> = view.dice.iter().map(|d| format!("[{d}]")).collect();
    format!("  {}", faces.join(" "))
}

/// The head's whole text: the status, then the dice.
fn head_text(view: &TableView) -> String {
    format!("{}{}", view.status, dice_text(view))
}

fn footer(view: &TableView, theme: Theme, message: &str) -> (String, ratatui::style::Style) {
    let armed = view.armed.as_ref().map(|w| format!("{WARNING_MARK} {w}"));
    let message = armed.as_deref().unwrap_or(message);
    match (&view.unsaved, message.is_empty()) {
        // Leaving restates the notice itself.
        (Some(unsaved), false) if !message.contains(&unsaved.message) => {
            (format!("{}\n{message}", unsaved.message), theme.warning())
        }
        (_, false) => (message.to_string(), theme.warning()),
        (Some(unsaved), true) => (unsaved.message.clone(), theme.warning()),
        (None, true) => (
            text(view.lang, &Msg::new("terminal-table-keys")),
            theme.disabled(),
        ),
    }
}

/// Who the table waits for, by name (a bot thinking, or someone else's turn).
fn waiting(view: &TableView) -> String {
    match view.seats.iter().find(|s| s.is_turn) {
        Some(seat) => text(
            view.lang,
            &Msg::new("terminal-waiting-for").text("name", seat.name.clone()),
        ),
        None => text(view.lang, &Msg::new("shell-waiting")),
    }
}

/// The help for a table: its keys, the keys of this game's board, the way to the rules, then
/// the legend of the table's symbols from the core.
pub fn help_text(lang: Lang, view: &TableView) -> String {
    let game = match view.game {
        GameId::Dica => Msg::new("terminal-help-dica"),
        GameId::Dicen => Msg::new("terminal-help-dicen"),
        GameId::Ganjifa => Msg::new("terminal-help-ganjifa"),
        GameId::Gnav => Msg::new("terminal-help-gnav"),
    };
    let mut help = text(lang, &Msg::new("terminal-help-table"));
    help.push_str("\n\n");
    help.push_str(&text(lang, &game));
    help.push_str("\n\n");
    for entry in &view.legend {
        help.push_str(&format!("{}  {}\n", entry.symbol, entry.meaning));
    }
    help
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
            undo: true,
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
                .dispatch(&Intent::tap(&first), view.version, 0)
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
                screen.draw(frame, area, &view, Theme { mono: true }, "", None)
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
                TableAction::Send(Intent::tap(id))
            } else {
                TableAction::Say(target.why_not.clone().unwrap_or_default())
            };
            assert_eq!(screen.click(rect.x, rect.y, &view), expected, "{id}");
        }
    }
}
