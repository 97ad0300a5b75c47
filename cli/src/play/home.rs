//! The home screen: the four games with their blurbs, the unfinished table to resume, and the
//! ways to stats, settings and the rules.

use super::theme::Theme;
use super::{Screen, Ui};
use cardavia_core::app::{App, GameCard};
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
    Resume,
    Game(GameId),
    Stats,
    Settings,
    Quit,
}

pub struct Home {
    pub games: Vec<GameCard>,
    /// The unfinished table: its game and the people at it.
    pub resume: Option<(GameId, Vec<String>)>,
    pub entries: Vec<Entry>,
    pub at: usize,
}

impl Home {
    pub fn new(app: &Arc<Mutex<App>>) -> Home {
        let (games, resume) = match app.lock() {
            Ok(app) => (app.games(), app.resumable().ok().flatten()),
            Err(_) => (Vec::new(), None),
        };
        let mut entries = Vec::new();
        if resume.is_some() {
            entries.push(Entry::Resume);
        }
        entries.extend(games.iter().map(|g| Entry::Game(g.id)));
        entries.extend([Entry::Stats, Entry::Settings, Entry::Quit]);
        Home {
            games,
            resume,
            entries,
            at: 0,
        }
    }

    fn selected_game(&self) -> Option<GameId> {
        match self.entries.get(self.at) {
            Some(Entry::Game(g)) => Some(*g),
            Some(Entry::Resume) => self.resume.as_ref().map(|(g, _)| *g),
            _ => None,
        }
    }
}

pub fn key(ui: &mut Ui, mut home: Home, key: KeyEvent) {
    let n = home.entries.len().max(1);
    match key.code {
        KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => home.at = (home.at + 1) % n,
        KeyCode::Up | KeyCode::Char('k') | KeyCode::BackTab => home.at = (home.at + n - 1) % n,
        KeyCode::Char('q') | KeyCode::Esc => {
            ui.quit = true;
        }
        KeyCode::Char('s') => {
            ui.screen = Screen::Stats(super::stats::Stats::new(&ui.app));
            return;
        }
        KeyCode::Char('o') => {
            ui.screen = Screen::Settings(super::settings::SettingsScreen::new(&ui.app));
            return;
        }
        KeyCode::Char('r') => {
            if let Some(game) = home.selected_game() {
                ui.screen = Screen::Rules(super::rules::Rules::new(&ui.app, game));
                return;
            }
        }
        KeyCode::Enter | KeyCode::Char(' ') => match home.entries.get(home.at).cloned() {
            Some(Entry::Resume) => {
                let resumed = ui
                    .app
                    .lock()
                    .map_err(|_| ())
                    .and_then(|app| app.resume().map_err(|_| ()));
                match resumed {
                    Ok(Some(open)) => {
                        ui.open_table(open.table, open.saver);
                        return;
                    }
                    _ => ui.say(&Msg::new("shell-resume-failed")),
                }
            }
            Some(Entry::Game(game)) => {
                ui.screen = Screen::Setup(super::setup::Setup::new(&ui.app, game));
                return;
            }
            Some(Entry::Stats) => {
                ui.screen = Screen::Stats(super::stats::Stats::new(&ui.app));
                return;
            }
            Some(Entry::Settings) => {
                ui.screen = Screen::Settings(super::settings::SettingsScreen::new(&ui.app));
                return;
            }
            Some(Entry::Quit) => ui.quit = true,
            None => {}
        },
        _ => {}
    }
    ui.screen = Screen::Home(home);
}

pub fn draw(frame: &mut Frame, area: Rect, home: &Home, lang: Lang, theme: Theme, message: &str) {
    let [title, list, blurb, foot] = Layout::vertical([
        Constraint::Length(3),
        Constraint::Min(8),
        Constraint::Length(5),
        Constraint::Length(1),
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
            let label = match entry {
                Entry::Resume => {
                    let (game, names) = home.resume.clone().unwrap_or((GameId::Dicen, Vec::new()));
                    text(
                        lang,
                        &Msg::new("shell-resume")
                            .msg("game", game.name_msg())
                            .text("names", names.join(", ")),
                    )
                }
                Entry::Game(g) => home
                    .games
                    .iter()
                    .find(|c| c.id == *g)
                    .map_or_else(|| g.to_string(), |c| c.name.clone()),
                Entry::Stats => text(lang, &Msg::new("shell-stats")),
                Entry::Settings => text(lang, &Msg::new("shell-settings")),
                Entry::Quit => text(lang, &Msg::new("term-home-quit")),
            };
            let style = if i == home.at {
                theme.focus()
            } else {
                theme.plain()
            };
            Line::from(Span::styled(format!(" {label} "), style))
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
    let help = if message.is_empty() {
        text(lang, &Msg::new("term-home-keys"))
    } else {
        message.to_string()
    };
    frame.render_widget(Paragraph::new(help).style(theme.disabled()), foot);
}
