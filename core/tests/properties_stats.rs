//! A person's stats are what the stored log says they did, whatever the store kept beside it. Over
//! random series of all four games (every DICEN variant mix, people and bots, DiCa teams of two)
//! played into one store, each finished series is restored from its stored checkpoint and action
//! log (the log replayed, every chance outcome checked), and from its rounds each person's record
//! is counted again: series played, won and played in a team, rounds played and won, and their own
//! counts (a team's counts split by the person who made each, D2). The store's stats must equal
//! that count, and no profile is ever a team.

mod support;

use cardavia_core::app::App;
use cardavia_core::engine::{Actor, TableRng};
use cardavia_core::games::GameId;
use cardavia_core::store::PlayerStats;
use cardavia_core::table::{Intent, Screen, Table};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use std::collections::BTreeMap;
use support::random_setups::setup;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 16,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        ..ProptestConfig::default()
    }
}

/// One person's record in one game, as counted from the restored series.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Counted {
    series_played: u32,
    series_won: u32,
    series_in_teams: u32,
    rounds_played: u32,
    rounds_won: u32,
    /// Their own counts by name; zero totals left out.
    tallies: BTreeMap<String, i64>,
}

impl Counted {
    fn of_store(stats: &PlayerStats) -> Counted {
        Counted {
            series_played: stats.series_played,
            series_won: stats.series_won,
            series_in_teams: stats.series_in_teams,
            rounds_played: stats.rounds_played,
            rounds_won: stats.rounds_won,
            tallies: stats
                .tallies
                .iter()
                .filter(|t| t.total != 0)
                .map(|t| (t.name.clone(), t.total))
                .collect(),
        }
    }
}

/// Plays a random table of `game` to its end through the app, saving every change; people tap
/// a random move they may make. False when the set-up is one the rules refuse.
fn play_series(app: &mut App, game: GameId, seed: u64, people: usize, now: i64) -> bool {
    let Ok(mut open) = app.start(setup(game, seed, people), now) else {
        return false;
    };
    let mut rng = TableRng::seeded(seed);
    for _ in 0..20_000 {
        open.table.play_bots(0).expect("bots play");
        app.save(&mut open.saver, &open.table, now).expect("saves");
        let view = open.table.view();
        if view.screen == Screen::SeriesOver {
            return true;
        }
        let enabled: Vec<_> = view.targets.iter().filter(|t| t.enabled).collect();
        assert!(!enabled.is_empty(), "{game}: nothing to tap");
        let pick = enabled[rng.below(enabled.len() as u64) as usize];
        open.table
            .dispatch(&Intent::tap(&pick.id), view.version, 0)
            .expect("an enabled target applies");
    }
    panic!("{game}: the series did not end");
}

/// Each person's record, counted from every finished series restored from the store.
fn counted_from_the_log(app: &App) -> BTreeMap<(String, GameId), Counted> {
    let mut counted: BTreeMap<(String, GameId), Counted> = BTreeMap::new();
    for info in app.store().series_list(None).expect("lists") {
        let saved = app
            .store()
            .resume(info.id)
            .expect("a finished series reads");
        let log: Vec<(Actor, String)> = saved
            .log
            .iter()
            .map(|a| (a.actor, a.action.clone()))
            .collect();
        let table = Table::restore_saved(
            &saved.snapshot,
            &log,
            saved.state.as_deref(),
            &saved.narration,
        )
        .expect("the stored log replays");
        let Some((winners, _)) = table.result() else {
            continue;
        };
        let rounds = table.finished_rounds();
        // A seat's people: a DiCa team's (D2), else the one person named on the seat.
        let teams = table.seat_people();
        for (seat, sits) in table.setup().seats.iter().enumerate() {
            if sits.ai.is_some() {
                continue;
            }
            let people = match teams.get(seat) {
                Some(team) if !team.is_empty() => team.clone(),
                _ => vec![sits.name.clone()],
            };
            let at = seat as u8;
            for (index, name) in people.iter().enumerate() {
                let record = counted.entry((name.clone(), info.game)).or_default();
                record.series_played += 1;
                record.series_won += u32::from(winners.contains(at));
                record.series_in_teams += u32::from(people.len() > 1);
                for (_, round) in &rounds {
                    record.rounds_played += 1;
                    record.rounds_won += u32::from(round.winners.contains(at));
                    let own: Vec<(&str, i64)> = if people.len() > 1 {
                        round
                            .person_tallies
                            .iter()
                            .filter(|t| t.seat == at && usize::from(t.person) == index)
                            .map(|t| (t.name, t.value))
                            .collect()
                    } else {
                        round
                            .tallies
                            .iter()
                            .filter(|t| t.seat == at)
                            .map(|t| (t.name, t.value))
                            .collect()
                    };
                    for (tally, value) in own {
                        *record.tallies.entry(tally.to_string()).or_default() += value;
                    }
                }
            }
        }
    }
    for record in counted.values_mut() {
        record.tallies.retain(|_, total| *total != 0);
    }
    counted
}

fn check(games: &[(GameId, u64, usize)]) -> Result<(), TestCaseError> {
    let mut app = App::in_memory(&["en".to_string()]).expect("an app");
    let mut played = 0;
    for (i, &(game, seed, people)) in games.iter().enumerate() {
        played += usize::from(play_series(&mut app, game, seed, people, 1_000 + i as i64));
    }
    // Every series that started finished, and is counted from its log.
    let finished = app.store().series_list(None).expect("lists").len();
    prop_assert_eq!(finished, played);
    let counted = counted_from_the_log(&app);
    let profiles = app.players().expect("the profiles");
    for profile in &profiles {
        prop_assert!(!profile.contains(", "), "a team is a profile: {profile:?}");
    }
    for ((name, game), expected) in &counted {
        let stats = app
            .player_stats(name)
            .expect("a person who played has a record");
        let of_game = stats.iter().find(|s| s.game == *game);
        let stored = of_game.map(Counted::of_store).unwrap_or_default();
        prop_assert_eq!(&stored, expected, "{} at {}", name, game);
    }
    // Every profile is someone the log counts: no one credited for a series they did not play.
    for profile in &profiles {
        prop_assert!(
            counted.keys().any(|(name, _)| name == profile),
            "{profile:?} has a profile but played no finished series"
        );
    }
    Ok(())
}

fn game() -> impl Strategy<Value = GameId> {
    prop::sample::select(GameId::ALL.to_vec())
}

proptest! {
    #![proptest_config(config())]

    /// Three series in one store, of any games, with people who meet again across them.
    #[test]
    fn a_persons_stats_are_what_the_stored_log_says(
        games in prop::collection::vec((game(), any::<u64>(), 1usize..5), 3)
    ) {
        check(&games)?;
    }
}
