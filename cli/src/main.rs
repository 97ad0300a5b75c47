//! `cardavia`: the terminal shell and the project's command-line tools.
//!
//! - `cardavia play [GAME]` opens the table in the terminal (see `play`).
//! - `cardavia script FILE...` runs scenario files, `-` read from standard input (exit 0 pass,
//!   1 failed expectation or output that could not be written, 2 malformed or unreadable file).
//! - `cardavia simulate GAME ...` plays AI-only matches and prints a summary.
//! - `cardavia rules GAME` prints a game's full rules.
//! - `cardavia stats [--db PATH] [--player NAME] [--game GAME] [--json]` prints the players'
//!   stats from the store (default: the platform's data directory, see `data_dir`).
//! - `cardavia solve dicen ...` prints the exact solver's figures for a full board.
//!
//! `--lang LANG` (en, nl, es, pt, it) sets the language for every command; without it the
//! language comes from `LC_ALL` / `LC_MESSAGES` / `LANG`, else English.
//!
//! Output that cannot be written (a full disk) ends any command with a message on standard
//! error and exit 1 (`script`: at least 1); a reader that went away (`| head`) is no error.

mod data_dir;
mod out;
mod play;
mod rules;
mod script;
mod simulate;
mod solve;
mod stats;

use cardavia_core::l10n::Lang;
use clap::{Parser, Subcommand};
use std::io::{ErrorKind, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "cardavia",
    version,
    about = "Cardavia: a pass-and-play games table"
)]
struct Cli {
    /// Language: en, nl, es, pt or it (default: from the environment, else English).
    #[arg(long, global = true)]
    lang: Option<String>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play at the table, in this terminal.
    Play(play::Args),
    /// Run scenario files; print each step's state as one JSON line.
    Script {
        /// Scenario files (JSON, at most 8 MiB each; see tests/scenarios/README.md); `-` reads
        /// one from standard input.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Play AI-only matches and print a summary.
    Simulate(simulate::Args),
    /// Print a game's full rules.
    Rules {
        /// dica, dicen, ganjifa or gnav.
        game: cardavia_core::games::GameId,
    },
    /// Print the players' stats from the store.
    Stats(stats::Args),
    /// Solve DICEN exactly: the chance to shut and the expected score under optimal play.
    Solve(solve::Args),
}

/// The language from `--lang`, else the environment, else English. An unknown `--lang` is an error.
fn language(flag: Option<&str>) -> Result<Lang, String> {
    match flag {
        Some(tag) => tag.parse(),
        None => Ok(Lang::negotiate(&device_langs())),
    }
}

/// The device's language preferences, from the environment (`C` and `POSIX` say nothing).
pub fn device_langs() -> Vec<String> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|k| std::env::var(k).ok())
        .filter(|v| !v.is_empty() && v != "C" && v != "POSIX")
        .collect()
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(said) => return clap_said(&said),
    };
    let lang = match language(cli.lang.as_deref()) {
        Ok(lang) => lang,
        Err(e) => {
            eprintln!("cardavia: --lang: {e}");
            return ExitCode::from(2);
        }
    };
    match cli.command {
        Command::Play(args) => play::run(&args, cli.lang.as_deref().map(|_| lang)),
        Command::Script { files } => script::run(&files),
        Command::Simulate(args) => simulate::run(&args),
        Command::Rules { game } => rules::run(game, lang),
        Command::Stats(args) => stats::run(&args, lang),
        Command::Solve(args) => solve::run(&args),
    }
}

/// Help, the version or a usage error, as clap writes them, with clap's exit code (0 or 2).
/// Help or a version that cannot be written to standard output (a full disk) is lost output,
/// reported with exit 1 as every printing command does (`out`); a reader that went away is not
/// an error.
fn clap_said(said: &clap::Error) -> ExitCode {
    let written = said.print().and_then(|()| std::io::stdout().flush());
    if let Err(e) = written {
        if e.kind() != ErrorKind::BrokenPipe && !said.use_stderr() {
            eprintln!("cardavia: cannot write the output: {e}");
            return ExitCode::from(1);
        }
    }
    ExitCode::from(u8::try_from(said.exit_code()).unwrap_or(2))
}
