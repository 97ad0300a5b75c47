//! Standard output for the printing commands (`stats`, `simulate`, `solve`, `rules`). A reader
//! that went away (`cardavia stats | head -1`) ends the program quietly with exit 0, as Unix
//! tools do, instead of the panic `println!` gives on a broken pipe; any other write failure is
//! reported and ends it with exit 1.

use std::fmt::Arguments;
use std::io::{ErrorKind, Write};

/// Writes one line to standard output (see the module's doc for a failed write).
pub fn line(args: Arguments) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(args).and_then(|()| out.write_all(b"\n")) {
        if e.kind() == ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("cardavia: cannot write the output: {e}");
        std::process::exit(1);
    }
}

/// `println!` that ends quietly on a broken pipe (see [`line`]).
macro_rules! outln {
    () => {
        $crate::out::line(format_args!(""))
    };
    ($($arg:tt)*) => {
        $crate::out::line(format_args!($($arg)*))
    };
}
pub(crate) use outln;
