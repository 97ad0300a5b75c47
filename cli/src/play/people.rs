//! The people screen: the group's roster with how much each person played, renamed, merged
//! ("same person as…") and removed without losing a recorded game. The core does all of it;
//! this screen lists, asks and says what the core answers.

use super::nav::Next;
use super::theme::Theme;
use cardavia_core::app::{App, RosterPerson};
use cardavia_core::l10n::{text, Lang, Msg};
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use ratatui::Frame;
use std::sync::{Arc, Mutex};

/// What the screen is asking, if anything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asking {
    /// A new name for the highlighted person, as typed so far.
    Rename(String),
    /// Who the person at this index is the same as: the highlighted one, on Enter.
    MergeFrom(usize),
    /// Remove the highlighted person: `k` keeps their name in the records, `a` anonymises.
    Remove,
}

pub struct People {
    pub people: Vec<RosterPerson>,
    pub at: usize,
    pub asking: Option<Asking>,
}

impl People {
    pub fn new(app: &Arc<Mutex<App>>) -> People {
        let mut people = People {
            people: Vec::new(),
            at: 0,
            asking: None,
        };
        people.load(app);
        people
    }

    fn load(&mut self, app: &Arc<Mutex<App>>) {
        self.people = app
            .lock()
            .ok()
            .and_then(|a| a.roster(super::nav::wall_ms()).ok())
            .unwrap_or_default();
        self.at = self.at.min(self.people.len().saturating_sub(1));
    }

    fn selected(&self) -> Option<&RosterPerson> {
        self.people.get(self.at)
    }
}

/// Runs `change` on the app; the roster is read again after it, and a refusal is said.
fn change(
    s: &mut People,
    app: &Arc<Mutex<App>>,
    change: impl FnOnce(&mut App) -> Result<(), cardavia_core::app::AppError>,
) -> Next {
    let done = app
        .lock()
        .map_err(|_| None)
        .and_then(|mut app| change(&mut app).map_err(|e| Some(text(app.lang(), &e.message()))));
    s.asking = None;
    s.load(app);
    match done {
        Ok(()) => Next::Say(String::new()),
        Err(Some(why)) => Next::Say(why),
        Err(None) => Next::Stay,
    }
}

/// What a key on the people screen asks for.
pub fn key(s: &mut People, app: &Arc<Mutex<App>>, key: KeyEvent) -> Next {
    let n = s.people.len().max(1);
    match (s.asking.clone(), key.code) {
        (Some(Asking::Rename(mut name)), code) => {
            match code {
                KeyCode::Enter => {
                    let Some(id) = s.selected().map(|p| p.id) else {
                        return Next::Stay;
                    };
                    return change(s, app, |app| app.rename_person(id, &name));
                }
                KeyCode::Esc => s.asking = None,
                KeyCode::Backspace => {
                    name.pop();
                    s.asking = Some(Asking::Rename(name));
                }
                KeyCode::Char(c) => {
                    name.push(c);
                    s.asking = Some(Asking::Rename(name));
                }
                _ => {}
            }
            Next::Stay
        }
        (Some(Asking::Remove), KeyCode::Char(c @ ('k' | 'a'))) => {
            let Some(id) = s.selected().map(|p| p.id) else {
                return Next::Stay;
            };
            change(s, app, |app| {
                app.remove_person(id, c == 'k', super::nav::wall_ms())
            })
        }
        (Some(Asking::MergeFrom(from)), KeyCode::Enter) => {
            let (Some(from), Some(into)) = (s.people.get(from), s.selected()) else {
                return Next::Stay;
            };
            let (from, into) = (from.id, into.id);
            change(s, app, |app| app.merge_people(from, into))
        }
        (Some(_), KeyCode::Esc) => {
            s.asking = None;
            Next::Say(String::new())
        }
        (asking, KeyCode::Down | KeyCode::Char('j')) if asking != Some(Asking::Remove) => {
            s.at = (s.at + 1) % n;
            Next::Stay
        }
        (asking, KeyCode::Up | KeyCode::Char('k')) if asking != Some(Asking::Remove) => {
            s.at = (s.at + n - 1) % n;
            Next::Stay
        }
        (Some(_), _) => Next::Stay,
        (None, KeyCode::Esc | KeyCode::Char('q')) => Next::Back,
        (None, KeyCode::Char('r') | KeyCode::Enter) if s.selected().is_some() => {
            let name = s.selected().map(|p| p.name.clone()).unwrap_or_default();
            s.asking = Some(Asking::Rename(name));
            Next::Stay
        }
        (None, KeyCode::Char('m')) if s.people.len() > 1 => {
            s.asking = Some(Asking::MergeFrom(s.at));
            s.at = (s.at + 1) % n;
            Next::Stay
        }
        (None, KeyCode::Char('x') | KeyCode::Delete) if s.selected().is_some() => {
            s.asking = Some(Asking::Remove);
            Next::Stay
        }
        _ => Next::Stay,
    }
}

