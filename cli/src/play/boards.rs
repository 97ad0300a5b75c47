//! Each game's board in a terminal. Drawing only: what is open, selected or tappable comes
//! from the view.

use super::table_screen::target_style;
use super::theme::Theme;
use cardavia_core::games::dica::view::{CardState, DicaBoard, DicaCardView};
use cardavia_core::games::dicen::view::DicenBoard;
use cardavia_core::games::ganjifa::view::{GanjifaBoard, GanjifaCardView, GanjifaPlayView};
use cardavia_core::games::gnav::view::GnavBoard;
use cardavia_core::table::{BoardView, SummaryView, TableView};
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

pub fn draw(
    frame: &mut Frame,
    area: Rect,
    board: &BoardView,
    view: &TableView,
    focus: Option<&str>,
    theme: Theme,
    rects: &mut Vec<(Rect, String)>,
) {
    match board {
        BoardView::Dica { board: b } => draw_dica(frame, area, b, view, focus, theme, rects),
        BoardView::Dicen { board: b } => draw_dicen(frame, area, b, view, focus, theme, rects),
        BoardView::Ganjifa { board: b } => draw_ganjifa(frame, area, b, view, focus, theme, rects),
        BoardView::Gnav { board: b } => draw_gnav(frame, area, b, theme),
    }
}

fn draw_dicen(
    frame: &mut Frame,
    area: Rect,
    board: &DicenBoard,
    view: &TableView,
    focus: Option<&str>,
    theme: Theme,
    rects: &mut Vec<(Rect, String)>,
) {
    let name_width = board
        .players
        .iter()
        .map(|p| p.name.chars().count())
        .max()
        .unwrap_or(0)
        .min(12) as u16
        + 3;
    let mut y = area.y;
    for player in &board.players {
        for (b, tiles) in player.boards.iter().enumerate() {
            if y >= area.bottom() {
                return;
            }
            if b == 0 {
                let marker = if player.is_turn { "▶" } else { " " };
                let name: String = player.name.chars().take(12).collect();
                frame.render_widget(
                    Paragraph::new(format!("{marker}{name}"))
                        .style(theme.seat(player.team.unwrap_or(player.seat))),
                    Rect::new(area.x, y, name_width, 1),
                );
            }
            let mut x = area.x + name_width;
            for tile in tiles {
                let label = if tile.open {
                    format!("{:>2}", tile.number)
                } else {
                    " ·".to_string()
                };
                let width = 3;
                if x + width > area.right() {
                    break;
                }
                let target = tile
                    .target
                    .as_ref()
                    .and_then(|id| view.targets.iter().find(|t| &t.id == id));
                let style = if tile.selected {
                    theme.selected()
                } else if !tile.open && target.is_none_or(|t| !t.enabled) {
                    theme.shut()
                } else {
                    target_style(target, focus, theme)
                };
                let rect = Rect::new(x, y, width, 1);
                frame.render_widget(Paragraph::new(label).style(style), rect);
                if let Some(t) = target {
                    rects.push((rect, t.id.clone()));
                }
                x += width;
            }
            let note = match (b, player.dicen, player.out) {
                (0, true, _) => " DICEN!",
                (0, _, true) => " ✗",
                _ => "",
            };
            if x + 8 <= area.right() {
                frame.render_widget(
                    Paragraph::new(note).style(theme.warning()),
                    Rect::new(x, y, 8, 1),
                );
            }
            y += 1;
        }
    }
    let mut notes = Vec::new();
    if let Some(total) = board.to_close {
        notes.push(Line::from(Span::styled(
            format!("{} / {total}", board.selected_sum),
            theme.title(),
        )));
    }
    if let Some(hint) = &board.hint {
        notes.push(Line::from(Span::styled(hint.clone(), theme.enabled())));
    }
    if !board.variants.is_empty() {
        notes.push(Line::from(Span::styled(
            board.variants.join(" · "),
            theme.disabled(),
        )));
    }
    if y + 1 < area.bottom() {
        let rest = Rect::new(area.x, y + 1, area.width, area.bottom() - y - 1);
        frame.render_widget(Paragraph::new(notes).wrap(Wrap { trim: true }), rest);
    }
}

