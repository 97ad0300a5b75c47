//! `cardavia script`: runs scenario files, printing each step's state as one JSON line on stdout
//! and, on failure, one line on stderr naming file, step and field. `-` reads a scenario from
//! standard input. Files and standard input are read with bounds (a regular file, at most
//! `MAX_SCENARIO_BYTES`): a device, a FIFO or a folder is refused unopened, as unreadable.
//!
//! Exit code: 0 when every file passes, 1 when an expectation fails, 2 when a file is malformed
//! or unreadable (the highest applies when several files fail).

use cardavia_core::scenario::{self, StepReport};
use serde::Serialize;
use std::io::Write;
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
    let mut worst = 0u8;
    for file in files {
        let name = file.display().to_string();
        let text = if file.as_os_str() == STDIN {
            scenario::read_from(std::io::stdin().lock())
        } else {
            scenario::read_file(file)
        };
        let result = text.and_then(|text| {
            scenario::run(&text, |report| {
                let line = Line {
                    file: &name,
                    report,
                };
                if let Ok(json) = serde_json::to_string(&line) {
                    // A closed stdout (a pipe to `head`) must not stop the checks.
                    let _ = writeln!(out, "{json}");
                }
            })
        });
        if let Err(e) = result {
            eprintln!("{name}: {e}");
            worst = worst.max(e.exit_code());
        }
    }
    ExitCode::from(worst)
}
