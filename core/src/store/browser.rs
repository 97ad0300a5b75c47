//! The store's files in a browser: SQLite's own pool of files on the Origin-Private File System
//! (`sqlite-wasm-vfs`'s `opfs-sahpool`), which only a dedicated Web Worker may hold. The pool is
//! SQLite's default file system once [`open_pool`] is done, so [`Store::open`](super::Store::open)
//! opens a name in it as it opens a path elsewhere; the store's own checks reach its files
//! through [`super::files`].
//!
//! The pool holds each of its files with an exclusive handle: a second tab of the same site
//! cannot take it while the first holds it ([`PoolProblem::InUse`]), which makes the browser's
//! one writer per store.

use sqlite_wasm_vfs::sahpool::{self, OpfsSAHError, OpfsSAHPoolCfg, OpfsSAHPoolUtil};
use std::cell::RefCell;
use std::io;
use std::path::Path;

thread_local! {
    /// The pool, once opened: a Worker has one thread, and the pool's handles never leave it.
    static POOL: RefCell<Option<OpfsSAHPoolUtil>> = const { RefCell::new(None) };
}

/// Files the pool keeps room for: the store, its rollback journal, and damaged copies kept
/// aside (each copy takes one; more are added as needed).
const POOL_FILES: u32 = 8;

/// Why the browser gives the store no files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PoolProblem {
    /// No Origin-Private File System here (a private window, an old browser, no Worker).
    #[error("this browser keeps no files for the site")]
    Unavailable,
    /// Another tab (or window) of the site holds the pool.
    #[error("another tab holds the store")]
    InUse,
}

/// Opens the pool and makes it SQLite's default file system. Done once; later calls answer at
/// once.
pub async fn open_pool() -> Result<(), PoolProblem> {
    if POOL.with(|p| p.borrow().is_some()) {
        return Ok(());
    }
    let pool = sahpool::install::<sqlite_wasm_rs::WasmOsCallback>(&OpfsSAHPoolCfg::default(), true)
        .await
        .map_err(|e| {
            tracing::warn!(error = %e, "the browser's file pool did not open");
            match e {
                // Another tab holds a file of the pool: its handle cannot be taken twice.
                OpfsSAHError::CreateSyncAccessHandle(_) => PoolProblem::InUse,
                _ => PoolProblem::Unavailable,
            }
        })?;
    if let Err(e) = pool.reserve_minimum_capacity(POOL_FILES).await {
        tracing::warn!(error = %e, "the browser's file pool could not grow");
    }
    POOL.with(|p| *p.borrow_mut() = Some(pool));
    Ok(())
}

fn name(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

fn with_pool<T>(work: impl FnOnce(&OpfsSAHPoolUtil) -> io::Result<T>) -> io::Result<T> {
    POOL.with(|p| match p.borrow().as_ref() {
        Some(pool) => work(pool),
        None => Err(io::Error::new(
            io::ErrorKind::Unsupported,
            "the browser's file pool is not open",
        )),
    })
}

fn failed(e: OpfsSAHError) -> io::Error {
    io::Error::other(e.to_string())
}

pub(super) fn exists(path: &Path) -> bool {
    with_pool(|pool| pool.exists(&name(path)).map_err(failed)).unwrap_or(false)
}

/// The whole file at `path`: none when it is missing.
pub(super) fn read(path: &Path) -> io::Result<Vec<u8>> {
    with_pool(|pool| {
        let name = name(path);
        if !pool.exists(&name).map_err(failed)? {
            return Ok(Vec::new());
        }
        pool.export_db(&name).map_err(failed)
    })
}

/// The pool has no rename: the bytes are copied to the new name, then the old name is let go.
pub(super) fn rename(from: &Path, to: &Path) -> io::Result<()> {
    with_pool(|pool| {
        let (from, to) = (name(from), name(to));
        let bytes = pool.export_db(&from).map_err(failed)?;
        pool.import_db_unchecked(&to, &bytes).map_err(failed)?;
        pool.delete_db(&from).map_err(failed)?;
        Ok(())
    })
}
