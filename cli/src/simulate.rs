//! `cardavia simulate`: AI-only matches, summed up, with throughput figures.

use crate::out::outln;
use cardavia_core::ai::{Bots, Level};
use cardavia_core::games::GameId;
use cardavia_core::sim::{self, Summary};
use cardavia_core::with_game;
use std::process::ExitCode;
use std::time::Instant;

/// The most matches one run plays: a figure worth having takes far fewer (the README's example
/// is 20,000), and a typo of a few digits must not run for days. Zero matches would print a
/// table of zeros that looks like a result.
pub const MAX_GAMES: u64 = 1_000_000;

#[derive(clap::Args)]
pub struct Args {
    /// dica, dicen, ganjifa or gnav.
    game: GameId,
    /// Matches to play, 1 to 1,000,000.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=MAX_GAMES))]
    games: u64,
    /// The first match's seed; match i uses seed + i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// One bot per seat, comma-separated: `ai:hard,ai:easy`. Default: the game's usual seats, normal.
    #[arg(long)]
    seats: Option<String>,
    /// Table options as JSON (the scenario `options` object), e.g. '{"tiles": 12}'.
    #[arg(long)]
    options: Option<String>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

/// Parses `ai:hard,ai:easy` into levels. Only bots can be simulated.
fn parse_seats(spec: &str) -> Result<Vec<Level>, String> {
    spec.split(',')
        .map(|seat| {
            let seat = seat.trim();
            match seat.split_once(':') {
                Some(("ai", level)) => level.parse(),
                None if seat == "ai" => Ok(Level::Normal),
                _ => Err(format!(
                    "seat {seat:?} is not a bot: write ai:easy, ai:normal or ai:hard"
                )),
            }
        })
        .collect()
}

pub fn run(args: &Args) -> ExitCode {
    match with_game!(args.game, G => simulate::<G>(args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cardavia simulate: {e}");
            ExitCode::from(2)
        }
    }
}

fn simulate<G: Bots>(args: &Args) -> Result<(), String> {
    let levels = match &args.seats {
        Some(spec) => parse_seats(spec)?,
        None => vec![Level::Normal; G::DEFAULT_SEATS],
    };
    let options: G::Options = match &args.options {
        Some(json) => serde_json::from_str(json).map_err(|e| format!("--options: {e}"))?,
        None => G::Options::default(),
    };
    let start = Instant::now();
    let summary =
        sim::simulate::<G>(&options, &levels, args.games, args.seed).map_err(|e| e.to_string())?;
    let elapsed = start.elapsed();
    print(args, &summary, elapsed.as_secs_f64());
    Ok(())
}

fn print(args: &Args, summary: &Summary, secs: f64) {
    let per_sec = if secs > 0.0 {
        summary.actions as f64 / secs
    } else {
        0.0
    };
    let elapsed_ms = secs * 1000.0;
    if args.json {
        let seats: Vec<_> = summary
            .seats
            .iter()
            .enumerate()
            .map(|(seat, s)| {
                serde_json::json!({
                    "seat": seat,
                    "bot": format!("ai:{}", s.level),
                    "wins": s.wins,
                    "win_share": s.win_share,
                    "round_wins": s.round_wins,
                    "mean_score": s.mean_score,
                })
            })
            .collect();
        let out = serde_json::json!({
            "game": args.game,
            "seed": args.seed,
            "games": summary.games,
            "seats": seats,
            "actions": summary.actions,
            "actions_per_sec": per_sec.round(),
            "elapsed_ms": (elapsed_ms * 10.0).round() / 10.0,
        });
        outln!("{out}");
        return;
    }
    outln!(
        "{} — {} games from seed {}",
        args.game,
        summary.games,
        args.seed
    );
    outln!(
        "{:<5} {:<10} {:>10} {:>8} {:>11} {:>11}",
        "seat",
        "bot",
        "wins",
        "share",
        "round wins",
        "mean score"
    );
    for (seat, s) in summary.seats.iter().enumerate() {
        outln!(
            "{:<5} {:<10} {:>10.1} {:>7.2}% {:>11.1} {:>11.3}",
            seat,
            format!("ai:{}", s.level),
            s.wins,
            100.0 * s.win_share,
            s.round_wins,
            s.mean_score
        );
    }
    outln!(
        "{} actions in {:.1} ms: {:.0} actions/s",
        summary.actions,
        elapsed_ms,
        per_sec
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_specs_parse_into_levels() {
        assert_eq!(
            parse_seats("ai:hard,ai:easy"),
            Ok(vec![Level::Hard, Level::Easy])
        );
        assert_eq!(parse_seats("ai"), Ok(vec![Level::Normal]));
        assert!(parse_seats("person:Ann").is_err());
        assert!(parse_seats("ai:godlike").is_err());
    }
}
