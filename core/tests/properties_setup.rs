//! Property tests (proptest) of what a person types or picks before playing: set-up screens
//! with random seats, names and choices; options JSON with random keys and values; settings
//! with random values; language tags. Each is accepted or refused with a typed error, never a
//! panic, and a refusal stores nothing. Failures shrink and their seeds are kept in
//! `proptest-regressions/` beside this file. Case counts: see each `config(..)`.

use cardavia_core::ai::Level;
use cardavia_core::app::App;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::store::{Assist, BotPace, Look, Mistakes, Settings};
use cardavia_core::table::{SeatSetup, Table, TableSetup};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use serde_json::{json, Value};

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        ..ProptestConfig::default()
    }
}

fn game() -> impl Strategy<Value = GameId> {
    prop::sample::select(GameId::ALL.to_vec())
}

fn level() -> impl Strategy<Value = Level> {
    prop::sample::select(vec![Level::Easy, Level::Normal, Level::Hard])
}

/// Names as people type them: usual ones (often repeated), blank, padded, long, any text.
fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => prop::sample::select(vec!["Ann", "Bo", "ann", " Cas ", "Di"]).prop_map(String::from),
        1 => Just(String::new()),
        1 => "[ \t]{1,3}",
        1 => "[A-Za-z]{20,40}",
        2 => any::<String>(),
    ]
}

fn seats() -> impl Strategy<Value = Vec<SeatSetup>> {
    prop::collection::vec(
        (name(), prop::option::of(level())).prop_map(|(name, ai)| SeatSetup { name, ai }),
        0..10,
    )
}

/// Indices into a form's choices: mostly in range, sometimes far out.
fn choices() -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(prop_oneof![4 => 0usize..6, 1 => any::<usize>()], 0..8)
}

