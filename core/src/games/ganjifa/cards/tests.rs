use super::*;

fn card(text: &str) -> Card {
    text.parse().expect(text)
}

#[test]
fn the_deck_has_120_distinct_cards_that_round_trip() {
    let all: Vec<Card> = Card::all().collect();
    assert_eq!(all.len(), 120);
    assert_eq!(Cards::ALL.len(), 120);
    for c in &all {
        let text = c.to_string();
        assert_eq!(card(&text), *c, "{text}");
    }
    let texts: std::collections::BTreeSet<String> = all.iter().map(|c| c.to_string()).collect();
    assert_eq!(texts.len(), 120);
    assert_eq!(card("ma1"), card("Ma1"), "case is ignored");
    assert_eq!(card("rar").to_string(), "RaR");
}

#[test]
fn ace_high_suits_rank_one_above_ten_and_the_others_ten_above_one() {
    // G2: suits 1–5.
    for suit in ["Ma", "Ku", "Va", "Na", "Vm"] {
        let order: Vec<Card> = ["R", "M", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
            .iter()
            .map(|r| card(&format!("{suit}{r}")))
            .collect();
        assert!(order.windows(2).all(|w| w[0].strength() > w[1].strength()));
    }
    // G2: suits 6–10.
    for suit in ["Pa", "Ra", "Kr", "Bu", "Ka"] {
        let order: Vec<Card> = ["R", "M", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
            .iter()
            .map(|r| card(&format!("{suit}{r}")))
            .collect();
        assert!(order.windows(2).all(|w| w[0].strength() > w[1].strength()));
    }
    let hand: Cards = "Ma5 Ma1 Ma10".parse().expect("cards");
    assert_eq!(hand.highest(), Some(card("Ma1")));
    assert_eq!(hand.lowest(), Some(card("Ma10")));
}

#[test]
fn the_suit_after_kalki_is_matsya() {
    let kalki: Suit = "Ka".parse().expect("suit");
    assert_eq!(kalki.next().code(), "Ma");
    assert_eq!(Suit::RAMA.code(), "Ra");
    assert_eq!(Suit::KRISHNA.code(), "Kr");
}

#[test]
fn garbage_is_not_a_card() {
    for text in [
        "", "M", "Ma", "Ma0", "Ma11", "Ma01", "Ma+1", "Xx1", "MaX", "Ma1 ", "é1", "Maé", "MaRR",
    ] {
        assert!(text.parse::<Card>().is_err(), "{text:?}");
    }
    assert!("Ma1 Ma1".parse::<Cards>().is_err());
}

#[test]
fn sets_count_iterate_and_serialise() {
    let hand: Cards = "KaR Ma1 Ra3".parse().expect("cards");
    assert_eq!(hand.len(), 3);
    assert_eq!(hand.to_string(), "Ma1 Ra3 KaR");
    assert_eq!(hand.nth(1), Some(card("Ra3")));
    assert_eq!(hand.nth(3), None);
    let json = serde_json::to_string(&hand).expect("json");
    assert_eq!(json, "\"Ma1 Ra3 KaR\"");
    assert_eq!(serde_json::from_str::<Cards>(&json).expect("back"), hand);
    assert!(serde_json::from_str::<Cards>("\"Ma1 Zz9\"").is_err());
    assert_eq!(hand.of_suit(Suit::RAMA).len(), 1);
    assert_eq!(hand.suits(), 1 | 1 << 6 | 1 << 9);
}

#[test]
fn nth_is_the_nth_card_in_index_order_for_any_set() {
    let mut rng = crate::engine::TableRng::seeded(3);
    for _ in 0..2_000 {
        let bits = (u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64())) & ALL_MASK;
        let cards = Cards::from_bits(bits & (u128::from(rng.next_u64()) << 64 | u128::MAX >> 64));
        let listed: Vec<Card> = cards.iter().collect();
        for n in 0..=listed.len() as u32 + 1 {
            assert_eq!(
                cards.nth(n),
                listed.get(n as usize).copied(),
                "{bits:#x} {n}"
            );
        }
    }
}

#[test]
fn iterating_from_the_back_lists_the_same_cards_reversed_from_either_end() {
    let mut rng = crate::engine::TableRng::seeded(5);
    for _ in 0..2_000 {
        let bits = (u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64())) & ALL_MASK;
        let cards = Cards::from_bits(bits);
        let forward: Vec<Card> = cards.iter().collect();
        let mut backward: Vec<Card> = cards.iter().rev().collect();
        backward.reverse();
        assert_eq!(forward, backward, "{bits:#x}");
        // Both ends at once meet in the middle: every card once.
        let mut both = cards.iter();
        let mut met = Vec::new();
        while let Some(low) = both.next() {
            met.push(low);
            if let Some(high) = both.next_back() {
                met.push(high);
            }
            assert_eq!(both.len(), cards.len() as usize - met.len(), "{bits:#x}");
        }
        met.sort();
        assert_eq!(met, forward, "{bits:#x}");
    }
    assert_eq!(Cards::ALL.iter().next_back(), Card::all().last());
}

