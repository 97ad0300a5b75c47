//! Stats: queries over the recorded series and rounds. Nothing here is stored separately, so the
//! stats can never disagree with the history.
//!
//! Definitions (the stats screen and `cardavia stats` show exactly these):
//! - A series counts once it is finished; it is won when the player's seat is among its winners
//!   (a shared win, a draw, counts as a win). Abandoned series count for neither.
//! - A round counts once it is finished, in any series (an abandoned series' rounds were played).
//! - "Best" follows the game: in DICEN the lowest score wins (N9), so the best score is the
//!   lowest; see [`Better::for_score`].
//! - Streaks run over finished series in the order they finished.
//! - A seat credits its own profile and, when a team of several people plays it (DiCa, D2: a
//!   seat labelled "Ana, Bea"), each of those people too: the team's record and each person's
//!   own grow together (the `credits` view). Two people of one seat are partners in a
//!   head-to-head, never opponents.

use super::error::StoreError;
use super::players::Player;
use super::series::SeriesInfo;
use super::{unsigned, PlayerId, SeriesId, Store};
use crate::engine::Seat;
use crate::games::GameId;
use serde::Serialize;

/// Which way is better for a score or a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Better {
    Lower,
    Higher,
}

impl Better {
    /// The direction of a game's score. DICEN: lowest total wins (N9); DiCa: points held (D8,
    /// D11); Ganjifa: cards captured (G7); Gnav: lives left.
    pub fn for_score(game: GameId) -> Better {
        match game {
            GameId::Dica => Better::Higher,
            GameId::Dicen => Better::Lower,
            GameId::Ganjifa => Better::Higher,
            GameId::Gnav => Better::Higher,
        }
    }

    /// The better of two values.
    pub fn best(self, a: i64, b: i64) -> i64 {
        match self {
            Better::Lower => a.min(b),
            Better::Higher => a.max(b),
        }
    }
}

/// Tallies that are personal records (the best one counts, not the sum), and which way is
/// better. DICEN: GO GO is won in the fewest throws (V8), Time Attack in the least time (V9).
pub fn record_tallies(game: GameId) -> &'static [(&'static str, Better)] {
    match game {
        GameId::Dicen => &[
            ("gogo-throws", Better::Lower),
            ("time-attack-ms", Better::Lower),
        ],
        // The other games' tallies (steals, captures, lives lost...) are counts to sum.
        GameId::Dica | GameId::Ganjifa | GameId::Gnav => &[],
    }
}

/// One tally summed over a player's rounds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TallyStats {
    pub name: String,
    pub total: i64,
    /// Rounds that recorded it.
    pub rounds: u32,
    /// For a record tally ([`record_tallies`]): the best value.
    pub best: Option<i64>,
}

/// A player's stats in one game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerStats {
    pub player: Player,
    pub game: GameId,
    /// Which way the game's scores are better.
    pub better: Better,
    pub series_played: u32,
    /// Of the series played, those played with others in one seat (a DiCa team of several
    /// people, D2): their results are the team's, credited to each of its people.
    pub series_in_teams: u32,
    pub series_won: u32,
    /// `series_won / series_played`; `None` before the first finished series.
    pub win_rate: Option<f64>,
    pub rounds_played: u32,
    pub rounds_won: u32,
    pub round_win_rate: Option<f64>,
    /// Mean final score of finished series.
    pub average_score: Option<f64>,
    /// Best final score of a finished series, by [`Better::for_score`].
    pub best_score: Option<i64>,
    pub average_round_points: Option<f64>,
    pub best_round_points: Option<i64>,
    /// Series won in a row up to the latest finished one.
    pub current_streak: u32,
    pub longest_streak: u32,
    /// Every tally the game keeps for the player, by name.
    pub tallies: Vec<TallyStats>,
}

impl PlayerStats {
    /// The best value of a record tally (`gogo-throws`, `time-attack-ms`), if ever recorded.
    pub fn record(&self, name: &str) -> Option<i64> {
        self.tallies
            .iter()
            .find(|t| t.name == name)
            .and_then(|t| t.best)
    }
}

