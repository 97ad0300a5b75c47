//! Ganjifa's board: the deal, the trick (or the Dukal being discarded to), the hand by suit with
//! every card tappable, the seats' counts, the last play and what has been played. Every mark is
//! the core's (`GanjifaBoard::marks`, explained in the legend). The Dukals a hand may lead and
//! the confirm of chosen discards are buttons (the move list shows them with their keys).
//!
//! The hand keeps its suits apart: a suit a row when the rows allow, else the suits in two or
//! three aligned columns, a suit's cards wrapping inside its column. What does not fit whole
//! (the seats' counts, the last play, what was played, in that order) is left out whole rather
//! than cut.

use super::Canvas;
use crate::play::pieces::target_style;
use cardavia_core::games::ganjifa::view::{
    GanjifaBoard, GanjifaCardView, GanjifaDukalView, GanjifaPlayView, GanjifaSuitView,
};
use cardavia_core::table::TURN_MARK;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

/// A card of the hand takes its rank (two columns) and a space.
const CARD_WIDTH: u16 = 3;
/// A suit's heading: its code, the trump's mark or a space, and a space.
const HEADER_WIDTH: u16 = 4;
/// Between two columns of suits.
const GAP: u16 = 2;

fn width(text: &str) -> u16 {
    text.chars().count() as u16
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

/// A piece of a line that is never broken: a play, a seat's counts, a suit's played ranks.
type Segment = Vec<Span<'static>>;

fn segment(text: String, style: Style) -> Segment {
    vec![Span::styled(text, style)]
}

/// `segments` on as few lines of `width` as they take, `sep` between two on a line: a segment
/// is never broken, so nothing is cut.
fn flow(segments: Vec<Segment>, sep: &str, style: Style, width_: u16) -> Vec<Line<'static>> {
    let mut lines: Vec<Vec<Span<'static>>> = Vec::new();
    let mut x = 0u16;
    for seg in segments {
        let w: u16 = seg.iter().map(|s| width(&s.content)).sum();
        match lines.last_mut() {
            Some(line) if x > 0 && x + width(sep) + w <= width_ => {
                line.push(Span::styled(sep.to_string(), style));
                line.extend(seg);
                x += width(sep) + w;
            }
            _ => {
                lines.push(seg);
                x = w;
            }
        }
    }
    lines.into_iter().map(Line::from).collect()
}

/// Cards played by seats, one segment each: `Ann RaR`, `Bo Ra7`.
fn plays(plays: &[GanjifaPlayView], style: Style) -> Vec<Segment> {
    plays
        .iter()
        .map(|p| segment(format!("{} {}", p.name, p.card.code), style))
        .collect()
}

/// A Dukal with its discards so far, as segments: `Bo: PaR PaM Pa8 Pa9 Pa10`, `Ann ✗ Ku1 Ka5`.
fn dukal_segments(board: &GanjifaBoard, dukal: &GanjifaDukalView, style: Style) -> Vec<Segment> {
    let mut segments = vec![segment(
        format!(
            "{}: {}",
            seat_name(board, dukal.leader),
            codes(&dukal.cards)
        ),
        style,
    )];
    segments.extend(
        dukal
            .discards
            .iter()
            .filter(|d| !d.cards.is_empty())
            .map(|d| {
                segment(
                    format!("{} {} {}", d.name, board.marks.discards, codes(&d.cards)),
                    style,
                )
            }),
    );
    segments
}

/// The deal, the period and the trump.
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
    vec![Line::from(head)]
}

/// The trick on the table, or the Dukal being discarded to with the discards so far (G6.3).
fn on_the_table(board: &GanjifaBoard, canvas: &Canvas, w: u16) -> Vec<Line<'static>> {
    let theme = canvas.theme;
    match &board.dukal {
        Some(dukal) if dukal.discarding.is_some() => flow(
            dukal_segments(board, dukal, theme.warning()),
            " · ",
            theme.warning(),
            w,
        ),
        _ => {
            let mut segments = vec![segment(board.marks.trick.clone(), theme.title())];
            let mut trick = plays(&board.trick, theme.title());
            if let Some(first) = trick.first_mut() {
                first.insert(
                    0,
                    Span::styled(format!("{} ", board.marks.trick), theme.title()),
                );
                segments = trick;
            }
            flow(segments, " · ", theme.title(), w)
        }
    }
}

