//! What a Ganjifa table says is what happened: every mark the board gives the shells is in the
//! legend, every count says what it counts (cards in hand, captured this deal, captured in the
//! series), the last play after a Dukal is the Dukal (not the trick before it), and the
//! discards against a Dukal are chosen and taken back before they are made (G6.3).

use cardavia_core::engine::TableRng;
use cardavia_core::games::ganjifa::Ganjifa;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{
    Intent, Screen, SeatSetup, Session, Table, TableSetup, TableView, TargetView, UNDO,
};

fn three_people(deals: u8, seed: u64, lang: Lang) -> Table {
    let setup = TableSetup {
        game: GameId::Ganjifa,
        options: serde_json::json!({ "deals": deals, "period": "day" }),
        seats: vec![
            SeatSetup::person("Ann"),
            SeatSetup::person("Bea"),
            SeatSetup::person("Cy"),
        ],
        seed,
        undo: true,
    };
    Table::new(setup, lang, 0).expect("a valid set-up")
}

fn session(table: &Table) -> &Session<Ganjifa> {
    match table {
        Table::Ganjifa(session) => session,
        _ => panic!("a Ganjifa table"),
    }
}

fn board(view: &TableView) -> Option<serde_json::Value> {
    let board = view.board.as_ref()?;
    let json = serde_json::to_value(board).expect("a board serialises");
    Some(json["board"].clone())
}

/// A random enabled target, a Dukal lead whenever one is offered (so Dukals come often); never
/// a take-back, which would unplay what these tests follow.
fn pick<'v>(view: &'v TableView, rng: &mut TableRng) -> Option<&'v TargetView> {
    let enabled: Vec<&TargetView> = view
        .targets
        .iter()
        .filter(|t| t.enabled && t.id != UNDO)
        .collect();
    if let Some(dukal) = enabled.iter().find(|t| t.id.starts_with("dukal:")) {
        return Some(dukal);
    }
    (!enabled.is_empty()).then(|| enabled[rng.below(enabled.len() as u64) as usize])
}

/// Plays `table` by random taps until `stop` holds for a view (that view), or the series ends.
fn play_until(
    table: &mut Table,
    rng: &mut TableRng,
    mut stop: impl FnMut(&Table, &TableView) -> bool,
) -> Option<TableView> {
    for _ in 0..40_000 {
        let view = table.view();
        if stop(table, &view) {
            return Some(view);
        }
        if view.screen == Screen::SeriesOver {
            return None;
        }
        let target = pick(&view, rng).expect("something to tap");
        table
            .dispatch(&Intent::tap(&target.id), view.version, 0)
            .expect("an enabled target applies");
    }
    panic!("the series did not end");
}

/// G1, G3, G4, G5, G6, G8: every mark the board gives the shells (the viewer, the dealer, the
/// cards in hand and captured, the trick, the last play and who took it, what was played, the
/// discards, the trump) is a symbol of the view's legend with a meaning of its own, in every
/// language; a shell draws these marks, never marks of its own.
#[test]
fn every_mark_the_board_gives_is_explained_by_the_legend() {
    for (i, lang) in Lang::ALL.into_iter().enumerate() {
        let mut table = three_people(1, i as u64, lang);
        let mut rng = TableRng::seeded(i as u64);
        let mut boards = 0;
        play_until(&mut table, &mut rng, |_, view| {
            let Some(board) = board(view) else {
                return false;
            };
            boards += 1;
            let marks = board["marks"]
                .as_object()
                .unwrap_or_else(|| panic!("{lang}: the board gives no marks: {board}"));
            assert!(marks.len() >= 9, "{lang}: {marks:?}");
            let mut meanings = Vec::new();
            for (what, mark) in marks {
                let mark = mark.as_str().expect("a mark is a string");
                let entry = view
                    .legend
                    .iter()
                    .find(|e| e.symbol == mark)
                    .unwrap_or_else(|| panic!("{lang}: the {what} mark {mark:?} is not explained"));
                assert!(!entry.meaning.is_empty(), "{lang}: {mark}");
                meanings.push(entry.meaning.clone());
            }
            let mut distinct = meanings.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), meanings.len(), "{lang}: {meanings:?}");
            false
        });
        assert!(boards > 100, "{lang}: {boards} boards");
    }
}