/// Two players against each other: series or rounds where both sat on different sides.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Duel {
    pub played: u32,
    pub a_won: u32,
    pub b_won: u32,
    /// Both among the winners (a shared win).
    pub both_won: u32,
    /// Someone else won.
    pub neither_won: u32,
}

impl Duel {
    fn add(&mut self, a: bool, b: bool) {
        self.played += 1;
        match (a, b) {
            (true, false) => self.a_won += 1,
            (false, true) => self.b_won += 1,
            (true, true) => self.both_won += 1,
            (false, false) => self.neither_won += 1,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HeadToHead {
    pub a: Player,
    pub b: Player,
    /// `None`: every game.
    pub game: Option<GameId>,
    /// Finished series.
    pub series: Duel,
    pub rounds: Duel,
    /// Finished series the two played on the same team (not counted in `series`).
    pub as_partners: u32,
}

/// One round of a series' score chart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ProgressionRound {
    pub round: u32,
    /// Each seat's points in the round.
    pub points: Vec<i64>,
    /// Each seat's running total after the round.
    pub totals: Vec<i64>,
    pub winners: Vec<Seat>,
}

/// A series' scores round by round: the data behind its chart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Progression {
    pub series: SeriesInfo,
    pub better: Better,
    pub rounds: Vec<ProgressionRound>,
}

fn ratio(part: u32, whole: u32) -> Option<f64> {
    (whole > 0).then(|| f64::from(part) / f64::from(whole))
}

fn mean(values: &[i64]) -> Option<f64> {
    (!values.is_empty())
        .then(|| values.iter().map(|&v| v as f64).sum::<f64>() / values.len() as f64)
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// (current, longest) runs of wins, oldest result first.
fn streaks(results: &[bool]) -> (u32, u32) {
    let mut run = 0u32;
    let mut longest = 0u32;
    for &won in results {
        run = if won { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    (run, longest)
}

impl Store {
    /// A player's stats in one game (all zeros and `None`s if they never played it).
    pub fn player_stats(&self, id: PlayerId, game: GameId) -> Result<PlayerStats, StoreError> {
        let player = self.player(id)?;
        let better = Better::for_score(game);
        let series: Vec<(Option<i64>, bool, bool)> = self
            .conn
            .prepare_cached(
                "SELECT st.final_score, COALESCE(st.won, 0), st.player_id IS NULL
                 FROM credits c
                 JOIN seats st ON st.series_id = c.series_id AND st.seat = c.seat
                 JOIN series s ON s.id = st.series_id
                 WHERE c.player_id = ?1 AND s.game = ?2 AND s.status = 'finished'
                 ORDER BY s.finished_ms, s.id",
            )?
            .query_map(rusqlite::params![id.0, game.as_str()], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?))
            })?
            .collect::<Result<_, _>>()?;
        let rounds: Vec<(i64, bool)> = self
            .conn
            .prepare_cached(
                "SELECT rs.points, rs.won
                 FROM round_scores rs
                 JOIN credits c ON c.series_id = rs.series_id AND c.seat = rs.seat
                 JOIN series s ON s.id = rs.series_id
                 WHERE c.player_id = ?1 AND s.game = ?2",
            )?
            .query_map(rusqlite::params![id.0, game.as_str()], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?
            .collect::<Result<_, _>>()?;
        let tallies = self.tallies(id, game)?;

        let scores: Vec<i64> = series.iter().filter_map(|(s, _, _)| *s).collect();
        let results: Vec<bool> = series.iter().map(|(_, won, _)| *won).collect();
        let in_teams = count(series.iter().filter(|(_, _, team)| *team).count());
        let (current_streak, longest_streak) = streaks(&results);
        let series_won = count(results.iter().filter(|&&w| w).count());
        let points: Vec<i64> = rounds.iter().map(|(p, _)| *p).collect();
        let rounds_won = count(rounds.iter().filter(|(_, w)| *w).count());
        Ok(PlayerStats {
            player,
            game,
            better,
            series_played: count(series.len()),
            series_in_teams: in_teams,
            series_won,
            win_rate: ratio(series_won, count(series.len())),
            rounds_played: count(rounds.len()),
            rounds_won,
            round_win_rate: ratio(rounds_won, count(rounds.len())),
            average_score: mean(&scores),
            best_score: scores.iter().copied().reduce(|a, b| better.best(a, b)),
            average_round_points: mean(&points),
            best_round_points: points.iter().copied().reduce(|a, b| better.best(a, b)),
            current_streak,
            longest_streak,
            tallies,
        })
    }

    fn tallies(&self, id: PlayerId, game: GameId) -> Result<Vec<TallyStats>, StoreError> {
        let records = record_tallies(game);
        let rows: Vec<(String, i64, i64, i64, i64)> = self
            .conn
            // A person's own counts: their seat's where they sat alone, their own where they
            // played with others (a team's counts are no one person's).
            .prepare_cached(
                "SELECT name, SUM(value), COUNT(*), MIN(value), MAX(value) FROM (
                     SELECT t.name, t.value FROM tallies t
                     JOIN seats st ON st.series_id = t.series_id AND st.seat = t.seat
                     JOIN series s ON s.id = t.series_id
                     WHERE st.player_id = ?1 AND s.game = ?2
                     UNION ALL
                     SELECT pt.name, pt.value FROM person_tallies pt
                     JOIN series s ON s.id = pt.series_id
                     WHERE pt.player_id = ?1 AND s.game = ?2)
                 GROUP BY name ORDER BY name",
            )?
            .query_map(rusqlite::params![id.0, game.as_str()], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })?
            .collect::<Result<_, _>>()?;
        rows.into_iter()
            .map(|(name, total, rounds, min, max)| {
                let best =
                    records
                        .iter()
                        .find(|(n, _)| *n == name)
                        .map(|(_, better)| match better {
                            Better::Lower => min,
                            Better::Higher => max,
                        });
                Ok(TallyStats {
                    name,
                    total,
                    rounds: unsigned("round count", rounds)?,
                    best,
                })
            })
            .collect()
    }

