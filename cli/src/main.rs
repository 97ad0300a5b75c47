//! `cardavia`: the terminal shell and the project's command-line tools.
//!
//! - `cardavia script FILE...` runs scenario files (exit 0 pass, 1 failed expectation,
//!   2 malformed file).
//! - `cardavia simulate GAME ...` plays AI-only matches and prints a summary.
//! - `cardavia solve dicen ...` prints the exact solver's figures for a full board.

mod script;
mod simulate;
mod solve;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "cardavia",
    version,
    about = "Cardavia: a pass-and-play games table"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run scenario files; print each step's state as one JSON line.
    Script {
        /// Scenario files (JSON; see tests/scenarios/README.md).
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Play AI-only matches and print a summary.
    Simulate(simulate::Args),
    /// Solve DICEN exactly: the chance to shut and the expected score under optimal play.
    Solve(solve::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Script { files } => script::run(&files),
        Command::Simulate(args) => simulate::run(&args),
        Command::Solve(args) => solve::run(&args),
    }
}
