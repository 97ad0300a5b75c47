//! What DICEN's table says, built from the rules in play: the status line, why a tile or a
//! button is refused, the hint and the log, each naming the rule that applies under the
//! variants in play and nothing that does not.
//!
//! - N4 speaks of tiles adding up to the throw; under V1 Lucky the throw's own sets are named
//!   instead ("close 6, or 2 and 4"), and a refusal says which of them a tile is not part of.
//! - A choice is mentioned only once one was made.
//! - With two boards (V10, V11) a board is named by whose it is: "your second board",
//!   "Cas’s board"; a pick with nothing on one board names only the other.
//! - After an unusable double: N6 names the one tile it reopens, N7 the limit of 12.
//! - V6's 7, V7's waiting for the starting 7, V8's lost throws and V9's clock are said when
//!   they act; N5, N8 and V11's team say who is out or called and what it means for the others.

use crate::engine::{Actor, Seat};
use crate::games::dicen::notation::Action;
use crate::games::dicen::rules::{Dicen, Phase, Player};
use crate::games::dicen::tiles::{Pick, Tiles};
use crate::games::dicen::variants::Variant;
use crate::games::dicen::words::{alternatives, lucky_msg, tile_sum};
use crate::games::dicen::Throw;
use crate::l10n::Msg;
use crate::table::adapter::ViewCtx;

/// Which board a tile lies on, seen from the seat whose throw may use it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Board {
    /// The only board a throw may use.
    Only,
    /// V10: the player's first board.
    First,
    /// V10: the player's second board.
    Second,
    /// V11: the player's own board.
    Own,
    /// V11: the partner's board.
    Partner(Seat),
}

impl Board {
    /// "on your second board", "on Cas’s board"; nothing for a game with one board.
    pub(super) fn where_msg(self, ctx: &ViewCtx) -> Option<Msg> {
        let (board, owner) = match self {
            Board::Only => return None,
            Board::First => ("first", ""),
            Board::Second => ("second", ""),
            Board::Own => ("own", ""),
            Board::Partner(seat) => ("partner", ctx.name(seat)),
        };
        Some(
            Msg::new("dicen-where")
                .text("board", board)
                .text("owner", owner.to_string()),
        )
    }

    /// The same in the log's words: "on the second board", "on Cas’s board".
    fn log_where(self, ctx: &ViewCtx) -> Msg {
        let (board, owner) = match self {
            Board::Partner(seat) => ("partner", ctx.name(seat)),
            _ => ("second", ""),
        };
        Msg::new("dicen-log-where")
            .text("board", board)
            .text("owner", owner.to_string())
    }
}

/// A message in two forms: without a board (one board in play) and with `$where`.
fn on(id: &'static str, id_on: &'static str, board: Board, ctx: &ViewCtx) -> Msg {
    match board.where_msg(ctx) {
        None => Msg::new(id),
        Some(place) => Msg::new(id_on).msg("where", place),
    }
}

impl Dicen {
    /// The boards `seat`'s throw may use: (own board, other board).
    pub(super) fn board_names(&self, seat: Seat) -> (Board, Option<Board>) {
        match (
            self.partner(seat),
            self.variants().has(Variant::LordOfTheBoard),
        ) {
            (Some(partner), _) => (Board::Own, Some(Board::Partner(partner))),
            (None, true) => (Board::First, Some(Board::Second)),
            (None, false) => (Board::Only, None),
        }
    }

    /// Every open tile, by number, on the boards `seat`'s throw may use.
    fn open_numbers(&self, seat: Seat) -> Tiles {
        let (own, other) = self.boards(seat);
        own.union(other.unwrap_or(Tiles::NONE))
    }

    /// V1 applies to this throw (always two dice under Lucky).
    fn lucky_throw(&self, throw: Throw) -> bool {
        self.variants().has(Variant::Lucky) && throw.second.is_some()
    }

    /// A pick of `seat`'s in the second person: "5 + 3", "5 on your board, and 4 on Cas’s
    /// board", "9 on your second board". Never a placeholder for an empty board.
    pub(super) fn pick_words(&self, seat: Seat, pick: Pick, ctx: &ViewCtx) -> Msg {
        let (own, other) = self.board_names(seat);
        let plain = |tiles: Tiles| Msg::new("dicen-tile-sum").text("tiles", tile_sum(tiles));
        let placed = |tiles: Tiles, board: Board| match board.where_msg(ctx) {
            Some(place) => Msg::new("dicen-pick-on")
                .text("tiles", tile_sum(tiles))
                .msg("where", place),
            None => plain(tiles),
        };
        match (pick.own.is_empty(), pick.other.is_empty(), other) {
            (_, true, _) | (_, _, None) => placed(pick.own, own),
            (true, false, Some(other)) => placed(pick.other, other),
            (false, false, Some(other)) => Msg::new("dicen-pick-both")
                .msg("first", placed(pick.own, own))
                .msg("second", placed(pick.other, other)),
        }
    }

