//! Player profiles: named people reused across series (a group is the same people next week).
//! Names are unique without regard to case, so "ann" finds Ann.

use super::error::StoreError;
use super::{PlayerId, Store};
use rusqlite::{params, ErrorCode, OptionalExtension, Row};
use serde::Serialize;

/// The longest name, in characters.
pub const MAX_NAME: usize = 40;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Player {
    pub id: PlayerId,
    pub name: String,
    pub created_ms: i64,
}

impl Player {
    fn from_row(r: &Row<'_>) -> rusqlite::Result<Player> {
        Ok(Player {
            id: PlayerId(r.get(0)?),
            name: r.get(1)?,
            created_ms: r.get(2)?,
        })
    }
}

/// A name as stored: control characters dropped, outer spaces trimmed, 1–[`MAX_NAME`] characters.
fn clean_name(name: &str) -> Result<String, StoreError> {
    let name: String = name.chars().filter(|c| !c.is_control()).collect();
    let name = name.trim();
    if name.is_empty() {
        return Err(StoreError::PlayerNameEmpty);
    }
    if name.chars().count() > MAX_NAME {
        return Err(StoreError::PlayerNameTooLong { max: MAX_NAME });
    }
    Ok(name.to_string())
}

/// A unique-name violation as the typed error; anything else as it is.
pub(super) fn name_taken(name: &str) -> impl Fn(rusqlite::Error) -> StoreError + '_ {
    move |e| match e.sqlite_error_code() {
        Some(ErrorCode::ConstraintViolation) => StoreError::PlayerNameTaken(name.to_string()),
        _ => e.into(),
    }
}

impl Store {
    /// Adds a profile. Errors: [`StoreError::PlayerNameEmpty`], [`StoreError::PlayerNameTooLong`],
    /// [`StoreError::PlayerNameTaken`].
    pub fn add_player(&mut self, name: &str, created_ms: i64) -> Result<Player, StoreError> {
        let name = clean_name(name)?;
        let tx = self.write()?;
        tx.prepare_cached("INSERT INTO players (name, created_ms) VALUES (?1, ?2)")?
            .execute(params![name, created_ms])
            .map_err(name_taken(&name))?;
        let id = PlayerId(tx.last_insert_rowid());
        super::commit(tx, super::WriteKind::Other)?;
        Ok(Player {
            id,
            name,
            created_ms,
        })
    }

    /// The profile called `name` (any case), or a new one. A person the group removed from
    /// its roster but whose name the records kept is back on it: their name was typed again.
    pub fn player_or_new(&mut self, name: &str, created_ms: i64) -> Result<Player, StoreError> {
        match self.player_named(name)? {
            Some(p) => {
                if self.is_removed(p.id)? {
                    self.restore_player(p.id)?;
                }
                Ok(p)
            }
            None => self.add_player(name, created_ms),
        }
    }

    pub fn player(&self, id: PlayerId) -> Result<Player, StoreError> {
        self.conn
            .prepare_cached("SELECT id, name, created_ms FROM players WHERE id = ?1")?
            .query_row([id.0], Player::from_row)
            .optional()?
            .ok_or(StoreError::UnknownPlayer(id.0))
    }

    /// The profile called `name`, without regard to case or outer spaces.
    pub fn player_named(&self, name: &str) -> Result<Option<Player>, StoreError> {
        let Ok(name) = clean_name(name) else {
            return Ok(None);
        };
        Ok(self
            .conn
            .prepare_cached("SELECT id, name, created_ms FROM players WHERE name = ?1")?
            .query_row([name], Player::from_row)
            .optional()?)
    }

    /// Every profile, by name.
    pub fn players(&self) -> Result<Vec<Player>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id, name, created_ms FROM players ORDER BY name, id")?;
        let players = stmt
            .query_map([], Player::from_row)?
            .collect::<Result<_, _>>()?;
        Ok(players)
    }

    /// Renames a profile; its history stays with it.
    pub fn rename_player(&mut self, id: PlayerId, name: &str) -> Result<Player, StoreError> {
        let name = clean_name(name)?;
        let tx = self.write()?;
        let changed = tx
            .prepare_cached("UPDATE players SET name = ?1 WHERE id = ?2")?
            .execute(params![name, id.0])
            .map_err(name_taken(&name))?;
        if changed == 0 {
            return Err(StoreError::UnknownPlayer(id.0));
        }
        super::commit(tx, super::WriteKind::Other)?;
        self.player(id)
    }
}