/// A DiCa card's mark beside its name: ★ for a ★ card, then how it was resolved.
fn dica_mark(card: &DicaCardView) -> &'static str {
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
fn dica_stones(card: &DicaCardView) -> String {
    let stones: Vec<String> = card.stones.iter().map(u32::to_string).collect();
    match stones.len() {
        0 => "·".to_string(),
        1 => stones.join(""),
        2 => format!("{}={}", stones.join("+"), card.sum),
        _ => stones.join("+"),
    }
}

/// Both teams' rows of cards (name and mark over the stones), whose hands the device is in, the
/// points held, then the challenge or duel in words.
fn draw_dica(
    frame: &mut Frame,
    area: Rect,
    board: &DicaBoard,
    view: &TableView,
    focus: Option<&str>,
    theme: Theme,
    rects: &mut Vec<(Rect, String)>,
) {
    let width = (area.width / 7).clamp(5, 8);
    let mut y = area.y;
    for team in &board.teams {
        if y + 3 > area.bottom() {
            return;
        }
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
            let target = card
                .target
                .as_ref()
                .and_then(|id| view.targets.iter().find(|t| &t.id == id));
            let colour = match (card.state, card.holder, card.side) {
                (CardState::Won | CardState::Stolen, Some(holder), _) => theme.seat(holder),
                (CardState::Open, _, Some(side)) => theme.seat(side),
                _ => theme.shut(),
            };
            let name_style = if target.is_some() {
                target_style(target, focus, theme)
            } else {
                colour
            };
            let rect = Rect::new(x, y + 1, width, 2);
            let lines = vec![
                Line::from(vec![
                    Span::styled(card.id.clone(), name_style),
                    Span::styled(
                        dica_mark(card),
                        card.star_for.map_or(colour, |t| theme.seat(t)),
                    ),
                ]),
                Line::from(Span::styled(dica_stones(card), colour)),
            ];
            frame.render_widget(Paragraph::new(lines), rect);
            if let Some(t) = target {
                rects.push((rect, t.id.clone()));
            }
            x += width;
        }
        y += 3;
    }
    let mut notes = Vec::new();
    if let Some(duel) = &board.duel {
        notes.push(Line::from(Span::styled(duel.text.clone(), theme.warning())));
    } else if let Some(challenge) = &board.challenge {
        let card = board
            .teams
            .iter()
            .flat_map(|t| &t.cards)
            .find(|c| c.id == challenge.card);
        if let Some(card) = card {
            notes.push(Line::from(Span::styled(card.text.clone(), theme.warning())));
        }
    }
    if y < area.bottom() && !notes.is_empty() {
        let rest = Rect::new(area.x, y, area.width, area.bottom() - y);
        frame.render_widget(Paragraph::new(notes).wrap(Wrap { trim: true }), rest);
    }
}

/// The circle of players, clockwise from seat 1: lives, the dealer, who rests, and the cards the
/// person holding the phone may see.
fn draw_gnav(frame: &mut Frame, area: Rect, board: &GnavBoard, theme: Theme) {
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
    if let Some(last) = &board.last_deal {
        let cards: Vec<String> = board
            .players
            .iter()
            .zip(&last.cards)
            .filter_map(|(p, c)| c.as_ref().map(|c| format!("{} {c}", p.name)))
            .collect();
        lines.push(Line::from(Span::styled(
            cards.join(" · "),
            theme.disabled(),
        )));
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), area);
}

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

