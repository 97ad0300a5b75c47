//! Every text a DICEN or DiCa view shows says something: over seeded random series (every
//! variant alone and in every pair the set-up allows, a sample of larger sets, every seat mix:
//! people and bots, teams of several people), no status, target, refusal, warning, hint, log,
//! settlement, headline, card or duel text holds a placeholder standing for nothing ("–"
//! between anything but two numbers), an unresolved Fluent reference (`{$name}`, `{???}`), a
//! message id instead of its text, or the same sentence twice. Driven through
//! `Table::dispatch` only.

use cardavia_core::ai::Level;
use cardavia_core::engine::{Game, TableRng};
use cardavia_core::games::dicen::{Dicen, DicenOptions, Variant, Variants};
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{BoardView, Intent, Screen, SeatSetup, Table, TableSetup, TableView};

/// What is wrong with `text`, if anything.
fn fault(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c == '–' {
            let before = i.checked_sub(1).map(|j| chars[j]);
            let after = chars.get(i + 1).copied();
            let digit = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit());
            if !(digit(before) && digit(after)) {
                return Some("a dash standing for nothing".into());
            }
        }
    }
    if text.contains('{') || text.contains('}') || text.contains("???") {
        return Some("an unresolved Fluent reference".into());
    }
    if ["dicen-", "dica-", "table-", "app-"]
        .iter()
        .any(|id| text.contains(id))
    {
        return Some("a message id".into());
    }
    let sentences: Vec<&str> = text
        .split_inclusive(['.', '!', '?'])
        .map(str::trim)
        .filter(|s| s.len() > 3)
        .collect();
    for (i, s) in sentences.iter().enumerate() {
        if sentences[i + 1..].contains(s) {
            return Some(format!("the sentence {s:?} twice"));
        }
    }
    if text.trim().is_empty() {
        return Some("nothing".into());
    }
    None
}

/// Every text of `view`, named by where it shows.
fn texts(view: &TableView) -> Vec<(String, String)> {
    let mut out = vec![
        ("title".to_string(), view.title.clone()),
        ("status".to_string(), view.status.clone()),
        ("series".to_string(), view.series.label.clone()),
    ];
    for t in &view.targets {
        out.push((format!("{} label", t.id), t.label.clone()));
        out.push((format!("{} a11y", t.id), t.accessibility.clone()));
        out.extend(
            t.why_not
                .iter()
                .map(|w| (format!("{} why_not", t.id), w.clone())),
        );
        out.extend(
            t.warning
                .iter()
                .map(|w| (format!("{} warning", t.id), w.clone())),
        );
    }
    out.extend(view.log.iter().map(|l| ("log".to_string(), l.clone())));
    out.extend(
        view.settlement
            .iter()
            .map(|l| ("settlement".to_string(), l.clone())),
    );
    out.extend(
        view.legend
            .iter()
            .map(|l| ("legend".to_string(), l.meaning.clone())),
    );
    for s in &view.seats {
        out.push(("seat score".to_string(), s.score_label.clone()));
    }
    if let Some(summary) = &view.summary {
        out.push(("headline".to_string(), summary.headline.clone()));
        out.push(("summary title".to_string(), summary.title.clone()));
        out.extend(
            summary
                .lines
                .iter()
                .map(|l| ("summary line".to_string(), l.text.clone())),
        );
    }
    match &view.board {
        Some(BoardView::Dicen { board }) => {
            out.extend(board.hint.iter().map(|h| ("hint".to_string(), h.clone())));
            out.extend(
                board
                    .variants
                    .iter()
                    .map(|v| ("variant".to_string(), v.clone())),
            );
        }
        Some(BoardView::Dica { board }) => {
            for team in &board.teams {
                out.push(("team".to_string(), team.name.clone()));
                out.extend(
                    team.cards
                        .iter()
                        .map(|c| ("card".to_string(), c.text.clone())),
                );
            }
            out.extend(
                board
                    .duel
                    .iter()
                    .map(|d| ("duel".to_string(), d.text.clone())),
            );
        }
        _ => {}
    }
    out
}

/// Plays a whole series through dispatch, checking every view.
fn check_series(setup: TableSetup, lang: Lang, seed: u64, hints: bool) {
    let what = format!("{:?} {} {:?}", setup.game, setup.options, lang);
    let mut table = Table::new(setup, lang, 0).expect("the set-up is valid");
    if hints {
        (table.preparation())();
    }
    let mut rng = TableRng::seeded(seed);
    let mut now = 0;
    for _ in 0..20_000 {
        table.play_bots(now).expect("bots play");
        let view = table.view();
        for (place, text) in texts(&view) {
            if let Some(fault) = fault(&text) {
                panic!(
                    "{what}: {place}: {fault}: {text:?}\nstatus: {}",
                    view.status
                );
            }
        }
        if view.screen == Screen::SeriesOver {
            return;
        }
        let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
        now += 1_000;
        if enabled.is_empty() {
            continue;
        }
        let pick = enabled[rng.below(enabled.len() as u64) as usize];
        table
            .dispatch(&Intent::tap(&pick.id), view.version, now)
            .expect("an enabled target applies");
    }
    panic!("{what}: the series did not end");
}

