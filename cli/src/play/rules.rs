//! The rules reader: a game's rules, section by section, in the app's language.

use super::nav::Next;
use super::theme::Theme;
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

/// What a key in the rules reader asks for.
pub fn key(r: &mut Rules, key: KeyEvent) -> Next {
    let n = r.sections.len().max(1);
    match key.code {
        KeyCode::Right | KeyCode::Char('l') | KeyCode::Tab | KeyCode::Char('J') => {
            r.at = (r.at + 1) % n;
            r.scroll = 0;
        }
        KeyCode::Left | KeyCode::Char('h') | KeyCode::BackTab | KeyCode::Char('K') => {
            r.at = (r.at + n - 1) % n;
            r.scroll = 0;
        }
        KeyCode::Down | KeyCode::Char('j') => r.scroll = r.scroll.saturating_add(1),
        KeyCode::Up | KeyCode::Char('k') => r.scroll = r.scroll.saturating_sub(1),
        KeyCode::PageDown => r.scroll = r.scroll.saturating_add(10),
        KeyCode::PageUp => r.scroll = r.scroll.saturating_sub(10),
        KeyCode::Esc | KeyCode::Char('q') => return Next::Back,
        _ => {}
    }
    Next::Stay
}

/// `text` cut to `width` characters, with `…` where it was cut.
fn fit(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        text.to_string()
    } else {
        let kept: String = text.chars().take(width.saturating_sub(1)).collect();
        format!("{kept}…")
    }
}

/// The sections by their titles down the left (the rule numbers kept small beside them), the
/// chosen section's text on the right.
pub fn draw(frame: &mut Frame, area: Rect, r: &Rules, lang: Lang, theme: Theme) {
    let [body, foot] = Layout::vertical([Constraint::Min(5), Constraint::Length(1)]).areas(area);
    let contents_width = (area.width / 3).clamp(20, 34);
    let [contents, page] =
        Layout::horizontal([Constraint::Length(contents_width), Constraint::Min(30)]).areas(body);
    let title = text(
        lang,
        &Msg::new("shell-rules-title").msg("game", r.game.name_msg()),
    );
    let inner_width = usize::from(contents_width.saturating_sub(3));
    let titles: Vec<Line> = r
        .sections
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let style = if i == r.at {
                theme.focus()
            } else {
                theme.plain()
            };
            let marker = if i == r.at { "▶" } else { " " };
            Line::from(Span::styled(
                fit(&format!("{marker}{}", s.title), inner_width),
                style,
            ))
        })
        .collect();
    // Keep the chosen title in sight when the contents are longer than the box.
    let rows = contents.height.saturating_sub(2);
    let first = (r.at as u16 + 1).saturating_sub(rows);
    frame.render_widget(
        Paragraph::new(titles)
            .scroll((first, 0))
            .block(Block::default().borders(Borders::ALL).title(title)),
        contents,
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
            page,
        );
    }
    frame.render_widget(
        Paragraph::new(text(lang, &Msg::new("terminal-rules-keys"))).style(theme.disabled()),
        foot,
    );
}
