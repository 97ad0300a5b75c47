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
    let mut terminal = Terminal::new(TestBackend::new(W, H)).expect("a test terminal");
    terminal.draw(draw).expect("draws");
    let buffer = terminal.backend().buffer().clone();
    (0..H)
        .map(|y| {
            let line: String = (0..W)
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
    table.dispatch(&Intent::Roll, v, 0).expect("Ann throws")
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
    let mut screen = TableScreen::default();
    screen.refocus(view);
    render(|f| screen.draw(f, f.area(), view, theme, ""))
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
        GameId::Dica | GameId::Dicen => Some(Intent::Roll),
        GameId::Ganjifa => Some(Intent::Day),
        GameId::Gnav => None,
    };
    let settle = |table: &mut Table| {
        table.play_bots(0).expect("bots");
        let view = table.view();
        if matches!(view.screen, ViewScreen::HandOver { .. }) {
            let confirmed = table.dispatch(&Intent::ConfirmHandOver, view.version, 0);
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
        .dispatch(&Intent::ConfirmHandOver, view.version, 0)
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
                .dispatch(&Intent::for_target(&target.id), view.version, 0)
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
fn digits_arrows_enter_and_clicks_turn_into_the_views_targets() {
    let view = dicen_after_a_throw(Lang::En);
    let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
    let mut screen = TableScreen::default();
    screen.refocus(&view);
    assert_eq!(
        screen.key(key(KeyCode::Char('1')), &view),
        TableAction::Send(Intent::for_target(&enabled[0].id)),
        "1 taps the first enabled target"
    );
    assert_eq!(
        screen.key(key(KeyCode::Enter), &view),
        TableAction::Send(Intent::for_target(&enabled[0].id))
    );
    screen.key(key(KeyCode::Right), &view);
    let second = &view.targets[1];
    let expected = if second.enabled {
        TableAction::Send(Intent::for_target(&second.id))
    } else {
        TableAction::Say(second.why_not.clone().unwrap_or_default())
    };
    assert_eq!(
        screen.key(key(KeyCode::Enter), &view),
        expected,
        "→ then Enter taps the next target"
    );
    assert_eq!(
        screen.key(key(KeyCode::Char('q')), &view),
        TableAction::Leave
    );
    // A click lands on the target drawn there.
    let _ = render(|f| screen.draw(f, f.area(), &view, COLOUR, ""));
    let hit = (0..H)
        .flat_map(|y| (0..W).map(move |x| (x, y)))
        .find_map(|(x, y)| match screen.click(x, y, &view) {
            TableAction::Send(intent) => Some(intent),
            _ => None,
        });
    assert!(
        hit.is_some_and(|i| enabled.iter().any(|t| Intent::for_target(&t.id) == i)),
        "clicking somewhere taps an enabled target"
    );
}