pub fn draw(frame: &mut Frame, area: Rect, s: &People, lang: Lang, theme: Theme, message: &str) {
    let say = |id: &'static str| text(lang, &Msg::new(id));
    let question = match (&s.asking, s.selected()) {
        (Some(Asking::Rename(name)), _) => format!("{}: {name}▏", say("shell-roster-rename")),
        (Some(Asking::MergeFrom(from)), Some(into)) => {
            let from = s
                .people
                .get(*from)
                .map(|p| p.name.clone())
                .unwrap_or_default();
            text(
                lang,
                &Msg::new("shell-roster-merge-into")
                    .text("from", from)
                    .text("into", into.name.clone()),
            )
        }
        (Some(Asking::Remove), Some(person)) => format!(
            "{}: {} — k {} · a {}",
            say("shell-roster-remove"),
            person.name,
            say("shell-roster-remove-keep"),
            say("shell-roster-remove-anonymise"),
        ),
        _ => String::new(),
    };
    let help = if !message.is_empty() {
        message.to_string()
    } else if s.asking.is_some() {
        say("term-people-asking-keys")
    } else {
        say("term-people-keys")
    };
    let [head, body, ask, foot] = Layout::vertical([
        Constraint::Length(3),
        Constraint::Min(4),
        Constraint::Length(if question.is_empty() { 0 } else { 3 }),
        Constraint::Length(super::pieces::foot_rows(&help, area.width, 4)),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(Span::styled(say("shell-roster"), theme.title()))
            .block(Block::default().borders(Borders::ALL)),
        head,
    );
    let lines: Vec<Line> = if s.people.is_empty() {
        vec![Line::from(Span::styled(
            say("shell-roster-empty"),
            theme.disabled(),
        ))]
    } else {
        s.people
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let mark = if i == s.at { "▶ " } else { "  " };
                let merging = matches!(s.asking, Some(Asking::MergeFrom(from)) if from == i);
                Line::from(vec![
                    Span::styled(
                        format!("{mark}{}", p.name),
                        if merging {
                            theme.disabled()
                        } else {
                            theme.title()
                        },
                    ),
                    Span::raw("  "),
                    Span::styled(p.summary.clone(), theme.disabled()),
                ])
            })
            .collect()
    };
    let inside = body.height.saturating_sub(2);
    let scroll = (s.at as u16 + 1).saturating_sub(inside);
    frame.render_widget(
        Paragraph::new(lines)
            .scroll((scroll, 0))
            .block(Block::default().borders(Borders::ALL)),
        body,
    );
    if !question.is_empty() {
        frame.render_widget(
            Paragraph::new(question)
                .style(theme.warning())
                .wrap(Wrap { trim: true })
                .block(Block::default().borders(Borders::ALL)),
            ask,
        );
    }
    frame.render_widget(
        Paragraph::new(help)
            .style(theme.disabled())
            .wrap(Wrap { trim: true }),
        foot,
    );
}
