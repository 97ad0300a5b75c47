//! The Worker's side of the web table (wasm-bindgen): the app over the browser's store, its
//! calls, and live tables whose views go to the page in order.

use crate::calls::{self, Failure};
use cardavia_core::app::{App, OpenTable, StoreAutosave, WallClock};
use cardavia_core::games::GameId;
use cardavia_core::l10n::Lang;
use cardavia_core::runtime::{self, Host, LiveOptions, OneThread, Pending, ViewObserver};
use cardavia_core::store::browser::{self, PoolProblem};
use cardavia_core::store::SeriesId;
use cardavia_core::table::{Intent, SeatSetup, TableView};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use wasm_bindgen::prelude::*;

/// The store's name in the browser's file pool.
const STORE: &str = "/cardavia.db";

#[wasm_bindgen]
extern "C" {
    /// The Worker's own timer.
    #[wasm_bindgen(js_name = setTimeout)]
    fn set_timeout(handler: &js_sys::Function, ms: i32) -> JsValue;
}

fn wall_ms() -> i64 {
    js_sys::Date::now() as i64
}

/// Waits `wait` on the Worker's timer.
fn sleep(wait: Duration) -> Pending<()> {
    let ms = i32::try_from(wait.as_millis()).unwrap_or(i32::MAX);
    let promise = js_sys::Promise::new(&mut |resolve, _reject| {
        set_timeout(&resolve, ms);
    });
    Box::pin(async move {
        let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
    })
}

/// The live tables' host: the Worker's one thread, its timer and its clock.
fn worker_host() -> Arc<dyn Host> {
    let start = web_time::Instant::now();
    Arc::new(OneThread::new(
        move || start.elapsed(),
        sleep,
        wasm_bindgen_futures::spawn_local,
    ))
}

/// Serialises for the page: maps as plain objects, every number as a JavaScript number.
fn to_page<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsValue::from_str(&e.to_string()))
}

fn failure(failure: Failure) -> JsValue {
    to_page(&failure).unwrap_or_else(|e| e)
}

thread_local! {
    /// Each open table's observer in the page, by the table's number: the page's functions
    /// never leave the Worker's thread, so the tables' observers name them by number.
    static OBSERVERS: RefCell<HashMap<u32, js_sys::Function>> = RefCell::new(HashMap::new());
}

/// A table's observer: hands each view to the page's function for that table.
struct PageObserver {
    table: u32,
}

impl ViewObserver for PageObserver {
    fn on_view(&self, view: TableView) {
        let Some(observer) = OBSERVERS.with(|o| o.borrow().get(&self.table).cloned()) else {
            return;
        };
        match to_page(&view) {
            Ok(value) => {
                if let Err(e) = observer.call1(&JsValue::NULL, &value) {
                    tracing::error!(?e, "the page's observer failed on a view");
                }
            }
            Err(e) => tracing::error!(?e, "a view could not be handed to the page"),
        }
    }
}

/// How fast the tables move: the settings' bots' pace and the phones' tap guard, or a test's
/// (no pauses).
#[derive(Clone, Copy, Deserialize)]
struct Pace {
    /// Over the settings' pace when given.
    #[serde(default)]
    bot_pause_ms: Option<u64>,
    tap_guard_ms: u64,
}

impl Default for Pace {
    fn default() -> Self {
        Pace {
            bot_pause_ms: None,
            tap_guard_ms: LiveOptions::default().tap_guard.as_millis() as u64,
        }
    }
}

/// The app in the Worker.
#[wasm_bindgen]
pub struct WebApp {
    app: Arc<Mutex<App>>,
    host: Arc<dyn Host>,
    pace: Pace,
    next_table: u32,
}

#[wasm_bindgen]
impl WebApp {
    /// Opens the store in the browser's file pool (created on the first visit), speaking the
    /// first of `languages` Cardavia knows. A browser that gives no storage, or a second tab
    /// while another holds the store, still opens: the home screen's notice says what is kept
    /// (see `App::keeping_nothing`, `App::held_elsewhere`). A store that cannot open at all
    /// (a newer Cardavia's) is a `{kind, message}` error. `pace` is optional
    /// (`{bot_pause_ms, tap_guard_ms}`: tests play without pauses).
    pub async fn open(
        languages: Vec<String>,
        utc_offset_minutes: i32,
        pace: JsValue,
    ) -> Result<WebApp, JsValue> {
        let lang = Lang::negotiate(&languages);
        let mut app = match browser::open_pool().await {
            Ok(()) => App::open(Path::new(STORE), &languages),
            Err(PoolProblem::InUse) => App::held_elsewhere(&languages),
            Err(PoolProblem::Unavailable) => App::keeping_nothing(&languages),
        }
        .map_err(|e| failure(Failure::app(&e, lang)))?;
        app.set_utc_offset_minutes(utc_offset_minutes);
        let pace = if pace.is_undefined() || pace.is_null() {
            Pace::default()
        } else {
            serde_wasm_bindgen::from_value(pace).map_err(|e| JsValue::from_str(&e.to_string()))?
        };
        Ok(WebApp {
            app: Arc::new(Mutex::new(app)),
            host: worker_host(),
            pace,
            next_table: 0,
        })
    }

