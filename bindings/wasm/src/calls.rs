//! The app's calls from the web table, by name: each takes its arguments as one JSON object and
//! answers a JSON value, the core's own types as serde writes them (the page's `types.ts`
//! follows them). The same calls as the phones' `CardaviaApp` (bindings/src/app.rs), minus
//! what the Worker does itself (opening the store, the tables).
//!
//! Plain Rust, so it is tested on this machine's own target too; the Worker's side is `worker`.

use cardavia_core::ai::Level;
use cardavia_core::app::{App, AppError, StatsLine};
use cardavia_core::games::GameId;
use cardavia_core::l10n::{self, text, Arg, Lang, Msg};
use cardavia_core::look::LookSettings;
use cardavia_core::runtime::LiveError;
use cardavia_core::store::{SeriesId, Settings};
use cardavia_core::table::{SeatSetup, BOT_MARK, TURN_MARK, WARNING_MARK, WINNER_MARK};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::borrow::Cow;
use std::collections::BTreeMap;

/// Why a call did not answer, in words for the player: the page shows `message`, and may branch
/// on `kind` (the core's stable, kebab-case ids). Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Failure {
    pub kind: String,
    pub message: String,
}

impl Failure {
    pub fn app(error: &AppError, lang: Lang) -> Failure {
        Failure {
            kind: error.kind().to_string(),
            message: text(lang, &error.message()),
        }
    }

    /// Why a live table did not take an intent (refused, stale, too soon, closed).
    pub fn live(error: &LiveError, lang: Lang) -> Failure {
        match error {
            LiveError::Table(e) => Failure {
                kind: e.kind().to_string(),
                message: text(lang, &e.message()),
            },
            LiveError::Closed => Failure {
                kind: "closed".to_string(),
                message: text(lang, &Msg::new("app-error-closed")),
            },
        }
    }

    /// A call the page got wrong (an unknown name, arguments of the wrong shape): a bug in the
    /// page, said plainly.
    pub fn bad(why: impl std::fmt::Display) -> Failure {
        Failure {
            kind: "bad-call".to_string(),
            message: why.to_string(),
        }
    }
}

/// The arguments of `method`, read into `T`.
fn args<T: DeserializeOwned>(method: &str, args: Value) -> Result<T, Failure> {
    serde_json::from_value(args).map_err(|e| Failure::bad(format!("{method}: {e}")))
}

fn answer(value: impl Serialize) -> Result<Value, Failure> {
    serde_json::to_value(value).map_err(Failure::bad)
}

#[derive(Deserialize)]
struct GameArgs {
    game: GameId,
}

#[derive(Deserialize)]
struct SetupArgs {
    game: GameId,
    you: String,
}

#[derive(Deserialize)]
struct SeatsArgs {
    seats: Vec<SeatSetup>,
}

#[derive(Deserialize)]
struct SeatNameArgs {
    seats: Vec<SeatSetup>,
    bot: bool,
}

#[derive(Deserialize)]
struct SwitchArgs {
    seats: Vec<SeatSetup>,
    index: usize,
    ai: Option<Level>,
}

#[derive(Deserialize)]
struct SeriesArgs {
    series: i64,
}

#[derive(Deserialize)]
struct SettingsArgs {
    settings: Settings,
}

#[derive(Deserialize)]
struct LookArgs {
    look: LookSettings,
}

#[derive(Deserialize)]
struct NameArgs {
    name: String,
}

#[derive(Deserialize)]
struct RenameArgs {
    id: i64,
    name: String,
}

#[derive(Deserialize)]
struct MergeArgs {
    from: i64,
    into: i64,
}

#[derive(Deserialize)]
struct RemoveArgs {
    id: i64,
    keep_name: bool,
}

#[derive(Deserialize)]
struct ExportArgs {
    format: cardavia_core::app::ExportFormat,
}

/// A message's argument from the page: a number (which picks a plural) or a text.
#[derive(Deserialize)]
#[serde(untagged)]
enum MessageValue {
    Number(i64),
    Text(String),
}

#[derive(Deserialize)]
struct MessageArgs {
    id: String,
    #[serde(default)]
    args: BTreeMap<String, MessageValue>,
}