/// Each seat's cards in hand and captured this deal, the dealer, whose turn it is and whose eyes
/// the board is for, a seat never broken over two lines.
fn seats(board: &GanjifaBoard, canvas: &Canvas, w: u16) -> Vec<Line<'static>> {
    let marks = &board.marks;
    let segments = board
        .players
        .iter()
        .map(|p| {
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
            vec![
                Span::raw(marker.to_string()),
                Span::styled(format!("{you}{name}{dealer}"), canvas.theme.seat(p.seat)),
                Span::raw(format!(
                    " {}{} {}{}",
                    p.cards, marks.in_hand, p.captured, marks.captured
                )),
            ]
        })
        .collect();
    flow(segments, "   ", Style::default(), w)
}

/// The last play (the last trick, or a Dukal taken since, G8) and who took it.
fn last_play(board: &GanjifaBoard, canvas: &Canvas, w: u16) -> Vec<Line<'static>> {
    let style = canvas.theme.disabled();
    let marks = &board.marks;
    let (mut segments, winner) = match (&board.dukal, &board.last_trick) {
        (Some(dukal), _) if dukal.discarding.is_none() => {
            (dukal_segments(board, dukal, style), dukal.leader)
        }
        (_, Some(last)) => (plays(&last.plays, style), last.winner),
        _ => return Vec::new(),
    };
    if let Some(first) = segments.first_mut() {
        first.insert(0, Span::styled(format!("{} ", marks.last_play), style));
    }
    if let Some(last) = segments.last_mut() {
        last.push(Span::styled(
            format!(" {} {}", marks.taken_by, seat_name(board, winner)),
            style,
        ));
    }
    flow(segments, " · ", style, w)
}

/// Every card played this deal, a suit at a time (G8).
fn played(board: &GanjifaBoard, canvas: &Canvas, w: u16) -> Vec<Line<'static>> {
    let style = canvas.theme.disabled();
    let mut segments: Vec<Segment> = board
        .played
        .iter()
        .map(|s| segment(format!("{} {}", s.code, s.ranks), style))
        .collect();
    if let Some(first) = segments.first_mut() {
        first.insert(0, Span::styled(format!("{} ", board.marks.played), style));
    }
    flow(segments, " │ ", style, w)
}

/// A suit's heading: its code, then the trump's mark for the trump.
fn suit_header(suit: &GanjifaSuitView, trump: &str) -> String {
    format!("{}{} ", suit.code, if suit.trump { trump } else { "" })
}

/// Where the hand goes: the suits (indices into the hand) of each column, in avatar order down
/// each column, and how many cards a row of a column holds.
struct HandLayout {
    columns: Vec<Vec<usize>>,
    column_width: u16,
    per_row: u16,
    rows: u16,
}

/// Rows a suit of `cards` takes with `per_row` cards a row.
fn suit_rows(cards: usize, per_row: u16) -> u16 {
    (cards as u16).div_ceil(per_row.max(1)).max(1)
}

/// The hand in `k` columns of `w` columns' room, its suits split in avatar order so that the
/// tallest column is as short as it can be.
fn layout(hand: &[GanjifaSuitView], w: u16, k: usize) -> Option<HandLayout> {
    let k16 = k as u16;
    let column_width = (w + GAP) / k16 - GAP;
    if column_width < HEADER_WIDTH + CARD_WIDTH - 1 {
        return None;
    }
    let per_row = (column_width - HEADER_WIDTH + 1) / CARD_WIDTH;
    let heights: Vec<u16> = hand
        .iter()
        .map(|s| suit_rows(s.cards.len(), per_row))
        .collect();
    let n = heights.len();
    let sum = |a: usize, b: usize| heights[a..b].iter().sum::<u16>();
    // Every split into at most three runs: (end of the first column, end of the second).
    let mut best: Option<(u16, usize, usize)> = None;
    for i in 0..=n {
        for j in i..=n {
            let columns_used = [i > 0, j > i, n > j].iter().filter(|&&u| u).count();
            if columns_used > k || (k < 3 && j < n) || (k < 2 && i < n) {
                continue;
            }
            let tallest = sum(0, i).max(sum(i, j)).max(sum(j, n));
            if best.is_none_or(|(t, _, _)| tallest < t) {
                best = Some((tallest, i, j));
            }
        }
    }
    let (rows, i, j) = best?;
    let columns = [(0..i), (i..j), (j..n)]
        .into_iter()
        .map(|r| r.collect::<Vec<usize>>())
        .filter(|c| !c.is_empty())
        .collect();
    Some(HandLayout {
        columns,
        column_width,
        per_row,
        rows,
    })
}

