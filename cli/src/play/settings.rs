//! The settings screen: language, the look, haptics, the turn timer, the bots' level and pace,
//! and the rule assists. Each change is validated and saved by the core at once.

use super::nav::Next;
use super::theme::Theme;
use cardavia_core::ai::Level;
use cardavia_core::app::{languages, App};
use cardavia_core::l10n::{text, Lang, Msg};
use cardavia_core::store::{BotPace, Mistakes, Settings};
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};
use ratatui::Frame;
use std::sync::{Arc, Mutex};

pub struct SettingsScreen {
    pub settings: Settings,
    pub at: usize,
}

const ROWS: usize = 10;

impl SettingsScreen {
    pub fn new(app: &Arc<Mutex<App>>) -> SettingsScreen {
        SettingsScreen {
            settings: app.lock().map(|a| a.settings().clone()).unwrap_or_default(),
            at: 0,
        }
    }
}

fn cycle<T: PartialEq + Copy>(all: &[T], now: T, step: isize) -> T {
    let at = all.iter().position(|x| *x == now).unwrap_or(0) as isize;
    all[(at + step).rem_euclid(all.len() as isize) as usize]
}

fn nudge(value: u8, step: isize) -> u8 {
    (value as isize + 5 * step).clamp(0, 100) as u8
}

/// What a key on the settings screen asks for; a change is saved at once.
pub fn key(s: &mut SettingsScreen, app: &Arc<Mutex<App>>, key: KeyEvent) -> Next {
    let step = match key.code {
        KeyCode::Left | KeyCode::Char('h') => -1,
        KeyCode::Right | KeyCode::Char('l') | KeyCode::Enter | KeyCode::Char(' ') => 1,
        KeyCode::Down | KeyCode::Char('j') => {
            s.at = (s.at + 1) % ROWS;
            0
        }
        KeyCode::Up | KeyCode::Char('k') => {
            s.at = (s.at + ROWS - 1) % ROWS;
            0
        }
        KeyCode::Esc | KeyCode::Char('q') => return Next::Back,
        _ => 0,
    };
    if step != 0 {
        let mut next = s.settings.clone();
        // The languages and the timers are the core's offers: the terminal keeps no list.
        let langs: Vec<Option<String>> = std::iter::once(None)
            .chain(languages().into_iter().map(|l| Some(l.tag)))
            .collect();
        let timers: Vec<Option<u32>> = app
            .lock()
            .map(|a| a.turn_timers().into_iter().map(|t| t.seconds).collect())
            .unwrap_or_default();
        match s.at {
            0 => {
                let at = langs.iter().position(|l| *l == next.language).unwrap_or(0) as isize;
                next.language =
                    langs[(at + step).rem_euclid(langs.len() as isize) as usize].clone();
            }
            1 => next.look.contrast = nudge(next.look.contrast, step),
            2 => next.look.grain = nudge(next.look.grain, step),
            3 => next.look.temperature = nudge(next.look.temperature, step),
            4 => next.haptics = !next.haptics,
            5 if !timers.is_empty() => next.turn_timer_s = cycle(&timers, next.turn_timer_s, step),
            5 => {}
            6 => next.ai_level = cycle(&Level::ALL, next.ai_level, step),
            7 => next.bot_pace = cycle(&BotPace::ALL, next.bot_pace, step),
            8 => next.assist.dicen_hints = !next.assist.dicen_hints,
            _ => {
                next.assist.dica_mistakes = cycle(
                    &[Mistakes::Count, Mistakes::Prevent],
                    next.assist.dica_mistakes,
                    step,
                )
            }
        }
        let saved = app.lock().map_err(|_| None).and_then(|mut app| {
            app.save_settings(next.clone())
                .map_err(|e| Some(text(app.lang(), &e.message())))
        });
        return match saved {
            Ok(()) => {
                s.settings = next;
                Next::Say(String::new())
            }
            Err(Some(why)) => Next::Say(why),
            Err(None) => Next::Stay,
        };
    }
    Next::Stay
}

pub fn draw(
    frame: &mut Frame,
    area: Rect,
    s: &SettingsScreen,
    lang: Lang,
    theme: Theme,
    message: &str,
) {
    let [body, foot] = Layout::vertical([Constraint::Min(8), Constraint::Length(1)]).areas(area);
    let st = &s.settings;
    let on_off = |b: bool| text(lang, &Msg::new(if b { "term-on" } else { "term-off" }));
    let language = match &st.language {
        None => text(lang, &Msg::new("shell-device-language")),
        Some(tag) => text(
            Lang::negotiate(&[tag.as_str()]),
            &Msg::new("term-language-name"),
        ),
    };
    let timer = match st.turn_timer_s {
        None => text(lang, &Msg::new("term-off")),
        Some(sec) => text(lang, &Msg::new("shell-seconds").int("seconds", sec)),
    };
    let level = text(
        lang,
        &Msg::new(match st.ai_level {
            Level::Easy => "app-level-easy",
            Level::Normal => "app-level-normal",
            Level::Hard => "app-level-hard",
        }),
    );
    let mistakes = text(
        lang,
        &Msg::new(match st.assist.dica_mistakes {
            Mistakes::Count => "term-mistakes-count",
            Mistakes::Prevent => "term-mistakes-prevent",
        }),
    );
    let rows = [
        ("shell-language", language),
        ("shell-contrast", st.look.contrast.to_string()),
        ("shell-grain", st.look.grain.to_string()),
        ("shell-temperature", st.look.temperature.to_string()),
        ("term-settings-haptics", on_off(st.haptics)),
        ("shell-turn-timer", timer),
        ("shell-bot-level", level),
        ("shell-bot-pace", text(lang, &st.bot_pace.label_msg())),
        ("shell-dicen-hints", on_off(st.assist.dicen_hints)),
        ("shell-dica-mistakes", mistakes),
    ];
    let lines: Vec<Line> = rows
        .iter()
        .enumerate()
        .map(|(i, (id, value))| {
            let style = if i == s.at {
                theme.focus()
            } else {
                theme.plain()
            };
            Line::from(vec![
                Span::styled(format!(" {:<28}", text(lang, &Msg::new(id))), style),
                Span::styled(format!(" ‹ {value} ›"), theme.enabled()),
            ])
        })
        .collect();
    let title = text(lang, &Msg::new("shell-settings"));
    frame.render_widget(
        Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(title)),
        body,
    );
    let help = if message.is_empty() {
        text(lang, &Msg::new("term-settings-keys"))
    } else {
        message.to_string()
    };
    frame.render_widget(Paragraph::new(help).style(theme.disabled()), foot);
}
