//! Reading a scenario's text with bounds, for `cardavia script` and the fuzz target: a file is
//! read only when it is a regular file no larger than [`MAX_SCENARIO_BYTES`], and standard
//! input only up to that size. A device that never ends (`/dev/zero`), a FIFO that waits for a
//! writer or a file of gigabytes is refused with a [`ReadError`] instead of filling memory or
//! hanging.

use super::ScenarioError;
use std::fs::{File, Metadata};
use std::io::Read;
use std::path::Path;

/// The most bytes a scenario may hold: 8 MiB. The largest committed scenario is about 10 KB
/// (`tests/scenarios/ganjifa/g4-g7-series-of-two-deals.json`, 10,154 bytes), so this leaves
/// room for scenarios 800 times longer, while a mistake reads at most this much.
pub const MAX_SCENARIO_BYTES: u64 = 8 * MIB;

const MIB: u64 = 1024 * 1024;

/// Why a scenario's text could not be read (`cardavia script` exits 2, as for a malformed
/// file).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// The system refused: no such file, no permission, a loop of links. `text` is its own
    /// words, as `cardavia script` has always printed them.
    #[error("{text}")]
    System {
        kind: std::io::ErrorKind,
        text: String,
    },
    /// Not a regular file, so not opened: a FIFO would wait for a writer, a device may never
    /// end.
    #[error("it is {kind}, not a file (give a file, or - for standard input)")]
    NotAFile { kind: FileKind },
    /// More than [`MAX_SCENARIO_BYTES`].
    #[error(
        "it is larger than {} MiB, the most a scenario may hold",
        MAX_SCENARIO_BYTES / MIB
    )]
    TooLarge,
    /// Not UTF-8: JSON text is. `at` is the offset of the first byte that is not.
    #[error("it is not UTF-8 text (byte {at} is not)")]
    NotUtf8 { at: usize },
    /// The path named another file when it was opened than when it was checked: it was
    /// replaced in between.
    #[error("it was replaced while it was being opened")]
    Replaced,
}

impl From<std::io::Error> for ReadError {
    fn from(e: std::io::Error) -> Self {
        ReadError::System {
            kind: e.kind(),
            text: e.to_string(),
        }
    }
}

/// What a path names when it is not a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Directory,
    Fifo,
    Socket,
    CharDevice,
    BlockDevice,
    /// Anything else the system may have.
    Special,
}

impl std::fmt::Display for FileKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FileKind::Directory => "a directory",
            FileKind::Fifo => "a FIFO",
            FileKind::Socket => "a socket",
            FileKind::CharDevice => "a character device",
            FileKind::BlockDevice => "a block device",
            FileKind::Special => "a special file",
        })
    }
}

impl FileKind {
    /// `None` for a regular file.
    fn of(metadata: &Metadata) -> Option<FileKind> {
        let kind = metadata.file_type();
        if kind.is_file() {
            return None;
        }
        if kind.is_dir() {
            return Some(FileKind::Directory);
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if kind.is_fifo() {
                return Some(FileKind::Fifo);
            }
            if kind.is_socket() {
                return Some(FileKind::Socket);
            }
            if kind.is_char_device() {
                return Some(FileKind::CharDevice);
            }
            if kind.is_block_device() {
                return Some(FileKind::BlockDevice);
            }
        }
        Some(FileKind::Special)
    }
}

/// A scenario file's text: a regular file (links followed) of at most [`MAX_SCENARIO_BYTES`],
/// in UTF-8.
pub fn read_file(path: &Path) -> Result<String, ScenarioError> {
    read_file_within(path, MAX_SCENARIO_BYTES).map_err(ScenarioError::Unreadable)
}

/// A scenario's text from a stream (`cardavia script -` reads standard input): at most
/// [`MAX_SCENARIO_BYTES`], in UTF-8. Reading stops one byte past the limit, so a stream that
/// never ends is refused after 8 MiB.
pub fn read_from(reader: impl Read) -> Result<String, ScenarioError> {
    read_within(reader, MAX_SCENARIO_BYTES, 0).map_err(ScenarioError::Unreadable)
}