    /// A pick of `seat`'s in the log's words, with `id` for the own board only, `id_other`
    /// for the other board only, `id_both` for both: "Ann closes 5, and 4 on Cas’s board".
    pub(super) fn pick_log(
        &self,
        ids: [&'static str; 3],
        seat: Seat,
        pick: Pick,
        ctx: &ViewCtx,
    ) -> Msg {
        let name = ctx.name(seat).to_string();
        let [id, id_other, id_both] = ids;
        let other = self.board_names(seat).1.unwrap_or(Board::Second);
        if pick.other.is_empty() {
            Msg::new(id)
                .text("name", name)
                .text("tiles", tile_sum(pick.own))
        } else if pick.own.is_empty() {
            Msg::new(id_other)
                .text("name", name)
                .text("other", tile_sum(pick.other))
                .msg("there", other.log_where(ctx))
        } else {
            Msg::new(id_both)
                .text("name", name)
                .text("tiles", tile_sum(pick.own))
                .text("other", tile_sum(pick.other))
                .msg("there", other.log_where(ctx))
        }
    }

    /// The status line: whose turn, and what the rules in play let them do.
    pub(super) fn status_msg(&self, ctx: &ViewCtx) -> Msg {
        let seat = self.turn();
        let name = ctx.name(seat).to_string();
        let partner = self
            .partner(seat)
            .map_or_else(String::new, |p| ctx.name(p).to_string());
        let layout = match self.board_names(seat).1 {
            None => "",
            Some(Board::Partner(_)) => "-team",
            Some(_) => "-lord",
        };
        match self.phase() {
            Phase::Throw | Phase::Rolling { .. } => self.throw_status(seat, name),
            Phase::Close { throw } if self.lucky_throw(throw) => {
                Msg::dynamic(format!("dicen-status-close-lucky{layout}"))
                    .text("name", name)
                    .text("partner", partner)
                    .msg("options", lucky_msg(throw, self.open_numbers(seat)))
            }
            Phase::Close { throw } => Msg::dynamic(format!("dicen-status-close{layout}"))
                .text("name", name)
                .text("partner", partner)
                .int("total", throw.total()),
            Phase::Reopen { throw } => match throw.double() {
                Some(6) => Msg::new("dicen-status-reopen-six").text("name", name),
                _ => Msg::new("dicen-status-reopen-double")
                    .text("name", name)
                    .msg("options", self.reopen_options(seat, ctx)),
            },
            Phase::Over => Msg::new("dicen-status-over"),
        }
    }

    /// N2, V6, V7, V8, V9 before a throw.
    fn throw_status(&self, seat: Seat, name: String) -> Msg {
        let player = &self.players()[usize::from(seat)];
        let variants = self.variants();
        let main = if variants.has(Variant::SevenToGo) && !player.started {
            Msg::new("dicen-status-throw-seven")
        } else if self.may_throw_one(seat) {
            Msg::new("dicen-status-throw-choice")
        } else {
            Msg::new("dicen-status-throw")
        }
        .text("name", name);
        let note = if variants.has(Variant::UnluckySeven) {
            Some(Msg::new("dicen-note-unlucky"))
        } else if variants.has(Variant::GoGo) {
            Some(Msg::new("dicen-note-go-go").int("throws", player.throws))
        } else if variants.has(Variant::TimeAttack) {
            Some(Msg::new("dicen-note-time-attack"))
        } else {
            None
        };
        match note {
            Some(note) => Msg::new("dicen-status-and-note")
                .msg("status", main)
                .msg("note", note),
            None => main,
        }
    }

    /// N6: the tile `2a` on each board where it may be reopened: "tile 4", "tile 8 on your
    /// board, or tile 8 on Cas’s board".
    fn reopen_options(&self, seat: Seat, ctx: &ViewCtx) -> Msg {
        let (own, other) = self.board_names(seat);
        let items = self
            .legal_picks(seat)
            .into_iter()
            .filter_map(|pick| {
                let (tiles, board) = if pick.own.is_empty() {
                    (pick.other, other?)
                } else {
                    (pick.own, own)
                };
                let tile = tiles.max()?;
                Some(match board.where_msg(ctx) {
                    None => Msg::new("dicen-tile-named").int("tile", tile),
                    Some(place) => Msg::new("dicen-tile-named-on")
                        .int("tile", tile)
                        .msg("where", place),
                })
            })
            .collect();
        alternatives(items)
    }

    /// Why a tile of `seat`'s throw cannot be tapped now. `open` holds the open tiles of the
    /// tile's board, `chosen` what the person has chosen so far.
    pub(super) fn tile_refusal(
        &self,
        seat: Seat,
        board: Board,
        tile: u8,
        open: Tiles,
        chosen: Pick,
        ctx: &ViewCtx,
    ) -> Msg {
        // The refusal in its words for the tile's board ("on Cas’s board"), naming the tile.
        let said = |id, id_on| on(id, id_on, board, ctx).int("tile", tile);
        let chosen_words = || self.pick_words(seat, chosen, ctx);
        match self.phase() {
            Phase::Close { .. } if !open.contains(tile) => {
                said("dicen-why-tile-shut", "dicen-why-tile-shut-on")
            }
            Phase::Close { throw } if self.lucky_throw(throw) => {
                let options = lucky_msg(throw, self.open_numbers(seat));
                if chosen.is_empty() {
                    said("dicen-why-tile-not-lucky", "dicen-why-tile-not-lucky-on")
                        .msg("options", options)
                } else {
                    said(
                        "dicen-why-tile-not-lucky-with",
                        "dicen-why-tile-not-lucky-with-on",
                    )
                    .msg("options", options)
                    .msg("chosen", chosen_words())
                }
            }
            Phase::Close { throw } if chosen.is_empty() => {
                said("dicen-why-tile-no-set", "dicen-why-tile-no-set-on")
                    .int("total", throw.total())
            }
            Phase::Close { throw } => said(
                "dicen-why-tile-does-not-fit",
                "dicen-why-tile-does-not-fit-on",
            )
            .int("total", throw.total())
            .msg("chosen", chosen_words()),
            Phase::Reopen { throw } => {
                let rule = if throw.double() == Some(6) {
                    "N7"
                } else {
                    "N6"
                };
                match throw.double() {
                    _ if open.contains(tile) => {
                        said("dicen-why-tile-open", "dicen-why-tile-open-on").text("rule", rule)
                    }
                    Some(6) => said(
                        "dicen-why-reopen-over-twelve",
                        "dicen-why-reopen-over-twelve-on",
                    )
                    .msg("chosen", chosen_words())
                    .int("sum", chosen.sum() + u32::from(tile)),
                    Some(face) if tile == 2 * face && !chosen.is_empty() => {
                        Msg::new("dicen-why-reopen-one")
                            .int("tile", tile)
                            .msg("chosen", chosen_words())
                    }
                    Some(face) => said("dicen-why-reopen-only", "dicen-why-reopen-only-on")
                        .int("double", 2 * face),
                    None => Msg::new("dicen-why-cannot-reopen").int("tile", tile),
                }
            }
            _ => Msg::new("dicen-why-cannot-reopen").int("tile", tile),
        }
    }

    /// Why the close button is refused: the throw's sets (V1) or its sum (N4).
    pub(super) fn close_refusal(&self, seat: Seat) -> Msg {
        match self.phase() {
            Phase::Close { throw } if self.lucky_throw(throw) => Msg::new("dicen-why-choose-lucky")
                .msg("options", lucky_msg(throw, self.open_numbers(seat))),
            Phase::Close { throw } => Msg::new("dicen-why-choose-sum").int("total", throw.total()),
            _ => Msg::new("dicen-why-choose-tiles"),
        }
    }

    /// Why the reopen button is refused: N6's one tile, or N7's limit.
    pub(super) fn reopen_refusal(&self) -> Msg {
        match self.phase() {
            Phase::Reopen { throw } => match throw.double() {
                Some(6) | None => Msg::new("dicen-why-choose-six"),
                Some(face) => Msg::new("dicen-why-choose-double").int("tile", 2 * face),
            },
            _ => Msg::new("dicen-why-choose-tiles"),
        }
    }

    /// The hint in words, when the table offers hints and a person is to act.
    pub(super) fn hint_msg(&self, hint: &crate::games::dicen::Hint, ctx: &ViewCtx) -> Msg {
        use crate::games::dicen::Action;
        let seat = self.turn();
        let what = match hint.action {
            Action::Shut(pick, _) => {
                Msg::new("dicen-hint-shut").msg("pick", self.pick_words(seat, pick, ctx))
            }
            Action::Reopen(pick) => {
                Msg::new("dicen-hint-reopen").msg("pick", self.pick_words(seat, pick, ctx))
            }
            Action::RollOne(_) => Msg::new("dicen-hint-roll-one"),
            Action::Decline => Msg::new("dicen-hint-decline"),
            _ => Msg::new("dicen-hint-roll"),
        };
        let variants = self.variants();
        if variants.solo() {
            // V8/V9: the box is always shut in the end; what counts is the throws.
            let rule = if variants.has(Variant::GoGo) {
                "V8"
            } else {
                "V9"
            };
            return Msg::new("dicen-hint-solo")
                .msg("move", what)
                .decimal("throws", hint.expected_score, 1)
                .text("rule", rule);
        }
        let boards = if variants.has(Variant::TwoVsTwo) {
            "team"
        } else if variants.has(Variant::LordOfTheBoard) {
            "two"
        } else {
            "one"
        };
        Msg::new("dicen-hint")
            .msg("move", what)
            .decimal("percent", hint.p_shut * 100.0, 1)
            .text("boards", boards)
            .text("exact", if hint.exact { "yes" } else { "no" })
    }

    /// What a throw that just landed did, beyond the throw itself: V7's wait or start, V6's
    /// 7, a throw lost in V8/V9 (N5's out is told by [`Dicen::out_lines`]).
    pub(super) fn landing_lines(&self, before: &Dicen, throw: Throw, ctx: &ViewCtx) -> Vec<Msg> {
        let seat = before.turn();
        let name = ctx.name(seat).to_string();
        let was = &before.players()[usize::from(seat)];
        let now = &self.players()[usize::from(seat)];
        let variants = before.variants();
        let stayed = matches!(self.phase(), Phase::Close { .. } | Phase::Reopen { .. })
            && self.turn() == seat;
        let mut lines = Vec::new();
        if variants.has(Variant::SevenToGo) && !was.started {
            if throw.total() == 7 {
                lines.push(Msg::new("dicen-log-seven-start").text("name", name));
            } else {
                lines.push(Msg::new("dicen-log-seven-wait").text("name", name));
            }
            return lines;
        }
        if variants.has(Variant::UnluckySeven) && throw.total() == 7 {
            lines.push(Msg::new("dicen-log-unlucky").text("name", name));
        } else if variants.solo() && !stayed && !now.dicen {
            let rule = if variants.has(Variant::GoGo) {
                "V8"
            } else {
                "V9"
            };
            lines.push(
                Msg::new("dicen-log-lost-throw")
                    .text("name", name)
                    .int("total", throw.total())
                    .text("rule", rule),
            );
        }
        lines
    }

    /// N5 (and V11): `seat` is out; the log says with what, or, in 2 VS 2, that the partner
    /// plays on, or that the team is out with both boards' points.
    pub(super) fn out_lines(before: &Dicen, seat: Seat, ctx: &ViewCtx) -> Msg {
        let name = ctx.name(seat).to_string();
        let was: &Player = &before.players()[usize::from(seat)];
        match before.partner(seat) {
            Some(partner) if !before.players()[usize::from(partner)].out => {
                Msg::new("dicen-log-out-partner")
                    .text("name", name)
                    .text("partner", ctx.name(partner).to_string())
            }
            Some(partner) => {
                let mate = &before.players()[usize::from(partner)];
                Msg::new("dicen-log-out-team")
                    .msg("names", names_two(ctx, seat, partner))
                    .int("count", 2)
                    .int("points", i64::from(was.open.sum() + mate.open.sum()))
            }
            None => Msg::new("dicen-log-out").text("name", name).int(
                "points",
                i64::from(was.open.sum() + was.second.map_or(0, Tiles::sum)),
            ),
        }
    }

    /// The log line for what `seat` or the dice did: a throw, tiles shut or reopened, or a
    /// reopen declined (naming N6 or N7, the rule the reopen was under).
    pub(super) fn action_line(
        &self,
        seat: Seat,
        actor: Actor,
        action: &Action,
        ctx: &ViewCtx,
    ) -> Option<Msg> {
        let name = ctx.name(seat).to_string();
        // N6 or N7: which rule the reopen phase was under.
        let reopen_rule = match self.phase() {
            Phase::Reopen { throw } if throw.double() == Some(6) => "N7",
            _ => "N6",
        };
        match (actor, action) {
            (Actor::Chance, Action::Dice(a, b)) => Some(
                Msg::new("dicen-log-throw-two")
                    .text("name", name)
                    .int("a", *a)
                    .int("b", *b),
            ),
            (Actor::Chance, Action::Die(a)) => Some(
                Msg::new("dicen-log-throw-one")
                    .text("name", name)
                    .int("a", *a),
            ),
            (_, Action::Shut(pick, _)) => Some(self.pick_log(
                [
                    "dicen-log-shut",
                    "dicen-log-shut-other",
                    "dicen-log-shut-both",
                ],
                seat,
                *pick,
                ctx,
            )),
            (_, Action::Reopen(pick)) => Some(
                self.pick_log(
                    [
                        "dicen-log-reopen",
                        "dicen-log-reopen-other",
                        "dicen-log-reopen-both",
                    ],
                    seat,
                    *pick,
                    ctx,
                )
                .text("rule", reopen_rule),
            ),
            (_, Action::Decline) => Some(
                Msg::new("dicen-log-decline")
                    .text("name", name)
                    .text("rule", reopen_rule),
            ),
            _ => None,
        }
    }

    /// What an action meant for `seat`'s round, after the throw's own lines: DICEN called (N8)
    /// or out (N5), and the round over (N9).
    pub(super) fn round_lines(
        before: &Dicen,
        after: &Dicen,
        seat: Seat,
        actor: Actor,
        action: &Action,
        ctx: &ViewCtx,
    ) -> Vec<Msg> {
        let mut lines = Vec::new();
        let (was, now) = (
            &before.players()[usize::from(seat)],
            &after.players()[usize::from(seat)],
        );
        let finished = now.rounds.len() > was.rounds.len();
        let called =
            !was.dicen && (now.dicen || (finished && now.rounds.last().is_some_and(|r| r.dicen)));
        let went_out = !was.out && !called && (now.out || (finished && !was.dicen));
        if called {
            lines.push(Dicen::call_line(before, after, seat, ctx));
        } else if went_out && actor == Actor::Chance || matches!(action, Action::Decline) {
            lines.push(Dicen::out_lines(before, seat, ctx));
        }
        if finished {
            lines
                .push(Msg::new("dicen-log-round-over").int("round", i64::from(before.round()) + 1));
        }
        lines
    }

    /// N8 (V8, V9, V11): `seat` shut the box; what the call means.
    pub(super) fn call_line(before: &Dicen, after: &Dicen, seat: Seat, ctx: &ViewCtx) -> Msg {
        let name = ctx.name(seat).to_string();
        let variants = before.variants();
        if variants.has(Variant::GoGo) {
            let throws = after.players()[usize::from(seat)]
                .rounds
                .last()
                .map_or(before.players()[usize::from(seat)].throws + 1, |r| r.throws);
            return Msg::new("dicen-log-go-go-shut")
                .text("name", name)
                .int("throws", throws);
        }
        if variants.has(Variant::TimeAttack) {
            let ms = after.players()[usize::from(seat)]
                .rounds
                .last()
                .and_then(|r| r.time_ms)
                .unwrap_or(0);
            return Msg::new("dicen-log-time-attack-shut")
                .text("name", name)
                .decimal("seconds", ms as f64 / 1000.0, 1);
        }
        if let Some(partner) = before.partner(seat) {
            return Msg::new("dicen-log-dicen-team")
                .msg("names", names_two(ctx, seat, partner))
                .int("count", 2);
        }
        let others: Vec<&Player> = before
            .players()
            .iter()
            .enumerate()
            .filter(|&(s, _)| s != usize::from(seat))
            .map(|(_, p)| p)
            .collect();
        Msg::new("dicen-log-dicen")
            .text("name", name)
            .int("others", others.len() as i64)
            .int("callers", others.iter().filter(|p| p.dicen).count() as i64)
    }
}

/// Two partners named together in seat order (V11: A1 before A2): "Ann and Cas".
fn names_two(ctx: &ViewCtx, a: Seat, b: Seat) -> Msg {
    let (a, b) = (a.min(b), a.max(b));
    Msg::new("dicen-names-two")
        .text("a", ctx.name(a).to_string())
        .text("b", ctx.name(b).to_string())
}
