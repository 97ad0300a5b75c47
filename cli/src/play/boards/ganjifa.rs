//! Ganjifa's board: the deal, the trick (or the Dukal being discarded to), the hand as a grid by
//! suit with every card tappable, the seats' counts, the last trick and what has been played.
//! The Dukals a hand may lead are buttons (the move list shows them with their keys).

use super::Canvas;
use crate::play::pieces::target_style;
use cardavia_core::games::ganjifa::view::{
    GanjifaBoard, GanjifaCardView, GanjifaPlayView, GanjifaSuitView,
};
use cardavia_core::table::TURN_MARK;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

/// A card of the hand takes its rank (two columns) and a space.
const CARD_WIDTH: u16 = 3;

/// Cards played by seats, compactly: `Ann RaR · Bo Ra7`.
fn plays_line(plays: &[GanjifaPlayView]) -> String {
    plays
        .iter()
        .map(|p| format!("{} {}", p.name, p.card.code))
        .collect::<Vec<_>>()
        .join(" · ")
}

fn codes(cards: &[GanjifaCardView]) -> String {
    cards
        .iter()
        .map(|c| c.code.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

fn seat_name(board: &GanjifaBoard, seat: u8) -> &str {
    board
        .players
        .iter()
        .find(|p| p.seat == seat)
        .map_or("", |p| p.name.as_str())
}

/// The deal, the period and the trump, then the trick on the table (or the Dukal being
/// discarded to, with the discards so far).
fn head(board: &GanjifaBoard, canvas: &Canvas) -> Vec<Line<'static>> {
    let theme = canvas.theme;
    let mut head = vec![Span::styled(board.deal_label.clone(), theme.title())];
    if let (Some(period), Some(trump)) = (&board.period_name, &board.trump_name) {
        head.push(Span::raw(format!("  {period} · ")));
        head.push(Span::styled(
            format!("{} {trump}", board.marks.trump),
            theme.warning(),
        ));
    }
    let play = match &board.dukal {
        Some(dukal) if dukal.discarding.is_some() => {
            let mut line = format!(
                "{}: {}",
                seat_name(board, dukal.leader),
                codes(&dukal.cards)
            );
            for d in dukal.discards.iter().filter(|d| !d.cards.is_empty()) {
                line.push_str(&format!(
                    " · {} {} {}",
                    d.name,
                    board.marks.discards,
                    codes(&d.cards)
                ));
            }
            Line::from(Span::styled(line, theme.warning()))
        }
        _ => Line::from(Span::styled(
            format!("{} {}", board.marks.trick, plays_line(&board.trick)),
            theme.title(),
        )),
    };
    vec![Line::from(head), play]
}

/// Each seat's cards in hand and captures, the dealer and whose eyes the board is for.
fn seats(board: &GanjifaBoard, canvas: &Canvas) -> Line<'static> {
    let mut seats = Vec::new();
    for p in &board.players {
        let marks = &board.marks;
        let marker = if p.is_turn { TURN_MARK } else { " " };
        let dealer = if p.is_dealer {
            marks.dealer.as_str()
        } else {
            ""
        };
        let you = if board.you == Some(p.seat) {
            marks.you.as_str()
        } else {
            ""
        };
        let name: String = p.name.chars().take(10).collect();
        seats.push(Span::raw(marker));
        seats.push(Span::styled(
            format!("{you}{name}{dealer}"),
            canvas.theme.seat(p.seat),
        ));
        seats.push(Span::raw(format!(
            " {}{} {}{}  ",
            p.cards, marks.in_hand, p.captured, marks.captured
        )));
    }
    Line::from(seats)
}

/// The last trick and its winner, and every card played this deal by suit.
fn history(board: &GanjifaBoard, canvas: &Canvas) -> Vec<Line<'static>> {
    let theme = canvas.theme;
    let mut rest = Vec::new();
    // A Dukal taken is the last play until a trick is complete again (G8).
    if let Some(dukal) = board.dukal.as_ref().filter(|d| d.discarding.is_none()) {
        let mut line = format!(
            "{} {}: {}",
            board.marks.last_play,
            seat_name(board, dukal.leader),
            codes(&dukal.cards)
        );
        for d in &dukal.discards {
            line.push_str(&format!(
                " · {} {} {}",
                d.name,
                board.marks.discards,
                codes(&d.cards)
            ));
        }
        line.push_str(&format!(
            " {} {}",
            board.marks.taken_by,
            seat_name(board, dukal.leader)
        ));
        rest.push(Line::from(Span::styled(line, theme.disabled())));
    }
    if let Some(last) = &board.last_trick {
        rest.push(Line::from(Span::styled(
            format!(
                "{} {} {} {}",
                board.marks.last_play,
                plays_line(&last.plays),
                board.marks.taken_by,
                seat_name(board, last.winner)
            ),
            theme.disabled(),
        )));
    }
    if !board.played.is_empty() {
        let played: Vec<String> = board
            .played
            .iter()
            .map(|s| format!("{} {}", s.code, s.ranks))
            .collect();
        rest.push(Line::from(Span::styled(
            format!("{} {}", board.marks.played, played.join(" │ ")),
            theme.disabled(),
        )));
    }
    rest
}

