//! The group's roster: the people it knows, most recently seen first, renamed, merged and
//! removed without losing a recorded game. A person's records are their seats, the people of
//! their team seats and their own counts there (`credits`, `person_tallies`); merging moves
//! every one of them, removing keeps every one of them.

use super::error::StoreError;
use super::players::Player;
use super::{PlayerId, Store};
use rusqlite::{params, OptionalExtension};
use serde::Serialize;

/// A person on the roster, with how much they have played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Person {
    pub player: Player,
    /// Series they sat in (alone or in a team).
    pub series: u32,
    /// When the latest of those series began.
    pub last_played_ms: Option<i64>,
}

/// What removing a person does to the name their records carry: the group decides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Removal {
    /// The records keep the person's name (the stats still show it).
    KeepName,
    /// The records carry this name instead (unique: "Former player 12").
    Anonymise { name: String },
}

impl Store {
    /// The people on the roster (not removed), the most recently seen first, then by name.
    pub fn roster(&self) -> Result<Vec<Person>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT p.id, p.name, p.created_ms, COUNT(DISTINCT c.series_id), MAX(s.created_ms)
             FROM players p
             LEFT JOIN credits c ON c.player_id = p.id
             LEFT JOIN series s ON s.id = c.series_id
             WHERE p.removed_ms IS NULL
             GROUP BY p.id
             ORDER BY MAX(s.created_ms) IS NULL, MAX(s.created_ms) DESC, p.name, p.id",
        )?;
        let people = stmt
            .query_map([], |r| {
                Ok(Person {
                    player: Player {
                        id: PlayerId(r.get(0)?),
                        name: r.get(1)?,
                        created_ms: r.get(2)?,
                    },
                    series: r.get(3)?,
                    last_played_ms: r.get(4)?,
                })
            })?
            .collect::<Result<_, _>>()?;
        Ok(people)
    }

    /// Whether the group removed this person from its roster.
    pub fn is_removed(&self, id: PlayerId) -> Result<bool, StoreError> {
        let removed: Option<Option<i64>> = self
            .conn
            .prepare_cached("SELECT removed_ms FROM players WHERE id = ?1")?
            .query_row([id.0], |r| r.get(0))
            .optional()?;
        match removed {
            None => Err(StoreError::UnknownPlayer(id.0)),
            Some(at) => Ok(at.is_some()),
        }
    }

    /// Makes `from` and `into` one person, `into`: every seat, team place and count of `from`
    /// becomes `into`'s, and `from`'s profile goes, in one transaction. Refused
    /// ([`StoreError::PlayedTogether`]) when they sat in the same series: they are two people,
    /// and one person in two seats would count twice.
    pub fn merge_players(&mut self, from: PlayerId, into: PlayerId) -> Result<Player, StoreError> {
        let (gone, kept) = (self.player(from)?, self.player(into)?);
        if from == into {
            return Err(StoreError::InvalidRecord(format!(
                "{:?} cannot be merged into themselves",
                gone.name
            )));
        }
        let tx = self.write()?;
        let together: bool = tx
            .prepare_cached(
                "SELECT EXISTS (SELECT 1 FROM credits a JOIN credits b
                                ON a.series_id = b.series_id
                                WHERE a.player_id = ?1 AND b.player_id = ?2)",
            )?
            .query_row(params![from.0, into.0], |r| r.get(0))?;
        if together {
            return Err(StoreError::PlayedTogether(gone.name, kept.name));
        }
        for sql in [
            "UPDATE seats SET player_id = ?2 WHERE player_id = ?1",
            "UPDATE seat_people SET player_id = ?2 WHERE player_id = ?1",
            "UPDATE person_tallies SET player_id = ?2 WHERE player_id = ?1",
        ] {
            tx.prepare_cached(sql)?.execute(params![from.0, into.0])?;
        }
        tx.prepare_cached("DELETE FROM players WHERE id = ?1")?
            .execute([from.0])?;
        // Whoever they are now is on the roster: the group just named them.
        tx.prepare_cached("UPDATE players SET removed_ms = NULL WHERE id = ?1")?
            .execute([into.0])?;
        super::commit(tx, super::WriteKind::Other)?;
        self.player(into)
    }

    /// Takes a person off the roster: the set-up no longer offers them. Their records stay,
    /// under their name or the anonymous one `removal` gives.
    pub fn remove_player(
        &mut self,
        id: PlayerId,
        removal: &Removal,
        now_ms: i64,
    ) -> Result<(), StoreError> {
        self.player(id)?;
        let tx = self.write()?;
        match removal {
            Removal::KeepName => {
                tx.prepare_cached("UPDATE players SET removed_ms = ?2 WHERE id = ?1")?
                    .execute(params![id.0, now_ms])?;
            }
            Removal::Anonymise { name } => {
                tx.prepare_cached("UPDATE players SET removed_ms = ?2, name = ?3 WHERE id = ?1")?
                    .execute(params![id.0, now_ms, name])
                    .map_err(super::players::name_taken(name))?;
            }
        }
        super::commit(tx, super::WriteKind::Other)
    }

    /// Puts a removed person back on the roster (their name typed again at a set-up).
    pub(super) fn restore_player(&mut self, id: PlayerId) -> Result<(), StoreError> {
        let tx = self.write()?;
        tx.prepare_cached("UPDATE players SET removed_ms = NULL WHERE id = ?1")?
            .execute([id.0])?;
        super::commit(tx, super::WriteKind::Other)
    }
}
