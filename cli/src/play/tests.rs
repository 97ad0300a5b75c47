//! Snapshots of every screen drawn on ratatui's `TestBackend`, and the keys and clicks that
//! drive the table. Views come from real seeded tables; no clock, no threads.
//!
//! This module holds what the tests share (drawing at a size, the tables they start from,
//! playing until a moment, the snapshots); the tests themselves are grouped by what they test.

mod ganjifa_hand;
mod help;
mod roster_screen;
mod screens;
mod sources;
mod table_drawing;
mod table_keys;

use super::table_screen::{TableAction, TableScreen};
use super::theme::Theme;
use super::*;
use cardavia_core::ai::Level;
use cardavia_core::app::App;
use cardavia_core::table::{
    Intent, Screen as ViewScreen, SeatSetup, Table, TableSetup, TableView, UNDO,
};
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;

const W: u16 = 80;
const H: u16 = 24;

fn render(draw: impl FnOnce(&mut Frame)) -> String {
    render_at(W, H, draw)
}

/// The screen `draw` makes on a `w`×`h` terminal, one line per row, trailing blanks cut.
fn render_at(w: u16, h: u16, draw: impl FnOnce(&mut Frame)) -> String {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("a test terminal");
    terminal.draw(draw).expect("draws");
    let buffer = terminal.backend().buffer().clone();
    (0..h)
        .map(|y| {
            let line: String = (0..w)
                .map(|x| buffer[(x, y)].symbol().to_string())
                .collect();
            line.trim_end().to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn app(lang: &str) -> Arc<Mutex<App>> {
    Arc::new(Mutex::new(
        App::in_memory(&[lang.to_string()]).expect("an app in memory"),
    ))
}

const COLOUR: Theme = Theme { mono: false };

fn dicen_after_a_throw(lang: Lang) -> TableView {
    let setup = TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "rounds": 2 }),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::bot("Bo", Level::Normal),
        ],
        seed: 4,
        undo: true,
    };
    let mut table = Table::new(setup, lang, 0).expect("valid");
    let v = table.view().version;
    table
        .dispatch(&Intent::tap("roll"), v, 0)
        .expect("Ann throws")
}

fn gnav_two_people() -> Table {
    let setup = TableSetup {
        game: GameId::Gnav,
        options: serde_json::json!({ "games": 1 }),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::bot("Bo", Level::Easy),
            SeatSetup::person("Cas"),
            SeatSetup::bot("Di", Level::Easy),
        ],
        seed: 2,
        undo: true,
    };
    Table::new(setup, Lang::En, 0).expect("valid")
}

fn draw_table(view: &TableView, theme: Theme) -> String {
    draw_table_at(W, H, view, theme)
}

fn draw_table_at(w: u16, h: u16, view: &TableView, theme: Theme) -> String {
    let mut screen = TableScreen::default();
    screen.refocus(view);
    render_at(w, h, |f| screen.draw(f, f.area(), view, theme, "", None))
}

/// The two sizes every table snapshot is taken at: the smallest laid out, and a roomy one.
const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

/// Snapshots `view` at both sizes as `name_80x24` and `name_120x40`, checking that `visible`
/// shows at each.
fn snapshot_both(name: &str, view: &TableView, visible: &[&str]) {
    for (w, h) in SIZES {
        let drawn = draw_table_at(w, h, view, COLOUR);
        for text in visible {
            assert!(drawn.contains(text), "{text:?} at {w}×{h}:\n{drawn}");
        }
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), drawn);
    }
}

/// Snapshots `drawn` as `name`. Taken here, every snapshot keeps the name and the folder of
/// this module (`play/snapshots/cardavia__play__tests__<name>.snap`), whichever test module
/// asks for it.
fn snapshot(name: &str, drawn: String) {
    insta::assert_snapshot!(name, drawn);
}

/// The rule-book table of `game` for Ann and AI seats, at the first moment Ann acts with
/// something on the table: for the dice games after her first throw, for Ganjifa once she has
/// chosen day (G2) and her hand is dealt.
fn first_move_of_ann(game: GameId, lang: Lang) -> TableView {
    let mut table = Table::new(TableSetup::default_for(game, "Ann", 5), lang, 0).expect("valid");
    let first = match game {
        GameId::Dica | GameId::Dicen => Some(Intent::tap("roll")),
        GameId::Ganjifa => Some(Intent::tap("day")),
        GameId::Gnav => None,
    };
    let settle = |table: &mut Table| {
        table.play_bots(0).expect("bots");
        let view = table.view();
        if matches!(view.screen, ViewScreen::HandOver { .. }) {
            let confirmed = table.dispatch(&Intent::tap("hand-over"), view.version, 0);
            confirmed.expect("Ann takes the phone");
        }
    };
    settle(&mut table);
    if let Some(intent) = first {
        let view = table.view();
        table.dispatch(&intent, view.version, 0).expect("Ann acts");
        settle(&mut table);
    }
    table.view()
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// Bots play and Ann (with Cas, when he sits too) takes the first move she may — a listed move
/// before a thing on the board, and never "rematch" or a take-back — until `wanted` holds; `None` if it never
/// does in `most` steps.
fn play_until(
    mut table: Table,
    most: usize,
    wanted: impl Fn(&TableView) -> bool,
) -> Option<(Table, TableView)> {
    for _ in 0..most {
        table.play_bots(0).expect("bots");
        let view = table.view();
        if wanted(&view) {
            return Some((table, view));
        }
        let pick = view
            .targets
            .iter()
            .find(|t| t.enabled && !t.on_board && t.id != "rematch" && t.id != UNDO)
            .or_else(|| view.targets.iter().find(|t| t.enabled && !t.selected))?;
        table
            .dispatch(&Intent::tap(&pick.id), view.version, 0)
            .ok()?;
    }
    None
}

fn tap_of(view: &TableView, id: &str) -> TableAction {
    let target = view.targets.iter().find(|t| t.id == id).expect("a target");
    if target.enabled {
        TableAction::Send(Intent::tap(id))
    } else {
        TableAction::Say(target.why_not.clone().unwrap_or_default())
    }
}

/// The drawn text with its lines joined and its box borders and runs of spaces taken out, so
/// that a text wrapped over rows can be looked for whole.
fn flat(drawn: &str) -> String {
    drawn
        .lines()
        .map(|l| l.replace(['│', '┌', '┐', '└', '┘', '─'], " "))
        .collect::<Vec<_>>()
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}
