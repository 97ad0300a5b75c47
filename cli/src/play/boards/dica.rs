//! DiCa's board: both teams' rows of cards (name and mark over the stones), and cards named by
//! typing them as printed, value then letter (`8a`, `12b`).

use super::{Canvas, Typed};
use crate::play::pieces::target_style;
use cardavia_core::games::dica::view::{CardState, DicaBoard, DicaCardView, DicaTeamView};
use cardavia_core::l10n::{text, Lang, Msg};
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

fn cards(board: &DicaBoard) -> impl Iterator<Item = &DicaCardView> {
    board.teams.iter().flat_map(|t| &t.cards)
}

/// Digits, then the letter, spell a card's id as the board prints it.
pub fn typed(board: &DicaBoard, typed: &str, c: char) -> Typed {
    let spelling = c.is_ascii_digit() || !typed.is_empty() && c.is_ascii_alphabetic();
    if !spelling || cards(board).all(|card| card.target.is_none()) {
        return Typed::NotMine;
    }
    let keys = format!("{typed}{c}");
    if let Some(card) = cards(board).find(|card| card.id == keys) {
        return match &card.target {
            Some(id) => Typed::Tap(id.clone()),
            None => Typed::Nothing(keys),
        };
    }
    if cards(board).any(|card| card.id.starts_with(&keys)) {
        Typed::More(keys)
    } else {
        Typed::Nothing(keys)
    }
}

fn key_hint(board: &DicaBoard, lang: Lang, typed: &str) -> Option<String> {
    if cards(board).all(|card| card.target.is_none()) {
        return None;
    }
    Some(if typed.is_empty() {
        text(lang, &Msg::new("terminal-dica-keys"))
    } else {
        text(
            lang,
            &Msg::new("terminal-typed").text("keys", typed.to_string()),
        )
    })
}

/// A DiCa card's mark beside its name: ★ for a ★ card, then how it was resolved.
fn mark(card: &DicaCardView) -> &'static str {
    match card.state {
        CardState::Open if card.star_for.is_some() => "★",
        CardState::Open => "",
        CardState::Won => "✓",
        CardState::Stolen => "⇄",
        CardState::Blocked => "⊘",
        CardState::Dead => "†",
        CardState::Eliminated => "✗",
    }
}

/// A DiCa card's stones: `4+3=7` while open, `4+3+2` once complete, `·` with none.
fn stones(card: &DicaCardView) -> String {
    let stones: Vec<String> = card.stones.iter().map(u32::to_string).collect();
    match stones.len() {
        0 => "·".to_string(),
        1 => stones.join(""),
        2 => format!("{}={}", stones.join("+"), card.sum),
        _ => stones.join("+"),
    }
}

/// One team: its name, whose hands the device is in and its points, over its row of cards.
fn draw_team(frame: &mut Frame, area: Rect, y: u16, team: &DicaTeamView, canvas: &mut Canvas) {
    let theme = canvas.theme;
    let width = (area.width / 7).clamp(5, 8);
    let marker = if team.is_turn { "▶" } else { " " };
    let who = team.hand.as_deref().unwrap_or(team.label.as_str());
    let head = Line::from(vec![
        Span::raw(marker),
        Span::styled(format!("{} ({who})", team.name), theme.seat(team.team)),
        Span::styled(format!("  {}", team.points), theme.title()),
    ]);
    frame.render_widget(Paragraph::new(head), Rect::new(area.x, y, area.width, 1));
    let mut x = area.x;
    for card in &team.cards {
        if x + width > area.right() {
            break;
        }
        let target = canvas.target(card.target.as_ref()).cloned();
        let colour = match (card.state, card.holder, card.side) {
            (CardState::Won | CardState::Stolen, Some(holder), _) => theme.seat(holder),
            (CardState::Open, _, Some(side)) => theme.seat(side),
            _ => theme.shut(),
        };
        let name_style = if target.is_some() {
            target_style(target.as_ref(), canvas.focus, theme)
        } else {
            colour
        };
        let rect = Rect::new(x, y + 1, width, 2);
        let lines = vec![
            Line::from(vec![
                Span::styled(card.id.clone(), name_style),
                Span::styled(mark(card), card.star_for.map_or(colour, |t| theme.seat(t))),
            ]),
            Line::from(Span::styled(stones(card), colour)),
        ];
        frame.render_widget(Paragraph::new(lines), rect);
        canvas.placed(rect, target.as_ref());
        x += width;
    }
}

/// Both teams' rows of cards, then the challenge or duel in words and which keys name a card.
pub fn draw(frame: &mut Frame, area: Rect, board: &DicaBoard, canvas: &mut Canvas) {
    let theme = canvas.theme;
    let mut y = area.y;
    for team in &board.teams {
        if y + 3 > area.bottom() {
            return;
        }
        draw_team(frame, area, y, team, canvas);
        y += 3;
    }
    let mut notes = Vec::new();
    if let Some(duel) = &board.duel {
        notes.push(Line::from(Span::styled(duel.text.clone(), theme.warning())));
    } else if let Some(challenge) = &board.challenge {
        if let Some(card) = cards(board).find(|c| c.id == challenge.card) {
            notes.push(Line::from(Span::styled(card.text.clone(), theme.warning())));
        }
    }
    if let Some(keys) = key_hint(board, canvas.view.lang, canvas.typed) {
        notes.push(Line::from(Span::styled(keys, theme.disabled())));
    }
    if y < area.bottom() && !notes.is_empty() {
        let rest = Rect::new(area.x, y, area.width, area.bottom() - y);
        frame.render_widget(Paragraph::new(notes).wrap(Wrap { trim: true }), rest);
    }
}
