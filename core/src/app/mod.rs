//! The app: what every shell needs around the tables, in one place so Kotlin, Swift and the
//! terminal do not each write it. It opens the store, picks the language, lists the games and
//! their set-up choices, starts and resumes tables, saves them after every change, and reads the
//! stats and settings. Every timestamp is the caller's (`now_ms`, ms since the Unix epoch).

mod catalog;
mod chart;
mod claims;
mod export;
mod live;
mod offers;
mod roster;
mod saved;
mod saving;
mod setup_screen;
mod stats_text;

pub use catalog::{GameCard, OptionField, SetupForm};
pub use chart::{Chart, ChartSeries};
pub use export::{
    every_players_stats, stats_csv, ExportChoice, ExportFormat, StatsExport, EXPORT_VERSION,
};
pub use live::{StoreAutosave, WallClock};
pub use offers::{languages, LanguageChoice, TimerChoice};
pub use roster::RosterPerson;
pub use saved::{KeptTable, ResumeOffer, SavedTable};
pub use saving::TableSaver;
pub use setup_screen::{PaceChoice, SetupChoice, SetupField, SetupLevel, SetupScreen};
pub use stats_text::{percent, StatsLine, StatsText, TallyText};

use crate::games::GameId;
use crate::games::{rules_sections, RuleSection};
use crate::l10n::{text, Lang, Msg};
use crate::store::{
    HeadToHead, Notice, Occupant, PlayerStats, Progression, SeatSpec, SeriesId, Settings, Store,
    StoreError,
};
use crate::table::{SeatSetup, Table, TableError, TableSetup};
use std::path::Path;

/// What `game` calls a round of its series ("deal", "game"), for the app's own words.
pub(crate) fn round_word(game: GameId) -> crate::table::RoundWord {
    crate::with_game!(game, G => <G as crate::table::TableGame>::ROUND_WORD)
}

/// Why the app could not do something. Nothing changed.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Table(#[from] TableError),
    #[error("there is no player called {0:?}")]
    UnknownPlayer(String),
    /// The series is open at another table of this app (another window).
    #[error("series {0} is open at another table")]
    TableOpen(SeriesId),
}

impl AppError {
    /// A stable, kebab-case id.
    pub fn kind(&self) -> &'static str {
        match self {
            AppError::Store(e) => e.kind(),
            AppError::Table(e) => e.kind(),
            AppError::UnknownPlayer(_) => "unknown-player",
            AppError::TableOpen(_) => "table-open",
        }
    }

    pub fn message(&self) -> Msg {
        match self {
            AppError::Store(e) => e.message(),
            AppError::Table(e) => e.message(),
            AppError::UnknownPlayer(name) => {
                Msg::new("app-error-unknown-player").text("name", name.clone())
            }
            AppError::TableOpen(_) => Msg::new("app-error-table-open"),
        }
    }
}

/// A table with the series it is saved in, and what of it is saved.
pub struct OpenTable {
    pub series: SeriesId,
    pub table: Table,
    pub saver: TableSaver,
    /// The pause before each bot's move, from the settings' pace when the table opened.
    pub bot_pause: std::time::Duration,
}

/// The app's state: the store and the settings it holds.
pub struct App {
    store: Store,
    notices: Vec<Notice>,
    settings: Settings,
    device_langs: Vec<String>,
    /// A language chosen for this run only (`cardavia --lang`), over the settings.
    session_lang: Option<Lang>,
    /// The device's offset from UTC in minutes, given to every table started or resumed.
    utc_offset_minutes: i32,
    /// The series open at a table of this app.
    claims: claims::Claims,
}

impl App {
    /// Opens (or creates) the store at `path`. A damaged store is replaced and kept aside: the
    /// notice says so once ([`App::take_notice`]).
    pub fn open(path: &Path, device_langs: &[String]) -> Result<App, AppError> {
        let opened = Store::open(path)?;
        Self::with_store(opened.store, opened.notices, device_langs)
    }

    /// Opens the store at a path a person chose (`--db PATH`): as [`App::open`], but a file
    /// that is no database at all is refused untouched ([`Store::open_chosen`]).
    pub fn open_chosen(path: &Path, device_langs: &[String]) -> Result<App, AppError> {
        let opened = Store::open_chosen(path)?;
        Self::with_store(opened.store, opened.notices, device_langs)
    }

    /// An app over a store in memory (tests, or a device whose storage fails).
    pub fn in_memory(device_langs: &[String]) -> Result<App, AppError> {
        Self::with_store(Store::open_in_memory()?, Vec::new(), device_langs)
    }