/// Ganjifa: the deal, period and trump; each seat's hand size and captures; the trick (or the
/// Dukal being discarded to); the hand by suit, each card tappable; then the last trick and
/// what has been played.
fn draw_ganjifa(
    frame: &mut Frame,
    area: Rect,
    board: &GanjifaBoard,
    view: &TableView,
    focus: Option<&str>,
    theme: Theme,
    rects: &mut Vec<(Rect, String)>,
) {
    let mut top = Vec::new();
    let mut head = vec![Span::styled(board.deal_label.clone(), theme.title())];
    if let (Some(period), Some(trump)) = (&board.period_name, &board.trump_name) {
        head.push(Span::raw(format!("  {period} · ")));
        head.push(Span::styled(format!("★ {trump}"), theme.warning()));
    }
    top.push(Line::from(head));
    let mut seats = Vec::new();
    for p in &board.players {
        let marker = if p.is_turn { "▶" } else { " " };
        let dealer = if p.is_dealer { "◆" } else { "" };
        let you = if board.you == Some(p.seat) { "*" } else { "" };
        let name: String = p.name.chars().take(10).collect();
        seats.push(Span::raw(marker));
        seats.push(Span::styled(
            format!("{you}{name}{dealer}"),
            theme.seat(p.seat),
        ));
        seats.push(Span::raw(format!(" {}▯ {}⊕  ", p.cards, p.captured)));
    }
    top.push(Line::from(seats));
    match &board.dukal {
        Some(dukal) if dukal.discarding.is_some() => {
            let leader = board
                .players
                .iter()
                .find(|p| p.seat == dukal.leader)
                .map_or("", |p| p.name.as_str());
            let mut line = format!("{leader}: {}", codes(&dukal.cards));
            for d in dukal.discards.iter().filter(|d| !d.cards.is_empty()) {
                line.push_str(&format!(" · {} ✗ {}", d.name, codes(&d.cards)));
            }
            top.push(Line::from(Span::styled(line, theme.warning())));
        }
        _ => top.push(Line::from(Span::styled(
            format!("▷ {}", plays_line(&board.trick)),
            theme.title(),
        ))),
    }
    let height = (top.len() as u16).min(area.height);
    frame.render_widget(
        Paragraph::new(top),
        Rect::new(area.x, area.y, area.width, height),
    );
    let mut y = area.y + height;
    let mut x = area.x;
    for suit in &board.hand {
        let header = format!("{}{} ", suit.code, if suit.trump { "★" } else { "" });
        let header_width = header.chars().count() as u16;
        // A suit starts a new line when it would fit there whole but not here.
        let suit_width = header_width + 3 * suit.cards.len() as u16;
        let fits_a_line = suit_width <= area.width;
        if x > area.x
            && (x + header_width + 3 > area.right() || fits_a_line && x + suit_width > area.right())
        {
            x = area.x;
            y += 1;
        }
        if y >= area.bottom() {
            return;
        }
        let header_style = if suit.trump {
            theme.warning()
        } else {
            theme.disabled()
        };
        frame.render_widget(
            Paragraph::new(header).style(header_style),
            Rect::new(x, y, header_width.min(area.right() - x), 1),
        );
        x += header_width;
        for card in &suit.cards {
            let width = 3;
            if x + width > area.right() {
                x = area.x;
                y += 1;
            }
            if y >= area.bottom() {
                return;
            }
            let target = card
                .target
                .as_ref()
                .and_then(|id| view.targets.iter().find(|t| &t.id == id));
            let style = match target {
                Some(t) if !t.enabled && focus != Some(t.id.as_str()) => theme.disabled(),
                _ => target_style(target, focus, theme),
            };
            let rect = Rect::new(x, y, width - 1, 1);
            frame.render_widget(
                Paragraph::new(format!("{:>2}", card.rank)).style(style),
                rect,
            );
            if let Some(t) = target {
                rects.push((rect, t.id.clone()));
            }
            x += width;
        }
        x += 1;
    }
    let mut rest = Vec::new();
    if let Some(last) = &board.last_trick {
        let winner = board
            .players
            .iter()
            .find(|p| p.seat == last.winner)
            .map_or("", |p| p.name.as_str());
        rest.push(Line::from(Span::styled(
            format!("⟲ {} → {winner}", plays_line(&last.plays)),
            theme.disabled(),
        )));
    }
    if !board.played.is_empty() {
        let played: Vec<String> = board
            .played
            .iter()
            .map(|s| {
                let ranks: Vec<&str> = s.cards.iter().map(|c| c.rank.as_str()).collect();
                format!("{} {}", s.code, ranks.join(" "))
            })
            .collect();
        rest.push(Line::from(Span::styled(
            format!("✓ {}", played.join(" │ ")),
            theme.disabled(),
        )));
    }
    if y + 1 < area.bottom() {
        let below = Rect::new(area.x, y + 1, area.width, area.bottom() - y - 1);
        frame.render_widget(Paragraph::new(rest).wrap(Wrap { trim: true }), below);
    }
}

