//! Snapshots of every screen drawn on ratatui's `TestBackend`, and the keys and clicks that
//! drive the table. Views come from real seeded tables; no clock, no threads.

use super::table_screen::{TableAction, TableScreen};
use super::theme::Theme;
use super::*;
use cardavia_core::ai::Level;
use cardavia_core::app::App;
use cardavia_core::table::{Intent, Screen as ViewScreen, SeatSetup, Table, TableSetup, TableView};
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

#[test]
fn home_lists_the_games() {
    let app = app("en");
    let home = home::Home::new(&app);
    insta::assert_snapshot!(
        "home",
        render(|f| home::draw(f, f.area(), &home, Lang::En, COLOUR, ""))
    );
}

#[test]
fn setup_offers_seats_and_options() {
    let app = app("en");
    let setup = setup::Setup::with(&app, GameId::Dicen, Some("Ann".into()), 1);
    insta::assert_snapshot!(
        "setup_dicen",
        render(|f| setup::draw(f, f.area(), &setup, Lang::En, COLOUR, ""))
    );
}

#[test]
fn dicen_table_after_a_throw() {
    insta::assert_snapshot!(
        "table_dicen",
        draw_table(&dicen_after_a_throw(Lang::En), COLOUR)
    );
}

#[test]
fn dicen_table_in_monochrome_and_dutch() {
    let view = dicen_after_a_throw(Lang::Nl);
    let mono = draw_table(&view, Theme { mono: true });
    assert_eq!(
        mono,
        draw_table(&view, COLOUR),
        "colour never carries text of its own"
    );
    insta::assert_snapshot!("table_dicen_nl_mono", mono);
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

/// I7: one rendered table per game per language. Every label on it comes from the core, so a
/// language's snapshot differs from English's wherever a message is translated.
#[test]
fn every_game_table_in_every_language() {
    for game in GameId::ALL {
        let english = draw_table(&first_move_of_ann(game, Lang::En), COLOUR);
        for lang in Lang::ALL {
            let view = first_move_of_ann(game, lang);
            assert_eq!(view.screen, ViewScreen::Playing, "{game:?} in {lang:?}");
            let drawn = draw_table(&view, COLOUR);
            if lang != Lang::En {
                assert_ne!(drawn, english, "{game:?} reads as English in {lang:?}");
            }
            insta::assert_snapshot!(format!("table_{}_{}", game.as_str(), lang.code()), drawn);
        }
    }
}

#[test]
fn gnav_hand_over_then_the_holders_card() {
    let mut table = gnav_two_people();
    table.play_bots(0).expect("bots");
    let view = table.view();
    assert!(matches!(view.screen, ViewScreen::HandOver { .. }));
    insta::assert_snapshot!("table_gnav_hand_over", draw_table(&view, COLOUR));
    let view = table
        .dispatch(&Intent::tap("hand-over"), view.version, 0)
        .expect("confirms");
    insta::assert_snapshot!("table_gnav", draw_table(&view, COLOUR));
}

/// Bots alone never wait for "next": their series plays through to its summary (headline,
/// labelled columns, the round by round history).
#[test]
fn a_series_summary() {
    let setup = TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "rounds": 1, "tiles": 9 }),
        seats: vec![
            SeatSetup::bot("Ann", Level::Hard),
            SeatSetup::bot("Bo", Level::Easy),
        ],
        seed: 8,
    };
    let mut table = Table::new(setup, Lang::En, 0).expect("valid");
    table.play_bots(0).expect("bots play the round");
    let view = table.view();
    assert_eq!(view.screen, ViewScreen::SeriesOver);
    insta::assert_snapshot!("table_series_over", draw_table(&view, COLOUR));
}

