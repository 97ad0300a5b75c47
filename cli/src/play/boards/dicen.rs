//! DICEN's boards: a row of tiles per board (two in Lord of the board, V10), the partnerships
//! of 2 VS 2 (V11), and number keys that tap the tile of that number.

use super::{Canvas, Typed};
use crate::play::pieces::target_style;
use cardavia_core::games::dicen::view::{DicenBoard, DicenPlayerView, TileView};
use cardavia_core::l10n::{text, Lang, Msg};
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

/// The key of each tile, tile 1 first: the number row of a keyboard, so 0 is 10, `-` is 11 and
/// `=` is 12.
const NUMBER_KEYS: [char; 12] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '-', '='];

/// The key that goes to the other board (V10's second board, V11's partner's board) for the
/// next number key.
const OTHER_BOARD: char = 'b';

fn number_of(c: char) -> Option<u8> {
    NUMBER_KEYS
        .iter()
        .position(|k| *k == c)
        .map(|i| i as u8 + 1)
}

/// A board a key can reach: its owner and which of the owner's boards.
type Reach<'a> = (&'a DicenPlayerView, usize);

/// The boards the throwing seat's number keys reach, as the view lays them out: those whose
/// tiles carry targets, its own first, then the other one (its second board or its partner's).
fn reachable(board: &DicenBoard) -> (Option<Reach<'_>>, Option<Reach<'_>>) {
    let with_targets: Vec<Reach> = board
        .players
        .iter()
        .flat_map(|p| (0..p.boards.len()).map(move |b| (p, b)))
        .filter(|(p, b)| p.boards[*b].iter().any(|t| t.target.is_some()))
        .collect();
    let own = with_targets
        .iter()
        .copied()
        .find(|(p, b)| p.is_turn && *b == 0);
    let other = with_targets
        .iter()
        .copied()
        .find(|r| own.is_none_or(|o| o.0.seat != r.0.seat || o.1 != r.1));
    (own, other)
}

pub fn typed(board: &DicenBoard, typed: &str, c: char) -> Typed {
    let (own, other) = reachable(board);
    if own.is_none() {
        return Typed::NotMine;
    }
    if c == OTHER_BOARD && typed.is_empty() && other.is_some() {
        return Typed::More(OTHER_BOARD.to_string());
    }
    let Some(number) = number_of(c) else {
        return Typed::NotMine;
    };
    let keys = format!("{typed}{c}");
    let reach = if typed.is_empty() { own } else { other };
    let tile: Option<&TileView> =
        reach.and_then(|(p, b)| p.boards[b].iter().find(|t| t.number == number));
    match tile.and_then(|t| t.target.clone()) {
        Some(id) => Typed::Tap(id),
        None => Typed::Nothing(keys),
    }
}

/// Whose board the other-board key reaches, in words.
fn other_name(board: &DicenBoard, lang: Lang) -> Option<String> {
    let (own, other) = reachable(board);
    let (owner, _) = other?;
    Some(if own.is_some_and(|(p, _)| p.seat == owner.seat) {
        text(lang, &Msg::new("terminal-dicen-second-board"))
    } else {
        text(
            lang,
            &Msg::new("terminal-dicen-partner-board").text("name", owner.name.clone()),
        )
    })
}

/// Which keys tap what now, a line each: the number keys, then the other-board key (or, once
/// it was pressed, where the next number key goes).
fn key_hint(board: &DicenBoard, lang: Lang, typed: &str) -> Vec<String> {
    let (own, _) = reachable(board);
    let Some((player, b)) = own else {
        return Vec::new();
    };
    let other = other_name(board, lang);
    if !typed.is_empty() {
        return other
            .map(|name| {
                text(
                    lang,
                    &Msg::new("terminal-dicen-next-key").text("board", name),
                )
            })
            .into_iter()
            .collect();
    }
    let tiles = player.boards[b].len() as i64;
    let mut hint = vec![text(
        lang,
        &Msg::new("terminal-dicen-keys").int("tiles", tiles),
    )];
    hint.extend(other.map(|name| {
        text(
            lang,
            &Msg::new("terminal-dicen-other-key").text("board", name),
        )
    }));
    hint
}

/// 2 VS 2 (V11): who plays with whom, in the teams' colours.
fn partnerships(board: &DicenBoard, canvas: &Canvas) -> Option<Line<'static>> {
    let mut teams: Vec<(u8, Vec<String>)> = Vec::new();
    for p in &board.players {
        let team = p.team?;
        match teams.iter_mut().find(|(t, _)| *t == team) {
            Some((_, names)) => names.push(p.name.clone()),
            None => teams.push((team, vec![p.name.clone()])),
        }
    }
    let mut spans = Vec::new();
    for (i, (team, names)) in teams.into_iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw("  ·  "));
        }
        spans.push(Span::styled(
            names.join(" + "),
            canvas.theme.seat(team).patch(canvas.theme.title()),
        ));
    }
    Some(Line::from(spans))
}

