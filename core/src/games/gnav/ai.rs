//! Gnav's bots. Each decides keep or swap from its seat's [`Observation`] alone (K7).
//!
//! - easy: keeps a card at or above a fixed threshold ([`EASY_KEEP`]);
//! - normal: keeps when its chance of holding the lowest card, judged from the cards it has not
//!   seen, is no worse than a fresh card would give it — a threshold that depends on how many
//!   players are in the deal, on its seat (the dealer also weighs what the stock may hold) and
//!   on the cards shown so far;
//! - hard: samples the unseen cards consistently with everything it has seen (cards shown,
//!   cards it gave and received, swaps that prove a card ordinary), weights each sample by how
//!   likely the other players' keeps and swaps were with it, plays the rest of the deal out on
//!   each sample with the real rules for both choices, and picks the choice that loses fewer
//!   lives.

use super::cards::Card;
use super::model::{self, Outlook};
use super::notation::Action;
use super::observation::{Knowledge, Observation};
use super::rules::Gnav;
use super::sampler::Sampler;
use super::table::{Stage, Table};
use crate::ai::Bots;
use crate::ai::{Bot, Level};
use crate::engine::{Seat, TableRng};

/// Easy keeps this card or better.
pub const EASY_KEEP: Card = Card::VI;
/// Samples of the unseen cards per hard decision (each played out for both choices). More do not
/// win more: against three normal bots over 4,000 series, 256 win 27.9 % of series, 1,024
/// 27.1 %, 4,096 27.6 %, 16,384 27.5 % (`scripts/bot-curve gnav`; 95 % intervals about ±1.4
/// points; the table and its chart are in `core/benches/curves/`).
pub const HARD_SAMPLES: u32 = 256;

/// A Gnav bot of a given level.
#[derive(Clone, Debug)]
pub struct GnavBot {
    level: Level,
    /// The hard bot's samples of the unseen cards per decision.
    samples: u32,
}

impl GnavBot {
    pub fn new(level: Level) -> Self {
        GnavBot {
            level,
            samples: HARD_SAMPLES,
        }
    }

    /// The hard bot with `samples` samples a decision: its budget. With the samples' number
    /// growing, its choice tends to the exact one that loses fewest lives in the deal against
    /// players deciding as normal does — a best response to normal bots, deal by deal, whose
    /// share of series won is the ceiling `scripts/bot-curve gnav` measures.
    pub fn sampling(samples: u32) -> Self {
        GnavBot {
            level: Level::Hard,
            samples: samples.max(1),
        }
    }
}

impl Bot<Gnav> for GnavBot {
    fn choose(
        &mut self,
        view: &Observation,
        _seat: Seat,
        legal: &[Action],
        rng: &mut TableRng,
    ) -> Option<Action> {
        if !(legal.contains(&Action::Keep) && legal.contains(&Action::Swap)) {
            return legal.first().copied();
        }
        let Some(card) = view.my_card() else {
            return Some(Action::Keep);
        };
        let keep = match self.level {
            Level::Easy => card >= EASY_KEEP,
            Level::Normal => normal_keeps(view, card),
            Level::Hard => hard_keeps(view, card, self.samples, rng),
        };
        Some(if keep { Action::Keep } else { Action::Swap })
    }
}

/// Normal: [`Outlook::keeps`] with everything this seat knows.
fn normal_keeps(view: &Observation, card: Card) -> bool {
    let mut outlook = Outlook {
        card,
        unseen: view.unseen(),
        others: 0,
        narr_others: 0,
        hidden: 0,
        lower_known: false,
        dealer: view.dealer == view.seat,
    };
    let others = view
        .players
        .iter()
        .enumerate()
        .filter(|&(s, p)| s != usize::from(view.seat) && p.in_deal && p.lives > 0);
    for (_, other) in others {
        outlook.others += 1;
        match other.card.and_then(Knowledge::card) {
            Some(Card::Narr) => outlook.narr_others += 1,
            Some(known) => outlook.lower_known |= known < card,
            None => outlook.hidden += 1,
        }
    }
    outlook.keeps()
}

/// Hard: keeps when, over weighted samples of the unseen cards ([`Sampler`]), keeping loses no
/// more lives than swapping. Both choices are played out with the same random stock draws.
/// A matador is always kept (K3.7: it pays only against matadors).
fn hard_keeps(view: &Observation, card: Card, samples: u32, rng: &mut TableRng) -> bool {
    if card.is_matador() {
        return true;
    }
    let Some(sampler) = Sampler::new(view) else {
        return normal_keeps(view, card);
    };
    let me = view.seat;
    let mut lost = [0.0f64; 2];
    for _ in 0..samples {
        let Some(sample) = sampler.sample(|n| rng.below(u64::from(n)) as u8) else {
            continue;
        };
        for (i, keep) in [true, false].into_iter().enumerate() {
            let mut table = sample.table;
            let before = table.lives(me);
            let played = if keep {
                table.keep(&mut ())
            } else {
                table.swap(&mut ())
            };
            if played.is_ok() {
                play_out(&mut table, &mut rng.clone());
            }
            lost[i] += sample.weight * f64::from(before.saturating_sub(table.lives(me)));
        }
        rng.next_u64();
    }
    lost[0] <= lost[1]
}

