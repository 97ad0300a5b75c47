//! The screen drawn from a table: status, seats, board, targets, legend and summary, every
//! text in the table's language, under the privacy invariant ([`Session::holder`]).

use super::{Pause, Session, HAND_OVER, NEXT_ROUND, REMATCH, SEEN, UNDO};
use crate::engine::{Actor, Seat, ToAct};
use crate::l10n::Msg;
use crate::table::adapter::{RoundWord, TableGame, Tap, ViewCtx};
use crate::table::view::{
    Effects, LeaveView, LegendEntry, Screen, SeatView, SeriesView, SummaryView, TableView,
    TargetKind, TargetView, BOT_MARK, TURN_MARK, WARNING_MARK, WINNER_MARK,
};
use std::sync::Arc;

impl<G: TableGame> Session<G> {
    /// The screen now.
    pub fn view(&self) -> TableView {
        let names = self.names();
        let ctx = self.ctx(&names);
        let lang = self.state.lang;
        let g = self.game.game();
        let hand_over = self.hand_over_to();
        let mut targets = self.target_views(&ctx);
        let screen = self.screen(&ctx, hand_over, &mut targets);
        let seats = self.seat_views(&ctx);
        let (title, series) = self.place(&ctx);
        let summary = match self.state.pause {
            Pause::Playing | Pause::Settlement => None,
            Pause::RoundOver | Pause::SeriesOver => Some(self.summary(&ctx)),
        };
        let status = self.status(&ctx, hand_over);
        let board = hand_over.is_none().then(|| g.board(self.viewer(), &ctx));
        if let Some(board) = &board {
            let placed = board.placed_targets();
            for target in &mut targets {
                target.on_board = placed.contains(&target.id.as_str());
            }
        }
        let unsaved = self.state.unsaved.as_ref().map(|n| n.view(lang));
        let armed = targets
            .iter()
            .find(|t| t.confirm)
            .and_then(|t| t.warning.clone());
        let legend = self.legend(&ctx, &targets);
        TableView {
            version: self.state.version,
            game: G::ID,
            lang,
            title,
            status,
            screen,
            seats,
            board,
            dice: if hand_over.is_none() {
                g.dice().into_iter().map(u32::from).collect()
            } else {
                Vec::new()
            },
            targets,
            log: self.narration.told().to_vec(),
            series,
            summary,
            settlement: match self.state.pause {
                Pause::RoundOver | Pause::Settlement => {
                    g.settlement(&ctx).iter().map(|m| ctx.text(m)).collect()
                }
                Pause::Playing | Pause::SeriesOver => Vec::new(),
            },
            legend,
            effects: Effects {
                haptic: self.state.haptic,
                timeout_due_ms: self.timeout_due_ms(),
            },
            look: self.state.look.look(),
            unsaved: unsaved.clone(),
            leaving: LeaveView::of(unsaved.as_ref(), lang),
            armed,
            announcement: None,
        }
    }

    /// The targets a person may tap now, as drawn: labels, reasons, warnings and selection.
    fn target_views(&self, ctx: &ViewCtx) -> Vec<TargetView> {
        let g = self.game.game();
        let targets = self.person_targets(ctx);
        // A reason shared with the target just before (one Arc) is put in words once.
        let mut said: Option<(Arc<Msg>, String)> = None;
        let mut why_not = |why: &Arc<Msg>| -> String {
            match &said {
                Some((before, text)) if Arc::ptr_eq(before, why) => text.clone(),
                _ => {
                    let text = ctx.text(why);
                    said = Some((why.clone(), text.clone()));
                    text
                }
            }
        };
        targets
            .iter()
            .map(|t| TargetView {
                warning: match &t.tap {
                    Tap::Act(action) => g.warning(t.seat, action).map(|w| ctx.text(&w)),
                    _ => None,
                },
                confirm: self.state.armed.as_deref() == Some(t.id.as_str()),
                selected: ctx.is_selected(&t.id),
                enabled: !matches!(t.tap, Tap::Refused(_)),
                why_not: match &t.tap {
                    Tap::Refused(why) => Some(why_not(why)),
                    _ => None,
                },
                id: t.id.clone(),
                seat: t.seat,
                kind: t.kind,
                label: ctx.text(&t.label),
                accessibility: ctx.text(&t.a11y),
                on_board: false,
            })
            .collect()
    }

