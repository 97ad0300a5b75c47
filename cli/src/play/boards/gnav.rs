//! Gnav's board: the circle of players with their lives, the dealer and the cards the person
//! holding the phone may see (while a deal's settlement shows: that deal as it ended, every card
//! revealed), and the last deal's cards, labelled. Every Gnav move is a button, so nothing here
//! is tapped.

use crate::play::theme::Theme;
use cardavia_core::games::gnav::view::GnavBoard;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

/// The circle of players, clockwise from seat 1: lives, the dealer, who rests, and the cards the
/// person holding the phone may see.
pub fn draw(frame: &mut Frame, area: Rect, board: &GnavBoard, theme: Theme) {
    let mut lines = Vec::new();
    for p in &board.players {
        let marker = if p.is_turn { "▶" } else { " " };
        let dealer = if p.is_dealer { " ◆" } else { "  " };
        let lives = format!(
            "{}{}",
            "♥".repeat(usize::from(p.lives)),
            "·".repeat(usize::from(p.max_lives.saturating_sub(p.lives)))
        );
        let card = match (&p.card, p.card_hidden) {
            (Some(card), _) => format!("[{card}]"),
            (None, true) => "[▒▒]".to_string(),
            (None, false) => String::new(),
        };
        let state = if p.out {
            " ✗"
        } else if p.resting {
            " z"
        } else {
            ""
        };
        let you = if board.you == Some(p.seat) { "*" } else { " " };
        lines.push(Line::from(vec![
            Span::raw(marker),
            Span::styled(
                format!("{you}{:<12}", p.name.chars().take(12).collect::<String>()),
                theme.seat(p.seat),
            ),
            Span::raw(dealer),
            Span::styled(format!(" {lives:<10}"), theme.warning()),
            Span::styled(format!(" {card}"), theme.title()),
            Span::raw(state),
        ]));
    }
    lines.push(Line::from(""));
    let mut pile = format!("▤ {}", board.stock);
    if !board.set_aside.is_empty() {
        pile.push_str(&format!("  ⊘ {}", board.set_aside.join(" ")));
    }
    lines.push(Line::from(Span::styled(pile, theme.disabled())));
    // While a deal's settlement shows, its cards are in front of the players above; once the
    // next deal is dealt, they are the last deal's, and labelled so.
    if let Some(last) = board.last_deal.as_ref().filter(|_| !board.settled) {
        lines.push(Line::from(Span::styled(
            last.label.clone(),
            theme.disabled(),
        )));
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
}
