//! `cardavia play`: the terminal table. As thin as the phone shells: it draws the core's views and
//! sends intents; the rules, the strings and the numbers all come from the core.
//!
//! Screens: home (the games), set-up, the table (with hand-over screens and summaries), stats,
//! the people (the group's roster), settings and the rules reader. Each screen turns a key into a [`nav::Next`] (open a screen,
//! go back, sit down at a table, quit) that this loop applies; no screen switches to another.
//! `?` explains the screen in sight; at a table it also opens the game's rules. Mouse clicks
//! tap targets where the terminal reports them.
//!
//! The modules, each importing only those below it: `theme`, `nav`, `pieces` (drawing shared
//! by the table and the boards), `boards`, then the screens (`home`, `setup`, `stats`,
//! `people`, `settings`, `rules`, `table_screen`), then this loop.

mod boards;
mod home;
mod nav;
mod people;
mod pieces;
mod rules;
mod settings;
mod setup;
mod stats;
mod table_screen;
mod theme;

#[cfg(test)]
mod legend_tests;
#[cfg(test)]
mod tests;

use cardavia_core::app::{App, OpenTable, StoreAutosave, WallClock};
use cardavia_core::games::GameId;
use cardavia_core::l10n::{text, Lang, Msg};
use cardavia_core::runtime::{self, LiveOptions, LiveTable, ViewObserver};
use cardavia_core::table::TableView;
use nav::{Next, Open};
use pieces::centered;
use ratatui::crossterm::event::{
    self, Event, KeyCode, KeyEvent, KeyEventKind, MouseButton, MouseEventKind,
};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use ratatui::Frame;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use table_screen::{TableAction, TableScreen};
use theme::Theme;

#[derive(clap::Args)]
pub struct Args {
    /// Go straight to this game's set-up: dica, dicen, ganjifa or gnav.
    game: Option<GameId>,
    /// The store (default: cardavia.db in the platform's data directory).
    #[arg(long)]
    db: Option<PathBuf>,
    /// No colours (also when NO_COLOR is set).
    #[arg(long)]
    mono: bool,
    /// Deal every new table from this seed instead of the clock's (to replay a deal; the
    /// end-to-end test uses it).
    #[arg(long)]
    seed: Option<u64>,
}

/// Which screen shows.
pub enum Screen {
    Home(home::Home),
    Setup(setup::Setup),
    Table,
    Stats(stats::Stats),
    People(people::People),
    Settings(settings::SettingsScreen),
    Rules(rules::Rules),
}

/// A table being played.
struct Live {
    table: LiveTable,
}

/// The views a live table delivers, handed to the UI loop.
struct ToUi(Mutex<mpsc::Sender<TableView>>);

impl ViewObserver for ToUi {
    fn on_view(&self, view: TableView) {
        if let Ok(tx) = self.0.lock() {
            let _ = tx.send(view);
        }
    }
}

/// The terminal app's state. Drawing reads it; keys change it.
pub struct Ui {
    pub app: Arc<Mutex<App>>,
    pub theme: Theme,
    pub screen: Screen,
    pub view: Option<TableView>,
    table_screen: TableScreen,
    live: Option<Live>,
    views: Option<mpsc::Receiver<TableView>>,
    runtime: Option<tokio::runtime::Runtime>,
    pub message: String,
    pub help: bool,
    /// Lines the help overlay is scrolled down (↑↓ PgUp PgDn while it shows).
    help_scroll: u16,
    pub quit: bool,
    clock: WallClock,
    /// Bots wait this long before moving, over the settings' pace (tests: no pauses).
    bot_pause: Option<Duration>,
    /// `--seed`: the seed of every new table, else the clock's.
    seed: Option<u64>,
}

impl Ui {
    pub fn new(app: App, theme: Theme, bot_pause: Option<Duration>) -> Ui {
        let app = Arc::new(Mutex::new(app));
        let screen = Screen::Home(home::Home::new(&app));
        Ui {
            app,
            theme,
            screen,
            view: None,
            table_screen: TableScreen::default(),
            live: None,
            views: None,
            runtime: None,
            message: String::new(),
            help: false,
            help_scroll: 0,
            quit: false,
            clock: Arc::new(nav::wall_ms),
            bot_pause,
            seed: None,
        }
    }

    pub fn lang(&self) -> Lang {
        self.app.lock().map(|a| a.lang()).unwrap_or_default()
    }

    fn runtime(&mut self) -> Result<&tokio::runtime::Runtime, String> {
        if self.runtime.is_none() {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_time()
                .build()
                .map_err(|e| e.to_string())?;
            self.runtime = Some(rt);
        }
        self.runtime
            .as_ref()
            .ok_or_else(|| "no runtime".to_string())
    }

