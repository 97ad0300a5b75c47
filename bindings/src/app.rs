//! The app object the shells open first: games, set-up, rules, settings, stats, and tables.

use crate::error::CardaviaError;
use crate::live::{Bridge, LiveTable, TableObserver};
use crate::runtime::TableRuntime;
use cardavia_core::ai::Level;
use cardavia_core::app::{
    App, Chart, ExportChoice, ExportFormat, GameCard, KeptTable, OpenTable, PaceChoice,
    ResumeOffer, RosterPerson, SavedTable, SetupChoice, SetupField, SetupLevel, SetupScreen,
    StatsExport, StatsLine, StatsText, StoreAutosave, TimerChoice, WallClock,
};
use cardavia_core::games::GameId;
use cardavia_core::games::RuleSection;
use cardavia_core::l10n::{text, Arg, Lang, Msg};
use cardavia_core::look::{Look, LookSettings};
use cardavia_core::runtime::{self, LiveOptions, TokioHost};
use cardavia_core::store::{BotPace, Settings};
use cardavia_core::table::SeatSetup;
use std::borrow::Cow;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// One seat at set-up: a person by name, or a bot (`ai`) with its level.
#[uniffi::remote(Record)]
pub struct SeatSetup {
    pub name: String,
    pub ai: Option<Level>,
}

/// The set-up screen of a game: its seats to start from and its option fields.
#[uniffi::remote(Record)]
pub struct SetupScreen {
    pub game: GameId,
    pub min_seats: u32,
    pub max_seats: u32,
    pub seats: Vec<SeatSetup>,
    pub people: Vec<String>,
    pub fields: Vec<SetupField>,
    pub levels: Vec<SetupLevel>,
    pub note: Option<String>,
}

/// A person on the group's roster: their id (what rename, merge and remove name), their name,
/// and how much and when they last played, in words.
#[uniffi::remote(Record)]
pub struct RosterPerson {
    pub id: i64,
    pub name: String,
    pub summary: String,
}

/// CSV for a spreadsheet, JSON for a program.
#[uniffi::remote(Enum)]
pub enum ExportFormat {
    Csv,
    Json,
}

/// An export format with its label in the app's language.
#[uniffi::remote(Record)]
pub struct ExportChoice {
    pub format: ExportFormat,
    pub label: String,
}

/// The statistics as a file for the share sheet: its name, media type and text.
#[uniffi::remote(Record)]
pub struct StatsExport {
    pub file_name: String,
    pub mime_type: String,
    pub text: String,
}

/// One option: its label, its choices, the rule book's default (an index into `choices`), and
/// what it does where its label does not tell.
#[uniffi::remote(Record)]
pub struct SetupField {
    pub label: String,
    pub choices: Vec<SetupChoice>,
    pub default_choice: u32,
    pub description: Option<String>,
}

/// One choice of an option, labelled.
#[uniffi::remote(Record)]
pub struct SetupChoice {
    pub label: String,
}

/// A bot level, labelled.
#[uniffi::remote(Record)]
pub struct SetupLevel {
    pub level: Level,
    pub label: String,
}

/// A bots' pace, labelled (the settings' choice).
#[uniffi::remote(Record)]
pub struct PaceChoice {
    pub pace: BotPace,
    pub label: String,
}

/// A named argument of a [`CardaviaApp::message`].
#[derive(Clone, Debug, uniffi::Record)]
pub struct MessageArg {
    pub name: String,
    pub value: MessageValue,
}

/// A number (plurals follow it) or a text.
#[derive(Clone, Debug, uniffi::Enum)]
pub enum MessageValue {
    Number { value: i64 },
    Text { value: String },
}

/// A series in the store, by its id.
type SeriesId = cardavia_core::store::SeriesId;
uniffi::custom_type!(SeriesId, i64, {
    remote,
    lower: |series| series.0,
    try_lift: |id| Ok(cardavia_core::store::SeriesId(id)),
});

/// An unfinished table the home screen lists, resumable or abandonable by its series; every
/// text in the app's language.
#[uniffi::remote(Record)]
pub struct SavedTable {
    pub series: SeriesId,
    pub game: GameId,
    pub game_name: String,
    pub seats: Vec<String>,
    pub round: u32,
    pub turn: Option<String>,
    pub played_ms: i64,
    pub played: String,
    pub summary: String,
}

