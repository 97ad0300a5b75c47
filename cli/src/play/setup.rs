//! The set-up screen: seats (people by name, bots by level) and the game's options, all offered
//! by the core's set-up form.

use super::nav::{self, Next};
use super::theme::Theme;
use cardavia_core::ai::Level;
use cardavia_core::app::{App, GameCard, SetupForm};
use cardavia_core::games::GameId;
use cardavia_core::l10n::{text, Lang, Msg};
use cardavia_core::table::TableSetup;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};
use ratatui::Frame;
use std::sync::{Arc, Mutex};

pub struct Setup {
    pub card: GameCard,
    pub form: SetupForm,
    pub setup: TableSetup,
    /// The chosen index of each option of the form.
    pub choices: Vec<usize>,
    pub at: usize,
    /// The name being typed for a seat.
    pub editing: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    Seat(usize),
    Option(usize),
    AddSeat,
    Start,
}

impl Setup {
    /// Whether the cursor is on the row of option `o` (for tests).
    #[cfg(test)]
    pub fn on_option(&self, o: usize) -> bool {
        self.rows().get(self.at) == Some(&Row::Option(o))
    }

    /// The set-up of `game`, with the login name (capitalised) in the first seat, dealt from
    /// `seed` or else the clock.
    pub fn new(app: &Arc<Mutex<App>>, game: GameId, seed: Option<u64>) -> Setup {
        let you = std::env::var("USER")
            .ok()
            .filter(|u| !u.is_empty() && u != "root")
            .map(|u| {
                let mut c = u.chars();
                c.next()
                    .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
                    .unwrap_or(u)
            });
        Self::with(app, game, you, seed.unwrap_or(nav::wall_ms() as u64))
    }

    /// The set-up of `game` with `you` (or the localised default name) first, and `seed`.
    pub fn with(app: &Arc<Mutex<App>>, game: GameId, you: Option<String>, seed: u64) -> Setup {
        let (card, form, setup) = match app.lock() {
            Ok(app) => {
                let lang = app.lang();
                let you = you.unwrap_or_else(|| text(lang, &Msg::new("term-default-name")));
                let card = app.games().into_iter().find(|c| c.id == game);
                (
                    card,
                    app.setup_form(game),
                    app.default_setup(game, &you, seed),
                )
            }
            Err(_) => (
                None,
                SetupForm {
                    game,
                    options: Vec::new(),
                    levels: Vec::new(),
                },
                TableSetup::default_for(game, "P1", seed),
            ),
        };
        let card = card.unwrap_or(GameCard {
            id: game,
            name: game.to_string(),
            blurb: String::new(),
            wikipedia: None,
            min_seats: 1,
            max_seats: 8,
            default_seats: 2,
            hidden_hands: false,
            seats_rule: String::new(),
        });
        let choices = form.options.iter().map(|o| o.default).collect();
        Setup {
            card,
            form,
            setup,
            choices,
            at: 0,
            editing: None,
        }
    }

    pub fn editing(&self) -> bool {
        self.editing.is_some()
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows: Vec<Row> = (0..self.setup.seats.len()).map(Row::Seat).collect();
        rows.extend((0..self.form.options.len()).map(Row::Option));
        if (self.setup.seats.len() as u32) < self.card.max_seats {
            rows.push(Row::AddSeat);
        }
        rows.push(Row::Start);
        rows
    }

    /// The game's options JSON and whether people may take back a move, from the chosen
    /// values (the core assembles them).
    fn options(&self) -> (serde_json::Value, bool) {
        self.form.setup_options(&self.choices)
    }
}

/// Person, then the bot levels, in a cycle.
fn next_kind(kind: Option<Level>, step: isize) -> Option<Level> {
    let kinds = [
        None,
        Some(Level::Easy),
        Some(Level::Normal),
        Some(Level::Hard),
    ];
    let at = kinds.iter().position(|k| *k == kind).unwrap_or(0) as isize;
    kinds[(at + step).rem_euclid(kinds.len() as isize) as usize]
}

