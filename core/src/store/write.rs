//! A write transaction begun and committed through the connection's statement cache.
//!
//! Why not rusqlite's `Transaction`: it parses `BEGIN IMMEDIATE` and `COMMIT` afresh for every
//! transaction, and the live table writes one after every tap: that parsing was a tenth of what
//! saving a late Ganjifa card play cost (measured under callgrind).

use rusqlite::Connection;
use std::ops::Deref;

/// `BEGIN IMMEDIATE` ... `COMMIT`: the write lock is taken at once (no upgrade from reader to
/// writer half-way, which could fail with "busy" after work was done). Dropped without
/// [`Write::commit`] (an error on the way, a failed commit), it rolls back, so nothing of it is
/// kept.
pub(super) struct Write<'a> {
    conn: &'a Connection,
    committed: bool,
}

impl<'a> Write<'a> {
    pub(super) fn begin(conn: &'a Connection) -> rusqlite::Result<Self> {
        conn.prepare_cached("BEGIN IMMEDIATE")?.execute([])?;
        Ok(Write {
            conn,
            committed: false,
        })
    }

    pub(super) fn commit(mut self) -> rusqlite::Result<()> {
        self.conn.prepare_cached("COMMIT")?.execute([])?;
        self.committed = true;
        Ok(())
    }
}

impl Deref for Write<'_> {
    type Target = Connection;

    fn deref(&self) -> &Connection {
        self.conn
    }
}

impl Drop for Write<'_> {
    fn drop(&mut self) {
        // A failed COMMIT (busy, full) leaves the transaction open: end it here too.
        if !self.committed && !self.conn.is_autocommit() {
            if let Err(e) = self.conn.execute_batch("ROLLBACK") {
                tracing::warn!(error = %e, "a write transaction could not be rolled back");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(conn: &Connection) -> i64 {
        conn.query_row("SELECT COUNT(*) FROM t", [], |r| r.get(0))
            .expect("counted")
    }

    #[test]
    fn committed_writes_stay_and_dropped_ones_leave_nothing() {
        let conn = Connection::open_in_memory().expect("opens");
        conn.execute_batch("CREATE TABLE t (x INTEGER)")
            .expect("table");
        let write = Write::begin(&conn).expect("begins");
        write
            .execute("INSERT INTO t VALUES (1)", [])
            .expect("inserts");
        write.commit().expect("commits");
        assert_eq!(rows(&conn), 1);

        let write = Write::begin(&conn).expect("begins again (the cached BEGIN was reset)");
        write
            .execute("INSERT INTO t VALUES (2)", [])
            .expect("inserts");
        drop(write);
        assert_eq!(rows(&conn), 1, "the dropped write left nothing");
        assert!(conn.is_autocommit(), "and no transaction open");

        let write = Write::begin(&conn).expect("begins after a rollback");
        write
            .execute("INSERT INTO t VALUES (3)", [])
            .expect("inserts");
        write.commit().expect("commits");
        assert_eq!(rows(&conn), 2);
    }

    #[test]
    fn a_failed_commit_rolls_back() {
        let conn = Connection::open_in_memory().expect("opens");
        conn.execute_batch(
            "PRAGMA foreign_keys = ON;
             CREATE TABLE p (id INTEGER PRIMARY KEY);
             CREATE TABLE t (x INTEGER REFERENCES p (id) DEFERRABLE INITIALLY DEFERRED);",
        )
        .expect("tables");
        let write = Write::begin(&conn).expect("begins");
        write
            .execute("INSERT INTO t VALUES (7)", [])
            .expect("deferred check");
        assert!(
            write.commit().is_err(),
            "the deferred foreign key fails the commit"
        );
        assert!(conn.is_autocommit(), "the failed commit was rolled back");
        assert_eq!(rows(&conn), 0);
    }
}