/// `id` in `lang` with `args` (numbers choose the plural): any message of the core's, for the
/// page's own screens.
fn message(lang: Lang, id: String, args: BTreeMap<String, MessageValue>) -> String {
    let mut msg = Msg::dynamic(id);
    msg.args = args
        .into_iter()
        .map(|(name, value)| {
            let value = match value {
                MessageValue::Number(n) => Arg::Int(n),
                MessageValue::Text(t) => Arg::Text(t),
            };
            (Cow::Owned(name), value)
        })
        .collect();
    text(lang, &msg)
}

/// Answers `method` with `arguments` on `app` at `now_ms` (ms since the Unix epoch).
pub fn call(app: &mut App, method: &str, arguments: Value, now_ms: i64) -> Result<Value, Failure> {
    let lang = app.lang();
    let failed = |e: AppError| Failure::app(&e, lang);
    match method {
        "takeNotice" => answer(app.take_notice()),
        "takeDamagedNotices" => answer(app.take_damaged_notices().map_err(failed)?),
        "language" => answer(lang),
        "languages" => answer(app.languages()),
        "texts" => answer(l10n::shell_texts(lang)),
        "message" => {
            let a: MessageArgs = args(method, arguments)?;
            answer(message(lang, a.id, a.args))
        }
        "marks" => answer(json!({
            "turn": TURN_MARK, "warning": WARNING_MARK, "bot": BOT_MARK, "winner": WINNER_MARK,
        })),
        "games" => answer(app.games()),
        "setupScreen" => {
            let a: SetupArgs = args(method, arguments)?;
            answer(app.setup_screen(a.game, &a.you))
        }
        "freeSeatName" => {
            let a: SeatNameArgs = args(method, arguments)?;
            answer(app.free_seat_name(&a.seats, a.bot))
        }
        "switchSeat" => {
            let a: SwitchArgs = args(method, arguments)?;
            answer(app.switch_seat(&a.seats, a.index, a.ai))
        }
        "addSeat" => {
            let a: SeatsArgs = args(method, arguments)?;
            answer(app.add_seat(&a.seats))
        }
        "levels" => answer(app.levels()),
        "botPaces" => answer(app.paces()),
        "savedTables" => answer(app.saved_tables(now_ms).map_err(failed)?),
        "keptTables" => answer(app.kept_tables().map_err(failed)?),
        "abandonSaved" => {
            let a: SeriesArgs = args(method, arguments)?;
            app.abandon(SeriesId(a.series), now_ms).map_err(failed)?;
            Ok(Value::Null)
        }
        "rules" => {
            let a: GameArgs = args(method, arguments)?;
            answer(app.rules(a.game))
        }
        "settings" => answer(app.settings()),
        "saveSettings" => {
            let a: SettingsArgs = args(method, arguments)?;
            app.save_settings(a.settings).map_err(failed)?;
            Ok(Value::Null)
        }
        "turnTimers" => answer(app.turn_timers()),
        "look" => answer(app.settings().look.look()),
        "lookPreview" => {
            let a: LookArgs = args(method, arguments)?;
            answer(a.look.look())
        }
        "players" => answer(app.players().map_err(failed)?),
        "roster" => answer(app.roster(now_ms).map_err(failed)?),
        "renamePerson" => {
            let a: RenameArgs = args(method, arguments)?;
            app.rename_person(a.id, &a.name).map_err(failed)?;
            Ok(Value::Null)
        }
        "mergePeople" => {
            let a: MergeArgs = args(method, arguments)?;
            app.merge_people(a.from, a.into).map_err(failed)?;
            Ok(Value::Null)
        }
        "removePerson" => {
            let a: RemoveArgs = args(method, arguments)?;
            app.remove_person(a.id, a.keep_name, now_ms)
                .map_err(failed)?;
            Ok(Value::Null)
        }
        "exportFormats" => answer(app.export_formats()),
        "exportStats" => {
            let a: ExportArgs = args(method, arguments)?;
            answer(app.export_stats(a.format, now_ms).map_err(failed)?)
        }
        "playerStats" => {
            let a: NameArgs = args(method, arguments)?;
            let stats = app.player_stats(&a.name).map_err(failed)?;
            let lines: Vec<StatsLine> = stats.iter().map(|s| StatsLine::of(s, lang)).collect();
            answer(lines)
        }
        "chart" => {
            let a: NameArgs = args(method, arguments)?;
            answer(app.latest_chart(&a.name).map_err(failed)?)
        }
        _ => Err(Failure::bad(format!("no call named {method:?}"))),
    }
}

#[cfg(test)]
mod tests;
