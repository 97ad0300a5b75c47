//! Drawing pieces shared by the table screen and the boards below it: how a target looks, the
//! settlement and summary blocks, word wrapping, and the "terminal too small" screen.

use super::theme::Theme;
use cardavia_core::l10n::{text, Lang, Msg};
use cardavia_core::table::{SummaryView, TargetView, WINNER_MARK};
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use ratatui::Frame;

/// The smallest terminal every screen is laid out for.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// Style for a target drawn on a board.
pub fn target_style(target: Option<&TargetView>, focus: Option<&str>, theme: Theme) -> Style {
    match target {
        Some(t) if focus == Some(t.id.as_str()) => theme.focus(),
        Some(t) if t.selected => theme.selected(),
        Some(t) if t.warning.is_some() => theme.warning(),
        Some(t) if t.enabled => theme.enabled(),
        _ => theme.plain(),
    }
}

/// A rectangle of at most `width`×`height` centred in `area`.
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let w = width.min(area.width);
    let h = height.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

/// `text` broken into lines of at most `width` characters, between words where it can be (a
/// word longer than a line is cut) and at its own line breaks, so that a shell can count the
/// lines it will draw.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    text.split('\n')
        .flat_map(|paragraph| wrap_paragraph(paragraph, width))
        .collect()
}

fn wrap_paragraph(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut len = 0;
    for word in text.split_whitespace() {
        let mut word: Vec<char> = word.chars().collect();
        while word.len() > width {
            if len > 0 {
                lines.push(std::mem::take(&mut line));
                len = 0;
            }
            lines.push(word.drain(..width).collect());
        }
        if len > 0 && len + 1 + word.len() > width {
            lines.push(std::mem::take(&mut line));
            len = 0;
        }
        if len > 0 {
            line.push(' ');
            len += 1;
        }
        line.extend(word.iter());
        len += word.len();
    }
    if len > 0 || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// The lines of a settlement (every card shown, lives lost, captures), if the table shows one.
pub fn draw_settlement(frame: &mut Frame, area: Rect, lines: &[String], theme: Theme) {
    let lines: Vec<Line> = lines
        .iter()
        .map(|l| Line::from(Span::styled(l.as_str(), theme.title())))
        .collect();
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), area);
}

/// The summary: its headline, the labelled columns with one line per seat in standings order,
/// then the series round by round (each round in the core's words, every figure beside its
/// name). Column headings and cells are padded by display width, and the lines are not
/// trimmed, so every row lines up under its heading.
pub fn draw_summary(frame: &mut Frame, area: Rect, summary: &SummaryView, theme: Theme) {
    let width = |s: &str| Span::raw(s).width();
    let cell = |i: usize| {
        summary
            .lines
            .iter()
            .filter_map(|l| l.cells.get(i))
            .map(|c| width(c))
            .chain(summary.columns.get(i).map(|c| width(c)))
            .max()
            .unwrap_or(0)
    };
    let name_width = summary
        .lines
        .iter()
        .map(|l| width(&l.name))
        .max()
        .unwrap_or(0)
        .max(4);
    let mark_width = width(WINNER_MARK) + 1;
    let pad = |text: &str, to: usize| " ".repeat(to.saturating_sub(width(text)));
    let mut heading = " ".repeat(mark_width + name_width);
    for (i, column) in summary.columns.iter().enumerate() {
        heading.push_str(&format!("  {}{column}", pad(column, cell(i))));
    }
    let mut lines = vec![
        Line::from(Span::styled(summary.headline.clone(), theme.title())),
        Line::from(Span::styled(heading, theme.disabled())),
    ];
    let mut order: Vec<_> = summary.lines.iter().collect();
    order.sort_by_key(|l| l.rank);
    for l in order {
        let mark = if l.winner {
            format!("{WINNER_MARK} ")
        } else {
            " ".repeat(mark_width)
        };
        let cells: String = l
            .cells
            .iter()
            .enumerate()
            .map(|(i, c)| format!("  {}{c}", pad(c, cell(i))))
            .collect();
        lines.push(Line::from(vec![
            Span::styled(mark, theme.warning()),
            Span::styled(
                format!("{}{}", l.name, pad(&l.name, name_width)),
                theme.seat(l.seat),
            ),
            Span::raw(cells),
        ]));
    }
    for row in &summary.history {
        lines.push(Line::from(Span::styled(row.text.clone(), theme.disabled())));
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
}

/// Whether `area` is below the smallest size the screens are laid out for.
/// The rows a footer's text takes wrapped to `width`, from one up to `most`: a notice is never
/// cut at the edge of the screen.
pub fn foot_rows(text: &str, width: u16, most: u16) -> u16 {
    (wrap(text, usize::from(width)).len() as u16).clamp(1, most)
}

pub fn too_small(area: Rect) -> bool {
    area.width < MIN_WIDTH || area.height < MIN_HEIGHT
}

/// Instead of a broken layout: what size is needed and what the terminal has.
pub fn draw_too_small(frame: &mut Frame, area: Rect, lang: Lang, theme: Theme) {
    let msg = Msg::new("terminal-too-small")
        .int("width", i64::from(MIN_WIDTH))
        .int("height", i64::from(MIN_HEIGHT))
        .int("now_width", i64::from(area.width))
        .int("now_height", i64::from(area.height));
    frame.render_widget(
        Paragraph::new(text(lang, &msg))
            .style(theme.warning())
            .wrap(Wrap { trim: true })
            .block(Block::default().borders(Borders::ALL)),
        area,
    );
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn words_wrap_between_words_and_long_words_are_cut() {
        assert_eq!(wrap("Ann rolls 4 and 3", 9), ["Ann rolls", "4 and 3"]);
        assert_eq!(wrap("abcdefghij k", 4), ["abcd", "efgh", "ij k"]);
        assert_eq!(wrap("", 5), [""]);
        assert_eq!(wrap("one", 10), ["one"]);
    }
}
