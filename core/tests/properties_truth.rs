//! Property tests (proptest) of what the table says, over random series of all four games: every
//! variant and seat mix the set-up allows, people and bots, in all five languages, played by
//! random enabled taps to the final standings. For every view on the way:
//! - every glyph the board, the seats and the targets draw is explained in that view's legend
//!   (the symbols a person cannot read without it: ★, ◆, ▯, ♥...);
//! - no view holds both a hand-over target and a hidden card (the phone is about to change
//!   hands: nothing secret may show, in any shell, in any frame);
//! - no sentence of the status, the targets' reasons and warnings, or the summary says itself
//!   twice in one view;
//!
//! and at the end:
//! - the headline names exactly the engine's winners, and every figure of the summary equals
//!   the engine's (points, totals, rounds won; Gnav's lives left).
//!
//! Failures shrink and their seeds are kept in `proptest-regressions/` beside this file.

mod support;

use cardavia_core::engine::TableRng;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{BoardView, Intent, Screen, Table, TableView};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use std::collections::BTreeSet;
use support::random_setups::setup;

const CASES: u32 = 24;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: CASES,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        ..ProptestConfig::default()
    }
}

fn lang() -> impl Strategy<Value = Lang> {
    prop::sample::select(vec![Lang::En, Lang::Nl, Lang::Es, Lang::Pt, Lang::It])
}

/// Characters a person reads as words, numbers and ordinary punctuation; anything else a view
/// draws is a glyph and needs the legend.
fn is_glyph(c: char) -> bool {
    !(c.is_alphanumeric()
        || c.is_whitespace()
        || ".,:;!?¡¿'\"()[]{}-–—/…“”‘’„«»%+×·&#=<>_".contains(c))
}

/// The glyphs of what the view draws as symbols: the board's texts, the seats' scores, the
/// targets' labels (names, sentences and the log are words).
fn glyphs(view: &TableView) -> BTreeSet<char> {
    let mut texts: Vec<String> = Vec::new();
    fn strings(value: &serde_json::Value, out: &mut Vec<String>) {
        match value {
            serde_json::Value::String(s) => out.push(s.clone()),
            serde_json::Value::Array(a) => a.iter().for_each(|v| strings(v, out)),
            serde_json::Value::Object(o) => o.values().for_each(|v| strings(v, out)),
            _ => {}
        }
    }
    if let Some(board) = &view.board {
        strings(
            &serde_json::to_value(board).expect("a board serialises"),
            &mut texts,
        );
    }
    texts.extend(view.seats.iter().map(|s| s.score_label.clone()));
    texts.extend(view.targets.iter().map(|t| t.label.clone()));
    let names: Vec<&str> = view.seats.iter().map(|s| s.name.as_str()).collect();
    texts
        .iter()
        .filter(|t| !names.contains(&t.as_str()))
        .flat_map(|t| t.chars())
        .filter(|&c| is_glyph(c))
        .collect()
}

/// Whether the board shows a card only its holder may see.
fn shows_hidden_card(view: &TableView) -> bool {
    match &view.board {
        Some(BoardView::Ganjifa { board }) => {
            board.hand.iter().any(|s| !s.cards.is_empty()) || board.dukal.is_some()
        }
        Some(BoardView::Gnav { board }) => board.you.is_some(),
        _ => false,
    }
}

/// The sentences of the texts a view says about the moment (not the log, which tells a
/// story where a line may well repeat).
fn sentences(view: &TableView) -> Vec<String> {
    let mut texts = vec![view.status.clone()];
    texts.extend(view.targets.iter().filter_map(|t| t.why_not.clone()));
    texts.extend(view.targets.iter().filter_map(|t| t.warning.clone()));
    texts.extend(view.summary.iter().map(|s| s.headline.clone()));
    texts
        .iter()
        .flat_map(|t| {
            t.split_inclusive(['.', '!', '?'])
                .map(|s| s.trim().to_string())
                .filter(|s| s.len() > 12)
                .collect::<Vec<_>>()
        })
        .collect()
}

