use super::*;
use crate::games::dicen::variants::Variants;

fn tiles(list: &[u8]) -> Tiles {
    list.iter().copied().collect()
}

fn solve(rules: Rules) -> Solution {
    Solution::solve(&rules).expect("solvable")
}

fn one(s: &Solution, open: &[u8]) -> Value {
    s.value(tiles(open), Tiles::NONE, s.start_mode())
        .expect("on the board")
}

fn close(x: f64, y: f64, tolerance: f64) -> bool {
    (x - y).abs() <= tolerance
}

#[test]
fn classic_box_matches_the_published_figures() {
    // Durango Bill's analysis of Shut the Box, 1–9, optimal play for shutting the box:
    // 7.1432% with two dice always, 9.7614% when one die may be thrown once 7, 8, 9 are shut.
    let never = solve(Rules::classic(9, OneDie::Never, false, Objective::Shut));
    let p = never.start().p_shut;
    assert!(close(p, 0.0714316, 5e-8), "two dice always: {p}");
    let optional = solve(Rules::classic(9, OneDie::Optional, false, Objective::Shut));
    let p = optional.start().p_shut;
    assert!(close(p, 0.0976137, 5e-8), "one die optional: {p}");
    assert_eq!(
        never.sweeps(),
        0,
        "without doubles there is nothing to iterate"
    );
}

#[test]
fn small_positions_match_hand_computation() {
    let never = solve(Rules::classic(9, OneDie::Never, false, Objective::Shut));
    // Only tile 1 open: two dice never make 1.
    assert_eq!(one(&never, &[1]).p_shut, 0.0);
    assert!(close(one(&never, &[1]).expected_score, 1.0, 1e-15));
    // Only 2: a 1+1, 1 in 36.
    assert!(close(one(&never, &[2]).p_shut, 1.0 / 36.0, 1e-15));
    assert!(close(
        one(&never, &[2]).expected_score,
        2.0 * 35.0 / 36.0,
        1e-13
    ));
    // 1 and 2: a 3 shuts (2/36); a 2 closes the 2 and leaves the dead 1; anything else is out.
    assert!(close(one(&never, &[1, 2]).p_shut, 2.0 / 36.0, 1e-15));
    assert!(close(
        one(&never, &[1, 2]).expected_score,
        100.0 / 36.0,
        1e-13
    ));

    // N2: with one die allowed, 1 alone is a 1-in-6. With 1 and 2, two dice give
    // (1/36)(1/6) + 2/36 = 13/216; one die gives 1/6 (a 3 shuts both) + (1/6)(1/6) twice (a 1
    // or a 2 leaves the other tile, a 1-in-6) = 8/36, the better.
    let optional = solve(Rules::classic(9, OneDie::Optional, false, Objective::Shut));
    assert!(close(one(&optional, &[1]).p_shut, 1.0 / 6.0, 1e-15));
    assert!(close(one(&optional, &[1, 2]).p_shut, 8.0 / 36.0, 1e-15));
    let (two, one_die) = optional
        .throw_values(tiles(&[1, 2]), Tiles::NONE, optional.start_mode())
        .expect("on the board");
    assert!(close(two.p_shut, 13.0 / 216.0, 1e-15));
    assert!(close(one_die.map_or(0.0, |v| v.p_shut), 8.0 / 36.0, 1e-15));
}

#[test]
fn doubles_make_a_cycle_that_iteration_solves_exactly() {
    // A board of 2 and 4, two dice, N6/N7 on. With x = {2,4}, y = {4}, z = {2}:
    //   y = 3/36 + (2/36) x   (1+1 reopens 2; 6+6 reopens 2)
    //   z = 1/36 + (2/36) x   (2+2 reopens 4; 6+6 reopens 4)
    //   x = (1/36) y + (3/36) z + 5/36
    // so x = 186/1288 = 93/644.
    let rules = Rules {
        board: tiles(&[2, 4]),
        ..Rules::classic(9, OneDie::Never, true, Objective::Shut)
    };
    let s = solve(rules);
    let x = 93.0 / 644.0;
    assert!(close(s.start().p_shut, x, 1e-12), "{}", s.start().p_shut);
    assert!(close(
        one(&s, &[4]).p_shut,
        3.0 / 36.0 + 2.0 / 36.0 * x,
        1e-12
    ));
    assert!(close(
        one(&s, &[2]).p_shut,
        1.0 / 36.0 + 2.0 / 36.0 * x,
        1e-12
    ));
    assert!(s.sweeps() >= 1 && s.replays() > 1 && s.residual() <= TOLERANCE);
    // Without doubles: x = (1/36)(3/36) + (3/36)(1/36) + 5/36.
    let off = solve(Rules {
        doubles: false,
        ..rules
    });
    assert!(close(off.start().p_shut, 186.0 / 1296.0, 1e-15));
}