/// An unfinished table this version cannot open (a game it does not know): listed apart from
/// the saved tables, never offered.
#[uniffi::remote(Record)]
pub struct KeptTable {
    pub series: SeriesId,
    pub summary: String,
}

/// The unfinished table the app can resume: its game and its seats' names.
#[uniffi::remote(Record)]
pub struct ResumeOffer {
    pub game: GameId,
    pub names: Vec<String>,
}

/// A player's record in one game: the shares its bars draw, and every figure in words.
#[uniffi::remote(Record)]
pub struct StatsLine {
    pub game: GameId,
    pub series_share: f64,
    pub rounds_share: f64,
    pub shown: StatsText,
}

/// `bot_pause_ms` when no test set it: tables follow the settings' pace.
const SETTINGS_PACE: u64 = u64::MAX;

fn wall_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// The app over one data folder. Every call that may wait (the store, a log replay) is async:
/// it runs on the core's runtime and the shell awaits it off its UI thread.
#[derive(uniffi::Object)]
pub struct CardaviaApp {
    app: Arc<Mutex<App>>,
    /// Shared with every live table, so a table plays on while the shell holds it, even after
    /// the shell let go of the app.
    runtime: Arc<TableRuntime>,
    bot_pause_ms: AtomicU64,
    tap_guard_ms: AtomicU64,
}

impl CardaviaApp {
    /// Runs `work` on the app, on the runtime's blocking pool.
    async fn with_app<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut App) -> Result<T, CardaviaError> + Send + 'static,
    ) -> Result<T, CardaviaError> {
        let app = Arc::clone(&self.app);
        self.runtime
            .run(move || {
                let mut app = app
                    .lock()
                    .map_err(|_| CardaviaError::internal("the app's lock is poisoned"))?;
                work(&mut app)
            })
            .await
    }

    fn live(
        &self,
        open: OpenTable,
        observer: Arc<dyn TableObserver>,
    ) -> Result<Arc<LiveTable>, CardaviaError> {
        let handle = self
            .runtime
            .handle()
            .ok_or_else(|| CardaviaError::internal("the tables' runtime has stopped"))?;
        let clock: WallClock = Arc::new(wall_ms);
        let lang = open.table.view().lang;
        let autosave = Arc::new(StoreAutosave::new(self.app.clone(), open.saver, clock));
        let live = runtime::open(
            Arc::new(TokioHost::new(handle.clone())),
            open.table,
            Arc::new(Bridge(observer)),
            Some(autosave),
            LiveOptions {
                bot_pause: match self.bot_pause_ms.load(Ordering::Relaxed) {
                    SETTINGS_PACE => open.bot_pause,
                    ms => Duration::from_millis(ms),
                },
                epoch_ms: wall_ms().max(0) as u64,
                tap_guard: Duration::from_millis(self.tap_guard_ms.load(Ordering::Relaxed)),
                ..LiveOptions::default()
            },
        );
        Ok(Arc::new(LiveTable {
            live,
            lang,
            runtime: Arc::clone(&self.runtime),
        }))
    }
}

/// The core's error in the app's language, for a `with_app` closure.
fn failed(lang: Lang) -> impl Fn(cardavia_core::app::AppError) -> CardaviaError {
    move |e| CardaviaError::app(&e, lang)
}

#[uniffi::export]
impl CardaviaApp {
    /// Opens the app's store in `data_dir` (created if missing), speaking the first of
    /// `preferred_languages` (BCP 47 tags, most preferred first) that Cardavia knows. A store
    /// that cannot be opened is a `Storage` error whose reason is in that language.
    #[uniffi::constructor]
    pub async fn open(
        data_dir: String,
        preferred_languages: Vec<String>,
    ) -> Result<Arc<Self>, CardaviaError> {
        crate::logging::install();
        let runtime = TableRuntime::new()?;
        let app = runtime
            .run(move || {
                let lang = Lang::negotiate(&preferred_languages);
                let dir = PathBuf::from(data_dir);
                std::fs::create_dir_all(&dir).map_err(|e| {
                    tracing::warn!(error = %e, "the data folder could not be created");
                    CardaviaError::Storage {
                        kind: "cannot-open".into(),
                        reason: text(lang, &Msg::new("store-error-cannot-open")),
                    }
                })?;
                App::open(&dir.join("cardavia.db"), &preferred_languages).map_err(failed(lang))
            })
            .await?;
        Ok(Arc::new(CardaviaApp {
            app: Arc::new(Mutex::new(app)),
            runtime,
            bot_pause_ms: AtomicU64::new(SETTINGS_PACE),
            tap_guard_ms: AtomicU64::new(cardavia_core::runtime::TAP_GUARD.as_millis() as u64),
        }))
    }

