//! The summary a round's end and the series' end show: the game's own figures in labelled
//! columns (a round's points, the total, rounds won; Gnav's lives left and games won), a
//! headline naming who won with every number beside a name ("Bot 2 wins the series: deals
//! won — Bot 2 1, Ann 0, Bot 1 0"), and the series round by round, each round in words.
//!
//! Partners are one entry wherever the game has teams (DICEN 2 VS 2, V11: both partners score
//! the team's points): a team wins together, is named as one ("Ann & Bot 1") and is counted
//! once.

use super::adapter::{Figure, TableGame, ViewCtx};
use super::view::{HistoryRow, SummaryLine, SummaryView};
use crate::engine::{RoundResult, Seat, SeatSet};
use crate::l10n::numbers::integer;
use crate::l10n::Msg;
use std::cmp::Reverse;

/// Rounds (deals, games) each seat has won: a shared round counts for each sharer.
fn rounds_won(rounds: &[RoundResult], seat: Seat) -> u32 {
    rounds.iter().filter(|r| r.winners.contains(seat)).count() as u32
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
            g.tie_break(seat)
        };
        Reverse((won, by_rounds, total))
    };
    let seats = 0..g.seat_count() as Seat;
    seats
        .clone()
        .map(|seat| 1 + seats.clone().filter(|&o| key(o) < key(seat)).count() as u32)
        .collect()
}

/// A figure of `seat` as it stood when the round just finished ended.
fn figure<G: TableGame>(g: &G, rounds: &[RoundResult], figure: Figure, seat: Seat) -> i64 {
    let last = rounds.last();
    match figure {
        Figure::RoundPoints => last
            .and_then(|r| r.points.get(usize::from(seat)).copied())
            .unwrap_or(0),
        Figure::Total => g.score(seat),
        Figure::RoundsWon => i64::from(rounds_won(rounds, seat)),
        Figure::LivesLeft => g
            .round_end_score(rounds.len().saturating_sub(1), seat)
            .1
            .map_or(0, i64::from),
        Figure::TieBreak => g.tie_break(seat),
    }
}

/// A figure's column heading, in the game's words.
fn heading<G: TableGame>(g: &G, figure: Figure) -> Msg {
    let word = G::ROUND_WORD.as_str();
    g.figure_heading(figure).unwrap_or_else(|| match figure {
        Figure::RoundPoints => Msg::new("table-column-this").text("word", word),
        Figure::Total => Msg::new("table-column-total"),
        Figure::RoundsWon => Msg::new("table-column-won").text("word", word),
        Figure::LivesLeft => Msg::new("table-column-lives"),
        Figure::TieBreak => Msg::new("table-column-total"),
    })
}

/// A figure's value as the game writes it (a number the language's way, or DICEN's time).
fn value_text<G: TableGame>(g: &G, ctx: &ViewCtx, figure: Figure, value: i64) -> String {
    match g.figure_value(figure, value) {
        Some(msg) => ctx.text(&msg),
        None => integer(ctx.lang, value),
    }
}

/// The seats that play as one: partners together, every other seat alone, in seat order of
/// their first member.
fn entries<G: TableGame>(g: &G) -> Vec<Vec<Seat>> {
    let mut entries: Vec<Vec<Seat>> = Vec::new();
    for seat in 0..g.seat_count() as Seat {
        let team = g.team(seat);
        match entries
            .iter_mut()
            .find(|e| team.is_some() && e.first().and_then(|&s| g.team(s)) == team)
        {
            Some(entry) => entry.push(seat),
            None => entries.push(vec![seat]),
        }
    }
    entries
}

/// A seat's name beside its figures: a seat of several people by its people joined as
/// partners are ("Ann & Ben"), never by its comma-separated label, which reads as two entries
/// in a list of names and figures.
fn standing_name<G: TableGame>(g: &G, ctx: &ViewCtx, seat: Seat) -> String {
    match g.seat_people(seat) {
        people if people.len() > 1 => people.join(" & "),
        _ => ctx.name(seat).to_string(),
    }
}

/// An entry's name: a seat's, or partners' joined ("Ann & Bot 1").
fn entry_name<G: TableGame>(g: &G, ctx: &ViewCtx, entry: &[Seat]) -> String {
    entry
        .iter()
        .map(|&s| standing_name(g, ctx, s))
        .collect::<Vec<_>>()
        .join(" & ")
}

/// What a headline says: who won (`winners`: the round's, or the engine's outcome for the
/// series), by which figure, in what words, and where ("Deal 2 of 3"; `None` for the series).
struct Decision {
    winners: Option<SeatSet>,
    figure: Figure,
    measure: Msg,
    place: Option<Msg>,
}

/// An entry's `figure`: its first member's, as V11's partners carry the team's points.
fn entry_figure<G: TableGame>(
    g: &G,
    rounds: &[RoundResult],
    figure: Figure,
    entry: &[Seat],
) -> i64 {
    entry
        .first()
        .map_or(0, |&s| self::figure(g, rounds, figure, s))
}

