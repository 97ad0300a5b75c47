//! `cardavia script`: runs scenario files, printing each step's state as one JSON line on stdout
//! and, on failure, one line on stderr naming file, step and field. `-` reads a scenario from
//! standard input. Files and standard input are read with bounds (a regular file, at most
//! `MAX_SCENARIO_BYTES`): a device, a FIFO or a folder is refused unopened, as unreadable.
//!
//! Exit code: 0 when every file passes, 1 when an expectation fails, 2 when a file is malformed
//! or unreadable (the highest applies when several files fail). Output that cannot be written
//! (a full disk) ends the run with a message and at least 1: what was checked was not reported.
//! A reader that went away (`| head`) does not stop the checks: the exit code still tells
//! whether every file passes.

use crate::out::printable;
use cardavia_core::scenario::{self, StepReport};
use serde::Serialize;
use std::io::{ErrorKind, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// One line of output: the file, then the step's report (`step`, `do`, `by`, `error`, `state`).
#[derive(Serialize)]
struct Line<'a> {
    file: &'a str,
    #[serde(flatten)]
    report: &'a StepReport,
}

/// The name that reads standard input.
const STDIN: &str = "-";

pub fn run(files: &[PathBuf]) -> ExitCode {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    // Set when the reader went away: the checks go on, printing nothing more.
    let mut closed = false;
    let mut worst = 0u8;
    for file in files {
        let name = file.display().to_string();
        let text = if file.as_os_str() == STDIN {
            scenario::read_from(std::io::stdin().lock())
        } else {
            scenario::read_file(file)
        };
        let mut lost = None;
        let result = text.and_then(|text| {
            scenario::run(&text, |report| {
                if closed || lost.is_some() {
                    return;
                }
                if let Err(e) = write_line(&mut out, &name, report) {
                    match e.kind() {
                        ErrorKind::BrokenPipe => closed = true,
                        _ => lost = Some(e),
                    }
                }
            })
        });
        if let Err(e) = result {
            // The message may quote the file's text (an unknown game, an action): shown, not
            // obeyed, by the terminal.
            eprintln!("{}", printable(&format!("{name}: {e}")));
            worst = worst.max(e.exit_code());
        }
        if let Some(e) = lost {
            eprintln!("cardavia script: cannot write the output: {e}");
            return ExitCode::from(worst.max(1));
        }
    }
    if let Err(e) = out.flush() {
        if e.kind() != ErrorKind::BrokenPipe {
            eprintln!("cardavia script: cannot write the output: {e}");
            return ExitCode::from(worst.max(1));
        }
    }
    ExitCode::from(worst)
}

/// One step's JSON line.
fn write_line(out: &mut impl Write, file: &str, report: &StepReport) -> std::io::Result<()> {
    let json = serde_json::to_string(&Line { file, report })?;
    writeln!(out, "{json}")
}
