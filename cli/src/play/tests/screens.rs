//! The screens around the table: home, the set-up (seats, options, each variant described),
//! stats, settings, the rules reader, and the screen that says the terminal is too small.

use super::*;

#[test]
fn home_lists_the_games() {
    let app = app("en");
    let home = home::Home::new(&app);
    snapshot(
        "home",
        render(|f| home::draw(f, f.area(), &home, Lang::En, COLOUR, "")),
    );
}

#[test]
fn setup_offers_seats_and_options() {
    let app = app("en");
    let setup = setup::Setup::with(&app, GameId::Dicen, Some("Ann".into()), 1);
    snapshot(
        "setup_dicen",
        render(|f| setup::draw(f, f.area(), &setup, Lang::En, COLOUR, "")),
    );
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
                    undo: true,
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
    snapshot(
        "stats",
        render(|f| stats::draw(f, f.area(), &stats, Lang::En, COLOUR)),
    );
    let settings = settings::SettingsScreen::new(&app);
    snapshot(
        "settings",
        render(|f| settings::draw(f, f.area(), &settings, Lang::En, COLOUR, "")),
    );
    let mut rules = rules::Rules::new(&app, GameId::Dicen);
    rules.at = rules
        .sections
        .iter()
        .position(|s| s.number == "N4")
        .expect("N4");
    snapshot(
        "rules_dicen_n4",
        render(|f| rules::draw(f, f.area(), &rules, Lang::En, COLOUR)),
    );
}

/// Below 80×24 every screen says what it needs instead of breaking its layout.
#[test]
fn the_too_small_screen() {
    let app = App::in_memory(&["en".to_string()]).expect("an app");
    let mut ui = Ui::new(app, COLOUR, Some(Duration::ZERO));
    for (w, h) in [(60, 18), (79, 24)] {
        let drawn = render_at(w, h, |f| ui.draw(f));
        assert!(drawn.contains("too small"), "{drawn}");
        snapshot(&format!("too_small_{w}x{h}"), drawn);
    }
    let home = render_at(80, 24, |f| ui.draw(f));
    assert!(!home.contains("too small"), "{home}");
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

/// A variant is chosen knowing what it does: each DICEN variant is described where it is chosen:
/// with the cursor on a variant's row, the set-up shows the core's sentence for it (with its rule
/// number), at 80×24.
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
