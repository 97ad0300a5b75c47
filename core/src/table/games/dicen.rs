//! DICEN at the table: boards of tiles, throws, and what can be tapped.
//!
//! Closing works by tapping tiles: a tap selects a tile that can still be part of a set the rules
//! allow (the engine's own legal closes decide), and the set is closed as soon as it is one of
//! them (N4). After an unusable double, shut tiles are selected the same way and closed by
//! "reopen" (N6, N7), at once when the choice cannot grow. With two boards (V10 Lord of the board)
//! the second board's tiles are `tile:<seat>:b<n>`; in 2 VS 2 (V11) the partner's board is theirs,
//! `tile:<partner>:<n>`. Buttons: `roll`, `roll1` (never under V1 Lucky, which always throws
//! two dice), `reopen`, `decline`.
//!
//! What the table says (status, refusals, hint, log) is built in [`texts`] from the rules in
//! play, naming the rule that applies.

mod texts;

use crate::engine::{Actor, Game, Refusal, Seat};
use crate::games::dicen::hint::hint;
use crate::games::dicen::notation::Action;
use crate::games::dicen::rules::{Dicen, Phase, Player, Throw};
use crate::games::dicen::tiles::{Pick, Tiles};
use crate::games::dicen::variants::Variant;
use crate::games::dicen::view::{DicenBoard, DicenPlayerView, TileView};
use crate::l10n::Msg;
use crate::table::adapter::{Figure, TableGame, Tap, Target, ViewCtx};
use crate::table::view::{BoardView, Haptic, OptionChoice, OptionSpec, TargetKind};
use std::borrow::Cow;
use texts::Board;

/// The target id of `tile` on `owner`'s first board, or second board (V10).
fn tile_id(owner: Seat, second: bool, tile: u8) -> String {
    if second {
        format!("tile:{owner}:b{tile}")
    } else {
        format!("tile:{owner}:{tile}")
    }
}

impl Dicen {
    /// Where the "other board" of `seat` lies: the partner's board (V11) or its own second (V10).
    fn other_board(&self, seat: Seat) -> Option<(Seat, bool)> {
        match self.partner(seat) {
            Some(partner) => Some((partner, false)),
            None => self
                .players()
                .get(usize::from(seat))?
                .second
                .map(|_| (seat, true)),
        }
    }

    /// The id of a tile a throw of `seat` may use: own board, or the other board.
    fn pick_id(&self, seat: Seat, other: bool, tile: u8) -> String {
        match (other, self.other_board(seat)) {
            (true, Some((owner, second))) => tile_id(owner, second, tile),
            _ => tile_id(seat, false, tile),
        }
    }

    /// The selection as the tiles of `seat`'s throw.
    fn picked(&self, seat: Seat, selection: &[String]) -> Pick {
        let board = self.board();
        let mut pick = Pick::own(Tiles::NONE);
        for tile in board.iter() {
            if selection.contains(&self.pick_id(seat, false, tile)) {
                pick.own = pick.own.with(tile);
            }
            if self.other_board(seat).is_some()
                && selection.contains(&self.pick_id(seat, true, tile))
            {
                pick.other = pick.other.with(tile);
            }
        }
        pick
    }

    /// The picks the rules allow now: closes or reopens.
    fn legal_picks(&self, seat: Seat) -> Vec<Pick> {
        let mut legal = Vec::new();
        self.legal_actions(seat, &mut legal);
        legal
            .into_iter()
            .filter_map(|a| match a {
                Action::Shut(pick, _) | Action::Reopen(pick) => Some(pick),
                _ => None,
            })
            .collect()
    }

    /// Tile targets of the throwing seat on both boards it may use.
    fn tile_targets(
        &self,
        seat: Seat,
        ctx: &ViewCtx,
        reopening: bool,
        out: &mut Vec<Target<Action>>,
    ) {
        let picks = self.legal_picks(seat);
        let chosen = self.picked(seat, ctx.selection);
        let (own, other) = self.boards(seat);
        let (own_board, other_board) = self.board_names(seat);
        let boards = [
            (false, Some(own), own_board),
            (true, other, other_board.unwrap_or(Board::Second)),
        ];
        for (is_other, open, board) in boards {
            let Some(open) = open else { continue };
            for tile in self.board().iter() {
                let id = self.pick_id(seat, is_other, tile);
                let mut with = chosen;
                if is_other {
                    with.other = with.other.with(tile);
                } else {
                    with.own = with.own.with(tile);
                }
                let selected = ctx.is_selected(&id);
                let fits = picks
                    .iter()
                    .any(|p| with.own.is_subset_of(p.own) && with.other.is_subset_of(p.other));
                let tap = if selected || fits {
                    Tap::Select
                } else {
                    Tap::Refused(
                        self.tile_refusal(seat, board, tile, open, chosen, ctx)
                            .into(),
                    )
                };
                out.push(Target {
                    id,
                    seat,
                    kind: TargetKind::Tile,
                    label: Cow::Owned(Msg::new("dicen-tile").int("tile", tile)),
                    a11y: Cow::Owned(
                        Msg::new(if open.contains(tile) {
                            "dicen-tile-open-a11y"
                        } else {
                            "dicen-tile-shut-a11y"
                        })
                        .int("tile", tile),
                    ),
                    tap,
                });
            }
        }
        self.pick_buttons(seat, &picks, chosen, reopening, out);
    }