    /// Which screen shows, with the table's own button for it (seen, hand-over, next, rematch)
    /// added to `targets`.
    fn screen(
        &self,
        ctx: &ViewCtx,
        hand_over: Option<Seat>,
        targets: &mut Vec<TargetView>,
    ) -> Screen {
        let table_button = |id: &str, seat: Seat, label: Msg| TargetView {
            id: id.to_string(),
            seat,
            kind: TargetKind::Button,
            label: ctx.text(&label),
            accessibility: ctx.text(&label),
            enabled: true,
            why_not: None,
            selected: false,
            on_board: false,
            warning: None,
            confirm: false,
        };
        if let Some(seat) = self.state.showing {
            targets.push(table_button(
                SEEN,
                seat,
                Msg::new("table-seen-done").text("name", ctx.name(seat).to_string()),
            ));
        }
        // Taking back comes after the table's other buttons: what a person does next is
        // listed first.
        let undo = self.undo_due().map(|seat| {
            let name = ctx.name(seat).to_string();
            TargetView {
                accessibility: ctx.text(&Msg::new("table-undo-a11y").text("name", name.clone())),
                ..table_button(UNDO, seat, Msg::new("table-undo").text("name", name))
            }
        });
        let screen = match (hand_over, self.state.pause) {
            (Some(seat), _) => {
                let name = ctx.name(seat).to_string();
                targets.push(table_button(
                    HAND_OVER,
                    seat,
                    Msg::new("table-hand-over-confirm").text("name", name.clone()),
                ));
                Screen::HandOver {
                    seat,
                    prompt: ctx.text(&Msg::new("table-hand-over").text("name", name.clone())),
                    name,
                }
            }
            (None, Pause::RoundOver) => {
                // The last round's summary leads to the series' standings, not to a round.
                let label = if self.game.game().is_over() {
                    Msg::new("table-final-standings")
                } else {
                    G::ROUND_WORD.next()
                };
                targets.push(table_button(NEXT_ROUND, 0, label));
                Screen::RoundOver
            }
            (None, Pause::SeriesOver) => {
                targets.push(table_button(REMATCH, 0, Msg::new("table-rematch")));
                Screen::SeriesOver
            }
            // A deal's settlement is drawn on the board (every card shown) with a "next" button.
            (None, Pause::Settlement) => {
                targets.push(table_button(NEXT_ROUND, 0, RoundWord::Deal.next()));
                Screen::Playing
            }
            (None, Pause::Playing) => Screen::Playing,
        };
        targets.extend(undo);
        screen
    }

    /// The seats as drawn: names, scores (a finished round's while its summary shows), turn.
    fn seat_views(&self, ctx: &ViewCtx) -> Vec<SeatView> {
        let g = self.game.game();
        let due = self.game.to_act().due();
        let finished = g.rounds().len();
        let score = |seat: Seat| match self.state.pause {
            Pause::Playing | Pause::Settlement => g.seat_score(seat),
            Pause::RoundOver | Pause::SeriesOver => {
                g.round_end_score(finished.saturating_sub(1), seat)
            }
        };
        (0..g.seat_count() as Seat)
            .map(|seat| {
                let (label, lives) = score(seat);
                let score_label = ctx.text(&label);
                SeatView {
                    seat,
                    name: ctx.name(seat).to_string(),
                    team: g.team(seat),
                    score: g.score(seat),
                    score_label,
                    lives,
                    is_turn: due == Some(Actor::Seat(seat)),
                    ai: self.setup.seats.get(usize::from(seat)).and_then(|s| s.ai),
                    holds_device: G::HIDDEN_HANDS && self.viewer() == Some(seat),
                }
            })
            .collect()
    }