/// Where an entry stands in a headline's list: the winners first, then by the deciding figure,
/// the better first. Level on rounds won, the tie-break decides among the level, so under it
/// the rounds won come first.
fn standing_key<G: TableGame>(
    g: &G,
    rounds: &[RoundResult],
    figure: Figure,
    won: bool,
    entry: &[Seat],
) -> (Reverse<bool>, Reverse<i64>, i64) {
    let v = entry_figure(g, rounds, figure, entry);
    let lower_better = G::LOW_SCORE_WINS
        && matches!(
            figure,
            Figure::RoundPoints | Figure::Total | Figure::TieBreak
        );
    let first = if figure == Figure::TieBreak {
        entry_figure(g, rounds, Figure::RoundsWon, entry)
    } else {
        0
    };
    (
        Reverse(won),
        Reverse(first),
        if lower_better { v } else { -v },
    )
}

/// Every entry's name with its deciding figure beside it, in order: "Bot 2 1, Ann 0, Bot 1 0".
/// Under the tie-break each shows both its rounds won and the figure that broke the tie.
fn standings<G: TableGame>(
    g: &G,
    ctx: &ViewCtx,
    rounds: &[RoundResult],
    figure: Figure,
    entries: &[Vec<Seat>],
) -> String {
    let shown = |entry: &[Seat]| {
        let value = value_text(g, ctx, figure, entry_figure(g, rounds, figure, entry));
        match figure {
            Figure::TieBreak => {
                let won = entry_figure(g, rounds, Figure::RoundsWon, entry);
                ctx.text(
                    &Msg::new("table-standing-level")
                        .text("won", value_text(g, ctx, Figure::RoundsWon, won))
                        .text("then", value),
                )
            }
            _ => value,
        }
    };
    entries
        .iter()
        .map(|entry| {
            ctx.text(
                &Msg::new("table-standing")
                    .text("name", entry_name(g, ctx, entry))
                    .text("value", shown(entry)),
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Who won, with every entry's deciding figure beside its name, the winners first and then
/// by that figure: "Bot 2 wins the series — deals won: Bot 2 1, Ann 0, Bot 1 0."
fn headline<G: TableGame>(g: &G, ctx: &ViewCtx, rounds: &[RoundResult], decision: Decision) -> Msg {
    let Decision {
        winners,
        figure,
        measure,
        place,
    } = decision;
    let won = |entry: &[Seat]| winners.is_some_and(|w| entry.iter().any(|&s| w.contains(s)));
    let mut entries = entries(g);
    entries.sort_by_key(|entry| standing_key(g, rounds, figure, won(entry), entry));
    let standings = measure.text("list", standings(g, ctx, rounds, figure, &entries));
    // V8, V9: one player alone wins nothing from anyone; the headline says what they did.
    if entries.len() == 1 {
        let names = entry_name(g, ctx, &entries[0]);
        return match place {
            Some(place) => Msg::new("table-headline-solo-round")
                .msg("place", place)
                .text("names", names)
                .msg("standings", standings),
            None => Msg::new("table-headline-solo-series")
                .text("names", names)
                .msg("standings", standings),
        };
    }
    let winning: Vec<&Vec<Seat>> = entries.iter().filter(|e| won(e)).collect();
    let names = winning
        .iter()
        .map(|e| entry_name(g, ctx, e))
        .collect::<Vec<_>>()
        .join(", ");
    let people: usize = winning
        .iter()
        .flat_map(|e| e.iter())
        .map(|&s| g.seat_people(s).len().max(1))
        .sum();
    let shared = if winning.len() > 1 { "yes" } else { "no" };
    match place {
        Some(place) => Msg::new("table-headline-round")
            .msg("place", place)
            .text("names", names)
            .int("people", people as i64)
            .text("shared", shared)
            .msg("standings", standings),
        None => Msg::new("table-headline-series")
            .text("names", names)
            .int("people", people as i64)
            .text("shared", shared)
            .msg("standings", standings),
    }
}

/// What a figure is called before the list of standings ("deals won: …").
fn measure<G: TableGame>(g: &G, figure: Figure) -> Msg {
    let word = G::ROUND_WORD.as_str();
    if let Some(named) = g.figure_measure(figure) {
        return named;
    }
    match figure {
        Figure::RoundsWon => Msg::new("table-standings-won").text("word", word),
        Figure::LivesLeft => Msg::new("table-standings-lives"),
        Figure::TieBreak => Msg::new("table-standings-level").text("word", word),
        Figure::RoundPoints | Figure::Total => match G::LOW_SCORE_WINS {
            true => Msg::new("table-standings-points-low"),
            false => Msg::new("table-standings-points"),
        },
    }
}

/// The summary of the round just finished, or of the whole series when `over`.
pub(super) fn summary<G: TableGame>(g: &G, ctx: &ViewCtx, over: bool) -> SummaryView {
    let rounds = g.rounds();
    let last = rounds.last();
    let outcome = g.outcome();
    let ranks = ranks(g, &rounds, over);
    let lines: Vec<SummaryLine> = (0..g.seat_count() as Seat)
        .map(|seat| {
            let winner = if over {
                outcome.as_ref().is_some_and(|o| o.winners.contains(seat))
            } else {
                last.is_some_and(|r| r.winners.contains(seat))
            };
            let rank = ranks.get(usize::from(seat)).copied().unwrap_or(1);
            summary_line(g, ctx, &rounds, seat, winner, rank)
        })
        .collect();
    let columns = G::SUMMARY
        .iter()
        .map(|&f| ctx.text(&heading(g, f)))
        .collect();
    let history = rounds
        .iter()
        .enumerate()
        .map(|(i, r)| history_row(g, ctx, i, r))
        .collect();
    let decision = if over {
        series_decision(g, &rounds, &ranks, outcome.map(|o| o.winners))
    } else {
        round_decision(g, &rounds)
    };
    let headline = headline(g, ctx, &rounds, decision);
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

/// One seat's line of the summary: its name, figures and place (`rank`), and whether it won
/// (the round, or the series).
fn summary_line<G: TableGame>(
    g: &G,
    ctx: &ViewCtx,
    rounds: &[RoundResult],
    seat: Seat,
    winner: bool,
    rank: u32,
) -> SummaryLine {
    SummaryLine {
        seat,
        name: standing_name(g, ctx, seat),
        points: figure(g, rounds, Figure::RoundPoints, seat),
        total: g.score(seat),
        winner,
        text: ctx.text(&g.round_end_score(rounds.len().saturating_sub(1), seat).0),
        rounds_won: rounds_won(rounds, seat),
        rank,
        cells: G::SUMMARY
            .iter()
            .map(|&f| value_text(g, ctx, f, figure(g, rounds, f, seat)))
            .collect(),
    }
}

/// What the series' headline says: the engine's winners (`winners`), by rounds won unless the
/// first two entries in `ranks` won as many: then by the totals, which broke the tie.
fn series_decision<G: TableGame>(
    g: &G,
    rounds: &[RoundResult],
    ranks: &[u32],
    winners: Option<SeatSet>,
) -> Decision {
    let by_rounds = G::SERIES_BY_ROUNDS && G::SUMMARY.contains(&Figure::RoundsWon);
    let mut order: Vec<Seat> = (0..g.seat_count() as Seat).collect();
    order.sort_by_key(|&s| ranks.get(usize::from(s)).copied().unwrap_or(1));
    let won = |s: &Seat| rounds_won(rounds, *s);
    let level = by_rounds
        && order
            .get(..2)
            .is_some_and(|two| won(&two[0]) == won(&two[1]));
    let deciding = match (by_rounds, level) {
        (true, false) => Figure::RoundsWon,
        (true, true) => Figure::TieBreak,
        (false, _) => Figure::Total,
    };
    Decision {
        winners,
        figure: deciding,
        measure: measure(g, deciding),
        place: None,
    }
}

/// What a round's headline says: the round's winners, by the summary's first figure, with the
/// round's label.
fn round_decision<G: TableGame>(g: &G, rounds: &[RoundResult]) -> Decision {
    let round_figure = G::SUMMARY.first().copied().unwrap_or(Figure::RoundPoints);
    Decision {
        winners: rounds.last().map(|r| r.winners),
        figure: round_figure,
        measure: measure(g, round_figure),
        place: Some(g.round_label(rounds.len().saturating_sub(1))),
    }
}

/// One finished round, its figures each beside its seat's name: "Deal 1 of 3: Ann 15, Bo 33,
/// Cy 72 ★".
fn history_row<G: TableGame>(g: &G, ctx: &ViewCtx, round: usize, r: &RoundResult) -> HistoryRow {
    let label = ctx.text(&g.round_label(round));
    let round_figure = G::SUMMARY.first().copied().unwrap_or(Figure::RoundPoints);
    let points: Vec<String> = r
        .points
        .iter()
        .map(|&p| value_text(g, ctx, round_figure, p))
        .collect();
    let list = points
        .iter()
        .enumerate()
        .map(|(seat, value)| {
            let id = if r.winners.contains(seat as Seat) {
                "table-history-winner"
            } else {
                "table-standing"
            };
            ctx.text(
                &Msg::new(id)
                    .text("name", standing_name(g, ctx, seat as Seat))
                    .text("value", value.clone()),
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    HistoryRow {
        text: ctx.text(
            &Msg::new("table-history-row")
                .text("label", label.clone())
                .text("list", list),
        ),
        label,
        points,
        winners: r.winners.iter().map(u32::from).collect(),
    }
}
