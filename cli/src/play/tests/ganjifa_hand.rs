//! A Ganjifa hand at the table: its Dukal in sight with its key, its suits kept apart at every
//! size with nothing cut, the arrows walking it by suit, and a hand in the middle of a deal.

use super::*;

/// A Ganjifa lead where Ann holds a Dukal: seeds are tried in order until one deals her one.
fn ganjifa_with_a_dukal() -> TableView {
    for seed in 0..60 {
        let setup = TableSetup {
            game: GameId::Ganjifa,
            options: serde_json::json!({ "period": "day", "deals": 1 }),
            seats: vec![
                SeatSetup::person("Ann"),
                SeatSetup::bot("Bo", Level::Easy),
                SeatSetup::bot("Cas", Level::Easy),
            ],
            seed,
            undo: true,
        };
        let table = Table::new(setup, Lang::En, 0).expect("valid");
        let found = play_until(table, 200, |v| {
            v.targets
                .iter()
                .any(|t| t.id.starts_with("dukal:") && t.enabled)
        });
        if let Some((_, view)) = found {
            return view;
        }
    }
    panic!("no seed dealt Ann a Dukal she may lead");
}

/// A held Dukal is found and led from the keyboard: it is in sight with its key at both sizes,
/// among 30-odd cards in hand, and its key leads it.
#[test]
fn a_ganjifa_hand_with_a_dukal_shows_the_dukal_and_its_key() {
    let view = ganjifa_with_a_dukal();
    let moves = table_screen::moves(&view);
    let at = moves
        .iter()
        .position(|t| t.id.starts_with("dukal:") && t.enabled)
        .expect("a Dukal is a listed move");
    let dukal = moves[at];
    let letter = table_screen::MOVE_KEYS[at];
    let mut screen = TableScreen::default();
    screen.refocus(&view);
    assert_eq!(
        screen.key(key(KeyCode::Char(letter)), &view),
        TableAction::Send(Intent::tap(&dukal.id))
    );
    let shown = format!("{letter} {}", dukal.label);
    let shown: String = shown.chars().take(30).collect();
    snapshot_both("table_ganjifa_dukal", &view, &[&shown]);
}

/// ↓ goes to the same place in the next suit of a Ganjifa hand, ← → walk card by card.
#[test]
fn arrows_walk_the_ganjifa_hand_by_suit() {
    let view = ganjifa_with_a_dukal();
    let Some(cardavia_core::table::BoardView::Ganjifa { board }) = &view.board else {
        panic!("a Ganjifa board");
    };
    let suits: Vec<Vec<String>> = board
        .hand
        .iter()
        .map(|s| s.cards.iter().filter_map(|c| c.target.clone()).collect())
        .filter(|ids: &Vec<String>| !ids.is_empty())
        .collect();
    assert!(suits.len() >= 2, "a hand of several suits");
    let mut screen = TableScreen::default();
    screen.refocus(&view);
    // Enter taps the focused card: that is how the focus is read here.
    let focused = |screen: &mut TableScreen| screen.key(key(KeyCode::Enter), &view);
    let mut steps = 0;
    while focused(&mut screen) != tap_of(&view, &suits[0][0]) {
        screen.key(key(KeyCode::Right), &view);
        steps += 1;
        assert!(steps < 100, "→ reaches the first card");
    }
    screen.key(key(KeyCode::Down), &view);
    assert_eq!(
        focused(&mut screen),
        tap_of(&view, &suits[1][0]),
        "↓: next suit"
    );
    screen.key(key(KeyCode::Right), &view);
    let second = suits[1].get(1).unwrap_or(&suits[2 % suits.len()][0]);
    assert_eq!(focused(&mut screen), tap_of(&view, second), "→: next card");
    screen.key(key(KeyCode::Up), &view);
    let above = suits[0].get(1).unwrap_or(&suits[0][suits[0].len() - 1]);
    assert_eq!(
        focused(&mut screen),
        tap_of(&view, above),
        "↑: the suit above"
    );
}

/// Where each card of a Ganjifa hand is drawn at `w`×`h`, found by clicking every cell (a card
/// Ann may lead is enabled, so a click names it), with the screen as drawn.
fn ganjifa_cards_drawn(view: &TableView, w: u16, h: u16) -> (String, Vec<(String, u16, u16)>) {
    let mut screen = TableScreen::default();
    screen.refocus(view);
    let drawn = render_at(w, h, |f| screen.draw(f, f.area(), view, COLOUR, "", None));
    let mut cells = Vec::new();
    for y in 0..h {
        for x in 0..w {
            if let TableAction::Send(Intent::Tap { target }) = screen.click(x, y, view) {
                if target.starts_with("card:") {
                    cells.push((target, x, y));
                }
            }
        }
    }
    (drawn, cells)
}

