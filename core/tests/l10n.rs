//! Localisation completeness, enforced: every locale has every English message with the same
//! variables, nothing extra, nothing left in English; every id the code names exists; plurals
//! work in each language.

use cardavia_core::l10n::completeness::{self, check_dir, ProblemKind};
use cardavia_core::l10n::{has_message, try_text, Lang, Msg};
use std::path::{Path, PathBuf};

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales")
}

#[test]
fn every_locale_is_complete() {
    let problems = check_dir(&locales()).expect("the locales folder reads");
    let shown: Vec<String> = problems.iter().map(ToString::to_string).collect();
    assert!(
        shown.is_empty(),
        "{} problems:\n{}",
        shown.len(),
        shown.join("\n")
    );
}

/// Copies the locales to a temporary folder, breaks them on purpose, and checks each fault is
/// reported with its file, id and locale.
#[test]
fn a_deliberately_broken_copy_fails_naming_file_id_and_locale() {
    let dir = std::env::temp_dir().join(format!("cardavia-l10n-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for lang in Lang::ALL {
        let from = locales().join(lang.code());
        let to = dir.join(lang.code());
        std::fs::create_dir_all(&to).expect("temp dir");
        for entry in std::fs::read_dir(&from).expect("locale folder") {
            let path = entry.expect("entry").path();
            std::fs::copy(&path, to.join(path.file_name().expect("name"))).expect("copy");
        }
    }
    std::fs::copy(
        locales().join(completeness::ALLOW_FILE),
        dir.join(completeness::ALLOW_FILE),
    )
    .expect("copy");
    let edit = |lang: &str, file: &str, f: &dyn Fn(String) -> String| {
        let path = dir.join(lang).join(file);
        let text = std::fs::read_to_string(&path).expect("read");
        std::fs::write(&path, f(text)).expect("write");
    };
    // nl: a message removed. es: a variable renamed. it: an extra id. pt: a message left in English.
    edit("nl", "app.ftl", &|t| {
        t.lines()
            .filter(|l| !l.starts_with("table-rematch"))
            .collect::<Vec<_>>()
            .join("\n")
    });
    edit("es", "dicen.ftl", &|t| t.replace("{ $tile }", "{ $ficha }"));
    edit("it", "app.ftl", &|t| {
        t + "\ntable-something-new = Qualcosa\n"
    });
    let english_line = std::fs::read_to_string(locales().join("en/app.ftl"))
        .expect("read")
        .lines()
        .find(|l| l.starts_with("table-next-round"))
        .expect("the English line")
        .to_string();
    edit("pt", "app.ftl", &|t| {
        t.lines()
            .map(|l| {
                if l.starts_with("table-next-round") {
                    english_line.clone()
                } else {
                    l.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    });
    let problems = check_dir(&dir).expect("reads");
    let _ = std::fs::remove_dir_all(&dir);
    let has = |locale: &str, file: &str, id: &str, kind: fn(&ProblemKind) -> bool| {
        problems
            .iter()
            .any(|p| p.locale == locale && p.file == file && p.id == id && kind(&p.kind))
    };
    assert!(
        has("nl", "app.ftl", "table-rematch", |k| matches!(
            k,
            ProblemKind::Missing
        )),
        "{problems:#?}"
    );
    assert!(
        problems.iter().any(|p| p.locale == "es"
            && p.file == "dicen.ftl"
            && matches!(p.kind, ProblemKind::Variables { .. })),
        "{problems:#?}"
    );
    assert!(
        has("it", "app.ftl", "table-something-new", |k| matches!(
            k,
            ProblemKind::Extra
        )),
        "{problems:#?}"
    );
    assert!(
        has("pt", "app.ftl", "table-next-round", |k| matches!(
            k,
            ProblemKind::SameAsEnglish
        )),
        "{problems:#?}"
    );
    let shown = problems[0].to_string();
    assert!(
        shown.contains(".ftl: ") && shown.contains(&problems[0].id),
        "{shown}"
    );
}

#[test]
fn every_id_the_code_names_exists_in_english() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let used = completeness::ids_named_in_code(&src).expect("reads the sources");
    assert!(used.len() > 50, "found only {} ids", used.len());
    let missing: Vec<String> = used
        .iter()
        .filter(|(_, id)| !has_message(Lang::En, id))
        .map(|(at, id)| format!("{at}: {id}"))
        .collect();
    assert!(
        missing.is_empty(),
        "ids with no English message:\n{}",
        missing.join("\n")
    );
}

/// 0, 1 and many in every language, from the same message the table uses for points.
#[test]
fn plurals_follow_each_language() {
    let points = |lang: Lang, n: i64| {
        try_text(lang, &Msg::new("dicen-seat-score").int("points", n)).expect("renders")
    };
    let expected: [(Lang, [&str; 3]); 5] = [
        (Lang::En, ["No points", "One point", "7 points"]),
        (Lang::Nl, ["Geen punten", "Eén punt", "7 punten"]),
        (Lang::Es, ["Ningún punto", "Un punto", "7 puntos"]),
        (Lang::Pt, ["Nenhum ponto", "Um ponto", "7 pontos"]),
        (Lang::It, ["Nessun punto", "Un punto", "7 punti"]),
    ];
    for (lang, [zero, one, many]) in expected {
        assert_eq!(points(lang, 0), zero, "{lang} 0");
        assert_eq!(points(lang, 1), one, "{lang} 1");
        assert_eq!(points(lang, 7), many, "{lang} 7");
    }
    // pt-BR negotiates to pt, whose CLDR rule puts 0 and 1 in "one": the explicit [0] variant
    // still wins for zero, and a plain "one" message covers 1.
    assert_eq!(points(Lang::negotiate(&["pt-BR"]), 0), "Nenhum ponto");
    assert_eq!(points(Lang::negotiate(&["pt-BR"]), 1), "Um ponto");
}

/// Every tally a game records for the stats has a label (`<game>-tally-<name>`), found by
/// playing a seeded bot series of each game to its end.
#[test]
fn every_tally_has_a_label() {
    use cardavia_core::ai::Level;
    use cardavia_core::games::GameId;
    use cardavia_core::table::{SeatSetup, Table, TableSetup};
    for game in GameId::ALL {
        let mut setup = TableSetup::default_for(game, "Ann", 1);
        setup.seats[0] = SeatSetup::bot("Ann", Level::Easy);
        let mut table = Table::new(setup, Lang::En, 0).expect("valid");
        let mut names = Vec::new();
        for _ in 0..40 {
            table.play_bots(0).expect("bots");
            for (_, round) in table.finished_rounds() {
                names.extend(round.tallies.iter().map(|t| t.name));
            }
            let view = table.view();
            if table
                .dispatch(
                    &cardavia_core::table::Intent::tap("next-round"),
                    view.version,
                    0,
                )
                .is_err()
            {
                break;
            }
        }
        assert!(!names.is_empty(), "{game:?} recorded no tally");
        for name in names {
            let id = format!("{}-tally-{name}", game.as_str());
            assert!(has_message(Lang::En, &id), "{id} has no English label");
        }
    }
}

/// A plural's `[one]` variant says its number with the variable, never a written "1": in
/// Portuguese (as CLDR has it) "one" is 0 and 1, so "[one] 1 ponto" showed a team with no
/// points as having one.
#[test]
fn a_plural_one_says_its_number_not_a_written_one() {
    let mut found = Vec::new();
    for lang in Lang::ALL {
        let dir = locales().join(lang.code());
        for entry in std::fs::read_dir(&dir).expect("locale folder") {
            let path = entry.expect("entry").path();
            let text = std::fs::read_to_string(&path).expect("reads");
            for (n, line) in text.lines().enumerate() {
                let Some(variant) = line.trim_start().strip_prefix("[one]") else {
                    continue;
                };
                let outside: String = variant
                    .split('{')
                    .map(|p| p.split_once('}').map_or(p, |(_, after)| after))
                    .collect();
                let written_one = outside
                    .split(|c: char| !c.is_ascii_digit())
                    .any(|digits| digits == "1");
                if written_one {
                    found.push(format!("{}:{}: {line}", path.display(), n + 1));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Portuguese counts nothing as it counts one: 0 points read "0 pontos"'s own number.
#[test]
fn portuguese_zero_is_said_as_zero() {
    let text = try_text(
        Lang::Pt,
        &Msg::new("dica-seat-score")
            .int("points", 0)
            .int("rounds", 0),
    )
    .expect("renders");
    assert!(text.starts_with('0') && !text.contains('1'), "{text}");
}
