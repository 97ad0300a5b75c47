//! A player's stats as a shell shows them: every number already written the language's way
//! (`66,7` in Spanish, `1.234` in Dutch, `67 %` in Spanish and `67%` in English), beside the
//! raw values, so no shell formats a number itself.

use crate::l10n::numbers::{decimal, integer};
use crate::l10n::{text, Lang, Msg};
use crate::store::PlayerStats;
use serde::Serialize;

/// [`PlayerStats`]' numbers, display-ready; "–" where there is no value yet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StatsText {
    pub series_played: String,
    pub series_won: String,
    pub win_rate: String,
    pub rounds_played: String,
    pub rounds_won: String,
    pub round_win_rate: String,
    pub average_score: String,
    pub best_score: String,
    pub average_round_points: String,
    pub best_round_points: String,
    pub current_streak: String,
    pub longest_streak: String,
    /// One per tally of [`PlayerStats::tallies`], in the same order.
    pub tallies: Vec<TallyText>,
}

/// A tally as shown: its name in the language and its value (the best for a record tally,
/// the sum for the others).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TallyText {
    pub name: String,
    pub label: String,
    pub value: String,
}

/// A rate from 0 to 1 as a whole percentage, the language's way (`67%`, `67 %`).
pub fn percent(lang: Lang, rate: Option<f64>) -> String {
    match rate {
        Some(r) => text(
            lang,
            &Msg::new("app-percent").int("percent", (100.0 * r).round() as i64),
        ),
        None => none(lang),
    }
}

fn none(lang: Lang) -> String {
    text(lang, &Msg::new("app-no-value"))
}

fn whole(lang: Lang, value: Option<i64>) -> String {
    value.map_or_else(|| none(lang), |v| integer(lang, v))
}

fn mean(lang: Lang, value: Option<f64>) -> String {
    value.map_or_else(|| none(lang), |v| decimal(lang, v, 1))
}

impl StatsText {
    pub fn of(stats: &PlayerStats, lang: Lang) -> StatsText {
        let count = |n: u32| integer(lang, i64::from(n));
        StatsText {
            series_played: count(stats.series_played),
            series_won: count(stats.series_won),
            win_rate: percent(lang, stats.win_rate),
            rounds_played: count(stats.rounds_played),
            rounds_won: count(stats.rounds_won),
            round_win_rate: percent(lang, stats.round_win_rate),
            average_score: mean(lang, stats.average_score),
            best_score: whole(lang, stats.best_score),
            average_round_points: mean(lang, stats.average_round_points),
            best_round_points: whole(lang, stats.best_round_points),
            current_streak: count(stats.current_streak),
            longest_streak: count(stats.longest_streak),
            tallies: stats
                .tallies
                .iter()
                .map(|t| TallyText {
                    name: t.name.clone(),
                    label: text(lang, &stats.game.tally_msg(&t.name)),
                    value: integer(lang, t.best.unwrap_or(t.total)),
                })
                .collect(),
        }
    }
}