    /// A player's stats in every game they have a seat in, in [`GameId::ALL`] order.
    pub fn player_stats_all(&self, id: PlayerId) -> Result<Vec<PlayerStats>, StoreError> {
        let games = self.games_of(Some(id))?;
        games
            .into_iter()
            .map(|game| self.player_stats(id, game))
            .collect()
    }

    /// Every profile's stats in one game, for those who have a seat in it, by name.
    pub fn game_stats(&self, game: GameId) -> Result<Vec<PlayerStats>, StoreError> {
        let ids: Vec<i64> = self
            .conn
            .prepare_cached(
                "SELECT DISTINCT p.id, p.name FROM players p
                 JOIN credits c ON c.player_id = p.id
                 JOIN series s ON s.id = c.series_id
                 WHERE s.game = ?1 ORDER BY p.name, p.id",
            )?
            .query_map([game.as_str()], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        ids.into_iter()
            .map(|id| self.player_stats(PlayerId(id), game))
            .collect()
    }

    /// The games a player (or anyone) has a seat in.
    fn games_of(&self, player: Option<PlayerId>) -> Result<Vec<GameId>, StoreError> {
        let names: Vec<String> = self
            .conn
            .prepare_cached(
                "SELECT DISTINCT s.game FROM series s JOIN credits c ON c.series_id = s.id
                 WHERE ?1 IS NULL OR c.player_id = ?1",
            )?
            .query_map([player.map(|p| p.0)], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        // A game this version does not know (a store written by a build with more games) is left
        // out rather than refused: the others still have stats.
        Ok(GameId::ALL
            .into_iter()
            .filter(|g| names.iter().any(|n| n == g.as_str()))
            .collect())
    }

    /// How two players fared against each other, in one game or all.
    pub fn head_to_head(
        &self,
        a: PlayerId,
        b: PlayerId,
        game: Option<GameId>,
    ) -> Result<HeadToHead, StoreError> {
        if a == b {
            return Err(StoreError::InvalidRecord(
                "head-to-head needs two different players".to_string(),
            ));
        }
        let pa = self.player(a)?;
        let pb = self.player(b)?;
        let game_name = game.map(GameId::as_str);
        let series: Vec<(bool, bool, bool)> = self
            .conn
            .prepare_cached(
                "SELECT COALESCE(x.won, 0), COALESCE(y.won, 0),
                        x.seat = y.seat OR COALESCE(x.team IS NOT NULL AND x.team = y.team, 0)
                 FROM series s
                 JOIN credits cx ON cx.series_id = s.id AND cx.player_id = ?1
                 JOIN credits cy ON cy.series_id = s.id AND cy.player_id = ?2
                 JOIN seats x ON x.series_id = s.id AND x.seat = cx.seat
                 JOIN seats y ON y.series_id = s.id AND y.seat = cy.seat
                 WHERE s.status = 'finished' AND (?3 IS NULL OR s.game = ?3)",
            )?
            .query_map(rusqlite::params![a.0, b.0, game_name], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?))
            })?
            .collect::<Result<_, _>>()?;
        let rounds: Vec<(bool, bool)> = self
            .conn
            .prepare_cached(
                "SELECT rx.won, ry.won
                 FROM series s
                 JOIN credits cx ON cx.series_id = s.id AND cx.player_id = ?1
                 JOIN credits cy ON cy.series_id = s.id AND cy.player_id = ?2
                 JOIN seats x ON x.series_id = s.id AND x.seat = cx.seat
                 JOIN seats y ON y.series_id = s.id AND y.seat = cy.seat
                 JOIN round_scores rx ON rx.series_id = s.id AND rx.seat = x.seat
                 JOIN round_scores ry ON ry.series_id = s.id AND ry.seat = y.seat
                      AND ry.round = rx.round
                 WHERE (?3 IS NULL OR s.game = ?3)
                   AND x.seat <> y.seat
                   AND NOT (x.team IS NOT NULL AND x.team = y.team)",
            )?
            .query_map(rusqlite::params![a.0, b.0, game_name], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?
            .collect::<Result<_, _>>()?;
        let mut h = HeadToHead {
            a: pa,
            b: pb,
            game,
            series: Duel::default(),
            rounds: Duel::default(),
            as_partners: 0,
        };
        for (wa, wb, partners) in series {
            if partners {
                h.as_partners += 1;
            } else {
                h.series.add(wa, wb);
            }
        }
        for (wa, wb) in rounds {
            h.rounds.add(wa, wb);
        }
        Ok(h)
    }

