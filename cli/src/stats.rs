//! `cardavia stats`: every player's stats per game from the store (see
//! `cardavia_core::store::stats` for what each figure means).
//!
//! Exit 0 with the stats (or a note that nothing is recorded yet, without creating a store);
//! exit 2 when the store cannot be read or the player is unknown.

use crate::data_dir;
use cardavia_core::games::GameId;
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

pub fn run(args: &Args) -> ExitCode {
    match stats(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cardavia stats: {e}");
            ExitCode::from(2)
        }
    }
}

fn stats(args: &Args) -> Result<(), String> {
    let path = match &args.db {
        Some(path) => path.clone(),
        None => data_dir::default_store_path()
            .ok_or("this system has no data directory for the store: give --db PATH")?,
    };
    if !path.exists() {
        if args.player.is_some() {
            return Err(format!("no games are recorded yet ({})", path.display()));
        }
        print(args, &path, &[]);
        return Ok(());
    }
    let opened = Store::open(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    if let Some(notice) = &opened.notice {
        eprintln!("cardavia stats: {notice:?}");
    }
    let store = opened.store;
    let fail = |e: cardavia_core::store::StoreError| e.to_string();
    let stats: Vec<PlayerStats> = match (&args.player, args.game) {
        (Some(name), game) => {
            let player = store
                .player_named(name)
                .map_err(fail)?
                .ok_or_else(|| format!("there is no player called {name:?}"))?;
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
    print(args, &path, &stats);
    Ok(())
}

fn print(args: &Args, path: &std::path::Path, stats: &[PlayerStats]) {
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
            Some(name) => println!("{name} has no games recorded yet."),
            None => println!("No games recorded yet ({}).", path.display()),
        }
        return;
    }
    for (i, s) in stats.iter().enumerate() {
        if i > 0 {
            println!();
        }
        print_one(s);
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

fn print_one(s: &PlayerStats) {
    let better = match s.better {
        Better::Lower => "lower is better",
        Better::Higher => "higher is better",
    };
    println!("{} — {}", s.player.name, s.game);
    println!(
        "  series   {} played, {} won ({}); streak {}, longest {}",
        s.series_played,
        s.series_won,
        percent(s.win_rate),
        s.current_streak,
        s.longest_streak
    );
    println!(
        "  rounds   {} played, {} won ({})",
        s.rounds_played,
        s.rounds_won,
        percent(s.round_win_rate)
    );
    println!(
        "  score    average {}, best {} ({better}); per round average {}, best {}",
        number(s.average_score),
        whole(s.best_score),
        number(s.average_round_points),
        whole(s.best_round_points)
    );
    let records: Vec<String> = s
        .tallies
        .iter()
        .filter_map(|t| t.best.map(|b| format!("{} {b}", t.name)))
        .collect();
    if !records.is_empty() {
        println!("  best     {}", records.join(", "));
    }
    let totals: Vec<String> = s
        .tallies
        .iter()
        .filter(|t| t.best.is_none())
        .map(|t| format!("{} {}", t.name, t.total))
        .collect();
    if !totals.is_empty() {
        println!("  totals   {}", totals.join(", "));
    }
}
