//! `cardavia solve dicen`: the exact solver's figures for a full board.

use crate::out::outln;
use cardavia_core::engine::Game;
use cardavia_core::games::dicen::solver::{Layout, Objective, OneDie, Rules, Solution};
use cardavia_core::games::dicen::{Dicen, DicenOptions, Variant, Variants};
use cardavia_core::games::GameId;
use std::process::ExitCode;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// The game: dicen (the only game with an exact solver).
    game: GameId,
    /// The board: 1-9, 1-10 or 1-12.
    #[arg(long, default_value = "1-10")]
    tiles: String,
    /// Variants by name or rule number, repeated or comma-separated: lucky, even, odds,
    /// easy-peasy, three-extreme, unlucky-seven, seven-to-go, go-go, time-attack,
    /// lord-of-the-board, two-vs-two (or V1..V11).
    #[arg(long = "variant", value_delimiter = ',')]
    variants: Vec<String>,
    /// N2: may one die be thrown once every open tile is 6 or lower?
    #[arg(long, value_enum, default_value_t = OneDieArg::Optional)]
    one_die: OneDieArg,
    /// N6/N7: may an unusable double reopen tiles? `off` is classic Shut the Box.
    #[arg(long, value_enum, default_value_t = Switch::On)]
    doubles: Switch,
    /// Maximise the chance to shut, or minimise the expected score.
    #[arg(long, value_enum, default_value_t = ObjectiveArg::Shut)]
    objective: ObjectiveArg,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum OneDieArg {
    Never,
    Optional,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Switch {
    On,
    Off,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ObjectiveArg {
    Shut,
    Score,
}

pub fn run(args: &Args) -> ExitCode {
    match solve(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cardavia solve: {e}");
            ExitCode::from(2)
        }
    }
}

fn parse_tiles(text: &str) -> Result<u8, String> {
    match text {
        "1-9" | "9" => Ok(9),
        "1-10" | "10" => Ok(10),
        "1-12" | "12" => Ok(12),
        other => Err(format!("--tiles {other:?}: write 1-9, 1-10 or 1-12")),
    }
}

/// The solver's rules for the board and variants asked for, once the game's own set-up checks
/// accept them (they refuse combinations that make no sense).
fn rules_for(args: &Args) -> Result<(Rules, DicenOptions), String> {
    if args.game != GameId::Dicen {
        return Err(format!("{} has no exact solver; dicen has", args.game));
    }
    let variants: Variants = args
        .variants
        .iter()
        .map(|v| v.trim().parse::<Variant>())
        .collect::<Result<_, _>>()?;
    let options = DicenOptions {
        tiles: parse_tiles(&args.tiles)?,
        variants,
        ..DicenOptions::default()
    };
    let seats = if variants.has(Variant::TwoVsTwo) {
        4
    } else {
        1
    };
    Dicen::new(&options, seats).map_err(|e| e.to_string())?;
    let rules = Rules {
        one_die: match args.one_die {
            OneDieArg::Never => OneDie::Never,
            OneDieArg::Optional => OneDie::Optional,
        },
        doubles: args.doubles == Switch::On && !variants.solo(),
        objective: match args.objective {
            ObjectiveArg::Shut => Objective::Shut,
            ObjectiveArg::Score => Objective::Score,
        },
        ..Rules::for_game(&options)
    };
    Ok((rules, options))
}

fn solve(args: &Args) -> Result<(), String> {
    let (rules, options) = rules_for(args)?;
    let start = Instant::now();
    let solution = Solution::solve(&rules).map_err(|e| e.to_string())?;
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    print(args, &options, &solution, ms);
    Ok(())
}

/// The figures, as a table or as one JSON object.
fn print(args: &Args, options: &DicenOptions, solution: &Solution, ms: f64) {
    let value = solution.start();
    let rules = solution.rules();
    let names: Vec<&str> = options.variants.iter().map(Variant::as_str).collect();
    let board: Vec<u8> = rules.board.iter().collect();
    let layout = match rules.layout {
        Layout::One => "one board",
        Layout::Lord => "two boards (V10)",
        Layout::Team => "a team's two boards (V11)",
    };
    let score = if rules.go_go { "throws" } else { "open tiles" };
    let objective = match rules.objective {
        Objective::Shut => "shut",
        Objective::Score => "score",
    };
    let one_die = match (rules.one_die, rules.lucky) {
        (OneDie::Optional, false) => "optional",
        _ => "never",
    };
    let doubles = if rules.doubles { "on" } else { "off" };
    if args.json {
        let out = serde_json::json!({
            "game": "dicen",
            "tiles": options.tiles,
            "variants": names,
            "board": board,
            "layout": layout,
            "one_die": one_die,
            "doubles": doubles,
            "objective": objective,
            "score": score,
            "p_shut": value.p_shut,
            "expected_score": value.expected_score,
            "states": solution.states(),
            "sweeps": solution.sweeps(),
            "replays": solution.replays(),
            "residual": solution.residual(),
            "solve_ms": (ms * 1000.0).round() / 1000.0,
        });
        outln!("{out}");
        return;
    }
    outln!(
        "dicen 1–{} {}{} — {layout}; one die {one_die}, doubles {doubles}; optimising {objective}",
        options.tiles,
        if names.is_empty() { "" } else { "with " },
        names.join(", ")
    );
    outln!("p_shut          {:.12}", value.p_shut);
    outln!("expected_score  {:.12}  ({score})", value.expected_score);
    outln!(
        "{} states, {} full sweeps and {} replays (residual {:.1e}), {:.3} ms",
        solution.states(),
        solution.sweeps(),
        solution.replays(),
        solution.residual(),
        ms
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_named_as_ranges() {
        assert_eq!(parse_tiles("1-9"), Ok(9));
        assert_eq!(parse_tiles("1-12"), Ok(12));
        assert!(parse_tiles("1-11").is_err());
        assert!(parse_tiles("").is_err());
    }
}