#[test]
fn doubles_never_make_the_optimum_worse() {
    for top in [9, 10, 12] {
        for objective in [Objective::Shut, Objective::Score] {
            let off = solve(Rules::classic(top, OneDie::Optional, false, objective));
            let on = solve(Rules::classic(top, OneDie::Optional, true, objective));
            assert!(on.residual() <= TOLERANCE);
            for bits in 0..(1u16 << 13) {
                let open = Tiles::from_bits(bits);
                let (Some(a), Some(b)) = (
                    on.value(open, Tiles::NONE, on.start_mode()),
                    off.value(open, Tiles::NONE, off.start_mode()),
                ) else {
                    continue;
                };
                match objective {
                    Objective::Shut => assert!(a.p_shut >= b.p_shut - 1e-12, "{open:?}"),
                    Objective::Score => {
                        assert!(a.expected_score <= b.expected_score + 1e-9, "{open:?}")
                    }
                }
            }
            let (a, b) = (on.start(), off.start());
            match objective {
                Objective::Shut => assert!(a.p_shut > b.p_shut, "1–{top}"),
                Objective::Score => assert!(a.expected_score < b.expected_score, "1–{top}"),
            }
        }
    }
}

/// The game's rules for these variants, maximising the chance to shut (V8: fewest throws).
fn game_rules(variants: &[Variant], top: u8) -> Rules {
    let options = DicenOptions {
        tiles: top,
        variants: variants.iter().copied().collect::<Variants>(),
        ..DicenOptions::default()
    };
    Rules {
        objective: Objective::Shut,
        ..Rules::for_game(&options)
    }
}

#[test]
fn go_go_counts_throws() {
    // Only 1 in play: one die shuts it in 6 throws on average; two dice never.
    let s = solve(Rules {
        board: tiles(&[1]),
        ..game_rules(&[Variant::GoGo], 9)
    });
    assert!(close(s.start().expected_score, 6.0, 1e-12));
    assert!(close(s.start().p_shut, 1.0, 1e-15));
    // Only 2: one die (6 throws) beats two dice (36).
    let s = solve(Rules {
        board: tiles(&[2]),
        ..game_rules(&[Variant::GoGo], 9)
    });
    assert!(close(s.start().expected_score, 6.0, 1e-12));
    // With Lucky (always two dice) 2 falls to 1+1 (as 2a), 2+2 (as a), 2+x with x out of play:
    // 1/36 + 1/36 + 10/36 = 12/36 a throw, so 3 throws.
    let s = solve(Rules {
        board: tiles(&[2]),
        ..game_rules(&[Variant::GoGo, Variant::Lucky], 9)
    });
    assert!(close(s.start().expected_score, 3.0, 1e-12));
}

#[test]
fn seven_to_go_starts_with_a_seven() {
    // Board 7 alone, V7: the starting 7 closes it. Certain, whatever the wait.
    let s = solve(Rules {
        board: tiles(&[7]),
        ..game_rules(&[Variant::SevenToGo], 9)
    });
    assert!(close(s.start().p_shut, 1.0, 1e-14), "{:?}", s.start());
    // GO GO with V7: 6 throws on average to see the 7, which shuts the box.
    let s = solve(Rules {
        board: tiles(&[7]),
        ..game_rules(&[Variant::SevenToGo, Variant::GoGo], 9)
    });
    assert!(close(s.start().expected_score, 6.0, 1e-12));
}

#[test]
fn unlucky_seven_throws_again() {
    // Board 4 alone, no doubles: a 7 is thrown again, so a 4 comes with chance (3/36)/(30/36).
    let s = solve(Rules {
        board: tiles(&[4]),
        doubles: false,
        one_die: OneDie::Never,
        ..game_rules(&[Variant::UnluckySeven], 9)
    });
    assert!(close(s.start().p_shut, 3.0 / 30.0, 1e-15));
}

