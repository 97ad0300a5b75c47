//! What the terminal draws at a table says only what the view's legend explains: over random
//! series of all four games, every glyph inside the players', the table's and the moves' boxes
//! (drawn at 80×24 and 120×40) is one of the legend's symbols, and no footer or box says a
//! sentence twice (the log may tell two events alike). The core's property tests check the views; this checks the terminal's own
//! drawing of them.

use super::table_screen::TableScreen;
use super::theme::Theme;
use cardavia_core::ai::Level;
use cardavia_core::engine::TableRng;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{Intent, Screen, SeatSetup, Table, TableSetup, TableView};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::collections::BTreeSet;

fn render(view: &TableView, w: u16, h: u16) -> Vec<String> {
    let mut screen = TableScreen::default();
    screen.refocus(view);
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("a test terminal");
    terminal
        .draw(|f| screen.draw(f, f.area(), view, Theme { mono: false }, "", None))
        .expect("draws");
    let buffer = terminal.backend().buffer().clone();
    (0..h)
        .map(|y| {
            (0..w)
                .map(|x| buffer[(x, y)].symbol().to_string())
                .collect()
        })
        .collect()
}

/// The text inside the boxes whose top border carries `titles`, row by row: the cells between
/// a box's side borders, from the row under its title to its bottom border.
fn inside_boxes(rows: &[String], titles: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for title in titles {
        for (y, row) in rows.iter().enumerate() {
            let Some(at) = row.find(title) else { continue };
            let chars: Vec<char> = row.chars().collect();
            let col = row[..at].chars().count();
            let left = (0..col).rev().find(|&x| chars[x] == '┌');
            let right = (col..chars.len()).find(|&x| chars[x] == '┐');
            let (Some(left), Some(right)) = (left, right) else {
                continue;
            };
            for below in rows.iter().skip(y + 1) {
                let cells: Vec<char> = below.chars().collect();
                if cells.get(left) == Some(&'└') {
                    break;
                }
                out.push(cells[left + 1..right.min(cells.len())].iter().collect());
            }
        }
    }
    out
}

fn is_glyph(c: char) -> bool {
    !(c.is_alphanumeric()
        || c.is_whitespace()
        || ".,:;!?¡¿'\"()[]{}-–—/…“”‘’„«»%+×·&#=<>_".contains(c)
        // Keys named in the terminal's instructions (Enter, the arrows).
        || "⏎←→↑↓".contains(c)
        // The boxes' own lines.
        || ('\u{2500}'..='\u{257f}').contains(&c))
}

fn check(view: &TableView) {
    let legend: String = view.legend.iter().map(|e| e.symbol.as_str()).collect();
    let names: Vec<&str> = view.seats.iter().map(|s| s.name.as_str()).collect();
    for (w, h) in [(80, 24), (120, 40)] {
        let rows = render(view, w, h);
        let boxes = inside_boxes(&rows, &["Players", "Table", "Your move"]);
        let mut drawn: BTreeSet<char> = BTreeSet::new();
        for line in &boxes {
            let mut line = line.clone();
            for name in &names {
                line = line.replace(name, " ");
            }
            drawn.extend(line.chars().filter(|&c| is_glyph(c)));
        }
        let unexplained: Vec<char> = drawn.into_iter().filter(|&c| !legend.contains(c)).collect();
        assert!(
            unexplained.is_empty(),
            "{}: {unexplained:?} drawn at {w}×{h} and not in the legend {:?}:\n{}",
            view.game,
            view.legend.iter().map(|e| &e.symbol).collect::<Vec<_>>(),
            rows.join("\n")
        );
        let all = rows.join(" ");
        let flat = all.split_whitespace().collect::<Vec<_>>().join(" ");
        // The log may tell two events alike (two cards lost the same way); a sentence the log
        // does not hold is said once, and one it holds is said nowhere else.
        let log = inside_boxes(&rows, &["What happened"]).join(" ");
        let log = log.split_whitespace().collect::<Vec<_>>().join(" ");
        for sentence in flat.split_inclusive(['.', '!', '?']) {
            let sentence = sentence.trim();
            if sentence.len() > 20 && !sentence.contains('│') {
                let in_log = log.matches(sentence).count();
                let said = flat.matches(sentence).count();
                assert!(
                    said == 1 || said == in_log,
                    "{}: {sentence:?} twice at {w}×{h}:\n{}",
                    view.game,
                    rows.join("\n")
                );
            }
        }
    }
}

fn series(game: GameId, options: serde_json::Value, seats: Vec<SeatSetup>, seed: u64) {
    let setup = TableSetup {
        game,
        options,
        seats,
        seed,
        undo: true,
    };
    let mut table = Table::new(setup, Lang::En, 0).expect("a valid set-up");
    let mut rng = TableRng::seeded(seed);
    for _ in 0..5_000 {
        table.play_bots(0).expect("bots play");
        let view = table.view();
        check(&view);
        if view.screen == Screen::SeriesOver {
            return;
        }
        let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
        let pick = enabled[rng.below(enabled.len() as u64) as usize];
        table
            .dispatch(&Intent::tap(&pick.id), view.version, 0)
            .expect("an enabled target applies");
    }
    panic!("{game}: the series did not end");
}

#[test]
fn every_glyph_the_terminal_draws_at_a_table_is_in_the_legend() {
    let person = SeatSetup::person;
    let bot = |name| SeatSetup::bot(name, Level::Easy);
    for seed in 1..4 {
        series(
            GameId::Dica,
            serde_json::json!({ "rounds": 5, "time_limit": "off" }),
            vec![person("Ann"), bot("Bo")],
            seed,
        );
        series(
            GameId::Dicen,
            serde_json::json!({ "rounds": 1, "variants": ["lucky"] }),
            vec![person("Ann"), bot("Bo"), person("Cy")],
            seed,
        );
        series(
            GameId::Dicen,
            serde_json::json!({ "rounds": 1, "variants": ["two-vs-two"] }),
            vec![person("Ann"), bot("Bo"), person("Cy"), bot("Di")],
            seed,
        );
        series(
            GameId::Ganjifa,
            serde_json::json!({ "deals": 1 }),
            vec![person("Ann"), bot("Bo"), person("Cy")],
            seed,
        );
        series(
            GameId::Gnav,
            serde_json::json!({ "games": 1 }),
            vec![person("Ann"), bot("Bo"), person("Cy"), bot("Di")],
            seed,
        );
    }
}