    /// An app on a device that gives Cardavia no storage (a browser's private window): play
    /// goes on in memory, the home screen says so once ([`Notice::NothingKept`]), and every
    /// table's view says that its changes are not saved ([`SaveProblem::NothingKept`]), so
    /// nothing is lost without a word.
    ///
    /// [`SaveProblem::NothingKept`]: crate::table::SaveProblem::NothingKept
    pub fn keeping_nothing(device_langs: &[String]) -> Result<App, AppError> {
        Self::with_store(
            Store::open_fleeting()?,
            vec![Notice::NothingKept],
            device_langs,
        )
    }

    /// An app whose store another Cardavia holds so that this one cannot read it (a browser's
    /// second tab): the home screen says so once ([`Notice::OtherTab`]), and every write is
    /// refused as the store being in use, as on a phone whose store another app writes.
    pub fn held_elsewhere(device_langs: &[String]) -> Result<App, AppError> {
        Self::with_store(
            Store::open_held_elsewhere()?,
            vec![Notice::OtherTab],
            device_langs,
        )
    }

    fn with_store(
        store: Store,
        notices: Vec<Notice>,
        device_langs: &[String],
    ) -> Result<App, AppError> {
        let settings = store.settings()?;
        Ok(App {
            store,
            notices,
            settings,
            device_langs: device_langs.to_vec(),
            session_lang: None,
            utc_offset_minutes: 0,
            claims: claims::Claims::default(),
        })
    }

    /// What to tell the player about opening the store (once), one paragraph per thing found.
    pub fn take_notice(&mut self) -> Option<String> {
        let lang = self.lang();
        let notices = std::mem::take(&mut self.notices);
        (!notices.is_empty()).then(|| {
            notices
                .iter()
                .map(|n| crate::l10n::text(lang, &n.message()))
                .collect::<Vec<_>>()
                .join("\n\n")
        })
    }

    /// Uses `lang` for this run, whatever the settings say.
    pub fn set_session_lang(&mut self, lang: Lang) {
        self.session_lang = Some(lang);
    }

    /// The device's offset from UTC in minutes, east positive (default 0): tables started or
    /// resumed after this read the phone's local time with it (Ganjifa's `clock` period, G3).
    /// The core reads no clock; the shell knows the device's time zone.
    pub fn set_utc_offset_minutes(&mut self, minutes: i32) {
        self.utc_offset_minutes = minutes;
    }

