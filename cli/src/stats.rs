//! `cardavia stats`: every player's stats per game from the store (see
//! `cardavia_core::store::stats` for what each figure means).
//!
//! Exit 0 with the stats (or a note that nothing is recorded yet, without creating a store);
//! exit 2 when the store cannot be read (a damaged one is reported in the chosen language and
//! left untouched) or the player is unknown. The store is opened read-only: nothing on disk
//! changes.

use crate::data_dir;
use cardavia_core::games::GameId;
use cardavia_core::l10n::{text, Lang, Msg};
use cardavia_core::store::{Better, PlayerStats, Store};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The store (default: cardavia.db in the platform's data directory).
    #[arg(long)]
    db: Option<PathBuf>,
    /// Only this player (any case).
    #[arg(long)]
    player: Option<String>,
    /// Only this game: dica, dicen, ganjifa or gnav.
    #[arg(long)]
    game: Option<GameId>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// The text in `lang` (`--lang`); JSON is the same in every language.
pub fn run(args: &Args, lang: Lang) -> ExitCode {
    match stats(args, lang) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cardavia stats: {e}");
            ExitCode::from(2)
        }
    }
}

fn stats(args: &Args, lang: Lang) -> Result<(), String> {
    let path = match &args.db {
        Some(path) => path.clone(),
        None => data_dir::default_store_path()
            .ok_or("this system has no data directory for the store: give --db PATH")?,
    };
    if !path.exists() {
        if args.player.is_some() {
            return Err(format!("no games are recorded yet ({})", path.display()));
        }
        print(args, &path, &[], lang);
        return Ok(());
    }
    let fail = |e: cardavia_core::store::StoreError| text(lang, &e.message());
    // Reading the stats changes nothing: a damaged store is reported and left where it is
    // (`play` moves it aside), an older one is read through a migrated copy in memory.
    let store =
        Store::open_read_only(&path).map_err(|e| format!("{}: {}", path.display(), fail(e)))?;
    let stats: Vec<PlayerStats> = match (&args.player, args.game) {
        (Some(name), game) => {
            let player = store.player_named(name).map_err(fail)?.ok_or_else(|| {
                text(
                    lang,
                    &Msg::new("term-report-no-player").text("player", name),
                )
            })?;
            match game {
                Some(game) => vec![store.player_stats(player.id, game).map_err(fail)?],
                None => store.player_stats_all(player.id).map_err(fail)?,
            }
        }
        (None, Some(game)) => store.game_stats(game).map_err(fail)?,
        (None, None) => {
            let mut all = Vec::new();
            for player in store.players().map_err(fail)? {
                all.extend(store.player_stats_all(player.id).map_err(fail)?);
            }
            all
        }
    };
    print(args, &path, &stats, lang);
    Ok(())
}

fn print(args: &Args, path: &std::path::Path, stats: &[PlayerStats], lang: Lang) {
    if args.json {
        let out = serde_json::json!({
            "db": path.display().to_string(),
            "stats": stats,
        });
        println!("{out}");
        return;
    }
    if stats.is_empty() {
        match &args.player {
            Some(name) => println!(
                "{}",
                text(
                    lang,
                    &Msg::new("term-report-player-empty").text("player", name)
                )
            ),
            None => println!(
                "{}",
                text(
                    lang,
                    &Msg::new("term-report-empty").text("path", path.display().to_string())
                )
            ),
        }
        return;
    }
    for (i, s) in stats.iter().enumerate() {
        if i > 0 {
            println!();
        }
        print_one(s, lang);
    }
}

fn percent(rate: Option<f64>) -> String {
    rate.map_or_else(|| "–".to_string(), |r| format!("{:.0}%", 100.0 * r))
}

fn number(value: Option<f64>) -> String {
    value.map_or_else(|| "–".to_string(), |v| format!("{v:.1}"))
}

fn whole(value: Option<i64>) -> String {
    value.map_or_else(|| "–".to_string(), |v| v.to_string())
}

fn print_one(s: &PlayerStats, lang: Lang) {
    let say = |msg: Msg| println!("{}", text(lang, &msg));
    let better = match s.better {
        Better::Lower => "term-report-lower-better",
        Better::Higher => "term-report-higher-better",
    };
    say(Msg::new("term-report-heading")
        .text("player", s.player.name.clone())
        .msg("game", s.game.name_msg()));
    say(Msg::new("term-report-series")
        .int("played", s.series_played)
        .int("won", s.series_won)
        .text("rate", percent(s.win_rate))
        .int("streak", s.current_streak)
        .int("longest", s.longest_streak));
    say(Msg::new("term-report-rounds")
        .int("played", s.rounds_played)
        .int("won", s.rounds_won)
        .text("rate", percent(s.round_win_rate)));
    say(Msg::new("term-report-score")
        .text("average", number(s.average_score))
        .text("best", whole(s.best_score))
        .msg("better", Msg::new(better))
        .text("round_average", number(s.average_round_points))
        .text("round_best", whole(s.best_round_points)));
    let label = |name: &str| text(lang, &s.game.tally_msg(name));
    let records: Vec<String> = s
        .tallies
        .iter()
        .filter_map(|t| t.best.map(|b| format!("{} {b}", label(&t.name))))
        .collect();
    if !records.is_empty() {
        say(Msg::new("term-report-records").text("list", records.join(", ")));
    }
    let totals: Vec<String> = s
        .tallies
        .iter()
        .filter(|t| t.best.is_none())
        .map(|t| format!("{} {}", label(&t.name), t.total))
        .collect();
    if !totals.is_empty() {
        say(Msg::new("term-report-totals").text("list", totals.join(", ")));
    }
}