    /// The status line.
    fn status(&self, ctx: &ViewCtx, hand_over: Option<Seat>) -> String {
        match (hand_over, self.state.pause) {
            (Some(_), _) => ctx.text(&Msg::new("table-status-hand-over")),
            (None, Pause::RoundOver) => ctx.text(&G::ROUND_WORD.over()),
            (None, Pause::SeriesOver) => ctx.text(&Msg::new("table-status-series-over")),
            (None, Pause::Settlement) => ctx.text(&Msg::new("table-status-settled")),
            (None, Pause::Playing) => match self.state.showing {
                Some(seat) => ctx
                    .text(&Msg::new("table-status-seen").text("name", ctx.name(seat).to_string())),
                None => ctx.text(&self.status_playing(ctx)),
            },
        }
    }

    /// The status while playing: the game's, or, while a bot is to act, that it is thinking
    /// (what it did then shows in the log).
    fn status_playing(&self, ctx: &ViewCtx) -> Msg {
        match self.game.to_act() {
            ToAct::Seats { due, .. } if !self.is_person(due) && !self.game.game().is_over() => {
                Msg::new("table-status-bot-thinking")
                    .text("name", ctx.name(due).to_string())
                    .msg("status", self.game.game().status(ctx))
            }
            _ => self.game.game().status(ctx),
        }
    }

    /// The symbols the table uses for every game (whose turn, a bot's seat), then the game's,
    /// then those of the moment (a summary's winners, a move that costs for certain).
    fn legend(&self, ctx: &ViewCtx, targets: &[TargetView]) -> Vec<LegendEntry> {
        let entry = |symbol: String, meaning: &Msg| LegendEntry {
            symbol,
            meaning: ctx.text(meaning),
        };
        let game = self.game.game().legend(ctx);
        let mut entries = Vec::with_capacity(2 + game.len());
        entries.push(entry(TURN_MARK.to_string(), &Msg::new("table-legend-turn")));
        if !self.people().iter().all(|&p| p) {
            entries.push(entry(BOT_MARK.to_string(), &Msg::new("table-legend-bot")));
        }
        entries.extend(
            game.into_iter()
                .map(|(symbol, meaning)| entry(symbol, &meaning)),
        );
        if matches!(self.state.pause, Pause::RoundOver | Pause::SeriesOver) {
            entries.push(entry(
                WINNER_MARK.to_string(),
                &Msg::new("table-legend-winner"),
            ));
        }
        if targets.iter().any(|t| t.warning.is_some()) {
            entries.push(entry(
                WARNING_MARK.to_string(),
                &Msg::new("table-legend-warning"),
            ));
        }
        entries
    }

    /// The title and the series' progress: the round (deal, game) being played, or the one
    /// just finished while its settlement or summary shows ("DICEN — Round 2 of 4").
    fn place(&self, ctx: &ViewCtx) -> (String, SeriesView) {
        let g = self.game.game();
        let playing = self.state.pause == Pause::Playing && !g.is_over();
        let round = (g.rounds().len() + usize::from(playing)).max(1);
        let place = g.place(round - 1);
        let title = Msg::new("table-title")
            .msg("game", G::ID.name_msg())
            .msg("place", place);
        let series = SeriesView {
            round: round as u32,
            rounds: g.rounds_in_series(),
            label: ctx.text(&g.round_label(round - 1)),
        };
        (ctx.text(&title), series)
    }

    fn summary(&self, ctx: &ViewCtx) -> SummaryView {
        let over = self.state.pause == Pause::SeriesOver;
        crate::table::summary::summary(self.game.game(), ctx, over)
    }
}
