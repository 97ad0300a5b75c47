//! The rules reader: a game's rules, section by section, in the app's language.

use super::theme::Theme;
use super::{Screen, Ui};
use cardavia_core::app::App;
use cardavia_core::games::GameId;
use cardavia_core::games::RuleSection;
use cardavia_core::l10n::{text, Lang, Msg};
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use ratatui::Frame;
use std::sync::{Arc, Mutex};

pub struct Rules {
    pub game: GameId,
    pub sections: Vec<RuleSection>,
    pub at: usize,
    pub scroll: u16,
}

impl Rules {
    pub fn new(app: &Arc<Mutex<App>>, game: GameId) -> Rules {
        Rules {
            game,
            sections: app.lock().map(|a| a.rules(game)).unwrap_or_default(),
            at: 0,
            scroll: 0,
        }
    }
}

pub fn key(ui: &mut Ui, mut r: Rules, key: KeyEvent) {
    let n = r.sections.len().max(1);
    match key.code {
        KeyCode::Right | KeyCode::Char('l') | KeyCode::Tab => {
            r.at = (r.at + 1) % n;
            r.scroll = 0;
        }
        KeyCode::Left | KeyCode::Char('h') | KeyCode::BackTab => {
            r.at = (r.at + n - 1) % n;
            r.scroll = 0;
        }
        KeyCode::Down | KeyCode::Char('j') => r.scroll = r.scroll.saturating_add(1),
        KeyCode::Up | KeyCode::Char('k') => r.scroll = r.scroll.saturating_sub(1),
        KeyCode::Esc | KeyCode::Char('q') => {
            ui.screen = Screen::Home(super::home::Home::new(&ui.app));
            return;
        }
        _ => {}
    }
    ui.screen = Screen::Rules(r);
}

pub fn draw(frame: &mut Frame, area: Rect, r: &Rules, lang: Lang, theme: Theme) {
    let [tabs, body, foot] = Layout::vertical([
        Constraint::Length(3),
        Constraint::Min(5),
        Constraint::Length(1),
    ])
    .areas(area);
    let labels: Vec<Span> = r
        .sections
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let label = if s.number.is_empty() {
                "·".to_string()
            } else {
                s.number.clone()
            };
            Span::styled(
                format!(" {label} "),
                if i == r.at {
                    theme.focus()
                } else {
                    theme.plain()
                },
            )
        })
        .collect();
    let title = text(
        lang,
        &Msg::new("shell-rules-title").msg("game", r.game.name_msg()),
    );
    frame.render_widget(
        Paragraph::new(Line::from(labels))
            .block(Block::default().borders(Borders::ALL).title(title)),
        tabs,
    );
    if let Some(section) = r.sections.get(r.at) {
        let heading = if section.number.is_empty() {
            section.title.clone()
        } else {
            format!("{} · {}", section.number, section.title)
        };
        frame.render_widget(
            Paragraph::new(section.body.as_str())
                .wrap(Wrap { trim: false })
                .scroll((r.scroll, 0))
                .block(
                    Block::default()
                        .borders(Borders::ALL)
                        .title(Span::styled(heading, theme.title())),
                ),
            body,
        );
    }
    frame.render_widget(
        Paragraph::new(text(lang, &Msg::new("term-rules-keys"))).style(theme.disabled()),
        foot,
    );
}
