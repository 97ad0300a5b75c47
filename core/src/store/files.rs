//! The few file operations the store's own checks make around SQLite (does a file exist, its
//! first bytes, moving it aside). On phones and computers they are the file system's. In the
//! browser SQLite's files live in a pool on the Origin-Private File System ([`super::browser`]),
//! which the platform's file calls cannot see: there they are the pool's.

use std::io;
use std::path::Path;

#[cfg(not(target_family = "wasm"))]
pub(super) fn exists(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok()
}

/// Whether `path` is a regular file (followed through links) or nothing at all: not a folder, a
/// FIFO that would block, a device, a dangling link or a link loop, which SQLite should neither
/// open nor create a file through.
#[cfg(not(target_family = "wasm"))]
pub(super) fn regular_or_missing(path: &Path) -> bool {
    match std::fs::metadata(path) {
        Ok(meta) => meta.is_file(),
        Err(_) => !exists(path),
    }
}

/// Up to `len` first bytes of the file at `path`: none when it is missing.
#[cfg(not(target_family = "wasm"))]
pub(super) fn head(path: &Path, len: u64) -> io::Result<Vec<u8>> {
    use std::io::Read;
    let file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e),
    };
    let mut head = Vec::with_capacity(len as usize);
    file.take(len).read_to_end(&mut head)?;
    Ok(head)
}

#[cfg(not(target_family = "wasm"))]
pub(super) fn rename(from: &Path, to: &Path) -> io::Result<()> {
    std::fs::rename(from, to)
}

#[cfg(target_family = "wasm")]
pub(super) fn exists(path: &Path) -> bool {
    super::browser::exists(path)
}

/// The pool holds only files.
#[cfg(target_family = "wasm")]
pub(super) fn regular_or_missing(_path: &Path) -> bool {
    true
}

/// Up to `len` first bytes of the file at `path`: none when it is missing.
#[cfg(target_family = "wasm")]
pub(super) fn head(path: &Path, len: u64) -> io::Result<Vec<u8>> {
    let mut bytes = super::browser::read(path)?;
    bytes.truncate(len as usize);
    Ok(bytes)
}

#[cfg(target_family = "wasm")]
pub(super) fn rename(from: &Path, to: &Path) -> io::Result<()> {
    super::browser::rename(from, to)
}
