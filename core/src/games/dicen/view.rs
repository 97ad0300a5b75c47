//! DICEN at the table: boards of tiles, throws, and what can be tapped.
//!
//! Closing works by tapping tiles: each tap selects a tile that can still be part of a set adding
//! up to the throw, and the set is closed as soon as it adds up (N4). After an unusable double the
//! tile 2a is tapped to reopen it (N6); after an unusable double six shut tiles are selected and
//! "reopen" confirms them (N7). Target ids: `tile:<seat>:<n>`, `roll`, `roll1`, `reopen`,
//! `decline`.

use super::notation::Action;
use super::rules::{Dicen, Phase};
use super::tiles::Tiles;
use crate::engine::{Actor, Game, Seat};
use crate::l10n::Msg;
use crate::table::{Haptic, OptionChoice, OptionSpec, TableGame, Tap, Target, TargetKind, ViewCtx};
use serde::Serialize;

/// DICEN's board as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DicenBoard {
    /// The round being played, from 1, and how many there are.
    pub round: u8,
    pub rounds: u8,
    pub players: Vec<DicenPlayerView>,
    /// The dice of the throw being played (empty before the throw).
    pub throw: Vec<u8>,
    /// The total the selected tiles must reach, while closing.
    pub to_close: Option<u32>,
    /// The sum of the selected tiles.
    pub selected_sum: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DicenPlayerView {
    pub seat: u8,
    pub name: String,
    pub tiles: Vec<TileView>,
    pub out: bool,
    pub dicen: bool,
    pub is_turn: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TileView {
    pub number: u8,
    pub open: bool,
    pub selected: bool,
    /// The target id when the tile can be tapped now.
    pub target: Option<String>,
}

fn tile_id(seat: Seat, tile: u8) -> String {
    format!("tile:{seat}:{tile}")
}

/// The tiles of `seat`'s board selected now.
fn selected_tiles(selection: &[String], seat: Seat) -> Tiles {
    let prefix = format!("tile:{seat}:");
    selection
        .iter()
        .filter_map(|id| id.strip_prefix(&prefix)?.parse::<u8>().ok())
        .collect()
}

fn tile_list(tiles: Tiles) -> String {
    tiles
        .iter()
        .rev()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" + ")
}

impl Dicen {
    fn close_targets(&self, seat: Seat, total: u32, ctx: &ViewCtx, out: &mut Vec<Target<Action>>) {
        let open = self.players()[usize::from(seat)].open;
        let chosen = selected_tiles(ctx.selection, seat);
        let sets: Vec<Tiles> = Tiles::summing_to(total)
            .iter()
            .copied()
            .filter(|s| s.is_subset_of(open))
            .collect();
        for tile in self.board().iter() {
            let id = tile_id(seat, tile);
            let tap = if !open.contains(tile) {
                Tap::Refused(Msg::new("dicen-why-tile-shut").int("tile", tile))
            } else if chosen.contains(tile)
                || sets.iter().any(|s| chosen.with(tile).is_subset_of(*s))
            {
                Tap::Select
            } else {
                Tap::Refused(
                    Msg::new("dicen-why-tile-does-not-fit")
                        .int("tile", tile)
                        .int("total", total),
                )
            };
            out.push(tile_target(seat, tile, open.contains(tile), id, tap));
        }
    }

    fn reopen_targets(
        &self,
        seat: Seat,
        double: Option<u8>,
        ctx: &ViewCtx,
        out: &mut Vec<Target<Action>>,
    ) {
        let open = self.players()[usize::from(seat)].open;
        let shut = self.board().minus(open);
        let chosen = selected_tiles(ctx.selection, seat);
        for tile in self.board().iter() {
            let id = tile_id(seat, tile);
            let tap = match double {
                _ if open.contains(tile) => {
                    Tap::Refused(Msg::new("dicen-why-tile-open").int("tile", tile))
                }
                Some(6) if chosen.contains(tile) || chosen.with(tile).sum() <= 12 => Tap::Select,
                Some(6) => Tap::Refused(Msg::new("dicen-why-reopen-over-twelve")),
                Some(face) if tile == 2 * face => Tap::Act(Action::Reopen(Tiles::single(tile))),
                Some(face) => Tap::Refused(Msg::new("dicen-why-reopen-only").int("tile", 2 * face)),
                None => Tap::Refused(Msg::new("dicen-why-tile-open").int("tile", tile)),
            };
            out.push(tile_target(seat, tile, open.contains(tile), id, tap));
        }
        if double == Some(6) {
            let tap = if chosen.is_empty() || !chosen.is_subset_of(shut) {
                Tap::Refused(Msg::new("dicen-why-choose-tiles"))
            } else {
                Tap::Act(Action::Reopen(chosen))
            };
            out.push(button(seat, "reopen", Msg::new("dicen-button-reopen"), tap));
        }
        out.push(button(
            seat,
            "decline",
            Msg::new("dicen-button-decline"),
            Tap::Act(Action::Decline),
        ));
    }
}

