//! Keys and clicks at the table: letters, arrows and Enter on the targets, DICEN's number keys
//! and its partner's board, Esc and q, and DiCa's cards clicked and typed by name.

use super::*;

#[test]
fn arrows_enter_letters_and_clicks_turn_into_the_views_targets() {
    let view = dicen_after_a_throw(Lang::En);
    let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
    let mut screen = TableScreen::default();
    screen.refocus(&view);
    let close = table_screen::moves(&view)
        .iter()
        .position(|t| t.id == "close")
        .expect("the close is a listed move");
    let letter = table_screen::MOVE_KEYS[close];
    let why = view
        .targets
        .iter()
        .find(|t| t.id == "close")
        .and_then(|t| t.why_not.clone())
        .expect("nothing chosen yet: the close says why not");
    assert_eq!(
        screen.key(key(KeyCode::Char(letter)), &view),
        TableAction::Say(why),
        "the close's letter taps it"
    );
    assert_eq!(
        screen.key(key(KeyCode::Enter), &view),
        TableAction::Send(Intent::tap(&enabled[0].id))
    );
    screen.key(key(KeyCode::Right), &view);
    let second = &view.targets[1];
    let expected = if second.enabled {
        TableAction::Send(Intent::tap(&second.id))
    } else {
        TableAction::Say(second.why_not.clone().unwrap_or_default())
    };
    assert_eq!(
        screen.key(key(KeyCode::Enter), &view),
        expected,
        "→ then Enter taps the next target"
    );
    // A click lands on the target drawn there.
    let _ = render(|f| screen.draw(f, f.area(), &view, COLOUR, "", None));
    let hit = (0..H)
        .flat_map(|y| (0..W).map(move |x| (x, y)))
        .find_map(|(x, y)| match screen.click(x, y, &view) {
            TableAction::Send(intent) => Some(intent),
            _ => None,
        });
    assert!(
        hit.is_some_and(|i| enabled.iter().any(|t| Intent::tap(&t.id) == i)),
        "clicking somewhere taps an enabled target"
    );
}

fn dicen(options: serde_json::Value, seats: Vec<SeatSetup>, seed: u64) -> TableView {
    let setup = TableSetup {
        game: GameId::Dicen,
        options,
        seats,
        seed,
        undo: true,
    };
    let mut table = Table::new(setup, Lang::En, 0).expect("valid");
    let v = table.view().version;
    table
        .dispatch(&Intent::tap("roll"), v, 0)
        .expect("Ann throws")
}

/// The board's tile `number` on `seat`'s first board, as the view offers it.
fn tile_target(view: &TableView, seat: u8, number: u8) -> Option<String> {
    let Some(cardavia_core::table::BoardView::Dicen { board }) = &view.board else {
        return None;
    };
    board
        .players
        .iter()
        .find(|p| p.seat == seat)?
        .boards
        .first()?
        .iter()
        .find(|t| t.number == number)?
        .target
        .clone()
}

/// DICEN 1–12: a number key taps the tile of that number, whatever its place in the list
/// (4 is tile 4, 0 is 10, - is 11, = is 12), and the board says so.
#[test]
fn dicen_number_keys_tap_the_tile_of_that_number() {
    let view = dicen(
        serde_json::json!({ "tiles": 12, "rounds": 1 }),
        vec![SeatSetup::person("Ann"), SeatSetup::bot("Bo", Level::Easy)],
        4,
    );
    let mut screen = TableScreen::default();
    screen.refocus(&view);
    for (c, number) in [
        ('4', 4),
        ('9', 9),
        ('0', 10),
        ('-', 11),
        ('=', 12),
        ('1', 1),
    ] {
        let id = tile_target(&view, 0, number).expect("every tile is a target while closing");
        assert_eq!(
            screen.key(key(KeyCode::Char(c)), &view),
            tap_of(&view, &id),
            "{c} taps tile {number}"
        );
    }
    snapshot_both("table_dicen_12", &view, &["11 12", "the equals key"]);
}

/// 2 VS 2 (V11): the partnerships show, and `b` sends the next number key to the partner's
/// board; Esc after `b` forgets it.
#[test]
fn dicen_two_vs_two_shows_partners_and_reaches_the_partners_board() {
    let view = dicen(
        serde_json::json!({ "rounds": 1, "variants": ["two-vs-two"] }),
        vec![
            SeatSetup::person("Ann"),
            SeatSetup::bot("Bo", Level::Easy),
            SeatSetup::person("Cy"),
            SeatSetup::bot("Di", Level::Easy),
        ],
        4,
    );
    let mut screen = TableScreen::default();
    screen.refocus(&view);
    let partner = tile_target(&view, 2, 3).expect("Cy's tile 3 is a target for Ann");
    assert_ne!(Some(partner.clone()), tile_target(&view, 0, 3));
    assert_eq!(
        screen.key(key(KeyCode::Char('b')), &view),
        TableAction::Say(String::new())
    );
    let pending = draw_table_at(80, 24, &view, COLOUR);
    let _ = pending;
    assert_eq!(
        screen.key(key(KeyCode::Char('3')), &view),
        tap_of(&view, &partner),
        "b then 3: tile 3 of Cy's board"
    );
    screen.key(key(KeyCode::Char('b')), &view);
    screen.key(key(KeyCode::Esc), &view);
    let own = tile_target(&view, 0, 3).expect("Ann's tile 3");
    assert_eq!(
        screen.key(key(KeyCode::Char('3')), &view),
        tap_of(&view, &own),
        "Esc forgot the b"
    );
    snapshot_both(
        "table_dicen_2vs2",
        &view,
        &["Ann + Cy", "Bo + Di", "the board of Cy"],
    );
}