#[test]
fn stats_settings_and_rules_screens() {
    let app = app("en");
    {
        let mut a = app.lock().expect("app");
        let mut open = a
            .start(
                TableSetup {
                    game: GameId::Dicen,
                    options: serde_json::json!({ "rounds": 1 }),
                    seats: vec![SeatSetup::person("Ann"), SeatSetup::bot("Bo", Level::Easy)],
                    seed: 3,
                },
                1,
            )
            .expect("starts");
        // Ann taps the first thing she may until the round is over; every change is saved.
        for _ in 0..500 {
            open.table.play_bots(0).expect("bots");
            a.save(&mut open.saver, &open.table, 2).expect("saves");
            let view = open.table.view();
            if view.screen != ViewScreen::Playing {
                break;
            }
            let Some(target) = view.targets.iter().find(|t| t.enabled && !t.selected) else {
                break;
            };
            open.table
                .dispatch(&Intent::tap(&target.id), view.version, 0)
                .expect("applies");
            a.save(&mut open.saver, &open.table, 2).expect("saves");
        }
    }
    let stats = stats::Stats::new(&app);
    insta::assert_snapshot!(
        "stats",
        render(|f| stats::draw(f, f.area(), &stats, Lang::En, COLOUR))
    );
    let settings = settings::SettingsScreen::new(&app);
    insta::assert_snapshot!(
        "settings",
        render(|f| settings::draw(f, f.area(), &settings, Lang::En, COLOUR, ""))
    );
    let mut rules = rules::Rules::new(&app, GameId::Dicen);
    rules.at = rules
        .sections
        .iter()
        .position(|s| s.number == "N4")
        .expect("N4");
    insta::assert_snapshot!(
        "rules_dicen_n4",
        render(|f| rules::draw(f, f.area(), &rules, Lang::En, COLOUR))
    );
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

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

/// Bots play and Ann (with Cas, when he sits too) takes the first move she may — a listed move
/// before a thing on the board, and never "rematch" — until `wanted` holds; `None` if it never
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
            .find(|t| t.enabled && !t.on_board && t.id != "rematch")
            .or_else(|| view.targets.iter().find(|t| t.enabled && !t.selected))?;
        table
            .dispatch(&Intent::tap(&pick.id), view.version, 0)
            .ok()?;
    }
    None
}

