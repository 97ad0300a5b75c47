//! What the stats screen's chart plots, decided once for every shell (two shells drawing
//! it on their own drew the same numbers as lines and as bars): one series per seat of the player's
//! latest series, a point per round (deal, game) at the seat's running total after it.

use super::App;
use crate::games::GameId;
use crate::l10n::numbers::integer;
use crate::l10n::{text, Msg};
use crate::store::{Better, Progression};
use serde::Serialize;

/// A chart of a series, ready to draw: the shell scales the values and writes the texts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Chart {
    pub game: GameId,
    /// "Latest series: running total after each deal".
    pub title: String,
    /// The horizontal axis, in the game's own word ("Deal").
    pub x_label: String,
    /// The vertical axis ("Running total").
    pub y_label: String,
    /// Each point is the total after its round (true), not the round's own points: draw lines.
    pub cumulative: bool,
    /// A lower total is better (DICEN, N9).
    pub lower_is_better: bool,
    /// One label per point along the horizontal axis ("1", "2"...).
    pub rounds: Vec<String>,
    /// One series per seat, in seat order.
    pub series: Vec<ChartSeries>,
    /// The whole chart in one sentence, for a screen reader.
    pub description: String,
}

/// One seat's line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChartSeries {
    pub name: String,
    /// The running total after each round.
    pub values: Vec<i64>,
    /// The same, as the language writes them.
    pub texts: Vec<String>,
}

impl App {
    /// The chart of the most recent series `name` played, if they played one.
    pub fn latest_chart(&self, name: &str) -> Result<Option<Chart>, super::AppError> {
        Ok(self
            .latest_progression(name)?
            .map(|progression| self.chart(&progression)))
    }

    /// A series' chart: running totals per seat, round by round.
    pub fn chart(&self, progression: &Progression) -> Chart {
        let lang = self.lang();
        let game = progression.series.game;
        let word = super::round_word(game).as_str();
        let names = self.seat_names(progression);
        let series: Vec<ChartSeries> = names
            .iter()
            .enumerate()
            .map(|(seat, name)| {
                let values: Vec<i64> = progression
                    .rounds
                    .iter()
                    .map(|r| r.totals.get(seat).copied().unwrap_or(0))
                    .collect();
                ChartSeries {
                    name: name.clone(),
                    texts: values.iter().map(|&v| integer(lang, v)).collect(),
                    values,
                }
            })
            .collect();
        let totals = series
            .iter()
            .map(|s| {
                text(
                    lang,
                    &Msg::new("chart-seat-total")
                        .text("name", s.name.clone())
                        .text("total", s.texts.last().cloned().unwrap_or_default()),
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        let rounds = progression.rounds.len() as i64;
        Chart {
            game,
            title: text(lang, &Msg::new("chart-title").text("word", word)),
            x_label: text(lang, &Msg::new("chart-axis-round").text("word", word)),
            y_label: text(lang, &Msg::new("chart-axis-total")),
            cumulative: true,
            lower_is_better: progression.better == Better::Lower,
            rounds: (1..=rounds).map(|n| integer(lang, n)).collect(),
            description: text(
                lang,
                &Msg::new("chart-description")
                    .text("word", word)
                    .int("rounds", rounds)
                    .text("totals", totals),
            ),
            series,
        }
    }
}