#[test]
fn two_boards_and_teams() {
    let single = solve(game_rules(&[Variant::Even], 10));
    let lord = solve(game_rules(&[Variant::Even, Variant::LordOfTheBoard], 10));
    let team = solve(game_rules(&[Variant::Even, Variant::TwoVsTwo], 10));
    // One throw at a time for twice the tiles: harder than one board.
    assert!(lord.start().p_shut < single.start().p_shut);
    // A team has two lives for the same two boards.
    assert!(team.start().p_shut > lord.start().p_shut);
    assert!(team.start().expected_score < lord.start().expected_score);
    // The boards are interchangeable.
    let (a, b) = (tiles(&[2, 8]), tiles(&[4, 6, 10]));
    let mode = lord.start_mode();
    assert_eq!(lord.value(a, b, mode), lord.value(b, a, mode));
    // One board shut: without doubles (which could reopen it) the other plays alone.
    let no_doubles = |r: Rules| {
        solve(Rules {
            doubles: false,
            ..r
        })
    };
    let lord = no_doubles(game_rules(&[Variant::Even, Variant::LordOfTheBoard], 10));
    let single = no_doubles(game_rules(&[Variant::Even], 10));
    let alone = lord.value(Tiles::NONE, a, mode).map(|v| v.p_shut);
    assert!(alone.is_some_and(|p| close(p, one(&single, &[2, 8]).p_shut, 1e-15)));
    assert_eq!(
        Solution::solve(&game_rules(&[Variant::LordOfTheBoard], 12)).err(),
        Some(SolveError::TooLarge {
            positions: 531_441,
            modes: 1
        })
    );
}

#[test]
fn seven_to_go_with_teams_tracks_who_started() {
    let rules = game_rules(&[Variant::Odds, Variant::SevenToGo, Variant::TwoVsTwo], 9);
    let s = solve(rules);
    let started = solve(Rules {
        seven_to_go: false,
        ..rules
    });
    // Odd tiles: a starting 7 always closes a 7.
    assert!(s.start().p_shut > 0.0 && s.start().p_shut <= 1.0);
    let full = rules.board;
    let both_started = s
        .value(
            full,
            full,
            Mode {
                throwers: 2,
                started: true,
                mate_started: true,
            },
        )
        .expect("mode exists");
    let plain = started.start();
    assert!(close(both_started.p_shut, plain.p_shut, 1e-12));
    assert!(s.residual() <= TOLERANCE);
}

#[test]
fn lucky_is_solved_from_the_faces() {
    // Board 1 and 2, Lucky, no doubles: 1+1 closes 2 or 1; 1+2 closes 3 (not in play) or 1 and 2
    // together; 1+x (x > 2) closes 1 alone; 2+x (x > 2) closes 2 alone.
    let s = solve(Rules {
        board: tiles(&[1, 2]),
        doubles: false,
        ..game_rules(&[Variant::Lucky], 9)
    });
    // From {1}: 1+1 closes 1 (2 is shut), 1+x closes 1 alone (x shut or out of play): every
    // throw with a 1, 11/36.
    let p1 = 11.0 / 36.0;
    // From {2}: every throw with a 2 (11/36), and 1+1 as 2a (1/36).
    let p2 = 12.0 / 36.0;
    assert!(close(one(&s, &[1]).p_shut, p1, 1e-15));
    assert!(close(one(&s, &[2]).p_shut, p2, 1e-15));
    // From {1,2}: 1+2 shuts both (2/36); 1+1 best closes 1, leaving {2} (1/36); 1+x, x>2,
    // closes 1 (8/36); 2+x, x>2, closes 2 (8/36); 2+2 closes 2 (1/36).
    let expected = 2.0 / 36.0 + 9.0 / 36.0 * p2 + 9.0 / 36.0 * p1;
    assert!(
        close(s.start().p_shut, expected, 1e-15),
        "{} {expected}",
        s.start().p_shut
    );
}

#[test]
fn ties_are_broken_by_the_other_figure_and_never_by_rounding() {
    let v = |p_shut, expected_score| Value {
        p_shut,
        expected_score,
    };
    let (shut, score) = (Objective::Shut, Objective::Score);
    assert!(v(0.5, 9.0).better(v(0.4, 1.0), shut));
    assert!(v(0.4, 1.0).better(v(0.5, 9.0), score));
    // Equal up to rounding: the other figure decides.
    assert!(v(0.5, 2.0).better(v(0.5 + 1e-15, 3.0), shut));
    assert!(!v(0.5 + 1e-15, 3.0).better(v(0.5, 2.0), shut));
    assert!(v(0.6, 10.0 + 1e-13).better(v(0.5, 10.0), score));
    // Nothing is better than itself; stuck is worse than anything finite.
    assert!(!v(0.5, 2.0).better(v(0.5, 2.0), shut));
    assert!(v(0.0, 30.0).better(Value::STUCK, score));
    assert!(!Value::STUCK.better(v(0.0, 30.0), score));
    assert!(!Value::STUCK.better(Value::STUCK, score));
}

