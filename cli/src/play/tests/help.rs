//! The help: what `?` shows at a table and elsewhere, how it scrolls and closes, and the way
//! from it to the game's rules and back.

use super::*;

/// `?` at a table: its keys, the board's keys, the way to the rules, and the legend.
#[test]
fn the_help_for_a_table() {
    let view = dicen_after_a_throw(Lang::En);
    let app = App::in_memory(&["en".to_string()]).expect("an app");
    let mut ui = Ui::new(app, COLOUR, Some(Duration::ZERO));
    ui.view = Some(view.clone());
    ui.screen = Screen::Table;
    ui.key(key(KeyCode::Char('?')));
    assert!(ui.help);
    for (w, h) in SIZES {
        let drawn = render_at(w, h, |f| ui.draw(f));
        assert!(drawn.contains("Help"), "{drawn}");
        assert!(drawn.contains("DICEN"), "{drawn}");
        snapshot(&format!("table_help_dicen_{w}x{h}"), drawn);
    }
    // r in the help opens this game's rules.
    ui.key(key(KeyCode::Char('r')));
    assert!(matches!(&ui.screen, Screen::Rules(r) if r.game == GameId::Dicen));
}

/// Rules opened from a table's help go back to the table, which stayed open.
#[test]
fn rules_from_a_table_return_to_it() {
    let app = App::in_memory(&["en".to_string()]).expect("an app");
    let mut ui = Ui::new(app, COLOUR, Some(Duration::ZERO));
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

/// The help scrolls with ↓ and stays open; another key closes it.
#[test]
fn the_help_scrolls_and_closes() {
    let app = App::in_memory(&["en".to_string()]).expect("an app");
    let mut ui = Ui::new(app, COLOUR, Some(Duration::ZERO));
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

/// A table's help tells only the keys that work there: it tells the dice key only at a game with
/// dice (DiCa's one die, DICEN's dice), in every language: Ganjifa's and Gnav's say nothing of
/// throwing.
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