    /// Opens a live table (new or resumed) and shows it.
    pub fn open_table(&mut self, open: OpenTable) {
        let OpenTable {
            table,
            saver,
            bot_pause,
            ..
        } = open;
        let (tx, rx) = mpsc::channel();
        let autosave = Arc::new(StoreAutosave::new(
            self.app.clone(),
            saver,
            self.clock.clone(),
        ));
        let epoch = (self.clock)().max(0) as u64;
        let options = LiveOptions {
            bot_pause: self.bot_pause.unwrap_or(bot_pause),
            epoch_ms: epoch,
            ..LiveOptions::default()
        };
        match self.runtime() {
            Ok(rt) => {
                let live = runtime::open(
                    std::sync::Arc::new(runtime::TokioHost::new(rt.handle().clone())),
                    table,
                    Arc::new(ToUi(Mutex::new(tx))),
                    Some(autosave),
                    options,
                );
                self.live = Some(Live { table: live });
                self.views = Some(rx);
                self.table_screen = TableScreen::default();
                // The opening view is delivered as the table opens.
                self.drain_views();
                self.screen = Screen::Table;
            }
            Err(e) => self.message = e,
        }
    }

    fn close_table(&mut self) {
        if let Some(live) = self.live.take() {
            live.table.close();
        }
        self.views = None;
        self.view = None;
        self.message.clear();
        self.screen = Screen::Home(home::Home::new(&self.app));
    }

    /// The terminal lost the focus to another window, or got it back: the table steps away
    /// (its bots and clock stop, the next hidden hand waits for a hand-over) or comes back.
    fn focus(&mut self, gained: bool) {
        if let Some(live) = &self.live {
            // Refused only by a table already closed, which has nothing left to stop.
            let _ = if gained {
                live.table.come_back()
            } else {
                live.table.step_away()
            };
        }
    }

    /// Shows the newest of the views the live table delivered since the last frame (they come
    /// in order, the newest last).
    pub fn drain_views(&mut self) {
        let Some(latest) = self.views.as_ref().and_then(|rx| rx.try_iter().last()) else {
            return;
        };
        self.table_screen.refocus(&latest);
        self.view = Some(latest);
    }

    fn send(&mut self, intent: cardavia_core::table::Intent) {
        let (Some(live), Some(view)) = (&self.live, &self.view) else {
            return;
        };
        match live.table.dispatch(intent, view.version) {
            // Its view was delivered before the answer: drawn from the delivered views.
            Ok(_) => {
                self.message.clear();
                self.drain_views();
            }
            Err(runtime::LiveError::Table(e)) => self.message = e.text(self.lang()),
            Err(e) => self.message = e.to_string(),
        }
    }

    /// A key: the help overlay takes it first (↑↓ scroll it, any other key closes it; at a
    /// table `r` opens the rules), else the screen in sight, whose answer the loop applies.
    pub fn key(&mut self, key: KeyEvent) {
        if self.help {
            match key.code {
                KeyCode::Down | KeyCode::Char('j') => {
                    self.help_scroll = self.help_scroll.saturating_add(1);
                    return;
                }
                KeyCode::Up | KeyCode::Char('k') => {
                    self.help_scroll = self.help_scroll.saturating_sub(1);
                    return;
                }
                KeyCode::PageDown => {
                    self.help_scroll = self.help_scroll.saturating_add(10);
                    return;
                }
                KeyCode::PageUp => {
                    self.help_scroll = self.help_scroll.saturating_sub(10);
                    return;
                }
                _ => {}
            }
            self.help = false;
            self.help_scroll = 0;
            if key.code == KeyCode::Char('r') && matches!(self.screen, Screen::Table) {
                if let Some(view) = &self.view {
                    let game = view.game;
                    self.apply(Next::Open(Open::Rules(game)));
                }
            }
            return;
        }
        if key.code == KeyCode::Char('?')
            && !matches!(&self.screen, Screen::Setup(s) if s.editing())
        {
            self.help = true;
            return;
        }
        let next = match &mut self.screen {
            Screen::Table => {
                let Some(view) = self.view.clone() else {
                    return;
                };
                let action = self.table_screen.key(key, &view);
                self.act(action);
                return;
            }
            Screen::Home(home) => home.key(&self.app, key),
            Screen::Setup(setup) => setup::key(setup, &self.app, key),
            Screen::Stats(stats) => stats::key(stats, &self.app, key),
            Screen::People(people) => people::key(people, &self.app, key),
            Screen::Settings(settings) => settings::key(settings, &self.app, key),
            Screen::Rules(rules) => rules::key(rules, key),
        };
        self.apply(next);
    }