fn check_view(view: &TableView) -> Result<(), TestCaseError> {
    let legend: String = view.legend.iter().map(|e| e.symbol.as_str()).collect();
    for glyph in glyphs(view) {
        prop_assert!(
            legend.contains(glyph),
            "{}: {glyph:?} is drawn but not in the legend {:?}",
            view.game,
            view.legend.iter().map(|e| &e.symbol).collect::<Vec<_>>()
        );
    }
    let hand_over = view.targets.iter().any(|t| t.id == "hand-over");
    prop_assert!(
        !(hand_over && shows_hidden_card(view)),
        "{}: a hand-over target beside a hidden card",
        view.game
    );
    for sentence in sentences(view) {
        // One sentence may stand in several reasons (cards refused alike); within one text it
        // must not say itself twice.
        let within: Vec<&String> = [&view.status]
            .into_iter()
            .chain(view.targets.iter().filter_map(|t| t.warning.as_ref()))
            .filter(|t| t.matches(sentence.as_str()).count() > 1)
            .collect();
        prop_assert!(
            within.is_empty(),
            "{}: {sentence:?} twice in {within:?}",
            view.game
        );
    }
    Ok(())
}

/// The summary's figures and headline against the engine's outcome.
fn check_standings(view: &TableView, table: &Table) -> Result<(), TestCaseError> {
    let summary = view.summary.as_ref().expect("the final standings");
    let (winners, scores) = table.result().expect("the series is over");
    for line in &summary.lines {
        prop_assert_eq!(line.total, scores[usize::from(line.seat)]);
        prop_assert_eq!(line.winner, winners.contains(line.seat), "{}", line.name);
        prop_assert_eq!(line.cells.len(), summary.columns.len());
    }
    let rounds = table.finished_rounds();
    for line in &summary.lines {
        let won = rounds
            .iter()
            .filter(|(_, r)| r.winners.contains(line.seat))
            .count() as u32;
        prop_assert_eq!(line.rounds_won, won, "{}", line.name);
    }
    // The headline names every winner and no one else before its standings.
    let (named, _) = summary
        .headline
        .split_once(" — ")
        .unwrap_or((summary.headline.as_str(), ""));
    for line in &summary.lines {
        prop_assert_eq!(
            named.contains(line.name.as_str()),
            line.winner,
            "{}: {:?}",
            line.name,
            summary.headline
        );
    }
    Ok(())
}

fn play(game: GameId, seed: u64, people: usize, lang: Lang) -> Result<(), TestCaseError> {
    let setup = setup(game, seed, people);
    // Variants that do not combine on a board (V7 with no 7 to throw) are refused at set-up,
    // as a shell would show them: nothing to play.
    let Ok(mut table) = Table::new(setup, lang, 0) else {
        return Ok(());
    };
    let mut rng = TableRng::seeded(seed);
    for _ in 0..20_000 {
        table.play_bots(0).expect("bots play");
        let view = table.view();
        check_view(&view)?;
        if view.screen == Screen::SeriesOver {
            return check_standings(&view, &table);
        }
        let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
        prop_assert!(
            !enabled.is_empty(),
            "{game}: nothing to tap: {}",
            view.status
        );
        let pick = enabled[rng.below(enabled.len() as u64) as usize];
        table
            .dispatch(&Intent::tap(&pick.id), view.version, 0)
            .expect("an enabled target applies");
    }
    Err(TestCaseError::fail(format!(
        "{game}: the series did not end"
    )))
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn dica_says_what_happened(seed in any::<u64>(), people in 0usize..3, lang in lang()) {
        play(GameId::Dica, seed, people, lang)?;
    }

    #[test]
    fn dicen_says_what_happened(seed in any::<u64>(), people in 0usize..5, lang in lang()) {
        play(GameId::Dicen, seed, people, lang)?;
    }

    #[test]
    fn ganjifa_says_what_happened(seed in any::<u64>(), people in 0usize..4, lang in lang()) {
        play(GameId::Ganjifa, seed, people, lang)?;
    }

    #[test]
    fn gnav_says_what_happened(seed in any::<u64>(), people in 0usize..5, lang in lang()) {
        play(GameId::Gnav, seed, people, lang)?;
    }
}