    /// Bots wait this long before each move at tables started from now on, over the
    /// settings' pace (which is what a table follows unless this is called); tests set 0.
    pub fn set_bot_pause_ms(&self, ms: u64) {
        self.bot_pause_ms.store(ms, Ordering::Relaxed);
    }

    /// A tap this soon after the screen changed is refused as the second tap of a double tap
    /// (default 350 ms) at tables started from now on; tests that tap as fast as the machine
    /// can set 0.
    pub fn set_tap_guard_ms(&self, ms: u64) {
        self.tap_guard_ms.store(ms, Ordering::Relaxed);
    }

    /// The device's offset from UTC, in minutes east (Ganjifa's `clock` period reads local time).
    /// Call at start-up and when the time zone changes.
    pub async fn set_utc_offset_minutes(&self, minutes: i32) {
        let _ = self
            .with_app(move |app| {
                app.set_utc_offset_minutes(minutes);
                Ok(())
            })
            .await;
    }

    /// What to tell the player about opening the store (a damaged store replaced), once.
    pub async fn take_notice(&self) -> Option<String> {
        self.with_app(|app| Ok(app.take_notice()))
            .await
            .ok()
            .flatten()
    }

    /// The language the app speaks now (settings, else the device's preferences, else English).
    pub async fn language(&self) -> Lang {
        self.with_app(|app| Ok(app.lang()))
            .await
            .unwrap_or_default()
    }

    /// The four games, with names and blurbs in the app's language.
    pub async fn games(&self) -> Vec<GameCard> {
        self.with_app(|app| Ok(app.games()))
            .await
            .unwrap_or_default()
    }

    /// The set-up screen of a game, with `you` in the first seat.
    pub async fn setup_screen(
        &self,
        game: GameId,
        you: String,
    ) -> Result<SetupScreen, CardaviaError> {
        self.with_app(move |app| Ok(app.setup_screen(game, &you)))
            .await
    }

    /// Starts a table: the seats, and for each field of the set-up screen the chosen index.
    /// Its views go to `observer`; it is saved after every change.
    pub async fn start_table(
        &self,
        game: GameId,
        seats: Vec<SeatSetup>,
        choices: Vec<u32>,
        observer: Arc<dyn TableObserver>,
    ) -> Result<Arc<LiveTable>, CardaviaError> {
        let open = self
            .with_app(move |app| {
                let chosen: Vec<usize> = choices.iter().map(|&c| c as usize).collect();
                let setup = app.setup_from_choices(game, seats, &chosen, wall_ms() as u64);
                app.start(setup, wall_ms()).map_err(failed(app.lang()))
            })
            .await?;
        self.live(open, observer)
    }

    /// The most recently played unfinished table that restores, if there is one.
    pub async fn resumable(&self) -> Option<ResumeOffer> {
        self.with_app(|app| Ok(app.resumable().ok().flatten()))
            .await
            .ok()
            .flatten()
    }

    /// Resumes the most recently played unfinished table exactly where it was.
    pub async fn resume_table(
        &self,
        observer: Arc<dyn TableObserver>,
    ) -> Result<Option<Arc<LiveTable>>, CardaviaError> {
        let open = self
            .with_app(|app| app.resume().map_err(failed(app.lang())))
            .await?;
        open.map(|open| self.live(open, observer)).transpose()
    }

    /// Every unfinished table that restores, the most recently played first. Tables whose save
    /// does not restore are kept, left out, and reported once by [`CardaviaApp::take_damaged_notices`].
    pub async fn saved_tables(&self) -> Result<Vec<SavedTable>, CardaviaError> {
        self.with_app(|app| app.saved_tables(wall_ms()).map_err(failed(app.lang())))
            .await
    }