/// The trump's mark, as the view's board gives it.
fn trump_mark<'v>(canvas: &Canvas<'v>) -> &'v str {
    match &canvas.view.board {
        Some(cardavia_core::table::BoardView::Ganjifa { board }) => &board.marks.trump,
        _ => "",
    }
}

/// A suit's heading: its code, the trump's mark for the trump.
fn suit_header(suit: &GanjifaSuitView, trump: &str) -> String {
    format!("{}{} ", suit.code, if suit.trump { trump } else { "" })
}

/// One card of the hand at `(x, y)`, tappable where the view offers it.
fn draw_card(frame: &mut Frame, x: u16, y: u16, card: &GanjifaCardView, canvas: &mut Canvas) {
    let theme = canvas.theme;
    let target = canvas.target(card.target.as_ref()).cloned();
    let style = match &target {
        Some(t) if !t.enabled && canvas.focus != Some(t.id.as_str()) => theme.disabled(),
        _ => target_style(target.as_ref(), canvas.focus, theme),
    };
    let rect = Rect::new(x, y, CARD_WIDTH - 1, 1);
    frame.render_widget(
        Paragraph::new(format!("{:>2}", card.rank)).style(style),
        rect,
    );
    canvas.placed(rect, target.as_ref());
}

fn draw_header(
    frame: &mut Frame,
    area: Rect,
    x: u16,
    y: u16,
    suit: &GanjifaSuitView,
    canvas: &Canvas,
) -> u16 {
    let header = suit_header(suit, trump_mark(canvas));
    let width = header.chars().count() as u16;
    let style = if suit.trump {
        canvas.theme.warning()
    } else {
        canvas.theme.disabled()
    };
    frame.render_widget(
        Paragraph::new(header).style(style),
        Rect::new(x, y, width.min(area.right().saturating_sub(x)), 1),
    );
    width
}

/// The hand one suit per row, headings in a column; returns the rows used.
fn draw_hand_grid(
    frame: &mut Frame,
    area: Rect,
    hand: &[GanjifaSuitView],
    canvas: &mut Canvas,
) -> u16 {
    let column = hand
        .iter()
        .map(|s| suit_header(s, trump_mark(canvas)).chars().count() as u16)
        .max()
        .unwrap_or(0);
    for (row, suit) in hand.iter().enumerate() {
        let y = area.y + row as u16;
        draw_header(frame, area, area.x, y, suit, canvas);
        let mut x = area.x + column;
        for card in &suit.cards {
            if x + CARD_WIDTH > area.right() {
                break;
            }
            draw_card(frame, x, y, card, canvas);
            x += CARD_WIDTH;
        }
    }
    hand.len() as u16
}

/// The hand suit after suit on as few rows as it takes (a suit starts a new row when it would
/// fit there whole but not here); returns the rows used.
fn draw_hand_flowing(
    frame: &mut Frame,
    area: Rect,
    hand: &[GanjifaSuitView],
    canvas: &mut Canvas,
) -> u16 {
    let mut y = area.y;
    let mut x = area.x;
    for suit in hand {
        let header_width = suit_header(suit, trump_mark(canvas)).chars().count() as u16;
        let suit_width = header_width + CARD_WIDTH * suit.cards.len() as u16;
        let fits_a_line = suit_width <= area.width;
        if x > area.x
            && (x + header_width + CARD_WIDTH > area.right()
                || fits_a_line && x + suit_width > area.right())
        {
            x = area.x;
            y += 1;
        }
        if y >= area.bottom() {
            break;
        }
        x += draw_header(frame, area, x, y, suit, canvas);
        for card in &suit.cards {
            if x + CARD_WIDTH > area.right() {
                x = area.x;
                y += 1;
            }
            if y >= area.bottom() {
                return y - area.y;
            }
            draw_card(frame, x, y, card, canvas);
            x += CARD_WIDTH;
        }
        x += 1;
    }
    y + 1 - area.y
}

/// The head and the trick first (they must always show), then the hand (a row per suit when
/// the rows allow, else flowing), then the seats' counts and the history as room remains.
pub fn draw(frame: &mut Frame, area: Rect, board: &GanjifaBoard, canvas: &mut Canvas) {
    let top = head(board, canvas);
    let height = (top.len() as u16).min(area.height);
    frame.render_widget(
        Paragraph::new(top),
        Rect::new(area.x, area.y, area.width, height),
    );
    let below = Rect::new(area.x, area.y + height, area.width, area.height - height);
    let mut after = vec![seats(board, canvas)];
    after.extend(history(board, canvas));
    let grid_fits = board.hand.len() as u16 + after.len() as u16 <= below.height;
    let rows = if grid_fits {
        draw_hand_grid(frame, below, &board.hand, canvas)
    } else {
        draw_hand_flowing(frame, below, &board.hand, canvas)
    };
    let y = below.y + rows;
    if y < area.bottom() {
        let rest = Rect::new(area.x, y, area.width, area.bottom() - y);
        frame.render_widget(Paragraph::new(after).wrap(Wrap { trim: true }), rest);
    }
}