/// A key while a seat's name is being typed: Enter or Esc keeps it (a blank name is not kept).
fn edit_name(s: &mut Setup, key: KeyEvent) {
    let Some(name) = s.editing.as_mut() else {
        return;
    };
    match key.code {
        KeyCode::Enter | KeyCode::Esc => {
            if let (Some(Row::Seat(i)), Some(name)) =
                (s.rows().get(s.at).copied(), s.editing.take())
            {
                if !name.trim().is_empty() {
                    s.setup.seats[i].name = name.trim().to_string();
                }
            }
        }
        KeyCode::Backspace => {
            name.pop();
        }
        KeyCode::Char(c) if name.chars().count() < cardavia_core::table::MAX_NAME => name.push(c),
        _ => {}
    }
}

/// ← or → on a row: a seat goes round a person and the bot levels (the core names it: a
/// typed name stays, a numbered one becomes a free name of the new kind), an option round its
/// choices.
fn change(s: &mut Setup, app: &Arc<Mutex<App>>, row: Row, step: isize) {
    match row {
        Row::Seat(i) => {
            let ai = next_kind(s.setup.seats[i].ai, step);
            if let Ok(app) = app.lock() {
                s.setup.seats = app.switch_seat(&s.setup.seats, i, ai);
            }
        }
        Row::Option(o) => {
            let count = s.form.options.get(o).map_or(1, |f| f.choices.len().max(1)) as isize;
            s.choices[o] = (s.choices[o] as isize + step).rem_euclid(count) as usize;
        }
        Row::AddSeat | Row::Start => {}
    }
}

/// Starts the table as set up, or says why the core will not.
fn start(s: &Setup, app: &Arc<Mutex<App>>) -> Next {
    let mut setup = s.setup.clone();
    (setup.options, setup.undo) = s.options();
    let started = app.lock().map_err(|_| None).and_then(|mut app| {
        app.start(setup, nav::wall_ms())
            .map_err(|e| Some(text(app.lang(), &e.message())))
    });
    match started {
        Ok(open) => Next::Play(Box::new(open)),
        Err(Some(why)) => Next::Say(why),
        Err(None) => Next::Stay,
    }
}

/// What a key on the set-up screen asks for.
pub fn key(s: &mut Setup, app: &Arc<Mutex<App>>, key: KeyEvent) -> Next {
    if s.editing.is_some() {
        edit_name(s, key);
        return Next::Stay;
    }
    let rows = s.rows();
    let n = rows.len().max(1);
    let row = rows.get(s.at).copied();
    match (key.code, row) {
        (KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab, _) => s.at = (s.at + 1) % n,
        (KeyCode::Up | KeyCode::Char('k') | KeyCode::BackTab, _) => s.at = (s.at + n - 1) % n,
        (KeyCode::Esc | KeyCode::Char('q'), _) => return Next::Back,
        (KeyCode::Left | KeyCode::Char('h'), Some(r)) => change(s, app, r, -1),
        (KeyCode::Right | KeyCode::Char('l'), Some(r)) => change(s, app, r, 1),
        (KeyCode::Enter | KeyCode::Char(' '), Some(Row::Seat(i))) => {
            s.editing = Some(s.setup.seats[i].name.clone())
        }
        (KeyCode::Char('x') | KeyCode::Delete, Some(Row::Seat(i))) => {
            if s.setup.seats.len() as u32 <= s.card.min_seats {
                // Said, not silently ignored: the game needs these seats.
                return Next::Say(s.card.seats_rule.clone());
            }
            s.setup.seats.remove(i);
        }
        (KeyCode::Enter | KeyCode::Char(' ') | KeyCode::Char('+'), Some(Row::AddSeat))
        | (KeyCode::Char('+'), _) => {
            if s.setup.seats.len() as u32 >= s.card.max_seats {
                return Next::Say(s.card.seats_rule.clone());
            }
            if let Ok(app) = app.lock() {
                s.setup.seats = app.add_seat(&s.setup.seats);
            }
            // On the new seat, to name it: never on a row the next key would start a game from.
            s.at = s.setup.seats.len() - 1;
        }
        (KeyCode::Enter | KeyCode::Char(' '), Some(Row::Start)) | (KeyCode::Char('s'), _) => {
            return start(s, app)
        }
        _ => {}
    }
    Next::Stay
}