/// A JSON value of any shape, small.
fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (-3i64..20).prop_map(Value::from),
        any::<f64>().prop_map(|f| json!(f)),
        "[a-z0-9 -]{0,10}".prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            prop::collection::btree_map("[a-z_]{1,8}", inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// An options object with the games' own keys (and a stray one) holding random values.
fn options_json() -> impl Strategy<Value = Value> {
    let key = prop::sample::select(vec![
        "rounds",
        "tiles",
        "deals",
        "games",
        "lives",
        "deal",
        "mistakes",
        "time_limit",
        "teams",
        "variants",
        "hints",
        "period",
        "stray",
    ]);
    prop_oneof![
        4 => prop::collection::btree_map(key, any_json(), 0..5)
            .prop_map(|m| Value::Object(m.into_iter().map(|(k, v)| (k.to_string(), v)).collect())),
        1 => any_json(),
    ]
}

fn settings() -> impl Strategy<Value = Settings> {
    let language = prop_oneof![
        Just(None),
        prop::sample::select(vec!["en", "nl", "pt-BR", "es-419", "it-CH", "zh-Hant-TW"])
            .prop_map(|s| Some(s.to_string())),
        "[a-zA-Z0-9-]{0,12}".prop_map(Some),
        any::<String>().prop_map(Some),
    ];
    let look = (0u8..=255, 0u8..=255, 0u8..=255).prop_map(|(contrast, grain, temperature)| Look {
        contrast,
        grain,
        temperature,
    });
    let timer = prop_oneof![
        Just(None),
        (0u32..700).prop_map(Some),
        any::<u32>().prop_map(Some)
    ];
    let assist = (any::<bool>(), any::<bool>()).prop_map(|(dicen_hints, prevent)| Assist {
        dicen_hints,
        dica_mistakes: if prevent {
            Mistakes::Prevent
        } else {
            Mistakes::Count
        },
    });
    let pace = prop::sample::select(BotPace::ALL.to_vec());
    (language, look, any::<bool>(), timer, level(), pace, assist).prop_map(
        |(language, look, haptics, turn_timer_s, ai_level, bot_pace, assist)| Settings {
            language,
            look,
            haptics,
            turn_timer_s,
            ai_level,
            bot_pace,
            assist,
        },
    )
}

/// What a refused start must leave as it was.
fn stored(app: &mut App) -> (Vec<String>, bool) {
    (
        app.players().expect("players read"),
        app.resumable().expect("resumable reads").is_some(),
    )
}

proptest! {
    #![proptest_config(config(400))]

    /// A set-up screen's seats and choices: the table and the app agree on accepting it; an
    /// accepted one draws a view; a refused one stores nothing.
    #[test]
    fn a_set_up_screen_with_random_seats_and_choices_is_accepted_or_refused(
        game in game(),
        seats in seats(),
        choices in choices(),
        seed in any::<u64>(),
    ) {
        let mut app = App::in_memory(&[]).expect("app");
        let setup = app.setup_from_choices(game, seats, &choices, seed);
        let table = Table::new(setup.clone(), Lang::En, 0);
        if let Ok(table) = &table {
            let view = table.view();
            prop_assert_eq!(view.game, game);
            prop_assert_eq!(view.seats.len(), setup.seats.len());
        }
        let before = stored(&mut app);
        let started = app.start(setup, 1).map(|_| ());
        let kind = started.as_ref().err().map(|e| e.kind());
        prop_assert_eq!(started.is_ok(), table.is_ok(), "{:?}", kind);
        if started.is_err() {
            prop_assert!(kind.is_some_and(|k| !k.is_empty()));
            prop_assert_eq!(stored(&mut app), before, "a refused start stored something");
        }
    }

    /// Options JSON with random keys and values: a table or a typed refusal.
    #[test]
    fn random_options_are_accepted_or_refused(
        game in game(),
        options in options_json(),
        seed in any::<u64>(),
    ) {
        let app = App::in_memory(&[]).expect("app");
        let default = app.default_setup(game, "Ann", seed);
        let setup = TableSetup { options, ..default };
        match Table::new(setup, Lang::Nl, 0) {
            Ok(table) => prop_assert!(!table.view().status.is_empty()),
            Err(e) => prop_assert!(!e.kind().is_empty()),
        }
    }
}

proptest! {
    #![proptest_config(config(600))]

    /// Settings are stored exactly as given when valid, and refused with nothing stored when not.
    #[test]
    fn random_settings_are_stored_exactly_or_refused(settings in settings()) {
        let mut app = App::in_memory(&[]).expect("app");
        let before = app.settings().clone();
        match app.save_settings(settings.clone()) {
            Ok(()) => {
                prop_assert!(settings.validate().is_ok());
                prop_assert_eq!(app.settings(), &settings);
                prop_assert_eq!(&app.store().settings().expect("reads"), &settings);
                let lang = app.lang();
                prop_assert!(Lang::ALL.contains(&lang));
            }
            Err(e) => {
                prop_assert!(settings.validate().is_err(), "{}", e.kind());
                prop_assert_eq!(app.settings(), &before);
                prop_assert_eq!(&app.store().settings().expect("reads"), &before);
            }
        }
    }
}

proptest! {
    #![proptest_config(config(2000))]

    /// Any list of language tags negotiates to one of the five languages; a tag naming one of
    /// them (any case, any region) picks it.
    #[test]
    fn any_language_tags_negotiate_to_a_language(
        tags in prop::collection::vec(prop_oneof![any::<String>(), "[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8}){0,3}"], 0..4),
        known in prop::sample::select(vec!["en", "nl", "es", "pt", "it"]),
        region in "(-[A-Za-z]{2})?",
    ) {
        let lang = Lang::negotiate(&tags);
        prop_assert!(Lang::ALL.contains(&lang));
        let tag = format!("{}{region}", known.to_uppercase());
        let picked = Lang::negotiate(&[tag.as_str()]);
        prop_assert_eq!(picked.to_string(), known);
        for tag in &tags {
            let _ = tag.parse::<Lang>();
        }
    }
}
