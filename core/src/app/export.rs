//! The statistics taken off the phone: every person's record in every game, as CSV for a
//! spreadsheet or JSON for a program, handed to the platform's share sheet as a file. The
//! figures are the store's, unrounded and unlocalised (a file is read by programs, not by a
//! person in one language): a dot for decimals, no thousands separator, rates as fractions.

use super::{App, AppError};
use crate::store::{PlayerStats, Store, StoreError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The shape of an export.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ExportFormat {
    Csv,
    Json,
}

/// An export format as the stats screen offers it: labelled in the app's language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExportChoice {
    pub format: ExportFormat,
    pub label: String,
}

impl ExportFormat {
    /// Every format, in the order the stats screen offers them.
    pub const ALL: [ExportFormat; 2] = [ExportFormat::Csv, ExportFormat::Json];

    fn label_msg(self) -> crate::l10n::Msg {
        crate::l10n::Msg::new(match self {
            ExportFormat::Csv => "shell-export-csv",
            ExportFormat::Json => "shell-export-json",
        })
    }
}

/// A file to share: its name, its media type and its text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StatsExport {
    /// `cardavia-stats-2026-12-06.csv`: the day it was made, in UTC.
    pub file_name: String,
    pub mime_type: String,
    pub text: String,
}

/// The version of the JSON export's shape; a new field keeps it, a changed one moves it.
pub const EXPORT_VERSION: u32 = 1;

/// Every person's stats in every game they played, by person then game.
pub fn every_players_stats(store: &Store) -> Result<Vec<PlayerStats>, StoreError> {
    let mut all = Vec::new();
    for player in store.players()? {
        all.extend(store.player_stats_all(player.id)?);
    }
    Ok(all)
}

impl App {
    /// The formats the stats can be exported in, labelled: the shells hold no list of their own.
    pub fn export_formats(&self) -> Vec<ExportChoice> {
        ExportFormat::ALL
            .iter()
            .map(|&format| ExportChoice {
                format,
                label: crate::l10n::text(self.lang(), &format.label_msg()),
            })
            .collect()
    }

    /// Every person's statistics as a file made at `now_ms` (ms since the Unix epoch).
    pub fn export_stats(&self, format: ExportFormat, now_ms: i64) -> Result<StatsExport, AppError> {
        let stats = every_players_stats(self.store())?;
        let day = utc_day(now_ms);
        Ok(match format {
            ExportFormat::Csv => StatsExport {
                file_name: format!("cardavia-stats-{day}.csv"),
                mime_type: "text/csv".into(),
                text: stats_csv(&stats),
            },
            ExportFormat::Json => StatsExport {
                file_name: format!("cardavia-stats-{day}.json"),
                mime_type: "application/json".into(),
                text: serde_json::json!({
                    "format": "cardavia-stats",
                    "version": EXPORT_VERSION,
                    "exported_ms": now_ms,
                    "stats": stats,
                })
                .to_string(),
            },
        })
    }
}

/// One row per person and game; each tally any row has is a column (`tally:<name>` its total,
/// `best:<name>` for a record tally), empty where a row has none.
pub fn stats_csv(stats: &[PlayerStats]) -> String {
    let tallies: BTreeSet<&str> = stats
        .iter()
        .flat_map(|s| s.tallies.iter().map(|t| t.name.as_str()))
        .collect();
    let records: BTreeSet<&str> = stats
        .iter()
        .flat_map(|s| s.tallies.iter().filter(|t| t.best.is_some()))
        .map(|t| t.name.as_str())
        .collect();
    let mut header: Vec<String> = [
        "player",
        "game",
        "series_played",
        "series_in_teams",
        "series_won",
        "win_rate",
        "rounds_played",
        "rounds_won",
        "round_win_rate",
        "average_score",
        "best_score",
        "average_round_points",
        "best_round_points",
        "current_streak",
        "longest_streak",
    ]
    .map(String::from)
    .to_vec();
    header.extend(tallies.iter().map(|t| format!("tally:{t}")));
    header.extend(records.iter().map(|t| format!("best:{t}")));
    let mut out = line(&header);
    for s in stats {
        let mut row = vec![
            s.player.name.clone(),
            s.game.as_str().to_string(),
            s.series_played.to_string(),
            s.series_in_teams.to_string(),
            s.series_won.to_string(),
            opt(s.win_rate),
            s.rounds_played.to_string(),
            s.rounds_won.to_string(),
            opt(s.round_win_rate),
            opt(s.average_score),
            opt(s.best_score),
            opt(s.average_round_points),
            opt(s.best_round_points),
            s.current_streak.to_string(),
            s.longest_streak.to_string(),
        ];
        let tally = |name: &str| s.tallies.iter().find(|t| t.name == name);
        row.extend(tallies.iter().map(|t| opt(tally(t).map(|t| t.total))));
        row.extend(records.iter().map(|t| opt(tally(t).and_then(|t| t.best))));
        out.push_str(&line(&row));
    }
    out
}

fn opt<T: ToString>(value: Option<T>) -> String {
    value.map(|v| v.to_string()).unwrap_or_default()
}

/// A CSV line (RFC 4180): a field with a comma, a quote or a line break is quoted, its quotes
/// doubled. A field a spreadsheet would run as a formula (a name typed as `=1+1`) starts with
/// an apostrophe instead, so opening the file never runs what someone typed.
fn line(fields: &[String]) -> String {
    let mut out = fields
        .iter()
        .map(|f| {
            let f = if f.starts_with(['=', '+', '-', '@']) && f.parse::<f64>().is_err() {
                format!("'{f}")
            } else {
                f.clone()
            };
            if f.contains([',', '"', '\n', '\r']) {
                format!("\"{}\"", f.replace('"', "\"\""))
            } else {
                f
            }
        })
        .collect::<Vec<_>>()
        .join(",");
    out.push_str("\r\n");
    out
}

/// The UTC day of `ms` since the Unix epoch, as `YYYY-MM-DD` (the civil calendar from days,
/// as in Howard Hinnant's `civil_from_days`).
fn utc_day(ms: i64) -> String {
    let days = ms.div_euclid(86_400_000);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_the_calendar_days_in_utc() {
        assert_eq!(utc_day(0), "1970-01-01");
        assert_eq!(utc_day(86_399_999), "1970-01-01");
        assert_eq!(utc_day(951_782_400_000), "2000-02-29");
        assert_eq!(utc_day(1_796_515_200_000), "2026-12-06");
        assert_eq!(utc_day(-1), "1969-12-31");
    }

    #[test]
    fn fields_are_quoted_when_they_must_be_and_formulas_never_run() {
        let fields = ["Ann, Bea", "say \"hi\"", "=1+1", "-5", "plain"].map(String::from);
        assert_eq!(
            line(&fields),
            "\"Ann, Bea\",\"say \"\"hi\"\"\",'=1+1,-5,plain\r\n"
        );
    }
}