pub fn draw(frame: &mut Frame, area: Rect, s: &Setup, lang: Lang, theme: Theme, message: &str) {
    // What the option in focus does (each DICEN variant with its rule), in the core's words,
    // above the keys.
    let described = match s.rows().get(s.at) {
        Some(Row::Option(o)) => s.form.options.get(*o).and_then(|f| f.description.clone()),
        _ => None,
    };
    let keys = text(lang, &Msg::new("term-setup-keys"));
    let help = match (message.is_empty(), described) {
        (false, _) => message.to_string(),
        (true, Some(description)) => format!("{description}\n{keys}"),
        (true, None) => keys,
    };
    let [head, body, foot] = Layout::vertical([
        Constraint::Length(3),
        Constraint::Min(6),
        Constraint::Length(super::pieces::foot_rows(&help, area.width, 4)),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(Span::styled(
            text(
                lang,
                &Msg::new("shell-setup-title").text("game", s.card.name.clone()),
            ),
            theme.title(),
        ))
        .block(Block::default().borders(Borders::ALL)),
        head,
    );
    let mut lines: Vec<Line> = s
        .rows()
        .iter()
        .enumerate()
        .map(|(i, row)| row_line(s, *row, i == s.at, lang, theme))
        .collect();
    if s.card.id == GameId::Dica {
        // D2: the seats are the teams; a label of several names is a team of several people.
        lines.push(Line::from(""));
        lines.push(Line::from(Span::styled(
            format!("     {}", text(lang, &Msg::new("term-setup-dica-teams"))),
            theme.disabled(),
        )));
    }
    // The row in focus stays in sight when the rows are more than the box holds.
    let inside = body.height.saturating_sub(2);
    let scroll = (s.at as u16 + 1).saturating_sub(inside);
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(ratatui::widgets::Wrap { trim: false })
            .scroll((scroll, 0))
            .block(Block::default().borders(Borders::ALL)),
        body,
    );
    frame.render_widget(
        Paragraph::new(help)
            .style(if message.is_empty() {
                theme.disabled()
            } else {
                theme.warning()
            })
            .wrap(ratatui::widgets::Wrap { trim: true }),
        foot,
    );
}

/// One row of the form: a seat (number, name, kind), an option and its choice, or a button.
fn row_line(s: &Setup, row: Row, focus: bool, lang: Lang, theme: Theme) -> Line<'static> {
    let style = if focus { theme.focus() } else { theme.plain() };
    match row {
        Row::Seat(n) => {
            let seat = &s.setup.seats[n];
            let name = match (&s.editing, focus) {
                (Some(typed), true) => format!("{typed}▏"),
                _ => seat.name.clone(),
            };
            let kind = match seat.ai {
                None => text(lang, &Msg::new("term-seat-person")),
                Some(level) => s.form.levels.iter().find(|(l, _)| *l == level).map_or(
                    level.to_string(),
                    |(_, label)| {
                        text(
                            lang,
                            &Msg::new("term-seat-bot").text("level", label.clone()),
                        )
                    },
                ),
            };
            Line::from(vec![
                Span::styled(format!(" {:>2}. ", n + 1), theme.seat(n as u8)),
                Span::styled(format!("{name:<24}"), style),
                Span::styled(format!(" ‹ {kind} ›"), theme.enabled()),
            ])
        }
        Row::Option(o) => {
            let field = &s.form.options[o];
            let value = field
                .choices
                .get(s.choices[o])
                .map_or(String::new(), |(label, _)| label.clone());
            Line::from(vec![
                Span::styled(format!("     {:<24}", field.label), style),
                Span::styled(format!(" ‹ {value} ›"), theme.enabled()),
            ])
        }
        Row::AddSeat => Line::from(Span::styled(
            format!("     {}", text(lang, &Msg::new("term-setup-add-seat"))),
            style,
        )),
        Row::Start => Line::from(Span::styled(
            format!("     ▶ {}", text(lang, &Msg::new("shell-start"))),
            style,
        )),
    }
}