#[test]
fn may_hold_dukal_is_a_suit_with_raja_mantri_and_three_consecutive_numbers() {
    let by_suit = |hand: Cards| {
        Suit::all().any(|suit| {
            let bits = hand.suit_bits(suit);
            let courts = bits >> MANTRI & 0b11 == 0b11;
            courts && (0..8).any(|low| bits >> low & 0b111 == 0b111)
        })
    };
    let mut rng = crate::engine::TableRng::seeded(9);
    let (mut with, mut without) = (0, 0);
    for round in 0..20_000 {
        // Dense hands early on, sparse ones later, so both answers come up often.
        let mut bits = u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
        for _ in 0..round % 3 {
            bits &= u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
        }
        let hand = Cards::from_bits(bits | (in_every_suit(MANTRI as u32) * 3 * (round % 2)));
        let expected = by_suit(hand);
        assert_eq!(hand.may_hold_dukal(), expected, "{hand}");
        if expected {
            with += 1;
        } else {
            without += 1;
        }
    }
    assert!(
        with > 1_000 && without > 1_000,
        "{with} with, {without} without"
    );
    let edge: Cards = "KaR KaM Ka8 Ka9 Ka10".parse().expect("cards");
    assert!(edge.may_hold_dukal(), "a run ending just below the Mantri");
    // Ma2 and Ma1 are Matsya's two strongest numbers (G2: 1 high), next to its Mantri.
    let split: Cards = "MaR MaM Ma2 Ma1 Ku10".parse().expect("cards");
    assert!(!split.may_hold_dukal(), "the courts are no part of a run");
}

#[test]
fn first_suit_after_is_the_next_held_suit_walking_the_avatar_order() {
    let mut rng = crate::engine::TableRng::seeded(12);
    for round in 0..5_000 {
        let mut bits = u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
        for _ in 0..round % 5 {
            bits &= u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
        }
        let hand = Cards::from_bits(bits);
        for led in Suit::all() {
            let walked = (1..SUITS)
                .map(|step| Suit((led.0 + step) % SUITS))
                .find(|&s| !hand.of_suit(s).is_empty())
                .map_or(Cards::NONE, |s| hand.of_suit(s));
            assert_eq!(hand.first_suit_after(led), walked, "{hand} after {led}");
        }
    }
    let kalki_to_matsya: Cards = "Ma3 Ka1".parse().expect("cards");
    let ka: Suit = "Ka".parse().expect("suit");
    assert_eq!(kalki_to_matsya.first_suit_after(ka).to_string(), "Ma3");
}

#[test]
fn between_is_the_suits_walked_over_from_one_suit_to_another() {
    for from in Suit::all() {
        for to in Suit::all() {
            let mut walked = SuitSet::NONE;
            let mut suit = from.next();
            while suit != to && suit != from {
                walked.insert(suit);
                suit = suit.next();
            }
            assert_eq!(SuitSet::between(from, to), walked, "{from} to {to}");
        }
    }
    let (ma, va): (Suit, Suit) = ("Ma".parse().expect("suit"), "Va".parse().expect("suit"));
    assert_eq!(
        SuitSet::between(ma, va)
            .iter()
            .map(Suit::code)
            .collect::<Vec<_>>(),
        ["Ku"]
    );
}
