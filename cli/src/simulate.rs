//! `cardavia simulate`: AI-only matches, summed up, with throughput figures.

use crate::out::outln;
use cardavia_core::ai::{Bots, Level};
use cardavia_core::games::GameId;
use cardavia_core::sim::{self, SimSeat, Summary};
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
    /// One player per seat, comma-separated: `ai:hard,ai:easy`, `ai:hard:4000` (the hard bot
    /// with a budget of 4,000, at most 1,000,000: Ganjifa's search iterations, Gnav's samples a
    /// decision), or `random` for uniformly random legal moves. Default: the game's usual seats,
    /// normal bots.
    #[arg(long)]
    seats: Option<String>,
    /// Table options as JSON (the scenario `options` object), e.g. '{"tiles": 12}'.
    #[arg(long)]
    options: Option<String>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

/// Parses `ai:hard,random` into seats.
fn parse_seats(spec: &str) -> Result<Vec<SimSeat>, String> {
    spec.split(',').map(str::parse).collect()
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
    let seats = match &args.seats {
        Some(spec) => parse_seats(spec)?,
        None => vec![SimSeat::Bot(Level::Normal); G::DEFAULT_SEATS],
    };
    let options: G::Options = match &args.options {
        Some(json) => serde_json::from_str(json).map_err(|e| format!("--options: {e}"))?,
        None => G::Options::default(),
    };
    let start = Instant::now();
    let summary =
        sim::simulate::<G>(&options, &seats, args.games, args.seed).map_err(|e| e.to_string())?;
    let elapsed = start.elapsed();
    print(args, &summary, elapsed.as_secs_f64());
    Ok(())
}

fn print(args: &Args, summary: &Summary, secs: f64) {
    let rate = |count: u64| if secs > 0.0 { count as f64 / secs } else { 0.0 };
    let per_sec = rate(summary.actions);
    let elapsed_ms = secs * 1000.0;
    if args.json {
        let seats: Vec<_> = summary
            .seats
            .iter()
            .enumerate()
            .map(|(seat, s)| {
                serde_json::json!({
                    "seat": seat,
                    "bot": s.player.to_string(),
                    "wins": s.wins,
                    "win_share": s.win_share,
                    "round_wins": s.round_wins,
                    "mean_score": s.mean_score,
                })
            })
            .collect();
        let mut out = serde_json::json!({
            "game": args.game,
            "seed": args.seed,
            "games": summary.games,
            "seats": seats,
            "actions": summary.actions,
            "actions_per_sec": per_sec.round(),
            "elapsed_ms": (elapsed_ms * 10.0).round() / 10.0,
        });
        // Trick-taking games only: the unit OpenSpiel's card games are compared in.
        if summary.card_plays > 0 {
            out["card_plays"] = summary.card_plays.into();
            out["card_plays_per_sec"] = rate(summary.card_plays).round().into();
        }
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
        "{:<5} {:<12} {:>10} {:>8} {:>11} {:>11}",
        "seat",
        "bot",
        "wins",
        "share",
        "round wins",
        "mean score"
    );
    for (seat, s) in summary.seats.iter().enumerate() {
        outln!(
            "{:<5} {:<12} {:>10.1} {:>7.2}% {:>11.1} {:>11.3}",
            seat,
            s.player.to_string(),
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
    if summary.card_plays > 0 {
        outln!(
            "{} cards played: {:.0} card plays/s",
            summary.card_plays,
            rate(summary.card_plays)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_specs_parse_into_players() {
        assert_eq!(
            parse_seats("ai:hard,ai:easy, random"),
            Ok(vec![
                SimSeat::Bot(Level::Hard),
                SimSeat::Bot(Level::Easy),
                SimSeat::Random
            ])
        );
        assert_eq!(parse_seats("ai"), Ok(vec![SimSeat::Bot(Level::Normal)]));
        assert!(parse_seats("randomly").is_err());
        assert!(parse_seats("person:Ann").is_err());
        assert!(parse_seats("ai:godlike").is_err());
        assert_eq!(
            parse_seats("ai:hard:4000,ai:normal"),
            Ok(vec![SimSeat::Searching(4000), SimSeat::Bot(Level::Normal)])
        );
        assert!(parse_seats("ai:hard:0").is_err());
        assert!(parse_seats("ai:hard:lots").is_err());
    }
}
