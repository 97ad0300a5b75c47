//! The stats screen: each player's record per game, and the latest series' scores round by round
//! as a small chart.

use super::nav::Next;
use super::theme::Theme;
use cardavia_core::app::{self, App, StatsText};
use cardavia_core::l10n::numbers::integer;
use cardavia_core::l10n::{text, Lang, Msg};
use cardavia_core::store::PlayerStats;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Axis, Block, Borders, Chart, Dataset, GraphType, Paragraph};
use ratatui::Frame;
use std::sync::{Arc, Mutex};

pub struct Stats {
    pub players: Vec<String>,
    pub at: usize,
    pub stats: Vec<PlayerStats>,
    /// The selected player's latest series as the core charts it.
    pub chart: Option<app::Chart>,
}

impl Stats {
    pub fn new(app: &Arc<Mutex<App>>) -> Stats {
        let players = app
            .lock()
            .ok()
            .and_then(|a| a.players().ok())
            .unwrap_or_default();
        let mut s = Stats {
            players,
            at: 0,
            stats: Vec::new(),
            chart: None,
        };
        s.load(app);
        s
    }

    fn load(&mut self, app: &Arc<Mutex<App>>) {
        let Some(name) = self.players.get(self.at) else {
            return;
        };
        let Ok(app) = app.lock() else {
            return;
        };
        self.stats = app.player_stats(name).unwrap_or_default();
        self.chart = app.latest_chart(name).ok().flatten();
    }
}

/// What a key on the stats screen asks for.
pub fn key(s: &mut Stats, app: &Arc<Mutex<App>>, key: KeyEvent) -> Next {
    let n = s.players.len().max(1);
    match key.code {
        KeyCode::Down | KeyCode::Char('j') => {
            s.at = (s.at + 1) % n;
            s.load(app);
        }
        KeyCode::Up | KeyCode::Char('k') => {
            s.at = (s.at + n - 1) % n;
            s.load(app);
        }
        KeyCode::Esc | KeyCode::Char('q') => return Next::Back,
        _ => {}
    }
    Next::Stay
}

pub fn draw(frame: &mut Frame, area: Rect, s: &Stats, lang: Lang, theme: Theme) {
    let [body, foot] = Layout::vertical([Constraint::Min(8), Constraint::Length(1)]).areas(area);
    let [left, right] =
        Layout::horizontal([Constraint::Length(22), Constraint::Min(30)]).areas(body);
    let names: Vec<Line> = s
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            Line::from(Span::styled(
                format!(" {p} "),
                if i == s.at {
                    theme.focus()
                } else {
                    theme.plain()
                },
            ))
        })
        .collect();
    let title = text(lang, &Msg::new("shell-players"));
    frame.render_widget(
        Paragraph::new(names).block(Block::default().borders(Borders::ALL).title(title)),
        left,
    );
    let [table, chart] =
        Layout::vertical([Constraint::Min(5), Constraint::Length(10)]).areas(right);
    let mut lines = Vec::new();
    if s.stats.is_empty() {
        lines.push(Line::from(text(lang, &Msg::new("shell-no-results"))));
    }
    for st in &s.stats {
        // The core writes every number the language's way.
        let shown = StatsText::of(st, lang);
        lines.push(Line::from(Span::styled(
            text(lang, &st.game.name_msg()),
            theme.title(),
        )));
        // Each figure with its unit and which way is better, in the core's words.
        for (i, line) in shown.lines.iter().enumerate() {
            let style = if i < 3 {
                theme.plain()
            } else {
                theme.disabled()
            };
            lines.push(Line::from(Span::styled(format!("  {line}"), style)));
        }
    }
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(ratatui::widgets::Wrap { trim: false })
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(text(lang, &Msg::new("shell-results"))),
            ),
        table,
    );
    draw_chart(frame, chart, s.chart.as_ref(), lang, theme);
    frame.render_widget(
        Paragraph::new(text(lang, &Msg::new("term-stats-keys"))).style(theme.disabled()),
        foot,
    );
}

fn draw_chart(frame: &mut Frame, area: Rect, chart: Option<&app::Chart>, lang: Lang, theme: Theme) {
    let Some(chart) = chart.filter(|c| !c.rounds.is_empty()) else {
        let block = Block::default()
            .borders(Borders::ALL)
            .title(text(lang, &Msg::new("shell-latest-series")));
        frame.render_widget(
            Paragraph::new(text(lang, &Msg::new("shell-no-rounds"))).block(block),
            area,
        );
        return;
    };
    // What is plotted (running totals, per seat) and how it is labelled are the core's.
    let block = Block::default()
        .borders(Borders::ALL)
        .title(chart.title.clone());
    let series: Vec<Vec<(f64, f64)>> = chart
        .series
        .iter()
        .map(|line| {
            line.values
                .iter()
                .enumerate()
                .map(|(i, v)| (i as f64 + 1.0, *v as f64))
                .collect()
        })
        .collect();
    let max_y = series.iter().flatten().map(|(_, y)| *y).fold(1.0, f64::max);
    let min_y = series.iter().flatten().map(|(_, y)| *y).fold(0.0, f64::min);
    let datasets: Vec<Dataset> = series
        .iter()
        .zip(&chart.series)
        .enumerate()
        .map(|(i, (points, line))| {
            Dataset::default()
                .name(line.name.clone())
                .marker(Marker::Braille)
                .graph_type(GraphType::Line)
                .style(theme.seat(i as u8))
                .data(points)
        })
        .collect();
    let rounds = chart.rounds.len() as f64;
    let first = chart.rounds.first().cloned().unwrap_or_default();
    let last = chart.rounds.last().cloned().unwrap_or_default();
    let widget = Chart::new(datasets)
        .block(block)
        .x_axis(
            Axis::default()
                .title(chart.x_label.clone())
                .bounds([1.0, rounds.max(2.0)])
                .labels([first, last]),
        )
        .y_axis(
            // The y axis's label is in the block's title (the core's): drawn on the axis it
            // would cover the top of the lines.
            Axis::default()
                .bounds([min_y, max_y])
                .labels([integer(lang, min_y as i64), integer(lang, max_y as i64)]),
        );
    frame.render_widget(widget, area);
}