fn tile_target(seat: Seat, tile: u8, open: bool, id: String, tap: Tap<Action>) -> Target<Action> {
    Target {
        id,
        seat,
        kind: TargetKind::Tile,
        label: Msg::new("dicen-tile").int("tile", tile),
        a11y: Msg::new(if open {
            "dicen-tile-open-a11y"
        } else {
            "dicen-tile-shut-a11y"
        })
        .int("tile", tile),
        tap,
    }
}

fn button(seat: Seat, id: &str, label: Msg, tap: Tap<Action>) -> Target<Action> {
    Target {
        id: id.to_string(),
        seat,
        kind: TargetKind::Button,
        a11y: label.clone(),
        label,
        tap,
    }
}

impl TableGame for Dicen {
    const HIDDEN_HANDS: bool = false;

    fn option_specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                key: "tiles",
                label: Msg::new("dicen-option-tiles"),
                choices: [9u8, 10, 12]
                    .into_iter()
                    .map(|t| OptionChoice {
                        value: t.into(),
                        label: Msg::new("dicen-option-tiles-value").int("tiles", t),
                    })
                    .collect(),
                default: 1,
            },
            OptionSpec {
                key: "rounds",
                label: Msg::new("dicen-option-rounds"),
                choices: (1u8..=10)
                    .map(|r| OptionChoice {
                        value: r.into(),
                        label: Msg::new("dicen-option-rounds-value").int("rounds", r),
                    })
                    .collect(),
                default: 3,
            },
        ]
    }

    fn board(&self, _viewer: Option<Seat>, ctx: &ViewCtx) -> DicenBoardView {
        let turn = self.turn();
        let players = self
            .players()
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let seat = i as Seat;
                let chosen = selected_tiles(ctx.selection, seat);
                DicenPlayerView {
                    seat,
                    name: ctx.name(seat).to_string(),
                    tiles: self
                        .board()
                        .iter()
                        .map(|t| TileView {
                            number: t,
                            open: p.open.contains(t),
                            selected: chosen.contains(t),
                            target: (seat == turn && !self.is_over()).then(|| tile_id(seat, t)),
                        })
                        .collect(),
                    out: p.out,
                    dicen: p.dicen,
                    is_turn: seat == turn && !self.is_over(),
                }
            })
            .collect();
        let (throw, to_close) = match self.phase() {
            Phase::Close { throw } => (throw_faces(throw), Some(throw.total())),
            Phase::Reopen { throw } => (throw_faces(throw), None),
            _ => (Vec::new(), None),
        };
        crate::table::BoardView::Dicen(DicenBoard {
            round: self.round() + 1,
            rounds: self.options().rounds,
            players,
            throw,
            to_close,
            selected_sum: selected_tiles(ctx.selection, turn).sum(),
        })
    }

    fn targets(&self, ctx: &ViewCtx, out: &mut Vec<Target<Action>>) {
        let seat = self.turn();
        match self.phase() {
            Phase::Throw => {
                out.push(button(
                    seat,
                    "roll",
                    Msg::new("dicen-button-roll"),
                    Tap::Act(Action::Roll),
                ));
                let one = if self.may_throw_one(seat) {
                    Tap::Act(Action::RollOne)
                } else {
                    Tap::Refused(Msg::new("dicen-refusal-one-die"))
                };
                out.push(button(
                    seat,
                    "roll1",
                    Msg::new("dicen-button-roll-one"),
                    one,
                ));
            }
            Phase::Close { throw } => self.close_targets(seat, throw.total(), ctx, out),
            Phase::Reopen { throw } => self.reopen_targets(seat, throw.double(), ctx, out),
            Phase::Rolling { .. } | Phase::Over => {}
        }
    }

    fn complete(&self, selection: &[String]) -> Option<(Seat, Action)> {
        let seat = self.turn();
        let chosen = selected_tiles(selection, seat);
        match self.phase() {
            Phase::Close { throw } if chosen.sum() == throw.total() => {
                Some((seat, Action::Shut(chosen)))
            }
            _ => None,
        }
    }

    fn status(&self, ctx: &ViewCtx) -> Msg {
        let name = ctx.name(self.turn()).to_string();
        match self.phase() {
            Phase::Throw | Phase::Rolling { .. } => {
                Msg::new("dicen-status-throw").text("name", name)
            }
            Phase::Close { throw } => Msg::new("dicen-status-close")
                .text("name", name)
                .int("total", throw.total()),
            Phase::Reopen { .. } => Msg::new("dicen-status-reopen").text("name", name),
            Phase::Over => Msg::new("dicen-status-over"),
        }
    }

    fn narrate(
        before: &Dicen,
        actor: Actor,
        action: &Action,
        after: &Dicen,
        ctx: &ViewCtx,
    ) -> Vec<Msg> {
        let seat = before.turn();
        let name = ctx.name(seat).to_string();
        let mut lines = Vec::new();
        match (actor, action) {
            (Actor::Chance, Action::Dice(a, b)) => {
                lines.push(
                    Msg::new("dicen-log-throw-two")
                        .text("name", name.clone())
                        .int("a", *a)
                        .int("b", *b),
                );
            }
            (Actor::Chance, Action::Die(a)) => {
                lines.push(
                    Msg::new("dicen-log-throw-one")
                        .text("name", name.clone())
                        .int("a", *a),
                );
            }
            (_, Action::Shut(set)) => {
                lines.push(
                    Msg::new("dicen-log-shut")
                        .text("name", name.clone())
                        .text("tiles", tile_list(*set)),
                );
            }
            (_, Action::Reopen(set)) => {
                lines.push(
                    Msg::new("dicen-log-reopen")
                        .text("name", name.clone())
                        .text("tiles", tile_list(*set)),
                );
            }
            (_, Action::Decline) => {
                lines.push(Msg::new("dicen-log-decline").text("name", name.clone()))
            }
            _ => {}
        }
        let (was, now) = (
            &before.players()[usize::from(seat)],
            &after.players()[usize::from(seat)],
        );
        let round_ended = after.round() != before.round() || (after.is_over() && !before.is_over());
        if !was.dicen
            && (now.dicen
                || (round_ended
                    && now.rounds.len() > was.rounds.len()
                    && now.rounds.last().is_some_and(|r| r.dicen)))
        {
            lines.push(Msg::new("dicen-log-dicen").text("name", name.clone()));
        } else if !was.out
            && (now.out
                || (round_ended
                    && !now.rounds.last().is_some_and(|r| r.dicen)
                    && now.rounds.len() > was.rounds.len()))
        {
            lines.push(
                Msg::new("dicen-log-out")
                    .text("name", name)
                    .int("points", i64::from(was.open.sum())),
            );
        }
        if round_ended {
            lines
                .push(Msg::new("dicen-log-round-over").int("round", i64::from(before.round()) + 1));
        }
        lines
    }

    fn haptic(before: &Dicen, actor: Actor, action: &Action, after: &Dicen) -> Haptic {
        let seat = usize::from(before.turn());
        let ended_round = after.players()[seat].rounds.len() > before.players()[seat].rounds.len();
        let called = after.players()[seat].dicen
            || (ended_round && after.players()[seat].rounds.last().is_some_and(|r| r.dicen));
        let out = after.players()[seat].out || (ended_round && !called);
        match (actor, action) {
            _ if called && !before.players()[seat].dicen => Haptic::Success,
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

    fn seat_score(&self, seat: Seat) -> (Msg, Option<u8>) {
        (
            Msg::new("dicen-seat-score").int("points", self.score(seat)),
            None,
        )
    }

    fn round_label(&self, round: usize) -> Msg {
        Msg::new("dicen-round-label")
            .int("round", round as i64 + 1)
            .int("rounds", i64::from(self.options().rounds))
    }
}

type DicenBoardView = crate::table::BoardView;

fn throw_faces(throw: super::Throw) -> Vec<u8> {
    std::iter::once(throw.first).chain(throw.second).collect()
}