/// G5.4, G6.3, G7: the numbers beside a name say what they count, at every moment of a series
/// (the period chosen, the deal played, the deal's end, the next deal): the seat's score is the
/// cards captured in the series so far (the engine's score) and says so; the board's counts
/// are the cards in hand and the cards captured in this deal, each with a mark whose meaning
/// says which.
#[test]
fn every_count_beside_a_name_says_what_it_counts() {
    let mut table = three_people(2, 3, Lang::En);
    let mut rng = TableRng::seeded(3);
    let mut moments = 0;
    play_until(&mut table, &mut rng, |table, view| {
        let game = session(table).game();
        for seat in &view.seats {
            let score = cardavia_core::engine::Game::score(game, seat.seat);
            let cards = if score == 1 { "card" } else { "cards" };
            assert!(
                seat.score_label
                    .starts_with(&format!("{score} {cards} captured in the series")),
                "{}: {:?} (the engine's score is {score})",
                seat.name,
                seat.score_label
            );
        }
        if let Some(board) = board(view) {
            let meaning = |mark: &str| {
                let symbol = board["marks"][mark].as_str().unwrap_or("?").to_string();
                view.legend
                    .iter()
                    .find(|e| e.symbol == symbol)
                    .map(|e| e.meaning.clone())
                    .unwrap_or_default()
            };
            assert!(
                meaning("in_hand").contains("in hand"),
                "{}",
                meaning("in_hand")
            );
            assert!(
                meaning("captured").contains("captured in this deal"),
                "{}",
                meaning("captured")
            );
            let deal = game.deal();
            for p in board["players"].as_array().expect("players") {
                let seat = p["seat"].as_u64().expect("a seat") as u8;
                assert_eq!(p["cards"], deal.hand(seat).len(), "seat {seat}'s hand");
                let captured = deal.captured[usize::from(seat)];
                assert_eq!(p["captured"], captured, "seat {seat}'s captures");
            }
        }
        moments += 1;
        false
    });
    assert!(moments > 200, "{moments} moments");
}

/// G6.3, G8: once a Dukal is led, the last play is that Dukal with its discards so far, and it
/// stays the last play after the leader takes the cards, until a trick is complete: the board
/// never shows the trick before the Dukal as the last one.
#[test]
fn after_a_dukal_the_last_play_is_the_dukal() {
    use cardavia_core::games::ganjifa::Step;
    let (mut dukals_taken, mut tricks_after) = (0, 0);
    for seed in 0..30u64 {
        let mut table = three_people(1, seed, Lang::En);
        let mut rng = TableRng::seeded(seed);
        // While discards are due; then, once the Dukal is taken, the tricks won by then.
        let mut under_way = false;
        let mut taken_at: Option<u8> = None;
        play_until(&mut table, &mut rng, |table, view| {
            let game = session(table).game();
            let discarding = matches!(game.deal().step, Step::Discard { .. })
                && game.phase() == cardavia_core::games::ganjifa::Phase::Playing;
            let tricks: u8 = game.deal().tricks_won.iter().sum();
            if discarding {
                under_way = true;
                taken_at = None;
            } else if under_way {
                under_way = false;
                taken_at = Some(tricks);
                dukals_taken += 1;
            }
            let Some(board) = board(view) else {
                return false;
            };
            if discarding {
                assert!(
                    board["last_trick"].is_null(),
                    "a Dukal is under way: {board}"
                );
                assert!(!board["dukal"]["discarding"].is_null(), "{board}");
            }
            match taken_at {
                Some(at) if tricks == at => {
                    assert!(board["last_trick"].is_null(), "the Dukal was last: {board}");
                    let dukal = &board["dukal"];
                    assert!(dukal["discarding"].is_null(), "taken: {board}");
                    let size = dukal["cards"].as_array().expect("cards").len();
                    for d in dukal["discards"].as_array().expect("discards") {
                        assert_eq!(d["cards"].as_array().expect("cards").len(), size);
                    }
                }
                Some(_) => {
                    let last = game.last_trick().expect("a trick after the Dukal");
                    assert_eq!(board["last_trick"]["winner"], last.winner, "{board}");
                    assert!(board["dukal"].is_null(), "a trick came after: {board}");
                    tricks_after += 1;
                    taken_at = None;
                }
                None => {}
            }
            false
        });
    }
    assert!(dukals_taken > 5, "{dukals_taken} Dukals taken");
    assert!(tricks_after > 3, "{tricks_after} tricks after a Dukal");
}

