//! Series (what a table plays: a game, its options, its seats, a planned length), their finished
//! rounds with points, winners and per-game tallies, and their end.

use super::error::StoreError;
use super::{game_from_text, signed, unsigned, PlayerId, SeriesId, Store};
use crate::ai::Level;
use crate::engine::{Actor, RoundResult, Seat, SeatSet};
use crate::games::GameId;
use rusqlite::{params, Connection, OptionalExtension};
use serde::Serialize;

/// [`SeatSet`] holds 16 seats; no game has more.
pub const MAX_SEATS: usize = 16;

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Occupant {
    Player(PlayerId),
    Ai(Level),
    /// Several people playing as one (a DiCa team, D2), listed in [`NewSeries::people`]: the
    /// team is no profile; its results count for each of them, their own counts for each alone.
    People,
}

/// A seat as the table sets it up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SeatSpec {
    pub occupant: Occupant,
    /// The team, in team games (DiCa, DICEN 2 VS 2); seats with the same team play together.
    pub team: Option<u8>,
}

/// A series to start.
#[derive(Clone, Debug)]
pub struct NewSeries<'a> {
    pub game: GameId,
    /// The game's options as JSON (kept as given).
    pub options: &'a str,
    /// Seat 0 first, in the rules' playing order.
    pub seats: &'a [SeatSpec],
    /// Rounds (deals, games) planned; 0 when the game decides.
    pub planned_rounds: u32,
    pub created_ms: i64,
    /// The table's first checkpoint (opaque text), taken after its opening actions.
    pub snapshot: &'a str,
    /// The actions the table applied before its first view (the opening deal or throw), saved in
    /// the same transaction as the series: a series is never saved without them.
    pub opening: &'a [(Actor, String)],
    /// The table's state after them (opaque text), if the caller saves one apart from the
    /// checkpoint.
    pub state: Option<&'a str>,
    /// The narration the table shows after them (each line opaque text, oldest first).
    pub narration: &'a [String],
    /// The people of seats played by several people ([`Occupant::People`], D2), by seat, each
    /// seat's in the order the team names them (the order the table hands them the device).
    pub people: &'a [(Seat, PlayerId)],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Playing,
    Finished,
    /// Left unfinished on purpose; kept for its rounds.
    Abandoned,
    /// Unfinished, and its save cannot be restored: kept as it is, never offered to resume,
    /// reported once ([`Store::mark_damaged`]). It may still be abandoned.
    Damaged,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Playing => "playing",
            Status::Finished => "finished",
            Status::Abandoned => "abandoned",
            Status::Damaged => "damaged",
        }
    }

    fn from_text(text: &str) -> Result<Status, StoreError> {
        match text {
            "playing" => Ok(Status::Playing),
            "finished" => Ok(Status::Finished),
            "abandoned" => Ok(Status::Abandoned),
            "damaged" => Ok(Status::Damaged),
            _ => Err(StoreError::Malformed {
                what: "series status",
                value: text.to_string(),
            }),
        }
    }
}

/// A seat as stored, with the profile's name and, once finished, the outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatInfo {
    pub seat: Seat,
    pub occupant: Occupant,
    pub team: Option<u8>,
    /// The profile's name (`None` for a bot).
    pub name: Option<String>,
    pub final_score: Option<i64>,
    pub won: Option<bool>,
}

/// A series as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeriesInfo {
    pub id: SeriesId,
    pub game: GameId,
    pub options: String,
    pub seats: Vec<SeatInfo>,
    pub planned_rounds: u32,
    pub status: Status,
    pub created_ms: i64,
    pub finished_ms: Option<i64>,
    /// Finished rounds recorded.
    pub rounds: u32,
}

/// A series of a game this version does not know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UnknownSeries {
    pub id: SeriesId,
    /// The game's id as stored.
    pub game: String,
    /// Still being played (else finished or abandoned).
    pub playing: bool,
    pub created_ms: i64,
}