    /// The buttons that make the chosen tiles' move: close (N4), or after an unusable double
    /// reopen (N6, N7) and decline.
    fn pick_buttons(
        &self,
        seat: Seat,
        picks: &[Pick],
        chosen: Pick,
        reopening: bool,
        out: &mut Vec<Target<Action>>,
    ) {
        if !reopening {
            // The close waits for an explicit confirm once the tiles add up, so a wrong tile
            // can still be taken back (tapped again) before anything is shut.
            let tap = if picks.contains(&chosen) {
                Tap::Act(Action::Shut(chosen, None))
            } else {
                Tap::Refused(self.close_refusal(seat).into())
            };
            out.push(Target::button(
                seat,
                "close",
                Msg::new("dicen-button-close"),
                tap,
            ));
        }
        if reopening {
            let pick = picks.iter().find(|p| **p == chosen);
            let tap = match pick {
                Some(p) => Tap::Act(Action::Reopen(*p)),
                None => Tap::Refused(self.reopen_refusal().into()),
            };
            out.push(Target::button(
                seat,
                "reopen",
                Msg::new("dicen-button-reopen"),
                tap,
            ));
            out.push(Target::button(
                seat,
                "decline",
                Msg::new("dicen-button-decline"),
                Tap::Act(Action::Decline),
            ));
        }
    }

    /// Why the engine would refuse `action` by `seat` now, if it would.
    fn refusal(&self, seat: Seat, action: Action) -> Option<Msg> {
        self.clone()
            .apply(Actor::Seat(seat), &action)
            .err()
            .map(|r| r.message())
    }

    /// One player's boards, each tile with its target if it has one (`targets`), and whether
    /// the player is out, has called DICEN, or throws now (`is_turn`).
    fn player_view(
        &self,
        seat: Seat,
        p: &Player,
        is_turn: bool,
        targets: &[String],
        ctx: &ViewCtx,
    ) -> DicenPlayerView {
        let tile = |owner: Seat, second: bool, open: Tiles, t: u8| {
            let id = tile_id(owner, second, t);
            TileView {
                number: t,
                open: open.contains(t),
                selected: ctx.is_selected(&id),
                target: targets.contains(&id).then_some(id),
            }
        };
        let mut boards = vec![self
            .board()
            .iter()
            .map(|t| tile(seat, false, p.open, t))
            .collect()];
        if let Some(second) = p.second {
            boards.push(
                self.board()
                    .iter()
                    .map(|t| tile(seat, true, second, t))
                    .collect(),
            );
        }
        // N8 with V11: the call is the team's, so both partners show it.
        let dicen = p.dicen
            || self
                .partner(seat)
                .is_some_and(|m| self.players()[usize::from(m)].dicen);
        DicenPlayerView {
            seat,
            name: ctx.name(seat).to_string(),
            team: self.team(seat),
            boards,
            out: p.out,
            dicen,
            call: dicen.then(|| ctx.text(&Msg::new("dicen-call"))),
            is_turn,
        }
    }
}

/// V9: the score's milliseconds as seconds.
fn seconds(millis: i64) -> f64 {
    millis as f64 / 1000.0
}

impl Dicen {
    /// The solo mode in play (V8 GO GO or V9 Time Attack), whose score is not points.
    fn solo(&self) -> Option<Variant> {
        [Variant::GoGo, Variant::TimeAttack]
            .into_iter()
            .find(|&v| self.variants().has(v))
    }
}

impl TableGame for Dicen {
    const HIDDEN_HANDS: bool = false;
    /// N9: the lowest total over the rounds wins the game.
    const SERIES_BY_ROUNDS: bool = false;
    const LOW_SCORE_WINS: bool = true;
    /// N9: the totals decide; rounds are not won.
    const SUMMARY: &'static [Figure] = &[Figure::RoundPoints, Figure::Total];

    /// Hints need the rules solved: two boards take seconds, so the table does it in the
    /// background and the hint shows once it is ready.
    fn prepare(&self) {
        if self.options().hints {
            crate::games::dicen::ai::prepare(self);
        }
    }

