//! D2 at the table: who sits in a DiCa table's two seats.
//!
//! A DiCa table has two seats, one per team: seat 0 is Team 1 (red), seat 1 is Team 2 (blue).
//! A seat is a person team or an AI team (a bot with its level). The seat's name is the team's
//! label: the seat list shows it and the stats record the team under it, as one player.
//!
//! A person team's people, in the order the device goes round them, are
//! `options.teams[i].players`. When the options do not list them, they come from the label:
//! names separated by commas or `&` (`"Ann, Bea"` is a team of Ann and Bea, in that order;
//! `"Ann"` a team of one). So a set-up screen that only edits seat names makes teams of several
//! people, and a shell with a team editor may give the lists (and any label) itself. An AI team
//! has no people. Nobody may play in both teams, or twice in one.

use crate::l10n::Msg;
use crate::table::SeatSetup;
use serde_json::Value;

/// The people a label names: split at commas and `&`, trimmed, empty parts dropped.
pub fn people_in(label: &str) -> Vec<String> {
    label
        .split([',', '&'])
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .collect()
}

/// The options with each person team's people filled in from its seat's label where the
/// options leave them out. Options that are not an object, or whose `teams` is malformed, are
/// left for the options parser to refuse with its own reason.
pub fn team_options(mut options: Value, seats: &[SeatSetup]) -> Result<Value, Msg> {
    if let Value::Object(map) = &mut options {
        let teams = map
            .entry("teams")
            .or_insert_with(|| serde_json::json!([{ "players": [] }, { "players": [] }]));
        if let Some(teams) = teams.as_array_mut() {
            for (team, seat) in teams.iter_mut().zip(seats) {
                if seat.ai.is_some() {
                    continue;
                }
                let Value::Object(team) = team else { continue };
                let listed = team
                    .get("players")
                    .and_then(Value::as_array)
                    .is_some_and(|p| !p.is_empty());
                if !listed {
                    team.insert("players".into(), people_in(&seat.name).into());
                }
            }
            let mut seen: Vec<String> = Vec::new();
            for name in teams
                .iter()
                .filter_map(|t| t.get("players")?.as_array())
                .flatten()
                .filter_map(Value::as_str)
            {
                let folded = name.trim().to_lowercase();
                if seen.contains(&folded) {
                    return Err(Msg::new("table-setup-name-twice").text("name", name.trim()));
                }
                seen.push(folded);
            }
        }
    }
    Ok(options)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use serde_json::json;

    fn players(options: &Value, team: usize) -> Vec<String> {
        serde_json::from_value(options["teams"][team]["players"].clone()).unwrap_or_default()
    }

    #[test]
    fn a_label_names_the_people_of_a_person_team_in_order() {
        assert_eq!(people_in(" Ann, Bea &Cas ,, "), ["Ann", "Bea", "Cas"]);
        let seats = [
            SeatSetup::person("Ann, Bea"),
            SeatSetup::bot("Bot 1", Level::Hard),
        ];
        let options = team_options(json!({ "rounds": 7 }), &seats).expect("valid");
        assert_eq!(players(&options, 0), ["Ann", "Bea"]);
        assert!(players(&options, 1).is_empty(), "an AI team has no people");
        assert_eq!(options["rounds"], 7);
    }

    #[test]
    fn listed_people_are_kept_and_nobody_plays_twice() {
        let seats = [SeatSetup::person("Owls"), SeatSetup::person("Cas")];
        let given = json!({ "teams": [{ "players": ["Ann", "Bea"] }, { "players": [] }] });
        let options = team_options(given, &seats).expect("valid");
        assert_eq!(players(&options, 0), ["Ann", "Bea"]);
        assert_eq!(players(&options, 1), ["Cas"]);

        let seats = [SeatSetup::person("Ann, Bea"), SeatSetup::person("bea")];
        let err = team_options(json!({}), &seats).expect_err("Bea in both teams");
        assert_eq!(err.id, "table-setup-name-twice");
        let seats = [SeatSetup::person("Ann & Ann"), SeatSetup::person("Cas")];
        assert!(team_options(json!({}), &seats).is_err());
    }

    #[test]
    fn malformed_options_are_left_to_the_parser() {
        let seats = [SeatSetup::person("Ann"), SeatSetup::person("Cas")];
        for odd in [json!(3), json!({ "teams": 5 }), json!({ "teams": [1, 2] })] {
            assert_eq!(team_options(odd.clone(), &seats), Ok(odd));
        }
    }
}
