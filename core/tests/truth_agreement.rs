//! Number agreement in every language: a DiCa team of two people, named by its label
//! ("Ann, Ben", D2), and a DICEN 2 VS 2 team (V11) take a plural verb where they are the
//! subject. Driven through `Table::dispatch`, reading the `TableView`.

mod support;

use cardavia_core::engine::TableRng;
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::table::{SeatSetup, Table, TableSetup};
use support::forced::{table_with_dice, tap};
use support::play::play_until;

/// The headline of a round the two-person team "Ann, Ben" won alone takes the plural verb in
/// each language, never the singular (whatever the word order).
#[test]
fn a_two_person_dica_team_wins_with_a_plural_verb() {
    let expected = [
        (Lang::En, " win", " wins"),
        (Lang::Nl, " winnen", " wint"),
        (Lang::Es, " ganan", " gana "),
        (Lang::Pt, " ganham", " ganha "),
        (Lang::It, " vincono", " vince "),
    ];
    for (lang, plural, singular) in expected {
        let setup = TableSetup {
            game: GameId::Dica,
            options: serde_json::json!({ "rounds": 5, "time_limit": "off" }),
            seats: vec![SeatSetup::person("Ann, Ben"), SeatSetup::person("Cas")],
            seed: 4,
            undo: true,
        };
        let mut table = Table::new(setup, lang, 0).expect("valid");
        let mut rng = TableRng::seeded(2);
        let view = play_until(&mut table, &mut rng, |v| {
            v.summary.as_ref().is_some_and(|s| {
                s.lines.iter().filter(|l| l.winner).count() == 1 && s.lines[0].winner
            })
        })
        .expect("Ann and Ben win a round alone");
        let headline = &view.summary.expect("a summary").headline;
        // Named as partners, never by the comma-separated label that reads as two entries.
        assert!(
            headline.contains("Ann & Ben")
                && !headline.contains("Ann, Ben")
                && headline.contains(plural)
                && !headline.contains(singular),
            "{lang:?}: {headline}"
        );
    }
}

/// V11: when both partners are out, the log says so of both, with a plural verb.
#[test]
fn a_two_vs_two_team_goes_out_with_a_plural_verb() {
    let expected = [
        (Lang::En, "Ann and Cas are out with 40 open on their boards (rule V11)."),
        (Lang::Nl, "Ann en Cas liggen eruit, met nog 40 open op hun borden (regel V11)."),
        (Lang::Es, "Ann y Cas quedan fuera: sus casillas abiertas suman 40 en sus dos tableros (regla V11)."),
        (Lang::Pt, "Ann e Cas saem da ronda com 40 em peças abertas nos seus tabuleiros (regra V11)."),
        (Lang::It, "Ann e Cas escono dalla manche con 40 punti ancora aperti sulle loro plance (regola V11)."),
    ];
    for (lang, line) in expected {
        let setup = TableSetup {
            game: GameId::Dicen,
            options: serde_json::json!({ "rounds": 1, "tiles": 9, "variants": ["two-vs-two", "even"] }),
            seats: ["Ann", "Bob", "Cas", "Dee"]
                .iter()
                .map(|p| SeatSetup::person(p))
                .collect(),
            seed: 1,
            undo: true,
        };
        // Ann cannot use 11, Bob closes 2, Cas cannot use 11: the team is out.
        let mut table = table_with_dice(setup, lang, &[5, 6, 1, 1, 5, 6]);
        tap(&mut table, "roll");
        tap(&mut table, "roll");
        tap(&mut table, "tile:1:2");
        tap(&mut table, "close");
        let view = tap(&mut table, "roll");
        assert!(
            view.log.iter().any(|l| l == line),
            "{lang:?}: {:?}",
            view.log
        );
    }
}