    /// The language: this run's choice, else the settings' choice, else the device's
    /// preferences, else English.
    pub fn lang(&self) -> Lang {
        if let Some(lang) = self.session_lang {
            return lang;
        }
        match &self.settings.language {
            Some(tag) => Lang::negotiate(&[tag.as_str()]),
            None => Lang::negotiate(&self.device_langs),
        }
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Validates and stores the settings. Choosing a language ends this run's override.
    pub fn save_settings(&mut self, settings: Settings) -> Result<(), AppError> {
        self.store.save_settings(&settings)?;
        if settings.language != self.settings.language {
            self.session_lang = None;
        }
        self.settings = settings;
        Ok(())
    }

    /// The four games, with their names and blurbs in the app's language.
    pub fn games(&self) -> Vec<GameCard> {
        GameId::ALL
            .iter()
            .map(|&g| catalog::card(g, self.lang()))
            .collect()
    }

    /// The set-up choices of a game, labelled in the app's language, preselected from the
    /// settings: DiCa's time per turn (D10) when the settings set one the game offers ("no
    /// timer" preselects "off"), DiCa's `mistakes` (D4.7) and DICEN's hints.
    pub fn setup_form(&self, game: GameId) -> SetupForm {
        let mut form = catalog::form(game, self.lang());
        let assist = &self.settings.assist;
        // Compared as JSON values, not as text: a choice's value is the option's JSON.
        let preferred = [
            // "No timer" in the settings is DiCa's "off" (D10), not the rule book's 30 s.
            (
                "time_limit",
                self.settings
                    .turn_timer_s
                    .map_or_else(|| serde_json::json!("off"), |s| serde_json::json!(s)),
            ),
            ("mistakes", serde_json::json!(assist.dica_mistakes.as_str())),
            ("hints", serde_json::json!(assist.dicen_hints)),
        ];
        for field in &mut form.options {
            let Some((_, wanted)) = preferred.iter().find(|(key, _)| *key == field.key) else {
                continue;
            };
            let chosen = field.choices.iter().position(|(_, value)| {
                serde_json::from_str::<serde_json::Value>(value).is_ok_and(|v| v == *wanted)
            });
            if let Some(index) = chosen {
                field.default = index;
            }
        }
        form
    }

    /// The rule book's usual table for `game`: `you` and bots at the settings' level, named
    /// in the app's language as the phone shells name a bot seat they add ("IA 2").
    pub fn default_setup(&self, game: GameId, you: &str, seed: u64) -> TableSetup {
        let mut setup = TableSetup::default_for(game, you, seed);
        let lang = self.lang();
        let mut bots = 0;
        for seat in &mut setup.seats {
            if seat.ai.is_some() {
                bots += 1;
                seat.ai = Some(self.settings.ai_level);
                seat.name = text(lang, &Msg::new("shell-bot-name").int("n", bots));
            }
        }
        setup
    }

    /// A set-up from a set-up screen: the seats, and the index chosen for each field of the
    /// game's [`SetupForm`] (shells never build the options JSON themselves).
    pub fn setup_from_choices(
        &self,
        game: GameId,
        seats: Vec<SeatSetup>,
        choices: &[usize],
        seed: u64,
    ) -> TableSetup {
        let (options, undo) = self.setup_form(game).setup_options(choices);
        TableSetup {
            game,
            options,
            seats,
            seed,
            undo,
        }
    }

    /// The full rules of a game in the app's language.
    pub fn rules(&self, game: GameId) -> Vec<RuleSection> {
        rules_sections(game, self.lang())
    }

    /// Starts a table and the series it is saved in. People's names become (or reuse) profiles.
    pub fn start(&mut self, setup: TableSetup, now_ms: i64) -> Result<OpenTable, AppError> {
        let mut table = Table::new_local(
            setup,
            self.lang(),
            now_ms.max(0) as u64,
            self.utc_offset_minutes,
        )?;
        table.set_look(self.settings.look);
        let series = self.new_series(&table, now_ms)?;
        let saver = TableSaver::new(series, &table).claimed(self.claims.claim(series));
        Ok(OpenTable {
            series,
            table,
            saver,
            bot_pause: self.settings.bot_pace.pause(),
        })
    }

    /// Starts a series for `table`, with the actions it has already applied (the first deal,
    /// say), its first checkpoint and its state, in one transaction: a kill half-way leaves no
    /// series, never one that Resume offers and cannot restore. People's names become (or
    /// reuse) profiles first; a team of several people (DiCa, D2) is no profile: each of its
    /// people is, credited with the team's results and their own counts.
    pub(crate) fn new_series(&mut self, table: &Table, now_ms: i64) -> Result<SeriesId, AppError> {
        let setup = table.setup().clone();
        let teams = table.teams();
        let team_people = table.seat_people();
        let mut seats = Vec::with_capacity(setup.seats.len());
        let mut people = Vec::new();
        for (i, seat) in setup.seats.iter().enumerate() {
            let names: &[String] = team_people.get(i).map_or(&[], Vec::as_slice);
            // D2: several people playing one seat are no profile of their own; each person is.
            let occupant = match (seat.ai, names.len()) {
                (Some(level), _) => Occupant::Ai(level),
                (None, 0 | 1) => {
                    Occupant::Player(self.store.player_or_new(seat.name.trim(), now_ms)?.id)
                }
                (None, _) => {
                    for name in names {
                        let person = self.store.player_or_new(name.trim(), now_ms)?.id;
                        people.push((i as crate::engine::Seat, person));
                    }
                    Occupant::People
                }
            };
            seats.push(SeatSpec {
                occupant,
                team: teams.get(i).copied().flatten(),
            });
        }
        let checkpoint = table.checkpoint_json()?;
        let state = table.state_json()?;
        let narration = table.narration_from(0)?;
        let opening = table.actions_from(0);
        let series = self.store.start_series(&crate::store::NewSeries {
            game: setup.game,
            options: &setup.options.to_string(),
            seats: &seats,
            planned_rounds: 0,
            created_ms: now_ms,
            snapshot: &checkpoint,
            opening: &opening,
            state: Some(&state),
            narration: &narration,
            people: &people,
        })?;
        Ok(series)
    }

    /// The most recent unfinished table that restores, if any: its game and its seats' names,
    /// to offer it. Tables that do not restore are marked damaged on the way (kept, reported
    /// once by [`App::take_damaged_notices`]), never offered.
    pub fn resumable(&mut self) -> Result<Option<ResumeOffer>, AppError> {
        Ok(self.latest_restorable()?.map(|open| ResumeOffer {
            game: open.table.game_id(),
            names: open
                .table
                .setup()
                .seats
                .iter()
                .map(|s| s.name.clone())
                .collect(),
        }))
    }

    /// The most recent unfinished table that restores, to resume exactly where it was (see
    /// [`App::resumable`]; [`App::resume_series`] resumes any listed one).
    pub fn resume(&mut self) -> Result<Option<OpenTable>, AppError> {
        // One writer: where another Cardavia writes, nothing played here could be saved.
        if self.store.is_in_use_elsewhere() {
            return Err(StoreError::InUse.into());
        }
        self.latest_restorable()
    }

    /// Leaves the series unfinished on purpose: it is kept (its rounds count in the stats) and
    /// no longer offered for resuming. A damaged series may be abandoned too.
    pub fn abandon(&mut self, series: SeriesId, now_ms: i64) -> Result<(), AppError> {
        Ok(self.store.abandon_series(series, now_ms)?)
    }

    /// Saves what changed since the last save of this table (see [`TableSaver`]). A series'
    /// end is synced to the disk by the next [`App::copy_journal`] (the live table's, right after
    /// the change's view is out).
    pub fn save(
        &mut self,
        saver: &mut TableSaver,
        table: &Table,
        now_ms: i64,
    ) -> Result<(), AppError> {
        saver.save(self, table, now_ms)
    }

    /// The store's quiet-moment work ([`Store::copy_journal`]).
    pub fn copy_journal(&mut self) -> Result<bool, AppError> {
        Ok(self.store.copy_journal()?)
    }

    /// Whether the store has quiet-moment work to do ([`Store::journal_copy_due`]).
    pub fn journal_copy_due(&self) -> bool {
        self.store.journal_copy_due()
    }

    pub fn players(&self) -> Result<Vec<String>, AppError> {
        Ok(self.store.players()?.into_iter().map(|p| p.name).collect())
    }

    /// A player's stats in every game they played.
    pub fn player_stats(&self, name: &str) -> Result<Vec<PlayerStats>, AppError> {
        let player = self
            .store
            .player_named(name)?
            .ok_or_else(|| AppError::UnknownPlayer(name.to_string()))?;
        Ok(self.store.player_stats_all(player.id)?)
    }

    /// Every player's stats in one game.
    pub fn game_stats(&self, game: GameId) -> Result<Vec<PlayerStats>, AppError> {
        Ok(self.store.game_stats(game)?)
    }

    pub fn head_to_head(
        &self,
        a: &str,
        b: &str,
        game: Option<GameId>,
    ) -> Result<HeadToHead, AppError> {
        let find = |name: &str| {
            self.store
                .player_named(name)?
                .ok_or_else(|| AppError::UnknownPlayer(name.to_string()))
        };
        let (a, b) = (find(a)?, find(b)?);
        Ok(self.store.head_to_head(a.id, b.id, game)?)
    }

    /// The round-by-round scores of the most recent series `name` played (the data behind the
    /// stats screen's chart).
    pub fn latest_progression(&self, name: &str) -> Result<Option<Progression>, AppError> {
        let folded = name.to_lowercase();
        let latest = self.store.series_list(None)?.into_iter().rev().find(|s| {
            s.seats
                .iter()
                .any(|seat| seat.name.as_deref().map(str::to_lowercase) == Some(folded.clone()))
        });
        match latest {
            Some(series) => Ok(Some(self.store.progression(series.id)?)),
            None => Ok(None),
        }
    }

    /// The name a set-up screen gives a seat it adds, or turns into a bot or a person: "Bot n"
    /// or "Player n" in the app's language, with the smallest n no seat in `seats` uses (the
    /// names at a table must differ).
    pub fn free_seat_name(&self, seats: &[SeatSetup], bot: bool) -> String {
        let lang = self.lang();
        let id = if bot {
            "shell-bot-name"
        } else {
            "shell-player-name"
        };
        (1i64..)
            .map(|n| text(lang, &Msg::new(id).int("n", n)))
            .find(|name| !seats.iter().any(|s| s.name.trim() == name))
            .unwrap_or_default()
    }

    /// A progression's seats as people read them: players by name, bots (the store keeps no
    /// name for them) numbered among the bots as a set-up names them ("Bot 1", "IA 2").
    pub fn seat_names(&self, progression: &Progression) -> Vec<String> {
        let lang = self.lang();
        let mut bots = 0;
        progression
            .series
            .seats
            .iter()
            .map(|seat| match &seat.name {
                Some(name) => name.clone(),
                None => {
                    bots += 1;
                    text(lang, &Msg::new("shell-bot-name").int("n", bots))
                }
            })
            .collect()
    }

    /// The store, for the queries the app does not wrap.
    pub fn store(&self) -> &Store {
        &self.store
    }

    pub(crate) fn store_mut(&mut self) -> &mut Store {
        &mut self.store
    }
}