/// The file's type is checked before it is opened, since opening a FIFO to read waits until
/// something opens it to write (the core has no `unsafe`, and no `O_NONBLOCK` without libc);
/// the opened file is then checked to be the one that was looked at. Only a program that can
/// write the folder could swap in a FIFO in the instant between the two, and then Ctrl-C ends
/// the wait.
fn read_file_within(path: &Path, limit: u64) -> Result<String, ReadError> {
    let looked = std::fs::metadata(path)?;
    if let Some(kind) = FileKind::of(&looked) {
        return Err(ReadError::NotAFile { kind });
    }
    if looked.len() > limit {
        return Err(ReadError::TooLarge);
    }
    let file = File::open(path)?;
    let opened = file.metadata()?;
    if let Some(kind) = FileKind::of(&opened) {
        return Err(ReadError::NotAFile { kind });
    }
    if !same_file(&looked, &opened) {
        return Err(ReadError::Replaced);
    }
    // The size is known: one allocation, unless the file grew since (then the limit holds).
    read_within(file, limit, opened.len())
}

/// Reads at most `limit` bytes (one more to tell a longer stream) as UTF-8.
fn read_within(reader: impl Read, limit: u64, expected: u64) -> Result<String, ReadError> {
    let capacity = usize::try_from(expected.min(limit)).unwrap_or(0);
    let mut bytes = Vec::with_capacity(capacity);
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge);
    }
    String::from_utf8(bytes).map_err(|e| ReadError::NotUtf8 {
        at: e.utf8_error().valid_up_to(),
    })
}

#[cfg(unix)]
fn same_file(a: &Metadata, b: &Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    (a.dev(), a.ino()) == (b.dev(), b.ino())
}

/// Without inode numbers, the size and the time of the last change must agree.
#[cfg(not(unix))]
fn same_file(a: &Metadata, b: &Metadata) -> bool {
    a.len() == b.len() && a.modified().ok() == b.modified().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stream_is_read_up_to_the_limit_and_refused_past_it() {
        assert_eq!(read_within(&b"{ }"[..], 3, 0), Ok("{ }".to_string()));
        assert_eq!(read_within(&b"{  }"[..], 3, 0), Err(ReadError::TooLarge));
        // A stream that never ends stops one byte past the limit.
        let endless = read_from(std::io::repeat(b' '));
        assert_eq!(endless, Err(ScenarioError::Unreadable(ReadError::TooLarge)));
        assert_eq!(
            read_within(&b"{\"a\": \"\xff\"}"[..], 100, 0),
            Err(ReadError::NotUtf8 { at: 7 })
        );
    }

    #[test]
    fn only_regular_files_within_the_limit_are_read() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let file = dir.path().join("s.json");
        std::fs::write(&file, "{}").expect("writes");
        assert_eq!(read_file(&file), Ok("{}".to_string()));

        let big = File::create(&file).expect("creates");
        big.set_len(11).expect("sets the length");
        assert_eq!(read_file_within(&file, 10), Err(ReadError::TooLarge));
        assert!(read_file_within(&file, 11).is_ok());

        assert_eq!(
            read_file_within(dir.path(), 10),
            Err(ReadError::NotAFile {
                kind: FileKind::Directory
            })
        );
        let missing = dir.path().join("missing.json");
        let err = read_file(&missing).expect_err("missing");
        let system = std::fs::read(&missing).expect_err("missing").to_string();
        assert_eq!(
            err.to_string(),
            format!("malformed at $: cannot read the file: {system}"),
            "the system's own words, as before"
        );
        assert_eq!(err.exit_code(), 2);
    }

    #[cfg(unix)]
    #[test]
    fn devices_are_refused_without_reading() {
        for (device, kind) in [
            ("/dev/zero", FileKind::CharDevice),
            ("/dev/null", FileKind::CharDevice),
        ] {
            let err = read_file(Path::new(device)).expect_err(device);
            assert_eq!(
                err,
                ScenarioError::Unreadable(ReadError::NotAFile { kind }),
                "{device}"
            );
            assert_eq!(
                err.to_string(),
                "malformed at $: cannot read the file: it is a character device, not a file \
                 (give a file, or - for standard input)"
            );
        }
    }

    /// A FIFO is refused without being opened: opening it would wait for a writer. A writer
    /// waits on another thread to hand over a scenario, so a reader that did open the FIFO
    /// would get it and fail this test instead of hanging.
    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_without_waiting_for_a_writer() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let fifo = dir.path().join("s.json");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo runs");
        assert!(made.success());
        let writer = fifo.clone();
        std::thread::spawn(move || std::fs::write(writer, "{}"));
        assert_eq!(
            read_file(&fifo),
            Err(ScenarioError::Unreadable(ReadError::NotAFile {
                kind: FileKind::Fifo
            }))
        );
    }
}
