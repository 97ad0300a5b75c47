//! `cardavia play`: the terminal table. As thin as the phone shells: it draws the core's views and
//! sends intents; the rules, the strings and the numbers all come from the core.
//!
//! Screens: home (the games), set-up, the table (with hand-over screens and summaries), stats,
//! settings and the rules reader. Keys: arrows or hjkl move, Enter taps, digits tap the numbered
//! targets, `r` rolls, `?` helps, `q` goes back. Mouse clicks tap targets where the terminal
//! reports them.

mod boards;
mod home;
mod rules;
mod settings;
mod setup;
mod stats;
mod table_screen;
mod theme;

#[cfg(test)]
mod tests;

use cardavia_core::app::{App, StoreAutosave, TableSaver, WallClock};
use cardavia_core::games::GameId;
use cardavia_core::l10n::{text, Lang, Msg};
use cardavia_core::runtime::{self, LiveOptions, LiveTable, ViewObserver};
use cardavia_core::table::{Table, TableView};
use ratatui::crossterm::event::{self, Event, KeyEvent, KeyEventKind, MouseButton, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use ratatui::Frame;
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
}

/// Which screen shows.
pub enum Screen {
    Home(home::Home),
    Setup(setup::Setup),
    Table,
    Stats(stats::Stats),
    Settings(settings::SettingsScreen),
    Rules(rules::Rules),
}

/// A table being played.
struct Live {
    table: LiveTable,
}

/// Views pushed by a live table's task, handed to the UI loop.
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
    pub quit: bool,
    clock: WallClock,
    /// Bots wait this long before moving (visible pauses).
    bot_pause: Duration,
}

/// Milliseconds since the Unix epoch, from the system clock (the shell's job, not the core's).
pub fn wall_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

impl Ui {
    pub fn new(app: App, theme: Theme, bot_pause: Duration) -> Ui {
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
            quit: false,
            clock: Arc::new(wall_ms),
            bot_pause,
        }
    }

    pub fn lang(&self) -> Lang {
        self.app.lock().map(|a| a.lang()).unwrap_or_default()
    }

    pub fn say(&mut self, msg: &Msg) {
        self.message = text(self.lang(), msg);
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
    pub fn open_table(&mut self, table: Table, saver: TableSaver) {
        let (tx, rx) = mpsc::channel();
        let autosave = Arc::new(StoreAutosave::new(
            self.app.clone(),
            saver,
            self.clock.clone(),
        ));
        let epoch = (self.clock)().max(0) as u64;
        let options = LiveOptions {
            bot_pause: self.bot_pause,
            epoch_ms: epoch,
            ..LiveOptions::default()
        };
        let view = table.view();
        match self.runtime() {
            Ok(rt) => {
                let live = runtime::open(
                    rt.handle(),
                    table,
                    Arc::new(ToUi(Mutex::new(tx))),
                    Some(autosave),
                    options,
                );
                self.live = Some(Live { table: live });
                self.views = Some(rx);
                self.table_screen.refocus(&view);
                self.view = Some(view);
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
        self.screen = Screen::Home(home::Home::new(&self.app));
    }

    /// Takes the views the live table pushed since the last frame.
    pub fn drain_views(&mut self) {
        let mut latest = None;
        if let Some(rx) = &self.views {
            while let Ok(view) = rx.try_recv() {
                latest = Some(view);
            }
        }
        if let Some(view) = latest {
            self.table_screen.refocus(&view);
            self.view = Some(view);
        }
    }

    fn send(&mut self, intent: cardavia_core::table::Intent) {
        let (Some(live), Some(view)) = (&self.live, &self.view) else {
            return;
        };
        match live.table.dispatch_blocking(intent, view.version) {
            Ok(view) => {
                self.message.clear();
                self.table_screen.refocus(&view);
                self.view = Some(view);
            }
            Err(runtime::LiveError::Table(e)) => self.message = e.text(self.lang()),
            Err(e) => self.message = e.to_string(),
        }
    }

    pub fn key(&mut self, key: KeyEvent) {
        if self.help {
            self.help = false;
            return;
        }
        if key.code == event::KeyCode::Char('?')
            && !matches!(&self.screen, Screen::Setup(s) if s.editing())
        {
            self.help = true;
            return;
        }
        match std::mem::replace(&mut self.screen, Screen::Table) {
            Screen::Table => {
                self.screen = Screen::Table;
                let Some(view) = self.view.clone() else {
                    return;
                };
                match self.table_screen.key(key, &view) {
                    TableAction::Send(intent) => self.send(intent),
                    TableAction::Leave => self.close_table(),
                    TableAction::Help => self.help = true,
                    TableAction::Say(why) => self.message = why,
                    TableAction::Nothing => {}
                }
            }
            Screen::Home(home) => home::key(self, home, key),
            Screen::Setup(setup) => setup::key(self, setup, key),
            Screen::Stats(stats) => stats::key(self, stats, key),
            Screen::Settings(settings) => settings::key(self, settings, key),
            Screen::Rules(rules) => rules::key(self, rules, key),
        }
    }

    pub fn click(&mut self, column: u16, row: u16) {
        if let (Screen::Table, Some(view)) = (&self.screen, self.view.clone()) {
            match self.table_screen.click(column, row, &view) {
                TableAction::Send(intent) => self.send(intent),
                TableAction::Say(why) => self.message = why,
                _ => {}
            }
        }
    }

    pub fn draw(&mut self, frame: &mut Frame) {
        let area = frame.area();
        let theme = self.theme;
        let lang = self.lang();
        match &mut self.screen {
            Screen::Home(home) => home::draw(frame, area, home, lang, theme, &self.message),
            Screen::Setup(setup) => setup::draw(frame, area, setup, lang, theme, &self.message),
            Screen::Stats(stats) => stats::draw(frame, area, stats, lang, theme),
            Screen::Settings(s) => settings::draw(frame, area, s, lang, theme, &self.message),
            Screen::Rules(rules) => rules::draw(frame, area, rules, lang, theme),
            Screen::Table => {
                if let Some(view) = &self.view {
                    let message = match view.effects.timeout_due_ms {
                        Some(due) if self.message.is_empty() => {
                            let left = (due as i64 - (self.clock)()).max(0) / 1000;
                            text(lang, &Msg::new("term-timer").int("seconds", left))
                        }
                        _ => self.message.clone(),
                    };
                    self.table_screen.draw(frame, area, view, theme, &message);
                }
            }
        }
        if self.help {
            let help = match self.screen {
                Screen::Table => table_screen::help_text(lang, self.view.as_ref()),
                _ => text(lang, &Msg::new("term-help")),
            };
            let popup = centered(area, 70, 20);
            frame.render_widget(Clear, popup);
            frame.render_widget(
                Paragraph::new(help).wrap(Wrap { trim: false }).block(
                    Block::default()
                        .borders(Borders::ALL)
                        .title(text(lang, &Msg::new("term-help-title"))),
                ),
                popup,
            );
        }
    }
}

/// A rectangle of at most `width`×`height` centred in `area`.
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let w = width.min(area.width);
    let h = height.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

/// The device's language preferences, from the environment.
fn device_langs() -> Vec<String> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|k| std::env::var(k).ok())
        .filter(|v| !v.is_empty() && v != "C" && v != "POSIX")
        .collect()
}

