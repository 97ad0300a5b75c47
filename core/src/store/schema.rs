//! The schema, as the ordered list of steps that built it. `PRAGMA user_version` is the number
//! of steps a file has had; opening runs the rest, each in its own transaction, so a store killed
//! mid-migration is left at the last whole step. A new store runs every step from the first: there
//! is one way to reach the latest schema, so a migrated store and a new one cannot drift apart.

use rusqlite::{Connection, OptionalExtension, TransactionBehavior};

/// `PRAGMA application_id` of a Cardavia store ("CRDV"): a store is told apart from another
/// program's SQLite file without reading its tables.
pub const APPLICATION_ID: i32 = 0x4352_4456;

/// One step of the schema's history.
pub struct Step {
    /// The `user_version` after the step.
    pub version: u32,
    /// Why the step exists.
    pub what: &'static str,
    pub sql: &'static str,
}

/// Every step, oldest first. Append only: a released step never changes.
pub const STEPS: &[Step] = &[
    Step {
        version: 1,
        what: "players, series and seats, the action log with a snapshot per action, finished \
               rounds with their points, settings",
        sql: V1,
    },
    Step {
        version: 2,
        what: "keep only the latest snapshot of each series: a snapshot per action made a \
               series' saves grow with the square of its length",
        sql: V2,
    },
    Step {
        version: 3,
        what: "per-game records (tallies per round and seat), teams for team games, indexes \
               for the stats queries",
        sql: V3,
    },
    Step {
        version: 4,
        what: "saves that do not grow with the series: the latest table state apart from a \
               checkpoint written at a round's end (the log is the actions table); series \
               found unrestorable, kept and reported once; the people of a team seat",
        sql: V4,
    },
    Step {
        version: 5,
        what: "the narration a table told, appended apart: a change's table state had held the \
               last 60 lines, so a late save wrote more than an early one",
        sql: V5,
    },
    Step {
        version: 6,
        what: "the store's lineage mark, renewed as each write-ahead log begins: a log found \
               beside the file must have been written over the mark the file holds",
        sql: V6,
    },
    Step {
        version: 7,
        what: "a team of several people is no profile: its seat holds no player, its people \
               are listed in order, each person's own counts are kept apart, and the profiles \
               that were team labels go once nothing names them",
        sql: V7,
    },
    Step {
        version: 8,
        what: "the group's roster: a person the group removed is hidden from the roster and \
               the set-up, their records kept",
        sql: V8,
    },
];

/// The schema version this build writes and reads.
pub const LATEST: u32 = 8;

const V1: &str = "
PRAGMA application_id = 1129464918;

CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created_ms INTEGER NOT NULL
);

CREATE TABLE series (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    planned_rounds INTEGER NOT NULL CHECK (planned_rounds >= 0),
    status TEXT NOT NULL DEFAULT 'playing'
        CHECK (status IN ('playing', 'finished', 'abandoned')),
    created_ms INTEGER NOT NULL,
    finished_ms INTEGER,
    start_snapshot TEXT NOT NULL
);

