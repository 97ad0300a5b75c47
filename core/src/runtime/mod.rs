//! The live table: one tokio task per open table. It serialises intents, runs bot turns on the
//! blocking pool after a short natural pause, fires the turn clock, saves every change, and
//! pushes each new view to the shell's observer. The [`Table`] inside stays synchronous and
//! clock-free: this is the only place that reads time, and it reads tokio's clock so tests can
//! pause it.

use crate::table::{BotMove, Intent, SaveProblem, Table, TableError, TableView};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;
use tokio::time::Instant;

/// Receives every new view. Called from the table's task: keep it quick (post to the UI thread).
pub trait ViewObserver: Send + Sync {
    fn on_view(&self, view: TableView);
}

/// Saves a table after each change. A failure never stops play: the view pushed for the change
/// carries a not-saved notice ([`TableView::unsaved`]), and the save is tried again on the next
/// change and every [`SAVE_RETRY`] until it succeeds, which clears the notice.
pub trait Autosave: Send + Sync {
    fn save(&self, table: &Table) -> Result<(), SaveProblem>;

    /// A quiet moment: a change was saved and its view is out (answered, pushed). Work the
    /// saves leave for later (the store copying its journal into its file) goes here, not on
    /// the way from a tap to its view.
    fn settle(&self) {}
}

/// How soon a failed save is tried again when nothing else happens at the table.
pub const SAVE_RETRY: Duration = Duration::from_secs(2);

/// How a live table behaves.
#[derive(Clone, Copy, Debug)]
pub struct LiveOptions {
    /// The pause before a bot moves, so people can follow.
    pub bot_pause: Duration,
    /// Wall-clock milliseconds at the moment the table opens: `now_ms` continues from here.
    pub epoch_ms: u64,
    /// The longest a bot may think once its pause is over (G: "well under 200 ms on a phone").
    pub bot_think_cap: Duration,
}

impl Default for LiveOptions {
    fn default() -> Self {
        LiveOptions {
            bot_pause: Duration::from_millis(700),
            epoch_ms: 0,
            bot_think_cap: Duration::from_millis(150),
        }
    }
}

/// Why a live table did not answer.
#[derive(Debug, thiserror::Error)]
pub enum LiveError {
    #[error(transparent)]
    Table(#[from] TableError),
    #[error("the table is closed")]
    Closed,
}

enum Command {
    Dispatch {
        intent: Intent,
        version: u64,
        reply: oneshot::Sender<Result<Arc<TableView>, TableError>>,
    },
    Close,
}

/// A handle on a live table. Cloning shares the same table.
#[derive(Clone)]
pub struct LiveTable {
    commands: mpsc::UnboundedSender<Command>,
    latest: Arc<Mutex<Arc<TableView>>>,
    task: Arc<Mutex<Option<JoinHandle<()>>>>,
}

/// Starts a table's task on `runtime`.
pub fn open(
    runtime: &tokio::runtime::Handle,
    table: Table,
    observer: Arc<dyn ViewObserver>,
    autosave: Option<Arc<dyn Autosave>>,
    options: LiveOptions,
) -> LiveTable {
    let (commands, inbox) = mpsc::unbounded_channel();
    let mut table = table;
    // A table saved earlier gets back the time its turn had left, not the hours it was closed.
    table.resume_clock(options.epoch_ms);
    let latest = Arc::new(Mutex::new(Arc::new(table.view())));
    let worker = Worker {
        table,
        observer,
        autosave,
        options,
        start: Instant::now(),
        latest: latest.clone(),
        retry_save: None,
    };
    let task = runtime.spawn(worker.run(inbox));
    LiveTable {
        commands,
        latest,
        task: Arc::new(Mutex::new(Some(task))),
    }
}

impl LiveTable {
    /// Sends an intent and waits for its answer: the view after it, shared with [`Self::view`]'s
    /// copy (a late Ganjifa view is some 6 KB once lowered: a tap copies it once, for the observer).
    pub async fn dispatch(
        &self,
        intent: Intent,
        version: u64,
    ) -> Result<Arc<TableView>, LiveError> {
        let (reply, answer) = oneshot::channel();
        self.commands
            .send(Command::Dispatch {
                intent,
                version,
                reply,
            })
            .map_err(|_| LiveError::Closed)?;
        Ok(answer.await.map_err(|_| LiveError::Closed)??)
    }

    /// Sends an intent and blocks this (non-runtime) thread until it is answered: for shells
    /// calling from their UI thread through the bindings.
    pub fn dispatch_blocking(
        &self,
        intent: Intent,
        version: u64,
    ) -> Result<Arc<TableView>, LiveError> {
        let (reply, answer) = oneshot::channel();
        self.commands
            .send(Command::Dispatch {
                intent,
                version,
                reply,
            })
            .map_err(|_| LiveError::Closed)?;
        Ok(answer.blocking_recv().map_err(|_| LiveError::Closed)??)
    }

    /// The latest view.
    pub fn view(&self) -> TableView {
        match self.latest.lock() {
            Ok(v) => TableView::clone(&v),
            Err(poisoned) => TableView::clone(&poisoned.into_inner()),
        }
    }

    /// Stops the table's task (the table was saved after its last change).
    pub fn close(&self) {
        let _ = self.commands.send(Command::Close);
    }

    /// The task's handle, once, to await its end.
    pub fn take_task(&self) -> Option<JoinHandle<()>> {
        self.task.lock().ok().and_then(|mut t| t.take())
    }
}

struct Worker {
    table: Table,
    observer: Arc<dyn ViewObserver>,
    autosave: Option<Arc<dyn Autosave>>,
    options: LiveOptions,
    start: Instant,
    latest: Arc<Mutex<Arc<TableView>>>,
    /// When to try a failed save again.
    retry_save: Option<Instant>,
}

impl Worker {
    fn now_ms(&self) -> u64 {
        self.options.epoch_ms + self.start.elapsed().as_millis() as u64
    }