/// The device's offset from UTC in minutes (east positive), from `date +%z`: the standard
/// library knows no time zones, and the core reads no clock. UTC when it cannot be read. Read
/// once when `cardavia play` starts (a summer-time change mid-session is not noticed).
fn local_utc_offset_minutes() -> i32 {
    std::process::Command::new("date")
        .arg("+%z")
        .output()
        .ok()
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .and_then(|text| parse_utc_offset(text.trim()))
        .unwrap_or(0)
}

/// `+0530` -> 330, `-0800` -> -480; anything else -> `None`.
fn parse_utc_offset(text: &str) -> Option<i32> {
    let (sign, digits) = match (text.get(..1), text.get(1..)) {
        (Some("+"), Some(digits)) => (1, digits),
        (Some("-"), Some(digits)) => (-1, digits),
        _ => return None,
    };
    if digits.len() != 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let hours: i32 = digits.get(..2)?.parse().ok()?;
    let minutes: i32 = digits.get(2..)?.parse().ok()?;
    (minutes < 60).then_some(sign * (hours * 60 + minutes))
}

pub fn run(args: &Args, lang_flag: Option<Lang>) -> ExitCode {
    let path = match args.db.clone().or_else(crate::data_dir::default_store_path) {
        Some(p) => p,
        None => {
            eprintln!(
                "cardavia play: this system has no data directory for the store: give --db PATH"
            );
            return ExitCode::from(2);
        }
    };
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let mut langs = device_langs();
    if let Some(lang) = lang_flag {
        langs.insert(0, lang.code().to_string());
    }
    let mut app = match App::open(&path, &langs) {
        Ok(app) => app,
        Err(e) => {
            eprintln!(
                "cardavia play: {}",
                text(Lang::negotiate(&langs), &e.message())
            );
            return ExitCode::from(2);
        }
    };
    if let Some(lang) = lang_flag {
        app.set_session_lang(lang);
    }
    app.set_utc_offset_minutes(local_utc_offset_minutes());
    let notice = app.take_notice();
    let mono = args.mono || std::env::var_os("NO_COLOR").is_some();
    let mut ui = Ui::new(app, Theme { mono }, Duration::from_millis(700));
    if let Some(notice) = notice {
        ui.message = notice;
    }
    if let Some(game) = args.game {
        ui.screen = Screen::Setup(setup::Setup::new(&ui.app, game));
    }
    let mut terminal = ratatui::init();
    let _ = ratatui::crossterm::execute!(std::io::stdout(), event::EnableMouseCapture);
    let result = event_loop(&mut terminal, &mut ui);
    let _ = ratatui::crossterm::execute!(std::io::stdout(), event::DisableMouseCapture);
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
                _ => {}
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod offset_tests {
    use super::parse_utc_offset;

    #[test]
    fn utc_offsets_are_read_as_date_prints_them() {
        assert_eq!(parse_utc_offset("+0530"), Some(330));
        assert_eq!(parse_utc_offset("-0800"), Some(-480));
        assert_eq!(parse_utc_offset("+0000"), Some(0));
        for bad in [
            "", "+", "0530", "+05:30", "+0560", "+05300", "-08a0", "+é530",
        ] {
            assert_eq!(parse_utc_offset(bad), None, "{bad:?}");
        }
    }
}
