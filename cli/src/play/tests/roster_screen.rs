//! The people screen: the roster from the core, renamed, merged and removed by keys, a refusal
//! said in words, and the records kept.

use super::*;

/// An app where Ann and Anne sat at one table, and Bo at another.
fn app_with_people() -> Arc<Mutex<App>> {
    let app = app("en");
    {
        let mut a = app.lock().expect("app");
        for (seats, seed) in [(vec!["Ann", "Anne"], 1), (vec!["Bo"], 2)] {
            a.start(
                TableSetup {
                    game: GameId::Dicen,
                    options: serde_json::json!({ "rounds": 1 }),
                    seats: seats.into_iter().map(SeatSetup::person).collect(),
                    seed,
                    undo: true,
                },
                seed as i64,
            )
            .expect("starts");
        }
    }
    app
}

fn names(screen: &people::People) -> Vec<String> {
    let mut names: Vec<String> = screen.people.iter().map(|p| p.name.clone()).collect();
    names.sort();
    names
}

fn select(screen: &mut people::People, app: &Arc<Mutex<App>>, name: &str) {
    for _ in 0..screen.people.len() {
        if screen.people[screen.at].name == name {
            return;
        }
        people::key(screen, app, key(KeyCode::Down));
    }
    panic!("{name} is not listed");
}

#[test]
fn the_people_screen_renames_merges_and_removes_through_the_core() {
    let app = app_with_people();
    let mut screen = people::People::new(&app);
    assert_eq!(names(&screen), ["Ann", "Anne", "Bo"]);
    let drawn = render(|f| people::draw(f, f.area(), &screen, Lang::En, COLOUR, ""));
    assert!(drawn.contains("1 series"), "{drawn}");

    // Anne becomes Annie: typed over her name, Enter saves.
    select(&mut screen, &app, "Anne");
    people::key(&mut screen, &app, key(KeyCode::Char('r')));
    people::key(&mut screen, &app, key(KeyCode::Char('i')));
    people::key(&mut screen, &app, key(KeyCode::Char('e')));
    assert!(matches!(&screen.asking, Some(people::Asking::Rename(n)) if n == "Anneie"));
    for _ in 0..3 {
        people::key(&mut screen, &app, key(KeyCode::Backspace));
    }
    people::key(&mut screen, &app, key(KeyCode::Char('i')));
    people::key(&mut screen, &app, key(KeyCode::Char('e')));
    people::key(&mut screen, &app, key(KeyCode::Enter));
    assert_eq!(names(&screen), ["Ann", "Annie", "Bo"]);

    // Annie is not Ann: they sat at one table, and the core says so.
    select(&mut screen, &app, "Annie");
    people::key(&mut screen, &app, key(KeyCode::Char('m')));
    select(&mut screen, &app, "Ann");
    let said = match people::key(&mut screen, &app, key(KeyCode::Enter)) {
        nav::Next::Say(why) => why,
        _ => panic!("the refusal is said"),
    };
    assert!(said.contains("same series"), "{said}");
    assert_eq!(names(&screen), ["Ann", "Annie", "Bo"]);

    // Bo is the same person as Ann: one person, both series.
    select(&mut screen, &app, "Bo");
    people::key(&mut screen, &app, key(KeyCode::Char('m')));
    select(&mut screen, &app, "Ann");
    people::key(&mut screen, &app, key(KeyCode::Enter));
    assert_eq!(names(&screen), ["Ann", "Annie"]);
    let drawn = render(|f| people::draw(f, f.area(), &screen, Lang::En, COLOUR, ""));
    assert!(drawn.contains("2 series"), "{drawn}");

    // Annie leaves the list, her name kept in the records.
    select(&mut screen, &app, "Annie");
    people::key(&mut screen, &app, key(KeyCode::Char('x')));
    people::key(&mut screen, &app, key(KeyCode::Char('k')));
    assert_eq!(names(&screen), ["Ann"]);
    let kept = app.lock().expect("app").players().expect("players");
    assert!(kept.contains(&"Annie".to_string()), "{kept:?}");
}