fn dicen(options: serde_json::Value, seats: Vec<SeatSetup>, seed: u64) -> TableView {
    let setup = TableSetup {
        game: GameId::Dicen,
        options,
        seats,
        seed,
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

fn tap_of(view: &TableView, id: &str) -> TableAction {
    let target = view.targets.iter().find(|t| t.id == id).expect("a target");
    if target.enabled {
        TableAction::Send(Intent::tap(id))
    } else {
        TableAction::Say(target.why_not.clone().unwrap_or_default())
    }
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

/// Issue 20: the Dukal is in sight with its key at both sizes, among 30-odd cards in hand, and
/// its key leads it.
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

/// The log fills the rows it is given, wraps its long lines, and PgUp shows older lines.
#[test]
fn a_long_log_wraps_and_scrolls() {
    let table =
        Table::new(TableSetup::default_for(GameId::Dica, "Ann", 3), Lang::En, 0).expect("valid");
    // The view carries the latest 12 lines of the log.
    let (_, view) = play_until(table, 400, |v| v.log.len() >= 12).expect("a long log");
    let latest = view.log.last().expect("a line").clone();
    let start: String = latest.chars().take(20).collect();
    snapshot_both("table_dica_long_log", &view, &[&start]);
    let mut screen = TableScreen::default();
    screen.refocus(&view);
    let before = render_at(120, 40, |f| {
        screen.draw(f, f.area(), &view, COLOUR, "", None)
    });
    screen.key(key(KeyCode::PageUp), &view);
    let after = render_at(120, 40, |f| {
        screen.draw(f, f.area(), &view, COLOUR, "", None)
    });
    assert_ne!(before, after, "PgUp scrolls the log back");
    assert!(after.contains("▼"), "{after}");
}

/// Gnav between two people until a deal is settled: every card shown and who lost a life.
#[test]
fn a_settlement() {
    let (_, view) =
        play_until(gnav_two_people(), 200, |v| !v.settlement.is_empty()).expect("a settlement");
    let first: String = view.settlement[0].chars().take(20).collect();
    snapshot_both("table_gnav_settlement", &view, &[&first]);
}

/// A move the core warns about, tapped once: marked with the core's ⚠ (once, not doubled) and
/// its warning said once in the footer.
#[test]
fn a_warned_move_armed() {
    for seed in 0..40 {
        let setup = TableSetup::default_for(GameId::Gnav, "Ann", seed);
        let table = Table::new(setup, Lang::En, 0).expect("valid");
        let Some((mut table, view)) = play_until(table, 100, |v| {
            v.targets.iter().any(|t| t.warning.is_some())
        }) else {
            continue;
        };
        let warned = view
            .targets
            .iter()
            .find(|t| t.warning.is_some())
            .expect("warned")
            .clone();
        let view = table
            .dispatch(&Intent::tap(&warned.id), view.version, 0)
            .expect("armed");
        assert!(view.targets.iter().any(|t| t.confirm), "armed");
        let warning: String = warned
            .warning
            .unwrap_or_default()
            .chars()
            .take(20)
            .collect();
        snapshot_both("table_gnav_warned", &view, &["⚠ ", &warning]);
        for (w, h) in SIZES {
            let drawn = draw_table_at(w, h, &view, COLOUR);
            assert!(!drawn.contains("⚠⚠"), "one mark:\n{drawn}");
            let flat = drawn.split_whitespace().collect::<Vec<_>>().join(" ");
            assert_eq!(flat.matches("again").count(), 1, "said once:\n{drawn}");
        }
        return;
    }
    panic!("no seed gave Ann a warned move");
}

/// `?` at a table: its keys, the board's keys, the way to the rules, and the legend.
#[test]
fn the_help_for_a_table() {
    let view = dicen_after_a_throw(Lang::En);
    let app = App::in_memory(&["en".to_string()]).expect("an app");
    let mut ui = Ui::new(app, COLOUR, Duration::ZERO);
    ui.view = Some(view.clone());
    ui.screen = Screen::Table;
    ui.key(key(KeyCode::Char('?')));
    assert!(ui.help);
    for (w, h) in SIZES {
        let drawn = render_at(w, h, |f| ui.draw(f));
        assert!(drawn.contains("Help"), "{drawn}");
        assert!(drawn.contains("DICEN"), "{drawn}");
        insta::assert_snapshot!(format!("table_help_dicen_{w}x{h}"), drawn);
    }
    // r in the help opens this game's rules.
    ui.key(key(KeyCode::Char('r')));
    assert!(matches!(&ui.screen, Screen::Rules(r) if r.game == GameId::Dicen));
}

/// Below 80×24 every screen says what it needs instead of breaking its layout.
#[test]
fn the_too_small_screen() {
    let app = App::in_memory(&["en".to_string()]).expect("an app");
    let mut ui = Ui::new(app, COLOUR, Duration::ZERO);
    for (w, h) in [(60, 18), (79, 24)] {
        let drawn = render_at(w, h, |f| ui.draw(f));
        assert!(drawn.contains("too small"), "{drawn}");
        insta::assert_snapshot!(format!("too_small_{w}x{h}"), drawn);
    }
    let home = render_at(80, 24, |f| ui.draw(f));
    assert!(!home.contains("too small"), "{home}");
}

/// Rules opened from a table's help go back to the table, which stayed open.
#[test]
fn rules_from_a_table_return_to_it() {
    let app = App::in_memory(&["en".to_string()]).expect("an app");
    let mut ui = Ui::new(app, COLOUR, Duration::ZERO);
    let open = ui
        .app
        .lock()
        .expect("app")
        .start(TableSetup::default_for(GameId::Dicen, "Ann", 2), 1)
        .expect("starts");
    ui.apply(nav::Next::Play(Box::new(open)));
    assert!(matches!(ui.screen, Screen::Table));
    ui.key(key(KeyCode::Char('?')));
    ui.key(key(KeyCode::Char('r')));
    assert!(matches!(ui.screen, Screen::Rules(_)));
    ui.key(key(KeyCode::Char('q')));
    assert!(matches!(ui.screen, Screen::Table), "back at the table");
    assert!(ui.live.is_some(), "the table stayed open");
    ui.key(key(KeyCode::Esc));
    assert!(matches!(ui.screen, Screen::Table), "Esc does not leave");
    if let Some(live) = ui.live.take() {
        live.table.close();
    }
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

/// The terminal's source files: (module, file, the module `super` names from it).
fn play_sources() -> Vec<(String, std::path::PathBuf, &'static str)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/play");
    let mut files = Vec::new();
    for dir in [root.clone(), root.join("boards")] {
        for entry in std::fs::read_dir(&dir).expect("the play folder") {
            let path = entry.expect("an entry").path();
            let Some(stem) = path
                .file_stem()
                .and_then(|s| s.to_str())
                .map(str::to_string)
            else {
                continue;
            };
            // Test modules (tests.rs, legend_tests.rs) sit outside the layers.
            if path.extension().is_none_or(|e| e != "rs") || stem.ends_with("tests") {
                continue;
            }
            let in_boards = dir != root;
            let module = if in_boards {
                "boards".to_string()
            } else {
                stem.clone()
            };
            let parent = if in_boards && stem != "mod" {
                "boards"
            } else {
                "mod"
            };
            files.push((module, path, parent));
        }
    }
    files
}

/// Issue 17: each module of the terminal imports only the modules below it, in the order the
/// `play` module's doc gives (theme, nav, pieces, boards, the screens, the loop); screens do
/// not import one another, and nothing imports the loop.
#[test]
fn the_terminals_modules_import_only_those_below_them() {
    const LAYERS: [&[&str]; 6] = [
        &["theme"],
        &["nav"],
        &["pieces"],
        &["boards"],
        &[
            "home",
            "setup",
            "stats",
            "settings",
            "rules",
            "table_screen",
        ],
        &["mod"],
    ];
    let layer = |module: &str| {
        LAYERS
            .iter()
            .position(|l| l.contains(&module))
            .unwrap_or_else(|| panic!("{module} is in no layer"))
    };
    let files = play_sources();
    let mut imports = 0;
    for (module, path, parent) in files {
        let source = std::fs::read_to_string(&path).expect("readable");
        let code = source.split("#[cfg(test)]").next().unwrap_or_default();
        for line in code.lines().map(str::trim) {
            let (rest, from_parent) = if let Some(rest) = line.strip_prefix("use super::") {
                (rest, true)
            } else if let Some(rest) = line.strip_prefix("use crate::play::") {
                (rest, false)
            } else {
                continue;
            };
            let first = rest.split("::").next().unwrap_or_default();
            let target = if first.starts_with('{') || first.ends_with(';') {
                // Items of the parent module itself (`use super::{Canvas, Typed};`).
                if from_parent {
                    parent
                } else {
                    "mod"
                }
            } else if from_parent && parent == "boards" {
                "boards"
            } else {
                first
            };
            imports += 1;
            if target == module {
                continue;
            }
            assert!(
                layer(target) < layer(&module),
                "{}: {module} imports {target}, which is not below it",
                path.display()
            );
        }
    }
    assert!(imports > 10, "the imports were read ({imports})");
}

/// Every message the terminal names (`Msg::new("…")` in `cli/src`) exists in every language:
/// the core's completeness test reads only the core's sources.
#[test]
fn every_message_the_terminal_names_exists() {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let used = cardavia_core::l10n::completeness::ids_named_in_code(&src).expect("readable");
    assert!(used.len() > 40, "found only {} ids", used.len());
    let missing: Vec<String> = used
        .iter()
        .flat_map(|(at, id)| {
            Lang::ALL
                .into_iter()
                .filter(|lang| !cardavia_core::l10n::has_message(*lang, id))
                .map(move |lang| format!("{at}: {id} ({})", lang.code()))
        })
        .collect();
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// A bot's turn names the bot; the turn clock sits in the head, and the footer keeps the keys.
#[test]
fn a_bots_turn_is_named_and_the_clock_leaves_the_keys_in_sight() {
    let setup = TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "rounds": 1 }),
        seats: vec![SeatSetup::bot("Bo", Level::Easy), SeatSetup::person("Ann")],
        seed: 1,
    };
    let view = Table::new(setup, Lang::En, 0).expect("valid").view();
    let mut screen = TableScreen::default();
    screen.refocus(&view);
    let drawn = render(|f| screen.draw(f, f.area(), &view, COLOUR, "", Some("12 seconds left")));
    assert!(drawn.contains("Waiting for Bo…"), "{drawn}");
    let head: String = drawn.lines().nth(1).unwrap_or_default().to_string();
    assert!(head.contains("⏱ 12 seconds left"), "{drawn}");
    let foot = drawn.lines().last().unwrap_or_default();
    assert!(foot.starts_with("letters: moves"), "{drawn}");
}

/// More moves than the list has rows: it pages, says so, and `]` shows the next page, whose
/// moves keep their letters.
#[test]
fn a_long_move_list_pages() {
    let mut view = dicen_after_a_throw(Lang::En);
    let button = view
        .targets
        .iter()
        .find(|t| !t.on_board)
        .expect("a listed move")
        .clone();
    view.targets.retain(|t| t.on_board);
    for i in 0..12 {
        let mut t = button.clone();
        t.id = format!("move-{i}");
        t.label = format!("A move with a long label, number {i}");
        view.targets.push(t);
    }
    let mut screen = TableScreen::default();
    screen.refocus(&view);
    let first = render(|f| screen.draw(f, f.area(), &view, COLOUR, "", None));
    assert!(first.contains("page 1 of"), "{first}");
    assert!(
        first.contains("a A move with a long label, number 0"),
        "{first}"
    );
    assert!(!first.contains("number 11"), "{first}");
    screen.key(key(KeyCode::Char(']')), &view);
    let second = render(|f| screen.draw(f, f.area(), &view, COLOUR, "", None));
    assert!(second.contains("page 2 of"), "{second}");
    assert!(
        second.contains("g A move with a long label, number 4"),
        "{second}"
    );
    assert_eq!(
        screen.key(key(KeyCode::Char('g')), &view),
        tap_of(&view, "move-4"),
        "g is the fifth move, on whichever page"
    );
}

/// The help scrolls with ↓ and stays open; another key closes it.
#[test]
fn the_help_scrolls_and_closes() {
    let app = App::in_memory(&["en".to_string()]).expect("an app");
    let mut ui = Ui::new(app, COLOUR, Duration::ZERO);
    ui.key(key(KeyCode::Char('?')));
    let top = render(|f| ui.draw(f));
    ui.key(key(KeyCode::Down));
    assert!(ui.help, "↓ scrolls, it does not close");
    let scrolled = render(|f| ui.draw(f));
    assert_ne!(top, scrolled);
    assert!(top.contains("The home screen"), "{top}");
    ui.key(key(KeyCode::Char('x')));
    assert!(!ui.help);
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

/// A log line longer than the box is wrapped, not cut: its last word shows, and the latest line
/// is drawn whole at the bottom.
#[test]
fn a_long_log_line_wraps() {
    let mut view = dicen_after_a_throw(Lang::En);
    let long = format!(
        "{} the very end.",
        "Ann thinks about the throw for a while; ".repeat(4)
    );
    view.log.push(long);
    let drawn = draw_table(&view, COLOUR);
    assert!(drawn.contains("the very end."), "{drawn}");
    assert!(
        drawn.contains("What happened ▲"),
        "older lines above: {drawn}"
    );
}

/// A change not saved (a read-only store): the notice stays on screen beside a refusal, and
/// the first q says that leaving loses the change (never that the table is saved); the second
/// q leaves anyway.
#[test]
fn the_not_saved_notice_stays_and_leaving_tells_the_truth() {
    use cardavia_core::table::SaveProblem;
    let mut table = gnav_two_people();
    table.set_unsaved(Some(SaveProblem::ReadOnly.notice()));
    let view = table.view();
    let unsaved = view.unsaved.clone().expect("the notice").message;
    let mut screen = TableScreen::default();
    screen.refocus(&view);
    let refusal = "That card cannot be swapped now.";
    let drawn = render_at(120, 40, |f| {
        screen.draw(f, f.area(), &view, COLOUR, refusal, None)
    });
    let flat = drawn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(&unsaved), "{drawn}");
    assert!(flat.contains(refusal), "{drawn}");
    let leaving = match screen.key(key(KeyCode::Char('q')), &view) {
        TableAction::Say(text) => text,
        other => panic!("q asks first: {other:?}"),
    };
    assert!(leaving.contains(&unsaved), "{leaving}");
    assert!(leaving.contains("loses the last change"), "{leaving}");
    assert!(!leaving.contains("It is saved"), "{leaving}");
    assert!(leaving.contains("leave anyway"), "{leaving}");
    assert_eq!(
        screen.key(key(KeyCode::Char('q')), &view),
        TableAction::Leave
    );
    // Once saved, the first q says so.
    table.set_unsaved(None);
    let saved = table.view();
    match screen.key(key(KeyCode::Char('q')), &saved) {
        TableAction::Say(text) => assert!(text.contains("It is saved"), "{text}"),
        other => panic!("q asks first: {other:?}"),
    }
}

/// "+ Add a seat" puts the cursor on the new seat (to name it), never on a row a repeated key
/// would start a game from; a seat that cannot go, or come, says why in the core's words.
#[test]
fn adding_and_removing_seats_lands_on_the_new_seat_and_says_the_limit() {
    let app = app("en");
    let mut s = setup::Setup::with(&app, GameId::Dicen, Some("Ann".into()), 1);
    let seats = s.setup.seats.len();
    assert!(matches!(
        setup::key(&mut s, &app, key(KeyCode::Char('+'))),
        Next::Stay
    ));
    assert_eq!(s.setup.seats.len(), seats + 1);
    assert_eq!(s.at, seats, "on the new seat");
    // Enter there names the seat; it starts nothing.
    assert!(matches!(
        setup::key(&mut s, &app, key(KeyCode::Enter)),
        Next::Stay
    ));
    assert!(s.editing(), "naming the new seat");
    setup::key(&mut s, &app, key(KeyCode::Esc));
    // Down to one seat, then once more: the game's seat rule is said.
    while s.setup.seats.len() > 1 {
        s.at = 0;
        setup::key(&mut s, &app, key(KeyCode::Char('x')));
    }
    s.at = 0;
    match setup::key(&mut s, &app, key(KeyCode::Char('x'))) {
        Next::Say(why) => assert_eq!(why, "A DICEN table has 1 to 6 seats."),
        _ => panic!("a seat that cannot go says so"),
    }
    assert_eq!(s.setup.seats.len(), 1);
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

/// A Gnav deal just dealt after a settlement, at both sizes: the log says where the deal
/// begins, and the last deal's cards are labelled as such.
#[test]
fn a_gnav_next_deal() {
    let (mut table, view) =
        play_until(gnav_two_people(), 200, |v| !v.settlement.is_empty()).expect("a settlement");
    let mut view = table
        .dispatch(&Intent::tap("next-round"), view.version, 0)
        .expect("the next deal");
    // Until a person holds the phone: bots play, the phone is handed over.
    while !view.seats.iter().any(|s| s.holds_device) {
        table.play_bots(0).expect("bots");
        view = table.view();
        if view.targets.iter().any(|t| t.id == "hand-over") {
            view = table
                .dispatch(&Intent::tap("hand-over"), view.version, 0)
                .expect("confirms");
        }
    }
    snapshot_both(
        "table_gnav_next_deal",
        &view,
        &["Last deal: ", "Deal 2 of game 1"],
    );
}

/// Issue 40: the help of a table tells the dice key only at a game with dice (DiCa's one die,
/// DICEN's dice), in every language: Ganjifa's and Gnav's say nothing of throwing.
#[test]
fn only_a_dice_game_s_help_tells_the_dice_key() {
    for lang in Lang::ALL {
        let dice_help = table_screen::help_text(lang, &first_move_of_ann(GameId::Dicen, lang));
        let dice_key = text(lang, &Msg::new("terminal-help-dicen"));
        let throw = dice_key
            .rsplit(". ")
            .next()
            .expect("the help's last sentence")
            .to_string();
        assert!(throw.starts_with("r "), "{lang:?}: {throw:?}");
        assert!(dice_help.contains(&throw), "{lang:?}");
        for game in [GameId::Ganjifa, GameId::Gnav] {
            let help = table_screen::help_text(lang, &first_move_of_ann(game, lang));
            assert!(!help.contains(&throw), "{lang:?} {game:?}:\n{help}");
        }
    }
    let dica = table_screen::help_text(Lang::En, &first_move_of_ann(GameId::Dica, Lang::En));
    assert!(dica.contains("r rolls the die."), "{dica}");
}

/// Ann (a person) against a bot at DiCa, tapping the first move she may, until the first
/// round is over: the round's summary, as the table shows it before "next round".
fn dica_round_over() -> TableView {
    let setup = TableSetup {
        game: GameId::Dica,
        options: serde_json::json!({ "rounds": 5 }),
        seats: vec![SeatSetup::person("Ann"), SeatSetup::bot("Bo", Level::Easy)],
        seed: 11,
    };
    let mut table = Table::new(setup, Lang::En, 0).expect("valid");
    for _ in 0..3000 {
        table.play_bots(0).expect("bots");
        let view = table.view();
        let intent = match view.screen {
            ViewScreen::RoundOver => return view,
            ViewScreen::HandOver { .. } => Intent::tap("hand-over"),
            _ => {
                // A move without a cost first; a warned one is tapped twice (armed, then made).
                let target = view
                    .targets
                    .iter()
                    .filter(|t| t.enabled)
                    .min_by_key(|t| t.warning.is_some())
                    .expect("Ann has a move");
                Intent::Tap {
                    target: target.id.clone(),
                }
            }
        };
        table
            .dispatch(&intent, view.version, 0)
            .expect("Ann's move");
    }
    panic!("the round did not end");
}

/// A DiCa round's summary at 80×24 and 120×40: the settlement, the headline, every column and
/// the round's line of the history in sight, nothing cut.
#[test]
fn a_dica_round_summary() {
    let view = dica_round_over();
    let summary = view.summary.clone().expect("a summary");
    let mut visible: Vec<String> = vec![summary.headline.clone()];
    visible.extend(summary.columns.iter().cloned());
    visible.extend(summary.history.iter().map(|h| h.text.clone()));
    for (w, h) in SIZES {
        let drawn = draw_table_at(w, h, &view, COLOUR);
        let flat = flat(&drawn);
        for text in &visible {
            assert!(
                flat.contains(text.as_str()),
                "{text:?} at {w}×{h}:\n{drawn}"
            );
        }
        insta::assert_snapshot!(format!("table_dica_round_over_{w}x{h}"), drawn);
    }
}

/// Issue 40: each DICEN variant is described where it is chosen: with the cursor on a
/// variant's row, the set-up shows the core's sentence for it (with its rule number), at 80×24.
#[test]
fn setup_describes_the_variant_in_focus() {
    let app = app("en");
    let mut s = setup::Setup::with(&app, GameId::Dicen, Some("Ann".into()), 1);
    let described: Vec<(usize, String)> = s
        .form
        .options
        .iter()
        .enumerate()
        .filter_map(|(i, f)| f.description.clone().map(|d| (i, d)))
        .collect();
    assert!(described.len() >= 11, "every variant is described");
    for (option, description) in described {
        while !s.on_option(option) {
            setup::key(&mut s, &app, key(KeyCode::Down));
        }
        let drawn = render(|f| setup::draw(f, f.area(), &s, Lang::En, COLOUR, ""));
        assert!(
            flat(&drawn).contains(&description),
            "{description:?}:\n{drawn}"
        );
        // The option described is in sight, as are the keys.
        assert!(drawn.contains(&s.form.options[option].label), "{drawn}");
        assert!(drawn.contains("s start"), "{drawn}");
        s.at = 0;
    }
}
