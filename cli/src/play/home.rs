//! The home screen: every unfinished table (game, seats, round, whose turn, when) to resume or
//! abandon, the four games with their blurbs, and the ways to stats, the people, settings and
//! the rules.

use super::nav::{self, Next, Open};
use super::theme::Theme;
use cardavia_core::app::{App, GameCard, KeptTable, SavedTable};
use cardavia_core::games::GameId;
use cardavia_core::l10n::{text, Lang, Msg};
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use ratatui::Frame;
use std::sync::{Arc, Mutex};

/// What can be chosen on the home screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A saved table, by its index in [`Home::saved`].
    Saved(usize),
    /// A table this version cannot open, by its index in [`Home::kept`].
    Kept(usize),
    Game(GameId),
    Stats,
    People,
    Settings,
    Quit,
}

pub struct Home {
    pub games: Vec<GameCard>,
    /// Every unfinished table that restores, the most recently played first.
    pub saved: Vec<SavedTable>,
    /// Unfinished tables of games this version does not know: listed, never opened.
    pub kept: Vec<KeptTable>,
    /// Saved tables found damaged since the last look (each reported once), or why the saved
    /// tables could not be listed.
    pub notices: Vec<String>,
    /// The saved table `x` was pressed on once: a second `x` abandons it.
    pub abandoning: Option<usize>,
    pub entries: Vec<Entry>,
    pub at: usize,
}

impl Home {
    pub fn new(app: &Arc<Mutex<App>>) -> Home {
        let (games, saved, kept, notices) = match app.lock() {
            Ok(mut app) => {
                let lang = app.lang();
                let mut notices = Vec::new();
                let saved = listed(app.saved_tables(nav::wall_ms()), lang, &mut notices);
                let kept = listed(app.kept_tables(), lang, &mut notices);
                let damaged = listed(app.take_damaged_notices(), lang, &mut notices);
                notices.extend(damaged);
                (app.games(), saved, kept, notices)
            }
            Err(_) => (Vec::new(), Vec::new(), Vec::new(), Vec::new()),
        };
        let mut entries: Vec<Entry> = (0..saved.len()).map(Entry::Saved).collect();
        entries.extend((0..kept.len()).map(Entry::Kept));
        entries.extend(games.iter().map(|g| Entry::Game(g.id)));
        entries.extend([Entry::Stats, Entry::People, Entry::Settings, Entry::Quit]);
        Home {
            games,
            saved,
            kept,
            notices,
            abandoning: None,
            entries,
            at: 0,
        }
    }

    fn selected_game(&self) -> Option<GameId> {
        match self.entries.get(self.at) {
            Some(Entry::Game(g)) => Some(*g),
            Some(Entry::Saved(i)) => self.saved.get(*i).map(|t| t.game),
            _ => None,
        }
    }

    fn selected_saved(&self) -> Option<&SavedTable> {
        match self.entries.get(self.at) {
            Some(Entry::Saved(i)) => self.saved.get(*i),
            _ => None,
        }
    }
}

impl Home {
    /// What a key on the home screen asks for. Abandoning and a failed resume reload the list in
    /// place.
    pub fn key(&mut self, app: &Arc<Mutex<App>>, key: KeyEvent) -> Next {
        let n = self.entries.len().max(1);
        let abandoning = self.abandoning.take();
        match key.code {
            KeyCode::Char('x') => match self.entries.get(self.at).cloned() {
                Some(Entry::Saved(i)) if abandoning != Some(i) => {
                    self.abandoning = Some(i);
                    nav::say(app, &Msg::new("term-home-abandon-confirm"))
                }
                Some(Entry::Saved(i)) => {
                    let Some(series) = self.saved.get(i).map(|t| t.series) else {
                        return Next::Stay;
                    };
                    let abandoned = app
                        .lock()
                        .map_err(|_| ())
                        .and_then(|mut app| app.abandon(series, nav::wall_ms()).map_err(|_| ()));
                    match abandoned {
                        Ok(()) => {
                            *self = Home::new(app);
                            nav::say(app, &Msg::new("term-home-abandoned"))
                        }
                        Err(()) => nav::say(app, &Msg::new("shell-resume-failed")),
                    }
                }
                _ => Next::Stay,
            },
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => {
                self.at = (self.at + 1) % n;
                Next::Stay
            }
            KeyCode::Up | KeyCode::Char('k') | KeyCode::BackTab => {
                self.at = (self.at + n - 1) % n;
                Next::Stay
            }
            KeyCode::Char('q') => Next::Quit,
            // Esc cancels (a pending abandon, the message); only q quits.
            KeyCode::Esc => Next::Say(String::new()),
            KeyCode::Char('s') => Next::Open(Open::Stats),
            KeyCode::Char('p') => Next::Open(Open::People),
            KeyCode::Char('o') => Next::Open(Open::Settings),
            KeyCode::Char('r') => match self.selected_game() {
                Some(game) => Next::Open(Open::Rules(game)),
                None => Next::Stay,
            },
            KeyCode::Enter | KeyCode::Char(' ') => self.choose(app),
            _ => Next::Stay,
        }
    }