#[test]
fn ready_never_solves_and_sees_what_was_solved() {
    // A board no other test uses, so the process-wide cache cannot hold it yet.
    let rules = Rules {
        board: tiles(&[3, 5, 11]),
        ..Rules::classic(12, OneDie::Never, true, Objective::Shut)
    };
    assert!(
        ready(&rules).is_none(),
        "not solved yet, and ready does not solve"
    );
    let solved = cached(&rules).expect("solvable");
    let again = ready(&rules).expect("solved now").expect("a solution");
    assert!(Arc::ptr_eq(&solved, &again));
    // A rule set too large is remembered as such.
    let huge = Rules {
        layout: Layout::Team,
        ..Rules::classic(12, OneDie::Never, true, Objective::Shut)
    };
    assert!(matches!(cached(&huge), Err(SolveError::TooLarge { .. })));
    assert!(matches!(
        ready(&huge),
        Some(Err(SolveError::TooLarge { .. }))
    ));
}

/// The figures the solver gave before two boards became counts of each tile (commit c4a632b,
/// whose two-board solves walked pairs of boards), to 1e-12: the compression may not change
/// an answer. (start p_shut, start expected score) per rule set, as the game plays them.
#[test]
fn answers_stay_what_they_were_before_two_boards_were_counted() {
    let score = |variants: &[Variant], top: u8| Rules {
        objective: Objective::Score,
        ..game_rules(variants, top)
    };
    let cases = [
        (
            Rules::classic(12, OneDie::Optional, true, Objective::Score),
            0.005779857410634104,
            33.938970277486824,
        ),
        (
            score(&[Variant::LordOfTheBoard], 9),
            0.13672272002420005,
            9.520332201415464,
        ),
        (
            game_rules(&[Variant::LordOfTheBoard], 9),
            0.14182039187268405,
            9.643686661097949,
        ),
        (
            score(&[Variant::TwoVsTwo], 9),
            0.25565916981977177,
            6.5849491386465395,
        ),
        (
            score(&[Variant::Lucky, Variant::LordOfTheBoard], 9),
            0.04342705170487726,
            21.177785034834002,
        ),
        (
            score(&[Variant::UnluckySeven, Variant::LordOfTheBoard], 9),
            0.17448333022640666,
            6.85910951955945,
        ),
        (
            score(&[Variant::Odds, Variant::SevenToGo, Variant::TwoVsTwo], 9),
            0.09732678483606672,
            13.336433588520391,
        ),
        (
            score(&[Variant::Lucky], 12),
            0.00695381846024546,
            33.15457582846371,
        ),
        (
            score(&[Variant::SevenToGo], 10),
            0.05683723827833132,
            15.970686296844587,
        ),
    ];
    for (rules, p_shut, expected_score) in cases {
        let start = solve(rules).start();
        assert!(close(start.p_shut, p_shut, 1e-12), "{rules:?}: {start:?}");
        assert!(
            close(start.expected_score, expected_score, 1e-12 * expected_score),
            "{rules:?}: {start:?}"
        );
    }
    // A position part-way, on the first board 1 and 9, on the second 2, 5 and 7 (either way
    // round), alone and as a team with the partner still in.
    let (a, b) = (tiles(&[1, 9]), tiles(&[2, 5, 7]));
    let lord = solve(score(&[Variant::LordOfTheBoard], 9));
    let v = lord.value(a, b, lord.start_mode()).expect("on the boards");
    assert!(close(v.p_shut, 0.0876767537728722, 1e-12), "{v:?}");
    assert!(close(v.expected_score, 11.15920786445029, 1e-11), "{v:?}");
    let team = solve(score(&[Variant::TwoVsTwo], 9));
    let v = team.value(b, a, team.start_mode()).expect("on the boards");
    assert!(close(v.p_shut, 0.191789202079039, 1e-12), "{v:?}");
    assert!(close(v.expected_score, 7.772602268237005, 1e-11), "{v:?}");
}