    /// The unfinished tables of games this version does not know: kept in the store as they
    /// are, to list apart (so that no table seems lost), never to resume.
    pub async fn kept_tables(&self) -> Result<Vec<KeptTable>, CardaviaError> {
        self.with_app(|app| app.kept_tables().map_err(failed(app.lang())))
            .await
    }

    /// Resumes one saved table by its series ([`SavedTable::series`]).
    pub async fn resume_saved(
        &self,
        series: SeriesId,
        observer: Arc<dyn TableObserver>,
    ) -> Result<Arc<LiveTable>, CardaviaError> {
        let open = self
            .with_app(move |app| app.resume_series(series).map_err(failed(app.lang())))
            .await?;
        self.live(open, observer)
    }

    /// Abandons a saved table: it is kept (its rounds stay in the stats) and no longer listed.
    pub async fn abandon_saved(&self, series: SeriesId) -> Result<(), CardaviaError> {
        self.with_app(move |app| app.abandon(series, wall_ms()).map_err(failed(app.lang())))
            .await
    }

    /// Notices, in the app's language, for saved tables found damaged since the last call:
    /// each is reported once.
    pub async fn take_damaged_notices(&self) -> Vec<String> {
        self.with_app(|app| Ok(app.take_damaged_notices().unwrap_or_default()))
            .await
            .unwrap_or_default()
    }

    /// A game's full rules, section by section, in the app's language.
    pub async fn rules(&self, game: GameId) -> Vec<RuleSection> {
        self.with_app(move |app| Ok(app.rules(game)))
            .await
            .unwrap_or_default()
    }

    /// The stored settings.
    pub async fn settings(&self) -> Settings {
        self.with_app(|app| Ok(app.settings().clone()))
            .await
            .unwrap_or_default()
    }

    /// Validates and saves the settings; out-of-range values are refused with a reason.
    pub async fn save_settings(&self, settings: Settings) -> Result<(), CardaviaError> {
        self.with_app(move |app| app.save_settings(settings).map_err(failed(app.lang())))
            .await
    }

    /// The turn timers the settings offer, "off" (`seconds` = `None`) included, labelled.
    pub async fn turn_timers(&self) -> Vec<TimerChoice> {
        self.with_app(|app| Ok(app.turn_timers()))
            .await
            .unwrap_or_default()
    }

    /// The colour matrix and grain for the current look settings.
    pub async fn look(&self) -> Look {
        self.settings().await.look.look()
    }

    /// The colour matrix and grain for look settings not saved yet: the sliders' live preview
    /// (pure arithmetic: safe on any thread).
    pub fn look_preview(&self, look: LookSettings) -> Look {
        look.look()
    }

    /// The name for a seat the set-up screen adds, or turns into a bot (`bot`) or a person:
    /// "Bot 3", "Jugador 2", with the first number none of `seats` uses.
    pub async fn free_seat_name(&self, seats: Vec<SeatSetup>, bot: bool) -> String {
        self.with_app(move |app| Ok(app.free_seat_name(&seats, bot)))
            .await
            .unwrap_or_default()
    }

    /// The seats with seat `index` made a person (`ai` = `None`) or a bot of that level. A name
    /// the person typed stays; only a numbered one ("Bot 2") follows the new kind ("Player 1").
    pub async fn switch_seat(
        &self,
        seats: Vec<SeatSetup>,
        index: u32,
        ai: Option<Level>,
    ) -> Vec<SeatSetup> {
        let unchanged = seats.clone();
        self.with_app(move |app| Ok(app.switch_seat(&seats, index as usize, ai)))
            .await
            .unwrap_or(unchanged)
    }

    /// The seats with one more: a bot at the settings' level with a free name.
    pub async fn add_seat(&self, seats: Vec<SeatSetup>) -> Vec<SeatSetup> {
        let unchanged = seats.clone();
        self.with_app(move |app| Ok(app.add_seat(&seats)))
            .await
            .unwrap_or(unchanged)
    }

    /// The people on the group's roster, the most recently seen first.
    pub async fn roster(&self) -> Result<Vec<RosterPerson>, CardaviaError> {
        self.with_app(|app| app.roster(wall_ms()).map_err(failed(app.lang())))
            .await
    }