/// One card of the hand at `(x, y)`, tappable where the view offers it.
fn draw_card(frame: &mut Frame, x: u16, y: u16, card: &GanjifaCardView, canvas: &mut Canvas) {
    let theme = canvas.theme;
    let target = canvas.target(card.target.as_ref()).cloned();
    let style = match &target {
        Some(t) if !t.enabled && !t.selected && canvas.focus != Some(t.id.as_str()) => {
            theme.disabled()
        }
        _ => target_style(target.as_ref(), canvas.focus, theme),
    };
    let rect = Rect::new(x, y, CARD_WIDTH - 1, 1);
    frame.render_widget(
        Paragraph::new(format!("{:>2}", card.rank)).style(style),
        rect,
    );
    canvas.placed(rect, target.as_ref());
}

/// The hand as `plan` lays it out from `(area.x, y)`.
fn draw_hand(
    frame: &mut Frame,
    area: Rect,
    y: u16,
    board: &GanjifaBoard,
    plan: &HandLayout,
    canvas: &mut Canvas,
) {
    let theme = canvas.theme;
    for (c, column) in plan.columns.iter().enumerate() {
        let x0 = area.x + c as u16 * (plan.column_width + GAP);
        let mut row = y;
        for &s in column {
            let Some(suit) = board.hand.get(s) else {
                continue;
            };
            let style = if suit.trump {
                theme.warning()
            } else {
                theme.disabled()
            };
            let header = suit_header(suit, &board.marks.trump);
            frame.render_widget(
                Paragraph::new(header.clone()).style(style),
                Rect::new(x0, row, width(&header).min(HEADER_WIDTH), 1),
            );
            for (i, card) in suit.cards.iter().enumerate() {
                let i = i as u16;
                let x = x0 + HEADER_WIDTH + (i % plan.per_row) * CARD_WIDTH;
                let at = row + i / plan.per_row;
                if at < area.bottom() {
                    draw_card(frame, x, at, card, canvas);
                }
            }
            row += suit_rows(suit.cards.len(), plan.per_row);
        }
    }
}

/// The head and what is on the table first (they always show, on one line when it holds both),
/// then the hand in the columns that leave room for the most of the rest (the seats' counts,
/// the last play, what was played, each shown only whole; fewer columns when that is a tie).
pub fn draw(frame: &mut Frame, area: Rect, board: &GanjifaBoard, canvas: &mut Canvas) {
    let w = area.width;
    let mut top = head(board, canvas);
    let table = on_the_table(board, canvas, w);
    let line_width = |line: &Line| line.spans.iter().map(|s| width(&s.content)).sum::<u16>();
    match (top.first_mut(), table.as_slice()) {
        (Some(head), [one]) if line_width(head) + 3 + line_width(one) <= w => {
            head.spans.push(Span::raw("   "));
            head.spans.extend(one.spans.iter().cloned());
        }
        _ => top.extend(table),
    }
    let top_rows = top.len() as u16;
    let room = area.height.saturating_sub(top_rows);
    let blocks = [
        seats(board, canvas, w),
        last_play(board, canvas, w),
        played(board, canvas, w),
    ];
    // How many of the blocks, in order, fit whole below a hand of `rows`.
    let shown = |rows: u16| {
        let mut used = rows;
        blocks
            .iter()
            .take_while(|b| {
                used += b.len() as u16;
                used <= room
            })
            .count()
    };
    let plans: Vec<HandLayout> = (1..=3).filter_map(|k| layout(&board.hand, w, k)).collect();
    let mut best: Option<(usize, usize)> = None;
    for (i, plan) in plans.iter().enumerate() {
        if plan.rows > room {
            continue;
        }
        let n = shown(plan.rows);
        if best.is_none_or(|(most, _)| n > most) {
            best = Some((n, i));
        }
    }
    // Too small for any: the most columns, the fewest rows.
    let chosen = best.map(|(_, i)| i).or(plans.len().checked_sub(1));
    let plan = chosen.and_then(|i| plans.into_iter().nth(i));
    let hand_rows = plan.as_ref().map_or(0, |p| p.rows);
    frame.render_widget(
        Paragraph::new(top),
        Rect::new(area.x, area.y, w, top_rows.min(area.height)),
    );
    let mut y = area.y + top_rows;
    if let Some(plan) = &plan {
        if y < area.bottom() {
            draw_hand(frame, area, y, board, plan, canvas);
        }
    }
    y = y.saturating_add(hand_rows);
    let count = shown(hand_rows);
    let rest: Vec<Line> = blocks.into_iter().take(count).flatten().collect();
    if !rest.is_empty() && y < area.bottom() {
        let rows = (rest.len() as u16).min(area.bottom() - y);
        frame.render_widget(Paragraph::new(rest), Rect::new(area.x, y, w, rows));
    }
}