/// The summary: its headline, the labelled columns with one line per seat in standings order,
/// then the series round by round.
pub fn draw_summary(frame: &mut Frame, area: Rect, summary: &SummaryView, theme: Theme) {
    let width = |s: &str| s.chars().count();
    let cell = |i: usize| summary.columns.get(i).map_or(6, |c| width(c)).max(6);
    let mut heading = format!("  {:<14}", "");
    for (i, column) in summary.columns.iter().enumerate() {
        heading.push_str(&format!(" {:>w$}", column, w = cell(i)));
    }
    let mut lines = vec![
        Line::from(Span::styled(summary.headline.clone(), theme.title())),
        Line::from(Span::styled(heading, theme.disabled())),
    ];
    let mut order: Vec<_> = summary.lines.iter().collect();
    order.sort_by_key(|l| l.rank);
    for l in order {
        let star = if l.winner { "★ " } else { "  " };
        let cells: String = l
            .cells
            .iter()
            .enumerate()
            .map(|(i, c)| format!(" {:>w$}", c, w = cell(i)))
            .collect();
        lines.push(Line::from(vec![
            Span::styled(star, theme.warning()),
            Span::styled(format!("{:<14}", l.name), theme.seat(l.seat)),
            Span::raw(cells),
        ]));
    }
    for row in &summary.history {
        let points: Vec<String> = row
            .points
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                let won = if row.winners.contains(&(seat as u32)) {
                    "★"
                } else {
                    ""
                };
                format!("{p}{won}")
            })
            .collect();
        lines.push(Line::from(Span::styled(
            format!("  {}: {}", row.label, points.join(" · ")),
            theme.disabled(),
        )));
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), area);
}

#[cfg(test)]
mod tests {
    use super::super::table_screen::{TableAction, TableScreen};
    use super::*;
    use cardavia_core::games::GameId;
    use cardavia_core::l10n::Lang;
    use cardavia_core::table::{Intent, Table, TableSetup};
    use ratatui::backend::TestBackend;
    use ratatui::Terminal;

    fn screen_text(table: &Table, screen: &mut TableScreen) -> String {
        let view = table.view();
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a terminal");
        terminal
            .draw(|f| screen.draw(f, f.area(), &view, Theme { mono: true }, ""))
            .expect("draws");
        let buffer = terminal.backend().buffer().clone();
        (0..24)
            .map(|y| {
                (0..80)
                    .map(|x| buffer[(x, y)].symbol().to_string())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Where `word` is drawn on the board (right of the players' column), as a click would hit it.
    fn find(text: &str, word: &str) -> (u16, u16) {
        text.lines()
            .enumerate()
            .skip(3)
            .take(11)
            .find_map(|(y, line)| {
                let chars: Vec<char> = line.chars().collect();
                let w: Vec<char> = word.chars().collect();
                (27..chars.len().saturating_sub(w.len()))
                    .find(|&x| chars[x..x + w.len()] == w[..] && chars[x + w.len()] == ' ')
                    .map(|x| (x as u16, y as u16))
            })
            .unwrap_or_else(|| panic!("{word} is not on the board:\n{text}"))
    }

    /// The DiCa board in 80×24: both rows of cards with their stones; a click on a card taps
    /// its placement, and one the rules refuse says why.
    #[test]
    fn dica_cards_are_drawn_with_their_stones_and_tapped_by_a_click() {
        let mut table = Table::new(TableSetup::default_for(GameId::Dica, "Ann", 3), Lang::En, 0)
            .expect("valid");
        let v = table.version();
        table
            .dispatch(&Intent::Roll, v, 0)
            .expect("Ann's team rolls");
        let view = table.view();
        let die = view.dice.first().copied().expect("a die to place");
        let mut screen = TableScreen::default();
        let text = screen_text(&table, &mut screen);
        assert!(text.contains("▶Team Red (Ann)"), "{text}");
        assert!(text.contains("Team Blue (Bot 1)"), "{text}");

        let (x, y) = find(&text, "7b");
        match screen.click(x, y + 1, &view) {
            TableAction::Say(why) => assert!(why.contains("D4.6"), "{why}"),
            other => panic!("a first stone on Team Blue's card: {other:?}"),
        }
        let (x, y) = find(&text, "12a");
        let intent = match screen.click(x + 1, y, &view) {
            TableAction::Send(intent) => intent,
            other => panic!("12a takes the stone: {other:?}"),
        };
        assert_eq!(intent, Intent::for_target("card:12a"));
        table.dispatch(&intent, view.version, 0).expect("placed");
        let text = screen_text(&table, &mut screen);
        let (x, y) = find(&text, "12a");
        let below: String = text
            .lines()
            .nth(usize::from(y) + 1)
            .map(|l| l.chars().skip(usize::from(x)).take(2).collect())
            .unwrap_or_default();
        assert_eq!(below.trim(), die.to_string(), "{text}");
    }
}