    /// A series' points round by round, with running totals.
    pub fn progression(&self, id: SeriesId) -> Result<Progression, StoreError> {
        let series = self.series(id)?;
        let mut totals = vec![0i64; series.seats.len()];
        let rounds = self
            .rounds(id)?
            .into_iter()
            .map(|r| {
                for (total, points) in totals.iter_mut().zip(&r.points) {
                    *total = total.saturating_add(*points);
                }
                ProgressionRound {
                    round: r.round,
                    points: r.points,
                    totals: totals.clone(),
                    winners: r.winners,
                }
            })
            .collect();
        Ok(Progression {
            better: Better::for_score(series.game),
            series,
            rounds,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaks_count_the_current_and_the_longest_run() {
        assert_eq!(streaks(&[]), (0, 0));
        assert_eq!(streaks(&[true, true, false, true]), (1, 2));
        assert_eq!(streaks(&[false, true, true, true]), (3, 3));
        assert_eq!(streaks(&[true, false]), (0, 1));
    }

    #[test]
    fn ganjifa_scores_are_cards_captured_better_higher_without_records() {
        assert_eq!(Better::for_score(GameId::Ganjifa), Better::Higher);
        assert!(record_tallies(GameId::Ganjifa).is_empty());
    }

    #[test]
    fn dicen_scores_are_better_lower() {
        assert_eq!(Better::for_score(GameId::Dicen), Better::Lower);
        assert_eq!(Better::Lower.best(3, 7), 3);
        assert_eq!(Better::Higher.best(3, 7), 7);
    }
}