/// Plays a deal to its end: every player decides as [`model::keeps`] says, the stock turns up
/// uniformly random cards.
fn play_out(table: &mut Table, rng: &mut TableRng) {
    for _ in 0..64 {
        let result = match table.stage() {
            Stage::Turn(seat) if model::keeps(table, seat) => table.keep(&mut ()),
            Stage::Turn(_) => table.swap(&mut ()),
            Stage::Drawing(_) => {
                let stock = *table.stock();
                let index = rng.below(u64::from(stock.total())) as u8;
                match stock.nth_where(index, |_| true) {
                    Some(card) => table.draw(card, &mut ()),
                    None => return,
                }
            }
            Stage::Dealing | Stage::Done(_) => return,
        };
        if result.is_err() {
            return;
        }
    }
}

impl Bots for Gnav {
    fn bot(level: Level) -> Box<dyn Bot<Self>> {
        Box::new(GnavBot::new(level))
    }

    /// Gnav's budget is the hard bot's samples of the unseen cards per decision.
    fn searching(samples: u32) -> Option<Box<dyn Bot<Self>>> {
        Some(Box::new(GnavBot::sampling(samples)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::gnav::testing::view_after;

    fn choice(level: Level, view: &Observation) -> Action {
        let mut bot = GnavBot::new(level);
        bot.choose(
            view,
            view.seat,
            &[Action::Keep, Action::Swap],
            &mut TableRng::seeded(9),
        )
        .expect("an answer")
    }

    #[test]
    fn easy_keeps_from_its_threshold() {
        for (card, expected) in [
            ("V", Action::Swap),
            ("VI", Action::Keep),
            ("drago", Action::Keep),
        ] {
            let view = view_after(&[card, "X", "XI", "XII"], &[]);
            assert_eq!(choice(Level::Easy, &view), expected, "{card}");
        }
    }

    #[test]
    fn every_level_passes_a_narr_on_and_keeps_a_gjok() {
        for level in Level::ALL {
            let view = view_after(&["narr", "X", "XI", "XII"], &[]);
            assert_eq!(choice(level, &view), Action::Swap, "{level}");
            let view = view_after(&["gjok", "X", "XI", "XII"], &[]);
            assert_eq!(choice(level, &view), Action::Keep, "{level}");
        }
    }

    #[test]
    fn knowing_the_requester_holds_lower_makes_normal_and_hard_keep_a_low_card() {
        // Seat 0 gave its IV for seat 1's Ugle: seat 1 knows seat 0 now holds the Ugle.
        let view = view_after(&["IV", "ugle", "X", "XI"], &[Action::Swap]);
        assert_eq!(view.seat, 1);
        assert_eq!(view.card_of(0), Some(Card::Ugle));
        assert_eq!(choice(Level::Easy, &view), Action::Swap);
        assert_eq!(choice(Level::Normal, &view), Action::Keep);
        assert_eq!(choice(Level::Hard, &view), Action::Keep);
    }

    #[test]
    fn hard_passes_on_a_low_card_and_keeps_a_high_one() {
        let view = view_after(&["potte", "X", "XI", "XII"], &[]);
        assert_eq!(choice(Level::Hard, &view), Action::Swap);
        let view = view_after(&["XI", "X", "V", "XII"], &[]);
        assert_eq!(choice(Level::Hard, &view), Action::Keep);
    }

    #[test]
    fn the_hard_bots_budget_is_its_samples() {
        let view = view_after(&["V", "X", "XI", "XII"], &[Action::Keep, Action::Keep]);
        let decide = |mut bot: GnavBot| {
            let mut rng = TableRng::seeded(9);
            let action = bot.choose(&view, view.seat, &[Action::Keep, Action::Swap], &mut rng);
            (action, rng.next_u64())
        };
        // The default budget is HARD_SAMPLES: the same choice and the same draws as `new`.
        assert_eq!(
            decide(GnavBot::sampling(HARD_SAMPLES)),
            decide(GnavBot::new(Level::Hard))
        );
        // Another budget draws another number of samples from the table's RNG.
        assert_ne!(
            decide(GnavBot::sampling(HARD_SAMPLES * 4)).1,
            decide(GnavBot::new(Level::Hard)).1
        );
        assert!(<Gnav as Bots>::searching(64).is_some());
    }

    #[test]
    fn the_same_seed_gives_the_same_hard_choice() {
        let view = view_after(&["V", "X", "XI", "XII"], &[Action::Keep, Action::Keep]);
        let choices: Vec<Action> = (0..3).map(|_| choice(Level::Hard, &view)).collect();
        assert!(choices.windows(2).all(|w| w[0] == w[1]), "{choices:?}");
    }
}