/// The variant sets to play: each alone, every pair, and a seeded sample of larger sets, each
/// only where `Dicen::new` allows it for some seat count.
fn variant_sets() -> Vec<Vec<Variant>> {
    let mut sets: Vec<Vec<Variant>> = vec![Vec::new()];
    for (i, &a) in Variant::ALL.iter().enumerate() {
        sets.push(vec![a]);
        for &b in &Variant::ALL[i + 1..] {
            sets.push(vec![a, b]);
        }
    }
    let mut rng = TableRng::seeded(40);
    for _ in 0..24 {
        let set: Vec<Variant> = Variant::ALL
            .iter()
            .copied()
            .filter(|_| rng.below(3) == 0)
            .collect();
        sets.push(set);
    }
    sets.retain(|set| seats_for(set).is_some());
    sets
}

/// A seat count the set-up allows for these variants.
fn seats_for(set: &[Variant]) -> Option<usize> {
    let variants: Variants = set.iter().copied().collect();
    [1usize, 2, 3, 4].into_iter().find(|&n| {
        let options = DicenOptions {
            tiles: 9,
            rounds: 1,
            variants,
            hints: false,
        };
        Dicen::new(&options, n).is_ok() && (n > 1 || variants.solo() || set.is_empty())
    })
}

#[test]
fn dicen_views_never_say_nothing_or_twice() {
    let sets = variant_sets();
    assert!(sets.len() > 40, "{} sets", sets.len());
    for (i, set) in sets.iter().enumerate() {
        let seed = i as u64;
        let seats = seats_for(set).expect("allowed");
        let tiles = [9u8, 10, 12][i % 3];
        let names: Vec<&str> = set.iter().map(|v| v.as_str()).collect();
        let two_boards = set.contains(&Variant::LordOfTheBoard) || set.contains(&Variant::TwoVsTwo);
        let hints = !two_boards && i % 2 == 0;
        let options = serde_json::json!({
            "rounds": 1, "tiles": if two_boards { 9 } else { tiles }, "variants": names, "hints": hints,
        });
        let people = ["Ann", "Bob", "Cas", "Dee"];
        let seats = (0..seats)
            .map(|s| {
                if s == 0 || (s + i) % 3 != 0 {
                    SeatSetup::person(people[s])
                } else {
                    SeatSetup::bot(&format!("Bot {s}"), Level::Easy)
                }
            })
            .collect();
        let setup = TableSetup {
            game: GameId::Dicen,
            options,
            seats,
            seed,
            undo: true,
        };
        check_series(setup, Lang::ALL[i % Lang::ALL.len()], seed, hints);
    }
}

#[test]
fn dica_views_never_say_nothing_or_twice() {
    let mixes = [
        (
            vec![
                SeatSetup::person("Ann, Ben"),
                SeatSetup::person("Cas & Dee & Eve"),
            ],
            "mirrored",
            "count",
        ),
        (
            vec![
                SeatSetup::person("Ann"),
                SeatSetup::bot("Bot 1", Level::Easy),
            ],
            "random",
            "prevent",
        ),
        (
            vec![
                SeatSetup::bot("Bot 1", Level::Normal),
                SeatSetup::person("Ann, Ben"),
            ],
            "mirrored",
            "prevent",
        ),
        (
            vec![SeatSetup::person("Ann, Ben, Cas"), SeatSetup::person("Dee")],
            "random",
            "count",
        ),
        (
            vec![
                SeatSetup::bot("Bot 1", Level::Easy),
                SeatSetup::bot("Bot 2", Level::Easy),
            ],
            "mirrored",
            "count",
        ),
    ];
    for (i, (seats, deal, mistakes)) in mixes.into_iter().enumerate() {
        for (j, lang) in Lang::ALL.into_iter().enumerate() {
            let seed = (i * 5 + j) as u64;
            let setup = TableSetup {
                game: GameId::Dica,
                options: serde_json::json!({ "rounds": 5, "deal": deal, "mistakes": mistakes }),
                seats: seats.clone(),
                seed,
                undo: true,
            };
            check_series(setup, lang, seed, false);
        }
    }
}