    /// One of the app's calls (`calls::call`): its answer, or a `{kind, message}` error.
    pub fn call(&self, method: &str, args: JsValue) -> Result<JsValue, JsValue> {
        let args: serde_json::Value = if args.is_undefined() || args.is_null() {
            serde_json::Value::Object(Default::default())
        } else {
            serde_wasm_bindgen::from_value(args).map_err(|e| failure(Failure::bad(e)))?
        };
        let mut app = self.app()?;
        let answer = calls::call(&mut app, method, args, wall_ms()).map_err(failure)?;
        to_page(&answer)
    }

    /// Starts a table: the seats, and for each field of the set-up screen the chosen index.
    /// Every view of it goes to `observer`, the opening one before this returns.
    #[wasm_bindgen(js_name = startTable)]
    pub fn start_table(
        &mut self,
        game: JsValue,
        seats: JsValue,
        choices: JsValue,
        observer: js_sys::Function,
    ) -> Result<WebTable, JsValue> {
        let game: GameId =
            serde_wasm_bindgen::from_value(game).map_err(|e| failure(Failure::bad(e)))?;
        let seats: Vec<SeatSetup> =
            serde_wasm_bindgen::from_value(seats).map_err(|e| failure(Failure::bad(e)))?;
        let choices: Vec<u32> =
            serde_wasm_bindgen::from_value(choices).map_err(|e| failure(Failure::bad(e)))?;
        let open = {
            let mut app = self.app()?;
            let lang = app.lang();
            let chosen: Vec<usize> = choices.iter().map(|&c| c as usize).collect();
            let setup = app.setup_from_choices(game, seats, &chosen, wall_ms() as u64);
            app.start(setup, wall_ms())
                .map_err(|e| failure(Failure::app(&e, lang)))?
        };
        Ok(self.live(open, observer))
    }

    /// Resumes a saved table by its series, exactly where it was.
    #[wasm_bindgen(js_name = resumeSaved)]
    pub fn resume_saved(
        &mut self,
        series: f64,
        observer: js_sys::Function,
    ) -> Result<WebTable, JsValue> {
        let open = {
            let mut app = self.app()?;
            let lang = app.lang();
            app.resume_series(SeriesId(series as i64))
                .map_err(|e| failure(Failure::app(&e, lang)))?
        };
        Ok(self.live(open, observer))
    }
}

impl WebApp {
    fn app(&self) -> Result<std::sync::MutexGuard<'_, App>, JsValue> {
        self.app
            .lock()
            .map_err(|_| failure(Failure::bad("the app's lock is poisoned")))
    }

    fn live(&mut self, open: OpenTable, observer: js_sys::Function) -> WebTable {
        self.next_table += 1;
        let table = self.next_table;
        OBSERVERS.with(|o| o.borrow_mut().insert(table, observer));
        let lang = open.table.view().lang;
        let clock: WallClock = Arc::new(wall_ms);
        let autosave = Arc::new(StoreAutosave::new(self.app.clone(), open.saver, clock));
        let live = runtime::open(
            self.host.clone(),
            open.table,
            Arc::new(PageObserver { table }),
            Some(autosave),
            LiveOptions {
                bot_pause: self
                    .pace
                    .bot_pause_ms
                    .map_or(open.bot_pause, Duration::from_millis),
                tap_guard: Duration::from_millis(self.pace.tap_guard_ms),
                epoch_ms: wall_ms().max(0) as u64,
                ..LiveOptions::default()
            },
        );
        WebTable { live, table, lang }
    }
}

/// One live table in the Worker.
#[wasm_bindgen]
pub struct WebTable {
    live: runtime::LiveTable,
    table: u32,
    lang: Lang,
}

#[wasm_bindgen]
impl WebTable {
    /// Applies an intent made on the view with `version`; its view, saved, has gone to the
    /// observer when this returns. Refused, stale and too-soon intents change nothing and
    /// throw `{kind, message}`.
    pub fn dispatch(&self, intent: JsValue, version: f64) -> Result<(), JsValue> {
        let intent: Intent =
            serde_wasm_bindgen::from_value(intent).map_err(|e| failure(Failure::bad(e)))?;
        self.live
            .dispatch(intent, version as u64)
            .map(drop)
            .map_err(|e| failure(Failure::live(&e, self.lang)))
    }

    /// The page was hidden (`visibilitychange`): the bots and the turn clock stop, and the next
    /// view asks for a hand-over before anything hidden shows.
    #[wasm_bindgen(js_name = stepAway)]
    pub fn step_away(&self) -> Result<(), JsValue> {
        self.live
            .step_away()
            .map_err(|e| failure(Failure::live(&e, self.lang)))
    }

    /// The page is shown again: the clock runs on with the time it had left, the bots play on.
    #[wasm_bindgen(js_name = comeBack)]
    pub fn come_back(&self) -> Result<(), JsValue> {
        self.live
            .come_back()
            .map_err(|e| failure(Failure::live(&e, self.lang)))
    }

    /// The table as it is now.
    pub fn view(&self) -> Result<JsValue, JsValue> {
        to_page(&self.live.view())
    }

    /// Stops the table: a change not saved yet gets one more try, later intents are refused,
    /// and no view goes to the page any more.
    pub fn stop(&self) {
        self.live.close();
        OBSERVERS.with(|o| o.borrow_mut().remove(&self.table));
    }
}