    fn option_specs() -> Vec<OptionSpec> {
        let mut specs = vec![
            OptionSpec {
                key: "tiles",
                label: Msg::new("dicen-option-tiles"),
                member: None,
                choices: [9u8, 10, 12]
                    .into_iter()
                    .map(|t| OptionChoice {
                        value: t.into(),
                        label: Msg::new("dicen-option-tiles-value").int("tiles", t),
                    })
                    .collect(),
                default: 1,
                description: None,
            },
            OptionSpec::count(
                "rounds",
                Msg::new("dicen-option-rounds"),
                "dicen-option-rounds-value",
                10,
                4,
            ),
        ];
        specs.extend(Variant::ALL.iter().map(|v| OptionSpec {
            key: "variants",
            label: v.name_msg(),
            member: Some(v.as_str()),
            choices: OptionSpec::off_on(),
            default: 0,
            description: Some(v.about_msg()),
        }));
        specs.push(OptionSpec {
            key: "hints",
            label: Msg::new("dicen-option-hints"),
            member: None,
            choices: OptionSpec::off_on(),
            default: 0,
            description: Some(Msg::new("dicen-option-hints-about")),
        });
        specs
    }

    fn board(&self, _viewer: Option<Seat>, ctx: &ViewCtx) -> BoardView {
        let turn = self.turn();
        let over = self.is_over();
        let targets: Vec<String> = {
            let mut out = Vec::new();
            self.targets(ctx, &mut out);
            out.into_iter().map(|t| t.id).collect()
        };
        let players = self
            .players()
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let seat = i as Seat;
                self.player_view(seat, p, seat == turn && !over, &targets, ctx)
            })
            .collect();
        let lucky = self.variants().has(Variant::Lucky);
        let (throw, to_close) = match self.phase() {
            // V1 closes named sets, not a sum: there is no total to reach.
            Phase::Close { throw } => (
                throw_faces(throw).into_iter().map(u32::from).collect(),
                (!lucky).then(|| throw.total()),
            ),
            Phase::Reopen { throw } => (
                throw_faces(throw).into_iter().map(u32::from).collect(),
                None,
            ),
            _ => (Vec::new(), None),
        };
        // The hint helps people, not bots: on a bot's turn there is none to show.
        let advice = hint(self, turn)
            .filter(|_| ctx.is_person(turn))
            .map(|h| ctx.text(&self.hint_msg(&h, ctx)));
        BoardView::Dicen {
            board: DicenBoard {
                round: self.round() + 1,
                rounds: self.rounds_in_game(),
                variants: self
                    .variants()
                    .iter()
                    .map(|v| ctx.text(&v.name_msg()))
                    .collect(),
                players,
                throw,
                to_close,
                selected_sum: self.picked(turn, ctx.selection).sum(),
                hint: advice,
            },
        }
    }

    fn targets(&self, ctx: &ViewCtx, out: &mut Vec<Target<Action>>) {
        let seat = self.turn();
        match self.phase() {
            Phase::Throw => {
                out.push(Target {
                    kind: TargetKind::Roll,
                    ..Target::button(
                        seat,
                        "roll",
                        Msg::new("dicen-button-roll"),
                        Tap::Act(Action::ROLL),
                    )
                });
                // V1: always two dice, so one die is never offered.
                if self.variants().has(Variant::Lucky) {
                    return;
                }
                let one = match self.refusal(seat, Action::ROLL_ONE.at(self.clock().last)) {
                    None => Tap::Act(Action::ROLL_ONE),
                    Some(why) => Tap::Refused(why.into()),
                };
                out.push(Target {
                    kind: TargetKind::Roll,
                    ..Target::button(seat, "roll1", Msg::new("dicen-button-roll-one"), one)
                });
            }
            Phase::Close { .. } => self.tile_targets(seat, ctx, false, out),
            Phase::Reopen { .. } => self.tile_targets(seat, ctx, true, out),
            Phase::Rolling { .. } | Phase::Over => {}
        }
    }

    fn at_time(&self, action: Action, now_ms: u64) -> Action {
        if self.variants().has(Variant::TimeAttack) {
            action.at(Some(now_ms.max(self.clock().last.unwrap_or(0))))
        } else {
            action
        }
    }

    fn status(&self, ctx: &ViewCtx) -> Msg {
        self.status_msg(ctx)
    }

    fn narrate(
        before: &Dicen,
        actor: Actor,
        action: &Action,
        after: &Dicen,
        ctx: &ViewCtx,
    ) -> Vec<Msg> {
        let seat = before.turn();
        let mut lines = Vec::new();
        lines.extend(before.action_line(seat, actor, action, ctx));
        let thrown = match (actor, action) {
            (Actor::Chance, Action::Dice(a, b)) => Some(Throw {
                first: *a,
                second: Some(*b),
            }),
            (Actor::Chance, Action::Die(a)) => Some(Throw {
                first: *a,
                second: None,
            }),
            _ => None,
        };
        if let Some(throw) = thrown {
            lines.extend(after.landing_lines(before, throw, ctx));
        }
        lines.extend(Dicen::round_lines(before, after, seat, actor, action, ctx));
        lines
    }

    fn haptic(before: &Dicen, actor: Actor, action: &Action, after: &Dicen) -> Haptic {
        let seat = usize::from(before.turn());
        let (was, now) = (&before.players()[seat], &after.players()[seat]);
        let finished = now.rounds.len() > was.rounds.len();
        let called =
            !was.dicen && (now.dicen || (finished && now.rounds.last().is_some_and(|r| r.dicen)));
        let out = !was.out && (now.out || (finished && !called));
        match (actor, action) {
            _ if called => Haptic::Success,
            (Actor::Chance, _) if out => Haptic::Failure,
            (Actor::Chance, _) => Haptic::DiceRoll,
            (_, Action::Decline) => Haptic::Failure,
            _ => Haptic::None,
        }
    }

    fn dice(&self) -> Vec<u8> {
        match self.phase() {
            Phase::Close { throw } | Phase::Reopen { throw } => throw_faces(throw),
            _ => Vec::new(),
        }
    }

    /// N9: points; V8: throws; V9: the time (the score is milliseconds, shown as seconds).
    fn seat_score(&self, seat: Seat) -> (Msg, Option<u8>) {
        let score = self.score(seat);
        let msg = match self.solo() {
            Some(Variant::GoGo) => Msg::new("dicen-seat-throws").int("throws", score),
            Some(_) => Msg::new("dicen-seat-time").decimal("seconds", seconds(score), 1),
            None => Msg::new("dicen-seat-score").int("points", score),
        };
        (msg, None)
    }

    /// V8: the round's score is its throws; V9: its time.
    fn figure_heading(&self, figure: Figure) -> Option<Msg> {
        match (self.solo()?, figure) {
            (Variant::GoGo, Figure::RoundPoints) => Some(Msg::new("dicen-column-throws")),
            (_, Figure::RoundPoints) => Some(Msg::new("dicen-column-time")),
            _ => None,
        }
    }

    /// V8: throws, fewer is better; V9: time, shorter is better (never "points").
    fn figure_measure(&self, figure: Figure) -> Option<Msg> {
        match (self.solo()?, figure) {
            (Variant::GoGo, Figure::RoundPoints | Figure::Total) => {
                Some(Msg::new("dicen-standings-throws"))
            }
            (_, Figure::RoundPoints | Figure::Total) => Some(Msg::new("dicen-standings-time")),
            _ => None,
        }
    }

    /// V9: a time in seconds, not a count of milliseconds.
    fn figure_value(&self, figure: Figure, value: i64) -> Option<Msg> {
        match (self.solo()?, figure) {
            (Variant::TimeAttack, Figure::RoundPoints | Figure::Total) => {
                Some(Msg::new("dicen-time").decimal("seconds", seconds(value), 1))
            }
            _ => None,
        }
    }

    fn team(&self, seat: Seat) -> Option<u8> {
        self.partner(seat).map(|_| seat % 2)
    }

    fn round_label(&self, round: usize) -> Msg {
        Msg::new("dicen-round-label")
            .int("round", round as i64 + 1)
            .int("rounds", i64::from(self.rounds_in_game()))
    }

    fn rounds_in_series(&self) -> Option<u32> {
        Some(u32::from(self.rounds_in_game()))
    }

    /// The marks, as the variants in play make them true: in V8/V9 nobody is ever out and the
    /// box is shut for the score; with two boards DICEN is both boards (V10), the team's (V11),
    /// and an out partner's board stays in play (V11).
    fn legend(&self, _ctx: &ViewCtx) -> Vec<(String, Msg)> {
        let variants = self.variants();
        let (dicen, out) = if variants.solo() {
            ("dicen-legend-dicen-solo", None)
        } else if variants.has(Variant::TwoVsTwo) {
            ("dicen-legend-dicen-team", Some("dicen-legend-out-team"))
        } else if variants.has(Variant::LordOfTheBoard) {
            ("dicen-legend-dicen-lord", Some("dicen-legend-out"))
        } else {
            ("dicen-legend-dicen", Some("dicen-legend-out"))
        };
        [
            ("7", Some("dicen-legend-open")),
            ("·", Some("dicen-legend-shut")),
            ("DICEN!", Some(dicen)),
            ("✗", out),
        ]
        .into_iter()
        .filter_map(|(symbol, id)| Some((symbol.to_string(), Msg::new(id?))))
        .collect()
    }
}

fn throw_faces(throw: crate::games::dicen::Throw) -> Vec<u8> {
    std::iter::once(throw.first).chain(throw.second).collect()
}
