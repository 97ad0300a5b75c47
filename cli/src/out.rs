//! Standard output for the printing commands (`stats`, `simulate`, `solve`, `rules`). A reader
//! that went away (`cardavia stats | head -1`) ends the program quietly with exit 0, as Unix
//! tools do, instead of the panic `println!` gives on a broken pipe; any other write failure is
//! reported and ends it with exit 1.

use std::borrow::Cow;
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

/// Text read from the store (a player's name, a tally's label) or from a file (a scenario's
/// words quoted in `cardavia script`'s messages), made safe for a terminal: its control
/// characters (C0 such as ESC, BEL and newline, DEL, C1 such as CSI) and the bidirectional
/// embeddings, overrides and isolates are each shown as U+FFFD. A name holding `ESC ] 0 ; …
/// BEL` would otherwise retitle the terminal, `ESC [ 2 J` clear it, a newline forge a line of
/// its own and U+202E turn the rest of the line backwards. The store refuses control characters
/// in new names, but an older store, or another program, may hold them. Zero-width joiners and
/// the plain direction marks (LRM, RLM, ALM) stay: names in some scripts need them, and they
/// reorder nothing around them. JSON output needs none of this: it escapes control characters
/// itself and keeps the text exact.
pub fn printable(text: &str) -> Cow<'_, str> {
    if text.chars().any(hidden) {
        Cow::Owned(
            text.chars()
                .map(|c| if hidden(c) { '\u{fffd}' } else { c })
                .collect(),
        )
    } else {
        Cow::Borrowed(text)
    }
}

/// A character that acts on the terminal or on the order of the text around it.
fn hidden(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_direction_overrides_are_shown_as_replacement_characters() {
        assert_eq!(printable("Ann"), Cow::Borrowed("Ann"));
        assert_eq!(printable("Zoë 🎲 ∂"), "Zoë 🎲 ∂");
        assert_eq!(
            printable("A\u{1b}[2J\u{7}\u{9b}1m\u{7f}\t\r\n"),
            "A\u{fffd}[2J\u{fffd}\u{fffd}1m\u{fffd}\u{fffd}\u{fffd}\u{fffd}"
        );
        for c in ['\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}', '\u{202e}'] {
            assert_eq!(printable(&format!("a{c}b")), "a\u{fffd}b", "{c:?}");
        }
        for c in ['\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}'] {
            assert_eq!(printable(&format!("a{c}b")), "a\u{fffd}b", "{c:?}");
        }
        // Joiners and plain direction marks are kept.
        assert_eq!(
            printable("a\u{200d}\u{200e}\u{200f}\u{61c}b"),
            "a\u{200d}\u{200e}\u{200f}\u{61c}b"
        );
    }
}