/// The games this version knows, as an SQL list of their stored ids.
fn known_games() -> String {
    GameId::ALL
        .iter()
        .map(|g| format!("'{}'", g.as_str()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The end of a series: its winners (several share a draw) and each seat's final score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finish {
    pub winners: SeatSet,
    /// One per seat, in the game's own points.
    pub scores: Vec<i64>,
    pub finished_ms: i64,
}

/// A finished round as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundRecord {
    /// 0-based.
    pub round: u32,
    /// The stretch of the series' action log that played the round (`seq`s, inclusive).
    pub first_seq: u64,
    pub last_seq: u64,
    /// Points per seat.
    pub points: Vec<i64>,
    pub winners: Vec<Seat>,
    pub tallies: Vec<TallyRecord>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TallyRecord {
    pub seat: Seat,
    pub name: String,
    pub value: i64,
}

fn level_from_text(text: &str) -> Result<Level, StoreError> {
    text.parse().map_err(|_| StoreError::Malformed {
        what: "AI level",
        value: text.to_string(),
    })
}

fn invalid(detail: impl Into<String>) -> StoreError {
    StoreError::InvalidRecord(detail.into())
}

/// What makes a new series invalid before anything is written: no seats or too many, options
/// that are not JSON, or one player in two seats.
fn check_new_series(new: &NewSeries<'_>) -> Result<(), StoreError> {
    if new.seats.is_empty() || new.seats.len() > MAX_SEATS {
        return Err(invalid(format!(
            "a series has 1–{MAX_SEATS} seats, not {}",
            new.seats.len()
        )));
    }
    if serde_json::from_str::<serde_json::Value>(new.options).is_err() {
        return Err(invalid("the options are not JSON"));
    }
    let mut seen = Vec::new();
    for spec in new.seats {
        if let Occupant::Player(id) = spec.occupant {
            if seen.contains(&id) {
                return Err(StoreError::SeatTwice(id.0));
            }
            seen.push(id);
        }
    }
    Ok(())
}

/// The seats of the new series `id`, and the people of each seat several share: every player
/// named must exist, and a seat of people must list its people.
fn insert_seats(tx: &Connection, id: i64, new: &NewSeries<'_>) -> Result<(), StoreError> {
    let mut player_exists = tx.prepare_cached("SELECT 1 FROM players WHERE id = ?1")?;
    let mut insert = tx.prepare_cached(
        "INSERT INTO seats (series_id, seat, player_id, ai_level, team)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for (seat, spec) in new.seats.iter().enumerate() {
        let (player, level) = match spec.occupant {
            Occupant::Player(p) => {
                if player_exists
                    .query_row([p.0], |_| Ok(()))
                    .optional()?
                    .is_none()
                {
                    return Err(StoreError::UnknownPlayer(p.0));
                }
                (Some(p.0), None)
            }
            Occupant::Ai(level) => (None, Some(level.as_str())),
            Occupant::People => {
                if !new.people.iter().any(|(s, _)| usize::from(*s) == seat) {
                    return Err(invalid(format!("seat {seat} is people, and none listed")));
                }
                (None, None)
            }
        };
        insert.execute(params![id, seat as i64, player, level, spec.team])?;
    }
    let mut person = tx.prepare_cached(
        "INSERT OR IGNORE INTO seat_people (series_id, seat, player_id, position)
         VALUES (?1, ?2, ?3, ?4)",
    )?;
    for (i, &(seat, player)) in new.people.iter().enumerate() {
        check_seat(seat, new.seats.len(), "a team's person")?;
        let position = new.people[..i].iter().filter(|(s, _)| *s == seat).count();
        if player_exists
            .query_row([player.0], |_| Ok(()))
            .optional()?
            .is_none()
        {
            return Err(StoreError::UnknownPlayer(player.0));
        }
        person.execute(params![id, seat, player.0, position as i64])?;
    }
    Ok(())
}

impl Store {
    /// Starts a series: its seats, its opening actions and the table's first checkpoint and state,
    /// in one transaction (a kill half-way leaves no series at all, never one without its
    /// opening). Errors:
    /// [`StoreError::UnknownPlayer`], [`StoreError::SeatTwice`], [`StoreError::InvalidRecord`]
    /// (no seats, too many, options that are not JSON).
    pub fn start_series(&mut self, new: &NewSeries<'_>) -> Result<SeriesId, StoreError> {
        check_new_series(new)?;
        let tx = self.write()?;
        tx.prepare_cached(
            "INSERT INTO series (game, options, planned_rounds, created_ms) VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![
            new.game.as_str(),
            new.options,
            new.planned_rounds,
            new.created_ms
        ])?;
        let id = tx.last_insert_rowid();
        insert_seats(&tx, id, new)?;
        let series = SeriesId(id);
        super::action_log::insert_actions(&tx, series, new.seats.len(), 0, new.opening)?;
        let applied = new.opening.len() as i64;
        tx.prepare_cached(
            "INSERT INTO snapshots (series_id, applied, snapshot) VALUES (?1, ?2, ?3)",
        )?
        .execute(params![id, applied, new.snapshot])?;
        if let Some(state) = new.state {
            super::action_log::save_state(&tx, series, applied, state, new.created_ms)?;
        }
        // A new series has told nothing before its opening.
        super::action_log::append_narration(&tx, series, 0, new.narration)?;
        super::commit(tx, super::WriteKind::NewSeries)?;
        Ok(series)
    }

    /// A series with its seats.
    pub fn series(&self, id: SeriesId) -> Result<SeriesInfo, StoreError> {
        let row = self
            .conn
            .prepare_cached(
                "SELECT game, options, planned_rounds,
                        CASE WHEN status = 'playing'
                             AND id IN (SELECT series_id FROM damaged)
                             THEN 'damaged' ELSE status END,
                        created_ms, finished_ms,
                        (SELECT COUNT(*) FROM rounds WHERE series_id = series.id)
                 FROM series WHERE id = ?1",
            )?
            .query_row([id.0], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, i64>(4)?,
                    r.get::<_, Option<i64>>(5)?,
                    r.get::<_, i64>(6)?,
                ))
            })
            .optional()?;
        let Some((game, options, planned, status, created_ms, finished_ms, rounds)) = row else {
            return Err(StoreError::UnknownSeries(id.0));
        };
        Ok(SeriesInfo {
            id,
            game: game_from_text(&game)?,
            options,
            seats: self.seats(id)?,
            planned_rounds: unsigned("planned rounds", planned)?,
            status: Status::from_text(&status)?,
            created_ms,
            finished_ms,
            rounds: unsigned("round count", rounds)?,
        })
    }

    /// When a series was started, read alone: for a series whose other columns do not read.
    pub fn series_created_ms(&self, id: SeriesId) -> Result<i64, StoreError> {
        self.conn
            .prepare_cached("SELECT created_ms FROM series WHERE id = ?1")?
            .query_row([id.0], |r| r.get(0))
            .optional()?
            .ok_or(StoreError::UnknownSeries(id.0))
    }

    fn seats(&self, id: SeriesId) -> Result<Vec<SeatInfo>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT s.seat, s.player_id, s.ai_level, s.team,
                    COALESCE(p.name, (SELECT group_concat(name, ', ') FROM (
                        SELECT q.name FROM seat_people sp JOIN players q ON q.id = sp.player_id
                        WHERE sp.series_id = s.series_id AND sp.seat = s.seat
                        ORDER BY sp.position, q.name))),
                    s.final_score, s.won
             FROM seats s LEFT JOIN players p ON p.id = s.player_id
             WHERE s.series_id = ?1 ORDER BY s.seat",
        )?;
        let rows = stmt
            .query_map([id.0], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, Option<i64>>(1)?,
                    r.get::<_, Option<String>>(2)?,
                    r.get::<_, Option<i64>>(3)?,
                    r.get::<_, Option<String>>(4)?,
                    r.get::<_, Option<i64>>(5)?,
                    r.get::<_, Option<i64>>(6)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        rows.into_iter()
            .map(|(seat, player, level, team, name, final_score, won)| {
                let occupant = match (player, level, &name) {
                    (Some(p), _, _) => Occupant::Player(PlayerId(p)),
                    (None, Some(l), _) => Occupant::Ai(level_from_text(&l)?),
                    (None, None, Some(_)) => Occupant::People,
                    (None, None, None) => {
                        return Err(StoreError::Malformed {
                            what: "seat",
                            value: seat.to_string(),
                        })
                    }
                };
                Ok(SeatInfo {
                    seat: unsigned("seat", seat)?,
                    occupant,
                    team: team.map(|t| unsigned("team", t)).transpose()?,
                    name,
                    final_score,
                    won: won.map(|w| w != 0),
                })
            })
            .collect()
    }

    /// Series still being played and not found damaged, the most recently started first, by id:
    /// each is read on its own ([`Store::series`]), so one that does not read hides no other.
    /// Series of a game this version does not know are left out ([`Store::unknown_game_series`]).
    pub fn unfinished_series_ids(&self) -> Result<Vec<SeriesId>, StoreError> {
        let ids = self
            .conn
            .prepare_cached(&format!(
                "SELECT id FROM series WHERE status = 'playing' AND game IN ({})
                 AND id NOT IN (SELECT series_id FROM damaged)
                 ORDER BY created_ms DESC, id DESC",
                known_games()
            ))?
            .query_map([], |r| r.get::<_, i64>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ids.into_iter().map(SeriesId).collect())
    }

    /// Every series of a game (or of every game this version knows), oldest first. A series of
    /// a game this version does not know is left out ([`Store::unknown_game_series`] lists
    /// them).
    pub fn series_list(&self, game: Option<GameId>) -> Result<Vec<SeriesInfo>, StoreError> {
        let ids = self
            .conn
            .prepare_cached(&format!(
                "SELECT id FROM series WHERE (?1 IS NULL AND game IN ({})) OR game = ?1
                 ORDER BY created_ms, id",
                known_games()
            ))?
            .query_map([game.map(GameId::as_str)], |r| r.get::<_, i64>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        ids.into_iter()
            .map(|id| self.series(SeriesId(id)))
            .collect()
    }

    /// The latest series of `game` (the one started last), if any.
    pub fn latest_series(&self, game: GameId) -> Result<Option<SeriesInfo>, StoreError> {
        let id: Option<i64> = self
            .conn
            .prepare_cached(
                "SELECT id FROM series WHERE game = ?1 ORDER BY created_ms DESC, id DESC LIMIT 1",
            )?
            .query_row([game.as_str()], |r| r.get(0))
            .optional()?;
        id.map(|id| self.series(SeriesId(id))).transpose()
    }

    /// Series of games this version does not know (a newer Cardavia's game, or a damaged
    /// name), oldest first: kept as they are, never read as a game, reported for what they
    /// are.
    pub fn unknown_game_series(&self) -> Result<Vec<UnknownSeries>, StoreError> {
        let rows = self
            .conn
            .prepare_cached(&format!(
                "SELECT id, game, status = 'playing', created_ms FROM series
                 WHERE game NOT IN ({}) ORDER BY created_ms, id",
                known_games()
            ))?
            .query_map([], |r| {
                Ok(UnknownSeries {
                    id: SeriesId(r.get(0)?),
                    game: r.get(1)?,
                    playing: r.get(2)?,
                    created_ms: r.get(3)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Ends a series that will not be finished (the table was closed for good, or its save was
    /// found damaged). Nothing is deleted: its rounds stay in the stats; the series counts as
    /// neither won nor lost.
    pub fn abandon_series(&mut self, id: SeriesId, at_ms: i64) -> Result<(), StoreError> {
        let tx = self.write()?;
        if !still_playing(&tx, id)? {
            return Err(StoreError::SeriesClosed(id.0));
        }
        tx.prepare_cached(
            "UPDATE series SET status = 'abandoned', finished_ms = ?2 WHERE id = ?1",
        )?
        .execute(params![id.0, at_ms])?;
        super::commit(tx, super::WriteKind::Other)
    }

    /// Finishes a series without a final action (a game the table ends itself). The commit uses
    /// `synchronous = FULL`.
    pub fn finish_series(&mut self, id: SeriesId, finish: &Finish) -> Result<(), StoreError> {
        self.durably(|store| {
            let tx = store.write()?;
            let seats = open_log(&tx, id)?.seats;
            record_finish(&tx, id, seats, finish)?;
            super::commit(tx, super::WriteKind::SeriesEnd)
        })
    }

    /// The finished rounds of a series, oldest first.
    pub fn rounds(&self, id: SeriesId) -> Result<Vec<RoundRecord>, StoreError> {
        let info = self.series(id)?;
        let mut rounds: Vec<RoundRecord> = self
            .conn
            .prepare_cached(
                "SELECT round, first_seq, last_seq FROM rounds WHERE series_id = ?1 ORDER BY round",
            )?
            .query_map([id.0], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, i64>(2)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?
            .into_iter()
            .map(|(round, first, last)| {
                Ok(RoundRecord {
                    round: unsigned("round", round)?,
                    first_seq: unsigned("seq", first)?,
                    last_seq: unsigned("seq", last)?,
                    points: vec![0; info.seats.len()],
                    winners: Vec::new(),
                    tallies: Vec::new(),
                })
            })
            .collect::<Result<_, StoreError>>()?;
        add_scores(&self.conn, id, &mut rounds)?;
        add_tallies(&self.conn, id, &mut rounds)?;
        Ok(rounds)
    }

    /// Runs `f` with `synchronous = FULL`: its commits reach the disk before returning, so they
    /// survive a power cut, not only the app being killed. The mode set at open again
    /// afterwards (NORMAL, or FULL with a rollback journal), whatever `f` returned.
    pub(crate) fn durably<T>(
        &mut self,
        f: impl FnOnce(&mut Store) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let before: i64 = self
            .conn
            .pragma_query_value(None, "synchronous", |r| r.get(0))?;
        self.conn.pragma_update(None, "synchronous", "FULL")?;
        let result = f(self);
        let restored = self.conn.pragma_update(None, "synchronous", before);
        let value = result?;
        restored?;
        Ok(value)
    }
}

/// Each stored round's points and winners, from `round_scores`.
fn add_scores(
    conn: &Connection,
    id: SeriesId,
    rounds: &mut [RoundRecord],
) -> Result<(), StoreError> {
    let scores = conn
        .prepare_cached(
            "SELECT round, seat, points, won FROM round_scores
             WHERE series_id = ?1 ORDER BY round, seat",
        )?
        .query_map([id.0], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, bool>(3)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    for (round, seat, points, won) in scores {
        let record = round_mut(rounds, round)?;
        let seat_index: usize = unsigned("seat", seat)?;
        let slot = record
            .points
            .get_mut(seat_index)
            .ok_or_else(|| StoreError::Malformed {
                what: "seat",
                value: seat.to_string(),
            })?;
        *slot = points;
        if won {
            record.winners.push(unsigned("seat", seat)?);
        }
    }
    Ok(())
}

/// Each stored round's tallies, from `tallies`.
fn add_tallies(
    conn: &Connection,
    id: SeriesId,
    rounds: &mut [RoundRecord],
) -> Result<(), StoreError> {
    let tallies = conn
        .prepare_cached(
            "SELECT round, seat, name, value FROM tallies
             WHERE series_id = ?1 ORDER BY round, seat, name",
        )?
        .query_map([id.0], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, i64>(3)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    for (round, seat, name, value) in tallies {
        round_mut(rounds, round)?.tallies.push(TallyRecord {
            seat: unsigned("seat", seat)?,
            name,
            value,
        });
    }
    Ok(())
}

fn round_mut(rounds: &mut [RoundRecord], round: i64) -> Result<&mut RoundRecord, StoreError> {
    let index: usize = unsigned("round", round)?;
    rounds.get_mut(index).ok_or(StoreError::Malformed {
        what: "round",
        value: round.to_string(),
    })
}

/// A series being played, as a change's save finds it: how many seats it has, and where its
/// action log and its narration go on.
pub(super) struct OpenLog {
    pub seats: usize,
    /// The next action's seq: how many actions are saved.
    pub next_action: i64,
    /// The next narration line's seq.
    pub next_line: i64,
}

/// Checks that a series exists, is being played and is not found damaged, and reads where its
/// logs go on, in one statement: each save makes this check, and every statement a save runs is
/// some of the time between a tap and its view.
pub(super) fn open_log(tx: &Connection, id: SeriesId) -> Result<OpenLog, StoreError> {
    let row = tx
        .prepare_cached(
            "SELECT status,
                    (SELECT COUNT(*) FROM seats WHERE series_id = ?1),
                    EXISTS (SELECT 1 FROM damaged WHERE series_id = ?1),
                    (SELECT COALESCE(MAX(seq) + 1, 0) FROM actions WHERE series_id = ?1),
                    (SELECT COALESCE(MAX(seq) + 1, 0) FROM narration WHERE series_id = ?1)
             FROM series WHERE id = ?1",
        )?
        .query_row([id.0], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, bool>(2)?,
                r.get::<_, i64>(3)?,
                r.get::<_, i64>(4)?,
            ))
        })
        .optional()?;
    let Some((status, seats, damaged, next_action, next_line)) = row else {
        return Err(StoreError::UnknownSeries(id.0));
    };
    if Status::from_text(&status)? != Status::Playing || damaged {
        return Err(StoreError::SeriesClosed(id.0));
    }
    Ok(OpenLog {
        seats: unsigned("seat count", seats)?,
        next_action,
        next_line,
    })
}

fn check_seat(seat: Seat, seats: usize, what: &str) -> Result<(), StoreError> {
    if usize::from(seat) < seats {
        Ok(())
    } else {
        Err(invalid(format!(
            "{what} names seat {seat}; the series has {seats} seats"
        )))
    }
}

/// Records finished rounds, numbered after those already recorded. `last_seq` is the action
/// that finished them; each starts after the previous round's last action.
pub(super) fn record_rounds(
    tx: &Connection,
    id: SeriesId,
    seats: usize,
    rounds: &[RoundResult],
    last_seq: u64,
) -> Result<(), StoreError> {
    if rounds.is_empty() {
        return Ok(());
    }
    let (mut next, after): (i64, Option<i64>) = tx
        .prepare_cached("SELECT COUNT(*), MAX(last_seq) FROM rounds WHERE series_id = ?1")?
        .query_row([id.0], |r| Ok((r.get(0)?, r.get(1)?)))?;
    let last = signed(last_seq)?;
    let mut first = after.map_or(0, |a| a + 1).min(last);
    let mut insert_round = tx.prepare_cached(
        "INSERT INTO rounds (series_id, round, first_seq, last_seq) VALUES (?1, ?2, ?3, ?4)",
    )?;
    let mut insert_score = tx.prepare_cached(
        "INSERT INTO round_scores (series_id, round, seat, points, won) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    let mut insert_tally = tx.prepare_cached(
        "INSERT INTO tallies (series_id, round, seat, name, value) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT DO UPDATE SET value = value + excluded.value",
    )?;
    for result in rounds {
        if result.points.len() != seats {
            return Err(invalid(format!(
                "a round has {} points for {seats} seats",
                result.points.len()
            )));
        }
        for seat in result.winners.iter() {
            check_seat(seat, seats, "a round's winners")?;
        }
        insert_round.execute(params![id.0, next, first, last])?;
        for (seat, points) in result.points.iter().enumerate() {
            let won = result.winners.contains(seat as Seat);
            insert_score.execute(params![id.0, next, seat as i64, points, won])?;
        }
        for tally in &result.tallies {
            check_seat(tally.seat, seats, "a tally")?;
            insert_tally.execute(params![id.0, next, tally.seat, tally.name, tally.value])?;
        }
        record_person_tallies(tx, id, next, &result.person_tallies)?;
        next += 1;
        first = last;
    }
    Ok(())
}

/// A round's counts of people in seats played by several people, each credited to the person
/// at that place of the seat's list; a count of a person the seat does not list is refused.
fn record_person_tallies(
    tx: &Connection,
    id: SeriesId,
    round: i64,
    tallies: &[crate::engine::PersonTally],
) -> Result<(), StoreError> {
    if tallies.is_empty() {
        return Ok(());
    }
    let mut people = tx.prepare_cached(
        "SELECT player_id FROM seat_people WHERE series_id = ?1 AND seat = ?2
         ORDER BY position, player_id",
    )?;
    let mut insert = tx.prepare_cached(
        "INSERT INTO person_tallies (series_id, round, seat, player_id, name, value)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT DO UPDATE SET value = value + excluded.value",
    )?;
    for tally in tallies {
        let listed: Vec<i64> = people
            .query_map(params![id.0, tally.seat], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        let Some(&person) = listed.get(usize::from(tally.person)) else {
            return Err(invalid(format!(
                "a count of person {} of seat {}, which lists {}",
                tally.person,
                tally.seat,
                listed.len()
            )));
        };
        insert.execute(params![
            id.0,
            round,
            tally.seat,
            person,
            tally.name,
            tally.value
        ])?;
    }
    Ok(())
}

/// Marks a series finished, with each seat's final score and whether it won.
pub(super) fn record_finish(
    tx: &Connection,
    id: SeriesId,
    seats: usize,
    finish: &Finish,
) -> Result<(), StoreError> {
    if finish.scores.len() != seats {
        return Err(invalid(format!(
            "the finish has {} scores for {seats} seats",
            finish.scores.len()
        )));
    }
    for seat in finish.winners.iter() {
        check_seat(seat, seats, "the finish's winners")?;
    }
    tx.prepare_cached("UPDATE series SET status = 'finished', finished_ms = ?2 WHERE id = ?1")?
        .execute(params![id.0, finish.finished_ms])?;
    let mut update = tx.prepare_cached(
        "UPDATE seats SET final_score = ?3, won = ?4 WHERE series_id = ?1 AND seat = ?2",
    )?;
    for (seat, score) in finish.scores.iter().enumerate() {
        let won = finish.winners.contains(seat as Seat);
        update.execute(params![id.0, seat as i64, score, won])?;
    }
    Ok(())
}

/// Whether series `id` is still being played (not finished, not abandoned).
pub(super) fn still_playing(conn: &Connection, id: SeriesId) -> Result<bool, StoreError> {
    let status: Option<String> = conn
        .prepare_cached("SELECT status FROM series WHERE id = ?1")?
        .query_row([id.0], |r| r.get(0))
        .optional()?;
    match status {
        None => Err(StoreError::UnknownSeries(id.0)),
        Some(status) => Ok(status == "playing"),
    }
}