    /// Does what a screen asked for.
    fn apply(&mut self, next: Next) {
        match next {
            Next::Stay => {}
            Next::Say(message) => self.message = message,
            Next::Open(open) => {
                self.message.clear();
                self.screen = match open {
                    Open::Home => Screen::Home(home::Home::new(&self.app)),
                    Open::Setup(game) => {
                        Screen::Setup(setup::Setup::new(&self.app, game, self.seed))
                    }
                    Open::Stats => Screen::Stats(stats::Stats::new(&self.app)),
                    Open::People => Screen::People(people::People::new(&self.app)),
                    Open::Settings => Screen::Settings(settings::SettingsScreen::new(&self.app)),
                    Open::Rules(game) => Screen::Rules(rules::Rules::new(&self.app, game)),
                };
            }
            Next::Play(open) => {
                self.message.clear();
                self.open_table(*open);
            }
            // Rules opened at a table go back to it; everything else goes home.
            Next::Back if self.live.is_some() => {
                self.message.clear();
                self.screen = Screen::Table;
            }
            Next::Back => self.apply(Next::Open(Open::Home)),
            Next::Quit => self.quit = true,
        }
    }

    /// Does what the table screen asked for.
    fn act(&mut self, action: TableAction) {
        match action {
            TableAction::Send(intent) => self.send(intent),
            TableAction::Leave => self.close_table(),
            TableAction::Help => self.help = true,
            TableAction::Say(why) => self.message = why,
            TableAction::Nothing => {}
        }
    }

    pub fn click(&mut self, column: u16, row: u16) {
        if let (Screen::Table, Some(view)) = (&self.screen, self.view.clone()) {
            let action = self.table_screen.click(column, row, &view);
            self.act(action);
        }
    }

    pub fn draw(&mut self, frame: &mut Frame) {
        let area = frame.area();
        let theme = self.theme;
        let lang = self.lang();
        if pieces::too_small(area) {
            pieces::draw_too_small(frame, area, lang, theme);
            return;
        }
        match &mut self.screen {
            Screen::Home(home) => home::draw(frame, area, home, lang, theme, &self.message),
            Screen::Setup(setup) => setup::draw(frame, area, setup, lang, theme, &self.message),
            Screen::Stats(stats) => stats::draw(frame, area, stats, lang, theme),
            Screen::People(p) => people::draw(frame, area, p, lang, theme, &self.message),
            Screen::Settings(s) => settings::draw(frame, area, s, lang, theme, &self.message),
            Screen::Rules(rules) => rules::draw(frame, area, rules, lang, theme),
            Screen::Table => {
                if let Some(view) = &self.view {
                    let timer = view.effects.timeout_due_ms.map(|due| {
                        let left = (due as i64 - (self.clock)()).max(0) / 1000;
                        text(lang, &Msg::new("term-timer").int("seconds", left))
                    });
                    self.table_screen.draw(
                        frame,
                        area,
                        view,
                        theme,
                        &self.message,
                        timer.as_deref(),
                    );
                }
            }
        }
        if self.help {
            self.draw_help(frame, lang);
        }
    }

    /// The help for the screen in sight, over it.
    fn draw_help(&self, frame: &mut Frame, lang: Lang) {
        let area = frame.area();
        let help = match (&self.screen, &self.view) {
            (Screen::Table, Some(view)) => table_screen::help_text(lang, view),
            (Screen::Home(_), _) => text(lang, &Msg::new("terminal-help-home")),
            (Screen::Setup(_), _) => text(lang, &Msg::new("terminal-help-setup")),
            (Screen::Stats(_), _) => text(lang, &Msg::new("terminal-help-stats")),
            (Screen::People(_), _) => text(lang, &Msg::new("terminal-help-people")),
            (Screen::Settings(_), _) => text(lang, &Msg::new("terminal-help-settings")),
            (Screen::Rules(_), _) => text(lang, &Msg::new("terminal-help-rules")),
            (Screen::Table, None) => text(lang, &Msg::new("terminal-help-table")),
        };
        let popup = centered(area, 76, area.height.saturating_sub(2));
        frame.render_widget(Clear, popup);
        frame.render_widget(
            Paragraph::new(help)
                .wrap(Wrap { trim: false })
                .scroll((self.help_scroll, 0))
                .block(
                    Block::default()
                        .borders(Borders::ALL)
                        .title(text(lang, &Msg::new("term-help-title"))),
                ),
            popup,
        );
    }
}

/// The device's offset from UTC in minutes (east positive), from the system's time zone
/// (`TZ`, else `/etc/localtime`; UTC when neither reads): the core reads no clock. Read once
/// when `cardavia play` starts (a summer-time change mid-session is not noticed).
fn local_utc_offset_minutes() -> i32 {
    utc_offset_minutes(&jiff::tz::TimeZone::system(), jiff::Timestamp::now())
}

/// `zone`'s offset from UTC at `at`, in whole minutes.
fn utc_offset_minutes(zone: &jiff::tz::TimeZone, at: jiff::Timestamp) -> i32 {
    zone.to_offset(at).seconds() / 60
}