    /// Saves the table, and notes in it whether that worked (the views show a failure).
    fn save(&mut self) {
        let Some(autosave) = &self.autosave else {
            return;
        };
        match autosave.save(&self.table) {
            Ok(()) => {
                self.table.set_unsaved(None);
                self.retry_save = None;
            }
            Err(problem) => {
                tracing::warn!(problem = problem.kind(), "autosave failed; retrying");
                self.table.set_unsaved(Some(problem.notice()));
                self.retry_save = Some(Instant::now() + SAVE_RETRY);
            }
        }
    }

    /// After a change: save, then remember and push the view (which says if the save failed).
    fn publish(&mut self) -> Arc<TableView> {
        self.save();
        let view = Arc::new(self.table.view());
        if let Ok(mut latest) = self.latest.lock() {
            *latest = view.clone();
        }
        self.observer.on_view(TableView::clone(&view));
        view
    }

    /// After a change's view is out: the saves' deferred work ([`Autosave::settle`]).
    fn settle(&self) {
        if let Some(autosave) = &self.autosave {
            autosave.settle();
        }
    }

    /// The view again after background work changed what it shows (a hint became ready):
    /// remembered and pushed, but nothing to save.
    fn refresh(&mut self) {
        let view = self.table.view();
        let changed = match self.latest.lock() {
            Ok(mut latest) if **latest != view => {
                *latest = Arc::new(view.clone());
                true
            }
            _ => false,
        };
        if changed {
            self.observer.on_view(view);
        }
    }

    async fn run(mut self, mut inbox: mpsc::UnboundedReceiver<Command>) {
        let mut bot: Option<(u64, JoinHandle<Option<BotMove>>)> = None;
        let mut preparing = Some(tokio::task::spawn_blocking(self.table.preparation()));
        loop {
            let version = self.table.version();
            if bot.as_ref().is_some_and(|(v, _)| *v != version) {
                if let Some((_, handle)) = bot.take() {
                    handle.abort();
                }
            }
            if bot.is_none() {
                if let Some(job) = self.table.bot_job() {
                    let (pause, cap) = (self.options.bot_pause, self.options.bot_think_cap);
                    // A person who may act now too (a DiCa challenge) gets their window.
                    let pause = pause.max(Duration::from_millis(job.people_window_ms));
                    bot = Some((
                        version,
                        tokio::spawn(async move {
                            tokio::time::sleep(pause).await;
                            let thinking = move || {
                                let deadline = std::time::Instant::now() + cap;
                                job.run_until(Box::new(move || {
                                    std::time::Instant::now() >= deadline
                                }))
                            };
                            tokio::task::spawn_blocking(thinking).await.ok()
                        }),
                    ));
                }
            }
            let due = self.table.timeout_due_ms();
            let deadline = due.map(|ms| {
                let wait = ms.saturating_sub(self.now_ms());
                Instant::now() + Duration::from_millis(wait)
            });
            tokio::select! {
                command = inbox.recv() => match command {
                    None | Some(Command::Close) => break,
                    Some(Command::Dispatch { intent, version, reply }) => {
                        let before = self.table.version();
                        let result = self
                            .table
                            .apply(&intent, version, self.now_ms())
                            .map(|()| {
                                if self.table.version() != before {
                                    self.publish()
                                } else {
                                    Arc::new(self.table.view())
                                }
                            });
                        let changed = result.is_ok() && self.table.version() != before;
                        let _ = reply.send(result);
                        if changed {
                            self.settle();
                        }
                    }
                },
                _ = async {
                    match preparing.as_mut() {
                        Some(handle) => handle.await,
                        None => std::future::pending().await,
                    }
                }, if preparing.is_some() => {
                    preparing = None;
                    self.refresh();
                },
                finished = async {
                    match bot.as_mut() {
                        Some((_, handle)) => handle.await,
                        None => std::future::pending().await,
                    }
                }, if bot.is_some() => {
                    bot = None;
                    match finished {
                        Ok(Some(mv)) => match self.table.apply_bot_move(mv, self.now_ms()) {
                            Ok(()) => {
                                self.publish();
                                self.settle();
                            }
                            Err(TableError::Stale { .. }) => {}
                            Err(e) => tracing::error!(%e, "a bot's move was refused"),
                        },
                        Ok(None) => {}
                        Err(e) if e.is_cancelled() => {}
                        Err(e) => tracing::error!(%e, "a bot's turn failed"),
                    }
                },
                _ = async {
                    match deadline {
                        Some(at) => tokio::time::sleep_until(at).await,
                        None => std::future::pending().await,
                    }
                }, if deadline.is_some() => {
                    let before = self.table.version();
                    match self.table.apply(&Intent::Tick, 0, self.now_ms()) {
                        Ok(()) if self.table.version() != before => {
                            self.publish();
                            self.settle();
                        }
                        Ok(()) => {}
                        Err(e) => tracing::error!(%e, "the turn clock's timeout was refused"),
                    }
                },
                _ = async {
                    match self.retry_save {
                        Some(at) => tokio::time::sleep_until(at).await,
                        None => std::future::pending().await,
                    }
                }, if self.retry_save.is_some() => {
                    self.save();
                    self.refresh();
                },
            }
        }
        if let Some((_, handle)) = bot.take() {
            handle.abort();
        }
    }
}
