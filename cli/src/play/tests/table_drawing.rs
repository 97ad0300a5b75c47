//! The table as drawn: every game in every language, hand-overs, settlements, summaries, the
//! log, warned moves, the turn clock, the move list's pages and the not-saved notice.

use super::*;

#[test]
fn dicen_table_after_a_throw() {
    snapshot(
        "table_dicen",
        draw_table(&dicen_after_a_throw(Lang::En), COLOUR),
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
    snapshot("table_dicen_nl_mono", mono);
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
            snapshot(&format!("table_{}_{}", game.as_str(), lang.code()), drawn);
        }
    }
}

#[test]
fn gnav_hand_over_then_the_holders_card() {
    let mut table = gnav_two_people();
    table.play_bots(0).expect("bots");
    let view = table.view();
    assert!(matches!(view.screen, ViewScreen::HandOver { .. }));
    snapshot("table_gnav_hand_over", draw_table(&view, COLOUR));
    let view = table
        .dispatch(&Intent::tap("hand-over"), view.version, 0)
        .expect("confirms");
    snapshot("table_gnav", draw_table(&view, COLOUR));
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
        undo: true,
    };
    let mut table = Table::new(setup, Lang::En, 0).expect("valid");
    table.play_bots(0).expect("bots play the round");
    let view = table.view();
    assert_eq!(view.screen, ViewScreen::SeriesOver);
    snapshot("table_series_over", draw_table(&view, COLOUR));
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

/// A bot's turn names the bot; the turn clock sits in the head, and the footer keeps the keys.
#[test]
fn a_bots_turn_is_named_and_the_clock_leaves_the_keys_in_sight() {
    let setup = TableSetup {
        game: GameId::Dicen,
        options: serde_json::json!({ "rounds": 1 }),
        seats: vec![SeatSetup::bot("Bo", Level::Easy), SeatSetup::person("Ann")],
        seed: 1,
        undo: true,
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

/// Ann (a person) against a bot at DiCa, tapping the first move she may, until the first
/// round is over: the round's summary, as the table shows it before "next round".
fn dica_round_over() -> TableView {
    let setup = TableSetup {
        game: GameId::Dica,
        options: serde_json::json!({ "rounds": 5 }),
        seats: vec![SeatSetup::person("Ann"), SeatSetup::bot("Bo", Level::Easy)],
        seed: 11,
        undo: true,
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
        snapshot(&format!("table_dica_round_over_{w}x{h}"), drawn);
    }
}