/// Esc takes back a selection and never leaves; q asks first, and a second q leaves.
#[test]
fn esc_cancels_a_selection_and_q_leaves_after_a_confirm() {
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
    let (mut table, view) = play_until(Table::new(setup, Lang::En, 0).expect("valid"), 50, |v| {
        v.targets.iter().any(|t| t.on_board && t.enabled)
    })
    .expect("Ann has tiles to choose");
    let tile = view
        .targets
        .iter()
        .find(|t| t.on_board && t.enabled)
        .expect("a tile")
        .id
        .clone();
    let view = table
        .dispatch(&Intent::tap(&tile), view.version, 0)
        .expect("selected");
    let mut screen = TableScreen::default();
    screen.refocus(&view);
    assert!(
        view.targets.iter().any(|t| t.selected),
        "the tile is selected"
    );
    assert_eq!(
        screen.key(key(KeyCode::Esc), &view),
        TableAction::Send(Intent::Cancel)
    );
    let confirm = match screen.key(key(KeyCode::Char('q')), &view) {
        TableAction::Say(text) => text,
        other => panic!("q asks first: {other:?}"),
    };
    assert!(confirm.contains("again"), "{confirm}");
    assert_eq!(
        screen.key(key(KeyCode::Char('q')), &view),
        TableAction::Leave
    );
}

fn board_text(table: &Table, screen: &mut TableScreen) -> String {
    let view = table.view();
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a terminal");
    terminal
        .draw(|f| screen.draw(f, f.area(), &view, Theme { mono: true }, "", None))
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
    let mut table =
        Table::new(TableSetup::default_for(GameId::Dica, "Ann", 3), Lang::En, 0).expect("valid");
    let v = table.version();
    table
        .dispatch(&Intent::tap("roll"), v, 0)
        .expect("Ann's team rolls");
    let view = table.view();
    let die = view.dice.first().copied().expect("a die to place");
    let mut screen = TableScreen::default();
    let text = board_text(&table, &mut screen);
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
    assert_eq!(intent, Intent::tap("card:12a"));
    table.dispatch(&intent, view.version, 0).expect("placed");
    let text = board_text(&table, &mut screen);
    let (x, y) = find(&text, "12a");
    let below: String = text
        .lines()
        .nth(usize::from(y) + 1)
        .map(|l| l.chars().skip(usize::from(x)).take(2).collect())
        .unwrap_or_default();
    assert_eq!(below.trim(), die.to_string(), "{text}");
}

/// DiCa cards are named by typing them as printed: value, then letter.
#[test]
fn dica_cards_are_typed_by_value_and_letter() {
    let mut table =
        Table::new(TableSetup::default_for(GameId::Dica, "Ann", 3), Lang::En, 0).expect("valid");
    let v = table.version();
    let view = table
        .dispatch(&Intent::tap("roll"), v, 0)
        .expect("Ann's team rolls");
    let mut screen = TableScreen::default();
    screen.refocus(&view);
    assert_eq!(
        screen.key(key(KeyCode::Char('1')), &view),
        TableAction::Say(String::new()),
        "1 starts a name"
    );
    assert_eq!(
        screen.key(key(KeyCode::Char('2')), &view),
        TableAction::Say(String::new())
    );
    assert_eq!(
        screen.key(key(KeyCode::Char('a')), &view),
        tap_of(&view, "card:12a"),
        "12a names the card 12a"
    );
    screen.key(key(KeyCode::Char('1')), &view);
    match screen.key(key(KeyCode::Char('z')), &view) {
        TableAction::Say(why) => assert!(why.contains("1z"), "{why}"),
        other => panic!("1z names nothing: {other:?}"),
    }
}

/// The terminal losing the focus (another window) takes the phone from whoever held it: back in
/// focus, a Gnav table for two people asks for the hand-over before any hidden card.
#[test]
fn losing_the_focus_asks_for_a_hand_over_on_return() {
    let app = App::in_memory(&["en".to_string()]).expect("an app");
    let mut ui = Ui::new(app, COLOUR, Some(Duration::ZERO));
    let setup = TableSetup {
        game: GameId::Gnav,
        options: serde_json::json!({ "games": 1 }),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::person("Cas"),
            SeatSetup::bot("Bo", Level::Easy),
            SeatSetup::bot("Di", Level::Easy),
        ],
        seed: 2,
        undo: true,
    };
    let open = ui.app.lock().expect("app").start(setup, 1).expect("starts");
    ui.apply(nav::Next::Play(Box::new(open)));
    let shown = |ui: &mut Ui| {
        ui.drain_views();
        ui.view.clone().expect("a view")
    };
    let mut view = shown(&mut ui);
    for _ in 0..200 {
        if matches!(view.screen, ViewScreen::HandOver { .. }) {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
        view = shown(&mut ui);
    }
    let live = ui.live.as_ref().expect("a table").table.clone();
    live.dispatch(Intent::tap(cardavia_core::table::HAND_OVER), view.version)
        .expect("the person takes the phone");
    assert_eq!(shown(&mut ui).screen, ViewScreen::Playing);
    ui.focus(false);
    assert!(
        matches!(shown(&mut ui).screen, ViewScreen::HandOver { .. }),
        "nobody holds the phone once the terminal lost the focus"
    );
    ui.focus(true);
    assert!(matches!(shown(&mut ui).screen, ViewScreen::HandOver { .. }));
    if let Some(live) = ui.live.take() {
        live.table.close();
    }
}
