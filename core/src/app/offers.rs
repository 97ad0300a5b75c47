//! The choices a shell offers around the games: the languages by their own names, the
//! turn timers, and the names of seats a set-up screen adds or switches between bot and person.
//! The shells show these lists and hold no copy of them.

use super::App;
use crate::ai::Level;
use crate::games::dica::TimeLimit;
use crate::l10n::{text, Lang, Msg};
use crate::store::settings::TURN_TIMER_S;
use crate::table::SeatSetup;
use serde::Serialize;

/// A language the app speaks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LanguageChoice {
    pub lang: Lang,
    /// The tag the settings store for it (`es`).
    pub tag: String,
    /// Its name in itself ("Español"), whatever language the app speaks now.
    pub endonym: String,
}

/// A turn timer the settings offer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TimerChoice {
    /// Seconds per turn; `None` is no timer ("off": no turn is ever timed out).
    pub seconds: Option<u32>,
    pub label: String,
}

/// Every language Cardavia speaks, each by its own name.
pub fn languages() -> Vec<LanguageChoice> {
    Lang::ALL
        .iter()
        .map(|&lang| LanguageChoice {
            lang,
            tag: lang.code().to_string(),
            endonym: text(lang, &Msg::new("term-language-name")),
        })
        .collect()
}

/// The names a set-up gives the seats it numbers: "Bot n" or "Player n".
fn numbered(lang: Lang, bot: bool, n: i64) -> String {
    let id = if bot {
        "shell-bot-name"
    } else {
        "shell-player-name"
    };
    text(lang, &Msg::new(id).int("n", n))
}

impl App {
    /// The languages, each by its own name (the settings' choice; "as the device" is `None`).
    pub fn languages(&self) -> Vec<LanguageChoice> {
        languages()
    }

    /// The turn timers the settings offer: exactly DiCa's times per turn (D10), then "off", so
    /// a preferred timer always preselects one of the game's own choices.
    pub fn turn_timers(&self) -> Vec<TimerChoice> {
        let lang = self.lang();
        TimeLimit::OFFERED
            .iter()
            .map(|&s| u32::from(s))
            .filter(|&s| TURN_TIMER_S.contains(&i64::from(s)))
            .map(|s| TimerChoice {
                seconds: Some(s),
                label: text(
                    lang,
                    &Msg::new("shell-seconds").int("seconds", i64::from(s)),
                ),
            })
            .chain(std::iter::once(TimerChoice {
                seconds: None,
                label: text(lang, &Msg::new("shell-no-timer")),
            }))
            .collect()
    }

    /// Seat `index` made a person (`ai` = `None`) or a bot. A name the person typed stays (issue
    /// 16); only a name the set-up numbered itself ("Bot 2", or empty) is swapped for a free one
    /// of the new kind ("Player 1"). An index out of range changes nothing.
    pub fn switch_seat(
        &self,
        seats: &[SeatSetup],
        index: usize,
        ai: Option<Level>,
    ) -> Vec<SeatSetup> {
        let mut out = seats.to_vec();
        let Some(seat) = out.get(index) else {
            return out;
        };
        let was_bot = seat.ai.is_some();
        let is_bot = ai.is_some();
        let generated = self.is_numbered(&seat.name, was_bot, seats.len());
        let mut seat = seat.clone();
        seat.ai = ai;
        if was_bot != is_bot && generated {
            let others: Vec<SeatSetup> = out
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != index)
                .map(|(_, s)| s.clone())
                .collect();
            seat.name = self.free_seat_name(&others, is_bot);
        }
        out[index] = seat;
        out
    }

    /// The seats with one more: a bot at the settings' level with a free name ("Bot 3").
    pub fn add_seat(&self, seats: &[SeatSetup]) -> Vec<SeatSetup> {
        let mut out = seats.to_vec();
        out.push(SeatSetup {
            name: self.free_seat_name(seats, true),
            ai: Some(self.settings.ai_level),
        });
        out
    }

    /// Whether `name` is empty or one the set-up numbers itself for that kind of seat.
    fn is_numbered(&self, name: &str, bot: bool, seats: usize) -> bool {
        let name = name.trim();
        let lang = self.lang();
        name.is_empty() || (1..=seats.max(1) as i64 + 16).any(|n| numbered(lang, bot, n) == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn app() -> App {
        App::in_memory(&["en".to_string()]).expect("an app in memory")
    }

    fn seat(name: &str, ai: Option<Level>) -> SeatSetup {
        SeatSetup {
            name: name.into(),
            ai,
        }
    }

    #[test]
    fn languages_are_named_in_themselves() {
        let names: Vec<(String, String)> = languages()
            .into_iter()
            .map(|l| (l.tag, l.endonym))
            .collect();
        assert_eq!(
            names,
            [
                ("en", "English"),
                ("nl", "Nederlands"),
                ("es", "Español"),
                ("pt", "Português"),
                ("it", "Italiano")
            ]
            .map(|(t, n)| (t.to_string(), n.to_string()))
        );
    }

    #[test]
    fn the_timers_are_dicas_with_off() {
        let timers = app().turn_timers();
        let seconds: Vec<Option<u32>> = timers.iter().map(|t| t.seconds).collect();
        assert_eq!(seconds, [Some(15), Some(30), Some(60), None]);
        assert_eq!(timers[0].label, "15 s");
        assert_eq!(timers[3].label, "No timer");
    }

    #[test]
    fn a_typed_name_survives_a_switch_and_a_numbered_one_follows_the_kind() {
        let app = app();
        let seats = [
            seat("Ann", None),
            seat("Zoe", None),
            seat("Bot 1", Some(Level::Easy)),
        ];
        let bot = app.switch_seat(&seats, 1, Some(Level::Hard));
        assert_eq!(bot[1], seat("Zoe", Some(Level::Hard)), "a typed name stays");
        let back = app.switch_seat(&bot, 1, None);
        assert_eq!(back[1], seat("Zoe", None));
        let person = app.switch_seat(&seats, 2, None);
        assert_eq!(
            person[2],
            seat("Player 1", None),
            "a numbered bot becomes a numbered person"
        );
        let level = app.switch_seat(&seats, 2, Some(Level::Hard));
        assert_eq!(
            level[2],
            seat("Bot 1", Some(Level::Hard)),
            "a bot changing level keeps its name"
        );
        assert_eq!(
            app.switch_seat(&seats, 9, None),
            seats.to_vec(),
            "out of range: unchanged"
        );
    }

    #[test]
    fn an_added_seat_is_a_bot_with_a_free_name() {
        let app = app();
        let seats = app.add_seat(&[seat("Ann", None), seat("Bot 1", Some(Level::Easy))]);
        assert_eq!(seats[2].name, "Bot 2");
        assert_eq!(seats[2].ai, Some(app.settings().ai_level));
    }
}
