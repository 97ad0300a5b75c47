//! A player's stats as a shell shows them: every number already written the language's way
//! (`66,7` in Spanish, `1.234` in Dutch, `67 %` in Spanish and `67%` in English), beside the
//! raw values, so no shell formats a number itself.

use crate::games::GameId;
use crate::l10n::numbers::{decimal, integer};
use crate::l10n::{text, Lang, Msg};
use crate::store::PlayerStats;
use serde::Serialize;

/// A player's record in one game as the stats screen shows it: the shares its bars draw, and
/// every figure in words ([`StatsText`]); the raw figures stay in [`PlayerStats`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StatsLine {
    pub game: GameId,
    /// Series won of those played, from 0 to 1 (0 with none played): a bar's length.
    pub series_share: f64,
    /// Rounds won of those played, likewise.
    pub rounds_share: f64,
    pub shown: StatsText,
}

impl StatsLine {
    pub fn of(stats: &PlayerStats, lang: Lang) -> StatsLine {
        let share = |won: u32, played: u32| match played {
            0 => 0.0,
            _ => f64::from(won) / f64::from(played),
        };
        StatsLine {
            game: stats.game,
            series_share: share(stats.series_won, stats.series_played),
            rounds_share: share(stats.rounds_won, stats.rounds_played),
            shown: StatsText::of(stats, lang),
        }
    }
}

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
    /// The whole record in sentences, each figure with what it counts, its unit and which way
    /// is better ("Score per series (points, lower is better): average 24.0, best 12"): what
    /// every shell lists, the same everywhere.
    pub lines: Vec<String>,
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
            lines: Vec::new(),
        }
        .with_lines(stats, lang)
    }

    /// [`StatsText::lines`], from the figures above.
    fn with_lines(mut self, stats: &PlayerStats, lang: Lang) -> StatsText {
        let better = Msg::new(match stats.better {
            crate::store::Better::Lower => "term-report-lower-better",
            crate::store::Better::Higher => "term-report-higher-better",
        });
        let word = super::round_word(stats.game).as_str();
        let mut lines = vec![
            text(
                lang,
                &Msg::new("term-report-series")
                    .int("played", stats.series_played)
                    .int("teams", stats.series_in_teams)
                    .int("won", stats.series_won)
                    .text("rate", self.win_rate.clone())
                    .int("streak", stats.current_streak)
                    .int("longest", stats.longest_streak),
            ),
            text(
                lang,
                &Msg::new("term-report-rounds")
                    .text("word", word)
                    .int("played", stats.rounds_played)
                    .int("won", stats.rounds_won)
                    .text("rate", self.round_win_rate.clone()),
            ),
            text(
                lang,
                &Msg::new("term-report-score")
                    .text("game", stats.game.as_str())
                    .text("word", word)
                    .text("average", self.average_score.clone())
                    .text("best", self.best_score.clone())
                    .msg("better", better)
                    .text("round_average", self.average_round_points.clone())
                    .text("round_best", self.best_round_points.clone()),
            ),
        ];
        let listed = |records: bool| {
            stats
                .tallies
                .iter()
                .zip(&self.tallies)
                .filter(|(t, _)| t.best.is_some() == records && (records || t.total != 0))
                .map(|(_, t)| format!("{} {}", t.label, t.value))
                .collect::<Vec<_>>()
                .join(", ")
        };
        for (records, id) in [(true, "term-report-records"), (false, "term-report-totals")] {
            let list = listed(records);
            if !list.is_empty() {
                lines.push(text(lang, &Msg::new(id).text("list", list)));
            }
        }
        self.lines = lines;
        self
    }
}
