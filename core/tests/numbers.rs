//! Every number a person reads is written the language's way: `24.0` in English, `24,0` in
//! Dutch, Spanish, Portuguese and Italian. Whole series of every game are played through the
//! table in every language and every text of every view is read; so are the stats' texts.

use cardavia_core::app::StatsText;
use cardavia_core::engine::TableRng;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::store::{Better, Player, PlayerId, PlayerStats, TallyStats};
use cardavia_core::table::{Intent, Screen, Table, TableSetup, TableView};

/// Every string in the view, however deep.
fn strings(view: &TableView) -> Vec<String> {
    fn walk(value: &serde_json::Value, out: &mut Vec<String>) {
        match value {
            serde_json::Value::String(s) => out.push(s.clone()),
            serde_json::Value::Array(items) => items.iter().for_each(|v| walk(v, out)),
            serde_json::Value::Object(fields) => fields.values().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(
        &serde_json::to_value(view).expect("a view serialises"),
        &mut out,
    );
    out
}

/// The numbers in `text` written with a decimal mark: digits, the mark, one or two digits
/// (three would be a group of thousands). A rule number (`D9.4`, `K4.3`) is a name, not a
/// number, and is skipped.
fn decimals(text: &str, mark: char) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        if c != mark || i == 0 || !chars[i - 1].is_ascii_digit() {
            continue;
        }
        let mut start = i;
        while start > 0 && chars[start - 1].is_ascii_digit() {
            start -= 1;
        }
        if start > 0 && chars[start - 1].is_ascii_uppercase() {
            continue;
        }
        let digits = chars[i + 1..]
            .iter()
            .take_while(|d| d.is_ascii_digit())
            .count();
        if (1..=2).contains(&digits) {
            found.push(chars[start..=i + digits].iter().collect());
        }
    }
    found
}

/// The decimal mark `lang` must not use.
fn wrong_mark(lang: Lang) -> char {
    if lang == Lang::En {
        ','
    } else {
        '.'
    }
}

fn right_mark(lang: Lang) -> char {
    if lang == Lang::En {
        '.'
    } else {
        ','
    }
}

/// Plays a whole series with random taps, checking every view; returns the decimals seen
/// written the right way.
fn play_and_read(setup: TableSetup, lang: Lang, seed: u64) -> Vec<String> {
    let mut table = Table::new(setup, lang, 0).expect("the set-up is valid");
    table.preparation()();
    let mut rng = TableRng::seeded(seed);
    let mut right = Vec::new();
    for _ in 0..5_000 {
        table.play_bots(0).expect("bots play");
        let view = table.view();
        for text in strings(&view) {
            let wrong = decimals(&text, wrong_mark(lang));
            assert!(wrong.is_empty(), "{lang}: {wrong:?} in {text:?}");
            right.extend(decimals(&text, right_mark(lang)));
        }
        if view.screen == Screen::SeriesOver {
            return right;
        }
        let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
        let pick = enabled[rng.below(enabled.len() as u64) as usize];
        table
            .dispatch(&Intent::tap(&pick.id), view.version, 0)
            .expect("an enabled target is accepted");
    }
    panic!("the series did not end");
}

fn setup(game: GameId, options: serde_json::Value, seed: u64) -> TableSetup {
    TableSetup {
        options,
        ..TableSetup::default_for(game, "Ann", seed)
    }
}

#[test]
fn every_view_of_every_game_writes_numbers_the_languages_way() {
    for lang in Lang::ALL {
        let dicen = play_and_read(
            setup(
                GameId::Dicen,
                serde_json::json!({ "rounds": 2, "tiles": 9, "hints": true }),
                4,
            ),
            lang,
            1,
        );
        // The hint's chance has one decimal (e.g. "37,5% chance"), so some were seen.
        assert!(!dicen.is_empty(), "{lang}: DICEN's hint showed no decimal");
        for game in [GameId::Dica, GameId::Ganjifa, GameId::Gnav] {
            let options = match game {
                GameId::Gnav => serde_json::json!({ "games": 1, "lives": 1 }),
                GameId::Ganjifa => serde_json::json!({ "deals": 1 }),
                _ => serde_json::json!({ "rounds": 5 }),
            };
            play_and_read(setup(game, options, 7), lang, 2);
        }
    }
}

#[test]
fn stats_texts_write_numbers_the_languages_way() {
    let stats = PlayerStats {
        player: Player {
            id: PlayerId(1),
            name: "Ann".into(),
            created_ms: 0,
        },
        game: GameId::Dicen,
        better: Better::Lower,
        series_played: 3,
        series_in_teams: 0,
        series_won: 2,
        win_rate: Some(2.0 / 3.0),
        rounds_played: 1234,
        rounds_won: 5,
        round_win_rate: Some(0.004),
        average_score: Some(24.0),
        best_score: Some(7),
        average_round_points: Some(12.25),
        best_round_points: Some(0),
        current_streak: 1,
        longest_streak: 2,
        tallies: vec![TallyStats {
            name: "time-attack-ms".into(),
            total: 0,
            rounds: 1,
            best: Some(12_345),
        }],
    };
    let shown = |lang| StatsText::of(&stats, lang);
    let en = shown(Lang::En);
    assert_eq!(en.average_score, "24.0");
    assert_eq!(en.average_round_points, "12.3");
    assert_eq!(en.win_rate, "67%");
    assert_eq!(en.rounds_played, "1,234");
    assert_eq!(en.tallies[0].value, "12,345");
    for lang in [Lang::Nl, Lang::Es, Lang::Pt, Lang::It] {
        let t = shown(lang);
        assert_eq!(t.average_score, "24,0", "{lang}");
        assert_eq!(t.average_round_points, "12,3", "{lang}");
        assert!(t.win_rate.starts_with("67"), "{lang}: {}", t.win_rate);
        assert_eq!(t.tallies[0].value, "12.345", "{lang}");
    }
    assert_eq!(shown(Lang::Es).win_rate, "67\u{a0}%");
    let none = StatsText::of(
        &PlayerStats {
            average_score: None,
            win_rate: None,
            ..stats.clone()
        },
        Lang::Nl,
    );
    assert_eq!(
        (none.average_score.as_str(), none.win_rate.as_str()),
        ("–", "–")
    );
}

#[test]
fn the_decimal_finder_tells_numbers_from_rule_names() {
    assert_eq!(decimals("a 24.0% chance", '.'), vec!["24.0"]);
    assert_eq!(decimals("see D9.4 and 1.234", '.'), Vec::<String>::new());
    assert_eq!(decimals("37,5 %", ','), vec!["37,5"]);
}
