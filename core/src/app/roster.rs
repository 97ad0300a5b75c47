//! The group's roster as every shell shows it: the people the phone knows, offered at set-up,
//! each game's last line-up, and renaming, merging and removing people without losing a
//! recorded game (the store's `roster.rs` keeps the records whole).

use super::{App, AppError};
use crate::games::GameId;
use crate::l10n::{text, Msg};
use crate::store::{PlayerId, Removal};
use crate::table::SeatSetup;
use serde::Serialize;

/// A person on the roster, as a list shows them: every text in the app's language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RosterPerson {
    /// The person's id in the store: what rename, merge and remove name.
    pub id: i64,
    pub name: String,
    /// How much they played and when last ("12 series · 3 days ago").
    pub summary: String,
}

impl App {
    /// The people on the roster, the most recently seen first.
    pub fn roster(&self, now_ms: i64) -> Result<Vec<RosterPerson>, AppError> {
        let lang = self.lang();
        Ok(self
            .store
            .roster()?
            .into_iter()
            .map(|person| RosterPerson {
                id: person.player.id.0,
                summary: text(
                    lang,
                    &match person.last_played_ms {
                        Some(played) => Msg::new("app-roster-played")
                            .int("series", i64::from(person.series))
                            .msg("when", super::saved::played_words(now_ms, played)),
                        None => Msg::new("app-roster-not-played"),
                    },
                ),
                name: person.player.name,
            })
            .collect())
    }

    /// The names of the people on the roster, the most recently seen first: what a set-up
    /// offers for a seat.
    pub fn known_people(&self) -> Vec<String> {
        self.store
            .roster()
            .map(|people| people.into_iter().map(|p| p.player.name).collect())
            .unwrap_or_default()
    }

    /// Renames a person; their records follow them.
    pub fn rename_person(&mut self, id: i64, name: &str) -> Result<(), AppError> {
        self.store.rename_player(PlayerId(id), name)?;
        Ok(())
    }

    /// Makes `from` the same person as `into` (a typo that split one person's record in two):
    /// their records join under `into`'s name. Refused when they played in the same series.
    pub fn merge_people(&mut self, from: i64, into: i64) -> Result<(), AppError> {
        self.store.merge_players(PlayerId(from), PlayerId(into))?;
        Ok(())
    }

    /// Takes a person off the roster. Their past games stay in the records: under their name
    /// (`keep_name`), or as "Former player N" when the group prefers them anonymous.
    pub fn remove_person(&mut self, id: i64, keep_name: bool, now_ms: i64) -> Result<(), AppError> {
        let removal = if keep_name {
            Removal::KeepName
        } else {
            Removal::Anonymise {
                name: text(self.lang(), &Msg::new("app-roster-former").int("n", id)),
            }
        };
        self.store.remove_player(PlayerId(id), &removal, now_ms)?;
        Ok(())
    }

    /// The seats of the latest series of `game`, for its set-up to start from: people by name
    /// (a team as its people, "Ann, Bea"), bots at their level named as a set-up names them.
    /// A person since removed from the roster leaves a numbered seat ("Player 2") instead.
    pub fn last_lineup(&self, game: GameId) -> Option<Vec<SeatSetup>> {
        let latest = self.store.latest_series(game).ok()??;
        let known = self.known_people();
        let mut seats: Vec<SeatSetup> = Vec::with_capacity(latest.seats.len());
        for seat in &latest.seats {
            let setup = match (&seat.occupant, &seat.name) {
                (crate::store::Occupant::Ai(level), _) => {
                    let name = self.free_seat_name(&seats, true);
                    SeatSetup::bot(&name, *level)
                }
                (crate::store::Occupant::Player(_), Some(name)) if known.contains(name) => {
                    SeatSetup::person(name)
                }
                (crate::store::Occupant::People, Some(team)) => SeatSetup::person(team),
                _ => SeatSetup::person(&self.free_seat_name(&seats, false)),
            };
            seats.push(setup);
        }
        Some(seats)
    }
}