/// At 80×24 and at 120×40 a Ganjifa hand keeps its suits apart (a suit a row, or suits in
/// aligned columns: no suit runs on into another's row), every card of the hand is drawn, and
/// nothing the table says is cut: the status, the listed moves, and the note that the move is
/// on the board, in every language.
#[test]
fn a_ganjifa_hand_keeps_its_suits_apart_and_nothing_is_cut() {
    let view = ganjifa_with_a_dukal();
    let Some(cardavia_core::table::BoardView::Ganjifa { board }) = &view.board else {
        panic!("a Ganjifa board");
    };
    for (w, h) in SIZES {
        let (drawn, cells) = ganjifa_cards_drawn(&view, w, h);
        let mut blocks = Vec::new();
        for suit in &board.hand {
            let of_suit: Vec<&(String, u16, u16)> = cells
                .iter()
                .filter(|(id, _, _)| id.starts_with(&format!("card:{}", suit.code)))
                .collect();
            for card in &suit.cards {
                let id = format!("card:{}", card.code);
                assert!(
                    of_suit.iter().any(|(drawn, _, _)| *drawn == id),
                    "{id} is not drawn at {w}×{h}:\n{drawn}"
                );
            }
            let x0 = of_suit.iter().map(|c| c.1).min().unwrap_or(0);
            let x1 = of_suit.iter().map(|c| c.1).max().unwrap_or(0);
            let y0 = of_suit.iter().map(|c| c.2).min().unwrap_or(0);
            let y1 = of_suit.iter().map(|c| c.2).max().unwrap_or(0);
            blocks.push((suit.code.clone(), x0, x1, y0, y1));
        }
        for (i, a) in blocks.iter().enumerate() {
            for b in &blocks[i + 1..] {
                let apart = a.2 < b.1 || b.2 < a.1 || a.4 < b.3 || b.4 < a.3;
                assert!(
                    apart,
                    "{} and {} run together at {w}×{h}:\n{drawn}",
                    a.0, b.0
                );
            }
        }
        let columns: std::collections::BTreeSet<u16> = blocks.iter().map(|b| b.1).collect();
        assert!(
            columns.len() <= 3,
            "suits start at {columns:?} at {w}×{h}:\n{drawn}"
        );
        let flat = flat(&drawn);
        assert!(
            flat.contains(&view.status),
            "the status at {w}×{h}:\n{drawn}"
        );
        for m in table_screen::moves(&view) {
            assert!(
                flat.contains(&m.label),
                "{:?} at {w}×{h}:\n{drawn}",
                m.label
            );
        }
    }
    for lang in Lang::ALL {
        let view = first_move_of_ann(GameId::Ganjifa, lang);
        let note = cardavia_core::l10n::text(lang, &Msg::new("terminal-moves-on-board"));
        for (w, h) in SIZES {
            let drawn = draw_table_at(w, h, &view, COLOUR);
            assert!(
                flat(&drawn).contains(&note),
                "{lang:?} at {w}×{h}:\n{drawn}"
            );
        }
    }
}

/// A Ganjifa hand in the middle of a deal (cards played, a last trick), at both sizes: suits
/// apart, and the seats, the last play and what was played in sight.
#[test]
fn a_ganjifa_hand_in_the_middle_of_a_deal() {
    let setup = TableSetup {
        game: GameId::Ganjifa,
        options: serde_json::json!({ "period": "day", "deals": 1 }),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::bot("Bo", Level::Easy),
            SeatSetup::bot("Cas", Level::Easy),
        ],
        seed: 7,
        undo: true,
    };
    let table = Table::new(setup, Lang::En, 0).expect("valid");
    let (_, view) = play_until(table, 400, |v| {
        let Some(cardavia_core::table::BoardView::Ganjifa { board }) = &v.board else {
            return false;
        };
        let held: usize = board.hand.iter().map(|s| s.cards.len()).sum();
        held <= 28 && !board.trick.is_empty() && v.targets.iter().any(|t| t.enabled)
    })
    .expect("Ann follows in the middle of a deal");
    snapshot_both("table_ganjifa_hand", &view, &[&view.status]);
}