pub fn run(args: &Args, lang_flag: Option<Lang>) -> ExitCode {
    let mut app = match open_app(args, lang_flag) {
        Ok(app) => app,
        Err(why) => {
            eprintln!("cardavia play: {why}");
            return ExitCode::from(2);
        }
    };
    if let Some(lang) = lang_flag {
        app.set_session_lang(lang);
    }
    app.set_utc_offset_minutes(local_utc_offset_minutes());
    let notice = app.take_notice();
    let mono = args.mono || std::env::var_os("NO_COLOR").is_some();
    let mut ui = Ui::new(app, Theme { mono }, None);
    ui.seed = args.seed;
    if let Some(notice) = notice {
        ui.message = notice;
    }
    if let Some(game) = args.game {
        ui.apply(Next::Open(Open::Setup(game)));
    }
    let mut terminal = match ratatui::try_init() {
        Ok(terminal) => terminal,
        Err(e) => {
            ratatui::restore();
            eprintln!("cardavia play: {e}");
            return ExitCode::from(2);
        }
    };
    // Focus changes where the terminal reports them: the table steps away while another window
    // has the keyboard.
    let _ = ratatui::crossterm::execute!(
        std::io::stdout(),
        event::EnableMouseCapture,
        event::EnableFocusChange
    );
    let result = event_loop(&mut terminal, &mut ui);
    let _ = ratatui::crossterm::execute!(
        std::io::stdout(),
        event::DisableFocusChange,
        event::DisableMouseCapture
    );
    ratatui::restore();
    if let Some(live) = ui.live.take() {
        live.table.close();
    }
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cardavia play: {e}");
            ExitCode::from(1)
        }
    }
}

/// The app over the store `--db` names or the default one, in the device's languages (the
/// `--lang` flag first); or why not, in words. A path a person typed is theirs: a file there
/// that is no store is refused, not moved.
fn open_app(args: &Args, lang_flag: Option<Lang>) -> Result<App, String> {
    let chosen = args.db.is_some();
    let path = args
        .db
        .clone()
        .or_else(crate::data_dir::default_store_path)
        .ok_or("this system has no data directory for the store: give --db PATH")?;
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let mut langs = crate::device_langs();
    if let Some(lang) = lang_flag {
        langs.insert(0, lang.code().to_string());
    }
    // No terminal to draw in (`cardavia play </dev/null`, a pipe): say so instead of failing
    // inside the terminal library.
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Err(text(
            Lang::negotiate(&langs),
            &Msg::new("terminal-needs-a-terminal"),
        ));
    }
    let opened = if chosen {
        App::open_chosen(&path, &langs)
    } else {
        App::open(&path, &langs)
    };
    opened.map_err(|e| text(Lang::negotiate(&langs), &e.message()))
}

fn event_loop(terminal: &mut ratatui::DefaultTerminal, ui: &mut Ui) -> std::io::Result<()> {
    while !ui.quit {
        ui.drain_views();
        terminal.draw(|frame| ui.draw(frame))?;
        if event::poll(Duration::from_millis(100))? {
            match event::read()? {
                Event::Key(key) if key.kind == KeyEventKind::Press => ui.key(key),
                Event::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                    ui.click(m.column, m.row)
                }
                Event::FocusLost => ui.focus(false),
                Event::FocusGained => ui.focus(true),
                _ => {}
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod offset_tests {
    use super::utc_offset_minutes;
    use jiff::tz::{Offset, TimeZone};
    use jiff::Timestamp;

    #[test]
    fn utc_offsets_are_whole_minutes_east_positive() {
        let at = Timestamp::UNIX_EPOCH;
        let zone = |seconds| TimeZone::fixed(Offset::from_seconds(seconds).expect("in range"));
        assert_eq!(utc_offset_minutes(&zone(5 * 3600 + 1800), at), 330);
        assert_eq!(utc_offset_minutes(&zone(-8 * 3600), at), -480);
        assert_eq!(utc_offset_minutes(&TimeZone::UTC, at), 0);
    }

    #[test]
    fn a_zone_with_summer_time_gives_the_offset_of_that_moment() {
        // POSIX TZ strings need no time-zone database: Central European Time, summer time
        // from the last Sunday of March to the last Sunday of October.
        let cet = TimeZone::posix("CET-1CEST,M3.5.0,M10.5.0/3").expect("a valid TZ string");
        let winter: Timestamp = "2026-01-15T12:00:00Z".parse().expect("a timestamp");
        let summer: Timestamp = "2026-07-15T12:00:00Z".parse().expect("a timestamp");
        assert_eq!(utc_offset_minutes(&cet, winter), 60);
        assert_eq!(utc_offset_minutes(&cet, summer), 120);
    }
}