    /// Renames a person; their records follow them. A name taken or empty is refused.
    pub async fn rename_person(&self, id: i64, name: String) -> Result<(), CardaviaError> {
        self.with_app(move |app| app.rename_person(id, &name).map_err(failed(app.lang())))
            .await
    }

    /// Makes `from` the same person as `into`: their records join under `into`. Refused when
    /// they played in the same series.
    pub async fn merge_people(&self, from: i64, into: i64) -> Result<(), CardaviaError> {
        self.with_app(move |app| app.merge_people(from, into).map_err(failed(app.lang())))
            .await
    }

    /// Takes a person off the roster; their past games stay in the records, under their name
    /// (`keep_name`) or as "Former player N".
    pub async fn remove_person(&self, id: i64, keep_name: bool) -> Result<(), CardaviaError> {
        self.with_app(move |app| {
            app.remove_person(id, keep_name, wall_ms())
                .map_err(failed(app.lang()))
        })
        .await
    }

    /// The formats the stats export in, labelled, in the order the stats screen offers them.
    pub async fn export_formats(&self) -> Vec<ExportChoice> {
        self.with_app(|app| Ok(app.export_formats()))
            .await
            .unwrap_or_default()
    }

    /// Every person's statistics as a file to share (CSV or JSON).
    pub async fn export_stats(&self, format: ExportFormat) -> Result<StatsExport, CardaviaError> {
        self.with_app(move |app| {
            app.export_stats(format, wall_ms())
                .map_err(failed(app.lang()))
        })
        .await
    }

    /// The bots' paces, labelled in the app's language, slowest first (for the settings).
    pub async fn bot_paces(&self) -> Vec<PaceChoice> {
        self.with_app(|app| Ok(app.paces()))
            .await
            .unwrap_or_default()
    }

    /// The bot levels, labelled in the app's language (for the settings' default level).
    pub async fn levels(&self) -> Vec<SetupLevel> {
        self.with_app(|app| Ok(app.levels()))
            .await
            .unwrap_or_default()
    }

    /// A message of the shells' own screens (`shell-*` ids) in the app's language. A missing id
    /// comes back as the id itself. (For text drawn on the UI thread, ask [`format_message`]
    /// with the app's [`CardaviaApp::language`]: it takes no lock.)
    pub async fn message(&self, id: String, args: Vec<MessageArg>) -> String {
        let lang = self.language().await;
        format_message(lang, id, args)
    }

    /// The player profiles, by name.
    pub async fn players(&self) -> Vec<String> {
        self.with_app(|app| Ok(app.players().unwrap_or_default()))
            .await
            .unwrap_or_default()
    }

    /// A player's record in every game they played.
    pub async fn player_stats(&self, name: String) -> Result<Vec<StatsLine>, CardaviaError> {
        self.with_app(move |app| {
            let lang = app.lang();
            let stats = app.player_stats(&name).map_err(failed(lang))?;
            Ok(stats.iter().map(|s| StatsLine::of(s, lang)).collect())
        })
        .await
    }

    /// What the stats screen's chart of the latest series `name` played plots: one series per
    /// seat, running totals round by round, its axes labelled.
    pub async fn chart(&self, name: String) -> Option<Chart> {
        self.with_app(move |app| Ok(app.latest_chart(&name).ok().flatten()))
            .await
            .ok()
            .flatten()
    }
}

/// A message of the shells' own screens in `lang`, formatted by the core (numbers choose the
/// plural). Pure and lock-free: a shell may call it while drawing, and before any app is open
/// (the store-failure screen).
#[uniffi::export]
pub fn format_message(lang: Lang, id: String, args: Vec<MessageArg>) -> String {
    let mut msg = Msg::dynamic(id);
    msg.args = args
        .into_iter()
        .map(|arg| {
            let value = match arg.value {
                MessageValue::Number { value } => Arg::Int(value),
                MessageValue::Text { value } => Arg::Text(value),
            };
            (Cow::Owned(arg.name), value)
        })
        .collect();
    text(lang, &msg)
}

/// The language Cardavia speaks for the device's preferences (BCP 47 tags, most preferred
/// first): the one to word a screen in before the app is open.
#[uniffi::export]
pub fn negotiate_language(preferred_languages: Vec<String>) -> Lang {
    Lang::negotiate(&preferred_languages)
}