/// One row of tiles; returns where it ended.
fn draw_tiles(
    frame: &mut Frame,
    area: Rect,
    x: u16,
    y: u16,
    tiles: &[TileView],
    canvas: &mut Canvas,
) -> u16 {
    let theme = canvas.theme;
    let mut x = x;
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
        let target = canvas.target(tile.target.as_ref()).cloned();
        let style = if tile.selected {
            theme.selected()
        } else if !tile.open && target.as_ref().is_none_or(|t| !t.enabled) {
            theme.shut()
        } else {
            target_style(target.as_ref(), canvas.focus, theme)
        };
        let rect = Rect::new(x, y, width, 1);
        frame.render_widget(Paragraph::new(label).style(style), rect);
        canvas.placed(rect, target.as_ref());
        x += width;
    }
    x
}

/// Each player's boards, a row each, the name on the first; returns the row below them.
fn draw_players(
    frame: &mut Frame,
    area: Rect,
    mut y: u16,
    board: &DicenBoard,
    canvas: &mut Canvas,
) -> u16 {
    let theme = canvas.theme;
    let name_width = board
        .players
        .iter()
        .map(|p| p.name.chars().count())
        .max()
        .unwrap_or(0)
        .min(12) as u16
        + 3;
    // While the other-board key waits for a number, that board's owner is marked.
    let (_, other) = reachable(board);
    let aiming = (!canvas.typed.is_empty()).then_some(other).flatten();
    for player in &board.players {
        for (b, tiles) in player.boards.iter().enumerate() {
            if y >= area.bottom() {
                return y;
            }
            let aimed = aiming.is_some_and(|(p, ob)| p.seat == player.seat && ob == b);
            if b == 0 || aimed {
                let marker = if player.is_turn { "▶" } else { " " };
                let name: String = if b == 0 {
                    player.name.chars().take(12).collect()
                } else {
                    String::new()
                };
                let style = if aimed {
                    theme.selected()
                } else {
                    theme.seat(player.team.unwrap_or(player.seat))
                };
                frame.render_widget(
                    Paragraph::new(format!("{marker}{name}")).style(style),
                    Rect::new(area.x, y, name_width, 1),
                );
            }
            let x = draw_tiles(frame, area, area.x + name_width, y, tiles, canvas);
            let note = match (b, &player.call, player.out) {
                (0, Some(call), _) => format!(" {call}"),
                (0, None, true) => " ✗".to_string(),
                _ => String::new(),
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
    y
}

/// Every player's boards, one row each (the name on the first), the partnerships, then the
/// total being closed beside the variants, the hint, and which keys tap what.
pub fn draw(frame: &mut Frame, area: Rect, board: &DicenBoard, canvas: &mut Canvas) {
    let theme = canvas.theme;
    let mut y = area.y;
    if let Some(line) = partnerships(board, canvas) {
        frame.render_widget(Paragraph::new(line), Rect::new(area.x, y, area.width, 1));
        y += 1;
    }
    let y = draw_players(frame, area, y, board, canvas);
    let mut notes = Vec::new();
    // The total being closed and the variants in play share a row: at 80×24 every row counts.
    let mut first = Vec::new();
    if let Some(total) = board.to_close {
        first.push(Span::styled(
            format!("{} / {total}", board.selected_sum),
            theme.title(),
        ));
    }
    if !board.variants.is_empty() {
        if !first.is_empty() {
            first.push(Span::raw("  ·  "));
        }
        first.push(Span::styled(board.variants.join(" · "), theme.disabled()));
    }
    if !first.is_empty() {
        notes.push(Line::from(first));
    }
    if let Some(hint) = &board.hint {
        notes.push(Line::from(Span::styled(hint.clone(), theme.enabled())));
    }
    let style = if canvas.typed.is_empty() {
        theme.disabled()
    } else {
        theme.warning()
    };
    for keys in key_hint(board, canvas.view.lang, canvas.typed) {
        notes.push(Line::from(Span::styled(keys, style)));
    }
    if y + 1 < area.bottom() {
        let rest = Rect::new(area.x, y + 1, area.width, area.bottom() - y - 1);
        frame.render_widget(Paragraph::new(notes).wrap(Wrap { trim: true }), rest);
    }
}