-- A seat holds a profile or a bot. The outcome columns are set when the series finishes.
CREATE TABLE seats (
    series_id INTEGER NOT NULL REFERENCES series (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL CHECK (seat >= 0),
    player_id INTEGER REFERENCES players (id),
    ai_level TEXT CHECK (ai_level IN ('easy', 'normal', 'hard')),
    final_score INTEGER,
    won INTEGER CHECK (won IN (0, 1)),
    PRIMARY KEY (series_id, seat),
    CHECK ((player_id IS NULL) <> (ai_level IS NULL))
) WITHOUT ROWID;

-- seq: the action's index in the series' log. seat NULL: chance (dice, deals).
CREATE TABLE actions (
    series_id INTEGER NOT NULL REFERENCES series (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL CHECK (seq >= 0),
    seat INTEGER CHECK (seat >= 0),
    action TEXT NOT NULL,
    snapshot TEXT NOT NULL,
    PRIMARY KEY (series_id, seq)
) WITHOUT ROWID;

-- A finished round and the stretch of the log that played it.
CREATE TABLE rounds (
    series_id INTEGER NOT NULL REFERENCES series (id) ON DELETE CASCADE,
    round INTEGER NOT NULL CHECK (round >= 0),
    first_seq INTEGER NOT NULL,
    last_seq INTEGER NOT NULL CHECK (last_seq >= first_seq),
    PRIMARY KEY (series_id, round)
) WITHOUT ROWID;

CREATE TABLE round_scores (
    series_id INTEGER NOT NULL,
    round INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    points INTEGER NOT NULL,
    won INTEGER NOT NULL CHECK (won IN (0, 1)),
    PRIMARY KEY (series_id, round, seat),
    FOREIGN KEY (series_id, round) REFERENCES rounds (series_id, round) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
";

const V2: &str = "
-- applied: how many actions the snapshot has seen (the next action's seq).
CREATE TABLE snapshots (
    series_id INTEGER PRIMARY KEY REFERENCES series (id) ON DELETE CASCADE,
    applied INTEGER NOT NULL CHECK (applied >= 0),
    snapshot TEXT NOT NULL
);

INSERT INTO snapshots (series_id, applied, snapshot)
SELECT s.id, COALESCE(a.seq + 1, 0), COALESCE(a.snapshot, s.start_snapshot)
FROM series s
LEFT JOIN actions a
    ON a.series_id = s.id
    AND a.seq = (SELECT MAX(seq) FROM actions WHERE series_id = s.id);

ALTER TABLE actions DROP COLUMN snapshot;
ALTER TABLE series DROP COLUMN start_snapshot;
";

const V3: &str = "
-- Team games (DiCa): seats with the same team play together.
ALTER TABLE seats ADD COLUMN team INTEGER CHECK (team >= 0);

-- Per-game counts of a round and seat (steals, dicen-calls, gogo-throws, ...).
CREATE TABLE tallies (
    series_id INTEGER NOT NULL,
    round INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    value INTEGER NOT NULL,
    PRIMARY KEY (series_id, round, seat, name),
    FOREIGN KEY (series_id, round) REFERENCES rounds (series_id, round) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE INDEX seats_by_player ON seats (player_id) WHERE player_id IS NOT NULL;
CREATE INDEX series_by_game ON series (game, status);
";

const V4: &str = "
-- The table state saved with every change (small: pause, holder, narration, clock...), the
-- number of actions it follows, and when the table last changed. The snapshots table now holds
-- a checkpoint: the table without its log, written when a series starts and at each round's end.
CREATE TABLE table_states (
    series_id INTEGER PRIMARY KEY REFERENCES series (id) ON DELETE CASCADE,
    applied INTEGER NOT NULL CHECK (applied >= 0),
    state TEXT NOT NULL,
    played_ms INTEGER NOT NULL
);

-- A whole snapshot of before (its log inside, a table state inside) becomes a checkpoint: the
-- state moves to table_states, the log leaves (the actions table holds it). Text that is not
-- JSON stays as it was: resuming it reports the series as damaged, the migration never fails
-- on it.
INSERT INTO table_states (series_id, applied, state, played_ms)
SELECT sn.series_id, sn.applied,
       json_extract(sn.snapshot, '$.' || s.game || '.table'),
       COALESCE(s.finished_ms, s.created_ms)
FROM snapshots sn JOIN series s ON s.id = sn.series_id
WHERE json_valid(sn.snapshot)
  AND json_type(sn.snapshot, '$.' || s.game || '.table') = 'object'
  AND json_type(sn.snapshot, '$.' || s.game || '.game.log') = 'array';

UPDATE snapshots SET snapshot = (
    SELECT json_set(
        json_remove(snapshots.snapshot, '$.' || s.game || '.game.log'),
        '$.' || s.game || '.game.applied', snapshots.applied)
    FROM series s WHERE s.id = snapshots.series_id)
WHERE series_id IN (SELECT series_id FROM table_states);

-- Series that cannot be restored: never deleted, no longer offered, reported once.
CREATE TABLE damaged (
    series_id INTEGER PRIMARY KEY REFERENCES series (id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    found_ms INTEGER NOT NULL,
    reported INTEGER NOT NULL DEFAULT 0 CHECK (reported IN (0, 1))
);

-- The people of a seat played by a team of several people (DiCa, D2): each is credited in the
-- stats beside the team's own profile.
CREATE TABLE seat_people (
    series_id INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (series_id, seat, player_id),
    FOREIGN KEY (series_id, seat) REFERENCES seats (series_id, seat) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE INDEX seat_people_by_player ON seat_people (player_id);

-- Whom a seat's results credit: its own profile (a person, or a team's label) and, for a team
-- of several people, each of them.
CREATE VIEW credits (series_id, seat, player_id) AS
    SELECT series_id, seat, player_id FROM seats WHERE player_id IS NOT NULL
    UNION
    SELECT series_id, seat, player_id FROM seat_people;
";

/// The file's schema version.
pub fn version(conn: &Connection) -> rusqlite::Result<u32> {
    let v: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    // user_version is a signed 32-bit header field; a negative one is no version of ours.
    Ok(u32::try_from(v).unwrap_or(u32::MAX))
}

/// Runs the steps of `steps` above the file's version up to `target`, each in one transaction
/// that also sets `user_version`. A failing step is rolled back whole and the error returned;
/// the steps before it stay.
///
/// Foreign keys are off while the steps run, as SQLite's own way of rebuilding a table asks
/// (dropping a table would otherwise delete the rows that refer to it); each step checks them
/// (`PRAGMA foreign_key_check`) before it commits, and fails if any reference is broken.
pub fn migrate(conn: &mut Connection, steps: &[Step], target: u32) -> rusqlite::Result<u32> {
    let keys: bool = conn.pragma_query_value(None, "foreign_keys", |r| r.get(0))?;
    conn.pragma_update(None, "foreign_keys", false)?;
    let migrated = migrate_steps(conn, steps, target);
    conn.pragma_update(None, "foreign_keys", keys)?;
    migrated
}

fn migrate_steps(conn: &mut Connection, steps: &[Step], target: u32) -> rusqlite::Result<u32> {
    let mut current = version(conn)?;
    let from = current;
    for step in steps
        .iter()
        .filter(|s| s.version > from && s.version <= target)
    {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute_batch(step.sql)?;
        let broken: Option<String> = tx
            .query_row("PRAGMA foreign_key_check", [], |r| r.get(0))
            .optional()?;
        if let Some(table) = broken {
            return Err(rusqlite::Error::SqliteFailure(
                rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CONSTRAINT),
                Some(format!(
                    "step {} leaves a broken reference in {table}",
                    step.version
                )),
            ));
        }
        tx.pragma_update(None, "user_version", step.version)?;
        tx.commit()?;
        tracing::info!(version = step.version, what = step.what, "store migrated");
        current = step.version;
    }
    Ok(current)
}

const V5: &str = "
-- The narration a table told, line by line (opaque text), appended with each change; resuming
-- reads the last lines back. A state saved before keeps its own narration.
CREATE TABLE narration (
    series_id INTEGER NOT NULL REFERENCES series (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL CHECK (seq >= 0),
    line TEXT NOT NULL,
    PRIMARY KEY (series_id, seq)
) WITHOUT ROWID;
";

const V6: &str = "
-- mark: renewed (SQLite's random()) by the first write after the store's file caught up with
-- its write-ahead log; prev: the mark before it, which the file held when that log began. A
-- log whose marks are neither the file's is not this file's log (file_set::judge).
CREATE TABLE lineage (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    mark INTEGER NOT NULL,
    prev INTEGER NOT NULL
);
INSERT INTO lineage (id, mark, prev) VALUES (1, random(), 0);
";

const V7: &str = "
-- The seats of a team of several people (their people are listed), with the profile that stood
-- for the team and its name, the team's label.
CREATE TEMP TABLE team_seats AS
    SELECT s.series_id, s.seat, s.player_id AS id, p.name AS label
    FROM seats s JOIN players p ON p.id = s.player_id
    WHERE EXISTS (SELECT 1 FROM seat_people sp
                  WHERE sp.series_id = s.series_id AND sp.seat = s.seat);

-- A seat holds a profile, a bot, or (neither) the people listed for it in seat_people.
DROP VIEW credits;
CREATE TABLE seats_v7 (
    series_id INTEGER NOT NULL REFERENCES series (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL CHECK (seat >= 0),
    player_id INTEGER REFERENCES players (id),
    ai_level TEXT CHECK (ai_level IN ('easy', 'normal', 'hard')),
    final_score INTEGER,
    won INTEGER CHECK (won IN (0, 1)),
    team INTEGER CHECK (team >= 0),
    PRIMARY KEY (series_id, seat),
    CHECK (player_id IS NULL OR ai_level IS NULL)
) WITHOUT ROWID;
INSERT INTO seats_v7 (series_id, seat, player_id, ai_level, final_score, won, team)
SELECT s.series_id, s.seat,
       CASE WHEN EXISTS (SELECT 1 FROM seat_people sp
                         WHERE sp.series_id = s.series_id AND sp.seat = s.seat)
            THEN NULL ELSE s.player_id END,
       s.ai_level, s.final_score, s.won, s.team
FROM seats s;
DROP TABLE seats;
ALTER TABLE seats_v7 RENAME TO seats;
CREATE INDEX seats_by_player ON seats (player_id) WHERE player_id IS NOT NULL;

-- The people of a team in the order the team was named (older rows: where each name stood in
-- the team's label).
ALTER TABLE seat_people ADD COLUMN position INTEGER;
UPDATE seat_people SET position = (
    SELECT instr(t.label, p.name)
    FROM team_seats t, players p
    WHERE t.series_id = seat_people.series_id AND t.seat = seat_people.seat
      AND p.id = seat_people.player_id);

CREATE VIEW credits (series_id, seat, player_id) AS
    SELECT series_id, seat, player_id FROM seats WHERE player_id IS NOT NULL
    UNION
    SELECT series_id, seat, player_id FROM seat_people;

-- A person's own counts in a seat played by several people (who held the device then, D2).
CREATE TABLE person_tallies (
    series_id INTEGER NOT NULL,
    round INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    name TEXT NOT NULL,
    value INTEGER NOT NULL,
    PRIMARY KEY (series_id, round, player_id, name),
    FOREIGN KEY (series_id, round) REFERENCES rounds (series_id, round) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX person_tallies_by_player ON person_tallies (player_id);

-- A team label is no person: its profile goes once no seat names it.
DELETE FROM players
WHERE id IN (SELECT id FROM temp.team_seats)
  AND id NOT IN (SELECT player_id FROM seats WHERE player_id IS NOT NULL)
  AND id NOT IN (SELECT player_id FROM seat_people);
DROP TABLE temp.team_seats;
";

const V8: &str = "
-- When the group removed this person from its roster (NULL: on it). Their seats, rounds and
-- counts stay: the group's records never lose a game.
ALTER TABLE players ADD COLUMN removed_ms INTEGER;
";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_numbered_one_by_one_up_to_latest() {
        for (i, step) in STEPS.iter().enumerate() {
            assert_eq!(step.version as usize, i + 1, "{}", step.what);
        }
        assert_eq!(STEPS.last().map(|s| s.version), Some(LATEST));
    }

    #[test]
    fn the_application_id_in_v1_is_the_constant() {
        assert!(V1.contains(&format!("application_id = {APPLICATION_ID};")));
    }
}