/// The first view in which the person holding the phone must discard against a Dukal.
fn discarding(seed: u64) -> Option<(Table, TableView)> {
    let mut table = three_people(1, seed, Lang::En);
    let mut rng = TableRng::seeded(seed);
    let view = play_until(&mut table, &mut rng, |table, view| {
        let game = session(table).game();
        view.screen == Screen::Playing
            && matches!(
                game.deal().step,
                cardavia_core::games::ganjifa::Step::Discard { left, .. }
                    if left == game.last_dukal().map_or(0, |d| d.dukal.size())
            )
            && view.seats.iter().any(|s| s.holds_device && s.is_turn)
    })?;
    Some((table, view))
}

fn tap(table: &mut Table, id: &str) -> TableView {
    let version = table.view().version;
    table
        .dispatch(&Intent::tap(id), version, 0)
        .unwrap_or_else(|e| panic!("{id}: {e}"))
}

fn target<'v>(view: &'v TableView, id: &str) -> &'v TargetView {
    view.targets
        .iter()
        .find(|t| t.id == id)
        .unwrap_or_else(|| panic!("no target {id}: {:?}", view.targets))
}

/// G6.3: the discards against a Dukal are chosen card by card, each taken back by a second
/// tap, and made together once as many are chosen as the Dukal has cards: nothing is
/// discarded (face up, for everyone to see) before the person confirms.
#[test]
fn dukal_discards_are_chosen_then_made_together() {
    let (mut table, view) = (0..60)
        .find_map(discarding)
        .expect("some seed has a person discard against a Dukal");
    let game = session(&table).game().clone();
    let seat = game.deal().to_move().expect("a seat discards");
    let left = usize::from(game.last_dukal().expect("a Dukal").dukal.size());
    let hand: Vec<String> = game
        .deal()
        .hand(seat)
        .iter()
        .map(|c| format!("card:{c}"))
        .collect();
    assert!(hand.len() > left, "more cards than discards");
    let confirm = target(&view, "discard");
    assert!(!confirm.enabled, "nothing chosen yet");
    assert!(confirm.why_not.as_ref().is_some_and(|w| w.contains("G6.3")));

    // A tap chooses, a second tap takes it back: nothing is discarded.
    let view = tap(&mut table, &hand[0]);
    assert!(target(&view, &hand[0]).selected, "chosen");
    assert_eq!(
        session(&table).game().deal().hand(seat),
        game.deal().hand(seat)
    );
    let view = tap(&mut table, &hand[0]);
    assert!(!target(&view, &hand[0]).selected, "taken back");
    assert_eq!(
        session(&table).game().deal().hand(seat),
        game.deal().hand(seat)
    );

    // Choose as many as the Dukal has cards: the rest may not be chosen, the confirm may.
    let mut view = view;
    for id in &hand[1..=left] {
        assert!(!target(&view, "discard").enabled, "not complete yet");
        view = tap(&mut table, id);
    }
    assert_eq!(
        session(&table).game().deal().hand(seat),
        game.deal().hand(seat)
    );
    let extra = target(&view, &hand[0]);
    assert!(!extra.enabled && extra.why_not.is_some(), "{extra:?}");
    let confirm = target(&view, "discard");
    assert!(confirm.enabled, "{confirm:?}");
    tap(&mut table, "discard");
    let after = session(&table).game().deal().hand(seat);
    for id in &hand[1..=left] {
        let code = id.trim_start_matches("card:");
        assert!(
            !after.iter().any(|c| c.to_string() == code),
            "{code} is discarded"
        );
    }
    assert_eq!(after.len() as usize, hand.len() - left);
    let record = session(&table).game().last_dukal().expect("the Dukal");
    assert_eq!(record.discards[usize::from(seat)].len() as usize, left);
}

/// G7: a count of none reads as none in every language: Portuguese counts 0 as singular
/// (CLDR `one` is 0 and 1), so "1 vaza" once stood for no trick at all.
#[test]
fn no_trick_and_no_dukal_read_as_none_in_every_language() {
    use cardavia_core::l10n::{text, Msg};
    for lang in Lang::ALL {
        let none = Msg::new("ganjifa-settle-captures")
            .text("name", "Ann")
            .int("cards", 0)
            .int("tricks", 0)
            .int("dukals", 0);
        let said = text(lang, &none);
        assert!(!said.contains(" 1 "), "{lang}: {said}");
        let score = Msg::new("ganjifa-seat-score")
            .int("cards", 0)
            .int("deals", 0);
        let said = text(lang, &score);
        assert!(said.starts_with('0'), "{lang}: {said}");
    }
}