    /// Enter on the highlighted entry.
    fn choose(&mut self, app: &Arc<Mutex<App>>) -> Next {
        match self.entries.get(self.at).cloned() {
            Some(Entry::Saved(i)) => {
                let Some(series) = self.saved.get(i).map(|t| t.series) else {
                    return Next::Stay;
                };
                let resumed = app.lock().map_err(|_| None).and_then(|mut app| {
                    app.resume_series(series).map_err(|e| {
                        // A save that did not restore is now marked damaged and reported
                        // once; anything else (open in another window, the store written by
                        // another Cardavia) is said as it is.
                        let why = match e.kind() {
                            "restore" => Msg::new("shell-resume-failed"),
                            _ => e.message(),
                        };
                        Some(text(app.lang(), &why))
                    })
                });
                match resumed {
                    Ok(open) => Next::Play(Box::new(open)),
                    Err(why) => {
                        *self = Home::new(app);
                        why.map_or(Next::Stay, Next::Say)
                    }
                }
            }
            Some(Entry::Kept(i)) => self
                .kept
                .get(i)
                .map_or(Next::Stay, |t| Next::Say(t.summary.clone())),
            Some(Entry::Game(game)) => Next::Open(Open::Setup(game)),
            Some(Entry::Stats) => Next::Open(Open::Stats),
            Some(Entry::People) => Next::Open(Open::People),
            Some(Entry::Settings) => Next::Open(Open::Settings),
            Some(Entry::Quit) => Next::Quit,
            None => Next::Stay,
        }
    }
}

pub fn draw(frame: &mut Frame, area: Rect, home: &Home, lang: Lang, theme: Theme, message: &str) {
    let help = if !message.is_empty() {
        message.to_string()
    } else if !home.notices.is_empty() {
        home.notices.join(" ")
    } else if home.selected_saved().is_some() {
        text(lang, &Msg::new("term-home-saved-keys"))
    } else {
        text(lang, &Msg::new("term-home-keys"))
    };
    let [title, list, blurb, foot] = Layout::vertical([
        Constraint::Length(3),
        Constraint::Min(8),
        Constraint::Length(5),
        Constraint::Length(super::pieces::foot_rows(&help, area.width, 4)),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled("CARDAVIA", theme.title()),
            Span::raw("  "),
            Span::styled(text(lang, &Msg::new("shell-tagline")), theme.disabled()),
        ]))
        .block(Block::default().borders(Borders::ALL)),
        title,
    );
    let lines: Vec<Line> = home
        .entries
        .iter()
        .enumerate()
        .map(|(i, entry)| {
            let style = if i == home.at {
                theme.focus()
            } else {
                theme.plain()
            };
            Line::from(Span::styled(
                format!(" {} ", entry_label(home, entry, lang)),
                style,
            ))
        })
        .collect();
    frame.render_widget(
        Paragraph::new(lines).block(
            Block::default()
                .borders(Borders::ALL)
                .title(text(lang, &Msg::new("term-home-games"))),
        ),
        list,
    );
    let about = match home
        .selected_game()
        .and_then(|g| home.games.iter().find(|c| c.id == g))
    {
        Some(card) => {
            let mut s = card.blurb.clone();
            if let Some(link) = &card.wikipedia {
                s.push_str(&format!("\n{link}"));
            }
            s
        }
        None => String::new(),
    };
    frame.render_widget(
        Paragraph::new(about)
            .wrap(Wrap { trim: true })
            .block(Block::default().borders(Borders::ALL)),
        blurb,
    );
    frame.render_widget(
        Paragraph::new(help)
            .style(theme.disabled())
            .wrap(Wrap { trim: true }),
        foot,
    );
}

/// What the app listed, or nothing and why in `notices`: a list that did not read is said,
/// never shown as empty.
fn listed<T>(
    found: Result<Vec<T>, cardavia_core::app::AppError>,
    lang: Lang,
    notices: &mut Vec<String>,
) -> Vec<T> {
    found.unwrap_or_else(|e| {
        notices.push(text(lang, &e.message()));
        Vec::new()
    })
}

/// An entry in words: a saved table by the core's one-line summary (game, seats, round, whose
/// turn, when), a game by its name.
fn entry_label(home: &Home, entry: &Entry, lang: Lang) -> String {
    match entry {
        Entry::Saved(i) => home
            .saved
            .get(*i)
            .map(|t| t.summary.clone())
            .unwrap_or_default(),
        Entry::Kept(i) => home
            .kept
            .get(*i)
            .map(|t| t.summary.clone())
            .unwrap_or_default(),
        Entry::Game(g) => home
            .games
            .iter()
            .find(|c| c.id == *g)
            .map_or_else(|| g.to_string(), |c| c.name.clone()),
        Entry::Stats => text(lang, &Msg::new("shell-stats")),
        Entry::People => text(lang, &Msg::new("shell-roster")),
        Entry::Settings => text(lang, &Msg::new("shell-settings")),
        Entry::Quit => text(lang, &Msg::new("term-home-quit")),
    }
}
