//! The summary a round's end and the series' end show: labelled columns, a headline that says
//! who won ("Ann wins the series 3–2"), the series round by round, and the standings, in the
//! game's own words (round, deal, game).

use super::adapter::{TableGame, ViewCtx};
use super::view::{HistoryRow, SummaryLine, SummaryView};
use crate::engine::{RoundResult, Seat};
use crate::l10n::numbers::integer;
use crate::l10n::Msg;
use std::cmp::Reverse;

/// Rounds (deals, games) each seat has won: a shared round counts for each sharer.
fn rounds_won(rounds: &[RoundResult], seat: Seat) -> u32 {
    rounds.iter().filter(|r| r.winners.contains(seat)).count() as u32
}

/// Names joined the language's way for a headline ("Ann, Bo").
fn names(ctx: &ViewCtx, seats: impl Iterator<Item = Seat>) -> (String, i64) {
    let list: Vec<&str> = seats.map(|s| ctx.name(s)).collect();
    (list.join(", "), list.len() as i64)
}

/// Each seat's place in the standings (1 = first; equal seats share a place): the series'
/// winners first, then by rounds won where the game ranks by them (DiCa D11, Ganjifa G7, Gnav
/// K6), then by total (lower first in DICEN).
fn ranks<G: TableGame>(g: &G, rounds: &[RoundResult], over: bool) -> Vec<u32> {
    let winners = g.outcome().filter(|_| over).map(|o| o.winners);
    let key = |seat: Seat| {
        let won = winners.is_some_and(|w| w.contains(seat));
        let by_rounds = if G::SERIES_BY_ROUNDS {
            rounds_won(rounds, seat)
        } else {
            0
        };
        let total = if G::LOW_SCORE_WINS {
            -g.score(seat)
        } else {
            g.score(seat)
        };
        Reverse((won, by_rounds, total))
    };
    let seats = 0..g.seat_count() as Seat;
    seats
        .clone()
        .map(|seat| 1 + seats.clone().filter(|&o| key(o) < key(seat)).count() as u32)
        .collect()
}

/// The summary of the round just finished, or of the whole series when `over`.
pub(super) fn summary<G: TableGame>(g: &G, ctx: &ViewCtx, over: bool) -> SummaryView {
    let rounds = g.rounds();
    let word = G::ROUND_WORD;
    let last = rounds.last();
    let outcome = g.outcome();
    let ranks = ranks(g, &rounds, over);
    let seats = 0..g.seat_count() as Seat;
    let lines: Vec<SummaryLine> = seats
        .clone()
        .map(|seat| {
            let points = last
                .and_then(|r| r.points.get(usize::from(seat)).copied())
                .unwrap_or(0);
            let total = g.score(seat);
            let won = rounds_won(&rounds, seat);
            let winner = if over {
                outcome.as_ref().is_some_and(|o| o.winners.contains(seat))
            } else {
                last.is_some_and(|r| r.winners.contains(seat))
            };
            SummaryLine {
                seat,
                name: ctx.name(seat).to_string(),
                points,
                total,
                winner,
                text: ctx.text(&g.round_end_score(rounds.len().saturating_sub(1), seat).0),
                rounds_won: won,
                rank: ranks.get(usize::from(seat)).copied().unwrap_or(1),
                cells: vec![
                    integer(ctx.lang, points),
                    integer(ctx.lang, total),
                    integer(ctx.lang, i64::from(won)),
                ],
            }
        })
        .collect();
    let columns = [
        "table-column-this",
        "table-column-total",
        "table-column-won",
    ]
    .map(|id| ctx.text(&Msg::new(id).text("word", word)))
    .to_vec();
    let history = rounds
        .iter()
        .enumerate()
        .map(|(i, r)| HistoryRow {
            label: ctx.text(&g.round_label(i)),
            points: r.points.iter().map(|p| integer(ctx.lang, *p)).collect(),
            winners: r.winners.iter().map(u32::from).collect(),
        })
        .collect();
    let headline = if over {
        let winners = outcome.map(|o| o.winners);
        let (who, count) = names(
            ctx,
            seats
                .clone()
                .filter(|&s| winners.is_some_and(|w| w.contains(s))),
        );
        let mut order: Vec<Seat> = seats.collect();
        order.sort_by_key(|&s| ranks.get(usize::from(s)).copied().unwrap_or(1));
        // Rounds won tell the series apart unless the first two won as many: then the totals
        // of the seats level with the winner on rounds, which broke the tie, do.
        let won = |s: &Seat| rounds_won(&rounds, *s);
        let tied = order
            .get(..2)
            .is_some_and(|two| won(&two[0]) == won(&two[1]));
        if tied {
            let lead = order.first().map_or(0, won);
            order.retain(|s| won(s) == lead);
        }
        let score = order
            .iter()
            .map(|s| {
                let value = if G::SERIES_BY_ROUNDS && !tied {
                    i64::from(won(s))
                } else {
                    g.score(*s)
                };
                integer(ctx.lang, value)
            })
            .collect::<Vec<_>>()
            .join("–");
        Msg::new("table-headline-series")
            .text("names", who)
            .int("count", count)
            .text("score", score)
    } else {
        let (who, count) = names(
            ctx,
            seats.filter(|&s| last.is_some_and(|r| r.winners.contains(s))),
        );
        Msg::new("table-headline-round")
            .msg("place", g.round_label(rounds.len().saturating_sub(1)))
            .text("names", who)
            .int("count", count)
    };
    let title = if over {
        Msg::new("table-summary-series")
    } else {
        g.round_label(rounds.len().saturating_sub(1))
    };
    SummaryView {
        title: ctx.text(&title),
        headline: ctx.text(&headline),
        columns,
        lines,
        history,
        progression: rounds.iter().map(|r| r.points.clone()).collect(),
    }
}
